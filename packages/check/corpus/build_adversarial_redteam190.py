r"""Build adversarial_redteam190.jsonl: round 190 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam190"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model
output. Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 150 GSM8K and 90 MATH, 120 kind A and 120 kind B: CLOSINGS
WITH SEVERAL NUMBERS AND COMPARISONS, as long chain-of-thought models (Qwen2.5-Math,
Qwen2.5-Instruct, Llama 3, R1-distill, GSM8K-style) write them after 300-2000 characters of working:
(1) comparisons with a copula and a name or possessive ("Mr. Cruz's plan is $7,500 more than Mrs.
Cruz's budget", "Ana is 6 years older than her brother", "the red box is 3 1/2 kg heavier", "14
fewer cookies"), right where the question asks for the difference, wrong where it asks for the
total or an age; (2) plain-text and LaTeX mixed numbers among other numbers ("2 1/2 cups left after
using 7 1/2 cups for the 3 batches", "1 1/2 times as many", "6 hours and 15 minutes", "4 and
1/6"), including a wrong "7 1/2" whose careless reading 7 x 1/2 equals the gold 3.5; (3) answers
followed by a bracketed check or working ("35 (x = 7, y = 5)", "x = 9 (check: 5 * 9 - 8 = 37 = 2 *
9 + 19)", "\boxed{276} dollars (15% more than $240)"), and A twins where the value before the
bracket is a step and the bracket holds the real answer, or where the bracket takes the value back
(replacing it, or with nothing in its place); (4) "N percent more/less" closings ("\boxed{25}
percent more", "20% off: $60 instead of $75", "decreases by 4%, leaving 96%") where the percent is
asked, and percent closings where the new price is asked, the wrong base, "125 percent of", "the
area increases by 4 percent"; (5) the answer first, then working that restates other numbers and
ends on one of them (right), and a right first statement later corrected to a wrong value by a
misreading or an arithmetic slip (wrong). Cuts before the value are no_answer.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only); wrong values
in brackets:
GSM8K: cruz, plan 18,400 + 9,800 + 3,000 = 31,200 vs budget 23,700, how much more -> 7500 (31200
the plan; "about"/"more than" 7,500; corrected to 31200); okafor, 14 x $23 = 322 + fence 460,
plan -> 782 (132 over the 650 budget; 322 the roses; "roughly $800"; 782 or 650); ana, brother 9,
Ana 2 x 9 - 3 = 15, how much older -> 6 (15 Ana's age; "around"/"at least" 6; 9 after a denial);
leo, Sam 8, Mia 1 1/2 x 8 = 12, Leo 12 + 4 -> 16 (12 Mia; "2 times as old"; 12 from a misreading);
boxes, red 12 3/4, blue 9 1/4, green 5 1/4 kg, red minus blue -> 3.5 (7 1/2 red minus green; 12 3/4
the red box; 4 blue minus green); cookies, 62 last year, 4 x 12 = 48 this year, how many fewer ->
14 (48; 10 from 4 x 12 = 52); flour, 10 cups, 3 batches of 2 1/2 = 7 1/2 used, left -> 2.5 (7 1/2
used; "less than 2 1/2"); hike, Saturday 2 1/2 h, Sunday 1 1/2 x 2 1/2 = 3 3/4 h, weekend -> 6.25
(3 3/4 Sunday; 1 1/2 the ratio; "roughly 6 1/4"); marbles, Sam 24, Tom 1 1/2 x 24 = 36, Lily 36 - 9
= 27, Tom -> 36 (27 Lily; 12 more than Sam; 25 1/2 from a misreading); jacket, $80 -> $100, percent
rise -> 25 (20 on the wrong base $100; $20; 125 percent of); bike, $240 raised 15 percent, new price
-> 276 (15; 36 the rise; 264 from 15% = $24; 282.35 from 240 / 0.85); lamp, $75 -> $60, percent
less -> 20 (25 on the wrong base $60; 80 percent of; $15); muffins, 15 x 8 = 120 + 9, baked -> 129
(120 the trays; "120 or 129"); tickets, 85 x $12 = 1,020 + 140 x $7 = 980, total -> 2000 (1020
adults; 40 the difference; 1860 from 140 x 7 = 840; "nearly $2,000"); garden, 6 x 15 = 90 tomato, 5 x
11 = 55 pepper, how many more -> 35 (145 the total; 90 the tomatoes; 25 from 5 x 11 = 65; "over
35").
MATH: xy, x + 2y = 17 and 3x - y = 16 give x = 7, y = 5 -> 35 (7; (7, 5); 12 for x + y); linear,
5x - 8 = 2x + 19 -> 9 (37 both sides; 27 = 3x; 11/3 from a sign slip; "x approx 9"); pctmore, 72
is what percent more than 60 -> 20 (16 2/3 on the base 72; 120 percent of; 12 the difference);
mixsum, 2 1/3 + 1 5/6 = 14/6 + 11/6 -> \frac{25}{6} = 4 1/6 (3 6/9 added across; 4.17 rounded;
25/12; 5/3 a false reduction); larger, sum 50, difference 12 -> 31 (19 the smaller; 62 = 2a;
31 and 19; 19 from 2x - 12 = 50); quad, positive root of x^2 - 2x - 35 = (x - 7)(x + 5) -> 7 (-5;
7 or -5; 5 from (x + 7)(x - 5)); divisors, 180 = 2^2 3^2 5 -> 18 (16 without 1 and 180; 3 distinct
primes; 9 pairs); remainder, 2^10 = 1024 = 7 x 146 + 2 -> 2 (146 the quotient; 1 the cycle
position; 5 from 7 x 146 = 1012; "2 or 5"); area, 1.2 x 0.8 = 0.96 -> 4 (0 "they cancel"; 96
percent of; "increases by 4").

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B, 10 probes per problem
(5 B, 5 A); 15 GSM8K problems (150) and 9 MATH problems (90). Kind B shapes name the closing
(poss_more / budget_less / older / younger / lighter / fewer / needed_more / times / more_than /
mixed / boxed_mixed / improper / hours_minutes / and_words / paren / paren_why / box_paren /
box_check / check / since / box_pct_more / box_less / box_sign / pct_off / eighty / answer_first /
total_first / remark_numbers / T_box ...). Kind A shapes name the error (plan_paren / paren_step /
box_x / box_mia / box_lily / roses_box / red_box / eighty_box / box_96 / quotient / proper_box /
pairs_box / neg_root / diff / total / this_year / sunday / mia / lily / more / used / per_batch /
wrong_base / dollars / box_125 / box_120 / rise / increases / unchanged / about / around /
roughly / nearly / approx / at_least / more_than / less_than / over / two_values / both / neg /
corrected / T_corrected / paren_back / replaced / takeback / check_fail / paren_take / cut ...).
Kind A: truth wrong, or no_answer where the form is `truncated` (a cut before the value) or `none`
(a bracket or remark that withdraws the value and puts nothing in its place); kind B: truth
correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. An answer stated first and followed by working that restates other numbers
stays the answer unless the working commits another value as the answer ("So the answer is 16"),
which then replaces it. A bracket after the answer that checks it or shows its working leaves it
standing; a bracket that holds the real answer after a step value stated as the answer does not
rescue it (the stated value counts); a bracket that replaces the value makes the replacement the
answer; one that withdraws it with nothing in its place leaves no answer. A comparison stated from
the other side ("the blue box is 3 1/2 kg lighter than the red box", "Ana's brother is 6 years
younger") answers "how much heavier/older" with the same value; "needed 14 more to match" answers
"how many fewer" with 14. "N percent more/less" and "N% off" answer "by what percent" with N; a
percent or a rise in dollars where a new price is asked, "125 percent of" where the rise is asked
and the right number with the wrong direction ("increases by 4 percent" for a decrease) are wrong.
Equal values in another form are correct (3 1/2, 3.5, 7/2, \frac{7}{2}; 6 1/4 and "6 hours and 15
minutes" for 6.25; "4 and 1/6" for \frac{25}{6}; the exact value followed by its decimal in a
bracket). Wrong: a subtotal, a given, the other person's amount, the difference where the total
is asked (or the reverse), a hedge or approximation ("about", "around", "roughly", "nearly", "at
least", "more than", "less than", "over", "\approx"), a negated value, two values for one
question, an answer taken back and replaced.

Debatable (3, with DECISIONS): `ok_g_okafor_remark_numbers` (the plan's cost, then a sentence with
the overrun and the budget, accepted), `g_flour_per_batch` (the given 2 1/2 cups per batch, equal
in value to the 2 1/2 cups left, rejected), `m_quad_both` ("x = 7 or x = -5" for the positive
solution, rejected).

Usage: python build_adversarial_redteam190.py (writes adversarial_redteam190.jsonl beside this file,
in /tmp/rounds/rt190)
"""

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block ("" where unused), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; a final opening "T:" follows the
# think block instead; one opening "@" is the whole completion. Kind A probes whose form is
# "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("cruz", "7500",
     "Mr. Cruz's renovation plan includes a new kitchen for $18,400, a new bathroom for $9,800 and new floors for $3,000. Mrs. Cruz has set a renovation budget of $23,700. How much more does Mr. Cruz's plan cost than Mrs. Cruz's budget?",
     """To find how much more Mr. Cruz's plan costs than Mrs. Cruz's budget, we first add up the cost of the plan and then subtract the budget.

1. **Cost of Mr. Cruz's plan:**
   - Kitchen: $18,400
   - Bathroom: $9,800
   - Floors: $3,000
   Total: $18,400 + $9,800 + $3,000 = $31,200

2. **Compare with Mrs. Cruz's budget:**
   Mrs. Cruz's budget is $23,700.
   Difference: $31,200 - $23,700 = $7,500

3. **Check:**
   $23,700 + $7,500 = $31,200, which matches the total cost of the plan.

""",
     "",
     [
        ("poss_more", "B", "prose_sentence", "Therefore, Mr. Cruz's plan is $7,500 more than Mrs. Cruz's budget.", "possessive comparison with a copula answers 'how much more' with 7500"),
        ("budget_less", "B", "prose_sentence", "So Mrs. Cruz's budget of $23,700 is $7,500 less than Mr. Cruz's $31,200 plan.", "the same difference from the budget's side; the budget before it and the plan's total after it"),
        ("boxed_more", "B", "boxed", r"Therefore, Mr. Cruz's plan costs \(\boxed{7500}\) dollars more than Mrs. Cruz's budget of $23,700.", "boxed difference, then 'more than' and the budget"),
        ("paren_why", "B", "answer_is", "The answer is $7,500 (since $31,200 - $23,700 = $7,500, and $23,700 + $7,500 = $31,200).", "the answer, then a bracketed check ending on the plan's total"),
        ("answer_first", "B", "prose_sentence", "@Mr. Cruz's plan is $7,500 more than Mrs. Cruz's budget.\n\nHere is why: the kitchen ($18,400), the bathroom ($9,800) and the floors ($3,000) add up to $31,200 for the whole plan, while Mrs. Cruz's budget is $23,700. Taking the budget away from the cost of the plan gives the amount by which the plan goes over, and adding that amount back to $23,700 returns the full $31,200.", "the answer first, then working that restates other numbers and ends on 31,200"),
        ("plan_paren", "A", "answer_is", "The answer is $31,200 (Mr. Cruz's plan is $7,500 over the budget).", "the stated answer is the plan's total; the difference only in the bracket"),
        ("about", "A", "prose_sentence", "So Mr. Cruz's plan is about $7,500 more than Mrs. Cruz's budget.", "'about' hedges an exact difference"),
        ("more_than", "A", "prose_sentence", "Therefore, Mr. Cruz's plan costs more than $7,500 above Mrs. Cruz's budget.", "'more than $7,500 above': a bound, not the difference"),
        ("corrected", "A", "prose_sentence", "@Mr. Cruz's plan is $7,500 more than Mrs. Cruz's budget.\n\nLet me double-check by adding up the plan: $18,400 + $9,800 + $3,000 = $31,200, and $31,200 - $23,700 = $7,500. But wait, the question is really about what Mr. Cruz's plan costs, not the gap, so the answer should be the full cost of the plan.\n\nThe answer is $31,200.", "the right first statement is replaced by the plan's total at the end"),
        ("takeback", "A", "none", "Mr. Cruz's plan is $7,500 more than Mrs. Cruz's budget (no, wait: I am not sure the $3,000 for the floors belongs to Mr. Cruz's plan, so I can't give the difference yet).", "the bracket takes the value back and puts none in its place: no_answer"),
     ]),
    ("okafor", "782",
     "Mr. Okafor plans to plant 14 rose bushes that cost $23 each and to put up a fence that costs $460. Mrs. Okafor's budget for the garden is $650. How much does Mr. Okafor's plan cost?",
     """## Step 1: Find the cost of the rose bushes
Mr. Okafor wants 14 rose bushes at $23 each, so the rose bushes cost 14 × 23 = $322.

## Step 2: Add the cost of the fence
The fence costs $460, so the whole plan costs $322 + $460 = $782.

## Step 3: Compare the plan with the budget
Mrs. Okafor's budget for the garden is $650. The plan costs $782 - $650 = $132 more than the budget, so the plan is over budget. This comparison is extra information; the question asks for the cost of the plan.

""",
     "",
     [
        ("cost_more", "B", "prose_sentence", "Mr. Okafor's plan costs $782, which is $132 more than Mrs. Okafor's $650 budget.", "the plan's cost, then a comparison clause ending on the budget"),
        ("boxed_paren", "B", "boxed", "The final answer is: $\\boxed{782}$ ($132 over the $650 budget)", "Llama 3 box, then a bracket with other numbers"),
        ("answer_is_paren", "B", "answer_is", "The answer is 782 dollars (14 × 23 = 322; 322 + 460 = 782).", "the answer, then the bracketed working"),
        ("answer_first", "B", "prose_sentence", "@Mr. Okafor's plan costs $782.\n\nWorking: 14 rose bushes × $23 = $322, and the fence adds $460 to that, so the plan is $322 + $460. Compared with Mrs. Okafor's budget of $650, the plan is $132 over, so the couple will have to agree on what to drop or find the extra $132.", "the answer first, then working that ends on the overrun 132"),
        ("remark_numbers", "B", "prose_sentence", "So Mr. Okafor's plan costs $782. That is $132 more than Mrs. Okafor's budget of $650, so they will have to cut something.", "the answer sentence, then a remark with other numbers that answers a different question", True),
        ("diff", "A", "prose_sentence", "Therefore, Mr. Okafor's plan is $132 more than Mrs. Okafor's budget.", "the overrun where the plan's cost is asked"),
        ("roses_box", "A", "boxed", "The final answer is: $\\boxed{322}$ (with the $460 fence the plan comes to $782)", "a step (the roses) boxed; the real answer only in the bracket"),
        ("roughly", "A", "prose_sentence", "So Mr. Okafor's plan costs roughly $800, about $132 more than the budget.", "a rounded hedge of the exact cost"),
        ("corrected", "A", "prose_sentence", "@Mr. Okafor's plan costs $782.\n\nHere is why: 14 rose bushes × $23 = $322, plus the $460 fence gives $782. Hmm, but the plan has to be measured against Mrs. Okafor's $650 budget, so what matters is the overrun: $782 - $650 = $132.\n\nSo the answer is $132.", "the right first statement is replaced by the overrun"),
        ("two_values", "A", "prose_sentence", "So Mr. Okafor's plan costs $782, or $650 if they stick to Mrs. Okafor's budget.", "two values for one question"),
     ]),
    ("ana", "6",
     "Ana's brother is 9 years old. Ana is 3 years younger than twice her brother's age. How many years older is Ana than her brother?",
     """Let's find Ana's age first and then compare it with her brother's age.

Her brother is 9 years old. Twice her brother's age is 2 × 9 = 18. Ana is 3 years younger than that, so Ana is 18 - 3 = 15 years old.

Now we compare the two ages. Ana is 15 and her brother is 9, so the difference between their ages is 15 - 9 = 6 years.

Check: 9 + 6 = 15, and 2 × 9 - 3 = 15, so both descriptions of Ana's age agree.

""",
     """<think>
Okay, so Ana's brother is 9. Ana is 3 years younger than twice his age. Twice 9 is 18, and 3 younger than that is 15. So Ana is 15.

But the question doesn't ask for Ana's age. It asks how many years older Ana is than her brother. That's 15 minus 9, which is 6.

Let me double-check: 2 times 9 is 18, minus 3 is 15. Then 15 minus 9 is 6. Yes, the gap is 6 years.
</think>
""",
     [
        ("older", "B", "prose_sentence", "Therefore, Ana is 6 years older than her brother.", "name, copula and comparison"),
        ("ages_first", "B", "prose_sentence", "So Ana is 15 and her brother is 9, which means Ana is 6 years older than her 9-year-old brother.", "both ages, then the difference, then the brother's age again"),
        ("younger", "B", "prose_sentence", "Therefore, Ana's brother is 6 years younger than Ana.", "the same difference from the brother's side"),
        ("T_box", "B", "boxed", "T:**Final Answer**\nAna is \\boxed{6} years older than her brother (15 - 9 = 6).", "R1 block: boxed value inside a comparison, then a bracketed check"),
        ("paren", "B", "answer_is", "The answer is 6 (Ana is 15, her brother is 9).", "the answer, then the two ages in a bracket"),
        ("paren_age", "A", "answer_is", "The answer is 15 (Ana is 6 years older than her brother).", "Ana's age as the answer; the difference only in the bracket"),
        ("around", "A", "prose_sentence", "So Ana is around 6 years older than her brother.", "'around' hedges an exact difference"),
        ("at_least", "A", "prose_sentence", "Therefore, Ana is at least 6 years older than her brother.", "'at least': a bound"),
        ("T_corrected", "A", "boxed", "T:Ana is 6 years older than her brother.\n\nActually, wait: the question might want Ana's age. Ana is 2 × 9 - 3 = 15, so I'll give that.\n\n**Final Answer**\n\\[\n\\boxed{15}\n\\]", "the right first statement after the think block, then Ana's age boxed"),
        ("neg", "A", "prose_sentence", "So the gap is not 6 years: since Ana is about twice her brother's age, she is 9 years older than him.", "the value denied and replaced by 9"),
     ]),
    ("leo", "16",
     "Sam is 8 years old. Mia is 1 1/2 times as old as Sam, and Leo is 4 years older than Mia. How old is Leo?",
     """## Step 1: Find Mia's age
Mia is 1 1/2 times as old as Sam, who is 8. So Mia is 1 1/2 × 8 = 8 + 4 = 12 years old.

## Step 2: Find Leo's age
Leo is 4 years older than Mia, so Leo is 12 + 4 = 16 years old.

## Step 3: Check the relationships
Mia (12) divided by Sam (8) is 1.5, which is 1 1/2. Leo (16) minus Mia (12) is 4. Both conditions hold.

""",
     "",
     [
        ("older_than", "B", "prose_sentence", "Therefore, Leo is 16 years old, 4 years older than his sister Mia.", "the age, then a comparison ending on 4"),
        ("times", "B", "prose_sentence", "So Leo is 16, which makes him exactly 2 times as old as Sam and 4 years older than Mia.", "the age, then two comparisons with other numbers"),
        ("boxed_paren", "B", "boxed", "The final answer is: $\\boxed{16}$ (Mia is 12, which is 1 1/2 times Sam's 8)", "box, then a bracket with a mixed number and other ages"),
        ("answer_first", "B", "prose_sentence", "@Leo is 16 years old.\n\nReasoning: Sam is 8, and Mia is 1 1/2 times as old as Sam, so Mia is 1 1/2 × 8 = 12. Leo is 4 years older than Mia, so Leo's age is 12 + 4. That puts Leo 8 years ahead of Sam, who is 8.", "the answer first, then working ending on Sam's age"),
        ("answer_is_paren", "B", "answer_is", "The answer is: Leo is 16 (12 + 4).", "the answer, then the sum in a bracket"),
        ("mia", "A", "prose_sentence", "Therefore, Mia is 12 years old, and Leo is 4 years older than her.", "Mia's age (the other person's) is the only age stated"),
        ("times_sam", "A", "prose_sentence", "So Leo is 2 times as old as Sam.", "a ratio where an age is asked"),
        ("box_mia", "A", "boxed", "The final answer is: $\\boxed{12}$ (so Leo is 12 + 4 = 16)", "Mia's age boxed; Leo's only in the bracket"),
        ("corrected", "A", "prose_sentence", "@Leo is 16 years old.\n\nLet me check: Sam is 8, and Mia is 1 1/2 × 8 = 12. Hmm, re-reading the question, I think Leo is 4 years older than Sam, not Mia, so Leo is 8 + 4 = 12.\n\nSo Leo is 12 years old.", "the right first statement replaced by a misreading"),
        ("cut", "A", "truncated", "Therefore, Leo is 4 years older than Mia, so Leo is", "cut before the value: no_answer"),
     ]),
    ("boxes", "3.5",
     "A red box weighs 12 3/4 kg, a blue box weighs 9 1/4 kg and a green box weighs 5 1/4 kg. How many kilograms heavier is the red box than the blue box?",
     r"""To find how much heavier the red box is than the blue box, we subtract the weight of the blue box from the weight of the red box.

1. **Write the weights as decimals:**
   Red box: \(12\frac{3}{4} = 12.75\) kg. Blue box: \(9\frac{1}{4} = 9.25\) kg. (The green box, \(5\frac{1}{4} = 5.25\) kg, is not needed for this comparison.)

2. **Subtract:**
   \(12.75 - 9.25 = 3.5\) kg, which is \(3\frac{1}{2}\) kg.

3. **Check with fractions:**
   \(12\frac{3}{4} - 9\frac{1}{4} = 3\frac{2}{4} = 3\frac{1}{2}\).

""",
     "",
     [
        ("mixed", "B", "prose_sentence", "Therefore, the red box is 3 1/2 kg heavier than the blue box.", "plain-text mixed number in a 'heavier' comparison"),
        ("lighter", "B", "prose_sentence", "So the blue box is 3 1/2 kilograms lighter than the red box, which weighs 12 3/4 kg.", "the same difference from the blue box's side; the red box's weight last"),
        ("boxed_mixed", "B", "boxed", r"Thus, the answer is \(\boxed{3\frac{1}{2}}\) kg.", "boxed LaTeX mixed number"),
        ("improper", "B", "prose_sentence", r"So the red box is \(\frac{7}{2}\) kg heavier than the blue box.", "7/2, equal to 3.5"),
        ("paren", "B", "prose_sentence", "The red box is 3.5 kg heavier (12 3/4 - 9 1/4 = 3 1/2).", "decimal, then a bracketed check with mixed numbers"),
        ("red_green", "A", "prose_sentence", "Therefore, the red box is 7 1/2 kg heavier than the green box.", "the other comparison (red minus green); '7 1/2' read as 7 × 1/2 would be 3.5"),
        ("red_box", "A", "boxed", r"Thus, the answer is \(\boxed{12\frac{3}{4}}\) kg (the red box is \(3\frac{1}{2}\) kg heavier).", "the red box's weight boxed; the difference only in the bracket"),
        ("blue_green", "A", "prose_sentence", "So the blue box is 4 kg heavier than the green box, and the red box is heavier still.", "the wrong pair compared"),
        ("about", "A", "prose_sentence", "So the red box is about 3 1/2 kg heavier than the blue box.", "'about' hedges an exact difference"),
        ("takeback", "A", "none", "Therefore, the red box is 3 1/2 kg heavier than the blue box (hmm, unless the green box is meant to be stacked on the blue one, in which case this comparison no longer holds; I can't settle that from the question).", "the bracket withdraws the value with nothing in its place: no_answer"),
     ]),
    ("cookies", "14",
     "Last year Mia baked 62 cookies for the school fair. This year she baked 4 trays of 12 cookies. How many fewer cookies did she bake this year than last year?",
     """Let's work out how many cookies Mia baked this year and compare it with last year.

This year she baked 4 trays with 12 cookies on each tray:
4 × 12 = 48 cookies.

Last year she baked 62 cookies. Since 48 is less than 62, she baked fewer cookies this year. The difference is:
62 - 48 = 14

Check: 48 + 14 = 62, which is last year's number.

""",
     "",
     [
        ("fewer", "B", "prose_sentence", "So Mia baked 14 fewer cookies this year.", "plain 'fewer' closing"),
        ("fewer_then", "B", "prose_sentence", "So Mia baked 14 fewer cookies this year: 48 on 4 trays of 12 instead of last year's 62.", "the answer, then this year's count, the trays and last year's count"),
        ("hash_noun", "B", "hash", "She baked 62 - 48 = 14 fewer cookies this year.\n#### 14 fewer cookies", "'####' with a noun phrase after the value"),
        ("paren", "B", "answer_is", "The answer is 14 (62 - 48 = 14, since 4 × 12 = 48).", "the answer, then bracketed working ending on 48"),
        ("needed_more", "B", "prose_sentence", "Mia would have needed 14 more cookies this year to match last year's 62.", "the same difference stated as 'needed 14 more'"),
        ("this_year", "A", "prose_sentence", "So Mia baked 48 cookies this year, fewer than last year.", "this year's count where the difference is asked"),
        ("paren_step", "A", "answer_is", "The answer is 48 (that is 14 fewer than last year's 62).", "this year's count as the answer; the difference only in the bracket"),
        ("neg", "A", "prose_sentence", "So it is not 14 fewer: Mia baked 48 cookies this year.", "the difference denied; this year's count in its place"),
        ("hash_other", "A", "hash", "She baked 4 * 12 = 48 cookies this year, which is 62 - 48 = 14 fewer.\n#### 48", "the '####' line commits this year's count"),
        ("corrected", "A", "prose_sentence", "@Mia baked 14 fewer cookies this year.\n\nLet me recount to be sure: 4 × 12 = 52 cookies this year, and last year she baked 62, so 62 - 52 = 10.\n\nSo Mia baked 10 fewer cookies this year.", "the right first statement replaced by a slip (4 × 12 = 52)"),
     ]),
    ("flour", "2.5",
     "Nora has a bag with 10 cups of flour. Each batch of her bread recipe needs 2 1/2 cups of flour. She bakes 3 batches. How many cups of flour are left in the bag?",
     """Let's figure out how much flour Nora uses and then how much is left.

**Flour used:** Each batch needs 2 1/2 cups, and she bakes 3 batches.
3 × 2 1/2 = 3 × 2 + 3 × 1/2 = 6 + 1 1/2 = 7 1/2 cups.

**Flour left:** She started with 10 cups.
10 - 7 1/2 = 2 1/2 cups.

In decimals: 3 × 2.5 = 7.5 and 10 - 7.5 = 2.5, which agrees.

""",
     "",
     [
        ("mixed_left", "B", "prose_sentence", "So Nora has 2 1/2 cups of flour left in the bag after using 7 1/2 cups for the 3 batches.", "mixed number answer, then the flour used and the batches"),
        ("boxed", "B", "boxed", "Therefore, the final answer is: $\\boxed{2\\frac{1}{2}}$. I hope it is correct.", "Qwen closing with a boxed mixed number"),
        ("decimal", "B", "prose_sentence", "There are 2.5 cups of flour left (10 - 7.5 = 2.5).", "decimal, then a bracketed check"),
        ("one_batch", "B", "prose_sentence", "So exactly 2 1/2 cups are left in the bag, which is just enough for one more batch.", "a mixed number, then a remark"),
        ("answer_first", "B", "prose_sentence", "@Nora has 2 1/2 cups of flour left.\n\nHere's the working: each batch takes 2 1/2 cups, and 3 batches take 3 × 2 1/2 = 7 1/2 cups. She started with 10 cups, so what remains in the bag is 10 minus the 7 1/2 cups she used.", "the answer first, then working ending on the flour used"),
        ("used", "A", "prose_sentence", "So Nora uses 7 1/2 cups of flour for the 3 batches.", "the flour used, a subtotal"),
        ("per_batch", "A", "prose_sentence", "So each batch of Nora's bread needs 2 1/2 cups of flour.", "the given per-batch amount; its value happens to equal the gold", True),
        ("boxed_used", "A", "boxed", "Therefore, the final answer is: $\\boxed{7\\frac{1}{2}}$. I hope it is correct.", "the flour used boxed"),
        ("less_than", "A", "prose_sentence", "So less than 2 1/2 cups of flour are left in the bag.", "'less than': a bound"),
        ("cut", "A", "truncated", "So the flour left in the bag is 10 - 7 1/2 =", "cut before the value: no_answer"),
     ]),
    ("hike", "6.25",
     "Priya hikes for 2 1/2 hours on Saturday. On Sunday she hikes 1 1/2 times as long as on Saturday. How many hours does she hike over the whole weekend?",
     """Let's find Sunday's hike first and then add the two days.

**Saturday:** 2 1/2 hours.

**Sunday:** 1 1/2 times as long as Saturday.
1 1/2 × 2 1/2 = 3/2 × 5/2 = 15/4 = 3 3/4 hours.

**Weekend total:**
2 1/2 + 3 3/4 = 2 2/4 + 3 3/4 = 5 5/4 = 6 1/4 hours.

In decimals: 1.5 × 2.5 = 3.75, and 2.5 + 3.75 = 6.25 hours, which is 6 hours and 15 minutes.

""",
     """<think>
Saturday is 2 1/2 hours. Sunday is 1 1/2 times that. 1.5 times 2.5... 2.5 plus half of 2.5, which is 1.25, so 3.75 hours on Sunday. That's 3 3/4 hours.

The question asks for the whole weekend, so I add both days: 2.5 + 3.75 = 6.25 hours. As a mixed number that's 6 1/4 hours.

Double-check with fractions: 3/2 × 5/2 = 15/4, and 5/2 + 15/4 = 10/4 + 15/4 = 25/4 = 6 1/4. Good.
</think>
""",
     [
        ("mixed", "B", "prose_sentence", "So Priya hikes 6 1/4 hours over the weekend: 2 1/2 hours on Saturday and 3 3/4 hours on Sunday.", "mixed-number total first, then the two days' mixed numbers"),
        ("hours_minutes", "B", "prose_sentence", "In total, Priya hikes 6 hours and 15 minutes over the weekend.", "6 hours 15 minutes equals 6.25 hours"),
        ("T_box", "B", "boxed", "T:Priya hikes 2 1/2 hours on Saturday and 3 3/4 hours on Sunday.\n\n**Final Answer**\n\\[\n\\boxed{6\\frac{1}{4}}\n\\]", "R1 closing: the days' hours, then the boxed mixed total"),
        ("decimal_paren", "B", "answer_is", "The answer is 6.25 hours (2.5 + 3.75).", "decimal answer, then the bracketed sum"),
        ("times_sat", "B", "prose_sentence", "So over the weekend she hikes 6 1/4 hours, which is 2 1/2 times her Saturday hike.", "the total, then a 'times' comparison whose factor is another mixed number"),
        ("sunday", "A", "prose_sentence", "So on Sunday Priya hikes 3 3/4 hours, 1 1/2 times as long as on Saturday.", "Sunday's hours, a subtotal"),
        ("ratio", "A", "prose_sentence", "So Priya hikes 1 1/2 times as long on Sunday as she does on Saturday.", "the given ratio where the total is asked"),
        ("T_corrected", "A", "boxed", "T:Priya hikes 6 1/4 hours over the weekend.\n\nWait, the question is about Sunday's hike: 1 1/2 × 2 1/2 = 3 3/4.\n\n**Final Answer**\n\\[\n\\boxed{3\\frac{3}{4}}\n\\]", "the right first statement replaced by Sunday's hours in the box"),
        ("roughly", "A", "prose_sentence", "So Priya hikes roughly 6 1/4 hours over the weekend.", "'roughly' hedges an exact total"),
        ("paren_step", "A", "answer_is", "The answer is 3 3/4 hours (plus Saturday's 2 1/2 that makes 6 1/4).", "Sunday's hours as the answer; the total only in the bracket"),
     ]),
    ("marbles", "36",
     "Sam has 24 marbles. Tom has 1 1/2 times as many marbles as Sam, and Lily has 9 fewer marbles than Tom. How many marbles does Tom have?",
     """To find how many marbles Tom has, we multiply Sam's marbles by 1 1/2.

Sam has 24 marbles.
1 1/2 times 24 means 24 + half of 24 = 24 + 12 = 36.
So Tom has 36 marbles.

(Lily has 9 fewer than Tom, so Lily has 36 - 9 = 27 marbles, but the question only asks about Tom.)

Check: 36 ÷ 24 = 1.5 = 1 1/2. Correct.

""",
     "",
     [
        ("times", "B", "prose_sentence", "Therefore, Tom has 36 marbles, which is 1 1/2 times as many as Sam's 24.", "the count, then a mixed-number 'times' clause ending on 24"),
        ("more_than", "B", "prose_sentence", "Tom has 36 marbles, 12 more than Sam and 9 more than Lily.", "the count, then two comparisons"),
        ("lily_after", "B", "prose_sentence", "So Tom has 36 marbles and Lily has 27.", "two counts; the one asked (Tom's) stated first"),
        ("boxed_paren", "B", "boxed", r"Thus, the answer is \(\boxed{36}\) (1 1/2 × 24 = 36).", "box, then a bracket with a mixed number"),
        ("answer_first", "B", "prose_sentence", "@Tom has 36 marbles. Here is how: 1 1/2 times Sam's 24 is 24 + 12, since half of 24 is 12. Lily, with 9 fewer than Tom, would have 27.", "the answer first, then working ending on Lily's 27"),
        ("lily", "A", "prose_sentence", "So Lily has 27 marbles, 9 fewer than Tom.", "Lily's count, another person's amount"),
        ("more", "A", "prose_sentence", "So Tom has 12 more marbles than Sam.", "the difference where Tom's count is asked"),
        ("box_lily", "A", "boxed", r"Thus, the answer is \(\boxed{27}\) (Tom has 36).", "Lily's count boxed; Tom's only in the bracket"),
        ("replaced", "A", "prose_sentence", "So Tom has 36 marbles. Hmm, actually, 1 1/2 times as many means 24 + 1 1/2 = 25 1/2, so Tom has 25 1/2 marbles.", "the right value replaced by a misreading"),
        ("cut", "A", "truncated", "So Tom has 1 1/2 × 24 =", "cut before the value: no_answer"),
     ]),
    ("jacket", "25",
     "A jacket cost $80 last winter. This winter the same jacket costs $100. By what percent did the price of the jacket rise?",
     """To find the percent increase, we divide the increase in price by the original price and multiply by 100.

Step 1: Find the increase in price.
$100 - $80 = $20

Step 2: Divide by the original price.
$20 ÷ $80 = 0.25

Step 3: Convert to a percent.
0.25 × 100 = 25%

Check: 25% of $80 is $20, and $80 + $20 = $100, which is this winter's price.

""",
     "",
     [
        ("rose_by", "B", "prose_sentence", "So the price of the jacket rose by 25 percent.", "'rose by 25 percent' where the percent is asked"),
        ("box_pct_more", "B", "boxed", r"The jacket costs \(\boxed{25}\) percent more this winter.", "boxed value followed by 'percent more'"),
        ("box_pct", "B", "boxed", "Therefore, the final answer is: $\\boxed{25\\%}$. I hope it is correct.", "boxed with a percent sign"),
        ("paren", "B", "answer_is", "The answer is 25% (the price went up $20 on $80, and $20/$80 = 0.25).", "the answer, then a bracket ending on 0.25"),
        ("answer_first", "B", "prose_sentence", "@The price rose by 25 percent.\n\nHere is why: the jacket went from $80 to $100, a rise of $100 - $80 = $20. A percent rise is measured against the old price, so it is 20 out of 80, which is 1/4 of the old price; the new price is 125% of $80.", "the answer first, then working ending on 125% of $80"),
        ("wrong_base", "A", "prose_sentence", "So the price of the jacket rose by 20 percent, since $20 is 20% of $100.", "the new price used as the base"),
        ("dollars", "A", "prose_sentence", "So the price of the jacket rose by $20, from $80 to $100.", "the rise in dollars where a percent is asked"),
        ("box_125", "A", "boxed", r"The new price is \(\boxed{125}\) percent of the old price.", "125 percent of the old price, not a 25 percent rise"),
        ("about", "A", "prose_sentence", "So the price rose by about 25 percent.", "'about' hedges an exact percent"),
        ("paren_back", "A", "prose_sentence", "The price rose by 25 percent (no wait, the percent change uses the new price, so it is 20 percent).", "the bracket replaces 25 by 20"),
     ]),
    ("bike", "276",
     "A bike cost $240. Then the store raised the price by 15 percent. What is the new price of the bike?",
     """To find the new price, we calculate the increase and add it to the original price.

1. **Find 15 percent of $240:**
   0.15 × 240 = 36
   So the price goes up by $36.

2. **Add the increase to the original price:**
   $240 + $36 = $276

3. **Another way:** A 15 percent increase means the new price is 115% of the old price:
   1.15 × 240 = 276

""",
     "",
     [
        ("new_is", "B", "prose_sentence", "So the new price of the bike is $276, which is 15 percent more than the old price of $240.", "the new price, then 'percent more' and the old price"),
        ("box_paren", "B", "boxed", r"The bike now costs \(\boxed{276}\) dollars (15% more than $240).", "box, then a bracket with the percent and the old price"),
        ("paren_calc", "B", "answer_is", "The answer is $276 (since 240 × 1.15 = 276).", "the answer, then a bracketed product"),
        ("rose_to", "B", "prose_sentence", "The price rose by $36 to $276, a 15 percent increase.", "'rose by $36 to $276': the new price after 'to', then the percent"),
        ("answer_first", "B", "prose_sentence", "@The new price is $276.\n\nWorking: 15 percent of $240 is 0.15 × 240 = $36, and $240 + $36 gives the new price. As a check, $276 ÷ $240 = 1.15, which is the 15 percent rise.", "the answer first, then working ending on 15 percent"),
        ("box_pct", "A", "boxed", r"So the price of the bike rose by \(\boxed{15}\) percent.", "the given percent boxed where the new price is asked"),
        ("rise", "A", "prose_sentence", "So the price went up by $36, which is 15 percent of $240.", "the increase, not the new price"),
        ("paren_step", "A", "answer_is", "The answer is $36 (the new price is $276).", "the increase as the answer; the new price only in the bracket"),
        ("neg", "A", "prose_sentence", "So the new price is not $276: a 15 percent rise on $240 gives $240 + $24 = $264.", "the value denied and replaced by 264"),
        ("corrected", "A", "prose_sentence", "@The new price is $276.\n\nLet me verify: 15% of 240 = 36, and 240 + 36 = 276. Hmm, but stores usually mean 15 percent of the new price, so the old price is 85% of the new one: 240 ÷ 0.85 ≈ 282.35.\n\nSo the new price is about $282.35.", "the right first statement replaced by 282.35"),
     ]),
    ("lamp", "20",
     "A lamp normally sells for $75. During a sale it sells for $60. By what percent is the sale price less than the normal price?",
     """We need the percent decrease from the normal price to the sale price.

Step 1: Find the difference in price.
$75 - $60 = $15

Step 2: Divide by the normal price, because we are comparing with the normal price.
$15 ÷ $75 = 0.2

Step 3: Convert to a percent.
0.2 × 100 = 20%

Check: 20% of $75 is $15, and $75 - $15 = $60, the sale price. Also, $60 is 80% of $75.

""",
     "",
     [
        ("less", "B", "prose_sentence", "So the sale price is 20 percent less than the normal price of $75.", "'percent less', then the normal price"),
        ("box_less", "B", "boxed", r"The sale price is \(\boxed{20}\) percent less.", "boxed value followed by 'percent less'"),
        ("pct_off", "B", "prose_sentence", "So the lamp is 20% off: $60 instead of $75.", "'20% off', then the two prices"),
        ("paren", "B", "answer_is", "The answer is 20 (percent), since 15 ÷ 75 = 0.2.", "the answer with '(percent)', then a division ending on 0.2"),
        ("eighty", "B", "prose_sentence", "The sale price is 80 percent of the normal price, which means it is 20 percent less.", "80 percent first, then the answer"),
        ("wrong_base", "A", "prose_sentence", "So the sale price is 25 percent less than the normal price, since $15 is 25% of $60.", "the sale price used as the base"),
        ("eighty_box", "A", "boxed", r"So the sale price is \(\boxed{80}\) percent of the normal price (20 percent less).", "80 boxed; the answer only in the bracket"),
        ("dollars", "A", "prose_sentence", "So the sale price is $15 less than the normal price.", "dollars where a percent is asked"),
        ("roughly", "A", "prose_sentence", "So the sale price is roughly 20 percent less than the normal price.", "'roughly' hedges an exact percent"),
        ("cut", "A", "truncated", "So the sale price is less than the normal price by", "cut before the value: no_answer"),
     ]),
    ("muffins", "129",
     "A baker fills 15 trays with 8 muffins on each tray, and 9 more muffins are left on the counter. How many muffins did she bake?",
     """Let's count the muffins on the trays and then add the ones on the counter.

**Muffins on the trays:**
There are 15 trays with 8 muffins each, so
15 × 8 = 120 muffins.

**Muffins on the counter:**
9 muffins did not fit on the trays.

**Total:**
120 + 9 = 129 muffins.

Check: 129 - 9 = 120, and 120 ÷ 8 = 15 trays, which matches.

""",
     "",
     [
        ("answer_first", "B", "prose_sentence", "@She baked 129 muffins.\n\nHere is why: 15 trays with 8 muffins on each tray hold 15 × 8 = 120 muffins, and there are 9 more muffins on the counter that did not fit on any tray. Adding the counter muffins to the tray muffins gives the total; the trays account for 120 of them and the counter for 9.", "the answer first, then working ending on the 9 on the counter"),
        ("total_first", "B", "prose_sentence", "@The total is 129 muffins. Here is why: 15 trays × 8 = 120 muffins on the trays, plus the 9 on the counter.", "'The total is' first, then short working ending on 9"),
        ("in_all", "B", "prose_sentence", "So she baked 129 muffins in all (120 on the trays and 9 on the counter).", "the answer, then a bracket with the parts"),
        ("paren", "B", "answer_is", "The answer is 129 (15 × 8 = 120 on the trays, 120 + 9 = 129).", "the answer, then the bracketed working"),
        ("more_than", "B", "prose_sentence", "So she baked 129 muffins, 9 more than the 120 on the trays.", "the answer, then a comparison ending on the trays' 120"),
        ("trays", "A", "prose_sentence", "So she baked 120 muffins, plus 9 left over on the counter.", "the trays' count stated as what she baked"),
        ("corrected", "A", "prose_sentence", "@She baked 129 muffins.\n\nLet me double-check: 15 trays × 8 = 120. Hmm, the 9 muffins 'left on the counter' are left over from what she baked, so they must already be part of the trays' count.\n\nSo she baked 120 muffins.", "the right first statement replaced by 120"),
        ("paren_step", "A", "answer_is", "The answer is 120 (with the 9 on the counter, 129 muffins).", "the trays' count as the answer; the total only in the bracket"),
        ("two_values", "A", "prose_sentence", "So she baked 120 or 129 muffins, depending on whether the 9 on the counter count.", "two values for one question"),
        ("cut", "A", "truncated", "So altogether she baked 120 + 9 =", "cut before the value: no_answer"),
     ]),
    ("tickets", "2000",
     "The school play sold 85 adult tickets at $12 each and 140 student tickets at $7 each. How much money did the ticket sales bring in?",
     """We find the money from each type of ticket and add them.

**Adult tickets:** 85 tickets × $12 = $1,020
(85 × 12 = 85 × 10 + 85 × 2 = 850 + 170 = 1,020)

**Student tickets:** 140 tickets × $7 = $980

**Total:** $1,020 + $980 = $2,000

Interestingly, the adult tickets brought in $1,020 - $980 = $40 more than the student tickets, even though 55 fewer adult tickets were sold.

""",
     "",
     [
        ("answer_first", "B", "prose_sentence", "@The ticket sales brought in $2,000.\n\nHere is the working: 85 adult tickets × $12 = $1,020, and 140 student tickets × $7 = $980. The adult tickets brought in $40 more than the student tickets, even though fewer of them were sold.", "the answer first, then working ending on the $40 comparison"),
        ("colon_parts", "B", "prose_sentence", "So the ticket sales brought in $2,000 in total: $1,020 from adult tickets and $980 from student tickets.", "the total, then the two parts"),
        ("paren", "B", "answer_is", "The answer is $2,000 (1,020 + 980).", "the answer, then the bracketed sum"),
        ("boxed_comma", "B", "boxed", r"Thus, the total is \(\boxed{\$2{,}000}\).", "boxed with an escaped dollar and {,}"),
        ("adults_more", "B", "prose_sentence", "The play earned $2,000, with the adult tickets bringing in $40 more than the student tickets.", "the total, then a comparison clause"),
        ("adults", "A", "prose_sentence", "So the adult tickets brought in $1,020, which is $40 more than the student tickets.", "the adult subtotal"),
        ("diff", "A", "prose_sentence", "So the adult tickets brought in $40 more than the student tickets did.", "the difference where the total is asked"),
        ("corrected", "A", "prose_sentence", "@The ticket sales brought in $2,000.\n\nChecking: 85 × 12 = 1,020 and 140 × 7 = 840, so the total is 1,020 + 840 = 1,860.\n\nThe ticket sales brought in $1,860.", "the right first statement replaced by a slip (140 × 7 = 840)"),
        ("paren_take", "A", "none", "The answer is $2,000 (hmm, that assumes every student ticket was paid for at the full price; I can't be sure of that, so I'll leave the total open).", "the bracket withdraws the value with nothing in its place: no_answer"),
        ("nearly", "A", "prose_sentence", "So the ticket sales brought in nearly $2,000.", "'nearly' hedges an exact total"),
     ]),
    ("garden", "35",
     "Ben planted 6 rows of 15 tomato plants and 5 rows of 11 pepper plants. How many more tomato plants than pepper plants did Ben plant?",
     """## Step 1: Count the tomato plants
There are 6 rows with 15 tomato plants in each row, so Ben planted 6 × 15 = 90 tomato plants.

## Step 2: Count the pepper plants
There are 5 rows with 11 pepper plants in each row, so Ben planted 5 × 11 = 55 pepper plants.

## Step 3: Find the difference
90 - 55 = 35, so there are 35 more tomato plants than pepper plants. (Altogether Ben planted 90 + 55 = 145 plants, but the question asks for the difference.)

""",
     "",
     [
        ("more", "B", "prose_sentence", "So Ben planted 35 more tomato plants than pepper plants.", "plain 'more than' closing"),
        ("answer_first", "B", "prose_sentence", "@Ben planted 35 more tomato plants than pepper plants.\n\nHere is why: 6 rows × 15 = 90 tomato plants and 5 rows × 11 = 55 pepper plants. 90 - 55 is the difference, and in total he planted 90 + 55 = 145 plants.", "the answer first, then working ending on the total 145"),
        ("fewer", "B", "prose_sentence", "So Ben planted 35 fewer pepper plants than tomato plants: 55 pepper plants against 90 tomato plants.", "the same difference as 'fewer', then the two counts"),
        ("paren", "B", "answer_is", "The answer is 35 (90 tomato - 55 pepper).", "the answer, then the bracketed subtraction"),
        ("boxed_more", "B", "boxed", "The final answer is: $\\boxed{35}$ more tomato plants (90 versus 55)", "Llama box, then 'more' and the two counts"),
        ("total", "A", "prose_sentence", "So Ben planted 145 plants in total.", "the total where the difference is asked"),
        ("paren_step", "A", "answer_is", "The answer is 90 (tomato plants; that is 35 more than the 55 pepper plants).", "the tomato count as the answer; the difference only in the bracket"),
        ("corrected", "A", "prose_sentence", "@Ben planted 35 more tomato plants than pepper plants.\n\nHere is why: 6 × 15 = 90 tomato plants. Wait, let me recheck the peppers: 5 × 11 = 65. So the difference is 90 - 65 = 25.\n\nBen planted 25 more tomato plants than pepper plants.", "the right first statement replaced by a slip (5 × 11 = 65)"),
        ("over", "A", "prose_sentence", "So Ben planted over 35 more tomato plants than pepper plants.", "'over 35': a bound"),
        ("cut", "A", "truncated", "So Ben planted 90 - 55 =", "cut before the value: no_answer"),
     ]),
]

