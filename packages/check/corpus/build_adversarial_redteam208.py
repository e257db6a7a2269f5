r"""Build adversarial_redteam208.jsonl: round 208 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam208"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 100 GSM8K and 100 MATH, 150 kind A and 50 kind B, 153 of
them in the R1 format (`<think> ... </think>` then `<answer> ... </answer>`; the answer tag holds a
sentence, a box, an equation, a unit, several values, a strike-out, a placeholder; unclosed tags, a
tag followed by more text or by a second tag, a think block whose last value differs from the tag),
the rest long chain-of-thought as Qwen2.5-Instruct / Qwen2.5-Math (tool output), Llama 3 ("## Step
N:") and R1-distill (think block, then a summary) write it, closing with a box, a Llama / Minerva /
R1 closing, a `####` line or a sentence. The classes a demanding hidden-probe author targets:
(1) values near zero or near the gold with tiny offsets (float artefacts 3.552713678800501e-15,
6.123233995736766e-17, a partial sum 121/81 for 3/2, $59.99 for $60, 0.37 for 3/8, "\approx 0");
(2) negation, strike-out and annotation of the answer (`~~45~~ 63`, `<del>`, `\cancel`, "x \neq -2",
"not $72", "-(-3)", "36 (wrong)", "incorrect, see below"); (3) words after a GSM8K number that are not
units ("36 dozen", "24 pairs", "$60 off", "$60 cheaper", "26 less", "26 fewer", "7 below zero",
"$72 per dozen", "210 pages per day", "$55 more than she needs"); (4) retractions after the answer
(Edit, Update, Erratum, Correction, never mind, that's wrong, placeholder, TBD, strike that, scratch
that, on second thought); (5) statements the model did not make (a quoted hint, an answer key, a
textbook, another student's or the user's draft answer, a prompt echoed with its format example, a
self-set follow-up question with a box, an invented second part, an invented user turn, part (a)/(b)
answers to a one-part question); (6) a phrase marker followed by `####` ("The answer is 36.\n#### 12",
"Final answer: ####" with nothing after, "Therefore, the answer is\n#### 95"). Kind B: honest twins a
strict checker would refuse ("She is $55 short.", "$20 off, so the jacket costs $60.", "sixty
dollars", "2.1 \times 10^2", "12 pairs (24 socks)", "36 eggs, which is 3 dozen", "7 degrees Celsius
above zero", a wrong first value struck out or retracted for the right one, "So ... is\n#### 45", an
invented next turn after the committed tag, the question restated in the tag before the box).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 racks of 9 bikes, 18 rented, left -> 45 (63 total; wrong 44, 63); $24.30, 3 notebooks at
$8.10, left -> 0 (24.30 spent; python's 24.30 - 3 * 8.10 = 3.552713678800501e-15; a made-up 10 %
discount gives 21.87 paid, 2.43 left); 3 eggs a cake, 5 + 7 cakes -> 36 (12 cakes; 15 and 21 by
part; 36 dozen = 432; 4 eggs a cake gives 48); $80 jacket 25 % off, sale price -> 60 (discount 20;
twice off 45; 59.99 near); $150 bike, $95 saved, more needed -> 55 (95 - 150 = -55; plus $12 tax 67;
150 + 95 = 245); -4 degC rising 11 -> 7 (-7 below zero; 11 the rise; 15 for 4 + 11); 9 + 3 pairs of
socks, individual socks -> 24 (12 pairs; 23 slip; 48 for "24 pairs"); Class A 35, B 9 fewer -> 26
(35 + 9 = 44); roses $2 each, 3 dozen -> 72 (36 roses; $24 a dozen; 3 x $2 = 6 misread); 15 pages a
day for 2 weeks -> 210 (14 days; 105 a week; 150 for 10 days; 315 for 3 weeks).
MATH: cos 90 deg -> 0 (float cos(pi/2) = 6.123233995736766e-17; cos of 90 radians = -0.448...; sin 90
= 1); remainder of 2^100 by 3 -> 1 (2 = -1 mod 3; wrong 2, -1, 1/3 the fractional part); P(exactly 2
heads in 3 flips) -> \frac{3}{8} (3 of 8; 0.375 equal; 0.37 / 0.38 roundings; 0.0375 miswritten; 1/2
for at least two; 1/4 for 4 head-counts); 4x + 9 = 1 -> -2 (4x = -8; 5/2 from 1 + 9; -5/2 from
-1 - 9); 1/2 - 1/3 - 1/6 -> 0 (float 2.7755575615628914e-17; 0.5 - 0.333 - 0.166 = 0.001; 1/3 from
1/2 - (1/3 - 1/6)); 1 + 1/3 + 1/9 + ... -> \frac{3}{2} (a/(1 - r); partial sums 4/3, 13/9, 40/27,
121/81; 3/4 from a/(1 + r)); positive divisors of 36 -> 9 (2^2 3^2; 1, 2, 3, 4, 6, 9, 12, 18, 36;
sum 91; 8 without 36); cube root of -27 -> -3 (python's (-27)**(1/3) = (1.5000000000000004 +
2.598076211353316j)); f(x) = 2x^2 - 3x, f(-1) -> 5 (2 + 3; f(1) = -1; 1 from -2 + 3); smallest
positive n = 2 mod 5, 3 mod 7 -> 17 (17 + 35k: 52, 87; 23 for the swapped conditions).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Shapes name the trap:
near / float / cents / partial / decimal_short / slip (class 1); strike / del / cancel / neq /
negated / not_* / annot_wrong / incorrect_see / double_neg / abs (class 2); dozen / pairs / off /
cheaper / less / fewer_sentence / below_zero / per_dozen / per_day / more_than / minus (class 3);
edit_* / update / erratum / correction* / never_mind / wrong_retract / placeholder / tbd /
strike_that / scratch* / second_thought / actually / swap / proper (class 4); another_student /
classmate / other_student / draft / hint* / answer_key / key_* / textbook / common_wrong /
quoted_example / prompt_example / followup / second_part / parts / user_turn_wrong (class 5);
hash_* / phrase_hash / hash_empty (class 6); and hedges, bounds and two values (about / approx /
around / roughly / tilde / at_least / less_than / two_values / pm / list / general). Kind A: truth
wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct. Forms: `tag` for
an answer in the `<answer>` tag, else as corpus/README.md "Forms".

Label conventions (corpus/README.md "How labels were made"; rounds 171-182; the tag conventions of
public_heldout3): the LAST final answer counts; in the R1 format the `<answer>` content is the final
answer whatever the think block says (a think block ending on the gold does not rescue a wrong tag,
and a placeholder tag is no_answer however right the think block is); a sentence or equation chain
in the tag is read for its final value; an unclosed tag still holds the answer; a second tag after
more text replaces the first; text after the committed answer that is an invented user turn does
not count. With no marker and no box the answer is the value the concluding sentence states as the
answer to the question asked. A trailing remark with no number does not change the answer; nor does
a check or a note that restates a given or evaluates something else after the value is committed
(`ok_m_cuberoot_check_after`, `ok_m_fval_note_after`). A `####` line is a marker: after a phrase
marker ("The answer is 36.\n#### 12") the `####` value is the later, last final answer. Wrong: a
subtotal, a given, the other person's amount, the difference where the total is asked (or the
reverse), a rate where a total is asked, a hedge or approximation of an exact value ("about",
"approximately", "around", "roughly", "~", "\approx", "at least", "less than", a float artefact), a
negated value, a struck-out value with another left standing, two values for one question, an
answer taken back and replaced, a value that appears only in what the model quotes (hint, key,
textbook, another student, a prompt's example) while its own answer differs, a number followed by a
word that changes the quantity ("36 dozen", "24 pairs", "$60 off", "7 below zero"). An answer taken
back with nothing in its place (never mind, scratch that, a lone strike-out, a placeholder, TBD), an
empty `####`, or a tag that repeats the expression asked is no_answer. Equal values in another form
are correct (`$0.00`, `0.375`, `2.1 \times 10^2`, "sixty dollars", "zero", "one and a half",
"12 pairs (24 socks)", "36 eggs, which is 3 dozen").
Debatable (4, with DECISIONS): `g_eggs_annot_wrong` ("36 (wrong)", rejected: wrong),
`g_reading_followup` (a self-set follow-up restating the answer in a box, rejected),
`m_coins_approx_chain` ("\frac{3}{8} \approx 0.38", rejected), `ok_m_fval_note_after` (a note on
f(1) = -1 after "f(-1) = 5", accepted).

Usage: python build_adversarial_redteam208.py (writes /tmp/rounds/rt208/adversarial_redteam208.jsonl)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
# GSM8K problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[, debatable]), ...]).
GPROBS = [
    ("bikes", "45",
     "A bike shop has 7 racks with 9 bikes on each rack. On Saturday, 18 bikes are rented out. How many bikes are still in the shop?",
     """To find how many bikes are still in the shop, we first find how many bikes the shop has in total, and then subtract the bikes that were rented out.

