r"""Build adversarial_redteam175.jsonl: round 175 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam175"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam169.py / 171.py / 173.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 260 probes, 130 GSM8K and 130 MATH, 130 kind A and 130 kind B:
ANSWERS IN WORDS AND COUNTS as small models write them, and the traps around them. The final value
in number words ("twelve", "one hundred and five", "two thousand four hundred", "twenty-four
hundred", "seventeen and a half", "negative three", "minus three"), fractions in words ("three
quarters", "three fourths", "two thirds", "one half", "a half", "five eighths", "three over four",
"seven halves", "three and a half"), counting words ("a dozen", "two dozen", "half a dozen", "a
score"), ordinals for a "which term / which day" question ("the fifteenth term", "15th", "day
fifteen"), percentages in words ("forty percent", "40 per cent"), money in words ("twelve dollars
and fifty cents", "$12 and 50 cents"), durations ("two and a half hours", "2 hours 30 minutes"), a
worded value with digits beside it ("eight (8)"), a counted noun after a worded value, and worded
values inside \boxed{\text{...}}, inside <answer> tags, after '####', after "The answer is". The
working before the answer is instruct-model prose with `\[ \]` display math, or an R1 `<think>`
block, followed by Qwen's "Therefore, the final answer is: $\boxed{}$. I hope it is correct.",
Llama's "The final answer is: $\boxed{}$", Minerva's line, R1's "**Final Answer**" block, an
`<answer>` tag, `####`, "The answer is", a bold "**Answer:**" or a prose sentence.
Kind B: the right value in honest words. Kind A: a worded value that differs (an off-by-one
ordinal, the complement fraction, the reciprocal, "twice" for "half", a unit conversion left undone
("150 minutes" for a gold in hours), the number word of a subtotal or a given, a dropped sign, a
word that names a neighbour: "one hundred and fifty" for 105, "twelve dollars and five cents" for
12.5), a worded value beside digits that disagree ("eight (18)"), a relation without a number
("twice as many as Ann"), hedged words ("about a dozen", "roughly twelve", "twelve or thirteen",
"sixteen or seventeen"), and words that change the number ("twelve dozen", "twelve hundred", "a
dozen and a half", "two dozen and four"), and cuts (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 3 boxes of 4 muffins, all -> 12 (4 a box; 12 dozen = 144; 18 = a dozen and a half); 15 rows of
7 seats -> 105 (150 for 15 x 10; 22 for 15 + 7); $200 a week for 12 weeks -> 2400 (24000; 200);
35 litres into 2 equal tanks -> 17.5 (17; 70 for doubling); 30 minutes a day for 5 days, hours ->
2.5 (150 minutes; 2.25 = two and a quarter); 5 notebooks at $2.50 -> 12.5 (12.05; 10 for $2 each);
8 of 20 students walk, percent -> 40 (60 complement; 8 / 20 = 0.4; 4); 18 cookies, two thirds eaten,
left -> 6 (12 eaten; 9 = half); Ann 10 stamps, Jo twice as many, Jo -> 20 (5 = half; 30 together);
$10 a day toward $150, which day -> 15 (14; 16); 5 degrees then falls 8 degrees -> -3 (3; 13); 48
pencils in boxes of 6 -> 8 (18; 80; 6); 2 cartons of a dozen eggs -> 24 (12; 28; 288).
MATH: 3 red and 1 blue marble, P(red) -> \frac{3}{4} (1/4 blue; 4/3 reciprocal); a die, P(at most 4)
-> \frac{2}{3} (4 of 6; 1/3 complement; 5/6 for at most 5); two coins, P(exactly one head) ->
\frac{1}{2} (HT, TH of 4; 1/4; 3/4 at least one); 5 of 8 congruent sectors shaded -> \frac{5}{8} (3/8;
8/5; 5/3 shaded to unshaded); 4, 7, 10, ... which term is 46 -> 15 ((46 - 4) / 3 = 14, 14 + 1 = 15;
14 off by one; a_14 = 43, a_16 = 49); 2x + 11 = 5 -> -3 (2x = -6; 3 gives 17); divisors of 60 -> 12
(1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60; 2^2 3 5: 3 x 2 x 2 = 12; 10 without 1 and 60);
\binom{15}{2} -> 105 (15 x 14 / 2; 210 ordered); 49^2 - 1 -> 2400 (2401 - 1; 48 x 50); what percent
of 250 is 100 -> 40 (100 / 250 = 0.4; 60 complement; 250 reversed); 2x - 3 = 4 -> \frac{7}{2} (2x =
7; 3.5; 7/3; 2/7; (4 - 3) / 2 = 1/2); committee of 3 from 6 -> 20 (6 x 5 x 4 / 6; 120 ordered);
\sqrt[3]{512} -> 8 (8^3 = 512 = 2^9; 7^3 = 343; 9 the exponent; square root about 22.6).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name the
notation (word / words_box / text_box / dozen / digits_word / word_noun / tag_word / hash_word /
answer_is / ordinal / nth / per_cent / dollars_cents / half_hours / hm / fourths / over / minus /
below_zero / hundred / frac_words ...). Kind A shapes name the error (dozen_times / hundred_times /
dozen_half / about / roughly / or_next / neighbour / sub / given / complement / recip / twice /
half / minutes / off_by_one / sign / mismatch / cut ...). Kind A: truth wrong, or no_answer where
the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 169, 171 and 173): the LAST final
answer counts (the tag or the last box where there is one; the concluding sentence otherwise), and
the final answer of a thinking completion is the one after `</think>`. A value written in words
equal to the gold is correct wherever it stands (box, \text{} in a box, tag, after '####', after
"The answer is", in a sentence), with or without the counted noun or unit after it: "twelve",
"a dozen", "two dozen", "half a dozen", "twenty-four hundred", "one hundred and five", "seventeen
and a half", "negative three", "minus three", "three degrees below zero" (for a temperature),
"three quarters", "three fourths", "three over four", "the fifteenth term" / "15th" / "day
fifteen" for a which-term / which-day gold, "forty percent" / "40 per cent" for a percent gold,
"twelve dollars and fifty cents" / "$12 and 50 cents" for 12.5, "two and a half hours" / "2 hours
30 minutes" for 2.5 hours, "eight (8)". Wrong: a worded value of another number (off-by-one
ordinal, complement, reciprocal, a subtotal, a given, the value of the term instead of its
position), a quantity left in another unit ("150 minutes" for hours), a sign dropped, digits beside
the words that disagree with them ("eight (18)": two different values), a relation with no number
("twice as many as Ann has"), multiplying words ("twelve dozen", "twelve hundred", "a dozen and a
half", "two dozen and four"), approximations of an exact count ("about a dozen", "roughly twelve"),
and hedges ("twelve or thirteen"). A cut before the value is complete is no_answer. Debatable (3,
with DECISIONS): `ok_g_stamps_score` ("a score of stamps" for 20, accepted), `ok_m_choose6_score`
("a score" for 20, accepted), `g_walkers_point_four` ("0.4 of the class" for a percent question
with gold 40, rejected).

Usage: python build_adversarial_redteam175.py (writes adversarial_redteam175.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, llama_end, m, minerva_end, probe_table, qwen_end, r1final, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, instruct working, think block, [(suffix, kind, form, final, note[, debatable]), ...]).
# A final opening "T:" follows the think block (<think>...</think>); one opening "@" is the whole
# completion (without the "@"); any other final follows the instruct working. "¶" in a final is a
# newline. Kind A probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("muffins", "12",
     "A baker fills 3 boxes with 4 muffins each. How many muffins does the baker put in the boxes altogether?",
     r"""The baker fills 3 boxes, and each box holds 4 muffins. To find the total number of muffins, we multiply the number of boxes by the number of muffins in each box:

\[ 3 \times 4 = 12. \]

We can check this by adding the boxes one at a time:

\[ 4 + 4 + 4 = 12. \]

So the three boxes together hold twelve muffins, which is exactly one dozen.

""",
     r"""<think>
Okay, 3 boxes with 4 muffins in each box. So the total is 3 times 4.

3 * 4 = 12.

Let me double check by adding: 4 + 4 = 8, plus 4 more is 12. Yes.

Is there any trick? It says "altogether", so it's the total in all the boxes, not the number per box. Per box is 4, total is 12. Twelve muffins is one dozen.

