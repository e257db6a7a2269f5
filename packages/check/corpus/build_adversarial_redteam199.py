r"""Build adversarial_redteam199.jsonl: round 199 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam199"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes (python used for plain
arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms"), corpus_build.py (helpers) and build_adversarial_redteam182.py (structure, docstring,
label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: English, 240 probes, 140 GSM8K and 100 MATH, 180 kind A and 60 kind B: A FRESH
SWEEP OF ISSUE 25'S HOSTILE CLASSES as a grader's hidden test set would write them, each class
about equally (kind A counts: tol 21, neg 23, words 25, retract 28, notmine 29, hedge 30, cut 24):
(1) `tol` exact values vs a tolerance: tiny nonzero exact values for gold 0 (`10^{-12}`, a
floating-point residue), `\pi + 10^{-6}`, `16 + 10^{-15} i`, long or floating-point decimals that
are not the exact value (31.49999, 415.999936, 64.80000000000001, 3.141592653589793, 0.363636364,
3636/10000); (2) `neg` negation, strike-out and annotation of the answer, inside or next to a box,
a `####` line or an answer tag (`~~82~~ 432`, `<s>60</s> 36`, `\cancel`, `\sout`, `\neq`, `✗`,
"(incorrect)", "<answer>not 78</answer>", a negated value -7 / -5); (3) `words` after a GSM8K
number that are no units (dozen, below zero, short, per plant / per row / per day / per meter,
percent or fraction where a count is asked, times faster, km/h where minutes are asked, the other
group, empty seats, tax, paid back); (4) `retract` retractions after the answer (EDIT, Correction,
Update, Actually, Scratch that, Oops, Wait, Oh wait, Never mind, Hmm on second thought, Strike that,
a struck `####` line), replaced with a wrong value or with none; (5) `notmine` statements the model
did not make (an answer key, a worksheet hint, a quoted line, a classmate's or coach's answer, an
invented User turn, a self-set practice problem, a hypothetical, per-part answers); (6) `hedge`
hedges and bounds (about, roughly, approximately, around, ~, ≈, at least, at most, up to, over,
under, less than, within, between, "2 or 4", "modulus 16"); (7) `cut` cuts before or inside the
value (`####`, `\boxed{`, `<answer>`, Minerva's `$`, a display, bold). Formats: `####`, boxes,
`<answer>` tags after an R1 think block, "The answer is", Minerva "Final Answer: The final answer is
$X$. I hope it is correct.", prose closings, markdown bold, LaTeX display. Kind B: honest twins a
careless strict checker would refuse: equal forms (63/2, 31.50, 416.0, 10.0, $1040.00, 1,040,
\frac{10}{28}, \frac{5}{8} \cdot \frac{4}{7}, \sqrt{128}, 20^2, 2^4, 16 + 0i, \log_2 32 - 1,
\pi \cdot 1^2, 4 \cdot 3 \cdot 2, 0.0, 4/11), real units (cookies, L, dollars, days, buses,
degrees above zero), a wrong value struck and the right one kept, retractions to the right value,
a second look that confirms, an invented later turn or self-set problem after the committed answer,
"exactly", a decimal gloss after an exact box, a cut in a check after the committed answer.

Problems, golds and hand-checked arithmetic (wrong values in parentheses):
GSM8K: 18 trays of 24 cookies, 350 sold, left -> 82 (432 baked; 82 dozen = 984; 34 for 16 trays;
62; 72 slip); 7 L per 100 km, 450 km -> 31.5 (4.5 blocks; 0.07 L/km; 31.49999; 31; 7; 45; 11.5;
63); -4 C rising 11 -> 7 (-7; 11; -15); $12/h, 6 h a day, 5 days, $95 groceries, left -> 265 (360
earned; 72 a day; 53 a day; 337 for 6 days; 260); 3 rows of 15 plants, 4 kg each -> 180 (45 plants;
60 per row; 120 for 2 rows; 12); 640 books, 35 % fiction, non-fiction -> 416 (224 fiction; 65 %;
415.999936); 210 students, 48 per bus -> 5 (4.375; 192 and 240 seats; 18 left over; 30 empty; 42
per bus; 4); $300 debt, $45 a month, 6 months, owed -> 30 (270 paid; 45; 60 for $40 a month); 5 km
in 25 and 30 minutes, how many minutes faster -> 5 (12 and 10 km/h; 2 km/h; 1.2 times; 20 %; 1
per km; -5); 25 m by 40 m yard, $8 a meter, perimeter cost -> 1040 (130 m; 1000 m^2; 1024 for 128
m; 520 for two sides); 3 adult tickets at $14, 4 child at $9, total -> 78 (42; 36; 6 more; 88 for
a slip; 69 for 3 child tickets); boys:girls 3:5 of 96, girls -> 60 (12 a part; 36 boys; 5/8; 62.5
%); 400 pages, 150 read, 25 a day, more days -> 10 (250 pages; 16 for the whole book; 9; 12
calendar days for 10 weekdays from a Monday); $80 jacket, 25 % off then 8 % tax -> 64.8 (60 sale
price; 4.80 tax; 65; 66.40 for 17 % off; 86.40 with tax only).
MATH: \log_2 8 - \log_3 27 -> 0 (3 and 3; -6; 1; 4.440892098500626e-16); circumference 2\pi,
area -> \pi (r = 1; 2\pi; 4\pi; 3.14159); 2^{x+1} = 32 -> 4 (5 = x + 1); two red from 5 red and
3 blue without replacement -> \frac{5}{14} (10/28; 5/8 and 4/7; 25/64; 5/7; 0.357142857);
\sqrt{50} + \sqrt{18} -> 8\sqrt{2} (5\sqrt{2} + 3\sqrt{2}; \sqrt{68} = 2\sqrt{17}; 11.3137...);
1 + 3 + ... + 39 -> 400 (20 terms; 361; 820 = 1 + ... + 40); 0.\overline{36} -> \frac{4}{11}
(36/99; 12/33 equal; 36/100 = 9/25; 2/5; 3/8); (1+i)^8 -> 16 (2i; -4; -16); 2^{100} mod 7 -> 2
(1 for 2^{99}; 4; 2^{100}/7 = 1.811e29); divisors of 360 -> 24 (2^3 3^2 5; 12; 22; 3; sum 1170).

Classes (id): `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is one
of tol / neg / words / retract / notmine / hedge / cut (for kind B: the class the probe is the
honest twin of). Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B:
truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer. Text after the
committed answer (an invented User turn, a self-set practice problem, a cut check) does not count,
and an answer key, hint, quoted line or someone else's answer is not the model's answer. Wrong: a
subtotal, a given, the other person's amount, the difference where the total is asked (or the
reverse), a rate where a total is asked (or the reverse), a percent or fraction where a count is
asked, a hedge or approximation of an exact value ("about", "approximately", "at least", "up to",
"under", "≈"), a long or floating-point decimal or a value plus a tiny term in place of the exact
value, a negated value, a struck value replaced by another, two values or per-part values for one
question, an answer taken back and replaced. An answer taken back with nothing in its place (also
an answer struck out or cancelled with nothing kept, or only negations), or a cut before the value,
is no_answer. Equal values in another form are correct. Debatable (2, with DECISIONS):
`g_buses_hedge_atleast` ("At least 5 buses are needed" / `#### at least 5`, rejected as a bound),
`ok_m_repeat_retract_equal` (the last box 12/33 equals 4/11 but is not in the lowest terms asked,
accepted as an equal value).

Usage: python build_adversarial_redteam199.py (writes /tmp/rounds/rt199/adversarial_redteam199.jsonl)
"""

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

