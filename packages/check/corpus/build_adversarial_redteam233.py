r"""Build adversarial_redteam233.jsonl: round 233 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam233"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes
(python used for plain arithmetic only). Not model output. Only corpus/README.md (sections "How
labels were made" and "Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py /
build_adversarial_redteam182.py (structure, docstring, label conventions, DECISIONS) were read; no
probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: FALSE REJECTS. English, 200 probes, 110 GSM8K and 90 MATH, 120 kind B and 80
kind A. Kind B: right final answers in the rarest honest forms real models write, which a strict
checker refuses: unit words and counted nouns after the value ("105 markers", "#### 36 eggs",
"$18 each" where the share is asked, "18 dollars per person", "$18/person", "$18.00 apiece"),
number words ("one hundred and five", "eighty-five", "two and a half hours", "one million two
hundred thousand"), fractions and mixed numbers ("3 1/2 cups", "3½", "\frac{7}{2} \text{ cups}",
`3\frac{1}{2}`, `1\frac{3}{4}`, `\frac74`), percent forms ("18 %", "18 percent", "18 per cent",
`18\text{ percent}`, "eighteen percent"), money with cents and separators ("$1,250.00", "1 250
dollars", "USD 1,250", `\$1{,}250`), durations ("2 h 30 min" and "2 hours 30 minutes" where hours
are asked as 2.5, "85 minutes (1 hour 25 minutes)" where minutes are asked), clock times given
before the value, large numbers with words ("1.2 million", "1,200 thousand", "1 200 000"),
scientific and E notation (`1.2 \times 10^{6}`, `2.5 \cdot 10^{-3}`, `25 \times 10^{-4}`,
"2.5e-3"), LaTeX wrappers (`\text{}`, `\mathbf{}`, `\displaystyle`, `\left( \right)`, `\dfrac`,
`\tfrac`, `\,`), trailing checks that restate the value ("#### 150 (check: 6 x 25 = 150)"), the
answer restated in two equal forms ("105 markers, or one hundred five markers", "36 eggs, or three
dozen"), a box then a sentence saying it again, a bold last line, "**Answer:** The answer is 347.",
R1-Zero `<answer>` tags holding such forms, and MATH equivalents (7/4, 1.75, `\frac{1}{\sqrt{3}}`,
`\sqrt{\frac{1}{3}}`, `3^{-1/2}`, `\pi \cdot 12`, `12\,\pi`, "12π", `0.25\pi`, `\frac14\pi`,
intervals as `-2 < x < 3`, `x \in (-2, 3)`, set-builder, `]-2, 3[`, "x > -2 and x < 3", root sets
as `\{1, 4\}`, "x = 1 or x = 4", `4, 1`, `x = 1, 4`, degrees as `^\circ`, `^{\circ}`, "°",
`\text{ degrees}`). Kind A: the nearest wrong twin of these forms: a unit of another kind
("1,250 cents", "150 seconds", "2.5 minutes", "36 dozen", "3½ tablespoons", "108 radians",
"0.18%"), a number word or mixed number of another value ("one hundred and twenty", "two and a
half cups", "3 1/4 cups", `1\frac{1}{4}`, `\frac47`), a scale word or exponent of another value
("1.2 billion", `1.2 \times 10^{5}`), a restatement that differs (after `####` or a box, or joined
by "or" / "that is"), clock forms of another value ("2 hours 5 minutes", "2.30 hours", "1.25
hours", a time of day), hedges ("about", "approximately", `\approx`), subtotals, givens, and cuts.

Formats (every probe is a full completion): Qwen2.5-Instruct markdown working ending in
`qwen_end`, Qwen2.5-Math working ending in `qbox`, Llama 3 "## Step N:" working ending in
`llama_end`, Minerva "Solution:" working ending in `minerva_end`, GSM8K calculator-annotated
working (`<<25*6=150>>`) ending in `####`, base-model prose ending in a sentence, and R1 think
blocks (`th`) followed by an R1 final block (`r1final`) or an R1-Zero `<answer>` tag.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: markers, 8 packs of 15, 15 given away -> 105 (120 bought; 115 / 150 the differing
restatements); cyclist, 45 km at 18 km/h, hours -> 2.5 (= 5/2 = 2 h 30 min; 18 x 2.5 = 45; wrong
2 h 5 min, 2.30, 2.5 minutes, arrival 11:30 AM); piano, 25 min a day, 6 days, minutes -> 150 (=
2.5 h = 2 h 30 min; 175 for 7 days; 25 the rate; 2 h 50 min = 170 the differing restatement);
furniture, $875 + $215 + 2 x $80 -> 1250 (1090 without the lamps; 1170 with one; 1,520
transposed; 1,250 cents = $12.50); walkers, 45 of 250 -> 18 percent (0.18; 82 the complement;
0.18% and 1.8% slips); pizza, ($62 + $10) / 4 -> 18 (72 total; 15.50 without the tip; 2.50 the
tip share); city, 800,000 grown 50% -> 1200000 (400,000 the growth; 1.2 x 10^5 = 120,000; 1.2
billion; 12 million); flour, 1 3/4 cups doubled -> 3.5 (= 7/2 = 3 1/2; 3 1/4 and 2 1/2 other
values; 1 3/4 the given); baking, 2:45 PM to 4:10 PM, minutes -> 85 (60 + 25; 165 = 410 - 245
naive; 1.25 h = 75 min; 1 h 35 min = 95 min); eggs, 18 hens x 5 - 54 sold -> 36 (= 3 dozen; 90
laid; 54 given; 36 dozen = 432; four dozen = 48); library, 340 + 3 x 45 - 128 -> 347 (475 after
the delivery; 374 transposed; about 350).
MATH: 4x - 3 = 4 -> \frac{7}{4} (= 1.75 = 1 3/4; 4/7 reciprocal; 5/4; about 1.8); tan 30° ->
\frac{\sqrt{3}}{3} (= 1/sqrt 3 = sqrt(1/3) = 3^{-1/2}, about 0.577; sqrt 3 = tan 60°;
sqrt(3)/2 = sin 60°); cylinder r = 2, h = 3 -> 12\pi (pi 2^2 3; 6 pi with r not squared; 12 pi^2;
about 37.7); |2x - 1| < 5 -> (-2, 3) (-4 < 2x < 6; closed, half-open, complement, (-3, 2) wrong);
x^2 - 5x + 4 = 0 -> 1, 4 ((x - 1)(x - 4); -1, -4 and 1, -4 wrong; 4 alone); regular pentagon
interior angle -> 108 (540 / 5; 72 exterior; 540 sum); (0.05)^2 -> 0.0025 (= 1/400 = 2.5 x
10^-3; 0.025 = 1/40 and 2.5 x 10^-4 slips; 0.1 doubled); x + y = 1, 2x - y = 8 -> (3, -2) (3x = 9;
(-2, 3), (3, 2), x = 3 alone wrong); arctan 1 -> \frac{\pi}{4} (= 0.25 pi; 4/pi, pi/2, 3pi/4,
0.785 wrong).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Each problem has 6
kind B and 4 kind A probes (20 problems: 11 GSM8K, 9 MATH). Kind B shapes name the honest form
(words / two_forms / box_text / bold_line / answer_md / tag_* / h_min / half_glyph / mixed /
clock / cents / space_sep / usd / latex_comma / percent_word / per_cent / each / apiece /
million / sci / thousand / improper / latex_mixed / decimal_zero / box_then / check / mathbf /
recip / root_frac / power / pi_first / thin / chain / x_in / setbuilder / french / ...). Kind A
shapes name the error (words_sub / words_fifty / hash_restate / five_min / clock_decimal /
minutes_unit / arrive / seconds / cents_unit / pct_slip / billion / exp_slip / quarter / tbsp /
dozen_unit / dozen_diff / box_then_diff / radians / approx / about / cut ...). Kind A: truth
wrong, or no_answer where the form is `truncated` (3 cuts); kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked; a sentence after `####` or after a box that restates the value leaves it, one
that states another value makes that value final (a restatement that differs is wrong). A
trailing remark or check that restates or verifies the value does not change it. Equal values in
another form are correct: number words, mixed numbers and glyphs, exact decimals, percent written
as a word or with a space, thousands separators (comma, space, `{,}`), currency codes and cents,
scale words ("1.2 million", "1,200 thousand"), scientific and E notation, a duration in hours and
minutes equal to the hours asked, `x =` / `(x, y) =` / `x \in` before the value, interval, set,
inequality and set-builder forms of the same set, degree signs and words, LaTeX wrappers. Wrong: a
unit or scale of another kind that makes a different quantity (cents for dollars, seconds for
minutes, minutes for hours, dozen for units, tablespoons for cups, radians for degrees, "0.18%"
for 18%), a number word or fraction of another value, a subtotal, a given, a rate where a total is
asked, a time of day where a duration is asked, a hedge or approximation of an exact value
("about", "approximately", `\approx`, a rounded decimal), two differing values for one question.
A cut before the value is no_answer.

Debatable (2, with DECISIONS): `g_pizza_in_total` ("the four friends pay $18 in total": the share's
number stated as the group's total, rejected), `ok_m_linear_mixed` (`1\frac{3}{4}` read as the
mixed number 7/4, accepted).

Usage: cd /tmp/rounds/rt233 && python build_adversarial_redteam233.py (writes
adversarial_redteam233.jsonl beside this builder)
"""

