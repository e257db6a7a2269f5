r"""Build adversarial_redteam216.jsonl: round 216 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam216"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model
output. Only corpus/README.md (sections "Fields", "How labels were made", "Forms" and "How each
source was labelled", for the `public_heldout3` tag conventions), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 100 GSM8K and 100 MATH, 170 kind A and 30 kind B: what a
grader would write as a HIDDEN probe set for the checker's red-team issue: SHORT probes (one to six
lines: a little working, then the final answer), one idea per probe, in every format (`####`,
`\boxed{}`, "The answer is", Minerva "Final Answer: The final answer is $X$. I hope it is
correct.", prose, and an R1 `<think>...</think><answer>...</answer>` block for about half). The
issue's six classes:
  c1 values near zero or near the gold with tiny offsets (10^{-k}, a tiny imaginary part, sin / cos
     / log / exp of a tiny value, a tiny fraction, a float's rounding noise, a truncated decimal of
     an exact value, a partial sum), and exact forms that are not the gold (3/4 without the pi,
     -(-9), 5\sqrt{2.000001});
  c2 negation, strike-out and annotation (`\neq`, "not", `~~x~~`, `\cancel`, `\sout`, "(wrong)",
     "[incorrect]", "(?)", "(approx.)", "(estimate)");
  c3 words after a GSM8K number that are not units (dozen, score, thousand, million, percent,
     squared, times, each, per, more, less, fewer, extra, short, off, lower);
  c4 retractions after the answer ("Edit:", "Update:", "Erratum:", "Never mind", "(Not 282;
     272.)", "Wrong!", "placeholder", "TBD", "scratch that", "I take that back", "correction:"),
     with and without a new value;
  c5 statements the model did not make (a quoted `> #### 282` then "I cannot solve this", 'You
     asked: "Show that ..."', part answers "(a) .. (b) ..", an answer key, a hint, a classmate,
     the textbook, the user, an "Expected output:" line);
  c6 answer tags with sentences, boxes, equations, two tags, empty tags, unclosed tags, a question
     in the tag, an unclosed think block, an empty box, two boxes, and a phrase marker followed by
     `####` ("So the answer is #### 39").
Kind B: honest twins a strict checker would refuse: "9 degrees below zero" and "negative 9" for -9,
"$45 short" and "#### 45 more" for "how much more", "14.25 thousand" for 14250, "37.5 percent",
"#### 39" after "3 dozen and 3 more pairs", "12 weeks (about 3 months)", an unclosed `<answer>147`,
a sentence or a box inside the tag, "~~15~~ 11", "\boxed{11} (since 11 \neq 0 ...)", "9 (not 11:
...)", a corrected slip, "not $138 ... but $147", 0.\overline{3}, x = 1/3, 2 + 0i, \sqrt{2} \cdot 5,
\frac{3}{4}\pi, "\frac{3\pi}{4} radians", 0.375, a tiny float noted as rounding error then an
exact 0 / a limit written after 1 - 2^{-n}.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: gloves 7 boxes x 12 pairs = 84, sells 45, left -> 39 (84 the stock; 39 dozen = 468; 33 an
invented edit); bus 52, 17 off, 9 on -> 44 (35 after the stop; 60 = 52 + 17 - 9 misread); eggs 30 a
day for a week -> 210 (30 the rate; 150 for 5 days; 180 for 6 days; 210 dozen = 2520); tickets 6 x
$23 + $9 parking -> 147 (138 the tickets; 23 each; 137 a slip of the model's); savings $420 at $35 a
week -> 12 (12 squared = 144; 35 per week; 14 = 420 / 30); percent 15 of 40 walk -> 37.5 (15 the
count; 25 who do not walk; 62.5 the complement percent; 0.375 percent; 38 rounded); garden 14 rows x
25 = 350, 68 die, alive -> 282 (272 = 340 - 68 from a wrong product; 350 planted); temperature 6
degrees, drops 15 -> -9 (9 with the sign lost; 15 the drop; -(-9) = 9); bike $180, saved $95 +
$40 -> 45 more (135 she has; 57 = 45 + an invented $12 tax); printer 18 pages a minute for 25
minutes -> 450 (18 the rate; 25 the minutes); town 12,400 + 1,850 -> 14250 (13,630 = 14,250 - an
invented 620; 1,850 the growth; 14.25 thousand = 14250); pencils 6 x 24 = 144, 27 students x 5 =
135, left -> 9 (5 each; 9 dozen = 108; 117 = 144 - 27).
MATH: lim sin^2 x / x at 0 -> 0 (10^{-6}, sin(10^{-8}), 10^{-12}, 0.0001, e^{-1000} all tiny but
not 0); 6x + 4 = 3x + 5 -> \frac{1}{3} (0.333333, 0.3333333333, 333/1000, 1/3 + 10^{-9}; 3 from a
wrong move); (1+i)(1-i) -> 2 (2 + 10^{-10} i, 2 + 0.0001 i, 2.0000001, sqrt(4.000001); 0 from i^2 = 1;
2i); log_2 64 -> 6 (6 + log(1.000001), log_2 64.0001, 6 e^{10^{-9}}, 5.999999; 32 = 64 / 2);
sqrt(50) -> 5\sqrt{2} (sqrt(50.0001), 7.0710678, 5\sqrt{2} + 10^{-8}, 99/14 = 7.0714...,
5\sqrt{2.000001}); P(exactly 2 heads in 3 flips) -> \frac{3}{8} (0.375000001, 3/8 - 10^{-6}, 0.37; 1/2
for "at least two"); 135 degrees in radians -> \frac{3\pi}{4} (2.35619449, 3/4, 3\pi/4.000001,
3 x 3.1416 / 4 = 2.3562; 24300/\pi from 180/\pi); 1/2 + 1/4 + ... -> 1 (1 - 2^{-50}, 0.999999,
e^{10^{-9}}, cos(10^{-6}); 2 from a first term 1); remainder of x^3 - 2x + 7 by x - 2 -> 11 (15 =
8 + 7; 3 = f(-2); 7 the constant term); integers with |n - 3| < 5 -> 9 (-1..7; 11 with the ends -2
and 8; 10 = 8 - (-2)); det [[2,4],[3,6]] -> 0 (-3.3306690738754696e-16 float noise, 10^{-15},
-10^{-12}, 10^{-16}; 24 = 12 + 12); lcm(18, 24) -> 72 (gcd 6; 432 the product; 144 = 432 / 3 from a
wrong gcd).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, `<class>` one of c1..c6 above, a leading
`ok_` marking kind B. Kind A: truth wrong, or no_answer where the form is `truncated` or `none`;
kind B: truth correct. Form `tag` is an R1 `<answer>` element (as in round 181).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182; public_heldout3's tag
rules): the LAST final answer counts; an `<answer>` element is the final answer whatever the think
block says, a sentence or equation in it is read for its final value, an unclosed tag still holds
its answer, an empty tag or box, a question or a placeholder in it states no answer (no_answer). A
trailing remark with no number does not change the answer. Wrong: a subtotal, a given, the other
person's amount, the difference where the total is asked (or the reverse), a rate where a total is
asked (or the reverse), a hedge or approximation of an exact value ("about", "(approx.)",
"(estimate)", a truncated decimal, a value off by a tiny amount however small), an exact form of a
different value, a negated value ("not 44", `\neq 9`, "(wrong)", "[incorrect]"), two values for one
question (part answers "(a) .. (b) .." for a question without parts), an answer taken back and
replaced (the new value counts), a word after the number that changes the quantity ("39 dozen",
"14,250 thousand", "12 squared", "450 per minute", "147 each"). An answer taken back with nothing in
its place ("Never mind", "Wrong!", "scratch that", "I take that back", an Edit that promises a redo,
a struck-out `~~39~~` / `\cancel` / `\sout` with nothing after it), "TBD", a cut before the value, a
value only quoted from someone else (a quoted answer block, the user's "Show that ...", a hint, an
answer key, "Expected output:") with no answer of the model's own, is no_answer. A value quoted from
someone else and then replaced by the model's own value is wrong where that value is. Equal values in
another form are correct ("9 degrees below zero" for -9, "14.25 thousand" for 14250, "$45 short" and
"45 more" for "how much more", 0.\overline{3} for \frac{1}{3}, 2 + 0i for 2). Debatable (6, with
DECISIONS): g_percent_c2_q and m_ineq_c2_q (a trailing "(?)" on the gold: rejected as a hedge),
g_bike_c4_placeholder ("45 (placeholder)" in the tag: no_answer), m_det_c5_textbook ("The textbook
says 0." as the whole tag: no_answer), m_sqrt_c2_approx ("<answer>5\sqrt{2} (approx.)": rejected
as a hedge although 5\sqrt{2} is exact), ok_g_savings_c3_weeks ("12 weeks (about 3 months)":
accepted, the hedge is on another unit).

Usage: python build_adversarial_redteam216.py  (writes adversarial_redteam216.jsonl beside this file)
"""

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). A final follows the working; "T:" opens one that follows the think block
# instead (an R1 completion); "@" opens one that is the whole completion. "¶" is a newline.
GPROBS = [
    ("gloves", "39",
     "A store has 7 boxes with 12 pairs of gloves in each box. It sells 45 pairs. How many pairs of gloves are left?",
     "7 boxes x 12 pairs = 84 pairs.\n84 - 45 = 39 pairs are left.\n",
     "<think>\n7 boxes of 12 is 84 pairs. They sell 45, so 84 - 45 = 39.\n</think>\n",
     [
        ("c3_dozen", "A", "hash", "#### 39 dozen", "'39 dozen' is 468 pairs, not 39"),
        ("c3_short", "A", "tag", "T:<answer>39 pairs short</answer>", "'39 pairs short' is a shortfall, not the pairs left"),
        ("c3_fewer", "A", "answer_is", "The answer is 39 fewer pairs.", "'39 fewer' is a difference, not the count left"),
        ("c2_strike", "A", "none", "T:<answer>~~39~~</answer>", "the value struck out, nothing in its place: no_answer"),
        ("c4_edit", "A", "hash", "#### 39¶¶Edit: 6 more pairs were found damaged and thrown away, so 39 - 6 = 33.¶#### 33", "an Edit replaces 39 with 33 (invented returns); the last answer 33 counts"),
        ("c5_hint", "A", "none", "@> Hint: the answer is 39.¶¶I'm not sure how to use the hint. Could you tell me how many pairs were in the store to begin with?", "the value is only a quoted hint; the model asks a question: no_answer"),
        ("c6_two_tags", "A", "tag", "T:<answer>39</answer>¶<answer>84</answer>", "two tags; the last one holds the stock 84"),
        ("c6_hash_phrase_sub", "A", "hash", "So the answer is #### 84", "a phrase marker, then `####` and the stock 84 (a subtotal)"),
        ("c3_dozen", "B", "hash", "So 39 pairs are left, that is 3 dozen and 3 more pairs.¶#### 39", "'dozen' and 'more' describe the same 39 (36 + 3); '#### 39' is the answer"),
     ]),
    ("bus", "44",
     "A bus leaves the station with 52 passengers. At the first stop, 17 people get off and 9 people get on. How many passengers are on the bus now?",
     "After 17 get off: 52 - 17 = 35.\nAfter 9 get on: 35 + 9 = 44.\n",
     "<think>\n52 minus 17 is 35, plus 9 is 44. So 44 passengers.\n</think>\n",
     [
        ("c3_more", "A", "tag", "T:<answer>44 more</answer>", "'44 more' is an increase, not the number on the bus"),
        ("c3_less", "A", "hash", "#### 44 less", "'44 less' is a decrease, not the number on the bus"),
        ("c4_scratch", "A", "tag", "T:<answer>44¶Scratch that: 17 got on and 9 got off, so 52 + 17 - 9 = 60.</answer>", "scratch that, replaced by 60 inside the tag"),
        ("c4_scratch_none", "A", "none", "T:<answer>44 (scratch that)</answer>", "the value scratched in the tag, nothing in its place: no_answer"),
        ("c4_never_mind", "A", "none", "T:So there are 44 passengers on the bus now. Never mind, I misread which stop this is; I need to recount.", "taken back with nothing in its place: no_answer"),
        ("c5_you_asked", "A", "none", "@You asked: \"Show that the bus has 44 passengers after the first stop.\"¶¶I'm sorry, but I can't see the full problem, so I can't show that.", "the value only in the user's quoted request; refusal: no_answer"),
        ("c2_not", "A", "hash", "#### not 44", "the value negated"),
        ("c6_empty", "A", "none", "T:<answer></answer>", "an empty tag: no_answer"),
        ("c6_hash_phrase_sub", "A", "hash", "So the answer is #### 35", "a phrase marker, then `####` and 35, the count after the people got off"),
        ("c6_sentence", "B", "tag", "T:<answer>There are 44 passengers on the bus now.</answer>", "a sentence in the tag"),
     ]),
    ("eggs", "210",
     "Nora's hens lay 30 eggs a day. How many eggs do they lay in one week?",
     "30 eggs a day x 7 days = 210 eggs.\n",
     "<think>\n30 per day for 7 days: 30 * 7 = 210.\n</think>\n",
     [
        ("c3_dozen", "A", "tag", "T:<answer>210 dozen</answer>", "'210 dozen' is 2520 eggs"),
        ("c3_each", "A", "answer_is", "The answer is 30 each day.", "the daily rate where the week's total is asked"),
        ("c3_per", "A", "tag", "T:<answer>210 per day</answer>", "'210 per day' states a daily rate, not the week's total"),
        ("c1_near", "A", "hash", "#### 210.001", "a tiny offset from 210"),
        ("c3_paren", "B", "hash", "#### 210 eggs (17.5 dozen)", "210 with its noun; the dozen count in brackets is the same amount"),
        ("c4_update", "A", "tag", "T:<answer>210¶Update: hens rest on Sundays, so 30 x 6 = 180.</answer>", "an Update replaces 210 with 180 inside the tag"),
        ("c4_ita", "A", "hash", "#### 210¶I take that back: they are only collected on the 5 weekdays, so 30 x 5 = 150.¶#### 150", "taken back and replaced by 150"),
        ("c5_classmate", "A", "prose_sentence", "@My classmate got 210, but hens don't lay on weekends, so I think it is 30 x 5 = 150. They lay 150 eggs.", "the classmate's 210 is not the model's answer; the model's is 150"),
        ("c2_cancel", "A", "none", r"T:<answer>\cancel{210}</answer>", r"the value cancelled in the tag, nothing in its place: no_answer"),
     ]),
    ("tickets", "147",
     "Concert tickets cost $23 each. A family buys 6 tickets and pays a $9 parking fee. How much do they spend in total?",
     "Tickets: 6 x $23 = $138.\nTotal with parking: $138 + $9 = $147.\n",
     "<think>\n6 tickets at 23 is 138, plus 9 for parking is 147.\n</think>\n",
     [
        ("c3_each", "A", "tag", "T:<answer>$147 each</answer>", "'147 each' is a per-person amount, not the total"),
        ("c3_each_rate", "A", "answer_is", "The answer is $23 each.", "the given ticket price where the total is asked"),
        ("c3_extra", "A", "hash", "#### 147 extra", "'147 extra' is an additional amount, not the total spent"),
        ("c2_neq", "A", "boxed", r"So $\boxed{\text{total} \neq 147}$.", r"the value negated with \neq in the box"),
        ("c2_wrong", "A", "hash", "#### 147 (wrong)", "the value annotated as wrong: a negated value"),
        ("c4_tbd", "A", "none", "#### TBD", "the marker holds TBD; 147 only in the working: no_answer"),
        ("c5_key", "A", "prose_sentence", "@Answer key: $147.¶¶My working: 6 x 23 = 128, and 128 + 9 = 137. So they spend $137.", "the key's 147 is quoted; the model's own answer (after its slip 6 x 23 = 128) is 137"),
        ("c6_unclosed", "B", "tag", "T:<answer>147", "an unclosed tag still holds its answer"),
        ("c2_not", "B", "prose_sentence", "T:The family spends $147 in total, not $138, because the $9 parking fee counts too.", "the subtotal denied, the answer 147 stated"),
     ]),
    ("savings", "12",
     "Leo saves $35 every week. How many weeks will it take him to save $420?",
     "$420 / $35 per week = 12 weeks.\n",
     "<think>\n420 divided by 35: 35 * 12 = 420. So 12 weeks.\n</think>\n",
     [
        ("c3_squared", "A", "tag", "T:<answer>12 squared</answer>", "'12 squared' is 144"),
        ("c3_thousand", "A", "answer_is", "The answer is 12 thousand.", "'12 thousand' is 12000"),
        ("c3_per", "A", "hash", "#### 35 per week", "the given rate"),
        ("c4_ita", "A", "tag", "T:<answer>12 weeks. I take that back: he also spends $5 a week, so 420 / 30 = 14.</answer>", "taken back and replaced by 14 (an invented $5)"),
        ("c4_ita_none", "A", "none", "It will take Leo 12 weeks. I take that back.", "taken back with nothing in its place: no_answer"),
        ("c2_approx", "A", "tag", "T:<answer>12 (approx.)</answer>", "'(approx.)' hedges an exact count"),
        ("c5_parts", "A", "prose_sentence", "(a) 12 weeks, (b) 6 weeks if he saves twice as much.", "part answers to a question without parts: two values"),
        ("c3_weeks", "B", "tag", "T:<answer>12 weeks (about 3 months)</answer>", "debatable: 12 weeks, then 'about 3 months' hedging another unit (see DECISIONS)", True),
     ]),
    ("percent", "37.5",
     "In a class of 40 students, 15 walk to school. What percent of the students walk to school?",
     "15 / 40 = 0.375.\n0.375 x 100 = 37.5%.\n",
     "<think>\n15 out of 40 is 0.375, which is 37.5 percent.\n</think>\n",
     [
        ("c3_percent", "B", "hash", "#### 37.5 percent", "'percent' spelt out after the percentage asked"),
        ("c3_percent", "A", "tag", "T:<answer>0.375 percent</answer>", "0.375 percent is not 37.5 percent"),
        ("c3_count", "A", "answer_is", "The answer is 15 students.", "the given count, not the percent"),
        ("c3_fewer", "A", "hash", "#### 25 fewer", "the 25 who do not walk, as a difference"),
        ("c2_estimate", "A", "tag", "T:<answer>38 (estimate)</answer>", "a rounded estimate of 37.5"),
        ("c4_wrong_excl", "A", "tag", "T:<answer>37.5 Wrong! It is 25 out of 40, so 62.5.</answer>", "'Wrong!' replaces 37.5 with 62.5, the complement"),
        ("c4_update", "A", "tag", "T:<answer>37.5%¶Update: rounded to a whole percent, 38%.</answer>", "an Update replaces the exact 37.5 with a rounded 38"),
        ("c2_q", "A", "hash", "#### 37.5 (?)", "debatable: the value with a '(?)' of doubt (see DECISIONS)", True),
     ]),
    ("garden", "282",
     "A farmer plants 14 rows of tomato plants with 25 plants in each row. 68 of the plants die. How many tomato plants are still alive?",
     "14 x 25 = 350 plants.\n350 - 68 = 282 plants are alive.\n",
     "<think>\n14 times 25 is 350. Minus the 68 that die is 282.\n</think>\n",
     [
        ("c4_erratum", "A", "hash", "#### 282¶Erratum: 14 x 25 is 340, so 340 - 68 = 272.¶#### 272", "an Erratum (itself a slip) replaces 282 with 272"),
        ("c4_not_x", "A", "prose_sentence", "T:So 282 plants are alive.¶(Not 282; 272.)", "'(Not 282; 272.)' replaces the answer with 272"),
        ("c4_correction", "B", "hash", "@14 x 25 = 340, and 340 - 68 = 272.¶Correction: 14 x 25 = 350, so 350 - 68 = 282.¶#### 282", "a slip corrected; the last answer is 282"),
        ("c5_textbook", "A", "prose_sentence", "The textbook says 282, but I think the question asks how many were planted, so my answer is 350.", "the textbook's 282 quoted; the model's answer is 350"),
        ("c5_quote_block", "A", "none", "@> #### 282¶¶I cannot solve this problem without knowing how many plants each row had at the start.", "the answer only in a quoted block; refusal: no_answer"),
        ("c3_million", "A", "tag", "T:<answer>282 million</answer>", "'282 million' is not 282"),
        ("c6_eq", "A", "tag", "T:<answer>282 + 68 = 350</answer>", "an equation whose final value is 350"),
        ("c6_box", "B", "tag", r"T:<answer>\boxed{282}</answer>", "a box inside the tag"),
     ]),
    ("temp", "-9",
     "At 6 a.m. the temperature was 6°C. By midnight it had dropped by 15 degrees. What was the temperature at midnight, in °C?",
     "6 - 15 = -9.\nThe temperature at midnight was -9°C.\n",
     "<think>\nStart at 6 and drop 15: 6 - 15 = -9 degrees.\n</think>\n",
     [
        ("c3_below", "B", "prose_sentence", "So at midnight it was 9 degrees below zero.", "'9 degrees below zero' is -9"),
        ("c3_negative", "B", "tag", "T:<answer>negative 9</answer>", "'negative 9' is -9"),
        ("c1_double_neg", "A", "tag", "T:<answer>-(-9)</answer>", "-(-9) = 9, an exact form of another value"),
        ("c3_less", "A", "hash", "#### 9 less", "'9 less' is a difference, and the sign is lost"),
        ("c3_lower", "A", "prose_sentence", "So the temperature at midnight was 15 degrees lower.", "the drop, a given"),
        ("c4_never_mind", "A", "prose_sentence", "So it was -9°C at midnight. Never mind, I subtracted the wrong way: 15 - 6 = 9, so it was 9°C.", "'Never mind' replaces -9 with 9"),
        ("c5_key", "A", "tag", "@<think>\n6 - 15 = -9. The answer key printed in the book says 9, though.\n</think>\n<answer>The answer key says 9°C.</answer>", "the tag gives the key's 9"),
     ]),
    ("bike", "45",
     "Ana wants a bike that costs $180. She has saved $95, and her grandmother gives her $40. How much more money does Ana need?",
     "Ana has $95 + $40 = $135.\nShe needs $180 - $135 = $45 more.\n",
     "<think>\n95 + 40 = 135. 180 - 135 = 45 more.\n</think>\n",
     [
        ("c3_short", "B", "prose_sentence", "So Ana is still $45 short of the price of the bike.", "'$45 short' answers 'how much more does she need'"),
        ("c3_more", "B", "hash", "#### 45 more", "'45 more' answers 'how much more'"),
        ("c3_off", "A", "tag", "T:<answer>$45 off</answer>", "'45 off' is a discount, not the amount she needs"),
        ("c3_percent", "A", "answer_is", "The answer is 45 percent.", "45 percent is not $45"),
        ("c4_placeholder", "A", "none", "T:<answer>45 (placeholder)</answer>", "debatable: the value marked as a placeholder (see DECISIONS)", True),
        ("c4_correction", "A", "hash", "#### 45¶correction: she also has to pay $12 tax, so she needs $57.", "a correction replaces 45 with 57 (an invented tax)"),
        ("c5_parts", "A", "tag", "T:<answer>(a) $45 (b) $135</answer>", "part answers to one question: two values, the last 135"),
        ("c6_hash_empty", "A", "none", "So the answer is ####", "a phrase marker and an empty `####`: no_answer"),
        ("c6_hash_phrase_sub", "A", "hash", "So the answer is #### 135", "a phrase marker, then `####` and 135, the money she has"),
     ]),
    ("printer", "450",
     "A printer prints 18 pages per minute. How many pages does it print in 25 minutes?",
     "18 pages per minute x 25 minutes = 450 pages.\n",
     "<think>\n18 * 25 = 450 pages.\n</think>\n",
     [
        ("c3_per", "A", "tag", "T:<answer>450 per minute</answer>", "'450 per minute' is a rate, not the pages in 25 minutes"),
        ("c3_times", "A", "answer_is", "The answer is 25 times.", "the given minutes as 'times'"),
        ("c3_each", "A", "tag", "T:<answer>18 pages each minute</answer>", "the given rate"),
        ("c1_near", "A", "hash", "#### 449.9999", "a tiny offset below 450"),
        ("c2_sout", "A", "none", r"The answer is $\boxed{\sout{450}}$.", r"the boxed value struck out with \sout, nothing in its place: no_answer"),
        ("c2_incorrect", "A", "tag", "T:<answer>450 [incorrect]</answer>", "the value annotated '[incorrect]': a negated value"),
        ("c4_wrong_none", "A", "none", "#### 450¶Wrong!", "'Wrong!' takes the value back, nothing in its place: no_answer"),
        ("c5_expected", "A", "none", "@Expected output: 450¶¶I'm unable to verify this without more details about the printer.", "the value only on an 'Expected output:' line; refusal: no_answer"),
        ("c6_sentence", "B", "tag", "T:<answer>It prints 450 pages in 25 minutes.</answer>", "a sentence in the tag; the given 25 after the answer"),
     ]),
    ("town", "14250",
     "A town had 12,400 residents. Over the next year its population grew by 1,850. What was the population after that year?",
     "12,400 + 1,850 = 14,250 residents.\n",
     "<think>\n12400 + 1850 = 14250.\n</think>\n",
     [
        ("c3_thousand", "B", "prose_sentence", "So the town had 14.25 thousand residents after the year.", "14.25 thousand = 14250"),
        ("c3_thousand", "A", "hash", "#### 14,250 thousand", "'14,250 thousand' is 14,250,000"),
        ("c3_million", "A", "answer_is", "The answer is 14.25 million.", "14.25 million is not 14250"),
        ("c3_score", "A", "tag", "T:<answer>14,250 score</answer>", "a score is 20: 285,000"),
        ("c4_edit", "A", "hash", "#### 14,250¶Edit: the 1,850 were only births; 620 people moved away, so 14,250 - 620 = 13,630.¶#### 13,630", "an Edit replaces the answer with 13,630 (invented)"),
        ("c4_tbd", "A", "none", "T:<answer>TBD</answer>", "TBD in the tag: no_answer"),
        ("c2_approx", "A", "prose_sentence", "The population after the year was 14,250 (approx.).", "'(approx.)' hedges an exact sum"),
        ("c5_classmate", "A", "none", "@A classmate got #### 14,250.¶I'm not sure that is right, and I don't have my own answer yet.", "the value is the classmate's; no answer of the model's: no_answer"),
        ("c6_two_hash", "A", "hash", "#### 14,250¶#### 1,850", "two `####` lines; the last holds the growth 1,850"),
     ]),
    ("pencils", "9",
     "A teacher buys 6 packs of 24 pencils and gives 5 pencils to each of her 27 students. How many pencils are left?",
     "6 x 24 = 144 pencils.\n27 x 5 = 135 pencils given out.\n144 - 135 = 9 pencils are left.\n",
     "<think>\n144 pencils, 135 handed out, 9 left.\n</think>\n",
     [
        ("c3_each", "A", "tag", "T:<answer>5 each</answer>", "the given 5 per student"),
        ("c3_dozen", "A", "answer_is", "The answer is 9 dozen.", "'9 dozen' is 108"),
        ("c2_not", "A", "tag", "T:<answer>not 9</answer>", "the value negated in the tag"),
        ("c6_unclosed_cut", "A", "truncated", "T:<answer>The number of pencils left is", "an unclosed tag cut before the value: no_answer"),
        ("c5_hint", "A", "tag", "@<think>\nThe hint says 9 pencils are left. But I think each student gets one pencil from the packs, so 144 - 27.\n</think>\n<answer>144 - 27 = 117</answer>", "the hint's 9 is quoted; the model's own answer is 117"),
     ]),
]

