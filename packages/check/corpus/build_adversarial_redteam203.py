r"""Build adversarial_redteam203.jsonl: round 203 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam203"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model
output. Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 170 GSM8K and 70 MATH, 120 kind A and 120 kind B:
CLOSINGS THAT ONLY THE QUESTION DECIDES, and their honest twins. Every problem has 10 probes on one
shared piece of working that reaches the gold (Qwen2.5-Instruct markdown steps, Llama 3 "## Step N:",
GSM8K base `<<a*b=c>>` lines, Qwen2.5-Math `\( \)` / `\[ \]` working, plain chain-of-thought, or an
R1 `<think>` block before an `<answer>` tag or a `**Final Answer**` box). Kind A (5 a problem): the
closing states the gold's NUMBER, but its words make that number another quantity, and only the
question tells that it is not the one asked: a debt or a shortfall where the money left is asked
("Nadia owes $19"), spare / extra chairs or chairs per row where all chairs are asked, a rise or a
difference ("17 degrees warmer than at noon") or another time where a temperature is asked, an
age at another time or another person's age, liters missing / used / needed to refill where the
liters in the tank are asked, per box / per day / boxes where the muffins in all are asked, swapped
labels between two people ("Priya collected 25 shells and Owen collected 50"), "together" / "in
all" where one person's share is asked and one person's amount / "each" where the total together is
asked, the chickens or the animals in all where "how many more" is asked (and "fewer" for "more"),
a count or the complement where a percent is asked, a rate where a total is asked and a total
where a rate is asked, cents for dollars, minutes / per week / per day for hours, saved / left over
/ the price for "how much more does she need"; on MATH the product, a root, the difference of the
roots; P(not blue), P(red or green), P(green); the exterior angle, the supplement, the given angles'
sum; the perimeter, the width, a half-rectangle triangle; the 21st / 19th term, the sum, the number
of terms; boys for girls; g(f(2)), f(2), g(2) for f(g(2)). The wrong quantity sits in prose, in
"The answer is ...", in a box with \text{} words, in an `<answer>` tag, or in a Minerva closing.
Kind B (5 a problem): the right answer in honest wording a strict checker might refuse: the
answer first and explained after (the explanation's last number is another one), closings naming
several numbers that plainly answer with one ("Out of her $60, Nadia has $19 left", "25 girls and
15 boys", "the third angle measures 65°, and its exterior angle measures 115°"), number words
("nineteen dollars", "three hundred eighty-five pages", "five twelfths"), the question's units and
nouns ("$7.00", "17°C", "21 km/h", "18 hours (1,080 minutes)", "700 cents, which is $7"), "a total
of", "still has / still needs / is $54 short", a percent where a percent is asked, `\(a_{20} = 62\)`,
`\(x_1 + x_2 = 7\)`; in every format (`####`, boxes, `<answer>` tags, "The answer is", Minerva
closings, `**Final Answer**`, prose).

Problems (question; gold; the other values in play), arithmetic checked with python (plain
arithmetic only):
GSM8K
  owe: Nadia had $60, jacket $27, shoes $14, how much left -> 19 (41 spent; 33 after the jacket).
  chairs: 6 rows of 4 chairs and 2 more for late guests, chairs in all -> 26 (24 in rows; 4 a row).
  temp: 9°C at noon, +5 by 3 pm, +3 by 6 pm, temperature at 6 pm -> 17 (14 at 3 pm; rise 8).
  grandma: Grace 14, grandmother 4 times as old, grandmother in 6 years -> 62 (56 now; Grace 20 then;
    gap 42).
  tank: 500 L tank, full, 120 L garden and 80 L car used, liters in the tank now -> 300 (200 used).
  muffins: boxes of 6, 15 boxes Saturday and 9 Sunday, muffins sold -> 144 (24 boxes; 90; 54).
  shells: Owen and Priya 75 shells, Priya twice Owen, Priya's -> 50 (Owen 25).
  gift: Mia and two brothers split an $84 gift equally, Mia pays -> 28 (brothers 56 together).
  pages: Liam 35 pages a day, Zoe 20, together in a week -> 385 (Liam 245, Zoe 140, 55 a day, 105).
  chickens: 48 cows, 3 times as many chickens, how many more chickens -> 96 (144 chickens; 192 in all).
  walk: 18 of 40 students walk, percent -> 45 (22 do not; 55 %).
  printer: 24 pages a minute for 15 minutes -> 360 (1440 in an hour).
  cyclist: 84 km in 4 hours, speed in km per hour -> 21.
  stamps: Ben 40, Kate 3 times as many, Kate's -> 120 (80 more; 160 together).
  pencils: 20 pencils at 35 cents, how many dollars -> 7 (700 cents).
  piano: 45 minutes a day, 6 days a week, hours in 4 weeks -> 18 (270 min a week; 1,080 min; 4.5 h a
    week; 24 days).
  bike: a $150 bike, $12 a week saved for 8 weeks, how much more needed -> 54 (96 saved; 4.5 weeks).
MATH
  roots: sum of the roots of x^2 - 7x + 10 = 0 -> 7 (roots 2, 5; product 10; difference 3).
  marbles: 4 red, 5 blue, 3 green, P(blue) -> \frac{5}{12} (P(not blue) 7/12; red 1/3; green 1/4).
  angle: triangle with 48° and 67°, third angle -> 65 (115 the exterior angle and the given sum).
  rect: rectangle with perimeter 30 and length 9, area -> 54 (width 6; half 27; square 56.25).
  seq: a_1 = 5, d = 3, the 20th term -> 62 (57 = 19 * 3; S_20 = 670; a_21 = 65; a_19 = 59).
  club: boys : girls = 3 : 5, 40 members, girls -> 25 (15 boys; 5 a part; 10 more girls).
  comp: f(x) = 2x + 3, g(x) = x^2, f(g(2)) -> 11 (g(2) = 4; f(2) = 7; g(f(2)) = 49).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind A shapes name the
quantity the closing makes of the gold's number (owes / spent / short / per_row / extra / warmer /
rise / below / at_3pm / ago / grace / older / when / missing / refill / used / per_box / boxes /
saturday / per_day / swap / owen / together / more / brothers / cost / liam / each / in_all /
animals / fewer / cows / count / not_walk / other / per_min / per_hour / minutes / seconds / km /
hours / in_4 / ben / times / cents / change / pencils / per_week / saved / over / weekly / product
/ root / diff / larger / not_blue / red_green / green / red / exterior / given_sum / supplement /
perimeter / width / triangle / square / sum20 / a21 / a19 / terms / boys / part / gf / f2 / g2 /
fgx ...; `_tag`, `_box`, `_ans`, `_minerva` where the format is the point). Kind B shapes name the
honest wording (first / words / still / out_of / hash / total_of / spare_of / split / two / of /
rest / paren / in_15 / kmh / noun ...).
Kind A: truth wrong (no kind A probe here is no_answer); kind B: truth correct. Each problem: 5 A
and 5 B. 17 GSM8K problems (170 probes: 85 A, 85 B) and 7 MATH problems (70 probes: 35 A, 35 B).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A closing that gives the gold's number to ANOTHER quantity (a debt, a
shortfall, a difference, a rise, a rate, a count where a percent is asked, another person, another
time, another unit, another expression) states that other quantity, not the one asked: the answer
it gives to the question is not the gold (a debt of $19 is a balance of -$19; 17 degrees warmer than
9°C is 26°C; "Owen collected 50" leaves Priya's count at 25; 7 cents is $0.07), so it is `wrong`,
however the working ran. A box or tag holding the gold's number with such words (`\boxed{144
\text{ boxes}}`, `<answer>300 liters missing</answer>`) is read the same way. A closing that names
several numbers answers with the one it attaches to the quantity asked, wherever it stands in the
sentence ("Priya collected 50 shells, twice Owen's 25" answers 50); an answer stated first and
explained after stays the answer; number words, the question's units and nouns, an equal value
in another unit stated beside it ("18 hours (1,080 minutes)", "700 cents, which is $7"), "a total
of", "still has", "is $54 short" (for "how much more does she need") and "5 out of 12" (for a
probability) are correct. A trailing remark with no number does not change the answer.
Debatable (4, with DECISIONS): `ok_g_chickens_noun` ("The answer is 96 chickens." for "how many
more chickens", accepted), `m_roots_box_x` (`\boxed{x = 7}` for the sum of the roots, rejected),
`m_comp_box_gf` (`\boxed{g(f(2)) = 11}` for f(g(2)), rejected), `ok_g_shells_tag` (`<answer>Priya
collected 50 shells (Owen 25)</answer>`, accepted).

Usage: python build_adversarial_redteam203.py (writes adversarial_redteam203.jsonl beside this
builder, in /tmp/rounds/rt203)
"""

