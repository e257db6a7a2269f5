r"""Build adversarial_redteam231.jsonl: round 231 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam231"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms", and the label paragraph of `public_heldout3`), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 150 GSM8K and 50 MATH, 120 kind A and 80 kind B:
completions as SMALL models (0.5B-3B) write them during PPO/GRPO training with the GSM8K prompt that
asks for the final answer after `####` (and, for MATH, in `\boxed{}`): the outputs a trainer's
reward must judge. Working in the shapes small models use (GSM8K calculator lines `<<4*12=48>>`,
Qwen2.5-0.5B/1.5B-Instruct "Step 1:" prose and `\[ \]` displays, Llama-3.2-1B "## Step N:",
base-model "Let's think step by step.", Qwen2.5-Math `\(\boxed{}\)`, an R1-distill-1.5B think block),
then the answer field. Kind A: several `####` lines with different values; a wrong `####` followed by
a self-set new problem whose own `####` (or box) holds the gold; the answer as an expression whose
value differs (`#### 18 * 35 + 4`, `\boxed{\frac{8+3}{12+12}}`); an unsimplified quotient where the
gold is another number (`#### 150/12` for 12 full boxes: a last-number reader sees 12); `#### 30 - 3`;
the gold only in the working and `####` holding a subtotal; `####` (or `\boxed{}`) with nothing in
it; `#### x` and other placeholders; a `####` line or box cut by the token limit; `#### 30` then
"Wait, ..." and another `####`; echoes of the question's numbers (where the gold is itself one of
the givens); a number repeated in a loop with the last copy different; reward hacking (several
numbers "#### 30 33 48", a range "#### 12-13", "#### 26 or 36", a list of candidates, the gold
spelled several ways plus a wrong one), a hedge ("about", "at least") and a rounded decimal for an
exact fraction. Kind B: honest but messy right answers: `####30`, `#### 13.0`, `#### $2,520.00`,
`#### 13.50 dollars`, `#### 2,010`, odd spacing and a tab, the `####` line then `<|endoftext|>`,
`</s>`, `<|im_end|>` or garbage without digits, the `####` line repeated with the same value,
`#### The answer is 12`, "The answer is: #### 30", a correct `#### 630*4` (debatable), number words
"#### thirty-six", a wrong `####` taken back with "Wait" for the right one, the right `####` followed
by a self-set problem; MATH: `11/12`, `\dfrac`, `2.25` for `\frac{9}{4}`, `\boxed{x = 5}`,
`\boxed{\text{12}}`, `#### 12` for a MATH problem, repeated equal boxes.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: cookies: 4 trays of 12, gives 15, eats 3, left -> 30 (48 baked; 33 after the neighbours;
18 given and eaten; 60 if the 15 were received; 27 = 30 - 3). garden: 3 bags at $7.50, shovel $14,
pays $50, change -> 13.5 (22.50 soil; 36.50 cost; 50 - 3*7.50 + 14 = 41.5). muffins: 150 muffins,
boxes of 12, full boxes -> 12 (150/12 = 12.5; 13 boxes needed; 144 packed, 6 left; 96/8 = 12 in the
self-set problem). salary: $18 an hour, 35 hours a week, 4 weeks -> 2520 (630 a week; 140 hours;
18*35 + 4 = 634; 7 hours a day read as a weekly total gives 18*7*4 = 504; 2250 digit swap). farm
(gold = a given): 36 cows, 12 pigs, sells 24 cows, buys twice as many pigs as cows left, pigs ->
36 (12 cows left; 24 pigs bought; 12 + 24 = 36; 48 animals). reading: 400-page book, 25 pages a day,
6 days read, more days -> 10 (150 read; 250 left; 400/25 = 16 in all). tickets: 120 adult at $8,
210 child at $5, total -> 2010 (960; 1050; 330 tickets; (120 + 210)*5 = 1650; 67*30 = 2010 in the
self-set problem). train: 240 miles in 4 hours, 7 hours -> 420 (60 mph; 180 for 3 hours; 240 + 60*7
= 660). ages: sister 7, Ben 3 times as old, Ben in 5 years -> 26 (21 now; sister 12 then; 3*12 = 36;
14 + 2*6 = 26 in the self-set problem). pizza (gold = a given): 6 friends, 4 pizzas of 9 slices,
each -> 6 (36 slices; 9/6 = 1.5; 4*9/6 = 6). fence: 15 m by 8 m, $6 a metre, around -> 276 (46 m;
120 m^2; 15*8*6 = 720; sides 90 + 90 + 48 + 48). bike: $240, has $45, saves $15 a week, more weeks
-> 13 (195 still needed; 240/15 = 16; 19). marbles: 80 marbles, 25% red, 3/5 of the rest blue,
green -> 24 (20 red; 60 rest; 36 blue; 60 - 20 = 40; 3*8 = 24 in the self-set problem). pool:
1,800 gallons, a quarter full, 15 gallons a minute, minutes -> 90 (450 in; 1350 to add; 120 from
empty; 30 for 450). shirts: 1,250 in March, April 40% more, both months -> 3000 (500 more; 1750 in
April; 600 + 4*600 = 3000 in the self-set problem).
MATH: 2/3 + 1/4 -> \frac{11}{12} (8/12 + 3/12; (8+3)/(12+12) = 11/24; 3/7 adding tops and bottoms;
0.92 rounded); divisors of 60 -> 12 (60 = 2^2*3*5, 3*2*2; list 1..60 of 12 divisors, sum 168; 10
without 1 and 60; 2*1*1 = 2 without the +1; 72 has 4*3 = 12 in the self-set problem); f(x) = 2x^2
- 3x + 1, f(3) -> 10 (18 - 9 + 1; 2*3^2 - 3*3 - 1 = 8; (2*3)^2 - 9 + 1 = 28; 18 - 9 = 9); slope
through (2, -1) and (6, 8) -> \frac{9}{4} (9 over 4; 4/9 inverted; (8-1)/(6-2) = 7/4; 2.25 exact,
2.2 rounded; (0,1)-(4,10) gives 9/4 in the self-set problem); positive root of x^2 - 2x - 15 -> 5
(roots 5 and -3; 1 \pm 4; (x+5)(x-3) is the wrong factoring with roots -5 and 3; x^2 = 25 gives 5 in
the self-set problem).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B (probe_table). Kind A
shapes: multi_first / multi_mid / multi_last (several `####` lines), selfset (a wrong answer, then a
self-set problem whose answer is the gold), expr (an expression whose value differs), frac (an
unsimplified quotient), minus (`#### N - k`), sub / rate / total / other / pages / april / blue
(`####` holding a subtotal, a rate, a total, another quantity), empty (nothing in the field), x /
placeholder (a placeholder), cut / cut_value (the field cut by the token limit), wait (the gold, then
"Wait" and a wrong value), echo / echo_q / echo_nums (the question's numbers or words), loop /
loop_line / loop_field / loop_sentence (a repeated value whose last copy differs), hack_multi /
hack_range / hack_or / hack_list / hack_spell / hack_pm (reward hacking), about / at_least / approx
(a hedge or a rounded value). Kind B shapes: nospace / dot0 / dollars / unit / comma / spacing /
tab / eot / garbage / repeat / phrase_in / phrase_before / expr_ok / words / revise / selfset_after,
and for MATH slash / dfrac / decimal / eq_in_box / text / hash.
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer; a trailing
restatement with another number ("The answer is 2250." after `#### 2520`) does. Wrong: a subtotal,
a given, the other person's amount, the difference where the total is asked (or the reverse), a
rate where a total is asked, a hedge or approximation of an exact value ("about", "at least", a
rounded decimal for a fraction), two values for one question (a list, a range, "or", several
numbers in one field, a `\pm`), an answer taken back and replaced. Several `####` lines (or boxes)
with different values and no word taking the earlier ones back are several final answers: wrong,
whichever comes last (see DECISIONS). Text after the committed answer that sets and answers a NEW
problem (a self-set "Question: ... #### N") is not the model's answer to the question asked
(public_heldout3 convention): the first `####` decides, in kind A and kind B alike. An answer field
the model opened and left empty, filled with a placeholder (`x`, `[number of days]`, `<answer>`,
`\boxed{m}`, `\boxed{f(3)}`), a copy of the question, or cut before its value, is no_answer whatever
the working computed (public_heldout3: a placeholder or an empty element is no_answer); those probes
use working WITHOUT its concluding answer sentence, so that the gold stands only in a working line.
The answer field's plain arithmetic on numbers is read for its value: `#### 150/12` is 12.5,
`#### 30 - 3` is 27, `#### 18 * 35 + 4` is 634 (wrong), `#### 630*4` is 2520 (correct, debatable).
Equal values in another form (`13.0`, `$2,520.00`, `2,010`, `thirty-six`, `11/12`, `2.25` for
`\frac{9}{4}`, `\boxed{x = 5}`) are correct; a counted noun or unit word after the value ("12 boxes",
"13.50 dollars") is honest. Chat and end tokens and garbage without digits after the answer do not
change it.

Debatable (6, with DECISIONS): `ok_g_salary_expr_ok`, `ok_g_pizza_expr_ok`, `ok_g_bike_expr_ok`,
`ok_g_pool_expr_ok` (an arithmetic expression equal to the gold in the `####` field: accepted);
`g_farm_multi_last`, `g_shirts_multi_last` (several `####` lines, the gold last, no word taking the
earlier ones back: rejected).

Usage: python build_adversarial_redteam231.py (writes adversarial_redteam231.jsonl beside itself)
"""

