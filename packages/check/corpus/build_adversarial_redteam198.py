r"""Build adversarial_redteam198.jsonl: round 198 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam198"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read (plus a few lines of 173.py seen in a grep for how "T:" finals are written); no probe of
theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 170 GSM8K and 70 MATH, 90 kind A and 150 kind B: HONEST
CLOSINGS THAT A STRICT CHECKER REFUSES, and the hostile twins that hide in the same shapes. Each
problem has a worked solution (Qwen2.5-Instruct bold steps, Qwen2.5-Math numbered steps, Llama 3
"## Step N:", plain prose, `\[ \]` displays) or an R1 think block, then a closing; some probes are
whole completions ("@") that open with the answer and explain after it.
Kind B (correct): the answer stated FIRST and then explained, the explanation ending on other
numbers and stating no other answer (`first`); a first answer revised to the right one
(`revise_ok`); a closing sentence with several numbers where the asked one is stated as the answer
("So Carla has 18 eggs left, 24 fewer than the 42 her hens laid.") (`several`, `pct_ok`); the value
in words ("a dozen and a half", "two dozen", "one hundred and five", "exactly one marble", "a single
marble", "nineteen twelfths", "sixty-seven and a half degrees") (`words`, `dozen_half`, `dozen`,
`single`); a box followed by a plain recap that agrees (`box_recap`, `hash_recap`, `minerva_recap`,
`r1_recap`); a unit in words after a box, a '####' or the Minerva value ("\boxed{46} slices of
pizza") (`box_unit`, `hash_unit`, `minerva_unit`); "(remainder 2)" after a quotient when the
quotient is asked, or the boxed remainder with the quotient in parentheses when the remainder is
asked (`rem_paren`, `rem_hash`, `quot_paren`, `div_r`); "give or take nothing: exactly 320"
(`exact`); a boxed difference with the totals as a caveat (`box_cmp`); a verification that finds a
slip and settles it (`check_ok`); equal forms (135/2 for 67.5, 6/45 for 2/15, \dfrac, 19/12 with a
slash, \binom{11}{3} = 165 in the box).
Kind A (wrong / no_answer): the explanation after a first answer revises it to a wrong value ("The
answer is 37. ... So really the increase is $47.") (`revise`); the closing sentence's asked quantity
wrong and the gold attached to the other quantity ("So Carla sold 18 eggs and has 24 eggs left.")
(`swap`); "\boxed{9} (remainder 2)" / "\boxed{176} (remainder 2)" where the remainder is asked, and
"\boxed{2} (quotient 13)" where the quotient is asked (`rem_box`, `rem_hash`, `quot_paren`);
"give or take", "more or less", "about", "approximately" in the closing of an exact question
(`give_take`, `more_less`, `approx`); a wrong boxed value, then a verification that finds the gold
and does not settle it ("Check: 68% of 50 = 34 ≠ 32. Hmm.") (`check`); a box holding a total (or
the ordered count, the pizzas, a rate) with a caveat that compares or names the gold ("\boxed{936}
... That is $126 more than Plan A's $810.") (`caveat_cmp`, `ordered_cmp`, `pizzas`, `rate_box`);
"#### 37 less" / "decreased by $37" where an increase is asked (`less_hash`, `decreased`);
"34 percent" / "24 percent" where a count is asked (`percent`); a rate where a total is asked
(`rate`, `rate_prose`); the direction of a difference reversed (`reverse`); 2^7 boxed for log_2 128
(`box_power`); two values (`two_values`); an answer taken back with nothing in its place
(`takeback_none`, no_answer) and cuts before the value (`cut`, no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 hens, 1 egg a day, a week, 2 dozen sold, left -> 18 (42 laid; 24 sold; revise 36 - 24 =
12); 50 students, 68% ride the bus -> 34 (16 walk; 34 percent; a slip 32); 158 books, 12 a shelf,
full shelves -> 13 (156; 168; remainder 2; revise 14); 47 candies among 5 friends, kept -> 2 (9
each; 45); Plan A $45, Plan B $52 a month, 18 months, how much more B -> 126 (810; 936; 7 a month;
a slip 116); bicycle $315 -> $352, increase -> 37 (11.7%; "37 less"; revise 47); 7 rows of 9
tulips plus 4 -> 67 (63; revise 91 = 63 + 28; a slip 56 + 4 = 60); 14 pages a day for 23 days ->
322 (280 + 42; revise 312); 96 cookies, 3/4 sold, left -> 24 (72; a slip 34); 3 buses of 31 and 2
vans of 6 -> 105 (93; 12; revise 110; a slip 115); garden 23 m by 17 m, fence $4 a meter -> 320
(perimeter 80; area 391; 1564; half perimeter 160); $11 an hour, 6 + 5 hours -> 121 (66; 55; a
slip 116; revise 181.50); 14 children x 2 slices, 6 adults x 3 -> 46 (28; 18; 6 pizzas; revise 54);
72 mph for 2.5 h, 60 mph for 1.5 h -> 270 (180; 90; 67.5 mph; revise 290); 25 marbles, 8 to each of
3 friends -> 1 (24; revise 17); 480-liter tank 3/8 full, more needed -> 300 (180; a slip 200);
Maria 4 times her son of 9, in 7 years -> 43 (36; son 16; revise 64).
MATH: remainder of 1234 / 7 -> 2 (quotient 176; 1232; revise 5; a slip 3); log_2 128 -> 7 (a slip
6; 2^7 boxed); committees of 3 from 11 -> 165 (990 ordered; 6; a slip 155; revise 495);
3/4 + 5/6 -> \frac{19}{12} (9/12 + 10/12; 1 7/12; 1.58; a slip 17/12; revise 7/12); x + y = 17,
x - y = 5, xy -> 66 (x = 11, y = 6; a slip 77; revise 85; -66); supplement five times the
complement -> 67.5 (complement 22.5; supplement 112.5; 135/2; a slip 62.5); 4 red and 6 blue, two
without replacement, both red -> \frac{2}{15} (12/90; 6/45; 4/25 with replacement; 0.133; revise
4/15).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; the shape names are
listed above. Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B:
truth correct. Counts: GSM8K 170 (17 problems x 10: 106 B, 64 A), MATH 70 (7 problems x 10: 44 B,
26 A); kind B 150, kind A 90 (84 wrong, 6 no_answer).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. An answer stated first and then explained stands when the explanation gives no
other answer, whatever numbers it holds; an explanation that says "so really X" replaces it with X.
A recap after a box that agrees, a unit in words after the value, and a parenthesis that names
another quantity (the remainder when the quotient is asked, the quotient when the remainder is
asked) leave the boxed value as the answer, right or wrong. A verification that finds another
value and does not settle it ("≠ ... Hmm.") leaves the boxed value standing. A trailing remark with
no number does not change the answer. Wrong: a subtotal, a given, the other quantity's amount, the
difference where the total is asked (or the reverse), a rate where a total is asked, a reversed
direction ("less", "decreased") where an increase is asked, a percentage where a count is asked, a
hedge of an exact value ("about", "approximately", "give or take", "more or less"), two values for
one question, an answer taken back and replaced. "Give or take nothing: exactly X" is not a hedge.
An answer taken back with nothing in its place, or a cut before the value, is no_answer. Equal
values in another form are correct. Debatable (7, with DECISIONS): `g_candies_rem_hash` ("#### 9 R
2" where the remainder is asked, rejected), `m_angle_approx` ("approximately 67.5°" where 67.5 is
exact, rejected), and the five rate closings whose premise clause states the gold total
(`g_gym_rate`, `g_pages_rate`, `g_fence_rate`, `g_wages_rate`, `g_train_rate_prose`: "Since the
whole fence comes to $320, the cost works out to $4 per meter.", rejected).

Usage: python build_adversarial_redteam198.py (writes adversarial_redteam198.jsonl beside this file,
in /tmp/rounds/rt198)
"""

