r"""Build adversarial_redteam194.jsonl: round 194 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam194"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 200 GSM8K and 40 MATH, 120 kind A and 120 kind B:
CLOSINGS OF REAL REASONING MODELS AFTER </think> AND OF INSTRUCT MODELS WITHOUT A MARKER. Each
completion is either an R1-distill think block (`<think> ... </think>`) followed by the summary such
models write, or instruct working (Qwen2.5-Instruct / Llama 3 style steps) followed by a closing.
The closings are the shapes real runs show:
  * an R1 summary under "**Problem Statement:**" / "**Given:**" / "**Question:**" headings (also
    "### ..." headings) that solves the problem and boxes the answer (B), or that restates the
    problem and boxes a GIVEN number of it while the think block had reached the gold (A);
  * "Final answer: <a sentence>" with the value in the unit asked (B), or with the value in
    another unit ("180 eggs" where dozens are asked, "13.5 feet" where inches are asked, "6 hours"
    where minutes are asked, "28 days" where weeks are asked), a subtotal or a given (A);
  * a conclusion, then a verification paragraph ("We can verify this: ... This confirms ...") and
    an "In summary, ..." recap stating no new value (B), or a verification that reaches a
    DIFFERENT value and leaves the conflict unsettled ("Hmm, that gives 14 dozen, not 15. One of
    these calculations must be off.") (A);
  * "Therefore, Ana earns $70 more per week at her new job." after a worked difference (B), and
    the same sentence where the box below it holds the larger total (A);
  * a caveat paragraph after the answer ("However, this assumes no sales tax ...") that changes
    nothing (B), or one that revises the answer to another value (A);
  * an R1 summary that repeats the answer several times (B), or one whose last repetition drifts
    to another value (A);
  * a loop of copies of the final paragraph cut by the token limit in the middle of a copy (B when
    every whole copy states the gold), or copies that disagree, the last whole copy stating a
    wrong value (A).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: eggs: 2 batches a day x 3 eggs, 30 days, dozens -> 15 (6 a day; 180 eggs; verification
slip 42 x 4 = 168 eggs = 14 dozen; caveat 16 dozen; drift 180; loop 14); string: 9 x 1.5 ft in
inches -> 162 (18 in a piece; 13.5 ft; 1 ft 5 in misreading 9 x 17 = 153; knots 162 + 18 = 180);
ana: $22 x 25 h vs $16 x 30 h, how much more -> 70 (550, 480; 6 x 25 = 150; after 20 % tax 56);
leo: 3 and 5 laps of 400 m, a week, how many more m -> 5600 (1200, 2000, 800 a day; weekly 8400
and 14000; 5-day week 4000; 6 days 4800); phone: $35 + $50 fee vs $42 a month, a year, how much
more B -> 34 (470, 504; 7 x 12 = 84; without the fee 84); garden: 6 x 14 vs 8 x 9 -> 12 (84, 72;
2 x 5 = 10); dev: $52,000 vs $2,100 every two weeks -> 2600 (26 periods; 54600; 4200 x 12 = 50400
and 1600 less; 27 paydays (365 days) 56700 and 4700); croissants: 45 x 5 vs 80 x 2 -> 65 (225, 160; 35 a
day, 70); marathon: 3 films of 1 h 50 min and 15-min breaks between -> 360 minutes (110, 330, 30;
6 hours; 3 breaks 375); shirts: 3 x $16 + 2 x $9 -> 66 (48, 18; pairs 3 x 25 = 75; 8 % tax 71.28);
book: 336 pages at 12 a day, weeks -> 4 (28 days; 84 a week; 5-day weeks 60 a week, 5.6, "about 6");
markers: 14 x 12 - 23 -> 145 (168; 12 x 12 = 144); jacket: $80, 25 % off, then a $10 coupon -> 50
(20, 60; coupon first 52.50); age: brother 7, Lily 3 times, in 6 years -> 27 (21 now; brother 13;
3 x 13 = 39); tank: 1,200 L, 1/4 full, 75 L a minute -> 12 (300, 900; 1200 / 75 = 16; a 15 L leak
900 / 60 = 15); cookies: 4 x 18 shared by 8 -> 9 (72; keeping 8, 64 / 8 = 8); bike: $340, has $90,
$25 a week -> 10 (250; 340 / 25 = 13.6 about 14; 10 % tax 374, 284, 11.36, 12 weeks); train: 80 km/h
x 2.5 h + 60 km/h x 1.5 h -> 290 (200, 90; 72.5 km/h average; 70 x 4 = 280); legs: 12 chickens,
9 cows -> 60 (24, 36; 21 x 3 = 63; the farmer 62); tickets: 150 x $8 - $320 -> 880 (1200; about
$6 a ticket 900; printing 150 x 0.50 = 75, 805).
MATH: 150 degrees in radians -> \frac{5\pi}{6} (150/180 = 5/6; the pi dropped \frac{5}{6}; the
factor turned over \frac{6\pi}{5}; the wrong back-conversion 5\pi^2/1080 about 0.046); P(exactly
two heads in 3 flips) -> \frac{3}{8} (8 outcomes, 3 favourable; one ordering \frac{1}{8}; "at least
two" \frac{1}{2}); sum of the first 20 odd numbers -> 400 (39 the 20th; n(n+1) = 420; 21 odd
numbers 441); sum of the solutions of |2x - 5| = 7 -> 5 (6 and -1; positive only 6; product -6).

Classes (id `[ok_]<g|m>_<problem>_<class>`, a leading `ok_` marking kind B):
  kind B: `box` R1 summary with Problem Statement / Given / Question headings, solved and boxed;
  `fa` "Final answer: <sentence>" in the unit asked; `ver` conclusion, verification paragraph,
  "In summary, ..." recap; `more` "Therefore, ... $X more ..." after a worked difference (with or
  without a box of X); `cav` a caveat after the answer that changes nothing; `rep` an R1 summary
  repeating the answer; `loop` copies of the closing paragraph, cut mid-copy, every whole copy
  right.
  kind A: `given` the R1 summary restates the problem and boxes a given; `fab` "Final answer:" with
  another unit, a subtotal or a given; `vbad` a verification reaching another value, unsettled
  (two values for one question); `total` "... $X more ..." with the larger total in the box below;
  `cavb` a caveat revising the answer to a wrong value; `drift` a repeating summary whose last
  repetition states another value; `loopb` copies of the closing paragraph that disagree, the last
  whole copy wrong, cut mid-copy.
Kind A: truth wrong (no probe of this round is cut before every answer, so none is no_answer);
kind B: truth correct. Each GSM8K problem gets 5 kind B and 5 kind A classes (the six difference
problems always `more` and `total`), each MATH problem 5 and 5. Counts: box 21, fa 20, ver 19,
cav 16, rep 20, loop 18, more 6 (B 120); given 20, fab 19, vbad 21, cavb 17, drift 19, loopb 18,
total 6 (A 120). Within a class the shape rotates (heading style, instruct working or a think
block, plain or boxed conclusion, where the loop is cut) by the class's running index.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number (the "In summary" recap, a caveat that keeps
the answer) does not change the answer. Wrong: a subtotal, a given, the value in another unit than
the one asked ("180 eggs" for "how many dozen"), the larger total where the difference is asked, a
revised value, two values for one question (a verification that finds another value and leaves it
open), a last repetition that drifts to another value. A box holding a given after a think block
that reached the gold is wrong: the summary after </think> is the answer. A cut copy at the end of
a loop adds nothing: the whole copies decide (all right: correct; disagreeing, the last whole copy
wrong: wrong). Debatable: none marked (DECISIONS is empty). `vbad` could be read as no_answer (the
model doubts its answer) rather than wrong; either way it is kind A and must be rejected, so the
checker's decision does not depend on it.

Usage: python build_adversarial_redteam194.py (writes /tmp/rounds/rt194/adversarial_redteam194.jsonl)
"""

from corpus_build import g, m, th, write_probes  # noqa: E402