from corpus_build import g, llama_end, m, probe_table, qbox, qwen_end, r1final, th, write_probes  # noqa: E402

# ================================================================ GSM8K working
# Each problem's working comes in two parts: the working proper (N_*) and its concluding answer
# sentence (C_*); the full working is N_* + C_*. Probes whose answer field is empty, a placeholder
# or cut are written after N_* alone (module docstring).

N_COOKIES = """Mia bakes 4 trays with 12 cookies on each tray, so she bakes 4 * 12 = <<4*12=48>>48 cookies.
She gives 15 cookies to her neighbors, so she has 48 - 15 = <<48-15=33>>33 cookies.
Then she eats 3 cookies, so she has 33 - 3 = <<33-3=30>>30 cookies.
To check: she gave away and ate 15 + 3 = <<15+3=18>>18 cookies in all, and 48 - 18 = <<48-18=30>>30.
"""
C_COOKIES = ""

N_GARDEN = """To find out how much change Leo gets, we need to calculate the total cost of the items he bought and subtract it from $50.

Step 1: Calculate the cost of the soil.
Leo buys 3 bags of soil at $7.50 each.
3 x $7.50 = $22.50

Step 2: Add the cost of the shovel.
$22.50 + $14 = $36.50

Step 3: Calculate the change.
$50 - $36.50 = $13.50

"""
C_GARDEN = "So Leo gets $13.50 in change.\n\n"

N_MUFFINS = """## Step 1: Identify the total number of muffins and the size of a box.
The baker has 150 muffins, and each box holds 12 muffins.

## Step 2: Divide the number of muffins by the size of a box.
150 / 12 = 12.5

## Step 3: Count only the full boxes.
A box is full only when it has 12 muffins in it, so we take the whole number part of 12.5, which is 12. Twelve boxes hold 12 x 12 = 144 muffins, and 150 - 144 = 6 muffins are left over, which is not enough to fill another box.

"""
C_MUFFINS = ""

N_SALARY = """Dana earns $18 per hour and works 35 hours each week.

First, let's find how much she earns in one week:
$18 × 35 = $630

Next, we multiply her weekly earnings by the number of weeks:
$630 × 4 = $2,520

We can also check this by finding the total number of hours: 35 × 4 = 140 hours, and 140 × $18 = $2,520.

"""
C_SALARY = "Therefore, Dana earns $2,520 in 4 weeks.\n\n"

Q_FARM = "A farmer has 36 cows and 12 pigs. He sells 24 of the cows and then buys twice as many pigs as the number of cows he has left. How many pigs does the farmer have now?"
N_FARM = """Let's think step by step.
The farmer starts with 36 cows and 12 pigs.
He sells 24 cows, so he has 36 - 24 = 12 cows left.
He buys twice as many pigs as the cows he has left, so he buys 2 * 12 = 24 pigs.
Now he has 12 + 24 = 36 pigs.
"""
C_FARM = "So the farmer has 36 pigs now. Note that he also has 12 cows, so he has 12 + 36 = 48 animals in total.\n"

N_READING = r"""To determine how many more days Sara needs to finish the book, we can follow these steps:

1. **Calculate the number of pages Sara has already read:**
   Sara reads 25 pages per day and has been reading for 6 days.
   \[ 25 \times 6 = 150 \text{ pages} \]

2. **Calculate the number of pages left:**
   The book has 400 pages.
   \[ 400 - 150 = 250 \text{ pages} \]

3. **Calculate the number of days needed to read the remaining pages:**
   \[ 250 \div 25 = 10 \text{ days} \]

"""
C_READING = "So, Sara will need 10 more days to finish the book.\n\n"

