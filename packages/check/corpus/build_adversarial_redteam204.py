r"""Build adversarial_redteam204.jsonl: round 204 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam204"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model
output. Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py
(helpers g, m, th, probe_table, write_probes) and build_adversarial_redteam181.py / 182.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: English, 240 probes, 120 GSM8K and 120 MATH, 180 kind A and 60 kind B: A FRESH
SWEEP OF ISSUE 25'S HOSTILE CLASSES as a grader's hidden test set would write them, above all in
the R1-Zero format (`<think>...</think><answer>...</answer>`: 131 probes hold a think block or an
answer tag) and in SHORT outputs (one to five lines: 82 probes); the rest are 300-700 characters
of Llama 3 / Qwen2.5 / R1 working with a boxed, `####`, Minerva, tagged or prose ending. Seven
hostile classes, each about equally (kind A counts in brackets): (1) `tol` exact values vs a
tolerance [26]; (2) `neg` negation, strike-out (~~x~~) and annotation (✗, "(incorrect)", "← this
is the exterior angle") of the answer inside or next to a box, a `####` line or an answer tag [26];
(3) `word` words after the number that are no units ("#### 359 minus 23", "#### 56 dozen", "#### 90
each", "#### 215 round trip", "<answer>135 times 8</answer>", "and its conjugate") [26: 20
GSM8K, 6 MATH]; (4) `retr` retractions after the answer, inside and after the answer tag, after
`</think>`, in a trailing note or P.S., with another value or with none [26]; (5) `said`
statements the model did not make: a classmate's, tutor's or friend's answer, an answer key, a
hint, a quoted line, a textbook or solution manual, a hypothetical, a self-set practice or bonus
problem, an invented `User:` / ChatML / Llama 3 user turn [26]; (6) `hedge` hedges and bounds
("about", "roughly", "nearly", "or so", "at least", "at most", "no more than", "or fewer", "or
higher", ranges, two values, an inequality) [25]; (7) `cut` cuts before the value: an answer tag
never closed, a box never closed, a think block never closed [25]. In every kind-A probe the gold
value (or, for `tol`, a value within a loose tolerance of it) appears where a careless checker
would take it: in the tag, the box, the `####` line, a quoted or invented line, or the working of
a cut output. Kind B (60): honest twins a careless strict checker refuses: sentences in answer
tags with other numbers after the value, boxes inside tags, trailing words and units, number words
("five hundred forty-six dollars", "negative five", "the square root of 13"), equal forms (18.00,
$690.00, 0.875, 1.5, 8/12, (6 + √8)/2, √32 = 4√2, a Unicode minus), the exact value followed by
its decimal, a wrong value denied or retracted before the right one, a quoted wrong value refuted.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 buses of 48 students plus 23 teachers, people -> 359 (336 students; 359 minus 23 = 336);
pens 3 for $2, 27 pens -> 18 (9 bundles; 27 x 0.67 = 18.09, 27 x 0.666 = 17.982, 27 x 0.667 =
18.009; 54 at $2 a pen); garden 24 m x 15 m, fence $7/m -> 546 (perimeter 78; area 360, 2520;
80 m of rolls 560; one 24 m side 168, 546 - 168 = 378; practice plot 21 x 18 also 546); bike $420,
$105 saved, $35 a week, more weeks -> 9 (315 still needed; 12 = 420/35; 3 weeks already saved);
14 dozen cookies, 2/3 sold, left -> 56 (168; 112 sold; 0.67 x 168 = 112.56, 55.44 left; 168 x
0.333 = 55.944; 14/3 = 4.67 dozen; 56 dozen = 672); book 240 pages, 18/day x 5 then 25/day x 4,
left -> 50 (90, 100, 190 read; 150 after the first phase; 25 after another day); tank 1,260 L at
2/7, needed -> 900 (360 in it; 0.29 -> 365.4, 894.6; 0.286 -> 360.36, 899.64; 900 - 360 = 540);
shirt $45 one third off, 3 shirts -> 90 (30 each; 0.333 -> 14.985 ~ 14.99, 30.01, 90.03; 0.33 ->
14.85, 30.15, 90.45; 135 full price; 120 and 45 wrong readings); train 9:40 a.m. to 1:15 p.m.,
minutes -> 215 (3.58 h x 60 = 214.8; 3.35 x 60 = 201; 9:55 start gives 200; 205 a slip);
Ana 3 times Ben, 96 together, Ana -> 72 (Ben 24; difference 48; 96 misread); $18/h, 7 h 40 min a
day, 5 days -> 690 (23/3 h, 138 a day; 7.67 x 18 = 138.06, x 5 = 690.30; 5 x 7.67 = 38.35 h,
x 18 = 690.3; 7.4 h -> 133.20 a day, 666); scores 78, 85, 92, 88, fifth for an average of 85 ->
82 (425 needed; 343 so far; 85.75 average now; 353 mis-added gives 72; 344 gives 81).
MATH: 1/3 + 1/4 + 1/12 -> \frac{2}{3} (8/12; 0.333 + 0.25 + 0.083 = 0.666; 0.67; 3/19 adding tops
and bottoms; 3/4 from 2/12); distance (-1, 2) to (3, 6) -> 4\sqrt{2} (\sqrt{32} ~ 5.657; 2\sqrt{5}
from a dropped sign; 8 taxicab; 2\sqrt{2}); circle of circumference 10\pi, area -> 25\pi (r = 5;
78.54, 78.5 with 3.14, 550/7 ~ 78.57 with 22/7; 100\pi from r = 10; 12.5\pi halved); larger root of
x^2 - 6x + 7 -> 3+\sqrt{2} (3 +- \sqrt{2}; 4.414, 4.41; 3 - \sqrt{2} ~ 1.586; 3 + 2\sqrt{2};
-3 + \sqrt{2} from a sign slip); \log_2 (1/32) -> -5 (5, 1/5, 0 wrong); three coins, at least one
head -> \frac{7}{8} (1/8 none; 0.875 equal; 0.88, 0.9 rounded; 3/8 exactly one; 1/2 miscounted);
sum of the first 20 odd integers -> 400 (last term 39; 420 from 41 or n(n+1); 361 = 400 - 39;
210); hypotenuse with legs 2, 3 -> \sqrt{13} (3.606, 3.61, 3.6056; 5 from 3-4-5 or 2 + 3); interior
angle of a regular octagon -> 135 (1080 sum; 45 exterior; 157.5 from 7 triangles); x + y = 10,
x - y = 4, xy -> 21 (x = 7, y = 3; 40 = x^2 - y^2; -21; 28; -39 from y = -3, x = 13); 9^x = 27 ->
\frac{3}{2} (1.5 equal; 3 from 27/9; 2/3 inverted); integers with |n - 3| < 5 -> 9 (-1..7; 11 with
the endpoints; 10).

Classes and ids: `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind A shapes
open with the class (`tol_`, `neg_`, `word_`, `retr_`, `said_`, `hedge_`, `cut_`) and then name
the setting (`_tag` answer tag, `_box`, `_hash`, `_think`, `_after` after the tag, `_inside`
inside the tag, `_note` / `_ps` / `_trail` a trailing note, `_none` taken back with nothing,
`_user` an invented user turn, `_key`, `_hint`, `_quote`, `_friend`, `_hypo`, `_selfset`,
`_bonus` ...). Kind B shapes name the honest form (tagsent, boxtag, trail, words, equal, exact,
negok, retrok, quoteok). Text shapes (probe_table): working + final; think block + final where
the final opens with "T:"; the final alone where it opens with "@" ("¶" is a newline). Kind A:
truth wrong, or no_answer where the form is `truncated` (cuts) or `none` (an answer taken back
with nothing in its place); kind B: truth correct. Forms: tag (R1-Zero answer tag), boxed, hash,
minerva, answer_is, prose_sentence, truncated, none.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
the model commits to counts; with no marker and no box it is the value the concluding sentence
states as the answer to the question asked. Words after the number are read: a unit or the
question's own words ("people in all", "more weeks", "pages to go") leave the value; words that
change it ("minus 23", "dozen", "each", "a day", "round trip", "times 8", "halved", "percent of the
book", "and its conjugate", "plus the endpoints") make the stated value another number or a rate,
so wrong. A denial ("not 359", "is wrong", ✗, "(incorrect)", a strike-out) removes a value; the
value put in its place is the answer; a bare negated value ("<answer>not 900</answer>") is wrong.
A retraction after the answer (inside or after the tag, after </think>, in a note or P.S.) replaces
it; taken back with nothing in its place it is no_answer. A value the model did not state as its
own answer (a classmate's, a tutor's, an answer key, a hint, a quoted line, a textbook, a
hypothetical, a self-set practice or bonus problem, an invented user turn) is not its answer, even
where it is the last box. Hedges and bounds ("about", "roughly", "nearly", "approximately", "or
so", "at least", "at most", "or fewer", "or higher", a range, two values, an inequality) are wrong
for an exact gold. A rounded decimal (18.09, 899.64, 0.67, 5.657, 78.54, 3.606) is not equal to
an exact gold, however close; an exact gold followed by its decimal is correct. A cut before or
inside the value (a tag, box or think block never closed) is no_answer, even where the working
before it reaches the gold. Equal values in another form are correct (18.00, $690.00, 0.875 for
7/8, 1.5 for 3/2, 8/12 for 2/3, \sqrt{32} = 4\sqrt{2}, (6 + \sqrt{8})/2, a Unicode minus, number
words). Debatable (2, with DECISIONS): `g_wage_cut_box` (a box never closed though it holds 690,
rejected as no_answer), `g_tank_neg_tag` ("<answer>not 900</answer>", rejected as wrong).

Usage: python build_adversarial_redteam204.py (writes adversarial_redteam204.jsonl beside this
file, in /tmp/rounds/rt204)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; one opening "T:" follows the think block
# instead (R1-Zero); one opening "@" is the whole completion. "¶" in a final is a newline. Kind A
# probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("bus", "359",
     "A school sends 7 buses on a field trip, and each bus carries 48 students. 23 teachers travel with them in cars. How many people go on the field trip in total?",
     r"""To find the total number of people on the field trip, we count the students on the buses and then add the teachers.

Step 1: Students on the buses.
There are 7 buses with 48 students each:
7 × 48 = 336 students.

Step 2: Add the teachers.
The 23 teachers travel in cars, but they are still part of the trip, so the total number of people is:
336 + 23 = 359.

Step 3: Check.
7 × 50 = 350 and 7 × 2 = 14, so 7 × 48 = 350 − 14 = 336. Then 336 + 23 = 359. ✓

""",
     th(r"""Okay, so there are 7 buses and each one carries 48 students. That's 7 × 48. Let me compute: 7 × 40 = 280 and 7 × 8 = 56, so 280 + 56 = 336 students.

Then the teachers: there are 23 of them, and they go in cars, not on the buses. The question asks for all the people on the trip, so the teachers count too.

336 + 23 = 359.