# fmt: off
# Problems: dict per problem. say: the answer sentence with "{}" for the value (no final period);
# show: the gold as prose writes it (default the gold); givenv: a given number of the problem
# (boxed by `given`); big: the larger total (diff problems); fab: the "Final answer:" sentence of
# `fab`; ver / verbad / recap / cav / cavb: the paragraphs of those classes; d1: the drift value;
# d2: the value of the disagreeing copies; b / a: the classes of kind B / A this problem gets.
GPROBS = [
    dict(
        key="eggs", gold="15",
        q="Priya bakes muffins every day. She makes 2 batches a day, and each batch uses 3 eggs. How many dozen eggs will Priya need for 30 days?",
        think="""Okay, let me figure out how many dozen eggs Priya needs. She makes 2 batches of muffins every day, and each batch takes 3 eggs. So per day she uses 2 times 3, which is 6 eggs.

Over 30 days that's 6 times 30. 6 times 30 is 180 eggs.

But the question asks for dozens, not eggs. A dozen is 12, so 180 divided by 12. 12 times 15 is 180, so that's 15 dozen.

Let me double-check: 15 dozen is 15 times 12 = 180 eggs, and 180 eggs over 30 days is 6 a day, which is 2 batches of 3. Yep, that works.

So Priya needs 15 dozen eggs.
""",
        work="""To find how many dozen eggs Priya needs, we first find the eggs she uses each day, then the eggs for 30 days, and then convert to dozens.

**Step 1: Eggs per day**
Priya makes 2 batches a day, and each batch uses 3 eggs:
2 × 3 = 6 eggs per day

**Step 2: Eggs for 30 days**
6 eggs/day × 30 days = 180 eggs

**Step 3: Convert to dozens**
There are 12 eggs in a dozen:
180 ÷ 12 = 15 dozen

""",
        given=["Batches per day: 2", "Eggs per batch: 3", "Number of days: 30"],
        ask="How many dozen eggs does Priya need for 30 days?",
        steps=[r"Eggs per day: \(2 \times 3 = 6\)", r"Eggs in 30 days: \(6 \times 30 = 180\)", r"Dozens: \(180 \div 12 = 15\)"],
        say="Priya will need {} dozen eggs for 30 days", givenv="30",
        fab="Priya will need 180 eggs for 30 days",
        fabnote="180 eggs where dozens are asked (the gold is 15 dozen)",
        ver="We can verify this by working backwards: 15 dozen is 15 × 12 = 180 eggs, and 180 eggs spread over 30 days is 180 ÷ 30 = 6 eggs a day, which is exactly 2 batches of 3 eggs. This confirms that our answer is correct.",
        recap="we found the daily egg use, multiplied it by the number of days, and divided by the size of a dozen to turn eggs into dozens.",
        verbad="Let me verify this another way. With 2 batches of 3 eggs a day, Priya uses 6 × 7 = 42 eggs a week. A month is about 4 weeks, so that's 42 × 4 = 168 eggs, which is 168 ÷ 12 = 14 dozen. Hmm, this gives 14 dozen, not 15. One of these calculations must be off.",
        vbadv="14",
        cav="this assumes Priya bakes on all 30 days and that no eggs break along the way. The problem says she bakes every day, so nothing needs to be adjusted.",
        cavb="this assumes no eggs break. In practice a few eggs always crack, so it is safer to buy one extra dozen for every 15 dozen, which makes 16 dozen. So Priya will need 16 dozen eggs for 30 days.",
        cavbv="16", d1="180", d2="14",
        b="box fa ver cav rep", a="given fab vbad cavb drift"),
    dict(
        key="string", gold="162",
        q="Marcus is making 9 friendship bracelets. Each bracelet needs a piece of string 1.5 feet long. How many inches of string does Marcus need in total?",
        think="""Okay, so Marcus makes 9 bracelets and each needs 1.5 feet of string. The question wants the total in inches.

First, the total in feet: 9 times 1.5. 9 times 1 is 9, and 9 times 0.5 is 4.5, so 13.5 feet.

Now convert to inches. There are 12 inches in a foot, so 13.5 times 12. 13 times 12 is 156, and 0.5 times 12 is 6, so 156 + 6 = 162 inches.

Alternatively, each piece is 1.5 × 12 = 18 inches, and 9 × 18 = 162. Same thing.

So Marcus needs 162 inches of string.
""",
        work="""We need the total length of string in inches.

1. **Length of one piece in inches:**
   1.5 feet × 12 inches per foot = 18 inches

2. **Total length for 9 bracelets:**
   9 × 18 inches = 162 inches

3. **Check in feet:**
   9 × 1.5 feet = 13.5 feet, and 13.5 × 12 = 162 inches.

""",
        given=["Number of bracelets: 9", "String per bracelet: 1.5 feet", "1 foot = 12 inches"],
        ask="What is the total length of string, in inches?",
        steps=[r"One piece in inches: \(1.5 \times 12 = 18\)", r"Nine pieces: \(9 \times 18 = 162\)"],
        say="Marcus needs {} inches of string in total", givenv="1.5",
        fab="Marcus needs 13.5 feet of string in total",
        fabnote="13.5 feet where inches are asked (the gold is 162 inches)",
        ver="We can verify this: 162 inches ÷ 12 = 13.5 feet, and 13.5 feet ÷ 9 bracelets = 1.5 feet per bracelet, which matches the problem. This confirms the total.",
        recap="converting each piece to inches first and then multiplying by the number of bracelets gives the total length Marcus needs.",
        verbad="Let me double-check. 1.5 feet is 1 foot 5 inches, which is 12 + 5 = 17 inches, so 9 pieces would be 9 × 17 = 153 inches. Hmm, that's 153, but above I got 162. These don't agree, so one of the two conversions is wrong.",
        vbadv="153",
        cav="this assumes Marcus cuts every piece exactly to length. The problem gives no extra length for knots, so nothing needs to be added.",
        cavb="this leaves no string for tying the knots. If Marcus adds 2 inches to each piece for the knot, he needs 9 × 2 = 18 more inches, so the total is 162 + 18 = 180 inches. So Marcus needs 180 inches of string in total.",
        cavbv="180", d1="13.5", d2="153",
        b="box fa ver cav loop", a="given fab vbad cavb loopb"),
    dict(
        key="ana", gold="70", diff=True,
        q="Ana started a new job that pays $22 an hour, and she works 25 hours a week there. At her old job she earned $16 an hour for 30 hours a week. How much more money does Ana earn per week at her new job?",
        think="""Okay, let's see. Ana's new job: $22 an hour, 25 hours a week. So weekly that's 22 × 25. 22 × 25 = 550. So $550 a week.

Old job: $16 an hour for 30 hours. 16 × 30 = 480. So $480 a week.

The question asks how much more she earns per week at the new job. So 550 − 480 = 70.

Wait, let me make sure I'm comparing weekly pay and not hourly. The hourly difference is 22 − 16 = $6, but she works fewer hours now, so I can't just multiply 6 by something. Weekly: 550 vs 480, difference is $70. Yes.

So she earns $70 more per week.
""",
        work="""To compare the two jobs, we calculate Ana's weekly pay at each.

**New job:**
$22 per hour × 25 hours = $550 per week

**Old job:**
$16 per hour × 30 hours = $480 per week

**Difference:**
$550 − $480 = $70

""",
        given=["New job: $22 per hour, 25 hours per week", "Old job: $16 per hour, 30 hours per week"],
        ask="How much more does Ana earn per week at the new job?",
        steps=[r"New job weekly pay: \(22 \times 25 = 550\)", r"Old job weekly pay: \(16 \times 30 = 480\)", r"Difference: \(550 - 480 = 70\)"],
        say="Ana earns ${} more per week at her new job", givenv="22", big="550",
        verbad="Let me verify. The new job pays 22 − 16 = $6 more per hour, and she works 25 hours a week there, so that's 6 × 25 = $150 more per week. Hmm, that gives $150, not $70. I'm not sure which of these is right.",
        vbadv="150",
        cav="this compares pay before taxes. Since the question only asks about earnings, taxes don't change the difference we were asked for.",
        cavb="this is pay before taxes. If 20% of her pay is withheld at both jobs, the difference she actually takes home is $70 × 0.8 = $56. So Ana earns $56 more per week at her new job.",
        cavbv="56", d1="150", d2="150",
        fab="Ana earns $550 per week at her new job", fabnote="the new weekly pay",
        b="more box fa cav loop", a="total given vbad cavb drift"),
    dict(
        key="leo", gold="5600", show="5,600", diff=True,
        q="Leo runs 3 laps around a 400-meter track every morning and 5 laps every evening. How many more meters does he run in the evenings than in the mornings over one week?",
        think="""Okay, so Leo runs 3 laps in the morning and 5 laps in the evening, and each lap is 400 meters. I need how many more meters in the evenings than the mornings over a week.

Morning: 3 × 400 = 1,200 meters a day. Evening: 5 × 400 = 2,000 meters a day. So each day the evening is 2,000 − 1,200 = 800 meters more.

Over a week, that's 7 days, so 800 × 7 = 5,600 meters.

Let me check by totals: mornings for the week are 1,200 × 7 = 8,400 and evenings are 2,000 × 7 = 14,000. 14,000 − 8,400 = 5,600. Same answer.

So 5,600 meters more in the evenings.
""",
        work="""Let's find how far Leo runs in each session, then compare over a week.

1. **Morning distance per day:** 3 laps × 400 m = 1,200 m
2. **Evening distance per day:** 5 laps × 400 m = 2,000 m
3. **Extra distance each day:** 2,000 m − 1,200 m = 800 m
4. **Extra distance over one week (7 days):** 800 m × 7 = 5,600 m

""",
        given=["Track length: 400 meters", "Morning: 3 laps a day", "Evening: 5 laps a day", "Time period: 1 week (7 days)"],
        ask="How many more meters does Leo run in the evenings than in the mornings in one week?",
        steps=[r"Morning: \(3 \times 400 = 1200\) m per day", r"Evening: \(5 \times 400 = 2000\) m per day", r"Daily difference: \(2000 - 1200 = 800\) m", r"Weekly difference: \(800 \times 7 = 5600\) m"],
        say="Leo runs {} more meters in the evenings than in the mornings over one week", givenv="400", big="14000",
        fab="Leo runs 800 more meters in the evening than in the morning", fabnote="the daily difference 800 where the weekly difference is asked",
        ver="We can verify this with weekly totals: the mornings add up to 1,200 × 7 = 8,400 meters and the evenings to 2,000 × 7 = 14,000 meters, and 14,000 − 8,400 = 5,600. This confirms the answer.",
        recap="the two extra laps each evening add up over the seven days of the week.",
        verbad="Let me verify: Leo runs 2 extra laps each evening, which is 2 × 400 = 800 meters, and over a 5-day school week that is 800 × 5 = 4,000 meters. Hmm, now I get 4,000 instead of 5,600. Something doesn't add up here.",
        vbadv="4,000",
        cavb="most runners take a rest day. If Leo rests one day a week, he runs on only 6 days, so the difference is 800 × 6 = 4,800 meters. So Leo runs 4,800 more meters in the evenings than in the mornings over one week.",
        cavbv="4,800", d1="800", d2="4,000",
        b="more box ver rep loop", a="total fab vbad cavb loopb"),
    dict(
        key="phone", gold="34", diff=True,
        q="Plan A costs $35 a month plus a one-time $50 activation fee. Plan B costs $42 a month with no activation fee. Over one year, how much more does Plan B cost than Plan A?",
        think="""Okay, so two plans. Plan A: $35 a month plus a $50 one-time fee. Plan B: $42 a month, no fee. Over a year, which is 12 months.

Plan A for the year: 35 × 12 = 420, plus 50 = 470.

Plan B for the year: 42 × 12 = 504.

How much more does Plan B cost? 504 − 470 = 34.

Hmm, let me double check 42 × 12: 40 × 12 = 480, 2 × 12 = 24, so 504. And 35 × 12: 30 × 12 = 360, 5 × 12 = 60, total 420. Plus 50 is 470. 504 − 470 = 34. Okay.

So Plan B costs $34 more over the year.
""",
        work="""To compare the plans, we find the total cost of each over 12 months.

**Plan A for one year:**
Monthly charges: $35 × 12 = $420
With the activation fee: $420 + $50 = $470

**Plan B for one year:**
$42 × 12 = $504

**Difference:**
$504 − $470 = $34

""",
        given=["Plan A: $35 per month + $50 activation fee", "Plan B: $42 per month, no fee", "Period: 12 months"],
        ask="How much more does Plan B cost than Plan A over one year?",
        steps=[r"Plan A: \(35 \times 12 + 50 = 470\)", r"Plan B: \(42 \times 12 = 504\)", r"Difference: \(504 - 470 = 34\)"],
        say="Plan B costs ${} more than Plan A over one year", givenv="50", big="504",
        fab="Plan B costs $504 over one year", fabnote="Plan B's yearly cost",
        ver="We can verify this: Plan B costs $7 more each month, which is 7 × 12 = $84 over the year, but Plan A has the extra $50 fee, so the gap is 84 − 50 = $34. This confirms our answer.",
        recap="the higher monthly price of Plan B outweighs the one-time fee of Plan A over a full year.",
        verbad="Let me verify: Plan B is 42 − 35 = $7 more per month, so over 12 months that's 7 × 12 = $84 more. Hmm, that's $84, which is not the $34 I found above. I'm not sure which number is correct.",
        vbadv="84",
        cav="this assumes the prices stay the same for the whole year. Nothing in the problem suggests a price change, so the comparison holds.",
        cavb="many carriers waive the activation fee on yearly contracts. Without the $50 fee, Plan A costs $420, so Plan B costs $504 − $420 = $84 more. So Plan B costs $84 more than Plan A over one year.",
        cavbv="84", d1="84", d2="84",
        b="more fa ver cav rep", a="total given vbad cavb drift"),
    dict(
        key="garden", gold="12", diff=True,
        q="Mia planted 6 rows of tomato plants with 14 plants in each row. Jon planted 8 rows with 9 plants in each row. How many more tomato plants did Mia plant than Jon?",
        think="""Okay, Mia: 6 rows of 14. 6 × 14 = 84 plants. Jon: 8 rows of 9. 8 × 9 = 72 plants.

Wait, Jon has more rows, but fewer plants per row. So who has more? 84 vs 72, Mia has more.

How many more? 84 − 72 = 12.

Let me double-check 6 × 14: 6 × 10 = 60, 6 × 4 = 24, 60 + 24 = 84. And 8 × 9 = 72. Yes. 84 − 72 = 12.

So Mia planted 12 more.
""",
        work="""Let's calculate how many plants each person planted.

**Mia's plants:** 6 rows × 14 plants = 84 plants

**Jon's plants:** 8 rows × 9 plants = 72 plants

**Difference:** 84 − 72 = 12 plants

Even though Jon has more rows, each of Mia's rows holds more plants.

""",
        given=["Mia: 6 rows, 14 plants per row", "Jon: 8 rows, 9 plants per row"],
        ask="How many more tomato plants did Mia plant than Jon?",
        steps=[r"Mia: \(6 \times 14 = 84\)", r"Jon: \(8 \times 9 = 72\)", r"Difference: \(84 - 72 = 12\)"],
        say="Mia planted {} more tomato plants than Jon", givenv="14", big="84",
        fab="Mia planted 84 tomato plants", fabnote="Mia's total",
        ver="We can verify this: Jon's 72 plants plus 12 more gives 72 + 12 = 84, exactly Mia's total. This confirms the difference.",
        recap="Mia's longer rows more than make up for Jon's extra rows.",
        verbad="Let me verify this a different way. Jon has 8 − 6 = 2 more rows, and Mia has 14 − 9 = 5 more plants per row, so the difference should be 5 × 2 = 10. Hmm, now I get 10, not 12. I'm not sure where the mismatch comes from.",
        vbadv="10", d1="10", d2="10",
        b="more box fa ver rep", a="total given fab vbad drift"),
    dict(
        key="dev", gold="2600", show="2,600", diff=True,
        q="Dev has two job offers. The first pays a salary of $52,000 a year. The second pays $2,100 every two weeks. How much more would Dev earn in a year at the second job?",
        think="""Okay, so the first job is $52,000 a year. The second job pays $2,100 every two weeks. How many two-week periods in a year? A year has 52 weeks, so 52 ÷ 2 = 26 pay periods.

So the second job pays 2,100 × 26 per year. 2,000 × 26 = 52,000 and 100 × 26 = 2,600, so 54,600.

The difference: 54,600 − 52,000 = 2,600.

Wait, should I use 52 weeks exactly? A year is 52 weeks and 1 day, but pay is usually 26 biweekly checks, so 26 is right.

So Dev earns $2,600 more at the second job.
""",
        work="""To compare, we convert the second job's pay to a yearly amount.

1. **Pay periods per year:** There are 52 weeks in a year, so there are 52 ÷ 2 = 26 two-week pay periods.
2. **Yearly pay at the second job:** $2,100 × 26 = $54,600
3. **Difference:** $54,600 − $52,000 = $2,600

""",
        given=["First job: $52,000 per year", "Second job: $2,100 every two weeks", "52 weeks in a year"],
        ask="How much more would Dev earn per year at the second job?",
        steps=[r"Pay periods: \(52 \div 2 = 26\)", r"Second job per year: \(2100 \times 26 = 54600\)", r"Difference: \(54600 - 52000 = 2600\)"],
        say="Dev would earn ${} more per year at the second job", big="54600",
        verbad="Let me verify by months: $2,100 every two weeks is about $4,200 a month, and 4,200 × 12 = $50,400 a year, which would be 52,000 − 50,400 = $1,600 less than the first job. Hmm, that contradicts the $2,600 more from above, and I'm not sure which approach is right.",
        vbadv="1,600 less",
        cav="this compares salaries only. Benefits such as health insurance could matter to Dev, but the question asks only about earnings, so the difference in pay is what we computed.",
        cavb="a year has 365 days, which is a little more than 52 weeks, so there are really 27 biweekly paydays in a year. Then the second job pays 2,100 × 27 = $56,700, and Dev would earn $56,700 − $52,000 = $4,700 more per year at the second job.",
        cavbv="4,700", d1="4,700", d2="1,600",
        b="more box cav rep loop", a="total vbad cavb drift loopb"),
    dict(
        key="croissants", gold="65", diff=True,
        q="A bakery sells 45 croissants each weekday and 80 croissants each day on the weekend. How many more croissants does it sell during the 5 weekdays than during the 2 weekend days?",
        think="""Okay, weekdays: 5 days, 45 croissants each day. 45 × 5 = 225.

Weekend: 2 days at 80 each. 80 × 2 = 160.

The question is how many more during the weekdays than during the weekend. So 225 − 160 = 65.

Hmm, interesting, even though the weekend days sell more per day, there are more weekdays. So the weekday total is higher. 225 − 160 = 65.

So 65 more croissants on weekdays.
""",
        work="""We compare the total sales for the weekdays with the total sales for the weekend.

**Weekday sales:** 45 croissants × 5 days = 225 croissants

**Weekend sales:** 80 croissants × 2 days = 160 croissants

**Difference:** 225 − 160 = 65 croissants

""",
        given=["Weekday sales: 45 croissants per day, 5 days", "Weekend sales: 80 croissants per day, 2 days"],
        ask="How many more croissants are sold on the weekdays than on the weekend?",
        steps=[r"Weekdays: \(45 \times 5 = 225\)", r"Weekend: \(80 \times 2 = 160\)", r"Difference: \(225 - 160 = 65\)"],
        say="The bakery sells {} more croissants during the weekdays than during the weekend", givenv="80", big="225",
        fab="The bakery sells 35 more croissants on a weekend day than on a weekday", fabnote="the per-day difference 35, the other way round",
        ver="We can verify this: 160 + 65 = 225, which is the weekday total. This confirms the difference of 65 croissants.",
        recap="the extra weekdays outweigh the busier weekend days.",
        verbad="Let me verify: on each weekend day the bakery sells 80 − 45 = 35 more, and there are 2 weekend days, so that's 35 × 2 = 70. Hmm, that gives 70, not 65, and I can't tell which one the question wants.",
        vbadv="70", d1="70", d2="70",
        b="more box fa ver loop", a="total given fab vbad loopb"),
    dict(
        key="marathon", gold="360",
        q="A movie marathon shows 3 films, each 1 hour and 50 minutes long, with a 15-minute break between one film and the next. How many minutes does the whole marathon last?",
        think="""Okay, three films, each 1 hour 50 minutes. That's 60 + 50 = 110 minutes per film. Three films: 110 × 3 = 330 minutes.

Breaks: there's a 15-minute break between one film and the next. With 3 films, there are 2 gaps between them, not 3. So 2 × 15 = 30 minutes.

Total: 330 + 30 = 360 minutes.

That's exactly 6 hours. Let me make sure I didn't add a break after the last film. No, breaks are only between films, so 2 breaks.

So the marathon lasts 360 minutes.
""",
        work="""**Step 1: Length of one film in minutes**
1 hour 50 minutes = 60 + 50 = 110 minutes

**Step 2: Total film time**
3 × 110 = 330 minutes

**Step 3: Breaks**
With 3 films there are 2 breaks between them: 2 × 15 = 30 minutes

**Step 4: Total time**
330 + 30 = 360 minutes

""",
        given=["Number of films: 3", "Length of each film: 1 hour 50 minutes", "Break between films: 15 minutes"],
        ask="How many minutes does the marathon last?",
        steps=[r"One film: \(60 + 50 = 110\) minutes", r"Three films: \(3 \times 110 = 330\) minutes", r"Two breaks: \(2 \times 15 = 30\) minutes", r"Total: \(330 + 30 = 360\) minutes"],
        say="The marathon lasts {} minutes", givenv="15",
        fab="The whole marathon lasts 6 hours", fabnote="6 hours where minutes are asked (the gold is 360 minutes)",
        ver="We can verify this by timing it out: if the first film starts at 6:00 PM, it ends at 7:50, the second runs from 8:05 to 9:55, and the third from 10:10 to 12:00 midnight. From 6:00 PM to midnight is 6 hours, which is 360 minutes. This confirms the total.",
        recap="the marathon time is the film time plus only the breaks that fall between films.",
        verbad="Let me verify this: 3 films and 3 breaks of 15 minutes gives 330 + 45 = 375 minutes. Hmm, that's 375, not 360. I'm not sure whether there should be 2 or 3 breaks.",
        vbadv="375", d1="375", d2="330",
        b="box fa ver rep loop", a="given fab vbad drift loopb"),
    dict(
        key="shirts", gold="66",
        q="Sam buys 3 shirts that cost $16 each and 2 hats that cost $9 each. How much does Sam spend in total?",
        think="""Okay, Sam buys 3 shirts at $16 each, so 3 × 16 = 48. And 2 hats at $9 each, so 2 × 9 = 18.

Total: 48 + 18 = 66.

Hmm, is there any tax mentioned? No, the problem doesn't mention tax, so I'll just go with the prices given.

So Sam spends $66.
""",
        work="""To find the total, we add the cost of the shirts and the cost of the hats.

1. **Cost of the shirts:** 3 × $16 = $48
2. **Cost of the hats:** 2 × $9 = $18
3. **Total cost:** $48 + $18 = $66

""",
        given=["3 shirts at $16 each", "2 hats at $9 each"],
        ask="How much does Sam spend in total?",
        steps=[r"Shirts: \(3 \times 16 = 48\)", r"Hats: \(2 \times 9 = 18\)", r"Total: \(48 + 18 = 66\)"],
        say="Sam spends ${} in total", givenv="16",
        fab="Sam spends $48 on the shirts", fabnote="the shirts' cost, a subtotal",
        cav="this assumes there is no sales tax. The problem doesn't mention tax, so the total stays the same.",
        cavb="this assumes no sales tax. With an 8% sales tax, the total would be $66 × 1.08 = $71.28. So Sam spends $71.28 in total.",
        cavbv="71.28", d1="48", d2="75",
        b="box fa cav rep loop", a="given fab cavb drift loopb"),
    dict(
        key="book", gold="4",
        q="Nora reads 12 pages of her book every day. The book has 336 pages. How many weeks will it take Nora to finish the book?",
        think="""Okay, 336 pages, 12 pages a day. Days needed: 336 ÷ 12. 12 × 28 = 336, so 28 days.

But the question asks for weeks. 28 days ÷ 7 = 4 weeks.

Let me check: 12 pages a day for 7 days is 84 pages a week. 84 × 4 = 336. Yes, exactly 4 weeks.

So it takes Nora 4 weeks.
""",
        work="""**Step 1: Days to finish the book**
336 pages ÷ 12 pages per day = 28 days

**Step 2: Convert days to weeks**
28 days ÷ 7 days per week = 4 weeks

**Check:** Nora reads 12 × 7 = 84 pages a week, and 84 × 4 = 336 pages.

""",
        given=["Pages in the book: 336", "Pages read per day: 12", "7 days in a week"],
        ask="How many weeks will Nora need to finish the book?",
        steps=[r"Days: \(336 \div 12 = 28\)", r"Weeks: \(28 \div 7 = 4\)"],
        say="It will take Nora {} weeks to finish the book", givenv="12",
        fab="It will take Nora 28 days to finish the book", fabnote="28 days where weeks are asked (the gold is 4 weeks)",
        ver="We can verify this: in one week Nora reads 12 × 7 = 84 pages, and in 4 weeks she reads 84 × 4 = 336 pages, which is the whole book. This confirms the answer.",
        recap="finding the number of days first and then grouping them into weeks gives the time Nora needs.",
        verbad="Let me verify: if Nora only reads on the 5 school days, she reads 12 × 5 = 60 pages a week, and 336 ÷ 60 = 5.6 weeks. Hmm, that's 5.6 weeks, not 4. I'm not sure which reading of the problem is intended.",
        vbadv="5.6",
        cav="this assumes Nora reads every single day, including weekends. The problem says she reads every day, so the answer does not change.",
        cavb="Nora might skip weekends. Reading only 5 days a week, she reads 60 pages a week and needs 336 ÷ 60 = 5.6 weeks, so it will take Nora about 6 weeks to finish the book.",
        cavbv="about 6", d1="28", d2="6",
        b="box fa ver cav rep", a="given fab vbad cavb drift"),
    dict(
        key="markers", gold="145",
        q="A school buys 14 boxes of markers with 12 markers in each box. When the teachers test them, 23 markers are dried out. How many markers work?",
        think="""Okay, 14 boxes, 12 markers each. 14 × 12 = 168 markers total. 23 are dried out. So working markers: 168 − 23 = 145.

Let me double-check 14 × 12: 14 × 10 = 140, 14 × 2 = 28, 140 + 28 = 168. Then 168 − 23: 168 − 20 = 148, 148 − 3 = 145.

So 145 markers work.
""",
        work="""We start with the total number of markers and subtract the ones that do not work.

1. **Total markers:** 14 boxes × 12 markers = 168 markers
2. **Dried-out markers:** 23
3. **Working markers:** 168 − 23 = 145

""",
        given=["Boxes: 14", "Markers per box: 12", "Dried-out markers: 23"],
        ask="How many markers work?",
        steps=[r"Total: \(14 \times 12 = 168\)", r"Working: \(168 - 23 = 145\)"],
        say="The school has {} working markers", givenv="23",
        fab="The school bought 168 markers", fabnote="the total bought, a subtotal",
        ver="We can verify this: 145 working markers plus 23 dried-out markers gives 145 + 23 = 168, which is 14 boxes of 12. This confirms our answer.",
        recap="we found the total number of markers and took away the ones that had dried out.",
        verbad="Let me verify: 23 dried-out markers is almost 2 boxes, so about 12 full boxes work, which is 12 × 12 = 144 markers. Hmm, that gives 144, which is close to 145 but not the same. I'm not sure which is correct.",
        vbadv="144", d1="168", d2="144",
        b="box fa ver rep loop", a="given fab vbad drift loopb"),
    dict(
        key="jacket", gold="50",
        q="A jacket costs $80. It is on sale for 25% off, and Tom also uses a $10 coupon on the sale price. How much does Tom pay for the jacket?",
        think="""Okay, the jacket is $80, 25% off. 25% of 80 is 20, so the sale price is 80 − 20 = 60.

Then a $10 coupon on the sale price: 60 − 10 = 50.

Wait, the coupon is applied to the sale price, so the order is discount first, then coupon. If it were the other way, (80 − 10) × 0.75 = 52.50, but the problem says on the sale price, so it's 50.

So Tom pays $50.
""",
        work="""**Step 1: The discount**
25% of $80 = 0.25 × 80 = $20

**Step 2: The sale price**
$80 − $20 = $60

**Step 3: Apply the coupon**
$60 − $10 = $50

""",
        given=["Original price: $80", "Discount: 25%", "Coupon: $10, applied to the sale price"],
        ask="How much does Tom pay?",
        steps=[r"Discount: \(0.25 \times 80 = 20\)", r"Sale price: \(80 - 20 = 60\)", r"After the coupon: \(60 - 10 = 50\)"],
        say="Tom pays ${} for the jacket", givenv="80",
        ver="We can verify this: Tom saves $20 from the sale and $10 from the coupon, a total of $30, and $80 − $30 = $50. This confirms the price he pays.",
        recap="the discount is taken first and the coupon is subtracted from the sale price.",
        verbad="Let me verify by applying the coupon first: $80 − $10 = $70, and 25% off $70 is 0.75 × 70 = $52.50. Hmm, that gives $52.50, not $50. I'm not sure which order is right.",
        vbadv="52.50",
        cav="this assumes no sales tax is added at the register. The problem asks only about the price after the discount and the coupon, so the answer is unchanged.",
        cavb="stores usually apply coupons before percentage discounts. In that case the price is (80 − 10) × 0.75 = $52.50, so Tom pays $52.50 for the jacket.",
        cavbv="52.50", d1="60", d2="52.50",
        b="box ver cav rep loop", a="given vbad cavb drift loopb"),
    dict(
        key="age", gold="27",
        q="Lily is 3 times as old as her brother, who is 7 years old. How old will Lily be in 6 years?",
        think="""Okay, Lily's brother is 7. Lily is 3 times as old, so 3 × 7 = 21. In 6 years, Lily will be 21 + 6 = 27.

Wait, do I need to worry that she won't be 3 times as old then? No, the question just asks her age in 6 years. Her brother will be 13 and she'll be 27, which isn't 3 times, but that doesn't matter.

So Lily will be 27.
""",
        work="""Let's first find Lily's current age.

1. **Lily's current age:** 3 × 7 = 21 years old
2. **Lily's age in 6 years:** 21 + 6 = 27 years old

(Her brother will then be 7 + 6 = 13.)

""",
        given=["Brother's age: 7", "Lily's age: 3 times her brother's", "Time: 6 years from now"],
        ask="How old will Lily be in 6 years?",
        steps=[r"Lily now: \(3 \times 7 = 21\)", r"In 6 years: \(21 + 6 = 27\)"],
        say="Lily will be {} years old in 6 years", givenv="7",
        fab="Lily is 21 years old", fabnote="Lily's age now",
        ver="We can verify this: Lily is 21 now, which is 3 times her brother's 7, and 6 years later she is 21 + 6 = 27. This confirms our answer.",
        recap="we found Lily's age now from her brother's age and then moved forward in time.",
        verbad="Let me verify: in 6 years her brother will be 13, and 3 times 13 is 39. Hmm, that gives 39, not 27. I'm not sure which one the problem means.",
        vbadv="39",
        cavb="the 'three times as old' relation should still hold in the future. In 6 years her brother will be 13, so Lily will be 3 × 13 = 39 years old.",
        cavbv="39", d1="21", d2="39",
        b="box fa ver rep loop", a="given fab vbad cavb loopb"),
    dict(
        key="tank", gold="12",
        q="A water tank holds 1,200 liters and is 1/4 full. A pump adds 75 liters per minute. How many minutes will it take to fill the tank?",
        think="""Okay, tank holds 1,200 liters, currently 1/4 full. 1/4 of 1,200 is 300 liters. So it needs 1,200 − 300 = 900 more liters.

Pump adds 75 liters per minute. 900 ÷ 75 = 12 minutes.

Check: 75 × 12 = 900. Yes.

So 12 minutes.
""",
        work="""We need the amount of water still missing and then divide by the pumping rate.

1. **Water already in the tank:** 1/4 × 1,200 = 300 liters
2. **Water still needed:** 1,200 − 300 = 900 liters
3. **Time to fill:** 900 ÷ 75 = 12 minutes

""",
        given=["Capacity: 1,200 liters", "Currently: 1/4 full", "Pump rate: 75 liters per minute"],
        ask="How many minutes until the tank is full?",
        steps=[r"Water now: \(\frac{1}{4} \times 1200 = 300\)", r"Still needed: \(1200 - 300 = 900\)", r"Time: \(900 \div 75 = 12\) minutes"],
        say="It will take {} minutes to fill the tank",
        fab="The tank still needs 900 liters of water", fabnote="the water still needed, a subtotal",
        ver="We can verify this: in 12 minutes the pump adds 75 × 12 = 900 liters, and 300 + 900 = 1,200 liters, a full tank. This confirms the answer.",
        recap="we found how much water was still missing and divided it by the pump rate.",
        verbad="Let me verify: filling the whole 1,200-liter tank at 75 liters a minute takes 1,200 ÷ 75 = 16 minutes. Hmm, that's 16, not 12, and I'm not sure which to go with.",
        vbadv="16",
        cav="this assumes no water leaks out while the pump runs. The problem mentions no leak, so the time stays the same.",
        cavb="tanks like this often have a small drain. If 15 liters a minute leak out, the tank gains only 60 liters a minute, and 900 ÷ 60 = 15 minutes. So it will take 15 minutes to fill the tank.",
        cavbv="15", d1="16", d2="15",
        b="fa ver cav rep loop", a="fab vbad cavb drift loopb"),
    dict(
        key="cookies", gold="9",
        q="Grandma bakes 4 trays of cookies with 18 cookies on each tray. She shares all the cookies equally among her 8 grandchildren. How many cookies does each grandchild get?",
        think="""Okay, 4 trays with 18 cookies each: 4 × 18 = 72 cookies. Shared equally among 8 grandchildren: 72 ÷ 8 = 9.

Check: 8 × 9 = 72. Good.

So each grandchild gets 9 cookies.
""",
        work="""First we find the total number of cookies, then we share them equally.

**Total cookies:** 4 × 18 = 72

**Cookies per grandchild:** 72 ÷ 8 = 9

**Check:** 8 × 9 = 72 ✓

""",
        given=["Trays: 4", "Cookies per tray: 18", "Grandchildren: 8"],
        ask="How many cookies does each grandchild get?",
        steps=[r"Total: \(4 \times 18 = 72\)", r"Each: \(72 \div 8 = 9\)"],
        say="Each grandchild gets {} cookies", givenv="18",
        fab="Grandma baked 72 cookies in total", fabnote="the total baked, a subtotal",
        cav="this assumes Grandma keeps none of the cookies for herself. The problem says she shares all of them, so each grandchild still gets the same number.",
        cavb="Grandma would likely keep a few. If she keeps 8 cookies for herself, 64 are left, and 64 ÷ 8 = 8. So each grandchild gets 8 cookies.",
        cavbv="8", d1="72", d2="8",
        b="box fa cav rep loop", a="given fab cavb drift loopb"),
    dict(
        key="bike", gold="10",
        q="Omar wants to buy a bike that costs $340. He already has $90 and saves $25 every week. How many weeks will it take him to save enough for the bike?",
        think="""Okay, the bike costs $340 and Omar has $90. So he still needs 340 − 90 = 250.

He saves $25 a week. 250 ÷ 25 = 10 weeks.

Check: after 10 weeks he'll have 90 + 25 × 10 = 90 + 250 = 340. Exactly enough.

So 10 weeks.
""",
        work="""1. **Amount still needed:** $340 − $90 = $250
2. **Weeks of saving:** $250 ÷ $25 per week = 10 weeks

**Check:** $90 + 10 × $25 = $90 + $250 = $340 ✓

""",
        given=["Bike price: $340", "Money Omar has: $90", "Savings per week: $25"],
        ask="How many weeks until Omar can buy the bike?",
        steps=[r"Still needed: \(340 - 90 = 250\)", r"Weeks: \(250 \div 25 = 10\)"],
        say="It will take Omar {} weeks to save enough for the bike", givenv="25",
        fab="Omar still needs $250 to buy the bike", fabnote="the amount still needed, a subtotal",
        ver="We can verify this: after 10 weeks Omar has saved 10 × $25 = $250, and with the $90 he already had, he has $340, exactly the price of the bike. This confirms that he needs 10 weeks.",
        recap="we found how much Omar still needed and divided it by his weekly savings.",
        verbad="Let me verify: $340 ÷ $25 = 13.6, so about 14 weeks. Hmm, that's 14, not 10. I'm not sure which one is right.",
        vbadv="14",
        cav="this assumes the price of the bike doesn't change while Omar saves. The problem gives a fixed price, so the answer stays the same.",
        cavb="this ignores sales tax. With 10% tax the bike costs $374, so Omar needs $284 more, and 284 ÷ 25 = 11.36, so it will take Omar 12 weeks to save enough for the bike.",
        cavbv="12", d1="14", d2="14",
        b="box fa ver cav loop", a="given fab vbad cavb loopb"),
    dict(
        key="train", gold="290",
        q="A train travels at 80 km per hour for 2.5 hours and then at 60 km per hour for 1.5 hours. How many kilometers does the train travel in total?",
        think="""Okay, first part: 80 km/h for 2.5 hours. 80 × 2.5 = 200 km. Second part: 60 km/h for 1.5 hours. 60 × 1.5 = 90 km.

Total: 200 + 90 = 290 km.

Wait, I shouldn't average the speeds: (80 + 60)/2 = 70 and 70 × 4 = 280 would be wrong since the times aren't equal. So 290 is right.

So the train travels 290 km.
""",
        work="""**First part of the trip:**
Distance = speed × time = 80 × 2.5 = 200 km

**Second part of the trip:**
Distance = 60 × 1.5 = 90 km

**Total distance:**
200 + 90 = 290 km

""",
        given=["First part: 80 km/h for 2.5 hours", "Second part: 60 km/h for 1.5 hours"],
        ask="What is the total distance the train travels?",
        steps=[r"First part: \(80 \times 2.5 = 200\) km", r"Second part: \(60 \times 1.5 = 90\) km", r"Total: \(200 + 90 = 290\) km"],
        say="The train travels {} km in total", givenv="80",
        fab="The train travels 200 km in the first part of the trip", fabnote="the first part's distance, a subtotal",
        ver="We can verify this: the whole trip takes 2.5 + 1.5 = 4 hours, and 290 ÷ 4 = 72.5 km/h, which lies between 60 and 80 and is closer to 80 because the train spends more time at 80 km/h. This confirms the total.",
        recap="we found the distance for each part of the trip with distance = speed × time and added them.",
        verbad="Let me verify using the average speed: (80 + 60) ÷ 2 = 70 km/h, and over 4 hours that's 70 × 4 = 280 km. Hmm, that gives 280, not 290. I'm not sure which one is correct.",
        vbadv="280",
        cav="this assumes the train moves at a constant speed in each part and doesn't stop. The problem gives constant speeds, so the total distance doesn't change.",
        d1="280", d2="280",
        b="box fa ver cav rep", a="given fab vbad drift loopb"),
    dict(
        key="legs", gold="60",
        q="A farm has 12 chickens and 9 cows. How many legs do the animals have altogether?",
        think="""Okay, chickens have 2 legs each, cows have 4. 12 chickens × 2 = 24 legs. 9 cows × 4 = 36 legs. Total 24 + 36 = 60.

Does the farmer count? The question says the animals, so no.

So 60 legs.
""",
        work="""We count the legs of each kind of animal and add them.

1. **Chicken legs:** Each chicken has 2 legs, so 12 × 2 = 24 legs
2. **Cow legs:** Each cow has 4 legs, so 9 × 4 = 36 legs
3. **Total legs:** 24 + 36 = 60 legs

""",
        given=["Chickens: 12 (2 legs each)", "Cows: 9 (4 legs each)"],
        ask="How many legs do the animals have altogether?",
        steps=[r"Chickens: \(12 \times 2 = 24\)", r"Cows: \(9 \times 4 = 36\)", r"Total: \(24 + 36 = 60\)"],
        say="The animals on the farm have {} legs altogether",
        fab="The cows have 36 legs", fabnote="the cows' legs, a subtotal",
        ver="We can verify this: if all 21 animals had 2 legs, there would be 42 legs, and each of the 9 cows adds 2 more, so 42 + 18 = 60. This confirms the total.",
        recap="we counted the legs for each kind of animal and added them.",
        verbad="Let me verify: 12 + 9 = 21 animals, and an average of 3 legs each gives 21 × 3 = 63. Hmm, that's 63, not 60, and I'm not sure which is right.",
        vbadv="63",
        cav="this assumes every animal has the usual number of legs. The problem gives no other information, so the total stays the same.",
        cavb="the farmer should be counted too. Adding his 2 legs gives 60 + 2 = 62. So there are 62 legs on the farm altogether.",
        cavbv="62", d1="36", d2="62",
        b="fa ver cav rep loop", a="fab vbad cavb drift loopb"),
    dict(
        key="tickets", gold="880",
        q="Students sold 150 raffle tickets at $8 each. They spent $320 on prizes. How much profit did they make?",
        think="""Okay, 150 tickets at $8 each: 150 × 8 = 1,200. They spent $320 on prizes. Profit = revenue − cost = 1,200 − 320 = 880.

Check: 880 + 320 = 1,200. Yes.

So the profit is $880.
""",
        work="""**Step 1: Money from ticket sales**
150 × $8 = $1,200

**Step 2: Subtract the cost of the prizes**
$1,200 − $320 = $880

""",
        given=["Tickets sold: 150", "Price per ticket: $8", "Cost of prizes: $320"],
        ask="How much profit did the students make?",
        steps=[r"Revenue: \(150 \times 8 = 1200\)", r"Profit: \(1200 - 320 = 880\)"],
        say="The students made a profit of ${}", givenv="320",
        ver="We can verify this: the profit of $880 plus the $320 spent on prizes equals $1,200, which is exactly 150 tickets at $8. This confirms our answer.",
        recap="profit is the money earned minus the money spent, and that is what we computed.",
        verbad="Let me verify: each ticket brings in $8 and the prizes cost about $2 per ticket, so the profit per ticket is about $6 and 150 × 6 = $900. Hmm, that gives $900, not $880. I'm not sure which is right.",
        vbadv="900",
        cav="this assumes the prizes were the only expense. The problem mentions no other costs, so the profit stays the same.",
        cavb="printing the tickets also costs money. If printing cost $0.50 per ticket, that's 150 × 0.50 = $75 more, so the profit is 880 − 75 = $805. So the students made a profit of $805.",
        cavbv="805", d1="1,200", d2="805",
        b="box ver cav rep loop", a="given vbad cavb drift loopb"),
]

