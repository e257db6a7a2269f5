r"""Build adversarial_redteam178.jsonl: round 178 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam178"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "Fields" with "How labels were made", and "Forms", and the source
notes of "How each source was labelled"), corpus_build.py (helpers) and
build_adversarial_redteam171.py / 173.py / 175.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 260 probes, 130 GSM8K and 130 MATH, 130 kind A and 130 kind B:
TOKEN-LIMIT ACCIDENTS AND LONG-REASONING ENDINGS as R1-distilled and long chain-of-thought models
write them (600-3000 characters each): an R1 `<think>` trace cut inside its thinking (mid-sentence,
mid-number "= 40" for 402, right after a complete "So the answer is N." sentence, mid-verification
after a box written inside the thinking); a `</think>` summary cut inside its display math or its
numbered list; the R1 "**Final Answer**" block, after a one-line summary, cut inside the box ("\boxed{40"), or the header
followed by nothing; the answer boxed and then a "Wait," re-check that confirms it, or that reaches
a different value (boxed again, or stated and stopped); several boxes across restarts (an early
wrong box inside the thinking corrected later, or a right box followed by a restart whose last box
differs); loops (the closing block or the concluding paragraph repeated word for word until the
limit after a right box; a thinking paragraph repeated without any value; a phrase looping from the
middle of a sentence; a loop alternating the right and a wrong value; a wrong concluding sentence
repeated); "Let me double-check" paragraphs that confirm; hedged closings ("should be around N, but
I'm not sure", "either N or M"); a boxed answer followed by an invented "Human:" / "Problem:" turn
with its own box (another value after a right answer; the gold only inside the invented turn after
a wrong one); a recap after the box that agrees or disagrees.
Kind B: the right final answer reached despite the noise. Kind A: cut before any final answer, the
last stated value wrong, a re-check that changes the answer, alternating values, hedges, the right
value only inside an invented next turn.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: floor 12 ft x 15 ft at $3 a square foot -> 540 (180 sq ft; perimeter 54 x 3 = 162); 18 pages a
day for 2 weeks then 25 a day for 6 days -> 402 (252 + 150; one week: 126 + 150 = 276); 7 rows x 12
plants x 9 tomatoes in bags of 6 -> 126 (84 plants, 756 tomatoes; 84 / 6 = 14); bus 52 - 17 + 9 - 12
+ 5 -> 37 (44 after the first stop; 32 forgetting the 5); $85 saved, $15 a week, $310 bike, weeks ->
15 (225 / 15; 310 / 15 = 20.67 -> 21); 16 apples at $0.75 + 3 melons at $4 from $50, change -> 26
(12 + 12 = 24 spent); 9,600 L at 40 L a minute, hours -> 4 (240 minutes); 30 students, 40% boys,
each girl 3 pencils -> 54 (18 girls; boys 12 x 3 = 36); 14 cows and 3 times as many chickens, legs
-> 140 (42 chickens, 56 + 84; all two-legged 56 x 2 = 112); $22 an hour, 8 h, 5 days, a quarter on
rent, left -> 660 (880 a week; rent 220); 5 batches of 36 cookies, 2 dozen to each of 4 neighbours,
left -> 84 (180 - 96; one neighbour: 132); 84 km/h for 2.5 h then 60 km/h for 1.5 h -> 300 (210 +
90; 72 x 4 = 288); 2 adults at $14 + 3 children at $9, 10% off -> 49.5 (55 before the discount).
MATH: log_2 x + log_2 (x - 2) = 3 -> 4 (x^2 - 2x - 8 = (x - 4)(x + 2), -2 rejected); sum of the
divisors of 36 -> 91 (1 + 2 + 3 + 4 + 6 + 9 + 12 + 18 + 36; 55 without 36); distance (1, -2) to
(7, 6) -> 10 (36 + 64 = 100); sum of k^2 for k = 1..20 -> 2870 (20 * 21 * 41 / 6; to 19: 2470);
f(x) = 3x^2 - 5, g(x) = x + 1, f(g(2)) -> 22 (g(f(2)) = 8); two red from 5 red and 3 blue without
replacement -> \frac{5}{14} (10 / 28; with replacement 25/64); \sqrt{50} + \sqrt{18} -> 8\sqrt{2}
(5\sqrt2 + 3\sqrt2; \sqrt{68} = 2\sqrt{17} adding under the root; 11.31 approx); arrangements of
BANANA -> 60 (720 / 12; 720 / 6 = 120); 7^{100} mod 5 -> 1 (7 = 2 mod 5, 2^4 = 16 = 1; 4 slip);
vertex of y = x^2 - 6x + 13 -> (3,4) (9 - 18 + 13; (-3, 4) sign slip); |2x - 5| < 7 -> (-1,6)
(-7 < 2x - 5 < 7; [-1, 6] closed slip); largest prime factor of 1001 -> 13 (7 * 11 * 13; 11);
triangle 13, 14, 15, area -> 84 (s = 21, sqrt(21 * 8 * 7 * 6) = sqrt(7056); 42 halved twice).
Invented next turns (answers checked to differ from every gold): rectangle 9 x 5 perimeter 28, 15%
of 80 = 12, Sam 8 marbles and Tom three times as many, together 32, 2^5 - 3^2 = 23, slope through
(1, 2) and (3, 8) = 3, divisors of 28: 6.

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes:
cut_after_box (a verification cut mid-number after the box), box_loop (the closing block repeated,
the last copy cut at "\boxed{"), para_loop (the concluding paragraph repeated word for word, cut
mid-copy), recap (a recap after the box that agrees), wait_ok (a "Wait," re-check that confirms and
boxes again), dcheck (a "Let me double-check" in the thinking that confirms), restart_ok (an early
wrong box inside the thinking, corrected), human_after / problem_after (an invented turn with
another value after the right box), header_box ("**Final Answer**" then "The final answer is
\boxed{}"), disp_cut_after (a check display cut after the box), think_loop (a thinking paragraph
repeated three times, then a normal close), and the debatable think_stated (a trace cut right
after "So the answer is N."), think_box_verify (a box inside an unclosed trace, then a verification
cut mid-number), header_empty (a concluding sentence, then an empty "**Final Answer**" header).
Kind A shapes: cut_sentence, cut_number, box_cut, wait_change, wait_stop, restart_wrong,
loop_alt, loop_none, loop_mid, header_none, hedge_around, hedge_either, next_gold, cut_display,
cut_list, stated_wrong, header_wrong, recap_wrong, loop_wrong. Kind A: truth wrong, or no_answer
where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made" and its source notes; rounds 171, 173
and 175): the LAST final answer counts (the last box where there is one, the concluding sentence
otherwise), and the final answer of a thinking completion is the one after `</think>`; what the
thinking said does not count once `</think>` is written (a closed trace followed only by an empty
"**Final Answer**" header, or a summary cut before its value, is no_answer). Text added after the
committed answer (an invented "Human:" / "Problem:" turn with its own box, a loop of the same
closing block or the same concluding paragraph, a verification or display cut mid-number, a copy
of the block cut at "\boxed{") does not change it: the committed answer keeps its label, and the
gold only inside an invented turn does not rescue a wrong committed answer. A re-check after the
box that reaches another value (boxed again, or stated as "So actually the answer is M." and left)
gives two different final answers, the last one wrong: wrong. A re-check that confirms the same
value is correct. Restarts: the last box counts; an early box inside the thinking that the model
withdraws ("Wait, that's not right") is working. Hedges ("around N, but I'm not sure", "either N or
M", a loop alternating N and M until the limit) are wrong; an approximate decimal for an exact gold
is wrong. A cut before the value is complete (mid-sentence, "= 40" for 402, "\boxed{40", inside a
display or a list item) is no_answer, and so is a loop that never states an answer even where
the working holds the gold. A trace cut inside `<think>` with no `</think>`: the README is silent on
a trace whose last complete sentence states the answer; this round counts that last complete
answer statement ("So the answer is N." or a box in the trace) as the final answer, marked
debatable when it is the gold (kind B: `think_stated`, `think_box_verify`), and labels a trace
whose last statement is a wrong value `wrong` (rejected on either reading). Debatable (10, with
DECISIONS): the think_stated and think_box_verify probes (accepted) and the header_empty probes
(a concluding sentence with the gold after `</think>`, then an empty "**Final Answer**" header:
accepted).

Usage: python build_adversarial_redteam178.py (writes adversarial_redteam178.jsonl in
/tmp/rounds/rt178)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, r1final, write_probes  # noqa: E402

# fmt: off
# A problem is a dict: key, gold (the record's gold), v (the value as the model writes it), w (a wrong
# value: the slip), q (question), think (the thinking working; "@S@" marks a mid-sentence cut point
# and "@N@" a mid-number cut point, both before any answer statement), summ (the summary after
# </think>: a first paragraph without values, then a numbered list with display math; "@L@" marks a
# cut inside the list, "@D@" a cut inside the last display, before its value), concl (the
# concluding sentence, "{}" for the value), chk (a one-line check ending in the value; "@N@" a
# mid-number cut point), ask (what the question asks), slip (reasoning that reaches w), why (why the
# slip is wrong), approx (the value said "around"), target (the asked quantity), nq (an invented next
# question whose answer is the gold, and its working).
GPROBS = [
    dict(key="tiles", gold="540", v="540", w="162",
         q="A room is 12 feet long and 15 feet wide. Tiles cost $3 per square foot. How much does it cost to tile the floor?",
         think=r"""Okay, so the room is 12 feet by 15 feet, and tile costs $3 per square foot. I need the total cost to cover the floor.

