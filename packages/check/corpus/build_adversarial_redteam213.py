r"""Build adversarial_redteam213.jsonl: round 213 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam213"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes.
Not model output. Only corpus/README.md (sections "How labels were made" and "Forms"),
corpus_build.py (helpers g, m, th, probe_table, write_probes) and build_adversarial_redteam181.py /
182.py (structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied
(new problems, new golds, new wording). Python was used for plain arithmetic only.

Aim of this round: English, 200 probes, 110 GSM8K and 90 MATH, 100 kind A and 100 kind B: LONG
realistic completions (600-2500 characters of working) in the shapes Qwen2.5-Instruct (markdown
`### Step`, `\[ \]` displays, bold headings), Llama-3-Instruct (`## Step N:` and "The final answer
is: $\boxed{}$") and R1-distill models (a `<think>` block, a summary, `**Final Answer**` and a
displayed box) write, whose FINAL answer is what is at stake. Kind A: the last committed value is
wrong or not committed -- a recap that ends on a subtotal, a verification that commits and boxes
another number, a "however" that changes the answer, a wrong value boxed after a right one, an
answer stated with a hedge ("about", "approximately", "roughly", "at least", "more than"), an
invented next question answered and boxed last (the asked value only in the working), two values
in one box, an answer taken back with nothing in its place, a cut before or inside the value. Kind
B: the right value is committed but the text around it would trip a careless checker -- a
verification paragraph with other numbers after the box, a recap of the givens after the answer, a
slip or tempting wrong value named and set aside before the answer, the answer in a sentence with
its unit and a description after it, a summary table after the box, the answer restated in another
unit (minutes, days, months, milliliters, cents), a hypothetical value for another question after
the box, equal forms (13/221, \sqrt{25}, i + 5, 5 + 1i, 8/3, "five", 1,275, x = 9 in the box), a
harmless closing line.

Problems, golds and hand-checked arithmetic (wrong values used in brackets):
GSM8K: 8 rows of 14 tulips, 25 did not bloom, bunches of 3 at $4 -> 116 (112 planted; 87 bloomed;
29 bunches; 112 = 28 x 4 for a "display bunch"; 120 tulips for 40 bunches); 212 students and 18
teachers, 5 buses of 48 seats, empty seats -> 10 (240 seats; 230 people; 28 = 240 - 212; 5 with a
driver per bus; 192 seats on 4 buses); painter $35/h, 3 days x 6 h, $120 materials -> 750 (18 h;
630 labor; 210 a day; 250 = 750 / 3); 4 dozen cookies, 1/3 to neighbors, ate 2, bags of 6 -> 5 (48;
16; 32; 30; 6 bags from 32; 4 per neighbor); 180 km at 60 km/h then 150 km at 75 km/h, hours -> 5
(3 and 2 h; 330 km; 66 km/h average; 300 minutes; 330 / 67.5 = 4.89); $12/h, 15 h a week, saves
40 %, weeks to $432 -> 6 (180 a week; 72 saved a week; 2.4 = 432 / 180; 42 days; 1080 earned; 90
hours; 7 weeks); 60 L tank 3/4 full, leaks 2 L/h for 5 h, liters to add -> 25 (45; 10; 35; 25,000
mL); 1,200 books, 35 % fiction, 1/4 of non-fiction science, non-fiction not science -> 585 (420;
780; 195; 300 = 1200 / 4; 480 = 780 - 300; 1005 = 420 + 585); Mia 3 times her brother, in 6 years
twice, Mia now -> 18 (brother 6; 24 and 12 in 6 years; 12 the gap; 216 months); $40 shirt, 25 %
off, 8 % tax on the sale price -> 32.4 (10 off; 30 sale price; 2.40 tax; 33.20 = 40 x 0.83 and =
30 + 3.20; 3,240 cents; 7.60 saved); chickens and cows, 30 heads, 84 legs, cows -> 12 (18 chickens;
48 cow legs; 6 = 24 / 4).
MATH: 5(x - 2) = 3x + 8 -> 9 (2x = 18; both sides 35; x = 5 from 5x - 2; x = -1 from 2x = -2; 19 =
2x + 1); two hearts without replacement -> \frac{1}{17} (13/52 = 1/4; 12/51 = 4/17; 78/1326; 13/221;
1/16 with replacement; 0.0588); radius of x^2 + y^2 - 6x + 8y = 0 -> 5 (r^2 = 25; center (3, -4);
diameter 10); committees of 3 from 8 -> 56 (336 ordered; 70 = C(8, 4); 21 + 35); minimum of 2x^2 -
12x + 7 -> -11 (x = 3; 11; vertex (3, -11); y-intercept 7; -9 at x = 2 and 4); log_2 64 + log_3 81
-> 10 (6; 4; 24 the product; log_6 5184, about 4.77); 3 + 7 + ... + 99 -> 1275 (25 terms; 1224
with 24 terms; 119 the 30th term; 12 pairs of 102 and 51); (2 + 3i)(1 - i) -> 5+i (-1 + i with
the sign slip; 5 - i the conjugate; \sqrt{26} the modulus; 5 the real part); sum of the solutions
of |3x - 4| = 11 -> \frac{8}{3} (5 and -7/3; 22/3 = 5 + 7/3; -35/3 the product; 2.67; 9x^2 - 24x -
105 = 0).

Classes and ids: `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; a shape starting
`think_` is an R1-distill completion (think block, then the final part). Kind B shapes:
verify_after, recap_after / recap_givens, slip_fixed / not_other, unit_sentence / think_sentence /
x_eq / y_eq / center_first / binom / quadratic, table / table_after / think_table, other_unit,
think_contrast, decimal_after, equal forms (unsimplified, sqrt_form, reorder, think_one_i, slash,
word, comma, boxed_eq), closing / think_closing. Kind A shapes: recap_sub / recap_other / recap_rsq
/ recap_x / recap_count, verify_box / think_verify_box, however / think_however, after_right /
think_after_right, hedge / think_hedge, next_q / think_next_q, other, two_values, solutions, point,
think_real, takeback_none, cut / think_cut. Kind A: truth wrong, or no_answer where the form is
`truncated` or `none`; kind B: truth correct. 11 GSM8K and 9 MATH problems, 10 probes each (5 A, 5 B).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST committed
final answer counts, the last box included when it sits in a verification that commits it ("so the
answer is \boxed{35}"); with no marker and no box it is the value the concluding sentence states as
the answer to the question asked, even with a given, the other person's amount or a breakdown
after it as a description ("$750 for the job: $630 for labor and $120 for materials"). Text after
a committed answer that gives no other answer (a check, a recap of the givens, a table, the same
value in another unit, a hypothetical for another setting in parentheses, a remark) leaves it
standing. Wrong: a subtotal, a given, the other person's amount, a rate where a total is asked, an
answer to an invented question, a hedge or approximation of an exact value, two values for one
question, an answer replaced after "however", "wait" or "actually". An answer taken back with
nothing in its place, or a cut before or inside the value, is no_answer. Equal values in another
form are correct. Debatable (2, with DECISIONS): `m_lineq_verify_box` (x = 9 stated in prose, then a
verification whose box, the last one, holds 35: rejected), `m_vertex_point` (the vertex (3, -11)
boxed for "the minimum value": rejected).

Usage: python build_adversarial_redteam213.py (writes adversarial_redteam213.jsonl beside itself,
in /tmp/rounds/rt213)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# Problems: (key, gold, question, working, think block ("" where unused), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; a final opening "T:" follows the
# think block instead (R1-distill), one opening "@" is the whole completion. "¶" in a final is a
# newline. Kind A probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
# fmt: off
GPROBS = [
    ("tulips", "116",
     "Nora planted 8 rows of tulips with 14 tulips in each row. 25 of the tulips did not bloom. She sells the blooming tulips in bunches of 3 for $4 a bunch. How much money does Nora make if she sells all the bunches?",
     r"""To determine how much money Nora makes, we need to work through the problem in a few steps.

### Step 1: Count the tulips Nora planted
Nora planted 8 rows with 14 tulips in each row:
\[
8 \times 14 = 112
\]
So she planted 112 tulips.

### Step 2: Remove the tulips that did not bloom
25 of the tulips did not bloom, so the number of blooming tulips is:
\[
112 - 25 = 87
\]

### Step 3: Find the number of bunches
She sells the tulips in bunches of 3:
\[
87 \div 3 = 29
\]
So she can make 29 bunches, with no tulips left over (since \(29 \times 3 = 87\)).

### Step 4: Compute the money earned
Each bunch sells for $4:
\[
29 \times 4 = 116
\]

""",
     "",
     [
        ("verify_after", "B", "boxed", r"### Final Answer¶Nora makes¶\[¶\boxed{116}¶\]¶dollars.¶¶### Verification¶Working backwards: \(116 \div 4 = 29\) bunches, \(29 \times 3 = 87\) blooming tulips, and \(87 + 25 = 112 = 8 \times 14\) tulips planted. Everything checks out.", "the boxed 116, then a verification paragraph whose last numbers are 112 and 14"),
        ("recap_givens", "B", "prose_sentence", r"Nora makes **$116** from selling all the bunches.¶¶**Recap of the given information:**¶- Rows: 8¶- Tulips per row: 14¶- Tulips that did not bloom: 25¶- Tulips per bunch: 3¶- Price per bunch: $4", "the answer in bold, then a bullet recap of the givens (last value $4)"),
        ("unit_sentence", "B", "prose_sentence", r"Therefore, Nora makes a total of **$116** by selling all 29 bunches of her blooming tulips.", "the answer with its unit, then the bunch count as a description after it"),
        ("table_after", "B", "boxed", r"So Nora makes \(\boxed{116}\) dollars.¶¶| Quantity | Value |¶|---|---|¶| Tulips planted | 112 |¶| Tulips that bloomed | 87 |¶| Bunches sold | 29 |¶| Money earned | $116 |¶| Tulips left over | 0 |", "the boxed answer, then a summary table whose last row is 0 left over"),
        ("closing", "B", "boxed", r"\[¶\boxed{116}¶\]¶¶So Nora makes $116. I hope this helps! Let me know if you have any other questions about the problem.", "a harmless closing line after the box"),
        ("recap_sub", "A", "boxed", r"### Recap¶- Tulips planted: 8 × 14 = 112¶- Blooming tulips: 112 − 25 = 87¶- Bunches: 87 ÷ 3 = 29¶¶So Nora can sell \(\boxed{29}\) bunches.", "a recap that ends on the bunch count, boxed; 116 only in the working"),
        ("however", "A", "boxed", r"So Nora makes $116.¶¶However, a florist usually keeps one bunch for display, so Nora actually sells only 28 bunches:¶\[¶28 \times 4 = 112¶\]¶Therefore, Nora makes \(\boxed{112}\) dollars.", "a 'however' replaces 116 with 112"),
        ("hedge", "A", "prose_sentence", r"Therefore, Nora makes about $116, possibly a little less if some of the bunches do not sell.", "'about $116' and a hedge: not the exact amount committed"),
        ("next_q", "A", "boxed", r"### Step 5: Tulips needed for more bunches¶If Nora wanted to sell 40 bunches next season, she would need¶\[¶40 \times 3 = 120¶\]¶blooming tulips.¶¶\[¶\boxed{120}¶\]", "an invented next question answered and boxed last; 116 only in the working"),
        ("cut", "A", "truncated", r"### Final Answer¶Nora makes a total of \(\boxed{", "cut inside the box before the value: no_answer"),
     ]),
    ("buses", "10",
     "A school is taking 212 students and 18 teachers on a field trip. They rent 5 buses that each have 48 seats. How many seats will be empty?",
     """## Step 1: Find the total number of seats on the buses.