MPROBS = [
    ("xy", "35",
     "If $x + 2y = 17$ and $3x - y = 16$, what is the value of $xy$?",
     r"""To find \(xy\), we first solve the system for \(x\) and \(y\).

1. **Solve the second equation for \(y\):**
   \[ 3x - y = 16 \implies y = 3x - 16. \]

2. **Substitute into the first equation:**
   \[ x + 2(3x - 16) = 17 \implies x + 6x - 32 = 17 \implies 7x = 49 \implies x = 7. \]

3. **Find \(y\):**
   \[ y = 3(7) - 16 = 21 - 16 = 5. \]

4. **Compute the product:**
   \[ xy = 7 \cdot 5 = 35. \]

""",
     "",
     [
        ("box_paren", "B", "boxed", r"Thus, the answer is \(\boxed{35}\) (with \(x = 7\), \(y = 5\)).", "box, then the solution in a bracket"),
        ("paren_xy", "B", "answer_is", "The answer is 35 (x = 7, y = 5).", "plain-text answer, then the solution in a bracket"),
        ("where", "B", "prose_sentence", r"So \(xy = 35\), where \(x = 7\) and \(y = 5\).", "xy = 35, then the values of x and y"),
        ("check", "B", "prose_sentence", r"So \(xy = 35\) (check: \(7 + 2 \cdot 5 = 17\) and \(3 \cdot 7 - 5 = 16\)).", "the answer, then a bracketed check ending on 16"),
        ("answer_first", "B", "prose_sentence", "@\\(xy = 35\\).\n\nSolving the system: from \\(3x - y = 16\\) we get \\(y = 3x - 16\\). Substituting into \\(x + 2y = 17\\) gives \\(x + 6x - 32 = 17\\), so \\(7x = 49\\) and \\(x = 7\\); then \\(y = 21 - 16 = 5\\).", "the answer first, then working ending on y = 5"),
        ("box_x", "A", "boxed", r"Thus, the answer is \(\boxed{7}\) (so \(xy = 35\)).", "x boxed; xy only in the bracket"),
        ("pair", "A", "prose_sentence", r"So the solution of the system is \((x, y) = (7, 5)\).", "the pair (x, y) where xy is asked"),
        ("values", "A", "prose_sentence", r"So \(x = 7\) and \(y = 5\).", "two values, not the product"),
        ("paren_back", "A", "prose_sentence", r"So \(xy = 35\) (no, re-reading the question, the value wanted is \(x + y\), so it is \(7 + 5 = 12\)).", "the bracket replaces 35 by 12"),
        ("cut", "A", "truncated", r"So \(xy = 7 \cdot", "cut before the value: no_answer"),
     ]),
    ("linear", "9",
     "Solve for $x$: $5x - 8 = 2x + 19$.",
     r"""We collect the \(x\)-terms on one side and the constants on the other.

Subtract \(2x\) from both sides:
\[ 3x - 8 = 19. \]

Add 8 to both sides:
\[ 3x = 27. \]

Divide both sides by 3:
\[ x = 9. \]

Substituting \(x = 9\) back: the left side is \(5 \cdot 9 - 8 = 45 - 8 = 37\) and the right side is \(2 \cdot 9 + 19 = 18 + 19 = 37\). Both sides are equal.

""",
     "",
     [
        ("check", "B", "prose_sentence", r"\(x = 9\) (check: \(5 \cdot 9 - 8 = 37 = 2 \cdot 9 + 19\)).", "the solution, then a bracketed check ending on 19"),
        ("box_check", "B", "boxed", r"Thus, the answer is \(\boxed{9}\) (check: \(45 - 8 = 37\) and \(18 + 19 = 37\)).", "box, then a bracketed check ending on 37"),
        ("since", "B", "answer_is", "The answer is 9 (since 3x = 27).", "the answer, then the step in a bracket"),
        ("both_sides", "B", "prose_sentence", r"So \(x = 9\); substituting back, both sides equal \(37\).", "the solution, then the common value 37 last"),
        ("answer_first", "B", "prose_sentence", "@\\(x = 9\\).\n\nWorking: subtract \\(2x\\) from both sides to get \\(3x - 8 = 19\\), then add 8 to get \\(3x = 27\\) and divide by 3. Check: the left side is \\(45 - 8 = 37\\) and the right side is \\(18 + 19 = 37\\).", "the answer first, then working ending on 37"),
        ("common", "A", "answer_is", "The answer is 37 (both sides equal 37 when x = 9).", "the common value of both sides as the answer"),
        ("three_x", "A", "boxed", r"Thus, the answer is \(\boxed{27}\) (so \(x = 9\)).", "3x boxed; x only in the bracket"),
        ("check_fail", "A", "none", r"\(x = 9\) (check: \(5 \cdot 9 - 8 = 37\) but \(2 \cdot 9 + 19 = 36\), so this is not the solution).", "a slipped check withdraws 9 with nothing in its place: no_answer"),
        ("approx", "A", "prose_sentence", r"So \(x \approx 9\).", "an approximate sign on an exact solution"),
        ("corrected", "A", "prose_sentence", "@\\(x = 9\\).\n\nLet me verify: \\(5x - 8 = 2x + 19\\), so \\(5x - 2x = 19 - 8\\), which gives \\(3x = 11\\) and \\(x = \\frac{11}{3}\\). So the first value was a slip; the solution is \\(x = \\frac{11}{3}\\).", "the right first statement replaced by 11/3 (a sign slip)"),
     ]),
    ("pctmore", "20",
     "The number 72 is what percent more than 60?",
     r"""To find how many percent more 72 is than 60, we compare the difference with 60, the number we are comparing against.

1. **Difference:**
   \[ 72 - 60 = 12. \]

2. **Divide by the base 60:**
   \[ \frac{12}{60} = 0.2. \]

3. **Convert to a percent:**
   \[ 0.2 \times 100\% = 20\%. \]

Check: \(60 \times 1.2 = 72\).

""",
     "",
     [
        ("box_pct_more", "B", "boxed", r"So 72 is \(\boxed{20}\) percent more than 60.", "boxed value followed by 'percent more than 60'"),
        ("pct", "B", "prose_sentence", "Therefore, 72 is 20% more than 60.", "'20% more than 60'"),
        ("paren", "B", "answer_is", "The answer is 20 (72 - 60 = 12, and 12/60 = 0.2).", "the answer, then a bracket ending on 0.2"),
        ("box_sign", "B", "boxed", r"Thus, the answer is \(\boxed{20\%}\).", "boxed with a percent sign"),
        ("times", "B", "prose_sentence", "So 72 is 1.2 times 60, that is, 20% more than 60.", "1.2 times first, then the answer and the base"),
        ("wrong_base", "A", "boxed", r"Therefore, 72 is \(\boxed{16\frac{2}{3}}\) percent more than 60.", "12/72: the wrong base"),
        ("box_120", "A", "boxed", r"So 72 is \(\boxed{120}\) percent of 60.", "120 percent of, not 20 percent more"),
        ("diff_paren", "A", "prose_sentence", "So 72 is 12 more than 60 (which is 20% of 60).", "the difference 12 as the answer; the percent only in the bracket"),
        ("approx", "A", "prose_sentence", "So 72 is approximately 20% more than 60.", "'approximately' hedges an exact percent"),
        ("takeback", "A", "none", "So 72 is 20% more than 60 (scratch that: I'm not sure whether the base should be 60 or 72, so I won't commit to a percent).", "the bracket withdraws 20 with nothing in its place: no_answer"),
     ]),
    ("mixsum", r"\frac{25}{6}",
     r"Compute $2\frac{1}{3} + 1\frac{5}{6}$.",
     r"""We convert both mixed numbers to improper fractions with a common denominator.

\[ 2\frac{1}{3} = \frac{7}{3} = \frac{14}{6}, \qquad 1\frac{5}{6} = \frac{11}{6}. \]

Adding:
\[ \frac{14}{6} + \frac{11}{6} = \frac{25}{6}. \]

Since \(25 = 4 \cdot 6 + 1\), this is \(4\frac{1}{6}\). As a check, add the whole parts and the fractional parts separately: \(2 + 1 = 3\) and \(\frac{1}{3} + \frac{5}{6} = \frac{2}{6} + \frac{5}{6} = \frac{7}{6} = 1\frac{1}{6}\), so the sum is \(3 + 1\frac{1}{6} = 4\frac{1}{6}\).

""",
     "",
     [
        ("mixed_plain", "B", "prose_sentence", "So the sum is 4 1/6.", "plain-text mixed number, equal to 25/6"),
        ("boxed_mixed", "B", "boxed", r"Thus, the answer is \(\boxed{4\frac{1}{6}}\).", "boxed LaTeX mixed number"),
        ("both", "B", "prose_sentence", r"So \(2\frac{1}{3} + 1\frac{5}{6} = \frac{25}{6}\), which is \(4\frac{1}{6}\).", "the fraction, then the equal mixed number"),
        ("approx_paren", "B", "boxed", r"Thus, the answer is \(\boxed{\frac{25}{6}}\) (about 4.17).", "the exact value boxed, then its decimal in a bracket"),
        ("and_words", "B", "prose_sentence", "The sum is 4 and 1/6.", "'4 and 1/6', a mixed number in words"),
        ("across", "A", "prose_sentence", r"So the sum is \(3\frac{6}{9}\).", "fractions added across (1/3 + 5/6 as 6/9)"),
        ("decimal", "A", "prose_sentence", "So the sum is 4.17.", "a rounded decimal of an exact value"),
        ("takeback", "A", "none", r"Thus, the answer is \(\boxed{4\frac{1}{6}}\) (hmm, that can't be right, since \(2 + 1 = 3\); let me look at this again).", "the bracket withdraws the value with nothing in its place: no_answer"),
        ("double_den", "A", "prose_sentence", r"So the sum is \(\frac{25}{12}\).", "denominator doubled"),
        ("reduced", "A", "prose_sentence", r"So the sum is \(\frac{25}{6}\) (wait, that can be reduced: dividing by 5 gives \(\frac{5}{3}\), so the sum is \(\frac{5}{3}\)).", "the bracket replaces 25/6 by a false reduction, 5/3"),
     ]),
    ("larger", "31",
     "The sum of two numbers is 50 and their difference is 12. What is the larger of the two numbers?",
     r"""Let the larger number be \(a\) and the smaller number be \(b\). Then
\[ a + b = 50, \qquad a - b = 12. \]

Adding the two equations:
\[ 2a = 62 \implies a = 31. \]

Subtracting the second equation from the first:
\[ 2b = 38 \implies b = 19. \]

Check: \(31 + 19 = 50\) and \(31 - 19 = 12\).

""",
     "",
     [
        ("paren_smaller", "B", "prose_sentence", "The larger number is 31 (and the smaller is 19).", "the answer, then the other number in a bracket"),
        ("more_than", "B", "prose_sentence", "So the larger number is 31, which is 12 more than the smaller number, 19.", "the answer, then a comparison ending on 19"),
        ("box_check", "B", "boxed", r"Thus, the answer is \(\boxed{31}\) (check: \(31 + 19 = 50\), \(31 - 19 = 12\)).", "box, then a bracketed check ending on 12"),
        ("answer_first", "B", "prose_sentence", "@The larger number is 31.\n\nLet the numbers be \\(a > b\\). Then \\(a + b = 50\\) and \\(a - b = 12\\); adding the equations gives \\(2a = 62\\), and subtracting them gives \\(2b = 38\\), so the smaller number is 19.", "the answer first, then working ending on the smaller number"),
        ("exceeds", "B", "prose_sentence", "Therefore, 31 is the larger number; it exceeds 19 by 12, and together they make 50.", "the answer, then other numbers ending on 50"),
        ("smaller", "A", "prose_sentence", "Therefore, the smaller number is 19, which is 12 less than the larger one.", "the smaller number"),
        ("box_smaller", "A", "boxed", r"Thus, the answer is \(\boxed{19}\) (the larger number is 31).", "the smaller number boxed; the larger only in the bracket"),
        ("both", "A", "prose_sentence", "So the two numbers are 31 and 19.", "two values where one is asked"),
        ("twice", "A", "prose_sentence", "So twice the larger number is 62.", "a step value"),
        ("corrected", "A", "prose_sentence", "@The larger number is 31.\n\nLet me double-check another way: if the larger is \\(x\\), the smaller is \\(x - 12\\), so \\(2x - 12 = 50\\)... that is \\(2x = 38\\) and \\(x = 19\\).\n\nSo the larger number is 19.", "the right first statement replaced by a slip (50 - 12 for 50 + 12)"),
     ]),
    ("quad", "7",
     "Find the positive solution of $x^2 - 2x - 35 = 0$.",
     r"""We look for two numbers whose product is \(-35\) and whose sum is \(-2\). These are \(-7\) and \(5\), so
\[ x^2 - 2x - 35 = (x - 7)(x + 5) = 0. \]

So \(x = 7\) or \(x = -5\). The question asks for the positive solution, so we discard \(x = -5\).

By the quadratic formula as a check:
\[ x = \frac{2 \pm \sqrt{4 + 140}}{2} = \frac{2 \pm 12}{2}, \]
which gives \(x = 7\) or \(x = -5\).

""",
     "",
     [
        ("check", "B", "prose_sentence", r"\(x = 7\) (check: \(7^2 - 2 \cdot 7 - 35 = 49 - 14 - 35 = 0\)).", "the solution, then a bracketed check ending on 0"),
        ("other_root", "B", "prose_sentence", r"So the positive solution is \(x = 7\), since the other root, \(-5\), is negative.", "the answer, then the other root last"),
        ("box_paren", "B", "boxed", r"Thus, the answer is \(\boxed{7}\) (the other root, \(x = -5\), is rejected).", "box, then the rejected root in a bracket"),
        ("answer_is", "B", "answer_is", "The answer is 7 (since 7 × (-5) = -35 and 7 + (-5) = 2).", "the answer, then a Vieta check ending on 2"),
        ("formula", "B", "prose_sentence", r"Taking the plus sign, the positive solution is \(x = \frac{2 + 12}{2} = 7\).", "an expression equal to 7"),
        ("both", "A", "prose_sentence", r"So \(x = 7\) or \(x = -5\).", "both roots where the positive one is asked", True),
        ("neg_root", "A", "boxed", r"Thus, the answer is \(\boxed{-5}\) (the positive root is 7).", "the negative root boxed; the positive one only in the bracket"),
        ("corrected", "A", "prose_sentence", r"\(x = 7\) (check: \(49 - 14 - 35 = 0\)). Hmm, actually, with the signs the other way, \(x^2 - 2x - 35 = (x + 7)(x - 5)\), so the positive solution is \(x = 5\).", "the right value replaced by 5"),
        ("cut", "A", "truncated", r"So the positive solution is \(x =", "cut before the value: no_answer"),
        ("approx", "A", "prose_sentence", r"So the positive solution is \(x \approx 7\).", "an approximate sign on an exact solution"),
     ]),
    ("divisors", "18",
     "How many positive divisors does 180 have?",
     r"""First we find the prime factorization of 180:
\[ 180 = 2 \cdot 90 = 2^2 \cdot 45 = 2^2 \cdot 3^2 \cdot 5. \]

A positive divisor of 180 has the form \(2^a \cdot 3^b \cdot 5^c\) with \(0 \le a \le 2\), \(0 \le b \le 2\) and \(0 \le c \le 1\). So there are 3 choices for \(a\), 3 choices for \(b\) and 2 choices for \(c\):
\[ (2 + 1)(2 + 1)(1 + 1) = 3 \cdot 3 \cdot 2 = 18. \]

Since 180 is not a perfect square, the divisors pair up as \(d\) and \(\frac{180}{d}\): \(1 \cdot 180, 2 \cdot 90, 3 \cdot 60, 4 \cdot 45, 5 \cdot 36, 6 \cdot 30, 9 \cdot 20, 10 \cdot 18, 12 \cdot 15\). That is 9 pairs, which confirms the count.

""",
     "",
     [
        ("answer_first", "B", "prose_sentence", "@The answer is 18.\n\nHere is why: \\(180 = 2^2 \\cdot 3^2 \\cdot 5\\). A divisor chooses an exponent of 2 from \\(\\{0, 1, 2\\}\\), an exponent of 3 from \\(\\{0, 1, 2\\}\\) and an exponent of 5 from \\(\\{0, 1\\}\\), so the count is \\((2+1)(2+1)(1+1) = 3 \\cdot 3 \\cdot 2\\).", "the answer first, then working ending on 3 · 3 · 2"),
        ("paren", "B", "prose_sentence", "So 180 has 18 positive divisors (3 · 3 · 2).", "the answer, then the product in a bracket"),
        ("box_paren", "B", "boxed", r"Thus, the answer is \(\boxed{18}\) (9 pairs \(d \cdot \frac{180}{d}\)).", "box, then the pairs in a bracket"),
        ("pairs", "B", "prose_sentence", "So there are 18 positive divisors, in 9 pairs whose products are 180.", "the answer, then 9 and 180"),
        ("proper_after", "B", "prose_sentence", "So 180 has 18 positive divisors, 16 of them other than 1 and 180.", "the answer, then 16, 1 and 180"),
        ("corrected", "A", "prose_sentence", "@The answer is 18.\n\nHere is why: \\(180 = 2^2 \\cdot 3^2 \\cdot 5\\), so there are \\((2+1)(2+1)(1+1) = 18\\) divisors. But 1 and 180 themselves are trivial divisors and should not be counted.\n\nSo the answer is 16.", "the right first statement replaced by 16"),
        ("proper_box", "A", "boxed", r"Thus, the answer is \(\boxed{16}\) (18 counting 1 and 180).", "16 boxed; the real count only in the bracket"),
        ("prime", "A", "prose_sentence", "So 180 has 3 distinct prime divisors: 2, 3 and 5.", "the prime divisors counted instead"),
        ("pairs_box", "A", "boxed", r"Thus, the answer is \(\boxed{9}\) (pairs of divisors, so 18 divisors in all).", "the number of pairs boxed; the count only in the bracket"),
        ("cut", "A", "truncated", r"So the number of positive divisors is \((2+1)(2+1)(1+1) =", "cut before the value: no_answer"),
     ]),
    ("remainder", "2",
     "What is the remainder when $2^{10}$ is divided by 7?",
     r"""We can compute \(2^{10}\) directly or use a pattern.

**Direct computation:** \(2^{10} = 1024\). Dividing by 7: \(7 \cdot 146 = 1022\), and \(1024 - 1022 = 2\).

**Pattern:** The powers of 2 modulo 7 are
\[ 2^1 \equiv 2, \quad 2^2 \equiv 4, \quad 2^3 = 8 \equiv 1 \pmod 7, \]
so they repeat with period 3. Since \(10 = 3 \cdot 3 + 1\),
\[ 2^{10} = (2^3)^3 \cdot 2 \equiv 1^3 \cdot 2 = 2 \pmod 7. \]

Both methods agree.

""",
     "",
     [
        ("paren", "B", "prose_sentence", "The remainder is 2 (1024 = 2 + 7 · 146).", "the answer, then a bracket ending on 146"),
        ("box_paren", "B", "boxed", r"Thus, the answer is \(\boxed{2}\) (\(2^{10} = 1024 = 7 \cdot 146 + 2\)).", "box, then a bracketed division"),
        ("mod", "B", "prose_sentence", r"So \(2^{10} \equiv 2 \pmod{7}\).", "congruence notation; the modulus last"),
        ("cycle", "B", "prose_sentence", "Since the powers of 2 modulo 7 repeat as 2, 4, 1 and 10 leaves remainder 1 when divided by 3, the remainder is 2, the same as for 2^1.", "the answer amid the cycle's numbers, then 2^1"),
        ("answer_first", "B", "prose_sentence", "@The remainder is 2.\n\nReason: \\(2^3 = 8 \\equiv 1 \\pmod 7\\), so \\(2^9 = (2^3)^3 \\equiv 1\\), and \\(2^{10} = 2^9 \\cdot 2\\). Directly, \\(2^{10} = 1024\\) and \\(7 \\cdot 146 = 1022\\).", "the answer first, then working ending on 1022"),
        ("quotient", "A", "boxed", r"Thus, the answer is \(\boxed{146}\) (remainder 2).", "the quotient boxed; the remainder only in the bracket"),
        ("cycle_slip", "A", "prose_sentence", r"Since \(2^3 \equiv 1 \pmod 7\) and \(10\) leaves remainder \(1\) when divided by \(3\), the remainder is \(1\).", "the cycle position given as the remainder"),
        ("corrected", "A", "prose_sentence", "@The remainder is 2.\n\nCheck: \\(2^{10} = 1024\\), and \\(7 \\cdot 146 = 1012\\), so \\(1024 - 1012 = 12\\), and \\(12 - 7 = 5\\).\n\nThe remainder is 5.", "the right first statement replaced by a slip (7 · 146 = 1012)"),
        ("cut", "A", "truncated", r"So the remainder is \(1024 - 7 \cdot 146 =", "cut before the value: no_answer"),
        ("two_values", "A", "prose_sentence", "So the remainder is 2 or 5.", "two values for one question"),
     ]),
    ("area", "4",
     "The length of a rectangle is increased by 20% and its width is decreased by 20%. By what percent does the area of the rectangle decrease?",
     r"""Let the original length be \(L\) and the original width be \(W\), so the original area is \(LW\).

1. **New dimensions:**
   New length \(= 1.2L\), new width \(= 0.8W\).

2. **New area:**
   \[ (1.2L)(0.8W) = 0.96\,LW. \]

3. **Change in area:**
   The new area is \(96\%\) of the original, so the area decreases by
   \[ 100\% - 96\% = 4\%. \]

Note that the two changes of 20% do not cancel, because the 20% decrease is taken of a larger product.

""",
     "",
     [
        ("decreases", "B", "prose_sentence", "Therefore, the area decreases by 4 percent.", "'decreases by 4 percent'"),
        ("box_less", "B", "boxed", r"So the new area is \(\boxed{4}\) percent less than the original area.", "boxed value followed by 'percent less'"),
        ("ninety_six", "B", "prose_sentence", "So the area decreases by 4%, leaving 96% of the original area.", "the answer, then 96%"),
        ("box_sign", "B", "boxed", r"Thus, the answer is \(\boxed{4\%}\).", "boxed with a percent sign"),
        ("paren", "B", "answer_is", r"The answer is 4 (percent), since \(1.2 \times 0.8 = 0.96\).", "the answer, then a product ending on 0.96"),
        ("unchanged", "A", "prose_sentence", "So the area does not change, since +20% and -20% cancel: a 0% change.", "'the changes cancel': 0"),
        ("box_96", "A", "boxed", r"Thus, the answer is \(\boxed{96}\) percent (a 4 percent decrease).", "96 boxed; the decrease only in the bracket"),
        ("increases", "A", "prose_sentence", "So the area increases by 4 percent.", "the right number with the wrong direction: a 4 percent increase"),
        ("roughly", "A", "prose_sentence", "So the area decreases by roughly 4 percent.", "'roughly' hedges an exact percent"),
        ("paren_back", "A", "prose_sentence", "Therefore, the area decreases by 4 percent (no wait, the two 20% changes cancel, so the area stays the same).", "the bracket replaces 4 by no change"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_okafor_remark_numbers": (
        "accept",
        "the first sentence answers 'how much does the plan cost' with $782; the second sentence "
        "answers another question (how far over the budget the plan goes) and does not restate the "
        "plan's cost, so it is a remark with numbers, not a second answer",
    ),
    "g_flour_per_batch": (
        "reject",
        "the closing states the recipe's given amount per batch, not the flour left in the bag; "
        "that the two are both 2 1/2 cups is a coincidence of this problem, and a given restated as "
        "the conclusion is wrong (README: a given is wrong)",
    ),
    "m_quad_both": (
        "reject",
        "the question asks for the positive solution; 'x = 7 or x = -5' offers both roots as the "
        "conclusion without choosing, two values for one question (README: a hedge is wrong)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam190", CASES, [], DECISIONS)