First, the floor area. The floor is a rectangle, so area = length times width = 12 * 15. Let me compute: 12 * 15 = 12 * 10 + 12 * 5 = 120 + 60 = 180 square feet.

Hmm, wait, should I use the perimeter? No, the perimeter would be for a border or baseboard. Tiles cover the whole floor, so it's the area, 180 square feet.

Now the cost. Each square foot costs $3, so @S@the cost is 180 * 3. 180 * 3 = 100 * 3 + 80 * 3 = 300 + 240 = 54@N@0 dollars.

That seems reasonable: about 200 square feet at $3 would be $600, and we have a bit less than that.""",
         summ=r"""To find the cost, I first find the area of the floor and then multiply by the price per square foot.

1. **Area of the floor:** the room is a rectangle, so
\[
12 \times 15 = 180 \text{ square feet}
\]
2. **Cost of the tiles:** @L@each square foot costs \$3, so
\[
180 \times 3 = @D@540
\]

""",
         concl="It costs ${} to tile the floor.", chk="12 * 15 = 180 and 180 * 3 = 54@N@0",
         ask="The question asks for the cost of tiling the whole floor, which depends on the area, not on the perimeter.",
         slip="the tiles go around the room, so I need the perimeter: 2 * (12 + 15) = 54 feet, and 54 * 3 = 162.",
         why="Tiles cover the floor, so the area matters, not the perimeter.", approx="540", target="the total cost of the tiles",
         nq=("A store sells 45 lamps for $12 each. How much money does the store take in?", "45 * 12 = 45 * 10 + 45 * 2 = 450 + 90 = 540.")),
    dict(key="pages", gold="402", v="402", w="276",
         q="Maya reads 18 pages a day for 2 weeks. Then she reads 25 pages a day for 6 more days. How many pages does she read in total?",
         think=r"""Let me figure this out. Maya reads 18 pages a day for 2 weeks, then 25 pages a day for 6 more days.

Two weeks is 14 days. So in the first part she reads 18 * 14 pages. 18 * 14 = 18 * 10 + 18 * 4 = 180 + 72 = 252 pages.

Then in the second part, 25 pages a day for 6 days is 25 * 6 = 150 pages.

Wait, do I need to worry about the 6 days overlapping with the 2 weeks? No, it says "6 more days", so they come after. @S@So the total is the first part plus the second part: 252 + 150 = 40@N@2.

Let me sanity check the size: roughly 20 pages a day for 20 days would be 400, so a total near 400 makes sense.""",
         summ=r"""Maya's reading comes in two parts, so I add the pages from each part.

1. **First two weeks (14 days):**
\[
18 \times 14 = 252
\]
2. **The next 6 days:** @L@25 pages each day,
\[
25 \times 6 = 150
\]
3. **Total:**
\[
252 + 150 = @D@402
\]

""",
         concl="Maya reads {} pages in total.", chk="18 * 14 + 25 * 6 = 252 + 150 = 40@N@2",
         ask="It asks for all the pages over both parts, the two weeks and the 6 extra days.",
         slip="she reads 18 pages a day for a week, that's 18 * 7 = 126, and then 150 more, so 126 + 150 = 276.",
         why="Two weeks is 14 days, not 7.", approx="400", target="the total number of pages",
         nq=("A printer prints 6 pages a minute. How many pages does it print in 67 minutes?", "6 * 67 = 402.")),
    dict(key="tomatoes", gold="126", v="126", w="14",
         q="Tom plants 7 rows of tomato plants with 12 plants in each row. Each plant gives 9 tomatoes. He packs the tomatoes in bags of 6. How many bags does he fill?",
         think=r"""Alright. 7 rows, 12 plants per row, so the number of plants is 7 * 12 = 84 plants.

Each plant gives 9 tomatoes, so the number of tomatoes is 84 * 9. Let me do that: 80 * 9 = 720 and 4 * 9 = 36, so 720 + 36 = 756 tomatoes.

He packs them in bags of 6. @S@So the number of bags is 756 / 6. 756 / 6: 6 * 100 = 600, leaving 156, and 156 / 6 = 26. So 100 + 26 = 12@N@6 bags.

Does it divide evenly? 6 * 126 = 756, yes, no tomatoes left over, so every bag is full.""",
         summ=r"""I count the plants, then the tomatoes, then divide by the bag size.

1. **Plants:**
\[
7 \times 12 = 84
\]
2. **Tomatoes:** @L@each plant gives 9,
\[
84 \times 9 = 756
\]
3. **Bags of 6:**
\[
756 \div 6 = @D@126
\]

""",
         concl="Tom fills {} bags.", chk="7 * 12 * 9 = 756 and 756 / 6 = 12@N@6",
         ask="It asks for bags, so I have to divide the tomatoes by 6, not stop at 756.",
         slip="the bags hold plants' worth of tomatoes, so 84 plants / 6 = 14 bags.",
         why="The bags hold tomatoes, not plants.", approx="125", target="the number of bags",
         nq=("A school has 18 classes with 7 students each. How many students are there?", "18 * 7 = 126.")),
    dict(key="bus", gold="37", v="37", w="32",
         q="A bus has 52 passengers. At the first stop, 17 people get off and 9 get on. At the second stop, 12 people get off and 5 get on. How many passengers are on the bus now?",
         think=r"""Start with 52 passengers.

First stop: 17 get off, so 52 - 17 = 35. Then 9 get on, so 35 + 9 = 44.

Second stop: 12 get off, so 44 - 12 = 32. Then 5 get on, @S@so the number on the bus is 32 + 5 = 3@N@7.

Let me do it as a net change to check: the first stop changes it by -17 + 9 = -8, the second by -12 + 5 = -7. Total change -15. 52 - 15 = 37. Same.

Hmm, does the driver count as a passenger? The problem only talks about passengers, so no.""",
         summ=r"""I follow the passengers stop by stop.

1. **After the first stop:**
\[
52 - 17 + 9 = 44
\]
2. **After the second stop:** @L@12 get off and 5 get on,
\[
44 - 12 + 5 = @D@37
\]

""",
         concl="There are {} passengers on the bus now.", chk="52 - 17 + 9 - 12 + 5 = 3@N@7",
         ask="It asks for the passengers after both stops, counting the people who got on too.",
         slip="after the second stop 12 get off, so 44 - 12 = 32.",
         why="I forgot the 5 people who got on at the second stop.", approx="37", target="the number of passengers now",
         nq=("Lena has 45 stickers and gives away 8. How many does she have left?", "45 - 8 = 37.")),
    dict(key="bike", gold="15", v="15", w="21",
         q="Liam has saved $85. He saves $15 more every week. How many weeks will it take him to have enough money for a bike that costs $310?",
         think=r"""Liam already has $85 and the bike costs $310. So he still needs 310 - 85 = 225 dollars.

He saves $15 a week. @S@So the number of weeks is 225 / 15. 15 * 10 = 150, 225 - 150 = 75, 75 / 15 = 5. So 10 + 5 = 1@N@5 weeks.

Check: after 15 weeks he has 85 + 15 * 15 = 85 + 225 = 310. Exactly the price of the bike.

If it hadn't divided evenly I would have had to round up, but here it's exact.""",
         summ=r"""First I find how much more money Liam needs, then how many weeks of saving that takes.

1. **Money still needed:**
\[
310 - 85 = 225
\]
2. **Weeks of saving:** @L@\$15 each week,
\[
225 \div 15 = @D@15
\]

