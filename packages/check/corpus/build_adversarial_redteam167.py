r"""Build adversarial_redteam167.jsonl: round 167 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam167"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam161.py / 163.py / 165.py (structure, docstring, label
conventions, DECISIONS; their Aim paragraphs read to AVOID their shapes) were read; no probe of
theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 260 probes, 130 GSM8K and 130 MATH, 130 kind A and 130 kind B: MATH-500
ANSWER SHAPES as RL-trained small policies (Qwen2.5-Math-1.5B GRPO with the R1-Zero prompt
`<think>...</think><answer>...</answer>`) and instruct / reasoning models (Qwen2.5-7B-Instruct's
"Therefore, the final answer is: $\boxed{}$", Llama-3.1-8B's "The final answer is: $\boxed{}$",
Qwen2.5-Math's "Thus, the answer is \(\boxed{}\)", DeepSeek-R1-Distill's "**Final Answer**" block,
Minerva lines) write them, as whole short completions (a few lines of working, then the answer):
closed intervals as double inequalities and with \left[ \right], `x \in [a, b]`; unions with the
pieces reordered, as "x < a \text{ or } x > b" and in prose; rays as `x \leq 3` / `x \le 3`; lists
of roots as "x = ... or x = ...", `\{...\}` with \tfrac, exact decimals, reordered; ordered pairs as
"x = 2, y = -1" and "(x,y) = (...)"; column vectors as pairs, bmatrix, tight pmatrix; matrices as
bmatrix and array; lines in general, point-slope and rearranged forms; unsimplified radicals and
exact-then-approximate values; complex numbers with the parts reordered or as "5 + (-12)i";
base-2 numerals without the subscript, with `_{2}`, `(...)_2`, `_{\text{two}}`; degree golds with
^\circ, ^{\circ}, "degrees"; radian golds as \frac{2}{3}\pi, 2\pi/3, \dfrac; fractions as decimals,
mixed numbers, a/b, \tfrac32; percents as \%, \frac{75}{2}\%, 37\frac{1}{2}\%; logs as log of a
quotient, of a decimal, reordered, change of base; text answers (a weekday, bare, \textbf, in a
sentence); multiple-choice letters bare, bold with the option's content; function answers with
"f^{-1}(x) =", "y =", split fractions. GSM8K carries the same wrappers around numbers: the answer
tag holding a sentence (with other numbers before or after the gold), a box inside the tag, tags
never closed (R1-Zero completions that start inside the think block and close it with "</think>"),
`####` after a phrase on the same line, bold "**Answer:** N noun", "$219.00", "\$64.80", trailing
units and nouns. Kind A: open vs closed ends, x < 3 for x \le 3, the inequality not reversed, the
complement of the solution set, a missing piece of a union, a missing or extra root, a reciprocal
root, swapped pair order or components, a coordinate alone, sign slips, the transpose, entrywise
squares, the slope alone for a line, the inverted slope, x and y swapped, added radicands, rounded
values, i^2 = +1, |z|^2, reversed binary digits, the base-ten value for a base-2 gold, the exterior
angle or the angle sum, radians for a degree gold, degrees for a radian gold, a value outside the
arccos range, the decimal for a percent gold, the complement percent, log bases swapped, an
off-by-one weekday, a wrong multiple-choice letter, the reciprocal of a function for its inverse;
in GSM8K a subtotal, a given, another person's or group's count, another quantity (the tax, the
average speed, the perimeter, the fraction or percent of a group), the right number in the working
with a different final answer, hedges ("X or Y", "between X and Y", "X (or Y if ...)"), a right
value then "Wait, that's wrong" and a different value stated last, and cuts (an empty tag, an
empty bold label, a tag or box or think block cut before the value: no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 packs of 24 pencils, 37 given away -> 107 (144 subtotal; 117; 97 retraction; 108 hedge);
45 croissants at $3.20 + 30 muffins at $2.50 -> 219 (144 + 75; 144 subtotal; 229 from 30 x 2.50
taken as 85; range 215-220); 3 h at 65 mph + 2 h at 48 mph -> 291 (195 + 96; first leg 195; average
58.2 = 291 / 5; 281 from 2 x 48 taken as 86); 18 m by 12 m garden fenced at $7/m -> 420 (perimeter
60; area 216 x 7 = 1512; 30 x 7 = 210); $80 jacket, 25% off, 8% tax -> 64.8 (60 x 1.08; pre-tax 60;
65 rounded; 55 x 1.08 = 59.40; tax 4.80; tax on 80: 60 + 6.40 = 66.40); bike $240, $45 saved, $15 a
week -> 13 (195 / 15; 240 / 15 = 16; 195 still needed; 14); 32 students, 3/8 boys, girls -> 20 (12
boys; 5/8; 62.5%; 16 from 3/8 of 32 taken as 16); 500 L tank, 12 L/h leak for 15 h, 70 L added ->
390 (180 lost; 320 before refill; 250 with the refill subtracted; 420 from 12 x 15 taken as 150);
Leo has 3 times Mia's stamps, 184 together -> 138 (Mia 46; 184 / 3 = 61.33); $14/h for 40 h + 6 h at
1.5x -> 686 (560 + 126; 644 = 46 x 14; 728 = 560 + 6 x 28); diver at -35 m rises 12 m, dives 20 m
-> -43 (-23 after the rise; -67 = -35 - 12 - 20; 43 sign lost); scores 78, 85, 92, 88, average 86
over five -> 87 (430 - 343; 85.75 = 343 / 4; 86 target; 88 from the sum taken as 342); 5 pizzas of
8 slices, 13 kids eat 3 each -> 1 (40 - 39; 39 eaten; 40 total; 0 from 13 x 3 taken as 40; 4 from
13 x 3 taken as 36).
MATH: x^2 - x - 6 <= 0 -> [-2,3] ((x - 3)(x + 2); open (-2,3); [-2,3); complement
(-\infty,-2]\cup[3,\infty)); |2x - 1| > 5 -> (-\infty,-2)\cup(3,\infty) (closed ends; (-2,3);
(-\infty,-3)\cup(2,\infty); (3,\infty) alone); 5 - 2x >= -1 -> (-\infty,3] (x < 3; [3,\infty) not
flipped); 2x^2 + x - 6 = 0 -> -2,\frac{3}{2} ((2x - 3)(x + 2); 3/2 alone; 2, -3/2; -2, 2/3; extra 0);
3x + 2y = 4, x - y = 3 -> (2,-1) ((-1,2); (2,1); x = 2 alone); 2(3,-1) - (1,4) -> (5,-6) as a
pmatrix ((7,2) added; (-6,5)); [[1,2],[3,4]]^2 -> [[7,10],[15,22]] (transpose [[7,15],[10,22]];
entrywise [[1,4],[9,16]]; [[7,10],[15,21]]); line through (1,3), (3,7) -> y=2x+1 (2x - y + 1 = 0,
y - 3 = 2(x - 1), y - 2x = 1 accepted; y = 2x - 1; y = x/2 + 5/2 also through (1,3); slope 2; x = 2y
+ 1); \sqrt{50} + \sqrt{18} -> 8\sqrt{2} (\sqrt{128} = 8\sqrt2; 11.31; \sqrt{68}; 5\sqrt2 + 2\sqrt3);
(3 - 2i)^2 -> 5-12i (9 - 12i - 4; 5 + 12i; 13 - 12i; |z|^2 = 13; -12 + 5i); 37 in base 2 ->
100101_2 (32 + 4 + 1; reversed 101001_2 = 41; 100111_2 = 39; 37); interior angle of a regular
hexagon -> 120 (720 / 6; exterior 60; sum 720; 2\pi/3 rad); \arccos(-1/2) in radians ->
\frac{2\pi}{3} (120 degrees; \pi/3; 4\pi/3 outside [0, \pi]); 2\frac14 \div \frac32 -> \frac{3}{2}
(9/4 x 2/3 = 18/12; 2/3; 27/8 multiplied; 1/6 whole part dropped); what percent of 64 is 24 ->
37.5 (24 / 64 = 0.375 = 75/2 %; 0.375; 62.5; 38); 2^{x+1} = 5 -> \log_2 5 - 1 (= \log_2 (5/2) =
ln5/ln2 - 1 = 1.3219...; \log_2 5; \log_2 5 + 1; \log_5 2 - 1; 1.32); 100 days after a Tuesday ->
\text{Thursday} (100 = 14 x 7 + 2; Wednesday; Friday); largest of (A) 2^{10} (B) 3^6 (C) 5^4 (D)
10^3 (E) 6^4 -> \text{(E)} (1024, 729, 625, 1000, 1296; A; D); inverse of f(x) = 3x - 7 ->
\frac{x+7}{3} ((x - 7)/3; 1/(3x - 7); x/3 + 7; 3x + 7).

Classes (id prefix): `g_<problem>_<shape>` GSM8K, `m_<problem>_<shape>` MATH; a leading `ok_`
marks kind B. Shapes name the wrapper or notation (tag_sentence, tag_box, tag_box_word,
tag_givens_after, tag_boys_after, tag_mia_first, tag_leo_first, open_tag, open_box, hash_phrase,
hash_inline, sentence_then_hash, bold_*, prose, think_wrong_first, think_slip_fixed; le_chain,
tag_in, left_right, or_text, tag_reorder, leq, open_tag_le, r1_*, tag_set, decimal, tag_named,
xy_eq, paren, bmatrix, array, general, point_slope, y_minus, sqrt128, approx_after, imag_first,
plus_neg, nosub, paren_sub, text_two, circ, pi_after, dfrac, tag_mixed, tfrac, pct_sign,
tag_frac_pct, mixed_pct, quot, ln, letter, fnot, tag_split, y_eq, ...) or the error (subtotal,
work_then_other, hedge, range, retract, open, half, complement, closed, between, one_piece, lt,
noflip, one_root, extra, recip, swap, x_only, transpose, entrywise, slope_only, swap_xy, rounded,
conj, i2, modsq, reversed, decimal, exterior, rad, deg, drop_whole, comp, base_swap, cut,
think_cut, empty_tag, bold_empty). Kind A: truth wrong / no_answer (cuts, empty tag or label);
kind B: truth correct.

Label conventions (corpus/README.md; rounds 161, 163 and 165): the LAST final answer counts. The
answer tag is the final answer, whether it holds a bare value, a box, or a sentence; a tag never
closed still states its value when the value is complete. In a sentence with several numbers the
one that answers the question counts ("107 pencils (he bought 144 and gave away 37)", "Leo has 138
stamps and Mia has 46" are correct; "Mia has 46 stamps" is wrong). A think block that tries a wrong
value and corrects it before the tag does not matter; a right value in the working (or in the think
block) with a different final answer is wrong; a right value followed by "Wait, that's wrong" and a
different value stated last is wrong; "X or Y", "between X and Y" and "X (or Y if ...)" are hedges
(wrong); an empty tag, an empty "**Answer:**" or a cut before the value (in the tag, box, think
block or after "$" or "-") is no_answer. Equivalent notations are correct: interval vs inequality
forms with the same endpoint rule, "x \in", \left \right, union pieces in any order, roots in any
order with or without "x =" and set braces, exact decimals, named coordinates for an ordered pair,
"(x,y) =", a pair / bmatrix / tight pmatrix for a column vector, bmatrix / array for a matrix, any
equation of the same line, an unsimplified radical equal to the gold, an exact value followed by an
approximation, a + bi in any order or with a bracketed negative coefficient, base-2 digits without
the subscript or with another honest subscript, ^\circ / ^{\circ} / "degrees" on a degree gold,
\frac{2}{3}\pi / 2\pi/3 / \dfrac on a radian gold, a mixed number, a/b, \tfrac, "%" / \% on a
percent gold, \log_2 \frac52 / \log_2 2.5 / \frac{\ln 5}{\ln 2} - 1 for \log_2 5 - 1, the weekday
bare, in \textbf or in a sentence, a bare or bold option letter (with the option's content), and
"f^{-1}(x) =" / "y =" before the inverse. Wrong: another endpoint rule, the complement, a missing or
extra solution, another order for an ordered pair, one coordinate, another line, a rounded value
for an exact gold, the base-ten value where base 2 is asked, radians for a degree gold and degrees
for a radian gold, the decimal for a percent gold, another option letter. Debatable (1, with
DECISIONS): `ok_m_mc_value` (the option's content 6^4 for the letter gold (E), accepted).

Usage: python build_adversarial_redteam167.py
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

# fmt: off
# GSM8K problems: (key, gold, working, think, [(suffix, kind, form, final, note[, debatable]), ...]).
# A final opening "<answer>" follows the think block in <think>...</think>; one opening "</think>"
# follows the bare think text (the R1-Zero prompt already holds "<think>"); one opening "<think>" is
# the whole completion; any other final follows the working. Kind A probes whose form is
# "truncated" or "no_answer" are no_answer, the other kind A probes wrong.
GPROBS = [
    ("pens", "107",
     "Marco buys 6 packs of 24 pencils, which is 6 × 24 = 144 pencils.\nHe gives 37 to his classmates, so he keeps 144 − 37 = 107 pencils.\n",
     "6 packs, 24 each: 6 * 24 = 144. He hands out 37. 144 - 37 = 107. Check: 107 + 37 = 144. Good.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>Marco has 107 pencils left.</answer>", "a sentence inside the answer tag, the gold with its noun"),
        ("hash_phrase", "B", "hash", "So the number of pencils Marco has left is #### 107", "#### after a phrase on the same line"),
        ("bold_noun", "B", "final_answer_phrase", "**Answer:** 107 pencils", "bold Answer label, trailing noun"),
        ("open_tag", "B", "tag", "</think>\n<answer>107", "R1-Zero: think text closed, answer tag never closed; the value is complete"),
        ("tag_givens_after", "B", "tag", "<answer>107 pencils (he bought 144 and gave away 37)</answer>", "gold first, then the givens in brackets: the last number in the tag is not the answer"),
        ("tag_subtotal", "A", "tag", "<answer>Marco bought 144 pencils.</answer>", "the subtotal bought, not the pencils left"),
        ("work_then_other", "A", "final_answer_phrase", "**Answer:** 117 pencils", "the working reaches 107 but the stated final answer is 117"),
        ("tag_hedge", "A", "tag", "<answer>107 (or 108 if he keeps the spare one)</answer>", "a hedge between two values"),
        ("retract", "A", "final_answer_phrase", "**Answer:** 107\n\nWait, that's wrong: 144 − 37 is 97, not 107.\n\n**Answer:** 97", "right value, then a wrong 'correction' to 97 that is the last final answer"),
        ("tag_cut", "A", "truncated", "<answer>Marco has", "cut inside the answer tag before any number: no_answer"),
     ]),
    ("bakery", "219",
     "Croissants: 45 × $3.20 = $144.00.\nMuffins: 30 × $2.50 = $75.00.\nTotal: $144.00 + $75.00 = $219.00.\n",
     "45 croissants at 3.20 is 144. 30 muffins at 2.50 is 75. 144 + 75 = 219 dollars.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>The bakery made $219.00 in total.</answer>", "sentence in the tag, dollar sign and .00"),
        ("hash_dollars", "B", "hash", "Total revenue: #### 219 dollars", "#### after a phrase, 'dollars' after the number"),
        ("bold_escaped", "B", "final_answer_phrase", "**Answer:** \\$219", "bold label, LaTeX-escaped dollar sign"),
        ("tag_box", "B", "tag", "<answer>\\boxed{219}</answer>", "a box inside the answer tag"),
        ("prose", "B", "prose_sentence", "So the bakery earned 219 dollars from the sale.", "prose sentence with 'dollars'"),
        ("tag_subtotal", "A", "tag", "<answer>$144.00</answer>", "the croissant subtotal only"),
        ("work_then_other", "A", "final_answer_phrase", "**Answer:** $229", "the working reaches $219 but the final answer is $229"),
        ("range", "A", "tag", "<answer>Between $215 and $220.</answer>", "a range, not one value: a hedge"),
        ("retract", "A", "hash", "#### 219\n\nHold on, 30 × 2.50 is 85, not 75. So the total is 144 + 85 = 229.\n#### 229", "right value, then a wrong recomputation to 229 stated last"),
        ("empty_tag", "A", "no_answer", "<answer></answer>", "empty answer tag after the think block: no final answer"),
     ]),
    ("train", "291",
     "First part: 3 hours × 65 mph = 195 miles.\nSecond part: 2 hours × 48 mph = 96 miles.\nTotal: 195 + 96 = 291 miles.\n",
     "3 * 65 = 185? No: 3 * 60 = 180, 3 * 5 = 15, so 195. 2 * 48 = 96. 195 + 96 = 291 miles.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>The train travels 291 miles in all.</answer>", "sentence in the tag"),
        ("hash_phrase", "B", "hash", "Total distance #### 291", "#### after a phrase"),
        ("bold_miles", "B", "final_answer_phrase", "**Answer:** 291 miles", "bold label, unit after"),
        ("open_box", "B", "tag", "</think>\n<answer>\n\\boxed{291}\n", "answer tag with a box, never closed"),
        ("think_slip_fixed", "B", "tag", "<answer>291</answer>", "the think block tries 185 and corrects it to 195 before the tag; the tag holds the gold"),
        ("first_leg", "A", "tag", "<answer>195 miles</answer>", "the first leg only"),
        ("avg_speed", "A", "final_answer_phrase", "**Answer:** 58.2 mph", "the average speed (291 / 5), another quantity"),
        ("retract", "A", "hash", "#### 291\n\nWait, let me double-check the second leg: 2 × 48 = 86. So the total is 195 + 86 = 281.\n#### 281", "right value, then a wrong 'check' ending on 281"),
        ("tag_hedge", "A", "tag", "<answer>291 miles, or 281 if the stop is left out</answer>", "a hedge between two values"),
        ("tag_cut", "A", "truncated", "</think>\n<answer>The train travels", "cut inside the answer tag before the number: no_answer"),
     ]),
    ("fence", "420",
     "The perimeter of the 18 m by 12 m garden is 2 × (18 + 12) = 60 m.\nAt $7 per meter, the fence costs 60 × $7 = $420.\n",
     "Fence goes around: perimeter = 2(18 + 12) = 60 m. 60 * 7 = 420 dollars. Not the area (216).\n",
     [
        ("bold_dollar", "B", "final_answer_phrase", "**Answer:** $420", "bold label, dollar sign"),
        ("tag_sentence", "B", "tag", "<answer>It will cost $420 to fence the garden.</answer>", "sentence in the tag"),
        ("hash_cents", "B", "hash", "#### 420.00", "trailing .00 after ####"),
        ("sentence_then_hash", "B", "hash", "So the fence costs $420 in total.\n#### 420", "sentence, then #### on its own line"),
        ("tag_box_word", "B", "tag", "<answer>$\\boxed{420}$ dollars</answer>", "box inside the tag with a word after it"),
        ("area_cost", "A", "tag", "<answer>$1,512</answer>", "the area (216 m²) priced instead of the perimeter"),
        ("perimeter", "A", "hash", "The fence is 60 meters long.\n#### 60", "the perimeter, not the cost"),
        ("half_perim", "A", "final_answer_phrase", "**Answer:** $210", "half the perimeter (18 + 12) priced"),
        ("tag_hedge", "A", "tag", "<answer>$420 or $1,512</answer>", "hedge between the perimeter and the area cost"),
        ("bold_cut", "A", "truncated", "**Answer:** $", "cut after the currency sign: no_answer"),
     ]),
    ("jacket", "64.8",
     "25% off $80 is $80 × 0.75 = $60.\nAdding 8% tax: $60 × 1.08 = $64.80.\n",
     "80 with 25% off: 60. Tax 8% on 60 is 4.80. 60 + 4.80 = 64.80.\n",
     [
        ("tag_cents", "B", "tag", "<answer>$64.80</answer>", "two cents digits for the gold 64.8"),
        ("bold_escaped", "B", "final_answer_phrase", "**Answer:** \\$64.80", "bold label, escaped dollar"),
        ("hash_cents", "B", "hash", "#### 64.80", "trailing zero after ####"),
        ("tag_sentence", "B", "tag", "<answer>The final price is 64.8 dollars.</answer>", "sentence in the tag"),
        ("prose", "B", "prose_sentence", "The jacket costs $64.80 after tax.", "prose sentence"),
        ("pretax", "A", "tag", "<answer>$60</answer>", "the discounted price before tax (subtotal)"),
        ("rounded", "A", "hash", "The price comes to about $65.\n#### 65", "rounded to whole dollars for an exact gold"),
        ("dollar_off", "A", "final_answer_phrase", "25% off taken as $25 off: $55 × 1.08 = $59.40.\n**Answer:** $59.40", "25% read as $25"),
        ("tax_only", "A", "tag", "<answer>The tax is $4.80.</answer>", "the tax amount, another quantity"),
        ("retract", "A", "final_answer_phrase", "**Answer:** $64.80\n\nWait, that's wrong: the tax is charged on the original price, 8% of $80 = $6.40, so the price is $60 + $6.40 = $66.40.\n\n**Answer:** $66.40", "right value, then a wrong 'correction' stated last"),
     ]),
    ("bike", "13",
     "Ana still needs $240 − $45 = $195.\nSaving $15 a week, she needs $195 ÷ $15 = 13 weeks.\n",
     "Bike 240, she has 45. 240 / 15 = 16 weeks? No, she already has 45, so 195 / 15 = 13 weeks.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>Ana needs to save for 13 more weeks.</answer>", "sentence in the tag"),
        ("bold_weeks", "B", "final_answer_phrase", "**Answer:** 13 weeks", "bold label, unit after"),
        ("hash_inline", "B", "hash", "So she must save for 13 weeks. #### 13", "sentence, then #### on the same line"),
        ("think_wrong_first", "B", "tag", "<answer>13 weeks</answer>", "the think block tries 16 first, then 13; the tag holds the gold"),
        ("open_box", "B", "tag", "</think>\n<answer>\\boxed{13}", "boxed value in an answer tag never closed"),
        ("no_savings", "A", "tag", "<answer>16 weeks</answer>", "the $45 already saved ignored (240 / 15)"),
        ("still_needed", "A", "hash", "#### 195", "the amount still needed, not the weeks"),
        ("tag_hedge", "A", "tag", "<answer>13 or 14 weeks</answer>", "a hedge between two values"),
        ("safe_extra", "A", "final_answer_phrase", "To be safe, she should plan one extra week.\n**Answer:** 14 weeks", "the working gives 13 but the stated final answer is 14"),
        ("think_cut", "A", "truncated", "<think>\nAna has 45 and needs 240, so she is short 240 - 45 =", "cut inside the think block: no_answer"),
     ]),
    ("class", "20",
     "Boys: 3/8 × 32 = 12.\nGirls: 32 − 12 = 20.\n",
     "3/8 of 32 is 12 boys. 32 - 12 = 20 girls. Question asks girls.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>There are 20 girls in the class.</answer>", "sentence in the tag"),
        ("bold_noun", "B", "final_answer_phrase", "**Answer:** 20 girls", "bold label, noun after"),
        ("hash_bare", "B", "hash", "#### 20", "bare ####"),
        ("tag_boys_after", "B", "tag", "<answer>20 girls (and 12 boys)</answer>", "gold first, then the other group in brackets"),
        ("prose", "B", "prose_sentence", "So 20 of the students are girls.", "prose sentence"),
        ("boys", "A", "tag", "<answer>12</answer>", "the boys, not the girls"),
        ("fraction", "A", "tag", "<answer>5/8 of the class</answer>", "the fraction of girls, not the number"),
        ("percent", "A", "final_answer_phrase", "**Answer:** 62.5%", "the percent of girls, not the number"),
        ("retract", "A", "hash", "#### 20\n\nWait, 3/8 of 32 is 16, so there are 32 − 16 = 16 girls.\n#### 16", "right value, then a wrong 'correction' to 16"),
        ("bold_empty", "A", "truncated", "**Answer:**", "the label with nothing after it: no_answer"),
     ]),
    ("tank", "390",
     "Water lost: 12 L × 15 hours = 180 L.\nAfter the leak: 500 − 180 = 320 L.\nAfter refilling: 320 + 70 = 390 L.\n",
     "Leak 12 per hour for 15 h = 180. 500 - 180 = 320. Add 70: 390 liters.\n",
     [
        ("tag_liters", "B", "tag", "<answer>390 liters</answer>", "unit word in the tag"),
        ("bold_l", "B", "final_answer_phrase", "**Answer:** 390 L", "bold label, unit symbol"),
        ("hash_phrase", "B", "hash", "Water left in the tank: #### 390", "#### after a phrase"),
        ("tag_sentence", "B", "tag", "<answer>The tank now holds 390 liters of water.</answer>", "sentence in the tag"),
        ("tag_box_unit", "B", "tag", "<answer>$\\boxed{390}$ L</answer>", "box inside the tag, unit after"),
        ("before_refill", "A", "tag", "<answer>320 liters</answer>", "the amount before the refill (subtotal)"),
        ("leak", "A", "hash", "#### 180", "the water lost, another quantity"),
        ("sub_refill", "A", "final_answer_phrase", "500 − 180 − 70 = 250.\n**Answer:** 250 L", "the refill subtracted"),
        ("retract", "A", "hash", "#### 390\n\nHmm, wait: 12 × 15 is 150, not 180. So 500 − 150 + 70 = 420.\n#### 420", "right value, then a wrong recomputation to 420"),
        ("tag_hedge", "A", "tag", "<answer>390 L (320 L if the refill comes later)</answer>", "a hedge between two values"),
     ]),
    ("stamps", "138",
     "Let Mia have m stamps. Leo has 3m, so m + 3m = 184 and m = 46.\nLeo has 3 × 46 = 138 stamps.\n",
     "m + 3m = 184, 4m = 184, m = 46. Leo = 3 * 46 = 138. Asked: Leo.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>Leo has 138 stamps.</answer>", "sentence in the tag"),
        ("tag_mia_first", "B", "tag", "<answer>Mia has 46 stamps, so Leo has 138.</answer>", "another quantity first, the gold last"),
        ("tag_leo_first", "B", "tag", "<answer>Leo has 138 stamps and Mia has 46.</answer>", "the gold first, the other person's count after it: Leo's count is the answer"),
        ("hash_bare", "B", "hash", "#### 138", "bare ####"),
        ("prose", "B", "prose_sentence", "Therefore, Leo owns 138 stamps.", "prose sentence"),
        ("mia", "A", "tag", "<answer>Mia has 46 stamps.</answer>", "Mia's count, not Leo's"),
        ("work_then_mia", "A", "hash", "#### 46", "the working reaches 138 for Leo but #### gives Mia's 46"),
        ("third", "A", "final_answer_phrase", "**Answer:** 61.33 stamps", "184 / 3, a wrong setup"),
        ("tag_hedge", "A", "tag", "<answer>138 or 46</answer>", "a hedge between the two people's counts"),
        ("tag_cut", "A", "truncated", "<answer>Leo has 1", "cut inside the number: no_answer"),
     ]),
    ("wage", "686",
     "Regular pay: 40 × $14 = $560.\nOvertime rate: 1.5 × $14 = $21, so 6 × $21 = $126.\nTotal: $560 + $126 = $686.\n",
     "40 * 14 = 560. Overtime 1.5 * 14 = 21 per hour, 6 hours = 126. 560 + 126 = 686.\n",
     [
        ("bold_dollar", "B", "final_answer_phrase", "**Answer:** $686", "bold label, dollar sign"),
        ("tag_sentence", "B", "tag", "<answer>She earns $686 this week.</answer>", "sentence in the tag"),
        ("hash_phrase", "B", "hash", "Weekly pay #### 686", "#### after a phrase"),
        ("open_tag", "B", "tag", "</think>\n<answer>$686", "answer tag never closed, dollar sign"),
        ("tag_box_dollar", "B", "tag", "<answer>\\boxed{\\$686}</answer>", "escaped dollar inside a box inside the tag"),
        ("no_premium", "A", "tag", "<answer>$644</answer>", "overtime at the regular rate (46 × 14)"),
        ("regular", "A", "hash", "#### 560", "the regular pay only (subtotal)"),
        ("overtime", "A", "final_answer_phrase", "**Answer:** $126", "the overtime pay only"),
        ("retract", "A", "hash", "#### 686\n\nWait, overtime is usually double time: 6 × $28 = $168, so $560 + $168 = $728.\n#### 728", "right value, then a wrong 'correction' to 728"),
        ("range", "A", "tag", "<answer>Between $644 and $686</answer>", "a range, a hedge"),
     ]),
    ("diver", "-43",
     "Start: −35 m. Rise 12 m: −35 + 12 = −23 m. Descend 20 m: −23 − 20 = −43 m.\n",
     "-35 + 12 = -23. Then down 20: -43. Depth below sea level, so negative: -43.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>The diver is at -43 meters.</answer>", "sentence in the tag, ASCII minus"),
        ("bold_m", "B", "final_answer_phrase", "**Answer:** -43 m", "bold label, unit symbol"),
        ("hash_bare", "B", "hash", "#### -43", "bare ####"),
        ("tag_box", "B", "tag", "<answer>\\boxed{-43}</answer>", "box inside the tag"),
        ("open_tag", "B", "tag", "</think>\n<answer>-43 meters", "answer tag never closed"),
        ("sign", "A", "tag", "<answer>43 meters</answer>", "sign lost"),
        ("after_rise", "A", "hash", "#### -23", "the position after the rise only (subtotal)"),
        ("all_down", "A", "final_answer_phrase", "−35 − 12 − 20 = −67.\n**Answer:** -67 m", "the rise treated as a descent"),
        ("tag_hedge", "A", "tag", "<answer>-43 or 43, depending on the sign convention</answer>", "a hedge between -43 and 43"),
        ("cut", "A", "truncated", "**Answer:** -", "cut after the minus sign: no_answer"),
     ]),
    ("test", "87",
     "She needs a total of 86 × 5 = 430 points.\nSo far: 78 + 85 + 92 + 88 = 343.\nFifth test: 430 − 343 = 87.\n",
     "Average 86 over 5 tests: 430 total. Maybe 86? No. 78 + 85 = 163, + 92 = 255, + 88 = 343. 430 - 343 = 87.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>She needs to score 87 on the fifth test.</answer>", "sentence in the tag"),
        ("bold_points", "B", "final_answer_phrase", "**Answer:** 87 points", "bold label, unit after"),
        ("hash_bare", "B", "hash", "#### 87", "bare ####"),
        ("think_wrong_first", "B", "tag", "<answer>87</answer>", "the think block floats 86 first, then 87; the tag holds the gold"),
        ("prose", "B", "prose_sentence", "So she must score 87 on her last test.", "prose sentence"),
        ("current_avg", "A", "tag", "<answer>85.75</answer>", "the current average (343 / 4), another quantity"),
        ("target", "A", "final_answer_phrase", "**Answer:** 86", "the target average, a given"),
        ("sum", "A", "hash", "#### 343", "the sum so far (subtotal)"),
        ("retract", "A", "hash", "#### 87\n\nWait, 78 + 85 + 92 + 88 = 342, so she needs 430 − 342 = 88.\n#### 88", "right value, then a wrong re-addition to 88"),
        ("tag_hedge", "A", "tag", "<answer>86 or 87</answer>", "a hedge between two values"),
     ]),
    ("pizza", "1",
     "5 pizzas × 8 slices = 40 slices.\n13 kids × 3 slices = 39 slices eaten.\n40 − 39 = 1 slice left.\n",
     "40 slices total. 13 * 3 = 39 eaten. 40 - 39 = 1 left.\n",
     [
        ("tag_sentence", "B", "tag", "<answer>There is 1 slice left.</answer>", "sentence in the tag"),
        ("bold_slice", "B", "final_answer_phrase", "**Answer:** 1 slice", "bold label, noun after"),
        ("hash_bare", "B", "hash", "#### 1", "bare #### with a one-digit gold"),
        ("tag_noun", "B", "tag", "<answer>1 slice of pizza remains</answer>", "value, then noun phrase"),
        ("prose", "B", "prose_sentence", "So just 1 slice is left over.", "prose sentence"),
        ("eaten", "A", "tag", "<answer>39 slices</answer>", "the slices eaten, not left"),
        ("total", "A", "hash", "#### 40", "the total slices (a given product)"),
        ("slip_zero", "A", "final_answer_phrase", "13 × 3 = 40, so no slices are left.\n**Answer:** 0", "a multiplication slip gives 0"),
        ("retract", "A", "hash", "#### 1\n\nWait, 13 × 3 is 36, so 40 − 36 = 4 slices are left.\n#### 4", "right value, then a wrong 'correction' to 4"),
        ("tag_hedge", "A", "tag", "<answer>1 or 2 slices</answer>", "a hedge between two values"),
     ]),
]
# MATH problems, same layout as GPROBS.
MPROBS = [
    ("ineq", "[-2,3]",
     "Factor: $x^2 - x - 6 = (x - 3)(x + 2)$. The parabola opens upward, so the product is $\\le 0$ between the roots, roots included:\n$$-2 \\le x \\le 3.$$\n\n",
     "x^2 - x - 6 = (x - 3)(x + 2), roots -2 and 3. Opens up, so <= 0 between them, endpoints included since equality is allowed.\n",
     [
        ("le_chain", "B", "prose_sentence", "The solution set is $-2 \\le x \\le 3$.", "the closed interval as a double inequality"),
        ("tag_in", "B", "tag", "<answer>x \\in [-2, 3]</answer>", "'x \\in' before the interval in a tag"),
        ("left_right", "B", "boxed", "Therefore, the final answer is: $\\boxed{\\left[-2,\\,3\\right]}$. I hope it is correct.", "\\left[ \\right] and a thin space"),
        ("open", "A", "boxed", "Therefore, the final answer is: $\\boxed{(-2,3)}$. I hope it is correct.", "open ends for a closed interval"),
        ("tag_half", "A", "tag", "<answer>\\boxed{[-2,3)}</answer>", "right end open: 3 is a solution"),
        ("complement", "A", "answer_is", "The answer is $(-\\infty,-2]\\cup[3,\\infty)$.", "the set where the product is >= 0 (complement, with the roots)"),
     ]),
    ("abs", "(-\\infty,-2)\\cup(3,\\infty)",
     "$|2x - 1| > 5$ means $2x - 1 > 5$ or $2x - 1 < -5$, that is, $x > 3$ or $x < -2$.\n\n",
     "|2x - 1| > 5: 2x - 1 > 5 gives x > 3; 2x - 1 < -5 gives x < -2. Strict, so open ends.\n",
     [
        ("or_text", "B", "boxed", "Therefore, the final answer is: $\\boxed{x < -2 \\text{ or } x > 3}$. I hope it is correct.", "two inequalities joined by \\text{ or }"),
        ("tag_reorder", "B", "tag", "<answer>(3,\\infty)\\cup(-\\infty,-2)</answer>", "the union written with its pieces in the other order"),
        ("llama_spaces", "B", "boxed", "The final answer is: $\\boxed{(-\\infty, -2) \\cup (3, \\infty)}$", "spaces after commas and around \\cup"),
        ("prose", "B", "prose_sentence", "So the solutions are all $x$ with $x<-2$ or $x>3$.", "prose with two inequalities"),
        ("closed", "A", "boxed", "Therefore, the final answer is: $\\boxed{(-\\infty,-2]\\cup[3,\\infty)}$. I hope it is correct.", "closed ends: -2 and 3 give |2x - 1| = 5, not > 5"),
        ("tag_between", "A", "tag", "<answer>(-2,3)</answer>", "the set where |2x - 1| < 5 (between the roots)"),
        ("swap_ends", "A", "boxed", "The final answer is: $\\boxed{(-\\infty,-3)\\cup(2,\\infty)}$", "endpoints negated and swapped"),
        ("one_piece", "A", "minerva", "Final Answer: The final answer is $(3,\\infty)$. I hope it is correct.", "one piece of the union missing"),
     ]),
    ("ray", "(-\\infty,3]",
     "Subtract 5: $-2x \\ge -6$. Dividing by $-2$ reverses the inequality: $x \\le 3$.\n\n",
     "5 - 2x >= -1, so -2x >= -6, divide by -2 and flip: x <= 3. Endpoint 3 works: 5 - 6 = -1.\n",
     [
        ("leq", "B", "boxed", "Therefore, the final answer is: $\\boxed{x \\leq 3}$. I hope it is correct.", "the ray as x \\leq 3"),
        ("open_tag_le", "B", "tag", "</think>\n<answer>x \\le 3", "x \\le 3 in an answer tag never closed"),
        ("r1_spaces", "B", "boxed", "**Final Answer**\n\\[\n\\boxed{\\left(-\\infty, 3\\right]}\n\\]", "\\left( \\right] with a space, in an R1 closing block"),
        ("lt", "A", "boxed", "Therefore, the final answer is: $\\boxed{x < 3}$. I hope it is correct.", "strict inequality: 3 itself is a solution"),
        ("tag_noflip", "A", "tag", "<answer>\\boxed{[3,\\infty)}</answer>", "the inequality not reversed when dividing by -2"),
        ("think_cut", "A", "truncated", "<think>\nSubtract 5 from both sides: -2x >= -6. Now divide by -2, which flips it, so x", "cut inside the think block before any answer: no_answer"),
     ]),
    ("roots", "-2,\\frac{3}{2}",
     "$2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \\frac{3}{2}$ or $x = -2$.\n\n",
     "Factor 2x^2 + x - 6: (2x - 3)(x + 2) = 2x^2 + 4x - 3x - 6. Yes. Roots 3/2 and -2.\n",
     [
        ("or_text", "B", "boxed", "Therefore, the final answer is: $\\boxed{x = \\frac32 \\text{ or } x = -2}$. I hope it is correct.", "'x = ... or x = ...', other order, \\frac32"),
        ("tag_set", "B", "tag", "<answer>\\{-2, \\tfrac{3}{2}\\}</answer>", "set braces and \\tfrac"),
        ("decimal", "B", "prose_sentence", "The solutions are $1.5$ and $-2$.", "an exact decimal for 3/2, other order"),
        ("reorder", "B", "boxed", "Thus, the answer is \\(\\boxed{\\frac{3}{2}, -2}\\).", "the list in the other order"),
        ("one_root", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\frac{3}{2}}$. I hope it is correct.", "a missing solution"),
        ("tag_sign", "A", "tag", "<answer>2, -\\frac{3}{2}</answer>", "both signs flipped (roots of 2x^2 - x - 6)"),
        ("recip", "A", "boxed", "The final answer is: $\\boxed{-2, \\frac{2}{3}}$", "the reciprocal of one root"),
        ("extra", "A", "boxed", "Therefore, the final answer is: $\\boxed{-2, 0, \\frac{3}{2}}$. I hope it is correct.", "an extra root 0 that does not satisfy the equation"),
     ]),
    ("system", "(2,-1)",
     "From $x - y = 3$, $x = y + 3$. Then $3(y + 3) + 2y = 4$, so $5y = -5$, $y = -1$ and $x = 2$.\n\n",
     "x = y + 3. 3y + 9 + 2y = 4, 5y = -5, y = -1, x = 2. Check 3(2) + 2(-1) = 4, 2 - (-1) = 3.\n",
     [
        ("tag_named", "B", "tag", "<answer>x = 2, y = -1</answer>", "named values for the pair"),
        ("xy_eq", "B", "boxed", "So $y = -1$ and $x = 2$, i.e. $\\boxed{(x,y) = (2,-1)}$.", "'(x,y) = ' before the pair"),
        ("r1_left", "B", "boxed", "**Final Answer**\n\\[\n\\boxed{\\left(2,\\ -1\\right)}\n\\]", "\\left( \\right) and a control space"),
        ("swap", "A", "boxed", "Therefore, the final answer is: $\\boxed{(-1,2)}$. I hope it is correct.", "the pair in the wrong order (y, x)"),
        ("tag_sign", "A", "tag", "<answer>(2, 1)</answer>", "sign slip in y"),
        ("x_only", "A", "answer_is", "The answer is $x = 2$.", "only one coordinate of the ordered pair"),
     ]),
    ("vec", "\\begin{pmatrix} 5 \\\\ -6 \\end{pmatrix}",
     "$2\\begin{pmatrix} 3 \\\\ -1 \\end{pmatrix} - \\begin{pmatrix} 1 \\\\ 4 \\end{pmatrix} = \\begin{pmatrix} 6 - 1 \\\\ -2 - 4 \\end{pmatrix}$.\n\n",
     "2(3, -1) = (6, -2). Minus (1, 4): (5, -6).\n",
     [
        ("paren", "B", "boxed", "Therefore, the final answer is: $\\boxed{(5,-6)}$. I hope it is correct.", "an ordered pair for a column vector"),
        ("tag_bmatrix", "B", "tag", "<answer>\\begin{bmatrix}5\\\\-6\\end{bmatrix}</answer>", "bmatrix in a tag"),
        ("tag_box_tight", "B", "tag", "<answer>\\boxed{\\begin{pmatrix}5\\\\-6\\end{pmatrix}}</answer>", "pmatrix without spaces, boxed in a tag"),
        ("plus", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\begin{pmatrix} 7 \\\\ 2 \\end{pmatrix}}$. I hope it is correct.", "added instead of subtracted"),
        ("tag_swap", "A", "tag", "<answer>(-6, 5)</answer>", "components swapped"),
        ("cut", "A", "truncated", "Therefore, the final answer is: $\\boxed{\\begin{pmatrix} 5 \\\\", "cut inside the box: no_answer"),
     ]),
    ("matsq", "\\begin{pmatrix} 7 & 10 \\\\ 15 & 22 \\end{pmatrix}",
     "$\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}^2 = \\begin{pmatrix} 1 + 6 & 2 + 8 \\\\ 3 + 12 & 6 + 16 \\end{pmatrix}$.\n\n",
     "Row 1: (1*1 + 2*3, 1*2 + 2*4) = (7, 10). Row 2: (3*1 + 4*3, 3*2 + 4*4) = (15, 22).\n",
     [
        ("bmatrix", "B", "boxed", "Therefore, the final answer is: $\\boxed{\\begin{bmatrix} 7 & 10 \\\\ 15 & 22 \\end{bmatrix}}$. I hope it is correct.", "bmatrix"),
        ("array", "B", "boxed", "The final answer is: $\\boxed{\\left(\\begin{array}{cc} 7 & 10 \\\\ 15 & 22 \\end{array}\\right)}$", "array in \\left( \\right)"),
        ("tag_tight", "B", "tag", "<answer>\\begin{pmatrix}7&10\\\\15&22\\end{pmatrix}</answer>", "pmatrix without spaces in a tag"),
        ("transpose", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\begin{pmatrix} 7 & 15 \\\\ 10 & 22 \\end{pmatrix}}$. I hope it is correct.", "the transpose"),
        ("tag_entrywise", "A", "tag", "<answer>\\begin{pmatrix} 1 & 4 \\\\ 9 & 16 \\end{pmatrix}</answer>", "entries squared one by one"),
        ("slip", "A", "boxed", "The final answer is: $\\boxed{\\begin{pmatrix} 7 & 10 \\\\ 15 & 21 \\end{pmatrix}}$", "one entry off by one"),
     ]),
    ("line", "y=2x+1",
     "The slope is $\\frac{7 - 3}{3 - 1} = 2$. Using $(1, 3)$: $3 = 2 \\cdot 1 + b$, so $b = 1$ and the line is $y = 2x + 1$.\n\n",
     "Slope (7 - 3)/(3 - 1) = 2. b = 3 - 2 = 1. y = 2x + 1. Check (3, 7): 6 + 1 = 7.\n",
     [
        ("general", "B", "boxed", "Therefore, the final answer is: $\\boxed{2x - y + 1 = 0}$. I hope it is correct.", "general form of the same line"),
        ("tag_reorder", "B", "tag", "<answer>y = 1 + 2x</answer>", "terms reordered"),
        ("point_slope", "B", "answer_is", "The answer is $y - 3 = 2(x - 1)$.", "point-slope form of the same line"),
        ("y_minus", "B", "boxed", "The final answer is: $\\boxed{y - 2x = 1}$", "rearranged form of the same line"),
        ("intercept", "A", "boxed", "Therefore, the final answer is: $\\boxed{y = 2x - 1}$. I hope it is correct.", "intercept sign slip"),
        ("tag_recip", "A", "tag", "<answer>y = \\frac{1}{2}x + \\frac{5}{2}</answer>", "the slope inverted (dx/dy)"),
        ("slope_only", "A", "boxed", "Therefore, the final answer is: $\\boxed{2}$. I hope it is correct.", "the working has the line, the final answer is only the slope"),
        ("swap_xy", "A", "prose_sentence", "So the equation of the line is $x = 2y + 1$.", "x and y swapped: another line"),
     ]),
    ("rad", "8\\sqrt{2}",
     "$\\sqrt{50} = 5\\sqrt{2}$ and $\\sqrt{18} = 3\\sqrt{2}$, so the sum is $8\\sqrt{2}$.\n\n",
     "sqrt 50 = 5 sqrt 2, sqrt 18 = 3 sqrt 2. Total 8 sqrt 2.\n",
     [
        ("sqrt128", "B", "boxed", "Therefore, the final answer is: $\\boxed{\\sqrt{128}}$. I hope it is correct.", "unsimplified radical equal to the gold (64 * 2 = 128)"),
        ("tag_nobrace", "B", "tag", "<answer>8\\sqrt2</answer>", "\\sqrt2 without braces"),
        ("approx_after", "B", "answer_is", "The answer is $8\\sqrt{2} \\approx 11.31$.", "exact value, then an approximation"),
        ("add_radicands", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\sqrt{68}}$. I hope it is correct.", "radicands added"),
        ("tag_rounded", "A", "tag", "<answer>11.31</answer>", "rounded decimal for an exact gold"),
        ("retract", "A", "boxed", "Hmm, let me recheck the second radical.\n\nWait, that's wrong: $\\sqrt{18} = 2\\sqrt{3}$, so the sum is $5\\sqrt{2} + 2\\sqrt{3}$.\n\nTherefore, the final answer is: $\\boxed{5\\sqrt{2} + 2\\sqrt{3}}$. I hope it is correct.", "right value, then a wrong 'correction' boxed last"),
     ]),
    ("cplx", "5-12i",
     "$(3 - 2i)^2 = 9 - 12i + 4i^2 = 9 - 12i - 4 = 5 - 12i$.\n\n",
     "(3 - 2i)^2 = 9 - 2*3*2i + (2i)^2 = 9 - 12i - 4 = 5 - 12i.\n",
     [
        ("imag_first", "B", "boxed", "Therefore, the final answer is: $\\boxed{-12i + 5}$. I hope it is correct.", "imaginary part first"),
        ("tag_spaces", "B", "tag", "<answer>5 - 12 i</answer>", "spaces, including before i"),
        ("plus_neg", "B", "answer_is", "The answer is $5 + (-12)i$.", "a + bi with b in brackets"),
        ("tag_box", "B", "tag", "</think>\n<answer>\\boxed{5-12i}</answer>", "box inside the tag, R1-Zero without an opening think tag"),
        ("conj", "A", "boxed", "Therefore, the final answer is: $\\boxed{5+12i}$. I hope it is correct.", "sign of the imaginary part"),
        ("tag_i2", "A", "tag", "<answer>13 - 12i</answer>", "i^2 taken as +1"),
        ("modsq", "A", "boxed", "The final answer is: $\\boxed{13}$", "|3 - 2i|^2, another quantity"),
        ("swap_parts", "A", "boxed", "Therefore, the final answer is: $\\boxed{-12 + 5i}$. I hope it is correct.", "real and imaginary parts swapped"),
     ]),
    ("bin", "100101_2",
     "$37 = 32 + 4 + 1 = 2^5 + 2^2 + 2^0$, so the binary digits from $2^5$ down to $2^0$ are $1, 0, 0, 1, 0, 1$.\n\n",
     "37 = 32 + 5 = 32 + 4 + 1. Bits at 5, 2, 0: 100101. Check: 32 + 4 + 1 = 37.\n",
     [
        ("nosub", "B", "boxed", "Therefore, the final answer is: $\\boxed{100101}$. I hope it is correct.", "the base-2 digits without the subscript"),
        ("tag_brace", "B", "tag", "<answer>100101_{2}</answer>", "subscript in braces"),
        ("paren_sub", "B", "answer_is", "The answer is $(100101)_2$.", "digits in brackets with the subscript"),
        ("text_two", "B", "boxed", "The final answer is: $\\boxed{100101_{\\text{two}}}$", "subscript written as \\text{two}"),
        ("reversed", "A", "boxed", "Therefore, the final answer is: $\\boxed{101001_2}$. I hope it is correct.", "digits reversed (41)"),
        ("tag_decimal", "A", "tag", "<answer>37</answer>", "the base-ten number, not its base-2 form asked"),
        ("slip", "A", "boxed", "Therefore, the final answer is: $\\boxed{100111_2}$. I hope it is correct.", "one digit wrong (39)"),
        ("tag_cut", "A", "truncated", "<answer>\\boxed{1001", "cut inside the box: no_answer"),
     ]),
    ("hexagon", "120",
     "The angles of a hexagon sum to $(6 - 2) \\cdot 180^\\circ = 720^\\circ$, so each interior angle is $720^\\circ / 6 = 120^\\circ$.\n\n",
     "Sum (6 - 2) * 180 = 720. 720 / 6 = 120 degrees.\n",
     [
        ("circ", "B", "boxed", "Therefore, the final answer is: $\\boxed{120^\\circ}$. I hope it is correct.", "^\\circ on a degree gold"),
        ("tag_degrees", "B", "tag", "<answer>120 degrees</answer>", "'degrees' on a degree gold"),
        ("r1_curly", "B", "boxed", "**Final Answer**\n\\[\n\\boxed{120^{\\circ}}\n\\]", "^{\\circ} in an R1 closing block"),
        ("exterior", "A", "boxed", "Therefore, the final answer is: $\\boxed{60^\\circ}$. I hope it is correct.", "the exterior angle"),
        ("tag_rad", "A", "tag", "<answer>\\frac{2\\pi}{3}</answer>", "radians for the degree measure asked (2.09 is not 120)"),
        ("sum", "A", "answer_is", "The answer is $720^\\circ$.", "the angle sum"),
     ]),
    ("arccos", "\\frac{2\\pi}{3}",
     "$\\cos\\frac{2\\pi}{3} = -\\frac{1}{2}$ and $\\frac{2\\pi}{3}$ lies in $[0, \\pi]$, so $\\arccos\\left(-\\frac{1}{2}\\right) = \\frac{2\\pi}{3}$.\n\n",
     "cos is -1/2 at 120 degrees, which is 2pi/3 radians, inside [0, pi]. Radians asked.\n",
     [
        ("pi_after", "B", "boxed", "Therefore, the final answer is: $\\boxed{\\frac{2}{3}\\pi}$. I hope it is correct.", "\\frac{2}{3}\\pi"),
        ("tag_slash", "B", "tag", "<answer>2\\pi/3</answer>", "slash form"),
        ("dfrac", "B", "boxed", "Thus, the answer is \\(\\boxed{\\dfrac{2\\pi}{3}}\\).", "\\dfrac"),
        ("deg", "A", "boxed", "Therefore, the final answer is: $\\boxed{120^\\circ}$. I hope it is correct.", "degrees when radians are asked"),
        ("tag_pi3", "A", "tag", "<answer>\\frac{\\pi}{3}</answer>", "arccos(1/2): the sign dropped"),
        ("four", "A", "boxed", "The final answer is: $\\boxed{\\frac{4\\pi}{3}}$", "outside the range [0, pi] of arccos"),
     ]),
    ("div", "\\frac{3}{2}",
     "$2\\frac{1}{4} = \\frac{9}{4}$, and $\\frac{9}{4} \\div \\frac{3}{2} = \\frac{9}{4} \\cdot \\frac{2}{3} = \\frac{18}{12} = \\frac{3}{2}$.\n\n",
     "2 1/4 = 9/4. Divide by 3/2: 9/4 * 2/3 = 18/12 = 3/2.\n",
     [
        ("decimal", "B", "boxed", "Therefore, the final answer is: $\\boxed{1.5}$. I hope it is correct.", "exact decimal"),
        ("tag_mixed", "B", "tag", "<answer>1\\frac{1}{2}</answer>", "mixed number"),
        ("slash", "B", "answer_is", "The answer is 3/2.", "plain slash"),
        ("tfrac", "B", "boxed", "Thus, the answer is \\(\\boxed{\\tfrac32}\\).", "\\tfrac32"),
        ("recip", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\frac{2}{3}}$. I hope it is correct.", "the reciprocal"),
        ("tag_mult", "A", "tag", "<answer>\\frac{27}{8}</answer>", "multiplied instead of divided"),
        ("drop_whole", "A", "boxed", "The final answer is: $\\boxed{\\frac{1}{6}}$", "the whole part of 2 1/4 dropped (1/4 / 3/2)"),
        ("hedge", "A", "prose_sentence", "So the quotient is $\\frac{3}{2}$ or $\\frac{2}{3}$, depending on the order of division.", "a hedge between the value and its reciprocal"),
     ]),
    ("pct", "37.5",
     "$\\frac{24}{64} = 0.375$, which is $37.5\\%$.\n\n",
     "24 / 64 = 3/8 = 0.375. As a percent: 37.5.\n",
     [
        ("pct_sign", "B", "boxed", "Therefore, the final answer is: $\\boxed{37.5\\%}$. I hope it is correct.", "\\% on a percent gold"),
        ("tag_frac_pct", "B", "tag", "<answer>\\frac{75}{2}\\%</answer>", "75/2 percent"),
        ("mixed_pct", "B", "answer_is", "The answer is $37\\frac{1}{2}\\%$.", "mixed-number percent"),
        ("decimal", "A", "boxed", "Therefore, the final answer is: $\\boxed{0.375}$. I hope it is correct.", "the decimal for the percent asked"),
        ("tag_comp", "A", "tag", "<answer>62.5\\%</answer>", "the complement"),
        ("rounded", "A", "boxed", "The final answer is: $\\boxed{38\\%}$", "rounded for an exact gold"),
     ]),
    ("log", "\\log_2 5 - 1",
     "Take $\\log_2$ of both sides: $x + 1 = \\log_2 5$, so $x = \\log_2 5 - 1$.\n\n",
     "2^(x+1) = 5, so x + 1 = log2 5, x = log2 5 - 1, about 1.32.\n",
     [
        ("quot", "B", "boxed", "Therefore, the final answer is: $\\boxed{\\log_2 \\frac{5}{2}}$. I hope it is correct.", "log_2(5/2) = log_2 5 - 1"),
        ("tag_dec_arg", "B", "tag", "<answer>\\log_2 2.5</answer>", "log_2 of the decimal 2.5"),
        ("reorder", "B", "boxed", "The final answer is: $\\boxed{-1 + \\log_2 5}$", "terms reordered"),
        ("ln", "B", "answer_is", "The answer is $\\frac{\\ln 5}{\\ln 2} - 1$.", "change of base with ln"),
        ("drop_one", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\log_2 5}$. I hope it is correct.", "the -1 dropped (that is x + 1)"),
        ("tag_plus", "A", "tag", "<answer>\\log_2 5 + 1</answer>", "sign slip"),
        ("base_swap", "A", "boxed", "The final answer is: $\\boxed{\\log_5 2 - 1}$", "base and argument swapped"),
        ("rounded", "A", "boxed", "Therefore, the final answer is: $\\boxed{1.32}$. I hope it is correct.", "rounded decimal for an exact gold"),
     ]),
    ("day", "\\text{Thursday}",
     "$100 = 14 \\cdot 7 + 2$, so 100 days after a Tuesday is 2 days after a Tuesday.\n\n",
     "100 mod 7 = 2 (98 = 14 * 7). Tuesday + 2 = Thursday.\n",
     [
        ("tag_plain", "B", "tag", "<answer>Thursday</answer>", "the day without \\text{}"),
        ("sentence", "B", "prose_sentence", "So 100 days from today is a Thursday.", "prose sentence"),
        ("textbf", "B", "boxed", "Therefore, the final answer is: $\\boxed{\\textbf{Thursday}}$. I hope it is correct.", "\\textbf instead of \\text"),
        ("wed", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\text{Wednesday}}$. I hope it is correct.", "off by one day"),
        ("tag_fri", "A", "tag", "<answer>Friday</answer>", "off by one day the other way"),
        ("hedge", "A", "prose_sentence", "It will be Thursday or Friday, depending on whether today is counted.", "a hedge between two days"),
     ]),
    ("mc", "\\text{(E)}",
     "$2^{10} = 1024$, $3^6 = 729$, $5^4 = 625$, $10^3 = 1000$, $6^4 = 1296$. The largest is $6^4$, choice (E).\n\n",
     "1024, 729, 625, 1000, 1296. Max is 1296 = 6^4, option E.\n",
     [
        ("letter", "B", "boxed", "Therefore, the final answer is: $\\boxed{E}$. I hope it is correct.", "bare letter in the box"),
        ("tag_textbf", "B", "tag", "<answer>\\textbf{(E)}\\ 6^4</answer>", "bold letter with the option's content"),
        ("value", "B", "boxed", "The final answer is: $\\boxed{6^4}$", "debatable: the option's content instead of its letter", True),
        ("a", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\text{(A)}}$. I hope it is correct.", "option A (1024), the second largest"),
        ("tag_d", "A", "tag", "<answer>D</answer>", "option D (1000)"),
        ("hedge", "A", "answer_is", "The answer is (A) or (E).", "a hedge between two options"),
     ]),
    ("inv", "\\frac{x+7}{3}",
     "Write $y = 3x - 7$ and swap: $x = 3y - 7$, so $y = \\frac{x + 7}{3}$.\n\n",
     "y = 3x - 7, swap: x = 3y - 7, y = (x + 7)/3. Check f(f^-1(x)) = x + 7 - 7 = x.\n",
     [
        ("fnot", "B", "boxed", "Therefore, the final answer is: $\\boxed{f^{-1}(x) = \\frac{x + 7}{3}}$. I hope it is correct.", "'f^{-1}(x) =' in the box"),
        ("tag_split", "B", "tag", "<answer>\\frac{x}{3} + \\frac{7}{3}</answer>", "the fraction split"),
        ("slash", "B", "prose_sentence", "So the inverse is $f^{-1}(x) = (x+7)/3$.", "slash form in prose"),
        ("y_eq", "B", "boxed", "The final answer is: $\\boxed{y = \\frac{7 + x}{3}}$", "'y =' with the numerator reordered"),
        ("sign", "A", "boxed", "Therefore, the final answer is: $\\boxed{\\frac{x-7}{3}}$. I hope it is correct.", "sign slip"),
        ("tag_recip", "A", "tag", "<answer>\\frac{1}{3x-7}</answer>", "the reciprocal, not the inverse function"),
        ("order", "A", "boxed", "The final answer is: $\\boxed{\\frac{x}{3} + 7}$", "the steps undone in the wrong order"),
        ("retract", "A", "boxed", "So $f^{-1}(x) = \\frac{x + 7}{3}$.\n\nWait, that's wrong: swapping $x$ and $y$ in $y = 3x - 7$ and solving gives $y = 3x + 7$.\n\nTherefore, the final answer is: $\\boxed{3x + 7}$. I hope it is correct.", "right value, then a wrong 'correction' boxed last"),
     ]),
]
# fmt: on


def build(problems, maker, prefix):
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; text = working + final, the
    think block in tags + the final where the final opens with "<answer>", the bare think text +
    the final where it opens with "</think>", or the final alone where it opens with "<think>"."""
    cases = []
    for key, gold, work, think, probes in problems:
        for suffix, kind, form, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "no_answer") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            if final.startswith("<answer>"):
                text = th(think) + final
            elif final.startswith("</think>"):
                text = think + final
            elif final.startswith("<think>"):
                text = final
            else:
                text = work + final
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


CASES = build(GPROBS, g, "g") + build(MPROBS, m, "m")

DECISIONS = {
    "ok_m_mc_value": (
        "accept",
        "the question asks which option is largest; 6^4 is the content of option (E) and of no other "
        "option, so it names the gold choice exactly, as a letter beside its content does (round "
        "161); a wrong option's content would be wrong",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam167", CASES, [], DECISIONS)