MPROBS = [
    dict(
        key="rad", gold=r"\frac{5\pi}{6}",
        q=r"Convert $150^\circ$ to radians.",
        think="""Okay, to convert degrees to radians I multiply by π/180. So 150 × π/180 = 150π/180. Simplify: divide numerator and denominator by 30, and I get 5π/6.

Check: π radians is 180°, so π/6 is 30°, and 5 × 30° = 150°. Yes.

So 150° = 5π/6 radians.
""",
        work=r"""To convert from degrees to radians, we multiply by \(\frac{\pi}{180^\circ}\):
\[
150^\circ \times \frac{\pi}{180^\circ} = \frac{150\pi}{180}.
\]

Simplifying the fraction by dividing the numerator and the denominator by 30:
\[
\frac{150\pi}{180} = \frac{5\pi}{6}.
\]

""",
        given=[r"Angle: \(150^\circ\)", r"\(180^\circ = \pi\) radians"],
        ask=r"What is \(150^\circ\) in radians?",
        steps=[r"Multiply by \(\frac{\pi}{180}\): \(150 \cdot \frac{\pi}{180} = \frac{150\pi}{180}\)", r"Simplify: \(\frac{150\pi}{180} = \frac{5\pi}{6}\)"],
        say=r"$150^\circ$ is equal to ${}$ radians", givenv="150",
        fab=r"$150^\circ$ is equal to $\frac{5}{6}$ radians", fabnote=r"the pi dropped: \frac{5}{6}",
        ver=r"We can verify this by converting back: \(\frac{5\pi}{6} \cdot \frac{180^\circ}{\pi} = 5 \cdot 30^\circ = 150^\circ\). This confirms the conversion.",
        recap="multiplying the degree measure by the conversion factor and reducing the fraction gives the radian measure.",
        verbad=r"Let me verify by converting back: \(\frac{5\pi}{6} \cdot \frac{\pi}{180} = \frac{5\pi^2}{1080}\), which is about 0.046, not 150. Hmm, this doesn't give back \(150^\circ\), so I'm not sure the conversion is right.",
        vbadv="about 0.046", d1=r"\frac{5}{6}", d2=r"\frac{6\pi}{5}",
        b="box fa ver rep loop", a="given fab vbad drift loopb"),
    dict(
        key="coin", gold=r"\frac{3}{8}",
        q="A fair coin is flipped 3 times. What is the probability of getting exactly two heads? Express your answer as a common fraction.",
        think="""Okay, 3 flips, each heads or tails, so 2^3 = 8 outcomes, all equally likely. Exactly two heads: HHT, HTH, THH. That's 3 outcomes. Using combinations, C(3,2) = 3.

Probability = 3/8.

Let me double check: outcomes with 0 heads: 1, 1 head: 3, 2 heads: 3, 3 heads: 1. Total 1 + 3 + 3 + 1 = 8. Yes, 3/8.
""",
        work=r"""Each flip has 2 outcomes, so 3 flips have \(2^3 = 8\) equally likely outcomes.

The outcomes with exactly two heads are HHT, HTH and THH, so there are \(\binom{3}{2} = 3\) favorable outcomes.

The probability is therefore
\[
\frac{3}{8}.
\]

""",
        given=["A fair coin", "Number of flips: 3", "Event: exactly two heads"],
        ask="What is the probability of exactly two heads?",
        steps=[r"Total outcomes: \(2^3 = 8\)", r"Favorable outcomes: \(\binom{3}{2} = 3\)", r"Probability: \(\frac{3}{8}\)"],
        say="The probability of getting exactly two heads is ${}$", givenv="3",
        fab="The number of ways to get exactly two heads is 3", fabnote="the count of favourable outcomes, 3",
        ver="We can verify this by listing all 8 outcomes: HHH, HHT, HTH, HTT, THH, THT, TTH, TTT. Exactly three of them (HHT, HTH, THH) have two heads, so the probability is 3 out of 8. This confirms the answer.",
        recap="counting the favorable outcomes and dividing by the total number of equally likely outcomes gives the probability.",
        verbad=r"Let me verify with the multiplication rule: the probability of heads, heads, then tails is \(\frac{1}{2} \cdot \frac{1}{2} \cdot \frac{1}{2} = \frac{1}{8}\). Hmm, that gives \(\frac{1}{8}\), not \(\frac{3}{8}\). I'm not sure which one is right.",
        vbadv=r"\frac{1}{8}",
        cav="this assumes the coin is fair, so heads and tails are equally likely on every flip. The problem states that the coin is fair, so the probability is unchanged.",
        cavb=r"'exactly two heads' might be meant as 'at least two heads'. Then HHH also counts, giving 4 favorable outcomes, so the probability of getting two heads is \(\frac{4}{8} = \frac{1}{2}\).",
        cavbv=r"\frac{1}{2}", d1=r"\frac{1}{8}", d2=r"\frac{1}{2}",
        b="box fa ver cav rep", a="given fab vbad cavb drift"),
    dict(
        key="odd", gold="400",
        q="What is the sum of the first 20 positive odd integers?",
        think="""Okay, the first 20 positive odd integers: 1, 3, 5, ..., up to the 20th one, which is 2 × 20 − 1 = 39.

There's a known formula: the sum of the first n odd numbers is n². So 20² = 400.

Let me verify with the arithmetic series formula: n(first + last)/2 = 20 × (1 + 39)/2 = 20 × 20 = 400. Yes.

So the sum is 400.
""",
        work=r"""The first 20 positive odd integers are \(1, 3, 5, \ldots, 39\), since the \(n\)th odd integer is \(2n - 1\) and \(2 \cdot 20 - 1 = 39\).

This is an arithmetic series with 20 terms, first term 1 and last term 39, so
\[
S = \frac{20(1 + 39)}{2} = \frac{20 \cdot 40}{2} = 400.
\]

This also matches the identity \(1 + 3 + \cdots + (2n - 1) = n^2\) with \(n = 20\).

""",
        given=[r"The odd integers \(1, 3, 5, \ldots\)", "Number of terms: 20"],
        ask="What is the sum of the first 20 positive odd integers?",
        steps=[r"Last term: \(2 \cdot 20 - 1 = 39\)", r"Sum: \(\frac{20(1 + 39)}{2} = 400\)"],
        say="The sum of the first 20 positive odd integers is ${}$", givenv="20",
        fab="The 20th positive odd integer is $39$", fabnote="the last term 39",
        ver=r"We can verify this by pairing terms: \(1 + 39 = 40\), \(3 + 37 = 40\), and so on, giving 10 pairs that each sum to 40, so the total is \(10 \times 40 = 400\). This confirms the sum.",
        recap="the sum of consecutive odd numbers, starting at the smallest, is always a perfect square.",
        verbad=r"Let me verify with the formula \(n(n + 1)\): \(20 \times 21 = 420\). Hmm, that gives 420, not 400. The two methods disagree and I'm not sure which formula is the right one here.",
        vbadv="420", d1="420", d2="441",
        b="box fa ver rep loop", a="given fab vbad drift loopb"),
    dict(
        key="abs", gold="5",
        q="What is the sum of all values of $x$ that satisfy $|2x - 5| = 7$?",
        think="""Okay, |2x − 5| = 7 means 2x − 5 = 7 or 2x − 5 = −7.

Case 1: 2x − 5 = 7, so 2x = 12, x = 6.
Case 2: 2x − 5 = −7, so 2x = −2, x = −1.

Check: |12 − 5| = 7 ✓, |−2 − 5| = |−7| = 7 ✓.

Sum: 6 + (−1) = 5.

So the sum of all values is 5.
""",
        work=r"""The equation \(|2x - 5| = 7\) splits into two cases.

**Case 1:** \(2x - 5 = 7 \Rightarrow 2x = 12 \Rightarrow x = 6\).

**Case 2:** \(2x - 5 = -7 \Rightarrow 2x = -2 \Rightarrow x = -1\).

Both values check: \(|2(6) - 5| = |7| = 7\) and \(|2(-1) - 5| = |-7| = 7\).

The sum of the solutions is \(6 + (-1) = 5\).

""",
        given=[r"Equation: \(|2x - 5| = 7\)"],
        ask=r"What is the sum of all solutions \(x\)?",
        steps=[r"\(2x - 5 = 7 \Rightarrow x = 6\)", r"\(2x - 5 = -7 \Rightarrow x = -1\)", r"Sum: \(6 + (-1) = 5\)"],
        say="The sum of all values of $x$ is ${}$", givenv="7",
        fab="The solutions are $x = 6$ and $x = -1$", fabnote="the two solutions, not their sum",
        cav=r"this assumes \(x\) is a real number. The problem does not restrict \(x\) further, so both solutions count and the sum is unchanged.",
        cavb=r"the problem most likely wants positive values of \(x\) only, so \(x = -1\) has to be dropped, and the sum of all values of \(x\) is just \(6\).",
        cavbv="6", d1="6", d2="-6",
        b="box fa cav rep loop", a="given fab cavb drift loopb"),
]
# fmt: on

