r"""Build adversarial_redteam136.jsonl: round 136 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam136"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
/tmp/rounds/rt134/build_adversarial_redteam134.py / /tmp/rounds/rt135/build_adversarial_redteam135.py
(structure, docstring, label conventions, DECISIONS; they follow round 132's structure) were read; no
probe of theirs is copied (new problems, new golds, new wording).

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
`\text{}`, `\dfrac`, `^\circ`, "x = 10.5", "= 4", `\$17.20`, end-of-text tokens).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 trays of 24 cookies, 95 sold -> 73 (7*24 = 168; 168 - 95 = 73; slip 83; subtotal 168);
3 h at 55 mph + 2 h at 40 mph -> 245 miles (165 + 80; average 245/5 = 49; digit swap 254); rent
$1,450 a month for 12 months + $600 deposit -> 18000 (17,400 + 600; without the deposit 17400; per
month 18000/12 = 1500); 4 lb grapes at $2.35 + 2 boxes of cereal at $3.90 -> 17.2 (9.40 + 7.80 =
17.20; change from $20: 2.80; with 3 boxes 9.40 + 11.70 = 21.10); 8 dozen oranges a day for 5 days,
oranges asked -> 480 (96 a day; 96*5 = 480 = 40 dozen; 6 days 576; 4 days 384); 2 h 15 min a day for
4 days, MINUTES asked -> 540 (135*4 = 540 = 9 hours); 35 min a day for 18 days, HOURS asked -> 10.5
(35*18 = 630 minutes; 630/60 = 10.5; /100 slip 6.3); 42 of 56 questions right, percent asked -> 75
(42/56 = 0.75; wrong 25); 12 degrees, dropping 4 an hour for 5 hours -> -8 (4*5 = 20; 12 - 20 = -8;
4 hours: -4); 6 stamps at 55 cents + 3 envelopes at 25 cents, CENTS asked -> 405 (330 + 75 = 405 =
$4.05; envelopes at 35: 330 + 105 = 435); 3 rows of 14 tomato plants, 6 tomatoes each -> 252 (42
plants; 42*6 = 252); library 2,480 books + 3 boxes of 125 - 310 donated -> 2545 (375; 2855; 2855 -
310 = 2545).
MATH: two marbles red without replacement from 5 red, 3 blue -> 5/14 (5/8 * 4/7 = 20/56; C(5,2)/C(8,2)
= 10/28; 0.357142...; with replacement 25/64); distance (1, -2) to (7, 1) -> 3\sqrt{5} (36 + 9 = 45;
~6.7082; with (7, -1): \sqrt{37}); |2x + 1| < 5 -> (-3, 2) (-6 < 2x < 4); 3x^2 - 5x - 2 = 0 ->
-1/3, 2 ((3x + 1)(x - 2); sum 5/3; (3x - 1)(x + 2) = 3x^2 + 5x - 2); (2 - i)(3 + 4i) -> 10 + 5i
(6 + 8i - 3i + 4; conjugate 10 - 5i; i^2 read as +1: 2 + 5i); 210 degrees -> 7\pi/6 (~3.6652);
[[1, 2], [3, 0]][[2, -1], [1, 4]] -> [[4, 7], [6, -3]] (2 + 2, -1 + 8; 6 + 0, -3 + 0); interior
angle of a regular dodecagon -> 150 degrees (1800/12; exterior 30; 5\pi/6 rad); 53 in base 4 ->
311_4 (48 + 4 + 1 = 53; reversed 113_4 = 16 + 4 + 3 = 23); 3 1/2 - 1 2/3 -> 11/6 (21/6 - 10/6 =
1 5/6; slip 2 1/6 = 13/6); x^3 - 9x = 0 -> -3, 0, 3; (3x + 2)^2 -> 9x^2 + 12x + 4; 2x + 3y = 12,
x - y = 1 -> (3, 2) (5y = 10; check 6 + 6 = 12, 3 - 2 = 1; (2, 3) gives 13); 0.\overline{36} -> 4/11
(36/99; 0.3666... = 11/30); C(9, 3) -> 84 (504/6; ordered 504); \sqrt{18}\sqrt{10} -> 6\sqrt{5}
(\sqrt{180}; ~13.416); g(x) = 2x^2 + 3x - 5 at -3 -> 4 (18 - 9 - 5; g(3) = 22); domain of
\sqrt{x + 2} + 1/(x - 1) -> [-2, 1) \cup (1, \infty); vertex of y = x^2 - 6x + 5 -> (3, -4) (x = 3;
9 - 18 + 5 = -4); 3 + 7 + ... + 43 -> 253 (11 terms; 11*46/2 = 253; 10 terms: 230).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, quoted / reported / hypothetical values, `b_` token-cap cuts, loops and bad input (NUL,
CRLF, BOM, end-of-text tokens, huge think blocks). `_m_` after the prefix marks a MATH probe, `_ok_`
kind B. Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 134 and 135, which carry round 132's): the LAST final answer counts; a right answer
in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ", `\dfrac`,
`bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its subscript, "18
thousand", an unreduced fraction equal to the gold) is correct; another quantity (a subtotal, the
per-month value, the drop instead of the temperature, the other unit than the one asked, the change
instead of the cost, the exterior angle, one coordinate, the sum of the roots) is wrong; an answer
tag's content is the final answer (a sentence or equation in it is read for the value it states; two
values in it are a hedge -> wrong); a decimal for an exact irrational / repeating / fractional MATH
gold is wrong; a rounded or truncated GSM8K value is wrong; degrees are not radians; a percent gold
75 accepts 75% and "75 percent", but 0.75% is another value; a hedge or two different final answers
is wrong; no final answer (cut at the token cap, an empty or placeholder tag, a negated gold with
nothing after, a box holding only \neq / \cancel / ?, a supposition, a refusal) is no_answer; a value
the model marks wrong is wrong; an explicit correction after the answer ("Wait", "Hmm, actually",
"Let me recompute", "I made an error", "No wait", "Scratch that", "On second thought") makes the new
value final, even when the correction itself is a slip; a check, verification, offer or pleasantry
after a committed answer does not replace it; text in an invented next turn (`User:`, `Human:`,
ChatML, Llama header) does not count, whether it holds the gold or another value; an end-of-text
token after the answer is not part of it; an answer restated after its box as the same quantity in
other words keeps the box's value when the box holds the quantity asked; when the box holds the
other unit and the restatement the quantity asked, the restatement decides (debatable, accept); a
NUL anywhere makes the pair bad input -> kind A, truth no_answer. Debatable probes carry
`debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam136.py  (writes adversarial_redteam136.jsonl beside itself)
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
# cookies: gold 73 (7*24 = 168; 168 - 95)
COOK = "Each tray holds 24 cookies, so 7 trays hold 7 * 24 = <<7*24=168>>168 cookies.\nAfter selling 95, the bakery has 168 - 95 = <<168-95=73>>73 cookies left.\n"
COOK_SLIP = "Each tray holds 24 cookies, so 7 trays hold 7 * 24 = <<7*24=168>>168 cookies.\nAfter selling 95, the bakery has 168 - 95 = 83 cookies left.\n"
# drive: gold 245 (165 + 80)
DRIVE = "For the first 3 hours he drives 3 * 55 = <<3*55=165>>165 miles.\nFor the next 2 hours he drives 2 * 40 = <<2*40=80>>80 miles.\nIn total he drives 165 + 80 = <<165+80=245>>245 miles.\n"
# rent: gold 18000 (12*1450 = 17400; + 600)
RENT_NOD = "Rent for the year is 12 * 1450 = <<12*1450=17400>>17,400 dollars.\n"
RENT = (
    RENT_NOD
    + "Adding the $600 deposit, she pays 17400 + 600 = <<17400+600=18000>>18,000 dollars.\n"
)
# groceries: gold 17.2 (9.40 + 7.80)
GROC = "4 pounds of grapes cost 4 * 2.35 = <<4*2.35=9.40>>9.40 dollars.\n2 boxes of cereal cost 2 * 3.90 = <<2*3.90=7.80>>7.80 dollars.\nAltogether he spends 9.40 + 7.80 = <<9.40+7.80=17.20>>17.20 dollars.\n"
# oranges (oranges asked): gold 480 (96 a day; *5)
ORNG = "The stand sells 8 dozen oranges a day, which is 8 * 12 = <<8*12=96>>96 oranges.\nIn 5 days it sells 96 * 5 = <<96*5=480>>480 oranges.\n"
# swim training (MINUTES asked): gold 540 (135*4)
SWIM = "2 hours 15 minutes is 120 + 15 = <<120+15=135>>135 minutes.\nOver 4 days he trains 135 * 4 = <<135*4=540>>540 minutes.\n"
# podcast (HOURS asked): gold 10.5 (35*18 = 630 minutes; /60)
POD_MIN = "She listens 35 minutes a day for 18 days, so 35 * 18 = <<35*18=630>>630 minutes.\n"
POD = POD_MIN + "In hours that is 630 / 60 = <<630/60=10.5>>10.5 hours.\n"
# quiz (percent asked): gold 75 (42/56)
QUIZ = "He got 42 of the 56 questions right, so the percentage is 42 / 56 * 100 = <<42/56*100=75>>75 percent.\n"
# temperature: gold -8 (4*5 = 20; 12 - 20)
TEMP = "The temperature drops 4 * 5 = <<4*5=20>>20 degrees in 5 hours.\nSo it ends at 12 - 20 = <<12-20=-8>>-8 degrees.\n"
# stamps (CENTS asked): gold 405 (330 + 75)
STAMP = "The stamps cost 6 * 55 = <<6*55=330>>330 cents.\nThe envelopes cost 3 * 25 = <<3*25=75>>75 cents.\nIn total she spends 330 + 75 = <<330+75=405>>405 cents.\n"
# tomatoes: gold 252 (42 plants * 6)
TOM = "There are 3 * 14 = <<3*14=42>>42 tomato plants.\nEach plant gives 6 tomatoes, so there are 42 * 6 = <<42*6=252>>252 tomatoes.\n"
# library: gold 2545 (375; 2855; - 310)
LIB = "The library buys 3 * 125 = <<3*125=375>>375 new books, so it has 2480 + 375 = <<2480+375=2855>>2,855 books.\nAfter donating 310 it has 2855 - 310 = <<2855-310=2545>>2,545 books.\n"

# ================================================================ MATH working
G_BAG = r"\frac{5}{14}"
BAG = r"The first marble is red with probability $\frac{5}{8}$, and then the second is red with probability $\frac{4}{7}$, so the probability is $\frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56}"
G_DIST = r"3\sqrt{5}"
DIST = r"By the distance formula, $d = \sqrt{(7 - 1)^2 + (1 - (-2))^2} = \sqrt{36 + 9} = \sqrt{45}"
G_INEQ = "(-3, 2)"
INEQ = r"$|2x + 1| < 5$ means $-5 < 2x + 1 < 5$, so $-6 < 2x < 4$, i.e. $-3 < x < 2$."
G_ROOTS = r"-\frac{1}{3}, 2"
ROOTS = r"Factoring, $3x^2 - 5x - 2 = (3x + 1)(x - 2) = 0$, so $x = -\frac{1}{3}$ or $x = 2$."
G_CPX = "10 + 5i"
CPX = r"$(2 - i)(3 + 4i) = 6 + 8i - 3i - 4i^2 = 6 + 5i + 4"
G_RAD = r"\frac{7\pi}{6}"
RAD = r"Multiplying by $\frac{\pi}{180^\circ}$: $210^\circ \cdot \frac{\pi}{180^\circ} = \frac{210\pi}{180}"
G_MAT = r"\begin{pmatrix} 4 & 7 \\ 6 & -3 \end{pmatrix}"
MAT = r"Row 1: $(1 \cdot 2 + 2 \cdot 1,\ 1 \cdot (-1) + 2 \cdot 4) = (4, 7)$. Row 2: $(3 \cdot 2 + 0 \cdot 1,\ 3 \cdot (-1) + 0 \cdot 4) = (6, -3)$."
G_DEG = "150"
DEG = r"The interior angles of a $12$-gon sum to $(12 - 2) \cdot 180^\circ = 1800^\circ$, so each angle of a regular dodecagon is $\frac{1800^\circ}{12}"
G_B4 = "311_4"
B4 = r"Dividing repeatedly by $4$: $53 = 4 \cdot 13 + 1$, $13 = 4 \cdot 3 + 1$, $3 = 4 \cdot 0 + 3$. Reading the remainders from last to first,"
G_MIX = r"\frac{11}{6}"
MIX = r"$3\frac{1}{2} - 1\frac{2}{3} = \frac{7}{2} - \frac{5}{3} = \frac{21}{6} - \frac{10}{6} = \frac{11}{6}"
G_SET = "-3, 0, 3"
SET = r"$x^3 - 9x = x(x - 3)(x + 3) = 0$, so $x = 0$, $x = 3$ or $x = -3$."
G_POLY = "9x^2 + 12x + 4"
POLY = r"$(3x + 2)^2 = 9x^2 + 6x + 6x + 4"
G_SYS = "(3, 2)"
SYS = r"From the second equation, $x = y + 1$. Substituting, $2(y + 1) + 3y = 12$, so $5y = 10$ and $y = 2$, then $x = 3$."
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x = 36.\overline{36}$, so $99x = 36$ and $x = \frac{36}{99}"
G_COMB = "84"
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6}"
G_SQRT = r"6\sqrt{5}"
SQRT = r"$\sqrt{18} \cdot \sqrt{10} = \sqrt{180} = \sqrt{36 \cdot 5}"
G_FUNC = "4"
FUNC = r"$g(-3) = 2(-3)^2 + 3(-3) - 5 = 18 - 9 - 5"
G_DOM = r"[-2, 1) \cup (1, \infty)"
DOM = r"We need $x + 2 \ge 0$, so $x \ge -2$, and $x - 1 \ne 0$, so $x \ne 1$."
G_VTX = "(3, -4)"
VTX = r"The vertex of $y = x^2 - 6x + 5$ is at $x = -\frac{-6}{2} = 3$, where $y = 9 - 18 + 5 = -4"
G_SER = "253"
SER = r"The series $3 + 7 + 11 + \cdots + 43$ has $\frac{43 - 3}{4} + 1 = 11$ terms, so its sum is $\frac{11(3 + 43)}{2}"

# Long R1 / QwQ think blocks with several candidate values before the final one.
COOK_LONG = th(
    "Okay, 7 trays with 24 cookies each. 7 times 24... 7 times 20 is 140, 7 times 4 is 28, so 168.\n\n"
    "They sell 95. 168 minus 95. 168 minus 100 is 68, plus 5 is 73.\n\n"
    "Wait, was it 95 or 85? Let me look again. 95. So not 83. 73.\n\n"
    "Hmm, does it ask for trays? No, cookies left. 73 cookies.\n"
)
DRIVE_LONG = th(
    "First leg: 3 hours at 55 mph. 3 times 55 is 165 miles.\n\n"
    "Second leg: 2 hours at 40 mph, 80 miles.\n\n"
    "Total 165 + 80 = 245. Hmm, or does it want his average speed? That would be 245 over 5 hours, 49 mph. "
    'Reading the question again: "How many miles does he drive altogether?" So the distance, 245.\n'
)
ORNG_LONG = th(
    "8 dozen a day for 5 days is 40 dozen. But the question asks how many oranges, not dozens.\n\n"
    "40 times 12 is 480. Or 96 a day times 5 is 480. Same thing.\n\n"
    "Wait, is it 5 days or 6? The problem says 5. So 480, not 576.\n"
)
QUIZ_LONG = th(
    "42 out of 56. Divide both by 14: 3 out of 4. So 75%.\n\n"
    "Wait, could it be asking what percent he missed? That's 14 out of 56, which is 25%. "
    "No, it asks what percent he got right. 75.\n"
)
DOM_LONG = th(
    "sqrt(x + 2) needs x >= -2. So maybe the domain is [-2, infinity).\n\n"
    "But 1/(x - 1) needs x != 1. So [-2, 1) union (1, infinity).\n\n"
    "Is -2 included? sqrt(0) = 0 and 1/(-3) is fine. Yes. And 1 is excluded.\n"
)
DEG_LONG = th(
    "Regular 12-gon. Hexagon is 120, octagon 135, decagon 144. For 12 sides: (12 - 2)*180 = 1800, over 12 is 150.\n\n"
    "Check with exterior angles: 360/12 = 30, and 180 - 30 = 150. Yes.\n"
)
CPX_LONG = th(
    "Multiply (2 - i)(3 + 4i). 2*3 = 6, 2*4i = 8i, -i*3 = -3i, -i*4i = -4i^2.\n\n"
    "So 6 + 5i - 4i^2. Since i^2 = -1, -4i^2 = +4. Hmm, I first wrote 6 - 4 = 2, giving 2 + 5i, but that uses i^2 = 1. No.\n\n"
    "So 10 + 5i.\n"
)
BAG_LONG = th(
    "5 red, 3 blue, 8 marbles. Two draws without replacement. First red: 5/8. Second red given the first was red: 4/7. "
    "Product 20/56 = 5/14.\n\n"
    "With replacement it would be 25/64, but it says without replacement. Check another way: C(5,2)/C(8,2) = 10/28 = 5/14. Same.\n"
)
HUGE_TEMP = th(("Let me go over the hourly drops one more time. " * 2300) + TEMP)
HUGE_ROOTS = th(("Let me try completing the square instead. " * 2200) + ROOTS + "\n")

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_subtotal", "A", "73", "wrong", "tag", th(COOK) + "<answer>The bakery baked 168 cookies.</answer>", "the tag's sentence states the subtotal 168, not the 73 left"),
    g("t_two_values", "A", "73", "wrong", "tag", COOK_LONG + "<answer>73 or 83</answer>", "two values in the tag: a hedge"),
    g("t_equation_slip", "A", "73", "wrong", "tag", th(COOK_SLIP) + "<answer>168 - 95 = 83</answer>", "an equation in the tag ending 83 (subtraction slip)"),
    g("t_long_think_tag_avg", "A", "245", "wrong", "tag", DRIVE_LONG + "<answer>49 mph</answer>", "the think block settles on 245 but the tag answers the average speed"),
    g("t_other_unit_tag", "A", "540", "wrong", "tag", th(SWIM + "That is 540 / 60 = 9 hours.\n") + "<answer>9 hours</answer>", "minutes asked; the tag holds 9 hours"),
    g("t_box_in_tag_nodeposit", "A", "18000", "wrong", "tag", th(RENT_NOD) + r"<answer>\boxed{17400}</answer>", "a box in the tag with the rent without the deposit"),
    g("t_cut_in_tag", "A", "17.2", "no_answer", "none", th(GROC) + "<answer>He spends a total of $", "cut at the token cap inside the tag, before the value"),
    g("t_second_tag_other", "A", "-8", "wrong", "tag", th(TEMP) + "<answer>-8</answer>\n<think>\nWait, it only drops for 4 hours, not 5, so 12 - 16 = -4.\n</think>\n<answer>-4</answer>", "a second think and tag after the first: -4 last"),
    g("t_empty_tag", "A", "252", "no_answer", "tag", th(TOM + "So 252 tomatoes.\n") + "<answer></answer>", "an empty tag; 252 only in the thinking"),
    g("t_ok_sentence", "B", "73", "correct", "tag", COOK_LONG + "<answer>The bakery has 73 cookies left.</answer>", "a long think with candidates 68, 83; the tag's sentence states 73"),
    g("t_ok_equation", "B", "245", "correct", "tag", DRIVE_LONG + "<answer>165 + 80 = 245 miles</answer>", "an equation chain ending in the gold and a unit; 49 only in the thinking"),
    g("t_ok_comma_dollar", "B", "18000", "correct", "tag", th(RENT) + "<answer>$18,000</answer>", "a dollar sign and a thousands separator in the tag"),
    g("t_ok_escaped_dollar", "B", "17.2", "correct", "tag", th(GROC) + r"<answer>\$17.20</answer>", "an escaped dollar sign and a trailing zero"),
    g("t_ok_box_in_tag", "B", "480", "correct", "tag", ORNG_LONG + r"<answer>\boxed{480}</answer>", "candidates 40 (dozen) and 576 in the thinking; a box in the tag"),
    g("t_ok_percent", "B", "75", "correct", "tag", QUIZ_LONG + "<answer>75%</answer>", "percent gold with a % sign; 25 only in the thinking"),
    g("t_ok_x_equals", "B", "10.5", "correct", "tag", th("Let x be the number of hours.\n" + POD + "So x = 10.5.\n") + "<answer>x = 10.5</answer>", "x = 10.5 in the tag (x defined as the hours)"),
    g("t_ok_tag_newlines_comma", "B", "2545", "correct", "tag", th(LIB) + "<answer>\n2,545\n</answer>", "the value with a thousands comma on its own line in the tag"),
    m("t_m_decimal_in_tag", "A", G_BAG, "wrong", "tag", th(BAG + "$.\n") + "<answer>0.357</answer>", "0.357 is not 5/14 (0.357142...)"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = 2</answer>", "only one of the two roots"),
    m("t_m_domain_missing_hole", "A", G_DOM, "wrong", "tag", th("We need $x + 2 \\ge 0$, so $x \\ge -2$.\n") + r"<answer>[-2, \infty)</answer>", "the excluded 1 is forgotten"),
    m("t_m_degrees_in_tag", "A", G_RAD, "wrong", "tag", th(RAD + "$\n") + r"<answer>210^\circ</answer>", "the given degrees restated; the gold is radians"),
    m("t_m_base_unconverted", "A", G_B4, "wrong", "tag", th(B4 + " we get the base-4 digits.\n") + "<answer>53</answer>", "the given base-10 number restated; base 4 asked"),
    m("t_m_matrix_transpose", "A", G_MAT, "wrong", "tag", th(MAT + "\n") + r"<answer>\begin{pmatrix} 4 & 6 \\ 7 & -3 \end{pmatrix}</answer>", "the transpose of the product"),
    m("t_m_sentence_exterior", "A", G_DEG, "wrong", "tag", DEG_LONG + "<answer>Each exterior angle measures 30°.</answer>", "the think block reaches 150 but the tag's sentence states the exterior angle"),
    m("t_m_vertex_x_only", "A", G_VTX, "wrong", "tag", th(VTX + "$.\n") + "<answer>x = 3</answer>", "only the x-coordinate of the vertex"),
    m("t_m_ok_sentence_pair", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>x = 3 and y = 2, so the solution is (3, 2).</answer>", "a sentence in the tag ending in the ordered pair"),
    m("t_m_ok_dfrac", "B", G_BAG, "correct", "tag", BAG_LONG + r"<answer>$\dfrac{5}{14}$</answer>", "\\dfrac in math mode in the tag; 25/64 only in the thinking"),
    m("t_m_ok_interval_cup", "B", G_DOM, "correct", "tag", DOM_LONG + r"<answer>$x \in [-2, 1) \cup (1, \infty)$</answer>", "a long think with the candidate [-2, infinity); x \\in the union"),
    m("t_m_ok_degree_circ", "B", G_DEG, "correct", "tag", DEG_LONG + r"<answer>$150^\circ$</answer>", "a degree gold with ^\\circ; 120, 135, 144 for other polygons in the thinking"),
    m("t_m_ok_box_in_tag", "B", G_CPX, "correct", "tag", CPX_LONG + r"<answer>$\boxed{10+5i}$</answer>", "a long think rejecting 2 + 5i; a box without spaces in the tag"),
    m("t_m_ok_base_sub", "B", G_B4, "correct", "tag", th(B4 + " $311_4$.\n") + "<answer>311_4</answer>", "a base-4 numeral with its subscript"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -\frac{1}{3}$ or $x = 2$</answer>", "both roots with x = and a plain 'or'"),
    m("t_m_ok_bmatrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>\begin{bmatrix} 4 & 7 \\ 6 & -3 \end{bmatrix}</answer>", "the same matrix in bmatrix"),
    m("t_m_ok_equation", "B", G_SQRT, "correct", "tag", th(SQRT + "$\n") + r"<answer>\sqrt{180} = 6\sqrt{5}</answer>", "an equation ending 6\\sqrt5"),

    # ================================================================ 2. phrase marker / bold then #### (h_)
    g("h_phrase_gold_hash_subtotal", "A", "73", "wrong", "hash", COOK + "The bakery has 73 cookies left.\n#### 168", "the phrase says 73, the #### says 168: two different final answers, the marked one wrong"),
    g("h_bold_then_hash_avg", "A", "245", "wrong", "hash", DRIVE + "**Answer:** 245 miles\n\nHis average speed is 245 / 5 = 49 mph.\n#### 49", "a bold answer 245, then #### 49 (the average speed) last"),
    g("h_hash_nodeposit", "A", "18000", "wrong", "hash", RENT_NOD + "The answer is 17,400.\n#### 17400", "the rent without the deposit"),
    g("h_hash_change", "A", "17.2", "wrong", "hash", GROC + "He pays with a $20 bill, so his change is 20 - 17.20 = 2.80.\n#### 2.80", "the change, not the cost asked"),
    g("h_hash_dozens", "A", "480", "wrong", "hash", "8 dozen a day for 5 days is 8 * 5 = <<8*5=40>>40 dozen.\nThe stand sells 40 dozen oranges.\n#### 40", "the count in dozens for an oranges question"),
    g("h_phrase_then_empty_hash", "A", "540", "no_answer", "hash", "2 hours 15 minutes is 135 minutes.\nTherefore, the final answer is:\n\n#### ", "an empty #### after a phrase marker: cut at the token cap"),
    g("h_hash_hedge", "A", "75", "wrong", "hash", QUIZ + "So he got 75% right and 25% wrong.\n#### 75 or 25", "two values in the #### line: a hedge"),
    g("h_hash_positive_temp", "A", "-8", "wrong", "hash", TEMP + "It ends 8 degrees below zero.\n#### 8", "debatable: the #### is 8; the temperature asked is -8 ('below zero' only in the sentence)", True),
    g("h_final_answer_dollars_for_cents", "A", "405", "wrong", "hash", STAMP + "Final Answer: She spends $4.05.\n#### 4.05", "cents asked; the marked value is 4.05 (dollars)"),
    g("h_ok_phrase_hash", "B", "73", "correct", "hash", COOK + "The answer is 73.\n#### 73", "phrase and #### agree"),
    g("h_ok_bold_final_hash", "B", "245", "correct", "hash", DRIVE + "**Final Answer:** **245 miles**\n\n#### 245", "bold Final Answer then ####"),
    g("h_ok_hash_dollar_comma", "B", "18000", "correct", "hash", RENT + "She pays $18,000 in the first year.\n#### $18,000", "#### with a dollar sign and a comma"),
    g("h_ok_hash_trailing_zero", "B", "17.2", "correct", "hash", GROC + "He spends $17.20.\n#### 17.20", "#### with a trailing zero"),
    g("h_ok_hash_unit_word", "B", "480", "correct", "hash", ORNG + "The stand sells 480 oranges in 5 days.\n#### 480 oranges", "a unit noun after the #### number"),
    g("h_ok_hash_percent", "B", "75", "correct", "hash", QUIZ + "So he got 75% of the questions right.\n#### 75%", "a percent sign after ####"),
    g("h_ok_hash_negative", "B", "-8", "correct", "hash", TEMP + "The final temperature is -8 degrees.\n#### -8", "phrase and #### with the negative value"),
    g("h_ok_hash_comma_books", "B", "2545", "correct", "hash", LIB + "The library has 2,545 books.\n#### 2,545", "#### with a thousands comma"),
    m("h_m_hash_decimal", "A", G_DIST, "wrong", "hash", DIST + r" \approx 6.71$." + "\nThe distance is about 6.71.\n#### 6.71", "a decimal for 3\\sqrt5"),
    m("h_m_phrase_gold_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 84$.\nThe answer is $84$.\n#### 504", "phrase 84, #### 504 (the numerator)"),
    m("h_m_hash_degrees", "A", G_RAD, "wrong", "hash", "The angle is $210^\\circ$.\nThe answer is $210^\\circ$.\n#### 210", "degrees where radians are asked"),
    m("h_m_hash_one_root", "A", G_ROOTS, "wrong", "hash", ROOTS + "\nThe integer root is $2$.\n#### 2", "only one root"),
    m("h_m_hash_swapped_pair", "A", G_SYS, "wrong", "hash", SYS + "\nSo $(x, y) = (3, 2)$.\n#### (2, 3)", "the #### swaps the coordinates"),
    m("h_m_hash_wrong_fraction", "A", G_REP, "wrong", "hash", REP + r" = \frac{4}{11}$." + "\nThe answer is $\\frac{4}{11}$.\n#### 36/100", "a #### with 36/100 after the right phrase"),
    m("h_m_hash_empty_after_phrase", "A", G_FUNC, "no_answer", "hash", "We substitute $x = -3$ into $g$.\nThe answer is $g(-3)$.\n####", "an empty #### before any value"),
    m("h_m_ok_hash_slash", "B", G_BAG, "correct", "hash", BAG + r" = \frac{5}{14}$." + "\nThe answer is $\\frac{5}{14}$.\n#### 5/14", "a slash fraction after ####"),
    m("h_m_ok_hash_sqrt", "B", G_DIST, "correct", "hash", DIST + r" = 3\sqrt{5}$." + "\n#### 3\\sqrt{5}", "a LaTeX radical after ####"),
    m("h_m_ok_hash_interval", "B", G_INEQ, "correct", "hash", INEQ + "\nThe solution set is $(-3, 2)$.\n#### (-3, 2)", "an open interval after ####"),
    m("h_m_ok_hash_cpx", "B", G_CPX, "correct", "hash", CPX + " = 10 + 5i$.\nThe answer is $10 + 5i$.\n#### 10+5i", "a complex number without spaces"),
    m("h_m_ok_hash_degree", "B", G_DEG, "correct", "hash", DEG + r" = 150^\circ$." + "\n**Answer: 150°**\n#### 150°", "a Unicode degree sign after ####"),
    m("h_m_ok_hash_base", "B", G_B4, "correct", "hash", B4 + " $53 = 311_4$.\n#### 311_4", "a base-4 numeral after ####"),
    m("h_m_ok_hash_poly", "B", G_POLY, "correct", "hash", POLY + " = 9x^2 + 12x + 4$.\nThe answer is $9x^2 + 12x + 4$.\n#### 9x^2+12x+4", "a polynomial without spaces"),
    m("h_m_ok_hash_equation", "B", G_FUNC, "correct", "hash", FUNC + " = 4$.\n#### g(-3) = 4", "an equation after ####"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_dollars", "A", "17.2", "wrong", "boxed", GROC + "Rounded to the nearest dollar, he spends $\\boxed{17}$ dollars.", "rounded to 17"),
    g("x_digit_swap_miles", "A", "245", "wrong", "boxed", DRIVE.replace("165 + 80 = <<165+80=245>>245", "165 + 80 = 254") + "He drives $\\boxed{254}$ miles.", "254 (digits swapped in the sum)"),
    g("x_percent_of_share", "A", "75", "wrong", "boxed", "42 / 56 = <<42/56=0.75>>0.75\nSo $\\boxed{0.75\\%}$ of the questions were answered correctly.", "0.75% is not 75%"),
    g("x_sci_power_slip", "A", "18000", "wrong", "boxed", RENT + "That is $\\boxed{1.8 \\times 10^5}$ dollars.", "1.8e5 = 180000, a power slip"),
    g("x_dropped_zero", "A", "18000", "wrong", "boxed", RENT_NOD + "With the deposit: 17,400 + 600 = 18,000.\nShe pays $\\boxed{1800}$ dollars.", "1800: a dropped zero in the box"),
    g("x_hours_by_100", "A", "10.5", "wrong", "boxed", POD_MIN + "In hours that is 630 / 100 = 6.3 hours.\nShe listens for $\\boxed{6.3}$ hours.", "divided by 100 instead of 60"),
    g("x_truncated_hours", "A", "10.5", "wrong", "boxed", POD + "So she listens for about $\\boxed{10}$ hours.", "10.5 truncated to 10"),
    g("x_ok_trailing_zero", "B", "17.2", "correct", "boxed", GROC + "He spends $\\boxed{17.20}$ dollars.", "17.20 = 17.2"),
    g("x_ok_point_zero", "B", "245", "correct", "boxed", DRIVE + "He drives $\\boxed{245.0}$ miles.", "245.0 = 245"),
    g("x_ok_sci", "B", "18000", "correct", "boxed", RENT + "That is $\\boxed{1.8 \\times 10^4}$ dollars.", "1.8e4 = 18000"),
    g("x_ok_brace_comma", "B", "18000", "correct", "boxed", RENT + "So she pays $\\boxed{18{,}000}$ dollars.", "a LaTeX {,} thousands separator"),
    g("x_ok_dollar_cents_last", "B", "17.2", "correct", "prose", GROC + "The total is \\$17.20.", "an escaped dollar sign in a closing sentence"),
    g("x_ok_neg_point_zero", "B", "-8", "correct", "boxed", TEMP + "The final temperature is $\\boxed{-8.0}$ degrees.", "-8.0 = -8"),
    g("x_ok_mixed_hours", "B", "10.5", "correct", "boxed", POD + "She listens for $\\boxed{10\\frac{1}{2}}$ hours.", "debatable: 10 1/2 = 10.5 written as a LaTeX mixed number", True),
    g("x_ok_hours_text", "B", "10.5", "correct", "boxed", POD + "$\\boxed{10.50 \\text{ hours}}$", "10.50 with a \\text unit"),
    m("x_m_decimal_prob", "A", G_BAG, "wrong", "boxed", BAG + r" \approx \boxed{0.357}$.", "0.357 for 5/14 (0.357142...)"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST + r" \approx \boxed{6.708}$.", "6.708 for 3\\sqrt5 (6.70820...)"),
    m("x_m_pi_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{3.665}$.", "3.665 for 7\\pi/6 (3.66519...)"),
    m("x_m_repeating_truncated", "A", G_REP, "wrong", "boxed", REP + r" \approx \boxed{0.36}$.", "0.36 is not 4/11 (0.3636...)"),
    m("x_m_sqrt_swapped", "A", G_SQRT, "wrong", "boxed", SQRT + r" = \boxed{5\sqrt{6}}$", "5\\sqrt6 for 6\\sqrt5 (factors swapped)"),
    m("x_m_mixed_wrong", "A", G_MIX, "wrong", "boxed", r"$3\frac{1}{2} - 1\frac{2}{3} = 2\frac{1}{6}$, so the answer is $\boxed{\frac{13}{6}}$.", "13/6 (fraction parts subtracted the wrong way round)"),
    m("x_m_interval_closed", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{[-3, 2]}$.", "a closed interval for an open one"),
    m("x_m_matrix_entry_sign", "A", G_MAT, "wrong", "boxed", MAT.replace("(6, -3)", "(6, 3)").replace("3 \\cdot (-1) + 0 \\cdot 4", "3 \\cdot 1 + 0 \\cdot 4") + r" So the product is $\boxed{\begin{pmatrix} 4 & 7 \\ 6 & 3 \end{pmatrix}}$.", "one entry's sign lost (3 for -3)"),
    m("x_m_series_off_by_one", "A", G_SER, "wrong", "boxed", r"The series $3 + 7 + \cdots + 43$ has $\frac{43 - 3}{4} = 10$ terms, so its sum is $\frac{10(3 + 43)}{2} = \boxed{230}$.", "an off-by-one term count: 230"),
    m("x_m_ok_unreduced", "B", G_BAG, "correct", "boxed", BAG + r"$, so the answer is $\boxed{\frac{20}{56}}$.", "20/56 = 5/14, an unreduced fraction equal in value"),
    m("x_m_ok_dfrac", "B", G_BAG, "correct", "boxed", BAG + r" = \boxed{\dfrac{5}{14}}$", "\\dfrac in the box"),
    m("x_m_ok_sqrt_no_braces", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{3\sqrt5}$", "\\sqrt5 without braces"),
    m("x_m_ok_pi_after", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{7}{6}\pi}$", "7/6 pi with pi outside the fraction"),
    m("x_m_ok_slash_fraction", "B", G_REP, "correct", "boxed", REP + r" = \boxed{4/11}$", "a slash fraction in the box"),
    m("x_m_ok_mixed", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{1\frac{5}{6}}$", "debatable: 1 5/6 = 11/6 written as a LaTeX mixed number", True),
    m("x_m_ok_left_right", "B", G_INEQ, "correct", "boxed", INEQ + r" So $x \in \boxed{\left(-3, 2\right)}$.", "\\left( \\right) around the interval"),
    m("x_m_ok_matrix_tight", "B", G_MAT, "correct", "boxed", MAT + r" So $\boxed{\begin{pmatrix}4&7\\6&-3\end{pmatrix}}$.", "a pmatrix without spaces"),

    # ================================================================ 4. negation / annotation (n_)
    g("n_marked_wrong", "A", "73", "wrong", "boxed", COOK + "$\\boxed{73}$ (this is wrong, I think I subtracted the wrong number)", "the model marks its box wrong"),
    g("n_not_the_answer", "A", "17.2", "no_answer", "prose", GROC + "So $17.20 is not the answer; I must have misread the prices.", "the gold stated as not the answer, nothing after"),
    g("n_cross_mark", "A", "480", "wrong", "boxed", ORNG + r"$\boxed{480}$ ❌", "a cross mark after the box"),
    g("n_strike_bold_nothing", "A", "540", "no_answer", "lastline", SWIM + "**Answer: ~~540~~ minutes**", "the gold struck on the bold last line, nothing after"),
    g("n_sign_flipped", "A", "-8", "wrong", "hash", TEMP + "The temperature is not -8 but 8, since it is measured in degrees.\n#### 8", "the gold negated, 8 asserted"),
    g("n_bold_incorrect", "A", "75", "wrong", "boxed", QUIZ + "$\\boxed{75}$ **(Incorrect: I divided by the wrong total.)**", "the model marks its box incorrect"),
    g("n_strike_then_other", "A", "2545", "wrong", "hash", LIB + "#### ~~2545~~ 2855", "the gold struck, the pre-donation count after"),
    g("n_ok_not_other", "B", "73", "correct", "phrase", COOK + "The answer is 73, not 83.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "245", "correct", "hash", DRIVE + "#### ~~254~~ 245", "a slip struck, the gold after"),
    g("n_ok_check_mark", "B", "18000", "correct", "boxed", RENT + r"$\boxed{18000}$ ✓", "a check mark after the box"),
    g("n_ok_unit_annot", "B", "17.2", "correct", "boxed", GROC + r"$\boxed{17.20}$ (in dollars, not cents)", "a unit annotation that confirms"),
    g("n_ok_below_zero", "B", "-8", "correct", "boxed", TEMP + r"$\boxed{-8}$ (8 degrees below zero)", "an annotation restating the sign in words"),
    g("n_ok_not_dozens", "B", "480", "correct", "boxed", ORNG + r"The stand sells $\boxed{480}$ oranges (not dozens).", "a negation of the other unit"),
    g("n_ok_bold_gloss", "B", "540", "correct", "lastline", SWIM + "**Answer: 540 minutes** (that is, 9 hours)", "a bold answer with a gloss in the other unit"),
    g("n_ok_verified", "B", "75", "correct", "boxed", QUIZ + r"$\boxed{75\%}$ (check: 0.75 × 56 = 42 ✓)", "a verification annotation"),
    m("n_m_cancel_box", "A", G_COMB, "no_answer", "boxed", COMB + r" = \boxed{\cancel{84}}$", "a cancelled box, nothing else"),
    m("n_m_neq_deg", "A", G_DEG, "no_answer", "boxed", DEG + r"$, so the angle is $\boxed{\neq 150^\circ}$", "a box holding \\neq gold"),
    m("n_m_box_then_incorrect", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(3, 2)}$ — wait, this is incorrect; it should be $\boxed{(2, 3)}$.", "the model marks (3, 2) incorrect and boxes (2, 3)"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", POLY + r"$, so $\boxed{\sout{9x^2 + 12x + 4}\ 9x^2 + 6x + 4}$", "the gold struck, a wrong polynomial after"),
    m("n_m_question_mark", "A", G_FUNC, "no_answer", "boxed", r"$g(-3) = 2(-3)^2 + 3(-3) - 5 = \boxed{?}$", "a box holding only ?"),
    m("n_m_excluded_value", "A", G_DOM, "wrong", "boxed", DOM + r" The domain is all $x \ge -2$ except $\boxed{1}$.", "the box holds the excluded value 1, not the domain"),
    m("n_m_notin_complement", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $\boxed{x \notin (-3, 2)}$.", "a \\notin in the box states the complement"),
    m("n_m_ne_only", "A", G_DOM, "wrong", "boxed", DOM + r" So the domain is $\boxed{x \ne 1}$.", "only x != 1: the condition x >= -2 is lost"),
    m("n_m_ok_factor_note", "B", G_SQRT, "correct", "boxed", SQRT + r" = \boxed{6\sqrt{5}}$ (simplified: $36$ is the largest square factor of $180$)", "a harmless annotation after the box"),
    m("n_m_ok_neq_condition", "B", G_DOM, "correct", "boxed", DOM + r" So the domain is $\boxed{x \ge -2,\ x \ne 1}$.", "x >= -2, x != 1: the same set written as conditions"),
    m("n_m_ok_not_radians", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{150^\circ}$ (in degrees, not radians).", "an annotation naming the unit"),
    m("n_m_ok_not_ordered", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{84}$ (not $504$, which would count ordered choices)", "another value negated after the box"),
    m("n_m_ok_not_conjugate", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{10 + 5i}$ (not the conjugate $10 - 5i$)", "the conjugate negated after the box"),
    m("n_m_ok_check_after", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 2)}$ ✓ (check: $6 + 6 = 12$, $3 - 2 = 1$)", "a check mark and a check after the box"),
    m("n_m_ok_not_g3", "B", G_FUNC, "correct", "boxed", FUNC + r" = \boxed{4}$ (note: not $g(3) = 22$)", "another value negated after the box"),
    m("n_m_ok_not_swapped", "B", G_VTX, "correct", "boxed", VTX + r"$, so the vertex is $\boxed{(3, -4)}$, not $(-4, 3)$.", "the swapped pair negated after the box"),

    # ================================================================ 5. units / restated in other words (u_)
    g("u_box_hours_for_minutes", "A", "540", "wrong", "boxed", SWIM + "That is 540 / 60 = 9 hours.\nHe trains for $\\boxed{9}$ hours.", "minutes asked; the box holds 9 (hours)"),
    g("u_box_minutes_for_hours", "A", "10.5", "wrong", "boxed", POD_MIN + "She listens for $\\boxed{630}$ minutes in total.", "hours asked; the box holds 630 (minutes)"),
    g("u_dozen_multiplied", "A", "480", "wrong", "prose", ORNG + "The stand sells 480 dozen oranges.", "480 dozen = 5760, not 480"),
    g("u_dollars_for_cents", "A", "405", "wrong", "boxed", STAMP + "That is $4.05.\nThe total is $\\boxed{4.05}$ dollars.", "cents asked; the box holds 4.05 (dollars)"),
    g("u_percent_then_count", "A", "75", "wrong", "phrase", QUIZ + "75% of 56 is 42 questions.\nSo the answer is 42.", "the final value stated is 42, the count"),
    g("u_fewer", "A", "73", "wrong", "prose", COOK + "So the bakery has 95 fewer cookies than it baked.", "95 fewer: the difference, stated last"),
    g("u_per_month", "A", "18000", "wrong", "boxed", RENT + "That averages 18000 / 12 = 1500 dollars a month.\n$\\boxed{1500}$ per month", "the per-month value last"),
    g("u_plants_not_tomatoes", "A", "252", "wrong", "boxed", TOM + "So the garden has $\\boxed{42}$ tomato plants.", "the number of plants, not tomatoes"),
    g("u_drop_not_temp", "A", "-8", "wrong", "boxed", TEMP + "The temperature drops by $\\boxed{20}$ degrees.", "the drop, not the final temperature"),
    g("u_ok_restate_hours", "B", "540", "correct", "boxed", SWIM + "$\\boxed{540}$ minutes, which is 9 hours.", "the box holds the minutes asked; the hours are a restatement"),
    g("u_ok_box_minutes_then_hours", "B", "10.5", "correct", "boxed", POD_MIN + "She listens for $\\boxed{630 \\text{ minutes}}$, i.e. 10.5 hours.", "debatable: hours asked; the box holds 630 minutes, the restatement after it the 10.5 hours asked", True),
    g("u_ok_thousand_word", "B", "18000", "correct", "prose", RENT + "She pays $18 thousand in total.", "'18 thousand' = 18000"),
    g("u_ok_dollar_in_box", "B", "17.2", "correct", "boxed", GROC + "He spends $\\boxed{\\$17.20}$.", "an escaped dollar sign inside the box"),
    g("u_ok_cents_then_dollars", "B", "405", "correct", "boxed", STAMP + "$\\boxed{405}$ cents, or $4.05.", "the cents asked in the box, restated in dollars"),
    g("u_ok_percent_word", "B", "75", "correct", "prose", QUIZ + "So he got 75 percent of the questions right.", "the word percent in a closing sentence"),
    g("u_ok_miles_trailing", "B", "245", "correct", "boxed", DRIVE + "He drives $\\boxed{245}$ miles in total, which is 165 + 80.", "trailing words after the box"),
    g("u_ok_hours_gloss_minutes", "B", "10.5", "correct", "prose", POD + "She listens for 10.5 hours (10 hours 30 minutes).", "the hours asked, glossed in hours and minutes"),
    m("u_m_degrees_word_for_rad", "A", G_RAD, "wrong", "boxed", "The angle is already given in degrees: $\\boxed{210 \\text{ degrees}}$.", "degrees where radians are asked"),
    m("u_m_radians_for_degrees", "A", G_DEG, "wrong", "boxed", DEG + r" = 150^\circ = \frac{5\pi}{6}$, so the answer is $\boxed{\frac{5\pi}{6}}$.", "debatable: radians where the gold is 150 degrees; degrees are not radians", True),
    m("u_m_exterior", "A", G_DEG, "wrong", "boxed", DEG + r" = 150^\circ$, and each exterior angle is $\boxed{30^\circ}$.", "the exterior angle, boxed last"),
    m("u_m_squared_distance", "A", G_DIST, "wrong", "boxed", DIST + r"$, so the squared distance is $\boxed{45}$.", "the squared distance"),
    m("u_m_percent_rounded", "A", G_BAG, "wrong", "boxed", BAG + r" \approx \boxed{35.7\%}$", "35.7% for 5/14: a rounded percent"),
    m("u_m_base_reversed", "A", G_B4, "wrong", "boxed", B4.replace("from last to first", "from first to last") + r" $53 = \boxed{113_4}$.", "remainders read in the wrong order: 113_4 = 23"),
    m("u_m_ordered", "A", G_COMB, "wrong", "boxed", r"$9 \cdot 8 \cdot 7 = \boxed{504 \text{ ways}}$", "ordered selections, not the combinations asked"),
    m("u_m_y_coordinate", "A", G_VTX, "wrong", "boxed", VTX + r"$. The $y$-coordinate of the vertex is $\boxed{-4}$.", "only the y-coordinate"),
    m("u_m_ok_degrees_word", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{150 \text{ degrees}}$", "the word degrees in the box"),
    m("u_m_ok_rad_word", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{7\pi}{6} \text{ radians}}$", "radians after the value"),
    m("u_m_ok_units_outside", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{3\sqrt{5}}$ units", "a unit word after the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "prose", COMB + " = 84$. So there are 84 ways to choose the 3 students.", "a unit noun after the number in a closing sentence"),
    m("u_m_ok_base_no_subscript", "B", G_B4, "correct", "boxed", B4 + r" $53$ in base $4$ is $\boxed{311}$.", "311 for 311_4: the base stated in words (README: 4210 for 4210_5 is correct)"),
    m("u_m_ok_unicode_degree", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{150°}$", "a Unicode degree sign in the box"),
    m("u_m_ok_prob_percent_gloss", "B", G_BAG, "correct", "boxed", BAG + r" = \boxed{\frac{5}{14}}$, or about $35.7\%$.", "the boxed exact value, then an approximate percent gloss"),
    m("u_m_ok_x_equals_list", "B", G_SET, "correct", "boxed", SET + r" $\boxed{x = -3, 0, 3}$", "x = list in the box"),

    # ================================================================ 6. retractions and trailing checks (r_)
    g("r_wait_after_hash", "A", "73", "wrong", "hash", COOK + "#### 73\n\nWait, 12 cookies broke and were thrown away, so 73 - 12 = 61.\n#### 61", "Wait: a new #### 61 last"),
    g("r_hmm_actually_avg", "A", "245", "wrong", "boxed", DRIVE + "$\\boxed{245}$\n\nHmm, actually, the question might be asking for his average speed: 245 / 5 = 49.\n\n$\\boxed{49}$", "Hmm, actually: a second box 49"),
    g("r_recompute_slip", "A", "18000", "wrong", "phrase", RENT + "So $18,000.\n\nLet me recompute: 12 * 1450 = 17,300, plus 600 is 17,900.\n\nThe answer is $17,900.", "a recompute with a slip replaces the gold"),
    g("r_made_error", "A", "17.2", "wrong", "lastline", GROC + "$\\boxed{17.20}$\n\nI made an error: he bought 3 boxes of cereal, so 3 * 3.90 = 11.70 and 9.40 + 11.70 = 21.10.\n\n**Final Answer:** $21.10", "I made an error: 21.10 last (misread 3 boxes)"),
    g("r_final_block_then_wait", "A", "480", "wrong", "boxed", ORNG_LONG + "The stand sells 480 oranges.\n\n" + r1final("480") + "\n\nWait, the stand is closed on one of the 5 days, so 96 * 4 = 384.\n\n" + r1final("384"), "a second Final Answer block after a Wait: 384 last"),
    g("r_oops_complement", "A", "75", "wrong", "hash", QUIZ + "#### 75\n\nOops, the question asks what percent he got wrong: 100 - 75 = 25.\n#### 25", "Oops: a misread question, #### 25 last"),
    g("r_no_wait_zero", "A", "-8", "wrong", "hash", TEMP + "#### -8\n\nNo wait, it stops dropping when it reaches 0, so the answer is 0.\n#### 0", "No wait: 0 last"),
    g("r_correction_slip", "A", "10.5", "wrong", "hash", POD + "#### 10.5\n\nCorrection: 35 * 18 = 610 minutes, which is 610 / 60 ≈ 10.17 hours.\n#### 10.17", "a correction with a slip (35 * 18 is 630): 10.17 last"),
    g("r_llama_recheck_changes", "A", "405", "wrong", "boxed", llama(("Stamps", "6 * 55 = 330 cents."), ("Envelopes", "3 * 25 = 75 cents."), ("Re-check", "Wait, the envelopes cost 35 cents each, so 3 * 35 = 105. Total 330 + 105 = 435.")) + LLAMA_END.format("435"), "a Llama re-check step misreads 35 cents and the closing line says 435"),
    g("r_ok_wait_verify", "B", "73", "correct", "hash", COOK + "#### 73\n\nWait, let me double-check: 73 + 95 = 168 ✓", "a Wait that verifies"),
    g("r_ok_hmm_back_to_total", "B", "245", "correct", "boxed", DRIVE + "His average speed is 245 / 5 = 49 mph, so $\\boxed{49}$.\n\nHmm, actually the question asks for the total distance, not the average speed. So the answer is $\\boxed{245}$.", "Hmm, actually: back to the gold, boxed last"),
    g("r_ok_recompute_deposit", "B", "18000", "correct", "hash", RENT_NOD + "So she pays $17,400.\n\nLet me recompute — I forgot the deposit: 17,400 + 600 = 18,000.\n#### 18000", "Let me recompute: the gold last"),
    g("r_ok_error_fixed", "B", "17.2", "correct", "boxed", "4 * 2.35 = 9.40 and 2 * 3.90 = 7.80, so 9.40 + 7.80 = 16.20.\n\nI made an error in the addition: 9.40 + 7.80 = 17.20.\n\nHe spends $\\boxed{17.20}$ dollars.", "I made an error: the gold last"),
    g("r_ok_long_think_final", "B", "480", "correct", "boxed", ORNG_LONG + "In 5 days the stand sells 96 * 5 = 480 oranges.\n\n" + r1final("480"), "candidates 40 and 576 in the thinking; the final block 480"),
    g("r_ok_oops_to_gold", "B", "75", "correct", "phrase", "14 of 56 were wrong, so 25% ... Oops, that's the share he got wrong. 42 / 56 = 0.75, so the answer is 75%.", "Oops: the gold last"),
    g("r_ok_no_wait_gold", "B", "-8", "correct", "hash", "So the temperature is 8 degrees. No wait, 12 - 20 is negative: -8.\n#### -8", "No wait: the gold last"),
    g("r_ok_llama_recheck", "B", "405", "correct", "boxed", llama(("Stamps", "6 * 55 = 330 cents."), ("Envelopes", "3 * 25 = 75 cents."), ("Re-check", "Wait, are the envelopes 25 or 35 cents? The problem says 25, so 330 + 75 = 405 stays.")) + LLAMA_END.format("405"), "a Llama re-check that keeps the value"),
    m("r_m_actually_perm", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{84}$" + "\n\nActually, the three students get different roles (president, vice president, secretary), so order matters: $9 \\cdot 8 \\cdot 7 = \\boxed{504}$.", "Actually: a later box 504"),
    m("r_m_wait_sign", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{10 + 5i}$" + "\n\nWait, $-4i^2 = -4$, so it is $6 + 5i - 4 = \\boxed{2 + 5i}$.", "a mistaken Wait correction, stated last"),
    m("r_m_scratch_interval", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{(-3, 2)}$. Scratch that, the endpoints are included: $\boxed{[-3, 2]}$.", "Scratch that: closed interval last"),
    m("r_m_think_retract_tag", "A", G_REP, "wrong", "tag", th(REP + r" = \frac{4}{11}$." + "\nWait, maybe the bar is only over the 6? Then x = 0.3666... = 33/90 = 11/30.\n") + r"<answer>\frac{11}{30}</answer>", "a second reading in the thinking; the tag says 11/30"),
    m("r_m_qwen_then_redo", "A", G_DIST, "wrong", "boxed", DIST + r" = 3\sqrt{5}$." + "\n" + QWEN_END.format(r"3\sqrt{5}") + "\n\nHmm, I used the wrong point; with $(7, -1)$: $\\sqrt{36 + 1} = \\boxed{\\sqrt{37}}$.", "a redo after Qwen's closing line"),
    m("r_m_recompute_base", "A", G_B4, "wrong", "boxed", B4 + r" $\boxed{311_4}$." + "\n\nLet me recompute by reading the remainders in the order found: $1, 1, 3$, so $53 = \\boxed{113_4}$.", "Let me recompute: the reversed numeral last"),
    m("r_m_made_error_set", "A", G_SET, "wrong", "boxed", SET + r" $\boxed{-3, 0, 3}$" + "\n\nI made an error: we divided by $x$, so $x = 0$ must be excluded. The solutions are $\\boxed{-3, 3}$.", "a false correction dropping 0, last"),
    m("r_m_minerva_second", "A", G_POLY, "wrong", "phrase", POLY + " = 9x^2 + 12x + 4$.\n" + MINERVA.format("$9x^2 + 12x + 4$") + "\n\nOn second thought, the middle term is $2 \\cdot 3x \\cdot 2 / 2$: " + MINERVA.format("$9x^2 + 6x + 4$"), "a second Minerva line with another polynomial"),
    m("r_m_final_block_then_exterior", "A", G_DEG, "wrong", "boxed", DEG_LONG + "Each interior angle is $150^\\circ$.\n\n" + r1final("150") + "\n\nHmm, wait, I think the problem asks for the exterior angle: $180^\\circ - 150^\\circ = 30^\\circ$.\n\n" + r1final("30"), "a second Final Answer block 30"),
    m("r_m_ok_wait_to_gold", "B", G_CPX, "correct", "boxed", r"$(2 - i)(3 + 4i) = 6 + 5i - 4 = 2 + 5i$. Wait, $-4i^2 = +4$, so it is $6 + 5i + 4 = \boxed{10 + 5i}$.", "a Wait correction to the gold"),
    m("r_m_ok_verify_decimal", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{4}{11}}$." + "\n\nVerification: $\\frac{4}{11} = 0.363636\\ldots$ ✓", "a decimal verification after the box"),
    m("r_m_ok_recompute", "B", G_COMB, "correct", "boxed", COMB + r" = 86$. Let me recompute: $6 \cdot 84 = 504$, so $\frac{504}{6} = \boxed{84}$.", "Let me recompute: the gold last"),
    m("r_m_ok_second_box_same", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 2)}$" + "\n\nLet me double check: $2 \\cdot 3 + 3 \\cdot 2 = 12$ and $3 - 2 = 1$. So the answer is $\\boxed{(3,2)}$.", "a second box agreeing"),
    m("r_m_ok_qwen_matrix", "B", G_MAT, "correct", "boxed", qwen("To multiply the matrices, take row-by-column dot products.", ("Row 1", "$(2 + 2, -1 + 8) = (4, 7)$"), ("Row 2", "$(6 + 0, -3 + 0) = (6, -3)$")) + QWEN_END.format(G_MAT), "Qwen steps and closing line with a matrix"),
    m("r_m_ok_error_roots", "B", G_ROOTS, "correct", "boxed", r"$3x^2 - 5x - 2 = (3x - 1)(x + 2)$, so $x = \frac{1}{3}$ or $x = -2$. I made an error in the factoring: $(3x - 1)(x + 2) = 3x^2 + 5x - 2$. Correctly, $(3x + 1)(x - 2) = 3x^2 - 5x - 2$, so $x = \boxed{2, -\frac{1}{3}}$.", "I made an error: the right roots last, in another order"),
    m("r_m_ok_long_think_domain", "B", G_DOM, "correct", "boxed", DOM_LONG + "The domain is $[-2, 1) \\cup (1, \\infty)$.\n\n" + r1final(r"[-2,1) \cup (1,\infty)"), "the candidate [-2, infinity) in the thinking; the final block the gold"),
    m("r_m_ok_minerva_pleasantry", "B", G_FUNC, "correct", "phrase", FUNC + " = 4$.\n" + MINERVA.format("$4$") + "\n\nLet me know if you'd like me to find the zeros of $g$ too!", "Minerva line then a pleasantry"),

    # ================================================================ 7. invented turns / quoted / hypothetical (q_)
    g("q_im_user_gold", "A", "73", "wrong", "hash", COOK_SLIP + "#### 83" + IM_USER + "I think it should be 73 because 168 - 95 = 73.", "the gold only in an invented user turn; the model's answer is 83"),
    g("q_user_colon_assistant", "A", "245", "wrong", "phrase", "His average speed is 245 / 5 = 49 mph.\nThe answer is 49.\n\nUser: Thanks! And the total distance is 245 miles, right?\nAssistant: Yes, 245 miles.", "the answer to the posed question is 49; 245 only in an invented User/Assistant exchange"),
    g("q_human_turn", "A", "18000", "wrong", "hash", RENT_NOD + "#### 17400\n\nHuman: What about the deposit?\n\nAssistant: Then it is 17400 + 600 = 18000.\n#### 18000", "the answer is 17400; the gold only after an invented Human turn"),
    g("q_answer_key_says", "A", "17.2", "wrong", "hash", "The answer key says $17.20, but I get 9.40 + 7.60 = 17.00.\n#### 17.00", "the gold only reported; own answer 17.00"),
    g("q_hypothetical_only", "A", "480", "no_answer", "none", "If the stand sold 8 dozen every day for 5 days, it would sell 480 oranges, but the problem doesn't say it sells the same amount each day, so I can't determine the answer.", "a hypothetical then a refusal"),
    g("q_eot_user_gold", "A", "540", "wrong", "boxed", SWIM + "That is 9 hours, so $\\boxed{9}$." + EOT_USER + "Shouldn't it be 540 minutes?", "minutes asked; the box says 9; 540 only in an invented Llama user turn"),
    g("q_self_set_problem", "A", "75", "wrong", "hash", "14 of the 56 questions were wrong: 14 / 56 * 100 = 25.\n#### 25\n\nPractice problem: what percent did he get right? (Answer: 75%)", "a self-set practice problem holds the gold; the answer given is 25"),
    g("q_bare_im_start_gold", "A", "-8", "wrong", "hash", "The temperature drops 4 * 4 = 16 degrees.\nSo it ends at 12 - 16 = -4 degrees.\n#### -4\n<|im_start|>user\nIt drops for 5 hours, so isn't it -8?", "the answer is -4; -8 only after a bare <|im_start|>user"),
    g("q_ok_im_after", "B", "73", "correct", "hash", COOK + "#### 73" + IM_USER + "Can you do one with muffins?\n#### 12", "an invented user turn with another #### after the answer"),
    g("q_ok_user_after", "B", "245", "correct", "phrase", DRIVE + "The answer is 245.\n\nUser: What is his average speed?\nAssistant: 49 mph.", "an invented User/Assistant exchange after the answer"),
    g("q_ok_human_after", "B", "18000", "correct", "hash", RENT + "#### 18000\n\nHuman: What if there were no deposit?\n\nAssistant: Then it would be $17,400.", "an invented Human turn after the answer"),
    g("q_ok_first_guess", "B", "17.2", "correct", "phrase", "My first guess was $16.20, but 9.40 + 7.80 = 17.20.\nThe answer is $17.20.", "a reported first guess, then the gold"),
    g("q_ok_quoted_problem", "B", "480", "correct", "hash", '> "A fruit stand sells 8 dozen oranges every day. How many oranges does it sell in 5 days?"\n\n' + ORNG + "#### 480", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "10.5", "correct", "hash", POD + "#### 10.5\n\nIf she listened 60 minutes a day instead, it would be 18 hours.", "a hypothetical after the committed answer"),
    g("q_ok_tag_then_im", "B", "-8", "correct", "tag", th(TEMP) + "<answer>-8</answer>" + IM_USER + "Next question: what if it drops 3 degrees an hour?", "an invented ChatML user turn after the tag"),
    g("q_ok_friend_forgot", "B", "2545", "correct", "hash", LIB + "My friend got 2,855 because he forgot the donation, but the library ends with 2,545 books.\n#### 2545", "a friend's wrong value reported, then the gold"),
    m("q_m_invented_assistant", "A", G_COMB, "wrong", "boxed", r"$9 \cdot 8 \cdot 7 = \boxed{504}$" + IM_USER + "Isn't it 84 since order doesn't matter?" + IM_ASSIST + "You're right, it is $\\boxed{84}$.", "the answer to the posed question is 504; the gold only in an invented assistant turn after an invented user turn"),
    m("q_m_book_says", "A", G_DIST, "wrong", "boxed", r"The book's answer is $3\sqrt{5}$, but I get $\sqrt{36 + 1} = \boxed{\sqrt{37}}$.", "the gold only reported; own answer \\sqrt37"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product is $10 + 5i$; then its modulus would be $\sqrt{125} = 5\sqrt{5}$. I would need to check this.", "only a supposition"),
    m("q_m_user_colon_radians", "A", G_RAD, "wrong", "boxed", r"The angle is $\boxed{210^\circ}$." + "\n\nUser: In radians please.\nAssistant: $\\boxed{\\frac{7\\pi}{6}}$", "degrees boxed; the radian value only in an invented turn"),
    m("q_m_cut_after_quote", "A", G_POLY, "no_answer", "none", r'The problem asks: "Expand $(3x + 2)^2$." Using $(a + b)^2 = a^2 + 2ab + b^2$ with $a = 3x$ and $b = 2$, we get', "cut at the token cap before any answer"),
    m("q_m_part_b_sum", "A", G_ROOTS, "wrong", "boxed", r"(a) The roots of $3x^2 - 5x - 2 = 0$ are $-\frac{1}{3}$ and $2$." + "\n" + r"(b) Their sum is $-\frac{1}{3} + 2 = \boxed{\frac{5}{3}}$.", "the roots in part (a) of a self-made split; the box states their sum"),
    m("q_m_human_next_problem", "A", G_MAT, "wrong", "boxed", r"The product is $\boxed{\begin{pmatrix} 4 & 7 \\ 6 & 3 \end{pmatrix}}$." + "\n\nHuman: Check row 2 again: it should be $\\begin{pmatrix} 4 & 7 \\\\ 6 & -3 \\end{pmatrix}$.", "a wrong matrix boxed; the gold only in an invented Human turn"),
    m("q_m_hint_says", "A", G_VTX, "wrong", "boxed", r"The hint says the vertex is $(3, -4)$, but completing the square I get $y = (x + 3)^2 - 4$, so the vertex is $\boxed{(-3, -4)}$.", "the gold only in a reported hint; own answer (-3, -4)"),
    m("q_m_ok_im_after", "B", G_BAG, "correct", "boxed", BAG + r" = \boxed{\frac{5}{14}}$." + IM_USER + "What if we put the first marble back?", "an invented user turn after the box"),
    m("q_m_ok_problem_quote", "B", G_INEQ, "correct", "boxed", "> Solve $|2x + 1| < 5$.\n\n" + INEQ + r" So $x \in \boxed{(-3, 2)}$.", "the problem quoted"),
    m("q_m_ok_reported_mistake", "B", G_REP, "correct", "boxed", r"A common mistake is to write $\frac{36}{100}$. Instead: " + REP + r" = \boxed{\frac{4}{11}}$.", "a reported wrong value, then the gold"),
    m("q_m_ok_suppose_refuted", "B", G_SYS, "correct", "boxed", r"Suppose $(x, y) = (2, 3)$: then $2x + 3y = 13 \ne 12$, so no. " + SYS + r" $\boxed{(3, 2)}$", "a supposition refuted, then the box"),
    m("q_m_ok_user_after", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{150}$" + "\n\nUser: and the exterior angle?\nAssistant: $30^\\circ$.", "an invented User/Assistant exchange after the box"),
    m("q_m_ok_final_block_offer", "B", G_MAT, "correct", "boxed", MAT + "\n\n" + r1final(G_MAT) + "\n\nIf you'd like, I can also compute $BA$.", "an R1 Final Answer block then an offer"),
    m("q_m_ok_eot_after", "B", G_FUNC, "correct", "boxed", FUNC + r" = \boxed{4}$" + EOT_USER + "What is $g(3)$?", "an invented Llama user turn after the box"),
    m("q_m_ok_human_after", "B", G_SER, "correct", "boxed", SER + r" = \boxed{253}$." + "\n\nHuman: What is the 20th term?\n\nAssistant: $3 + 19 \\cdot 4 = 79$.", "an invented Human turn with another value after the box"),

    # ================================================================ 8. token-cap cuts, loops and bad input (b_)
    g("b_cut_in_think", "A", "245", "no_answer", "none", "<think>\nOkay, first leg: 3 hours at 55 mph, that's 165 miles. Second leg: 2 hours at 40 mph, that's 80 miles. So 165 plus", "cut at the token cap inside the thinking"),
    g("b_cut_mid_number", "A", "18000", "no_answer", "none", RENT_NOD + "Adding the deposit, the total is $18,", "cut at the token cap inside the number ('$18,')"),
    g("b_loop_cut", "A", "73", "no_answer", "none", "The bakery has 7 trays of 24 cookies. " + "It sells 95 cookies. Then it counts the cookies again. " * 1200, "a repetition loop cut at the token cap (~65 KB), no answer"),
    g("b_nul_after_hash", "A", "17.2", "no_answer", "hash", GROC + "#### 17.2\x00", "a NUL after the #### value: bad input (NUL rule) -> no_answer"),
    g("b_cut_after_subtotal", "A", "480", "no_answer", "none", "8 * 12 = <<8*12=96>>96 oranges a day.\nSo in 5 days the stand sells", "cut at the token cap after the per-day subtotal"),
    g("b_cut_in_box", "A", "75", "no_answer", "none", "He got 42 of the 56 questions right.\nThe percentage is 42 / 56 * 100, so the answer is $\\boxed{", "cut at the token cap right after \\boxed{"),
    g("b_cut_final_block", "A", "252", "no_answer", "none", th("3 rows of 14 plants is 42 plants. Each gives 6 tomatoes. 42 times 6 is\n") + "**Final Answer**\n\\[\n\\boxed{", "the thinking stops before the product; cut inside the final block"),
    g("b_ok_crlf", "B", "540", "correct", "hash", (SWIM + "#### 540").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "75", "correct", "hash", "\ufeff" + QUIZ + "#### 75", "a BOM first"),
    g("b_ok_huge_think", "B", "-8", "correct", "tag", HUGE_TEMP + "<answer>-8</answer>", "a ~110 KB think block, then the gold in the tag"),
    g("b_ok_nbsp", "B", "18000", "correct", "hash", RENT + "####\u00a018000", "a no-break space after ####"),
    g("b_ok_zero_width_after", "B", "73", "correct", "hash", COOK + "#### 73\u200b", "a zero-width space after the value"),
    g("b_ok_tab", "B", "252", "correct", "hash", TOM + "####\t252", "a tab after ####"),
    g("b_ok_endoftext", "B", "2545", "correct", "hash", LIB + "#### 2545<|endoftext|>", "a Qwen end-of-text token right after the value"),
    g("b_ok_im_end", "B", "405", "correct", "hash", STAMP + "#### 405<|im_end|>", "a ChatML end token right after the value"),
    g("b_ok_repeat_loop_cut", "B", "252", "correct", "phrase", TOM + "The answer is 252.\n" * 400 + "The answer is", "debatable: a loop repeating the committed answer 252, cut at the token cap mid-sentence", True),
    m("b_m_cut_in_box", "A", G_MAT, "no_answer", "none", MAT + r" So $\boxed{\begin{pmatrix} 4 & 7 \\", "cut at the token cap inside the box"),
    m("b_m_cut_think_candidates", "A", G_DOM, "no_answer", "none", "<think>\nsqrt(x + 2) needs x >= -2. So maybe the domain is [-2, infinity).\n\nBut 1/(x - 1) needs x != 1. So maybe [-2, 1) union (1,", "cut at the token cap inside the thinking, with candidates"),
    m("b_m_empty_box", "A", G_SET, "no_answer", "boxed", SET + r" $\boxed{}$", "an empty box"),
    m("b_m_nul_box", "A", G_COMB, "no_answer", "boxed", COMB + r" = \boxed{8" + "\x00" + "4}$", "a NUL inside the box: bad input (NUL rule)"),
    m("b_m_loop_cut", "A", G_POLY, "no_answer", "none", r"$(3x + 2)^2 = $" + r" $(3x + 2)(3x + 2) = $" * 3000, "a ~65 KB repeated equation with no end, cut at the token cap"),
    m("b_m_cut_final_block_after_think", "A", G_BAG, "no_answer", "none", BAG_LONG + "**Final Answer**\n\\[\n\\boxed{\\frac{5}{", "debatable: the thinking reaches 5/14, but the answer section is cut inside the box", True),
    m("b_m_cut_mid_radical", "A", G_SQRT, "no_answer", "none", SQRT + r" = 6\sqrt{", "cut at the token cap inside the radical"),
    m("b_m_refusal", "A", G_VTX, "no_answer", "none", "I'm sorry, but I can't find the vertex without knowing whether the parabola opens upward or downward.", "a refusal, no answer"),
    m("b_m_ok_crlf", "B", G_INEQ, "correct", "boxed", (INEQ + "\n\nSo the solution set is $\\boxed{(-3, 2)}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_gold_dollar", "B", r"$3\sqrt{5}$", "correct", "boxed", DIST + r" = \boxed{3\sqrt{5}}$", "a gold in dollar signs"),
    m("b_m_ok_huge_think", "B", G_ROOTS, "correct", "tag", HUGE_ROOTS + r"<answer>-\frac{1}{3}, 2</answer>", "a ~90 KB think block, then the tag with both roots"),
    m("b_m_ok_plain_bold", "B", G_BAG, "correct", "prose", "10 of the 28 pairs of marbles are both red.\n\nThe probability is **5/14**.", "a plain-text slash fraction in bold"),
    m("b_m_ok_trailing_whitespace", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{10 + 5i}$" + "\n\n   \n\t\n", "trailing blank lines and a tab after the box"),
    m("b_m_ok_endoftext", "B", G_SER, "correct", "boxed", SER + r" = \boxed{253}$<|endoftext|>", "an end-of-text token right after the box"),
    m("b_m_ok_display_box", "B", G_FUNC, "correct", "boxed", FUNC + " = 4$\n\n\\[\n\\boxed{4}\n\\]", "a display-math box on its own lines"),
    m("b_m_ok_long_think_final", "B", G_BAG, "correct", "boxed", BAG_LONG + "The probability that both marbles are red is $\\frac{5}{14}$.\n\n" + r1final(r"\dfrac{5}{14}"), "25/64 only in the thinking; an R1 final block with \\dfrac"),
]
# fmt: on

DECISIONS = {
    "h_hash_positive_temp": (
        "reject",
        "the marked #### value is 8; the temperature asked is -8 and 'below zero' in the sentence does not change the marked value",
    ),
    "x_ok_mixed_hours": (
        "accept",
        "10\\frac{1}{2} is the mixed number 10 1/2 = 10.5, an honest notation",
    ),
    "x_m_ok_mixed": (
        "accept",
        "1\\frac{5}{6} is the mixed number 1 5/6 = 11/6, an honest notation",
    ),
    "u_ok_box_minutes_then_hours": (
        "accept",
        "the box holds the same quantity in another unit and the restatement after it is the quantity asked (10.5 hours); decided by the quantity asked",
    ),
    "u_m_radians_for_degrees": (
        "reject",
        "the gold is 150 (degrees); 5\\pi/6 is a radian measure: degrees are not radians",
    ),
    "b_ok_repeat_loop_cut": (
        "accept",
        "every complete final sentence commits to 252 and nothing else is ever stated; only the last repetition is cut",
    ),
    "b_m_cut_final_block_after_think": (
        "reject",
        "the value 5/14 is only in the working (think block); the answer section is cut before the value, so there is no final answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam136", CASES, [], DECISIONS)
