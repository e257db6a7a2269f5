r"""Build adversarial_redteam188.jsonl: round 188 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam188"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 180 GSM8K and 60 MATH, 130 kind A and 110 kind B: CLOSING
SENTENCES WITH SEVERAL NUMBERS, the way long chain-of-thought models (Llama-3.1-8B, Qwen2.5-Math,
Qwen2.5-Instruct, R1-distilled, gemma, Mistral) close a solution: 300-2000 characters of working
(Llama "## Step N", Qwen numbered bold steps, gemma "**1. ...**" bullets, Mistral prose, an R1
think block), then one sentence that holds the answer together with givens, subtotals, rates or
the other person's amount. Kind B: the asked value in the main clause after its verb with other
numbers in describing phrases after it ("Omar collected 114 shells, 38 more than Priya."), givens
or steps before the main clause ("After giving 91 cards to her brother, Yara keeps 169 cards."), a
subject count with a passive verb ("So 4 buses will be needed to carry the 160 people"), "..., which
is N" after an operation or a share, "It will take Omar 12 weeks to save the remaining $420",
several main clauses where the asked one is named, an equal value in another form (29 dollars and
25 cents, 7 1/2 cups, 20/90). Kind A: the SAME shapes where the value after the verb is not the
asked one: the given, a subtotal or the other person's value in the main clause (the asked value
absent), the gold's own number in the sentence as ANOTHER quantity while the committed answer is
different ("She gives away 169 cards, keeping 91." for kept = 169; "108 seats were filled and 324
were empty" for empty = 108; "Ahmed has 108 coins, and together they have 135" for together = 108;
"reaches 83 after 19 steps, so the answer is 19" for the 20th term 83), two main clauses with a
value each and no value for the question, a hedge or bound in the main clause ("about", "roughly",
"at least", "at most", "over", "just over"), a value in another unit with the asked unit only
later ("900 mL per hour, which we want in liters for the whole day"; "6.1 hours" for 6 h 10 min), a
rate where the total is asked, "X times as many" where a count is asked, an answer taken back and
replaced, and cuts inside the sentence (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: shells, Priya 47 + 29, Omar 38 more than Priya's total -> 114 (76 Priya; 190 together);
roses, 480 flowers, 5/8 roses, 3/4 of the roses sold, left -> 75 (300 roses; 225 sold; 180 lilies);
van, 64 km/h for 3.5 h then 48 km/h for 1.25 h, distance -> 284 (224; 60; 4.75 h; about 280);
fence, 60 panels, 6 an hour for 7.5 h, unpainted -> 15 (45 painted; 2.5 h more to finish); cards,
260, 35 % given away, kept -> 169 (91 given; 65 %; roughly 170); buses, 148 students + 12 teachers,
45 a bus, fewest buses -> 4 (160 people; 3.56; 3 buses seat 135, 25 left over; 180 seats, 20 spare);
tickets, 2 x $18.50 + 3 x $11.25 from $100, change -> 29.25 (37.00; 33.75; 70.75; a slip to 34.75
gives 28.25); coins, Bea 27, Ahmed 3 times as many, together -> 108 (81 Ahmed; 54 more; "3 times
more" read as 27 + 81 = 108 for Ahmed gives 135 together); muffins, 420, 2/7 blueberry all sold,
3/5 of the banana sold, sold -> 300 (120 blueberry; 300 banana baked; 180 banana sold; 120 unsold);
tap, 15 mL a minute, liters a day -> 21.6 (900 mL an hour; 1,440 minutes; 21,600 mL; 0.9 L an hour;
2.16 a bad conversion); ages, Ken 8, sister 5 older, father twice the sum -> 42 (13; 21; 34 older
than Ken); bike, $540, has $120, $35 a week, weeks -> 12 ($420 missing; 540 / 35 = 15.43 -> 16 when
the $120 is forgotten); flour, 3 cups for 24 cookies, cups for 60 -> 7.5 (2.5 batches; 1/8 cup a
cookie); jacket, $80, 25 % off, 10 % tax on the sale price -> 66 (20 off; 60; 6 tax; 68 when the tax
is put on $80); theater, 24 rows of 18, 3/4 filled, empty -> 108 (432; 324 filled; 216 more
filled than empty); cans, Class A 58, Class B 15 fewer than twice A -> 101 (116; 159 together; 43
more than A; 86 for 2 x (58 - 15)); garden, 18 m by 12 m, $7 a meter of fence -> 420 (60 m
perimeter; 216 m^2; 1,512 for area x 7); movies, 1 h 40 + 2 h 05 + 1 h 55 and two 15-minute breaks,
minutes -> 370 (340 of movies; 30 of breaks; 6 h 10 min; 6.1 h = 366 min).
MATH: x + y = 14, x - y = 4, xy -> 45 (x = 9, y = 5; 4xy = 180; x^2 + y^2 = 106; a slip to x = 8
gives 40); 20th term of 7, 11, 15, ... -> 83 (19 steps of 4; 87 for 20 steps; 19th term 79; sum of
20 terms 900); two red from 5 red, 3 blue, 2 green without replacement -> \frac{2}{9} (10 of 45
pairs; 5/10 * 4/9 = 20/90; about 0.22; 1/4 with replacement); right triangle legs 9 and 12,
perimeter -> 36 (hypotenuse 15; area 54; legs add to 21); positive divisors of 360 -> 24 (2^3 3^2
5; 4 * 3 * 2; 1170 the divisor sum; 6 from the bare exponents); positive difference of the
solutions of x^2 - 7x + 10 = 0 -> 3 (roots 2, 5; sum 7; product 10; discriminant 9).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name
the closing: more_after / with / with_other / given_before / which_is / passive / answer_is /
final_phrase / out_of / take / cents / frac / bold / esc / three / formula / unreduced / T_... (an R1
think block, then the sentence). Kind A shapes name the error: other / other_main / swap (the
gold's number as another quantity) / sold / sub / total / together / two_clauses / given / rate /
times / diff / unit_later / decimal_h / about / approx / roughly / at_least / at_most / over /
takeback / misread (own working with a misreading, `@`) / cut (truncated: no_answer).
GSM8K: 18 problems, 10 of them 6 A + 4 B, 8 of them 5 A + 5 B (100 A, 80 B); MATH: 6 problems,
5 A + 5 B each (30 A, 30 B). Kind A: truth wrong, or no_answer where the form is `truncated`; kind B:
truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked, even when the sentence also carries givens, subtotals, rates or the other
person's amount in describing phrases ("Omar collected 114 shells, 38 more than Priya") or before
the main clause ("After paying $70.75 ..., the family receives $29.25"). A trailing remark with no
number does not change the answer. Wrong: the sentence's value for the question is a subtotal, a
given, the other person's amount, the difference where the total is asked (or the reverse), a rate
where a total is asked, a count of batches or a multiplier where an amount is asked, a hedge or a
bound ("about", "roughly", "at least", "at most", "over"), two values for one question with none for
the question asked, an answer taken back and replaced; the gold's number standing in the sentence
as another quantity does not make it the answer. A cut before the value is no_answer. Equal values
in another form are correct ("29 dollars and 25 cents", "7 1/2 cups", "\frac{20}{90}", "9 + 12 + 15
= 36"). Debatable (5, with DECISIONS): `ok_g_cards_keeping` ("She gives away 91 cards, keeping
169.", accepted), `ok_g_bike_after` ("After 12 weeks of saving $35, Omar will have the $540 he
needs.", accepted), `ok_g_cans_with` ("Together the two classes collected 159 cans, with Class B
collecting 101.", accepted), `ok_g_movies_hm` ("6 hours and 10 minutes" for the minutes 370,
accepted), `g_buses_at_least` ("at least 4 buses are needed" for the fewest buses, rejected).

Usage: cd /tmp/rounds/rt188 && python build_adversarial_redteam188.py (writes
/tmp/rounds/rt188/adversarial_redteam188.jsonl)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block ("" where unused), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; one opening "T:" puts it after
# the think block instead, one opening "@" is the whole completion. "¶" in a final is a newline.
# Kind A probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("shells", "114",
     "Priya collected 47 shells on Monday and 29 shells on Tuesday. Omar collected 38 more shells than Priya collected over the two days. How many shells did Omar collect?",
     """## Step 1: Find how many shells Priya collected in total.
Priya collected 47 shells on Monday and 29 shells on Tuesday. Her total is 47 + 29 = 76 shells.

## Step 2: Find how many shells Omar collected.
Omar collected 38 more shells than Priya's total, so we add 38 to 76: 76 + 38 = 114 shells.