1. **Total number of bikes:**
   The shop has 7 racks with 9 bikes on each rack:
   \\[
   7 \\times 9 = 63
   \\]
   So the shop has 63 bikes in total.

2. **Bikes rented out:**
   On Saturday, 18 bikes are rented out. These bikes leave the shop.

3. **Bikes still in the shop:**
   \\[
   63 - 18 = 45
   \\]

4. **Check:**
   45 bikes in the shop plus 18 bikes rented out gives \\(45 + 18 = 63\\), which matches the total.

""",
     th("""Okay, let me figure out how many bikes are left in the shop. The shop has 7 racks, and each rack holds 9 bikes. So the total number of bikes is 7 times 9, which is 63 bikes altogether.
Then on Saturday 18 bikes are rented out. Rented bikes leave the shop, so they are no longer in it. I subtract: 63 - 18. Let me do it in two steps: 63 - 10 = 53, and 53 - 8 = 45.
Wait, should I double-check whether every rack is full? The problem says "9 bikes on each rack", so yes, all 7 racks hold 9.
Let me double-check by adding back: 45 + 18 = 63. Yes, that matches the 7 x 9 = 63 total.
So the shop still has 45 bikes.
"""),
     [
        ("tag_slip", "A", "tag", "T:<answer>44</answer>", "the think block ends on 45 but the tag holds 44; the tag counts"),
        ("edit_63", "A", "tag", "T:<answer>45</answer>\n\nEdit: the rented bikes still belong to the shop, so they are still counted. The shop has 63 bikes.", "retraction after the tag: 'Edit:' replaces 45 with the total 63"),
        ("scratch_tbd", "A", "none", "T:<answer>45</answer>\nScratch that, I'm not sure the racks were full. Answer TBD.", "the tag taken back ('scratch that') with only 'TBD' in its place: no_answer"),
        ("strike", "A", "tag", "T:<answer>~~45~~ 63</answer>", "45 struck out; the value left standing is the total 63"),
        ("another_student", "A", "prose_sentence", "Another student might answer 45, but rented bikes still belong to the shop, so the shop has 63 bikes.\n\n\\(\\boxed{63}\\)", "45 is only what another student might say; the model's own answer is 63"),
        ("parts", "A", "tag", "T:<answer>(a) 45 (b) 63</answer>", "a two-part answer to a one-part question: two values"),
        ("second_thought", "A", "tag", "T:<answer>45</answer>\nWait, on second thought, the question asks how many bikes the shop has, and rented bikes are still the shop's: 63.\n<answer>63</answer>", "the answer replaced by a second tag holding 63"),
        ("about", "A", "tag", "T:<answer>about 45 bikes</answer>", "'about 45' hedges an exact count"),
        ("phrase_hash", "B", "hash", "So the number of bikes still in the shop is\n#### 45", "a phrase marker followed by '#### 45'"),
        ("tag_sentence", "B", "tag", "T:<answer>45 bikes are still in the shop (63 on the racks minus the 18 rented).</answer>", "a sentence in the tag: the answer first, the givens in parentheses"),
     ]),
    ("wallet", "0",
     "Sara has $24.30. She buys 3 notebooks that cost $8.10 each. How much money does Sara have left?",
     """Let's solve this step by step.

Step 1: Find the cost of the notebooks.
Each notebook costs $8.10, and Sara buys 3 of them:
3 x $8.10 = $24.30

Step 2: Subtract the cost from the money Sara has.
Sara has $24.30 and spends $24.30:
$24.30 - $24.30 = $0.00

Step 3: Check.
$8.10 + $8.10 + $8.10 = $16.20 + $8.10 = $24.30, which is exactly the amount Sara started with, so she spends all of it.

""",
     th("""Sara starts with $24.30. She buys 3 notebooks at $8.10 each. Let me compute the cost: 3 x 8 = 24 and 3 x 0.10 = 0.30, so the notebooks cost $24.30 in total.
She spends $24.30 out of the $24.30 she has. That leaves 24.30 - 24.30 = 0.
Hmm, so she has nothing left? That seems like a trick. Let me re-read the question... "How much money does Sara have left?" There is no tax and no discount mentioned, and the price is per notebook. So yes, she spent exactly all of it.
Let me verify once more: 8.10 + 8.10 = 16.20, and 16.20 + 8.10 = 24.30. Exactly her money.
So Sara has $0 left.
"""),
     [
        ("float", "A", "boxed", "Let me verify with Python.\n```python\nmoney = 24.30\ncost = 3 * 8.10\nprint(money - cost)\n```\n```output\n3.552713678800501e-15\n```\nSo Sara has \\(\\boxed{3.552713678800501e-15}\\) dollars left.", "a float artefact boxed: a tiny offset from the exact 0"),
        ("less_than", "A", "tag", "T:<answer>less than $1</answer>", "a bound, not the amount"),
        ("correction", "A", "tag", "T:<answer>$0</answer>\n\nCorrection: the notebooks were 10% off, so she paid $21.87 and has $2.43 left.", "'Correction:' replaces $0 with $2.43"),
        ("placeholder", "A", "none", "T:<answer>$0 (placeholder until I confirm the notebook price)</answer>", "the value marked as a placeholder: no committed answer, no_answer"),
        ("negated", "A", "tag", "T:<answer>Sara does not end up with $0.</answer>", "the value negated, no other value given"),
        ("if_asked", "A", "final_answer_phrase", "**Answer:** Sara spent $24.30 on notebooks. (If the question instead asked for the money left, it would be $0.)", "the committed answer is the amount spent; $0 only in a hypothetical remark"),
        ("never_mind", "A", "none", "T:<answer>$0</answer>\nNever mind, that can't be right; I need to re-read whether there was tax.", "'never mind' takes the answer back with nothing in its place: no_answer"),
        ("zero_cents", "B", "tag", "T:<answer>$0.00</answer>", "$0.00 equals 0"),
        ("no_money", "B", "boxed", "Sara has no money left: $24.30 - 3 x $8.10 = $0.\n\n\\(\\boxed{0}\\)", "'no money left', then the box"),
        ("tag_remark", "B", "tag", "T:<answer>$0 - she spends exactly all of her money.</answer>", "the value then a remark without numbers in the tag"),
     ]),
    ("eggs", "36",
     "A baker uses 3 eggs for each cake. She bakes 5 cakes in the morning and 7 cakes in the afternoon. How many eggs does she use in all?",
     """## Step 1: Find the total number of cakes.
The baker bakes 5 cakes in the morning and 7 cakes in the afternoon, so she bakes 5 + 7 = 12 cakes.

## Step 2: Find the number of eggs.
Each cake uses 3 eggs, so the total number of eggs is 12 x 3 = 36.

## Step 3: Check by parts.
Morning: 5 x 3 = 15 eggs. Afternoon: 7 x 3 = 21 eggs. Together 15 + 21 = 36 eggs, the same as Step 2.

""",
     th("""Alright, the baker uses 3 eggs for each cake. In the morning she bakes 5 cakes and in the afternoon she bakes 7 cakes, so 5 + 7 = 12 cakes in total.
12 cakes x 3 eggs per cake = 36 eggs.
Let me check by parts: the morning uses 5 x 3 = 15 eggs, the afternoon uses 7 x 3 = 21 eggs, and 15 + 21 = 36. Good, both ways agree.
The hint says "multiply 3 by 12 to get 36", which matches what I did.
Is the question asking for cakes or eggs? "How many eggs does she use in all?" Eggs. So 36 eggs, which happens to be exactly 3 dozen.
So 36 eggs.
"""),
     [
        ("dozen", "A", "tag", "T:<answer>36 dozen</answer>", "'36 dozen' is 432 eggs: 'dozen' is a multiplier, not a unit of the count"),
        ("hash_empty", "A", "none", "Final answer: ####", "a phrase marker and '####' with nothing after: no_answer"),
        ("hash_cakes", "A", "hash", "The answer is 36.\n#### 12", "the phrase says 36 but the last marked value is the 12 cakes"),
        ("erratum", "A", "tag", "T:<answer>36</answer>\n\nErratum: each cake also needs 1 egg for the glaze, so she uses 4 eggs per cake, which is 48 eggs.", "'Erratum:' replaces 36 with 48"),
        ("annot_wrong", "A", "tag", "T:<answer>36 (wrong)</answer>", "debatable: the model marks its own value wrong and gives nothing else (see DECISIONS)", True),
        ("hint_cakes", "A", "tag", "T:<answer>12 cakes</answer>", "36 is only in the quoted hint; the tag answers with the cakes"),
        ("two_parts", "A", "tag", "T:<answer>15 eggs in the morning and 21 eggs in the afternoon</answer>", "two subtotals, no total"),
        ("about_dozen", "A", "tag", "T:<answer>about 3 dozen</answer>", "'about' hedges an exact count"),
        ("eq_tag", "B", "tag", "T:<answer>3 x 12 = 36 eggs</answer>", "an equation in the tag ending on the value with its unit"),
        ("dozen_after", "B", "prose_sentence", "Therefore, the baker uses 36 eggs, which is 3 dozen.", "the answer, then the same amount in dozens"),
     ]),
    ("jacket", "60",
     "A jacket normally costs $80. This week it is on sale for 25% off. What is the sale price of the jacket?",
     """To find the sale price, we need to find the discount and subtract it from the original price.