Hmm, could the baker keep some out? No, the problem only asks how many he put in the boxes. So 12.
</think>

""",
     [
        ("dozen", "B", "prose_sentence", "So the baker puts a dozen muffins in the boxes altogether.", "'a dozen' for 12"),
        ("word_box", "B", "boxed", qwen_end(r"\text{twelve}"), r"the number word in \text{} inside the box"),
        ("tag_word", "B", "tag", "T:<answer>twelve muffins</answer>", "the number word and the counted noun in the tag"),
        ("hash_word", "B", "hash", "The baker puts twelve muffins in the boxes.¶¶#### twelve", "the number word after ####"),
        ("answer_is", "B", "answer_is", "The answer is twelve (12).", "word with agreeing digits after 'The answer is'"),
        ("dozen_times", "A", "prose_sentence", "So the baker puts twelve dozen muffins in the boxes altogether.", "'twelve dozen' is 144"),
        ("dozen_half", "A", "tag", "T:<answer>a dozen and a half</answer>", "'a dozen and a half' is 18"),
        ("about", "A", "prose_sentence", "So the baker puts about a dozen muffins in the boxes.", "'about a dozen': an approximation of an exact count"),
        ("per_box", "A", "boxed", "Each box holds four muffins.¶¶" + llama_end(r"\text{four}"), "the per-box given in words"),
        ("cut", "A", "truncated", "T:<answer>twel", "the tag cut inside the word: no_answer"),
     ]),
    ("seats", "105",
     "A school hall has 15 rows of chairs with 7 chairs in each row. How many chairs are in the hall?",
     r"""There are 15 rows, and every row has the same number of chairs, 7. The total number of chairs is

\[ 15 \times 7. \]

Breaking this into easier parts:

\[ 10 \times 7 = 70, \qquad 5 \times 7 = 35, \qquad 70 + 35 = 105. \]

Check: \(105 \div 7 = 15\) rows, which matches the problem.

""",
     r"""<think>
Alright, the hall has 15 rows and each row has 7 chairs. So the total is 15 * 7.

15 * 7: 10 * 7 = 70, 5 * 7 = 35, so 70 + 35 = 105.

Let me check it another way: 7 * 15 = 7 * 16 - 7 = 112 - 7 = 105. Same.

And 105 / 15 = 7, so each row really has 7 chairs. Good.

It's not 15 + 7 = 22, that would be adding rows and chairs, which doesn't make sense. It's rows times chairs per row.

So there are 105 chairs, one hundred and five.
</think>

""",
     [
        ("hundred_and", "B", "prose_sentence", "So there are one hundred and five chairs in the hall.", "'one hundred and five' for 105"),
        ("hundred_no_and", "B", "boxed", qwen_end(r"\text{one hundred five}"), "'one hundred five' in \\text{} in the box"),
        ("tag_mixed", "B", "tag", "T:<answer>105 (one hundred five) chairs</answer>", "digits then agreeing words in the tag"),
        ("r1", "B", "boxed", "T:There are one hundred and five chairs.¶¶" + r1final("105"), "R1 block after a worded sentence"),
        ("minerva", "B", "minerva", minerva_end(r"one hundred and five"), "words in Minerva's line"),
        ("neighbour", "A", "prose_sentence", "So there are one hundred and fifty chairs in the hall.", "'one hundred and fifty' is 150"),
        ("added", "A", "tag", "T:<answer>twenty-two chairs</answer>", "15 + 7 = 22 in words"),
        ("mismatch", "A", "answer_is", "The answer is one hundred and five (150).", "words and digits disagree: two values"),
        ("or_next", "A", "prose_sentence", "So the hall holds one hundred and five or one hundred and twelve chairs.", "a hedge between two worded values"),
        ("rows", "A", "hash", "There are fifteen rows of chairs.¶¶#### fifteen", "the given row count in words"),
     ]),
    ("wages", "2400",
     "Leo earns $200 each week at his summer job. He works for 12 weeks. How much money does he earn in total?",
     r"""Leo earns the same amount every week, so his total pay is his weekly pay times the number of weeks:

\[ 200 \times 12 = 2400. \]

To double-check, 10 weeks give \(200 \times 10 = 2000\) dollars and the other 2 weeks give \(200 \times 2 = 400\) dollars:

\[ 2000 + 400 = 2400. \]

""",
     r"""<think>
Okay, Leo earns $200 every week and works 12 weeks. Total = 200 * 12.

200 * 12 = 2400.

Check: 200 * 10 = 2000 for the first 10 weeks, then 200 * 2 = 400 for the last 2 weeks. 2000 + 400 = 2400.

Hmm, does he earn anything else? The problem only mentions the weekly pay, so no.

So he earns $2,400 over the summer, two thousand four hundred dollars. The question asks for the total, not the weekly amount of $200.
</think>

""",
     [
        ("thousand", "B", "prose_sentence", "So Leo earns two thousand four hundred dollars in total.", "'two thousand four hundred dollars' for 2400"),
        ("hundreds", "B", "tag", "T:<answer>twenty-four hundred dollars</answer>", "'twenty-four hundred' for 2400"),
        ("comma", "B", "boxed", qwen_end(r"\$2,400"), "dollar sign and thousands comma in the box"),
        ("hash_dollar", "B", "hash", r"Leo earns \$2,400 (two thousand four hundred dollars).¶¶#### 2,400", "thousands comma after ####"),
        ("llama_unit", "B", "boxed", llama_end(r"2400 \text{ dollars}"), "the unit as \\text{ dollars} in the box"),
        ("ten_times", "A", "prose_sentence", "So Leo earns twenty-four thousand dollars in total.", "'twenty-four thousand' is 24000"),
        ("weekly", "A", "boxed", qwen_end(r"\text{two hundred dollars}"), "the weekly pay in words"),
        ("hundred_times", "A", "tag", "T:<answer>twelve hundred dollars</answer>", "'twelve hundred' is 1200"),
        ("roughly", "A", "prose_sentence", "So Leo earns roughly two and a half thousand dollars in total.", "'roughly 2500': an approximation, and another value"),
        ("cut", "A", "truncated", "T:<answer>two thousand", "the tag cut before 'four hundred': no_answer"),
     ]),
    ("tanks", "17.5",
     "A farmer pours 35 litres of water equally into 2 tanks. How many litres of water go into each tank?",
     r"""The 35 litres are split equally between 2 tanks, so each tank gets

\[ \frac{35}{2} = 17.5 \text{ litres}. \]

Check: \(17.5 + 17.5 = 35\) litres, which is all of the water. The answer is not a whole number, and that is fine, since water can be measured in half litres.

""",
     r"""<think>
Okay, so 35 litres of water go equally into 2 tanks. Each tank gets 35 / 2.

35 / 2 = 17.5.

Hmm, 17.5 is not a whole number. Is that allowed? Water can be measured in half litres, so yes, it's fine. It's not like splitting people.

Check: 17.5 + 17.5 = 35. Yes.

Let me make sure I'm not supposed to multiply: "pours 35 litres equally into 2 tanks" means the 35 is shared, so divide, not 35 * 2 = 70.

So each tank gets seventeen and a half litres.
</think>

""",
     [
        ("and_half", "B", "prose_sentence", "So each tank gets seventeen and a half litres of water.", "'seventeen and a half' for 17.5"),
        ("mixed", "B", "boxed", qwen_end(r"17\frac{1}{2}"), "a mixed number 17 1/2 in the box"),
        ("tag_words", "B", "tag", "T:<answer>17 and a half litres</answer>", "'17 and a half' in the tag"),
        ("point_five", "B", "answer_is", "The answer is seventeen point five litres.", "'seventeen point five'"),
        ("hash", "B", "hash", "Each tank gets 17.5 litres.¶¶#### 17.5", "digits after ####"),
        ("rounded", "A", "prose_sentence", "So each tank gets seventeen litres of water.", "the half dropped: 17"),
        ("doubled", "A", "boxed", llama_end(r"\text{seventy}"), "35 x 2 = 70 in words"),
        ("swap_digits", "A", "tag", "T:<answer>seventy-five litres</answer>", "'seventy-five' for 17.5 (digits read as 75)"),
        ("or_next", "A", "prose_sentence", "So each tank gets seventeen or eighteen litres of water.", "a hedge between two whole numbers"),
        ("and_quarter", "A", "boxed", qwen_end(r"\text{seventeen and a quarter}"), "'and a quarter' is 17.25"),
     ]),
    ("reading", "2.5",
     "Mia reads for 30 minutes every day for 5 days. How many hours does she read in total?",
     r"""Mia reads 30 minutes each day for 5 days, so the total time in minutes is