## Step 3: Check the answer.
If we take away the 38 extra shells from Omar's 114, we get 114 - 38 = 76, which is Priya's total of 47 + 29. Together the two children have 76 + 114 = 190 shells, but the question only asks about Omar.

""",
     "",
     [
        ("more_after", "B", "prose_sentence", "Omar collected 114 shells, 38 more than Priya.", "the asked value after the verb, the difference in a describing phrase after it"),
        ("with_other", "B", "prose_sentence", "So Omar collected 114 shells over the two days, while Priya collected 76.", "Omar's count in the first clause, Priya's in a 'while' clause after it"),
        ("given_before", "B", "prose_sentence", "After adding the 38 extra shells to Priya's 76, Omar has 114 shells.", "the givens before the main clause"),
        ("answer_is", "B", "answer_is", "The answer is 114 shells, which is 38 more than Priya's 76.", "'The answer is' then a describing clause with two more numbers"),
        ("other_main", "A", "prose_sentence", "So Priya collected 76 shells, 38 fewer than Omar.", "Priya's count in the main clause; Omar's 114 is never stated"),
        ("swap", "A", "prose_sentence", "Therefore, Priya collected 114 shells and Omar collected 76.", "the two amounts swapped: the gold's number is given to Priya, Omar gets 76"),
        ("together", "A", "prose_sentence", "Together they collected 190 shells, with Omar finding 38 more than Priya.", "the total where Omar's count is asked; Omar's own count not stated"),
        ("about", "A", "prose_sentence", "So Omar collected about 114 shells, roughly 38 more than Priya.", "'about 114' for an exact count"),
        ("given", "A", "prose_sentence", "Omar collected 38 more shells than Priya, who gathered 76 over Monday and Tuesday.", "only the given difference and Priya's total; Omar's count never stated"),
        ("cut", "A", "truncated", "Adding the 38 extra shells to Priya's 76, Omar collected 11", "cut inside the value: no_answer"),
     ]),
    ("roses", "75",
     "A florist ordered 480 flowers. 5/8 of them were roses and the rest were lilies. She sold 3/4 of the roses on Valentine's Day. How many roses does she have left?",
     r"""To determine how many roses the florist has left, we follow these steps:

1. **Find the number of roses:**
   \[
   \frac{5}{8} \times 480 = \frac{2400}{8} = 300
   \]
   So 300 of the flowers are roses. The other \(480 - 300 = 180\) flowers are lilies.

2. **Find the number of roses sold:**
   \[
   \frac{3}{4} \times 300 = 225
   \]
   The florist sold 225 roses on Valentine's Day.

3. **Find the number of roses left:**
   \[
   300 - 225 = 75
   \]

4. **Check:** If she sold \(\frac{3}{4}\) of the roses, then \(\frac{1}{4}\) of them are left, and \(\frac{1}{4} \times 300 = 75\). This matches.

""",
     "",
     [
        ("left_after", "B", "prose_sentence", "So the florist has 75 roses left after selling 225 of the 300.", "the asked value after the verb, the sold and ordered roses after it"),
        ("which_is", "B", "prose_sentence", "The roses left are the remaining quarter of the 300 roses, which is 75 roses.", "', which is 75 roses' after a share"),
        ("given_before", "B", "prose_sentence", "Having sold 225 roses on Valentine's Day, the florist still has 75 roses, plus her 180 lilies.", "the sold roses before the main clause, the lilies after it"),
        ("passive", "B", "prose_sentence", "75 roses were left unsold out of the 300 she ordered.", "the answer as the subject count with a passive verb"),
        ("swap", "A", "prose_sentence", "She sold 75 roses, keeping 225.", "the gold's number as the roses sold; the kept count stated is 225"),
        ("sold", "A", "prose_sentence", "So the florist sold 225 roses, three quarters of her 300.", "the roses sold where the roses left are asked"),
        ("lilies", "A", "prose_sentence", "So the florist has 180 lilies left, since none of the lilies were sold.", "the other flower's count"),
        ("fraction", "A", "prose_sentence", "She has 1/4 of her roses left, while 3/4 of the 300 were sold.", "a fraction of the roses where a count is asked; 75 never stated"),
        ("at_most", "A", "prose_sentence", "So the florist has at most 75 roses left.", "'at most 75': a bound"),
        ("cut", "A", "truncated", "She sold 225 of the 300 roses, so she has", "cut before the value: no_answer"),
     ]),
    ("van", "284",
     "A delivery van drives at 64 km per hour for 3.5 hours, then at 48 km per hour for 1.25 hours. What total distance does the van cover?",
     """Here's how to solve this problem:

**1. Distance in the first part of the trip:**

* Distance = speed x time
* 64 km/h x 3.5 hours = 224 km

**2. Distance in the second part of the trip:**

* 48 km/h x 1.25 hours = 60 km

**3. Total distance:**

* 224 km + 60 km = 284 km

The van is on the road for 3.5 + 1.25 = 4.75 hours in all. Notice that we cannot just average the two speeds, because the van spends different amounts of time at each speed.

""",
     "",
     [
        ("travels_in_at", "B", "prose_sentence", "The van covers 284 km in 4.75 hours, 224 km at 64 km/h and 60 km at 48 km/h.", "the total after the verb, time, part distances and speeds after it"),
        ("given_before", "B", "prose_sentence", "After 224 km at 64 km/h and another 60 km at 48 km/h, the van has covered 284 km in total.", "the parts before the main clause"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: The van travels a total of 284 km in 4.75 hours.", "'Final Answer:' then a sentence with the time after the value"),
        ("answer_is", "B", "answer_is", "The answer is 284 km (224 km + 60 km).", "the parts in parentheses after the value"),
        ("passive", "B", "prose_sentence", "So 284 km are covered by the van in 4.75 hours of driving.", "the answer as the subject with a passive verb"),
        ("rate", "A", "prose_sentence", "So the van drives at 64 km per hour for 3.5 hours and at 48 km per hour for 1.25 hours.", "the rates and times only; no distance"),
        ("sub", "A", "prose_sentence", "So the van covers 224 km in the first 3.5 hours at 64 km/h.", "the first part's distance"),
        ("about", "A", "prose_sentence", "The van covers about 280 km in 4.75 hours.", "'about 280' for an exact 284"),
        ("time", "A", "prose_sentence", "So the van is on the road for 4.75 hours to cover the 224 km and the 60 km.", "the time in the main clause where the distance is asked; the parts after it"),
        ("cut", "A", "truncated", "So the total distance the van covers in 4.75 hours is 2", "cut inside the value: no_answer"),
     ]),
    ("fence", "15",
     "A fence has 60 panels. Ines paints 6 panels per hour and works for 7.5 hours. How many panels are still unpainted?",
     """Let's break this problem down.

First, we find how many panels Ines paints. She paints 6 panels every hour and she works for 7.5 hours:
6 panels/hour x 7.5 hours = 45 panels

So Ines paints 45 panels.

Next, we subtract the painted panels from the total number of panels on the fence:
60 - 45 = 15 panels

Let's double check: 45 painted panels + 15 unpainted panels = 60 panels, which is the whole fence. At her rate, painting the rest would take her 15 / 6 = 2.5 more hours.

""",
     th("""Okay, so the fence has 60 panels. Ines paints 6 panels per hour for 7.5 hours. How many are still unpainted?

First, how many does she paint? 6 times 7.5. Let me think: 6 times 7 is 42, and 6 times 0.5 is 3, so 42 + 3 = 45. So she paints 45 panels.

Then the unpainted ones are 60 minus 45, which is 15. Let me check: 45 + 15 = 60, yes. And 15 panels at 6 per hour would take 2.5 more hours, so she is not done yet, which makes sense.