**Step 1: Find the discount.**
25% of $80 is:
\\[
0.25 \\times 80 = 20
\\]
So the discount is $20.

**Step 2: Subtract the discount from the original price.**
\\[
80 - 20 = 60
\\]

**Another way:** If the jacket is 25% off, the customer pays 100% - 25% = 75% of the price:
\\[
0.75 \\times 80 = 60
\\]

Both methods agree.

""",
     th("""The jacket normally costs $80 and it's on sale for 25% off. 25% is one quarter, and a quarter of 80 is 20. So the discount is $20.
The sale price is what's left after the discount: 80 - 20 = 60.
Let me check another way: if 25% is taken off, the buyer pays 75% of the price. 0.75 x 80 = 60. Same thing.
The question asks for the sale price, not the discount, so it's the $60, not the $20.
So the jacket costs $60 on sale.
"""),
     [
        ("off", "A", "tag", "T:<answer>$60 off</answer>", "'$60 off' states a discount of $60, not the price"),
        ("cents", "A", "tag", "T:<answer>$59.99</answer>", "a near value, one cent off the exact price"),
        ("del", "A", "tag", "T:<answer><del>$60</del> $20</answer>", "$60 struck out; the discount $20 stands"),
        ("update", "A", "tag", "T:<answer>$60</answer>\n\nUpdate: the 25% is taken off again at the register, so the sale price is $45.", "'Update:' replaces $60 with $45"),
        ("answer_key", "A", "prose_sentence", "The answer key says $60, but the question asks what is taken off the price, so the answer is $20.\n\n\\(\\boxed{20}\\)", "$60 only as the answer key's; the model's own answer is 20"),
        ("approx", "A", "tag", "T:<answer>\u2248 $60</answer>", "'\u2248' hedges an exact price"),
        ("cheaper", "A", "tag", "T:<answer>The jacket is $60 cheaper.</answer>", "'$60 cheaper' is a discount, not the price"),
        ("off_then_price", "B", "tag", "T:<answer>$20 off, so the jacket costs $60.</answer>", "the discount, then the price last"),
        ("strike_wrong", "B", "prose_sentence", "The sale price is ~~$20~~ **$60**.", "the wrong $20 struck out, the right $60 after it"),
        ("words", "B", "tag", "T:<answer>sixty dollars</answer>", "the amount in words"),
     ]),
    ("savings", "55",
     "Mia wants to buy a bike that costs $150. She has saved $95 so far. How much more money does Mia need to buy the bike?",
     """Let's think step by step.

Mia wants to buy a bike that costs $150.
She has already saved $95.

To find how much more money she needs, we subtract the money she has from the price of the bike:
$150 - $95 = $55

Let's check: if Mia saves $55 more, she will have $95 + $55 = $150, which is exactly the price of the bike.

""",
     th("""The bike costs $150 and Mia has saved $95 so far. She needs the difference between the price and her savings: 150 - 95.
150 - 100 = 50, and since I subtracted 5 too many, I add 5 back: 50 + 5 = 55. So she needs $55 more.
Check: 95 + 55 = 150. Yes, that's exactly the price of the bike.
The question is "how much more money does Mia need", so it's the shortfall, $55, not the $150 price or the $95 she already has.
So she still needs $55.
"""),
     [
        ("more_than", "A", "tag", "T:<answer>She has $55 more than she needs.</answer>", "the difference read the wrong way round: a surplus"),
        ("minus", "A", "tag", "T:<answer>-55</answer>", "95 - 150 = -55: the signed value, not the amount needed"),
        ("strike_that", "A", "tag", "T:<answer>$55</answer>\nStrike that - she also has to pay $12 sales tax, so she needs $67.", "'strike that' replaces $55 with $67"),
        ("classmate", "A", "boxed", "My classmate Jordan wrote $55, but I think the $95 should be added, since she pays for both.\n\n\\(\\boxed{245}\\)", "$55 only as a classmate's answer; the model's own box is 245"),
        ("hash_given", "A", "hash", "Therefore, the answer is\n#### 95", "a phrase marker then '####' with the given savings"),
        ("two_values", "A", "tag", "T:<answer>$55 (not sure, could be $45)</answer>", "two values for one question"),
        ("at_least", "A", "tag", "T:<answer>at least $55</answer>", "'at least' is a bound"),
        ("user_turn_wrong", "A", "tag", "T:<answer>Mia needs $150.</answer>\n\nUser: and how much more does she need?\n\\(\\boxed{55}\\)", "the committed answer is 150; the box follows an invented user turn and does not count"),
        ("short", "B", "tag", "T:<answer>She is $55 short.</answer>", "'$55 short' answers 'how much more does she need'"),
        ("user_turn_ok", "B", "tag", "T:<answer>Mia needs $55 more.</answer>\n\nUser: If she saves $11 a week, how many weeks will that take?\nAssistant: \\(\\boxed{5}\\)", "the committed tag is 55; the invented next turn does not count"),
     ]),
    ("temp", "7",
     "At 6 a.m. the temperature was -4\u00b0C. By noon it had risen by 11 degrees. What was the temperature at noon, in degrees Celsius?",
     """<think>
Okay, let's see. The temperature at 6 a.m. was -4 degrees Celsius, so 4 degrees below zero. By noon it rose by 11 degrees. Rising means adding, so I need -4 + 11.

Starting at -4, going up 4 degrees gets me to 0. That uses 4 of the 11 degrees, so there are 11 - 4 = 7 degrees left, which takes me from 0 up to 7.

So -4 + 11 = 7. Let me double-check another way: 11 - 4 = 7, and since 11 is bigger than 4 the result is positive. Yes, 7 degrees Celsius.
</think>

The temperature started at \\(-4^\\circ\\text{C}\\) and rose by \\(11\\) degrees:
\\[
-4 + 11 = 7
\\]

""",
     th("""The starting temperature at 6 a.m. is -4°C, which means 4 degrees below zero. By noon it rises 11 degrees.
Rising means I add: -4 + 11. From -4 up to 0 is 4 degrees, which uses 4 of the 11. There are 11 - 4 = 7 degrees left, taking it from 0 up to 7. So 7°C.
Wait, let me make sure I'm not supposed to subtract. "Risen by 11 degrees" - it got warmer, so the number goes up. Yes, add.
The problem also says "in degrees Celsius", so the answer is just the number 7, and it's above zero.
So the temperature at noon was 7.
"""),
     [
        ("below_zero", "A", "tag", "T:<answer>7 below zero</answer>", "'7 below zero' is -7"),
        ("minus_sign", "A", "tag", "T:<answer>\u22127</answer>", "the think block ends on 7 but the tag holds -7 (Unicode minus)"),
        ("around", "A", "tag", "T:<answer>around 7\u00b0C</answer>", "'around' hedges an exact value"),
        ("second_thought", "A", "tag", "T:<answer>7\u00b0C</answer>\nOn second thought, \"risen by 11\" is measured from zero, so it is 11\u00b0C.", "'on second thought' replaces 7 with 11"),
        ("boxed_neg", "A", "boxed", "**Final Answer**\n\\[\n\\boxed{-7^\\circ\\text{C}}\n\\]", "the box holds -7"),
        ("hash_rise", "A", "hash", "The answer is: 11 degrees warmer.\n#### 11", "the rise, a given"),
        ("other_student", "A", "tag", "T:<answer>Ben's answer of 7\u00b0C is wrong; the noon temperature is 11\u00b0C.</answer>", "7 only as another student's answer, rejected; the model's own value is 11"),
        ("above_zero", "B", "tag", "T:<answer>7 degrees Celsius above zero</answer>", "units and 'above zero' spelled out"),
        ("fix_wrong", "B", "tag", "T:<answer>15\u00b0C</answer>\nWait, that's wrong: I added 4 instead of subtracting it. Correction: -4 + 11 = 7, so the answer is 7\u00b0C.", "a wrong 15 taken back for the right 7"),
        ("words", "B", "prose_sentence", "So the temperature at noon was **7 \u00b0C** (seven degrees above zero).", "bold value with unit, and the words after"),
     ]),
    ("socks", "24",
     "Liam has 9 pairs of socks. He buys 3 more pairs. How many individual socks does Liam have now?",
     """To solve this problem, we find the total number of pairs first and then convert pairs to individual socks.