There are 5 buses and each bus has 48 seats, so the total number of seats is 5 * 48 = 240.

## Step 2: Find the total number of people going on the trip.
There are 212 students and 18 teachers, so the total number of people is 212 + 18 = 230.

## Step 3: Subtract the number of people from the number of seats.
The number of empty seats is 240 - 230 = 10.

## Step 4: Check that everyone fits.
Since 230 is less than 240, everyone gets a seat. With only 4 buses there would be 4 * 48 = 192 seats, which is not enough, so all 5 buses are needed.

""",
     "",
     [
        ("verify_after", "B", "boxed", r"The final answer is: $\boxed{10}$¶¶To verify: 230 people plus 10 empty seats gives 240 seats, which is 5 * 48. Also, 212 + 18 = 230.", "Llama's boxed line, then a verification whose last number is 230"),
        ("slip_fixed", "B", "boxed", r"## Step 5: State the answer.¶The number of empty seats is 240 - 212 = 28. Wait, that only counts the students; the 18 teachers also need seats, so it is 240 - 230 = 10.¶¶The final answer is: $\boxed{10}$", "a slip (28) corrected before the boxed answer"),
        ("unit_sentence", "B", "prose_sentence", r"Therefore, there will be 10 empty seats across the 5 buses.", "the answer with its noun, the number of buses after it"),
        ("closing", "B", "boxed", r"The final answer is: $\boxed{10}$¶¶This leaves a little room in case a parent volunteer decides to come along.", "a harmless remark without numbers after the box"),
        ("recap_givens", "B", "boxed", r"The final answer is: $\boxed{10}$¶¶(Given: 5 buses with 48 seats each, 212 students and 18 teachers.)", "a parenthetical recap of the givens after the box"),
        ("after_right", "A", "boxed", r"The final answer is: $\boxed{10}$¶¶Actually, each bus also needs a seat for its driver, who is not one of the teachers, so 5 more seats are taken: 10 - 5 = 5.¶¶The final answer is: $\boxed{5}$", "a wrong value (5) boxed after the right one"),
        ("verify_box", "A", "boxed", r"So there are 10 empty seats.¶¶## Step 5: Verify.¶Let me recount the people who need seats: 212 + 18 = 230. So the answer is $\boxed{230}$.", "a verification that ends 'So the answer is' and boxes the head count 230"),
        ("recap_sub", "A", "boxed", r"## Summary¶Total seats: 240. Total people: 230.¶¶The final answer is: $\boxed{240}$", "a recap that boxes the total seats, a subtotal"),
        ("two_values", "A", "boxed", r"So there will be 10 empty seats, or 28 if the teachers drive separately.¶¶The final answer is: $\boxed{10 \text{ or } 28}$", "two values for one question"),
        ("takeback_none", "A", "none", r"The final answer is: $\boxed{10}$¶¶Hmm, wait. I should double-check whether the 48 seats include the driver's seat, because that would change the count. Let me redo Step 1 with", "the boxed answer taken back ('wait... redo'), nothing in its place: no_answer"),
     ]),
    ("painter", "750",
     "A painter charges $35 an hour. A job takes him 3 days, working 6 hours each day, and he also charges $120 for materials. How much does the job cost in total?",
     r"""To find the total cost of the job, we need the labor cost and the cost of the materials. The labor cost depends on the number of hours the painter works, so we first find the total number of hours, then multiply by the hourly rate, and finally add the one-time charge for the materials, which does not depend on the hours.

**Step 1: Total hours worked**
The painter works 6 hours a day for 3 days:
$$3 \times 6 = 18 \text{ hours}$$

**Step 2: Labor cost**
At $35 per hour:
$$18 \times 35 = 630$$
So the labor costs $630.

**Step 3: Add the materials**
The materials cost $120, so the total is:
$$630 + 120 = 750$$

""",
     th("""Okay, so I need to figure out the total cost of the painting job. Let me read it again. The painter charges $35 per hour. The job takes 3 days, and he works 6 hours each day. Plus there's $120 for materials.

First, the hours. 3 days times 6 hours a day is 18 hours. Then the labor cost is 18 times 35. Let me compute that: 10 times 35 is 350, 8 times 35 is 280, so 350 + 280 = 630. So labor is $630.

Then add the materials: 630 + 120 = 750.

Wait, let me double-check. 35 times 6 is 210 per day, and 210 times 3 is 630. Yes, same. Plus 120 gives 750. So the total is $750.
"""),
     [
        ("think_verify", "B", "boxed", r"T:The painter works \(3 \times 6 = 18\) hours, so the labor costs \(18 \times 35 = 630\) dollars. Adding the $120 for materials gives a total of $750.¶¶**Final Answer**¶\[¶\boxed{750}¶\]¶¶For reference, the daily labor charge is \(6 \times 35 = 210\) dollars.", "R1-distill: the boxed total, then a reference line whose last number is the daily rate 210"),
        ("unit_sentence", "B", "prose_sentence", r"So the customer pays a total of $750 for the job: $630 for 18 hours of labor and $120 for materials.", "the total with its unit, then the breakdown after a colon"),
        ("slip_fixed", "B", "boxed", r"**Step 4: Check**¶Using the daily rate instead: 6 × 35 = 200 per day... no, 6 × 35 = 210 per day, and 3 × 210 = 630. Adding the materials: 630 + 120 = 750. ✓¶¶The total cost of the job is \(\boxed{750}\) dollars.", "a slip (200) corrected in the check, then the boxed answer"),
        ("closing", "B", "boxed", r"\[¶\boxed{750}¶\]¶¶The total cost of the job is $750. Keep in mind that real quotes may also include taxes, but none are mentioned in this problem.", "a harmless closing remark without numbers"),
        ("table_after", "B", "boxed", r"The total cost of the job is \(\boxed{750}\) dollars.¶¶| Item | Cost |¶|---|---|¶| Labor (18 h × $35) | $630 |¶| Materials | $120 |", "the boxed total, then a cost table whose last row is the $120 materials"),
        ("think_verify_box", "A", "boxed", r"T:The labor is $630 and the materials are $120, so the total is $750.¶¶Let me verify the labor part once more, since that is the main charge: \(18 \times 35 = 630\).¶¶**Final Answer**¶\[¶\boxed{630}¶\]", "R1-distill: a verification of the labor, and the Final Answer box holds 630"),
        ("however", "A", "boxed", r"So the total is $750.¶¶However, materials are usually paid by the customer separately, so the painter's charge for the job is only the labor:¶\[¶\boxed{630}¶\]", "a 'however' changes the answer to the labor only"),
        ("next_q", "A", "boxed", r"**Step 4: Cost per day**¶Spread over the 3 days, this is \(750 \div 3 = 250\) dollars per day.¶¶\[¶\boxed{250}¶\]", "an invented per-day question answered and boxed last; 750 only in the working"),
        ("think_hedge", "A", "final_answer_phrase", r"T:**Final Answer**¶The job costs approximately $750.", "R1-distill: 'approximately $750' for an exact total"),
        ("cut", "A", "truncated", r"So the total cost of the job is $", "cut before the value: no_answer"),
     ]),
    ("cookies", "5",
     "Ava baked 4 dozen cookies. She gave 1/3 of them to her neighbors and ate 2 herself. She packs the rest into bags of 6. How many bags does she fill?",
     r"""Let's break down the problem step by step. We need to track how many cookies Ava has after each thing she does with them: baking, giving some away, and eating some. Whatever is left at the end is packed into bags, so the last step is a division.

1. **Total cookies:** Ava baked 4 dozen cookies. Since 1 dozen = 12, she baked
   \( 4 \times 12 = 48 \) cookies.

2. **Cookies given to the neighbors:** She gave away \( \frac{1}{3} \) of them:
   \( \frac{1}{3} \times 48 = 16 \) cookies.
   Cookies remaining: \( 48 - 16 = 32 \).

3. **Cookies Ava ate:** She ate 2, so
   \( 32 - 2 = 30 \) cookies are left to pack.

4. **Bags of 6:** Each bag holds 6 cookies, so the number of bags is
   \( 30 \div 6 = 5 \).

