r"""Build adversarial_redteam238.jsonl: round 238 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam238"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy or any grader on
the probes (python used for plain arithmetic only). Not model output. Only corpus/README.md
(sections "Forms" and "How each source was labelled"), corpus_build.py (helpers th, llama, qwen,
qbox, qwen_end, llama_end, minerva_end, r1final, probe_table, g, m, write_probes) and
build_adversarial_redteam232.py / build_adversarial_redteam233.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: WHAT THE NUMBER COUNTS. English, 200 full completions (300-1500 characters
each, the working right, the one trap in the final answer), 140 GSM8K and 60 MATH, 100 kind A and
100 kind B, 67 in the R1-Zero tag format (`<think>...</think>` then `<answer>...</answer>`), the
rest `####`, boxes, "The answer is", Minerva, R1 "**Final Answer**" and prose. Kind A: the right
number with a word or unit that makes it another quantity: another unit of the same kind (cents
for dollars, minutes for hours, grams for kilograms, mL for L, inches or yards for feet, cm for
cm^2, in^2 for in^3, cubic feet for cubic inches, mm^2 or m^2 for cm^2, months for years, radians
for degrees), another counted noun the working uses for a different number (apples vs the bags
they fill, baskets, loaves, glasses, tickets vs dollars, books vs pages, days, hours worked,
buses, members, presidents, committees, prime or even divisors, pairs of divisors, another angle,
the exterior angle, a face's area, the circumference), a rate where a total is asked and the
reverse ("per week", "per hour", "per ticket", "per loaf", "per glass", "per movie", "per book",
"per president", "each" on a sum, "in total" / "altogether" on a rate or a share), a change where
a level is asked and the reverse ("more", "fewer", "left", "shorter", "cut off", "poured",
"longer", "older", "from now", "in 16 years", "left empty", "do not take", a balance for the
interest), a percent sign on a count, a scale word (dozen, hundred, thousand, million), and cuts
before the value. Kind B: the same completions with the honest words: the asked unit in any
spelling (singular as in "a 6.5-foot piece", plural, abbreviation, `\text{}`, `\mbox{}`,
`\mathrm{}`, `^\circ`, unicode superscripts, "litres", the ½ glyph), the noun the working used for that number, a rate the working made
("pages per day", "$31 per person", "a head"), "more" / "left" where the working computed exactly
that change, and an equal amount in another unit or the working's other numbers given as a gloss
("$14.60 (1,460 cents)", "6 hours (360 minutes)", "9 kg (9,000 g)", "75° (5π/12 rad)",
"$1,200 (that is, $300 a week)").

Formats (every probe is a full completion): GSM8K calculator-annotated working (`<<45*8=360>>`)
ending in `####`, "The answer is" or a sentence; Llama 3 "## Step N:" working ending in
`llama_end`; Qwen2.5-Instruct numbered working ending in `qwen_end`; Qwen2.5-Math working ending
in `qbox`; Minerva "Solution:" working ending in `minerva_end`; plain prose working ending in a
sentence; R1 think blocks (`th`) followed by an R1-Zero `<answer>` tag or by an R1 summary and
`r1final` ("**Final Answer**" and a display box).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; the quantity
each trap names in brackets):
GSM8K: apples, 9 baskets x 24 = 216 apples, bags of 8 -> 27 bags (216 apples; 9 baskets; 8 a
bag; 27 dozen = 324); notebooks, 4 x $2.75 + 3 x $1.20 = 11.00 + 3.60 -> 14.6 dollars (= 1,460
cents; 14.60 cents = $0.146; $1,460; "each" / "per notebook" on the sum); marathon, movies 95 +
110 + 125 = 330 min, 2 breaks x 15 = 30, 360 min -> 6 hours (6 minutes; 2 h a movie; movies alone
5.5 h; 360 - 95 = 265 min longer than the first movie); flour, 250 g x 36 = 9,000 g -> 9 kg (9 g;
0.25 kg a loaf; 36 loaves); jug, 6 L, 18 glasses x 250 mL = 4,500 mL = 4.5 L poured -> 1.5 L left
(= 1,500 mL = 6 glasses; 1.5 mL; 0.25 L a glass); board, 10 ft = 120 in, 42 in cut off, 78 in ->
6.5 ft (= 6 ft 6 in; 6.5 in; 3.5 ft cut off / shorter; 6.5 yd = 19.5 ft); play, 45 x $8 = 360 and
120 x $5 = 600 -> 960 dollars (165 tickets; 960 cents; 600 - 360 = 240 more from students; 960
hundred); reading, 5 books x 252 = 1,260 pages in 36 days -> 35 pages a day (1,260 in total; 245
a week; 7.2 days a book; 5 books; 36 days); wages, $15 x 20 h = $300 a week, x 4 -> 1200 dollars
(80 hours; $1,200 a week / an hour / a month; 1,200 thousand); gift, ($135 + $20) / 5 -> 31
dollars each ($155 in total; $4 each toward the card; $27 each without it, $4 more); ages, Ana 4s,
4s + 16 = 2(s + 16), s = 8 -> 32 years (24 years older; 48 in 16 years; 32 months); stickers,
Jake 45, Priya 3 x 45 = 135 -> 90 more (180 together; Priya has 135; 90 dozen); bus, 35 % of 40
-> 14 students (14 %; 26 do not take the bus; 14 buses); stadium, 80 % of 45,000 -> 36000 tickets
(= 36 thousand = 36k; 9,000 left empty; 36 hundred; 36,000 thousand; 36 million; 36,000 %).
MATH: triangle, A = 2B, C = B + 30, 4B + 30 = 180, B = 37.5 -> A = 75 degrees (= 5π/12 rad; C =
67.5; A - B = 37.5; 75 radians; 75 %); cube, 6s^2 = 150, s = 5 -> 125 cubic inches (125 in^2; 125
in; a face is 25 in^2; cubic feet); officers, 8 x 7 -> 56 ways (unordered committees 28; 7 per
president; 8 members; 56 %); divisors, 72 = 2^3 3^2, (3 + 1)(2 + 1) -> 12 (6 pairs; 2 prime
divisors; 9 even divisors; 12 %); interest, 2000 x 0.05 = 100 a year, x 4 -> 400 dollars (balance
2,400; 400 cents; 400 %; 400 thousand); circle, 2πr = 14π, r = 7 -> 49\pi square centimeters
(49π cm; cm^3; mm^2; m^2; the circumference is 14π).

Classes (id `[ok_]<g|m>_<problem>_<class>[_<shape>]`, a leading `ok_` marking kind B; the shape
names the final's format and the word; each problem has 5 kind A and 5 kind B probes, 4 of its 10
in the tag format for the first seven GSM8K problems, 3 for the other thirteen). Kind A classes: `unit`
(another unit of the same kind), `noun` (another counted noun or object of the working), `rate`
(a rate where a total is asked or a total / "in total" where a rate or share is asked), `chg` (a
change where a level is asked, or a level where the change is asked), `pct` (a percent sign or word
on a count or an amount), `scale` (dozen, hundred, thousand, million), `cut` (cut before the value:
no_answer). Kind B classes: `unit` (the asked unit in any spelling), `noun` (the working's noun for
that number, or none), `rate` (the rate the working made), `chg` ("more" / "left" where the working
computed that change), `gloss` (an equal amount in another unit or the working's other numbers in
brackets after the answer), `scale` (an honest scale word equal to the gold). Counts: kind A unit 21,
noun 21, rate 18, chg 15, cut 10, scale 8, pct 7; kind B unit 46, noun 20, gloss 16, rate 9, chg
6, scale 3. Forms: tag 62 (and 5 of the 10 truncated ones are unclosed tags: 67 in the tag
format), boxed 38 (Qwen, Llama, Qwen-Math and R1 **Final Answer** boxes), prose_sentence 37,
answer_is 26, hash 18, truncated 10, minerva 9. Kind A: truth wrong,
or no_answer where the form is `truncated`; kind B: truth correct.

Label conventions (corpus/README.md; rounds 171-182, 232, 233): the LAST final answer counts; with
no marker and no box it is the value the concluding sentence states as the answer to the question
asked; the `<answer>` content is the final answer whatever the think block says, a sentence in the
tag is read for the value it states as the answer; a restatement that differs makes the answer
wrong; a trailing check that restates the value does not change it; quoted text is not the
model's statement; a hedge of an exact value is wrong. A unit, noun or scale that makes the stated
number another quantity (cents for dollars, apples for bags, "per week" on a four-week total,
"in total" on a share, "more" where the level is asked, "%" on a count, "dozen") states a
different, false answer: wrong, although the digits equal the gold. Equal values in another form
are correct: the asked unit in any spelling, an equal duration or length in mixed units ("6 ft 6
in"), an honest scale word ("36 thousand", "36k", "1.2 thousand"), and a gloss giving the same
amount in another unit or naming the working's other numbers by their own nouns. A cut before the
value is no_answer, even where the working before it computed the value.

Debatable (3, with DECISIONS): `g_wages_rate_month` ("$1,200 a month" for the four weeks' pay,
rejected), `ok_g_gift_gloss_tag_each_total` ("$31 each ($155 in total)", accepted),
`g_stickers_chg_tag_level` ("Priya has 90 stickers" where "how many more" is asked, rejected).

Usage: cd /tmp/rounds/rt238 && python build_adversarial_redteam238.py (writes
adversarial_redteam238.jsonl beside this builder; a second run rewrites it byte-identical)
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
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; a final opening "T:" follows the think block
# instead (an R1-Zero tag, or an R1 summary and **Final Answer**). "¶" in a final is a newline.
# Kind A probes whose form is "truncated" are no_answer, the other kind A wrong.
GPROBS = [
    ("apples", "27",
     "A farmer picks 9 baskets of apples with 24 apples in each basket. He packs all the apples into bags that hold 8 apples each. How many bags does he fill?",
     """The farmer picks 9 * 24 = <<9*24=216>>216 apples in all.