So 15 panels are still unpainted.
"""),
     [
        ("remain_passive", "B", "prose_sentence", "So 15 panels are still unpainted after Ines paints 45 of the 60.", "the answer as the subject count, the painted and total panels after it"),
        ("given_before", "B", "prose_sentence", "After painting 6 panels an hour for 7.5 hours, Ines still has 15 panels left to paint.", "the rate and time before the main clause"),
        ("out_of", "B", "prose_sentence", "There are 15 panels still unpainted, out of the 60 panels on the fence.", "'out of the 60' after the answer"),
        ("T_bold", "B", "prose_sentence", "T:After 7.5 hours at 6 panels per hour Ines has painted 45 panels, so **15 panels** of the 60 remain unpainted.", "R1 think block, then a sentence with the bold answer after a subtotal"),
        ("answer_is", "B", "answer_is", "The answer is 15 panels, since 60 - 45 = 15.", "'The answer is' with the subtraction after it"),
        ("painted", "A", "prose_sentence", "So Ines paints 45 panels in 7.5 hours at 6 panels per hour.", "the painted panels where the unpainted ones are asked"),
        ("T_time_left", "A", "prose_sentence", "T:So Ines would need 2.5 more hours at 6 panels per hour to finish the fence.", "R1: the think block ends on 15 panels, but the closing after </think> answers the time still needed (2.5 hours), not the panels"),
        ("rate", "A", "prose_sentence", "So Ines paints 6 panels per hour, working through most of the 60-panel fence.", "the rate and the given total"),
        ("at_least", "A", "prose_sentence", "So at least 15 panels are still unpainted.", "'at least 15': a bound"),
        ("cut", "A", "truncated", "So the number of panels still unpainted is 60 - 45 =", "cut before the value: no_answer"),
     ]),
    ("cards", "169",
     "Yara has 260 trading cards. She gives 35% of them to her younger brother. How many cards does Yara keep?",
     """To find out how many cards Yara keeps, we first need to work out how many cards she gives to her brother.

35% of 260 cards is:

0.35 x 260 = 91 cards

So Yara gives 91 cards to her brother. Now we subtract these from her original number of cards:

260 - 91 = 169 cards

We can also check this another way. If Yara gives away 35% of her cards, she keeps 100% - 35% = 65% of them. And 65% of 260 is 0.65 x 260 = 169 cards. Both methods give the same result.

""",
     "",
     [
        ("keeping", "B", "prose_sentence", "She gives away 91 cards, keeping 169.", "debatable: the given-away count in the main clause, the kept count the question asks in the participle after it (see DECISIONS)", True),
        ("keeps_after", "B", "prose_sentence", "Yara keeps 169 cards, 65% of her 260, after giving 91 to her brother.", "the answer after the verb, the share, the start and the gift after it"),
        ("given_before", "B", "prose_sentence", "After giving 91 cards to her brother, Yara keeps 169 cards.", "the gift before the main clause"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Yara keeps 169 of her 260 cards.", "'Final Answer:' with 'of her 260' after the value"),
        ("passive", "B", "prose_sentence", "So 169 cards are kept by Yara and 91 go to her brother.", "the answer as the subject with a passive verb; the gift after it"),
        ("swap", "A", "prose_sentence", "She gives away 169 cards, keeping 91.", "the gold's number as the cards given away; the kept count stated is 91"),
        ("gives", "A", "prose_sentence", "So Yara gives 91 cards to her brother, which is 35% of 260.", "the gift where the kept cards are asked"),
        ("percent", "A", "prose_sentence", "So Yara keeps 65% of her 260 cards.", "a percentage where a count is asked"),
        ("roughly", "A", "prose_sentence", "So Yara keeps roughly 170 cards.", "'roughly 170' for an exact 169"),
        ("cut", "A", "truncated", "After giving 91 cards to her brother, Yara keeps 1", "cut inside the value: no_answer"),
     ]),
    ("buses", "4",
     "A school trip has 148 students and 12 teachers. Each bus can carry 45 people. What is the smallest number of buses needed to carry everyone?",
     """To find the smallest number of buses, we first need the total number of people going on the trip.

**Step 1: Total number of people**
148 students + 12 teachers = 160 people

**Step 2: Divide by the capacity of one bus**
160 / 45 = 3.56 (rounded)

Since we cannot use part of a bus, we need to round up to the next whole number. Three buses would only carry 3 x 45 = 135 people, leaving 160 - 135 = 25 people without a seat.

**Step 3: Check four buses**
4 x 45 = 180 seats, which is enough for 160 people, with 180 - 160 = 20 seats to spare.

""",
     "",
     [
        ("passive", "B", "prose_sentence", "So 4 buses will be needed to carry the 160 people, with 20 seats to spare.", "the answer as the subject count with a passive verb, the people and spare seats after it"),
        ("needs", "B", "prose_sentence", "The school needs 4 buses for its 148 students and 12 teachers.", "the answer after the verb, the givens after it"),
        ("given_before", "B", "prose_sentence", "Since 3 buses seat only 135 of the 160 people, 4 buses are needed.", "a subtotal and the total before the main clause"),
        ("answer_is", "B", "answer_is", "The answer is 4 buses, holding 180 seats for 160 people.", "'The answer is' with seats and people after it"),
        ("at_least", "A", "prose_sentence", "So at least 4 buses are needed for the 160 people.", "debatable: 'at least 4' for the fewest buses (see DECISIONS)", True),
        ("decimal", "A", "prose_sentence", "So the trip needs 3.56 buses for 160 people at 45 per bus.", "the quotient, not rounded up"),
        ("three", "A", "prose_sentence", "So 3 buses are full with 135 people, and 25 people are left over.", "three full buses and the people left over; no count of buses needed"),
        ("people", "A", "prose_sentence", "So 160 people need seats on buses that hold 45 each.", "the given total of people and the capacity"),
        ("seats", "A", "prose_sentence", "So the buses have 20 empty seats, with 180 seats for 160 people.", "the spare seats in the main clause"),
        ("cut", "A", "truncated", "So the number of buses needed for the 160 people is", "cut before the value: no_answer"),
     ]),
    ("tickets", "29.25",
     "A family buys 2 adult tickets at $18.50 each and 3 child tickets at $11.25 each. They pay with a $100 bill. How much change do they get?",
     """## Step 1: Calculate the cost of the adult tickets.
2 adult tickets at $18.50 each cost 2 x $18.50 = $37.00.

## Step 2: Calculate the cost of the child tickets.
3 child tickets at $11.25 each cost 3 x $11.25 = $33.75.

## Step 3: Calculate the total cost.
The total cost is $37.00 + $33.75 = $70.75.

## Step 4: Calculate the change.
The family pays with a $100 bill, so the change is $100.00 - $70.75 = $29.25.

## Step 5: Verify.
$70.75 + $29.25 = $100.00, so the numbers add up.

""",
     "",
     [
        ("back_after", "B", "prose_sentence", "The family gets $29.25 back from the $100 bill after paying $70.75 for the tickets.", "the change after the verb, the bill and the cost after it"),
        ("given_before", "B", "prose_sentence", "After paying $37.00 for the adults and $33.75 for the children, the family receives $29.25 in change.", "two subtotals before the main clause"),
        ("esc", "B", "prose_sentence", r"So the family's change is \$29.25, since the 5 tickets cost \$70.75.", "escaped dollars; the cost after the answer"),
        ("cents", "B", "prose_sentence", "So they get back 29 dollars and 25 cents from their 100-dollar bill.", "'29 dollars and 25 cents' = 29.25"),
        ("cost", "A", "prose_sentence", "So the tickets cost $70.75 in total, $37.00 for the adults and $33.75 for the children.", "the cost where the change is asked"),
        ("about", "A", "prose_sentence", "So the family gets about $29 back from the $100 bill.", "'about $29' for an exact $29.25"),
        ("two_clauses", "A", "prose_sentence", "So the two adult tickets cost $37.00 and the three child tickets cost $33.75.", "two main clauses with a subtotal each; no change stated"),
        ("takeback", "A", "prose_sentence", "So the family gets $29.25 back. Wait, 3 child tickets at $11.25 is $34.75, so the total is $71.75 and the change is $28.25.", "the gold taken back for 28.25 (a slip: 3 x 11.25 = 33.75)"),
        ("rate", "A", "prose_sentence", "So each child ticket costs $11.25 and each adult ticket $18.50, paid from the $100 bill.", "the unit prices only"),
        ("cut", "A", "truncated", "So the family receives $", "cut after the dollar sign: no_answer"),
     ]),
    ("coins", "108",
     "Bea has 27 coins. Ahmed has 3 times as many coins as Bea. How many coins do they have together?",
     """Here's how to solve the problem:

**1. Find how many coins Ahmed has:**

* Ahmed has 3 times as many coins as Bea.
* Bea has 27 coins, so Ahmed has 3 x 27 = 81 coins.

**2. Add the two amounts:**

* Bea's coins + Ahmed's coins = 27 + 81 = 108 coins

**3. Check:**

* Together they have Bea's share plus three more shares of the same size, which is 4 x 27 = 108 coins. Ahmed has 81 - 27 = 54 more coins than Bea.