""",
         concl="It will take Liam {} weeks.", chk="85 + 15 * 15 = 85 + 225 = 31@N@0",
         ask="It asks for weeks, counting the $85 he already has.",
         slip="he needs $310 at $15 a week, so 310 / 15 = 20.67, which rounds up to 21 weeks.",
         why="He already has $85, so he only needs $225 more.", approx="15", target="the number of weeks",
         nq=("A box holds 8 crayons. How many boxes hold 120 crayons?", "120 / 8 = 15.")),
    dict(key="change", gold="26", v="26", w="24",
         q="Sara buys 16 apples at $0.75 each and 3 melons at $4 each. She pays with a $50 bill. How much change does she get?",
         think=r"""Let me compute the cost of everything. Apples: 16 at $0.75 each. 16 * 0.75 = 12 dollars, since 0.75 is three quarters and three quarters of 16 is 12.

Melons: 3 at $4 each, 3 * 4 = 12 dollars.

Total spent: 12 + 12 = 24 dollars.

She pays with $50. @S@The change is 50 minus the total, 50 - 24 = 2@N@6 dollars.

Quick check: 24 + 26 = 50. Right.""",
         summ=r"""I add up the cost of the fruit and subtract it from \$50.

1. **Apples:**
\[
16 \times 0.75 = 12
\]
2. **Melons:** @L@3 melons at \$4,
\[
3 \times 4 = 12
\]
3. **Change:**
\[
50 - (12 + 12) = @D@26
\]

""",
         concl="Sara gets ${} in change.", chk="50 - 24 = 2@N@6",
         ask="It asks for the change from the $50 bill, not the amount she spent.",
         slip="the apples cost 12 and the melons cost 12, so she pays 12 + 12 = 24.",
         why="That is what she spends; the change is what's left of the $50.", approx="26", target="the change",
         nq=("A pen costs $2. How much do 13 pens cost?", "13 * 2 = 26.")),
    dict(key="pool", gold="4", v="4", w="240",
         q="A pool holds 9,600 liters of water. A hose fills it at 40 liters per minute. How many hours does it take to fill the pool?",
         think=r"""The pool holds 9600 liters, and the hose adds 40 liters every minute.

Time in minutes = 9600 / 40. Divide both by 10: 960 / 4 = 240 minutes.

But the question asks for hours. There are 60 minutes in an hour, @S@so the time is 240 / 60 hours, which is @N@4 hours.

Check: 4 hours = 240 minutes, and 240 * 40 = 9600 liters. Good.""",
         summ=r"""I find the filling time in minutes and then convert it to hours.

1. **Minutes:**
\[
9600 \div 40 = 240
\]
2. **Hours:** @L@60 minutes in an hour,
\[
240 \div 60 = @D@4
\]

""",
         concl="It takes {} hours to fill the pool.", chk="240 / 60 = @N@4",
         ask="It asks for hours, so the 240 minutes must be converted.",
         slip="9600 / 40 = 240, and that's the time.",
         why="240 is in minutes, and the question asks for hours.", approx="4", target="the time in hours",
         nq=("How many hours are there in 240 minutes?", "240 / 60 = 4.")),
    dict(key="pencils", gold="54", v="54", w="36",
         q="A class has 30 students, and 40% of them are boys. Each girl brings 3 pencils. How many pencils do the girls bring?",
         think=r"""30 students, 40% are boys. 40% of 30 = 0.4 * 30 = 12 boys.

So the girls are 30 - 12 = 18.

Each girl brings 3 pencils, @S@so the girls bring 18 * 3 = 5@N@4 pencils.

Check another way: girls are 60% of the class, 0.6 * 30 = 18. Same.""",
         summ=r"""I find the number of girls first, then their pencils.

1. **Boys:**
\[
0.4 \times 30 = 12
\]
2. **Girls:** @L@the rest of the class,
\[
30 - 12 = 18
\]
3. **Pencils:**
\[
18 \times 3 = @D@54
\]

""",
         concl="The girls bring {} pencils.", chk="(30 - 12) * 3 = 18 * 3 = 5@N@4",
         ask="It asks for the girls' pencils, and the girls are 60% of the class.",
         slip="40% are boys, so 12 students, and 12 * 3 = 36 pencils.",
         why="12 is the number of boys, not girls.", approx="54", target="the number of pencils",
         nq=("A crate has 9 rows of 6 eggs. How many eggs is that?", "9 * 6 = 54.")),
    dict(key="legs", gold="140", v="140", w="112",
         q="A farmer has 14 cows and three times as many chickens. How many legs do the animals have in total?",
         think=r"""14 cows. Chickens are three times as many: 3 * 14 = 42 chickens.

Cows have 4 legs each: 14 * 4 = 56 legs.

Chickens have 2 legs each: 42 * 2 = 84 legs.

@S@Total legs is 56 + 84 = 14@N@0.

Let me check: animals total 14 + 42 = 56, and if all had 2 legs that would be 112, plus 2 extra for each cow, 2 * 14 = 28, and 112 + 28 = 140. Same answer.""",
         summ=r"""I count the chickens, then the legs of each kind of animal.

1. **Chickens:**
\[
3 \times 14 = 42
\]
2. **Legs:** @L@4 per cow and 2 per chicken,
\[
14 \times 4 + 42 \times 2 = 56 + 84 = @D@140
\]

""",
         concl="The animals have {} legs in total.", chk="56 + 84 = 14@N@0",
         ask="It asks for all legs, and cows have 4 legs while chickens have 2.",
         slip="there are 14 + 42 = 56 animals with 2 legs each, so 56 * 2 = 112 legs.",
         why="Cows have 4 legs, not 2.", approx="140", target="the total number of legs",
         nq=("A theater has 7 rows of 20 seats. How many seats are there?", "7 * 20 = 140.")),
    dict(key="rent", gold="660", v="660", w="220",
         q="Ana earns $22 an hour. She works 8 hours a day, 5 days a week. She spends a quarter of her weekly pay on rent. How much of her weekly pay is left?",
         think=r"""Per day: 22 * 8 = 176 dollars.

Per week: 176 * 5 = 880 dollars.

Rent is a quarter of that: 880 / 4 = 220 dollars.

@S@What's left after rent is 880 - 220 = 66@N@0 dollars.

Alternatively, three quarters of 880 is 0.75 * 880 = 660. Matches.""",
         summ=r"""I find her weekly pay, subtract the rent.

1. **Weekly pay:**
\[
22 \times 8 \times 5 = 880
\]
2. **Rent:** @L@a quarter of the pay,
\[
880 \div 4 = 220
\]
3. **Left over:**
\[
880 - 220 = @D@660
\]

""",
         concl="Ana has ${} left each week.", chk="880 - 220 = 66@N@0",
         ask="It asks for what is left after rent, not the rent itself.",
         slip="a quarter of 880 is 880 / 4 = 220.",
         why="220 is the rent; the question asks what is left.", approx="660", target="the money left",
         nq=("A farmer sells 12 sacks for $55 each. How much does he get?", "12 * 55 = 660.")),
    dict(key="cookies", gold="84", v="84", w="132",
         q="Ben bakes 5 batches of 36 cookies. He gives 2 dozen cookies to each of his 4 neighbors. How many cookies does he have left?",
         think=r"""5 batches of 36: 5 * 36 = 180 cookies.

He gives 2 dozen to each neighbor. 2 dozen = 24 cookies. 4 neighbors: 24 * 4 = 96 cookies given away.

@S@Left over is 180 - 96 = 8@N@4 cookies.

Check: 84 + 96 = 180. Yes.""",
         summ=r"""I count the cookies baked and the cookies given away.

1. **Baked:**
\[
5 \times 36 = 180
\]
2. **Given away:** @L@2 dozen to each of 4 neighbors,
\[
24 \times 4 = 96
\]
3. **Left:**
\[
180 - 96 = @D@84
\]

""",
         concl="Ben has {} cookies left.", chk="180 - 4 * 24 = 180 - 96 = 8@N@4",
         ask="It asks how many are left after all 4 neighbors get 2 dozen each.",
         slip="2 dozen is 24 cookies, and he gives 2 dozen, so 2 * 24 = 48 cookies go away and 180 - 48 = 132 are left.",
         why="Each of the 4 neighbors gets 2 dozen, so 96 go away.", approx="84", target="the cookies left",
         nq=("A pack holds 12 markers. How many markers are in 7 packs?", "12 * 7 = 84.")),
    dict(key="train", gold="300", v="300", w="288",
         q="A train travels at 84 km/h for 2.5 hours and then at 60 km/h for 1.5 hours. How far does it travel in total?",
         think=r"""Distance = speed * time for each part.