Each bag holds 8 apples, so he fills 216 / 8 = <<216/8=27>>27 bags.
Check: one basket of 24 apples fills 24 / 8 = <<24/8=3>>3 bags, so the 9 baskets fill 9 * 3 = <<9*3=27>>27 bags.
No apples are left over, because 27 * 8 = <<27*8=216>>216.
""",
     th("""Okay, the farmer has 9 baskets and each basket has 24 apples. 9 times 24: 9 times 20 is 180, 9 times 4 is 36, so 216 apples.

He packs them into bags of 8. 216 divided by 8: 8 times 25 is 200, and the 16 left over make 2 more bags, so 27 bags.

Let me check another way. One basket of 24 apples fills exactly 3 bags of 8. Nine baskets fill 9 times 3 = 27 bags. Same answer, and nothing is left over.

The question asks for bags, not apples, so the answer is 27 bags.
"""),
     [
        ("noun_hash", "B", "hash", "#### 27 bags", "'####' with the noun the working used for 27"),
        ("noun_tag", "B", "tag", "T:<answer>27 bags</answer>", "R1-Zero tag: the value and its noun"),
        ("gloss_tag", "B", "tag", "T:<answer>27 bags (holding all 216 apples)</answer>", "27 bags, with the apples they hold named in brackets by their own noun and number"),
        ("noun_sentence", "B", "prose_sentence", "So the farmer fills 27 bags of apples.", "a concluding sentence: 27 bags of apples"),
        ("unit_r1_text", "B", "boxed", "T:The farmer has 9 × 24 = 216 apples, and 216 ÷ 8 = 27, so he fills 27 bags.¶¶" + r1final(r"27 \text{ bags}"), "R1 summary, then the **Final Answer** box with \\text{ bags}"),
        ("noun_hash_apples", "A", "hash", "#### 27 apples", "27 named as apples; the working's number of apples is 216"),
        ("noun_tag_baskets", "A", "tag", "T:<answer>27 baskets</answer>", "27 named as baskets; there are 9 baskets"),
        ("rate_sentence_per_bag", "A", "prose_sentence", "So the farmer puts 27 apples in each bag.", "27 stated as the apples per bag (8): a rate where the number of bags is asked"),
        ("scale_tag_dozen", "A", "tag", "T:<answer>27 dozen bags</answer>", "a scale word: 27 dozen bags are 324 bags"),
        ("cut", "A", "truncated", "So the number of bags the farmer fills is", "cut before the value: no_answer"),
     ]),
    ("notebooks", "14.6",
     "Lena buys 4 notebooks that cost $2.75 each and 3 pens that cost $1.20 each. How many dollars does she spend in all?",
     llama(
        ("Find the cost of the notebooks.", "Each notebook costs $2.75 and Lena buys 4: 4 × $2.75 = $11.00."),
        ("Find the cost of the pens.", "Each pen costs $1.20 and she buys 3: 3 × $1.20 = $3.60."),
        ("Add the two costs.", "$11.00 + $3.60 = $14.60."),
        ("Check in cents.", "The notebooks cost 4 × 275 = 1,100 cents and the pens 3 × 120 = 360 cents, 1,460 cents in all, which is $14.60."),
     ),
     th("""Four notebooks at $2.75 each. 2.75 times 4: 2 times 4 is 8, and 0.75 times 4 is 3, so $11.00.

Three pens at $1.20: 1.20 times 3 is $3.60.

Total: 11.00 + 3.60 = 14.60.

Let me double-check in cents so I don't slip on the decimals: 275 × 4 = 1100 cents and 120 × 3 = 360 cents, 1460 cents altogether, which is $14.60. The question asks for dollars, so $14.60.
"""),
     [
        ("unit_box_dollar", "B", "boxed", llama_end(r"\$14.60"), "an escaped dollar sign and cents in the box"),
        ("gloss_tag_cents", "B", "tag", "T:<answer>$14.60 (1,460 cents)</answer>", "dollars, with the same amount in cents as a gloss"),
        ("unit_tag_dollars", "B", "tag", "T:<answer>14.60 dollars</answer>", "the value and the word dollars"),
        ("unit_sentence", "B", "prose_sentence", "So Lena spends 14.6 dollars in all.", "14.6 dollars, the asked unit, without the trailing zero"),
        ("unit_answer_is", "B", "answer_is", "The answer is $14.60.", "'The answer is' with a dollar sign and cents"),
        ("unit_box_cents", "A", "boxed", llama_end(r"14.60 \text{ cents}"), "cents for dollars: 14.60 cents is $0.146"),
        ("rate_tag_each", "A", "tag", "T:<answer>$14.60 each</answer>", "'each' on the sum: $14.60 is what she spends in all, not the price of each item"),
        ("unit_answer_is_dollars", "A", "answer_is", "The answer is 1,460 dollars.", "the working's number of cents named as dollars: $1,460"),
        ("rate_sentence_per_notebook", "A", "prose_sentence", "So Lena spends $14.60 per notebook.", "the total stated as a price per notebook (a notebook is $2.75)"),
        ("cut_tag", "A", "truncated", "T:<answer>Lena spends $", "an unclosed tag cut before the value: no_answer"),
     ]),
    ("marathon", "6",
     "Jonah watches three movies back to back. They are 95 minutes, 110 minutes and 125 minutes long, and he takes a 15-minute break between one movie and the next. How many hours does the marathon last from start to finish?",
     qwen("To find the length of the marathon, we add the movie times and the breaks, then convert minutes to hours.",
          ("Movie time", r"\[ 95 + 110 + 125 = 330 \text{ minutes} \]"),
          ("Break time", "There are 3 movies, so there are 2 breaks between them:\n   " + r"\[ 2 \times 15 = 30 \text{ minutes} \]"),
          ("Total time in minutes", r"\[ 330 + 30 = 360 \text{ minutes} \]"),
          ("Convert to hours", r"\[ 360 \div 60 = 6 \text{ hours} \]")),
     th("""Three movies: 95 + 110 = 205, plus 125 = 330 minutes.