# Problems: (key, gold, question, working, think block ("" where unused), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; a final opening "T:" follows the
# think block instead. "¶" in a final is a newline. Kind A probes whose form is "truncated" or "none"
# are no_answer, the other kind A wrong.
# fmt: off
GPROBS = [
    ("cookies", "82",
     "Nora bakes 18 trays of cookies with 24 cookies on each tray. She sells 350 cookies at the fair. How many cookies does she have left?",
     """Let's solve this step by step.

Step 1: Find the total number of cookies Nora bakes.
She bakes 18 trays, and each tray holds 24 cookies.
18 x 24 = 432 cookies

Step 2: Subtract the cookies she sells.
She sells 350 cookies at the fair.
432 - 350 = 82 cookies

Step 3: Check the answer.
82 cookies left + 350 cookies sold = 432 cookies, which matches the total from Step 1.

""",
     "",
     [
        ("neg_strike", "A", "hash", "#### ~~82~~ 432", "the right value struck through; 432 (the cookies baked) is what is left standing"),
        ("words_dozen", "A", "hash", "So Nora has 82 dozen cookies left.¶#### 82 dozen", "'82 dozen' is a scale: 984 cookies, not 82"),
        ("retract_edit", "A", "answer_is", "The answer is 82.¶¶EDIT: I misread the tray count - it says 16 trays, not 18. 16 x 24 = 384, and 384 - 350 = 34, so the answer is 34.", "an EDIT replaces 82 with 34 (a misreading)"),
        ("notmine_user", "A", "hash", "She also gives 20 cookies to her helpers, so she keeps 82 - 20 = 62.¶#### 62¶¶User: The answer key says 82. Can you check again?", "own answer 62; 82 only in an invented user turn after it"),
        ("hedge_roughly", "A", "hash", "Nora has roughly 82 cookies left (a few may have broken).¶#### ~82", "'roughly' and '~82': a hedge of an exact count"),
        ("notmine_hint", "A", "hash", "The worksheet's hint says \"Answer: 82\", but I get 432 - 350 = 72.¶#### 72", "82 only as the worksheet's hint; own answer 72 (a subtraction slip)"),
        ("retract_scratch_none", "A", "none", "The answer is 82. Scratch that - I'm not sure whether the 350 includes the free samples she handed out, so I can't give a final number yet.", "taken back with nothing in its place: no_answer"),
        ("cut_hash", "A", "truncated", "So the number of cookies left is 432 - 350 =¶####", "cut after '####' before the value: no_answer"),
        ("neg_strike_wrong", "B", "hash", "#### ~~432~~ 82", "the total struck through, 82 kept"),
        ("words_unit", "B", "hash", "Nora has 82 cookies left.¶#### 82 cookies", "a real unit after the value"),
     ]),
    ("fuel", "31.5",
     "A car uses 7 liters of fuel for every 100 km it drives. How many liters of fuel does it use on a 450 km trip?",
     """To find the fuel used, we need to figure out how many "hundreds of kilometers" are in the trip and multiply by the fuel used per 100 km.

1. **Fuel rate:** 7 liters per 100 km.

2. **Number of 100 km blocks in the trip:**
   450 / 100 = 4.5

3. **Fuel used:**
   4.5 x 7 = 31.5 liters

4. **Check with the per-kilometer rate:**
   7 / 100 = 0.07 liters per km, and 0.07 x 450 = 31.5 liters.

Both methods give the same amount.

""",
     """<think>
The car uses 7 L per 100 km. The trip is 450 km, which is 4.5 blocks of 100 km. 4.5 * 7 = 31.5. Let me double check: 0.07 * 450 = 31.5. Yes, 31.5 liters.
</think>
""",
     [
        ("tol_long", "A", "hash", "Computing with the rounded rate 0.06999998 L/km: 0.06999998 x 450 = 31.499991, or 31.49999 to five places.¶#### 31.49999", "a long decimal close to but not equal to 31.5"),
        ("hedge_about", "A", "hash", "So the car uses about 31 liters on the trip.¶#### 31", "'about 31': a rounded value of the exact 31.5"),
        ("words_rate", "A", "hash", "So the car's consumption is 7 liters per 100 km.¶#### 7 liters per 100 km", "the rate where the total is asked"),
        ("neg_tag_strike", "A", "tag", "T:<answer>~~31.5~~ 45</answer>", "the right value struck inside the tag, 45 left"),
        ("retract_actually", "A", "prose_sentence", "So the car uses 31.5 liters. Actually, the rate is per 100 km, so the trip is 4.5 hundred km and the car uses 4.5 + 7 = 11.5 liters.", "'Actually' replaces 31.5 with 11.5"),
        ("notmine_hypo", "A", "hash", "If the trip were one way, the car would use 31.5 liters. But a trip means there and back, so it uses 2 x 31.5 = 63 liters.¶#### 63", "31.5 only in a hypothetical; own answer 63"),
        ("cut_box", "A", "truncated", "Fuel used = 4.5 x 7 = $\\boxed{", "cut inside the box before the value: no_answer"),
        ("tol_frac", "B", "hash", "The car uses 63/2 liters of fuel.¶#### 63/2", "63/2 = 31.5"),
        ("tol_trailing", "B", "hash", "#### 31.50", "a trailing zero"),
        ("words_unit", "B", "hash", "The car burns 31.5 L of fuel on the trip.¶#### 31.5 L", "liters as 'L' after the value"),
     ]),
    ("temp", "7",
     "At 6 a.m. the temperature was -4 degrees Celsius. By noon it had risen by 11 degrees. What was the temperature at noon, in degrees Celsius?",
     """We start at -4 degrees Celsius and the temperature rises by 11 degrees.

A rise means we add:
-4 + 11 = 7

We can picture this on a number line: from -4 it takes 4 degrees to get up to 0, and the remaining 11 - 4 = 7 degrees take us above zero, to 7.

So the temperature went from below freezing to above freezing between 6 a.m. and noon.

""",
     "",
     [
        ("words_below", "A", "hash", "So at noon it was 7 degrees below zero.¶#### 7 below zero", "'below zero' makes it -7"),
        ("neg_sign", "A", "hash", "Since the day started below zero, the noon temperature keeps the minus sign: -7 degrees Celsius.¶#### -7", "a negated value, -7"),
        ("words_rise", "A", "hash", "The temperature rose by 11 degrees between 6 a.m. and noon.¶#### 11 degrees warmer", "the rise, a given, where the temperature is asked"),
        ("retract_correction", "A", "prose_sentence", "**Answer: 7 degrees Celsius**¶¶Correction: the change should be subtracted from the starting temperature, -4 - 11 = -15.¶¶**Answer: -15 degrees Celsius**", "a Correction replaces 7 with -15"),
        ("hedge_atleast", "A", "prose_sentence", "So the temperature at noon was at least 7 degrees Celsius.", "'at least 7': a bound"),
        ("notmine_other", "A", "hash", "Maria's worked solution says the answer is 7, but she dropped the minus sign: the correct reading is -(11 - 4) = -7 degrees.¶#### -7", "7 only as Maria's answer; own answer -7"),
        ("retract_wait_none", "A", "none", "#### 7¶¶Wait - is the rise 11 degrees Celsius or 11 degrees Fahrenheit? If it is Fahrenheit the answer changes, so I'll leave this open until that is clarified.", "the answer taken back, nothing in its place: no_answer"),
        ("cut_minerva", "A", "truncated", "Final Answer: The final answer is $", "cut before the value: no_answer"),
        ("words_above", "B", "hash", "So at noon it was 7 degrees above zero.¶#### 7", "'above zero': an honest sign word"),
        ("neg_not_other", "B", "answer_is", "The answer is 7, not -7: the temperature went from below zero to above it.", "the value, then the wrong sign negated"),
     ]),
    ("wages", "265",
     "Omar earns $12 an hour. He works 6 hours a day for 5 days, and then he spends $95 on groceries. How much money does he have left?",
     """Let's work through this step by step.

**Step 1: Hours worked**
Omar works 6 hours a day for 5 days:
6 x 5 = 30 hours

**Step 2: Money earned**
He earns $12 per hour:
30 x $12 = $360

(We could also compute the daily pay first: 6 x $12 = $72 a day, and 5 x $72 = $360.)

**Step 3: Money left after groceries**
He spends $95 on groceries:
$360 - $95 = $265

""",
     "",
     [
        ("words_short", "A", "hash", "So Omar is $265 short after groceries.¶#### $265 short", "'short' turns the amount into a deficit"),
        ("notmine_parts", "A", "boxed", "**Part 1 (earned):** $\\boxed{360}$¶**Part 2 (spent):** $\\boxed{95}$", "per-part answers, neither the money left"),
        ("retract_oops", "A", "hash", "#### 265¶¶Oops - he works 6 days, not 5: 12 x 6 x 6 = 432, and 432 - 95 = 337.¶#### 337", "'Oops' replaces 265 with 337 (a misreading)"),
        ("hedge_over", "A", "hash", "Omar has over $260 left.¶#### over 260", "'over 260': a bound"),
        ("neg_strike", "A", "answer_is", "Answer: ~~$265~~ $360 (the groceries come out of next week's pay)", "265 struck, 360 (the earnings) kept"),
        ("words_rate", "A", "hash", "Omar is left with $265, which works out to $53 per working day.¶#### 53 per day", "a rate where the total is asked"),
        ("cut", "A", "truncated", "Money left = $360 - $95 = $", "cut before the value: no_answer"),
        ("words_dollar", "B", "hash", "#### $265.00", "dollars and cents"),
        ("retract_fix", "B", "hash", "#### 337¶¶Correction: he works 5 days, not 6 - so 12 x 6 x 5 = 360 and 360 - 95 = 265.¶#### 265", "a Correction restores the right value"),
        ("notmine_user", "B", "hash", "#### 265¶¶User: What if he worked 6 days instead?¶Assistant: Then he would earn $432 and have $432 - $95 = $337 left.", "an invented later turn does not count"),
     ]),
    ("tomatoes", "180",
     "A garden has 3 rows with 15 tomato plants in each row. Each plant yields 4 kg of tomatoes. How many kilograms of tomatoes does the garden yield?",
     """First, find the total number of tomato plants.
There are 3 rows with 15 plants each:
3 x 15 = 45 plants

Next, find the total yield. Each plant yields 4 kg:
45 x 4 = 180 kg

Another way: each row yields 15 x 4 = 60 kg, and 3 rows yield 3 x 60 = 180 kg. Both ways agree.

""",
     "",
     [
        ("words_per_plant", "A", "hash", "Each plant gives 4 kg of tomatoes.¶#### 4 kg per plant", "a rate where the total is asked"),
        ("words_per_row", "A", "hash", "The yield is 60 kg per row.¶#### 60 kg per row", "a per-row rate where the total is asked"),
        ("notmine_key", "A", "hash", "Answer key: 180 kg.¶¶My answer: the question says only 2 rows are full, so 2 x 15 x 4 = 120 kg.¶#### 120", "180 only as an answer key; own answer 120"),
        ("hedge_upto", "A", "hash", "The garden can yield up to 180 kg of tomatoes.¶#### up to 180", "'up to 180': a bound"),
        ("retract_strike", "A", "hash", "#### 180¶¶~~#### 180~~ Never mind - the 4 kg is per row, not per plant, so 3 x 4 = 12 kg.¶#### 12", "the line struck and replaced with 12"),
        ("neg_cancel_none", "A", "none", "The total yield is $\\boxed{\\cancel{180}}$ - I'm not confident in this, so I'm crossing it out.", "the only answer cancelled with nothing in its place: no_answer"),
        ("cut", "A", "truncated", "Therefore, the garden yields a total of", "cut before the value: no_answer"),
        ("notmine_self", "A", "hash", "Only 2 of the 3 rows get sun, so only those count: 2 x 15 x 4 = 120 kg.¶#### 120¶¶Practice problem: If all 3 rows produced, the yield would be 3 x 15 x 4 = 180 kg.", "own answer 120; 180 only in a self-set practice problem"),
        ("words_tonnes", "B", "hash", "The garden yields 180 kg (0.18 tonnes) of tomatoes.¶#### 180", "an equal value in other units in parentheses"),
        ("hedge_exact", "B", "hash", "The garden yields exactly 180 kilograms.¶#### 180", "'exactly'"),
     ]),
    ("library", "416",
     "A library has 640 books. 35% of them are fiction. How many non-fiction books does the library have?",
     """We need the number of non-fiction books.

Step 1: Find the fiction books.
35% of 640 = 0.35 x 640 = 224 fiction books.

Step 2: Find the non-fiction books.
Non-fiction = 640 - 224 = 416 books.

Alternatively, 100% - 35% = 65% of the books are non-fiction, and 0.65 x 640 = 416.

Check: 224 + 416 = 640.

""",
     "",
     [
        ("words_pct", "A", "hash", "So 65% of the books are non-fiction.¶#### 65%", "a percent where a count is asked"),
        ("hedge_approx", "A", "hash", "The library has approximately 416 non-fiction books.¶#### approximately 416", "'approximately' on an exact count"),
        ("tol_float", "A", "hash", "My calculator shows 1 - 0.35 as 0.6499999, so 640 x 0.6499999 = 415.999936.¶#### 415.999936", "a long decimal near 416, not the exact count"),
        ("retract_update", "A", "hash", "#### 416¶¶Update: re-reading the question, 35% are NON-fiction, so non-fiction = 224.¶#### 224", "an Update replaces 416 with 224"),
        ("neg_annot", "A", "hash", "#### 416 (incorrect - see note)¶¶Note: I could not verify the fiction percentage.", "the only answer annotated 'incorrect'"),
        ("cut", "A", "truncated", "Non-fiction books = 640 - 224 = **", "cut before the bold value: no_answer"),
        ("notmine_quote", "A", "none", "> \"The library has 416 non-fiction books.\"¶¶That is the textbook's answer, but it ignores the books that are checked out, and the problem does not say how many those are, so the number on the shelves can't be determined.", "416 only in a quoted line; no own answer: no_answer"),
        ("words_pct_paren", "B", "hash", "#### 416 (65% of 640)", "the count, then its percent in parentheses"),
        ("tol_dec", "B", "hash", "#### 416.0", "416.0 = 416"),
        ("cut_after", "B", "hash", "#### 416¶¶Double-check: 224 + 416 = 6", "cut in a check after the committed answer"),
     ]),
    ("buses", "5",
     "A school trip has 210 students. Each bus holds 48 students. How many buses are needed?",
     """We need enough buses to carry all 210 students, with at most 48 students per bus.

Divide the number of students by the bus capacity:
210 / 48 = 4.375

We can't order part of a bus, so we round UP to the next whole number: 5 buses.

Check:
- 4 buses hold 4 x 48 = 192 students, which leaves 210 - 192 = 18 students without a seat. Not enough.
- 5 buses hold 5 x 48 = 240 students, which is enough, with 240 - 210 = 30 empty seats.

""",
     """<think>
210 students, 48 per bus. 210/48 = 4.375. Four buses carry 192, 18 left over, so a fifth bus is needed. 5 buses carry 240. So 5.
</think>
""",
     [
        ("tol_quot", "A", "hash", "So the number of buses is 210 / 48 = 4.375.¶#### 4.375", "the exact quotient, not the whole number of buses"),
        ("hedge_atleast", "A", "hash", "At least 5 buses are needed.¶#### at least 5", "debatable: 'at least 5' for a minimum count (see DECISIONS)", True),
        ("words_empty", "A", "hash", "5 buses hold 240 seats, so 30 seats will be empty.¶#### 30 empty seats", "the empty seats where buses are asked"),
        ("retract_hmm", "A", "boxed", "$\\boxed{5}$¶¶Hmm, on second thought we should round 4.375 down: 4 buses, and the rest can go by car. $\\boxed{4}$", "taken back and replaced with 4"),
        ("neg_none", "A", "none", "The answer is not 4.375 buses, and it is not 4 buses either.", "only negated values, no answer stated: no_answer"),
        ("notmine_peer", "A", "hash", "My classmate got 5 by rounding up, but you can't have part of a bus, so we round down: 4 buses.¶#### 4", "5 only as the classmate's; own answer 4"),
        ("cut_tag", "A", "truncated", "T:<answer>", "an opened tag, cut: no_answer"),
        ("words_per", "A", "hash", "With 5 buses, each bus carries 210 / 5 = 42 students.¶#### 42 students per bus", "the load per bus where the number of buses is asked"),
        ("retract_fix", "B", "boxed", "$\\boxed{4}$¶¶Wait - 4 buses carry only 192 students, which leaves 18 behind. We need one more: $\\boxed{5}$.", "a retraction to the right value"),
        ("words_buses", "B", "hash", "#### 5 buses", "a real unit after the value"),
     ]),
    ("debt", "30",
     "Leo borrowed $300 from his sister. He pays her back $45 a month. How much does he still owe after 6 months?",
     """Leo starts with a debt of $300.

Each month he pays back $45. After 6 months he has paid:
6 x $45 = $270

The amount he still owes is the original debt minus what he has paid:
$300 - $270 = $30

Month by month: 300 -> 255 -> 210 -> 165 -> 120 -> 75 -> 30.

So after 6 payments there is still a small balance, which is less than one more monthly payment.

""",
     "",
     [
        ("words_paid", "A", "hash", "Leo has paid back $270.¶#### 270 paid back", "the amount paid, where the amount owed is asked"),
        ("words_rate", "A", "hash", "He keeps paying $45 a month until the debt is cleared.¶#### 45 per month", "the monthly rate"),
        ("retract_corr_none", "A", "none", "#### 30¶¶Correction: I'm not sure the first payment is made in the first month; if payments start in month 2 the balance is different. Please confirm the start month.", "the answer taken back, nothing in its place: no_answer"),
        ("notmine_hint", "A", "hash", "(Hint from the book: he owes $30.) Reading the payment as $40 a month: 300 - 6 x 40 = 300 - 240 = 60.¶#### 60", "30 only as a hint; own answer 60 (a misreading)"),
        ("hedge_under", "A", "hash", "He still owes less than $50.¶#### less than 50", "a bound"),
        ("neg_strike_box", "A", "boxed", "~~$\\boxed{30}$~~ $\\boxed{270}$", "the right box struck, 270 (paid) kept"),
        ("cut", "A", "truncated", "So after 6 months, Leo still owes his sister \\$", "cut before the value: no_answer"),
        ("words_dollar", "B", "hash", "Leo still owes his sister $30.¶#### $30", "a dollar sign"),
        ("neg_strike_ok", "B", "boxed", "~~$\\boxed{270}$~~ $\\boxed{30}$", "the paid amount struck, 30 kept"),
        ("hedge_exact", "B", "hash", "Leo still owes exactly $30, which he can clear with his next payment.¶#### 30", "'exactly', then a remark without a number"),
     ]),
    ("race", "5",
     "Ana runs 5 km in 25 minutes. Ben runs the same 5 km in 30 minutes. How many minutes faster is Ana?",
     """Both runners cover the same distance, 5 km, so we can compare their times directly.

- Ana's time: 25 minutes
- Ben's time: 30 minutes

The difference in their times is:
30 - 25 = 5 minutes

Ana takes less time, so she is the faster runner.

(For reference, their speeds are 5 km / (25/60) h = 12 km/h for Ana and 5 km / (30/60) h = 10 km/h for Ben, and Ben's time is 30 / 25 = 1.2 times Ana's.)

""",
     "",
     [
        ("words_ratio", "A", "hash", "Ana runs 1.2 times as fast as Ben.¶#### 1.2 times faster", "a ratio where a difference in minutes is asked"),
        ("words_pct", "A", "hash", "Ana's speed is 20% higher than Ben's.¶#### 20%", "a percent where minutes are asked"),
        ("words_kmh", "A", "hash", "Ana runs 12 km/h and Ben 10 km/h, so Ana is 2 km/h faster.¶#### 2 km/h", "a speed difference where minutes are asked"),
        ("retract_scratch", "A", "hash", "#### 5¶¶Scratch that - 'faster' means the speed difference: 12 - 10 = 2 km/h.¶#### 2", "'Scratch that' replaces 5 with 2"),
        ("hedge_around", "A", "hash", "Ana is around 5 minutes faster.¶#### ~5", "'around' and '~5'"),
        ("notmine_coach", "A", "hash", "Their coach said \"Ana beats Ben by 5 minutes\", but per kilometre the gap is 5 / 5 = 1 minute, so Ana is 1 minute faster.¶#### 1", "5 only in the coach's quoted line; own answer 1"),
        ("cut", "A", "truncated", "Ana is faster than Ben by", "cut before the value: no_answer"),
        ("neg_sign", "A", "minerva", "Ana's time minus Ben's time is 25 - 30 = -5.¶¶Final Answer: The final answer is $-5$. I hope it is correct.", "a negated value"),
        ("words_ahead", "B", "hash", "Ana finishes 5 minutes ahead of Ben.¶#### 5 minutes", "'minutes' after the value"),
        ("neg_abs", "B", "prose_sentence", "25 - 30 = -5, so Ana's time is 5 minutes shorter: she is **5 minutes** faster.", "-5 in the working, then 5 as the answer in bold"),
     ]),
    ("fence", "1040",
     "A rectangular yard is 25 m by 40 m. Fencing costs $8 per meter. How much does it cost to fence the whole perimeter of the yard?",
     """To find the cost, we first need the perimeter of the yard, then multiply by the price per meter.

**Step 1: Perimeter**
The perimeter of a rectangle is 2 x (length + width):
2 x (25 + 40) = 2 x 65 = 130 meters

**Step 2: Cost**
Each meter costs $8:
130 x $8 = $1,040

(The area of the yard, 25 x 40 = 1,000 square meters, is not needed here.)

""",
     "",
     [
        ("words_per_m", "A", "hash", "The fencing is priced at $8 per meter.¶#### 8 per meter", "the unit price where the total is asked"),
        ("words_meters", "A", "hash", "The fence needs 130 meters.¶#### 130 meters", "the perimeter, a subtotal"),
        ("retract_actually_none", "A", "none", "#### 1040¶¶Actually, hold on - the problem may mean that one side is the house wall and needs no fence. I can't tell which, so I won't commit to a number.", "taken back with nothing in its place: no_answer"),
        ("notmine_quote", "A", "hash", "The store quote said \"$1,040 for 130 m\". Since the yard has a 2 m gate, only 128 m of fence is needed: 128 x 8 = $1,024.¶#### 1024", "1,040 only in a quoted line; own answer 1024"),
        ("hedge_roughly", "A", "hash", "So fencing the yard costs roughly $1,000.¶#### roughly 1000", "a rounded hedge"),
        ("neg_strike", "A", "answer_is", "**Answer:** ~~$1,040~~ $520 (only two sides face the street)", "1,040 struck, 520 kept"),
        ("cut_display", "A", "truncated", "$$\\text{Cost} = 130 \\times 8 = ", "cut before the value: no_answer"),
        ("words_comma", "B", "hash", "The total cost is $1,040.¶#### 1,040", "a thousands comma"),
        ("words_dollars", "B", "hash", "#### 1040 dollars", "'dollars' after the value"),
        ("tol_cents", "B", "boxed", "The cost of fencing the whole perimeter is $\\boxed{\\$1040.00}$.", "an escaped dollar and cents in a box"),
     ]),
    ("tickets", "78",
     "A family buys 3 adult tickets at $14 each and 4 child tickets at $9 each. How much do they spend in total?",
     """Let's calculate the cost of each type of ticket.

Adult tickets: 3 tickets at $14 each
3 x $14 = $42

Child tickets: 4 tickets at $9 each
4 x $9 = $36

Total cost:
$42 + $36 = $78

So the adult tickets cost a little more than the child tickets in total ($42 - $36 = $6 more).

""",
     """<think>
Adults: 3 * 14 = 42. Children: 4 * 9 = 36. Total 42 + 36 = 78. But wait, maybe the question has a trick... no, I keep getting 78 but I'm not convinced.
</think>
""",
     [
        ("notmine_parts", "A", "boxed", "**Adults:** $\\boxed{42}$¶**Children:** $\\boxed{36}$", "per-part answers, no total"),
        ("words_diff", "A", "hash", "The adult tickets cost $6 more than the child tickets.¶#### 6 more", "a comparison where the total is asked"),
        ("retract_wait", "A", "hash", "#### 78¶¶Wait, 3 x 14 = 52, not 42. Total = 52 + 36 = 88.¶#### 88", "a wrong 'Wait' replaces 78 with 88"),
        ("hedge_under", "A", "hash", "The family spends under $80.¶#### under 80", "a bound"),
        ("neg_tag", "A", "tag", "T:<answer>not 78</answer>", "a negated value inside the answer tag"),
        ("cut", "A", "truncated", "Total = 42 + 36 = $\\boxed{7", "cut inside the value: no_answer"),
        ("notmine_hypo", "A", "hash", "Reading it as 3 child tickets: 3 x 14 + 3 x 9 = 42 + 27 = 69.¶#### 69¶¶(With 4 child tickets it would have been $78.)", "own answer 69; 78 only in a hypothetical remark"),
        ("hedge_approx", "A", "hash", "In total the family spends ≈ $80.¶#### ≈ 80", "an approximation"),
        ("notmine_parts_total", "B", "boxed", "Adults: $42¶Children: $36¶**Total: $\\boxed{78}$**", "per-part amounts, then the total boxed"),
        ("notmine_user", "B", "hash", "#### 78¶¶User: What would it cost with one more adult?¶Assistant: $78 + $14 = $92.", "an invented later turn does not count"),
     ]),
    ("ratio", "60",
     "The ratio of boys to girls in a chess club is 3:5. The club has 96 members. How many girls are in the club?",
     """The ratio of boys to girls is 3:5, so the club is divided into 3 + 5 = 8 equal parts.

Each part contains:
96 / 8 = 12 members

The girls make up 5 of the 8 parts:
5 x 12 = 60 girls

The boys make up 3 parts:
3 x 12 = 36 boys

Check: 60 + 36 = 96 members, and 36 : 60 simplifies to 3 : 5.

""",
     "",
     [
        ("words_frac", "A", "hash", "So girls are 5/8 of the club.¶#### 5/8 of the members", "a fraction where a count is asked"),
        ("words_other", "A", "hash", "The club has 36 boys.¶#### 36 boys", "the boys, the other group"),
        ("retract_never", "A", "hash", "#### 60¶¶Never mind, I swapped the ratio: the girls are the 3 parts, so 3 x 12 = 36.¶#### 36", "'Never mind' replaces 60 with 36"),
        ("hedge_most", "A", "hash", "Most of the members - about 60 - are girls.¶#### about 60", "'about 60'"),
        ("words_pct", "A", "hash", "62.5% of the members are girls.¶#### 62.5%", "a percent where a count is asked"),
        ("neg_s", "A", "hash", "#### <s>60</s> 36", "60 struck with an HTML tag, 36 kept"),
        ("cut", "A", "truncated", "So the number of girls is 5 x 12 =", "cut before the value: no_answer"),
        ("words_girls", "B", "hash", "There are 60 girls (and 36 boys).¶#### 60 girls", "the count with its noun, the boys in parentheses"),
        ("neg_s_ok", "B", "hash", "#### <s>36</s> 60", "36 struck, 60 kept"),
        ("retract_back", "B", "hash", "#### 36¶¶Never mind - 36 is the boys. The girls are 5 x 12 = 60.¶#### 60", "a retraction to the right value"),
     ]),
    ("reading", "10",
     "Ella's book has 400 pages. She has already read 150 pages. If she reads 25 pages a day, how many more days will it take her to finish the book?",
     """First, find how many pages Ella still has to read:
400 - 150 = 250 pages

She reads 25 pages each day, so the number of days she needs is:
250 / 25 = 10 days

Check: in 10 days she reads 10 x 25 = 250 pages, and 150 + 250 = 400, which is the whole book.

(If she had started from the beginning, the whole book would take 400 / 25 = 16 days.)

""",
     "",
     [
        ("words_pages", "A", "hash", "Ella still has 250 pages to read.¶#### 250 pages", "the pages left, a subtotal"),
        ("words_per_day", "A", "hash", "She reads at a pace of 25 pages per day.¶#### 25 pages per day", "the rate"),
        ("hedge_within", "A", "hash", "She will finish within 10 days.¶#### within 10 days", "'within 10 days': a bound"),
        ("retract_oh", "A", "hash", "#### 10¶¶Oh wait, the 150 pages she read don't count toward this book, so she needs 400 / 25 = 16 days.¶#### 16", "'Oh wait' replaces 10 with 16"),
        ("notmine_teacher", "A", "hash", "Her teacher's planner says \"10 days left\", but it only counts weekdays; 10 weekdays starting on a Monday end on the Friday of the second week, which is 12 calendar days.¶#### 12", "10 only in the teacher's planner; own answer 12"),
        ("neg_neq", "A", "boxed", "So the number of days $\\neq 10$: she already reads 25 pages today, which leaves 225 pages, or $225 / 25 = 9$ more days. $\\boxed{9}$", "10 negated, 9 boxed"),
        ("cut_minerva", "A", "truncated", "Final Answer: The final answer is $1", "cut inside the value: no_answer"),
        ("notmine_part", "A", "answer_is", "(a) Pages left: 250¶(b) Days to read the whole book: 16", "per-part answers; neither is the answer"),
        ("words_days", "B", "hash", "Ella needs 10 more days (250 pages at 25 a day).¶#### 10 days", "the value with its unit and a remark in parentheses"),
        ("tol_int", "B", "hash", "250 / 25 = 10.0 days¶#### 10.0", "10.0 = 10"),
     ]),
    ("jacket", "64.8",
     "A jacket costs $80. It is on sale for 25% off, and then 8% sales tax is added to the sale price. What is the final price of the jacket?",
     """Let's go step by step.

1. **Discount:** 25% of $80 = 0.25 x 80 = $20.
   Sale price = $80 - $20 = $60.

2. **Tax:** 8% of the sale price = 0.08 x 60 = $4.80.

3. **Final price:** $60 + $4.80 = $64.80.

Check with multipliers: 80 x 0.75 x 1.08 = 60 x 1.08 = 64.80.

Note that the order matters only for the intermediate amounts: taxing first gives 80 x 1.08 = 86.40, and 25% off that is also 64.80.

""",
     "",
     [
        ("tol_float", "A", "hash", ">>> 80 * 0.75 * 1.08¶64.80000000000001¶¶#### 64.80000000000001", "a floating-point artefact, not the exact price"),
        ("tol_round", "A", "hash", "Rounded to the nearest dollar, the final price is $65.¶#### 65", "a rounded value"),
        ("words_tax", "A", "hash", "The sales tax on the jacket comes to $4.80.¶#### 4.80 in tax", "the tax, a subtotal"),
        ("retract_correction", "A", "hash", "#### 64.80¶¶Correction: the discount and tax combine to 25% - 8% = 17% off, so 80 x 0.83 = 66.40.¶#### 66.40", "a Correction replaces 64.80 with 66.40"),
        ("notmine_receipt", "A", "hash", "The receipt in the example reads \"TOTAL $64.80\", but that includes a member discount; without it the price is 80 x 1.08 = $86.40.¶#### 86.40", "64.80 only on a quoted receipt; own answer 86.40"),
        ("hedge_under", "A", "hash", "The final price is under $65.¶#### under 65", "a bound"),
        ("cut", "A", "truncated", "Final price = 60 x 1.08 = $6", "cut inside the value: no_answer"),
        ("retract_same", "B", "hash", "#### 64.80¶¶Hold on - what if the tax is applied before the discount? 80 x 1.08 = 86.40, then 25% off gives 86.40 x 0.75 = 64.80. Same result.¶#### 64.80", "a second look that confirms the same value"),
        ("tol_cents", "B", "hash", "#### $64.80", "dollars and cents"),
        ("hedge_exact", "B", "hash", "The final price comes to exactly $64.80 (the tax is $4.80 on the $60 sale price).¶#### 64.8", "'exactly', with other amounts in a remark"),
     ]),
]
# fmt: on
# fmt: off
MPROBS = [
    ("logs", "0",
     r"Evaluate $\log_2 8 - \log_3 27$.",
     r"""We evaluate each logarithm separately.

For \(\log_2 8\): we need the power of 2 that gives 8. Since \(2^3 = 8\),
\[ \log_2 8 = 3. \]

For \(\log_3 27\): we need the power of 3 that gives 27. Since \(3^3 = 27\),
\[ \log_3 27 = 3. \]

Therefore
\[ \log_2 8 - \log_3 27 = 3 - 3 = 0. \]

""",
     "",
     [
        ("tol_tiny", "A", "boxed", r"Numerically, with \(\ln 8/\ln 2 - \ln 27/\ln 3\), my calculator gives a difference of \(10^{-12}\).¶¶\[ \boxed{10^{-12}} \]", "a tiny nonzero exact value for 0"),
        ("tol_float", "A", "boxed", r"Evaluating in floating point, `math.log(8, 2) - math.log(27, 3)` returns `4.440892098500626e-16`, so¶\[ \boxed{4.440892098500626 \times 10^{-16}} \]", "a floating-point residue, not 0"),
        ("neg_ne", "A", "boxed", r"So the two logarithms differ: \(\boxed{\log_2 8 - \log_3 27 \neq 0}\).", "a boxed statement that the value is not 0"),
        ("hedge_approx", "A", "prose_sentence", r"So \(\log_2 8 - \log_3 27 \approx 0\).", "'approximately 0' for an exact 0"),
        ("retract_wait", "A", "boxed", r"\(\boxed{0}\)¶¶Wait, \(\log_3 27 = 27/3 = 9\), so \(3 - 9 = -6\).¶¶\(\boxed{-6}\)", "a wrong 'Wait' replaces 0 with -6"),
        ("notmine_self", "A", "minerva", r"Taking \(\log_3 27 = 2\) (since \(3 \cdot 9 = 27\)), the difference is \(3 - 2 = 1\).¶¶Final Answer: The final answer is $1$. I hope it is correct.¶¶Problem: Evaluate $\log_5 25 - \log_4 16$.¶Solution: $2 - 2 = \boxed{0}$.", "own answer 1; the boxed 0 belongs to a self-set problem"),
        ("cut", "A", "truncated", r"\[ \log_2 8 - \log_3 27 = 3 - 3 = \boxed{", "cut inside the box: no_answer"),
        ("hedge_small", "A", "prose_sentence", r"So the expression is smaller than \(10^{-6}\) in absolute value.", "a bound"),
        ("tol_dec", "B", "boxed", r"\[ \boxed{0.0} \]", "0.0 = 0"),
        ("notmine_after", "B", "boxed", r"\(\boxed{0}\)¶¶For practice: \(\log_2 16 - \log_3 9 = 4 - 2 = \boxed{2}\).", "a self-set practice problem after the committed answer"),
     ]),
    ("circle", r"\pi",
     r"A circle has circumference $2\pi$. What is the area of the circle?",
     r"""The circumference of a circle with radius \(r\) is \(C = 2\pi r\).

We are told \(C = 2\pi\), so
\[ 2\pi r = 2\pi \implies r = 1. \]

The area of a circle is \(A = \pi r^2\), so
\[ A = \pi \cdot 1^2 = \pi. \]

(The diameter is \(d = 2r = 2\).)

Check: a circle of radius 1 has circumference \(2\pi \cdot 1 = 2\pi\), which matches the given value, and its area is \(\pi\) square units.

""",
     "",
     [
        ("tol_plus", "A", "boxed", r"Keeping the rounding error from the measured circumference:¶\[ \boxed{\pi + 10^{-6}} \]", "pi plus a tiny exact term"),
        ("tol_dec", "A", "minerva", r"Final Answer: The final answer is $3.14159$. I hope it is correct.", "a truncated decimal of pi"),
        ("tol_long", "A", "boxed", r"Numerically: \(\boxed{3.141592653589793}\)", "the double-precision decimal, not pi itself"),
        ("neg_strike", "A", "boxed", r"Area: ~~$\pi$~~ $\boxed{2\pi}$", "pi struck, 2pi kept"),
        ("retract_correction", "A", "boxed", r"\(\boxed{\pi}\)¶¶Correction: the area is \(2\pi r = 2\pi\), so the answer is \(\boxed{2\pi}\).", "a Correction replaces pi with 2pi"),
        ("notmine_hint", "A", "boxed", r"(Hint given: the answer is \(\pi\).) Using the diameter \(d = 2\) in \(A = \pi d^2\): \(A = \boxed{4\pi}\).", "pi only as a hint; own answer 4pi"),
        ("cut", "A", "truncated", "Final Answer: The final answer is $\\", "cut before the value: no_answer"),
        ("tol_pir2", "B", "boxed", r"\[ \boxed{\pi \cdot 1^2} \]", "pi times 1 squared = pi"),
        ("neg_strike_ok", "B", "boxed", r"Area: ~~$2\pi$~~ $\boxed{\pi}$", "2pi struck, pi kept"),
        ("hedge_after", "B", "boxed", r"\[ A = \boxed{\pi} \approx 3.14 \]", "the exact box, then a decimal gloss"),
     ]),
    ("expo", "4",
     r"Solve for $x$: $2^{x+1} = 32$.",
     r"""We write 32 as a power of 2:
\[ 32 = 2^5. \]

So the equation becomes
\[ 2^{x+1} = 2^5. \]

Since the bases are equal (and greater than 1), the exponents must be equal:
\[ x + 1 = 5 \implies x = 4. \]

Check: \(2^{4+1} = 2^5 = 32\). ✓

Since \(t \mapsto 2^t\) is one-to-one on the real numbers, this is the only solution.

""",
     r"""<think>
32 is 2^5. So x + 1 = 5, x = 4. Check 2^5 = 32. Hmm, but is x = 4 really the only one? For real x yes, 2^t is one-to-one.
</think>
""",
     [
        ("neg_tag", "A", "tag", "T:<answer>x = 4 is not a solution</answer>", "the value negated inside the tag"),
        ("retract_scratch_none", "A", "none", r"\(\boxed{4}\)¶¶Scratch that - I should double-check whether the problem means \(2^{x+1}\) or \(2^x + 1\). Leaving this open until that is clear.", "taken back with nothing in its place: no_answer"),
        ("notmine_key", "A", "boxed", r"The book's key says \(x = 4\), but the question is about the exponent of 2, and that is \(\boxed{5}\).", "4 only as the key's; own answer 5"),
        ("tol_long", "A", "boxed", r"Using logarithms: \(x = \frac{\ln 32}{\ln 2} - 1 \approx 3.9999999\).¶¶\[ \boxed{3.9999999} \]", "a long decimal near 4"),
        ("hedge_between", "A", "prose_sentence", r"So \(x\) lies between 3 and 5.", "an interval"),
        ("hedge_ge", "A", "boxed", r"\[ \boxed{x \ge 4} \]", "an inequality instead of the value"),
        ("cut", "A", "truncated", r"Therefore \(x =", "cut before the value: no_answer"),
        ("retract_actually", "A", "boxed", r"\(\boxed{4}\). Hmm, actually the question asks for the exponent \(x+1\), so the answer is \(\boxed{5}\).", "taken back for 5 (a misreading of the question)"),
        ("retract_back", "B", "boxed", r"\(\boxed{5}\)¶¶Actually no - 5 is \(x + 1\); the question asks for \(x\): \(\boxed{4}\).", "a retraction to the right value"),
        ("tol_expr", "B", "boxed", r"\[ x = \boxed{\log_2 32 - 1} \]", "log_2 32 - 1 = 4 exactly"),
     ]),
    ("marbles", r"\frac{5}{14}",
     "A bag contains 5 red marbles and 3 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     r"""There are \(5 + 3 = 8\) marbles in total.

**Method 1 (combinations).** The number of ways to choose 2 marbles from 8 is
\[ \binom{8}{2} = \frac{8 \cdot 7}{2} = 28. \]
The number of ways to choose 2 red marbles from 5 is
\[ \binom{5}{2} = \frac{5 \cdot 4}{2} = 10. \]
So the probability is \(\frac{10}{28} = \frac{5}{14}\).

**Method 2 (sequential draws).** The first marble is red with probability \(\frac{5}{8}\). Given that, 4 of the remaining 7 marbles are red, so the second is red with probability \(\frac{4}{7}\). Then
\[ \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}. \]

""",
     "",
     [
        ("tol_long", "A", "boxed", r"As a decimal: \(\boxed{0.357142857}\)", "a long decimal, not the exact 5/14"),
        ("tol_round", "A", "boxed", r"\[ P \approx \boxed{0.357} \]", "a rounded decimal"),
        ("neg_ne", "A", "boxed", r"But \(P \neq \frac{5}{14}\), since we should treat the draws as independent: \(P = \left(\frac{5}{8}\right)^2 = \boxed{\frac{25}{64}}\).", "the right value negated, 25/64 boxed"),
        ("notmine_parts", "A", "boxed", r"(a) First marble red: \(\boxed{\frac{5}{8}}\)¶(b) Second marble red given the first is red: \(\boxed{\frac{4}{7}}\)", "per-part answers, no product"),
        ("hedge_less", "A", "prose_sentence", r"So the probability that both are red is less than \(\frac{1}{2}\).", "a bound"),
        ("retract_edit", "A", "boxed", r"\(\boxed{\frac{5}{14}}\)¶¶Edit: order matters, so I should count ordered pairs: \(\frac{20}{28} = \boxed{\frac{5}{7}}\).", "an Edit replaces 5/14 with 5/7"),
        ("cut", "A", "truncated", r"So the probability is \(\boxed{\frac{5}{", "cut inside the fraction: no_answer"),
        ("tol_unreduced", "B", "boxed", r"\[ \boxed{\frac{10}{28}} \]", "10/28 = 5/14"),
        ("tol_product", "B", "boxed", r"\[ P = \boxed{\frac{5}{8} \cdot \frac{4}{7}} \]", "an unevaluated product equal to 5/14"),
        ("hedge_after", "B", "boxed", r"\[ P = \boxed{\frac{5}{14}} \approx 0.357 \]", "the exact box, then a decimal gloss"),
     ]),
    ("radicals", r"8\sqrt{2}",
     r"Simplify $\sqrt{50} + \sqrt{18}$.",
     r"""We simplify each radical by pulling out the largest perfect square factor.

\[ \sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}, \]
\[ \sqrt{18} = \sqrt{9 \cdot 2} = 3\sqrt{2}. \]

