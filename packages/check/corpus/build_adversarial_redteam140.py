r"""Build adversarial_redteam140.jsonl: round 140 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam140"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other red-team builder than rounds 136 to 139, and WITHOUT running the checker, math-verify,
sympy or any grader on the probes. Handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py to build_adversarial_redteam139.py (structure, docstring, label
conventions, DECISIONS; their probe ids read to AVOID their shapes) were read; no probe of theirs is
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
`\text{}`, `\dfrac`, `^\circ`, "x = 3", "= 3", `\$18.00`). Shapes leaned on more than in rounds
136-139: answers in markdown tables / headings / blockquotes, `\text{}` wrapping the whole answer,
`\(...\)` inline math in tags, "Answer:" lines after a box, self-checks that quote other values,
tags repeated, think blocks that close and reopen, the gold quoted from the problem statement.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 9 packs of 12 pencils, 75 handed out -> 33 (108 - 75; subtotal 108; slip 43); 2.5 h cycling
at 18 km/h + 4 km walk -> 49 (45 + 4; cycling only 45); $2,350 a month, 20 % saved, a year ->
5640 (470 a month; 470 * 12; per month 470; spent 1880 a month); 3 pizzas at $12.75 + $4.50 tip ->
42.75 (38.25 + 4.50; change from $50: 7.25; rounded 43); 5 dozen eggs a week for 3 weeks, EGGS asked
-> 180 (60 a week; 15 dozen); 3 films of 1 h 50 min, MINUTES asked -> 330 (110 * 3; 5.5 hours);
25 min a day for 30 days, HOURS asked -> 12.5 (750 minutes; / 60; / 100 slip 7.5); 27 of 45 shots,
percent asked -> 60 (0.6; missed 40); diver at -15 m rises 8 m then descends 9 m -> -16 (-15 + 8 =
-7; -7 - 9 = -16; 16 positive); 4 pencils at 35 cents + 2 erasers at 60 cents, CENTS asked -> 260
(140 + 120; $2.60); warehouse 4,250 boxes + 6 shipments of 320 - 1,875 shipped -> 4295 (1920; 6170;
6170 - 1875 = 4295); Tom has 3 times Sam's marbles, 84 together, Tom's asked -> 63 (Sam 21).
MATH: two dice sum 8 -> 5/36 (5 outcomes of 36; 0.13888...); hypotenuse of legs 4 and 6 ->
2\sqrt{13} (\sqrt{52}; ~7.2111); x^2 - x - 6 < 0 -> (-2, 3) ((x - 3)(x + 2)); 2x^2 + x - 6 = 0 ->
-2, 3/2 ((2x - 3)(x + 2)); (1 + 2i)^2 -> -3 + 4i (1 + 4i + 4i^2; slip 5 + 4i); 135 degrees ->
3\pi/4 (~2.3562); inverse of [[2, 1], [5, 3]] -> [[3, -1], [-5, 2]] (det 6 - 5 = 1; adjugate);
interior angle of a regular pentagon -> 108 (540 / 5; exterior 72; 3\pi/5 rad); 100 in base 6 ->
244_6 (2*36 + 4*6 + 4 = 100; reversed 442_6 = 144 + 24 + 2 = 170); 2 3/4 + 1 5/6 -> 55/12 (33/12 +
22/12 = 4 7/12; slip 4 5/12); x^3 - x^2 - 4x + 4 = 0 -> -2, 1, 2 ((x - 1)(x^2 - 4)); (x - 3)(2x + 5)
-> 2x^2 - x - 15 (5x - 6x; slip 2x^2 + x - 15); x + y = 10, x - y = 4 -> (7, 3); 0.\overline{45} ->
5/11 (45/99); C(10, 4) -> 210 (5040 / 24; ordered 5040); \sqrt{50} + \sqrt{8} -> 7\sqrt{2} (5\sqrt2 +
2\sqrt2; ~9.8995; \sqrt{58} slip); f(x) = x^2 - 4x + 1 at -2 -> 13 (4 + 8 + 1; f(2) = -3); domain
of 1/\sqrt{5 - x} -> (-\infty, 5) (closed at 5 is wrong); \log_2 64 -> 6; slope through (2, 5) and
(6, -3) -> -2 (-8/4; reciprocal -1/2); 2 + 5 + ... + 32 -> 187 (11 terms; 11 * 34 / 2; 10 terms
170); midpoint of (-3, 4) and (5, -2) -> (1, 1); x^2 >= 9 -> (-\infty, -3] \cup [3, \infty).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, quoted / reported / hypothetical values, `b_` token-cap cuts, loops and bad input (NUL,
CRLF, BOM, end-of-text tokens, huge think blocks). `_m_` after the prefix marks a MATH probe, `_ok_`
kind B. Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 136-139): the LAST final answer counts; a right answer
in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ", `\dfrac`,
`bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its subscript, an
unreduced fraction equal to the gold, a mixed number equal to the gold) is correct; another quantity
(a subtotal, the per-month value, the other unit than the one asked, the change instead of the cost,
the exterior angle, one coordinate, one root) is wrong; an answer tag's content is the final answer
(a sentence or equation in it is read for the value it states; two values in it are a hedge ->
wrong); a decimal for an exact irrational / repeating / fractional MATH gold is wrong; a rounded
GSM8K value is wrong; degrees are not radians; a percent gold accepts "60%" and "60 percent", but
0.6% is another value; a hedge or two
different final answers is wrong; no final answer (cut at the token cap, an empty or placeholder
tag, a negated gold with nothing after, a supposition, a refusal) is no_answer; a value the model
marks wrong is wrong; an explicit correction after the answer ("Wait", "Hmm, actually", "Let me
recompute", "I made an error") makes the new value final, even when the correction is a slip; a
check, verification, offer or pleasantry after a committed answer does not replace it; text in an
invented next turn (`User:`, `Human:`, ChatML, Llama header) does not count; an end-of-text token
after the answer is not part of it; an answer restated after its box as the same quantity in other
words keeps the box's value when the box holds the quantity asked; a NUL anywhere makes the pair bad
input -> kind A, truth no_answer. Debatable probes carry `debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam140.py  (writes adversarial_redteam140.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

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
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
# pencils: gold 33 (9*12 = 108; 108 - 75)
PEN = "9 packs of 12 pencils is 9 * 12 = <<9*12=108>>108 pencils.\nAfter handing out 75, the teacher has 108 - 75 = <<108-75=33>>33 pencils.\n"
PEN_SLIP = "9 packs of 12 pencils is 9 * 12 = <<9*12=108>>108 pencils.\nAfter handing out 75, the teacher has 108 - 75 = 43 pencils.\n"
# trip: gold 49 (18*2.5 = 45; + 4)
TRIP_BIKE = "Cycling for 2.5 hours at 18 km/h covers 18 * 2.5 = <<18*2.5=45>>45 km.\n"
TRIP = TRIP_BIKE + "Then she walks 4 km, so the total distance is 45 + 4 = <<45+4=49>>49 km.\n"
# savings: gold 5640 (2350*0.2 = 470 a month; *12)
SAVE_MONTH = (
    "He saves 20% of $2,350, which is 0.20 * 2350 = <<0.20*2350=470>>470 dollars a month.\n"
)
SAVE = SAVE_MONTH + "In a year he saves 470 * 12 = <<470*12=5640>>5,640 dollars.\n"
# pizza: gold 42.75 (3*12.75 = 38.25; + 4.50)
PIZZA = "Three pizzas cost 3 * 12.75 = <<3*12.75=38.25>>38.25 dollars.\nWith the $4.50 tip, the total is 38.25 + 4.50 = <<38.25+4.50=42.75>>42.75 dollars.\n"
# eggs (EGGS asked): gold 180 (5 dozen = 60 a week; *3)
EGGS = "5 dozen eggs is 5 * 12 = <<5*12=60>>60 eggs a week.\nIn 3 weeks the hens lay 60 * 3 = <<60*3=180>>180 eggs.\n"
# films (MINUTES asked): gold 330 (110*3)
FILM = "Each film is 1 hour 50 minutes = 60 + 50 = <<60+50=110>>110 minutes.\nThree films last 110 * 3 = <<110*3=330>>330 minutes.\n"
# practice (HOURS asked): gold 12.5 (25*30 = 750 min; /60)
PRAC_MIN = "She practices 25 minutes a day for 30 days: 25 * 30 = <<25*30=750>>750 minutes.\n"
PRAC = PRAC_MIN + "750 minutes is 750 / 60 = <<750/60=12.5>>12.5 hours.\n"
# shots (percent asked): gold 60 (27/45)
SHOT = "She made 27 of 45 shots, so her percentage is 27 / 45 * 100 = <<27/45*100=60>>60%.\n"
# diver: gold -16 (-15 + 8 = -7; -7 - 9)
DIVE = "The diver starts at -15 m and rises 8 m: -15 + 8 = <<-15+8=-7>>-7 m.\nThen she descends 9 m: -7 - 9 = <<-7-9=-16>>-16 m.\n"
# school supplies (CENTS asked): gold 260 (140 + 120)
SUPP = "4 pencils cost 4 * 35 = <<4*35=140>>140 cents.\n2 erasers cost 2 * 60 = <<2*60=120>>120 cents.\nTogether they cost 140 + 120 = <<140+120=260>>260 cents.\n"
# warehouse: gold 4295 (1920; 6170; - 1875)
WARE = "6 shipments of 320 boxes is 6 * 320 = <<6*320=1920>>1,920 boxes, so the warehouse has 4250 + 1920 = <<4250+1920=6170>>6,170 boxes.\nAfter shipping 1,875 boxes it has 6170 - 1875 = <<6170-1875=4295>>4,295 boxes.\n"
# marbles: gold 63 (84/4 = 21 for Sam; 3*21)
MARB = "Let Sam have s marbles; Tom has 3s. Then s + 3s = 84, so 4s = 84 and s = <<84/4=21>>21.\nTom has 3 * 21 = <<3*21=63>>63 marbles.\n"

# ================================================================ MATH working
G_DICE = r"\frac{5}{36}"
DICE = r"The pairs with sum $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$: $5$ of the $36$ equally likely outcomes, so the probability is $\frac{5}{36}"
G_HYP = r"2\sqrt{13}"
HYP = r"By the Pythagorean theorem, $c = \sqrt{4^2 + 6^2} = \sqrt{16 + 36} = \sqrt{52}"
G_QIN = "(-2, 3)"
QIN = r"$x^2 - x - 6 = (x - 3)(x + 2) < 0$ holds between the roots, so $-2 < x < 3$."
G_QR = r"-2, \frac{3}{2}"
QR = r"Factoring, $2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \frac{3}{2}$ or $x = -2$."
G_SQ = "-3 + 4i"
SQ = r"$(1 + 2i)^2 = 1 + 4i + 4i^2 = 1 + 4i - 4"
G_RAD = r"\frac{3\pi}{4}"
RAD = r"$135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180}"
G_INV = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
INV = r"The determinant is $2 \cdot 3 - 1 \cdot 5 = 1$, so the inverse is $\frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
G_PENT = "108"
PENT = r"The interior angles of a pentagon sum to $(5 - 2) \cdot 180^\circ = 540^\circ$, so each angle of a regular pentagon is $\frac{540^\circ}{5}"
G_B6 = "244_6"
B6 = r"$100 = 6 \cdot 16 + 4$, $16 = 6 \cdot 2 + 4$, $2 = 6 \cdot 0 + 2$. Reading the remainders from the last to the first,"
G_MIX = r"\frac{55}{12}"
MIX = r"$2\frac{3}{4} + 1\frac{5}{6} = \frac{11}{4} + \frac{11}{6} = \frac{33}{12} + \frac{22}{12} = \frac{55}{12}"
G_CUB = "-2, 1, 2"
CUB = r"Grouping, $x^3 - x^2 - 4x + 4 = x^2(x - 1) - 4(x - 1) = (x - 1)(x - 2)(x + 2)$, so $x = 1$, $x = 2$ or $x = -2$."
G_EXP = "2x^2 - x - 15"
EXP = r"$(x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15"
G_SYS = "(7, 3)"
SYS = r"Adding the equations, $2x = 14$, so $x = 7$, and then $y = 10 - 7 = 3$."
G_REP = r"\frac{5}{11}"
REP = r"Let $x = 0.\overline{45}$. Then $100x = 45.\overline{45}$, so $99x = 45$ and $x = \frac{45}{99}"
G_COMB = "210"
COMB = r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4!} = \frac{5040}{24}"
G_RT = r"7\sqrt{2}"
RT = r"$\sqrt{50} = 5\sqrt{2}$ and $\sqrt{8} = 2\sqrt{2}$, so $\sqrt{50} + \sqrt{8} = 5\sqrt{2} + 2\sqrt{2}"
G_F = "13"
F = r"$f(-2) = (-2)^2 - 4(-2) + 1 = 4 + 8 + 1"
G_DOM = r"(-\infty, 5)"
DOM = r"We need $5 - x > 0$ (the square root is in a denominator, so it cannot be $0$), so $x < 5$."
G_LOG = "6"
LOG = r"Since $2^6 = 64$, $\log_2 64"
G_SLP = "-2"
SLP = r"The slope is $\frac{-3 - 5}{6 - 2} = \frac{-8}{4}"
G_SER = "187"
SER = r"The series $2 + 5 + 8 + \cdots + 32$ has $\frac{32 - 2}{3} + 1 = 11$ terms, so its sum is $\frac{11(2 + 32)}{2}"
G_MID = "(1, 1)"
MID = r"The midpoint is $\left(\frac{-3 + 5}{2}, \frac{4 + (-2)}{2}\right)"
G_ABS = r"(-\infty, -3] \cup [3, \infty)"
ABS = r"$x^2 \ge 9$ means $|x| \ge 3$, so $x \le -3$ or $x \ge 3$."

# Long R1 / QwQ think blocks with several candidate values before the final one.
PEN_LONG = th(
    "Alright, so 9 packs, 12 pencils in each. 9 times 12 is 108.\n\n"
    "Then 75 are handed out. 108 minus 75... 108 minus 70 is 38, minus 5 is 33.\n\n"
    "Hmm, let me double-check: 33 + 75 = 108. Yes. Not 43, I almost subtracted wrong.\n"
)
SAVE_LONG = th(
    "Okay, he earns 2350 a month and saves 20 percent. 10 percent of 2350 is 235, so 20 percent is 470.\n\n"
    "The question asks about a year, so 470 times 12. 470 times 10 is 4700, plus 940 is 5640.\n\n"
    "Wait, should it be the amount he spends? No, it asks how much he saves in a year. So 5640, not 470.\n"
)
EGGS_LONG = th(
    "5 dozen a week. That's 60 eggs. 3 weeks: 180 eggs. Or 15 dozen.\n\n"
    "The question says 'how many eggs', so it wants eggs, not dozens. 180.\n"
)
FILM_LONG = th(
    "Each film is 1 hour 50 minutes, so 110 minutes. Three films: 330 minutes.\n\n"
    "In hours that would be 5.5, but the question asks for minutes. So 330.\n"
)
DIVE_LONG = th(
    "Starts at -15. Rises 8, so -7. Then goes down 9 more: -16.\n\n"
    "Hmm, is 'depth' positive? The problem uses negative numbers for below the surface, so the position is -16 m.\n"
)
DICE_LONG = th(
    "Two dice, 36 outcomes. Sum 8: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5.\n\n"
    "Maybe I should count (4,4) twice? No, it's one outcome. So 5/36, not 6/36 = 1/6.\n"
)
INV_LONG = th(
    "For a 2x2 matrix [[a, b], [c, d]] the inverse is 1/(ad - bc) [[d, -b], [-c, a]].\n\n"
    "Here ad - bc = 6 - 5 = 1. So the inverse is [[3, -1], [-5, 2]].\n\n"
    "Check: [[2, 1], [5, 3]] times [[3, -1], [-5, 2]] = [[6 - 5, -2 + 2], [15 - 15, -5 + 6]] = [[1, 0], [0, 1]]. Good.\n"
)
QR_LONG = th(
    "2x^2 + x - 6. Try (2x + 3)(x - 2) = 2x^2 - 4x + 3x - 6 = 2x^2 - x - 6. Wrong sign on the middle term.\n\n"
    "Try (2x - 3)(x + 2) = 2x^2 + 4x - 3x - 6 = 2x^2 + x - 6. Yes.\n\n"
    "Roots: x = 3/2 and x = -2.\n"
)
ABS_LONG = th(
    "x^2 >= 9. So x >= 3. But also negative x: x <= -3.\n\n"
    "Is it closed? x = 3 gives 9 >= 9, true. So both endpoints are included.\n"
)
PENT_LONG = th(
    "Regular pentagon. Angle sum (5 - 2)*180 = 540. Each: 108.\n\n"
    "Exterior angle is 360/5 = 72, and 180 - 72 = 108. Consistent.\n"
)
HUGE_PRAC = th(("Let me recount the days of practice once more. " * 2200) + PRAC)
HUGE_CUB = th(("Let me try the rational root theorem again. " * 2200) + CUB + "\n")

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_total_pencils", "A", "33", "wrong", "tag", th(PEN) + "<answer>The teacher bought 108 pencils in total.</answer>", "the tag's sentence states the subtotal 108"),
    g("t_range_values", "A", "33", "wrong", "tag", PEN_LONG + "<answer>between 33 and 43</answer>", "a range of two values in the tag: a hedge"),
    g("t_tag_month_only", "A", "5640", "wrong", "tag", SAVE_LONG + "<answer>$470 per month</answer>", "the think block reaches 5640 but the tag holds the monthly saving"),
    g("t_tag_dozens", "A", "180", "wrong", "tag", th(EGGS) + "<answer>15 dozen</answer>", "eggs asked; the tag holds 15 dozen (a count of dozens, not eggs)", True),
    g("t_tag_hours_for_minutes", "A", "330", "wrong", "tag", th(FILM + "That is 5.5 hours.\n") + r"<answer>\(5.5\) hours</answer>", "minutes asked; the tag holds 5.5 hours in \\( \\) math"),
    g("t_tag_three_dots", "A", "49", "no_answer", "tag", th(TRIP) + "<answer>...</answer>", "a placeholder tag; 49 only in the thinking"),
    g("t_think_reopened_other", "A", "42.75", "wrong", "tag", th(PIZZA) + "<think>\nActually the tip is not part of the pizza bill they asked about. 38.25.\n</think>\n<answer>38.25</answer>", "a think block reopened after closing; the tag holds the bill without the tip"),
    g("t_tag_positive_depth", "A", "-16", "wrong", "tag", th(DIVE) + "<answer>16 m</answer>", "the position is -16; the tag drops the sign"),
    g("t_ok_inline_math_tag", "B", "33", "correct", "tag", PEN_LONG + r"<answer>\(33\)</answer>", "\\( \\) inline math in the tag; 43 rejected in the thinking"),
    g("t_ok_tag_text_wrap", "B", "49", "correct", "tag", th(TRIP) + r"<answer>$\text{49 km}$</answer>", "\\text{} holding the value and its unit"),
    g("t_ok_tag_sentence_year", "B", "5640", "correct", "tag", SAVE_LONG + "<answer>He saves $5,640 in a year.</answer>", "a sentence with $ and a thousands comma; 470 only in the thinking"),
    g("t_ok_tag_eggs_word", "B", "180", "correct", "tag", EGGS_LONG + "<answer>180 eggs</answer>", "a count with its noun; 15 dozen only in the thinking"),
    g("t_ok_tag_minutes_gloss", "B", "330", "correct", "tag", FILM_LONG + "<answer>330 minutes (5.5 hours)</answer>", "minutes asked; the tag glosses the hours in parentheses"),
    g("t_ok_tag_twice_same", "B", "42.75", "correct", "tag", th(PIZZA) + "<answer>42.75</answer>\n<answer>42.75</answer>", "the same tag emitted twice"),
    g("t_ok_tag_equals_neg", "B", "-16", "correct", "tag", DIVE_LONG + "<answer>= -16</answer>", "an equals sign before the negative value"),
    g("t_ok_tag_cents_word", "B", "260", "correct", "tag", th(SUPP) + "<answer>260 cents</answer>", "cents asked; 260 cents"),
    m("t_m_tag_decimal_prob", "A", G_DICE, "wrong", "tag", DICE_LONG + "<answer>0.139</answer>", "0.139 is not 5/36 (0.13888...)"),
    m("t_m_tag_one_sixth", "A", G_DICE, "wrong", "tag", th("Sum 8 can be (2,6), (3,5), (4,4), (4,4), (5,3), (6,2), so 6 outcomes.\n") + r"<answer>\frac{1}{6}</answer>", "(4,4) counted twice: 6/36"),
    m("t_m_tag_unsimplified_radical_decimal", "A", G_HYP, "wrong", "tag", th(HYP + "$.\n") + r"<answer>\approx 7.21</answer>", "a rounded decimal for 2\\sqrt{13}"),
    m("t_m_tag_inverse_original", "A", G_INV, "wrong", "tag", th("We need the inverse of the matrix.\n") + r"<answer>\begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}</answer>", "the given matrix restated"),
    m("t_m_tag_roots_and_sum", "A", G_QR, "wrong", "tag", QR_LONG + r"<answer>x = \frac{3}{2} + (-2) = -\frac{1}{2}</answer>", "the tag adds the roots: the sum -1/2, not the roots"),
    m("t_m_tag_closed_interval", "A", G_QIN, "wrong", "tag", th(QIN + "\n") + "<answer>[-2, 3]</answer>", "closed interval for a strict inequality"),
    m("t_m_tag_empty_after_think", "A", G_ABS, "no_answer", "tag", ABS_LONG + "<answer> </answer>", "a tag holding only a space"),
    m("t_m_tag_degrees_for_rad", "A", G_RAD, "wrong", "tag", th(RAD + "$.\n") + "<answer>135 degrees</answer>", "the given angle in degrees restated; radians asked"),
    m("t_m_ok_tag_inline_frac", "B", G_DICE, "correct", "tag", DICE_LONG + r"<answer>\(\frac{5}{36}\)</answer>", "\\( \\) inline math with the fraction; 1/6 rejected in the thinking"),
    m("t_m_ok_tag_matrix_words", "B", G_INV, "correct", "tag", INV_LONG + r"<answer>The inverse is $\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$.</answer>", "a sentence holding the matrix"),
    m("t_m_ok_tag_roots_set", "B", G_QR, "correct", "tag", QR_LONG + r"<answer>$\left\{-2, \tfrac{3}{2}\right\}$</answer>", "the roots as a set with \\tfrac"),
    m("t_m_ok_tag_union_words", "B", G_ABS, "correct", "tag", ABS_LONG + r"<answer>$x \le -3$ or $x \ge 3$, i.e. $(-\infty, -3] \cup [3, \infty)$</answer>", "inequalities then the interval union"),
    m("t_m_ok_tag_degree_sentence", "B", G_PENT, "correct", "tag", PENT_LONG + "<answer>Each interior angle is 108 degrees.</answer>", "a sentence with the word degrees; 72 only in the thinking"),
    m("t_m_ok_tag_radical_eq", "B", G_HYP, "correct", "tag", th(HYP + r" = \sqrt{4 \cdot 13} = 2\sqrt{13}$." + "\n") + r"<answer>c = 2\sqrt{13}</answer>", "c = before the radical"),
    m("t_m_ok_tag_complex_tight", "B", G_SQ, "correct", "tag", th(SQ + " = -3 + 4i$.\n") + "<answer>$-3+4i$</answer>", "the complex number without spaces"),
    m("t_m_ok_tag_base_text", "B", G_B6, "correct", "tag", th(B6 + " we get $244_6$.\n") + r"<answer>$244_{6}$</answer>", "a braced base subscript"),
    # ================================================================ 2. phrase marker / bold then #### (h_)
    g("h_bold_gold_hash_subtotal", "A", "33", "wrong", "hash", PEN + "**Answer: 33 pencils**\n\n#### 108", "the bold line says 33 but the marked #### value is 108"),
    g("h_hash_walk_missing", "A", "49", "wrong", "hash", TRIP_BIKE + "So the total distance is 45 km.\n#### 45", "the walk is forgotten"),
    g("h_hash_spent_not_saved", "A", "5640", "wrong", "hash", SAVE_MONTH + "He spends 2350 - 470 = 1880 a month.\nThe answer is 1880 * 12 = 22560.\n#### 22560", "the yearly spending, not the saving"),
    g("h_hash_change", "A", "42.75", "wrong", "hash", PIZZA + "From $50 they get 50 - 42.75 = 7.25 back.\n#### 7.25", "the change, not the cost"),
    g("h_hash_rounded", "A", "42.75", "wrong", "hash", PIZZA + "The answer is about $43.\n#### 43", "rounded"),
    g("h_heading_then_hash_missed", "A", "60", "wrong", "hash", SHOT + "She missed 45 - 27 = 18 shots, which is 40%.\n### Final answer\n#### 40", "the missed percentage"),
    g("h_hash_two_values", "A", "4295", "wrong", "hash", WARE + "#### 4295 or 6170", "two values after ####: a hedge"),
    g("h_hash_sam", "A", "63", "wrong", "hash", MARB + "So Sam has 21 marbles.\n#### 21", "Sam's count; Tom's asked"),
    g("h_ok_bold_phrase_hash", "B", "33", "correct", "hash", PEN + "**The teacher has 33 pencils left.**\n#### 33", "a bold sentence then ####"),
    g("h_ok_hash_km", "B", "49", "correct", "hash", TRIP + "#### 49 km", "a unit after the #### value"),
    g("h_ok_hash_dollar_comma", "B", "5640", "correct", "hash", SAVE + "#### $5,640", "a dollar sign and a thousands comma"),
    g("h_ok_hash_escaped_dollar", "B", "42.75", "correct", "hash", PIZZA + r"The total cost is \$42.75." + "\n#### \\$42.75", "an escaped dollar after ####"),
    g("h_ok_answer_colon_hash", "B", "60", "correct", "hash", SHOT + "Answer: 60%\n#### 60", "an Answer: line then ####"),
    g("h_ok_hash_then_sentence", "B", "4295", "correct", "hash", WARE + "#### 4295\nThe warehouse has 4,295 boxes left.", "a restating sentence after ####"),
    g("h_ok_hash_marbles_word", "B", "63", "correct", "hash", MARB + "#### 63 marbles", "a noun after the #### value"),
    g("h_ok_hash_negative_unit", "B", "-16", "correct", "hash", DIVE + "So the diver ends at -16 meters.\n#### -16 m", "a negative value with a unit"),
    m("h_m_hash_decimal_repeat", "A", G_REP, "wrong", "hash", REP + r" = \frac{5}{11}$." + "\nThe answer is 0.45.\n#### 0.45", "0.45 is not 5/11"),
    m("h_m_hash_ordered", "A", G_COMB, "wrong", "hash", r"Choosing 4 of 10 in order gives $10 \cdot 9 \cdot 8 \cdot 7 = 5040$." + "\n#### 5040", "ordered selections"),
    m("h_m_hash_phrase_gold_other", "A", G_RT, "wrong", "hash", RT + r" = 7\sqrt{2}$." + "\nFinal answer: $7\\sqrt{2}$\n#### \\sqrt{58}", "the phrase says 7\\sqrt{2} but the marked value is \\sqrt{58}"),
    m("h_m_hash_f_of_two", "A", G_F, "wrong", "hash", r"$f(2) = 4 - 8 + 1 = -3$." + "\n#### -3", "f(2) instead of f(-2)"),
    m("h_m_hash_closed_domain", "A", G_DOM, "wrong", "hash", DOM + "\nThe domain is $(-\\infty, 5]$.\n#### (-\\infty, 5]", "closed at 5 (the root would be 0 in a denominator)"),
    m("h_m_hash_reciprocal_slope", "A", G_SLP, "wrong", "hash", r"The slope is $\frac{6 - 2}{-3 - 5} = -\frac{1}{2}$." + "\n#### -1/2", "run over rise"),
    m("h_m_hash_ten_terms", "A", G_SER, "wrong", "hash", r"There are $\frac{32 - 2}{3} = 10$ terms, so the sum is $\frac{10(2 + 32)}{2} = 170$." + "\n#### 170", "off-by-one term count"),
    m("h_m_hash_empty", "A", G_LOG, "no_answer", "hash", LOG + r" = 6$." + "\n**Final Answer**\n####", "an empty #### line"),
    m("h_m_ok_hash_slash", "B", G_REP, "correct", "hash", REP + r" = \frac{5}{11}$." + "\n#### 5/11", "a slash fraction after ####"),
    m("h_m_ok_hash_sqrt_text", "B", G_RT, "correct", "hash", RT + r" = 7\sqrt{2}$." + "\n#### 7 sqrt(2)", "plain-text sqrt"),
    m("h_m_ok_hash_f_equals", "B", G_F, "correct", "hash", F + r" = 13$." + "\n#### f(-2) = 13", "f(-2) = before the value"),
    m("h_m_ok_hash_interval_text", "B", G_DOM, "correct", "hash", DOM + "\n#### (-\\infty, 5)", "the interval after ####"),
    m("h_m_ok_bold_log", "B", G_LOG, "correct", "hash", LOG + r" = 6$." + "\n\n**Answer:** $\\log_2 64 = 6$\n#### 6", "a bold Answer: label then ####"),
    m("h_m_ok_hash_slope_m", "B", G_SLP, "correct", "hash", SLP + r" = -2$." + "\n#### m = -2", "m = before the slope"),
    m("h_m_ok_hash_series_words", "B", G_SER, "correct", "hash", SER + r" = 187$." + "\n#### 187 (sum of 11 terms)", "a parenthetical note after the value"),
    m("h_m_ok_hash_midpoint", "B", G_MID, "correct", "hash", MID + r" = (1, 1)$." + "\n#### (1,1)", "the pair without a space"),
    # ================================================================ 3. exactness (x_)
    g("x_rounded_hours", "A", "12.5", "wrong", "boxed", PRAC_MIN + r"That is about 13 hours. $\boxed{13}$", "12.5 rounded up"),
    g("x_hours_by_hundred", "A", "12.5", "wrong", "boxed", PRAC_MIN + r"That is 750 / 100 = 7.5 hours. $\boxed{7.5}$", "divided by 100 instead of 60"),
    g("x_truncated_cost", "A", "42.75", "wrong", "boxed", PIZZA + r"So they pay $\boxed{42}$ dollars.", "the cents dropped"),
    g("x_percent_as_fraction_slip", "A", "60", "wrong", "boxed", "She made 27 of 45, so 27/45 = 0.6%.\n" + r"$\boxed{0.6\%}$", "0.6% is another value than 60%"),
    g("x_thousands_misplaced", "A", "4295", "wrong", "boxed", WARE + r"$\boxed{42.95}$", "a decimal point where the thousands separator belongs"),
    g("x_dropped_digit", "A", "5640", "wrong", "boxed", SAVE + r"So the answer is $\boxed{564}$.", "a digit dropped"),
    g("x_pencil_slip", "A", "33", "wrong", "boxed", PEN_SLIP + r"$\boxed{43}$", "subtraction slip"),
    g("x_approx_marbles", "A", "63", "wrong", "boxed", "Tom has about three quarters of the 84 marbles, roughly 60.\n" + r"$\boxed{\approx 60}$", "an approximation"),
    g("x_ok_trailing_zeros", "B", "42.75", "correct", "boxed", PIZZA + r"$\boxed{42.750}$", "a trailing zero"),
    g("x_ok_mixed_hours_text", "B", "12.5", "correct", "boxed", PRAC + r"$\boxed{12\tfrac{1}{2}}$ hours", "a mixed number with \\tfrac"),
    g("x_ok_fraction_hours", "B", "12.5", "correct", "boxed", PRAC_MIN + r"$\frac{750}{60} = \frac{25}{2}$ hours. $\boxed{\frac{25}{2}}$", "an improper fraction equal to 12.5"),
    g("x_ok_point_zero", "B", "49", "correct", "boxed", TRIP + r"$\boxed{49.0}$", "49.0"),
    g("x_ok_thin_space", "B", "4295", "correct", "boxed", WARE + r"$\boxed{4\,295}$", "a LaTeX thin space as thousands separator"),
    g("x_ok_dollars_cents_box", "B", "5640", "correct", "boxed", SAVE + r"$\boxed{\$5{,}640.00}$", "\\$, a braced comma and .00"),
    g("x_ok_neg_text", "B", "-16", "correct", "boxed", DIVE + r"$\boxed{-16 \text{ m}}$", "\\text{ m} after a negative value"),
    g("x_ok_percent_escaped", "B", "60", "correct", "boxed", SHOT + r"$\boxed{60\%}$", "an escaped percent sign"),
    m("x_m_decimal_sqrt", "A", G_RT, "wrong", "boxed", RT + r" \approx 9.90$. $\boxed{9.90}$", "a decimal for 7\\sqrt{2}"),
    m("x_m_decimal_pi", "A", G_RAD, "wrong", "boxed", RAD + r" \approx 2.356$. $\boxed{2.356}$", "a decimal for 3\\pi/4"),
    m("x_m_repeating_cut", "A", G_REP, "wrong", "boxed", REP + r"$. As a decimal, $\boxed{0.4545}$", "a truncated repeating decimal"),
    m("x_m_mixed_wrong", "A", G_MIX, "wrong", "boxed", r"$2 + 1 = 3$ and $\frac{3}{4} + \frac{5}{6} = \frac{9}{12} + \frac{10}{12} = \frac{19}{12} = 1\frac{5}{12}$, so the sum is $\boxed{4\frac{5}{12}}$.", "the fractions summed to 19/12 but 4 5/12 = 53/12, not 55/12"),
    m("x_m_sqrt52_decimal", "A", G_HYP, "wrong", "boxed", HYP + r" \approx 7.2$. $\boxed{7.2}$", "a rounded decimal"),
    m("x_m_half_open", "A", G_QIN, "wrong", "boxed", QIN + r" $\boxed{[-2, 3)}$", "a half-open interval for a strict inequality"),
    m("x_m_matrix_sign", "A", G_INV, "wrong", "boxed", r"Swapping the diagonal and negating the other entries: $\boxed{\begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}}$", "the off-diagonal entries not negated"),
    m("x_m_expand_sign", "A", G_EXP, "wrong", "boxed", r"$(x - 3)(2x + 5) = 2x^2 + 6x - 5x - 15 = \boxed{2x^2 + x - 15}$", "middle-term sign slip"),
    m("x_m_ok_unreduced", "B", G_REP, "correct", "boxed", REP + r"$. $\boxed{\frac{45}{99}}$", "an unreduced fraction equal to 5/11"),
    m("x_m_ok_mixed_number", "B", G_MIX, "correct", "boxed", MIX + r" = 4\frac{7}{12}$. $\boxed{4\frac{7}{12}}$", "a mixed number equal to 55/12"),
    m("x_m_ok_sqrt_nobrace", "B", G_HYP, "correct", "boxed", HYP + r" = 2\sqrt{13}$. $\boxed{2\sqrt13}$", "\\sqrt13 without braces"),
    m("x_m_ok_pi_frac_after", "B", G_RAD, "correct", "boxed", RAD + r"$. $\boxed{\frac{3}{4}\pi}$", "\\frac{3}{4}\\pi"),
    m("x_m_ok_dfrac_dice", "B", G_DICE, "correct", "boxed", DICE + r"$. $\boxed{\dfrac{5}{36}}$", "\\dfrac"),
    m("x_m_ok_expand_order", "B", G_EXP, "correct", "boxed", EXP + r"$. $\boxed{-15 - x + 2x^2}$", "the polynomial in ascending order"),
    m("x_m_ok_bmatrix", "B", G_INV, "correct", "boxed", INV + r"$. $\boxed{\begin{bmatrix} 3 & -1 \\ -5 & 2 \end{bmatrix}}$", "bmatrix for pmatrix"),
    m("x_m_ok_abs_union_words", "B", G_ABS, "correct", "boxed", ABS + r" $\boxed{(-\infty,-3]\cup[3,\infty)}$", "the union without spaces"),
    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_not_gold_then_nothing", "A", "33", "no_answer", "prose", PEN_SLIP + "So the answer is not 33.", "a negated gold with nothing after"),
    g("n_marked_incorrect", "A", "49", "wrong", "boxed", TRIP + r"$\boxed{49}$ (incorrect: I forgot the return trip)", "the model marks its own box incorrect"),
    g("n_strike_gold_keep_other", "A", "5640", "wrong", "prose", SAVE + "Final answer: ~~5640~~ 470", "the gold struck out, 470 kept"),
    g("n_x_mark_gold", "A", "180", "wrong", "boxed", EGGS + r"$\boxed{180}$ ❌" + "\nThe answer should be 15 dozen, so 15.\n" + r"$\boxed{15}$", "the gold crossed out, then 15 boxed"),
    g("n_sign_flipped_box", "A", "-16", "wrong", "boxed", DIVE + r"The diver is 16 m below the surface, so $\boxed{16}$.", "16 below the surface boxed as positive 16", True),
    g("n_unsure_qmark", "A", "4295", "no_answer", "boxed", "I'm not sure how to combine the shipments.\n" + r"$\boxed{?}$", "a box holding only ?"),
    g("n_wrong_label", "A", "63", "wrong", "bare_last_line", MARB + "Answer: 21 (Tom)", "21 labelled as Tom's count"),
    g("n_approx_not_exact", "A", "12.5", "wrong", "answer_is", PRAC_MIN + "The answer is not exactly 12.5, it is closer to 12.", "the gold negated, 12 stated"),
    g("n_ok_not_dozens", "B", "180", "correct", "boxed", EGGS + r"$\boxed{180}$ eggs (not 15, which is the number of dozens)", "an annotation negating the other value"),
    g("n_ok_check_mark", "B", "33", "correct", "boxed", PEN + r"$\boxed{33}$ ✓", "a check mark after the box"),
    g("n_ok_below_surface", "B", "-16", "correct", "boxed", DIVE + r"$\boxed{-16}$ (16 m below the surface)", "an annotation with the magnitude"),
    g("n_ok_not_change", "B", "42.75", "correct", "answer_is", PIZZA + "The answer is $42.75 (not the $7.25 change).", "an annotation negating the change"),
    g("n_ok_strike_other", "B", "5640", "correct", "prose", SAVE + "Final answer: ~~470~~ 5640", "the monthly value struck out, 5640 kept"),
    g("n_ok_not_sam", "B", "63", "correct", "boxed", MARB + r"$\boxed{63}$, not 21 (that is Sam's)", "an annotation negating Sam's count"),
    g("n_ok_no_remainder", "B", "4295", "correct", "answer_is", WARE + "The answer is 4295 boxes, with no shipments left to count.", "a trailing clause with 'no'"),
    g("n_ok_hours_not_minutes", "B", "12.5", "correct", "boxed", PRAC + r"$\boxed{12.5}$ hours, not 750 (that's minutes)", "an annotation negating the minutes"),
    m("n_m_cancel_only", "A", G_DICE, "no_answer", "boxed", DICE + r"$. $\boxed{\cancel{\frac{5}{36}}}$", "the box holds only a cancelled value"),
    m("n_m_neq_box", "A", G_LOG, "no_answer", "boxed", r"$\log_2 64 \neq 8$, so $\boxed{\neq 8}$", "a box holding only \\neq 8"),
    m("n_m_box_then_wrong_note", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(7, 3)}$ — this is wrong, since $7 - 3 = 4$ but $7 + 3 \ne 10$... so $\boxed{(3, 7)}$", "a mistaken self-check swaps the pair"),
    m("n_m_not_both", "A", G_QR, "wrong", "boxed", QR + r" Since $x = -2$ is extraneous, $\boxed{\frac{3}{2}}$.", "a root wrongly called extraneous; one root boxed"),
    m("n_m_excluded_endpoint_note", "A", G_DOM, "wrong", "boxed", DOM + r" $\boxed{(-\infty, 5]}$ (including 5)", "closed at 5 with an annotation"),
    m("n_m_strike_then_other", "A", G_CUB, "wrong", "boxed", CUB + r" ~~$-2, 1, 2$~~ $\boxed{1, 2}$", "the full set struck out, two roots boxed"),
    m("n_m_not_real_only", "A", G_SQ, "wrong", "boxed", SQ + r" = -3 + 4i$. The real part is $\boxed{-3}$.", "only the real part boxed"),
    m("n_m_unless_hedge", "A", G_PENT, "wrong", "boxed", PENT + r" = 108^\circ$, unless it means the exterior angle, in which case $\boxed{72^\circ}$.", "a conditional second value boxed last"),
    m("n_m_ok_not_ordered", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{210}$ (not $5040$, since order does not matter)", "an annotation negating the ordered count"),
    m("n_m_ok_neq_condition", "B", G_DOM, "correct", "boxed", DOM + r" ($x \neq 5$) $\boxed{(-\infty, 5)}$", "a \\neq condition before the box"),
    m("n_m_ok_not_decimal", "B", G_RT, "correct", "boxed", RT + r" = \boxed{7\sqrt{2}}$ (not $\sqrt{58}$)", "an annotation negating a slip"),
    m("n_m_ok_not_reciprocal", "B", G_SLP, "correct", "boxed", SLP + r" = \boxed{-2}$, not $-\frac{1}{2}$.", "an annotation negating the reciprocal"),
    m("n_m_ok_check_note", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(7, 3)}$ (check: $7 + 3 = 10$ ✓, $7 - 3 = 4$ ✓)", "a check annotation with check marks"),
    m("n_m_ok_not_exterior", "B", G_PENT, "correct", "boxed", PENT + r" = \boxed{108^\circ}$ (the exterior angle, $72^\circ$, is not asked)", "an annotation naming the exterior angle"),
    m("n_m_ok_no_real_note", "B", G_SQ, "correct", "boxed", SQ + r" = \boxed{-3 + 4i}$ (no real simplification remains)", "an annotation with 'no'"),
    m("n_m_ok_excluded_point", "B", G_QIN, "correct", "boxed", QIN + r" The endpoints $-2$ and $3$ are not included: $\boxed{(-2, 3)}$", "a sentence negating the endpoints, then the box"),
    # ================================================================ 5. units and restatements (u_)
    g("u_box_hours_minutes_asked", "A", "330", "wrong", "boxed", FILM + r"That is 5.5 hours. $\boxed{5.5}$ hours", "minutes asked; hours boxed"),
    g("u_box_minutes_hours_asked", "A", "12.5", "wrong", "boxed", PRAC_MIN + r"$\boxed{750}$ minutes", "hours asked; minutes boxed"),
    g("u_dollars_for_cents", "A", "260", "wrong", "boxed", SUPP + r"That is \$2.60. $\boxed{2.60}$", "cents asked; dollars boxed"),
    g("u_dozens_for_eggs", "A", "180", "wrong", "boxed", EGGS + r"In dozens: $\boxed{15}$", "eggs asked; dozens boxed"),
    g("u_monthly_rate", "A", "5640", "wrong", "boxed", SAVE_MONTH + r"He saves $\boxed{470}$ dollars per month.", "the per-month saving"),
    g("u_fraction_for_percent", "A", "60", "wrong", "boxed", "She made 27/45 = 3/5 of her shots.\n" + r"$\boxed{\frac{3}{5}}$", "percent asked; the fraction 3/5 boxed", True),
    g("u_ok_box_then_answer_hours", "B", "330", "correct", "boxed", FILM + r"$\boxed{330}$" + "\n\nAnswer: 5.5 hours", "minutes asked; the box holds 330 minutes and an Answer: line after it restates the same quantity in hours", True),
    g("u_meters_sign_dropped_depth", "A", "-16", "wrong", "boxed", DIVE + r"Its depth is $\boxed{16 \text{ m}}$.", "depth 16 boxed; the position -16 asked"),
    g("u_ok_box_then_answer_line", "B", "330", "correct", "boxed", FILM + r"$\boxed{330}$" + "\n\nAnswer: 330 minutes (5 hours 30 minutes)", "an Answer: line after the box with a gloss"),
    g("u_ok_cents_then_dollars", "B", "260", "correct", "boxed", SUPP + r"$\boxed{260}$ cents, i.e. \$2.60", "the box holds cents; the dollar restatement is the same quantity"),
    g("u_ok_percent_word", "B", "60", "correct", "answer_is", SHOT + "The answer is 60 percent.", "percent word"),
    g("u_ok_eggs_then_dozen", "B", "180", "correct", "boxed", EGGS + r"$\boxed{180}$ eggs, which is 15 dozen.", "the box holds eggs; dozens restated after"),
    g("u_ok_hours_then_minutes", "B", "12.5", "correct", "boxed", PRAC + r"$\boxed{12.5 \text{ hours}}$ (= 750 minutes)", "\\text{ hours} in the box; minutes restated"),
    g("u_ok_thousand_word", "B", "5640", "correct", "prose", SAVE + "So he saves 5.64 thousand dollars in a year.", "5.64 thousand"),
    g("u_ok_per_year_words", "B", "5640", "correct", "boxed", SAVE + r"$\boxed{\$5640 \text{ per year}}$", "\\$ and \\text{ per year} in the box"),
    g("u_ok_km_text_box", "B", "49", "correct", "boxed", TRIP + r"$\boxed{49\ \text{km}}$", "a control space and \\text{km}"),
    m("u_m_degrees_for_radians", "A", G_RAD, "wrong", "boxed", r"The angle is already $135^\circ$. $\boxed{135}$", "the degree value for a radian gold"),
    m("u_m_radians_for_degrees", "A", G_PENT, "wrong", "boxed", PENT + r" = 108^\circ$, which is $\boxed{\frac{3\pi}{5}}$", "radians boxed for a degree gold"),
    m("u_m_exterior", "A", G_PENT, "wrong", "boxed", r"Each exterior angle of a regular pentagon is $\frac{360^\circ}{5} = \boxed{72^\circ}$.", "the exterior angle"),
    m("u_m_base_ten_value", "A", G_B6, "wrong", "boxed", B6 + r" we get $244_6$, which in base 10 is $\boxed{100}$.", "the base-10 value boxed last"),
    m("u_m_base_reversed", "A", G_B6, "wrong", "boxed", B6.replace("from the last to the first", "from the first to the last") + r" $\boxed{442_6}$", "remainders read in the wrong order"),
    m("u_m_percent_prob", "A", G_DICE, "wrong", "boxed", DICE + r" \approx 13.9\%$. $\boxed{13.9\%}$", "a rounded percent for 5/36"),
    m("u_m_squared_length", "A", G_HYP, "wrong", "boxed", r"$c^2 = 16 + 36 = \boxed{52}$", "c^2 boxed"),
    m("u_m_x_coordinate", "A", G_MID, "wrong", "boxed", MID + r" $, so the $x$-coordinate is $\boxed{1}$.", "one coordinate"),
    m("u_m_ok_degree_word", "B", G_PENT, "correct", "boxed", PENT + r" = \boxed{108 \text{ degrees}}$", "\\text{ degrees} in the box"),
    m("u_m_ok_rad_text", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{3\pi}{4} \text{ rad}}$", "\\text{ rad} after the radian value"),
    m("u_m_ok_base_no_sub", "B", G_B6, "correct", "boxed", B6 + r" the base-6 numeral is $\boxed{244}$.", "the base-6 digits without a subscript"),
    m("u_m_ok_base_paren_sub", "B", G_B6, "correct", "boxed", B6 + r" $\boxed{(244)_6}$", "(244)_6"),
    m("u_m_ok_prob_then_percent", "B", G_DICE, "correct", "boxed", DICE + r"$. $\boxed{\frac{5}{36}}$ (about $13.9\%$)", "the box holds the exact value; a percent gloss after it"),
    m("u_m_ok_length_units", "B", G_HYP, "correct", "boxed", HYP + r" = 2\sqrt{13}$. $\boxed{2\sqrt{13}\text{ units}}$", "\\text{ units} after the radical"),
    m("u_m_ok_ways_word", "B", G_COMB, "correct", "prose", COMB + r" = 210$." + "\n\nThere are 210 ways to choose the committee.", "a sentence with the count and a noun"),
    m("u_m_ok_degree_unicode", "B", G_PENT, "correct", "answer_is", PENT + r" = 108^\circ$." + "\n\nThe answer is 108°.", "a Unicode degree sign"),
    # ================================================================ 6. retractions and trailing checks (r_)
    g("r_wait_after_box", "A", "33", "wrong", "boxed", PEN + r"$\boxed{33}$" + "\n\nWait, the teacher also kept one pack for herself, so 33 - 12 = 21.\n" + r"$\boxed{21}$", "a Wait correction (an invented condition) replaces the gold"),
    g("r_hmm_actually_walk", "A", "49", "wrong", "hash", TRIP + "#### 49\n\nHmm, actually the question only asks how far she cycled. That's 45 km.\n#### 45", "Hmm, actually: the new value 45 is final"),
    g("r_recompute_slip", "A", "5640", "wrong", "boxed", SAVE + r"$\boxed{5640}$" + "\n\nLet me recompute: 470 * 12 = 5540.\nSo the answer is 5540.", "a recomputation slip replaces the gold"),
    g("r_made_error_tip", "A", "42.75", "wrong", "boxed", PIZZA + r"$\boxed{42.75}$" + "\n\nI made an error: the tip should not be included. The pizzas alone cost $\\boxed{38.25}$.", "I made an error: the bill without the tip is final"),
    g("r_final_block_then_wait", "A", "180", "wrong", "boxed", EGGS_LONG + "The hens lay 180 eggs.\n\n" + r1final("180") + "\n\nWait, a week has 7 days and they lay 5 dozen per day? No, per week. Hmm, but if per day: 5 * 12 * 21 = 1260.\n\n" + r1final("1260"), "a second final block after a Wait"),
    g("r_let_me_verify_changes", "A", "-16", "wrong", "boxed", DIVE + r"$\boxed{-16}$" + "\n\nLet me verify: -15 + 8 = -7, then -7 + 9 = 2. So the final position is $\\boxed{2}$.", "a verification with a sign slip replaces the answer"),
    g("r_on_reflection_sam", "A", "63", "wrong", "answer_is", MARB + "The answer is 63.\n\nOn reflection, the question asks how many more marbles Tom has than Sam: 63 - 21 = 42. The answer is 42.", "on reflection, a different quantity is final"),
    g("r_oops_percent", "A", "60", "wrong", "boxed", SHOT + r"$\boxed{60}$" + "\n\nOops, the question asks what percent she missed. 100 - 60 = 40.\n" + r"$\boxed{40}$", "Oops: the missed percent is final"),
    g("r_ok_verify_same", "B", "33", "correct", "boxed", PEN + r"$\boxed{33}$" + "\n\nLet me verify: 33 + 75 = 108 = 9 * 12. ✓", "a check after the box that confirms it"),
    g("r_ok_wait_back_to_gold", "B", "49", "correct", "boxed", TRIP_BIKE + "So she travels 45 km.\n\nWait, I forgot the 4 km walk. 45 + 4 = 49.\n" + r"$\boxed{49}$", "Wait corrects 45 to the gold"),
    g("r_ok_hmm_confirm", "B", "5640", "correct", "boxed", SAVE_LONG + "He saves $5,640 per year.\n\n" + r1final("5640") + "\n\nHmm, let me make sure: 470 * 12 = 5640. Yes.", "a Hmm check after the final block that confirms it"),
    g("r_ok_error_fixed", "B", "42.75", "correct", "boxed", "Three pizzas cost 3 * 12.75 = 36.75 dollars.\n\nI made an error: 3 * 12.75 = 38.25. With the tip, 38.25 + 4.50 = 42.75.\n" + r"$\boxed{42.75}$", "an error fixed to the gold"),
    g("r_ok_recompute_gold", "B", "4295", "correct", "hash", "4250 + 1920 = 6070, and 6070 - 1875 = 4195.\n\nLet me recompute: 4250 + 1920 = 6170, and 6170 - 1875 = 4295.\n#### 4295", "a recomputation fixes the slip to the gold"),
    g("r_ok_llama_check", "B", "63", "correct", "minerva", llama(("Set up the equation", "s + 3s = 84, so s = 21."), ("Find Tom's marbles", "Tom has 3 * 21 = 63."), ("Check", "63 + 21 = 84, and 63 is three times 21.")) + LLAMA_END.format("63"), "a Llama step-by-step with a check step"),
    g("r_ok_no_wait_gold", "B", "-16", "correct", "boxed", "-15 + 8 = -7, and -7 + 9 = 2.\n\nNo wait, she descends, so I subtract: -7 - 9 = -16.\n" + r"$\boxed{-16}$", "No wait corrects to the gold"),
    g("r_ok_double_check_table", "B", "260", "correct", "boxed", SUPP + r"$\boxed{260}$" + "\n\nDouble-check:\n\n| item | cost |\n|---|---|\n| 4 pencils | 140 |\n| 2 erasers | 120 |\n| total | 260 |", "a markdown table after the box that confirms it"),
    m("r_m_wait_other_root", "A", G_QR, "wrong", "boxed", QR + r" $\boxed{-2, \frac{3}{2}}$" + "\n\nWait, the problem asks for the positive root only? Then $\\boxed{\\frac{3}{2}}$.", "a Wait narrows to one root"),
    m("r_m_actually_ordered", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{210}$" + "\n\nActually, the positions are different, so order matters: $10 \\cdot 9 \\cdot 8 \\cdot 7 = \\boxed{5040}$.", "Actually: the ordered count is final"),
    m("r_m_recompute_slip", "A", G_F, "wrong", "boxed", F + r" = \boxed{13}$" + "\n\nLet me recompute: $(-2)^2 = 4$, $-4(-2) = -8$, so $4 - 8 + 1 = -3$. $\\boxed{-3}$", "a recomputation slip replaces the gold"),
    m("r_m_think_gold_tag_other", "A", G_MID, "wrong", "tag", th(MID + " = (1, 1)$.\n\nWait, maybe they want the distance between the points instead. sqrt(64 + 36) = 10.\n") + "<answer>10</answer>", "the think block drifts to another quantity, tagged last"),
    m("r_m_error_closed", "A", G_QIN, "wrong", "boxed", QIN + r" $\boxed{(-2, 3)}$" + "\n\nI made an error: the endpoints satisfy the inequality, so $\\boxed{[-2, 3]}$.", "an 'error' correction to the closed interval"),
    m("r_m_hmm_log", "A", G_LOG, "wrong", "answer_is", LOG + r" = 6$. The answer is 6." + "\n\nHmm, actually $\\log_2 64 = \\frac{64}{2} = 32$. The answer is 32.", "a Hmm correction with a slip"),
    m("r_m_qwen_then_redo", "A", G_SER, "wrong", "boxed", SER + r" = 187$." + "\n\n" + QWEN_END.format("187") + "\n\nLet me redo this. There are 10 terms, so the sum is $\\boxed{170}$.", "a redo after the Qwen closing line"),
    m("r_m_minerva_second", "A", G_SLP, "wrong", "minerva", SLP + r" = -2$." + "\n" + MINERVA.format("$-2$") + "\n\nActually, slope is run over rise.\n" + MINERVA.format("$-\\frac{1}{2}$"), "a second Minerva line after Actually"),
    m("r_m_ok_verify_matrix", "B", G_INV, "correct", "boxed", INV + r" = \boxed{\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}}$" + "\n\nVerification: the product with the original matrix is $I$.", "a verification after the box"),
    m("r_m_ok_wait_to_gold", "B", G_CUB, "correct", "boxed", r"$x^3 - x^2 - 4x + 4 = (x - 1)(x^2 - 4)$, so $x = 1$ or $x = 2$." + "\n\nWait, $x^2 = 4$ also gives $x = -2$. So the roots are $\\boxed{-2, 1, 2}$.", "Wait adds the missed root: the gold is final"),
    m("r_m_ok_recompute_gold", "B", G_EXP, "correct", "boxed", r"$(x - 3)(2x + 5) = 2x^2 + x - 15$." + "\n\nLet me recompute the middle term: $5x - 6x = -x$. So $\\boxed{2x^2 - x - 15}$.", "a recomputation fixes the slip"),
    m("r_m_ok_error_fixed_rep", "B", G_REP, "correct", "boxed", r"$0.\overline{45} = \frac{45}{100} = \frac{9}{20}$." + "\n\nI made an error: a repeating decimal needs $99$, not $100$. " + REP + r" = \boxed{\frac{5}{11}}$.", "an error fixed to the gold"),
    m("r_m_ok_long_think_final", "B", G_ABS, "correct", "boxed", ABS_LONG + "The solution set is all $x$ with $|x| \\ge 3$.\n\n" + r1final(r"(-\infty, -3] \cup [3, \infty)"), "an R1 final block after a long think"),
    m("r_m_ok_verify_decimal", "B", G_RT, "correct", "boxed", RT + r" = \boxed{7\sqrt{2}}$" + "\n\nLet me verify numerically: $\\sqrt{50} + \\sqrt{8} \\approx 7.071 + 2.828 = 9.899$ and $7\\sqrt{2} \\approx 9.899$. ✓", "a numeric check after the box"),
    m("r_m_ok_hmm_confirm", "B", G_SLP, "correct", "boxed", SLP + r" = \boxed{-2}$" + "\n\nHmm, is it $-\\frac{1}{2}$? No: slope is rise over run, so $-2$ stands.", "a Hmm doubt that confirms the box"),
    m("r_m_ok_second_same", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{\frac{55}{12}}$" + "\n\nAs a mixed number: $\\boxed{4\\frac{7}{12}}$.", "a second box with the same value as a mixed number"),
    # ================================================================ 7. invented turns, quoted / hypothetical values (q_)
    g("q_im_user_holds_gold", "A", "33", "wrong", "boxed", PEN_SLIP + r"$\boxed{43}$" + IM_USER + "That's wrong, the answer is 33." + IM_ASSIST + "You're right, I apologize.", "the gold only in an invented user turn; the model's own box is 43"),
    g("q_user_colon_gold", "A", "49", "no_answer", "none", TRIP_BIKE + "Then she walks some more.\n\nUser: The answer is 49 km, right?\nAssistant: Yes.", "no answer of its own before an invented turn that states the gold"),
    g("q_human_next_problem", "A", "5640", "wrong", "hash", SAVE_MONTH + "#### 470\n\nHuman: Next question. A farmer has 5640 apples...", "the gold appears in an invented next problem"),
    g("q_eot_user_gold", "A", "42.75", "wrong", "boxed", "Three pizzas cost 3 * 12.75 = 38.25 dollars.\n" + r"$\boxed{38.25}$" + EOT_USER + "You forgot the tip. It's 42.75.", "the gold only in an invented Llama user turn"),
    g("q_problem_quote_only", "A", "180", "no_answer", "none", 'The problem says: "The hens lay 5 dozen eggs a week. How many eggs do they lay in 3 weeks?" Let me think about how many eggs are in a dozen', "only the problem restated, then cut"),
    g("q_suppose_only", "A", "4295", "no_answer", "prose", "Suppose the warehouse ends with 4295 boxes. Then it started with 4295 + 1875 - 1920 = 4250 boxes, which matches, so our guess could work if the shipments are as stated.", "a supposition checked backwards but never committed", True),
    g("q_friend_says", "A", "63", "wrong", "boxed", "My friend says Tom has 63 marbles, but I think Tom has 84 / 3 = 28.\n" + r"$\boxed{28}$", "the gold only in reported speech"),
    g("q_example_prompt_value", "A", "-16", "wrong", "tag", th("The format example said <answer>-16</answer>. Starting at -15 and rising 8 gives -7, then falling 9 gives -16... or is it 2?") + "<answer>2</answer>", "the gold in a quoted format example; the tag holds 2"),
    g("q_ok_im_user_after", "B", "33", "correct", "boxed", PEN + r"$\boxed{33}$" + IM_USER + "Now how many packs would she need for 200 pencils?", "an invented user turn after the answer"),
    g("q_ok_user_colon_after", "B", "49", "correct", "answer_is", TRIP + "The answer is 49 km.\n\nUser: What if she walked 6 km instead?\nAssistant: Then 51 km.", "an invented turn with another value after the answer"),
    g("q_ok_human_after", "B", "5640", "correct", "hash", SAVE + "#### 5640\n\nHuman: Thanks! And how much in two years?\n\nAssistant: 11280.", "an invented Human turn with another value"),
    g("q_ok_eot_after", "B", "42.75", "correct", "boxed", PIZZA + r"$\boxed{42.75}$" + EOT_USER + "What if they tipped $6?", "an invented Llama turn after the answer"),
    g("q_ok_quote_then_answer", "B", "180", "correct", "answer_is", 'The question asks "how many eggs", so I count eggs, not dozens.\n' + EGGS + "The answer is 180.", "the question quoted before the answer"),
    g("q_ok_friend_wrong", "B", "63", "correct", "boxed", "A common mistake is to answer 21, which is Sam's count.\n" + MARB + r"$\boxed{63}$", "a reported mistake before the answer"),
    g("q_ok_suppose_refuted", "B", "4295", "correct", "hash", "Suppose we forgot the shipments: 4250 - 1875 = 2375. But the shipments arrive first.\n" + WARE + "#### 4295", "a supposition refuted, then the gold"),
    g("q_ok_bare_im_start", "B", "260", "correct", "boxed", SUPP + r"$\boxed{260}$" + "\n<|im_start|>user\nHow much is that in dollars?\n<|im_start|>assistant\n$2.60", "a bare ChatML turn after the answer (another unit in the invented turn)"),
    m("q_m_im_user_gold", "A", G_DICE, "wrong", "boxed", r"There are $6$ pairs with sum $8$, so $\boxed{\frac{1}{6}}$." + IM_USER + r"The correct answer is $\frac{5}{36}$.", "the gold only in an invented user turn"),
    m("q_m_book_says", "A", G_HYP, "wrong", "boxed", r"The book says the hypotenuse is $2\sqrt{13}$, but I get $\sqrt{4 + 6} = \boxed{\sqrt{10}}$.", "the gold only as a reported value"),
    m("q_m_hint_only", "A", G_INV, "no_answer", "none", r"Hint: the inverse of $\begin{pmatrix} a & b \\ c & d \end{pmatrix}$ is $\frac{1}{ad - bc}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$. Using this hint, we first compute the determinant", "only a hint, cut before any answer"),
    m("q_m_assistant_turn_gold", "A", G_B6, "wrong", "boxed", r"$100 = 6 \cdot 16 + 4$, so the answer is $\boxed{164_6}$." + "\n\nUser: Check again.\nAssistant: " + r"$\boxed{244_6}$", "the gold only in an invented assistant turn"),
    m("q_m_suppose_gold", "A", G_CUB, "no_answer", "prose", r"Suppose the roots are $-2$, $1$ and $2$. Then the polynomial would be $(x + 2)(x - 1)(x - 2)$, and we would need to check whether this expands to the given cubic.", "a supposition, never checked or committed"),
    m("q_m_part_b", "A", G_F, "wrong", "boxed", F + r" = 13$." + "\n\n(b) For the second part, $f(2) = 4 - 8 + 1 = \\boxed{-3}$.", "an invented part (b) boxed last"),
    m("q_m_human_radians", "A", G_PENT, "wrong", "boxed", r"Each angle is $\frac{3\pi}{5}$ radians. $\boxed{\frac{3\pi}{5}}$" + "\n\nHuman: In degrees that is 108, right?", "the gold only in an invented Human turn"),
    m("q_m_example_answer", "A", G_SYS, "wrong", "tag", th("For example, if the answer were (7, 3) we would write <answer>(7, 3)</answer>. Adding: 2x = 14... x = 7, y = 10 + 7 = 17.") + "<answer>(7, 17)</answer>", "the gold in a quoted example; the tag holds (7, 17)"),
    m("q_m_ok_im_after", "B", G_SQ, "correct", "boxed", SQ + r" = \boxed{-3 + 4i}$" + IM_USER + r"Now compute $(1 + 2i)^3$.", "an invented user turn after the answer"),
    m("q_m_ok_user_after", "B", G_LOG, "correct", "boxed", LOG + r" = \boxed{6}$" + "\n\nUser: What about $\\log_2 128$?\nAssistant: $7$.", "an invented turn with another value after the answer"),
    m("q_m_ok_quote_problem", "B", G_DOM, "correct", "boxed", r'The problem asks for "the domain of $\frac{1}{\sqrt{5 - x}}$". ' + DOM + r" $\boxed{(-\infty, 5)}$", "the problem quoted, then the answer"),
    m("q_m_ok_reported_mistake", "B", G_COMB, "correct", "boxed", r"A common mistake is to count ordered choices ($5040$). " + COMB + r" = \boxed{210}$", "a reported mistake before the answer"),
    m("q_m_ok_suppose_refuted", "B", G_SLP, "correct", "boxed", r"Suppose the slope were $2$; then from $(2, 5)$ the line would reach $(6, 13)$, not $(6, -3)$. " + SLP + r" = \boxed{-2}$", "a supposition refuted, then the gold"),
    m("q_m_ok_eot_after", "B", G_SER, "correct", "boxed", SER + r" = \boxed{187}$" + EOT_USER + "What is the sum of the first 20 terms?", "an invented Llama turn after the answer"),
    m("q_m_ok_human_after", "B", G_MID, "correct", "boxed", MID + r" = \boxed{(1, 1)}$" + "\n\nHuman: And the distance between the points?\n\nAssistant: $10$.", "an invented Human turn with another value"),
    m("q_m_ok_final_block_offer", "B", G_EXP, "correct", "boxed", EXP + r" = 2x^2 - x - 15$." + "\n\n" + r1final("2x^2 - x - 15") + "\n\nLet me know if you'd like me to factor a different expression!", "an offer after the final block"),
    # ================================================================ 8. token-cap cuts, loops, bad input (b_)
    g("b_cut_in_think", "A", "33", "no_answer", "none", "<think>\nAlright, so 9 packs, 12 pencils in each. 9 times 12 is 108.\n\nThen 75 are handed out. 108 minus 75... 108 minus 70 is 38, minus 5 is", "cut inside the thinking"),
    g("b_cut_mid_number", "A", "5640", "no_answer", "none", SAVE_MONTH + "In a year he saves 470 * 12 = 56", "cut mid-number"),
    g("b_cut_after_subtotal", "A", "4295", "no_answer", "none", "6 shipments of 320 boxes is 6 * 320 = 1,920 boxes, so the warehouse has 4250 + 1920 = 6,170 boxes.\nAfter shipping 1,875 boxes it has", "cut after the subtotal"),
    g("b_cut_final_answer_heading", "A", "49", "no_answer", "none", th(TRIP) + "**Final Answer**\n\nThe total distance she travels is", "cut in the answer section after the think block", True),
    g("b_cut_in_tag_dollar", "A", "42.75", "no_answer", "none", th(PIZZA) + "<answer>$42.", "cut mid-value in the tag"),
    g("b_loop_cut", "A", "180", "no_answer", "none", "5 dozen is 60 eggs a week. " + "Each week has 60 eggs, and each dozen has 12 eggs, so " * 900, "a loop with no answer, cut"),
    g("b_nul_in_box", "A", "260", "no_answer", "boxed", SUPP + r"$\boxed{26" + "\x00" + "0}$", "a NUL inside the box: bad input"),
    g("b_think_never_closed", "A", "63", "no_answer", "none", "<think>\n" + MARB.replace("Tom has 3 * 21 = <<3*21=63>>63 marbles.\n", "") + "Now Tom's count is 3 times", "an unclosed think block cut before Tom's count"),
    g("b_ok_bom", "B", "33", "correct", "hash", "\ufeff" + PEN + "#### 33", "a BOM at the start"),
    g("b_ok_crlf_tag", "B", "49", "correct", "tag", (th(TRIP) + "<answer>49</answer>").replace("\n", "\r\n"), "CRLF line ends in the R1 format"),
    g("b_ok_huge_think", "B", "12.5", "correct", "tag", HUGE_PRAC + "<answer>12.5 hours</answer>", "a ~100 KB think block, then the tag with a unit"),
    g("b_ok_eos_after_tag", "B", "42.75", "correct", "tag", th(PIZZA) + "<answer>42.75</answer><|endoftext|>", "an end-of-text token after the tag"),
    g("b_ok_eot_id_after_box", "B", "180", "correct", "boxed", EGGS + r"$\boxed{180}$<|eot_id|>", "a Llama end token after the box"),
    g("b_ok_smollm_im_end", "B", "-16", "correct", "answer_is", DIVE + "The answer is -16.<|im_end|>\n", "a ChatML end token and newline after the answer"),
    g("b_ok_unicode_minus", "B", "-16", "correct", "hash", DIVE + "#### \u221216", "a Unicode minus sign"),
    g("b_ok_loop_after_answer", "B", "4295", "correct", "hash", WARE + "#### 4295\n" + "#### 4295\n" * 300, "the committed answer repeated in a loop (complete lines)"),
    m("b_m_cut_in_box", "A", G_ABS, "no_answer", "none", ABS + r" $\boxed{(-\infty, -3] \cup [3,", "cut inside the box"),
    m("b_m_cut_think_candidates", "A", G_DICE, "no_answer", "none", "<think>\nTwo dice, 36 outcomes. Sum 8: maybe 5/36? Or 6/36 if (4,4) counts twice. Let me list them: (2,6), (3,5),", "cut inside the thinking with candidates"),
    m("b_m_empty_tag_box", "A", G_LOG, "no_answer", "tag", th(LOG + " = 6") + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    m("b_m_cut_final_block", "A", G_INV, "no_answer", "none", INV_LONG + "**Final Answer**\n\\[\n\\boxed{\\begin{pmatrix} 3 & -1 \\\\", "cut inside the final block's box"),
    m("b_m_nul_tag", "A", G_SYS, "no_answer", "tag", th(SYS) + "<answer>(7, 3)</answer>\x00", "a NUL after the tag: bad input"),
    m("b_m_loop_cut", "A", G_EXP, "no_answer", "none", r"$(x - 3)(2x + 5) = $" + r" $x(2x + 5) - 3(2x + 5) = $" * 2500, "a repeated equation with no end"),
    m("b_m_refusal", "A", G_B6, "no_answer", "none", "I cannot convert this number because base 6 only has the digits 0 to 5 and the number 100 contains a 1 and two 0s, which might be ambiguous.", "a refusal"),
    m("b_m_template_box", "A", G_MIX, "no_answer", "boxed", r"Therefore, the final answer is: $\boxed{\text{answer}}$. I hope it is correct.", "a template box with a placeholder"),
    m("b_m_ok_crlf", "B", G_QIN, "correct", "boxed", (QIN + "\n\nSo the solution is $\\boxed{(-2, 3)}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_huge_think", "B", G_CUB, "correct", "tag", HUGE_CUB + r"<answer>x = -2, 1, 2</answer>", "a ~90 KB think block, then the tag with x ="),
    m("b_m_ok_endoftext", "B", G_SER, "correct", "boxed", SER + r" = \boxed{187}$<|endoftext|><|endoftext|>", "two end-of-text tokens after the box"),
    m("b_m_ok_bom", "B", G_REP, "correct", "boxed", "\ufeff" + REP + r" = \boxed{\frac{5}{11}}$", "a BOM at the start"),
    m("b_m_ok_nbsp_box", "B", G_SQ, "correct", "boxed", SQ + " = \\boxed{-3\u00a0+\u00a04i}$", "no-break spaces inside the box"),
    m("b_m_ok_display_brackets", "B", G_DICE, "correct", "boxed", DICE + "$.\n\n\\[\n\\boxed{\\frac{5}{36}}\n\\]\n", "a display-math box on its own lines"),
    m("b_m_ok_zero_width", "B", G_LOG, "correct", "boxed", LOG + " = \\boxed{6}$\u200b", "a zero-width space after the box"),
    m("b_m_ok_tag_im_end", "B", G_MID, "correct", "tag", th(MID + " = (1, 1)$.") + "<answer>(1, 1)</answer><|im_end|>", "a ChatML end token after the tag"),
    # ================================================================ extra shapes: tables, blockquotes, headings
    g("h_blockquote_subtotal", "A", "33", "wrong", "prose", "9 packs of 12 pencils is 9 * 12 = <<9*12=108>>108 pencils.\n\n" + "> **Answer:** 108 pencils", "a blockquoted bold answer holding the subtotal"),
    g("h_ok_table_answer", "B", "33", "correct", "prose", PEN + "| Quantity | Value |\n|---|---|\n| Bought | 108 |\n| Handed out | 75 |\n| **Answer** | **33** |", "the answer in the last row of a markdown table"),
    m("t_m_ok_heading_answer", "B", G_REP, "correct", "answer_heading", th(REP + r" = \frac{5}{11}$." + "\n") + "## Answer\n\n$\\frac{5}{11}$", "a markdown heading after the think block, then the value"),
    m("t_m_tag_bold_hedge", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>**(7, 3)** or possibly (3, 7)</answer>", "two pairs in the tag: a hedge"),
]
# fmt: on

DECISIONS = {
    "t_tag_dozens": (
        "reject",
        "eggs are asked; 15 is a count of dozens (the other unit than the one asked), as a box holding 15 would be",
    ),
    "n_sign_flipped_box": (
        "reject",
        "the position asked is -16 (the problem uses negatives for below the surface); the box holds 16, and the words 'below the surface' before it do not change the boxed value",
    ),
    "u_fraction_for_percent": (
        "reject",
        "a percent is asked and the gold is 60; 3/5 is the value 0.6, not 60 (as 0.6% is another value)",
    ),
    "u_ok_box_then_answer_hours": (
        "accept",
        "the box holds the quantity asked (330 minutes); the Answer: line restates the same quantity in hours, so the box's value is kept (round 136's convention)",
    ),
    "q_suppose_only": (
        "reject",
        "the value is supposed and checked backwards, but 'could work' never commits to it: no final answer",
    ),
    "b_cut_final_answer_heading": (
        "reject",
        "49 is only in the think block; the answer section is cut before any value, so there is no final answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam140", CASES, [], DECISIONS)