Breaks: there's a break between one movie and the next, so with three movies there are two breaks, not three. 2 × 15 = 30 minutes.

Total: 330 + 30 = 360 minutes. The question asks for hours: 360 / 60 = 6.

Let me double-check the movies: 95 + 125 = 220, plus 110 = 330. Yes. So the whole marathon, breaks included, lasts 6 hours.
"""),
     [
        ("unit_box_hours", "B", "boxed", qwen_end(r"6 \text{ hours}"), "the box holds \\text{ hours}"),
        ("gloss_tag_minutes", "B", "tag", "T:<answer>6 hours (360 minutes)</answer>", "hours, the same duration in minutes as a gloss"),
        ("unit_tag_h", "B", "tag", "T:<answer>6 h</answer>", "the abbreviation h"),
        ("unit_sentence_hrs", "B", "prose_sentence", "So the marathon lasts 6 hrs from start to finish.", "the abbreviation hrs"),
        ("unit_r1_text", "B", "boxed", "T:The movies take 330 minutes and the two breaks 30 minutes, 360 minutes in all, which is 6 hours.¶¶" + r1final(r"6\ \text{hours}"), "R1 summary and a display box with \\text{hours}"),
        ("unit_box_minutes", "A", "boxed", qwen_end(r"6 \text{ minutes}"), "minutes for hours"),
        ("rate_tag_per_movie", "A", "tag", "T:<answer>6 hours per movie</answer>", "a rate per movie on the total (the marathon is 2 hours a movie, breaks included)"),
        ("noun_answer_is_movies", "A", "answer_is", "The answer is 6 hours of movie time.", "the movies alone run 330 minutes = 5.5 hours; the 6 hours include the breaks"),
        ("chg_sentence_longer", "A", "prose_sentence", "So the marathon lasts 6 hours longer than the first movie.", "a change: the marathon is 360 - 95 = 265 minutes longer than the first movie"),
        ("cut_tag", "A", "truncated", "T:<answer>The marathon lasts", "an unclosed tag cut before the value: no_answer"),
     ]),
    ("flour", "9",
     "A bakery uses 250 grams of flour for each loaf of bread. On Saturday it bakes 36 loaves. How many kilograms of flour does the bakery use on Saturday?",
     """The bakery uses 250 * 36 = <<250*36=9000>>9000 grams of flour.
There are 1000 grams in a kilogram, so that is 9000 / 1000 = <<9000/1000=9>>9 kilograms.
Check: 4 loaves use 4 * 250 = <<4*250=1000>>1000 grams, which is 1 kilogram, so 36 loaves use 36 / 4 = <<36/4=9>>9 kilograms.
Each loaf uses 250 / 1000 = <<250/1000=0.25>>0.25 kilograms of flour.
""",
     th("""250 grams per loaf, 36 loaves. 250 times 36: 250 times 4 is 1000, and 36 is 9 groups of 4, so 9 times 1000 = 9000 grams.

Convert to kilograms: 1 kg is 1000 g, so 9000 g is 9 kg.

Another way: each loaf is a quarter kilogram, and 36 quarters is 9. Same.

So the bakery uses 9 kilograms of flour on Saturday.
"""),
     [
        ("unit_hash_kg", "B", "hash", "#### 9 kg", "'####' with the abbreviation kg"),
        ("unit_tag_kilograms", "B", "tag", "T:<answer>9 kilograms</answer>", "the unit word"),
        ("gloss_tag_grams", "B", "tag", "T:<answer>9 kg (9,000 g)</answer>", "kilograms, the same mass in grams as a gloss"),
        ("gloss_sentence", "B", "prose_sentence", "So the bakery uses 9 kilograms (9,000 grams) of flour on Saturday.", "a sentence with the asked unit and the grams in brackets"),
        ("unit_answer_is", "B", "answer_is", "The answer is 9 kilograms of flour.", "'The answer is' with the unit and the noun"),
        ("unit_hash_grams", "A", "hash", "#### 9 grams", "grams for kilograms"),
        ("rate_tag_per_loaf", "A", "tag", "T:<answer>9 kg per loaf</answer>", "a rate per loaf on the total (a loaf takes 0.25 kg)"),
        ("noun_tag_loaves", "A", "tag", "T:<answer>9 loaves</answer>", "9 named as loaves; the bakery bakes 36 loaves"),
        ("chg_sentence_left", "A", "prose_sentence", "So the bakery has 9 kilograms of flour left.", "'left' where the flour used is asked: the 9 kg are used up, not left"),
        ("unit_r1_g", "A", "boxed", "T:The bakery uses 250 × 36 = 9,000 grams of flour, and 9,000 ÷ 1,000 = 9.¶¶" + r1final(r"9 \text{ g}"), "grams for kilograms in the R1 box"),
     ]),
    ("jug", "1.5",
     "A jug holds 6 liters of lemonade. Tom pours 18 glasses of 250 milliliters each from the full jug. How many liters of lemonade are left in the jug?",
     llama(
        ("Find the amount poured in milliliters.", "Tom pours 18 glasses of 250 mL each: 18 × 250 = 4,500 mL."),
        ("Convert to liters.", "1 liter is 1,000 mL, so 4,500 mL = 4.5 liters."),
        ("Subtract from the jug.", "The jug started with 6 liters, so 6 − 4.5 = 1.5 liters are left."),
        ("Check in milliliters.", "6 liters is 6,000 mL, and 6,000 − 4,500 = 1,500 mL, which is 1.5 liters. That is enough for 1,500 ÷ 250 = 6 more glasses."),
     ),
     th("""The jug holds 6 liters. 18 glasses at 250 mL: 18 × 250 = 4500 mL, which is 4.5 liters.

Left in the jug: 6 − 4.5 = 1.5 liters.

Check in mL: 6000 − 4500 = 1500 mL = 1.5 L. That would fill 6 more glasses of 250 mL.

The question asks how many liters are left, so 1.5 liters.
"""),
     [
        ("unit_box_liters", "B", "boxed", llama_end(r"1.5 \text{ liters}"), "the box holds \\text{ liters}"),
        ("chg_tag_left", "B", "tag", "T:<answer>1.5 L left</answer>", "'left' where the amount left is asked and computed"),
        ("gloss_tag_ml", "B", "tag", "T:<answer>1.5 liters (1,500 mL)</answer>", "liters, the same volume in mL as a gloss"),
        ("unit_sentence_litres", "B", "prose_sentence", "So there are 1½ litres of lemonade left in the jug.", "British spelling and the ½ glyph"),
        ("unit_answer_is", "B", "answer_is", "The answer is 1.5 liters.", "'The answer is' with the unit"),
        ("unit_box_ml", "A", "boxed", llama_end(r"1.5 \text{ mL}"), "mL for liters"),
        ("noun_tag_glasses", "A", "tag", "T:<answer>1.5 glasses</answer>", "glasses: the 1.5 liters left fill 6 glasses"),
        ("chg_tag_poured", "A", "tag", "T:<answer>1.5 liters poured</answer>", "'poured' makes it the amount poured out, which is 4.5 liters"),
        ("rate_answer_is_per_glass", "A", "answer_is", "The answer is 1.5 liters per glass.", "a rate per glass (a glass holds 0.25 liters)"),
        ("cut", "A", "truncated", "So the jug still holds", "cut before the value: no_answer"),
     ]),
    ("board", "6.5",
     "A board is 10 feet long. Omar cuts off a piece that is 42 inches long. How many feet of the board are left?",
     qwen("To find how much of the board is left, we work in inches and convert back to feet.",
          ("Length of the board in inches", "There are 12 inches in a foot:\n   " + r"\[ 10 \times 12 = 120 \text{ inches} \]"),
          ("Subtract the piece", r"\[ 120 - 42 = 78 \text{ inches} \]"),
          ("Convert to feet", r"\[ 78 \div 12 = 6.5 \text{ feet} \]"),
          ("Check", r"The piece cut off is \( 42 \div 12 = 3.5 \) feet, and \( 10 - 3.5 = 6.5 \) feet.")),
     th("""10 feet is 10 × 12 = 120 inches. He cuts off 42 inches, so 120 − 42 = 78 inches are left.