""",
     "",
     [
        ("unit_sentence", "B", "prose_sentence", r"So Ava fills 5 bags of 6 cookies each, using all 30 of the remaining cookies.", "the answer with its noun, then the bag size and the cookie count as a description"),
        ("verify_after", "B", "boxed", r"Thus, Ava fills \(\boxed{5}\) bags.¶¶**Verification:** \(5 \times 6 = 30\) cookies packed, plus the 2 she ate is 32, plus the 16 given away is 48, which is 4 dozen. ✓", "the boxed answer, then a verification ending on 48"),
        ("slip_fixed", "B", "boxed", r"5. **Answer:** At first I divided 32 by 6, which is not a whole number; that tells me I forgot the 2 cookies she ate. Using 30 cookies, \( 30 \div 6 = 5 \) bags exactly.¶¶Thus, Ava fills \(\boxed{5}\) bags.", "a slip noticed and corrected before the boxed answer"),
        ("word", "B", "prose_sentence", r"So Ava fills five bags, with no cookies left over.", "the answer as a word, 'five'"),
        ("closing", "B", "boxed", r"Thus, Ava fills \(\boxed{5}\) bags.¶¶Enjoy the cookies! 🍪", "a harmless closing line with an emoji"),
        ("recap_sub", "A", "boxed", r"**Summary:** Ava baked 48 cookies, gave away 16, ate 2, and has \(\boxed{30}\) cookies left to pack.", "a recap that boxes the cookies left, a subtotal"),
        ("after_right", "A", "boxed", r"Thus, Ava fills \(\boxed{5}\) bags.¶¶Wait, the 2 she ate came out of the neighbors' share, so she packs all 32: \(32 \div 6 = 5\) remainder 2, so she fills 5 bags and starts a sixth.¶¶Thus, Ava fills \(\boxed{6}\) bags.", "a wrong value (6) boxed after the right one"),
        ("hedge", "A", "prose_sentence", r"So Ava fills at least 5 bags of cookies.", "'at least 5': a bound, not the count"),
        ("next_q", "A", "boxed", r"5. **Cookies per neighbor:** If the 16 cookies were shared equally among 4 neighbors, each neighbor got \( 16 \div 4 = 4 \) cookies.¶¶Thus, each neighbor received \(\boxed{4}\) cookies.", "an invented question (cookies per neighbor) answered last; 5 only in the working"),
        ("cut", "A", "truncated", r"Thus, the number of bags Ava can fill is", "cut before the value: no_answer"),
     ]),
    ("train", "5",
     "A train travels 180 km at 60 km/h and then another 150 km at 75 km/h. How many hours does the whole trip take?",
     """## Step 1: Find the time for the first part of the trip.
Time = distance / speed, so the first part takes 180 / 60 = 3 hours.

## Step 2: Find the time for the second part of the trip.
The second part takes 150 / 75 = 2 hours.

## Step 3: Add the two times.
The whole trip takes 3 + 2 = 5 hours.

## Step 4: Sanity check with the average speed.
The total distance is 180 + 150 = 330 km. Over 5 hours, the average speed is 330 / 5 = 66 km/h, which lies between 60 km/h and 75 km/h, as it should. Note that it is not the simple average (60 + 75) / 2 = 67.5 km/h, because the train spends more time at the slower speed.

""",
     "",
     [
        ("other_unit", "B", "boxed", r"The final answer is: $\boxed{5}$¶¶That is 5 hours, or 300 minutes in total.", "the boxed hours, then restated in minutes (300)"),
        ("verify_after", "B", "boxed", r"The final answer is: $\boxed{5}$¶¶Check: 60 km/h * 3 h = 180 km and 75 km/h * 2 h = 150 km, for 330 km in all.", "a check after the box, ending on 330"),
        ("unit_sentence", "B", "prose_sentence", r"Therefore, the whole 330 km trip takes 5 hours.", "the distance described before the answer with its unit"),
        ("closing", "B", "boxed", r"The final answer is: $\boxed{5}$¶¶Note that this ignores any stops at stations along the way.", "a harmless remark after the box"),
        ("recap_givens", "B", "boxed", r"The final answer is: $\boxed{5}$¶¶Given: 180 km at 60 km/h, then 150 km at 75 km/h.", "a recap of the givens after the box"),
        ("next_q", "A", "boxed", r"## Step 5: State the average speed.¶The average speed for the whole trip is 330 / 5 km/h.¶¶The final answer is: $\boxed{66}$", "an invented question (average speed) boxed last; 5 only in the working"),
        ("recap_sub", "A", "boxed", r"## Summary¶First part: 3 hours. Second part: 2 hours. Total distance: 330 km.¶¶The final answer is: $\boxed{330}$", "a recap that boxes the total distance"),
        ("however", "A", "boxed", r"The final answer is: $\boxed{5}$¶¶However, for the whole trip we should use the train's average speed, (60 + 75) / 2 = 67.5 km/h, over 330 km: 330 / 67.5 ≈ 4.89 hours.¶¶The final answer is: $\boxed{4.89}$", "a 'however' replaces 5 with 4.89"),
        ("hedge", "A", "prose_sentence", r"So the whole trip takes roughly 5 hours.", "'roughly 5 hours' for an exact time"),
        ("cut", "A", "truncated", r"Therefore, the whole trip takes a total of", "cut before the value: no_answer"),
     ]),
    ("savings", "6",
     "Leo earns $12 an hour and works 15 hours a week. He saves 40% of what he earns. How many weeks will it take him to save $432?",
     r"""To determine how many weeks it will take Leo to save $432, we need to find out how much he saves each week. His savings are a percentage of his earnings, so we first find his weekly earnings, then his weekly savings, and finally divide the savings goal by the weekly savings.

1. **Weekly earnings:**
   Leo earns $12 per hour and works 15 hours a week:
   \[
   12 \times 15 = 180
   \]
   So he earns $180 per week.

2. **Weekly savings:**
   He saves 40% of his earnings:
   \[
   0.40 \times 180 = 72
   \]
   So he saves $72 per week.

3. **Number of weeks:**
   To save $432:
   \[
   \frac{432}{72} = 6
   \]

""",
     th("""Alright, Leo makes 12 dollars an hour, 15 hours a week. That's 12 times 15 = 180 dollars a week. He saves 40 percent of that. 40 percent of 180 is 0.4 times 180 = 72. So he puts away 72 dollars every week.

He wants 432 dollars. 432 divided by 72... 72 times 5 is 360, 72 times 6 is 432. So exactly 6 weeks.

Let me just double-check the savings rate: 10 percent of 180 is 18, times 4 is 72. Yes. And 6 weeks times 72 is 432. Good, so it's 6 weeks.
"""),
     [
        ("think_verify", "B", "boxed", r"T:Leo earns \(12 \times 15 = 180\) dollars a week and saves \(40\%\) of it, which is \(72\) dollars a week. To reach $432 he needs \(432 / 72 = 6\) weeks.¶¶**Final Answer**¶\[¶\boxed{6}¶\]¶¶Check: after 6 weeks he has saved \(6 \times 72 = 432\) dollars, having earned \(6 \times 180 = 1080\) dollars in total.", "R1-distill: the boxed answer, then a check ending on 1080"),
        ("other_unit", "B", "boxed", r"Therefore, it will take Leo \(\boxed{6}\) weeks to save $432.¶¶In other words, it takes him 6 weeks, or 42 days.", "the boxed weeks, then restated in days (42)"),
        ("table_after", "B", "boxed", r"Thus, it will take Leo \(\boxed{6}\) weeks.¶¶| Week | Total saved |¶|---|---|¶| 1 | $72 |¶| 2 | $144 |¶| 3 | $216 |¶| 4 | $288 |¶| 5 | $360 |¶| 6 | $432 |", "the boxed answer, then a week-by-week table"),
        ("slip_fixed", "B", "boxed", r"4. **Check:** At first I divided 432 by 180 and got 2.4 weeks, but that uses his full earnings, not his savings. Dividing by his weekly savings gives \(432 \div 72 = 6\).¶¶So Leo needs \(\boxed{6}\) weeks to save $432.", "a slip (2.4) corrected before the boxed answer"),
        ("think_closing", "B", "boxed", r"T:**Final Answer**¶It will take Leo \(\boxed{6}\) weeks to save $432.¶¶Saving a fixed percentage of each paycheck is a great habit!", "R1-distill: a boxed answer in a sentence and a harmless closing line"),
        ("think_recap_sub", "A", "boxed", r"T:**Summary**¶- Weekly earnings: $180¶- Weekly savings: 40% of $180¶¶**Final Answer**¶\[¶\boxed{72}¶\]", "R1-distill: a recap that boxes the weekly savings, a rate"),
        ("after_right", "A", "boxed", r"So it takes Leo \(\boxed{6}\) weeks.¶¶Hmm, on rereading, the question is really about how long he has to work: to save $432 at a 40% rate he must earn \(432 / 0.4 = 1080\) dollars, and at $12 an hour that is \(1080 / 12 = 90\).¶¶So the answer is \(\boxed{90}\).", "a wrong value (90 hours) boxed after the right one"),
        ("hedge", "A", "prose_sentence", r"Therefore, it will take Leo about 6 weeks to save $432.", "'about 6 weeks' for an exact count"),
        ("think_however", "A", "boxed", r"T:He needs 6 weeks.¶¶However, since he is paid at the end of each week, he only reaches $432 on the last payday, so he needs to work into a 7th week to have the money available.¶¶**Final Answer**¶\[¶\boxed{7}¶\]", "R1-distill: a 'however' changes the answer to 7"),
        ("think_cut", "A", "truncated", r"@<think>¶Alright, Leo makes 12 dollars an hour, 15 hours a week. That's 12 times 15 = 180 dollars a week. He saves 40 percent of that, so 0.4 times 180 = 72 dollars a week. Now 432 divided by 72 is", "a think block cut before the value: no_answer"),
     ]),
    ("tank", "25",
     "A 60-liter fish tank is 3/4 full. It leaks 2 liters an hour for 5 hours. How many liters of water must be added to fill the tank completely?",
     """Let's solve this problem step by step. We need to know how much water is in the tank after the leak, and then how much more it takes to reach the full 60 liters. The important thing is that the question asks for the water to be added, not for the water that is left.

**Step 1: Find how much water is in the tank at the start.**
The tank holds 60 liters and is 3/4 full:
60 × 3/4 = 180/4 = 45 liters

**Step 2: Find how much water leaks out.**
It leaks 2 liters per hour for 5 hours:
2 × 5 = 10 liters

**Step 3: Find how much water is left.**
45 − 10 = 35 liters

**Step 4: Find how much water is needed to fill the tank.**
The tank is full at 60 liters, so the amount to add is:
60 − 35 = 25 liters

