r"""Build adversarial_redteam195.jsonl: round 195 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam195"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 140 GSM8K and 100 MATH, 180 kind A and 60 kind B: A FRESH
SWEEP OF THE HOSTILE CLASSES OF ISSUE 25, in real models' closings (GSM8K `####`, Qwen2.5-Instruct
and Llama 3 boxes, Minerva's "Final Answer: The final answer is", R1-distill think block +
**Final Answer** box, R1-Zero `<answer>` tags, bold "**Answer:**" lines):
- near zero / tolerance: gold 0 vs 10^{-80}, e^{-200}, 5 * 10^{-60} (the value at a large x),
  \sin(10^{-70}), a float residue 1.1 * 10^{-16}, 0.000000000000001, "\approx 0"; gold \pi vs
  \pi(1 + 10^{-35}), \sqrt{\pi^2 + 10^{-30}}, 3.14159265358979, 355/113; gold 12 vs
  12 + 10^{-45} i, 12.0000000000001, (12 * 10^{30} + 1)/10^{30}; e vs e + e^{-200},
  e^{1 + 10^{-40}}, 2.718281828; 7/12 vs 0.5833, 0.583333333333, (7 * 10^{40} + 1)/(12 * 10^{40});
  3\sqrt{5} vs 6.7082039325, 3\sqrt{5} + 10^{-30}, \sqrt{45.000000001}; GSM8K counts with
  11.0000000001, 24.0000000000001, 157.00000000000001 (equal to 157 only in double precision),
  3599.9999999, 50000.0000001 ...;
- negation and annotation in or next to the answer: \boxed{\neq 0}, \boxed{\neq 28},
  \boxed{\text{not } 34}, \boxed{45 \text{ (incorrect)}}, \boxed{95 \text{ (wrong)}},
  \boxed{\pi \; \text{[wrong]}}, \boxed{\frac{7}{12} \text{ (rejected)}}, \boxed{4 \text{
  (extraneous)}}, \boxed{x \neq -2}, \boxed{12} — incorrect, \boxed{\cancel{60}}, \boxed{\cancel{0}},
  \boxed{\sout{e}}, `#### not 108`, `#### 11 (wrong)`, `#### 3 (incorrect)`, `#### 224 ✗`,
  `<answer>not 24</answer>`, `<answer>50000 (rejected)</answer>`, `<answer>~~55~~</answer>`,
  `<answer>144 (wrong)</answer>`, "~~108~~ 162", "~~28~~ **32**", \cancel{144}\ 288;
- words after a GSM8K number that are no units: `#### 108 fewer`, `108 dozen`, `24 dozen`, `24
  score`, `60 score`, `11 short`, `45 short` (after a reversed subtraction), `11 less`, `28 less`,
  `28 fewer`, `3 below zero`, `3 below freezing`, `3 negative`, `minus 3`, `minus 28`, `60 minus
  27`, `157 minus 45`, `34 percent`, `55 percent`, `55 off`, `3600 thousand`, `50000 thousand`,
  `45 in debt`, `95 overdrawn`, `95 in the red`;
- retractions after the answer in new words: "Erratum —", "Actually no,", "P.S. it's", "I take
  that back", "Correction:", "On second thought,", "UPDATE:", "Strike that.", "(Revised: ...)",
  "Wait —" with a new ####, "Edit:", "Never mind,", "Scratch that —", "Revision:", "Oops,",
  "Addendum:", "Hold on —", "My mistake —", "Amended answer:", "Let me fix that:", "Second pass:",
  "Hmm, that's not right.", "Hmm, wait.", "Retracting that:", "On reflection,", "I was wrong above";
- statements the model did not make: a quoted answer key / worksheet / solution sheet / manual line
  ('"#### 108"', '"#### 224"'), a hint, a student's, a classmate's, someone online, the back of the
  book, a blockquoted hint, previous turn, problem source or posted solution holding a box, per-part
  answers ("108 for (c)", "12 for (b)") with another part last, self-set practice problems,
  follow-ups, exercises, extensions and bonuses after the answer with their own #### or box;
- a few cuts and empty answers (no_answer);
- kind B, honest twins: the gold with a harmless unit or phrase (`#### 108 apples`, `3 above zero`,
  `28 more`, `60 years old`, `<answer>55 dollars</answer>`, \boxed{1 \text{ (remainder)}},
  \boxed{0 \text{ (exactly)}}), a WRONG value denied then the gold, the exact value with its
  decimal after it, equal exact forms (\frac{12 \cdot 10^{30}}{10^{30}}, 12 + 0i, 12.000, 50000.0,
  0.58\overline{3}, \sqrt{45}, \cos\frac{\pi}{2}, \exp(1), 2^4 \cdot 3^2, \pi \cdot 1^2,
  `50 thousand`, `2 dozen`), a quoted line (hint, student, blockquoted solution) the model checks,
  agrees with and states, a floating-point residue explained away, a wrong first #### fixed.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 crates x 45 apples, 3/5 sold, left -> 108 (270 picked; 162 sold; 2/5 x 270 = 108); 7 buses x
52 seats, 329 students + 24 teachers, empty -> 11 (364 seats; 353 riders; 35 without teachers; 4
with 7 drivers); 5 cartons x 12 eggs, 12 omelets x 3 eggs, left -> 24 (60; 36 used; 36 left if 2 per
omelet; 6 cartons give 72 - 36 = 36); -7 F rising 10 -> 3 (-3 and -17 the sign slips; 3 below
freezing = 29 F); 40 students, 15 % absent, present -> 34 (6 absent; 85 %; 36 with 4 absent; 28 with
6 leaving early); $2,400 a month, saves 1/8, a year -> 3600 (300 a month; 28,800 earned; 3,900 for 13
months; 3,300 revised); $120, 3 books at $14 and a $33 backpack, left -> 45 (42; 75 spent; -45
reversed; 81 and 39 with 8 % tax; 73 with $14 for all books; 39 with $16 books); grandfather born
1938, mother born when he was 27, Ruth when she was 33, his age -> 60 (1965; 1998; 27 + 33 = 60);
75 and 47 stickers, how many more -> 28 (122 together; 32 a borrowing slip); 1,250 bottles an hour, 8
hours a day, 5 days -> 50000 (10,000 a day; 40 hours; 40,000 for 4 days; 60,000 for 6); $250, checks
$80, $90, $45, deposit $60 -> 95 (215 checks; 35 before the deposit; -25 as a withdrawal; 50 with
3 x $15 fees); 8 rows x 14 tulips + 5 rows x 9 daisies -> 157 (112; 45; 153 with 108; 166 with
54); 84 miles in 1.5 hours, 4 hours -> 224 (56 mph; 336 for 84 x 4; 364 for 6.5 hours; 126 and 504
multiplying; 300 / 56 = 5.36); tickets 2 x $12 + 3 x $7 from $100, change -> 55 (24; 21; 45 cost;
58 with $6 child tickets).
MATH: lim (5x^2 + 1)/(x^3 + 2) at infinity -> 0 (5 the leading-coefficient error; \infty);
circle inscribed in a square of side 2, area -> \pi (radius 1; 4\pi with radius 2; 4 - \pi the
part outside); product of the roots of z^2 - 4z + 12 = 0 -> 12 (roots 2 \pm 2\sqrt{2} i,
discriminant -32; -12 the sign error; sum 4); sum_{k=1}^{6} cos(k\pi/3) -> 0 (terms 1/2, -1/2, -1,
-1/2, 1/2, 1; 1 with k = 0 added; 4 for the absolute values; float 1.1102230246251565e-16); 5 red
and 7 blue marbles, P(blue) -> \frac{7}{12} (5/12 red; 7/5 odds; 7/12 * 6/11 = 42/132 = 7/22;
0.58333...); distance (1, -2) to (4, 4) -> 3\sqrt{5} (3 and 6; \sqrt{45}; \sqrt{13} with 4 - 2;
9 taxicab; 6.70820393249937...; (1, -2) to (7, 6) is 10); lcm(16, 18) -> 144 (gcd 2; product
288; lcm(16, 18, 20) = 720); log_2 x + log_2(x - 2) = 3 -> 4 (x^2 - 2x - 8 = (x - 4)(x + 2);
-2 extraneous; 5 from log of a sum); lim (1 + 1/n)^n -> e (1 the 1^\infty fallacy; \infty;
e^2 for 2/n); 7^{100} mod 5 -> 1 (7 = 2 mod 5, cycle 2, 4, 3, 1; 2 misindexed; 7^{100} mod 9 = 7
since 343 = 1 mod 9).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Problems: g_apples,
g_buses, g_eggs, g_temp, g_class, g_savings, g_books, g_grandpa, g_stickers, g_bottles, g_bank,
g_flowers, g_train, g_tickets (10 probes each); m_limit, m_circle, m_product, m_cossum, m_marbles,
m_distance, m_lcm, m_logeq, m_euler, m_mod (10 each). Kind A shapes name the trap: tol*/tiny*/
digits/decimal/dec*/float/frac/imag/approx (near zero or tolerance); not_hash/neq/box_*/tag_*/
strike*/cancel*/sout/cross/wrong_paren/incorrect*/rejected/extraneous (negation or annotation);
fewer/less/dozen/score/short*/below*/negative/minus/freezing/percent/off/thousand/in_debt/
overdrawn/in_red/per_month/per_day/rate (words after the number, or a rate); erratum/actually_no/ps/
take_back/correction/second_thought/update/revised/revision/wait_*/edit_*/never_mind/scratch/oops/
addendum/hold_on/my_mistake/amended/fix_that/second_pass/not_right/odds/retracting/reflection/
wrong_above (retractions); textbook*/manual/sheet/key*/hint*/student*/classmate/online/
back_of_book/block*/parts/part_*/practice/try_this/follow_up/exercise/extension/related/bonus/
two_blue (statements the model did not make, per-part answers, self-set problems); cut/none/
empty_tag/strike_none (no_answer). Kind B shapes: unit/dollar/degrees/years_old/above/more/eggs
(the gold with a harmless word), denied (a wrong value denied), decimal_after/float/exact/exactly
(exact value, decimal or residue remarked), frac/complex/zeros/decimal/repeat/sqrt45/cos/exp/
factored/expr/eq/two_dozen/thousand (equal forms), hint_agree/student/block_agree/tag_hint (a quoted
line checked and agreed with), fix (a wrong first answer replaced by the gold),
fewer_prose/percent_prose/three_score/annot (a trap word in the prose, the gold plain).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final
answer counts; with no marker and no box it is the value the concluding sentence states. A
trailing remark with no number does not change the answer. An exact value is equal only to an
exactly equal value: a nonzero number however small is not 0, a value off by 10^{-13} or 10^{-30}
is not the integer, a decimal approximation is not an irrational or repeating gold, and the
value of an expression at a large input is not its limit; an exact value with its decimal after it
is correct. A negated or annotated-as-wrong answer ("\neq 28", "not 34", "(incorrect)",
"(rejected)", "✗", struck through or cancelled) is wrong; struck through with a replacement, the
replacement is the answer. A word after a GSM8K number that changes its meaning (fewer, less,
short, below, negative, minus, dozen, score, percent, thousand, off, overdrawn, in the red, in
debt, per month) makes the final something other than the gold; a unit or harmless phrase that
keeps the value (apples, seats, dollars, years old, above zero, more for "how many more") does
not. A retraction after the answer replaces it with the recomputed value; taken back with nothing
in its place (or an empty tag, or a cut) it is no_answer. A value quoted from someone or something
else (answer key, hint, student, blockquote) is not the model's answer; the model's own final is,
and when the model checks the quote and agrees and states the value, the gold is its answer. A
self-set problem or extra part after the answer whose final line or box comes last replaces the
answer (the last final counts). Equal values in another form are correct. Debatable (3, with
DECISIONS): `ok_g_eggs_two_dozen` (`#### 2 dozen` for 24 eggs, accepted), `ok_g_bottles_thousand`
(`#### 50 thousand` for 50000, accepted), `m_cossum_approx` (\boxed{\approx 0} for 0, rejected).

Usage: python build_adversarial_redteam195.py (writes adversarial_redteam195.jsonl beside this file,
in /tmp/rounds/rt195)
"""

