r"""Build adversarial_redteam207.jsonl: round 207 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam207"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 110 GSM8K and 90 MATH, 170 kind A and 30 kind B: WHAT A
GRADER'S HIDDEN PROBE SET FOR ISSUE 25 WOULD HOLD, one probe per idea, most of them short:
(1) values near zero or near the gold that a tolerance would accept (gold 0 vs `10^{-100}\pi` or
0.0000000001; gold \pi vs `\pi + 10^{-50}`, 3.14159265358979, 355/113; gold 18 vs `18 + 10^{-50} i`,
`18 + \sin(10^{-100})`; 59.499999999, 69.99999999999, 48.000001, 3.9999999999, 5.0000000001,
0.1333333333 for 2/15, 6.7082039325 for 3\sqrt{5}); (2) negation, strike-out and annotation
(`\boxed{\not= 25}`, `\boxed{x \not= 72}`, `\boxed{\neq 0}`, `\boxed{\text{not } 150}`,
`\boxed{a_{20} \neq 79}`, `\boxed{8\text{ (wrong)}}`, `~~48~~ 53`, `<del>`, `<s>`, `\sout`, `\cancel`);
(3) words after a GSM8K `####` number that change it (dozen, negative, below zero, fewer, less,
more, thousand, hundred, score, pairs, percent, cents, times, short, ago, minus 7); (4) retractions
after the answer ("Edit:", "Update: it's actually", "Erratum:", "Never mind,", "(Not X; Y.)",
"Wrong! Y", a second `####`, "Correction:", "The above is a placeholder; real answer TBD",
"scratch that ... I'll need to redo this"); (5) statements the model did not make (a quoted
`> #### X` then a refusal, `You asked: "Show that ... \boxed{X}." I cannot`, "X for part (a) and Y
for part (b)" for a one-part question, an answer key, a hint, a book's, teacher's, friend's or
classmate's value); (6) `<answer>` tags holding sentences, boxes, `####` or placeholders, and a
phrase marker followed by `####` ("So the answer is #### 76"). Kind B: honest twins a strict
checker would refuse (`#### 48 pencils`, `#### 25 empty seats`, `#### 8 dollars`, `#### 59.50`,
`#### $59.50 on gas`, "So the answer is #### 48", `A: 25 seats are empty.`, `\$8.00`, "zero",
`0.0`, `\pi \text{ square units}`, `d(180) = 18`, `0.1\overline{3}`, `\frac{12}{90}`, `\sqrt{45}`,
`x = 5`, `150^\circ`, "150 degrees", `a_{20} = 79`).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 packs of 12 pencils, 19 given, 5 lost -> 48 (72; 53 wrong subtotal; 48 dozen = 576);
3 buses of 52 seats, 131 students, empty -> 25 (156 seats; 23 and 28 wrong replacements); 8
muffins at $2.75 from $30, change -> 8 (22 cost; 7.25 the friend's fee); 14 rows x 9 plants x 6
tomatoes -> 756 (126 plants; 750, 700, 1512 wrong); 578 miles at 34 mpg, $3.50 a gallon -> 59.5 (17
gallons; 51 without the half dollar; 29.75 half; 60 approximate); Ivy 3 times Noah, 96 together,
Ivy -> 72 (Noah 24; difference 48); Ravi 14, sister 5 younger, sum in 7 years -> 37 (sister 9; 21 +
16; 23 now; 44 wrong; 30 = 37 minus 7); -4 degrees at 6 a.m., +3 an hour to noon -> 14 (6 hours;
rise 18; -14; 11 and 22 wrong); bike $250, has $34, saves $18 a week -> 12 (216 needed; 250 / 18 =
13.9 -> 14 ignoring the $34; 12 dozen = 144); 240 roses, 5/8 sold, 20 wilt -> 70 (150 sold; 90 left;
50 wrong); 9 two-pointers, 4 three-pointers, 6 free throws -> 36 (18 + 12 + 6; 19 shots; 30 without
free throws; 33 wrong).
MATH: product of the roots of x^3 - 4x^2 + 3x -> 0 (roots 0, 1, 3; 3 the nonzero product; 4 the
sum); circumference 2\pi, area -> \pi (r = 1; 2\pi the circumference; 355/113 and 3.14 approximate;
4\pi wrong); number of divisors of 180 = 2^2 3^2 5 -> 18 (3 * 3 * 2; 546 = 7 * 13 * 6 the sum of
divisors; 12 wrong); two reds from 4 red and 6 blue without replacement -> \frac{2}{15} (2/5 * 1/3 =
12/90 = 0.1\overline{3}; 4/25 with replacement; 2/5 the first draw); distance (1, -2) to (4, 4) ->
3\sqrt{5} (\sqrt{45} = 6.7082039325...; 45 squared; 5\sqrt{3} and \sqrt{13} wrong); larger root of
x^2 - 7x + 10 -> 5 (roots 2, 5); interior angle of a regular dodecagon -> 150 (1800 sum; 30
exterior; 144 the decagon's; 140 wrong); \log_3 81 -> 4 (81 = 3^4; 27, 3, 2, 1/4 wrong); 20th term
of 3, 7, 11, ... -> 79 (3 + 19 * 4; 83 the 21st; 75 the 19th; 76 the increase; 820 the sum of 20
terms; 80 wrong).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind A shapes name
the trap: unit_<word> (a word after a `####` number), tiny_* / plus_* / near_* / long_dec /
digits / dec_* / frac / approx / about / at_least / at_most / more_than (near values, hedges,
bounds), not_* / neg* / x_not_eq / text_wrong / strike* / struck* (negation, strike-out,
annotation), edit* / update* / erratum* / never_mind* / paren_not / wrong_bang / fixed_later /
wait_replace / placeholder / nan_remark / update_tbd / never_none (retractions), quote* / quoted_key
/ user_asked / user_show / hint* / book / friend / teacher / someone / classmate / parts* /
two_parts / both / hedge (statements the model did not make, or two values), tag_* / phrase_hash
(answer tags and phrase + `####`), and the plain slips (subtotal, given, other amount, cut). Kind B
shapes name the honest form (units, seats, dollars, phrase_hash, A_colon, zero_word, rep_dec, ...).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer. A
trailing remark with no number does not change the answer. Wrong: a subtotal, a given, the other
person's amount, the difference where the total is asked, a hedge or approximation of an exact
value (a long decimal that is not the exact value, a value plus 10^{-50}, a non-real value near the
gold), a negated value, a value the box itself marks wrong or strikes out with a replacement, a
word after the number that changes its value (dozen, score, negative, thousand, cents, pairs), two
values for one question, an answer taken back and replaced. An answer taken back with nothing in
its place, a struck value with nothing in its place, an answer only inside a quotation of the user,
a key or a hint followed by a refusal, a placeholder, or a cut before the value is no_answer. Equal
values in another form (0.1\overline{3}, 12/90, \sqrt{45}, $8.00, 59.50, 0.0, "zero", 150^\circ,
x = 5, d(180) = 18) and unit words after the value are correct. Debatable (2, with DECISIONS):
`g_buses_unit_fewer` ("#### 25 fewer", rejected), `m_circle_tag_sentence` (a value withdrawn in
the same tag, no_answer).

Usage: python build_adversarial_redteam207.py (writes /tmp/rounds/rt207/adversarial_redteam207.jsonl)
"""

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; "T:" puts the think block first instead; one
# opening "@" is the whole completion. "¶" in a final is a newline. Kind A probes whose form is
# "truncated" or "none" are no_answer, the other kind A wrong.
# fmt: off
GPROBS = [
    ("pencils", "48",
     "Theo buys 6 packs of 12 pencils. He gives 19 pencils to his classmates and loses 5. How many pencils does he have left?",
     """Theo starts with 6 packs of 12 pencils each.
6 x 12 = <<6*12=72>>72 pencils.
He gives 19 pencils to his classmates, so he has 72 - 19 = <<72-19=53>>53 pencils.
Then he loses 5 pencils, so he has 53 - 5 = <<53-5=48>>48 pencils left.
""",
     "",
     [
        ("unit_dozen", "A", "hash", "#### 48 dozen", "'48 dozen' is 576 pencils, not 48"),
        ("unit_negative", "A", "hash", "#### 48 negative", "'48 negative' states -48"),
        ("edit", "A", "hash", "#### 48¶¶Edit: 53", "an edit after the answer replaces it with 53, the subtotal"),
        ("never_mind", "A", "answer_is", "The answer is 48.¶Never mind, the 5 lost pencils were found again later. 53.", "'Never mind, 53.' replaces the answer"),
        ("strike_md", "A", "hash", "#### ~~48~~ 53", "48 struck out in markdown, 53 kept"),
        ("decimal_near", "A", "hash", "@6 packs x 12 = 72 pencils. 72 - 19 - 5 = 48.000001 after rounding the packs.¶#### 48.000001", "a long decimal that is not the exact count"),
        ("quoted_key", "A", "none", "@> #### 48¶¶That line is from the answer key you pasted. I cannot solve this problem myself; I can't tell how the packs were counted.", "the quoted key is not the model's answer; it declines: no_answer"),
        ("tag_sentence", "A", "answer_is", "@<think>\n72 pencils, minus 19 is 53, minus 5 is 48.\n</think>\n<answer>It is not 48. Theo has 53 pencils, because the lost ones were not his.</answer>", "the answer tag holds a sentence that denies 48 and gives 53"),
        ("units", "B", "hash", "#### 48 pencils", "a real unit after the number"),
        ("phrase_hash", "B", "hash", "So the answer is #### 48", "a phrase marker followed by '####' and the right value"),
     ]),
    ("buses", "25",
     "A school rents 3 buses with 52 seats each for a field trip. 131 students ride the buses. How many seats are empty?",
     """Let's solve this step by step.

First, find the total number of seats on the 3 buses:
3 x 52 = 156 seats.

Next, 131 students take seats, so the number of empty seats is:
156 - 131 = 25.

Check: 131 + 25 = 156, which matches the total number of seats.

""",
     "",
     [
        ("unit_fewer", "A", "hash", "#### 25 fewer", "'25 fewer' is a comparison, not the number of empty seats", True),
        ("unit_thousand", "A", "hash", "#### 25 thousand", "'25 thousand' is 25000"),
        ("update", "A", "answer_is", "The answer is 25.¶¶Update: it's actually 23, since two teachers also rode the buses.", "'Update: it's actually 23' replaces the answer"),
        ("paren_not", "A", "prose_sentence", "So there are 25 empty seats. (Not 25; 28 - each bus has one extra fold-down seat.)", "the parenthesis takes 25 back and gives 28"),
        ("two_parts", "A", "prose_sentence", "@3 buses x 52 seats = 156 seats; 156 - 131 = 25.¶So 156 for part (a) and 25 for part (b).", "two values for a question with one part; 25 is tagged as a part (b) that does not exist"),
        ("not_eq", "A", "boxed", r"@There are $3 \cdot 52 = 156$ seats and 131 students.¶$$\boxed{\not= 25}$$", r"a box holding '\not= 25': a negation, not a value"),
        ("placeholder", "A", "none", "#### 25¶¶The above is a placeholder; real answer TBD.", "the answer is called a placeholder with nothing in its place: no_answer"),
        ("hint", "A", "none", "@Hint from the worksheet: the answer is 25.¶¶I will need the seating chart to work it out; I cannot finish the problem from this.", "the hint's answer, not the model's; it gives none: no_answer"),
        ("seats", "B", "hash", "#### 25 empty seats", "two words of unit after the number"),
        ("A_colon", "B", "A_colon", "A: 25 seats are empty.", "'A:' and a sentence"),
     ]),
    ("muffins", "8",
     "Nadia buys 8 muffins at $2.75 each. She pays with a $30 bill. How much change does she get, in dollars?",
     """## Step 1: Find the cost of the muffins
8 muffins at $2.75 each cost 8 x 2.75 = $22.00.

## Step 2: Find the change
She pays with $30, so her change is 30 - 22 = $8.

""",
     "",
     [
        ("unit_cents", "A", "hash", "#### 8 cents", "'8 cents' is $0.08, not $8"),
        ("unit_less", "A", "hash", "#### 8 less", "'8 less' is a comparison, not an amount of change"),
        ("erratum", "A", "minerva", "Final Answer: The final answer is $8$. I hope it is correct.¶¶Erratum: 22", "'Erratum: 22' replaces the answer with the cost"),
        ("wrong_bang", "A", "answer_is", "The answer is 8.¶Wrong! 22", "'Wrong! 22' takes 8 back and gives 22"),
        ("text_wrong", "A", "boxed", r"The final answer is: $\boxed{8\text{ (wrong)}}$", r"the box annotates its own value as wrong"),
        ("friend", "A", "prose_sentence", "@My friend says Nadia gets $8 back. I think she gets $7.25, because there is a 75-cent bag fee.", "the friend's $8, the model's own $7.25"),
        ("cut", "A", "truncated", "The final answer is: $\\boxed{", "cut inside the box: no_answer"),
        ("about", "A", "prose_sentence", "So Nadia gets about $8 in change.", "'about $8' for an exact amount"),
        ("dollars", "B", "hash", "#### 8 dollars", "the unit in words"),
        ("dollar_box", "B", "boxed", r"The final answer is: $\boxed{\$8.00}$", "escaped dollar and cents, equal to 8"),
     ]),
    ("tomatoes", "756",
     "A garden has 14 rows of tomato plants with 9 plants in each row. Each plant gives 6 tomatoes. How many tomatoes does the garden give?",
     """To find the total number of tomatoes, we first find the number of plants and then multiply by the number of tomatoes on each plant.

1. **Plants:**
   14 rows x 9 plants per row = 126 plants.

2. **Tomatoes:**
   126 plants x 6 tomatoes per plant = 756 tomatoes.

""",
     "",
     [
        ("unit_score", "A", "hash", "#### 756 score", "'756 score' is 756 x 20"),
        ("unit_hundred", "A", "hash", "#### 7 hundred", "'7 hundred' is 700"),
        ("never_mind_sent", "A", "hash", "#### 756¶¶Never mind, 126. The question asks for plants.", "the answer replaced with the plant count"),
        ("edit_colon", "A", "boxed", "Thus, the answer is \\(\\boxed{756}\\).¶¶**Edit:** 750 (birds ate six tomatoes).", "a bold 'Edit:' gives 750"),
        ("strike_latex", "A", "boxed", r"Thus, the answer is \(\boxed{\sout{756}\ 126}\).", r"756 struck out with \sout, 126 kept"),
        ("near_plus", "A", "boxed", r"Thus, the answer is \(\boxed{756 + 10^{-50}}\).", "756 plus a tiny amount is not 756"),
        ("user_asked", "A", "none", "@You asked: \"Show that the garden gives $\\boxed{756}$ tomatoes.\" I cannot; the number of tomatoes per plant varies.", "the box is inside the user's quoted request; the model gives no answer: no_answer"),
        ("tag_box_two", "A", "boxed", "@<think>\n14 x 9 = 126 plants, 126 x 6 = 756 tomatoes.\n</think>\n<answer>\\boxed{126} plants and \\boxed{756} tomatoes, so \\boxed{126}</answer>", "the tag ends on a box of the plant count"),
        ("unit_pairs", "A", "hash", "#### 756 pairs", "'756 pairs' is 1512 tomatoes"),
        ("tomatoes", "B", "hash", "#### 756 tomatoes", "the counted noun after the number"),
     ]),
    ("trip", "59.5",
     "Omar's car goes 34 miles per gallon. He drives 578 miles, and gas costs $3.50 per gallon. How much does he spend on gas, in dollars?",
     """<think>
Okay, so Omar drives 578 miles and his car gets 34 miles per gallon. Gallons used = 578 / 34. Let me see, 34 x 17 = 578, so that's 17 gallons exactly. Then each gallon is $3.50, so 17 x 3.50 = 59.50. Let me double-check: 17 x 3 = 51 and 17 x 0.5 = 8.5, 51 + 8.5 = 59.5. Yes.
</think>

Omar uses 578 / 34 = 17 gallons of gas. At $3.50 per gallon, he spends 17 x 3.50 = $59.50.

""",
     "",
     [
        ("unit_gallons", "A", "hash", "#### 17 gallons", "the gallons, a subtotal, with its unit"),
        ("unit_cents", "A", "hash", "#### 59.5 cents", "'59.5 cents' is $0.595"),
        ("approx", "A", "prose_sentence", "So he spends approximately $60 on gas.", "an approximation of the exact $59.50"),
        ("long_dec", "A", "boxed", r"**Final Answer**¶\[¶\boxed{59.499999999}¶\]", "a long decimal that is not the exact value"),
        ("update_tbd", "A", "none", "**Final Answer**¶\\[¶\\boxed{59.5}¶\\]¶¶Update: the gas price changed mid-trip, so the real answer is TBD.", "the answer withdrawn with nothing in its place: no_answer"),
        ("not_paren", "A", "prose_sentence", "He spends $59.50 on gas. (Not 59.50; 51 - I dropped the half dollar per gallon.)", "the parenthesis replaces the answer with 51"),
        ("other_person", "A", "prose_sentence", "Omar's sister, who paid half, spends $29.75, and that is what the question wants.", "half the amount, someone else's share"),
        ("cut", "A", "truncated", "So Omar spends $", "cut before the value: no_answer"),
        ("cents", "B", "hash", "#### 59.50", "trailing zero cents, equal to 59.5"),
        ("dollars", "B", "hash", "#### $59.50 on gas", "a dollar sign and words after it"),
     ]),
    ("marbles", "72",
     "Ivy has 3 times as many marbles as Noah. Together they have 96 marbles. How many marbles does Ivy have?",
     """Let Noah have n marbles. Then Ivy has 3n marbles.

Together: n + 3n = 96
4n = 96
n = 24

So Noah has 24 marbles and Ivy has 3 x 24 = 72 marbles.

Check: 24 + 72 = 96. Correct.

""",
     "",
     [
        ("unit_more", "A", "hash", "#### 48 more", "the difference, 48, with a comparison word"),
        ("unit_times", "A", "hash", "#### 72 times", "'72 times' is a multiplier, not a count of marbles"),
        ("noah", "A", "hash", "#### 24", "Noah's amount"),
        ("wait_replace", "A", "answer_is", "The answer is 72.¶¶Wait, that's Noah times three. Correction: 24.", "'Correction: 24' replaces the answer"),
        ("both", "A", "prose_sentence", "So Ivy has 72 marbles, or 24 if we count only the ones she bought herself.", "two values for one question"),
        ("parts_ab", "A", "prose_sentence", "@Noah: n, Ivy: 3n, 4n = 96, n = 24.¶The answers are 24 for part (a) and 72 for part (b).", "two values; the question has one part"),
        ("neg_box", "A", "boxed", r"@Let Noah have $n$ marbles, so $n + 3n = 96$.¶$\boxed{x \not= 72}$", r"'x \not= 72' states what the answer is not"),
        ("tag_question", "A", "none", "@<think>\nn + 3n = 96, n = 24, Ivy 72.\n</think>\n<answer>How many marbles does Ivy have?</answer>", "the answer tag repeats the question: no_answer"),
        ("marbles", "B", "hash", "#### 72 marbles", "the counted noun"),
        ("struck_only", "A", "none", "#### ~~72~~", "the only answer is struck out, nothing in its place: no_answer"),
     ]),
    ("ages", "37",
     "Ravi is 14 years old. His sister is 5 years younger than he is. What will be the sum of their ages in 7 years?",
     """Ravi is 14 now. His sister is 5 years younger, so she is 14 - 5 = 9.
In 7 years, Ravi will be 14 + 7 = 21 and his sister will be 9 + 7 = 16.
The sum of their ages will be 21 + 16 = 37.
""",
     "",
     [
        ("unit_ago", "A", "hash", "#### 37 years ago", "'37 years ago' is not an age sum"),
        ("unit_minus", "A", "hash", "#### 37 minus 7", "'37 minus 7' is 30"),
        ("now", "A", "hash", "#### 23", "the sum now, 14 + 9"),
        ("fixed_later", "A", "hash", "#### 37¶¶Fixed below.¶¶#### 44", "a second '####' after the first: 44 (the 7 years added three times)"),
        ("struck_html", "A", "answer_is", "The answer is <del>37</del> 30.", "37 struck out in HTML, 30 kept"),
        ("more_than", "A", "prose_sentence", "So in 7 years the sum of their ages will be more than 37.", "'more than 37': a bound, not the sum"),
        ("someone", "A", "prose_sentence", "@Ravi's teacher worked it out as 37 on the board. I get 35, since his sister's birthday is after the date.", "the teacher's 37, the model's 35"),
        ("cut", "A", "truncated", "So the sum of their ages in 7 years will be 3", "cut inside the number: no_answer"),
        ("nan_remark", "A", "none", "#### 37¶¶Actually, scratch that - I misread the ages. I'll need to redo this.", "the answer taken back with nothing in its place: no_answer"),
        ("years", "B", "hash", "#### 37 years", "the unit after the number"),
     ]),
    ("temperature", "14",
     "At 6 a.m. the temperature was -4 degrees. It rose by 3 degrees every hour until noon. What was the temperature at noon?",
     """From 6 a.m. to noon is 6 hours.
The temperature rose by 3 degrees each hour, so in total it rose 6 x 3 = 18 degrees.
Starting from -4 degrees: -4 + 18 = 14 degrees.
""",
     "",
     [
        ("unit_negative", "A", "hash", "#### 14 negative", "'14 negative' is -14"),
        ("unit_below", "A", "hash", "#### 14 below zero", "'14 below zero' is -14"),
        ("rise", "A", "hash", "#### 18", "the rise, not the temperature"),
        ("minus_box", "A", "boxed", r"The final answer is: $\boxed{-14}$", "sign slip"),
        ("erratum_sent", "A", "answer_is", "The answer is 14.¶¶Erratum: the noon reading was taken before the last rise, so 11.", "'Erratum' gives 11"),
        ("wrong_bang", "A", "hash", "#### 14¶Wrong! It started at 4 degrees, not -4. 22", "'Wrong!' replaces 14 with 22"),
        ("near_sin", "A", "boxed", r"The final answer is: $\boxed{14 + \sin(10^{-100})}$", "14 plus a tiny positive amount is not 14"),
        ("tag_hash", "A", "hash", "@<answer>So the answer is #### 18</answer>", "a phrase marker and '####' inside the tag give the rise, 18"),
        ("degrees", "B", "hash", "#### 14 degrees", "the unit after the number"),
        ("near_i", "A", "boxed", r"The final answer is: $\boxed{14 + 10^{-50} i}$", "a non-real value next to 14 is not 14"),
     ]),
    ("bike", "12",
     "Lila wants a bike that costs $250. She has $34 and saves $18 every week. How many weeks will it take her to have exactly enough for the bike?",
     """Lila needs 250 - 34 = 216 more dollars.
She saves $18 a week, so she needs 216 / 18 = 12 weeks.
Check: 34 + 12 x 18 = 34 + 216 = 250.
""",
     "",
     [
        ("unit_dozen", "A", "hash", "#### 12 dozen", "'12 dozen' is 144"),
        ("unit_short", "A", "hash", "#### 12 short", "'12 short' is not a number of weeks"),
        ("no_savings", "A", "hash", "#### 14", "250 / 18 rounded up, ignoring the $34"),
        ("at_least", "A", "prose_sentence", "So it will take Lila at least 12 weeks.", "'at least 12': a bound"),
        ("need", "A", "answer_is", "The answer is 216.", "the amount still needed"),
        ("never_none", "A", "none", "#### 12¶¶Never mind - the bike price may include tax. TBD.", "taken back with nothing in place: no_answer"),
        ("quote_key", "A", "none", "@> #### 12\n\nThis is the book's answer. I cannot solve this without knowing the tax.", "the quoted key, then a refusal: no_answer"),
        ("strike_latex", "A", "boxed", r"Thus, the answer is \(\boxed{\cancel{12}\ 13}\).", r"12 cancelled, 13 kept"),
        ("paren_not", "A", "prose_sentence", "Lila will need 12 weeks. (Not 12; 11, because she gets $18 in the first week too.)", "the parenthesis gives 11"),
        ("weeks", "B", "hash", "#### 12 weeks", "the unit after the number"),
     ]),
    ("roses", "70",
     "A florist has 240 roses. She sells 5/8 of them in the morning, and 20 of the rest wilt. How many roses can she still sell?",
     """Let's break this down step by step:

1. The florist sells 5/8 of 240 roses: (5/8) x 240 = 150 roses sold.
2. Roses left after the morning: 240 - 150 = 90 roses.
3. 20 of those wilt, so the roses she can still sell are 90 - 20 = 70.

""",
     "",
     [
        ("unit_pairs", "A", "hash", "#### 70 pairs", "'70 pairs' is 140 roses"),
        ("unit_percent", "A", "hash", "#### 70 percent", "'70 percent' is a rate, not a number of roses"),
        ("after_morning", "A", "hash", "#### 90", "the roses left after the morning"),
        ("sold", "A", "prose_sentence", "So the florist sold 150 roses in the morning.", "the roses sold"),
        ("edit", "A", "hash", "#### 70¶¶Edit: 50 (the wilted roses were counted once, I subtract them again).", "'Edit: 50' replaces 70"),
        ("approx", "A", "prose_sentence", "Therefore, the florist can still sell approximately 70 roses.", "an approximation of an exact count"),
        ("not_md", "A", "answer_is", "The answer is **not** 70. It is 90.", "70 negated, 90 given"),
        ("tag_sent_box", "A", "boxed", "@<answer>The florist can sell \\boxed{70} roses, but only \\boxed{50} of them are fresh enough.</answer>", "the last box in the tag is 50"),
        ("roses", "B", "hash", "#### 70 roses", "the counted noun"),
        ("long_dec", "A", "hash", "#### 69.99999999999", "a long decimal that is not the exact count"),
     ]),
    ("points", "36",
     "In a game, Jada scores 9 two-point baskets, 4 three-point baskets and 6 free throws worth 1 point each. How many points does she score?",
     """Two-point baskets: 9 x 2 = 18 points.
Three-point baskets: 4 x 3 = 12 points.
Free throws: 6 x 1 = 6 points.
Total: 18 + 12 + 6 = 36 points.
""",
     "",
     [
        ("unit_score", "A", "hash", "#### 36 score", "'36 score' is 720"),
        ("unit_baskets", "A", "hash", "#### 19 baskets", "the number of shots, 9 + 4 + 6"),
        ("no_free", "A", "hash", "#### 30", "without the free throws"),
        ("update", "A", "hash", "#### 36¶¶Update: it's actually 33, three of the free throws were taken back.", "'Update' gives 33"),
        ("never_mind", "A", "answer_is", "The answer is 36. Never mind, 30.", "'Never mind, 30.'"),
        ("text_wrong", "A", "boxed", r"The final answer is: $\boxed{36 \text{ (wrong)}}$", "the box annotates its value as wrong"),
        ("parts", "A", "prose_sentence", "@18 + 12 + 6 = 36.\nSo 36 for part (a) and 30 for part (b).", "two values for a one-part question"),
        ("user_asked", "A", "none", "@You asked: \"Show that Jada scores $\\boxed{36}$ points.\" I cannot do that; I do not know the scoring rules of your league.", "the box is in the user's quoted request: no_answer"),
        ("points", "B", "hash", "#### 36 points", "the unit"),
        ("phrase_hash", "B", "hash", "Therefore the answer is #### 36", "phrase marker then '####'"),
     ]),
]
MPROBS = [
    ("rootprod", "0",
     r"Find the product of all roots of $x^3 - 4x^2 + 3x = 0$.",
     r"""We factor the polynomial:
\[ x^3 - 4x^2 + 3x = x(x^2 - 4x + 3) = x(x - 1)(x - 3). \]
So the roots are \(x = 0\), \(x = 1\) and \(x = 3\).

The product of the roots is \(0 \cdot 1 \cdot 3 = 0\).

We can also check with Vieta's formulas: for \(ax^3 + bx^2 + cx + d = 0\) the product of the roots is \(-\frac{d}{a}\). Here \(d = 0\), so the product is \(0\).

""",
     r"""<think>
Hmm, x^3 - 4x^2 + 3x. Factor out x: x(x^2 - 4x + 3) = x(x - 1)(x - 3). Roots 0, 1, 3. Product is 0 since one root is zero. Vieta: -d/a = 0. Yes.
</think>

""",
     [
        ("tiny_pi", "A", "boxed", r"Thus, the answer is \(\boxed{10^{-100}\pi}\).", r"10^{-100}\pi is tiny but not 0"),
        ("tiny_dec", "A", "boxed", r"Thus, the answer is \(\boxed{0.0000000001}\).", "a small decimal, not 0"),
        ("nonzero", "A", "boxed", r"Thus, the answer is \(\boxed{3}\).", "the product of the nonzero roots"),
        ("sum", "A", "answer_is", "The answer is 4.", "the sum of the roots"),
        ("not_zero", "A", "boxed", r"Thus, the answer is \(\boxed{\neq 0}\).", r"a negation in the box"),
        ("edit", "A", "boxed", "T:" + r"**Final Answer**¶\[¶\boxed{0}¶\]¶¶Edit: 3 (the root 0 is trivial and not counted).", "'Edit: 3' replaces the answer"),
        ("book", "A", "prose_sentence", r"@The answer in the back of the book is $0$, but my computation gives $3$ for the product of the roots.", "the book's 0, the model's 3"),
        ("cut", "A", "truncated", r"Therefore, the product of all roots is \(\boxed{", "cut inside the box: no_answer"),
        ("zero_word", "B", "prose_sentence", "Therefore, the product of all the roots is zero.", "the value in words"),
        ("zero_dec", "B", "boxed", r"Thus, the answer is \(\boxed{0.0}\).", "0.0 equals 0"),
     ]),
    ("circle", r"\pi",
     r"A circle has circumference $2\pi$. What is its area?",
     r"""The circumference of a circle is \(C = 2\pi r\). Setting \(2\pi r = 2\pi\) gives \(r = 1\).

The area is \(A = \pi r^2 = \pi \cdot 1^2 = \pi\).

""",
     "",
     [
        ("plus_tiny", "A", "boxed", r"The final answer is: $\boxed{\pi + 10^{-50}}$", r"\pi plus a tiny amount is not \pi"),
        ("digits", "A", "boxed", r"The final answer is: $\boxed{3.14159265358979}$", r"a long decimal that is not \pi"),
        ("frac", "A", "boxed", r"The final answer is: $\boxed{\frac{355}{113}}$", r"355/113 approximates \pi"),
        ("two_pi", "A", "boxed", r"The final answer is: $\boxed{2\pi}$", "the circumference, a given"),
        ("approx", "A", "prose_sentence", r"So the area is approximately $3.14$.", "an approximation"),
        ("update", "A", "minerva", r"Final Answer: The final answer is $\pi$. I hope it is correct.¶¶Update: it's actually $4\pi$, since I should have used $r = 2$.", "'Update' gives 4\\pi"),
        ("struck", "A", "boxed", r"The final answer is: $\boxed{\sout{\pi}\ 4\pi}$", r"\pi struck out, 4\pi kept"),
        ("tag_sentence", "A", "none", r"@<answer>The area is \pi, or maybe not; I need the radius to say.</answer>", "the tag holds a hedge that withdraws the value with nothing in its place: no_answer", True),
        ("formula", "A", "boxed", r"The final answer is: $\boxed{\pi r^2}$", "the formula, not its value"),
        ("pi_units", "B", "boxed", r"The final answer is: $\boxed{\pi \text{ square units}}$", "units in \\text"),
     ]),
    ("divisors", "18",
     r"How many positive divisors does $180$ have?",
     r"""First, find the prime factorization of \(180\):
\[ 180 = 2^2 \cdot 3^2 \cdot 5. \]

A divisor of \(180\) has the form \(2^a 3^b 5^c\) with \(0 \le a \le 2\), \(0 \le b \le 2\), \(0 \le c \le 1\). The number of choices is
\[ (2 + 1)(2 + 1)(1 + 1) = 3 \cdot 3 \cdot 2 = 18. \]

""",
     "",
     [
        ("plus_i", "A", "boxed", r"Thus, the answer is \(\boxed{18 + 10^{-50} i}\).", "a non-real value near 18"),
        ("plus_sin", "A", "boxed", r"Thus, the answer is \(\boxed{18 + \sin(10^{-100})}\).", "18 plus a tiny positive amount"),
        ("not_eq", "A", "boxed", r"Thus, the answer is \(\boxed{\not= 18}\).", "a negation in the box"),
        ("x_not_eq", "A", "boxed", r"Thus, the answer is \(\boxed{x \not= 18}\).", "'x \\not= 18' says what x is not"),
        ("text_wrong", "A", "boxed", r"Thus, the answer is \(\boxed{18\text{ (wrong)}}\).", "the box marks its value wrong"),
        ("sum_div", "A", "boxed", r"Thus, the answer is \(\boxed{546}\).", "the sum of the divisors, (1+2+4)(1+3+9)(1+5)"),
        ("strike_md", "A", "answer_is", "The answer is ~~18~~ 12.", "18 struck out, 12 kept"),
        ("wrong_bang", "A", "boxed", r"Thus, the answer is \(\boxed{18}\).¶Wrong! 12, since $180 = 2^2 \cdot 3^2 \cdot 5$ has 12 divisors.", "'Wrong! 12' replaces 18"),
        ("classmate", "A", "prose_sentence", r"@A classmate counted $18$ divisors of $180$. My own count is $12$, so the answer is $12$.", "the classmate's 18, the model's 12"),
        ("n_equals", "B", "boxed", r"Thus, the answer is \(\boxed{d(180) = 18}\).", "an equation whose right side is 18"),
     ]),
    ("reds", r"\frac{2}{15}",
     r"A bag holds 4 red and 6 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red? Express your answer as a common fraction.",
     r"""## Step 1: Probability the first marble is red
There are 4 red marbles out of 10, so the probability is $\frac{4}{10} = \frac{2}{5}$.

## Step 2: Probability the second marble is red
After one red marble is drawn, 3 red marbles remain out of 9, so the probability is $\frac{3}{9} = \frac{1}{3}$.

## Step 3: Multiply
$\frac{2}{5} \cdot \frac{1}{3} = \frac{2}{15}$.

""",
     "",
     [
        ("long_dec", "A", "boxed", r"The final answer is: $\boxed{0.1333333333}$", "a truncated decimal, not the exact 2/15"),
        ("with_repl", "A", "boxed", r"The final answer is: $\boxed{\frac{4}{25}}$", "with replacement, 16/100"),
        ("first", "A", "boxed", r"The final answer is: $\boxed{\frac{2}{5}}$", "the first draw only"),
        ("approx", "A", "prose_sentence", r"So the probability is about $0.13$.", "an approximation"),
        ("never_mind", "A", "boxed", r"The final answer is: $\boxed{\frac{2}{15}}$¶¶Never mind, $\frac{4}{25}$ - the marble goes back in.", "'Never mind' gives 4/25"),
        ("paren_not", "A", "prose_sentence", r"The probability is $\frac{2}{15}$. (Not $\frac{2}{15}$; $\frac{1}{15}$, because the two reds must be different colours of red.)", "the parenthesis gives 1/15"),
        ("tag_hash", "A", "answer_is", r"@<answer>So the answer is #### 2/5</answer>", "the tag holds a phrase and '####' with 2/5"),
        ("hint_key", "A", "none", r"@Answer key: $\frac{2}{15}$.¶¶I could not work out the second draw, so I cannot give an answer of my own.", "the key's value; the model gives none: no_answer"),
        ("rep_dec", "B", "boxed", r"The final answer is: $\boxed{0.1\overline{3}}$", "the exact repeating decimal of 2/15"),
        ("unreduced", "B", "boxed", r"The final answer is: $\boxed{\frac{12}{90}}$", "an unreduced equal fraction"),
     ]),
    ("dist", r"3\sqrt{5}",
     r"What is the distance between the points $(1, -2)$ and $(4, 4)$? Express your answer in simplest radical form.",
     r"""Using the distance formula:
\[ d = \sqrt{(4 - 1)^2 + (4 - (-2))^2} = \sqrt{3^2 + 6^2} = \sqrt{9 + 36} = \sqrt{45}. \]
Since \(45 = 9 \cdot 5\), we have \(\sqrt{45} = 3\sqrt{5}\).

""",
     "",
     [
        ("long_dec", "A", "boxed", r"Therefore, the final answer is: $\boxed{6.7082039325}$. I hope it is correct.", r"a decimal, not the exact 3\sqrt{5}"),
        ("plus_tiny", "A", "boxed", r"Therefore, the final answer is: $\boxed{3\sqrt{5} + 10^{-50}}$. I hope it is correct.", "a tiny amount added"),
        ("squared", "A", "boxed", r"Therefore, the final answer is: $\boxed{45}$. I hope it is correct.", "the squared distance"),
        ("wrong_rad", "A", "boxed", r"Therefore, the final answer is: $\boxed{5\sqrt{3}}$. I hope it is correct.", "5 sqrt 3 = sqrt 75"),
        ("erratum", "A", "boxed", r"Therefore, the final answer is: $\boxed{3\sqrt{5}}$. I hope it is correct.¶¶Erratum: $\sqrt{13}$", "'Erratum' gives sqrt 13"),
        ("struck", "A", "boxed", r"Therefore, the final answer is: $\boxed{\cancel{3\sqrt{5}}\ \sqrt{13}}$. I hope it is correct.", "the gold cancelled, sqrt 13 kept"),
        ("user_asked", "A", "none", r'@You asked: "Show that the distance is $\boxed{3\sqrt{5}}$." I cannot; the coordinates may be in different units.', "the box is in the quoted request: no_answer"),
        ("cut", "A", "truncated", r"Therefore, the final answer is: $\boxed{3\sqrt{", "cut inside the box: no_answer"),
        ("sqrt45", "B", "boxed", r"Therefore, the final answer is: $\boxed{\sqrt{45}}$. I hope it is correct.", "an equal unsimplified radical"),
        ("units", "B", "prose_sentence", r"So the distance between the two points is $3\sqrt{5}$ units.", "the value with a unit word"),
     ]),
    ("bigroot", "5",
     r"What is the larger solution of $x^2 - 7x + 10 = 0$?",
     r"""We factor: \(x^2 - 7x + 10 = (x - 2)(x - 5)\). The solutions are \(x = 2\) and \(x = 5\).

""",
     "",
     [
        ("both", "A", "boxed", r"Thus, the answer is \(\boxed{2, 5}\).", "both solutions for one question"),
        ("smaller", "A", "boxed", r"Thus, the answer is \(\boxed{2}\).", "the smaller solution"),
        ("near_dec", "A", "boxed", r"Thus, the answer is \(\boxed{5.0000000001}\).", "a decimal near 5, not 5"),
        ("parts", "A", "prose_sentence", r"So $2$ for part (a) and $5$ for part (b).", "two values for a one-part question"),
        ("neg", "A", "answer_is", "The answer is not 5.", "the gold negated, nothing else"),
        ("placeholder", "A", "none", r"Thus, the answer is \(\boxed{5}\).¶¶The above is a placeholder; real answer TBD after checking the discriminant.", "called a placeholder, nothing in its place: no_answer"),
        ("tag_inner", "A", "boxed", r"@<think>¶(x-2)(x-5), roots 2 and 5.¶</think>¶<answer>Final answer: \boxed{5}. Wait, the question wants the smaller one: \boxed{2}</answer>", "the tag ends on 2"),
        ("at_most", "A", "prose_sentence", r"So the larger solution is at most $5$.", "a bound"),
        ("user_show", "A", "none", r'@You asked: "Show that the larger solution is $\boxed{5}$." I cannot; I am not sure the equation has real roots.', "the box is in the quoted request: no_answer"),
        ("x_eq", "B", "boxed", r"Thus, the answer is \(\boxed{x = 5}\).", "'x = 5' in the box"),
     ]),
    ("angle", "150",
     r"What is the measure, in degrees, of each interior angle of a regular dodecagon (12 sides)?",
     r"""The sum of the interior angles of an \(n\)-gon is \((n - 2) \cdot 180^\circ\). For \(n = 12\):
\[ (12 - 2) \cdot 180^\circ = 1800^\circ. \]
In a regular dodecagon all 12 angles are equal, so each one measures
\[ \frac{1800^\circ}{12} = 150^\circ. \]
(Each exterior angle is \(\frac{360^\circ}{12} = 30^\circ\), and \(180^\circ - 30^\circ = 150^\circ\) agrees.)

""",
     "",
     [
        ("exterior", "A", "boxed", r"Thus, the answer is \(\boxed{30}\).", "the exterior angle"),
        ("sum", "A", "boxed", r"Thus, the answer is \(\boxed{1800}\).", "the sum of the angles"),
        ("neg_text", "A", "boxed", r"Thus, the answer is \(\boxed{\text{not } 150}\).", "a negation in \\text"),
        ("more_than", "A", "prose_sentence", r"So each interior angle is more than $150^\circ$.", "a bound"),
        ("edit", "A", "minerva", r"Final Answer: The final answer is $150$. I hope it is correct.¶Edit: 144", "'Edit: 144' (the decagon's angle)"),
        ("teacher", "A", "prose_sentence", r"@My teacher's answer is $150^\circ$. I keep getting $140^\circ$ for each angle, so I will go with $140$.", "the teacher's value, the model's 140"),
        ("cut", "A", "truncated", r"Each interior angle measures \(\boxed{1", "cut inside the value: no_answer"),
        ("tag_two", "A", "answer_is", r"@<answer>150 for part (a) and 30 for part (b)</answer>", "two values in the tag for a one-part question"),
        ("deg", "B", "boxed", r"Thus, the answer is \(\boxed{150^\circ}\).", "degree sign"),
        ("deg_word", "B", "prose_sentence", "So each interior angle of a regular dodecagon measures 150 degrees.", "degrees in words"),
     ]),
    ("log", "4",
     r"Evaluate $\log_3 81$.",
     r"""Since \(81 = 3^4\), we have \(\log_3 81 = \log_3 3^4 = 4\).

""",
     "",
     [
        ("plus_tiny", "A", "boxed", r"\(\boxed{4 + 10^{-50}}\)", "a tiny amount added"),
        ("dec_under", "A", "boxed", r"\(\boxed{3.9999999999}\)", "a decimal just under 4"),
        ("base_power", "A", "boxed", r"\(\boxed{27}\)", "81 / 3"),
        ("never_mind", "A", "answer_is", "The answer is 4. Never mind, 3.", "'Never mind, 3.'"),
        ("paren_not", "A", "prose_sentence", r"So $\log_3 81 = 4$. (Not 4; 2, since $9^2 = 81$.)", "the parenthesis gives 2"),
        ("quote_none", "A", "none", "@> #### 4\n\nThat was the line in your message. I cannot solve logarithm problems without a calculator.", "the quoted line; a refusal: no_answer"),
        ("struck_html", "A", "none", "The answer is <s>4</s>.", "the only answer struck out in HTML, nothing in its place: no_answer"),
        ("tag_tbd", "A", "none", "@<think>\n81 = 3^4.\n</think>\n<answer>TBD</answer>", "the tag holds a placeholder: no_answer"),
        ("hedge", "A", "prose_sentence", r"So $\log_3 81$ is $4$ or $\frac{1}{4}$, depending on which way the logarithm is read.", "two values"),
        ("power", "B", "prose_sentence", r"Therefore, $\log_3 81 = 4$, because $3^4 = 81$.", "the value, then a reason with other numbers"),
     ]),
    ("arith", "79",
     r"What is the 20th term of the arithmetic sequence $3, 7, 11, 15, \ldots$?",
     r"""The first term is \(a_1 = 3\) and the common difference is \(d = 7 - 3 = 4\).
The \(n\)th term is \(a_n = a_1 + (n - 1)d\), so
\[ a_{20} = 3 + 19 \cdot 4 = 3 + 76 = 79. \]

""",
     "",
     [
        ("next", "A", "boxed", r"So the 20th term is \(\boxed{83}\).", "the 21st term"),
        ("prev", "A", "boxed", r"So the 20th term is \(\boxed{75}\).", "the 19th term"),
        ("sum", "A", "prose_sentence", "So the sum of the first 20 terms is 820.", "the sum, 20 (3 + 79) / 2"),
        ("update", "A", "answer_is", "The answer is 79.¶Update: it's actually 80, the sequence starts at term 0.", "'Update' gives 80"),
        ("not_box", "A", "boxed", r"So the 20th term is \(\boxed{a_{20} \neq 79}\).", "a negated equation in the box"),
        ("near_i", "A", "boxed", r"So the 20th term is \(\boxed{79 + 10^{-50} i}\).", "a non-real value near 79"),
        ("phrase_hash", "A", "hash", "So the answer is #### 76", "a phrase and '####' with 76, the increase 19 x 4"),
        ("hint", "A", "none", "@Hint: the 20th term is 79. Use $a_n = a_1 + (n - 1)d$.\n\nI can't continue from here.", "the hint's value; the model gives none: no_answer"),
        ("phrase_hash", "B", "hash", "So the answer is #### 79", "a phrase marker then '####' and the gold"),
        ("a20", "B", "prose_sentence", r"Therefore, $a_{20} = 79$.", "an equation as the final sentence"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_buses_unit_fewer": (
        "reject",
        "'#### 25 fewer' states a comparison ('25 fewer' than something), not the number of empty "
        "seats the question asks for; a word after the '####' value that changes its meaning is not "
        "a unit, so the checker must not strip it and accept 25",
    ),
    "m_circle_tag_sentence": (
        "reject (no_answer)",
        "the tag states \\pi and withdraws it in the same sentence ('or maybe not; I need the radius "
        "to say') with no value in its place: an answer taken back with nothing in its place is "
        "no_answer (a hedge reading, wrong, is also a rejection)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam207", CASES, [], DECISIONS)