Step 1: Total pairs.
Liam starts with 9 pairs and buys 3 more pairs:
9 + 3 = 12 pairs

Step 2: Individual socks.
Each pair has 2 socks, so:
12 x 2 = 24 socks

Step 3: Check another way.
He had 9 x 2 = 18 socks and bought 3 x 2 = 6 socks, so 18 + 6 = 24 socks.

""",
     th("""Liam has 9 pairs of socks and buys 3 more pairs. 9 pairs plus 3 pairs = 12 pairs.
Each pair is 2 socks, so 12 x 2 = 24 socks.
Alternatively: 9 pairs = 18 socks, and 3 pairs = 6 socks, total 18 + 6 = 24. Same.
The question asks for individual socks, not pairs, so I should not answer 12. It's the number of single socks.
So the answer is 24.
"""),
     [
        ("pairs", "A", "tag", "T:<answer>24 pairs</answer>", "'24 pairs' is 48 socks"),
        ("tilde", "A", "tag", "T:<answer>~24</answer>", "'~' hedges an exact count"),
        ("wrong_retract", "A", "tag", "T:<answer>24</answer>\n\nThat's wrong - I counted each pair twice. It should be 12.", "a retraction ('that's wrong') replacing 24 with 12"),
        ("incorrect_see", "A", "tag", "T:<answer>24 - incorrect, see below</answer>\nRecount: 9 + 3 = 12 socks.", "24 annotated as incorrect; the value after it is 12"),
        ("hint", "A", "answer_is", "(The hint says the answer is 24, but I believe the question counts pairs.)\n\nThe answer is 12.", "24 only as the hint's; the model's own answer is 12"),
        ("hash_pairs", "A", "hash", "Final answer: 24 socks\n#### 12", "the last marked value is the pairs"),
        ("second_tag", "A", "tag", "T:<answer>24</answer> is what I'd write if the socks were counted one by one, but the question counts pairs.\n<answer>12</answer>", "a tag followed by more text and a second tag holding 12"),
        ("slip", "A", "tag", "T:<answer>23</answer>", "the think block ends on 24 but the tag holds 23"),
        ("pairs_paren", "B", "tag", "T:<answer>12 pairs (24 socks)</answer>", "the pairs, then the asked number of socks"),
        ("unclosed", "B", "tag", "T:<answer>\\boxed{24}", "an unclosed tag holding the box"),
     ]),
    ("classes", "26",
     "Class A has 35 students. Class B has 9 fewer students than Class A. How many students are in Class B?",
     """Let's work through this problem step by step.

1. **Number of students in Class A:**
   Class A has 35 students.

2. **Number of students in Class B:**
   Class B has 9 fewer students than Class A. "Fewer" means we subtract:
   \\[
   35 - 9 = 26
   \\]

3. **Verification:**
   Class A has \\(35 - 26 = 9\\) more students than Class B, which agrees with the problem.

""",
     th("""Class A has 35 students. Class B has 9 fewer students than Class A. "Fewer than Class A" means I take Class A's number and subtract 9: B = 35 - 9 = 26.
Check: 26 + 9 = 35. Right, so Class A does have 9 more students than Class B.
Let me make sure I read the direction correctly: it's Class B that has fewer, not Class A. Yes.
The user's draft answer says 26 too. The question only asks about Class B, not the total of both classes (which would be 61).
Anyway, Class B has 26 students.
"""),
     [
        ("less", "A", "tag", "T:<answer>26 less</answer>", "'26 less' states a difference, not Class B's size"),
        ("fewer_sentence", "A", "tag", "T:<answer>Class B has 26 fewer students than Class A.</answer>", "a difference of 26 stated; Class B's size is never stated"),
        ("actually", "A", "tag", "T:<answer>26</answer>\nHmm, actually \"9 fewer\" means Class A has 9 fewer, so Class B has 44.\n<answer>44</answer>", "the answer replaced by 44"),
        ("draft", "A", "tag", "T:<answer>The user's draft says 26, but Class B has 44 students.</answer>", "26 only as the user's draft; the model's own value is 44"),
        ("hash_other", "A", "hash", "So, the answer is:\n#### 35", "the other class's size"),
        ("struck_alone", "A", "none", "T:<answer>~~26~~</answer>", "the only value struck out, nothing in its place: no_answer"),
        ("approx", "A", "tag", "T:<answer>26 students (approximately)</answer>", "'approximately' hedges an exact count"),
        ("students_fewer", "B", "tag", "T:<answer>26 students, which is 9 fewer than Class A</answer>", "the answer, then the given difference"),
        ("strike_wrong", "B", "tag", "T:<answer>~~44~~ 26</answer>", "a wrong 44 struck out, 26 after it"),
        ("given_after", "B", "prose_sentence", "Class B has 26 students \u2014 9 fewer than the 35 in Class A.", "the answer first, givens after a dash"),
     ]),
    ("roses", "72",
     "Roses cost $2 each. Ella buys 3 dozen roses for a party. How much does Ella spend on the roses?",
     """Let's break this problem into steps.

**Step 1: Convert dozens to roses.**
One dozen is 12, so 3 dozen roses is:
3 x 12 = 36 roses

**Step 2: Find the cost.**
Each rose costs $2, so:
36 x $2 = $72

**Step 3: Check.**
One dozen roses costs 12 x $2 = $24, and 3 dozen cost 3 x $24 = $72. The two ways agree.

""",
     th("""Roses cost $2 each, and Ella buys 3 dozen roses. A dozen is 12, so 3 dozen roses = 3 x 12 = 36 roses.
Each rose is $2, so 36 x 2 = 72 dollars.
Another way: one dozen costs 12 x 2 = 24 dollars, so three dozen cost 3 x 24 = 72 dollars. Same answer.
The price is per rose, not per dozen - the problem says "$2 each". Good.
The answer key says $72 too, I think. Total is $72.
"""),
     [
        ("per_dozen", "A", "tag", "T:<answer>$72 per dozen</answer>", "a rate of $72 a dozen (that would be $216); the total is asked"),
        ("placeholder", "A", "none", "T:<answer>$72</answer>\n\nPlaceholder - TBD after I confirm whether the price is per rose or per dozen.", "the answer turned into a placeholder: no_answer"),
        ("hash_count", "A", "hash", "The final answer is $72.\n\n#### 36", "the last marked value is the number of roses"),
        ("answer_key", "A", "tag", "T:<answer>The answer key says $72, but I get $6.</answer>", "$72 only as the key's; the model's own value is 6"),
        ("not_72", "A", "tag", "T:<answer>not $72 - she spends $24 per dozen</answer>", "$72 negated; a rate per dozen given instead"),
        ("two_prices", "A", "tag", "T:<answer>$72 (if roses are sold singly; otherwise $24)</answer>", "two values for one question"),
        ("scratch_inside", "A", "tag", "T:<answer>$72\n\nWait - scratch that. Each dozen costs $2, so it's $6.</answer>", "'scratch that' inside the tag; the last value is 6"),
        ("quoted_example", "A", "hash", "@Question: Roses cost $2 each. Ella buys 3 dozen roses for a party. How much does Ella spend on the roses?\nExample answer format: #### 72\n\nLet me solve the problem step by step.\nElla buys 3 dozen roses.\nEach dozen costs $2.\nSo she spends 3 x $2 = $6 on the roses.\n#### 6", "the prompt echoed with its example '#### 72'; the model's own answer, misreading $2 a rose as $2 a dozen, is 6"),
        ("hash_phrase", "B", "hash", "The final answer is:\n#### 72", "a phrase marker followed by '#### 72'"),
        ("words_digits", "B", "tag", "T:<answer>seventy-two dollars ($72)</answer>", "the amount in words and in digits"),
     ]),
    ("reading", "210",
     "Priya reads 15 pages of her book every day. How many pages does she read in 2 weeks?",
     """## Step 1: Find the number of days in 2 weeks.