""",
     "",
     [
        ("unit_sentence", "B", "prose_sentence", r"So, 25 liters of water must be added to fill the 60-liter tank completely.", "the answer with its unit, the capacity after it"),
        ("verify_after", "B", "answer_is", r"**Answer:** 25 liters¶¶**Check:** 35 liters in the tank + 25 liters added = 60 liters, which is the full capacity. Also 45 − 10 = 35 ✓.", "'Answer: 25 liters', then a check ending on 35"),
        ("other_unit", "B", "prose_sentence", r"Therefore, 25 liters of water must be added, which is 25,000 milliliters.", "the answer restated in milliliters"),
        ("slip_fixed", "B", "boxed", r"**Step 5: Double-check.** I almost answered 35 liters, but that is how much water is *in* the tank, not how much must be added. The amount to add is 60 − 35 = 25 liters.¶¶The final answer is: $\boxed{25}$", "a near-miss (35) named and corrected before the box"),
        ("closing", "B", "boxed", r"The final answer is: $\boxed{25}$¶¶It would also be a good idea to fix the leak before refilling the tank!", "a harmless closing remark"),
        ("recap_sub", "A", "prose_sentence", r"**Summary:**¶- Starting water: 45 liters¶- Water lost: 10 liters¶- Water remaining: 35 liters¶¶So there are **35 liters** of water in the tank.", "a recap that ends on the water remaining, a subtotal"),
        ("verify_box", "A", "boxed", r"So 25 liters must be added.¶¶**Verification:** The leak removed 2 × 5 = 10 liters from the 45 liters, so the tank now holds 35 liters. Therefore, the final answer is \(\boxed{35}\) liters.", "a verification that commits and boxes 35"),
        ("however", "A", "boxed", r"So 25 liters must be added.¶¶However, the tank keeps leaking while it is being refilled, so we should also add back the 10 liters that leaked: 25 + 10 = 35.¶¶The final answer is: $\boxed{35}$", "a 'however' replaces 25 with 35"),
        ("hedge", "A", "prose_sentence", r"So you would need to add at least 25 liters of water to fill the tank.", "'at least 25 liters': a bound"),
        ("cut", "A", "truncated", r"**Step 5: State the answer.**¶The amount of water that must be added is", "cut before the value: no_answer"),
     ]),
    ("library", "585",
     "A library has 1,200 books. 35% of them are fiction. Of the non-fiction books, 1/4 are science books. How many non-fiction books are not science books?",
     r"""To solve this problem, we'll go step by step.

### Step 1: Number of fiction books
35% of the 1,200 books are fiction:
\[
0.35 \times 1200 = 420
\]

### Step 2: Number of non-fiction books
\[
1200 - 420 = 780
\]

### Step 3: Number of science books
One quarter of the non-fiction books are science books:
\[
\frac{1}{4} \times 780 = 195
\]

### Step 4: Non-fiction books that are not science books
\[
780 - 195 = 585
\]

""",
     th("""Okay, let's see. 1,200 books total, 35 percent fiction. 35 percent of 1200: 10 percent is 120, so 30 percent is 360, plus 5 percent which is 60, total 420 fiction books. That leaves 1200 - 420 = 780 non-fiction.

A quarter of the non-fiction are science: 780 / 4 = 195. So the non-fiction books that aren't science are 780 - 195 = 585. Alternatively, three quarters of 780 is 585. Same thing.

So the answer should be 585.
"""),
     [
        ("think_described", "B", "boxed", r"T:The library has \(0.35 \times 1200 = 420\) fiction books, so \(1200 - 420 = 780\) non-fiction books. A quarter of those, \(195\), are science books, which leaves \(780 - 195 = 585\).¶¶**Final Answer**¶\[¶\boxed{585}¶\]¶¶That is, 585 of the library's 780 non-fiction books are not about science.", "R1-distill: the boxed answer, then a sentence that restates it 'of the 780'"),
        ("table_after", "B", "boxed", r"So the answer is \(\boxed{585}\).¶¶### Summary table¶¶| Category | Number of books |¶|---|---|¶| Fiction | 420 |¶| Non-fiction, science | 195 |¶| Non-fiction, not science | 585 |¶| Total | 1,200 |", "the boxed answer, then a table whose last row is the 1,200 total"),
        ("slip_fixed", "B", "boxed", r"### Step 5: Check¶I should make sure I took 1/4 of the non-fiction books and not of all the books: \(\frac14 \times 1200 = 300\) would be wrong here. Using 780 is correct, so the answer is \(780 - 195 = 585\).¶¶\[¶\boxed{585}¶\]", "a possible slip (300) named and set aside before the box"),
        ("unit_sentence", "B", "prose_sentence", r"Therefore, the library has **585 non-fiction books that are not science books**.", "the answer in a bold sentence with its description"),
        ("think_closing", "B", "boxed", r"T:**Final Answer**¶The number of non-fiction books that are not science books is \(\boxed{585}\).¶¶Let me know if you'd like the same breakdown for the fiction section!", "R1-distill: boxed in a sentence and a harmless closing line"),
        ("think_verify_box", "A", "boxed", r"T:Non-fiction books: 780; science: 195; not science: 585.¶¶Let me verify by counting all the books in the library that are not science books, fiction included: \(420 + 585 = 1005\).¶¶**Final Answer**¶\[¶\boxed{1005}¶\]", "R1-distill: a 'verification' that boxes 1005 (fiction included)"),
        ("recap_sub", "A", "boxed", r"### Recap¶- Fiction: 420¶- Non-fiction: 780¶¶So the library has \(\boxed{780}\) non-fiction books.", "a recap that boxes the non-fiction total, a subtotal"),
        ("after_right", "A", "boxed", r"\[¶\boxed{585}¶\]¶¶Wait — I think the 1/4 applies to all the books: \(1200 \div 4 = 300\) science books, so \(780 - 300 = 480\).¶¶\[¶\boxed{480}¶\]", "a wrong value (480) boxed after the right one"),
        ("two_values", "A", "boxed", r"So there are 585 non-fiction books that are not science books, or 195 if the question means the science books.¶¶\[¶\boxed{585 \text{ or } 195}¶\]", "two values for one question"),
        ("think_cut", "A", "truncated", r"T:The library has 420 fiction books and 780 non-fiction books, of which 195 are science books. So the number of non-fiction books that are not science books is", "R1-distill: cut before the value: no_answer"),
     ]),
    ("ages", "18",
     "Mia is 3 times as old as her brother. In 6 years, she will be twice as old as he will be then. How old is Mia now?",
     """## Step 1: Define the variables.
Let b be the brother's age now. Then Mia's age now is 3b.

## Step 2: Write the equation for 6 years from now.
In 6 years, Mia will be 3b + 6 and her brother will be b + 6. Mia will then be twice as old as her brother:
3b + 6 = 2(b + 6)

## Step 3: Solve the equation.
3b + 6 = 2b + 12
3b - 2b = 12 - 6
b = 6
So the brother is 6 years old.

## Step 4: Find Mia's age.
Mia's age is 3b = 3 * 6 = 18.

## Step 5: Check the answer.
In 6 years Mia will be 18 + 6 = 24 and her brother will be 6 + 6 = 12, and 24 = 2 * 12. The condition holds.

""",
     th("""Let me set this up. Let the brother be b years old, so Mia is 3b. In 6 years: Mia is 3b + 6, brother is b + 6, and 3b + 6 = 2(b + 6) = 2b + 12. So b = 6. Then Mia is 3 times 6 = 18.

Check: now 18 and 6, ratio 3. In 6 years, 24 and 12, ratio 2. Yes, that works.

Hmm, the question asks for Mia, not the brother, so it's 18, not 6. Mia is 18.
"""),
     [
        ("recap_after", "B", "boxed", r"The final answer is: $\boxed{18}$¶¶So Mia is 18 now and her brother is 6; in 6 years they will be 24 and 12.", "the boxed answer, then a recap ending on the brother's future age 12"),
        ("unit_sentence", "B", "prose_sentence", r"Therefore, Mia is currently 18 years old, three times her brother's age of 6.", "the answer with its unit, the brother's age after it as a description"),
        ("not_other", "B", "boxed", r"## Step 6: State the answer.¶The question asks for Mia's age, not her brother's, so the answer is 18 rather than 6.¶¶The final answer is: $\boxed{18}$", "the other person's value named and set aside before the box"),
        ("other_unit", "B", "boxed", r"The final answer is: $\boxed{18}$¶¶Mia is 18 years old, which is 216 months.", "the boxed years, then restated in months (216)"),
        ("think_closing", "B", "boxed", r"T:**Final Answer**¶Mia is \(\boxed{18}\) years old.¶¶That's a fun one — age problems always come down to setting up one equation!", "R1-distill: boxed in a sentence and a harmless closing line"),
        ("recap_other", "A", "boxed", r"## Summary¶Let b be the brother's age; solving 3b + 6 = 2(b + 6) gives b = 6.¶¶The final answer is: $\boxed{6}$", "a recap that boxes the brother's age"),
        ("next_q", "A", "boxed", r"## Step 6: Find Mia's age in 6 years.¶In 6 years, Mia will be 18 + 6 = 24.¶¶The final answer is: $\boxed{24}$", "an invented question (Mia in 6 years) boxed last"),
        ("think_however", "A", "boxed", r"T:Mia is 18 years old.¶¶However, the question is about the age gap that makes her 'twice as old' later, so what we need is the difference: 18 - 6 = 12 years.¶¶**Final Answer**¶\[¶\boxed{12}¶\]", "R1-distill: a 'however' changes the answer to the age gap 12"),
        ("think_takeback_none", "A", "none", r"T:**Final Answer**¶Mia is \(\boxed{18}\) years old.¶¶Hmm, wait — I'm not sure 'twice as old' was applied to the right person. Let me set up the equation again with Mia's age as m and", "R1-distill: the boxed answer taken back, nothing in its place: no_answer"),
        ("cut", "A", "truncated", r"The final answer is: $\boxed{1", "cut inside the box, after one digit: no_answer"),
     ]),
    ("shirt", "32.4",
     "A shirt costs $40. It is on sale for 25% off, and then an 8% sales tax is added to the sale price. How much does the shirt cost in total?",
     r"""To find the final cost of the shirt, we need to apply the discount first and then add the sales tax. The order matters for the meaning of the problem: the 8% sales tax is charged on the sale price, that is, on the price after the 25% discount, not on the original $40.

