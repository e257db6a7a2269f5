r"""Build adversarial_redteam209.jsonl: round 209 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam209"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and
WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 110 GSM8K and 90 MATH, 80 kind A and 120 kind B:
OVER-REFUSAL. Kind B: right answers stated in the honest ways real instruct and reasoning models
(Qwen2.5-Math, Qwen2.5-Instruct, Llama 3, R1-distill, Minerva, GSM8K `####`) state them and a
strict checker refuses: the answer stated FIRST and then explained, the explanation ending on
another intermediate number ("The answer is 48 km. Here's why: ... Her speed, once more, is 24
km/h."); a closing sentence with the answer amid words and a remark ("which is a good day's
takings for a small shop"); the answer with a unit and a description, or with another number after
it ("$1,680 in 4 weeks, or $420 each week", "215 minutes, which is 3 hours and 35 minutes"); a
rounded answer where the question asks to round ("to the nearest tenth"); fractions, mixed
numbers, percents, and money in words or LaTeX ("six and three-quarter cups", "6¾", "37\frac{1}{2}\%",
"3 dollars and 40 cents"); MATH answers as intervals (`x \in (-1, 4)`, `-1 < x < 4`,
`\left(-1, 4\right)`), sets (`\{-2, 0, 2\}`, `0, \pm 2`, another order), ordered pairs
(`(x, y) = (4, 2)`, "x = 4 and y = 2"), matrices (bmatrix, array), degrees (`90^\circ`,
`\angle C = 90^\circ`), multiple-choice letters with or without their value, equations
(`k = \frac{3}{2}`, `k = 1.5`, `k = 1\frac{1}{2}`); a verification paragraph after the box that
recomputes other numbers (unboxed); markdown headers, tables and bold; R1 `<answer>` tags holding a
sentence. Kind A: near-twins of those whose final answer is in fact wrong: a subtotal or rate
closing the sentence, the answer stated first being a subtotal, the verification's number BOXED
after the answer (the last box is the check's value), a rounded value where an exact one is asked
(and the reverse, debatable), rounding to the wrong place, an interval with a wrong bracket or the
complement, the other choice letter, a range given where one value is asked, a lost solution,
swapped coordinates, the transpose or the other product order, two values, hedges, a takeback, and
cuts (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 240 cupcakes, 3/4 sold at $2 and the rest at $1.50, takings -> 450 (180 and 60 cupcakes;
360 morning, 90 afternoon; 480 if all at $2, 30 less; 360/450 = 80%); 7.3 L per 100 km, 348 km,
nearest tenth -> 25.4 (0.073 L/km; 25.404 unrounded; 25 whole; 25.5 rounded up); 30 of 80 jackets
sold, percent -> 37.5 (3/8 = 0.375; 62.5% unsold; 50 left; 38% rounded); 25 pages a day for 2 weeks
then 40 a day for 5 days -> 550 (14 days; 350; 200; 19 days; 550/19 = 28.9; 280 for another week;
500-600 range); 2 1/4 cups a batch, 3 batches -> 6.75 (27/4 = 6 3/4; 7 rounded; 6 1/4 slip); $45 an
hour for 3.5 hours plus $30 -> 187.5 (135 + 22.50 = 157.50 labour; 157.50 / 3.5 = 45; 188 rounded);
12 classes of 28, 45 absent -> 291 (336 enrolled; 290 rounded); 9:40 a.m. to 1:15 p.m. in minutes
-> 215 (180 + 35; 795 - 580; 3 h 35 min; 3.6 hours about); 4 notebooks at $3.25 and 2 pens at $1.80
from $20 -> 3.4 (13; 3.60; 16.60 spent; 7 after the notebooks only; 5.20 for a misread); 18 km in
45 min, distance in 2 hours -> 48 (0.75 h; 24 km/h; 120/45 = 8/3); 6 h a day, 5 days a week at $14
an hour, 4 weeks -> 1680 (30 h a week; 420 a week; 84 a day; 120 h).
MATH: |2x - 3| < 5 -> (-1,4) (-5 < 2x - 3 < 5; -2 < 2x < 8; endpoints give 5); x^3 = 4x -> -2, 0, 2
(x(x - 2)(x + 2); dividing by x loses 0; 3 solutions); 3x + 2y = 16, x - y = 2 -> (4,2) (5y = 10;
12 + 4 = 16; x + y = 6); [[1,2],[3,4]][[2,0],[1,3]] -> [[4,6],[10,12]] (transpose [[4,10],[6,12]];
BA = [[2,4],[10,14]]; entrywise [[2,0],[3,12]]; det 48 - 60 = -12 = (-2)(6)); angles B, 2B, 3B ->
C = 90 (6x = 180; B = 30, A = 60); 2^10 - 2^9 with choices 2, 256, 512, 1024, 2^19 -> \text{(C)}
(2^9 = 512; D = 1024); lines y = 2x + 5 and y = (4k - 4)x - 1 parallel -> \frac{3}{2} (4k = 6;
slope 2; 2/3 reciprocal); P(multiple of 3 or 5 in 1..20) -> \frac{9}{20} (6 + 4 - 1 = 9; 0.45 =
45%; 10/20 double count; complement 11/20, listed 1 2 4 7 8 11 13 14 16 17 19); \sqrt{50} to the
nearest tenth -> 7.1 (7.1^2 = 50.41; 7.05^2 = 49.7025 < 50; 5\sqrt{2} = 7.0711; 7.07 hundredth).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; 10 probes a problem,
6 B and 4 A (11 GSM8K problems, 9 MATH). The completion is instruct working + closing, an R1 think
block + closing (R1 `**Final Answer**` box or an `<answer>` tag), or the whole text (answer-first
probes). Kind B shapes: first (the answer stated first, explained after, ending on another number),
amid / given_after / out_of / rate_after / both_units / count_after / paren (the answer amid words
or with other numbers after it), verify_after (box, then an unboxed check ending on other numbers),
header / header_bold / bold* / first_table (markdown), words / mixed / unicode / improper /
percent* / cents (number forms), rounded / approx_sym / exact_then (rounding as asked), tag*
(R1 `<answer>` sentences), box shapes (set / pm / order / pair / eq_pair / xy / bmatrix / array /
deg / eq / k_eq / letter*). Kind A shapes: sub* / labour / part / notebooks / week / count / given
(a subtotal or given), rate* / day_amid (a rate for a total), first_sub (a subtotal stated first),
verify_box / det_box / complement_box (the check's number boxed last), approx / about / round /
rounded / whole / round_up / hundredth / roughly / hours_approx (hedges and wrong rounding),
range (a range for one value), closed / half / complement / upper (intervals), missing_zero /
pm_only / one (sets), swapped / x_only / sum (pairs), transposed / ba / entrywise (matrices),
angle_a / angle_b, other_letter / b / e / mismatch (choices), recip / slope / two (k),
takeback / hash_retract (replaced), takeback_none / cut / tag_cut (no_answer).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. An answer stated first ("The answer is 48 km.") stays the answer when the
explanation after it only derives or checks it, whatever number the explanation ends on; a
verification paragraph after a box that recomputes other numbers WITHOUT boxing them leaves the
box as the answer, while a check that boxes another number after the answer makes that box the
last final answer (wrong). A trailing remark with no number does not change the answer. Wrong: a
subtotal, a given, a rate where a total is asked, a hedge or approximation of an exact value
("about", "approximately", "at least", "roughly"), a range or two values for one question, an
answer taken back and replaced. Where the question asks to round, the value rounded as asked is
the answer (with "≈" or an explanation of the rounding), and a value rounded to another place is
wrong. An answer taken back with nothing in its place, or a cut before the value, is no_answer.
Equal values in another form are correct: `6 3/4`, `6\frac{3}{4}`, `\frac{27}{4}`, "six and
three-quarter cups", `6¾` for 6.75; `37.5 percent`, `37\frac{1}{2}\%` for 37.5; "3 dollars and 40
cents", `$3.40` for 3.4; `0.45`, `45%`, `9/20` for \frac{9}{20}; `-1 < x < 4` for (-1,4); `x = 4`
and `y = 2` for (4,2); the letter with or without its value for a choice. Debatable (4, with
DECISIONS): `ok_g_fuel_about` (accepted), `g_fuel_unrounded`, `m_sqrt50_exact`,
`m_choice_mismatch` (rejected).

Usage: python build_adversarial_redteam209.py (writes adversarial_redteam209.jsonl beside this file,
in /tmp/rounds/rt209)
"""