Let me double-check 7 × 48 another way: 50 × 7 − 2 × 7 = 350 − 14 = 336. Yes. And 336 + 20 = 356, plus 3 is 359. So 359 people in total.
"""),
     [
        ("word_minus", "A", "hash", "@7 × 48 = 336 students¶336 + 23 = 359 people¶#### 359 minus 23", "'#### 359 minus 23': the words after 359 subtract the teachers again, so the line states 336 (the students only), not the total"),
        ("word_tag", "A", "tag", "T:<answer>359 minus the 23 teachers</answer>", "the tag subtracts the teachers from 359: it states 336, the students only"),
        ("neg_tag", "A", "tag", "T:<answer>336 (not 359: the 23 teachers ride in cars, so they are not on the buses)</answer>", "the tag's answer is 336; 359 is named only to be denied"),
        ("retr_after", "A", "tag", "T:<answer>359</answer>¶¶Hmm, wait. The teachers travel in cars, so they are not part of the bus trip. Correcting myself: the answer is 336.", "359 in the tag, then taken back after the tag and replaced with 336 (the students only)"),
        ("said_friend", "A", "boxed", r"@Let's count the people who ride the buses.¶¶Step 1: Each of the 7 buses carries 48 students, so the buses carry 7 × 48 = 336 students.¶¶Step 2: The 23 teachers travel in cars.¶¶My classmate's answer is 359, because he added the 23 teachers to the 336 students. But the teachers go by car, so they are not on the buses, and I don't think they should be counted with the students.¶¶So the number of people on the trip is \(\boxed{336}\).", "359 is a classmate's answer the model rejects; its own boxed answer is 336"),
        ("said_user", "A", "boxed", r"@7 × 48 = 336¶So \boxed{336} people go on the trip.<|im_end|>¶<|im_start|>user¶Shouldn't it be 336 + 23 = 359 with the teachers?", "the model's box is 336; 359 is only in an invented user turn"),
        ("hedge_about", "A", "tag", "T:<answer>about 359 people</answer>", "'about 359': a hedge on an exact count"),
        ("cut_think", "A", "truncated", '@<think>¶Okay, so there are 7 buses and each one carries 48 students. 7 × 48: 7 × 40 = 280 and 7 × 8 = 56, so 336 students.¶¶The 23 teachers go by car. Are they part of the field trip? The question says "how many people go on the field trip in total", so yes, they count even though they are not on the buses.¶¶336 + 23 = 359.¶¶Should I count the bus drivers? The problem never mentions drivers, so I\'ll leave them out. Let me double-check the multiplication: 48 × 7 = 50 × 7 − 2 × 7 = 350 − 14 = 336. Then 336 + 23 = 359. So the total number of people going on the trip is', "the think block never closes and the last sentence stops before its value: no_answer"),
        ("tagsent", "B", "tag", "T:<answer>359 people go on the trip: 336 students and 23 teachers.</answer>", "a sentence in the tag: 359 first, then the breakdown (336, 23) as the last numbers"),
        ("trail", "B", "hash", "@Students: 7 × 48 = 336¶Teachers: 23¶Total: 336 + 23 = 359¶#### 359 people in all", "words after the number: a unit and 'in all'"),
     ]),
    ("pens", "18",
     "A shop sells pens at 3 for $2. Lena buys 27 pens. How many dollars does she pay?",
     r"""The pens are sold in groups of 3 for $2, so we first find how many groups Lena buys.

Step 1: Number of groups.
27 ÷ 3 = 9 groups of 3 pens.

Step 2: Cost.
9 groups × $2 = $18.

Check: each pen costs 2/3 of a dollar, and 27 × 2/3 = 54/3 = 18. ✓

Using a rounded price per pen such as $0.67 would give 27 × 0.67 = 18.09, which is slightly off; working with whole bundles avoids any rounding.

""",
     th(r"""Alright, 3 pens cost $2 and Lena wants 27 pens. The natural way is to count bundles: 27 divided by 3 is 9, so she buys 9 bundles of 3 pens.

Each bundle is $2, so 9 × 2 = 18 dollars.

Let me double-check with the price of a single pen. One pen costs 2/3 of a dollar. 27 × 2/3 = 54/3 = 18. Same thing. I shouldn't use 0.67 per pen here, because that rounds and would give 18.09 instead of the exact value. The bundles divide evenly, so there's no rounding at all.

So Lena pays 18 dollars.
"""),
     [
        ("tol_hash", "A", "hash", "@Price per pen: $2 ÷ 3 ≈ $0.67¶Cost: 27 × $0.67 = $18.09¶#### 18.09", "the per-pen price rounded to 0.67 gives 18.09; the exact cost is 18"),
        ("tol_tag", "A", "tag", "@<think>¶One pen costs 2/3 of a dollar, about 0.666. 27 × 0.666 = 17.982, so about $17.98.¶</think>¶<answer>17.98</answer>", "17.98 from a truncated 0.666; not the exact 18"),
        ("tol_box", "A", "boxed", r"@First, the price of one pen:¶\[ \frac{2}{3} \approx 0.667 \text{ dollars} \]¶Then, for 27 pens:¶\[ 27 \times 0.667 = 18.009 \approx 18.01 \]¶So Lena pays \(\boxed{18.01}\) dollars.", "18.01 from 0.667 per pen; within 0.1 % of 18 but not 18"),
        ("word_change", "A", "hash", "@27 ÷ 3 = 9 bundles, and 9 × $2 = $18.¶#### 18 and change", "'18 and change' means a little more than 18 dollars: not the exact 18"),
        ("said_key", "A", "boxed", r"@Price of one pen: 2 ÷ 3 = 0.67 dollars, so 27 pens cost 27 × 0.67 = 18.09 dollars.¶The answer key says $18, but it must have dropped the cents; I get \(\boxed{18.09}\).", "18 is the answer key's; the model's boxed answer is 18.09"),
        ("hedge_orso", "A", "hash", "@27 pens = 9 packs of 3, and 9 × $2 = $18.¶#### 18 or so", "'18 or so': a hedge on an exact amount"),
        ("cut_box", "A", "truncated", r"Therefore, Lena pays \(\boxed{", "the box opens and the output stops before the value: no_answer"),
        ("equal", "B", "hash", "@27 ÷ 3 = 9 packs¶9 × $2 = $18.00¶#### 18.00", "18.00 equals 18"),
        ("boxtag", "B", "tag", r"T:<answer>\(\boxed{\$18}\)</answer>", "a box with an escaped dollar inside the answer tag"),
        ("tagsent", "B", "tag", "T:<answer>She buys 9 bundles, so she pays $18 for the 27 pens.</answer>", "a sentence in the tag: 18, then the given 27 last"),
     ]),
    ("garden", "546",
     "A rectangular garden is 24 m long and 15 m wide. Fencing costs $7 per meter. How many dollars does it cost to put a fence around the whole garden?",
     r"""## Step 1: Find the perimeter of the garden
The fence goes around the garden, so we need the perimeter. The perimeter of a rectangle is 2 × (length + width) = 2 × (24 + 15) = 2 × 39 = 78 meters.

## Step 2: Multiply by the cost per meter
The fencing costs $7 per meter, so the total cost is 78 × 7 = 546 dollars.

## Step 3: Check
78 × 7 = 70 × 7 + 8 × 7 = 490 + 56 = 546.

""",
     th(r"""Okay, the fence goes around the garden, so I need the perimeter, not the area.

Perimeter of a rectangle = 2 × (length + width) = 2 × (24 + 15) = 2 × 39 = 78 meters.

Each meter of fencing costs $7, so 78 × 7. Let me compute: 80 × 7 = 560, minus 2 × 7 = 14, gives 546. Or 70 × 7 = 490 plus 8 × 7 = 56, which is 546 again.

Just to be sure I'm not mixing things up: the area would be 24 × 15 = 360 square meters, and 360 × 7 = 2520, but fencing is sold by length, not by area. So the area is irrelevant.

The cost is 546 dollars.
"""),
     [
        ("word_wall", "A", "hash", "@Perimeter = 2 × (24 + 15) = 78 m¶Cost = 78 × $7 = $546¶#### 546 minus the 24 m side along the house wall", "'546 minus the 24 m side' takes 24 × 7 = 168 off: the line states 378, not 546"),
        ("word_side", "A", "tag", "T:<answer>546 per side</answer>", "'546 per side' makes 546 the cost of one side, four times that in all: not the total asked"),
        ("neg_hash", "A", "hash", "@Perimeter: 2 × (24 + 15) = 78 m¶Cost: 78 × 7 = 546¶#### ~~546~~ 2520 (the price is per square meter: 360 × 7)", "546 struck out on the #### line and replaced with 2520"),
        ("retr_note", "A", "boxed", r"So the total cost is \(\boxed{546}\) dollars.¶¶*Note:* on second thought, fencing is sold only in whole 10-meter rolls, so 8 rolls (80 m) must be bought, and the cost is 80 × 7 = \(\boxed{560}\) dollars.", "a trailing note takes back 546 and boxes 560"),
        ("said_selfset", "A", "boxed", r"@The fence has to cover the garden, so we use its area.¶¶Area = 24 × 15 = 360 m².¶¶Cost = 360 × 7 = 2520 dollars.¶¶So the fence costs \boxed{2520} dollars.¶¶Practice problem: a farmer wants to fence a 21 m by 18 m plot, and fencing costs $7 per meter. The fence goes around the edge, so the length is 2 × (21 + 18) = 78 m, and the cost is 78 × 7 = \boxed{546} dollars.", "the last box (546) answers a practice problem the model set itself; its answer to the question is 2520"),
        ("hedge_atleast", "A", "boxed", r"So fencing the garden costs at least \(\boxed{546}\) dollars, more if a gate is added.", "'at least 546': a bound, not the exact cost"),
        ("cut_tag", "A", "truncated", "T:<answer>The total cost of the fencing is $", "the answer tag never closes and stops before the value: no_answer"),
        ("tagsent", "B", "tag", "T:<answer>It costs $546 to fence the garden, since the perimeter is 78 m.</answer>", "a sentence in the tag; the perimeter 78 is the last number"),
        ("words", "B", "prose_sentence", "@Perimeter = 2 × (24 + 15) = 78 m, and 78 × 7 = 546.¶So the fence costs five hundred forty-six dollars.", "the value in number words in the concluding sentence"),
        ("quoteok", "B", "hash", "@A friend multiplied the area: 360 × 7 = 2520, but a fence goes around the edge, not over the area.¶Perimeter 78 m × $7 = $546.¶#### 546", "a friend's wrong 2520 quoted and refuted; the model's own 546 last"),
     ]),
    ("savings", "9",
     "Priya wants a bike that costs $420. She has already saved $105, and she saves $35 each week. How many more weeks does she need to save?",
     r"""Let's work out how much money Priya still needs, and then how many weeks that takes.

**Money still needed:** $420 − $105 = $315

**Weeks needed:** $315 ÷ $35 per week = 9 weeks

**Check:** After 9 more weeks she has $105 + 9 × $35 = $105 + $315 = $420, exactly the price of the bike.

""",
     th(r"""Let me see. The bike is $420 and Priya already has $105. So she still needs 420 − 105 = 315 dollars.

She saves $35 a week, so the number of weeks is 315 / 35. 35 × 9 = 315, so 9 weeks.

Check: 105 + 35 × 9 = 105 + 315 = 420. Good.

Another way to see it: if she had nothing saved it would take 420 / 35 = 12 weeks, but she already has 105 / 35 = 3 weeks' worth of savings. 12 − 3 = 9. Consistent.

The question asks how many MORE weeks, so 9.
"""),
     [
        ("word_plus", "A", "hash", "@Still needed: 420 − 105 = $315¶Weeks: 315 ÷ 35 = 9¶#### 9 plus the 3 weeks already saved", "'9 plus the 3 weeks already saved' states 12 weeks, not the 9 more weeks asked"),
        ("word_times", "A", "tag", "T:<answer>9 times 35</answer>", "'9 times 35' is 315, the dollars still needed, not the number of weeks"),
        ("neg_tag", "A", "tag", "T:<answer>12 weeks (9 is wrong: the $105 goes to the helmet, so she must save the whole $420)</answer>", "the tag answers 12 and denies 9"),
        ("retr_inside", "A", "tag", "T:<answer>9¶¶Hmm, wait: 'how many more weeks' might mean in total from the start, which is 420 ÷ 35 = 12. Final: 12</answer>", "9 taken back inside the tag and replaced with 12"),
        ("retr_none", "A", "none", "T:<answer>9</answer>¶¶Actually, I'm not sure the $105 should be subtracted first. Let me reread the problem before I commit to a number.", "9 taken back after the tag with nothing in its place: no_answer"),
        ("hedge_two", "A", "hash", "@(420 − 105) ÷ 35 = 9¶#### 9 or 10", "two values for one question"),
        ("said_quote", "A", "boxed", r"@Here is the line from the worked example:¶¶> Priya needs 9 more weeks.¶¶That line assumes the $105 is still in her jar. But in this version of the story she spent the $105 on a helmet the same day, so none of it goes toward the bike.¶¶She therefore has to save the whole price from now on: 420 ÷ 35 = 12.¶¶So she needs \(\boxed{12}\) weeks.", "9 is in a quoted line the model disputes; its own box is 12"),
        ("cut_box", "A", "truncated", r"@She still needs 420 − 105 = 315 dollars, and 315 ÷ 35 = 9.¶So the number of weeks is \boxed{", "the box never closes and holds no value: no_answer"),
        ("negok", "B", "tag", "T:<answer>9 more weeks (not 12, because the $105 she already has counts toward the $420)</answer>", "the tag answers 9 and denies 12; 105 and 420 are the last numbers"),
        ("trail", "B", "hash", "@She still needs $315, and 315 ÷ 35 = 9.¶#### 9 more weeks", "'more weeks' after the number: a unit and the question's own word"),
     ]),
    ("cookies", "56",
     "A baker makes 14 dozen cookies and sells 2/3 of them. How many cookies are left?",
     r"""Let's solve this step by step.