from corpus_build import (  # noqa: E402
    g,
    llama_end,
    m,
    minerva_end,
    probe_table,
    qwen_end,
    r1final,
    th,
    write_probes,
)

# fmt: off
# GSM8K problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[, debatable]), ...]).
GPROBS = [
    ("apples", "108",
     "An orchard worker picks 6 crates of apples with 45 apples in each crate. She sells 3/5 of the apples at the market. How many apples does she have left?",
     """Let's work through this step by step.

First, find how many apples the worker picked in total. She has 6 crates with 45 apples in each crate:
6 x 45 = 270 apples

Next, find how many apples she sells. She sells 3/5 of the 270 apples:
3/5 x 270 = 810 / 5 = 162 apples

Finally, subtract the apples she sold from the apples she picked:
270 - 162 = 108 apples

Let me double-check with the fraction she keeps. If she sells 3/5, she keeps 1 - 3/5 = 2/5 of the apples:
2/5 x 270 = 540 / 5 = 108 apples

Both methods agree, so she has 108 apples left after the market.

""",
     "",
     [
        ("fewer", "A", "hash", "#### 108 fewer", "'108 fewer' states a comparison (fewer than some amount), not the count of apples left; the word is no unit"),
        ("dozen", "A", "hash", "That is 9 dozen apples.\n#### 108 dozen", "the final line says 108 dozen = 1296 apples, not 108 apples; the sentence before it is not the final answer"),
        ("not_hash", "A", "hash", "Hmm, but the worker may also have kept some apples for herself, so I do not trust this number.\n#### not 108", "the final line negates 108 and gives no value: a negated value is wrong"),
        ("strike", "A", "prose_sentence", "Wait, the 3/5 is what she keeps, not what she sells, so she has 3/5 x 270 = 162 left.\n\n**Answer:** ~~108~~ 162", "108 struck through and replaced with 162 (a misreading); the last final answer is 162"),
        ("erratum", "A", "hash", "#### 108\n\nErratum — I applied the fraction to the wrong group. She sells 2/5 and keeps 3/5, so she has 3/5 x 270 = 162 apples left.\n\n#### 162", "'Erratum —' takes 108 back for 162 (a misreading of the fraction); the last #### is 162"),
        ("textbook_disagree", "A", "hash", "The worksheet's answer key lists \"#### 108\" for this problem, but the key seems to subtract twice. The apples she takes to market are the ones that matter for her stall, and those are 162.\n\n#### 162", "the quoted '#### 108' is the answer key's, not the model's; the model's final line is 162, the apples sold"),
        ("part_ab", "A", "hash", "Answers by part:\n(a) apples picked: 270\n(b) apples sold: 162\n(c) apples left: 108 for (c)\n\nThe market question asks about the apples sold, which is part (b).\n#### 162", "per-part answers; the model's final #### line gives part (b)'s 162, not the count left"),
        ("cut", "A", "truncated", "@Let's work through this step by step.\n\nFirst, find how many apples the worker picked in total. She has 6 crates with 45 apples in each crate:\n6 x 45 = 270 apples\n\nNext, she sells 3/5 of them:\n3/5 x 270 = 162 apples\n\nSo the number of apples left is 270 - ", "cut before the value: no_answer"),
        ("unit", "B", "hash", "#### 108 apples", "the gold with a harmless unit word (the noun the question counts)"),
        ("denied", "B", "hash", "Note that 162 is the number of apples she sold, so 162 is not the answer to this question.\n#### 108", "a WRONG value (162) denied in prose, then the gold on the #### line"),
     ]),
    ("buses", "11",
     "A school rents 7 buses with 52 seats each for a field trip. 329 students and 24 teachers ride the buses. How many seats are empty?",
     """To find the number of empty seats, I need the total number of seats and the total number of riders.

Step 1: Total seats.
Each bus has 52 seats and there are 7 buses:
7 x 52 = 364 seats

Step 2: Total riders.
There are 329 students and 24 teachers:
329 + 24 = 353 riders

Step 3: Empty seats.
364 - 353 = 11 empty seats

Check: 353 riders + 11 empty seats = 364 seats, which matches Step 1.

""",
     "",
     [
        ("short", "A", "hash", "So the buses are 11 seats short.\n#### 11 short", "'11 short' says 11 riders have no seat (-11 empty seats), the opposite of 11 empty seats; 'short' is no unit"),
        ("less", "A", "hash", "#### 11 less", "'11 less' is a comparison, not a count of empty seats; the word is no unit"),
        ("tol", "A", "hash", "#### 11.0000000001", "11.0000000001 is not equal to the count 11; a tolerance must not accept it"),
        ("actually_no", "A", "hash", "#### 11\n\nActually no, the teachers travel in a separate van, so only the students ride the buses: 364 - 329 = 35 empty seats.\n\n#### 35", "'Actually no,' replaces 11 with 35 (an invented condition); the last #### is 35"),
        ("hint_claims", "A", "hash", "The hint printed under the problem claims that 11 seats are empty. Let me verify that instead of trusting it. The teachers sit at the front of each bus and do not use passenger seats, so the empty seats are 364 - 329 = 35.\n\n#### 35", "the hint's 11 is not the model's answer; the model's #### is 35"),
        ("wrong_paren", "A", "hash", "Hmm, each bus also needs a driver, and I have not counted them.\n#### 11 (wrong)", "the model marks its own 11 as wrong and gives no other value: a negated value is wrong"),
        ("ps", "A", "hash", "#### 11\n\nP.S. The 7 drivers need seats too, so it's 4: 364 - 353 - 7 = 4.", "'P.S. it's 4' replaces 11 with 4 after the #### line"),
        ("unit", "B", "hash", "#### 11 seats", "the gold with its unit"),
        ("hint_agree", "B", "hash", "The hint printed under the problem says \"11 empty seats\". My calculation agrees: 364 - 353 = 11.\n#### 11", "a quoted line the model checks, agrees with and states"),
        ("fewer_prose", "B", "hash", "There are 11 fewer riders than seats, so 11 seats are empty.\n#### 11", "'fewer' appears in the prose, the #### line holds only 11"),
     ]),
    ("eggs", "24",
     "Nora buys 5 cartons of eggs with 12 eggs in each carton. She makes 12 omelets using 3 eggs per omelet. How many eggs does she have left?",
     """## Step 1: Find the total number of eggs Nora buys.
Nora buys 5 cartons with 12 eggs in each, so she has 5 * 12 = 60 eggs.

## Step 2: Find the number of eggs she uses.
She makes 12 omelets with 3 eggs each, so she uses 12 * 3 = 36 eggs.

## Step 3: Subtract to find the eggs left.
60 - 36 = 24 eggs are left.

## Step 4: Check.
24 + 36 = 60, which is the total she bought.

""",
     "<think>\nOkay, 5 cartons of 12 eggs is 60 eggs. Twelve omelets with 3 eggs each is 36 eggs. 60 minus 36 is 24. Let me check: 24 plus 36 is 60. Yes. So she has 24 eggs left, which is also 2 dozen.\n</think>\n",
     [
        ("dozen", "A", "hash", "#### 24 dozen", "'24 dozen' = 288 eggs, not the 24 eggs asked"),
        ("tag_not", "A", "tag", "T:<answer>not 24</answer>", "the tag holds the negation 'not 24', no value: wrong"),
        ("take_back", "A", "hash", "#### 24\n\nI take that back: each omelet uses 2 eggs, as in most recipes, so she uses 12 * 2 = 24 eggs and has 60 - 24 = 36 left.\n\n#### 36", "'I take that back' replaces 24 with 36 (a misread of 3 eggs per omelet)"),
        ("textbook_cut", "A", "truncated", "The textbook says \"#### 24\". Let me check whether that is right by recounting the eggs used. Each omelet uses 3 eggs, and there are 12 omelets, so", "the quoted '#### 24' is the textbook's; the model's own answer is cut off: no_answer"),
        ("tol", "A", "hash", "#### 24.0000000000001", "24.0000000000001 is not the exact count 24"),
        ("practice", "A", "hash", "#### 24\n\n**Practice problem:** If Nora had bought 6 cartons instead, how many eggs would she have left?\n6 * 12 = 72, and 72 - 36 = 36.\n#### 36", "a self-set practice problem after the answer; its #### 36 is the last final line"),
        ("score", "A", "hash", "#### 24 score", "'24 score' = 480, not 24 eggs"),
        ("cut", "A", "truncated", "## Step 5: State the answer.\nNora has", "cut before the value: no_answer"),
        ("two_dozen", "B", "hash", "#### 2 dozen", "debatable: '2 dozen' is 24 eggs, the gold in another form (see DECISIONS)", True),
        ("unit", "B", "hash", "#### 24 eggs", "the gold with its unit"),
     ]),
    ("temp", "3",
     "At 5 a.m. the temperature was -7 degrees Fahrenheit. By noon it had risen by 10 degrees. What was the temperature at noon, in degrees Fahrenheit?",
     """The temperature started at -7 degrees Fahrenheit at 5 a.m.

It rose by 10 degrees by noon. Rising means we add:
-7 + 10 = 3

So the temperature went from 7 degrees below zero, up through 0, and ended 3 degrees above zero.

Check: 3 - 10 = -7, which is the starting temperature.

""",
     "",
     [
        ("below_slip", "A", "hash", "@The temperature started at -7 degrees Fahrenheit at 5 a.m.\n\nIt rose by 10 degrees by noon. Since the starting temperature is negative, the result stays negative:\n-7 + 10 = -3\n\nSo at noon it was 3 degrees below zero.\n\n#### 3 below zero", "a sign slip: the final line says 3 below zero, i.e. -3, not 3"),
        ("negative", "A", "hash", "@We start at -7 degrees. The temperature changes by 10 degrees, and the difference between the two numbers is 10 - 7 = 3. Because the morning was below zero, the noon reading is also negative.\n\n#### 3 negative", "'3 negative' is -3 degrees, not 3"),
        ("minus", "A", "hash", "@Start: -7 degrees.\nChange: 10 degrees.\n\nIn the cold, a rise of 10 from 7 below leaves 7 - 10 = -3.\n\n#### minus 3", "'minus 3' is -3, not 3"),
        ("correction", "A", "hash", "#### 3\n\nCorrection: a rise from -7 by 10 degrees is -7 - 10 = -17 degrees.\n\n#### -17", "'Correction:' replaces 3 with -17 (a sign error)"),
        ("student", "A", "hash", "A student answered 3; the real answer is -3, because the temperature was negative in the morning and stays negative all day in winter.\n#### -3", "the student's 3 is not the model's answer; the model's #### is -3"),
        ("incorrect_paren", "A", "hash", "Hmm, that seems warm for a winter morning.\n#### 3 (incorrect)", "the model marks 3 as incorrect and gives no value: negated"),
        ("freezing", "A", "hash", "So at noon it was 3 degrees below freezing.\n#### 3 below freezing", "'3 below freezing' is 29 degrees Fahrenheit (freezing is 32), not 3"),
        ("above", "B", "hash", "#### 3 above zero", "'above zero' keeps the value 3: a harmless phrase after the gold"),
        ("degrees", "B", "hash", "#### 3 degrees", "the gold with its unit"),
        ("denied", "B", "hash", "It is not -3: the temperature rose past zero, so it ends above zero.\n#### 3", "the WRONG value -3 denied, then the gold"),
     ]),
    ("class", "34",
     "A class has 40 students. On Monday, 15% of the students were absent. How many students were present on Monday?",
     """To solve this problem, we find the number of absent students and subtract it from the class size.

1. **Absent students:**
   15% of 40 = 0.15 x 40 = 6 students were absent.

2. **Present students:**
   40 - 6 = 34 students were present.

3. **Check with percentages:**
   If 15% were absent, then 100% - 15% = 85% were present, and 0.85 x 40 = 34.

""",
     "",
     [
        ("percent", "A", "hash", "#### 34 percent", "'34 percent' is a share, not the count of students asked"),
        ("rate", "A", "hash", "So 85 percent of the class was present on Monday.\n#### 85", "the percentage present (85) where a count is asked"),
        ("box_text_not", "A", "boxed", "However, some students may have arrived late, so I cannot be sure of this count.\n\n" + r"Therefore, the final answer is: $\boxed{\text{not } 34}$. I hope it is correct.", "the box holds the negation 'not 34': a negated value is wrong"),
        ("second_thought", "A", "hash", "#### 34\n\nOn second thought, 15% of 40 is 4, so 40 - 4 = 36 students were present.\n\n#### 36", "'On second thought,' replaces 34 with 36 (15% of 40 miscomputed as 4)"),
        ("parts", "A", "hash", "Summary of the parts:\n**(a)** Absent: 6 students.\n**(b)** Present: 34 students.\n**(c)** Percent present: 85%.\n\n#### 85", "per-part answers; the final #### line is part (c)'s 85"),
        ("tol", "A", "hash", "#### 34.00000000001", "34.00000000001 is not the exact count 34"),
        ("update", "A", "hash", "#### 34\n\nUPDATE: 6 of the students who came also left early, so only 34 - 6 = 28 were present for the whole day.\n\n#### 28", "'UPDATE:' replaces 34 with 28 (an invented condition)"),
        ("strike_none", "A", "none", "#### 34\n\nStrike that. I need to recheck whether the 15% refers to the students or to the lessons they missed before I give a number.", "'Strike that.' takes 34 back and nothing replaces it: no_answer"),
        ("unit", "B", "hash", "#### 34 students", "the gold with its unit"),
        ("percent_prose", "B", "hash", "So 34 students, which is 85 percent of the class, were present.\n#### 34", "the percentage in the prose, the count on the #### line"),
     ]),
    ("savings", "3600",
     "Ben earns $2,400 a month and saves 1/8 of his earnings. How much money does he save in one year?",
     """Ben earns $2,400 each month.

He saves 1/8 of his earnings each month:
$2,400 / 8 = $300 per month

There are 12 months in a year, so in one year he saves:
$300 x 12 = $3,600

Let me double-check: his yearly earnings are $2,400 x 12 = $28,800, and 1/8 of that is $28,800 / 8 = $3,600. Same answer.

""",
     "",
     [
        ("thousand", "A", "hash", "#### 3600 thousand", "'3600 thousand' is 3,600,000, not 3,600"),
        ("per_month", "A", "hash", "#### 300 per month", "the monthly rate where the yearly total is asked"),
        ("revised", "A", "hash", "#### 3600 (Revised: 3300 — he skips saving in December because of holiday spending)", "'(Revised: 3300 ...)' replaces 3600 with 3300 on the final line"),
        ("wait_hash", "A", "hash", "#### 3600\n\nWait — the question asks how much he earns in one year: $2,400 x 12 = $28,800.\n\n#### 28800", "after 'Wait' a new #### line gives the yearly earnings 28800 (a misread)"),
        ("manual", "A", "hash", "The solution manual prints \"#### 3600\", but a year has 52 weeks, which is 13 four-week months of pay, so Ben saves $300 x 13 = $3,900.\n#### 3900", "the manual's quoted '#### 3600' is not the model's answer; the model's #### is 3900"),
        ("tol", "A", "hash", "#### 3599.9999999", "3599.9999999 is not the exact amount 3600"),
        ("part_cut", "A", "truncated", "So the answer for (a) is $300 per month. For (b), the yearly total, we multiply by", "per-part answer for (a) (the monthly rate), and the yearly total is cut off: no_answer"),
        ("dollar", "B", "hash", "#### $3,600", "dollar sign and comma"),
        ("unit", "B", "hash", "#### 3600 dollars", "the gold with its unit"),
        ("denied", "B", "hash", "So Ben saves $3,600 a year, not $300 — $300 is only one month's saving.\n#### 3600", "the WRONG value 300 denied, then the gold"),
     ]),
    ("books", "45",
     "Mia has $120. She buys 3 books at $14 each and a backpack for $33. How much money does she have left?",
     """First, find the cost of the books:
3 books x $14 = $42

Next, add the cost of the backpack:
$42 + $33 = $75

Mia spends $75 in total. Now subtract that from the money she has:
$120 - $75 = $45

""",
     "",
     [
        ("short_slip", "A", "hash", "@First, find the cost of the books:\n3 books x $14 = $42\n\nThen add the backpack:\n$42 + $33 = $75\n\nNow compare what she spends with what she has:\n$75 - $120 = -$45\n\nSo Mia is $45 short.\n\n#### 45 short", "a reversed subtraction: '45 short' means -45, not $45 left"),
        ("in_debt", "A", "hash", "#### 45 in debt", "'45 in debt' is -45, not 45 left"),
        ("box_incorrect", "A", "boxed", "Hmm, I am not sure the backpack price includes tax.\n\n" + r"Therefore, the final answer is: $\boxed{45 \text{ (incorrect)}}$. I hope it is correct.", "the box annotates 45 as incorrect: negated"),
        ("edit_tax", "A", "hash", "#### 45\n\nEdit: I forgot the 8% sales tax. $75 x 1.08 = $81, so she has $120 - $81 = $39 left.\n\n#### 39", "'Edit:' replaces 45 with 39 (an invented tax)"),
        ("ps", "A", "hash", "#### 45\n\nP.S. it's 73: the $14 was the price of all 3 books together, so $120 - $14 - $33 = $73.", "'P.S. it's 73' replaces 45"),
        ("try_this", "A", "hash", "#### 45\n\nNow try this: if each book cost $16 instead, how much would she have left?\n3 x $16 = $48, $48 + $33 = $81, $120 - $81 = $39.\n#### 39", "a self-set follow-up problem after the answer; its #### 39 is the last final line"),
        ("tol", "A", "hash", "#### 45.0000000000001", "45.0000000000001 is not the exact amount 45"),
        ("none", "A", "none", "I'm not sure whether the backpack was bought with the same $120, so I can't give a final amount yet.", "no final answer: no_answer"),
        ("dollar", "B", "hash", "#### $45", "dollar sign"),
        ("denied", "B", "hash", "She is not $45 short — she spent less than she had — so she has $45 left over.\n#### 45", "the WRONG reading '45 short' denied, then the gold"),
     ]),
]
# fmt: on

