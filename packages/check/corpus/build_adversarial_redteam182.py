r"""Build adversarial_redteam182.jsonl: round 182 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam182"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam171.py / 173.py / 175.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 160 GSM8K and 80 MATH, 120 kind A and 120 kind B:
UNMARKED FINAL SENTENCES OF LONG CHAIN-OF-THOUGHT, as base and instruct models (Qwen2-7B,
Llama-3.1-8B, gemma-2-9b, Qwen2.5-Math, R1-distilled hybrids) end GSM8K and MATH solutions with no
box and no '####': 300-2000 characters of step-by-step working, then a closing sentence or two that
states the answer. The closings vary as real ones do: the value with a counted noun and a relative
clause ("there are 40 girls in Grade 5 who are not in the chess club"), the value as the subject
with a negated predicate ("90 melons were not ready"), "will remain with", "ends up with", "is left
with", "gets back", "saves", a given after the value ("after giving away 80", "out of the 120 she
bought"), several numbers in one sentence where one is the answer ("Lena's bakery sold 1,250 and
Tom's sold 5,000"), a comparison for a "how much more" question ("Rita pays $60 more than Sam"),
", which adds up to 48 minutes in total", "for a total of", escaped dollars (`\$30.50`), bold
(`**$130**`), a trailing remark without numbers, "Final Answer: <sentence>", "The answer is: $27",
and cut-off endings. Kind B: the right answer in these honest closings. Kind A: the same shapes
where the last stated value is a subtotal, a given, the other person's amount, the difference where
the total is asked (or the reverse), a rate where a total is asked, a hedge ("about",
"approximately", "at least"), a negated value ("is not 40"), a closing remark that takes the value
back (with another value, or with none), or two values for one question; and cuts (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 150 pupils, 60 % girls, 50 girls in the chess club, girls not in it -> 40 (90 girls; 60
boys; 50 in the club); 150 melons, 2/5 ripe, not ready -> 90 (60 ripe); $85, shoes $27, book $18,
left -> 40 (45 spent; 58 after shoes); Lena 1,250 loaves, Tom 4 times as many, Tom -> 5000 (6250
together; 3750 more); Rita $14 a month, Sam $9 a month, a year, how much more Rita -> 60 (168 Rita,
108 Sam, 5 a month, 276 together); 12 min shower, breakfast 3 times as long, total -> 48 (36
breakfast); $15 a week for 14 weeks then spends $80, left -> 130 (210 saved; 80 spent); 3
sandwiches at $6.50, pays $50, change -> 30.5 (19.50 cost; 43.50 for one); 200 stickers, 40 to her
sister, 1/4 of the rest to a friend, left -> 120 (160 after the sister; 40 to the friend; 80 given
away); 120 eggs, 15 broke, 3 dozen used, left -> 69 (105 after breaking; 51 lost or used; 84 for
120 - 36); 55 mph for 4 hours, distance -> 220 (55 rate); 4 friends, $96 bill plus $12 tip, each ->
27 (108 total; 24 without the tip); 5 shirts at $12, 2 trousers at $25, total -> 110 (60; 50);
son 12, father 3 times as old, father in 5 years -> 41 (36 now; 17 the son then); 360 pages, 1/3
on day one, 1/4 of the rest on day two, left -> 180 (120 day one; 60 day two; 240 after day one);
80 shirts, 25 % sold Monday, 30 Tuesday, left -> 30 (20 Monday; 50 sold; 60 after Monday).
MATH: 3x - 7 = 11 -> 6 (3x = 18; 4/3 for 3x = 4); P(two dice sum to 7) -> \frac{1}{6} (6 of 36;
5/36 for a sum of 6 or 8; 1/36); triangle (0,0), (6,0), (0,8) area -> 24 (48 without the half; 10
the hypotenuse; 24 also = 6 * 8 / 2); interior angle sum of a hexagon -> 720 (120 each; 360
exterior); distance (1,2) to (4,6) -> 5 (25 squared; 3 and 4 the legs); gcd(48, 180) -> 12
(48 = 2^4 3, 180 = 2^2 3^2 5; lcm 720; 6 and 4 common divisors); sum of the roots of x^2 - 5x + 6
-> 5 (roots 2, 3; product 6); \sqrt{72} -> 6\sqrt{2} (3\sqrt{8} = 6\sqrt{2} equal; 8.49 about;
6\sqrt{3} = \sqrt{108}; 36\sqrt{2} wrong).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name the
closing (noun_rel / neg_pred / remain / ends_up / left_with / gets_back / given_after / out_of /
two_numbers / more_than / adds_up / total_of / esc_dollar / bold / remark / final_phrase /
answer_is_dollar / equal_form ...). Kind A shapes name the error (sub / given / other / diff /
total / rate / saves / about / approx / at_least / neg / takeback / takeback_none / two_values / cut ...).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171, 173 and 175): the LAST final
answer counts; with no marker and no box it is the value the concluding sentence states as the
answer to the question asked, even when that sentence also repeats givens or the other person's
amount ("Lena's bakery sold 1,250 and Tom's sold 5,000" answers "how many did Tom's sell" with
5000) or puts a given after the value ("120 stickers after giving away 80"). A trailing remark
with no number does not change the answer. A comparison sentence "Rita pays $60 more than Sam"
answers "how much more" with 60. Wrong: the concluding value is a subtotal, a given, the other
person's amount, the difference where the total is asked (or the reverse), a rate where a total is
asked, a hedge or approximation of an exact value ("about", "approximately", "at least"), a
negated value ("is not 40"), two values for one question, or an answer taken back and replaced.
An answer taken back with nothing in its place, or a cut before the value, is no_answer. Equal
values in another form (`3\sqrt{8}` for `6\sqrt{2}`, `6/36` for `\frac{1}{6}`, `$30.50` for 30.5)
are correct. Debatable (2, with DECISIONS): `g_dinner_paren_alt` ("$27 each (or $24 before the
tip)", rejected as two values), `ok_g_bakery_more_too` (Tom's 5,000, then "which is 3,750 more than
Lena's bakery", accepted).

Usage: python build_adversarial_redteam182.py (writes /tmp/rounds/rt182/adversarial_redteam182.jsonl)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block (unused here: ""), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; one opening "@" is the whole
# completion. "¶" in a final is a newline. Kind A probes whose form is "truncated" or "none" are
# no_answer, the other kind A wrong.
GPROBS = [
    ("club", "40",
     "Grade 5 has 150 students, and 60% of them are girls. 50 of the girls are in the chess club. How many girls in Grade 5 are not in the chess club?",
     """To solve this problem, we need to find the number of girls in Grade 5 first, and then subtract the girls who are in the chess club.

Step 1: Find the number of girls.
60% of the 150 students are girls. To find 60% of 150, we multiply 150 by 0.60:
150 x 0.60 = 90
So there are 90 girls in Grade 5.