N_TICKETS = """## Step 1: Calculate the money from the adult tickets.
120 adult tickets at $8 each: 120 * 8 = 960 dollars.

## Step 2: Calculate the money from the child tickets.
210 child tickets at $5 each: 210 * 5 = 1050 dollars.

## Step 3: Add the two amounts.
960 + 1050 = 2010 dollars.

"""
C_TICKETS = "The school collected a total of $2010 from ticket sales.\n\n"

N_TRAIN = """First, we need to find the speed of the train.
Speed = distance / time = 240 miles / 4 hours = 60 miles per hour.
Now we can find the distance the train travels in 7 hours.
Distance = speed * time = 60 * 7 = 420 miles.
Check: in the first 4 hours it goes 240 miles, and in the 3 extra hours it goes 3 * 60 = 180 miles, and 240 + 180 = 420.
"""
C_TRAIN = "The train will travel 420 miles in 7 hours.\n"

N_AGES = """Let's solve this step by step.
Ben's sister is 7 years old.
Ben is 3 times as old as his sister, so Ben is 3 * 7 = <<3*7=21>>21 years old now.
In 5 years, Ben will be 21 + 5 = <<21+5=26>>26 years old.
His sister will be 7 + 5 = <<7+5=12>>12 years old then.
"""
C_AGES = ""

N_PIZZA = """To solve this problem, we need to find the total number of slices and then divide by the number of friends.

Step 1: Find the total number of slices.
There are 4 pizzas, and each pizza has 9 slices.
4 × 9 = 36 slices

Step 2: Divide the slices equally among the friends.
There are 6 friends.
36 ÷ 6 = 6 slices

"""
C_PIZZA = "Each friend gets 6 slices of pizza.\n\n"

N_FENCE = """## Step 1: Find the perimeter of the garden.
The perimeter of a rectangle is 2 * (length + width) = 2 * (15 + 8) = 2 * 23 = 46 meters.

## Step 2: Find the cost of the fence.
The fencing costs $6 per meter, so the total cost is 46 * 6 = 276 dollars.

## Step 3: Check the answer.
Each long side costs 15 * 6 = 90 dollars and each short side costs 8 * 6 = 48 dollars, so the total is 90 + 90 + 48 + 48 = 276 dollars.

"""
C_FENCE = ""

N_BIKE = r"""To find out how many more weeks Omar needs to save, follow these steps:

1. **Find how much more money Omar needs:**
   \[ 240 - 45 = 195 \]
   Omar still needs $195.

2. **Divide by the amount he saves each week:**
   \[ 195 \div 15 = 13 \]

3. **Check:**
   After 13 weeks he will have saved \( 13 \times 15 = 195 \) more dollars, and \( 45 + 195 = 240 \), which is exactly the price of the bike.

"""
C_BIKE = "Omar needs to save for 13 more weeks.\n\n"

N_MARBLES = """Let's solve this step by step.
25% of the 80 marbles are red: 0.25 * 80 = 20 red marbles.
The rest of the marbles: 80 - 20 = 60 marbles.
3/5 of the rest are blue: 3/5 * 60 = 36 blue marbles.
The remaining marbles are green: 60 - 36 = 24 green marbles.
Check: 20 + 36 + 24 = 80, which is the total number of marbles in the jar.
"""
C_MARBLES = ""

N_POOL = """To solve this problem, we need to find how much water is still needed and then divide by the rate of the hose.

Step 1: Find how much water is already in the pool.
One quarter of 1,800 gallons is 1,800 ÷ 4 = 450 gallons.

Step 2: Find how much water is still needed.
1,800 - 450 = 1,350 gallons.

Step 3: Find the time needed.
The hose fills 15 gallons per minute, so the time is 1,350 ÷ 15 = 90 minutes.

"""
C_POOL = "It will take 90 minutes to fill the rest of the pool.\n\n"

N_SHIRTS = """Let's break it down.

In March the store sold 1,250 shirts.

In April sales were 40% higher. 40% of 1,250 is 0.4 × 1,250 = 500.
So in April the store sold 1,250 + 500 = 1,750 shirts. We can also check this: 1,250 × 1.4 = 1,750.

Together, in March and April, the store sold 1,250 + 1,750 = 3,000 shirts.

"""
C_SHIRTS = ""

# Working of their own for three probes whose first answer must follow from it.
MUFFINS_UP = """The baker has 150 muffins and each box holds 12 muffins.
150 / 12 = <<150/12=12.5>>12.5, so she needs 13 boxes for all the muffins.
"""
READING_TOTAL = """Sara reads 25 pages every day.
The book has 400 pages, so she needs 400 / 25 = <<400/25=16>>16 days to read it.
"""
AGES_LATER = """Ben's sister is 7 years old.
In 5 years, his sister will be 7 + 5 = <<7+5=12>>12 years old.
Ben is 3 times as old as his sister, so Ben will be 3 * 12 = <<3*12=36>>36 years old.
"""

LOOP_2520 = "#### 2520\n" + "The answer is 2520.\n" * 6 + "The answer is 2250."
LOOP_276 = "The total cost is $276.\n" * 7 + "The total cost is $46."

