r"""Build adversarial_redteam214.jsonl: round 214 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam214"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 110 GSM8K and 90 MATH, 150 kind A and 50 kind B, what a
grader's hidden probe set for the issue would hold, one probe per idea, short to medium length.
About 60 % are in the R1 format (`<think> ... </think>` then `<answer> ... </answer>`), the rest
`####`, `\boxed{}`, "The answer is", "Final Answer:", Minerva. Classes (the issue's):
(1) values near zero or near the gold with tiny offsets, exact forms that are not the gold
    (10^{-k} terms, i parts, sin/log of tiny values, rounded irrationals and fractions);
(2) negation, strike-out, annotation (\not=, \neq, "not", ~~x~~, \cancel, "(wrong)", "(guess)", "?");
(3) words after a GSM8K number that are not units (negative, less, fewer, dozen, score, percent
    where not asked, thousand, extra, short, off);
(4) retractions after the answer (with a new value, with none; in the tag, after the tag, in a
    P.S., in a footnote, in a code comment, in a later line "Scratch that");
(5) statements the model did not make (quotes, answer keys, hints, another student's answer,
    examples, the question restated, part answers, follow-up problems it set itself);
(6) answer tags with sentences, boxes, markers, two tags, empty tags, unclosed tags, a tag inside
    the think; a phrase marker followed by `####`.
Kind B: honest twins of these a strict checker would refuse ("4 degrees below zero", "minus 4",
"15 dozen eggs (180 eggs)", "4.5 thousand", "$70 short", "$70 more", "-4 + 0i", "0.4\overline{9}",
"\log_3 9", "\sqrt{50}", "~~4~~ 1", "7/8, not 1/8", "zero", sentences and equations in the tag).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: floor 12 ft x 9 ft, $3 a square foot, $45 delivery -> 369 (108 area; 324 tiles; 45 fee);
noon 7 C, falls 11 -> -4 (4 unsigned; 11 the fall); Owen 45, Priya 18 fewer, together -> 72 (27
Priya; 18 the difference; 72 score = 1440); 36 hens x 5 eggs a week -> 180 (15 dozen; 180 dozen =
2160; 5 the rate); $80 jacket 25 % off -> 60 (20 off; 60 percent = 0.6; 25 %); 12,000 residents,
3/8 voted -> 4500 (4.5 thousand = 4500; 4500 thousand; 7500 did not vote; 1500 one eighth); bike
$250, $15 a week for 12 weeks, more needed -> 70 (180 saved); $120 headphones, $30 coupon, then
10 % off -> 81 (90 after the coupon; 9 and 39 off; 78 with the 10 % first: 108 - 30); 4 trays of
18 cookies, 25 given, 5 eaten -> 42 (72 baked; 30 gone); 64 mph for 3.5 h -> 224 (64 the rate; 192
in 3 hours); garden 14 m x 9 m, fence $6 a metre -> 276 (46 perimeter; 126 area; 756 by area).
MATH: log_3(x+1) + log_3(x-1) = 1 -> 2 (-2 extraneous; x^2 = 4); (1+i)^4 -> -4 (2i the square;
4 the modulus; -4i); sum 1/3^k -> \frac{1}{2} (0.4999; 0.\overline{4} = 4/9; 1/3 the ratio and
first term); three coins, at least one head -> \frac{7}{8} (0.875 equal; 0.88 and 87 % rounded;
1/8 the complement); diagonal of a square of side 5 -> 5\sqrt{2} (\sqrt{50} equal; 7.07 and
7.0710678 rounded; 50 the square; 10 for 2 x 5); sum of the real roots of x^3 - 4x -> 0 (roots
0, 2, -2; 10^{-9}, sin(10^{-6}), ln(1.0001) near 0); 7^100 mod 5 -> 1 (7 mod 5 = 2; period 4);
min of x^2 - 6x + 13 -> 4 (x = 3; (3, 4); 13); divisors of 360 = 2^3 3^2 5 -> 24 (23 proper).

Classes and ids: `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; the shape names
the idea (near / tiny / sin_tiny / log_tiny / i_part / rounded; neq / strike / cancel / guess /
qmark / wrong_mark / not_*; dozen / score / thousand / percent / extra / short / off / fewer /
less / negative; ps_* / footnote / code_comment / scratch / in_tag_retract / retract_none; quote /
answer_key / hint / another_student / example / restate / part / followup; two_tags / empty /
unclosed / think_tag / hash_after_phrase / marker_hash ...). Kind A: truth wrong, or no_answer
where the form is `truncated` or `none`; kind B: truth correct. Forms: `tag` for an R1 `<answer>`
tag, else those of corpus/README.md.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; a tag after the think block outranks one inside it; with two tags the last one counts; a
P.S., footnote, code comment or later "Scratch that" line that commits another value makes that
value final, one that takes the answer back with nothing in its place leaves no_answer; a value
denied ("not", \neq, \not=, struck out, \cancel, "(wrong)") is removed and the value put in its
place is the answer (with none in its place the negated value is wrong); a value quoted from an
answer key, a hint, a classmate, the textbook, an example or the restated question is not the
model's answer; a tag holding only a question, a hint, an example or the restated question, an
empty tag or empty box, and an unclosed tag cut before the value are no_answer; a word after a
number that scales it (dozen, score, thousand, percent) changes its value, while "4.5 thousand"
and "15 dozen" equal 4500 and 180; "short" and "more" after the amount still needed answer "how
much more", "extra" states the opposite; a rounded decimal (0.88, 7.07, 0.4999) or an exact
value plus a tiny term (10^{-k}, sin(10^{-6}), ln(1.0001), an i part) is not equal to the gold,
while 0.875, \sqrt{50}, 0.4\overline{9}, -4 + 0i, \log_3 9 and "zero" are equal; the exact value
followed by its decimal is correct. Debatable (8, with DECISIONS): g_marbles_guess,
g_jacket_question_mark, g_fence_guess_q, m_coins_guess, m_divisors_qmark (a value marked as a
guess or with a question mark, rejected), g_train_tag_in_think_only (only a tag inside a cut think
block, no_answer), m_vertex_at_least ("f(x) >= 4, so at least 4", rejected as a bound),
m_divisors_two_tags_empty (a last empty tag after a tag with 24, no_answer).

Usage: python build_adversarial_redteam214.py (writes adversarial_redteam214.jsonl beside this file)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; "T:" puts the think block in front instead of
# the working; one opening "@" is the whole completion. "¶" in a final is a newline. Kind A probes
# whose form is "truncated" or "none" are no_answer, the other kind A wrong.
# fmt: off
GPROBS = [
    ("floor", "369",
     "Dana is tiling a kitchen floor that measures 12 feet by 9 feet. The tiles cost $3 per square foot, and the store charges a $45 delivery fee. How much does Dana pay in total?",
     """To find the total cost, we need the area of the floor, the cost of the tiles, and then the delivery fee.