""",
     "",
     [
        ("with", "B", "prose_sentence", "Together they have 108 coins, with Ahmed holding 81 of them.", "the total after the verb, Ahmed's share in a 'with' phrase"),
        ("given_before", "B", "prose_sentence", "With Bea's 27 coins and Ahmed's 81, they have 108 coins together.", "both amounts before the main clause"),
        ("which_is", "B", "prose_sentence", "Bea and Ahmed have 27 + 81 coins together, which is 108 coins.", "', which is 108 coins' after the sum"),
        ("times", "B", "prose_sentence", "They have 108 coins together, 4 times as many as Bea has alone.", "the total, then a multiplier phrase after it"),
        ("ahmed", "A", "prose_sentence", "So Ahmed has 81 coins, 3 times as many as Bea's 27.", "Ahmed's amount where the total is asked"),
        ("times", "A", "prose_sentence", "So Ahmed has 3 times as many coins as Bea, who has 27.", "'3 times as many' where a count is asked"),
        ("two_clauses", "A", "prose_sentence", "So Bea has 27 coins and Ahmed has 81 coins.", "two main clauses, one amount each; no total"),
        ("misread", "A", "prose_sentence", "@Let's find how many coins each person has.\n\nBea has 27 coins.\n\nAhmed has 3 times more coins than Bea. 3 times Bea's amount is 3 x 27 = 81, and \"3 times more\" means we add this to Bea's amount: 27 + 81 = 108. So Ahmed has 108 coins.\n\nNow we add Bea's coins and Ahmed's coins together:\n27 + 108 = 135\n\nSo Ahmed has 108 coins, and together they have 135 coins.", "own working: '3 times as many' misread as '3 times more'; the gold's number as Ahmed's amount, the total stated is 135"),
        ("diff", "A", "prose_sentence", "So Ahmed has 54 more coins than Bea.", "the difference where the total is asked"),
        ("cut", "A", "truncated", "So Bea and Ahmed have 27 + 81 =", "cut before the value: no_answer"),
     ]),
    ("muffins", "300",
     "A bakery baked 420 muffins: 2/7 of them were blueberry and the rest were banana. All the blueberry muffins were sold, and 3/5 of the banana muffins were sold. How many muffins were sold in total?",
     r"""To determine the total number of muffins sold, we will follow these steps:

1. **Calculate the number of blueberry muffins:**
   \[
   \frac{2}{7} \times 420 = 120
   \]

2. **Calculate the number of banana muffins:**
   \[
   420 - 120 = 300
   \]

3. **Calculate the number of banana muffins sold:**
   \[
   \frac{3}{5} \times 300 = 180
   \]

4. **Add the blueberry and banana muffins sold:**
   All 120 blueberry muffins were sold, so
   \[
   120 + 180 = 300
   \]

5. **Check:** The muffins not sold are the other \(\frac{2}{5}\) of the banana muffins, \(\frac{2}{5} \times 300 = 120\), and \(300 + 120 = 420\), which is the number baked.

""",
     "",
     [
        ("passive", "B", "prose_sentence", "In total, 300 muffins were sold: all 120 blueberry muffins and 180 of the 300 banana muffins.", "the answer as the subject count with a passive verb, three more numbers after the colon"),
        ("sold_with", "B", "prose_sentence", "The bakery sold 300 muffins, 120 blueberry and 180 banana.", "the total after the verb, the parts after it"),
        ("given_before", "B", "prose_sentence", "Adding the 180 banana muffins to the 120 blueberry ones, the bakery sold 300 muffins.", "the parts before the main clause"),
        ("out_of", "B", "prose_sentence", "So 300 of the 420 muffins were sold, and 120 were left.", "'300 of the 420', then the unsold count in a second clause"),
        ("banana_baked", "A", "prose_sentence", "So 300 banana muffins were baked, and 180 of them were sold.", "the gold's number as the banana muffins baked; the sold count stated is 180"),
        ("banana_sold", "A", "prose_sentence", "So the bakery sold 180 banana muffins and all of its blueberry muffins.", "the banana muffins sold only; no total"),
        ("unsold", "A", "prose_sentence", "So 120 muffins were left unsold at the end of the day.", "the unsold count"),
        ("two_clauses", "A", "prose_sentence", "So 120 blueberry muffins were sold and 180 banana muffins were sold.", "two main clauses with a part each; no total"),
        ("takeback", "A", "prose_sentence", "So 300 muffins were sold. Hmm, but 300 is the number of banana muffins, and only 3/5 of those were sold, so 180 muffins were sold in total.", "the gold taken back for 180"),
        ("cut", "A", "truncated", "So the number of muffins sold is 120 + 180 =", "cut before the value: no_answer"),
     ]),
    ("tap", "21.6",
     "A leaky tap drips 15 mL of water every minute. How many liters of water does it waste in one day?",
     """## Step 1: Find the amount of water wasted in one hour.
There are 60 minutes in an hour, so the tap wastes 15 mL x 60 = 900 mL per hour.

## Step 2: Find the amount of water wasted in one day.
There are 24 hours in a day, so the tap wastes 900 mL x 24 = 21,600 mL per day.

## Step 3: Convert milliliters to liters.
There are 1,000 mL in 1 liter, so 21,600 mL / 1,000 = 21.6 liters.

## Step 4: Check with minutes.
A day has 24 x 60 = 1,440 minutes, and 15 mL x 1,440 = 21,600 mL, the same as before.

""",
     "",
     [
        ("which_is", "B", "prose_sentence", "The tap wastes 21.6 liters in one day, which is 21,600 mL at 15 mL per minute.", "the answer, then the same amount in mL and the rate after it"),
        ("given_before", "B", "prose_sentence", "At 15 mL per minute for 1,440 minutes, the tap wastes 21.6 liters of water a day.", "the rate and minutes before the main clause"),
        ("hourly", "B", "prose_sentence", "The tap wastes 900 mL every hour, which is 21.6 liters in a day.", "an hourly amount, then ', which is 21.6 liters in a day'"),
        ("answer_is", "B", "answer_is", "The answer is 21.6 liters (21,600 mL).", "the value in liters, the same amount in mL in parentheses"),
        ("unit_later", "A", "prose_sentence", "So the tap wastes 900 mL per hour, which we want in liters for the whole day.", "an hourly amount in mL, the asked unit only later with no value"),
        ("ml", "A", "prose_sentence", "So the tap wastes 15 mL every minute, all day long.", "the given rate"),
        ("roughly", "A", "prose_sentence", "So the tap wastes roughly 22 liters in a day.", "'roughly 22' for an exact 21.6"),
        ("hour_l", "A", "prose_sentence", "So the tap wastes 0.9 liters per hour.", "an hourly rate where the daily amount is asked"),
        ("bad_conv", "A", "prose_sentence", "So the tap wastes 21,600 mL, which is 2.16 liters.", "the right mL total converted to a wrong liter value: the value in the asked unit is 2.16"),
        ("cut", "A", "truncated", "So in one day the tap wastes 15 x 1,440 =", "cut before the value: no_answer"),
     ]),
    ("ages", "42",
     "Ken is 8 years old. His sister is 5 years older than he is. Their father's age is twice the sum of Ken's and his sister's ages. How old is their father?",
     """Let's solve this step by step.

Ken's age: Ken is 8 years old.

His sister's age: She is 5 years older than Ken, so she is 8 + 5 = 13 years old.

The sum of their ages: 8 + 13 = 21 years.

Their father's age: The father's age is twice the sum of Ken's and his sister's ages, so the father is 2 x 21 = 42 years old.

Let's check: half of 42 is 21, and 21 - 8 = 13, which is 5 more than 8. The father is also 42 - 8 = 34 years older than Ken.

""",
     "",
     [
        ("father_twice", "B", "prose_sentence", "Their father is 42 years old, twice the 21 years that Ken and his 13-year-old sister add up to.", "the answer after the verb, the sum and the sister's age after it"),
        ("three", "B", "prose_sentence", "So Ken is 8, his sister is 13, and their father is 42 years old.", "three main clauses; the father's age, the one asked, is named and last"),
        ("given_before", "B", "prose_sentence", "Since Ken and his sister are 21 years old together, their father is 42.", "the sum before the main clause"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Ken's father is 42 years old, 34 years older than Ken.", "'Final Answer:' with a difference after the value"),
        ("answer_is", "B", "answer_is", "The answer is 42 years old (2 x 21).", "the product in parentheses after the value"),
        ("sum", "A", "prose_sentence", "So Ken and his sister are 21 years old together, half of their father's age.", "the sum in the main clause; the father's age never stated"),
        ("sister", "A", "prose_sentence", "So Ken's sister is 13 years old, 5 years older than Ken.", "the sister's age"),
        ("diff", "A", "prose_sentence", "So their father is 34 years older than Ken, who is 8.", "the age difference where the age is asked"),
        ("times", "A", "prose_sentence", "So their father is twice as old as Ken and his sister together.", "'twice as old' where an age is asked; no value"),
        ("cut", "A", "truncated", "So their father is 2 x 21 =", "cut before the value: no_answer"),
     ]),
    ("bike", "12",
     "Omar wants a bike that costs $540. He already has $120 and saves $35 each week. How many weeks will it take him to have enough money for the bike?",
     """Here's how to solve this problem:

**1. Find how much more money Omar needs:**

* The bike costs $540 and Omar already has $120.
* He still needs $540 - $120 = $420.

**2. Find how many weeks it takes to save that amount:**

* Omar saves $35 each week.
* $420 / $35 = 12 weeks

**3. Check:**

* In 12 weeks Omar saves 12 x $35 = $420.
* $120 + $420 = $540, which is exactly the price of the bike.

""",
     "",
     [
        ("take", "B", "prose_sentence", "It will take Omar 12 weeks to save the remaining $420 at $35 per week.", "'It will take Omar 12 weeks to ...' with the amount and the rate after it"),
        ("after", "B", "prose_sentence", "After 12 weeks of saving $35, Omar will have the $540 he needs.", "debatable: the asked count only in the opening phrase, the price in the main clause (see DECISIONS)", True),
        ("needs", "B", "prose_sentence", "Omar needs 12 more weeks, saving $35 a week toward the $420 he is missing.", "the answer after the verb, rate and missing amount after it"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Omar will need 12 weeks to buy the $540 bike.", "'Final Answer:' with the price after the value"),
        ("passive", "B", "prose_sentence", "So 12 weeks of saving are needed, because 12 x $35 = $420.", "the answer as the subject with a passive verb, a product after it"),
        ("remaining", "A", "prose_sentence", "So Omar still needs $420, which he saves at $35 each week.", "the missing amount where weeks are asked"),
        ("rate", "A", "prose_sentence", "So Omar saves $35 a week toward the $540 bike.", "the rate and the price"),
        ("misread", "A", "prose_sentence", "@To find the number of weeks, we divide the cost of the bike by the amount Omar saves each week.\n\n$540 / $35 = 15.43 weeks\n\nSince Omar cannot save for part of a week, we round up to 16 weeks.\n\nCheck: 16 x $35 = $560, which is more than $540, while 15 x $35 = $525 is not enough.\n\nSo it will take Omar 16 weeks to save $540 at $35 per week.", "own working that forgets the $120 Omar has: 16"),
        ("about", "A", "prose_sentence", "So it will take Omar around 12 weeks to afford the bike.", "'around 12' for an exact count"),
        ("cut", "A", "truncated", "It will take Omar $420 / $35 =", "cut before the value: no_answer"),
     ]),
    ("flour", "7.5",
     "Mia's recipe uses 3 cups of flour to make 24 cookies. How many cups of flour does she need to make 60 cookies?",
     r"""To determine how many cups of flour Mia needs for 60 cookies, we can set up a proportion.

1. **Find the flour per cookie:**
   \[
   \frac{3 \text{ cups}}{24 \text{ cookies}} = \frac{1}{8} \text{ cup per cookie}
   \]

2. **Multiply by the number of cookies:**
   \[
   60 \times \frac{1}{8} = \frac{60}{8} = 7.5 \text{ cups}
   \]

3. **Check with batches:**
   60 cookies is \(\frac{60}{24} = 2.5\) batches, and \(2.5 \times 3 = 7.5\) cups of flour.

""",
     "",
     [
        ("needs", "B", "prose_sentence", "Mia needs 7.5 cups of flour to bake 60 cookies, at 3 cups per 24 cookies.", "the answer after the verb, the count and the rate after it"),
        ("batches", "B", "prose_sentence", "60 cookies are 2.5 batches of 24, and 2.5 x 3 cups is 7.5 cups of flour.", "batches first, the product's value last"),
        ("frac", "B", "prose_sentence", "So Mia needs 7 1/2 cups of flour for the 60 cookies.", "a mixed number 7 1/2 = 7.5"),
        ("answer_is", "B", "answer_is", "The answer is 7.5 cups, since 60 cookies need 2.5 times the 3 cups.", "'The answer is' with the multiplier and the recipe after it"),
        ("rate", "A", "prose_sentence", "So Mia needs 3 cups of flour for every 24 cookies.", "the recipe's rate"),
        ("batches", "A", "prose_sentence", "So Mia needs 2.5 batches of the recipe to make 60 cookies.", "the number of batches where cups are asked"),
        ("per_cookie", "A", "prose_sentence", "So each cookie needs 1/8 cup of flour, and Mia is making 60 cookies.", "the flour per cookie and the given count"),
        ("times", "A", "prose_sentence", "So 60 cookies need 2.5 times as much flour as the 3 cups for 24 cookies.", "'2.5 times as much' where an amount is asked; no value"),
        ("at_least", "A", "prose_sentence", "So Mia needs at least 7.5 cups of flour.", "'at least 7.5': a bound"),
        ("cut", "A", "truncated", "So for 60 cookies Mia needs 2.5 x 3 =", "cut before the value: no_answer"),
     ]),
    ("jacket", "66",
     "A jacket costs $80. It is on sale for 25% off, and a 10% sales tax is then added to the sale price. How much does Leo pay for the jacket?",
     """## Step 1: Calculate the discount.
25% of $80 is 0.25 x $80 = $20.

## Step 2: Calculate the sale price.
The sale price is $80 - $20 = $60.

## Step 3: Calculate the sales tax.
The tax is 10% of the sale price: 0.10 x $60 = $6.

## Step 4: Calculate the final price.
Leo pays the sale price plus the tax: $60 + $6 = $66.

## Step 5: Check with multipliers.
$80 x 0.75 x 1.10 = $66, which agrees.

""",
     "",
     [
        ("pays_after", "B", "prose_sentence", "Leo pays $66 for the jacket, $60 after the discount plus $6 in tax.", "the answer after the verb, sale price and tax after it"),
        ("given_before", "B", "prose_sentence", "After the $20 discount and the $6 tax, Leo pays $66 for the $80 jacket.", "discount and tax before the main clause, the price after it"),
        ("bold", "B", "prose_sentence", "So Leo pays **$66** for the jacket, including the $6 tax on the $60 sale price.", "bold money, tax and sale price after it"),
        ("which_is", "B", "prose_sentence", "Leo pays the $60 sale price plus 10%, which is $66.", "', which is $66' after an operation"),
        ("sale", "A", "prose_sentence", "So the jacket's sale price is $60, and the tax is 10% of it.", "the sale price; no final price"),
        ("misread", "A", "prose_sentence", "@## Step 1: Calculate the discount.\n25% of $80 is $20, so the sale price is $80 - $20 = $60.\n\n## Step 2: Calculate the sales tax.\nSales tax is charged on the price of the item, which is $80. 10% of $80 is $8.\n\n## Step 3: Calculate the final price.\n$60 + $8 = $68.\n\nSo Leo pays $68 for the jacket, not $66, because the 10% tax is charged on the full $80 price.", "own working that taxes the full price; the gold's number is named and rejected, the answer is 68"),
        ("saving", "A", "prose_sentence", "So Leo saves $20 on the jacket and pays $6 in tax.", "the discount and the tax; no price"),
        ("takeback", "A", "prose_sentence", "So Leo pays $66. Hmm, actually the tax should be on the original $80, which is $8, so Leo pays $68.", "the gold taken back for 68"),
        ("approx", "A", "prose_sentence", "So Leo pays a little under $70 for the jacket.", "a bound for an exact price"),
        ("cut", "A", "truncated", "So Leo pays $60 + $6 = $", "cut after the dollar sign: no_answer"),
     ]),
    ("theater", "108",
     "A theater has 24 rows with 18 seats in each row. For an evening show, 3/4 of the seats were filled. How many seats were empty?",
     """First, find the total number of seats in the theater:
24 rows x 18 seats per row = 432 seats

Next, find the number of filled seats. 3/4 of the seats were filled:
3/4 x 432 = 1296/4 = 324 seats

Now subtract to find the empty seats:
432 - 324 = 108 seats

Check: the empty seats are the remaining 1/4 of the seats, and 432 / 4 = 108. So the numbers agree.