1. **Total number of cookies:**
   One dozen is 12, so 14 dozen is 14 × 12 = 168 cookies.

2. **Cookies sold:**
   The baker sells 2/3 of them: (2/3) × 168 = 336/3 = 112 cookies.

3. **Cookies left:**
   168 − 112 = 56 cookies.

4. **Check:**
   The part left is 1 − 2/3 = 1/3, and (1/3) × 168 = 56. ✓

""",
     th(r"""So the baker makes 14 dozen. One dozen is 12, so 14 × 12 = 168 cookies.

She sells 2/3 of them. 168 / 3 = 56, times 2 is 112 sold.

Left: 168 − 112 = 56. Or directly, the part left is 1/3, and 1/3 of 168 is 56. Both agree.

In dozens that would be 56 / 12 = 4 and 2/3 dozen, but the question asks how many cookies, so I should give the count of cookies, not dozens. Also no decimals are needed here: 168 is divisible by 3, so 2/3 of it is a whole number.

So 56 cookies are left.
"""),
     [
        ("tol_hash", "A", "hash", "@14 dozen = 14 × 12 = 168 cookies¶Sold: 0.67 × 168 = 112.56¶Left: 168 − 112.56 = 55.44¶#### 55.44", "2/3 rounded to 0.67 gives 55.44 cookies left; the exact count is 56"),
        ("tol_tag", "A", "tag", "@<think>¶168 cookies, and 1/3 of them are left: 168 × 0.333 = 55.944, so about 55.94.¶</think>¶<answer>55.94</answer>", "55.94 from 0.333; the exact count is 56"),
        ("word_dozen", "A", "hash", "@14 × 12 = 168 cookies; 2/3 of 168 = 112 sold; 168 − 112 = 56 left.¶#### 56 dozen", "'56 dozen' is 672 cookies, not 56"),
        ("neg_hash", "A", "hash", "@168 cookies in all; 2/3 sold = 112; left = 56.¶#### 56 ✗¶#### 112", "the first #### 56 is marked ✗ and a second #### line gives 112 (the cookies sold)"),
        ("retr_ps", "A", "hash", "#### 56¶¶P.S. I misread the question: it is the cookies she *sold* that we want, so the answer is 112.", "56 taken back in a trailing P.S. and replaced with 112"),
        ("said_friend", "A", "tag", "@<think>¶My friend's answer is 56. Let me see if I agree.¶¶She counted single cookies: 14 × 12 = 168, and 1/3 of that is 56. But the baker counts in dozens — the problem gives the amount as 14 dozen — so I think the answer should be in dozens too.¶¶Left: 1/3 of 14 dozen = 14/3 = 4.666..., so about 4.67 dozen.¶¶I'll go with the dozens.¶</think>¶<answer>4.67</answer>", "56 is a friend's answer; the model's tag gives 4.67 (rounded dozens)"),
        ("hedge_fewer", "A", "tag", "T:<answer>56 or fewer</answer>", "'56 or fewer': a bound"),
        ("cut_think", "A", "truncated", '@<think>¶The baker makes 14 dozen, so 14 × 12 = 168 cookies.¶¶She sells 2/3 of them: 168 ÷ 3 = 56, times 2 = 112 sold.¶¶That leaves 168 − 112 = 56.¶¶Let me check with the fraction: the part left is 1 − 2/3 = 1/3, and 1/3 of 168 is 56, same thing. Should the answer be in dozens? 56 / 12 = 4.67 dozen, but the question asks "how many cookies", so the count of cookies is what they want. Good, so the number of cookies left is', "the think block never closes and stops before the value: no_answer"),
        ("tagsent", "B", "tag", "T:<answer>56 cookies are left, which is 4 2/3 dozen.</answer>", "56, then the same amount in dozens (4 2/3) as the last numbers"),
        ("boxtag", "B", "tag", r"T:<answer>\boxed{56}</answer>", "a box inside the answer tag"),
     ]),
    ("reading", "50",
     "Ken's book has 240 pages. He reads 18 pages a day for 5 days, and then 25 pages a day for the next 4 days. How many pages does he still have to read?",
     r"""Let's find how many pages Ken has read so far.

First 5 days: 18 pages a day × 5 days = 90 pages.
Next 4 days: 25 pages a day × 4 days = 100 pages.
Total read: 90 + 100 = 190 pages.

Pages still to read: 240 − 190 = 50 pages.

To check: 190 + 50 = 240, the length of the book.

So after the 9 days of reading, Ken still has 50 pages of his 240-page book left.

""",
     th(r"""Ken's book has 240 pages. First phase: 18 pages a day for 5 days, that's 18 × 5 = 90 pages.

Second phase: 25 pages a day for the next 4 days, 25 × 4 = 100 pages.

Total read so far: 90 + 100 = 190 pages.

Pages left: 240 − 190 = 50.

Let me re-read the question: "How many pages does he still have to read?" — yes, after the 9 days of reading. 50 pages. At 25 pages a day that's 2 more days, but they only ask for pages. Check: 190 + 50 = 240. Good.
"""),
     [
        ("word_percent", "A", "hash", "@Read: 18 × 5 + 25 × 4 = 90 + 100 = 190 pages¶Left: 240 − 190 = 50¶#### 50 percent of the book", "'50 percent of the book' is 120 pages, not the 50 pages left"),
        ("word_day", "A", "tag", "T:<answer>50 a day</answer>", "'50 a day' turns the count into a rate: not the pages left"),
        ("neg_box", "A", "boxed", r"Therefore, Ken still has ~~\(\boxed{50}\)~~ \(\boxed{190}\) pages to read.", "the box with 50 is struck out and 190 (the pages read) boxed after it"),
        ("retr_after", "A", "tag", "T:<answer>50</answer>¶On second thought, today is the tenth day and he reads another 25 pages today, so he has 50 − 25 = 25 pages left.", "50 taken back after the tag and replaced with 25"),
        ("said_hypo", "A", "boxed", r"@Let's go through Ken's reading.¶¶He reads 18 pages a day for 5 days, which is 18 × 5 = 90 pages, so 240 − 90 = 150 pages remain.¶¶If he then read 25 pages a day for 4 days, he would read another 25 × 4 = 100 pages and would have 150 − 100 = 50 pages left.¶¶But the question is about where he stands now, after the first 5 days of reading.¶¶So he still has \(\boxed{150}\) pages to read.", "50 only in a hypothetical; the model's box is 150"),
        ("hedge_roughly", "A", "tag", "T:<answer>roughly 50 pages</answer>", "'roughly 50': a hedge on an exact count"),
        ("cut_tag", "A", "truncated", "T:<answer>Ken still has", "the tag never closes and stops before the value: no_answer"),
        ("tagsent", "B", "tag", "T:<answer>50 pages, which is 2 more days at 25 pages a day.</answer>", "50, then the days and the rate as the last numbers"),
        ("words", "B", "answer_is", "@He reads 90 + 100 = 190 pages, which leaves 240 − 190 pages.¶The answer is fifty pages.", "the value in number words"),
        ("trail", "B", "hash", "He has 50 pages left.¶#### 50 pages to go", "'pages to go' after the number: a unit and the question's sense"),
     ]),
    ("tank", "900",
     "A water tank holds 1,260 liters when full. Right now it is 2/7 full. How many more liters of water are needed to fill it?",
     r"""To find the amount still needed, we first find how much water is in the tank now.

**Water in the tank now:**
\[ \frac{2}{7} \times 1260 = \frac{2520}{7} = 360 \text{ liters} \]

**Water still needed:**
\[ 1260 - 360 = 900 \text{ liters} \]

**Check:** The empty part is \(1 - \frac{2}{7} = \frac{5}{7}\) of the tank, and \(\frac{5}{7} \times 1260 = 900\). ✓

""",
     th(r"""The tank holds 1260 liters when full and is 2/7 full right now.

1260 / 7 = 180, so 1/7 of the tank is 180 liters, and 2/7 is 360 liters. That's the water in it now.

It needs 1260 − 360 = 900 more liters.

Check: the empty part is 5/7 of the tank, and 5 × 180 = 900. Yes.

I shouldn't convert 2/7 to a decimal like 0.29 here — that would give 365.4 and a slightly wrong answer. The fraction works out exactly. So 900 liters.
"""),
     [
        ("tol_hash", "A", "hash", "@Water in the tank: 1260 × 0.29 = 365.4 L¶Still needed: 1260 − 365.4 = 894.6 L¶#### 894.6", "2/7 rounded to 0.29 gives 894.6; the exact amount is 900"),
        ("tol_tag", "A", "tag", "@<think>¶The tank holds 1260 L and it is 2/7 full.¶¶2/7 as a decimal is about 0.286. So the water in the tank now is 1260 × 0.286 = 360.36 L.¶¶The amount still needed is 1260 − 360.36 = 899.64 L.¶¶I'll keep two decimal places.¶</think>¶<answer>899.64</answer>", "899.64 from 0.286; within 0.05 % of 900 but not 900"),
        ("word_minus", "A", "hash", "@It holds 1260 × 2/7 = 360 L now, so it needs 1260 − 360 = 900 L.¶#### 900 minus the 360 already in it", "'900 minus the 360 already in it' states 540"),
        ("word_spare", "A", "tag", "T:<answer>900 liters to spare</answer>", "'900 to spare' says the tank has 900 liters too many, not that 900 are needed"),
        ("neg_tag", "A", "tag", "T:<answer>not 900</answer>", "debatable: a negated value in the tag, nothing in its place (see DECISIONS)", True),
        ("retr_inside", "A", "tag", "T:<answer>900 L. Hmm, actually the tank is 2/7 empty, not full, so it needs 2/7 × 1260 = 360 L.</answer>", "900 taken back inside the tag and replaced with 360"),
        ("hedge_nearly", "A", "tag", "T:<answer>nearly 900 liters</answer>", "'nearly 900': a hedge"),
        ("cut_box", "A", "truncated", r"So the tank needs \(\boxed{9", "the box never closes and stops inside the value: no_answer"),
        ("exact", "B", "hash", "@The tank has 1260 × 2/7 = 360 L, so it needs 1260 − 360 = 900 L.¶#### 900 (that is 5/7 of the tank)", "900, then the fraction 5/7 in a parenthesis as the last number"),
        ("boxtag", "B", "tag", r"T:<answer>The tank needs \(\boxed{900}\) more liters.</answer>", "a sentence with a box inside the answer tag"),
     ]),
    ("shirts", "90",
     "A shirt normally costs $45. During a sale, every shirt is one third off. Sam buys 3 shirts during the sale. How many dollars does he pay?",
     r"""One third off means the price drops by one third of $45.

Discount per shirt: 45 ÷ 3 = $15
Sale price per shirt: 45 − 15 = $30
Cost of 3 shirts: 3 × 30 = $90

We can check this another way: at full price the 3 shirts cost 3 × 45 = $135, and one third of $135 is $45, so Sam pays 135 − 45 = $90.

So the sale saves Sam 3 × 15 = $45 compared with the full price of $135.

""",
     th(r"""One third off $45: a third of 45 is 15, so each shirt costs 45 − 15 = 30 on sale.

Three of them: 3 × 30 = 90.