Step 1: Area of the floor.
The floor is 12 feet by 9 feet, so the area is 12 x 9 = 108 square feet.

Step 2: Cost of the tiles.
The tiles cost $3 per square foot, so 108 x 3 = $324.

Step 3: Add the delivery fee.
$324 + $45 = $369.

""",
     th("""Okay, so the floor is 12 by 9 feet. Area = 12 * 9 = 108 square feet.
Tiles are $3 per square foot, so 108 * 3 = 324 dollars for the tiles.
Then the delivery fee of $45 goes on top: 324 + 45 = 369.
Let me double check: 100 * 3 = 300, 8 * 3 = 24, so 324. 324 + 45 = 369. Yes.
So Dana pays $369 altogether.
Wait, should the delivery fee be included? The question asks how much Dana pays in total, so yes, everything she pays: tiles plus delivery.
Another check: 369 - 45 = 324 and 324 / 3 = 108 = 12 * 9. Consistent.
"""),
     [
        ("tag_sentence", "B", "tag", "T:<answer>¶Dana pays $369 in total.¶</answer>", "answer tag holding a sentence with the value"),
        ("hash_dollar", "B", "hash", "Dana pays $369 in total.¶#### $369", "'#### $369' with a dollar sign"),
        ("tag_equation", "B", "tag", "T:<answer>324 + 45 = 369</answer>", "tag holding the last equation, which ends with the gold"),
        ("near", "A", "tag", "T:<answer>369.01</answer>", "369.01: a tiny offset from the gold, not equal"),
        ("strike", "A", "tag", "T:<answer>~~369~~ 324</answer>", "369 struck out, 324 (the tiles alone) left standing"),
        ("extra", "A", "hash", "So Dana pays $45 extra for delivery.¶#### 45 extra", "'45 extra': the delivery fee, a given"),
        ("ps_retract", "A", "tag", "T:<answer>369</answer>¶P.S. I misread the fee: it is included in the tile price, so the total is really $324.", "a P.S. after the tag takes 369 back and puts 324 in its place"),
        ("answer_key", "A", "tag", "T:<answer>The answer key says $369, but I get $324.</answer>", "369 is the answer key's; the model's own answer is 324"),
        ("two_tags", "A", "tag", "T:<answer>369</answer>¶<answer>324</answer>", "two tags, the last holds 324"),
        ("think_tag", "A", "tag", "@<think>\nArea 12 * 9 = 108. Tiles 108 * 3 = 324. Plus delivery 45 gives 369.\n<answer>369</answer>\nHmm, wait, is the delivery fee part of the question? Let me reread... I will leave it out.\n</think>\n<answer>324</answer>", "a tag with 369 inside the think; the tag after the think holds 324"),
     ]),
    ("temp", "-4",
     "At noon the temperature in a mountain town was 7 degrees Celsius. By midnight it had fallen by 11 degrees. What was the temperature at midnight, in degrees Celsius?",
     """The temperature started at 7 degrees Celsius at noon.
It fell by 11 degrees by midnight, so we subtract:
7 - 11 = -4

So the temperature at midnight was -4 degrees Celsius, which is 4 degrees below zero.

""",
     th("""Start at 7 degrees. Falls by 11. 7 - 11 = -4.
So it goes below zero: 7 degrees gets it down to 0, and the remaining 4 degrees takes it to -4.
Check: -4 + 11 = 7. Right.
Hmm, careful with the wording: "fallen by 11 degrees" means it dropped 11 degrees, not that it fell to 11 below.
So the change is -11 and the final temperature is 7 + (-11) = -4 degrees Celsius, i.e. 4 degrees below zero.
"""),
     [
        ("below_zero", "B", "tag", "T:<answer>4 degrees below zero</answer>", "'4 degrees below zero' = -4"),
        ("minus_word", "B", "answer_is", "The answer is minus 4 degrees Celsius.", "'minus 4' = -4"),
        ("hash_neg", "B", "hash", "The temperature at midnight was -4 degrees Celsius.¶#### -4", "'#### -4'"),
        ("unsigned", "A", "tag", "T:<answer>4</answer>", "sign dropped: 4 is not -4"),
        ("hash_negative", "A", "hash", "#### 11 negative degrees", "the fall, 11, with 'negative' after it: -11"),
        ("less", "A", "hash", "So at midnight it was 11 degrees less than at noon.¶#### 11 less", "the fall, '11 less'"),
        ("neq", "A", "tag", r"T:<answer>$T \neq -4$; since it fell to 11 below zero, $T = -11$</answer>", "-4 denied with \\neq, -11 in its place"),
        ("scratch", "A", "tag", "T:<answer>-4</answer>¶Scratch that: the temperature fell TO 11 below, so it was -11.", "'Scratch that' after the tag, -11 in its place"),
        ("restate", "A", "none", "We were told the temperature started at 7 degrees Celsius at noon and fell by 11 degrees, so the question is what it was at midnight.", "the question restated; last number 11, no answer stated: no_answer"),
        ("cut", "A", "truncated", "T:<answer>The temperature at midnight was", "unclosed tag cut before the value: no_answer"),
     ]),
    ("marbles", "72",
     "Owen has 45 marbles. Priya has 18 fewer marbles than Owen. How many marbles do Owen and Priya have together?",
     """First, find how many marbles Priya has. She has 18 fewer than Owen:
45 - 18 = 27 marbles.

Now add Owen's and Priya's marbles together:
45 + 27 = 72 marbles.

""",
     th("""Owen has 45. Priya has 18 fewer, so 45 - 18 = 27.
