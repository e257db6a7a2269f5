r"""Build adversarial_redteam134.jsonl: round 134 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam134"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam132.py / build_adversarial_redteam133.py (structure, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

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
`\text{}`, `\dfrac`, `^\circ`, "x = 9", "= 17", `\$18.30`).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 9 boxes of 16 muffins, 38 given away -> 106 (9*16 = 144; 144 - 38 = 106; misreading 36 ->
108; subtotal 144); 2.5 h at 14 mph + 1.5 h at 18 mph -> 62 miles (35 + 27; average 62/4 = 15.5;
difference 35 - 27 = 8); $2,350 a month for 12 months + $1,800 bonus -> 30000 (28,200 + 1,800;
without the bonus 28200; per month 30000/12 = 2500); 6 lb apples at $1.85 + 3 lb pears at $2.40 ->
18.3 (11.10 + 7.20 = 18.30; change from $20: 1.70); 15 dozen eggs a day for 4 days, eggs asked ->
720 (15*12 = 180 a day; 180*4 = 720 = 60 dozen); 1 h 40 min a day for 6 days, minutes asked -> 600
(100*6 = 600 = 10 hours); 45 min a day for 12 days, HOURS asked -> 9 (45*12 = 540 minutes; 540/60 =
9); 27 of 60 seeds sprout, percent asked -> 45 (27/60 = 0.45; did not sprout 55); $85 balance, three
$40 checks -> -35 (3*40 = 120; 85 - 120 = -35); 4 pencils at 35 cents + 2 erasers at 45 cents, CENTS
asked -> 230 (140 + 90; = $2.30; with a misread 54 cents: 140 + 108 = 248).
MATH: two dice sum 8 -> 5/36 (5 outcomes; 0.13888...); distance (-2, 3) to (4, -1) -> 2\sqrt{13}
(36 + 16 = 52; ~7.2111); |3x - 2| <= 7 -> [-5/3, 3] (-5 <= 3x <= 9); 2x^2 + x - 6 = 0 -> -2, 3/2
((2x - 3)(x + 2); product of roots -6/2 = -3); (1 + 2i)(3 - 4i) -> 11 + 2i (3 - 4i + 6i + 8;
conjugate 11 - 2i; sign slip -5 + 2i); 150 degrees -> 5\pi/6 (~2.618); [[2, -1], [0, 3]][[1, 4],
[2, 1]] -> [[0, 7], [6, 3]] (2 - 2, 8 - 1; 0 + 6, 0 + 3); interior angle of a regular decagon -> 144
degrees (1440/10; exterior 36; 4\pi/5 rad); 47 in base 3 -> 1202_3 (27 + 2*9 + 0*3 + 2 = 47; the
reversed 2021_3 = 54 + 0 + 6 + 1 = 61); 2 3/4 + 1 5/6 -> 55/12 (33/12 + 22/12; = 4 7/12; 4 5/12 =
53/12); x^3 - 4x = 0 -> -2, 0, 2; (2x - 3)^2 -> 4x^2 - 12x + 9; x + 3y = 11, 2x - y = 1 -> (2, 3)
(7x = 14; check 2 + 9 = 11, 4 - 3 = 1); 0.\overline{27} -> 3/11 (27/99; 0.2777... = 5/18); C(10, 4)
-> 210 (5040/24; ordered 5040); \sqrt{12}\sqrt{6} -> 6\sqrt{2} (\sqrt{72}; ~8.485); f(x) = 3x^2 - 2x
+ 1 at -2 -> 17 (12 + 4 + 1; f(2) = 9); domain of \sqrt{x - 3} + 1/(x - 5) -> [3, 5) \cup (5,
\infty); midpoint of (-3, 7) and (5, -1) -> (1, 3).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, quoted / reported / hypothetical values, `b_` token-cap cuts and bad input (NUL, CRLF,
BOM, huge think blocks). `_m_` after the prefix marks a MATH probe, `_ok_` kind B. Kind A: truth
wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md, rounds 132 and 133): the LAST final answer counts; a right
answer in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ",
`\dfrac`, `^\circ` on a degree gold, a base-n numeral without its subscript, "30 thousand") is
correct; another quantity (a subtotal, the per-day / per-month value, the other unit than the one
asked, the change instead of the cost, the exterior angle) is wrong; an answer tag's content is the
final answer (a sentence or equation in it is read for the value it states; two values in it are a
hedge -> wrong); a decimal for an exact irrational / repeating / fractional MATH gold is wrong;
degrees are not radians; a percent gold 45 accepts 45% and "45 percent", but 0.45% is another value;
a hedge or two different final answers is wrong; no final answer (cut at the token cap, an empty or
placeholder tag, a negated gold with nothing after, a box holding only \neq / \cancel / ?, a
supposition) is no_answer; a value the model marks wrong is wrong; an explicit correction after the
answer ("Wait", "Hmm, actually", "Let me recompute", "I made an error", "No wait", "Scratch that")
makes the new value final, even when the correction itself is a slip; a check, verification or
pleasantry after a committed answer does not replace it; text in an invented next turn (`User:`,
`Human:`, ChatML, Llama header) does not count, whether it holds the gold or another value; an
answer restated after its box as the same quantity in other words ("\boxed{600} minutes, which is 10
hours") keeps the box's value when the box holds the quantity asked; when the box holds the other
unit and the restatement the quantity asked, the restatement decides (debatable, decision accept);
a NUL anywhere makes the pair bad input -> kind A, truth no_answer. Debatable probes carry
`debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam134.py  (writes adversarial_redteam134.jsonl beside itself)
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
# muffins: gold 106 (9*16 = 144; 144 - 38 = 106)
MUF = "Each box holds 16 muffins, so 9 boxes hold 9 * 16 = <<9*16=144>>144 muffins.\nAfter giving away 38, Nora has 144 - 38 = <<144-38=106>>106 muffins left.\n"
MUF_SLIP = "Each box holds 16 muffins, so 9 boxes hold 9 * 16 = <<9*16=144>>144 muffins.\nAfter giving away 36, Nora has 144 - 36 = <<144-36=108>>108 muffins left.\n"
# bike: gold 62 (2.5*14 = 35; 1.5*18 = 27)
BIKE = "In the first 2.5 hours she rides 2.5 * 14 = <<2.5*14=35>>35 miles.\nIn the next 1.5 hours she rides 1.5 * 18 = <<1.5*18=27>>27 miles.\nAltogether she rides 35 + 27 = <<35+27=62>>62 miles.\n"
# salary: gold 30000 (12*2350 = 28200; + 1800)
SAL_NOB = "His salary for the year is 12 * 2350 = <<12*2350=28200>>28,200 dollars.\n"
SAL = (
    SAL_NOB + "With the $1,800 bonus he earns 28200 + 1800 = <<28200+1800=30000>>30,000 dollars.\n"
)
# fruit: gold 18.3 (6*1.85 = 11.10; 3*2.40 = 7.20)
FRUIT = "6 pounds of apples cost 6 * 1.85 = <<6*1.85=11.10>>11.10 dollars.\n3 pounds of pears cost 3 * 2.40 = <<3*2.40=7.20>>7.20 dollars.\nTogether she pays 11.10 + 7.20 = <<11.10+7.20=18.30>>18.30 dollars.\n"
# eggs (eggs asked): gold 720 (15*12 = 180 a day; *4)
EGG = "The shop sells 15 dozen eggs a day, which is 15 * 12 = <<15*12=180>>180 eggs.\nIn 4 days it sells 180 * 4 = <<180*4=720>>720 eggs.\n"
# practice (minutes asked): gold 600 (100*6)
TIME = "1 hour 40 minutes is 60 + 40 = <<60+40=100>>100 minutes.\nOver 6 days she practices 100 * 6 = <<100*6=600>>600 minutes.\n"
# reading (HOURS asked): gold 9 (45*12 = 540 minutes; /60)
HRS_MIN = "She reads 45 minutes a day for 12 days, so 45 * 12 = <<45*12=540>>540 minutes.\n"
HRS = HRS_MIN + "In hours that is 540 / 60 = <<540/60=9>>9 hours.\n"
# seeds (percent asked): gold 45 (27/60 = 0.45)
PCT = "27 of the 60 seeds sprouted, so the percentage is 27 / 60 * 100 = <<27/60*100=45>>45 percent.\n"
# balance: gold -35 (3*40 = 120; 85 - 120)
BAL = "The three checks total 3 * 40 = <<3*40=120>>120 dollars.\nHis balance is 85 - 120 = <<85-120=-35>>-35 dollars.\n"
# school supplies (CENTS asked): gold 230 (140 + 90)
CENT = "The pencils cost 4 * 35 = <<4*35=140>>140 cents.\nThe erasers cost 2 * 45 = <<2*45=90>>90 cents.\nAltogether they cost 140 + 90 = <<140+90=230>>230 cents.\n"

# ================================================================ MATH working
G_DICE = r"\frac{5}{36}"
DICE = r"The pairs with sum $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$, which is $5$ outcomes out of $36$, so the probability is $\frac{5}{36}"
G_DIST = r"2\sqrt{13}"
DIST = r"Using the distance formula, $d = \sqrt{(4-(-2))^2 + (-1-3)^2} = \sqrt{36 + 16} = \sqrt{52}"
G_INEQ = r"[-\frac{5}{3}, 3]"
INEQ = r"$|3x - 2| \le 7$ means $-7 \le 3x - 2 \le 7$, so $-5 \le 3x \le 9$, i.e. $-\frac{5}{3} \le x \le 3$."
G_ROOTS = r"-2, \frac{3}{2}"
ROOTS = r"Factoring, $2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \frac{3}{2}$ or $x = -2$."
G_CPX = "11 + 2i"
CPX = r"$(1 + 2i)(3 - 4i) = 3 - 4i + 6i - 8i^2 = 3 + 2i + 8"
G_RAD = r"\frac{5\pi}{6}"
RAD = r"To convert, multiply by $\frac{\pi}{180^\circ}$: $150^\circ \cdot \frac{\pi}{180^\circ} = \frac{150\pi}{180}"
G_MAT = r"\begin{pmatrix} 0 & 7 \\ 6 & 3 \end{pmatrix}"
MAT = r"Row 1: $(2 \cdot 1 + (-1) \cdot 2,\ 2 \cdot 4 + (-1) \cdot 1) = (0, 7)$. Row 2: $(0 \cdot 1 + 3 \cdot 2,\ 0 \cdot 4 + 3 \cdot 1) = (6, 3)$."
G_DEG = "144"
DEG = r"The interior angles of a decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each angle of a regular decagon is $\frac{1440^\circ}{10}"
G_B3 = "1202_3"
B3 = r"Dividing repeatedly by $3$: $47 = 3 \cdot 15 + 2$, $15 = 3 \cdot 5 + 0$, $5 = 3 \cdot 1 + 2$, $1 = 3 \cdot 0 + 1$. Reading the remainders from last to first,"
G_MIX = r"\frac{55}{12}"
MIX = r"$2\frac{3}{4} + 1\frac{5}{6} = \frac{11}{4} + \frac{11}{6} = \frac{33}{12} + \frac{22}{12} = \frac{55}{12}"
G_SET = "-2, 0, 2"
SET = r"$x^3 - 4x = x(x - 2)(x + 2) = 0$, so $x = 0$, $x = 2$ or $x = -2$."
G_POLY = "4x^2 - 12x + 9"
POLY = r"$(2x - 3)^2 = 4x^2 - 6x - 6x + 9"
G_SYS = "(2, 3)"
SYS = r"From the second equation, $y = 2x - 1$. Substituting, $x + 3(2x - 1) = 11$, so $7x = 14$ and $x = 2$, then $y = 3$."
G_REP = r"\frac{3}{11}"
REP = r"Let $x = 0.\overline{27}$. Then $100x = 27.\overline{27}$, so $99x = 27$ and $x = \frac{27}{99}"
G_COMB = "210"
COMB = r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{5040}{24}"
G_SQRT = r"6\sqrt{2}"
SQRT = r"$\sqrt{12} \cdot \sqrt{6} = \sqrt{72} = \sqrt{36 \cdot 2}"
G_FUNC = "17"
FUNC = r"$f(-2) = 3(-2)^2 - 2(-2) + 1 = 12 + 4 + 1"
G_DOM = r"[3, 5) \cup (5, \infty)"
DOM = r"We need $x - 3 \ge 0$, so $x \ge 3$, and $x - 5 \ne 0$, so $x \ne 5$."
G_MID = "(1, 3)"
MID = (
    r"The midpoint of $(-3, 7)$ and $(5, -1)$ is $\left(\frac{-3 + 5}{2}, \frac{7 + (-1)}{2}\right)"
)

# Long R1 / QwQ think blocks with several candidate values before the final one.
MUF_LONG = th(
    "Okay, so Nora has 9 boxes with 16 muffins each. 9 times 16... 9 times 10 is 90, 9 times 6 is 54, so 144.\n\n"
    "She gives away 38. 144 minus 38. 144 minus 40 is 104, plus 2 is 106.\n\n"
    "Wait, did it say 36 or 38? Let me re-read. 38. So not 108. 106.\n\n"
    "Hmm, but should I count the boxes instead? No, it asks for muffins. 106 muffins.\n"
)
BIKE_LONG = th(
    "First part: 2.5 hours at 14 mph. 2 times 14 is 28, plus half of 14 which is 7, so 35 miles.\n\n"
    "Second part: 1.5 hours at 18 mph. 18 plus 9 is 27 miles.\n\n"
    "Total 35 + 27 = 62. Hmm, or is it asking for the average speed? That would be 62 divided by 4, so 15.5. "
    'Let me read the question again: "How many miles does she ride in total?" So the distance, 62.\n'
)
EGG_LONG = th(
    "The shop sells 15 dozen a day. Over 4 days, that's 60 dozen. But the question asks how many eggs, not dozens.\n\n"
    "So 60 times 12. 60 times 12 is 720. Alternatively, 15 times 12 is 180 per day, and 180 times 4 is 720. Same.\n\n"
    "Wait, is it 3 days or 4? The problem says 4 days. So 720 eggs, not 540.\n"
)
DOM_LONG = th(
    "The square root needs x - 3 >= 0, so x >= 3. So the domain might be [3, infinity).\n\n"
    "But wait, there's also 1/(x - 5), so x can't be 5. So [3, 5) union (5, infinity).\n\n"
    "Hmm, what about x = 3? sqrt(0) = 0, and 1/(3-5) = -1/2, fine. So 3 is included. And 5 is excluded.\n"
)
DEG_LONG = th(
    "Regular decagon, 10 sides. For a hexagon the interior angle is 120, for an octagon 135. For 10 sides: (10-2)*180 = 1440, over 10 is 144.\n\n"
    "Check with exterior angles: 360/10 = 36, and 180 - 36 = 144. Yes.\n"
)
CPX_LONG = th(
    "Multiply (1 + 2i)(3 - 4i). 1*3 = 3, 1*(-4i) = -4i, 2i*3 = 6i, 2i*(-4i) = -8i^2.\n\n"
    "So 3 - 4i + 6i - 8i^2 = 3 + 2i - 8i^2. Now i^2 = -1, so -8i^2 = +8. Hmm, I first wrote 3 - 8 = -5, giving -5 + 2i, but that uses i^2 = 1. No.\n\n"
    "So 11 + 2i.\n"
)
HUGE_BAL = th(("Let me add up the checks one more time. " * 2400) + BAL)
HUGE_ROOTS = th(("Let me try the quadratic formula instead. " * 2200) + ROOTS + "\n")

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_subtotal", "A", "106", "wrong", "tag", th(MUF) + "<answer>Nora baked 144 muffins in total.</answer>", "the tag's sentence states the subtotal 144, not the 106 left"),
    g("t_two_values", "A", "106", "wrong", "tag", MUF_LONG + "<answer>106 or 108</answer>", "two values in the tag: a hedge"),
    g("t_equation_misread", "A", "106", "wrong", "tag", th(MUF_SLIP) + "<answer>144 - 36 = 108</answer>", "an equation in the tag ending 108 (misread 36)"),
    g("t_long_think_tag_avg", "A", "62", "wrong", "tag", BIKE_LONG + "<answer>15.5 mph</answer>", "the think block settles on 62 but the tag answers the average speed"),
    g("t_placeholder", "A", "600", "no_answer", "tag", th(TIME) + "<answer>\n[your final answer]\n</answer>", "a template placeholder in the tag; 600 only in the thinking"),
    g("t_other_unit_tag", "A", "600", "wrong", "tag", th(TIME + "That is 600 / 60 = 10 hours.\n") + "<answer>10 hours</answer>", "minutes asked; the tag holds 10 hours"),
    g("t_box_in_tag_nobonus", "A", "30000", "wrong", "tag", th(SAL_NOB) + r"<answer>\boxed{28200}</answer>", "a box in the tag with the salary without the bonus"),
    g("t_cut_in_tag", "A", "18.3", "no_answer", "none", th(FRUIT) + "<answer>The total cost is $", "cut at the token cap inside the tag, before the value"),
    g("t_second_tag_other", "A", "-35", "wrong", "tag", th(BAL) + "<answer>-35</answer>\n<think>\nWait, a bank balance can't go below zero, the last check just bounces, so 85 - 80 = 5.\n</think>\n<answer>5</answer>", "a second think and tag after the first: 5 is last"),
    g("t_tag_dozens_then_user", "A", "720", "wrong", "tag", th("15 dozen a day for 4 days is 15 * 4 = 60 dozen.\n") + "<answer>60</answer>\nUser: So that's 720 eggs, right?", "the tag holds 60 (dozens) for an eggs question; 720 only in an invented User turn"),
    g("t_ok_sentence", "B", "106", "correct", "tag", MUF_LONG + "<answer>Nora has 106 muffins left.</answer>", "a long think with candidates 104, 108; the tag's sentence states 106"),
    g("t_ok_equation", "B", "62", "correct", "tag", BIKE_LONG + "<answer>35 + 27 = 62 miles</answer>", "an equation chain ending in the gold and a unit; candidate 15.5 only in the thinking"),
    g("t_ok_comma_dollar", "B", "30000", "correct", "tag", th(SAL) + "<answer>$30,000</answer>", "a dollar sign and a thousands separator in the tag"),
    g("t_ok_escaped_dollar", "B", "18.3", "correct", "tag", th(FRUIT) + r"<answer>\$18.30</answer>", "an escaped dollar sign and a trailing zero"),
    g("t_ok_box_in_tag", "B", "720", "correct", "tag", EGG_LONG + r"<answer>\boxed{720}</answer>", "candidates 60 (dozen) and 540 in the thinking; a box in the tag"),
    g("t_ok_unit_gloss", "B", "600", "correct", "tag", th(TIME) + "<answer>600 minutes (10 hours)</answer>", "the asked quantity, then the same time in hours in parentheses"),
    g("t_ok_percent", "B", "45", "correct", "tag", th(PCT) + "<answer>45%</answer>", "percent gold with a % sign"),
    g("t_ok_negative_dollar", "B", "-35", "correct", "tag", th(BAL) + "<answer>His balance is -$35.</answer>", "a sentence with -$35"),
    g("t_ok_cents_word", "B", "230", "correct", "tag", th(CENT) + "<answer>230 cents</answer>", "a unit word in the tag"),
    g("t_ok_x_equals", "B", "9", "correct", "tag", th("Let x be the number of hours.\n" + HRS + "So x = 9.\n") + "<answer>x = 9</answer>", "x = 9 in the tag (x defined as the hours)"),
    m("t_m_decimal_in_tag", "A", G_DICE, "wrong", "tag", th(DICE + "$.\n") + "<answer>0.139</answer>", "0.139 is not 5/36"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>x = \frac{3}{2}</answer>", "only one of the two roots"),
    m("t_m_domain_missing_hole", "A", G_DOM, "wrong", "tag", th("We need $x - 3 \\ge 0$, so $x \\ge 3$.\n") + r"<answer>[3, \infty)</answer>", "the excluded 5 is forgotten"),
    m("t_m_degrees_in_tag", "A", G_RAD, "wrong", "tag", th(RAD + "$\n") + r"<answer>150^\circ</answer>", "the given degrees restated; the gold is radians"),
    m("t_m_conjugate", "A", G_CPX, "wrong", "tag", th(CPX + "$\n") + "<answer>11 - 2i</answer>", "the conjugate"),
    m("t_m_base_unconverted", "A", G_B3, "wrong", "tag", th(B3 + " we get the base-3 digits.\n") + "<answer>47</answer>", "the given base-10 number restated; base 3 asked"),
    m("t_m_matrix_transpose", "A", G_MAT, "wrong", "tag", th(MAT + "\n") + r"<answer>\begin{pmatrix} 0 & 6 \\ 7 & 3 \end{pmatrix}</answer>", "the transpose of the product"),
    m("t_m_sentence_exterior", "A", G_DEG, "wrong", "tag", DEG_LONG + "<answer>Each exterior angle is 36°.</answer>", "the think block reaches 144 but the tag's sentence states the exterior angle"),
    m("t_m_empty_tag", "A", G_COMB, "no_answer", "tag", th(COMB + " = 210$.\n") + "<answer></answer>", "an empty tag; 210 only in the thinking"),
    m("t_m_set_missing_zero", "A", G_SET, "wrong", "tag", th("$x^3 - 4x = 0$ gives $x^2 = 4$, so $x = \\pm 2$.\n") + r"<answer>\{-2, 2\}</answer>", "the root 0 lost by dividing by x"),
    m("t_m_ok_sentence_pair", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>x = 2 and y = 3, so the solution is (2, 3).</answer>", "a sentence in the tag ending in the ordered pair"),
    m("t_m_ok_dfrac", "B", G_DICE, "correct", "tag", th(DICE + "$.\n") + r"<answer>$\dfrac{5}{36}$</answer>", "\\dfrac in math mode in the tag"),
    m("t_m_ok_interval_cup", "B", G_DOM, "correct", "tag", DOM_LONG + r"<answer>$x \in [3, 5) \cup (5, \infty)$</answer>", "a long think with the candidate [3, infinity); x \\in the union"),
    m("t_m_ok_degree_circ", "B", G_DEG, "correct", "tag", DEG_LONG + r"<answer>$144^\circ$</answer>", "a degree gold with ^\\circ; candidates 120, 135 for other polygons in the thinking"),
    m("t_m_ok_box_in_tag", "B", G_CPX, "correct", "tag", CPX_LONG + r"<answer>$\boxed{11+2i}$</answer>", "a long think rejecting -5 + 2i; a box without spaces in the tag"),
    m("t_m_ok_base_sub", "B", G_B3, "correct", "tag", th(B3 + " $1202_3$.\n") + "<answer>1202_3</answer>", "a base-3 numeral with its subscript"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -2 \text{ or } x = \frac{3}{2}$</answer>", "both roots with x = and a \\text{ or }"),
    m("t_m_ok_pmatrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + "<answer>\n\\begin{pmatrix} 0 & 7 \\\\ 6 & 3 \\end{pmatrix}\n</answer>", "a pmatrix on its own lines in the tag"),
    m("t_m_ok_equation", "B", G_SQRT, "correct", "tag", th(SQRT + "$\n") + r"<answer>\sqrt{72} = 6\sqrt{2}</answer>", "an equation ending 6\\sqrt2"),
    m("t_m_ok_set_braces", "B", G_SET, "correct", "tag", th(SET + "\n") + r"<answer>\{-2, 0, 2\}</answer>", "the roots as a set in braces"),

    # ================================================================ 2. phrase marker / bold then #### (h_)
    g("h_phrase_gold_hash_subtotal", "A", "106", "wrong", "hash", MUF + "Nora has 106 muffins left.\n#### 144", "the phrase says 106, the #### says 144: two different final answers, the marked one wrong"),
    g("h_bold_then_hash_avg", "A", "62", "wrong", "hash", BIKE + "**Answer:** 62 miles\n\nHer average speed is 62 / 4 = 15.5 mph.\n#### 15.5", "a bold answer 62, then #### 15.5 (the average speed) last"),
    g("h_hash_nobonus", "A", "30000", "wrong", "hash", SAL_NOB + "The answer is 28,200.\n#### 28200", "the salary without the bonus"),
    g("h_hash_change", "A", "18.3", "wrong", "hash", FRUIT + "She pays with a $20 bill, so she gets 20 - 18.30 = 1.70 back.\n#### 1.70", "the change, not the cost asked"),
    g("h_hash_dozens", "A", "720", "wrong", "hash", "15 dozen a day for 4 days is 15 * 4 = <<15*4=60>>60 dozen.\nThe shop sells 60 dozen eggs.\n#### 60", "the count in dozens for an eggs question"),
    g("h_phrase_then_empty_hash", "A", "600", "no_answer", "hash", "1 hour 40 minutes is 100 minutes.\nSo the final answer is\n\n#### ", "an empty #### after a phrase marker: cut at the token cap"),
    g("h_hash_hedge", "A", "45", "wrong", "hash", PCT + "So 45% sprouted and 55% did not.\n#### 45 or 55", "two values in the #### line: a hedge"),
    g("h_hash_positive_debt", "A", "-35", "wrong", "hash", BAL + "He is $35 in debt.\n#### 35", "debatable: the #### is 35; the balance asked is -35 ('in debt' only in the sentence)", True),
    g("h_ok_phrase_hash", "B", "106", "correct", "hash", MUF + "The answer is 106.\n#### 106", "phrase and #### agree"),
    g("h_ok_bold_final_hash", "B", "62", "correct", "hash", BIKE + "**Final Answer:** **62 miles**\n\n#### 62", "bold Final Answer then ####"),
    g("h_ok_hash_dollar_comma", "B", "30000", "correct", "hash", SAL + "He earns $30,000 in the year.\n#### $30,000", "#### with a dollar sign and a comma"),
    g("h_ok_hash_trailing_zero", "B", "18.3", "correct", "hash", FRUIT + "She pays $18.30.\n#### 18.30", "#### with a trailing zero"),
    g("h_ok_hash_unit_word", "B", "720", "correct", "hash", EGG + "The shop sells 720 eggs in 4 days.\n#### 720 eggs", "a unit noun after the #### number"),
    g("h_ok_final_answer_blank_hash", "B", "600", "correct", "hash", TIME + "Final Answer: She practices 600 minutes.\n\n#### 600", "a Final Answer phrase, a blank line, then ####"),
    g("h_ok_hash_percent", "B", "45", "correct", "hash", PCT + "So 45% of the seeds sprouted.\n#### 45%", "a percent sign after ####"),
    g("h_ok_hash_negative_dollar", "B", "-35", "correct", "hash", BAL + "His balance is -$35.\n#### -$35", "#### -$35"),
    m("h_m_hash_decimal", "A", G_DIST, "wrong", "hash", DIST + r" \approx 7.21$." + "\nThe distance is about 7.21.\n#### 7.21", "a decimal for 2\\sqrt13"),
    m("h_m_phrase_gold_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 210$.\nThe answer is $210$.\n#### 5040", "phrase 210, #### 5040 (the numerator)"),
    m("h_m_hash_degrees", "A", G_RAD, "wrong", "hash", "The angle is $150^\\circ$.\nThe answer is $150^\\circ$.\n#### 150", "degrees where radians are asked"),
    m("h_m_hash_one_root", "A", G_ROOTS, "wrong", "hash", ROOTS + "\nThe positive root is $\\frac{3}{2}$.\n#### 3/2", "only one root"),
    m("h_m_hash_swapped_pair", "A", G_SYS, "wrong", "hash", SYS + "\nThe answer is $(x, y) = (2, 3)$.\n#### (3, 2)", "the #### swaps the coordinates"),
    m("h_m_hash_wrong_fraction", "A", G_REP, "wrong", "hash", REP + r" = \frac{3}{11}$." + "\nThe answer is $\\frac{3}{11}$.\n#### 27/100", "a #### with 27/100 after the right phrase"),
    m("h_m_hash_mixed_wrong", "A", G_MIX, "wrong", "hash", r"$2\frac{3}{4} + 1\frac{5}{6} = 3 + \frac{3}{4} + \frac{5}{6} = 3 + \frac{19}{12} = 4\frac{5}{12}$." + "\n#### 4 5/12", "4 5/12 = 53/12 (slip: 9 + 10 = 19)"),
    m("h_m_hash_empty_after_phrase", "A", G_FUNC, "no_answer", "hash", "We substitute $x = -2$ into $f$.\nThe answer is $f(-2)$.\n####", "an empty #### before any value"),
    m("h_m_ok_hash_slash", "B", G_DICE, "correct", "hash", DICE + "$.\nThe answer is $\\frac{5}{36}$.\n#### 5/36", "a slash fraction after ####"),
    m("h_m_ok_hash_sqrt", "B", G_DIST, "correct", "hash", DIST + r" = 2\sqrt{13}$." + "\n#### 2\\sqrt{13}", "a LaTeX radical after ####"),
    m("h_m_ok_hash_interval", "B", G_INEQ, "correct", "hash", INEQ + "\nThe solution set is $[-\\frac{5}{3}, 3]$.\n#### [-5/3, 3]", "a closed interval with a slash fraction after ####"),
    m("h_m_ok_hash_cpx", "B", G_CPX, "correct", "hash", CPX + " = 11 + 2i$.\nThe answer is $11 + 2i$.\n#### 11+2i", "a complex number without spaces"),
    m("h_m_ok_hash_degree", "B", G_DEG, "correct", "hash", DEG + r" = 144^\circ$." + "\n**Answer: 144°**\n#### 144°", "a Unicode degree sign after ####"),
    m("h_m_ok_hash_base", "B", G_B3, "correct", "hash", B3 + " $47 = 1202_3$.\n#### 1202_3", "a base-3 numeral after ####"),
    m("h_m_ok_hash_poly", "B", G_POLY, "correct", "hash", POLY + " = 4x^2 - 12x + 9$.\nThe answer is $4x^2 - 12x + 9$.\n#### 4x^2-12x+9", "a polynomial without spaces"),
    m("h_m_ok_hash_equation", "B", G_FUNC, "correct", "hash", FUNC + " = 17$.\n#### f(-2) = 17", "an equation after ####"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_dollars", "A", "18.3", "wrong", "boxed", FRUIT + "Rounded to the nearest dollar, she pays $\\boxed{18}$ dollars.", "rounded to 18"),
    g("x_digit_swap", "A", "18.3", "wrong", "boxed", FRUIT + "So the total is $\\boxed{18.03}$.", "18.03 (digits slipped)"),
    g("x_near_distance", "A", "62", "wrong", "boxed", BIKE.replace("1.5 * 18 = <<1.5*18=27>>27", "1.5 * 18 = <<1.5*18=27.5>>27.5").replace("35 + 27 = <<35+27=62>>62", "35 + 27.5 = <<35+27.5=62.5>>62.5") + "She rides $\\boxed{62.5}$ miles.", "62.5 (a multiplication slip)"),
    g("x_percent_of_share", "A", "45", "wrong", "boxed", "27 / 60 = <<27/60=0.45>>0.45\nSo $\\boxed{0.45\\%}$ of the seeds sprouted.", "0.45% is not 45%"),
    g("x_sci_power_slip", "A", "30000", "wrong", "boxed", SAL + "That is $\\boxed{3 \\times 10^5}$ dollars.", "3e5 = 300000, a power slip"),
    g("x_thousands_slip", "A", "30000", "wrong", "boxed", SAL_NOB + "Adding the bonus: 28,200 + 1,800 = 3,000.\nHe earns $\\boxed{3{,}000}$ dollars.", "3,000 (an addition slip), not 30,000"),
    g("x_decimal_slip_neg", "A", "-35", "wrong", "boxed", "85 - 3 * 40 = 85 - 120 = -3.5\nHis balance is $\\boxed{-3.5}$ dollars.", "-3.5 (a decimal slip) for -35"),
    g("x_sci_eggs_other", "A", "720", "wrong", "boxed", EGG + "That is $\\boxed{7.2 \\times 10^{3}}$ eggs.", "7.2e3 = 7200, a power slip"),
    g("x_hours_by_100", "A", "9", "wrong", "boxed", HRS_MIN + "In hours that is 540 / 100 = 5.4 hours.\nShe reads $\\boxed{5.4}$ hours.", "divided by 100 instead of 60"),
    g("x_ok_trailing_zero", "B", "18.3", "correct", "boxed", FRUIT + "She pays $\\boxed{18.30}$ dollars.", "18.30 = 18.3"),
    g("x_ok_point_zero", "B", "62", "correct", "boxed", BIKE + "She rides $\\boxed{62.0}$ miles.", "62.0 = 62"),
    g("x_ok_sci", "B", "30000", "correct", "boxed", SAL + "That is $\\boxed{3 \\times 10^4}$ dollars.", "3e4 = 30000"),
    g("x_ok_brace_comma", "B", "30000", "correct", "boxed", SAL + "So he earns $\\boxed{30{,}000}$ dollars.", "a LaTeX {,} thousands separator"),
    g("x_ok_dollar_cents_last", "B", "18.3", "correct", "prose", FRUIT + "The total is \\$18.30.", "an escaped dollar sign in a closing sentence"),
    g("x_ok_neg_two_decimals", "B", "-35", "correct", "boxed", BAL + "His balance is $\\boxed{-35.00}$.", "-35.00 = -35"),
    g("x_ok_hours_text", "B", "9", "correct", "boxed", HRS + "$\\boxed{9.0 \\text{ hours}}$", "9.0 with a \\text unit"),
    g("x_ok_percent_point_zero", "B", "45", "correct", "boxed", PCT + "$\\boxed{45.0\\%}$", "45.0%"),
    g("x_ok_sci_eggs", "B", "720", "correct", "boxed", EGG + "The shop sells $\\boxed{7.2 \\times 10^2}$ eggs.", "7.2e2 = 720"),
    m("x_m_decimal_prob", "A", G_DICE, "wrong", "boxed", DICE + r" \approx \boxed{0.1389}$.", "0.1389 for 5/36 (0.13888...)"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST + r" \approx \boxed{7.211}$.", "7.211 for 2\\sqrt13 (7.21110...)"),
    m("x_m_pi_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{2.618}$.", "2.618 for 5\\pi/6 (2.61799...)"),
    m("x_m_repeating_truncated", "A", G_REP, "wrong", "boxed", REP + r" \approx \boxed{0.2727}$.", "0.2727 is not 3/11 (0.272727...)"),
    m("x_m_sqrt_other", "A", G_SQRT, "wrong", "boxed", r"$\sqrt{12} \cdot \sqrt{6} = \sqrt{72} = \sqrt{36 \cdot 3} = \boxed{6\sqrt{3}}$", "6\\sqrt3 for 6\\sqrt2 (72 = 36 * 2)"),
    m("x_m_mixed_wrong", "A", G_MIX, "wrong", "boxed", r"$2\frac{3}{4} + 1\frac{5}{6} = 3\frac{19}{12} = \boxed{4\frac{5}{12}}$", "4 5/12 = 53/12 (slip 9 + 10 = 19)"),
    m("x_m_interval_open", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{\left(-\frac{5}{3}, 3\right)}$.", "an open interval for a closed one"),
    m("x_m_matrix_entry", "A", G_MAT, "wrong", "boxed", MAT.replace("(0, 7)", "(4, 7)").replace("2 \\cdot 1 + (-1) \\cdot 2", "2 \\cdot 1 + 1 \\cdot 2") + r" So the product is $\boxed{\begin{pmatrix} 4 & 7 \\ 6 & 3 \end{pmatrix}}$.", "one entry off (4 for 0, a sign slip)"),
    m("x_m_cpx_sign_slip", "A", G_CPX, "wrong", "boxed", r"$(1 + 2i)(3 - 4i) = 3 - 4i + 6i - 8 = \boxed{-5 + 2i}$", "-5 + 2i (i^2 taken as +1)"),
    m("x_m_ok_slash_box", "B", G_DICE, "correct", "boxed", r"The pairs with sum $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$, so the probability is $\boxed{5/36}$.", "a slash fraction in the box"),
    m("x_m_ok_sqrt52", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{\sqrt{52}}$.", "\\sqrt{52} = 2\\sqrt13"),
    m("x_m_ok_pi_frac", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5}{6}\pi}$.", "5/6 \\pi = 5\\pi/6"),
    m("x_m_ok_27_99", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{27}{99}}$.", "27/99 = 3/11 unsimplified"),
    m("x_m_ok_mixed", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{4\frac{7}{12}}$", "debatable: 4 7/12 = 55/12 written as a LaTeX mixed number", True),
    m("x_m_ok_interval_dfrac", "B", G_INEQ, "correct", "boxed", INEQ + r" So $x \in \boxed{\left[-\dfrac{5}{3}, 3\right]}$.", "\\left[ \\dfrac \\right] interval"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{2i + 11}$", "2i + 11 = 11 + 2i"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" = \boxed{9 - 12x + 4x^2}$", "terms in another order"),
    m("x_m_ok_sqrt72", "B", G_SQRT, "correct", "boxed", r"$\sqrt{12} \cdot \sqrt{6} = \boxed{\sqrt{72}}$", "\\sqrt{72} = 6\\sqrt2 unsimplified"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_neq_box", "A", "106", "no_answer", "boxed", MUF + r"$\boxed{\neq 106}$", "a box holding \\neq gold"),
    g("n_strike_then_other", "A", "62", "wrong", "hash", BIKE + "#### ~~62~~ 55", "the gold struck, 55 after"),
    g("n_annot_wrong", "A", "30000", "wrong", "boxed", SAL + r"$\boxed{30000}$ (this is wrong, I think I double-counted the bonus)", "the model marks its box wrong"),
    g("n_not_the_answer", "A", "18.3", "no_answer", "prose", FRUIT + "So $18.30 is not the answer; I must have misread the prices.", "the gold stated as not the answer, nothing after"),
    g("n_cross_mark", "A", "720", "wrong", "boxed", EGG + r"$\boxed{720}$ ❌", "a cross mark after the box"),
    g("n_strike_bold_nothing", "A", "600", "no_answer", "lastline", TIME + "**Answer: ~~600~~ minutes**", "the gold struck on the bold last line, nothing after"),
    g("n_sign_flipped", "A", "-35", "wrong", "hash", BAL + "The balance is not -35 but 35, since he owes money.\n#### 35", "the gold negated, 35 asserted"),
    g("n_bold_incorrect", "A", "45", "wrong", "boxed", PCT + "$\\boxed{45}$ **(Incorrect — this is the number of seeds, not the percent.)**", "the model marks its box incorrect"),
    g("n_ok_not_other", "B", "106", "correct", "phrase", MUF + "The answer is 106, not 108.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "62", "correct", "hash", BIKE + "#### ~~55~~ 62", "a slip struck, the gold after"),
    g("n_ok_check_mark", "B", "30000", "correct", "boxed", SAL + r"$\boxed{30000}$ ✓", "a check mark after the box"),
    g("n_ok_unit_annot", "B", "18.3", "correct", "boxed", FRUIT + r"$\boxed{18.30}$ (dollars, not cents)", "a unit annotation that confirms"),
    g("n_ok_overdrawn", "B", "-35", "correct", "boxed", BAL + r"$\boxed{-35}$ (he is overdrawn by $35)", "an annotation restating the sign in words"),
    g("n_ok_not_dozens", "B", "720", "correct", "boxed", EGG + r"The shop sells $\boxed{720}$ eggs (not dozens).", "a negation of the other unit"),
    g("n_ok_bold_gloss", "B", "600", "correct", "lastline", TIME + "**Answer: 600 minutes** (that is, 10 hours)", "a bold answer with a gloss in the other unit"),
    g("n_ok_verified", "B", "45", "correct", "boxed", PCT + r"$\boxed{45\%}$ (verified: 0.45 × 60 = 27 ✓)", "a verification annotation"),
    m("n_m_cancel_box", "A", G_COMB, "no_answer", "boxed", COMB + r" = \boxed{\cancel{210}}$", "a cancelled box, nothing else"),
    m("n_m_neq_deg", "A", G_DEG, "no_answer", "boxed", DEG + r"$, so the angle is $\boxed{\neq 144^\circ}$", "a box holding \\neq gold"),
    m("n_m_text_not", "A", G_RAD, "no_answer", "boxed", RAD + r"$, so $\boxed{\text{not } \frac{5\pi}{6}}$.", "a box saying not the gold"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", POLY + r"$, so $\boxed{\sout{4x^2 - 12x + 9}\ 4x^2 - 6x + 9}$", "the gold struck, a wrong polynomial after"),
    m("n_m_annot_incorrect", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(2, 3)}$ — this is incorrect; the pair should be $\boxed{(3, 2)}$.", "the model marks (2, 3) incorrect and boxes (3, 2)"),
    m("n_m_question_mark", "A", G_FUNC, "no_answer", "boxed", r"$f(-2) = 3(-2)^2 - 2(-2) + 1 = \boxed{?}$", "a box holding only ?"),
    m("n_m_excluded_value", "A", G_DOM, "wrong", "boxed", DOM + r" The domain is all $x \ge 3$ except $\boxed{5}$.", "the box holds the excluded value 5, not the domain"),
    m("n_m_notin_complement", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $\boxed{x \notin \left[-\frac{5}{3}, 3\right]}$.", "a \\notin in the box states the complement"),
    m("n_m_ok_factor_note", "B", G_SQRT, "correct", "boxed", SQRT + r" = \sqrt{36}\cdot\sqrt{2} = \boxed{6\sqrt{2}}$ (simplified: $36$ is the largest square factor of $72$)", "a harmless annotation after the box"),
    m("n_m_ok_neq_condition", "B", G_DOM, "correct", "boxed", DOM + r" So the domain is $\boxed{x \ge 3,\ x \ne 5}$.", "x >= 3, x != 5: the same set written as conditions"),
    m("n_m_ok_not_radians", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{144^\circ}$ (in degrees, not radians).", "an annotation naming the unit"),
    m("n_m_ok_strike_in_box", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{\sout{5040}\ 210}$", "a wrong value struck inside the box, the gold after"),
    m("n_m_ok_not_conjugate", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{11 + 2i}$ (not the conjugate $11 - 2i$)", "the conjugate negated after the box"),
    m("n_m_ok_base_note", "B", G_B3, "correct", "boxed", B3 + r" $\boxed{1202_3}$ (a base-3 numeral, not one thousand two hundred two)", "a base annotation"),
    m("n_m_ok_check_after", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(2, 3)}$ ✓ (check: $2 + 9 = 11$, $4 - 3 = 1$)", "a check mark and check after the box"),
    m("n_m_ok_not_f2", "B", G_FUNC, "correct", "boxed", FUNC + r" = \boxed{17}$ (note: not $f(2) = 9$)", "another value negated after the box"),

    # ================================================================ 5. units / restated in other words (u_)
    g("u_box_hours_for_minutes", "A", "600", "wrong", "boxed", TIME + "That is 600 / 60 = 10 hours.\nShe practices $\\boxed{10}$ hours.", "minutes asked; the box holds 10 (hours)"),
    g("u_box_minutes_for_hours", "A", "9", "wrong", "boxed", HRS_MIN + "She reads $\\boxed{540}$ minutes in total.", "hours asked; the box holds 540 (minutes)"),
    g("u_dozen_multiplied", "A", "720", "wrong", "prose", EGG + "The shop sells 720 dozen eggs.", "720 dozen = 8640, not 720"),
    g("u_cents_as_dollars", "A", "230", "wrong", "boxed", CENT + "That is $2.30.\nThe total is $\\boxed{2.30}$ dollars.", "cents asked; the box holds 2.30 (dollars)"),
    g("u_percent_of_count", "A", "45", "wrong", "phrase", PCT + "45% of 60 is 27 seeds.\nSo the answer is 27.", "the final value stated is 27, the count"),
    g("u_fewer", "A", "106", "wrong", "prose", MUF + "So Nora has 38 fewer muffins than she baked.", "38 fewer: the difference, stated last"),
    g("u_more", "A", "62", "wrong", "prose", BIKE + "So she rode 8 more miles in the first part than in the second.", "8 more: a difference (35 - 27), stated last"),
    g("u_per_month", "A", "30000", "wrong", "boxed", SAL + "That averages 30000 / 12 = 2500 dollars a month.\n$\\boxed{2500}$ per month", "the per-month value last"),
    g("u_checks_total", "A", "-35", "wrong", "boxed", BAL + "He wrote checks for $\\boxed{120}$ dollars in total.", "the checks' total, not the balance"),
    g("u_ok_restate_hours", "B", "600", "correct", "boxed", TIME + "$\\boxed{600}$ minutes, which is 10 hours.", "the box holds the minutes asked; the hours are a restatement"),
    g("u_ok_box_minutes_then_hours", "B", "9", "correct", "boxed", HRS_MIN + "She reads $\\boxed{540 \\text{ minutes}}$, i.e. 9 hours.", "debatable: hours asked; the box holds 540 minutes, the restatement after it the 9 hours asked", True),
    g("u_ok_box_dozen_then_eggs", "B", "720", "correct", "boxed", "15 dozen a day for 4 days is 15 * 4 = 60 dozen.\nThe shop sells $\\boxed{60}$ dozen, i.e. 60 * 12 = 720 eggs.", "debatable: eggs asked; the box holds 60 (dozen), the restatement after it 720 eggs", True),
    g("u_ok_thousand_word", "B", "30000", "correct", "prose", SAL + "He earns $30 thousand in total.", "'30 thousand' = 30000"),
    g("u_ok_dollar_in_box", "B", "18.3", "correct", "boxed", FRUIT + "She pays $\\boxed{\\$18.30}$.", "an escaped dollar sign inside the box"),
    g("u_ok_cents_then_dollars", "B", "230", "correct", "boxed", CENT + "$\\boxed{230}$ cents, or $2.30.", "the cents asked in the box, restated in dollars"),
    g("u_ok_percent_word", "B", "45", "correct", "prose", PCT + "So 45 percent of the seeds sprouted.", "the word percent in a closing sentence"),
    g("u_ok_text_eggs", "B", "720", "correct", "boxed", EGG + "$\\boxed{720 \\text{ eggs}}$", "\\text unit in the box"),
    g("u_ok_miles_trailing", "B", "62", "correct", "boxed", BIKE + "She rides $\\boxed{62}$ miles in total, which is 35 + 27.", "trailing words after the box"),
    m("u_m_degrees_word_for_rad", "A", G_RAD, "wrong", "boxed", "The angle is already given in degrees: $\\boxed{150 \\text{ degrees}}$.", "degrees where radians are asked"),
    m("u_m_radians_for_degrees", "A", G_DEG, "wrong", "boxed", DEG + r" = 144^\circ = \frac{4\pi}{5}$, so the answer is $\boxed{\frac{4\pi}{5}}$.", "debatable: radians where the gold is 144 degrees; degrees are not radians", True),
    m("u_m_exterior", "A", G_DEG, "wrong", "boxed", DEG + r" = 144^\circ$, and each exterior angle is $\boxed{36^\circ}$.", "the exterior angle, boxed last"),
    m("u_m_square_units", "A", G_DIST, "wrong", "boxed", DIST + r"$, so the squared distance is $\boxed{52 \text{ units}^2}$.", "the squared distance"),
    m("u_m_percent_rounded", "A", G_DICE, "wrong", "boxed", DICE + r" \approx \boxed{13.9\%}$", "13.9% for 5/36: a rounded percent"),
    m("u_m_base_reversed", "A", G_B3, "wrong", "boxed", B3.replace("from last to first", "from first to last") + r" $47 = \boxed{2021_3}$.", "remainders read in the wrong order: 2021_3 = 61"),
    m("u_m_ordered", "A", G_COMB, "wrong", "boxed", r"$10 \cdot 9 \cdot 8 \cdot 7 = \boxed{5040 \text{ arrangements}}$", "ordered selections, not the combinations asked"),
    m("u_m_percent_repeating", "A", G_REP, "wrong", "boxed", REP + r" = \frac{3}{11} \approx \boxed{27.27\%}$", "a rounded percent for 3/11"),
    m("u_m_one_coordinate", "A", G_MID, "wrong", "boxed", MID + r" = (1, 3)$. The $x$-coordinate of the midpoint is $\boxed{1}$.", "only the x-coordinate"),
    m("u_m_ok_degrees_word", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{144 \text{ degrees}}$", "the word degrees in the box"),
    m("u_m_ok_rad_word", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5\pi}{6} \text{ rad}}$", "rad after the value"),
    m("u_m_ok_units_outside", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{13}}$ units", "a unit word after the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "prose", COMB + " = 210$. So there are 210 ways to choose the 4 books.", "a unit noun after the number in a closing sentence"),
    m("u_m_ok_base_no_subscript", "B", G_B3, "correct", "boxed", B3 + r" $47$ in base $3$ is $\boxed{1202}$.", "1202 for 1202_3: the base stated in words (README: 4210 for 4210_5 is correct)"),
    m("u_m_ok_unicode_degree", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{144°}$", "a Unicode degree sign in the box"),
    m("u_m_ok_prob_percent_gloss", "B", G_DICE, "correct", "boxed", DICE + r" = \boxed{\frac{5}{36}}$, or about $13.9\%$.", "the boxed exact value, then an approximate percent gloss"),
    m("u_m_ok_x_equals_list", "B", G_SET, "correct", "boxed", SET + r" $\boxed{x = -2, 0, 2}$", "x = list in the box"),
    m("u_m_ok_midpoint_words", "B", G_MID, "correct", "boxed", MID + r" = \boxed{(1, 3)}$ is the midpoint.", "trailing words after the box"),

    # ================================================================ 6. retractions and trailing checks (r_)
    g("r_wait_after_hash", "A", "106", "wrong", "hash", MUF + "#### 106\n\nWait, she also ate 2 herself, so 106 - 2 = 104.\n#### 104", "Wait: a new #### 104 last"),
    g("r_hmm_actually_avg", "A", "62", "wrong", "boxed", BIKE + "$\\boxed{62}$\n\nHmm, actually, I think the question wants her average speed: 62 / 4 = 15.5.\n\n$\\boxed{15.5}$", "Hmm, actually: a second box 15.5"),
    g("r_recompute_slip", "A", "30000", "wrong", "phrase", SAL + "So $30,000.\n\nLet me recompute: 12 * 2350 = 26,200, plus 1,800 is 28,000.\n\nThe answer is $28,000.", "a recompute with a slip replaces the gold"),
    g("r_made_error", "A", "18.3", "wrong", "lastline", FRUIT + "$\\boxed{18.30}$\n\nI made an error: she bought 4 pounds of pears, so 4 * 2.40 = 9.60 and 11.10 + 9.60 = 20.70.\n\n**Final Answer:** $20.70", "I made an error: 20.70 last (misread 4 pounds)"),
    g("r_final_block_then_wait", "A", "720", "wrong", "boxed", EGG_LONG + "The shop sells 720 eggs.\n\n" + r1final("720") + "\n\nWait, the shop is closed one of the 4 days, so 180 * 3 = 540.\n\n" + r1final("540"), "a second Final Answer block after a Wait: 540"),
    g("r_oops_complement", "A", "45", "wrong", "hash", PCT + "#### 45\n\nOops, the question asks what percent did NOT sprout: 100 - 45 = 55.\n#### 55", "Oops: a misread question, #### 55 last"),
    g("r_no_wait_zero", "A", "-35", "wrong", "hash", BAL + "#### -35\n\nNo wait, a balance can't be negative, so it's $0.\n#### 0", "No wait: 0 last"),
    g("r_correction_slip", "A", "9", "wrong", "hash", HRS + "#### 9\n\nCorrection: 45 * 12 = 560 minutes, which is 560 / 60 = 9.33 hours.\n#### 9.33", "a correction with a slip (45 * 12 is 540): 9.33 last"),
    g("r_llama_recheck_changes", "A", "230", "wrong", "boxed", llama(("Pencils", "4 * 35 = 140 cents."), ("Erasers", "2 * 45 = 90 cents."), ("Re-check", "Wait, the erasers cost 54 cents each, so 2 * 54 = 108. Total 140 + 108 = 248.")) + LLAMA_END.format("248"), "a Llama re-check that changes the value (misread 54)"),
    g("r_ok_wait_verify", "B", "106", "correct", "hash", MUF + "#### 106\n\nWait, let me double-check: 106 + 38 = 144 ✓", "a Wait that verifies"),
    g("r_ok_hmm_back_to_total", "B", "62", "correct", "boxed", BIKE + "Her average speed is 62 / 4 = 15.5 mph, so $\\boxed{15.5}$.\n\nHmm, actually the question asks for the total distance, not the average speed. So the answer is $\\boxed{62}$.", "Hmm, actually: a correction to the gold"),
    g("r_ok_recompute_bonus", "B", "30000", "correct", "hash", SAL_NOB + "So he earns $28,200.\n\nLet me recompute — I forgot the bonus: 28,200 + 1,800 = 30,000.\n#### 30000", "Let me recompute: the gold last"),
    g("r_ok_error_fixed", "B", "18.3", "correct", "boxed", "6 * 1.85 = 11.10 and 3 * 2.40 = 7.20, so 11.10 + 7.20 = 17.30.\n\nI made an error in the addition: 11.10 + 7.20 = 18.30.\n\nShe pays $\\boxed{18.30}$ dollars.", "I made an error: the gold last"),
    g("r_ok_long_think_final", "B", "720", "correct", "boxed", EGG_LONG + "In 4 days the shop sells 180 * 4 = 720 eggs.\n\n" + r1final("720"), "candidates 60 and 540 in the thinking; the final block 720"),
    g("r_ok_verify_after_box", "B", "600", "correct", "boxed", TIME + "$\\boxed{600}$\n\nLet me verify: 600 / 6 = 100 minutes = 1 hour 40 minutes ✓", "Let me verify after the box"),
    g("r_ok_oops_to_gold", "B", "45", "correct", "phrase", "33 of 60 did not sprout, so 55% ... Oops, that's the share that didn't sprout. 27 / 60 = 0.45, so the answer is 45%.", "Oops: the gold last"),
    g("r_ok_no_wait_gold", "B", "-35", "correct", "hash", "So his balance is $35. No wait, 85 - 120 is negative: -35.\n#### -35", "No wait: the gold last"),
    g("r_ok_llama_recheck", "B", "230", "correct", "boxed", llama(("Pencils", "4 * 35 = 140 cents."), ("Erasers", "2 * 45 = 90 cents."), ("Re-check", "Wait, are the erasers 45 or 54 cents? The problem says 45, so 140 + 90 = 230 stays.")) + LLAMA_END.format("230"), "a Llama re-check that keeps the value"),
    m("r_m_actually_perm", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{210}$" + "\n\nActually, the books are placed in order on the shelf, so order matters: $10 \\cdot 9 \\cdot 8 \\cdot 7 = \\boxed{5040}$.", "Actually: a later box 5040"),
    m("r_m_wait_sign", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{11 + 2i}$" + "\n\nWait, $-8i^2 = -8$, so it is $3 + 2i - 8 = \\boxed{-5 + 2i}$.", "a mistaken Wait correction, stated last"),
    m("r_m_scratch_interval", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{[-\frac{5}{3}, 3]}$. Scratch that, the inequality is strict: $\boxed{(-\frac{5}{3}, 3)}$.", "Scratch that: open interval last"),
    m("r_m_think_retract_tag", "A", G_REP, "wrong", "tag", th(REP + r" = \frac{3}{11}$." + "\nWait, maybe the bar is only over the 7? Then x = 0.2777... = 25/90 = 5/18.\n") + r"<answer>\frac{5}{18}</answer>", "a second reading in the thinking; the tag says 5/18"),
    m("r_m_qwen_then_redo", "A", G_DIST, "wrong", "boxed", DIST + r" = 2\sqrt{13}$." + "\n" + QWEN_END.format(r"2\sqrt{13}") + "\n\nHmm, I used the wrong point; with $(4, 1)$: $\\sqrt{36 + 4} = \\boxed{2\\sqrt{10}}$.", "a redo after Qwen's closing line"),
    m("r_m_recompute_base", "A", G_B3, "wrong", "boxed", B3 + r" $\boxed{1202_3}$." + "\n\nLet me recompute by reading the remainders in the order found: $2, 0, 2, 1$, so $47 = \\boxed{2021_3}$.", "Let me recompute: the reversed numeral last"),
    m("r_m_made_error_set", "A", G_SET, "wrong", "boxed", SET + r" $\boxed{-2, 0, 2}$" + "\n\nI made an error: we may not divide by $x$, so $x = 0$ must be excluded. The solutions are $\\boxed{-2, 2}$.", "a false correction dropping 0, last"),
    m("r_m_minerva_second", "A", G_POLY, "wrong", "phrase", POLY + " = 4x^2 - 12x + 9$.\n" + MINERVA.format("$4x^2 - 12x + 9$") + "\n\nOn second thought, the middle term is $-2 \\cdot 2x \\cdot 3 / 2$: " + MINERVA.format("$4x^2 - 6x + 9$"), "a second Minerva line with another polynomial"),
    m("r_m_final_block_then_exterior", "A", G_DEG, "wrong", "boxed", DEG_LONG + "Each interior angle is $144^\\circ$.\n\n" + r1final("144") + "\n\nHmm, wait, I think the problem asks for the exterior angle: $180^\\circ - 144^\\circ = 36^\\circ$.\n\n" + r1final("36"), "a second Final Answer block 36"),
    m("r_m_ok_wait_to_gold", "B", G_CPX, "correct", "boxed", r"$(1 + 2i)(3 - 4i) = 3 + 2i - 8 = -5 + 2i$. Wait, $-8i^2 = +8$, so it is $3 + 2i + 8 = \boxed{11 + 2i}$.", "a Wait correction to the gold"),
    m("r_m_ok_verify_decimal", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{3}{11}}$." + "\n\nVerification: $\\frac{3}{11} = 0.272727\\ldots$ ✓", "a decimal verification after the box"),
    m("r_m_ok_recompute", "B", G_COMB, "correct", "boxed", COMB + r" = 220$. Let me recompute: $24 \cdot 210 = 5040$, so $\frac{5040}{24} = \boxed{210}$.", "Let me recompute: the gold last"),
    m("r_m_ok_second_box_same", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(2, 3)}$" + "\n\nLet me double check: $2 + 3 \\cdot 3 = 11$ and $2 \\cdot 2 - 3 = 1$. So the answer is $\\boxed{(2,3)}$.", "a second box agreeing"),
    m("r_m_ok_qwen_matrix", "B", G_MAT, "correct", "boxed", qwen("To multiply the matrices, take row-by-column dot products.", ("Row 1", "$(2 - 2, 8 - 1) = (0, 7)$"), ("Row 2", "$(0 + 6, 0 + 3) = (6, 3)$")) + QWEN_END.format(G_MAT), "Qwen steps and closing line with a matrix"),
    m("r_m_ok_error_roots", "B", G_ROOTS, "correct", "boxed", r"$2x^2 + x - 6 = (2x + 3)(x - 2)$, so $x = -\frac{3}{2}$ or $x = 2$. I made an error in the factoring: $(2x + 3)(x - 2) = 2x^2 - x - 6$. Correctly, $(2x - 3)(x + 2) = 2x^2 + x - 6$, so $x = \boxed{\frac{3}{2}, -2}$.", "I made an error: the right roots last, in another order"),
    m("r_m_ok_long_think_domain", "B", G_DOM, "correct", "boxed", DOM_LONG + "The domain is $[3, 5) \\cup (5, \\infty)$.\n\n" + r1final(r"[3,5) \cup (5,\infty)"), "the candidate [3, infinity) in the thinking; the final block the gold"),
    m("r_m_ok_hmm_mixed", "B", G_MIX, "correct", "boxed", MIX + r"$. Hmm, let me recheck the common denominator: $12$ works for $4$ and $6$, so $\boxed{\frac{55}{12}}$.", "Hmm: a recheck that keeps the value"),
    m("r_m_ok_minerva_pleasantry", "B", G_FUNC, "correct", "phrase", FUNC + " = 17$.\n" + MINERVA.format("$17$") + "\n\nLet me know if you'd like me to graph $f$!", "Minerva line then a pleasantry"),

    # ================================================================ 7. invented turns / quoted / hypothetical (q_)
    g("q_im_user_gold", "A", "106", "wrong", "hash", MUF_SLIP + "#### 108" + IM_USER + "I think it should be 106 because 38 were given away.", "the gold only in an invented user turn; the model's answer is 108"),
    g("q_user_colon_assistant", "A", "62", "wrong", "phrase", "Her average speed is 62 / 4 = 15.5 mph.\nThe answer is 15.5.\n\nUser: Thanks! And the total distance is 62 miles, right?\nAssistant: Yes, 62 miles.", "the answer to the posed question is 15.5; 62 only in an invented User/Assistant exchange"),
    g("q_human_turn", "A", "30000", "wrong", "hash", SAL_NOB + "#### 28200\n\nHuman: What if we add the bonus?\n\nAssistant: Then it is 28200 + 1800 = 30000.\n#### 30000", "the answer is 28200; the gold only after an invented Human turn"),
    g("q_answer_key_says", "A", "18.3", "wrong", "hash", "The answer key says $18.30, but I get 11.10 + 6.20 = 17.30.\n#### 17.30", "the gold only reported; own answer 17.30"),
    g("q_hypothetical_only", "A", "720", "no_answer", "none", "If the shop sold 15 dozen every day for 4 days, it would sell 720 eggs, but the problem doesn't say it is open every day, so I can't determine the answer.", "a hypothetical then a refusal"),
    g("q_eot_user_gold", "A", "600", "wrong", "boxed", TIME + "That is 10 hours, so $\\boxed{10}$." + EOT_USER + "Shouldn't it be 600 minutes?", "minutes asked; the box says 10; 600 only in an invented Llama user turn"),
    g("q_self_set_problem", "A", "45", "wrong", "hash", "33 of the 60 seeds did not sprout: 33 / 60 * 100 = 55.\n#### 55\n\nPractice problem: what percent of the seeds sprouted? (Answer: 45%)", "a self-set practice problem holds the gold; the answer given is 55"),
    g("q_ok_im_after", "B", "106", "correct", "hash", MUF + "#### 106" + IM_USER + "Can you do one with cupcakes?\n#### 42", "an invented user turn with another #### after the answer"),
    g("q_ok_user_after", "B", "62", "correct", "phrase", BIKE + "The answer is 62.\n\nUser: What is her average speed?\nAssistant: 15.5 mph.", "an invented User/Assistant exchange after the answer"),
    g("q_ok_human_after", "B", "30000", "correct", "hash", SAL + "#### 30000\n\nHuman: What if he had no bonus?\n\nAssistant: Then it would be $28,200.", "an invented Human turn after the answer"),
    g("q_ok_first_guess", "B", "18.3", "correct", "phrase", "My first guess was $17.30, but 11.10 + 7.20 = 18.30.\nThe answer is $18.30.", "a reported first guess, then the gold"),
    g("q_ok_quoted_problem", "B", "720", "correct", "hash", '> "A shop sells 15 dozen eggs every day. How many eggs does it sell in 4 days?"\n\n' + EGG + "#### 720", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "9", "correct", "hash", HRS + "#### 9\n\nIf she read 60 minutes a day instead, it would be 12 hours.", "a hypothetical after the committed answer"),
    g("q_ok_tag_then_im", "B", "-35", "correct", "tag", th(BAL) + "<answer>-35</answer>" + IM_USER + "Next question: what if he deposits $50?", "an invented ChatML user turn after the tag"),
    m("q_m_invented_assistant", "A", G_COMB, "wrong", "boxed", r"$10 \cdot 9 \cdot 8 \cdot 7 = \boxed{5040}$" + IM_USER + "Isn't it 210 since order doesn't matter?" + IM_ASSIST + "You're right, it is $\\boxed{210}$.", "the answer to the posed question is 5040; the gold only in an invented assistant turn after an invented user turn"),
    m("q_m_book_says", "A", G_DIST, "wrong", "boxed", r"The book's answer is $2\sqrt{13}$, but I get $\sqrt{36 + 4} = \boxed{2\sqrt{10}}$.", "the gold only reported; own answer 2\\sqrt10"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product is $11 + 2i$; then its modulus would be $\sqrt{125} = 5\sqrt{5}$. I would need to check this.", "only a supposition"),
    m("q_m_user_colon_radians", "A", G_RAD, "wrong", "boxed", r"The angle is $\boxed{150^\circ}$." + "\n\nUser: In radians please.\nAssistant: $\\boxed{\\frac{5\\pi}{6}}$", "degrees boxed; the radian value only in an invented turn"),
    m("q_m_cut_after_quote", "A", G_POLY, "no_answer", "none", r'The problem asks: "Expand $(2x - 3)^2$." Using $(a - b)^2 = a^2 - 2ab + b^2$ with $a = 2x$ and $b = 3$, we get', "cut at the token cap before any answer"),
    m("q_m_part_b_product", "A", G_ROOTS, "wrong", "boxed", r"(a) The roots of $2x^2 + x - 6 = 0$ are $-2$ and $\frac{3}{2}$." + "\n" + r"(b) Their product is $-2 \cdot \frac{3}{2} = \boxed{-3}$.", "the roots in part (a) of a self-made split; the box states the product"),
    m("q_m_human_next_problem", "A", G_MAT, "wrong", "boxed", r"The product is $\boxed{\begin{pmatrix} 2 & 7 \\ 6 & 3 \end{pmatrix}}$." + "\n\nHuman: Check row 1 again: it should be $\\begin{pmatrix} 0 & 7 \\\\ 6 & 3 \\end{pmatrix}$.", "a wrong matrix boxed; the gold only in an invented Human turn"),
    m("q_m_ok_im_after", "B", G_DICE, "correct", "boxed", DICE + r" = \boxed{\frac{5}{36}}$." + IM_USER + "What about a sum of 7?", "an invented user turn after the box"),
    m("q_m_ok_problem_quote", "B", G_INEQ, "correct", "boxed", r"> Solve $|3x - 2| \le 7$." + "\n\n" + INEQ + r" So $x \in \boxed{[-\frac{5}{3}, 3]}$.", "the problem quoted"),
    m("q_m_ok_reported_mistake", "B", G_REP, "correct", "boxed", r"A common mistake is to write $\frac{27}{100}$. Instead: " + REP + r" = \boxed{\frac{3}{11}}$.", "a reported wrong value, then the gold"),
    m("q_m_ok_suppose_refuted", "B", G_SYS, "correct", "boxed", r"Suppose $(x, y) = (3, 2)$: then $x + 3y = 9 \ne 11$, so no. " + SYS + r" $\boxed{(2, 3)}$", "a supposition refuted, then the box"),
    m("q_m_ok_user_after", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{144}$" + "\n\nUser: and the exterior angle?\nAssistant: $36^\\circ$.", "an invented User/Assistant exchange after the box"),
    m("q_m_ok_final_block_offer", "B", G_MAT, "correct", "boxed", MAT + "\n\n" + r1final(G_MAT) + "\n\nIf you'd like, I can also compute $BA$.", "an R1 Final Answer block then an offer"),
    m("q_m_ok_eot_after", "B", G_FUNC, "correct", "boxed", FUNC + r" = \boxed{17}$" + EOT_USER + "What is $f(2)$?", "an invented Llama user turn after the box"),

    # ================================================================ 8. token-cap cuts and bad input (b_)
    g("b_cut_in_think", "A", "62", "no_answer", "none", "<think>\nOkay, first part: 2.5 hours at 14 mph, that's 35 miles. Second part: 1.5 hours at 18 mph, that's 27 miles. So 35 plus", "cut at the token cap inside the thinking"),
    g("b_cut_mid_number", "A", "30000", "no_answer", "none", SAL_NOB + "Adding the bonus, the total is $30,", "cut at the token cap inside the number ('$30,')"),
    g("b_loop_cut", "A", "106", "no_answer", "none", "Nora has 9 boxes of 16 muffins. " + "She gives away 38 muffins. Then she counts the muffins again. " * 1200, "a repetition loop cut at the token cap (~70 KB), no answer"),
    g("b_nul_in_answer", "A", "18.3", "no_answer", "hash", FRUIT + "#### 18.3\x00", "a NUL after the #### value: bad input (NUL rule) -> no_answer"),
    g("b_cut_after_subtotal", "A", "720", "no_answer", "none", "15 * 12 = <<15*12=180>>180 eggs a day.\nSo in 4 days the shop sells", "cut at the token cap after the per-day subtotal"),
    g("b_ok_crlf", "B", "600", "correct", "hash", (TIME + "#### 600").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "45", "correct", "hash", "\ufeff" + PCT + "#### 45", "a BOM first"),
    g("b_ok_huge_think", "B", "-35", "correct", "tag", HUGE_BAL + "<answer>-35</answer>", "a ~100 KB think block, then the gold in the tag"),
    g("b_ok_nbsp", "B", "30000", "correct", "hash", SAL + "####\u00a030000", "a no-break space after ####"),
    g("b_ok_zero_width_after", "B", "106", "correct", "hash", MUF + "#### 106\u200b", "a zero-width space after the value"),
    m("b_m_cut_in_box", "A", G_MAT, "no_answer", "none", MAT + r" So $\boxed{\begin{pmatrix} 0 & 7 \\", "cut at the token cap inside the box"),
    m("b_m_cut_think_candidates", "A", G_DOM, "no_answer", "none", "<think>\nThe square root needs x - 3 >= 0, so x >= 3. So the domain might be [3, infinity).\n\nBut wait, there's also 1/(x - 5), so x can't be 5. So maybe [3, 5) union (5,", "cut at the token cap inside the thinking, with candidates"),
    m("b_m_empty_box", "A", G_SET, "no_answer", "boxed", SET + r" $\boxed{}$", "an empty box"),
    m("b_m_nul_box", "A", G_COMB, "no_answer", "boxed", COMB + r" = \boxed{21" + "\x00" + "0}$", "a NUL inside the box: bad input (NUL rule)"),
    m("b_m_loop_cut", "A", G_POLY, "no_answer", "none", r"$(2x - 3)^2 = $" + r" $(2x - 3)(2x - 3) = $" * 3000, "a ~70 KB repeated equation with no end, cut at the token cap"),
    m("b_m_ok_crlf", "B", G_INEQ, "correct", "boxed", (INEQ + "\n\nSo the solution set is $\\boxed{[-\\frac{5}{3}, 3]}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_gold_dollar", "B", r"$2\sqrt{13}$", "correct", "boxed", DIST + r" = \boxed{2\sqrt{13}}$", "a gold in dollar signs"),
    m("b_m_ok_huge_think", "B", G_ROOTS, "correct", "tag", HUGE_ROOTS + r"<answer>-2, \frac{3}{2}</answer>", "a ~90 KB think block, then the tag with both roots"),
    m("b_m_ok_plain_bold", "B", G_DICE, "correct", "prose", "5 of the 36 outcomes give a sum of 8.\n\nThe probability is **5/36**.", "a plain-text slash fraction in bold"),
    m("b_m_ok_trailing_whitespace", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{11 + 2i}$" + "\n\n   \n\t\n", "trailing blank lines and a tab after the box"),
]
# fmt: on

DECISIONS = {
    "h_hash_positive_debt": (
        "reject",
        "the marked #### value is 35; the balance asked is -35 and 'in debt' in the sentence does not change the marked value",
    ),
    "x_m_ok_mixed": (
        "accept",
        "4\\frac{7}{12} is the mixed number 4 7/12 = 55/12, an honest notation",
    ),
    "u_ok_box_minutes_then_hours": (
        "accept",
        "the box holds the same quantity in another unit and the restatement after it is the quantity asked (9 hours); decided by the quantity asked",
    ),
    "u_ok_box_dozen_then_eggs": (
        "accept",
        "the box holds 60 dozen and the restatement after it is the quantity asked (720 eggs); decided by the quantity asked",
    ),
    "u_m_radians_for_degrees": (
        "reject",
        "the gold is 144 (degrees); 4\\pi/5 is a radian measure: degrees are not radians",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam134", CASES, [], DECISIONS)