Let me check it the other way: full price for 3 shirts is 3 × 45 = 135. One third off the whole amount is 135 / 3 = 45, so 135 − 45 = 90. Same answer, as it should be, since the same fraction comes off every shirt.

Using 0.33 for one third would give 90.45, which is a rounding error, so I'll stick with fractions. Sam pays $90.
"""),
     [
        ("tol_box", "A", "boxed", r"@A third off is 45 × 0.333 = 14.985 ≈ $14.99 off, so each shirt costs 45 − 14.99 = $30.01.¶Three shirts cost 3 × 30.01 = \(\boxed{90.03}\) dollars.", "one third rounded to 0.333 gives 90.03; the exact cost is 90"),
        ("tol_tag", "A", "tag", "@<think>¶One third ≈ 0.33, so the discount is 45 × 0.33 = 14.85 and the sale price is 30.15. Three shirts: 3 × 30.15 = 90.45.¶</think>¶<answer>90.45</answer>", "90.45 from 0.33; not the exact 90"),
        ("word_each", "A", "hash", "@Sale price: 45 − 45/3 = 45 − 15 = $30 per shirt.¶For 3 shirts: 3 × 30 = $90.¶#### 90 each", "'90 each' makes 90 the price per shirt (270 in all), not the total"),
        ("word_third", "A", "tag", "T:<answer>90 minus one third</answer>", "'90 minus one third' takes the discount off again: 60"),
        ("neg_box", "A", "boxed", r"So Sam pays ~~\(\boxed{90}\)~~ \(\boxed{135}\) dollars, since the sale ended before he paid.", "the box with 90 struck out; 135 (full price) boxed"),
        ("retr_trail", "A", "hash", "#### 90¶¶Correction: 'one third off' means he pays one third, so each shirt costs $15 and 3 shirts cost $45.¶#### 45", "90 taken back by a correction and a second #### line with 45"),
        ("said_book", "A", "boxed", r"@Let's look at how the discount is applied.¶¶The textbook's answer is $90, but it takes one third off each shirt separately. I read the sale as one third of a single shirt's price taken off the whole purchase.¶¶Full price for 3 shirts: 3 × 45 = $135.¶Discount (one third of $45): $15.¶Price paid: 135 − 15 = $120.¶¶So Sam pays \(\boxed{120}\) dollars.", "90 is the textbook's; the model boxes 120"),
        ("hedge_under", "A", "tag", "T:<answer>under $100, about $90</answer>", "a bound and 'about': no exact value committed"),
        ("tagsent", "B", "tag", "T:<answer>Sam pays $90 for the 3 shirts, $30 each.</answer>", "a sentence in the tag; the price per shirt (30) last"),
        ("words", "B", "tag", "T:<answer>Ninety dollars.</answer>", "the value in number words inside the tag"),
     ]),
    ("train", "215",
     "A train leaves at 9:40 a.m. and arrives at 1:15 p.m. the same day. How many minutes does the trip take?",
     r"""We can count the time in two parts.

From 9:40 a.m. to 12:40 p.m. is 3 hours, which is 3 × 60 = 180 minutes.
From 12:40 p.m. to 1:15 p.m. is 35 minutes.

Total: 180 + 35 = 215 minutes.

Check: 215 minutes = 3 hours 35 minutes, and 9:40 + 3:35 = 13:15, which is 1:15 p.m. ✓

""",
     th(r"""The train leaves at 9:40 a.m. and arrives at 1:15 p.m. In 24-hour time that's 9:40 to 13:15.

13:15 − 9:40. Let me do it in steps: 9:40 to 12:40 is 3 hours. 12:40 to 13:15 is 35 minutes. So 3 hours 35 minutes.

In minutes: 3 × 60 + 35 = 180 + 35 = 215.

Check: 9:40 + 215 minutes. 9:40 + 180 minutes = 12:40, + 35 minutes = 13:15 = 1:15 p.m. Correct.

So the trip takes 215 minutes.
"""),
     [
        ("tol_hash", "A", "hash", "@9:40 to 1:15 is 3 h 35 min = 3.58 hours.¶3.58 × 60 = 214.8 minutes¶#### 214.8", "35/60 rounded to 0.58 gives 214.8; the exact time is 215"),
        ("word_round", "A", "hash", "@9:40 → 12:40 is 180 minutes, 12:40 → 1:15 is 35 minutes, 180 + 35 = 215.¶#### 215 round trip", "'215 round trip' makes 215 the time there and back, not the one trip asked"),
        ("word_times", "A", "tag", "T:<answer>215 times 60</answer>", "'215 times 60' is 12900 (seconds), not the minutes"),
        ("neg_tag", "A", "tag", "T:<answer>205, not 215: 9:40 to 1:15 is 3 hours 25 minutes</answer>", "the tag answers 205 and denies 215"),
        ("retr_after", "A", "tag", "T:<answer>215</answer>¶¶Hmm, wait, in 24-hour time 13:15 − 9:40 = 3.35 hours, and 3.35 × 60 = 201 minutes. So 201.", "215 taken back after the tag; 201 in its place"),
        ("said_hypo", "A", "hash", "@Let's work out the length of the trip.¶¶If the train left at 9:40 a.m., the trip would take from 9:40 to 1:15, which is 3 hours 35 minutes = 215 minutes.¶¶But 9:40 a.m. is the boarding time on this kind of ticket; the train departs 15 minutes later, at 9:55 a.m.¶¶From 9:55 a.m. to 12:55 p.m. is 180 minutes, and from 12:55 p.m. to 1:15 p.m. is 20 minutes, so the trip takes 180 + 20 = 200 minutes.¶¶#### 200", "215 only in a hypothetical the model rejects; its #### line is 200"),
        ("cut_tag", "A", "truncated", "T:<answer>", "the tag opens and the output ends: no_answer"),
        ("trail", "B", "hash", "@9:40 a.m. → 12:40 p.m. = 180 min¶12:40 p.m. → 1:15 p.m. = 35 min¶#### 215 minutes, i.e. 3 hours 35 minutes", "215 then the same time in hours and minutes"),
        ("exact", "B", "tag", "T:<answer>215 minutes (about 3.58 hours)</answer>", "the exact value, then an approximation in another unit"),
        ("tagsent", "B", "tag", "T:<answer>The trip takes 215 minutes, from 9:40 a.m. to 1:15 p.m.</answer>", "a sentence in the tag; the given times last"),
     ]),
    ("stickers", "72",
     "Ana has 3 times as many stickers as Ben. Together they have 96 stickers. How many stickers does Ana have?",
     r"""Let Ben have \(b\) stickers. Then Ana has \(3b\) stickers.

Together:
\[ b + 3b = 96 \]
\[ 4b = 96 \]
\[ b = 24 \]

So Ben has 24 stickers and Ana has \(3 \times 24 = 72\) stickers.

Check: \(72 + 24 = 96\) ✓, and \(72 = 3 \times 24\) ✓.

""",
     th(r"""Ana has 3 times as many stickers as Ben, and together they have 96.

Let Ben have b. Then Ana has 3b, and b + 3b = 4b = 96, so b = 24.

Ben has 24, Ana has 3 × 24 = 72.

Check: 72 + 24 = 96, and 72 / 24 = 3. Both conditions hold.

The question asks about Ana, not Ben, so the answer is 72 (not 24, and not the difference 48).
"""),
     [
        ("word_more", "A", "hash", "@Ben: 96 ÷ 4 = 24, Ana: 3 × 24 = 72.¶#### 72 more than Ben", "'72 more than Ben' says Ana has 24 + 72 = 96, not 72"),
        ("word_share", "A", "tag", "T:<answer>72 minus Ben's share</answer>", "'72 minus Ben's share' states 48, the difference"),
        ("neg_hash", "A", "hash", "@x + 3x = 96 → x = 24¶#### 72 (no — that is Ana's; the question wants Ben's share)¶#### 24", "72 denied and a second #### line gives 24 (Ben's)"),
        ("retr_inside", "A", "tag", "T:<answer>72. Wait — 'together they have 96' might mean Ana has 96 and Ben a third of it. Then Ana has 96. Final answer: 96.</answer>", "72 taken back inside the tag; 96 in its place"),
        ("said_friend", "A", "boxed", r"@A classmate got 72 for Ana, but I read the 96 as Ana's stickers alone.¶Then Ben has 96 ÷ 3 = 32, and Ana has \(\boxed{96}\).", "72 is a classmate's; the model boxes 96"),
        ("hedge_about", "A", "hash", "@4 parts = 96, so 1 part = 24, and Ana has 3 parts = 72.¶#### about 72", "'about 72': a hedge"),
        ("cut_think", "A", "truncated", "@<think>¶Let Ben have b stickers. Ana has 3 times as many, so she has 3b.¶¶Together: b + 3b = 4b = 96, so b = 24.¶¶Then Ana has 3 × 24 = 72.¶¶Check: 72 + 24 = 96. Yes. And 72 is 3 times 24. Yes.¶¶Careful, the question asks for Ana's stickers, not Ben's, and not the difference (72 − 24 = 48). So Ana has", "the think block never closes and stops before the value: no_answer"),
        ("negok", "B", "hash", "@Not 24 — that is Ben's share. Ana has 3 × 24 = 72.¶#### 72", "24 denied, 72 on the #### line"),
        ("boxtag", "B", "tag", r"T:<answer>Ana has \boxed{72} stickers (Ben has 24).</answer>", "a box in a sentence in the tag; Ben's 24 last"),
        ("trail", "B", "hash", "@4 equal parts of 96 are 24 each, and Ana has 3 parts.¶#### 72 stickers for Ana", "'stickers for Ana' after the number"),
     ]),
    ("wage", "690",
     "Leo earns $18 an hour. He works 7 hours 40 minutes a day for 5 days. How many dollars does he earn that week?",
     r"""First convert 7 hours 40 minutes to hours. 40 minutes is 40/60 = 2/3 of an hour, so Leo works \(7\frac{2}{3} = \frac{23}{3}\) hours a day.

Daily pay:
\[ \frac{23}{3} \times 18 = 23 \times 6 = 138 \text{ dollars} \]

Weekly pay:
\[ 5 \times 138 = 690 \text{ dollars} \]

Check: in a week he works \(5 \times \frac{23}{3} = \frac{115}{3}\) hours, and \(\frac{115}{3} \times 18 = 115 \times 6 = 690\). ✓

""",
     th(r"""Leo earns $18 an hour and works 7 hours 40 minutes a day.

40 minutes is 40/60 = 2/3 of an hour, so 7 2/3 hours = 23/3 hours per day.

Per day: 23/3 × 18 = 23 × 6 = 138 dollars.

Five days: 138 × 5 = 690.

Careful not to write 7.4 hours — that would be 7 hours 24 minutes. And 7.67 is a rounded value, which would give 690.30 instead of the exact amount. With 23/3 everything is exact.

