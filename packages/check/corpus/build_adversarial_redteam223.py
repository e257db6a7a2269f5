r"""Build adversarial_redteam223.jsonl: round 223 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam223"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python for plain
arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: English, 200 probes, 110 GSM8K and 90 MATH, 110 kind A and 90 kind B:
completions of REASONING models (DeepSeek-R1-Distill-Qwen, QwQ-32B, Qwen3 in thinking mode) as
evaluation harnesses store them: the thinking WITHOUT its `<think>` opening tag (the prompt wrote
it), "Okay, so ...", a re-reading of the problem, a plan, the working, "Wait, ...", a tentative
"So ... should be X.", "Let me double-check ...", "Alternatively, ..." and a concluding sentence;
then, by shape, a `**Final Answer**` box (three layouts: `\boxed{}` on its own line, R1's `\[ \boxed{} \]`,
`$\boxed{}$`), sometimes `</think>` and a summary (three openings), sometimes a cut by the token limit.
1,000-2,850 characters (the early token-limit cuts are the short ones).

Problems, golds and hand-checked arithmetic. W is the value a "Wait, ..." takes the answer back to
(and the second of two disagreeing boxes), W2 the value an "Alternatively" paragraph reaches:
GSM8K: tulips, 6 rows of 15, rabbits eat 1/5, left -> 72 (90; 18 eaten, W 18; one row eaten W2 87;
rejected early 85); wages, $18/h, 6 h/day, 5 days/week, 4 weeks -> 2160 (108; 540 a week, W 540;
28 days x 108, W2 3024; early 432); ages, Lila 3 x Ben's 7, Lila when Ben is 15 -> 29 (21; 8 years;
3 x 15, W 45; 15 years from now, W2 36); paint, 4 walls 12 x 9 ft, 350 sq ft a gallon, $28, whole
gallons -> 56 (432 sq ft; 2 gallons; 432/350 x 28, W 34.56; two coats 864 -> 3 gallons, W2 84);
tickets, 240, 3/8 adult at $12, rest student at $7 -> 2130 (90 and 150; 1080 and 1050; adults only
W 1080; fractions swapped W2 2430; early 2280); trip, 3 h at 60 mph then 2 h at 45, average speed
-> 54 (270 miles, 5 h; mean of speeds W 52.5; distance W2 270); cookies, 5 batches of 36, boxes of 8,
full boxes -> 22 (180; remainder 4; rounded up W 23; quotient W2 22.5; early 20); savings, Ana $120
+ $15/week, Ben $220 - $10/week, weeks until equal -> 4 (both 180, W 180; gap / 5, W2 20; early
6.67); flour, 2 1/4 cups for 18 muffins, cups for 60 -> 7.5 (1/8 a muffin, W 0.125; 3 whole batches
W2 6.75; equal forms 7\frac{1}{2}, \frac{15}{2}); jacket, $80, 25 % off then 10 % off the sale price
-> 54 (60; savings W 26; 35 % at once W2 52); pool, 18,000 L, pipes 150 and 90 L/min together ->
75 (240 L/min; pipe A alone W 120; mean of 120 and 200, W2 160; early 320).
MATH: positive divisors of 360 -> 24 (2^3 3^2 5; proper divisors W 23; 12 pairs W2 12; early 6);
P(product of two dice even) -> \frac{3}{4} (9 odd of 36; "like the sum" W \frac{1}{2}; odd
product W2 \frac{1}{4}; equal forms \dfrac{3}{4}, 0.75); sum of the first 20 terms of 3, 7, 11, ...
-> 820 (a_20 = 79, W 79; a_20 taken as 83, W2 860); radius of x^2 + y^2 - 6x + 8y = 0 -> 5 (center
(3, -4); r^2 W 25; diameter W2 10; equal form r = 5); f(x) = (2x+3)/(x-1), f^{-1}(5) -> \frac{8}{3}
(f(5) W \frac{13}{4}; 1/f(5) W2 \frac{4}{13}; equal form 8/3); committees of 3 from 8, Alice and Bob
not together -> 50 (56 - 6; all 56 W; neither W2 20); log_2 x + log_2(x - 2) = 3 -> 4 (roots 4, -2;
both kept W "4, -2"; arguments added W2 5; equal form x = 4); altitude to the hypotenuse of legs 9,
12 -> \frac{36}{5} (hypotenuse 15; segments \frac{48}{5} = W and \frac{27}{5} = W2; equal form 7.2);
|(3 + 4i)(1 - 2i)| -> 5\sqrt{5} (11 - 2i = W2; squared modulus W 125; equal forms \sqrt{125},
5\sqrt5).

Classes (id `[ok_]<g|m>_<problem>_<shape>`, `ok_` marking kind B); the shapes are dealt in turn over
the problems (GSM8K 6 A + 4 B each, MATH 5 + 5, circle 4 + 6), so each kind A shape appears 10 times
and each kind B shape 15 times:
  kind A, no_answer (form truncated): `cut_s` thinking cut mid-sentence in the working; `cut_f` cut
  inside a formula; `cut_p` cut at a paragraph end with the value only as a result in the working
  (debatable, see DECISIONS); `cut_c` a tentative "should be X" then cut inside the double-check;
  `cut_alt` / `cut_wait` the tentative answer, then cut right after "Alternatively," / "Wait,";
  `cut_n` cut inside the concluding sentence's value (mid-number or mid-formula).
  kind A, wrong (form boxed): `fa_takeback` a **Final Answer** box of the gold inside the thinking,
  then "Wait, ..." takes it back and boxes W (half with `</think>` and "The answer is \boxed{W}");
  `sum_other` the thinking boxes the gold, the summary after `</think>` ends on another boxed value
  (a subtotal, a given, another quantity); `two_boxes` two final boxes that disagree (gold then W
  after the summary, or gold then W2 stacked under **Final Answer**); `alt_keep` an "Alternatively"
  paragraph ends on W2, which the model keeps and boxes.
  kind B, correct (form boxed): `fa_sum` the thinking closes with **Final Answer** and the box, then
  `</think>` and a summary that repeats it; `sum_cut` the same, the summary cut by the token limit
  before it restates the value; `close_box` no `</think>`, the trace ends on the box; `check` the box,
  then "Wait, let me double-check ... Yes, that's correct." (half followed by `</think>` and a
  summary); `rejected` a wrong value tried first and rejected before the right working and the box;
  `alt_back` an "Alternatively" paragraph reaches W2, is rejected, and the gold is boxed. Kind B
  boxes rotate through equal forms of the gold (`\$2160`, `72 \text{ tulips}`, `0.75`, `7.2`,
  `\sqrt{125}`, `r = 5`, ...).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; a tentative "So ... should be X" inside thinking that is then cut (inside the check, after
"Alternatively," or "Wait,") is not a committed final answer: no_answer; a cut before any final
answer is no_answer; a box inside the thinking taken back by a later "Wait, ..." with another value
is replaced by that value; a summary after `</think>` ending on another value makes that value final;
two disagreeing final boxes are two values for one question (wrong); an "Alternatively" value the
model keeps is its answer. A **Final Answer** box in the thinking that nothing after it replaces is
the answer, also when the summary after `</think>` is cut before restating it, and when a later
"Wait, let me double-check" confirms the same value; wrong values tried and rejected before the right
one do not count. Equal values in another form are correct. Debatable (10, with DECISIONS): the
`cut_p` probes (g_tulips, g_ages, g_tickets, g_trip, g_savings, g_jacket, m_divisors, m_arith,
m_committee, m_altitude), labelled no_answer and to be rejected.

Usage: python build_adversarial_redteam223.py (writes adversarial_redteam223.jsonl beside this file,
/tmp/rounds/rt223)
"""

import re  # noqa: E402

from corpus_build import g, m, r1final, write_probes  # noqa: E402