# fmt: off
GPROBS2 = [
    ("grandpa", "60",
     "Ruth's grandfather was born in 1938. Ruth's mother was born when he was 27, and Ruth was born when her mother was 33. How old was Ruth's grandfather when Ruth was born?",
     """Let's find the years step by step.

Ruth's grandfather was born in 1938.

Ruth's mother was born when he was 27 years old:
1938 + 27 = 1965
So Ruth's mother was born in 1965.

Ruth was born when her mother was 33:
1965 + 33 = 1998
So Ruth was born in 1998.

The grandfather's age when Ruth was born is:
1998 - 1938 = 60

Another way to see it: 27 + 33 = 60.

""",
     "",
     [
        ("score", "A", "hash", "#### 60 score", "'60 score' = 1200 years, not 60"),
        ("minus", "A", "hash", "#### 60 minus 27", "'60 minus 27' is the expression 33 (the mother's age), not 60"),
        ("cancel", "A", "boxed", "But the problem may count the grandfather's birthday differently, so this is uncertain.\n\n" + r"The final answer is: $\boxed{\cancel{60}}$", "the boxed 60 is cancelled and nothing replaces it: a negated (struck) value is wrong"),
        ("never_mind", "A", "hash", "#### 60\n\nNever mind, the question asks how old Ruth's mother was when Ruth was born: 33.\n\n#### 33", "'Never mind,' replaces 60 with 33 (a misread)"),
        ("classmate", "A", "hash", "My classmate answered 60; the real answer is the year Ruth was born, since the question is about when Ruth was born.\n#### 1998", "the classmate's 60 is not the model's answer; the model's #### is the year 1998"),
        ("revised", "A", "hash", "#### 60 (Revised: 61 — he had already had his birthday that year)", "'(Revised: 61 ...)' replaces 60 on the final line"),
        ("blockquote", "A", "hash", "@> Quick answer from the previous turn: $\\boxed{60}$\n\nLet me redo this carefully rather than copy the quick answer.\n\nThe grandfather was born in 1938. Ruth's mother was born 27 years later, in 1965. Ruth was born 33 years after that, in 1965 + 33 = 1998.\n\nThe question asks when Ruth was born, so the answer is the year 1998.\n\n#### 1998", "the boxed 60 sits in a blockquote of a previous turn; the model's own #### is 1998"),
        ("years_old", "B", "hash", "#### 60 years old", "the gold with 'years old'"),
        ("three_score", "B", "hash", "That is three score years.\n#### 60 years", "'three score' in the prose, the gold with its unit on the #### line"),
        ("hint_agree", "B", "hash", "The hint claims 60. Checking: 27 + 33 = 60, and 1998 - 1938 = 60, so the hint is right.\n#### 60", "a quoted hint checked, agreed with and stated"),
     ]),
    ("stickers", "28",
     "Jake has 75 stickers and Amy has 47 stickers. How many more stickers does Jake have than Amy?",
     """To find how many more stickers Jake has than Amy, we subtract Amy's stickers from Jake's stickers.

Jake: 75 stickers
Amy: 47 stickers

75 - 47 = 28

Let's check by adding: 47 + 28 = 75. ✓

""",
     "",
     [
        ("fewer", "A", "hash", "#### 28 fewer", "'28 fewer' reverses the comparison (Jake would have 28 fewer), not 28 more"),
        ("less", "A", "hash", "So Jake has 28 less stickers than Amy.\n#### 28 less", "'28 less' reverses the comparison asked"),
        ("box_neq", "A", "boxed", "Hmm, wait, maybe the question wants the total instead.\n\n" + r"Therefore, the final answer is: $\boxed{\neq 28}$. I hope it is correct.", "the box holds '\\neq 28', a negation with no value"),
        ("scratch", "A", "hash", "#### 28\n\nScratch that — the question asks how many stickers they have altogether: 75 + 47 = 122.\n\n#### 122", "'Scratch that' replaces 28 with 122 (a misread)"),
        ("key_typo", "A", "hash", "The answer key says \"28\", but I get 75 - 47 = 32 (5 - 7 gives 2 and 7 - 4 gives 3), so the key must have a typo.\n#### 32", "the key's quoted 28 is not the model's answer; the model's #### is 32 (a borrowing slip)"),
        ("strike_bold", "A", "prose_sentence", "Hmm, let me redo the ones column: 5 - 7, swap to 7 - 5 = 2; tens: 7 - 4 = 3.\n\n**Answer:** ~~28~~ **32**", "28 struck through and replaced with 32"),
        ("minus", "A", "hash", "#### minus 28", "'minus 28' is -28, not 28 more"),
        ("cut", "A", "truncated", "@To find how many more stickers Jake has than Amy, subtract: 75 - 47 =", "cut before the value: no_answer"),
        ("unit", "B", "hash", "#### 28 stickers", "the gold with its unit"),
        ("more", "B", "hash", "#### 28 more", "'28 more' matches the question's 'how many more'"),
     ]),
    ("bottles", "50000",
     "A factory makes 1,250 bottles an hour and runs 8 hours a day. How many bottles does it make in 5 days?",
     """1. **Bottles per day:**
   The factory makes 1,250 bottles each hour for 8 hours.
   1,250 x 8 = 10,000 bottles per day.

2. **Bottles in 5 days:**
   10,000 x 5 = 50,000 bottles.

3. **Check:**
   In 5 days the factory runs 5 x 8 = 40 hours, and 1,250 x 40 = 50,000. ✓

""",
     "<think>\nFirst, per day: 1250 times 8 is 10000. Then 5 days: 10000 times 5 is 50000. Another way: 40 hours total, 1250 times 40 is 50000. Good.\n</think>\n",
     [
        ("thousand", "A", "hash", "#### 50000 thousand", "'50000 thousand' is 50,000,000, not 50,000"),
        ("per_day", "A", "hash", "#### 10000 per day", "the daily rate where the 5-day total is asked"),
        ("revision", "A", "hash", "#### 50000\n\nRevision: factories usually close for maintenance one day a week, so it runs only 4 of the 5 days: 10,000 x 4 = 40,000.\n\n#### 40000", "'Revision:' replaces 50000 with 40000 (an invented condition)"),
        ("tag_rejected", "A", "tag", "T:<answer>50000 (rejected)</answer>", "the tag annotates 50000 as rejected: negated"),
        ("tol", "A", "hash", "#### 50000.0000001", "50000.0000001 is not the exact count 50000"),
        ("follow_up", "A", "hash", "#### 50000\n\nFollow-up: how many bottles in a 6-day week? 10,000 x 6 = 60,000.\n#### 60000", "a self-set follow-up after the answer; its #### 60000 is the last"),
        ("night_shift", "A", "hash", "A student answered 50,000; the real answer must also count the night shift, which doubles the output: 100,000.\n#### 100000", "the student's 50,000 is not the model's answer; the model's #### is 100000"),
        ("thousand", "B", "hash", "#### 50 thousand", "debatable: '50 thousand' is 50,000, the gold in another form (see DECISIONS)", True),
        ("unit", "B", "hash", "#### 50,000 bottles", "comma thousands and the unit"),
        ("decimal", "B", "hash", "#### 50000.0", "50000.0 equals 50000 exactly"),
     ]),
    ("bank", "95",
     "Sam has $250 in his bank account. He writes checks for $80, $90 and $45, then deposits $60. How much money is in his account now?",
     """## Step 1: Add up the checks.
The checks are $80, $90 and $45: 80 + 90 + 45 = $215.

## Step 2: Subtract the checks from the starting balance.
250 - 215 = $35.

## Step 3: Add the deposit.
35 + 60 = $95.

## Step 4: Check.
250 - 80 = 170, 170 - 90 = 80, 80 - 45 = 35, 35 + 60 = 95. ✓

""",
     "",
     [
        ("overdrawn", "A", "hash", "#### 95 overdrawn", "'95 overdrawn' is a balance of -95, not 95"),
        ("in_red", "A", "hash", "#### 95 in the red", "'95 in the red' is -95, not 95"),
        ("box_wrong", "A", "boxed", "But I might have mixed up the order of the checks and the deposit.\n\n" + r"The final answer is: $\boxed{95 \text{ (wrong)}}$", "the box annotates 95 as wrong: negated"),
        ("oops", "A", "hash", "#### 95\n\nOops, the $60 was a withdrawal, not a deposit: 35 - 60 = -25.\n\n#### -25", "'Oops,' replaces 95 with -25 (a misread)"),
        ("addendum", "A", "hash", "#### 95\n\nAddendum: the bank charges a $15 fee for each check, so 95 - 3 x 15 = 95 - 45 = 50.\n\n#### 50", "'Addendum:' replaces 95 with 50 (an invented fee)"),
        ("hint_subtotal", "A", "hash", "The hint claims $95, but the hint counts the deposit, which has not cleared yet. So Sam has 250 - 215 = $35 available now.\n#### 35", "the hint's 95 is not the model's answer; the model's #### is the subtotal 35"),
        ("tol", "A", "hash", "#### 95.000000001", "95.000000001 is not the exact amount 95"),
        ("cut", "A", "truncated", "## Step 5: State the balance.\nSam has $", "cut before the value: no_answer"),
        ("dollar", "B", "hash", "#### $95", "dollar sign"),
        ("denied", "B", "hash", "The balance is $95, not -$95: the deposit keeps it positive.\n#### 95", "the WRONG value -95 denied, then the gold"),
     ]),
]
# fmt: on