First part: 84 * 2.5. 84 * 2 = 168, 84 * 0.5 = 42, so 168 + 42 = 210 km.

Second part: 60 * 1.5 = 90 km.

@S@Total distance is 210 + 90 = 30@N@0 km.

I shouldn't average the speeds, because the times are different. The average speed is 300 / 4 = 75 km/h, not (84 + 60) / 2 = 72.""",
         summ=r"""I find the distance of each part and add them.

1. **First part:**
\[
84 \times 2.5 = 210
\]
2. **Second part:** @L@60 km/h for 1.5 hours,
\[
60 \times 1.5 = 90
\]
3. **Total:**
\[
210 + 90 = @D@300
\]

""",
         concl="The train travels {} km in total.", chk="210 + 90 = 30@N@0",
         ask="It asks for the total distance over both parts of the trip.",
         slip="the average speed is (84 + 60) / 2 = 72 km/h over 4 hours, so 72 * 4 = 288.",
         why="The two parts take different times, so the plain average of the speeds is wrong.", approx="300", target="the total distance",
         nq=("A car drives at 75 km/h for 4 hours. How far does it go?", "75 * 4 = 300.")),
    dict(key="tickets", gold="49.5", v="49.50", w="55",
         q="Adult tickets cost $14 and child tickets cost $9. A family buys 2 adult tickets and 3 child tickets and gets 10% off the total. How much do they pay?",
         think=r"""Adults: 2 * 14 = 28 dollars. Children: 3 * 9 = 27 dollars.

Total before the discount: 28 + 27 = 55 dollars.

10% off: the discount is 0.1 * 55 = 5.50. @S@So they pay 55 - 5.50 = 4@N@9.50 dollars.

Or 90% of 55 = 0.9 * 55 = 49.5. Same.""",
         summ=r"""I add the ticket prices and then take off the discount.

1. **Before the discount:**
\[
2 \times 14 + 3 \times 9 = 28 + 27 = 55
\]
2. **Discount:** @L@10\% of \$55,
\[
0.1 \times 55 = 5.50
\]
3. **Amount paid:**
\[
55 - 5.50 = @D@49.50
\]

""",
         concl="The family pays ${}.", chk="0.9 * 55 = 4@N@9.5",
         ask="It asks for the amount paid after the 10% discount.",
         slip="the tickets cost 28 + 27 = 55 dollars in total.",
         why="That is before the 10% discount.", approx="50", target="the amount they pay",
         nq=("Nine notebooks cost $5.50 each. What is the total cost?", "9 * 5.50 = 49.50.")),
]
MPROBS = [
    dict(key="log", gold="4", v="4", w="-2",
         q=r"Solve for $x$: $\log_2 x + \log_2 (x - 2) = 3$.",
         think=r"""Okay, so we have log base 2 of x plus log base 2 of (x - 2) equals 3.

Using the product rule, log_2(x) + log_2(x - 2) = log_2(x(x - 2)). So log_2(x(x - 2)) = 3, which means x(x - 2) = 2^3 = 8.

Expanding: x^2 - 2x = 8, so x^2 - 2x - 8 = 0. Factor: I need two numbers that multiply to -8 and add to -2. That's -4 and 2. So (x - 4)(x + 2) = 0, giving x = 4 or x = -2.

But the logs need positive arguments. @S@For x = -2, log_2(-2) is undefined, so that root is extraneous. For x = 4 we have x - 2 = 2 > 0, fine. So the only solution is x = @N@4.

Check: log_2(4) + log_2(2) = 2 + 1 = 3. Yes.""",
         summ=r"""We combine the logarithms and solve the resulting quadratic, keeping only solutions in the domain.

1. **Combine the logs:** $\log_2 x + \log_2(x-2) = \log_2\big(x(x-2)\big) = 3$, so
\[
x(x - 2) = 8 \quad\Longrightarrow\quad x^2 - 2x - 8 = 0.
\]
2. **Factor:** @L@$(x - 4)(x + 2) = 0$, so $x = 4$ or $x = -2$.
3. **Domain:** both $x > 0$ and $x - 2 > 0$ are needed, so $x = -2$ is rejected and
\[
x = @D@4
\]

""",
         concl="So the solution is $x = {}$.", chk=r"$\log_2 4 + \log_2 2 = 2 + 1 = @N@3$",
         ask="It asks for the solutions of the equation, and x = -2 makes the logarithms undefined.",
         slip="the quadratic (x - 4)(x + 2) = 0 also gives x = -2, and squaring things can't hurt, so I'll take the other root x = -2.",
         why="log_2(-2) is undefined, so x = -2 is extraneous.", approx="4", target="the value of x",
         nq=(r"Solve $2^{x} = 16$.", r"$16 = 2^4$, so $x = 4$.")),
    dict(key="divsum", gold="91", v="91", w="55",
         q="What is the sum of all of the positive divisors of 36?",
         think=r"""The divisors of 36: 1, 2, 3, 4, 6, 9, 12, 18, 36. Let me make sure I have them all by pairing: 1 * 36, 2 * 18, 3 * 12, 4 * 9, 6 * 6. So 9 divisors.

@S@Now I add them up one at a time: 1 + 2 = 3, + 3 = 6, + 4 = 10, + 6 = 16, + 9 = 25, + 12 = 37, + 18 = 55, + 36 = 9@N@1.

Let me also use the formula. 36 = 2^2 * 3^2, so sigma(36) = (1 + 2 + 4)(1 + 3 + 9) = 7 * 13 = 91.

Both methods agree.""",
         summ=r"""We factor $36$ and use the divisor-sum formula, checking with a list.

1. **Factor:** $36 = 2^2 \cdot 3^2$.
2. **Divisor sum:** @L@for $p^a$ the divisors sum to $1 + p + \dots + p^a$, so
\[
\sigma(36) = (1 + 2 + 4)(1 + 3 + 9) = 7 \cdot 13 = @D@91
\]
3. **Check:** $1 + 2 + 3 + 4 + 6 + 9 + 12 + 18 + 36 = 91$.

""",
         concl="So the sum of the positive divisors of 36 is ${}$.", chk=r"$7 \cdot 13 = 9@N@1$",
         ask="It asks for all positive divisors, and that includes 36 itself.",
         slip="the divisors other than 36 itself are 1, 2, 3, 4, 6, 9, 12, 18, and they add to 55.",
         why="The question says all positive divisors, so 36 counts too.", approx="90", target="the sum of the divisors",
         nq=(r"Compute $\binom{14}{2}$.", r"$\binom{14}{2} = \frac{14 \cdot 13}{2} = 91$.")),
    dict(key="dist", gold="10", v="10", w="100",
         q="What is the distance between the points $(1, -2)$ and $(7, 6)$?",
         think=r"""Distance formula: sqrt((x2 - x1)^2 + (y2 - y1)^2).

x difference: 7 - 1 = 6. y difference: 6 - (-2) = 8. Careful with the sign, it's 6 + 2 = 8.

Squares: 6^2 = 36, 8^2 = 64. Sum: 36 + 64 = 100.

@S@The square root of 100 is 1@N@0.

This is a 6-8-10 right triangle, a scaled 3-4-5, so that fits.""",
         summ=r"""We use the distance formula.

1. **Differences:** $\Delta x = 7 - 1 = 6$ and $\Delta y = 6 - (-2) = 8$.
2. **Distance:** @L@
\[
d = \sqrt{6^2 + 8^2} = \sqrt{36 + 64} = \sqrt{100} = @D@10
\]

""",
         concl="So the distance between the points is ${}$.", chk=r"$6^2 + 8^2 = 100 = 1@N@0^2$",
         ask="It asks for the distance, which is the square root of the sum of squares.",
         slip="the sum of the squares is 36 + 64 = 100, and that's the distance.",
         why="100 is the squared distance; I forgot the square root.", approx="10", target="the distance",
         nq=(r"What is $\sqrt{64} + \sqrt{4}$?", r"$8 + 2 = 10$.")),
    dict(key="squares", gold="2870", v="2870", w="2470",
         q=r"Compute $\displaystyle\sum_{k=1}^{20} k^2$.",
         think=r"""Sum of squares formula: n(n + 1)(2n + 1) / 6.

With n = 20: 20 * 21 * 41 / 6.

20 * 21 = 420. 420 * 41 = 420 * 40 + 420 = 16800 + 420 = 17220.

@S@Then 17220 / 6 = 287@N@0.

Sanity check with a small case: n = 3 gives 3 * 4 * 7 / 6 = 14, and 1 + 4 + 9 = 14. The formula works.""",
         summ=r"""We use the formula $\sum_{k=1}^{n} k^2 = \frac{n(n+1)(2n+1)}{6}$ with $n = 20$.

1. **Plug in:** @L@
\[
\frac{20 \cdot 21 \cdot 41}{6} = \frac{17220}{6}
\]
2. **Divide:**
\[
\frac{17220}{6} = @D@2870
\]

""",
         concl="So the sum is ${}$.", chk=r"$20 \cdot 21 \cdot 41 / 6 = 287@N@0$",
         ask="The sum runs from k = 1 to k = 20, so n = 20 in the formula.",
         slip="I should use n = 19 here, so 19 * 20 * 39 / 6 = 14820 / 6 = 2470.",
         why="The upper limit is 20, so n = 20.", approx="2900", target="the value of the sum",
         nq=(r"Compute $41 \cdot 70$.", r"$41 \cdot 70 = 2870$.")),
    dict(key="comp", gold="22", v="22", w="8",
         q=r"Let $f(x) = 3x^2 - 5$ and $g(x) = x + 1$. What is $f(g(2))$?",
         think=r"""First g(2) = 2 + 1 = 3.

Let me make sure about the order. f(g(2)) means apply g first, then f. @S@So I need f of 3: f(3) = 3 * 3^2 - 5 = 3 * 9 - 5 = 27 - 5 = 2@N@2.

If it were g(f(2)), that would be f(2) = 12 - 5 = 7 and then g(7) = 8. But that's the other order.""",
         summ=r"""We evaluate the inner function first.

1. **Inner:** $g(2) = 2 + 1 = 3$.
2. **Outer:** @L@
\[
f(3) = 3 \cdot 3^2 - 5 = 27 - 5 = @D@22
\]

""",
         concl="So $f(g(2)) = {}$.", chk=r"$3 \cdot 9 - 5 = 2@N@2$",
         ask="It asks for f(g(2)), so g is applied first.",
         slip="f(2) = 3 * 4 - 5 = 7 and then g(7) = 8, so f(g(2)) = 8.",
         why="That is g(f(2)); the order is g first, then f.", approx="22", target="f(g(2))",
         nq=(r"What is $4^2 + 6$?", r"$16 + 6 = 22$.")),
    dict(key="red", gold=r"\frac{5}{14}", v=r"\frac{5}{14}", w=r"\frac{25}{64}",
         q="A bag has 5 red marbles and 3 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are red? Express your answer as a common fraction.",
         think=r"""8 marbles total, 5 red, 3 blue. Draw two without replacement.

P(first red) = 5/8. Then 4 red out of 7 remain, so P(second red | first red) = 4/7.

@S@P(both red) = 5/8 * 4/7 = 20/56. Simplify: divide by 4, 5/1@N@4.

Check with combinations: C(5,2) / C(8,2) = 10 / 28. Dividing by 2 gives 5/14.

So both methods agree.""",
         summ=r"""We multiply the probabilities of the two draws.

1. **First draw red:** $\frac{5}{8}$.
2. **Second draw red:** @L@4 red of the 7 remaining, $\frac{4}{7}$.
3. **Both:**
\[
\frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = @D@\frac{5}{14}
\]

""",
         concl="So the probability that both are red is ${}$.", chk=r"$\binom{5}{2} / \binom{8}{2} = 10/28 = 5/1@N@4$",
         ask="The draws are without replacement, so the second draw has 4 red out of 7.",
         slip="each draw is red with probability 5/8, so the probability is (5/8)^2 = 25/64.",
         why="That would be with replacement; without replacement the second draw is 4/7.", approx="0.36", target="the probability",
         nq=(r"Simplify $\frac{15}{42}$.", r"Divide by 3: $\frac{5}{14}$.")),
    dict(key="roots", gold=r"8\sqrt{2}", v=r"8\sqrt{2}", w=r"2\sqrt{17}",
         q=r"Simplify $\sqrt{50} + \sqrt{18}$.",
         think=r"""sqrt(50) = sqrt(25 * 2) = 5 sqrt(2).

sqrt(18) = sqrt(9 * 2) = 3 sqrt(2).

They're like terms, @S@so the sum is 5 sqrt(2) + 3 sqrt(2) = @N@8 sqrt(2).

I can't just add under the root: sqrt(50) + sqrt(18) is not sqrt(68). Numerically 8 * 1.414 = 11.31, and sqrt(50) + sqrt(18) = 7.07 + 4.24 = 11.31. Good.""",
         summ=r"""We simplify each radical and combine like terms.

1. **Simplify:** $\sqrt{50} = 5\sqrt{2}$ and $\sqrt{18} = 3\sqrt{2}$.
2. **Combine:** @L@
\[
5\sqrt{2} + 3\sqrt{2} = @D@8\sqrt{2}
\]

""",
         concl="So $\\sqrt{{50}} + \\sqrt{{18}} = {}$.", chk=r"$7.071 + 4.243 = 11.31$ and $8 \cdot 1.414 = 11.3@N@1$",
         ask="It asks to simplify the sum, and the radicals can't be added under one root.",
         slip="sqrt(50) + sqrt(18) = sqrt(68) = sqrt(4 * 17) = 2 sqrt(17).",
         why="Square roots don't add under the radical.", approx="11.3", target="the simplified sum",
         nq=(r"Simplify $\sqrt{128}$.", r"$\sqrt{128} = \sqrt{64 \cdot 2} = 8\sqrt{2}$.")),
    dict(key="banana", gold="60", v="60", w="120",
         q="How many distinct arrangements of the letters in the word BANANA are there?",
         think=r"""BANANA has 6 letters: B, A, N, A, N, A. So A appears 3 times, N appears 2 times, B once.

Number of arrangements = 6! / (3! * 2! * 1!) = 720 / (6 * 2) = 720 / 12.

@S@That gives 720 / 12 = 6@N@0.

Let me double check the letter counts: B-A-N-A-N-A. A at positions 2, 4, 6: three A's. N at 3, 5: two N's. Yes.""",
         summ=r"""We count arrangements of a multiset.

1. **Letter counts:** A three times, N twice, B once.
2. **Arrangements:** @L@
\[
\frac{6!}{3!\,2!\,1!} = \frac{720}{12} = @D@60
\]

""",
         concl="So there are ${}$ distinct arrangements.", chk=r"$720 / 12 = 6@N@0$",
         ask="Both the repeated A's and the repeated N's have to be divided out.",
         slip="only the A's repeat, so 6! / 3! = 720 / 6 = 120.",
         why="The two N's repeat as well, so I also divide by 2!.", approx="60", target="the number of arrangements",
         nq=(r"Compute $\frac{5!}{2!}$.", r"$\frac{120}{2} = 60$.")),
    dict(key="mod", gold="1", v="1", w="4",
         q=r"What is the remainder when $7^{100}$ is divided by 5?",
         think=r"""7 mod 5 = 2. So 7^100 mod 5 = 2^100 mod 5.

Powers of 2 mod 5: 2, 4, 3, 1, then repeats with period 4.

100 mod 4 = 0, so 2^100 corresponds to the 4th in the cycle, @S@which means 2^100 mod 5 equals @N@1.

Alternatively, Fermat: 2^4 = 16 = 1 mod 5, so 2^100 = (2^4)^25 = 1.""",
         summ=r"""We reduce the base mod 5 and use the cycle of powers of 2.

1. **Reduce:** $7 \equiv 2 \pmod 5$, so $7^{100} \equiv 2^{100}$.
2. **Cycle:** @L@$2^4 = 16 \equiv 1 \pmod 5$, so
\[
2^{100} = (2^4)^{25} \equiv @D@1 \pmod 5
\]

""",
         concl="So the remainder is ${}$.", chk=r"$16^{25} \equiv 1^{25} = @N@1$",
         ask="It asks for the remainder of 7^100, and 100 is a multiple of 4.",
         slip="the cycle 2, 4, 3, 1 and 100 = 4 * 25 + 0, so I take the second term... that's 4.",
         why="A remainder 0 of the exponent mod 4 means the last term of the cycle, 1.", approx="1", target="the remainder",
         nq=(r"What is the remainder when $101$ is divided by $4$?", r"$101 = 4 \cdot 25 + 1$, so the remainder is $1$.")),
    dict(key="vertex", gold="(3,4)", v="(3, 4)", w="(-3, 4)",
         q=r"What is the vertex of the parabola $y = x^2 - 6x + 13$?",
         think=r"""Complete the square: x^2 - 6x + 13 = (x^2 - 6x + 9) + 4 = (x - 3)^2 + 4.

@S@So the vertex is at x = 3, y = @N@4.

Check with the formula: x = -b/(2a) = 6/2 = 3. y = 9 - 18 + 13 = 4. So the vertex is the point (3, 4).

The parabola opens up since a = 1 > 0, so this is the minimum.""",
         summ=r"""We complete the square.

1. **Complete the square:** @L@
\[
x^2 - 6x + 13 = (x - 3)^2 + 4
\]
2. **Vertex:** the minimum is at $x = 3$, where $y = 4$, so the vertex is
\[
@D@(3, 4)
\]

""",
         concl="So the vertex of the parabola is ${}$.", chk=r"$y(3) = 9 - 18 + 13 = @N@4$",
         ask="It asks for the vertex, and (x - 3)^2 is smallest at x = 3, not -3.",
         slip="(x - 3)^2 + 4 means the vertex has x = -3, so the vertex is (-3, 4).",
         why="(x - 3)^2 is zero at x = 3.", approx="(3, 4)", target="the vertex",
         nq=(r"Find the midpoint of $(1, 2)$ and $(5, 6)$.", r"$\left(\frac{1+5}{2}, \frac{2+6}{2}\right) = (3, 4)$.")),
    dict(key="absineq", gold="(-1,6)", v="(-1, 6)", w="[-1, 6]",
         q=r"Solve the inequality $|2x - 5| < 7$. Express your answer in interval notation.",
         think=r"""|2x - 5| < 7 means -7 < 2x - 5 < 7.

Add 5: -2 < 2x < 12.

Divide by 2: @S@-1 < x < @N@6.

Strict inequalities, so the endpoints are excluded and the interval is (-1, 6).

Check x = 0: |0 - 5| = 5 < 7, yes. x = 6: |12 - 5| = 7, not less than 7, so 6 is excluded. x = -1: |-2 - 5| = 7, excluded too.""",
         summ=r"""We write the absolute value inequality as a double inequality.

1. **Double inequality:** @L@
\[
-7 < 2x - 5 < 7
\]
2. **Solve:** adding 5 and dividing by 2 gives $-1 < x < 6$, which is
\[
@D@(-1, 6)
\]

""",
         concl="So the solution set is ${}$.", chk=r"$|2 \cdot 6 - 5| = @N@7$",
         ask="The inequality is strict, so the endpoints -1 and 6 are not included.",
         slip="the endpoints satisfy |2x - 5| = 7, so I include them: [-1, 6].",
         why="The inequality is strict, and |2x - 5| = 7 is not less than 7.", approx="(-1, 6)", target="the solution set",
         nq=(r"Solve $0 < x + 1 < 7$.", r"Subtract 1: $-1 < x < 6$, that is $(-1, 6)$.")),
    dict(key="prime", gold="13", v="13", w="11",
         q="What is the largest prime factor of 1001?",
         think=r"""1001. Is it divisible by 7? 7 * 143 = 1001. Yes.

143: 11 * 13 = 143. Yes.

So 1001 = 7 * 11 * 13. All three are prime.

@S@The largest of the three primes is 1@N@3.

Check: 7 * 11 = 77, 77 * 13 = 1001. Right.""",
         summ=r"""We factor 1001.

1. **Divide by 7:** $1001 = 7 \cdot 143$.
2. **Factor 143:** @L@$143 = 11 \cdot 13$, so
\[
1001 = 7 \cdot 11 \cdot 13
\]
3. **Largest prime factor:**
\[
@D@13
\]

""",
         concl="So the largest prime factor of 1001 is ${}$.", chk=r"$7 \cdot 11 \cdot 13 = 1001$, the largest being 1@N@3",
         ask="It asks for the largest prime factor of 7 * 11 * 13.",
         slip="1001 = 7 * 143 and 143 = 11 * 13, and the middle one is 11... so the largest is 11.",
         why="13 is larger than 11.", approx="13", target="the largest prime factor",
         nq=(r"What is the 6th prime number?", r"The primes are 2, 3, 5, 7, 11, 13, so the 6th is 13.")),
    dict(key="heron", gold="84", v="84", w="42",
         q="What is the area of a triangle with side lengths 13, 14 and 15?",
         think=r"""Heron's formula. s = (13 + 14 + 15) / 2 = 42 / 2 = 21.

Area = sqrt(s(s - a)(s - b)(s - c)) = sqrt(21 * 8 * 7 * 6).

21 * 8 = 168, 7 * 6 = 42, 168 * 42 = 7056.

@S@sqrt(7056): 84^2 = 7056, so the area is 8@N@4.

Another way: drop the altitude to the side 14. It splits it into 5 and 9, with height 12 (5-12-13 and 9-12-15). Area = 14 * 12 / 2 = 84.""",
         summ=r"""We use Heron's formula.

1. **Semi-perimeter:** $s = \frac{13 + 14 + 15}{2} = 21$.
2. **Area:** @L@
\[
\sqrt{21 \cdot 8 \cdot 7 \cdot 6} = \sqrt{7056} = @D@84
\]

""",
         concl="So the area of the triangle is ${}$.", chk=r"$\frac{14 \cdot 12}{2} = 8@N@4$",
         ask="It asks for the area, and half the base times the height is 14 * 12 / 2.",
         slip="the height to the side 14 is 12, and the area is half of base times height, halved again for the two parts: 84 / 2 = 42.",
         why="Half of 14 * 12 is already the whole area; there is nothing to halve again.", approx="84", target="the area",
         nq=(r"What is $12 \cdot 7$?", r"$12 \cdot 7 = 84$.")),
]
# fmt: on