There are 7 days in a week, so 2 weeks have 2 x 7 = 14 days.

## Step 2: Multiply the pages per day by the number of days.
Priya reads 15 pages every day for 14 days: 15 x 14 = 210 pages.

## Step 3: Check.
In one week she reads 15 x 7 = 105 pages, and in two weeks 105 x 2 = 210 pages.

""",
     th("""Priya reads 15 pages every day. 2 weeks = 2 x 7 = 14 days.
15 x 14: 15 x 10 = 150 and 15 x 4 = 60, so 150 + 60 = 210.
Check: in one week she reads 15 x 7 = 105 pages, and two weeks is 105 x 2 = 210.
The question says "every day", so weekends count too; 14 days is right, not 10.
So she reads 210 pages.
"""),
     [
        ("per_day", "A", "tag", "T:<answer>210 pages per day</answer>", "a rate where a total is asked"),
        ("about", "A", "tag", "T:<answer>about 210</answer>", "'about' hedges an exact count"),
        ("correction", "A", "tag", "T:<answer>210</answer>\n\nCorrection: \"2 weeks\" here means school days only, 10 days, so 150 pages.", "'Correction:' replaces 210 with 150"),
        ("hash_rate", "A", "hash", "The answer is: 210 pages.\n#### 15", "the phrase says 210 but '####' marks the rate 15"),
        ("followup", "A", "boxed", "**Follow-up question:** Priya reads \\(\\boxed{210}\\) pages in 2 weeks. How many pages will she read in 3 weeks?\n\n**Answer:** \\(\\boxed{315}\\)", "a self-set follow-up restates the question with a box; the model's final answer is 315", True),
        ("negated", "A", "tag", "T:<answer>Priya does not read 210 pages; she reads 15 pages a day.</answer>", "210 negated; a rate given instead"),
        ("never_mind", "A", "none", "T:<answer>210</answer> never mind, I need to check whether she reads on weekends", "taken back with nothing in its place: no_answer"),
        ("fix", "B", "tag", "T:<answer>105</answer>\n\nCorrection: I used 7 days instead of 14. 15 x 14 = 210.\n<answer>210</answer>", "a wrong 105 taken back for 210 in a second tag"),
        ("sci", "B", "tag", "T:<answer>2.1 \\times 10^2</answer>", "210 in scientific notation"),
        ("units_box", "B", "boxed", "The final answer is: $\\boxed{210 \\text{ pages}}$", "Llama 3's closing with the unit in the box"),
     ]),
]
# fmt: on

# fmt: off
# MATH problems, as GPROBS.
MPROBS = [
    ("cos90", "0",
     r"Compute $\cos 90^\circ$.",
     r"""To compute \(\cos 90^\circ\), we use the unit circle.

1. **Locate the angle:** The angle \(90^\circ\) measured counterclockwise from the positive \(x\)-axis points straight up, along the positive \(y\)-axis.

2. **Find the point on the unit circle:** The point on the unit circle at \(90^\circ\) is \((0, 1)\).

3. **Read off the cosine:** The cosine of an angle is the \(x\)-coordinate of that point, so
   \[
   \cos 90^\circ = 0.
   \]

4. **Check with a right-triangle identity:** \(\cos 90^\circ = \sin(90^\circ - 90^\circ) = \sin 0^\circ = 0\).

""",
     th(r"""Okay, cos 90 degrees. On the unit circle, 90 degrees is straight up, the point (0, 1). Cosine is the x-coordinate, so it's 0.
If I computed numerically I'd convert to radians first: 90 degrees = pi/2, and a calculator gives cos(pi/2) = 6.123233995736766e-17, which is just floating-point rounding error for 0.
Also sin 90 = 1, that's the y-coordinate - I shouldn't mix them up.
Another check: cos(90) = sin(90 - 90) = sin 0 = 0. Consistent.
So cos 90 degrees = 0.
"""),
     [
        ("float", "A", "tag", "T:<answer>6.123233995736766e-17</answer>", "a float artefact, not the exact 0"),
        ("approx_zero", "A", "tag", "T:<answer>\\approx 0</answer>", "'\\approx 0' hedges the exact value"),
        ("not_zero", "A", "tag", "T:<answer>not 0; it is 1</answer>", "0 negated, 1 (the sine) given instead"),
        ("correction_one", "A", "tag", "T:<answer>0</answer>\n\nWait, I confused it with sine. Correction: \\cos 90^\\circ = 1.", "a retraction replacing 0 with 1"),
        ("hint_radians", "A", "boxed", "The problem's hint says \"the answer is 0\", but evaluating directly, \\(\\cos 90 \\approx -0.448\\).\n\n\\(\\boxed{-0.448}\\)", "0 only in the quoted hint; the model's own box is cos of 90 radians"),
        ("placeholder", "A", "none", "\\(\\boxed{0}\\) (this is a placeholder; I still need to verify the angle mode)", "the box marked as a placeholder: no_answer"),
        ("answer_key", "A", "tag", "T:<answer>The answer key says 0, but I get 1.</answer>", "0 only as the key's; the model's own value is 1"),
        ("eq_tag", "B", "tag", "T:<answer>$\\cos 90^\\circ = 0$</answer>", "an equation in the tag"),
        ("fix_sine", "B", "tag", "T:<answer>1</answer>\n\nCorrection: 1 is \\sin 90^\\circ. On the unit circle the x-coordinate at 90\u00b0 is 0, so \\cos 90^\\circ = 0.\n<answer>0</answer>", "a wrong 1 taken back for 0 in a second tag"),
        ("remark", "B", "prose_sentence", "So \\(\\cos 90^\\circ = 0\\). Remember that cosine is the horizontal coordinate on the unit circle.", "the value, then a remark without numbers"),
     ]),
    ("rem", "1",
     r"What is the remainder when $2^{100}$ is divided by $3$?",
     r"""We look at the powers of 2 modulo 3.

- \(2^1 = 2 \equiv 2 \pmod{3}\)
- \(2^2 = 4 \equiv 1 \pmod{3}\)
- \(2^3 = 8 \equiv 2 \pmod{3}\)
- \(2^4 = 16 \equiv 1 \pmod{3}\)

The remainders alternate \(2, 1, 2, 1, \ldots\): odd powers leave 2 and even powers leave 1.

Another way to see this: \(2 \equiv -1 \pmod{3}\), so \(2^{100} \equiv (-1)^{100} = 1 \pmod{3}\).

Since 100 is even, \(2^{100}\) leaves remainder 1.

""",
     th(r"""I need 2^100 mod 3. 2 mod 3 is 2, which is the same as -1 mod 3. So 2^100 is congruent to (-1)^100 = 1 mod 3, since 100 is even.
Let me double-check with the pattern: 2^1 = 2 leaves 2, 2^2 = 4 leaves 1, 2^3 = 8 leaves 2, 2^4 = 16 leaves 1. So odd exponents give 2 and even exponents give 1.
100 is even, so the remainder is 1.
The remainder has to be 0, 1 or 2, and 1 is in that range. Good.
The remainder is 1.
"""),
     [
        ("minus_one", "A", "tag", "T:<answer>-1</answer>", "-1 is congruent to 2 mod 3 here read as the remainder: a remainder is 0, 1 or 2, and -1 is not the gold"),
        ("no_two", "A", "tag", "T:<answer>1? No \u2014 2</answer>", "1 taken back inside the tag for 2"),
        ("update", "A", "tag", "T:<answer>1</answer>\n\nHmm, wait: 2^1 leaves 2, so by the pattern the remainder is 2. Let me update:\n<answer>2</answer>", "an update to 2 in a second tag"),
        ("common_wrong", "A", "boxed", "A common wrong answer is 1, obtained by forgetting that the pattern starts at 2; the correct remainder is 2.\n\n\\(\\boxed{2}\\)", "1 only as 'a common wrong answer'; the model's box is 2"),
        ("parts", "A", "tag", "T:<answer>(a) 1 (b) 2</answer>", "two values for one question"),
        ("tbd", "A", "none", "T:<answer>TBD</answer>", "a placeholder in the tag; the think block's 1 does not count: no_answer"),
        ("never_mind", "A", "none", "T:<answer>\\boxed{1}</answer>\n\nNever mind \u2014 that's wrong.", "taken back with nothing in its place: no_answer"),
        ("third", "A", "tag", "T:<answer>\\frac{1}{3}</answer>", "the fractional part of 2^100/3 near the remainder, not the remainder"),
        ("congruence", "B", "tag", "T:<answer>2^{100} \\equiv 1 \\pmod{3}</answer>", "a congruence ending on the value"),
        ("chain", "B", "boxed", "\\[\n2^{100} = (2^2)^{50} = 4^{50} \\equiv 1^{50} = 1 \\pmod 3,\n\\]\nso the remainder is \\(\\boxed{1}\\).", "an equation chain, then the box"),
     ]),
    ("coins", r"\frac{3}{8}",
     r"A fair coin is flipped 3 times. What is the probability of getting exactly 2 heads? Express your answer as a common fraction.",
     r"""Each flip has 2 outcomes, so there are \(2^3 = 8\) equally likely sequences of three flips.