In feet: 78 / 12 = 6.5 feet.

Check the other way: 42 inches is 3 feet 6 inches, which is 3.5 feet, and 10 − 3.5 = 6.5. Same.

So 6.5 feet of the board are left, which is 6 feet 6 inches.
"""),
     [
        ("unit_box_ft", "B", "boxed", qwen_end(r"6.5 \text{ ft}"), "the abbreviation ft in the box"),
        ("gloss_tag_inches", "B", "tag", "T:<answer>6.5 feet (78 inches)</answer>", "feet, the same length in inches as a gloss"),
        ("unit_tag_ft_in", "B", "tag", "T:<answer>6 ft 6 in</answer>", "feet and inches, equal to 6.5 feet"),
        ("unit_sentence_singular", "B", "prose_sentence", "So a 6.5-foot piece of the board is left.", "the singular unit in a hyphenated adjective: a 6.5-foot piece"),
        ("unit_r1_mbox", "B", "boxed", "T:The board is 120 inches long; 120 − 42 = 78 inches are left, and 78 ÷ 12 = 6.5.¶¶" + r1final(r"6.5\mbox{ feet}"), "R1 box with \\mbox{ feet}"),
        ("unit_box_inches", "A", "boxed", qwen_end(r"6.5 \text{ inches}"), "inches for feet"),
        ("chg_tag_shorter", "A", "tag", "T:<answer>6.5 feet shorter</answer>", "a change: the board is 3.5 feet shorter, 6.5 feet is its length"),
        ("chg_tag_cut_off", "A", "tag", "T:<answer>6.5 feet cut off</answer>", "the piece cut off is 3.5 feet"),
        ("unit_sentence_yards", "A", "prose_sentence", "So the piece of board that is left is 6.5 yards long.", "yards for feet: 6.5 yards is 19.5 feet"),
        ("cut_box", "A", "truncated", "Therefore, the final answer is: $\\boxed{", "cut inside the box before the value: no_answer"),
     ]),
    ("play", "960",
     "At the school play, adult tickets cost $8 and student tickets cost $5. The school sells 45 adult tickets and 120 student tickets. How much money does the school collect from ticket sales?",
     """Adult tickets bring in 45 * 8 = <<45*8=360>>360 dollars.
Student tickets bring in 120 * 5 = <<120*5=600>>600 dollars.
The school collects 360 + 600 = <<360+600=960>>960 dollars in all.
The school sells 45 + 120 = <<45+120=165>>165 tickets altogether.
Check: the students bring in 600 - 360 = <<600-360=240>>240 dollars more than the adults, and 360 + 360 + 240 = <<360+360+240=960>>960.
""",
     th("""Adults: 45 tickets at $8 each. 45 × 8 = 360 dollars.

Students: 120 tickets at $5 each. 120 × 5 = 600 dollars.

Total money: 360 + 600 = 960 dollars.

Let me double-check 45 × 8: 40 × 8 = 320 and 5 × 8 = 40, so 360. And 120 × 5 = 600. Adding: 960.

The school sells 165 tickets in all, but the question asks about money, not tickets. So the school collects $960.
"""),
     [
        ("unit_hash_dollar", "B", "hash", "#### $960", "a dollar sign before the number"),
        ("unit_tag_dollar", "B", "tag", "T:<answer>$960</answer>", "R1-Zero tag with a dollar sign"),
        ("gloss_tag_tickets", "B", "tag", "T:<answer>960 dollars from 165 tickets</answer>", "the money, and the tickets sold named by their own noun"),
        ("unit_sentence", "B", "prose_sentence", "So the school collects $960 from ticket sales.", "a concluding sentence with a dollar sign"),
        ("unit_answer_is", "B", "answer_is", "The answer is 960 dollars.", "'The answer is' with the unit word"),
        ("noun_hash_tickets", "A", "hash", "#### 960 tickets", "960 named as tickets; 165 tickets were sold"),
        ("unit_tag_cents", "A", "tag", "T:<answer>960 cents</answer>", "cents for dollars: $9.60"),
        ("rate_tag_per_ticket", "A", "tag", "T:<answer>$960 per ticket</answer>", "the total stated as a price per ticket"),
        ("chg_sentence_more", "A", "prose_sentence", "So the school collects $960 more from students than from adults.", "a change: the students bring in 600 - 360 = 240 dollars more"),
        ("scale_hash_hundred", "A", "hash", "#### 960 hundred", "a scale word: 960 hundred is 96,000"),
     ]),
    ("reading", "35",
     "Mia wants to read 5 books that have 252 pages each in 36 days. She plans to read the same number of pages every day. How many pages does she need to read each day?",
     "Mia has 5 books with 252 pages each, so she has 5 × 252 = 1,260 pages to read in all. She has 36 days, and she reads the same number of pages each day, so she needs to read 1,260 ÷ 36 = 35 pages per day. To check, 35 pages a day for 36 days is 35 × 36 = 1,260 pages, which is all five books. At this pace each book takes her 252 ÷ 35 = 7.2 days.\n\n",
     th("""5 books × 252 pages = 1260 pages. Over 36 days, the same amount each day: 1260 / 36.

36 × 35 = 1260, since 36 × 30 = 1080 and 36 × 5 = 180. So 35 pages a day.

Check: 35 × 36 = 1260. Yes. At 35 pages a day one book takes 252 / 35 = 7.2 days.

The question asks pages per day, so 35 pages.
"""),
     [
        ("rate_hash", "B", "hash", "#### 35 pages per day", "the rate the working made, 'per day'"),
        ("rate_tag", "B", "tag", "T:<answer>35 pages a day</answer>", "the rate as 'a day'"),
        ("rate_sentence_each", "B", "prose_sentence", "So Mia needs to read 35 pages each day.", "'each day': the rate asked"),
        ("rate_answer_is_slash", "B", "answer_is", "The answer is 35 pages/day.", "the rate with a slash"),
        ("rate_r1_text", "B", "boxed", "T:Mia has 5 × 252 = 1,260 pages to read, and 1,260 ÷ 36 = 35 pages every day.¶¶" + r1final(r"35 \text{ pages per day}"), "R1 box with \\text{ pages per day}"),
        ("noun_hash_books", "A", "hash", "#### 35 books", "35 named as books; she reads 5 books"),
        ("rate_tag_total", "A", "tag", "T:<answer>35 pages in total</answer>", "'in total' on the daily rate (she reads 1,260 pages in total)"),
        ("rate_tag_per_week", "A", "tag", "T:<answer>35 pages per week</answer>", "a weekly rate: she reads 245 pages a week"),
        ("noun_answer_is_days", "A", "answer_is", "The answer is 35 days.", "35 named as days; the plan has 36 days"),
        ("rate_sentence_per_book", "A", "prose_sentence", "So Mia needs to read 35 pages per book.", "each book has 252 pages"),
     ]),
    ("wages", "1200",
     "Carlos earns $15 an hour at his summer job. He works 20 hours each week for 4 weeks. How much money does he earn in the 4 weeks?",
     qwen("We find Carlos's weekly pay and then multiply by the number of weeks.",
          ("Weekly pay", r"\[ 15 \times 20 = 300 \text{ dollars per week} \]"),
          ("Pay for 4 weeks", r"\[ 300 \times 4 = 1200 \text{ dollars} \]"),
          ("Check", r"He works \( 20 \times 4 = 80 \) hours in all, and \( 80 \times 15 = 1200 \) dollars.")),
     th("""$15 an hour, 20 hours a week: 15 × 20 = 300 dollars a week.