# Invented next turns after a right box (their answers differ from every gold of this round).
POOL = [
    (
        "A rectangle is 9 cm long and 5 cm wide. What is its perimeter?",
        "The perimeter is 2 * (9 + 5) = 2 * 14 = 28 cm.",
        "28",
    ),
    ("What is 15% of 80?", "15% of 80 is 0.15 * 80 = 12.", "12"),
    (
        "Sam has 8 marbles and Tom has three times as many. How many marbles do they have together?",
        "Tom has 3 * 8 = 24, so together they have 8 + 24 = 32.",
        "32",
    ),
    (r"What is the value of $2^5 - 3^2$?", r"$2^5 = 32$ and $3^2 = 9$, so $32 - 9 = 23$.", "23"),
    (
        r"Find the slope of the line through $(1, 2)$ and $(3, 8)$.",
        r"The slope is $\frac{8 - 2}{3 - 1} = \frac{6}{2} = 3$.",
        "3",
    ),
    (
        "How many positive divisors does 28 have?",
        "The divisors are 1, 2, 4, 7, 14, 28, so there are 6.",
        "6",
    ),
]

MARKS = ("@S@", "@N@", "@L@", "@D@")


def clean(text):
    """`text` without the cut markers."""
    for mark in MARKS:
        text = text.replace(mark, "")
    return text