""",
     th("""Alright, the theater has 24 rows and 18 seats in each row. So the total is 24 times 18. 24 times 18... 20 times 18 is 360, 4 times 18 is 72, so 360 + 72 = 432 seats.

3/4 were filled. 432 divided by 4 is 108, times 3 is 324. So 324 seats were filled.

Empty seats: 432 - 324 = 108. That's also just 1/4 of 432, which is 108. Good, consistent.

Wait, let me make sure the question asks for empty seats, not filled ones. Yes: "How many seats were empty?" So 108.
"""),
     [
        ("passive", "B", "prose_sentence", "So 108 seats were left empty, out of the 432 seats in 24 rows of 18.", "the answer as the subject count with a passive verb, three givens after it"),
        ("T_bold", "B", "prose_sentence", "T:In total, **108 seats** were empty, while 324 of the 432 were filled.", "R1 think block, then the bold answer with the filled count after it"),
        ("given_before", "B", "prose_sentence", "With 324 of the 432 seats filled, 108 seats were empty.", "the filled and total seats before the main clause"),
        ("answer_is", "B", "answer_is", "The answer is 108 empty seats, a quarter of 432.", "'The answer is' with a share after it"),
        ("swap", "A", "prose_sentence", "So 108 seats were filled and 324 seats were empty.", "the gold's number as the filled seats; the empty count stated is 324"),
        ("T_filled", "A", "prose_sentence", "T:So 324 seats were filled for the evening show, 3/4 of the 432.", "R1: the think block ends on 108, but the closing after </think> states the filled seats where the empty ones are asked"),
        ("total", "A", "prose_sentence", "So the theater has 432 seats in 24 rows of 18.", "the total seats"),
        ("diff", "A", "prose_sentence", "So there were 216 more filled seats than empty seats.", "the difference between filled and empty"),
        ("about", "A", "prose_sentence", "So just over 100 seats were empty.", "'just over 100': a bound"),
        ("T_cut", "A", "truncated", "T:So the number of empty seats is 432 - 324 =", "R1: the think block reaches 108, but the answer after </think> is cut before the value: no_answer"),
     ]),
    ("cans", "101",
     "Class A collected 58 cans for the food drive. Class B collected 15 fewer than twice as many cans as Class A. How many cans did Class B collect?",
     """To solve this, we need to translate the words into numbers.

"Twice as many cans as Class A" means 2 times 58:
2 x 58 = 116

"15 fewer than" that means we subtract 15:
116 - 15 = 101

So Class B collected 101 cans.

Let's check it. Twice Class A's amount is 116, and 101 is 15 less than 116, which matches the problem. Class B collected 101 - 58 = 43 more cans than Class A, and the two classes together collected 58 + 101 = 159 cans.

""",
     "",
     [
        ("with", "B", "prose_sentence", "Together the two classes collected 159 cans, with Class B collecting 101.", "debatable: the total in the main clause, Class B's count (asked) in the 'with' phrase (see DECISIONS)", True),
        ("fewer", "B", "prose_sentence", "Class B collected 101 cans, 15 fewer than twice Class A's 58.", "the answer after the verb, the givens in a describing phrase"),
        ("given_before", "B", "prose_sentence", "Starting from twice Class A's 58 cans, which is 116, and taking away 15, Class B collected 101 cans.", "three numbers before the main clause"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Class B collected 101 cans, 43 more than Class A.", "'Final Answer:' with a difference after the value"),
        ("passive", "B", "prose_sentence", "So 101 cans were collected by Class B.", "the answer as the subject count with a passive verb"),
        ("other", "A", "prose_sentence", "So Class A collected 58 cans, 43 fewer than Class B.", "Class A's count in the main clause; Class B's never stated"),
        ("twice", "A", "prose_sentence", "So twice Class A's 58 cans is 116, and Class B collected 15 fewer than that.", "a step (116) and a given; Class B's count never stated"),
        ("total", "A", "prose_sentence", "So together the two classes collected 159 cans.", "the total where Class B's count is asked"),
        ("over", "A", "prose_sentence", "So Class B collected over 100 cans.", "'over 100': a bound"),
        ("takeback", "A", "prose_sentence", "So Class B collected 101 cans. Wait, 15 fewer than twice means 2 x (58 - 15) = 86, so Class B collected 86 cans.", "the gold taken back for 86"),
     ]),
    ("garden", "420",
     "A rectangular garden is 18 meters long and 12 meters wide. Fencing costs $7 per meter. How much will it cost to put a fence around the whole garden?",
     """To find the cost of the fence, we need the perimeter of the garden, because the fence goes around the outside.

1. **Perimeter of the garden:**
   The perimeter of a rectangle is 2 x (length + width).
   2 x (18 + 12) = 2 x 30 = 60 meters

2. **Cost of the fence:**
   The fencing costs $7 per meter.
   60 x $7 = $420

Note that we do not need the area here (18 x 12 = 216 square meters), since fencing is measured along the edge, not over the surface.

""",
     "",
     [
        ("costs", "B", "prose_sentence", "Fencing the garden costs $420 for 60 meters at $7 per meter.", "the answer after the verb, length and rate after it"),
        ("given_before", "B", "prose_sentence", "For a 60-meter perimeter at $7 a meter, the fence will cost $420.", "the perimeter and rate before the main clause"),
        ("which_is", "B", "prose_sentence", "The cost is 60 x $7, which is $420.", "', which is $420' after a product"),
        ("esc", "B", "prose_sentence", r"So it will cost \$420 to fence the 18 m by 12 m garden.", "escaped dollar, the sizes after it"),
        ("bold", "B", "prose_sentence", "So fencing the whole garden will cost **$420**, at $7 for each of the 60 meters.", "bold money, rate and length after it"),
        ("area", "A", "prose_sentence", "So the garden has an area of 216 square meters.", "the area where the cost is asked"),
        ("rate", "A", "prose_sentence", "So the fencing costs $7 for each of the 60 meters around the garden.", "the rate and the perimeter; no cost"),
        ("misread", "A", "prose_sentence", "@To find the cost, we first find the size of the garden.\n\nThe garden is 18 meters long and 12 meters wide, so its size is 18 x 12 = 216 square meters.\n\nThe fencing costs $7 per meter, so the total cost is 216 x $7 = $1,512.\n\nSo it will cost $1,512 to fence the garden, at $7 for each of its 216 square meters.", "own working with the area for the perimeter: 1512"),
        ("about", "A", "prose_sentence", "So it will cost about $400 to fence the garden.", "'about $400' for an exact $420"),
        ("cut", "A", "truncated", "So the total cost of the fence is 60 x $7 =", "cut before the value: no_answer"),
     ]),
    ("movies", "370",
     "Jo watches three movies back to back. They last 1 hour 40 minutes, 2 hours 5 minutes and 1 hour 55 minutes, and she takes a 15-minute break between movies. How many minutes does the movie marathon last?",
     """## Step 1: Convert each movie's length to minutes.
Movie 1: 1 hour 40 minutes = 60 + 40 = 100 minutes.
Movie 2: 2 hours 5 minutes = 120 + 5 = 125 minutes.
Movie 3: 1 hour 55 minutes = 60 + 55 = 115 minutes.

## Step 2: Add the lengths of the movies.
100 + 125 + 115 = 340 minutes.

## Step 3: Add the breaks.
There are 3 movies, so there are 2 breaks between them. 2 x 15 = 30 minutes of breaks.

## Step 4: Find the total time.
340 + 30 = 370 minutes.

## Step 5: Check.
370 minutes is 6 hours (360 minutes) and 10 minutes.

""",
     "",
     [
        ("lasts", "B", "prose_sentence", "The marathon lasts 370 minutes, including two 15-minute breaks, or 6 hours and 10 minutes.", "the answer after the verb, the breaks and the same time in hours after it"),
        ("hm", "B", "prose_sentence", "So the whole marathon lasts 6 hours and 10 minutes.", "debatable: '6 hours and 10 minutes' = 370 minutes where minutes are asked (see DECISIONS)", True),
        ("given_before", "B", "prose_sentence", "With 340 minutes of movies and 30 minutes of breaks, the marathon lasts 370 minutes.", "the parts before the main clause"),
        ("answer_is", "B", "answer_is", "The answer is 370 minutes (340 + 30).", "the sum in parentheses after the value"),
        ("passive", "B", "prose_sentence", "In all, 370 minutes are spent on the marathon, 30 of them on breaks.", "the answer as the subject with a passive verb, the breaks after it"),
        ("movies", "A", "prose_sentence", "So the three movies run for 340 minutes, plus the breaks.", "the movies' time, without the breaks"),
        ("decimal_h", "A", "prose_sentence", "So the movie marathon lasts 6.1 hours.", "6 h 10 min written 6.1 hours (= 366 minutes): wrong"),
        ("breaks", "A", "prose_sentence", "So Jo spends 30 minutes on breaks between the 3 movies.", "the breaks only"),
        ("roughly", "A", "prose_sentence", "So the marathon lasts roughly 6 hours.", "'roughly 6 hours' for 370 minutes"),
        ("cut", "A", "truncated", "So the movie marathon lasts 340 + 30 =", "cut before the value: no_answer"),
     ]),
]

MPROBS = [
    ("xy", "45",
     "If $x + y = 14$ and $x - y = 4$, what is the value of $xy$?",
     r"""We are given the system