HEADS = [
    ("**Problem Statement:**", "**Given:**", "**Question:**", "**Solution:**", "**Final Answer:**"),
    (
        "**Problem Statement:**",
        "**Given:**",
        "**Question:**",
        "**Step-by-Step Solution:**",
        "**Answer:**",
    ),
    ("### Problem Statement", "### Given", "### Question", "### Solution", "### Final Answer"),
]
CONCL = ["Therefore, {}.", "So, {}.", "Thus, {}."]


def lf(s: str) -> str:
    """`s` as the rest of a sentence ("Therefore, the marathon ..."): a leading The/It/Each lowered."""
    return s[0].lower() + s[1:] if s.split()[0] in ("The", "It", "Each") else s


def say(p: dict, v: str) -> str:
    return p["say"].format(v)


def show(p: dict) -> str:
    return p.get("show", p["gold"])


def plain(v: str) -> str:
    """A value as a box holds it (no thousands commas)."""
    return v.replace(",", "")


def inl(p: dict, v: str) -> str:
    """A value in running text: $...$ for MATH."""
    return f"${v}$" if p["math"] else v


def boxd(v: str) -> str:
    return "\\[\n\\boxed{" + plain(v) + "}\n\\]"


def boxi(v: str) -> str:
    return "\\(\\boxed{" + plain(v) + "}\\)"