def upto(text, mark):
    """`text` up to the marker `mark` (the other markers removed)."""
    return clean(text.split(mark)[0])


def R1(v):  # noqa: N802
    """R1-distill's closing block."""
    return r1final(v)


def think(p, extra=""):
    """The whole thinking block, `extra` added before </think>."""
    return "<think>\n" + clean(p["think"]) + extra + "\n</think>\n\n"


def summ(p):
    return clean(p["summ"])


def concl(p, v):
    return p["concl"].format(v)


def base(p):
    """Thinking, summary, concluding sentence (no box)."""
    return think(p) + summ(p) + concl(p, p["v"]) + "\n\n"


def first_para(p):
    """The opening and the first working paragraph of the thinking."""
    return "\n\n".join(clean(p["think"]).split("\n\n")[:3])


OPENINGS = [
    'Okay, let me try to figure out this problem. The question says: "{q}"\n\nHmm, so I need to find {t}. '
    "Let me write down what I know and go step by step, and then double-check at the end, because it's easy to make a "
    "small slip with these numbers. I'll be careful about what exactly is asked, since an intermediate number can "
    "look like the answer. I've seen similar problems before, and the usual approach is to break it into smaller "
    "parts and compute each part separately. I also want to keep the exact wording of the question in mind the whole time, so that I "
    "don't end up answering a different question.",
    "Alright, so the problem is: {q}\n\nI need {t}. First I'll figure out what information is given and what the "
    "question is really asking, then do the computation carefully. Problems like this usually have two or three steps, "
    "so let me not rush, and let me check the final number against the question when I'm done. Breaking it into parts and writing each intermediate value down is the safest way to avoid "
    "a careless mistake. I also want to keep the exact wording of the question in mind the whole time, so that I "
    "don't end up answering a different question.",
    "Okay, let's see. {q}\n\nSo the goal is {t}. Let me think about how to approach this. I'll set up the "
    "computation piece by piece, keep track of each intermediate result, and make sure the units and the quantity "
    "asked for match at the end. If something looks off, I'll go back and recheck the step before it instead of "
    "guessing. Let me start. I also want to keep the exact wording of the question in mind the whole time, so that I "
    "don't end up answering a different question.",
]