\[ 30 \times 5 = 150 \text{ minutes}. \]

The question asks for hours. Since 1 hour is 60 minutes,

\[ \frac{150}{60} = 2.5 \text{ hours}. \]

That is 2 full hours (120 minutes) plus 30 more minutes, which is half an hour.

""",
     r"""<think>
Mia reads 30 minutes a day, for 5 days. So the total is 30 * 5 = 150 minutes.

But wait, the question asks for hours, not minutes. 1 hour = 60 minutes.

150 / 60 = 2.5.

So 2.5 hours. Let me double check: 2 hours is 120 minutes, plus 30 minutes is 150 minutes. Yes, 2 hours and 30 minutes, which is two and a half hours.

Another way: 30 minutes is half an hour, and she reads half an hour each day for 5 days, so 5 halves = 2.5 hours.

Don't forget to convert; the answer should be in hours.
</think>

""",
     [
        ("half_hours", "B", "prose_sentence", "So Mia reads for two and a half hours in total.", "'two and a half hours' for 2.5"),
        ("hm", "B", "tag", "T:<answer>2 hours 30 minutes</answer>", "'2 hours 30 minutes' for 2.5 hours"),
        ("mixed_box", "B", "boxed", qwen_end(r"2\frac{1}{2} \text{ hours}"), "mixed number with the unit in the box"),
        ("hash_dec", "B", "hash", "She reads 150 minutes, which is 2.5 hours.¶¶#### 2.5", "the minutes, then hours, then #### 2.5"),
        ("hour_and_half", "B", "answer_is", "The answer is 2 and a half hours.", "'2 and a half'"),
        ("minutes", "A", "boxed", qwen_end(r"150 \text{ minutes}"), "the minutes left unconverted for a gold in hours"),
        ("minutes_word", "A", "prose_sentence", "So Mia reads for one hundred and fifty minutes in total.", "the minutes in words for a gold in hours"),
        ("quarter", "A", "tag", "T:<answer>two and a quarter hours</answer>", "'two and a quarter' is 2.25"),
        ("hm_wrong", "A", "prose_sentence", "So Mia reads for 2 hours 50 minutes in total.", "150 minutes read as 2 h 50 min"),
        ("bare_150", "A", "hash", "She reads 150 minutes in total.¶¶#### 150", "#### 150: minutes"),
     ]),
    ("notebooks", "12.5",
     "Notebooks cost $2.50 each. Sara buys 5 notebooks. How much does she spend?",
     r"""Each notebook costs \$2.50, and Sara buys 5 notebooks. The total cost is the price of one notebook times the number of notebooks:

\[ 5 \times 2.50 = 12.50 \text{ dollars}. \]

We can split the price into dollars and cents to make the multiplication easier:

\[ 5 \times 2 = 10, \qquad 5 \times 0.50 = 2.50, \qquad 10 + 2.50 = 12.50. \]

Check: two notebooks cost \$5.00, four cost \$10.00, and the fifth adds \$2.50, for \$12.50.

""",
     r"""<think>
Notebooks are $2.50 each, and Sara buys 5 of them. So 2.50 * 5.

2 * 5 = 10, and 0.50 * 5 = 2.50. Total 10 + 2.50 = 12.50.

So she spends $12.50.

Check by adding: 2.50 + 2.50 = 5.00, + 2.50 = 7.50, + 2.50 = 10.00, + 2.50 = 12.50. Five notebooks, yes.

Twelve dollars and fifty cents.
</think>

""",
     [
        ("dollars_cents", "B", "prose_sentence", "So Sara spends twelve dollars and fifty cents.", "'twelve dollars and fifty cents' for 12.5"),
        ("mixed_cents", "B", "tag", "T:<answer>$12 and 50 cents</answer>", "'$12 and 50 cents' for 12.5"),
        ("box_cents", "B", "boxed", qwen_end(r"\$12.50"), "\\$12.50 in the box"),
        ("and_half", "B", "answer_is", "The answer is twelve and a half dollars.", "'twelve and a half dollars'"),
        ("hash", "B", "hash", "She spends $12.50.¶¶#### 12.50", "trailing zero after ####"),
        ("five_cents", "A", "prose_sentence", "So Sara spends twelve dollars and five cents.", "'and five cents' is 12.05"),
        ("no_cents", "A", "boxed", llama_end(r"\text{twelve dollars}"), "the cents dropped: 12"),
        ("cents_only", "A", "tag", "T:<answer>1250</answer>", "the amount in cents with no unit: 1250"),
        ("two_each", "A", "prose_sentence", "@To find how much Sara spends, we multiply the price of one notebook by the number of notebooks she buys.\n\nEach notebook costs about $2, since $2.50 is close to $2. Sara buys 5 notebooks.\n\nSo the total cost is 5 x 2 = 10 dollars.\n\nWe can check this by adding: 2 + 2 + 2 + 2 + 2 = 10.\n\nSara spends about ten dollars.", "the price rounded to $2: 'about ten dollars'"),
        ("cut", "A", "truncated", "T:<answer>twelve dollars and", "cut before the cents: no_answer"),
     ]),
    ("walkers", "40",
     "In a class of 20 students, 8 students walk to school. What percentage of the students walk to school?",
     r"""To find the percentage, we first write the number of walkers as a fraction of the whole class:

\[ \frac{8}{20} = \frac{2}{5} = 0.4. \]

To turn this into a percentage, multiply by 100:

\[ 0.4 \times 100 = 40\%. \]

Check: \(40\%\) of 20 students is \(0.4 \times 20 = 8\) students. The other \(20 - 8 = 12\) students, or 60%, get to school another way.

""",
     r"""<think>
There are 20 students and 8 walk. So the fraction that walks is 8/20.

8/20 = 2/5 = 0.4. As a percent, that's 0.4 * 100 = 40%.

Check: 40% of 20 is 0.4 * 20 = 8. Yes.

The other 12 students don't walk, and 12/20 = 60%, but the question is about the ones who walk.

So forty percent walk to school.
</think>

""",
     [
        ("percent_words", "B", "prose_sentence", "So forty percent of the students walk to school.", "'forty percent' for 40"),
        ("per_cent", "B", "tag", "T:<answer>40 per cent</answer>", "'40 per cent' in the tag"),
        ("box_pct", "B", "boxed", qwen_end(r"40\%"), "40\\% in the box"),
        ("hash", "B", "hash", "40% of the students walk.¶¶#### 40", "#### 40"),
        ("word_box", "B", "boxed", llama_end(r"\text{forty percent}"), "words in \\text{} in the box"),
        ("complement", "A", "prose_sentence", "So sixty percent of the students walk to school.", "the complement 60%"),
        ("four", "A", "tag", "T:<answer>four percent</answer>", "'four percent' is 4"),
        ("point_four", "A", "prose_sentence", "So 0.4 of the class walks to school.", "debatable: the fraction 0.4 for a percent question with gold 40 (see DECISIONS)", True),
        ("count", "A", "boxed", qwen_end(r"\text{eight students}"), "the count of walkers, not the percentage"),
        ("about", "A", "answer_is", "The answer is about forty or forty-five percent.", "a hedge"),
     ]),
    ("cookies", "6",
     "Nora bakes 18 cookies. Her family eats two thirds of them. How many cookies are left?",
     r"""First we find how many cookies the family eats. Two thirds of the 18 cookies are eaten:

\[ \frac{2}{3} \times 18 = \frac{36}{3} = 12 \text{ cookies eaten}. \]

The number of cookies left is the starting number minus the number eaten:

\[ 18 - 12 = 6. \]

Another way: if two thirds are eaten, one third is left, and \(\frac{1}{3} \times 18 = 6\).

""",
     r"""<think>
Nora bakes 18 cookies, and her family eats two thirds of them.

Two thirds of 18: 18 / 3 = 6, times 2 = 12. So 12 cookies are eaten.

Left: 18 - 12 = 6.