# fmt: off
# The problems, one block each: `@key`, `@gold`, `@w` (the value a "Wait, ..." takes back to),
# `@w2` (the value an "Alternatively" paragraph reaches), `@boxes` (ways the gold is boxed in kind
# B: equal values), `@q` (the question, not part of any completion), then the thinking's parts
# (intro, steps, doubt, tent, check, concl), the summary after </think> and its final line, and
# the pieces the shapes add (sumwrong, wait, alt, keep, reject, early, recheck). Cut markers, where
# the token limit falls in the cut shapes: §s mid-sentence, §f mid-formula, §p a paragraph end, §c
# inside the double-check, §n inside the concluding value, §x inside the summary.
GDATA = r"""
@key tulips
@gold 72
@w 18
@w2 87
@boxes 72|72 \text{ tulips}|72
@q Priya plants 6 rows of tulips with 15 tulips in each row. Rabbits eat 1/5 of the tulips. How many tulips are left?
@intro
Okay, so Priya planted tulips in rows, and some rabbits ate part of them. I need to find how many tulips are left. Let me break it down step by step.
@steps
First, the total number of tulips. There are 6 rows with 15 tulips in each row, so the total is 6 times 15. 6 times 10 is 60 and 6 times 5 is 30, so 60 + 30 = 90. She planted 90 tulips.

Next, the rabbits eat 1/5 of the tulips. I need to figure out what 1/5 of 90 is, which means dividing §s90 by 5. 90 divided by 5 is 18, so the rabbits ate 18 tulips. In symbols, that's \frac{1}{§f5} \times 90 = 18.

Now, to find how many are left, I subtract the eaten tulips from the total: 90 - 18 = 72. Hmm, but let me make sure I'm subtracting the right thing.§p
@doubt
Wait, the problem says the rabbits eat 1/5 of the tulips. Does that mean 1/5 of all the tulips, or 1/5 of each row? Actually it doesn't matter: 1/5 of each row is 15 / 5 = 3 tulips, and 3 tulips in each of the 6 rows is 18 tulips, the same as 1/5 of 90. Good, so either way 18 tulips are eaten, and the question asks for the ones that are left, not the ones that were eaten.
@tent
So the number of tulips left should be 72.
@check
Let me double-check another way. If the rabbits eat 1/5, then 4/5 of the tulips are left. 4/5 of 90 is §c90 divided by 5, which is 18, times 4, which is 72. That matches. Also, 72 + 18 = 90, so the eaten tulips and the remaining tulips add back up to the total she planted.
@concl
So Priya has 7§n2 tulips left.
@summary
Priya planted 6 rows of 15 tulips:

\[
6 \times 15 = 90 \text{ tulips}
\]

The rabbits eat \(\frac{1}{5}\) of them:

\[
\frac{1}{5} \times 90 = 18 \text{ tulips eaten}
\]

The number of tulips §xthat are left is

\[
90 - 18 = 72
\]
@final
Priya has \(\boxed{72}\) tulips left.
@sumwrong
So the rabbits ate \(\boxed{18}\) tulips.
@wait
Wait, let me reread the question. "Rabbits eat 1/5 of the tulips. How many..." Hmm, I think the point of the problem is how many tulips the rabbits got, since that's the part that needs the fraction. The rabbits ate 1/5 of 90, which is 18. So the answer is 18 tulips.
@alt
Alternatively, maybe the rabbits only got into one row. Then they ate 1/5 of 15, which is 3 tulips, and 90 - 3 = 87 tulips are left.
@keep
Rabbits usually nibble at the edge of a garden, so one row being eaten makes sense to me. I'll go with 87.
@reject
But the problem says they eat 1/5 of the tulips, not 1/5 of one row, so that reading doesn't fit the wording. The answer stays 72.
@early
My first instinct is to take 6 × 15 = 90 and subtract 5, giving 85, as if 1/5 meant five tulips. No wait, that's wrong: 1/5 is a fraction of the tulips, not five tulips. I have to take a fifth of the total instead.
@recheck
Wait, let me double-check: 6 × 15 = 90 tulips, a fifth of 90 is 18, and 90 - 18 = 72. Yes, that's correct.
@plan
Hmm, there are two parts here: first the total number of tulips from the rows, and then taking away the part the rabbits ate. The fraction 1/5 refers to the tulips, so I'll need the total before I can use it. I should be careful about what the question asks at the end: "how many tulips are left", so it's the remaining tulips, not the eaten ones. Let me also keep in mind that 1/5 of the total has to be a whole number of tulips for this to make sense, which it will be if the total is a multiple of 5.
@verify
Alternatively, I can think of it row by row: each row of 15 loses a fifth, which is 3 tulips, so each row keeps 12. Then 6 rows × 12 = 72. Same result, and it confirms that the total is a multiple of 5 (90 = 5 × 18), so no fractional tulips appear anywhere.

@key wages
@gold 2160
@w 540
@w2 3024
@boxes 2160|\$2160|2,160
@q Marco earns $18 per hour. He works 6 hours a day, 5 days a week. How much does he earn in 4 weeks?
@intro
Okay, let's see. Marco earns $18 per hour, works 6 hours a day, and works 5 days a week. The question is how much he earns in 4 weeks. So I need to go from hourly pay to daily pay, then weekly pay, then 4 weeks.
@steps
Starting with the daily pay: 18 dollars per hour times 6 hours. 18 times 6 is 108. So he earns $108 per day.

Then the weekly pay. He works 5 days a week, so 108 times 5. 100 times 5 is 500 and 8 times 5 is 40, so §s500 + 40 = 540. He earns $540 per week.

For 4 weeks, it's 540 times 4. 500 times 4 is 2000, and 40 times 4 is 160, so 2000 + 160 = 2160. Putting it all in one expression: 18 \times 6 \times 5 \times §f4 = 2160. Hmm, let me make sure I haven't skipped a step here.§p
@doubt
Wait, does "4 weeks" mean 28 days of work? No, he only works 5 days each week, so in 4 weeks he works 5 × 4 = 20 days, not 28. And 20 days × 6 hours = 120 hours. 120 hours × $18 = $2160. Same thing, good.
@tent
So the total for 4 weeks should be $2160.
@check
Let me double-check the multiplication in a different order. 18 × 120: 18 × 100 = 1800, 18 × 20 = 360, so 1800 + 360 = §c2160. And the other way, 540 × 4: 540 + 540 = 1080, and 1080 + 1080 = 2160. Both give the same amount, so I'm fairly confident.
@concl
Therefore, Marco earns $21§n60 in 4 weeks.
@summary
To find Marco's earnings over 4 weeks:

1. **Daily earnings:** \(18 \times 6 = 108\) dollars.
2. **Weekly earnings:** \(108 \times 5 = 540\) dollars.
3. **Earnings in 4 weeks:** \(540 \times §x4 = 2160\) dollars.
@final
Marco earns \(\boxed{2160}\) dollars in 4 weeks.
@sumwrong
**Answer:** Marco earns \(\boxed{540}\) dollars per week.
@wait
Wait, the question says "5 days a week" and asks about his earnings, so maybe they want a weekly figure and the 4 weeks is just the period he's been working there. In that case the answer would be the weekly pay, 108 × 5 = 540. Yeah, I think the weekly amount is what's being asked. So $540.
@alt
Alternatively, 4 weeks is 28 days, and if he gets paid for every day in those weeks, that's 28 × 108 = 3024 dollars.
@keep
Pay periods usually count calendar days, so I think $3024 is the intended total.
@reject
But he only works 5 days a week, so he isn't paid for the other 2 days of each week. The 28-day reading is wrong, and the total is $2160.
@early
Hmm, my first thought is 18 × 6 × 4 = 432, but that's only 4 working days, not 4 weeks. That's not right; I forgot the 5 days a week. Let me redo it properly.
@recheck
Wait, let me double-check: $108 a day, $540 a week, and 4 × 540 = 2160. Yes, that's correct.
@plan
So the structure is hourly rate → hours per day → days per week → number of weeks. Everything is multiplication, so the order doesn't matter, but I'll go step by step to avoid mistakes. One thing to watch: "4 weeks" doesn't mean every day of those weeks, since he only works 5 days a week. Also there's no mention of overtime or taxes, so I'll assume a flat hourly rate with nothing deducted.
@verify
Alternatively, count the hours first: 6 hours a day × 5 days = 30 hours a week, and 30 × 4 = 120 hours in 4 weeks. At $18 an hour that's 18 × 120 = 2160. Same number again, so the three ways of grouping the multiplication all agree.

@key ages
@gold 29
@w 45
@w2 36
@boxes 29|29 \text{ years old}|29
@q Lila is 3 times as old as her brother Ben. Ben is 7 years old. How old will Lila be when Ben is 15?
@intro
Okay, so the problem says Lila is 3 times as old as her brother Ben, and Ben is 7 right now. I need to find how old Lila will be when Ben turns 15. Let me think about this carefully, because ages problems can be tricky with the "times as old" part.
@steps
First, Lila's current age. She's 3 times Ben's age, and Ben is 7, so Lila is 3 × 7 = 21 years old right now.

Next, how many years until Ben is 15? He's 7 now, so it takes 15 - 7 = 8 years. In 8 years, both of them will be 8 years older, §sbecause everyone ages at the same rate.

So Lila's age then is her current age plus 8: 21 + 8 = 29. Another way to write it: L = 3 \cdot 7 + (15 - §f7) = 29. Hmm, let me pause and think about whether the ratio still holds.§p
@doubt
Wait, the "3 times as old" is only true right now. The age difference is what stays the same: Lila is 21 - 7 = 14 years older than Ben, always. So when Ben is 15, Lila is 15 + 14 = 29. That agrees with 21 + 8 = 29. The ratio changes over time: 29 / 15 is less than 2, which makes sense since ratios between ages shrink as people get older.
@tent
So Lila should be 29 when Ben is 15.
@check
Let me double-check with a timeline. Now: Ben 7, Lila 21. After 4 years: Ben 11, Lila 25. After 8 years: Ben §c15, Lila 29. The difference is 14 at every point, which is consistent.
@concl
So Lila will be 2§n9 years old when Ben is 15.
@summary
**Step 1: Lila's current age.**
Lila is 3 times as old as Ben, who is 7:
\[
3 \times 7 = 21
\]

**Step 2: Years until Ben is 15.**
\[
15 - 7 = 8 \text{ years}
\]

**Step 3: Lila's age §xat that time.**
\[
21 + 8 = 29
\]
@final
Lila will be \(\boxed{29}\) years old when Ben is 15.
@sumwrong
So Lila is \(\boxed{21}\) years old now.
@wait
Wait, actually, the problem says Lila is 3 times as old as Ben. If that relationship is part of the problem, then when Ben is 15, Lila should be 3 times 15, which is 45. I think the problem intends the ratio to hold. So Lila will be 45.
@alt
Alternatively, maybe "when Ben is 15" means 15 years from now. Then Lila would be 21 + 15 = 36.
@keep
Hmm, I think that's the more natural reading of the question, so Lila would be 36.
@reject
But no, "when Ben is 15" means when his age is 15, not 15 years from now. So it's 8 years from now, and Lila is 29.
@early
My first thought is 3 × 15 = 45, since she's 3 times as old. Wait, no, that can't be right: that would mean Lila ages 24 years while Ben ages only 8. The ratio isn't preserved over time, so I need to work with the age difference instead.
@recheck
Wait, let me double-check: Lila is 21 now, 8 years pass, and 21 + 8 = 29. Yes, that's correct.
@plan
The key fact about age problems is that both people get older by the same number of years. So the ratio "3 times as old" describes only the present; it won't stay 3 in the future. What stays fixed is the difference between their ages. So my plan: find Lila's current age, find how many years pass until Ben is 15, and add that many years to Lila's age. Then I'll sanity-check with the age difference.
@verify
Alternatively, I can set it up with a variable: let t be the number of years from now. Ben's age is 7 + t = 15, so t = 8. Lila's age is 21 + t = 21 + 8 = 29. And the difference 29 - 15 = 14 equals the current difference 21 - 7 = 14, as it must.

@key paint
@gold 56
@w 34.56
@w2 84
@boxes 56|\$56|56
@q The four walls of a room are each 12 feet long and 9 feet high. One gallon of paint covers 350 square feet and costs $28. Paint is only sold in whole gallons. How much will it cost to paint the four walls?
@intro
Okay, so I need to find the cost to paint four walls. Each wall is 12 feet by 9 feet. A gallon covers 350 square feet and costs $28, and I can only buy whole gallons. Let me work out the area first, then the number of gallons, then the cost.
@steps
Area of one wall: 12 × 9 = 108 square feet. There are 4 walls, so the total area is 4 × 108 = 432 square feet.

Now the number of gallons. Each gallon covers 350 square feet, so I need 432 / 350 gallons. That's a bit more than 1, since 350 × 1 = 350, which is less than 432, and 350 × 2 = 700, which is more. So §s432 / 350 is about 1.23 gallons.

Since paint is only sold in whole gallons, I have to round up: \lceil 432 / §f350 \rceil = 2 gallons. Then the cost is 2 × 28 = 56 dollars. Hmm, but should I double-check whether rounding up is right here.§p
@doubt
Wait, could I get away with 1 gallon? No: 1 gallon only covers 350 square feet, and there are 432 square feet, so 82 square feet would be left unpainted. So I definitely need 2 gallons, even though the second one won't be used up. The leftover paint doesn't matter for the cost, since I still have to pay for the whole gallon.
@tent
So the cost should be $56.
@check
Let me double-check the numbers. One wall: 12 × 9 = 108. Four walls: 108 × 4 = 432. Gallons: 432 > 350 but 432 < 700, so §c2 gallons. Cost: 2 × $28 = $56. Everything checks out.
@concl
So it costs $5§n6 to paint the four walls.
@summary
1. **Area of the walls:** each wall is \(12 \times 9 = 108\) square feet, so four walls are \(4 \times 108 = 432\) square feet.
2. **Gallons needed:** \(432 \div 350 \approx 1.23\), and since paint is sold in whole gallons, 2 gallons are needed.
3. **Cost:** \(2 \times 28 = §x56\) dollars.
@final
The cost is \(\boxed{56}\) dollars.
@sumwrong
The cost is \(\boxed{28}\) dollars per gallon.
@wait
Wait, maybe I'm overcomplicating it. The question asks how much it costs to paint the walls, so I should count only the paint that is actually used: 432 / 350 of a gallon at $28 a gallon. 432 × 28 = 12096, and 12096 / 350 = 34.56. So the cost of painting the walls is $34.56.
@alt
Alternatively, walls usually need two coats of paint. Then the area is 2 × 432 = 864 square feet, which needs 864 / 350 ≈ 2.47, so 3 gallons, and 3 × 28 = 84 dollars.
@keep
Since a single coat rarely covers properly, I think the two-coat answer of $84 is more realistic.
@reject
But the problem doesn't say anything about two coats, so I shouldn't add that. One coat: 2 gallons, $56.
@early
First guess: 432 / 350 ≈ 1.23 gallons, and (432 / 350) × 28 = 12096 / 350 = 34.56 dollars. Hmm, wait, that can't be right: the problem says paint is only sold in whole gallons, so I can't pay for 1.23 gallons. I need to round the gallons up before multiplying.
@recheck
Wait, let me double-check: 432 square feet needs more than one 350-square-foot gallon, so 2 gallons, and 2 × 28 = 56. Yes, that's correct.
@plan
There are a few steps here: the area of one wall, the total area of four walls, the number of gallons (which must be a whole number), and the cost. The problem mentions only walls, so I won't include the ceiling or the floor, and it doesn't mention doors or windows, so I won't subtract anything. The phrase "only sold in whole gallons" tells me I'll need to round up the number of gallons, not down, since rounding down would leave part of the wall unpainted.
@verify
Alternatively, compare costs directly: 1 gallon costs $28 and covers 350 square feet, which is not enough for 432 square feet. 2 gallons cost 2 × 28 = 56 and cover 700 square feet, which is enough. There's no option in between because of the whole-gallon rule. So the cheapest way to paint the walls costs 56 dollars.

@key tickets
@gold 2130
@w 1080
@w2 2430
@boxes 2130|\$2,130|2130
@q A school sold 240 tickets to its play. 3/8 of the tickets were adult tickets at $12 each, and the rest were student tickets at $7 each. How much money did the school collect?
@intro
Okay, so the school sold 240 tickets in total. Three-eighths were adult tickets at $12 each, and the rest were student tickets at $7 each. I need the total money collected. So first I find how many of each kind, then multiply by the prices and add.
@steps
Number of adult tickets: 3/8 of 240. 240 divided by 8 is 30, and 30 times 3 is 90. So 90 adult tickets.

The rest are student tickets: 240 - 90 = 150 student tickets. Let me check: 5/8 of 240 is 30 × 5 = 150, yes.

Now the money. Adults: 90 × 12. 90 × 10 = 900 and 90 × 2 = 180, so §s900 + 180 = 1080 dollars. Students: 150 × 7 = 1050 dollars. Total: 1080 + 1050 = 2130. In one line: 90 \times 12 + 150 \times §f7 = 2130. Hmm, okay, let me make sure I've used the right counts for each price.§p
@doubt
Wait, did I assign the prices correctly? Adult tickets are $12 and there are 90 of them; student tickets are $7 and there are 150 of them. Yes. If I had swapped the counts, I'd get 150 × 12 + 90 × 7 = 1800 + 630 = 2430, which is a different number, so it matters, but the problem clearly says 3/8 are adult tickets.
@tent
So the school collected $2130.
@check
Let me double-check the products. 90 × 12 = 1080 (since 12 × 9 = 108). 150 × 7 = 1050 (since 15 × 7 = 105). 1080 + 1050 = §c2130. Yes.
@concl
Therefore, the school collected $2,1§n30 from ticket sales.
@summary
- Adult tickets: \(\frac{3}{8} \times 240 = 90\), bringing in \(90 \times 12 = 1080\) dollars.
- Student tickets: \(240 - 90 = 150\), bringing in \(150 \times 7 = 1050\) dollars.
- Total collected: \(1080 + §x1050 = 2130\) dollars.
@final
The school collected \(\boxed{2130}\) dollars.
@sumwrong
The adult tickets brought in \(\boxed{1080}\) dollars.
@wait
Wait, the question asks how much money the school collected, and the adult tickets are the ones with a set price in the first part of the problem. Maybe the student tickets were free for the school, collected by the student council? Hmm, then the school collected only the adult money: 90 × 12 = 1080. So the answer is $1080.
@alt
Alternatively, maybe I have the fraction backwards and 3/8 are student tickets. Then there are 90 student tickets and 150 adult tickets: 150 × 12 + 90 × 7 = 1800 + 630 = 2430.
@keep
Reading it again, I think the 3/8 goes with the students, so the total is $2430.
@reject
No, the problem explicitly says 3/8 of the tickets were adult tickets, so that swap is wrong. The total stays $2130.
@early
Quick first attempt: (12 + 7) × 240 / 2 = 19 × 120 = 2280. Hmm, no, that assumes half of the tickets are adult tickets, but only 3/8 are. That's not right, so let me count each kind properly.
@recheck
Wait, let me double-check: 90 adult tickets give 1080, 150 student tickets give 1050, and 1080 + 1050 = 2130. Yes, that's correct.
@plan
The total number of tickets is 240, and the split between adult and student tickets is given as a fraction. So I need to turn 3/8 into a count, get the other count by subtraction, and then compute the money from each type of ticket. The prices are different, so I can't just multiply 240 by one price. I'll add the two amounts at the end since the question asks for the total collected.
@verify
Alternatively, I can work with the fractions directly: 3/8 of the tickets at $12 and 5/8 at $7 gives an average price of (3 × 12 + 5 × 7)/8 = (36 + 35)/8 = 71/8 dollars per ticket. Then 240 × 71/8 = 30 × 71 = 2130. Same total.

@key trip
@gold 54
@w 52.5
@w2 270
@boxes 54|54 \text{ mph}|54
@q A car travels for 3 hours at 60 miles per hour and then for 2 hours at 45 miles per hour. What is the car's average speed for the whole trip, in miles per hour?
@intro
Okay, so a car goes 3 hours at 60 mph, then 2 hours at 45 mph. I need the average speed for the whole trip. Average speed is total distance divided by total time, so let me compute both.
@steps
First leg: 3 hours at 60 mph, so the distance is 3 × 60 = 180 miles.

Second leg: 2 hours at 45 mph, so 2 × 45 = 90 miles. The total distance is §s180 + 90 = 270 miles, and the total time is 3 + 2 = 5 hours.

Average speed = total distance / total time = 270 / 5. 270 divided by 5: 5 × 50 = 250, and 20 more is 4 more fives, so 54. So \bar{v} = \frac{270}{§f5} = 54. Hmm, but I remember there's a classic trap with average speeds, let me think about it.§p
@doubt
Wait, the trap is averaging the two speeds directly: (60 + 45) / 2 = 52.5. That's not the average speed here, because the car spends more time at 60 mph than at 45 mph. The simple average of speeds only works when the times are equal. Here the times are 3 and 2 hours, so I need the time-weighted average: (3 × 60 + 2 × 45) / 5 = 270 / 5 = 54. Same as before.
@tent
So the average speed should be 54 mph.
@check
Let me double-check: at 54 mph for 5 hours, the car would cover 54 × 5 = §c270 miles, which matches 180 + 90 = 270. Also 54 is between 45 and 60 and closer to 60, which makes sense since more time was spent at 60.
@concl
So the car's average speed for the whole trip is 5§n4 miles per hour.
@summary
**Total distance:**
\[
3 \times 60 + 2 \times 45 = 180 + 90 = 270 \text{ miles}
\]

**Total time:**
\[
3 + 2 = 5 \text{ hours}
\]

**Average §xspeed:**
\[
\frac{270}{5} = 54 \text{ mph}
\]
@final
The average speed is \(\boxed{54}\) miles per hour.
@sumwrong
The car travels a total of \(\boxed{270}\) miles.
@wait
Wait, maybe the problem just wants the average of the two speeds it gives. The two speeds are 60 and 45, and their average is (60 + 45) / 2 = 105 / 2 = 52.5. I think that's what "average speed" refers to here. So 52.5 mph.
@alt
Alternatively, the question might be asking how far the car goes in the whole trip, which is 180 + 90 = 270 miles.
@keep
Since the whole trip is emphasized, I'll take the total, 270.
@reject
But the question clearly asks for a speed in miles per hour, not a distance, so 270 is just the numerator. The average speed is 54.
@early
First thought: (60 + 45) / 2 = 52.5 mph. Hmm, wait, no. That ignores that the car drove longer at 60 than at 45. Averaging speeds like that only works for equal times, so that's wrong here. I need the total distance over the total time.
@recheck
Wait, let me double-check: 180 + 90 = 270 miles in 3 + 2 = 5 hours, and 270 / 5 = 54. Yes, that's correct.
@plan
I need to be careful with the definition. Average speed is the total distance traveled divided by the total time taken, not the average of the speeds. The times here are given directly (3 hours and 2 hours), so I can compute each distance with distance = speed × time, add them, and divide by the total time. Let me also keep the units straight: miles and hours, so the result is in miles per hour.
@verify
Alternatively, think of it as a weighted average: the car spends 3/5 of the time at 60 and 2/5 of the time at 45. So the average is (3/5)(60) + (2/5)(45) = 36 + 18 = 54. That matches the total-distance approach exactly.

@key cookies
@gold 22
@w 23
@w2 22.5
@boxes 22|22 \text{ boxes}|22
@q A baker makes 5 batches of cookies with 36 cookies in each batch. She packs the cookies into boxes that hold 8 cookies each. How many boxes can she fill completely?
@intro
Okay, so the baker makes 5 batches with 36 cookies each, and she packs them into boxes of 8. The question asks how many boxes she can fill completely. So I need the total number of cookies and then divide by 8, keeping only full boxes.
@steps
Total cookies: 5 × 36 = 180.

Boxes: 180 / 8. 8 × 20 = 160, leaving 20 cookies. 8 × 2 = 16, leaving 4. So 180 = 8 × 22 + 4. That means she can fill §s22 boxes and has 4 cookies left over.

In other words, \lfloor 180 / §f8 \rfloor = 22. The decimal value is 22.5, but half a box isn't a full box. Hmm, let me make sure about what the question wants here.§p
@doubt
Wait, should I round up to 23 because she'd need a 23rd box for the leftover 4 cookies? That would be the answer if the question asked how many boxes she needs to pack all the cookies. But it asks how many boxes she can fill completely, and the 23rd box would only have 4 cookies in it, so it isn't full. So rounding down is right.
@tent
So she can fill 22 boxes completely.
@check
Let me double-check: 22 boxes × 8 = 176 cookies, and 180 - 176 = §c4 cookies left over, which is fewer than 8, so no more full boxes. And 23 × 8 = 184 > 180, so 23 full boxes is impossible.
@concl
So the baker can fill 2§n2 boxes completely.
@summary
First, the total number of cookies:
\[
5 \times 36 = 180
\]
Then divide by the box size:
\[
180 \div 8 = 22 \text{ remainder } 4
\]
Only §xcomplete boxes count, so the 4 leftover cookies are not enough for another box.
@final
She can fill \(\boxed{22}\) boxes completely.
@sumwrong
She needs \(\boxed{23}\) boxes to pack all of the cookies.
@wait
Wait, actually, she has 4 cookies left over, and she's not going to throw them away. She would put them in another box. So the number of boxes she uses is 22 + 1 = 23. I think the question wants the number of boxes she ends up filling with cookies, so the answer is 23.
@alt
Alternatively, just dividing directly: 180 / 8 = 22.5 boxes.
@keep
That's the exact quotient, and 22.5 boxes is the precise amount, so I'll go with 22.5.
@reject
But a half box isn't a completely filled box, so 22.5 doesn't answer the question. Only whole full boxes count: 22.
@early
Hmm, my first attempt is 36 / 8 = 4.5 boxes per batch, so 5 × 4 = 20 full boxes. Wait, that's not right either: the half boxes from different batches can be combined, since the cookies all go into the same pile. I should divide the total, not each batch.
@recheck
Wait, let me double-check: 5 × 36 = 180, and 180 = 8 × 22 + 4, so 22 full boxes. Yes, that's correct.
@plan
So there are two steps: the total number of cookies, and then how many groups of 8 fit in that total. The word "completely" matters: only boxes with all 8 cookies count. So if there's a remainder, those leftover cookies don't make a full box. I should use integer division here and not round up. Let me also be careful to use the total cookies, not the cookies per batch, because the cookies from different batches can share a box.
@verify
Alternatively, I could count boxes per batch and then combine leftovers. Each batch of 36 fills 4 boxes (32 cookies) with 4 left over. 5 batches fill 5 × 4 = 20 boxes and leave 5 × 4 = 20 cookies. Those 20 leftover cookies fill 2 more boxes (16 cookies) with 4 left. So 20 + 2 = 22 full boxes and 4 cookies left. Same as before.

@key savings
@gold 4
@w 180
@w2 20
@boxes 4|4 \text{ weeks}|4
@q Ana has $120 and saves $15 each week. Ben has $220 and spends $10 each week. After how many weeks will they have the same amount of money?
@intro
Okay, so Ana starts with $120 and adds $15 a week. Ben starts with $220 and loses $10 a week. I need to find the number of weeks until they have the same amount. Let me set up an equation with w for the number of weeks.
@steps
Ana after w weeks: 120 + 15w. Ben after w weeks: 220 - 10w.

Setting them equal: 120 + 15w = 220 - 10w. Adding 10w to both sides: 120 + 25w = 220. Subtracting 120: §s25w = 100. So w = 4.

Written out: w = \frac{220 - 120}{15 + §f10} = 4. The gap is 100 dollars and it closes by 25 dollars each week. Hmm, let me make sure the gap closes at 25 and not at a different rate.§p
@doubt
Wait, Ana gains 15 and Ben loses 10, so each week the difference between them shrinks by 15 + 10 = 25, not by 15 - 10 = 5. If I used 5, I'd get 100 / 5 = 20 weeks, which would be wrong because both changes move them toward each other. So 25 per week is right.
@tent
So they should have the same amount after 4 weeks.
@check
Let me double-check by plugging in w = 4. Ana: 120 + 15 × 4 = 120 + 60 = §c180. Ben: 220 - 10 × 4 = 220 - 40 = 180. Both have $180, so they're equal after 4 weeks.
@concl
So after §n4 weeks, Ana and Ben will have the same amount of money.
@summary
Let \(w\) be the number of weeks. Then

\[
120 + 15w = 220 - 10w
\]

\[
25w = 100 \quad\Longrightarrow\quad w = 4
\]

Check: Ana has \(120 + 60 = 180\) dollars and Ben has §x\(220 - 40 = 180\) dollars.
@final
They will have the same amount after \(\boxed{4}\) weeks.
@sumwrong
They will each have \(\boxed{180}\) dollars.
@wait
Wait, the question says "the same amount of money," so maybe it's really asking what that amount is. When w = 4, both have 120 + 60 = 180 dollars. I think the answer they're looking for is the amount, $180.
@alt
Alternatively, I can think of it as Ana catching up with Ben. The difference in their weekly rates is 15 - 10 = 5 dollars, and the starting gap is 100 dollars, so it takes 100 / 5 = 20 weeks.
@keep
That catch-up approach feels cleaner, so I'll go with 20 weeks.
@reject
But that's wrong: Ben is spending, not saving, so the gap closes by 15 + 10 = 25 each week, not 5. After 20 weeks Ana would have 420 and Ben only 20. The answer is 4 weeks.
@early
My first thought: the gap is 220 - 120 = 100, and Ana saves 15 a week, so 100 / 15 ≈ 6.67 weeks. Hmm, no, that ignores that Ben is also spending $10 a week, so the gap shrinks faster than 15 per week. That's not right.
@recheck
Wait, let me double-check: after 4 weeks Ana has 120 + 60 = 180 and Ben has 220 - 40 = 180, so w = 4. Yes, that's correct.
@plan
So Ana's money goes up and Ben's money goes down, and they start $100 apart. Each week the gap shrinks from both sides. I'll set up a linear equation for each person's money as a function of the number of weeks and set them equal. The question asks for the number of weeks, not the amount of money, so I should make sure I answer with the week count at the end.
@verify
Alternatively, let me make a small table. Week 0: Ana 120, Ben 220, gap 100. Week 1: Ana 135, Ben 210, gap 75. Week 2: Ana 150, Ben 200, gap 50. Week 3: Ana 165, Ben 190, gap 25. Week 4: Ana 180, Ben 180, gap 0. So they're equal at week 4, and the gap shrinks by 25 each week as expected.

@key flour
@gold 7.5
@w 0.125
@w2 6.75
@boxes 7.5|7\frac{1}{2}|\frac{15}{2}
@q A muffin recipe uses 2 1/4 cups of flour to make 18 muffins. How many cups of flour are needed to make 60 muffins?
@intro
Okay, so the recipe uses 2 1/4 cups of flour for 18 muffins, and I want to know how much flour is needed for 60 muffins. This is a proportion problem. Let me find the flour per muffin first and then scale up.
@steps
2 1/4 cups is 2.25 cups. Flour per muffin: 2.25 / 18. 18 × 0.125 = 2.25, so that's 0.125 cups per muffin, which is 1/8 of a cup.

For 60 muffins: 60 × 0.125 = 7.5 cups. Let me also do it with fractions to be safe: 2 1/4 = 9/4, and §s9/4 divided by 18 is 9/72 = 1/8 cup per muffin. Then 60 × 1/8 = 60/8 = 7.5.

As a proportion: \frac{9/4}{18} = \frac{x}{60}, so x = \frac{9}{4} \cdot \frac{60}{§f18} = 7.5. Hmm, okay, let me think about whether I should round anything.§p
@doubt
Wait, does it matter that 60 isn't a multiple of 18? 60 / 18 = 10/3 ≈ 3.33 batches, so I can't make a whole number of batches. But the question asks for the flour needed, which scales continuously, so I don't need whole batches. 10/3 × 9/4 = 90/12 = 7.5. Same answer.
@tent
So 60 muffins should need 7.5 cups of flour.
@check
Let me double-check: 7.5 cups for 60 muffins is 7.5 / 60 = §c0.125 cups per muffin, and 18 × 0.125 = 2.25 = 2 1/4 cups, which matches the recipe. Good.
@concl
Therefore, 7.§n5 cups of flour are needed for 60 muffins.
@summary
**Flour per muffin:**
\[
2\tfrac{1}{4} \div 18 = \frac{9}{4} \cdot \frac{1}{18} = \frac{1}{8} \text{ cup}
\]

**Flour for 60 muffins:**
\[
60 \times \frac{1}{8} = §x\frac{60}{8} = 7.5 \text{ cups}
\]
@final
So \(\boxed{7.5}\) cups of flour are needed.
@sumwrong
Each muffin uses \(\boxed{0.125}\) cups of flour.
@wait
Wait, the question is about the amount of flour, and the key quantity in a recipe like this is the flour per muffin, since that's what lets you scale to any number. 2.25 / 18 = 0.125. I think the answer is the rate, 0.125 cups of flour per muffin.
@alt
Alternatively, think in whole batches: 60 / 18 is a bit more than 3, so that's 3 batches, and 3 × 2.25 = 6.75 cups.
@keep
Recipes are usually made in whole batches, so I'll say 6.75 cups.
@reject
But 3 batches only make 54 muffins, not 60, so 6.75 cups is too little. The flour scales exactly, giving 7.5 cups.
@early
First attempt: 60 - 18 = 42 more muffins, so maybe 2.25 + 42 = 44.25 cups? No wait, that's nonsense: I added muffins to cups. The amount of flour has to scale with the number of muffins, so I need a ratio, not a difference.
@recheck
Wait, let me double-check: 9/4 cups for 18 muffins is 1/8 cup each, and 60 × 1/8 = 7.5. Yes, that's correct.
@plan
So this is a direct proportion: the amount of flour is proportional to the number of muffins. I can either find the flour per muffin (a unit rate) and multiply by 60, or set up a ratio. The mixed number 2 1/4 is easier as 2.25 or as 9/4. The answer might not be a whole number of cups, and that's fine, since flour can be measured in fractions of a cup.
@verify
Alternatively, scale the recipe by the ratio 60/18 = 10/3. 2.25 × 10 = 22.5, and 22.5 / 3 = 7.5. So the scaled amount is again 7.5 cups. All three methods (unit rate, proportion, scale factor) agree.

@key jacket
@gold 54
@w 26
@w2 52
@boxes 54|\$54.00|54
@q A jacket costs $80. It is on sale for 25% off, and then a coupon takes an extra 10% off the sale price. What is the final price of the jacket?
@intro
Okay, so the jacket is $80, there's a 25% discount, and then an extra 10% off the already reduced price. I need the final price. The important thing is that the second discount applies to the sale price, not to the original price.
@steps
First discount: 25% of 80 is 0.25 × 80 = 20. So the sale price is 80 - 20 = 60 dollars.

Second discount: 10% of the sale price, which is 10% of 60 = 6. So the price after the coupon is §s60 - 6 = 54 dollars.

As one expression: 80 \times 0.75 \times 0.§f9 = 54. Since 80 × 0.75 = 60 and 60 × 0.9 = 54. Hmm, let me think about whether the two discounts can just be added.§p
@doubt
Wait, a common mistake is adding the discounts: 25% + 10% = 35%, and 80 × 0.65 = 52. But that's not right here, because the 10% is taken off the sale price of $60, not the original $80. 10% of 60 is $6, while 10% of 80 would be $8. So the combined discount is 20 + 6 = $26, which is 32.5% of 80, not 35%.
@tent
So the final price should be $54.
@check
Let me double-check: 80 × 0.75 = 60, 60 × 0.9 = §c54. Total savings: 80 - 54 = 26, and 26 / 80 = 0.325 = 32.5%, which matches 1 - 0.75 × 0.9 = 1 - 0.675 = 0.325. Everything is consistent.
@concl
So the final price of the jacket is $5§n4.
@summary
1. **Sale price after 25% off:** \(80 \times 0.75 = 60\) dollars.
2. **Price after the extra 10% off:** \(60 \times 0.90 = §x54\) dollars.
@final
The final price of the jacket is \(\boxed{54}\) dollars.
@sumwrong
The total discount is \(\boxed{26}\) dollars.
@wait
Wait, maybe the question wants to know how much is saved with the sale and the coupon, since that's the point of stacking discounts. The savings are 20 + 6 = 26 dollars. So the answer is $26.
@alt
Alternatively, the store might just combine the two discounts into one: 25% + 10% = 35% off, so 80 × 0.65 = 52 dollars.
@keep
Most stores advertise stacked discounts that way, so I'll go with $52.
@reject
But the problem says the 10% is taken off the sale price, so the discounts multiply rather than add. $52 is wrong; the price is $54.
@early
Hmm, first thought: 35% off 80 gives 80 - 28 = 52. Wait, no, that's not right. The coupon is 10% off the sale price, not 10% off the original price, so I can't just add 25% and 10%. Let me apply them one at a time.
@recheck
Wait, let me double-check: 75% of 80 is 60, and 90% of 60 is 54. Yes, that's correct.
@plan
There are two successive discounts. The first one, 25%, is applied to the original price, $80. The second one, 10%, is applied to the sale price, the price after the first discount. That's the important detail: the second percentage is of a smaller base. So I'll compute the sale price first, then the coupon discount on it, and then the final price. The question asks for the final price, not the savings.
@verify
Alternatively, multiply the remaining fractions: after 25% off, 0.75 of the price remains; after 10% off, 0.9 of that remains. 0.75 × 0.9 = 0.675, and 0.675 × 80 = 54. So the final price is 67.5% of the original, which is $54.

@key pool
@gold 75
@w 120
@w2 160
@boxes 75|75 \text{ minutes}|75
@q A swimming pool holds 18,000 liters. Pipe A fills it at 150 liters per minute and pipe B fills it at 90 liters per minute. If both pipes are open, how many minutes will it take to fill the empty pool?
@intro
Okay, so the pool holds 18,000 liters. Pipe A adds 150 liters per minute, pipe B adds 90 liters per minute, and both are open. I need the time to fill the empty pool. When both pipes run together, their rates add.
@steps
Combined rate: 150 + 90 = 240 liters per minute.

Time = volume / rate = 18,000 / 240. Let me simplify: divide both by 10, 1800 / 24. Then 24 × 75 = 1800, because §s24 × 70 = 1680 and 24 × 5 = 120, and 1680 + 120 = 1800. So it takes 75 minutes.

So t = \frac{18000}{150 + §f90} = 75. Hmm, let me see whether it makes sense compared with each pipe alone.§p
@doubt
Wait, let me sanity-check with each pipe alone. Pipe A alone: 18,000 / 150 = 120 minutes. Pipe B alone: 18,000 / 90 = 200 minutes. Together it should be faster than either one, so less than 120 minutes. 75 is less than 120, good. Using the work-rate formula: 1/120 + 1/200 = 5/600 + 3/600 = 8/600 = 1/75. So together it's 75 minutes. Same answer.
@tent
So it should take 75 minutes.
@check
Let me double-check: in 75 minutes pipe A adds 150 × 75 = 11,250 liters and pipe B adds 90 × 75 = §c6,750 liters. 11,250 + 6,750 = 18,000. That's exactly the pool's capacity.
@concl
So with both pipes open, the pool fills in 7§n5 minutes.
@summary
The combined filling rate is
\[
150 + 90 = 240 \text{ liters per minute}.
\]
The time to fill §x18,000 liters is
\[
\frac{18000}{240} = 75 \text{ minutes}.
\]
@final
It takes \(\boxed{75}\) minutes to fill the pool.
@sumwrong
Pipe A alone would take \(\boxed{120}\) minutes.
@wait
Wait, I should reconsider. Pipe B is much slower, and when two pipes share an inlet the slower one usually doesn't add much. If pipe A does the real work, the time is 18,000 / 150 = 120 minutes. I think 120 minutes is the answer.
@alt
Alternatively, I could average the two single-pipe times: pipe A takes 120 minutes and pipe B takes 200 minutes, and (120 + 200) / 2 = 160 minutes.
@keep
Averaging the two times seems fair since both pipes are working, so I'll say 160 minutes.
@reject
But that can't be right: two pipes together must be faster than pipe A alone, and 160 is slower than 120. Averaging times is wrong; the rates add. It's 75 minutes.
@early
First guess: 18,000 / 150 + 18,000 / 90 = 120 + 200 = 320 minutes. Hmm, wait, that's the time if the pipes took turns, one after the other. With both open at the same time, the pool fills faster, not slower. That's wrong.
@recheck
Wait, let me double-check: 240 liters per minute for 75 minutes is 240 × 75 = 18,000 liters. Yes, that's correct.
@plan
This is a combined work-rate problem. Each pipe adds water at its own rate, and when they're both open the rates add. Since both rates are given in liters per minute and the volume is in liters, I can divide the volume by the combined rate to get the time in minutes directly. The pool starts empty, so the full 18,000 liters have to be added. No drain is mentioned, so nothing is subtracted from the rate.
@verify
Alternatively, think in fractions of the pool per minute: pipe A fills 150/18000 = 1/120 of the pool per minute and pipe B fills 90/18000 = 1/200. Together that's 1/120 + 1/200 = 1/75 of the pool per minute, so the whole pool takes 75 minutes.
"""