def concl(p: dict, v: str, i: int) -> str:
    return CONCL[i % 3].format(lf(say(p, v)))


def steps(p: dict) -> str:
    return "\n".join(f"{k}. {x}" for k, x in enumerate(p["steps"], 1))


def restate(p: dict, h: tuple, solve: bool) -> str:
    s = f"{h[0]}\n{p['q']}\n\n{h[1]}\n" + "\n".join("- " + x for x in p["given"])
    s += f"\n\n{h[2]}\n{p['ask']}\n\n"
    if solve:
        s += f"{h[3]}\n{steps(p)}\n\n"
    return s


def after_think(p: dict) -> str:
    return th(p["think"]) + "\n"


def base(p: dict, i: int) -> str:
    """Instruct working, or (odd i) a think block and the short steps an R1 summary opens with."""
    if i % 2 == 0:
        return p["work"]
    return after_think(p) + "Here is the solution step by step:\n" + steps(p) + "\n\n"


def c_box(p, i):  # noqa: ANN001, ANN201
    h = HEADS[i % 3]
    fin = [
        boxd(p["gold"]),
        say(p, show(p)) + ".\n\n" + boxd(p["gold"]),
        "The answer is " + boxi(p["gold"]) + ".",
    ][i % 3]
    text = after_think(p) + restate(p, h, True) + h[4] + "\n" + fin
    return (
        text,
        "boxed",
        f"R1 summary after </think> under Problem Statement / Given / Question headings, solved and the gold {show(p)} boxed",
    )