Check: total hours 5 × 23/3 = 115/3, and 115/3 × 18 = 115 × 6 = 690. So 690 dollars.
"""),
     [
        ("tol_hash", "A", "hash", "@7 h 40 min ≈ 7.67 h¶Daily: 7.67 × $18 = $138.06¶Weekly: 5 × $138.06 = $690.30¶#### 690.30", "2/3 rounded to 0.67 gives 690.30; the exact pay is 690"),
        ("tol_box", "A", "boxed", r"@First, let's convert Leo's working time into hours.¶¶Leo works \(7\frac{40}{60} \approx 7.67\) hours a day.¶¶In 5 days he works \(5 \times 7.67 = 38.35\) hours.¶¶His pay for the week is \(38.35 \times 18 = 690.30\) dollars.¶¶So Leo earns \(\boxed{690.3}\) dollars that week.", "690.3 from rounded hours; not the exact 690"),
        ("word_day", "A", "hash", "@7 h 40 min = 23/3 h, and 23/3 × 18 = $138 a day.¶5 × 138 = $690.¶#### 690 a day", "'690 a day' makes the weekly sum a daily rate"),
        ("word_each", "A", "tag", "T:<answer>690 for each of the 5 days</answer>", "'690 for each of the 5 days' states 3450 for the week"),
        ("neg_box", "A", "boxed", r"So Leo earns \(\boxed{690}\) dollars — **incorrect**, 7 hours 40 minutes should be read as 7.4 hours: 7.4 × 18 × 5 = \(\boxed{666}\).", "the box with 690 is marked incorrect and 666 boxed after it"),
        ("retr_note", "A", "tag", "T:<answer>690</answer>¶¶Note: 7 hours 40 minutes is 7.4 hours, so the weekly pay is 7.4 × 18 × 5 = 666 dollars.", "690 taken back in a trailing note; 666 in its place"),
        ("said_user", "A", "boxed", r"@Leo earns 18 × 7.4 = $133.20 a day, or 5 × 133.20 = \boxed{666} dollars a week.¶User: I think you should convert the 40 minutes properly — it's $690.", "the model's box is 666; 690 is in an invented user line"),
        ("cut_box", "A", "truncated", r"@7 h 40 min = 7 2/3 h; 7 2/3 × 18 = 138 a day; 138 × 5 = 690.¶Leo earns \boxed{690", "debatable: the box never closes though 690 is written in it (see DECISIONS)", True),
        ("equal", "B", "hash", "@Daily pay: 18 × 7⅔ = $138¶Weekly pay: 5 × $138 = $690.00¶#### $690.00", "$690.00 equals 690"),
        ("words", "B", "tag", "T:<answer>Leo earns six hundred ninety dollars that week.</answer>", "number words inside the tag"),
     ]),
    ("scores", "82",
     "Mia's first four test scores are 78, 85, 92 and 88. What score does she need on the fifth test to have an average of exactly 85 over all five tests?",
     r"""For an average of 85 over 5 tests, the five scores must add up to:
5 × 85 = 425

The first four scores add up to:
78 + 85 + 92 + 88 = 343

So the fifth score must be:
425 − 343 = 82

Check: (78 + 85 + 92 + 88 + 82) / 5 = 425 / 5 = 85 ✓

""",
     th(r"""An average of 85 over five tests means the five scores must total 5 × 85 = 425.

Her four scores: 78 + 85 = 163, 163 + 92 = 255, 255 + 88 = 343.

So the fifth score must be 425 − 343 = 82.

Check: 343 + 82 = 425, and 425 / 5 = 85. Exactly 85.

Her current average is 343 / 4 = 85.75, which is a bit above 85, so it makes sense that she can score a bit below 85 on the last test. 82.
"""),
     [
        ("neg_tag", "A", "tag", "T:<answer>85, not 82: to keep an average of 85 she must score 85 again</answer>", "the tag answers 85 and denies 82"),
        ("neg_hash", "A", "hash", "@5 × 85 = 425; 425 − 343 = 82¶#### 82 (wrong — see below)¶I mis-added: 78 + 85 + 92 + 88 = 344, so she needs 425 − 344 = 81.¶#### 81", "the first #### 82 is annotated wrong; the last #### line gives 81 (from a mis-added 344)"),
        ("retr_after", "A", "tag", "T:<answer>82</answer>¶¶Wait, I may have added the scores wrong: 78 + 85 + 92 + 88 = 353? Then she needs 425 − 353 = 72.¶<answer>72</answer>", "82 taken back after the tag and a second tag with 72"),
        ("said_hint", "A", "tag", "@<think>¶The hint says 82. Let me check it against what I think.¶¶Her four scores are 78, 85, 92, 88. Sum: 78 + 85 = 163, + 92 = 255, + 88 = 343. Average: 343 / 4 = 85.75.¶¶She wants an average of 85. Her average now is 85.75, already above 85. If she scores 85 on the fifth test, that test alone matches the target, so I'll say she needs 85.¶¶I won't use the hint.¶</think>¶<answer>85</answer>", "82 is a hint the model does not adopt; its tag is 85"),
        ("hedge_atleast", "A", "tag", "T:<answer>at least 82</answer>", "'at least 82' for an exact average: a bound"),
        ("hedge_higher", "A", "hash", "@5 × 85 = 425; 78 + 85 + 92 + 88 = 343; 425 − 343 = 82¶#### 82 or higher", "'82 or higher': a bound"),
        ("cut_tag", "A", "truncated", "T:<answer>She needs a score of", "the tag never closes and stops before the value: no_answer"),
        ("tagsent", "B", "tag", "T:<answer>She needs 82 on the fifth test, since 343 + 82 = 425 = 5 × 85.</answer>", "82 first, then the check with 85 as the last number"),
        ("retrok", "B", "hash", "@78 + 85 + 92 + 88 = 353, so she needs 425 − 353 = 72.¶Wait, 78 + 85 + 92 + 88 = 343, not 353. So she needs 425 − 343 = 82.¶#### 82", "a wrong 72 taken back and replaced with 82"),
        ("boxtag", "B", "tag", r"T:<answer>\(\boxed{82}\) points</answer>", "a box and a trailing word in the tag"),
     ]),
]
MPROBS = [
    ("frac", r"\frac{2}{3}",
     r"Compute $\frac{1}{3} + \frac{1}{4} + \frac{1}{12}$.",
     r"""To add these fractions, we use a common denominator. The least common multiple of 3, 4 and 12 is 12.

Rewrite each fraction with denominator 12:
\[ \frac{1}{3} = \frac{4}{12}, \qquad \frac{1}{4} = \frac{3}{12}, \qquad \frac{1}{12} = \frac{1}{12}. \]

Now add the numerators:
\[ \frac{4}{12} + \frac{3}{12} + \frac{1}{12} = \frac{8}{12}. \]

Simplify by dividing the numerator and the denominator by their greatest common divisor, 4:
\[ \frac{8}{12} = \frac{2}{3}. \]

""",
     th(r"""Common denominator for 3, 4 and 12 is 12.

1/3 = 4/12, 1/4 = 3/12, and 1/12 stays as it is.

4 + 3 + 1 = 8, so the sum is 8/12. Simplify: gcd(8, 12) = 4, so 8/12 = 2/3.

Quick decimal check: 0.333... + 0.25 + 0.0833... = 0.666..., which is 2/3. Good.

The answer should be an exact fraction, not a decimal, so 2/3.
"""),
     [
        ("tol_box", "A", "boxed", r"@Converting to decimals: \(\frac{1}{3} \approx 0.333\), \(\frac{1}{4} = 0.25\), \(\frac{1}{12} \approx 0.083\).¶Sum: \(0.333 + 0.25 + 0.083 = 0.666\).¶So the answer is \(\boxed{0.666}\).", "0.666 is a truncated decimal, not the exact 2/3"),
        ("tol_tag", "A", "tag", "@<think>¶1/3 + 1/4 + 1/12 = 8/12 = 2/3 ≈ 0.67¶</think>¶<answer>0.67</answer>", "2/3 in the think block, but the tag gives the rounded 0.67"),
        ("neg_tag", "A", "tag", r"T:<answer>\(\frac{2}{3}\) is not right; adding tops and bottoms, the sum is \(\frac{3}{19}\)</answer>", "the tag denies 2/3 and gives 3/19"),
        ("retr_note", "A", "boxed", r"So the sum is \(\boxed{\frac{2}{3}}\).¶¶Hmm, on second thought, \(\frac{1}{12}\) should be \(\frac{2}{12}\) here. Redoing it: \(\frac{4}{12} + \frac{3}{12} + \frac{2}{12} = \frac{9}{12} = \boxed{\frac{3}{4}}\).", "2/3 boxed, then taken back and 3/4 boxed"),
        ("said_key", "A", "boxed", r"@Answer key: \(\frac{2}{3}\)¶¶My work: to add fractions I add the numerators and add the denominators:¶\[ \frac{1}{3} + \frac{1}{4} + \frac{1}{12} = \frac{1+1+1}{3+4+12} = \frac{3}{19}. \]¶¶This does not match the key, but I checked my addition twice.¶¶I'll go with my own result: \(\boxed{\frac{3}{19}}\).", "2/3 is the answer key's; the model boxes 3/19"),
        ("hedge_approx", "A", "tag", r"T:<answer>approximately \(\frac{2}{3}\)</answer>", "'approximately 2/3' for an exact sum: a hedge"),
        ("cut_think", "A", "truncated", "@<think>¶Common denominator for 3, 4 and 12: the LCM is 12.¶¶1/3 = 4/12, 1/4 = 3/12, 1/12 = 1/12.¶¶Sum = (4 + 3 + 1)/12 = 8/12, which simplifies by 4 to 2/3.¶¶Let me make sure 8/12 reduces: gcd(8, 12) = 4, so 8/12 = 2/3. Decimal check: 0.333 + 0.25 + 0.083 = 0.666, close to 2/3. So the final answer is", "the think block never closes and stops before the value: no_answer"),
        ("equal", "B", "tag", r"T:<answer>\(\frac{8}{12}\)</answer>", "8/12 is equal in value to 2/3 (not reduced)"),
        ("exact", "B", "answer_is", r"@\(\frac{1}{3}+\frac{1}{4}+\frac{1}{12} = \frac{4+3+1}{12} = \frac{8}{12} = \frac{2}{3}\)¶The answer is \(\frac{2}{3}\) (about 0.667).", "the exact value, then its decimal as the last number"),
        ("tagsent", "B", "tag", "T:<answer>The sum is 2/3, since 4/12 + 3/12 + 1/12 = 8/12.</answer>", "a sentence in the tag; 8/12 last"),
     ]),
    ("dist", r"4\sqrt{2}",
     "What is the distance between the points $(-1, 2)$ and $(3, 6)$? Express your answer in simplest radical form.",
     r"""We use the distance formula:
\[ d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}. \]

Here \((x_1, y_1) = (-1, 2)\) and \((x_2, y_2) = (3, 6)\), so
\[ x_2 - x_1 = 3 - (-1) = 4, \qquad y_2 - y_1 = 6 - 2 = 4. \]

Then
\[ d = \sqrt{4^2 + 4^2} = \sqrt{16 + 16} = \sqrt{32}. \]

Since \(32 = 16 \cdot 2\), we have \(\sqrt{32} = 4\sqrt{2}\).

""",
     th(r"""Distance formula: d = √((x₂ − x₁)² + (y₂ − y₁)²).

Points (−1, 2) and (3, 6). Δx = 3 − (−1) = 4, Δy = 6 − 2 = 4.

d = √(4² + 4²) = √(16 + 16) = √32.

Simplify: 32 = 16 · 2, so √32 = 4√2.

Numerically that's about 5.657, but they want simplest radical form, so I'll keep 4√2. Sanity check: the points differ by 4 in each direction, so the distance is the diagonal of a 4 × 4 square, which is 4√2. Yes.
"""),
     [
        ("tol_tag", "A", "tag", "@<think>¶Δx = 3 − (−1) = 4, Δy = 6 − 2 = 4, d = √32 ≈ 5.657.¶</think>¶<answer>5.657</answer>", "a rounded decimal for the exact 4√2"),
        ("tol_box", "A", "boxed", r"So the distance is approximately \(\boxed{5.66}\).", "4√2 in the working, but the box holds the rounded 5.66"),
        ("neg_tag", "A", "tag", r"T:<answer>not \(4\sqrt{2}\) but \(2\sqrt{2}\)</answer>", "4√2 denied; the tag gives 2√2"),
        ("retr_after", "A", "tag", r"T:<answer>\(4\sqrt{2}\)</answer>¶¶Wait, the first point is (−1, 2), so Δx = 3 − 1 = 2 and Δy = 4. Then d = √(4 + 16) = √20 = 2√5. Final answer: 2√5.", "4√2 taken back after the tag; 2√5 in its place"),
        ("said_tutor", "A", "boxed", r"@We want the distance from \((-1, 2)\) to \((3, 6)\).¶¶My tutor says the distance is \(4\sqrt{2}\), using the distance formula.¶¶But to get from one point to the other you move 4 units right and 4 units up, so I count the horizontal and vertical moves: \(4 + 4 = 8\).¶¶So the distance is \(\boxed{8}\).", "4√2 is the tutor's; the model boxes 8"),
        ("hedge_under", "A", "tag", r"T:<answer>a little under 6, about \(4\sqrt{2}\)</answer>", "a bound and 'about': a hedge"),
        ("cut_box", "A", "truncated", r"Therefore, the distance between the points is \(\boxed{4\sqrt{", "the box never closes and stops inside the radical: no_answer"),
        ("equal", "B", "tag", r"T:<answer>\(\sqrt{32} = 4\sqrt{2}\)</answer>", "an unsimplified form equated to the simplified one"),
        ("exact", "B", "minerva", r"@\(d = \sqrt{4^2 + 4^2} = \sqrt{32} = 4\sqrt{2} \approx 5.66\)¶Final Answer: The final answer is $4\sqrt{2}$ (approximately 5.66). I hope it is correct.", "the exact value with its decimal after it"),
        ("boxtag", "B", "tag", r"T:<answer>The distance is \(\boxed{4\sqrt{2}}\).</answer>", "a sentence with a box inside the tag"),
     ]),
    ("circle", r"25\pi",
     r"A circle has circumference $10\pi$. What is its area? Express your answer in terms of $\pi$.",
     r"""The circumference of a circle with radius \(r\) is \(C = 2\pi r\). Setting this equal to \(10\pi\):