# fmt: off
GPROBS3 = [
    ("flowers", "157",
     "A gardener plants 8 rows of 14 tulips and 5 rows of 9 daisies. How many flowers does she plant in all?",
     """Let's find the number of each kind of flower and then add them.

**Tulips:** 8 rows with 14 tulips in each row.
8 x 14 = 112 tulips

**Daisies:** 5 rows with 9 daisies in each row.
5 x 9 = 45 daisies

**Total flowers:**
112 + 45 = 157 flowers

Quick check: 8 x 14 = 8 x 10 + 8 x 4 = 80 + 32 = 112, and 112 + 45 = 157.

""",
     "",
     [
        ("hold_on", "A", "hash", "#### 157\n\nHold on — 8 x 14 is 108, so the total is 108 + 45 = 153.\n\n#### 153", "'Hold on —' replaces 157 with 153 (a multiplication slip)"),
        ("my_mistake", "A", "hash", "#### 157\n\nMy mistake — 5 rows of 9 daisies is 54, so the total is 112 + 54 = 166.\n\n#### 166", "'My mistake —' replaces 157 with 166 (5 x 9 miscomputed)"),
        ("amended", "A", "hash", "#### 157\n\nAmended answer: the question is about the tulips she plants in rows, so 112.\n#### 112", "'Amended answer:' replaces 157 with the tulip subtotal 112"),
        ("tol_float", "A", "hash", "#### 157.00000000000001", "157.00000000000001 is not the exact count 157 (it rounds to 157.0 only in double precision)"),
        ("parts", "A", "hash", "Tulips: 112 for (a). Daisies: 45 for (b).\n#### 45", "per-part answers; the final #### line is part (b)'s 45"),
        ("minus", "A", "hash", "#### 157 minus 45", "'157 minus 45' is the expression 112, not 157"),
        ("cut", "A", "truncated", "So in all the gardener plants 1", "cut inside the value: no_answer"),
        ("unit", "B", "hash", "#### 157 flowers", "the gold with its unit"),
        ("fix", "B", "hash", "@8 rows of 14 tulips: 8 x 14 = 108.\n5 rows of 9 daisies: 5 x 9 = 45.\nTotal: 108 + 45 = 153.\n\n#### 153\n\nHold on — 8 x 14 is 112, not 108. So the total is 112 + 45 = 157.\n\n#### 157", "a wrong first answer retracted and replaced by the gold on a new #### line"),
        ("student", "B", "hash", "A student answered 157. Checking: 112 + 45 = 157, so the student is right.\n#### 157", "a quoted answer checked, agreed with and stated"),
     ]),
    ("train", "224",
     "A train travels 84 miles in 1.5 hours. At the same speed, how far will it travel in 4 hours?",
     """To solve this, we first find the speed of the train, then use it to find the distance in 4 hours.

Speed = distance / time = 84 miles / 1.5 hours = 56 miles per hour.

Distance in 4 hours = speed x time = 56 x 4 = 224 miles.

Check with a proportion: 84 / 1.5 = d / 4, so d = 84 x 4 / 1.5 = 336 / 1.5 = 224. ✓

""",
     "",
     [
        ("rate", "A", "hash", "#### 56 miles per hour", "the speed (a rate) where a distance is asked"),
        ("sheet", "A", "hash", "Per the solution sheet: \"#### 224\". My own computation, though, uses 84 miles per hour over 4 hours, which gives 84 x 4 = 336 miles.\n#### 336", "the sheet's quoted '#### 224' is not the model's answer; the model's #### is 336"),
        ("hint_block", "A", "hash", "@> **Hint:** the answer is $\\boxed{224}$.\n\nI will solve it myself instead of using the hint. The train goes 84 miles in 1.5 hours, so in 4 hours it goes 84 x 4 = 336 miles, since the time is 4 times longer.\n\n#### 336", "the boxed 224 sits in a blockquoted hint; the model's own #### is 336"),
        ("exercise", "A", "hash", "#### 224\n\nExercise 2: How far would the train go in 6.5 hours? 56 x 6.5 = 364 miles.\n#### 364", "a self-set exercise after the answer; its #### 364 is the last"),
        ("cross", "A", "hash", "Hmm, I am not confident about the 1.5 hours.\n#### 224 ✗", "the model marks 224 with a cross (wrong) and gives no other value: negated"),
        ("fix_that", "A", "hash", "#### 224\n\nLet me fix that: the speed is 84 x 1.5 = 126 miles per hour, so in 4 hours it goes 126 x 4 = 504 miles.\n\n#### 504", "'Let me fix that:' replaces 224 with 504 (speed multiplied instead of divided)"),
        ("parts", "A", "hash", "(a) speed: 56 mph\n(b) distance in 4 hours: 224 miles\n(c) time for 300 miles: 300 / 56 = 5.36 hours\n\n#### 5.36", "per-part answers; the final #### line is part (c)'s 5.36"),
        ("cut", "A", "truncated", "So the train travels 56 x 4 = 22", "cut inside the value: no_answer"),
        ("unit", "B", "hash", "#### 224 miles", "the gold with its unit"),
        ("denied", "B", "hash", "It is not 336 miles; that would assume a speed of 84 miles per hour.\n#### 224", "the WRONG value 336 denied, then the gold"),
     ]),
    ("tickets", "55",
     "Adult tickets to a museum cost $12 and child tickets cost $7. A family buys 2 adult tickets and 3 child tickets and pays with a $100 bill. How much change do they get?",
     """The family pays for 2 adult tickets and 3 child tickets, so I'll find the total cost and then the change.

Adult tickets: 2 x $12 = $24
Child tickets: 3 x $7 = $21
Total cost: $24 + $21 = $45

Change from $100: $100 - $45 = $55

""",
     "<think>\nTwo adults at 12 is 24. Three children at 7 is 21. Total 45. They pay 100, so the change is 100 minus 45, which is 55. Let me double check 3 times 7, that's 21, yes. 24 plus 21 is 45. Change 55.\n</think>\n",
     [
        ("off", "A", "hash", "#### 55 off", "'55 off' names a discount, not the change"),
        ("percent", "A", "hash", "#### 55 percent", "'55 percent' is a share, not the dollar change"),
        ("second_pass", "A", "tag", "T:<answer>55</answer>\n\nSecond pass: child tickets are half the adult price, $6 each, so 3 x $6 = $18, the total is $24 + $18 = $42, and the change is $58.\n\n<answer>58</answer>", "'Second pass:' replaces 55 with 58 (an invented price); the last tag holds 58"),
        ("tag_strike", "A", "tag", "T:<answer>~~55~~</answer>", "the tag holds 55 struck through and nothing else: negated"),
        ("online", "A", "tag", "T:Someone online wrote 55; the real answer is what they spend, $45, because the family hands over the $100 and the museum keeps $45.\n<answer>45</answer>", "the quoted 55 is not the model's answer; the tag holds 45 (the cost)"),
        ("tol", "A", "tag", "T:<answer>55.00000000001</answer>", "55.00000000001 is not the exact amount 55"),
        ("empty_tag", "A", "none", "T:<answer></answer>", "an empty answer tag: no_answer"),
        ("dollar", "B", "tag", "T:<answer>$55</answer>", "dollar sign in the tag"),
        ("unit", "B", "tag", "T:<answer>55 dollars</answer>", "the gold with its unit in the tag"),
        ("hint_agree", "B", "tag", "T:The hint claims $55. That matches my total: $100 - $45 = $55.\n<answer>55</answer>", "a quoted hint the model agrees with and states"),
     ]),
]
# fmt: on