MDATA = r"""
@key divisors
@gold 24
@w 23
@w2 12
@boxes 24|24|24
@q How many positive divisors does 360 have?
@intro
Okay, so I need to find how many positive divisors 360 has. The standard way is to find the prime factorization and then use the divisor-counting formula. Let me start by factoring 360.
@steps
360 = 36 × 10. 36 = 2^2 × 3^2 and 10 = 2 × 5. So 360 = 2^3 × 3^2 × 5^1. Let me verify: 8 × 9 = 72, and 72 × 5 = 360. Yes.

The number of divisors of n = p_1^{a_1} p_2^{a_2} \cdots p_k^{a_k} is (a_1 + 1)(a_2 + 1) \cdots (a_k + 1), because each divisor picks an exponent from §s0 to a_i for each prime independently.

Here that's (3 + 1)(2 + 1)(1 + 1) = 4 × 3 × 2 = 24. So d(360) = (3+1)(2+§f1)(1+1) = 24. Hmm, let me make sure the exponents are right before going on.§p
@doubt
Wait, is it 2^3 and not 2^4? 2^4 = 16, and 360 / 16 = 22.5, not an integer, so the power of 2 is exactly 3. And 3^2 = 9 divides 360 (360 / 9 = 40), but 27 doesn't (360 / 27 is not an integer). And 5 appears once. So the exponents are 3, 2, 1.
@tent
So 360 should have 24 positive divisors.
@check
Let me double-check by listing divisor pairs (d, 360/d): (1, 360), (2, 180), (3, 120), (4, 90), (5, 72), (6, 60), (8, 45), (9, 40), (10, 36), (12, 30), (15, 24), (18, 20). That's §c12 pairs, and since 360 is not a perfect square, no divisor is paired with itself, so there are 2 × 12 = 24 divisors.
@concl
Therefore, 360 has 2§n4 positive divisors.
@summary
The prime factorization of 360 is
\[
360 = 2^3 \cdot 3^2 \cdot 5.
\]
The number of positive divisors is the product of one more than each §xexponent:
\[
(3+1)(2+1)(1+1) = 4 \cdot 3 \cdot 2 = 24.
\]
@final
So 360 has \(\boxed{24}\) positive divisors.
@sumwrong
So 360 has \(\boxed{12}\) pairs of divisors.
@wait
Wait, should 360 itself be counted? Usually when people count the divisors of a number they mean the proper ones, excluding the number itself. So I should subtract 1: 24 - 1 = 23. So the answer is 23.
@alt
Alternatively, counting with the pairs directly: there are 12 pairs (d, 360/d), so there are 12 divisor pairs.
@keep
Each pair is really one way of splitting 360, so I'll count 12.
@reject
But each pair contains two different divisors, so the pairs give 2 × 12 = 24 divisors, not 12. The count is 24.
@early
My first instinct is to count the prime factors 2, 2, 2, 3, 3, 5, which is 6. Hmm, no, that's the number of prime factors with multiplicity, not the number of divisors. Divisors like 1, 4, 10, 360 aren't counted that way, so that's wrong.
@recheck
Wait, let me double-check: 360 = 2^3 · 3^2 · 5, and (3+1)(2+1)(1+1) = 24. Yes, that's correct.
@plan
Every positive divisor of 360 has the form 2^a 3^b 5^c with the exponents bounded by the exponents in the factorization. So once I have the factorization, I count the choices for each exponent and multiply. I should be careful to include both 1 (all exponents zero) and 360 itself (all exponents at their maximum), since both are positive divisors. I'll verify at the end by listing divisor pairs.
@verify
Alternatively, I can count by the power of 2. Divisors with 2^0: the divisors of 45 = 3^2 × 5, which are 1, 3, 5, 9, 15, 45, six of them. Each of 2^1, 2^2, 2^3 times those six gives six more. So 4 × 6 = 24 divisors in total. Same count.

@key diceprod
@gold \frac{3}{4}
@w \frac{1}{2}
@w2 \frac{1}{4}
@boxes \frac{3}{4}|\dfrac{3}{4}|0.75
@q Two fair six-sided dice are rolled. What is the probability that the product of the two numbers rolled is even? Express your answer as a common fraction.
@intro
Okay, so two fair dice are rolled, and I need the probability that the product of the numbers is even. Let me think about when a product is even: it's even if at least one factor is even. It's odd only if both factors are odd.
@steps
Each die has 3 odd faces (1, 3, 5) and 3 even faces (2, 4, 6). So the probability a single die is odd is 3/6 = 1/2.

The product is odd only when both dice are odd. Since the dice are independent, P(both odd) = \frac{1}{2} \cdot \frac{1}{2} = \frac{1}{4}. Therefore the probability that the product is even is the complement, §s1 - 1/4 = 3/4.

In terms of outcomes: there are 36 equally likely outcomes, and the odd-product outcomes are 3 × 3 = 9 of them, so P(\text{even}) = \frac{36 - 9}{§f36} = \frac{27}{36} = \frac{3}{4}. Hmm, let me be careful not to confuse this with a sum.§p
@doubt
Wait, for the sum of two dice, being even happens exactly half the time, 1/2. But for the product it's different: even × anything is even. So the product is even in more cases than the sum. Odd × odd is the only way to get an odd product. That's 9 out of 36. So even is 27 out of 36.
@tent
So the probability should be 3/4.
@check
Let me double-check by counting the even-product cases directly. First die even (3 choices) with any second die (6 choices): 18 outcomes. First die odd (3 choices) with second die even (3 choices): §c9 outcomes. Total 18 + 9 = 27 out of 36, and 27/36 = 3/4. Good.
@concl
So the probability that the product is even is \frac{3}{§n4}.
@summary
The product of the two numbers is odd only when both numbers are odd:
\[
P(\text{odd product}) = \frac{3}{6} \cdot \frac{3}{6} = \frac{1}{4}.
\]
Therefore
\[
P(\text{even product}) = §x1 - \frac{1}{4} = \frac{3}{4}.
\]
@final
The probability is \(\boxed{\frac{3}{4}}\).
@sumwrong
The probability is \(\boxed{\frac{1}{4}}\).
@wait
Wait, I might be overcomplicating it. Each die is even with probability 1/2, and by symmetry between odd and even the product should be even half the time, just like the sum. So the probability is 1/2.
@alt
Alternatively, the product is odd exactly when both dice are odd, which has probability \frac{1}{2} \cdot \frac{1}{2} = \frac{1}{4}.
@keep
That's the cleanest computation, so the probability I want is \frac{1}{4}.
@reject
But that is the probability of an odd product, the complement of what's asked. The even probability is 1 - \frac{1}{4} = \frac{3}{4}.
@early
First thought: the product is even if both dice are even, which is \frac{1}{2} \cdot \frac{1}{2} = \frac{1}{4}. Hmm, wait, that's not right. 2 × 3 = 6 is even too, so the product is even when at least one die is even, not both. I need the complement of both odd.
@recheck
Wait, let me double-check: 9 odd-product outcomes out of 36, so 27/36 = 3/4 for an even product. Yes, that's correct.
@plan
There are 6 × 6 = 36 equally likely outcomes. I could count the even-product outcomes directly, but it's easier to count the complement: the product is odd only when both numbers are odd. So I'll find the probability of an odd product and subtract from 1. I need to express the answer as a common fraction at the end.
@verify
Alternatively, use the inclusion-exclusion principle: P(first even or second even) = P(first even) + P(second even) - P(both even) = 1/2 + 1/2 - 1/4 = 3/4. That matches the complement method exactly.

@key arith
@gold 820
@w 79
@w2 860
@boxes 820|820|820
@q What is the sum of the first 20 terms of the arithmetic sequence 3, 7, 11, 15, ...?
@intro
Okay, so I need the sum of the first 20 terms of 3, 7, 11, 15, .... The first term is 3 and the common difference is 4. I'll use the formula for the sum of an arithmetic series: S_n = n(a_1 + a_n)/2.
@steps
First I need the 20th term. The general term is a_n = a_1 + (n - 1)d = 3 + 4(n - 1). So a_{20} = 3 + 4 × 19 = 3 + 76 = 79.

Then the sum: S_{20} = 20 × (3 + 79) / 2 = 20 × 82 / 2 = §s10 × 82 = 820.

Alternatively with the other formula, S_n = \frac{n}{2}\left(2a_1 + (n-1)d\right) = \frac{20}{2}(6 + §f76) = 10 × 82 = 820. Hmm, both formulas agree, but let me watch the index.§p
@doubt
Wait, it's easy to slip and use 20 instead of 19 for the number of steps. The 1st term is 3 + 4 × 0, the 2nd is 3 + 4 × 1, so the 20th is 3 + 4 × 19 = 79, not 3 + 4 × 20 = 83. Let me confirm with the given terms: a_4 = 3 + 4 × 3 = 15, which matches the fourth term listed. Good.
@tent
So the sum of the first 20 terms should be 820.
@check
Let me double-check by pairing. First + last = 3 + 79 = 82. Second + second-to-last = 7 + 75 = 82. There are 20 terms, so §c10 pairs, each summing to 82: 10 × 82 = 820.
@concl
So the sum of the first 20 terms is 8§n20.
@summary
The sequence has \(a_1 = 3\) and \(d = 4\), so the 20th term is
\[
a_{20} = 3 + 19 \cdot 4 = 79.
\]
The sum of the §xfirst 20 terms is
\[
S_{20} = \frac{20}{2}(3 + 79) = 10 \cdot 82 = 820.
\]
@final
The sum is \(\boxed{820}\).
@sumwrong
The 20th term is \(\boxed{79}\).
@wait
Wait, rereading the question, maybe it's asking for the 20th term of the sequence rather than the sum — "the first 20 terms" ends at the 20th term, and that's what the formula a_n gives. a_{20} = 79. So the answer is 79.
@alt
Alternatively, using a_n = a_1 + nd: a_{20} = 3 + 20 × 4 = 83, and then S_{20} = 20 × (3 + 83)/2 = 10 × 86 = 860.
@keep
I'll trust this version, so the sum is 860.
@reject
But a_n = a_1 + nd is off by one: it would make a_1 = 7, not 3. The correct 20th term is 79, so the sum is 820, not 860.
@early
My first attempt: the 20th term is 3 + 20 × 4 = 83, so the sum is 20 × 86 / 2 = 860. Hmm, wait, that's not right. With that formula the first term would be 3 + 4 = 7. The 20th term uses 19 steps of 4, not 20.
@recheck
Wait, let me double-check: a_{20} = 3 + 76 = 79, and 20 × 82 / 2 = 820. Yes, that's correct.
@plan
The sequence is 3, 7, 11, 15, ..., so the differences are 7 - 3 = 4, 11 - 7 = 4, 15 - 11 = 4. Constant difference 4, first term 3. For the sum of the first n terms I need either the last term or the formula with the common difference. The number of terms is 20. I'll be careful with the index of the last term, since off-by-one errors are common with arithmetic sequences.
@verify
Alternatively, write each term as 4k - 1 for k = 1 to 20: 4(1) - 1 = 3, 4(2) - 1 = 7, and so on. Then the sum is 4(1 + 2 + ... + 20) - 20 = 4 × 210 - 20 = 840 - 20 = 820. Same result.

@key circle
@gold 5
@w 25
@w2 10
@boxes 5|r = 5|5
@q Find the radius of the circle with equation $x^2 + y^2 - 6x + 8y = 0$.
@intro
Okay, so I need the radius of the circle x^2 + y^2 - 6x + 8y = 0. I'll complete the square in x and in y to get it into the standard form (x - h)^2 + (y - k)^2 = r^2.
@steps
Group the terms: (x^2 - 6x) + (y^2 + 8y) = 0.

For x: half of -6 is -3, and (-3)^2 = 9. So x^2 - 6x = (x - 3)^2 - 9. For y: half of 8 is 4, and 4^2 = 16. So y^2 + 8y = §s(y + 4)^2 - 16.

Substituting: (x - 3)^2 - 9 + (y + 4)^2 - 16 = 0, so (x - 3)^2 + (y + 4)^2 = §f25. The center is (3, -4), and r^2 = 25. Hmm, let me not forget the last step here.§p
@doubt
Wait, the right side is r^2, not r. So r = \sqrt{25} = 5. Also, the circle passes through the origin since (0, 0) satisfies the original equation, and the distance from the center (3, -4) to the origin is \sqrt{9 + 16} = \sqrt{25} = 5. That matches nicely.
@tent
So the radius should be 5.
@check
Let me double-check by expanding (x - 3)^2 + (y + 4)^2 = 25: x^2 - 6x + 9 + y^2 + 8y + 16 = 25, so x^2 + y^2 - 6x + 8y + §c25 = 25, which gives x^2 + y^2 - 6x + 8y = 0. That's the original equation.
@concl
So the radius of the circle is §n5.
@summary
Completing the square:
\[
(x^2 - 6x + 9) + (y^2 + 8y + 16) = 9 + 16,
\]
\[
(x - 3)^2 + (y + 4)^2 = 25.
\]
The center is \((3, -4)\) and \(r^2 = 25\), so the radius §xis \(r = 5\).
@final
The radius is \(\boxed{5}\).
@sumwrong
The equation is \((x-3)^2 + (y+4)^2 = \boxed{25}\).
@wait
Wait, the standard form is (x - h)^2 + (y - k)^2 = r^2, and the right side here is 25. Some books write the circle's equation with the radius value on the right side directly. So the value the problem is after is 25.
@alt
Alternatively, the circle passes through the origin and the center is (3, -4), which is 5 from the origin, so the circle's width through the center is 2 × 5 = 10.
@keep
So the size of the circle is 10, and I'll give that.
@reject
But 10 is the diameter, and the problem asks for the radius, which is half of it: 5.
@early
First glance: the radius squared is the constant term, and the constant is 0, so the radius would be 0? No wait, that's not right. The equation isn't in standard form yet, and the linear terms -6x and 8y change things. I need to complete the square first.
@recheck
Wait, let me double-check: the center (3, -4) is \sqrt{9 + 16} = 5 from the origin, which lies on the circle. Yes, that's correct.
@plan
The general form of a circle is x^2 + y^2 + Dx + Ey + F = 0, and its radius is \sqrt{(D/2)^2 + (E/2)^2 - F}. Here D = -6, E = 8, F = 0. But I'd rather complete the square explicitly so I don't mix up signs. The center will come out as (3, -4) if I do it right, and the radius is the square root of the right-hand side.
@verify
Alternatively, with the formula: r = \sqrt{(D/2)^2 + (E/2)^2 - F} = \sqrt{(-3)^2 + 4^2 - 0} = \sqrt{9 + 16} = \sqrt{25}. So again r^2 = 25 and the radius is its square root.

@key inverse
@gold \frac{8}{3}
@w \frac{13}{4}
@w2 \frac{4}{13}
@boxes \frac{8}{3}|\dfrac{8}{3}|8/3
@q Let $f(x) = \frac{2x + 3}{x - 1}$. Find $f^{-1}(5)$.
@intro
Okay, so f(x) = (2x + 3)/(x - 1), and I need f^{-1}(5). That means I need the x such that f(x) = 5. I don't need the whole inverse function, just solve f(x) = 5.
@steps
Set \frac{2x + 3}{x - 1} = 5. Multiply both sides by (x - 1): 2x + 3 = 5(x - 1) = 5x - 5.

Now solve: 2x + 3 = 5x - 5. Subtract 2x from both sides: 3 = 3x - 5. Add 5: §s8 = 3x. So x = 8/3.

I should check the domain: x = 8/3 is not 1, so it's fine. So f^{-1}(5) = \frac{8}{§f3}. Hmm, wait, let me make sure I'm not computing f(5) by mistake.§p
@doubt
Wait, f(5) would be (2 × 5 + 3)/(5 - 1) = 13/4, which is a different thing. The question asks for f^{-1}(5), the input that gives output 5, not the output at input 5. Let me also find the inverse function to be safe: y = (2x + 3)/(x - 1) → y(x - 1) = 2x + 3 → yx - y = 2x + 3 → x(y - 2) = y + 3 → x = (y + 3)/(y - 2). So f^{-1}(y) = (y + 3)/(y - 2), and f^{-1}(5) = 8/3. Same.
@tent
So f^{-1}(5) should be 8/3.
@check
Let me double-check: f(8/3) = (2 × 8/3 + 3)/(8/3 - 1) = (16/3 + 9/3)/(5/3) = §c(25/3)/(5/3) = 25/5 = 5. Yes, f(8/3) = 5.
@concl
So f^{-1}(5) = \frac{§n8}{3}.
@summary
We need the value of \(x\) with \(f(x) = 5\):
\[
\frac{2x+3}{x-1} = 5 \implies 2x + 3 = 5x - 5 \implies 3x = 8 \implies x = \frac{8}{3}.
\]
Check: \(f\left(\frac{8}{3}\right) = §x\frac{25/3}{5/3} = 5\).
@final
Therefore \(f^{-1}(5) = \boxed{\frac{8}{3}}\).
@sumwrong
Therefore \(f(5) = \boxed{\frac{13}{4}}\).
@wait
Wait, hmm, maybe I'm overthinking the notation. Plugging 5 into the function: f(5) = (2 × 5 + 3)/(5 - 1) = 13/4. I think the problem just wants the function evaluated at 5, so the answer is \frac{13}{4}.
@alt
Alternatively, f^{-1} might just mean 1/f, the reciprocal. Then f^{-1}(5) = 1/f(5) = 1/(13/4) = \frac{4}{13}.
@keep
The exponent -1 means reciprocal in most places, so I'll go with \frac{4}{13}.
@reject
But for functions, f^{-1} means the inverse function, not the reciprocal, so \frac{4}{13} is not what's asked. The answer is \frac{8}{3}.
@early
First attempt: f^{-1}(5) = 1/f(5) = 4/13. Hmm, wait, no, that's the reciprocal, not the inverse function. The inverse function undoes f, so I need the input that produces 5.
@recheck
Wait, let me double-check: f(8/3) = (25/3)/(5/3) = 5. Yes, that's correct.
@plan
The notation f^{-1}(5) means the inverse function evaluated at 5, that is, the number a with f(a) = 5. It does not mean 1/f(5), and it does not mean f(5). I can either solve f(x) = 5 directly or find the formula for the inverse and plug in 5. Solving directly is quicker, and I'll use the formula as a check. I should also make sure the solution isn't x = 1, where f is undefined.
@verify
Alternatively, I can check with the inverse formula at another point to make sure it's right: f(2) = (4 + 3)/(2 - 1) = 7, and f^{-1}(7) = (7 + 3)/(7 - 2) = 10/5 = 2. The formula undoes f correctly, so f^{-1}(5) = (5 + 3)/(5 - 2) = 8/3 can be trusted.

@key committee
@gold 50
@w 56
@w2 20
@boxes 50|50|50
@q A committee of 3 people is to be chosen from 8 people. Two of the people, Alice and Bob, refuse to serve on the committee together. How many different committees are possible?
@intro
Okay, so there are 8 people and we choose a committee of 3. Alice and Bob won't serve together. I need the number of valid committees. The easiest way is complementary counting: total committees minus the ones that contain both Alice and Bob.
@steps
Total committees without any restriction: \binom{8}{3} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = 336 / 6 = 56.

Committees with both Alice and Bob: the third member can be any of the other 6 people, so §s6 committees.

Valid committees: 56 - 6 = 50. So the count is \binom{8}{3} - \binom{§f6}{1} = 50. Hmm, let me verify this by counting the cases directly.§p
@doubt
Wait, let me count directly. Committees with neither Alice nor Bob: \binom{6}{3} = 20. Committees with Alice but not Bob: choose 2 more from the other 6: \binom{6}{2} = 15. Committees with Bob but not Alice: also 15. Total: 20 + 15 + 15 = 50. Same answer.
@tent
So there should be 50 possible committees.
@check
Let me double-check the pieces: \binom{6}{3} = 20, \binom{6}{2} = 15, and 20 + 15 + 15 = 50. Also the excluded ones: 6, and 50 + 6 = §c56 = \binom{8}{3}. Everything adds up.
@concl
Therefore, there are §n50 different committees possible.
@summary
Total committees of 3 from 8 people:
\[
\binom{8}{3} = 56.
\]
Committees containing both Alice and Bob (the third member is one of the other 6):
\[
\binom{6}{1} = 6.
\]
Committees that §xare allowed:
\[
56 - 6 = 50.
\]
@final
The number of possible committees is \(\boxed{50}\).
@sumwrong
The total number of committees is \(\boxed{56}\).
@wait
Wait, the problem says they refuse to serve together, but a committee is just a choice of 3 people; it doesn't say the committee can't be formed, only that they'd refuse. So all \binom{8}{3} = 56 committees are still possible choices. I think the answer is 56.
@alt
Alternatively, the safest way to make sure Alice and Bob never serve together is to leave both of them out. Then the committee comes from the other 6 people: \binom{6}{3} = 20.
@keep
That guarantees no conflict, so I'll go with 20.
@reject
But that also throws out committees with just Alice or just Bob, which are allowed. Those add 15 + 15 = 30, so the total is 50, not 20.
@early
First thought: \binom{6}{3} = 20, leaving both out. Hmm, wait, that's too restrictive: Alice can serve as long as Bob doesn't, and vice versa. So 20 undercounts. Let me use complementary counting instead.
@recheck
Wait, let me double-check: 56 total, 6 with both Alice and Bob, and 56 - 6 = 50. Yes, that's correct.
@plan
The committee is an unordered selection, so I'm counting combinations, not permutations. The restriction is that Alice and Bob can't both be on it. One of them alone is fine, and neither is fine. So there are two natural methods: complementary counting (all committees minus those with both), or case-by-case (neither, only Alice, only Bob). I'll do one and check with the other.
@verify
Alternatively, think of it as: the committees that contain Alice number \binom{7}{2} = 21, and of those, 6 also contain Bob. The committees without Alice number \binom{7}{3} = 35, and all of those are fine. So the valid ones are (21 - 6) + 35 = 15 + 35 = 50. Same answer.

@key logeq
@gold 4
@w 4, -2
@w2 5
@boxes 4|x = 4|4
@q Solve for $x$: $\log_2 x + \log_2 (x - 2) = 3$.
@intro
Okay, so I need to solve log_2 x + log_2(x - 2) = 3. I'll use the product rule for logarithms to combine the left side, then convert to exponential form. And I have to remember the domain: x > 0 and x - 2 > 0, so x > 2.
@steps
Using \log_2 a + \log_2 b = \log_2(ab): \log_2(x(x - 2)) = 3.

Exponential form: x(x - 2) = 2^3 = 8. So x^2 - 2x = 8, which means x^2 - 2x - 8 = 0. Factoring: I need two numbers that multiply to -8 and add to -2, which are §s-4 and 2. So (x - 4)(x + 2) = 0.

The solutions of the quadratic are x = 4 and x = -2. Now apply the domain x > 2: \log_2(§f-2) is undefined, so x = -2 is extraneous. Hmm, let me check x = 4 in the original equation before concluding.§p
@doubt
Wait, is x = -2 really out? In the original equation, log_2 x with x = -2 is the log of a negative number, which isn't defined over the reals. Even though (-2)(-4) = 8 in the combined form, the original equation has the separate logs, so -2 doesn't work. Only x = 4 survives.
@tent
So the solution should be x = 4.
@check
Let me double-check x = 4: \log_2 4 = 2 and \log_2(4 - 2) = \log_2 2 = 1, and §c2 + 1 = 3. Correct.
@concl
So the solution is x = §n4.
@summary
Combine the logarithms:
\[
\log_2\bigl(x(x-2)\bigr) = 3 \implies x^2 - 2x = 8 \implies (x-4)(x+2) = 0.
\]
Since the logarithms need \(x > 2\), the root \(x = -2\) is §xrejected, and \(x = 4\) checks: \(\log_2 4 + \log_2 2 = 2 + 1 = 3\).
@final
The solution is \(\boxed{4}\).
@sumwrong
The solutions of the quadratic are \(\boxed{4}\) and \(\boxed{-2}\).
@wait
Wait, I shouldn't throw away a root of the quadratic. Both x = 4 and x = -2 satisfy x(x - 2) = 8: (-2)(-4) = 8. The question asks to solve for x, so I should list both solutions: 4 and -2.
@alt
Alternatively, combine the logs by adding the arguments: \log_2(x + x - 2) = 3, so 2x - 2 = 8 and x = 5.
@keep
That gives a single answer directly, so x = 5.
@reject
But the log rule is \log a + \log b = \log(ab), not \log(a + b). Check x = 5: \log_2 5 + \log_2 3 = \log_2 15 \ne 3. So 5 is wrong, and x = 4 stands.
@early
My first try: \log_2 x + \log_2(x - 2) = \log_2(2x - 2) = 3, so 2x - 2 = 8 and x = 5. Hmm, wait, that's not right. Adding logs multiplies the arguments; it doesn't add them. Checking x = 5: \log_2 5 + \log_2 3 = \log_2 15, which isn't 3.
@recheck
Wait, let me double-check: \log_2 4 + \log_2 2 = 2 + 1 = 3. Yes, that's correct.
@plan
Logarithm equations need a domain check at the end, because combining logs can introduce extraneous solutions. Here log_2 x needs x > 0 and log_2(x - 2) needs x > 2, so any solution must be greater than 2. My plan: combine with the product rule, convert to a polynomial equation, solve it, then discard anything not greater than 2 and check the rest in the original equation.
@verify
Alternatively, I can write 3 = \log_2 8 and compare: \log_2(x(x - 2)) = \log_2 8 means x(x - 2) = 8 for x > 2. The function x(x - 2) is increasing for x > 2, so there is exactly one solution in the domain. At x = 4 it equals 4 × 2 = 8, so that's the one.

@key altitude
@gold \frac{36}{5}
@w \frac{48}{5}
@w2 \frac{27}{5}
@boxes \frac{36}{5}|7.2|\dfrac{36}{5}
@q A right triangle has legs of length 9 and 12. What is the length of the altitude to the hypotenuse? Express your answer as a common fraction.
@intro
Okay, so a right triangle with legs 9 and 12. I need the altitude from the right angle to the hypotenuse. I'll compute the area two ways: with the legs, and with the hypotenuse and the altitude.
@steps
Hypotenuse: \sqrt{9^2 + 12^2} = \sqrt{81 + 144} = \sqrt{225} = 15. It's a scaled 3-4-5 triangle (times 3).

Area with the legs: \frac{1}{2} \cdot 9 \cdot 12 = 54. Area with the hypotenuse as base: \frac{1}{2} \cdot 15 \cdot h. Setting them equal: §s\frac{15h}{2} = 54, so 15h = 108.

Then h = \frac{108}{§f15} = \frac{36}{5}. Hmm, let me simplify carefully: 108 and 15 share a factor of 3.§p
@doubt
Wait, 108 / 3 = 36 and 15 / 3 = 5, so 108/15 = 36/5. As a decimal that's 7.2. Is that reasonable? The altitude to the hypotenuse should be shorter than both legs, and 7.2 < 9 < 12. Good. The formula h = ab/c also gives 9 × 12 / 15 = 108/15 = 36/5.
@tent
So the altitude should be 36/5.
@check
Let me double-check with similar triangles. The altitude splits the hypotenuse into segments 9^2/15 = 81/15 = 27/5 and 12^2/15 = 144/15 = 48/5, which add to 75/5 = 15. And h^2 = (27/5)(48/5) = 1296/25, so h = 36/5 since §c36^2 = 1296. Consistent.
@concl
So the altitude to the hypotenuse has length \frac{36}{§n5}.
@summary
The hypotenuse is \(\sqrt{9^2 + 12^2} = 15\). Computing the area two ways,
\[
\frac{1}{2} \cdot 9 \cdot 12 = \frac{1}{2} \cdot 15 \cdot h,
\]
so \(54 = \frac{15h}{2}\) and
\[
h = §x\frac{108}{15} = \frac{36}{5}.
\]
@final
The altitude is \(\boxed{\frac{36}{5}}\).
@sumwrong
The longer segment of the hypotenuse is \(\boxed{\frac{48}{5}}\).
@wait
Wait, the altitude to the hypotenuse lands on the hypotenuse and cuts it into two pieces, and the piece next to the leg of 12 is 12^2/15 = 144/15 = 48/5. I think that's the length they mean by the altitude's foot distance. So the answer is \frac{48}{5}.
@alt
Alternatively, by the geometric-mean relation, the piece of the hypotenuse next to the leg of 9 is 9^2/15 = 81/15 = \frac{27}{5}.
@keep
I think that segment is what the problem calls the altitude here, so \frac{27}{5}.
@reject
But that's a segment of the hypotenuse, not the altitude. The altitude is the geometric mean of the two segments: \sqrt{(27/5)(48/5)} = 36/5.
@early
First thought: the altitude is just the shorter leg, 9, since a leg is perpendicular to the other leg. Hmm, wait, no. The altitude to the hypotenuse goes from the right-angle vertex perpendicular to the hypotenuse, not along a leg. So 9 is wrong; I need the area method.
@recheck
Wait, let me double-check: 9 × 12 = 108 = 15 × h gives h = 108/15 = 36/5. Yes, that's correct.
@plan
In a right triangle, the altitude from the right angle to the hypotenuse can be found from the area: the area is half the product of the legs, and it's also half the hypotenuse times that altitude. So I need the hypotenuse first, by the Pythagorean theorem. The answer should be a common fraction, which suggests it won't be a whole number.
@verify
Alternatively, use coordinates: put the right angle at the origin, with legs along the axes to (12, 0) and (0, 9). The hypotenuse is the line x/12 + y/9 = 1, or 9x + 12y - 108 = 0. The distance from the origin to this line is |-108| / \sqrt{81 + 144} = 108/15 = 36/5. That's the altitude, so all three methods agree.

@key modulus
@gold 5\sqrt{5}
@w 125
@w2 11 - 2i
@boxes 5\sqrt{5}|\sqrt{125}|5\sqrt5
@q Compute $|(3 + 4i)(1 - 2i)|$.
@intro
Okay, so I need the modulus of the product (3 + 4i)(1 - 2i). There are two ways: multiply out and then take the modulus, or use |zw| = |z||w|. Let me do both to be safe.
@steps
Using the product rule: |3 + 4i| = \sqrt{9 + 16} = \sqrt{25} = 5, and |1 - 2i| = \sqrt{1 + 4} = \sqrt{5}. So the modulus of the product is §s5\sqrt{5}.

Multiplying out: (3 + 4i)(1 - 2i) = 3 - 6i + 4i - 8i^2 = 3 - 2i + 8 = 11 - 2i. Then |11 - 2i| = \sqrt{121 + §f4} = \sqrt{125}. Hmm, let me see whether \sqrt{125} simplifies to the same thing.§p
@doubt
Wait, \sqrt{125} = \sqrt{25 \cdot 5} = 5\sqrt{5}. Yes, it matches the product rule. I should be careful not to stop at |11 - 2i|^2 = 125, which is the squared modulus, not the modulus.
@tent
So the modulus should be 5\sqrt{5}.
@check
Let me double-check numerically: 5\sqrt{5} ≈ 5 × 2.236 = 11.18, and \sqrt{125} ≈ 11.18 as well. Also |11 - 2i| should be just a bit more than 11, since the imaginary part is small: \sqrt{121 + 4} = §c\sqrt{125} ≈ 11.18. Consistent.
@concl
Therefore, |(3 + 4i)(1 - 2i)| = 5\sqrt{§n5}.
@summary
Using \(|zw| = |z|\,|w|\):
\[
|3 + 4i| = \sqrt{3^2 + 4^2} = 5, \qquad |1 - 2i| = \sqrt{1^2 + 2^2} = \sqrt{5}.
\]
Hence
\[
|(3 + 4i)(1 - 2i)| = §x5\sqrt{5}.
\]
@final
The answer is \(\boxed{5\sqrt{5}}\).
@sumwrong
The product is \((3 + 4i)(1 - 2i) = \boxed{11 - 2i}\).
@wait
Wait, the modulus of 11 - 2i is computed from 11^2 + (-2)^2 = 121 + 4 = 125, and that sum is the value we get from the product. So |(3 + 4i)(1 - 2i)| = 125. The answer is 125.
@alt
Alternatively, I can just expand the product: (3 + 4i)(1 - 2i) = 3 - 6i + 4i + 8 = 11 - 2i.
@keep
So the expression works out to 11 - 2i, and that's my answer.
@reject
But that is the product itself, not its modulus. Its modulus is \sqrt{121 + 4} = \sqrt{125} = 5\sqrt{5}, the same as before.
@early
My first attempt: |3 + 4i| = 3 + 4 = 7 and |1 - 2i| = 1 + 2 = 3, so 21? No wait, that's wrong: the modulus is \sqrt{a^2 + b^2}, not a + b. So |3 + 4i| = 5, not 7.
@recheck
Wait, let me double-check: |3 + 4i| = 5, |1 - 2i| = \sqrt{5}, and 5 \cdot \sqrt{5} = 5\sqrt{5}. Yes, that's correct.
@plan
The modulus of a complex number a + bi is \sqrt{a^2 + b^2}, and the modulus is multiplicative: |zw| = |z| |w|. So the product rule gives the answer quickly, and multiplying out first gives a check. The answer will probably involve a square root, so I should simplify it at the end.
@verify
Alternatively, use |z|^2 = z \bar{z}: |(3 + 4i)(1 - 2i)|^2 = |3 + 4i|^2 |1 - 2i|^2 = 25 × 5 = 125. So the modulus is the square root of 125, which is 5\sqrt{5}, and not 125 itself.
"""
# fmt: on