**Step 1: Calculate the discount.**
The discount is 25% of $40:
\[
0.25 \times 40 = 10
\]
So the discount is $10.

**Step 2: Find the sale price.**
\[
40 - 10 = 30
\]
The sale price is $30.

**Step 3: Calculate the sales tax.**
The tax is 8% of the sale price:
\[
0.08 \times 30 = 2.40
\]

**Step 4: Add the tax to the sale price.**
\[
30 + 2.40 = 32.40
\]

""",
     th("""Okay, the shirt is $40 and it's 25 percent off. 25 percent of 40 is 10, so the sale price is 30. Then 8 percent tax on the sale price: 0.08 times 30 is 2.4. So the total is 30 + 2.4 = 32.4 dollars.

Hmm, should the tax be on the original price? No, sales tax is charged on what you actually pay, which is the sale price. So $32.40.
"""),
     [
        ("one_step", "B", "boxed", r"Therefore, the total cost of the shirt is \(\boxed{32.40}\) dollars.¶¶You can also get this in one step: \(40 \times 0.75 = 30\) and \(30 \times 1.08 = 32.4\).", "boxed 32.40, then a one-step check (32.4)"),
        ("other_unit", "B", "prose_sentence", r"The shirt costs $32.40 in total, that is, 3,240 cents.", "the answer restated in cents"),
        ("slip_fixed", "B", "boxed", r"**Step 5: Check.**¶A common mistake is to subtract the 8% tax from the 25% discount and take 17% off: \(40 \times 0.83 = 33.20\). That is not how successive percentages work; the tax applies to the sale price, so the total is $32.40.¶¶\[¶\boxed{32.40}¶\]", "a tempting wrong method (33.20) shown and rejected before the box"),
        ("unit_sentence", "B", "prose_sentence", r"So, after the 25% discount and the 8% sales tax, the shirt costs **$32.40**.", "the givens before the bold answer"),
        ("think_table", "B", "boxed", r"T:**Final Answer**¶\[¶\boxed{32.40}¶\]¶¶| Step | Amount |¶|---|---|¶| Original price | $40.00 |¶| Discount (25%) | −$10.00 |¶| Sale price | $30.00 |¶| Sales tax (8%) | +$2.40 |¶| Total paid | $32.40 |¶| Saved versus the original price | $7.60 |", "R1-distill: the box, then a table whose last row is the $7.60 saved"),
        ("recap_sub", "A", "boxed", r"**Summary:** Original price $40, discount $10, sale price $30.¶¶So the shirt costs \(\boxed{30}\) dollars on sale.", "a recap that boxes the sale price before tax"),
        ("think_verify_box", "A", "boxed", r"T:The sale price is $30 and the tax adds $2.40, for a total of $32.40.¶¶To double-check, the tax alone is \(0.08 \times 30\), so the final answer is¶\[¶\boxed{2.40}¶\]", "R1-distill: a check that commits and boxes the tax 2.40"),
        ("however", "A", "boxed", r"So the shirt costs $32.40.¶¶However, stores usually apply the tax to the original price, so the tax is \(0.08 \times 40 = 3.20\) and the total is \(30 + 3.20 = 33.20\).¶¶Therefore, the total cost is \(\boxed{33.20}\) dollars.", "a 'however' replaces 32.40 with 33.20"),
        ("hedge", "A", "prose_sentence", r"Therefore, the shirt costs about $32 in total.", "'about $32': rounded, not the exact 32.40"),
        ("think_cut", "A", "truncated", r"T:**Final Answer**¶The total cost of the shirt is $3", "R1-distill: cut inside the value: no_answer"),
     ]),
    ("farm", "12",
     "A farmer has only chickens and cows. Together they have 30 heads and 84 legs. How many cows does the farmer have?",
     r"""Let's define the variables:
- Let \( c \) be the number of cows.
- Let \( h \) be the number of chickens.

We are given two pieces of information:
1. Each animal has one head, so:
   \[
   c + h = 30
   \]
2. Cows have 4 legs and chickens have 2 legs, so:
   \[
   4c + 2h = 84
   \]

**Solving the system:**
From the first equation, \( h = 30 - c \). Substituting into the second:
\[
4c + 2(30 - c) = 84
\]
\[
4c + 60 - 2c = 84
\]
\[
2c = 24
\]
\[
c = 12
\]

Then \( h = 30 - 12 = 18 \).

**Check:** \( 4 \times 12 + 2 \times 18 = 48 + 36 = 84 \) legs, and \( 12 + 18 = 30 \) heads. ✓

""",
     th("""Classic heads-and-legs problem. 30 heads means 30 animals. If all were chickens there would be 60 legs. We have 84, so 24 extra legs. Each cow adds 2 extra legs over a chicken, so 24 / 2 = 12 cows. Then 30 - 12 = 18 chickens.

Check: 12 cows × 4 = 48 legs, 18 chickens × 2 = 36 legs, 48 + 36 = 84. Heads 12 + 18 = 30. Good. So 12 cows.
"""),
     [
        ("recap_after", "B", "boxed", r"The farmer has \(\boxed{12}\) cows.¶¶(And \(18\) chickens, for \(30\) heads and \(84\) legs in total.)", "the boxed answer, then the chickens and the givens in parentheses"),
        ("think_sentence", "B", "boxed", r"T:If all 30 animals were chickens there would be 60 legs; the 24 extra legs come from the cows, 2 extra legs each, so there are 12 cows and 18 chickens.¶¶**Final Answer**¶The farmer has \(\boxed{12}\) cows.", "R1-distill: a summary naming both counts, then the boxed cows"),
        ("table", "B", "prose_sentence", r"| Animal | Number | Legs |¶|---|---|---|¶| Cows | 12 | 48 |¶| Chickens | 18 | 36 |¶| Total | 30 | 84 |¶¶So the farmer has **12 cows**.", "a summary table, then the answer in bold"),
        ("slip_fixed", "B", "boxed", r"At first glance one might answer 18, but that is the number of chickens (\( h \)); the question asks for the cows, \( c = 12 \).¶¶Thus, the farmer has \(\boxed{12}\) cows.", "the other count named and set aside before the box"),
        ("think_closing", "B", "boxed", r"T:**Final Answer**¶\[¶\boxed{12}¶\]¶¶The farmer has 12 cows. This trick of imagining all the animals as chickens works for any heads-and-legs puzzle.", "R1-distill: the box, a restatement and a harmless remark"),
        ("other", "A", "boxed", r"Thus, the farmer has \(\boxed{18}\) chickens.", "the other animal's count boxed"),
        ("think_after_right", "A", "boxed", r"T:**Final Answer**¶\[¶\boxed{12}¶\]¶¶Hmm, actually I should double-check the extra legs: 84 - 60 = 24 extra legs, and each cow has 4 legs, so 24 / 4 = 6 cows.¶¶**Final Answer**¶\[¶\boxed{6}¶\]", "R1-distill: a wrong value (6) boxed after the right one"),
        ("verify_box", "A", "boxed", r"**Verification:** The legs from the cows are \(4 \times 12 = 48\), so the answer is \(\boxed{48}\).", "a verification that commits and boxes the cows' legs"),
        ("two_values", "A", "boxed", r"Thus, the farmer has either 12 cows or 18 cows, depending on which variable we call the cows.¶¶\[¶\boxed{12 \text{ or } 18}¶\]", "two values for one question"),
        ("cut", "A", "truncated", r"Thus, the number of cows the farmer has is \(", "cut before the value: no_answer"),
     ]),
]
MPROBS = [
    ("lineq", "9",
     r"Solve for $x$: $5(x - 2) = 3x + 8$.",
     r"""To solve the equation \(5(x - 2) = 3x + 8\), we want to isolate \(x\) on one side. Since this is a linear equation, it has exactly one solution (the coefficients of \(x\) on the two sides differ once the parentheses are removed). We will follow these steps:

1. **Distribute the 5 on the left side:**
   \[
   5(x - 2) = 5x - 10
   \]
   So the equation becomes:
   \[
   5x - 10 = 3x + 8
   \]

2. **Move the \(x\)-terms to one side:**
   Subtract \(3x\) from both sides:
   \[
   2x - 10 = 8
   \]

3. **Isolate the \(x\)-term:**
   Add 10 to both sides:
   \[
   2x = 18
   \]

4. **Solve for \(x\):**
   Divide both sides by 2:
   \[
   x = 9
   \]

""",
     "",
     [
        ("verify_after", "B", "boxed", r"Thus, the solution is \(\boxed{9}\).¶¶**Verification:** Substitute \(x = 9\) back into the original equation:¶- Left side: \(5(9 - 2) = 5 \times 7 = 35\)¶- Right side: \(3(9) + 8 = 27 + 8 = 35\)¶¶Both sides equal 35, so the solution is correct.", "the boxed answer, then a substitution check ending on 35"),
        ("x_eq", "B", "prose_sentence", r"Therefore, \(x = 9\) satisfies the equation, since both sides then equal \(35\).", "x = 9, then the common value 35 as a reason"),
        ("slip_fixed", "B", "boxed", r"5. **Check:** I need to be careful with the sign in step 1: distributing gives \(5x - 10\), not \(5x - 2\) (which would lead to \(x = 5\)). With \(5x - 10\), we get \(x = 9\).¶¶The solution is \(\boxed{9}\).", "a wrong distribution (x = 5) named and set aside before the box"),
        ("boxed_eq", "B", "boxed", r"Therefore, the solution is \(\boxed{x = 9}\).", "'x = 9' inside the box"),
        ("closing", "B", "boxed", r"\[¶\boxed{9}¶\]¶¶I hope this step-by-step solution helps you with similar linear equations!", "a harmless closing line"),
        ("verify_box", "A", "boxed", r"So \(x = 9\).¶¶**Verification:** Substituting back, both sides become \(5(9 - 2) = 27 + 8 = \boxed{35}\).", "debatable: x = 9 stated, then a verification whose box (the last one) holds 35 (see DECISIONS)", True),
        ("after_right", "A", "boxed", r"Thus, \(x = \boxed{9}\).¶¶Wait, let me recheck step 3. From \(2x - 10 = 8\), subtracting 10 gives \(2x = -2\), so \(x = -1\).¶¶Thus, the solution is \(\boxed{-1}\).", "a wrong value (-1) boxed after the right one"),
        ("next_q", "A", "boxed", r"5. **Find \(2x + 1\):** Using this value of \(x\), \(2(9) + 1 = 19\).¶¶\[¶\boxed{19}¶\]", "an invented question (2x + 1) boxed last"),
        ("recap_sub", "A", "boxed", r"**Summary:** distributing and collecting terms gives \(2x = 18\).¶¶\[¶\boxed{18}¶\]", "a recap that boxes 2x, a subtotal"),
        ("cut", "A", "truncated", r"Therefore, the solution to the equation is \(x =", "cut before the value: no_answer"),
     ]),
    ("hearts", r"\frac{1}{17}",
     "Two cards are drawn at random from a standard 52-card deck without replacement. What is the probability that both cards are hearts?",
     r"""To find the probability that both cards drawn are hearts, we consider the two draws one at a time.

