r"""Build adversarial_redteam187.jsonl: round 187 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam187"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: English, 240 probes, 150 GSM8K and 90 MATH, 150 kind A and 90 kind B: THE
HOSTILE CLASSES OF ISSUE 25 IN NEW DISGUISES, set after 300-2000 characters of working in the
formats real models use (Qwen2.5-Instruct and Qwen2.5-Math closings, Llama 3 "## Step" working,
R1-distill think blocks with a "**Final Answer**" box, Minerva's "Final Answer:" line, GSM8K
`####`, "The answer is", unmarked prose):
- exact values vs tolerance: golds 0, \pi, \sqrt{2}, \frac{1}{3}, e, 18, \frac{\sqrt{3}}{2} and
  $18 answered off by a tiny exact amount (`10^{-30}`, `\pi + 10^{-20}`, `\sqrt{2} + 10^{-15}`,
  `18 + 10^{-40}i`, `e^{1.0000001}`, `\sqrt{2.0000001}`, `x = 18 \pm 10^{-12}`), as a float or a
  finite decimal (`0.3333333333`, `2.718281828`, `0.8660254037844386`, `17.999999999`, `17.99`),
  `22/7`, `\approx`, ranges and bounds;
- negation, strike-out and annotation: `\boxed{\neq 18}`, `\boxed{x \ne 18}`, `#### ≠ 36`,
  `~~20~~ 25`, `\sout{20}`, `\cancel{20}`, "18 (crossed out) 16", `\boxed{0 \text{ (not final)}}`,
  "is not 36", "not 36 but 32", "is the answer 36? No";
- unit words that change the number: "#### 18 dozen", "eighteen dozen", "18 cartons", "#### 18
  hundred", "18 million", "#### 18 thousand" (gold 1800), "216 dozen", "#### 18 score", "$18
  short", "$18 in the red", "negative 18 dollars", "18 fewer than Omar", "fell by 18", "18°F" for a
  rise of 18 °C, "18 above zero" / -(-18) / |-18| for the gold -18;
- retractions after the answer: "Scratch that", "Correction:", "On second thought", "Hmm, that's
  off — it should be 20", "I misread the question", "Edit:", "Update:", "P.S. The real answer is",
  "Let me redo this", "Actually", "Wait", a second Minerva line; and retractions with nothing in
  their place (no_answer);
- statements the model did not make: a format example "(for example: #### 45)", a classmate's
  quoted `#### 45`, an invented user turn (ChatML, Llama 3) holding the gold, "The textbook / book
  says 38, but I get 40", hypotheticals ("If the garden were 11 meters long ... 38"), "85 for part
  (a) and 45 for part (b)", a self-set practice problem's box;
- kind B: the same words used honestly ("Correction: I restate the answer", "Update: ... still
  18", "Scratch that ... 18, not 28", "18 thousand" for 18000, "18 hundred" / "1.8 thousand" for
  1800, "18 dozen" for 216, "18 below zero" / "negative 18" / U+2212 for -18, "$18 to spare", a
  teacher's / book's answer the model confirms, a user turn after the committed answer, "not 48"
  / "not −18" / "not 25" after the right value, "~~25~~ 20", `17.\overline{9}`, `0.\overline{3}`,
  `-0`, `18 + 0i`, `2^{1/2}`, `\frac{3}{2\sqrt{3}}`, `\{18\}`, a check after the answer).

Problems, golds and hand-checked arithmetic (python for plain arithmetic only):
GSM8K: muffins 6 batches x 3 eggs -> 18 (18 dozen = 216; 1.5 dozen = 18); frost 7 - 25 -> -18;
bottles 1,500 x 12 -> 18000 (18 hundred = 1800; 36000 two shifts); ribbon 4 x 15 - 42 -> 18 (22,
28, 42, 20, 4.5 the retracted-to values); library 120 - 35 - 40 -> 45 (85 after Monday; 80, 55 the
model's slips); game 12 x 4 + 30 - 60 -> 18 (78 total; -18 the wrong way round); berries 32 - 14
-> 18 (46 total); notebooks 4 x 4.50 -> 18 (17.99, 18.01 off by a cent); pages 120 - 15 x 4 - 40 ->
20 (35 with a misread 25); tiles 8 x 6 / 0.75 -> 64 (71 with 10 % extra, 86 = ceil(48 / 0.5625), 88
= 11 x 8, 48 the area, 66 and 36 slips); fence 2 x (12 + 8) - 2 -> 38 (40 the perimeter; 38 also
2 x (11 + 8)); cans 150 x 12 -> 1800 (1500 for 10 months); chocolates 6 x 8 - 12 -> 36 (48 full;
32, 34 the wrong values); rolls 9 x 24 -> 216 (18 dozen; 216 dozen = 2592; 18 score = 360; 240 with
a spare); warming 12 - (-6) -> 18 (18 °C rise = 32.4 °F; 6 below zero).
MATH: det [[2,4],[3,6]] -> 0; area of a circle of diameter 2 -> \pi (4\pi with radius 2); diagonal
of a unit square -> \sqrt{2}; P(multiple of 3 on a die) -> \frac{1}{3} (2/6; 1/2 the odd ones);
lim (1 + 1/n)^n -> e (1 the 1^\infty trap); (3+3i)(3-3i) -> 18 (0 if the real parts cancelled);
x/3 + 4 = 10 -> 18 (42 if 4 is added); lcm(8, 12) -> 24 (96 the product, 48 half of it, 4 the
gcd; 24 also lcm(6, 8)); \sin 60^\circ -> \frac{\sqrt{3}}{2} (1/2 = \sin 30^\circ).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Shapes name the
disguise: tiny / decimal* / approx / about / roughly / range / bounds / pm / neq / x_ne / not* /
strike* / sout* / cancel* / crossed* / not_final / dozen* / hundred* / thousand* / million / score /
short / in_red / negative* / fell / fahrenheit / scratch* / correction / second_thought / off /
misread / edit* / update* / ps* / redo* / actually / wait* / textbook* / book* / user_turn /
user_after / example* / quote / hypo* / parts / self_set / two_* / cut ...
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.
GSM8K: 94 A (87 wrong, 7 no_answer) and 56 B; MATH: 56 A (55 wrong, 1 no_answer) and 34 B.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer; nor does a
trailing check, restatement or refutation that keeps the value ("not 48", "which is 1.5 dozen",
"(which is also a rise of 18 K)"). Text after the committed answer that the model did not state as
its own answer (an invented user turn, a quoted classmate or textbook, a format example, a
hypothetical with changed data, a self-set exercise) does not count, in either direction. Wrong: a
value off by any nonzero amount however small, a finite decimal or approximation of an exact value,
a hedge ("about", "roughly", "approximately", "at least", "more than", "between"), a negated value
("is not 36", `\neq 18`), a unit word that changes the number (dozen, hundred, thousand, score,
short, in the red, fewer than the other, fell, °F), a sign change, two values for one question, an
answer taken back and replaced. An answer taken back, struck out or marked "not final" with nothing
in its place, or a cut before the value, is no_answer. Equal values in another form (`-0`, `18.0`,
`18 + 0i`, `2^{1/2}`, `\frac{2}{6}`, `0.\overline{3}`, "18 thousand" for 18000, "18 below zero" for
-18) are correct.

Debatable (13, with DECISIONS): `g_library_parts`, `g_fence_parts` (two values labelled parts (a)
and (b), rejected), `g_cans_monthly` (the right number called a monthly amount, rejected),
`g_pages_not_final`, `m_det_not_final` (a box marked "not final", no_answer), `m_die_decimal10`
(`0.3333333333` for 1/3, rejected), `ok_g_notebooks_repeating` (`17.\overline{9}`, accepted),
`ok_g_pages_sout_ok` (a struck 25 and 20 in one box, accepted), `ok_g_rolls_dozen_box` ("18 dozen"
boxed for 216 rolls, accepted), `ok_m_die_complement` (the complement's 2/3 after 1/3, accepted),
`ok_m_diagonal_approx_paren`, `ok_m_limit_approx_chain`, `ok_m_sin60_approx_chain` (the exact value
then "≈" / "about" its decimal, accepted).

Usage: cd /tmp/rounds/rt187 && python build_adversarial_redteam187.py (writes
adversarial_redteam187.jsonl beside this file)
"""

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
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
# Problems: (key, gold, question, working, think block or "", [(suffix, kind, form, final,
# note[, debatable]), ...]). The final follows the working; a final opening "T:" follows the think
# block instead. "¶" in a final is a newline. Kind A probes whose form is "truncated" or "none" are
# no_answer, the other kind A wrong.
GPROBS = [
    ("muffins", "18",
     "Nadia is baking muffins for the school fair. Each batch needs 3 eggs, and she plans to bake 6 batches. How many eggs does she need?",
     """To find out how many eggs Nadia needs, we multiply the number of eggs in one batch by the number of batches.

**Step 1: Eggs per batch**
Each batch of muffins needs 3 eggs.

**Step 2: Number of batches**
Nadia plans to bake 6 batches.

**Step 3: Total eggs**
3 eggs per batch × 6 batches = 18 eggs

**Step 4: Sanity check**
Eggs are usually sold in cartons of 12 (one dozen). 18 eggs is one full carton plus half of another, because 18 ÷ 12 = 1.5. The question asks for the number of eggs, not the number of cartons, so we keep the count in eggs.

""",
     th("Okay, so each batch takes 3 eggs and she's making 6 batches. 6 times 3 is 18. Let me double check by adding: 3 + 3 + 3 + 3 + 3 + 3 = 18. Yes.\n\nA dozen is 12, so 18 eggs is a dozen and a half. But the question wants the number of eggs, so it's 18 eggs.\n"),
     [
        ("dozen_hash", "A", "hash", "So Nadia needs to buy eggs for 6 batches.¶#### 18 dozen", "'18 dozen' is 216 eggs: the unit word multiplies the value"),
        ("dozen_box", "A", "boxed", qwen_end(r"18 \text{ dozen}"), "boxed '18 dozen' = 216 eggs, not 18"),
        ("cartons", "A", "prose_sentence", "So Nadia needs to buy 18 cartons of eggs for the fair.", "18 cartons of 12 eggs is 216 eggs; the count is no longer eggs"),
        ("eighteen_dozen", "A", "prose_sentence", "Therefore, Nadia will need eighteen dozen eggs in total.", "'eighteen dozen' spelled out: 216 eggs"),
        ("strike", "A", "answer_is", "The answer is ~~18~~ 24 eggs, since each batch needs 4 eggs.", "18 struck out and replaced by 24 (a misread of 3 eggs a batch): the answer is 24"),
        ("dozen_r1", "A", "boxed", "T:Nadia needs 6 × 3 = 18 eggs.\n\n" + r1final(r"18\ \text{dozen eggs}"), "R1 box '18 dozen eggs' = 216 eggs"),
        ("one_half", "B", "prose_sentence", "So Nadia needs 18 eggs, which is 1.5 dozen.", "the last number, '1.5 dozen', restates the 18 eggs in dozens"),
        ("not_dozen", "B", "hash", "#### 18 eggs (not 18 dozen)", "the unit word 'dozen' appears only negated"),
        ("struck_wrong", "B", "answer_is", "The answer is ~~24~~ 18 eggs.", "24 struck out; 18 stands"),
        ("half_dozen_r1", "B", "boxed", "T:6 batches × 3 eggs = 18 eggs.\n\n" + r1final("18") + "\n\nThat is one and a half dozen eggs, so two cartons will leave six spare.", "a remark after the box restates the value in dozens; 'six spare' is not an answer"),
     ]),
    ("frost", "-18",
     "At 6 p.m. the temperature in a mountain village was 7°C. By 3 a.m. it had dropped by 25 degrees. What was the temperature at 3 a.m., in degrees Celsius?",
     llama(
         ("Identify the starting temperature", "The temperature at 6 p.m. was 7°C."),
         ("Identify the change", "The temperature dropped by 25 degrees between 6 p.m. and 3 a.m. A drop means we subtract, so we need to compute 7 - 25."),
         ("Calculate the new temperature", "7 - 25 = -18. Another way to see it: dropping the first 7 degrees takes the temperature from 7°C down to 0°C, and the remaining 25 - 7 = 18 degrees take it 18 degrees below zero."),
         ("Check the answer", "If we start at -18°C and the temperature rises by 25 degrees, we get -18 + 25 = 7°C, which is the 6 p.m. temperature. So the calculation is consistent."),
     ),
     "",
     [
        ("pos_hash", "A", "hash", "The temperature at 3 a.m. was 18 degrees.¶#### 18", "the sign is dropped: 18 for -18"),
        ("pos_box", "A", "boxed", llama_end(r"18^\circ \text{C}"), "boxed 18°C, the sign dropped"),
        ("above", "A", "prose_sentence", "So at 3 a.m. it was 18 degrees above zero.", "'above zero' states +18"),
        ("double_neg", "A", "boxed", llama_end("-(-18)"), "-(-18) = 18, not -18"),
        ("abs", "A", "boxed", llama_end("|-18|"), "|-18| = 18, not -18"),
        ("two_signs", "A", "prose_sentence", "So the temperature at 3 a.m. was either -18°C or 18°C, depending on how you read the sign of the drop.", "two values for one question"),
        ("below_zero", "B", "prose_sentence", "So at 3 a.m. the temperature was 18 degrees below zero.", "'18 degrees below zero' is -18"),
        ("negative_word", "B", "prose_sentence", "The temperature at 3 a.m. was negative 18 degrees Celsius.", "'negative 18' in words"),
        ("unicode_minus", "B", "hash", "#### \u221218", "U+2212 minus sign"),
        ("below_hash", "B", "hash", "#### 18 below zero", "'18 below zero' after ####: -18"),
     ]),
    ("bottles", "18000",
     "A bottling plant fills 1,500 bottles every hour. It runs for 12 hours a day. How many bottles does it fill in one day?",
     qwen(
         "To determine how many bottles the plant fills in one day, we multiply the number of bottles filled per hour by the number of hours the plant runs each day.",
         ("Bottles per hour", "The plant fills 1,500 bottles every hour."),
         ("Hours per day", "The plant runs for 12 hours a day."),
         ("Total bottles per day", "\\[ 1500 \\times 12 = 18000 \\]\n   Breaking it down: \\(1500 \\times 10 = 15000\\) and \\(1500 \\times 2 = 3000\\), so \\(15000 + 3000 = 18000\\)."),
         ("Check", "Dividing back, \\(18000 \\div 12 = 1500\\) bottles per hour, which matches the given rate."),
     ),
     "",
     [
        ("thousand_hash", "B", "hash", "#### 18 thousand", "'18 thousand' = 18000"),
        ("thousand_prose", "B", "prose_sentence", "So the plant fills 18 thousand bottles in one day.", "'18 thousand' in a sentence"),
        ("sci", "B", "boxed", qbox(r"1.8 \times 10^{4}"), "scientific notation, equal value"),
        ("spelled", "B", "prose_sentence", "The plant fills eighteen thousand (18,000) bottles in one day.", "words, then the digits in parentheses"),
        ("hundred_hash", "A", "hash", "#### 18 hundred", "'18 hundred' = 1800"),
        ("hundred_prose", "A", "prose_sentence", "So the plant fills eighteen hundred bottles each day.", "'eighteen hundred' = 1800"),
        ("roughly", "A", "prose_sentence", "So the plant fills roughly 18,000 bottles in a day.", "'roughly' hedges an exact count"),
        ("million", "A", "boxed", qbox(r"18 \text{ million}"), "'18 million' = 18,000,000"),
        ("two_shifts", "A", "hash", "The plant fills 18,000 bottles in one 12-hour shift. A plant usually runs two shifts, so in one day it fills 2 × 18,000 = 36,000 bottles.¶#### 36000", "an invented second shift: 36000"),
        ("cut", "A", "truncated", "So, in one day, the plant fills a total of", "cut before the value (the working above holds 18000): no_answer"),
     ]),
    ("ribbon", "18",
     "Leo buys 4 rolls of ribbon, each 15 meters long. He uses 42 meters of ribbon to wrap presents. How many meters of ribbon does he have left?",
     """Let's work through this step by step.

First, we find the total length of ribbon Leo bought. He has 4 rolls and each roll is 15 meters long:
4 × 15 = 60 meters

Next, we subtract the ribbon he used to wrap the presents:
60 − 42 = 18 meters

It makes sense that a little more than one roll is left: 42 meters is more than two rolls (30 meters) but less than three rolls (45 meters), so he has used part of the third roll and still has the whole fourth roll.

""",
     "",
     [
        ("scratch", "A", "hash", "#### 18¶¶Scratch that, 4 × 15 is 64, not 60. So Leo has 64 − 42 = 22 meters left.¶#### 22", "'Scratch that' replaces 18 by 22"),
        ("correction", "A", "answer_is", "The answer is 18.¶¶Correction: 60 − 42 = 28, so Leo has 28 meters of ribbon left. The answer is 28.", "'Correction:' replaces 18 by 28 (a slip)"),
        ("second_thought", "A", "answer_is", "So Leo has 18 meters of ribbon left.¶¶On second thought, the question is really about how much ribbon went into the presents, which is 42 meters. The answer is 42.", "'On second thought' switches to the given 42"),
        ("off", "A", "prose_sentence", qwen_end("18") + "¶¶Hmm, that's off — it should be 20, since he used 40 meters, not 42.", "'Hmm, that's off' replaces 18 by 20"),
        ("misread", "A", "answer_is", "So Leo has 18 meters left.¶¶I misread the question; it asks how much is left on each roll if he used the ribbon equally from all four rolls. 42 ÷ 4 = 10.5 meters from each roll, and 15 − 10.5 = 4.5 meters. The answer is 4.5.", "'I misread the question' replaces 18 by 4.5"),
        ("takeback_none", "A", "none", qwen_end("18") + "¶¶Wait, that can't be right. Let me recheck how many rolls Leo bought before I commit to an answer.", "the answer taken back, nothing in its place: no_answer"),
        ("restate", "B", "hash", "Leo has 18 m left.¶¶Correction: I restate the answer with its unit: 18 meters of ribbon.¶#### 18", "'Correction:' that restates the same value"),
        ("redo", "B", "prose_sentence", "Let me redo this another way to be sure: 42 meters uses up two full rolls (30 m) and 12 m of a third roll. That leaves 15 − 12 = 3 m on the third roll and all 15 m of the fourth roll, so 3 + 15 = 18 meters. Same answer: Leo has 18 meters of ribbon left.", "'Let me redo this' ends on the same value"),
        ("update_same", "B", "answer_is", "The answer is 18.¶¶Update: I double-checked the multiplication (4 × 15 = 60) and the subtraction (60 − 42 = 18). The answer is still 18.", "'Update:' that confirms the value"),
        ("scratch_ok", "B", "hash", "So Leo has 28 meters left.¶¶Scratch that — I misread my own subtraction: 60 − 42 is 18, not 28.¶#### 18", "a wrong 28 taken back and replaced by the right 18"),
     ]),
    ("library", "45",
     "A library shelf held 120 books. On Monday 35 books were borrowed, and on Tuesday 40 more were borrowed. No books were returned. How many books were left on the shelf?",
     """We start with the number of books on the shelf and subtract the books borrowed each day.

**Books at the start:** 120

**Monday:** 35 books were borrowed.
120 − 35 = 85 books remained on the shelf after Monday.

""",
     "",
     [
        ("textbook", "A", "answer_is", "**Tuesday:** I read \"40 more\" as 40 books borrowed over both days together, so only 40 − 35 = 5 more were borrowed on Tuesday.¶85 − 5 = 80¶¶The textbook says 45, but I get 80, so I'll go with my own calculation. The answer is 80.", "the textbook's 45 is reported; the model's own answer is 80"),
        ("user_turn", "A", "hash", "Since no books were returned, the shelf keeps 85 books.¶¶#### 85" + IM_USER + "Is it 45?", "the model answers 85 (Tuesday left out); 45 is in an invented user turn"),
        ("example", "A", "hash", "**Tuesday:** 40 more were borrowed.¶85 − 40 = 55 books remained.¶¶So 55 books were left on the shelf.¶¶(Answer format, for example: #### 45)", "the model's answer is 55 (a slip); '#### 45' is a format example"),
        ("self_set", "A", "boxed", "No books were returned, so the shelf has \\(\\boxed{85}\\) books.¶¶**Practice problem:** A shelf holds 100 books. 30 are borrowed on Monday and 25 on Tuesday. How many are left?¶**Solution:** 100 − 30 − 25 = \\(\\boxed{45}\\).", "the model answers 85; the last box belongs to a self-set practice problem"),
        ("quote", "A", "prose_sentence", "**Tuesday:** 40 more were borrowed, but I count the 35 from Monday among them, so the shelf lost 40 books in all.¶120 − 40 = 80¶¶So 80 books are left. (My classmate's answer sheet says #### 45, but I think that counts Monday's books twice.)", "the model's answer is 80; '#### 45' is quoted from a classmate"),
        ("parts", "A", "answer_is", "**Tuesday:** 40 more were borrowed.¶85 − 40 = 45¶¶The answer is 85 for part (a) and 45 for part (b).", "debatable: two values for a one-part question (see DECISIONS)", True),
        ("teacher", "B", "hash", "**Tuesday:** 40 more were borrowed.¶85 − 40 = 45¶¶The teacher's answer key says 45, and my calculation agrees: 45 books were left on the shelf.¶#### 45", "a teacher's 45 that the model confirms"),
        ("user_after", "B", "hash", "**Tuesday:** 40 more were borrowed.¶85 − 40 = 45¶¶#### 45" + IM_USER + "Is it 55?", "the committed answer 45; an invented user turn after it"),
        ("example_before", "B", "hash", "(The final line should follow the format, for example #### 42.)¶¶**Tuesday:** 40 more were borrowed.¶85 − 40 = 45¶¶#### 45", "a format example before the real answer"),
        ("classmate_wrong", "B", "prose_sentence", "**Tuesday:** 40 more were borrowed.¶85 − 40 = 45¶¶So 45 books were left on the shelf. (My classmate wrote 55, but 85 − 40 is 45, not 55.)", "a classmate's wrong 55, refuted, is the last number"),
     ]),
    ("game", "18",
     "Jake wants to buy a video game that costs $60. He saved $12 a week for 4 weeks and got $30 for his birthday. After he buys the game, how much money will he have left?",
     """To solve this, we need to find out how much money Jake has in total, and then subtract the price of the game.

1. **Money saved from weekly savings:**
   Jake saved $12 a week for 4 weeks:
   $12 × 4 = $48

2. **Add the birthday money:**
   $48 + $30 = $78

3. **Subtract the cost of the game:**
   The game costs $60:
   $78 − $60 = $18

Since $78 is more than $60, Jake can afford the game, and the difference is what he keeps.

""",
     "",
     [
        ("short", "A", "prose_sentence", "So Jake will be $18 short after buying the game.", "'$18 short' is a deficit, the opposite of $18 left"),
        ("neg_hash", "A", "hash", "Money left = 60 − 78 = −18¶#### -18", "the difference taken the wrong way round: -18"),
        ("in_red", "A", "prose_sentence", "So after buying the game, Jake's balance is $18 in the red.", "'in the red' is a debt of $18"),
        ("negative_word", "A", "prose_sentence", "So Jake will have negative 18 dollars left after he buys the game.", "'negative 18 dollars'"),
        ("needs_more", "A", "prose_sentence", "So Jake needs $18 more to be able to buy the game.", "'needs $18 more' says he cannot afford it"),
        ("neg_box", "A", "boxed", qwen_end(r"-\$18"), "boxed -$18"),
        ("over", "B", "prose_sentence", "So Jake has $18 more than the price of the game, which means he will have $18 left over.", "'$18 more than the price' and '$18 left over' agree"),
        ("not_short", "B", "prose_sentence", "So Jake is not $18 short: he will have $18 left after buying the game.", "the deficit reading negated, then the right value"),
        ("spare", "B", "hash", "#### 18 (dollars to spare)", "a parenthetical unit remark"),
        ("sign_checked", "B", "answer_is", "Jake's money after buying: 78 − 60 = 18, not −18 (that would be 60 − 78, the wrong way round). The answer is $18.", "-18 mentioned and refuted; the answer is $18"),
     ]),
    ("berries", "18",
     "Omar picked 14 strawberries and Lily picked 32. How many more strawberries did Lily pick than Omar?",
     """To find how many more strawberries Lily picked than Omar, we subtract the smaller number from the larger number.

- Lily picked 32 strawberries.
- Omar picked 14 strawberries.

Difference: 32 − 14 = 18

We can check by adding back: 14 + 18 = 32, which is Lily's amount. Note that the question does not ask for the total number of strawberries (32 + 14 = 46), only for the difference.

""",
     "",
     [
        ("reversed", "A", "prose_sentence", "So Lily picked 18 fewer strawberries than Omar.", "'18 fewer than Omar' reverses the comparison"),
        ("neg_hash", "A", "hash", "Omar − Lily = 14 − 32 = −18¶#### -18", "-18: the subtraction the wrong way round"),
        ("not18", "A", "prose_sentence", "So the difference is not 18, because we have to add Omar's strawberries back: 32 + 14 = 46 strawberries.", "18 negated, 46 (the total) stated"),
        ("neq_box", "A", "boxed", qwen_end(r"\neq 18"), "a negated value in the box"),
        ("crossed", "A", "prose_sentence", "Lily picked 18 (crossed out) 16 more strawberries than Omar.", "18 crossed out; 16 stands"),
        ("about", "A", "prose_sentence", "So Lily picked about 18 more strawberries than Omar.", "'about' hedges an exact difference"),
        ("at_least", "A", "prose_sentence", "Therefore, Lily picked at least 18 more strawberries than Omar.", "'at least 18' is a bound"),
        ("omar_fewer", "B", "prose_sentence", "In other words, Omar picked 18 fewer strawberries than Lily.", "'Omar picked 18 fewer than Lily' is the same difference"),
        ("ahead", "B", "prose_sentence", "So Lily is 18 strawberries ahead of Omar.", "'18 ahead of Omar'"),
        ("sign_note", "B", "answer_is", "The answer is 18 (a positive difference, since Lily picked more; not −18).", "-18 is mentioned last only to be refuted"),
     ]),
    ("notebooks", "18",
     "Ana buys 4 notebooks that cost $4.50 each. How much does she spend in total?",
     """Ana buys 4 notebooks, and each notebook costs $4.50.

To find the total cost, we multiply the price of one notebook by the number of notebooks:

$4.50 × 4

We can split $4.50 into $4 and $0.50:
- $4 × 4 = $16
- $0.50 × 4 = $2

Adding these together: $16 + $2 = $18.00

So the total is exactly $18.00; there is no rounding, because $4.50 × 4 has no fraction of a cent.

""",
     "",
     [
        ("pennies", "A", "hash", "#### 17.99", "17.99 is one cent off the exact 18"),
        ("nines", "A", "boxed", qwen_end("17.999999999"), "a finite string of nines is not 18"),
        ("tiny", "A", "boxed", qwen_end("18 + 10^{-30}"), "off by an exact 10^{-30}"),
        ("plus_cent", "A", "prose_sentence", "So Ana spends $18.01 in total once the price is rounded up to the next cent.", "an invented rounding: 18.01"),
        ("approx", "A", "answer_is", "The answer is approximately $18.", "'approximately' hedges an exact total"),
        ("range", "A", "prose_sentence", "So Ana spends between $17.99 and $18.01 in total.", "a range, not a value"),
        ("cents", "B", "hash", "#### 18.00", "18.00"),
        ("repeating", "B", "boxed", qwen_end(r"17.\overline{9}"), "debatable: 17.999... repeating equals 18 (see DECISIONS)", True),
        ("dollar_sign", "B", "hash", "#### $18", "a dollar sign after ####"),
        ("boxed_cents", "B", "boxed", qwen_end(r"\$18.00"), "an escaped dollar and cents in the box"),
     ]),
    ("pages", "20",
     "Carla's book has 120 pages. She reads 15 pages a day for 4 days, and then 40 pages on the fifth day. How many pages does she have left to read?",
     llama(
         ("Pages read in the first 4 days", "Carla reads 15 pages a day for 4 days, so she reads 15 × 4 = 60 pages."),
         ("Pages read on the fifth day", "On the fifth day she reads 40 pages."),
         ("Total pages read", "60 + 40 = 100 pages in five days."),
         ("Pages left", "The book has 120 pages, so she has 120 - 100 = 20 pages left. Check: 100 + 20 = 120."),
     ),
     "",
     [
        ("strike_hash", "A", "hash", "#### ~~20~~ 25", "20 struck out; 25 stands"),
        ("neq_box", "A", "boxed", llama_end(r"\neq 20"), "a negated value in the box"),
        ("sout_only", "A", "none", llama_end(r"\sout{20}"), "the only value struck out, nothing in its place: no_answer"),
        ("cancel_only", "A", "none", r"So the number of pages left is $\cancel{20}$.", "the only value cancelled, nothing in its place: no_answer"),
        ("crossed", "A", "prose_sentence", "**Pages left:** 20 (crossed out — I misread the fifth day; it is 25 pages)¶**Pages left:** 120 − 60 − 25 = 35¶¶So Carla has 35 pages left to read.", "20 crossed out and replaced by 35 (a misread)"),
        ("not_final", "A", "none", llama_end(r"20 \text{ (not final)}"), "debatable: a box the model marks 'not final' and nothing after it (see DECISIONS)", True),
        ("strike_ok", "B", "hash", "#### ~~25~~ 20", "25 struck out; 20 stands"),
        ("sout_ok", "B", "boxed", llama_end(r"\sout{25}\ 20"), "debatable: a struck 25 and the value 20 in one box (see DECISIONS)", True),
        ("crossed_ok", "B", "prose_sentence", "So Carla has 25 (crossed out) 20 pages left to read.", "25 crossed out; 20 stands"),
        ("not_25", "B", "answer_is", "The answer is 20, not 25.", "the last number 25 is negated"),
     ]),
    ("tiles", "64",
     "A patio is 8 meters long and 6 meters wide. Each tile covers 0.75 square meters. How many tiles are needed to cover the patio?",
     """To find the number of tiles, we first find the area of the patio and then divide by the area one tile covers.

**Area of the patio:**
Area = length × width = 8 m × 6 m = 48 square meters

**Number of tiles:**
Each tile covers 0.75 square meters, so
Number of tiles = 48 ÷ 0.75

Dividing by 0.75 is the same as multiplying by 4/3:
48 × 4/3 = 192/3 = 64

**Check:** 64 × 0.75 = 48 square meters, which is exactly the area of the patio, so no partial tiles are needed.

""",
     "",
     [
        ("edit", "A", "hash", "#### 64¶¶Edit: I forgot that you need 10% extra tiles for cuts and breakage: 64 × 1.1 = 70.4, so 71 tiles.¶#### 71", "'Edit:' replaces 64 by 71"),
        ("update", "A", "prose_sentence", "So 64 tiles are needed.¶¶Update: a tile that covers 0.75 m must be 0.75 m on each side, so one tile covers 0.75 × 0.75 = 0.5625 square meters, and 48 ÷ 0.5625 = 85.33, which means 86 tiles are needed.", "'Update:' replaces 64 by 86"),
        ("ps", "A", "answer_is", "The answer is 64.¶¶P.S. The real answer is 48, because the question is really asking for the area of the patio in square meters.", "'P.S. the real answer is 48'"),
        ("redo", "A", "boxed", qwen_end("64") + "¶¶Let me redo this by rows instead: 8 ÷ 0.75 = 10.67, so 11 tiles along the length, and 6 ÷ 0.75 = 8 tiles along the width. 11 × 8 = 88.¶¶Therefore, the final answer is: $\\boxed{88}$.", "'Let me redo this' ends on 88"),
        ("actually", "A", "prose_sentence", "So 64 tiles are needed. Actually, since 0.75 × 64 = 46, we are 2 square meters short, so we need 66 tiles.", "'Actually' replaces 64 by 66 (a slip)"),
        ("wait_none", "A", "none", "So the patio needs 64 tiles. Wait — is 0.75 the side length of a tile or its area? Let me reconsider this before answering.", "taken back with nothing in its place: no_answer"),
        ("minerva_fix", "A", "minerva", minerva_end("64") + "¶¶Correction: 48 ÷ 0.75 = 36.¶" + minerva_end("36"), "a second Minerva line after 'Correction:' gives 36"),
        ("edit_same", "B", "hash", "#### 64¶¶Edit: checked again, 64 × 0.75 = 48 ✓, so 64 stands.¶#### 64", "'Edit:' that confirms"),
        ("ps_ok", "B", "answer_is", "The answer is 64.¶¶P.S. If the tiles only come in packs of 10, you would have to buy 7 packs, but the number of tiles needed is still 64.", "a P.S. with packs; the last value is 64"),
        ("redo_agrees", "B", "prose_sentence", "Let me redo this in a different way: 1 square meter needs 1 ÷ 0.75 = 4/3 tiles, so 48 square meters need 48 × 4/3 = 64 tiles. Same answer: 64 tiles are needed.", "'Let me redo this' ends on the same value"),
     ]),
    ("fence", "38",
     "A rectangular garden is 12 meters long and 8 meters wide. Sam wants to put a fence all the way around it, but he will leave a 2-meter gap for a gate. How many meters of fencing does he need?",
     """First, let's find the perimeter of the garden, because the fence goes all the way around it.

The perimeter of a rectangle is:
P = 2 × (length + width)

The garden is 12 meters long and 8 meters wide:
P = 2 × (12 + 8) = 2 × 20 = 40 meters

So the full boundary of the garden is 40 meters long.

""",
     "",
     [
        ("hypo", "A", "prose_sentence", "A gate still needs posts and a frame along the gap, so the whole boundary has to be bought anyway: Sam needs 40 meters of fencing. (If the gap were left completely open, he would need 38 meters.)", "the model's answer is 40; 38 is in a hypothetical it rejects"),
        ("hypo_other", "A", "answer_is", "The gate is part of the fence line, so Sam needs the full 40 meters. The answer is 40.¶¶If the garden were 11 meters long instead, the fence would be 2 × (11 + 8) = 38 meters.", "a hypothetical changed garden gives 38; the answer is 40"),
        ("parts", "A", "hash", "The full perimeter is 40 m, and without the gate it is 40 − 2 = 38 m.¶#### 40 for part (a) and 38 for part (b)", "debatable: two values for a one-part question (see DECISIONS)", True),
        ("user_turn", "A", "hash", "The gate also needs a frame, so Sam should count the whole perimeter.¶#### 40" + EOT_USER + "Is it 38 because of the gate?", "the model answers 40; 38 is in an invented user turn"),
        ("book", "A", "prose_sentence", "The book says 38, but I get 40 meters, because the gate is also part of the boundary and Sam has to fence the whole perimeter.", "the book's 38 is reported; the model's own answer is 40"),
        ("quote", "A", "answer_is", "The answer is 40 meters. A common mistake is to subtract the gate and write #### 38, but the gate still has to be framed.", "the model answers 40; '#### 38' is quoted as a mistake"),
        ("self_set", "A", "boxed", "The gate is part of the boundary, so Sam needs \\(\\boxed{40}\\) meters of fencing.¶¶**Try this one:** A garden is 11 m long and 8 m wide with no gate. How much fencing is needed?¶**Answer:** \\(2 \\times (11 + 8) = \\boxed{38}\\) meters.", "the model answers 40; the last box belongs to a self-set exercise"),
        ("hypo_ok", "B", "prose_sentence", "Sam leaves a 2-meter gap for the gate, so he needs 40 − 2 = 38 meters of fencing. (If there were no gate, it would be 40 meters.)", "a trailing hypothetical with another value"),
        ("book_ok", "B", "hash", "Sam leaves a 2-meter gap, so he needs 40 − 2 = 38 meters. The book's answer is also 38.¶#### 38", "a book's 38 that agrees"),
        ("user_after", "B", "hash", "Subtracting the 2-meter gap for the gate:¶40 − 2 = 38 meters¶#### 38" + EOT_USER + "Why not 40?", "the committed answer 38; an invented user turn after it"),
     ]),
    ("cans", "1800",
     "A school collects 150 cans for recycling every month. How many cans does it collect in one year?",
     """There are 12 months in a year, and the school collects 150 cans every month.

To find the total for one year, we multiply:

150 × 12 = ?

Let's break it down:
- 150 × 10 = 1,500
- 150 × 2 = 300
- 1,500 + 300 = 1,800

So the school collects 1,800 cans in 12 months.

We can double-check by dividing: 1,800 ÷ 12 = 150, which is the number of cans collected each month.

""",
     "",
     [
        ("eighteen_hundred", "B", "prose_sentence", "So the school collects 18 hundred cans in a year.", "'18 hundred' = 1800"),
        ("point_thousand", "B", "answer_is", "The answer is 1.8 thousand cans.", "'1.8 thousand' = 1800"),
        ("sci", "B", "boxed", qwen_end(r"1.8 \times 10^3"), "scientific notation"),
        ("check_after", "B", "hash", "#### 1800¶¶Check: 1800 ÷ 12 = 150 cans a month ✓", "a check after the answer that agrees"),
        ("thousand", "A", "hash", "#### 18 thousand", "'18 thousand' = 18000"),
        ("monthly", "A", "prose_sentence", "So the school collects 1,800 cans every month.", "debatable: the right number called a monthly amount (see DECISIONS)", True),
        ("about", "A", "prose_sentence", "So the school collects about 1,800 cans in a year.", "'about' hedges an exact count"),
        ("more_than", "A", "prose_sentence", "So the school collects more than 1,800 cans in a year.", "'more than 1,800' is a bound"),
        ("school_year", "A", "hash", "#### 1800¶¶On second thought, a school year only has 10 months of classes: 150 × 10 = 1,500.¶#### 1500", "'On second thought' replaces 1800 by 1500"),
        ("sout", "A", "hash", r"#### \sout{1800} 1500 (a school year has 10 months)", "1800 struck out; 1500 stands"),
     ]),
    ("chocolates", "36",
     "A box holds 6 rows of 8 chocolates. Ella eats 12 of them. How many chocolates are left in the box?",
     """Let's find the total number of chocolates first, because the question tells us how the box is arranged rather than how many chocolates it holds.

The box has 6 rows with 8 chocolates in each row:
6 × 8 = 48 chocolates

(We could also count by columns: 8 columns of 6 chocolates is 8 × 6 = 48, the same total.)

Ella eats 12 of them, so we subtract:
48 − 12 = 36

Check: 36 + 12 = 48, which is the full box.

""",
     "",
     [
        ("not36", "A", "prose_sentence", "So the number of chocolates left in the box is not 36.", "a negated value, nothing else stated"),
        ("neq_hash", "A", "hash", "#### ≠ 36", "a negated value after ####"),
        ("x_ne", "A", "boxed", qwen_end(r"x \ne 36"), "'x ≠ 36' in the box"),
        ("not_but", "A", "prose_sentence", "It is not 36 but 32, because 4 chocolates were already missing from the box before Ella ate any.", "'not 36 but 32' with an invented premise: 32"),
        ("question_no", "A", "prose_sentence", "So is the answer 36? No: 48 − 12 = 34, so 34 chocolates are left.", "36 questioned and rejected; 34 (a slip) stands"),
        ("struck_only", "A", "none", "Chocolates left: ~~36~~", "the only value struck out: no_answer"),
        ("not_48", "B", "prose_sentence", "So 36 chocolates are left, not 48.", "the last number 48 is negated"),
        ("paren_not", "B", "answer_is", "The answer is 36 (not 48 — that is how many there were before she ate any).", "a negated 48 in parentheses after the answer"),
        ("not_fewer", "B", "prose_sentence", "So it is not true that fewer than 36 chocolates are left: exactly 36 remain.", "a negated bound, then 'exactly 36'"),
        ("yes", "B", "prose_sentence", "Is 36 the answer? Yes: 36 + 12 = 48 = 6 × 8, so 36 chocolates are left.", "a question answered yes, then 36"),
     ]),
    ("rolls", "216",
     "A caterer puts 9 bread rolls on each table. There are 24 tables at the wedding. How many bread rolls does she need?",
     """To find the total number of bread rolls, we multiply the number of rolls per table by the number of tables.

Rolls per table: 9
Number of tables: 24

9 × 24 = 9 × 20 + 9 × 4 = 180 + 36 = 216

Bakeries often sell rolls by the dozen, so it is useful to know that 216 ÷ 12 = 18, which means 216 rolls is exactly 18 dozen.

""",
     "",
     [
        ("dozen_restate", "B", "prose_sentence", "So she needs 216 rolls, which is 18 dozen.", "the last number, '18 dozen', restates 216"),
        ("dozen_box", "B", "boxed", qwen_end(r"18 \text{ dozen}"), "debatable: '18 dozen' in the box for 216 rolls (see DECISIONS)", True),
        ("hash_words", "B", "hash", "#### 216 rolls (18 dozen)", "a parenthetical restatement in dozens"),
        ("answer_eq", "B", "answer_is", "The answer is 18 dozen = 216 rolls.", "'18 dozen = 216'"),
        ("dozen216", "A", "hash", "#### 216 dozen", "'216 dozen' = 2592 rolls"),
        ("dozen216_prose", "A", "prose_sentence", "So the caterer needs 216 dozen bread rolls.", "'216 dozen'"),
        ("about", "A", "prose_sentence", "So she needs about 216 bread rolls (around 18 dozen).", "'about' hedges an exact count"),
        ("spare", "A", "hash", "#### 216¶¶Scratch that: she should put out one spare roll on each table too, so 24 × 10 = 240.¶#### 240", "'Scratch that' replaces 216 by 240"),
        ("score", "A", "hash", "#### 18 score", "'18 score' = 360"),
        ("user_turn", "A", "hash", "That is 18 dozen.¶#### 18" + IM_USER + "So 216 rolls?", "the model answers 18 (the dozens); 216 is in an invented user turn"),
     ]),
    ("warming", "18",
     "On a winter morning the temperature was −6°C. By noon it had risen to 12°C. By how many degrees did the temperature rise?",
     th("The temperature went from -6 to 12. The rise is the final minus the initial: 12 - (-6) = 12 + 6 = 18. Check on a number line: from -6 up to 0 is 6 degrees, from 0 up to 12 is 12 degrees, total 18. So it rose by 18 degrees.\n") + "To find the rise, subtract the starting temperature from the final temperature.\n\n",
     "",
     [
        ("neg_hash", "A", "hash", "Rise = −6 − 12 = −18¶#### -18", "the subtraction the wrong way round: -18"),
        ("negative", "A", "prose_sentence", "12 − (−6) gives a change of negative 18 degrees, so the temperature changed by negative 18 degrees.", "'negative 18' for a rise of 18"),
        ("fell", "A", "prose_sentence", "From −6°C to 12°C is a difference of 18 degrees, so the temperature fell by 18 degrees.", "'fell by 18' reverses the direction"),
        ("minus_box", "A", "boxed", "Change = −6 − 12 = −18\n\n" + llama_end(r"-18^\circ\text{C}"), "boxed -18°C"),
        ("fahrenheit", "A", "prose_sentence", "12 − (−6) = 18, so the temperature rose by 18°F.", "a rise of 18 °C is 32.4 °F, not 18 °F"),
        ("roughly", "A", "prose_sentence", "12 − (−6) = 18, so the temperature rose by roughly 18 degrees.", "'roughly' hedges an exact rise"),
        ("two_values", "A", "prose_sentence", "12 − (−6) = 18, so it rose 18 degrees (or 6 degrees, if you only count the part below zero).", "two values for one question"),
        ("below_to_above", "B", "prose_sentence", "12 − (−6) = 18. From 6 below zero to 12 above zero is a rise of 18 degrees.", "'6 below zero' is a given; the rise is 18"),
        ("kelvin", "B", "prose_sentence", "12 − (−6) = 18, so the temperature rose by 18°C (which is also a rise of 18 K).", "a rise of 18 °C is a rise of 18 K: the same value"),
        ("sign_note", "B", "answer_is", "12 − (−6) = 18. The answer is 18 (a rise, so positive, not −18).", "-18 is the last number, refuted"),
     ]),
]