from corpus_build import g, m, probe_table, r1final, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block ("" where unused), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; a final opening "T:" follows the
# think block; one opening "@" is the whole completion, where "⟦W⟧" stands for the problem's working.
# "¶" in a final is a newline. Kind A probes
# whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("eggs", "18",
     "Carla has 6 hens, and each hen lays 1 egg a day. After one week, Carla sells 2 dozen of that week's eggs at the market. How many eggs from that week does she have left?",
     """To find how many eggs Carla has left, we first work out how many eggs her hens laid during the week, then subtract the eggs she sold.

**Step 1: Eggs laid in one week**
Each of the 6 hens lays 1 egg a day, so the hens lay 6 × 1 = 6 eggs a day.
A week has 7 days, so over the week they lay 6 × 7 = 42 eggs.

**Step 2: Eggs sold**
One dozen is 12 eggs, so 2 dozen is 2 × 12 = 24 eggs.

**Step 3: Eggs left**
42 − 24 = 18 eggs.

""",
     "",
     [
        ("dozen_half", "B", "prose_sentence", "So Carla has a dozen and a half eggs left from that week.", "the value in words: 'a dozen and a half' = 18"),
        ("words", "B", "prose_sentence", "Carla has eighteen eggs left from the week's laying.", "'eighteen' in words, no digit in the closing"),
        ("several", "B", "prose_sentence", "So Carla has 18 eggs left, 24 fewer than the 42 her hens laid.", "three numbers in the closing; the asked 'left' count 18 comes first, 24 and 42 describe it"),
        ("box_unit", "B", "boxed", "**Final answer:** \\(\\boxed{18}\\) eggs", "the unit in words after the box"),
        ("box_recap", "B", "boxed", "\\[\n\\boxed{18}\n\\]\n\nIn words: of the 42 eggs, 24 went to the market and the rest stay in Carla's basket.", "a box, then a plain recap that agrees and ends on other numbers"),
        ("first", "B", "answer_is", "@The answer is 18.\n\nHere's why: 6 hens laying 1 egg a day give 6 eggs a day, and a week has 7 days, so the hens lay 6 × 7 = 42 eggs. Carla sells 2 dozen, and a dozen is 12, so she sells 2 × 12 = 24 eggs. The eggs she keeps are the 42 laid minus the 24 sold, and the 6 hens start a new week's count after that.", "the answer stated first, then an explanation holding 6, 42, 24 and 12; no other answer is given"),
        ("revise", "A", "answer_is", "@The answer is 18.\n\nHere's why.\n\n⟦W⟧Wait, Carla takes the eggs to the market on the seventh day before collecting them, so the hens only lay for 6 days: 6 × 6 = 36 eggs, and 36 − 24 = 12. So really the answer is 12.", "the answer first, then the explanation revises it to 12; the last answer counts"),
        ("swap", "A", "prose_sentence", "So Carla sold 18 eggs at the market and has 24 eggs left.", "the asked 'left' count is 24 (wrong) and 18 is attached to the eggs sold"),
        ("more_less", "A", "prose_sentence", "So Carla has more or less 18 eggs left from that week.", "'more or less' hedges an exact count"),
        ("cut", "A", "truncated", "So the number of eggs Carla has left is 42 − 24 =", "cut before the value: no_answer"),
     ]),
    ("bus", "34",
     "There are 50 students in Mr. Lee's class. 68% of them ride the bus to school, and the rest walk. How many students in the class ride the bus?",
     """## Step 1: Identify the total number of students and the percentage who ride the bus.
The class has 50 students, and 68% of them ride the bus.

## Step 2: Convert the percentage to a decimal.
68% = 68/100 = 0.68.

## Step 3: Multiply the total number of students by the decimal.
0.68 × 50 = 34.

## Step 4: Check with the students who walk.
The rest walk: 100% − 68% = 32%, and 0.32 × 50 = 16 students. Then 34 + 16 = 50, which is the whole class.

""",
     "",
     [
        ("pct_ok", "B", "prose_sentence", "So 34 students ride the bus, which is 68 percent of the class.", "the count, then the given percentage after 'which is'"),
        ("box_unit", "B", "boxed", "The final answer is: $\\boxed{34}$ students", "Llama 3 closing with the unit in words after the box"),
        ("words", "B", "prose_sentence", "Thirty-four students in Mr. Lee's class ride the bus.", "the value in words at the start of the sentence"),
        ("several", "B", "prose_sentence", "So 34 students ride the bus and 16 walk, out of 50 in all.", "three numbers; the bus riders, the asked count, first"),
        ("first", "B", "answer_is", "@The answer is 34.\n\nHere's why: 68% means 68 out of every 100, and the class has 50 students, which is half of 100, so the bus riders are half of 68. The other 32% walk, which is 16 students, and taking those 16 away from the 50 leaves the bus riders.", "the answer first, then an explanation ending on 16 and 50"),
        ("box_recap", "B", "boxed", "$\\boxed{34}$\n\nThat is, 34 of the 50 students ride the bus and the other 16 walk.", "a box, then a recap that agrees"),
        ("percent", "A", "prose_sentence", "So 34 percent of the students in Mr. Lee's class ride the bus.", "'34 percent' where a count is asked (34% of 50 is 17; the given is 68%)"),
        ("swap", "A", "prose_sentence", "So 16 students ride the bus and 34 students walk to school.", "the asked bus count is 16 (wrong); 34 is attached to the walkers"),
        ("check", "A", "boxed", "@We need to find how many of the 50 students ride the bus, and 68% of them do, so we need 68% of 50.\n\n68% of 50 = 0.68 × 50. Splitting 0.68 into 0.6 and 0.08: 0.6 × 50 = 30 and 0.08 × 50 = 2, so 30 + 2 = 32.\n\nSo \\(\\boxed{32}\\) students ride the bus.\n\nCheck: 68% of 50 = 34 ≠ 32. Hmm.", "boxed 32 (0.08 × 50 slipped to 2); the check finds 34 and does not settle it: the boxed 32 stands"),
        ("give_take", "A", "prose_sentence", "So about 34 students ride the bus, give or take.", "'about ... give or take' hedges an exact count"),
     ]),
    ("shelves", "13",
     "A librarian has 158 new books. She puts exactly 12 books on each shelf and fills as many shelves as she can. How many shelves does she fill completely?",
     """To find how many shelves are filled completely, we divide the number of books by the number of books per shelf and keep only the whole-number part.

1. **Divide the books by 12:**
   158 ÷ 12 ≈ 13.17

2. **Check the whole shelves:**
   13 shelves hold 13 × 12 = 156 books. A 14th full shelf would need 14 × 12 = 168 books, which is more than 158.

3. **Books left over:**
   158 − 156 = 2 books do not fill a shelf.

""",
     "",
     [
        ("rem_paren", "B", "boxed", "Therefore, the final answer is: $\\boxed{13}$ (remainder 2). I hope it is correct.", "'(remainder 2)' after the boxed quotient; the quotient is asked"),
        ("rem_hash", "B", "hash", "#### 13 (remainder 2)", "'####' quotient with '(remainder 2)' after it; the quotient is asked"),
        ("several", "B", "prose_sentence", "So she fills 13 shelves completely, with 2 books left over for the next shelf.", "the asked count first, the leftover books after"),
        ("words", "B", "prose_sentence", "The librarian fills thirteen shelves completely.", "the value in words"),
        ("first", "B", "prose_sentence", "@She fills 13 shelves completely.\n\nReason: 12 × 13 = 156, which is not more than 158, while 12 × 14 = 168 is too many. The 2 books that remain sit on a shelf that is only partly filled, so that shelf does not count.", "the answer first, then the reason with 156, 168 and 2"),
        ("div_r", "B", "prose_sentence", "158 ÷ 12 = 13 R 2, so 13 shelves are filled completely.", "a division with remainder, then the quotient as the answer"),
        ("box_recap", "B", "boxed", "\\(\\boxed{13}\\)\n\n13 full shelves of 12 use 156 books; the remaining 2 books are not enough for another shelf.", "a box, then a recap that agrees and ends on 2"),
        ("quot_paren", "A", "boxed", "Therefore, the final answer is: $\\boxed{2}$ (quotient 13). I hope it is correct.", "the box holds the remainder 2 where the quotient is asked; 13 only in parentheses"),
        ("give_take", "A", "prose_sentence", "So she fills about 13 shelves, give or take.", "'about ... give or take' hedges an exact count"),
        ("revise", "A", "answer_is", "@The answer is 13 shelves.\n\n⟦W⟧Wait — 158 ÷ 12 is a bit more than 13, so the last 2 books need a 14th shelf. So really 14.", "the answer first, then revised to 14 (a part-filled shelf counted)"),
     ]),
    ("candies", "2",
     "Mia has 47 candies. She shares them equally among her 5 friends, giving each friend as many candies as possible, and keeps the candies that are left over. How many candies does Mia keep?",
     """We need to split 47 candies into 5 equal shares and see how many are left.

Let's find how many candies each friend can get:
- 5 × 9 = 45, which is not more than 47.
- 5 × 10 = 50, which is more than 47.

So each friend gets 9 candies.

The friends get 5 × 9 = 45 candies in all.

The candies left over are 47 − 45 = 2.

""",
     "",
     [
        ("several", "B", "prose_sentence", "So Mia keeps 2 candies, and each of her 5 friends gets 9.", "the asked count first, then the friends' share"),
        ("words", "B", "prose_sentence", "Mia keeps two candies for herself.", "the value in words"),
        ("expr", "B", "prose_sentence", "Since 47 = 5 × 9 + 2, Mia keeps the remainder, 2 candies, and each friend gets 9.", "the remainder named as the answer, the quotient after"),
        ("first", "B", "prose_sentence", "@Mia keeps 2 candies.\n\nExplanation: 47 divided by 5 is 9 with some left over, because 5 × 9 = 45. Each of the 5 friends gets 9 candies, and the 47 − 45 candies that are left stay with Mia.", "the answer first, then an explanation holding 9, 45 and 47"),
        ("box_recap", "B", "boxed", "\\[\n\\boxed{2}\n\\]\n\nEach friend gets 9 candies (45 in total), and the ones that are left stay with Mia.", "a box, then a recap that agrees"),
        ("quot_paren", "B", "boxed", "The final answer is: $\\boxed{2}$ (each friend gets 9)", "the boxed remainder, the asked value, with the quotient in parentheses"),
        ("rem_box", "A", "boxed", "Therefore, the final answer is: $\\boxed{9}$ (remainder 2). I hope it is correct.", "the box holds the quotient 9 where the remainder is asked; 2 only as '(remainder 2)'"),
        ("rem_hash", "A", "hash", "#### 9 R 2", "debatable: '9 R 2' is the division result, not the remainder asked (see DECISIONS)", True),
        ("swap", "A", "prose_sentence", "So each friend gets 2 candies and Mia keeps 9.", "the asked count is 9 (wrong); 2 attached to each friend"),
        ("more_less", "A", "prose_sentence", "So Mia keeps more or less 2 candies.", "'more or less' hedges an exact count"),
     ]),
]
GPROBS += [
    ("gym", "126",
     "Plan A for a gym membership costs $45 a month and Plan B costs $52 a month. Over 18 months, how much more does Plan B cost than Plan A?",
     """Let's find the total cost of each plan over 18 months and compare them.

**Cost of Plan A over 18 months:**
$45 × 18 = $810

**Cost of Plan B over 18 months:**
$52 × 18 = $936

**Difference:**
$936 − $810 = $126

We can also find the difference per month first: $52 − $45 = $7 a month, and $7 × 18 = $126, which agrees.

""",
     "",
     [
        ("box_cmp", "B", "boxed", "So Plan B costs \\(\\boxed{126}\\) dollars more; in total Plan B comes to $936 against $810 for Plan A.", "the boxed difference (asked), then the two totals as a caveat"),
        ("several", "B", "prose_sentence", "So Plan B costs $126 more than Plan A over the 18 months, $936 compared with $810.", "the difference first, then both totals"),
        ("words", "B", "prose_sentence", "Plan B costs one hundred twenty-six dollars more than Plan A over the 18 months.", "the value in words"),
        ("first", "B", "prose_sentence", "@Plan B costs $126 more.\n\nHere's the reasoning: Plan B is $52 − $45 = $7 more expensive each month, and the membership runs for 18 months. Over that time Plan A totals $45 × 18 = $810 and Plan B totals $52 × 18 = $936.", "the answer first, then an explanation ending on the totals"),
        ("box_unit", "B", "boxed", "The final answer is: $\\boxed{126}$ dollars", "the unit in words after the box"),
        ("hash_recap", "B", "hash", "#### 126\n\nPlan B costs $126 more, which is $7 a month for 18 months.", "'####', then a recap that agrees"),
        ("caveat_cmp", "A", "boxed", "Therefore, the final answer is: $\\boxed{936}$. I hope it is correct. That is $126 more than Plan A's $810.", "the box holds Plan B's total 936 where the difference is asked; 126 only in a comparing caveat"),
        ("rate", "A", "prose_sentence", "Over the 18 months the extra comes to $126, so Plan B costs $7 more than Plan A.", "debatable: the concluding value is the monthly difference 7, a rate where the total difference is asked; the gold only in the premise clause (see DECISIONS)", True),
        ("reverse", "A", "prose_sentence", "So Plan A costs $126 more than Plan B over the 18 months.", "the direction reversed: Plan A is the cheaper plan"),
        ("check", "A", "boxed", "@Plan A costs $45 a month and Plan B costs $52 a month, so Plan B costs $52 − $45 = $7 more per month. Over 18 months: 7 × 18 = 116.\n\n\\(\\boxed{116}\\)\n\nCheck: 936 − 810 = 126 ≠ 116. Hmm.", "boxed 116 (7 × 18 slipped); the check finds 126 and does not settle it"),
     ]),
    ("bike", "37",
     "Last year a bicycle cost $315. This year the same bicycle costs $352. By how many dollars did the price increase?",
     """The price last year was $315 and the price this year is $352.

The increase is the new price minus the old price:
352 − 315 = 37

Since the new price is higher than the old price, the change really is an increase.

As a percentage this is 37 / 315 ≈ 11.7% of last year's price, but the question asks for the amount in dollars.

""",
     "",
     [
        ("words", "B", "prose_sentence", "So the price went up by thirty-seven dollars.", "the value in words"),
        ("hash_recap", "B", "hash", "#### 37\n\nThe price increased by $37, from $315 to $352.", "'####', then a recap that agrees and ends on the two prices"),
        ("first", "B", "prose_sentence", "@The price increased by $37.\n\nTo see this, subtract last year's price from this year's: the bicycle went from $315 to $352, and 315 + 37 = 352. That is roughly an 11.7% rise on the $315 price.", "the answer first, then an explanation ending on 11.7% and 315"),
        ("box_unit", "B", "boxed", "So the increase is $\\boxed{37}$ dollars.", "the unit in words after the box"),
        ("exact", "B", "prose_sentence", "Give or take nothing: the price went up by exactly $37.", "'give or take nothing: exactly'"),
        ("minerva_recap", "B", "minerva", "Final Answer: The final answer is $37$. I hope it is correct.\n\n(The bicycle now costs $352 instead of $315.)", "Minerva closing, then a recap in parentheses"),
        ("less_hash", "A", "hash", "#### 37 less", "'37 less' where an increase is asked: the direction is wrong"),
        ("decreased", "A", "prose_sentence", "So the price of the bicycle decreased by $37.", "'decreased by 37' where an increase is asked"),
        ("give_take", "A", "prose_sentence", "So the price went up by $37, give or take.", "'give or take' hedges an exact amount"),
        ("revise", "A", "answer_is", "@The answer is $37.\n\n⟦W⟧Wait, let me redo the subtraction carefully: 352 − 315 = 352 − 300 − 15 = 52 − 15 = 47. So really the increase is $47.", "the answer first, then revised (with a slip, 52 − 15 written 47) to 47; the last answer counts"),
     ]),
    ("tulips", "67",
     "A gardener plants 7 rows of tulips with 9 tulips in each row. She also plants 4 tulips beside the gate. How many tulips does she plant in all?",
     """Let's count the tulips in two parts.

**Tulips in the rows:** There are 7 rows with 9 tulips in each row, so
7 × 9 = 63 tulips.

**Tulips beside the gate:** 4 tulips.

**Total:** We add the two parts:
63 + 4 = 67 tulips.

So the rows hold most of the tulips, and the gate adds a few more.

""",
     th("""Okay, so 7 rows with 9 tulips each. 7 times 9 is 63. Then she also plants 4 beside the gate, those are separate from the rows. So 63 plus 4, that's 67.

Let me double-check: 7 × 9 = 63, yes. 63 + 4 = 67. The question asks how many she plants in all, so both parts count. 67.
"""),
     [
        ("first", "B", "answer_is", "@The answer is 67. Here's why: 7 × 9 = 63 tulips are in the rows, and she puts 4 more beside the gate, so those 4 are added to the 63.", "the answer first; the explanation ends on 4 and 63"),
        ("revise_ok", "B", "answer_is", "@The answer is 63.\n\nHmm, wait. 7 rows of 9 give 7 × 9 = 63 tulips, but that leaves out the 4 tulips beside the gate. Adding them: 63 + 4 = 67. So really the answer is 67.", "a wrong first answer revised to the right one; the last answer counts"),
        ("words", "B", "prose_sentence", "In all, the gardener plants sixty-seven tulips.", "the value in words"),
        ("several", "B", "prose_sentence", "So she plants 67 tulips in all: 63 in the rows and 4 beside the gate.", "the total first, then its parts"),
        ("box_recap", "B", "boxed", "$\\boxed{67}$\n\n(63 tulips in 7 rows of 9, plus 4 at the gate.)", "a box, then a recap in parentheses"),
        ("r1_bold", "B", "prose_sentence", "T:The gardener plants **67 tulips**.\n\n- Rows: 7 × 9 = 63\n- Gate: 4", "after the think block, the bold answer first and a bullet list of other numbers"),
        ("revise", "A", "answer_is", "@The answer is 67. Here's why.\n\n⟦W⟧Wait, the 4 extra tulips go at the end of every row, not only once, so that is 7 × 4 = 28 extra, and 63 + 28 = 91. So really 91.", "the answer first, then revised to 91 (a misreading); the last answer counts"),
        ("check", "A", "boxed", "@The gardener plants tulips in rows and beside the gate, so we count the two parts and add them.\n\n7 rows of 9 tulips: 7 × 9 = 56. Plus the 4 beside the gate: 56 + 4 = 60.\n\n\\(\\boxed{60}\\)\n\nCheck: 7 × 9 = 63, so 63 + 4 = 67 ≠ 60. Hmm.", "boxed 60 (7 × 9 slipped to 56); the check finds 67 and does not settle it"),
        ("more_less", "A", "prose_sentence", "So the gardener plants 67 tulips, more or less.", "'more or less' hedges an exact count"),
        ("takeback_none", "A", "none", "@The answer is 67.\n\nHere's why.\n\n⟦W⟧Hmm, wait — that's not right if the gate tulips are part of one of the rows. I'm not sure what the total is.", "the answer taken back with nothing in its place: no_answer"),
     ]),
    ("pages", "322",
     "Jake reads 14 pages of his book every day. How many pages does he read in 23 days?",
     """Jake reads at a steady rate of 14 pages per day, and we want the total number of pages over 23 days.

Total pages = pages per day × number of days
= 14 × 23

To multiply, break 23 into 20 + 3:
- 14 × 20 = 280
- 14 × 3 = 42

Add the parts: 280 + 42 = 322.

Check: 322 ÷ 14 = 23, so the numbers fit.

""",
     "",
     [
        ("words", "B", "prose_sentence", "So Jake reads three hundred twenty-two pages in 23 days.", "the value in words, the given 23 after it"),
        ("several", "B", "prose_sentence", "So in 23 days Jake reads 322 pages, at 14 pages a day.", "the total, then the rate after it"),
        ("first", "B", "prose_sentence", "@Jake reads 322 pages.\n\nHe reads 14 pages each day for 23 days. Twenty days give 14 × 20 = 280 pages and the last 3 days give 14 × 3 = 42 pages.", "the answer first; the explanation ends on 42"),
        ("box_unit", "B", "boxed", "Therefore, the final answer is: $\\boxed{322}$ pages. I hope it is correct.", "Qwen closing with the unit in words after the box"),
        ("exact", "B", "prose_sentence", "That is exactly 322 pages, give or take nothing, since he reads the same 14 pages every day.", "'exactly ... give or take nothing', then the rate"),
        ("box_recap", "B", "boxed", "\\(\\boxed{322}\\)\n\nJake gets through 14 pages a day, and 23 such days add up to the boxed total.", "a box, then a recap that agrees without restating the value"),
        ("rate", "A", "prose_sentence", "Since the total over 23 days comes to 322 pages, Jake's reading works out to 14 pages per day.", "debatable: the concluding value is the rate 14 where the total is asked; the gold only in the premise clause (see DECISIONS)", True),
        ("more_less", "A", "prose_sentence", "So Jake reads more or less 322 pages in 23 days.", "'more or less' hedges an exact count"),
        ("give_take", "A", "prose_sentence", "Give or take, Jake reads 322 pages in 23 days.", "'give or take' hedges an exact count"),
        ("revise", "A", "answer_is", "@The answer is 322 pages.\n\n⟦W⟧Hmm, let me double-check the second part once more: 14 × 3 = 32, so 14 × 23 = 280 + 32 = 312. So really 312 pages.", "the answer first, then revised (14 × 3 slipped to 32) to 312; the last answer counts"),
     ]),
]
GPROBS += [
    ("cookies", "24",
     "Nina baked 96 cookies for a bake sale and sold 3/4 of them. How many cookies does she have left?",
     """Nina starts with 96 cookies.

She sells 3/4 of them:
(3/4) × 96 = 288/4 = 72 cookies sold.

Cookies left:
96 − 72 = 24

Another way to see it: the part that is left is 1 − 3/4 = 1/4 of the cookies, and (1/4) × 96 = 24. Both ways agree.

""",
     "",
     [
        ("several", "B", "prose_sentence", "So Nina has 24 cookies left, 72 fewer than she started with.", "the asked count first, then the difference from the start"),
        ("dozen", "B", "prose_sentence", "Nina has two dozen cookies left.", "'two dozen' = 24 in words"),
        ("words", "B", "prose_sentence", "She has twenty-four cookies left over after the sale.", "the value in words"),
        ("first", "B", "prose_sentence", "@Nina has 24 cookies left.\n\nHere is the working: she sold three quarters of 96, which is 72, and 96 − 72 leaves a quarter of the batch. A quarter of 96 is 96 ÷ 4.", "the answer first, then an explanation ending on 96 ÷ 4"),
        ("box_recap", "B", "boxed", "\\(\\boxed{24}\\)\n\nShe sold 72 and kept the other 24, which together make the 96 she baked.", "a box, then a recap that agrees and ends on 96"),
        ("quarter", "B", "prose_sentence", "So Nina has a quarter of her cookies left, which is 24 cookies.", "a fraction first, then the value"),
        ("swap", "A", "prose_sentence", "So Nina sold 24 cookies and has 72 cookies left.", "the asked count is 72 (wrong); 24 attached to the cookies sold"),
        ("percent", "A", "prose_sentence", "So Nina has 24 percent of her cookies left.", "'24 percent' where a count is asked (and a quarter is 25%)"),
        ("check", "A", "boxed", "@Nina baked 96 cookies and sold 3/4 of them, so first we find how many she sold.\n\nNina sold 3/4 of 96 cookies. 96 ÷ 4 = 24, so 3/4 of 96 is 3 × 24 = 72.\n\nLeft: 96 − 72 = 34.\n\n\\(\\boxed{34}\\)\n\nCheck: 34 + 72 = 106 ≠ 96, and 96 − 72 = 24. Hmm.", "boxed 34 (96 − 72 slipped); the check finds 24 and does not settle it"),
        ("cut", "A", "truncated", "So the number of cookies Nina has left is \\(\\boxed{", "cut inside the box: no_answer"),
     ]),
    ("trip", "105",
     "For a school trip, 3 buses carry 31 students each and 2 vans carry 6 students each. How many students go on the trip?",
     """We need to count the students on the buses and in the vans, then add them.

Students on the buses:
Each bus carries 31 students, and there are 3 buses.
3 × 31 = 93 students

Students in the vans:
Each van carries 6 students, and there are 2 vans.
2 × 6 = 12 students

Total number of students:
93 + 12 = 105 students

""",
     "",
     [
        ("words", "B", "prose_sentence", "So one hundred and five students go on the trip.", "'one hundred and five' in words"),
        ("hash_words", "B", "hash", "#### 105\n\nOne hundred and five students in total.", "'####', then the value again in words"),
        ("several", "B", "prose_sentence", "So 105 students go on the trip, 93 on the buses and 12 in the vans.", "the total first, then its parts"),
        ("first", "B", "prose_sentence", "@105 students go on the trip.\n\nBreakdown: three buses with 31 students each carry 93 students, and two vans with 6 students each carry 12 students.", "the answer first, then a breakdown ending on 12"),
        ("box_unit", "B", "boxed", "$\\boxed{105}$ students", "the unit in words after the box"),
        ("exact", "B", "prose_sentence", "Give or take nothing, exactly 105 students go on the trip.", "'give or take nothing, exactly'"),
        ("give_take", "A", "prose_sentence", "So roughly 105 students go on the trip, give or take a few.", "'roughly ... give or take a few' hedges an exact count"),
        ("more_less", "A", "hash", "#### 105 more or less", "'more or less' after the '####' value hedges it"),
        ("revise", "A", "answer_is", "@The answer is 105.\n\n⟦W⟧Wait, each of the 5 vehicles also has a driver, so really 105 + 5 = 110.", "the answer first, then revised to 110 (drivers added to a count of students)"),
        ("check", "A", "boxed", "@We add the students on the buses and the students in the vans.\n\nBuses: 3 × 31 = 93 students. Vans: 2 × 6 = 12 students. Total: 93 + 12 = 115.\n\n\\(\\boxed{115}\\)\n\nCheck: 115 − 93 = 22 ≠ 12, and 93 + 12 = 105. Hmm.", "boxed 115 (93 + 12 slipped); the check finds 105 and does not settle it"),
     ]),
    ("fence", "320",
     "A rectangular garden is 23 meters long and 17 meters wide. Fencing costs $4 per meter. How much will it cost to put a fence around the whole garden?",
     """To fence the garden, we need the distance around it, which is the perimeter of the rectangle. (The area, 23 × 17 = 391 square meters, is not needed here.)

**Step 1: Perimeter**
P = 2 × (length + width) = 2 × (23 + 17) = 2 × 40 = 80 meters.

**Step 2: Cost**
Each meter of fencing costs $4, so
Cost = 80 × $4 = $320.

""",
     "",
     [
        ("exact", "B", "prose_sentence", "Give or take nothing: the fence costs exactly $320.", "'give or take nothing: exactly'"),
        ("words", "B", "prose_sentence", "The fence will cost three hundred twenty dollars.", "the value in words"),
        ("several", "B", "prose_sentence", "So the fence costs $320: 80 meters at $4 per meter.", "the cost first, then the perimeter and rate"),
        ("first", "B", "prose_sentence", "@It will cost $320.\n\nThe fence goes around the garden, so we need the perimeter: 2 × (23 + 17) = 80 meters. At $4 per meter, the cost is 80 times 4.", "the answer first, then an explanation ending on 80 and 4"),
        ("box_unit", "B", "boxed", "\\(\\boxed{320}\\) dollars", "the unit in words after the box"),
        ("minerva_recap", "B", "minerva", "Final Answer: The final answer is $320$. I hope it is correct.\n\nThe 80 meters of fencing at $4 each make up this cost.", "Minerva closing, then a recap that agrees"),
        ("give_take", "A", "prose_sentence", "So the fence will cost about $320, give or take a few dollars.", "'about ... give or take' hedges an exact cost"),
        ("rate", "A", "prose_sentence", "Since the whole fence comes to $320, the cost works out to $4 per meter.", "debatable: the concluding value is the rate 4 where the total cost is asked; the gold only in the premise clause (see DECISIONS)", True),
        ("check", "A", "boxed", "@The fence goes around the garden, so we need the perimeter, then multiply by the price per meter.\n\nPerimeter: 23 + 17 = 40 meters. Cost: 40 × 4 = 160.\n\n\\(\\boxed{160}\\)\n\nCheck: the fence goes around all four sides, so it is 2 × 40 = 80 meters, and 80 × 4 = 320 ≠ 160. Hmm.", "boxed 160 (half the perimeter); the check finds 320 and does not settle it"),
        ("revise", "A", "answer_is", "@The answer is $320.\n\n⟦W⟧Wait — the fence covers the whole garden, so I should use the area: 23 × 17 = 391 square meters, and 391 × 4 = 1564. So really $1564.", "the answer first, then revised to the area-based 1564"),
     ]),
    ("wages", "121",
     "Ava earns $11 an hour. She works 6 hours on Saturday and 5 hours on Sunday. How much money does she earn over the weekend?",
     """Ava is paid $11 for every hour she works.

Saturday: 6 hours × $11 = $66
Sunday: 5 hours × $11 = $55

Weekend total: $66 + $55 = $121

We can check this another way: she works 6 + 5 = 11 hours in all, and 11 × $11 = $121.

""",
     "",
     [
        ("words", "B", "prose_sentence", "So Ava earns one hundred twenty-one dollars over the weekend.", "the value in words"),
        ("several", "B", "prose_sentence", "So Ava earns $121 over the weekend, $66 on Saturday and $55 on Sunday.", "the total first, then the two days"),
        ("first", "B", "prose_sentence", "@Ava earns $121.\n\nShe works 6 + 5 = 11 hours at $11 an hour. Saturday pays 6 × 11 = $66 and Sunday pays 5 × 11 = $55.", "the answer first; the explanation ends on 55"),
        ("check_ok", "B", "boxed", "@Saturday: 11 × 6 = 66. Sunday: 11 × 5 = 50. Total: 66 + 50 = 116.\n\nCheck: 11 hours × 11 = 121 ≠ 116. Hmm — Sunday should be 11 × 5 = 55, not 50. So the total is 66 + 55 = 121.\n\n\\(\\boxed{121}\\)", "a check finds the slip and settles it: the boxed 121 is last"),
        ("box_recap", "B", "boxed", "\\(\\boxed{121}\\)\n\nThat's 11 hours of work at $11 per hour.", "a box, then a recap that agrees and ends on 11"),
        ("exact", "B", "prose_sentence", "So Ava earns exactly $121, give or take nothing.", "'exactly ... give or take nothing'"),
        ("check", "A", "boxed", "@Ava is paid $11 for each hour, so we multiply the hours each day by 11.\n\nSaturday: 11 × 6 = 66. Sunday: 11 × 5 = 50.\nTotal: 66 + 50 = 116.\n\n\\(\\boxed{116}\\)\n\nCheck: 11 × 11 = 121 ≠ 116. Hmm.", "boxed 116 (11 × 5 slipped to 50); the check finds 121 and does not settle it"),
        ("rate", "A", "prose_sentence", "For $121 over 11 hours, Ava's pay works out to $11 an hour.", "debatable: the concluding value is the hourly rate 11 where the total is asked; the gold only in the premise clause (see DECISIONS)", True),
        ("more_less", "A", "prose_sentence", "So Ava earns more or less $121 over the weekend.", "'more or less' hedges an exact amount"),
        ("revise", "A", "answer_is", "@The answer is $121.\n\n⟦W⟧Wait, weekend hours are paid at time and a half, so really 121 × 1.5 = $181.50.", "the answer first, then revised to 181.50 (an invented overtime rate)"),
     ]),
    ("pizza", "46",
     "At a party, 14 children each eat 2 slices of pizza and 6 adults each eat 3 slices of pizza. How many slices of pizza are eaten in total?",
     """We work out the slices eaten by the children and by the adults separately.

**Children:** 14 children × 2 slices = 28 slices
**Adults:** 6 adults × 3 slices = 18 slices

**Total slices eaten:** 28 + 18 = 46 slices

(If each pizza is cut into 8 slices, 46 slices is 5 whole pizzas and 6 slices of a sixth, but the question only asks for the number of slices.)

""",
     "",
     [
        ("box_unit", "B", "boxed", "$\\boxed{46}$ slices of pizza", "the unit in words after the box"),
        ("box_recap", "B", "boxed", "$\\boxed{46}$\n\nThe 14 children eat 28 slices and the 6 adults eat 18.", "a box, then a recap that agrees and ends on 18"),
        ("words", "B", "prose_sentence", "In total, forty-six slices of pizza are eaten.", "the value in words"),
        ("several", "B", "prose_sentence", "So 46 slices are eaten in total, which is almost 6 pizzas of 8 slices.", "the total first, then a comparison with pizzas"),
        ("first", "B", "prose_sentence", "@46 slices are eaten.\n\nThe children eat 14 × 2 = 28 slices and the adults eat 6 × 3 = 18 slices. If the pizzas have 8 slices each, that is 5 full pizzas and 6 more slices.", "the answer first, then an explanation ending on 5 and 6"),
        ("hash_unit", "B", "hash", "#### 46 slices", "'####' with the unit in words"),
        ("minerva_unit", "B", "minerva", "Final Answer: The final answer is $46$ slices. I hope it is correct.", "Minerva closing with the unit in words"),
        ("pizzas", "A", "boxed", "So they need \\(\\boxed{6}\\) pizzas (46 slices).", "the box holds the pizzas needed, 6, where slices are asked; 46 only in parentheses"),
        ("revise", "A", "boxed", "$\\boxed{46}$\n\nWait, the adults eat 3 slices each and the children 2, so let me recount: 14 × 3 + 6 × 2 = 42 + 12 = 54. So really \\(\\boxed{54}\\).", "a box, then revised (children and adults swapped) to a second box 54; the last answer counts"),
        ("give_take", "A", "prose_sentence", "So give or take, about 46 slices are eaten.", "'give or take, about' hedges an exact count"),
     ]),
]
GPROBS += [
    ("train", "270",
     "A train travels at 72 miles per hour for 2.5 hours, then at 60 miles per hour for 1.5 hours. How many miles does it travel in total?",
     """We use distance = speed × time for each part of the trip.

1. **First part:**
   The train travels at 72 miles per hour for 2.5 hours.
   Distance = 72 × 2.5 = 180 miles.

2. **Second part:**
   The train travels at 60 miles per hour for 1.5 hours.
   Distance = 60 × 1.5 = 90 miles.

3. **Total distance:**
   180 + 90 = 270 miles.

The whole trip takes 2.5 + 1.5 = 4 hours.

""",
     th("""The train goes 72 mph for 2.5 hours. 72 times 2 is 144, plus half of 72 is 36, so 180 miles. Then 60 mph for 1.5 hours is 60 plus 30, 90 miles. Total 180 + 90 = 270 miles.

The question asks for total miles, not speed, so 270. Just to be safe, the average speed would be 270 / 4 = 67.5, but that's not asked.
"""),
     [
        ("words", "B", "prose_sentence", "So the train travels two hundred seventy miles in total.", "the value in words"),
        ("several", "B", "prose_sentence", "So the train travels 270 miles in 4 hours, 180 in the first part and 90 in the second.", "the total first, then the time and the parts"),
        ("first", "B", "prose_sentence", "@The train travels 270 miles.\n\nFirst leg: distance = speed × time = 72 × 2.5 = 180 miles. Second leg: 60 × 1.5 = 90 miles. The whole trip takes 2.5 + 1.5 = 4 hours.", "the answer first; the explanation ends on 4 hours"),
        ("box_recap", "B", "boxed", "\\(\\boxed{270}\\)\n\nOver the 4 hours that is an average of 67.5 miles per hour, but the question asks for the distance, which is the boxed value.", "a box, then a remark with the average speed that keeps the box as the answer"),
        ("box_unit", "B", "boxed", "The final answer is: $\\boxed{270}$ miles", "Llama 3 closing with the unit in words"),
        ("r1_bold", "B", "prose_sentence", "T:**Answer: 270 miles** (180 miles at 72 mph, then 90 miles at 60 mph).", "after the think block, the bold answer with the parts in parentheses"),
        ("rate_box", "A", "boxed", "\\(\\boxed{67.5}\\)\n\nThat is the average speed, in miles per hour, over the 270 miles.", "the box holds the average speed 67.5 where the distance is asked"),
        ("rate_prose", "A", "prose_sentence", "Covering 270 miles in 4 hours, the train travels at 67.5 miles per hour.", "debatable: the concluding value is a rate where the distance is asked; the gold only in the premise clause (see DECISIONS)", True),
        ("revise", "A", "answer_is", "@The answer is 270 miles.\n\n⟦W⟧Hmm, let me redo the second part: 1.5 hours at 60 mph: 60 miles for the first hour and 50 for the half hour, so 110. So really 180 + 110 = 290 miles.", "the answer first, then revised (a slip on the half hour) to 290"),
        ("more_less", "A", "prose_sentence", "So the train travels more or less 270 miles.", "'more or less' hedges an exact distance"),
     ]),
    ("marbles", "1",
     "Tom has 25 marbles. He gives 8 marbles to each of his 3 friends. How many marbles does Tom have left?",
     """Let's figure out how many marbles Tom gives away in total and then subtract from what he started with.

Tom gives 8 marbles to each of 3 friends:
8 × 3 = 24 marbles given away.

Tom started with 25 marbles, so the number he has left is:
25 − 24 = 1 marble.

Check: 24 marbles given away plus 1 marble kept is 24 + 1 = 25, the number he started with.

""",
     "",
     [
        ("words", "B", "prose_sentence", "So Tom has exactly one marble left.", "'exactly one' in words"),
        ("single", "B", "prose_sentence", "Tom is left with a single marble.", "'a single marble' = 1"),
        ("several", "B", "prose_sentence", "So Tom has 1 marble left after giving away 24 of his 25.", "the asked count first, then the given-away and starting counts"),
        ("first", "B", "prose_sentence", "@Tom has 1 marble left.\n\nHe gives 8 marbles to each of 3 friends, which is 8 × 3 = 24 marbles, and he started with 25.", "the answer first; the explanation ends on 25"),
        ("box_unit", "B", "boxed", "$\\boxed{1}$ marble", "the unit in words after the box"),
        ("hash_recap", "B", "hash", "#### 1\n\nJust one marble is left.", "'####', then a recap in words"),
        ("swap", "A", "prose_sentence", "So Tom gives away 1 marble and keeps 24.", "the asked count is 24 (wrong); 1 attached to the marbles given away"),
        ("give_take", "A", "prose_sentence", "So Tom has 1 marble left, give or take.", "'give or take' hedges an exact count"),
        ("revise", "A", "answer_is", "@The answer is 1.\n\n⟦W⟧Wait, re-reading the question: he gives 8 marbles to his friends, shared among the 3 of them, so really he has 25 − 8 = 17 left.", "the answer first, then revised (a misreading) to 17"),
        ("cut", "A", "truncated", "So the number of marbles Tom has left is 25 − 24 =", "cut before the value: no_answer"),
     ]),
    ("tank", "300",
     "A water tank holds 480 liters when full. Right now it is 3/8 full. How many more liters of water are needed to fill it?",
     """**Step 1: Water already in the tank**
The tank is 3/8 full, so it contains
(3/8) × 480 = 1440/8 = 180 liters.

**Step 2: Water still needed**
480 − 180 = 300 liters.

**Check:** The empty part is 1 − 3/8 = 5/8 of the tank, and (5/8) × 480 = 2400/8 = 300 liters. The two methods agree.

""",
     "",
     [
        ("several", "B", "prose_sentence", "So 300 more liters are needed; 180 liters are already in the tank.", "the asked amount first, then what is already in the tank"),
        ("words", "B", "prose_sentence", "Three hundred more liters of water are needed to fill the tank.", "the value in words"),
        ("first", "B", "prose_sentence", "@300 liters.\n\nThe tank is 3/8 full, which is 3/8 × 480 = 180 liters. The part still empty is 5/8 of the tank; each eighth is 480 ÷ 8 = 60 liters, so the empty part is 5 × 60 liters.", "the answer first; the explanation ends on 5 × 60"),
        ("box_recap", "B", "boxed", "\\(\\boxed{300}\\)\n\nThe tank already has 180 liters, and adding the boxed amount brings it to the full 480.", "a box, then a recap that agrees and ends on 480"),
        ("box_unit", "B", "boxed", "Thus, \\(\\boxed{300}\\) liters more are needed.", "the unit in words after the box"),
        ("frac", "B", "prose_sentence", "So 5/8 of the tank, that is 300 liters, still needs to be filled.", "a fraction first, then the value"),
        ("hash_unit", "B", "hash", "#### 300 liters", "'####' with the unit in words"),
        ("swap", "A", "prose_sentence", "So 180 more liters are needed, since 300 liters are already in the tank.", "the asked amount is 180 (wrong); 300 attached to the water already in the tank"),
        ("check", "A", "boxed", "@The tank holds 480 liters and is 3/8 full, so we find the water in it and subtract from 480.\n\n3/8 of 480 is 480 × 3 ÷ 8 = 1440 ÷ 8 = 180 liters in the tank.\n\nLiters needed: 480 − 180 = 200.\n\n\\(\\boxed{200}\\)\n\nCheck: 5/8 × 480 = 300 ≠ 200. Hmm.", "boxed 200 (480 − 180 slipped); the check finds 300 and does not settle it"),
        ("more_less", "A", "prose_sentence", "So more or less 300 liters are needed to fill the tank.", "'more or less' hedges an exact amount"),
     ]),
    ("ages", "43",
     "Maria is 4 times as old as her son, who is 9 years old. How old will Maria be in 7 years?",
     """Let's find Maria's age now, then add 7 years.

Her son is 9 years old, and Maria is 4 times as old:
Maria's age now = 4 × 9 = 36 years.

In 7 years, Maria will be:
36 + 7 = 43 years old.

(Her son will be 9 + 7 = 16 then, and Maria will no longer be exactly 4 times as old, but the question only asks for Maria's age.)

""",
     "",
     [
        ("words", "B", "prose_sentence", "So Maria will be forty-three years old in 7 years.", "the value in words, the given 7 after it"),
        ("several", "B", "prose_sentence", "So in 7 years Maria will be 43 and her son will be 16.", "Maria's age first, then the son's"),
        ("first", "B", "prose_sentence", "@Maria will be 43.\n\nRight now she is 4 × 9 = 36 years old, and her son is 9. Seven years from now both are 7 years older, so her son will be 9 + 7 = 16.", "the answer first; the explanation ends on the son's 16"),
        ("box_unit", "B", "boxed", "\\(\\boxed{43}\\) years old", "the unit in words after the box"),
        ("box_recap", "B", "boxed", "$\\boxed{43}$\n\nShe is 36 now, and 7 more years bring her to the boxed age.", "a box, then a recap that agrees"),
        ("exact", "B", "prose_sentence", "She will be exactly 43, give or take nothing, since everyone's age goes up by one each year.", "'exactly ... give or take nothing'"),
        ("hash_unit", "B", "hash", "#### 43 years old", "'####' with the unit in words"),
        ("swap", "A", "prose_sentence", "So in 7 years Maria will be 16 and her son will be 43.", "Maria's age is 16 (wrong); 43 attached to the son"),
        ("revise", "A", "answer_is", "@The answer is 43.\n\n⟦W⟧Wait, she stays 4 times as old as her son, and he will be 16, so really 4 × 16 = 64.", "the answer first, then revised (a false assumption) to 64"),
        ("more_less", "A", "prose_sentence", "So Maria will be more or less 43 in 7 years.", "'more or less' hedges an exact age"),
     ]),
]
MPROBS = [
    ("mod7", "2",
     "What is the remainder when $1234$ is divided by $7$?",
     r"""We carry out the division of \(1234\) by \(7\) step by step.

- \(7 \times 100 = 700\), and \(1234 - 700 = 534\).
- \(7 \times 70 = 490\), and \(534 - 490 = 44\).
- \(7 \times 6 = 42\), and \(44 - 42 = 2\).

Since \(2 < 7\), we stop. The quotient is \(100 + 70 + 6 = 176\), so
\[ 1234 = 7 \times 176 + 2. \]

Check: \(7 \times 176 = 1232\) and \(1232 + 2 = 1234\).

""",
     "",
     [
        ("quot_paren", "B", "boxed", r"Therefore, the remainder is \(\boxed{2}\) (the quotient is 176).", "the boxed remainder (asked), the quotient in parentheses"),
        ("words", "B", "prose_sentence", "So the remainder is two.", "the value in words"),
        ("first", "B", "prose_sentence", r"@The remainder is 2.¶¶Indeed, \(7 \times 176 = 1232\), and \(1234 - 1232\) leaves a number less than 7, so 176 is the quotient and what is left over is the remainder.", "the answer first; the explanation ends on 176 and 7"),
        ("minerva_recap", "B", "minerva", r"Final Answer: The final answer is $2$. I hope it is correct.¶¶(\(1234 = 7 \cdot 176 + 2\).)", "Minerva closing, then a recap that agrees"),
        ("several", "B", "prose_sentence", "So 1234 leaves a remainder of 2 when divided by 7, with quotient 176.", "the remainder, then the divisor and the quotient"),
        ("box_recap", "B", "boxed", r"$\boxed{2}$¶¶That is, \(1234 \div 7 = 176\) with remainder 2, since \(7 \cdot 176 = 1232\).", "a box, then a recap that agrees and ends on 1232"),
        ("rem_box", "A", "boxed", r"Therefore, the final answer is: $\boxed{176}$ (remainder 2). I hope it is correct.", "the box holds the quotient 176 where the remainder is asked; 2 only as '(remainder 2)'"),
        ("revise", "A", "answer_is", r"@The answer is 2.¶¶⟦W⟧Hmm, let me redo the product: \(7 \times 170 = 1190\) and \(7 \times 6 = 42\), so \(7 \times 176 = 1190 + 42 = 1222\), and \(1234 - 1222 = 12 = 7 + 5\). So really the remainder is 5.", "the answer first, then revised (1190 + 42 slipped to 1222) to 5"),
        ("check", "A", "boxed", r"@We divide 1234 by 7: \(7 \times 100 = 700\), \(7 \times 70 = 490\) and \(7 \times 6 = 42\) make \(7 \times 176\).¶¶\(7 \times 176 = 1232\), so the remainder is \(1234 - 1232 = 3\).¶¶\(\boxed{3}\)¶¶Check: \(1234 - 1232 = 2 \neq 3\). Hmm.", "boxed 3 (a slip); the check finds 2 and does not settle it"),
        ("cut", "A", "truncated", r"Therefore, the remainder is \(\boxed{", "cut inside the box: no_answer"),
     ]),
    ("log2", "7",
     r"Evaluate $\log_2 128$.",
     r"""We want the exponent \(x\) such that \(2^x = 128\).

Listing the powers of 2:
\[ 2^1 = 2,\ 2^2 = 4,\ 2^3 = 8,\ 2^4 = 16,\ 2^5 = 32,\ 2^6 = 64,\ 2^7 = 128. \]

So \(2^7 = 128\), which means
\[ \log_2 128 = 7. \]

""",
     th(r"""log base 2 of 128. 2^7 = 128 since 2^10 = 1024 and 1024 / 8 = 128, so 10 - 3 = 7. Yes, 7.
"""),
     [
        ("words", "B", "prose_sentence", r"So \(\log_2 128\) is seven.", "the value in words"),
        ("first", "B", "prose_sentence", r"@\(\log_2 128 = 7\).¶¶This is because \(128 = 2^7\): doubling 1 seven times gives 2, 4, 8, 16, 32, 64, 128.", "the answer first; the explanation ends on the powers of 2"),
        ("because", "B", "prose_sentence", r"So \(\log_2 128 = 7\), because \(2^7 = 128\).", "the value, then the reason with 2 and 128"),
        ("box_recap", "B", "boxed", r"\[\boxed{7}\]¶¶Indeed \(2^7 = 128\).", "a box, then a recap that agrees and ends on 128"),
        ("exact", "B", "prose_sentence", "The logarithm is exactly 7, give or take nothing, since 128 is an exact power of 2.", "'exactly ... give or take nothing', then 128 and 2"),
        ("r1_recap", "B", "boxed", r"T:Since \(2^{10} = 1024\) and \(1024 / 2^3 = 128\), we get \(128 = 2^7\).¶¶" + r1final("7") + "¶¶(There are 7 doublings from 1 to 128.)", "R1 final block, then a recap in parentheses holding 7, 1 and 128"),
        ("revise", "A", "answer_is", r"@The answer is 7.¶¶⟦W⟧Wait, \(2^6 = 64\) and 128 is only one doubling past 64, so the exponent is the one before: really 6.", "the answer first, then revised to 6; the last answer counts"),
        ("check", "A", "boxed", r"@We need the exponent \(x\) with \(2^x = 128\).¶¶Counting powers: \(2^1 = 2\), \(2^2 = 4\), \(2^3 = 8\), \(2^4 = 16\), \(2^5 = 64\), \(2^6 = 128\).¶¶\(\boxed{6}\)¶¶Check: \(2^6 = 64 \neq 128\), and \(2^7 = 128\). Hmm.", "boxed 6 (the powers miscounted); the check finds 2^7 = 128 and does not settle it"),
        ("approx", "A", "prose_sentence", r"So \(\log_2 128\) is approximately 7.", "'approximately' for an exact value"),
        ("box_power", "A", "boxed", r"So \(\log_2 128 = \boxed{2^7}\).", "the box holds 2^7 = 128, not the exponent 7"),
     ]),
    ("committee", "165",
     "In how many ways can a committee of 3 people be chosen from a group of 11 people?",
     r"""The order in which the members are chosen does not matter for a committee, so we count combinations:
\[ \binom{11}{3} = \frac{11!}{3!\,8!} = \frac{11 \cdot 10 \cdot 9}{3 \cdot 2 \cdot 1}. \]

The numerator is \(11 \cdot 10 \cdot 9 = 990\) and the denominator is \(3! = 6\), so
\[ \binom{11}{3} = \frac{990}{6} = 165. \]

(If the order mattered, for example president, secretary and treasurer, there would be \(990\) ordered selections.)

""",
     th(r"""Choose 3 from 11, order doesn't matter. 11*10*9 = 990, divided by 6 = 165. Check: 6*165 = 990. Yes. 165.
"""),
     [
        ("words", "B", "prose_sentence", "So there are one hundred sixty-five ways to choose the committee.", "the value in words"),
        ("first", "B", "prose_sentence", r"@There are 165 ways.¶¶Order does not matter in a committee, so we use \(\binom{11}{3} = \frac{11 \cdot 10 \cdot 9}{3 \cdot 2 \cdot 1}\). The numerator is 990 and the denominator is 6.", "the answer first; the explanation ends on 990 and 6"),
        ("box_recap", "B", "boxed", r"\(\boxed{165}\)¶¶The 990 ordered choices are divided by the 6 orders of each committee.", "a box, then a recap that agrees and ends on 990 and 6"),
        ("several", "B", "prose_sentence", "So there are 165 possible committees, one sixth of the 990 ordered selections.", "the count first, then the ordered count"),
        ("box_unit", "B", "boxed", r"$\boxed{165}$ ways", "the unit in words after the box"),
        ("r1", "B", "boxed", r"T:Choosing 3 of 11 people where order does not matter gives \(\frac{990}{6}\) committees.¶¶" + r1final(r"\binom{11}{3} = 165"), "R1 final block holding binom(11,3) = 165"),
        ("ordered_cmp", "A", "boxed", r"So there are \(\boxed{990}\) ways, which is 6 times the 165 unordered committees.", "the box holds the ordered count 990 where committees are asked; 165 only in a comparing caveat"),
        ("approx", "A", "prose_sentence", "So there are approximately 165 ways to choose the committee.", "'approximately' for an exact count"),
        ("check", "A", "boxed", r"@\(\binom{11}{3} = \frac{11 \cdot 10 \cdot 9}{3!} = \frac{990}{6} = 155\).¶¶\(\boxed{155}\)¶¶Check: \(6 \times 155 = 930 \neq 990\), and \(990 / 6 = 165\). Hmm.", "boxed 155 (990 / 6 slipped); the check finds 165 and does not settle it"),
        ("revise", "A", "answer_is", r"@The answer is 165.¶¶⟦W⟧Wait, a committee needs a chair, chosen from its 3 members, so really \(3 \times 165 = 495\).", "the answer first, then revised (a chair invented) to 495"),
     ]),
    ("fracsum", r"\frac{19}{12}",
     r"Compute $\frac{3}{4} + \frac{5}{6}$. Express your answer as a common fraction.",
     r"""To add the fractions, we need a common denominator. The least common multiple of 4 and 6 is 12.

Rewrite each fraction with denominator 12:
\[ \frac{3}{4} = \frac{3 \cdot 3}{4 \cdot 3} = \frac{9}{12}, \qquad \frac{5}{6} = \frac{5 \cdot 2}{6 \cdot 2} = \frac{10}{12}. \]

Now add:
\[ \frac{9}{12} + \frac{10}{12} = \frac{19}{12}. \]

Since 19 is prime and does not divide 12, the fraction is already in lowest terms.

""",
     th(r"""3/4 + 5/6. LCD 12. 3/4 = 9/12, 5/6 = 10/12. Sum 19/12. That's 1 and 7/12, but they want a common fraction, so 19/12.
"""),
     [
        ("words", "B", "prose_sentence", "So the sum is nineteen twelfths.", "the value in words"),
        ("first", "B", "prose_sentence", r"@The sum is \(\frac{19}{12}\).¶¶To add, rewrite both fractions over 12: \(\frac{3}{4} = \frac{9}{12}\) and \(\frac{5}{6} = \frac{10}{12}\). Then add the numerators 9 and 10 over the common denominator 12.", "the answer first; the explanation ends on 9, 10 and 12"),
        ("box_recap", "B", "boxed", r"\(\boxed{\frac{19}{12}}\)¶¶As a mixed number this is \(1\frac{7}{12}\), about 1.58.", "a box, then an equal mixed number and its decimal"),
        ("several", "B", "prose_sentence", r"So \(\frac{3}{4} + \frac{5}{6} = \frac{19}{12}\), which is \(\frac{7}{12}\) more than 1.", "the value, then a comparison with 1"),
        ("slash", "B", "minerva", "Final Answer: The final answer is $19/12$. I hope it is correct.", "a slash fraction in the Minerva closing"),
        ("exact", "B", "prose_sentence", r"The sum is exactly \(\frac{19}{12}\), give or take nothing; the decimal 1.583... would only approximate it.", "'exactly ... give or take nothing', then a decimal called an approximation"),
        ("r1_dfrac", "B", "boxed", "T:" + r1final(r"\dfrac{19}{12}"), "R1 final block with \\dfrac"),
        ("approx", "A", "prose_sentence", "So the sum is approximately 1.58.", "a rounded decimal for an exact fraction"),
        ("check", "A", "boxed", r"@\(\frac{3}{4} + \frac{5}{6} = \frac{9}{12} + \frac{10}{12} = \frac{17}{12}\).¶¶\(\boxed{\frac{17}{12}}\)¶¶Check: \(9 + 10 = 19 \neq 17\). Hmm.", "boxed 17/12 (9 + 10 slipped); the check finds 19 and does not settle it"),
        ("revise", "A", "answer_is", r"@The answer is \(\frac{19}{12}\).¶¶⟦W⟧Wait, the numerator is larger than the denominator, so it still has to be reduced: \(\frac{19}{12} = 1 + \frac{7}{12}\), so really the answer is \(\frac{7}{12}\).", "the answer first, then revised to 7/12 (the whole part dropped)"),
     ]),
    ("xy", "66",
     "If $x + y = 17$ and $x - y = 5$, what is the value of $xy$?",
     r"""Adding the two equations:
\[ (x + y) + (x - y) = 17 + 5 \implies 2x = 22 \implies x = 11. \]

Subtracting the second equation from the first:
\[ (x + y) - (x - y) = 17 - 5 \implies 2y = 12 \implies y = 6. \]

Check: \(11 + 6 = 17\) and \(11 - 6 = 5\).

Therefore
\[ xy = 11 \cdot 6 = 66. \]

""",
     "",
     [
        ("several_box", "B", "boxed", r"So \(xy = \boxed{66}\), with \(x = 11\) and \(y = 6\).", "the boxed product, then x and y"),
        ("first", "B", "prose_sentence", r"@\(xy = 66\).¶¶Adding the equations gives \(2x = 22\), so \(x = 11\); subtracting them gives \(2y = 12\), so \(y = 6\).", "the answer first; the explanation ends on y = 6"),
        ("words", "B", "prose_sentence", r"So the product \(xy\) is sixty-six.", "the value in words"),
        ("box_recap", "B", "boxed", r"$\boxed{66}$¶¶Here \(x = 11\) and \(y = 6\), and indeed \(11 + 6 = 17\), \(11 - 6 = 5\).", "a box, then a recap that agrees and ends on 5"),
        ("identity", "B", "prose_sentence", r"So \(xy = 66\), found straight from 17 and 5 via \(xy = \frac{17^2 - 5^2}{4}\).", "the value, then an identity in the givens"),
        ("exact", "B", "prose_sentence", r"So \(xy\) is exactly 66, give or take nothing, because \(x = 11\) and \(y = 6\) are forced.", "'exactly ... give or take nothing', then x and y"),
        ("check", "A", "boxed", r"@Adding the equations: \(2x = 22\), so \(x = 11\). Then \(y = 17 - 11 = 7\), and \(xy = 77\).¶¶\(\boxed{77}\)¶¶Check: \(11 - 7 = 4 \neq 5\), and \(11 \times 6 = 66\). Hmm.", "boxed 77 (17 − 11 slipped to 7); the check finds 66 and does not settle it"),
        ("approx", "A", "prose_sentence", r"So \(xy\) is about 66.", "'about' for an exact value"),
        ("revise", "A", "answer_is", r"@\(xy = 66\).¶¶⟦W⟧Wait, the product can be read off directly: \(x^2 - y^2 = (x + y)(x - y) = 17 \cdot 5 = 85\), so really the value is 85.", "the answer first, then revised to x^2 − y^2 = 85; the last answer counts"),
        ("two_values", "A", "prose_sentence", r"So \(xy = 66\) or \(xy = -66\), depending on the signs of \(x\) and \(y\).", "two values for one question"),
     ]),
    ("angle", "67.5",
     "The supplement of an angle is five times its complement. What is the measure of the angle, in degrees?",
     r"""Let the angle be \(x\) degrees. Its supplement is \(180 - x\) and its complement is \(90 - x\).

The condition says
\[ 180 - x = 5(90 - x). \]

Expanding the right side:
\[ 180 - x = 450 - 5x. \]

Adding \(5x\) to both sides and subtracting 180:
\[ 4x = 270 \implies x = \frac{270}{4} = 67.5. \]

Check: the complement is \(90 - 67.5 = 22.5\), the supplement is \(180 - 67.5 = 112.5\), and \(5 \times 22.5 = 112.5\).

""",
     "",
     [
        ("words", "B", "prose_sentence", "So the angle measures sixty-seven and a half degrees.", "the value in words"),
        ("frac", "B", "prose_sentence", r"So the angle is \(\frac{135}{2}\) degrees.", "135/2 = 67.5, an equal form"),
        ("box_unit", "B", "boxed", r"$\boxed{67.5}$ degrees", "the unit in words after the box"),
        ("first", "B", "prose_sentence", r"@The angle is \(67.5^\circ\).¶¶Let the angle be \(x\). Its supplement is \(180 - x\) and its complement is \(90 - x\), and the condition \(180 - x = 5(90 - x)\) gives \(4x = 270\). Its complement is then \(22.5^\circ\) and its supplement \(112.5^\circ\).", "the answer first; the explanation ends on 22.5 and 112.5"),
        ("several", "B", "prose_sentence", r"So the angle is \(67.5^\circ\), its complement is \(22.5^\circ\) and its supplement is \(112.5^\circ\).", "the angle first, then its complement and supplement"),
        ("box_recap", "B", "boxed", r"$\boxed{67.5}$¶¶Check: the complement is \(22.5^\circ\) and \(5 \times 22.5^\circ = 112.5^\circ\), which is the supplement.", "a box, then a check that agrees and ends on 112.5"),
        ("swap", "A", "prose_sentence", r"So the angle is \(22.5^\circ\), and its complement is \(67.5^\circ\).", "the angle is 22.5 (wrong); 67.5 attached to the complement"),
        ("approx", "A", "prose_sentence", r"So the angle is approximately \(67.5^\circ\).", "debatable: 'approximately' before a value that is exact (see DECISIONS)", True),
        ("check", "A", "boxed", r"@\(180 - x = 5(90 - x)\), so \(180 - x = 450 - 5x\), \(4x = 270\), \(x = 62.5\).¶¶\(\boxed{62.5}\)¶¶Check: \(4 \times 62.5 = 250 \neq 270\), and \(270 / 4 = 67.5\). Hmm.", "boxed 62.5 (270 / 4 slipped); the check finds 67.5 and does not settle it"),
        ("cut", "A", "truncated", r"So the measure of the angle is \(", "cut before the value: no_answer"),
     ]),
    ("marbles2", r"\frac{2}{15}",
     "A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     r"""There are \(4 + 6 = 10\) marbles in the bag.

**First draw:** the probability of red is \(\frac{4}{10}\).

**Second draw:** after one red marble is removed, 3 red marbles remain among 9, so the probability of red is \(\frac{3}{9}\).

Multiplying:
\[ P(\text{both red}) = \frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}. \]

Check with combinations: there are \(\binom{4}{2} = 6\) ways to choose two red marbles and \(\binom{10}{2} = 45\) ways to choose any two, and \(\frac{6}{45} = \frac{2}{15}\).

""",
     th(r"""4 red, 6 blue, 10 total. Both red without replacement: 4/10 * 3/9 = 12/90 = 2/15. Combinations: C(4,2) = 6, C(10,2) = 45, 6/45 = 2/15. Same.
"""),
     [
        ("words", "B", "prose_sentence", "So the probability that both marbles are red is two fifteenths.", "the value in words"),
        ("first", "B", "prose_sentence", r"@The probability is \(\frac{2}{15}\).¶¶The first draw is red with probability \(\frac{4}{10}\); given that, 3 of the remaining 9 are red, so the second draw is red with probability \(\frac{3}{9}\). Equivalently, there are \(\binom{4}{2} = 6\) red pairs out of \(\binom{10}{2} = 45\) pairs.", "the answer first; the explanation ends on 6 and 45"),
        ("unreduced", "B", "boxed", r"Thus, the answer is \(\boxed{\frac{6}{45}}\).", "6/45 = 2/15, an unreduced equal form"),
        ("box_pct", "B", "boxed", r"\(\boxed{\frac{2}{15}}\) (about 13.3\%)", "the boxed exact value with its approximate percentage after it"),
        ("several", "B", "prose_sentence", r"So the probability is \(\frac{2}{15}\), from 6 red pairs among 45 possible pairs.", "the value first, then the counts"),
        ("r1_dfrac", "B", "boxed", "T:" + r1final(r"\dfrac{2}{15}"), "R1 final block with \\dfrac"),
        ("exact", "B", "prose_sentence", r"The probability is exactly \(\frac{2}{15}\), give or take nothing.", "'exactly ... give or take nothing'"),
        ("check", "A", "boxed", r"@Each draw is red with probability \(\frac{4}{10}\), so \(P = \frac{4}{10} \cdot \frac{4}{10} = \frac{4}{25}\).¶¶\(\boxed{\frac{4}{25}}\)¶¶Check: without replacement the second factor is \(\frac{3}{9}\), which gives \(\frac{12}{90} = \frac{2}{15} \neq \frac{4}{25}\). Hmm.", "boxed 4/25 (with replacement); the check finds 2/15 and does not settle it"),
        ("approx", "A", "prose_sentence", "So the probability is approximately 0.133.", "a rounded decimal for an exact fraction"),
        ("revise", "A", "answer_is", r"@The probability is \(\frac{2}{15}\).¶¶⟦W⟧Wait, the two red marbles can be drawn in either order, so we should double it: really \(\frac{4}{15}\).", "the answer first, then revised (order double-counted) to 4/15"),
     ]),
]
# fmt: on


def with_work(problems: list) -> list:
    """`problems` with "⟦W⟧" in a final replaced by the problem's working (the whole completions
    that state an answer, then work through it again and revise or take it back)."""
    out = []
    for key, gold, question, work, think, probes in problems:
        rows = [(p[0], p[1], p[2], p[3].replace("⟦W⟧", work), *p[4:]) for p in probes]
        out.append((key, gold, question, work, think, rows))
    return out


CASES = probe_table(with_work(GPROBS), g, "g") + probe_table(with_work(MPROBS), m, "m")

DECISIONS = {
    "g_candies_rem_hash": (
        "reject",
        "the question asks how many candies Mia keeps (the remainder, 2); '#### 9 R 2' gives the "
        "whole division result with the quotient 9 as its value, the form a model uses when it "
        "answers 'what is 47 divided by 5'; the remainder is a part of that answer, not the answer "
        "itself, as in '\\boxed{9} (remainder 2)'",
    ),
    **{
        case: (
            "reject",
            "the sentence's main clause, its conclusion, states a rate (per month, per day, per "
            "meter, per hour); the gold total appears only in the premise it is drawn from ('Since "
            "the whole fence comes to $320, ...', 'Covering 270 miles in 4 hours, ...'), so the "
            "value the concluding sentence gives as its answer is the rate, a rate where a total "
            "is asked (README: wrong); a checker that takes the first number of the sentence "
            "accepts it",
        )
        for case in (
            "g_gym_rate",
            "g_pages_rate",
            "g_fence_rate",
            "g_wages_rate",
            "g_train_rate_prose",
        )
    },
    "m_angle_approx": (
        "reject",
        "67.5 is the exact measure, but 'approximately' says the model does not claim it exactly; "
        "the label conventions treat a hedge of an exact value as wrong whatever the number, so "
        "that a checker need not judge whether the hedged number happens to be exact",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam198", CASES, [], DECISIONS)