**Step 1: Probability that the first card is a heart.**
There are 13 hearts in a standard deck of 52 cards:
\[
P(\text{first heart}) = \frac{13}{52} = \frac{1}{4}
\]

**Step 2: Probability that the second card is a heart, given the first was a heart.**
After one heart is removed, 12 hearts remain among 51 cards:
\[
P(\text{second heart} \mid \text{first heart}) = \frac{12}{51} = \frac{4}{17}
\]

**Step 3: Multiply the probabilities.**
\[
P(\text{both hearts}) = \frac{1}{4} \times \frac{4}{17} = \frac{4}{68} = \frac{1}{17}
\]

**Alternative check with combinations:**
\[
\frac{\binom{13}{2}}{\binom{52}{2}} = \frac{78}{1326} = \frac{1}{17}
\]

""",
     th(r"""Two cards, no replacement, both hearts. First card heart: 13/52 = 1/4. Second card heart given the first was: 12/51 = 4/17. Multiply: 1/4 × 4/17 = 1/17.

Let me double check with combinations: C(13,2) = 78, C(52,2) = 52·51/2 = 1326. 78/1326... 78 × 17 = 1326, so it's 1/17. Good.

With replacement it would have been 1/16, but here it's without replacement, so 1/17.
"""),
     [
        ("decimal_after", "B", "boxed", r"Therefore, the probability that both cards are hearts is \(\boxed{\frac{1}{17}}\).¶¶As a decimal, this is approximately \(0.0588\), or about \(5.9\%\).", "the exact boxed answer, then its decimal and percent"),
        ("unsimplified", "B", "boxed", r"Thus, the probability that both cards are hearts is \(\boxed{\dfrac{13}{221}}\).", "13/221, equal to 1/17"),
        ("think_slip", "B", "boxed", r"T:The first card is a heart with probability \(\frac{13}{52}\). For the second card I first wrote \(\frac{13}{52}\) again, but one heart is already gone, so it is \(\frac{12}{51}\). The product is \(\frac{13}{52} \cdot \frac{12}{51} = \frac{1}{17}\).¶¶**Final Answer**¶\[¶\boxed{\dfrac{1}{17}}¶\]", "R1-distill: a slip corrected in the summary before the box"),
        ("think_contrast", "B", "boxed", r"T:**Final Answer**¶\[¶\boxed{\frac{1}{17}}¶\]¶¶(For comparison, if the first card were put back before the second draw, the probability would be \(\frac{1}{16}\).)", "R1-distill: the box, then a hypothetical 1/16 in parentheses"),
        ("slash", "B", "prose_sentence", r"The probability that both cards are hearts is 1/17.", "a plain slash fraction in prose"),
        ("however", "A", "boxed", r"So the probability is \(\boxed{\frac{1}{17}}\).¶¶However, since each card is equally likely to be a heart, the two draws are independent and the probability is simply \(\left(\frac{1}{4}\right)^2 = \frac{1}{16}\).¶¶\[¶\boxed{\frac{1}{16}}¶\]", "a 'however' replaces 1/17 with 1/16"),
        ("think_hedge", "A", "final_answer_phrase", r"T:**Final Answer**¶The probability is approximately \(0.06\).", "R1-distill: a rounded decimal for an exact fraction"),
        ("recap_sub", "A", "boxed", r"**Summary:** the first card is a heart with probability \(\frac{13}{52}\), which simplifies to \(\boxed{\frac{1}{4}}\).", "a recap that boxes the first draw's probability"),
        ("think_verify_box", "A", "boxed", r"T:Both methods agree.¶¶Checking the count of favorable pairs once more: \(\binom{13}{2} = 78\).¶¶**Final Answer**¶\[¶\boxed{78}¶\]", "R1-distill: a check that boxes the count of heart pairs"),
        ("cut", "A", "truncated", r"Therefore, the probability that both cards drawn are hearts is \(\boxed{\frac{1}{", "cut inside the box: no_answer"),
     ]),
    ("circle", "5",
     r"Find the radius of the circle with equation $x^2 + y^2 - 6x + 8y = 0$.",
     r"""## Step 1: Group the x and y terms.
We rewrite the equation as $(x^2 - 6x) + (y^2 + 8y) = 0$.

## Step 2: Complete the square for x.
Half of -6 is -3, and $(-3)^2 = 9$, so $x^2 - 6x = (x - 3)^2 - 9$.

## Step 3: Complete the square for y.
Half of 8 is 4, and $4^2 = 16$, so $y^2 + 8y = (y + 4)^2 - 16$.

## Step 4: Substitute back into the equation.
$(x - 3)^2 - 9 + (y + 4)^2 - 16 = 0$, which gives $(x - 3)^2 + (y + 4)^2 = 25$.

## Step 5: Read off the center and the radius.
The equation is now in the standard form $(x - h)^2 + (y - k)^2 = r^2$ with center $(3, -4)$ and $r^2 = 25$, so $r = \sqrt{25} = 5$.

""",
     "",
     [
        ("verify_after", "B", "boxed", r"The final answer is: $\boxed{5}$¶¶Note that the circle passes through the origin, since $(0 - 3)^2 + (0 + 4)^2 = 9 + 16 = 25$, and its diameter is 10.", "the box, then a remark ending on the diameter 10"),
        ("sqrt_form", "B", "boxed", r"The final answer is: $\boxed{\sqrt{25}}$", "sqrt(25), equal to 5"),
        ("center_first", "B", "prose_sentence", r"Therefore, the circle has center $(3, -4)$ and radius $5$.", "the center, then the radius last"),
        ("slip_fixed", "B", "boxed", r"## Step 6: Avoid a common mistake.¶The number on the right side, 25, is $r^2$, not $r$. Taking the square root gives the radius $r = 5$.¶¶The final answer is: $\boxed{5}$", "r^2 = 25 named and set aside before the box"),
        ("closing", "B", "boxed", r"The final answer is: $\boxed{5}$¶¶Completing the square is the standard technique for problems like this.", "a harmless closing line"),
        ("recap_rsq", "A", "boxed", r"## Step 6: Summary¶The circle is $(x - 3)^2 + (y + 4)^2 = 25$.¶¶The final answer is: $\boxed{25}$", "a recap that boxes r^2"),
        ("next_q", "A", "boxed", r"## Step 6: State the center.¶The center of the circle is $(3, -4)$.¶¶The final answer is: $\boxed{(3, -4)}$", "an invented question (the center) boxed last"),
        ("after_right", "A", "boxed", r"The final answer is: $\boxed{5}$¶¶Wait, the problem is really asking for the full width of the circle, which is the diameter $2r = 10$.¶¶The final answer is: $\boxed{10}$", "a wrong value (the diameter 10) boxed after the right one"),
        ("hedge", "A", "prose_sentence", r"Therefore, the radius of the circle is approximately 5 units.", "'approximately 5' for an exact radius"),
        ("cut", "A", "truncated", r"## Step 6: State the radius.¶The radius of the circle is $", "cut before the value: no_answer"),
     ]),
    ("committee", "56",
     "In how many ways can a committee of 3 people be chosen from a group of 8 people?",
     r"""To determine the number of ways to choose a committee of 3 people from 8, we note that the order in which the members are chosen does not matter. Therefore, we use combinations.

The number of combinations of \(n\) items taken \(k\) at a time is:
\[
\binom{n}{k} = \frac{n!}{k!(n-k)!}
\]

Here \(n = 8\) and \(k = 3\):
\[
\binom{8}{3} = \frac{8!}{3! \cdot 5!} = \frac{8 \times 7 \times 6}{3 \times 2 \times 1} = \frac{336}{6} = 56
\]

Note that \(8 \times 7 \times 6 = 336\) counts ordered selections (for example, a president, a vice-president and a secretary); dividing by \(3! = 6\) removes the orderings of the same three people.

""",
     th(r"""Okay, so the question is how many ways to pick a committee of 3 people out of 8. A committee has no roles mentioned, so picking Ann, Bob and Carl is the same committee as picking Carl, Ann and Bob. That means order doesn't matter and this is a combination, not a permutation.

Committee of 3 from 8, order doesn't matter, so it's 8 choose 3. 8 × 7 × 6 = 336 ordered ways, divide by 3! = 6, giving 56.