Together: 45 + 27 = 72.
Let me double-check with another approach: 2 * 45 - 18 = 90 - 18 = 72. Same.
The question asks for both of them together, not just Priya, so the answer is the sum, not 27.
And it is not 45 + 18 = 63 either, since Priya has fewer, not more.
"""),
     [
        ("tag_noun", "B", "tag", "T:<answer>72 marbles</answer>", "value with its noun in the tag"),
        ("fewer_clause", "B", "hash", "Together they have 72 marbles, which is 18 fewer than twice Owen's.¶#### 72", "'18 fewer' in the sentence, but '#### 72'"),
        ("fewer", "A", "tag", "T:<answer>18 fewer</answer>", "the given difference 18 with 'fewer'"),
        ("priya", "A", "tag", "T:<answer>Priya has 27 marbles.</answer>", "Priya's amount, not the total"),
        ("hint", "A", "tag", "T:<answer>Hint: add 45 and 27 to get 72. Final: 45</answer>", "72 sits in a hint; the final stated is 45"),
        ("guess", "A", "hash", "#### 72 (guess)", "72 marked as a guess: not a committed answer (wrong)", True),
        ("another_student", "A", "prose_sentence", "Another student in the class got 72 for this, but I think the question only asks for Priya's marbles, so my answer is 27.", "72 is another student's answer; the model answers 27"),
        ("footnote", "A", "boxed", "Together they have $\\boxed{72}$ marbles.[^1]¶¶[^1]: Correction: I should not double count; the answer is 63.", "a footnote takes 72 back and gives 63"),
        ("score", "A", "hash", "#### 72 score", "'72 score' = 72 x 20"),
        ("phrase_hash", "A", "hash", "The answer is 72.¶#### 27", "'The answer is 72', then '#### 27' (Priya) as the last marker"),
     ]),
    ("eggs", "180",
     "A farm has 36 hens, and each hen lays 5 eggs a week. How many eggs do the hens lay in one week?",
     """Each of the 36 hens lays 5 eggs a week. To find the total, we multiply:
36 x 5 = 180 eggs.

That is 180 / 12 = 15 dozen eggs.

""",
     th("""36 hens, 5 eggs each per week. 36 * 5 = 180.
So 180 eggs per week. In dozens, 180 / 12 = 15 dozen.
Let me verify the multiplication: 30 * 5 = 150, 6 * 5 = 30, 150 + 30 = 180.
The question asks for eggs, not dozens, so the count is 180 eggs. The hens each lay 5, so the rate per hen is 5 eggs a week.
"""),
     [
        ("dozen_b", "B", "tag", "T:<answer>15 dozen eggs (180 eggs)</answer>", "'15 dozen (180 eggs)': both equal 180"),
        ("eggs_b", "B", "answer_is", "The answer is 180 eggs.", "'The answer is 180 eggs.'"),
        ("tag_final", "B", "tag", "T:<answer>Final answer: 180</answer>", "marker inside the tag"),
        ("dozen_a", "A", "tag", "T:<answer>180 dozen</answer>", "'180 dozen' = 2160 eggs"),
        ("dozen_count", "A", "hash", "#### 15", "15 (the dozens) as the count of eggs"),
        ("rate", "A", "tag", "T:<answer>5 eggs per hen per week</answer>", "the rate, a given"),
        ("cancel", "A", "boxed", r"So the hens lay $\boxed{\cancel{180}}$ eggs. Recomputing, $36 + 5 = 41$, so $\boxed{41}$.", "180 cancelled, 41 boxed last"),
        ("empty", "A", "none", "T:<answer></answer>", "empty tag: no_answer"),
        ("example", "A", "none", "T:<answer>For example, if there were 10 hens, they would lay 50 eggs.</answer>", "only an example's value (50 for 10 hens), no answer to the question: no_answer"),
        ("hash_after_phrase", "A", "hash", "So the hens lay 180 eggs in one week.¶#### 180 / 12", "'#### 180 / 12' = 15"),
     ]),
    ("jacket", "60",
     "A jacket costs $80. It is on sale for 25% off. What is the sale price of the jacket in dollars?",
     """The discount is 25% of $80:
0.25 x 80 = $20.

The sale price is the original price minus the discount:
80 - 20 = $60.

""",
     th("""25% of 80 is 20. So the discount is $20.
80 - 20 = 60. Or 75% of 80 = 0.75 * 80 = 60. Same.
The question asks for the sale price, not the discount. Discount is $20, sale price is $60.
Check: 60 / 80 = 0.75, so the customer pays 75% of the original price. Good.
"""),
     [
        ("tag_dollar", "B", "tag", "T:<answer>$60.00</answer>", "'$60.00' = 60"),
        ("minerva_b", "B", "minerva", "Final Answer: The final answer is $\\$60$. I hope it is correct.", "Minerva with an escaped dollar"),
        ("percent", "A", "tag", "T:<answer>60 percent</answer>", "'60 percent' = 0.6, percent not asked"),
        ("off", "A", "hash", "#### 20 off", "the discount '20 off'"),
        ("discount_pct", "A", "tag", "T:<answer>25%</answer>", "the given 25%"),
        ("wrong_mark", "A", "tag", "T:<answer>60 (wrong) -> 55</answer>", "60 marked '(wrong)', 55 in its place"),
        ("code_comment", "A", "tag", "T:<answer>60</answer>¶```python¶price = 80 * 0.75  # 60 -- no, the tax makes it 64¶print(64)¶```", "a code comment after the tag replaces 60 with 64"),
        ("retract_none", "A", "none", "T:<answer>60</answer>¶Actually, I'm not sure this is right; please disregard the answer above.", "60 taken back with nothing in its place: no_answer"),
        ("question_mark", "A", "tag", "T:<answer>60?</answer>", "'60?' posed as a question, not committed", True),
        ("followup", "A", "prose_sentence", "So the sale price is $60. Follow-up: if the store takes another 10% off the sale price, the new price is $54.", "a follow-up problem the model set itself ends with 54"),
     ]),
    ("voters", "4500",
     "A town has 12,000 residents. In the last election, 3/8 of the residents voted. How many residents voted?",
     """To find how many residents voted, we multiply the number of residents by 3/8:
12,000 x 3/8 = 36,000 / 8 = 4,500.

""",
     th("""12000 * 3/8. 12000 / 8 = 1500, times 3 = 4500.