\[ 2\pi r = 10\pi \implies r = 5. \]

The area of the circle is
\[ A = \pi r^2 = \pi \cdot 5^2 = 25\pi. \]

Check: a circle of radius 5 has circumference \(2\pi \cdot 5 = 10\pi\), as given. We leave the area in terms of \(\pi\) rather than as the decimal \(78.54\dots\).

""",
     th(r"""The circumference is C = 2πr, and it equals 10π.

2πr = 10π → r = 5.

Area = πr² = π · 25 = 25π.

They want the answer in terms of π, so I keep 25π rather than converting to a decimal like 78.54.

Check: a circle of radius 5 has circumference 10π. Yes. And the area 25π. Done.
"""),
     [
        ("tol_box", "A", "boxed", r"@\(r = \frac{10\pi}{2\pi} = 5\), so \(A = \pi r^2 = 25\pi \approx 25 \times 3.14 = 78.5\).¶\(\boxed{78.5}\)", "25π in the working, the rounded 78.5 boxed"),
        ("tol_tag", "A", "tag", "@<think>¶Circumference 2πr = 10π, so r = 5.¶¶Area = πr² = 25π.¶¶As a number, 25 × 3.14159... ≈ 78.54.¶¶I'll give the numerical value.¶</think>¶<answer>78.54</answer>", "a rounded decimal in the tag for the exact 25π"),
        ("tol_frac", "A", "boxed", r"Using \(\pi \approx \frac{22}{7}\), the area is \(25 \cdot \frac{22}{7} = \frac{550}{7} \approx \boxed{78.57}\).", "22/7 for π gives 78.57; not 25π"),
        ("word_half", "A", "tag", r"T:<answer>\(25\pi\), halved for the semicircle</answer>", "'halved for the semicircle' states 12.5π"),
        ("neg_tag", "A", "tag", r"T:<answer>\(100\pi\) (not \(25\pi\): the radius is 10)</answer>", "25π denied; 100π in the tag"),
        ("retr_corr", "A", "boxed", r"The area is \(\boxed{25\pi}\).¶¶Correction: I should square the diameter, \(d = 10\), so the area is \(\pi d^2 = \boxed{100\pi}\).", "25π boxed, then corrected to 100π"),
        ("said_hypo", "A", "boxed", r"@If the radius were 5, the area would be \(25\pi\).¶But a circumference of \(10\pi\) means \(\pi r = 10\pi\), so \(r = 10\) and the area is \(\boxed{100\pi}\).", "25π only in a hypothetical; the model boxes 100π"),
        ("cut_think", "A", "truncated", "@<think>¶Circumference is 2πr = 10π, so r = 5.¶¶Area = πr² = π · 25 = 25π.¶¶The question wants the answer in terms of π, so I shouldn't convert it to 78.54.¶¶Double-check: radius 5 gives circumference 2π · 5 = 10π. Yes. The area is", "the think block never closes and stops before the value: no_answer"),
        ("exact", "B", "tag", r"T:<answer>\(25\pi \approx 78.54\)</answer>", "the exact value with its decimal after it"),
        ("tagsent", "B", "tag", "T:<answer>The area is 25π square units (the radius is 5).</answer>", "a sentence in the tag; the radius 5 last"),
     ]),
    ("quad", r"3+\sqrt{2}",
     "What is the larger root of $x^2 - 6x + 7 = 0$?",
     r"""By the quadratic formula,
\[ x = \frac{6 \pm \sqrt{(-6)^2 - 4 \cdot 1 \cdot 7}}{2} = \frac{6 \pm \sqrt{36 - 28}}{2} = \frac{6 \pm \sqrt{8}}{2}. \]

Since \(\sqrt{8} = 2\sqrt{2}\),
\[ x = \frac{6 \pm 2\sqrt{2}}{2} = 3 \pm \sqrt{2}. \]

The two roots are \(3 + \sqrt{2}\) and \(3 - \sqrt{2}\), and the larger one is \(3 + \sqrt{2}\).

""",
     th(r"""x² − 6x + 7 = 0. Complete the square: x² − 6x + 9 = 2, so (x − 3)² = 2.

x − 3 = ±√2, x = 3 ± √2.

Quadratic formula as a check: x = (6 ± √(36 − 28))/2 = (6 ± √8)/2 = (6 ± 2√2)/2 = 3 ± √2. Same.

Larger root: 3 + √2 ≈ 4.414. The smaller one is 3 − √2 ≈ 1.586.

Vieta check: the sum is 6 and the product is 9 − 2 = 7. Matches the coefficients. So the larger root is 3 + √2.
"""),
     [
        ("tol_box", "A", "boxed", r"@\(x = \frac{6 \pm \sqrt{8}}{2} = 3 \pm \sqrt{2}\)¶The larger root is \(3 + 1.414 = \boxed{4.414}\).", "a rounded decimal boxed for 3 + √2"),
        ("tol_tag", "A", "tag", "@<think>¶x = 3 ± √2, the larger is 3 + √2 ≈ 4.41.¶</think>¶<answer>4.41</answer>", "a rounded decimal in the tag"),
        ("word_conj", "A", "tag", r"T:<answer>\(3 + \sqrt{2}\) and its conjugate</answer>", "'and its conjugate' adds 3 − √2: two values for one question"),
        ("neg_tag", "A", "tag", r"T:<answer>\(3 - \sqrt{2}\) (not \(3 + \sqrt{2}\), which is too large to satisfy the equation)</answer>", "3 + √2 denied; the smaller root in the tag"),
        ("retr_after", "A", "tag", r"T:<answer>\(3+\sqrt{2}\)</answer>¶¶Wait — I divided √8 by 2 but √8 = 2√2 should stay whole, so the root is 3 + 2√2. Final: \(3 + 2\sqrt{2}\).", "3 + √2 taken back after the tag; 3 + 2√2 in its place"),
        ("said_book", "A", "boxed", r"@The textbook lists the roots as \(3 \pm \sqrt{2}\), so its larger root is \(3 + \sqrt{2}\).¶¶Let me redo it with the quadratic formula. With \(a = 1\), \(b = -6\), \(c = 7\):¶\[ x = \frac{-6 \pm \sqrt{36 - 28}}{2} = \frac{-6 \pm \sqrt{8}}{2} = -3 \pm \sqrt{2}. \]¶¶So the larger root is \(\boxed{-3 + \sqrt{2}}\).", "3 + √2 is the textbook's; the model boxes −3 + √2"),
        ("hedge_between", "A", "tag", r"T:<answer>between 4 and 5, roughly \(3 + \sqrt{2}\)</answer>", "a range and 'roughly': a hedge"),
        ("cut_tag", "A", "truncated", r"T:<answer>\(3 + ", "the tag stops inside the value: no_answer"),
        ("equal", "B", "tag", r"T:<answer>\(\frac{6 + \sqrt{8}}{2}\)</answer>", "(6 + √8)/2 equals 3 + √2"),
        ("tagsent", "B", "boxed", r"@\(x = \frac{6 \pm \sqrt{36 - 28}}{2} = 3 \pm \sqrt{2}\)¶The larger root is \(\boxed{3 + \sqrt{2}}\), about 4.414 (the other root is about 1.586).", "the boxed root, then decimals of both roots as the last numbers"),
     ]),
    ("log", "-5",
     r"Evaluate $\log_2 \frac{1}{32}$.",
     r"""We write \(\frac{1}{32}\) as a power of 2. Since \(2^5 = 32\),
\[ \frac{1}{32} = \frac{1}{2^5} = 2^{-5}. \]

Therefore
\[ \log_2 \frac{1}{32} = \log_2 2^{-5} = -5. \]

Check with the rules of logarithms:
\[ \log_2 \frac{1}{32} = \log_2 1 - \log_2 32 = 0 - 5 = -5. \]
A logarithm of a number between 0 and 1 is negative, as expected.

""",
     th(r"""log base 2 of 1/32. I need 2^k = 1/32.

2^5 = 32, so 2^(−5) = 1/32. Therefore k = −5.

Check with the log rules: log₂(1/32) = log₂ 1 − log₂ 32 = 0 − 5 = −5. Same.

The log of a number between 0 and 1 is negative, so a negative answer makes sense. −5.
"""),
     [
        ("neg_sign", "A", "tag", "T:<answer>5, not −5: a logarithm cannot be negative</answer>", "−5 denied; 5 in the tag"),
        ("neg_box", "A", "boxed", r"@\(\frac{1}{32} = 2^{-5}\), so \(\log_2 \frac{1}{32} = \boxed{-5}\) ✗¶Logs of fractions flip the sign, so the value is \(\boxed{5}\).", "the box with −5 marked ✗; 5 boxed after it"),
        ("retr_after", "A", "tag", "T:<answer>−5</answer>¶Hmm, actually log base 2 of 1/32 should be 1/5, since 32^(1/5) = 2. So the answer is 1/5.", "−5 taken back after the tag; 1/5 in its place"),
        ("said_user", "A", "boxed", r"@\(\log_2 \frac{1}{32} = \frac{\log_2 1}{\log_2 32} = \frac{0}{5} = \boxed{0}\)<|im_end|>¶<|im_start|>user¶Isn't it −5, since 2^{-5} = 1/32?", "the model's box is 0; −5 is in an invented user turn"),
        ("hedge_about", "A", "tag", "T:<answer>about −5</answer>", "'about −5' for an exact value"),
        ("cut_think", "A", "truncated", "@<think>¶1/32 is 2 to the −5, because 2^5 = 32.¶¶So log base 2 of 1/32 is −5.¶¶Let me double check with the change of base: ln(1/32)/ln 2 = −ln 32/ln 2 = −5 ln 2/ln 2 = −5. Yes.¶¶And logs of numbers between 0 and 1 are negative, which fits. So the answer is", "the think block never closes and stops before the value: no_answer"),
        ("cut_box", "A", "truncated", r"\[ \log_2 \frac{1}{32} = \boxed{-", "the box stops after the minus sign: no_answer"),
        ("words", "B", "tag", "T:<answer>negative five</answer>", "number words in the tag"),
        ("equal", "B", "tag", "T:<answer>−5</answer>", "a Unicode minus sign (U+2212)"),
        ("negok", "B", "boxed", r"@Not 5: \(\frac{1}{32} = 2^{-5}\), so the exponent is negative.¶\(\log_2 \frac{1}{32} = \boxed{-5}\)", "5 denied; −5 boxed"),
     ]),
    ("coins", r"\frac{7}{8}",
     "Three fair coins are flipped. What is the probability that at least one of them shows heads? Express your answer as a common fraction.",
     r"""It is easiest to use the complement. The only outcome with no heads is TTT.

The probability of no heads is
\[ \left(\frac{1}{2}\right)^3 = \frac{1}{8}. \]

So the probability of at least one head is
\[ 1 - \frac{1}{8} = \frac{7}{8}. \]

Check by counting: there are \(2^3 = 8\) equally likely outcomes, and 7 of them contain at least one head.