Double-check: 8 choose 3 equals 8 choose 5, and Pascal's triangle row 8 is 1, 8, 28, 56, 70, 56, 28, 8, 1. Yes, 56.
"""),
     [
        ("verify_after", "B", "boxed", r"Therefore, the number of ways is \(\boxed{56}\).¶¶**Check with Pascal's rule:** \(\binom{8}{3} = \binom{7}{2} + \binom{7}{3} = 21 + 35 = 56\). Row 8 of Pascal's triangle reads 1, 8, 28, 56, 70, 56, 28, 8, 1.", "the box, then a Pascal check ending on the row's last entry 1"),
        ("binom", "B", "prose_sentence", r"Therefore, the committee can be chosen in \(\binom{8}{3} = 56\) ways.", "binom(8,3) = 56 in the closing sentence"),
        ("think_slip", "B", "boxed", r"T:I first counted \(8 \times 7 \times 6 = 336\), but that counts each committee \(3! = 6\) times, once for each order of the same three people. Dividing, there are \(336 / 6 = 56\) committees.¶¶**Final Answer**¶\[¶\boxed{56}¶\]", "R1-distill: the ordered count corrected before the box"),
        ("think_contrast", "B", "boxed", r"T:**Final Answer**¶\[¶\boxed{56}¶\]¶¶There are 56 ways to choose the committee. If the three members had different roles (president, secretary, treasurer), the count would instead be 336.", "R1-distill: the box, then a hypothetical 336 last"),
        ("word", "B", "prose_sentence", r"So there are fifty-six different committees.", "the answer in words"),
        ("however", "A", "boxed", r"Therefore, the number of ways is \(\boxed{56}\).¶¶However, the members of a committee usually take on different roles, so order matters and we should use permutations: \(8 \times 7 \times 6 = 336\).¶¶\[¶\boxed{336}¶\]", "a 'however' replaces 56 with 336"),
        ("think_verify_box", "A", "boxed", r"T:**Final Answer**¶Using the factorial formula, the number of ordered selections is \(8 \times 7 \times 6 = \boxed{336}\).", "R1-distill: the Final Answer box holds the ordered count"),
        ("next_q", "A", "boxed", r"Similarly, the number of ways to choose a committee of 4 from the same 8 people would be \(\binom{8}{4} = 70\).¶¶Thus, the answer is \(\boxed{70}\).", "an invented question (a committee of 4) boxed last"),
        ("hedge", "A", "prose_sentence", r"So there are more than 50 ways to choose the committee.", "'more than 50': a bound"),
        ("think_cut", "A", "truncated", r"@<think>¶Committee of 3 from 8, order doesn't matter, so it's 8 choose 3. That's 8 × 7 × 6 divided by 3 × 2 × 1, which is", "a think block cut before the value: no_answer"),
     ]),
    ("vertex", "-11",
     r"What is the minimum value of $y = 2x^2 - 12x + 7$?",
     r"""To find the minimum value of the quadratic function \(y = 2x^2 - 12x + 7\), we can complete the square or use the vertex formula.

### Step 1: Find the x-coordinate of the vertex
For a quadratic \(y = ax^2 + bx + c\) with \(a > 0\), the minimum occurs at
\[
x = -\frac{b}{2a} = -\frac{-12}{2 \cdot 2} = \frac{12}{4} = 3.
\]

### Step 2: Evaluate the function at \(x = 3\)
\[
y = 2(3)^2 - 12(3) + 7 = 18 - 36 + 7 = -11.
\]

### Step 3: Confirm by completing the square
\[
y = 2(x^2 - 6x) + 7 = 2\left[(x - 3)^2 - 9\right] + 7 = 2(x - 3)^2 - 18 + 7 = 2(x - 3)^2 - 11.
\]
Since \(2(x - 3)^2 \ge 0\), the smallest value of \(y\) is reached when \(x = 3\).

""",
     "",
     [
        ("vertex_after", "B", "boxed", r"Therefore, the minimum value of \(y\) is \(\boxed{-11}\).¶¶This minimum occurs at the vertex \((3, -11)\), where \(x = 3\).", "the box, then the vertex and x = 3 last"),
        ("y_eq", "B", "prose_sentence", r"So the minimum value is \(y = -11\), attained at \(x = 3\).", "y = -11, then where it is attained"),
        ("slip_fixed", "B", "boxed", r"### Step 4: Double-check the arithmetic¶I want to be sure of the sign: \(18 - 36 = -18\), and \(-18 + 7 = -11\) (not \(-25\)). So the minimum is \(-11\).¶¶\[¶\boxed{-11}¶\]", "a possible slip (-25) named before the box"),
        ("table_after", "B", "boxed", r"The minimum value is \(\boxed{-11}\).¶¶A quick table of values confirms it:¶¶| \(x\) | 2 | 3 | 4 |¶|---|---|---|---|¶| \(y\) | -9 | -11 | -9 |", "the box, then a table of values ending on -9"),
        ("closing", "B", "boxed", r"The minimum value of the function is \(\boxed{-11}\).¶¶Because the leading coefficient is positive, the parabola opens upward, so this is indeed a minimum and not a maximum.", "a harmless closing remark"),
        ("recap_x", "A", "boxed", r"### Summary¶The vertex is at \(x = 3\).¶¶\[¶\boxed{3}¶\]", "a recap that boxes the x-coordinate"),
        ("after_right", "A", "boxed", r"So the minimum value is \(\boxed{-11}\).¶¶Since a minimum value is measured as a distance from the x-axis, we take its absolute value: the minimum value is \(\boxed{11}\).", "a wrong value (11) boxed after the right one"),
        ("point", "A", "boxed", r"Therefore, the vertex, which gives the minimum, is \(\boxed{(3, -11)}\).", "debatable: the vertex point boxed for a value question (see DECISIONS)", True),
        ("next_q", "A", "boxed", r"### Step 4: Find the y-intercept¶Setting \(x = 0\) gives \(y = 7\).¶¶\[¶\boxed{7}¶\]", "an invented question (the y-intercept) boxed last"),
        ("cut", "A", "truncated", r"Therefore, the minimum value of \(y\) is \(\boxed{-", "cut inside the box after the sign: no_answer"),
     ]),
    ("logs", "10",
     r"Evaluate $\log_2 64 + \log_3 81$.",
     r"""To evaluate this expression, we evaluate each logarithm separately and then add the results. Recall that $\log_b a = c$ means $b^c = a$, so each logarithm asks for an exponent: the power to which the base must be raised to give the argument. Both arguments here are exact powers of their bases, so no calculator is needed.

## Step 1: Evaluate $\log_2 64$.
We need the power of 2 that gives 64. Since $2^6 = 64$, we have $\log_2 64 = 6$.

## Step 2: Evaluate $\log_3 81$.
We need the power of 3 that gives 81. Since $3^4 = 81$, we have $\log_3 81 = 4$.

## Step 3: Add the two values.
$\log_2 64 + \log_3 81 = 6 + 4 = 10$.

""",
     th(r"""Okay, I need to evaluate log base 2 of 64 plus log base 3 of 81. Each log is just asking for an exponent, so let me find them one at a time and add.

log base 2 of 64: 2^6 = 64, so that's 6. log base 3 of 81: 3^4 = 81, so that's 4. Sum is 10.

Let me make sure I'm not mixing up: 2, 4, 8, 16, 32, 64 — that's six doublings, yes. 3, 9, 27, 81 — four. So 6 + 4 = 10.
"""),
     [
        ("verify_after", "B", "boxed", r"The final answer is: $\boxed{10}$¶¶Check: $2^6 = 64$ and $3^4 = 81$, so the two logarithms are 6 and 4.", "the box, then a check ending on 4"),
        ("think_closing", "B", "boxed", r"T:So \(\log_2 64 = 6\) and \(\log_3 81 = 4\), and their sum is \(10\).¶¶**Final Answer**¶\[¶\boxed{10}¶\]¶¶Both logarithms come out to whole numbers because each argument is an exact power of its base.", "R1-distill: the box and a harmless closing remark"),
        ("slip_fixed", "B", "boxed", r"## Step 4: Double-check Step 2.¶It is tempting to write $\log_3 81 = 3$, but $3^3 = 27$, not 81; the correct value is 4. So the sum is 6 + 4 = 10.¶¶The final answer is: $\boxed{10}$", "a tempting slip (3) set aside before the box"),
        ("think_sentence", "B", "prose_sentence", r"T:The value of \(\log_2 64 + \log_3 81\) is 10, the sum of the exponents 6 and 4.", "R1-distill: the value, then its parts as a description"),
        ("table_after", "B", "boxed", r"The final answer is: $\boxed{10}$¶¶| Term | Value |¶|---|---|¶| $\log_2 64$ | 6 |¶| $\log_3 81$ | 4 |", "the box, then a table whose last row is 4"),
        ("think_next_q", "A", "boxed", r"T:**Final Answer**¶The product of the two logarithms is \(6 \times 4 = \boxed{24}\).", "R1-distill: an invented question (the product) in the Final Answer box"),
        ("recap_sub", "A", "boxed", r"## Step 4: Summary¶$\log_2 64 = 6$.¶¶The final answer is: $\boxed{6}$", "a recap that boxes one term"),
        ("think_after_right", "A", "prose_sentence", r"T:**Final Answer**¶\[¶\boxed{10}¶\]¶¶Wait, two logarithms can be combined into one: \(\log_2 64 + \log_3 81 = \log_6 (64 \cdot 81) = \log_6 5184\). So the answer is \(\log_6 5184\).", "R1-distill: a wrong value (log_6 5184, about 4.77) stated after the box"),
        ("hedge", "A", "prose_sentence", r"So the expression is roughly equal to 10.", "'roughly equal to 10' for an exact value"),
        ("cut", "A", "truncated", r"## Step 4: State the result.¶The value of the expression is", "cut before the value: no_answer"),
     ]),
    ("series", "1275",
     r"Find the sum of the arithmetic series $3 + 7 + 11 + \cdots + 99$.",
     r"""To find the sum of the arithmetic series \(3 + 7 + 11 + \cdots + 99\), we first identify its parameters.

**Step 1: Identify the first term and the common difference.**
- First term: \(a_1 = 3\)
- Common difference: \(d = 7 - 3 = 4\)
- Last term: \(a_n = 99\)

**Step 2: Find the number of terms.**
Using \(a_n = a_1 + (n - 1)d\):
\[
99 = 3 + (n - 1) \cdot 4 \implies 96 = 4(n - 1) \implies n - 1 = 24 \implies n = 25
\]

**Step 3: Compute the sum.**
\[
S_n = \frac{n}{2}(a_1 + a_n) = \frac{25}{2}(3 + 99) = \frac{25}{2} \cdot 102 = 25 \cdot 51 = 1275
\]