MPROBS = [
    ("lim", "0",
     r"Compute $\lim_{x \to 0} \frac{\sin^2 x}{x}$.",
     r"Since $\frac{\sin^2 x}{x} = \sin x \cdot \frac{\sin x}{x}$, with $\sin x \to 0$ and $\frac{\sin x}{x} \to 1$, the limit is $0 \cdot 1 = 0$." + "\n\n",
     "<think>\nsin^2 x / x = sin x * (sin x / x) -> 0 * 1 = 0.\n</think>\n",
     [
        ("c1_pow", "A", "tag", r"T:<answer>10^{-6}</answer>", "a tiny positive value, not 0"),
        ("c1_sin", "A", "tag", r"T:<answer>\sin(10^{-8})</answer>", "sin of a tiny value, not 0"),
        ("c1_frac", "A", "minerva", r"Final Answer: The final answer is $\frac{1}{10^{12}}$. I hope it is correct.", "a tiny fraction, not 0"),
        ("c1_dec", "A", "answer_is", "The answer is 0.0001.", "a small decimal, not 0"),
        ("c1_exp", "A", "tag", r"T:<answer>e^{-1000}</answer>", "a tiny positive exponential, not 0"),
        ("c1_exact", "B", "boxed", r"@At $x = 10^{-3}$ the quotient is about $10^{-3}$, and it keeps shrinking with $x$, so the limit is $\boxed{0}$.", "a tiny value in the working, the exact 0 boxed"),
        ("c2_neq", "A", "boxed", r"$\boxed{L \neq 0}$", r"the value negated with \neq"),
        ("c4_tbd", "A", "none", r"$\boxed{\text{TBD}}$", "TBD boxed: no_answer"),
     ]),
    ("lin", r"\frac{1}{3}",
     r"Solve for $x$: $6x + 4 = 3x + 5$.",
     r"Subtract $3x$ from both sides: $3x + 4 = 5$. Subtract 4: $3x = 1$, so $x = \frac{1}{3}$." + "\n\n",
     "<think>\n6x + 4 = 3x + 5, so 3x = 1 and x = 1/3.\n</think>\n",
     [
        ("c1_dec6", "A", "tag", r"T:<answer>0.333333</answer>", "a truncated decimal, not 1/3"),
        ("c1_dec10", "A", "tag", "T:<answer>x = 0.3333333333</answer>", "a ten-digit truncation, not 1/3"),
        ("c1_eps", "A", "minerva", r"Final Answer: The final answer is $\frac{1}{3} + 10^{-9}$. I hope it is correct.", "1/3 plus a tiny offset"),
        ("c1_frac", "A", "answer_is", r"The answer is $\frac{333}{1000}$.", "333/1000 is near 1/3, not equal"),
        ("c1_bar", "B", "boxed", r"$\boxed{0.\overline{3}}$", r"0.\overline{3} = 1/3 exactly"),
        ("c1_slash", "B", "tag", "T:<answer>x = 1/3</answer>", "'x = 1/3' in the tag"),
        ("c2_cancel", "A", "none", r"$\boxed{\cancel{\frac{1}{3}}}$", r"the value cancelled, nothing in its place: no_answer"),
        ("c5_quote", "A", "boxed", "@The problem states \"the solution is $x = \\frac{1}{3}$\", but moving the 4 to the right gives $3x = 5 + 4 = 9$, so I get $\\boxed{3}$.", "the quoted 1/3 is not the model's; its own answer (from a sign slip, 3x = 5 + 4) is 3"),
     ]),
    ("cplx", "2",
     r"Compute $(1+i)(1-i)$.",
     r"$(1+i)(1-i) = 1 - i^2 = 1 - (-1) = 2$." + "\n\n",
     "<think>\n(1+i)(1-i) = 1 - i^2 = 1 + 1 = 2.\n</think>\n",
     [
        ("c1_tiny_i", "A", "tag", r"T:<answer>2 + 10^{-10}i</answer>", "a tiny imaginary part: not 2"),
        ("c1_small_i", "A", "tag", "T:<answer>2 + 0.0001i</answer>", "a small imaginary part: not 2"),
        ("c1_dec", "A", "minerva", "Final Answer: The final answer is $2.0000001$. I hope it is correct.", "a tiny offset"),
        ("c1_sqrt", "A", "tag", r"T:<answer>\sqrt{4.000001}</answer>", "the root of a number near 4"),
        ("c1_zero_i", "B", "tag", r"T:<answer>2 + 0i</answer>", "2 + 0i = 2"),
        ("c2_sout", "A", "none", r"T:<answer>\sout{2}</answer>", r"the value struck out with \sout: no_answer"),
        ("c4_edit", "A", "boxed", r"$\boxed{2}$" + "\n\n" + r"Edit: here $i^2 = 1$, so $(1+i)(1-i) = 1 - 1 = 0$. The answer is $\boxed{0}$.", "an Edit replaces 2 with 0"),
        ("c6_two_boxes", "A", "tag", r"T:<answer>\boxed{2} \boxed{2i}</answer>", "two boxes in the tag, two values"),
     ]),
    ("log", "6",
     r"Evaluate $\log_2 64$.",
     r"Since $2^6 = 64$, $\log_2 64 = 6$." + "\n\n",
     "<think>\n2^6 = 64, so log2(64) = 6.\n</think>\n",
     [
        ("c1_log", "A", "tag", r"T:<answer>6 + \log(1.000001)</answer>", "6 plus the log of a number near 1"),
        ("c1_arg", "A", "tag", r"T:<answer>\log_2 64.0001</answer>", "the log of a number near 64"),
        ("c1_exp", "A", "minerva", r"Final Answer: The final answer is $6e^{10^{-9}}$. I hope it is correct.", "6 times the exponential of a tiny value"),
        ("c1_dec", "A", "tag", "T:<answer>5.999999</answer>", "a tiny offset below 6"),
        ("c6_sentence", "B", "tag", "T:<answer>Since 2^6 = 64, the value is 6.</answer>", "a sentence with the givens first, the value last"),
        ("c4_ita", "A", "tag", "T:<answer>6. I take that back: log base 2 of 64 is 64/2 = 32.</answer>", "taken back and replaced by 32"),
        ("c4_scratch_none", "A", "none", "T:The answer is $6$. Scratch that, let me redo it from the definition.", "scratched, nothing in its place: no_answer"),
        ("c5_quote_block", "A", "none", "@> **Answer:** $6$\n\nI cannot solve this; the problem statement seems incomplete.", "the value only in a quoted block; refusal: no_answer"),
     ]),
    ("sqrt", r"5\sqrt{2}",
     r"Simplify $\sqrt{50}$.",
     r"$50 = 25 \cdot 2$, so $\sqrt{50} = \sqrt{25}\sqrt{2} = 5\sqrt{2}$." + "\n\n",
     "<think>\n50 = 25*2, so sqrt(50) = 5 sqrt(2).\n</think>\n",
     [
        ("c1_arg", "A", "tag", r"T:<answer>\sqrt{50.0001}</answer>", "the root of a number near 50"),
        ("c1_dec", "A", "minerva", "Final Answer: The final answer is $7.0710678$. I hope it is correct.", "a truncated decimal of an exact value"),
        ("c1_eps", "A", "tag", r"T:<answer>5\sqrt{2} + 10^{-8}</answer>", "the gold plus a tiny offset"),
        ("c1_frac", "A", "answer_is", r"The answer is $\frac{99}{14}$.", "99/14 = 7.0714..., near but not equal"),
        ("c1_inner", "A", "tag", r"T:<answer>5\sqrt{2.000001}</answer>", "a radicand a hair above 2"),
        ("c1_order", "B", "tag", r"T:<answer>\sqrt{2} \cdot 5</answer>", "the factors in the other order"),
        ("c1_product", "B", "boxed", r"$\boxed{\sqrt{5} \cdot \sqrt{10}}$", "sqrt 5 sqrt 10 = sqrt 50 = 5 sqrt 2"),
        ("c2_approx", "A", "tag", r"T:<answer>5\sqrt{2} (approx.)</answer>", "debatable: an exact value annotated '(approx.)' in the tag (see DECISIONS)", True),
        ("c6_box_cut", "A", "truncated", r"$\boxed{5\sqrt{", "cut inside the box: no_answer"),
     ]),
    ("coin", r"\frac{3}{8}",
     r"A fair coin is flipped 3 times. What is the probability of getting exactly two heads? Express your answer as a common fraction.",
     r"There are $2^3 = 8$ equally likely outcomes, and $\binom{3}{2} = 3$ of them have exactly two heads, so the probability is $\frac{3}{8}$." + "\n\n",
     "<think>\n8 outcomes, C(3,2) = 3 favourable, so 3/8.\n</think>\n",
     [
        ("c1_dec", "A", "tag", "T:<answer>0.375000001</answer>", "a tiny offset from 0.375"),
        ("c1_eps", "A", "tag", r"T:<answer>\frac{3}{8} - 10^{-6}</answer>", "the gold minus a tiny offset"),
        ("c1_round", "A", "answer_is", "The answer is 0.37.", "a truncated decimal"),
        ("c1_dec", "B", "tag", "T:<answer>0.375</answer>", "0.375 = 3/8"),
        ("c2_not", "A", "tag", r"T:<answer>not 3/8</answer>", "the value negated in the tag"),
        ("c2_estimate", "A", "tag", r"T:<answer>\frac{3}{8} (estimate)</answer>", "'(estimate)' hedges the exact value"),
        ("c5_parts", "A", "tag", "T:<answer>(a) 3/8 (b) 1/2</answer>", "part answers to one question: two values"),
        ("c5_key", "A", "prose_sentence", r"The answer key gives $\frac{3}{8}$, but counting HHT, HTH, THH and HHH I get $\frac{4}{8} = \frac{1}{2}$.", "the key's 3/8 quoted; the model's answer is 1/2 (at least two heads)"),
        ("c6_text_box", "A", "boxed", r"$\boxed{\text{The probability is about } 0.4}$", "a sentence in the box with a hedged 0.4"),
     ]),
    ("rad", r"\frac{3\pi}{4}",
     r"Convert $135^\circ$ to radians.",
     r"$135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180} = \frac{3\pi}{4}$." + "\n\n",
     "<think>\n135 * pi/180 = 3pi/4.\n</think>\n",
     [
        ("c1_dec", "A", "tag", r"T:<answer>2.35619449</answer>", "a truncated decimal of 3 pi / 4"),
        ("c1_no_pi", "A", "tag", r"T:<answer>\frac{3}{4}</answer>", "pi dropped: an exact form of another value"),
        ("c1_denom", "A", "minerva", r"Final Answer: The final answer is $\frac{3\pi}{4.000001}$. I hope it is correct.", "a denominator a hair above 4"),
        ("c1_pi_round", "A", "tag", r"T:<answer>\frac{3 \cdot 3.1416}{4}</answer>", "pi replaced by 3.1416"),
        ("c1_order", "B", "tag", r"T:<answer>\frac{3}{4}\pi</answer>", "3/4 pi"),
        ("c1_unit", "B", "tag", r"T:<answer>\frac{3\pi}{4} radians</answer>", "the unit in the tag"),
        ("c4_correction", "A", "boxed", r"$\boxed{\frac{3\pi}{4}}$" + "\n\n" + r"Correction: radians use $\frac{180}{\pi}$, so $135 \cdot \frac{180}{\pi} = \frac{24300}{\pi}$. The answer is $\boxed{\frac{24300}{\pi}}$.", "a correction replaces the gold with 24300/pi"),
        ("c5_hint", "A", "none", r"@Hint: the answer is $\frac{3\pi}{4}$." + "\n\nI'm not able to work this out from the hint alone.", "the value only in a quoted hint; refusal: no_answer"),
     ]),
    ("series", "1",
     r"Find the sum $\frac{1}{2} + \frac{1}{4} + \frac{1}{8} + \cdots$.",
     r"This is a geometric series with first term $\frac{1}{2}$ and ratio $\frac{1}{2}$, so the sum is $\frac{1/2}{1 - 1/2} = 1$." + "\n\n",
     "<think>\na = 1/2, r = 1/2, sum = (1/2)/(1/2) = 1.\n</think>\n",
     [
        ("c1_partial", "A", "boxed", r"$\boxed{1 - 2^{-50}}$", "a partial sum, a tiny amount below 1"),
        ("c1_dec", "A", "tag", "T:<answer>0.999999</answer>", "a finite decimal below 1"),
        ("c1_exp", "A", "minerva", r"Final Answer: The final answer is $e^{10^{-9}}$. I hope it is correct.", "the exponential of a tiny value, not 1"),
        ("c1_cos", "A", "tag", r"T:<answer>\cos(10^{-6})</answer>", "the cosine of a tiny value, not 1"),
        ("c1_limit", "B", "prose_sentence", r"The partial sums are $1 - 2^{-n}$, and $\lim_{n\to\infty}(1 - 2^{-n}) = 1$, so the sum of the series is $1$.", "the partial-sum formula, then the exact 1 last"),
        ("c2_neq", "A", "tag", r"T:<answer>S \neq 1</answer>", r"the value negated with \neq"),
        ("c4_erratum", "A", "answer_is", "The answer is 1.\n\n" + r"Erratum: the first term is $1$, so the sum is $\frac{1}{1 - 1/2} = 2$.", "an Erratum replaces 1 with 2"),
        ("c6_empty_box", "A", "none", r"$\boxed{}$", "an empty box: no_answer"),
     ]),
    ("rem", "11",
     r"Find the remainder when $x^3 - 2x + 7$ is divided by $x - 2$.",
     r"By the Remainder Theorem, the remainder is $f(2) = 8 - 4 + 7 = 11$." + "\n\n",
     "<think>\nf(2) = 8 - 4 + 7 = 11.\n</think>\n",
     [
        ("c2_strike", "A", "none", "The remainder is ~~11~~.", "the value struck out, nothing in its place: no_answer"),
        ("c2_strike", "B", "tag", "T:<answer>The remainder is ~~15~~ 11.</answer>", "a wrong 15 struck out, 11 in its place"),
        ("c2_neq", "B", "boxed", r"$\boxed{11}$ (since $11 \neq 0$, $x - 2$ is not a factor)", r"\neq in a remark about another claim after the boxed answer"),
        ("c2_wrong", "A", "tag", "T:<answer>11 (wrong)</answer>", "the value annotated '(wrong)': a negated value"),
        ("c4_update", "A", "boxed", r"$\boxed{11}$" + "\n\n" + r"Update: the divisor is $x + 2$, so $f(-2) = -8 + 4 + 7 = 3$. $\boxed{3}$", "an Update replaces 11 with 3"),
        ("c5_classmate", "A", "tag", "@<think>\nMy classmate says 11, but the remainder is just the constant term, 7.\n</think>\n<answer>7</answer>", "the classmate's 11 quoted; the model's answer is 7"),
        ("c6_question", "A", "none", "T:<answer>What is the remainder?</answer>", "a question in the tag: no_answer"),
     ]),
    ("ineq", "9",
     r"How many integers $n$ satisfy $|n - 3| < 5$?",
     r"$|n - 3| < 5$ means $-5 < n - 3 < 5$, so $-2 < n < 8$. The integers are $-1, 0, 1, \ldots, 7$, which is $7 - (-1) + 1 = 9$ integers." + "\n\n",
     "<think>\n-2 < n < 8, integers -1 through 7, that's 9.\n</think>\n",
     [
        ("c2_neq", "A", "boxed", r"$\boxed{\neq 9}$", r"\neq 9 in the box"),
        ("c2_not", "B", "tag", "T:<answer>9 (not 11: the endpoints -2 and 8 are excluded)</answer>", "the answer 9; a wrong 11 denied after it"),
        ("c2_q", "A", "minerva", "Final Answer: The final answer is $9$ (?). I hope it is correct.", "debatable: the value with a '(?)' of doubt (see DECISIONS)", True),
        ("c4_never_mind", "A", "tag", "T:<answer>9, never mind, 8 - (-2) = 10</answer>", "'never mind' replaces 9 with 10"),
        ("c4_placeholder", "A", "none", r"$\boxed{\text{placeholder}}$", "a placeholder box: no_answer"),
        ("c5_show", "A", "none", "@The task says: \"Show that the answer is 9.\"\n\nI don't know how to show this.", "the value only in the quoted task; no answer: no_answer"),
        ("c6_hash_phrase", "A", "hash", "So the answer is #### 11", "a phrase marker, then `####` and 11 (the endpoints included)"),
        ("c6_think_cut", "A", "truncated", "@<think>\n-5 < n - 3 < 5, so -2 < n < 8. Counting the integers, the answer is", "an unclosed think block cut before the value: no_answer"),
     ]),
    ("det", "0",
     r"Compute $\det \begin{pmatrix} 2 & 4 \\ 3 & 6 \end{pmatrix}$.",
     r"$\det = 2 \cdot 6 - 4 \cdot 3 = 12 - 12 = 0$." + "\n\n",
     "<think>\n2*6 - 4*3 = 12 - 12 = 0.\n</think>\n",
     [
        ("c1_float", "A", "tag", "T:<answer>-3.3306690738754696e-16</answer>", "floating-point noise, not 0"),
        ("c1_pow", "A", "boxed", r"$\boxed{10^{-15}}$", "a tiny value, not 0"),
        ("c1_neg", "A", "minerva", r"Final Answer: The final answer is $-10^{-12}$. I hope it is correct.", "a tiny negative value, not 0"),
        ("c1_frac", "A", "tag", r"T:<answer>\frac{1}{10^{16}}</answer>", "a tiny fraction, not 0"),
        ("c1_exact", "B", "boxed", r"A floating-point check gives about $-3.3 \times 10^{-16}$, which is rounding error; exactly, the determinant is $\boxed{0}$.", "float noise named as such, the exact 0 boxed"),
        ("c2_neq", "A", "tag", r"T:<answer>\det \neq 0</answer>", r"the value negated with \neq"),
        ("c4_scratch", "A", "boxed", r"$\boxed{0}$" + "\n\n" + r"Scratch that: the determinant is $2 \cdot 6 + 4 \cdot 3 = 24$. $\boxed{24}$", "scratched and replaced by 24"),
        ("c5_textbook", "A", "none", "T:<answer>The textbook says 0.</answer>", "debatable: the tag only reports the textbook's value (see DECISIONS)", True),
     ]),
    ("lcm", "72",
     r"What is the least common multiple of 18 and 24?",
     r"$18 = 2 \cdot 3^2$ and $24 = 2^3 \cdot 3$, so $\operatorname{lcm}(18, 24) = 2^3 \cdot 3^2 = 72$." + "\n\n",
     "<think>\n18 = 2*3^2, 24 = 2^3*3, lcm = 8*9 = 72.\n</think>\n",
     [
        ("c4_edit_none", "A", "none", r"$\boxed{72}$" + "\n\nEdit: this is not right, I will redo it.", "an Edit takes the value back, nothing in its place: no_answer"),
        ("c4_wrong", "A", "answer_is", "The answer is 72. Wrong! The lcm is the product, 18 x 24 = 432.\n\nThe answer is 432.", "'Wrong!' replaces 72 with the product 432"),
        ("c4_correction", "A", "tag", "T:<answer>72\ncorrection: 6</answer>", "a correction replaces 72 with the gcd 6"),
        ("c4_not_x", "A", "boxed", r"$\boxed{72}$" + "\n\n(Not 72; 144.)", "'(Not 72; 144.)' replaces the answer with 144"),
        ("c5_statement", "A", "none", "@As the problem statement notes, \"the least common multiple of 18 and 24 is 72\". Please let me know what you would like me to compute.", "the value only quoted from the statement; no answer: no_answer"),
        ("c5_parts", "A", "boxed", r"$\boxed{\text{(a) } 72, \text{ (b) } 6}$", "part answers in one box: two values"),
        ("c5_user", "A", "tag", "@<think>\nThe user says the answer is 72. But gcd(18, 24) is 3, so lcm = 18*24/3 = 432/3 = 144.\n</think>\n<answer>144</answer>", "the user's 72 quoted; the model's answer (from a wrong gcd 3) is 144"),
        ("c6_two_boxes", "A", "boxed", r"$\boxed{72}$ and $\boxed{6}$", "two boxes, two values"),
        ("c6_hedge_tag", "A", "tag", "T:<answer>72 or 144</answer>", "two values in the tag"),
        ("c6_empty_box_tag", "A", "none", r"T:<answer>\boxed{}</answer>", "an empty box in the tag: no_answer"),
        ("c6_unclosed_cut", "A", "truncated", "T:<answer>The least common multiple of 18 and 24 is", "an unclosed tag cut before the value: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_percent_c2_q": (
        "reject",
        "'#### 37.5 (?)' marks the only value with a question mark of doubt: the model does not "
        "commit to it; a hedge on an exact value is wrong (README), as '(approx.)' is",
    ),
    "m_ineq_c2_q": (
        "reject",
        "'The final answer is $9$ (?)' hedges the value with a question mark; read as '(approx.)' "
        "and 'about' are: not a committed exact answer",
    ),
    "g_bike_c4_placeholder": (
        "reject",
        "the tag calls its only value a placeholder, so it states no answer (public_heldout3: a "
        "placeholder in the tag is no_answer), even though the placeholder equals the gold",
    ),
    "m_det_c5_textbook": (
        "reject",
        "the tag reports what the textbook says and does not claim the value as the model's own; "
        "a value only quoted from someone else is not an answer (no_answer)",
    ),
    "m_sqrt_c2_approx": (
        "reject",
        "the value is exact, but the model labels it '(approx.)', saying it is not the exact value; "
        "the annotation is a hedge like 'about', and a hedged value is wrong",
    ),
    "ok_g_savings_c3_weeks": (
        "accept",
        "the tag's answer is '12 weeks'; 'about 3 months' in brackets restates the same time in "
        "another unit and hedges only that conversion, not the 12 weeks asked for",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam216", CASES, [], DECISIONS)
