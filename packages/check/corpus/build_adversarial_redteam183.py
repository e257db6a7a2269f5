r"""Build adversarial_redteam183.jsonl: round 183 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam183"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / build_adversarial_redteam182.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: English, 240 probes, 180 GSM8K and 60 MATH, 120 kind A and 120 kind B:
CLOSINGS WHERE THE QUESTION DECIDES WHICH NUMBER OR UNIT IS THE ANSWER. Long chain-of-thought in
the shapes real models write (Qwen2.5-Instruct markdown with `\[ \]` displays and "Therefore, the
final answer is: $\boxed{..}$. I hope it is correct."; Llama 3 "## Step N:" working and "The final
answer is: $\boxed{..}$"; R1-distill `<think> ... </think>`, a summary and "**Final Answer**
\[\boxed{..}\]"; Gemma / Mistral bold-heading prose; Qwen2.5-Math `\(\boxed{}\)`; Minerva; GSM8K
`####`), ending in a box, '####', 'The answer is', '**Answer:**' or an unmarked sentence, where:
rates vs totals vs units (a speed where the distance is asked and the reverse, "$15.75 per pen"
for the unit price, "$12 an hour" for a wage, "15,120 bottles per day" for "in one day", a daily
or monthly pay where the hourly wage is asked, hours per kilometer where the walk's hours are
asked, a duration in minutes / hours-and-minutes / km per minute / radians where another unit is
asked); comparisons ("25% more", "50% more likely", "$470 less than Priya" for "how much more",
"3 times as many") where the question asks the comparison (B) and the difference, the sum, the
other person's amount, the wrong base (20% for 25%), a percentage-point gap (6% for 50%), a ratio
(125%, 1.5 times, 150%) where it asks something else (A); several numbers in one closing sentence
where one is the answer ("Lucia has 93 stamps, 62 more than Diego", "Felix has 39 cards and Theo
has 57 cards", "6 full buses and 1 more for the remaining 19 people") against the same shapes
where the other person's count or the difference is the one stated; durations and rounding
("4.5 hours driving, so the whole trip takes 5 hours", "about 5 hours", "4½ hours", ceilings "7
buses are needed" against 6.63 and 6 buses); closing questions back to the user ("Is that
correct?", "Does that sound right to you?", "Can you clarify?", an offer "Let me know if ...", and
a clarifying question instead of an answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 72 km/h for 2.5 h, how many km -> 180 (144 + 36; 72 the rate; 36 per half hour); 6 pens
for $94.50, each -> 15.75 (90 + 4.50, 4.50 / 6 = 0.75; 31.50 for two, 47.25 for three; 16 about;
15 cents dropped); 6 km at 4 km/h, how many hours -> 1.5 (90 minutes; 1 hour 30 minutes; 0.25 h
per km; about 2); 525 km in 2.5 h, speed in km/h -> 210 (1050 / 5; 3.5 km per minute; 420 km in 2
hours; 262.5 = 525 / 2 the take-back; roughly 200); $384 for 32 h, per hour -> 12 (96 a day for 8
hours; 1,536 = 4 x 384 a month); lamp $40 vs $50, what percent more does B charge -> 25 (10 / 40;
20 = 10 / 50 the wrong base; 125 the ratio; $10 the gap); Priya $2,340, Omar $1,870, how much more
-> 470 (4,210 together; about 25 % = 470 / 1870 = 25.13..%; 530 the miscomputed take-back); 18 cows,
54 sheep, how many times as many sheep -> 3 (36 more; 72 animals; 1/3 reversed); piano 40 min
Monday, Tuesday twice, Wednesday 15 less than Tuesday, total minutes -> 185 (80, 65; 120 for two
days; 3 h 5 min; 145 = 40 + 80 + 25 when Wednesday is misread as 15 less than Monday); Class A 48
cans, Class B 5 fewer, altogether -> 91 (43; 96 = 2 x 48); Lucia 3 times Diego, 124 together,
Lucia -> 93 (d = 31; 62 more); Theo 18 more than Felix, 96 together, Felix -> 39 (2F = 78; Theo 57;
48 = 96 / 2); 270 km at 60 km/h plus a 30-minute lunch, hours for the whole trip -> 5 (4.5 driving,
0.5 lunch; 34.5 = 4.5 + 30 mixed units); 63 km at 14 km/h, hours -> 4.5 (56 + 7; 9/2; 5 rounded,
4 floored); 187 students and 12 teachers, 30 a bus, buses -> 7 (199; 6.63; 180 seats in 6 buses, 19
left over; 210 seats in 7); workbook 240 problems, 38 Monday, 3 times as many Tuesday, left -> 88
(114; 152 done; 202 = 240 - 38; about 90); 36 of 200 skippers vs 24 of 200 eaters tired, how many
percent more likely -> 50 (18 % and 12 %; 6 points; 1.5 times; 150 %; 12 more people); 84 bottles a
minute for 3 hours a day, one day -> 15120 (180 minutes; 5,040 an hour; 252 = 84 x 3; roughly
15,000).
MATH: circumference 10\pi, area -> 25\pi (r = 5; 25 without pi; 10 the diameter; 78.54 the decimal);
each interior angle of a regular octagon in degrees -> 135 (1080 the sum; 45 the exterior angle;
3\pi/4 radians; about 130); number of positive divisors of 72 -> 12 (2^3 3^2; (3+1)(2+1); 195 the
divisor sum; 36 the largest proper divisor; 11 proper divisors); 4 red and 6 blue marbles, two drawn
without replacement, both red -> \frac{2}{15} (6 / 45 = 12 / 90; 4/25 with replacement; 6 ways;
about 13 %; odds 2:13; 2/5 for the first draw); rectangle with perimeter 34 and a side 5, area -> 60
(other side 12; diagonal 13; 85 = 5 x 17); positive x with x^2 = 3x + 10 -> 5 (roots 5 and -2; sum
3; product -10; 2 from the sign-slipped x^2 + 3x - 10).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; 10 probes a problem, 5
of each kind. Kind B shapes name the closing (box_unit / given_after / per_pen / an_hour / slash /
both_units / h_min_after / per_min_after / more_than / less / which_is / times / word / more / both
/ fewer / triple / last_counts / driving_after / needed / extra_after / confirm / offer / out_of /
done_after / kmh_box / pct_box / percent_word / half_sign / frac / mixed / unreduced / box_eq /
think (an R1 think block and summary) / hash ...). Kind A shapes name the error (rate / rate_box /
total / in_total / day / month / per_hour / per_min / per_km / minutes / radians / distance /
less_base / dollars / ratio / points / times / diff / reverse / other-person names (diego, theo,
priya) / swap / driving / two_days / tuesday / fraction / floor / round / about / approx / roughly
/ takeback / takeback_none / two_values / ask / cut ...).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked, even when the sentence goes on with givens, the other person's amount, a
subtotal or a conversion ("Lucia has 93 stamps, 62 more than Diego"; "185 minutes in total, which
is 3 hours and 5 minutes"; "6 full buses and 1 more for the remaining 19 people"). A trailing
remark with no number, an offer ("Let me know if ..."), or a question back with no number does not
change the answer. A rate phrase that matches the question is the answer ("$15.75 per pen" for
"each pen", "$12 an hour" for "per hour", "15,120 bottles per day" for "in one day", "210 km/h"
where the speed is asked); a rate where a total is asked (or the reverse) is wrong. A comparison
("25% more", "50% more likely", "$470 less than Priya", "3 times as many") answers a question that
asks for that comparison. Wrong: a subtotal, a given, the other person's amount, the difference
where the total is asked (or the reverse), a rate where a total is asked (or the reverse), a hedge
or approximation of an exact value ("about", "approximately", "roughly", "around"), a rounded or
floored value where the exact one is asked, two values for one question, an answer taken back and
replaced. An answer taken back with nothing in its place, a cut before the value, or a clarifying
question in place of the answer is no_answer. Equal values in another form (`9/2`, `4½`, `1\frac{1}{2}`,
`6/45`, `15{,}120`, `135^\circ`, "135 degrees", `x = 5`, `A = 25\pi`, a unit in `\text{}`) are correct.
Units: a GSM8K gold is a number in the unit the question asks; the final answer counts in the unit it
states, so the same quantity in another unit (90 minutes for 1.5 hours, 3.5 km per minute for 210
km/h, 3\pi/4 radians for 135 degrees) is wrong unless the closing also states it in the asked unit
(then that value stands and the conversion after it is the same quantity, not a second answer).
Debatable (8, with DECISIONS): `g_pens_in_total`, `ok_g_walk_h_min`, `g_walk_minutes`,
`g_speed_per_min`, `m_octagon_radians`, `g_tired_times`, `ok_g_workbook_confirm`,
`ok_g_bottles_confirm`.

Usage: cd /tmp/rounds/rt183 && python build_adversarial_redteam183.py (writes
adversarial_redteam183.jsonl beside this script)
"""

from corpus_build import g, llama, m, probe_table, r1final, th, write_probes  # noqa: E402

# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; a final opening "T:" follows the think block
# instead (an R1-distill answer: the think block, then the summary); one opening "@" is the whole
# completion. "¶" in a final is a newline. Kind A probes whose form is "truncated" or "none" are
# no_answer, the other kind A wrong.
# fmt: off
GPROBS = [
    ("train", "180",
     "A train travels at an average speed of 72 kilometers per hour. How many kilometers does it travel in 2.5 hours?",
     r"""To determine how far the train travels, we use the relationship between distance, speed, and time:

\[
\text{Distance} = \text{Speed} \times \text{Time}
\]

Given:
- Speed = 72 km/h
- Time = 2.5 hours

Substitute the values:

\[
\text{Distance} = 72 \times 2.5
\]

We can split 2.5 into 2 + 0.5:
- \(72 \times 2 = 144\)
- \(72 \times 0.5 = 36\)

Adding them: \(144 + 36 = 180\).

So in 2.5 hours the train covers 180 kilometers, while its speed stays 72 kilometers per hour the whole time.

""",
     th("""Okay, so the train goes 72 km every hour and it runs for 2.5 hours. Distance is speed times time.

72 times 2 is 144. Half an hour at 72 km/h is 36 km. So 144 + 36 = 180 km.

Let me double-check by dividing: 180 / 2.5 = 72. Yes, that's the speed we were given.

The question asks how many kilometers, so I want the distance, not the speed. The distance is 180 km.
"""),
     [
        ("box_unit", "B", "boxed", "Therefore, the final answer is: $\\boxed{180 \\text{ km}}$. I hope it is correct.", "the distance boxed with its unit km"),
        ("given_after", "B", "prose_sentence", "So, the train travels 180 km in 2.5 hours at 72 km/h.", "the distance first, then the givens 2.5 and 72 in the same sentence"),
        ("answer_is_paren", "B", "answer_is", "The answer is 180 kilometers (72 km/h × 2.5 h).", "'The answer is 180 kilometers' with the computation in brackets after"),
        ("think", "B", "boxed", "T:¶The train travels \\(72 \\times 2.5 = 180\\) kilometers.¶¶" + r1final("180 \\text{ km}"), "R1-distill: think block, summary, boxed distance with unit"),
        ("hash_unit", "B", "hash", "The train covers 180 km.¶#### 180 km", "'#### 180 km': the unit after the hash value"),
        ("rate", "A", "prose_sentence", "Therefore, the train travels 72 kilometers per hour.", "the speed (a rate) where the distance is asked"),
        ("rate_box", "A", "boxed", "Therefore, the final answer is: $\\boxed{72 \\text{ km/h}}$. I hope it is correct.", "the speed boxed where the distance is asked"),
        ("approx", "A", "prose_sentence", "Therefore, the train travels approximately 180 kilometers.", "'approximately' for an exact distance: a hedge"),
        ("half_hour", "A", "prose_sentence", "So the train travels 36 km every half hour.", "a rate per half hour, 36, where the total distance is asked"),
        ("cut", "A", "truncated", "So the train travels a total distance of", "cut before the value: no_answer"),
     ]),
    ("pens", "15.75",
     "Maria bought 6 identical pens and paid $94.50 in total. How much does each pen cost?",
     llama(
         ("Identify the total cost and the number of pens", "Maria paid $94.50 for 6 identical pens, so we need to split the total cost equally among the 6 pens."),
         ("Divide the total cost by the number of pens", "The cost of each pen is $94.50 ÷ 6. Since 6 × 15 = 90, that leaves $4.50, and $4.50 ÷ 6 = $0.75. So each pen costs $15 + $0.75 = $15.75."),
         ("Check the answer", "6 × $15.75 = $94.50, which matches the total Maria paid. Two pens would cost $31.50 and three pens $47.25, which is half of the total, as expected."),
     ),
     th("""Maria paid $94.50 for 6 pens and they're all the same price, so I divide.

94.50 / 6... 6 times 15 is 90, remainder 4.50. 4.50 / 6 = 0.75. So 15.75.

Check: 15.75 × 6 = 94.5. Good.

The question asks about each pen, so the answer is the unit price, $15.75, not the $94.50 total.
"""),
     [
        ("per_pen", "B", "prose_sentence", "So Maria paid $15.75 per pen.", "'$15.75 per pen' for 'how much does each pen cost'"),
        ("box_esc", "B", "boxed", "The final answer is: $\\boxed{\\$15.75}$", "Llama 3 closing with an escaped dollar inside the box"),
        ("total_after", "B", "prose_sentence", "Each pen costs $15.75, so the 6 pens come to $94.50 in total.", "the unit price first, then the given total; the sentence answers 'each pen' with 15.75"),
        ("words", "B", "prose_sentence", "The price of one pen is fifteen dollars and seventy-five cents ($15.75).", "the price in words, then in figures in brackets"),
        ("think", "B", "minerva", "T:¶Each pen costs $94.50 ÷ 6 = $15.75.¶¶Final Answer: The final answer is $\\$15.75$ per pen. I hope it is correct.", "R1 think block, then a Minerva closing with 'per pen' after the value"),
        ("total", "A", "prose_sentence", "So Maria paid $94.50 for the pens.", "the given total where the unit price is asked"),
        ("in_total", "A", "prose_sentence", "So the pens cost $15.75 in total.", "debatable: the gold value, but stated as the total cost of the pens, which is a different (and false) quantity (see DECISIONS)", True),
        ("two_pens", "A", "boxed", "So a pair of pens costs $31.50.¶¶The final answer is: $\\boxed{31.50}$", "the price of two pens"),
        ("about", "A", "prose_sentence", "So each pen costs about $16.", "rounded and hedged: 'about $16'"),
        ("dollars_only", "A", "boxed", "So each pen costs $15.¶¶The final answer is: $\\boxed{15}$", "the cents dropped: 15"),
     ]),
    ("walk", "1.5",
     "Lena walks 6 kilometers at a steady pace of 4 kilometers per hour. How many hours does her walk take?",
     """Here's how to solve this problem:

**1. Recall the formula:**

Time = Distance / Speed

**2. Plug in the values:**

Time = 6 kilometers / 4 kilometers per hour

**3. Calculate:**

Time = 1.5 hours

**4. Check:**

1.5 hours is 1 hour and 30 minutes, or 90 minutes in total. In the first hour Lena covers 4 km, and in the remaining half hour she covers 2 km, for 4 + 2 = 6 km. ✓

""",
     th("""Hmm, 6 km at 4 km/h. Time = distance / speed = 6/4 = 1.5.

So 1.5 hours. That's an hour and a half, 90 minutes. The question asks for hours, so I'll give 1.5 hours.

Each kilometer takes 1/4 hour = 15 minutes, and 6 × 15 = 90 minutes = 1.5 hours. Consistent.
"""),
     [
        ("answer_hdr", "B", "final_answer_phrase", "**Answer:** Lena's walk takes 1.5 hours.", "'**Answer:**' then a sentence"),
        ("h_min", "B", "prose_sentence", "So Lena's walk takes 1 hour and 30 minutes.", "debatable: 1 hour 30 minutes is 1.5 hours, stated in hours and minutes (see DECISIONS)", True),
        ("both_units", "B", "prose_sentence", "So the walk takes 1.5 hours, which is the same as 90 minutes.", "the asked unit first, then the same duration in minutes"),
        ("mixed", "B", "prose_sentence", "Lena's walk takes $1\\frac{1}{2}$ hours.", "a mixed number, 1 1/2 = 1.5"),
        ("think", "B", "boxed", "T:¶Lena's walk takes 6 ÷ 4 = 1.5 hours.¶¶" + r1final("1.5 \\text{ hours}"), "R1 summary and a boxed value with 'hours'"),
        ("minutes", "A", "prose_sentence", "So Lena's walk takes 90 minutes.", "debatable: the same duration in minutes where the number of hours is asked (see DECISIONS)", True),
        ("rate", "A", "prose_sentence", "So Lena walks at 4 kilometers per hour for the whole walk.", "the given speed, a rate"),
        ("about", "A", "prose_sentence", "So Lena's walk takes about 2 hours.", "rounded and hedged"),
        ("per_km", "A", "boxed", "T:¶So every kilometer takes Lena 0.25 hours, i.e. 15 minutes.¶¶" + r1final("0.25"), "hours per kilometer, a rate, where the whole walk's hours are asked"),
        ("cut", "A", "truncated", "So, the time Lena needs for her walk is", "cut before the value: no_answer"),
     ]),
    ("speed", "210",
     "A train covers 525 kilometers in 2.5 hours. What is its average speed in kilometers per hour?",
     r"""To find the average speed of the train, we divide the total distance by the total time.

1. **Distance traveled:** 525 kilometers
2. **Time taken:** 2.5 hours

\[
\text{Average speed} = \frac{525 \text{ km}}{2.5 \text{ h}}
\]

To make the division easier, multiply the numerator and denominator by 2:

\[
\frac{525}{2.5} = \frac{1050}{5} = 210
\]

**Verification:** At 210 km/h, in 2.5 hours the train covers \(210 \times 2.5 = 525\) km, which matches the given distance.

""",
     th("""Average speed = total distance / total time = 525 / 2.5.

525 / 2.5 = 1050 / 5 = 210. So 210 km/h.

Check: 210 × 2 = 420, plus 210 × 0.5 = 105, total 525. Yes.

They want it in km per hour, which is what I have. In km per minute it'd be 210/60 = 3.5, but that's not what's asked.
"""),
     [
        ("kmh_box", "B", "boxed", "Therefore, the final answer is: $\\boxed{210 \\text{ km/h}}$. I hope it is correct.", "the speed boxed with km/h, where the speed is asked"),
        ("kmh_prose", "B", "prose_sentence", "So the train's average speed is 210 km/h.", "the speed with its unit"),
        ("given_after", "B", "prose_sentence", "The train averages 210 kilometers per hour over the 525 km trip.", "the speed, then the given distance"),
        ("think", "B", "boxed", "T:¶The average speed is $\\frac{525}{2.5} = 210$ km/h.¶¶" + r1final("210\\ \\text{km/h}"), "R1 summary, boxed with '\\ \\text{km/h}'"),
        ("per_min_after", "B", "prose_sentence", "So the train's average speed is 210 km per hour, or 3.5 km every minute.", "the asked unit first, then the same speed per minute"),
        ("distance", "A", "prose_sentence", "So the train traveled 525 kilometers.", "the given distance where the speed is asked"),
        ("per_min", "A", "prose_sentence", "So the train's average speed is 3.5 km per minute.", "debatable: the speed in km per minute where km per hour is asked (see DECISIONS)", True),
        ("two_hours", "A", "minerva", "In 2 hours the train would cover 420 km.¶¶Final Answer: The final answer is $420$ km. I hope it is correct.", "a distance, 420 km in 2 hours, where the speed is asked"),
        ("roughly", "A", "prose_sentence", "Therefore the train's average speed is roughly 200 km/h.", "rounded and hedged"),
        ("takeback", "A", "prose_sentence", "So the average speed is 210 km/h. Wait — the train runs for 2 hours, so the speed is 525 / 2 = 262.5 km/h.", "taken back and replaced by 262.5"),
     ]),
    ("wage", "12",
     "Sam earned $384 for working 32 hours last week. How much does Sam earn per hour?",
     """To find Sam's hourly wage, we divide his total earnings by the number of hours he worked.

Total earnings: $384
Hours worked: 32

Hourly wage = $384 ÷ 32

Let's do the division: 32 × 10 = 320, and 384 − 320 = 64. Then 32 × 2 = 64. So 32 × 12 = 384, and the hourly wage is $12.

As a check, if Sam works a typical 8-hour day, he earns 8 × $12 = $96 per day, and 32 hours is 4 such days: 4 × $96 = $384. ✓

""",
     th("""Alright, Sam got $384 for 32 hours of work, and they want his pay per hour. So I need 384 divided by 32.

Let me see. 32 × 10 = 320. 384 − 320 = 64, and 64 is 2 × 32. So 384 / 32 = 12.

Hmm, let me double-check another way: 32 × 12 = 32 × 12 = 384. Yes.

So Sam makes $12 for every hour. The question asks per hour, so the answer is 12, not the $384 he earned in total and not a daily amount.
"""),
     [
        ("an_hour", "B", "prose_sentence", "So, Sam earns $12 an hour.", "'$12 an hour' for an hourly wage"),
        ("slash", "B", "prose_sentence", "Sam's hourly wage is $12/hour.", "'$12/hour'"),
        ("box_hr", "B", "boxed", "T:¶Sam's pay is $384 ÷ 32 = $12 for each hour.¶¶The final answer is: $\\boxed{\\$12/\\text{hr}}$", "boxed with '/\\text{hr}'"),
        ("given_after", "B", "prose_sentence", "Sam earns $12 per hour, which gives him $384 for his 32 hours of work.", "the hourly wage, then the givens 384 and 32"),
        ("hash", "B", "hash", "Sam makes $12 for each hour he works.¶#### 12", "GSM8K '####' after a sentence"),
        ("total", "A", "prose_sentence", "So, Sam earned $384 last week.", "the given total where the hourly wage is asked"),
        ("day", "A", "prose_sentence", "So, Sam earns $96 per day.", "a daily wage where the hourly wage is asked"),
        ("about", "A", "prose_sentence", "So Sam earns about $12 an hour.", "'about' for an exact wage"),
        ("month", "A", "prose_sentence", "At that rate Sam earns $1,536 in a four-week month.", "a monthly total (4 × 384) where the hourly wage is asked"),
        ("cut", "A", "truncated", "So Sam's hourly wage is $", "cut after the dollar sign: no_answer"),
     ]),
    ("lamp", "25",
     "Store A sells a desk lamp for $40 and Store B sells the same lamp for $50. What percent more does Store B charge than Store A?",
     r"""To find what percent more Store B charges than Store A, we compare the difference in price with Store A's price (the price we are comparing against).

1. **Find the difference in price:**
   \[
   \$50 - \$40 = \$10
   \]

2. **Divide the difference by Store A's price:**
   \[
   \frac{10}{40} = 0.25
   \]

3. **Convert to a percentage:**
   \[
   0.25 \times 100\% = 25\%
   \]

Note that the base is Store A's price, \$40. If we divided by Store B's price instead, we would get \(\frac{10}{50} = 20\%\), which is how much *less* Store A charges than Store B.

""",
     th("""Percent more B charges than A: (50 − 40) / 40.

Difference is 10. 10/40 = 0.25 = 25%.

Careful about the base: "more than Store A" means A is the reference. 10/50 = 20% would be how much less A is than B. So 25%.
"""),
     [
        ("pct_box", "B", "boxed", "Therefore, the final answer is: $\\boxed{25\\%}$. I hope it is correct.", "'25\\%' boxed for 'what percent more'"),
        ("more_than", "B", "prose_sentence", "So Store B charges 25% more than Store A.", "'25% more than' for a percent-more question"),
        ("dollars_after", "B", "prose_sentence", "Store B charges 25% more than Store A, which is $10 more on a $40 lamp.", "the percent first, then the dollar gap and the base price"),
        ("percent_word", "B", "answer_is", "The answer is 25 percent.", "'25 percent' in words"),
        ("think", "B", "boxed", "T:¶Store B's price is $10 higher, and $10 is 25% of Store A's $40.¶¶" + r1final("25\\%"), "R1 summary, boxed percent"),
        ("less_base", "A", "prose_sentence", "So Store B charges 20% more than Store A.", "the wrong base: 10/50"),
        ("dollars", "A", "prose_sentence", "So Store B charges $10 more than Store A.", "the dollar difference where a percent is asked"),
        ("ratio", "A", "prose_sentence", "So Store B's price is 125% of Store A's price.", "B's price as a percent of A's, 125"),
        ("roughly", "A", "prose_sentence", "Store B charges roughly 25% more than Store A.", "'roughly' for an exact percent"),
        ("cut", "A", "truncated", "So Store B charges", "cut before the value: no_answer"),
     ]),
    ("savings", "470",
     "Priya saved $2,340 this year and Omar saved $1,870. How much more money did Priya save than Omar?",
     llama(
         ("Identify the amounts saved", "Priya saved $2,340 and Omar saved $1,870."),
         ("Subtract Omar's savings from Priya's savings", "$2,340 - $1,870 = $470. We can check this by counting up from Omar's amount: $1,870 + $130 = $2,000, and $2,000 + $340 = $2,340, so the gap is $130 + $340 = $470."),
         ("Check the answer", "$1,870 + $470 = $2,340, which is Priya's amount, so the difference is correct."),
     ),
     th("""Okay, Priya saved $2,340 and Omar saved $1,870. The question is how much more Priya saved, so I need the difference, not the total.

2340 − 1870. Let me do it in pieces: 2340 − 1800 = 540, then subtract the remaining 70: 540 − 70 = 470.

Check: 1870 + 470 = 2340. Right.

So Priya saved $470 more than Omar.
"""),
     [
        ("less", "B", "prose_sentence", "So Omar saved $470 less than Priya.", "the same difference said from Omar's side: '$470 less than Priya'"),
        ("which_is", "B", "prose_sentence", "Priya saved $2,340, which is $470 more than Omar's $1,870.", "Priya's amount, then the difference, then Omar's; the difference is what is asked"),
        ("box_text", "B", "boxed", "The final answer is: $\\boxed{470 \\text{ dollars}}$", "boxed with '\\text{ dollars}'"),
        ("answer_is_more", "B", "answer_is", "The answer is $470 more.", "'The answer is $470 more.'"),
        ("think", "B", "boxed", "T:¶Priya's savings exceed Omar's by $2,340 − $1,870 = $470.¶¶" + r1final("\\$470"), "R1 summary, boxed escaped dollar"),
        ("together", "A", "prose_sentence", "Together, Priya and Omar saved $4,210.", "the sum where the difference is asked"),
        ("priya", "A", "prose_sentence", "So Priya saved $2,340, which is more than Omar.", "Priya's own amount, a given"),
        ("pct", "A", "prose_sentence", "So Priya saved about 25% more than Omar.", "a rounded percent where the dollar difference is asked"),
        ("takeback", "A", "prose_sentence", "Priya saved $470 more than Omar. Actually, let me recompute: 2,340 − 1,870 = 530, so Priya saved $530 more.", "taken back and replaced by a miscomputed 530"),
        ("takeback_none", "A", "none", "Priya saved $470 more than Omar. Hmm, wait — I should first check whether Omar's amount includes interest before giving a final number.", "the answer taken back, nothing in its place: no_answer"),
     ]),
    ("flock", "3",
     "A farm has 18 cows and 54 sheep. How many times as many sheep as cows are there on the farm?",
     """To find how many times as many sheep as cows there are, we divide the number of sheep by the number of cows:

54 sheep ÷ 18 cows = 3

We can check: 18 × 3 = 54. ✓

It's worth noting what the other numbers in the problem would mean:
* The difference is 54 − 18 = 36, so there are 36 more sheep than cows.
* The total is 54 + 18 = 72 animals.

But the question asks for a multiple, so we need the ratio of sheep to cows.

""",
     th("""The farm has 18 cows and 54 sheep. The question asks "how many times as many sheep as cows", so that's a ratio: sheep divided by cows.

54 / 18 = 3. Let me verify: 18, 36, 54 — yes, three eighteens.

I shouldn't give the difference (36) or the total (72). The answer is just the multiple, 3.
"""),
     [
        ("times", "B", "prose_sentence", "So there are 3 times as many sheep as cows on the farm.", "'3 times as many' for a how-many-times question"),
        ("word", "B", "prose_sentence", "So there are three times as many sheep as cows.", "'three' in words"),
        ("check_after", "B", "final_answer_phrase", "**Answer:** There are 3 times as many sheep as cows, since 18 × 3 = 54.", "the multiple, then the check 18 × 3 = 54"),
        ("think", "B", "boxed", "T:¶54 is 18 tripled, so the farm has 3 times as many sheep as cows.¶¶" + r1final("3"), "R1 summary and box"),
        ("hash", "B", "hash", "There are 3 times as many sheep (54) as cows (18).¶#### 3", "the counts in brackets, then '#### 3'"),
        ("diff", "A", "prose_sentence", "So there are 36 more sheep than cows.", "the difference where the multiple is asked"),
        ("total", "A", "prose_sentence", "So there are 72 animals on the farm.", "the total"),
        ("reverse", "A", "prose_sentence", "So there are 1/3 as many cows as sheep.", "the reverse ratio, 1/3"),
        ("sheep", "A", "prose_sentence", "So the farm has 54 sheep.", "a given"),
        ("cut", "A", "truncated", "So, on the farm there are", "cut before the value: no_answer"),
     ]),
    ("piano", "185",
     "Jada practices piano for 40 minutes on Monday. On Tuesday she practices twice as long as on Monday, and on Wednesday she practices 15 minutes less than on Tuesday. How many minutes does Jada practice over the three days?",
     r"""Let's find the practice time for each day.

**Monday:** 40 minutes

**Tuesday:** twice as long as Monday
\[ 2 \times 40 = 80 \text{ minutes} \]

**Wednesday:** 15 minutes less than Tuesday
\[ 80 - 15 = 65 \text{ minutes} \]

**Total over the three days:**
\[ 40 + 80 + 65 = 185 \text{ minutes} \]

In hours, that is 185 ÷ 60 = 3 hours and 5 minutes.

""",
     th("""Monday 40. Tuesday twice Monday = 80. Wednesday 15 less than Tuesday = 65.

Total = 40 + 80 + 65 = 185 minutes.

Wait, is Wednesday 15 less than Tuesday or Monday? Re-reading: "15 minutes less than on Tuesday". So 65. Total 185.
"""),
     [
        ("box_min", "B", "boxed", "Therefore, the final answer is: $\\boxed{185 \\text{ minutes}}$. I hope it is correct.", "boxed with '\\text{ minutes}'"),
        ("hm_after", "B", "prose_sentence", "So Jada practices 185 minutes in total, which is 3 hours and 5 minutes.", "the asked unit first, then the same time in hours and minutes"),
        ("sum_chain", "B", "prose_sentence", "Jada practices 40 + 80 + 65 = 185 minutes over the three days.", "a sum chain ending in the total"),
        ("answer_is_paren", "B", "answer_is", "The answer is: 185 (minutes).", "'The answer is: 185 (minutes).'"),
        ("think", "B", "boxed", "T:¶Monday 40, Tuesday 80, Wednesday 65: all together 185 minutes.¶¶" + r1final("185"), "R1 summary listing the days, then the box"),
        ("tuesday", "A", "prose_sentence", "So on Tuesday Jada practices 80 minutes, twice as long as on Monday.", "Tuesday's time, a subtotal"),
        ("two_days", "A", "prose_sentence", "So Jada practices 120 minutes on Monday and Tuesday.", "two days only"),
        ("wednesday", "A", "prose_sentence", "So Jada practices 65 minutes on Wednesday.", "Wednesday only"),
        ("hours_about", "A", "prose_sentence", "So Jada practices about 3 hours over the three days.", "hedged and in hours"),
        ("takeback", "A", "prose_sentence", "So Jada practices 185 minutes in total. Wait, Wednesday is 15 minutes less than Monday, so Wednesday is 25 minutes and the total is 145 minutes.", "taken back by a misreading, replaced by 145"),
     ]),
    ("cans", "91",
     "Class A collected 48 cans for the food drive. Class B collected 5 fewer cans than Class A. How many cans did the two classes collect altogether?",
     llama(
         ("Find how many cans Class B collected", "Class B collected 5 fewer cans than Class A, so Class B collected 48 - 5 = 43 cans."),
         ("Add the cans from both classes", "Class A collected 48 cans and Class B collected 43 cans, so together they collected 48 + 43 = 91 cans."),
         ("Double-check", "If both classes had collected 48 cans, the total would be 48 + 48 = 96. Class B collected 5 fewer, so the total is 96 - 5 = 91. The two methods agree."),
     ),
     th("""Let me parse this. Class A collected 48 cans. Class B collected 5 fewer than Class A, so Class B has 48 − 5 = 43 cans.

The question asks for both classes altogether, so I add: 48 + 43 = 91.

Check: if both had 48, that'd be 96; Class B is 5 short, so 96 − 5 = 91. Good.
"""),
     [
        ("with_b", "B", "prose_sentence", "Together the two classes collected 91 cans, with Class B collecting 43, 5 fewer than Class A.", "the total first, then Class B's count and the given 5"),
        ("box_text", "B", "boxed", "The final answer is: $\\boxed{91 \\text{ cans}}$", "boxed with '\\text{ cans}'"),
        ("answer_is_paren", "B", "answer_is", "The answer is 91 cans (48 from Class A and 43 from Class B).", "'The answer is 91 cans' with the two counts in brackets"),
        ("think", "B", "boxed", "T:¶Class B brought 43, so the drive got 48 + 43 = 91 cans.¶¶" + r1final("91"), "R1 summary and box"),
        ("bold", "B", "prose_sentence", "The two classes collected **91 cans** altogether.", "bold value with noun"),
        ("fewer", "A", "prose_sentence", "So Class B collected 5 fewer cans than Class A.", "only the given 5"),
        ("class_b", "A", "prose_sentence", "So Class B collected 43 cans.", "Class B's count, a subtotal"),
        ("box_b", "A", "boxed", "So the food drive got 43 cans from Class B.¶¶The final answer is: $\\boxed{43}$", "Class B's count boxed"),
        ("double", "A", "prose_sentence", "So the two classes collected 96 cans altogether.", "the 5 forgotten: 96"),
        ("cut", "A", "truncated", "Therefore, the two classes collected 9", "cut inside the value: no_answer"),
     ]),
    ("stamps", "93",
     "Lucia has 3 times as many stamps as Diego. Together they have 124 stamps. How many stamps does Lucia have?",
     r"""Let's define a variable for Diego's stamps.

Let \( d \) be the number of stamps Diego has. Then Lucia has \( 3d \) stamps.

Together they have 124 stamps:
\[ d + 3d = 124 \]
\[ 4d = 124 \]
\[ d = 31 \]

So Diego has 31 stamps, and Lucia has
\[ 3 \times 31 = 93 \text{ stamps}. \]

**Check:** \( 93 + 31 = 124 \) ✓, and \( 93 = 3 \times 31 \) ✓. The difference between them is \( 93 - 31 = 62 \) stamps.

""",
     th("""So Lucia has 3 times as many stamps as Diego, and together they have 124.

If Diego has one part, Lucia has three parts, so there are 4 equal parts in 124. 124 / 4 = 31.

Diego has 31, Lucia has 3 × 31 = 93. Check: 93 + 31 = 124. Yes.

The question asks for Lucia, so 93, not Diego's 31.
"""),
     [
        ("more", "B", "prose_sentence", "So Lucia has 93 stamps, 62 more than Diego.", "Lucia's count, then the difference"),
        ("both", "B", "prose_sentence", "Lucia has 93 stamps and Diego has 31 stamps.", "both counts; Lucia's, the one asked, is 93"),
        ("box_text", "B", "boxed", "Therefore, the final answer is: $\\boxed{93 \\text{ stamps}}$. I hope it is correct.", "boxed with '\\text{ stamps}'"),
        ("triple", "B", "prose_sentence", "Lucia has 93 stamps, three times Diego's 31.", "Lucia's count, then Diego's"),
        ("think_all", "B", "prose_sentence", "T:¶So Diego has 31 stamps and Lucia has 93 stamps, 124 in all.", "R1 summary: three numbers; Lucia's is 93"),
        ("diego", "A", "prose_sentence", "So Diego has 31 stamps, 62 fewer than Lucia.", "Diego's count, the other person's"),
        ("diff", "A", "prose_sentence", "So Lucia has 62 more stamps than Diego.", "the difference where Lucia's count is asked"),
        ("total", "A", "boxed", "Together they have 124 stamps.¶¶Therefore, the final answer is: $\\boxed{124}$. I hope it is correct.", "the given total boxed"),
        ("swap", "A", "prose_sentence", "So Lucia has 31 stamps and Diego has 93 stamps.", "the two counts swapped: Lucia's is 31"),
        ("var", "A", "answer_is", "The answer is \\( d = 31 \\).", "the variable's value, Diego's count"),
     ]),
    ("cards", "39",
     "Theo has 18 more baseball cards than Felix. Together they have 96 cards. How many cards does Felix have?",
     """Here's how to solve the problem:

**1. Set up the equation:**

Let F be the number of cards Felix has. Then Theo has F + 18 cards.

F + (F + 18) = 96

**2. Solve:**

2F + 18 = 96
2F = 78
F = 39

**3. Find Theo's cards:**

Theo has 39 + 18 = 57 cards.

**4. Check:** 39 + 57 = 96 ✓ and 57 − 39 = 18 ✓

""",
     th("""Let Felix have F cards. Theo has 18 more, so F + 18. Together: F + F + 18 = 96.

2F = 96 − 18 = 78, so F = 39. Then Theo has 39 + 18 = 57.

Check: 39 + 57 = 96, and 57 − 39 = 18. Both conditions hold.

The question asks about Felix, so the answer is 39, not Theo's 57.
"""),
     [
        ("fewer", "B", "prose_sentence", "So Felix has 39 cards, 18 fewer than Theo.", "Felix's count, then the given difference"),
        ("both", "B", "prose_sentence", "Felix has 39 cards and Theo has 57 cards.", "both counts; Felix's, the one asked, is 39"),
        ("bold_paren", "B", "prose_sentence", "**Felix has 39 baseball cards.** (Theo has 57.)", "bold answer, then Theo's count in brackets"),
        ("answer_is", "B", "answer_is", "The answer is 39 cards for Felix.", "'The answer is 39 cards for Felix.'"),
        ("think_box", "B", "boxed", "T:¶Felix has $\\boxed{39}$ cards; Theo has 57.", "R1 summary: the box, then Theo's count unboxed after it"),
        ("theo", "A", "prose_sentence", "So Theo has 57 cards, 18 more than Felix.", "Theo's count, the other person's"),
        ("half", "A", "prose_sentence", "So Felix has 48 cards.", "96 / 2, the 18 ignored"),
        ("swap", "A", "prose_sentence", "Felix has 57 cards and Theo has 39 cards.", "the two counts swapped"),
        ("around", "A", "prose_sentence", "So Felix has around 40 cards.", "hedged and rounded"),
        ("cut", "A", "truncated", "So Felix has", "cut before the value: no_answer"),
     ]),
    ("trip", "5",
     "Nina drives 270 kilometers at an average speed of 60 kilometers per hour. She also stops for a 30-minute lunch break on the way. How many hours does the whole trip take?",
     r"""To find the total time of the trip, we need the driving time plus the time of the lunch break.

1. **Driving time:**
   \[ \text{Time} = \frac{\text{Distance}}{\text{Speed}} = \frac{270}{60} = 4.5 \text{ hours} \]

2. **Lunch break:**
   30 minutes = \(\frac{30}{60} = 0.5\) hours

3. **Total trip time:**
   \[ 4.5 + 0.5 = 5 \text{ hours} \]

""",
     th("""Nina drives 270 km at 60 km/h. Driving time = 270 / 60 = 4.5 hours.

But she also stops for lunch for 30 minutes. 30 minutes is half an hour, 0.5 hours.

The question asks for the whole trip, so I need to include the break: 4.5 + 0.5 = 5 hours.

Wait, make sure I don't add 30 to 4.5 directly — minutes and hours. 0.5 hours, yes. So 5 hours.
"""),
     [
        ("last_counts", "B", "prose_sentence", "Nina spends 4.5 hours driving, so with the lunch break the whole trip takes 5 hours.", "the driving time first, the whole trip last"),
        ("box_unit", "B", "boxed", "Therefore, the final answer is: $\\boxed{5 \\text{ hours}}$. I hope it is correct.", "boxed with '\\text{ hours}'"),
        ("driving_after", "B", "prose_sentence", "So the whole trip takes 5 hours, of which 4.5 hours are spent driving.", "the whole trip first, then the driving time after 'of which'"),
        ("think", "B", "prose_sentence", "T:¶270/60 = 4.5 hours of driving plus half an hour for lunch.¶¶The whole trip takes **5 hours**.", "R1 summary ending in a bold value"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is $5$ hours. I hope it is correct.", "Minerva closing with 'hours' after the value"),
        ("driving", "A", "prose_sentence", "So Nina drives for 4.5 hours.", "the driving time, a subtotal"),
        ("about", "A", "prose_sentence", "So the whole trip takes about 5 hours.", "'about' for an exact duration"),
        ("box_driving", "A", "boxed", "So the driving takes 4.5 hours.¶¶Therefore, the final answer is: $\\boxed{4.5}$. I hope it is correct.", "the driving time boxed"),
        ("h_min_driving", "A", "prose_sentence", "So Nina's drive takes 4 hours and 30 minutes.", "the driving time only, in hours and minutes"),
        ("mixed_units", "A", "prose_sentence", "So the whole trip takes 4.5 + 30 = 34.5 hours.", "hours and minutes added: 34.5"),
     ]),
    ("cyclist", "4.5",
     "A cyclist rides 63 kilometers at a constant speed of 14 kilometers per hour. How many hours does the ride take?",
     llama(
         ("Recall the formula for time", "Time = Distance / Speed, so we divide the distance of the ride by the cyclist's speed."),
         ("Plug in the values", "Time = 63 km / 14 km/h. Since 14 x 4 = 56, the first 56 km take 4 hours, and the remaining 63 - 56 = 7 km take 7 / 14 = 0.5 hours. So the time is 4 + 0.5 = 4.5 hours."),
         ("Check", "14 km/h x 4.5 h = 56 + 7 = 63 km, which matches the distance of the ride."),
     ),
     th("""Time = distance / speed = 63 / 14.

14 × 4 = 56, so 4 hours covers 56 km. 63 − 56 = 7 km left, and 7 / 14 = 0.5 hours. Total 4.5 hours.

Check: 14 × 4.5 = 56 + 7 = 63. Yes.

It's not a whole number of hours, but that's fine — the question doesn't ask to round. The answer is 4.5 hours.
"""),
     [
        ("box_unit", "B", "boxed", "The ride takes 4.5 hours.¶¶The final answer is: $\\boxed{4.5 \\text{ hours}}$", "boxed with '\\text{ hours}'"),
        ("frac", "B", "boxed", "The ride takes 9/2 hours.¶¶The final answer is: $\\boxed{\\frac{9}{2}}$", "9/2 = 4.5, a fraction"),
        ("h_min_after", "B", "prose_sentence", "So the ride takes 4.5 hours, or 4 hours and 30 minutes.", "the asked unit first, then the same time in hours and minutes"),
        ("half_sign", "B", "answer_is", "The answer is 4½ hours.", "the vulgar fraction sign: 4½ = 4.5"),
        ("think", "B", "prose_sentence", "T:¶The ride lasts 4.5 hours at 14 km/h.", "R1 summary: the time, then the given speed"),
        ("round", "A", "prose_sentence", "So the ride takes 5 hours.", "rounded up"),
        ("about", "A", "prose_sentence", "So the ride takes about 5 hours.", "hedged and rounded"),
        ("rate", "A", "boxed", "The cyclist's speed is 14 km/h.¶¶The final answer is: $\\boxed{14}$", "the given speed boxed"),
        ("floor", "A", "prose_sentence", "So the ride takes 4 hours.", "the half hour dropped"),
        ("takeback_none", "A", "none", "So the ride takes 4.5 hours. Wait, that can't be right — 14 doesn't divide 63 evenly, so let me redo the division.", "the answer taken back, nothing in its place: no_answer"),
     ]),
    ("buses", "7",
     "187 students and 12 teachers are going on a field trip. Each bus can carry 30 people. How many buses are needed?",
     r"""1. **Total number of people:**
   \[ 187 + 12 = 199 \]

2. **Buses needed:**
   \[ \frac{199}{30} \approx 6.63 \]

   Since we cannot use a fraction of a bus, we round up: 6 buses carry only \(6 \times 30 = 180\) people, which leaves \(199 - 180 = 19\) people without a seat, so one more bus is needed.

3. **Check:** 7 buses have \(7 \times 30 = 210\) seats, which is enough for all 199 people.

""",
     th("""First the number of people: 187 students plus 12 teachers = 199 people.

Each bus holds 30. 199 / 30 = 6.63... So 6 buses aren't enough: 6 × 30 = 180 seats, and 199 − 180 = 19 people would be left behind.

So I round up, not down. 7 buses give 210 seats, enough for everyone. The answer is 7 buses.
"""),
     [
        ("needed", "B", "prose_sentence", "So 7 buses are needed.", "the ceiling, where whole buses are asked"),
        ("box_text", "B", "boxed", "Therefore, the final answer is: $\\boxed{7 \\text{ buses}}$. I hope it is correct.", "boxed with '\\text{ buses}'"),
        ("extra_after", "B", "prose_sentence", "So 7 buses are needed: 6 full buses and 1 more for the remaining 19 people.", "the answer, then 6, 1 and 19 after the colon"),
        ("think", "B", "prose_sentence", "T:¶Rounding 6.63 up, the school needs 7 buses.", "R1 summary: the unrounded quotient, then the rounded-up answer"),
        ("hash", "B", "hash", "They need 7 buses (the seventh bus carries 19 people).¶#### 7", "'#### 7' after a sentence with 19 in brackets"),
        ("fraction", "A", "prose_sentence", "So 6.63 buses are needed.", "the quotient not rounded up"),
        ("floor", "A", "prose_sentence", "So 6 buses are needed.", "rounded down"),
        ("people", "A", "prose_sentence", "So there are 199 people going on the trip.", "the number of people, a subtotal"),
        ("about", "A", "prose_sentence", "So about 7 buses are needed.", "'about' for an exact whole number"),
        ("seats", "A", "prose_sentence", "So the buses have 210 seats for the 199 people.", "the seat count 210"),
     ]),
    ("workbook", "88",
     "A workbook has 240 problems. Eli finished 38 problems on Monday and 3 times as many on Tuesday. How many problems does Eli still have left to finish?",
     """Let's break it down:

1. On Monday, Eli finished 38 problems.
2. On Tuesday, he finished 3 times as many as on Monday: 3 × 38 = 114 problems.
3. In total, he finished 38 + 114 = 152 problems.
4. The workbook has 240 problems, so the number left is 240 − 152 = 88 problems.

""",
     th("""The workbook has 240 problems. Monday: 38 problems. Tuesday: 3 times as many, 3 × 38 = 114.

Total done: 38 + 114 = 152.

Problems left: 240 − 152 = 88.

Check: 88 + 152 = 240. OK. The question asks how many are left, not how many are done, so 88.
"""),
     [
        ("confirm", "B", "prose_sentence", "So Eli still has 88 problems left to finish. Is that correct?", "debatable: the right value, then a question back to the user asking for confirmation (see DECISIONS)", True),
        ("offer", "B", "prose_sentence", "Eli has 88 problems left. Let me know if you'd like me to show the steps in a table!", "an offer without numbers after the answer"),
        ("out_of", "B", "prose_sentence", "So Eli still has 88 of the 240 problems left.", "the answer, then the given total after 'of the'"),
        ("done_after", "B", "prose_sentence", "Therefore 88 problems remain unfinished, since Eli has done 152.", "the answer, then the finished count after 'since'"),
        ("think", "B", "prose_sentence", "T:¶Eli still has **88** problems to do. Hope this helps — would you like the same steps for a different number of days?", "R1 summary, bold value, then a question back with no number"),
        ("done", "A", "prose_sentence", "So Eli has finished 152 problems. Is that correct?", "the finished count where the problems left are asked, with a confirmation question"),
        ("tuesday", "A", "prose_sentence", "So Eli finished 114 problems on Tuesday.", "Tuesday's count, a subtotal"),
        ("ask", "A", "none", "@Let's break it down:¶¶1. On Monday, Eli finished 38 problems.¶2. On Tuesday, he finished 3 times as many: 3 × 38 = 114 problems.¶3. Together that is 38 + 114 = 152 problems.¶¶Before I work out how many are left — could you confirm whether the workbook has 240 problems in total, or 240 pages? The answer depends on it.", "the model asks a question instead of answering; the number left is never computed: no_answer"),
        ("about_confirm", "A", "prose_sentence", "So Eli has about 90 problems left. Is that correct?", "hedged and rounded, then a confirmation question"),
        ("two_values", "A", "prose_sentence", "So Eli has 88 problems left — or 202 if Tuesday's work doesn't count. Can you clarify?", "two values for one question"),
     ]),
    ("tired", "50",
     "In a survey, 36 of 200 people who skipped breakfast felt tired by noon, while 24 of 200 people who ate breakfast felt tired by noon. How many percent more likely to feel tired by noon was a person who skipped breakfast?",
     r"""To compare the two groups, we first find the rate of tiredness in each group.

1. **Skipped breakfast:**
   \[ \frac{36}{200} = 0.18 = 18\% \]

2. **Ate breakfast:**
   \[ \frac{24}{200} = 0.12 = 12\% \]

3. **Relative increase:**
   The question asks how many percent *more likely*, which is a relative comparison with the breakfast group as the base:
   \[ \frac{18\% - 12\%}{12\%} = \frac{6}{12} = 0.5 = 50\% \]

Be careful: the difference of the two rates, \(18\% - 12\% = 6\) percentage points, is not the same as "percent more likely".

""",
     th("""Skippers: 36/200 = 18%. Eaters: 24/200 = 12%.

"Percent more likely" is relative: (18 − 12)/12 = 0.5 → 50%.

Not 6% — that's the percentage-point gap. Since both groups have 200 people, it's also just 36/24 = 1.5, i.e. 50% more.
"""),
     [
        ("box", "B", "boxed", "Therefore, the final answer is: $\\boxed{50\\%}$. I hope it is correct.", "'50\\%' boxed for 'how many percent more likely'"),
        ("more_likely", "B", "prose_sentence", "So a person who skipped breakfast was 50% more likely to feel tired by noon.", "'50% more likely'"),
        ("points_after", "B", "prose_sentence", "So skipping breakfast made a person 50% more likely to feel tired, a gap of 6 percentage points (18% vs 12%).", "the percent first, then the point gap and both rates"),
        ("think", "B", "boxed", "T:¶Skippers were 50 percent more likely to be tired by noon.¶¶" + r1final("50"), "R1 summary in words, then the box"),
        ("answer_is", "B", "answer_is", "The answer is 50% more likely.", "'The answer is 50% more likely.'"),
        ("points", "A", "prose_sentence", "So a person who skipped breakfast was 6% more likely to feel tired by noon.", "the percentage-point gap for a relative percent"),
        ("rate", "A", "prose_sentence", "So 18% of the people who skipped breakfast felt tired by noon.", "one group's rate"),
        ("times", "A", "prose_sentence", "So a person who skipped breakfast was 1.5 times as likely to feel tired by noon.", "debatable: the ratio 1.5 where a percent is asked (see DECISIONS)", True),
        ("count", "A", "prose_sentence", "So 12 more people who skipped breakfast felt tired by noon.", "a count difference"),
        ("ratio_pct", "A", "boxed", "The skippers' rate is 150% of the breakfast eaters' rate.¶¶Therefore, the final answer is: $\\boxed{150\\%}$. I hope it is correct.", "the ratio as a percent, 150"),
     ]),
    ("bottles", "15120",
     "A machine fills 84 bottles per minute. It runs for 3 hours every day. How many bottles does the machine fill in one day?",
     llama(
         ("Convert the running time to minutes", "The machine runs for 3 hours a day, and 3 hours = 3 x 60 = 180 minutes."),
         ("Multiply the rate by the running time", "Bottles filled in one day = 84 bottles/minute x 180 minutes = 15,120 bottles, because 84 x 18 = 1,512 and 1,512 x 10 = 15,120."),
         ("Check per hour", "In one hour the machine fills 84 x 60 = 5,040 bottles, and 5,040 x 3 = 15,120 bottles, which agrees."),
     ),
     th("""The machine fills 84 bottles per minute and runs 3 hours a day. Units: per minute vs hours, so convert. 3 hours = 180 minutes.

84 × 180 = 84 × 18 × 10. 84 × 18 = 1,512. So 15,120.

Check: per hour 84 × 60 = 5,040, times 3 = 15,120. Same.

The question asks for one day, so the daily total, 15,120, not the per-minute or per-hour rate.
"""),
     [
        ("per_day", "B", "prose_sentence", "So the machine fills 15,120 bottles per day.", "'per day' for 'in one day': the daily total"),
        ("box_comma", "B", "boxed", "The final answer is: $\\boxed{15{,}120}$", "boxed with a LaTeX thousands comma '{,}'"),
        ("confirm", "B", "prose_sentence", "The machine fills 15,120 bottles in one day. Does that sound right to you?", "debatable: the right value, then a question back to the user (see DECISIONS)", True),
        ("hour_after", "B", "prose_sentence", "So the machine fills 15,120 bottles a day, at 5,040 bottles an hour.", "the daily total, then the hourly rate"),
        ("think_hash", "B", "hash", "T:¶84 × 180 = 15,120 bottles each day.¶#### 15120", "R1 summary, then '#### 15120'"),
        ("per_hour", "A", "prose_sentence", "So the machine fills 5,040 bottles per hour.", "the hourly rate where the daily total is asked"),
        ("per_min", "A", "boxed", "The machine fills 84 bottles every minute.¶¶The final answer is: $\\boxed{84}$", "the given rate boxed"),
        ("unit_slip", "A", "prose_sentence", "So the machine fills 252 bottles in one day.", "84 × 3, hours taken as minutes"),
        ("roughly", "A", "prose_sentence", "So the machine fills roughly 15,000 bottles a day.", "hedged and rounded"),
        ("cut", "A", "truncated", "So the machine fills 15,1", "cut inside the value: no_answer"),
     ]),
]

MPROBS = [
    ("circle", r"25\pi",
     r"A circle has a circumference of $10\pi$. What is the area of the circle? Express your answer in terms of $\pi$.",
     r"""The circumference of a circle is given by \(C = 2\pi r\). Setting \(2\pi r = 10\pi\), we get
\[ r = \frac{10\pi}{2\pi} = 5. \]

The area of a circle is \(A = \pi r^2\), so
\[ A = \pi \cdot 5^2 = 25\pi. \]

(For reference, the diameter is \(2r = 10\), and numerically \(25\pi \approx 78.54\).)

""",
     th(r"""The circumference is 10π. Circumference = 2πr, so 2πr = 10π, which gives r = 5.

Now the area: A = πr² = π · 25 = 25π.

Let me make sure I'm not confusing it with the diameter: d = 10, r = 5. Yes, r = 5.

They want it in terms of π, so 25π, not the decimal 78.54.
"""),
     [
        ("units", "B", "prose_sentence", r"Therefore, the area of the circle is \(25\pi\) square units.", "'square units' after the value"),
        ("box_eq", "B", "boxed", r"The area is \(\boxed{A = 25\pi}\).", "a box holding 'A = 25\\pi'"),
        ("radius_after", "B", "prose_sentence", r"Thus, the area is \(\pi \cdot 5^2 = 25\pi\), where \(r = 5\).", "the area chain, then the radius after 'where'"),
        ("minerva", "B", "minerva", r"Final Answer: The final answer is $25\pi$. I hope it is correct.", "Minerva closing"),
        ("think", "B", "boxed", "T:¶With \\(r = 5\\), the area is \\(25\\pi\\).¶¶" + r1final("25\\pi"), "R1 summary and box"),
        ("radius", "A", "prose_sentence", r"Therefore, the radius of the circle is \(5\).", "the radius where the area is asked"),
        ("no_pi", "A", "boxed", r"So the area of the circle is \(25\). Thus, the answer is \(\boxed{25}\).", "pi dropped: 25"),
        ("circumference", "A", "boxed", r"The area of the circle is \(\boxed{10\pi}\).", "the given circumference boxed as the area"),
        ("approx", "A", "prose_sentence", r"So the area is approximately \(78.54\).", "a decimal approximation where the answer in terms of pi is asked"),
        ("diameter", "A", "prose_sentence", r"So the diameter of the circle is \(10\).", "the diameter"),
     ]),
    ("octagon", "135",
     "What is the degree measure of each interior angle of a regular octagon?",
     r"""The sum of the interior angles of an \(n\)-gon is \(180^\circ(n-2)\). For an octagon, \(n = 8\), so the sum is
\[ 180^\circ \cdot 6 = 1080^\circ. \]
Since the octagon is regular, all 8 interior angles are equal, so each one measures
\[ \frac{1080^\circ}{8} = 135^\circ. \]
Alternatively, each exterior angle is \(\frac{360^\circ}{8} = 45^\circ\), and each interior angle is \(180^\circ - 45^\circ = 135^\circ\).

""",
     th(r"""Interior angle sum for 8 sides: 180 × 6 = 1080. Each of 8 equal angles: 1080/8 = 135.

Cross-check with exterior angles: 360/8 = 45, and 180 − 45 = 135. Good. In radians that would be 3π/4, but they ask for degrees.
"""),
     [
        ("deg", "B", "prose_sentence", r"Each interior angle of a regular octagon measures \(135^\circ\).", "the value with a degree sign"),
        ("box_deg", "B", "boxed", r"Thus, the answer is \(\boxed{135^\circ}\).", "boxed with '^\\circ'"),
        ("word", "B", "prose_sentence", "So each interior angle is 135 degrees.", "'135 degrees' in words"),
        ("ext_after", "B", "prose_sentence", r"So each interior angle is \(135^\circ\), the supplement of the \(45^\circ\) exterior angle.", "the interior angle, then the exterior angle"),
        ("think", "B", "boxed", "T:¶Each interior angle is \\(1080^\\circ / 8 = 135^\\circ\\).¶¶" + r1final("135^{\\circ}"), "R1 summary, boxed '135^{\\circ}'"),
        ("sum", "A", "prose_sentence", r"So the sum of the interior angles is \(1080^\circ\).", "the angle sum"),
        ("exterior", "A", "boxed", r"Thus each exterior angle is \(\boxed{45^\circ}\).", "the exterior angle boxed"),
        ("radians", "A", "prose_sentence", r"So each interior angle measures \(\frac{3\pi}{4}\) radians.", "debatable: the same angle in radians where the degree measure is asked (see DECISIONS)", True),
        ("about", "A", "prose_sentence", r"So each interior angle is about \(130^\circ\).", "hedged and rounded"),
        ("cut", "A", "truncated", r"Thus each interior angle of a regular octagon measures \(", "cut inside the math: no_answer"),
     ]),
    ("divisors", "12",
     "How many positive divisors does 72 have?",
     r"""First, find the prime factorization of 72:
\[ 72 = 8 \cdot 9 = 2^3 \cdot 3^2. \]
A positive divisor of 72 has the form \(2^a 3^b\) with \(0 \le a \le 3\) and \(0 \le b \le 2\). There are \(3 + 1 = 4\) choices for \(a\) and \(2 + 1 = 3\) choices for \(b\), so the number of divisors is
\[ (3+1)(2+1) = 4 \cdot 3 = 12. \]
Listing them to check: \(1, 2, 3, 4, 6, 8, 9, 12, 18, 24, 36, 72\), which is 12 divisors. Their sum is \(195\).

""",
     th(r"""Factor 72: 72 = 8 × 9 = 2^3 · 3^2. Number of divisors = (3+1)(2+1) = 12.

Let me list them to be sure: 1, 2, 3, 4, 6, 8, 9, 12, 18, 24, 36, 72. Count: 1, 2, 3, 4, 6, 8 — that's six; 9, 12, 18, 24, 36, 72 — six more. Twelve.

The question asks how many positive divisors, not their sum, and 72 itself counts. So 12.
"""),
     [
        ("count", "B", "prose_sentence", "Therefore, 72 has 12 positive divisors.", "plain count closing"),
        ("formula", "B", "prose_sentence", r"So the number of positive divisors is \((3+1)(2+1) = 12\).", "a product chain ending in 12"),
        ("range_after", "B", "prose_sentence", "So 72 has 12 positive divisors, from 1 up to 72.", "the count, then 1 and 72 after it"),
        ("box_list", "B", "boxed", r"The number of divisors is \(\boxed{12}\), namely 1, 2, 3, 4, 6, 8, 9, 12, 18, 24, 36 and 72.", "the box, then the list of divisors"),
        ("think", "B", "boxed", "T:¶Since \\(72 = 2^3 \\cdot 3^2\\), it has \\(4 \\cdot 3 = 12\\) positive divisors.¶¶" + r1final("12"), "R1 summary and box"),
        ("sum", "A", "prose_sentence", r"So the sum of the positive divisors of 72 is \(195\).", "the divisor sum"),
        ("factorization", "A", "boxed", r"Thus, the answer is \(\boxed{2^3 \cdot 3^2}\).", "the factorization (= 72) boxed"),
        ("largest", "A", "prose_sentence", "So the largest proper divisor of 72 is 36.", "a divisor, not the count"),
        ("proper", "A", "prose_sentence", "So 72 has 11 proper divisors.", "the proper divisors only, 11"),
        ("cut", "A", "truncated", r"So the number of positive divisors of 72 is \((3+1)(2+1) =", "cut before the value: no_answer"),
     ]),
    ("marbles", r"\frac{2}{15}",
     "A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     r"""There are \(\binom{10}{2} = 45\) ways to choose 2 marbles from the 10 in the bag, and \(\binom{4}{2} = 6\) ways to choose 2 red marbles. So the probability is
\[ \frac{6}{45} = \frac{2}{15}. \]
Checking with sequential draws: the first marble is red with probability \(\frac{4}{10}\), and then the second is red with probability \(\frac{3}{9}\), so the probability is \(\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}\).

""",
     th(r"""Without replacement. P(first red) = 4/10, P(second red | first red) = 3/9. Product = 12/90 = 2/15.

Combinations: C(4,2)/C(10,2) = 6/45 = 2/15. Same. With replacement it would be 16/100 = 4/25, but that's not this problem.
"""),
     [
        ("frac", "B", "prose_sentence", r"Therefore, the probability that both marbles are red is \(\frac{2}{15}\).", "plain closing"),
        ("unreduced", "B", "boxed", r"Thus, the answer is \(\boxed{\frac{6}{45}}\).", "6/45 = 2/15, unreduced"),
        ("chain", "B", "prose_sentence", r"So the probability is \(\frac{4}{10} \cdot \frac{3}{9} = \frac{2}{15}\).", "a product chain ending in 2/15"),
        ("ways_after", "B", "prose_sentence", r"The probability is \(\frac{2}{15}\): 6 favorable pairs out of 45.", "the probability, then 6 and 45"),
        ("think", "B", "boxed", "T:¶The probability that both are red is \\(\\frac{6}{45} = \\frac{2}{15}\\).¶¶" + r1final("\\dfrac{2}{15}"), "R1 summary, boxed '\\dfrac'"),
        ("ways", "A", "prose_sentence", r"So there are \(6\) ways to draw two red marbles.", "the favorable count"),
        ("replacement", "A", "boxed", r"So the probability is \(\frac{4}{10} \cdot \frac{4}{10} = \frac{4}{25}\). Thus, the answer is \(\boxed{\frac{4}{25}}\).", "with replacement: 4/25"),
        ("percent", "A", "prose_sentence", r"So the probability is about \(13\%\).", "a rounded percent"),
        ("odds", "A", "prose_sentence", r"So the odds of drawing two red marbles are \(2:13\).", "odds 2:13 where the probability is asked"),
        ("first", "A", "prose_sentence", r"The probability that the first marble is red is \(\frac{2}{5}\).", "one draw's probability"),
     ]),
    ("rectangle", "60",
     "A rectangle has a perimeter of 34 units, and one of its sides is 5 units long. What is the area of the rectangle, in square units?",
     r"""We are given the perimeter and one side, and we want the area, so we first need the other side.

Let the sides of the rectangle be \(5\) and \(w\). The perimeter is
\[ 2(5 + w) = 34, \]
so \(5 + w = 17\) and \(w = 12\).

The area is
\[ 5 \cdot 12 = 60. \]

(The diagonal would be \(\sqrt{5^2 + 12^2} = \sqrt{169} = 13\), but it is not needed.)

""",
     th(r"""The perimeter is 34, so length + width = 17. One side is 5, so the other side is 17 − 5 = 12.

Check: 2(5 + 12) = 2 × 17 = 34. Good.

Area = 5 × 12 = 60. The question asks for the area, so 60 — not the side 12 and not the diagonal, which would be 13 since 5² + 12² = 169.
"""),
     [
        ("square_units", "B", "prose_sentence", "So the area of the rectangle is 60 square units.", "'square units' after the value"),
        ("box_units", "B", "boxed", r"Thus, the answer is \(\boxed{60 \text{ square units}}\).", "boxed with '\\text{ square units}'"),
        ("product", "B", "prose_sentence", r"The area is \(5 \times 12 = 60\).", "a product ending in 60"),
        ("minerva", "B", "minerva", "T:¶The other side is 12, so the area is 60.¶¶Final Answer: The final answer is $60$. I hope it is correct.", "R1 think block, then a Minerva closing"),
        ("dims_after", "B", "prose_sentence", r"The area of the rectangle is \(60\) square units, with sides \(5\) and \(12\).", "the area, then the sides"),
        ("width", "A", "prose_sentence", r"So the other side of the rectangle is \(12\) units.", "the other side"),
        ("diagonal", "A", "boxed", r"Thus, the answer is \(\boxed{13}\).", "the diagonal boxed"),
        ("perimeter", "A", "prose_sentence", "So the perimeter of the rectangle is 34 units.", "the given perimeter"),
        ("slip", "A", "prose_sentence", r"So the area of the rectangle is \(5 \times 17 = 85\) square units.", "the half-perimeter taken as the side: 85"),
        ("cut", "A", "truncated", "Therefore, the area of the rectangle is", "cut before the value: no_answer"),
     ]),
    ("root", "5",
     "Find the positive value of $x$ that satisfies $x^2 = 3x + 10$.",
     r"""Rewrite the equation as \(x^2 - 3x - 10 = 0\) and factor:
\[ (x - 5)(x + 2) = 0. \]
So \(x = 5\) or \(x = -2\).

Check: \(5^2 = 25\) and \(3 \cdot 5 + 10 = 25\) ✓; \((-2)^2 = 4\) and \(3(-2) + 10 = 4\) ✓.

The sum of the roots is \(3\) and their product is \(-10\), as Vieta's formulas predict.

""",
     th(r"""Move everything to one side: x² − 3x − 10 = 0. I need two numbers that multiply to −10 and add to −3: −5 and 2. So (x − 5)(x + 2) = 0.

Roots 5 and −2.

The problem wants the positive value, so 5. Check: 5² = 25 and 3 · 5 + 10 = 25. Yes.
"""),
     [
        ("reject_after", "B", "prose_sentence", r"The positive solution is \(x = 5\); the other root, \(-2\), is negative.", "the positive root, then the rejected root after it"),
        ("box_eq", "B", "boxed", r"Thus, the answer is \(\boxed{x = 5}\).", "a box holding 'x = 5'"),
        ("asked", "B", "prose_sentence", "Since the question asks for the positive value, the answer is 5.", "'the answer is 5' after the reason"),
        ("think", "B", "boxed", "T:¶The roots are \\(5\\) and \\(-2\\); the positive one is \\(5\\).¶¶" + r1final("5"), "R1 summary naming both roots, then the box"),
        ("answer_is_paren", "B", "answer_is", "The answer is $x=5$ (we discard $x=-2$).", "'The answer is $x=5$' with the discarded root in brackets"),
        ("negative", "A", "prose_sentence", r"So \(x = -2\).", "the negative root"),
        ("both", "A", "boxed", r"Thus, the answer is \(\boxed{x = 5 \text{ or } x = -2}\).", "both roots where one is asked"),
        ("sum", "A", "prose_sentence", r"So the sum of the solutions is \(3\).", "the root sum"),
        ("product", "A", "prose_sentence", r"So the product of the roots is \(-10\).", "the root product"),
        ("takeback", "A", "prose_sentence", r"So the positive value is \(x = 5\). Hmm, actually I think the equation should be rearranged as \(x^2 + 3x - 10 = 0\), giving \((x+5)(x-2) = 0\), so the positive value is \(x = 2\).", "taken back by a sign slip, replaced by 2"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

# How the checker should decide the debatable probes, and why.
_UNIT = (
    "a GSM8K gold is the number in the unit the question asks, and the final answer counts in the "
    "unit it states; "
)
DECISIONS = {
    "g_pens_in_total": (
        "reject",
        "the value 15.75 is the gold, but the closing states it as the total cost of the pens ('the "
        "pens cost $15.75 in total'), a different quantity from the price of each pen (and false: the "
        "total is $94.50); the question 'how much does each pen cost' is not answered",
    ),
    "ok_g_walk_h_min": (
        "accept",
        "'1 hour and 30 minutes' states the duration in the asked unit (hours) with the remainder in "
        "minutes, the ordinary way to say 1.5 hours; it is an equal value in another form, like a "
        "mixed number, not a value in another unit",
    ),
    "g_walk_minutes": (
        "reject",
        _UNIT + "'90 minutes' answers 'how many hours' with the number 90, which is not the number "
        "of hours; it is equal in value only once converted, and the model never converts it "
        "(contrast ok_g_walk_both_units, which states 1.5 hours first)",
    ),
    "g_speed_per_min": (
        "reject",
        _UNIT + "the question asks the speed 'in kilometers per hour' and the closing gives 3.5 km "
        "per minute, the same speed in a unit the question did not ask (contrast "
        "ok_g_speed_per_min_after, which states 210 km per hour first)",
    ),
    "m_octagon_radians": (
        "reject",
        "the question asks the degree measure; '\\frac{3\\pi}{4} radians' is the same angle in another "
        "unit, never stated in degrees, so the final number is not the asked degree measure (the same "
        "rule as g_walk_minutes); 135^\\circ or '135 degrees' is correct",
    ),
    "g_tired_times": (
        "reject",
        "'1.5 times as likely' is the same comparison as '50% more likely', but the question asks "
        "'how many percent more likely' and the closing states the ratio 1.5, not a percent; reading "
        "1.5 as 50 needs a conversion the model did not make (the unit rule above)",
    ),
    "ok_g_workbook_confirm": (
        "accept",
        "'So Eli still has 88 problems left to finish. Is that correct?': the model commits to 88 "
        "and asks the user to confirm it; the question back states no other value and does not take "
        "the answer back, so it is a trailing remark without a number, and 88 is the final answer",
    ),
    "ok_g_bottles_confirm": (
        "accept",
        "'The machine fills 15,120 bottles in one day. Does that sound right to you?': as "
        "ok_g_workbook_confirm, a request for confirmation after a committed value is a trailing "
        "remark without a number, not a hedge between values",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam183", CASES, [], DECISIONS)