def opened(p, k):
    """`p` with an R1 opening (the question restated, a plan) before its thinking."""
    q = dict(p)
    q["think"] = OPENINGS[k % len(OPENINGS)].format(q=p["q"], t=p["target"]) + "\n\n" + p["think"]
    return q


def loop_para(p):
    return (
        "Wait, let me re-read the problem to make sure I have the numbers right. "
        + p["q"]
        + " So I need to find "
        + p["target"]
        + "."
    )


def boxcut(v):
    return v[:-1] if len(v) > 1 else ""


# Shapes: name -> (kind, form, maker(p, i), note). A maker returns the completion.
def b_cut_after_box(p, i):
    return base(p) + R1(p["v"]) + "\n\nLet me verify this once more: " + upto(p["chk"], "@N@")


def b_box_loop(p, i):
    return base(p) + R1(p["v"]) + ("\n\n" + R1(p["v"])) * 6 + "\n\n**Final Answer**\n\\[\n\\boxed{"


def b_para_loop(p, i):
    para = concl(p, p["v"]) + " " + p["ask"]
    words = para.split(" ")
    return base(p) + R1(p["v"]) + ("\n\n" + para) * 7 + "\n\n" + " ".join(words[:4])


def b_recap(p, i):
    return base(p) + R1(p["v"]) + "\n\n**Recap:** " + clean(p["chk"]) + ". " + concl(p, p["v"])


def b_wait_ok(p, i):
    return (
        base(p)
        + R1(p["v"])
        + "\n\nWait, let me make sure I answered the question that was asked. "
        + p["ask"]
        + " "
        + clean(p["chk"])
        + ". Yes, "
        + p["v"]
        + " is right.\n\n"
        + R1(p["v"])
    )


def b_dcheck(p, i):
    extra = "\n\nLet me double-check: " + clean(p["chk"]) + ". Yes, that confirms it. " + p["ask"]
    return think(p, extra) + summ(p) + concl(p, p["v"]) + "\n\n" + R1(p["v"])


def b_restart_ok(p, i):
    return (
        "<think>\n"
        + first_para(p)
        + "\n\nHmm, I think "
        + p["slip"]
        + " So the answer is \\boxed{"
        + p["w"]
        + "}.\n\n"
        + "Wait, that's not right. "
        + p["why"]
        + " Let me start over.\n\n"
        + clean(p["think"])
        + "\n</think>\n\n"
        + summ(p)
        + concl(p, p["v"])
        + "\n\n"
        + R1(p["v"])
    )


def b_human_after(p, i):
    q, work, val = POOL[i % len(POOL)]
    return (
        base(p)
        + R1(p["v"])
        + "\n\nHuman: "
        + q
        + "\n\nAssistant: <think>\n"
        + work
        + "\n</think>\n\n"
        + work
        + "\n\n"
        + R1(val)
    )


def b_problem_after(p, i):
    q, work, val = POOL[(i + 3) % len(POOL)]
    return (
        base(p)
        + R1(p["v"])
        + "\n\nProblem: "
        + q
        + "\n\nSolution: "
        + work
        + " The answer is $\\boxed{"
        + val
        + "}$."
    )


def b_header_box(p, i):
    return think(p) + summ(p) + "**Final Answer**\nThe final answer is \\boxed{" + p["v"] + "}."


def b_disp_cut_after(p, i):
    return (
        base(p)
        + R1(p["v"])
        + "\n\nTo double-check the arithmetic:\n\\[\n"
        + upto(p["chk"], "@N@").replace("$", "").replace(" and ", ", \\quad ")
    )


def b_think_loop(p, i):
    extra = (
        "\n\n" + loop_para(p)
    ) * 3 + "\n\nOkay, the numbers are right, and the working above uses them."
    return think(p, extra) + summ(p) + concl(p, p["v"]) + "\n\n" + R1(p["v"])


def b_think_stated(p, i):
    return "<think>\n" + clean(p["think"]) + "\n\nSo the answer is " + p["v"] + "."


def b_think_box_verify(p, i):
    return (
        "<think>\n"
        + clean(p["think"])
        + "\n\nSo the answer is \\boxed{"
        + p["v"]
        + "}.\n\nLet me verify: "
        + upto(p["chk"], "@N@")
    )


def b_header_empty(p, i):
    return base(p) + "**Final Answer**\n"


def a_cut_sentence(p, i):
    return "<think>\n" + upto(p["think"], "@S@")


def a_cut_number(p, i):
    return "<think>\n" + upto(p["think"], "@N@")


def a_box_cut(p, i):
    return (
        think(p)
        + clean(p["summ"]).split("\n\n")[0]
        + "\n\n**Final Answer**\n\\[\n\\boxed{"
        + boxcut(p["v"])
    )


def a_wait_change(p, i):
    return (
        base(p)
        + R1(p["v"])
        + "\n\nWait, "
        + p["slip"]
        + " So the answer should be "
        + p["w"]
        + ".\n\n"
        + R1(p["w"])
    )


def a_wait_stop(p, i):
    return (
        base(p)
        + R1(p["v"])
        + "\n\nWait, "
        + p["slip"]
        + " So actually the answer is "
        + p["w"]
        + "."
    )


def a_restart_wrong(p, i):
    return (
        base(p)
        + R1(p["v"])
        + "\n\nHmm, let me reconsider the problem from the start.\n\nThis time: "
        + p["slip"]
        + "\n\n**Final Answer**\n\\[\n\\boxed{"
        + p["w"]
        + "}\n\\]"
    )


def a_loop_alt(p, i):
    unit = (
        "So the answer is "
        + p["v"]
        + ". Wait, "
        + p["slip"]
        + " So it's "
        + p["w"]
        + ". No, wait. "
        + p["why"]
        + "\n\n"
    )
    return (
        "<think>\n"
        + clean(p["think"])
        + "\n\n"
        + unit * 5
        + "So the answer is "
        + p["v"]
        + ". Wait, "
        + p["slip"]
        + " So it's "
        + p["w"]
        + "."
    )


