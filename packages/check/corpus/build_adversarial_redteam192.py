r"""Build adversarial_redteam192.jsonl: round 192 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam192"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 80 GSM8K and 160 MATH, 120 kind A and 120 kind B: MATH
ANSWER FORMS IN THE REAL CLOSINGS OF REASONING MODELS. Every problem has an instruct working
(Qwen2.5-Math / Qwen2.5-Instruct / Llama 3 / Minerva / GSM8K shapes) and a `<think>` block (R1
distill / Qwen3 thinking), and its probes end in one of four closings: an R1 summary after
</think> then "**Final Answer**" and a displayed `\boxed{}`; a Qwen3 summary, a rule, "### Final
Answer" and `$$\boxed{}$$`; an R1-Zero `<answer>` tag (bare or holding a box) right after
</think>; or an instruct closing after the working (`\(\boxed{}\)`, "Therefore, the final answer
is: $\boxed{}$. I hope it is correct.", "The final answer is: $\boxed{}$", Minerva, `####`). The
answer forms: intervals and unions of intervals (open/closed ends, `\left( \right)`, set-builder,
`x \in`, `\mathbb{R} \setminus`, "or"), solution sets ("x = -1 or x = 5/2", reordered, braces,
decimals), ordered pairs ("x = 4, y = 2", "(x, y) = (4, 2)"), matrices and vectors (pmatrix /
bmatrix, a scalar times the adjugate, decimal entries, tuples, i j k, angle brackets), degrees
(^\circ, \text{ degrees}, °), radicals in other equal forms (4/√2, √8, 2^{3/2}; (√3-1)/(√3+1),
1/(2+√3); 1/√5, √(1/5), 5^{-1/2}), repeating decimals (0.58\overline{3} for 7/12, 0.4\overline{27}
to 47/110), base-n numerals (101100 with and without _2, (101100)_2, _{\text{two}}; 432_5),
units in \text{} (cm^2, km/h, dollars, liters, days, square units), percent (\%, \text{ percent},
24\,\%), "\pm" (3 ± √5, (6 ± √20)/2, two boxes), and text after the box ("(rounded)", "(approx.)",
"where n is an integer", "square centimeters", a remark with other numbers). Kind B: the right
value in another honest form. Kind A: a value that looks close but is not equal (a missing
solution or interval, an open vs closed end, the other root or angle, the complement, a rounded
value where the exact one is asked, a sign slip, an unsimplified but WRONG form, the adjugate
without 1/det, the transpose, v × u, a base-5 sum without carries, a subtotal or the other
quantity, two values for one question), or the think block reaching the gold while the summary
and box, or the `<answer>` tag, give another value; and cuts (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: garden 14 m by 9 m, fence $6 a meter -> 276 (perimeter 46; area 126, 126 x 6 = 756; half
23 x 6 = 138; rounded 280; slip 266); $80 jacket, 15 % off, then 8 % tax -> 73.44 (discount 12;
sale 68; tax 5.44; 7 % net off 74.40; rounded 73.4); 14 of 40 walk, percent -> 35 (bus 26, 65 %;
fraction 0.35, debatable; slip 40 %); 270 km in 3 h 45 min -> 72 (3.45 h: 78.26; 3 h: 90; 4 h:
67.5; 1.2 km a minute); 350 pages at 18 a day, days -> 20 (19 r 8; 350/18 = 19.\overline{4};
rounded 19.4; floor 19); paint 3 : 5 to 64 L, yellow -> 40 (blue 24; part 8; difference 16; 5/8);
$250 shared, Ana = Ben + 30, Ben = Cal + 20, Ana -> 110 (Cal 60; Ben 80; 250/3 = 83.\overline{3});
12 ft by 15 ft floor, 1.5 ft tiles -> 80 (area 180; tile 2.25; 180/1.5 = 120; 8 x 10).
MATH: |2x - 3| < 7 -> (-2, 5) ([-2, 5]; (-2, 5]; (-5, 2); the complement); x^2 - x - 6 >= 0 ->
(-\infty, -2] \cup [3, \infty) (open ends; [-2, 3]; roots' signs swapped; [3, \infty) alone);
2x^2 - 3x - 5 = 0 -> -1, 5/2 ((3 ± 7)/4; 5/2 alone; 1, -5/2; -1, 2/5; (3 ± 7)/2 = 5, -2);
3x + 2y = 16, x - y = 2 -> (4, 2) ((2, 4); (12/5, 22/5) from x = y - 2; (4, -2); 4 alone);
inverse of [[4, 7], [2, 6]] -> [[3/5, -7/10], [-1/5, 2/5]] (det 10; adjugate [[6, -7], [-2, 4]];
no swap; det 38; transpose); (2, -1, 3) x (1, 4, -2) -> (-10, 7, 9) (dot products with both 0;
(-10, -7, 9); (10, -7, -9); the dot product -8; (-10, 7, 7)); interior angle of a regular 12-gon
-> 150 (sum 1800; exterior 30; decagon 144; (n - 1)180/n = 165); 2 sin θ = -√3 on [0°, 360°) ->
240°, 300° (210°, 330° for -1/2; 60°, 120° for +√3/2; the general solution, debatable); distance
(1, 2) to x + y + 1 = 0 -> 2√2 (4/√2 = √8 = 2^{3/2}; 2.83; 4; 3√2/2 without c; 4√2/4 = √2);
tan 15° -> 2 - √3 ((√3 - 1)/(√3 + 1) = 1/(2 + √3) = (4 - 2√3)/2; 2 + √3; √3 - 2; 0.268;
(4 - 2√3)/4); legs 1 and 2, sine of the smallest angle -> √5/5 (1/√5; 2√5/5; 1/2; 0.447; 1/5);
0.4\overline{27} -> 47/110 (990x = 423, 423/990; 427/990; 427/1000; 423/999 = 47/111; 0.427);
mean of 1/3, 3/4, 2/3 -> 7/12 (sum 7/4; 21/36; 0.58\overline{3}; 0.58; 0.5\overline{8} = 53/90);
44 in base 2 -> 101100_2 (1101_2 = 13 reversed; 10110_2 = 22; 101010_2 = 42; 110100_2 = 52);
234_5 + 143_5 -> 432_5 (69 + 48 = 117; 377 without carries; 117, debatable; 422_5; 1432_5);
triangle 9, 12, 15 cm, area -> 54 (Heron sqrt(2916); 108; perimeter 36; 12 x 15 / 2 = 90;
9 x 15 / 2 = 67.5); percent of 1..50 that are multiples of 4 -> 24 (12 of 50; 25; 76; 26);
x^2 - 6x + 4 = 0 -> 3 ± √5 ((6 ± √20)/2; 3 + √5 alone; 3 ± √13 from 36 + 16; 6 ± 2√5;
-3 ± √5); circle of diameter 6, area -> 9π (28.27; 6π; 36π; 36π/4); legs 5 and 5, hypotenuse
to the nearest tenth -> 7.1 (5√2 = 7.0710...; 7.07, debatable; √10 = 3.2; 10; 7.0).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B (GSM8K problems: 5 B,
5 A each; MATH problems: 4 B, 4 A each). Shape names: r1_* / q3_* / tag_* / qbox_* / llama /
minerva / hash / trail* name the closing of a kind B probe and the equal form it carries (ineq,
set_builder, left_right, setminus, or, decimal, reorder, eqs, scalar, tenths, bmatrix, ijk, angle,
circ, unrat, recip, sqrt8, power, unreduced, dots, repeating, no_sub, paren, two_word, cm2, pct,
unsimplified, two_boxes ...); kind A shapes name the error (closed, half_open, complement, open,
between, missing, sign, flip, half_denom, swapped, x_only, adjugate, no_swap, det38, transpose,
j_sign, reversed, dot, exterior, sum, ref30, rounded, numerator, bad_rationalize, no_carry,
carry_slip, perim, half, sale_price, net_pct, bus, floor, blue, two, cal, equal, area, approx, cut
...). Kind A: truth wrong, or no_answer where the form is `truncated`; kind B: truth correct.
Forms: `boxed` (R1, Qwen3 and instruct box closings), `tag` (<answer> tag), `hash`, `minerva`,
`truncated`.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts: the box after </think> (or the `<answer>` tag) decides, whatever value the think block
reached or passed through; a value stated in the think block and a different one in the box or
tag is wrong; a remark after the box (with or without numbers: the givens, the other shares, the
base-10 value, the general solution) does not change the boxed answer; a unit, \text{}, a degree
sign, a percent sign or a base subscript around the value does not change it; equal values in
another form are correct (unrationalized or unreduced fractions, exact decimals, a repeating
decimal for the equal fraction, a scalar times a matrix, a tuple / i j k / angle brackets for a
column vector, a solution set in another order, "x = a or x = b", (6 ± √20)/2 for 3 ± √5, 101100
for 101100_2). Wrong: a missing solution or interval, a wrong end, the complement, a sign slip,
the other root or angle, an unequal unsimplified form, a subtotal or the other quantity, two
values for one question, a rounded or approximate value ("(rounded)", "(approx.)", \approx) where
the exact value is asked. A cut before the value is no_answer. Debatable (5, with DECISIONS):
`g_walk_fraction` (0.35 where a percent is asked, rejected), `m_sine_general` (the general solution
"where n is an integer" for angles in [0°, 360°), rejected), `m_base5_decimal` (117 for 432_5,
rejected), `ok_m_hyp_approx_word` ("approximately 7.1" where the nearest tenth is asked,
accepted), `m_hyp_more_digits` (7.07 where the nearest tenth is asked, rejected).

Usage: python build_adversarial_redteam192.py (writes adversarial_redteam192.jsonl beside this file,
/tmp/rounds/rt192)
"""

from corpus_build import (  # noqa: E402
    g,
    llama_end,
    m,
    minerva_end,
    probe_table,
    qbox,
    qwen_end,
    r1final,
    th,
    write_probes,
)


def r1(summary: str, value: str, tail: str = "") -> str:
    """An R1-distill closing after the think block: a short summary, then **Final Answer** and a
    displayed box (`tail`, if any, follows the box)."""
    return "T:\n" + summary + "\n\n" + r1final(value) + tail


def q3(summary: str, value: str, tail: str = "") -> str:
    """A Qwen3 thinking-mode closing after the think block: a summary, a rule, '### Final Answer'
    and a `$$ \\boxed{} $$` display (`tail`, if any, follows it)."""
    return "T:\n" + summary + "\n\n---\n\n### Final Answer\n\n$$\n\\boxed{" + value + "}\n$$" + tail


def tag(inner: str) -> str:
    """An R1-Zero closing: the <answer> tag right after </think>."""
    return "T:<answer>" + inner + "</answer>"


