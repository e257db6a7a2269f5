r"""Build adversarial_redteam193.jsonl: round 193 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam193"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model
output. Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 150 GSM8K and 90 MATH, 150 kind A and 90 kind B: THE
HOSTILE CLASSES OF ISSUE 25 IN A NEW DISGUISE, a NOTE IN BRACKETS or a short remark AFTER THE FINAL
ANSWER, as models write "The answer is 143 (23 x 6 = 138; 138 + 5 = 143)." The closing is a GSM8K
`#### X`, a Qwen2.5-Instruct / Qwen2.5-Math box line, an R1-distill `**Final Answer**` box after a
think block, Minerva's "Final Answer: The final answer is X. I hope it is correct.", "The answer is
X." or a plain sentence, each followed (or wrapped) by the note.
Kind A: the note takes the answer back or replaces it ("(edit: 138 - ...)", "(typo - I meant 443)",
"(scratch that; 6)"), declares it unfinished ("(not final)", cut inside the note before a value),
hedges it ("(to be confirmed)", "(if I read the question right)", "(unverified)", "(my best
guess)", "(probably)", "(roughly)", "(give or take a dollar)", "(+-1)", "(approx.)", "(at most)",
"(at least)"), rounds an exact value ("6 (rounded down from 6.25)", "18 (rounded up from 17.5)"),
offers a second value ("(or 22 if the question means ...)", "(or $73.44 with tax)"), names another
quantity as the real answer ("(so the real answer is $140 in all)"), or marks a per-unit value with
the asked total only in the bracket ("#### 24 (so 336 in all)"); a quoted line the model did not
state ('the hint says "#### 143"' after its own different answer); a negated or struck value
(`\boxed{\not= 18}`, `\boxed{x \neq -2}`, `~~18~~ 22`, `\sout{35}`, `\cancel{-2}`, `#### ~~546~~`);
a word after `####` that is no unit and reverses the meaning ("#### 18 short" where 18 chairs are
left over, "#### 27 too many" where 27 more are needed, "#### 27 to spare", "#### 18 shy"); MATH
near-zero and tiny-term tricks (`\pi + 10^{-30}`, `0.333333333333` for 1/3, `8.999999999` for 9,
`-2 + 10^{-20}`, `2\sqrt{3} + 10^{-15}`, `\frac{1}{3} - 10^{-12}`); an answer for only part of the
question (tickets without the parking, the larger root, x and y where x + y is asked).
Kind B: the same closings with honest notes that only show the working or the facts behind the
value ("(23 x 6 = 138; 138 + 5 = 143)", "(Ana is 18, her brother is 6)", "(since 2b = 70)", "(with
x = 4, y = 7)", "(72 - 45)", "(15% of $80 is $12)", "(not 410 - that is only the tickets)"), a
unit in brackets ("(dollars)", "(in meters)", "(square units)", "(1.5 hours)", "(625 cm)"), the
exact value followed by its decimal ("\pi (\approx 3.14)"), an edit note without a number, equal
values in other forms (`68.00`, `$546.00`, `\frac{25}{4}`, `\frac{4}{12}`, `0.\overline{3}`,
`17.5`, `\sqrt{12}`, `x = -2`), and the words "short", "extra", "too many" where they mean what the
question asks.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: muffins in boxes of 6, 23 boxes and 5 loose -> 143 (138 in boxes; 134 the typo); Ana 3
times her brother's age, sum 32 in 4 years -> 18 (brother 6; 22 and 10 in 4 years); 17 stacks of
12 chairs, 186 people, chairs left unused -> 18 (204 chairs; 6 if one stack is kept back); 9
tables of 8 chairs, 45 owned, more needed -> 27 (72 needed; 36 with a spare per table); gift $135
and card $5 split by 5 cousins -> 28 ($140 in all; $27 gift share, $1 card share); 50 m ribbon in
8 pieces -> 6.25 (625 cm; 6 and 6.3 rounded; 7.14 for 50 / 7); $80 jacket 15% off -> 68 ($12 off;
$65 for $15 off; $73.44 with 8% tax); 18 km at 12 km/h in minutes -> 90 (1.5 h); bike $312, $60
saved, $18 a week -> 14 weeks (252 to save; 312 / 18 = 17.33, 18 or 17 without the $60; 15 the
edit); fence 24 m by 15 m at $7 a meter -> 546 (perimeter 78; area 360, 2,520; 539 for 77 m);
14 packs of 24 pencils -> 336 (24 per pack; 280 + 56; 340 rounded; 346 the typo); printer 45 pages
a minute for 2 hours -> 5400 (120 minutes; 2,700 an hour; 4,725 for 105 minutes; 5,000 rounded);
red 3 times blue and 70 more, blue -> 35 (red 105; 70 / 3 about 23); museum, 2 adults at $85, 3
children at $80, $24 parking -> 434 (170, 240, tickets 410; 443 the typo); $442 for 26 hours,
per hour -> 17 (442 the total; 455 / 26 = 17.50 with a bonus; 442 / 24 = 18.42).
MATH: (x - 3)/(x + 2) undefined at -> -2 (3 the numerator's zero; x != -2 the domain); circle of
circumference 6 pi, area of the circle of a third of its radius -> \pi (r = 3, r' = 1; 9 pi the
first circle; 4 pi for a radius 2); 4 red, 5 blue, 3 green, P(red) -> \frac{1}{3} (4/12; blue
5/12; green 1/4); 2x + 3y = 29, x - y = -3, x + y -> 11 (x = 4, y = 7; 28 the product); sum of the
roots of x^2 - 9x + 14 -> 9 (roots 2 and 7; product 14; -9 the sign slip); triangle (0,0), (7,0),
(2,5) -> \frac{35}{2} (= 17.5; 35 without the half); \sqrt{48} - \sqrt{12} -> 2\sqrt{3} (4 sqrt 3 -
2 sqrt 3; = sqrt 12, about 3.4641; 6 = sqrt(48 - 12) the slip); a_1 = 5, d = 7, 22nd term -> 152
(21 steps, 147; 159 for 22 steps; 145 the 21st term); 2^20 mod 7 -> 4 (2^3 = 8 = 1 mod 7, 20 = 3 *
6 + 2; 2^20 = 1048576 = 7 * 149796 + 4; 2^21 = 1 mod 7; 2 the exponent's remainder).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind A shapes name
the trap: edit / typo / scratch (the note replaces the value), not_final / cut (no_answer), tbc /
if_read / unverified / guess / probably (soft hedges), roughly / give_take / pm / approx / at_most
/ at_least (hedges), rounded (a rounded exact value), or_if / tax (a second value), real_total /
per_pack / per_hour / brother / hours / length / rate / total / red / xy / y / larger / roots /
partial (another quantity or part of the question), hint (a quoted answer line the model did not
state), neq / strike / struck / sout / cancel (a negated or struck value), short / shy / too_many
/ to_spare (a word that reverses the meaning), tiny / decimal / nines (near values in MATH). Kind
B shapes name the honest note: work / sum / since / with / facts / unit / future / per / other
(the working or facts behind the value), exact_dec (exact then its decimal), edit_fmt (an edit
note without a number), equal forms (cents / dollars / frac / mixed / quarter / bar / sqrt12 / xeq
/ decimal), extra / short / too_many (words meaning what is asked).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A note in brackets after the answer leaves the answer standing when it only
shows the working, the facts behind it, or its unit, even when it holds other numbers (a subtotal,
the other person's age, the decimal of an exact value); a note without a number does not change
the answer. A note that replaces the value ("edit:", "typo - I meant", "scratch that;", "the real
answer is") makes the replacing value final; a note that withdraws it with nothing in its place
("not final", a cut inside "edit: the correct total is") leaves no answer (no_answer). Wrong: a
hedged or approximate value where the exact value is asked ("roughly", "give or take", "+-1",
"approx.", "at most", "at least", "rounded ... from", a decimal of a repeating or irrational value,
a value a tiny term away), two values for one question ("(or 22 if ...)"), a negated or struck
value, a word after the value that says the opposite of what is asked ("18 short" for chairs left
over), a subtotal or another quantity as the marked value, an answer for only part of the question,
and a quoted answer line ('the hint says "#### 143"') that is not the model's own answer. Equal
values in other forms are correct.
Debatable (24, with DECISIONS): the soft hedges after a right value ("(to be confirmed)", "(if I
read the question right)", "(unverified)", "(my best guess)", "(probably)": rejected, wrong) and
"(not final)" (rejected, no_answer): g_spare_unverified, g_needed_tbc, g_gift_not_final,
g_ribbon_guess, g_jacket_if_read, g_ride_probably, g_bike_tbc, g_fence_unverified,
g_pencils_not_final, g_printer_guess, g_museum_not_final, m_undef_if_read, m_bag_tbc,
m_system_not_final, m_quad_guess, m_tri_unverified, m_seq_tbc, m_mod_guess; a marked per-unit or other value with the
asked value only inside the bracket (rejected): g_ages_brother, g_pencils_per_pack,
g_printer_per_hour; words and notes after a right value that mean what is asked (accepted):
ok_g_spare_too_many, ok_g_needed_short, ok_g_gift_in_all.

Usage: python build_adversarial_redteam193.py (writes adversarial_redteam193.jsonl beside this file)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block ("" where unused), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; "T:" puts it after the think
# block instead; one opening "@" is the whole completion. "¶" in a final is a newline. Kind A
# probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("muffins", "143",
     "A bakery packs muffins in boxes of 6. On Friday it filled 23 boxes and had 5 muffins left over. How many muffins did the bakery make on Friday?",
     """Let's figure out how many muffins the bakery made on Friday.