Or directly: if 2/3 are eaten, then 1/3 is left, and 1/3 of 18 is 6. Same answer.

The question asks how many are left, not how many were eaten. So 6 cookies, half a dozen.
</think>

""",
     [
        ("half_dozen", "B", "prose_sentence", "So Nora has half a dozen cookies left.", "'half a dozen' for 6"),
        ("digits_word", "B", "answer_is", "The answer is six (6).", "word with agreeing digits"),
        ("tag_noun", "B", "tag", "T:<answer>six cookies</answer>", "word and counted noun in the tag"),
        ("word_box", "B", "boxed", qwen_end(r"\text{six}"), "\\text{six} in the box"),
        ("hash_word", "B", "hash", "Six cookies are left.¶¶#### 6", "#### 6 after a worded sentence"),
        ("eaten", "A", "prose_sentence", "So Nora's family eats twelve cookies, which is a dozen.", "the eaten count (a dozen) for the cookies left"),
        ("or_next", "A", "tag", "T:<answer>six or seven</answer>", "a hedge"),
        ("half", "A", "boxed", r"Half of 18 is 9.¶¶" + llama_end(r"\text{nine}"), "'nine' (half of 18)"),
        ("mismatch", "A", "answer_is", "The answer is six (16).", "words and digits disagree"),
        ("dozen_half", "A", "prose_sentence", "So Nora has a dozen and a half cookies left.", "'a dozen and a half' is 18, the start count"),
     ]),
    ("stamps", "20",
     "Ann has 10 stamps. Jo has twice as many stamps as Ann. How many stamps does Jo have?",
     r"""Ann has 10 stamps. "Twice as many" means we multiply Ann's number of stamps by 2, so Jo has

\[ 2 \times 10 = 20 \text{ stamps}. \]

Check: \(20 \div 10 = 2\), so Jo does have twice as many as Ann. Together they have \(10 + 20 = 30\) stamps, but the question only asks about Jo, so we do not add Ann's stamps.

""",
     r"""<think>
Ann has 10 stamps. Jo has twice as many as Ann, so Jo has 2 * 10 = 20.

Wait, let me make sure I'm reading this right. "Jo has twice as many stamps as Ann" means Jo = 2 * Ann, not Ann = 2 * Jo. So Jo = 20, not 5.

And the question asks only for Jo, not the total, so not 10 + 20 = 30.

Check: 20 / 10 = 2. Yes, twice as many.

Jo has twenty stamps.
</think>

""",
     [
        ("word", "B", "prose_sentence", "So Jo has twenty stamps.", "'twenty'"),
        ("score", "B", "prose_sentence", "So Jo has a score of stamps, that is twenty.", "debatable: 'a score of stamps' with 'twenty' after it (see DECISIONS)", True),
        ("tag_noun", "B", "tag", "T:<answer>20 stamps</answer>", "digits and counted noun in the tag"),
        ("r1_word", "B", "boxed", "T:Jo has twenty stamps.¶¶" + r1final(r"\text{twenty}"), "\\text{twenty} in R1's box"),
        ("minerva", "B", "minerva", minerva_end("20"), "Minerva line"),
        ("twice", "A", "prose_sentence", "So Jo has twice as many stamps as Ann.", "a relation with no number"),
        ("half", "A", "boxed", qwen_end(r"\text{five}"), "'half as many': five"),
        ("together", "A", "tag", "T:<answer>thirty stamps</answer>", "the two together: 30"),
        ("mismatch", "A", "answer_is", "The answer is twenty (12).", "words and digits disagree"),
        ("cut", "A", "truncated", "So Jo has twen", "cut inside the word: no_answer"),
     ]),
    ("savings", "15",
     "Ben saves $10 each day, starting on day 1. On which day will his savings first reach $150?",
     r"""Ben saves \$10 every day, beginning on day 1. After \(n\) days, he has saved \(10n\) dollars. We want the first day on which

\[ 10n \ge 150 \quad\Longrightarrow\quad n \ge \frac{150}{10} = 15. \]

On day 14 he has \(10 \times 14 = 140\) dollars, which is not enough, and on day 15 he has \(10 \times 15 = 150\) dollars, exactly the target.

""",
     r"""<think>
Ben saves $10 each day, starting on day 1. So after day 1 he has $10, after day 2 $20, and so on: after day n he has 10n dollars.

We want 10n = 150, so n = 15.

Check the day before: after day 14 he has 140, which is less than 150. After day 15 he has 150. So the first day he reaches $150 is day 15.

Is it off by one? He starts saving on day 1, so day 1 already has $10. So day n has 10n. Yes, day 15, not day 16 and not day 14.

So the fifteenth day.
</think>

""",
     [
        ("ordinal", "B", "prose_sentence", "So his savings first reach $150 on the fifteenth day.", "'the fifteenth day' for 15"),
        ("nth", "B", "tag", "T:<answer>the 15th day</answer>", "'15th' in the tag"),
        ("day_word", "B", "answer_is", "The answer is day fifteen.", "'day fifteen'"),
        ("box_text", "B", "boxed", qwen_end(r"\text{Day } 15"), "'Day 15' in the box"),
        ("hash", "B", "hash", "He reaches $150 on day 15.¶¶#### 15", "#### 15"),
        ("off_by_one", "A", "prose_sentence", "So his savings first reach $150 on the sixteenth day.", "off-by-one ordinal: 16"),
        ("before", "A", "tag", "T:<answer>the 14th day</answer>", "the day before: 14"),
        ("money", "A", "boxed", llama_end(r"\$150"), "the target amount for the day"),
        ("or_next", "A", "answer_is", "The answer is the fifteenth or sixteenth day.", "a hedge between two ordinals"),
        ("weeks", "A", "prose_sentence", "So it takes him about two weeks.", "'about two weeks': another unit, approximate"),
     ]),
    ("temperature", "-3",
     "The temperature at noon was 5 degrees Celsius. By midnight it had fallen by 8 degrees. What was the temperature at midnight, in degrees Celsius?",
     r"""The temperature starts at 5 degrees Celsius and then falls by 8 degrees. A fall means we subtract:

\[ 5 - 8 = -3. \]

The temperature went below zero: going from 5 degrees down to 0 uses 5 of the 8 degrees, and the remaining 3 degrees take it to \(-3\) degrees Celsius.

Check: \(-3 + 8 = 5\), the noon temperature.

""",
     r"""<think>
At noon it's 5 degrees. By midnight it has fallen by 8 degrees.

5 - 8 = -3.

So it went below zero. From 5 down to 0 is 5 degrees, and there are 3 more degrees to fall, so it ends at -3.

Careful with the sign: the temperature is negative three, not three. And it's not 5 + 8 = 13, because the temperature fell.

So at midnight it was -3 degrees Celsius, three degrees below zero.
</think>

""",
     [
        ("negative", "B", "prose_sentence", "So the temperature at midnight was negative three degrees Celsius.", "'negative three' for -3"),
        ("minus", "B", "tag", "T:<answer>minus 3 degrees</answer>", "'minus 3'"),
        ("below_zero", "B", "prose_sentence", "So at midnight it was three degrees below zero.", "'three degrees below zero' for a temperature of -3"),
        ("box", "B", "boxed", qwen_end(r"-3^\circ\text{C}"), "-3 with degree sign and C in the box"),
        ("hash", "B", "hash", "The midnight temperature was -3 degrees.¶¶#### -3", "#### -3"),
        ("sign", "A", "prose_sentence", "So the temperature at midnight was three degrees Celsius.", "the sign dropped: 3"),
        ("added", "A", "tag", "T:<answer>thirteen degrees</answer>", "5 + 8 = 13"),
        ("above", "A", "prose_sentence", "So at midnight it was three degrees above zero.", "'above zero' is +3"),
        ("mismatch", "A", "answer_is", "The answer is negative three (3).", "words and digits disagree in sign"),
        ("change", "A", "boxed", llama_end(r"\text{negative eight}"), "the change, not the temperature"),
     ]),
    ("pencils", "8",
     "A teacher has 48 pencils. She puts 6 pencils in each box. How many boxes does she fill?",
     r"""Each box holds 6 pencils, and the teacher has 48 pencils in all. To find how many boxes she fills, we divide the total number of pencils by the number of pencils in each box:

\[ \frac{48}{6} = 8. \]