def parse(data: str) -> list[dict]:
    """The problem blocks: `@field value` on one line, or `@field` and the lines up to the next `@`."""
    problems, cur, field = [], None, None
    for line in data.strip("\n").split("\n"):
        if line.startswith("@"):
            name, _, value = line[1:].partition(" ")
            if name == "key":
                cur = {}
                problems.append(cur)
            cur[name] = value
            field = name
        else:
            cur[field] = (cur[field] + "\n" + line) if cur[field] else line
    for p in problems:
        for name in list(p):
            p[name] = p[name].strip("\n")
        p["boxes"] = p["boxes"].split("|")
        for mark, part in (
            ("§s", "steps"),
            ("§f", "steps"),
            ("§p", "steps"),
            ("§c", "check"),
            ("§n", "concl"),
            ("§x", "summary"),
        ):
            if p[part].count(mark) != 1:
                raise SystemExit(f"{p['key']}: marker {mark} not once in {part}")
    return problems


def clean(text: str) -> str:
    """`text` without the cut markers."""
    return re.sub("§[sfpcnx]", "", text)


def upto(text: str, mark: str) -> str:
    """`text` cut at `mark` (the token limit), markers removed."""
    return clean(text[: text.index(mark)])


REREAD = "Let me read the problem again to make sure I have all the numbers: "
PARTS = ("intro", "plan", "steps", "doubt", "tent", "check", "verify", "concl")