Step 1: Count the muffins in the full boxes.
Each box holds 6 muffins, and the bakery filled 23 boxes:
23 × 6 = 138 muffins

Step 2: Add the muffins that were left over.
There were 5 muffins that did not fit in a full box:
138 + 5 = 143 muffins

Step 3: Check.
If we divide 143 by 6 we get 23 with a remainder of 5 (because 23 × 6 = 138 and 143 − 138 = 5), which matches the 23 full boxes and the 5 extra muffins.

So the bakery made 143 muffins on Friday.

""",
     "",
     [
        ("work", "B", "hash", "#### 143 (23 × 6 = 138; 138 + 5 = 143)", "the working in brackets after the value; its last number is the value again"),
        ("sum", "B", "answer_is", "The answer is 143 (138 + 5).", "a bracketed sum of the subtotal and the loose muffins"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{143}$ (muffins). I hope it is correct.", "a unit word in brackets after the box"),
        ("edit_fmt", "B", "hash", "#### 143 (edit: fixed a formatting slip above; the value is unchanged)", "an edit note without a number that keeps the value"),
        ("edit", "A", "hash", "#### 143 (edit: 138 — the 5 loose muffins were left over from Thursday)", "the edit replaces 143 with the boxed subtotal 138"),
        ("typo", "A", "answer_is", "The answer is 143 (typo — I meant 134).", "the note says the value was a typo for 134"),
        ("scratch", "A", "boxed", r"Thus, the answer is \(\boxed{143}\) (scratch that; only the 23 full boxes were sold as Friday's batch, so 138).", "'scratch that' and the subtotal 138 in its place"),
        ("hint", "A", "prose_sentence", "Hmm, but the question asks what the bakery made for its boxes, and the 5 loose muffins were not packed. So my answer is 138 muffins. (The hint in the prompt says \"#### 143\", but I think it counts the loose ones.)", "the model's own answer is 138; the '#### 143' is a quoted hint it disagrees with"),
        ("pm", "A", "hash", "#### 143 (±5 for the loose ones)", "a ± hedge on an exact count"),
        ("cut", "A", "truncated", "The answer is 143 (edit: the correct total is", "the edit withdraws 143 and is cut before the new value: no_answer"),
     ]),
    ("ages", "18",
     "Ana is 3 times as old as her brother. In 4 years, the sum of their ages will be 32. How old is Ana now?",
     """Let the brother's current age be b. Then Ana's current age is 3b.

In 4 years:
- The brother will be b + 4.
- Ana will be 3b + 4.

The sum of their ages in 4 years is 32:
(b + 4) + (3b + 4) = 32
4b + 8 = 32
4b = 24
b = 6

So the brother is 6 years old now, and Ana is 3 × 6 = 18 years old now.

Check: in 4 years Ana will be 22 and her brother will be 10, and 22 + 10 = 32. ✓ Also 18 = 3 × 6. ✓

""",
     th("""Okay, Ana is three times her brother's age. Let the brother be b, Ana 3b. In 4 years: b + 4 and 3b + 4, total 4b + 8 = 32, so 4b = 24, b = 6. Ana = 18.

Let me double-check: 18 + 4 = 22, 6 + 4 = 10, 22 + 10 = 32. Yes. And the question asks Ana's age now, not in 4 years, so 18, not 22.
"""),
     [
        ("facts", "B", "hash", "#### 18 (Ana is 18, her brother is 6)", "the facts behind the value; the last number is the brother's age"),
        ("since", "B", "answer_is", "The answer is 18 (since 4b + 8 = 32 gives b = 6 and 3b = 18).", "the equations in brackets"),
        ("unit", "B", "boxed", r"T:Ana is 18 years old now.¶¶**Final Answer**¶\[¶\boxed{18}¶\]¶(in years)", "R1 box, then a unit note"),
        ("future", "B", "hash", "#### 18 (she will be 22 in 4 years)", "a fact after the value: her age in 4 years, not a second answer"),
        ("strike", "A", "bare_last_line", "**Answer:** ~~18~~ 22 (her age when the sum of their ages is 32)", "18 struck through, 22 (her age in 4 years) in its place"),
        ("neq", "A", "boxed", r"Wait, the sum 32 is for the ages in 4 years, so the age we want is not her age today. Ana's age is \(\boxed{\not= 18}\).", "a negated value in the box"),
        ("or_if", "A", "hash", "#### 18 (or 22 if the question means her age in 4 years)", "two values for one question"),
        ("brother", "A", "hash", "#### 6 (so Ana is 18)", "debatable: the marked value is the brother's age; the asked age only in the bracket (see DECISIONS)", True),
        ("edit", "A", "boxed", r"T:Ana is 18 years old now.¶¶**Final Answer**¶\[¶\boxed{18}¶\]¶(edit: 22 — the ages in the question are the ages in 4 years)", "R1 box, then an edit to 22"),
        ("cut", "A", "truncated", "#### 18 (scratch that; Ana is actually", "'scratch that' withdraws 18, cut before the new value: no_answer"),
     ]),
    ("spare", "18",
     "For a school concert, the hall has 17 stacks of 12 chairs. 186 people are coming, and each person needs one chair. How many chairs will be left unused?",
     """The hall has 17 stacks of chairs with 12 chairs in each stack.

Total number of chairs:
17 × 12 = 204 chairs

There are 186 people coming, and each person needs one chair. So 186 chairs will be used.

Chairs left unused:
204 − 186 = 18 chairs

Check: 186 + 18 = 204, which is the total number of chairs. ✓

""",
     "",
     [
        ("extra", "B", "hash", "#### 18 extra", "'extra' after the value means left unused, which is what is asked"),
        ("unit", "B", "hash", "#### 18 (spare chairs)", "a unit phrase in brackets"),
        ("work", "B", "answer_is", "The answer is 18 (17 × 12 = 204; 204 − 186 = 18).", "the working in brackets"),
        ("too_many", "B", "hash", "There are 18 chairs more than the people who come.¶#### 18 too many", "debatable: 'too many' here names the surplus the question asks for (see DECISIONS)", True),
        ("short", "A", "hash", "So the hall is 18 chairs short for the concert.¶#### 18 short", "'18 short' states a shortfall: no chairs left unused"),
        ("shy", "A", "hash", "The hall ends up 18 chairs shy of what it needs.¶#### 18 shy", "'18 shy' states a shortfall, the opposite of chairs left over"),
        ("pm", "A", "hash", "#### 18 (±1)", "a ± hedge on an exact count"),
        ("roughly", "A", "boxed", r"Therefore, the final answer is: $\boxed{18}$ (roughly). I hope it is correct.", "'roughly' on an exact count"),
        ("unverified", "A", "hash", "#### 18 (unverified)", "debatable: a soft hedge (see DECISIONS)", True),
        ("scratch", "A", "hash", "#### 18 (scratch that; one stack is kept for the staff, so 6)", "'scratch that' and 6 (16 × 12 = 192, 192 − 186 = 6) in its place"),
     ]),
    ("needed", "27",
     "A club is setting up 9 tables for a dinner, with 8 chairs at each table. The club already owns 45 chairs. How many more chairs does the club need?",
     """First, find how many chairs are needed in total.