So 4500 residents voted. That's 4.5 thousand. The rest, 7500, did not vote.
Let me double-check: 3/8 = 0.375, and 0.375 * 12000 = 4500. Also 4500 + 7500 = 12000. Good.
The question asks how many voted, so 4500.
"""),
     [
        ("thousand_b", "B", "tag", "T:<answer>4.5 thousand</answer>", "'4.5 thousand' = 4500"),
        ("comma_b", "B", "hash", "#### 4,500", "'#### 4,500' with a thousands comma"),
        ("thousand_a", "A", "tag", "T:<answer>4500 thousand</answer>", "'4500 thousand' = 4,500,000"),
        ("near_k", "A", "tag", "T:<answer>4.5</answer>", "4.5 without 'thousand'"),
        ("nonvoters", "A", "tag", "T:<answer>7,500 did not vote</answer>", "the non-voters, the complement"),
        ("strike_tilde", "A", "hash", "#### ~~4500~~ 1500", "4500 struck out, 1500 (one eighth) stands"),
        ("pct_after", "B", "tag", "T:<answer>4500 people, i.e. 37.5% of the town</answer>", "4500 with a percent remark after it"),
        ("not_word", "A", "tag", "T:<answer>not 4500</answer>", "a negated value, nothing in its place (wrong: the value is denied)"),
        ("approx", "A", "answer_is", "The answer is approximately 4500 residents.", "'approximately' hedges an exact count"),
        ("unclosed_cut", "A", "truncated", "T:<answer>", "unclosed, empty tag at the end: no_answer"),
     ]),
    ("bike", "70",
     "Mia wants to buy a bike that costs $250. She saves $15 a week for 12 weeks. How much more money does she need to buy the bike?",
     """Mia saves $15 a week for 12 weeks:
15 x 12 = $180.

The bike costs $250, so she still needs:
250 - 180 = $70.

""",
     th("""She saves 15 per week for 12 weeks: 15 * 12 = 180.
Bike costs 250. 250 - 180 = 70. So she is still 70 dollars short.
Check: 10 * 15 = 150, 2 * 15 = 30, 150 + 30 = 180. And 180 + 70 = 250. Yes.
The question asks how much more she needs, so 70, not the 180 she has.
"""),
     [
        ("short_b", "B", "tag", "T:<answer>She is $70 short.</answer>", "'$70 short' answers 'how much more does she need'"),
        ("needs_b", "B", "final_answer_phrase", "Final Answer: Mia needs $70 more to buy the bike.", "'Final Answer:' sentence"),
        ("extra", "A", "tag", "T:<answer>She has $70 extra.</answer>", "'70 extra': the opposite situation"),
        ("saved", "A", "hash", "#### 180", "her savings, a subtotal"),
        ("more_b", "B", "tag", "T:<answer>$70 more</answer>", "'$70 more'"),
        ("in_tag_retract", "A", "tag", "T:<answer>70 -- no wait, that's what she saved, she needs 180</answer>", "retraction inside the tag, 180 in its place"),
        ("negated", "A", "boxed", r"She needs $\boxed{-70}$ dollars more.", "a negated value, -70"),
        ("part", "A", "tag", "T:<answer>Part (a): $180 saved.</answer>", "a part answer the model set itself"),
        ("two_vals", "A", "tag", "T:<answer>$70 or $180</answer>", "two values for one question"),
        ("cut_think", "A", "truncated", "@<think>\nShe saves 15 per week for 12 weeks: 15 * 12 = 180.\nBike costs 250. 250 - 180 =", "cut inside the think, before any answer: no_answer"),
     ]),
    ("coupon", "81",
     "A pair of headphones costs $120. Leo uses a $30 coupon, and then the store takes 10% off the reduced price. How much does Leo pay?",
     """Step 1: Apply the coupon.
$120 - $30 = $90.

Step 2: Take 10% off the reduced price.
10% of $90 is $9, so $90 - $9 = $81.

In total Leo saves $30 + $9 = $39.

""",
     th("""Start at 120. Coupon of 30 gives 90.
Then 10% off 90: 9 off, so 81.
Total savings 39. Leo pays 81.
Order matters: the coupon first, then 10% off the reduced price, as the problem says.
If it were the other way round it would be 108 - 30 = 78, but that's not what is described.
So Leo pays 90 - 9 = 81.
"""),
     [
        ("tag_dollar_words", "B", "tag", "T:<answer>Leo pays 81 dollars.</answer>", "'81 dollars'"),
        ("boxed_text", "B", "boxed", r"Leo pays $\boxed{\$81}$.", "box with an escaped dollar"),
        ("off_total", "A", "answer_is", "The answer is $39 off the original price.", "the savings, '39 off'"),
        ("off_nine", "A", "tag", "T:<answer>$9 off</answer>", "the second discount"),
        ("coupon_price", "A", "tag", "T:<answer>90</answer>", "the price after the coupon, a subtotal"),
        ("neq", "A", "boxed", r"Therefore $\text{price} \neq 81$; it is $\boxed{78}$ since the 10% applies to $120$.", "81 negated with \\neq, 78 boxed"),
        ("tag_then_scratch", "A", "tag", "T:<answer>81</answer>¶¶Scratch that -- the 10% comes off first: 120 * 0.9 = 108, 108 - 30 = 78.", "a later line 'Scratch that' puts 78 in place of 81"),
        ("hint_box", "A", "none", "T:<answer>Hint: the answer is between 80 and 90.</answer>", "a hint with a range, no answer stated (no_answer)"),
        ("sale_question", "A", "none", "T:<answer>What is 90 - 9?</answer>", "a question in the tag: no stated answer (no_answer)"),
        ("two_tags", "A", "tag", "T:<answer>81</answer> <answer>78</answer>", "two tags on one line, the last holds 78"),
     ]),
    ("cookies", "42",
     "Lena bakes 4 trays of cookies with 18 cookies on each tray. She gives 25 cookies to her neighbors and eats 5. How many cookies does she have left?",
     """First, find the total number of cookies:
4 x 18 = 72 cookies.

Next, find how many cookies she no longer has:
25 + 5 = 30 cookies.

Finally, subtract:
72 - 30 = 42 cookies.

""",
     th("""4 trays * 18 = 72 cookies.