from corpus_build import (  # noqa: E402
    g,
    llama,
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

# fmt: off
# Problems: (key, gold, question, working, think block ("" where none), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; a final opening "T:" follows the
# think block instead; one opening "@" is the whole completion. "¶" in a final is a newline. Kind A
# probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("markers", "105",
     "Ms. Ortiz buys 8 packs of markers for her art class. Each pack has 15 markers. She gives 15 markers to the music teacher. How many markers does Ms. Ortiz have left?",
     """To find how many markers Ms. Ortiz has left, we first find how many she bought and then subtract the ones she gave away.

1. **Markers bought:**
   She buys 8 packs with 15 markers in each pack:
   \\[ 8 \\times 15 = 120 \\]
   So she starts with 120 markers.

2. **Markers given away:**
   She gives 15 markers to the music teacher.

3. **Markers left:**
   \\[ 120 - 15 = 105 \\]

4. **Check:**
   105 markers left plus the 15 she gave away is \\( 105 + 15 = 120 \\), which is the number she bought. Another way to see it: giving away 15 markers is the same as giving away one whole pack, so she keeps 7 packs, and \\( 7 \\times 15 = 105 \\).

""",
     th("""Okay, so Ms. Ortiz buys 8 packs, 15 markers each. That's 8 times 15. 8 times 10 is 80, 8 times 5 is 40, so 120 markers.

Then she gives 15 to the music teacher. 120 minus 15 is 105.

Hmm, let me double-check. 15 markers is exactly one pack, so she basically has 7 packs left. 7 times 15 is 105. Yes, that matches.

So she has 105 markers left.
"""),
     [
        ("words", "B", "prose_sentence", "So Ms. Ortiz has one hundred and five markers left.", "the value in British number words with 'and', then the counted noun"),
        ("box_text", "B", "boxed", qwen_end(r"105 \text{ markers}"), "the box holds the value and a \\text{} noun"),
        ("two_forms", "B", "prose_sentence", "Therefore, Ms. Ortiz has 105 markers left, or one hundred five markers.", "the value restated in American number words: two equal forms"),
        ("bold_line", "B", "bare_last_line", "**Final answer: 105 markers**", "a bold last line holding a label, the value and the noun"),
        ("answer_md", "B", "answer_is", "**Answer:** The answer is 105.", "'**Answer:** The answer is 105.'"),
        ("tag_words", "B", "tag", "T:<answer>105 markers (one hundred five)</answer>", "R1-Zero tag: the value, its noun and the same value in words in parentheses"),
        ("words_sub", "A", "prose_sentence", "So Ms. Ortiz has one hundred and twenty markers.", "the markers bought (120) in words, a subtotal"),
        ("words_fifty", "A", "prose_sentence", "Therefore, Ms. Ortiz has 105 markers left, or one hundred fifty markers.", "a restatement in words that differs (150): two values for one question"),
        ("hash_restate", "A", "hash", "#### 105¶That is one hundred and fifteen markers in all.", "the '####' value, then a sentence that restates it as another value (115); the last stated value counts"),
        ("words_cut", "A", "truncated", "So Ms. Ortiz has one hundred and", "cut inside the number words: no_answer"),
     ]),
    ("cyclist", "2.5",
     "A cyclist rides 45 kilometers at a steady speed of 18 kilometers per hour. How many hours does the ride take?",
     llama(
        ("Identify the given information", "The distance is 45 kilometers and the speed is 18 kilometers per hour."),
        ("Recall the formula for time", "Time is distance divided by speed: time = distance / speed."),
        ("Substitute the values", "time = 45 / 18 hours."),
        ("Simplify the fraction", "Both 45 and 18 are divisible by 9, so 45 / 18 = 5 / 2 = 2.5 hours."),
        ("Check the result", "In 2.5 hours at 18 kilometers per hour the cyclist covers 18 x 2.5 = 45 kilometers, which is the given distance. The half hour is 0.5 x 60 = 30 minutes."),
     ),
     th("""The cyclist goes 45 km at 18 km/h. Time = distance / speed = 45/18.

45/18... 18 times 2 is 36, remainder 9, and 9/18 is 0.5. So 2.5 hours.

Check: 18 km/h for 2 hours is 36 km, plus half an hour is 9 km more, 45 km total. Right.

So 2.5 hours, which is 2 hours and 30 minutes.
"""),
     [
        ("h_min", "B", "prose_sentence", "So the ride takes 2 h 30 min.", "hours asked, answered as '2 h 30 min' = 2.5 hours"),
        ("hours_minutes", "B", "boxed", llama_end(r"2 \text{ hours } 30 \text{ minutes}"), "the box holds 2 hours 30 minutes = 2.5 hours"),
        ("half_glyph", "B", "prose_sentence", "Therefore, the ride takes 2½ hours.", "the vulgar-fraction glyph ½ after 2"),
        ("mixed", "B", "answer_is", "The answer is 2 1/2 hours.", "a mixed number '2 1/2' with the unit"),
        ("words", "B", "tag", "T:<answer>two and a half hours</answer>", "R1-Zero tag holding number words for 2.5"),
        ("clock", "B", "prose_sentence", "If the cyclist leaves at 9:00 AM, she arrives at 11:30 AM, so the ride takes 2.5 hours.", "two clock times (givens of an example) before the value asked"),
        ("five_min", "A", "prose_sentence", "So the ride takes 2 hours 5 minutes.", "the .5 read as 5 minutes: 2 h 5 min is not 2.5 h"),
        ("clock_decimal", "A", "boxed", "So the ride takes 2 hours 30 minutes, which is 2.30 hours.¶¶" + llama_end("2.30"), "the right 2 h 30 min restated as the decimal 2.30 hours and boxed: 2.30 is not 2.5"),
        ("minutes_unit", "A", "prose_sentence", "Therefore, the ride takes 2.5 minutes.", "a unit of another kind: 2.5 minutes is not 2.5 hours"),
        ("arrive", "A", "prose_sentence", "If the cyclist leaves at 9:00 AM, she arrives at 11:30 AM.", "a time of day, not the duration asked; no duration is stated"),
     ]),
    ("piano", "150",
     "Noah practices the piano for 25 minutes a day, 6 days a week. How many minutes does Noah practice in one week?",
     """Noah practices 25 minutes a day.
He practices 6 days a week, so he takes 7-6 = <<7-6=1>>1 day off each week.
So in one week he practices 25*6 = <<25*6=150>>150 minutes.
In hours, that is 150/60 = <<150/60=2.5>>2.5 hours, or 2 hours and 150-120 = <<150-120=30>>30 minutes.
""",
     "",
     [
        ("min", "B", "hash", "#### 150 minutes", "'####' with the unit after the value"),
        ("two_forms", "B", "prose_sentence", "So Noah practices 150 minutes a week, or 2 hours and 30 minutes.", "minutes asked: 150 minutes, then the same duration in hours and minutes"),
        ("words", "B", "answer_is", "The answer is one hundred fifty minutes.", "number words for 150"),
        ("min_abbr", "B", "hash", "#### 150 min", "'####' then the abbreviation 'min'"),
        ("box_then", "B", "boxed", "The answer is $\\boxed{150}$.¶¶So Noah practices 150 minutes every week.", "a box, then a sentence that says it again"),
        ("check", "B", "hash", "#### 150 (check: 6 x 25 = 150)", "'####' then a parenthesized check that restates the value"),
        ("rate", "A", "prose_sentence", "So Noah practices 25 minutes each day.", "the daily rate where the weekly total is asked"),
        ("seven", "A", "hash", "A week has 7 days, so 25*7 = <<25*7=175>>175 minutes.¶#### 175", "seven days used instead of six"),
        ("seconds", "A", "hash", "#### 150 seconds", "a unit of another kind: 150 seconds is not 150 minutes"),
        ("restate_diff", "A", "prose_sentence", "So Noah practices 150 minutes a week, or 2 hours and 50 minutes.", "a restatement that differs (2 h 50 min = 170 min): two values"),
     ]),
    ("furniture", "1250",
     "Maria buys a sofa for $875, a rug for $215 and two lamps that cost $80 each. How much money does Maria spend in total?",
     """Let's add up the cost of everything Maria buys.

**Step 1: Cost of the lamps**
Each lamp costs $80 and she buys two:
2 × $80 = $160

**Step 2: Cost of the sofa and the rug**
$875 + $215 = $1,090

**Step 3: Total cost**
$1,090 + $160 = $1,250

**Verification:**
Adding in another order: $875 + $160 = $1,035, and $1,035 + $215 = $1,250. ✓

""",
     th("""Sofa 875, rug 215, two lamps at 80 each.

Lamps: 2 * 80 = 160.
Sofa plus rug: 875 + 215 = 1090.
Total: 1090 + 160 = 1250.

Let me double check: 875 + 215, 875 + 200 = 1075, + 15 = 1090. Yes. 1090 + 160 = 1250.

So she spends $1,250.
"""),
     [
        ("cents", "B", "prose_sentence", "Maria spends $1,250.00 in total.", "dollars with a thousands comma and cents"),
        ("space_sep", "B", "prose_sentence", "So Maria spends 1 250 dollars altogether.", "a space as the thousands separator, the word 'dollars'"),
        ("usd", "B", "final_answer_phrase", "Final Answer: USD 1,250", "currency code before the value"),
        ("latex_comma", "B", "boxed", qwen_end(r"\$1{,}250"), "LaTeX '{,}' thousands separator after an escaped dollar, in a box"),
        ("tag_cents", "B", "tag", "T:<answer>$1,250.00</answer>", "R1-Zero tag holding dollars with a comma and cents"),
        ("words", "B", "prose_sentence", "Therefore, Maria spends one thousand two hundred and fifty dollars.", "the amount in number words"),
        ("cents_unit", "A", "prose_sentence", "So Maria spends 1,250 cents in total.", "a unit of another kind: 1,250 cents is $12.50"),
        ("no_lamps", "A", "boxed", qwen_end(r"\$1{,}090"), "the sofa and the rug only, a subtotal"),
        ("one_lamp", "A", "prose_sentence", "So Maria spends $1,090 + $80 = $1,170.00 in total.", "one lamp counted"),
        ("hash_restate", "A", "hash", "#### 1250¶So Maria spends $1,520 in total.", "'####' then a restating sentence with transposed digits (1,520): the last stated value counts"),
     ]),
    ("walkers", "18",
     "At a school with 250 students, 45 students walk to school every day. What percent of the students walk to school?",
     llama(
        ("Identify the part and the whole", "The part is the 45 students who walk, and the whole is the 250 students in the school."),
        ("Write the fraction", "The fraction of students who walk is 45/250."),
        ("Convert the fraction to a decimal", "45 / 250 = 0.18."),
        ("Convert the decimal to a percent", "0.18 x 100 = 18, so the percentage is 18%."),
        ("Check", "18% of 250 is 0.18 x 250 = 45, which is the number of walkers. The students who do not walk make up 100% - 18% = 82%."),
     ),
     "",
     [
        ("space_pct", "B", "boxed", llama_end("18 \\%"), "a space before the escaped percent sign in the box"),
        ("percent_word", "B", "prose_sentence", "Therefore, 18 percent of the students walk to school.", "'percent' as a word"),
        ("per_cent", "B", "prose_sentence", "So 18 per cent of the students walk to school.", "British 'per cent' in two words"),
        ("text_box", "B", "boxed", llama_end(r"18\text{ percent}"), "the box holds \\text{ percent}"),
        ("words", "B", "answer_is", "The answer is eighteen percent.", "number word and 'percent'"),
        ("plain_sign", "B", "prose_sentence", "So the percentage of students who walk to school is 18 %.", "a space between the value and '%' in prose"),
        ("pct_slip", "A", "prose_sentence", "Therefore, 0.18% of the students walk to school.", "the decimal 0.18 given a percent sign: 0.18% is not 18%"),
        ("complement", "A", "boxed", llama_end("82\\%"), "the students who do not walk"),
        ("tenth_slip", "A", "prose_sentence", "So 1.8 percent of the students walk to school.", "a decimal slip: 1.8 percent"),
        ("cut", "A", "truncated", "Therefore, the percent of the students who walk to school is", "cut before the value: no_answer"),
     ]),
    ("pizza", "18",
     "Four friends order pizza. The bill is $62, and they add a $10 tip. They split the total cost equally. How much does each friend pay?",
     """The bill for the pizza is $62. They add a $10 tip, so the total cost is $62 + $10 = $72. There are four friends and they split the total equally, so we divide the total by 4. $72 / 4 = $18. Each friend pays $18. To check, 4 friends paying $18 each gives 4 x $18 = $72, which is the bill plus the tip. Without the tip each friend would have paid only $62 / 4 = $15.50, so the tip adds $2.50 per person.

""",
     th("""Bill is $62, tip $10, so total 72. Split among 4 friends: 72/4 = 18.

Wait, should the tip be split too? "They split the total cost equally" so yes, tip included. 72/4 = 18.

Check: 18*4 = 72. Good.

Each friend pays $18.
"""),
     [
        ("each", "B", "prose_sentence", "So the answer is $18 each.", "'$18 each' where the amount each pays is asked"),
        ("per_person", "B", "prose_sentence", "Therefore, the cost is 18 dollars per person.", "'18 dollars per person'"),
        ("apiece", "B", "answer_is", "The answer is $18.00 apiece.", "dollars and cents, then 'apiece'"),
        ("words", "B", "prose_sentence", "So each friend pays eighteen dollars.", "number word with 'dollars'"),
        ("slash_person", "B", "tag", "T:<answer>$18/person</answer>", "R1-Zero tag: '$18/person'"),
        ("box_each", "B", "boxed", qwen_end(r"\$18 \text{ each}"), "the box holds the escaped dollar and \\text{ each}"),
        ("total_each", "A", "prose_sentence", "So the answer is $72 each.", "the total where the share is asked"),
        ("no_tip", "A", "boxed", qwen_end(r"\$15.50 \text{ each}"), "the tip left out: $62 / 4"),
        ("in_total", "A", "prose_sentence", "So the four friends pay $18 in total.", "debatable: the right number, stated as the group's total, which is false (the total is $72); see DECISIONS", True),
        ("tip_share", "A", "prose_sentence", "So each friend pays $2.50 for the tip.", "each friend's share of the tip only"),
     ]),
    ("city", "1200000",
     "A city had 800,000 residents. Over ten years its population grew by 50%. What is the population of the city after the ten years?",
     """To find the new population, we need to add the growth to the original population.

1. **Original population:**
   The city had \\(800{,}000\\) residents.

2. **Growth:**
   The population grew by \\(50\\%\\):
   \\[
   0.50 \\times 800{,}000 = 400{,}000
   \\]

3. **New population:**
   \\[
   800{,}000 + 400{,}000 = 1{,}200{,}000
   \\]
   Equivalently, \\(1.5 \\times 800{,}000 = 1{,}200{,}000\\).

""",
     "",
     [
        ("million", "B", "prose_sentence", "So the city has 1.2 million residents after the ten years.", "'1.2 million' with a noun"),
        ("sci", "B", "boxed", qbox(r"1.2 \times 10^{6}"), "scientific notation in the box"),
        ("space_sep", "B", "prose_sentence", "Therefore, the population after ten years is 1 200 000.", "spaces as the thousands separators"),
        ("thousand", "B", "prose_sentence", "So the city now has 1,200 thousand residents.", "'1,200 thousand' = 1,200,000"),
        ("words", "B", "answer_is", "The answer is one million two hundred thousand.", "number words for 1,200,000"),
        ("bold_million", "B", "bare_last_line", "**1.2 million residents**", "a bold last line: '1.2 million' and a noun"),
        ("billion", "A", "prose_sentence", "So the city has 1.2 billion residents after the ten years.", "'1.2 billion', a scale word of another value"),
        ("growth", "A", "boxed", qbox(r"400{,}000", "Thus, the population grew by"), "the growth, not the new population"),
        ("exp_slip", "A", "boxed", qbox(r"1.2 \times 10^{5}"), "the exponent one too small: 120,000"),
        ("thousand_slip", "A", "prose_sentence", "So the city now has 1,200 thousand, that is, 12 million residents.", "a restatement that differs (12 million): two values"),
     ]),
    ("flour", "3.5",
     "A cookie recipe that makes 12 cookies needs 1 3/4 cups of flour. How many cups of flour are needed to make 24 cookies?",
     llama(
        ("Find the scale factor", "24 cookies is 24 / 12 = 2 times the recipe."),
        ("Multiply the flour by the scale factor", "1 3/4 cups x 2. Write 1 3/4 as the improper fraction 7/4, so 7/4 x 2 = 14/4 = 7/2 cups."),
        ("Convert to a mixed number", "7/2 = 3 1/2 cups, which is 3.5 cups."),
        ("Check", "Doubling 1 cup gives 2 cups and doubling 3/4 cup gives 1 1/2 cups; 2 + 1 1/2 = 3 1/2 cups."),
     ),
     th("""The recipe makes 12 cookies with 1 3/4 cups of flour. We want 24, so double it.

1 3/4 doubled: 1.75 * 2 = 3.5. Or 7/4 * 2 = 14/4 = 7/2 = 3 1/2.

So 3 1/2 cups of flour.
"""),
     [
        ("mixed", "B", "prose_sentence", "So you need 3 1/2 cups of flour to make 24 cookies.", "a mixed number '3 1/2' with the noun"),
        ("glyph", "B", "prose_sentence", "Therefore, 3½ cups of flour are needed.", "the glyph ½ after 3"),
        ("improper", "B", "boxed", llama_end(r"\frac{7}{2} \text{ cups}"), "an improper fraction and \\text{ cups} in the box"),
        ("words", "B", "answer_is", "The answer is three and a half cups.", "number words for 3.5"),
        ("latex_mixed", "B", "tag", "T:<answer>$3\\frac{1}{2}$ cups</answer>", "R1-Zero tag: a LaTeX mixed number 3\\frac{1}{2} and the unit"),
        ("decimal_zero", "B", "prose_sentence", "So the recipe for 24 cookies needs 3.50 cups of flour.", "a decimal with a trailing zero"),
        ("quarter", "A", "prose_sentence", "So you need 3 1/4 cups of flour to make 24 cookies.", "a mixed number of another value (3 1/4)"),
        ("given", "A", "boxed", llama_end(r"1\frac{3}{4}"), "the given amount for 12 cookies"),
        ("words_other", "A", "answer_is", "The answer is two and a half cups.", "number words of another value (2.5)"),
        ("tbsp", "A", "prose_sentence", "Therefore, 3½ tablespoons of flour are needed.", "a unit of another kind: 3½ tablespoons is not 3½ cups"),
     ]),
    ("baking", "85",
     "Lena puts a cake in the oven at 2:45 PM and takes it out at 4:10 PM. For how many minutes does the cake bake?",
     """To find how long the cake bakes, we count the time from 2:45 PM to 4:10 PM.

**Step 1: From 2:45 PM to 3:45 PM**
That is exactly 1 hour, or 60 minutes.

**Step 2: From 3:45 PM to 4:10 PM**
From 3:45 to 4:00 is 15 minutes, and from 4:00 to 4:10 is 10 more minutes, so this part is 15 + 10 = 25 minutes.

**Step 3: Add the parts**
60 + 25 = 85 minutes.

**Check:** 2:45 PM plus 85 minutes: 2:45 + 60 minutes is 3:45, and 3:45 + 25 minutes is 4:10 PM. ✓

""",
     th("""From 2:45 PM to 4:10 PM. 2:45 to 3:45 is one hour. 3:45 to 4:10 is 25 minutes. Total 1 hour 25 minutes = 85 minutes.

Careful not to just subtract 410 - 245 = 165, that's wrong because hours have 60 minutes, not 100.

So 85 minutes.
"""),
     [
        ("two_forms", "B", "prose_sentence", "So the cake bakes for 85 minutes (1 hour 25 minutes).", "minutes asked: 85 minutes, then the same duration in hours and minutes"),
        ("words", "B", "prose_sentence", "Therefore, the cake bakes for eighty-five minutes.", "hyphenated number word"),
        ("clock_first", "B", "prose_sentence", "From 2:45 PM to 4:10 PM is 85 minutes, so the cake bakes for 85 minutes.", "clock times (givens) before the value"),
        ("box_text", "B", "boxed", qwen_end(r"85 \text{ minutes}"), "\\text{ minutes} in the box"),
        ("tag_min", "B", "tag", "T:<answer>85 min</answer>", "R1-Zero tag: '85 min'"),
        ("answer_md", "B", "answer_is", "**Answer:** The answer is 85 minutes.", "'**Answer:** The answer is ...' with the unit"),
        ("clock", "A", "prose_sentence", "So Lena takes the cake out of the oven at 4:10 PM.", "a time of day (a given), not the duration asked"),
        ("decimal_hours", "A", "prose_sentence", "So the cake bakes for 1.25 hours.", "1 h 25 min written as 1.25 hours, which is 75 minutes"),
        ("naive", "A", "tag", "T:<answer>165 minutes</answer>", "the clock readings subtracted as plain numbers (410 - 245)"),
        ("restate_diff", "A", "prose_sentence", "So the cake bakes for 85 minutes, that is, 1 hour 35 minutes.", "a restatement that differs (1 h 35 min = 95 min): two values"),
     ]),
    ("eggs", "36",
     "A farmer has 18 hens. Each hen lays 5 eggs a week. This week the farmer sells 54 eggs at the market. How many eggs does the farmer have left this week?",
     """There are 18 hens and each hen lays 5 eggs a week.
So the hens lay 18*5 = <<18*5=90>>90 eggs a week.
The farmer sells 54 eggs at the market.
After selling 54 eggs, the farmer has 90-54 = <<90-54=36>>36 eggs left.
A dozen is 12 eggs, so 36 eggs is 36/12 = <<36/12=3>>3 dozen eggs.
""",
     "",
     [
        ("noun", "B", "hash", "#### 36 eggs", "'####' with the noun"),
        ("dozen_restate", "B", "prose_sentence", "So the farmer has 36 eggs left, or three dozen.", "the value restated as 'three dozen' (= 36)"),
        ("words", "B", "answer_is", "The answer is thirty-six eggs.", "hyphenated number word with the noun"),
        ("bold", "B", "bare_last_line", "**36**", "a bold bare last line"),
        ("box_then", "B", "boxed", "The final answer is $\\boxed{36}$. The farmer has 36 eggs left this week.", "a box, then a sentence saying it again"),
        ("check", "B", "hash", "#### 36 (check: 36 + 54 = 90 eggs laid)", "'####' then a check that verifies the value"),
        ("dozen_unit", "A", "hash", "#### 36 dozen", "a unit of another kind: 36 dozen is 432 eggs"),
        ("given", "A", "hash", "#### 54", "the eggs sold, a given"),
        ("laid", "A", "prose_sentence", "So the hens lay 90 eggs in the week.", "the eggs laid, a subtotal"),
        ("dozen_diff", "A", "hash", "#### 36¶That is four dozen eggs.", "'####' then a restatement that differs (four dozen = 48): the last stated value counts"),
     ]),
    ("library", "347",
     "A school library has 340 books. It receives 3 boxes of new books with 45 books in each box, and then lends out 128 books. How many books are in the library now?",
     """The library starts with 340 books. It receives 3 boxes of 45 books, which is 3 x 45 = 135 new books. After the delivery it has 340 + 135 = 475 books. Then it lends out 128 books, so it has 475 - 128 = 347 books left on the shelves. Let me check the subtraction: 347 + 128 = 475, and 475 - 135 = 340, the number we started with. So the numbers are consistent.

""",
     "",
     [
        ("answer_md", "B", "answer_is", "**Answer:** The answer is 347.", "'**Answer:** The answer is 347.'"),
        ("box_then", "B", "boxed", "$\\boxed{347}$¶¶The library now has 347 books.", "a box, then a sentence that says it again"),
        ("check", "B", "prose_sentence", "So the library now has 347 books (check: 340 + 135 - 128 = 347).", "a parenthesized check that restates the value"),
        ("bold_line", "B", "bare_last_line", "**347 books**", "a bold last line: value and noun"),
        ("two_forms", "B", "prose_sentence", "There are 347 books in the library now, or three hundred forty-seven.", "the value, then the same value in words"),
        ("mathbf", "B", "boxed", "The answer is $\\boxed{\\mathbf{347}}$.", "\\mathbf{} inside the box"),
        ("box_then_diff", "A", "boxed", "$\\boxed{347}$¶¶The library now has 374 books.", "a box, then a sentence that restates a different value (374): the last statement counts"),
        ("sub", "A", "answer_is", "**Answer:** The answer is 475.", "the count after the delivery, a subtotal"),
        ("words_other", "A", "prose_sentence", "There are three hundred seventy-four books in the library now.", "number words of another value (374)"),
        ("about", "A", "prose_sentence", "So the library now has about 350 books.", "a rounded hedge of an exact count"),
     ]),
]