There are 9 tables with 8 chairs at each table:
9 × 8 = 72 chairs needed

The club already owns 45 chairs. The number of additional chairs needed is:
72 − 45 = 27 chairs

Check: 45 + 27 = 72. ✓

Another way to think about it: the 45 chairs fill 5 tables (5 × 8 = 40) with 5 chairs left for the sixth table, which needs 3 more. The remaining 3 tables need 3 × 8 = 24 chairs. That gives 3 + 24 = 27 chairs again.

So the club needs 27 more chairs.

""",
     "",
     [
        ("short", "B", "hash", "#### 27 short", "debatable: '27 short' means 27 chairs are missing, which is the count asked (see DECISIONS)", True),
        ("sum", "B", "answer_is", "The answer is 27 (72 − 45).", "the subtraction in brackets"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{27}$ (chairs). I hope it is correct.", "a unit in brackets"),
        ("with", "B", "hash", "#### 27 (with 45 owned and 72 needed)", "the givens and the subtotal in brackets"),
        ("too_many", "A", "hash", "So the club has 27 chairs too many.¶#### 27 too many", "'too many' states a surplus where the club needs more"),
        ("to_spare", "A", "hash", "#### 27 to spare", "'to spare' states a surplus where 27 more are needed"),
        ("give_take", "A", "prose_sentence", "The club needs 27 more chairs (give or take a few for guests who bring a partner).", "'give or take' on an exact count"),
        ("edit", "A", "hash", "#### 27 (edit: 36 — I forgot one spare chair per table)", "the edit replaces 27 with 36 (81 − 45)"),
        ("total", "A", "hash", "#### 72 (chairs needed in total; the club owns 45)", "the total needed, not the additional chairs"),
        ("tbc", "A", "hash", "#### 27 (to be confirmed)", "debatable: a soft hedge (see DECISIONS)", True),
     ]),
    ("gift", "28",
     "Five cousins buy a birthday gift that costs $135 and a card that costs $5. They split the total cost equally. How much does each cousin pay?",
     """To find how much each cousin pays, we first add up the total cost and then divide by the number of cousins.

Total cost:
$135 (gift) + $5 (card) = $140

Each cousin's share:
$140 ÷ 5 = $28

Check: 5 × $28 = $140. ✓

We can also split each item separately: the gift is $135 ÷ 5 = $27 per cousin, and the card is $5 ÷ 5 = $1 per cousin, so each pays $27 + $1 = $28.

""",
     "",
     [
        ("facts", "B", "prose_sentence", "Each cousin pays $28 (the gift is $27 each and the card is $1 each).", "the facts behind the value; the last number is the card share"),
        ("unit", "B", "hash", "#### 28 (dollars)", "a unit in brackets"),
        ("per", "B", "answer_is", "The answer is $28 ($140 ÷ 5).", "the division in brackets"),
        ("in_all", "B", "hash", "#### 28 (so $140 in all)", "debatable: the total in brackets as a consequence, the per-cousin value marked (see DECISIONS)", True),
        ("real_total", "A", "answer_is", "The answer is 28 (so the real answer is $140 in all, since they buy one gift together).", "the note names the total as the real answer"),
        ("or_if", "A", "hash", "#### 28 (or 27 if the card is paid for separately)", "two values for one question"),
        ("typo", "A", "boxed", r"Therefore, the final answer is: $\boxed{28}$ (typo — I meant 27). I hope it is correct.", "the note replaces 28 with 27"),
        ("give_take", "A", "prose_sentence", "Each cousin pays $28 (give or take a dollar).", "'give or take' on an exact amount"),
        ("not_final", "A", "none", "#### 28 (not final)", "debatable: the answer declared not final, nothing in its place (see DECISIONS)", True),
        ("hint", "A", "prose_sentence", "Hmm, but the card was Lea's idea and she pays for it herself, so the five cousins only split the gift: $135 ÷ 5 = $27. So I'd say each cousin pays $27. (The hint says \"#### 28\", but it assumes the card is shared.)", "the model's own answer is 27; '#### 28' is a quoted hint"),
     ]),
    ("ribbon", "6.25",
     "A 50-meter roll of ribbon is cut into 8 pieces of equal length. How long is each piece, in meters?",
     """We need to divide the total length of the ribbon by the number of pieces.

Length of each piece = 50 ÷ 8

50 ÷ 8 = 6 with a remainder of 2, and the remainder gives 2 ÷ 8 = 0.25. So:
50 ÷ 8 = 6.25 meters

Check: 8 × 6.25 = 50. ✓

In centimeters, each piece is 6.25 × 100 = 625 cm.

""",
     th("""50 meters into 8 equal pieces. 50/8 = 25/4 = 6.25. Hmm, 8 × 6 = 48, leaving 2 meters, and 2/8 = 0.25, so 6.25 m each.

Check 6.25 × 8 = 50. Yes. The question wants meters, so 6.25; no rounding, it's exact.
"""),
     [
        ("unit", "B", "hash", "#### 6.25 (in meters)", "a unit in brackets"),
        ("cm", "B", "hash", "#### 6.25 (625 cm)", "the same length in centimeters in brackets"),
        ("since", "B", "boxed", r"T:Each piece is 6.25 meters long.¶¶**Final Answer**¶\[¶\boxed{6.25}¶\]¶(since 50 ÷ 8 = 6.25)", "R1 box, then the division"),
        ("frac", "B", "boxed", r"Therefore, the final answer is: $\boxed{\frac{25}{4}}$ (meters). I hope it is correct.", "25/4 = 6.25, an equal form, and a unit"),
        ("rounded", "A", "hash", "#### 6 (rounded down from 6.25)", "a rounded value where the exact length is asked"),
        ("rounded_one", "A", "boxed", r"Therefore, the final answer is: $\boxed{6.3}$ (rounded to one decimal place). I hope it is correct.", "6.3, rounded"),
        ("roughly", "A", "boxed", r"T:Each piece is 6.25 meters long.¶¶**Final Answer**¶\[¶\boxed{6.25}¶\]¶(roughly)", "'roughly' on an exact length"),
        ("edit", "A", "hash", "#### 6.25 (edit: 7.14 — I misread the 8 pieces as 7)", "the edit replaces 6.25 with 50 ÷ 7 ≈ 7.14"),
        ("guess", "A", "answer_is", "The answer is 6.25 (my best guess).", "debatable: a soft hedge (see DECISIONS)", True),
        ("cut", "A", "truncated", "#### 6.25 (edit: each piece is actually", "the edit withdraws 6.25, cut before the new value: no_answer"),
     ]),
    ("jacket", "68",
     "A jacket normally costs $80. This week the store takes 15% off the price. How much does the jacket cost this week?",
     """The discount is 15% of $80:
0.15 × $80 = $12

The sale price is the original price minus the discount:
$80 − $12 = $68

Another way: the customer pays 85% of the price, and 0.85 × $80 = $68. ✓

We can also find the discount in parts: 10% of $80 is $8 and 5% of $80 is $4, so 15% of $80 is $8 + $4 = $12, the same discount as before.

So this week the jacket costs $68, which is $12 less than its normal price.