def c_given(p, i):  # noqa: ANN001, ANN201
    h = HEADS[i % 3]
    v = p["givenv"]
    fin = [boxd(v), boxi(v), boxd(v)][i % 3]
    text = after_think(p) + restate(p, h, False) + h[4] + "\n" + fin
    return (
        text,
        "boxed",
        f"the think block reaches {show(p)}, but the summary after </think> only restates the problem and boxes the given {v}",
    )


def c_fa(p, i):  # noqa: ANN001, ANN201
    lead = ["Final answer: ", "**Final answer:** ", "Final answer: "][i % 3]
    pre = [p["work"], after_think(p) + p["work"], after_think(p) + steps(p) + "\n\n"][i % 3]
    return (
        pre + lead + say(p, show(p)) + ".",
        "final_answer_phrase",
        f"'Final answer:' then a sentence stating {show(p)} in the unit asked",
    )


def c_fab(p, i):  # noqa: ANN001, ANN201
    lead = ["Final answer: ", "**Final answer:** ", "Final answer: "][i % 3]
    pre = [p["work"], after_think(p) + p["work"], after_think(p) + steps(p) + "\n\n"][i % 3]
    return (
        pre + lead + p["fab"] + ".",
        "final_answer_phrase",
        f"the working reaches {show(p)}, but the 'Final answer:' sentence states {p['fabnote']}",
    )