(For reference, the number of boys is 150 - 90 = 60, but we don't need the boys for this question.)

Step 2: Subtract the girls in the chess club.
50 of the 90 girls are in the chess club. The girls who are not in the club are:
90 - 50 = 40

Step 3: Check.
40 girls not in the club plus 50 girls in the club gives 40 + 50 = 90 girls, which matches Step 1.

""",
     "",
     [
        ("noun_rel", "B", "prose_sentence", "Therefore, there are 40 girls in Grade 5 who are not in the chess club.", "value, counted noun and a relative clause"),
        ("out_of", "B", "prose_sentence", "So 40 of the 90 girls are not in the chess club.", "'40 of the 90 girls': the answer first, the girls' total after"),
        ("remark", "B", "prose_sentence", "In conclusion, 40 girls in Grade 5 are not members of the chess club. This step-by-step method makes sure we only count the girls and not the boys.", "a trailing remark without numbers"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: The number of girls in Grade 5 who are not in the chess club is 40.", "'Final Answer:' then a sentence"),
        ("bare", "B", "bare_last_line", "The answer is:¶40", "the value on its own last line"),
        ("girls", "A", "prose_sentence", "Therefore, there are 90 girls in Grade 5, and some of them are in the chess club.", "the girls' total, a subtotal"),
        ("boys", "A", "prose_sentence", "So there are 60 boys in Grade 5 who are not counted among the girls.", "the boys' count, 60"),
        ("neg", "A", "prose_sentence", "So the number of girls who are not in the chess club is not 40, since the 50 club members must be counted again among the boys.", "the value negated; no other value is stated as the answer"),
        ("at_least", "A", "prose_sentence", "Therefore, at least 40 girls in Grade 5 are not in the chess club.", "'at least 40': a bound, not the exact count"),
        ("cut", "A", "truncated", "Therefore, the number of girls in Grade 5 who are not in the chess club is", "cut before the value: no_answer"),
     ]),
    ("melons", "90",
     "A farmer grew 150 melons. Only 2/5 of them were ripe when he checked them. How many melons were not ready to be picked?",
     """Let's break this down step by step.

The farmer grew 150 melons in total.

2/5 of the melons were ripe. To find how many that is, we multiply:
(2/5) x 150 = 300/5 = 60 melons were ripe.

The melons that were not ready are the ones that were not ripe. We subtract the ripe melons from the total:
150 - 60 = 90

We can also check this with fractions: if 2/5 were ripe, then 1 - 2/5 = 3/5 were not ripe, and (3/5) x 150 = 450/5 = 90. Both ways give the same result.

""",
     "",
     [
        ("neg_pred", "B", "prose_sentence", "So, 90 melons were not ready to be picked.", "the value as the subject with a negated predicate"),
        ("out_of", "B", "prose_sentence", "Therefore, 90 out of the 150 melons the farmer grew were not ready.", "the answer, then the given total after 'out of'"),
        ("two_numbers", "B", "prose_sentence", "So 60 melons were ripe and 90 melons were not ready to be picked.", "two numbers; the one the question asks for is stated last and as the not-ready count"),
        ("bold", "B", "prose_sentence", "The farmer had **90 melons** that were not ready to be picked.", "bold value with its noun"),
        ("answer_is", "B", "answer_is", "The answer is: 90", "'The answer is:'"),
        ("ripe", "A", "prose_sentence", "So, 60 melons were ready to be picked.", "the ripe count, the complement"),
        ("ripe_neg", "A", "prose_sentence", "So, 60 melons were not ready to be picked.", "the ripe count put in the negated predicate"),
        ("given", "A", "prose_sentence", "Therefore, the farmer had 150 melons, and not all of them were ready.", "the given total"),
        ("takeback", "A", "prose_sentence", "So, 90 melons were not ready. Wait, 2/5 of 150 is 60, so the number not ready is 150 - 2/5 = 149.6, or about 150 melons.", "the answer taken back for a wrong value"),
        ("cut", "A", "truncated", "So, the number of melons that were not ready to be picked is 9", "cut inside the value: no_answer"),
     ]),
    ("shoes", "40",
     "Maya had $85. She spent $27 on a pair of shoes and $18 on a book. How much money does Maya have left?",
     """To find how much money Maya has left, we need to figure out how much she spent in total and subtract that from the amount she started with.

1. **Starting amount:** Maya had $85.

2. **Money spent on shoes:** $27
   After buying the shoes, she had $85 - $27 = $58.

3. **Money spent on the book:** $18
   After buying the book, she had $58 - $18 = $40.

4. **Check with the total spent:**
   Total spent = $27 + $18 = $45
   Money left = $85 - $45 = $40

Both methods give the same amount.

""",
     "",
     [
        ("left_with", "B", "prose_sentence", "So, Maya is left with $40.", "'is left with'"),
        ("esc_dollar", "B", "prose_sentence", r"Maya has \$40 left after buying the shoes and the book.", "escaped dollar"),
        ("given_after", "B", "prose_sentence", "Therefore, Maya has $40 left after spending $45 on the shoes and the book.", "the total spent after the answer"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Maya has $40 left.", "'Final Answer:' and a sentence"),
        ("answer_is_dollar", "B", "answer_is", "The answer is: $40", "'The answer is: $40' with an unpaired dollar"),
        ("spent", "A", "prose_sentence", "So, Maya spent $45 in total on the shoes and the book.", "the total spent, a subtotal"),
        ("after_shoes", "A", "prose_sentence", "So, after buying the shoes, Maya is left with $58.", "the balance after the first purchase"),
        ("two_values", "A", "prose_sentence", "So Maya has either $40 or $58 left, depending on whether she bought the book.", "two values for one question"),
        ("approx", "A", "prose_sentence", "Therefore, Maya has approximately $40 left.", "'approximately' for an exact amount"),
        ("takeback_none", "A", "none", "So, Maya has $40 left. Hmm, wait, I think I misread the prices. Let me recompute the cost of the shoes.", "the answer taken back, nothing in its place: no_answer"),
     ]),
    ("bakery", "5000",
     "Lena's bakery sold 1,250 loaves of bread last month. Tom's bakery sold 4 times as many loaves. How many loaves did Tom's bakery sell?",
     """Let's solve this step by step.

Lena's bakery sold 1,250 loaves of bread.

Tom's bakery sold 4 times as many loaves as Lena's bakery. So we need to multiply Lena's number by 4:

1,250 x 4 = 5,000

To double-check: 1,000 x 4 = 4,000 and 250 x 4 = 1,000, and 4,000 + 1,000 = 5,000.

Together the two bakeries sold 1,250 + 5,000 = 6,250 loaves, but the question only asks about Tom's bakery.

""",
     "",
     [
        ("two_numbers", "B", "prose_sentence", "Therefore, Lena's bakery sold 1,250 loaves and Tom's bakery sold 5,000 loaves.", "several numbers; Tom's amount, the one asked, is 5,000"),
        ("noun_rel", "B", "prose_sentence", "So Tom's bakery sold 5,000 loaves of bread last month.", "comma thousands with the noun"),
        ("more_too", "B", "prose_sentence", "So Tom's bakery sold 5,000 loaves, which is 3,750 more than Lena's bakery.", "debatable: Tom's 5,000, then the difference after 'which is' (see DECISIONS)", True),
        ("bold", "B", "prose_sentence", "Tom's bakery sold **5,000** loaves of bread.", "bold value"),
        ("remark", "B", "prose_sentence", "Tom's bakery sold 5,000 loaves. This shows how multiplying by a whole number scales the original amount.", "a remark without numbers after the answer"),
        ("other", "A", "prose_sentence", "Therefore, Tom's bakery sold 4 times as many loaves as Lena's bakery, which sold 1,250 loaves.", "Lena's amount is the last value; Tom's is never stated"),
        ("total", "A", "prose_sentence", "So the two bakeries sold 6,250 loaves altogether.", "the combined total, not Tom's"),
        ("diff", "A", "prose_sentence", "So Tom's bakery sold 3,750 more loaves than Lena's bakery.", "the difference where Tom's amount is asked"),
        ("reverse", "A", "prose_sentence", "So Lena's bakery sold 5,000 loaves and Tom's bakery sold 1,250 loaves.", "the two amounts swapped: Tom's is 1,250"),
        ("cut", "A", "truncated", "Therefore, Tom's bakery sold 5,", "cut after '5,': no_answer"),
     ]),
    ("stream", "60",
     "Rita pays $14 per month for a music service. Sam pays $9 per month for a different service. How much more does Rita pay than Sam in one year?",
     """To find out how much more Rita pays than Sam in one year, let's calculate each person's yearly cost.

**Rita:**
$14 per month x 12 months = $168 per year

**Sam:**
$9 per month x 12 months = $108 per year

**Difference:**
$168 - $108 = $60

Another way to see this: Rita pays $14 - $9 = $5 more each month, and over 12 months that is $5 x 12 = $60.

""",
     "",
     [
        ("more_than", "B", "prose_sentence", "So, Rita pays $60 more than Sam in one year.", "a comparison sentence for a 'how much more' question"),
        ("which_is", "B", "prose_sentence", "Rita pays $168 a year and Sam pays $108, so Rita pays $60 more than Sam each year.", "several amounts; the difference is last"),
        ("esc_dollar", "B", "prose_sentence", r"Therefore, Rita pays \$60 more per year than Sam.", "escaped dollar"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Rita pays $60 more than Sam in a year.", "'Final Answer:' then a sentence"),
        ("bold", "B", "prose_sentence", "Rita pays **$60** more than Sam in one year.", "bold money"),
        ("rate", "A", "prose_sentence", "So, Rita pays $5 more than Sam.", "the monthly difference for a yearly question"),
        ("rita_total", "A", "prose_sentence", "So, in one year Rita pays $168, which is more than Sam's.", "Rita's yearly total"),
        ("total", "A", "prose_sentence", "Together, Rita and Sam pay $276 for their music services in one year.", "the sum where the difference is asked"),
        ("other", "A", "prose_sentence", "So, Sam pays $108 for his music service in one year.", "Sam's yearly amount, the other person's"),
        ("about", "A", "prose_sentence", "So, Rita pays about $60 more than Sam each year.", "'about $60' for an exact difference"),
     ]),
    ("morning", "48",
     "Jake spends 12 minutes in the shower each morning. He spends 3 times as long eating breakfast. How many minutes does Jake spend showering and eating breakfast altogether?",
     """Let's work through this problem.

First, Jake spends 12 minutes in the shower.

Next, he spends 3 times as long eating breakfast as he does in the shower. So the breakfast time is:
3 x 12 = 36 minutes

Now we need the total time for both activities. We add the shower time and the breakfast time:
12 + 36 = 48 minutes

""",
     "",
     [
        ("adds_up", "B", "prose_sentence", "Jake spends 12 minutes showering and 36 minutes eating breakfast, which adds up to 48 minutes in total.", "', which adds up to 48 minutes in total'"),
        ("total_of", "B", "prose_sentence", "So Jake spends 12 minutes in the shower and 36 minutes at breakfast, for a total of 48 minutes.", "'for a total of'"),
        ("noun_rel", "B", "prose_sentence", "Therefore, Jake spends 48 minutes showering and eating breakfast altogether.", "plain closing"),
        ("answer_is", "B", "answer_is", "The answer is 48 minutes.", "'The answer is' with unit"),
        ("remark", "B", "prose_sentence", "So Jake spends a total of 48 minutes on these two activities each morning. Breaking the problem into parts like this makes it easier to avoid mistakes.", "a remark without numbers"),
        ("sub", "A", "prose_sentence", "So Jake spends 36 minutes eating breakfast.", "the breakfast time only"),
        ("given", "A", "prose_sentence", "So Jake spends 3 times as long eating breakfast as the 12 minutes he spends in the shower.", "only the givens 3 and 12; no total stated"),
        ("wrong_add", "A", "prose_sentence", "Jake spends 12 minutes showering and 36 minutes eating breakfast, which adds up to 42 minutes in total.", "the sum miswritten as 42"),
        ("at_least", "A", "prose_sentence", "So Jake spends at least 48 minutes on his morning routine.", "'at least 48'"),
        ("cut", "A", "truncated", "So Jake spends 12 minutes showering and 36 minutes eating breakfast, for a total of", "cut before the total: no_answer"),
     ]),
    ("savings", "130",
     "Nora saves $15 every week for 14 weeks. Then she spends $80 on a new jacket. How much money does Nora have left?",
     """To find how much money Nora has left, we first find how much she saved and then subtract the cost of the jacket.

Step 1: Calculate the total savings.
Nora saves $15 every week for 14 weeks.
Total savings = $15 x 14 = $210

Step 2: Subtract the cost of the jacket.
She spends $80 on a new jacket.
Money left = $210 - $80 = $130

Step 3: Verify.
$130 + $80 = $210, and $210 / 14 = $15 per week, which matches the problem.

""",
     "",
     [
        ("ends_up", "B", "prose_sentence", "So Nora ends up with $130 after buying the jacket.", "'ends up with'"),
        ("bold", "B", "prose_sentence", "Therefore, Nora has **$130** left.", "bold money"),
        ("given_after", "B", "prose_sentence", "Nora has $130 left after spending $80 on the jacket.", "the given $80 after the answer"),
        ("answer_is_dollar", "B", "answer_is", "The answer is: $130", "'The answer is: $130'"),
        ("two_numbers", "B", "prose_sentence", "Nora saved $210 in total, and after buying the $80 jacket she has $130 left.", "three amounts; the asked one last"),
        ("saves", "A", "prose_sentence", "So Nora saves $210 in 14 weeks.", "the savings before the jacket"),
        ("rate", "A", "prose_sentence", "So Nora saves $15 every week and has money left after the jacket.", "the weekly rate"),
        ("takeback", "A", "prose_sentence", "So Nora has $130 left. However, she bought the jacket before her last week of saving, so she actually has $115 left.", "taken back for 115"),
        ("neg", "A", "prose_sentence", "Therefore, the money Nora has left is not $130 but the $80 she spent on the jacket.", "the value negated, a given put in its place"),
        ("cut", "A", "truncated", "Therefore, Nora ends up with $", "cut after the dollar sign: no_answer"),
     ]),
    ("change", "30.5",
     "Ben buys 3 sandwiches that cost $6.50 each. He pays with a $50 bill. How much change does Ben get back?",
     """First, let's find the total cost of the sandwiches.

Each sandwich costs $6.50, and Ben buys 3 of them:
3 x $6.50 = $19.50

Next, we find the change by subtracting the total cost from the amount Ben paid:
$50.00 - $19.50 = $30.50

Let's check: $19.50 + $30.50 = $50.00. That's correct.

Another way to compute the cost: $6.50 is $6 plus 50 cents. Three times $6 is $18, and three times 50 cents is $1.50, so the sandwiches cost $18 + $1.50 = $19.50, the same as before.

""",
     "",
     [
        ("gets_back", "B", "prose_sentence", "So Ben gets back $30.50 in change.", "'gets back'"),
        ("esc_dollar", "B", "prose_sentence", r"Therefore, Ben gets \$30.50 back from his \$50 bill.", "escaped dollars; the given $50 after the answer"),
        ("bold", "B", "prose_sentence", "Ben receives **$30.50** in change.", "bold money"),
        ("cents", "B", "prose_sentence", "So Ben gets 30 dollars and 50 cents back.", "'30 dollars and 50 cents' = 30.5"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Ben gets $30.50 in change.", "'Final Answer:' sentence"),
        ("cost", "A", "prose_sentence", "So the sandwiches cost Ben $19.50 in total.", "the cost, a subtotal"),
        ("one_sandwich", "A", "prose_sentence", "So Ben gets back $43.50 in change.", "the change for one sandwich"),
        ("approx", "A", "prose_sentence", "So Ben gets back approximately $30 in change.", "approximate and rounded"),
        ("two_values", "A", "prose_sentence", "Ben gets back $30.50, or $31 if the cashier rounds up.", "two values for one question"),
        ("given", "A", "prose_sentence", "So Ben gets his change back from the $50 bill.", "only the given $50"),
     ]),
    ("stickers", "120",
     "Carla had 200 stickers. She gave 40 stickers to her sister and then gave 1/4 of the remaining stickers to her friend. How many stickers does Carla have now?",
     """Let's solve this step by step:

1. Carla starts with 200 stickers.

2. She gives 40 stickers to her sister:
   200 - 40 = 160 stickers remaining.

3. She gives 1/4 of the remaining stickers to her friend:
   1/4 x 160 = 40 stickers to her friend.

4. Subtract the stickers given to her friend:
   160 - 40 = 120 stickers.

In total Carla gave away 40 + 40 = 80 stickers, and 200 - 80 = 120, which agrees.

""",
     "",
     [
        ("remain", "B", "prose_sentence", "So Carla will remain with 120 stickers.", "'will remain with'"),
        ("given_after", "B", "prose_sentence", "Carla has 120 stickers left after giving away 80.", "the given-away count after the answer"),
        ("out_of", "B", "prose_sentence", "Therefore, Carla now has 120 of her original 200 stickers.", "'120 of her original 200'"),
        ("noun_rel", "B", "prose_sentence", "So there are 120 stickers that Carla still has.", "value, noun and relative clause"),
        ("remark", "B", "prose_sentence", "Carla now has 120 stickers. It is important to take the fraction of the remaining stickers, not of the original amount.", "remark without numbers"),
        ("sub", "A", "prose_sentence", "So Carla will remain with 160 stickers after giving some to her sister.", "the count after the sister only"),
        ("friend", "A", "prose_sentence", "So Carla gives her friend 40 stickers.", "the friend's share"),
        ("given_away", "A", "prose_sentence", "In total, Carla gives away 80 stickers.", "the total given away"),
        ("wrong_base", "A", "prose_sentence", "So after giving 1/4 of 200 to her friend, Carla will remain with 110 stickers.", "1/4 of the original: 200 - 40 - 50 = 110"),
        ("cut", "A", "truncated", "So Carla will remain with 12", "cut inside 120: no_answer"),
     ]),
    ("eggs", "69",
     "Jenna bought 120 eggs for her shop. 15 of them broke on the way home, and she used 3 dozen eggs to bake cakes. How many eggs does Jenna have left?",
     """Let's break it down.

Jenna bought 120 eggs.

15 eggs broke on the way home:
120 - 15 = 105 eggs

She used 3 dozen eggs for baking. One dozen is 12 eggs, so 3 dozen is:
3 x 12 = 36 eggs

Now subtract the eggs used for baking:
105 - 36 = 69 eggs

So in total, 15 + 36 = 51 eggs were broken or used, and 120 - 51 = 69.

""",
     "",
     [
        ("out_of", "B", "prose_sentence", "Jenna has 69 eggs left out of the 120 she bought.", "'out of the 120 she bought' after the answer"),
        ("is_left", "B", "prose_sentence", "So Jenna is left with 69 eggs.", "'is left with'"),
        ("two_numbers", "B", "prose_sentence", "After 15 eggs broke and 36 were used, Jenna has 69 eggs left.", "givens before; answer last"),
        ("answer_is", "B", "answer_is", "The answer is: 69 eggs", "'The answer is:' with noun"),
        ("sixty_nine", "B", "prose_sentence", "Therefore, Jenna has sixty-nine (69) eggs left.", "words with agreeing digits"),
        ("sub", "A", "prose_sentence", "So Jenna is left with 105 eggs that did not break.", "the count after the breakage only"),
        ("used", "A", "prose_sentence", "So 51 eggs were broken or used, out of the 120 she bought.", "broken plus used, not left"),
        ("dozen_wrong", "A", "prose_sentence", "So Jenna has 120 - 15 - 3 = 102 eggs left.", "3 dozen read as 3"),
        ("two_values", "A", "prose_sentence", "Jenna has 69 eggs left, or 84 if the broken eggs were replaced.", "two values"),
        ("cut", "A", "truncated", "So, Jenna is left with", "cut before the value: no_answer"),
     ]),
    ("drive", "220",
     "A car travels at a speed of 55 miles per hour for 4 hours. How far does the car travel?",
     """To find the distance traveled, we use the formula:

Distance = Speed x Time

The speed is 55 miles per hour, and the time is 4 hours.

Distance = 55 miles/hour x 4 hours = 220 miles

We can check this: after 1 hour the car has gone 55 miles, after 2 hours 110 miles, after 3 hours 165 miles, and after 4 hours 220 miles.

""",
     "",
     [
        ("total_of", "B", "prose_sentence", "So the car travels a total of 220 miles.", "'a total of'"),
        ("given_after", "B", "prose_sentence", "Therefore, the car travels 220 miles in 4 hours at 55 miles per hour.", "givens after the answer"),
        ("bold", "B", "prose_sentence", "The car travels **220 miles**.", "bold value and unit"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: The car travels 220 miles.", "'Final Answer:' sentence"),
        ("remark", "B", "prose_sentence", "The car covers 220 miles. This assumes the car keeps a constant speed the whole time.", "a remark without numbers"),
        ("rate", "A", "prose_sentence", "So the car travels at 55 miles per hour for the whole trip.", "the speed, a rate, where a distance is asked"),
        ("three_hours", "A", "prose_sentence", "So the car travels 165 miles.", "three hours' distance"),
        ("about", "A", "prose_sentence", "So the car travels about 220 miles.", "'about'"),
        ("at_least", "A", "prose_sentence", "The car travels at least 220 miles.", "'at least'"),
        ("takeback", "A", "prose_sentence", "So the car travels 220 miles. But the question may mean 4 hours there and back, so each way is 110 miles.", "taken back for 110"),
     ]),
    ("dinner", "27",
     "Four friends eat dinner together. The bill is $96, and they leave a $12 tip. If they split the bill and the tip equally, how much does each friend pay?",
     """Let's find the total amount first.

The bill is $96 and the tip is $12, so the total is:
$96 + $12 = $108

Now we split the total equally among 4 friends:
$108 / 4 = $27

If we split only the bill, each would pay $96 / 4 = $24, and each person's share of the tip is $12 / 4 = $3. Adding these gives $24 + $3 = $27, the same.

""",
     "",
     [
        ("answer_is_dollar", "B", "answer_is", "The answer is: $27", "'The answer is: $27'"),
        ("each", "B", "prose_sentence", "So each friend pays $27.", "plain closing"),
        ("esc_dollar", "B", "prose_sentence", r"Each of the four friends pays \$27, which covers their share of the bill and the tip.", "escaped dollar"),
        ("split", "B", "prose_sentence", "Each friend pays $24 for the bill plus $3 for the tip, for a total of $27.", "'for a total of' after parts"),
        ("bold", "B", "prose_sentence", "Therefore, each friend pays **$27**.", "bold"),
        ("total", "A", "prose_sentence", "So the friends pay $108 in total.", "the total where the share is asked"),
        ("no_tip", "A", "prose_sentence", "So each friend pays $24.", "the share without the tip"),
        ("paren_alt", "A", "prose_sentence", "So each friend pays $27 (or $24 before the tip).", "debatable: a parenthetical second value (see DECISIONS)", True),
        ("tip_share", "A", "prose_sentence", "So each friend pays $3 toward the tip.", "the tip share"),
        ("cut", "A", "truncated", "So each friend pays $2", "cut inside the value: no_answer"),
     ]),
    ("shirts", "110",
     "Omar buys 5 shirts for $12 each and 2 pairs of trousers for $25 each. How much does Omar spend in total?",
     """We need the cost of the shirts and the cost of the trousers.

Cost of shirts:
5 shirts x $12 = $60

Cost of trousers:
2 pairs x $25 = $50

Total cost:
$60 + $50 = $110

Let's double-check each part. For the shirts, $12 x 5 can be found as $10 x 5 = $50 plus $2 x 5 = $10, which is $60. For the trousers, $25 x 2 = $50. Adding them again, $60 + $50 = $110.

Note that the trousers cost more per item ($25 versus $12), but Omar buys more shirts, so he spends $10 more on shirts than on trousers.

""",
     "",
     [
        ("total_of", "B", "prose_sentence", "Omar spends $60 on shirts and $50 on trousers, for a total of $110.", "'for a total of' last"),
        ("adds_up", "B", "prose_sentence", "The shirts cost $60 and the trousers cost $50, which adds up to $110 in total.", "'which adds up to'"),
        ("spends", "B", "prose_sentence", "Therefore, Omar spends $110 in total.", "plain closing"),
        ("esc_dollar", "B", "prose_sentence", r"So Omar spends \$110 altogether.", "escaped dollar"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Omar spends a total of $110.", "'Final Answer:' sentence"),
        ("shirts", "A", "prose_sentence", "So Omar spends $60 on the shirts.", "the shirts only"),
        ("trousers", "A", "prose_sentence", "So the trousers cost $50, and Omar spends that amount on 2 pairs.", "the trousers' cost only"),
        ("diff", "A", "prose_sentence", "So Omar spends $10 more on shirts than on trousers.", "the difference where the total is asked"),
        ("unit_sum", "A", "prose_sentence", "So Omar spends $12 + $25 = $37 in total.", "the unit prices added"),
        ("approx", "A", "prose_sentence", "So Omar spends roughly $110 in total.", "'roughly'"),
     ]),
    ("age", "41",
     "Daniel's son is 12 years old. Daniel is 3 times as old as his son. How old will Daniel be in 5 years?",
     """Let's find Daniel's current age first.

Daniel's son is 12 years old, and Daniel is 3 times as old as his son:
Daniel's age = 3 x 12 = 36 years

In 5 years, Daniel will be:
36 + 5 = 41 years old

(His son will be 12 + 5 = 17 years old at that time.)

Let's verify: right now Daniel is 36 and his son is 12, and 36 / 12 = 3, so Daniel is indeed 3 times as old as his son. Both of them get 5 years older, so Daniel goes from 36 to 41. Note that in 5 years Daniel will no longer be exactly 3 times his son's age, since 3 x 17 = 51, not 41.

""",
     "",
     [
        ("will_be", "B", "prose_sentence", "So Daniel will be 41 years old in 5 years.", "the value, then the given 5 years"),
        ("two_numbers", "B", "prose_sentence", "In 5 years, Daniel's son will be 17 and Daniel will be 41 years old.", "the son's age, then Daniel's, the one asked, last"),
        ("answer_is", "B", "answer_is", "The answer is 41.", "'The answer is'"),
        ("remark", "B", "prose_sentence", "Therefore, Daniel will be 41 years old in five years. Remember to add the years after finding the current age.", "remark without digits"),
        ("bold", "B", "prose_sentence", "Daniel will be **41 years old** in 5 years.", "bold"),
        ("now", "A", "prose_sentence", "So Daniel is 36 years old.", "the current age"),
        ("son", "A", "prose_sentence", "So in 5 years Daniel's son will be 17 years old.", "the son's age then"),
        ("times_later", "A", "prose_sentence", "In 5 years Daniel will be 3 times 17, which is 51 years old.", "3 times the son's later age"),
        ("two_values", "A", "prose_sentence", "So Daniel will be 41 or 42 years old in 5 years, depending on his birthday.", "two values"),
        ("cut", "A", "truncated", "So, in 5 years, Daniel will be", "cut before the value: no_answer"),
     ]),
    ("pages", "180",
     "A book has 360 pages. Priya reads 1/3 of the book on Monday and 1/4 of the remaining pages on Tuesday. How many pages does she still have to read?",
     """Let's go step by step.

**Monday:**
Priya reads 1/3 of 360 pages:
360 x 1/3 = 120 pages
Pages remaining after Monday: 360 - 120 = 240 pages

**Tuesday:**
She reads 1/4 of the remaining 240 pages:
240 x 1/4 = 60 pages
Pages remaining after Tuesday: 240 - 60 = 180 pages

**Check:** She has read 120 + 60 = 180 pages, and 360 - 180 = 180 pages are left. It happens that she has read exactly half of the book.

""",
     "",
     [
        ("still", "B", "prose_sentence", "So Priya still has 180 pages to read.", "plain closing"),
        ("noun_rel", "B", "prose_sentence", "Therefore, there are 180 pages that Priya has not read yet.", "value, noun, relative clause with a negation"),
        ("out_of", "B", "prose_sentence", "Priya has 180 pages left to read out of the 360-page book.", "given after 'out of'"),
        ("half", "B", "prose_sentence", "She still has 180 pages to read, which is half of the book.", "'half of the book' as a remark after the value"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: Priya has 180 pages left to read.", "'Final Answer:' sentence"),
        ("sub", "A", "prose_sentence", "So after Monday Priya still has 240 pages to read.", "after Monday only"),
        ("tuesday", "A", "prose_sentence", "So Priya reads 60 pages on Tuesday.", "Tuesday's pages"),
        ("wrong_base", "A", "prose_sentence", "So Priya still has 360 - 120 - 90 = 150 pages to read.", "1/4 of the whole book"),
        ("half_only", "A", "prose_sentence", "So Priya still has to read half of the book.", "a fraction with no page count"),
        ("takeback_none", "A", "none", "So Priya still has 180 pages to read. Hmm, that seems too neat. Let me recheck Tuesday's reading", "the answer taken back and the recheck cut: no_answer"),
     ]),
    ("store", "30",
     "A store had 80 shirts. On Monday it sold 25% of them, and on Tuesday it sold 30 more. How many shirts are left?",
     """To solve this, we find how many shirts were sold each day.

Monday: 25% of 80 shirts = 0.25 x 80 = 20 shirts sold
Shirts after Monday: 80 - 20 = 60

Tuesday: 30 shirts sold
Shirts after Tuesday: 60 - 30 = 30

Total sold: 20 + 30 = 50 shirts, and 80 - 50 = 30.

Let's double check the percentage part. 25% is the same as one quarter, and one quarter of 80 is 80 / 4 = 20. So on Monday the store sold 20 shirts, leaving 60. Then on Tuesday it sold 30 of those 60, which is exactly half of what was left.

""",
     "",
     [
        ("left", "B", "prose_sentence", "So the store has 30 shirts left.", "plain closing"),
        ("given_after", "B", "prose_sentence", "There are 30 shirts left after selling 50 over the two days.", "the total sold after the answer"),
        ("neg_pred", "B", "prose_sentence", "Therefore, 30 shirts were not sold.", "negated predicate"),
        ("answer_is", "B", "answer_is", "The answer is: 30 shirts", "'The answer is:'"),
        ("ends_up", "B", "prose_sentence", "The store ends up with 30 shirts.", "'ends up with'"),
        ("sold", "A", "prose_sentence", "So the store sold 50 shirts in two days.", "the number sold"),
        ("after_mon", "A", "prose_sentence", "So the store has 60 shirts left after Monday.", "after Monday only"),
        ("percent", "A", "prose_sentence", "So the store has 25% of its shirts left.", "a percent, not a count (and wrong)"),
        ("neg", "A", "prose_sentence", "So the number of shirts left is not 30; it must be less, since some were returned.", "the value negated; no answer value"),
        ("about", "A", "prose_sentence", "So there are about 30 shirts left in the store.", "'about'"),
     ]),
]

MPROBS = [
    ("linear", "6",
     r"Solve for $x$: $3x - 7 = 11$.",
     r"""To solve the equation \(3x - 7 = 11\), we need to isolate \(x\).

First, add 7 to both sides of the equation:
\[ 3x - 7 + 7 = 11 + 7 \]
\[ 3x = 18 \]

Next, divide both sides by 3:
\[ \frac{3x}{3} = \frac{18}{3} \]
\[ x = 6 \]

To verify, substitute \(x = 6\) back into the original equation:
\[ 3(6) - 7 = 18 - 7 = 11 \]
The left side equals the right side, so the solution is correct.

""",
     "",
     [
        ("solution_is", "B", "prose_sentence", r"Therefore, the solution to the equation is \(x = 6\).", "x = 6 in a sentence"),
        ("dollar", "B", "prose_sentence", "So the value of $x$ that satisfies the equation is $6$.", "inline dollars"),
        ("remark", "B", "prose_sentence", r"Thus, \(x = 6\). This method of isolating the variable works for any linear equation.", "a remark without numbers"),
        ("answer_is", "B", "answer_is", "The answer is: 6", "'The answer is:'"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: The value of $x$ is 6.", "'Final Answer:' sentence"),
        ("sub", "A", "prose_sentence", r"Therefore, after adding 7 to both sides we get \(3x = 18\).", "the intermediate 3x = 18"),
        ("sign", "A", "prose_sentence", r"Therefore, the solution is \(x = \frac{4}{3}\).", "7 subtracted instead of added"),
        ("neg", "A", "prose_sentence", r"So \(x\) is not \(6\), because \(3(6) - 7\) should be checked against \(-11\).", "the value negated"),
        ("two_values", "A", "prose_sentence", r"So \(x = 6\) or \(x = -6\).", "two values"),
        ("cut", "A", "truncated", r"Therefore, the solution to the equation is \(x =", "cut before the value: no_answer"),
     ]),
    ("dice", r"\frac{1}{6}",
     "Two fair six-sided dice are rolled. What is the probability that the sum of the numbers rolled is 7? Express your answer as a common fraction.",
     r"""When two fair six-sided dice are rolled, there are \(6 \times 6 = 36\) equally likely outcomes.

We list the outcomes whose sum is 7:
\[ (1,6), (2,5), (3,4), (4,3), (5,2), (6,1) \]
That is 6 favorable outcomes.

The probability is the number of favorable outcomes divided by the total number of outcomes:
\[ P(\text{sum} = 7) = \frac{6}{36} = \frac{1}{6} \]

Note that 7 is the most likely sum: a sum of 6 or of 8 has only 5 outcomes each, giving \(\frac{5}{36}\).

""",
     "",
     [
        ("prob_is", "B", "prose_sentence", r"Therefore, the probability that the sum is 7 is \(\frac{1}{6}\).", "'7' the given before the value"),
        ("unreduced", "B", "prose_sentence", r"So the probability of rolling a sum of 7 is \(\frac{6}{36} = \frac{1}{6}\).", "unreduced = reduced"),
        ("slash", "B", "prose_sentence", "So the probability is 1/6.", "plain slash fraction"),
        ("out_of", "B", "prose_sentence", r"So 6 of the 36 outcomes give a sum of 7, and the probability is $\frac{1}{6}$.", "counts, then the probability last"),
        ("final_phrase", "B", "final_answer_phrase", r"Final Answer: The probability is $\frac{1}{6}$.", "'Final Answer:' sentence"),
        ("count", "A", "prose_sentence", "So there are 6 outcomes in which the sum is 7.", "the count of outcomes"),
        ("six_eight", "A", "prose_sentence", r"So the probability is \(\frac{5}{36}\).", "the probability of a sum of 6 or 8"),
        ("approx", "A", "prose_sentence", "So the probability is approximately 0.17.", "a rounded decimal"),
        ("complement", "A", "prose_sentence", r"So the probability that the sum is not 7 is \(\frac{5}{6}\).", "the complement"),
        ("cut", "A", "truncated", r"Therefore, the probability is \(\frac{1}{", "cut inside the fraction: no_answer"),
     ]),
    ("triangle", "24",
     "What is the area, in square units, of the triangle with vertices at $(0,0)$, $(6,0)$ and $(0,8)$?",
     r"""The vertices \((0,0)\), \((6,0)\) and \((0,8)\) form a right triangle, with the right angle at the origin.

The legs of the triangle lie along the axes:
- The base, from \((0,0)\) to \((6,0)\), has length 6.
- The height, from \((0,0)\) to \((0,8)\), has length 8.

The area of a triangle is
\[ \text{Area} = \frac{1}{2} \times \text{base} \times \text{height} = \frac{1}{2} \times 6 \times 8 = 24. \]

(The hypotenuse has length \(\sqrt{6^2 + 8^2} = \sqrt{100} = 10\), but we do not need it for the area.)

""",
     "",
     [
        ("area_is", "B", "prose_sentence", "Therefore, the area of the triangle is 24 square units.", "plain closing with unit"),
        ("expr", "B", "prose_sentence", r"So the area is \(\frac{1}{2} \cdot 6 \cdot 8 = 24\) square units.", "an expression = 24"),
        ("remark", "B", "prose_sentence", "The area of the triangle is $24$. Using the legs along the axes as base and height makes the computation simple.", "remark without numbers"),
        ("answer_is", "B", "answer_is", "The answer is 24.", "'The answer is'"),
        ("legs_first", "B", "prose_sentence", "With legs of 6 and 8, the triangle has an area of 24 square units.", "givens before the value"),
        ("no_half", "A", "prose_sentence", "Therefore, the area of the triangle is 48 square units.", "the half forgotten"),
        ("hyp", "A", "prose_sentence", "So the longest side of the triangle is 10 units.", "the hypotenuse"),
        ("rect", "A", "prose_sentence", "So the rectangle with these legs as its sides has an area of 48 square units, and the triangle is half of it.", "the rectangle's 48 is the only value; the triangle's area is never stated"),
        ("at_least", "A", "prose_sentence", "Therefore, the area is at least 24 square units.", "'at least'"),
        ("cut", "A", "truncated", "Therefore, the area of the triangle is", "cut: no_answer"),
     ]),
    ("hexagon", "720",
     "What is the sum of the interior angles of a hexagon, in degrees?",
     r"""The sum of the interior angles of a polygon with \(n\) sides is given by the formula
\[ (n - 2) \times 180^\circ. \]

A hexagon has \(n = 6\) sides, so
\[ (6 - 2) \times 180^\circ = 4 \times 180^\circ = 720^\circ. \]

We can also see this by splitting the hexagon into 4 triangles from one vertex; each triangle has angles summing to \(180^\circ\), and \(4 \times 180^\circ = 720^\circ\).

For a regular hexagon, each interior angle is \(720^\circ / 6 = 120^\circ\).

""",
     "",
     [
        ("degrees", "B", "prose_sentence", r"Therefore, the sum of the interior angles of a hexagon is \(720^\circ\).", "with the degree sign"),
        ("word_deg", "B", "prose_sentence", "So the interior angles of a hexagon add up to 720 degrees.", "'add up to 720 degrees'"),
        ("each_after", "B", "prose_sentence", r"The interior angles of a hexagon sum to \(720^\circ\), so in a regular hexagon each angle is one sixth of this.", "the answer, then a remark without a number"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: The sum of the interior angles of a hexagon is 720 degrees.", "'Final Answer:' sentence"),
        ("bold", "B", "prose_sentence", r"The sum is **720°**.", "bold with the degree symbol"),
        ("each", "A", "prose_sentence", r"Therefore, each interior angle of a hexagon measures \(120^\circ\).", "one angle"),
        ("exterior", "A", "prose_sentence", r"So the angles of a hexagon add up to \(360^\circ\).", "the exterior sum"),
        ("pentagon", "A", "prose_sentence", r"So the sum is \((5 - 2) \times 180^\circ = 540^\circ\).", "n = 5 used"),
        ("two_values", "A", "prose_sentence", r"So the sum is \(720^\circ\), or \(120^\circ\) per angle if the question means one angle.", "two values for one question"),
        ("takeback", "A", "prose_sentence", r"So the sum is \(720^\circ\). Wait, a hexagon splits into 6 triangles from its center, so it is \(6 \times 180^\circ = 1080^\circ\).", "taken back for 1080"),
     ]),
    ("distance", "5",
     "What is the distance between the points $(1, 2)$ and $(4, 6)$?",
     r"""We use the distance formula:
\[ d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}. \]