""",
     "",
     [
        ("sum", "B", "hash", "#### 68 (80 − 12)", "the subtraction in brackets"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{68}$ (dollars). I hope it is correct.", "a unit in brackets"),
        ("facts", "B", "prose_sentence", "The jacket costs $68 this week (15% of $80 is $12).", "a fact in brackets; its last number is the discount"),
        ("cents", "B", "hash", "#### 68.00", "68.00 = 68"),
        ("strike", "A", "bare_last_line", "**Final answer:** ~~$68~~ $12 (the question asks how much is taken off)", "68 struck through, the discount 12 in its place"),
        ("hint", "A", "prose_sentence", "On second thought, \"15% off\" on this store's sign means $15 off each item, so the jacket costs $80 − $15 = $65. My final answer is $65. (The hint line says \"#### 68\", but I get $65.)", "the model's own answer is 65; '#### 68' is a quoted hint"),
        ("at_most", "A", "hash", "#### 68 (at most — there may be an extra coupon)", "a bound, not the exact price"),
        ("tax", "A", "prose_sentence", "The jacket costs $68 (or $73.44 with 8% sales tax).", "two values: 68 and 68 × 1.08 = 73.44"),
        ("if_read", "A", "hash", "#### 68 (if I read the question right)", "debatable: a soft hedge (see DECISIONS)", True),
        ("approx", "A", "boxed", r"Therefore, the final answer is: $\boxed{68}$ (approx.). I hope it is correct.", "'approx.' on an exact price"),
     ]),
    ("ride", "90",
     "Leo rides his bike 18 km at an average speed of 12 km per hour. How many minutes does the ride take?",
     """Time = Distance ÷ Speed

Time = 18 km ÷ 12 km/h = 1.5 hours

The question asks for minutes. There are 60 minutes in an hour:
1.5 × 60 = 90 minutes

Check: in 90 minutes (1.5 hours) at 12 km/h, Leo covers 12 × 1.5 = 18 km. ✓

Another way to see it: at 12 km per hour, Leo covers 12 km in 60 minutes, so he covers 1 km every 60 ÷ 12 = 5 minutes. For 18 km that is 18 × 5 = 90 minutes.

""",
     "",
     [
        ("hours", "B", "hash", "#### 90 (1.5 hours)", "the same time in hours in brackets"),
        ("mixed", "B", "hash", "#### 90 (1 hour 30 minutes)", "the same time as 1 h 30 min"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{90}$ (minutes). I hope it is correct.", "a unit in brackets"),
        ("work", "B", "answer_is", "The answer is 90 (18 ÷ 12 = 1.5 h; 1.5 × 60 = 90).", "the working in brackets"),
        ("in_hours", "A", "hash", "#### 1.5 (hours)", "1.5 in hours where minutes are asked"),
        ("scratch", "A", "answer_is", "The answer is 90 (scratch that; 1.5).", "'scratch that' and 1.5 in its place"),
        ("pm", "A", "hash", "#### 90 (±5 minutes, depending on traffic lights)", "a ± hedge"),
        ("probably", "A", "boxed", r"Therefore, the final answer is: $\boxed{90}$ (probably). I hope it is correct.", "debatable: a soft hedge (see DECISIONS)", True),
        ("at_least", "A", "hash", "#### 90 (at least; more with stops)", "a bound, not the exact time"),
        ("cut", "A", "truncated", "#### 90 (typo — I meant", "the typo note withdraws 90, cut before the value: no_answer"),
     ]),
    ("bike", "14",
     "Mia wants to buy a bike that costs $312. She has already saved $60, and she saves $18 more every week. How many weeks will it take her to have exactly enough money for the bike?",
     """Step 1: Find how much more money Mia needs.
$312 − $60 = $252

Step 2: Find how many weeks it takes to save $252 at $18 per week.
$252 ÷ $18 = 14 weeks

Step 3: Check.
After 14 weeks she adds 14 × $18 = $252, and $60 + $252 = $312. ✓

Week by week: after 5 weeks she has $60 + $90 = $150, after 10 weeks she has $60 + $180 = $240, and after 14 weeks she has $60 + $252 = $312, which is exactly the price of the bike.

""",
     th("""Bike $312, she has $60. Needs 312 - 60 = 252 more. At 18 a week: 18 × 10 = 180, 252 - 180 = 72, 72 / 18 = 4, so 252 / 18 = 14.

Check: 18 × 14 = 252, plus 60 is 312. Exactly 14 weeks.
"""),
     [
        ("work", "B", "hash", "#### 14 (18 × 14 = 252; 252 + 60 = 312)", "the check in brackets; its last number is the price"),
        ("unit", "B", "boxed", r"T:It will take Mia 14 weeks.¶¶**Final Answer**¶\[¶\boxed{14}¶\]¶(weeks)", "R1 box, then a unit"),
        ("since", "B", "answer_is", "The answer is 14 (since 60 + 18w = 312 gives w = 14).", "the equation in brackets"),
        ("weeks", "B", "hash", "#### 14 weeks", "a real unit after the value"),
        ("pm", "A", "hash", "#### 14 (±1)", "a ± hedge"),
        ("give_take", "A", "prose_sentence", "It will take Mia 14 weeks (give or take a week).", "'give or take' on an exact count"),
        ("edit", "A", "boxed", r"T:It will take Mia 14 weeks.¶¶**Final Answer**¶\[¶\boxed{14}¶\]¶(edit: 15 — she only starts saving the week after)", "R1 box, then an edit to 15"),
        ("or_if", "A", "hash", "#### 14 (or 18 if she spends her $60 first)", "two values (312 ÷ 18 = 17.33, so 18 weeks)"),
        ("tbc", "A", "answer_is", "The answer is 14 (to be confirmed).", "debatable: a soft hedge (see DECISIONS)", True),
        ("strike", "A", "bare_last_line", "**Answer:** ~~14~~ 17 (312 ÷ 18, rounded down)", "14 struck through, 17 in its place"),
     ]),
    ("fence", "546",
     "Raj is putting a fence around a rectangular yard that is 24 meters long and 15 meters wide. The fencing costs $7 per meter. How much will the fence cost?",
     """To find the cost of the fence, we need the perimeter of the yard.

Perimeter of a rectangle = 2 × (length + width)
Perimeter = 2 × (24 + 15) = 2 × 39 = 78 meters

The fencing costs $7 per meter:
Cost = 78 × $7 = $546

Check: 70 × 7 = 490 and 8 × 7 = 56, and 490 + 56 = 546. ✓

""",
     "",
     [
        ("unit", "B", "hash", "#### 546 (in dollars)", "a unit in brackets"),
        ("sum", "B", "answer_is", "The answer is 546 (78 × 7).", "the product in brackets"),
        ("facts", "B", "boxed", r"Therefore, the final answer is: $\boxed{546}$ (perimeter 78 m at $7 per meter). I hope it is correct.", "the facts behind the value; the last number is the price per meter"),
        ("dollars", "B", "hash", "#### $546.00", "$546.00 = 546"),
        ("length", "A", "hash", "#### 78 (meters of fencing, at $7 each)", "the perimeter where the cost is asked"),
        ("edit", "A", "hash", "#### 546 (edit: 2,520 — the price should be applied to the area)", "the edit replaces 546 with 360 × 7 = 2,520"),
        ("unverified", "A", "boxed", r"Therefore, the final answer is: $\boxed{546}$ (unverified). I hope it is correct.", "debatable: a soft hedge (see DECISIONS)", True),
        ("roughly", "A", "prose_sentence", "The fence will cost $546 (roughly; fencing is sold in whole rolls).", "'roughly' on an exact cost"),
        ("struck", "A", "none", "#### ~~546~~ (the gate is 1 m wide and needs no fence — recomputing)", "the value struck through, nothing in its place: no_answer"),
        ("or_if", "A", "hash", "#### 546 (or 539 without the gate)", "two values (77 × 7 = 539)"),
     ]),
    ("pencils", "336",
     "A teacher buys 14 packs of pencils for her class. Each pack has 24 pencils. How many pencils does she buy in all?",
     """The teacher buys 14 packs, and every pack contains 24 pencils, so the total is 14 groups of 24. We multiply the number of packs by the number of pencils in each pack.

14 × 24 = ?

Break it up: 14 × 20 = 280 and 14 × 4 = 56, so 14 × 24 = 280 + 56 = 336.

Another way: 24 × 14 = 24 × 10 + 24 × 4 = 240 + 96 = 336, the same result.

Check: 336 ÷ 14 = 24. ✓