def body(p: dict, early: bool = False) -> str:
    """The whole thinking as the prompt left it (no `<think>` opening), markers kept."""
    parts = [p[x] for x in PARTS]
    parts.insert(1, REREAD + '"' + p["q"] + '"')
    if early:
        parts.insert(2, p["early"])
    return "\n\n".join(parts)


def through_tent(p: dict) -> str:
    """The thinking up to its tentative answer ("So ... should be X."), markers removed."""
    text = body(p)
    return clean(text[: text.index(p["check"])]).rstrip()


def fa(value: str, v: int) -> str:
    """The R1-distill `**Final Answer**` block, in one of three layouts."""
    return (
        "**Final Answer**\n\\boxed{" + value + "}",
        r1final(value),
        "**Final Answer**\n$\\boxed{" + value + "}$",
    )[v % 3]


SUMHEAD = ("", "**Solution**\n\n", "Here is a summary of the solution.\n\n")


def summary(p: dict, v: int) -> str:
    """The answer after `</think>` (without its final line), markers kept."""
    return SUMHEAD[v % 3] + p["summary"]


def close(p: dict, v: int) -> str:
    """The summary's final line with the gold boxed."""
    return p["final"] if v % 2 == 0 else r1final(p["gold"])


def shape(name: str, p: dict, v: int) -> tuple[str, str, str]:
    """(completion, form, note) of one probe shape on problem `p`; `v` rotates the layouts."""
    gold, w, w2 = p["gold"], p["w"], p["w2"]
    gb = p["boxes"][v % len(p["boxes"])]
    full = clean(body(p))
    think_end = "\n</think>\n\n"
    if name == "cut_s":
        return (
            upto(body(p, early=True), "§s"),
            "truncated",
            "thinking cut by the token limit mid-sentence in the working, before any answer",
        )
    if name == "cut_f":
        return (
            upto(body(p, early=True), "§f"),
            "truncated",
            "thinking cut by the token limit inside a formula in the working; no final answer",
        )
    if name == "cut_p":
        return (
            upto(body(p, early=True), "§p") + "\n\n",
            "truncated",
            f"thinking cut at a paragraph end; {clean(gold)} only as a result in the working, "
            "never stated as the answer: no_answer",
        )
    if name == "cut_c":
        return (
            upto(body(p), "§c"),
            "truncated",
            f"a tentative 'should be {clean(gold)}', then cut inside the double-check: the "
            "thinking never committed to an answer: no_answer",
        )
    if name == "cut_alt":
        return (
            through_tent(p) + "\n\nAlternatively,",
            "truncated",
            f"a tentative {clean(gold)}, then cut right after 'Alternatively,': no_answer",
        )
    if name == "cut_wait":
        return (
            through_tent(p) + "\n\nWait,",
            "truncated",
            f"a tentative {clean(gold)}, then cut right after 'Wait,': no_answer",
        )
    if name == "cut_n":
        return (
            upto(body(p), "§n"),
            "truncated",
            "thinking cut by the token limit inside the concluding sentence, mid-number or "
            "mid-formula: no_answer",
        )
    if name == "fa_takeback":
        text = full + "\n\n" + fa(gold, v) + "\n\n" + p["wait"] + "\n\n" + fa(w, v + 1)
        if v % 2:
            text += think_end + "The answer is \\(\\boxed{" + w + "}\\)."
        return (
            text,
            "boxed",
            f"a **Final Answer** box {clean(gold)} inside the thinking, then 'Wait, ...' takes "
            f"it back and the last box is {clean(w)}: wrong",
        )
    if name == "sum_other":
        text = (
            full + "\n\n" + fa(gold, v) + think_end + clean(summary(p, v)) + "\n\n" + p["sumwrong"]
        )
        return (
            text,
            "boxed",
            f"thinking boxes {clean(gold)}, but the summary after </think> ends on another "
            "boxed value (a subtotal, a given or another quantity): wrong",
        )
    if name == "two_boxes":
        if v % 2 == 0:
            text = (
                full
                + "\n\n"
                + fa(gold, v)
                + think_end
                + clean(summary(p, v))
                + "\n\n\\[\n\\boxed{"
                + gold
                + "}\n\\]\n\\[\n\\boxed{"
                + w
                + "}\n\\]"
            )
        else:
            text = full + "\n\n**Final Answer**\n\\boxed{" + gold + "}\n\\boxed{" + w2 + "}"
        return (
            text,
            "boxed",
            "two final boxes that disagree, the gold and another value, with no word for "
            "which one stands: two values for one question: wrong",
        )
    if name == "alt_keep":
        text = full + "\n\n" + p["alt"] + " " + p["keep"] + "\n\n" + fa(w2, v)
        if v % 2:
            text += think_end + "The answer is \\(\\boxed{" + w2 + "}\\)."
        return (
            text,
            "boxed",
            f"an 'Alternatively' paragraph ends on {clean(w2)}, which the model keeps and "
            "boxes: wrong",
        )
    if name == "fa_sum":
        text = full + "\n\n" + fa(gb, v) + think_end + clean(summary(p, v)) + "\n\n" + close(p, v)
        return (
            text,
            "boxed",
            f"the thinking closes with **Final Answer** \\boxed{{{gb}}} and </think>, and the "
            "summary repeats the answer",
        )
    if name == "sum_cut":
        text = full + "\n\n" + fa(gb, v) + think_end + upto(summary(p, v), "§x")
        return (
            text,
            "boxed",
            f"the thinking settled on \\boxed{{{gb}}} before </think>; the summary after it is "
            "cut by the token limit before restating the value, and states no other answer",
        )
    if name == "close_box":
        return (
            full + "\n\n" + fa(gb, v),
            "boxed",
            f"no </think>: the trace ends on a clear **Final Answer** \\boxed{{{gb}}}",
        )
    if name == "check":
        text = full + "\n\n" + fa(gb, v) + "\n\n" + p["recheck"]
        if v % 2:
            text += think_end + clean(summary(p, v)) + "\n\n" + close(p, v)
        return (
            text,
            "boxed",
            f"\\boxed{{{gb}}}, then 'Wait, let me double-check ... Yes, that's correct.' "
            "with the same value",
        )
    if name == "rejected":
        text = clean(body(p, early=True)) + "\n\n" + fa(gb, v)
        if v % 2:
            text += think_end + clean(summary(p, v)) + "\n\n" + close(p, v)
        return (
            text,
            "boxed",
            "a wrong value tried first and rejected ('Wait, that's not right'), then the "
            f"right working and \\boxed{{{gb}}}",
        )
    if name == "alt_back":
        text = full + "\n\n" + p["alt"] + " " + p["reject"] + "\n\n" + fa(gb, v)
        return (
            text,
            "boxed",
            f"an 'Alternatively' paragraph reaches {clean(w2)} and is rejected; the model "
            f"returns to \\boxed{{{gb}}}",
        )
    raise SystemExit(f"unknown shape {name}")