# fmt: off
# MATH problems, same shape. Closings: Qwen2.5-Instruct (qwen_end), Llama 3 (llama_end), Minerva
# (minerva_end), R1-distill (think block + r1final) and R1-Zero <answer> tags.
LIM_WORK = r"""To evaluate the limit, divide the numerator and the denominator by the highest power of \(x\) in the denominator, which is \(x^3\):

\[
\frac{5x^2 + 1}{x^3 + 2} = \frac{\frac{5}{x} + \frac{1}{x^3}}{1 + \frac{2}{x^3}}.
\]

As \(x \to \infty\), each of \(\frac{5}{x}\), \(\frac{1}{x^3}\) and \(\frac{2}{x^3}\) tends to \(0\). Therefore

\[
\lim_{x \to \infty} \frac{5x^2 + 1}{x^3 + 2} = \frac{0 + 0}{1 + 0} = 0.
\]

This agrees with the rule of thumb: the degree of the numerator (2) is less than the degree of the denominator (3), so the limit at infinity is \(0\).

"""
LIM_THINK = th(r"""The numerator is degree 2, the denominator degree 3. So the fraction goes to zero. Let me verify by dividing by x^3: (5/x + 1/x^3)/(1 + 2/x^3) -> 0/1 = 0. At x = 1000 it's about 5000001/1000000002, roughly 0.005, and at x = 10^6 about 5 times 10^-6, shrinking. So the limit is 0.
""")
PI_WORK = r"""Since the circle is inscribed in the square, the circle touches all four sides, so its diameter equals the side length of the square.

- Side length of the square: \(2\)
- Diameter of the circle: \(2\)
- Radius of the circle: \(r = \frac{2}{2} = 1\)

The area of a circle is \(A = \pi r^2\), so

\[
A = \pi \cdot 1^2 = \pi.
\]

For comparison, the square has area \(2^2 = 4\), and \(\pi \approx 3.14159 < 4\), as expected since the circle lies inside the square.

"""
PROD_WORK = r"""## Step 1: Use Vieta's formulas.
For a quadratic \(az^2 + bz + c = 0\), the product of the roots is \(\frac{c}{a}\). Here \(a = 1\), \(b = -4\), \(c = 12\), so the product is \(\frac{12}{1} = 12\).

## Step 2: Verify by finding the roots.
The discriminant is \(b^2 - 4ac = 16 - 48 = -32\), so
\[ z = \frac{4 \pm \sqrt{-32}}{2} = \frac{4 \pm 4\sqrt{2}\,i}{2} = 2 \pm 2\sqrt{2}\,i. \]

## Step 3: Multiply the roots.
\[ (2 + 2\sqrt{2}\,i)(2 - 2\sqrt{2}\,i) = 2^2 - (2\sqrt{2}\,i)^2 = 4 - (8 \cdot i^2) = 4 + 8 = 12. \]

The product is real and equals \(12\), as Vieta's formulas say.

"""
COS_WORK = r"""We list the six terms. For \(k = 1, \dots, 6\), the angles \(\frac{k\pi}{3}\) are \(\frac{\pi}{3}, \frac{2\pi}{3}, \pi, \frac{4\pi}{3}, \frac{5\pi}{3}, 2\pi\):

\[
\cos\frac{\pi}{3} = \frac{1}{2}, \quad \cos\frac{2\pi}{3} = -\frac{1}{2}, \quad \cos\pi = -1,
\]
\[
\cos\frac{4\pi}{3} = -\frac{1}{2}, \quad \cos\frac{5\pi}{3} = \frac{1}{2}, \quad \cos 2\pi = 1.
\]

Adding them:
\[
\frac{1}{2} - \frac{1}{2} - 1 - \frac{1}{2} + \frac{1}{2} + 1 = 0.
\]

This also follows from symmetry: the points \(e^{ik\pi/3}\) for \(k = 1, \dots, 6\) are the sixth roots of unity, whose sum is \(0\), so the sum of their real parts is \(0\).

"""
COS_THINK = th(r"""Six terms: cos(pi/3) = 1/2, cos(2pi/3) = -1/2, cos(pi) = -1, cos(4pi/3) = -1/2, cos(5pi/3) = 1/2, cos(2pi) = 1. Sum: 1/2 - 1/2 = 0, then -1, then -1/2 + 1/2 = 0, then +1, total 0. Sixth roots of unity sum to zero, real parts too. If I add these in floating point I get about 1.1e-16, which is just rounding. The exact sum is 0.
""")
MPROBS = [
    ("limit", "0",
     r"Evaluate $\lim_{x \to \infty} \frac{5x^2 + 1}{x^3 + 2}$.",
     LIM_WORK, LIM_THINK,
     [
        ("tiny_pow", "A", "boxed", "Strictly speaking, the fraction is positive for every \\(x > 0\\), so the limit is a very small positive number rather than zero.¶¶" + qwen_end(r"10^{-80}"), "10^{-80} is a nonzero exact number, not the limit 0; a tolerance must not accept it"),
        ("tiny_exp", "A", "boxed", "T:Since the expression never actually reaches zero, I will give the tiny positive value it settles to.\n\n" + r1final(r"e^{-200}"), "e^{-200} is nonzero, not 0"),
        ("tiny_at", "A", "boxed", "Evaluating at a very large input, \\(x = 10^{60}\\), the expression is about \\(5 \\cdot 10^{-60}\\).¶¶" + llama_end(r"5 \cdot 10^{-60}"), "the value at x = 10^{60} (about 5 * 10^{-60}) is not the limit 0"),
        ("neq", "A", "boxed", "However, the numerator never vanishes, so I doubt the limit can be exactly zero.¶¶" + qwen_end(r"\neq 0"), "the box says '\\neq 0': a negation, no value"),
        ("correction", "A", "boxed", qwen_end("0") + "¶¶Correction: the limit is the ratio of the leading coefficients, \\(\\frac{5}{1} = 5\\).¶¶" + qwen_end("5"), "'Correction:' replaces 0 with 5 (the leading-coefficient rule misapplied)"),
        ("decimal", "A", "minerva", "Numerically the expression decreases to \\(0.000000000000001\\) for large \\(x\\).¶¶" + minerva_end("$0.000000000000001$"), "0.000000000000001 is not 0"),
        ("block_source", "A", "boxed", "@> *Problem 7 (answer given as $\\boxed{0}$):* Evaluate $\\lim_{x \\to \\infty} \\frac{5x^2 + 1}{x^3 + 2}$.¶¶I think the printed answer is a misprint. The leading terms are \\(5x^2\\) and \\(x^3\\), and \\(\\frac{5x^2}{x^3} = 5x\\), which grows without bound.¶¶" + qwen_end(r"\infty"), "the boxed 0 sits in a blockquote of the problem source; the model's own box is \\infty"),
        ("cut", "A", "truncated", "Therefore the limit equals \\(", "cut before the value: no_answer"),
        ("exact", "B", "boxed", "The limit is exactly zero, not merely a small positive number.¶¶" + qwen_end("0"), "the gold 0, with a remark that it is exact"),
        ("denied", "B", "boxed", "T:The limit is not 5; that would need \\(x^3\\) in the numerator as well.\n\n" + r1final("0"), "the WRONG value 5 denied, then the gold"),
     ]),
    ("circle", r"\pi",
     "A circle is inscribed in a square of side length 2. What is the area of the circle?",
     PI_WORK, "",
     [
        ("tol_mult", "A", "boxed", qwen_end(r"\pi(1 + 10^{-35})"), "\\pi(1 + 10^{-35}) is not \\pi"),
        ("digits", "A", "boxed", "Numerically, \\(\\pi \\approx 3.14159265358979\\).¶¶" + qwen_end("3.14159265358979"), "a decimal approximation of the exact \\pi"),
        ("frac", "A", "boxed", "Using the classical approximation \\(\\pi \\approx \\frac{355}{113}\\):¶¶" + llama_end(r"\frac{355}{113}"), "355/113 is an approximation, not \\pi"),
        ("box_wrong_bracket", "A", "boxed", "Hmm, I may have used the diameter where the radius belongs.¶¶" + qwen_end(r"\pi \; \text{[wrong]}"), "the box annotates \\pi as wrong: negated"),
        ("not_right", "A", "boxed", qwen_end(r"\pi") + "¶¶Hmm, that's not right. The radius equals the side length, 2, so the area is \\(\\pi \\cdot 2^2 = 4\\pi\\).¶¶" + qwen_end(r"4\pi"), "'Hmm, that's not right.' replaces \\pi with 4\\pi"),
        ("back_of_book", "A", "minerva", "The answer at the back of the book reads \"$\\pi$\", but the shaded region in the figure is the part of the square outside the circle, which has area \\(4 - \\pi\\).¶¶" + minerva_end(r"$4 - \pi$"), "the book's quoted \\pi is not the model's answer; the model's final is 4 - \\pi"),
        ("extension", "A", "boxed", qwen_end(r"\pi") + "¶¶**Extension.** What is the area between the square and the circle? It is \\(4 - \\pi\\).¶¶" + qwen_end(r"4 - \pi"), "a self-set extension after the answer; its box 4 - \\pi is last"),
        ("tol_sqrt", "A", "boxed", llama_end(r"\sqrt{\pi^2 + 10^{-30}}"), "\\sqrt{\\pi^2 + 10^{-30}} is not \\pi"),
        ("decimal", "B", "boxed", qwen_end(r"\pi") + " (That is about 3.1416 square units.)", "the exact \\pi with its decimal after it"),
        ("expr", "B", "boxed", llama_end(r"\pi \cdot 1^2"), "\\pi \\cdot 1^2 equals \\pi"),
     ]),
    ("product", "12",
     "Find the product of the roots of $z^2 - 4z + 12 = 0$.",
     PROD_WORK, "",
     [
        ("imag", "A", "boxed", "Numerically, floating-point multiplication of the roots leaves a tiny imaginary part.¶¶" + llama_end(r"12 + 10^{-45} i"), "12 + 10^{-45} i is not 12"),
        ("digits", "A", "boxed", llama_end("12.0000000000001"), "12.0000000000001 is not 12"),
        ("frac", "A", "boxed", llama_end(r"\frac{12 \cdot 10^{30} + 1}{10^{30}}"), "(12 * 10^{30} + 1) / 10^{30} = 12 + 10^{-30}, not 12"),
        ("incorrect_after", "A", "boxed", "But I am not certain the roots are complex here.¶¶The final answer is: $\\boxed{12}$ — incorrect.", "the boxed 12 annotated 'incorrect' right after it, no other value: negated"),
        ("strike", "A", "boxed", llama_end("12") + "¶¶Strike that. The product of the roots is \\(-\\frac{c}{a} = -12\\).¶¶" + llama_end("-12"), "'Strike that.' replaces 12 with -12 (a sign error)"),
        ("parts", "A", "boxed", "Summary: (a) the sum of the roots is 4; (b) the product is 12 for (b); (c) the roots themselves are:¶¶" + llama_end(r"2 \pm 2\sqrt{2}\,i"), "per-part answers; the last box holds part (c)'s roots, not the product"),
        ("cut", "A", "truncated", "## Step 4: State the answer.\nThe product of the roots is", "cut before the value: no_answer"),
        ("frac", "B", "boxed", llama_end(r"\frac{12 \cdot 10^{30}}{10^{30}}"), "(12 * 10^{30}) / 10^{30} equals 12 exactly"),
        ("complex", "B", "boxed", llama_end("12 + 0i"), "12 + 0i equals 12"),
        ("zeros", "B", "boxed", llama_end("12.000"), "12.000 equals 12"),
     ]),
    ("cossum", "0",
     r"Compute $\sum_{k=1}^{6} \cos\left(\frac{k\pi}{3}\right)$.",
     COS_WORK, COS_THINK,
     [
        ("sin_tiny", "A", "boxed", "Because of how the angles are spaced, the sum is a tiny sine value rather than exactly zero.¶¶" + qwen_end(r"\sin(10^{-70})"), "\\sin(10^{-70}) is nonzero, not 0"),
        ("float", "A", "boxed", "T:Adding the six cosines in floating point gives 1.1102230246251565e-16, so I report that value.\n\n" + r1final(r"1.1 \times 10^{-16}"), "a floating-point residue, 1.1 * 10^{-16}, is not the exact 0"),
        ("approx", "A", "boxed", qwen_end(r"\approx 0"), "debatable: '\\approx 0' hedges the exact value 0 (see DECISIONS)", True),
        ("actually_no", "A", "boxed", qwen_end("0") + "¶¶Actually no, the sum should start at \\(k = 0\\) as well, so I add \\(\\cos 0 = 1\\) and get \\(1\\).¶¶" + qwen_end("1"), "'Actually no,' replaces 0 with 1 (an extra term invented)"),
        ("cancel", "A", "boxed", "Let me reconsider the sign of \\(\\cos\\pi\\).¶¶" + qwen_end(r"\cancel{0}"), "the boxed 0 is cancelled and nothing replaces it: negated"),
        ("student_abs", "A", "boxed", "A student answered \\(0\\); the real answer is \\(4\\), since cosine values measure lengths and lengths add: \\(\\frac{1}{2} + \\frac{1}{2} + 1 + \\frac{1}{2} + \\frac{1}{2} + 1 = 4\\).¶¶" + qwen_end("4"), "the student's 0 is not the model's answer; the model's box is 4 (absolute values added)"),
        ("cut", "A", "truncated", "Therefore, the value of the sum is \\(\\boxed{", "cut inside the box: no_answer"),
        ("float", "B", "boxed", "T:The floating-point value of about 1.1 times 10^{-16} is only rounding error; the exact sum is zero.\n\n" + r1final("0"), "the floating-point residue explained away, then the exact gold"),
        ("cos", "B", "boxed", "Equivalently, the sum equals \\(\\cos\\frac{\\pi}{2}\\).¶¶" + qwen_end(r"\cos\frac{\pi}{2}"), "\\cos(\\pi/2) is exactly 0"),
        ("exactly", "B", "boxed", qwen_end(r"0 \text{ (exactly)}"), "the gold with a harmless annotation"),
     ]),
]
# fmt: on

