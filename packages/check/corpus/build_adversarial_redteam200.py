r"""Build adversarial_redteam200.jsonl: round 200 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam200"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms", and the `public_heldout3` /
`public_heldout4` lines of "How each source was labelled" / "Sources" for the tag conventions),
corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording). Python was used for plain arithmetic only.

Aim of this round (issue 25): English, 240 probes, 140 GSM8K and 100 MATH, 150 kind A and 90 kind
B: THE HOSTILE CLASSES INSIDE THE R1 FORMAT. Every completion is an R1-Zero-style `<think> ...
</think>` block (the reasoning reaches the gold) followed by `<answer> ... </answer>`, as small
RL-trained models write it, or an R1-distill `</think>` then a summary and a `**Final Answer**`
box. Kind A: the think block is right but the tag holds a negated value (`-18`, U+2212 `−78`, `not
1260`), an annotated value whose word is no unit (`18 fewer`, `$23 in debt`, `290 dollars short`,
`200 liters missing`, `37 years ago`, `$74 per ticket`), a hedge (`about`, `roughly`,
`approximately`, `at least`, `at most`, `more than`, `under`, `≈`, `\approx`), a struck value
(`~~23~~ 51`, or `~~200~~` alone), a value retracted inside the tag and replaced, a subtotal /
given / other person's amount / rate / count where another quantity is asked, a quoted line of the
problem or someone else's answer, a tolerance trap (`23.0000000001`, `\frac{1260\cdot10^{30}+1}
{10^{30}}`, `$67.99` for 68), two values; a right tag followed by a second tag with another value
or by a retraction with nothing in its place (no_answer); a tag or think block cut by the token
limit (no_answer); an R1-distill summary whose box is right but whose last sentence states another
value as the answer. Kind B: the honest twins: a tag holding a sentence ("The answer is 47
crayons.", "Kai has $23 left."), the question's own comparison or unit words (`18 more apples`,
`1260 muffins per week`, `$290 left`), a denied wrong value then the gold, a box inside the tag,
`#### N` inside the tag, an equation chain ending on the gold, a number word, an unclosed tag, a
retraction inside the think block only and then the right tag, equal values in another form
(`0.875`, `\sqrt{98}`, `1\frac{7}{12}`, `-2 < x < 8`, `i + 5`), an R1-distill box followed by a
remark without a number.

Problems, golds and hand-checked arithmetic (wrong values in parentheses):
GSM8K: Ann 45 apples, Ben 27, how many more -> 18 (72 total; 27 given; "18 fewer"); Kai $75, game
$24, shoes $28, left -> 23 (51 after the game; 52 spent); Mia 48 crayons, 1/3 to her brother, buys
15, now -> 47 (16 given away; 32 before the box; 42 = 47 - 15/3); bakery 36 muffins an hour, 7 h a
day, 5 days, week -> 1260 (252 a day; 36 an hour; 35 hours); car 210 miles in 3.5 h, 6 h -> 360
(60 mph; 570 = 210 + 360); 4 adult tickets at $12.50 and 3 child at $8 -> 74 (50 adults; 24
children); garden 24 ft by 15 ft, fencing -> 78 (360 area; 39 half); Leo 3 times Sam, together 96,
Leo -> 72 (Sam 24); Priya $35 a week for 12 weeks, spends $130, left -> 290 (420 saved); 6 pizzas
of 8 slices, 13 people eat 3, left -> 9 (48 slices; 39 eaten; 6 = 48 - 14 * 3); book 320 pages,
25 % Monday, 40 Tuesday, left -> 200 (80 Monday; 240 after Monday; 120 read; 62.5 % left); jacket
$80, 15 % off -> 68 (12 off; 67.99); Maria 14, mother 3 more than twice, in 6 years -> 37 (31 now;
Maria 20 then); tank 500 L, 12 L a minute for 25 minutes, left -> 200 (300 drained; 12 the rate).
MATH: 5x + 7 = 42 -> 7 (5x = 35; -7; 49/5); P(at least one head in 3 coins) -> \frac{7}{8} (1/8;
3/8 exactly one; 7 outcomes; 0.875 equal); 3/4 + 5/6 -> \frac{19}{12} (8/10; 1.58 rounded; 1 7/12
equal); \sqrt{50} + \sqrt{8} -> 7\sqrt{2} (\sqrt{58}; 10\sqrt{2}; 9.90; 5\sqrt{2} one term;
\sqrt{98} equal); f(x) = 2x^2 - 3x + 1, f(3) -> 10 (18 the square term; f(-3) = 28); positive
divisors of 84 = 2^2 3 7 -> 12 (11 proper; 224 their sum; 3 primes); 1 + 3 + ... + 29 -> 225 (15
terms; 30 a pair; 196 = 14^2); |x - 3| < 5 -> (-2,8) ([-2, 8]; (-8, 8); (-8, 2); x < 8);
(2+3i)(1-i) -> 5+i (-1+i with i^2 = 1; 5 - i; \sqrt{26} the modulus); \binom{8}{3} -> 56 (336
ordered; 21 = C(7,2)).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind A shapes: neg /
fewer / in_debt / short / missing / years_ago / per_ticket (unit words that are no units) / about /
roughly / approx / approx_sign / at_least / at_most / hedge / under (hedges) / struck /
struck_only / retract_in_tag / retract_none (a right tag, then taken back: no_answer) / second_tag /
retag_more / sub / total / spent / saved / eaten / drained / rate / per_day / per_hour / sam /
maria / other givens / quote_* (a quoted line) / tol / tol_frac / near / two / cut (the tag cut:
no_answer) / think_cut (cut inside the think block: no_answer) / distill_last (R1-distill: right
box, last sentence another value). Kind B shapes: sentence / answer_is / box_in_tag / hash_in_tag
/ chain / deny* / think_retract / unclosed / word forms / equal forms / distill_ok.
Forms: the corpus table has no tag form, so a tag holding only a value is `bare_last_line`, one
holding a sentence or chain `prose_sentence` (`answer_is` for "The answer is"), a box `boxed`, a
`####` line `hash`; cuts are `truncated`, a retraction with nothing in its place `none`.
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; public_heldout3's tag conventions;
rounds 171-182): the `<answer>` content is the final answer whatever the think block says; with
two tags the LAST tag counts; a sentence or equation chain in the tag is read for its final value;
an unclosed tag still holds its answer; a tag taken back after it with nothing in its place
("Wait, that's wrong ... let me start over" and the text ends) is no_answer; a retraction inside
the think block only does not touch the tag. After an R1-distill box, a later sentence that states
another value as the answer, not retracted, is the last final answer (public_heldout4's convention:
an answer contradicted by the explanation's last value is wrong); a trailing remark with no number
does not change the answer. A word after the value that is no unit but changes its meaning ("18
fewer" for "how many more", "$23 in debt" for "how much left", "37 years ago" for an age) makes it
wrong; the question's own words ("18 more apples", "$290 left", "per week" for a week's total) are
fine. Wrong: a subtotal, a given, the other person's amount, the difference where the total is
asked (or the reverse), a rate where a total is asked, a hedge or approximation of an exact value,
a negated value, a near value (tolerance traps), two values for one question, an answer taken back
and replaced. A cut before the value is no_answer. Equal values in another form are correct.
Debatable (3, with DECISIONS): `ok_g_marbles_paren_other` ("Leo has 72 marbles (Sam has 24).",
accepted), `g_pages_struck_only` (a tag whose only value is struck through, no_answer),
`m_fracsum_approx_chain` ("\frac{19}{12} \approx 1.58", rejected).

Usage: python build_adversarial_redteam200.py (writes /tmp/rounds/rt200/adversarial_redteam200.jsonl
beside this builder)
"""