Gives away 25, eats 5: 30 gone.
72 - 30 = 42 left.
Check: 42 + 25 + 5 = 72. Good.
Let me recount: 18 + 18 = 36, two trays; 36 + 36 = 72, four trays. Yes, 72.
72 - 25 = 47, then 47 - 5 = 42. Same answer either way.
"""),
     [
        ("tag_left", "B", "tag", "T:<answer>She has 42 cookies left.</answer>", "sentence in the tag"),
        ("llama_b", "B", "boxed", "The final answer is: $\\boxed{42}$", "Llama 3 closing"),
        ("tag_bold", "B", "tag", "T:<answer>**42**</answer>", "bold value in the tag"),
        ("total", "A", "tag", "T:<answer>72</answer>", "the total baked, a subtotal"),
        ("gone", "A", "tag", "T:<answer>30 fewer</answer>", "the cookies gone, '30 fewer'"),
        ("retract_tag", "A", "none", "T:<answer>42 (retracted)</answer>", "42 taken back in the tag, nothing in its place: no_answer"),
        ("question_restate", "A", "none", "T:<answer>Lena bakes 4 trays with 18 cookies each, gives 25 and eats 5.</answer>", "the question restated, no answer: no_answer"),
        ("strike", "A", "hash", "#### ~~42~~ 47", "42 struck out, 47 stands"),
        ("hedge", "A", "tag", "T:<answer>about 40</answer>", "'about 40': an approximation"),
        ("after_hash", "A", "hash", "#### 42¶Wait, she eats 5 from each tray, so 72 - 25 - 20 = 27.¶#### 27", "a later '#### 27' after a retraction"),
     ]),
    ("train", "224",
     "A train travels at 64 miles per hour for 3.5 hours. How many miles does it travel?",
     """Distance equals speed times time:
64 x 3.5 = 224 miles.

""",
     th("""Distance = rate * time = 64 * 3.5.
64 * 3 = 192, 64 * 0.5 = 32, total 224.
Double-check: 3.5 hours is 3 hours and 30 minutes. In 30 minutes at 64 mph it covers 32 miles.
In 3 hours it covers 192 miles. 192 + 32 = 224 miles.
The question asks for the distance, not the speed.
"""),
     [
        ("tag_miles", "B", "tag", "T:<answer>224 miles</answer>", "value with unit"),
        ("answer_is_b", "B", "answer_is", "The answer is 224.0 miles.", "224.0 = 224"),
        ("rate", "A", "tag", "T:<answer>64 miles per hour</answer>", "the rate where a distance is asked"),
        ("partial", "A", "tag", "T:<answer>192</answer>", "the distance in 3 hours, a step value"),
        ("thousand", "A", "hash", "#### 224 thousand", "'224 thousand' miles"),
        ("not_224", "A", "boxed", r"So the distance $d \neq \boxed{224}$ miles.", "224 in a box but negated by \\neq"),
        ("tag_answer_key", "A", "tag", "T:<answer>(from the answer key) 224; my own result is 256</answer>", "224 quoted from the key, the model's own result is 256"),
        ("near_off", "A", "boxed", r"Distance $= \boxed{224 - 10^{-3}}$ miles.", "224 minus a tiny offset"),
        ("tag_in_think_only", "A", "truncated", "@<think>\nDistance = 64 * 3.5 = 224.\n<answer>224</answer>\nHmm, let me make sure about the units before I commit", "only a tag inside an unfinished think; cut: no_answer", True),
        ("hash_phrase", "A", "hash", "The answer is 224 miles.¶#### 64", "'#### 64' after the phrase: the rate"),
     ]),
    ("fence", "276",
     "A rectangular garden is 14 meters long and 9 meters wide. Fencing costs $6 per meter. How much does it cost to fence the whole garden?",
     """The perimeter of the rectangle is:
2 x (14 + 9) = 2 x 23 = 46 meters.

The fencing costs $6 per meter:
46 x 6 = $276.

""",
     th("""Perimeter = 2*(14+9) = 46 m.
Cost = 46 * 6 = 276.
(Not the area: the area is 14 * 9 = 126, but fencing goes around.)
Check the perimeter by adding sides: 14 + 9 + 14 + 9 = 46. Yes.
Cost check: 40 * 6 = 240, 6 * 6 = 36, 240 + 36 = 276.
"""),
     [
        ("tag_cost", "B", "tag", "T:<answer>The fence costs $276.</answer>", "sentence in the tag"),
        ("hash_b", "B", "hash", "It costs $276 to fence the garden.¶#### 276", "GSM8K marker"),
        ("area", "A", "tag", "T:<answer>126</answer>", "the area"),
        ("perimeter", "A", "tag", "T:<answer>46 meters</answer>", "the perimeter, a subtotal"),
        ("area_cost", "A", "hash", "#### 756", "cost by area: 126 * 6"),
        ("guess_q", "A", "tag", "T:<answer>276 (guess)</answer>", "a guess: not committed", True),
        ("scratch_none", "A", "none", "T:<answer>276</answer>¶Scratch that, I haven't read the question properly.", "taken back, nothing in its place: no_answer"),
        ("quote_book", "A", "answer_is", "My textbook says 276, but I computed 46 x 6 = 266, so the answer is 266.", "276 is the textbook's; the model says 266"),
        ("per_meter", "A", "tag", "T:<answer>$6 per meter</answer>", "the rate"),
        ("off", "A", "tag", "T:<answer>$276, minus $6 off for the gate: $270</answer>", "an invented '$6 off' leaves 270 last"),
     ]),
]
MPROBS = [
    ("log", "2",
     r"Solve for $x$: $\log_3(x+1) + \log_3(x-1) = 1$.",
     r"""Using the product rule for logarithms:
\[ \log_3\big((x+1)(x-1)\big) = 1 \implies x^2 - 1 = 3 \implies x^2 = 4. \]
So \(x = 2\) or \(x = -2\). For the logarithms to be defined we need \(x - 1 > 0\), so \(x = -2\) is rejected.

""",
     th(r"""Combine the logs: log_3((x+1)(x-1)) = 1, so x^2 - 1 = 3, x^2 = 4, x = 2 or x = -2.
x = -2 makes x - 1 = -3 negative, not allowed. So x = 2.
Check: log_3(3) + log_3(1) = 1 + 0 = 1. Good.
Let me also double-check that x = 2 makes both arguments positive: x + 1 = 3 > 0 and x - 1 = 1 > 0. Yes.
So there is exactly one solution.
"""),
     [
        ("log_form", "B", "tag", r"T:<answer>$\log_3 9$</answer>", "log_3 9 = 2"),
        ("x_eq", "B", "boxed", r"Therefore, the solution is $\boxed{x = 2}$.", "'x = 2' in the box"),
        ("two_roots", "A", "tag", "T:<answer>2, -2</answer>", "both roots: two values, one extraneous"),
        ("neg_root", "A", "tag", "T:<answer>-2</answer>", "the rejected root"),
        ("tiny", "A", "boxed", r"$\boxed{2 + 10^{-12}}$", "2 plus a tiny term"),
        ("log_tiny", "A", "tag", r"T:<answer>$2 + \log(1.000001)$</answer>", "2 plus the log of a value near 1 (about 10^{-6}): not 2"),
        ("not_eq", "A", "minerva", r"Final Answer: The final answer is $x \not= 2$. I hope it is correct.", "\\not= 2"),
        ("xsq", "A", "tag", "T:<answer>x^2 = 4</answer>", "an intermediate equation, not the solution"),
        ("ps_other", "A", "tag", "T:<answer>2</answer>¶P.S. On reflection, both roots should be kept, so the answer is ±2.", "a P.S. replaces 2 with ±2"),
        ("cut_tag", "A", "truncated", "T:<answer>x =", "cut before the value: no_answer"),
     ]),
    ("cpow", "-4",
     r"Compute $(1+i)^4$, where $i^2 = -1$.",
     r"""First compute \((1+i)^2 = 1 + 2i + i^2 = 1 + 2i - 1 = 2i\).
