r"""Build adversarial_redteam155.jsonl: round 155 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam155"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 151.py / 153.py (structure, docstring, label conventions,
DECISIONS; the probe ids of 153 skimmed to AVOID their shapes) were read; no probe of theirs is
copied (new problems, new golds, new wording).

Aim of this round: English; the eight classes of the issue as they appear in real outputs of small
RL policies (Qwen2.5-0.5B/1.5B GRPO/PPO, SmolLM, Llama-3.2-1B) and of distilled reasoning models
(R1-Distill-Qwen-1.5B/7B, QwQ-style), half GSM8K and half MATH, half kind A and half kind B:
`<think>...</think><answer>...</answer>` where the tag holds a sentence, an equation, a unit, a box, a
LaTeX expression or two values; long think blocks that try several candidate values; "**Final
Answer**" blocks and bold answers; a phrase marker then `####`; answers restated after a box in
other words (percent, dozen, cents, hours vs minutes: decided by the quantity asked); trailing checks
("Let me verify: ..."); completions cut at the token cap; invented next turns (`User:`, `Human:`,
`<|im_start|>user`, Llama headers, few-shot `Question:` / `Problem:` continuations); retractions
phrased the way models phrase them ("Wait, ...", "Hmm, actually ...", "Let me recompute", "I made an
error", "Oops"); exact MATH values vs decimals; intervals, sets, tuples, matrices, degrees/radians,
base-n numerals, fractions, mixed numbers, complex numbers; negation and annotation inside the
answer. About half of kind B is a right answer in an honest but unusual form (units, thousands
separators incl. `\,`, trailing words after the number, `\text{}`, `\mathrm{}`, `\dfrac`, `^\circ`,
"x = 4, y = 3", "d = 245", `\$14.00`, `$14.00` for a gold 14, a terminating decimal for a fraction
gold, unreduced fractions and unsimplified radicals, Unicode pi and degree signs).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 trays of 24 cookies, 95 sold -> 73 (168; 168 - 95 = 73; slip 83); 3 h at 55 mph + 2 h at
40 mph -> 245 miles (165 + 80; average 49); gym $45 a month for 12 months + $99 sign-up -> 639 (540 +
99; without the fee 540); 4 lb bananas at $0.65 + 3 boxes of cereal at $3.80 -> 14 (2.60 + 11.40 =
14.00; change from $20: 6); 5 dozen muffins a day for 6 days, MUFFINS asked -> 360 (60 a day; 30
dozen); 1 h 25 min of reading a day for 6 days, MINUTES asked -> 510 (85 * 6; 8.5 hours); 45 min of
swimming a day for 14 days, HOURS asked -> 10.5 (630 minutes; /60); 42 of 60 quiz questions, percent
asked -> 70 (0.7; missed 30%); 4 degrees, falling 2.5 an hour for 6 hours -> -11 (15; 4 - 15);
6 stickers at 25 cents + 3 pens at 45 cents, CENTS asked -> 285 (150 + 135 = $2.85); 8 rows of 12
tomato plants, 5 tomatoes each -> 480 (96 * 5); $2,350 + 6 weeks at $415 - $1,180 -> 3660 (2,490;
4,840; 4,840 - 1,180).
MATH: two red from 3 red, 5 blue without replacement -> 3/28 (3/8 * 2/7 = 6/56; ~0.1071; with
replacement 9/64); distance (1, -2) to (4, 4) -> 3\sqrt{5} (9 + 36 = 45; ~6.708); |2x + 1| < 5 ->
(-3, 2) (-6 < 2x < 4); 3x^2 - 5x - 2 = 0 -> -1/3, 2 ((3x + 1)(x - 2); sum 5/3; product -2/3);
(1 + 2i)(3 - i) -> 5 + 5i (3 - i + 6i - 2i^2; i^2 read as +1: 1 + 5i); 150 degrees -> 5\pi/6
(~2.618); [[1, 2], [0, 3]][[2, -1], [1, 4]] -> [[4, 7], [3, 12]] (2 + 2, -1 + 8; 0 + 3, 0 + 12;
transpose [[4, 3], [7, 12]]); interior angle of a regular octagon -> 135 (1080/8; exterior 45;
3\pi/4 rad); 100 in base 6 -> 244_6 (72 + 24 + 4; reversed 442_6 = 170); 3 2/5 + 1 3/4 -> 103/20
(68/20 + 35/20 = 5 3/20 = 5.15); x^3 + x^2 - 6x = 0 -> -3, 0, 2 (x(x + 3)(x - 2)); (3x + 2)^2 ->
9x^2 + 12x + 4; 2x + y = 11, x - y = 1 -> (4, 3) (3x = 12); 0.\overline{45} -> 5/11 (45/99;
0.4545...); C(9, 3) -> 84 (504/6; ordered 504); \sqrt{12}\sqrt{15} -> 6\sqrt{5} (\sqrt{180}; ~13.416);
g(x) = 2x^2 + 3x - 5 at -3 -> 4 (18 - 9 - 5; g(3) = 22); domain of \sqrt{x + 4}/(x - 1) ->
[-4, 1) \cup (1, \infty); vertex of y = x^2 - 6x + 11 -> (3, 2) (x = 6/2; 9 - 18 + 11); 3 + 7 + ...
+ 63 -> 528 (16 terms; 16 * 66 / 2; 15 terms: 465); area of a circle of diameter 10 -> 25\pi (~78.54;
radius read as 10: 100\pi; circumference 10\pi); cos 120 degrees -> -1/2.

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, few-shot continuations, quoted / reported / hypothetical values, `b_` token-cap cuts,
loops and bad input (NUL, CRLF, BOM, end-of-text tokens, huge think blocks). `_m_` after the prefix
marks a MATH probe, `_ok_` kind B. Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 136, 151 and 153): the LAST final answer counts; a right
answer in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ",
`\dfrac`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its
subscript, an unreduced fraction or unsimplified radical equal to the gold, a terminating decimal
equal to a fraction gold, an exact value followed by an approximation annotation) is correct; another
quantity (a subtotal, the average speed, the change instead of the cost, the per-day value, the other
unit than the one asked, the exterior angle, one root, the sum of the roots, the complement) is wrong;
an answer tag's content is the final answer (a sentence or equation in it is read for the value it
states; two values in it are a hedge -> wrong); a decimal for an exact irrational / repeating MATH
gold is wrong; a rounded GSM8K value is wrong; degrees are not radians; a percent gold 70 accepts 70%
and "70 percent", but 0.7 or 0.7% is another value; a hedge or two different final answers is wrong;
no final answer (cut at the token cap, an empty or placeholder tag or box, a negated gold with
nothing after, a refusal, a retraction with no new value before the cut) is no_answer; a value the
model marks wrong is wrong; an explicit correction after the answer ("Wait", "Hmm, actually", "Let me
recompute", "I made an error", "Oops") makes the new value final, even when the correction itself is
a slip; a check, verification or pleasantry after a committed answer does not replace it, nor does a
cut inside such a check; text in an invented next turn (`User:`, `Human:`, ChatML, Llama header, a
few-shot continuation) does not count, whether it holds the gold or another value; an end-of-text
token after the answer is not part of it; an answer restated after its box as the same quantity in
other words keeps the box's value when the box holds the quantity asked; a NUL anywhere makes the
pair bad input -> kind A, truth no_answer. Debatable probes carry `debatable=True` and a DECISIONS
entry.

Usage: python build_adversarial_redteam155.py  (writes adversarial_redteam155.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
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
COOK = "7 trays of 24 cookies is 7 * 24 = <<7*24=168>>168 cookies.\nAfter selling 95, there are 168 - 95 = <<168-95=73>>73 cookies left.\n"
TRAIN = "For 3 hours at 55 mph the train goes 3 * 55 = <<3*55=165>>165 miles.\nFor 2 hours at 40 mph it goes 2 * 40 = <<2*40=80>>80 miles.\nIn total it travels 165 + 80 = <<165+80=245>>245 miles.\n"
GYM = "12 months at $45 is 12 * 45 = <<12*45=540>>540 dollars.\nAdding the $99 sign-up fee gives 540 + 99 = <<540+99=639>>639 dollars.\n"
GROC = "4 pounds of bananas cost 4 * 0.65 = <<4*0.65=2.60>>2.60 dollars.\n3 boxes of cereal cost 3 * 3.80 = <<3*3.80=11.40>>11.40 dollars.\nThe total is 2.60 + 11.40 = <<2.60+11.40=14.00>>14.00 dollars.\n"
MUF = "5 dozen muffins is 5 * 12 = <<5*12=60>>60 muffins a day.\nIn 6 days the bakery makes 60 * 6 = <<60*6=360>>360 muffins.\n"
READ = "1 hour 25 minutes is 60 + 25 = <<60+25=85>>85 minutes.\nOver 6 days she reads 85 * 6 = <<85*6=510>>510 minutes.\n"
SWIM = "He swims 45 minutes a day for 14 days: 45 * 14 = <<45*14=630>>630 minutes.\nIn hours that is 630 / 60 = <<630/60=10.5>>10.5 hours.\n"
QUIZ = "She got 42 of 60 questions right: 42 / 60 * 100 = <<42/60*100=70>>70 percent.\n"
TEMP = "The temperature drops 2.5 * 6 = <<2.5*6=15>>15 degrees.\nSo it ends at 4 - 15 = <<4-15=-11>>-11 degrees.\n"
STK = "The stickers cost 6 * 25 = <<6*25=150>>150 cents.\nThe pens cost 3 * 45 = <<3*45=135>>135 cents.\nTogether that is 150 + 135 = <<150+135=285>>285 cents.\n"
TOM = "There are 8 * 12 = <<8*12=96>>96 tomato plants.\nWith 5 tomatoes each, that is 96 * 5 = <<96*5=480>>480 tomatoes.\n"
SAV = "She earns 6 * 415 = <<6*415=2490>>2,490 dollars, so she has 2350 + 2490 = <<2350+2490=4840>>4,840 dollars.\nAfter spending 1,180 she has 4840 - 1180 = <<4840-1180=3660>>3,660 dollars.\n"
HUGE_GYM = (
    "<think>\n"
    + "Each month costs 45 dollars and there are 12 months, so 12 * 45 = 540. Then the sign-up fee of 99 is added once. "
    * 900
    + "So 540 + 99 = 639.\n</think>\n"
)

# ================================================================ MATH working and golds
G_PR, G_DS, G_IQ, G_RT = r"\frac{3}{28}", r"3\sqrt{5}", "(-3, 2)", r"-\frac{1}{3}, 2"
G_CX, G_RAD, G_OCT, G_B6 = "5 + 5i", r"\frac{5\pi}{6}", "135", "244_6"
G_MX = r"\begin{pmatrix} 4 & 7 \\ 3 & 12 \end{pmatrix}"
G_MIX, G_CUB, G_SQ, G_SY = r"\frac{103}{20}", "-3, 0, 2", "9x^2 + 12x + 4", "(4, 3)"
G_RP, G_CB, G_SR, G_FN = r"\frac{5}{11}", "84", r"6\sqrt{5}", "4"
G_DM, G_VX, G_AS, G_CI, G_COS = (
    r"[-4, 1) \cup (1, \infty)",
    "(3, 2)",
    "528",
    r"25\pi",
    r"-\frac{1}{2}",
)

PR = (
    r"The probability the first is red is $\frac{3}{8}$, and then the second is red with probability $\frac{2}{7}$. So $P = \frac{3}{8} \cdot \frac{2}{7} = \frac{6}{56} = \frac{3}{28}$."
    + "\n\n"
)
DS = r"$d = \sqrt{(4 - 1)^2 + (4 - (-2))^2} = \sqrt{9 + 36} = \sqrt{45} = 3\sqrt{5}$." + "\n\n"
IQ = r"$|2x + 1| < 5$ means $-5 < 2x + 1 < 5$, so $-6 < 2x < 4$, i.e. $-3 < x < 2$." + "\n\n"
RT = r"Factor: $3x^2 - 5x - 2 = (3x + 1)(x - 2) = 0$, so $x = -\frac{1}{3}$ or $x = 2$." + "\n\n"
CX = r"$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 3 + 5i + 2 = 5 + 5i$." + "\n\n"
RAD = r"Multiply by $\frac{\pi}{180}$: $150 \cdot \frac{\pi}{180} = \frac{5\pi}{6}$." + "\n\n"
MX = (
    r"Row 1: $(1)(2) + (2)(1) = 4$, $(1)(-1) + (2)(4) = 7$. Row 2: $(0)(2) + (3)(1) = 3$, $(0)(-1) + (3)(4) = 12$."
    + "\n\n"
)
OCT = (
    r"The interior angles of an octagon sum to $(8 - 2) \cdot 180 = 1080^\circ$, so each is $1080 / 8 = 135^\circ$."
    + "\n\n"
)
B6 = r"$100 = 2 \cdot 36 + 28$, $28 = 4 \cdot 6 + 4$, so the digits are 2, 4, 4." + "\n\n"
MIX = (
    r"$3\frac{2}{5} + 1\frac{3}{4} = \frac{17}{5} + \frac{7}{4} = \frac{68}{20} + \frac{35}{20} = \frac{103}{20}$."
    + "\n\n"
)
CUB = r"$x^3 + x^2 - 6x = x(x^2 + x - 6) = x(x + 3)(x - 2)$, so $x = 0, -3, 2$." + "\n\n"
SQ = r"$(3x + 2)^2 = 9x^2 + 2 \cdot 3x \cdot 2 + 4 = 9x^2 + 12x + 4$." + "\n\n"
SY = r"Adding the equations: $3x = 12$, so $x = 4$ and $y = x - 1 = 3$." + "\n\n"
RP = (
    r"Let $x = 0.\overline{45}$. Then $100x = 45.\overline{45}$, so $99x = 45$ and $x = \frac{45}{99} = \frac{5}{11}$."
    + "\n\n"
)
CB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6} = 84$." + "\n\n"
SR = r"$\sqrt{12}\sqrt{15} = \sqrt{180} = \sqrt{36 \cdot 5} = 6\sqrt{5}$." + "\n\n"
FN = r"$g(-3) = 2(-3)^2 + 3(-3) - 5 = 18 - 9 - 5 = 4$." + "\n\n"
DM = r"We need $x + 4 \ge 0$, so $x \ge -4$, and $x - 1 \ne 0$, so $x \ne 1$." + "\n\n"
VX = r"The vertex has $x = -\frac{-6}{2} = 3$ and $y = 9 - 18 + 11 = 2$." + "\n\n"
AS = (
    r"The common difference is 4, so there are $\frac{63 - 3}{4} + 1 = 16$ terms, and the sum is $\frac{16(3 + 63)}{2} = 528$."
    + "\n\n"
)
CI = r"The radius is $10 / 2 = 5$, so the area is $\pi r^2 = 25\pi$." + "\n\n"
COS = (
    r"$120^\circ$ is in the second quadrant with reference angle $60^\circ$, so $\cos 120^\circ = -\cos 60^\circ = -\frac{1}{2}$."
    + "\n\n"
)
HUGE_SY = (
    "<think>\n"
    + "From x - y = 1 we get y = x - 1. Substituting, 2x + x - 1 = 11, so 3x = 12 and x = 4, y = 3. Let me double-check this. "
    * 800
    + "\n</think>\n"
)

# fmt: off
CASES = [
    # ============================================================ t_: answer tags
    g("t_tag_sentence_sold", "A", "73", "wrong", "tag", th(COOK) + "<answer>The bakery sold 95 cookies.</answer>", "the tag's sentence states the number sold, not the number left"),
    g("t_tag_equation_subtotal", "A", "73", "wrong", "tag", th(COOK) + "<answer>7 \\times 24 = 168</answer>", "the tag's equation ends at the subtotal"),
    g("t_tag_avg_speed_unit", "A", "245", "wrong", "tag", th(TRAIN + "The average speed is 245 / 5 = 49 mph.\n") + "<answer>49 mph</answer>", "the average speed, not the distance"),
    g("t_tag_two_values_and", "A", "639", "wrong", "tag", th(GYM) + "<answer>540 and 639</answer>", "two values in the tag: hedge"),
    g("t_tag_dozens_candidates", "A", "360", "wrong", "tag", "<think>\nHmm, 5 dozen a day. Is it 360? Let me think in dozens instead: 5 dozen a day for 6 days is 30 dozen. So the answer is 30.\n</think>\n<answer>30</answer>", "the think block settles on dozens; muffins were asked"),
    g("t_tag_hours_for_minutes", "A", "510", "wrong", "tag", th(READ + "That is 510 / 60 = 8.5 hours.\n") + "<answer>8.5 hours</answer>", "hours in the tag; minutes were asked"),
    g("t_tag_box_change", "A", "14", "wrong", "tag", th(GROC + "Her change from $20 is 20 - 14 = 6 dollars.\n") + "<answer>\\boxed{6}</answer>", "the change, not the cost"),
    g("t_tag_empty_gold_in_think", "A", "70", "no_answer", "tag", th(QUIZ) + "<answer></answer>", "an empty tag; the gold only in the thinking"),
    g("t_tag_two_tags_last_slip", "A", "73", "wrong", "tag", th(COOK) + "<answer>73</answer>\n<answer>83</answer>", "two tags, the last one a slip"),
    g("t_ok_tag_sentence", "B", "73", "correct", "tag", th(COOK) + "<answer>There are 73 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_tag_equation_end", "B", "245", "correct", "tag", th(TRAIN) + "<answer>165 + 80 = 245</answer>", "an equation ending in the gold"),
    g("t_ok_tag_miles", "B", "245", "correct", "tag", "<think>\n3 * 55 = 165, 2 * 40 = 80, total 245.\n</think>\n<answer>245 miles</answer>", "a unit word in the tag"),
    g("t_ok_tag_dollar_cents", "B", "14", "correct", "tag", th(GROC) + "<answer>$14.00</answer>", "$14.00 for the gold 14"),
    g("t_ok_tag_box_text", "B", "360", "correct", "tag", th(MUF) + "<answer>\\boxed{360 \\text{ muffins}}</answer>", "a box with \\text unit in the tag"),
    g("t_ok_tag_below_zero", "B", "-11", "correct", "tag", th(TEMP) + "<answer>11 degrees below zero</answer>", "'11 degrees below zero' states -11"),
    g("t_ok_tag_candidates_right", "B", "70", "correct", "tag", "<think>\nLet me try. 42/60... is it 72%? No: 42/60 = 7/10 = 0.7 exactly. So 70%.\n</think>\n<answer>70%</answer>", "the thinking tries 72 then settles on 70%"),
    g("t_ok_tag_thousands", "B", "3660", "correct", "tag", th(SAV) + "<answer>3,660</answer>", "a thousands separator in the tag"),
    g("t_ok_tag_answer_colon", "B", "639", "correct", "tag", th(GYM) + "<answer>Answer: 639</answer>", "'Answer:' inside the tag"),
    m("t_m_tag_decimal_prob", "A", G_PR, "wrong", "tag", th(PR) + "<answer>0.107</answer>", "a decimal for the exact fraction"),
    m("t_m_tag_with_replacement", "A", G_PR, "wrong", "tag", th(r"With replacement: (3/8)^2 = 9/64.") + r"<answer>\frac{9}{64}</answer>", "the with-replacement probability"),
    m("t_m_tag_one_root", "A", G_RT, "wrong", "tag", th(RT) + "<answer>x = 2</answer>", "only one of the two roots"),
    m("t_m_tag_closed_interval", "A", G_IQ, "wrong", "tag", th(IQ) + "<answer>[-3, 2]</answer>", "a closed interval for a strict inequality"),
    m("t_m_tag_exterior", "A", G_OCT, "wrong", "tag", th("Each exterior angle is 360/8 = 45 degrees.") + r"<answer>45^\circ</answer>", "the exterior angle"),
    m("t_m_tag_two_values_or", "A", G_CX, "wrong", "tag", th(CX) + "<answer>5 + 5i or 1 + 5i</answer>", "two values in the tag: hedge"),
    m("t_m_tag_sum_sentence", "A", G_RT, "wrong", "tag", th(RT) + r"<answer>The sum of the roots is \frac{5}{3}.</answer>", "the sum of the roots, not the roots"),
    m("t_m_tag_candidates_reversed", "A", G_B6, "wrong", "tag", "<think>\n100 / 6 = 16 r 4, 16 / 6 = 2 r 4, 2 / 6 = 0 r 2. Remainders 4, 4, 2. So 442? Or read from the bottom: 244? I'll go with the order I got them: 442.\n</think>\n<answer>442_6</answer>", "the think block picks the reversed digits"),
    m("t_m_tag_pi_decimal", "A", G_CI, "wrong", "tag", th(CI) + "<answer>78.5</answer>", "a decimal for 25\\pi"),
    m("t_m_ok_tag_dfrac", "B", G_PR, "correct", "tag", th(PR) + r"<answer>\dfrac{3}{28}</answer>", "\\dfrac in the tag"),
    m("t_m_ok_tag_roots_sentence", "B", G_RT, "correct", "tag", th(RT) + r"<answer>The roots are $x = -\frac{1}{3}$ and $x = 2$.</answer>", "a sentence with both roots"),
    m("t_m_ok_tag_x_in", "B", G_IQ, "correct", "tag", th(IQ) + r"<answer>$x \in (-3, 2)$</answer>", "'x \\in' before the interval"),
    m("t_m_ok_tag_circ", "B", G_OCT, "correct", "tag", th(OCT) + r"<answer>135^\circ</answer>", "a degree sign on a degree gold"),
    m("t_m_ok_tag_box_cpx", "B", G_CX, "correct", "tag", th(CX) + r"<answer>\boxed{5+5i}</answer>", "a box without spaces in the tag"),
    m("t_m_ok_tag_base_braces", "B", G_B6, "correct", "tag", th(B6) + r"<answer>$244_{6}$</answer>", "the subscript in braces"),
    m("t_m_ok_tag_pi_after", "B", G_RAD, "correct", "tag", th(RAD) + r"<answer>\frac{5}{6}\pi</answer>", "\\frac{5}{6}\\pi for \\frac{5\\pi}{6}"),
    m("t_m_ok_tag_xy_pair", "B", G_SY, "correct", "tag", th(SY) + "<answer>x = 4, y = 3</answer>", "'x = 4, y = 3' for the pair (4, 3)"),
    m("t_m_ok_tag_bmatrix", "B", G_MX, "correct", "tag", th(MX) + r"<answer>\begin{bmatrix}4&7\\3&12\end{bmatrix}</answer>", "bmatrix without spaces"),

    # ============================================================ h_: phrase marker / bold, then ####
    g("h_answer_is_then_hash_subtotal", "A", "73", "wrong", "hash", COOK.split("After")[0] + "The answer is 168.\n#### 168", "the subtotal after the marker and ####"),
    g("h_bold_then_hash_speed", "A", "245", "wrong", "hash", TRAIN + "The average speed is 245 / 5 = 49.\n**Answer: 49 mph**\n#### 49", "a bold answer and #### with the average speed"),
    g("h_two_hash_last_no_fee", "A", "639", "wrong", "hash", GYM + "#### 639\nWithout the fee it is 540.\n#### 540", "two #### lines, the last the fee-less total"),
    g("h_hash_dollars_for_cents", "A", "285", "wrong", "hash", STK + "In dollars that is $2.85.\n#### 2.85", "dollars; cents were asked"),
    g("h_hash_dozens", "A", "360", "wrong", "hash", MUF + "That is 30 dozen muffins.\nSo the answer is 30 dozen.\n#### 30", "dozens; muffins were asked"),
    g("h_hash_rounded_hours", "A", "10.5", "wrong", "hash", SWIM + "So about 11 hours.\n#### 11", "a rounded value"),
    g("h_hash_unsigned_temp", "A", "-11", "wrong", "hash", TEMP + "The final temperature is 11 degrees.\n#### 11", "the sign dropped"),
    g("h_marker_then_empty_hash", "A", "70", "no_answer", "hash", QUIZ.split(":")[0] + ".\nThe answer is:\n####", "the marker and #### with nothing after; the gold never stated"),
    g("h_ok_phrase_hash", "B", "73", "correct", "hash", COOK + "So the answer is 73.\n#### 73", "phrase then ####"),
    g("h_ok_bold_hash_miles", "B", "245", "correct", "hash", TRAIN + "**Final answer:** 245 miles\n#### 245", "a bold marker with a unit, then ####"),
    g("h_ok_hash_dollar_decimals", "B", "14", "correct", "hash", GROC + "#### $14.00", "#### $14.00 for the gold 14"),
    g("h_ok_hash_minutes_word", "B", "510", "correct", "hash", READ + "#### 510 minutes", "a unit word after the value"),
    g("h_ok_hash_percent_sign", "B", "70", "correct", "hash", QUIZ + "#### 70%", "a percent sign on a percent gold"),
    g("h_ok_hash_comma", "B", "3660", "correct", "hash", SAV + "#### 3,660", "a thousands separator"),
    g("h_ok_hash_no_space", "B", "480", "correct", "hash", TOM + "####480", "no space after ####"),
    g("h_ok_bold_sentence_hash", "B", "285", "correct", "hash", STK + "**She spends 285 cents in total.**\n\n#### 285", "a bold sentence then ####"),
    m("h_m_hash_decimal_dist", "A", G_DS, "wrong", "hash", DS + "So the distance is about 6.71.\n#### 6.71", "a decimal for an irrational gold"),
    m("h_m_hash_radical_slip", "A", G_DS, "wrong", "hash", r"$d = \sqrt{3^2 + 6^2} = \sqrt{9 + 26} = \sqrt{35}$." + "\n#### \\sqrt{35}", "an arithmetic slip under the radical"),
    m("h_m_hash_transpose", "A", G_MX, "wrong", "hash", MX + "The answer is [[4, 3], [7, 12]].\n#### [[4, 3], [7, 12]]", "the transpose"),
    m("h_m_hash_fifteen_terms", "A", G_AS, "wrong", "hash", r"There are $(63 - 3)/4 = 15$ terms, so the sum is $15 \cdot 62 / 2 = 465$." + "\n#### 465", "one term missed"),
    m("h_m_hash_radius_slip", "A", G_CI, "wrong", "hash", r"The area is $\pi \cdot 10^2 = 100\pi$." + "\n#### 100\\pi", "the diameter used as the radius"),
    m("h_m_hash_pair_swapped", "A", G_VX, "wrong", "hash", VX + "So the vertex is (2, 3).\n#### (2, 3)", "coordinates swapped"),
    m("h_m_hash_cos_positive", "A", G_COS, "wrong", "hash", r"$\cos 120^\circ = \cos 60^\circ = \frac{1}{2}$." + "\n#### \\frac{1}{2}", "the sign lost"),
    m("h_m_phrase_right_hash_other", "A", G_FN, "wrong", "hash", FN + "The answer is 4.\n#### 22", "the phrase holds the gold, the last #### another value"),
    m("h_m_ok_hash_slash", "B", G_RP, "correct", "hash", RP + "#### 5/11", "a slash fraction"),
    m("h_m_ok_hash_sqrt_nobrace", "B", G_SR, "correct", "hash", SR + "#### 6\\sqrt5", "\\sqrt5 without braces"),
    m("h_m_ok_hash_bmatrix", "B", G_MX, "correct", "hash", MX + "#### \\begin{bmatrix} 4 & 7 \\\\ 3 & 12 \\end{bmatrix}", "bmatrix after ####"),
    m("h_m_ok_hash_unicode_pi", "B", G_CI, "correct", "hash", CI + "#### 25π", "a Unicode pi"),
    m("h_m_ok_hash_neg_slash", "B", G_COS, "correct", "hash", COS + "#### -1/2", "a negative slash fraction"),
    m("h_m_ok_bold_then_hash", "B", G_VX, "correct", "hash", VX + "**Vertex:** $(3, 2)$\n#### (3, 2)", "a bold label then ####"),
    m("h_m_ok_hash_union_tight", "B", G_DM, "correct", "hash", DM + "#### [-4,1)\\cup(1,\\infty)", "the union without spaces"),
    m("h_m_ok_hash_roots_x", "B", G_CUB, "correct", "hash", CUB + "So the answer is x = -3, x = 0, x = 2.\n#### -3, 0, 2", "a phrase with 'x =' before each root, then ####"),

    # ============================================================ x_: exactness
    g("x_rounded_hours", "A", "10.5", "wrong", "boxed", SWIM + "That is approximately $\\boxed{11}$ hours.", "a rounded value"),
    g("x_rounded_savings", "A", "3660", "wrong", "boxed", SAV + "So she has about $\\boxed{3,700}$ dollars.", "rounded to the hundred"),
    g("x_digit_swap", "A", "73", "wrong", "boxed", COOK.replace("73 cookies", "37 cookies") + "$\\boxed{37}$", "digits swapped"),
    g("x_percent_as_decimal", "A", "70", "wrong", "boxed", "She got 42 of 60 questions right: 42 / 60 = <<42/60=0.7>>0.7.\n" + "$\\boxed{0.7}$", "0.7 for a percent gold 70"),
    g("x_sci_wrong_power", "A", "3660", "wrong", "boxed", SAV + "$\\boxed{3.66 \\times 10^2}$", "scientific notation with the wrong power"),
    g("x_extra_zero", "A", "480", "wrong", "boxed", TOM + "The answer is $\\boxed{4800}$.", "an extra zero"),
    g("x_temp_approx", "A", "-11", "wrong", "boxed", TEMP + "So the temperature is about $\\boxed{-10}$ degrees.", "an approximation"),
    g("x_cents_misplaced_point", "A", "285", "wrong", "boxed", STK + "$\\boxed{28.5}$ cents", "a misplaced decimal point"),
    g("x_ok_two_decimals", "B", "10.5", "correct", "boxed", SWIM + "$\\boxed{10.50}$", "a trailing zero"),
    g("x_ok_sci_right", "B", "3660", "correct", "boxed", SAV + "$\\boxed{3.66 \\times 10^3}$", "scientific notation, equal value"),
    g("x_ok_frac_hours", "B", "10.5", "correct", "boxed", SWIM.split("In hours")[0] + "In hours that is $\\frac{630}{60} = \\boxed{\\frac{21}{2}}$ hours.", "21/2 for 10.5"),
    g("x_ok_dollar_in_box", "B", "14", "correct", "boxed", GROC + "$\\boxed{\\$14.00}$", "\\$14.00 in the box"),
    g("x_ok_latex_thin_space", "B", "3660", "correct", "boxed", SAV + "$\\boxed{3\\,660}$", "a LaTeX thin space as the thousands separator"),
    g("x_ok_mathrm_unit", "B", "480", "correct", "boxed", TOM + "$\\boxed{480 \\mathrm{~tomatoes}}$", "\\mathrm unit in the box"),
    g("x_ok_point_zero", "B", "73", "correct", "boxed", COOK + "$\\boxed{73.0}$", "73.0 for 73"),
    g("x_ok_d_equals", "B", "245", "correct", "answer_is", TRAIN + "The answer is $d = 245$ miles.", "'d = 245' with a unit"),
    m("x_m_decimal_prob", "A", G_PR, "wrong", "boxed", PR + r"$\boxed{0.1071}$", "a decimal for 3/28"),
    m("x_m_pi_decimal", "A", G_CI, "wrong", "boxed", CI + r"$\boxed{78.54}$", "a decimal for 25\\pi"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r"$\approx \boxed{2.618}$", "a decimal for 5\\pi/6"),
    m("x_m_mixed_slip", "A", G_MIX, "wrong", "boxed", r"$3\frac{2}{5} + 1\frac{3}{4} = 4 + \frac{2}{5} + \frac{3}{4} = 4 + \frac{5}{9}$... " + r"so $\boxed{4\frac{5}{9}}$", "fractions added by numerators and denominators"),
    m("x_m_repeat_misread", "A", G_RP, "wrong", "boxed", r"$0.45 = \frac{45}{100} = \boxed{\frac{9}{20}}$", "the repeating decimal read as terminating"),
    m("x_m_sqrt_wrong", "A", G_SR, "wrong", "boxed", r"$\sqrt{12}\sqrt{15} = 2\sqrt{3} \cdot \sqrt{15} = \boxed{6\sqrt{15}}$", "a wrong simplification"),
    m("x_m_domain_no_hole", "A", G_DM, "wrong", "boxed", DM.split(", and")[0] + ".\n\n" + r"$\boxed{[-4, \infty)}$", "the excluded point 1 forgotten"),
    m("x_m_matrix_entry_slip", "A", G_MX, "wrong", "boxed", MX.replace("= 12", "= 11") + r"$\boxed{\begin{pmatrix} 4 & 7 \\ 3 & 11 \end{pmatrix}}$", "one entry wrong"),
    m("x_m_ok_terminating_decimal", "B", G_MIX, "correct", "boxed", MIX + r"$= 5.15$, so the answer is $\boxed{5.15}$.", "5.15 = 103/20 exactly (a terminating decimal equal in value)"),
    m("x_m_ok_unreduced_mix", "B", G_MIX, "correct", "boxed", r"$\frac{68}{20} + \frac{35}{20} = \boxed{\frac{103}{20}}$", "the gold after the working"),
    m("x_m_ok_sqrt45", "B", G_DS, "correct", "boxed", DS.split(" = 3")[0] + r"$, so $d = \boxed{\sqrt{45}}$.", "an unsimplified radical equal to the gold"),
    m("x_m_ok_sqrt180", "B", G_SR, "correct", "boxed", r"$\sqrt{12}\sqrt{15} = \boxed{\sqrt{180}}$", "an unsimplified radical equal to the gold"),
    m("x_m_ok_pi_slash", "B", G_RAD, "correct", "boxed", RAD + r"$\boxed{5\pi/6}$", "5\\pi/6 with a slash"),
    m("x_m_ok_rp_unreduced", "B", G_RP, "correct", "boxed", r"$99x = 45$, so $x = \boxed{\frac{45}{99}}$.", "an unreduced fraction equal to the gold"),
    m("x_m_ok_prob_unreduced", "B", G_PR, "correct", "boxed", r"$P = \frac{3}{8} \cdot \frac{2}{7} = \boxed{\frac{6}{56}}$", "an unreduced fraction equal to the gold"),
    m("x_m_ok_poly_reordered", "B", G_SQ, "correct", "boxed", SQ + r"Written in ascending powers: $\boxed{4 + 12x + 9x^2}$", "terms reordered"),

    # ============================================================ n_: negation / annotation
    g("n_not_gold_but_other", "A", "73", "wrong", "boxed", COOK.split("After")[0] + "After selling 95, there are 168 - 95 = 83 cookies left.\n" + "The answer is not 73 but $\\boxed{83}$.", "the gold negated, another value boxed"),
    g("n_strike_gold_bold_other", "A", "73", "wrong", "bare_last_line", COOK + "~~73~~ **83**", "the gold struck out, another value in bold"),
    g("n_tag_not_gold", "A", "73", "no_answer", "tag", th(COOK) + "<answer>not 73</answer>", "a negated gold with nothing else"),
    g("n_box_cross_mark", "A", "245", "wrong", "boxed", TRAIN + "$\\boxed{245}$ ❌", "the model marks its boxed value wrong"),
    g("n_box_excluding_fee", "A", "639", "wrong", "boxed", GYM + "The total is $639, but excluding the fee she pays $\\boxed{540}$.", "the box holds the fee-less amount"),
    g("n_box_missed_percent", "A", "70", "wrong", "boxed", QUIZ + "She missed $\\boxed{30\\%}$ (the percent she got wrong).", "the complement percent"),
    g("n_above_zero", "A", "-11", "wrong", "boxed", TEMP.replace("-11 degrees", "11 degrees") + "$\\boxed{11}$ degrees above zero", "'above zero' annotates a wrong sign"),
    g("n_isnt_gold_go_other", "A", "3660", "wrong", "answer_is", SAV + "Hmm, the answer isn't 3,660; I'll go with 4,840.\n\nThe answer is 4840.", "the gold rejected for the subtotal"),
    g("n_ok_not_subtotal", "B", "73", "correct", "boxed", COOK + "The answer is not 168 (that is before selling); it is $\\boxed{73}$.", "the subtotal negated, the gold boxed"),
    g("n_ok_struck_then_right", "B", "73", "correct", "boxed", "168 - 95 = ~~83~~ 73\n\nSo $\\boxed{73}$ cookies are left.", "a slip struck out, the gold boxed"),
    g("n_ok_below_zero_box", "B", "-11", "correct", "boxed", TEMP + "The final temperature is 11 degrees below zero, i.e. $\\boxed{-11}$.", "'below zero' then -11 boxed"),
    g("n_ok_checkmark", "B", "245", "correct", "boxed", TRAIN + "$\\boxed{245}$ ✓", "a check mark after the box"),
    g("n_ok_not_change", "B", "14", "correct", "boxed", GROC + "She pays $\\boxed{14}$ dollars (not the $6 change).", "the change mentioned as a negation after the box"),
    g("n_ok_incorrect_attempt", "B", "639", "correct", "boxed", "First try: 12 * 45 = 540 (incorrect, the fee is missing).\nCorrect total: 540 + 99 = $\\boxed{639}$.", "an attempt marked incorrect, then the gold"),
    g("n_ok_not_dozens", "B", "360", "correct", "boxed", MUF + "$\\boxed{360}$ muffins (not 30, which is the number of dozens).", "the dozens negated after the box"),
    g("n_ok_bold_then_missed", "B", "70", "correct", "bare_last_line", QUIZ + "**70%** (she missed the other 30%)", "a bold answer annotated with the complement"),
    m("n_m_complement", "A", G_PR, "wrong", "boxed", PR + r"So $P(\text{not both red}) = 1 - \frac{3}{28} = \boxed{\frac{25}{28}}$.", "the complement boxed"),
    m("n_m_roots_excluding_zero", "A", G_CUB, "wrong", "boxed", CUB + r"Excluding the trivial root, the answer is $\boxed{-3, 2}$.", "the root 0 dropped"),
    m("n_m_not_g_of_3", "A", G_FN, "wrong", "boxed", r"$g(3) = 18 + 9 - 5 = 22$. So $\boxed{22}$ (this is $g(3)$, not $g(-3)$).", "the box holds g(3), annotated as such"),
    m("n_m_not_a_root", "A", G_RT, "wrong", "boxed", RT + r"But $x = 2$ is not a root, so the answer is $\boxed{-\frac{1}{3}}$.", "a right root wrongly excluded"),
    m("n_m_exterior_not_interior", "A", G_OCT, "wrong", "boxed", r"The exterior angle, not the interior one, is $\boxed{45^\circ}$.", "the exterior angle boxed"),
    m("n_m_negated_gold_stop", "A", G_VX, "no_answer", "prose_sentence", r"Completing the square: $y = (x - 3)^2 + 2$. The vertex is not $(3, 2)$.", "a negated gold with nothing after"),
    m("n_m_conjugate", "A", G_CX, "wrong", "boxed", CX + r"Its conjugate is $\boxed{5 - 5i}$.", "the conjugate boxed"),
    m("n_m_not_528_recount", "A", G_AS, "wrong", "boxed", r"The sum is not 528; recounting, there are 15 terms, so the sum is $\boxed{465}$.", "the gold rejected for a miscount"),
    m("n_m_ok_neq_note", "B", G_RT, "correct", "boxed", RT + r"(Note $x \neq 0$.) $\boxed{-\frac{1}{3}, 2}$", "a \\neq note before the box"),
    m("n_m_ok_not_ordered", "B", G_CB, "correct", "boxed", CB + r"Order doesn't matter, so the answer is $\boxed{84}$ (not 504).", "the ordered count negated after the box"),
    m("n_m_ok_not_exterior", "B", G_OCT, "correct", "boxed", OCT + r"$\boxed{135}$ (not the exterior angle $45^\circ$)", "the exterior angle negated after the box"),
    m("n_m_ok_excluded_note", "B", G_DM, "correct", "boxed", DM + r"With $x = 1$ excluded: $\boxed{[-4, 1) \cup (1, \infty)}$", "an exclusion note before the box"),
    m("n_m_ok_struck_sign", "B", G_COS, "correct", "boxed", r"$\cos 120^\circ = $ ~~$\frac{1}{2}$~~ $-\frac{1}{2}$ (second quadrant)." + "\n\n" + r"$\boxed{-\frac{1}{2}}$", "a struck-out slip, the gold boxed"),
    m("n_m_ok_dont_forget_zero", "B", G_CUB, "correct", "boxed", CUB + r"Don't forget $x = 0$: $\boxed{-3, 0, 2}$", "a reminder before the box"),
    m("n_m_ok_not_transpose", "B", G_MX, "correct", "boxed", MX + r"$\boxed{\begin{pmatrix} 4 & 7 \\ 3 & 12 \end{pmatrix}}$ (not its transpose)", "a negated annotation after the box"),
    m("n_m_ok_not_radius_10", "B", G_CI, "correct", "boxed", CI + r"$\boxed{25\pi}$ (radius 5, not 10)", "an annotation after the box"),

    # ============================================================ u_: units, restated answers
    g("u_hours_for_minutes_box", "A", "510", "wrong", "boxed", READ + "That is $\\boxed{8.5}$ hours.", "hours boxed; minutes were asked"),
    g("u_dozen_box", "A", "360", "wrong", "boxed", MUF + "That is $\\boxed{30}$ dozen muffins.", "dozens boxed; muffins were asked"),
    g("u_dollars_for_cents_box", "A", "285", "wrong", "boxed", STK + "That is $\\boxed{\\$2.85}$.", "dollars boxed; cents were asked"),
    g("u_decimal_percent", "A", "70", "wrong", "boxed", QUIZ + "$\\boxed{0.7\\%}$", "0.7% is another value"),
    g("u_minutes_for_hours", "A", "10.5", "wrong", "boxed", SWIM.split("In hours")[0] + "$\\boxed{630}$ minutes", "minutes boxed; hours were asked"),
    g("u_per_day", "A", "510", "wrong", "boxed", READ.split("Over")[0] + "She reads $\\boxed{85}$ minutes per day.", "the per-day value"),
    g("u_hours_minutes_misread", "A", "10.5", "wrong", "boxed", "630 minutes is 10 hours 30 minutes, so $\\boxed{10.30}$ hours.", "10 h 30 min written as 10.30"),
    g("u_mph_for_miles", "A", "245", "wrong", "boxed", TRAIN + "Average: 245 / 5 = $\\boxed{49}$ mph.", "a speed; distance was asked"),
    g("u_ok_minutes_then_hours", "B", "510", "correct", "boxed", READ + "$\\boxed{510}$ minutes, which is 8.5 hours.", "the box holds minutes (asked); hours restated after"),
    g("u_ok_muffins_then_dozen", "B", "360", "correct", "boxed", MUF + "$\\boxed{360}$ muffins (30 dozen).", "the box holds muffins (asked); dozens restated after"),
    g("u_ok_cents_then_dollars", "B", "285", "correct", "boxed", STK + "The total is 285 cents ($2.85).\n\n$\\boxed{285}$", "dollars in parentheses before the cents box"),
    g("u_ok_percent_latex", "B", "70", "correct", "boxed", QUIZ + "$\\boxed{70\\%}$", "\\% in the box"),
    g("u_ok_hours_and_minutes", "B", "10.5", "correct", "answer_is", SWIM + "The answer is 10 hours and 30 minutes.", "debatable: 10 hours 30 minutes = 10.5 hours, stated in two units", True),
    g("u_ok_text_dollars", "B", "639", "correct", "boxed", GYM + "$\\boxed{639 \\text{ dollars}}$", "\\text unit in the box"),
    g("u_ok_degrees_f", "B", "-11", "correct", "boxed", TEMP + "$\\boxed{-11^{\\circ}\\text{F}}$", "a degree sign and F"),
    g("u_ok_text_tomatoes", "B", "480", "correct", "boxed", TOM + "$\\boxed{480\\text{ tomatoes}}$", "\\text unit without a space"),
    m("u_m_degrees_for_radians", "A", G_RAD, "wrong", "boxed", r"$\boxed{150^\circ}$", "degrees; radians were asked"),
    m("u_m_radians_for_degrees", "A", G_OCT, "wrong", "boxed", OCT + r"In radians: $\boxed{\frac{3\pi}{4}}$", "radians for a degree gold"),
    m("u_m_base_ten", "A", G_B6, "wrong", "boxed", r"$100_{10}$ in base 6 is $\boxed{100}$.", "not converted"),
    m("u_m_base_reversed", "A", G_B6, "wrong", "boxed", r"Remainders: 4, 4, 2. So $\boxed{442_6}$.", "digits reversed"),
    m("u_m_decimal_box_restated", "A", G_PR, "wrong", "boxed", PR.split("=")[0] + r"\approx \boxed{0.107}$, i.e. about $\frac{3}{28}$.", "debatable: the box holds a decimal; the fraction only as an approximate restatement after it", True),
    m("u_m_percent_prob", "A", G_PR, "wrong", "boxed", PR + r"$\boxed{10.7\%}$", "a rounded percent"),
    m("u_m_circumference", "A", G_CI, "wrong", "boxed", r"The circumference is $\pi d = \boxed{10\pi}$.", "the circumference"),
    m("u_m_cos_angle", "A", G_COS, "wrong", "boxed", r"The angle $120^\circ$ lies in the second quadrant, so the answer is $\boxed{120^\circ}$.", "the angle, not its cosine"),
    m("u_m_ok_base_no_sub", "B", G_B6, "correct", "boxed", B6 + r"$\boxed{244}$", "a base-6 numeral without its subscript"),
    m("u_m_ok_base_phrase", "B", G_B6, "correct", "answer_is", B6 + r"The answer is $244_{6}$.", "the subscript in braces in a sentence"),
    m("u_m_ok_degrees_word", "B", G_OCT, "correct", "boxed", OCT + r"$\boxed{135 \text{ degrees}}$", "a degree word in the box"),
    m("u_m_ok_rad_approx_note", "B", G_RAD, "correct", "boxed", RAD + r"$\boxed{\frac{5\pi}{6}} \approx 2.618$", "an approximation after the exact box"),
    m("u_m_ok_square_units", "B", G_CI, "correct", "boxed", CI + r"$\boxed{25\pi \text{ square units}}$", "a unit phrase in the box"),
    m("u_m_ok_percent_after", "B", G_PR, "correct", "boxed", PR + r"$\boxed{\frac{3}{28}}$, about 10.7%.", "a percent restatement after the exact box"),
    m("u_m_ok_degree_unicode", "B", G_OCT, "correct", "answer_is", OCT + "The answer is 135°.", "a Unicode degree sign"),
    m("u_m_ok_mixed_restated", "B", G_MIX, "correct", "boxed", MIX + r"$\boxed{\frac{103}{20}} = 5\frac{3}{20}$", "the mixed number restated after the box"),

    # ============================================================ r_: retractions and checks
    g("r_wait_slip", "A", "73", "wrong", "boxed", COOK + "$\\boxed{73}$\n\nWait, I should double-check: 168 - 95 = 83. So the answer is $\\boxed{83}$.", "a 'Wait' correction to a slip"),
    g("r_hmm_actually_speed", "A", "245", "wrong", "answer_is", TRAIN + "The answer is 245.\n\nHmm, actually, the question asks for the average speed: 245 / 5 = 49 mph.\n\nSo the answer is 49.", "a 'Hmm, actually' correction to another quantity"),
    g("r_recompute_no_fee", "A", "639", "wrong", "hash", GYM + "#### 639\n\nLet me recompute: 12 * 45 = 540. So the total is 540.\n#### 540", "a recompute drops the fee"),
    g("r_made_error_order", "A", "3660", "wrong", "boxed", SAV + "$\\boxed{3660}$\n\nI made an error: she spends the money first, so 2350 - 1180 = 1170, and the answer is $\\boxed{1170}$.", "an 'I made an error' correction to another value"),
    g("r_after_tag_wait", "A", "480", "wrong", "answer_is", th(TOM) + "<answer>480</answer>\n\nWait, only half of the tomatoes are ripe, so 480 / 2 = 240. So the answer is 240.", "a 'Wait' after the tag with a new value"),
    g("r_oops_percent", "A", "70", "wrong", "answer_is", QUIZ + "The answer is 70%. Oops, 42/60 is 0.72, so the answer is 72%.", "an 'Oops' correction to a slip"),
    g("r_retract_cut", "A", "285", "no_answer", "none", STK + "$\\boxed{285}$\n\nWait, that's not right. Let me redo the pens: 3 * 45 =", "debatable: the boxed value retracted, cut at the cap before a new value", True),
    g("r_verify_finds_slip", "A", "360", "wrong", "boxed", MUF + "$\\boxed{360}$\n\nLet me verify: 5 dozen = 50 muffins, 50 * 6 = 300. So the correct answer is $\\boxed{300}$.", "a check that turns into a wrong correction"),
    g("r_ok_verify_confirms", "B", "73", "correct", "boxed", COOK + "$\\boxed{73}$\n\nLet me verify: 73 + 95 = 168 ✓.", "a confirming check after the box"),
    g("r_ok_wait_fix", "B", "245", "correct", "boxed", "165 + 80 = 235 miles. Wait, 165 + 80 = 245, not 235. So the answer is $\\boxed{245}$.", "a 'Wait' fix to the gold"),
    g("r_ok_hmm_fee", "B", "639", "correct", "final_answer_phrase", GYM.split("Adding")[0] + "The total is $540.\n\nHmm, actually, I forgot the $99 sign-up fee. 540 + 99 = 639.\n\n**Final Answer:** $639", "a 'Hmm, actually' fix to the gold, bold final answer"),
    g("r_ok_recompute_same", "B", "3660", "correct", "hash", SAV + "#### 3660\n\nLet me recompute to be sure: 2350 + 2490 = 4840, 4840 - 1180 = 3660. Yes.\n#### 3660", "a recompute confirming the same value"),
    g("r_ok_error_fixed", "B", "-11", "correct", "answer_is", "2.5 * 6 = 13, so 4 - 13 = -9 degrees. I made an error: 2.5 * 6 = 15, not 13. So 4 - 15 = -11.\n\nThe answer is -11.", "an 'I made an error' fix to the gold"),
    g("r_ok_check_cut", "B", "480", "correct", "boxed", TOM + "$\\boxed{480}$\n\nLet me double check: 96 * 5 = 4", "a cut inside a check after the box"),
    g("r_ok_check_mentions_other", "B", "70", "correct", "boxed", QUIZ + "$\\boxed{70}$\n\nCheck: she missed 18 questions, which is 30%. 70% + 30% = 100% ✓", "a check naming other values after the box"),
    g("r_ok_think_wait", "B", "510", "correct", "tag", "<think>\n1 hour 25 minutes is 125 minutes. Wait, no: 1 hour is 60 minutes, so 60 + 25 = 85. 85 * 6 = 510.\n</think>\n<answer>510</answer>", "a 'Wait' inside the think block, the gold in the tag"),
    m("r_m_wait_decimal", "A", G_PR, "wrong", "boxed", PR + r"$\boxed{\frac{3}{28}}$" + "\n\nWait, the problem might want a decimal. So the answer is $\\boxed{0.107}$.", "a 'Wait' turning the exact answer into a decimal"),
    m("r_m_hmm_replacement", "A", G_PR, "wrong", "boxed", PR + r"Hmm, actually, the marbles are put back, so $P = \left(\frac{3}{8}\right)^2 = \boxed{\frac{9}{64}}$.", "a 'Hmm, actually' change of reading"),
    m("r_m_recompute_slip", "A", G_CX, "wrong", "boxed", CX + r"$\boxed{5 + 5i}$" + "\n\nLet me recompute: $(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 3 + 5i - 2 = 1 + 5i$. So $\\boxed{1 + 5i}$.", "a recompute with a slip makes the new value final"),
    m("r_m_error_sign", "A", G_VX, "wrong", "boxed", VX + r"I made an error in the sign: $x = -3$, $y = 9 + 18 + 11 = 38$. $\boxed{(-3, 38)}$", "an 'I made an error' change to a wrong vertex"),
    m("r_m_think_last_candidate", "A", G_CB, "wrong", "tag", "<think>\nC(9,3) = 84. But wait, maybe the order matters here since they're picked one after another. 9 * 8 * 7 = 504. Hmm, 84 or 504? I'll go with 504.\n</think>\n<answer>504</answer>", "the think block settles on the ordered count"),
    m("r_m_retract_cut", "A", G_SR, "no_answer", "none", SR + r"$\boxed{6\sqrt{5}}$" + "\n\nWait, that's wrong. Let me redo it: $\\sqrt{12} \\cdot \\sqrt{15} = ", "the box retracted, cut at the cap before a new value"),
    m("r_m_verify_changes", "A", G_FN, "wrong", "boxed", FN + r"Let me verify: $2(-3)^2 = -18$? Then $-18 - 9 - 5 = -32$. So $\boxed{-32}$.", "a check that turns into a wrong correction"),
    m("r_m_oops_interval", "A", G_IQ, "wrong", "boxed", IQ + r"$\boxed{(-3, 2)}$. Oops, the endpoints are included: $\boxed{[-3, 2]}$.", "an 'Oops' correction to a closed interval"),
    m("r_m_ok_verify_roots", "B", G_RT, "correct", "boxed", RT + r"$\boxed{-\frac{1}{3}, 2}$" + "\n\nCheck: $3(4) - 10 - 2 = 0$ ✓ and $3 \\cdot \\frac{1}{9} + \\frac{5}{3} - 2 = 0$ ✓", "a check after the box"),
    m("r_m_ok_wait_fix", "B", G_CX, "correct", "boxed", r"$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 3 + 5i - 2 = 1 + 5i$. Wait, $i^2 = -1$, so $-2i^2 = +2$ and the product is $3 + 5i + 2 = 5 + 5i$." + "\n\n$\\boxed{5 + 5i}$", "a 'Wait' fixes a sign slip to the gold"),
    m("r_m_ok_recompute_terms", "B", G_AS, "correct", "boxed", r"15 terms, sum 465. Let me recompute the number of terms: $(63 - 3)/4 + 1 = 16$. Sum $= 16 \cdot 66 / 2 = 528$." + "\n\n$\\boxed{528}$", "a recompute fixes a miscount to the gold"),
    m("r_m_ok_check_cut", "B", G_DS, "correct", "boxed", DS + r"$\boxed{3\sqrt{5}}$" + "\n\nVerification: $3^2 + 6^2 = 9 + 3", "a cut inside a check after the box"),
    m("r_m_ok_think_candidates", "B", G_CB, "correct", "tag", "<think>\nPicking 3 of 9. 9 * 8 * 7 = 504? Hmm, but the order doesn't matter, so divide by 3! = 6: 504 / 6 = 84.\n</think>\n<answer>84</answer>", "the think block tries 504 then settles on 84"),
    m("r_m_ok_error_matrix", "B", G_MX, "correct", "boxed", r"Entry (1,2): $(1)(-1) + (2)(4) = 9$. I made an error: $-1 + 8 = 7$." + "\n\n" + r"$\boxed{\begin{pmatrix} 4 & 7 \\ 3 & 12 \end{pmatrix}}$", "an 'I made an error' fix, then the gold matrix"),
    m("r_m_ok_hmm_sign", "B", G_COS, "correct", "boxed", r"$\cos 120^\circ = \frac{1}{2}$. Hmm, actually cosine is negative in the second quadrant, so $\cos 120^\circ = -\frac{1}{2}$." + "\n\n" + r1final(r"-\dfrac{1}{2}"), "a 'Hmm, actually' fix, R1 final block with \\dfrac"),
    m("r_m_ok_verify_decimal", "B", G_RP, "correct", "boxed", RP + r"$\boxed{\frac{5}{11}}$" + "\n\nVerify: $5 / 11 = 0.454545\\ldots$ ✓", "a decimal check after the exact box"),

    # ============================================================ q_: invented turns, quoted values
    g("q_user_turn_gold", "A", "73", "wrong", "answer_is", COOK.replace("73 cookies", "83 cookies") + "The answer is 83.\n\nUser: Are you sure? I think it's 73.", "the gold only in an invented user turn"),
    g("q_human_turn_gold", "A", "245", "wrong", "hash", TRAIN + "Average speed: 49.\n#### 49\n\nHuman: Thanks! The correct answer was 245 miles.", "the gold only in an invented Human turn"),
    g("q_im_user_gold", "A", "639", "wrong", "answer_is", GYM.split("Adding")[0] + "The answer is 540." + IM_USER + "Great, so with the fee the total is $\\boxed{639}$.", "the gold only in an invented ChatML user turn"),
    g("q_fewshot_gold", "A", "3660", "wrong", "hash", SAV.split("After")[0] + "#### 4840\n\nQuestion: Ana has $2,350 and earns $415 a week for 6 weeks, then spends $1,180. How much does she have?\nAnswer: 2350 + 2490 - 1180 = 3660\n#### 3660", "the gold only in an invented few-shot continuation"),
    g("q_reported_gold", "A", "70", "wrong", "boxed", "My friend said it's 70%, but 42/60 looks like 0.72 to me, so $\\boxed{72\\%}$.", "the gold only as a reported value"),
    g("q_problem_number", "A", "14", "wrong", "boxed", "The problem says she has $20. So the answer is $\\boxed{20}$.", "a number quoted from the problem"),
    g("q_eot_user_gold", "A", "-11", "wrong", "prose_sentence", TEMP.replace("-11 degrees", "11 degrees") + "The temperature is 11 degrees." + EOT_USER + "It should be -11.", "the gold only in an invented Llama user turn"),
    g("q_user_only_no_answer", "A", "510", "no_answer", "none", READ.split("Over")[0] + "\nUser: So 510 minutes total?", "no answer before the invented turn"),
    g("q_ok_user_turn_other", "B", "73", "correct", "hash", COOK + "#### 73\n\nUser: What if she sold 100?\nAssistant: Then 68 would be left.", "another value in an invented turn after the answer"),
    g("q_ok_im_user_other", "B", "245", "correct", "boxed", TRAIN + "$\\boxed{245}$" + IM_USER + "Now what is the average speed?" + IM_ASSIST + "49 mph.", "another value in invented ChatML turns"),
    g("q_ok_human_turn_other", "B", "639", "correct", "answer_is", GYM + "The answer is $639.\n\nHuman: And without the fee?\n\nAssistant: $540.", "another value in an invented Human turn"),
    g("q_ok_fewshot_other", "B", "3660", "correct", "hash", SAV + "#### 3660\n\nQuestion: Tom has 5 apples and buys 3 more. How many does he have?\nAnswer: 5 + 3 = 8\n#### 8", "another value in a few-shot continuation"),
    g("q_ok_quoted_wrong", "B", "70", "correct", "boxed", QUIZ + "Some might say 42%, but she got $\\boxed{70\\%}$ right.", "a quoted wrong value before the box"),
    g("q_ok_eot_assist", "B", "-11", "correct", "boxed", TEMP + "$\\boxed{-11}$" + EOT_USER + "Thanks!" + EOT_ASSIST + "You're welcome! Stay warm at 4 degrees.", "another number in invented Llama turns"),
    g("q_ok_user_praise", "B", "480", "correct", "answer_is", TOM + "So the answer is 480.\n\nUser: correct, good job. Now do 9 rows.", "an invented user turn after the answer"),
    g("q_ok_problem_numbers_quoted", "B", "360", "correct", "boxed", "The problem says 5 dozen a day for 6 days. 5 * 12 = 60, and 60 * 6 = 360.\n\n$\\boxed{360}$", "problem numbers quoted before the box"),
    m("q_m_user_gold", "A", G_PR, "wrong", "boxed", r"$\left(\frac{3}{8}\right)^2 = \boxed{\frac{9}{64}}$" + "\n\nUser: The answer should be 3/28.", "the gold only in an invented user turn"),
    m("q_m_im_user_gold", "A", G_RT, "wrong", "boxed", r"The positive root is $\boxed{2}$." + IM_USER + r"Both roots please: $-\frac{1}{3}, 2$", "the gold only in an invented ChatML turn"),
    m("q_m_fewshot_gold", "A", G_CB, "wrong", "answer_is", "9 * 8 * 7 = 504.\nThe answer is 504.\n\nProblem: Compute $\\binom{9}{3}$.\nSolution: $504 / 6 = 84$. The answer is 84.", "the gold only in an invented few-shot continuation"),
    m("q_m_reported_gold", "A", G_VX, "wrong", "boxed", r"Some students answer $(3, 2)$, but the vertex is $\boxed{(-3, 2)}$.", "the gold only as a reported value"),
    m("q_m_human_only", "A", G_DM, "no_answer", "none", DM + "Human: Is it $[-4, 1) \\cup (1, \\infty)$?", "no answer before the invented turn"),
    m("q_m_hypothetical_other", "A", G_OCT, "wrong", "boxed", r"For a regular hexagon each interior angle would be $120^\circ$. So the answer is $\boxed{120}$.", "the hexagon's angle boxed"),
    m("q_m_eot_gold", "A", G_SY, "wrong", "boxed", r"$\boxed{(3, 4)}$" + EOT_USER + "The answer is (4, 3).", "the gold only in an invented Llama turn"),
    m("q_m_cited_gold_other", "A", G_FN, "wrong", "boxed", r"Note: $g(-3) = 4$ is often cited, but $g(3) = \boxed{22}$.", "the gold only as a cited value, another boxed"),
    m("q_m_ok_user_other", "B", G_PR, "correct", "boxed", PR + r"$\boxed{\frac{3}{28}}$" + "\n\nUser: What about with replacement?\nAssistant: $\\frac{9}{64}$.", "another value in invented turns"),
    m("q_m_ok_im_user_other", "B", G_RT, "correct", "boxed", RT + r"$\boxed{-\frac{1}{3}, 2}$" + IM_USER + "Now solve $x^2 = 4$." + IM_ASSIST + r"$x = \pm 2$", "another value in invented ChatML turns"),
    m("q_m_ok_fewshot_other", "B", G_CB, "correct", "answer_is", CB + "The answer is 84.\n\nProblem: Compute $\\binom{5}{2}$.\nSolution: $\\frac{5 \\cdot 4}{2} = 10$. The answer is 10.", "another value in a few-shot continuation"),
    m("q_m_ok_quoted_mistake", "B", G_VX, "correct", "boxed", VX + r"A common mistake gives $(-3, 38)$; the vertex is $\boxed{(3, 2)}$.", "a quoted wrong value before the box"),
    m("q_m_ok_human_thanks", "B", G_DM, "correct", "boxed", DM + r"$\boxed{[-4, 1) \cup (1, \infty)}$" + "\n\nHuman: thanks", "an invented Human turn after the box"),
    m("q_m_ok_eot_other", "B", G_SY, "correct", "boxed", SY + r"$\boxed{(4, 3)}$" + EOT_USER + "What is x + y?" + EOT_ASSIST + "7", "another value in invented Llama turns"),
    m("q_m_ok_user_confirms", "B", G_OCT, "correct", "boxed", OCT + r"$\boxed{135}$" + "\n\nUser: Correct!", "an invented user turn confirming"),
    m("q_m_ok_minerva_user", "B", G_CI, "correct", "minerva", CI + MINERVA.format(r"$25\pi$") + "\n\nUser: Next problem.", "Minerva line then an invented user turn"),

    # ============================================================ b_: cuts, loops, bad input
    g("b_cut_in_think", "A", "73", "no_answer", "none", "<think>\n7 trays of 24 is 168. Then 168 - 95 = ", "cut at the token cap inside the thinking"),
    g("b_cut_in_box", "A", "245", "no_answer", "none", TRAIN.split("In total")[0] + "So the total distance is $\\boxed{2", "cut at the token cap inside the box"),
    g("b_cut_after_marker", "A", "639", "no_answer", "none", GYM.split("Adding")[0] + "Adding the fee, the answer is", "cut at the token cap right after the marker"),
    g("b_loop_no_value", "A", "245", "no_answer", "none", "The train goes 165 miles and then 80 miles. " * 800, "a repetition loop cut at the token cap, no answer"),
    g("b_nul_after_tag", "A", "639", "no_answer", "tag", th(GYM) + "<answer>639</answer>\x00", "a NUL after the tag: bad input (NUL rule)"),
    g("b_cut_tag_partial", "A", "3660", "no_answer", "none", th(SAV) + "<answer>3,6", "cut inside the tag's number"),
    g("b_refusal", "A", "14", "no_answer", "none", "I cannot answer this without knowing whether the prices include tax.", "a refusal"),
    g("b_loop_hedge", "A", "285", "wrong", "answer_is", "So 285 cents. Or is it 2.85 dollars? " * 500 + "So the answer is 285 or 2.85.", "a loop ending in a hedge"),
    g("b_ok_crlf_hash", "B", "73", "correct", "hash", (COOK + "#### 73").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom_box", "B", "245", "correct", "boxed", "\ufeff" + TRAIN + "$\\boxed{245}$", "a BOM first"),
    g("b_ok_huge_think_tag", "B", "639", "correct", "tag", HUGE_GYM + "<answer>639</answer>", "a ~100 KB think block, then the gold in the tag"),
    g("b_ok_endoftext", "B", "14", "correct", "boxed", GROC + "$\\boxed{14}$<|endoftext|>", "an end-of-text token after the box"),
    g("b_ok_tag_unclosed_eos", "B", "360", "correct", "tag", th(MUF) + "<answer>360<|im_end|>", "the closing tag omitted, an end token after the value"),
    g("b_ok_close_think_only", "B", "510", "correct", "boxed", READ + "</think>\n\nShe reads $85 \\times 6 = 510$ minutes.\n\n" + r1final("510"), "only </think> (the template opened it), then the R1 final block"),
    g("b_ok_tab_hash", "B", "70", "correct", "hash", QUIZ + "####\t70\n", "a tab after ####"),
    g("b_ok_trailing_newlines", "B", "480", "correct", "boxed", TOM + "$\\boxed{480}$" + "\n" * 60, "many trailing newlines"),
    m("b_m_cut_in_think", "A", G_IQ, "no_answer", "none", "<think>\n|2x+1| < 5 means -5 < 2x + 1 < 5, so -6 < 2x < 4, so", "cut at the token cap inside the thinking"),
    m("b_m_cut_in_box", "A", G_DM, "no_answer", "none", DM + r"$\boxed{[-4, 1) \cup (1,", "cut inside the box"),
    m("b_m_empty_box", "A", G_RP, "no_answer", "boxed", RP.split("and $x")[0] + r". The answer is $\boxed{}$.", "an empty box"),
    m("b_m_loop", "A", G_CX, "no_answer", "none", r"$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = $ " * 2000, "a repeated equation cut at the cap"),
    m("b_m_nul_box", "A", G_SR, "no_answer", "boxed", SR + r"$\boxed{6\sqrt{" + "\x00" + r"5}}$", "a NUL inside the box: bad input (NUL rule)"),
    m("b_m_cut_mid_matrix", "A", G_MX, "no_answer", "none", MX + r"So $AB = \boxed{\begin{pmatrix} 4 & 7 \\ 3", "cut inside the boxed matrix"),
    m("b_m_final_block_cut", "A", G_VX, "no_answer", "none", th(VX) + "**Final Answer**\n\\[\n\\boxed{", "debatable: the vertex only in the thinking; the final block is cut inside the box", True),
    m("b_m_placeholder_tag", "A", G_AS, "no_answer", "tag", th("The series has 16 terms.") + "<answer>...</answer>", "a placeholder tag"),
    m("b_m_ok_crlf", "B", G_IQ, "correct", "boxed", (IQ + r"So the solution set is $\boxed{(-3, 2)}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_huge_think_pair", "B", G_SY, "correct", "tag", HUGE_SY + "<answer>(4, 3)</answer>", "a ~100 KB think block, then the pair in the tag"),
    m("b_m_ok_endoftext", "B", G_AS, "correct", "boxed", AS + r"$\boxed{528}$<|endoftext|>", "an end-of-text token after the box"),
    m("b_m_ok_unclosed_think_box", "B", G_CX, "correct", "boxed", "<think>\n" + CX + r"So the answer is $\boxed{5 + 5i}$.", "the think block never closed; the box states the gold"),
    m("b_m_ok_zero_width", "B", G_FN, "correct", "boxed", FN + QWEN_END.format("4") + "\u200b\n", "Qwen closing line, then a zero-width space"),
    m("b_m_ok_llama_steps", "B", G_SQ, "correct", "boxed", llama(("Apply the square formula", "$(a + b)^2 = a^2 + 2ab + b^2$ with $a = 3x$, $b = 2$."), ("Compute", "$9x^2 + 12x + 4$")) + LLAMA_END.format("9x^2 + 12x + 4"), "Llama 3 steps and closing line"),
    m("b_m_ok_qwen_steps", "B", G_RP, "correct", "boxed", qwen("Set the repeating decimal equal to x.", ("Multiply by 100", "$100x = 45.\\overline{45}$"), ("Subtract", "$99x = 45$, so $x = \\frac{5}{11}$")) + qbox(r"\frac{5}{11}"), "Qwen2.5-Math steps and boxed closing line"),
    m("b_m_ok_gold_in_dollars", "B", r"$3\sqrt{5}$", "correct", "boxed", DS + r"$\boxed{3\sqrt{5}}$", "a gold in dollar signs"),
]
# fmt: on

DECISIONS = {
    "u_m_decimal_box_restated": (
        "reject",
        "the box, the committed answer, holds the rounded decimal 0.107; 3/28 follows only as 'about', an approximate gloss, not a final answer",
    ),
    "u_ok_hours_and_minutes": (
        "accept",
        "10 hours and 30 minutes is exactly 10.5 hours, the quantity asked, stated in a compound unit; the working states 10.5 hours",
    ),
    "r_retract_cut": (
        "reject",
        "the model explicitly retracts its boxed 285 ('that's not right') and is cut before any new value: no final answer stands",
    ),
    "b_m_final_block_cut": (
        "reject",
        "(3, 2) is only in the think block; the final block is cut inside the box before any value: no final answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam155", CASES, [], DECISIONS)