""",
     "",
     [
        ("verify_after", "B", "boxed", r"The sum of the series is \(\boxed{1275}\).¶¶**Verification:** Pairing the first and last terms, \(3 + 99 = 102\), \(7 + 95 = 102\), and so on. There are 12 such pairs plus the middle term 51, giving \(12 \times 102 + 51 = 1224 + 51 = 1275\). Each pair contributes 102.", "the box, then a pairing check ending on 102"),
        ("comma", "B", "prose_sentence", r"Therefore, the sum is **1,275**.", "a comma thousands separator in bold"),
        ("slip_fixed", "B", "boxed", r"**Step 4: Check the number of terms.**¶It is easy to compute \(96 / 4 = 24\) and stop there, but \(n - 1 = 24\) means there are \(n = 25\) terms. With 24 terms the sum would be wrong; with 25 terms it is 1275.¶¶\[¶\boxed{1275}¶\]", "a possible off-by-one named before the box"),
        ("recap_givens", "B", "boxed", r"\[¶\boxed{1275}¶\]¶¶Here \(a_1 = 3\), \(d = 4\), \(a_n = 99\) and \(n = 25\).", "the box, then the parameters ending on n = 25"),
        ("closing", "B", "boxed", r"Thus, the sum of the series is \(\boxed{1275}\).¶¶Averaging the first and last terms and multiplying by the number of terms is the quickest route for any arithmetic series.", "a harmless closing remark"),
        ("recap_count", "A", "boxed", r"### Summary¶The series has \(\boxed{25}\) terms.", "a recap that boxes the number of terms"),
        ("after_right", "A", "boxed", r"\[¶\boxed{1275}¶\]¶¶Hmm, but the formula should use \(n = 24\), since \(n - 1 = 24\)... so \(S = \frac{24}{2}(3 + 99) = 12 \cdot 102 = 1224\).¶¶Therefore, the sum is \(\boxed{1224}\).", "a wrong value (1224) boxed after the right one"),
        ("hedge", "A", "prose_sentence", r"So the sum is approximately 1,300.", "an approximation"),
        ("next_q", "A", "boxed", r"**Step 4: Find the 30th term.**¶\(a_{30} = 3 + 29 \cdot 4 = 119\).¶¶\[¶\boxed{119}¶\]", "an invented question (the 30th term) boxed last"),
        ("cut", "A", "truncated", r"Therefore, the sum of the series is \(\boxed{12", "cut inside the box: no_answer"),
     ]),
    ("complex", "5+i",
     r"Simplify $(2 + 3i)(1 - i)$.",
     r"""To simplify the product of two complex numbers, we multiply them like binomials (the FOIL method) and then use the fact that $i^2 = -1$ to write the result in the standard form $a + bi$, where $a$ is the real part and $b$ is the imaginary part.

## Step 1: Expand the product using the distributive property.
$(2 + 3i)(1 - i) = 2 \cdot 1 + 2 \cdot (-i) + 3i \cdot 1 + 3i \cdot (-i)$.

## Step 2: Simplify each term.
$= 2 - 2i + 3i - 3i^2$.

## Step 3: Use $i^2 = -1$.
$-3i^2 = -3(-1) = 3$, so the expression becomes $2 - 2i + 3i + 3$.

## Step 4: Combine like terms.
Real parts: $2 + 3 = 5$. Imaginary parts: $-2i + 3i = i$. So the product is $5 + i$.

""",
     th(r"""Alright, I need to simplify (2 + 3i)(1 - i). This is just multiplying two complex numbers, so I expand like binomials and then replace i² by -1. I should be careful with the signs, because the -i in the second factor and the i² both flip signs.

Multiply out (2 + 3i)(1 - i). FOIL: 2·1 = 2, 2·(-i) = -2i, 3i·1 = 3i, 3i·(-i) = -3i². Since i² = -1, -3i² = 3. Sum: 2 + 3 + (-2i + 3i) = 5 + i.

Check with the modulus: |2 + 3i| = √13, |1 - i| = √2, so the product has modulus √26. |5 + i| = √(25 + 1) = √26. Consistent.
"""),
     [
        ("verify_after", "B", "boxed", r"The final answer is: $\boxed{5 + i}$¶¶As a check, $|5 + i| = \sqrt{26} = \sqrt{13} \cdot \sqrt{2} = |2 + 3i| \cdot |1 - i|$.", "the box, then a modulus check"),
        ("reorder", "B", "boxed", r"The final answer is: $\boxed{i + 5}$", "i + 5, equal to 5 + i"),
        ("think_parts", "B", "boxed", r"T:**Final Answer**¶\[¶\boxed{5 + i}¶\]¶¶The real part is 5 and the imaginary part is 1.", "R1-distill: the box, then the parts ending on 1"),
        ("slip_fixed", "B", "boxed", r"## Step 5: Check the sign of the last term.¶If we forgot that $i^2 = -1$ and treated $-3i^2$ as $-3$, we would get $-1 + i$, which is wrong. With $-3i^2 = 3$, the product is $5 + i$.¶¶The final answer is: $\boxed{5+i}$", "the sign slip (-1 + i) named and set aside before the box"),
        ("think_one_i", "B", "final_answer_phrase", r"T:**Final Answer**¶The product in standard form \(a + bi\) is \(5 + 1i\).", "R1-distill: 5 + 1i, equal to 5 + i"),
        ("after_right", "A", "boxed", r"The final answer is: $\boxed{5 + i}$¶¶Wait, $3i \cdot (-i) = -3i^2$, and with $i^2 = 1$ that is $-3$, so the real part is $2 - 3 = -1$ and the product is $-1 + i$.¶¶The final answer is: $\boxed{-1 + i}$", "a wrong value (-1 + i) boxed after the right one"),
        ("think_real", "A", "boxed", r"T:**Final Answer**¶The real part of the product is \(\boxed{5}\).", "R1-distill: only the real part boxed"),
        ("next_q", "A", "boxed", r"## Step 5: Write the conjugate.¶The complex conjugate of the result is $5 - i$.¶¶The final answer is: $\boxed{5 - i}$", "an invented question (the conjugate) boxed last"),
        ("think_verify_box", "A", "boxed", r"T:Verifying with the modulus: \(|2 + 3i| \cdot |1 - i| = \sqrt{13} \cdot \sqrt{2}\), so the final answer is¶\[¶\boxed{\sqrt{26}}¶\]", "R1-distill: a check that commits and boxes the modulus"),
        ("cut", "A", "truncated", r"The final answer is: $\boxed{5 +", "cut inside the box: no_answer"),
     ]),
    ("absval", r"\frac{8}{3}",
     r"Find the sum of all solutions of $|3x - 4| = 11$.",
     r"""To solve \(|3x - 4| = 11\), we consider the two cases that make the absolute value equal to 11.

**Case 1:** \(3x - 4 = 11\)
\[
3x = 15 \implies x = 5
\]

**Case 2:** \(3x - 4 = -11\)
\[
3x = -7 \implies x = -\frac{7}{3}
\]

**Checking both solutions:**
- For \(x = 5\): \(|3(5) - 4| = |15 - 4| = |11| = 11\) ✓
- For \(x = -\frac{7}{3}\): \(|3(-\tfrac{7}{3}) - 4| = |-7 - 4| = |-11| = 11\) ✓

**Sum of the solutions:**
\[
5 + \left(-\frac{7}{3}\right) = \frac{15}{3} - \frac{7}{3} = \frac{8}{3}
\]

""",
     "",
     [
        ("decimal_after", "B", "boxed", r"Therefore, the sum of all solutions is \(\boxed{\frac{8}{3}}\).¶¶This is about \(2.67\). (The product of the solutions, for comparison, is \(-\frac{35}{3}\).)", "the box, then its decimal and the product -35/3 for comparison"),
        ("quadratic", "B", "prose_sentence", r"Thus, the sum of the solutions is \(\frac{8}{3}\); equivalently, squaring gives \(9x^2 - 24x - 105 = 0\), whose roots sum to \(\frac{24}{9} = \frac{8}{3}\).", "the answer, then a second derivation ending on 24/9 = 8/3"),
        ("slip_fixed", "B", "boxed", r"Note: at first glance one might report only \(x = 5\), but the absolute value equation has two solutions, and the question asks for their sum: \(5 - \frac{7}{3} = \frac{8}{3}\).¶¶\[¶\boxed{\dfrac{8}{3}}¶\]", "a one-case slip named before the box"),
        ("slash", "B", "prose_sentence", r"So the sum of all solutions is 8/3.", "a slash fraction in prose"),
        ("closing", "B", "boxed", r"\[¶\boxed{\frac{8}{3}}¶\]¶¶Always remember to consider both the positive and the negative case when solving absolute value equations!", "a harmless closing line"),
        ("recap_sub", "A", "boxed", r"**Summary:** The positive case gives \(x = 5\).¶¶\[¶\boxed{5}¶\]", "a recap that boxes one solution"),
        ("solutions", "A", "boxed", r"Therefore, the solutions are \(\boxed{5 \text{ and } -\frac{7}{3}}\).", "the two solutions boxed, not their sum"),
        ("after_right", "A", "boxed", r"So the sum is \(\boxed{\frac{8}{3}}\).¶¶Wait, I should add the solutions as \(5 + \frac{7}{3}\), since the absolute value makes everything positive: \(\frac{15}{3} + \frac{7}{3} = \frac{22}{3}\).¶¶\[¶\boxed{\frac{22}{3}}¶\]", "a wrong value (22/3) boxed after the right one"),
        ("hedge", "A", "prose_sentence", r"Therefore, the sum of all solutions is approximately \(2.67\).", "a rounded decimal for an exact fraction"),
        ("cut", "A", "truncated", r"Therefore, the sum of all solutions is \(\boxed{\frac{8}", "cut inside the box: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "m_lineq_verify_box": (
        "reject",
        "the completion's last box holds 35, the common value of both sides, written after 'So x = "
        "9'; a box is the strongest final-answer marker and the last final answer counts, so the "
        "completion ends by committing 35, not 9 (a box-reading grader would score 35)",
    ),
    "m_vertex_point": (
        "reject",
        "the question asks for the minimum VALUE; the box holds the point (3, -11), a pair that "
        "adds the x-coordinate 3 as a second value, so it is not the value -11 (two values for one "
        "question)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam213", CASES, [], DECISIONS)