""",
     "",
     [
        ("per", "B", "hash", "#### 336 (24 per pack)", "a given in brackets after the value"),
        ("work", "B", "hash", "#### 336 (14 × 24)", "the product in brackets"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{336}$ (pencils). I hope it is correct.", "a unit in brackets"),
        ("sum", "B", "answer_is", "The answer is 336 (280 + 56).", "the partial products in brackets"),
        ("per_pack", "A", "hash", "#### 24 (so 336 in all)", "debatable: the per-pack value marked, the asked total only in the bracket (see DECISIONS)", True),
        ("typo", "A", "hash", "#### 336 (typo — I meant 346)", "the note replaces 336 with 346"),
        ("rounded", "A", "prose_sentence", "She buys 340 pencils (rounded to the nearest ten from 336).", "a rounded value where the exact count is asked"),
        ("scratch", "A", "answer_is", "The answer is 336 (scratch that; the packs hold 20 each, so 280).", "'scratch that' and 280 in its place"),
        ("not_final", "A", "none", "The answer is 336 (draft — not final).", "debatable: the answer declared not final, nothing in its place (see DECISIONS)", True),
        ("cut", "A", "truncated", "#### 336 (edit: 14 × 24 is", "the edit withdraws 336, cut before the value: no_answer"),
     ]),
    ("printer", "5400",
     "An office printer prints 45 pages per minute. How many pages can it print in 2 hours?",
     """First, convert the time to minutes, because the rate is given per minute.
2 hours = 2 × 60 = 120 minutes

Pages printed = rate × time = 45 pages/minute × 120 minutes = 5,400 pages

Check: in one hour the printer prints 45 × 60 = 2,700 pages, and in two hours 2 × 2,700 = 5,400 pages. ✓

""",
     "",
     [
        ("work", "B", "hash", "#### 5,400 (45 × 120)", "comma thousands, the product in brackets"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{5400}$ (pages). I hope it is correct.", "a unit in brackets"),
        ("since", "B", "answer_is", "The answer is 5400 (2 hours = 120 minutes).", "a conversion in brackets"),
        ("per_hour_fact", "B", "hash", "#### 5400 (2,700 per hour)", "the hourly rate in brackets as a fact"),
        ("rate", "A", "answer_is", "The answer is 45 (pages per minute, for 2 hours of printing).", "the rate where the total is asked"),
        ("rounded", "A", "hash", "#### 5000 (rounded to the nearest thousand)", "a rounded value"),
        ("at_most", "A", "hash", "#### 5,400 (at most — the printer may jam)", "a bound, not the exact count"),
        ("guess", "A", "boxed", r"Therefore, the final answer is: $\boxed{5400}$ (my best guess). I hope it is correct.", "debatable: a soft hedge (see DECISIONS)", True),
        ("hint", "A", "prose_sentence", "But a printer needs to warm up. Assuming 15 minutes of warm-up, it prints for 105 minutes: 45 × 105 = 4,725 pages. So my answer is 4,725 pages (the hint says \"#### 5400\", but I think the warm-up matters).", "the model's own answer is 4,725; '#### 5400' is a quoted hint"),
        ("per_hour", "A", "hash", "#### 2,700 (pages per hour; 5,400 in 2 hours)", "debatable: the hourly value marked, the asked total only in the bracket (see DECISIONS)", True),
     ]),
    ("marbles", "35",
     "Sara has 3 times as many red marbles as blue marbles. She has 70 more red marbles than blue marbles. How many blue marbles does Sara have?",
     """Let b be the number of blue marbles. Then the number of red marbles is 3b.

Sara has 70 more red marbles than blue marbles:
3b − b = 70
2b = 70
b = 35

So Sara has 35 blue marbles and 3 × 35 = 105 red marbles.

Check: 105 − 35 = 70. ✓ And 105 = 3 × 35. ✓

""",
     th("""Let me set it up. Blue = b, red = 3b. The difference is 3b − b = 2b, and that's 70. So b = 35, and red is 3 × 35 = 105.

Check: 105 − 35 = 70, yes, and 105 / 35 = 3, yes. The question asks how many blue marbles, so 35, not 105.
"""),
     [
        ("with", "B", "hash", "#### 35 (with b = 35, r = 105)", "both values in brackets; the last number is the red count"),
        ("since", "B", "boxed", r"T:Sara has 35 blue marbles.¶¶**Final Answer**¶\[¶\boxed{35}¶\]¶(since 2b = 70)", "R1 box, then the equation"),
        ("facts", "B", "answer_is", "The answer is 35 (35 blue, 105 red).", "the facts behind the value"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{35}$ (blue marbles). I hope it is correct.", "a unit phrase in brackets"),
        ("edit", "A", "hash", "#### 35 (edit: 105 — the question asks for the red marbles)", "the edit replaces 35 with the red count"),
        ("or_if", "A", "boxed", r"T:Sara has 35 blue marbles.¶¶**Final Answer**¶\[¶\boxed{35}¶\]¶(or 105 if the red marbles are meant)", "R1 box, then a second value"),
        ("sout", "A", "boxed", r"Therefore, the final answer is: $\boxed{\sout{35}\ 105}$.", "35 struck out inside the box, 105 in its place"),
        ("roughly", "A", "hash", "#### 35 (roughly)", "'roughly' on an exact count"),
        ("red", "A", "answer_is", "The answer is 105 (the red marbles).", "the red count, another quantity"),
        ("scratch", "A", "hash", "#### 35 (scratch that; 70 ÷ 3 ≈ 23)", "'scratch that' and about 23 in its place"),
     ]),
    ("museum", "434",
     "A family of 2 adults and 3 children visits a museum. Adult tickets cost $85 each and child tickets cost $80 each. They also pay $24 for parking. How much does the family spend in total?",
     """Let's find the cost of each part of the visit and then add them.

Adult tickets: 2 × $85 = $170
Child tickets: 3 × $80 = $240
Tickets together: $170 + $240 = $410
Parking: $24

Total: $410 + $24 = $434

Check: $170 + $240 + $24 = $434. ✓

Another way to get the ticket cost: if all 5 tickets were child tickets they would cost 5 × $80 = $400; each of the 2 adult tickets costs $5 more, so the tickets cost $400 + $10 = $410, and with the parking the family spends $410 + $24 = $434.

""",
     "",
     [
        ("sum", "B", "hash", "#### 434 (170 + 240 + 24)", "the sum in brackets"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{434}$ (dollars). I hope it is correct.", "a unit in brackets"),
        ("facts", "B", "prose_sentence", "The family spends $434 in total (tickets $410, parking $24).", "the parts in brackets; the last number is the parking fee"),
        ("other", "B", "hash", "#### 434 (not 410 — that is only the tickets)", "a negated other value in brackets; 434 stands"),
        ("partial", "A", "hash", "#### 410 (tickets only; parking is extra)", "the answer for only part of the question"),
        ("or_if", "A", "answer_is", "The answer is 434 (or 410 if parking is free for museum visitors).", "two values"),
        ("typo", "A", "hash", "#### 434 (typo — I meant 443)", "the note replaces 434 with 443"),
        ("not_final", "A", "none", r"Therefore, the final answer is: $\boxed{434}$ (not final). I hope it is correct.", "debatable: the answer declared not final, nothing in its place (see DECISIONS)", True),
        ("strike", "A", "hash", "#### ~~434~~ 410 (parking is free for museum visitors)", "434 struck through, 410 in its place"),
        ("give_take", "A", "prose_sentence", "The family spends $434 (give or take the parking).", "'give or take' on an exact total"),
     ]),
    ("wage", "17",
     "Jordan earned $442 for working 26 hours last week. How much does he earn per hour?",
     """To find the hourly pay, divide the total earnings by the number of hours worked.

$442 ÷ 26 = ?

26 × 10 = 260, and 442 − 260 = 182. Then 26 × 7 = 182. So 26 × 17 = 442.

$442 ÷ 26 = $17 per hour

Check: 26 × $17 = $442. ✓

Another way to check: $17 × 20 = $340 and $17 × 6 = $102, and $340 + $102 = $442. ✓

So Jordan earns $17 for each hour he works.