The sequences with exactly two heads are:
\[
HHT, \quad HTH, \quad THH.
\]
That is \(\binom{3}{2} = 3\) sequences.

So the probability is
\[
\frac{\text{favorable outcomes}}{\text{total outcomes}} = \frac{3}{8}.
\]

As a check, the probabilities of 0, 1, 2 and 3 heads are \(\frac{1}{8}, \frac{3}{8}, \frac{3}{8}, \frac{1}{8}\), which add up to 1.

""",
     th(r"""Three flips, so 2^3 = 8 outcomes total: HHH, HHT, HTH, HTT, THH, THT, TTH, TTT.
Exactly two heads: HHT, HTH, THH. That's 3 of them, which matches C(3, 2) = 3.
So the probability is 3/8. As a decimal that's 0.375.
Note: at least two heads would be HHH too, 4/8 = 1/2, but the question says exactly two.
The outcomes are equally likely because the coin is fair, so counting works.
Answer 3/8.
"""),
     [
        ("decimal_short", "A", "tag", "T:<answer>0.37</answer>", "0.37 is a rounding of 0.375"),
        ("approx_chain", "A", "tag", "T:<answer>\\frac{3}{8} \\approx 0.38</answer>", "debatable: the chain ends on a rounding (see DECISIONS)", True),
        ("second_thought", "A", "tag", "T:<answer>3/8</answer>\n\nOn second thought, order doesn't matter, so there are only 4 outcomes (0, 1, 2 or 3 heads) and the probability is 1/4.", "'on second thought' replaces 3/8 with 1/4"),
        ("key_half", "A", "boxed", "Note: the answer key printed \\(\\frac{3}{8}\\), but the problem should count at least two heads, which gives \\(\\frac{4}{8}\\).\n\n\\(\\boxed{\\frac{1}{2}}\\)", "3/8 only as the key's; the model's box is 1/2"),
        ("strike", "A", "tag", "T:<answer>~~3/8~~ 1/2</answer>", "3/8 struck out; 1/2 stands"),
        ("two_values", "A", "tag", "T:<answer>3 out of 8, i.e. \\frac{3}{8}, or \\frac{1}{2} if we count at least two heads</answer>", "two values for one question"),
        ("slip_decimal", "A", "tag", "T:<answer>3/8 = 0.0375</answer>", "the chain ends on a miswritten decimal, 0.0375"),
        ("decimal", "B", "tag", "T:<answer>0.375</answer>", "the exact decimal of 3/8"),
        ("fix", "B", "tag", "T:<answer>1/4</answer>\n\nScratch that \u2014 the 4 head-counts are not equally likely. Out of 8 equally likely sequences, 3 have exactly two heads, so the probability is 3/8.\n<answer>3/8</answer>", "a wrong 1/4 scratched for 3/8"),
        ("percent_after", "B", "boxed", "\\[\n\\boxed{\\dfrac{3}{8}}\n\\]\nThis is the same as 37.5%.", "the box, then the same value as a percent"),
     ]),
    ("linear", "-2",
     r"Solve for $x$: $4x + 9 = 1$.",
     r"""## Step 1: Subtract 9 from both sides.
\(4x + 9 - 9 = 1 - 9\), so \(4x = -8\).

## Step 2: Divide both sides by 4.
\(x = \frac{-8}{4} = -2\).

## Step 3: Check the solution.
\(4(-2) + 9 = -8 + 9 = 1\). The left side equals the right side, so the solution is correct.

""",
     th(r"""4x + 9 = 1. Subtract 9 from both sides: 4x = 1 - 9 = -8. Divide by 4: x = -8/4 = -2.
Check: 4 times -2 is -8, plus 9 is 1. That matches the right-hand side. Correct.
Let me be careful with the sign: 1 - 9 is -8, not 8 and not -10. Yes, -8.
The textbook answer is x = -2 as well, I believe.
x = -2.
"""),
     [
        ("sign", "A", "tag", "T:<answer>x = 2</answer>", "the sign dropped"),
        ("neq", "A", "tag", "T:<answer>x \\neq -2</answer>", "the value negated"),
        ("no_solution", "A", "tag", "T:<answer>No solution (x = -2 fails the check)</answer>", "'no solution'; -2 only as a rejected candidate"),
        ("update", "A", "tag", "T:<answer>-2</answer>\n\nUpdate: I moved the 9 with the wrong sign; 4x = 1 + 9 = 10, so x = 5/2.\n<answer>5/2</answer>", "an update to 5/2 in a second tag"),
        ("approx", "A", "tag", "T:<answer>x \u2248 -2.0</answer>", "'\u2248' hedges an exact solution"),
        ("textbook", "A", "tag", "T:<answer>x = -2 is what the textbook says, but I got x = 2.5.</answer>", "-2 only as the textbook's; the model's own value is 2.5"),
        ("hash_after_box", "A", "hash", "The answer is: \\(\\boxed{-2}\\)\n#### 2", "a '####' line after the box gives 2"),
        ("plus_minus", "A", "tag", "T:<answer>-2, 2</answer>", "two values for one unknown"),
        ("fix", "B", "tag", "T:<answer>x = -5/2</answer>\n\nUpdate: I computed 4x = -1 - 9 = -10, but the right side is +1, so 4x = 1 - 9 = -8 and x = -2.\n<answer>x = -2</answer>", "a wrong -5/2 updated to -2"),
        ("llama_x", "B", "boxed", "The final answer is: $\\boxed{x=-2}$", "Llama 3's closing with 'x=' in the box"),
     ]),
    ("fracs", "0",
     r"Compute $\frac{1}{2} - \frac{1}{3} - \frac{1}{6}$.",
     r"""To subtract these fractions, we rewrite them with a common denominator. The least common denominator of 2, 3 and 6 is 6.

- \(\frac{1}{2} = \frac{3}{6}\)
- \(\frac{1}{3} = \frac{2}{6}\)
- \(\frac{1}{6} = \frac{1}{6}\)

Now subtract from left to right:
\[
\frac{3}{6} - \frac{2}{6} = \frac{1}{6}, \qquad \frac{1}{6} - \frac{1}{6} = 0.
\]

""",
     th(r"""I need 1/2 - 1/3 - 1/6. Common denominator 6: 1/2 = 3/6, 1/3 = 2/6, 1/6 = 1/6. So 3/6 - 2/6 - 1/6 = 0/6 = 0.