# fmt: off
MARB_WORK = r"""The bag has \(5\) red marbles and \(7\) blue marbles, so there are \(5 + 7 = 12\) marbles in total.

Each marble is equally likely to be drawn. The number of favorable outcomes (blue marbles) is \(7\), so

\[
P(\text{blue}) = \frac{\text{number of blue marbles}}{\text{total number of marbles}} = \frac{7}{12}.
\]

The fraction \(\frac{7}{12}\) is already in lowest terms, since \(\gcd(7, 12) = 1\). As a check, \(P(\text{red}) = \frac{5}{12}\), and \(\frac{7}{12} + \frac{5}{12} = 1\).

"""
DIST_WORK = r"""We use the distance formula
\[
d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}.
\]

With \((x_1, y_1) = (1, -2)\) and \((x_2, y_2) = (4, 4)\):
\[
x_2 - x_1 = 4 - 1 = 3, \qquad y_2 - y_1 = 4 - (-2) = 6.
\]

So
\[
d = \sqrt{3^2 + 6^2} = \sqrt{9 + 36} = \sqrt{45}.
\]

Simplify: \(45 = 9 \cdot 5\), so \(\sqrt{45} = \sqrt{9}\sqrt{5} = 3\sqrt{5}\).

"""
LCM_WORK = r"""To find the least common multiple, factor both numbers into primes:

- \(16 = 2^4\)
- \(18 = 2 \cdot 3^2\)

The LCM takes the highest power of each prime that appears:
\[
\operatorname{lcm}(16, 18) = 2^4 \cdot 3^2 = 16 \cdot 9 = 144.
\]

Check with the GCD: \(\gcd(16, 18) = 2\), and \(\frac{16 \cdot 18}{2} = \frac{288}{2} = 144\). Also \(144 / 16 = 9\) and \(144 / 18 = 8\), both whole numbers.

"""
LCM_THINK = th(r"""16 is 2^4, 18 is 2 times 3^2. LCM is 2^4 times 3^2 = 144. Check: 144/16 = 9, 144/18 = 8. GCD is 2, 16*18 = 288, 288/2 = 144. Good.
""")
LOG_WORK = r"""Combine the logarithms using \(\log_2 a + \log_2 b = \log_2(ab)\):
\[
\log_2\big(x(x - 2)\big) = 3 \quad\Longrightarrow\quad x(x - 2) = 2^3 = 8.
\]

This gives the quadratic
\[
x^2 - 2x - 8 = 0 \quad\Longrightarrow\quad (x - 4)(x + 2) = 0,
\]
so \(x = 4\) or \(x = -2\).

The logarithms require \(x > 0\) and \(x - 2 > 0\), that is, \(x > 2\). So \(x = -2\) is extraneous and we keep \(x = 4\).

Check: \(\log_2 4 + \log_2 2 = 2 + 1 = 3\). ✓

"""
E_WORK = r"""Let \(L = \lim_{n \to \infty} \left(1 + \frac{1}{n}\right)^n\). Taking logarithms,
\[
\ln L = \lim_{n \to \infty} n \ln\left(1 + \frac{1}{n}\right).
\]
Substitute \(t = \frac{1}{n}\), so \(t \to 0^+\):
\[
\ln L = \lim_{t \to 0^+} \frac{\ln(1 + t)}{t} = 1,
\]
by L'Hôpital's rule (the derivative of \(\ln(1+t)\) at \(0\) is \(1\)). Hence \(L = e^1 = e\).

This is the classical definition of Euler's number \(e \approx 2.71828\).

"""
E_THINK = th(r"""This is the standard limit defining e. ln L = lim n ln(1 + 1/n) = lim ln(1+t)/t as t -> 0, which is 1. So L = e. Numerically e is about 2.71828, and for n = 1000 the expression is about 2.7169, which is close.
""")
MOD_WORK = r"""Since \(7 \equiv 2 \pmod 5\), we have \(7^{100} \equiv 2^{100} \pmod 5\).

The powers of \(2\) modulo \(5\) cycle with period \(4\):
\[
2^1 \equiv 2, \quad 2^2 \equiv 4, \quad 2^3 \equiv 3, \quad 2^4 = 16 \equiv 1 \pmod 5.
\]

Since \(100 = 4 \cdot 25\),
\[
2^{100} = (2^4)^{25} \equiv 1^{25} = 1 \pmod 5.
\]

(This is also Fermat's little theorem: \(7^4 \equiv 1 \pmod 5\).)

"""
MOD_THINK = th(r"""7 mod 5 is 2. Powers of 2 mod 5: 2, 4, 3, 1, period 4. 100 is divisible by 4, so 2^100 is 1 mod 5. Also Fermat: 7^4 is 1 mod 5. So the remainder is 1.
""")
MPROBS2 = [
    ("marbles", r"\frac{7}{12}",
     "A bag contains 5 red marbles and 7 blue marbles. One marble is drawn at random. What is the probability that it is blue?",
     MARB_WORK, "",
     [
        ("dec4", "A", "boxed", "As a decimal, \\(\\frac{7}{12} \\approx 0.5833\\).¶¶" + qwen_end("0.5833"), "0.5833 is a rounded decimal of 7/12, not equal to it"),
        ("dec12", "A", "boxed", llama_end("0.583333333333"), "0.583333333333 (twelve places) is not 7/12"),
        ("tol_frac", "A", "boxed", qwen_end(r"\frac{7 \cdot 10^{40} + 1}{12 \cdot 10^{40}}"), "(7 * 10^{40} + 1) / (12 * 10^{40}) exceeds 7/12 by 1/(12 * 10^{40})"),
        ("rejected", "A", "boxed", "Hmm, I should double-check whether the draw is with replacement.¶¶" + qwen_end(r"\frac{7}{12} \text{ (rejected)}"), "the box annotates 7/12 as rejected: negated"),
        ("second_thought", "A", "boxed", qwen_end(r"\frac{7}{12}") + "¶¶On second thought, the question is about the red marble being left out, so the relevant probability is \\(\\frac{5}{12}\\).¶¶" + qwen_end(r"\frac{5}{12}"), "'On second thought,' replaces 7/12 with 5/12 (a misread)"),
        ("odds", "A", "boxed", qwen_end(r"\frac{7}{12}") + "¶¶Hmm, wait. Comparing blue to red directly, there are 7 blue for every 5 red.¶¶" + qwen_end(r"\frac{7}{5}"), "a retraction after 'Hmm, wait.' replaces 7/12 with the odds 7/5"),
        ("two_blue", "A", "boxed", qwen_end(r"\frac{7}{12}") + "¶¶**Follow-up:** what is the probability of drawing two blue marbles without replacement? \\(\\frac{7}{12} \\cdot \\frac{6}{11} = \\frac{42}{132} = \\frac{7}{22}\\).¶¶" + qwen_end(r"\frac{7}{22}"), "a self-set follow-up after the answer; its box 7/22 is last"),
        ("key_quote", "A", "minerva", "The answer key lists \"$\\frac{7}{12}$\", but since a blue marble must be compared with the red ones, I get \\(\\frac{7}{5}\\), which cannot be a probability, so I will give the red share \\(\\frac{5}{12}\\) instead.¶¶" + minerva_end(r"$\frac{5}{12}$"), "the key's quoted 7/12 is not the model's answer; the model's final is 5/12"),
        ("repeat", "B", "boxed", "As a decimal this is \\(0.58\\overline{3}\\).¶¶" + qwen_end(r"0.58\overline{3}"), "0.58\\overline{3} (repeating) equals 7/12 exactly"),
        ("decimal_after", "B", "boxed", qwen_end(r"\frac{7}{12}") + " That is about 0.583.", "the exact gold with its decimal after it"),
     ]),
    ("distance", r"3\sqrt{5}",
     "Find the distance between the points $(1, -2)$ and $(4, 4)$.",
     DIST_WORK, "",
     [
        ("decimal", "A", "boxed", "Numerically, \\(3\\sqrt{5} \\approx 6.7082039325\\).¶¶" + llama_end("6.7082039325"), "a decimal approximation of the exact 3\\sqrt{5}"),
        ("tol_add", "A", "boxed", llama_end(r"3\sqrt{5} + 10^{-30}"), "3\\sqrt{5} + 10^{-30} is not 3\\sqrt{5}"),
        ("tol_radicand", "A", "boxed", llama_end(r"\sqrt{45.000000001}"), "\\sqrt{45.000000001} is not \\sqrt{45}"),
        ("strike", "A", "prose_sentence", "Wait, I should subtract the \\(y\\)-coordinates as \\(4 - 2 = 2\\), which gives \\(\\sqrt{9 + 4} = \\sqrt{13}\\).¶¶**Final answer:** ~~$3\\sqrt{5}$~~ $\\sqrt{13}$", "3\\sqrt{5} struck through and replaced with \\sqrt{13}"),
        ("retracting", "A", "boxed", llama_end(r"3\sqrt{5}") + "¶¶Retracting that: on a grid the distance is the number of unit steps, \\(|3| + |6| = 9\\).¶¶" + llama_end("9"), "'Retracting that:' replaces 3\\sqrt{5} with 9 (the taxicab distance)"),
        ("practice", "A", "boxed", llama_end(r"3\sqrt{5}") + "¶¶Practice: the distance from \\((1, -2)\\) to \\((7, 6)\\) is \\(\\sqrt{6^2 + 8^2} = \\sqrt{100} = 10\\).¶¶" + llama_end("10"), "a self-set practice problem after the answer; its box 10 is last"),
        ("cut", "A", "truncated", "So the distance is \\(3\\sqrt{", "cut inside the radical: no_answer"),
        ("sqrt45", "B", "boxed", llama_end(r"\sqrt{45}"), "\\sqrt{45} equals 3\\sqrt{5}"),
        ("decimal_after", "B", "boxed", llama_end(r"3\sqrt{5}") + " (approximately 6.708)", "the exact gold with its decimal after it"),
        ("denied", "B", "boxed", "The answer is not \\(\\sqrt{13}\\); that would come from using \\(4 - 2\\) instead of \\(4 - (-2)\\).¶¶" + llama_end(r"3\sqrt{5}"), "the WRONG value \\sqrt{13} denied, then the gold"),
     ]),
    ("lcm", "144",
     "What is the least common multiple of 16 and 18?",
     LCM_WORK, LCM_THINK,
     [
        ("cancel_repl", "A", "minerva", "Hmm, the least common multiple should be the product of the two numbers.¶¶" + minerva_end(r"$\cancel{144}\ 288$"), "144 cancelled and replaced with 288, the product"),
        ("parts", "A", "boxed", "So the gcd is 2 for (a), the lcm is 144 for (b), and the product is 288 for (c).¶¶" + qwen_end("288"), "per-part answers; the final box is part (c)'s 288"),
        ("classmate", "A", "boxed", "My classmate wrote 144 on the board, but the least common multiple of two numbers is simply their product, \\(16 \\cdot 18 = 288\\).¶¶" + qwen_end("288"), "the classmate's 144 is not the model's answer; the model's box is 288"),
        ("related", "A", "boxed", qwen_end("144") + "¶¶Related problem: the least common multiple of \\(16\\), \\(18\\) and \\(20\\) is \\(2^4 \\cdot 3^2 \\cdot 5 = 720\\).¶¶" + qwen_end("720"), "a self-set related problem after the answer; its box 720 is last"),
        ("wait_gcd", "A", "tag", "T:<answer>144</answer>\n\nWait, I mixed up the question: it asks for the greatest common divisor, which is 2.\n\n<answer>2</answer>", "after 'Wait,' a new tag gives 2 (a misread)"),
        ("tol", "A", "boxed", qwen_end(r"144 + 10^{-50}"), "144 + 10^{-50} is not 144"),
        ("tag_wrong", "A", "tag", "T:<answer>144 (wrong)</answer>", "the tag annotates 144 as wrong: negated"),
        ("cut", "A", "truncated", "T:<answer>1", "cut inside the tag: no_answer"),
        ("hint_agree", "B", "boxed", "The hint claims 144. Indeed \\(144 / 16 = 9\\) and \\(144 / 18 = 8\\), and no smaller positive multiple of 16 (16, 32, 48, 64, 80, 96, 112, 128) is divisible by 18, so the hint is right.¶¶" + qwen_end("144"), "a quoted hint the model checks, agrees with and states"),
        ("factored", "B", "boxed", qwen_end(r"2^4 \cdot 3^2"), "2^4 * 3^2 equals 144"),
     ]),
    ("logeq", "4",
     r"Solve for $x$: $\log_2 x + \log_2 (x - 2) = 3$.",
     LOG_WORK, "",
     [
        ("both", "A", "boxed", "So the solutions of the quadratic are \\(4\\) and \\(-2\\).¶¶" + qwen_end("4, -2"), "two values for one unknown (one extraneous): wrong"),
        ("reflection", "A", "boxed", qwen_end("4") + "¶¶On reflection, \\(x = -2\\) also satisfies \\(x(x - 2) = (-2)(-4) = 8\\), and since the product is positive the logarithm of the product is defined, so the negative root is the one to keep.¶¶" + qwen_end("-2"), "'On reflection,' replaces 4 with the extraneous -2 (the domain of each logarithm ignored)"),
        ("tol", "A", "boxed", qwen_end("4.000000000001"), "4.000000000001 is not 4"),
        ("neq_root", "A", "boxed", "The only thing I can say for certain is that the negative root does not work.¶¶" + qwen_end(r"x \neq -2"), "the box says x \\neq -2 and gives no value for x: wrong"),
        ("extraneous", "A", "boxed", "Checking the domain again, I am worried the positive root fails too.¶¶" + qwen_end(r"4 \text{ (extraneous)}"), "the box annotates 4 as extraneous (rejected): negated"),
        ("block_critique", "A", "boxed", "@> **Posted solution:** Combine the logs, solve \\(x^2 - 2x - 8 = 0\\), keep the positive root, so \\(\\boxed{4}\\).¶¶The posted solution combines the logarithms incorrectly. The sum of logs is the log of the sum: \\(\\log_2(x + x - 2) = 3\\), so \\(2x - 2 = 8\\) and \\(x = 5\\).¶¶" + qwen_end("5"), "the boxed 4 is in a blockquote of a posted solution; the model's own box is 5 (log rule misapplied)"),
        ("cut", "A", "truncated", "Therefore \\(x =", "cut before the value: no_answer"),
        ("denied", "B", "boxed", "The value \\(x = -2\\) is extraneous, so it is not the answer.¶¶" + qwen_end("4"), "the WRONG value -2 denied, then the gold"),
        ("eq", "B", "boxed", qwen_end("x = 4"), "x = 4 states the gold"),
        ("block_agree", "B", "boxed", "@> **Posted solution:** Combine the logs, solve \\(x^2 - 2x - 8 = 0\\), keep the positive root, so \\(\\boxed{4}\\).¶¶Let me check the posted solution. \\(x(x - 2) = 8\\) gives \\((x - 4)(x + 2) = 0\\); only \\(x = 4\\) satisfies \\(x > 2\\), and \\(\\log_2 4 + \\log_2 2 = 3\\). The posted solution is right.¶¶" + qwen_end("4"), "a blockquoted solution checked, agreed with and the gold stated in the model's own box"),
     ]),
    ("euler", "e",
     r"Evaluate $\lim_{n \to \infty} \left(1 + \frac{1}{n}\right)^{n}$.",
     E_WORK, E_THINK,
     [
        ("digits", "A", "boxed", "T:Numerically the limit is 2.718281828.\n\n" + r1final("2.718281828"), "a decimal approximation of e"),
        ("tol_add", "A", "boxed", "T:Since the sequence never quite reaches its limit, I write the value with its last correction term.\n\n" + r1final(r"e + e^{-200}"), "e + e^{-200} is not e"),
        ("tol_exp", "A", "boxed", "T:" + r1final(r"e^{1 + 10^{-40}}"), "e^{1 + 10^{-40}} is not e"),
        ("wrong_above", "A", "boxed", "T:" + r1final("e") + "\n\nHmm, I was wrong above: the base tends to \\(1 + 0 = 1\\), and \\(1\\) to any power is \\(1\\).\n\n" + r1final("1"), "a retraction ('I was wrong above') replaces e with 1 (the 1^\\infty fallacy)"),
        ("sout", "A", "boxed", "T:Hmm, I am not sure the logarithm step is allowed.\n\n" + r1final(r"\sout{e}"), "the boxed e is struck out (\\sout) and nothing replaces it: negated"),
        ("hint_inf", "A", "boxed", "T:The hint claims \\(e\\), but the exponent \\(n\\) grows without bound while the base stays above \\(1\\), so the power grows without bound.\n\n" + r1final(r"\infty"), "the hint's e is not the model's answer; the model's box is \\infty"),
        ("bonus", "A", "boxed", "T:" + r1final("e") + "\n\n**Bonus:** \\(\\lim_{n \\to \\infty} \\left(1 + \\frac{2}{n}\\right)^n = e^2\\).\n\n" + r1final("e^2"), "a self-set bonus after the answer; its box e^2 is last"),
        ("cut", "A", "truncated", "T:**Final Answer**\n\\[\n\\boxed{", "cut inside the final box: no_answer"),
        ("exp", "B", "boxed", "T:" + r1final(r"\exp(1)"), "\\exp(1) equals e"),
        ("decimal_after", "B", "boxed", "T:" + r1final("e") + "\n\n(Numerically, \\(e \\approx 2.71828\\).)", "the exact gold with its decimal after it"),
     ]),
    ("mod", "1",
     r"What is the remainder when $7^{100}$ is divided by $5$?",
     MOD_WORK, MOD_THINK,
     [
        ("tol", "A", "boxed", qwen_end(r"1 + 10^{-50}"), "1 + 10^{-50} is not the remainder 1"),
        ("box_not", "A", "boxed", "But I am not sure the cycle length is right.¶¶" + qwen_end(r"\text{not } 1"), "the box holds 'not 1': negated"),
        ("ps", "A", "boxed", qwen_end("1") + "¶¶P.S. it's 2 — an exponent \\(\\equiv 0 \\pmod 4\\) lands on the first entry of the cycle \\(2, 4, 3, 1\\).", "'P.S. it's 2' replaces 1 (the cycle misindexed)"),
        ("parts", "A", "boxed", "(a) The last digit of \\(7^{100}\\) is 1. (b) The remainder mod 5 is 1 for (b). (c) The remainder mod 9: since \\(7^3 = 343 \\equiv 1 \\pmod 9\\), \\(7^{100} = (7^3)^{33} \\cdot 7 \\equiv 7\\).¶¶" + qwen_end("7"), "per-part answers; the last box is part (c)'s 7"),
        ("strike_none", "A", "none", qwen_end("1") + "¶¶Strike that; I need to redo the cycle before I commit to a remainder.", "'Strike that;' takes the boxed 1 back and nothing replaces it: no_answer"),
        ("tag_dec", "A", "tag", "T:<answer>0.9999999999</answer>", "0.9999999999 is not the remainder 1"),
        ("cut", "A", "truncated", "T:<answer>", "cut inside the tag: no_answer"),
        ("annot", "B", "boxed", qwen_end(r"1 \text{ (remainder)}"), "the gold with a harmless annotation in the box"),
        ("denied", "B", "boxed", "The remainder is not \\(2\\); that would be \\(7^{1}\\) or \\(7^{101}\\) modulo 5.¶¶" + qwen_end("1"), "the WRONG value 2 denied, then the gold"),
        ("tag_hint", "B", "tag", "T:The hint claims the remainder is 1, and my cycle agrees.\n<answer>1</answer>", "a quoted hint agreed with and the gold stated in the tag"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS + GPROBS2 + GPROBS3, g, "g") + probe_table(MPROBS + MPROBS2, m, "m")

DECISIONS = {
    "ok_g_eggs_two_dozen": (
        "accept",
        "'2 dozen' names 24 eggs exactly; the question counts eggs and the gold is 24, so this is the "
        "gold in another form (README: equal values in another form are correct), unlike '24 dozen', "
        "which names 288",
    ),
    "ok_g_bottles_thousand": (
        "accept",
        "'50 thousand' is the number 50,000 written with a number word; it is equal in value to the "
        "gold 50000, unlike '50000 thousand', which names 50,000,000",
    ),
    "m_cossum_approx": (
        "reject",
        "the gold is the exact value 0 and '\\approx 0' only claims closeness; README counts a hedge "
        "or approximation of an exact value as wrong, and a checker that accepts '\\approx 0' would "
        "also accept the tiny nonzero values this round probes",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam195", CASES, [], DECISIONS)