Four weeks: 300 × 4 = 1200 dollars.

Check: he works 80 hours in total, and 80 × 15 = 1200. Same.

Hmm, is there anything like overtime or taxes? The problem doesn't mention any, so it's just hours times rate. 300 a week for 4 weeks is 1200.

So Carlos earns $1,200 over the 4 weeks.
"""),
     [
        ("unit_box_comma", "B", "boxed", qwen_end(r"\$1{,}200"), "an escaped dollar and a LaTeX thousands comma"),
        ("gloss_tag_rate", "B", "tag", "T:<answer>$1,200 (that is, $300 a week)</answer>", "the total, with the weekly rate the working made as a gloss"),
        ("unit_sentence", "B", "prose_sentence", "So Carlos earns $1,200 in the 4 weeks.", "a concluding sentence with the period asked"),
        ("scale_answer_is", "B", "answer_is", "The answer is 1.2 thousand dollars.", "an honest scale word: 1.2 thousand = 1,200"),
        ("rate_hash_total", "B", "hash", "#### 1200 dollars in total", "'in total' on the total asked"),
        ("rate_box_per_week", "A", "boxed", qwen_end(r"\$1{,}200 \text{ per week}"), "a weekly rate on the four weeks' total (he earns $300 a week)"),
        ("rate_tag_per_hour", "A", "tag", "T:<answer>$1,200 per hour</answer>", "an hourly rate (he earns $15 an hour)"),
        ("noun_tag_hours", "A", "tag", "T:<answer>1,200 hours</answer>", "1,200 named as hours; he works 80 hours"),
        ("rate_month", "A", "prose_sentence", "So Carlos earns $1,200 a month.", "debatable: a monthly rate where the four weeks' total is asked (see DECISIONS)", True),
        ("scale_hash_thousand", "A", "hash", "#### 1200 thousand", "a scale word: 1,200 thousand is 1,200,000"),
     ]),
    ("gift", "31",
     "Five coworkers buy a retirement gift that costs $135. They also pay $20 for a card and gift wrapping. They split the whole cost equally. How much does each coworker pay?",
     """The whole cost is 135 + 20 = <<135+20=155>>155 dollars.
Split among 5 coworkers, each pays 155 / 5 = <<155/5=31>>31 dollars.
Check: 5 * 31 = <<5*31=155>>155 dollars, the gift plus the card and wrapping.
For the gift alone each would pay 135 / 5 = <<135/5=27>>27 dollars.
The card and wrapping add 20 / 5 = <<20/5=4>>4 dollars to each share, and 27 + 4 = <<27+4=31>>31.
""",
     th("""The gift is $135 and the card and wrapping $20, so the whole cost is 155.

Five coworkers split it equally: 155 / 5 = 31.

Check: 31 × 5 = 155. Good. The card and wrapping add 20 / 5 = 4 dollars to each share, and the gift alone is 135 / 5 = 27 dollars each, and 27 + 4 = 31. Consistent.

The question asks what each coworker pays, so the share, not the whole cost. Each coworker pays $31.
"""),
     [
        ("rate_hash_each", "B", "hash", "#### 31 dollars each", "'each' where the share is asked"),
        ("rate_tag_per_person", "B", "tag", "T:<answer>$31 per person</answer>", "'per person': the share"),
        ("gloss_tag_each_total", "B", "tag", "T:<answer>$31 each ($155 in total)</answer>", "debatable: the share with 'each', the group's total in brackets with 'in total' (see DECISIONS)", True),
        ("noun_sentence", "B", "prose_sentence", "So each of the five coworkers pays $31.", "a concluding sentence naming who pays"),
        ("rate_answer_is_head", "B", "answer_is", "The answer is $31 a head.", "'a head': the share per person"),
        ("rate_hash_in_total", "A", "hash", "#### 31 dollars in total", "'in total' on the share: the total is 155"),
        ("rate_tag_altogether", "A", "tag", "T:<answer>$31 altogether</answer>", "'altogether' on the share"),
        ("noun_sentence_card", "A", "prose_sentence", "So each coworker pays $31 toward the card and wrapping.", "each pays 20 / 5 = $4 toward the card and wrapping"),
        ("chg_answer_is_more", "A", "answer_is", "The answer is $31 more than for the gift alone.", "a change: the card and wrapping add 31 - 27 = $4 to each share"),
        ("unit_hash_cents", "A", "hash", "#### 31 cents", "cents for dollars"),
     ]),
    ("ages", "32",
     "Ana is 4 times as old as her son. In 16 years, she will be twice as old as her son. How old is Ana now?",
     qwen(r"Let \( s \) be the son's age now. Then Ana's age now is \( 4s \).",
          ("Ages in 16 years", r"Ana will be \( 4s + 16 \) and her son will be \( s + 16 \)."),
          ("Set up the equation", r"\[ 4s + 16 = 2(s + 16) \]"),
          ("Solve", r"\[ 4s + 16 = 2s + 32 \implies 2s = 16 \implies s = 8 \]"),
          ("Ana's age now", r"\[ 4s = 4 \times 8 = 32 \]" + "\n   " + r"Check: in 16 years Ana will be 48 and her son 24, and \( 48 = 2 \times 24 \).")),
     th("""Let the son be s. Ana is 4s. In 16 years: 4s + 16 = 2(s + 16).

4s + 16 = 2s + 32, so 2s = 16, s = 8. Ana is 4 × 8 = 32.

Check: in 16 years Ana is 48 and the son is 24, and 48 is twice 24. Good. Ana is 24 years older than her son, which never changes.

So Ana is 32 years old now.
"""),
     [
        ("unit_box_years_old", "B", "boxed", qwen_end(r"32 \text{ years old}"), "the box holds \\text{ years old}"),
        ("unit_tag_years_old", "B", "tag", "T:<answer>32 years old</answer>", "the age with 'years old'"),
        ("unit_sentence", "B", "prose_sentence", "So Ana is 32 years old now.", "a concluding sentence"),
        ("unit_answer_is", "B", "answer_is", "The answer is 32 years.", "'years' for an age"),
        ("unit_r1_text", "B", "boxed", "T:With the son's age s, 4s + 16 = 2(s + 16) gives s = 8, so Ana is 4 × 8 = 32 and her son is 8.¶¶" + r1final(r"32 \text{ years}"), "R1 summary naming the son's age too, then the box"),
        ("chg_box_older", "A", "boxed", qwen_end(r"32 \text{ years older}"), "a change: Ana is 24 years older than her son"),
        ("chg_tag_from_now", "A", "tag", "T:<answer>32 years from now</answer>", "a time from now, not Ana's age"),
        ("chg_sentence_later", "A", "prose_sentence", "So Ana will be 32 years old in 16 years.", "in 16 years Ana will be 48"),
        ("unit_answer_is_months", "A", "answer_is", "The answer is 32 months.", "months for years: 32 months is under 3 years"),
        ("cut_tag", "A", "truncated", "T:<answer>Ana is", "an unclosed tag cut before the value: no_answer"),
     ]),
    ("stickers", "90",
     "Jake has 45 stickers. Priya has 3 times as many stickers as Jake. How many more stickers does Priya have than Jake?",
     """Priya has 45 * 3 = <<45*3=135>>135 stickers.