# fmt: off
# GSM8K problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). A final opening "T:" follows the think block, "@" is the whole completion,
# anything else follows the working.
GPROBS = [
    ("fence", "276",
     "A rectangular garden is 14 meters long and 9 meters wide. Fencing costs $6 per meter. How much will it cost to put a fence around the whole garden?",
     """To find the cost of the fence, we need the perimeter of the garden and then multiply by the price per meter.

Step 1: Perimeter of the rectangle.
Perimeter = 2 x (length + width) = 2 x (14 + 9) = 2 x 23 = 46 meters

Step 2: Cost of the fencing.
Cost = 46 meters x $6 per meter = $276

Check: the two long sides need 2 x 14 = 28 meters and the two short sides need 2 x 9 = 18 meters; 28 + 18 = 46 meters, and 46 x 6 = 276.

""",
     th("""Okay, so the garden is a rectangle, 14 m by 9 m, and fencing costs $6 per meter. The fence goes around the whole garden, so I need the perimeter, not the area.

Hmm, the area would be 14 * 9 = 126 square meters, but that's for covering the ground, not for a fence. So perimeter.

Perimeter = 2*(14 + 9) = 2*23 = 46 meters.

Then the cost is 46 * 6. 40*6 = 240, 6*6 = 36, so 240 + 36 = 276.

Wait, let me make sure I didn't only do half the perimeter. 14 + 9 = 23 is one long side and one short side, so 23 * 6 = 138 would be only half the fence. Doubling: 138 * 2 = 276. Yes, consistent.

So the fence costs $276.
"""),
     [
        ("r1_dollar", "B", "boxed", r1("The fence runs along the perimeter of the garden, 2(14 + 9) = 46 meters. At \\$6 per meter, the total cost is 46 × 6 = \\$276.", "\\$276"), "R1 summary, then a boxed escaped dollar"),
        ("tag_text", "B", "tag", tag("\\boxed{276 \\text{ dollars}}"), "<answer> tag holding a box with \\text{ dollars}"),
        ("q3_cents", "B", "boxed", q3("**Perimeter:** 2(14 + 9) = 46 m  \n**Cost:** 46 × \\$6 = \\$276", "276.00"), "Qwen3 thinking summary, boxed 276.00"),
        ("hash", "B", "hash", "#### 276\n\nThe fence will cost $276 in total.", "#### then a sentence restating 276"),
        ("qbox_trail", "B", "boxed", qbox("276", "Thus, the total cost of the fencing is") + " (that is 46 meters of fence at $6 per meter)", "box, then a remark with the givens 46 and 6 after it"),
        ("perim", "A", "boxed", r1("The fence has to go around the garden, so its length is the perimeter: 2(14 + 9) = 46 meters.", "46 \\text{ m}"), "the perimeter in meters, a subtotal, in the box"),
        ("half", "A", "boxed", q3("The fence needs 14 + 9 = 23 meters, and at \\$6 per meter that is 23 × 6 = \\$138.", "138"), "the think block reaches 276; the summary and box give the half-perimeter cost 138"),
        ("area_tag", "A", "tag", tag("\\boxed{756}"), "the area times the price, 126 × 6 = 756, in the tag after a think block that reached 276"),
        ("rounded", "A", "boxed", qwen_end("\\$280") + " (rounded to the nearest ten dollars)", "a rounded 280 for the exact 276"),
        ("slip", "A", "boxed", "Adding the four sides once more: 14 + 9 + 14 + 9 = 46, and 46 x 6 = 266.\n\n" + llama_end("266"), "a multiplication slip in the closing replaces 276 with 266"),
     ]),
    ("jacket", "73.44",
     "A jacket is priced at $80. It is on sale for 15% off, and then an 8% sales tax is added to the sale price. What is the final price of the jacket in dollars?",
     """Let's find the final price step by step.

Step 1: Find the discount.
15% of $80 = 0.15 x 80 = $12

Step 2: Find the sale price.
$80 - $12 = $68

Step 3: Find the sales tax on the sale price.
8% of $68 = 0.08 x 68 = $5.44

Step 4: Add the tax.
$68 + $5.44 = $73.44

Check: 80 x 0.85 x 1.08 = 68 x 1.08 = 73.44.

""",
     th("""Alright, the jacket costs $80, 15% off first, then 8% tax on the discounted price.

15% of 80 is 12, so the sale price is 80 - 12 = 68.

Tax is 8% of 68. 68 * 0.08 = 5.44. So the total is 68 + 5.44 = 73.44.

Hmm, could I just take 15% - 8% = 7% off? That would give 80 * 0.93 = 74.40, but that's not right because the tax is applied to the sale price, not the original price. The correct combined factor is 0.85 * 1.08 = 0.918, and 80 * 0.918 = 73.44. Good, that matches.

So the final price is $73.44.
"""),
     [
        ("r1_esc", "B", "boxed", r1("After the 15% discount the jacket costs \\$68, and the 8% tax on that is \\$5.44, so the final price is \\$73.44.", "\\$73.44"), "R1 summary, boxed escaped dollar"),
        ("tag_plain", "B", "tag", tag("73.44"), "bare value in the <answer> tag"),
        ("q3_text", "B", "boxed", q3("- Sale price: 80 × 0.85 = 68\n- Tax: 68 × 0.08 = 5.44\n- Final price: 68 + 5.44 = 73.44", "73.44 \\text{ dollars}"), "Qwen3 summary, box with \\text{ dollars}"),
        ("qwen_end", "B", "boxed", qwen_end("\\$73.44"), "Qwen2.5-Instruct closing with an escaped dollar"),
        ("minerva", "B", "minerva", minerva_end("\\$73.44"), "Minerva closing"),
        ("sale_price", "A", "boxed", r1("The jacket is 15% off, so it costs 80 − 12 = \\$68 on sale.", "68"), "the sale price before tax"),
        ("net_pct", "A", "boxed", q3("The discount and the tax combine to a net 15% − 8% = 7% off, so the price is 80 × 0.93 = \\$74.40.", "74.40"), "the think block rejects 74.40 and reaches 73.44; the summary and box give 74.40"),
        ("rounded", "A", "boxed", r1("The final price is 68 × 1.08, which comes to about \\$73.4.", "73.4", "\n\n(rounded)"), "a rounded 73.4 for the exact 73.44"),
        ("tax_only", "A", "tag", tag("\\boxed{5.44}"), "the tax alone in the tag"),
        ("cut", "A", "truncated", "Therefore, the final answer is: $\\boxed{73.", "cut inside the box after '73.': no_answer"),
     ]),
    ("walk", "35",
     "In a class of 40 students, 14 walk to school and the rest take the bus. What percent of the students walk to school?",
     """To find the percentage of students who walk, divide the number of walkers by the total number of students and multiply by 100.

Number of students who walk: 14
Total number of students: 40

Fraction who walk = 14/40 = 7/20

Percentage = 7/20 x 100% = 700/20 % = 35%

Check: 35% of 40 = 0.35 x 40 = 14. The other 40 - 14 = 26 students take the bus, which is 65%.

""",
     th("""The class has 40 students and 14 walk. Percentage who walk = 14/40 * 100.

14/40 = 0.35. Times 100 gives 35. So 35%.

Let me double-check: 10% of 40 is 4, so 30% is 12, and 5% is 2. 12 + 2 = 14. Yes, 35%.

The bus riders are 40 - 14 = 26, which is 65%, but the question asks about walkers.

So 35% of the students walk.
"""),
     [
        ("r1_pct", "B", "boxed", r1("14 of the 40 students walk, and 14/40 = 0.35, so 35% of the students walk to school.", "35\\%"), "R1 summary, boxed 35\\%"),
        ("q3_word", "B", "boxed", q3("Walkers: 14 out of 40, and 14 ÷ 40 × 100 = 35.", "35 \\text{ percent}"), "Qwen3 summary, box with \\text{ percent}"),
        ("tag_pct", "B", "tag", tag("35%"), "'35%' in the <answer> tag"),
        ("hash", "B", "hash", "#### 35", "GSM8K '####'"),
        ("qbox_pct", "B", "boxed", qbox("35\\%", "Therefore, the percentage of students who walk to school is"), "Qwen2.5-Math closing with 35\\%"),
        ("bus", "A", "boxed", r1("The rest of the class, 40 − 14 = 26 students, take the bus, which is 26/40 = 65% of the class.", "65\\%"), "the bus riders' percent, the complement"),
        ("fraction", "A", "boxed", q3("The fraction of students who walk is 14/40 = 0.35.", "0.35"), "debatable: the fraction 0.35 where a percent is asked (see DECISIONS)", True),
        ("count", "A", "tag", tag("\\boxed{14}"), "the given count of walkers in the tag after a think block that reached 35"),
        ("bus_count", "A", "boxed", "The number of students who take the bus is 40 - 14 = 26.\n\n" + qwen_end("26"), "the bus riders' count in the closing"),
        ("slip", "A", "boxed", q3("14 out of 40 students walk. 14/40 = 0.40, so 40% walk to school.", "40\\%"), "the think block reaches 35; the summary slips to 14/40 = 0.40 and boxes 40%"),
     ]),
    ("train", "72",
     "A train travels 270 kilometers in 3 hours and 45 minutes. What is its average speed in kilometers per hour?",
     """We need the average speed, which is distance divided by time.

First, convert the time to hours:
45 minutes = 45/60 hours = 0.75 hours
Total time = 3 + 0.75 = 3.75 hours

Average speed = 270 km / 3.75 h

270 / 3.75 = 27000 / 375 = 72

Check: 72 km/h x 3.75 h = 270 km.

""",
     th("""Distance is 270 km, time is 3 hours 45 minutes. I should convert the time to hours: 45 minutes is 3/4 of an hour, so 3.75 hours.

A common mistake would be writing 3 h 45 min as 3.45 hours. 270/3.45 would be about 78.26, which is wrong.

270 / 3.75: multiply both by 4 to get 1080 / 15 = 72.

Check: 72 * 3 = 216, and 72 * 0.75 = 54, and 216 + 54 = 270.

So the average speed is 72 km/h.
"""),
     [
        ("r1_kmh", "B", "boxed", r1("The time is 3 h 45 min = 3.75 h, so the average speed is 270 ÷ 3.75 = 72 km/h.", "72\\text{ km/h}"), "R1 summary, box with \\text{ km/h}"),
        ("q3_mathrm", "B", "boxed", q3("**Time:** 3 h 45 min = 3.75 h  \n**Speed:** 270 ÷ 3.75 = 72", "72\\ \\mathrm{km/h}"), "Qwen3 summary, box with \\mathrm{km/h}"),
        ("tag_words", "B", "tag", tag("72 kilometers per hour"), "the value and unit in words in the tag"),
        ("llama", "B", "boxed", llama_end("72"), "Llama 3 closing"),
        ("qbox_frac", "B", "boxed", qbox("72 \\, \\text{km}/\\text{h}", "So the average speed of the train is"), "Qwen2.5-Math closing, box with \\text{km}/\\text{h}"),
        ("decimal_time", "A", "boxed", r1("The trip takes 3.45 hours, so the average speed is 270 ÷ 3.45 ≈ 78.26 km/h.", "78.26\\text{ km/h}", " (approx.)"), "3 h 45 min read as 3.45 h: 78.26, then '(approx.)'"),
        ("three_hours", "A", "boxed", q3("Ignoring the extra minutes, the speed is 270 ÷ 3 = 90 km/h.", "90\\text{ km/h}"), "the minutes dropped: 90"),
        ("four_hours", "A", "tag", tag("\\boxed{67.5}"), "270 / 4 = 67.5 in the tag after a think block that reached 72"),
        ("per_minute", "A", "boxed", "In kilometers per minute, that is 270 / 225 = 1.2.\n\n" + qwen_end("1.2"), "the speed per minute where km/h is asked"),
        ("cut", "A", "truncated", "@<think>\nDistance is 270 km, time is 3 hours 45 minutes. I should convert the time to hours: 45 minutes is 3/4 of an hour, so 3.75 hours.\n\n270 / 3.75: multiply both by 4 to get 1080 / 15 =", "cut inside the think block before the value: no_answer"),
     ]),
    ("book", "20",
     "Priya's book has 350 pages. She reads 18 pages every day. How many days will it take her to finish the book?",
     """To find how many days Priya needs, divide the total pages by the pages she reads each day.

350 / 18 = 19 remainder 8

(18 x 19 = 342, and 350 - 342 = 8.)

After 19 days she has read 342 pages, and 8 pages are still left. She needs one more day to read those last 8 pages.

So she needs 19 + 1 = 20 days.

""",
     th("""350 pages, 18 pages per day. 350 / 18 = 19.444..., i.e. 19.4 with the 4 repeating.

She can't finish in 19 days since 19 * 18 = 342 < 350. There are 8 pages left over, and she'll read them on day 20.

So the answer isn't 19.44 - the number of days must be a whole number, rounded up. 20 days.

Check: 20 * 18 = 360, which is at least 350, and 19 days is not enough. So 20.
"""),
     [
        ("r1_days", "B", "boxed", r1("Since 350 ÷ 18 = 19 remainder 8, Priya needs 19 full days plus one more day for the last 8 pages.", "20\\text{ days}"), "R1 summary, box with \\text{ days}"),
        ("tag_box", "B", "tag", tag("\\boxed{20}"), "box inside the <answer> tag"),
        ("q3_word", "B", "boxed", q3("350 ÷ 18 ≈ 19.44, so 19 days are not enough; rounding up gives 20.", "20 \\text{ days}"), "Qwen3 summary with the quotient 19.44 before the boxed 20 days"),
        ("hash", "B", "hash", "#### 20", "GSM8K '####'"),
        ("trail_num", "B", "boxed", qwen_end("20") + "\n\nOn the last day she only needs to read 8 pages.", "box, then a remark with the number 8 after it"),
        ("repeating", "A", "boxed", r1("Dividing the pages by the daily amount: 350 ÷ 18 = 19.444…", "19.\\overline{4}"), "the exact quotient 19.4 repeating, not a whole number of days"),
        ("rounded", "A", "boxed", q3("350 ÷ 18 = 19.44…, so it takes about 19.4 days.", "19.4", "\n\n(rounded)"), "the rounded quotient 19.4 with '(rounded)' after the box"),
        ("floor", "A", "tag", tag("\\boxed{19}"), "the quotient rounded down, in the tag after a think block that reached 20"),
        ("mixed", "A", "boxed", r1("Priya reads 18 pages a day, and 350 ÷ 18 = 19 with 8 pages left over.", "19 \\text{ days and } 8 \\text{ pages}"), "19 days and 8 pages, not the 20 days asked"),
        ("cut", "A", "truncated", "Therefore, the final answer is: $\\boxed{", "cut right after the opening of the box: no_answer"),
     ]),
    ("paint", "40",
     "Blue and yellow paint are mixed in the ratio 3 : 5 to make 64 liters of green paint. How many liters of yellow paint are used?",
     """The ratio of blue to yellow is 3 : 5, so there are 3 + 5 = 8 equal parts in total.

Each part is 64 / 8 = 8 liters.

Yellow paint = 5 parts x 8 liters = 40 liters
Blue paint = 3 parts x 8 liters = 24 liters

Check: 40 + 24 = 64 liters, and 24 : 40 = 3 : 5.

""",
     th("""Ratio blue : yellow = 3 : 5. Total parts 8. 64 / 8 = 8 liters per part.

Yellow is 5 parts: 5 * 8 = 40 liters. Blue is 3 * 8 = 24 liters.

Wait, did I get the order right? The ratio is "blue and yellow ... 3 : 5", so blue is 3 and yellow is 5. Yes, yellow = 40.

40 + 24 = 64. Good.

So 40 liters of yellow paint.
"""),
     [
        ("r1_liters", "B", "boxed", r1("There are 3 + 5 = 8 parts, each 64 ÷ 8 = 8 liters, and yellow is 5 parts: 5 × 8 = 40 liters.", "40\\text{ L}"), "R1 summary, box with \\text{ L}"),
        ("tag_words", "B", "tag", tag("40 liters"), "value and unit in the <answer> tag"),
        ("q3_liters", "B", "boxed", q3("- Parts: 3 + 5 = 8\n- One part: 64 ÷ 8 = 8 L\n- Yellow: 5 × 8 = 40 L", "40 \\text{ liters}"), "Qwen3 summary, box with \\text{ liters}"),
        ("minerva", "B", "minerva", minerva_end("40"), "Minerva closing"),
        ("trail_blue", "B", "boxed", qbox("40", "So the amount of yellow paint used is") + " (the other 24 liters are blue)", "box, then a remark with the blue 24 after it"),
        ("blue", "A", "boxed", r1("Blue is 3 of the 8 parts, so 3 × 8 = 24 liters.", "24\\text{ L}"), "the blue amount, the other color"),
        ("two", "A", "boxed", q3("The paint is split 3 : 5 into 24 liters and 40 liters.", "24 \\text{ and } 40"), "two values for one question"),
        ("part", "A", "tag", tag("\\boxed{8}"), "the size of one part in the tag after a think block that reached 40"),
        ("diff", "A", "boxed", "Yellow exceeds blue by 40 - 24 = 16 liters.\n\n" + qwen_end("16"), "the difference where the yellow amount is asked"),
        ("frac", "A", "boxed", r1("Yellow makes up 5 of the 8 parts of the mixture.", "\\frac{5}{8}"), "the yellow fraction of the mixture"),
     ]),
    ("share", "110",
     "Three friends share $250. Ana gets $30 more than Ben, and Ben gets $20 more than Cal. How much money does Ana get?",
     """Let Cal's share be x dollars.

Then Ben gets x + 20 dollars, and Ana gets (x + 20) + 30 = x + 50 dollars.

Together they have $250:
x + (x + 20) + (x + 50) = 250
3x + 70 = 250
3x = 180
x = 60

So Cal gets $60, Ben gets $60 + $20 = $80, and Ana gets $80 + $30 = $110.

Check: 60 + 80 + 110 = 250.

""",
     th("""Let Cal = c. Ben = c + 20, Ana = Ben + 30 = c + 50.

Sum: c + c + 20 + c + 50 = 3c + 70 = 250, so 3c = 180 and c = 60.

Ben = 80, Ana = 110.

If they shared equally, each would get 250/3 = 83.33..., but the shares are unequal, so that's not relevant.

Check 60 + 80 + 110 = 250. Yes.

Ana gets $110.
"""),
     [
        ("r1_dollar", "B", "boxed", r1("With Cal's share c, we have 3c + 70 = 250, so c = 60, Ben gets \\$80 and Ana gets \\$110.", "\\$110"), "R1 summary listing all three shares, boxed \\$110"),
        ("tag_box", "B", "tag", tag("\\boxed{110}"), "box inside the <answer> tag"),
        ("q3_cents", "B", "boxed", q3("Cal: \\$60, Ben: \\$80, Ana: \\$110 (total \\$250).", "110.00"), "Qwen3 summary, boxed 110.00"),
        ("llama", "B", "boxed", llama_end("110"), "Llama 3 closing"),
        ("trail", "B", "boxed", qwen_end("\\$110") + "\n\n(Ben gets $80 and Cal gets $60.)", "box, then the other two shares in a remark"),
        ("cal", "A", "boxed", r1("Solving 3c + 70 = 250 gives c = 60.", "\\$60"), "Cal's share, the unknown solved for"),
        ("equal", "A", "boxed", q3("Splitting \\$250 among three friends gives 250 ÷ 3 = 83.33… each.", "83.\\overline{3}"), "the equal share 83.3 repeating"),
        ("ben", "A", "tag", tag("\\boxed{80}"), "Ben's share in the tag after a think block that reached 110"),
        ("three", "A", "boxed", qwen_end("110, 80, 60"), "three values for one question"),
        ("cut", "A", "truncated", "Therefore, Ana gets $", "cut after the dollar sign: no_answer"),
     ]),
    ("tiles", "80",
     "A rectangular floor measures 12 feet by 15 feet. It is covered with square tiles that are 1.5 feet on each side. How many tiles are needed to cover the floor?",
     """Method 1: count the tiles along each side.
Along the 12-foot side: 12 / 1.5 = 8 tiles
Along the 15-foot side: 15 / 1.5 = 10 tiles
Total tiles = 8 x 10 = 80

Method 2: use areas.
Floor area = 12 x 15 = 180 square feet
Tile area = 1.5 x 1.5 = 2.25 square feet
Number of tiles = 180 / 2.25 = 80

Both methods give 80 tiles.

""",
     th("""Floor 12 ft by 15 ft, tiles 1.5 ft squares.

12 / 1.5 = 8, 15 / 1.5 = 10. So 8 rows of 10, that's 80 tiles.

Area check: 12 * 15 = 180 sq ft. Tile area 1.5^2 = 2.25. 180 / 2.25 = 80. Same.

Hmm, at first I thought 180 / 1.5 = 120, but that divides an area by a length, which doesn't make sense. The tile area is 2.25, not 1.5.

So 80 tiles.
"""),
     [
        ("r1_tiles", "B", "boxed", r1("The floor is 8 tiles wide (12 ÷ 1.5) and 10 tiles long (15 ÷ 1.5), so 8 × 10 = 80 tiles are needed.", "80\\text{ tiles}"), "R1 summary, box with \\text{ tiles}"),
        ("tag_plain", "B", "tag", tag("80"), "bare value in the tag after a think block that passes through 120"),
        ("q3_plain", "B", "boxed", q3("Floor area 180 ft², tile area 2.25 ft², and 180 ÷ 2.25 = 80.", "80"), "Qwen3 summary with the areas 180 and 2.25 before the box"),
        ("hash", "B", "hash", "#### 80", "GSM8K '####'"),
        ("qbox_rows", "B", "boxed", qbox("80") + " That is 8 rows of 10 tiles each.", "box, then a remark with 8 and 10 after it"),
        ("area", "A", "boxed", r1("The floor has area 12 × 15 = 180 square feet.", "180\\text{ ft}^2"), "the floor area, a subtotal"),
        ("by_length", "A", "boxed", q3("Dividing the floor area by the tile side: 180 ÷ 1.5 = 120 tiles.", "120"), "the think block rejects 120 and reaches 80; the summary and box give 120"),
        ("tile_area", "A", "tag", tag("\\boxed{2.25}"), "the tile area in the tag"),
        ("approx", "A", "boxed", qwen_end("\\approx 80"), "'\\approx 80' for an exact count: a hedge"),
        ("cut", "A", "truncated", "Therefore, the final answer is: $\\boxed{8", "cut inside the box after '8': no_answer"),
     ]),
]
MPROBS = [
    ("abs", "(-2, 5)",
     r"Solve the inequality $|2x - 3| < 7$. Express your answer in interval notation.",
     r"""To solve the inequality \(|2x - 3| < 7\), we use the fact that \(|u| < a\) is equivalent to \(-a < u < a\) for \(a > 0\).

So
\[ -7 < 2x - 3 < 7. \]

Add 3 to all three parts:
\[ -4 < 2x < 10. \]

Divide by 2:
\[ -2 < x < 5. \]

The endpoints are not included, because at \(x = -2\) and \(x = 5\) we get \(|2x - 3| = 7\), which is not less than 7.

""",
     th(r"""I need |2x - 3| < 7. That means -7 < 2x - 3 < 7.

Adding 3: -4 < 2x < 10. Dividing by 2: -2 < x < 5.

Endpoints: at x = 5, |10 - 3| = 7, not < 7, so 5 is excluded. At x = -2, |-4 - 3| = 7, also excluded. So both ends are open.

Quick test of a point inside: x = 0 gives |-3| = 3 < 7, good. Outside: x = 6 gives |9| = 9, not < 7, good.

So the solution set is (-2, 5).
"""),
     [
        ("ineq", "B", "boxed", r1(r"Unfolding the absolute value gives \(-7 < 2x - 3 < 7\), that is \(-4 < 2x < 10\), so \(-2 < x < 5\) with both endpoints excluded.", r"-2 < x < 5"), "a double inequality for the interval"),
        ("set_builder", "B", "boxed", q3(r"- \(-7 < 2x - 3 < 7\)" + "\n" + r"- \(-4 < 2x < 10\)" + "\n" + r"- \(-2 < x < 5\)", r"\{x \mid -2 < x < 5\}"), "set-builder notation"),
        ("in", "B", "tag", tag(r"x \in (-2, 5)"), "'x \\in (-2, 5)' in the <answer> tag"),
        ("left_right", "B", "boxed", qbox(r"\left( -2, 5 \right)", "Therefore, the solution in interval notation is"), "\\left( \\right) delimiters"),
        ("closed", "A", "boxed", r1(r"Solving \(-7 \le 2x - 3 \le 7\) gives \(-2 \le x \le 5\).", "[-2, 5]"), "closed ends where both ends are open"),
        ("half_open", "A", "boxed", q3(r"From \(-4 < 2x < 10\) we get \(-2 < x \le 5\).", "(-2, 5]"), "the right end closed"),
        ("sign", "A", "tag", tag(r"\boxed{(-5, 2)}"), "signs slipped: (-5, 2), the solution of |2x + 3| < 7, after a think block that reached (-2, 5)"),
        ("complement", "A", "boxed", qbox(r"(-\infty, -2) \cup (5, \infty)", "Therefore, the solution set is"), "the complement, the solution of |2x - 3| > 7"),
     ]),
    ("quadineq", r"(-\infty, -2] \cup [3, \infty)",
     r"Find all real $x$ such that $x^2 - x - 6 \ge 0$. Give your answer in interval notation.",
     r"""First factor the quadratic:
\[ x^2 - x - 6 = (x - 3)(x + 2). \]

The roots are \(x = 3\) and \(x = -2\). These split the real line into three intervals. Test one point in each:

- For \(x = -3\): \((-3 - 3)(-3 + 2) = (-6)(-1) = 6 \ge 0\). ✓
- For \(x = 0\): \((0 - 3)(0 + 2) = -6 < 0\). ✗
- For \(x = 4\): \((4 - 3)(4 + 2) = 6 \ge 0\). ✓

Since the inequality is \(\ge\), the roots themselves are included (the product is 0 there).

So the solution is \(x \le -2\) or \(x \ge 3\).

""",
     th(r"""Factor x^2 - x - 6. Need two numbers multiplying to -6 and adding to -1: -3 and 2. So (x - 3)(x + 2).

The parabola opens upward, so it's ≥ 0 outside the roots: x ≤ -2 or x ≥ 3.

Wait, should the endpoints be included? The inequality is ≥ 0, and at x = -2 and x = 3 the expression equals 0, so yes, closed brackets at -2 and 3.

Hmm, let me make sure I didn't swap signs: the roots are where x - 3 = 0, so x = 3, and x + 2 = 0, so x = -2. Yes.

So the answer is (-∞, -2] ∪ [3, ∞).
"""),
     [
        ("or_text", "B", "boxed", r1(r"Since \(x^2 - x - 6 = (x - 3)(x + 2)\) and the parabola opens upward, the expression is nonnegative outside the roots, endpoints included.", r"x \le -2 \text{ or } x \ge 3"), "two inequalities joined by \\text{ or }"),
        ("left_right", "B", "boxed", q3(r"Factor: \((x - 3)(x + 2) \ge 0\). The product is nonnegative for \(x \le -2\) and for \(x \ge 3\).", r"\left(-\infty, -2\right] \cup \left[3, \infty\right)"), "\\left \\right delimiters"),
        ("plus_inf", "B", "tag", tag(r"(-\infty,-2]\cup[3,+\infty)"), "'+\\infty' and no spaces in the tag"),
        ("setminus", "B", "boxed", qbox(r"\mathbb{R} \setminus (-2, 3)", "Therefore, the solution set is"), "the reals minus the open interval (-2, 3)"),
        ("open", "A", "boxed", r1(r"The product \((x - 3)(x + 2)\) is positive outside the roots.", r"(-\infty, -2) \cup (3, \infty)"), "open ends: the roots, where the expression is 0, left out"),
        ("between", "A", "boxed", q3(r"The product \((x - 3)(x + 2)\) changes sign at the roots, so the solution is between them.", "[-2, 3]"), "the interval between the roots, where the expression is negative"),
        ("sign", "A", "tag", tag(r"\boxed{(-\infty, -3] \cup [2, \infty)}"), "the roots' signs swapped, after a think block that reached the right set"),
        ("half", "A", "boxed", qbox(r"[3, \infty)", "Therefore, the solution is"), "one of the two intervals missing"),
     ]),
    ("roots", r"-1, \frac{5}{2}",
     r"Find all solutions to $2x^2 - 3x - 5 = 0$. Enter all the solutions, separated by commas.",
     r"""We factor the quadratic. We need two numbers whose product is \(2 \cdot (-5) = -10\) and whose sum is \(-3\): these are \(-5\) and \(2\).

\[ 2x^2 - 3x - 5 = 2x^2 - 5x + 2x - 5 = x(2x - 5) + 1(2x - 5) = (2x - 5)(x + 1). \]

Setting each factor to zero:
\[ 2x - 5 = 0 \implies x = \frac{5}{2}, \qquad x + 1 = 0 \implies x = -1. \]

Check with the quadratic formula: \(x = \frac{3 \pm \sqrt{9 + 40}}{4} = \frac{3 \pm 7}{4}\), which gives \(\frac{10}{4} = \frac{5}{2}\) and \(\frac{-4}{4} = -1\).

""",
     th(r"""2x^2 - 3x - 5 = 0. Discriminant: 9 + 40 = 49, sqrt is 7. So x = (3 ± 7)/4.

x = 10/4 = 5/2 or x = -4/4 = -1.

Check x = -1: 2 + 3 - 5 = 0 ✓. Check x = 5/2: 2 * 25/4 = 25/2, minus 15/2, minus 5 = 10/2 - 5 = 0 ✓.

So the solutions are x = 5/2 and x = -1.
"""),
     [
        ("or", "B", "boxed", r1(r"The quadratic factors as \((2x - 5)(x + 1) = 0\).", r"x = -1 \text{ or } x = \frac{5}{2}"), "'x = -1 or x = 5/2' in the box"),
        ("decimal", "B", "boxed", q3(r"Using the quadratic formula, \(x = \frac{3 \pm 7}{4}\), so \(x = 2.5\) or \(x = -1\).", "-1, 2.5"), "the exact decimal 2.5 for 5/2"),
        ("reorder", "B", "tag", tag(r"\boxed{\frac{5}{2}, -1}"), "the two solutions in the other order"),
        ("set", "B", "boxed", qbox(r"\left\{-1, \tfrac{5}{2}\right\}", "Therefore, the solution set is"), "a set in braces with \\tfrac"),
        ("missing", "A", "boxed", r1(r"Factoring gives \((2x - 5)(x + 1) = 0\), and the positive solution is \(x = \frac{5}{2}\).", r"\frac{5}{2}"), "one solution missing"),
        ("sign", "A", "boxed", q3(r"Factoring gives \((2x + 5)(x - 1) = 0\), so \(x = 1\) or \(x = -\frac{5}{2}\).", r"1, -\frac{5}{2}"), "both signs slipped"),
        ("flip", "A", "tag", tag(r"\boxed{-1, \frac{2}{5}}"), "5/2 flipped to 2/5 in the tag after a think block that reached 5/2"),
        ("half_denom", "A", "boxed", qbox(r"\frac{3 \pm 7}{2}", "Therefore, the solutions are"), "unsimplified but wrong: the denominator 2a = 4 written 2, i.e. 5 and -2"),
     ]),
    ("system", "(4, 2)",
     r"Solve the system $3x + 2y = 16$ and $x - y = 2$. Enter your answer as an ordered pair $(x, y)$.",
     r"""From the second equation, \(x = y + 2\). Substitute into the first equation:
\[ 3(y + 2) + 2y = 16 \]
\[ 3y + 6 + 2y = 16 \]
\[ 5y = 10 \]
\[ y = 2. \]

Then \(x = y + 2 = 4\).

Check: \(3(4) + 2(2) = 12 + 4 = 16\) ✓ and \(4 - 2 = 2\) ✓.

We can also confirm by elimination: doubling the second equation gives \(2x - 2y = 4\), and adding it to the first gives \(5x = 20\), so \(x = 4\) again.

""",
     th(r"""x - y = 2 so x = y + 2. Plug in: 3(y + 2) + 2y = 16, so 5y + 6 = 16, y = 2. Then x = 4.

Alternatively, multiply the second equation by 2: 2x - 2y = 4, and add it to the first: 5x = 20, x = 4. Then y = 2. Same.

Check: 12 + 4 = 16, 4 - 2 = 2. Good.

So (x, y) = (4, 2).
"""),
     [
        ("eqs", "B", "boxed", r1(r"Substituting \(x = y + 2\) into \(3x + 2y = 16\) gives \(5y + 6 = 16\), so \(y = 2\) and \(x = 4\).", r"x = 4,\ y = 2"), "'x = 4, y = 2' for the pair"),
        ("left_right", "B", "boxed", q3(r"Elimination: \(5x = 20\), so \(x = 4\); then \(y = x - 2 = 2\).", r"\left(4,\, 2\right)"), "\\left( \\right) and a thin space"),
        ("tag_plain", "B", "tag", tag("(4, 2)"), "the pair in the tag"),
        ("xy_eq", "B", "boxed", qbox("(x, y) = (4, 2)", "Therefore, the solution is"), "'(x, y) = (4, 2)' in the box"),
        ("swapped", "A", "boxed", r1(r"The solution has \(y = 2\) and \(x = 4\), so written as an ordered pair it is \((2, 4)\).", "(2, 4)"), "the coordinates swapped"),
        ("slip", "A", "boxed", q3(r"From the second equation \(x = y - 2\), so \(3(y - 2) + 2y = 16\), \(5y = 22\), \(y = \frac{22}{5}\) and \(x = \frac{12}{5}\).", r"\left(\frac{12}{5}, \frac{22}{5}\right)"), "a sign slip in the summary (x = y - 2); the think block reached (4, 2)"),
        ("sign", "A", "tag", tag(r"\boxed{(4, -2)}"), "a sign slip on y"),
        ("x_only", "A", "boxed", qbox("4", "Therefore, the value of x is"), "only x where the pair is asked"),
     ]),
    ("inverse", r"\begin{pmatrix} \frac{3}{5} & -\frac{7}{10} \\ -\frac{1}{5} & \frac{2}{5} \end{pmatrix}",
     r"Find the inverse of the matrix $\begin{pmatrix} 4 & 7 \\ 2 & 6 \end{pmatrix}$.",
     r"""For a \(2 \times 2\) matrix \(\begin{pmatrix} a & b \\ c & d \end{pmatrix}\) with \(ad - bc \neq 0\), the inverse is
\[ \frac{1}{ad - bc} \begin{pmatrix} d & -b \\ -c & a \end{pmatrix}. \]

Here \(a = 4\), \(b = 7\), \(c = 2\), \(d = 6\), so the determinant is
\[ ad - bc = 4 \cdot 6 - 7 \cdot 2 = 24 - 14 = 10. \]

Therefore
\[ A^{-1} = \frac{1}{10} \begin{pmatrix} 6 & -7 \\ -2 & 4 \end{pmatrix} = \begin{pmatrix} \frac{3}{5} & -\frac{7}{10} \\ -\frac{1}{5} & \frac{2}{5} \end{pmatrix}. \]

Check: \(\begin{pmatrix} 4 & 7 \\ 2 & 6 \end{pmatrix} \begin{pmatrix} 6 & -7 \\ -2 & 4 \end{pmatrix} = \begin{pmatrix} 24 - 14 & -28 + 28 \\ 12 - 12 & -14 + 24 \end{pmatrix} = \begin{pmatrix} 10 & 0 \\ 0 & 10 \end{pmatrix}\), so dividing by 10 gives the identity.

""",
     th(r"""Matrix [[4, 7], [2, 6]]. Determinant 4*6 - 7*2 = 24 - 14 = 10.

Inverse = (1/10) [[6, -7], [-2, 4]]. Swap the diagonal entries, negate the off-diagonal ones.

So the entries are 6/10 = 3/5, -7/10, -2/10 = -1/5, 4/10 = 2/5.

Check the (1,1) entry of A times the inverse: 4 * 3/5 + 7 * (-1/5) = 12/5 - 7/5 = 1. Good. The (1,2) entry: 4 * (-7/10) + 7 * (2/5) = -28/10 + 28/10 = 0. Good.

So the inverse is [[3/5, -7/10], [-1/5, 2/5]].
"""),
     [
        ("scalar", "B", "boxed", r1(r"The determinant is \(4 \cdot 6 - 7 \cdot 2 = 10\), so the inverse is \(\frac{1}{10}\) times the adjugate.", r"\frac{1}{10}\begin{pmatrix} 6 & -7 \\ -2 & 4 \end{pmatrix}"), "a scalar 1/10 times the adjugate"),
        ("decimal", "B", "boxed", q3(r"\(\det A = 10\), and \(A^{-1} = \frac{1}{10}\begin{pmatrix} 6 & -7 \\ -2 & 4 \end{pmatrix}\).", r"\begin{pmatrix} 0.6 & -0.7 \\ -0.2 & 0.4 \end{pmatrix}"), "the exact decimal entries"),
        ("bmatrix", "B", "tag", tag(r"\boxed{\begin{bmatrix} 3/5 & -7/10 \\ -1/5 & 2/5 \end{bmatrix}}"), "bmatrix with slash fractions"),
        ("tenths", "B", "boxed", qbox(r"\begin{pmatrix} \frac{6}{10} & -\frac{7}{10} \\ -\frac{2}{10} & \frac{4}{10} \end{pmatrix}", "Thus, the inverse matrix is"), "unreduced tenths"),
        ("adjugate", "A", "boxed", r1(r"Swapping the diagonal entries and negating the off-diagonal ones gives the inverse.", r"\begin{pmatrix} 6 & -7 \\ -2 & 4 \end{pmatrix}"), "the adjugate without the factor 1/10"),
        ("no_swap", "A", "boxed", q3(r"\(\det A = 10\); negate the off-diagonal entries and divide by the determinant.", r"\frac{1}{10}\begin{pmatrix} 4 & -7 \\ -2 & 6 \end{pmatrix}"), "the diagonal not swapped"),
        ("det38", "A", "tag", tag(r"\boxed{\frac{1}{38}\begin{pmatrix} 6 & -7 \\ -2 & 4 \end{pmatrix}}"), "the determinant slipped to 24 + 14 = 38"),
        ("transpose", "A", "boxed", qbox(r"\begin{pmatrix} \frac{3}{5} & -\frac{1}{5} \\ -\frac{7}{10} & \frac{2}{5} \end{pmatrix}", "Thus, the inverse matrix is"), "the transpose of the inverse"),
     ]),
    ("cross", r"\begin{pmatrix} -10 \\ 7 \\ 9 \end{pmatrix}",
     r"Compute $\begin{pmatrix} 2 \\ -1 \\ 3 \end{pmatrix} \times \begin{pmatrix} 1 \\ 4 \\ -2 \end{pmatrix}$.",
     r"""For \(\mathbf{u} = (u_1, u_2, u_3)\) and \(\mathbf{v} = (v_1, v_2, v_3)\),
\[ \mathbf{u} \times \mathbf{v} = \begin{pmatrix} u_2 v_3 - u_3 v_2 \\ u_3 v_1 - u_1 v_3 \\ u_1 v_2 - u_2 v_1 \end{pmatrix}. \]

With \(\mathbf{u} = (2, -1, 3)\) and \(\mathbf{v} = (1, 4, -2)\):

- First component: \((-1)(-2) - (3)(4) = 2 - 12 = -10\)
- Second component: \((3)(1) - (2)(-2) = 3 + 4 = 7\)
- Third component: \((2)(4) - (-1)(1) = 8 + 1 = 9\)

Check: the result is orthogonal to both vectors: \(2(-10) + (-1)(7) + 3(9) = -20 - 7 + 27 = 0\) and \(1(-10) + 4(7) + (-2)(9) = -10 + 28 - 18 = 0\). ✓

""",
     th(r"""Cross product of (2, -1, 3) and (1, 4, -2).

i component: (-1)(-2) - (3)(4) = 2 - 12 = -10.
j component: careful with the sign. It's u3 v1 - u1 v3 = 3*1 - 2*(-2) = 3 + 4 = 7. (With the determinant expansion it's -(2*(-2) - 3*1) = -(-4 - 3) = 7. Same.)
k component: u1 v2 - u2 v1 = 2*4 - (-1)*1 = 8 + 1 = 9.

Dot with u: -20 - 7 + 27 = 0. Dot with v: -10 + 28 - 18 = 0. Both zero, so it's perpendicular to both.

Result: (-10, 7, 9).
"""),
     [
        ("tuple", "B", "boxed", r1(r"The components are \(2 - 12 = -10\), \(3 + 4 = 7\) and \(8 + 1 = 9\), and the result is orthogonal to both vectors.", "(-10, 7, 9)"), "a tuple for the column vector"),
        ("ijk", "B", "boxed", q3(r"Expanding the determinant with \(\mathbf{i}, \mathbf{j}, \mathbf{k}\) gives the components \(-10\), \(7\), \(9\).", r"-10\mathbf{i} + 7\mathbf{j} + 9\mathbf{k}"), "i, j, k notation"),
        ("angle", "B", "tag", tag(r"\boxed{\langle -10, 7, 9 \rangle}"), "angle brackets"),
        ("bmatrix", "B", "boxed", qbox(r"\begin{bmatrix} -10 \\ 7 \\ 9 \end{bmatrix}", "Therefore, the cross product is"), "bmatrix column"),
        ("j_sign", "A", "boxed", r1(r"Expanding along the first row: \(\mathbf{i}(2 - 12) - \mathbf{j}(3 + 4) + \mathbf{k}(8 + 1)\).", r"\begin{pmatrix} -10 \\ -7 \\ 9 \end{pmatrix}"), "the middle component's sign slipped"),
        ("reversed", "A", "boxed", q3(r"Computing \(\mathbf{v} \times \mathbf{u}\) component by component gives \(10\), \(-7\), \(-9\).", "(10, -7, -9)"), "v × u, the negative"),
        ("dot", "A", "tag", tag(r"\boxed{-8}"), "the dot product 2 - 4 - 6 = -8 in the tag after a think block that reached the vector"),
        ("k_slip", "A", "boxed", qbox(r"\begin{pmatrix} -10 \\ 7 \\ 7 \end{pmatrix}", "Therefore, the cross product is"), "the last component 8 + 1 slipped to 7"),
     ]),
    ("dodecagon", "150",
     r"What is the measure, in degrees, of each interior angle of a regular dodecagon (a polygon with 12 sides)?",
     r"""The sum of the interior angles of an \(n\)-gon is \((n - 2) \cdot 180^\circ\). For \(n = 12\):
\[ (12 - 2) \cdot 180^\circ = 10 \cdot 180^\circ = 1800^\circ. \]

In a regular polygon all interior angles are equal, so each one is
\[ \frac{1800^\circ}{12} = 150^\circ. \]

Check with exterior angles: each exterior angle is \(\frac{360^\circ}{12} = 30^\circ\), and \(180^\circ - 30^\circ = 150^\circ\). ✓

""",
     th(r"""Regular 12-gon. Interior angle sum = (12 - 2) * 180 = 1800 degrees. Each angle = 1800 / 12 = 150.

Alternatively, the exterior angle is 360/12 = 30, and the interior angle is 180 - 30 = 150.

Both ways give the same thing, and 150 is less than 180 as an interior angle of a convex polygon must be.

So each interior angle is 150 degrees.
"""),
     [
        ("circ", "B", "boxed", r1(r"The interior angles sum to \((12 - 2) \cdot 180^\circ = 1800^\circ\), so each one is \(1800^\circ / 12 = 150^\circ\).", r"150^\circ"), "degrees with ^\\circ"),
        ("degrees_text", "B", "boxed", q3(r"Each exterior angle is \(360^\circ / 12 = 30^\circ\), so each interior angle is \(180^\circ - 30^\circ\).", r"150 \text{ degrees}"), "\\text{ degrees}"),
        ("deg_symbol", "B", "tag", tag("150°"), "the Unicode degree sign in the tag"),
        ("trail", "B", "boxed", qbox(r"150^{\circ}", "Hence each interior angle measures") + "\n\n" + r"(Here \(n = 12\) is the number of sides, and the angles sum to \(1800^\circ\).)", "box, then a remark with 12 and 1800 after it"),
        ("exterior", "A", "boxed", r1(r"Each exterior angle of a regular 12-gon is \(360^\circ / 12 = 30^\circ\).", r"30^\circ"), "the exterior angle"),
        ("sum", "A", "boxed", q3(r"The interior angles of a 12-gon add up to \((12 - 2) \cdot 180^\circ\).", r"1800^\circ"), "the angle sum, a subtotal"),
        ("decagon", "A", "tag", tag(r"\boxed{144^\circ}"), "the decagon's angle (8 · 180 / 10) in the tag"),
        ("off_by_one", "A", "boxed", r"Using \((n - 1) \cdot 180^\circ / n\) instead, each angle is \(\frac{11 \cdot 180^\circ}{12} = 165^\circ\)." + "\n\n" + qbox(r"165^\circ"), "a wrong formula in the closing replaces 150 with 165"),
     ]),
    ("sine", r"240^\circ, 300^\circ",
     r"Find all angles $\theta$ with $0^\circ \le \theta < 360^\circ$ such that $2\sin\theta = -\sqrt{3}$. Enter all the solutions, in degrees, separated by commas.",
     r"""Divide both sides by 2:
\[ \sin\theta = -\frac{\sqrt{3}}{2}. \]

The reference angle is \(60^\circ\), since \(\sin 60^\circ = \frac{\sqrt{3}}{2}\). Sine is negative in the third and fourth quadrants, so
\[ \theta = 180^\circ + 60^\circ = 240^\circ \quad \text{or} \quad \theta = 360^\circ - 60^\circ = 300^\circ. \]

Check: \(\sin 240^\circ = -\sin 60^\circ = -\frac{\sqrt{3}}{2}\) and \(\sin 300^\circ = -\sin 60^\circ = -\frac{\sqrt{3}}{2}\). ✓

""",
     th(r"""2 sin θ = -√3, so sin θ = -√3/2.

Reference angle 60°. Sine is negative in QIII and QIV. QIII: 180 + 60 = 240. QIV: 360 - 60 = 300.

Hmm, careful not to mix this up with sin θ = -1/2, which would give 210 and 330. Here it's √3/2, so the reference angle is 60°, not 30°.

So θ = 240° and θ = 300°.
"""),
     [
        ("or", "B", "boxed", r1(r"We need \(\sin\theta = -\frac{\sqrt{3}}{2}\); with reference angle \(60^\circ\) in the third and fourth quadrants.", r"\theta = 240^\circ \text{ or } \theta = 300^\circ"), "'θ = 240° or θ = 300°'"),
        ("plain", "B", "boxed", q3(r"\(\sin\theta = -\frac{\sqrt{3}}{2}\) in quadrants III and IV: \(180^\circ + 60^\circ\) and \(360^\circ - 60^\circ\).", "240, 300"), "the degrees without the sign"),
        ("reorder", "B", "tag", tag(r"\boxed{300^\circ, 240^\circ}"), "the two angles in the other order"),
        ("general_remark", "B", "boxed", qbox(r"240^\circ, 300^\circ", "Therefore, the solutions are") + "\n\n" + r"(In general \(\theta = 240^\circ + 360^\circ n\) or \(\theta = 300^\circ + 360^\circ n\), where \(n\) is an integer, but only \(n = 0\) gives angles in the given range.)", "box, then the general solution 'where n is an integer' in a remark"),
        ("missing", "A", "boxed", r1(r"Sine is negative in the third quadrant, so \(\theta = 180^\circ + 60^\circ\).", r"240^\circ"), "one solution missing"),
        ("ref30", "A", "boxed", q3(r"The reference angle is \(30^\circ\), so \(\theta = 180^\circ + 30^\circ\) or \(\theta = 360^\circ - 30^\circ\).", r"210^\circ, 330^\circ"), "the reference angle of sin = -1/2"),
        ("sign", "A", "tag", tag(r"\boxed{60^\circ, 120^\circ}"), "the solutions of sin θ = +√3/2"),
        ("general", "A", "boxed", r"Therefore, the solutions are \(\boxed{240^\circ + 360^\circ n,\ 300^\circ + 360^\circ n}\), where \(n\) is an integer.", "debatable: the general solution 'where n is an integer' where the angles in [0°, 360°) are asked (see DECISIONS)", True),
     ]),
    ("dist", r"2\sqrt{2}",
     r"Find the distance from the point $(1, 2)$ to the line $x + y + 1 = 0$.",
     r"""The distance from a point \((x_0, y_0)\) to the line \(ax + by + c = 0\) is
\[ d = \frac{|a x_0 + b y_0 + c|}{\sqrt{a^2 + b^2}}. \]

Here \(a = 1\), \(b = 1\), \(c = 1\), and \((x_0, y_0) = (1, 2)\):
\[ d = \frac{|1 + 2 + 1|}{\sqrt{1 + 1}} = \frac{4}{\sqrt{2}}. \]

Rationalizing the denominator:
\[ \frac{4}{\sqrt{2}} = \frac{4\sqrt{2}}{2} = 2\sqrt{2}. \]

""",
     th(r"""Point (1, 2), line x + y + 1 = 0. Distance formula: |ax0 + by0 + c| / sqrt(a^2 + b^2) = |1 + 2 + 1| / sqrt(2) = 4 / sqrt(2).

4/sqrt(2) = 2 sqrt(2) ≈ 2.83.

Let me verify another way. The foot of the perpendicular: the normal direction is (1, 1). The point (1 - t, 2 - t) is on the line when 1 - t + 2 - t + 1 = 0, so 4 = 2t and t = 2. Foot (-1, 0). Distance from (1, 2) to (-1, 0) = sqrt(4 + 4) = sqrt(8) = 2 sqrt(2). ✓

So the distance is 2√2.
"""),
     [
        ("unrationalized", "B", "boxed", r1(r"By the point-to-line distance formula, \(d = \frac{|1 + 2 + 1|}{\sqrt{1^2 + 1^2}}\).", r"\frac{4}{\sqrt{2}}"), "the unrationalized 4/√2"),
        ("sqrt8", "B", "boxed", q3(r"The foot of the perpendicular is \((-1, 0)\), and the distance to it is \(\sqrt{2^2 + 2^2}\).", r"\sqrt{8}"), "√8"),
        ("power", "B", "tag", tag(r"\boxed{2^{3/2}}"), "2^{3/2}"),
        ("frac_form", "B", "boxed", qbox(r"\frac{4\sqrt{2}}{2}", "So the distance is"), "the unreduced 4√2/2"),
        ("rounded", "A", "boxed", r1(r"The distance is \(\frac{4}{\sqrt{2}} \approx 2.83\).", "2.83", "\n\n(rounded to two decimal places)"), "a rounded decimal for the exact 2√2"),
        ("numerator", "A", "boxed", q3(r"Substituting the point into the line equation gives \(|1 + 2 + 1| = 4\).", "4"), "the numerator only"),
        ("drop_c", "A", "tag", tag(r"\boxed{\frac{3\sqrt{2}}{2}}"), "the constant c dropped: 3/√2"),
        ("bad_rationalize", "A", "boxed", qbox(r"\frac{4\sqrt{2}}{4}", "So the distance is"), "unsimplified but wrong: √2 · √2 taken as 4, so √2"),
     ]),
    ("tan15", r"2 - \sqrt{3}",
     r"Find the exact value of $\tan 15^\circ$.",
     r"""Use the difference formula with \(15^\circ = 45^\circ - 30^\circ\):
\[ \tan(45^\circ - 30^\circ) = \frac{\tan 45^\circ - \tan 30^\circ}{1 + \tan 45^\circ \tan 30^\circ} = \frac{1 - \frac{1}{\sqrt{3}}}{1 + \frac{1}{\sqrt{3}}}. \]

Multiply numerator and denominator by \(\sqrt{3}\):
\[ \frac{\sqrt{3} - 1}{\sqrt{3} + 1}. \]

Rationalize by multiplying by \(\frac{\sqrt{3} - 1}{\sqrt{3} - 1}\):
\[ \frac{(\sqrt{3} - 1)^2}{3 - 1} = \frac{3 - 2\sqrt{3} + 1}{2} = \frac{4 - 2\sqrt{3}}{2} = 2 - \sqrt{3}. \]

Numerically, \(2 - \sqrt{3} \approx 0.2679\), and \(\tan 15^\circ \approx 0.2679\). ✓

""",
     th(r"""tan 15° = tan(45° - 30°) = (1 - 1/√3)/(1 + 1/√3) = (√3 - 1)/(√3 + 1).

Rationalize: (√3 - 1)^2 / (3 - 1) = (4 - 2√3)/2 = 2 - √3.

Sanity check: √3 ≈ 1.732, so 2 - √3 ≈ 0.268. And tan 15° should be a bit more than 15° in radians (about 0.2618), so 0.268 is plausible. Note 2 + √3 ≈ 3.732 would be tan 75°, not tan 15°.

So tan 15° = 2 - √3.
"""),
     [
        ("unrat", "B", "boxed", r1(r"Using \(\tan(45^\circ - 30^\circ)\) and multiplying through by \(\sqrt{3}\):", r"\frac{\sqrt{3} - 1}{\sqrt{3} + 1}"), "the unrationalized (√3 - 1)/(√3 + 1)"),
        ("recip", "B", "boxed", q3(r"Since \(\tan 75^\circ = 2 + \sqrt{3}\) and \(\tan 15^\circ = \cot 75^\circ\):", r"\frac{1}{2 + \sqrt{3}}"), "the reciprocal of 2 + √3"),
        ("reordered", "B", "tag", tag(r"-\sqrt{3} + 2"), "the terms in the other order"),
        ("half", "B", "boxed", qbox(r"\frac{4 - 2\sqrt{3}}{2}", "Thus,"), "the unreduced (4 - 2√3)/2"),
        ("tan75", "A", "boxed", r1(r"By the sum formula, \(\tan 15^\circ = \frac{\sqrt{3} + 1}{\sqrt{3} - 1}\), which rationalizes to \(2 + \sqrt{3}\).", r"2 + \sqrt{3}"), "tan 75°, the reciprocal"),
        ("sign", "A", "boxed", q3(r"Rationalizing \(\frac{1 - \sqrt{3}}{\sqrt{3} + 1}\) gives the value.", r"\sqrt{3} - 2"), "the negative"),
        ("rounded", "A", "tag", tag(r"\boxed{0.268} (approx.)"), "a rounded decimal with '(approx.)' for the exact value"),
        ("bad_denom", "A", "boxed", qbox(r"\frac{4 - 2\sqrt{3}}{4}", "Thus,"), "unsimplified but wrong: 3 + 1 in the denominator instead of 3 - 1"),
     ]),
    ("sinmin", r"\frac{\sqrt{5}}{5}",
     r"A right triangle has legs of length 1 and 2. What is the sine of its smallest angle? Express your answer in simplest radical form.",
     r"""The hypotenuse is
\[ c = \sqrt{1^2 + 2^2} = \sqrt{5}. \]

The smallest angle of a triangle is opposite the shortest side, which is the leg of length 1. So
\[ \sin\theta = \frac{\text{opposite}}{\text{hypotenuse}} = \frac{1}{\sqrt{5}}. \]

Rationalizing the denominator:
\[ \frac{1}{\sqrt{5}} = \frac{\sqrt{5}}{5}. \]

""",
     th(r"""Legs 1 and 2, hypotenuse √(1 + 4) = √5. The smallest angle is opposite the side of length 1. sin = 1/√5.

Should I rationalize? 1/√5 = √5/5 ≈ 0.447.

The other acute angle has sine 2/√5 = 2√5/5 ≈ 0.894, which is bigger, consistent with it being the larger angle.

So the answer is √5/5.
"""),
     [
        ("unrat", "B", "boxed", r1(r"The hypotenuse is \(\sqrt{5}\) and the side opposite the smallest angle is 1.", r"\frac{1}{\sqrt{5}}"), "the unrationalized 1/√5"),
        ("sqrt_frac", "B", "boxed", q3(r"\(\sin^2\theta = \frac{1^2}{(\sqrt{5})^2} = \frac{1}{5}\), and the sine is positive.", r"\sqrt{\frac{1}{5}}"), "√(1/5)"),
        ("power", "B", "tag", tag("5^{-1/2}"), "5^{-1/2}"),
        ("coef", "B", "boxed", qbox(r"\dfrac{1}{5}\sqrt{5}", "So the sine of the smallest angle is"), "(1/5)√5"),
        ("other", "A", "boxed", r1(r"The sine of the angle opposite the leg of length 2 is \(\frac{2}{\sqrt{5}}\).", r"\frac{2\sqrt{5}}{5}"), "the sine of the other acute angle"),
        ("tan", "A", "boxed", q3(r"The smallest angle has opposite side 1 and adjacent side 2.", r"\frac{1}{2}"), "the tangent"),
        ("rounded", "A", "tag", tag("0.447"), "a rounded decimal where simplest radical form is asked"),
        ("bad_rationalize", "A", "boxed", qbox(r"\frac{1}{5}", "Hence the sine of the smallest angle is"), "√5 squared by mistake: 1/5"),
     ]),
    ("repdec", r"\frac{47}{110}",
     r"Express $0.4\overline{27}$ as a common fraction.",
     r"""Let \(x = 0.4\overline{27} = 0.4272727\ldots\).

The repeating block has 2 digits and starts after 1 non-repeating digit. Multiply by 10 and by 1000:
\[ 10x = 4.272727\ldots \]
\[ 1000x = 427.272727\ldots \]

Subtract:
\[ 1000x - 10x = 427.2727\ldots - 4.2727\ldots = 423 \]
\[ 990x = 423 \]
\[ x = \frac{423}{990}. \]

Simplify: \(\gcd(423, 990) = 9\), so \(\frac{423}{990} = \frac{47}{110}\).

Check: \(47 \div 110 = 0.42727\ldots\) ✓

""",
     th(r"""x = 0.4272727...

10x = 4.272727..., 1000x = 427.272727... Subtract: 990x = 423, x = 423/990.

Reduce: 423 = 9 * 47, 990 = 9 * 110. So 47/110. 47 is prime, 110 = 2 * 5 * 11, no common factor.

Check: 47/110 = 0.4272727... Yes: 110 * 0.4 = 44, remainder 3, and 3/110 = 0.02727...

So x = 47/110.
"""),
     [
        ("unreduced", "B", "boxed", r1(r"With \(x = 0.4\overline{27}\), \(1000x - 10x = 423\), so \(x = \frac{423}{990}\).", r"\frac{423}{990}"), "the unreduced 423/990"),
        ("slash", "B", "boxed", q3(r"\(990x = 423\), and dividing by 9 gives the reduced fraction.", "47/110"), "a slash fraction"),
        ("dfrac", "B", "tag", tag(r"\boxed{\dfrac{47}{110}}"), "\\dfrac"),
        ("chain", "B", "boxed", qbox(r"\frac{423}{990} = \frac{47}{110}", "Therefore,"), "an equation chain ending in the reduced fraction"),
        ("block", "A", "boxed", r1(r"The digits after the point are 427, and two of them repeat, so \(x = \frac{427}{990}\).", r"\frac{427}{990}"), "427 instead of 427 - 4"),
        ("no_repeat", "A", "boxed", q3(r"Reading the digits \(0.427\) as a terminating decimal gives \(\frac{427}{1000}\).", r"\frac{427}{1000}"), "the repetition ignored"),
        ("nines", "A", "tag", tag(r"\boxed{\frac{423}{999}}"), "unsimplified but wrong: 999 for 990"),
        ("rounded", "A", "boxed", qbox("0.427") + " (rounded to three decimal places)", "a rounded decimal where a fraction is asked"),
     ]),
    ("mean", r"\frac{7}{12}",
     r"What is the arithmetic mean of $\frac{1}{3}$, $\frac{3}{4}$, and $\frac{2}{3}$?",
     r"""The arithmetic mean of three numbers is their sum divided by 3.

First, add the fractions using the common denominator 12:
\[ \frac{1}{3} + \frac{3}{4} + \frac{2}{3} = \frac{4}{12} + \frac{9}{12} + \frac{8}{12} = \frac{21}{12} = \frac{7}{4}. \]

Now divide by 3:
\[ \frac{7}{4} \div 3 = \frac{7}{4} \cdot \frac{1}{3} = \frac{7}{12}. \]

""",
     th(r"""Mean of 1/3, 3/4, 2/3. Note 1/3 + 2/3 = 1, so the sum is 1 + 3/4 = 7/4.

Divide by 3: 7/12.

As a decimal, 7/12 = 0.58333..., which is 0.58 with the 3 repeating. The numbers are about 0.333, 0.75, 0.667, and their average should be around 0.58, consistent.

So the mean is 7/12.
"""),
     [
        ("repeating", "B", "boxed", r1(r"The sum is \(\frac{7}{4}\), and dividing by 3 gives \(\frac{7}{12} = 0.58333\ldots\).", r"0.58\overline{3}"), "the repeating decimal 0.583 with the 3 repeating"),
        ("dots", "B", "boxed", q3(r"Sum \(= \frac{7}{4}\); mean \(= \frac{7}{4} \div 3\).", r"0.58333\ldots"), "0.58333 with an ellipsis"),
        ("unreduced", "B", "tag", tag(r"\frac{21}{36}"), "the unreduced 21/36"),
        ("slash", "B", "boxed", qbox("7/12", "So the arithmetic mean is"), "a slash fraction"),
        ("rounded", "A", "boxed", r1(r"The mean is \(\frac{7}{12} \approx 0.58\).", "0.58", "\n\n(rounded)"), "a rounded decimal for the exact 7/12"),
        ("sum", "A", "boxed", q3(r"Adding over the common denominator 12: \(\frac{4 + 9 + 8}{12} = \frac{21}{12} = \frac{7}{4}\).", r"\frac{7}{4}"), "the sum, a subtotal"),
        ("bad_bar", "A", "tag", tag(r"\boxed{0.5\overline{8}}"), "the wrong repeating decimal 0.5888... = 53/90"),
        ("cut", "A", "truncated", r"T:<answer>\boxed{\frac{7}{1", "cut inside the box in the tag: no_answer"),
     ]),
    ("binary", "101100_2",
     r"Express $44_{10}$ in base 2.",
     r"""We repeatedly divide by 2 and record the remainders:

\[
\begin{aligned}
44 \div 2 &= 22 \text{ remainder } 0 \\
22 \div 2 &= 11 \text{ remainder } 0 \\
11 \div 2 &= 5 \text{ remainder } 1 \\
5 \div 2 &= 2 \text{ remainder } 1 \\
2 \div 2 &= 1 \text{ remainder } 0 \\
1 \div 2 &= 0 \text{ remainder } 1
\end{aligned}
\]

Reading the remainders from bottom to top gives \(101100_2\).

Check: \(1 \cdot 32 + 0 \cdot 16 + 1 \cdot 8 + 1 \cdot 4 + 0 \cdot 2 + 0 \cdot 1 = 32 + 8 + 4 = 44\). ✓

""",
     th(r"""44 in binary. Powers of 2: 32, 16, 8, 4, 2, 1.

44 - 32 = 12. 16 doesn't fit. 12 - 8 = 4. 4 - 4 = 0. So the bits are: 32 yes, 16 no, 8 yes, 4 yes, 2 no, 1 no, giving 101100.

Double-check with division: the remainders in order are 0, 0, 1, 1, 0, 1. Read from last to first: 1, 0, 1, 1, 0, 0. So 101100. If I read them first to last I'd get 001101 = 1101, which is 13 - wrong.

So 44 = 101100 in base 2.
"""),
     [
        ("no_sub", "B", "boxed", r1(r"Since \(44 = 32 + 8 + 4\), the binary digits are 1, 0, 1, 1, 0, 0.", "101100"), "no base subscript"),
        ("paren", "B", "boxed", q3(r"\(44 = 2^5 + 2^3 + 2^2\).", "(101100)_2"), "parenthesized numeral with a subscript"),
        ("two_word", "B", "tag", tag(r"101100_{\text{two}}"), "subscript \\text{two}"),
        ("braced", "B", "boxed", qbox("101100_{2}", "Therefore, in base 2,"), "subscript in braces"),
        ("reversed", "A", "boxed", r1(r"Reading the remainders 0, 0, 1, 1, 0, 1 in order gives \(001101_2\).", "1101_2"), "remainders read in the wrong order: 13"),
        ("dropped", "A", "boxed", q3(r"\(44 = 32 + 8 + 4\).", "10110_2"), "a digit dropped: 22"),
        ("slip", "A", "tag", tag(r"\boxed{101010_2}"), "42 in binary"),
        ("other_bits", "A", "boxed", qwen_end("110100_2"), "52 in binary after working that reached 101100"),
     ]),
    ("base5", "432_5",
     r"Compute $234_5 + 143_5$. Express your answer in base 5.",
     r"""We add column by column from the right, carrying in base 5.

Units column: \(4 + 3 = 7 = 1 \cdot 5 + 2\). Write 2, carry 1.

Fives column: \(3 + 4 + 1 = 8 = 1 \cdot 5 + 3\). Write 3, carry 1.

Twenty-fives column: \(2 + 1 + 1 = 4\). Write 4.

So the sum is \(432_5\).

Check in base 10: \(234_5 = 2 \cdot 25 + 3 \cdot 5 + 4 = 69\) and \(143_5 = 1 \cdot 25 + 4 \cdot 5 + 3 = 48\). Their sum is \(117\), and \(432_5 = 4 \cdot 25 + 3 \cdot 5 + 2 = 117\). ✓

""",
     th(r"""234_5 + 143_5. Convert: 234_5 = 50 + 15 + 4 = 69. 143_5 = 25 + 20 + 3 = 48. Sum = 117.

117 in base 5: 117 / 25 = 4 remainder 17. 17 / 5 = 3 remainder 2. So 432_5.

Column addition check: 4 + 3 = 7, write 2 carry 1; 3 + 4 + 1 = 8, write 3 carry 1; 2 + 1 + 1 = 4. 432. Matches.

(If I forgot to carry I'd get 377, which isn't even a valid base-5 numeral.)

So the answer is 432_5.
"""),
     [
        ("no_sub", "B", "boxed", r1(r"Adding column by column with carries: \(4 + 3 = 12_5\), \(3 + 4 + 1 = 13_5\), \(2 + 1 + 1 = 4\).", "432"), "no base subscript"),
        ("paren", "B", "boxed", q3(r"\(234_5 = 69\), \(143_5 = 48\), \(69 + 48 = 117 = 4 \cdot 25 + 3 \cdot 5 + 2\).", "(432)_5"), "parenthesized numeral with a subscript"),
        ("five_word", "B", "tag", tag(r"432_{\text{five}}"), "subscript \\text{five}"),
        ("trail", "B", "boxed", qbox("432_5", "Therefore, the sum is") + " (which is 117 in base 10)", "box, then the base-10 value 117 in a remark"),
        ("no_carry", "A", "boxed", r1(r"Adding the digits column by column: \(2 + 1 = 3\), \(3 + 4 = 7\), \(4 + 3 = 7\).", "377_5"), "the digit sums without carrying"),
        ("decimal", "A", "boxed", q3(r"\(234_5 = 69\) and \(143_5 = 48\), so the sum is \(69 + 48\).", "117"), "debatable: the base-10 value where base 5 is asked (see DECISIONS)", True),
        ("carry_slip", "A", "tag", tag(r"\boxed{422_5}"), "the middle carry lost: 422"),
        ("extra_digit", "A", "boxed", qbox("1432_5", "Therefore, the sum is"), "a spurious leading carry: 1432"),
     ]),
    ("area", "54",
     r"A triangle has side lengths 9 cm, 12 cm and 15 cm. What is its area, in square centimeters?",
     r"""First, notice that \(9^2 + 12^2 = 81 + 144 = 225 = 15^2\), so the triangle is a right triangle with legs 9 cm and 12 cm and hypotenuse 15 cm.

The area of a right triangle is half the product of the legs:
\[ A = \frac{1}{2} \cdot 9 \cdot 12 = \frac{108}{2} = 54. \]

Check with Heron's formula: \(s = \frac{9 + 12 + 15}{2} = 18\), and
\[ A = \sqrt{18 \cdot (18 - 9)(18 - 12)(18 - 15)} = \sqrt{18 \cdot 9 \cdot 6 \cdot 3} = \sqrt{2916} = 54. \]

""",
     th(r"""Sides 9, 12, 15. That's 3 times the 3-4-5 triangle, so it's a right triangle with legs 9 and 12.

Area = (1/2)(9)(12) = 54.

Not to be confused with the perimeter, 9 + 12 + 15 = 36.

Heron: s = 18, area = sqrt(18 * 9 * 6 * 3) = sqrt(2916) = 54. ✓

So the area is 54 square centimeters.
"""),
     [
        ("cm2", "B", "boxed", r1(r"Since \(9^2 + 12^2 = 15^2\), the legs are 9 and 12, and the area is \(\frac{1}{2} \cdot 9 \cdot 12\).", r"54\text{ cm}^2"), "\\text{ cm}^2 in the box"),
        ("words", "B", "boxed", q3(r"Right triangle (3-4-5 scaled by 3): \(A = \frac{9 \cdot 12}{2}\).", r"54 \text{ square centimeters}"), "\\text{ square centimeters}"),
        ("mathrm", "B", "tag", tag(r"\boxed{54\,\mathrm{cm^2}}"), "\\mathrm{cm^2}"),
        ("units_after", "B", "boxed", r"Thus, the area of the triangle is \(\boxed{54}\) square centimeters.", "the unit written after the box"),
        ("no_half", "A", "boxed", r1(r"The legs are 9 and 12, so the area is \(9 \cdot 12\).", r"108\text{ cm}^2"), "the half missing"),
        ("perimeter", "A", "boxed", q3(r"Adding the sides: \(9 + 12 + 15\).", r"36\text{ cm}"), "the perimeter"),
        ("hyp_leg", "A", "tag", tag(r"\boxed{90\text{ cm}^2}"), "the hypotenuse taken as a leg: 12 · 15 / 2"),
        ("wrong_legs", "A", "boxed", qbox(r"67.5\text{ cm}^2", "So the area is"), "9 · 15 / 2 = 67.5 after working that reached 54"),
     ]),
    ("percent", "24",
     r"What percent of the positive integers less than or equal to 50 are multiples of 4?",
     r"""The multiples of 4 that are at most 50 are \(4, 8, 12, \ldots, 48\). There are \(\frac{48}{4} = 12\) of them.

There are 50 positive integers from 1 to 50. So the fraction that are multiples of 4 is
\[ \frac{12}{50} = \frac{24}{100} = 24\%. \]

Note that this is slightly less than \(25\%\), because 49 and 50 come after the last multiple of 4, 48.

""",
     th(r"""Multiples of 4 up to 50: 4, 8, ..., 48. 48/4 = 12 of them. (52 would be the 13th, but it's over 50.)

12 out of 50 = 0.24 = 24%.

One might guess 25% since every 4th number is a multiple of 4, but 50 isn't a multiple of 4, so it's slightly less: 24%.

So 24 percent.
"""),
     [
        ("pct", "B", "boxed", r1(r"There are 12 multiples of 4 among the 50 integers, and \(\frac{12}{50} = 0.24\).", r"24\%"), "24\\%"),
        ("word", "B", "boxed", q3(r"Multiples of 4 up to 50: \(4, 8, \ldots, 48\), that is 12 numbers; \(\frac{12}{50} \times 100\).", r"24 \text{ percent}"), "\\text{ percent}"),
        ("tag_pct", "B", "tag", tag("24%"), "a bare '24%' in the tag"),
        ("thin_space", "B", "boxed", qbox(r"24\,\%", "Therefore, the percentage is"), "a thin space before \\%"),
        ("quarter", "A", "boxed", r1(r"Every fourth integer is a multiple of 4, so the share is \(\frac{1}{4}\).", r"25\%"), "1/4 = 25%, not 12/50"),
        ("count", "A", "boxed", q3(r"The multiples of 4 up to 50 are \(4, 8, \ldots, 48\).", "12"), "the count, not the percent"),
        ("complement", "A", "tag", tag(r"\boxed{76\%}"), "the percent that are not multiples of 4"),
        ("off_by_one", "A", "boxed", r"Counting the multiples again, \(4, 8, \ldots, 52\) gives 13 of them, so the percentage is \(\frac{13}{50} = 26\%\), and the answer is \(\boxed{26\%}\).", "an off-by-one count in the closing: 26%"),
     ]),
    ("pm", r"3 \pm \sqrt{5}",
     r"Find the roots of $x^2 - 6x + 4 = 0$.",
     r"""Using the quadratic formula with \(a = 1\), \(b = -6\), \(c = 4\):
\[ x = \frac{6 \pm \sqrt{(-6)^2 - 4 \cdot 1 \cdot 4}}{2} = \frac{6 \pm \sqrt{36 - 16}}{2} = \frac{6 \pm \sqrt{20}}{2}. \]

Since \(\sqrt{20} = 2\sqrt{5}\),
\[ x = \frac{6 \pm 2\sqrt{5}}{2} = 3 \pm \sqrt{5}. \]

Check: the sum of the roots is \(6\) and the product is \(9 - 5 = 4\), matching Vieta's formulas. ✓

""",
     th(r"""x^2 - 6x + 4 = 0. Complete the square: (x - 3)^2 = 9 - 4 = 5. So x = 3 ± √5.

Quadratic formula check: disc = 36 - 16 = 20. (6 ± √20)/2 = 3 ± √5. ✓

Vieta: sum 6, product (3 + √5)(3 - √5) = 9 - 5 = 4. ✓

Numerically, √5 ≈ 2.236, so the roots are about 5.236 and 0.764. Plug in 0.764: 0.584 - 4.584 + 4 = 0. ✓

So the roots are 3 + √5 and 3 - √5.
"""),
     [
        ("list", "B", "boxed", r1(r"Completing the square gives \((x - 3)^2 = 5\).", r"3 + \sqrt{5},\ 3 - \sqrt{5}"), "the two roots listed"),
        ("unsimplified", "B", "boxed", q3(r"Quadratic formula: discriminant \(36 - 16 = 20\).", r"\frac{6 \pm \sqrt{20}}{2}"), "the unsimplified (6 ± √20)/2"),
        ("x_eq", "B", "tag", tag(r"x = 3 \pm \sqrt{5}"), "'x = 3 ± √5' in the tag"),
        ("two_boxes", "B", "boxed", r"Thus the roots are \(\boxed{3 - \sqrt{5}}\) and \(\boxed{3 + \sqrt{5}}\).", "each root in its own box"),
        ("one_root", "A", "boxed", r1(r"Completing the square gives \((x - 3)^2 = 5\), so the larger root is \(3 + \sqrt{5}\).", r"3 + \sqrt{5}"), "one root missing"),
        ("disc_slip", "A", "boxed", q3(r"The discriminant is \(36 + 16 = 52\), so \(x = \frac{6 \pm \sqrt{52}}{2}\).", r"3 \pm \sqrt{13}"), "the discriminant slipped to 52 in the summary"),
        ("no_half", "A", "tag", tag(r"\boxed{6 \pm 2\sqrt{5}}"), "unsimplified but wrong: the division by 2 forgotten"),
        ("sign", "A", "boxed", qbox(r"-3 \pm \sqrt{5}", "Therefore, the roots are"), "the sign of 3 slipped"),
     ]),
    ("circle", r"9\pi",
     r"A circle has diameter 6. What is its area? Express your answer in terms of $\pi$.",
     r"""The radius is half the diameter:
\[ r = \frac{6}{2} = 3. \]

The area of a circle is \(A = \pi r^2\), so
\[ A = \pi \cdot 3^2 = 9\pi. \]

(For comparison, the circumference is \(\pi d = 6\pi\), which is a length, not an area.)

""",
     th(r"""Diameter 6, so radius 3. Area = π r^2 = 9π.

Careful: if I used the diameter as the radius I'd get 36π, which is wrong. And 6π is the circumference, not the area.

Numerically 9π ≈ 28.27, but the problem wants it in terms of π, so I shouldn't round.

Also A = π d^2 / 4 = 36π / 4 = 9π, consistent.

So the area is 9π.
"""),
     [
        ("units", "B", "boxed", r1(r"The radius is 3, so the area is \(\pi \cdot 3^2\).", r"9\pi \text{ square units}"), "\\text{ square units} after 9π"),
        ("pi_first", "B", "boxed", q3(r"\(r = 3\), \(A = \pi r^2\).", r"\pi \cdot 3^2"), "the unevaluated π · 3²"),
        ("unicode", "B", "tag", tag("9π"), "Unicode π in the tag"),
        ("quarter_d2", "B", "boxed", r"Equivalently, using \(A = \frac{\pi d^2}{4}\):" + "\n\n" + qbox(r"\frac{36\pi}{4}"), "πd²/4 unreduced"),
        ("rounded", "A", "boxed", r1(r"The area is \(9\pi \approx 28.27\).", "28.27", "\n\n(rounded to two decimal places)"), "a rounded decimal where the answer in terms of π is asked"),
        ("circumference", "A", "boxed", q3(r"\(\pi d = \pi \cdot 6\).", r"6\pi"), "the circumference"),
        ("diameter_as_r", "A", "tag", tag(r"\boxed{36\pi}"), "the diameter used as the radius"),
        ("cut", "A", "truncated", "T:\n" + r"The radius is 3, so the area is \(\pi r^2 = \)", "cut before the value after the think block: no_answer"),
     ]),
    ("hyp", "7.1",
     r"A right triangle has legs of length 5 and 5. What is the length of its hypotenuse? Express your answer as a decimal to the nearest tenth.",
     r"""By the Pythagorean theorem,
\[ c = \sqrt{5^2 + 5^2} = \sqrt{25 + 25} = \sqrt{50} = 5\sqrt{2}. \]

Numerically, \(\sqrt{2} \approx 1.41421\), so
\[ c \approx 5 \times 1.41421 = 7.07105\ldots \]

Rounding to the nearest tenth: the hundredths digit is 7, so we round the tenths digit up from 0 to 1.

""",
     th(r"""Legs 5 and 5. Hypotenuse = √50 = 5√2 ≈ 7.0711.

To the nearest tenth: 7.07... rounds to 7.1 (since the hundredths digit 7 is at least 5).

Let me double-check the decimal: 7.07^2 = 49.98, and 7.08^2 = 50.13, so √50 is between 7.07 and 7.08, closer to 7.07. Either way the hundredths digit is 7, so rounding to tenths gives 7.1.

Careful not to truncate to 7.0, and not to give 7.07, which has too many decimal places.

So 7.1.
"""),
     [
        ("rounded_text", "B", "boxed", r1(r"The hypotenuse is \(\sqrt{50} = 5\sqrt{2} \approx 7.07\), which is 7.1 to the nearest tenth.", "7.1", "\n\n(rounded to the nearest tenth)"), "'(rounded to the nearest tenth)' after the box, as the question asks"),
        ("units", "B", "boxed", q3(r"\(c = \sqrt{5^2 + 5^2} = \sqrt{50} \approx 7.071\).", r"7.1 \text{ units}"), "\\text{ units}"),
        ("tag_box", "B", "tag", tag(r"\boxed{7.1}"), "box in the tag"),
        ("approx_word", "B", "boxed", r"So the hypotenuse is approximately \(\boxed{7.1}\).", "debatable: 'approximately' before the value the question asks to round (see DECISIONS)", True),
        ("more_digits", "A", "boxed", r1(r"The hypotenuse is \(5\sqrt{2} \approx 7.07\).", "7.07"), "debatable: two decimals where the nearest tenth is asked (see DECISIONS)", True),
        ("sqrt10", "A", "boxed", q3(r"\(c = \sqrt{5 + 5} = \sqrt{10} \approx 3.16\).", "3.2"), "the legs not squared: √10"),
        ("sum", "A", "tag", tag(r"\boxed{10}"), "the legs added"),
        ("truncated_val", "A", "boxed", qbox("7.0", "So, to the nearest tenth, the hypotenuse is"), "7.07 truncated to 7.0 instead of rounded"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_walk_fraction": (
        "reject",
        "the question asks 'what percent', so the answer is the number of percent, 35; a bare 0.35 "
        "with no percent sign answers 'what fraction' and, read as the percent asked, is 0.35%; a "
        "checker that scales 0.35 to 35% would also accept 0.35 for a gold of 0.35 percent, so the "
        "bare fraction is not taken as an equal form of the percent",
    ),
    "m_sine_general": (
        "reject",
        "the question asks for the angles in [0°, 360°); the boxed general solution '240° + 360°n, "
        "300° + 360°n, where n is an integer' is an infinite set whose members outside the range "
        "are not solutions asked for, so it is not the set {240°, 300°} (only its n = 0 members are)",
    ),
    "m_base5_decimal": (
        "reject",
        "the question asks for the sum in base 5; 117 is the sum written in base 10, and a bare "
        "numeral in a base-5 answer is read in base 5 (README: `4210` for `4210_5`), where 117 is "
        "not a numeral at all and is not 432_5; a checker that converted it back would have to "
        "guess the base the model meant",
    ),
    "ok_m_hyp_approx_word": (
        "accept",
        "the question itself asks for the length rounded to the nearest tenth, so 7.1 is the exact "
        "answer asked and 'approximately' only says truly that the hypotenuse (5√2) is about 7.1; "
        "the hedge rule is for an approximation of an exact value, and here the gold is the "
        "rounded value",
    ),
    "m_hyp_more_digits": (
        "reject",
        "the question asks for the nearest tenth, whose value is 7.1; 7.07 is a different number "
        "(rounded to hundredths) and is not equal to the gold 7.1",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam192", CASES, [], DECISIONS)