Here \((x_1, y_1) = (1, 2)\) and \((x_2, y_2) = (4, 6)\), so
\[ x_2 - x_1 = 4 - 1 = 3, \qquad y_2 - y_1 = 6 - 2 = 4. \]

Substituting:
\[ d = \sqrt{3^2 + 4^2} = \sqrt{9 + 16} = \sqrt{25} = 5. \]

This is the familiar 3-4-5 right triangle.

""",
     "",
     [
        ("is", "B", "prose_sentence", "Therefore, the distance between the points is 5.", "plain closing"),
        ("units", "B", "prose_sentence", r"So the distance between \((1, 2)\) and \((4, 6)\) is \(5\) units.", "the points before the value, unit after"),
        ("sqrt_eq", "B", "prose_sentence", r"So the distance is \(\sqrt{25} = 5\).", "sqrt(25) = 5"),
        ("answer_is", "B", "answer_is", "The answer is: 5", "'The answer is:'"),
        ("remark", "B", "prose_sentence", "The two points are 5 units apart. Recognizing the Pythagorean triple makes the calculation quick.", "remark without digits"),
        ("squared", "A", "prose_sentence", "So the square of the distance is 25.", "the squared distance"),
        ("legs", "A", "prose_sentence", "So the points differ by 3 horizontally and 4 vertically.", "the legs"),
        ("manhattan", "A", "prose_sentence", "So the distance between the points is 3 + 4 = 7.", "legs added"),
        ("approx", "A", "prose_sentence", "So the distance is approximately 5.0 units, rounded to one decimal place.", "'approximately ... rounded'"),
        ("cut", "A", "truncated", r"So the distance is \(\sqrt{25} =", "cut before the value: no_answer"),
     ]),
    ("gcd", "12",
     "What is the greatest common divisor of 48 and 180?",
     r"""We find the prime factorizations:
\[ 48 = 2^4 \cdot 3, \qquad 180 = 2^2 \cdot 3^2 \cdot 5. \]

The greatest common divisor takes the lowest power of each common prime:
\[ \gcd(48, 180) = 2^2 \cdot 3 = 4 \cdot 3 = 12. \]

Check with the Euclidean algorithm:
\[ 180 = 3 \cdot 48 + 36, \quad 48 = 1 \cdot 36 + 12, \quad 36 = 3 \cdot 12 + 0. \]
The last nonzero remainder is 12.

(For comparison, the least common multiple is \(48 \cdot 180 / 12 = 720\).)

""",
     "",
     [
        ("gcd_is", "B", "prose_sentence", "Therefore, the greatest common divisor of 48 and 180 is 12.", "the givens, then the value"),
        ("notation", "B", "prose_sentence", r"So \(\gcd(48, 180) = 12\).", "gcd notation"),
        ("factor", "B", "prose_sentence", r"The GCD is \(2^2 \cdot 3 = 12\).", "factorization = 12"),
        ("final_phrase", "B", "final_answer_phrase", "Final Answer: The greatest common divisor is 12.", "'Final Answer:' sentence"),
        ("lcm_after", "B", "prose_sentence", "So the greatest common divisor is 12, while the least common multiple would be much larger.", "a remark without number after the value"),
        ("lcm", "A", "prose_sentence", "Therefore, the least common multiple of 48 and 180 is 720.", "the lcm"),
        ("remainder", "A", "prose_sentence", "So the first remainder in the Euclidean algorithm is 36.", "a step value"),
        ("common", "A", "prose_sentence", "So 6 is a common divisor of 48 and 180.", "a common divisor, not the greatest"),
        ("at_least", "A", "prose_sentence", "Thus the greatest common divisor of 48 and 180 is at least 12.", "'at least'"),
        ("neg", "A", "prose_sentence", "So the greatest common divisor is not 12, because 12 does not divide 180 evenly.", "negated"),
     ]),
    ("roots", "5",
     "What is the sum of the roots of the equation $x^2 - 5x + 6 = 0$?",
     r"""We can factor the quadratic:
\[ x^2 - 5x + 6 = (x - 2)(x - 3) = 0. \]

So the roots are \(x = 2\) and \(x = 3\).

The sum of the roots is
\[ 2 + 3 = 5. \]

This agrees with Vieta's formulas: for \(ax^2 + bx + c = 0\), the sum of the roots is \(-\frac{b}{a} = -\frac{-5}{1} = 5\), and the product is \(\frac{c}{a} = 6\).

""",
     "",
     [
        ("sum_is", "B", "prose_sentence", "Therefore, the sum of the roots is 5.", "plain closing"),
        ("roots_first", "B", "prose_sentence", r"The roots are \(2\) and \(3\), so their sum is \(5\).", "roots, then the sum last"),
        ("vieta", "B", "prose_sentence", r"By Vieta's formulas, the sum of the roots is \(-\frac{b}{a} = 5\).", "an expression = 5"),
        ("answer_is", "B", "answer_is", "The answer is 5.", "'The answer is'"),
        ("remark", "B", "prose_sentence", "So the roots add up to $5$. Vieta's formulas give this without solving the equation.", "remark without digits"),
        ("product", "A", "prose_sentence", "Therefore, the product of the roots is 6.", "the product"),
        ("roots", "A", "prose_sentence", r"So the roots of the equation are \(x = 2\) and \(x = 3\).", "the roots, two values"),
        ("sign", "A", "prose_sentence", r"By Vieta's formulas, the sum of the roots is \(-5\).", "sign slip"),
        ("larger", "A", "prose_sentence", "So the larger root is 3.", "one root"),
        ("cut", "A", "truncated", "Therefore, the sum of the roots of the equation is", "cut: no_answer"),
     ]),
    ("sqrt72", r"6\sqrt{2}",
     r"Simplify $\sqrt{72}$.",
     r"""To simplify \(\sqrt{72}\), we look for the largest perfect square factor of 72.