from corpus_build import (  # noqa: E402
    g,
    llama,
    llama_end,
    m,
    minerva_end,
    probe_table,
    qbox,
    qwen_end,
    r1final,
    th,
    write_probes,
)

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; a final opening "T:" follows the think block
# instead; one opening "@" is the whole completion. "¶" in a final is a newline. Every kind A probe
# here is wrong (none is truncated or none).
GPROBS = [
    ("owe", "19",
     "Nadia had $60. She bought a jacket for $27 and a pair of shoes for $14. How much money does Nadia have left?",
     """To find out how much money Nadia has left, we need to add up what she spent and subtract it from the $60 she started with.

1. **Cost of the jacket:** $27
2. **Cost of the shoes:** $14
3. **Total spent:** $27 + $14 = $41
4. **Money left:** $60 - $41 = $19

Let's double-check by subtracting one purchase at a time: after the jacket she had $60 - $27 = $33, and after the shoes she had $33 - $14 = $19. Both ways give the same amount, so the calculation is consistent.

""",
     th("""Okay, so Nadia starts with $60. She buys a jacket for $27 and shoes for $14. The question is how much she has left.

Total spent: 27 + 14 = 41. Then 60 - 41 = 19.

Let me verify another way. 60 - 27 = 33, then 33 - 14 = 19. Same thing. So she has $19 left after both purchases.
"""),
     [
        ("owes", "A", "prose_sentence", "So Nadia owes $19.", "'owes $19' makes 19 a debt, a balance of -$19; the question asks the money she has left"),
        ("spent", "A", "prose_sentence", "Therefore, Nadia spent $19 at the store.", "19 given as the amount spent (the working's spending is $41); the question asks the money left"),
        ("short", "A", "prose_sentence", "So Nadia is $19 short of what she needed.", "a shortfall of $19 is a balance of -$19, not money left"),
        ("owes_tag", "A", "tag", "T:<answer>Nadia still owes $19</answer>", "the tag states a debt of $19, not money left"),
        ("owes_box", "A", "boxed", qwen_end(r"\text{She owes } \$19"), "the box states a debt of $19, not money left"),
        ("first", "B", "answer_is", "@**Answer: $19**\n\nHere is why. Nadia started with $60. The jacket cost $27 and the shoes cost $14, so she spent $27 + $14 = $41 altogether. Subtracting what she spent from what she had leaves her with the rest of her money, and she does not owe the store anything because her purchases came to less than $60.", "the answer first, the explanation after (its last number is $60, a given)"),
        ("words", "B", "prose_sentence", "So Nadia has nineteen dollars left.", "number words with the question's noun"),
        ("still", "B", "prose_sentence", "After both purchases, Nadia still has $19 left, so she does not owe the store anything.", "'still has $19 left', then a remark with no number (twin of owes)"),
        ("out_of", "B", "prose_sentence", "So, out of her $60, Nadia has $19 left.", "a given before the answer in the closing"),
        ("hash", "B", "hash", "Nadia has $60 - $41 = $19 left.¶#### 19", "#### line"),
     ]),
    ("chairs", "26",
     "For a school concert, Mr. Hale sets up 6 rows of 4 chairs in the music room. Then he carries in 2 more chairs for late guests. How many chairs are in the music room in all?",
     "To find the total number of chairs, we count the chairs in the rows and then add the extra ones.\n\n" + llama(
        ("Find the number of chairs in the rows", "There are 6 rows with 4 chairs in each row, so the rows hold 6 * 4 = 24 chairs."),
        ("Add the extra chairs", "Mr. Hale carries in 2 more chairs for late guests, so the total is 24 + 2 = 26 chairs."),
        ("Check the total", "Counting the other way: 26 - 2 = 24 chairs in the rows, and 24 / 6 = 4 chairs per row, which matches the problem."),
     ),
     "",
     [
        ("spare", "A", "prose_sentence", "So there are 26 spare chairs in the music room.", "26 given as the spare chairs (the working has 2 extra); the question asks the chairs in all"),
        ("per_row", "A", "prose_sentence", "So there are 26 chairs in each row.", "26 given as chairs per row; the question asks all the chairs"),
        ("extra", "A", "prose_sentence", "Therefore, Mr. Hale carried in 26 chairs for late guests.", "26 given as the chairs carried in for late guests"),
        ("rows_box", "A", "boxed", llama_end(r"26 \text{ rows}"), "the box counts rows, not chairs"),
        ("late_ans", "A", "answer_is", "The answer is: 26 chairs for late guests.", "'The answer is' with the wrong quantity: the chairs for late guests"),
        ("total_of", "B", "prose_sentence", "So there are a total of 26 chairs in the music room.", "'a total of'"),
        ("words", "B", "prose_sentence", "Therefore, there are twenty-six chairs in the music room in all.", "number words (hyphenated)"),
        ("spare_of", "B", "prose_sentence", "So the music room has 26 chairs in all, 2 of which are spare chairs for late guests.", "the total first, the 2 spare chairs last (twin of spare)"),
        ("box", "B", "boxed", llama_end("26"), "Llama 3 boxed closing"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is $26$ chairs. I hope it is correct.", "Minerva closing with the question's noun"),
     ]),
    ("temp", "17",
     "At noon the temperature in Lakeview was 9°C. By 3 pm it had risen 5 degrees, and by 6 pm it had risen another 3 degrees. What was the temperature at 6 pm?",
     """We start from the noon temperature and add each rise in order.

At noon the temperature was 9°C.

From noon to 3 pm it rose 5 degrees:
9 + 5 = 14, so at 3 pm it was 14°C.

From 3 pm to 6 pm it rose another 3 degrees:
14 + 3 = 17, so at 6 pm it was 17°C.

Check: the total rise from noon to 6 pm is 5 + 3 = 8 degrees, and 9 + 8 = 17, which agrees.

""",
     th("""The temperature at noon is 9°C. It goes up 5 degrees by 3 pm, so 9 + 5 = 14°C at 3 pm. Then it goes up another 3 degrees by 6 pm: 14 + 3 = 17°C.

Hmm, let me make sure I'm adding the rises to the right starting value. Total rise is 5 + 3 = 8, and 9 + 8 = 17. Yes, the temperature at 6 pm is 17°C.
"""),
     [
        ("warmer", "A", "prose_sentence", "So at 6 pm it was 17 degrees warmer than at noon.", "17 given as the rise since noon (a temperature of 9 + 17 = 26°C); the question asks the temperature"),
        ("rise", "A", "prose_sentence", "Therefore, the temperature rose 17 degrees between noon and 6 pm.", "17 given as the rise, not the temperature"),
        ("below", "A", "prose_sentence", "So the temperature at 6 pm was 17 degrees below zero.", "'below zero': -17°C"),
        ("at_3pm", "A", "prose_sentence", "So the temperature was 17°C at 3 pm.", "17 given as the 3 pm temperature; the question asks 6 pm"),
        ("rise_tag", "A", "tag", "T:<answer>a rise of 17 degrees</answer>", "the tag states a rise, not a temperature"),
        ("two", "B", "prose_sentence", "So the temperature at 6 pm was 17°C, which is 8 degrees warmer than at noon.", "the temperature first, the rise 8 last (twin of warmer)"),
        ("words", "B", "prose_sentence", "The temperature at 6 pm was seventeen degrees Celsius.", "number words with the unit"),
        ("ans", "B", "answer_is", "The answer is 17 degrees.", "'The answer is' with the unit"),
        ("hash", "B", "hash", "So it was 17°C at 6 pm.¶#### 17", "#### line"),
        ("tag", "B", "tag", "T:<answer>17°C</answer>", "tag with the degree sign and C"),
     ]),
    ("grandma", "62",
     "Grace is 14 years old. Her grandmother is 4 times as old as Grace. How old will Grace's grandmother be in 6 years?",
     r"""To find the grandmother's age in 6 years, we first find her age now.

**Step 1: The grandmother's age now.**
The grandmother is 4 times as old as Grace, and Grace is 14:
\[ 4 \times 14 = 56 \]
So the grandmother is 56 years old now.

**Step 2: Her age in 6 years.**
Add 6 years to her current age:
\[ 56 + 6 = 62 \]

**Step 3: Check.**
In 6 years Grace will be \(14 + 6 = 20\). The grandmother will then be \(62 - 20 = 42\) years older than Grace, the same gap as now, \(56 - 14 = 42\).

""",
     "",
     [
        ("ago", "A", "prose_sentence", "So Grace's grandmother was 62 years old six years ago.", "62 given as her age six years ago (56 - 6 = 50 in the working); the question asks in 6 years"),
        ("grace", "A", "prose_sentence", "So in 6 years, Grace will be 62 years old.", "62 given to Grace, not to her grandmother"),
        ("older", "A", "prose_sentence", "So in 6 years the grandmother will be 62 years older than Grace.", "62 given as the age gap"),
        ("when", "A", "prose_sentence", "So Grace's grandmother will be 62 when Grace is 14.", "62 tied to the time Grace is 14, i.e. now (when she is 56)"),
        ("grace_box", "A", "boxed", qbox(r"\text{Grace will be } 62"), "the box gives 62 to Grace"),
        ("two", "B", "prose_sentence", "In 6 years, Grace's grandmother will be 62 and Grace will be 20.", "both ages; the grandmother's, the one asked, is 62, Grace's 20 is last (twin of grace)"),
        ("words", "B", "prose_sentence", "So Grace's grandmother will be sixty-two years old in 6 years.", "number words; the last digit is the 6 of '6 years'"),
        ("first", "B", "prose_sentence", "@**62 years old.**\n\nHere's the reasoning. Grace is 14, and her grandmother is 4 times as old, so the grandmother is 4 × 14 = 56 today. Six years from now she will be 56 + 6 years old. As a check, Grace will be 14 + 6 = 20 then, and the gap between their ages stays at 42 years.", "the answer first in bold, the explanation after (its last number is the gap 42)"),
        ("box", "B", "boxed", qbox("62"), "Qwen2.5-Math box"),
        ("minerva", "B", "minerva", minerva_end("$62$"), "Minerva closing"),
     ]),
    ("tank", "300",
     "A water tank holds 500 liters when it is full. It started the day full. Then 120 liters were used to water the garden and 80 liters were used to wash the car. How many liters of water are in the tank now?",
     """Let's think step by step.
The tank was full at the start of the day, so it had 500 liters.
Water used for the garden: 120 liters.
Water used for the car: 80 liters.
Total water used: 120 + 80 = <<120+80=200>>200 liters.
Water still in the tank: 500 - 200 = <<500-200=300>>300 liters.
Check: 300 liters left plus the 200 liters used is 300 + 200 = 500 liters, the full tank.
""",
     th("""The tank holds 500 liters and was full. Used 120 for the garden, 80 for the car. That's 200 liters used in total. So the water left is 500 - 200 = 300 liters.

Wait, is the question asking what is left or what was used? It asks how many liters are in the tank now, so that's what is left: 300 liters. Check: 300 + 200 = 500.
"""),
     [
        ("missing", "A", "prose_sentence", "So 300 liters are missing from the tank.", "300 given as the liters missing (200 in the working); the question asks the liters in the tank"),
        ("refill", "A", "prose_sentence", "So 300 liters are needed to fill the tank again.", "300 given as the liters needed to refill"),
        ("used", "A", "prose_sentence", "So 300 liters of water were used today.", "300 given as the liters used"),
        ("used_ans", "A", "answer_is", "The answer is 300 liters used.", "'The answer is' with the liters used"),
        ("missing_tag", "A", "tag", "T:<answer>300 liters missing</answer>", "the tag gives the liters missing"),
        ("two", "B", "prose_sentence", "So there are 300 liters in the tank now, and 200 liters would fill it again.", "the liters in the tank first, the refill 200 last (twin of refill)"),
        ("words", "B", "prose_sentence", "So the tank now holds three hundred liters of water.", "number words"),
        ("still", "B", "prose_sentence", "The tank still has 300 L of water in it.", "'still has' and the unit L"),
        ("hash", "B", "hash", "#### 300", "#### line"),
        ("ans", "B", "answer_is", "The answer is 300 liters.", "'The answer is' with the unit (twin of used_ans)"),
     ]),
    ("muffins", "144",
     "A bakery packs its muffins in boxes of 6. It sold 15 boxes on Saturday and 9 boxes on Sunday. How many muffins did the bakery sell over the weekend?",
     """To find the total number of muffins sold, we can first count the boxes and then multiply by the number of muffins in each box.

**Step 1: Total boxes sold**
- Saturday: 15 boxes
- Sunday: 9 boxes
- Total: 15 + 9 = 24 boxes

**Step 2: Muffins in those boxes**
Each box holds 6 muffins, so:
24 × 6 = 144 muffins

**Check by day:**
- Saturday: 15 × 6 = 90 muffins
- Sunday: 9 × 6 = 54 muffins
- 90 + 54 = 144 muffins

""",
     "",
     [
        ("per_box", "A", "prose_sentence", "So the bakery packs 144 muffins per box.", "144 given as muffins per box (6 in the problem); the question asks the muffins sold"),
        ("boxes", "A", "prose_sentence", "Therefore, the bakery sold 144 boxes over the weekend.", "144 given as boxes (864 muffins)"),
        ("saturday", "A", "prose_sentence", "So the bakery sold 144 muffins on Saturday.", "144 given to Saturday alone"),
        ("per_day", "A", "prose_sentence", "So the bakery sold 144 muffins on each day of the weekend.", "144 a day, 288 over the weekend"),
        ("boxes_box", "A", "boxed", qwen_end(r"144 \text{ boxes}"), "the box counts boxes"),
        ("total_of", "B", "prose_sentence", "So the bakery sold a total of 144 muffins over the weekend.", "'a total of'"),
        ("split", "B", "prose_sentence", "In all, the bakery sold 144 muffins: 90 on Saturday and 54 on Sunday.", "the total first, the two days after (54 last)"),
        ("words", "B", "prose_sentence", "The bakery sold one hundred forty-four muffins over the weekend.", "number words"),
        ("box", "B", "boxed", qwen_end("144"), "Qwen2.5-Instruct boxed closing"),
        ("minerva", "B", "minerva", minerva_end("$144$"), "Minerva closing"),
     ]),
    ("shells", "50",
     "Owen and Priya collected 75 shells at the beach. Priya collected twice as many shells as Owen. How many shells did Priya collect?",
     """Let Owen's number of shells be x. Priya collected twice as many, so she has 2x.

Together they collected 75 shells:
x + 2x = 75
3x = 75
x = 25

So Owen collected 25 shells, and Priya collected 2 × 25 = 50 shells.

Check: 25 + 50 = 75, and 50 is twice 25. Both conditions hold.

""",
     th("""Let me set Owen = x, then Priya = 2x. Together x + 2x = 3x = 75, so x = 25.

So Owen has 25 and Priya has 2 × 25 = 50. Let me check: 25 + 50 = 75. Yes. And 50 = 2 × 25. Good.

Wait, did I put the "twice" on the right person? "Priya collected twice as many shells as Owen", so Priya = 2 × Owen. Yes.

The question asks about Priya, so the answer is Priya's number, 50.
"""),
     [
        ("swap", "A", "prose_sentence", "So Priya collected 25 shells and Owen collected 50.", "labels swapped: Priya's count given as 25; the 50 at the end is Owen's"),
        ("owen", "A", "prose_sentence", "Therefore, Owen collected 50 shells.", "50 given to Owen"),
        ("together", "A", "prose_sentence", "So together Owen and Priya collected 50 shells.", "50 given as the total together (75 in the problem)"),
        ("more", "A", "prose_sentence", "So Priya collected 50 more shells than Owen.", "50 given as the difference (25)"),
        ("owen_tag", "A", "tag", "T:<answer>Owen: 50 shells</answer>", "the tag gives 50 to Owen"),
        ("pair", "B", "prose_sentence", "So Owen collected 25 shells and Priya collected 50.", "both counts, Priya's 50 last (twin of swap)"),
        ("twice", "B", "prose_sentence", "So Priya collected 50 shells, twice Owen's 25.", "Priya's 50 first, Owen's 25 last"),
        ("of", "B", "prose_sentence", "Priya collected 50 of the 75 shells.", "'50 of the 75': the given total last"),
        ("words", "B", "prose_sentence", "Priya collected fifty shells.", "number words"),
        ("tag", "B", "tag", "T:<answer>Priya collected 50 shells (Owen 25)</answer>", "debatable: the tag answers 50 for Priya, with Owen's 25 in parentheses (see DECISIONS)", True),
     ]),
    ("gift", "28",
     "Mia and her two brothers split the cost of an $84 birthday gift for their mother equally. How much does Mia pay?",
     "The cost is shared equally, so we divide it by the number of people sharing it.\n\n" + llama(
        ("Count the people sharing the cost", "Mia and her two brothers make 1 + 2 = 3 people."),
        ("Divide the cost equally", "The gift costs $84, so each person pays $84 / 3 = $28."),
        ("Check", "3 people paying $28 each gives 3 * $28 = $84, which is the price of the gift. Mia's two brothers pay 2 * $28 = $56 between them."),
     ),
     "",
     [
        ("together", "A", "prose_sentence", "So together they pay $28 for the gift.", "$28 given as what the three pay together ($84); the question asks Mia's share"),
        ("brothers", "A", "prose_sentence", "So Mia's two brothers pay $28 between them.", "$28 given to the two brothers together ($56)"),
        ("cost", "A", "prose_sentence", "Therefore, the gift costs $28 in all.", "$28 given as the gift's cost"),
        ("total_box", "A", "boxed", llama_end(r"\$28 \text{ in total}"), "the box says $28 in total, not Mia's share"),
        ("all_ans", "A", "answer_is", "The answer is: $28 altogether.", "'altogether' makes $28 the three people's total"),
        ("each", "B", "hash", "Each of the three pays $28, so Mia pays $28.¶#### 28", "'each', Mia's share, then the #### line"),
        ("words", "B", "prose_sentence", "Mia pays twenty-eight dollars.", "number words"),
        ("share_of", "B", "prose_sentence", "Mia's share is $28 of the $84 gift.", "the share first, the gift's price last"),
        ("with", "B", "prose_sentence", "Mia pays $28, and her brothers pay $56 together.", "Mia's $28 first, the brothers' $56 last (twin of together)"),
        ("box", "B", "boxed", llama_end(r"\$28"), "Llama 3 box with a dollar sign"),
     ]),
    ("pages", "385",
     "Liam reads 35 pages a day and Zoe reads 20 pages a day. How many pages do they read together in one week?",
     """To find how many pages Liam and Zoe read together in one week, we can find each person's total for 7 days and then add them.

1. **Liam's pages in a week:**
   35 pages/day × 7 days = 245 pages

2. **Zoe's pages in a week:**
   20 pages/day × 7 days = 140 pages

3. **Together:**
   245 + 140 = 385 pages

We can also add their daily amounts first: 35 + 20 = 55 pages a day together, and 55 × 7 = 385 pages. Both methods agree.

""",
     "",
     [
        ("liam", "A", "prose_sentence", "So Liam reads 385 pages in one week.", "385 given to Liam alone (245); the question asks both together"),
        ("per_day", "A", "prose_sentence", "Therefore, Liam and Zoe read 385 pages together each day.", "385 given as a daily amount (55)"),
        ("each", "A", "prose_sentence", "So Liam and Zoe each read 385 pages in one week.", "'each' makes the total 770"),
        ("more", "A", "prose_sentence", "So Liam reads 385 pages more than Zoe in a week.", "385 given as the difference (105)"),
        ("each_box", "A", "boxed", qwen_end(r"385 \text{ pages each}"), "the box says 385 pages each"),
        ("split", "B", "prose_sentence", "Together, Liam and Zoe read 385 pages in one week: 245 by Liam and 140 by Zoe.", "the total first, each share after (140 last)"),
        ("words", "B", "prose_sentence", "Together they read three hundred eighty-five pages in one week.", "number words"),
        ("total_of", "B", "hash", "So Liam and Zoe read a total of 385 pages in one week.¶#### 385", "'a total of', then the #### line"),
        ("sum", "B", "prose_sentence", "Liam reads 245 pages and Zoe reads 140 pages, so together they read 385 pages.", "the shares, then the total (twin of liam)"),
        ("minerva", "B", "minerva", minerva_end("$385$"), "Minerva closing"),
     ]),
    ("chickens", "96",
     "A farm has 48 cows and 3 times as many chickens as cows. How many more chickens than cows are on the farm?",
     """First, find the number of chickens. There are 3 times as many chickens as cows:
3 × 48 = 144 chickens.

Next, find how many more chickens there are than cows:
144 − 48 = 96.

Check: 48 + 96 = 144, so adding 96 to the number of cows gives the number of chickens.

(The farm has 48 + 144 = 192 of these animals in all, but the question asks for the difference.)

""",
     "",
     [
        ("in_all", "A", "prose_sentence", "So the farm has 96 chickens in all.", "96 given as the number of chickens (144); the question asks how many more"),
        ("animals", "A", "prose_sentence", "So there are 96 cows and chickens on the farm altogether.", "96 given as all the animals (192)"),
        ("fewer", "A", "prose_sentence", "So there are 96 fewer chickens than cows on the farm.", "'fewer chickens than cows' reverses the difference: -96 more"),
        ("cows", "A", "prose_sentence", "Therefore, the farm has 96 cows.", "96 given as the cows (48)"),
        ("animals_box", "A", "boxed", llama_end(r"96 \text{ animals in all}"), "the box counts all the animals"),
        ("more", "B", "prose_sentence", "So there are 96 more chickens than cows on the farm.", "'96 more chickens than cows' (twin of fewer)"),
        ("both", "B", "prose_sentence", "The farm has 144 chickens and 48 cows, so it has 96 more chickens than cows.", "the two counts, then the difference asked"),
        ("first", "B", "prose_sentence", "@96 more chickens.\n\nWhy: the farm has 48 cows and three times as many chickens, which is 3 × 48 = 144 chickens. Taking the cows away from the chickens, 144 − 48, gives the difference between the two counts, which is what the question asks for, since it wants to know how many more chickens there are than cows.", "the answer first, the explanation after (its last number 48)"),
        ("ninety", "B", "prose_sentence", "The farm has ninety-six more chickens than cows.", "number words"),
        ("noun", "B", "answer_is", "The answer is 96 chickens.", "debatable: 'The answer is' with the question's noun, without 'more' (see DECISIONS)", True),
     ]),
    ("walk", "45",
     "In a class of 40 students, 18 walk to school. What percent of the students walk to school?",
     r"""To find the percentage of students who walk to school, we divide the number of walkers by the total number of students and multiply by 100.

\[
\text{Percent} = \frac{18}{40} \times 100
\]

First, simplify the fraction:
\[
\frac{18}{40} = \frac{9}{20} = 0.45
\]

Then convert to a percentage:
\[
0.45 \times 100 = 45
\]

So 45% of the students walk. The remaining 40 - 18 = 22 students, or 100% - 45% = 55%, get to school another way.

""",
     th("""18 out of 40 students walk. Percent = 18/40 × 100. 18/40 = 0.45, so that's 45%.

Double check: 45% of 40 is 0.45 × 40 = 18. Yes. The rest, 22 students, don't walk, that's 55%.

Wait, the question asks what percent walk, not how many. So I should give the percent, not the 18. 18/40 = 9/20 = 45/100.

So the percent who walk is 45%.
"""),
     [
        ("count", "A", "prose_sentence", "Therefore, 45 students walk to school.", "45 given as a count of students (18); the question asks a percent"),
        ("not_walk", "A", "prose_sentence", "So 45% of the students do not walk to school.", "45% given to the students who do not walk (55%)"),
        ("other", "A", "prose_sentence", "Hence 45% of the class comes to school by bus or car.", "45% given to the other students"),
        ("count_tag", "A", "tag", "T:<answer>45 students</answer>", "the tag counts students"),
        ("count_box", "A", "boxed", qwen_end(r"45 \text{ students}"), "the box counts students, not a percent"),
        ("pct_box", "B", "boxed", qwen_end(r"45\%"), "percent in the box"),
        ("words", "B", "prose_sentence", "So forty-five percent of the students walk to school.", "number words and 'percent'"),
        ("rest", "B", "prose_sentence", "So 45% of the students walk to school, and the other 55% do not.", "the walkers' 45% first, the others' 55% last (twin of not_walk)"),
        ("of", "B", "prose_sentence", "18 of the 40 students, that is 45%, walk to school.", "the count and the class size, then the percent"),
        ("ans", "B", "answer_is", "The answer is 45%.", "'The answer is' with a percent sign"),
     ]),
    ("printer", "360",
     "A printer prints 24 pages per minute. How many pages does it print in 15 minutes?",
     """The printer's rate is 24 pages per minute, and it runs for 15 minutes.

Pages printed = rate × time = 24 × 15.

Breaking up the multiplication:
24 × 10 = 240
24 × 5 = 120
240 + 120 = 360

So in 15 minutes the printer prints 360 pages.

Check: 360 ÷ 15 = 24 pages per minute, which matches the given rate. (At this rate it would print 24 × 60 = 1,440 pages in a full hour.)

""",
     "",
     [
        ("per_min", "A", "prose_sentence", "So the printer prints 360 pages per minute.", "360 given as a rate per minute (24); the question asks the pages in 15 minutes"),
        ("per_hour", "A", "prose_sentence", "Therefore, the printer prints 360 pages an hour.", "360 given as an hourly rate (1,440)"),
        ("minutes", "A", "prose_sentence", "So the printer needs 360 minutes to print the pages.", "360 given as minutes"),
        ("seconds", "A", "prose_sentence", "So the printer prints 360 pages in 15 seconds.", "360 tied to 15 seconds, not 15 minutes"),
        ("per_min_minerva", "A", "minerva", "Final Answer: The final answer is 360 pages per minute. I hope it is correct.", "Minerva closing with a rate"),
        ("in_15", "B", "prose_sentence", "So the printer prints 360 pages in 15 minutes.", "the answer, then the given 15 last"),
        ("words", "B", "prose_sentence", "It prints three hundred sixty pages in that time.", "number words"),
        ("hash", "B", "hash", "24 × 15 = 360 pages.¶#### 360", "#### line"),
        ("first", "B", "prose_sentence", "@360 pages.\n\nReason: the printer makes 24 pages every minute, and it runs for 15 minutes, so the number of pages is 24 × 15. Splitting it up, 24 × 10 = 240 and 24 × 5 = 120, and adding those gives the total for the whole 15 minutes. The rate stays the same the whole time, 24 pages per minute.", "the answer first, the explanation after (its last number the rate 24)"),
        ("ans", "B", "answer_is", "The answer is 360 pages.", "'The answer is' with the noun (twin of per_min_minerva)"),
     ]),
    ("cyclist", "21",
     "A cyclist rides 84 kilometers in 4 hours at a steady speed. What is her speed in kilometers per hour?",
     "Speed is distance divided by time.\n\n" + llama(
        ("Identify the distance and the time", "The cyclist rides 84 kilometers in 4 hours."),
        ("Use speed = distance / time", "Speed = 84 km / 4 h = 21 km/h."),
        ("Check", "At 21 km/h for 4 hours she covers 21 * 4 = 84 km, which matches the given distance. In one hour she rides 21 km, in two hours 42 km, and so on."),
     ),
     "",
     [
        ("km", "A", "prose_sentence", "So the cyclist rides 21 kilometers in all.", "21 given as the whole distance (84); the question asks the speed"),
        ("hours", "A", "prose_sentence", "Therefore, the ride takes 21 hours.", "21 given as hours"),
        ("in_4", "A", "prose_sentence", "So the cyclist covers 21 km in 4 hours.", "21 km in 4 hours is a speed of 5.25 km/h"),
        ("per_min", "A", "prose_sentence", "So her speed is 21 kilometers per minute.", "21 km per minute is 1,260 km/h"),
        ("total_box", "A", "boxed", llama_end(r"21 \text{ km in total}"), "the box gives a distance"),
        ("kmh", "B", "prose_sentence", "So her speed is 21 km/h.", "km/h"),
        ("words", "B", "prose_sentence", "Her speed is twenty-one kilometers per hour.", "number words with the unit"),
        ("two", "B", "prose_sentence", "She rides at 21 km/h, covering 84 km in 4 hours.", "the speed first, the givens after (4 last; twin of in_4)"),
        ("box", "B", "boxed", llama_end("21"), "Llama 3 box"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is $21$ km/h. I hope it is correct.", "Minerva closing with the unit"),
     ]),
    ("stamps", "120",
     "Ben has 40 stamps. Kate has 3 times as many stamps as Ben. How many stamps does Kate have?",
     """Ben has 40 stamps.

Kate has 3 times as many as Ben, so:
Kate = 3 × 40 = 120 stamps.

Let me double-check. 120 ÷ 40 = 3, so Kate's collection is three times Ben's. We could also add Ben's amount three times: 40 + 40 + 40 = 120. Kate has 120 − 40 = 80 more stamps than Ben, and together they have 120 + 40 = 160 stamps.

""",
     th("""Ben has 40 stamps and Kate has 3 times as many. So Kate has 3 × 40 = 120.

Let me check: 120 / 40 = 3. Right. The difference is 120 - 40 = 80 and together they have 160, but the question only asks for Kate's stamps, which is 120.

Hmm, is "3 times as many" the same as "3 times more"? Here it says "3 times as many", so it's 3 × 40, not 40 + 120. Kate has 120.
"""),
     [
        ("more", "A", "prose_sentence", "So Kate has 120 more stamps than Ben.", "120 given as the difference (80); the question asks Kate's stamps"),
        ("ben", "A", "prose_sentence", "So Ben has 120 stamps.", "120 given to Ben"),
        ("together", "A", "prose_sentence", "So Kate and Ben have 120 stamps together.", "120 given as the total together (160)"),
        ("times", "A", "prose_sentence", "So Kate has 120 times as many stamps as Ben.", "120 given as the ratio (3)"),
        ("together_box", "A", "boxed", "T:" + r1final(r"120 \text{ stamps together}"), "the box gives the total together"),
        ("more_too", "B", "prose_sentence", "Kate has 120 stamps, 80 more than Ben.", "Kate's 120 first, the difference 80 last (twin of more)"),
        ("words", "B", "prose_sentence", "Kate has one hundred twenty stamps.", "number words"),
        ("times", "B", "prose_sentence", "Kate has 120 stamps, three times Ben's 40.", "Kate's 120 first, Ben's 40 last"),
        ("final", "B", "boxed", "T:" + r1final("120"), "R1 '**Final Answer**' box after the think block"),
        ("ans", "B", "answer_is", "The answer is 120 stamps.", "'The answer is' with the noun"),
     ]),
    ("pencils", "7",
     "Pencils cost 35 cents each. Sam buys 20 pencils. How many dollars does Sam spend?",
     """Each pencil costs 35 cents, and Sam buys 20 pencils.

Total cost in cents: 35 × 20 = 700 cents.

There are 100 cents in a dollar, so to convert to dollars we divide by 100:
700 ÷ 100 = 7.

Check: 7 dollars is 700 cents, and 700 ÷ 20 = 35 cents per pencil, which matches the price.

""",
     th("""35 cents each, 20 pencils. 35 × 20 = 700 cents. The question wants dollars, so 700 / 100 = 7 dollars.

Hmm, wait. Let me make sure I'm not mixing up cents and dollars. 35 cents is $0.35, and 0.35 × 20 = 7.00. Same answer.

Check: $7 = 700 cents, and 700 / 20 = 35. Good, so Sam spends $7, which is 700 cents.
"""),
     [
        ("cents", "A", "prose_sentence", "So Sam spends 7 cents.", "7 cents is $0.07; the question asks dollars"),
        ("each", "A", "prose_sentence", "So Sam spends $7 on each pencil.", "$7 a pencil is $140 in all"),
        ("change", "A", "prose_sentence", "Therefore, Sam gets $7 in change.", "7 given as change, not the amount spent"),
        ("pencils", "A", "prose_sentence", "So Sam can buy 7 pencils.", "7 given as a count of pencils"),
        ("cents_tag", "A", "tag", "T:<answer>7 cents</answer>", "the tag says 7 cents"),
        ("dollars", "B", "prose_sentence", "So Sam spends $7.00.", "$7.00"),
        ("words", "B", "prose_sentence", "So Sam spends seven dollars.", "number words with the question's unit (twin of cents)"),
        ("cents_then", "B", "prose_sentence", "So Sam spends 700 cents, which is $7.", "the cents first, then the dollars asked"),
        ("hash", "B", "hash", "700 cents = $7.¶#### 7", "#### line"),
        ("tag", "B", "tag", "T:<answer>$7</answer>", "tag with a dollar sign"),
     ]),
    ("piano", "18",
     "Rosa practices the piano for 45 minutes a day, 6 days a week. How many hours does she practice in 4 weeks?",
     """To find the total practice time in hours, we first find the total in minutes and then convert.

**Step 1: Minutes per week**
45 minutes/day × 6 days/week = 270 minutes per week

**Step 2: Minutes in 4 weeks**
270 minutes/week × 4 weeks = 1,080 minutes

**Step 3: Convert to hours**
1,080 minutes ÷ 60 minutes/hour = 18 hours

As a check, 270 minutes is 4.5 hours a week, and 4.5 × 4 = 18 hours.

""",
     "",
     [
        ("minutes", "A", "prose_sentence", "So Rosa practices for 18 minutes in 4 weeks.", "18 minutes, not 18 hours"),
        ("per_week", "A", "prose_sentence", "So Rosa practices 18 hours a week.", "18 hours a week is 72 hours in 4 weeks"),
        ("per_day", "A", "prose_sentence", "Therefore, Rosa practices the piano 18 hours each day.", "18 hours a day"),
        ("minutes_box", "A", "boxed", qwen_end(r"18 \text{ minutes}"), "the box says minutes"),
        ("per_week_ans", "A", "answer_is", "The answer is 18 hours per week.", "'The answer is' with a weekly rate"),
        ("paren", "B", "prose_sentence", "So Rosa practices for 18 hours (1,080 minutes) in 4 weeks.", "the hours, the same time in minutes in parentheses, the given 4 last"),
        ("words", "B", "prose_sentence", "Rosa practices for eighteen hours in 4 weeks.", "number words"),
        ("total_of", "B", "prose_sentence", "Rosa practices for a total of 18 hours.", "'a total of' (twin of per_week)"),
        ("box", "B", "boxed", qwen_end("18"), "Qwen2.5-Instruct box"),
        ("min_then", "B", "prose_sentence", "That is 1,080 minutes of practice, which is 18 hours.", "the minutes first, then the hours asked"),
     ]),
    ("bike", "54",
     "Ella wants to buy a bike that costs $150. She has saved $12 a week for 8 weeks. How much more money does Ella need?",
     """Ella has saved $12 each week for 8 weeks, so she has 12 * 8 = $<<12*8=96>>96.
The bike costs $150, so she still needs 150 - 96 = $<<150-96=54>>54.
To check: 96 + 54 = 150, which is the price of the bike.
If she keeps saving $12 a week, she will need 54 / 12 = <<54/12=4.5>>4.5 more weeks, so 5 more weeks of saving.
""",
     th("""Ella saves $12 a week for 8 weeks: 12 × 8 = 96. Bike is $150. She needs 150 - 96 = 54 more.

Check: 96 + 54 = 150. Right. Let me re-read the question: "How much more money does Ella need?" So it's what's missing from her savings, not what she has. She has $96 and needs $54 more.
"""),
     [
        ("saved", "A", "prose_sentence", "So Ella has saved $54.", "54 given as her savings (96); the question asks how much more she needs"),
        ("over", "A", "prose_sentence", "So Ella has $54 left over after buying the bike.", "a surplus of $54: she needs nothing more"),
        ("weekly", "A", "prose_sentence", "So Ella saves $54 a week.", "54 given as her weekly saving"),
        ("cost", "A", "prose_sentence", "Therefore, the bike costs $54.", "54 given as the price"),
        ("saved_tag", "A", "tag", "T:<answer>$54 saved</answer>", "the tag gives savings"),
        ("still", "B", "prose_sentence", "So Ella still needs $54.", "'still needs'"),
        ("short", "B", "prose_sentence", "So Ella is $54 short of the price of the bike.", "'$54 short' answers 'how much more does she need' (twin of saved)"),
        ("has_needs", "B", "prose_sentence", "Ella has $96, so she needs $54 more to reach $150.", "the savings, the answer, then the price last"),
        ("words", "B", "prose_sentence", "Ella needs fifty-four more dollars.", "number words"),
        ("hash", "B", "hash", "#### 54", "#### line"),
     ]),
]

MPROBS = [
    ("roots", "7",
     r"What is the sum of the roots of $x^2 - 7x + 10 = 0$?",
     r"""To find the sum of the roots, we can factor the quadratic.

We need two numbers whose product is \(10\) and whose sum is \(-7\): these are \(-2\) and \(-5\). So
\[ x^2 - 7x + 10 = (x - 2)(x - 5). \]
Setting each factor to zero gives the roots \(x = 2\) and \(x = 5\).

The sum of the roots is
\[ 2 + 5 = 7. \]

This agrees with Vieta's formulas: for \(ax^2 + bx + c = 0\) the sum of the roots is \(-\frac{b}{a} = -\frac{-7}{1} = 7\), and the product is \(\frac{c}{a} = 10\).

""",
     "",
     [
        ("root", "A", "prose_sentence", r"So the equation has the root \(x = 7\).", "7 given as a root (the roots are 2 and 5); the question asks their sum"),
        ("product", "A", "prose_sentence", "Therefore, the product of the roots is 7.", "7 given as the product (10)"),
        ("diff", "A", "prose_sentence", "So the two roots differ by 7.", "7 given as the difference (3)"),
        ("box_x", "A", "boxed", qbox("x = 7"), "debatable: 'x = 7' names a root, and 7 is not a root (see DECISIONS)", True),
        ("larger", "A", "prose_sentence", "So the larger root is 7.", "7 given as the larger root (5)"),
        ("then_roots", "B", "prose_sentence", r"The sum of the roots is \(7\); the roots themselves are \(2\) and \(5\).", "the sum first, the roots after (5 last)"),
        ("box", "B", "boxed", qbox("7"), "Qwen2.5-Math box"),
        ("words", "B", "prose_sentence", "So the roots add up to seven.", "number words"),
        ("minerva", "B", "minerva", minerva_end("$7$"), "Minerva closing"),
        ("x1x2", "B", "prose_sentence", r"So \(x_1 + x_2 = 7\).", "the sum written with subscripts"),
     ]),
    ("marbles", r"\frac{5}{12}",
     "A bag contains 4 red, 5 blue and 3 green marbles. One marble is drawn at random. What is the probability that it is blue?",
     r"""The bag contains \(4 + 5 + 3 = 12\) marbles in total, and each is equally likely to be drawn.

There are \(5\) blue marbles, so the number of favorable outcomes is \(5\).

The probability of drawing a blue marble is
\[ P(\text{blue}) = \frac{\text{number of blue marbles}}{\text{total number of marbles}} = \frac{5}{12}. \]

For comparison, \(P(\text{red}) = \frac{4}{12} = \frac{1}{3}\), \(P(\text{green}) = \frac{3}{12} = \frac{1}{4}\), and the probability of not drawing blue is \(1 - \frac{5}{12} = \frac{7}{12}\).

""",
     "",
     [
        ("not_blue", "A", "prose_sentence", r"So the probability of not drawing a blue marble is \(\frac{5}{12}\).", "5/12 given to 'not blue' (7/12); the question asks P(blue)"),
        ("red_green", "A", "prose_sentence", r"Therefore, the probability that the marble is red or green is \(\frac{5}{12}\).", "5/12 given to red or green (7/12)"),
        ("green", "A", "prose_sentence", r"So the probability of drawing a green marble is \(\frac{5}{12}\).", "5/12 given to green (1/4)"),
        ("red", "A", "prose_sentence", r"So \(\frac{5}{12}\) of the marbles in the bag are red.", "5/12 given as the red share (1/3)"),
        ("red_box", "A", "boxed", qwen_end(r"P(\text{red}) = \frac{5}{12}"), "the box gives 5/12 to red"),
        ("then_not", "B", "prose_sentence", r"The probability of drawing a blue marble is \(\frac{5}{12}\), and the probability of not drawing blue is \(\frac{7}{12}\).", "P(blue) first, P(not blue) 7/12 last (twin of not_blue)"),
        ("box", "B", "boxed", qwen_end(r"\frac{5}{12}"), "Qwen2.5-Instruct box"),
        ("out_of", "B", "prose_sentence", "So the probability that the marble is blue is 5 out of 12.", "'5 out of 12' for a probability"),
        ("words", "B", "prose_sentence", "So the probability of drawing a blue marble is five twelfths.", "number words for a fraction"),
        ("minerva", "B", "minerva", minerva_end(r"$\frac{5}{12}$"), "Minerva closing"),
     ]),
    ("angle", "65",
     r"Two angles of a triangle measure $48^\circ$ and $67^\circ$. What is the measure, in degrees, of the third angle?",
     r"""The angles of a triangle add up to \(180^\circ\).

The two given angles add up to
\[ 48^\circ + 67^\circ = 115^\circ. \]

So the third angle is
\[ 180^\circ - 115^\circ = 65^\circ. \]

Check: \(48 + 67 + 65 = 180\). The exterior angle at the third vertex would be \(180^\circ - 65^\circ = 115^\circ\), which equals the sum of the two remote interior angles, as it should.

""",
     th("""The angles in a triangle sum to 180. Given 48 and 67, their sum is 115. So the third is 180 - 115 = 65.

Check: 48 + 67 + 65 = 180. Yes. The exterior angle there would be 115, but the question asks for the interior third angle, 65 degrees.

Is the triangle valid? All three angles are positive and less than 90, so it's an acute triangle. Fine.
"""),
     [
        ("exterior", "A", "prose_sentence", r"So the exterior angle at the third vertex measures \(65^\circ\).", "65 given to the exterior angle (115); the question asks the third angle"),
        ("given_sum", "A", "prose_sentence", r"Therefore, the two given angles add up to \(65^\circ\).", "65 given as the sum of the given angles (115)"),
        ("supplement", "A", "prose_sentence", r"So the supplement of the third angle is \(65^\circ\).", "65 given to the supplement (the angle would be 115)"),
        ("other_two", "A", "prose_sentence", r"So each of the other two angles measures \(65^\circ\).", "65 given to the other two angles (48 and 67)"),
        ("exterior_tag", "A", "tag", "T:<answer>exterior angle = 65°</answer>", "the tag gives the exterior angle"),
        ("ext_after", "B", "prose_sentence", r"The third angle measures \(65^\circ\), and its exterior angle measures \(115^\circ\).", "the third angle first, the exterior 115 last (twin of exterior)"),
        ("deg", "B", "prose_sentence", "So the third angle is 65 degrees.", "'degrees' spelled out"),
        ("words", "B", "prose_sentence", "So the third angle measures sixty-five degrees.", "number words"),
        ("minerva", "B", "minerva", minerva_end(r"$65^\circ$"), "Minerva closing with a degree sign"),
        ("tag", "B", "tag", "T:<answer>65°</answer>", "tag with the degree sign"),
     ]),
    ("rect", "54",
     "A rectangle has a perimeter of 30 and a length of 9. What is its area?",
     r"""Let the width be \(w\). The perimeter of a rectangle is \(2(\text{length} + \text{width})\), so
\[ 2(9 + w) = 30 \implies 9 + w = 15 \implies w = 6. \]

The area is length times width:
\[ A = 9 \times 6 = 54. \]

Check: the perimeter is \(2(9 + 6) = 30\), as given. A diagonal splits the rectangle into two right triangles, each of area \(\frac{54}{2} = 27\).

""",
     th("""Perimeter 30, length 9. 2(9 + w) = 30, so 9 + w = 15, w = 6. Area = 9 × 6 = 54.

Wait, let me make sure I used the perimeter formula right. Perimeter = 2 × length + 2 × width = 18 + 2w = 30, so 2w = 12 and w = 6. Same.

Check perimeter: 2(9 + 6) = 30. Good. So the area is 9 × 6 = 54.
"""),
     [
        ("perimeter", "A", "prose_sentence", "So the perimeter of the rectangle is 54.", "54 given as the perimeter (30); the question asks the area"),
        ("width", "A", "prose_sentence", r"Therefore, the width of the rectangle is \(54\).", "54 given as the width (6)"),
        ("triangle", "A", "prose_sentence", "So each of the two triangles formed by a diagonal has area 54.", "54 given to half the rectangle (27)"),
        ("square", "A", "prose_sentence", r"So a square with the same perimeter would have area \(54\).", "54 given to a square of side 7.5 (56.25)"),
        ("perimeter_box", "A", "boxed", qbox(r"\text{perimeter} = 54"), "the box gives 54 to the perimeter"),
        ("width_after", "B", "prose_sentence", "The area is 54 square units, and the width is 6.", "the area first, the width 6 last (twin of width)"),
        ("sq_units", "B", "prose_sentence", r"The area of the rectangle is \(54\) square units.", "'square units'"),
        ("words", "B", "prose_sentence", "Therefore, the area of the rectangle is fifty-four.", "number words"),
        ("box", "B", "boxed", llama_end("54"), "Llama 3 box"),
        ("final", "B", "boxed", "T:" + r1final("54"), "R1 '**Final Answer**' box after the think block"),
     ]),
    ("seq", "62",
     "The first term of an arithmetic sequence is 5 and the common difference is 3. What is the 20th term?",
     r"""For an arithmetic sequence, the \(n\)th term is
\[ a_n = a_1 + (n - 1)d. \]

Here \(a_1 = 5\), \(d = 3\), and \(n = 20\):
\[ a_{20} = 5 + (20 - 1) \cdot 3 = 5 + 19 \cdot 3 = 5 + 57 = 62. \]

Check with the first few terms: \(5, 8, 11, 14, \dots\); the 4th term is \(5 + 3 \cdot 3 = 14\), which matches the formula. The sum of the first 20 terms would be \(\frac{20}{2}(5 + 62) = 670\).

""",
     "",
     [
        ("sum20", "A", "prose_sentence", "So the sum of the first 20 terms is 62.", "62 given as the sum (670); the question asks the 20th term"),
        ("a21", "A", "prose_sentence", r"So the 21st term of the sequence is \(62\).", "62 given to the 21st term (65)"),
        ("terms", "A", "prose_sentence", "So the sequence has 62 terms.", "62 given as a number of terms"),
        ("a19", "A", "prose_sentence", r"Therefore, \(a_{19} = 62\).", "62 given to a_19 (59)"),
        ("a21_box", "A", "boxed", qwen_end("a_{21} = 62"), "the box gives 62 to a_21"),
        ("sum_after", "B", "prose_sentence", "The 20th term is 62, and the sum of the first 20 terms is 670.", "the term first, the sum 670 last (twin of sum20)"),
        ("a20", "B", "prose_sentence", r"So \(a_{20} = 62\).", "a_20 = 62 (the subscript 20 comes first)"),
        ("words", "B", "prose_sentence", "The 20th term of the sequence is sixty-two.", "number words"),
        ("box", "B", "boxed", qwen_end("62"), "Qwen2.5-Instruct box"),
        ("minerva", "B", "minerva", minerva_end("$62$"), "Minerva closing"),
     ]),
    ("club", "25",
     "The ratio of boys to girls in a chess club is 3:5. The club has 40 members. How many members are girls?",
     r"""The ratio of boys to girls is \(3 : 5\), so the club can be split into \(3 + 5 = 8\) equal parts.

Each part has
\[ \frac{40}{8} = 5 \text{ members}. \]

The girls make up \(5\) parts:
\[ 5 \times 5 = 25 \text{ girls}. \]

The boys make up \(3\) parts: \(3 \times 5 = 15\) boys. Check: \(25 + 15 = 40\) and \(15 : 25 = 3 : 5\).

""",
     th("""Boys : girls = 3 : 5, total parts 8. 40 / 8 = 5 per part. Girls = 5 parts = 25, boys = 3 parts = 15.

Hmm, is the 3 for boys and the 5 for girls? "The ratio of boys to girls is 3:5", so boys come first. Yes, girls get the 5 parts.

Check: 25 + 15 = 40, and 15:25 = 3:5. The question asks for girls, so 25.
"""),
     [
        ("boys", "A", "prose_sentence", "So there are 25 boys in the club.", "25 given to the boys (15); the question asks the girls"),
        ("swap", "A", "prose_sentence", "So the club has 15 girls and 25 boys.", "labels swapped: 15 girls, and the 25 at the end is the boys'"),
        ("more", "A", "prose_sentence", "So there are 25 more girls than boys.", "25 given as the difference (10)"),
        ("part", "A", "prose_sentence", "So each part of the ratio stands for 25 members.", "25 given as the members per part (5)"),
        ("boys_tag", "A", "tag", "T:<answer>25 boys</answer>", "the tag gives 25 to the boys"),
        ("girls_boys", "B", "prose_sentence", "So there are 25 girls and 15 boys in the club.", "the girls' 25 first, the boys' 15 last (twin of swap)"),
        ("of", "B", "prose_sentence", "So 25 of the 40 members are girls.", "'25 of the 40'"),
        ("words", "B", "prose_sentence", "The chess club has twenty-five girls.", "number words"),
        ("expr", "B", "prose_sentence", r"The number of girls is \(\frac{5}{8} \times 40 = 25\).", "an expression equal to the answer"),
        ("tag", "B", "tag", "T:<answer>25</answer>", "tag"),
     ]),
    ("comp", "11",
     r"Let $f(x) = 2x + 3$ and $g(x) = x^2$. Find $f(g(2))$.",
     r"""We evaluate from the inside out.

First, compute \(g(2)\):
\[ g(2) = 2^2 = 4. \]

Then apply \(f\) to the result:
\[ f(g(2)) = f(4) = 2 \cdot 4 + 3 = 8 + 3 = 11. \]

Note that the order matters: \(g(f(2)) = g(2 \cdot 2 + 3) = g(7) = 49\), which is different. The composition \(f(g(x)) = 2x^2 + 3\) gives the same result at \(x = 2\): \(2 \cdot 4 + 3 = 11\).

""",
     "",
     [
        ("gf", "A", "prose_sentence", r"Therefore, \(g(f(2)) = 11\).", "11 given to g(f(2)) (49); the question asks f(g(2))"),
        ("f2", "A", "prose_sentence", r"So \(f(2) = 11\).", "11 given to f(2) (7)"),
        ("g2", "A", "prose_sentence", r"So \(g(2) = 11\).", "11 given to g(2) (4)"),
        ("box_gf", "A", "boxed", qwen_end("g(f(2)) = 11"), "debatable: the box gives 11 to g(f(2)) (see DECISIONS)", True),
        ("fgx", "A", "prose_sentence", r"So \(f(g(x)) = 11\) for every \(x\).", "11 given as the whole function f(g(x)) (2x^2 + 3)"),
        ("both", "B", "prose_sentence", r"So \(f(g(2)) = 11\), while \(g(f(2)) = 49\).", "f(g(2)) first, g(f(2)) = 49 last (twin of gf)"),
        ("box", "B", "boxed", qwen_end("11"), "Qwen2.5-Instruct box"),
        ("chain", "B", "prose_sentence", r"Hence \(f(g(2)) = f(4) = 11\).", "an equation chain ending in the answer"),
        ("words", "B", "prose_sentence", "So f(g(2)) equals eleven.", "number words"),
        ("minerva", "B", "minerva", minerva_end("$11$"), "Minerva closing"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_chickens_noun": (
        "accept",
        "'The answer is 96 chickens.' marks 96 as the answer to 'How many more chickens than cows' "
        "and names the noun the question counts; leaving out 'more' is how the question's own "
        "noun is echoed, it does not claim the farm has 96 chickens in all",
    ),
    "m_roots_box_x": (
        "reject",
        "'x = 7' states a solution of the equation, and 7 is not one (the roots are 2 and 5); the "
        "question asks the sum of the roots, which the box does not name, so the boxed statement "
        "is a wrong root, not the sum",
    ),
    "m_comp_box_gf": (
        "reject",
        "the box states g(f(2)) = 11, a claim about the other composition (g(f(2)) = 49); only "
        "the question tells that f(g(2)) was asked, and the box never gives f(g(2)) a value",
    ),
    "ok_g_shells_tag": (
        "accept",
        "the tag answers the question in a sentence ('Priya collected 50 shells'); Owen's 25 in "
        "parentheses is labelled as his and is not offered as Priya's count, so there is one "
        "answer for the question",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam203", CASES, [], DECISIONS)
