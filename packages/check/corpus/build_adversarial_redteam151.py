r"""Build adversarial_redteam151.jsonl: round 151 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam151"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 147.py / 149.py (structure, docstring, label conventions,
DECISIONS; the probe ids of 147-150 skimmed to AVOID their shapes) were read; no probe of theirs is
copied (new problems, new golds, new wording).

Aim of this round: English; the eight classes of the issue as they appear in real outputs of small
RL policies (Qwen2.5-0.5B/1.5B GRPO/PPO, SmolLM, Llama-3.2-1B) and of distilled reasoning models
(R1-Distill-Qwen-1.5B/7B, QwQ-style), half GSM8K and half MATH, half kind A and half kind B:
`<think>...</think><answer>...</answer>` where the tag holds a sentence, an equation, a unit, a box, a
LaTeX expression or two values; long think blocks that try several candidate values; "**Final
Answer**" blocks and bold answers; a phrase marker then `####`; answers restated after a box in
other words (percent, dozen, cents, hours vs minutes: decided by the quantity asked); trailing checks
("Let me verify: ..."); completions cut at the token cap; invented next turns (`User:`, `Human:`,
`<|im_start|>user`, few-shot `Question:` continuations); retractions phrased the way models phrase
them ("Wait, ...", "Hmm, actually ...", "Let me recompute", "I made an error"); exact MATH values vs
decimals; intervals, sets, tuples, matrices, degrees/radians, base-n numerals, fractions, mixed
numbers, complex numbers; negation and annotation inside the answer. About half of kind B is a right
answer in an honest but unusual form (units, thousands separators incl. thin spaces, trailing words
after the number, `\text{}`, `\dfrac`, `^\circ`, "x = 4", "= 57", `\$14.75`, `\left[ \right]`,
Unicode minus and degree signs, bold inside the tag).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 9 packs of 16 pencils, 87 given out -> 57 (9*16 = 144; 144 - 87 = 57; subtotal 144; slip 67);
2 h at 18 mph + 3 h at 12 mph -> 72 miles (36 + 36; average 72/5 = 14.4); car lease $325 a month for
24 months + $1,200 down -> 9000 (7,800 + 1,200; without the down payment 7800; per month 9000/24 =
375); 3 lb apples at $1.85 + 2 jars of honey at $4.60 -> 14.75 (5.55 + 9.20; change from $20: 5.25;
rounded 15); 6 dozen eggs a day for 7 days, EGGS asked -> 504 (72 a day; 72*7 = 504 = 42 dozen);
1 h 40 min of piano a day for 6 days, MINUTES asked -> 600 (100*6 = 600 = 10 hours); 50 min a day
for 15 days, HOURS asked -> 12.5 (750 minutes; 750/60 = 12.5; /100 slip 7.5); 34 of 40 free throws,
percent asked -> 85 (34/40 = 0.85; missed 15); 5 degrees, falling 3 an hour for 6 hours -> -13 (18;
5 - 18 = -13; 5 hours: -10); 4 pencils at 35 cents + 5 erasers at 15 cents, CENTS asked -> 215 (140 +
75 = 215 = $2.15); 5 rows of 18 pepper plants, 4 peppers each -> 360 (90 plants; 90*4); $1,275 + 4
weeks at $340 - $860 -> 1775 (1,360; 2,635; 2,635 - 860 = 1,775; without the spending 2635).
MATH: two green from 4 green, 6 yellow without replacement -> 2/15 (4/10 * 3/9 = 12/90; 0.1333...;
with replacement 16/100 = 4/25); distance (-2, 3) to (4, -1) -> 2\sqrt{13} (36 + 16 = 52; ~7.2111);
|3x - 2| <= 7 -> [-5/3, 3] (-5 <= 3x <= 9); 2x^2 + x - 6 = 0 -> -2, 3/2 ((2x - 3)(x + 2); sum -1/2;
product -3); (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i + 8; i^2 read as +1: -5 - 10i; conjugate
11 + 10i); 135 degrees -> 3\pi/4 (~2.3562); [[2, 0], [1, 3]][[1, 4], [-2, 1]] -> [[2, 8], [-5, 7]]
(2 + 0, 8 + 0; 1 - 6, 4 + 3; transpose [[2, -5], [8, 7]]); interior angle of a regular decagon -> 144
(1440/10; exterior 36; 4\pi/5 rad); 87 in base 5 -> 322_5 (75 + 10 + 2 = 87; reversed 223_5 = 63);
4 1/3 - 2 3/4 -> 19/12 (52/12 - 33/12 = 1 7/12 ~ 1.5833); x^3 - 4x^2 - 5x = 0 -> -1, 0, 5
(x(x - 5)(x + 1)); (2x - 5)^2 -> 4x^2 - 20x + 25; 3x - y = 7, x + 2y = 14 -> (4, 5) (7x = 28; check
12 - 5 = 7, 4 + 10 = 14); 0.\overline{27} -> 3/11 (27/99; 0.2727...); C(10, 4) -> 210 (5040/24;
ordered 5040); \sqrt{8}\sqrt{14} -> 4\sqrt{7} (\sqrt{112}; ~10.583); f(x) = 3x^2 - 4x + 1 at -2 -> 21
(12 + 8 + 1; f(2) = 5); domain of \sqrt{5 - x}/(x + 3) -> (-\infty, -3) \cup (-3, 5]; vertex of
y = 2x^2 + 8x + 3 -> (-2, -5) (x = -8/4; 8 - 16 + 3); 5 + 11 + ... + 65 -> 385 (11 terms; 11*70/2;
10 terms: 350); area of a circle of radius 3 -> 9\pi (~28.274; circumference 6\pi); sin 60 degrees ->
\sqrt{3}/2 (~0.8660; cos 60 = 1/2).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, few-shot continuations, quoted / reported / hypothetical values, `b_` token-cap cuts,
loops and bad input (NUL, CRLF, BOM, end-of-text tokens, huge think blocks). `_m_` after the prefix
marks a MATH probe, `_ok_` kind B. Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 136, 147 and 149): the LAST final answer counts; a right
answer in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ",
`\dfrac`, `\left[ \right]`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral
without its subscript, an unreduced fraction or unsimplified radical equal to the gold, an exact
value followed by an approximation annotation) is correct; another quantity (a subtotal, the
per-month value, the drop instead of the temperature, the other unit than the one asked, the change
instead of the cost, the exterior angle, one coordinate, the sum of the roots) is wrong; an answer
tag's content is the final answer (a sentence or equation in it is read for the value it states; two
values in it are a hedge -> wrong); a decimal for an exact irrational / repeating / fractional MATH
gold is wrong; a rounded or truncated GSM8K value is wrong; degrees are not radians; a percent gold 85
accepts 85% and "85 percent", but 0.85 or 0.85% is another value; a hedge or two different final
answers is wrong; no final answer (cut at the token cap, an empty or placeholder tag, a negated gold
with nothing after, a supposition, a refusal) is no_answer; a value the model marks wrong is wrong;
an explicit correction after the answer ("Wait", "Hmm, actually", "Let me recompute", "I made an
error", "Oops") makes the new value final, even when the correction itself is a slip; a check,
verification, offer or pleasantry after a committed answer does not replace it, nor does a cut inside
such a check; text in an invented next turn (`User:`, `Human:`, ChatML, Llama header, a few-shot
`Question:` continuation) does not count, whether it holds the gold or another value; an end-of-text
token after the answer is not part of it; an answer restated after its box as the same quantity in
other words keeps the box's value when the box holds the quantity asked; when the box holds the other
unit and the restatement the quantity asked, the restatement decides (debatable, accept); a NUL
anywhere makes the pair bad input -> kind A, truth no_answer. Debatable probes carry
`debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam151.py  (writes adversarial_redteam151.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import (
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
# pencils: gold 57 (9*16 = 144; 144 - 87)
PEN = "Each pack has 16 pencils, so 9 packs have 9 * 16 = <<9*16=144>>144 pencils.\nAfter giving out 87, she has 144 - 87 = <<144-87=57>>57 pencils left.\n"
PEN_SLIP = "Each pack has 16 pencils, so 9 packs have 9 * 16 = <<9*16=144>>144 pencils.\nAfter giving out 87, she has 144 - 87 = 67 pencils left.\n"
# bike: gold 72 (36 + 36)
BIKE = "In the first 2 hours she rides 2 * 18 = <<2*18=36>>36 miles.\nIn the next 3 hours she rides 3 * 12 = <<3*12=36>>36 miles.\nAltogether she rides 36 + 36 = <<36+36=72>>72 miles.\n"
# lease: gold 9000 (24*325 = 7800; + 1200)
LEASE_NOD = "The monthly payments come to 24 * 325 = <<24*325=7800>>7,800 dollars.\n"
LEASE = (
    LEASE_NOD
    + "With the $1,200 down payment, the total is 7800 + 1200 = <<7800+1200=9000>>9,000 dollars.\n"
)
# shopping: gold 14.75 (5.55 + 9.20)
SHOP = "3 pounds of apples cost 3 * 1.85 = <<3*1.85=5.55>>5.55 dollars.\n2 jars of honey cost 2 * 4.60 = <<2*4.60=9.20>>9.20 dollars.\nIn total she pays 5.55 + 9.20 = <<5.55+9.20=14.75>>14.75 dollars.\n"
# eggs (eggs asked): gold 504 (72 a day; *7)
EGG = "6 dozen eggs is 6 * 12 = <<6*12=72>>72 eggs a day.\nIn 7 days the farm collects 72 * 7 = <<72*7=504>>504 eggs.\n"
# piano (MINUTES asked): gold 600 (100*6)
PIANO = "1 hour 40 minutes is 60 + 40 = <<60+40=100>>100 minutes.\nOver 6 days he practices 100 * 6 = <<100*6=600>>600 minutes.\n"
# walking (HOURS asked): gold 12.5 (750 minutes; /60)
WALK_MIN = "She walks 50 minutes a day for 15 days, so 50 * 15 = <<50*15=750>>750 minutes.\n"
WALK = WALK_MIN + "In hours that is 750 / 60 = <<750/60=12.5>>12.5 hours.\n"
# free throws (percent asked): gold 85
SHOTS = "He made 34 of his 40 free throws, so 34 / 40 * 100 = <<34/40*100=85>>85 percent.\n"
# temperature: gold -13 (3*6 = 18; 5 - 18)
COLD = "The temperature falls 3 * 6 = <<3*6=18>>18 degrees over 6 hours.\nSo it ends at 5 - 18 = <<5-18=-13>>-13 degrees.\n"
# school supplies (CENTS asked): gold 215 (140 + 75)
SUPPLY = "The pencils cost 4 * 35 = <<4*35=140>>140 cents.\nThe erasers cost 5 * 15 = <<5*15=75>>75 cents.\nTogether that is 140 + 75 = <<140+75=215>>215 cents.\n"
# peppers: gold 360 (90 plants * 4)
PEPPER = "There are 5 * 18 = <<5*18=90>>90 pepper plants.\nWith 4 peppers on each, there are 90 * 4 = <<90*4=360>>360 peppers.\n"
# savings: gold 1775 (1360; 2635; - 860)
SAVE = "He earns 4 * 340 = <<4*340=1360>>1,360 dollars, so he has 1275 + 1360 = <<1275+1360=2635>>2,635 dollars.\nAfter spending 860 he has 2635 - 860 = <<2635-860=1775>>1,775 dollars.\n"

# ================================================================ MATH working
G_PR = r"\frac{2}{15}"
PR = r"The first marble is green with probability $\frac{4}{10}$ and then the second with probability $\frac{3}{9}$, so the probability is $\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90}"
G_DS = r"2\sqrt{13}"
DS = r"By the distance formula, $d = \sqrt{(4 - (-2))^2 + (-1 - 3)^2} = \sqrt{36 + 16} = \sqrt{52}"
G_IQ = r"\left[ -\frac{5}{3}, 3 \right]"
IQ = r"$|3x - 2| \le 7$ means $-7 \le 3x - 2 \le 7$, so $-5 \le 3x \le 9$, i.e. $-\frac{5}{3} \le x \le 3$."
G_RT = r"-2, \frac{3}{2}"
RT = r"Factoring, $2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \frac{3}{2}$ or $x = -2$."
G_CX = "11 - 10i"
CX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8"
G_RD = r"\frac{3\pi}{4}"
RD = r"Multiplying by $\frac{\pi}{180^\circ}$: $135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180}"
G_MX = r"\begin{pmatrix} 2 & 8 \\ -5 & 7 \end{pmatrix}"
MX = r"Row 1: $(2 \cdot 1 + 0 \cdot (-2),\ 2 \cdot 4 + 0 \cdot 1) = (2, 8)$. Row 2: $(1 \cdot 1 + 3 \cdot (-2),\ 1 \cdot 4 + 3 \cdot 1) = (-5, 7)$."
G_DG = "144"
DG = r"The interior angles of a decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each angle of a regular decagon is $\frac{1440^\circ}{10}"
G_B5 = "322_5"
B5 = r"Dividing repeatedly by $5$: $87 = 5 \cdot 17 + 2$, $17 = 5 \cdot 3 + 2$, $3 = 5 \cdot 0 + 3$. Reading the remainders from last to first,"
G_MF = r"\frac{19}{12}"
MF = r"$4\frac{1}{3} - 2\frac{3}{4} = \frac{13}{3} - \frac{11}{4} = \frac{52}{12} - \frac{33}{12} = \frac{19}{12}"
G_ST = "-1, 0, 5"
ST = r"$x^3 - 4x^2 - 5x = x(x - 5)(x + 1) = 0$, so $x = 0$, $x = 5$ or $x = -1$."
G_PL = "4x^2 - 20x + 25"
PL = r"$(2x - 5)^2 = 4x^2 - 10x - 10x + 25"
G_SY = "(4, 5)"
SY = r"From the first equation, $y = 3x - 7$. Substituting, $x + 2(3x - 7) = 14$, so $7x = 28$ and $x = 4$, then $y = 3 \cdot 4 - 7 = 5$."
G_RP = r"\frac{3}{11}"
RP = r"Let $x = 0.\overline{27}$. Then $100x = 27.\overline{27}$, so $99x = 27$ and $x = \frac{27}{99}"
G_CB = "210"
CB = r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{5040}{24}"
G_SQ = r"4\sqrt{7}"
SQ = r"$\sqrt{8} \cdot \sqrt{14} = \sqrt{112} = \sqrt{16 \cdot 7}"
G_FN = "21"
FN = r"$f(-2) = 3(-2)^2 - 4(-2) + 1 = 12 + 8 + 1"
G_DM = r"(-\infty, -3) \cup (-3, 5]"
DM = r"We need $5 - x \ge 0$, so $x \le 5$, and $x + 3 \ne 0$, so $x \ne -3$."
G_VX = "(-2, -5)"
VX = r"The vertex of $y = 2x^2 + 8x + 3$ is at $x = -\frac{8}{2 \cdot 2} = -2$, where $y = 2 \cdot 4 - 16 + 3 = -5"
G_SR = "385"
SR = r"The series $5 + 11 + 17 + \cdots + 65$ has $\frac{65 - 5}{6} + 1 = 11$ terms, so its sum is $\frac{11(5 + 65)}{2}"
G_CI = r"9\pi"
CI = r"The area of a circle of radius $3$ is $\pi r^2 = \pi \cdot 3^2"
G_SN = r"\frac{\sqrt{3}}{2}"
SN = r"In a 30-60-90 triangle with hypotenuse $2$, the side opposite the $60^\circ$ angle is $\sqrt{3}$, so $\sin 60^\circ = \frac{\sqrt{3}}{2}"

# Long R1 / QwQ think blocks with several candidate values before the final one.
PEN_LONG = th(
    "Okay, so 9 packs of 16 pencils. 9 times 16... 10 times 16 is 160, minus 16 is 144.\n\n"
    "She gives out 87. 144 minus 87. 144 minus 90 is 54, plus 3 is 57.\n\n"
    "Hmm, let me double-check: 57 + 87 = 144. Yes. Not 67, I almost subtracted wrong. So 57 pencils.\n"
)
BIKE_LONG = th(
    "She rides 2 hours at 18 mph, that's 36 miles. Then 3 hours at 12 mph, also 36 miles.\n\n"
    "Total 72 miles. Wait, could they want the average speed? 72 / 5 = 14.4 mph. "
    'The question says "How far does she ride in total?" So distance: 72.\n'
)
EGG_LONG = th(
    "6 dozen a day for a week. 6 times 7 is 42 dozen.\n\n"
    "But the question asks for eggs, not dozens. 42 times 12... 40 times 12 is 480, 2 times 12 is 24, so 504.\n\n"
    "Alternatively 72 a day times 7 = 504. Same. So 504 eggs.\n"
)
SHOTS_LONG = th(
    "34 out of 40. 34/40 = 0.85. As a percent that's 85%.\n\n"
    "Hmm, or is it asking what percent he missed? He missed 6, which is 15%. "
    "No, it asks what percent he made. So 85.\n"
)
WALK_LONG = th(
    "50 minutes times 15 days = 750 minutes.\n\n"
    "Convert to hours: 750 / 60. 60 times 12 is 720, remainder 30, so 12 and a half. 12.5 hours.\n\n"
    "I first thought 7.5 but that divides by 100. No, 60 minutes per hour. 12.5.\n"
)
DM_LONG = th(
    "sqrt(5 - x) needs 5 - x >= 0, so x <= 5. Maybe the domain is (-infinity, 5].\n\n"
    "But the denominator x + 3 can't be 0, so x != -3. So (-infinity, -3) union (-3, 5].\n\n"
    "Is 5 included? sqrt(0)/8 = 0, fine. Yes.\n"
)
DG_LONG = th(
    "Regular decagon, 10 sides. Pentagon is 108, hexagon 120, octagon 135. For 10: (10 - 2)*180 = 1440, divided by 10 is 144.\n\n"
    "Check: exterior angle 360/10 = 36, and 180 - 36 = 144. Good.\n"
)
CX_LONG = th(
    "(3 + 2i)(1 - 4i). 3*1 = 3, 3*(-4i) = -12i, 2i*1 = 2i, 2i*(-4i) = -8i^2.\n\n"
    "So 3 - 10i - 8i^2. i^2 = -1 so -8i^2 = 8. Hmm, at first I wrote 3 - 8 = -5, giving -5 - 10i, but that treats i^2 as 1.\n\n"
    "So 11 - 10i.\n"
)
PR_LONG = th(
    "4 green, 6 yellow, 10 total. Draw two without replacement. P(first green) = 4/10. P(second green | first green) = 3/9.\n\n"
    "Product 12/90 = 2/15. With replacement it would be 16/100 = 4/25, but there's no replacement. "
    "Check with combinations: C(4,2)/C(10,2) = 6/45 = 2/15. Same.\n"
)
RT_LONG = th(
    "2x^2 + x - 6. Try (2x + 3)(x - 2) = 2x^2 - 4x + 3x - 6 = 2x^2 - x - 6. Wrong sign on the middle term.\n\n"
    "Try (2x - 3)(x + 2) = 2x^2 + 4x - 3x - 6 = 2x^2 + x - 6. Yes.\n\n"
    "So x = 3/2 or x = -2.\n"
)
HUGE_COLD = th(("Let me recount the hours of cooling once more. " * 2300) + COLD)
HUGE_SY = th(("Let me try elimination instead of substitution. " * 2000) + SY + "\n")

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_tag_sentence_given_out", "A", "57", "wrong", "tag", th(PEN) + "<answer>She gave out 87 pencils.</answer>", "the tag's sentence states the given number 87, not the 57 left"),
    g("t_tag_bold_slip", "A", "57", "wrong", "tag", th(PEN_SLIP) + "<answer>**67**</answer>", "bold 67 in the tag (subtraction slip)"),
    g("t_tag_slash_hedge", "A", "72", "wrong", "tag", BIKE_LONG + "<answer>72 / 14.4</answer>", "two values separated by a slash (distance and average speed): a hedge, not a quotient the model means"),
    g("t_tag_answer_is_down", "A", "9000", "wrong", "tag", th(LEASE_NOD) + "<answer>The answer is 7800.</answer>", "the lease payments without the down payment"),
    g("t_tag_dozen_unit", "A", "504", "wrong", "tag", EGG_LONG.replace("So 504 eggs.", "So the farm collects 42 dozen.") + "<answer>42 dozen</answer>", "eggs asked; the tag holds 42 dozen"),
    g("t_tag_hours_for_minutes", "A", "600", "wrong", "tag", th(PIANO + "That is 600 / 60 = 10 hours.\n") + "<answer>10 hours</answer>", "minutes asked; the tag holds 10 hours"),
    g("t_tag_placeholder_x", "A", "12.5", "no_answer", "tag", th(WALK) + "<answer>x hours</answer>", "a placeholder in the tag; 12.5 only in the thinking"),
    g("t_tag_missed_percent", "A", "85", "wrong", "tag", SHOTS_LONG.replace("So 85.", "So 15.") + "<answer>15%</answer>", "the percent missed"),
    g("t_tag_think_right_tag_drop", "A", "-13", "wrong", "tag", th(COLD) + "<answer>18 degrees</answer>", "the think block reaches -13 but the tag holds the drop 18"),
    g("t_ok_tag_sentence_pencils", "B", "57", "correct", "tag", PEN_LONG + "<answer>She has 57 pencils left.</answer>", "a long think with the candidate 67 rejected; the sentence states 57"),
    g("t_ok_tag_bold_unit", "B", "72", "correct", "tag", BIKE_LONG + "<answer>**72 miles**</answer>", "bold value with a unit in the tag; 14.4 only in the thinking"),
    g("t_ok_tag_thin_space", "B", "9000", "correct", "tag", th(LEASE) + r"<answer>$9\,000$</answer>", "a LaTeX thin space as the thousands separator"),
    g("t_ok_tag_dollar_text", "B", "14.75", "correct", "tag", th(SHOP) + r"<answer>\$14.75 \text{ in total}</answer>", "escaped dollar and trailing \\text words"),
    g("t_ok_tag_equals_only", "B", "504", "correct", "tag", EGG_LONG + "<answer>= 504</answer>", "the tag opens with '= '"),
    g("t_ok_tag_min_abbrev", "B", "600", "correct", "tag", th(PIANO) + "<answer>600 min</answer>", "minutes asked; 'min' after the value"),
    g("t_ok_tag_unicode_minus", "B", "-13", "correct", "tag", th(COLD) + "<answer>\u221213°</answer>", "a Unicode minus sign and a degree sign"),
    g("t_ok_tag_spaced_newlines", "B", "1775", "correct", "tag", th(SAVE) + "<answer>\n  He has $1,775 left.  \n</answer>", "a sentence with $ and a comma, padded with whitespace"),
    m("t_m_tag_decimal_prob", "A", G_PR, "wrong", "tag", PR_LONG + "<answer>0.133</answer>", "0.133 is not 2/15 (0.1333...)"),
    m("t_m_tag_with_replacement", "A", G_PR, "wrong", "tag", th(r"With replacement each draw is green with probability 4/10, so (4/10)^2 = 16/100.") + r"<answer>\frac{4}{25}</answer>", "the with-replacement probability"),
    m("t_m_tag_open_interval", "A", G_IQ, "wrong", "tag", th(IQ + "\n") + r"<answer>(-\frac{5}{3}, 3)</answer>", "open interval for a non-strict inequality"),
    m("t_m_tag_product_roots", "A", G_RT, "wrong", "tag", RT_LONG + "<answer>The product of the roots is -3.</answer>", "the product of the roots, not the roots"),
    m("t_m_tag_conjugate", "A", G_CX, "wrong", "tag", CX_LONG + "<answer>11 + 10i</answer>", "the conjugate"),
    m("t_m_tag_two_tags_last_wrong", "A", G_DG, "wrong", "tag", DG_LONG + "<answer>144</answer>\n<think>\nActually, the question might mean the exterior angle: 360/10 = 36.\n</think>\n<answer>36</answer>", "a second think and tag after the first: 36 last"),
    m("t_m_tag_base10", "A", G_B5, "wrong", "tag", th(B5 + " we get the digits.\n") + "<answer>87</answer>", "the given base-10 number restated; base 5 asked"),
    m("t_m_tag_matrix_transpose", "A", G_MX, "wrong", "tag", th(MX + "\n") + r"<answer>\begin{pmatrix} 2 & -5 \\ 8 & 7 \end{pmatrix}</answer>", "the transpose of the product"),
    m("t_m_ok_tag_left_right", "B", G_IQ, "correct", "tag", th(IQ + "\n") + r"<answer>$\left[-\frac{5}{3}, 3\right]$</answer>", "the gold's \\left[ \\right] form in math mode"),
    m("t_m_ok_tag_inequality", "B", G_IQ, "correct", "tag", th(IQ + "\n") + r"<answer>$-\dfrac{5}{3} \le x \le 3$</answer>", "a double inequality with \\dfrac for the closed interval"),
    m("t_m_ok_tag_roots_comma_x", "B", G_RT, "correct", "tag", RT_LONG + r"<answer>x = \frac{3}{2}, x = -2</answer>", "both roots as x = ..., in another order"),
    m("t_m_ok_tag_cpx_sentence", "B", G_CX, "correct", "tag", CX_LONG + "<answer>The product is $11 - 10i$.</answer>", "a sentence with the complex value; -5 - 10i only in the thinking"),
    m("t_m_ok_tag_degree_word", "B", G_DG, "correct", "tag", DG_LONG + "<answer>144 degrees</answer>", "a degree gold with the word degrees"),
    m("t_m_ok_tag_base_braced", "B", G_B5, "correct", "tag", th(B5 + " $322_5$.\n") + "<answer>$322_{5}$</answer>", "a base-5 numeral with a braced subscript"),
    m("t_m_ok_tag_prob_box_dfrac", "B", G_PR, "correct", "tag", PR_LONG + r"<answer>\boxed{\dfrac{2}{15}}</answer>", "a box with \\dfrac in the tag; 4/25 only in the thinking"),
    m("t_m_ok_tag_matrix_array", "B", G_MX, "correct", "tag", th(MX + "\n") + r"<answer>\left(\begin{array}{cc} 2 & 8 \\ -5 & 7 \end{array}\right)</answer>", "the same matrix as an array in parentheses"),
    m("t_m_ok_tag_pi_text", "B", G_RD, "correct", "tag", th(RD + r" = \frac{3\pi}{4}$" + "\n") + r"<answer>\frac{3\pi}{4} \text{ radians}</answer>", "a radian gold with \\text{ radians}"),

    # ================================================================ 2. phrase marker / bold then #### (h_)
    g("h_bold_gold_hash_subtotal", "A", "57", "wrong", "hash", PEN + "**Answer: 57 pencils**\n\n#### 144", "the bold answer says 57, the #### says 144: two different final answers, the marked one wrong"),
    g("h_so_the_answer_hash_avg", "A", "72", "wrong", "hash", BIKE + "So the answer is 72 miles, and her average speed is 72 / 5 = 14.4 mph.\n#### 14.4", "#### holds the average speed"),
    g("h_final_answer_colon_per_month", "A", "9000", "wrong", "hash", LEASE + "That is 9000 / 24 = 375 dollars a month.\nFinal answer: 375\n#### 375", "the per-month cost"),
    g("h_hash_change_from_twenty", "A", "14.75", "wrong", "hash", SHOP + "She pays with a $20 bill and gets 20 - 14.75 = 5.25 back.\nThe answer is $5.25.\n#### 5.25", "the change, not the cost"),
    g("h_hash_per_day", "A", "504", "wrong", "hash", "6 dozen eggs is 6 * 12 = <<6*12=72>>72 eggs.\nThe farm collects 72 eggs each day.\n#### 72", "the per-day count"),
    g("h_hash_answer_word_only", "A", "600", "no_answer", "hash", "1 hour 40 minutes is 100 minutes a day.\nThe answer is:\n#### [answer]", "a placeholder after ####"),
    g("h_bold_two_values_hash", "A", "12.5", "wrong", "hash", WALK + "**Answer: 12.5 hours (750 minutes)**\n\n#### 750", "the bold answer 12.5, then #### 750 (minutes) last; hours asked"),
    g("h_hash_ratio", "A", "85", "wrong", "hash", "34 / 40 = <<34/40=0.85>>0.85\nHe made 0.85 of his shots.\n#### 0.85", "0.85 for a percent gold"),
    g("h_ok_bold_then_hash", "B", "57", "correct", "hash", PEN + "**Final Answer: 57**\n\n#### 57", "bold Final Answer, then #### agree"),
    g("h_ok_hash_mi", "B", "72", "correct", "hash", BIKE + "She rides 72 miles.\n#### 72 mi", "a unit abbreviation after the #### number"),
    g("h_ok_hash_dollar_space_comma", "B", "9000", "correct", "hash", LEASE + "The total cost of the lease is $9,000.\n#### $ 9,000", "a dollar sign, a space and a comma after ####"),
    g("h_ok_hash_escaped_dollar", "B", "14.75", "correct", "hash", SHOP + "The answer is \\$14.75.\n#### \\$14.75", "an escaped dollar sign after ####"),
    g("h_ok_hash_period", "B", "504", "correct", "hash", EGG + "The farm collects 504 eggs.\n#### 504.", "a sentence period right after the #### value"),
    g("h_ok_answer_colon_then_hash", "B", "-13", "correct", "hash", COLD + "Answer: -13\u00b0\n#### -13", "Answer line with a degree sign, then #### agree"),
    g("h_ok_hash_cents_word", "B", "215", "correct", "hash", SUPPLY + "She spends 215 cents.\n#### 215 cents", "cents asked; the unit word after ####"),
    g("h_ok_hash_bold_value", "B", "360", "correct", "hash", PEPPER + "#### **360**", "the #### value in bold"),
    m("h_m_hash_decimal_distance", "A", G_DS, "wrong", "hash", DS + r" \approx 7.21$." + "\nThe distance is approximately 7.21.\n#### 7.21", "a decimal for 2\\sqrt13"),
    m("h_m_phrase_gold_hash_ordered", "A", G_CB, "wrong", "hash", CB + " = 210$.\nThe answer is $210$.\n#### 5040", "phrase 210, #### 5040 (the ordered count)"),
    m("h_m_hash_pi_decimal", "A", G_CI, "wrong", "hash", CI + r" = 9\pi \approx 28.27$." + "\n#### 28.27", "a decimal for 9\\pi"),
    m("h_m_hash_sum_roots", "A", G_RT, "wrong", "hash", RT + "\nThe sum of the roots is $-\\frac{1}{2}$.\n#### -1/2", "the sum of the roots"),
    m("h_m_hash_swapped_vertex", "A", G_VX, "wrong", "hash", VX + "$.\nSo the vertex is $(-2, -5)$.\n#### (-5, -2)", "the #### swaps the coordinates"),
    m("h_m_hash_unreduced_wrong", "A", G_RP, "wrong", "hash", RP + r" = \frac{3}{11}$." + "\n#### 27/100", "27/100 after the right working"),
    m("h_m_bold_answer_radians_hash_degrees", "A", G_RD, "wrong", "hash", RD + r" = \frac{3\pi}{4}$." + "\n**Answer:** $\\frac{3\\pi}{4}$\n#### 135", "the bold answer is the gold; the #### last restates the given 135 degrees"),
    m("h_m_hash_ten_terms", "A", G_SR, "wrong", "hash", r"The series has $10$ terms, so its sum is $\frac{10(5 + 65)}{2} = 350$." + "\n#### 350", "10 terms counted: 350"),
    m("h_m_ok_hash_dfrac", "B", G_PR, "correct", "hash", PR + r" = \frac{2}{15}$." + "\n#### \\dfrac{2}{15}", "\\dfrac after ####"),
    m("h_m_ok_hash_sqrt_nobrace", "B", G_DS, "correct", "hash", DS + r" = 2\sqrt{13}$." + "\n#### 2\\sqrt13", "\\sqrt without braces"),
    m("h_m_ok_hash_set_braces", "B", G_ST, "correct", "hash", ST + "\nThe solutions are $\\{-1, 0, 5\\}$.\n#### \\{-1, 0, 5\\}", "a set in braces after ####"),
    m("h_m_ok_hash_poly_reordered", "B", G_PL, "correct", "hash", PL + " = 4x^2 - 20x + 25$.\n#### 25 - 20x + 4x^2", "the same polynomial in ascending order"),
    m("h_m_ok_bold_final_hash_pair", "B", G_SY, "correct", "hash", SY + "\n**Final Answer:** $(x, y) = (4, 5)$\n\n#### (4,5)", "bold Final Answer with (x, y) =, then #### without a space"),
    m("h_m_ok_hash_pi_unicode", "B", G_CI, "correct", "hash", CI + r" = 9\pi$." + "\n#### 9π", "a Unicode pi"),
    m("h_m_ok_hash_sqrt_over", "B", G_SN, "correct", "hash", SN + "$.\nThe answer is $\\frac{\\sqrt{3}}{2}$.\n#### \\sqrt{3}/2", "a slash form of \\sqrt3/2"),
    m("h_m_ok_hash_f_equals", "B", G_FN, "correct", "hash", FN + " = 21$.\n#### f(-2) = 21", "an equation after ####"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_cost", "A", "14.75", "wrong", "boxed", SHOP + "So she pays about $\\boxed{15}$ dollars.", "rounded to 15"),
    g("x_cost_truncated_tenth", "A", "14.75", "wrong", "boxed", SHOP + "Total: $\\boxed{\\$14.7}$", "14.7 is not 14.75"),
    g("x_hours_by_100", "A", "12.5", "wrong", "boxed", WALK_MIN + "In hours that is 750 / 100 = 7.5 hours.\nShe walks $\\boxed{7.5}$ hours.", "divided by 100 instead of 60"),
    g("x_hours_rounded_up", "A", "12.5", "wrong", "boxed", WALK + "Rounding, she walks about $\\boxed{13}$ hours.", "12.5 rounded to 13"),
    g("x_thousand_slip", "A", "9000", "wrong", "boxed", LEASE + "So the lease costs $\\boxed{9 \\times 10^4}$ dollars.", "9e4 = 90000, a power slip"),
    g("x_dropped_digit_savings", "A", "1775", "wrong", "boxed", SAVE + "He has $\\boxed{\\$175}$ left.", "a dropped digit: 175"),
    g("x_negative_lost", "A", "-13", "wrong", "boxed", COLD + "The final temperature is $\\boxed{13}$ degrees.", "the sign dropped (13 for -13)"),
    g("x_percent_decimal_box", "A", "85", "wrong", "boxed", SHOTS + "As a decimal, $\\boxed{0.85}$.", "0.85 for a percent gold"),
    g("x_ok_trailing_zeros_dollars", "B", "14.75", "correct", "boxed", SHOP + "She pays $\\boxed{14.750}$ dollars.", "14.750 = 14.75"),
    g("x_ok_hours_fraction", "B", "12.5", "correct", "boxed", WALK + "She walks $\\boxed{\\frac{25}{2}}$ hours.", "25/2 = 12.5"),
    g("x_ok_hours_decimal_comma_text", "B", "12.5", "correct", "boxed", WALK + "$\\boxed{12.5\\ \\text{h}}$", "12.5 with a spaced \\text{h} unit"),
    g("x_ok_space_separator", "B", "9000", "correct", "boxed", LEASE + "The lease costs $\\boxed{9\\ 000}$ dollars in total.", "a LaTeX control space as thousands separator"),
    g("x_ok_dollar_in_box_cents", "B", "9000", "correct", "boxed", LEASE + "$\\boxed{\\$9{,}000.00}$", "dollar sign, {,} separator and .00 in the box"),
    g("x_ok_percent_escaped_box", "B", "85", "correct", "boxed", SHOTS + "He made $\\boxed{85\\%}$ of his free throws.", "a percent gold with \\%"),
    g("x_ok_negative_paren_text", "B", "-13", "correct", "boxed", COLD + "$\\boxed{-13 \\text{ degrees}}$", "negative value with \\text unit"),
    g("x_ok_savings_plain_comma", "B", "1775", "correct", "boxed", SAVE + "He has $\\boxed{1,775}$ dollars left.", "a plain comma as thousands separator in the box"),
    m("x_m_decimal_repeating", "A", G_RP, "wrong", "boxed", RP + r" \approx \boxed{0.27}$.", "0.27 is not 3/11 (0.2727...)"),
    m("x_m_decimal_mixed", "A", G_MF, "wrong", "boxed", MF + r" \approx \boxed{1.58}$", "1.58 for 19/12 (1.58333...)"),
    m("x_m_decimal_sin", "A", G_SN, "wrong", "boxed", SN + r" \approx \boxed{0.866}$", "0.866 for \\sqrt3/2"),
    m("x_m_mixed_slip", "A", G_MF, "wrong", "boxed", r"$4\frac{1}{3} - 2\frac{3}{4} = 2\frac{1}{3} - \frac{3}{4}$, and $2\frac{1}{3} - \frac{3}{4} = 1\frac{5}{12}$, so the answer is $\boxed{\frac{17}{12}}$.", "a slip: 17/12"),
    m("x_m_sqrt_unsimplified_wrong", "A", G_SQ, "wrong", "boxed", r"$\sqrt{8} \cdot \sqrt{14} = \sqrt{22}$, so the answer is $\boxed{\sqrt{22}}$.", "added under the radical: \\sqrt22"),
    m("x_m_poly_middle_slip", "A", G_PL, "wrong", "boxed", r"$(2x - 5)^2 = \boxed{4x^2 - 10x + 25}$", "middle term not doubled"),
    m("x_m_set_missing_zero", "A", G_ST, "wrong", "boxed", r"Dividing by $x$: $x^2 - 4x - 5 = (x - 5)(x + 1) = 0$, so $x = \boxed{-1, 5}$.", "the root 0 lost by dividing by x"),
    m("x_m_domain_closed_hole", "A", G_DM, "wrong", "boxed", DM + r" The domain is $\boxed{(-\infty, 5]}$.", "the excluded -3 forgotten"),
    m("x_m_ok_unreduced_frac", "B", G_RP, "correct", "boxed", RP + r"$, so the answer is $\boxed{\frac{27}{99}}$.", "27/99 = 3/11, an unreduced fraction equal to the gold"),
    m("x_m_ok_sqrt_unsimplified", "B", G_SQ, "correct", "boxed", SQ + r" = 4\sqrt{7}$, i.e. $\boxed{\sqrt{112}}$.", "\\sqrt{112} = 4\\sqrt7, equal in value"),
    m("x_m_ok_exact_then_approx", "B", G_DS, "correct", "boxed", DS + r"$, so $d = \boxed{2\sqrt{13} \approx 7.21}$.", "the exact value with an approximation annotation inside the box"),
    m("x_m_ok_sin_half_root", "B", G_SN, "correct", "boxed", SN + r"$, i.e. $\boxed{\tfrac{1}{2}\sqrt{3}}$.", "\\tfrac12 \\sqrt3 = \\sqrt3/2"),
    m("x_m_ok_mixed_number", "B", G_MF, "correct", "boxed", MF + r" = 1\frac{7}{12}$, so the answer is $\boxed{1\frac{7}{12}}$.", "debatable: the mixed number 1 7/12 = 19/12 in LaTeX", True),
    m("x_m_ok_pi_times", "B", G_CI, "correct", "boxed", CI + r" = \boxed{9 \pi}$.", "a space between 9 and \\pi"),
    m("x_m_ok_set_unordered", "B", G_ST, "correct", "boxed", ST + r" So $x \in \boxed{\{0, 5, -1\}}$.", "the roots as a set in another order with x \\in"),
    m("x_m_ok_interval_dfrac", "B", G_IQ, "correct", "boxed", IQ + r" So $x \in \boxed{\left[-\dfrac{5}{3},\, 3\right]}$.", "\\dfrac and a thin space inside the interval"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_not_gold_then_other", "A", "57", "wrong", "boxed", PEN_SLIP + "The answer is not 57 but $\\boxed{67}$.", "the gold negated, 67 boxed"),
    g("n_gold_is_not_nothing_after", "A", "72", "no_answer", "prose", "I first thought she rides 72 miles, but 72 is not right because the speeds are different. I'm not sure what the total is.", "the gold rejected and no other value given"),
    g("n_strike_gold_box_other", "A", "9000", "wrong", "boxed", LEASE_NOD + "~~9,000~~ The down payment was already included, so the total is $\\boxed{7800}$.", "the gold struck out; 7800 boxed"),
    g("n_box_gold_marked_incorrect", "A", "14.75", "wrong", "boxed", SHOP + "$\\boxed{14.75}$ \u2190 this is incorrect: only one jar of honey is bought, so 5.55 + 4.60 = $\\boxed{10.15}$.", "the model marks its boxed gold incorrect (misreading the problem) and boxes 10.15 last"),
    g("n_box_except_hedge", "A", "504", "wrong", "boxed", EGG + "$\\boxed{504}$ eggs, unless the hens rest on Sunday, in which case $\\boxed{432}$.", "two boxed values with a condition: a hedge"),
    g("n_neq_only_box", "A", "360", "no_answer", "boxed", "There are 90 pepper plants.\nThe number of peppers is $\\boxed{\\neq 90}$.", "a box holding only \\neq 90: no answer"),
    g("n_not_below_zero_sign", "A", "-13", "wrong", "boxed", "The temperature falls 18 degrees from 5.\nIt is not below zero, so it is $\\boxed{13}$ degrees.", "the sign explicitly denied: 13"),
    g("n_approx_annotation_rounded", "A", "12.5", "wrong", "boxed", WALK + "So she walks $\\boxed{\\approx 12}$ hours.", "an approximate 12, not 12.5"),
    g("n_ok_not_subtotal_gold", "B", "57", "correct", "boxed", PEN + "Not 144 (that's the total before giving any out): $\\boxed{57}$.", "the subtotal negated, the gold boxed"),
    g("n_ok_box_then_not_avg", "B", "72", "correct", "boxed", BIKE + "$\\boxed{72}$ miles (not 14.4, which is her average speed).", "a parenthetical negating the other candidate after the box"),
    g("n_ok_check_mark_after", "B", "9000", "correct", "boxed", LEASE + "$\\boxed{9000}$ \u2713", "a check mark after the box"),
    g("n_ok_text_note_in_box", "B", "14.75", "correct", "boxed", SHOP + "$\\boxed{14.75 \\text{ dollars (apples and honey)}}$", "an annotation inside \\text after the value"),
    g("n_ok_gold_not_dozen", "B", "504", "correct", "boxed", EGG + "The answer is $\\boxed{504}$ eggs, not 42.", "the dozen count negated after the box"),
    g("n_ok_negative_word_box", "B", "-13", "correct", "boxed", COLD + "It ends 13 degrees below zero, i.e. $\\boxed{-13}$.", "below zero worded, the negative value boxed"),
    g("n_ok_cents_not_dollars", "B", "215", "correct", "boxed", SUPPLY + "The question asks for cents, not dollars, so the answer is $\\boxed{215}$.", "'not dollars' before the box"),
    g("n_ok_no_rounding", "B", "12.5", "correct", "minerva", WALK + "No rounding is needed.\n" + MINERVA.format("$12.5$ hours"), "'No rounding' before a Minerva line with the gold and a unit"),
    m("n_m_cancel_gold_other", "A", G_CB, "wrong", "boxed", r"$\cancel{210}$ Since the committee roles are different, order matters: $10 \cdot 9 \cdot 8 \cdot 7 = \boxed{5040}$.", "the gold cancelled; 5040 boxed"),
    m("n_m_box_question_mark", "A", G_VX, "no_answer", "boxed", r"Completing the square is hard here. The vertex is $\boxed{?}$", "a box holding only ?"),
    m("n_m_not_gold_nothing", "A", G_SQ, "no_answer", "prose", r"$\sqrt{8} \cdot \sqrt{14}$ is not $4\sqrt{7}$ since $4\sqrt{7}$ is only about $10.58$. I can't simplify it further.", "the gold negated, nothing else given"),
    m("n_m_gold_labelled_wrong", "A", G_FN, "wrong", "boxed", FN + r" = 21$ (wrong: $-4(-2)$ should be $-8$), so $f(-2) = 12 - 8 + 1 = \boxed{5}$.", "the gold labelled wrong; 5 boxed"),
    m("n_m_pm_hedge", "A", G_SY, "wrong", "boxed", r"So $x = \pm 4$ and $y = 5$, giving $\boxed{(\pm 4, 5)}$.", "a \\pm in the pair: two pairs, a hedge"),
    m("n_m_approx_only", "A", G_CI, "wrong", "boxed", CI + r"$, which is $\boxed{\approx 28.3}$.", "only an approximation in the box"),
    m("n_m_neq_cpx", "A", G_CX, "no_answer", "boxed", r"The product is $\boxed{\ne 3 - 8i}$.", "a box holding only \\ne"),
    m("n_m_not_radian_other", "A", G_RD, "wrong", "boxed", r"The answer is not $\frac{3\pi}{4}$; converting, $135^\circ = \boxed{\frac{3\pi}{2}}$.", "the gold negated; 3\\pi/2 boxed"),
    m("n_m_ok_not_sum", "B", G_RT, "correct", "boxed", RT + r" The roots (not their sum $-\frac{1}{2}$) are $\boxed{-2, \frac{3}{2}}$.", "the sum negated in passing; the roots boxed"),
    m("n_m_ok_box_then_check", "B", G_SY, "correct", "boxed", SY + r" $\boxed{(4, 5)}$ (check: $3 \cdot 4 - 5 = 7$ \checkmark)", "a parenthetical check after the box"),
    m("n_m_ok_text_rad_note", "B", G_RD, "correct", "boxed", RD + r" = \boxed{\frac{3\pi}{4}\text{ rad}}$", "\\text{ rad} in the box"),
    m("n_m_ok_not_approx", "B", G_SN, "correct", "boxed", SN + r"$. The exact value (not $0.866$) is $\boxed{\frac{\sqrt{3}}{2}}$.", "the decimal negated; the exact value boxed"),
    m("n_m_ok_neq_in_working", "B", G_DM, "correct", "boxed", DM + r" Since $x \neq -3$, the domain is $\boxed{(-\infty,-3)\cup(-3,5]}$.", "\\neq in the working; the union without spaces"),
    m("n_m_ok_cancel_in_working", "B", G_PR, "correct", "boxed", r"$\frac{4}{10} \cdot \frac{3}{9} = \frac{\cancel{2} \cdot 2}{\cancel{2} \cdot 5} \cdot \frac{1}{3} = \frac{2}{15}$, so the probability is $\boxed{\frac{2}{15}}$.", "\\cancel in the working; the gold boxed"),
    m("n_m_ok_strike_then_gold", "B", G_CB, "correct", "boxed", r"~~$5040$~~ Order doesn't matter, so divide by $4! = 24$: $\binom{10}{4} = \boxed{210}$.", "the ordered count struck out; the gold boxed"),
    m("n_m_ok_matrix_annotation", "B", G_MX, "correct", "boxed", MX + r" So $AB = \boxed{\begin{pmatrix} 2 & 8 \\ -5 & 7 \end{pmatrix}}$ (note $AB \ne BA$).", "an annotation after the boxed matrix"),

    # ================================================================ 5. units / restated answers (u_)
    g("u_box_hours_minutes_asked", "A", "600", "wrong", "boxed", PIANO + "That is 10 hours, so he practices $\\boxed{10}$ hours.", "minutes asked; the box holds 10 (hours)"),
    g("u_box_minutes_hours_asked", "A", "12.5", "wrong", "boxed", WALK_MIN + "She walks a total of $\\boxed{750}$ minutes.", "hours asked; the box holds 750 (minutes)"),
    g("u_box_dozen_eggs_asked", "A", "504", "wrong", "boxed", "6 dozen a day for 7 days is 6 * 7 = 42 dozen.\nThe farm collects $\\boxed{42}$ dozen eggs.", "eggs asked; the box holds 42 (dozen)"),
    g("u_box_dollars_cents_asked", "A", "215", "wrong", "boxed", SUPPLY + "That is $2.15, so she spends $\\boxed{\\$2.15}$.", "cents asked; the box holds $2.15"),
    g("u_restated_other_unit_last_box", "A", "215", "wrong", "boxed", SUPPLY + "The answer is 215 cents.\n\nIn dollars, $\\boxed{2.15}$.", "cents asked; 215 in a sentence, then the dollar value boxed last"),
    g("u_percent_of_missed_box", "A", "85", "wrong", "boxed", SHOTS + "He missed 100 - 85 = 15 percent.\n$\\boxed{15\\%}$", "the percent missed boxed"),
    g("u_box_plants_not_peppers", "A", "360", "wrong", "boxed", PEPPER + "So the garden has $\\boxed{90}$ pepper plants.", "the number of plants, not peppers"),
    g("u_minutes_restated_as_hours_box", "A", "600", "wrong", "boxed", PIANO + "$\\boxed{600}$ minutes, which is $\\boxed{10}$ hours.", "two boxes; the last holds 10 (hours) for a minutes question"),
    g("u_ok_box_minutes_then_hours", "B", "600", "correct", "boxed", PIANO + "$\\boxed{600}$ minutes, which is the same as 10 hours.", "the box holds the minutes asked; the hours restatement is the same quantity"),
    g("u_ok_box_hours_then_minutes_words", "B", "12.5", "correct", "boxed", WALK + "She walks $\\boxed{12.5}$ hours (750 minutes).", "the box holds the hours asked; minutes in parentheses"),
    g("u_ok_eggs_then_dozen", "B", "504", "correct", "boxed", EGG + "The farm collects $\\boxed{504}$ eggs, or 42 dozen.", "the eggs boxed; dozen restatement after"),
    g("u_ok_cents_then_dollars", "B", "215", "correct", "boxed", SUPPLY + "She spends $\\boxed{215}$ cents, that is $2.15.", "the cents boxed; dollars restated after"),
    g("u_ok_cent_sign", "B", "215", "correct", "boxed", SUPPLY + "$\\boxed{215\u00a2}$", "a cent sign in the box"),
    g("u_ok_percent_word_box", "B", "85", "correct", "boxed", SHOTS + "$\\boxed{85 \\text{ percent}}$", "percent in \\text"),
    g("u_ok_dollar_box_then_cents", "B", "215", "correct", "boxed", "4 * 35 + 5 * 15 = 140 + 75 = 215 cents = $2.15.\nShe spends $\\boxed{\\$2.15}$, which is 215 cents.", "debatable: cents asked; the box holds the same amount in dollars and the restatement after it gives the cents asked", True),
    g("u_ok_hours_min_text_box", "B", "12.5", "correct", "boxed", WALK + "$\\boxed{12.5 \\text{ hrs}}$", "hrs in \\text"),
    m("u_m_degrees_for_radians", "A", G_RD, "wrong", "boxed", r"The angle is $\boxed{135^\circ}$.", "the given degrees restated; radians asked"),
    m("u_m_radians_for_degrees", "A", G_DG, "wrong", "boxed", DG + r" = 144^\circ$, which in radians is $\boxed{\frac{4\pi}{5}}$.", "the gold 144 is degrees; 4\\pi/5 (radians) boxed last"),
    m("u_m_exterior_angle", "A", G_DG, "wrong", "boxed", r"Each exterior angle of a regular decagon is $\frac{360^\circ}{10} = \boxed{36^\circ}$.", "the exterior angle"),
    m("u_m_base_reversed", "A", G_B5, "wrong", "boxed", B5 + r" $\boxed{223_5}$.", "the remainders read first to last: 223_5 = 63"),
    m("u_m_base_value_decimal", "A", G_B5, "wrong", "boxed", B5 + r" $322_5$, and in base ten that is $3 \cdot 25 + 2 \cdot 5 + 2 = \boxed{87}$.", "converted back to base ten last"),
    m("u_m_prob_percent_decimal", "A", G_PR, "wrong", "boxed", PR + r" \approx 13.3\%$, so the answer is $\boxed{13.3\%}$.", "a rounded percent for 2/15"),
    m("u_m_circumference", "A", G_CI, "wrong", "boxed", r"The circumference is $2\pi r = \boxed{6\pi}$.", "the circumference, not the area"),
    m("u_m_cos_for_sin", "A", G_SN, "wrong", "boxed", r"$\sin 60^\circ$: the side adjacent over hypotenuse is $\frac{1}{2}$, so $\boxed{\frac{1}{2}}$.", "cos 60 = 1/2 given for sin 60"),
    m("u_m_ok_degree_unicode", "B", G_DG, "correct", "boxed", DG + r" = \boxed{144°}$", "a Unicode degree sign in the box"),
    m("u_m_ok_degree_circ_brace", "B", G_DG, "correct", "boxed", DG + r" = \boxed{144^{\circ}}$", "^{\\circ} with braces"),
    m("u_m_ok_base_no_subscript", "B", G_B5, "correct", "boxed", B5 + r" $87_{10} = \boxed{322}$ in base $5$.", "the base-5 numeral without its subscript (base stated)"),
    m("u_m_ok_base_then_check", "B", G_B5, "correct", "boxed", B5 + r" $\boxed{322_5}$. Check: $3 \cdot 25 + 2 \cdot 5 + 2 = 87$.", "a check after the box gives 87 in base ten"),
    m("u_m_ok_rad_then_degrees", "B", G_RD, "correct", "boxed", RD + r" = \boxed{\frac{3\pi}{4}}$, which is $135^\circ$.", "the radians boxed; degrees restated after"),
    m("u_m_ok_area_units", "B", G_CI, "correct", "boxed", CI + r" = \boxed{9\pi \text{ square units}}$", "square units in \\text"),
    m("u_m_ok_prob_then_percent", "B", G_PR, "correct", "boxed", PR + r" = \boxed{\frac{2}{15}}$, or about $13.3\%$.", "the fraction boxed; a percent approximation after"),
    m("u_m_ok_distance_units", "B", G_DS, "correct", "boxed", DS + r" = \boxed{2\sqrt{13}\text{ units}}$", "units in \\text after the radical"),

    # ================================================================ 6. retractions and trailing checks (r_)
    g("r_wait_to_slip", "A", "57", "wrong", "boxed", PEN + "So she has $\\boxed{57}$ pencils.\n\nWait, 144 - 87... 144 - 80 = 64, 64 - 7 = 56. So the answer is $\\boxed{56}$.", "a 'Wait' correction to a slip: 56 last"),
    g("r_hmm_actually_avg", "A", "72", "wrong", "boxed", BIKE + "So she rides $\\boxed{72}$ miles.\n\nHmm, actually, the question asks how fast she rode on average: 72 / 5 = $\\boxed{14.4}$ mph.", "'Hmm, actually' switches to the average speed"),
    g("r_recompute_drop_down", "A", "9000", "wrong", "phrase", LEASE + "Let me recompute without double-counting: the down payment is part of the monthly payments, so the total is 7,800 dollars.\nFinal Answer: 7800", "'Let me recompute' ends on 7800"),
    g("r_made_error_change", "A", "14.75", "wrong", "boxed", SHOP + "$\\boxed{14.75}$\n\nI made an error: the question asks how much change she gets from $20. 20 - 14.75 = $\\boxed{5.25}$.", "'I made an error' switches to the change (misreading)"),
    g("r_verify_fails_switch", "A", "504", "wrong", "boxed", EGG + "$\\boxed{504}$\n\nLet me verify: 504 / 7 = 72 eggs a day, and 72 / 12 = 6 dozen. Hmm, but a week at the farm is 6 working days, so 72 * 6 = $\\boxed{432}$.", "a verification turns into a switch to 432"),
    g("r_oops_no_value", "A", "600", "no_answer", "prose", "He practices 100 minutes a day, so over 6 days it's 600 minutes.\n\nOops, I think I misread the problem. Let me start over.\n\n1 hour 40 minutes is", "the model retracts 600 and is cut before a new value"),
    g("r_scratch_that_tag", "A", "-13", "wrong", "tag", th(COLD + "Scratch that, it only falls for 5 hours: 5 - 15 = -10.\n") + "<answer>-10</answer>", "a retraction inside the thinking leads to -10 in the tag"),
    g("r_no_wait_cents", "A", "215", "wrong", "hash", SUPPLY + "#### 215\n\nNo wait, the erasers cost 25 cents each: 140 + 125 = 265.\n#### 265", "'No wait' after the #### gives 265 last"),
    g("r_ok_wait_to_gold", "B", "57", "correct", "boxed", PEN_SLIP + "So she has $\\boxed{67}$ pencils.\n\nWait, 144 - 87: 144 - 90 = 54, plus 3 is 57. I made a subtraction slip. The answer is $\\boxed{57}$.", "'Wait' correction from 67 to the gold"),
    g("r_ok_verify_keeps", "B", "72", "correct", "boxed", BIKE + "$\\boxed{72}$\n\nLet me verify: 36 miles at 18 mph takes 2 hours and 36 miles at 12 mph takes 3 hours. Total 5 hours. \u2713", "a verification after the box with other numbers"),
    g("r_ok_hmm_actually_to_gold", "B", "9000", "correct", "hash", LEASE_NOD + "#### 7800\n\nHmm, actually, I forgot the $1,200 down payment. 7800 + 1200 = 9000.\n#### 9000", "'Hmm, actually' adds the down payment: 9000 last"),
    g("r_ok_recompute_same", "B", "14.75", "correct", "boxed", SHOP + "$\\boxed{14.75}$\n\nLet me recompute to be sure: 1.85 * 3 = 5.55; 4.60 * 2 = 9.20; 5.55 + 9.20 = 14.75. Same answer.", "'Let me recompute' confirms the gold"),
    g("r_ok_long_think_candidates", "B", "504", "correct", "boxed", EGG_LONG + "The farm collects $6 \\times 12 \\times 7 = 504$ eggs.\n\n" + r1final("504"), "candidates 42 (dozen) and 480 in the thinking; R1 final block with the gold"),
    g("r_ok_made_error_to_gold", "B", "12.5", "correct", "boxed", WALK_MIN + "In hours: 750 / 100 = 7.5.\n\nI made an error: an hour has 60 minutes, not 100. 750 / 60 = 12.5.\n\n$\\boxed{12.5}$", "'I made an error' from 7.5 to the gold"),
    g("r_ok_check_percent", "B", "85", "correct", "boxed", SHOTS + "$\\boxed{85\\%}$\n\nCheck: 85% of 40 is 0.85 * 40 = 34. \u2714", "a check with 0.85 and 34 after the box"),
    g("r_ok_wait_confirms_negative", "B", "-13", "correct", "boxed", COLD + "$\\boxed{-13}$\n\nWait, should it be positive? No: it starts at 5 and falls 18, so it goes below zero. -13 is right.", "'Wait' questions the sign and confirms -13"),
    g("r_ok_verify_cut", "B", "1775", "correct", "boxed", SAVE + "He has $\\boxed{1775}$ dollars left.\n\nLet me verify: 1775 + 860 = 2635, and 2635 - 1275 =", "a verification after the box, cut at the token cap"),
    m("r_m_wait_to_slip", "A", G_CX, "wrong", "boxed", CX + r" = \boxed{11 - 10i}$" + "\n\n" + r"Wait, $-8i^2 = -8$, so it's $3 - 10i - 8 = \boxed{-5 - 10i}$.", "'Wait' to the i^2 slip: -5 - 10i last"),
    m("r_m_recompute_mix", "A", G_MF, "wrong", "boxed", MF + r" = \boxed{\frac{19}{12}}$" + "\n\nLet me recompute: " + r"$\frac{13}{3} - \frac{11}{4} = \frac{52 - 44}{12} = \boxed{\frac{8}{12}}$.", "'Let me recompute' with a slip: 8/12 last"),
    m("r_m_made_error_ordered", "A", G_CB, "wrong", "boxed", CB + r" = \boxed{210}$" + "\n\nI made an error: the four positions are distinct, so order matters: $10 \\cdot 9 \\cdot 8 \\cdot 7 = \\boxed{5040}$.", "'I made an error' switches to 5040"),
    m("r_m_hmm_actually_sum", "A", G_SR, "wrong", "boxed", SR + r" = \boxed{385}$" + "\n\nHmm, actually the last term is $65$, so there are $\\frac{65 - 5}{6} = 10$ terms and the sum is $\\frac{10 \\cdot 70}{2} = \\boxed{350}$.", "'Hmm, actually' miscounts terms: 350 last"),
    m("r_m_verify_switch_roots", "A", G_RT, "wrong", "boxed", RT + r" $\boxed{-2, \frac{3}{2}}$" + "\n\nLet me verify: " + r"$2(\frac{3}{2})^2 + \frac{3}{2} - 6 = \frac{9}{2} + \frac{3}{2} - 6 = 0$ \checkmark. And $x = 2$: $8 + 2 - 6 = 4$. Hmm, so the roots are $\boxed{2, -\frac{3}{2}}$.", "a confused verification ends on 2, -3/2"),
    m("r_m_think_right_final_wrong", "A", G_DM, "wrong", "boxed", DM_LONG + r"The domain is $\boxed{(-\infty, 5]}$.", "the think block settles on the union; the final answer drops the hole"),
    m("r_m_oops_cut", "A", G_PL, "no_answer", "none", PL + r" = 4x^2 - 20x + 25$." + "\n\nOops, I think I expanded the wrong expression. Let me redo it with $(2x + 5)^2$:", "the answer retracted, cut before a new value"),
    m("r_m_on_second_thought", "A", G_VX, "wrong", "boxed", VX + r"$, so the vertex is $\boxed{(-2, -5)}$." + "\n\nOn second thought, $x = -\\frac{b}{2a} = -\\frac{8}{2} = -4$, so $y = 32 - 32 + 3 = 3$ and the vertex is $\\boxed{(-4, 3)}$.", "'On second thought' with a slip: (-4, 3) last"),
    m("r_m_wait_hedge_end", "A", G_SQ, "wrong", "boxed", SQ + r" = \boxed{4\sqrt{7}}$" + "\n\nWait, or is it $2\\sqrt{7}$ because $\\sqrt{16} = 2$? I'm not sure, so $\\boxed{4\\sqrt{7} \\text{ or } 2\\sqrt{7}}$.", "'Wait' ends on two different values joined by 'or': a hedge"),
    m("r_m_ok_wait_to_gold", "B", G_CX, "correct", "boxed", r"$(3 + 2i)(1 - 4i) = 3 - 10i - 8 = \boxed{-5 - 10i}$" + "\n\n" + r"Wait, $i^2 = -1$, so $-8i^2 = +8$. The product is $3 - 10i + 8 = \boxed{11 - 10i}$.", "'Wait' corrects -5 - 10i to the gold"),
    m("r_m_ok_verify_keeps_pair", "B", G_SY, "correct", "boxed", SY + r" $\boxed{(4, 5)}$" + "\n\nLet me verify: $3(4) - 5 = 7$ and $4 + 2(5) = 14$. Both hold.", "a verification substituting the pair"),
    m("r_m_ok_recompute_series", "B", G_SR, "correct", "boxed", r"The series has $10$ terms, so the sum is $350$." + "\n\nLet me recompute the number of terms: $\\frac{65 - 5}{6} + 1 = 11$. So the sum is $\\frac{11 \\cdot 70}{2} = \\boxed{385}$.", "'Let me recompute' from 350 to the gold"),
    m("r_m_ok_made_error_matrix", "B", G_MX, "correct", "boxed", r"$AB = \begin{pmatrix} 2 & -5 \\ 8 & 7 \end{pmatrix}$." + "\n\nI made an error: I wrote the columns as rows. " + MX + r" So $AB = \boxed{\begin{pmatrix} 2 & 8 \\ -5 & 7 \end{pmatrix}}$.", "'I made an error' from the transpose to the gold"),
    m("r_m_ok_hmm_actually_interval", "B", G_IQ, "correct", "boxed", r"So $x \in (-\frac{5}{3}, 3)$. Hmm, actually the inequality is $\le$, so the endpoints are included: $x \in \boxed{\left[-\frac{5}{3}, 3\right]}$.", "'Hmm, actually' closes the interval"),
    m("r_m_ok_long_think_r1", "B", G_RT, "correct", "boxed", RT_LONG + "The solutions are $x = -2$ and $x = \\frac{3}{2}$.\n\n" + r1final(r"-2,\ \frac{3}{2}"), "the wrong factoring tried in the thinking; R1 final block with both roots"),
    m("r_m_ok_check_cut", "B", G_ST, "correct", "boxed", ST + r" $\boxed{-1, 0, 5}$" + "\n\nCheck $x = 5$: $125 - 100 - 25 = 0$. Check $x = -1$: $-1 - 4 +", "a check after the box, cut at the token cap"),
    m("r_m_ok_wait_same", "B", G_FN, "correct", "boxed", FN + r" = \boxed{21}$" + "\n\nWait, is $-4(-2) = +8$? Yes. So $21$ stands.", "'Wait' confirms the gold"),

    # ================================================================ 7. invented turns / few-shot continuations / quoted values (q_)
    g("q_im_user_gold", "A", "57", "wrong", "hash", PEN_SLIP + "#### 67" + IM_USER + "Are you sure? 144 - 87 is 57.", "the gold only in an invented user turn; the model's answer is 67"),
    g("q_fewshot_next_answer_gold", "A", "72", "wrong", "hash", "She rides 2 * 18 = 36 miles, then 3 * 12 = 36 miles. Her average speed is 72 / 5 = 14.4.\n#### 14.4\n\nQuestion: A train travels 24 miles an hour for 3 hours. How far does it go?\nAnswer: 24 * 3 = 72 miles.\n#### 72", "the answer is 14.4; the gold only in a few-shot continuation with a made-up question"),
    g("q_human_turn_gold", "A", "9000", "wrong", "hash", LEASE_NOD + "#### 7800\n\nHuman: You forgot the down payment.\n\nAssistant: Right, 7800 + 1200 = 9000.\n#### 9000", "the answer is 7800; the gold only after an invented Human turn"),
    g("q_eot_user_gold", "A", "14.75", "wrong", "boxed", "3 * 1.85 + 4.60 = 5.55 + 4.60 = 10.15\nShe pays $\\boxed{10.15}$." + EOT_USER + "She bought 2 jars, so it should be $14.75.", "one jar counted; the gold only in an invented Llama user turn"),
    g("q_instruction_turn_gold", "A", "504", "wrong", "hash", "The farm collects 6 dozen * 7 = 42 dozen eggs.\n#### 42\n\n### Instruction:\nConvert 42 dozen to eggs.\n\n### Response:\n42 * 12 = 504\n#### 504", "the answer is 42 (dozen); the gold only in an invented Alpaca instruction turn"),
    g("q_quoted_key", "A", "600", "wrong", "hash", "The solution manual says 600 minutes, but I think he practices 1 hour 40 minutes = 140 minutes a day, so 140 * 6 = 840.\n#### 840", "the gold only reported from a manual; own answer 840"),
    g("q_hypothetical_gold", "A", "-13", "no_answer", "none", "If the temperature kept falling for all 6 hours, it would reach -13 degrees, but the problem doesn't say whether it stops falling, so I can't say.", "a hypothetical then a refusal"),
    g("q_user_colon_gold_after_wrong", "A", "360", "wrong", "phrase", "5 rows of 18 plants is 90 plants, each with 4 peppers: 90 + 4 = 94.\nThe answer is 94.\n\nUser: I think it's 360.\nAssistant: You're right, it's 360.", "the answer is 94; the gold only in an invented User/Assistant exchange"),
    g("q_ok_im_after_other", "B", "57", "correct", "hash", PEN + "#### 57" + IM_USER + "What if she gave out 100?\n#### 44", "an invented user turn with another #### after the answer"),
    g("q_ok_fewshot_after", "B", "72", "correct", "hash", BIKE + "#### 72\n\nQuestion: A car travels 55 miles an hour for 2 hours. How far does it go?\nAnswer: 55 * 2 = 110 miles.\n#### 110", "a few-shot continuation with another #### after the answer"),
    g("q_ok_human_after", "B", "9000", "correct", "hash", LEASE + "#### 9000\n\nHuman: What is that per month?\n\nAssistant: 9000 / 24 = 375.", "an invented Human turn after the answer"),
    g("q_ok_instruction_after", "B", "14.75", "correct", "hash", SHOP + "#### 14.75\n\n### Instruction:\nHow much change does she get from $20?\n\n### Response:\n5.25", "an invented instruction turn after the answer"),
    g("q_ok_reported_wrong_then_gold", "B", "504", "correct", "boxed", "My classmate said 42, but that is the number of dozens. " + EGG + "So the answer is $\\boxed{504}$.", "a reported wrong value, then the gold"),
    g("q_ok_eot_after", "B", "600", "correct", "boxed", PIANO + "He practices $\\boxed{600}$ minutes." + EOT_USER + "How many hours is that?", "an invented Llama user turn after the box"),
    g("q_ok_problem_restated", "B", "-13", "correct", "hash", "We are told: \"It is 5 degrees and the temperature falls 3 degrees every hour for 6 hours.\"\n" + COLD + "#### -13", "the problem restated first"),
    g("q_ok_endoftext_human", "B", "360", "correct", "hash", PEPPER + "#### 360<|endoftext|>Human: next question please", "end-of-text, then an invented Human line"),
    m("q_m_im_start_gold", "A", G_CB, "wrong", "boxed", r"$10 \cdot 9 \cdot 8 \cdot 7 = \boxed{5040}$" + IM_USER + "Order doesn't matter, so it's 210." + IM_ASSIST + r"You're right: $\boxed{210}$.", "the answer is 5040; the gold only in invented turns"),
    m("q_m_fewshot_problem_gold", "A", G_FN, "wrong", "boxed", r"$f(-2) = 12 - 8 + 1 = \boxed{5}$" + "\n\nProblem: Evaluate $g(x) = x^2 + 5x + 7$ at $x = 2$.\nSolution: $g(2) = 4 + 10 + 7 = \\boxed{21}$.", "the model's answer is 5; the gold only in a self-set next problem"),
    m("q_m_book_says_gold", "A", G_DS, "wrong", "boxed", r"The answer key gives $2\sqrt{13}$, but I get $\sqrt{36 + 4} = \boxed{2\sqrt{10}}$.", "the gold only reported; own answer 2\\sqrt10"),
    m("q_m_suppose_gold", "A", G_SY, "no_answer", "none", r"Suppose $(x, y) = (4, 5)$. Then $3x - y = 7$ and $x + 2y = 14$. So if this guess is right it satisfies both; but I should solve the system properly first.", "only a supposition checked, never committed"),
    m("q_m_user_turn_radians", "A", G_RD, "wrong", "boxed", r"The angle measures $\boxed{135^\circ}$." + "\n\nUser: Please give it in radians.\nAssistant: $\\boxed{\\frac{3\\pi}{4}}$", "degrees boxed; the radian gold only in an invented turn"),
    m("q_m_part_b_product", "A", G_RT, "wrong", "boxed", r"(a) The roots are $-2$ and $\frac{3}{2}$." + "\n" + r"(b) Their product is $-2 \cdot \frac{3}{2} = \boxed{-3}$.", "the roots in a self-made part (a); the box holds their product"),
    m("q_m_human_matrix", "A", G_MX, "wrong", "boxed", r"$AB = \boxed{\begin{pmatrix} 2 & 8 \\ 5 & 7 \end{pmatrix}}$" + "\n\nHuman: The bottom-left entry should be $1 - 6 = -5$.\n\nAssistant: Yes, $\\begin{pmatrix} 2 & 8 \\\\ -5 & 7 \\end{pmatrix}$.", "a wrong matrix boxed; the gold only in invented turns"),
    m("q_m_cut_after_quote", "A", G_SR, "no_answer", "none", r'The problem asks: "Find $5 + 11 + 17 + \cdots + 65$." This is an arithmetic series with first term $5$ and common difference $6$, so the number of terms is', "cut at the token cap before any answer"),
    m("q_m_ok_im_after", "B", G_PR, "correct", "boxed", PR + r" = \boxed{\frac{2}{15}}$" + IM_USER + "And with replacement?", "an invented user turn after the box"),
    m("q_m_ok_fewshot_after", "B", G_FN, "correct", "boxed", FN + r" = \boxed{21}$" + "\n\nProblem: Evaluate $f(2)$.\nSolution: $f(2) = 12 - 8 + 1 = \\boxed{5}$.", "a self-set next problem with another box after the answer"),
    m("q_m_ok_reported_mistake", "B", G_RP, "correct", "boxed", r"A common mistake is to write $\frac{27}{100}$. Instead: " + RP + r" = \boxed{\frac{3}{11}}$.", "a reported wrong value, then the gold"),
    m("q_m_ok_suppose_refuted", "B", G_SY, "correct", "boxed", r"Suppose $(x, y) = (5, 4)$: then $3x - y = 11 \ne 7$, so no. " + SY + r" $\boxed{(4, 5)}$", "a supposition refuted, then the box"),
    m("q_m_ok_user_after", "B", G_DG, "correct", "boxed", DG + r" = \boxed{144}$" + "\n\nUser: and the exterior angle?\nAssistant: $36^\\circ$.", "an invented User/Assistant exchange after the box"),
    m("q_m_ok_offer_after", "B", G_MX, "correct", "boxed", MX + "\n\n" + r1final(G_MX) + "\n\nWould you like me to compute $BA$ as well?", "an R1 final block then an offer"),
    m("q_m_ok_im_end_eot", "B", G_CI, "correct", "boxed", CI + r" = \boxed{9\pi}$<|im_end|>", "a ChatML end token right after the box"),
    m("q_m_ok_human_after", "B", G_VX, "correct", "boxed", VX + r"$, so the vertex is $\boxed{(-2, -5)}$." + "\n\nHuman: What is the axis of symmetry?\n\nAssistant: $x = -2$.", "an invented Human turn with x = -2 after the box"),

    # ================================================================ 8. token-cap cuts, loops and bad input (b_)
    g("b_cut_in_think_candidates", "A", "57", "no_answer", "none", "<think>\nOkay, 9 packs of 16 is 144. She gives out 87. 144 - 87 is 67? No wait, 144 - 87... let me do it carefully. 144 - 80 = 64, then", "cut at the token cap inside the thinking, with a candidate"),
    g("b_cut_mid_number", "A", "1775", "no_answer", "none", SAVE.split("After")[0] + "After spending 860 he has $1,7", "cut at the token cap inside the number ('$1,7')"),
    g("b_loop_two_values", "A", "72", "wrong", "none", "She rides 36 + 36 = 72 miles. Her average is 14.4 mph. " * 700 + "So the answer is 72 or 14.", "a loop alternating two values, ending in a hedge cut at the cap"),
    g("b_nul_after_tag", "A", "14.75", "no_answer", "tag", th(SHOP) + "<answer>14.75</answer>\x00", "a NUL after the tag: bad input (NUL rule) -> no_answer"),
    g("b_cut_tag_open", "A", "504", "no_answer", "none", EGG_LONG + "<answer>", "the think block is closed, cut right after the opening answer tag"),
    g("b_cut_after_hash", "A", "600", "no_answer", "hash", PIANO.split("Over")[0] + "####", "cut at the token cap after #### with the per-day subtotal only"),
    g("b_cut_in_box_prefix", "A", "360", "no_answer", "none", "There are 90 plants with 4 peppers each, so the answer is $\\boxed{36", "cut at the token cap inside the box ('36' is a prefix of 360)"),
    g("b_loop_no_value", "A", "85", "no_answer", "none", "He made 34 of his 40 free throws. To find the percentage, we divide. " * 900, "a repetition loop cut at the token cap (~60 KB), no answer"),
    g("b_ok_crlf_tag", "B", "57", "correct", "tag", (th(PEN) + "<answer>57</answer>").replace("\n", "\r\n"), "CRLF line ends in think and tag"),
    g("b_ok_bom_hash", "B", "72", "correct", "hash", "\ufeff" + BIKE + "#### 72", "a BOM first"),
    g("b_ok_huge_think_tag", "B", "-13", "correct", "tag", HUGE_COLD + "<answer>-13</answer>", "a ~110 KB think block, then the gold in the tag"),
    g("b_ok_unclosed_think_final", "B", "57", "correct", "boxed", "<think>\n" + PEN + "\n**Final Answer**\n\\[\n\\boxed{57}\n\\]", "the think block is never closed but the final block holds the gold"),
    g("b_ok_close_think_only", "B", "504", "correct", "boxed", EGG + "</think>\n\nThe farm collects $72 \\times 7 = 504$ eggs.\n\n" + r1final("504"), "an R1 completion with only </think> (the template opened it), then the final block"),
    g("b_ok_tag_unclosed_eos", "B", "9000", "correct", "tag", th(LEASE) + "<answer>9000<|im_end|>", "the closing tag omitted, an end token right after the value"),
    g("b_ok_nbsp_dollar", "B", "14.75", "correct", "boxed", SHOP + "She pays\u00a0$\\boxed{14.75}$\u00a0dollars.", "no-break spaces around the box"),
    g("b_ok_repeat_loop_cut", "B", "215", "correct", "hash", SUPPLY + "#### 215\n" * 500 + "####", "debatable: a loop repeating the committed #### 215, cut at the token cap after a bare ####", True),
    m("b_m_cut_in_think", "A", G_DM, "no_answer", "none", "<think>\nsqrt(5 - x) needs x <= 5. So maybe (-infinity, 5]. But the denominator x + 3 can't be zero, so x != -3, so", "cut at the token cap inside the thinking, with a candidate"),
    m("b_m_cut_in_final_box", "A", G_PR, "no_answer", "none", PR_LONG + "**Final Answer**\n\\[\n\\boxed{\\frac{2}{1", "the answer section is cut inside the box"),
    m("b_m_empty_tag", "A", G_ST, "no_answer", "tag", th(ST + "\n") + "<answer> </answer>", "a blank tag; the roots only in the thinking"),
    m("b_m_nul_box", "A", G_SR, "no_answer", "boxed", SR + r" = \boxed{3" + "\x00" + "85}$", "a NUL inside the box: bad input (NUL rule)"),
    m("b_m_loop_cut", "A", G_CX, "no_answer", "none", r"$(3 + 2i)(1 - 4i) = $" + r" $3 - 12i + 2i - 8i^2 = $" * 2500, "a ~60 KB repeated equation with no end, cut at the token cap"),
    m("b_m_cut_mid_matrix", "A", G_MX, "no_answer", "none", MX + r" So $AB = \boxed{\begin{pmatrix} 2 & 8 \\ -5", "cut at the token cap inside the boxed matrix"),
    m("b_m_cut_after_heading", "A", G_SQ, "no_answer", "none", th(r"sqrt(8) * sqrt(14) = sqrt(112) = sqrt(16 * 7) = 4 sqrt(7).") + "**Final Answer**\n", "debatable: the thinking reaches 4 sqrt 7, but the answer section is cut right after its heading", True),
    m("b_m_refusal", "A", G_VX, "no_answer", "none", "I'm sorry, but I cannot determine the vertex without a graph of the parabola.", "a refusal, no answer"),
    m("b_m_ok_crlf_box", "B", G_IQ, "correct", "boxed", (IQ + "\n\nSo the solution set is $\\boxed{\\left[-\\frac{5}{3}, 3\\right]}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_huge_think_pair", "B", G_SY, "correct", "tag", HUGE_SY + "<answer>(4, 5)</answer>", "a ~100 KB think block, then the pair in the tag"),
    m("b_m_ok_gold_in_dollars", "B", r"$2\sqrt{13}$", "correct", "boxed", DS + r" = \boxed{2\sqrt{13}}$", "a gold in dollar signs"),
    m("b_m_ok_endoftext", "B", G_SR, "correct", "boxed", SR + r" = \boxed{385}$<|endoftext|>", "an end-of-text token right after the box"),
    m("b_m_ok_unclosed_think_box", "B", G_CX, "correct", "boxed", "<think>\n" + CX + r" = 11 - 10i$" + "\n\nSo the answer is $\\boxed{11 - 10i}$.", "the think block is never closed; the box states the gold"),
    m("b_m_ok_zero_width", "B", G_FN, "correct", "boxed", FN + " = 21$.\n" + QWEN_END.format("21") + "\u200b\n", "Qwen closing line, then a zero-width space"),
    m("b_m_ok_llama_steps", "B", G_PL, "correct", "boxed", llama(("Apply the square formula", "$(a - b)^2 = a^2 - 2ab + b^2$ with $a = 2x$, $b = 5$."), ("Compute", "$4x^2 - 20x + 25$")) + LLAMA_END.format("4x^2 - 20x + 25"), "Llama 3 steps and closing line"),
    m("b_m_ok_qwen_steps", "B", G_RP, "correct", "boxed", qwen("To convert the repeating decimal, set it equal to x.", ("Multiply by 100", "$100x = 27.\\overline{27}$"), ("Subtract", "$99x = 27$, so $x = \\frac{27}{99} = \\frac{3}{11}$")) + qbox(r"\frac{3}{11}"), "Qwen2.5-Math steps and boxed closing line"),
]
# fmt: on

DECISIONS = {
    "x_m_ok_mixed_number": (
        "accept",
        "1\\frac{7}{12} is the mixed number 1 7/12 = 19/12, an honest notation (the working states 19/12 = 1 7/12)",
    ),
    "u_ok_dollar_box_then_cents": (
        "accept",
        "the box holds the same amount in dollars and the restatement after it is the quantity asked (215 cents); decided by the quantity asked",
    ),
    "b_ok_repeat_loop_cut": (
        "accept",
        "every complete #### line commits to 215 and nothing else is ever stated; only the last repetition is cut after its marker",
    ),
    "b_m_cut_after_heading": (
        "reject",
        "4 sqrt(7) is only in the think block; the answer section is cut after its heading, before the value: no final answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam151", CASES, [], DECISIONS)