\[
x + y = 14, \qquad x - y = 4.
\]

Adding the two equations gives \(2x = 18\), so \(x = 9\). Substituting into the first equation, \(y = 14 - 9 = 5\).

Check: \(9 + 5 = 14\) and \(9 - 5 = 4\). Both equations hold.

Then
\[
xy = 9 \cdot 5 = 45.
\]

Alternatively, we can use the identity \((x + y)^2 - (x - y)^2 = 4xy\):
\[
4xy = 14^2 - 4^2 = 196 - 16 = 180, \qquad xy = \frac{180}{4} = 45.
\]

""",
     "",
     [
        ("with", "B", "prose_sentence", r"So \(xy = 45\), with \(x = 9\) and \(y = 5\).", "the answer, then x and y in a 'with' phrase"),
        ("given_before", "B", "prose_sentence", r"Since \(x = 9\) and \(y = 5\), the product is \(xy = 45\).", "x and y before the main clause"),
        ("which_is", "B", "prose_sentence", r"Therefore \(xy = \frac{196 - 16}{4}\), which is \(45\).", "an expression, then ', which is 45'"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: The value of $xy$ is $45$, from $x = 9$ and $y = 5$.", "'Final Answer:' with x and y after the value"),
        ("answer_is", "B", "answer_is", "The answer is 45 (x = 9, y = 5).", "x and y in parentheses after the value"),
        ("values", "A", "prose_sentence", r"So \(x = 9\) and \(y = 5\).", "the two unknowns; no product"),
        ("four_xy", "A", "prose_sentence", r"So \(4xy = 180\), from \(14^2 - 4^2\).", "the step 4xy = 180"),
        ("squares", "A", "prose_sentence", r"So \(x^2 + y^2 = 81 + 25 = 106\).", "the sum of squares"),
        ("takeback", "A", "prose_sentence", r"So \(xy = 45\). Wait, subtracting the equations gives \(2y = 10\), so \(y = 5\) and \(x = 14 - 5 = 8\); then \(xy = 40\).", "the gold taken back for 40 (a slip: 14 - 5 = 9)"),
        ("cut", "A", "truncated", r"So the value of \(xy\) is \(9 \cdot 5 =", "cut before the value: no_answer"),
     ]),
    ("seq", "83",
     r"What is the 20th term of the arithmetic sequence $7, 11, 15, 19, \ldots$?",
     r"""The first term is \(a_1 = 7\) and the common difference is \(d = 11 - 7 = 4\).

The \(n\)th term of an arithmetic sequence is
\[
a_n = a_1 + (n - 1)d.
\]

For \(n = 20\):
\[
a_{20} = 7 + (20 - 1) \cdot 4 = 7 + 19 \cdot 4 = 7 + 76 = 83.
\]

Check with a nearby term: \(a_5 = 7 + 4 \cdot 4 = 23\), and indeed the sequence continues \(7, 11, 15, 19, 23\). For comparison, the sum of the first 20 terms would be \(\frac{20(7 + 83)}{2} = 900\).

""",
     "",
     [
        ("which_is", "B", "prose_sentence", "So the 20th term is 83, which is 19 steps of 4 after the first term 7.", "the answer, then three numbers in a 'which is' clause"),
        ("given_before", "B", "prose_sentence", r"Starting from 7 and adding 4 nineteen times, the 20th term is \(83\).", "the givens before the main clause"),
        ("formula", "B", "prose_sentence", r"Therefore \(a_{20} = 7 + 19 \cdot 4 = 83\).", "an equation chain ending in the value"),
        ("sum_too", "B", "prose_sentence", "The 20th term of the sequence is $83$, and the sum of the first 20 terms would be $900$.", "the asked term named first, the sum in a second named clause"),
        ("answer_is", "B", "answer_is", "The answer is 83, the 20th term.", "'The answer is' with the position after it"),
        ("off_by_one", "A", "prose_sentence", r"So the 20th term is \(7 + 20 \cdot 4 = 87\).", "20 steps instead of 19"),
        ("steps", "A", "prose_sentence", "The sequence reaches 83 after 19 steps of 4, so the answer is 19.", "the gold's number as a term reached; the answer committed is 19"),
        ("sum", "A", "prose_sentence", "So the sum of the first 20 terms is 900.", "the sum where the term is asked"),
        ("nineteenth", "A", "prose_sentence", "So the 19th term is 79, and each term after it adds 4.", "the 19th term"),
        ("cut", "A", "truncated", r"So the 20th term is \(a_{20} = 7 + 19 \cdot 4 =", "cut before the value: no_answer"),
     ]),
    ("marbles", r"\frac{2}{9}",
     "A bag holds 5 red, 3 blue and 2 green marbles. Two marbles are drawn at random without replacement. What is the probability that both are red? Express your answer as a common fraction.",
     r"""There are \(5 + 3 + 2 = 10\) marbles in the bag.

**Counting pairs.** The number of ways to choose 2 marbles from 10 is
\[
\binom{10}{2} = \frac{10 \cdot 9}{2} = 45.
\]
The number of ways to choose 2 red marbles from the 5 red ones is
\[
\binom{5}{2} = \frac{5 \cdot 4}{2} = 10.
\]
So the probability is \(\frac{10}{45} = \frac{2}{9}\).

**Drawing one at a time.** The first marble is red with probability \(\frac{5}{10}\). Given that, 4 of the remaining 9 marbles are red, so
\[
P = \frac{5}{10} \cdot \frac{4}{9} = \frac{20}{90} = \frac{2}{9}.
\]

Both methods agree. (With replacement the answer would be \(\frac{1}{2} \cdot \frac{1}{2} = \frac{1}{4}\), but here the marbles are not replaced.)

""",
     "",
     [
        ("since", "B", "prose_sentence", r"So the probability that both marbles are red is \(\frac{2}{9}\), since 10 of the 45 pairs are red pairs.", "the answer, then counts in a 'since' clause"),
        ("given_before", "B", "prose_sentence", r"With 10 red pairs out of \(\binom{10}{2} = 45\) pairs, the probability is \(\frac{2}{9}\).", "counts before the main clause"),
        ("unreduced", "B", "prose_sentence", r"Therefore the probability that both are red is \(\frac{5}{10} \cdot \frac{4}{9} = \frac{20}{90}\).", "an unreduced fraction equal to 2/9"),
        ("final_phrase", "B", "final_answer_phrase", r"Final Answer: The probability is $\frac{2}{9}$, about 0.22.", "the exact value, then its decimal"),
        ("answer_is", "B", "answer_is", r"The answer is \(\frac{2}{9}\) (not \(\frac{1}{4}\), which would be the answer with replacement).", "the answer, then a refused value in parentheses"),
        ("first_draw", "A", "prose_sentence", r"So the first draw is red with probability \(\frac{1}{2}\) and the second with probability \(\frac{4}{9}\).", "two step probabilities; no product"),
        ("approx", "A", "prose_sentence", "So the probability that both are red is about 0.22.", "a decimal approximation of an exact fraction"),
        ("pairs", "A", "prose_sentence", "So there are 10 pairs of red marbles.", "a count where a probability is asked"),
        ("takeback", "A", "prose_sentence", r"So the probability is \(\frac{2}{9}\). Hmm, but the two marbles are drawn together, so each is red with probability \(\frac{5}{10}\), and the probability is \(\frac{5}{10} \cdot \frac{5}{10} = \frac{1}{4}\).", "the gold taken back for 1/4"),
        ("cut", "A", "truncated", r"So the probability is \(\frac{20}{", "cut inside the fraction: no_answer"),
     ]),
    ("triangle", "36",
     "A right triangle has legs of length 9 and 12. What is its perimeter?",
     r"""To find the perimeter we need all three sides, so we first find the hypotenuse \(c\) with the Pythagorean theorem:
\[
c^2 = 9^2 + 12^2 = 81 + 144 = 225,
\]
so \(c = \sqrt{225} = 15\).

(This is a 3-4-5 triangle scaled by 3: \(3 \cdot 3 = 9\), \(3 \cdot 4 = 12\), \(3 \cdot 5 = 15\).)

The perimeter is the sum of the three sides:
\[
9 + 12 + 15 = 36.
\]

For reference, the area would be \(\frac{1}{2} \cdot 9 \cdot 12 = 54\), but the question asks for the perimeter.

""",
     "",
     [
        ("with", "B", "prose_sentence", "The perimeter is 36, with a hypotenuse of 15 and legs of 9 and 12.", "the answer, then three sides in a 'with' phrase"),
        ("sum", "B", "prose_sentence", r"So the perimeter is \(9 + 12 + 15 = 36\).", "a sum ending in the value"),
        ("given_before", "B", "prose_sentence", "Adding the hypotenuse 15 to the legs 9 and 12, the perimeter of the triangle is 36.", "the sides before the main clause"),
        ("area_too", "B", "prose_sentence", r"So the triangle's perimeter is \(36\) units, and its area is \(54\) square units.", "the asked perimeter named first, the area in a second named clause"),
        ("answer_is", "B", "answer_is", "The answer is $36$, since $15$ is the hypotenuse.", "'The answer is' with the hypotenuse after it"),
        ("hyp", "A", "prose_sentence", r"So the hypotenuse is \(\sqrt{81 + 144} = 15\).", "the hypotenuse"),
        ("area", "A", "prose_sentence", "So the area of the triangle is 54, half of 9 times 12.", "the area"),
        ("legs", "A", "prose_sentence", "So the two legs add up to 21 and the hypotenuse is 15.", "two partial values; no perimeter"),
        ("roughly", "A", "prose_sentence", "So the perimeter is roughly 36 units.", "'roughly 36' for an exact value"),
        ("cut", "A", "truncated", "So the perimeter is 9 + 12 + 15 =", "cut before the value: no_answer"),
     ]),
    ("divisors", "24",
     "How many positive divisors does 360 have?",
     r"""First, we find the prime factorization of 360:
\[
360 = 36 \cdot 10 = (2^2 \cdot 3^2)(2 \cdot 5) = 2^3 \cdot 3^2 \cdot 5^1.
\]

A positive divisor of 360 has the form \(2^a 3^b 5^c\) with \(0 \le a \le 3\), \(0 \le b \le 2\), \(0 \le c \le 1\). So there are 4 choices for \(a\), 3 choices for \(b\) and 2 choices for \(c\), and the number of positive divisors is
\[
(3 + 1)(2 + 1)(1 + 1) = 4 \cdot 3 \cdot 2 = 24.
\]

As a check, the divisors pair up as \(d\) and \(\frac{360}{d}\): \(1 \cdot 360, 2 \cdot 180, 3 \cdot 120, 4 \cdot 90, 5 \cdot 72, 6 \cdot 60, 8 \cdot 45, 9 \cdot 40, 10 \cdot 36, 12 \cdot 30, 15 \cdot 24, 18 \cdot 20\), which is 12 pairs of distinct divisors.

""",
     "",
     [
        ("since", "B", "prose_sentence", r"So 360 has 24 positive divisors, since \((3+1)(2+1)(1+1) = 24\).", "the answer, then the product in a 'since' clause"),
        ("given_before", "B", "prose_sentence", r"From \(360 = 2^3 \cdot 3^2 \cdot 5\), the number of positive divisors is \(4 \cdot 3 \cdot 2 = 24\).", "the factorization before the main clause"),
        ("passive", "B", "prose_sentence", "So 24 positive divisors are found for 360, from 1 up to 360 itself.", "the answer as the subject count with a passive verb"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: 360 has $24$ positive divisors.", "'Final Answer:' with the number 360 before the value"),
        ("which_is", "B", "prose_sentence", r"The count is \(4 \times 3 \times 2\), which is 24.", "', which is 24' after a product"),
        ("primes", "A", "prose_sentence", r"So \(360 = 2^3 \cdot 3^2 \cdot 5\) has 3 distinct prime factors.", "the number of prime factors"),
        ("sum", "A", "prose_sentence", "So the positive divisors of 360 add up to 1170.", "the divisor sum"),
        ("exps", "A", "prose_sentence", r"So the number of divisors is \(3 \cdot 2 \cdot 1 = 6\).", "the exponents multiplied without adding 1"),
        ("at_least", "A", "prose_sentence", "So 360 has at least 24 positive divisors.", "'at least 24': a bound"),
        ("cut", "A", "truncated", "So the number of positive divisors of 360 is (3+1)(2+1)(1+1) =", "cut before the value: no_answer"),
     ]),
    ("rootdiff", "3",
     "What is the positive difference between the solutions of $x^2 - 7x + 10 = 0$?",
     r"""We factor the quadratic. We need two numbers whose product is 10 and whose sum is \(-7\): these are \(-2\) and \(-5\). So
\[
x^2 - 7x + 10 = (x - 2)(x - 5) = 0,
\]
and the solutions are \(x = 2\) and \(x = 5\).

The positive difference between them is
\[
5 - 2 = 3.
\]

We can confirm this with the quadratic formula: the discriminant is \(b^2 - 4ac = 49 - 40 = 9\), and the difference of the roots is \(\frac{\sqrt{9}}{1} = 3\). By Vieta's formulas the roots add to 7 and multiply to 10, which also fits 2 and 5.

""",
     "",
     [
        ("between", "B", "prose_sentence", "The positive difference is 3, between the solutions 5 and 2.", "the answer, then the roots in a describing phrase"),
        ("given_before", "B", "prose_sentence", r"Since the solutions are \(x = 2\) and \(x = 5\), their positive difference is \(3\).", "the roots before the main clause"),
        ("formula", "B", "prose_sentence", r"So the difference is \(\sqrt{49 - 40} = 3\).", "an expression ending in the value"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: The solutions $2$ and $5$ differ by $3$.", "'Final Answer:' with the roots in the subject, the answer after 'differ by'"),
        ("answer_is", "B", "answer_is", "The answer is 3, since 5 - 2 = 3.", "'The answer is' with the subtraction after it"),
        ("roots", "A", "prose_sentence", r"So the solutions are \(x = 2\) and \(x = 5\).", "the roots, two values"),
        ("sum_prod", "A", "prose_sentence", "So the solutions add up to 7 and multiply to 10.", "sum and product; no difference"),
        ("disc", "A", "prose_sentence", r"So the discriminant is \(49 - 40 = 9\).", "the discriminant"),
        ("neg", "A", "prose_sentence", "So the difference between the solutions is 2 - 5 = -3.", "the negative difference where the positive one is asked"),
        ("cut", "A", "truncated", "So the positive difference between the solutions is 5 -", "cut before the value: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_cards_keeping": (
        "accept",
        "'She gives away 91 cards, keeping 169.' states the kept count, the quantity the question "
        "asks, in the participle 'keeping 169'; the main clause gives the step (91 given away) that "
        "leads to it. The concluding sentence names both quantities by their roles, so the answer "
        "to 'how many does Yara keep' is 169 (the mirror g_cards_swap, 'gives away 169, keeping "
        "91', is wrong for the same reason)",
    ),
    "ok_g_bike_after": (
        "accept",
        "'After 12 weeks of saving $35, Omar will have the $540 he needs.' answers 'how many "
        "weeks' with the 12 weeks of the opening phrase; the main clause restates the goal (the "
        "price $540), not a competing answer to the question asked",
    ),
    "ok_g_cans_with": (
        "accept",
        "'Together the two classes collected 159 cans, with Class B collecting 101.' states Class "
        "B's count, the one asked, in the 'with' phrase; the main clause's 159 is the two classes' "
        "total, a different named quantity, not a second value for Class B",
    ),
    "ok_g_movies_hm": (
        "accept",
        "'6 hours and 10 minutes' is 370 minutes; an equal value written in hours and minutes is "
        "correct (README: equal values in another form), although the question asks for minutes",
    ),
    "g_buses_at_least": (
        "reject",
        "'at least 4 buses are needed' is a bound, not the committed count; the label conventions "
        "(rounds 171-182) read 'at least N' as a hedge. A model committing to the fewest buses "
        "says '4 buses are needed'",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam188", CASES, [], DECISIONS)