A_SHAPES = (
    "cut_s",
    "cut_f",
    "cut_p",
    "cut_c",
    "cut_alt",
    "cut_wait",
    "cut_n",
    "fa_takeback",
    "sum_other",
    "two_boxes",
    "alt_keep",
)
B_SHAPES = ("fa_sum", "sum_cut", "close_box", "check", "rejected", "alt_back")
TRUNCATED = {"cut_s", "cut_f", "cut_p", "cut_c", "cut_alt", "cut_wait", "cut_n"}
# (data, maker, prefix, A probes per problem, B probes per problem; "circle" takes 4 A and 6 B)
PATHS = ((GDATA, g, "g", 6, 4), (MDATA, m, "m", 5, 5))


def build() -> list[tuple]:
    """Every probe: kind A shapes and kind B shapes dealt in turn over the problems."""
    cases, a_turn, b_turn = [], 0, 0
    for data, maker, prefix, n_a, n_b in PATHS:
        for p in parse(data):
            na, nb = (4, 6) if p["key"] == "circle" else (n_a, n_b)
            for kind, shapes, count in (("A", A_SHAPES, na), ("B", B_SHAPES, nb)):
                for _ in range(count):
                    turn = a_turn if kind == "A" else b_turn
                    name = shapes[turn % len(shapes)]
                    v = turn // len(shapes)
                    text, form, note = shape(name, p, v)
                    if kind == "A":
                        a_turn += 1
                        truth = "no_answer" if name in TRUNCATED else "wrong"
                    else:
                        b_turn += 1
                        truth = "correct"
                    case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{p['key']}_{name}"
                    deb = case_id in DECISIONS
                    cases.append(maker(case_id, kind, p["gold"], truth, form, text, note, deb))
    return cases


# Debatable: the ten `cut_p` probes (the working's result at a paragraph end, the trace cut there).
DECISIONS: dict[str, tuple[str, str]] = {
    f"{prefix}_{key}_cut_p": (
        "reject",
        "the trace was cut by the token limit right after a working paragraph whose last equation "
        "gives the value and whose last sentence announces a further check ('Hmm, let me ...'); "
        "the model never stated the value as its answer, nothing marks it final and the check it "
        "announced never ran, so the stored completion holds no final answer (no_answer, as the "
        "real-corpus label of a loop whose working contains the gold)",
    )
    for prefix, key in (
        ("g", "tulips"),
        ("g", "tickets"),
        ("g", "trip"),
        ("g", "savings"),
        ("g", "jacket"),
        ("m", "divisors"),
        ("m", "arith"),
        ("m", "committee"),
        ("m", "altitude"),
        ("g", "ages"),
    )
}

CASES = build()

if __name__ == "__main__":
    write_probes("adversarial_redteam223", CASES, [], DECISIONS)