She has 135 - 45 = <<135-45=90>>90 more stickers than Jake.
Together they have 135 + 45 = <<135+45=180>>180 stickers.
Check: 3 times Jake's stickers is 2 times his stickers more than he has, and 2 * 45 = <<2*45=90>>90.
If Jake got 90 more stickers, he would have 45 + 90 = <<45+90=135>>135, the same as Priya.
""",
     th("""Jake has 45. Priya has 3 × 45 = 135.

How many more: 135 − 45 = 90.

Check: three times as many means two extra sets of 45 on top of Jake's, and 2 × 45 = 90. Same.

The question is "how many more", so it's the difference, not Priya's total of 135 and not the 180 they have together.

So Priya has 90 more stickers than Jake.
"""),
     [
        ("chg_hash_more", "B", "hash", "#### 90 more stickers", "'more' where the difference is asked and computed"),
        ("chg_tag_more", "B", "tag", "T:<answer>90 more</answer>", "'90 more' in the tag"),
        ("gloss_tag", "B", "tag", "T:<answer>90 stickers (135 − 45)</answer>", "the difference with the subtraction that makes it in brackets"),
        ("chg_sentence", "B", "prose_sentence", "So Priya has 90 more stickers than Jake.", "the comparison the question asks"),
        ("chg_answer_is", "B", "answer_is", "The answer is 90 stickers more than Jake.", "'more than Jake' after the noun"),
        ("rate_hash_total", "A", "hash", "#### 90 stickers in total", "'in total' on the difference: together they have 180"),
        ("chg_tag_level", "A", "tag", "T:<answer>Priya has 90 stickers</answer>", "debatable: a level where the change is asked; Priya has 135 (see DECISIONS)", True),
        ("chg_sentence_fewer", "A", "prose_sentence", "So Priya has 90 fewer stickers than Jake.", "'fewer' reverses the comparison"),
        ("scale_answer_is_dozen", "A", "answer_is", "The answer is 90 dozen stickers.", "a scale word: 90 dozen is 1,080"),
        ("cut", "A", "truncated", "So Priya has", "cut before the value: no_answer"),
     ]),
    ("bus", "14",
     "In a class of 40 students, 35% of the students take the bus to school. How many students take the bus?",
     llama(
        ("Convert the percent to a decimal.", "35% = 35 / 100 = 0.35."),
        ("Multiply by the number of students.", "0.35 × 40 = 14, so 14 students take the bus."),
        ("Check.", "14 out of 40 is 14 / 40 = 0.35 = 35%, and the other 40 − 14 = 26 students get to school another way."),
     ),
     th("""35% of 40. 10% of 40 is 4, so 30% is 12, and 5% is 2. 12 + 2 = 14.

So 14 students take the bus, and 40 − 14 = 26 don't.

Check: 14/40 = 0.35, which is 35%. Good. Another way: 35% is 7/20, and 40 × 7/20 = 2 × 7 = 14.

The question asks for the number of students, so 14 students take the bus.
"""),
     [
        ("noun_box_students", "B", "boxed", llama_end(r"14 \text{ students}"), "the box holds \\text{ students}"),
        ("noun_tag_students", "B", "tag", "T:<answer>14 students</answer>", "the counted noun"),
        ("gloss_sentence", "B", "prose_sentence", "So 14 students (35% of the class) take the bus.", "the count, with the given percent in brackets"),
        ("noun_answer_is", "B", "answer_is", "The answer is 14 students.", "'The answer is' with the noun"),
        ("noun_r1_plain", "B", "boxed", "T:35% of 40 is 0.35 × 40 = 14, so 14 of the 40 students ride the bus.¶¶" + r1final("14"), "R1 box, the bare count"),
        ("pct_box", "A", "boxed", llama_end(r"14\%"), "a percent sign on the count: 14% is not 14 students"),
        ("pct_tag_word", "A", "tag", "T:<answer>14 percent</answer>", "'percent' on the count"),
        ("noun_tag_buses", "A", "tag", "T:<answer>14 buses</answer>", "14 named as buses"),
        ("noun_sentence_not", "A", "prose_sentence", "So 14 students do not take the bus.", "26 students do not take the bus"),
        ("cut", "A", "truncated", "So the number of students who take the bus is", "cut before the value: no_answer"),
     ]),
    ("stadium", "36000",
     "A stadium has 45,000 seats. For a concert, 80% of the seats are sold. How many tickets are sold for the concert?",
     """The number of tickets sold is 45000 * 80 / 100 = <<45000*80/100=36000>>36000.
The number of seats left unsold is 45000 - 36000 = <<45000-36000=9000>>9000.
Check: 36000 / 45000 = <<36000/45000=0.8>>0.8, which is 80% of the seats.
The unsold seats are 9000 / 45000 = <<9000/45000=0.2>>0.2 of the stadium, the other 20%, and 36000 + 9000 = <<36000+9000=45000>>45000 seats.
""",
     th("""45,000 seats, 80% sold. 10% is 4,500, so 80% is 8 × 4,500 = 36,000.

Unsold: 45,000 − 36,000 = 9,000, which is the other 20%.

Check: 0.8 × 45,000 = 36,000. Yes. And 36,000 + 9,000 = 45,000, all the seats.

Each seat sold is one ticket, so the number of tickets equals the number of seats sold.

So 36,000 tickets are sold for the concert.
"""),
     [
        ("noun_hash_tickets", "B", "hash", "#### 36,000 tickets", "'####', a thousands comma and the noun"),
        ("scale_tag_thousand", "B", "tag", "T:<answer>36 thousand tickets</answer>", "an honest scale word: 36 thousand = 36,000"),
        ("gloss_tag", "B", "tag", "T:<answer>36,000 (80% of 45,000)</answer>", "the count, with the percent and the seats it was taken of in brackets"),
        ("scale_sentence_k", "B", "prose_sentence", "So 36k tickets are sold for the concert.", "'36k' = 36,000"),
        ("noun_answer_is", "B", "answer_is", "The answer is 36000 tickets.", "'The answer is' with the noun"),
        ("scale_hash_thousand", "A", "hash", "#### 36000 thousand", "a scale word: 36,000 thousand is 36 million"),
        ("scale_tag_hundred", "A", "tag", "T:<answer>36 hundred tickets</answer>", "a scale word: 36 hundred is 3,600"),
        ("chg_sentence_empty", "A", "prose_sentence", "So 36,000 seats are left empty.", "the seats left empty number 9,000"),
        ("scale_answer_is_million", "A", "answer_is", "The answer is 36 million tickets.", "a scale word: 36 million"),
        ("pct_r1", "A", "boxed", "T:80% of the 45,000 seats are sold, and 0.8 × 45,000 = 36,000.¶¶" + r1final(r"36{,}000\%"), "a percent sign on the count in the R1 box"),
     ]),
]

MPROBS = [
    ("triangle", "75",
     r"In triangle $ABC$, angle $A$ is twice angle $B$, and angle $C$ is $30^\circ$ more than angle $B$. What is the measure of angle $A$, in degrees?",
     r"""Solution: Let $\angle B = x$ degrees. Then $\angle A = 2x$ and $\angle C = x + 30$. The angles of a triangle add up to $180^\circ$, so $2x + x + (x + 30) = 180$, which gives $4x + 30 = 180$, $4x = 150$ and $x = 37.5$. Therefore $\angle A = 2x = 75$ degrees. As a check, $\angle C = 37.5 + 30 = 67.5$ degrees, and $75 + 37.5 + 67.5 = 180$.
""",
     th("""Let B = x. Then A = 2x and C = x + 30. The angles sum to 180: 2x + x + x + 30 = 180, so 4x = 150 and x = 37.5.

A = 2 × 37.5 = 75. C = 67.5.

Check: 75 + 37.5 + 67.5 = 180. Good. A is 37.5 degrees larger than B, twice B as required, and C is 30 more than B: 37.5 + 30 = 67.5. All conditions hold.

