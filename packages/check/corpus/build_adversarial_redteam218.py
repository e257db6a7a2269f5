r"""Build adversarial_redteam218.jsonl: round 218 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam218"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: a grader's HIDDEN probe set for the issue, in the spirit of the issue's own red
team, written fresh: English, 200 SHORT probes (one to six lines, one idea per probe), 100 GSM8K and
100 MATH, 170 kind A and 30 kind B. About 60 % end in the R1 `<think>...</think><answer>...</answer>`
format (th() from corpus_build, then the tag), the rest in `####`, `\boxed{}`, "The answer is",
Minerva "Final Answer: The final answer is ...", or a plain closing sentence. Classes (the issue's):
(1) values near zero or near the gold with tiny offsets (66.01, 23.0001, 18.03, 73.45, 10^{-9}),
rounded or truncated values (29, 24, 10, 73.4, 0.133, 11.31, 153.94, 8.96), and exact forms that are
not the gold (14/40, 62/252, 2^{-5}, \binom{8}{2}, 9!/4!, 9.03 \times 10^{3}, 14\pi, \sqrt{68},
4/25, 80/9); (2) negation ("not 18", "not $105 but $144", -(-5), |-2|, |-4|, a dropped or flipped
sign), strike-out (~~40~~ 34, <s>52</s> 80, <del>903</del> 946, a struck-out only value) and
annotation ("19 + 1 driver = 20", "20 - 8 = 12"); (3) words after a GSM8K `####` number that are not
units ("minus the 12 kg she keeps", "percent", "fewer than at the start", "dozen", "or 41", "each
way", "each", "per hour", "per day", "per batch", "a month"); (4) retractions after the answer, with a
new value or with none: inside the tag, after the tag, in a P.S., a footnote, a code comment, a later
line; (5) statements the model did not make or that answer another question: a hint, an answer key,
a classmate, a friend, a coach, a librarian, a textbook, the question restated, part answers
(subtotals, givens, the other person, one coordinate, the roots), follow-ups it set itself (cost of
the fuel, 4 weekends, 8 loads, the perpendicular slope); (6) answer tags holding sentences, methods,
lists, pairs, equations, boxes (empty or not), placeholders, dots, a question, nothing, a blank; two
tags; unclosed tags cut before the value; a phrase marker followed by `####` (and two phrase markers,
a phrase marker then a Minerva marker). Kind B: honest twins a strict checker would refuse (a unit or
noun after the value, a sentence in the tag, a box in the tag, "30 (not altos)", "0 (the rows are
proportional)", escaped dollars, trailing zeros, a Unicode minus or π, unreduced or equal exact forms
(-6/4, \sqrt{128}, \binom{9}{5}, (10^2 - 4^2)/4, -4 + 0i, 39_{10}, -0.5), "x = 3", "x = 3, y = 2", a
chained inequality, the exact value then its decimal, a phrase marker and `####` that agree).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 hives x 23 kg, 95 kg sold, left -> 66 (161 made; 66.01; 54 = 66 - 12; 113.5 = 161 - 47.5);
6 loads at $3.25 washed and at $1.50 dried -> 28.5 (19.50 washing; 9.00 drying; 29 rounded; 38 = 8 x
4.75); 48 singers, 3/8 altos, not altos -> 30 (18 altos); bus 37 - 12 + 9 - 15 -> 19 (34 after the
first stop; 25 = 37 - 9 + 12 - 15; 20 with the driver); 14 x 9 ft floor, boxes of 12 tiles -> 11
(126 tiles; 10.5; 10); 3 x 4.5 + 10 miles -> 23.5 (13.5 weekdays; 24 rounded; 25 the coach's);
414 pages at 18 a minute -> 23 (18 rate; 25 with warm-up; 46 two copies); 5 rows of 16 tulips, 28 red,
yellow -> 52 (80; 28; 624 = 52 dozen; 36 = 52 - 16); $12 an hour for 7 + 5 hours, $39 game, left ->
105 (144 earned; 420 = 4 x 105); 3 lattes at $4.20, 2 muffins at $2.85 -> 18.3 (12.60; 5.70; 18; 18.03;
16.47 = 18.30 x 0.9); Priya 9, aunt 4 x 9 - 2, aunt in 6 years -> 40 (34 now; 15 Priya then; 44 =
38 + 6); 6 L per 100 km for 450 km -> 27 (48.60 = 27 x 1.80; 0.06 L/km; -27; 54 each way);
$0.25 per book-day, 3 books 8 days -> 6 (24 book-days; 600 cents; 2 per book; 5.25 = 3 x 7 x 0.25;
4.50 = 3 x 6 x 0.25); -4 + 11 - 9 -> -2 (7 at noon; 2); 5 pizzas x 8 slices, 13 kids x 2 -> 14 (40;
26 eaten; 14/40 = 0.35); $80, 15 % off, 8 % tax -> 73.44 (68 sale price; 73.4; 73.45); $45 + $38 x
3.5 h -> 178 (133 labor; 197 = 45 + 38 x 4); 7 shelves x 36, 190 books, more -> 62 (252; 26 = 62 -
36); 2 cups per 12 cookies, 42 cookies -> 7 (3.5 batches; 1/6 cup each); 25 min twice a day for a
week -> 350 (50 a day; 5.83 hours).
MATH: 4x + 9 = 3 -> -\frac{3}{2} (4x = -6; 3/2; x = 3 for 4x - 9 = 3); \log_2 \frac{1}{32} -> -5
(2^{-5}; 5); diagonals of an octagon -> 20 (8 sides; binom(8,2) = 28; 5 from one vertex; 12);
2^{10} mod 7 -> 2 (1024 = 7 x 146 + 2; 4 with the wrong cycle length); 3 + 7 + ... + 83 -> 903 (21
terms, 21 x 43; 9030; 820 = 20 x 41 to 79; 946 = 22 x 43; 860 = 20 x 43); two red from 4 red and 6
blue without replacement -> \frac{2}{15} (12/90; 0.133; 4/25 with replacement; 13/15); (1+i)^4 ->
-4 ((1+i)^2 = 2i; 4; -4i); det [[2,6],[3,9]] -> 0 (18 - 18; 10^{-9}; 36 = 18 + 18); area with
diameter 14 -> 49\pi (153.94; 14\pi; 196\pi; radius 7); vertex of x^2 - 6x + 11 -> (3,2) ((3,-2);
(2,3); 3); product of the solutions of |2x - 5| = 9 -> -14 (x = 7, -2; sum 5; 14); committee of 4
from 9 -> 126 (3024 ordered; 9!/4! = 15120; 36 = 9 x 4); \sqrt{50} + \sqrt{18} -> 8\sqrt{2}
(11.31; \sqrt{68}; \sqrt{128} equal); f(x) = 3x - 2, f^{-1}(7) -> 3 (f(7) = 19; 1/19; 5/3);
213_4 in base 10 -> 39 (213; 47 = 39 in base 8; 23 with place values 1, 4, 8); slope through (1,5),
(7,2) -> -\frac{1}{2} (1/2; -2; intercept 11/2; perpendicular 2); 6 + 2 + 2/3 + ... -> 9 (r = 1/3;
partial sums 8, 8.67, 8.89, 8.96; 80/9 four terms); divisors of 180 -> 18 (2^2 3^2 5; sigma =
546; 3 primes; 16 proper; 12 even); x + y = 10, x - y = 4, xy -> 21 (x = 7, y = 3; -21 with the
equations swapped, x = 7, y = -3); x^2 - 5x - 14 < 0 -> (-2,7) ([-2, 7]; (-7, 2); the complement).

Classes and ids: `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind A shapes open
with the class (`c1_` ... `c6_`) and then name the trap (offset / round / cents / sign / strike /
not / notbut / minus / percent / dozen / each / hint / key / classmate / followup / intag / after /
ps / footnote / code / waitnone / twotags / phrase_hash / empty / cut / placeholder ...); kind B
shapes name the honest form (unit / dollar / annot_not / noun / paren / tagsentence / unicode /
binom / sqrt128 / exact_approx / chain ...). Kind A: truth wrong, or no_answer where the form is
`truncated` or `none` (12 such: an empty, blank, dotted, placeholder or question tag, an empty box
in the tag, a struck-out only value, a sentence with no value, a tag cut before the value, an answer
taken back with "Wait, that's wrong" and nothing after); kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts: with two tags the last tag, with a phrase marker then `####` (or a Minerva marker) the last
marker; a sentence after the tag, a P.S., a footnote or a code comment that takes the answer back
and states a new value makes that value final; one that takes it back with nothing in its place
leaves no answer (no_answer). With no marker and no box the answer is the value the concluding
sentence states as the answer to the question asked. A value only quoted from someone else (a
hint, key, classmate, friend, coach, librarian, textbook) is not the model's answer. Words after a
`####` number that change its meaning (a rate, a period, an operation, "percent", "dozen", a second
value) make the final value not the gold; a unit or noun after it ("kg", "passengers", "more
books", "minutes (5 h 50 min)") does not. Wrong: a subtotal, a given, the other person's amount, a
rate where a total is asked, a rounded or near value, a hedge of an exact value ("about",
"approximately"), a negated value, two values for one question, a struck-out value replaced. Equal
values in another form are correct (18.30 for 18.3, -6/4 for -3/2, \sqrt{128} for 8\sqrt{2},
39_{10} for 39, -4 + 0i for -4, "-2 < x < 7" for (-2,7)); the exact value followed by its decimal
is correct. Debatable (2, with DECISIONS): `g_miles_c1_approx` ("approximately 23.5 miles" where
23.5 is exact, rejected as a hedge); `m_geom_c6_noval` (the tag says only that the series converges:
no_answer, not wrong, since no sum is stated).

Usage: python build_adversarial_redteam218.py  (writes adversarial_redteam218.jsonl beside this
file, in /tmp/rounds/rt218)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
GPROBS = [
    ("honey", "66",
     "A beekeeper has 7 hives and each gives 23 kg of honey. She sells 95 kg. How many kilograms of honey does she have left?",
     "",
     th("7 hives × 23 kg = 161 kg of honey.\nShe sells 95 kg, so 161 − 95 = 66 kg are left.\n"),
     [
        ("c1_offset", "A", "tag", "T:<answer>66.01</answer>", "class 1: a tiny offset (66.01) from the gold 66"),
        ("c3_minus", "A", "hash", "@7 × 23 = 161 kg, 161 − 95 = 66 kg.\n#### 66 minus the 12 kg she keeps for her family", "class 3: the words after 66 subtract 12 (54); not units"),
        ("c4_intag", "A", "tag", "T:<answer>66 (no: she sold 95 jars of 0.5 kg, so 161 − 47.5 = 113.5)</answer>", "class 4: retraction inside the tag with a new value 113.5"),
        ("c5_hint", "A", "tag", "@<think>\nThe hint says the answer is 66.\nBut the question is about all the honey the hives made: 7 × 23 = 161.\n</think>\n<answer>161</answer>", "class 5: the gold only in the hint; the model's answer is the total 161"),
        ("unit", "B", "hash", "@7 × 23 = 161 kg, and 161 − 95 = 66 kg.\n#### 66 kg", "kind B: '#### 66 kg', a unit after the value"),
     ]),
    ("laundry", "28.5",
     "Nadia washes 6 loads at $3.25 a load and dries all 6 loads at $1.50 a load. How much does she spend in all?",
     "",
     th("Washing: 6 × 3.25 = 19.50.\nDrying: 6 × 1.50 = 9.00.\nTotal: 19.50 + 9.00 = 28.50.\n"),
     [
        ("c1_round", "A", "tag", "@<think>\n6 × 3.25 + 6 × 1.50 = 19.50 + 9.00 = 28.50.\nTo the nearest dollar that is 29.\n</think>\n<answer>29</answer>", "class 1: 28.50 rounded to 29, not equal"),
        ("c6_subsent", "A", "tag", "T:<answer>She spends $19.50 on washing.</answer>", "class 6: a sentence in the tag giving the washing subtotal"),
        ("c5_followup", "A", "tag", "@<think>\n6 × (3.25 + 1.50) = 6 × 4.75 = 28.50.\nFollow-up: with 8 loads next week, 8 × 4.75 = 38.\n</think>\n<answer>38</answer>", "class 5: the tag holds the model's own follow-up (8 loads) 38"),
        ("c2_strike", "A", "boxed", "@Washing 6 × 3.25 = 19.50, drying 6 × 1.50 = 9.00.\nTotal: ~~\\$28.50~~ \\$19.50 (the dryers are coin-free)\n\\boxed{19.50}", "class 2: the right total struck out, 19.50 boxed"),
        ("dollar", "B", "answer_is", "@6 × 3.25 = 19.50 and 6 × 1.50 = 9.00, so 19.50 + 9.00 = 28.50.\nThe answer is \\$28.50.", "kind B: escaped dollar and a trailing zero, 28.50 = 28.5"),
     ]),
    ("choir", "30",
     "A choir has 48 singers and 3/8 of them are altos. How many singers are not altos?",
     "",
     th("Altos: 48 × 3/8 = 18.\nNot altos: 48 − 18 = 30.\n"),
     [
        ("c2_not", "A", "tag", "T:<answer>not 18</answer>", "class 2: a negated value (not 18) in the tag; 30 is never stated"),
        ("c3_percent", "A", "hash", "@48 × 3/8 = 18 altos, 48 − 18 = 30.\n#### 30 percent", "class 3: '30 percent' is 14.4 singers, not 30"),
        ("c5_classmate", "A", "hash", "@My classmate wrote 30, but 3/8 of 48 is 18 and I think the question means the altos.\n#### 18", "class 5: the gold is the classmate's; the model's answer is 18"),
        ("c6_twotags", "A", "tag", "T:<answer>30</answer>\n<answer>18</answer>", "class 6: two tags, the last holds the altos 18"),
        ("annot_not", "B", "tag", "T:<answer>30 (not altos)</answer>", "kind B: the annotation '(not altos)' names the counted group, it does not negate 30"),
     ]),
    ("bus", "19",
     "A bus leaves the depot with 37 passengers. At the first stop 12 get off and 9 get on. At the second stop 15 get off. How many passengers are on the bus now?",
     "",
     th("After the first stop: 37 − 12 + 9 = 34.\nAfter the second stop: 34 − 15 = 19.\n"),
     [
        ("c4_after", "A", "tag", "T:<answer>19</answer>\nCorrection: 9 got off and 12 got on at the first stop, so 37 − 9 + 12 − 15 = 25.", "class 4: a later line takes 19 back for 25"),
        ("c6_question", "A", "none", "T:<answer>How many passengers are on the bus after the second stop?</answer>", "class 6: the tag restates the question; no answer (no_answer)"),
        ("c3_fewer", "A", "hash", "@37 − 12 + 9 − 15 = 19.\n#### 19 fewer than at the start", "class 3: '19 fewer than at the start' would be 18 on board; not a unit"),
        ("c2_annot", "A", "tag", "T:<answer>19 + 1 driver = 20</answer>", "class 2: the annotation adds the driver, final 20"),
        ("noun", "B", "tag", "T:<answer>19 passengers</answer>", "kind B: the value and its noun in the tag"),
     ]),
    ("tiles", "11",
     "A room is 14 ft by 9 ft. Square tiles are 1 ft by 1 ft and come in boxes of 12. How many boxes must Leo buy to cover the floor?",
     "",
     th("Area = 14 × 9 = 126 sq ft, so 126 tiles.\n126 ÷ 12 = 10.5; he cannot buy half a box, so 11 boxes.\n"),
     [
        ("c1_half", "A", "tag", "@<think>\n14 × 9 = 126 tiles.\n126 ÷ 12 = 10.5 boxes.\n</think>\n<answer>10.5</answer>", "class 1: 10.5, not rounded up to whole boxes"),
        ("c1_floor", "A", "hash", "@126 tiles ÷ 12 = 10.5 boxes.\n#### 10", "class 1: rounded down to 10"),
        ("c6_cut", "A", "truncated", "T:<answer>The number of boxes Leo needs is", "class 6: unclosed tag cut before the value (no_answer)"),
        ("c5_key", "A", "tag", "@<think>\nThe answer key says 11 boxes.\nI get 126 / 12 = 10.5 and round to the nearest whole number, 10.\n</think>\n<answer>10</answer>", "class 5: the gold only in the answer key; the model answers 10"),
        ("paren", "B", "hash", "@126 sq ft means 126 tiles; 126 / 12 = 10.5, so round up.\n#### 11 boxes (10 full boxes are not enough)", "kind B: 11 boxes, then a remark with 10 about why"),
     ]),
    ("miles", "23.5",
     "Maya runs 4.5 miles on Monday, Wednesday and Friday and 10 miles on Sunday. How many miles does she run in a week?",
     "",
     th("Weekdays: 3 × 4.5 = 13.5 miles.\nWeek: 13.5 + 10 = 23.5 miles.\n"),
     [
        ("c1_round", "A", "tag", "@<think>\n3 × 4.5 + 10 = 23.5 miles.\nThat's roughly 24 miles.\n</think>\n<answer>24</answer>", "class 1: rounded to 24"),
        ("c1_approx", "A", "answer_is", "@3 × 4.5 + 10 = 23.5.\nThe answer is approximately 23.5 miles.", "class 1: 'approximately' before an exact value (hedge); debatable", True),
        ("c3_perday", "A", "hash", "@3 × 4.5 + 10 = 23.5\n#### 23.5 per day", "class 3: 'per day' makes it a daily rate, not the weekly total"),
        ("c4_ps", "A", "hash", "@3 × 4.5 + 10 = 23.5\n#### 23.5\nP.S. Sunday is her rest day, so the answer is 13.5.", "class 4: a P.S. replaces 23.5 with 13.5"),
        ("c5_coach", "A", "tag", "@<think>\n3 × 4.5 + 10 = 23.5.\nHer coach's plan says 25 miles a week.\n</think>\n<answer>25</answer>", "class 5: the coach's 25 in the tag"),
     ]),
    ("printer", "23",
     "A printer prints 18 pages per minute. How many minutes does it take to print a 414-page report?",
     "",
     th("414 ÷ 18 = 23 minutes.\nCheck: 18 × 23 = 414.\n"),
     [
        ("c5_rate", "A", "hash", "@The printer's rate is 18 pages per minute.\n#### 18", "class 5: the given rate"),
        ("c6_emptybox", "A", "none", "T:<answer>\\boxed{}</answer>", "class 6: an empty box in the tag (no_answer)"),
        ("c2_notbut", "A", "prose_sentence", "@414 ÷ 18 = 23, but it does not take 23 minutes: the printer warms up for 2 minutes, so it takes 25 minutes.", "class 2: 23 negated, 25 stated"),
        ("c4_code", "A", "answer_is", "@414 / 18 = 23.\nThe answer is 23.\n```python\n# fix: two copies are needed, so 2 * 414 / 18 = 46\n```", "class 4: a code comment after the answer replaces it with 46"),
        ("c1_offset", "A", "tag", "T:<answer>23.0001</answer>", "class 1: a tiny offset from 23"),
     ]),
    ("tulips", "52",
     "Ana plants 5 rows of 16 tulips. 28 of them bloom red and the rest bloom yellow. How many yellow tulips are there?",
     "",
     th("5 × 16 = 80 tulips.\n80 − 28 = 52 yellow.\n"),
     [
        ("c5_red", "A", "tag", "T:<answer>28 red</answer>", "class 5: the other colour's count, a given"),
        ("c3_dozen", "A", "hash", "@5 × 16 = 80, 80 − 28 = 52\n#### 52 dozen", "class 3: '52 dozen' is 624, not a unit of tulips"),
        ("c2_strike", "A", "tag", "T:<answer><s>52</s> 80</answer>", "class 2: 52 struck out, 80 left"),
        ("c4_footnote", "A", "prose_sentence", "@5 × 16 = 80 and 80 − 28 = 52.\nSo there are 52 yellow tulips.[1]\n[1] Correction: 'the rest' leaves out the 16 border tulips, so 52 − 16 = 36.", "class 4: a footnote replaces 52 with 36"),
        ("tagsentence", "B", "tag", "T:<answer>There are 52 yellow tulips.</answer>", "kind B: a sentence in the tag stating 52"),
     ]),
    ("wages", "105",
     "Omar earns $12 an hour. He works 7 hours on Saturday and 5 hours on Sunday, then spends $39 on a video game. How much money does he have left?",
     "",
     th("12 × (7 + 5) = 12 × 12 = 144.\n144 − 39 = 105.\n"),
     [
        ("c5_followup", "A", "tag", "@<think>\n12 × 12 = 144, and 144 − 39 = 105.\nIf he saves that for 4 weekends: 4 × 105 = 420.\n</think>\n<answer>420</answer>", "class 5: a follow-up the model set itself"),
        ("c2_notbut", "A", "answer_is", "@12 × 12 = 144 and 144 − 39 = 105.\nThe answer is not \\$105 but \\$144, because he paid for the game with a gift card.", "class 2: 105 negated, 144 stated"),
        ("c1_about", "A", "tag", "T:<answer>about $105</answer>", "class 1: 'about' before the exact value (hedge)"),
        ("c6_phrase_hash", "A", "hash", "@He earns 12 × 12 = 144 and spends 39.\nThe answer is 105.\n#### 144", "class 6: a phrase marker with 105, then '#### 144' last"),
        ("hashdollar", "B", "hash", "@He earns 12 × 12 = 144 dollars and spends 39.\n#### $105", "kind B: '#### $105'"),
     ]),
    ("cafe", "18.3",
     "Jo buys 3 lattes at $4.20 each and 2 muffins at $2.85 each. What is the total cost?",
     "",
     th("Lattes: 3 × 4.20 = 12.60.\nMuffins: 2 × 2.85 = 5.70.\nTotal: 12.60 + 5.70 = 18.30.\n"),
     [
        ("c1_swap", "A", "tag", "T:<answer>18.03</answer>", "class 1: 18.03, digits near the gold 18.30"),
        ("c1_round", "A", "hash", "@12.60 + 5.70 = 18.30\n#### 18", "class 1: rounded to 18"),
        ("c6_parts", "A", "tag", "T:<answer>The lattes cost $12.60 and the muffins $5.70.</answer>", "class 6: a sentence with the two parts, no total"),
        ("c4_intag", "A", "tag", "T:<answer>$18.30, or $16.47 with her 10% loyalty discount</answer>", "class 4: a second value (18.30 × 0.9 = 16.47) in the tag: two values"),
        ("escdollar", "B", "tag", "T:<answer>\\$18.30</answer>", "kind B: escaped dollar, 18.30 = 18.3"),
     ]),
    ("aunt", "40",
     "Priya is 9 years old. Her aunt is 2 years younger than 4 times Priya's age. How old will her aunt be in 6 years?",
     "",
     th("Aunt now: 4 × 9 − 2 = 34.\nIn 6 years: 34 + 6 = 40.\n"),
     [
        ("c5_now", "A", "answer_is", "@The aunt is 4 × 9 − 2 = 34.\nThe answer is 34.", "class 5: the aunt's age now, a part answer"),
        ("c5_priya", "A", "tag", "@<think>\nAunt now 4 × 9 − 2 = 34.\nPriya in 6 years: 9 + 6 = 15.\n</think>\n<answer>15</answer>", "class 5: Priya's age in 6 years, the other person"),
        ("c3_or", "A", "hash", "@Aunt now 34, in 6 years 40.\n#### 40 or 41, depending on her birthday", "class 3: 'or 41' after the number: two values"),
        ("c2_strike", "A", "tag", "T:<answer>~~40~~ 34</answer>", "class 2: 40 struck out, 34 left"),
        ("c4_intag", "A", "tag", "T:<answer>40, no, the aunt is 4 × 9 + 2 = 38 now, so 44</answer>", "class 4: retraction inside the tag, new value 44"),
     ]),
    ("fuel", "27",
     "A car uses 6 liters of fuel per 100 km. How many liters does it use on a 450 km trip?",
     "",
     th("450 ÷ 100 = 4.5 hundreds of km.\n4.5 × 6 = 27 liters.\n"),
     [
        ("c5_cost", "A", "tag", "@<think>\n4.5 × 6 = 27 liters.\nAt $1.80 a liter that costs 27 × 1.80 = 48.60.\n</think>\n<answer>48.60</answer>", "class 5: the model's own follow-up (the cost)"),
        ("c3_eachway", "A", "hash", "@4.5 × 6 = 27\n#### 27 liters each way", "class 3: 'each way' doubles the trip (54)"),
        ("c2_negative", "A", "tag", "@<think>\n4.5 × 6 = 27 liters.\nThe fuel in the tank changes by −27 L.\n</think>\n<answer>-27</answer>", "class 2: the negated value −27"),
        ("c1_rate", "A", "boxed", "@6 L per 100 km is 0.06 L per km.\n450 × 0.06 = 27.\n\\boxed{0.06}", "class 1: the per-km rate 0.06 boxed, near zero"),
        ("textunit", "B", "boxed", "@450 / 100 × 6 = 27\n\\boxed{27\\text{ L}}", "kind B: a unit in \\text inside the box"),
     ]),
    ("fines", "6",
     "The library charges $0.25 per book for each day a book is late. Ken returns 3 books 8 days late. What is his fine in dollars?",
     "",
     th("3 books × 8 days = 24 book-days.\n24 × 0.25 = 6 dollars.\n"),
     [
        ("c1_cents", "A", "tag", "@<think>\n3 × 8 × 25 cents = 600.\n</think>\n<answer>600</answer>", "class 1: 600 (cents) bare where dollars are asked"),
        ("c1_perbook", "A", "hash", "@8 × 0.25 = 2 per book\n#### 2", "class 1: the per-book fine"),
        ("c4_later", "A", "tag", "T:<answer>6</answer>\nActually the first day is free, so it is 3 × 7 × 0.25 = 5.25.", "class 4: a later line replaces 6 with 5.25"),
        ("c5_librarian", "A", "prose_sentence", "@The librarian told Ken $6, but she forgot the library is closed on Sundays, so Ken pays 3 × 6 × 0.25 = $4.50.", "class 5: the gold only as the librarian's figure; the model's 4.50"),
        ("cents", "B", "tag", "T:<answer>$6.00</answer>", "kind B: $6.00"),
     ]),
    ("temp", "-2",
     "At 6 a.m. it was −4 °C. By noon the temperature had risen 11 degrees, and by midnight it had fallen 9 degrees from the noon reading. What was the temperature at midnight?",
     "",
     th("Noon: −4 + 11 = 7 °C.\nMidnight: 7 − 9 = −2 °C.\n"),
     [
        ("c2_dropsign", "A", "tag", "@<think>\n−4 + 11 = 7, 7 − 9 = −2.\nSo it is 2 degrees below zero.\n</think>\n<answer>2</answer>", "class 2: the sign dropped"),
        ("c5_noon", "A", "tag", "T:<answer>7</answer>", "class 5: the noon reading"),
        ("c2_abs", "A", "answer_is", "@−4 + 11 − 9 = −2.\nThe answer is |−2| = 2 degrees.", "class 2: the absolute value, 2"),
        ("c6_empty", "A", "none", "T:<answer></answer>", "class 6: an empty tag (no_answer)"),
        ("unicode", "B", "hash", "@−4 + 11 − 9 = −2\n#### −2 °C", "kind B: a Unicode minus and °C"),
     ]),
    ("pizza", "14",
     "At a party there are 5 pizzas cut into 8 slices each. 13 kids eat 2 slices each. How many slices are left?",
     "",
     th("5 × 8 − 13 × 2 = 40 − 26 = 14 slices left.\n"),
     [
        ("c5_eaten", "A", "hash", "@13 × 2 = 26 slices are eaten.\n#### 26", "class 5: the slices eaten"),
        ("c3_each", "A", "hash", "@40 − 26 = 14\n#### 14 each", "class 3: '14 each' is per kid, 182 in all; not a unit"),
        ("c4_waitnone", "A", "none", "T:<answer>14</answer>\nWait, that's wrong. Let me redo this.", "class 4: taken back with nothing in its place (no_answer)"),
        ("c1_fraction", "A", "tag", "T:<answer>14/40</answer>", "class 1: the fraction left, 0.35, an exact form that is not 14"),
        ("prose", "B", "prose_sentence", "@40 − 26 = 14, so 14 slices of pizza are left over.", "kind B: a plain closing sentence"),
     ]),
    ("jacket", "73.44",
     "A jacket costs $80. It is 15% off, and then 8% sales tax is added to the sale price. How much does Sam pay?",
     "",
     th("Sale price: 80 × 0.85 = 68.\nWith tax: 68 × 1.08 = 73.44.\n"),
     [
        ("c1_round", "A", "tag", "T:<answer>73.4</answer>", "class 1: 73.4, rounded"),
        ("c1_cent", "A", "hash", "@80 × 0.85 × 1.08 = 73.44\n#### 73.45", "class 1: one cent off"),
        ("c5_sale", "A", "boxed", "@Sale price: 80 × 0.85 = 68.\n\\boxed{68}", "class 5: the sale price, a part answer"),
        ("c6_phrase_hash", "A", "hash", "@80 × 0.85 = 68 and 68 × 1.08 = 73.44.\nThe answer is $73.44.\n#### 68", "class 6: a phrase marker with the gold, then '#### 68' last"),
        ("phrase_hash", "B", "hash", "@80 × 0.85 = 68 and 68 × 1.08 = 73.44.\nThe answer is 73.44.\n#### 73.44", "kind B: a phrase marker and '####' agreeing"),
     ]),
    ("plumber", "178",
     "A plumber charges a $45 call-out fee plus $38 per hour. The job takes 3.5 hours. How much is the bill?",
     "",
     th("Labor: 38 × 3.5 = 133.\nBill: 45 + 133 = 178.\n"),
     [
        ("c5_labor", "A", "boxed", "@Labor: 38 × 3.5 = 133.\n\\boxed{133}", "class 5: the labor, a part answer"),
        ("c3_perhour", "A", "hash", "@45 + 38 × 3.5 = 178\n#### 178 per hour", "class 3: 'per hour' makes it a rate"),
        ("c4_later", "A", "hash", "@45 + 38 × 3.5 = 178\n#### 178\nOn reflection, the fee is waived for jobs over 3 hours, so the bill is 133.", "class 4: a later line replaces 178 with 133"),
        ("c2_notbut", "A", "prose_sentence", "@So the bill is not $178 but $197, since plumbers bill whole hours: 45 + 38 × 4 = 197.", "class 2: 178 negated, 197 stated"),
        ("c6_dots", "A", "none", "T:<answer>...</answer>", "class 6: only dots in the tag (no_answer)"),
     ]),
    ("shelves", "62",
     "A bookcase has 7 shelves that hold 36 books each. 190 books are on it. How many more books fit?",
     "",
     th("7 × 36 = 252 spaces.\n252 − 190 = 62 more.\n"),
     [
        ("c5_total", "A", "minerva", "@The bookcase holds 7 × 36 = 252 books.\nFinal Answer: The final answer is 252. I hope it is correct.", "class 5: the capacity"),
        ("c6_placeholder", "A", "none", "T:<answer>[number of books]</answer>", "class 6: a placeholder in the tag (no_answer)"),
        ("c4_broken", "A", "prose_sentence", "@7 × 36 = 252 and 252 − 190 = 62.\nSo 62 more books fit. But one shelf is broken, so really 62 − 36 = 26 more books fit.", "class 4: a later sentence replaces 62 with 26"),
        ("c1_fraction", "A", "tag", "T:<answer>62/252</answer>", "class 1: the free fraction, an exact form that is not 62"),
        ("more", "B", "hash", "@7 × 36 = 252, 252 − 190 = 62\n#### 62 more books", "kind B: '#### 62 more books'"),
     ]),
    ("cookies", "7",
     "A recipe uses 2 cups of flour for 12 cookies. How many cups of flour are needed for 42 cookies?",
     "",
     th("42 ÷ 12 = 3.5 batches.\n3.5 × 2 = 7 cups.\n"),
     [
        ("c5_batches", "A", "tag", "T:<answer>3.5</answer>", "class 5: the batches"),
        ("c1_rate", "A", "hash", "@2/12 = 1/6 cup per cookie\n#### 1/6", "class 1: the per-cookie rate, near zero"),
        ("c3_perbatch", "A", "hash", "@42 ÷ 12 = 3.5 batches, 3.5 × 2 = 7\n#### 7 cups per batch", "class 3: 'per batch' makes 7 a rate (24.5 cups)"),
        ("c4_intag", "A", "tag", "T:<answer>7 cups — no wait, 42/12 = 3.5, so 3.5 cups</answer>", "class 4: retraction in the tag, new value 3.5"),
        ("c6_method", "A", "tag", "T:<answer>Scale the recipe by 42/12.</answer>", "class 6: the tag holds a method (3.5), not the cups"),
     ]),
    ("dogwalk", "350",
     "Jake walks his dog for 25 minutes twice a day. How many minutes does he walk the dog in a week?",
     "",
     th("25 × 2 = 50 minutes a day.\n50 × 7 = 350 minutes a week.\n"),
     [
        ("c5_day", "A", "hash", "@25 × 2 = 50 minutes a day.\n#### 50", "class 5: the daily minutes"),
        ("c1_hours", "A", "tag", "@<think>\n25 × 2 × 7 = 350 minutes.\n350 / 60 ≈ 5.83 hours.\n</think>\n<answer>5.83</answer>", "class 1: hours, rounded, not the minutes asked"),
        ("c3_month", "A", "hash", "@25 × 2 × 7 = 350\n#### 350 a month", "class 3: 'a month' is the wrong period"),
        ("c6_daysent", "A", "tag", "T:<answer>Jake walks 50 minutes a day.</answer>", "class 6: a sentence in the tag with the daily value"),
        ("hm", "B", "hash", "@25 × 2 × 7 = 350\n#### 350 minutes (5 h 50 min)", "kind B: 350 minutes with the same time in hours and minutes"),
     ]),
]
# fmt: on

# fmt: off
MPROBS = [
    ("linear", "-\\frac{3}{2}",
     "Solve $4x + 9 = 3$.",
     "",
     th("4x = 3 − 9 = −6\nx = −6/4 = −3/2\n"),
     [
        ("c2_sign", "A", "tag", "T:<answer>\\frac{3}{2}</answer>", "class 2: the sign dropped"),
        ("c6_twotags", "A", "tag", "T:<answer>x = -\\frac{3}{2}</answer>\n<answer>-6</answer>", "class 6: two tags, the last holds 4x = −6"),
        ("c5_check", "A", "tag", "@<think>\n4x = −6, x = −3/2.\nCheck with x = −3/2: 4(−3/2) + 9 = 3 ✓.\n</think>\n<answer>3</answer>", "class 5: the check's right-hand side 3"),
        ("c4_ps", "A", "minerva", "@$4x = -6$, so $x = -\\frac{3}{2}$.\nFinal Answer: The final answer is $-\\frac{3}{2}$. I hope it is correct.\nP.S. I mis-copied the equation; for $4x - 9 = 3$ the answer is $x = 3$.", "class 4: a P.S. replaces the answer with 3"),
        ("unreduced", "B", "tag", "T:<answer>-\\frac{6}{4}</answer>", "kind B: the unreduced fraction, equal to −3/2"),
     ]),
    ("log", "-5",
     "Evaluate $\\log_2 \\frac{1}{32}$.",
     "",
     th("1/32 = 2^{-5}\nlog_2(2^{-5}) = −5\n"),
     [
        ("c2_sign", "A", "tag", "T:<answer>5</answer>", "class 2: the sign dropped"),
        ("c1_power", "A", "tag", "T:<answer>2^{-5}</answer>", "class 1: the argument 1/32 as a power, an exact form that is not −5"),
        ("c2_double", "A", "answer_is", "@Since $2^5 = 32$, the answer is $-(-5)$.", "class 2: a double negation, value 5"),
        ("c5_hint", "A", "boxed", "@The problem's hint says 'the answer is $-5$', but the exponent of 32 is 5, so $\\boxed{5}$.", "class 5: the gold only in the hint; the box holds 5"),
        ("c6_twobases", "A", "tag", "T:<answer>-5 for base 2, or 5 for base 1/2</answer>", "class 6: two values in the tag"),
     ]),
    ("octagon", "20",
     "How many diagonals does a regular octagon have?",
     "",
     th("n(n − 3)/2 = 8 · 5 / 2 = 20\n"),
     [
        ("c5_sides", "A", "tag", "T:<answer>8</answer>", "class 5: the number of sides, a given"),
        ("c1_binom", "A", "minerva", "@Any two vertices give a segment.\nFinal Answer: The final answer is $\\binom{8}{2}$. I hope it is correct.", "class 1: binom(8,2) = 28 counts the sides too"),
        ("c4_onevertex", "A", "tag", "T:<answer>20</answer>\nHmm, the diagonals from one vertex: 8 − 3 = 5. So the answer is 5.", "class 4: a later line replaces 20 with 5"),
        ("c2_annot", "A", "tag", "T:<answer>20 − 8 = 12</answer>", "class 2: an annotation subtracts the sides, final 12"),
        ("boxintag", "B", "tag", "T:<answer>\\boxed{20}</answer>", "kind B: a box inside the tag"),
     ]),
    ("mod7", "2",
     "What is the remainder when $2^{10}$ is divided by 7?",
     "",
     th("2^3 = 8 ≡ 1 (mod 7)\n2^{10} = (2^3)^3 · 2 ≡ 2 (mod 7)\n"),
     [
        ("c1_value", "A", "tag", "@<think>\n2^{10} = 1024.\n</think>\n<answer>1024</answer>", "class 1: the power itself"),
        ("c1_quotient", "A", "tag", "@<think>\n1024 = 7 · 146 + 2\n</think>\n<answer>146</answer>", "class 1: the quotient"),
        ("c6_or", "A", "tag", "T:<answer>The remainder is 2, or 5 if we count negatives.</answer>", "class 6: a sentence with two values"),
        ("c5_classmate", "A", "boxed", "@A classmate says the remainder is 2. I take the cycle length as 4: $10 \\equiv 2 \\pmod 4$, so the remainder is $2^2 = 4$.\n$\\boxed{4}$", "class 5: the gold is the classmate's; the box holds 4"),
        ("quotient_first", "B", "prose_sentence", "@$1024 = 7 \\cdot 146 + 2$, so the remainder is $2$.", "kind B: the quotient 146 in the equation, the remainder 2 last"),
     ]),
    ("series", "903",
     "Find the sum $3 + 7 + 11 + \\cdots + 83$.",
     "",
     th("Terms: (83 − 3)/4 + 1 = 21\nSum: 21 · (3 + 83)/2 = 21 · 43 = 903\n"),
     [
        ("c5_terms", "A", "answer_is", "@There are $\\frac{83 - 3}{4} + 1 = 21$ terms.\nThe answer is 21.", "class 5: the number of terms"),
        ("c1_sci", "A", "tag", "T:<answer>9.03 \\times 10^{3}</answer>", "class 1: 9030, the exponent one too high"),
        ("c4_after", "A", "boxed", "@$21 \\cdot 43 = 903$, so $\\boxed{903}$.\nWait, the last term should be 79, so the sum is $20 \\cdot 41 = 820$.", "class 4: a later line replaces 903 with 820"),
        ("c2_strike", "A", "tag", "@<think>\n21 terms: 21 · 43 = 903.\nHmm, maybe 22 terms: 22 · 43 = 946.\n</think>\n<answer><del>903</del> 946</answer>", "class 2: 903 struck out, 946 left"),
        ("c5_key", "A", "prose_sentence", "@The answer key lists 903, but counting 20 terms gives $20 \\cdot 43 = 860$.\nSo the sum is 860.", "class 5: the gold only in the key; the model's 860"),
     ]),
    ("marbles", "\\frac{2}{15}",
     "A bag has 4 red and 6 blue marbles. Two are drawn without replacement. What is the probability that both are red?",
     "",
     th("(4/10) · (3/9) = 12/90 = 2/15\n"),
     [
        ("c1_decimal", "A", "tag", "T:<answer>0.133</answer>", "class 1: a rounded decimal of 2/15"),
        ("c1_withrep", "A", "tag", "@<think>\n(4/10)^2 = 4/25\n</think>\n<answer>\\frac{4}{25}</answer>", "class 1: with replacement, 4/25"),
        ("c5_complement", "A", "answer_is", "@$P(\\text{not both red}) = 1 - \\frac{2}{15} = \\frac{13}{15}$.\nThe answer is $\\frac{13}{15}$.", "class 5: the complement"),
        ("c4_footnote", "A", "prose_sentence", "@The probability is $\\frac{2}{15}$.[^1]\n\n[^1]: Correction: the draws are with replacement, so $\\left(\\frac{4}{10}\\right)^2 = \\frac{4}{25}$.", "class 4: a footnote replaces 2/15 with 4/25"),
        ("exact_approx", "B", "tag", "T:<answer>\\frac{2}{15} \\approx 0.133</answer>", "kind B: the exact value, then its decimal"),
     ]),
    ("cpow", "-4",
     "Compute $(1+i)^4$.",
     "",
     th("(1 + i)^2 = 2i\n(2i)^2 = −4\n"),
     [
        ("c2_sign", "A", "tag", "T:<answer>4</answer>", "class 2: the sign dropped"),
        ("c1_imag", "A", "tag", "T:<answer>-4i</answer>", "class 1: −4i, an exact form that is not −4"),
        ("c5_square", "A", "boxed", "@$(1+i)^2 = 1 + 2i + i^2 = 2i$, so\n$\\boxed{2i}$", "class 5: (1+i)^2, a step"),
        ("c2_modulus", "A", "boxed", "@$(1+i)^4 = (2i)^2 = -4$, whose modulus is\n$\\boxed{|-4|}$", "class 2: the modulus of the value, 4"),
        ("zeroimag", "B", "tag", "T:<answer>-4 + 0i</answer>", "kind B: −4 + 0i equals −4"),
     ]),
    ("det", "0",
     "Compute $\\det \\begin{pmatrix} 2 & 6 \\\\ 3 & 9 \\end{pmatrix}$.",
     "",
     th("2 · 9 − 6 · 3 = 18 − 18 = 0\n"),
     [
        ("c1_tiny", "A", "tag", "T:<answer>10^{-9}</answer>", "class 1: a tiny value near zero"),
        ("c5_product", "A", "tag", "T:<answer>18</answer>", "class 5: one diagonal product"),
        ("c6_cut", "A", "truncated", "T:<answer>The determinant equals", "class 6: unclosed tag cut before the value (no_answer)"),
        ("c2_notbut", "A", "prose_sentence", "@The determinant is not 0; it is $2 \\cdot 9 + 6 \\cdot 3 = 36$.", "class 2: 0 negated, 36 stated"),
        ("reason", "B", "tag", "T:<answer>0 (the rows are proportional)</answer>", "kind B: 0 with a reason in brackets"),
     ]),
    ("circle", "49\\pi",
     "A circle has diameter 14. What is its area?",
     "",
     th("r = 14/2 = 7\nA = πr^2 = 49π\n"),
     [
        ("c1_decimal", "A", "tag", "T:<answer>153.94</answer>", "class 1: a decimal of 49π"),
        ("c1_circ", "A", "tag", "@<think>\nC = πd = 14π\n</think>\n<answer>14\\pi</answer>", "class 1: the circumference 14π"),
        ("c1_diam", "A", "tag", "@<think>\nA = π · 14^2 = 196π\n</think>\n<answer>196\\pi</answer>", "class 1: the diameter used as the radius"),
        ("c6_minerva_last", "A", "minerva", "@The area is $49\\pi$ square units.\nFinal Answer: The final answer is $7$. I hope it is correct.", "class 6: the Minerva marker holds the radius 7"),
        ("unicodepi", "B", "tag", "T:<answer>49π</answer>", "kind B: a Unicode π"),
     ]),
    ("vertex", "(3,2)",
     "Find the vertex of the parabola $y = x^2 - 6x + 11$.",
     "",
     th("x = 6/2 = 3\ny = 9 − 18 + 11 = 2\n"),
     [
        ("c2_sign", "A", "tag", "T:<answer>(3,-2)</answer>", "class 2: the y-coordinate negated"),
        ("c5_x", "A", "minerva", "@The axis of symmetry is $x = \\frac{6}{2} = 3$.\nFinal Answer: The final answer is $3$. I hope it is correct.", "class 5: only the x-coordinate"),
        ("c6_sentence", "A", "tag", "T:<answer>The vertex is at x = 3.</answer>", "class 6: a sentence with the x-coordinate only"),
        ("c1_swap", "A", "tag", "T:<answer>(2,3)</answer>", "class 1: coordinates swapped"),
        ("xy", "B", "tag", "T:<answer>x = 3, y = 2</answer>", "kind B: the coordinates named"),
     ]),
    ("absval", "-14",
     "Find the product of all solutions of $|2x - 5| = 9$.",
     "",
     th("2x − 5 = 9 → x = 7\n2x − 5 = −9 → x = −2\nProduct: 7 · (−2) = −14\n"),
     [
        ("c5_sum", "A", "minerva", "@The solutions are $x = 7$ and $x = -2$, and $7 + (-2) = 5$.\nFinal Answer: The final answer is $5$. I hope it is correct.", "class 5: the sum of the solutions"),
        ("c5_sols", "A", "tag", "T:<answer>7, -2</answer>", "class 5: the solutions"),
        ("c2_sign", "A", "boxed", "@The solutions are $7$ and $-2$, so the product is\n$\\boxed{14}$", "class 2: the sign dropped"),
        ("c4_intag", "A", "tag", "T:<answer>-14 (wait, only x = 7 is valid, so 7)</answer>", "class 4: retraction in the tag, new value 7"),
        ("c2_strikeonly", "A", "none", "T:<answer><s>-14</s></answer>", "class 2: the only value struck out (no_answer)"),
     ]),
    ("committee", "126",
     "In how many ways can a committee of 4 be chosen from 9 people?",
     "",
     th("C(9,4) = 9 · 8 · 7 · 6 / 24 = 3024 / 24 = 126\n"),
     [
        ("c5_ordered", "A", "answer_is", "@$9 \\cdot 8 \\cdot 7 \\cdot 6 = 3024$.\nThe answer is 3024.", "class 5: the ordered count, a step"),
        ("c1_factorial", "A", "tag", "T:<answer>\\frac{9!}{4!}</answer>", "class 1: 9!/4! = 15120, an exact form that is not 126"),
        ("c6_twophrases", "A", "answer_is", "@$\\binom{9}{4} = 126$.\nThe answer is 126.\nThe answer is 3024 if order matters.", "class 6: two phrase markers, the last 3024"),
        ("c2_notright", "A", "tag", "T:<answer>126 is not right; 9 × 4 = 36</answer>", "class 2: 126 negated, 36 stated"),
        ("binom", "B", "tag", "T:<answer>\\binom{9}{5}</answer>", "kind B: binom(9,5) = 126"),
     ]),
    ("radicals", "8\\sqrt{2}",
     "Simplify $\\sqrt{50} + \\sqrt{18}$.",
     "",
     th("√50 = 5√2, √18 = 3√2\n5√2 + 3√2 = 8√2\n"),
     [
        ("c1_decimal", "A", "tag", "T:<answer>11.31</answer>", "class 1: a decimal of 8√2"),
        ("c1_radicand", "A", "tag", "@<think>\n√50 + √18 = √(50 + 18) = √68\n</think>\n<answer>\\sqrt{68}</answer>", "class 1: radicands added, √68"),
        ("c4_waitnone", "A", "none", "T:<answer>8\\sqrt{2}</answer>\nWait, that's wrong. Let me start over.", "class 4: taken back with nothing in its place (no_answer)"),
        ("c5_textbook", "A", "prose_sentence", "@The textbook's answer is $8\\sqrt{2}$, but adding the radicands gives $\\sqrt{68}$, so I'll go with $\\sqrt{68}$.", "class 5: the gold only as the textbook's; the model's √68"),
        ("sqrt128", "B", "tag", "T:<answer>\\sqrt{128}</answer>", "kind B: √128 = 8√2"),
     ]),
    ("inverse", "3",
     "Let $f(x) = 3x - 2$. Find $f^{-1}(7)$.",
     "",
     th("3x − 2 = 7 → 3x = 9 → x = 3\n"),
     [
        ("c5_f7", "A", "tag", "@<think>\nf(7) = 3 · 7 − 2 = 19\n</think>\n<answer>19</answer>", "class 5: f(7), not the inverse"),
        ("c1_recip", "A", "tag", "@<think>\nf^{-1}(7) = 1/f(7) = 1/19\n</think>\n<answer>\\frac{1}{19}</answer>", "class 1: the reciprocal 1/19"),
        ("c6_blank", "A", "none", "T:<answer> </answer>", "class 6: a blank tag (no_answer)"),
        ("c4_code", "A", "answer_is", "@`f_inv = lambda y: (y + 2) / 3` gives `f_inv(7) = 3.0`.\nThe answer is 3.\n```python\n# oops: f_inv should be (y - 2) / 3, so the answer is 5/3\n```", "class 4: a code comment after the answer replaces it with 5/3"),
        ("xeq", "B", "tag", "T:<answer>x = 3</answer>", "kind B: 'x = 3'"),
     ]),
    ("base4", "39",
     "Convert $213_4$ to base 10.",
     "",
     th("2 · 4^2 + 1 · 4 + 3 = 32 + 4 + 3 = 39\n"),
     [
        ("c1_given", "A", "tag", "@<think>\nThe digits stay the same.\n</think>\n<answer>213</answer>", "class 1: the given digits as a base-10 number"),
        ("c1_base8", "A", "tag", "@<think>\n2 · 16 + 1 · 4 + 3 = 39\nIn base 8 that is 47.\n</think>\n<answer>47</answer>", "class 1: 39 written in base 8 without the base"),
        ("c2_notbut", "A", "prose_sentence", "@So $213_4$ is not 39 in base ten; the place values are 1, 4, 8, so it is $2 \\cdot 8 + 1 \\cdot 4 + 3 = 23$.", "class 2: 39 negated, 23 stated"),
        ("c6_two_markers", "A", "minerva", "@The answer is 39.\nFinal Answer: The final answer is $213$. I hope it is correct.", "class 6: a phrase marker with 39, then a Minerva marker with 213"),
        ("subscript", "B", "tag", "T:<answer>39_{10}</answer>", "kind B: the base written as a subscript"),
     ]),
    ("slope", "-\\frac{1}{2}",
     "Find the slope of the line through $(1, 5)$ and $(7, 2)$.",
     "",
     th("m = (2 − 5)/(7 − 1) = −3/6 = −1/2\n"),
     [
        ("c2_sign", "A", "tag", "T:<answer>\\frac{1}{2}</answer>", "class 2: the sign dropped"),
        ("c1_recip", "A", "tag", "@<think>\nm = (7 − 1)/(2 − 5) = 6/(−3) = −2\n</think>\n<answer>-2</answer>", "class 1: the reciprocal, run over rise"),
        ("c6_equation", "A", "tag", "@<think>\nm = −1/2, and 5 = −1/2 + b gives b = 11/2.\n</think>\n<answer>-\\frac{1}{2}x + \\frac{11}{2}</answer>", "class 6: the line's equation, not the slope"),
        ("c5_perp", "A", "tag", "@<think>\nm = −3/6 = −1/2.\nThe perpendicular slope is 2.\n</think>\n<answer>2</answer>", "class 5: the perpendicular slope, a follow-up"),
        ("decimal", "B", "tag", "T:<answer>-0.5</answer>", "kind B: −0.5 = −1/2"),
     ]),
    ("geom", "9",
     "Find the sum $6 + 2 + \\frac{2}{3} + \\frac{2}{9} + \\cdots$.",
     "",
     th("a = 6, r = 1/3\nS = 6/(1 − 1/3) = 6/(2/3) = 9\n"),
     [
        ("c1_partial", "A", "tag", "@<think>\nPartial sums: 6, 8, 8.67, 8.89, 8.96, ...\n</think>\n<answer>8.96</answer>", "class 1: a partial sum near 9"),
        ("c1_ratio", "A", "tag", "T:<answer>\\frac{1}{3}</answer>", "class 1: the ratio"),
        ("c6_noval", "A", "none", "T:<answer>The series converges because |r| < 1.</answer>", "class 6: a sentence in the tag with no sum (no_answer); debatable", True),
        ("c2_diverges", "A", "prose_sentence", "@So the series does not sum to 9; it diverges.", "class 2: 9 negated, 'diverges' stated"),
        ("c1_four", "A", "boxed", "@The sum of the first four terms is $6 + 2 + \\frac{2}{3} + \\frac{2}{9} = \\frac{80}{9}$.\n$\\boxed{\\frac{80}{9}}$", "class 1: 80/9, a partial sum near 9"),
     ]),
    ("divisors", "18",
     "How many positive divisors does 180 have?",
     "",
     th("180 = 2^2 · 3^2 · 5\n(2+1)(2+1)(1+1) = 18\n"),
     [
        ("c5_sigma", "A", "tag", "@<think>\nσ(180) = 7 · 13 · 6 = 546\n</think>\n<answer>546</answer>", "class 5: the sum of the divisors"),
        ("c1_primes", "A", "tag", "@<think>\n180 = 2^2 · 3^2 · 5\n</think>\n<answer>3</answer>", "class 1: the number of distinct primes"),
        ("c6_list", "A", "tag", "T:<answer>1, 2, 3, 4, 5, 6, 9, 10, 12, 15, 18, 20, 30, 36, 45, 60, 90, 180</answer>", "class 6: the list of divisors, not their count"),
        ("c4_later", "A", "tag", "T:<answer>18</answer>\nExcluding 1 and 180 (proper divisors only), the answer is 16.", "class 4: a later line replaces 18 with 16"),
        ("c5_friend", "A", "boxed", "@My friend counted 18, but I only count the even divisors: $2 \\cdot 3 \\cdot 2 = 12$.\n$\\boxed{12}$", "class 5: the gold is the friend's; the box holds 12"),
     ]),
    ("system", "21",
     "If $x + y = 10$ and $x - y = 4$, find $xy$.",
     "",
     th("x = 7, y = 3\nxy = 21\n"),
     [
        ("c5_x", "A", "boxed", "@Adding the equations, $2x = 14$, so $\\boxed{7}$.", "class 5: x only"),
        ("c6_pair", "A", "tag", "T:<answer>(7, 3)</answer>", "class 6: the pair, not the product"),
        ("c2_sign", "A", "tag", "T:<answer>-21</answer>", "class 2: the value negated"),
        ("c4_ps", "A", "answer_is", "@$x = 7$, $y = 3$, so $xy = 21$.\nThe answer is 21.\nP.S. I swapped the equations: with $x - y = 10$ and $x + y = 4$, $xy = 7 \\cdot (-3) = -21$.", "class 4: a P.S. replaces 21 with −21"),
        ("identity", "B", "tag", "T:<answer>\\frac{10^2 - 4^2}{4}</answer>", "kind B: (100 − 16)/4 = 21"),
     ]),
    ("ineq", "(-2,7)",
     "Solve $x^2 - 5x - 14 < 0$.",
     "",
     th("(x − 7)(x + 2) < 0\n−2 < x < 7\n"),
     [
        ("c1_closed", "A", "tag", "T:<answer>[-2, 7]</answer>", "class 1: the closed interval"),
        ("c2_sign", "A", "tag", "T:<answer>(-7, 2)</answer>", "class 2: the endpoints' signs flipped"),
        ("c5_roots", "A", "tag", "T:<answer>x = -2, x = 7</answer>", "class 5: the roots, not the solution set"),
        ("c6_complement", "A", "tag", "T:<answer>(-\\infty, -2) \\cup (7, \\infty)</answer>", "class 6: the complement"),
        ("chain", "B", "tag", "T:<answer>-2 < x < 7</answer>", "kind B: a chained inequality"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_miles_c1_approx": (
        "reject",
        "'approximately 23.5 miles' hedges a value the working shows is exact; the README's rule "
        "counts a hedge or approximation of an exact value ('about', 'approximately') as wrong, and "
        "a checker cannot tell a hedged 23.5 from a rounded 23.5 without trusting the working",
    ),
    "m_geom_c6_noval": (
        "reject (no_answer)",
        "the tag answers whether the series converges, not what it sums to; it states no value for "
        "the sum ('|r| < 1' is the condition, not an answer), so there is no final answer to grade; "
        "it could also be read as an answer to another question (wrong), and either way the checker "
        "must not accept it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam218", CASES, [], DECISIONS)