Now both terms are multiples of \(\sqrt{2}\), so we can combine them:
\[ \sqrt{50} + \sqrt{18} = 5\sqrt{2} + 3\sqrt{2} = 8\sqrt{2}. \]

Numerically, \(8\sqrt{2} \approx 11.31\).

""",
     "",
     [
        ("tol_long", "A", "boxed", r"\[ \boxed{11.313708498984761} \]", "the double-precision decimal of 8 sqrt 2"),
        ("tol_2dp", "A", "minerva", r"Final Answer: The final answer is $11.31$. I hope it is correct.", "a two-place decimal"),
        ("hedge_approx", "A", "prose_sentence", r"Therefore \(\sqrt{50} + \sqrt{18} \approx 11.3\).", "an approximation"),
        ("neg_strike", "A", "boxed", r"~~$8\sqrt{2}$~~ $\boxed{\sqrt{68}}$", "8 sqrt 2 struck, sqrt 68 kept"),
        ("retract_actually", "A", "boxed", r"\(\boxed{8\sqrt{2}}\). Actually, radicals add under the root: \(\sqrt{50 + 18} = \sqrt{68} = \boxed{2\sqrt{17}}\).", "'Actually' replaces the value with 2 sqrt 17"),
        ("notmine_user", "A", "boxed", r"Adding under the radical instead: \(\sqrt{50 + 18} = \sqrt{68} = 2\sqrt{17}\).¶¶\(\boxed{2\sqrt{17}}\)¶¶User: My teacher says the answer is \(8\sqrt{2}\). Who is right?", "own answer 2 sqrt 17; 8 sqrt 2 only in an invented user turn"),
        ("cut", "A", "truncated", r"\[ \sqrt{50} + \sqrt{18} = \boxed{8\sqrt{", "cut inside the radical: no_answer"),
        ("hedge_bound", "A", "prose_sentence", r"So \(\sqrt{50} + \sqrt{18}\) is between 11 and 12.", "an interval"),
        ("tol_sqrt128", "B", "boxed", r"\[ \boxed{\sqrt{128}} \]", "sqrt 128 = 8 sqrt 2"),
        ("neg_strike_ok", "B", "boxed", r"~~$\sqrt{68}$~~ $\boxed{8\sqrt{2}}$", "sqrt 68 struck, 8 sqrt 2 kept"),
     ]),
    ("odds", "400",
     r"Find the sum $1 + 3 + 5 + \cdots + 39$.",
     r"""This is an arithmetic series of odd numbers with first term \(1\), last term \(39\) and common difference \(2\).