So angle A measures 75 degrees.
"""),
     [
        ("unit_minerva_circ", "B", "minerva", minerva_end(r"$75^\circ$"), "a degree sign ^\\circ"),
        ("unit_tag_circ", "B", "tag", r"T:<answer>$75^{\circ}$</answer>", "R1-Zero tag: ^{\\circ}"),
        ("unit_minerva_text", "B", "minerva", minerva_end(r"$75 \text{ degrees}$"), "\\text{ degrees}"),
        ("gloss_r1_rad", "B", "boxed", "T:With angle B = x, 4x + 30 = 180 gives x = 37.5, so angle A = 2x = 75°.¶¶" + r1final(r"75^\circ \ \left(\tfrac{5\pi}{12} \text{ rad}\right)"), "degrees, the same angle in radians as a gloss (75° = 5π/12)"),
        ("unit_sentence", "B", "prose_sentence", "So angle $A$ measures 75 degrees.", "a concluding sentence"),
        ("unit_minerva_radians", "A", "minerva", minerva_end(r"$75 \text{ radians}$"), "radians for degrees"),
        ("chg_tag_more", "A", "tag", "T:<answer>75° more than angle B</answer>", "a change: angle A is 37.5° more than angle B"),
        ("pct_minerva", "A", "minerva", minerva_end(r"$75\%$"), "a percent sign on an angle"),
        ("noun_sentence_c", "A", "prose_sentence", "So angle $C$ measures 75 degrees.", "75 named as angle C, which is 67.5 degrees"),
        ("cut_tag", "A", "truncated", "T:<answer>Angle A measures $", "an unclosed tag cut before the value: no_answer"),
     ]),
    ("cube", "125",
     "A cube has a surface area of 150 square inches. What is the volume of the cube, in cubic inches?",
     qwen("To find the volume, we first find the edge length of the cube from its surface area.",
          ("Surface area of a cube", r"A cube has 6 square faces of side \(s\), so" + "\n   " + r"\[ 6s^2 = 150 \implies s^2 = 25 \implies s = 5 \text{ inches}. \]"),
          ("Volume", r"\[ V = s^3 = 5^3 = 125 \text{ cubic inches}. \]"),
          ("Check", r"Each face has area \(5^2 = 25\) square inches, and \(6 \times 25 = 150\) square inches, as given.")),
     th("""Surface area of a cube is 6s². 6s² = 150, so s² = 25 and s = 5 inches.

Volume is s³ = 5³ = 125.

Check: each face is 25 square inches, six faces make 150. Matches.

The question asks for the volume in cubic inches, not the area of a face or the edge length, so it's 5 × 5 × 5 = 125.

So the volume is 125 cubic inches.
"""),
     [
        ("unit_qbox_in3", "B", "boxed", qbox(r"125 \text{ in}^3"), "\\text{ in}^3 in the box"),
        ("unit_tag_cubic", "B", "tag", "T:<answer>125 cubic inches</answer>", "the unit in words"),
        ("unit_qbox_mbox", "B", "boxed", qbox(r"125\mbox{ cubic inches}"), "\\mbox{ cubic inches}"),
        ("unit_r1_text", "B", "boxed", "T:From 6s² = 150 the edge is s = 5 inches, so the volume is 5³ = 125 cubic inches.¶¶" + r1final(r"125 \text{ in}^{3}"), "R1 box with \\text{ in}^{3}"),
        ("unit_sentence", "B", "prose_sentence", "Therefore, the volume of the cube is 125 cubic inches.", "a concluding sentence"),
        ("unit_qbox_in2", "A", "boxed", qbox(r"125 \text{ in}^2"), "square inches for cubic inches: an area unit"),
        ("unit_tag_square", "A", "tag", "T:<answer>125 square inches</answer>", "square inches: an area"),
        ("unit_tag_cubic_feet", "A", "tag", "T:<answer>125 cubic feet</answer>", "cubic feet for cubic inches"),
        ("noun_sentence_face", "A", "prose_sentence", "Therefore, each face of the cube has an area of 125 square inches.", "a face has area 25 square inches"),
        ("unit_qbox_inches", "A", "boxed", qbox(r"125 \text{ inches}"), "a length unit for a volume (the edge is 5 inches)"),
     ]),
    ("officers", "56",
     "A club has 8 members. In how many ways can the club choose a president and a vice-president, if no member can hold both offices?",
     llama(
        ("Choose the president.", "Any of the 8 members can be president, so there are 8 choices."),
        ("Choose the vice-president.", "The vice-president must be a different member, so there are 7 choices left."),
        ("Multiply.", "By the multiplication principle, there are $8 \\times 7 = 56$ ways. Order matters here, since the two offices are different: choosing Ana as president and Ben as vice-president is not the same as the reverse."),
     ),
     th("""President: any of 8 members. Vice-president: any of the other 7. So 8 × 7 = 56.

Order matters because the offices are different. If the two were just an unordered pair it would be 56 / 2 = 28, but that's not the case here.

Check with a smaller club: with 3 members there would be 3 × 2 = 6 ways, and listing them (AB, AC, BA, BC, CA, CB) gives 6. Good.

So there are 56 ways.
"""),
     [
        ("noun_box_ways", "B", "boxed", llama_end(r"56 \text{ ways}"), "\\text{ ways}"),
        ("noun_tag_ways", "B", "tag", "T:<answer>56 ways</answer>", "the counted noun 'ways'"),
        ("noun_answer_is_pairs", "B", "answer_is", "The answer is 56 ordered pairs of officers.", "ordered (president, vice-president) pairs: 56"),
        ("noun_sentence", "B", "prose_sentence", "So there are 56 ways to choose a president and a vice-president.", "a concluding sentence"),
        ("noun_r1_plain", "B", "boxed", "T:There are 8 choices for president and then 7 for vice-president, so 8 × 7 = 56.¶¶" + r1final("56"), "R1 box, the bare count"),
        ("noun_box_members", "A", "boxed", llama_end(r"56 \text{ members}"), "56 named as members; the club has 8"),
        ("noun_tag_presidents", "A", "tag", "T:<answer>56 presidents</answer>", "56 named as presidents"),
        ("rate_tag_per_president", "A", "tag", "T:<answer>56 ways per president</answer>", "a rate per president (7 ways for each president)"),
        ("noun_answer_is_committees", "A", "answer_is", "The answer is 56 two-person committees.", "unordered committees of two number 28"),
        ("pct_box", "A", "boxed", llama_end(r"56\%"), "a percent sign on a count of ways"),
     ]),
    ("divisors", "12",
     "How many positive divisors does 72 have?",
     r"""Solution: We factor $72 = 2^3 \cdot 3^2$. A positive divisor of $72$ has the form $2^a 3^b$ with $0 \le a \le 3$ and $0 \le b \le 2$, so there are $4$ choices for $a$ and $3$ choices for $b$, giving $4 \cdot 3 = 12$ divisors. Listing them in pairs with product $72$: $1 \cdot 72$, $2 \cdot 36$, $3 \cdot 24$, $4 \cdot 18$, $6 \cdot 12$, $8 \cdot 9$, which is six pairs and twelve divisors.
""",
     th("""72 = 8 × 9 = 2³ · 3². Number of divisors: (3 + 1)(2 + 1) = 12.

List: 1, 2, 3, 4, 6, 8, 9, 12, 18, 24, 36, 72. Count: 12. They pair up as 1·72, 2·36, 3·24, 4·18, 6·12, 8·9, six pairs.

72 is not a perfect square, so no divisor pairs with itself, and 2 × 6 = 12 matches the formula.