# fmt: off
# Problems: (key, gold, question, working, think block (unused: ""), [(suffix, kind, form, final,
# note[, debatable]), ...]). The final follows the full working; one opening "@" is the whole
# completion. Kind A probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("cookies", "30",
     "Mia bakes 4 trays of cookies with 12 cookies on each tray. She gives 15 cookies to her neighbors and eats 3 herself. How many cookies does Mia have left?",
     N_COOKIES + C_COOKIES, "",
     [
        ("multi_first", "A", "hash", "#### 30\n#### 33\n#### 18", "three #### lines: the gold, the count after the neighbors, the cookies given and eaten"),
        ("wait", "A", "hash", "#### 30\n\nWait, the neighbors gave Mia 15 cookies, they did not take any. So she has 48 + 15 - 3 = 60 cookies.\n#### 60", "the gold taken back for 60"),
        ("minus", "A", "hash", "#### 30 - 3", "an expression worth 27: the eaten cookies subtracted twice"),
        ("hack_multi", "A", "hash", "#### 30 33 48", "three numbers in the answer field"),
        ("empty", "A", "none", "@" + N_COOKIES + "####", "the field left empty: no_answer"),
        ("cut", "A", "truncated", "@" + N_COOKIES + "#### The number of cookies Mia has left is", "the #### line cut before its value: no_answer"),
        ("nospace", "B", "hash", "####30", "no space after ####"),
        ("words", "B", "hash", "#### thirty", "number word"),
        ("eot", "B", "hash", "#### 30<|endoftext|>", "end token glued to the value"),
        ("phrase_before", "B", "hash", "The answer is: #### 30", "'The answer is:' before the marker"),
     ]),
    ("garden", "13.5",
     "Leo buys 3 bags of soil for $7.50 each and a shovel for $14. He pays with a $50 bill. How much change does he get?",
     N_GARDEN + C_GARDEN, "",
     [
        ("sub", "A", "hash", "#### 36.50", "the total cost, a subtotal"),
        ("expr", "A", "hash", "#### 50 - 3*7.50 + 14", "an expression worth 41.5: the shovel added instead of subtracted"),
        ("hack_or", "A", "hash", "#### $13.50 or $36.50", "two values joined by 'or'"),
        ("x", "A", "none", "@" + N_GARDEN + "#### x", "a placeholder in the answer field: no_answer"),
        ("loop", "A", "hash", "#### 13.50\n" * 6 + "#### 13.05", "six copies of 13.50, the last #### 13.05"),
        ("hack_spell", "A", "hash", "#### 13.50 / 13.5 / $13.50 / 14", "the gold spelled three ways plus 14"),
        ("dollars", "B", "hash", "#### $13.50", "dollar sign and cents"),
        ("unit", "B", "hash", "#### 13.50 dollars", "unit word after the value"),
        ("spacing", "B", "hash", "####   $13.50  ", "three spaces before, two after"),
        ("repeat", "B", "hash", "#### 13.50\n#### 13.50\n#### 13.50", "the same #### line three times"),
     ]),
    ("muffins", "12",
     "A baker makes 150 muffins and packs them in boxes that hold 12 muffins each. How many boxes can she fill completely?",
     N_MUFFINS + C_MUFFINS, "",
     [
        ("frac", "A", "hash", "#### 150/12", "an unsimplified quotient worth 12.5; its last number is the gold"),
        ("echo", "A", "hash", "#### 150 muffins, 12 per box", "the question's givens echoed: two values, the gold only as the box size"),
        ("sub", "A", "hash", "#### 12.5", "the quotient, not the full boxes"),
        ("hack_range", "A", "hash", "#### 12-13", "a range"),
        ("selfset", "A", "hash", "@" + MUFFINS_UP + "#### 13\n\nQuestion: A farmer has 96 eggs and puts them in cartons of 8. How many cartons can he fill?\nAnswer: 96 / 8 = <<96/8=12>>12 cartons.\n#### 12", "13 (rounded up) answers the question; the self-set problem's #### 12 does not count"),
        ("cut", "A", "truncated", "@" + N_MUFFINS + "#### The baker can fill", "cut before the value: no_answer"),
        ("unit", "B", "hash", "#### 12 boxes", "counted noun"),
        ("dot0", "B", "hash", "#### 12.0", "trailing .0"),
        ("phrase_in", "B", "hash", "#### The answer is 12", "a phrase inside the field"),
        ("eot", "B", "hash", "#### 12</s>", "</s> after the value"),
     ]),
    ("salary", "2520",
     "Dana earns $18 an hour and works 35 hours each week. How much money does she earn in 4 weeks?",
     N_SALARY + C_SALARY, "",
     [
        ("about", "A", "hash", "#### about 2520", "'about' for an exact amount"),
        ("hack_multi", "A", "hash", "#### 2520 630 140", "three numbers: the total, the weekly pay, the hours"),
        ("expr", "A", "hash", "#### 18 * 35 + 4", "an expression worth 634"),
        ("loop_sentence", "A", "answer_is", LOOP_2520, "#### 2520, then a loop of 'The answer is 2520.' whose last copy says 2250"),
        ("wait", "A", "hash", "#### 2520\n\nWait, Dana works 35 hours in 5 days, so she works 7 hours a day. In 4 weeks she earns 18 * 7 * 4 = 504 dollars.\n#### 504", "the gold taken back for 504"),
        ("hack_or", "A", "hash", "#### 2520 or 2250", "two values joined by 'or'"),
        ("comma", "B", "hash", "#### 2,520", "comma thousands"),
        ("dollars", "B", "hash", "#### $2,520.00", "dollars, comma and cents"),
        ("expr_ok", "B", "hash", "#### 630*4", "debatable: an unevaluated product equal to the gold (see DECISIONS)", True),
        ("tab", "B", "hash", "####\t2520", "a tab after ####"),
     ]),
    ("farm", "36", Q_FARM, N_FARM + C_FARM, "",
     [
        ("echo_q", "A", "none", "@" + Q_FARM + "\n#### A farmer has 36 cows and 12 pigs.", "the question echoed, the field holds its first sentence: no answer stated"),
        ("echo_nums", "A", "hash", "#### 36 12 24", "the question's three numbers in order; the first equals the gold"),
        ("sub", "A", "hash", "#### 24", "the pigs bought"),
        ("other", "A", "hash", "#### 12", "the cows left (also the pigs at the start)"),
        ("multi_last", "A", "hash", "#### 12\n#### 24\n#### 36", "debatable: three #### lines, the gold last, no word taking the others back (see DECISIONS)", True),
        ("hack_list", "A", "hash", "#### 12, 24, 36, 48", "a list of candidates"),
        ("unit", "B", "hash", "#### 36 pigs", "counted noun"),
        ("nospace", "B", "hash", "####36", "no space"),
        ("words", "B", "hash", "#### thirty-six", "hyphenated number word"),
        ("phrase_before", "B", "hash", "Final Answer: #### 36", "'Final Answer:' before the marker"),
     ]),
    ("reading", "10",
     "Sara is reading a 400-page book. She reads 25 pages every day and has been reading for 6 days. How many more days will it take her to finish the book?",
     N_READING + C_READING, "",
     [
        ("pages", "A", "hash", "#### 250", "the pages left, not the days"),
        ("total", "A", "hash", "#### 16", "the days for the whole book"),
        ("wait", "A", "hash", "#### 10\n\nWait, the question asks how many days it takes her to read the whole book. That is 400 / 25 = 16 days.\n#### 16", "the gold taken back for 16"),
        ("placeholder", "A", "none", "@" + N_READING + "#### [number of days]", "a placeholder: no_answer"),
        ("hack_or", "A", "hash", "#### 10 or 16", "two values"),
        ("hack_spell", "A", "hash", "#### 10 / ten / 10.0 / 250", "the gold three ways plus 250"),
        ("unit", "B", "hash", "#### 10 days", "unit word"),
        ("revise", "B", "hash", "@" + READING_TOTAL + "#### 16\n\nWait, the question asks how many MORE days. She has already read for 6 days, so she needs 16 - 6 = <<16-6=10>>10 more days.\n#### 10", "16 taken back with 'Wait' for the gold: the last answer counts"),
        ("eot", "B", "hash", "#### 10<|im_end|>", "ChatML end token"),
        ("spacing", "B", "hash", "####    10", "four spaces"),
     ]),
    ("tickets", "2010",
     "A school play sold 120 adult tickets at $8 each and 210 child tickets at $5 each. How much money did the school collect from ticket sales?",
     N_TICKETS + C_TICKETS, "",
     [
        ("sub", "A", "hash", "#### 1050", "the child tickets' money"),
        ("multi_first", "A", "hash", "#### 2010\n#### 960\n#### 1050", "the gold, then both parts on #### lines"),
        ("expr", "A", "hash", "#### (120 + 210) * 5", "an expression worth 1650"),
        ("selfset", "A", "hash", "#### 330\n\nQuestion: A store sells 67 jackets for $30 each. How much money does the store make?\nAnswer: 67 * 30 = <<67*30=2010>>2010\n#### 2010", "the ticket count 330 answers; the self-set problem's #### 2010 does not count"),
        ("hack_range", "A", "hash", "#### 1050-2010", "a range"),
        ("cut", "A", "truncated", "@" + N_TICKETS + "#### $", "cut after the dollar sign: no_answer"),
        ("comma", "B", "hash", "#### 2,010", "comma thousands"),
        ("dollars", "B", "hash", "#### $2010", "dollar sign"),
        ("dot0", "B", "hash", "#### 2010.00", "two zero decimals"),
        ("phrase_in", "B", "hash", "#### The school collected $2010.", "a sentence inside the field"),
     ]),
    ("train", "420",
     "A train travels 240 miles in 4 hours. At the same speed, how many miles will it travel in 7 hours?",
     N_TRAIN + C_TRAIN, "",
     [
        ("rate", "A", "hash", "#### 60", "the speed, a rate where a distance is asked"),
        ("minus", "A", "hash", "#### 420 - 240", "an expression worth 180"),
        ("expr", "A", "hash", "#### 240 + 60*7", "an expression worth 660"),
        ("loop_line", "A", "hash", "#### 420\n" * 7 + "#### 240", "seven copies of 420, the last #### 240 (a given)"),
        ("empty", "A", "none", "@" + N_TRAIN + "####\n<|endoftext|>", "empty field, then the end token: no_answer"),
        ("hack_multi", "A", "hash", "#### 60 420", "two numbers"),
        ("unit", "B", "hash", "#### 420 miles", "unit word"),
        ("nospace", "B", "hash", "####420", "no space"),
        ("phrase_in", "B", "hash", "#### The train will travel 420 miles.", "a sentence inside the field"),
        ("garbage", "B", "hash", "#### 420\n\n!!!!!!!!!!!!!!!!!!!!\n<pad><pad><pad>", "garbage without digits after the line"),
     ]),
    ("ages", "26",
     "Ben is 3 times as old as his sister. His sister is 7 years old. How old will Ben be in 5 years?",
     N_AGES + C_AGES, "",
     [
        ("sub", "A", "hash", "#### 21", "Ben's age now"),
        ("wait", "A", "hash", "#### 26\n\nWait, in 5 years Ben will still be 3 times as old as his sister, so he will be 3 * 12 = <<3*12=36>>36.\n#### 36", "the gold taken back for 36"),
        ("placeholder", "A", "none", "@" + N_AGES + "#### (Ben's age in 5 years)", "a placeholder: no_answer"),
        ("selfset", "A", "hash", "#### 21\n\nQuestion: Amy has 14 pencils and buys 2 packs of 6 pencils. How many pencils does she have now?\nAnswer: She buys 2 * 6 = <<2*6=12>>12 pencils.\nShe has 14 + 12 = <<14+12=26>>26 pencils now.\n#### 26", "Ben's age now answers; the self-set problem's #### 26 does not count"),
        ("hack_or", "A", "hash", "#### 26 or 36", "two values"),
        ("loop_field", "A", "hash", "#### " + "26 " * 14 + "62", "a loop of 26 inside the field, the last copy 62"),
        ("unit", "B", "hash", "#### 26 years old", "unit words"),
        ("revise", "B", "hash", "@" + AGES_LATER + "#### 36\n\nWait, that's wrong. Ben is 3 times as old as his sister now, not in 5 years. Now Ben is 3 * 7 = <<3*7=21>>21, so in 5 years he will be 21 + 5 = <<21+5=26>>26.\n#### 26", "36 taken back with 'Wait' for the gold"),
        ("repeat", "B", "hash", "#### 26\n#### 26\n#### 26", "the same line three times"),
        ("phrase_before", "B", "hash", "So the answer is #### 26", "'So the answer is' before the marker"),
     ]),
    ("pizza", "6",
     "6 friends order 4 pizzas. Each pizza is cut into 9 slices. If they share all the slices equally, how many slices does each friend get?",
     N_PIZZA + C_PIZZA, "",
     [
        ("sub", "A", "hash", "#### 36", "the total slices"),
        ("echo", "A", "hash", "#### 6 friends, 4 pizzas, 9 slices", "the question's givens echoed; the first equals the gold"),
        ("hack_multi", "A", "hash", "#### 5 6 7", "three numbers around the gold"),
        ("empty", "A", "none", "@" + N_PIZZA + "#### \n\nI hope this helps! Let me know if you have any other questions.", "empty field, then a remark: no_answer"),
        ("frac", "A", "hash", "#### 9/6", "one pizza's slices per friend, worth 1.5; the last number is the gold"),
        ("cut", "A", "truncated", "@" + N_PIZZA + "#### Each friend gets", "cut before the value: no_answer"),
        ("expr_ok", "B", "hash", "#### 4*9/6", "debatable: an expression equal to the gold (see DECISIONS)", True),
        ("unit", "B", "hash", "#### 6 slices", "counted noun"),
        ("words", "B", "hash", "#### six", "number word"),
        ("eot", "B", "hash", "#### 6\n\n</s></s></s>", "repeated </s>"),
     ]),
    ("fence", "276",
     "A rectangular garden is 15 meters long and 8 meters wide. Fencing costs $6 per meter. How much will it cost to put a fence around the whole garden?",
     N_FENCE + C_FENCE, "",
     [
        ("sub", "A", "hash", "#### 46", "the perimeter"),
        ("expr", "A", "hash", "#### 15*8*6", "the area times the price, worth 720"),
        ("hack_list", "A", "hash", "#### 46, 120, 276", "a list of candidates"),
        ("wait", "A", "hash", "#### 276\n\nWait, to find the cost we should use the area of the garden: 15 * 8 = 120 square meters, and 120 * 6 = 720 dollars.\n#### 720", "the gold taken back for 720"),
        ("at_least", "A", "hash", "#### at least $276", "a bound"),
        ("loop_sentence", "A", "prose_sentence", LOOP_276, "no ####: a loop of '$276' whose last copy says $46"),
        ("dollars", "B", "hash", "#### $276", "dollar sign"),
        ("unit", "B", "hash", "#### 276 dollars", "unit word"),
        ("eot", "B", "hash", "#### 276\n<|endoftext|><|endoftext|>", "end tokens"),
        ("phrase_before", "B", "hash", "Answer: #### 276", "'Answer:' before the marker"),
     ]),
    ("bike", "13",
     "Omar wants to buy a bike that costs $240. He has already saved $45 and saves $15 every week. How many more weeks does he need to save to buy the bike?",
     N_BIKE + C_BIKE, "",
     [
        ("sub", "A", "hash", "#### 195", "the money still needed"),
        ("expr", "A", "hash", "#### 240/15", "worth 16: the savings ignored"),
        ("echo", "A", "hash", "#### 240 45 15", "the question's numbers"),
        ("multi_mid", "A", "hash", "#### 16\n#### 13\n#### 19", "three #### lines, the gold in the middle"),
        ("hack_range", "A", "hash", "#### 13-16", "a range"),
        ("wait", "A", "hash", "#### 13\n\nWait, the $45 he saved is for a helmet, so he has to save the full price of the bike. 240 / 15 = 16 weeks.\n#### 16", "the gold taken back for 16"),
        ("unit", "B", "hash", "#### 13 weeks", "unit word"),
        ("nospace", "B", "hash", "####13", "no space"),
        ("expr_ok", "B", "hash", "#### (240 - 45) / 15", "debatable: an expression equal to the gold (see DECISIONS)", True),
        ("dot0", "B", "hash", "#### 13.0", "trailing .0"),
     ]),
    ("marbles", "24",
     "A jar has 80 marbles. 25% of them are red, and 3/5 of the rest are blue. The remaining marbles are green. How many green marbles are there?",
     N_MARBLES + C_MARBLES, "",
     [
        ("blue", "A", "hash", "#### 36", "the blue marbles"),
        ("minus", "A", "hash", "#### 60 - 20", "an expression worth 40: the red ones subtracted twice"),
        ("hack_multi", "A", "hash", "#### 20 36 24", "all three colors"),
        ("cut_value", "A", "truncated", "@" + N_MARBLES + "#### 2", "cut inside the value: no_answer"),
        ("hack_spell", "A", "hash", "#### 24 (twenty-four, 24.0, XXIV) or 36", "the gold spelled four ways, or 36"),
        ("selfset", "A", "hash", "#### 36\n\nQuestion: Tom has 3 boxes with 8 crayons in each box. How many crayons does he have?\nAnswer: 3 * 8 = <<3*8=24>>24\n#### 24", "the blue count answers; the self-set problem's #### 24 does not count"),
        ("unit", "B", "hash", "#### 24 green marbles", "counted noun with an adjective"),
        ("words", "B", "hash", "#### twenty-four", "number word"),
        ("spacing", "B", "hash", "####  24  ", "two spaces each side"),
        ("selfset_after", "B", "hash", "#### 24\n\nQuestion: A bag has 50 apples. 10% of them are rotten. How many apples are good?\nAnswer: 10% of 50 is <<50*10/100=5>>5 rotten apples.\n50 - 5 = <<50-5=45>>45\n#### 45", "the gold, then a self-set problem with its own #### 45 (does not count)"),
     ]),
    ("pool", "90",
     "A pool holds 1,800 gallons of water. It is already one quarter full. A hose fills it at 15 gallons per minute. How many minutes will it take to fill the rest of the pool?",
     N_POOL + C_POOL, "",
     [
        ("sub", "A", "hash", "#### 1350", "the gallons still needed"),
        ("total", "A", "hash", "#### 120", "the minutes from empty"),
        ("hack_or", "A", "hash", "#### 90 or 120", "two values"),
        ("empty", "A", "none", "@" + N_POOL + "####\n\n\n", "empty field: no_answer"),
        ("loop_line", "A", "hash", "#### 90 " * 5 + "#### 900", "one line, five copies of #### 90, the last #### 900"),
        ("wait", "A", "hash", "#### 90\n\nWait, one quarter full means only one quarter of the pool is missing, so we need 1,800 ÷ 4 = 450 gallons. 450 ÷ 15 = 30 minutes.\n#### 30", "the gold taken back for 30"),
        ("unit", "B", "hash", "#### 90 minutes", "unit word"),
        ("words", "B", "hash", "#### ninety", "number word"),
        ("expr_ok", "B", "hash", "#### 1350/15", "debatable: a quotient equal to the gold (see DECISIONS)", True),
        ("repeat", "B", "hash", "#### 90\n#### 90", "the same line twice"),
     ]),
    ("shirts", "3000",
     "A store sold 1,250 shirts in March. In April, its sales were 40% higher than in March. How many shirts did the store sell in March and April together?",
     N_SHIRTS + C_SHIRTS, "",
     [
        ("april", "A", "hash", "#### 1750", "April alone"),
        ("minus", "A", "hash", "#### 3000 - 1250", "an expression worth 1750"),
        ("placeholder", "A", "none", "@" + N_SHIRTS + "#### <answer>", "a placeholder: no_answer"),
        ("hack_range", "A", "hash", "#### 1750-3000", "a range"),
        ("selfset", "A", "hash", "#### 1750\n\nQuestion: A farm has 600 sheep and 4 times as many chickens. How many animals does the farm have?\nAnswer: The farm has 600 * 4 = <<600*4=2400>>2400 chickens.\nIt has 600 + 2400 = <<600+2400=3000>>3000 animals.\n#### 3000", "April's 1750 answers; the self-set problem's #### 3000 does not count"),
        ("multi_last", "A", "hash", "#### 1750\n#### 3000", "debatable: two #### lines, the gold last, no word taking the first back (see DECISIONS)", True),
        ("comma", "B", "hash", "#### 3,000", "comma thousands"),
        ("phrase_in", "B", "hash", "#### The answer is 3000", "a phrase inside the field"),
        ("nospace", "B", "hash", "####3,000", "no space, comma thousands"),
        ("unit", "B", "hash", "#### 3,000 shirts", "comma and counted noun"),
     ]),
]