The factors of 72 include 36, which is a perfect square:
\[ 72 = 36 \times 2. \]

Using the property \(\sqrt{ab} = \sqrt{a}\sqrt{b}\):
\[ \sqrt{72} = \sqrt{36 \times 2} = \sqrt{36} \cdot \sqrt{2} = 6\sqrt{2}. \]

Check: \((6\sqrt{2})^2 = 36 \cdot 2 = 72\). Numerically, \(6\sqrt{2} \approx 8.49\).

""",
     "",
     [
        ("simplified", "B", "prose_sentence", r"Therefore, \(\sqrt{72}\) simplifies to \(6\sqrt{2}\).", "plain closing"),
        ("form", "B", "prose_sentence", r"So the simplified form of $\sqrt{72}$ is $6\sqrt{2}$.", "inline dollars"),
        ("equal_form", "B", "prose_sentence", r"So \(\sqrt{72} = 3\sqrt{8}\), which equals \(6\sqrt{2}\).", "a partial form, then the simplified one last"),
        ("final_phrase", "B", "final_answer_phrase", r"Final Answer: The simplified form is $6\sqrt{2}$.", "'Final Answer:' sentence"),
        ("remark", "B", "prose_sentence", r"Thus \(\sqrt{72} = 6\sqrt{2}\). Always look for the largest perfect square factor.", "remark without digits"),
        ("decimal", "A", "prose_sentence", r"So \(\sqrt{72}\) is approximately 8.49.", "an approximation of an exact value"),
        ("wrong_rad", "A", "prose_sentence", r"So \(\sqrt{72}\) simplifies to \(6\sqrt{3}\).", "6 sqrt 3 = sqrt 108"),
        ("wrong_out", "A", "prose_sentence", r"So \(\sqrt{72}\) simplifies to \(36\sqrt{2}\).", "36 not rooted"),
        ("factor", "A", "prose_sentence", "So the largest perfect square factor of 72 is 36.", "the factor 36"),
        ("cut", "A", "truncated", r"Therefore, \(\sqrt{72}\) simplifies to \(6\sqrt{", "cut inside the radical: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_bakery_more_too": (
        "accept",
        "the sentence answers the question with 'Tom's bakery sold 5,000 loaves'; the clause 'which "
        "is 3,750 more than Lena's bakery' describes that same amount by comparison, it is not a "
        "second answer to 'how many did Tom's bakery sell'",
    ),
    "g_dinner_paren_alt": (
        "reject",
        "'$27 (or $24 before the tip)' offers a second amount per friend as an alternative answer "
        "to the same question; two values for one question is a hedge (README: a hedge is wrong)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path("/tmp/rounds/rt182")
    write_probes("adversarial_redteam182", CASES, [], DECISIONS)