def closing(p, i):  # noqa: ANN001, ANN201
    """Working, the conclusion with the gold (boxed when i % 3 == 1) and its form."""
    c = concl(p, show(p), i)
    if i % 3 == 1:
        return base(p, i) + c + " The answer is " + boxi(p["gold"]) + ".", "boxed"
    return base(p, i) + c, "prose_sentence"


def c_ver(p, i):  # noqa: ANN001, ANN201
    text, form = closing(p, i)
    text += "\n\n" + p["ver"] + "\n\nIn summary, " + p["recap"]
    return (
        text,
        form,
        f"the answer {show(p)}, a verification paragraph that confirms it, and an 'In summary' recap with no new value",
    )


def c_vbad(p, i):  # noqa: ANN001, ANN201
    text, form = closing(p, i)
    text += "\n\n" + p["verbad"]
    return (
        text,
        form,
        f"the answer {show(p)}, then a verification that reaches {p['vbadv']} and leaves the conflict unsettled: two values for one question",
    )


def c_cav(p, i):  # noqa: ANN001, ANN201
    text, form = closing(p, i)
    return (
        text + "\n\nHowever, " + p["cav"],
        form,
        f"the answer {show(p)}, then a caveat paragraph that keeps it",
    )


def c_cavb(p, i):  # noqa: ANN001, ANN201
    text, form = closing(p, i)
    return (
        text + "\n\nHowever, " + p["cavb"],
        "prose_sentence",
        f"the answer {show(p)}, then a caveat paragraph that revises it to {p['cavbv']} (the last value stated as the answer)",
    )