# ================================================================ MATH working
W_FRAC = r"""To add the fractions \(\frac{2}{3}\) and \(\frac{1}{4}\), we need a common denominator. The least common denominator of 3 and 4 is 12.

Convert each fraction:
\[ \frac{2}{3} = \frac{2 \times 4}{3 \times 4} = \frac{8}{12}, \qquad \frac{1}{4} = \frac{1 \times 3}{4 \times 3} = \frac{3}{12}. \]

Now add the numerators:
\[ \frac{8}{12} + \frac{3}{12} = \frac{11}{12}. \]

Since 11 and 12 have no common factor, the fraction is already in simplest form.

"""

N_DIV = """## Step 1: Find the prime factorization of 60.
60 = 2^2 * 3 * 5.

## Step 2: Use the formula for the number of divisors.
If n = p^a * q^b * r^c, the number of positive divisors is (a+1)(b+1)(c+1). Here a = 2, b = 1 and c = 1, so the number of divisors is (2+1)(1+1)(1+1) = 3 * 2 * 2 = 12.

"""
W_DIV = N_DIV + """## Step 3: List the divisors to check.
The divisors of 60 are 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 and 60. That is 12 divisors.

"""

W_FVAL = r"""To find \( f(3) \), we substitute \( x = 3 \) into the function \( f(x) = 2x^2 - 3x + 1 \).

Step 1: Calculate \( x^2 \):
\[ 3^2 = 9 \]

Step 2: Multiply by 2:
\[ 2 \cdot 9 = 18 \]

Step 3: Calculate \( -3x \):
\[ -3 \cdot 3 = -9 \]

Step 4: Add everything together:
\[ f(3) = 18 - 9 + 1 = 10 \]

"""