So 72 has 12 positive divisors.
"""),
     [
        ("noun_minerva_text", "B", "minerva", minerva_end(r"$12 \text{ divisors}$"), "\\text{ divisors}"),
        ("noun_tag_divisors", "B", "tag", "T:<answer>12 positive divisors</answer>", "the counted noun"),
        ("gloss_sentence_pairs", "B", "prose_sentence", "So $72$ has $12$ positive divisors, which come in six pairs.", "the count, then the six pairs named by their own noun"),
        ("noun_answer_is_factors", "B", "answer_is", "The answer is 12 factors.", "'factors' for divisors"),
        ("noun_r1_plain", "B", "boxed", "T:Since 72 = 2³ · 3², it has (3 + 1)(2 + 1) = 12 positive divisors.¶¶" + r1final("12"), "R1 box, the bare count"),
        ("noun_minerva_pairs", "A", "minerva", minerva_end(r"$12 \text{ pairs}$"), "12 named as pairs; the divisors form 6 pairs"),
        ("noun_tag_prime", "A", "tag", "T:<answer>12 prime divisors</answer>", "72 has 2 prime divisors"),
        ("noun_answer_is_even", "A", "answer_is", "The answer is 12 even divisors.", "72 has 9 even divisors"),
        ("pct_r1", "A", "boxed", "T:Since 72 = 2³ · 3², the count is (3 + 1)(2 + 1) = 12.¶¶" + r1final(r"12\%"), "a percent sign on the count"),
        ("cut_tag", "A", "truncated", "T:<answer>The number of positive divisors of $72$ is $", "an unclosed tag cut before the value: no_answer"),
     ]),
    ("interest", "400",
     r"Maya deposits $\$2000$ in an account that pays $5\%$ simple interest per year. How many dollars of interest does she earn in 4 years?",
     r"""To find the simple interest, we use the formula \( I = Prt \).

1. **Principal:** \( P = 2000 \) dollars.
2. **Rate:** \( r = 5\% = 0.05 \) per year.
3. **Time:** \( t = 4 \) years.

So
\[ I = 2000 \times 0.05 \times 4 = 400. \]

She earns \( 2000 \times 0.05 = 100 \) dollars of interest each year, so over 4 years she earns \( 4 \times 100 = 400 \) dollars, and her balance grows to \( 2000 + 400 = 2400 \) dollars.

""",
     th("""Simple interest: 5% of 2000 is 100 dollars a year. Over 4 years: 4 × 100 = 400.

Check with the formula I = Prt: 2000 × 0.05 × 4 = 2000 × 0.2 = 400. Same. Simple interest, so no compounding: the interest is the same 100 every year.

The balance would be 2000 + 400 = 2400, but the question asks only for the interest.

So she earns 400 dollars of interest.
"""),
     [
        ("unit_box_dollar", "B", "boxed", qwen_end(r"\$400"), "an escaped dollar sign in the box"),
        ("gloss_tag_rate", "B", "tag", "T:<answer>$400 (that is, $100 a year)</answer>", "the total interest, with the yearly rate the working made as a gloss"),
        ("chg_sentence_more", "B", "prose_sentence", "So after 4 years Maya has $400 more than she deposited.", "'more than she deposited': the interest is exactly that change"),
        ("noun_answer_is", "B", "answer_is", "The answer is 400 dollars of interest.", "'dollars of interest'"),
        ("unit_r1_text", "B", "boxed", "T:The interest is 2000 × 0.05 = 100 dollars a year, so 4 × 100 = 400 dollars over 4 years.¶¶" + r1final(r"400 \text{ dollars}"), "R1 box with \\text{ dollars}"),
        ("rate_box_per_year", "A", "boxed", qwen_end(r"\$400 \text{ per year}"), "a yearly rate on the total (the interest is $100 a year)"),
        ("unit_tag_cents", "A", "tag", "T:<answer>400 cents</answer>", "cents for dollars"),
        ("pct_tag", "A", "tag", "T:<answer>400%</answer>", "a percent sign on an amount of money"),
        ("chg_sentence_balance", "A", "prose_sentence", "So after 4 years Maya has $400 in the account.", "a level where the interest is asked: the balance is $2,400"),
        ("scale_answer_is_thousand", "A", "answer_is", "The answer is 400 thousand dollars.", "a scale word: 400 thousand dollars"),
     ]),
    ("circle", r"49\pi",
     r"A circle has a circumference of $14\pi$ centimeters. What is the area of the circle, in square centimeters? Express your answer in terms of $\pi$.",
     r"""Solution: The circumference is $2\pi r = 14\pi$, so the radius is $r = 7$ centimeters. The area is then $\pi r^2 = \pi \cdot 7^2 = 49\pi$ square centimeters. (The diameter is $14$ centimeters, and $14\pi$ is the circumference, not the area.) As a check, a circle of radius $7$ has circumference $2\pi \cdot 7 = 14\pi$, as given, and its area is $49\pi \approx 153.9$ square centimeters, but the problem asks for the exact answer in terms of $\pi$.
""",
     th("""Circumference 2πr = 14π, so r = 7 cm.

Area πr² = π · 49 = 49π.

Check: a radius of 7 gives a circumference of 14π, as given. The area is in square centimeters, and they want it in terms of π, so I leave it as 49π rather than a decimal like 153.9.

So the area is 49π square centimeters.
"""),
     [
        ("unit_minerva_cm2", "B", "minerva", minerva_end(r"$49\pi \text{ cm}^2$"), "\\text{ cm}^2"),
        ("unit_tag_words", "B", "tag", r"T:<answer>$49\pi$ square centimeters</answer>", "the unit in words after the math"),
        ("unit_minerva_mathrm", "B", "minerva", minerva_end(r"$49\pi\ \mathrm{cm}^2$"), "\\mathrm{cm}^2"),
        ("unit_sentence_sup", "B", "prose_sentence", r"Therefore, the area of the circle is $49\pi$ cm².", "a unicode superscript in cm²"),
        ("unit_r1_text", "B", "boxed", "T:From 2πr = 14π the radius is 7 cm, so the area is π · 7² = 49π.¶¶" + r1final(r"49\pi \text{ cm}^{2}"), "R1 box with \\text{ cm}^{2}"),
        ("unit_minerva_cm", "A", "minerva", minerva_end(r"$49\pi \text{ cm}$"), "a length unit for an area"),
        ("unit_tag_cm3", "A", "tag", r"T:<answer>$49\pi$ cm³</answer>", "a volume unit for an area"),
        ("unit_tag_mm2", "A", "tag", r"T:<answer>$49\pi$ mm²</answer>", "square millimeters for square centimeters"),
        ("noun_sentence_circumference", "A", "prose_sentence", r"Therefore, the circumference of the circle is $49\pi$ centimeters.", "the circumference is 14π"),
        ("unit_answer_is_m2", "A", "answer_is", r"The answer is $49\pi$ square meters.", "square meters for square centimeters"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_wages_rate_month": (
        "reject",
        "'$1,200 a month' states a monthly rate, where the question asks the total for the 4 weeks "
        "he works; the summer job is not said to last a month or to repeat, and 4 weeks is not a "
        "month (his monthly rate at $300 a week would be about $1,300), so the stated quantity is "
        "another one, like '$1,200 per week'",
    ),
    "ok_g_gift_gloss_tag_each_total": (
        "accept",
        "the tag answers the question asked first, '$31 each', and the bracket names the group's "
        "total with its own words ('$155 in total'), which is true; a gloss naming another true "
        "number by its own noun does not replace the answer (corpus/README.md: public_heldout3's "
        "'$145 each; total $34,800' was read the same way)",
    ),
    "g_stickers_chg_tag_level": (
        "reject",
        "'Priya has 90 stickers' states her level, which is false (she has 135), where the question "
        "asks how many more she has; the number equals the difference, but the statement names "
        "another quantity, like 'in total' on a share",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam238", CASES, [], DECISIONS)