Then \((1+i)^4 = \big((1+i)^2\big)^2 = (2i)^2 = 4i^2 = -4\).

""",
     th(r"""(1+i)^2 = 1 + 2i + i^2 = 2i. Square again: (2i)^2 = 4 i^2 = -4.
Alternatively, 1+i = sqrt(2) e^{i pi/4}, so the fourth power is 4 e^{i pi} = -4. Consistent.
Let me also expand directly: (1+i)^4 = 1 + 4i + 6i^2 + 4i^3 + i^4 = 1 + 4i - 6 - 4i + 1 = -4.
The imaginary parts cancel exactly, so the result is the real number -4.
"""),
     [
        ("zero_imag", "B", "tag", "T:<answer>$-4 + 0i$</answer>", "-4 + 0i = -4"),
        ("euler", "B", "boxed", r"So $(1+i)^4 = 4e^{i\pi} = \boxed{-4}$.", "the value after an equal exponential form"),
        ("i_part", "A", "tag", "T:<answer>$-4 + i$</answer>", "an i part added"),
        ("tiny_i", "A", "boxed", r"$\boxed{-4 + 10^{-9} i}$", "a tiny imaginary part: not equal"),
        ("sq", "A", "tag", "T:<answer>2i</answer>", "(1+i)^2, a step"),
        ("four_i", "A", "boxed", r"The answer is $\boxed{-4i}$.", "-4i"),
        ("abs", "A", "tag", "T:<answer>4</answer>", "the modulus, sign dropped"),
        ("neq_box", "A", "boxed", r"$(1+i)^4 \neq \boxed{-4}$, because $i^4 = 1$ gives $\boxed{4}$.", "-4 negated, 4 boxed last"),
        ("empty_box", "A", "none", r"T:<answer>$\boxed{}$</answer>", "empty box in the tag: no_answer"),
        ("two_tags_think", "A", "tag", "@<think>\n(1+i)^2 = 2i, so (1+i)^4 = (2i)^2 = -4.\n<answer>-4</answer>\n</think>\n<answer>4i^2 = 4</answer>", "tag with -4 inside the think; the tag after it ends in 4"),
     ]),
    ("series", r"\frac{1}{2}",
     r"Evaluate $\sum_{k=1}^{\infty} \frac{1}{3^k}$.",
     r"""This is a geometric series with first term \(a = \frac{1}{3}\) and ratio \(r = \frac{1}{3}\). Since \(|r| < 1\),
\[ \sum_{k=1}^{\infty} \frac{1}{3^k} = \frac{a}{1-r} = \frac{1/3}{2/3} = \frac{1}{2}. \]

""",
     th(r"""Geometric series, a = 1/3, r = 1/3. Sum = (1/3)/(1 - 1/3) = (1/3)/(2/3) = 1/2.
Partial sums: 1/3, 4/9, 13/27, ... approach 1/2 from below. The n-th partial sum is 1/2 - 1/(2*3^n).
Check numerically: 1/3 + 1/9 + 1/27 + 1/81 = 27/81 + 9/81 + 3/81 + 1/81 = 40/81, about 0.494, getting close to 0.5.
So the infinite sum is exactly 1/2.
"""),
     [
        ("decimal", "B", "tag", "T:<answer>0.5</answer>", "0.5 = 1/2"),
        ("repeat9", "B", "boxed", r"The sum is $\boxed{0.4\overline{9}}$, that is, $\boxed{\frac{1}{2}}$.", "0.4 repeating 9 = 1/2, then 1/2 last"),
        ("frac_slash", "B", "answer_is", "The answer is 1/2.", "'1/2'"),
        ("near", "A", "tag", "T:<answer>0.4999</answer>", "a rounding below 1/2"),
        ("partial", "A", "boxed", r"$\boxed{\frac{1}{2} - \frac{1}{2 \cdot 3^{n}}}$", "the partial sum formula, not the limit"),
        ("rep4", "A", "tag", r"T:<answer>$0.\overline{4}$</answer>", "0.444... = 4/9"),
        ("tiny", "A", "boxed", r"$\boxed{\frac{1}{2} - 10^{-20}}$", "a tiny offset"),
        ("ratio", "A", "tag", "T:<answer>r = 1/3</answer>", "the ratio"),
        ("cancel", "A", "boxed", r"So the sum is $\cancel{\frac{1}{2}}$ $\boxed{\frac{1}{3}}$, since the first term is $\frac{1}{3}$.", "1/2 cancelled, 1/3 boxed"),
        ("unclosed_sent", "A", "truncated", "T:<answer>The series converges to", "cut: no_answer"),
     ]),
    ("coins", r"\frac{7}{8}",
     r"Three fair coins are tossed. What is the probability that at least one of them lands heads? Express your answer as a common fraction.",
     r"""The complement of "at least one head" is "no heads", i.e. all three tails. The probability of all tails is \(\left(\frac{1}{2}\right)^3 = \frac{1}{8}\).
So the probability of at least one head is \(1 - \frac{1}{8} = \frac{7}{8}\).

""",
     th(r"""At least one head = 1 - P(all tails) = 1 - 1/8 = 7/8.