N_SLOPE = r"""To find the slope of the line passing through the points \((2, -1)\) and \((6, 8)\), we use the slope formula:
\[ m = \frac{y_2 - y_1}{x_2 - x_1} \]

Substituting the coordinates:
\[ m = \frac{8 - (-1)}{6 - 2} = \frac{8 + 1}{4} = \frac{9}{4} \]

"""
W_SLOPE = N_SLOPE + "So the slope of the line is \\(\\frac{9}{4}\\).\n\n"

SLOPE_SLIP = r"""To find the slope of the line through \((2, -1)\) and \((6, 8)\), we use
\[ m = \frac{y_2 - y_1}{x_2 - x_1} = \frac{8 - 1}{6 - 2} = \frac{7}{4}. \]

Therefore, the final answer is: $\boxed{\frac{7}{4}}$. I hope it is correct.

Next question: What is the slope of the line through \((0, 1)\) and \((4, 10)\)?
\[ m = \frac{10 - 1}{4 - 0} = \frac{9}{4}. \]

Therefore, the final answer is: $\boxed{\frac{9}{4}}$. I hope it is correct."""

W_QUAD = th(
    "Okay, so I need to solve x^2 - 2x - 15 = 0 and find the positive solution. Let me try to factor it. "
    "I need two numbers that multiply to -15 and add to -2. Hmm, -5 and 3: -5 * 3 = -15 and -5 + 3 = -2. "
    "Yes, that works. So the equation factors as (x - 5)(x + 3) = 0, which gives x = 5 or x = -3. "
    "The positive one is 5. Let me check: 5^2 - 2*5 - 15 = 25 - 10 - 15 = 0. Good.\n"
) + r"""We factor the quadratic:
\[ x^2 - 2x - 15 = (x - 5)(x + 3) = 0. \]
So \(x - 5 = 0\) or \(x + 3 = 0\).

"""