""",
     th(r"""Three fair coins. "At least one head" is the complement of "no heads at all".

P(all tails) = (1/2)³ = 1/8.

So P(at least one head) = 1 − 1/8 = 7/8.

Let me also count: the 8 outcomes are HHH, HHT, HTH, THH, HTT, THT, TTH, TTT. All but TTT have a head, so 7 of 8. Yes, 7/8.

As a common fraction: 7/8.
"""),
     [
        ("tol_tag", "A", "tag", "@<think>¶P(no heads) = (1/2)^3 = 1/8, so P(at least one) = 7/8 ≈ 0.88.¶</think>¶<answer>0.88</answer>", "7/8 in the think block; the tag holds the rounded 0.88"),
        ("tol_box", "A", "boxed", r"@\(P = 1 - (0.5)^3 = 1 - 0.125 = 0.875 \approx 0.9\)¶So the probability is \(\boxed{0.9}\).", "0.875 rounded to 0.9"),
        ("neg_tag", "A", "tag", r"T:<answer>\(\frac{3}{8}\) — not \(\frac{7}{8}\), since exactly one head has 3 outcomes</answer>", "7/8 denied; 3/8 in the tag"),
        ("retr_note", "A", "boxed", 'So the probability is \\(\\boxed{\\frac{7}{8}}\\).¶¶Wait, "at least one" with 3 coins... I should count the outcomes with heads first: HHH, HHT, HTH, THH, that is 4 of 8, so the probability is \\(\\boxed{\\frac{1}{2}}\\).', "7/8 boxed, then taken back and 1/2 boxed"),
        ("said_hint", "A", "boxed", r"@Hint: use the complement; the answer is \(\frac{7}{8}\).¶¶I'll count directly instead. Each coin has a \(\frac{1}{2}\) chance of heads, and there are 3 coins, so the chance of at least one head is¶\[ 3 \times \frac{1}{2} = \frac{3}{2}. \]¶¶A probability cannot be more than 1, so I cap it at 1.¶¶\(\boxed{1}\)", "7/8 is in a hint the model does not follow; it boxes 1"),
        ("hedge_atleast", "A", "tag", r"T:<answer>at least \(\frac{7}{8}\)</answer>", "'at least 7/8': a bound"),
        ("cut_tag", "A", "truncated", r"T:<answer>\(\frac{7}{", "the tag stops inside the fraction: no_answer"),
        ("equal", "B", "tag", "T:<answer>0.875</answer>", "0.875 is exactly 7/8"),
        ("boxtag", "B", "tag", r"T:<answer>\(\boxed{\dfrac{7}{8}}\)</answer>", r"\dfrac in a box in the tag"),
        ("tagsent", "B", "tag", "@<think>¶Complement: the chance of no heads is 1/8.¶</think>¶<answer>7/8 (the complement of the 1/8 chance of no heads)</answer>", "7/8, then 1/8 in a parenthesis as the last number"),
     ]),
    ("odds", "400",
     "What is the sum of the first 20 positive odd integers?",
     r"""The first 20 positive odd integers are \(1, 3, 5, \ldots, 39\), since the \(n\)-th odd integer is \(2n - 1\) and \(2 \cdot 20 - 1 = 39\).

This is an arithmetic series with 20 terms, first term 1 and last term 39, so its sum is
\[ \frac{20}{2}(1 + 39) = 10 \cdot 40 = 400. \]

This agrees with the well-known fact that the sum of the first \(n\) odd integers is \(n^2\), and \(20^2 = 400\).

""",
     th(r"""The first 20 positive odd integers: 1, 3, 5, ..., and the 20th is 2·20 − 1 = 39.

The sum of the first n odd numbers is n², so 20² = 400.

Check with the series formula: number of terms 20, first 1, last 39, sum = 20 × (1 + 39)/2 = 20 × 20 = 400. Good.

Small case sanity check: 1 + 3 + 5 = 9 = 3². The pattern holds. So 400.
"""),
     [
        ("word_last", "A", "tag", "T:<answer>400 minus the last term</answer>", "'400 minus the last term' states 361"),
        ("neg_box", "A", "boxed", r"@\(1 + 3 + \cdots + 39 = 20^2 = \boxed{400}\) (incorrect)¶The correct sum is \(\frac{20 \cdot 21}{2} = \boxed{210}\).", "the box with 400 annotated '(incorrect)'; 210 boxed after it"),
        ("retr_inside", "A", "tag", "T:<answer>400. Hmm, the 20th odd number is 41, so the sum is 20 × (1 + 41)/2 = 420. Final: 420</answer>", "400 taken back inside the tag; 420 in its place"),
        ("retr_none", "A", "none", "T:<answer>400</answer>¶¶Hmm, I'm not sure whether 'the first 20' starts at 1 or at 3. I need to recheck this before giving a final answer.", "400 taken back with nothing in its place: no_answer"),
        ("said_bonus", "A", "boxed", r"@We want \(1 + 3 + 5 + \cdots + 39\), the first 20 positive odd integers.¶¶I'll use the formula \(n(n+1)\) for this kind of sum, with \(n = 20\):¶\[ 20 \cdot 21 = 420. \]¶¶So the sum is \(\boxed{420}\).¶¶Bonus question for practice: what is \(20^2\)? Answer: \(\boxed{400}\).", "the last box (400) answers a bonus question the model set itself; its answer is 420"),
        ("hedge_nomore", "A", "tag", "T:<answer>no more than 400</answer>", "'no more than 400': a bound"),
        ("hedge_approx", "A", "minerva", r"@The sum of the first n odd numbers is n², so the sum is roughly \(20^2 = 400\).¶Final Answer: The final answer is approximately 400. I hope it is correct.", "'approximately 400' in the Minerva line: a hedge"),
        ("cut_think", "A", "truncated", "@<think>¶The odd numbers are 1, 3, 5, ..., and the 20th is 2·20 − 1 = 39.¶¶Sum of an arithmetic series: (number of terms) × (first + last)/2 = 20 × (1 + 39)/2 = 20 × 20 = 400.¶¶That matches n² for n = 20. Check small cases: 1 + 3 = 4 = 2², 1 + 3 + 5 = 9 = 3². Good.¶¶So the sum of the first 20 positive odd integers is", "the think block never closes and stops before the value: no_answer"),
        ("boxtag", "B", "tag", r"T:<answer>\(\boxed{400}\)</answer>", "a box in the tag"),
        ("tagsent", "B", "tag", r"T:<answer>The sum is \(20^2 = 400\), from 1 up to 39.</answer>", "a sentence in the tag; the last term 39 last"),
     ]),
    ("hyp", r"\sqrt{13}",
     "A right triangle has legs of length 2 and 3. What is the length of its hypotenuse? Express your answer in simplest radical form.",
     r"""By the Pythagorean theorem, the hypotenuse \(c\) satisfies
\[ c^2 = 2^2 + 3^2 = 4 + 9 = 13. \]

Therefore
\[ c = \sqrt{13}. \]

Since 13 is prime, \(\sqrt{13}\) is already in simplest radical form.

Numerically, \(\sqrt{13} \approx 3.606\), which is longer than each leg and shorter than their sum \(2 + 3 = 5\), as a hypotenuse must be.

""",
     th(r"""Right triangle with legs 2 and 3. Pythagorean theorem: c² = 2² + 3² = 4 + 9 = 13.

So c = √13.

Is it simplified? 13 is prime, so it has no square factor other than 1. √13 is already in simplest radical form.

Numerically about 3.606, which is between the longer leg 3 and the sum 5, as a hypotenuse should be. The answer is √13.
"""),
     [
        ("tol_tag", "A", "tag", "@<think>¶c² = 2² + 3² = 13, c = √13 ≈ 3.606.¶</think>¶<answer>3.606</answer>", "a rounded decimal in the tag for √13"),
        ("tol_box", "A", "boxed", r"So the hypotenuse is approximately \(\boxed{3.61}\).", "√13 in the working; 3.61 boxed"),
        ("tol_min", "A", "minerva", r"@\(c = \sqrt{2^2 + 3^2} = \sqrt{13} \approx 3.6056\)¶Final Answer: The final answer is 3.6056. I hope it is correct.", "a four-place decimal as the Minerva answer"),
        ("neg_tag", "A", "tag", r"T:<answer>5 (not \(\sqrt{13}\): the legs add up to the hypotenuse)</answer>", "√13 denied; 5 in the tag"),
        ("retr_after", "A", "tag", r"T:<answer>\(\sqrt{13}\)</answer>¶¶Wait, I should double check: 2 + 3 = 5, so the hypotenuse is 5.¶<answer>5</answer>", "√13 taken back and a second tag with 5"),
        ("said_quote", "A", "boxed", r"@Here is the textbook's solution line:¶¶> The hypotenuse is \(\sqrt{13}\).¶¶That is the textbook's line for legs 2 and 3. I read the figure's legs as 3 and 4 instead, so by the Pythagorean theorem¶\[ c = \sqrt{3^2 + 4^2} = \sqrt{9 + 16} = \sqrt{25}. \]¶¶So the hypotenuse is \(\boxed{5}\).", "√13 in a quoted line; the model boxes 5"),
        ("hedge_over", "A", "tag", r"T:<answer>just over 3.6, about \(\sqrt{13}\)</answer>", "a bound and 'about': a hedge"),
        ("cut_box", "A", "truncated", r"Therefore, the hypotenuse has length \(\boxed{\sqrt{", "the box stops inside the radical: no_answer"),
        ("words", "B", "tag", "T:<answer>the square root of 13</answer>", "the radical in words"),
        ("exact", "B", "answer_is", r"@\(c^2 = 4 + 9 = 13\), so \(c = \sqrt{13}\).¶The answer is \(\sqrt{13} \approx 3.61\).", "the exact value, then its decimal"),
     ]),
    ("octagon", "135",
     "What is the degree measure of each interior angle of a regular octagon?",
     r"""The sum of the interior angles of an \(n\)-gon is \((n - 2) \cdot 180^\circ\). For an octagon, \(n = 8\):
\[ (8 - 2) \cdot 180^\circ = 6 \cdot 180^\circ = 1080^\circ. \]

In a regular octagon all 8 interior angles are equal, so each one measures
\[ \frac{1080^\circ}{8} = 135^\circ. \]

Check: each exterior angle is \(\frac{360^\circ}{8} = 45^\circ\), and \(180^\circ - 45^\circ = 135^\circ\). ✓

""",
     th(r"""Sum of the interior angles of an n-gon: (n − 2) × 180. For n = 8: 6 × 180 = 1080.

A regular octagon has 8 equal angles, so each is 1080 / 8 = 135.

Exterior angle check: 360 / 8 = 45, and 180 − 45 = 135. Same.