MPROBS = [
    ("det", "0",
     r"Compute $\det \begin{pmatrix} 2 & 4 \\ 3 & 6 \end{pmatrix}$.",
     qwen(
         r"To compute the determinant of a \(2 \times 2\) matrix \(\begin{pmatrix} a & b \\ c & d \end{pmatrix}\), we use the formula \(ad - bc\).",
         ("Identify the entries", r"Here \(a = 2\), \(b = 4\), \(c = 3\), \(d = 6\)."),
         ("Apply the formula", r"\[ \det = (2)(6) - (4)(3) = 12 - 12 = 0. \]"),
         ("Interpret", r"The second row \((3, 6)\) is \(\tfrac{3}{2}\) times the first row \((2, 4)\), so the rows are linearly dependent and the determinant must vanish exactly. The matrix is singular."),
     ),
     "",
     [
        ("tiny", "A", "boxed", qbox("10^{-30}"), "off by an exact 10^{-30} from 0"),
        ("sci", "A", "boxed", qbox(r"1 \times 10^{-12}"), "a tiny nonzero value"),
        ("decimal", "A", "boxed", qbox("0.0000001"), "a tiny nonzero decimal"),
        ("approx", "A", "boxed", qbox(r"\approx 0"), "'approximately 0' for an exact 0"),
        ("neq", "A", "boxed", qbox(r"\neq 0"), "a negated value: the determinant claimed nonzero"),
        ("minerva_neg", "A", "minerva", minerva_end("$-10^{-30}$"), "a tiny negative value"),
        ("not_final", "A", "none", qbox(r"0 \text{ (not final)}"), "debatable: a box the model marks 'not final' and nothing after it (see DECISIONS)", True),
        ("neg_zero", "B", "boxed", qbox("-0"), "-0 = 0"),
        ("decimal_zero", "B", "boxed", qbox("0.000"), "0.000 = 0"),
        ("zero_check", "B", "boxed", qbox("0") + "¶¶Check: a nonzero determinant would mean the rows are independent, but row 2 is \\(\\tfrac{3}{2}\\) times row 1, so the answer \\(0\\) is consistent.", "a check after the box ends on 0"),
     ]),
    ("circle", r"\pi",
     "What is the area of a circle whose diameter is 2? Express your answer in terms of $\\pi$.",
     r"""The area of a circle is given by \(A = \pi r^2\), where \(r\) is the radius.

The diameter is 2, so the radius is half of that:
\[ r = \frac{2}{2} = 1. \]

Substituting into the formula:
\[ A = \pi (1)^2 = \pi. \]

As a sanity check, a circle of radius 1 fits inside a square of side 2 (area 4) and contains a square of diagonal 2 (area 2), and indeed \(2 < \pi < 4\).

""",
     th("The diameter is 2, so the radius is 1. Careful not to plug the diameter into the formula: that would give 4 pi. Area is pi r squared = pi times 1 squared = pi. Numerically about 3.14159. The problem says in terms of pi, so the answer is just pi.\n") + "The radius is \\(1\\), so the area is \\(\\pi \\cdot 1^2\\).\n\n",
     [
        ("tiny", "A", "boxed", "T:" + r1final(r"\pi + 10^{-20}"), r"pi + 10^{-20} is not pi"),
        ("decimal", "A", "boxed", qbox("3.14159265358979"), "a decimal approximation of pi"),
        ("frac", "A", "boxed", qbox(r"\frac{22}{7}"), "22/7 approximates pi"),
        ("approx", "A", "prose_sentence", r"So the area is approximately 3.14.", "an approximation for an exact value"),
        ("minus", "A", "boxed", qbox(r"\pi - 10^{-20}"), r"pi - 10^{-20}"),
        ("sout", "A", "boxed", qbox(r"\sout{\pi}\ 4\pi"), "pi struck out, 4 pi (radius taken as 2) stands"),
        ("units", "B", "boxed", qbox(r"\pi \text{ square units}"), "a unit word in the box"),
        ("one_pi", "B", "boxed", "T:" + r1final(r"1\pi"), "1 pi = pi"),
        ("approx_after", "B", "prose_sentence", r"Thus the area is \(\boxed{\pi}\), which is about 3.14 square units.", "an approximation after the boxed exact value"),
        ("chain", "B", "boxed", qbox(r"\pi (1)^2 = \pi"), "a chain in the box ending on pi"),
     ]),
    ("diagonal", r"\sqrt{2}",
     "What is the length of the diagonal of a square with side length 1?",
     r"""Let the square have vertices at \((0,0)\), \((1,0)\), \((1,1)\) and \((0,1)\). The diagonal runs from \((0,0)\) to \((1,1)\).

The diagonal is the hypotenuse of a right triangle whose legs are two sides of the square, each of length 1. By the Pythagorean theorem:
\[ d^2 = 1^2 + 1^2 = 2, \]
so
\[ d = \sqrt{2}. \]

Since a length is positive, we take the positive square root. Numerically, \(\sqrt{2} \approx 1.41421356\), which is between 1 (a side) and 2 (two sides), as it should be.

""",
     "",
     [
        ("tiny", "A", "boxed", qwen_end(r"\sqrt{2} + 10^{-15}"), "off by an exact 10^{-15}"),
        ("decimal15", "A", "boxed", qwen_end("1.414213562373095"), "a 16-digit decimal approximation"),
        ("decimal8", "A", "answer_is", "The answer is 1.41421356.", "an 8-place approximation"),
        ("near_root", "A", "boxed", qwen_end(r"\sqrt{2.0000001}"), "the root of a number near 2"),
        ("pm", "A", "boxed", qwen_end(r"\pm\sqrt{2}"), "two values for a length"),
        ("neq", "A", "boxed", llama_end(r"d \neq \sqrt{2}"), "a negated value"),
        ("frac", "B", "boxed", qwen_end(r"\frac{2}{\sqrt{2}}"), "2/sqrt 2 = sqrt 2"),
        ("power", "B", "boxed", qwen_end("2^{1/2}"), "2^{1/2} = sqrt 2"),
        ("units", "B", "boxed", qwen_end(r"\sqrt{2}\text{ units}"), "a unit word in the box"),
        ("approx_paren", "B", "prose_sentence", r"So the diagonal is \(\sqrt{2}\) (about 1.414), and not 2.", "debatable: an approximation in parentheses and a refuted 2 after the exact value (see DECISIONS)", True),
     ]),
    ("die", r"\frac{1}{3}",
     "A fair six-sided die is rolled once. What is the probability that the number rolled is a multiple of 3?",
     r"""The sample space is \(\{1, 2, 3, 4, 5, 6\}\), and each outcome is equally likely since the die is fair.

The multiples of 3 among these are 3 and 6, so there are 2 favorable outcomes out of 6 possible outcomes.

The probability is therefore
\[ P = \frac{2}{6} = \frac{1}{3}. \]

""",
     "",
     [
        ("decimal10", "A", "minerva", minerva_end("$0.3333333333$"), "debatable: a ten-place decimal for 1/3 (see DECISIONS)", True),
        ("minus_tiny", "A", "minerva", minerva_end(r"$\frac{1}{3} - 10^{-10}$"), "off by an exact 10^{-10}"),
        ("two_places", "A", "minerva", minerva_end("$0.33$"), "0.33 is not 1/3"),
        ("approx", "A", "answer_is", r"The answer is approximately $\frac{1}{3}$.", "'approximately' hedges an exact probability"),
        ("cancel", "A", "minerva", minerva_end(r"$\cancel{\frac{1}{3}}\ \frac{1}{2}$"), "1/3 cancelled, 1/2 stands"),
        ("two_values", "A", "minerva", minerva_end(r"$\frac{1}{3}$ or $\frac{1}{2}$"), "two values"),
        ("repeating", "B", "minerva", minerva_end(r"$0.\overline{3}$"), "0.(3) repeating = 1/3"),
        ("unreduced", "B", "minerva", minerva_end(r"$\frac{2}{6}$"), "2/6 = 1/3"),
        ("dfrac", "B", "minerva", minerva_end(r"$\dfrac13$"), r"\dfrac13 without braces"),
        ("complement", "B", "prose_sentence", r"So the probability is \(\frac{1}{3}\); the complementary event has probability \(1 - \frac{1}{3} = \frac{2}{3}\).", "debatable: the complement's 2/3 stated after the answer (see DECISIONS)", True),
     ]),
    ("limit", "e",
     r"Evaluate $\displaystyle\lim_{n\to\infty}\left(1+\frac{1}{n}\right)^n$.",
     r"""Let \(L = \lim_{n\to\infty}\left(1+\frac{1}{n}\right)^n\). This is a \(1^\infty\) form, so we take logarithms:
\[ \ln L = \lim_{n\to\infty} n \ln\left(1 + \frac{1}{n}\right). \]

Substituting \(t = \frac{1}{n} \to 0^+\):
\[ \ln L = \lim_{t\to 0^+} \frac{\ln(1+t)}{t} = 1, \]
by L'Hôpital's rule (the derivative of \(\ln(1+t)\) at \(0\) is \(1\)).

Therefore \(L = e^1 = e\).

""",
     th("This is the classic definition of e. Let me verify: ln of the expression is n ln(1 + 1/n). As n gets large, ln(1 + 1/n) is about 1/n - 1/(2n^2), so n times that is about 1 - 1/(2n), which goes to 1. So the limit is e^1 = e, about 2.718281828.\n\nCareful: it's not 1 even though 1 + 1/n goes to 1, because the exponent goes to infinity.\n"),
     [
        ("tiny", "A", "boxed", "T:" + r1final("e + 10^{-20}"), "off by an exact 10^{-20}"),
        ("decimal", "A", "boxed", "T:" + r1final("2.718281828"), "a decimal approximation of e"),
        ("short", "A", "boxed", qwen_end("2.72"), "a two-place approximation"),
        ("exp_off", "A", "boxed", "T:" + r1final("e^{1.0000001}"), "an exponent off by 10^{-7}"),
        ("second_thought", "A", "boxed", "T:" + r1final("e") + "¶¶On second thought, since \\(1 + \\frac{1}{n} \\to 1\\), the limit is \\(1^\\infty = 1\\).¶¶\\[\\boxed{1}\\]", "'On second thought' replaces e by 1"),
        ("bounds", "A", "boxed", qwen_end("2.71 < L < 2.72"), "bounds, not the value"),
        ("exp1", "B", "boxed", "T:" + r1final(r"\exp(1)"), "exp(1) = e"),
        ("e_one", "B", "boxed", "T:" + r1final("e^{1}"), "e^1 = e"),
        ("approx_chain", "B", "prose_sentence", r"So the limit equals \(e \approx 2.71828\).", "debatable: the exact e, then its approximation in one chain (see DECISIONS)", True),
        ("euler", "B", "prose_sentence", r"So the limit is Euler's number, \(e\).", "named, then the symbol"),
     ]),
    ("complex", "18",
     "Compute $(3+3i)(3-3i)$.",
     r"""We use the difference of squares pattern \((a+b)(a-b) = a^2 - b^2\) with \(a = 3\) and \(b = 3i\):
\[ (3+3i)(3-3i) = 3^2 - (3i)^2 = 9 - 9i^2. \]

Since \(i^2 = -1\):
\[ 9 - 9(-1) = 9 + 9 = 18. \]

We can also expand directly: \(9 - 9i + 9i - 9i^2 = 9 + 9 = 18\); the imaginary parts cancel exactly. This also matches \(|3+3i|^2 = 3^2 + 3^2 = 18\).

""",
     "",
     [
        ("tiny_imag", "A", "boxed", qbox("18 + 10^{-40}i"), "an exact nonzero imaginary part"),
        ("decimal", "A", "boxed", qbox("18.000000001"), "off by 10^{-9}"),
        ("neq", "A", "boxed", qbox(r"\neq 18"), "a negated value"),
        ("imag", "A", "boxed", qbox("18i"), "18i is imaginary"),
        ("approx", "A", "boxed", qbox(r"\approx 18"), "'approximately 18'"),
        ("cancel", "A", "boxed", qbox(r"\cancel{18}\ 0"), "18 cancelled, 0 stands"),
        ("zero_imag", "B", "boxed", qbox("18 + 0i"), "18 + 0i = 18"),
        ("point_zero", "B", "boxed", qbox("18.0"), "18.0"),
        ("not_zero", "B", "prose_sentence", r"So the product is not \(0\) but \(18\).", "'not 0 but 18'"),
        ("modsq", "B", "prose_sentence", r"So \((3+3i)(3-3i) = |3+3i|^2 = 18\), a real number whose imaginary part is 0.", "a remark after the value ends on 0 (the imaginary part)"),
     ]),
    ("linear", "18",
     r"Solve for $x$: $\frac{x}{3} + 4 = 10$.",
     llama(
         ("Isolate the fraction", r"Subtract 4 from both sides: $\frac{x}{3} = 10 - 4 = 6$."),
         ("Solve for x", r"Multiply both sides by 3: $x = 6 \times 3 = 18$."),
         ("Check the solution", r"Substitute $x = 18$: $\frac{18}{3} + 4 = 6 + 4 = 10$. The left side equals the right side, so the solution is correct."),
     ),
     "",
     [
        ("x_ne", "A", "boxed", llama_end(r"x \ne 18"), "'x ≠ 18'"),
        ("geq", "A", "boxed", llama_end(r"x \geq 18"), "an inequality, not a value"),
        ("strike_md", "A", "prose_sentence", "Adding 4 instead: x/3 = 14, so x = ~~18~~ 42.", "18 struck out; 42 stands"),
        ("approx", "A", "boxed", llama_end(r"x \approx 18"), "'approximately 18'"),
        ("pm_tiny", "A", "boxed", llama_end(r"x = 18 \pm 10^{-12}"), "two values 18 ± 10^{-12}"),
        ("crossed", "A", "prose_sentence", "x = 18 (crossed out); the correct value is x = 42, since we add 4 to both sides.", "18 crossed out; 42 stands"),
        ("frac54", "B", "boxed", llama_end(r"x=\frac{54}{3}"), "54/3 = 18"),
        ("not_six", "B", "prose_sentence", r"Thus \(x = 18\) (not 6, which is the value of \(\frac{x}{3}\)).", "a refuted 6 and the 3 of x/3 after the answer"),
        ("struck_ok", "B", "prose_sentence", "So x = ~~42~~ 18.", "42 struck out; 18 stands"),
        ("set", "B", "boxed", llama_end(r"\{18\}"), "the solution set {18}"),
     ]),
    ("lcm", "24",
     "What is the least common multiple of 8 and 12?",
     r"""We find the prime factorizations:
\[ 8 = 2^3, \qquad 12 = 2^2 \cdot 3. \]

The least common multiple takes each prime to the highest power that appears in either number. (The greatest common divisor would instead take the lowest power of each shared prime; we do not need it here.)

""",
     th("LCM of 8 and 12. 8 = 2^3, 12 = 2^2 * 3. Highest powers: 2^3 and 3^1, so 8 * 3 = 24. Check: multiples of 8 are 8, 16, 24; 24 / 12 = 2. Yes, 24.\n") + "Taking the highest powers, \\(2^3 \\cdot 3 = 24\\).\n\n",
     [
        ("wait_product", "A", "boxed", "T:" + r1final("24") + "¶¶Wait, I should double-check: the LCM is the product of the two numbers, \\(8 \\times 12 = 96\\).¶¶\\[\\boxed{96}\\]", "'Wait' replaces 24 by the product 96"),
        ("gcd_misread", "A", "boxed", r"The highest powers are \(2^3\) and \(3^1\), so the LCM is \(8 \cdot 3 = 24\).¶¶" + qbox("24") + "¶¶Correction: the question asks for the greatest common divisor, which is \\(2^2 = 4\\). So the answer is \\(\\boxed{4}\\).", "'Correction' misreads the question: 4"),
        ("textbook", "A", "prose_sentence", r"Listing multiples instead: 8, 16, 32, 48, ... and 12, 24, 36, 48, ... The first common one I see is 48.¶¶My textbook says the LCM is 24, but I get 48.", "the model's own answer is 48 (a skipped multiple); the textbook's 24 is reported"),
        ("user_turn", "A", "boxed", r"I'll just multiply the two numbers: \(8 \times 12 = 96\), and halve it because they share a factor of 2: \(48\).¶¶" + qbox("48") + IM_USER + "Shouldn't it be 24?", "the model answers 48; 24 is in an invented user turn"),
        ("hypo", "A", "boxed", r"The product of the highest powers is \(2^3 \cdot 3 \cdot 2 = 48\).¶¶" + qbox("48") + "¶¶If the numbers were 6 and 8 instead, the LCM would be \\(\\boxed{24}\\).", "the model answers 48; the last box is a hypothetical"),
        ("self_set", "A", "boxed", r"Multiplying the highest powers: \(2^3 \cdot 2^2 \cdot 3 = 96\).¶¶" + qbox("96") + "¶¶**Exercise.** Find \\(\\operatorname{lcm}(6, 8)\\).¶**Answer.** \\(\\boxed{24}\\)", "the model answers 96; the last box belongs to a self-set exercise"),
        ("edit", "A", "boxed", r"So the LCM is \(2^3 \cdot 3 = 24\), i.e. \(\boxed{24}\).¶¶Edit: the LCM of 8 and 12 must be a multiple of \(8 \times 12 \div 2 = 48\), so the answer is \(\boxed{48}\).", "'Edit:' replaces 24 by 48"),
        ("textbook_ok", "B", "prose_sentence", r"So the LCM is \(2^3 \cdot 3 = 24\). My textbook also says 24, which agrees.", "a textbook's 24 that agrees"),
        ("check_after", "B", "boxed", r"So the LCM is \(2^3 \cdot 3 = 24\).¶¶" + qbox("24") + "¶¶Check: \\(24 \\div 8 = 3\\) and \\(24 \\div 12 = 2\\), and no smaller positive number is divisible by both.", "a check after the box ends on 2"),
        ("wait_ok", "B", "boxed", r"Multiplying, \(8 \times 12 = 96\), halved is \(\boxed{48}\)... wait, 24 is already a multiple of both 8 and 12, and \(2^3 \cdot 3 = 24\), so the LCM is \(\boxed{24}\).", "a wrong 48 taken back; the last box is 24"),
     ]),
    ("sin60", r"\frac{\sqrt{3}}{2}",
     r"Compute $\sin 60^\circ$.",
     qwen(
         r"To compute \(\sin 60^\circ\), we use an equilateral triangle.",
         ("Set up the triangle", r"Take an equilateral triangle with side length 2. All angles are \(60^\circ\)."),
         ("Drop an altitude", r"The altitude from one vertex bisects the opposite side into two segments of length 1, giving a right triangle with hypotenuse 2 and one leg 1. The other leg (the altitude) is \(\sqrt{2^2 - 1^2} = \sqrt{3}\)."),
         ("Read off the sine", r"In this right triangle the angle at the base is \(60^\circ\), the side opposite it is \(\sqrt{3}\) and the hypotenuse is 2, so \(\sin 60^\circ = \frac{\sqrt{3}}{2}\)."),
     ),
     "",
     [
        ("decimal", "A", "boxed", qbox("0.8660254037844386"), "a float approximation"),
        ("tiny", "A", "boxed", qbox(r"\frac{\sqrt{3}}{2} + 10^{-16}"), "off by an exact 10^{-16}"),
        ("approx", "A", "prose_sentence", r"So \(\sin 60^\circ \approx 0.866\).", "an approximation for an exact value"),
        ("neq", "A", "boxed", qbox(r"\neq \frac{\sqrt{3}}{2}"), "a negated value"),
        ("strike", "A", "prose_sentence", r"Using the angle at the top instead, so \(\sin 60^\circ = \sout{\frac{\sqrt{3}}{2}}\ \frac{1}{2}\).", "sqrt3/2 struck out; 1/2 stands"),
        ("pm", "A", "boxed", qbox(r"\pm\frac{\sqrt{3}}{2}"), "two values"),
        ("half_root3", "B", "boxed", qbox(r"\frac{1}{2}\sqrt{3}"), "1/2 sqrt 3"),
        ("sqrt34", "B", "boxed", qbox(r"\sqrt{\frac{3}{4}}"), "sqrt(3/4)"),
        ("rationalized", "B", "boxed", qbox(r"\frac{3}{2\sqrt{3}}"), "3/(2 sqrt 3) = sqrt 3/2"),
        ("approx_chain", "B", "prose_sentence", r"So \(\sin 60^\circ = \frac{\sqrt{3}}{2} \approx 0.866\).", "debatable: the exact value, then its approximation in one chain (see DECISIONS)", True),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_library_parts": (
        "reject",
        "the question has one part; 'the answer is 85 for part (a) and 45 for part (b)' offers two "
        "values for it, and the invented part labels do not say which one answers the question "
        "asked; two values for one question is a hedge (README: a hedge is wrong)",
    ),
    "g_fence_parts": (
        "reject",
        "'#### 40 for part (a) and 38 for part (b)': the marked line holds two values for a one-part "
        "question, and the value right after '####' is 40; two values for one question are wrong",
    ),
    "g_cans_monthly": (
        "reject",
        "'1,800 cans every month' states a monthly amount (which would make 21,600 a year), so the "
        "stated quantity is not the yearly total asked, even though the digits equal the gold",
    ),
    "g_pages_not_final": (
        "reject",
        "the model boxes '20 (not final)' and stops: it disowns the box as its final answer and "
        "never gives one, so the completion has no final answer (no_answer); a checker must not "
        "read an annotated, disowned box as committed",
    ),
    "m_det_not_final": (
        "reject",
        "as g_pages_not_final: a box the model itself marks 'not final', with nothing after it, is "
        "no final answer (no_answer)",
    ),
    "m_die_decimal10": (
        "reject",
        "0.3333333333 is a terminating decimal equal to 3333333333/10^10, not 1/3; the model chose "
        "to write a rounded decimal for an exact probability, which is an approximation of an "
        "exact value (wrong under the README's rule); 0.\\overline{3} would be exact",
    ),
    "ok_g_notebooks_repeating": (
        "accept",
        "17.\\overline{9} (seventeen point nine repeating) is exactly 18; the bar makes the decimal "
        "infinite, unlike the finite 17.999999999 of g_notebooks_nines",
    ),
    "ok_g_pages_sout_ok": (
        "accept",
        "the box shows 25 struck out and 20 written after it: the struck value is withdrawn inside "
        "the box and the one value that stands is 20, the gold",
    ),
    "ok_g_rolls_dozen_box": (
        "accept",
        "18 dozen is exactly 216 rolls, and the working says so; an equal value in another unit "
        "(as `30` for `30^\\circ`) is correct",
    ),
    "ok_m_die_complement": (
        "accept",
        "the sentence answers the question with 'the probability is 1/3'; the clause after the "
        "semicolon names a different event ('the complementary event') and gives its probability, "
        "which is not a second answer to the question asked",
    ),
    "ok_m_diagonal_approx_paren": (
        "accept",
        "the answer is the exact \\sqrt{2}; '(about 1.414)' restates it numerically and 'not 2' "
        "refutes another value, neither is offered as the answer",
    ),
    "ok_m_limit_approx_chain": (
        "accept",
        "'the limit equals e \\approx 2.71828' states the exact value e as what the limit equals; "
        "the \\approx link marks the decimal as an approximation of that value, not as the answer",
    ),
    "ok_m_sin60_approx_chain": (
        "accept",
        "as ok_m_limit_approx_chain: '= \\frac{\\sqrt{3}}{2} \\approx 0.866' states the exact value "
        "with '=' and only approximates it after",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam187", CASES, [], DECISIONS)