QUAD_SLIP = th(
    "Okay, I need the positive solution of x^2 - 2x - 15 = 0. Two numbers that multiply to -15: 5 and -3. "
    "So it factors as (x + 5)(x - 3) = 0, giving x = -5 or x = 3. The positive one is 3.\n"
) + r"""We factor: \(x^2 - 2x - 15 = (x + 5)(x - 3) = 0\), so \(x = -5\) or \(x = 3\). The positive solution is \(x = 3\).

**Final Answer**
\[
\boxed{3}
\]

Problem: Find the positive solution of \(x^2 - 25 = 0\).

Solution: \(x^2 = 25\), so \(x = 5\) or \(x = -5\). The positive solution is 5.

**Final Answer**
\[
\boxed{5}
\]"""

MPROBS = [
    ("frac", r"\frac{11}{12}",
     r"Compute $\frac{2}{3} + \frac{1}{4}$. Express your answer as a common fraction.",
     W_FRAC, "",
     [
        ("expr", "A", "boxed", qwen_end(r"\frac{8+3}{12+12}"), "a fraction worth 11/24: the denominators added"),
        ("wait", "A", "boxed", "\\(\\boxed{\\frac{11}{12}}\\)\n\nWait, to add fractions we add the numerators and the denominators: \\(\\frac{2+1}{3+4} = \\frac{3}{7}\\).\n\n" + qwen_end(r"\frac{3}{7}"), "the gold taken back for 3/7"),
        ("hack_or", "A", "boxed", qwen_end(r"\frac{11}{12} \text{ or } \frac{3}{7}"), "two values in one box"),
        ("cut", "A", "truncated", "Therefore, the final answer is: $\\boxed{\\frac{11}{", "the box cut inside the fraction: no_answer"),
        ("approx", "A", "boxed", qwen_end("0.92"), "a rounded decimal for 11/12 = 0.9166..."),
        ("empty", "A", "none", qwen_end(""), "an empty box: no_answer"),
        ("slash", "B", "boxed", qwen_end("11/12"), "slash fraction"),
        ("dfrac", "B", "boxed", "The answer is \\(\\boxed{\\dfrac{11}{12}}\\).", "\\dfrac"),
        ("hash", "B", "hash", "#### 11/12", "the GSM8K marker for a MATH answer"),
        ("eot", "B", "boxed", "\\(\\boxed{\\frac{11}{12}}\\)<|endoftext|>", "end token after the box"),
     ]),
    ("divisors", "12",
     "How many positive divisors does 60 have?",
     W_DIV, "",
     [
        ("hack_list", "A", "boxed", llama_end("1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60"), "the divisors listed, not counted; the gold is one of them"),
        ("expr", "A", "boxed", llama_end(r"2 \times 1 \times 1"), "the exponents multiplied without the +1: worth 2"),
        ("selfset", "A", "boxed", "The number of positive divisors of 60, not counting 1 and 60 itself, is 12 - 2 = 10.\n\nThe final answer is: $\\boxed{10}$\n\nNow let's try another problem: How many positive divisors does 72 have?\n72 = 2^3 * 3^2, so the number of divisors is (3+1)(2+1) = 4 * 3 = 12.\n\nThe final answer is: $\\boxed{12}$", "10 answers the question; the self-set problem's box 12 does not count"),
        ("x", "A", "none", "@" + N_DIV + llama_end("n"), "a letter in the box: no_answer"),
        ("multi_box", "A", "boxed", "The number of divisors is $\\boxed{12}$ and their sum is $\\boxed{168}$.", "two boxes with different values"),
        ("hack_range", "A", "boxed", llama_end("10-12"), "a range"),
        ("repeat", "B", "boxed", llama_end("12") + "\n\n" + llama_end("12"), "the same closing line twice"),
        ("answer_is", "B", "boxed", "The answer is: $\\boxed{12}$", "'The answer is:' and a box"),
        ("hash", "B", "hash", "#### 12", "the GSM8K marker"),
        ("text", "B", "boxed", llama_end(r"\text{12}"), "the value inside \\text{}"),
     ]),
    ("fval", "10",
     r"If $f(x) = 2x^2 - 3x + 1$, what is the value of $f(3)$?",
     W_FVAL, "",
     [
        ("expr", "A", "boxed", qbox(r"2 \cdot 3^2 - 3 \cdot 3 - 1"), "an expression worth 8: the constant's sign slipped"),
        ("wait", "A", "boxed", qbox("10") + "\n\nWait, \\(2x^2\\) means \\((2x)^2\\), so \\(f(3) = (2 \\cdot 3)^2 - 9 + 1 = 36 - 9 + 1 = 28\\).\n\n" + qbox("28"), "the gold taken back for 28"),
        ("hack_list", "A", "boxed", qbox("8, 10, 28"), "a list of candidates"),
        ("cut", "A", "truncated", "Thus, the answer is \\(\\boxed{1", "cut inside the box: no_answer"),
        ("x", "A", "none", qbox("f(3)"), "the question's expression in the box: no_answer"),
        ("minus", "A", "boxed", qbox("18 - 9"), "worth 9: the +1 dropped"),
        ("eq_in_box", "B", "boxed", qbox("f(3) = 10"), "an equation in the box"),
        ("spacing", "B", "boxed", qbox(" 10 "), "spaces inside the box"),
        ("hash", "B", "hash", "#### 10", "the GSM8K marker"),
        ("dot0", "B", "boxed", qbox("10.0"), "trailing .0"),
     ]),
    ("slope", r"\frac{9}{4}",
     r"What is the slope of the line passing through $(2, -1)$ and $(6, 8)$? Express your answer as a common fraction.",
     W_SLOPE, "",
     [
        ("wait", "A", "boxed", qwen_end(r"\frac{9}{4}") + "\n\nWait, the slope is the change in x over the change in y: \\(\\frac{6 - 2}{8 - (-1)} = \\frac{4}{9}\\).\n\n" + qwen_end(r"\frac{4}{9}"), "the gold taken back for 4/9"),
        ("expr", "A", "boxed", qwen_end(r"\frac{8 - 1}{6 - 2}"), "worth 7/4: the sign of -1 slipped"),
        ("selfset", "A", "boxed", "@" + SLOPE_SLIP, "7/4 answers the question; the next question's box 9/4 does not count"),
        ("hack_or", "A", "boxed", qwen_end(r"\frac{9}{4} \text{ or } -\frac{9}{4}"), "two values"),
        ("approx", "A", "boxed", qwen_end("2.2"), "2.25 rounded to 2.2"),
        ("x", "A", "none", "@" + N_SLOPE + qwen_end("m"), "a letter in the box: no_answer"),
        ("decimal", "B", "boxed", qwen_end("2.25"), "the exact decimal"),
        ("slash", "B", "boxed", qwen_end("9/4"), "slash fraction"),
        ("eq_in_box", "B", "boxed", qwen_end(r"m = \frac{9}{4}"), "m = in the box"),
        ("eot", "B", "boxed", qwen_end(r"\frac{9}{4}") + "</s>", "</s> after the closing line"),
     ]),
    ("quad", "5",
     r"Find the positive solution of $x^2 - 2x - 15 = 0$.",
     W_QUAD, "",
     [
        ("hack_list", "A", "boxed", r1final("5, -3"), "both roots where the positive one is asked"),
        ("multi_box", "A", "boxed", "The solutions are \\(\\boxed{5}\\) and \\(\\boxed{-3}\\).", "two boxes with different values"),
        ("hack_pm", "A", "boxed", r1final(r"1 \pm 4"), "both roots as 1 +- 4"),
        ("selfset", "A", "boxed", "@" + QUAD_SLIP, "3 (a wrong factoring) answers; the self-set problem's box 5 does not count"),
        ("cut", "A", "truncated", "The positive solution is \\(x = \\boxed{", "cut at the box: no_answer"),
        ("wait", "A", "boxed", r1final("5") + "\n\nWait, -3 also works: \\((-3)^2 - 2(-3) - 15 = 9 + 6 - 15 = 0\\). So\n\\[\n\\boxed{-3}\n\\]", "the gold taken back for -3"),
        ("eq_in_box", "B", "boxed", r1final("x = 5"), "x = 5 in the box"),
        ("repeat", "B", "boxed", r1final("5") + "\n\n" + r1final("5"), "the closing block twice"),
        ("hash", "B", "hash", "#### 5", "the GSM8K marker"),
        ("eot", "B", "boxed", r1final("5") + "<|im_end|>", "ChatML end token"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

_EXPR_OK = (
    "accept",
    "the answer field holds plain arithmetic on numbers (no unknown) whose value is the gold; equal "
    "values in another form are correct, and the same reading of the field's arithmetic is what "
    "rejects `#### 150/12` (12.5), `#### 30 - 3` (27) and `#### 18 * 35 + 4` (634) in this round",
)
_MULTI_LAST = (
    "reject",
    "several `####` lines with different values and no word that takes the earlier ones back are "
    "several final answers (README: two different final answers is wrong); the last one counts "
    "only where the model revises ('Wait, ...', as in ok_g_reading_revise and ok_g_ages_revise). "
    "A reward that took the last line would pay a policy for listing candidates in order",
)

DECISIONS = {
    "ok_g_salary_expr_ok": _EXPR_OK,
    "ok_g_pizza_expr_ok": _EXPR_OK,
    "ok_g_bike_expr_ok": _EXPR_OK,
    "ok_g_pool_expr_ok": _EXPR_OK,
    "g_farm_multi_last": _MULTI_LAST,
    "g_shirts_multi_last": _MULTI_LAST,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam231", CASES, [], DECISIONS)