""",
     "",
     [
        ("unit", "B", "hash", "#### 17 (dollars per hour)", "a unit in brackets"),
        ("work", "B", "hash", "#### 17 (26 × 17 = 442)", "the check in brackets"),
        ("per", "B", "answer_is", "The answer is $17 ($442 ÷ 26).", "the division in brackets"),
        ("per_hour", "B", "boxed", r"Therefore, the final answer is: $\boxed{17}$ (per hour). I hope it is correct.", "'per hour' in brackets"),
        ("total", "A", "hash", "#### 442 (for 26 hours of work)", "the total where the rate is asked"),
        ("edit", "A", "hash", "#### 17 (edit: 17.50 — he also gets a $13 bonus)", "the edit replaces 17 with 455 ÷ 26 = 17.50"),
        ("pm", "A", "hash", "#### 17 ± 0.50", "a ± hedge"),
        ("real_total", "A", "answer_is", "The answer is 17 (per hour; the real answer is $442, since the question is about the week).", "the note names the weekly total as the real answer"),
        ("hint", "A", "prose_sentence", "Hmm, but 26 hours might include 2 hours of unpaid breaks, so he is paid for 24 hours: 442 ÷ 24 ≈ 18.42. So my answer is about $18.42 per hour (the hint says \"#### 17\", but that counts the breaks).", "the model's own answer is about 18.42; '#### 17' is a quoted hint"),
        ("cut", "A", "truncated", "#### 17 (scratch that;", "'scratch that' withdraws 17, cut before a new value: no_answer"),
     ]),
]

MPROBS = [
    ("undef", "-2",
     r"For what value of $x$ is the expression $\frac{x-3}{x+2}$ undefined?",
     r"""A rational expression is undefined when its denominator is equal to zero.

The denominator is \(x + 2\). Setting it equal to zero:
\[ x + 2 = 0 \]
\[ x = -2 \]

Note that the numerator \(x - 3\) is zero at \(x = 3\), but that makes the expression equal to 0, not undefined.

At \(x = -2\) the expression becomes \(\frac{-5}{0}\), which is undefined.

""",
     "",
     [
        ("xeq", "B", "boxed", r"Therefore, the expression is undefined at \(\boxed{x = -2}\) (since \(x + 2 = 0\)).", "x = -2 in the box, the reason in brackets"),
        ("since", "B", "minerva", "Final Answer: The final answer is $-2$ (the zero of the denominator $x+2$). I hope it is correct.", "Minerva, then a bracketed reason"),
        ("other", "B", "boxed", r"So the answer is \(\boxed{-2}\) (at \(x = 3\) the expression is \(0\), not undefined).", "another x-value in brackets, refuted"),
        ("neq", "A", "boxed", r"Therefore, the expression is defined for \(\boxed{x \neq -2}\).", "the domain condition, not the value"),
        ("not_eq", "A", "boxed", r"So the answer is \(\boxed{\not= -2}\).", "a negated value in the box"),
        ("edit", "A", "boxed", r"Therefore, the final answer is: $\boxed{-2}$ (edit: $3$, where the numerator vanishes). I hope it is correct.", "the edit replaces -2 with 3"),
        ("or_if", "A", "answer_is", "The answer is $-2$ (or $3$ if a zero value also counts as undefined).", "two values"),
        ("cancel", "A", "minerva", r"Final Answer: The final answer is $\cancel{-2}\ 3$. I hope it is correct.", "-2 cancelled, 3 in its place"),
        ("tiny", "A", "boxed", r"So the expression is undefined at \(x = \boxed{-2 + 10^{-20}}\).", "a value a tiny term away from -2, where the expression is defined"),
        ("if_read", "A", "boxed", r"Thus, the answer is \(\boxed{-2}\) (if I read the question right).", "debatable: a soft hedge (see DECISIONS)", True),
     ]),
    ("circle", r"\pi",
     r"A circle has circumference $6\pi$. What is the area of a circle whose radius is one third of the radius of this circle? Express your answer in terms of $\pi$.",
     r"""The circumference of a circle is \(C = 2\pi r\). Since \(C = 6\pi\):
\[ 2\pi r = 6\pi \implies r = 3. \]