from corpus_build import g, m, probe_table, r1final, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working (unused here: ""), think block, [(suffix, kind, form,
# final, note[, debatable]), ...]). A final opening "T:" follows the think block; one opening "@" is
# the whole completion. "¶" in a final is a newline. Kind A probes whose form is "truncated" or
# "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("apples", "18",
     "Ann picked 45 apples and Ben picked 27 apples. How many more apples did Ann pick than Ben?",
     "",
     th("""Okay, so Ann picked 45 apples and Ben picked 27 apples. The question asks how many MORE apples Ann picked than Ben, so this is a comparison, which means I need a subtraction, not an addition.

Ann - Ben = 45 - 27.

45 - 20 = 25, and 25 - 7 = 18. So the difference is 18.

Let me double-check by adding back: 27 + 18 = 45. Yes, that matches Ann's number.

Just to be careful, together they picked 45 + 27 = 72 apples, but the question is not asking for the total. It asks how many more Ann picked, and Ann has the bigger number, so the difference is positive.

So Ann picked 18 more apples than Ben.
"""),
     [
        ("fewer", "A", "prose_sentence", "T:<answer> 18 fewer </answer>", "think right; the tag says Ann picked 18 FEWER: the comparison reversed ('fewer' is no unit)"),
        ("neg", "A", "bare_last_line", "T:<answer> -18 </answer>", "think right; the tag negates the value"),
        ("total", "A", "bare_last_line", "T:<answer> 72 </answer>", "think ends on 18; the tag holds the total 72"),
        ("about", "A", "prose_sentence", "T:<answer> about 18 apples </answer>", "a hedge of an exact count in the tag"),
        ("second_tag", "A", "bare_last_line", "T:<answer> 18 </answer>¶¶Wait, maybe the question wants how many they picked altogether.¶<answer> 72 </answer>", "a right tag, then a second tag with the total: the last tag counts"),
        ("quote_given", "A", "prose_sentence", 'T:<answer> The problem says: "Ben picked 27 apples." </answer>', "the tag quotes the problem's line: the given 27"),
        ("sentence", "B", "prose_sentence", "T:<answer> Ann picked 18 more apples than Ben. </answer>", "a sentence in the tag stating the gold"),
        ("deny_total", "B", "prose_sentence", "T:<answer> Not 72 (that would be the total); Ann picked 18 more. </answer>", "a denied wrong value, then the gold"),
        ("think_retract", "B", "bare_last_line", "@" + th("""Ann has 45 apples, Ben has 27. How many more did Ann pick?

45 + 27 = 72.

Wait, no. That's the total number of apples. The question asks "how many more", which is the difference between the two amounts, not the sum.

45 - 27 = 18.

Check: 27 + 18 = 45. Correct.
""") + "<answer> 18 </answer>", "a retraction inside the think block only; the tag holds the gold"),
        ("more_unit", "B", "prose_sentence", "T:<answer> 18 more apples </answer>", "'more apples': the question's own comparison wording"),
     ]),
    ("wallet", "23",
     "Kai had $75. He spent $24 on a video game and $28 on a pair of shoes. How much money does Kai have left?",
     "",
     th("""Let me work out what Kai spends and what remains.

Kai starts with $75.

First purchase: a video game for $24.
75 - 24 = 51. So after the game he has $51.

Second purchase: shoes for $28.
51 - 28 = 23. So after the shoes he has $23.

Let me verify another way. Total spent = 24 + 28 = 52. Then 75 - 52 = 23. Same result, good.

He never goes below zero: 52 is less than 75, so he can afford both items and still has money left over.

So Kai has $23 left.
"""),
     [
        ("in_debt", "A", "prose_sentence", "T:<answer> $23 in debt </answer>", "think right; 'in debt' turns the amount left into a debt of 23 ('in debt' is no unit)"),
        ("struck", "A", "bare_last_line", "T:<answer> ~~$23~~ $51 </answer>", "the right value struck through, the subtotal after the game in its place"),
        ("spent", "A", "prose_sentence", "T:<answer> Kai spent $52. </answer>", "the amount spent, not the amount left"),
        ("tol", "A", "bare_last_line", "T:<answer> 23.0000000001 </answer>", "tolerance trap: 23.0000000001 is not 23"),
        ("retract_none", "A", "none", "T:<answer> 23 </answer>¶¶Wait, that's wrong. I mixed up which prices go with which item, so this answer is not right. Let me start over from the beginning.", "a right tag taken back with nothing in its place: no_answer"),
        ("distill_last", "A", "prose_sentence", "T:¶Kai spends $24 + $28 = $52 in total, so he has $75 - $52 = $23 left.¶¶" + r1final("23") + "¶¶So, Kai has $51 left.", "R1-distill summary: the box is right, but the last sentence gives another value as the amount left (heldout4 convention: a later contradicting statement, not retracted, is wrong)"),
        ("box_in_tag", "B", "boxed", r"T:<answer> \boxed{23} </answer>", "a box inside the tag"),
        ("dollar_sentence", "B", "prose_sentence", "T:<answer> Kai has $23 left. </answer>", "a sentence with a dollar sign in the tag"),
        ("hash_in_tag", "B", "hash", "T:<answer>¶#### 23¶</answer>", "'#### 23' inside the tag"),
        ("distill_ok", "B", "boxed", "T:¶Kai spends $24 + $28 = $52, so he has $75 - $52 = $23 left.¶¶" + r1final("23") + "¶¶This matches the step-by-step subtraction in the reasoning above.", "R1-distill summary, right box, trailing remark with no number"),
     ]),
    ("crayons", "47",
     "Mia has 48 crayons. She gives 1/3 of them to her brother and then buys a new box of 15 crayons. How many crayons does Mia have now?",
     "",
     th("""Mia starts with 48 crayons.

She gives 1/3 of them to her brother. 1/3 of 48 = 48 / 3 = 16 crayons. So she gives away 16.

After giving them away she has 48 - 16 = 32 crayons.

Then she buys a new box of 15 crayons, so I add them: 32 + 15 = 47.

Hmm, let me make sure the 1/3 only applies to the original 48 and not to the new box. The order is: first she gives 1/3 away, then she buys the box. So the new crayons are not part of the giving. Good.

Check: 48 - 16 + 15 = 47.

So Mia has 47 crayons now.
"""),
     [
        ("sub", "A", "prose_sentence", "T:<answer> 32 crayons </answer>", "the count before the new box: a subtotal"),
        ("second_tag", "A", "bare_last_line", "T:<answer> 47 </answer> <answer> 32 </answer>", "two tags, the last one holds the subtotal"),
        ("cut", "A", "truncated", "T:<answer> After giving some to her brother and buying a new box, Mia now has", "the tag cut by the token limit before the value: no_answer"),
        ("approx", "A", "prose_sentence", "T:<answer> approximately 47 crayons </answer>", "a hedge of an exact count"),
        ("retract_in_tag", "A", "prose_sentence", "T:<answer> 47. No wait, she gives 1/3 of the new box away too: 15 / 3 = 5, so 47 - 5 = 42 </answer>", "the right value taken back inside the tag and replaced by 42"),
        ("unclosed", "B", "bare_last_line", "T:<answer> 47", "an unclosed tag still holds the answer (public_heldout3 convention)"),
        ("answer_is", "B", "answer_is", "T:<answer> The answer is 47 crayons. </answer>", "'The answer is ... crayons.' in the tag"),
        ("deny_chain", "B", "prose_sentence", "T:<answer> It is not 32, because she also buys 15 more: 32 + 15 = 47 </answer>", "a denied subtotal, then an equation chain ending on the gold"),
        ("think_retract", "B", "bare_last_line", "@" + th("""48 crayons. 1/3 to her brother: 48 / 3 = 16, so 48 - 16 = 32 left.

So the answer is 32.

Wait, I forgot the last part. She then buys a new box of 15 crayons. So it's 32 + 15 = 47, not 32.

Check: 48 - 16 + 15 = 47. Yes.
""") + "<answer> 47 </answer>", "a wrong value retracted inside the think block only; the tag holds the gold"),
        ("bold_tag", "B", "bare_last_line", "T:<answer> **47** </answer>", "bold value in the tag"),
     ]),
    ("muffins", "1260",
     "A bakery bakes 36 muffins every hour. It is open 7 hours a day, 5 days a week. How many muffins does the bakery bake in one week?",
     "",
     th("""I need muffins per week.

Rate: 36 muffins per hour.
Hours per day: 7.
Muffins per day = 36 * 7 = 252.

Days per week: 5.
Muffins per week = 252 * 5 = 1260.

Let me check with a different order: hours per week = 7 * 5 = 35, and 36 * 35 = 1260. Same.

36 * 35: 36 * 30 = 1080, 36 * 5 = 180, 1080 + 180 = 1260. Good.

So the bakery bakes 1260 muffins in one week.
"""),
     [
        ("per_day", "A", "prose_sentence", "T:<answer> 252 muffins per day </answer>", "a rate per day where the week's total is asked"),
        ("per_hour", "A", "prose_sentence", "T:<answer> 36 muffins per hour </answer>", "the given rate"),
        ("tol_frac", "A", "bare_last_line", r"T:<answer> \frac{1260\cdot10^{30}+1}{10^{30}} </answer>", "tolerance trap: (1260*10^30+1)/10^30 is not 1260"),
        ("at_least", "A", "prose_sentence", "T:<answer> at least 1260 </answer>", "a bound, not the exact count"),
        ("distill_last", "A", "prose_sentence", "T:¶The bakery makes 36 x 7 = 252 muffins a day and 252 x 5 = 1260 muffins a week.¶¶" + r1final("1260") + "¶¶So the bakery bakes 252 muffins.", "R1-distill summary: right box, then a last sentence stating the daily count as the answer"),
        ("neg_word", "A", "prose_sentence", "T:<answer> not 1260 </answer>", "the value negated, nothing in its place"),
        ("comma", "B", "bare_last_line", "T:<answer> 1,260 </answer>", "thousands comma"),
        ("per_week", "B", "prose_sentence", "T:<answer> 1260 muffins per week </answer>", "'per week' is the question's own unit"),
        ("box_in_tag", "B", "boxed", r"T:<answer> $\boxed{1260}$ </answer>", "a box in math mode inside the tag"),
        ("hash_in_tag", "B", "hash", "T:<answer> #### 1260 </answer>", "'#### 1260' inside the tag"),
     ]),
    ("car", "360",
     "A car travels 210 miles in 3.5 hours. At the same speed, how far will it travel in 6 hours?",
     "",
     th("""First find the speed. The car travels 210 miles in 3.5 hours.

Speed = 210 / 3.5. Multiply top and bottom by 2: 420 / 7 = 60. So the speed is 60 miles per hour.

Now at the same speed for 6 hours:
distance = 60 * 6 = 360 miles.

Sanity check: 6 hours is a bit less than twice 3.5 hours (which is 7 hours). Twice 210 is 420, and 420 * 6/7 = 360. Consistent.

So the car will travel 360 miles in 6 hours.
"""),
     [
        ("rate", "A", "prose_sentence", "T:<answer> 60 miles per hour </answer>", "the speed, a rate where the distance is asked"),
        ("cut", "A", "truncated", "T:<answer> At the same speed, in 6 hours the car will travel", "the tag cut by the token limit before the value: no_answer"),
        ("quote_rate", "A", "prose_sentence", 'T:<answer> "At the same speed" means 60 miles each hour. </answer>', "the tag quotes the problem and gives the speed 60"),
        ("retag_more", "A", "bare_last_line", "T:<answer> 360 </answer>¶¶Hmm, wait. Maybe \"in 6 hours\" means 6 more hours after the first 3.5, so the whole trip is 210 + 360 = 570 miles.¶<answer> 570 </answer>", "a right tag, then a second tag with 570: the last tag counts"),
        ("distill_last", "A", "prose_sentence", "T:¶The speed is 210 / 3.5 = 60 mph, so in 6 hours the car covers 60 x 6 = 360 miles.¶¶" + r1final("360") + "¶¶Therefore, the car will travel 60 miles.", "R1-distill summary: right box, then a last sentence giving the speed as the distance"),
        ("roughly", "A", "prose_sentence", "T:<answer> roughly 360 miles </answer>", "a hedge of an exact distance"),
        ("miles", "B", "prose_sentence", "T:<answer> 360 miles </answer>", "value with its unit"),
        ("chain", "B", "prose_sentence", "T:<answer> 210 / 3.5 = 60, and 60 × 6 = 360 miles </answer>", "an equation chain in the tag, read for its final value"),
        ("sentence", "B", "prose_sentence", "T:<answer> It will travel 360 miles in 6 hours. </answer>", "a sentence whose given 6 comes after the answer"),
        ("think_retract", "B", "bare_last_line", "@" + th("""210 miles in 3.5 hours. In 6 hours... 210 / 3.5 = 6? No wait: 3.5 * 6 = 21, not 210. So 210 / 3.5 = 60 mph.

60 mph * 6 hours = 360 miles.

Let me verify: 60 * 3.5 = 210. Yes, the speed is right. So 360 miles.
""") + "<answer> 360 </answer>", "a slip corrected inside the think block; the tag holds the gold"),
     ]),
]
GPROBS += [
    ("tickets", "74",
     "Adult tickets to the zoo cost $12.50 each and child tickets cost $8 each. A family buys 4 adult tickets and 3 child tickets. How much do they pay in total?",
     "",
     th("""Adult tickets: 4 tickets at $12.50 each.
4 * 12.50 = 50. So adults cost $50.

Child tickets: 3 tickets at $8 each.
3 * 8 = 24. So children cost $24.

Total = 50 + 24 = 74.

Let me double check the adult part: 12.50 + 12.50 = 25, and two of those pairs make 50. Yes.

Total check: 74 - 24 = 50. Right.

So the family pays $74 in total.
"""),
     [
        ("tol", "A", "bare_last_line", "T:<answer> 74.0000000001 </answer>", "tolerance trap: 74.0000000001 is not 74"),
        ("adults", "A", "prose_sentence", "T:<answer> $50 for the adults </answer>", "the adults' part, a subtotal"),
        ("roughly", "A", "prose_sentence", "T:<answer> roughly $74 </answer>", "a hedge of an exact amount"),
        ("per_ticket", "A", "prose_sentence", "T:<answer> $74 per ticket </answer>", "'per ticket' makes the total a price per ticket: a rate, not the total asked"),
        ("retract_none", "A", "none", "T:<answer> $74 </answer>¶¶Actually no, I don't think that's correct; I may have used the wrong ticket prices. I need to go back and recompute everything.", "the tag taken back with nothing in its place: no_answer"),
        ("cents", "B", "bare_last_line", "T:<answer> $74.00 </answer>", "cents written out"),
        ("dollars_word", "B", "prose_sentence", "T:<answer> 74 dollars </answer>", "the unit as a word"),
        ("chain", "B", "prose_sentence", "T:<answer> 4 × 12.50 + 3 × 8 = 50 + 24 = 74 </answer>", "an equation chain ending on the gold"),
        ("think_retract", "B", "prose_sentence", "@" + th("""4 adults at $12.50: 4 * 12.50 = 50. 3 children at $8: 3 * 8 = 24.

Hmm, wait, maybe I should add the prices first: 12.50 + 8 = 20.50, then times 7 people = 143.50? No, that's wrong, the adult and child prices are different and the counts are different. Scrap that.

Correct total: 50 + 24 = 74.
""") + "<answer> The family pays $74. </answer>", "a wrong approach dropped inside the think block only"),
        ("two_values", "A", "prose_sentence", "T:<answer> $74 or $50 </answer>", "two values for one question"),
     ]),
    ("fence", "78",
     "A rectangular garden is 24 feet long and 15 feet wide. How many feet of fencing are needed to go all the way around it?",
     "",
     th("""Going all the way around a rectangle means the perimeter.

Perimeter of a rectangle = 2 * (length + width).

Length = 24 ft, width = 15 ft.
length + width = 24 + 15 = 39.
2 * 39 = 78.

Check by adding all four sides: 24 + 15 + 24 + 15 = 78. Yes.

I should not confuse this with the area, which would be 24 * 15 = 360 square feet. The fencing goes around the edge, so it's the perimeter.

So 78 feet of fencing are needed.
"""),
     [
        ("area", "A", "prose_sentence", "T:<answer> 360 square feet </answer>", "the area, not the perimeter"),
        ("half", "A", "prose_sentence", "T:<answer> 39 feet (one length and one width) </answer>", "half the perimeter"),
        ("struck", "A", "bare_last_line", "T:<answer> ~~78~~ 360 </answer>", "the right value struck through and replaced by the area"),
        ("think_cut", "A", "truncated", "@" + "<think>\nThe fence goes all the way around, so I need the perimeter of the rectangle. Perimeter = 2 * (length + width) = 2 * (24 + 15) = 2 *", "cut by the token limit inside the think block, before any value or tag: no_answer"),
        ("distill_last", "A", "prose_sentence", "T:¶The fence runs along the perimeter: 2 x (24 + 15) = 78 feet.¶¶" + r1final("78") + "¶¶So the answer is 360 feet of fencing.", "R1-distill summary: right box, then 'So the answer is 360'"),
        ("neg", "A", "bare_last_line", "T:<answer> −78 </answer>", "a negated value (U+2212 minus)"),
        ("chain", "B", "prose_sentence", "T:<answer> 2(24 + 15) = 78 feet </answer>", "a chain ending on the gold with its unit"),
        ("sentence", "B", "prose_sentence", "T:<answer> They need 78 feet of fencing. </answer>", "a sentence in the tag"),
        ("think_retract", "B", "bare_last_line", "@" + th("""24 by 15 garden. 24 * 15 = 360.

Hmm, wait. 360 is the area in square feet. Fencing that goes around the garden is the perimeter, not the area.

Perimeter = 24 + 15 + 24 + 15 = 78 feet.
""") + "<answer>78</answer>", "the area retracted inside the think block; the tag holds the gold"),
        ("not_area", "B", "prose_sentence", "T:<answer> 78 feet (not 360, which is the area) </answer>", "the gold, then a denied wrong value in parentheses"),
     ]),
    ("marbles", "72",
     "Leo has 3 times as many marbles as Sam. Together they have 96 marbles. How many marbles does Leo have?",
     "",
     th("""Let Sam have s marbles. Then Leo has 3s marbles.

Together: s + 3s = 4s = 96.
So s = 96 / 4 = 24.

Sam has 24 marbles, and Leo has 3 * 24 = 72 marbles.

Check: 24 + 72 = 96. Yes. And 72 / 24 = 3, so Leo has 3 times as many. Both conditions hold.

The question asks about Leo, not Sam, so the answer is 72.
"""),
     [
        ("sam", "A", "prose_sentence", "T:<answer> Sam has 24 marbles. </answer>", "the other person's amount"),
        ("quote_sam", "A", "prose_sentence", 'T:<answer> Sam said, "I have 24 marbles." </answer>', "a quoted line holding the other person's amount"),
        ("two", "A", "prose_sentence", "T:<answer> 72 or 24 </answer>", "two values for one question"),
        ("neg", "A", "bare_last_line", "T:<answer> −72 </answer>", "a negated value (U+2212 minus)"),
        ("x_eq", "A", "prose_sentence", "T:<answer> s = 24 </answer>", "the variable's value is Sam's, not Leo's"),
        ("tol", "A", "bare_last_line", "T:<answer> 72.0000000001 </answer>", "tolerance trap"),
        ("paren_other", "B", "prose_sentence", "T:<answer> Leo has 72 marbles (Sam has 24). </answer>", "the gold as the answer, the other person's amount in parentheses", True),
        ("deny_sam", "B", "prose_sentence", "T:<answer> Not 24, that is Sam. Leo has 72. </answer>", "a denied wrong value, then the gold"),
        ("box_in_tag", "B", "boxed", r"T:<answer> \boxed{72} </answer>", "a box inside the tag"),
        ("three_s", "B", "prose_sentence", "T:<answer> 3s = 3 × 24 = 72 </answer>", "a chain ending on the gold"),
     ]),
    ("savings", "290",
     "Priya saves $35 every week for 12 weeks. Then she spends $130 on a new bike helmet. How much money does she have left?",
     "",
     th("""Priya saves $35 each week for 12 weeks.
Total saved = 35 * 12.
35 * 10 = 350, 35 * 2 = 70, so 350 + 70 = 420.

She then spends $130 on a helmet.
420 - 130 = 290.

Check: 290 + 130 = 420. Yes.

She had enough money, since 130 < 420, so the result is positive.

So Priya has $290 left.
"""),
     [
        ("saved", "A", "bare_last_line", "T:<answer> $420 </answer>", "the amount saved, a subtotal"),
        ("short", "A", "prose_sentence", "T:<answer> 290 dollars short </answer>", "'short' turns the amount left into a shortfall ('short' is no unit)"),
        ("retract_none", "A", "none", "T:<answer> 290 </answer>¶But wait, I think I misread the number of weeks. That can't be right. Let me redo this.", "the tag taken back with nothing in its place: no_answer"),
        ("second_tag", "A", "bare_last_line", "T:<answer> 290 </answer>¶<answer> 420 </answer>", "a second tag with the savings: the last tag counts"),
        ("distill_last", "A", "prose_sentence", "T:¶Priya saves 35 x 12 = $420 and spends $130, leaving $290.¶¶" + r1final("290") + "¶¶Priya has $420 left.", "R1-distill summary: right box, then a last sentence that states the savings as the amount left"),
        ("hedge", "A", "prose_sentence", "T:<answer> more than $290 </answer>", "a bound, not the exact amount"),
        ("cut", "A", "truncated", "T:<answer> $", "cut by the token limit right after the dollar sign: no_answer"),
        ("left", "B", "prose_sentence", "T:<answer> $290 left </answer>", "'left' is the question's own word"),
        ("chain", "B", "prose_sentence", "T:<answer> 35 × 12 − 130 = 290 </answer>", "an expression = gold"),
        ("hash_in_tag", "B", "hash", "T:<answer>¶#### 290¶</answer>", "'#### 290' inside the tag"),
     ]),
    ("pizza", "9",
     "Six pizzas are each cut into 8 slices. At a party, 13 people each eat 3 slices. How many slices are left over?",
     "",
     th("""Total slices: 6 pizzas * 8 slices = 48 slices.

Slices eaten: 13 people * 3 slices = 39 slices.

Left over: 48 - 39 = 9 slices.

Let me double check 13 * 3: 10 * 3 = 30, 3 * 3 = 9, total 39. Yes.
And 48 - 39: 48 - 40 = 8, plus 1 = 9. Yes.

So 9 slices are left over.
"""),
     [
        ("eaten", "A", "prose_sentence", "T:<answer> 39 slices eaten </answer>", "the slices eaten, not left"),
        ("about", "A", "prose_sentence", "T:<answer> about 9 slices </answer>", "a hedge of an exact count"),
        ("cut", "A", "truncated", "T:<answer> There are", "the tag cut before the value: no_answer"),
        ("tol_frac", "A", "bare_last_line", r"T:<answer> \frac{9\cdot10^{30}+1}{10^{30}} </answer>", "tolerance trap: (9*10^30+1)/10^30 is not 9"),
        ("total", "A", "prose_sentence", "T:<answer> 48 slices in total </answer>", "the total slices, a given product"),
        ("retract_in_tag", "A", "prose_sentence", "T:<answer> 9 ... no, the host also eats, so 14 people × 3 = 42 and 48 − 42 = 6 </answer>", "the right value taken back inside the tag and replaced by 6"),
        ("left_over", "B", "prose_sentence", "T:<answer> 9 slices left over </answer>", "value with the question's words"),
        ("chain", "B", "prose_sentence", "T:<answer> 48 − 39 = 9 </answer>", "a subtraction chain ending on the gold"),
        ("nine_word", "B", "prose_sentence", "T:<answer> nine slices </answer>", "the number as a word (public_heldout11: number words in the tag)"),
        ("distill_ok", "B", "boxed", "T:¶There are 6 x 8 = 48 slices and 13 x 3 = 39 are eaten, so 9 are left.¶¶" + r1final("9") + "¶¶Good, the leftover count is smaller than one pizza, which makes sense.", "R1-distill summary, right box, trailing remark without a number"),
     ]),
]
GPROBS += [
    ("pages", "200",
     "A book has 320 pages. Tom reads 25% of the book on Monday and 40 pages on Tuesday. How many pages does he still have to read?",
     "",
     th("""The book has 320 pages.

Monday: 25% of 320 = 0.25 * 320 = 80 pages.

After Monday: 320 - 80 = 240 pages remain.

Tuesday: 40 pages.
After Tuesday: 240 - 40 = 200 pages remain.

Check: pages read = 80 + 40 = 120, and 320 - 120 = 200. Same answer.

So Tom still has 200 pages to read.
"""),
     [
        ("struck_only", "A", "none", "T:<answer> ~~200~~ </answer>", "the only value in the tag is struck through: taken back with nothing in its place, no_answer", True),
        ("read", "A", "prose_sentence", "T:<answer> He has read 120 pages. </answer>", "the pages read, not the pages left"),
        ("approx_sign", "A", "bare_last_line", "T:<answer> ≈200 </answer>", "an approximation sign on an exact count"),
        ("second_tag", "A", "bare_last_line", "T:<answer> 200 </answer>¶¶<answer> 240 </answer>", "a second tag with the count after Monday"),
        ("monday", "A", "prose_sentence", "T:<answer> 240 pages after Monday </answer>", "a subtotal"),
        ("percent", "A", "prose_sentence", "T:<answer> 62.5% of the book </answer>", "the share left (200/320 = 62.5%), not the pages asked"),
        ("pages", "B", "prose_sentence", "T:<answer> 200 pages </answer>", "value with its unit"),
        ("box_in_tag", "B", "boxed", r"T:<answer> \boxed{200} </answer>", "a box inside the tag"),
        ("distill_ok", "B", "boxed", "T:¶Tom reads 0.25 x 320 = 80 pages on Monday and 40 on Tuesday, so 320 - 80 - 40 = 200 pages remain.¶¶" + r1final("200"), "R1-distill summary and box"),
        ("deny", "B", "prose_sentence", "T:<answer> 200, not 240: the 40 pages of Tuesday also count. </answer>", "the gold, then a denied subtotal"),
     ]),
    ("jacket", "68",
     "A jacket normally costs $80. This week it is on sale for 15% off. What is the sale price of the jacket?",
     "",
     th("""The original price is $80 and the discount is 15%.

Discount amount = 15% of 80 = 0.15 * 80 = 12 dollars.

Sale price = 80 - 12 = 68 dollars.

Alternatively, paying 85% of the price: 0.85 * 80 = 68. Same.

The question asks for the sale price, which is what the customer pays, not the amount saved. The $12 is the discount; the price after the discount is $68.

So the sale price is $68.
"""),
     [
        ("off", "A", "prose_sentence", "T:<answer> $12 off </answer>", "the discount, not the sale price"),
        ("near", "A", "bare_last_line", "T:<answer> $67.99 </answer>", "a near value (relative error 1.5e-4): not 68"),
        ("under", "A", "prose_sentence", "T:<answer> under $70 </answer>", "a bound, not the price"),
        ("quote_tag", "A", "prose_sentence", 'T:<answer> The sign says "15% off". </answer>', "the tag quotes the given discount"),
        ("second_tag", "A", "bare_last_line", "T:<answer> 68 </answer>¶Wait, is the question asking for the discount? Then¶<answer> 12 </answer>", "a right tag, then a second tag with the discount"),
        ("cut", "A", "truncated", "T:<answer> The sale price of the jacket is $", "the tag cut after the dollar sign: no_answer"),
        ("distill_last", "A", "prose_sentence", "T:¶The discount is 0.15 x 80 = $12, so the sale price is 80 - 12 = $68.¶¶" + r1final("68") + "¶¶Thus, the jacket costs $12.", "R1-distill summary: right box, then a last sentence giving the discount as the price"),
        ("cents", "B", "bare_last_line", "T:<answer> $68.00 </answer>", "cents written out"),
        ("sentence", "B", "prose_sentence", "T:<answer> The sale price is $68. </answer>", "a sentence in the tag"),
        ("chain", "B", "prose_sentence", "T:<answer> 80 × 0.85 = 68 </answer>", "a product chain ending on the gold"),
     ]),
    ("age", "37",
     "Maria is 14 years old. Her mother is 3 years older than twice Maria's age. How old will her mother be in 6 years?",
     "",
     th("""Maria is 14.

Twice Maria's age = 2 * 14 = 28.
3 years older than that: 28 + 3 = 31. So her mother is 31 now.

In 6 years the mother will be 31 + 6 = 37.

Careful: the question asks about the mother, in 6 years, not Maria. Maria will be 14 + 6 = 20 then, but that's not asked.

So her mother will be 37 years old in 6 years.
"""),
     [
        ("now", "A", "prose_sentence", "T:<answer> 31 years old now </answer>", "the mother's age now, not in 6 years"),
        ("maria", "A", "prose_sentence", "T:<answer> Maria will be 20. </answer>", "the other person's age"),
        ("retract_in_tag", "A", "prose_sentence", "T:<answer> 37, no wait: twice 14 is 28, plus 3 is 31, so 31 </answer>", "the right value taken back inside the tag, replaced by the age now"),
        ("years_ago", "A", "prose_sentence", "T:<answer> 37 years ago </answer>", "'years ago' is no unit: it states a time in the past, not the mother's age"),
        ("at_least", "A", "prose_sentence", "T:<answer> at least 37 </answer>", "a bound, not the age"),
        ("two", "A", "prose_sentence", "T:<answer> 31 and 37 </answer>", "two values for one question"),
        ("years_old", "B", "prose_sentence", "T:<answer> 37 years old </answer>", "value with its unit"),
        ("sentence", "B", "prose_sentence", "T:<answer> She will be 37. </answer>", "a short sentence"),
        ("hash_in_tag", "B", "hash", "T:<answer> #### 37 </answer>", "'#### 37' inside the tag"),
        ("think_retract", "B", "bare_last_line", "@" + th("""Maria is 14. Twice her age is 28, plus 3 gives 31. So the mother is 31.

So the answer is 31.

Hmm, wait, the question says "in 6 years". 31 is her age now. In 6 years: 31 + 6 = 37.
""") + "<answer> 37 </answer>", "a subtotal retracted inside the think block; the tag holds the gold"),
     ]),
    ("tank", "200",
     "A tank holds 500 liters of water. Water drains out at 12 liters per minute for 25 minutes. How many liters are left in the tank?",
     "",
     th("""The tank starts with 500 liters.

It drains at 12 liters per minute for 25 minutes.
Amount drained = 12 * 25 = 300 liters.

Left = 500 - 300 = 200 liters.

Check: 12 * 25 = 12 * 100 / 4 = 1200 / 4 = 300. Yes.
And 200 + 300 = 500. Good.

So 200 liters are left in the tank.
"""),
     [
        ("drained", "A", "prose_sentence", "T:<answer> 300 liters drained </answer>", "the amount drained, not left"),
        ("rate", "A", "prose_sentence", "T:<answer> 12 L/min </answer>", "the given rate"),
        ("missing", "A", "prose_sentence", "T:<answer> 200 liters missing </answer>", "'missing' says 200 liters are gone, which is not what is left ('missing' is no unit)"),
        ("cut", "A", "truncated", "T:<answer> After 25 minutes the tank has", "the tag cut before the value: no_answer"),
        ("neg", "A", "bare_last_line", "T:<answer> -200 </answer>", "a negated value"),
        ("tol", "A", "bare_last_line", "T:<answer> 200.0000000001 </answer>", "tolerance trap"),
        ("liters", "B", "prose_sentence", "T:<answer> 200 L </answer>", "the unit as a symbol"),
        ("chain", "B", "prose_sentence", "T:<answer> 500 − 12 × 25 = 200 liters </answer>", "an expression chain ending on the gold"),
        ("deny", "B", "prose_sentence", "T:<answer> Not 300 — that much drained out. 200 liters remain. </answer>", "a denied wrong value, then the gold"),
        ("distill_ok", "B", "boxed", "T:¶Drained: 12 x 25 = 300 L, so 500 - 300 = 200 L remain.¶¶" + r1final("200 \\text{ liters}"), "R1-distill box with a \\text unit"),
     ]),
]
MPROBS = [
    ("linear", "7",
     r"Solve for $x$: $5x + 7 = 42$.",
     "",
     th(r"""We need to isolate x in the equation 5x + 7 = 42.

Subtract 7 from both sides:
5x + 7 - 7 = 42 - 7
5x = 35

Divide both sides by 5:
x = 35 / 5 = 7

Check: 5(7) + 7 = 35 + 7 = 42. Correct.

The question asks for x itself, not 5x, so I should not stop at 5x = 35. Since the equation is linear with a nonzero coefficient, there is exactly one solution.

So x = 7.
"""),
     [
        ("five_x", "A", "prose_sentence", "T:<answer> 5x = 35 </answer>", "an intermediate equation: its value 35 is 5x, not x"),
        ("neg", "A", "prose_sentence", "T:<answer> x = -7 </answer>", "think right; the tag has a sign slip"),
        ("tol", "A", "bare_last_line", "T:<answer> 7.0000000001 </answer>", "tolerance trap"),
        ("second_tag", "A", "bare_last_line", r"T:<answer> 7 </answer> <answer> \frac{49}{5} </answer>", "a second tag holding 49/5 (7 added instead of subtracted): the last tag counts"),
        ("approx", "A", "prose_sentence", r"T:<answer> x \approx 7 </answer>", "'\\approx' on an exact value"),
        ("retract_none", "A", "none", "T:<answer> x = 7 </answer>¶¶Wait, this is not right. I think I made an error when moving the constant to the other side. Let me redo the algebra.", "the tag taken back with nothing in its place: no_answer"),
        ("cut", "A", "truncated", "T:<answer> x =", "the tag cut before the value: no_answer"),
        ("x_eq", "B", "prose_sentence", "T:<answer> x = 7 </answer>", "'x = 7' in the tag"),
        ("box_in_tag", "B", "boxed", r"T:<answer> \boxed{7} </answer>", "a box inside the tag"),
        ("chain", "B", "prose_sentence", r"T:<answer> $x=\frac{35}{5}=7$ </answer>", "a chain in math mode ending on the gold"),
     ]),
    ("coins", r"\frac{7}{8}",
     "Three fair coins are flipped. What is the probability that at least one of them lands heads? Express your answer as a common fraction.",
     "",
     th(r"""It's easier to use the complement.

The complement of "at least one head" is "no heads", i.e. all three are tails.

P(all tails) = (1/2)^3 = 1/8.

So P(at least one head) = 1 - 1/8 = 7/8.

Let me verify by counting outcomes: there are 2^3 = 8 equally likely outcomes. Only TTT has no heads. So 7 of the 8 outcomes have at least one head: 7/8.

So the probability is 7/8.
"""),
     [
        ("complement", "A", "bare_last_line", r"T:<answer> \frac{1}{8} </answer>", "the complement's probability"),
        ("tol", "A", "bare_last_line", "T:<answer> 0.8750000001 </answer>", "tolerance trap near 0.875"),
        ("about", "A", "prose_sentence", "T:<answer> about 0.88 </answer>", "a rounded hedge of an exact probability"),
        ("struck", "A", "bare_last_line", r"T:<answer> ~~\frac{7}{8}~~ \frac{3}{8} </answer>", "the right value struck through, 3/8 (exactly one head) in its place"),
        ("cut", "A", "truncated", r"T:<answer> \frac{7}{", "the tag cut inside the fraction: no_answer"),
        ("distill_last", "A", "prose_sentence", r"T:¶The only outcome with no heads is TTT, with probability $\frac{1}{8}$, so the answer is $1 - \frac{1}{8} = \frac{7}{8}$.¶¶" + r1final(r"\frac{7}{8}") + r"¶¶So the probability is $\frac{1}{8}$.", "R1-distill summary: right box, then a last sentence stating the complement as the probability"),
        ("outcomes", "A", "prose_sentence", "T:<answer> 7 outcomes </answer>", "the count of favourable outcomes, not the probability"),
        ("slash", "B", "bare_last_line", "T:<answer> 7/8 </answer>", "slash fraction"),
        ("chain", "B", "prose_sentence", r"T:<answer> 1 - \frac{1}{8} = \frac{7}{8} </answer>", "a chain ending on the gold"),
        ("decimal", "B", "bare_last_line", "T:<answer> 0.875 </answer>", "the exact decimal of 7/8 (README: equal values in another form are correct)"),
     ]),
    ("fracsum", r"\frac{19}{12}",
     r"Compute $\frac{3}{4} + \frac{5}{6}$. Express your answer as a fraction in simplest form.",
     "",
     th(r"""To add 3/4 and 5/6 we need a common denominator.

lcm(4, 6) = 12.

3/4 = 9/12 (multiply top and bottom by 3).
5/6 = 10/12 (multiply top and bottom by 2).

9/12 + 10/12 = 19/12.

Is 19/12 in simplest form? 19 is prime and does not divide 12, so yes.

As a decimal, 19/12 = 1.58333..., which is a bit more than 1.5, reasonable since 3/4 + 5/6 is close to 0.75 + 0.83.

So the answer is 19/12.
"""),
     [
        ("approx_chain", "A", "prose_sentence", r"T:<answer> \frac{19}{12} \approx 1.58 </answer>", "a chain whose last value is a rounded approximation of the exact answer", True),
        ("naive", "A", "bare_last_line", r"T:<answer> \frac{8}{10} </answer>", "numerators and denominators added"),
        ("neg", "A", "bare_last_line", r"T:<answer> -\frac{19}{12} </answer>", "a negated value"),
        ("tol_frac", "A", "bare_last_line", r"T:<answer> \frac{19\cdot10^{30}+1}{12\cdot10^{30}} </answer>", "tolerance trap: not equal to 19/12"),
        ("think_cut", "A", "truncated", "@" + "<think>\nTo add 3/4 and 5/6 we need a common denominator. lcm(4, 6) = 12. So 3/4 = 9/12 and 5/6 = 10/12, and the sum of the numerators is 9 +", "cut by the token limit inside the think block, before any answer: no_answer"),
        ("quote_numer", "A", "prose_sentence", r'T:<answer> The numerators are "9 and 10" over 12. </answer>', "the tag gives the converted numerators, not the sum"),
        ("mixed", "B", "bare_last_line", r"T:<answer> 1\frac{7}{12} </answer>", "a mixed number equal to 19/12"),
        ("slash", "B", "bare_last_line", "T:<answer> 19/12 </answer>", "slash fraction"),
        ("dfrac_box", "B", "boxed", r"T:<answer> \boxed{\dfrac{19}{12}} </answer>", "a \\dfrac in a box inside the tag"),
        ("think_retract", "B", "bare_last_line", "@" + th(r"""3/4 + 5/6 = (3+5)/(4+6) = 8/10? No, that's not how fractions add. Need a common denominator.

lcm(4,6) = 12: 3/4 = 9/12, 5/6 = 10/12. Sum = 19/12.
""") + r"<answer> \frac{19}{12} </answer>", "a wrong method dropped inside the think block only"),
     ]),
    ("radicals", r"7\sqrt{2}",
     r"Simplify $\sqrt{50} + \sqrt{8}$.",
     "",
     th(r"""Simplify each radical first.

sqrt(50) = sqrt(25 * 2) = 5 sqrt(2).
sqrt(8) = sqrt(4 * 2) = 2 sqrt(2).

Now they are like terms:
5 sqrt(2) + 2 sqrt(2) = 7 sqrt(2).

Note that sqrt(50) + sqrt(8) is NOT sqrt(58); radicals do not add that way.

Check numerically: sqrt(50) ≈ 7.071, sqrt(8) ≈ 2.828, sum ≈ 9.899. And 7 * 1.41421 ≈ 9.899. Matches.

So the answer is 7 sqrt(2).
"""),
     [
        ("sum_under", "A", "bare_last_line", r"T:<answer> \sqrt{58} </answer>", "radicands added"),
        ("decimal", "A", "prose_sentence", "T:<answer> approximately 9.90 </answer>", "a decimal approximation of an exact value"),
        ("second_tag", "A", "bare_last_line", r"T:<answer> 7\sqrt{2} </answer>¶¶Actually, combining the coefficients 5 and 2 and the 2 under the root, it should be¶<answer> 10\sqrt{2} </answer>", "a right tag, then a second tag with 10 sqrt 2"),
        ("retract_none", "A", "none", r"T:<answer> 7\sqrt{2} </answer>¶Hmm, no. That doesn't look right to me, the radicals should not combine like that. Let me reconsider.", "the tag taken back with nothing in its place: no_answer"),
        ("coef", "A", "bare_last_line", "T:<answer> 7 </answer>", "the coefficient alone, not 7 sqrt 2"),
        ("distill_last", "A", "prose_sentence", r"T:¶Since $\sqrt{50} = 5\sqrt{2}$ and $\sqrt{8} = 2\sqrt{2}$, the sum is $7\sqrt{2}$.¶¶" + r1final(r"7\sqrt{2}") + r"¶¶So $\sqrt{50} + \sqrt{8} = 5\sqrt{2}$.", "R1-distill summary: right box, then a last sentence giving one term's value as the sum"),
        ("neg", "A", "bare_last_line", r"T:<answer> -7\sqrt{2} </answer>", "a negated value"),
        ("sqrt98", "B", "bare_last_line", r"T:<answer> \sqrt{98} </answer>", "an unsimplified form equal to 7 sqrt 2 (README: equal values in another form are correct)"),
        ("nobrace", "B", "bare_last_line", r"T:<answer> 7 \sqrt 2 </answer>", "\\sqrt without braces"),
        ("sentence", "B", "prose_sentence", r"T:<answer> The sum is $7\sqrt{2}$. </answer>", "a sentence in the tag"),
     ]),
    ("fvalue", "10",
     r"If $f(x) = 2x^2 - 3x + 1$, what is $f(3)$?",
     "",
     th(r"""Substitute x = 3 into f(x) = 2x^2 - 3x + 1.

x^2 = 9, so 2x^2 = 18.
3x = 9.

f(3) = 18 - 9 + 1 = 10.

Double-check: 18 - 9 = 9, 9 + 1 = 10. Yes.

Let me be careful with the order of operations: the square applies to x only, so 2x^2 at x = 3 is 2 * 9 = 18, not (2 * 3)^2 = 36. And the sign in front of 3x is minus, so the middle term subtracts 9.

So f(3) = 10.
"""),
     [
        ("minus3", "A", "prose_sentence", "T:<answer> f(-3) = 28 </answer>", "the value at -3"),
        ("neg", "A", "bare_last_line", "T:<answer> -10 </answer>", "a negated value"),
        ("at_least", "A", "prose_sentence", "T:<answer> at least 10 </answer>", "a bound, not the value"),
        ("second_tag", "A", "bare_last_line", "T:<answer> 10 </answer>¶<answer> 18 </answer>", "a second tag with the 2x^2 term"),
        ("distill_last", "A", "prose_sentence", r"T:¶Plugging in, $f(3) = 2\cdot 9 - 9 + 1 = 10$.¶¶" + r1final("10") + r"¶¶Therefore $f(3) = 18$.", "R1-distill summary: right box, then a last sentence giving the square term as f(3)"),
        ("tol", "A", "bare_last_line", "T:<answer> 10.0000000001 </answer>", "tolerance trap"),
        ("unevaluated", "B", "prose_sentence", "T:<answer> 2(3)^2 - 3(3) + 1 = 10 </answer>", "a chain ending on the gold"),
        ("f_eq", "B", "prose_sentence", "T:<answer> f(3)=10 </answer>", "'f(3)=10' in the tag"),
        ("box_in_tag", "B", "boxed", r"T:<answer> \boxed{10} </answer>", "a box inside the tag"),
        ("think_retract", "B", "bare_last_line", "@" + th(r"""f(3) = 2*3^2 - 3*3 + 1. 2*3^2 = 36? No wait, 3^2 = 9 first, then times 2 is 18, not 36.

So f(3) = 18 - 9 + 1 = 10.
""") + "<answer> 10 </answer>", "a slip corrected inside the think block; the tag holds the gold"),
     ]),
]
MPROBS += [
    ("divisors", "12",
     "How many positive divisors does 84 have?",
     "",
     th(r"""Prime factorize 84.

84 = 2 * 42 = 2 * 2 * 21 = 2^2 * 3 * 7.

The number of positive divisors is the product of (exponent + 1):
(2 + 1)(1 + 1)(1 + 1) = 3 * 2 * 2 = 12.

Let me list them to be sure: 1, 2, 3, 4, 6, 7, 12, 14, 21, 28, 42, 84. That's 12 divisors.

So 84 has 12 positive divisors.
"""),
     [
        ("proper", "A", "prose_sentence", "T:<answer> 11 proper divisors </answer>", "the proper divisors (84 left out)"),
        ("factor", "A", "prose_sentence", r"T:<answer> 2^2 \cdot 3 \cdot 7 </answer>", "the factorization, whose value is 84"),
        ("two", "A", "prose_sentence", "T:<answer> 12 (or 11 if 84 itself is excluded) </answer>", "two values for one question"),
        ("sum", "A", "bare_last_line", "T:<answer> 224 </answer>", "the sum of the divisors"),
        ("primes", "A", "prose_sentence", "T:<answer> 3 prime divisors: 2, 3 and 7 </answer>", "the prime divisors only"),
        ("cut", "A", "truncated", "T:<answer> The number of positive divisors of 84 is", "the tag cut before the value: no_answer"),
        ("word", "B", "prose_sentence", "T:<answer> twelve </answer>", "the number as a word"),
        ("divisors", "B", "prose_sentence", "T:<answer> 12 divisors </answer>", "value with the counted noun"),
        ("chain", "B", "prose_sentence", "T:<answer> (2+1)(1+1)(1+1) = 12 </answer>", "a chain ending on the gold"),
        ("deny", "B", "prose_sentence", "T:<answer> not 11 — 84 itself counts — so 12 </answer>", "a denied wrong value, then the gold"),
     ]),
    ("oddsum", "225",
     r"Find the sum $1 + 3 + 5 + \cdots + 29$.",
     "",
     th(r"""This is the sum of consecutive odd numbers from 1 to 29.

Number of terms: the n-th odd number is 2n - 1, and 2n - 1 = 29 gives n = 15. So there are 15 terms.

The sum of the first n odd numbers is n^2, so the sum is 15^2 = 225.

Check with the arithmetic series formula: sum = n(first + last)/2 = 15 * (1 + 29)/2 = 15 * 15 = 225.

So the sum is 225.
"""),
     [
        ("terms", "A", "prose_sentence", "T:<answer> 15 terms </answer>", "the number of terms"),
        ("roughly", "A", "prose_sentence", "T:<answer> roughly 225 </answer>", "a hedge of an exact value"),
        ("tol", "A", "bare_last_line", "T:<answer> 225.0000000001 </answer>", "tolerance trap"),
        ("quote_pair", "A", "prose_sentence", "T:<answer> Gauss's trick: \"1 + 29 = 30\" </answer>", "the tag quotes the pairing step: 30"),
        ("struck", "A", "bare_last_line", "T:<answer> ~~225~~ 240 </answer>", "the right value struck through and replaced by 240"),
        ("retract_in_tag", "A", "prose_sentence", "T:<answer> 15^2 = 225, no wait, the last term is 29 so it's 14^2 = 196 </answer>", "the right value taken back inside the tag, replaced by 196"),
        ("distill_last", "A", "prose_sentence", r"T:¶There are 15 odd numbers from 1 to 29, and the sum of the first $n$ odd numbers is $n^2$, so the sum is $15^2 = 225$.¶¶" + r1final("225") + r"¶¶So the sum is 15.", "R1-distill summary: right box, then a last sentence giving the term count as the sum"),
        ("square", "B", "prose_sentence", "T:<answer> 15^2 = 225 </answer>", "a chain ending on the gold"),
        ("dollars", "B", "bare_last_line", "T:<answer> $225$ </answer>", "math-mode dollars in the tag"),
        ("deny", "B", "prose_sentence", "T:<answer> not 15, which is the number of terms; the sum is 225 </answer>", "a denied wrong value, then the gold"),
     ]),
    ("absval", "(-2,8)",
     r"Solve $|x - 3| < 5$. Express your answer in interval notation.",
     "",
     th(r"""|x - 3| < 5 means -5 < x - 3 < 5.

Add 3 to all parts: -5 + 3 < x < 5 + 3, so -2 < x < 8.

The inequality is strict, so the endpoints are not included: the interval is open.

Check: x = 0 gives |0 - 3| = 3 < 5, included. x = 8 gives |5| = 5, not < 5, excluded. x = -2 gives |-5| = 5, excluded. Good.

In interval notation: (-2, 8).
"""),
     [
        ("closed", "A", "bare_last_line", "T:<answer> [-2, 8] </answer>", "closed interval for a strict inequality"),
        ("half", "A", "prose_sentence", "T:<answer> x < 8 </answer>", "only one side of the inequality"),
        ("struck", "A", "bare_last_line", "T:<answer> ~~(-2, 8)~~ (-8, 2) </answer>", "the right interval struck through and replaced"),
        ("cut", "A", "truncated", "T:<answer> (-2,", "the tag cut inside the interval: no_answer"),
        ("second_tag", "A", "bare_last_line", "T:<answer> (-2, 8) </answer>¶Hmm, the absolute value allows both signs, so maybe¶<answer> (-8, 8) </answer>", "a second tag with another interval"),
        ("distill_last", "A", "prose_sentence", r"T:¶From $-5 < x - 3 < 5$ we get $-2 < x < 8$.¶¶" + r1final("(-2,8)") + r"¶¶So the solution set is $[-2, 8]$.", "R1-distill summary: right box, then a last sentence giving the closed interval"),
        ("ineq", "B", "prose_sentence", "T:<answer> -2 < x < 8 </answer>", "the same set as a double inequality"),
        ("in", "B", "prose_sentence", r"T:<answer> x \in (-2, 8) </answer>", "'x \\in' before the interval"),
        ("box_in_tag", "B", "boxed", r"T:<answer> \boxed{(-2,8)} </answer>", "a box inside the tag"),
        ("think_retract", "B", "bare_last_line", "@" + th(r"""|x - 3| < 5: -5 < x - 3 < 5, so -2 < x < 8. Interval [-2, 8].

Wait, the inequality is strict (<, not ≤), so the endpoints are excluded. It should be open: (-2, 8).
""") + "<answer> (-2, 8) </answer>", "a closed interval retracted inside the think block; the tag holds the gold"),
     ]),
    ("complex", "5+i",
     r"Compute $(2+3i)(1-i)$.",
     "",
     th(r"""Expand with FOIL:

(2 + 3i)(1 - i) = 2*1 + 2*(-i) + 3i*1 + 3i*(-i)
= 2 - 2i + 3i - 3i^2.

Since i^2 = -1, -3i^2 = 3.

So = 2 + 3 + (-2i + 3i) = 5 + i.

Check with moduli: |2 + 3i| = sqrt(13), |1 - i| = sqrt(2), product sqrt(26). |5 + i| = sqrt(25 + 1) = sqrt(26). Consistent.

So the answer is 5 + i.
"""),
     [
        ("i2_slip", "A", "bare_last_line", "T:<answer> -1 + i </answer>", "i^2 taken as +1"),
        ("real_part", "A", "prose_sentence", "T:<answer> 5 (the real part) </answer>", "only the real part"),
        ("conj", "A", "bare_last_line", "T:<answer> 5 - i </answer>", "the conjugate"),
        ("second_tag", "A", "bare_last_line", "T:<answer> 5 + i </answer> <answer> 5 - i </answer>", "a second tag with the conjugate"),
        ("modulus", "A", "prose_sentence", r"T:<answer> \sqrt{26} </answer>", "the modulus from the check"),
        ("retract_none", "A", "none", "T:<answer> 5 + i </answer>¶¶No wait, I think the sign of the imaginary part is wrong here. I need to expand it again more carefully.", "the tag taken back with nothing in its place: no_answer"),
        ("swapped", "B", "bare_last_line", "T:<answer> i + 5 </answer>", "terms in the other order"),
        ("one_i", "B", "bare_last_line", "T:<answer> 5+1i </answer>", "'1i' for i"),
        ("box_in_tag", "B", "boxed", r"T:<answer> \boxed{5+i} </answer>", "a box inside the tag"),
        ("sentence", "B", "answer_is", "T:<answer> The answer is 5 + i. </answer>", "'The answer is' in the tag"),
     ]),
    ("binom", "56",
     r"Compute $\dbinom{8}{3}$.",
     "",
     th(r"""C(8, 3) = 8! / (3! * 5!).

= (8 * 7 * 6) / (3 * 2 * 1)
= 336 / 6
= 56.

Note 336 is the number of ordered selections (permutations P(8,3)); dividing by 3! = 6 removes the order.

Check with symmetry: C(8, 3) = C(8, 5), and Pascal: C(7, 2) + C(7, 3) = 21 + 35 = 56. Yes.

So C(8, 3) = 56.
"""),
     [
        ("perm", "A", "bare_last_line", "T:<answer> 336 </answer>", "the permutation count"),
        ("at_most", "A", "prose_sentence", "T:<answer> 56 ways, at most </answer>", "a bound, not the value"),
        ("neg", "A", "bare_last_line", "T:<answer> -56 </answer>", "a negated value"),
        ("tol_frac", "A", "bare_last_line", r"T:<answer> \frac{56\cdot10^{30}+1}{10^{30}} </answer>", "tolerance trap"),
        ("quote_pascal", "A", "prose_sentence", "T:<answer> Pascal's rule gives \"C(7,2) = 21\" </answer>", "the tag quotes one summand of the check: 21"),
        ("distill_last", "A", "prose_sentence", r"T:¶$\binom{8}{3} = \frac{8\cdot 7\cdot 6}{3!} = \frac{336}{6} = 56$.¶¶" + r1final("56") + r"¶¶Hence $\binom{8}{3} = 336$.", "R1-distill summary: right box, then a last sentence giving the permutation count"),
        ("think_cut", "A", "truncated", "@" + "<think>\nC(8, 3) = 8! / (3! * 5!) = (8 * 7 * 6) / (3 * 2 * 1). The numerator is 8 * 7 = 56, times 6 is 336, and the denominator is", "cut by the token limit inside the think block before the value: no_answer (the 56 in it is 8 * 7, not the answer)"),
        ("factorials", "B", "prose_sentence", r"T:<answer> \frac{8!}{3!5!} = 56 </answer>", "a chain ending on the gold"),
        ("hash_in_tag", "B", "hash", "T:<answer> #### 56 </answer>", "'#### 56' inside the tag"),
        ("think_retract", "B", "bare_last_line", "@" + th(r"""C(8,3): 8 * 7 * 6 = 336. So 336.

Hmm, no — 336 counts ordered choices. For combinations divide by 3! = 6: 336 / 6 = 56.
""") + "<answer> 56 </answer>", "the permutation count retracted inside the think block; the tag holds the gold"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_marbles_paren_other": (
        "accept",
        "the tag answers 'how many marbles does Leo have' with 'Leo has 72 marbles'; the "
        "parenthesis names Sam's amount as Sam's, it is not offered as a second answer to the "
        "question (as round 182 accepted 'Lena's bakery sold 1,250 and Tom's sold 5,000')",
    ),
    "g_pages_struck_only": (
        "reject",
        "the only value in the tag, 200, is struck through with ~~ ~~: the model wrote it and took "
        "it back with nothing in its place, which the conventions make no_answer; a checker that "
        "strips markdown and reads 200 accepts an answer the model withdrew",
    ),
    "m_fracsum_approx_chain": (
        "reject",
        "a chain in the tag is read for its final value, and the final value here is 1.58, a "
        "rounding of the exact 19/12 the problem asks for as a fraction (README: an approximation "
        "of an exact value is wrong); reading the first member of the chain would also accept "
        "'19/12 ≈ 2' style slips",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam200", CASES, [], DECISIONS)