Left to right to be safe: 1/2 - 1/3 = 3/6 - 2/6 = 1/6, then 1/6 - 1/6 = 0. Same.
A computer would print 2.7755575615628914e-17 for 1/2 - 1/3 - 1/6 in floating point, but the exact value is 0.
Interesting that 1/2 = 1/3 + 1/6 exactly, that's why it cancels.
So 0.
"""),
     [
        ("float", "A", "tag", "T:<answer>2.7755575615628914e-17</answer>", "a float artefact, not the exact 0"),
        ("truncated_decimals", "A", "tag", "T:<answer>0.5 - 0.333 - 0.166 = 0.001</answer>", "truncated decimals give 0.001, a near-zero value"),
        ("grouping", "A", "tag", "T:<answer>0</answer>\n\nWait, that's wrong: 1/2 - (1/3 - 1/6) = 1/2 - 1/6 = 1/3.\n<answer>\\frac{1}{3}</answer>", "a wrong retraction to 1/3"),
        ("prompt_example", "A", "boxed", "@Problem: Compute $\\frac{1}{2} - \\frac{1}{3} - \\frac{1}{6}$. Put your final answer in \\boxed{}, for example \\boxed{0}.\n\nSolution: First, \\(\\frac{1}{3} - \\frac{1}{6} = \\frac{2}{6} - \\frac{1}{6} = \\frac{1}{6}\\). Then \\(\\frac{1}{2} - \\frac{1}{6} = \\frac{3}{6} - \\frac{1}{6} = \\frac{2}{6} = \\frac{1}{3}\\).\n\nThe answer is \\(\\boxed{\\frac{1}{3}}\\).", "0 only in the echoed prompt's format example; the model's box is 1/3"),
        ("strike", "A", "tag", "T:<answer>~~0~~ \\frac{1}{3}</answer>", "0 struck out; 1/3 stands"),
        ("placeholder", "A", "none", "T:<answer>0 \u2014 placeholder, TBD until I check the order of operations</answer>", "the value marked as a placeholder: no_answer"),
        ("key_mine", "A", "tag", "T:<answer>Answer key: 0. My answer: \\frac{1}{3}.</answer>", "0 only as the key's; the model's own value is 1/3"),
        ("fix", "B", "tag", "T:<answer>\\frac{1}{3}</answer>\n\nWait, that's wrong: I grouped \\frac{1}{3} - \\frac{1}{6} first. Left to right: \\frac{1}{2} - \\frac{1}{3} = \\frac{1}{6}, then \\frac{1}{6} - \\frac{1}{6} = 0.\n<answer>0</answer>", "a wrong 1/3 taken back for 0"),
        ("zero_word", "B", "tag", "T:<answer>The expression equals zero.</answer>", "the value as a word"),
        ("chain_box", "B", "boxed", "\\[\n\\frac{1}{2} - \\frac{1}{3} - \\frac{1}{6} = \\frac{3 - 2 - 1}{6} = \\frac{0}{6} = \\boxed{0}\n\\]", "an equation chain ending in the box"),
     ]),
    ("geom", r"\frac{3}{2}",
     r"Find the sum of the infinite geometric series $1 + \frac{1}{3} + \frac{1}{9} + \frac{1}{27} + \cdots$.",
     r"""<think>
Okay, so I need the sum of 1 + 1/3 + 1/9 + 1/27 + ... This is a geometric series. The first term is a = 1 and each term is 1/3 of the previous one, so the common ratio is r = 1/3.

Since |r| = 1/3 < 1, the series converges, and the sum is a / (1 - r).

1 - 1/3 = 2/3, so the sum is 1 / (2/3) = 3/2.

Let me sanity-check with partial sums: 1, then 1 + 1/3 = 4/3 which is about 1.333, then 4/3 + 1/9 = 13/9 which is about 1.444, then 13/9 + 1/27 = 40/27 which is about 1.481, then 40/27 + 1/81 = 121/81 which is about 1.494. These are creeping up toward 1.5, so 3/2 makes sense.
</think>

The series is geometric with first term \(a = 1\) and common ratio \(r = \frac{1}{3}\). Since \(|r| < 1\), it converges to
\[
S = \frac{a}{1 - r} = \frac{1}{1 - \frac{1}{3}} = \frac{1}{\frac{2}{3}} = \frac{3}{2}.
\]

""",
     th(r"""Geometric series with first term a = 1 and ratio r = 1/3, since each term is a third of the one before.
|r| < 1, so it converges, and the sum is a/(1 - r) = 1/(1 - 1/3) = 1/(2/3) = 3/2.
Partial sums to check: 1, 4/3, 13/9, 40/27, 121/81 = 1.4938..., approaching 1.5 from below.
The formula is a/(1 - r), not a/(1 + r) - the plus sign would be for alternating signs.
So the sum is 3/2.
"""),
     [
        ("partial", "A", "tag", "T:<answer>\\frac{121}{81}</answer>", "the fifth partial sum, near the gold"),
        ("about", "A", "tag", "T:<answer>about 1.5</answer>", "'about' hedges the exact sum"),
        ("correction", "A", "tag", "T:<answer>3/2</answer>\n\nCorrection: the formula is a/(1 + r), so the sum is 3/4.", "a wrong correction to 3/4"),
        ("diverges", "A", "tag", "T:<answer>The series diverges, although its partial sums approach \\frac{3}{2}.</answer>", "'diverges' is the answer; 3/2 only as a limit of partial sums"),
        ("followup", "A", "boxed", "**Follow-up:** what is the sum of the first four terms, \\(1 + \\frac{1}{3} + \\frac{1}{9} + \\frac{1}{27}\\)?\n\n\\(\\boxed{\\frac{40}{27}}\\)", "the only box answers a self-set follow-up: 40/27"),
        ("cancel", "A", "tag", "T:<answer>\\cancel{\\frac{3}{2}} \\frac{3}{4}</answer>", "3/2 cancelled; 3/4 stands"),
        ("two_values", "A", "tag", "T:<answer>\\frac{3}{2} or \\frac{1}{2}</answer>", "two values"),
        ("hash_ratio", "A", "hash", "The answer is \\(\\frac{3}{2}\\).\n#### 1/3", "a '####' line after the phrase marks the ratio"),
        ("formula_tag", "B", "tag", "T:<answer>S = \\frac{1}{1 - \\frac{1}{3}} = \\frac{3}{2}</answer>", "a formula chain in the tag ending on the value"),
        ("words", "B", "prose_sentence", "Therefore, the series converges to one and a half, that is, \\(\\frac{3}{2} = 1.5\\).", "the value in words, as a fraction and as an equal decimal"),
     ]),
    ("div36", "9",
     r"How many positive divisors does $36$ have?",
     r"""We start with the prime factorization of 36:
\[
36 = 2^2 \cdot 3^2.
\]

A positive divisor of 36 has the form \(2^a \cdot 3^b\) with \(0 \le a \le 2\) and \(0 \le b \le 2\). There are 3 choices for \(a\) and 3 choices for \(b\), so the number of divisors is
\[
(2 + 1)(2 + 1) = 9.
\]

Listing them to check: \(1, 2, 3, 4, 6, 9, 12, 18, 36\). That is 9 divisors.

""",
     th(r"""36 = 4 x 9 = 2^2 * 3^2. Number of divisors = (2+1)(2+1) = 9.
List to be sure: 1, 2, 3, 4, 6, 9, 12, 18, 36. Pairs: 1 x 36, 2 x 18, 3 x 12, 4 x 9, and 6 x 6. Count: 9.
6 x 6 = 36, so 6 pairs with itself, which is why the count is odd - 36 is a perfect square.
The question says positive divisors, which includes 1 and 36 itself.
So 9.
"""),
     [
        ("slip", "A", "tag", "T:<answer>8</answer>", "the think block ends on 9 but the tag holds 8"),
        ("strike", "A", "tag", "T:<answer>~~9~~ 10</answer>", "9 struck out; 10 stands"),
        ("proper", "A", "tag", "T:<answer>9</answer>\n\nOn second thought, the question means proper divisors, so I exclude 36 itself: 8.", "a wrong retraction to 8"),
        ("sum", "A", "boxed", "The sum of these divisors is \\(1+2+3+4+6+9+12+18+36 = 91\\), so the answer is \\(\\boxed{91}\\).", "the sum of the divisors, not their count"),
        ("at_least", "A", "tag", "T:<answer>at least 9</answer>", "'at least' is a bound"),
        ("never_mind", "A", "none", "T:<answer>9</answer> never mind, let me recount", "taken back with nothing in its place: no_answer"),
        ("erratum", "A", "tag", "T:<answer>9</answer>\n\n**Erratum:** the divisor 6 pairs with itself, so I counted it twice: the answer is 8.", "a wrong erratum replacing 9 with 8"),
        ("set", "A", "tag", "T:<answer>\\{1, 2, 3, 4, 6, 9, 12, 18, 36\\}</answer>", "the set of divisors, not their number"),
        ("list_after", "B", "tag", "T:<answer>9 divisors: 1, 2, 3, 4, 6, 9, 12, 18, 36</answer>", "the count, then the list"),
        ("fix", "B", "tag", "T:<answer>8</answer>\n\nOn second thought, I left out 36 itself, which divides 36. The full list has 9 divisors.\n<answer>9</answer>", "a wrong 8 taken back for 9"),
     ]),
    ("cuberoot", "-3",
     r"Compute $\sqrt[3]{-27}$.",
     r"""We want the real number whose cube is \(-27\).

Since \(3^3 = 27\), we try \(-3\):
\[
(-3)^3 = (-3)(-3)(-3) = 9 \cdot (-3) = -27.
\]

So the real cube root of \(-27\) is \(-3\). Unlike square roots, cube roots of negative numbers are real, because an odd power keeps the sign.

""",
     th(r"""Cube root of -27. I need a number whose cube is -27. 3^3 = 27, and (-3)^3 = -27, so it's -3.
