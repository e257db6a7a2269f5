r"""Build adversarial_redteam219.jsonl: round 219 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam219"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam182.py (structure, docstring, label conventions, DECISIONS) were read; no
probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 120 GSM8K and 80 MATH, 120 kind A and 80 kind B:
MEDIUM-LENGTH INSTRUCT COMPLETIONS (Qwen2.5-7B-Instruct, Llama-3.1-8B-Instruct,
Mistral-7B-Instruct, GPT-4o-mini style: 400-1,500 characters of numbered or markdown steps, a
check, then a final line) whose FINAL answer is at stake in the last one or two sentences. Kind A:
the last sentence states a subtotal, a given, the other person's / other part's amount, a rate
for a total, a difference for a total (or the reverse), a rounded value for an exact one, two
values, an answer then "however"/"but" with another value, a hedged value ("about", "roughly",
"at least", "around", "approximately"), or a final line cut before its value (no_answer). Kind B:
the right value in honest but unusual closings: a unit and a description after it, the subject
before it with givens in it, a purpose after it, a time span after it, an answer line then a
one-line remark with no number, the value in bold inside a sentence, a currency word ("710
dollars"), a percentage "of" something as a description, an answer then a recap of the givens
with the answer repeated last, equal forms (15/4, 3 3/4, 10/28 -> 5/14, 25π, −11, "twenty-four").

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 18 trays x 24 muffins, boxes of 6 at $9 -> 648 (432 muffins; 72 boxes; $1.50 a muffin;
639 = 648 - 9); 3 pizzas at $16, 2 salads at $9, $12 tip, 5 friends -> 15.6 (48; 18; 66 food; 78
bill; 13.20 without tip; 16.50 = 66 / 4); 7 rows x 12 tomatoes, 5 rows x 9 peppers, how many more
-> 39 (84; 45; 129 total); 2.5 km each way, 5 days a week, 4 weeks -> 100 (5 a day; 25 a week; 50
one way; 75 = 3 weeks); $15 an hour, 6 + 4 hours, saves 2/5 -> 60 (10 hours; 150 earned; 90
spent; 40 %; 54 = 60 - 6); library 1,240 - 315 + 180 -> 1105 (925 after the donation; -135 net;
1,420 = 1,240 + 180; 1,080 = 1,105 - 25); tank 360 L, has 120 L, 24 L a minute -> 10 (240 needed;
15 from empty; 12 = 10 + 2); tickets 45 x $8 + 70 x $5 -> 710 (360; 350; 115 tickets; 10 more;
575 + 135; 560 = 710 - 150); Sam 7, Ella 3 times, Ella in 4 years -> 25 (21 now; Sam 11; 33 = 3 x
11; gap 14); 3/4 cup for 12 cookies, 60 cookies -> 3.75 (5 batches; 1/16 a cookie; 15/4 = 3 3/4;
about 4); 150 pens in packs of 8 at $6 -> 19 (18.75; 18 packs = 144 pens; 152 - 150 = 2 spare;
$114); 6 L per 100 km, $1.80 a liter, 450 km -> 48.6 (27 L; $10.80 per 100 km; 97.20 round trip).
MATH: sum of solutions of |2x - 5| = 9 -> 5 (7 and -2; product -14); two red from 5 red 3 blue
without replacement -> \frac{5}{14} (20/56 = 10/28; 25/64 with replacement; 5/8 first; 0.357 ~
0.36; 5/7 doubled); circle inscribed in a square of side 10 -> 25\pi (r 5; 100 the square; 10\pi
the circumference; 78.54 approx.); divisors of 360 = 2^3 3^2 5 -> 24 (sum 1170; 3 primes; 6 from
the exponents; 22 without 1 and 360); \log_2 64 + \log_3 81 -> 10 (6; 4; 24 the product; 3.71 =
\log 64 + \log 81); a_1 = 7, d = 4, 20th term -> 83 (87 off by one; 900 the sum; 76 the rise);
7^{100} mod 5 -> 1 (7 = 2 mod 5; cycle 4; 2^4 = 16); minimum of 2x^2 - 12x + 7 -> -11 (vertex x
= 3; 18 - 36 + 7; 7 the y-intercept; 11 the sign dropped).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name the
closing (unit_desc / subject_givens / currency_word / recap / bold / remark / time_span / purpose /
percent_of / comma / mixed / fraction / unreduced / slash / units / pi_word / word / congruence /
unicode / at_x / desc_after / expr_first / formula_first ...). Kind A shapes name the error (sub /
given / other part: child, peppers, sam, spend, neg_case / total / rate / week / day / diff / net /
count / about / roughly / around / at_least / rounded / decimal / two / however / but / cut ...).
Each problem has 6 kind A and 4 kind B probes. Kind A: truth wrong, or no_answer where the form is
`truncated` (15 cuts, one in most problems); kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked, even when givens stand before it ("the 72 boxes of 6 muffins bring $648") or
a description, a purpose, a time span, a percentage "of" something or a place where it occurs
comes after it ("$60, which is 40% of her $150 weekend earnings", "19 packs to have a pen for
each of the 150 students", "25 years old in 4 years' time", "-11, which occurs at x = 3"). An
answer line followed by a remark with no number keeps that answer; a recap of the givens that
ends by repeating the answer keeps it. Wrong: the concluding value is a subtotal, a given, the
other person's or other part's amount, the difference where the total is asked (or the reverse),
a rate where a total is asked, a hedge or approximation of an exact value ("about", "roughly",
"around", "approximately", "at least"), two values for one question, or an answer followed by
"however"/"but" and another value (the replacement is the last answer). A cut before (or inside)
the value is no_answer. Equal values in another form are correct.

Debatable (4, with DECISIONS): `ok_g_pens_unit_desc` ("19 packs of pens, costing her $114",
accepted), `m_parabola_point` ("the minimum of the function is at the point (3, -11)", rejected),
`g_pizza_two` ("$15.60, or $13.20 if the tip is left out", rejected), `m_marbles_two` ("5/14
without replacement or 25/64 with replacement", rejected).

Usage: python build_adversarial_redteam219.py (writes /tmp/rounds/rt219/adversarial_redteam219.jsonl)
"""

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block (unused here: ""), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working. Kind A probes whose form is
# "truncated" are no_answer, the other kind A wrong.
GPROBS = [
    ("muffins", "648",
     "A bakery bakes 18 trays of muffins with 24 muffins on each tray. It sells the muffins in boxes of 6 for $9 a box. How much money does the bakery make if it sells all the muffins?",
     """To find how much money the bakery makes, we need the number of muffins, then the number of boxes, then the money from the boxes.

**Step 1: Total number of muffins**
The bakery bakes 18 trays with 24 muffins each:
18 × 24 = 432 muffins

**Step 2: Number of boxes**
Each box holds 6 muffins:
432 ÷ 6 = 72 boxes

**Step 3: Money from the boxes**
Each box sells for $9:
72 × $9 = $648

**Check:** One box of 6 costs $9, so each muffin brings in $9 ÷ 6 = $1.50. Then 432 × $1.50 = $648, which matches Step 3.

""",
     "",
     [
        ("unit_desc", "B", "prose_sentence", "The bakery makes $648 in sales revenue from selling all of its muffins.", "value, then a unit and a description"),
        ("subject_givens", "B", "prose_sentence", "So the 72 boxes of 6 muffins bring the bakery $648 in total.", "the subject with givens (72 boxes, 6 muffins) before the value"),
        ("currency_word", "B", "answer_is", "The answer is 648 dollars.", "currency word after the value"),
        ("recap", "B", "prose_sentence", "**Answer:** $648\n\nTo recap: 18 trays × 24 muffins = 432 muffins, packed into 72 boxes at $9 each, which gives $648.", "answer line, then a recap of the givens with the answer last"),
        ("sub", "A", "prose_sentence", "So the bakery has 432 muffins to sell in total.", "the muffin count, a subtotal"),
        ("boxes", "A", "prose_sentence", "Therefore, the bakery sells 72 boxes of muffins.", "the box count, a subtotal"),
        ("rate", "A", "prose_sentence", "So the bakery makes $1.50 for every muffin it sells.", "the rate per muffin where the total is asked"),
        ("about", "A", "prose_sentence", "So the bakery makes about $650 if it sells all the muffins.", "'about $650': rounded and hedged"),
        ("however", "A", "prose_sentence", "The bakery makes $648. However, since the last box may not sell, a safer figure is $639.", "an answer, then 'however' with another value (639)"),
        ("cut", "A", "truncated", "Therefore, if the bakery sells all the muffins, it makes a total of $", "cut before the value: no_answer"),
     ]),
    ("pizza", "15.6",
     "Five friends go out for dinner. They order 3 pizzas at $16 each and 2 salads at $9 each, and they leave a $12 tip. If they split the whole cost equally, how much does each friend pay?",
     """Let's solve this step by step.

1. **Cost of the pizzas:** 3 × $16 = $48
2. **Cost of the salads:** 2 × $9 = $18
3. **Food subtotal:** $48 + $18 = $66
4. **Add the tip:** $66 + $12 = $78
5. **Split among 5 friends:** $78 ÷ 5 = $15.60

Let me double-check the division: 5 × $15.60 = $78.00. ✓

Without the tip the share would be $66 ÷ 5 = $13.20, but the question says they split the whole cost, tip included.

""",
     "",
     [
        ("subject_givens", "B", "prose_sentence", "So each of the 5 friends pays $15.60 for the $78 dinner.", "the value with the friends and the bill around it"),
        ("bold", "B", "prose_sentence", "Each friend pays **$15.60**, tip included.", "the value in bold inside a sentence"),
        ("currency_word", "B", "prose_sentence", "Therefore, each friend pays 15.60 dollars.", "currency word"),
        ("remark", "B", "prose_sentence", "**Final answer:** Each friend pays $15.60.\n\nSplitting the bill evenly keeps things simple for everyone.", "an answer line, then a remark with no number"),
        ("total", "A", "prose_sentence", "So the friends pay $78 in total for the dinner.", "the whole bill where the share is asked"),
        ("no_tip", "A", "prose_sentence", "Therefore, each friend pays $13.20.", "the share without the tip"),
        ("sub", "A", "prose_sentence", "So the food alone comes to $66.", "the food subtotal"),
        ("roughly", "A", "prose_sentence", "So each friend pays roughly $16.", "'roughly $16': rounded and hedged"),
        ("two", "A", "prose_sentence", "Each friend pays $15.60, or $13.20 if the tip is left out.", "debatable: a second conditional share (see DECISIONS)", True),
        ("but", "A", "prose_sentence", "Each friend would pay $15.60, but since one friend covers the tip alone, the other four pay $16.50 each.", "answer, then 'but' with another value; 66/4 = 16.5"),
     ]),
    ("garden", "39",
     "Maya plants 7 rows of tomato plants with 12 plants in each row and 5 rows of pepper plants with 9 plants in each row. How many more tomato plants than pepper plants does Maya plant?",
     """## Step 1: Count the tomato plants
Maya plants 7 rows with 12 tomato plants in each row.
7 × 12 = 84 tomato plants

## Step 2: Count the pepper plants
She plants 5 rows with 9 pepper plants in each row.
5 × 9 = 45 pepper plants

## Step 3: Find the difference
The question asks how many MORE tomato plants there are than pepper plants, so we subtract:
84 − 45 = 39

## Step 4: Verify
45 + 39 = 84 ✓ (Altogether she plants 84 + 45 = 129 plants, but we only need the difference.)

""",
     "",
     [
        ("desc_after", "B", "prose_sentence", "Maya plants 39 more tomato plants than pepper plants in her garden.", "the comparison sentence"),
        ("subject_givens", "B", "prose_sentence", "So the 84 tomato plants outnumber the 45 pepper plants by 39.", "the givens as subject, the difference last"),
        ("bold", "B", "prose_sentence", "There are **39** more tomato plants than pepper plants.", "bold value inside a sentence"),
        ("recap", "B", "prose_sentence", "The answer is 39. Recap: 7 × 12 = 84 tomatoes and 5 × 9 = 45 peppers, so the difference is 84 − 45 = 39.", "answer, then a recap with the answer last"),
        ("total", "A", "prose_sentence", "So Maya plants 129 plants in total.", "the total where the difference is asked"),
        ("tomatoes", "A", "prose_sentence", "Therefore, Maya plants 84 tomato plants.", "the tomato count, a subtotal"),
        ("peppers", "A", "prose_sentence", "So Maya plants 45 pepper plants, which is fewer than the tomato plants.", "the other crop's count"),
        ("around", "A", "prose_sentence", "So Maya has around 40 more tomato plants than pepper plants.", "'around 40': hedged and rounded"),
        ("however", "A", "prose_sentence", "Maya plants 39 more tomato plants. However, since the question compares the rows, the answer should be 2 more rows.", "'however' with another value (2 rows) as the answer"),
        ("cut", "A", "truncated", "Therefore, Maya plants", "cut before the value: no_answer"),
     ]),
    ("walk", "100",
     "Leo walks 2.5 km to school and the same distance back home every school day. He goes to school 5 days a week. How many kilometers does Leo walk to and from school in 4 weeks?",
     """Here's how to solve it:

### 1. Distance per day
Leo walks 2.5 km to school and 2.5 km back:
2.5 + 2.5 = 5 km per day

### 2. Distance per week
He goes to school 5 days a week:
5 km × 5 = 25 km per week

### 3. Distance in 4 weeks
25 km × 4 = 100 km

### Quick check
4 weeks × 5 days = 20 school days, and 20 × 5 km = 100 km. ✓

Both methods give the same distance, so the calculation is consistent.

""",
     "",
     [
        ("time_span", "B", "prose_sentence", "Leo walks 100 km to and from school over the 4 weeks.", "value, unit, then the time span"),
        ("unit_desc", "B", "prose_sentence", "So Leo covers 100 kilometers of walking between home and school.", "value, unit word and a description"),
        ("subject_givens", "B", "prose_sentence", "So his 20 school days of 5 km each add up to 100 km.", "givens as the subject, the value last"),
        ("remark", "B", "prose_sentence", "**Answer: 100 km**\n\nThat's a healthy amount of exercise for a student!", "an answer line, then a remark with no number"),
        ("week", "A", "prose_sentence", "So Leo walks 25 km every week.", "the weekly rate where the 4-week total is asked"),
        ("day", "A", "prose_sentence", "So Leo walks 5 km each school day.", "the daily rate"),
        ("one_way", "A", "prose_sentence", "Counting only the walks to school, Leo walks 50 km in 4 weeks.", "one way only: 2.5 × 20 = 50"),
        ("at_least", "A", "prose_sentence", "So Leo walks at least 100 km in 4 weeks.", "'at least 100': a bound"),
        ("but", "A", "prose_sentence", "That gives 100 km, but one of those weeks is a holiday week, so Leo actually walks 75 km.", "'but' with another value (75)"),
        ("cut", "A", "truncated", "So in 4 weeks, Leo walks a total of", "cut before the value: no_answer"),
     ]),
    ("savings", "60",
     "Nora earns $15 an hour at her part-time job. She works 6 hours on Saturday and 4 hours on Sunday. She saves 2/5 of what she earns over the weekend. How much money does Nora save?",
     """**Step 1: Hours worked**
6 hours (Saturday) + 4 hours (Sunday) = 10 hours

**Step 2: Weekend earnings**
10 hours × $15 per hour = $150

**Step 3: Amount saved**
She saves 2/5 of $150:
(2/5) × 150 = 300 ÷ 5 = $60

**Step 4: Amount left to spend**
$150 − $60 = $90

As a fraction check, 2/5 = 40%, and 40% of $150 is $60. The saved and spent parts add back up: $60 + $90 = $150. ✓

""",
     "",
     [
        ("percent_of", "B", "prose_sentence", "Nora saves $60, which is 40% of her $150 weekend earnings.", "value, then a percentage 'of' as a description"),
        ("currency_word", "B", "prose_sentence", "Therefore, Nora saves 60 dollars from her weekend of work.", "currency word, then a description"),
        ("purpose", "B", "prose_sentence", "So Nora puts aside $60 to add to her savings account.", "value, then a purpose"),
        ("bold", "B", "prose_sentence", "Out of her weekend pay, Nora saves **$60**.", "bold value at the end of a sentence"),
        ("earned", "A", "prose_sentence", "So Nora earns $150 over the weekend.", "the earnings, a subtotal"),
        ("spend", "A", "prose_sentence", "So Nora has $90 left to spend after saving.", "the other part (spent), not the saved part"),
        ("hours", "A", "prose_sentence", "So Nora works 10 hours over the weekend.", "the hours, a subtotal"),
        ("two", "A", "prose_sentence", "So Nora saves $60 or $90, depending on whether the 2/5 is what she saves or what she spends.", "two values for one question"),
        ("however", "A", "prose_sentence", "Nora saves $60. However, after the $6 bus fare she pays from her savings, she really keeps $54.", "'however' with another value"),
        ("cut", "A", "truncated", "**Final Answer:** Nora saves $", "cut before the value: no_answer"),
     ]),
    ("library", "1105",
     "A school library had 1,240 books. It gave away 315 old books to a charity and then bought 180 new books. How many books does the library have now?",
     """To find the number of books now, start with the original number, subtract the books given away, and add the new books.

1. **Books after the donation:**
   1,240 − 315 = 925 books

2. **Books after buying new ones:**
   925 + 180 = 1,105 books

3. **Net change:**
   The library lost 315 and gained 180, a net change of 180 − 315 = −135 books.
   1,240 − 135 = 1,105 ✓

""",
     "",
     [
        ("comma", "B", "prose_sentence", "The library now has 1,105 books on its shelves.", "thousands comma, then a description"),
        ("subject_givens", "B", "prose_sentence", "After giving away 315 books and buying 180 new ones, the library has 1,105 books.", "givens before the value"),
        ("remark", "B", "answer_is", "The answer is 1105.\n\nThe library ended up with fewer books than it started with.", "answer line, then a remark without numbers"),
        ("recap", "B", "prose_sentence", "So the library has 1,105 books now. In short: 1,240 − 315 + 180 = 1,105.", "answer, then a recap with the answer last"),
        ("sub", "A", "prose_sentence", "So after the donation, the library has 925 books.", "the subtotal after the donation"),
        ("net", "A", "prose_sentence", "So the library has 135 fewer books than before.", "the net change, not the count"),
        ("given", "A", "prose_sentence", "So the library started with 1,240 books.", "a given"),
        ("around", "A", "prose_sentence", "So the library now has around 1,100 books.", "'around 1,100': rounded and hedged"),
        ("but", "A", "prose_sentence", "That makes 1,105 books, but 25 of the new books are still on order, so there are 1,080 on the shelves.", "'but' with another value"),
        ("two", "A", "prose_sentence", "The library has either 1,105 or 1,420 books, depending on whether the donated books are counted.", "two values for one question"),
     ]),
    ("tank", "10",
     "A water tank holds 360 liters when full. It already contains 120 liters. A pipe fills it at a rate of 24 liters per minute. How many minutes will it take to fill the tank?",
     """Let's work through this.

**Step 1: Find how much water is still needed.**
The tank holds 360 liters and already has 120 liters:
360 − 120 = 240 liters still needed

**Step 2: Divide by the filling rate.**
The pipe adds 24 liters every minute:
240 ÷ 24 = 10 minutes

**Step 3: Check.**
In 10 minutes the pipe adds 10 × 24 = 240 liters, and 120 + 240 = 360 liters, a full tank. ✓

(Note: filling the tank from empty would take 360 ÷ 24 = 15 minutes, but the tank is not empty.)

""",
     "",
     [
        ("time_span", "B", "prose_sentence", "It will take 10 minutes to fill the tank from 120 liters up to its full 360 liters.", "value, then the span of the filling"),
        ("purpose", "B", "prose_sentence", "So the pipe needs to run for 10 minutes to top up the tank.", "value, then a purpose"),
        ("bold", "B", "prose_sentence", "The tank will be full after **10 minutes** of filling.", "bold value with unit inside a sentence"),
        ("unit_desc", "B", "final_answer_phrase", "**Final Answer:** 10 minutes of filling time at 24 liters per minute.", "value and unit, then a description with the rate"),
        ("empty", "A", "prose_sentence", "So it will take 15 minutes to fill the tank.", "from empty: 360/24"),
        ("liters", "A", "prose_sentence", "So the pipe still needs to add 240 liters.", "the liters needed, a subtotal"),
        ("rate", "A", "prose_sentence", "So the pipe fills the tank at 24 liters per minute.", "the given rate"),
        ("roughly", "A", "prose_sentence", "So it will take roughly 10 minutes to fill the tank.", "'roughly 10': a hedge of an exact value"),
        ("however", "A", "prose_sentence", "It will take 10 minutes. However, because the pipe needs 2 minutes to reach full pressure, the real answer is 12 minutes.", "'however' with another value"),
        ("cut", "A", "truncated", "Therefore, the tank will be full in", "cut before the value: no_answer"),
     ]),
    ("tickets", "710",
     "For the school play, adult tickets cost $8 and child tickets cost $5. The school sold 45 adult tickets and 70 child tickets. How much money did the school collect from ticket sales?",
     """I'll calculate the money from each type of ticket and add them.

- **Adult tickets:** 45 × $8 = $360
- **Child tickets:** 70 × $5 = $350
- **Total:** $360 + $350 = $710

**Check:** The school sold 45 + 70 = 115 tickets in all. If every ticket were $5, that would be 115 × 5 = $575; the 45 adult tickets add $3 more each, 45 × 3 = $135, and $575 + $135 = $710. ✓

""",
     "",
     [
        ("subject_givens", "B", "prose_sentence", "The 115 tickets sold for the play brought in $710.", "the subject with a given count, the value last"),
        ("currency_word", "B", "prose_sentence", "So the school collected 710 dollars from ticket sales.", "currency word"),
        ("unit_desc", "B", "prose_sentence", "The school collected $710 in ticket money for the play.", "value, then a description"),
        ("remark", "B", "prose_sentence", "The school collected $710.\n\nThis assumes every ticket that was sold was paid for.", "a remark with no number after the answer"),
        ("adult", "A", "prose_sentence", "So the school collected $360 from adult tickets.", "one part only"),
        ("child", "A", "prose_sentence", "So the child tickets brought in $350.", "the other part"),
        ("count", "A", "prose_sentence", "So the school sold 115 tickets in total.", "the ticket count, not the money"),
        ("diff", "A", "prose_sentence", "So the adult tickets brought in $10 more than the child tickets.", "the difference where the total is asked"),
        ("at_least", "A", "prose_sentence", "So the school collected at least $700 from the play.", "'at least $700': a bound"),
        ("but", "A", "prose_sentence", "The total is $710, but after the $150 cost of printing programs, the school keeps $560.", "'but' with another value"),
     ]),
    ("ages", "25",
     "Ella is 3 times as old as her brother Sam. Sam is 7 years old. How old will Ella be in 4 years?",
     """## Step 1: Find Ella's current age
Ella is 3 times as old as Sam, who is 7.
Ella's age = 3 × 7 = 21 years

## Step 2: Add 4 years
In 4 years, Ella will be:
21 + 4 = 25 years old

## Step 3: Sanity check
In 4 years Sam will be 7 + 4 = 11. Ella will then be 25, which is no longer 3 times Sam's age (3 × 11 = 33), and that's expected: the "3 times" holds only now, while the 14-year gap between them stays the same (25 − 11 = 14, 21 − 7 = 14).

""",
     "",
     [
        ("time_span", "B", "prose_sentence", "Ella will be 25 years old in 4 years' time.", "value, unit, then the time span"),
        ("subject_givens", "B", "prose_sentence", "So Ella, who is 21 now, will be 25 in 4 years.", "a given in the subject, the value after"),
        ("bold", "B", "prose_sentence", "In 4 years, Ella will be **25**.", "bold value ending the sentence"),
        ("recap", "B", "answer_is", "The answer is 25.\nTo recap: Ella is 3 × 7 = 21 now, and 21 + 4 = 25.", "answer, then a recap with the answer last"),
        ("now", "A", "prose_sentence", "So Ella is 21 years old.", "her age now, a subtotal"),
        ("sam", "A", "prose_sentence", "So in 4 years Sam will be 11 years old.", "the other person's age"),
        ("triple", "A", "prose_sentence", "So in 4 years Ella will be 33, three times Sam's age then.", "3 × 11, a wrong reading"),
        ("gap", "A", "prose_sentence", "So Ella will always be 14 years older than Sam.", "the age gap"),
        ("about", "A", "prose_sentence", "So Ella will be about 25 in 4 years.", "'about 25': a hedge of an exact value"),
        ("cut", "A", "truncated", "So in 4 years, Ella will be", "cut before the value: no_answer"),
     ]),
    ("sugar", "3.75",
     "A cookie recipe uses 3/4 cup of sugar to make 12 cookies. How many cups of sugar are needed to make 60 cookies?",
     """**Step 1: How many batches?**
Each batch makes 12 cookies, so 60 cookies need
60 ÷ 12 = 5 batches

**Step 2: Sugar for 5 batches**
Each batch needs 3/4 cup of sugar:
5 × 3/4 = 15/4 cups

**Step 3: Convert to a mixed number**
15/4 = 3 3/4 cups = 3.75 cups

**Check with a unit rate:** each cookie uses (3/4) ÷ 12 = 1/16 cup, and 60 × 1/16 = 60/16 = 3.75 cups. ✓

The two methods agree.

""",
     "",
     [
        ("mixed", "B", "prose_sentence", "So you need 3 3/4 cups of sugar to make 60 cookies.", "mixed number, then a purpose"),
        ("fraction", "B", "prose_sentence", "Therefore, 15/4 cups of sugar are needed for 60 cookies.", "improper fraction"),
        ("purpose", "B", "prose_sentence", "You will need 3.75 cups of sugar to bake all 60 cookies.", "decimal, then a purpose with a given"),
        ("remark", "B", "prose_sentence", "**Answer:** 3.75 cups of sugar.\n\nMeasure carefully for best results.", "answer line, then a remark with no number"),
        ("batches", "A", "prose_sentence", "So you need to make 5 batches of the recipe.", "the batch count, a subtotal"),
        ("rate", "A", "prose_sentence", "So each cookie needs 1/16 cup of sugar.", "the rate per cookie where the total is asked"),
        ("rounded", "A", "prose_sentence", "So you need about 4 cups of sugar for 60 cookies.", "'about 4': rounded"),
        ("given", "A", "prose_sentence", "So the recipe calls for 3/4 cup of sugar.", "a given"),
        ("however", "A", "prose_sentence", "That's 3.75 cups. However, since the bag is sold by the whole cup, you need 4 cups.", "'however' with another value"),
        ("cut", "A", "truncated", "So to make 60 cookies you need", "cut before the value: no_answer"),
     ]),
    ("pens", "19",
     "Pens are sold in packs of 8 for $6 a pack. A teacher needs 150 pens, one for each student in the school. What is the smallest number of packs she must buy?",
     """Let's figure out how many packs give at least 150 pens.

1. **Divide the pens needed by the pack size:**
   150 ÷ 8 = 18.75

2. **Round up:** She can't buy a part of a pack, and 18 packs give only 18 × 8 = 144 pens, which is 6 short. So she needs 19 packs.

3. **Check:** 19 × 8 = 152 pens, which covers all 150 students with 2 pens to spare.

4. **Cost (for reference):** 19 × $6 = $114.

""",
     "",
     [
        ("purpose", "B", "prose_sentence", "She must buy 19 packs to have a pen for each of the 150 students.", "value, then a purpose with a given"),
        ("unit_desc", "B", "prose_sentence", "So the teacher needs 19 packs of pens, costing her $114.", "debatable: the pack count, then the cost as a description (see DECISIONS)", True),
        ("subject_givens", "B", "prose_sentence", "So for 150 pens in packs of 8, the teacher must buy 19.", "givens first, the value last"),
        ("bold", "B", "prose_sentence", "The smallest number of packs she must buy is **19**, which leaves 2 spare pens.", "bold value, then a leftover described"),
        ("decimal", "A", "prose_sentence", "So she needs 18.75 packs of pens.", "the unrounded quotient"),
        ("down", "A", "prose_sentence", "So the teacher should buy 18 packs.", "rounded down"),
        ("cost", "A", "prose_sentence", "So the teacher must spend $114 on pens.", "the cost, not the pack count"),
        ("spare", "A", "prose_sentence", "So she will end up with 2 spare pens.", "the leftover"),
        ("at_least", "A", "prose_sentence", "So she must buy at least 18 packs.", "'at least 18': a bound with the wrong value"),
        ("but", "A", "prose_sentence", "So she needs 19 packs, but if the school already has 6 pens, 18 packs are enough.", "'but' with another value"),
     ]),
    ("fuel", "48.6",
     "A car uses 6 liters of fuel for every 100 km. Fuel costs $1.80 per liter. How much will the fuel cost for a 450 km trip?",
     """Here is the step-by-step solution:

**1. Fuel needed for the trip**
The car uses 6 liters per 100 km. A 450 km trip is 450 ÷ 100 = 4.5 times that distance:
4.5 × 6 = 27 liters

**2. Cost of the fuel**
27 liters × $1.80 per liter = $48.60

**3. Check another way**
Every 100 km costs 6 × $1.80 = $10.80. For 450 km: 4.5 × $10.80 = $48.60. ✓

Both approaches give the same cost, so the answer is consistent.

""",
     "",
     [
        ("unit_desc", "B", "prose_sentence", "The fuel for the 450 km trip will cost $48.60.", "the trip as subject, the value last"),
        ("currency_word", "B", "prose_sentence", "So the trip will cost 48.60 dollars in fuel.", "currency word, then a description"),
        ("cents", "B", "prose_sentence", "The fuel cost comes to **$48.60** for the whole 450 km.", "bold value, then the distance"),
        ("recap", "B", "prose_sentence", "Total fuel cost: $48.60.\nRecap: 450 km uses 27 liters, and 27 × $1.80 = $48.60.", "answer line, then a recap with the answer last"),
        ("liters", "A", "prose_sentence", "So the car will use 27 liters of fuel for the trip.", "the liters, a subtotal"),
        ("rate", "A", "prose_sentence", "So the fuel costs $10.80 for every 100 km.", "a rate where the total is asked"),
        ("about", "A", "prose_sentence", "So the trip will cost about $49 in fuel.", "'about $49': rounded"),
        ("but", "A", "prose_sentence", "The fuel costs $48.60, but for the round trip it would be $97.20.", "'but' with another value (doubled)"),
        ("two", "A", "prose_sentence", "So the fuel will cost $48.60 or $48, depending on the price at the pump.", "two values"),
        ("cut", "A", "truncated", "So the total fuel cost for the trip will be $", "cut before the value: no_answer"),
     ]),
]
MPROBS = [
    ("absval", "5",
     r"What is the sum of all values of $x$ that satisfy $|2x - 5| = 9$?",
     r"""To solve $|2x - 5| = 9$, we consider the two cases of the absolute value.

**Case 1:** $2x - 5 = 9$
$$2x = 14 \implies x = 7$$

**Case 2:** $2x - 5 = -9$
$$2x = -4 \implies x = -2$$

**Check:**
- $x = 7$: $|2(7) - 5| = |9| = 9$ ✓
- $x = -2$: $|2(-2) - 5| = |-9| = 9$ ✓

**Sum of the solutions:**
$$7 + (-2) = 5$$

(The product of the solutions would be $7 \cdot (-2) = -14$, but the question asks for the sum.)

""",
     "",
     [
        ("desc_after", "B", "prose_sentence", r"The sum of all values of $x$ is $5$, coming from the solutions $x = 7$ and $x = -2$.", "the value, then the two solutions as a description"),
        ("bold", "B", "prose_sentence", r"So the solutions add up to **5**.", "bold value"),
        ("remark", "B", "prose_sentence", "So the sum of all solutions is $5$.\n\nAlways remember to check both cases of an absolute value equation.", "a remark with no number"),
        ("recap", "B", "prose_sentence", r"The sum is $5$. To summarize: $|2x-5| = 9$ gives $x = 7$ or $x = -2$, and $7 + (-2) = 5$.", "answer, then a recap with the answer last"),
        ("two", "A", "prose_sentence", r"Therefore, the values of $x$ are $7$ and $-2$.", "the two solutions, not their sum"),
        ("one", "A", "prose_sentence", r"So the solution is $x = 7$.", "one solution only"),
        ("product", "A", "prose_sentence", r"So the product of the solutions is $-14$.", "the product where the sum is asked"),
        ("neg_case", "A", "prose_sentence", r"So the only valid value is $x = -2$.", "the other solution"),
        ("however", "A", "prose_sentence", r"The sum is $5$. However, since $x$ must be positive here, only $x = 7$ counts, so the answer is $7$.", "'however' with another value"),
        ("cut", "A", "truncated", r"Therefore, the sum of all values of $x$ is $", "cut before the value: no_answer"),
     ]),
    ("marbles", r"\frac{5}{14}",
     r"A bag contains 5 red marbles and 3 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     r"""We want $P(\text{both red})$ when drawing two marbles without replacement.

### Method 1: Sequential probability
- Probability the first marble is red: $\frac{5}{8}$
- Given the first was red, 4 red marbles remain out of 7: $\frac{4}{7}$

$$P = \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}$$

### Method 2: Counting
- Ways to choose 2 red marbles: $\binom{5}{2} = 10$
- Ways to choose any 2 marbles: $\binom{8}{2} = 28$

$$P = \frac{10}{28} = \frac{5}{14}$$

Both methods agree. (With replacement the answer would instead be $\left(\frac{5}{8}\right)^2 = \frac{25}{64}$.)

""",
     "",
     [
        ("unreduced", "B", "prose_sentence", r"So the probability that both marbles are red is $\frac{10}{28}$, which simplifies to $\frac{5}{14}$.", "unreduced form, then the reduced one last"),
        ("desc_after", "B", "prose_sentence", r"The probability is $\frac{5}{14}$ that both marbles drawn are red.", "value, then a description"),
        ("slash", "B", "prose_sentence", "So the probability of drawing two red marbles is 5/14.", "a slash fraction in prose"),
        ("bold", "B", "prose_sentence", r"Therefore, both marbles are red with probability **$\frac{5}{14}$**.", "bold value"),
        ("replace", "A", "prose_sentence", r"So the probability that both marbles are red is $\frac{25}{64}$.", "with replacement"),
        ("count", "A", "prose_sentence", r"So there are $10$ ways to pick two red marbles.", "a count, a subtotal"),
        ("decimal", "A", "prose_sentence", r"So the probability is approximately $0.36$.", "'approximately 0.36' for an exact fraction"),
        ("first", "A", "prose_sentence", r"So the probability that the first marble is red is $\frac{5}{8}$.", "the first draw only"),
        ("but", "A", "prose_sentence", r"That gives $\frac{5}{14}$, but counting the order of the draws doubles it to $\frac{5}{7}$.", "'but' with another value"),
        ("two", "A", "prose_sentence", r"So the probability is $\frac{5}{14}$ without replacement or $\frac{25}{64}$ with replacement.", "debatable: a second value for the case the problem rules out (see DECISIONS)", True),
     ]),
    ("circle", r"25\pi",
     r"A circle is inscribed in a square with side length 10. What is the area of the circle? Express your answer in terms of $\pi$.",
     r"""Since the circle is inscribed in the square, it touches all four sides. This means the diameter of the circle equals the side length of the square.

**Step 1: Find the radius.**
$$d = 10 \implies r = \frac{10}{2} = 5$$

**Step 2: Compute the area.**
$$A = \pi r^2 = \pi (5)^2 = 25\pi$$

**Step 3: Sanity check.**
The square's area is $10^2 = 100$, and $25\pi \approx 78.54$, which is less than $100$, as it must be for a circle inside the square.

""",
     "",
     [
        ("units", "B", "prose_sentence", r"The area of the circle is $25\pi$ square units.", "value, then 'square units'"),
        ("desc_after", "B", "prose_sentence", r"So the circle encloses an area of $25\pi$, the region inside the square touching all four sides.", "value, then a description"),
        ("pi_word", "B", "prose_sentence", "So the area of the circle is 25π.", "a Unicode π in prose"),
        ("remark", "B", "prose_sentence", "The area of the circle is $25\\pi$.\n\nNote that we leave the answer in terms of $\\pi$, as the problem asks.", "a remark with no digit"),
        ("decimal", "A", "prose_sentence", r"So the area of the circle is approximately $78.54$ square units.", "a decimal approximation"),
        ("square", "A", "prose_sentence", r"So the area of the square is $100$.", "the square's area"),
        ("circum", "A", "prose_sentence", r"So the circumference of the circle is $10\pi$.", "the circumference"),
        ("radius", "A", "prose_sentence", r"So the radius of the circle is $5$.", "the radius, a subtotal"),
        ("however", "A", "prose_sentence", r"The area is $25\pi$. However, the problem wants the area outside the circle, which is $100 - 25\pi$.", "'however' with another value"),
        ("cut", "A", "truncated", r"Therefore, the area of the circle is $25", "cut inside the value: no_answer"),
     ]),
    ("divisors", "24",
     r"How many positive divisors does $360$ have?",
     r"""We begin with the prime factorization of $360$:
$$360 = 2^3 \cdot 3^2 \cdot 5^1$$

A positive divisor of $360$ has the form $2^a \cdot 3^b \cdot 5^c$ with
- $0 \le a \le 3$ (4 choices),
- $0 \le b \le 2$ (3 choices),
- $0 \le c \le 1$ (2 choices).

So the number of positive divisors is
$$(3+1)(2+1)(1+1) = 4 \cdot 3 \cdot 2 = 24.$$

For comparison, the sum of the divisors would be $(1+2+4+8)(1+3+9)(1+5) = 15 \cdot 13 \cdot 6 = 1170$, but we only need the count.

""",
     "",
     [
        ("desc_after", "B", "prose_sentence", r"Therefore, $360$ has $24$ positive divisors.", "the number 360 before the value"),
        ("word", "B", "prose_sentence", "So 360 has twenty-four positive divisors (24 in all).", "the value as a word, then as digits"),
        ("bold", "B", "prose_sentence", r"The number of positive divisors of $360$ is **24**.", "bold value"),
        ("recap", "B", "answer_is", "The answer is 24.\nRecap: $360 = 2^3 \\cdot 3^2 \\cdot 5$, so the count is $4 \\cdot 3 \\cdot 2 = 24$.", "answer, then a recap with the answer last"),
        ("sum", "A", "prose_sentence", r"So the sum of the positive divisors of $360$ is $1170$.", "the sum where the count is asked"),
        ("primes", "A", "prose_sentence", r"So $360$ has $3$ distinct prime factors.", "the prime count"),
        ("exp", "A", "prose_sentence", r"So, multiplying the exponents, $3 \cdot 2 \cdot 1 = 6$, the number of divisors is $6$.", "exponents not plus one"),
        ("at_least", "A", "prose_sentence", r"So $360$ has at least $24$ positive divisors.", "'at least 24': a bound"),
        ("but", "A", "prose_sentence", r"That gives $24$ divisors, but excluding $1$ and $360$ itself, there are $22$.", "'but' with another value"),
        ("cut", "A", "truncated", r"So the number of positive divisors of $360$ is", "cut before the value: no_answer"),
     ]),
    ("logs", "10",
     r"Evaluate $\log_2 64 + \log_3 81$.",
     r"""We evaluate each logarithm separately.

1. **First term:** $\log_2 64$ asks "2 to what power is 64?"
   Since $2^6 = 64$, we get $\log_2 64 = 6$.

2. **Second term:** $\log_3 81$ asks "3 to what power is 81?"
   Since $3^4 = 81$, we get $\log_3 81 = 4$.

3. **Add them:**
   $$\log_2 64 + \log_3 81 = 6 + 4 = 10$$

Note that we cannot combine the logarithms into one because they have different bases.

""",
     "",
     [
        ("expr_first", "B", "prose_sentence", r"Therefore, $\log_2 64 + \log_3 81 = 10$.", "the expression before the value"),
        ("desc_after", "B", "prose_sentence", r"So the expression evaluates to $10$, the sum of the two exponents.", "value, then a description"),
        ("remark", "B", "prose_sentence", "The value of the expression is $10$.\n\nThe key is recognizing the powers of each base.", "a remark with no number"),
        ("recap", "B", "prose_sentence", r"The answer is $10$. Recap: $2^6 = 64$ and $3^4 = 81$, so $6 + 4 = 10$.", "answer, then a recap with the answer last"),
        ("first", "A", "prose_sentence", r"So $\log_2 64 = 6$.", "the first term, a subtotal"),
        ("second", "A", "prose_sentence", r"So $\log_3 81 = 4$.", "the second term"),
        ("product", "A", "prose_sentence", r"Multiplying the two values, the expression equals $24$.", "the product"),
        ("two", "A", "prose_sentence", r"So the two logarithms are $6$ and $4$.", "two values, no sum"),
        ("however", "A", "prose_sentence", r"That gives $10$. However, converting both to base $10$ first gives $\log 64 + \log 81 \approx 3.71$.", "'however' with another value"),
        ("cut", "A", "truncated", r"So $\log_2 64 + \log_3 81 =", "cut before the value: no_answer"),
     ]),
    ("sequence", "83",
     r"The first term of an arithmetic sequence is $7$ and the common difference is $4$. What is the $20$th term of the sequence?",
     r"""For an arithmetic sequence, the $n$th term is
$$a_n = a_1 + (n - 1)d.$$

Here $a_1 = 7$, $d = 4$ and $n = 20$:
$$a_{20} = 7 + (20 - 1)\cdot 4 = 7 + 19 \cdot 4 = 7 + 76 = 83.$$

**Check:** The first few terms are $7, 11, 15, 19, \dots$ The $5$th term is $7 + 4\cdot 4 = 23$, and the pattern $a_n = 4n + 3$ fits: $a_5 = 23$, $a_{20} = 80 + 3 = 83$. ✓

(The sum of the first 20 terms would be $\frac{20}{2}(7 + 83) = 900$, but that isn't asked.)

""",
     "",
     [
        ("desc_after", "B", "prose_sentence", r"So the $20$th term of the sequence is $83$.", "the index 20 before the value"),
        ("formula_first", "B", "prose_sentence", r"Using $a_n = 4n + 3$, the 20th term is $83$.", "a formula with numbers, the value last"),
        ("bold", "B", "prose_sentence", r"The 20th term is **83**, which is 76 more than the first term.", "bold value, then a comparison with a given"),
        ("remark", "B", "prose_sentence", "So $a_{20} = 83$.\n\nThis formula works for any arithmetic sequence.", "a remark with no number"),
        ("sum", "A", "prose_sentence", r"So the sum of the first 20 terms is $900$.", "the sum where a term is asked"),
        ("off_one", "A", "prose_sentence", r"So the 20th term is $7 + 20 \cdot 4 = 87$.", "off by one"),
        ("diff", "A", "prose_sentence", r"So the common difference of the sequence is $4$.", "a given"),
        ("step", "A", "prose_sentence", r"So the sequence grows by $76$ from the first term to the 20th.", "the increase, not the term"),
        ("but", "A", "prose_sentence", r"So $a_{20} = 83$, but if the first term is counted as term $0$, the 20th term is $7 + 20 \cdot 4 = 87$.", "'but' with another value"),
        ("cut", "A", "truncated", r"Therefore, the 20th term is $a_{20} = ", "cut before the value: no_answer"),
     ]),
    ("modular", "1",
     r"What is the remainder when $7^{100}$ is divided by $5$?",
     r"""We work modulo $5$.

**Step 1: Reduce the base.**
$7 \equiv 2 \pmod{5}$, so $7^{100} \equiv 2^{100} \pmod{5}$.

**Step 2: Find the cycle of powers of 2 mod 5.**
- $2^1 = 2 \equiv 2$
- $2^2 = 4 \equiv 4$
- $2^3 = 8 \equiv 3$
- $2^4 = 16 \equiv 1$

The powers repeat every $4$.

**Step 3: Use the cycle.**
Since $100 = 4 \cdot 25$,
$$2^{100} = \left(2^4\right)^{25} \equiv 1^{25} = 1 \pmod{5}.$$

""",
     "",
     [
        ("desc_after", "B", "prose_sentence", r"So when $7^{100}$ is divided by $5$, the remainder is $1$.", "the givens before the value"),
        ("congruence", "B", "prose_sentence", r"Therefore, $7^{100} \equiv 1 \pmod{5}$, so the remainder is $1$.", "congruence, then the remainder"),
        ("word", "B", "prose_sentence", r"The remainder is **1**, since $100$ is a multiple of the cycle length.", "bold value, then a reason with a number"),
        ("remark", "B", "prose_sentence", "The remainder is $1$.\n\nCyclic patterns make problems like this much easier.", "a remark with no number"),
        ("base", "A", "prose_sentence", r"So the remainder when $7$ is divided by $5$ is $2$.", "the base's remainder"),
        ("cycle", "A", "prose_sentence", r"So the powers of $2$ repeat with a cycle length of $4$.", "the cycle length"),
        ("wrong_res", "A", "prose_sentence", r"So $7^{100}$ leaves a remainder of $4$ when divided by $5$.", "a wrong residue"),
        ("two", "A", "prose_sentence", r"So the remainder is either $1$ or $4$.", "two values"),
        ("however", "A", "prose_sentence", r"The remainder is $1$. However, since $7^{100}$ ends in $1$, dividing by $5$ actually leaves $3$.", "'however' with another value"),
        ("cut", "A", "truncated", r"So the remainder when $7^{100}$ is divided by $5$ is", "cut before the value: no_answer"),
     ]),
    ("parabola", "-11",
     r"What is the minimum value of $y = 2x^2 - 12x + 7$?",
     r"""Since the coefficient of $x^2$ is positive ($2 > 0$), the parabola opens upward, so its minimum is at the vertex.

**Step 1: Find the $x$-coordinate of the vertex.**
$$x = -\frac{b}{2a} = -\frac{-12}{2 \cdot 2} = \frac{12}{4} = 3$$

**Step 2: Evaluate $y$ at $x = 3$.**
$$y = 2(3)^2 - 12(3) + 7 = 18 - 36 + 7 = -11$$

**Step 3: Confirm by completing the square.**
$$y = 2(x^2 - 6x) + 7 = 2(x - 3)^2 - 18 + 7 = 2(x - 3)^2 - 11$$
Since $2(x - 3)^2 \ge 0$, the smallest value of $y$ is $-11$, reached at $x = 3$.

""",
     "",
     [
        ("at_x", "B", "prose_sentence", r"So the minimum value of $y$ is $-11$, which occurs at $x = 3$.", "value, then where it occurs"),
        ("unicode", "B", "prose_sentence", "Therefore, the minimum value of the function is −11.", "a Unicode minus sign"),
        ("bold", "B", "prose_sentence", r"The function reaches its lowest value of **$-11$** at the vertex.", "bold value inside a sentence"),
        ("recap", "B", "prose_sentence", r"The minimum value is $-11$. Recap: the vertex is at $x = 3$, and $y(3) = 18 - 36 + 7 = -11$.", "answer, then a recap with the answer last"),
        ("x_coord", "A", "prose_sentence", r"So the minimum occurs at $x = 3$.", "the x-coordinate"),
        ("sign", "A", "prose_sentence", r"So the minimum value of $y$ is $11$.", "the sign dropped"),
        ("point", "A", "prose_sentence", r"So the minimum of the function is at the point $(3, -11)$.", "debatable: the vertex as a point for a value question (see DECISIONS)", True),
        ("intercept", "A", "prose_sentence", r"So the parabola crosses the $y$-axis at $y = 7$.", "the y-intercept, a given"),
        ("at_least", "A", "prose_sentence", r"So $y$ is always at least $-12$.", "a true but loose bound, not the minimum"),
        ("cut", "A", "truncated", r"Therefore, the minimum value of $y$ is $-", "cut inside the value: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_pens_unit_desc": (
        "accept",
        "the sentence answers 'how many packs' with '19 packs of pens'; the participle clause "
        "'costing her $114' describes those packs by their price, it is not a second answer to the "
        "number of packs",
    ),
    "g_pizza_two": (
        "reject",
        "'$15.60, or $13.20 if the tip is left out' closes with a second share per friend joined by "
        "'or'; the question fixes the case (the whole cost), so offering another amount is two values "
        "for one question, a hedge (README: a hedge is wrong)",
    ),
    "m_marbles_two": (
        "reject",
        "the problem says 'without replacement', yet the closing gives 5/14 'or' 25/64 for the case "
        "the problem rules out; two values joined by 'or' as the final answer is a hedge, and the "
        "last stated value is the wrong one",
    ),
    "m_parabola_point": (
        "reject",
        "the question asks for the minimum VALUE of y; the closing names the vertex as a point "
        "'(3, -11)', two coordinates where one number is asked, and says the minimum is 'at' it, "
        "which answers where the minimum occurs rather than what it is",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam219", CASES, [], DECISIONS)