def a_loop_none(p, i):
    para = loop_para(p)
    return "<think>\n" + first_para(p) + ("\n\n" + para) * 7 + "\n\n" + para[: len(para) // 2]


def a_loop_mid(p, i):
    phrase = "no wait, let me re-read the question and check which quantity is asked for, "
    return "<think>\n" + upto(p["think"], "@S@") + phrase * 14 + "no wait, let me re-"


def a_header_none(p, i):
    return think(p) + clean(p["summ"]).split("\n\n")[0] + "\n\n**Final Answer**\n"


def a_hedge_around(p, i):
    return (
        think(p) + summ(p) + "So the answer should be around " + p["approx"] + ", but I'm not sure."
    )


def a_hedge_either(p, i):
    return (
        think(p)
        + summ(p)
        + "Hmm, I keep going back and forth. I think the answer is either "
        + p["v"]
        + " or "
        + p["w"]
        + ", depending on how the question is read."
    )


def a_next_gold(p, i):
    nq, nwork = p["nq"]
    return (
        "<think>\n"
        + first_para(p)
        + "\n\nSo "
        + p["slip"]
        + "\n</think>\n\n"
        + p["slip"][0].upper()
        + p["slip"][1:]
        + "\n\n"
        + R1(p["w"])
        + "\n\nHuman: "
        + nq
        + "\n\nAssistant: <think>\n"
        + nwork
        + "\n</think>\n\n"
        + nwork
        + "\n\n"
        + R1(p["v"])
    )


def a_cut_display(p, i):
    return think(p) + upto(p["summ"], "@D@")


def a_cut_list(p, i):
    return think(p) + upto(p["summ"], "@L@")


def a_stated_wrong(p, i):
    return (
        "<think>\n"
        + "\n\n".join(clean(p["think"]).split("\n\n")[:4])
        + "\n\nHmm, "
        + p["slip"]
        + "\n\nSo the answer is "
        + p["w"]
        + "."
    )


def a_header_wrong(p, i):
    return base(p) + R1(p["w"])


def a_recap_wrong(p, i):
    return (
        base(p)
        + R1(p["v"])
        + "\n\n**Recap:**\n- "
        + p["slip"][0].upper()
        + p["slip"][1:]
        + "\n- So the final answer is "
        + p["w"]
        + "."
    )


def a_loop_wrong(p, i):
    sent = concl(p, p["w"])
    return (
        "<think>\n"
        + first_para(p)
        + "\n\nSo "
        + p["slip"]
        + "\n</think>\n\n"
        + sent
        + ("\n\n" + sent) * 9
        + "\n\n"
        + sent[: len(sent) // 3]
    )


B_SHAPES = [
    (
        "cut_after_box",
        b_cut_after_box,
        "boxed",
        "a verification after the box cut mid-number; the box stands",
    ),
    (
        "box_loop",
        b_box_loop,
        "boxed",
        "the closing block repeated word for word, the last copy cut at '\\boxed{'",
    ),
    (
        "para_loop",
        b_para_loop,
        "boxed",
        "the concluding paragraph repeated word for word after the box, cut mid-copy",
    ),
    ("recap", b_recap, "boxed", "a recap after the box that agrees"),
    (
        "wait_ok",
        b_wait_ok,
        "boxed",
        "a 'Wait,' re-check after the box that confirms and boxes the same value",
    ),
    ("dcheck", b_dcheck, "boxed", "a 'Let me double-check' in the thinking that confirms"),
    (
        "restart_ok",
        b_restart_ok,
        "boxed",
        "an early wrong box inside the thinking, withdrawn; the final box is right",
    ),
    (
        "human_after",
        b_human_after,
        "boxed",
        "an invented 'Human:' turn with another value after the right box",
    ),
    (
        "problem_after",
        b_problem_after,
        "boxed",
        "an invented 'Problem:' with another boxed value after the right box",
    ),
    (
        "header_box",
        b_header_box,
        "boxed",
        "'**Final Answer**' then 'The final answer is \\boxed{}'",
    ),
    (
        "disp_cut_after",
        b_disp_cut_after,
        "boxed",
        "a check display opened after the box and cut mid-number",
    ),
    (
        "think_loop",
        b_think_loop,
        "boxed",
        "a thinking paragraph repeated three times, then a normal close",
    ),
]
B_DEBATABLE = {
    "think_stated": (
        b_think_stated,
        "answer_is",
        "debatable: a trace cut inside <think> right after 'So the answer is N.' (see DECISIONS)",
    ),
    "think_box_verify": (
        b_think_box_verify,
        "boxed",
        "debatable: a box inside an unclosed trace, then a verification cut mid-number (see DECISIONS)",
    ),
    "header_empty": (
        b_header_empty,
        "prose_sentence",
        "debatable: a concluding sentence after </think>, then an empty '**Final Answer**' header (see DECISIONS)",
    ),
}
A_SHAPES = [
    (
        "cut_sentence",
        a_cut_sentence,
        "truncated",
        "trace cut mid-sentence before any answer: no_answer",
    ),
    (
        "cut_number",
        a_cut_number,
        "truncated",
        "trace cut inside the final computation's number: no_answer",
    ),
    (
        "box_cut",
        a_box_cut,
        "truncated",
        "the closing block cut inside the box before the value is complete: no_answer (the thinking does not count once </think> is written)",
    ),
    (
        "wait_change",
        a_wait_change,
        "boxed",
        "a 'Wait,' re-check after the right box reaches the slip value and boxes it: the last box is wrong",
    ),
    (
        "wait_stop",
        a_wait_stop,
        "answer_is",
        "a 'Wait,' re-check after the right box states the slip value and stops: two final answers, the last wrong",
    ),
    (
        "restart_wrong",
        a_restart_wrong,
        "boxed",
        "a restart after the right box whose last box differs",
    ),
    (
        "loop_alt",
        a_loop_alt,
        "answer_is",
        "a loop alternating the gold and the slip value until the limit: two answers, the last stated the slip",
    ),
    (
        "loop_none",
        a_loop_none,
        "none",
        "a paragraph repeated word for word until the limit, no value stated: no_answer",
    ),
    (
        "loop_mid",
        a_loop_mid,
        "none",
        "a phrase looping from the middle of a sentence until the limit: no_answer",
    ),
    (
        "header_none",
        a_header_none,
        "none",
        "after </think> a valueless opening line, then an empty '**Final Answer**' header: no_answer",
    ),
    (
        "hedge_around",
        a_hedge_around,
        "prose_sentence",
        "hedged closing 'should be around N, but I'm not sure'",
    ),
    ("hedge_either", a_hedge_either, "prose_sentence", "hedge between the gold and the slip value"),
    (
        "next_gold",
        a_next_gold,
        "boxed",
        "the slip value boxed; the gold only inside an invented 'Human:' turn",
    ),
    (
        "cut_display",
        a_cut_display,
        "truncated",
        "the summary after </think> cut inside its last display before the value: no_answer",
    ),
    (
        "cut_list",
        a_cut_list,
        "truncated",
        "the summary after </think> cut inside its numbered list: no_answer",
    ),
    (
        "stated_wrong",
        a_stated_wrong,
        "answer_is",
        "trace cut right after 'So the answer is M.' with the slip value: wrong",
    ),
    (
        "header_wrong",
        a_header_wrong,
        "boxed",
        "the concluding sentence right, the final box the slip value: the last box counts",
    ),
    (
        "recap_wrong",
        a_recap_wrong,
        "answer_is",
        "a recap after the box that ends on the slip value",
    ),
    (
        "loop_wrong",
        a_loop_wrong,
        "prose_sentence",
        "a wrong concluding sentence repeated until the limit",
    ),
]
# Which problems take a debatable kind B shape (in place of their fifth kind B shape).
DEB_AT = {
    ("g", "pages"): "think_stated",
    ("g", "bike"): "think_box_verify",
    ("g", "legs"): "header_empty",
    ("g", "train"): "think_stated",
    ("m", "divsum"): "think_stated",
    ("m", "comp"): "think_box_verify",
    ("m", "banana"): "header_empty",
    ("m", "prime"): "think_stated",
    ("m", "heron"): "think_box_verify",
    ("g", "pool"): "think_box_verify",
}


def build(problems, maker, prefix):
    """Five kind B and five kind A shapes a problem, rotating through the shape lists; id
    `[ok_]<prefix>_<problem>_<shape>`."""
    cases = []
    for n, raw in enumerate(problems):
        k = n + (0 if prefix == "g" else len(problems))
        p = opened(raw, k)
        chosen = [("B",) + B_SHAPES[(5 * k + j) % len(B_SHAPES)] + (False,) for j in range(5)]
        deb = DEB_AT.get((prefix, p["key"]))
        if deb:
            fn, form, note = B_DEBATABLE[deb]
            chosen[4] = ("B", deb, fn, form, note, True)
        chosen += [("A",) + A_SHAPES[(5 * k + j) % len(A_SHAPES)] + (False,) for j in range(5)]
        for i, (kind, shape, fn, form, note, debatable) in enumerate(chosen):
            text = fn(p, k + i)
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            full_note = note + f" (gold {p['gold']}; slip {p['w']}: {p['why']})"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{p['key']}_{shape}"
            cases.append(maker(case_id, kind, p["gold"], truth, form, text, full_note, debatable))
    return cases


CASES = build(GPROBS, g, "g") + build(MPROBS, m, "m")

DECISIONS = {}
for (_pre, _key), _shape in DEB_AT.items():
    _id = f"ok_{_pre}_{_key}_{_shape}"
    if _shape == "think_stated":
        DECISIONS[_id] = (
            "accept",
            "the trace is cut with no </think>, but its last complete sentence states the answer as "
            "an answer ('So the answer is N.') and nothing after it withdraws it; the README counts a "
            "cut completion's last complete concluding sentence (smollm2 plain-greedy notes), so the "
            "stated value is the final answer, and it is the gold",
        )
    elif _shape == "think_box_verify":
        DECISIONS[_id] = (
            "accept",
            "the unclosed trace boxes the gold as its answer; the verification after it is cut "
            "mid-number before reaching any value, so nothing contradicts the box, which is the last "
            "complete answer statement (as a check cut after a committed answer, round 171)",
        )
    else:
        DECISIONS[_id] = (
            "accept",
            "after </think> the concluding sentence states the gold; the '**Final Answer**' header "
            "that follows is cut before its box, adding no value, so the concluding sentence is the "
            "last final answer",
        )

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam178", CASES, [], DECISIONS)