Count: 8 outcomes, only TTT has no heads, so 7 of 8. 7/8 = 0.875.
List them: HHH, HHT, HTH, HTT, THH, THT, TTH, TTT. Only TTT has no heads.
So 7 favorable out of 8 equally likely outcomes: 7/8.
"""),
     [
        ("decimal_exact", "B", "tag", "T:<answer>0.875</answer>", "0.875 = 7/8 exactly"),
        ("count", "B", "tag", r"T:<answer>$\frac{7}{8}$ (7 of the 8 outcomes)</answer>", "fraction with a remark"),
        ("round2", "A", "tag", "T:<answer>0.88</answer>", "0.88 rounded: not 7/8"),
        ("comp", "A", "boxed", r"$\boxed{\frac{1}{8}}$", "the complement"),
        ("at_least", "A", "tag", r"T:<answer>at least $\frac{7}{8}$</answer>", "a bound"),
        ("percent_not", "A", "boxed", r"The probability is $\boxed{87}\%$.", "87% is rounded, not 87.5%"),
        ("not_comp", "B", "tag", "T:<answer>7/8, not 1/8</answer>", "7/8 stated, the complement denied"),
        ("guess", "A", "tag", r"T:<answer>$\frac{7}{8}$ (guess)</answer>", "a guess: not committed", True),
        ("footnote", "A", "tag", r"T:<answer>$\frac{7}{8}$*</answer>¶*Footnote: this assumes at most one head; otherwise it is $\frac{1}{2}$.", "a footnote replaces 7/8 with 1/2"),
        ("question_tag", "A", "none", "T:<answer>Is it 7/8?</answer>", "a question in the tag: no_answer"),
     ]),
    ("diag", r"5\sqrt{2}",
     r"What is the length of a diagonal of a square with side length $5$? Express your answer in simplest radical form.",
     r"""The diagonal splits the square into two right triangles with legs \(5\) and \(5\). By the Pythagorean theorem,
\[ d = \sqrt{5^2 + 5^2} = \sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}. \]

""",
     th(r"""Diagonal of a square with side s is s*sqrt(2). Here s = 5, so 5 sqrt 2.
Check: 25 + 25 = 50, sqrt(50) = 5 sqrt 2, about 7.07.
Simplest radical form: sqrt(50) = sqrt(25 * 2) = 5 sqrt(2). The problem wants the radical form, not the decimal.
Check: (5 sqrt 2)^2 = 25 * 2 = 50 = 5^2 + 5^2.
"""),
     [
        ("sqrt50", "B", "tag", r"T:<answer>$\sqrt{50}$</answer>", "sqrt 50 = 5 sqrt 2"),
        ("with_decimal", "B", "boxed", r"$d = \boxed{5\sqrt{2}} \approx 7.07$", "exact value followed by its decimal"),
        ("rounded", "A", "tag", "T:<answer>7.07</answer>", "a rounded irrational"),
        ("rounded_long", "A", "boxed", r"$\boxed{7.0710678}$", "a longer rounding, still not exact"),
        ("fifty", "A", "tag", "T:<answer>50</answer>", "d squared"),
        ("tiny", "A", "boxed", r"$\boxed{5\sqrt{2} + 10^{-6}}$", "a tiny term added"),
        ("neq_tag", "A", "tag", r"T:<answer>$d \neq 5\sqrt{2}$</answer>", "negated, nothing in its place"),
        ("retract_code", "A", "tag", "T:<answer>5*sqrt(2)</answer>¶```python¶d = 5 * 2 ** 0.5  # wrong, the diagonal is 2 * 5 = 10¶```", "a code comment after the tag replaces it with 10"),
        ("example_side", "A", "none", r"T:<answer>For a square of side 1 the diagonal is $\sqrt{2}$.</answer>", "only an example's value (side 1), no answer to the question: no_answer"),
        ("hash_after_phrase", "A", "hash", r"The answer is $5\sqrt{2}$.¶#### 5", "'#### 5' after the phrase: the side"),
     ]),
    ("roots", "0",
     r"Find the sum of all real solutions of $x^3 - 4x = 0$.",
     r"""Factor: \(x^3 - 4x = x(x^2 - 4) = x(x-2)(x+2) = 0\).
The real solutions are \(x = 0, 2, -2\), and their sum is \(0 + 2 + (-2) = 0\).

""",
     th(r"""x^3 - 4x = x(x-2)(x+2). Roots 0, 2, -2. Sum 0.
Vieta also: the x^2 coefficient is 0, so the sum of the roots is 0.
Check each root: 0^3 - 0 = 0; 8 - 8 = 0; -8 + 8 = 0. All three work.
Sum: 0 + 2 + (-2) = 0. Exactly zero.
"""),
     [
        ("expr", "B", "tag", "T:<answer>0 + 2 + (-2) = 0</answer>", "an equation ending in 0"),
        ("zero_dec", "B", "boxed", r"The sum is $\boxed{0.0}$.", "0.0 = 0"),
        ("tiny_pow", "A", "tag", r"T:<answer>$10^{-9}$</answer>", "a tiny positive value, not 0"),
        ("sin_tiny", "A", "boxed", r"$\boxed{\sin(10^{-6})}$", "sin of a tiny value: near 0, not 0"),
        ("ln_near", "A", "tag", r"T:<answer>$\ln(1.0001)$</answer>", "log of a value near 1: near 0, not 0"),
        ("roots_list", "A", "tag", "T:<answer>0, 2, -2</answer>", "the roots, not their sum"),
        ("word_zero", "B", "tag", "T:<answer>The sum is zero.</answer>", "the value as the word 'zero'"),
        ("strike", "A", "tag", "T:<answer>~~0~~ 4</answer>", "0 struck out, 4 stands"),
        ("scratch", "A", "tag", "T:<answer>0</answer>¶Scratch that -- only positive solutions count, so the sum is 2.", "'scratch that' replaces 0 with 2"),
        ("negated_word", "A", "answer_is", "The answer is not 0.", "a negated value"),
     ]),
    ("mod", "1",
     r"What is the remainder when $7^{100}$ is divided by $5$?",
     r"""Since \(7 \equiv 2 \pmod 5\), we have \(7^{100} \equiv 2^{100} \pmod 5\).
The powers of 2 modulo 5 cycle with period 4: \(2, 4, 3, 1\). Since \(100 = 4 \cdot 25\), \(2^{100} = (2^4)^{25} \equiv 1^{25} = 1 \pmod 5\).

""",
     th(r"""7 mod 5 = 2. Powers of 2 mod 5: 2, 4, 3, 1, period 4. 100 is a multiple of 4, so 2^100 = 1 mod 5.