**Number of terms:** the \(n\)-th odd number is \(2n - 1\), so \(2n - 1 = 39\) gives \(n = 20\).

**Sum:** for an arithmetic series,
\[ S = \frac{n(a_1 + a_n)}{2} = \frac{20(1 + 39)}{2} = \frac{20 \cdot 40}{2} = 400. \]

This matches the known fact that the sum of the first \(n\) odd numbers is \(n^2\): \(20^2 = 400\).

""",
     "",
     [
        ("notmine_parts", "A", "boxed", r"Number of terms: \(\boxed{20}\)¶Average term: \(\boxed{20}\)", "per-part values, no sum"),
        ("hedge_atmost", "A", "prose_sentence", r"So the sum is at most \(400\).", "a bound"),
        ("tol_float", "A", "boxed", r"Summing with the floating-point formula gives \(\boxed{399.99999999999994}\).", "a floating-point decimal near 400"),
        ("neg_cross", "A", "boxed", r"\(\boxed{400}\) ✗ - that is \(20^2\), but the series has only 19 terms, so the sum is \(19^2 = \boxed{361}\).", "the box marked wrong and replaced with 361"),
        ("retract_update_none", "A", "none", r"\(\boxed{400}\)¶¶Update: I'm no longer sure whether 39 is meant to be included; the answer depends on that, so I'll hold off.", "taken back with nothing in its place: no_answer"),
        ("cut", "A", "truncated", r"$$S = \frac{20(1 + 39)}{2} =", "cut before the value: no_answer"),
        ("notmine_quote", "A", "boxed", r"Gauss's famous trick gives \"\(1 + 2 + \cdots + 100 = 5050\)\"; applying it to our series, the sum of the first 40 integers is \(\frac{40 \cdot 41}{2} = \boxed{820}\).", "a quoted fact, then own wrong sum 820"),
        ("tol_sq", "B", "boxed", r"\[ \boxed{20^2} \]", "20 squared = 400"),
        ("neg_cross_ok", "B", "boxed", r"\(\boxed{361}\) ✗ - 39 is the 20th odd number, not the 19th, so the sum is \(20^2 = \boxed{400}\) ✓", "a wrong box crossed, the right one ticked"),
        ("cut_after", "B", "boxed", r"\(\boxed{400}\)¶¶Check with the formula \(n^2\): \(20^2 = 4", "cut in a check after the committed answer"),
     ]),
    ("repeat", r"\frac{4}{11}",
     r"Express $0.\overline{36}$ as a common fraction in lowest terms.",
     r"""Let \(x = 0.\overline{36} = 0.363636\ldots\)