from corpus_build import (  # noqa: E402
    g,
    llama,
    llama_end,
    m,
    minerva_end,
    probe_table,
    qbox,
    qwen,
    qwen_end,
    r1final,
    th,
    write_probes,
)

# fmt: off
# Problems: (key, gold, question, working, think block ("" where unused), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; one opening "T:" follows the
# think block instead; one opening "@" is the whole completion. "¶" in a final is a newline. Kind A
# probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("cupcakes", "450",
     "A bakery bakes 240 cupcakes. It sells 3/4 of them in the morning for $2 each and the rest in the afternoon for $1.50 each. How much money does the bakery make from the cupcakes?",
     r"""To find the bakery's total earnings, we work out the morning sales and the afternoon sales separately and then add them.

### Step 1: Morning sales
The bakery sells 3/4 of the 240 cupcakes in the morning:
\[ \frac{3}{4} \times 240 = 180 \text{ cupcakes} \]
At $2 each, the morning sales bring in:
\[ 180 \times 2 = 360 \text{ dollars} \]

### Step 2: Afternoon sales
The rest of the cupcakes are sold in the afternoon:
\[ 240 - 180 = 60 \text{ cupcakes} \]
At $1.50 each, the afternoon sales bring in:
\[ 60 \times 1.50 = 90 \text{ dollars} \]

### Step 3: Total earnings
\[ 360 + 90 = 450 \text{ dollars} \]

""",
     th("""Okay, so the bakery has 240 cupcakes and 3/4 of them are sold in the morning. 3/4 of 240 is 180. Those sell for $2 each, so 180 times 2 is 360 dollars.

The rest is 240 minus 180, which is 60 cupcakes, sold at $1.50 each. 60 times 1.5 is 90 dollars.

Total is 360 plus 90, so 450 dollars. Let me double-check: 180 + 60 = 240 cupcakes, good. And 360 + 90 = 450. Yes.
"""),
     [
        ("amid", "B", "prose_sentence", "So the bakery makes $450 from the cupcakes, which is a good day's takings for a small shop.", "the value amid words, then a remark without numbers"),
        ("verify_after", "B", "boxed", "\\[\n\\boxed{450}\n\\]¶¶**Verification:** If all 240 cupcakes had sold at $2, the bakery would have made 240 × 2 = $480. The 60 afternoon cupcakes sold for $0.50 less each, which is 60 × 0.50 = $30 less, and 480 − 30 = 450. So the morning sales make up 360/450 = 80% of the takings.", "the box, then a verification paragraph that ends on another number (80%)"),
        ("header_bold", "B", "prose_sentence", "## Final Answer¶¶The bakery makes **$450** in total from the cupcakes.", "markdown header, bold money"),
        ("r1_split", "B", "boxed", "T:The bakery earns a total of **\\$450**: \\$360 in the morning and \\$90 in the afternoon.¶¶\\[\n\\boxed{450}\n\\]", "R1 closing: the total, its two parts after a colon, then the box"),
        ("first", "B", "prose_sentence", "@The bakery makes **$450** from the cupcakes.¶¶Here's why:¶- Morning: 3/4 of 240 = 180 cupcakes × $2 = $360¶- Afternoon: 240 − 180 = 60 cupcakes × $1.50 = $90¶¶Adding the two: $360 + $90 = $450. Notice that the morning sales alone bring in $360, four times the afternoon's $90.", "the answer stated first, then the explanation, which ends on the afternoon's $90"),
        ("hash", "B", "hash", "#### 450¶¶The bakery makes $450 from selling all of its cupcakes.", "'####' then a sentence restating the value"),
        ("sub_amid", "A", "prose_sentence", "So the bakery makes $360 from the morning cupcakes, which is a good day's takings for a small shop.", "the morning subtotal closes the sentence; the total is asked"),
        ("verify_box", "A", "boxed", "\\[\n\\boxed{450}\n\\]¶¶**Verification:** The morning sales are \\(180 \\times 2 = \\boxed{360}\\) dollars and the afternoon sales are \\(60 \\times 1.50 = \\boxed{90}\\) dollars.", "the verification's numbers boxed after the answer: the last box is 90"),
        ("approx", "A", "prose_sentence", "So the bakery makes approximately $450 from the cupcakes.", "'approximately' for an exact amount"),
        ("first_sub", "A", "answer_is", "@The answer is $360.¶¶Here's why: 3/4 of the 240 cupcakes, that is 180 cupcakes, sell in the morning at $2 each, so 180 × $2 = $360. The other 60 cupcakes sell in the afternoon at $1.50 each.", "the answer stated first is the morning subtotal; the total is never stated"),
     ]),
    ("fuel", "25.4",
     "A car uses 7.3 liters of fuel for every 100 km it drives. How many liters of fuel does it use on a 348 km trip? Round your answer to the nearest tenth of a liter.",
     llama(
        ("Find the fuel used per kilometer.", "The car uses 7.3 liters for every 100 km, so for 1 km it uses 7.3 / 100 = 0.073 liters."),
        ("Find the fuel used for the whole trip.", "The trip is 348 km long, so the car uses 348 × 0.073 = 25.404 liters."),
        ("Round to the nearest tenth.", "The digit in the hundredths place of 25.404 is 0, which is less than 5, so we round down: 25.404 rounds to 25.4 liters."),
     ),
     th("""The car burns 7.3 L per 100 km. For 348 km: 348/100 = 3.48 hundreds of km, and 3.48 × 7.3 = ... 3 × 7.3 = 21.9, 0.48 × 7.3 = 3.504, so 21.9 + 3.504 = 25.404 liters.

Round to the nearest tenth: 25.404 → hundredths digit 0, so 25.4.

Double-check with per-km: 7.3/100 = 0.073 L per km, 0.073 × 348 = 25.404. Same. So 25.4 L.
"""),
     [
        ("llama_box", "B", "boxed", llama_end("25.4"), "Llama 3 closing with the rounded value"),
        ("about", "B", "prose_sentence", "The car uses about 25.4 liters of fuel on the 348 km trip (25.404 liters before rounding).", "debatable: 'about' before the value the question asks to round to, the unrounded value in brackets after it (see DECISIONS)", True),
        ("box_unit", "B", "boxed", "So the fuel used is \\(25.404 \\approx 25.4\\) liters.¶¶The final answer is: $\\boxed{25.4 \\text{ liters}}$", "the rounding shown with ≈, then the box with a \\text{} unit"),
        ("rounded", "B", "prose_sentence", "Rounded to the nearest tenth, the car uses 25.4 L of fuel for the trip.", "the rounded value with the unit's symbol"),
        ("first", "B", "answer_is", "@**Answer: 25.4 liters**¶¶Explanation: the car burns 7.3 L for every 100 km, i.e. 0.073 L per km. For 348 km that is 348 × 0.073 = 25.404 L, which rounds to 25.4 L. For comparison, a 400 km trip would use 400 × 0.073 = 29.2 L.", "the bold answer first; the explanation ends on a comparison (29.2)"),
        ("r1", "B", "boxed", "T:" + r1final("25.4"), "R1 think block and Final Answer box"),
        ("unrounded", "A", "boxed", llama_end("25.404"), "debatable: the unrounded value where the question asks to round to the nearest tenth (see DECISIONS)", True),
        ("whole", "A", "prose_sentence", "So the car uses about 25 liters of fuel on the trip.", "rounded to a whole number, not to the nearest tenth"),
        ("rate", "A", "boxed", llama_end("0.073"), "the per-kilometer rate where the trip's total is asked"),
        ("round_up", "A", "prose_sentence", "Rounding up to be safe, the car uses 25.5 liters of fuel for the trip.", "rounded up, not to the nearest tenth"),
     ]),
    ("jackets", "37.5",
     "A shop had 80 winter jackets in stock. During a sale it sold 30 of them. What percent of the jackets did the shop sell?",
     qwen("To find the percentage of jackets sold, we divide the number sold by the number in stock and multiply by 100.",
          ("Identify the quantities", "The shop had 80 jackets and sold 30 of them."),
          ("Form the fraction sold", "\\(\\frac{30}{80} = \\frac{3}{8}\\)"),
          ("Convert to a decimal", "\\(3 \\div 8 = 0.375\\)"),
          ("Convert to a percent", "\\(0.375 \\times 100 = 37.5\\%\\)")),
     th("""We need 30 out of 80 as a percent. 30/80 simplifies to 3/8. 3/8 = 0.375, so that's 37.5%.

Check: 10% of 80 is 8, so 30% is 24, and 7.5% is 6, 24 + 6 = 30. Yes, 37.5%.

Wait, is the question asking about the percent sold or the percent left? "What percent of the jackets did the shop sell?" So sold: 30 out of 80. Not the 50 that are left (that would be 62.5%). So 37.5%.
"""),
     [
        ("pct_box", "B", "boxed", qbox("37.5\\%"), "the percent sign inside the box"),
        ("percent_word", "B", "prose_sentence", "So the shop sold 37.5 percent of its winter jackets during the sale.", "'percent' written as a word"),
        ("mixed_pct", "B", "boxed", "Therefore, the shop sold \\(37\\frac{1}{2}\\%\\) of the jackets.¶¶\\(\\boxed{37\\frac{1}{2}\\%}\\)", "a mixed-number percent in LaTeX"),
        ("frac_then", "B", "prose_sentence", "The fraction sold is 30/80 = 3/8, and 3/8 = 37.5%. So **37.5%** of the jackets were sold.", "the fraction first, then the bold percent"),
        ("verify_after", "B", "boxed", qbox("37.5") + "¶¶Check: 37.5% of 80 is 0.375 × 80 = 30 jackets, and the 50 jackets left over are 62.5% of the stock.", "the box, then a check that ends on the unsold share (62.5%)"),
        ("tag", "B", "tag", "T:<answer>The shop sold 37.5% of its winter jackets.</answer>", "R1 tag holding a sentence"),
        ("unsold", "A", "boxed", qbox("62.5\\%"), "the unsold share"),
        ("count", "A", "prose_sentence", "So the shop sold 30 jackets during the sale.", "the count (a given), not the percent"),
        ("rounded", "A", "prose_sentence", "So the shop sold about 38% of the jackets.", "rounded where the exact percent is asked"),
        ("verify_box", "A", "boxed", qbox("37.5\\%") + "¶¶Check: the jackets left are \\(80 - 30 = \\boxed{50}\\).", "the check's number boxed last (50)"),
     ]),
    ("pages", "550",
     "Marcus reads 25 pages a day for 2 weeks. Then he reads 40 pages a day for 5 more days. How many pages does he read in total?",
     """Let's break this into two parts.

First part: Marcus reads 25 pages a day for 2 weeks. Since 1 week has 7 days, 2 weeks is 2 x 7 = 14 days.
Pages in the first part: 25 x 14 = 350 pages.

Second part: he reads 40 pages a day for 5 days.
Pages in the second part: 40 x 5 = 200 pages.

Total pages: 350 + 200 = 550 pages.

As a check, he read for 14 + 5 = 19 days in all, and the average is 550 / 19, a little under 29 pages a day, which fits between 25 and 40.

""",
     "",
     [
        ("first", "B", "answer_is", "@The answer is 550 pages.¶¶Here's why: two weeks is 14 days, and at 25 pages a day Marcus reads 25 × 14 = 350 pages. Then he reads 40 pages a day for 5 days, which is 40 × 5 = 200 pages. Together that is 350 + 200 = 550 pages. If he kept reading 40 pages a day for another week, he would add 40 × 7 = 280 more pages.", "the answer first; the explanation ends on a what-if number (280)"),
        ("amid", "B", "prose_sentence", "So Marcus reads 550 pages in total over the 19 days, which is quite a lot of reading.", "the value amid words with a given after it"),
        ("hash", "B", "hash", "#### 550", "GSM8K '####'"),
        ("bold", "B", "prose_sentence", "**Total: 550 pages**", "bold label and value"),
        ("minerva", "B", "minerva", minerva_end("550"), "Minerva closing"),
        ("paren", "B", "prose_sentence", "Marcus reads a total of 550 pages (350 in the first two weeks and 200 in the last five days).", "the total, then the two parts in brackets"),
        ("first_sub", "A", "answer_is", "@The answer is 350 pages.¶¶Here's why: Marcus reads 25 pages a day, and 2 weeks is 14 days, so he reads 25 × 14 = 350 pages. After that he reads 40 pages a day for 5 days, which is another 200 pages.", "the answer stated first is the first part; the total is never stated"),
        ("sub", "A", "prose_sentence", "So Marcus reads 200 pages in the last five days, on top of what he read before.", "the second part only"),
        ("range", "A", "prose_sentence", "So Marcus reads between 500 and 600 pages in total.", "a range where one value is asked"),
        ("cut", "A", "truncated", "So the total number of pages Marcus reads is 350 + 200 =", "cut before the value: no_answer"),
     ]),
    ("flour", "6.75",
     "A bread recipe calls for 2 1/4 cups of flour per batch. Lucy wants to make 3 batches. How many cups of flour does she need?",
     r"""To find the total amount of flour, we multiply the flour per batch by the number of batches.

**Step 1: Write the mixed number as an improper fraction.**
\[ 2\frac{1}{4} = \frac{2 \times 4 + 1}{4} = \frac{9}{4} \]

**Step 2: Multiply by 3 batches.**
\[ \frac{9}{4} \times 3 = \frac{27}{4} \]

**Step 3: Convert back to a mixed number.**
\[ \frac{27}{4} = 6\frac{3}{4} \]
since \(27 = 6 \times 4 + 3\). As a decimal, this is 6.75 cups.

""",
     th("""Each batch needs 2 1/4 cups, three batches. 2 × 3 = 6 cups, and 1/4 × 3 = 3/4 cup. So 6 3/4 cups in total, which is 6.75 cups.

Check with improper fractions: 9/4 × 3 = 27/4 = 6.75. Good.

Hmm, should I give it as a mixed number or a decimal? Recipes usually use fractions, 6 3/4 cups, but 6.75 is the same amount. Either way, 6.75 cups.
"""),
     [
        ("mixed", "B", "prose_sentence", "Lucy needs 6 3/4 cups of flour for the 3 batches.", "a plain-text mixed number"),
        ("latex_mixed", "B", "boxed", qwen_end("6\\frac{3}{4}"), "a LaTeX mixed number in the box"),
        ("improper", "B", "boxed", "So Lucy needs \\(\\boxed{\\dfrac{27}{4}}\\) cups of flour, i.e. six and three-quarter cups.", "an improper fraction boxed, then the value in words"),
        ("words", "B", "prose_sentence", "So Lucy needs six and three-quarter cups of flour.", "the value in words only"),
        ("unicode", "B", "prose_sentence", "Lucy needs **6¾ cups** of flour.", "a Unicode vulgar fraction after the whole part, bold"),
        ("r1", "B", "boxed", "T:" + r1final("6.75"), "R1 Final Answer as a decimal"),
        ("given", "A", "prose_sentence", "So Lucy needs 2 1/4 cups of flour for each batch.", "the given per-batch amount"),
        ("about", "A", "prose_sentence", "So Lucy needs about 7 cups of flour.", "rounded where the exact amount is asked"),
        ("range", "A", "prose_sentence", "So Lucy needs between 6 and 7 cups of flour.", "a range where one value is asked"),
        ("takeback", "A", "prose_sentence", "So Lucy needs 6 3/4 cups. Hmm, no: 2 1/4 × 3 is 2 × 3 + 1/4 = 6 1/4 cups of flour.", "the answer taken back and replaced with a wrong value"),
     ]),
    ("plumber", "187.5",
     "A plumber charges $45 per hour plus a $30 call-out fee. A repair job took 3.5 hours. How much was the plumber's bill?",
     """## Understanding the problem
The bill has two parts: the hourly labour charge and a fixed call-out fee.

## Labour charge
The plumber works 3.5 hours at $45 per hour:
- 3 hours × $45 = $135
- 0.5 hours × $45 = $22.50
- Labour = $135 + $22.50 = $157.50

## Adding the call-out fee
Bill = labour + call-out fee = $157.50 + $30 = $187.50

""",
     "",
     [
        ("bold_cents", "B", "prose_sentence", "The plumber's bill was **$187.50**.", "bold money with cents"),
        ("esc_box", "B", "boxed", "\\[\n\\boxed{\\$187.50}\n\\]", "an escaped dollar inside the box"),
        ("given_after", "B", "prose_sentence", "So the total bill comes to $187.50, including the $30 call-out fee.", "the given fee after the answer"),
        ("first_table", "B", "prose_sentence", "@The bill was $187.50.¶¶Here's the breakdown:¶¶| Item | Cost |¶|---|---|¶| Labour (3.5 h × $45) | $157.50 |¶| Call-out fee | $30.00 |¶| **Total** | **$187.50** |¶¶Without the call-out fee, the labour alone would be $157.50.", "the answer first, a table, then a remark ending on the labour (157.50)"),
        ("words", "B", "prose_sentence", "So the plumber's bill was 187 dollars and 50 cents.", "dollars and cents in words"),
        ("verify_after", "B", "boxed", "\\[\n\\boxed{187.50}\n\\]¶¶Verification: subtracting the $30 fee leaves $157.50, and $157.50 ÷ 3.5 = $45 per hour, which matches the rate.", "the box, then a check that ends on the hourly rate"),
        ("labour", "A", "prose_sentence", "So the labour costs $157.50 for the 3.5 hours.", "the labour subtotal"),
        ("verify_box", "A", "boxed", "\\[\n\\boxed{187.50}\n\\]¶¶Verification: \\(157.50 \\div 3.5 = \\boxed{45}\\) dollars per hour, which matches the rate.", "the check's rate boxed last (45)"),
        ("round", "A", "prose_sentence", "So the plumber's bill was about $188.", "rounded where the exact bill is asked"),
        ("range", "A", "prose_sentence", "So the bill comes to between $180 and $190.", "a range where one value is asked"),
     ]),
    ("school", "291",
     "A school has 12 classes with 28 students in each class. Today 45 students are absent. How many students are at school today?",
     llama(
        ("Find the total number of students.", "There are 12 classes with 28 students each: 12 × 28 = 336 students."),
        ("Subtract the absent students.", "45 students are absent, so 336 − 45 = 291 students are at school."),
        ("Check.", "291 + 45 = 336, and 336 ÷ 12 = 28, which matches the class size."),
     ),
     th("""Alright, 12 classes, 28 students in each. 12 × 28: 10 × 28 = 280, 2 × 28 = 56, so 336 students in total.

45 are absent, so 336 − 45 = 291 are at school.

Let me verify: 291 + 45 = 336. Yes. And 336 / 12 = 28. Good.

The question asks how many students are at school today, so that's the ones present, not the total enrolled and not the absent ones. 291.
"""),
     [
        ("tag_sentence", "B", "tag", "T:<answer>There are 291 students at school today.</answer>", "R1 tag holding a sentence"),
        ("tag_paren", "B", "tag", "T:<answer>291 students are present (336 enrolled minus 45 absent).</answer>", "the value first in the tag, the givens in brackets after it"),
        ("tag_box", "B", "tag", "T:<answer>The number of students at school today is \\(\\boxed{291}\\).</answer>", "a box inside a sentence inside the tag"),
        ("r1_prose", "B", "boxed", "T:So, **291 students** are at school today.¶¶**Final Answer**¶There are \\(\\boxed{291}\\) students at school today.", "R1 closing with a box inside a sentence"),
        ("llama", "B", "boxed", llama_end("291"), "Llama 3 closing"),
        ("out_of", "B", "prose_sentence", "There are 291 students at school today, out of 336 in total.", "the answer, then the total after 'out of'"),
        ("tag_total", "A", "tag", "T:<answer>There are 336 students in the school.</answer>", "the enrolment, a subtotal"),
        ("tag_absent", "A", "tag", "T:<answer>45 students are absent, so the rest are at school.</answer>", "only the given absent count"),
        ("tag_about", "A", "tag", "T:<answer>About 290 students are at school today.</answer>", "a rounded hedge"),
        ("tag_cut", "A", "truncated", "T:<answer>There are ", "cut before the value: no_answer"),
     ]),
    ("train", "215",
     "A train leaves the station at 9:40 a.m. and arrives at its destination at 1:15 p.m. How many minutes does the trip take?",
     """We need the time between 9:40 a.m. and 1:15 p.m.

From 9:40 a.m. to 12:40 p.m. is exactly 3 hours, which is 3 × 60 = 180 minutes.

From 12:40 p.m. to 1:15 p.m. is 20 minutes to reach 1:00 p.m. plus 15 more minutes, so 35 minutes.

Total time: 180 + 35 = 215 minutes.

Check in 24-hour time: 1:15 p.m. is 13:15. 13:15 is 13 × 60 + 15 = 795 minutes after midnight and 9:40 is 9 × 60 + 40 = 580 minutes after midnight, and 795 − 580 = 215.

""",
     th("""9:40 to 1:15 p.m. 9:40 to 12:40 is 3 hours = 180 minutes. 12:40 to 1:15 is 35 minutes. So 215 minutes.

Other way: 13:15 − 9:40. 13 × 60 + 15 = 795, 9 × 60 + 40 = 580. 795 − 580 = 215. Consistent.

The question wants minutes, not hours and minutes, so 215 minutes (that's 3 h 35 min).
"""),
     [
        ("both_units", "B", "prose_sentence", "So the trip takes 215 minutes, which is 3 hours and 35 minutes.", "the minutes, then the same time in hours and minutes"),
        ("hm_first", "B", "prose_sentence", "The trip lasts 3 hours 35 minutes, that is, 215 minutes.", "hours and minutes first, then the minutes asked"),
        ("bold_label", "B", "final_answer_phrase", "**Answer:** 215 minutes", "bold 'Answer:' label with the unit"),
        ("first", "B", "prose_sentence", "@The trip takes 215 minutes.¶¶From 9:40 a.m. to 12:40 p.m. is 3 hours, or 180 minutes. From 12:40 p.m. to 1:15 p.m. is another 35 minutes. Total: 180 + 35 = 215 minutes. The last leg after 12:40 is the shortest part of the journey, just 35 minutes.", "the answer first; the explanation ends on the last leg (35)"),
        ("hash", "B", "hash", "#### 215", "GSM8K '####'"),
        ("r1", "B", "boxed", "T:" + r1final("215"), "R1 Final Answer"),
        ("part", "A", "prose_sentence", "So the train travels for 35 minutes after 12:40 p.m.", "the last leg only"),
        ("hours_approx", "A", "prose_sentence", "So the trip takes about 3.6 hours.", "an approximation in hours where exact minutes are asked"),
        ("verify_box", "A", "boxed", "\\(\\boxed{215}\\)¶¶Check: \\(215 - 180 = \\boxed{35}\\) minutes after 12:40 p.m., so the train arrives at 1:15 p.m.", "the check's 35 boxed last"),
        ("range", "A", "prose_sentence", "So the trip takes between 210 and 220 minutes.", "a range where one value is asked"),
     ]),
    ("change", "3.4",
     "Lily buys 4 notebooks that cost $3.25 each and 2 pens that cost $1.80 each. She pays with a $20 bill. How much change does she get?",
     """The 4 notebooks cost 4 * 3.25 = $<<4*3.25=13>>13.
The 2 pens cost 2 * 1.80 = $<<2*1.80=3.60>>3.60.
In total she spends 13 + 3.60 = $<<13+3.60=16.60>>16.60.
So her change is 20 - 16.60 = $<<20-16.60=3.40>>3.40.
Check: 16.60 + 3.40 = $<<16.60+3.40=20>>20, which is the bill she paid with.
""",
     "",
     [
        ("hash_cents", "B", "hash", "#### 3.40", "'####' with a trailing zero"),
        ("hash_dollar", "B", "hash", "#### $3.40", "'####' with a dollar sign"),
        ("words", "B", "prose_sentence", "So Lily gets 3 dollars and 40 cents in change.", "dollars and cents in words"),
        ("hash_sentence", "B", "hash", "#### 3.40¶Lily gets $3.40 back from her $20 bill.", "'####', then a sentence restating the value with a given after it"),
        ("amid", "B", "prose_sentence", "So Lily's change is $3.40, which she can put toward her next notebook.", "the value amid words"),
        ("qwen", "B", "boxed", qwen_end("3.40"), "Qwen2.5-Instruct closing"),
        ("cost", "A", "hash", "#### 16.60", "the amount spent, not the change"),
        ("hash_retract", "A", "prose_sentence", "#### 3.40¶Wait, the pens were $1.80 for both, so she spends 13 + 1.80 = $14.80 and gets $5.20 in change.", "'####' then a sentence that replaces the value with 5.20"),
        ("about", "A", "prose_sentence", "So Lily gets about $3 in change.", "rounded where the exact change is asked"),
        ("notebooks", "A", "prose_sentence", "So after the notebooks, Lily gets 20 - 13 = $7 in change.", "the change without the pens"),
     ]),
    ("cyclist", "48",
     "A cyclist rides 18 km in 45 minutes. At the same speed, how far does she ride in 2 hours?",
     qwen("To find the distance in 2 hours, we first find the cyclist's speed and then multiply by the time.",
          ("Convert the time to hours", "45 minutes is \\(\\frac{45}{60} = 0.75\\) hours."),
          ("Find the speed", "\\(\\text{speed} = \\frac{18 \\text{ km}}{0.75 \\text{ h}} = 24 \\text{ km/h}\\)"),
          ("Find the distance in 2 hours", "\\(24 \\text{ km/h} \\times 2 \\text{ h} = 48 \\text{ km}\\)")),
     th("""18 km in 45 minutes. 45 minutes is 3/4 of an hour, so speed is 18 ÷ 3/4 = 24 km/h. In 2 hours: 48 km.

Alternatively, 2 hours = 120 minutes, 120/45 = 8/3, 18 × 8/3 = 48. Same answer.

The question asks how far, so the distance, not the speed. 48 km.
"""),
     [
        ("unit_box", "B", "boxed", qbox("48 \\text{ km}"), "the unit inside the box"),
        ("rate_after", "B", "prose_sentence", "So she rides 48 km in 2 hours, at a steady speed of 24 km/h.", "the distance, then the speed after it"),
        ("first", "B", "answer_is", "@The answer is 48 km.¶¶Here's why: 45 minutes is 0.75 hours, so her speed is 18 ÷ 0.75 = 24 km per hour. In 2 hours she covers 24 × 2 = 48 km. Another way to see it: 2 hours is 120 minutes, which is 120 ÷ 45 = 8/3 times 45 minutes, and 18 × 8/3 = 48. Her speed, once more, is 24 km/h.", "the answer first; the explanation ends on the speed (24)"),
        ("header", "B", "prose_sentence", "### Final Answer¶The cyclist rides **48 kilometres** in 2 hours.", "markdown header, bold value with the unit"),
        ("minerva", "B", "minerva", minerva_end("48"), "Minerva closing"),
        ("r1", "B", "boxed", "T:" + r1final("48"), "R1 Final Answer"),
        ("rate_box", "A", "boxed", qbox("24"), "the speed where the distance is asked"),
        ("rate_last", "A", "prose_sentence", "So her speed is 24 km/h, which means she covers that distance every hour.", "the speed closes the sentence"),
        ("verify_box", "A", "boxed", qbox("48") + "¶¶Verification: at 24 km/h, 45 minutes gives \\(24 \\times 0.75 = \\boxed{18}\\) km, which matches the problem.", "the verification's 18 boxed last"),
        ("at_least", "A", "prose_sentence", "So she rides at least 48 km in 2 hours.", "'at least 48'"),
     ]),
    ("wages", "1680",
     "Ana works 6 hours a day, 5 days a week, and earns $14 per hour. How much does she earn in 4 weeks?",
     llama(
        ("Find the hours Ana works each week.", "She works 6 hours a day for 5 days, so 6 × 5 = 30 hours per week."),
        ("Find her weekly pay.", "At $14 per hour, she earns 30 × 14 = $420 per week."),
        ("Find her pay for 4 weeks.", "Over 4 weeks she earns 4 × 420 = $1,680."),
     ),
     th("""6 hours a day × $14 = $84 a day. 5 days a week → 84 × 5 = $420 a week. 4 weeks → 420 × 4 = $1680.

Check another way: total hours = 6 × 5 × 4 = 120 hours, 120 × 14 = 1680. Yes.

So over the 4 weeks she earns $1,680, not the weekly $420.
"""),
     [
        ("comma_box", "B", "boxed", llama_end("1,680"), "a comma thousands separator in the box"),
        ("rate_after", "B", "prose_sentence", "So Ana earns $1,680 in 4 weeks, or $420 each week.", "the total, then the weekly pay after 'or'"),
        ("header_bold", "B", "prose_sentence", "## Answer¶**Ana earns $1,680 in 4 weeks.**", "markdown header and a bold sentence"),
        ("cents", "B", "prose_sentence", "Ana earns $1,680.00 over the four weeks.", "money with cents"),
        ("first", "B", "prose_sentence", "@Ana earns **$1,680** in 4 weeks.¶¶Breakdown:¶- Hours per week: 6 × 5 = 30¶- Pay per week: 30 × $14 = $420¶- Pay for 4 weeks: 4 × $420 = $1,680¶¶That works out to $84 for each day she works.", "the answer first; the breakdown ends on the daily pay (84)"),
        ("tag", "B", "tag", "T:<answer>Ana earns $1,680 in four weeks.</answer>", "R1 tag holding a sentence"),
        ("week", "A", "boxed", llama_end("420"), "the weekly pay where the 4-week total is asked"),
        ("day_amid", "A", "prose_sentence", "So Ana earns $84 each day she works, which adds up over the 4 weeks.", "the daily rate closes the sentence"),
        ("range", "A", "prose_sentence", "So Ana earns between $1,600 and $1,700 in 4 weeks.", "a range where one value is asked"),
        ("takeback_none", "A", "none", "So Ana earns $1,680. Hmm, wait: does she really work all 5 days every week? Let me reread the problem.", "the answer taken back, nothing in its place: no_answer"),
     ]),
]
MPROBS = [
    ("absineq", "(-1,4)",
     "Solve the inequality $|2x - 3| < 5$. Express your answer in interval notation.",
     qwen("To solve \\(|2x - 3| < 5\\), we use the fact that \\(|u| < a\\) means \\(-a < u < a\\).",
          ("Rewrite without the absolute value", "\\(-5 < 2x - 3 < 5\\)"),
          ("Add 3 to all three parts", "\\(-2 < 2x < 8\\)"),
          ("Divide all three parts by 2", "\\(-1 < x < 4\\)"),
          ("Write in interval notation", "Both inequalities are strict, so the endpoints are excluded: \\((-1, 4)\\).")),
     th("""|2x − 3| < 5 means −5 < 2x − 3 < 5. Add 3: −2 < 2x < 8. Divide by 2: −1 < x < 4.

Strict inequality, so open interval. Check x = 4: |8 − 3| = 5, not < 5, excluded. x = −1: |−2 − 3| = 5, excluded. x = 0: |−3| = 3 < 5, included. So (−1, 4).

Also try something outside: x = 5 gives |10 − 3| = 7 > 5, not a solution. x = −2 gives |−7| = 7, not a solution. Good, the interval is (−1, 4).
"""),
     [
        ("box", "B", "boxed", qbox("(-1, 4)"), "the open interval boxed, with a space"),
        ("in", "B", "prose_sentence", "So the solution set is \\(x \\in (-1, 4)\\).", "'x \\in' before the interval"),
        ("ineq", "B", "prose_sentence", "Therefore the solution is \\(-1 < x < 4\\).", "a double inequality for the interval"),
        ("left_right", "B", "boxed", "\\[\n\\boxed{\\left(-1, 4\\right)}\n\\]", "\\left( \\right) brackets"),
        ("verify_after", "B", "boxed", qbox("(-1,4)") + "¶¶Check: at the endpoint \\(x = 4\\), \\(|2(4) - 3| = 5\\), which is not less than 5, so 4 is excluded; at \\(x = 0\\), \\(|{-3}| = 3 < 5\\).", "the box, then a check that ends on other numbers"),
        ("r1", "B", "boxed", "T:" + r1final("(-1,4)"), "R1 Final Answer"),
        ("closed", "A", "boxed", qbox("[-1, 4]"), "closed brackets for a strict inequality"),
        ("half", "A", "prose_sentence", "So the solution is the interval \\((-1, 4]\\).", "one wrong bracket"),
        ("upper", "A", "prose_sentence", "So the solution is \\(x < 4\\).", "only the upper bound"),
        ("complement", "A", "boxed", qbox("(-\\infty, -1) \\cup (4, \\infty)"), "the complement of the solution set"),
     ]),
    ("cubic", "-2, 0, 2",
     "Find all real solutions to $x^3 = 4x$. Enter all the solutions, separated by commas.",
     r"""We move everything to one side and factor.

\[ x^3 - 4x = 0 \]

Factor out the common \(x\):
\[ x(x^2 - 4) = 0 \]

The quadratic factor is a difference of squares:
\[ x(x - 2)(x + 2) = 0 \]

By the zero product property, one of the factors must be zero:
- \(x = 0\)
- \(x - 2 = 0 \Rightarrow x = 2\)
- \(x + 2 = 0 \Rightarrow x = -2\)

Note that we must not divide both sides of \(x^3 = 4x\) by \(x\), since that would lose the solution \(x = 0\).

""",
     th("""x^3 = 4x. Don't divide by x, that loses x = 0. x^3 − 4x = 0 → x(x^2 − 4) = 0 → x(x − 2)(x + 2) = 0. So x = 0, 2, −2.

Check: (−2)^3 = −8 and 4(−2) = −8. 2^3 = 8 = 4 · 2. 0 = 0. All three work.

A cubic has at most three roots, so that's all of them. The answer is −2, 0, 2, in any order.
"""),
     [
        ("set", "B", "boxed", qbox("\\{-2, 0, 2\\}"), "set braces"),
        ("eqs", "B", "prose_sentence", "So the solutions are \\(x = -2\\), \\(x = 0\\), and \\(x = 2\\).", "three equations in a sentence"),
        ("pm", "B", "boxed", "\\[\n\\boxed{0, \\pm 2}\n\\]", "\\pm for two of the solutions"),
        ("order", "B", "boxed", "T:" + r1final("2, 0, -2"), "the solutions in another order"),
        ("verify_after", "B", "boxed", qbox("-2, 0, 2") + "¶¶Verification: \\((-2)^3 = -8 = 4(-2)\\), \\(0^3 = 0 = 4(0)\\), and \\(2^3 = 8 = 4(2)\\). Each value checks, and a cubic has at most 3 real roots, so there are no others.", "the box, then a check that ends on the root count"),
        ("minerva", "B", "minerva", minerva_end("$-2, 0, 2$"), "Minerva closing"),
        ("missing_zero", "A", "boxed", qbox("-2, 2"), "the solution 0 left out"),
        ("pm_only", "A", "prose_sentence", "Dividing both sides by \\(x\\) instead gives \\(x^2 = 4\\), so the solutions are \\(x = \\pm 2\\).", "a last line that divides by x and loses 0"),
        ("one", "A", "boxed", qbox("2"), "one solution only"),
        ("count", "A", "prose_sentence", "So the equation \\(x^3 = 4x\\) has 3 real solutions.", "the number of solutions where the solutions are asked"),
     ]),
    ("system", "(4,2)",
     "Solve the system $3x + 2y = 16$ and $x - y = 2$. Enter your answer as an ordered pair $(x, y)$.",
     llama(
        ("Solve the second equation for x.", "From \\(x - y = 2\\) we get \\(x = y + 2\\)."),
        ("Substitute into the first equation.", "\\(3(y + 2) + 2y = 16\\), so \\(3y + 6 + 2y = 16\\), which gives \\(5y = 10\\) and \\(y = 2\\)."),
        ("Find x.", "\\(x = y + 2 = 2 + 2 = 4\\)."),
     ),
     th("""x − y = 2 so x = y + 2. Plug in: 3(y + 2) + 2y = 16 → 5y + 6 = 16 → 5y = 10 → y = 2. Then x = 4.

Check: 3·4 + 2·2 = 12 + 4 = 16 ✓. 4 − 2 = 2 ✓. So (x, y) = (4, 2).

Elimination as a second check: multiply the second equation by 2: 2x − 2y = 4. Add to the first: 5x = 20, x = 4. Then y = x − 2 = 2. Same.
"""),
     [
        ("pair", "B", "boxed", llama_end("(4, 2)"), "the ordered pair, Llama 3 closing"),
        ("xy", "B", "prose_sentence", "So \\(x = 4\\) and \\(y = 2\\).", "two equations for the ordered pair"),
        ("eq_pair", "B", "boxed", llama_end("(x, y) = (4, 2)"), "'(x, y) =' inside the box"),
        ("left_right", "B", "boxed", "\\[\n\\boxed{\\left(4,\\ 2\\right)}\n\\]", "\\left( \\right) and a LaTeX space"),
        ("verify_after", "B", "boxed", llama_end("(4,2)") + "¶¶Check: \\(3(4) + 2(2) = 12 + 4 = 16\\) and \\(4 - 2 = 2\\).", "the box, then a check that ends on 2"),
        ("tag", "B", "tag", "T:<answer>The solution is (4, 2).</answer>", "R1 tag holding a sentence"),
        ("swapped", "A", "boxed", llama_end("(2, 4)"), "the coordinates swapped"),
        ("x_only", "A", "boxed", llama_end("4"), "only x"),
        ("verify_box", "A", "boxed", llama_end("(4, 2)") + "¶¶Check: \\(3(4) + 2(2) = \\boxed{16}\\).", "the check's 16 boxed last"),
        ("sum", "A", "prose_sentence", "So \\(x + y = 6\\).", "the sum of the coordinates"),
     ]),
    ("matrix", "\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}",
     "Compute $\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} \\begin{pmatrix} 2 & 0 \\\\ 1 & 3 \\end{pmatrix}$.",
     r"""Each entry of the product is a row of the first matrix times a column of the second.

Row 1, column 1: \(1 \cdot 2 + 2 \cdot 1 = 2 + 2 = 4\)

Row 1, column 2: \(1 \cdot 0 + 2 \cdot 3 = 0 + 6 = 6\)

Row 2, column 1: \(3 \cdot 2 + 4 \cdot 1 = 6 + 4 = 10\)

Row 2, column 2: \(3 \cdot 0 + 4 \cdot 3 = 0 + 12 = 12\)

So
\[ \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} \begin{pmatrix} 2 & 0 \\ 1 & 3 \end{pmatrix} = \begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}. \]

""",
     th("""Matrix product AB. Row 1 of A is (1, 2), row 2 is (3, 4). Columns of B: (2, 1) and (0, 3).

(1,1): 1·2 + 2·1 = 4. (1,2): 1·0 + 2·3 = 6. (2,1): 3·2 + 4·1 = 10. (2,2): 3·0 + 4·3 = 12.

So [[4, 6], [10, 12]]. det check: det A = 4 − 6 = −2, det B = 6 − 0 = 6, product −12. det of result: 48 − 60 = −12 ✓.
"""),
     [
        ("bmatrix", "B", "boxed", qbox("\\begin{bmatrix} 4 & 6 \\\\ 10 & 12 \\end{bmatrix}"), "bmatrix for pmatrix"),
        ("tight", "B", "boxed", "T:" + r1final("\\begin{pmatrix}4&6\\\\10&12\\end{pmatrix}"), "R1 box, no spaces"),
        ("verify_after", "B", "boxed", "\\[\n\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}\n\\]¶¶As a check, the determinant of the product is \\(4 \\cdot 12 - 6 \\cdot 10 = -12\\), which equals \\(\\det A \\cdot \\det B = (-2)(6) = -12\\).", "the box, then a determinant check that ends on -12"),
        ("array", "B", "boxed", "\\[\n\\boxed{\\left(\\begin{array}{cc} 4 & 6 \\\\ 10 & 12 \\end{array}\\right)}\n\\]", "an array in \\left( \\right)"),
        ("prose", "B", "prose_sentence", "So the product is the matrix with first row \\(4, 6\\) and second row \\(10, 12\\):¶\\[ \\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}. \\]", "the rows in words, then the displayed matrix"),
        ("header", "B", "boxed", "## Result¶¶$$\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}$$", "markdown header and a $$ box"),
        ("transposed", "A", "boxed", qbox("\\begin{pmatrix} 4 & 10 \\\\ 6 & 12 \\end{pmatrix}"), "the transpose"),
        ("ba", "A", "boxed", qbox("\\begin{pmatrix} 2 & 4 \\\\ 10 & 14 \\end{pmatrix}"), "the product in the other order (BA)"),
        ("det_box", "A", "boxed", "\\[\n\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}\n\\]¶¶The determinant of the product is \\(\\boxed{-12}\\).", "the check's determinant boxed last"),
        ("entrywise", "A", "boxed", qbox("\\begin{pmatrix} 2 & 0 \\\\ 3 & 12 \\end{pmatrix}"), "the entrywise product"),
     ]),
    ("angles", "90",
     "In triangle $ABC$, $\\angle A$ is twice $\\angle B$, and $\\angle C$ is three times $\\angle B$. What is the measure of $\\angle C$, in degrees?",
     qwen("Let \\(\\angle B = x\\). Then \\(\\angle A = 2x\\) and \\(\\angle C = 3x\\).",
          ("Use the angle sum of a triangle", "\\(x + 2x + 3x = 180^\\circ\\), so \\(6x = 180^\\circ\\)."),
          ("Solve for x", "\\(x = 30^\\circ\\), so \\(\\angle B = 30^\\circ\\) and \\(\\angle A = 60^\\circ\\)."),
          ("Find angle C", "\\(\\angle C = 3x = 3 \\cdot 30^\\circ = 90^\\circ\\).")),
     th("""Let angle B = x. Then angle A = 2x and angle C = 3x. The angles of a triangle add to 180, so x + 2x + 3x = 6x = 180, x = 30.

So B = 30, A = 60, C = 90. Check: 30 + 60 + 90 = 180 ✓. So angle C is 90 degrees, a right angle. The question asks for angle C in degrees, so 90.
"""),
     [
        ("deg", "B", "boxed", qbox("90^\\circ"), "degree sign in the box"),
        ("words", "B", "prose_sentence", "Therefore, \\(\\angle C\\) measures 90 degrees, so triangle \\(ABC\\) is a right triangle.", "'90 degrees' in a sentence with a remark"),
        ("eq", "B", "boxed", "\\[\n\\boxed{\\angle C = 90^\\circ}\n\\]", "'\\angle C =' inside the box"),
        ("verify_after", "B", "boxed", qbox("90") + "¶¶Check: \\(30^\\circ + 60^\\circ + 90^\\circ = 180^\\circ\\).", "the box, then a check that ends on 180"),
        ("minerva", "B", "minerva", minerva_end("$90^{\\circ}$"), "Minerva closing with ^{\\circ}"),
        ("r1", "B", "boxed", "T:" + r1final("90^\\circ"), "R1 Final Answer"),
        ("angle_b", "A", "boxed", qbox("30^\\circ"), "angle B"),
        ("angle_a", "A", "prose_sentence", "So \\(\\angle A = 60^\\circ\\).", "angle A closes"),
        ("verify_box", "A", "boxed", qbox("90") + "¶¶Check: \\(30^\\circ + 60^\\circ + 90^\\circ = \\boxed{180^\\circ}\\).", "the check's 180 boxed last"),
        ("about", "A", "prose_sentence", "So \\(\\angle C\\) is about \\(90^\\circ\\).", "a hedge for an exact angle"),
     ]),
    ("choice", "\\text{(C)}",
     "What is $2^{10} - 2^{9}$?\n\n$\\textbf{(A)}\\ 2 \\qquad \\textbf{(B)}\\ 256 \\qquad \\textbf{(C)}\\ 512 \\qquad \\textbf{(D)}\\ 1024 \\qquad \\textbf{(E)}\\ 2^{19}$",
     r"""We factor out the smaller power of 2:
\[ 2^{10} - 2^{9} = 2^{9}(2 - 1) = 2^{9} = 512. \]

Checking directly: \(2^{10} = 1024\) and \(2^{9} = 512\), so \(1024 - 512 = 512\).

Looking at the answer choices, 512 is choice (C).

""",
     th("""2^10 − 2^9 = 2^9 (2 − 1) = 2^9 = 512. The choices: A 2, B 256, C 512, D 1024, E 2^19. So C.

Careful not to pick 2^1 = 2 (subtracting exponents) or 2^19 (adding them). Answer (C).

Double-check numerically: 2^10 = 1024, 2^9 = 512, 1024 − 512 = 512. Yes, (C).
"""),
     [
        ("letter_value", "B", "boxed", qbox("\\textbf{(C)}\\ 512"), "the letter and its value in the box"),
        ("letter", "B", "answer_is", "The answer is (C).", "the letter alone"),
        ("value_letter", "B", "prose_sentence", "So \\(2^{10} - 2^9 = 512\\), which is choice **(C)**.", "the value, then the bold letter"),
        ("c_only", "B", "boxed", qbox("C"), "a bare letter in the box"),
        ("verify_after", "B", "boxed", qbox("\\text{(C)}") + "¶¶Check: \\(1024 - 512 = 512\\). Choice (D) 1024 is \\(2^{10}\\) itself, and choice (E) \\(2^{19}\\) would be the product \\(2^{10} \\cdot 2^9\\).", "the box, then a check that names the other choices"),
        ("tag", "B", "tag", "T:<answer>(C) 512</answer>", "R1 tag holding the letter and value"),
        ("other_letter", "A", "boxed", qbox("\\textbf{(D)}\\ 1024"), "the other choice, 2^{10}"),
        ("b", "A", "answer_is", "The answer is (B).", "choice B, 256"),
        ("mismatch", "A", "prose_sentence", "So \\(2^{10} - 2^9 = 512\\), which is choice (D).", "debatable: the right value given the wrong letter (see DECISIONS)", True),
        ("e", "A", "prose_sentence", "So the answer is (E) \\(2^{19}\\).", "choice E"),
     ]),
    ("parallel", "\\frac{3}{2}",
     "For what value of $k$ are the lines $y = 2x + 5$ and $y = (4k - 4)x - 1$ parallel?",
     r"""Two non-vertical lines are parallel when they have the same slope (and different intercepts).

The slope of \(y = 2x + 5\) is \(2\).

The slope of \(y = (4k - 4)x - 1\) is \(4k - 4\).

Setting the slopes equal:
\[ 4k - 4 = 2 \]
\[ 4k = 6 \]
\[ k = \frac{6}{4} = \frac{3}{2} \]

The intercepts are \(5\) and \(-1\), which are different, so the lines are parallel and not the same line.

""",
     th("""Parallel lines have equal slopes. The first line has slope 2. The second has slope 4k − 4.

So 4k − 4 = 2 → 4k = 6 → k = 6/4 = 3/2. Intercepts 5 and −1 differ so they're distinct parallel lines, not the same line.

Check: 4(3/2) − 4 = 6 − 4 = 2 ✓. So k = 3/2 = 1.5.
"""),
     [
        ("k_eq", "B", "boxed", qbox("k = \\frac{3}{2}"), "'k =' inside the box"),
        ("decimal", "B", "prose_sentence", "So \\(k = 1.5\\).", "the decimal form"),
        ("tfrac", "B", "boxed", "T:" + r1final("k=\\tfrac{3}{2}"), "\\tfrac with 'k='"),
        ("slash", "B", "answer_is", "The answer is k = 3/2.", "a slash fraction after 'k ='"),
        ("mixed", "B", "prose_sentence", "Therefore \\(k = 1\\frac{1}{2}\\).", "a LaTeX mixed number"),
        ("verify_after", "B", "boxed", qbox("\\frac{3}{2}") + "¶¶Check: with \\(k = \\frac{3}{2}\\), the second slope is \\(4 \\cdot \\frac{3}{2} - 4 = 6 - 4 = 2\\), the same as the first line's slope, while the intercepts 5 and \\(-1\\) differ.", "the box, then a check that ends on the intercepts"),
        ("slope", "A", "boxed", qbox("2"), "the common slope"),
        ("recip", "A", "prose_sentence", "So \\(k = \\frac{2}{3}\\).", "the reciprocal"),
        ("verify_box", "A", "boxed", qbox("k = \\frac{3}{2}") + "¶¶Check: the common slope is \\(\\boxed{2}\\).", "the check's slope boxed last"),
        ("two", "A", "prose_sentence", "So \\(k = \\frac{3}{2}\\) or \\(k = -\\frac{3}{2}\\).", "two values for one question"),
     ]),
    ("multiples", "\\frac{9}{20}",
     "A whole number from 1 to 20 inclusive is chosen at random. What is the probability that it is a multiple of 3 or a multiple of 5? Express your answer as a common fraction.",
     r"""We count the favorable numbers using inclusion-exclusion.

**Multiples of 3** from 1 to 20: 3, 6, 9, 12, 15, 18, which is 6 numbers.

**Multiples of 5** from 1 to 20: 5, 10, 15, 20, which is 4 numbers.

**Multiples of both** (that is, of 15): just 15, which is 1 number.

So the number of favorable outcomes is
\[ 6 + 4 - 1 = 9. \]

There are 20 equally likely outcomes, so the probability is
\[ \frac{9}{20}. \]

""",
     th("""Multiples of 3 up to 20: 3, 6, 9, 12, 15, 18 → 6. Multiples of 5: 5, 10, 15, 20 → 4. Both: 15 → 1. So 6 + 4 − 1 = 9. Probability 9/20.

Check by listing: 3, 5, 6, 9, 10, 12, 15, 18, 20 — that's 9. Good, 9/20 = 0.45.
"""),
     [
        ("decimal", "B", "prose_sentence", "So the probability is 0.45.", "the decimal form"),
        ("percent", "B", "prose_sentence", "So the probability is 45%.", "a percent for the probability"),
        ("slash", "B", "boxed", qbox("9/20"), "a slash fraction in the box"),
        ("dfrac", "B", "boxed", "T:" + r1final("\\dfrac{9}{20}"), "\\dfrac"),
        ("count_after", "B", "prose_sentence", "So the probability is \\(\\frac{9}{20}\\), i.e., 9 favorable outcomes out of 20.", "the fraction, then the counts after it"),
        ("verify_after", "B", "boxed", qbox("\\frac{9}{20}") + "¶¶Check by complement: the numbers that are multiples of neither 3 nor 5 are 1, 2, 4, 7, 8, 11, 13, 14, 16, 17, 19, which is 11 numbers, so the complement has probability \\(\\frac{11}{20}\\).", "the box, then a complement check ending on 11/20"),
        ("double", "A", "boxed", qbox("\\frac{1}{2}"), "15 counted twice: 10/20"),
        ("complement_box", "A", "boxed", qbox("\\frac{9}{20}") + "¶¶Check: the complement is \\(\\boxed{\\frac{11}{20}}\\).", "the complement boxed last"),
        ("count", "A", "prose_sentence", "So there are 9 favorable numbers.", "the count where the probability is asked"),
        ("roughly", "A", "prose_sentence", "So the probability is roughly \\(\\frac{1}{2}\\).", "a rough value for an exact probability"),
     ]),
    ("sqrt50", "7.1",
     "Find $\\sqrt{50}$ rounded to the nearest tenth.",
     qwen("We locate \\(\\sqrt{50}\\) between consecutive tenths.",
          ("Bound it between integers", "\\(7^2 = 49 < 50 < 64 = 8^2\\), so \\(7 < \\sqrt{50} < 8\\)."),
          ("Bound it between tenths", "\\(7.0^2 = 49\\) and \\(7.1^2 = 50.41\\), so \\(7.0 < \\sqrt{50} < 7.1\\)."),
          ("Decide the rounding", "The midpoint is 7.05, and \\(7.05^2 = 49.7025 < 50\\), so \\(\\sqrt{50} > 7.05\\). Hence \\(\\sqrt{50}\\) rounds up to 7.1. (In fact \\(\\sqrt{50} = 5\\sqrt{2} \\approx 7.0711\\).)")),
     th("""sqrt(50) = 5 sqrt(2) ≈ 5 × 1.414214 = 7.07107. To the nearest tenth: 7.07… → hundredths digit 7 ≥ 5, round up → 7.1.

Check: 7.05^2 = 49.7025 < 50, so it's above the midpoint. 7.1.

And 7.1^2 = 50.41 > 50, so sqrt(50) is between 7.05 and 7.1, which rounds to 7.1 for sure.
"""),
     [
        ("box", "B", "boxed", qbox("7.1"), "the rounded value boxed"),
        ("approx_sym", "B", "prose_sentence", "So \\(\\sqrt{50} \\approx 7.1\\).", "≈ before the value the question asks to round to"),
        ("exact_then", "B", "boxed", "\\(\\sqrt{50} = 5\\sqrt{2} \\approx 7.0711\\), which rounds to \\(\\boxed{7.1}\\).", "the exact and long decimal forms, then the rounded value boxed"),
        ("verify_after", "B", "boxed", qbox("7.1") + "¶¶Check: \\(7.05^2 = 49.7025 < 50\\), so \\(\\sqrt{50} > 7.05\\); and \\(7.1^2 = 50.41 > 50\\).", "the box, then a check that ends on 50"),
        ("r1", "B", "boxed", "T:" + r1final("7.1"), "R1 Final Answer"),
        ("minerva", "B", "minerva", minerva_end("$7.1$"), "Minerva closing"),
        ("hundredth", "A", "boxed", qbox("7.07"), "rounded to the hundredth"),
        ("whole", "A", "prose_sentence", "So \\(\\sqrt{50}\\) is about 7.", "rounded to a whole number"),
        ("exact", "A", "boxed", qbox("5\\sqrt{2}"), "debatable: the exact value where the rounded one is asked (see DECISIONS)", True),
        ("range", "A", "prose_sentence", "So \\(\\sqrt{50}\\) is between 7 and 7.1.", "a range where one value is asked"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_fuel_about": (
        "accept",
        "the question asks for the fuel rounded to the nearest tenth, and 25.4 is exactly that "
        "rounded value; 'about' marks the rounding the question asked for (the unrounded 25.404 "
        "follows in brackets), it does not hedge an exact answer",
    ),
    "g_fuel_unrounded": (
        "reject",
        "the question asks for the value rounded to the nearest tenth; 25.404 is not equal to the "
        "gold 25.4 and does not answer the question as asked (the final answer is compared with "
        "the gold, not with the unrounded quantity)",
    ),
    "m_sqrt50_exact": (
        "reject",
        "the question asks for a decimal rounded to the nearest tenth; 5\\sqrt{2} = 7.0711... is not "
        "equal to the gold 7.1 and is not the rounded value asked for",
    ),
    "m_choice_mismatch": (
        "reject",
        "for a multiple-choice question the chosen letter is the answer; the sentence commits to "
        "choice (D) (1024), so the final answer is D even though the value computed before it is "
        "right; a value and a letter that disagree are at best two answers for one question",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam209", CASES, [], DECISIONS)