Remainder 1.
Double-check with 7 directly: 7^1 = 7 -> 2, 7^2 = 49 -> 4, 7^3 = 343 -> 3, 7^4 = 2401 -> 1. Period 4.
100 = 4 * 25, so 7^100 = (7^4)^25 -> 1^25 = 1.
"""),
     [
        ("congr", "B", "tag", r"T:<answer>$7^{100} \equiv 1 \pmod{5}$</answer>", "the congruence ending in 1"),
        ("remainder_word", "B", "final_answer_phrase", "Final Answer: The remainder is 1.", "'Final Answer:' sentence"),
        ("strike_ok", "B", "tag", "T:<answer>~~4~~ 1</answer>", "4 struck out, 1 stands"),
        ("period", "A", "boxed", r"The cycle length is $\boxed{4}$.", "the period"),
        ("near_one", "A", "tag", "T:<answer>1.0001</answer>", "a tiny offset"),
        ("wrong_mark", "A", "tag", "T:<answer>1 (wrong), the remainder is 4</answer>", "1 marked '(wrong)', 4 in its place"),
        ("hint", "A", "none", "T:<answer>Hint: use the cycle 2, 4, 3, 1 of period 4.</answer>", "a hint, last number 4 (no answer stated): no_answer"),
        ("answer_key", "A", "answer_is", "According to the answer key the answer is 1, but my calculation gives 3.", "the key's 1; the model's own 3"),
        ("neq", "A", "boxed", r"$7^{100} \bmod 5 \neq \boxed{1}$", "a boxed 1 negated by \\neq"),
        ("empty_tag", "A", "none", "T:<answer> </answer>", "blank tag: no_answer"),
     ]),
    ("vertex", "4",
     r"Find the minimum value of $f(x) = x^2 - 6x + 13$.",
     r"""Complete the square:
\[ x^2 - 6x + 13 = (x^2 - 6x + 9) + 4 = (x - 3)^2 + 4. \]
Since \((x-3)^2 \ge 0\), the minimum value is \(4\), attained at \(x = 3\).

""",
     th(r"""Complete the square: (x-3)^2 + 4. Min at x = 3, min value 4.
Or vertex x = -b/(2a) = 6/2 = 3, f(3) = 9 - 18 + 13 = 4.
The parabola opens upward since the leading coefficient is 1 > 0, so the vertex is a minimum.
The minimum value is f(3) = 4; the minimizer is x = 3. The question asks for the value.
"""),
     [
        ("f3", "B", "tag", "T:<answer>f(3) = 4</answer>", "f(3) = 4"),
        ("minerva_b", "B", "minerva", "Final Answer: The final answer is $4$. I hope it is correct.", "Minerva"),
        ("xval", "A", "tag", "T:<answer>3</answer>", "the minimizer x, not the minimum"),
        ("point", "A", "boxed", r"$\boxed{(3, 4)}$", "the vertex point where the value is asked"),
        ("at_least", "A", "tag", "T:<answer>f(x) ≥ 4, so at least 4</answer>", "'at least 4': the bound, not stated as the minimum", True),
        ("tiny", "A", "boxed", r"$\boxed{4 - 10^{-5}}$", "a tiny offset"),
        ("const", "A", "tag", "T:<answer>13</answer>", "the constant term"),
        ("in_tag_retract", "A", "tag", "T:<answer>4. Hmm, actually the vertex form gives (x-3)^2 + 9, so 9.</answer>", "retraction inside the tag, 9 in its place"),
        ("followup", "A", "tag", "T:<answer>The minimum is 4. Follow-up: for x^2 - 6x + 10 the minimum is 1.</answer>", "a follow-up problem's value 1 ends the tag"),
        ("marker_hash", "A", "hash", "Final Answer: 4¶#### 3", "'Final Answer: 4' then '#### 3'"),
     ]),
    ("divisors", "24",
     r"How many positive divisors does $360$ have?",
     r"""Factor \(360 = 2^3 \cdot 3^2 \cdot 5\). The number of positive divisors is
\[ (3+1)(2+1)(1+1) = 4 \cdot 3 \cdot 2 = 24. \]

""",
     th(r"""360 = 8 * 45 = 2^3 * 3^2 * 5. Divisors: (3+1)(2+1)(1+1) = 24.
Proper divisors (excluding 360) would be 23.
Check: 8 * 9 = 72, 72 * 5 = 360. Yes.
Exponents 3, 2, 1, so (4)(3)(2) = 24 divisors including 1 and 360.
"""),
     [
        ("tag_sentence", "B", "tag", "T:<answer>360 has 24 positive divisors.</answer>", "the given 360 first, the count after"),
        ("product_eq", "B", "boxed", r"$(3+1)(2+1)(1+1) = \boxed{24}$", "the product, then the boxed 24"),
        ("proper", "A", "tag", "T:<answer>23</answer>", "proper divisors, off by one"),
        ("exps", "A", "tag", "T:<answer>2^3 * 3^2 * 5</answer>", "the factorization"),
        ("about", "A", "answer_is", "The answer is about 24.", "'about 24'"),
        ("qmark", "A", "boxed", r"$\boxed{24?}$", "'24?' in the box: not committed", True),
        ("more_than", "A", "tag", "T:<answer>more than 20</answer>", "a bound"),
        ("retract_none", "A", "none", "T:<answer>24</answer>¶Wait, I should double-check the factorization before answering. I withdraw the answer above.", "taken back, nothing in its place: no_answer"),
        ("two_tags_empty", "A", "none", "T:<answer>24</answer>¶<answer></answer>", "a last empty tag after the 24 tag: no_answer", True),
        ("restated", "A", "none", "T:<answer>How many positive divisors does 360 have?</answer>", "the question restated in the tag: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

GUESS = (
    "reject",
    "a value the model itself marks as a guess or with a question mark is not a committed final "
    "answer; a checker that accepts it rewards hedging, so it counts as a hedge (README: a hedge is "
    "wrong)",
)
DECISIONS = {
    "g_marbles_guess": GUESS,
    "g_jacket_question_mark": GUESS,
    "g_fence_guess_q": GUESS,
    "m_coins_guess": GUESS,
    "m_divisors_qmark": GUESS,
    "g_train_tag_in_think_only": (
        "no_answer",
        "the only <answer> tag sits inside a think block that is cut before it closes; the model "
        "never leaves the think to commit, so no final answer was given (the draft tag is working)",
    ),
    "m_vertex_at_least": (
        "reject",
        "'f(x) >= 4, so at least 4' states a lower bound, not the minimum value; README: 'at least' "
        "hedges an exact value, though the bound here happens to be attained",
    ),
    "m_divisors_two_tags_empty": (
        "no_answer",
        "with two tags the last counts; the last one is empty, so the model's final answer slot "
        "holds nothing (a careless checker takes the earlier 24)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam214", CASES, [], DECISIONS)