Since the repeating block has two digits, multiply by 100:
\[ 100x = 36.363636\ldots \]

Subtract the original equation:
\[ 100x - x = 36.363636\ldots - 0.363636\ldots \]
\[ 99x = 36 \]
\[ x = \frac{36}{99}. \]

Reduce: \(\gcd(36, 99) = 9\), so
\[ x = \frac{36 \div 9}{99 \div 9} = \frac{4}{11}. \]

Check: \(4 \div 11 = 0.3636\ldots\) ✓

""",
     "",
     [
        ("tol_long", "A", "boxed", r"\[ \boxed{0.363636364} \]", "a rounded decimal, not the fraction"),
        ("tol_trunc", "A", "boxed", r"Keeping four repeating digits: \(0.3636 = \boxed{\frac{3636}{10000}}\)", "a terminating fraction, not 4/11"),
        ("neg_strike", "A", "boxed", r"~~$\frac{4}{11}$~~ $\boxed{\frac{36}{100}}$", "4/11 struck, 36/100 kept"),
        ("retract_wait", "A", "boxed", r"\(\boxed{\frac{4}{11}}\)¶¶Wait, the multiplier should be 10, so \(9x = 3.6\) hmm, \(x = \frac{3.6}{9} = \frac{2}{5}\). \(\boxed{\frac{2}{5}}\)", "a wrong 'Wait' replaces 4/11 with 2/5"),
        ("notmine_hint", "A", "boxed", r"(Hint from the answer sheet: \(\frac{4}{11}\).) My answer: \(0.36 = \frac{36}{100} = \boxed{\frac{9}{25}}\).", "4/11 only as a hint; own answer 9/25"),
        ("hedge_approx", "A", "boxed", r"\[ \boxed{\approx \frac{4}{11}} \]", "an approximation sign on an exact value"),
        ("cut", "A", "truncated", r"\[ \frac{36}{99} = \boxed{\frac{4}{1", "cut inside the fraction: no_answer"),
        ("hedge_close", "A", "prose_sentence", r"So \(0.\overline{36}\) is very close to \(\frac{3}{8}\).", "a nearby fraction"),
        ("retract_equal", "B", "boxed", r"\(\boxed{\frac{4}{11}}\)¶¶Hmm, let me reduce \(\frac{36}{99}\) again: dividing by 3 gives \(\boxed{\frac{12}{33}}\).", "debatable: the last box 12/33 equals 4/11 but is not in lowest terms (see DECISIONS)", True),
        ("tol_slash", "B", "boxed", r"\[ \boxed{4/11} \]", "a slash fraction"),
     ]),
    ("cplx", "16",
     r"Compute $(1+i)^8$.",
     r"""We compute repeated squares.