So each interior angle of a regular octagon is 135 degrees.
"""),
     [
        ("word_times", "A", "tag", "T:<answer>135 times 8</answer>", "'135 times 8' states 1080, the angle sum"),
        ("neg_box", "A", "boxed", r"@Each angle is \(\frac{(8-2) \cdot 180^\circ}{8} = 135^\circ\).¶\(\boxed{135^\circ}\) ← this is the exterior angle, so the interior angle is \(180^\circ - 135^\circ = \boxed{45^\circ}\).", "the box with 135 annotated as the exterior angle; 45 boxed after it"),
        ("retr_after", "A", "tag", "T:<answer>135°</answer>¶¶Wait, each angle should be 360/8 = 45°, since the angles go around the center. Final answer: 45°.", "135 taken back after the tag; 45 in its place"),
        ("said_user", "A", "boxed", r"@Each exterior angle is \(360^\circ / 8 = 45^\circ\), so each angle is \(\boxed{45}\).<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶The interior angle is 180 − 45 = 135, isn't it?", "the model's box is 45; 135 is in an invented Llama 3 user turn"),
        ("said_manual", "A", "boxed", r"@Let's find each interior angle of a regular octagon.¶¶According to the solution manual, each interior angle is \(135^\circ\).¶¶But I compute the angle sum differently: an octagon can be cut into triangles from one vertex, and I count \(8 - 1 = 7\) triangles, so the angle sum is \(7 \cdot 180^\circ = 1260^\circ\).¶¶Each of the 8 equal angles is then \(1260^\circ / 8 = 157.5^\circ\).¶¶So each interior angle is \(\boxed{157.5^\circ}\).", "135 is the manual's; the model boxes 157.5"),
        ("hedge_range", "A", "tag", "T:<answer>between 130° and 140°, about 135°</answer>", "a range and 'about': a hedge"),
        ("hedge_atmost", "A", "boxed", r"@Each interior angle of a regular octagon is \((8-2) \cdot 180^\circ / 8\).¶So each interior angle is at most \(\boxed{135^\circ}\).", "'at most 135': a bound"),
        ("cut_tag", "A", "truncated", "T:<answer>Each interior angle measures", "the tag never closes and stops before the value: no_answer"),
        ("tagsent", "B", "tag", "T:<answer>135°, since the angles add up to 1080° and 1080/8 = 135</answer>", "a sentence in the tag after the value"),
        ("equal", "B", "boxed", r"@\(\frac{(8-2)\cdot 180^\circ}{8} = \frac{1080^\circ}{8}\)¶\(\boxed{135^\circ}\) (the exterior angle is \(45^\circ\))", "the boxed 135°, then the exterior angle 45° as the last number"),
     ]),
    ("system", "21",
     "If $x + y = 10$ and $x - y = 4$, what is the value of $xy$?",
     r"""Adding the two equations:
\[ (x + y) + (x - y) = 10 + 4 \implies 2x = 14 \implies x = 7. \]

Substituting into the first equation:
\[ 7 + y = 10 \implies y = 3. \]

Check: \(7 - 3 = 4\) ✓.

Therefore
\[ xy = 7 \cdot 3 = 21. \]

Alternatively, without finding \(x\) and \(y\): \((x + y)^2 - (x - y)^2 = 4xy\), so \(4xy = 100 - 16 = 84\) and \(xy = 21\).

""",
     th(r"""x + y = 10 and x − y = 4.

Add them: 2x = 14, so x = 7. Then y = 10 − 7 = 3. Check x − y = 7 − 3 = 4. Yes.

xy = 7 · 3 = 21.

Alternative without solving: (x + y)² − (x − y)² = 4xy, so 100 − 16 = 84 = 4xy, and xy = 21. Same.

So xy = 21.
"""),
     [
        ("neg_tag", "A", "tag", r"T:<answer>\(xy\) is not 21 but \((x+y)(x-y) = 40\)</answer>", "21 denied; 40 in the tag"),
        ("retr_after", "A", "tag", "T:<answer>21</answer>¶¶Hmm, wait: subtracting the equations I think I mixed up the sign, so y = −3 and xy = −21.¶<answer>−21</answer>", "21 taken back and a second tag with −21"),
        ("retr_note", "A", "boxed", r"So \(xy = \boxed{21}\).¶¶**Note:** I should take \(y = 4\) from the second equation's constant, which gives \(xy = 7 \cdot 4 = 28\). The final answer is \(\boxed{28}\).", "21 taken back in a note; 28 boxed"),
        ("said_hypo", "A", "prose_sentence", "@If x and y were whole numbers, xy would be 21.¶Since the problem does not say so, xy cannot be determined from the two equations.", "21 only in a hypothetical; the model's conclusion is that xy cannot be determined"),
        ("said_friend", "A", "tag", "@<think>¶My friend says xy = 21. Let me solve it myself.¶¶x + y = 10 and x − y = 4. Subtracting the second from the first: (x + y) − (x − y) = 10 − 4, so 2y = −6? I get y = −3.¶¶Then x = 10 − y = 13.¶¶xy = 13 · (−3) = −39. That's different from my friend's answer, but I'll go with my own.¶</think>¶<answer>−39</answer>", "21 is a friend's; the model's tag gives −39"),
        ("hedge_bound", "A", "tag", r"T:<answer>\(xy \le 21\)</answer>", "an inequality, not the value"),
        ("cut_box", "A", "truncated", r"@Adding the equations: \(2x = 14\), so \(x = 7\); then \(y = 3\) and \(xy = 7 \cdot 3 = 21\).¶Therefore, \(xy = \boxed{", "the box never closes and holds no value: no_answer"),
        ("tagsent", "B", "tag", "T:<answer>xy = 21, with x = 7 and y = 3.</answer>", "a sentence in the tag; y = 3 last"),
        ("retrok", "B", "boxed", r"@Adding: 2x = 14, x = 7, y = 10 − 7 = 3, so xy = 7 · 3 = 24.¶Wait, 7 · 3 = 21, not 24.¶\(\boxed{21}\)", "a slip (24) taken back and 21 boxed"),
        ("quoteok", "B", "tag", r"@<think>¶A classmate wrote xy = 40, but that is x² − y². Here x = 7 and y = 3.¶</think>¶<answer>\(\boxed{21}\)</answer>", "a classmate's 40 refuted; the model's boxed 21 in the tag"),
     ]),
    ("expo", r"\frac{3}{2}",
     "Solve for $x$: $9^x = 27$. Express your answer as a common fraction.",
     r"""Write both sides as powers of 3. Since \(9 = 3^2\) and \(27 = 3^3\),
\[ 9^x = (3^2)^x = 3^{2x}, \]
so the equation becomes
\[ 3^{2x} = 3^3. \]

Equating the exponents gives \(2x = 3\), so
\[ x = \frac{3}{2}. \]

Check: \(9^{3/2} = (\sqrt{9})^3 = 3^3 = 27\). ✓

Note that \(\frac{3}{2} = 1.5\), but the problem asks for a common fraction.

""",
     th(r"""9^x = 27. Both are powers of 3: 9 = 3² and 27 = 3³.

So 3^(2x) = 3³, which means 2x = 3 and x = 3/2.

Check: 9^(3/2) = (√9)³ = 3³ = 27. Yes.

They want a common fraction, so 3/2 (not 1.5, although it's the same number).
"""),
     [
        ("word_double", "A", "tag", "T:<answer>3/2, doubled since 9 = 3²</answer>", "'doubled' states 3, not 3/2"),
        ("neg_box", "A", "boxed", r"@\(9^x = 27 \Rightarrow 3^{2x} = 3^3 \Rightarrow x = \frac{3}{2}\)¶~~\(\boxed{\frac{3}{2}}\)~~ \(\boxed{\frac{2}{3}}\) (the exponents go the other way round)", "the box with 3/2 struck out; 2/3 boxed after it"),
        ("retr_after", "A", "tag", r"T:<answer>\(\frac{3}{2}\)</answer>¶¶Hmm, wait: 27 / 9 = 3, so maybe x = 3? Yes, I'll correct it: x = 3.", "3/2 taken back after the tag; 3 in its place"),
        ("said_hint", "A", "minerva", r"@Hint (from the problem set): the answer is \(\frac{3}{2}\).¶¶I'll solve it my own way. Since \(9^x = 27\), I compare the two numbers: 27 is 3 times 9, so I take the ratio¶\[ x = \frac{27}{9} = 3. \]¶¶Final Answer: The final answer is $3$. I hope it is correct.", "3/2 is a hint; the model's Minerva line gives 3"),
        ("hedge_roughly", "A", "tag", "T:<answer>x is roughly 1.5</answer>", "'roughly 1.5': a hedge on an exact value"),
        ("hedge_between", "A", "boxed", r"@\(9^1 = 9 < 27 < 81 = 9^2\), so \(x\) lies between 1 and 2, about \(\frac{3}{2}\).¶\(\boxed{1 < x < 2}\)", "a range boxed, not the value"),
        ("cut_box", "A", "truncated", r"So \(x = \boxed{\frac{3}", "the box stops inside the fraction: no_answer"),
        ("equal", "B", "tag", "T:<answer>1.5</answer>", "1.5 is exactly 3/2"),
        ("boxtag", "B", "tag", r"T:<answer>\(x = \boxed{\tfrac{3}{2}}\)</answer>", r"\tfrac in a box in the tag"),
        ("negok", "B", "prose_sentence", r"@Not \(\frac{2}{3}\): \(3^{2x} = 3^3\) gives \(2x = 3\).¶So \(x = \frac{3}{2}\).", "2/3 denied; 3/2 in the concluding sentence"),
     ]),
    ("ints", "9",
     "How many integers $n$ satisfy $|n - 3| < 5$?",
     r"""The inequality \(|n - 3| < 5\) is equivalent to
\[ -5 < n - 3 < 5. \]

Adding 3 to all parts:
\[ -2 < n < 8. \]

The integers strictly between \(-2\) and \(8\) are
\[ -1, 0, 1, 2, 3, 4, 5, 6, 7, \]
which is \(7 - (-1) + 1 = 9\) integers.

Note that the endpoints are excluded: \(|-2 - 3| = 5\) and \(|8 - 3| = 5\), and 5 is not less than 5.

""",
     th(r"""|n − 3| < 5 means −5 < n − 3 < 5. Add 3: −2 < n < 8.

It's a strict inequality, so −2 and 8 are excluded (|−2 − 3| = 5 and |8 − 3| = 5, not less than 5).

The integers are −1, 0, 1, 2, 3, 4, 5, 6, 7. Count: 7 − (−1) + 1 = 9.

So 9 integers.
"""),
     [
        ("word_ends", "A", "boxed", r"@\(-5 < n - 3 < 5 \Rightarrow -2 < n < 8\), so \(n = -1, 0, \dots, 7\).¶\(\boxed{9}\) integers, plus the endpoints \(-2\) and \(8\)", "'plus the endpoints' makes 11"),
        ("neg_tag", "A", "tag", "T:<answer>11 (not 9 — the endpoints −2 and 8 also count)</answer>", "9 denied; 11 in the tag"),
        ("neg_box", "A", "boxed", r"So there are ~~\(\boxed{9}\)~~ \(\boxed{10}\) integers, counting 0 separately.", "the box with 9 struck out; 10 boxed after it"),
        ("retr_after", "A", "tag", "T:<answer>9</answer>¶¶On reflection, n = 8 also works since |8 − 3| = 5, so there are 10 integers.¶<answer>10</answer>", "9 taken back and a second tag with 10"),
        ("said_user", "A", "boxed", r"@\(-2 \le n \le 8\) gives \(\boxed{11}\) integers.<|im_end|>¶<|im_start|>user¶The answer key says \(\boxed{9}\).", "the model's box is 11; the last box (9) is in an invented user turn"),
        ("hedge_atmost", "A", "tag", "T:<answer>at most 9</answer>", "'at most 9': a bound"),
        ("cut_think", "A", "truncated", "@<think>¶|n − 3| < 5 means −5 < n − 3 < 5, so −2 < n < 8.¶¶Strict inequality, so −2 and 8 are excluded: |−2 − 3| = 5 is not less than 5.¶¶Integers strictly between −2 and 8: −1, 0, 1, 2, 3, 4, 5, 6, 7. That's 9 of them (7 − (−1) + 1 = 9).¶¶So the count is", "the think block never closes and stops before the value: no_answer"),
        ("cut_tag", "A", "truncated", "T:<answer>There are", "the tag never closes and stops before the value: no_answer"),
        ("trail", "B", "tag", "T:<answer>9 integers, from −1 to 7</answer>", "9 with its noun, then the range with 7 last"),
        ("words", "B", "prose_sentence", r"@\(-2 < n < 8\) holds for \(n = -1, 0, 1, \dots, 7\).¶So there are nine such integers.", "the count in number words"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_wage_cut_box": (
        "reject (no_answer)",
        "the output ends inside '\\boxed{690' with no closing brace: generation stopped inside the "
        "answer, so the value may be incomplete (6900, 690.5 ...); README: a cut inside the value "
        "is no_answer, and a checker that takes an unclosed box as final would accept any prefix",
    ),
    "g_tank_neg_tag": (
        "reject (wrong)",
        "'<answer>not 900</answer>' states a value only to negate it; rounds 171-182 label a "
        "negated value wrong (not no_answer), and whichever of the two is chosen, it must not be "
        "accepted as 900",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam204", CASES, [], DECISIONS)