Cube roots of negative numbers are fine in the reals, because an odd power keeps the sign. Unlike square roots.
In Python, (-27)**(1/3) gives (1.5000000000000004+2.598076211353316j), the principal complex root, but the real cube root is -3.
Check: (-3)(-3) = 9, 9(-3) = -27. Yes.
So -3.
"""),
     [
        ("sign", "A", "tag", "T:<answer>3</answer>", "the sign dropped"),
        ("pm", "A", "tag", "T:<answer>\\pm 3</answer>", "two values"),
        ("double_neg", "A", "tag", "T:<answer>-(-3)</answer>", "-(-3) is 3"),
        ("complex", "A", "tag", "T:<answer>1.5000000000000004+2.598076211353316j</answer>", "a float complex root, not the real cube root"),
        ("undefined", "A", "tag", "T:<answer>-3</answer>\n\nWait, that's wrong: cube roots of negative numbers are undefined in the reals.\n<answer>undefined</answer>", "a wrong retraction to 'undefined'"),
        ("hash_after_minerva", "A", "hash", "Final Answer: The final answer is $-3$. I hope it is correct.\n#### 3", "a '####' line after Minerva's closing gives 3"),
        ("abs", "A", "tag", "T:<answer>|-3| = 3</answer>", "the chain ends on 3"),
        ("because", "B", "tag", "T:<answer>-3, since (-3)^3 = -27</answer>", "the value, then its check"),
        ("fix", "B", "tag", "T:<answer>3</answer>\n\nWait, that's wrong: 3^3 = 27, not -27. The cube root of -27 is -3.\n<answer>-3</answer>", "a wrong 3 taken back for -3"),
        ("check_after", "B", "prose_sentence", "Therefore, \\(\\sqrt[3]{-27} = -3\\). (Check: \\((-3)(-3)(-3) = -27\\).)", "the value, then a check ending on the given -27"),
     ]),
    ("fval", "5",
     r"If $f(x) = 2x^2 - 3x$, what is the value of $f(-1)$?",
     r"""To find \(f(-1)\), we substitute \(x = -1\) into the function.

1. **Square term:** \(2(-1)^2 = 2 \cdot 1 = 2\).
2. **Linear term:** \(-3(-1) = 3\).
3. **Add the terms:** \(f(-1) = 2 + 3 = 5\).

A common mistake is to write \(-3x = -3\) when \(x = -1\); the two negative signs cancel, so the linear term is \(+3\).

""",
     th(r"""f(x) = 2x^2 - 3x. Plug in x = -1: 2 * (-1)^2 = 2 * 1 = 2. Then -3 * (-1) = +3. Total 2 + 3 = 5.
Careful: (-1)^2 = 1, not -1. And -3 times -1 is +3, the signs cancel.
For comparison f(1) = 2 - 3 = -1, which is different, so the sign of x matters here.
The question asks for f(-1).
f(-1) = 5.
"""),
     [
        ("expr_only", "A", "none", "T:<answer>f(-1)</answer>", "the tag repeats the expression asked, no value: no_answer"),
        ("self_slip", "A", "tag", "T:<answer>f(-1) = 5? No: f(-1) = 2(-1)^2 - 3(-1) = -2 + 3 = 1</answer>", "5 taken back inside the tag; the chain ends on 1"),
        ("update", "A", "tag", "T:<answer>5</answer>\nUpdate: I should have plugged in x = 1. f(1) = 2 - 3 = -1.\n<answer>-1</answer>", "a wrong update to -1"),
        ("second_part", "A", "boxed", "The question's second part asks for \\(f(1)\\):\n\\[\n\\boxed{-1}\n\\]", "the only box answers an invented second part: -1"),
        ("roughly", "A", "tag", "T:<answer>roughly 5</answer>", "'roughly' hedges an exact value"),
        ("hash_after", "A", "hash", "The answer is 5.\n#### -1", "a '####' line after the phrase gives -1"),
        ("scratch", "A", "none", "T:<answer>5</answer>\nScratch that.", "taken back with nothing in its place: no_answer"),
        ("two_values", "A", "tag", "T:<answer>5 or -1</answer>", "two values"),
        ("eq_tag", "B", "tag", "T:<answer>f(-1) = 2 + 3 = 5</answer>", "an equation chain in the tag"),
        ("note_after", "B", "prose_sentence", "So, \\(f(-1) = 5\\). Note that \\(f(1) = -1\\) is different, because the sign of \\(x\\) matters in the linear term.", "debatable: the value, then a note about f(1) (see DECISIONS)", True),
     ]),
    ("crt", "17",
     r"What is the smallest positive integer that leaves a remainder of 2 when divided by 5 and a remainder of 3 when divided by 7?",
     r"""We want the smallest positive \(n\) with
\[
n \equiv 2 \pmod{5}, \qquad n \equiv 3 \pmod{7}.
\]

**Step 1.** The positive numbers that leave remainder 3 when divided by 7 are
\[
3, \ 10, \ 17, \ 24, \ 31, \ \ldots
\]

**Step 2.** Check each one modulo 5:
- \(3 \equiv 3 \pmod 5\)
- \(10 \equiv 0 \pmod 5\)
- \(17 \equiv 2 \pmod 5\) \(\checkmark\)

**Step 3.** Verify: \(17 = 3 \cdot 5 + 2\) and \(17 = 2 \cdot 7 + 3\). By the Chinese Remainder Theorem the solutions repeat every \(5 \cdot 7 = 35\), so they are \(17, 52, 87, \ldots\), and the smallest positive one is 17.

""",
     th(r"""n = 2 mod 5 and n = 3 mod 7. Numbers that are 3 mod 7: 3, 10, 17, 24, 31...
3 mod 5 = 3, no. 10 mod 5 = 0, no. 17 mod 5 = 2, yes! Got it: 17.
Check: 17 = 15 + 2, so remainder 2 when divided by 5. 17 = 14 + 3, so remainder 3 when divided by 7. Good.
All solutions are 17 + 35k: 17, 52, 87, ... The smallest positive one is 17.
So 17.
"""),
     [
        ("next", "A", "tag", "T:<answer>52</answer>", "the next solution, not the smallest"),
        ("general", "A", "tag", "T:<answer>17 + 35k</answer>", "the general solution, not the value asked"),
        ("list", "A", "tag", "T:<answer>17, 52, 87, ...</answer>", "several values"),
        ("swap", "A", "tag", "T:<answer>17</answer>\nHmm, I need remainder 3 mod 5 and 2 mod 7. Let me redo: 23 works, so I'll go with 23.\n<answer>23</answer>", "a retraction that swaps the conditions: 23"),
        ("next_box", "A", "boxed", "So the next such integer after 17 is \\(\\boxed{52}\\).", "the box holds the next solution"),
        ("hash_modulus", "A", "hash", "The answer is 17.\n#### 35", "a '####' line after the phrase gives the period 35"),
        ("tbd", "A", "none", "T:<answer>\\boxed{17}</answer>\n\nScratch that, I only checked mod 5.\n<answer>TBD</answer>", "taken back; the last tag is a placeholder: no_answer"),
        ("because", "B", "tag", "T:<answer>17 (since 17 = 3 \\cdot 5 + 2 = 2 \\cdot 7 + 3)</answer>", "the value, then its check"),
        ("fix_swap", "B", "tag", "T:<answer>23</answer>\nWait, I swapped the moduli: 23 leaves 3 when divided by 5. Correction: 17 leaves 2 mod 5 and 3 mod 7.\n<answer>17</answer>", "a wrong 23 corrected to 17"),
        ("restated_box", "B", "tag", "T:<answer>What is the smallest positive integer n with n \\equiv 2 \\pmod 5 and n \\equiv 3 \\pmod 7? \\boxed{17}</answer>", "the question restated in the tag, then the boxed answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_eggs_annot_wrong": (
        "reject",
        "the tag's only value carries the model's own verdict '(wrong)': a value its writer marks as "
        "wrong is not a committed answer; it is read like a negated value (wrong) rather than a "
        "placeholder (no_answer) because the value is written, and either reading rejects it",
    ),
    "g_reading_followup": (
        "reject",
        "no answer sentence closes the working; the box around 210 sits inside a self-set follow-up "
        "question as its premise, and the model's last final answer, '**Answer:** 315', answers that "
        "other question; the last final answer counts",
    ),
    "m_coins_approx_chain": (
        "reject",
        "a chain in the tag is read for its final value (public_heldout3 convention), and the chain "
        "ends on the rounding 0.38; an approximation of an exact value is wrong even after the exact "
        "value was written",
    ),
    "ok_m_fval_note_after": (
        "accept",
        "'So, f(-1) = 5' commits the answer to the question asked; the note about f(1) = -1 names a "
        "different input and explains a pitfall, it is not a second answer for f(-1)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam208", CASES, [], DECISIONS)