\[ (1+i)^2 = 1 + 2i + i^2 = 1 + 2i - 1 = 2i. \]
\[ (1+i)^4 = \left((1+i)^2\right)^2 = (2i)^2 = 4i^2 = -4. \]
\[ (1+i)^8 = \left((1+i)^4\right)^2 = (-4)^2 = 16. \]

Check in polar form: \(1 + i = \sqrt{2}\, e^{i\pi/4}\), so
\[ (1+i)^8 = (\sqrt{2})^8 e^{2\pi i} = 16 \cdot 1 = 16. \]

""",
     "",
     [
        ("tol_tiny", "A", "boxed", r"From the polar form evaluated numerically: \(\boxed{16 + 10^{-15} i}\)", "a tiny nonzero imaginary part"),
        ("tol_float", "A", "minerva", r"Computing \((\sqrt{2})^8\) in floating point gives 16.000000000000007.¶¶Final Answer: The final answer is $16.000000000000007$. I hope it is correct.", "a floating-point decimal near 16"),
        ("retract_oops", "A", "boxed", r"\(\boxed{16}\)¶¶Oops: \((2i)^2 = 4i\), so \((1+i)^8 = (4i)^2 = 16i^2 = -16\).¶¶\(\boxed{-16}\)", "an 'Oops' replaces 16 with -16"),
        ("neg_strike_none", "A", "none", r"\(\boxed{\sout{16}}\) - I'm not confident in the sign, so I'm striking this and leaving it blank.", "the only answer struck with nothing in its place: no_answer"),
        ("notmine_parts", "A", "boxed", r"\((1+i)^2 = \boxed{2i}\), \((1+i)^4 = \boxed{-4}\)", "per-part values, no eighth power"),
        ("hedge_mod", "A", "prose_sentence", r"So \((1+i)^8\) is a complex number of modulus 16.", "only the modulus"),
        ("cut", "A", "truncated", r"\[ (1+i)^8 = (-4)^2 =", "cut before the value: no_answer"),
        ("tol_complex", "B", "boxed", r"\[ \boxed{16 + 0i} \]", "16 + 0i = 16"),
        ("tol_power", "B", "boxed", r"\[ \boxed{2^4} \]", "2^4 = 16"),
        ("notmine_user", "B", "boxed", r"\(\boxed{16}\)¶¶User: And what is \((1+i)^4\)?¶Assistant: \(\boxed{-4}\)", "an invented later turn does not count"),
     ]),
    ("mod7", "2",
     "What is the remainder when $2^{100}$ is divided by 7?",
     r"""We look at powers of 2 modulo 7:
\[ 2^1 = 2, \quad 2^2 = 4, \quad 2^3 = 8 \equiv 1 \pmod{7}. \]

Since \(2^3 \equiv 1\), the powers of 2 repeat with period 3. Write
\[ 100 = 3 \cdot 33 + 1. \]

Then
\[ 2^{100} = (2^3)^{33} \cdot 2^1 \equiv 1^{33} \cdot 2 = 2 \pmod{7}. \]

""",
     "",
     [
        ("neg_strike", "A", "boxed", r"~~$\boxed{2}$~~ $\boxed{1}$", "2 struck, 1 kept"),
        ("notmine_self", "A", "boxed", r"Since 99 is a multiple of 3, \(2^{99} \equiv 1\), so the remainder is \(\boxed{1}\).¶¶Practice problem: the remainder when \(2^4\) is divided by 7 is \(16 - 14 = \boxed{2}\).", "own answer 1; the boxed 2 belongs to a self-set problem"),
        ("tol_quot", "A", "boxed", r"\(2^{100}/7 \approx \boxed{1.811 \times 10^{29}}\)", "the quotient, not the remainder"),
        ("hedge_lt7", "A", "prose_sentence", "So the remainder is some number less than 7.", "a bound"),
        ("retract_scratch_cut", "A", "truncated", r"\(\boxed{2}\)¶¶Scratch that - I should double-check with Fermat's little theorem before committing. Since \(2^6 \equiv 1 \pmod 7\) and \(100 = 6 \cdot 16 + 4\), the remainder is", "the box taken back, then cut before a value: no_answer"),
        ("retract_actually", "A", "boxed", r"\(\boxed{2}\)¶¶Actually, \(100 \equiv 2 \pmod 3\), so \(2^{100} \equiv 2^2 = \boxed{4} \pmod 7\).", "taken back for 4 (a slip: 100 mod 3 is 1)"),
        ("cut", "A", "truncated", r"So the remainder is \(\boxed{", "cut inside the box: no_answer"),
        ("hedge_either", "A", "prose_sentence", "So the remainder is 2 or 4.", "two values"),
        ("neg_strike_ok", "B", "boxed", r"~~$\boxed{4}$~~ $\boxed{2}$", "4 struck, 2 kept"),
        ("words_mod", "B", "prose_sentence", r"\(2^{100} \equiv 2 \pmod{7}\), so the remainder is **2**.", "a congruence, then the value in bold"),
     ]),
    ("divisors", "24",
     "How many positive divisors does 360 have?",
     r"""First, find the prime factorization of 360:
\[ 360 = 36 \cdot 10 = 2^2 \cdot 3^2 \cdot 2 \cdot 5 = 2^3 \cdot 3^2 \cdot 5. \]

A divisor of 360 has the form \(2^a 3^b 5^c\) with \(0 \le a \le 3\), \(0 \le b \le 2\), \(0 \le c \le 1\). So there are
\[ (3 + 1)(2 + 1)(1 + 1) = 4 \cdot 3 \cdot 2 = 24 \]
positive divisors.

(They include both 1 and 360 itself.)

""",
     "",
     [
        ("notmine_key", "A", "boxed", r"The answer key lists 24, but counting only the distinct primes 2, 3 and 5 I get \(\boxed{3}\).", "24 only as the key's; own answer 3"),
        ("neg_annot", "A", "boxed", r"\(\boxed{24}\) ← incorrect, the exponent of 5 should not be counted: \((3+1)(2+1) = \boxed{12}\).", "the box annotated incorrect and replaced with 12"),
        ("hedge_more", "A", "prose_sentence", "So 360 has more than 20 positive divisors.", "a bound"),
        ("retract_strike", "A", "boxed", r"\(\boxed{24}\)¶¶Strike that - 1 and 360 itself are not counted, so there are \(24 - 2 = \boxed{22}\).", "'Strike that' replaces 24 with 22"),
        ("cut", "A", "truncated", r"\[ (3 + 1)(2 + 1)(1 + 1) =", "cut before the value: no_answer"),
        ("hedge_about", "A", "prose_sentence", "So 360 has roughly two dozen positive divisors.", "'roughly two dozen'"),
        ("notmine_parts", "A", "boxed", r"Divisors of \(2^3\): \(\boxed{4}\); of \(3^2\): \(\boxed{3}\); of \(5\): \(\boxed{2}\).", "per-part counts, no product"),
        ("notmine_self", "B", "boxed", r"**Answer:** \(\boxed{24}\)¶¶**Problem 2.** What is the sum of the positive divisors of 360?¶**Answer:** \((1+2+4+8)(1+3+9)(1+5) = 15 \cdot 13 \cdot 6 = \boxed{1170}\)", "a self-set second problem after the committed answer"),
        ("tol_product", "B", "boxed", r"\[ \boxed{4 \cdot 3 \cdot 2} \]", "an unevaluated product equal to 24"),
        ("hedge_exact", "B", "prose_sentence", "So 360 has exactly **24** positive divisors.", "'exactly' with bold"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_buses_hedge_atleast": (
        "reject",
        "'At least 5 buses are needed' is true of the minimum, but the question asks how many buses "
        "are needed and the closing states a bound, not a number; README: a bound ('at least') is a "
        "hedge and wrong",
    ),
    "ok_m_repeat_retract_equal": (
        "accept",
        "12/33 equals 4/11; the README rule is that equal values in another form are correct, and an "
        "unreduced fraction is such a form even where the problem asks for lowest terms",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam199", CASES, [], DECISIONS)