MPROBS = [
    ("linear", r"\frac{7}{4}",
     r"Solve for $x$: $4x - 3 = 4$.",
     r"""Solution: Adding $3$ to both sides of the equation $4x - 3 = 4$ gives $4x = 7$. Dividing both sides by $4$, we get $x = \frac{7}{4}$. To check, $4 \cdot \frac{7}{4} - 3 = 7 - 3 = 4$, as required. Note that $\frac{7}{4}$ is already in lowest terms, since $7$ is prime and does not divide $4$.
""",
     th(r"""We need 4x - 3 = 4. Add 3: 4x = 7. Divide by 4: x = 7/4.

Check: 4 * 7/4 = 7, 7 - 3 = 4. Correct.

7/4 = 1.75, or 1 and 3/4. I'll give it as a fraction.
"""),
     [
        ("slash", "B", "minerva", minerva_end("$7/4$"), "a slash fraction inside Minerva's closing line"),
        ("decimal", "B", "minerva", minerva_end("$1.75$"), "the exact decimal 1.75 for 7/4"),
        ("mixed", "B", "minerva", minerva_end(r"$1\frac{3}{4}$"), "debatable: a LaTeX mixed number 1\\frac{3}{4} = 7/4, which a literal reading takes as 1 times 3/4 (see DECISIONS)", True),
        ("display", "B", "boxed", "T:" + r1final(r"\displaystyle \frac{7}{4}"), "\\displaystyle inside the box of an R1 final block"),
        ("shorthand", "B", "minerva", minerva_end(r"$\frac74$"), "the brace-free shorthand \\frac74 = 7/4"),
        ("x_eq", "B", "tag", r"T:<answer>$x = \dfrac{7}{4}$</answer>", "R1-Zero tag: 'x =' and \\dfrac"),
        ("reciprocal", "A", "minerva", minerva_end(r"$\frac{4}{7}$"), "the reciprocal"),
        ("mixed_other", "A", "minerva", minerva_end(r"$1\frac{1}{4}$"), "a mixed number of another value (5/4)"),
        ("approx", "A", "minerva", minerva_end(r"$x \approx 1.8$"), "a rounded value of an exact answer"),
        ("shorthand_other", "A", "minerva", minerva_end(r"$\frac47$"), "shorthand \\frac47 = 4/7, the reciprocal"),
     ]),
    ("tan30", r"\frac{\sqrt{3}}{3}",
     r"Compute $\tan 30^\circ$.",
     r"""To compute \(\tan 30^\circ\), we use the 30-60-90 right triangle, whose sides are in the ratio \(1 : \sqrt{3} : 2\).

1. **Identify the sides:**
   The side opposite the \(30^\circ\) angle has length \(1\), the side adjacent to it has length \(\sqrt{3}\), and the hypotenuse has length \(2\).

2. **Apply the definition of tangent:**
   \[
   \tan 30^\circ = \frac{\text{opposite}}{\text{adjacent}} = \frac{1}{\sqrt{3}}.
   \]

3. **Rationalize the denominator:**
   \[
   \frac{1}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}} = \frac{\sqrt{3}}{3}.
   \]

Check: \(\sin 30^\circ / \cos 30^\circ = \frac{1/2}{\sqrt{3}/2} = \frac{1}{\sqrt{3}}\), the same value.

""",
     th(r"""tan 30 degrees. In a 30-60-90 triangle the sides are 1, sqrt(3), 2. Opposite 30 is 1, adjacent is sqrt(3). So tan 30 = 1/sqrt(3).

Rationalize: sqrt(3)/3. Numerically about 0.577. And tan 60 would be sqrt(3), so don't mix them up.

So tan 30 = 1/sqrt(3) = sqrt(3)/3.
"""),
     [
        ("recip", "B", "boxed", qbox(r"\frac{1}{\sqrt{3}}"), "the unrationalized form 1/sqrt(3)"),
        ("slash", "B", "prose_sentence", r"Therefore, \(\tan 30^\circ = \sqrt{3}/3\).", "a slash with \\sqrt{3} as numerator"),
        ("nobrace", "B", "boxed", qbox(r"\frac{\sqrt3}{3}"), "\\sqrt3 without braces"),
        ("root_frac", "B", "boxed", qbox(r"\sqrt{\frac{1}{3}}"), "the root of 1/3"),
        ("coef", "B", "boxed", qbox(r"\frac{1}{3}\sqrt{3}"), "the coefficient 1/3 before \\sqrt{3}"),
        ("power", "B", "boxed", "T:" + r1final(r"3^{-1/2}"), "a negative fractional power, 3^{-1/2} = 1/sqrt(3)"),
        ("tan60", "A", "boxed", qbox(r"\sqrt{3}"), "tan 60 degrees"),
        ("sin60", "A", "boxed", qbox(r"\frac{\sqrt{3}}{2}"), "sin 60 degrees"),
        ("approx", "A", "prose_sentence", r"Therefore, \(\tan 30^\circ \approx 0.577\).", "a rounded decimal for an exact irrational value"),
        ("box_then_diff", "A", "boxed", qbox(r"\frac{\sqrt{3}}{3}") + r"¶¶So \(\tan 30^\circ = \sqrt{3}\).", "the box, then a sentence that states another value (sqrt 3): the last statement counts"),
     ]),
    ("cylinder", r"12\pi",
     r"A right circular cylinder has radius $2$ and height $3$. What is its volume? Express your answer in terms of $\pi$.",
     llama(
        ("Recall the volume formula for a cylinder", r"The volume of a cylinder is $V = \pi r^2 h$, where $r$ is the radius and $h$ is the height."),
        ("Substitute the given values", r"With $r = 2$ and $h = 3$, $V = \pi (2)^2 (3)$."),
        ("Simplify", r"$(2)^2 = 4$ and $4 \cdot 3 = 12$, so $V = 12\pi$."),
        ("Check the units", r"Radius and height are lengths, so the volume is in cubic units; numerically $12\pi \approx 37.70$."),
     ),
     th(r"""Volume of a cylinder: pi r^2 h. r = 2, h = 3. r^2 = 4, times 3 = 12. So 12 pi.

Careful: not 2 pi r h, that's the lateral area, which here is also 2 pi * 2 * 3 = 12 pi, funny coincidence, but the formula for volume is pi r^2 h = 12 pi anyway.

So V = 12 pi.
"""),
     [
        ("units_text", "B", "boxed", llama_end(r"12\pi \text{ cubic units}"), "\\text{ cubic units} after 12\\pi in the box"),
        ("unicode", "B", "prose_sentence", "So the volume of the cylinder is 12π cubic units.", "the Unicode π and a unit"),
        ("pi_first", "B", "boxed", llama_end(r"\pi \cdot 12"), "\\pi placed before the coefficient"),
        ("thin", "B", "boxed", llama_end(r"12\,\pi"), "a thin space \\, between 12 and \\pi"),
        ("v_eq", "B", "boxed", llama_end(r"V = 12\pi"), "'V =' inside the box"),
        ("chain", "B", "boxed", "T:" + r1final(r"\pi (2)^2 (3) = 12\pi"), "an equation chain ending in 12\\pi"),
        ("no_pi", "A", "boxed", llama_end("12"), "\\pi dropped"),
        ("six_pi", "A", "boxed", r"Using $V = \pi r h = \pi \cdot 2 \cdot 3 = 6\pi$:¶¶" + llama_end(r"6\pi"), "the radius not squared"),
        ("pi_sq", "A", "boxed", llama_end(r"12\pi^2"), "\\pi squared"),
        ("approx", "A", "prose_sentence", "So the volume is approximately 37.7 cubic units.", "a rounded decimal where the exact value in terms of pi is asked"),
     ]),
    ("interval", "(-2, 3)",
     r"Find all real $x$ such that $|2x - 1| < 5$. Express your answer in interval notation.",
     r"""To solve the inequality \( |2x - 1| < 5 \), we use the fact that \( |A| < B \) (with \( B > 0 \)) is equivalent to \( -B < A < B \).

**Step 1: Remove the absolute value**
\[
-5 < 2x - 1 < 5
\]

**Step 2: Add 1 to all three parts**
\[
-4 < 2x < 6
\]

**Step 3: Divide all three parts by 2**
\[
-2 < x < 3
\]

**Step 4: Check the endpoints**
At \( x = -2 \): \( |2(-2) - 1| = |-5| = 5 \), which is not less than 5, so \( -2 \) is excluded. At \( x = 3 \): \( |2(3) - 1| = 5 \), also excluded. A point inside, \( x = 0 \), gives \( |-1| = 1 < 5 \). ✓

""",
     th(r"""|2x - 1| < 5 means -5 < 2x - 1 < 5. Add 1: -4 < 2x < 6. Divide by 2: -2 < x < 3.

Endpoints: strict inequality, so both excluded. x = -2 gives |-5| = 5, not < 5. Right.

So the answer is the open interval from -2 to 3.
"""),
     [
        ("ineq", "B", "boxed", qwen_end("-2 < x < 3"), "a double inequality instead of interval notation"),
        ("x_in", "B", "boxed", qwen_end(r"x \in (-2, 3)"), "'x \\in' before the interval"),
        ("left_right", "B", "boxed", qwen_end(r"\left( -2, 3 \right)"), "\\left( \\right) delimiters and spaces"),
        ("setbuilder", "B", "boxed", qwen_end(r"\{x \mid -2 < x < 3\}"), "set-builder notation"),
        ("french", "B", "prose_sentence", r"So the solution set is the open interval \( ]-2, 3[ \).", "the reversed-bracket notation ]-2, 3[ for an open interval"),
        ("and_form", "B", "tag", "T:<answer>x > -2 and x < 3</answer>", "R1-Zero tag: two inequalities joined by 'and'"),
        ("closed", "A", "boxed", qwen_end("[-2, 3]"), "the endpoints included"),
        ("complement", "A", "boxed", qwen_end(r"(-\infty, -2) \cup (3, \infty)"), "the complement (the solution of |2x - 1| > 5)"),
        ("halfopen", "A", "boxed", qwen_end("[-2, 3)"), "one endpoint included"),
        ("swapped", "A", "tag", "T:<answer>(-3, 2)</answer>", "the endpoints' signs swapped"),
     ]),
    ("roots", "1, 4",
     r"Find all solutions to $x^2 - 5x + 4 = 0$. Enter all the solutions, separated by commas.",
     r"""Solution: We look for two numbers whose product is $4$ and whose sum is $-5$; these are $-1$ and $-4$. So the quadratic factors as $x^2 - 5x + 4 = (x - 1)(x - 4) = 0$. Setting each factor equal to zero gives $x - 1 = 0$ or $x - 4 = 0$, so $x = 1$ or $x = 4$. As a check, $1^2 - 5 \cdot 1 + 4 = 0$ and $4^2 - 5 \cdot 4 + 4 = 16 - 20 + 4 = 0$. The sum of the solutions is $5$ and their product is $4$, as Vieta's formulas predict.
""",
     th(r"""x^2 - 5x + 4 = 0. Factor: (x - 1)(x - 4). Roots 1 and 4.

Check: 1 - 5 + 4 = 0, 16 - 20 + 4 = 0. Both work.

Answer: 1, 4.
"""),
     [
        ("set", "B", "minerva", minerva_end(r"$\{1, 4\}$"), "the roots as a set"),
        ("or_text", "B", "minerva", minerva_end(r"$x = 1 \text{ or } x = 4$"), "'x = 1 or x = 4' with \\text{ or }"),
        ("reversed", "B", "minerva", minerva_end("$4, 1$"), "the roots in the other order"),
        ("x_in", "B", "minerva", minerva_end(r"$x \in \{1, 4\}$"), "'x \\in' and a set"),
        ("x_eq_list", "B", "minerva", minerva_end("$x = 1, 4$"), "'x = 1, 4'"),
        ("and_words", "B", "tag", "T:<answer>1 and 4</answer>", "R1-Zero tag: '1 and 4'"),
        ("one_root", "A", "minerva", minerva_end("$4$"), "one root only"),
        ("signs", "A", "minerva", minerva_end(r"$\{-1, -4\}$"), "the factor constants, signs wrong"),
        ("mixed_sign", "A", "minerva", minerva_end(r"$x = 1 \text{ or } x = -4$"), "one root with the wrong sign"),
        ("cut", "A", "truncated", r"@Solution: We factor $x^2 - 5x + 4 = (x - 1)(x - 4) = 0$. The solutions are $x = 1$ and $x =", "cut before the second root: no_answer"),
     ]),
    ("pentagon", "108",
     "What is the measure, in degrees, of each interior angle of a regular pentagon?",
     r"""To find the measure of each interior angle of a regular pentagon, we first find the sum of its interior angles.

The sum of the interior angles of an \(n\)-gon is \((n - 2) \cdot 180^\circ\). For a pentagon, \(n = 5\):
\[
(5 - 2) \cdot 180^\circ = 3 \cdot 180^\circ = 540^\circ.
\]

In a regular pentagon all five interior angles are equal, so each one measures
\[
\frac{540^\circ}{5} = 108^\circ.
\]

Check with the exterior angles: each exterior angle is \(\frac{360^\circ}{5} = 72^\circ\), and the interior angle is \(180^\circ - 72^\circ = 108^\circ\).

""",
     th(r"""Regular pentagon. Sum of interior angles (5-2)*180 = 540. Each angle 540/5 = 108.

Or: exterior angle 360/5 = 72, interior 180 - 72 = 108. Same.

So 108 degrees.
"""),
     [
        ("circ", "B", "boxed", qbox(r"108^\circ"), "the degree sign ^\\circ in the box"),
        ("glyph", "B", "prose_sentence", "Therefore, each interior angle of a regular pentagon measures 108°.", "the Unicode degree sign"),
        ("word", "B", "boxed", qbox(r"108 \text{ degrees}"), "\\text{ degrees} in the box"),
        ("sup_braces", "B", "boxed", qbox(r"108^{\circ}"), "^{\\circ} with braces"),
        ("bold", "B", "bare_last_line", "**Each interior angle is 108 degrees.**", "a bold last line: a sentence with the value and 'degrees'"),
        ("mathbf", "B", "boxed", "T:" + r1final(r"\mathbf{108^\circ}"), "\\mathbf{} around the value and degree sign"),
        ("exterior", "A", "boxed", qbox(r"72^\circ"), "the exterior angle"),
        ("sum", "A", "boxed", qbox(r"540^\circ"), "the sum of the interior angles"),
        ("radians", "A", "prose_sentence", "So each interior angle of a regular pentagon measures 108 radians.", "a unit of another kind: 108 radians is not 108 degrees"),
        ("about", "A", "prose_sentence", "So each interior angle is about 108 degrees.", "'about' for an exact value"),
     ]),
    ("square", "0.0025",
     r"Compute $(0.05)^2$.",
     llama(
        ("Write the decimal as a fraction", r"$0.05 = \frac{5}{100} = \frac{1}{20}$."),
        ("Square the fraction", r"$\left(\frac{1}{20}\right)^2 = \frac{1}{400}$."),
        ("Convert back to a decimal", r"$\frac{1}{400} = 0.0025$. Equivalently, $5 \times 5 = 25$ and the two factors have two decimal places each, so the product has four: $0.0025$."),
        ("Check", r"$0.0025 \times 400 = 1$, and in scientific notation $0.0025 = 2.5 \times 10^{-3}$."),
     ),
     th(r"""0.05 squared. 5 * 5 = 25. Decimal places: 2 + 2 = 4. So 0.0025.

Double-check: 0.05 = 1/20, squared 1/400 = 0.0025. Yes.

Not 0.025 - that's a common slip.
"""),
     [
        ("sci", "B", "boxed", llama_end(r"2.5 \times 10^{-3}"), "scientific notation"),
        ("frac", "B", "boxed", llama_end(r"\frac{1}{400}"), "the exact fraction 1/400"),
        ("leading_dot", "B", "prose_sentence", r"Therefore, $(0.05)^2 = .0025$.", "a decimal without the leading zero"),
        ("cdot", "B", "boxed", llama_end(r"2.5 \cdot 10^{-3}"), "scientific notation with \\cdot"),
        ("e_notation", "B", "tag", "T:<answer>2.5e-3</answer>", "R1-Zero tag: E notation"),
        ("unnormalized", "B", "boxed", llama_end(r"25 \times 10^{-4}"), "unnormalized scientific notation, 25 x 10^-4 = 0.0025"),
        ("shift", "A", "boxed", llama_end("0.025"), "the decimal point one place off"),
        ("exp", "A", "boxed", llama_end(r"2.5 \times 10^{-4}"), "scientific notation with the exponent one too small"),
        ("frac40", "A", "boxed", llama_end(r"\frac{1}{40}"), "a fraction of another value (0.025)"),
        ("doubled", "A", "prose_sentence", r"So $(0.05)^2 = 0.05 \times 2 = 0.1$.", "squaring read as doubling"),
     ]),
    ("system", "(3, -2)",
     r"Solve the system $x + y = 1$ and $2x - y = 8$. Enter your answer as an ordered pair $(x, y)$.",
     r"""To solve the system of equations
\[
\begin{cases}
x + y = 1 \\
2x - y = 8
\end{cases}
\]
we can use the elimination method.

**Step 1: Add the two equations**
Adding eliminates \(y\):
\[
(x + y) + (2x - y) = 1 + 8 \implies 3x = 9 \implies x = 3.
\]

**Step 2: Substitute back**
From \(x + y = 1\): \(3 + y = 1\), so \(y = -2\).

**Step 3: Verify**
\(x + y = 3 + (-2) = 1\) ✓ and \(2x - y = 6 - (-2) = 8\) ✓.

""",
     th(r"""x + y = 1, 2x - y = 8. Add them: 3x = 9, x = 3. Then y = 1 - 3 = -2.

Check second: 2*3 - (-2) = 6 + 2 = 8. Good.

So (x, y) = (3, -2).
"""),
     [
        ("left_right", "B", "boxed", qwen_end(r"\left( 3, -2 \right)"), "\\left( \\right) and spaces"),
        ("xy_eq", "B", "boxed", qwen_end("(x, y) = (3, -2)"), "'(x, y) =' inside the box"),
        ("separate", "B", "prose_sentence", "So the solution is $x = 3$, $y = -2$.", "the coordinates as two equations, not a pair"),
        ("mathbf", "B", "boxed", qwen_end(r"\mathbf{(3,-2)}"), "\\mathbf{} around the pair"),
        ("text", "B", "boxed", qwen_end(r"\text{(3, -2)}"), "the pair inside \\text{}"),
        ("display", "B", "boxed", "T:" + r1final(r"\displaystyle (3,\,-2)"), "\\displaystyle and a thin space in the pair"),
        ("swapped", "A", "boxed", qwen_end("(-2, 3)"), "the coordinates swapped"),
        ("sign", "A", "boxed", qwen_end("(3, 2)"), "the sign of y lost"),
        ("x_only", "A", "boxed", qwen_end("x = 3"), "only x, where the pair is asked"),
        ("box_then_diff", "A", "boxed", qwen_end("(3, -2)") + "¶¶So the solution is $x = 3$, $y = 2$.", "the box, then a sentence that restates another pair (y = 2): the last statement counts"),
     ]),
    ("arctan", r"\frac{\pi}{4}",
     r"Compute $\arctan 1$. Express your answer in radians.",
     r"""Solution: We need the angle $\theta$ in $\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$ with $\tan \theta = 1$. Since $\tan \theta = \frac{\sin \theta}{\cos \theta}$, we need $\sin \theta = \cos \theta$, which happens at $\theta = \frac{\pi}{4}$, where both equal $\frac{\sqrt{2}}{2}$. The other angles with tangent $1$, such as $\frac{5\pi}{4}$, lie outside the range of $\arctan$. Therefore $\arctan 1 = \frac{\pi}{4}$.
""",
     th(r"""arctan 1: the angle whose tangent is 1, in (-pi/2, pi/2). tan(pi/4) = 1. So pi/4.

Not 45 since radians are asked. Not 5pi/4, out of range.

So pi/4.
"""),
     [
        ("slash", "B", "minerva", minerva_end(r"$\pi/4$"), "a slash with \\pi as numerator"),
        ("coef", "B", "minerva", minerva_end(r"$\frac{1}{4}\pi$"), "the coefficient 1/4 before \\pi"),
        ("decimal_coef", "B", "minerva", minerva_end(r"$0.25\pi$"), "the exact decimal coefficient 0.25 before \\pi"),
        ("short_coef", "B", "minerva", minerva_end(r"$\frac14\pi$"), "the shorthand \\frac14 before \\pi"),
        ("tfrac", "B", "tag", r"T:<answer>$\tfrac{\pi}{4}$</answer>", "R1-Zero tag: \\tfrac"),
        ("radians_text", "B", "minerva", minerva_end(r"$\dfrac{\pi}{4}\text{ radians}$"), "\\dfrac and \\text{ radians}"),
        ("inverse", "A", "minerva", minerva_end(r"$\frac{4}{\pi}$"), "the reciprocal"),
        ("half_pi", "A", "minerva", minerva_end(r"$\frac{\pi}{2}$"), "pi/2, another angle"),
        ("approx", "A", "minerva", minerva_end("$0.785$"), "a rounded decimal for an exact value"),
        ("three_quarter", "A", "minerva", minerva_end(r"$\frac{3\pi}{4}$"), "3pi/4, where the tangent is -1"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_pizza_in_total": (
        "reject",
        "the sentence states $18 as what the four friends pay in total, which is false (they pay "
        "$72); the number equals the share asked, but the statement answers another question with "
        "a wrong amount, like a unit of another kind ('18 cents' for $18)",
    ),
    "ok_m_linear_mixed": (
        "accept",
        "a digit written directly before \\frac is a mixed number in school notation and in model "
        "output (1\\frac{3}{4} = 1 3/4 = 7/4); a product would be written 1 \\cdot \\frac{3}{4} "
        "or \\frac{3}{4} alone; equal values in another form are correct",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam233", CASES, [], DECISIONS)
