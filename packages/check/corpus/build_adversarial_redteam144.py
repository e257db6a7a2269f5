r"""Build adversarial_redteam144.jsonl: round 144 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam144"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other build_*.py than the ones named here, and WITHOUT running the checker, math-verify, sympy or
any grader on the probes. Handed over BEFORE any scoring. Not model output. Only corpus/README.md
(label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 142.py / 143.py (structure, docstring, label conventions,
DECISIONS; the "Aim" paragraphs of 137-141 read to AVOID their shapes) were read; no probe of
theirs is copied (new problems, new golds, new wording).

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
"x = 3", "= 3", `\$18.00`). Shapes leaned on more than in rounds 136-143: answer tags padded with
spaces and newlines or holding `$...$`, `\(...\)`, `\boxed{}` with a unit or a sentence; several
`<answer>` tags (the last counts); an `<answer>` tag whose value is contradicted only in the think
block; "**Answer:**" / "**Final answer:**" bold labels; `####` with `$`, a unit word or no space;
the answer restated as "which is N dozen" / "($2.15)" / "(10 hours)" after a box of the quantity
asked, and the reverse (the box holds the other unit); retractions "Oh wait", "Hmm, that doesn't
seem right", "Let me redo this", "No, that's wrong", "Let me correct myself", "I double counted";
checks "Let me verify", "Sanity check", "Double-checking" that recompute the same value with other
numbers in them; invented `### Human:`, `Q:`/`A:` few-shot, `<|start_header_id|>user` and
"Question 2:" turns; cuts after "**Final Answer**", after `#### `, inside `\boxed{\frac{`, inside the
think block between candidates; "N (not M)" annotations and `\text{(...)}` annotations inside the box.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 9 packs of 15 pencils, 48 given away -> 87 (9*15 = 135; 135 - 48 = 87; slip 97; subtotal
135); 4 h at 18 mph + 1.5 h at 12 mph -> 90 miles (72 + 18; first leg 72); phone plan $65 a month for
2 years + $120 activation -> 1680 (24*65 = 1560; + 120; without the fee 1560; one year 780 + 120 =
900); 3 shirts at $12.75 + jeans at $28.50 -> 66.75 (38.25 + 28.50; change from $100: 33.25;
rounded 67); 5 dozen eggs a week for 6 weeks, EGGS asked -> 360 (60*6 = 360 = 30 dozen); 1 h 40 min
a day for 6 days, MINUTES asked -> 600 (100*6 = 600 = 10 hours); 50 min a day for 15 days, HOURS
asked -> 12.5 (750 minutes; 750/60 = 12.5 = 12 h 30 min); 27 of 45 seeds sprouted, percent asked ->
60 (27/45 = 0.6; complement 40); 5 degrees, falling 3 an hour for 7 hours -> -16 (3*7 = 21; 5 - 21 =
-16; the drop 21); 4 pens at 35 cents + 5 erasers at 15 cents, CENTS asked -> 215 (140 + 75 = 215 =
$2.15); 6 rows of 18 apple trees, 25 apples each -> 2700 (108 trees; 108*25 = 2700); 1,200-liter
tank, 85 liters a day for 9 days, then 300 added -> 735 (765; 1200 - 765 = 435; 435 + 300 = 735;
before the refill 435); Lily is 7, Sam 3 times her age, Sam's age in 5 years -> 26 (21 + 5; Lily's
12); $18 an hour, 35 hours a week, 4 weeks -> 2520 (630 a week; 630*4 = 2520).
MATH: two dice sum 8 -> 5/36 (5 pairs of 36; 0.13888...; sum 7: 1/6); distance (-2, 1) to (3, 3) ->
\sqrt{29} (25 + 4; ~5.385); |x - 3| <= 4 -> [-1, 7]; 2x^2 + x - 6 = 0 -> -2, 3/2 ((2x - 3)(x + 2);
wrong signs 2, -3/2); (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i + 8; i^2 read as +1: -5 - 10i;
conjugate 11 + 10i); 135 degrees -> 3\pi/4 (~2.356); [[1, 3], [2, -1]][[0, 2], [4, 1]] -> [[12, 5],
[-4, 3]] (0 + 12, 2 + 3; 0 - 4, 4 - 1); interior angle of a regular octagon -> 135 (1080/8; exterior
45); 100 in base 6 -> 244_6 (72 + 24 + 4; reversed 442_6 = 170); 2 3/4 + 1 5/6 -> 55/12 (33/12 +
22/12 = 4 7/12; ~4.583; slip 3 7/12 = 43/12); x^3 - x^2 - 6x = 0 -> -2, 0, 3 (x(x - 3)(x + 2));
(2x - 5)(x + 3) -> 2x^2 + x - 15 (6x - 5x; sign slip 2x^2 - x - 15); x + 2y = 4, 3x - y = 5 -> (2, 1)
(7x = 14; check 2 + 2 = 4, 6 - 1 = 5; swapped (1, 2)); 0.\overline{27} -> 3/11 (27/99); C(10, 3) ->
120 (720/6; ordered 720); \sqrt{50} + \sqrt{8} -> 7\sqrt{2} (5\sqrt2 + 2\sqrt2 = \sqrt{98}; ~9.8995);
f(x) = x^2 - 4x + 1 at -2 -> 13 (4 + 8 + 1; f(2) = -3); domain of 1/\sqrt{5 - x} -> (-\infty, 5);
vertex of y = 2x^2 + 8x + 3 -> (-2, -5) (x = -8/4; 8 - 16 + 3); \log_2 64 -> 6 (2^6 = 64; 64/2 =
32); 2 + 5 + ... + 47 -> 392 (16 terms; 16*49/2); a random integer 1-20 is prime -> 2/5 (8 primes:
2, 3, 5, 7, 11, 13, 17, 19; counting 1: 9/20); lcm(12, 18) -> 36 (gcd 6); slope through (1, 2),
(4, -4) -> -2 (-6/3; reciprocal -1/2).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, quoted / reported / hypothetical values, `b_` token-cap cuts, loops and bad input (NUL,
CRLF, BOM, end-of-text tokens). `_m_` after the prefix marks a MATH probe, `_ok_` kind B. Kind A:
truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 136-143): the LAST final answer counts; a right answer
in another honest notation (units, `\text{}`, `\$`, thousands separators including `{,}`, "x = ",
"= ", `\dfrac` / `\tfrac`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral
without its subscript, an unreduced fraction or unsimplified radical equal to the gold, a mixed
number equal to the gold, a terminating decimal equal to a fraction gold, an inequality describing
exactly the gold interval, the roots in another order) is correct; another quantity (a subtotal, the
first leg, the fee-less cost, the other unit than the one asked, the change instead of the cost, the
exterior angle, one coordinate, one root, the number of terms, the other person's age) is wrong; an
answer tag's content is the final answer (a sentence or equation in it is read for the value it
states; two values in it are a hedge -> wrong); when several tags are written the last one counts;
a decimal for an exact irrational / repeating / fractional MATH gold is wrong; a rounded GSM8K value
is wrong; degrees are not radians; a percent gold accepts "60%" and "60 percent", but 0.6 is another
value; a hedge or two different final answers is wrong; no final answer (cut at the token cap, an
empty or placeholder tag, a negated gold with nothing after, a supposition, a refusal) is no_answer;
a value the model marks wrong is wrong; "N (not M)" states N; an explicit correction after the
answer ("Oh wait", "Hmm, that doesn't seem right", "Let me redo this", "No, that's wrong", "Let me
correct myself", "I double counted") makes the new value final, even when the correction is a slip;
a check, verification or pleasantry after a committed answer does not replace it, whatever other
numbers it holds; text in an invented next turn (`User:`, `### Human:`, ChatML, Llama header, `Q:`,
"Question 2:") does not count; an end-of-text token after the answer is not part of it; an answer
restated after its box as the same quantity in other words keeps the box's value when the box holds
the quantity asked; when the box holds the other unit, the box is the final answer and is wrong
unless a restatement after it commits to the quantity asked (debatable where it does); a NUL
anywhere makes the pair bad input -> kind A, truth no_answer. Debatable probes carry
`debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam144.py  (writes adversarial_redteam144.jsonl beside itself)
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
# stickers: gold 135 (8*24 = 192; 192 - 57)
PEN_SUB = "Each sheet has 24 stickers, so 8 sheets have 8 * 24 = <<8*24=192>>192 stickers.\n"
PEN = PEN_SUB + "After giving away 57, Maya has 192 - 57 = <<192-57=135>>135 stickers.\n"
PEN_SLIP = PEN_SUB + "After giving away 57, Maya has 192 - 57 = 145 stickers.\n"
PEN_LONG = th(
    "Okay, so Maya buys 8 sheets of stickers with 24 on each sheet. That's 8 times 24... 8 * 20 = 160 and 8 * 4 = 32, so 192 stickers.\n\n"
    "Then she gives away 57. So 192 - 57. Let me see, 192 - 50 = 142, then 142 - 7 = 135. Hmm, or is it 145? No: 142 - 7 = 135.\n\n"
    "Wait, does the question ask how many she gave away or how many she has left? It asks how many she has left. So 135, not 57 and not 192.\n"
)
# boat: gold 106 (66 + 40)
BIKE_LEG = "In the first 3 hours the boat travels 3 * 22 = <<3*22=66>>66 km.\n"
BIKE = (
    BIKE_LEG
    + "In the next 2.5 hours it travels 2.5 * 16 = <<2.5*16=40>>40 km.\nAltogether it travels 66 + 40 = <<66+40=106>>106 km.\n"
)
# phone: gold 1680 (24*65 = 1560; + 120)
PHONE_NOF = "Two years is 24 months, so the plan costs 24 * 65 = <<24*65=1560>>1,560 dollars.\n"
PHONE = (
    PHONE_NOF
    + "With the $120 activation fee the total is 1560 + 120 = <<1560+120=1680>>1,680 dollars.\n"
)
# cinema: gold 35.1 (26.50 + 8.60)
SHOP = "2 movie tickets cost 2 * 13.25 = <<2*13.25=26.50>>26.50 dollars.\nWith the popcorn, the total is 26.50 + 8.60 = <<26.50+8.60=35.10>>35.10 dollars.\n"
# roses (ROSES asked): gold 288 (72 a day; *4)
EGG = "6 dozen roses is 6 * 12 = <<6*12=72>>72 roses a day.\nIn 4 days the florist sells 72 * 4 = <<72*4=288>>288 roses.\n"
# piano (MINUTES asked): gold 580 (145*4)
PIANO = "2 hours 25 minutes is 120 + 25 = <<120+25=145>>145 minutes.\nOver 4 days Nora practices 145 * 4 = <<145*4=580>>580 minutes.\n"
# walking (HOURS asked): gold 16.5 (45*22 = 990 minutes; /60)
WALK_MIN = "Ben walks 45 minutes a day for 22 days, which is 45 * 22 = <<45*22=990>>990 minutes.\n"
WALK = WALK_MIN + "In hours, that is 990 / 60 = <<990/60=16.5>>16.5 hours.\n"
# seeds (percent asked): gold 80 (28/35)
SEED = "28 of the 35 seeds sprouted, so the percentage is 28 / 35 * 100 = <<28/35*100=80>>80%.\n"
# temperature: gold -17 (4*6 = 24; 7 - 24)
TEMP = "The temperature falls 4 * 6 = <<4*6=24>>24 degrees in 6 hours.\nSo it ends at 7 - 24 = <<7-24=-17>>-17 degrees.\n"
# post office (CENTS asked): gold 384 (204 + 180)
SUPP = "The stamps cost 3 * 68 = <<3*68=204>>204 cents.\nThe postcards cost 4 * 45 = <<4*45=180>>180 cents.\nTogether that is 204 + 180 = <<204+180=384>>384 cents.\n"
# orchard: gold 3920 (112 trees * 35)
ORCH = "There are 7 * 16 = <<7*16=112>>112 orange trees.\nEach tree gives 35 oranges, so there are 112 * 35 = <<112*35=3920>>3,920 oranges.\n"
# tank: gold 1090 (760; 740; + 350)
TANK_PRE = "In 8 days the tank loses 95 * 8 = <<95*8=760>>760 liters, leaving 1500 - 760 = <<1500-760=740>>740 liters.\n"
TANK = TANK_PRE + "After the 350-liter refill it holds 740 + 350 = <<740+350=1090>>1,090 liters.\n"
# age: gold 38 (32 + 6)
AGE = "Sam is 4 * 8 = <<4*8=32>>32 years old now.\nIn 6 years he will be 32 + 6 = <<32+6=38>>38 years old.\n"
# wages: gold 1980 (660 a week; *3)
WAGE_WK = "Each week Priya earns 22 * 30 = <<22*30=660>>660 dollars.\n"
WAGE = WAGE_WK + "In 3 weeks she earns 660 * 3 = <<660*3=1980>>1,980 dollars.\n"

# ================================================================ MATH working and golds
# (inline snippets that end inside $...$ are finished by the probe: " = \boxed{...}$")
G_COIN = r"\frac{3}{8}"
COIN = r"There are $\binom{4}{2} = 6$ ways to place the 2 heads among $2^4 = 16$ equally likely outcomes, so the probability is $\frac{6}{16}"
COIN_LONG = th(
    "Four tosses, 16 outcomes. Exactly two heads: HHTT, HTHT, HTTH, THHT, THTH, TTHH. That's 6.\n\n"
    "So 6/16 = 3/8. Hmm, is it 1/2? Two heads out of four tosses feels like half, but that's the expected number, not the probability. "
    "Or 4/16 = 1/4? No, I listed 6. So 3/8 = 0.375.\n"
)
G_DIST = r"5\sqrt{2}"
DIST = r"$d = \sqrt{(5 - 0)^2 + (-1 - 4)^2} = \sqrt{25 + 25} = \sqrt{50}"
G_INEQ = "(-3, 4)"
INEQ = r"$|2x - 1| < 7$ means $-7 < 2x - 1 < 7$, so $-6 < 2x < 8$ and $-3 < x < 4$."
G_ROOTS = r"\frac{4}{3}, 2"
ROOTS = r"Factoring, $3x^2 - 10x + 8 = (3x - 4)(x - 2) = 0$, so $x = \frac{4}{3}$ or $x = 2$."
ROOTS_LONG = th(
    "3x^2 - 10x + 8. a*c = 24, and I need two numbers with product 24 and sum -10: -4 and -6. So 3x^2 - 6x - 4x + 8 = 3x(x - 2) - 4(x - 2) = (3x - 4)(x - 2).\n\n"
    "Roots: x = 4/3 and x = 2. Check x = 2: 12 - 20 + 8 = 0. Good. x = 4/3: 3 * 16/9 - 40/3 + 8 = 16/3 - 40/3 + 24/3 = 0. Good.\n\n"
    "Hmm, at first I thought the roots were -4/3 and -2, but that would be 3x^2 + 10x + 8. So no.\n"
)
G_CPX = "11 + 10i"
CPX = r"$(4 - i)(2 + 3i) = 8 + 12i - 2i - 3i^2 = 8 + 10i + 3"
G_RAD = r"\frac{4\pi}{3}"
RAD = r"$240^\circ \cdot \frac{\pi}{180^\circ} = \frac{240\pi}{180}"
G_MAT = r"\begin{pmatrix} -3 & 6 \\ 15 & 6 \end{pmatrix}"
MAT = r"Row 1: $(2)(1) + (-1)(5) = -3$, $(2)(4) + (-1)(2) = 6$. Row 2: $(0)(1) + (3)(5) = 15$, $(0)(4) + (3)(2) = 6$."
G_DEC = "144"
DEC = r"The interior angles of a decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each angle is $1440^\circ / 10 = 144^\circ$."
G_B4 = "1023_4"
B4 = r"$75 = 1 \cdot 64 + 11$, $11 = 0 \cdot 16 + 2 \cdot 4 + 3$, so $75 = 1 \cdot 4^3 + 0 \cdot 4^2 + 2 \cdot 4 + 3$."
G_MIX = r"\frac{19}{12}"
MIX = r"$3\frac{1}{3} - 1\frac{3}{4} = \frac{10}{3} - \frac{7}{4} = \frac{40}{12} - \frac{21}{12}"
G_SET = "-2, 0, 4"
SET = r"$x^3 - 2x^2 - 8x = x(x^2 - 2x - 8) = x(x - 4)(x + 2) = 0$"
G_POLY = "3x^2 - 2x - 8"
POLY = r"$(3x + 4)(x - 2) = 3x^2 - 6x + 4x - 8"
G_SYS = "(4, 3)"
SYS = r"Adding the equations gives $3x = 12$, so $x = 4$, and then $y = x - 1 = 3$."
G_REP = r"\frac{2}{11}"
REP = r"Let $x = 0.\overline{18}$. Then $100x - x = 18$, so $x = \frac{18}{99}"
G_COMB = "56"
COMB = r"$\binom{8}{3} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = \frac{336}{6}"
G_SURD = r"2\sqrt{3}"
SURD = r"$\sqrt{75} - \sqrt{27} = 5\sqrt{3} - 3\sqrt{3}"
G_FUNC = "31"
FUNC = r"$g(-3) = 2(-3)^2 - 3(-3) + 4 = 18 + 9 + 4"
G_DOM = r"[2, 6) \cup (6, \infty)"
DOM = r"The square root needs $x - 2 \ge 0$, so $x \ge 2$, and the denominator needs $x \ne 6$."
G_VTX = "(5, -4)"
VTX = r"The vertex is at $x = -\frac{-10}{2} = 5$, and $y = 25 - 50 + 21 = -4$."
G_LOG = "5"
LOG = r"Since $3^5 = 243$, $\log_3 243"
G_SER = "429"
SER = r"The terms are $4, 11, \ldots, 74$ with difference 7, so there are $\frac{74 - 4}{7} + 1 = 11$ terms and the sum is $\frac{11(4 + 74)}{2}"
G_MULT = r"\frac{7}{30}"
MULT = r"The multiples of 4 up to 30 are 4, 8, 12, 16, 20, 24, 28: 7 of the 30 numbers, so the probability is $\frac{7}{30}"
G_LCM = "42"
LCM = r"$14 = 2 \cdot 7$ and $21 = 3 \cdot 7$, so $\operatorname{lcm}(14, 21) = 2 \cdot 3 \cdot 7"
G_SLOPE = r"\frac{3}{2}"
SLOPE = r"$m = \frac{5 - (-1)}{6 - 2} = \frac{6}{4}"

# fmt: off
GSM = [
    # ================================================================ 1. answer tags (t_)
    g("t_tag_subtotal_padded", "A", "135", "wrong", "tag", th(PEN) + "<answer> 192 </answer>", "the tag, padded with spaces, holds the subtotal 192"),
    g("t_tag_think_right_tag_slip", "A", "135", "wrong", "tag", PEN_LONG + "<answer>145</answer>", "the think block settles on 135 but the tag holds 145: the tag is the final answer"),
    g("t_tag_two_tags_last_wrong", "A", "106", "wrong", "tag", th(BIKE) + "<answer>106</answer>\n<answer>66</answer>", "two tags; the last holds the first leg 66"),
    g("t_tag_sentence_first_leg", "A", "106", "wrong", "tag", th(BIKE) + "<answer>The boat travels 66 km in the first part of the trip.</answer>", "the tag sentence states the first leg only"),
    g("t_tag_box_no_fee", "A", "1680", "wrong", "tag", th(PHONE_NOF) + r"<answer>$\boxed{1560}$</answer>", "a box in the tag with the fee-less cost"),
    g("t_tag_dollar_rounded", "A", "35.1", "wrong", "tag", th(SHOP) + r"<answer>\$35</answer>", "a rounded amount in the tag"),
    g("t_tag_per_day", "A", "288", "wrong", "tag", th(EGG) + "<answer>72 roses</answer>", "the roses of one day; four days asked"),
    g("t_tag_or_hedge", "A", "38", "wrong", "tag", th(AGE) + "<answer>38 or 14</answer>", "two values joined by 'or' in the tag: a hedge"),
    g("t_tag_empty_newlines", "A", "3920", "no_answer", "tag", th(ORCH) + "<answer>\n\n</answer>", "an empty tag (only newlines); 3920 only in the thinking"),
    g("t_tag_question_mark", "A", "1090", "no_answer", "tag", th(TANK) + "<answer>?</answer>", "a question mark in the tag; 1090 only in the thinking"),
    g("t_tag_eq_ends_weekly", "A", "1980", "wrong", "tag", th(WAGE) + "<answer>22 * 30 = 660</answer>", "an equation in the tag ending on the weekly pay"),
    g("t_tag_unclosed_think_cut", "A", "-17", "no_answer", "none", "<think>\nIt starts at 7 degrees and drops 4 each hour for 6 hours, so it drops 24. 7 - 24 = -17. Or maybe it is asking how much it dropped, which is 24. Let me reread the", "cut at the token cap inside the think block, candidates -17 and 24"),
    g("t_ok_tag_padded_newlines", "B", "135", "correct", "tag", th(PEN) + "<answer>\n 135 \n</answer>", "the gold padded with a newline and spaces"),
    g("t_ok_tag_long_think", "B", "135", "correct", "tag", PEN_LONG + "<answer>135</answer>", "145, 57 and 192 only in the thinking"),
    g("t_ok_tag_dollar_math", "B", "35.1", "correct", "tag", th(SHOP) + r"<answer>$\$35.10$</answer>", "an escaped dollar and a trailing zero inside inline math in the tag"),
    g("t_ok_tag_inline_paren", "B", "106", "correct", "tag", th(BIKE) + r"<answer>\(106\) km</answer>", "\\(...\\) inline math then a unit"),
    g("t_ok_tag_box_unit", "B", "1680", "correct", "tag", th(PHONE) + r"<answer>\boxed{\$1{,}680}</answer>", "a box in the tag with \\$ and a {,} separator"),
    g("t_ok_tag_two_tags_last_right", "B", "38", "correct", "tag", th(AGE) + "<answer>32</answer>\n<answer>38</answer>", "two tags; the last holds the gold"),
    g("t_ok_tag_sentence_roses", "B", "288", "correct", "tag", th(EGG) + "<answer>The florist sells 288 roses in 4 days.</answer>", "a sentence in the tag"),
    g("t_ok_tag_eq_chain", "B", "1980", "correct", "tag", th(WAGE) + "<answer>22 × 30 × 3 = 1980</answer>", "an equation chain with × signs ending on the gold"),
    g("t_ok_tag_degree_f", "B", "-17", "correct", "tag", th(TEMP) + "<answer>-17°F</answer>", "a degree sign and F after the negative value"),
    g("t_ok_tag_bold", "B", "1090", "correct", "tag", th(TANK) + "<answer>**1090 liters**</answer>", "a bold value with its unit in the tag"),
    g("t_ok_no_open_think", "B", "3920", "correct", "tag", ORCH + "</think>\n\n<answer>3,920</answer>", "a </think> with no opening tag (the template opens it), then a comma-grouped value"),
    g("t_ok_tag_label_colon", "B", "384", "correct", "tag", th(SUPP) + "<answer>Total cost: 384 cents</answer>", "a label and a unit around the gold"),
    # ================================================================ 2. phrase / bold then #### (h_)
    g("h_hash_after_bold_sub", "A", "135", "wrong", "hash", PEN_SUB + "**Answer:** 192 stickers\n#### 192", "a bold answer and #### both hold the subtotal"),
    g("h_hash_nospace_slip", "A", "135", "wrong", "hash", PEN_SLIP + "The answer is 145.\n####145", "a subtraction slip; ####145 without a space"),
    g("h_hash_first_leg", "A", "106", "wrong", "hash", BIKE_LEG + "So the boat travels 66 km.\n#### 66", "the first leg only"),
    g("h_hash_change", "A", "35.1", "wrong", "hash", SHOP + "Her change from $50 is 50 - 35.10 = 14.90 dollars.\nThe final answer is $14.90.\n#### 14.90", "the change from $50, not the cost asked"),
    g("h_hash_one_year", "A", "1680", "wrong", "hash", "One year is 12 * 65 = 780 dollars. With the fee: 780 + 120 = 900 dollars.\n**Final answer:** $900\n\n#### 900", "one year instead of two"),
    g("h_hash_empty_after_phrase", "A", "38", "no_answer", "hash", AGE + "Therefore, the answer is:\n####", "a phrase then an empty ####; 38 only in the working"),
    g("h_hash_bold_lily", "A", "38", "wrong", "hash", "Lily will be 8 + 6 = 14 in 6 years.\n**Answer: 14**\n#### 14", "Lily's age; Sam's asked"),
    g("h_hash_before_refill", "A", "1090", "wrong", "hash", TANK_PRE + "The tank has 740 liters of water.\n#### 740", "before the refill"),
    g("h_hash_weekly", "A", "1980", "wrong", "hash", WAGE_WK + "So Priya earns **$660**.\n#### 660", "the weekly pay"),
    g("h_ok_hash_dollar", "B", "35.1", "correct", "hash", SHOP + "So the total is $35.10.\n#### $35.10", "#### then a dollar sign and a trailing zero"),
    g("h_ok_hash_unit_word", "B", "106", "correct", "hash", BIKE + "The answer is 106 km.\n#### 106 kilometers", "#### then the value and a unit word"),
    g("h_ok_hash_comma", "B", "3920", "correct", "hash", ORCH + "**Answer:** 3,920 oranges\n#### 3,920", "a comma-grouped value after ####"),
    g("h_ok_bold_final_then_hash", "B", "1680", "correct", "hash", PHONE + "**Final answer:** $1,680\n\n#### 1680", "a bold label with $ and a comma, then ####"),
    g("h_ok_hash_trailing_period", "B", "1090", "correct", "hash", TANK + "#### 1090.", "a period after the #### value"),
    g("h_ok_hash_after_sentence", "B", "38", "correct", "hash", AGE + "So the answer is 38 years.\n#### 38", "a phrase with the unit, then ####"),
    g("h_ok_hash_bold_value", "B", "135", "correct", "hash", PEN + "#### **135**", "a bold value after ####"),
    g("h_ok_hash_dollars_decimal", "B", "1980", "correct", "hash", WAGE + "The answer is $1,980.00.\n#### 1980.00", "trailing zeros after ####"),
    g("h_ok_hash_negative_unit", "B", "-17", "correct", "hash", TEMP + "The final temperature is -17 degrees.\n#### -17 degrees", "a negative value and a unit word after ####"),
    # ================================================================ 3. exactness (x_)
    g("x_round_cost", "A", "35.1", "wrong", "boxed", SHOP + r"So she spends about $\boxed{35}$ dollars.", "rounded to whole dollars"),
    g("x_truncate_hours", "A", "16.5", "wrong", "boxed", WALK_MIN + r"That is 990 / 60 = 16 hours. $\boxed{16}$", "the half hour dropped"),
    g("x_percent_as_fraction", "A", "80", "wrong", "boxed", "28 / 35 = 0.8 of the seeds sprouted.\n\n" + r"$\boxed{0.8}$", "percent asked: 0.8 is the fraction, not the percent"),
    g("x_approx_thousands", "A", "3920", "wrong", "answer_is", "There are 7 * 16 = 112 trees with about 35 oranges each, so roughly 3,920... let me just say around 4,000 oranges.\n\nThe answer is approximately 4000.", "a rounded estimate 4000"),
    g("x_cents_decimal_misplaced", "A", "384", "wrong", "boxed", SUPP + r"$\boxed{38.4}$", "a misplaced decimal point"),
    g("x_hours_clock_decimal", "A", "16.5", "wrong", "boxed", WALK_MIN + r"990 / 60 = 16.30, so he walks $\boxed{16.30}$ hours.", "16 h 30 min written as 16.30 (the decimal 16.3)"),
    g("x_ok_mixed_hours", "B", "16.5", "correct", "boxed", WALK + r"$\boxed{16\tfrac{1}{2}}$ hours", "a mixed number with \\tfrac (16 1/2 = 16.5)"),
    g("x_ok_hours_minutes", "B", "16.5", "correct", "final_answer_phrase", WALK + "Final Answer: Ben walks 16 hours and 30 minutes.", "debatable: 16 hours and 30 minutes is 16.5 hours", True),
    g("x_ok_cost_zeros", "B", "35.1", "correct", "boxed", SHOP + r"$\boxed{35.100}$", "trailing zeros"),
    g("x_ok_percent_decimal", "B", "80", "correct", "boxed", SEED + r"$\boxed{80.0\%}$", "80.0% with a trailing zero"),
    g("x_ok_space_thousands", "B", "1980", "correct", "boxed", WAGE + r"$\boxed{1\,980}$", "a LaTeX thin space as thousands separator"),
    g("x_ok_number_word", "B", "38", "correct", "prose", AGE + "In six years, Sam will be thirty-eight.", "a number word"),
    # ================================================================ 4. negation / annotation (n_)
    g("n_not_gold_then_nothing", "A", "135", "no_answer", "prose", PEN_SUB + "The answer is not 135, since she still has the sheets she didn't open.", "the gold negated with no other answer"),
    g("n_paren_not_gold", "A", "135", "wrong", "boxed", PEN_SLIP + r"$\boxed{145}$ (not 135)", "145 stated, 135 named only as what it is not"),
    g("n_strike_gold", "A", "106", "wrong", "prose", BIKE + "Total: ~~106~~ 66 km, since the second part was the way back to the dock.", "the gold struck through, 66 stated"),
    g("n_box_text_incorrect", "A", "1680", "wrong", "boxed", PHONE + r"$\boxed{1680 \text{ (incorrect)}}$ ... recomputing without the fee: $\boxed{1560}$", "the gold marked incorrect, then the fee-less cost"),
    g("n_gold_marked_wrong", "A", "288", "wrong", "answer_is", EGG + "288 is wrong because the question asks for dozens.\n\nThe answer is 24.", "the model marks the gold wrong and answers 24 (dozens); roses asked"),
    g("n_only_bound", "A", "1090", "no_answer", "prose", TANK + "So the tank holds at least 1,000 liters.", "only a bound, no value"),
    g("n_strike_latex_cancel", "A", "3920", "wrong", "boxed", ORCH + r"$\boxed{\cancel{3920}\ 3820}$", "the gold cancelled in the box, 3820 stated"),
    g("n_ok_paren_not_sub", "B", "135", "correct", "boxed", PEN + r"$\boxed{135}$ (not 192)", "135 stated, 192 named only as what it is not"),
    g("n_ok_text_annot_box", "B", "135", "correct", "boxed", PEN + r"$\boxed{135 \text{ stickers left}}$", "a \\text{} annotation inside the box"),
    g("n_ok_isnt_its", "B", "106", "correct", "prose", BIKE + "It isn't 66 km, it's 106 km in total.", "the wrong value negated, the gold stated"),
    g("n_ok_not_wrong_sign", "B", "-17", "correct", "boxed", TEMP + r"The answer is $\boxed{-17}$, not 17: the temperature ends below zero.", "the gold, then a negated sign slip"),
    g("n_ok_paren_annot", "B", "1090", "correct", "boxed", TANK + r"$\boxed{1090}$ (liters after the refill)", "an annotation in parentheses after the box"),
    g("n_ok_strike_then_gold", "B", "1980", "correct", "prose", "Priya earns ~~$660~~ $1,980 in 3 weeks (660 was just one week).", "the weekly value struck through, the gold stated"),
    g("n_ok_not_rounded", "B", "35.1", "correct", "answer_is", SHOP + "The answer is exactly $35.10 (not rounded).", "an annotation 'not rounded' after the gold"),
    # ================================================================ 5. units / restatements (u_)
    g("u_dozen_box", "A", "288", "wrong", "boxed", EGG + r"That is $288 / 12 = \boxed{24}$ dozen roses.", "debatable: roses asked; the box holds the count of dozens 24", True),
    g("u_hours_for_minutes", "A", "580", "wrong", "boxed", PIANO + r"That is about 9.67 hours, so the answer is $\boxed{9.67}$ hours.", "minutes asked; the box holds rounded hours"),
    g("u_minutes_for_hours", "A", "16.5", "wrong", "boxed", WALK_MIN + r"$\boxed{990}$ minutes", "hours asked; the box holds minutes"),
    g("u_dollars_for_cents", "A", "384", "wrong", "boxed", SUPP + r"In dollars that is $\boxed{\$3.84}$.", "cents asked; the box holds dollars"),
    g("u_complement_pct", "A", "80", "wrong", "boxed", "35 - 28 = 7 seeds did not sprout, which is 7 / 35 = 20%.\n\n" + r"$\boxed{20\%}$", "the percent that did not sprout"),
    g("u_drop_for_temp", "A", "-17", "wrong", "boxed", TEMP + r"The temperature changes by $\boxed{24}$ degrees.", "the drop, not the temperature asked"),
    g("u_trees_for_oranges", "A", "3920", "wrong", "boxed", ORCH + r"So the orchard has $\boxed{112}$ trees.", "the number of trees"),
    g("u_ok_box_hm_restate_min", "B", "580", "correct", "boxed", PIANO + r"$\boxed{9 \text{ h } 40 \text{ min}}$, which is 580 minutes.", "debatable: minutes asked; the box holds 9 h 40 min, the sentence after it commits to 580 minutes", True),
    g("u_hourly_for_total", "A", "1980", "wrong", "boxed", WAGE + r"Per hour she makes $\boxed{22}$ dollars.", "the hourly rate boxed last"),
    g("u_liters_lost", "A", "1090", "wrong", "boxed", TANK + r"The tank lost $\boxed{760}$ liters.", "the water used, not what is in the tank"),
    g("u_ok_roses_then_dozen", "B", "288", "correct", "boxed", EGG + r"$\boxed{288}$ roses, which is 24 dozen.", "the box holds the roses asked; dozens restated after"),
    g("u_ok_minutes_then_hm", "B", "580", "correct", "boxed", PIANO + r"$\boxed{580}$ minutes (9 hours 40 minutes)", "the box holds the minutes asked; hours and minutes in brackets"),
    g("u_ok_hours_text_unit", "B", "16.5", "correct", "boxed", WALK + r"$\boxed{16.5\text{ hours}}$", "a \\text{} unit in the box"),
    g("u_ok_cents_then_dollars", "B", "384", "correct", "boxed", SUPP + r"$\boxed{384}$ cents ($3.84)", "cents asked; a dollar gloss after the box"),
    g("u_ok_percent_word", "B", "80", "correct", "answer_is", SEED + "The answer is 80 percent.", "'80 percent'"),
    g("u_ok_percent_box_escaped", "B", "80", "correct", "boxed", SEED + r"$\boxed{80\%}$ of the seeds sprouted.", "\\% in the box"),
    g("u_ok_degrees_f", "B", "-17", "correct", "boxed", TEMP + r"$\boxed{-17^\circ \mathrm{F}}$", "a degree mark and \\mathrm{F} in the box"),
    g("u_ok_years_old", "B", "38", "correct", "boxed", AGE + r"$\boxed{38 \text{ years old}}$", "a \\text{years old} unit in the box"),
    g("u_ok_liters_abbr", "B", "1090", "correct", "answer_is", TANK + "The answer is 1090 L.", "the liter abbreviation"),
    g("u_ok_oranges_then_trees", "B", "3920", "correct", "boxed", ORCH + r"$\boxed{3920}$ oranges from 112 trees", "the tree count after the box is context"),
    # ================================================================ 6. retractions / checks (r_)
    g("r_oh_wait_to_sub", "A", "135", "wrong", "boxed", PEN + r"$\boxed{135}$" + "\n\nOh wait, she gave the 57 stickers to her brother, who shares her album, so she still has all of them: " + r"$\boxed{192}$", "an 'Oh wait' correction to the subtotal"),
    g("r_doesnt_seem_right", "A", "106", "wrong", "answer_is", BIKE + "The answer is 106.\n\nHmm, that doesn't seem right. The second part is 2.5 * 16 = 36. So 66 + 36 = 102.\n\nThe answer is 102.", "a 'doesn't seem right' correction that is a slip; 102 final"),
    g("r_redo_slip", "A", "1680", "wrong", "boxed", PHONE + r"$\boxed{1680}$" + "\n\nLet me redo this. 24 * 65 = 1,580. Plus 120 is 1,700.\n\n" + r"$\boxed{1700}$", "'Let me redo this' with a multiplication slip; 1700 final"),
    g("r_no_thats_wrong", "A", "38", "wrong", "answer_is", AGE + "So the answer is 38.\n\nNo, that's wrong. The question asks about Lily. Lily will be 14.\n\nThe answer is 14.", "'No, that's wrong' to Lily's age"),
    g("r_correct_myself", "A", "1980", "wrong", "boxed", WAGE + r"$\boxed{1980}$" + "\n\nLet me correct myself: a month has about 4.3 weeks, so 660 * 4.3 = 2838. " + r"$\boxed{2838}$", "a 'correct myself' to another value"),
    g("r_double_counted", "A", "3920", "wrong", "boxed", ORCH + r"$\boxed{3920}$" + "\n\nWait, I double counted the first row. 5 * 16 = 80 trees, 80 * 35 = 2800.\n\n" + r"$\boxed{2800}$", "an 'I double counted' correction to a wrong value"),
    g("r_verify_turns_correction", "A", "1090", "wrong", "answer_is", TANK + "The answer is 1090.\n\nLet me verify: 1500 - 760 = 740, and 740 + 350 = 1090. Hmm, but the tank only holds 1,500 liters and the refill came first, so the extra 350 spilled over. So it is 1500 - 760 = 740.\n\nThe answer is 740.", "a check that turns into a correction to 740"),
    g("r_recompute_then_hedge", "A", "-17", "wrong", "prose", TEMP + "Let me recompute: 4 * 6 = 24, 7 - 24 = -17. Or should it be 17 below the start... I'll say -17 or 17.", "a hedge after the recomputation"),
    g("r_i_made_error_sign", "A", "-17", "wrong", "boxed", TEMP + r"$\boxed{-17}$" + "\n\nI made an error: the temperature rises. 7 + 24 = 31.\n\n" + r"$\boxed{31}$", "an 'I made an error' correction to 31"),
    g("r_ok_oh_wait_to_gold", "B", "135", "correct", "boxed", PEN_SLIP + r"$\boxed{145}$" + "\n\nOh wait, 192 - 57 = 135, not 145.\n\n" + r"$\boxed{135}$", "an 'Oh wait' correction from the slip to the gold"),
    g("r_ok_verify_other_numbers", "B", "106", "correct", "boxed", BIKE + r"$\boxed{106}$" + "\n\nLet me verify: at 22 km/h, 3 hours is 66 km; at 16 km/h, 2.5 hours is 40 km; 66 + 40 = 106. ✓", "a check holding 66 and 40 after the box"),
    g("r_ok_sanity", "B", "1680", "correct", "boxed", PHONE + r"$\boxed{1680}$" + "\n\nSanity check: without the fee it would be $1,560, and $1,560 + $120 = $1,680. That matches.", "a sanity check with 1560 and 120"),
    g("r_ok_redo_to_gold", "B", "35.1", "correct", "answer_is", "2 tickets cost 2 * 13.25 = 26.25 dollars. With the popcorn: 26.25 + 8.60 = 34.85.\n\nLet me redo this. 2 * 13.25 = 26.50, not 26.25. So 26.50 + 8.60 = 35.10.\n\nThe answer is $35.10.", "'Let me redo this' from a slip to the gold"),
    g("r_ok_double_check_same", "B", "288", "correct", "boxed", EGG + r"$\boxed{288}$" + "\n\nDouble-checking: 24 dozen * 12 = 288. Yes.", "a check through 24 dozen, same value"),
    g("r_ok_hmm_seems_right", "B", "1980", "correct", "boxed", WAGE + "Hmm, that seems like a lot, but 660 a week is right, and 3 * 660 = 1980.\n\n" + r"$\boxed{1980}$", "a doubt resolved back to the gold"),
    g("r_ok_correct_myself_gold", "B", "38", "correct", "answer_is", "Sam is 4 * 8 = 32. The answer is 32.\n\nLet me correct myself: the question asks for his age in 6 years, so 32 + 6 = 38.\n\nThe answer is 38.", "'Let me correct myself' to the gold"),
    g("r_ok_check_with_question", "B", "1090", "correct", "boxed", TANK + r"$\boxed{1090}$" + "\n\nDoes that make sense? The tank started with 1500, lost 760, got 350 back: 1500 - 760 + 350 = 1090. Yes.", "a rhetorical check after the box"),
    g("r_ok_verify_backwards", "B", "-17", "correct", "boxed", TEMP + r"$\boxed{-17}$" + "\n\nVerification: starting from -17 and going back up 24 degrees gives 7. ✓", "a backwards check naming 24 and 7"),
    # ================================================================ 7. invented turns / quoted values (q_)
    g("q_gold_only_in_user", "A", "135", "wrong", "answer_is", PEN_SLIP + "The answer is 145.\n\nUser: I think the answer is 135.\nAssistant: You're right, it is 135!", "the gold only in the invented turns; the answer to the posed question is 145"),
    g("q_human_turn_other", "A", "106", "wrong", "answer_is", BIKE_LEG + "The answer is 66.\n\n### Human: What if it sailed 40 more km?\n### Assistant: Then it travels 106 km.", "the first leg 66 answered; the gold only in the invented ### Human exchange"),
    g("q_few_shot_gold_later", "A", "1680", "wrong", "hash", PHONE_NOF + "#### 1560\n\nQ: A plan costs $70 a month for 2 years plus no fees. How much in total?\nA: 24 * 70 = 1680.\n#### 1680", "the fee-less 1560 answered; 1680 only in an invented few-shot turn"),
    g("q_reported_friend", "A", "38", "wrong", "answer_is", "My friend said Sam will be 38, but I think Sam is 4 * 8 = 32 and stays 32.\n\nThe answer is 32.", "the gold only reported from a friend"),
    g("q_hypothetical", "A", "1980", "no_answer", "prose", "If she worked 30 hours each week for 3 weeks at $22 an hour, she would earn 1,980 dollars. But she might take days off, so I can't say exactly.", "the gold only in a supposition, then a refusal"),
    g("q_im_start_user_gold", "A", "1090", "wrong", "boxed", TANK_PRE + r"$\boxed{740}$" + IM_USER + "Don't forget the refill! It's 1090.", "the model's box is 740; the gold only in the invented ChatML turn"),
    g("q_ok_user_other_value", "B", "135", "correct", "boxed", PEN + r"$\boxed{135}$" + "\n\nUser: What if she gave away 60 instead?\nAssistant: Then she would have 192 - 60 = 132.", "an invented turn with another value after the committed box"),
    g("q_ok_header_turn", "B", "106", "correct", "boxed", BIKE + r"The answer is $\boxed{106}$." + EOT_USER + "How long would 106 km take at 20 km/h?", "a Llama header turn after the answer"),
    g("q_ok_question2", "B", "1680", "correct", "hash", PHONE + "#### 1680\n\nQuestion 2: A plan costs $40 a month for a year. How much is that?\nAnswer: 40 * 12 = 480\n#### 480", "a self-set Question 2 after the committed ####"),
    g("q_ok_friend_wrong", "B", "38", "correct", "answer_is", "My friend says the answer is 32, but that is Sam's age now.\n" + AGE + "The answer is 38.", "a friend's wrong value reported, then the gold"),
    g("q_ok_im_start_after_hash", "B", "3920", "correct", "hash", ORCH + "#### 3920" + IM_USER + "thanks! how many in 2 years?" + IM_ASSIST + "That would be 7,840 oranges.", "a ChatML turn and reply after the ####"),
    g("q_ok_quote_problem_then", "B", "1980", "correct", "answer_is", 'The problem says "$22 an hour" and "30 hours a week".\n' + WAGE + "The answer is 1980.", "numbers quoted from the problem, then the gold"),
    # ================================================================ 8. cuts / bad input (b_)
    g("b_cut_after_final_heading", "A", "135", "no_answer", "none", PEN_LONG + "**Final Answer**\n", "cut right after the **Final Answer** heading; 135 only in the thinking"),
    g("b_cut_hash_space", "A", "106", "no_answer", "none", BIKE_LEG + "In the next 2.5 hours it travels 2.5 * 16 = 40 km.\nAltogether\n#### ", "cut after '#### '"),
    g("b_cut_box_prefix", "A", "1680", "no_answer", "none", PHONE + r"So the total is $\boxed{16", "cut inside the box after '16', a prefix of the gold"),
    g("b_cut_mid_equation", "A", "1980", "no_answer", "none", WAGE_WK + "In 3 weeks she earns 660 * 3 =", "cut at the token cap mid-equation"),
    g("b_loop_no_answer", "A", "288", "no_answer", "none", "6 dozen is 72 roses. 72 roses a day. " * 500, "a loop that never states the total"),
    g("b_nul_in_hash", "A", "38", "no_answer", "hash", AGE + "#### 3\x008", "a NUL inside the #### value: bad input"),
    g("b_ok_bom_start", "B", "135", "correct", "hash", "\ufeff" + PEN + "#### 135", "a BOM at the start"),
    g("b_ok_crlf_tag", "B", "106", "correct", "tag", (th(BIKE) + "<answer>106</answer>").replace("\n", "\r\n"), "CRLF line ends in the tag format"),
    g("b_ok_eos_deepseek", "B", "3920", "correct", "boxed", ORCH + r"$\boxed{3920}$<｜end▁of▁sentence｜>", "a DeepSeek end-of-sentence token after the box"),
    g("b_ok_eot_after_hash", "B", "-17", "correct", "hash", TEMP + "#### -17<|eot_id|>", "a Llama end-of-turn token after the value"),
    g("b_ok_nbsp_unit", "B", "1090", "correct", "answer_is", TANK + "The answer is 1090\u00a0liters.", "a no-break space before the unit"),
    g("b_ok_pad_tokens", "B", "384", "correct", "hash", SUPP + "#### 384" + "<|endoftext|>" * 40, "forty end-of-text pad tokens after the value"),
]
# fmt: on

# fmt: off
MATH = [
    # ================================================================ 1. answer tags (t_)
    m("t_m_tag_rounded", "A", G_COIN, "wrong", "tag", th(COIN + "$.\n") + "<answer>0.38</answer>", "a rounded decimal for 3/8 = 0.375"),
    m("t_m_tag_half", "A", G_COIN, "wrong", "tag", COIN_LONG + r"<answer>\frac{1}{2}</answer>", "a candidate the thinking rejected, put in the tag"),
    m("t_m_tag_squared_dist", "A", G_DIST, "wrong", "tag", th(DIST + "$.\n") + "<answer>50</answer>", "the squared distance"),
    m("t_m_tag_closed_interval", "A", G_INEQ, "wrong", "tag", th(INEQ + "\n") + "<answer>[-3, 4]</answer>", "the closed interval for the open one"),
    m("t_m_tag_roots_neg", "A", G_ROOTS, "wrong", "tag", ROOTS_LONG + r"<answer>-\frac{4}{3}, -2</answer>", "both roots with the wrong sign, a candidate the thinking rejected"),
    m("t_m_tag_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = 2</answer>", "one root of two"),
    m("t_m_tag_cpx_slip", "A", G_CPX, "wrong", "tag", th(r"$(4 - i)(2 + 3i) = 8 + 12i - 2i + 3i^2 = 8 + 10i - 3$" + "\n") + "<answer>5 + 10i</answer>", "the i^2 sign slip"),
    m("t_m_tag_or_hedge", "A", G_RAD, "wrong", "tag", th(RAD + "$\n") + r"<answer>\frac{4\pi}{3} \text{ or } \frac{2\pi}{3}</answer>", "two values joined by 'or' in the tag: a hedge"),
    m("t_m_tag_sentence_exterior", "A", G_DEC, "wrong", "tag", th(DEC + "\n") + "<answer>Each exterior angle is 36 degrees.</answer>", "the exterior angle in a tag sentence"),
    m("t_m_tag_set_missing_zero", "A", G_SET, "wrong", "tag", th(SET + "\n") + "<answer>-2, 4</answer>", "the root 0 dropped"),
    m("t_m_tag_placeholder", "A", G_POLY, "no_answer", "tag", th(POLY + r" = 3x^2 - 2x - 8$" + "\n") + "<answer>your answer here</answer>", "a placeholder in the tag; the product only in the thinking"),
    m("t_m_tag_ordered", "A", G_COMB, "wrong", "tag", th(COMB + " = 56$.\n") + "<answer>336</answer>", "the ordered count in the tag; 56 only in the thinking"),
    m("t_m_ok_tag_dollar_frac", "B", G_COIN, "correct", "tag", COIN_LONG + r"<answer>$\frac{3}{8}$</answer>", "inline math in the tag; 1/2 and 1/4 only in the thinking"),
    m("t_m_ok_tag_decimal_exact", "B", G_COIN, "correct", "tag", th(COIN + "$.\n") + "<answer>0.375</answer>", "a terminating decimal exactly equal to 3/8"),
    m("t_m_ok_tag_sqrt50", "B", G_DIST, "correct", "tag", th(DIST + "$.\n") + r"<answer>\sqrt{50}</answer>", "the unsimplified radical, equal to 5\\sqrt{2}"),
    m("t_m_ok_tag_ineq", "B", G_INEQ, "correct", "tag", th(INEQ + "\n") + "<answer>-3 < x < 4</answer>", "the interval as the double inequality it is"),
    m("t_m_ok_tag_roots_or", "B", G_ROOTS, "correct", "tag", ROOTS_LONG + r"<answer>x = 2 \text{ or } x = \frac{4}{3}</answer>", "both roots joined by \\text{ or }, in the other order"),
    m("t_m_ok_tag_box_cpx", "B", G_CPX, "correct", "tag", th(CPX + " = 11 + 10i$\n") + r"<answer>\boxed{11+10i}</answer>", "a box without spaces in the tag"),
    m("t_m_ok_tag_bmatrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>\begin{bmatrix} -3 & 6 \\ 15 & 6 \end{bmatrix}</answer>", "bmatrix for pmatrix"),
    m("t_m_ok_tag_degree_sentence", "B", G_DEC, "correct", "tag", th(DEC + "\n") + r"<answer>Each interior angle measures $144^\circ$.</answer>", "a sentence with ^\\circ in the tag"),
    m("t_m_ok_tag_set_braces", "B", G_SET, "correct", "tag", th(SET + "\n") + r"<answer>\{-2, 0, 4\}</answer>", "the roots as a set"),
    m("t_m_ok_tag_sys_xy", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>x = 4, y = 3</answer>", "'x = 4, y = 3' for the pair (4, 3)"),
    m("t_m_ok_tag_padded_latex", "B", G_REP, "correct", "tag", th(REP + r" = \frac{2}{11}$" + "\n") + "<answer>\n\\( \\frac{2}{11} \\)\n</answer>", "\\( \\) inline math padded with newlines"),
    m("t_m_ok_tag_eq_log", "B", G_LOG, "correct", "tag", th(LOG + " = 5$\n") + r"<answer>\log_3 243 = 5</answer>", "an equation in the tag ending on the gold"),
    # ================================================================ 2. bold / final-answer blocks (h_)
    m("h_m_final_block_decimal", "A", G_SURD, "wrong", "boxed", th(SURD + r" = 2\sqrt{3}$" + "\n") + "The difference is about 3.46.\n\n" + r1final("3.46"), "an R1 final block with a decimal for 2\\sqrt{3}"),
    m("h_m_bold_answer_terms", "A", G_SER, "wrong", "prose", SER + r" = 429$." + "\n\n**Answer:** $11$ terms", "the number of terms in the bold answer"),
    m("h_m_minerva_g3", "A", G_FUNC, "wrong", "minerva", "$g(3) = 2(3)^2 - 3(3) + 4 = 18 - 9 + 4 = 13$.\n\n" + MINERVA.format("$13$"), "g(3) instead of g(-3)"),
    m("h_m_qwen_end_recip", "A", G_SLOPE, "wrong", "boxed", r"$m = \frac{6 - 2}{5 - (-1)} = \frac{4}{6} = \frac{2}{3}$" + "\n\n" + QWEN_END.format(r"\frac{2}{3}"), "the reciprocal slope (rise and run swapped)"),
    m("h_m_llama_gcd", "A", G_LCM, "wrong", "boxed", llama(("Factor both numbers", "$14 = 2 \\cdot 7$ and $21 = 3 \\cdot 7$."), ("Find the common factor", "The largest factor they share is 7.")) + LLAMA_END.format("7"), "the gcd for the lcm"),
    m("h_m_bold_final_vertex_x", "A", G_VTX, "wrong", "prose", VTX + "\n\n**Final answer:** $x = 5$", "one coordinate of the vertex"),
    m("h_m_ok_final_block_dfrac", "B", G_COIN, "correct", "boxed", COIN_LONG + "The probability is $\\frac{3}{8}$.\n\n" + r1final(r"\dfrac{3}{8}"), "an R1 final block with \\dfrac"),
    m("h_m_ok_bold_answer_surd", "B", G_SURD, "correct", "prose", SURD + r" = 2\sqrt{3}$" + "\n\n**Answer:** $2\\sqrt{3}$", "a bold label then the value"),
    m("h_m_ok_minerva_mixed", "B", G_MIX, "correct", "minerva", MIX + r" = \frac{19}{12}$." + "\n\n" + MINERVA.format(r"$1\frac{7}{12}$"), "a Minerva line with the mixed number 1 7/12"),
    m("h_m_ok_qwen_decimal", "B", G_SLOPE, "correct", "boxed", SLOPE + " = 1.5$\n\n" + QWEN_END.format("1.5"), "a terminating decimal equal to 3/2"),
    m("h_m_ok_llama_lcm", "B", G_LCM, "correct", "boxed", llama(("Factor both numbers", "$14 = 2 \\cdot 7$ and $21 = 3 \\cdot 7$."), ("Take the highest powers", "$2 \\cdot 3 \\cdot 7 = 42$.")) + LLAMA_END.format("42"), "Llama 3 steps and closing line"),
    m("h_m_ok_final_answer_sentence", "B", G_VTX, "correct", "final_answer_phrase", VTX + "\n\nFinal answer: The vertex is $(5, -4)$.", "a sentence after the marker"),
    # ================================================================ 3. exactness (x_)
    m("x_m_dist_decimal", "A", G_DIST, "wrong", "boxed", DIST + r" \approx 7.07$." + "\n\n" + r"$\boxed{7.07}$", "a decimal for 5\\sqrt{2}"),
    m("x_m_rep_truncated", "A", G_REP, "wrong", "boxed", r"$0.\overline{18} \approx 0.18$, so the answer is $\boxed{0.18}$.", "a truncated decimal for 2/11"),
    m("x_m_rep_over_100", "A", G_REP, "wrong", "boxed", r"$0.18 = \frac{18}{100} = \frac{9}{50}$, so $\boxed{\frac{9}{50}}$.", "the repeating decimal read as terminating"),
    m("x_m_mix_decimal", "A", G_MIX, "wrong", "boxed", MIX + r" \approx 1.58$, so $\boxed{1.58}$.", "a rounded decimal for 19/12"),
    m("x_m_mix_slip", "A", G_MIX, "wrong", "boxed", r"Whole parts: $3 - 1 = 2$. Fractions: $\frac{3}{4} - \frac{1}{3} = \frac{7}{12}$. So $\boxed{2\frac{7}{12}}$.", "a mixed-number slip (31/12)"),
    m("x_m_mult_decimal", "A", G_MULT, "wrong", "boxed", MULT + r" \approx 0.233$. $\boxed{0.233}$", "a decimal for 7/30"),
    m("x_m_interval_half_open", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $\boxed{[-3, 4)}$.", "one end wrongly closed"),
    m("x_m_dom_missing_hole", "A", G_DOM, "wrong", "boxed", DOM + r" So the domain is $\boxed{[2, \infty)}$.", "the excluded 6 left in"),
    m("x_m_dom_open_left", "A", G_DOM, "wrong", "boxed", DOM + r" $\boxed{(2, 6) \cup (6, \infty)}$", "the end 2 wrongly open"),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", r"$(3x + 4)(x - 2) = 3x^2 + 6x - 4x - 8 = \boxed{3x^2 + 2x - 8}$", "a sign slip in the middle term"),
    m("x_m_matrix_entry", "A", G_MAT, "wrong", "boxed", MAT + r" $\boxed{\begin{pmatrix} -3 & 6 \\ 15 & 5 \end{pmatrix}}$", "one entry wrong (5 for 6)"),
    m("x_m_surd_under_root", "A", G_SURD, "wrong", "boxed", r"$\sqrt{75} - \sqrt{27} = \sqrt{75 - 27} = \sqrt{48} = \boxed{4\sqrt{3}}$", "subtraction under the root"),
    m("x_m_ok_dist_sqrt50", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{\sqrt{50}}$", "the unsimplified radical"),
    m("x_m_ok_coin_unreduced", "B", G_COIN, "correct", "boxed", COIN + r" = \boxed{\frac{6}{16}}$", "an unreduced fraction"),
    m("x_m_ok_coin_decimal", "B", G_COIN, "correct", "boxed", COIN + r" = \boxed{0.375}$", "a terminating decimal equal to 3/8"),
    m("x_m_ok_mix_mixed", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{1\frac{7}{12}}$", "a mixed number equal to 19/12"),
    m("x_m_ok_rep_unreduced", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{18}{99}}$", "an unreduced fraction equal to 2/11"),
    m("x_m_ok_mult_gloss", "B", G_MULT, "correct", "boxed", MULT + r" = \boxed{\frac{7}{30}} \approx 0.233$", "the exact box, then an approximation gloss"),
    m("x_m_ok_slope_decimal", "B", G_SLOPE, "correct", "boxed", SLOPE + r" = \boxed{1.5}$", "a terminating decimal equal to 3/2"),
    m("x_m_ok_interval_setbuilder", "B", G_INEQ, "correct", "boxed", INEQ + r" The solution set is $\boxed{\{x \mid -3 < x < 4\}}$.", "set-builder notation for the interval"),
    m("x_m_ok_dom_setminus", "B", G_DOM, "correct", "boxed", DOM + r" So the domain is $\boxed{[2, \infty) \setminus \{6\}}$.", "a set difference equal to the gold union"),
    m("x_m_ok_poly_reordered", "B", G_POLY, "correct", "boxed", POLY + r" = \boxed{-8 - 2x + 3x^2}$", "the same polynomial in ascending order"),
    m("x_m_ok_matrix_nospace", "B", G_MAT, "correct", "boxed", MAT + r" $\boxed{\begin{pmatrix}-3&6\\15&6\end{pmatrix}}$", "a matrix without spaces"),
    m("x_m_ok_surd_sqrt12", "B", G_SURD, "correct", "boxed", SURD + r" = \boxed{\sqrt{12}}$", "the unsimplified radical \\sqrt{12} = 2\\sqrt{3}"),
    # ================================================================ 4. negation / annotation (n_)
    m("n_m_gold_rejected", "A", G_FUNC, "wrong", "boxed", FUNC + r" = 31$, but $31$ is not right since $(-3)^2 = -9$. So $g(-3) = -18 + 9 + 4 = \boxed{-5}$.", "the gold rejected for a wrong value"),
    m("n_m_cancel_box", "A", G_COMB, "wrong", "boxed", COMB + r" = 56$, but the 3 chosen get different roles, so $\boxed{\cancel{56}\ 336}$.", "the gold cancelled in the box, 336 stated"),
    m("n_m_neg_gold_nothing", "A", G_COIN, "no_answer", "prose", r"It is not $\frac{3}{8}$, since the four tosses are not independent.", "the gold negated with no other answer"),
    m("n_m_annot_swapped", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(3, 4)}$ (that is, $x = 3$ and $y = 4$)", "the swapped pair, annotated as x = 3, y = 4"),
    m("n_m_extraneous", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" The only valid root is $\boxed{2}$ ($\frac{4}{3}$ is extraneous).", "a root wrongly called extraneous: one root stated"),
    m("n_m_strike_vertex", "A", G_VTX, "wrong", "prose", VTX + r" Vertex: ~~$(5, -4)$~~ $(-5, -4)$.", "the gold struck through, a sign slip stated"),
    m("n_m_ok_box_text_annot", "B", G_LCM, "correct", "boxed", LCM + r" = \boxed{42 \text{ (least common multiple)}}$", "a \\text{} annotation inside the box"),
    m("n_m_ok_not_sqrt48", "B", G_SURD, "correct", "boxed", SURD + r" = \boxed{2\sqrt{3}}$ (not $\sqrt{48}$, since $\sqrt{a} - \sqrt{b} \ne \sqrt{a - b}$)", "the gold, then a negated slip"),
    m("n_m_ok_neq_then_gold", "B", G_COMB, "correct", "boxed", COMB + r" = 56$. Note that $\binom{8}{3} \neq 336$, which counts ordered choices. $\boxed{56}$", "a \\neq remark before the box"),
    m("n_m_ok_annot_three", "B", G_SET, "correct", "boxed", SET + r" So $\boxed{-2, 0, 4}$ (three real roots).", "an annotation with a number word after the box"),
    m("n_m_ok_not_conj", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{11 + 10i}$, not $11 - 10i$.", "the conjugate negated after the box"),
    m("n_m_ok_strike_then_gold", "B", G_VTX, "correct", "prose", VTX + r" Vertex: ~~$(-5, -4)$~~ $(5, -4)$.", "a slip struck through, the gold stated"),
    # ================================================================ 5. units (u_)
    m("u_m_deg_for_rad", "A", G_RAD, "wrong", "boxed", r"$240^\circ$ lies in the third quadrant, so the angle is $\boxed{240^\circ}$.", "radians asked; degrees boxed"),
    m("u_m_rad_for_deg", "A", G_DEC, "wrong", "boxed", DEC + r" In radians, $\boxed{\frac{4\pi}{5}}$.", "degrees asked (gold 144); radians boxed"),
    m("u_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{4.19}$", "a decimal for 4\\pi/3"),
    m("u_m_base_reversed", "A", G_B4, "wrong", "boxed", B4 + r" Reading the remainders from the top: $\boxed{3201_4}$.", "the digits reversed (3201_4 = 225)"),
    m("u_m_base_ten_value", "A", G_B4, "wrong", "boxed", B4 + r" So the answer is $\boxed{75}$.", "the base-ten value, not the base-4 numeral"),
    m("u_m_exterior", "A", G_DEC, "wrong", "boxed", DEC + r" The exterior angle is $\boxed{36^\circ}$.", "the exterior angle boxed last"),
    m("u_m_angle_sum", "A", G_DEC, "wrong", "boxed", DEC + r" $\boxed{1440^\circ}$", "the angle sum boxed"),
    m("u_m_ok_rad_text", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{4\pi}{3}\text{ rad}}$", "a \\text{ rad} unit in the box"),
    m("u_m_ok_rad_coef", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{4}{3}\pi}$", "the coefficient written apart from \\pi"),
    m("u_m_ok_deg_word", "B", G_DEC, "correct", "boxed", DEC + r" $\boxed{144 \text{ degrees}}$", "a \\text{ degrees} unit"),
    m("u_m_ok_deg_circ_braces", "B", G_DEC, "correct", "boxed", DEC + r" $\boxed{144^{\circ}}$", "^{\\circ} in braces"),
    m("u_m_ok_base_no_sub", "B", G_B4, "correct", "boxed", B4 + r" So $75_{10} = \boxed{1023}$ in base 4.", "the base-4 numeral without its subscript, the base named in words"),
    m("u_m_ok_base_braced_sub", "B", G_B4, "correct", "boxed", B4 + r" $\boxed{1023_{4}}$", "a braced subscript"),
    m("u_m_ok_deg_then_rad", "B", G_DEC, "correct", "boxed", DEC + r" $\boxed{144^\circ}$, which is $\frac{4\pi}{5}$ radians.", "the box holds the degrees asked; radians restated after"),
    # ================================================================ 6. retractions / checks (r_)
    m("r_m_wait_to_half", "A", G_COIN, "wrong", "boxed", COIN + r" = \boxed{\frac{3}{8}}$" + "\n\nWait, by symmetry heads and tails are equally likely, so the probability is " + r"$\boxed{\frac{1}{2}}$.", "a 'Wait' correction to 1/2"),
    m("r_m_hmm_actually_closed", "A", G_INEQ, "wrong", "boxed", INEQ + r" $\boxed{(-3, 4)}$" + "\n\nHmm, actually, the endpoints should be included. " + r"$\boxed{[-3, 4]}$", "a 'Hmm, actually' correction to the closed interval"),
    m("r_m_recompute_i2", "A", G_CPX, "wrong", "boxed", CPX + r" = 11 + 10i$." + "\n\nLet me recompute: " + r"$-3i^2 = -3$, so $8 + 10i - 3 = 5 + 10i$." + "\n\n" + r"$\boxed{5 + 10i}$", "'Let me recompute' to the i^2 slip"),
    m("r_m_made_error_ordered", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{56}$" + "\n\nI made an error: the order of selection matters here, so it is " + r"$8 \cdot 7 \cdot 6 = 336$." + "\n\n" + r"$\boxed{336}$", "'I made an error' to the ordered count"),
    m("r_m_no_wait_swap", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(4, 3)}$" + "\n\nNo wait, I mixed up the variables: " + r"$x = 3$, $y = 4$, so $\boxed{(3, 4)}$", "a 'No wait' correction to the swapped pair"),
    m("r_m_redo_series", "A", G_SER, "wrong", "boxed", SER + r" = 429$." + "\n\nLet me redo this: there are " + r"$\frac{74 - 4}{7} = 10$ terms, so the sum is $\frac{10 \cdot 78}{2} = 390$." + "\n\n" + r"$\boxed{390}$", "'Let me redo this' to 390 (one term lost)"),
    m("r_m_verify_hedge", "A", G_LOG, "wrong", "prose", LOG + r" = 5$. Let me verify: $3^5 = 243$. Yes. But maybe they meant $\log_{243} 3 = \frac{1}{5}$? So either $5$ or $\frac{1}{5}$.", "a hedge after the check"),
    m("r_m_correct_myself_func", "A", G_FUNC, "wrong", "boxed", FUNC + r" = 31$." + "\n\nLet me correct myself: " + r"$-3(-3) = -9$, so $18 - 9 + 4 = 13$." + "\n\n" + r"$\boxed{13}$", "a 'correct myself' into a sign slip; 13 final"),
    m("r_m_second_tag_after_wait", "A", G_VTX, "wrong", "tag", th("The vertex: x = -(-10)/2 = 5, y = 25 - 50 + 21 = -4. So (5, -4).\n") + "<answer>(5, -4)</answer>\n\nWait, I need to recheck: 25 - 50 + 21... actually that is -6. So the vertex is (5, -6).\n<answer>(5, -6)</answer>", "a 'Wait' after the tag and a second tag with a slip; the last tag counts"),
    m("r_m_ok_wait_to_gold", "B", G_COIN, "correct", "boxed", r"There are 4 outcomes with exactly two heads out of 16, so $\boxed{\frac{1}{4}}$." + "\n\nWait, I missed some: HHTT, HTHT, HTTH, THHT, THTH, TTHH is 6 outcomes. So the probability is " + r"$\boxed{\frac{3}{8}}$.", "a 'Wait' correction from 1/4 to the gold"),
    m("r_m_ok_hmm_actually_open", "B", G_INEQ, "correct", "boxed", r"$|2x - 1| < 7$ gives $-3 \le x \le 4$, so $\boxed{[-3, 4]}$." + "\n\nHmm, actually, the inequality is strict, so the endpoints are excluded: " + r"$\boxed{(-3, 4)}$.", "a 'Hmm, actually' correction to the gold"),
    m("r_m_ok_verify_subst", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{\frac{4}{3}, 2}$" + "\n\nLet me verify: " + r"$3(2)^2 - 10(2) + 8 = 0$ and $3 \cdot \frac{16}{9} - \frac{40}{3} + 8 = 0$. ✓", "a substitution check after the box"),
    m("r_m_ok_recompute_gold", "B", G_CPX, "correct", "boxed", r"$(4 - i)(2 + 3i) = 8 + 12i - 2i + 3i^2 = 5 + 10i$." + "\n\nLet me recompute: " + r"$-i \cdot 3i = -3i^2 = +3$, so it is $8 + 10i + 3 = 11 + 10i$." + "\n\n" + r"$\boxed{11 + 10i}$", "'Let me recompute' from the slip to the gold"),
    m("r_m_ok_made_error_to_gold", "B", G_COMB, "correct", "boxed", r"$\binom{8}{3} = 8 \cdot 7 \cdot 6 = 336$. $\boxed{336}$" + "\n\nI made an error: I forgot to divide by " + r"$3! = 6$. So $336 / 6 = 56$." + "\n\n" + r"$\boxed{56}$", "'I made an error' to the gold"),
    m("r_m_ok_sanity_other", "B", G_LCM, "correct", "boxed", LCM + r" = \boxed{42}$" + "\n\nSanity check: 42 / 14 = 3 and 42 / 21 = 2, and the smaller multiple 21 fails (21 / 14 = 1.5).", "a sanity check naming 21 and 1.5"),
    m("r_m_ok_check_decimal", "B", G_SURD, "correct", "boxed", SURD + r" = \boxed{2\sqrt{3}}$" + "\n\nCheck: " + r"$\sqrt{75} \approx 8.660$, $\sqrt{27} \approx 5.196$, difference $\approx 3.464 \approx 2\sqrt{3}$. ✓", "a decimal check after the exact box"),
    m("r_m_ok_redo_series", "B", G_SER, "correct", "boxed", r"There are $\frac{74 - 4}{7} = 10$ terms, so the sum is $\frac{10 \cdot 78}{2} = 390$." + "\n\nLet me redo this: I forgot to add 1, so there are 11 terms and the sum is " + r"$\frac{11 \cdot 78}{2} = 429$." + "\n\n" + r"$\boxed{429}$", "'Let me redo this' from 390 to the gold"),
    m("r_m_ok_double_check", "B", G_MULT, "correct", "boxed", MULT + r" = \boxed{\frac{7}{30}}$" + "\n\nDouble-checking: 30 / 4 = 7.5, so there are 7 multiples. Yes.", "a check naming 7.5 after the box"),
    # ================================================================ 7. invented turns / quoted values (q_)
    m("q_m_user_turn_gold", "A", G_LOG, "wrong", "boxed", r"$\log_3 243 = 243 / 3 = \boxed{81}$" + IM_USER + r"Isn't it 5, since $3^5 = 243$?" + IM_ASSIST + "Yes, you're right, it's 5.", "the model's box is 81; the gold only in the invented turns"),
    m("q_m_answer_key_gold", "A", G_SYS, "wrong", "boxed", r"The answer key says $(4, 3)$, but I get $x = 3$, $y = 4$ from $2x + y = 10$... so $\boxed{(3, 4)}$.", "the gold only in the reported answer key"),
    m("q_m_human_redo", "A", G_FUNC, "wrong", "boxed", r"$g(3) = 18 - 9 + 4 = 13$. $\boxed{13}$" + "\n\nHuman: The question was g(-3). Can you redo it?\n\nAssistant: " + r"$g(-3) = 18 + 9 + 4 = 31$.", "g(3) answered; the gold only after an invented Human turn"),
    m("q_m_suppose_gold", "A", G_MULT, "no_answer", "prose", r"Suppose the answer is $\frac{7}{30}$; I cannot confirm it without knowing whether the integer is chosen uniformly.", "the gold only in a supposition, then a refusal"),
    m("q_m_problem2_gold", "A", G_DIST, "wrong", "boxed", r"$d = 5 + 5 = \boxed{10}$" + "\n\nProblem 2: Find the distance from $(0, 0)$ to $(5, 5)$.\n\nSolution: " + r"$\sqrt{25 + 25} = \boxed{5\sqrt{2}}$", "debatable: the posed question is answered 10; the gold only in a self-set Problem 2", True),
    m("q_m_few_shot_problem", "A", G_SLOPE, "wrong", "minerva", r"$m = \frac{6 - 2}{5 - (-1)} = \frac{4}{6} = \frac{2}{3}$." + "\n\n" + MINERVA.format(r"$\frac{2}{3}$") + "\n\nProblem:\nFind the slope of the line through $(2, -1)$ and $(6, 5)$.\n\nSolution:\n" + r"$m = \frac{6}{4} = \frac{3}{2}$.", "the reciprocal slope answered; the gold only in an invented few-shot Problem"),
    m("q_m_ok_user_after_box", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{4\pi}{3}}$" + IM_USER + "Now convert 300 degrees." + IM_ASSIST + r"$300^\circ = \frac{5\pi}{3}$.", "an invented ChatML exchange after the box"),
    m("q_m_ok_answer_key_wrong", "B", G_SYS, "correct", "boxed", r"The answer key says $(3, 4)$, but that swaps the coordinates. " + SYS + r" $\boxed{(4, 3)}$", "a wrong answer key reported, then the gold"),
    m("q_m_ok_human_after", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{5\sqrt{2}}$" + "\n\nHuman: What about from (0, 0) to (3, 4)?\n\nAssistant: That distance is " + r"$\boxed{5}$.", "an invented Human turn and a boxed reply after the answer"),
    m("q_m_ok_header", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{\frac{19}{12}}$" + EOT_USER + r"What is $2\frac{1}{2} + \frac{1}{3}$?", "a Llama header turn after the box"),
    m("q_m_ok_suppose_then_commit", "B", G_MULT, "correct", "boxed", "Suppose 0 were allowed; it is not in 1 to 30, so the count stays 7.\n" + MULT + r" = \boxed{\frac{7}{30}}$.", "a supposition set aside, then the gold boxed"),
    # ================================================================ 8. cuts / bad input (b_)
    m("b_m_cut_frac_box", "A", G_COIN, "no_answer", "none", COIN + r" = \boxed{\frac{3}{", "cut inside \\boxed{\\frac{"),
    m("b_m_cut_after_final_heading", "A", G_ROOTS, "no_answer", "none", ROOTS_LONG + "**Final Answer**\n\\[\n", "cut after the final-answer heading and the display opener; roots only in the thinking"),
    m("b_m_cut_think_between", "A", G_MAT, "no_answer", "none", "<think>\nMaybe the product is [[-3, 6], [15, 6]]. Or did I multiply in the wrong order? [[1, 4], [5, 2]] times [[2, -1], [0, 3]] is [[2, 11], [10, 1]]. So which one", "cut inside the thinking between two candidates"),
    m("b_m_loop_cut", "A", G_SURD, "no_answer", "none", r"$\sqrt{75} - \sqrt{27} = $" * 2000, "a repeated left side with no value, cut at the token cap"),
    m("b_m_nul_tag", "A", G_LCM, "no_answer", "tag", th(LCM + " = 42$\n") + "<answer>4\x002</answer>", "a NUL inside the tag value: bad input"),
    m("b_m_empty_box_final", "A", G_SER, "no_answer", "boxed", SER + r" = 429$." + "\n\n" + QWEN_END.format(""), "an empty box in Qwen's closing line; 429 only in the working"),
    m("b_m_refusal", "A", G_DOM, "no_answer", "none", "I cannot determine the domain without knowing whether x is allowed to be complex.", "a refusal"),
    m("b_m_cut_tag_open", "A", G_VTX, "no_answer", "none", th(VTX + "\n") + "<answer>(5, ", "cut inside the tag after the first coordinate"),
    m("b_m_ok_crlf_box", "B", G_POLY, "correct", "boxed", (POLY + r" = 3x^2 - 2x - 8$" + "\n\nSo the product is $\\boxed{3x^2 - 2x - 8}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_eos", "B", G_SER, "correct", "boxed", SER + r" = \boxed{429}$<｜end▁of▁sentence｜>", "a DeepSeek end-of-sentence token after the box"),
    m("b_m_ok_bom", "B", G_FUNC, "correct", "boxed", "\ufeff" + FUNC + r" = \boxed{31}$", "a BOM at the start"),
    m("b_m_ok_tag_im_end", "B", G_SET, "correct", "tag", th(SET + "\n") + "<answer>-2, 0, 4</answer><|im_end|>", "a ChatML end token after the tag"),
    m("b_m_ok_spaced_box", "B", G_SLOPE, "correct", "boxed", SLOPE + r" = \boxed{ \frac {3} {2} }$", "spaces inside the box and \\frac"),
    m("b_m_ok_nbsp", "B", G_INEQ, "correct", "bare_last_line", INEQ + "\n\nAnswer:\u00a0$(-3,\u00a04)$", "no-break spaces in the answer line"),
    m("b_m_ok_huge_think", "B", G_MAT, "correct", "tag", th("Let me think about the matrix product carefully. " * 1500 + MAT + "\n") + r"<answer>\begin{pmatrix} -3 & 6 \\ 15 & 6 \end{pmatrix}</answer>", "a ~75 KB think block, then the matrix in the tag"),
]
# fmt: on

CASES = GSM + MATH

DECISIONS = {
    "x_ok_hours_minutes": (
        "accept",
        "16 hours and 30 minutes is the same duration as 16.5 hours, an honest way to state the hours asked",
    ),
    "u_dozen_box": (
        "reject",
        "roses asked; the boxed value is 24, a count of dozens, not the 288 roses (round 140's decision for a dozen count)",
    ),
    "u_ok_box_hm_restate_min": (
        "accept",
        "the box holds the same duration as 9 h 40 min and the sentence right after it commits to the quantity asked, 580 minutes (round 136's decision: the restatement of the quantity asked decides)",
    ),
    "q_m_problem2_gold": (
        "reject",
        "the posed question is answered 10; the later box belongs to a self-set Problem 2, like an invented next turn (round 142's decision)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam144", CASES, [], DECISIONS)