Check: \(8 \times 6 = 48\), so all the pencils are used and every box is full, with no pencils left over.

""",
     r"""<think>
The teacher has 48 pencils and puts 6 in each box. So the number of boxes is 48 / 6.

48 / 6 = 8.

Check: 8 * 6 = 48. Yes, so every box is full and no pencils are left over.

It's not 48 * 6, since we're splitting the pencils into boxes. And it's not 6, that's the number of pencils per box.

So she fills eight boxes.
</think>

""",
     [
        ("digits_word", "B", "prose_sentence", "So she fills eight (8) boxes.", "word with agreeing digits"),
        ("word", "B", "answer_is", "The answer is eight boxes.", "word and counted noun after 'The answer is'"),
        ("tag_word", "B", "tag", "T:<answer>eight</answer>", "the word alone in the tag"),
        ("word_box", "B", "boxed", llama_end(r"\text{eight boxes}"), "word and noun in \\text{}"),
        ("hash_word", "B", "hash", "She fills eight boxes.¶¶#### eight", "the word after ####"),
        ("mismatch", "A", "prose_sentence", "So she fills eight (18) boxes.", "words and digits disagree: 'eight (18)'"),
        ("eighty", "A", "tag", "T:<answer>eighty</answer>", "'eighty' is 80"),
        ("per_box", "A", "boxed", qwen_end(r"\text{six}"), "the per-box given"),
        ("roughly", "A", "prose_sentence", "So she fills roughly eight or nine boxes.", "a hedge"),
        ("cut", "A", "truncated", "T:<answer>eigh", "the tag cut inside the word: no_answer"),
     ]),
    ("eggs", "24",
     "Tom buys 2 cartons of eggs. Each carton holds a dozen eggs. How many eggs does Tom buy?",
     r"""A dozen means 12, so each carton holds 12 eggs. Tom buys 2 cartons, so the total number of eggs is the number of cartons times the eggs in each carton:

\[ 2 \times 12 = 24 \text{ eggs}. \]

We can check by adding the two cartons:

\[ 12 + 12 = 24. \]

So Tom buys 24 eggs, which is the same as two dozen eggs.

""",
     r"""<think>
Tom buys 2 cartons, and each carton has a dozen eggs.

A dozen is 12. So 2 cartons is 2 * 12 = 24 eggs.

Check: 12 + 12 = 24. Yes.

Is there anything else? The problem doesn't say any eggs broke or were used, so it's just the total in the two cartons.

So Tom buys 24 eggs, which is two dozen. Not one dozen, since there are two cartons.

Twenty-four eggs.
</think>

""",
     [
        ("two_dozen", "B", "prose_sentence", "So Tom buys two dozen eggs.", "'two dozen' for 24"),
        ("word", "B", "tag", "T:<answer>twenty-four eggs</answer>", "'twenty-four' in the tag"),
        ("word_box", "B", "boxed", qwen_end(r"\text{twenty four}"), "'twenty four' unhyphenated in the box"),
        ("answer_is", "B", "answer_is", "The answer is 24 (two dozen).", "digits then agreeing words"),
        ("hash", "B", "hash", "2 x 12 = 24 eggs.¶¶#### 24", "#### 24"),
        ("dozen_four", "A", "prose_sentence", "So Tom buys two dozen and four eggs.", "'two dozen and four' is 28"),
        ("one_dozen", "A", "tag", "T:<answer>a dozen</answer>", "one carton's dozen: 12"),
        ("or_next", "A", "prose_sentence", "So Tom buys twenty-four or twenty-six eggs.", "a hedge"),
        ("dozen_times", "A", "boxed", llama_end(r"\text{two dozen dozen}"), "'two dozen dozen' is 288"),
        ("mismatch", "A", "answer_is", "The answer is twenty-four (42).", "words and digits disagree"),
     ]),
]

MPROBS = [
    ("marbles", r"\frac{3}{4}",
     "A bag contains 3 red marbles and 1 blue marble. One marble is drawn at random. What is the probability that it is red? Express your answer as a common fraction.",
     r"""There are \(3 + 1 = 4\) marbles in the bag, and each is equally likely to be drawn. Three of them are red, so

\[ P(\text{red}) = \frac{\text{number of red marbles}}{\text{total number of marbles}} = \frac{3}{4}. \]

As a check, the probability of blue is \(\frac{1}{4}\), and \(\frac{3}{4} + \frac{1}{4} = 1\).

""",
     r"""<think>
Okay, the bag has 3 red marbles and 1 blue marble, so 4 marbles total.

Each marble is equally likely, so P(red) = 3/4.

Check: P(blue) = 1/4, and 3/4 + 1/4 = 1. Good.

Don't mix them up: 1/4 is the blue probability, and 3/4 is red. The question asks for red.

So the probability is 3/4, three quarters.
</think>

""",
     [
        ("quarters", "B", "prose_sentence", "So the probability of drawing a red marble is three quarters.", "'three quarters' for 3/4"),
        ("fourths_box", "B", "boxed", qwen_end(r"\text{three fourths}"), "'three fourths' in \\text{} in the box"),
        ("over", "B", "tag", "T:<answer>three over four</answer>", "'three over four' in the tag"),
        ("r1", "B", "boxed", "T:The probability is three quarters.¶¶" + r1final(r"\dfrac{3}{4}"), "\\dfrac in R1's box"),
        ("minerva_words", "B", "minerva", minerva_end(r"three-fourths"), "'three-fourths' in Minerva's line"),
        ("complement", "A", "prose_sentence", "So the probability of drawing a red marble is one quarter.", "the complement 1/4 in words"),
        ("recip", "A", "boxed", llama_end(r"\text{four thirds}"), "the reciprocal 4/3"),
        ("count", "A", "tag", "T:<answer>three</answer>", "the count of red marbles, not the probability"),
        ("hedge", "A", "prose_sentence", "So the probability is about three quarters, or a little less.", "hedged words"),
        ("cut", "A", "truncated", r"So the probability is \(\boxed{\frac{3}{", "box cut inside the fraction: no_answer"),
     ]),
    ("die", r"\frac{2}{3}",
     "A fair six-sided die is rolled. What is the probability that the number rolled is at most 4? Express your answer as a common fraction.",
     r"""A fair die has six equally likely outcomes: \(1, 2, 3, 4, 5, 6\). The outcomes that are at most 4 are \(1, 2, 3, 4\), which is 4 of the 6 outcomes. So

\[ P(\text{at most } 4) = \frac{4}{6} = \frac{2}{3}. \]

As a check, the complementary event, rolling a 5 or a 6, has probability \(\frac{2}{6} = \frac{1}{3}\), and \(\frac{2}{3} + \frac{1}{3} = 1\).

""",
     r"""<think>
A fair die has outcomes 1 through 6. "At most 4" means 1, 2, 3, or 4. That's 4 outcomes.

So the probability is 4/6, which simplifies to 2/3.

Complement: rolling a 5 or a 6, which is 2/6 = 1/3. And 2/3 + 1/3 = 1. Good.

Wait, "at most 4" includes 4, right? Yes, at most 4 means less than or equal to 4. So 4 outcomes, not 3.

So two thirds.
</think>

""",
     [
        ("words", "B", "prose_sentence", "So the probability is two thirds.", "'two thirds'"),
        ("hyphen_box", "B", "boxed", qwen_end(r"\text{two-thirds}"), "'two-thirds' in the box"),
        ("tag", "B", "tag", "T:<answer>2/3</answer>", "2/3 in the tag"),
        ("unreduced", "B", "answer_is", r"The answer is \(\frac{4}{6}\), which is two thirds.", "4/6 then 'two thirds': same value"),
        ("llama", "B", "boxed", llama_end(r"\frac{2}{3}"), "Llama closing line"),
        ("complement", "A", "prose_sentence", "So the probability is one third.", "the complement 1/3"),
        ("count", "A", "tag", "T:<answer>four out of six outcomes, so four</answer>", "the count of outcomes last: 4"),
        ("or_next", "A", "boxed", qwen_end(r"\text{two thirds or five sixths}"), "a hedge between two fractions"),
        ("sixths", "A", "prose_sentence", "So the probability is five sixths.", "5/6 (at most 5)"),
        ("mismatch", "A", "answer_is", r"The answer is two thirds (\(\frac{3}{2}\)).", "words and symbols disagree"),
     ]),
    ("coins", r"\frac{1}{2}",
     "Two fair coins are tossed. What is the probability of getting exactly one head? Express your answer as a common fraction.",
     r"""When two fair coins are tossed, the sample space has four equally likely outcomes:

\[ \{HH,\ HT,\ TH,\ TT\}. \]

Exactly one head occurs in the outcomes \(HT\) and \(TH\), so 2 of the 4 outcomes are favorable:

\[ P(\text{exactly one head}) = \frac{2}{4} = \frac{1}{2}. \]

We can also use the binomial formula:

\[ \binom{2}{1}\left(\frac{1}{2}\right)^1\left(\frac{1}{2}\right)^1 = 2 \cdot \frac{1}{4} = \frac{1}{2}. \]

""",
     r"""<think>
Two fair coins. The outcomes are HH, HT, TH, TT, each with probability 1/4.

Exactly one head: HT and TH. That's 2 outcomes. So 2/4 = 1/2.

Let me double-check: it's not 1/4 (that would be just one of the outcomes, like HH), and it's not 3/4 (that's at least one head: HH, HT, TH).

Also with the binomial formula: C(2,1) * (1/2)^2 = 2 * 1/4 = 1/2. Same.

So the probability is one half.
</think>

""",
     [
        ("one_half", "B", "prose_sentence", "So the probability of exactly one head is one half.", "'one half'"),
        ("a_half", "B", "tag", "T:<answer>a half</answer>", "'a half' in the tag"),
        ("hyphen_box", "B", "boxed", qwen_end(r"\text{one-half}"), "'one-half' in the box"),
        ("two_of_four", "B", "answer_is", r"The answer is \(\frac{2}{4} = \frac{1}{2}\).", "2/4 = 1/2"),
        ("r1", "B", "boxed", "T:Exactly one head happens in 2 of 4 outcomes.¶¶" + r1final(r"\frac12"), "\\frac12 without braces"),
        ("quarter", "A", "prose_sentence", "So the probability of exactly one head is one quarter.", "one quarter: HH read as the event"),
        ("at_least", "A", "tag", "T:<answer>three quarters</answer>", "'at least one head' 3/4"),
        ("count", "A", "boxed", llama_end(r"\text{two}"), "the count of outcomes"),
        ("fifty_fifty", "A", "prose_sentence", "So it is roughly fifty-fifty, about a half.", "hedged words: 'roughly', 'about'"),
        ("cut", "A", "truncated", "T:<answer>one ha", "cut inside the word: no_answer"),
     ]),
    ("spinner", r"\frac{5}{8}",
     "A spinner is divided into 8 congruent sectors, and 5 of them are shaded. What is the probability that the spinner lands on a shaded sector? Express your answer as a common fraction.",
     r"""Since all 8 sectors are congruent, the spinner is equally likely to land on each of them, so each sector has probability \(\frac{1}{8}\). Five of the sectors are shaded:

\[ P(\text{shaded}) = 5 \cdot \frac{1}{8} = \frac{5}{8}. \]

The three unshaded sectors have probability \(\frac{3}{8}\), and \(\frac{5}{8} + \frac{3}{8} = 1\), as it should be.

""",
     r"""<think>
The spinner has 8 congruent sectors, so each sector has probability 1/8.

5 of them are shaded, so P(shaded) = 5 * 1/8 = 5/8.

The unshaded ones are 3 sectors, so P(unshaded) = 3/8, and 5/8 + 3/8 = 1. Good.

Not 5/3, that's shaded to unshaded as a ratio. Probability is shaded over total.

So five eighths.
</think>

""",
     [
        ("eighths", "B", "prose_sentence", "So the probability of landing on a shaded sector is five eighths.", "'five eighths'"),
        ("text_box", "B", "boxed", qwen_end(r"\text{five-eighths}"), "'five-eighths' in the box"),
        ("tag_slash", "B", "tag", "T:<answer>5/8</answer>", "5/8 in the tag"),
        ("out_of", "B", "answer_is", r"The answer is 5 out of 8, that is \(\frac{5}{8}\).", "'5 out of 8, that is 5/8'"),
        ("minerva", "B", "minerva", minerva_end(r"\frac{5}{8}"), "Minerva line"),
        ("complement", "A", "prose_sentence", "So the probability of landing on a shaded sector is three eighths.", "the complement 3/8"),
        ("recip", "A", "boxed", llama_end(r"\text{eight fifths}"), "the reciprocal 8/5"),
        ("thirds", "A", "tag", "T:<answer>five thirds</answer>", "shaded over unshaded: 5/3"),
        ("or_next", "A", "answer_is", "The answer is five eighths or one half.", "a hedge"),
        ("count", "A", "prose_sentence", "So the spinner has five shaded sectors.", "the count of shaded sectors"),
     ]),
    ("term", "15",
     "The arithmetic sequence 4, 7, 10, 13, ... continues. Which term of the sequence is equal to 46?",
     r"""The first term is \(a_1 = 4\) and the common difference is \(d = 7 - 4 = 3\), so the \(n\)th term is

\[ a_n = a_1 + (n - 1)d = 4 + (n - 1) \cdot 3. \]

Setting \(a_n = 46\):

\[ 4 + 3(n - 1) = 46 \implies 3(n - 1) = 42 \implies n - 1 = 14 \implies n = 15. \]

Check: \(a_{15} = 4 + 14 \cdot 3 = 4 + 42 = 46\).

""",
     r"""<think>
The sequence is 4, 7, 10, 13, ... The common difference is 3, and the first term is 4.

So a_n = 4 + 3(n - 1).

Set 4 + 3(n - 1) = 46. Then 3(n - 1) = 42, n - 1 = 14, n = 15.

Careful: 46 is 14 steps of 3 after the first term, which makes it the 15th term, not the 14th.

Check: a_15 = 4 + 3 * 14 = 4 + 42 = 46. Yes. And a_14 = 43, a_16 = 49.

So 46 is the 15th term.
</think>

""",
     [
        ("ordinal", "B", "prose_sentence", "So 46 is the fifteenth term of the sequence.", "'the fifteenth term'"),
        ("nth_box", "B", "boxed", qwen_end(r"15\text{th}"), "15\\text{th} in the box"),
        ("n_eq", "B", "tag", "T:<answer>n = 15</answer>", "'n = 15' in the tag"),
        ("nth_prose", "B", "answer_is", "The answer is the 15th term.", "'the 15th term'"),
        ("r1", "B", "boxed", "T:46 is the 15th term.¶¶" + r1final("15"), "R1 block"),
        ("off_by_one", "A", "prose_sentence", "So 46 is the fourteenth term of the sequence.", "off-by-one ordinal: 14"),
        ("value", "A", "boxed", llama_end("46"), "the term's value, not its position"),
        ("sixteenth", "A", "tag", "T:<answer>16th</answer>", "16th"),
        ("steps", "A", "answer_is", r"The answer is 14, since \(42 / 3 = 14\).", "the number of steps"),
        ("or_next", "A", "prose_sentence", "So 46 is the fifteenth or sixteenth term.", "a hedge between ordinals"),
     ]),
    ("linear", "-3",
     "Solve for $x$: $2x + 11 = 5$.",
     r"""We want to isolate \(x\). First subtract 11 from both sides of the equation:

\[ 2x + 11 - 11 = 5 - 11 \]
\[ 2x = -6. \]

Next divide both sides by 2:

\[ x = \frac{-6}{2} = -3. \]

Check by substituting back into the original equation:

\[ 2(-3) + 11 = -6 + 11 = 5. \checkmark \]

""",
     r"""<think>
We have 2x + 11 = 5.

Subtract 11 from both sides: 2x = 5 - 11 = -6.

Divide by 2: x = -3.

Check: 2 * (-3) + 11 = -6 + 11 = 5. Yes, that matches the right side.

So x = -3. Careful with the sign, it's negative: 5 - 11 is -6, not 6. If I had x = 3, then 2 * 3 + 11 = 17, not 5.

Negative three.
</think>

""",
     [
        ("negative", "B", "prose_sentence", "So x is negative three.", "'negative three'"),
        ("minus", "B", "tag", "T:<answer>minus three</answer>", "'minus three' in the tag"),
        ("x_eq", "B", "boxed", qwen_end("x = -3"), "'x = -3' in the box"),
        ("text_box", "B", "boxed", llama_end(r"\text{negative } 3"), "'negative 3' in the box"),
        ("answer_is", "B", "answer_is", "The answer is -3 (negative three).", "digits then agreeing words"),
        ("sign", "A", "prose_sentence", "Therefore, the solution of the equation is x equals three.", "the sign dropped"),
        ("minus_six", "A", "tag", "T:<answer>minus six</answer>", "2x = -6, not x"),
        ("eight", "A", "boxed", qwen_end(r"\text{negative eight}"), "(5 + 11) / 2 with a sign slip: -8"),
        ("mismatch", "A", "answer_is", "The answer is negative three (3).", "words and digits disagree"),
        ("cut", "A", "truncated", "T:<answer>negative", "cut before the number: no_answer"),
     ]),
    ("divisors", "12",
     "How many positive divisors does 60 have?",
     r"""First factor 60 into primes:

\[ 60 = 2^2 \cdot 3 \cdot 5. \]

A divisor of 60 has the form \(2^a 3^b 5^c\) with \(0 \le a \le 2\), \(0 \le b \le 1\), \(0 \le c \le 1\). The number of positive divisors is

\[ (2 + 1)(1 + 1)(1 + 1) = 3 \cdot 2 \cdot 2 = 12. \]

Listing them: \(1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60\), which is twelve divisors.

""",
     r"""<think>
60 = 2^2 * 3 * 5.

Number of divisors: (2+1)(1+1)(1+1) = 3 * 2 * 2 = 12.

Let me list them to be sure: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60. Counting: 1, 2, 3, 4, 5, 6 (six), 10, 12, 15, 20, 30, 60 (six more). Twelve.

The question asks for positive divisors, including 1 and 60 itself. So all 12 count.
</think>

""",
     [
        ("word", "B", "prose_sentence", "So 60 has twelve positive divisors.", "'twelve' with the counted noun"),
        ("dozen", "B", "answer_is", "The answer is 12, a dozen divisors.", "12 then 'a dozen'"),
        ("text_box", "B", "boxed", qwen_end(r"\text{twelve}"), "\\text{twelve} in the box"),
        ("tag_word", "B", "tag", "T:<answer>twelve</answer>", "the word in the tag"),
        ("list_then", "B", "boxed", "T:The divisors are 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60.¶¶" + r1final("12"), "the divisor list, then the count boxed"),
        ("about", "A", "prose_sentence", "So 60 has about a dozen positive divisors.", "'about a dozen': approximate"),
        ("or_next", "A", "tag", "T:<answer>twelve or thirteen</answer>", "a hedge"),
        ("proper", "A", "boxed", llama_end(r"\text{ten}"), "10: the divisors other than 1 and 60"),
        ("largest", "A", "answer_is", "The answer is sixty.", "the number itself"),
        ("dozen_times", "A", "prose_sentence", "So 60 has twelve dozen divisors.", "'twelve dozen' is 144"),
     ]),
    ("choose15", "105",
     r"Compute $\dbinom{15}{2}$.",
     r"""The binomial coefficient \(\binom{n}{k}\) counts the ways to choose \(k\) objects from \(n\) when order does not matter. Using the formula,

\[ \binom{15}{2} = \frac{15!}{2!\,13!}. \]

Most of the factorial cancels:

\[ \frac{15!}{13!} = 15 \cdot 14 = 210, \]

so

\[ \binom{15}{2} = \frac{210}{2} = 105. \]

This is also the number of handshakes among 15 people: each person shakes 14 hands, and each handshake is counted twice.

""",
     r"""<think>
We need 15 choose 2.

The formula is 15! / (2! * 13!) = (15 * 14) / 2.

15 * 14 = 210. 210 / 2 = 105.

Check: choosing 2 from 15 is the number of pairs. Each of 15 items pairs with 14 others, that's 210 ordered pairs, and each unordered pair is counted twice, so 105.

So the answer is 105, one hundred and five.
</think>

""",
     [
        ("hundred_and", "B", "prose_sentence", r"So \(\binom{15}{2}\) is one hundred and five.", "'one hundred and five'"),
        ("text_box", "B", "boxed", qwen_end(r"\text{one hundred five}"), "words in the box"),
        ("tag_mixed", "B", "tag", "T:<answer>105 (one hundred five)</answer>", "digits and agreeing words"),
        ("hash", "B", "hash", "So the value is 105.¶¶#### 105", "#### 105 on a MATH problem"),
        ("llama", "B", "boxed", llama_end("105"), "Llama closing line"),
        ("ordered", "A", "prose_sentence", "So the value is two hundred and ten.", "15 x 14 = 210 without dividing"),
        ("neighbour", "A", "tag", "T:<answer>one hundred fifty</answer>", "'one hundred fifty' is 150"),
        ("mismatch", "A", "answer_is", "The answer is one hundred and five (115).", "words and digits disagree"),
        ("roughly", "A", "boxed", qwen_end(r"\approx 100"), "roughly 100"),
        ("cut", "A", "truncated", "T:<answer>one hundred and", "cut before 'five': no_answer"),
     ]),
    ("square", "2400",
     "Compute $49^2 - 1$.",
     r"""We can use the difference of squares, since \(1 = 1^2\):

\[ 49^2 - 1 = 49^2 - 1^2 = (49 - 1)(49 + 1) = 48 \cdot 50. \]

Then

\[ 48 \cdot 50 = 2400. \]

Check directly: \(49^2 = (50 - 1)^2 = 2500 - 100 + 1 = 2401\), and subtracting 1 gives \(2401 - 1 = 2400\).

""",
     r"""<think>
We need 49^2 - 1.

49^2 = (50 - 1)^2 = 2500 - 100 + 1 = 2401.

So 49^2 - 1 = 2400.

Alternatively, difference of squares: 49^2 - 1^2 = (49 - 1)(49 + 1) = 48 * 50 = 2400. Same.

Don't forget the minus 1, the square alone is 2401.

So the answer is 2400, two thousand four hundred.
</think>

""",
     [
        ("thousand", "B", "prose_sentence", "So \\(49^2 - 1\\) equals two thousand four hundred.", "'two thousand four hundred'"),
        ("hundreds", "B", "tag", "T:<answer>twenty-four hundred</answer>", "'twenty-four hundred'"),
        ("comma_box", "B", "boxed", qwen_end("2,400"), "thousands comma in the box"),
        ("product", "B", "answer_is", r"The answer is \(48 \cdot 50 = 2400\).", "the product written out, ending in the gold"),
        ("minerva", "B", "minerva", minerva_end("2400"), "Minerva line"),
        ("square_only", "A", "prose_sentence", "So the value is two thousand four hundred and one.", "49^2 without the minus 1: 2401"),
        ("ten_times", "A", "tag", "T:<answer>twenty-four thousand</answer>", "'twenty-four thousand' is 24000"),
        ("hundred_times", "A", "boxed", llama_end(r"\text{two hundred forty}"), "'two hundred forty' is 240"),
        ("mismatch", "A", "answer_is", "The answer is twenty-four hundred (2401).", "words and digits disagree"),
        ("or_next", "A", "prose_sentence", "So the value of the expression is 2400 or 2402.", "a hedge"),
     ]),
    ("percent", "40",
     "What percent of 250 is 100?",
     r"""Let \(p\) be the percent we want. Then \(p\%\) of 250 equals 100:

\[ \frac{p}{100} \cdot 250 = 100. \]

Solving for \(p\):

\[ p = \frac{100 \cdot 100}{250} = \frac{10000}{250} = 40. \]

Another way: \(\frac{100}{250} = 0.4\), and \(0.4 = 40\%\). Check: \(0.4 \times 250 = 100\).

""",
     r"""<think>
We want the percent p such that p% of 250 is 100.

100 / 250 = 0.4. As a percent, that's 40%.

Check: 40% of 250 = 0.4 * 250 = 100. Yes.

Careful not to flip it: 250 / 100 = 2.5 would be the wrong direction. The question is what percent of 250 is 100, so 100 over 250.

So 100 is forty percent of 250.
</think>

""",
     [
        ("percent_words", "B", "prose_sentence", "So 100 is forty percent of 250.", "'forty percent'"),
        ("per_cent", "B", "tag", "T:<answer>40 per cent</answer>", "'40 per cent'"),
        ("pct_box", "B", "boxed", qwen_end(r"40\%"), "40\\% in the box"),
        ("text_box", "B", "boxed", llama_end(r"\text{forty percent}"), "\\text{forty percent}"),
        ("answer_is", "B", "answer_is", "The answer is 40%.", "40% after 'The answer is'"),
        ("complement", "A", "prose_sentence", "So 100 is sixty percent of 250.", "the complement 60"),
        ("four", "A", "tag", "T:<answer>four percent</answer>", "'four percent' is 4"),
        ("recip", "A", "boxed", qwen_end(r"250\%"), "250 / 100 as a percent: the reciprocal"),
        ("point_four_pct", "A", "answer_is", "The answer is 0.4%.", "0.4 percent is not 40 percent"),
        ("roughly", "A", "prose_sentence", "So 100 is roughly forty percent of 250.", "'roughly': approximate for an exact value"),
     ]),
    ("halves", r"\frac{7}{2}",
     "Solve for $x$: $2x - 3 = 4$. Express your answer as a common fraction.",
     r"""We want to isolate \(x\). First add 3 to both sides of the equation:

\[ 2x - 3 + 3 = 4 + 3 \]
\[ 2x = 7. \]

Now divide both sides by 2:

\[ x = \frac{7}{2}. \]

Check by substituting back:

\[ 2 \cdot \frac{7}{2} - 3 = 7 - 3 = 4. \checkmark \]

The fraction \(\frac{7}{2}\) is already in lowest terms.

""",
     r"""<think>
2x - 3 = 4.

Add 3 to both sides: 2x = 7.

Divide by 2: x = 7/2.

Check: 2 * 7/2 - 3 = 7 - 3 = 4. Yes.

7/2 is already a common fraction in lowest terms, since 7 is prime and doesn't divide 2. As a decimal, it's 3.5, three and a half.

So x = 7/2, seven halves.
</think>

""",
     [
        ("seven_halves", "B", "prose_sentence", "So x equals seven halves.", "'seven halves'"),
        ("and_half", "B", "tag", "T:<answer>three and a half</answer>", "'three and a half'"),
        ("decimal_box", "B", "boxed", qwen_end("3.5"), "3.5 for 7/2"),
        ("mixed", "B", "answer_is", r"The answer is \(3\frac{1}{2}\).", "a mixed number"),
        ("slash", "B", "boxed", llama_end("7/2"), "7/2 in the box"),
        ("thirds", "A", "prose_sentence", "So x equals seven thirds.", "7/3"),
        ("recip", "A", "tag", "T:<answer>two sevenths</answer>", "the reciprocal 2/7"),
        ("one_half", "A", "boxed", qwen_end(r"\frac{1}{2}"), "(4 - 3) / 2: the sign of 3 slipped"),
        ("or_next", "A", "answer_is", "The answer is three and a half or seven halves or four.", "a list ending in another value: a hedge"),
        ("cut", "A", "truncated", "So x equals three and a", "cut before 'half': no_answer"),
     ]),
    ("choose6", "20",
     "In how many ways can a committee of 3 people be chosen from a group of 6 people?",
     r"""The order in which the committee members are chosen does not matter, so we count combinations rather than permutations.

\[ \binom{6}{3} = \frac{6!}{3!\,3!} = \frac{6 \cdot 5 \cdot 4}{3 \cdot 2 \cdot 1} = \frac{120}{6} = 20. \]

If the order mattered, there would be \(6 \cdot 5 \cdot 4 = 120\) ordered choices, but each committee of 3 is counted \(3! = 6\) times among them, and \(120 / 6 = 20\).

""",
     r"""<think>
A committee of 3 from 6 people. Order doesn't matter, so it's a combination.

6 choose 3 = 6! / (3! * 3!) = (6 * 5 * 4) / (3 * 2 * 1) = 120 / 6 = 20.

If order mattered, it would be 6 * 5 * 4 = 120, but a committee is just a set of people, so we divide by 3! = 6.

Check by symmetry: 6 choose 3 = 6 choose 3, and the row of Pascal's triangle for 6 is 1, 6, 15, 20, 15, 6, 1. The middle is 20.

So twenty ways.
</think>

""",
     [
        ("word", "B", "prose_sentence", "So the committee can be chosen in twenty ways.", "'twenty ways'"),
        ("score", "B", "answer_is", "The answer is a score of ways, that is, 20.", "debatable: 'a score' with '20' after it (see DECISIONS)", True),
        ("text_box", "B", "boxed", qwen_end(r"\text{twenty}"), "\\text{twenty} in the box"),
        ("tag", "B", "tag", "T:<answer>20 ways</answer>", "digits and noun in the tag"),
        ("r1", "B", "boxed", "T:There are twenty ways.¶¶" + r1final(r"\binom{6}{3} = 20"), "the box holds the binomial = 20"),
        ("ordered", "A", "prose_sentence", "So the committee can be chosen in one hundred and twenty ways.", "ordered selections: 120"),
        ("twice", "A", "tag", "T:<answer>twice as many as choosing 2</answer>", "a relation with no number"),
        ("mismatch", "A", "boxed", llama_end(r"\text{twenty } (12)"), "words and digits disagree"),
        ("about", "A", "answer_is", "The answer is about twenty ways.", "'about twenty': approximate for an exact count"),
        ("dozen_times", "A", "prose_sentence", "So the committee can be chosen in twenty dozen ways.", "'twenty dozen' is 240"),
     ]),
    ("cuberoot", "8",
     r"Compute $\sqrt[3]{512}$.",
     r"""We look for a number whose cube is 512. Trying small numbers, \(7^3 = 343\) is too small and

\[ 8^3 = 8 \cdot 8 \cdot 8 = 64 \cdot 8 = 512, \]

so \(\sqrt[3]{512} = 8\).

Alternatively, since \(2^{10} = 1024\), we have \(512 = 2^9\), so

\[ \sqrt[3]{512} = \sqrt[3]{2^9} = 2^{9/3} = 2^3 = 8. \]

""",
     r"""<think>
We need the cube root of 512.

512 = 2^9, since 2^10 = 1024 and half of that is 512.

Cube root of 2^9 = 2^(9/3) = 2^3 = 8.

Check: 8^3 = 8 * 8 * 8 = 64 * 8 = 512. Yes. And 7^3 = 343, 9^3 = 729, so 8 is the only whole number that works.

It's not the square root (which would be about 22.6). The cube root is 8.

Eight.
</think>

""",
     [
        ("digits_word", "B", "prose_sentence", r"So \(\sqrt[3]{512}\) is eight (8).", "word with agreeing digits"),
        ("word", "B", "tag", "T:<answer>eight</answer>", "the word in the tag"),
        ("text_box", "B", "boxed", qwen_end(r"\text{eight}"), "\\text{eight} in the box"),
        ("power", "B", "answer_is", r"The answer is \(2^3 = 8\).", "2^3 = 8"),
        ("minerva", "B", "minerva", minerva_end("8"), "Minerva line"),
        ("mismatch", "A", "prose_sentence", r"So \(\sqrt[3]{512}\) is eight (18).", "words and digits disagree: 'eight (18)'"),
        ("eighteen", "A", "tag", "T:<answer>eighteen</answer>", "18"),
        ("exponent", "A", "boxed", llama_end(r"\text{nine}"), "the exponent of 2^9"),
        ("or_next", "A", "answer_is", "The answer is eight or nine.", "a hedge"),
        ("square_root", "A", "prose_sentence", r"So the answer is about twenty-two and a half, since \(22.6^2 \approx 512\).", "the square root, approximate"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_stamps_score": (
        "accept",
        "'a score' means exactly twenty and the sentence says 'that is twenty' right after it: one "
        "value, the gold, in words twice; not a hedge or an approximation",
    ),
    "ok_m_choose6_score": (
        "accept",
        "as ok_g_stamps_score: 'a score of ways, that is, 20' names one value, the gold",
    ),
    "g_walkers_point_four": (
        "reject",
        "the question asks for a percentage and the gold is the percentage 40; '0.4 of the class' is "
        "the fraction, and 0.4 read as the asked percentage is 0.4%, not 40%; the conversion the "
        "question asks for was not done (as '150 minutes' for hours, g_reading_minutes)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam175", CASES, [], DECISIONS)