def repeat(p, i, last):  # noqa: ANN001, ANN201
    """An R1 summary repeating the answer; the last repetition states `last`."""
    g, s = p["gold"], show(p)
    v = i % 3
    if v == 0:
        text = (
            after_think(p)
            + "To solve this:\n"
            + steps(p)
            + "\n\n"
            + concl(p, s, i)
            + "\n\n**Final Answer**\n"
            + boxd(g)
            + "\n\n"
            + say(p, last)
            + "."
        )
        return text, "prose_sentence"
    if v == 1:
        text = (
            after_think(p)
            + say(p, s)
            + ".\n\n**Explanation:**\n"
            + steps(p)
            + "\n\n**Answer:** "
            + say(p, s)
            + ".\n\n"
            + boxd(last)
        )
        return text, "boxed"
    text = (
        after_think(p)
        + "The answer is "
        + inl(p, s)
        + ".\n\n"
        + steps(p)
        + "\n\nSo the answer is "
        + inl(p, s)
        + ". "
        + say(p, s)
        + ".\n\n**Final Answer**\n\\boxed{"
        + plain(last)
        + "}"
    )
    return text, "boxed"


def c_rep(p, i):  # noqa: ANN001, ANN201
    text, form = repeat(p, i, show(p))
    return (
        text,
        form,
        f"a summary after </think> that states {show(p)} several times, every repetition the same",
    )


def c_drift(p, i):  # noqa: ANN001, ANN201
    text, form = repeat(p, i, p["d1"])
    return (
        text,
        form,
        f"a summary after </think> that states {show(p)} several times, then drifts to {p['d1']} in the last repetition",
    )


def para(p, v, i):  # noqa: ANN001, ANN201
    """The closing paragraph a looping model copies, with the value `v`."""
    return [
        concl(p, v, 0) + "\n\n" + boxd(v) + "\n\n",
        concl(p, v, 1) + " The answer is " + boxi(v) + ".\n\n",
        "**Final Answer**\n" + say(p, v) + ", so the answer is " + boxi(v) + ".\n\n",
        "In conclusion, " + lf(say(p, v)) + ".\n\n",
    ][i % 4]


def cut(p, i, v, mode):  # noqa: ANN001, ANN201
    """The copy the token limit cuts: before the value (mode 0), one character into it (1), or
    half way (2, only where every copy agrees)."""
    piece = para(p, v, i)
    at = piece.find(v)
    k = [at, at + 1 if len(v) > 1 else at - 2, len(piece) // 2][mode]
    return piece[:k]


def loop_base(p, i):  # noqa: ANN001, ANN201
    return after_think(p) + steps(p) + "\n\n" if i % 4 in (0, 2) else p["work"]


def c_loop(p, i):  # noqa: ANN001, ANN201
    s = show(p)
    n = 3 + i % 3
    text = loop_base(p, i) + para(p, s, i) * n + cut(p, i, s, i % 3)
    form = "prose_sentence" if i % 4 == 3 else "boxed"
    return (
        text,
        form,
        f"the closing paragraph copied {n} times, each stating {s}, then cut by the token limit in the middle of a copy",
    )


def c_loopb(p, i):  # noqa: ANN001, ANN201
    s, d = show(p), p["d2"]
    order = [[s, s, d, d], [s, d, s, d], [s, s, s, d]][i % 3]
    text = (
        loop_base(p, i) + "".join(para(p, v, i) for v in order) + cut(p, i, [s, d, s][i % 3], i % 2)
    )
    form = "prose_sentence" if i % 4 == 3 else "boxed"
    return (
        text,
        form,
        f"copies of the closing paragraph disagree ({s} and {d}); the last whole copy states {d}; then a copy cut by the token limit",
    )


def c_more(p, i):  # noqa: ANN001, ANN201
    c = "Therefore, " + lf(say(p, show(p))) + "."
    v = i % 3
    if v == 0:
        return (
            p["work"] + c,
            "prose_sentence",
            f"a worked difference, then 'Therefore, ... {show(p)} more ...' with no box",
        )
    if v == 1:
        return (
            after_think(p) + p["work"] + c + "\n\n" + boxd(p["gold"]),
            "boxed",
            f"a worked difference, 'Therefore, ... {show(p)} more ...', and the difference boxed",
        )
    text = after_think(p) + steps(p) + "\n\n" + c + " The answer is " + boxi(p["gold"]) + "."
    return (
        text,
        "boxed",
        f"R1 summary: a worked difference, then 'Therefore, ... {show(p)} more ...' and the difference boxed",
    )


def c_total(p, i):  # noqa: ANN001, ANN201
    c = "Therefore, " + lf(say(p, show(p))) + "."
    b = p["big"]
    v = i % 3
    if v == 0:
        text = p["work"] + c + "\n\n" + boxd(b)
    elif v == 1:
        text = after_think(p) + p["work"] + c + " The answer is " + boxi(b) + "."
    else:
        text = after_think(p) + steps(p) + "\n\n" + c + "\n\n**Final Answer**\n" + boxd(b)
    return (
        text,
        "boxed",
        f"'Therefore, ... {show(p)} more ...' in prose, but the box holds the larger total {b}",
    )


MAKERS = {
    "box": c_box,
    "fa": c_fa,
    "ver": c_ver,
    "cav": c_cav,
    "rep": c_rep,
    "loop": c_loop,
    "more": c_more,
    "given": c_given,
    "fab": c_fab,
    "vbad": c_vbad,
    "cavb": c_cavb,
    "drift": c_drift,
    "loopb": c_loopb,
    "total": c_total,
}


def build() -> list[tuple]:
    cases, seen = [], {}
    for probs, make, path in ((GPROBS, g, "g"), (MPROBS, m, "m")):
        for p in probs:
            p["math"] = path == "m"
            for kind, field in (("B", "b"), ("A", "a")):
                classes = p[field].split()
                if len(classes) != 5:
                    raise SystemExit(f"{p['key']}: {len(classes)} {kind} classes")
                for cls in classes:
                    i = seen.get(cls, 0)
                    seen[cls] = i + 1
                    text, form, note = MAKERS[cls](p, i)
                    for wrong in ("d1", "d2", "big", "givenv", "cavbv", "vbadv"):
                        if p.get(wrong) is not None and plain(p[wrong]) == plain(p["gold"]):
                            raise SystemExit(f"{p['key']}: {wrong} equals the gold")
                    if cls == "given" and p["givenv"] not in p["q"]:
                        raise SystemExit(f"{p['key']}: given {p['givenv']} not in the question")
                    truth = "correct" if kind == "B" else "wrong"
                    cid = ("ok_" if kind == "B" else "") + f"{path}_{p['key']}_{cls}"
                    cases.append(make(cid, kind, p["gold"], truth, form, text, f"{cls}: {note}"))
    return cases


CASES = build()

DECISIONS: dict[str, tuple[str, str]] = {}

if __name__ == "__main__":
    write_probes("adversarial_redteam194", CASES, [], DECISIONS)