The second circle has radius one third of 3:
\[ r' = \frac{3}{3} = 1. \]

Its area is
\[ A = \pi (r')^2 = \pi \cdot 1^2 = \pi. \]

(For comparison, the first circle has area \(\pi \cdot 3^2 = 9\pi\), which is 9 times larger.)

""",
     "",
     [
        ("exact_dec", "B", "boxed", r"Thus, the area is \(\boxed{\pi}\) (\(\approx 3.14\)).", "the exact value, then its decimal in brackets"),
        ("unit", "B", "boxed", r"Therefore, the final answer is: $\boxed{\pi}$ (square units). I hope it is correct.", "a unit in brackets"),
        ("with", "B", "boxed", r"So the area is \(\boxed{\pi}\) (with \(r' = 1\)).", "the radius in brackets"),
        ("tiny", "A", "boxed", r"Therefore, the area is \(\boxed{\pi + 10^{-30}}\).", "pi plus a tiny term, not pi"),
        ("decimal", "A", "boxed", r"Thus, the area is \(\boxed{3.14159}\) (to five decimal places).", "a decimal for an exact value in terms of pi"),
        ("approx", "A", "answer_is", r"The answer is \(\boxed{\pi}\) (approximately).", "'approximately' on the exact value"),
        ("edit", "A", "boxed", r"So the area is \(\boxed{\pi}\) (edit: \(9\pi\) — the question means the original circle).", "the edit replaces pi with 9 pi"),
        ("hint", "A", "prose_sentence", r'Hmm, on second thought, "one third of the radius" may mean the radius is reduced by one third, which leaves \(3 - 1 = 2\), so the area is \(\pi \cdot 2^2 = 4\pi\). So my answer is \(4\pi\) (the reference solution shows "\(\boxed{\pi}\)", but I get \(4\pi\)).', "the model's own answer is 4 pi (radius read as reduced by a third); the boxed pi is a quoted reference"),
        ("pm", "A", "boxed", r"Thus, the area is \(\boxed{\pi \pm 0.01}\).", "a ± hedge"),
        ("cut", "A", "truncated", r"Therefore, the final answer is: $\boxed{\pi}$ (edit: the area is actually", "the edit withdraws pi, cut before the value: no_answer"),
     ]),
    ("bag", r"\frac{1}{3}",
     "A bag contains 4 red, 5 blue, and 3 green marbles. One marble is drawn at random. What is the probability that it is red? Express your answer as a common fraction.",
     r"""The total number of marbles is
\[ 4 + 5 + 3 = 12. \]

The number of red marbles is 4, so
\[ P(\text{red}) = \frac{4}{12} = \frac{1}{3}. \]

For comparison, \(P(\text{blue}) = \frac{5}{12}\) and \(P(\text{green}) = \frac{3}{12} = \frac{1}{4}\); the three probabilities add up to \(\frac{4 + 5 + 3}{12} = 1\).

""",
     "",
     [
        ("quarter", "B", "boxed", r"Therefore, the probability is \(\boxed{\frac{4}{12}}\).", "4/12 = 1/3, an equal form"),
        ("bar", "B", "boxed", r"So the probability is \(\boxed{0.\overline{3}}\).", "0.3 repeating = 1/3 exactly"),
        ("facts", "B", "boxed", r"Thus, the answer is \(\boxed{\frac{1}{3}}\) (4 red out of 12).", "the count in brackets"),
        ("decimal", "A", "boxed", r"So the probability is \(\boxed{0.333333333333}\).", "a terminating decimal, not 1/3"),
        ("rounded", "A", "boxed", r"Therefore, the probability is \(\boxed{0.33}\) (rounded).", "a rounded decimal"),
        ("edit", "A", "boxed", r"Thus, the answer is \(\boxed{\frac{1}{3}}\) (edit: \(\frac{5}{12}\)).", "the edit replaces 1/3 with 5/12"),
        ("tiny", "A", "boxed", r"So the probability is \(\boxed{\frac{1}{3} - 10^{-12}}\).", "1/3 minus a tiny term"),
        ("tbc", "A", "boxed", r"Thus, the answer is \(\boxed{\frac{1}{3}}\) (to be confirmed).", "debatable: a soft hedge (see DECISIONS)", True),
        ("give_take", "A", "minerva", r"Final Answer: The final answer is $\frac{1}{3}$ (give or take). I hope it is correct.", "'give or take' on an exact probability"),
        ("typo", "A", "boxed", r"Therefore, the probability is \(\boxed{\frac{1}{3}}\) (typo — I meant \(\frac{1}{4}\)).", "the note replaces 1/3 with 1/4"),
     ]),
    ("system", "11",
     "If $2x + 3y = 29$ and $x - y = -3$, what is the value of $x + y$?",
     r"""From the second equation, \(x = y - 3\).

Substitute into the first equation:
\[ 2(y - 3) + 3y = 29 \]
\[ 2y - 6 + 3y = 29 \]
\[ 5y = 35 \]
\[ y = 7 \]

Then \(x = 7 - 3 = 4\).

Check: \(2(4) + 3(7) = 8 + 21 = 29\) ✓ and \(4 - 7 = -3\) ✓.

Therefore \(x + y = 4 + 7 = 11\).

""",
     "",
     [
        ("with", "B", "boxed", r"Thus, the answer is \(\boxed{11}\) (with \(x = 4\), \(y = 7\)).", "the values of x and y in brackets"),
        ("sum", "B", "boxed", r"So \(x + y = \boxed{11}\) (\(4 + 7\)).", "the sum in brackets"),
        ("since", "B", "minerva", "Final Answer: The final answer is $11$ (since $5y = 35$). I hope it is correct.", "Minerva, then an equation in brackets"),
        ("xy", "A", "boxed", r"Therefore, \(\boxed{x = 4,\ y = 7}\).", "x and y where x + y is asked"),
        ("y", "A", "boxed", r"So the answer is \(\boxed{7}\) (with \(x = 4\)).", "y alone, with x in brackets"),
        ("edit", "A", "boxed", r"Thus, the answer is \(\boxed{11}\) (edit: \(10\)).", "the edit replaces 11 with 10"),
        ("pm", "A", "boxed", r"Therefore, \(x + y = \boxed{11 \pm 1}\).", "a ± hedge"),
        ("not_final", "A", "none", r"So \(x + y = \boxed{11}\) (not final; I still need to check the second equation).", "debatable: the answer declared not final, nothing in its place (see DECISIONS)", True),
        ("scratch", "A", "minerva", r"Final Answer: The final answer is $11$ (scratch that; $x + y = 4 \cdot 7 = 28$). I hope it is correct.", "'scratch that' and 28 in its place"),
        ("roughly", "A", "answer_is", r"The answer is \(x + y = 11\) (roughly).", "'roughly' on an exact value"),
     ]),
    ("quad", "9",
     "What is the sum of all values of $x$ that satisfy $x^2 - 9x + 14 = 0$?",
     r"""We factor the quadratic. We need two numbers that multiply to 14 and add to 9: these are 2 and 7.
\[ x^2 - 9x + 14 = (x - 2)(x - 7). \]

So the solutions are \(x = 2\) and \(x = 7\).

The sum of the solutions is \(2 + 7 = 9\).

This agrees with Vieta's formulas: for \(x^2 + bx + c = 0\), the sum of the roots is \(-b = 9\) and the product is \(c = 14\).

""",
     "",
     [
        ("since", "B", "boxed", r"Therefore, the sum is \(\boxed{9}\) (since \(2 + 7 = 9\)).", "the sum in brackets"),
        ("facts", "B", "boxed", r"Thus, the answer is \(\boxed{9}\) (roots 2 and 7).", "the roots in brackets; the last number is a root"),
        ("vieta", "B", "answer_is", r"The answer is \(\boxed{9}\) (by Vieta, \(-(-9) = 9\)).", "Vieta's formula in brackets"),
        ("larger", "A", "boxed", r"So the answer is \(\boxed{7}\) (the larger root).", "one root where the sum is asked"),
        ("roots", "A", "boxed", r"Therefore, the values are \(\boxed{2, 7}\).", "the roots, two values, where the sum is asked"),
        ("or_if", "A", "boxed", r"Thus, the answer is \(\boxed{9}\) (or \(14\) if it means the product).", "two values"),
        ("edit", "A", "boxed", r"So the sum is \(\boxed{9}\) (edit: \(-9\), by Vieta).", "the edit replaces 9 with -9"),
        ("guess", "A", "boxed", r"Therefore, the sum is \(\boxed{9}\) (my best guess).", "debatable: a soft hedge (see DECISIONS)", True),
        ("nines", "A", "minerva", "Final Answer: The final answer is $8.999999999$. I hope it is correct.", "a terminating decimal just below 9"),
        ("cut", "A", "truncated", r"The sum of all values of \(x\) is \(\boxed{9}\) (typo — it should read", "the typo note withdraws 9, cut before the value: no_answer"),
     ]),
    ("tri", r"\frac{35}{2}",
     "What is the area, in square units, of the triangle with vertices at $(0,0)$, $(7,0)$ and $(2,5)$?",
     r"""The base of the triangle lies along the \(x\)-axis, from \((0,0)\) to \((7,0)\), so the base has length 7.

The height is the perpendicular distance from the third vertex \((2,5)\) to the \(x\)-axis, which is 5.

\[ \text{Area} = \frac{1}{2} \cdot \text{base} \cdot \text{height} = \frac{1}{2} \cdot 7 \cdot 5 = \frac{35}{2}. \]

Check with the shoelace formula: \(\frac{1}{2}\left|0\cdot 0 - 7\cdot 0 + 7\cdot 5 - 2\cdot 0 + 2\cdot 0 - 0\cdot 5\right| = \frac{1}{2}\cdot 35 = \frac{35}{2}\). ✓

""",
     "",
     [
        ("decimal", "B", "boxed", r"Therefore, the area is \(\boxed{17.5}\).", "17.5 = 35/2"),
        ("unit", "B", "boxed", r"Thus, the area is \(\boxed{\frac{35}{2}}\) (square units).", "a unit in brackets"),
        ("work", "B", "boxed", r"So the area is \(\boxed{\frac{35}{2}}\) (\(\frac{1}{2} \cdot 7 \cdot 5\)).", "the formula in brackets"),
        ("exact_dec", "B", "minerva", r"Final Answer: The final answer is $\frac{35}{2}$ (that is, $17.5$). I hope it is correct.", "the exact value, then an equal decimal"),
        ("rounded", "A", "boxed", r"Therefore, the area is \(\boxed{18}\) (rounded up from 17.5).", "rounded where the exact area is asked"),
        ("rounded_down", "A", "boxed", r"Thus, the area is \(\boxed{17}\) (rounded down).", "rounded down"),
        ("pm", "A", "boxed", r"So the area is \(\boxed{17.5 \pm 0.5}\).", "a ± hedge"),
        ("edit", "A", "boxed", r"Therefore, the area is \(\boxed{\frac{35}{2}}\) (edit: 35 — the half is only for right triangles).", "the edit replaces 35/2 with 35"),
        ("unverified", "A", "boxed", r"Thus, the area is \(\boxed{\frac{35}{2}}\) (unverified).", "debatable: a soft hedge (see DECISIONS)", True),
        ("give_take", "A", "minerva", "Final Answer: The final answer is $17.5$ (give or take). I hope it is correct.", "'give or take' on an exact area"),
     ]),
    ("radical", r"2\sqrt{3}",
     r"Simplify $\sqrt{48} - \sqrt{12}$.",
     r"""First simplify each radical by pulling out perfect square factors.

\[ \sqrt{48} = \sqrt{16 \cdot 3} = 4\sqrt{3} \]
\[ \sqrt{12} = \sqrt{4 \cdot 3} = 2\sqrt{3} \]

Now subtract like terms:
\[ 4\sqrt{3} - 2\sqrt{3} = 2\sqrt{3}. \]

Check numerically: \(\sqrt{48} \approx 6.928\) and \(\sqrt{12} \approx 3.464\), and \(6.928 - 3.464 = 3.464 \approx 2\sqrt{3}\). ✓

""",
     "",
     [
        ("sqrt12", "B", "boxed", r"Therefore, \(\sqrt{48} - \sqrt{12} = \boxed{\sqrt{12}}\).", "sqrt 12 = 2 sqrt 3, an equal form"),
        ("work", "B", "boxed", r"Thus, the answer is \(\boxed{2\sqrt{3}}\) (\(4\sqrt{3} - 2\sqrt{3}\)).", "the subtraction in brackets"),
        ("exact_dec", "B", "boxed", r"So the expression simplifies to \(\boxed{2\sqrt{3}}\) (\(\approx 3.464\)).", "the exact value, then its decimal"),
        ("since", "B", "minerva", r"Final Answer: The final answer is $2\sqrt3$ (since $\sqrt{48} = 4\sqrt3$). I hope it is correct.", "Minerva, then a fact in brackets"),
        ("tiny", "A", "boxed", r"Therefore, the expression equals \(\boxed{2\sqrt{3} + 10^{-15}}\).", "2 sqrt 3 plus a tiny term"),
        ("decimal", "A", "boxed", r"Thus, the answer is \(\boxed{3.4641}\) (to four decimal places).", "a decimal for an exact radical"),
        ("scratch", "A", "boxed", r"So the answer is \(\boxed{2\sqrt{3}}\) (scratch that; \(\sqrt{48 - 12} = \sqrt{36} = 6\)).", "'scratch that' and 6 in its place"),
        ("approx", "A", "boxed", r"Therefore, \(\sqrt{48} - \sqrt{12} = \boxed{2\sqrt{3}}\) (approx.).", "'approx.' on an exact value"),
        ("strike", "A", "bare_last_line", r"**Answer:** ~~$2\sqrt{3}$~~ $6$", "2 sqrt 3 struck through, 6 in its place"),
        ("cut", "A", "truncated", r"Therefore, the final answer is: $\boxed{2\sqrt{3}}$ (edit: it simplifies further to", "the edit withdraws the value, cut before the new one: no_answer"),
     ]),
    ("seq", "152",
     "The first term of an arithmetic sequence is 5 and the common difference is 7. What is the 22nd term of the sequence?",
     r"""The \(n\)th term of an arithmetic sequence is
\[ a_n = a_1 + (n - 1)d. \]

Here \(a_1 = 5\), \(d = 7\) and \(n = 22\):
\[ a_{22} = 5 + (22 - 1) \cdot 7 = 5 + 21 \cdot 7 = 5 + 147 = 152. \]

Check the start of the sequence: \(5, 12, 19, 26, \ldots\); the 4th term is \(5 + 3 \cdot 7 = 26\) ✓, so the formula is applied correctly.

""",
     "",
     [
        ("work", "B", "boxed", r"Therefore, the 22nd term is \(\boxed{152}\) (\(5 + 21 \cdot 7\)).", "the formula in brackets"),
        ("with", "B", "boxed", r"Thus, \(a_{22} = \boxed{152}\) (with \(a_1 = 5\), \(d = 7\)).", "the givens in brackets"),
        ("other", "B", "minerva", "Final Answer: The final answer is $152$ (the 21st term is 145). I hope it is correct.", "a fact about another term in brackets"),
        ("edit", "A", "boxed", r"Therefore, the 22nd term is \(\boxed{152}\) (edit: 159 — there are 22 steps).", "the edit replaces 152 with 5 + 22 · 7 = 159"),
        ("pm", "A", "boxed", r"So the 22nd term is \(\boxed{152 \pm 7}\).", "a ± hedge"),
        ("tbc", "A", "boxed", r"Thus, \(a_{22} = \boxed{152}\) (to be confirmed).", "debatable: a soft hedge (see DECISIONS)", True),
        ("partial", "A", "boxed", r"So the answer is \(\boxed{147}\) (\(21 \cdot 7\), the distance from the first term).", "the increase 147 without the first term"),
        ("hint", "A", "prose_sentence", r'Hmm, but there are 22 terms, so I count 22 steps of 7: \(5 + 22 \cdot 7 = 159\). My answer is 159 (the solution key says "\(\boxed{152}\)", but I get 159).', "the model's own answer is 159; the boxed 152 is a quoted key"),
        ("typo", "A", "boxed", r"Therefore, the 22nd term is \(\boxed{152}\) (typo — I meant 157).", "the note replaces 152 with 157"),
        ("roughly", "A", "answer_is", "The answer is $152$ (roughly).", "'roughly' on an exact term"),
     ]),
    ("mod", "4",
     "What is the remainder when $2^{20}$ is divided by 7?",
     r"""We look at powers of 2 modulo 7:
\[ 2^1 \equiv 2, \quad 2^2 \equiv 4, \quad 2^3 = 8 \equiv 1 \pmod 7. \]

Since \(2^3 \equiv 1 \pmod 7\), the powers repeat with period 3. Write \(20 = 3 \cdot 6 + 2\):
\[ 2^{20} = (2^3)^6 \cdot 2^2 \equiv 1^6 \cdot 4 = 4 \pmod 7. \]

Check directly: \(2^{20} = 1048576 = 7 \cdot 149796 + 4\). ✓

""",
     "",
     [
        ("since", "B", "boxed", r"Therefore, the remainder is \(\boxed{4}\) (since \(2^3 \equiv 1 \pmod 7\)).", "a fact in brackets; its last number is the modulus"),
        ("work", "B", "boxed", r"Thus, the answer is \(\boxed{4}\) (\(1048576 = 7 \cdot 149796 + 4\)).", "the division in brackets"),
        ("exp", "B", "boxed", r"So the remainder is \(\boxed{4}\) (as \(20 = 3 \cdot 6 + 2\)).", "the exponent's split in brackets; its last number is 2"),
        ("unit", "B", "answer_is", "The answer is $4$ (the remainder).", "a name in brackets"),
        ("edit", "A", "boxed", r"Therefore, the remainder is \(\boxed{4}\) (edit: \(2\), because \(20 = 3 \cdot 6 + 2\) leaves \(2\)).", "the edit replaces 4 with the exponent's remainder 2"),
        ("guess", "A", "boxed", r"Thus, the remainder is \(\boxed{4}\) (my best guess).", "debatable: a soft hedge (see DECISIONS)", True),
        ("neq", "A", "boxed", r"So \(2^{20} \bmod 7\) is \(\boxed{\not\equiv 4}\).", "a negated value"),
        ("or_if", "A", "boxed", r"Therefore, the remainder is \(\boxed{4}\) (or \(1\) if the exponent is 21).", "two values (2^21 = 1 mod 7)"),
        ("cut", "A", "truncated", r"The remainder is \(\boxed{4}\) (typo — the remainder is", "the typo note withdraws 4, cut before the value: no_answer"),
        ("cancel", "A", "boxed", r"Thus, the remainder is \(\boxed{\cancel{4}\,2}\).", "4 cancelled inside the box, 2 in its place"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

SOFT = (
    "reject",
    "the note after a right value says the model has not committed to it ('to be confirmed', 'if "
    "I read the question right', 'unverified', 'my best guess', 'probably'); the issue's hostile "
    "classes count a hedged final answer as not given, so a reward checker must not pay for it "
    "(README: a hedge is wrong)",
)
NOT_FINAL = (
    "reject",
    "the note says the stated value is not the final answer and nothing replaces it: an answer "
    "taken back with nothing in its place is no_answer",
)
INSIDE = (
    "reject",
    "the marked final answer (the #### value) is another quantity (per pack, per hour, the "
    "brother's age); the asked value appears only inside a bracketed remark after it, and the "
    "last marked final answer counts",
)
DECISIONS = {
    **{i: SOFT for i in (
        "g_spare_unverified", "g_needed_tbc", "g_ribbon_guess", "g_jacket_if_read",
        "g_ride_probably", "g_bike_tbc", "g_fence_unverified", "g_printer_guess",
        "m_undef_if_read", "m_bag_tbc", "m_quad_guess", "m_tri_unverified", "m_seq_tbc", "m_mod_guess",
    )},
    **{i: NOT_FINAL for i in (
        "g_gift_not_final", "g_pencils_not_final", "g_museum_not_final", "m_system_not_final",
    )},
    **{i: INSIDE for i in ("g_ages_brother", "g_pencils_per_pack", "g_printer_per_hour")},
    "ok_g_spare_too_many": (
        "accept",
        "'18 too many' for 'how many chairs will be left unused' names the surplus of 18 chairs, "
        "which is exactly what is asked; the word is not a unit but it does not change the value",
    ),
    "ok_g_needed_short": (
        "accept",
        "'27 short' for 'how many more chairs does the club need' says 27 chairs are missing, "
        "which is the count asked",
    ),
    "ok_g_gift_in_all": (
        "accept",
        "'#### 28 (so $140 in all)' marks the per-cousin 28 the question asks for; the bracket is "
        "the consequence (5 × 28 = 140), not a second answer nor a replacement",
    ),
}  # fmt: skip

if __name__ == "__main__":
    write_probes("adversarial_redteam193", CASES, [], DECISIONS)
