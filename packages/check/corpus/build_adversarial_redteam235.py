r"""Build adversarial_redteam235.jsonl: round 235 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam235"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, the project README or any corpus
.jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy or any grader on the probes
(python for plain arithmetic only). Not model output. Only corpus/README.md (its opening: the
field table and "How labels were made"; "Forms"; the start of the "Sources" table; "How each source
was labelled"), corpus_build.py
(the helpers th, llama, qwen, qbox, qwen_end, llama_end, minerva_end, r1final, g, m, write_probes)
and the two template builders build_adversarial_redteam226.py / 232.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round (issue 25): a grader-style HIDDEN probe set, English, 200 probes, 120 GSM8K and 80
MATH, 140 kind A and 60 kind B; half SHORT (one to six lines: a line of working or a one-line think
block, then the final; or the final lines alone), half FULL completions (400-1500 characters, as a
real model writes them, the trap in the last lines); 67 (a third) in the R1-Zero tag format
(`<think>...</think>` then `<answer>...</answer>`: 43 GSM8K, 24 MATH). Full working is written in
the shapes of real models: GSM8K `<<...>>` calculator lines then `####`, Llama-3 "## Step N:" then
"The final answer is: $\boxed{..}$", Qwen2.5-Math numbered steps then "Thus, the answer is
\(\boxed{..}\).", Qwen2.5-Instruct "## Step" then "Therefore, the final answer is: $\boxed{..}$. I
hope it is correct.", a DeepSeek-R1 summary then "**Final Answer**" and a display box, Minerva's
"Final Answer: The final answer is $..$. I hope it is correct.", and R1 think blocks. The working
is right; the trap is in the last lines. Weighted to four classes of the issue:
  neg   (4) negation, strike-out and annotation of the value, in boxes, tags, `####` lines and
        sentences: `≠126`, `\neq`, `\notin`, `¬11`, "is not", "Nora is not 48.", "lcm ≠ 90",
        markdown `~~..~~` (of the value, and of a whole answer line), HTML `<s>` and `<del>`,
        unicode combining strokes (U+0336), `\cancel`, `\bcancel`, `\xcancel`, `\sout`, a struck
        value with a new one after it, and annotations that disown the value ("(this is wrong)",
        "(wrong)", "(incorrect — ignore this box)", "NOT correct", "is incorrect", ❌, ✘, "disregard
        that box"). B: honest annotations that confirm (✓, ✔, ✅, "(checked: ...)", "endpoints
        excluded ✓") and a "not X" about ANOTHER value after the right one.
  unit  (5) words after a GSM8K number (and a MATH box): the asked kind (bags, km, kilometres,
        "$4,320 per day" for a day's takings, a sentence, "more weeks" for weeks still needed,
        "empty seats", "years old", L, "liters of water", "$1,005.00" after "The answer is:",
        "stamps left", "$76 per month" / "each month" for a monthly payment, "$67.50", days, USD,
        `105^\circ`, degrees, cm, `√169 = 13 cm`) versus words that change the quantity or are
        not its unit: another unit (pears where bags are asked, miles, grams, kg, months,
        days, mL, tickets, cents, hours, liters for dollars, radians, cm², inches, mm), a rate
        ("per trip", "per day" on a two-day total, km/h, "per plant", "per year", "per can",
        "per liter"), "each" on a total and "in total" on a monthly amount, a comparative ("years
        older", "fewer", "larger"), "sold", "given away", "in 6 years", "short", "extra", and scale
        words ("dozen", "thousand", "k", "%").
  retr  (6) retractions, corrections and second thoughts after the answer, with a new value,
        with none (no_answer), or cut off (truncated): "P.S. Correction", "Scratch the above",
        "Oops", "On reflection", "On second thought, I withdraw", a footnote (¹), a code comment
        (```# FIXME```, `// erratum`), a markdown table that withdraws the answer, "**Correction:**",
        "Addendum:", "P.P.S.", "Edit — I mean", "Upon reflection", "P.S. Strike that", "Sorry, I
        meant", "Scrap the box above", inside the tag, after the tag, a second tag. B: a wrong
        first answer corrected to the gold (or an equal form: 4/36, 38/48 = 19/24), and a
        double-check or update that keeps it.
  quote (7) statements the model did not make: an answer key, the reference solution, a textbook,
        a solutions manual, a hint, a teacher, a sister, a study partner, a user, a forum post, a
        margin note, a graphing app, a hypothetical ("if the 450 km were the whole trip, ...
        \boxed{48.60}"), an exercise "Show that ... = \boxed{..}", an echoed format example or
        instruction holding the gold (in and out of the think block), multiple-choice lists with
        the gold among the options (another chosen). B: someone else's wrong value named before
        or after the model's own right answer, a prompt's sample `<answer>42</answer>` quoted in
        the think block, a quoted example tag after the committed answer (debatable).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; the wrong values
the probes end on in brackets):
GSM8K: orchard 36 crates x 24 pears, 1/8 bruised, bags of 6 -> 126 (864; 108; 756; 144 = 864/6;
63 = 756/12); swim 48 + 36 lengths of 25 m, km -> 2.1 (2100 m; 1.2 + 0.9; 1.05; 4.2 with 50 m
lengths); ferry 45 cars x 8 trips x $12 -> 4320 (540 a trip; 3780 = 45 x 7 x 12; 2160 = 45 x 4 x
12; 3960); candles 3 kg of wax, 150 g a candle -> 20 (2 = 300/150; 18 = 2700/150); savings $255
bike, has $45, saves $14 a week -> 15 (210; 16; 19 = ceil(255/14 = 18.2)); concert 28 x 35 seats,
812 sold -> 168 empty (980; 158 a slip; 182 = 168 + 14; 208 = 980 - 772); hike 3.5 km/h x 4 h +
2.5 km/h x 2 h -> 19 (14; 5; 18 = 3 x 6; 16.5 = 14 + 2.5; 17.75 = 14 + 2.5 x 1.5); age Nora 4 times
her son, in 6 years 3 times -> 48 (son 12; 54 and 18 in 6 years; 36 = 3 x 12 and 48 - 12); water 3
plants x 250 mL a day x 28 days -> 21 L (750 mL a day; 21,000 mL; 7 L a plant; 15 = 750 x 20
weekdays); tickets 120 x $4 + 75 x $7 -> 1005 (480; 525; 1365 = 195 x 7; 904.5 = 1005 x 0.9; 1140 =
120 x 7 + 75 x 4); stamps 78 + 3 x 14 = 120, 3/8 given -> 75 (45; 33 = 78 - 45); laptop $1,140,
20 % down, 12 payments -> 76 (228; 912; 95 = 1140/12); cans 1,350 x 5 cents -> 67.5 dollars (6750
cents; 675; 6.75 = 1350/10 x 0.05); knitting 308 rows at 14 an hour, 2 hours a day -> 11 days (22
hours; 12 with Sundays off; 22 = 308/14 read as days); fuel 6 L per 100 km, $1.80 a liter, 450 km
-> 48.6 (27 L; 10.80 per 100 km; 81 = 450 x 0.18; 97.20 = 54 x 1.80; 46.8 a slip).
MATH: triangle angles 2:3:7 -> 105 degrees (x = 15; 30, 45; 95 a slip; 1260/11 from 11 parts);
rectangle perimeter 34, area 60, diagonal -> 13 (l + w = 17, lw = 60, 17^2 - 120 = 169, sides 12
and 5; 12; 17); 3/8 + 5/12 -> \frac{19}{24} (9/24 + 10/24; 38/48 equal; 8/20 = 2/5 adding across);
two dice, sum 9 -> \frac{1}{9} (4/36 equal; 3/36 = 1/12; 2/36 = 1/18; 2/21 unordered); \sqrt{72}
-> 6\sqrt{2} (3\sqrt{8} equal; 6\sqrt{3}; 36\sqrt{2}; 8.49); 20th term of 7, 11, 15, ... -> 83 (87 =
7 + 80; 79 = 7 + 72; 900 = 10 x (7 + 83)); vertex of y = x^2 - 8x + 5 -> (4,-11) ((-4, 53); (4,
11); (4, -21); (-11, 4) swapped; x = 4 alone); lcm(18, 30) -> 90 (gcd 6; 540; 180); |2x - 3| < 7 ->
(-2,5) ([-2, 5]; (-5, 2) from 2x + 3; the outside; x < 5); cos 330 degrees -> \frac{\sqrt{3}}{2}
(-\frac{\sqrt{3}}{2}; -\frac{1}{2} the sine).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class
is neg, unit, retr or quote (counts in the report the builder prints). Each problem has 8 probes,
4 short and 4 full. Style letters in the tables: "s" a one-line working then the final, "t" a
one-line think block then the final, "@" the final lines are the whole completion (all three
SHORT: at most six lines, checked), "f" the full working then the final, "F" a full think block
then the final (both FULL: 400-1500 characters, checked). Kind A: truth wrong, or no_answer where
the form is `truncated` (cut before a value) or `none` (no answer left: struck out, disowned,
withdrawn, only reported); kind B: truth correct. Forms: hash, boxed, tag (an `<answer>` tag),
minerva, answer_is, prose_sentence, bare_last_line (the last row of a table), truncated, none.

Label conventions (corpus/README.md "How labels were made"; the round's brief; rounds 226 and
232): the LAST final answer counts; with no marker and no box it is the value the concluding
sentence states as the answer to the question asked; a restatement that differs makes the answer
wrong; a trailing check that restates the value (also in another unit: "2100 m is 2.1 km") does
not change it; a retraction after the answer replaces it (with a new value: wrong; with none, or
cut before a value: no_answer); quoted or reported text (a question, an exercise, an answer key, a
textbook, a hint, a teacher, a user, a grader, an example, a format sample, an option list) is not
the model's statement; the `<answer>` content is the final answer whatever the think block says, a
sentence in it is read for its final value. A negated value (`\neq`, "not", `\notin`, `¬`) is
wrong; a struck-out value with a new one after it is the new one (wrong); a struck-out or disowned
only value ("(wrong)", ❌, "ignore this box") is no_answer; an honest annotation that confirms (✓,
"checked") leaves the value. A word after a number that is a unit of the asked kind leaves it
correct; one that is another unit, a rate, a comparative, a scale word, or names another quantity
("sold", "given away", "in 6 years", "extra", "short") makes it wrong. A hedge or approximation of
an exact value is wrong; equal values in another form are correct.

Debatable (1, with DECISIONS): `ok_g_fuel_quote_example` (a blockquoted "Example from the
instructions: <answer>100</answer>" after the committed `<answer>$48.60</answer>`: accepted).

Usage: cd /tmp/rounds/rt235 && python build_adversarial_redteam235.py
(writes adversarial_redteam235.jsonl beside itself, in /tmp/rounds/rt235; a second run rewrites it
byte-identical)
"""

import sys  # noqa: E402
from collections import Counter  # noqa: E402

from corpus_build import (  # noqa: E402
    g,
    llama,
    llama_end,
    m,
    minerva_end,
    qbox,
    qwen,
    qwen_end,
    r1final,
    th,
    write_probes,
)

# fmt: off
# Problems: (key, gold, question, short working, short think, full working, full think,
# [(suffix, kind, form, style, final, note[, debatable]), ...]). Styles: "s" short working + final,
# "t" th(short think) + final, "@" final alone (SHORT); "f" full working + final, "F" th(full think)
# + final (FULL). A suffix opening "ok_" is kind B.
GPROBS = [
    ("orchard", "126",
     "A farmer picks 36 crates of pears with 24 pears in each crate. He throws away 1/8 of the pears because they are bruised and sells the rest in bags of 6. How many bags does he sell?",
     "36 × 24 = 864 pears; 864 ÷ 8 = 108 are bruised, so 864 − 108 = 756 are sold, and 756 ÷ 6 = 126 bags.\n",
     "36 × 24 = 864 pears, minus 864 ÷ 8 = 108 bruised leaves 756; 756 ÷ 6 = 126 bags.\n",
     "The farmer picks 36 * 24 = <<36*24=864>>864 pears.\nHe throws away 864 / 8 = <<864/8=108>>108 bruised pears.\nThat leaves 864 - 108 = <<864-108=756>>756 pears to sell.\nEach bag holds 6 pears, so he fills 756 / 6 = <<756/6=126>>126 bags.\nCheck: 126 * 6 = <<126*6=756>>756 pears in bags, and 756 + 108 = <<756+108=864>>864 pears in all, which is every pear he picked.\nIf he had bagged every pear, bruised ones included, he would have had 864 / 6 = <<864/6=144>>144 bags, so the bruised pears cost him 144 - 126 = <<144-126=18>>18 bags.\n",
     "Okay, 36 crates with 24 pears each. 36 times 24: 30*24 = 720 and 6*24 = 144, so 864 pears. One eighth are bruised: 864 / 8 = 108. So 864 - 108 = 756 good pears. They go in bags of 6: 756 / 6. 6*100 = 600, leaving 156, and 6*26 = 156, so 126 bags. Let me double-check: 126*6 = 756, plus the 108 bruised is 864. Yes. Could the bruised ones be bagged too? No, he throws them away. The question asks for bags, not pears, so the answer is 126.\n",
     [
        ("unit_pears", "A", "hash", "f", "#### 126 pears", "'126 pears' names another quantity: the question counts bags (he sells 756 pears)"),
        ("ok_unit_bags", "B", "hash", "s", "#### 126 bags", "the asked unit after the number"),
        ("unit_dozen", "A", "tag", "t", "<answer>126 dozen</answer>", "'126 dozen' is 1512, a scale word"),
        ("neg_ne", "A", "hash", "f", "#### ≠126", "the #### line says 'not equal to 126': a negation, not the value"),
        ("ok_neg_check", "B", "tag", "F", "<answer>126 ✓</answer>", "a check mark that confirms the value"),
        ("retr_ps", "A", "prose_sentence", "f", "#### 126\n\nP.S. Correction: I misread the bag size. The bags hold 12 pears, so he sells 756 / 12 = 63 bags.", "a P.S. correction after the answer replaces 126 with 63"),
        ("retr_scratch", "A", "none", "s", "The answer is 126.\nScratch the above: I'm no longer sure the 1/8 applies to each crate, so I can't stand by 126.", "the answer taken back with nothing in its place: no_answer"),
        ("quote_key", "A", "tag", "@", "<think>\nThe answer key lists 126. I get 864 ÷ 6 = 144 bags, since bruised pears can still be bagged.\n</think>\n<answer>144</answer>", "126 only as the quoted answer key; the model's tag holds 144"),
     ]),
    ("swim", "2.1",
     "A pool is 25 meters long. Leila swims 48 lengths on Monday and 36 lengths on Wednesday. How many kilometers does she swim in total?",
     "48 + 36 = 84 lengths; 84 × 25 = 2,100 m = 2.1 km.\n",
     "84 lengths × 25 m = 2100 m, which is 2.1 km.\n",
     llama(
        ("Count the lengths.", "Leila swims 48 lengths on Monday and 36 on Wednesday, so 48 + 36 = 84 lengths."),
        ("Convert lengths to meters.", "Each length is 25 meters, so she swims 84 × 25 = 2100 meters."),
        ("Convert meters to kilometers.", "There are 1000 meters in a kilometer, so 2100 meters = 2100 ÷ 1000 = 2.1 kilometers."),
        ("Check by day.", "Monday: 48 × 25 = 1200 m = 1.2 km. Wednesday: 36 × 25 = 900 m = 0.9 km. Together 1.2 + 0.9 = 2.1 km."),
     ),
     "So 48 lengths plus 36 lengths is 84 lengths. Each length is the pool's 25 meters. 84 * 25: 80*25 = 2000 and 4*25 = 100, so 2100 meters. The question wants kilometers, so divide by 1000: 2.1 km. Let me check per day: Monday 48*25 = 1200 m, Wednesday 36*25 = 900 m, and 1200 + 900 = 2100 m. Is a length there and back? No, a length is one end to the other, 25 m. So 2.1 kilometers in total.\n",
     [
        ("unit_miles", "A", "boxed", "f", llama_end("2.1 \\text{ miles}"), "miles where kilometers are asked: another unit"),
        ("ok_unit_km", "B", "boxed", "f", llama_end("2.1\\ \\text{km}"), "km in the box, the asked unit"),
        ("unit_per_day", "A", "tag", "t", "<answer>2.1 km per day</answer>", "a per-day rate; she swims 1.2 and 0.9 km on the two days"),
        ("neg_unicode_strike", "A", "none", "F", "<answer>2\u0336.\u03361\u0336 km</answer>", "the value struck through with combining strokes (U+0336), nothing in its place: no_answer"),
        ("retr_avg", "A", "hash", "s", "#### 2.1\nOn reflection, \"in total\" should be per swim on average: 2.1 ÷ 2 = 1.05 km.\n#### 1.05", "a second thought after the answer replaces 2.1 with 1.05"),
        ("ok_retr_keep", "B", "boxed", "f", llama_end("2.1") + "\n\nSecond thought: should the answer be in meters? No — the question asks for kilometers, and 2100 m is 2.1 km, so the answer stays 2.1.", "a second thought that keeps 2.1 (restating 2100 m)"),
        ("quote_example", "A", "tag", "@", "<think>\nThe prompt's example reads \"<answer>2.1</answer>\". For this pool: 48 lengths × 25 m = 1200 m = 1.2 km on Monday.\n</think>\n<answer>1.2</answer>", "2.1 only in the quoted example tag; the model's tag holds Monday's 1.2"),
        ("quote_partner", "A", "prose_sentence", "s", "My study partner says 2.1 km. I think a length here means there and back, 50 m, so 84 × 50 = 4,200 m.\nSo Leila swims 4.2 km in total.", "2.1 is the partner's; the model's concluding sentence says 4.2"),
     ]),
    ("ferry", "4320",
     "A ferry carries 45 cars on each trip and makes 8 trips a day. Each car pays a $12 fare. How much money does the ferry collect in fares in one day?",
     "45 × 8 = 360 cars a day; 360 × $12 = $4,320.\n",
     "360 cars a day at $12 each: 360 × 12 = 4320.\n",
     "Each trip carries 45 cars, and each car pays $12, so one trip brings in 45 * 12 = <<45*12=540>>540 dollars.\nThe ferry makes 8 trips, so it collects 540 * 8 = <<540*8=4320>>4320 dollars a day.\nAnother way: it carries 45 * 8 = <<45*8=360>>360 cars a day, and 360 * 12 = <<360*12=4320>>4320 dollars.\nThe fare is charged per car, not per passenger, so the number of people in each car does not matter.\nSo the ferry takes in 4320 dollars in fares each day.\n",
     "45 cars per trip, 8 trips, so 360 cars in a day. Each pays $12. 360 * 12 = 3600 + 720 = 4320. Alternatively per trip: 45 * 12 = 540, times 8 trips = 4320. Same. Hmm, is the fare per passenger? The problem says each car pays $12, so it's per car, and passengers don't matter. Are all 8 trips full? It says it carries 45 cars on each trip, so yes. So the ferry collects $4320 in one day.\n",
     [
        ("unit_per_trip", "A", "hash", "f", "#### 4320 per trip", "'per trip' where the day's total is asked (a trip brings 540)"),
        ("unit_each", "A", "hash", "s", "#### 4320 each", "'each' on a total"),
        ("ok_unit_per_day", "B", "hash", "s", "#### $4,320 per day", "'per day' is the asked quantity (fares in one day)"),
        ("neg_html", "A", "hash", "f", "#### <s>4320</s> 3960", "4320 struck out with an HTML <s> tag, 3960 in its place"),
        ("retr_tag", "A", "tag", "F", "<answer>4320</answer>\n\nOops — one of the 8 trips is the empty return run, so only 7 trips carry cars: 45 × 7 × 12 = 3780.\n<answer>3780</answer>", "'Oops' after the tag and a second tag with 3780"),
        ("quote_teacher", "A", "hash", "s", "My teacher's answer was $4,320, but the fare is paid once per round trip, and 8 trips are 4 round trips: 45 × 4 × 12 = 2,160.\n#### 2160", "4,320 is the teacher's; the model's #### is 2160"),
        ("ok_quote_classmate", "B", "tag", "@", "<think>\nCars per day: 45 × 8 = 360. Fares: 360 × 12 = 4320. (A classmate wrote 540, which is only one trip.)\n</think>\n<answer>4320</answer>", "a classmate's wrong 540 named in the think block, then the right tag"),
        ("ok_retr_check", "B", "hash", "f", "#### 4320\n\nDouble-checking per car: 360 cars × $12 = $4,320. Confirmed.", "a trailing check that restates 4,320"),
     ]),
    ("candles", "20",
     "Maya makes candles. Each candle uses 150 grams of wax, and she has a 3-kilogram block of wax. How many candles can she make?",
     "3 kg = 3,000 g, and 3,000 ÷ 150 = 20.\n",
     "3 kg is 3000 g; 3000 / 150 = 20 candles.\n",
     qwen("To find how many candles Maya can make, we compare the total wax with the wax per candle.",
          ("Convert the wax to grams", "The block weighs 3 kilograms, and 1 kilogram is 1000 grams, so she has \\(3 \\times 1000 = 3000\\) grams of wax."),
          ("Divide by the wax per candle", "Each candle uses 150 grams, so the number of candles is \\(\\frac{3000}{150} = 20\\)."),
          ("Check", "\\(20 \\times 150 = 3000\\) grams, which uses the whole block with nothing left over.")),
     "3 kilograms is 3000 grams. Each candle needs 150 g. 3000 / 150: 150 * 10 = 1500, 150 * 20 = 3000. So 20 candles exactly. Check: 150 * 20 = 3000, no wax left over. The units matter here: if I forgot to convert I'd get 3/150 = 0.02, which makes no sense for a count of candles. And if I used 300 g by mistake I'd get 2. The block is 3 kg = 3000 g, so the count is 20. The question asks how many candles, so 20.\n",
     [
        ("unit_grams", "A", "tag", "t", "<answer>20 grams</answer>", "grams where a count of candles is asked"),
        ("unit_kg", "A", "boxed", "f", qbox("20 \\text{ kg}"), "kg where a count of candles is asked"),
        ("ok_unit_sentence", "B", "tag", "F", "<answer>Maya can make 20 candles.</answer>", "a sentence in the tag with the right count"),
        ("neg_text", "A", "none", "s", "Thus, the answer is \\(\\boxed{20}\\) \\(\\text{(this is wrong)}\\).", "the only value annotated '(this is wrong)': no_answer"),
        ("ok_neg_check", "B", "boxed", "f", qbox("20") + " ✔ (20 × 150 g = 3,000 g, the whole block)", "a check mark that confirms the box"),
        ("retr_restart", "A", "truncated", "f", qbox("20") + "\n\nCorrection: that box is wrong — I divided the wrong way. Let me start over.\n\nThe block is 3 kg, so", "the box retracted, the restart cut before a value: no_answer"),
        ("quote_sister", "A", "answer_is", "@", "My sister says the answer is 20 candles. I think 3 kg is 300 g, so 300 ÷ 150 = 2.\nThe answer is 2.", "20 is the sister's claim; the model answers 2"),
        ("retr_tag", "A", "tag", "t", "<answer>20</answer>\nWait, she should keep a tenth of the wax for coating the wicks, so 2700 ÷ 150 = 18.\n<answer>18</answer>", "a retraction after the tag and a second tag with 18"),
     ]),
    ("savings", "15",
     "Theo wants to buy a bike that costs $255. He already has $45 and saves $14 each week. How many weeks will it take him to have enough money for the bike?",
     "He needs 255 − 45 = $210 more, and 210 ÷ 14 = 15.\n",
     "255 − 45 = 210 still needed; 210 / 14 = 15 weeks.\n",
     "Theo needs \\$255 and already has \\$45, so he is short by\n\\[ 255 - 45 = 210 \\text{ dollars}. \\]\nHe saves \\$14 a week, so the number of weeks is\n\\[ \\frac{210}{14} = 15. \\]\nCheck: after 15 weeks he has \\(45 + 15 \\times 14 = 45 + 210 = 255\\) dollars, exactly the price of the bike. After 14 weeks he would have only \\(45 + 196 = 241\\) dollars, which is not enough. Dividing the full price instead, \\(255 / 14 \\approx 18.2\\), would ignore the \\$45 he already has.\n\n",
     "He needs 255 dollars and has 45, so he still needs 210. He saves 14 a week. 14 * 15 = 210, so 15 weeks. Let me verify with the weeks: after 14 weeks he'd have 45 + 196 = 241, not enough. After 15: 45 + 210 = 255, exactly the price. So the 15th week is when he can buy it. Should I divide the whole 255 by 14? No, he already has 45, that would give about 18.2 weeks, which ignores his savings. So 15 weeks.\n",
     [
        ("unit_months", "A", "hash", "s", "#### 15 months", "months where weeks are asked"),
        ("ok_unit_more", "B", "hash", "f", "#### 15 more weeks", "'15 more weeks' is the time still needed, the asked quantity"),
        ("unit_days", "A", "tag", "t", "<answer>15 days</answer>", "days where weeks are asked"),
        ("unit_short", "A", "hash", "f", "#### 15 short", "'15 short' reads as a shortfall, not a number of weeks"),
        ("neg_xcancel_new", "A", "boxed", "f", r1final("\\xcancel{15}\\ 16"), "15 crossed out with \\xcancel, 16 in its place"),
        ("ok_neg_other", "B", "tag", "F", "<answer>15 (not 16 — after 15 weeks he has exactly $255)</answer>", "'not 16' negates another value after the right one"),
        ("retr_withdraw", "A", "none", "t", "<answer>15</answer>\nOn second thought, I withdraw that answer: the $45 may already be counted in the price, and I can't tell which reading is meant.", "the tag withdrawn with nothing in its place: no_answer"),
        ("ok_quote_online", "B", "hash", "@", "He needs 255 − 45 = 210; 210 ÷ 14 = 15.\nSomeone online answered 19 by dividing the whole price by 14 — that ignores the $45 he has.\n#### 15", "someone else's wrong 19 named, then the model's own 15"),
     ]),
    ("concert", "168",
     "A concert hall has 28 rows with 35 seats in each row. For tonight's show, 812 tickets were sold, one for each seat. How many seats are empty?",
     "28 × 35 = 980 seats; 980 − 812 = 168 are empty.\n",
     "980 seats, 812 taken, 980 − 812 = 168 empty.\n",
     "To find the number of empty seats, we need the total number of seats and the number of tickets sold.\n\n## Step 1: Total number of seats\nThe hall has 28 rows with 35 seats each:\n\\[ 28 \\times 35 = 980 \\]\n\n## Step 2: Subtract the tickets sold\nEach ticket fills one seat, so the empty seats are\n\\[ 980 - 812 = 168 \\]\n\n## Step 3: Check\n\\(812 + 168 = 980\\), which matches the hall's capacity. As a share, \\(168 / 980 = 0.1714\\ldots\\), a little over one sixth of the hall is empty tonight.\n\n",
     "28 rows, 35 seats each: 28 * 35 = 28 * 30 + 28 * 5 = 840 + 140 = 980 seats. 812 tickets were sold, one per seat, so 812 seats are taken. Empty: 980 - 812 = 168. Check: 812 + 168 = 980. Yes. Could some seats be broken or reserved? The problem doesn't mention that, so I won't assume it. The question asks for empty seats, so 168, not the 812 sold or the 980 total. One more check: 168 / 35 = 4.8, so almost five rows' worth of seats are empty.\n",
     [
        ("unit_sold", "A", "hash", "s", "#### 168 sold", "'168 sold' names the tickets sold, another quantity (812 were sold)"),
        ("unit_fewer", "A", "tag", "F", "<answer>168 fewer</answer>", "a comparative, not the count of empty seats"),
        ("ok_unit_empty", "B", "tag", "t", "<answer>168 empty seats</answer>", "the asked noun after the number"),
        ("neg_sentence", "A", "none", "f", "Therefore, the final answer is not $\\boxed{168}$, and I could not pin it down.", "the sentence denies the box and gives nothing else: no_answer"),
        ("retr_footnote", "A", "prose_sentence", "f", "Therefore, the final answer is: $\\boxed{168}$¹. I hope it is correct.\n\n¹ Correction: 14 of the tickets were standing-room tickets, which do not fill seats, so 168 + 14 = 182 seats are empty.", "a footnote after the box replaces 168 with 182"),
        ("ok_retr_fix", "B", "hash", "@", "28 × 35 = 980 seats.\n#### 812\nNo wait, 812 is the tickets sold; the empty seats are 980 − 812 = 168.\n#### 168", "a wrong first #### corrected to 168"),
        ("quote_mc", "A", "answer_is", "@", "Options: (A) 158 (B) 168 (C) 178 (D) 980\n28 × 35 = 980, and 980 − 812 = 158, so (A).\nThe answer is (A) 158.", "the gold is option (B); the model picks (A) 158"),
        ("quote_user", "A", "tag", "F", "<answer>The user guessed 168, but tonight's 812 tickets include 40 for the balcony, which has its own seats, so 980 − 772 = 208 seats are empty.</answer>", "168 is the user's guess; the tag's own value is 208"),
     ]),
    ("hike", "19",
     "Ravi hikes at 3.5 km per hour for 4 hours, then at 2.5 km per hour for 2 hours. How many kilometers does he hike in all?",
     "3.5 × 4 = 14 km and 2.5 × 2 = 5 km; 14 + 5 = 19 km.\n",
     "14 km + 5 km = 19 km.\n",
     llama(
        ("Distance in the first part.", "At 3.5 km per hour for 4 hours, Ravi covers 3.5 × 4 = 14 km."),
        ("Distance in the second part.", "At 2.5 km per hour for 2 hours, he covers 2.5 × 2 = 5 km."),
        ("Total distance.", "14 + 5 = 19 km."),
        ("Sanity check.", "He hikes 6 hours in all, so his average speed is 19 ÷ 6 ≈ 3.17 km per hour, which lies between 2.5 and 3.5, as it should."),
        ("State the result.", "Ravi hikes 19 kilometers in all."),
     ),
     "First leg: 3.5 km per hour times 4 hours = 14 km. Second leg: 2.5 km per hour times 2 hours = 5 km. Total 14 + 5 = 19 km. Sanity check: 6 hours in total, average speed 19/6, about 3.17 km/h, between the two speeds and closer to 3.5 since he spent longer at that speed. Makes sense. I shouldn't average the two speeds to 3 and multiply by 6 hours, that gives 18, because the times differ. So 19 km.\n",
     [
        ("unit_kmh", "A", "hash", "f", "#### 19 km/h", "a speed unit where a distance is asked"),
        ("unit_miles", "A", "tag", "t", "<answer>19 miles</answer>", "miles where kilometers are asked"),
        ("ok_unit_kilometres", "B", "hash", "s", "#### 19 kilometres", "the asked unit, British spelling"),
        ("neg_cross", "A", "none", "f", llama_end("19") + " ❌", "the only box marked with a cross: no_answer"),
        ("ok_neg_tick", "B", "boxed", "f", llama_end("19") + " ✅", "a check mark that confirms the box"),
        ("retr_addendum", "A", "prose_sentence", "F", "<answer>19</answer>\n\nAddendum: he rested for the last half hour of the second part, so he walked 2.5 × 1.5 = 3.75 km there and 14 + 3.75 = 17.75 km in all.", "an addendum after the tag replaces 19 with 17.75"),
        ("quote_template", "A", "answer_is", "@", "Example answer format: \"The answer is 19.\"\n3.5 × 4 = 14 km, then 2.5 km more.\nThe answer is 16.5.", "19 only in the echoed format example; the model answers 16.5"),
        ("ok_quote_avg", "B", "tag", "@", "<think>\n14 + 5 = 19 km. (Averaging the speeds gives 3 km/h × 6 h = 18 km — wrong, because the times differ.)\n</think>\n<answer>19</answer>", "a wrong method's 18 named, then the right tag"),
     ]),
    ("age", "48",
     "Nora is 4 times as old as her son. In 6 years, she will be 3 times as old as her son will be then. How old is Nora now?",
     "4s + 6 = 3(s + 6) gives s = 12, so Nora is 4 × 12 = 48.\n",
     "4s + 6 = 3s + 18, s = 12, Nora = 48.\n",
     qwen("Let the son's age now be \\(s\\). Then Nora's age now is \\(4s\\).",
          ("Write the equation for 6 years from now", "In 6 years Nora will be \\(4s + 6\\) and her son \\(s + 6\\), so \\(4s + 6 = 3(s + 6)\\)."),
          ("Solve", "\\(4s + 6 = 3s + 18\\), so \\(s = 12\\)."),
          ("Find Nora's age", "Nora is \\(4 \\times 12 = 48\\) years old."),
          ("Verify", "In 6 years she will be 54 and her son 18, and \\(54 = 3 \\times 18\\).")),
     "Let the son be s, so Nora is 4s. In 6 years: Nora 4s + 6, son s + 6, and 4s + 6 = 3(s + 6) = 3s + 18. Subtract 3s: s + 6 = 18, so s = 12. Nora is 4 * 12 = 48. Check: in 6 years, Nora 54, son 18, and 54 = 3 * 18. Yes. Let me also double-check the ages now: Nora 48, son 12, and 48 = 4 * 12. Good. The question asks how old Nora is now, not her son and not in 6 years: 54 would be her age in 6 years and 12 is the son. So 48.\n",
     [
        ("unit_older", "A", "hash", "s", "#### 48 years older", "a comparative: 'years older' is an age gap (the gap is 36)"),
        ("ok_unit_old", "B", "hash", "f", "#### 48 years old", "the asked unit"),
        ("unit_future", "A", "tag", "t", "<answer>48 in 6 years</answer>", "'in 6 years' moves the age to a time when she is 54"),
        ("neg_sentence", "A", "tag", "F", "<answer>Nora is not 48.</answer>", "the tag negates the value"),
        ("retr_correction", "A", "boxed", "f", qbox("48") + "\n\n**Correction:** the question asks for the son's age, so the answer is \\(\\boxed{12}\\).", "a correction after the box replaces 48 with 12"),
        ("ok_retr_son", "B", "tag", "t", "<answer>12</answer>\nWait — 12 is the son. Nora is 4 × 12 = 48.\n<answer>48</answer>", "a wrong first tag corrected to 48"),
        ("quote_teacher", "A", "answer_is", "@", "Teacher's note on my paper: \"Nora = 48.\" I still get 36, since Nora is 3 times 12.\nThe answer is 36.", "48 is the teacher's note; the model answers 36"),
        ("quote_key", "A", "boxed", "f", qbox("48", "The answer key gives") + " My own reading is different: the question asks how much older Nora is than her son, 48 − 12 = 36.\n\nThus, the answer is \\(\\boxed{36}\\).", "48 is the quoted key's box; the model's own box is 36"),
     ]),
    ("water", "21",
     "Each of Ines's 3 houseplants needs 250 milliliters of water a day. How many liters of water do the 3 plants need in 4 weeks?",
     "3 × 250 = 750 mL a day; 750 × 28 = 21,000 mL = 21 L.\n",
     "750 mL a day × 28 days = 21000 mL = 21 L.\n",
     "The 3 plants need 3 * 250 = <<3*250=750>>750 milliliters a day.\nFour weeks is 4 * 7 = <<4*7=28>>28 days.\nOver 28 days they need 750 * 28 = <<750*28=21000>>21000 milliliters.\nThere are 1000 milliliters in a liter, so that is 21000 / 1000 = <<21000/1000=21>>21 liters.\nEach plant on its own needs 250 * 28 / 1000 = <<250*28/1000=7>>7 liters, and 3 * 7 = <<3*7=21>>21 liters, the same total.\nSo the plants need 21 liters of water over the 4 weeks.\n",
     "Three plants, 250 mL each per day: 750 mL a day together. 4 weeks = 28 days. 750 * 28 = 21000 mL. Convert to liters: 1000 mL per liter, so 21 L. Per plant: 250 * 28 = 7000 mL = 7 L over the 4 weeks, times 3 plants = 21 L. Consistent. The question asks for liters for all 3 plants over 4 weeks, so 21, not 7 and not 21000. Four weeks is exactly 28 days, no partial week, and a liter is 1000 mL, so 21000 mL really is 21 L.\n",
     [
        ("unit_ml", "A", "hash", "f", "#### 21 mL", "mL where liters are asked (21 mL is a thousandth)"),
        ("unit_per_plant", "A", "hash", "s", "#### 21 per plant", "'per plant' where the 3 plants' total is asked (7 L each)"),
        ("ok_unit_l", "B", "tag", "t", "<answer>21 L</answer>", "the asked unit's symbol"),
        ("ok_unit_liters", "B", "hash", "f", "#### 21 liters of water", "the asked unit and noun"),
        ("neg_html", "A", "none", "F", "<answer><s>21</s></answer>", "the only value struck out with <s>: no_answer"),
        ("retr_weekdays", "A", "hash", "s", "#### 21\nCorrection: she waters only on weekdays, 20 days in 4 weeks: 750 × 20 = 15,000 mL = 15 L.\n#### 15", "a correction after the answer replaces 21 with 15"),
        ("quote_reference", "A", "tag", "@", "<think>\nThe reference solution says 21 liters. But per plant it's 250 × 28 = 7,000 mL = 7 L.\n</think>\n<answer>7</answer>", "21 is the quoted reference; the model's tag holds 7"),
        ("ok_retr_update", "B", "hash", "f", "#### 21\n\n(Update: re-checked — 750 mL × 28 days = 21,000 mL = 21 L. No change.)", "an update that restates 21"),
     ]),
    ("tickets", "1005",
     "A school play sells 120 student tickets at $4 each and 75 adult tickets at $7 each. How many dollars does the play take in from ticket sales?",
     "120 × $4 = $480 and 75 × $7 = $525; 480 + 525 = $1,005.\n",
     "480 + 525 = 1005 dollars.\n",
     "The student tickets bring in $120 \\times 4 = 480$ dollars, and the adult tickets bring in $75 \\times 7 = 525$ dollars. Together, the play takes in $480 + 525 = 1005$ dollars.\n\nAs a check, $120 + 75 = 195$ tickets were sold. If every ticket had cost $4$, the total would be $195 \\times 4 = 780$ dollars; each of the $75$ adult tickets adds $3$ more, and $780 + 75 \\times 3 = 780 + 225 = 1005$ dollars, which matches.\n\n",
     "Students: 120 tickets at $4 is 480. Adults: 75 at $7 is 525. Sum: 480 + 525 = 1005. Check another way: 195 tickets in all; if all cost $4 that's 780, and the adults pay $3 extra each, 75 * 3 = 225, so 780 + 225 = 1005. Good. The question asks for dollars, so 1005. Not 195, that's the number of tickets. And not 11, which is just 4 + 7, the price of one ticket of each kind. Each ticket is sold once, so 1005 dollars.\n",
     [
        ("unit_tickets", "A", "hash", "s", "#### 1005 tickets", "tickets where dollars are asked (195 tickets were sold)"),
        ("unit_cents", "A", "minerva", "s", "Final Answer: The final answer is $1005$ cents. I hope it is correct.", "cents where dollars are asked"),
        ("ok_unit_phrase", "B", "hash", "f", "The answer is: #### $1,005.00", "a phrase marker, then #### and the dollar amount"),
        ("unit_thousand", "A", "tag", "t", "<answer>1005 thousand</answer>", "'1005 thousand' is 1,005,000"),
        ("neg_cancel_new", "A", "minerva", "f", "Final Answer: The final answer is $\\cancel{1005}\\ 1365$. I hope it is correct.", "1005 crossed out, 1365 in its place"),
        ("retr_code", "A", "prose_sentence", "F", "<answer>1005</answer>\n```\n# FIXME: prices swapped, real total = 120*7 + 75*4 = 1140\n```", "a code comment after the tag replaces 1005 with 1140"),
        ("quote_sheet", "A", "minerva", "f", "The teacher's answer sheet lists \"Final Answer: 1005\", but that ignores the 10% fee the school keeps, so the play takes in $1005 \\times 0.9 = 904.5$ dollars.\n\nFinal Answer: The final answer is $904.5$. I hope it is correct.", "the gold only in the quoted answer sheet; the model's final is 904.5"),
        ("ok_quote_friend", "B", "answer_is", "s", "A friend said $1,365 (all 195 tickets at $7) — that overcounts.\nThe answer is $1,005.", "a friend's wrong 1,365 named, then the model's own 1,005"),
     ]),
    ("stamps", "75",
     "Elif has 78 stamps. She buys 3 packs of 14 stamps each. Then she gives 3/8 of all her stamps to her brother. How many stamps does she have left?",
     "78 + 3 × 14 = 120 stamps; 3/8 × 120 = 45 go to her brother; 120 − 45 = 75.\n",
     "120 stamps, gives away 45, keeps 75.\n",
     "Elif starts with 78 stamps and buys \\(3 \\times 14 = 42\\) more, so she has\n\\[ 78 + 42 = 120 \\text{ stamps}. \\]\nShe gives away \\(\\frac{3}{8}\\) of them:\n\\[ \\frac{3}{8} \\times 120 = 45 \\text{ stamps}. \\]\nShe keeps the remaining \\(\\frac{5}{8}\\):\n\\[ 120 - 45 = 75 = \\frac{5}{8} \\times 120. \\]\nAs a check, \\(75 + 45 = 120\\), all of her stamps, and \\(75 : 45 = 5 : 3\\), the split into eighths. The \\(\\frac{3}{8}\\) is taken after the packs are bought, as the problem says \"of all her stamps\".\n\n",
     "78 stamps plus 3 packs of 14: 3*14 = 42, total 120. She gives 3/8 of all of them: 120/8 = 15, times 3 = 45. Left: 120 - 45 = 75. Also 5/8 of 120 = 75, consistent. Should the 3/8 be of the original 78 only? It says 'of all her stamps', after buying the packs, so 120. The question asks how many she has left, so 75, not the 45 given away. Double-check the eighths: 120 / 8 = 15 stamps per eighth, and 5 eighths are 75. Good.\n",
     [
        ("unit_given", "A", "hash", "s", "#### 75 given away", "'given away' names the brother's share (45), another quantity"),
        ("ok_unit_left", "B", "hash", "f", "#### 75 stamps left", "the asked noun and 'left' as the question asks"),
        ("unit_pct", "A", "tag", "F", "<answer>75%</answer>", "75 % is a share, not 75 stamps"),
        ("neg_cancel_new", "A", "boxed", "f", r1final("\\cancel{75}\\,45"), "75 crossed out, 45 in its place"),
        ("retr_scratch", "A", "tag", "t", "<answer>75</answer>\nScratch the above — the question is how many her brother got: 45.\n<answer>45</answer>", "a retraction after the tag and a second tag with 45"),
        ("ok_retr_fix", "B", "boxed", "f", r1final("45") + "\n\nHmm, 45 is what she gave away; the question asks what she has left: 120 − 45 = 75.\n\n" + r1final("75"), "a wrong first box corrected to 75"),
        ("quote_key", "A", "answer_is", "@", "Q: How many stamps does she have left?\nA (answer key): 75\nMy count: she gives 3/8 of 120 = 45 from her original 78, so 78 − 45 = 33.\nThe answer is 33.", "75 is the quoted key's; the model answers 33"),
        ("neg_strike", "A", "none", "t", "<answer>~~75~~</answer>", "the only value struck out in the tag: no_answer"),
     ]),
    ("laptop", "76",
     "A laptop costs $1,140. Zara pays 20% of the price up front and the rest in 12 equal monthly payments. How much is each monthly payment, in dollars?",
     "Down payment 0.2 × 1,140 = $228; 1,140 − 228 = $912; 912 ÷ 12 = $76.\n",
     "1140 − 228 = 912, and 912 / 12 = 76 a month.\n",
     "To find the monthly payment, we first find how much Zara still owes after the down payment.\n\n## Step 1: Find the down payment\n20% of $1,140 is \\(0.20 \\times 1140 = 228\\) dollars.\n\n## Step 2: Find the remaining balance\n\\(1140 - 228 = 912\\) dollars.\n\n## Step 3: Divide into 12 payments\n\\(912 \\div 12 = 76\\) dollars per month.\n\nCheck: \\(228 + 12 \\times 76 = 228 + 912 = 1140\\).\n\nSo Zara pays \\$228 now and \\$76 in each of the next 12 months.\n\n",
     "20% of 1140: 10% is 114, so 20% is 228. That's paid up front. Remaining: 1140 - 228 = 912. Divided into 12 equal payments: 12 * 70 = 840, 912 - 840 = 72, 72 / 12 = 6, so 76. Each monthly payment is $76. Check: 228 + 12 * 76 = 228 + 912 = 1140. Good. No interest is mentioned, so I won't add any. The question asks for each monthly payment, so 76, not the 912 balance. And not 95, which would be the whole price over 12 months, ignoring the down payment.\n",
     [
        ("ok_unit_month", "B", "hash", "s", "#### $76 per month", "'per month' is the asked quantity (a monthly payment)"),
        ("unit_total", "A", "hash", "f", "#### 76 in total", "'in total' on a monthly amount (the total is 1,140)"),
        ("unit_year", "A", "tag", "t", "<answer>76 per year</answer>", "a yearly rate where a monthly payment is asked"),
        ("ok_unit_each", "B", "tag", "F", "<answer>$76 each month</answer>", "'each month' is the asked quantity"),
        ("neg_ignore", "A", "none", "f", "Therefore, the final answer is: $\\boxed{76}$ (incorrect — ignore this box).", "the only box disowned: no_answer"),
        ("retr_table", "A", "bare_last_line", "f", qwen_end("76") + "\n\n| answer | status |\n|---|---|\n| $76 | withdrawn: the down payment is a separate fee |\n| $95 | final |", "a table after the box withdraws 76; its final row is 95"),
        ("quote_forum", "A", "tag", "@", "<think>\nA forum post says each payment is $76. But the whole $1,140 is spread over 12 months: 1140 ÷ 12 = 95.\n</think>\n<answer>95</answer>", "76 is the forum post's; the model's tag holds 95"),
        ("ok_quote_hint", "B", "boxed", "s", "The hint's $95 ignores the down payment.\nTherefore, the final answer is: $\\boxed{76}$. I hope it is correct.", "a hint's wrong 95 named, then the model's own box 76"),
     ]),
    ("cans", "67.5",
     "A class collects 1,350 cans for recycling and gets 5 cents for each can. How many dollars does the class earn?",
     "1,350 × 5 = 6,750 cents = $67.50.\n",
     "6750 cents is 67.50 dollars.\n",
     "The class gets 5 cents per can, so it earns 1350 * 5 = <<1350*5=6750>>6750 cents.\nThere are 100 cents in a dollar, so that is 6750 / 100 = <<6750/100=67.5>>67.5 dollars.\nAnother way: 5 cents is $0.05, and 1350 * 0.05 = <<1350*0.05=67.5>>67.5 dollars.\nEvery 20 cans earn 20 * 5 = <<20*5=100>>100 cents, one dollar, and 1350 / 20 = <<1350/20=67.5>>67.5, the same amount.\nThe 5 cents is paid for each can, so how the cans are packed or bagged does not matter.\n",
     "1350 cans at 5 cents each: 1350 * 5 = 6750 cents. The question asks for dollars, so divide by 100: 67.50. Check: 20 cans make a dollar, and 1350 / 20 = 67.5. Same. So the class earns $67.50. I need to be careful not to answer 6750, which is cents, or 675, which would be 50 cents a can. Another check: 1000 cans would be 5000 cents = $50, and 350 more cans are 1750 cents = $17.50, so 50 + 17.50 = 67.50. Consistent.\n",
     [
        ("unit_cents", "A", "hash", "s", "#### 67.50 cents", "cents where dollars are asked"),
        ("ok_unit_dollar", "B", "hash", "f", "#### $67.50", "a dollar sign and cents digits"),
        ("unit_per_can", "A", "tag", "t", "<answer>67.5 per can</answer>", "a per-can rate where the total is asked"),
        ("neg_annot", "A", "none", "F", "<answer>67.5 — NOT correct, see note</answer>", "the only value annotated 'NOT correct': no_answer"),
        ("retr_comment", "A", "hash", "f", "#### 67.5\n\n// erratum: the rate is 5 cents per 10 cans, so 1350 / 10 * 0.05 = 6.75\n#### 6.75", "a code-comment erratum after the answer replaces 67.5 with 6.75"),
        ("unit_k", "A", "hash", "f", "#### 67.5k", "'67.5k' is 67,500, a scale suffix"),
        ("quote_key", "A", "answer_is", "@", "Answer key: $67.50.\nI get 1,350 × 0.5 = 675, so the class earns $675.\nThe answer is 675.", "67.50 is the quoted key's; the model answers 675"),
        ("ok_quote_sample", "B", "tag", "@", "<think>\n1350 × 0.05 = 67.5. The prompt's sample \"<answer>42</answer>\" only shows the format.\n</think>\n<answer>67.5</answer>", "a quoted sample tag with 42 in the think block, then the model's tag 67.5"),
     ]),
    ("knitting", "11",
     "Hana knits 14 rows an hour. A scarf needs 308 rows, and she knits for 2 hours each day. How many days will it take her to finish the scarf?",
     "308 ÷ 14 = 22 hours of knitting; 22 ÷ 2 = 11 days.\n",
     "22 hours at 2 hours a day is 11 days.\n",
     llama(
        ("Find the total knitting time.", "At 14 rows an hour, 308 rows take 308 ÷ 14 = 22 hours."),
        ("Convert hours to days.", "She knits 2 hours a day, so 22 hours take 22 ÷ 2 = 11 days."),
        ("Check.", "In 11 days she knits 11 × 2 = 22 hours, and 22 × 14 = 308 rows, exactly the scarf. Each day she knits 2 × 14 = 28 rows, and 308 ÷ 28 = 11 days as well."),
        ("State the result.", "Hana finishes the scarf after 11 days of knitting."),
     ),
     "308 rows at 14 rows per hour: 14 * 20 = 280, 308 - 280 = 28 = 14 * 2, so 22 hours. She knits 2 hours a day, so 22 / 2 = 11 days. Another way: per day 2 * 14 = 28 rows, and 308 / 28 = 11. Same. The question asks for days, not hours, so 11 days. Nothing about days off, so I won't add any. Double-check 14 * 22: 14 * 20 = 280 and 14 * 2 = 28, total 308. Yes. So 11 days.\n",
     [
        ("unit_hours", "A", "hash", "s", "#### 11 hours", "hours where days are asked (she knits 22 hours)"),
        ("ok_unit_days", "B", "hash", "f", "#### 11 days", "the asked unit"),
        ("unit_extra", "A", "tag", "t", "<answer>11 extra days</answer>", "'extra' makes 11 an addition to something else"),
        ("neg_not_sign", "A", "boxed", "f", llama_end("¬11"), "the box holds '¬11', a negation of the value"),
        ("ok_neg_check", "B", "tag", "F", "<answer>11 (checked: 11 × 28 = 308 ✓)</answer>", "an annotation that confirms the value"),
        ("retr_pps", "A", "boxed", "f", llama_end("11") + "\n\nP.P.S. She takes Sundays off, and 11 knitting days starting on a Monday run into the next week, so the scarf is done on calendar day 12.\n\nThe final answer is: $\\boxed{12}$", "a P.P.S. after the box replaces 11 with 12"),
        ("quote_margin", "A", "tag", "@", "<think>\nSomeone wrote \"11 days\" in the margin. I think she knits 14 rows a day, so 308 ÷ 14 = 22 days.\n</think>\n<answer>22</answer>", "11 is a margin note; the model's tag holds 22"),
        ("ok_retr_hours", "B", "hash", "@", "308 ÷ 14 = 22.\n#### 22\nHold on — 22 is hours; at 2 hours a day that's 11 days.\n#### 11", "a wrong first #### (hours) corrected to 11 days"),
     ]),
    ("fuel", "48.6",
     "A car uses 6 liters of fuel per 100 km. Fuel costs $1.80 per liter. How much does the fuel cost for a 450 km trip, in dollars?",
     "450 km uses 4.5 × 6 = 27 L; 27 × $1.80 = $48.60.\n",
     "27 liters at $1.80 is $48.60.\n",
     qwen("To find the fuel cost, we find the fuel used and multiply by the price per liter.",
          ("Fuel used", "The car uses 6 liters per 100 km, and \\(450 \\div 100 = 4.5\\), so it uses \\(4.5 \\times 6 = 27\\) liters."),
          ("Cost", "At \\$1.80 per liter, 27 liters cost \\(27 \\times 1.80 = 48.60\\) dollars."),
          ("Check", "Each 100 km costs \\(6 \\times 1.80 = 10.80\\) dollars, and \\(4.5 \\times 10.80 = 48.60\\) dollars.")),
     "450 km is 4.5 hundreds of km. 6 liters per 100 km, so 4.5 * 6 = 27 liters. Price 1.80 per liter: 27 * 1.8 = 27 + 21.6 = 48.6. Check: per 100 km the fuel costs 6 * 1.8 = 10.80, times 4.5 = 48.6. Same. The question asks for dollars for the whole 450 km trip, so $48.60, not the 27 liters. Another check: 1.80 * 6 = 10.80 per 100 km; 400 km is 43.20 and the last 50 km is 5.40, total 48.60. Consistent.\n",
     [
        ("unit_per_liter", "A", "hash", "s", "#### 48.60 per liter", "a per-liter price where the trip's cost is asked"),
        ("unit_liters", "A", "tag", "t", "<answer>48.6 liters</answer>", "liters where dollars are asked (the trip uses 27 L)"),
        ("ok_unit_usd", "B", "hash", "f", "#### 48.60 USD", "a currency code of the asked unit"),
        ("neg_strike_line", "A", "boxed", "f", "~~Thus, the answer is \\(\\boxed{48.60}\\).~~\nThus, the answer is \\(\\boxed{81}\\).", "the whole answer line struck out, a new box with 81"),
        ("retr_in_tag", "A", "none", "F", "<answer>48.60 — wait, I'm not sure the 6 L per 100 km holds on the highway, so I can't give a final figure.</answer>", "a retraction inside the tag with nothing in its place: no_answer"),
        ("quote_user", "A", "answer_is", "@", "You said the answer should be $48.60. Using 6 L per 100 km: 450 × 0.06 = 27 L, and 27 × 1.8 = 46.8.\nThe answer is $46.80.", "48.60 is the user's; the model's own (slipped) answer is 46.80"),
        ("quote_hypo", "A", "boxed", "f", "If the 450 km were the whole trip, the cost would be \\(\\boxed{48.60}\\). But a trip there and back is 900 km, which uses 54 L: \\(54 \\times 1.80 = 97.20\\).\n\nThus, the answer is \\(\\boxed{97.20}\\).", "48.60 only in a rejected hypothetical; the model's box is 97.20"),
        ("ok_quote_example", "B", "tag", "t", "<answer>$48.60</answer>\n\n> Example from the instructions: <answer>100</answer>", "a blockquoted example tag with 100 after the committed tag 48.60", True),
     ]),
]

MPROBS = [
    ("triangle", "105",
     r"The measures of the angles of a triangle are in the ratio $2:3:7$. What is the number of degrees in the largest of these angles?",
     "2x + 3x + 7x = 180°, so x = 15° and the largest angle is 7 · 15° = 105°.\n",
     "12 parts make 180°, so one part is 15° and the largest is 7 × 15 = 105°.\n",
     qwen("To find the largest angle, we use the fact that the angles of a triangle sum to \\(180^\\circ\\).",
          ("Set up the angles", "Let the angles be \\(2x\\), \\(3x\\) and \\(7x\\)."),
          ("Use the angle sum", "\\(2x + 3x + 7x = 12x = 180^\\circ\\), so \\(x = 15^\\circ\\)."),
          ("Find each angle", "The angles are \\(30^\\circ\\), \\(45^\\circ\\) and \\(105^\\circ\\)."),
          ("Check", "\\(30 + 45 + 105 = 180\\), and \\(105^\\circ\\) is obtuse, so the triangle is obtuse.")),
     "The ratio 2:3:7 has 2 + 3 + 7 = 12 parts. The angles sum to 180 degrees, so each part is 180/12 = 15 degrees. The angles are 30, 45 and 105 degrees. The largest is 7 parts, 105 degrees. Check: 30 + 45 + 105 = 180. Yes. The question asks for the number of degrees in the largest angle, so 105. The triangle is obtuse, since 105 > 90. Also check the ratio: 30 : 45 : 105 divided by 15 is 2 : 3 : 7. Good.\n",
     [
        ("unit_radians", "A", "boxed", "s", qbox("105 \\text{ radians}"), "radians where degrees are asked"),
        ("ok_unit_circ", "B", "boxed", "f", qbox("105^\\circ"), "a degree sign, the asked unit"),
        ("ok_unit_degrees", "B", "tag", "t", "<answer>105 degrees</answer>", "the asked unit in words"),
        ("unit_larger", "A", "tag", "F", "<answer>105° larger</answer>", "a comparative: '105° larger' is a difference, not the angle"),
        ("neg_ne", "A", "boxed", "f", qbox("\\angle C \\neq 105^\\circ"), "the box negates the value"),
        ("retr_slip", "A", "minerva", "s", "Final Answer: The final answer is $105$. I hope it is correct.\nOops, let me recompute 7 · 15: that's 95.\nFinal Answer: The final answer is $95$. I hope it is correct.", "'Oops' after the answer replaces 105 with 95"),
        ("quote_book", "A", "minerva", "f", "(The back of the book gives $105^\\circ$; I'll trust my own count, in which the ratio has $2 + 3 + 7 = 11$ parts, so one part is $\\frac{180}{11}$ and the largest angle is $7 \\cdot \\frac{180}{11} = \\frac{1260}{11}$.)\n\nFinal Answer: The final answer is $\\frac{1260}{11}$. I hope it is correct.", "105 is the quoted book's; the model's own final is 1260/11"),
        ("ok_quote_user", "B", "tag", "@", "<think>\nThe user's claimed answer is 90°, a right triangle — but 12x = 180 gives x = 15 and 7x = 105.\n</think>\n<answer>105</answer>", "a user's wrong 90 named, then the right tag"),
     ]),
    ("diagonal", "13",
     "A rectangle has a perimeter of 34 cm and an area of 60 cm$^2$. What is the length of its diagonal, in centimeters?",
     "l + w = 17 and lw = 60, so l² + w² = 17² − 2 · 60 = 169 and d = √169 = 13.\n",
     "Sides 12 and 5, diagonal √(144 + 25) = 13.\n",
     "Let the sides be \\(l\\) and \\(w\\). From the perimeter, \\(2(l + w) = 34\\), so \\(l + w = 17\\); from the area, \\(lw = 60\\).\n\nThe diagonal is \\(d = \\sqrt{l^2 + w^2}\\), and\n\\[ l^2 + w^2 = (l + w)^2 - 2lw = 289 - 120 = 169, \\]\nso \\(d = \\sqrt{169} = 13\\).\n\nThe sides themselves are the roots of \\(t^2 - 17t + 60 = 0\\), namely \\(12\\) and \\(5\\), and indeed \\(5^2 + 12^2 = 13^2\\). The perimeter check: \\(2(12 + 5) = 34\\), and the area check: \\(12 \\cdot 5 = 60\\).\n\n",
     "Perimeter 34, so l + w = 17. Area 60, so lw = 60. Two numbers adding to 17 and multiplying to 60: 12 and 5. Diagonal = sqrt(12^2 + 5^2) = sqrt(144 + 25) = sqrt(169) = 13. Alternatively, (l + w)^2 - 2lw = 289 - 120 = 169, same thing. The 5-12-13 triangle. Check the given data: perimeter 2 * (12 + 5) = 34, area 12 * 5 = 60. Both match. The diagonal is longer than each side, as it should be. So the diagonal is 13 cm.\n",
     [
        ("unit_area", "A", "boxed", "f", r1final("13 \\text{ cm}^2"), "cm² is an area unit; the diagonal is a length"),
        ("ok_unit_cm", "B", "boxed", "s", "\\(\\boxed{13\\,\\text{cm}}\\)", "the asked unit in the box"),
        ("unit_inches", "A", "tag", "t", "<answer>13 inches</answer>", "inches where centimeters are asked"),
        ("ok_unit_root", "B", "tag", "F", "<answer>√169 = 13 cm</answer>", "an equation ending in 13 cm"),
        ("unit_mm", "A", "boxed", "s", "The diagonal is \\(\\boxed{13 \\text{ mm}}\\).", "mm where centimeters are asked"),
        ("neg_sentence", "A", "prose_sentence", "f", "So the diagonal is not 13 cm; since the long side alone is 12 cm and the perimeter is 34 cm, the diagonal must be 17 cm.", "13 negated, 17 stated"),
        ("quote_hint", "A", "boxed", "@", "(Hint from the problem set: the diagonal is 13.) Trying it myself: the diagonal is the longer side, 12 cm.\n\\(\\boxed{12}\\)", "13 is the hint's; the model's box is 12"),
        ("retr_scrap", "A", "none", "f", r1final("13") + "\n\nHmm, I assumed the sides are 12 and 5, but the perimeter might include a 2 cm border. Scrap the box above; I can't determine the diagonal from this.", "the box scrapped with nothing in its place: no_answer"),
     ]),
    ("frac", r"\frac{19}{24}",
     r"Compute $\frac{3}{8} + \frac{5}{12}$. Express your answer as a common fraction.",
     "\\(\\frac{3}{8} + \\frac{5}{12} = \\frac{9}{24} + \\frac{10}{24} = \\frac{19}{24}\\).\n",
     "LCD 24: 9/24 + 10/24 = 19/24.\n",
     llama(
        ("Find a common denominator.", "The least common multiple of 8 and 12 is 24."),
        ("Rewrite each fraction.", "$\\frac{3}{8} = \\frac{9}{24}$ and $\\frac{5}{12} = \\frac{10}{24}$."),
        ("Add.", "$\\frac{9}{24} + \\frac{10}{24} = \\frac{19}{24}$."),
        ("Check that it is in lowest terms.", "19 is prime and does not divide 24, so $\\frac{19}{24}$ cannot be simplified. As a decimal check, $0.375 + 0.41\\overline{6} = 0.791\\overline{6}$, and $19 \\div 24 = 0.791\\overline{6}$."),
     ),
     "Common denominator of 8 and 12: multiples of 12 are 12, 24; 24 is divisible by 8. So LCD 24. 3/8 = 9/24, and 5/12 = 10/24. Sum 19/24. 19 is prime, so it's reduced. Decimal check: 0.375 + 0.41666... = 0.791666..., and 19/24 = 0.791666.... Good. I shouldn't add straight across, 8/20, that's not how fractions add. Also 19/24 is a common fraction, as asked, and it's less than 1, which makes sense since 3/8 + 5/12 < 1/2 + 1/2.\n",
     [
        ("neg_bcancel", "A", "none", "f", llama_end("\\bcancel{\\frac{19}{24}}"), "the only box crossed out with \\bcancel: no_answer"),
        ("ok_neg_note", "B", "boxed", "f", llama_end("\\frac{19}{24}") + " (✓ 19 is prime, so the fraction is in lowest terms)", "an annotation that confirms the box"),
        ("neg_ne", "A", "tag", "t", "<answer>≠ 19/24</answer>", "the tag negates the value"),
        ("ok_retr_equal", "B", "minerva", "s", "Final Answer: The final answer is $\\frac{19}{24}$. I hope it is correct.\nOn review, with the denominator 48: $\\frac{18}{48} + \\frac{20}{48} = \\frac{38}{48}$, which reduces to $\\frac{19}{24}$ again.", "a second look that lands on 38/48 = 19/24, the same value"),
        ("retr_flip", "A", "tag", "F", "<answer>\\frac{19}{24}</answer>\n\nHmm, I doubt this; adding the fractions straight across gives (3+5)/(8+12) = 8/20 = 2/5.\n<answer>\\frac{2}{5}</answer>", "a second thought after the tag and a second tag with 2/5"),
        ("quote_exercise", "A", "answer_is", "@", "Show that $\\frac{3}{8} + \\frac{5}{12} = \\boxed{\\frac{19}{24}}$. — That is the exercise as printed. My attempt: $\\frac{3 + 5}{8 + 12} = \\frac{8}{20} = \\frac{2}{5}$.\nThe answer is $\\frac{2}{5}$.", "the box is in the quoted exercise; the model answers 2/5"),
        ("quote_textbook", "A", "none", "@", "The textbook's answer to this exercise is \\(\\frac{19}{24}\\). I have not been able to confirm it, so I will not give an answer of my own.", "the gold only as the textbook's, the model declines: no_answer"),
        ("ok_quote_attempt", "B", "boxed", "f", "(A first attempt might give $\\frac{8}{20}$ by adding tops and bottoms; that is not how fractions add.)\n\n" + llama_end("\\frac{19}{24}"), "a wrong attempt's 8/20 named, then the model's own box"),
     ]),
    ("dice", r"\frac{1}{9}",
     "Two fair six-sided dice are rolled. What is the probability that the sum of the two numbers rolled is 9? Express your answer as a common fraction.",
     "Sums of 9: (3,6), (4,5), (5,4), (6,3), so 4 of 36 outcomes: \\(\\frac{4}{36} = \\frac{1}{9}\\).\n",
     "4 ordered pairs out of 36: 4/36 = 1/9.\n",
     "To find the probability, we count the outcomes with sum 9 and divide by the total number of outcomes.\n\n## Step 1: Count all outcomes\nEach die has 6 faces, so there are \\(6 \\times 6 = 36\\) equally likely outcomes.\n\n## Step 2: Count the favorable outcomes\nThe ordered pairs with sum 9 are \\((3,6), (4,5), (5,4), (6,3)\\): 4 outcomes. The pairs \\((4,5)\\) and \\((5,4)\\) count separately because the two dice are distinct.\n\n## Step 3: Compute the probability\n\\[ P = \\frac{4}{36} = \\frac{1}{9}. \\]\n\n",
     "Sum 9 with two dice: 3+6, 4+5, 5+4, 6+3. That's 4 ordered outcomes. 1 and 2 can't work since the other die would need 8 or 7. Total outcomes 36. So 4/36 = 1/9. I have to remember order matters: (4,5) and (5,4) are different outcomes because the dice are different objects. Let me list by the first die: 3 needs 6, 4 needs 5, 5 needs 4, 6 needs 3. Four outcomes, confirmed. So the probability is 1/9.\n",
     [
        ("neg_del_new", "A", "boxed", "f", "Therefore, the final answer is: <del>$\\boxed{\\frac{1}{9}}$</del> $\\boxed{\\frac{1}{18}}$.", "1/9 struck out with an HTML <del> tag, 1/18 in its place"),
        ("ok_neg_check", "B", "boxed", "s", "\\(\\boxed{\\frac{1}{9}}\\) ✓ — verified by listing all 36 outcomes.", "a check mark that confirms the box"),
        ("neg_wrong", "A", "none", "t", "<answer>\\(\\tfrac{1}{9}\\) (wrong)</answer>", "the only value annotated '(wrong)': no_answer"),
        ("retr_cut", "A", "truncated", "f", qwen_end("\\frac{1}{9}") + "\n\nWait, if the dice are identical then (4,5) and (5,4) are the same outcome, and my count is wrong. Redoing it with unordered pairs: the favorable ones are {3,6} and {4,5}, out of 21 pairs, so the probability is", "the box retracted, the redo cut before a value: no_answer"),
        ("ok_retr_unreduced", "B", "tag", "F", "<answer>\\frac{1}{12}</answer>\nI missed (6,3) — there are 4 pairs, not 3: 4/36.\n<answer>\\frac{4}{36}</answer>", "a wrong first tag corrected to 4/36, equal to 1/9"),
        ("retr_unordered", "A", "boxed", "s", "\\(\\boxed{\\frac{1}{9}}\\)\nOn second thought I'll count only unordered pairs: \\(\\boxed{\\frac{1}{18}}\\).", "a second thought replaces 1/9 with 1/18"),
        ("quote_mc", "A", "tag", "@", "<think>\nThe choices: (A) 1/6 (B) 1/9 (C) 1/12 (D) 1/18. Pairs: (3,6), (4,5), (6,3) — 3 of 36.\n</think>\n<answer>(C)</answer>", "the gold is option (B); the model picks (C) 1/12"),
        ("quote_hint", "A", "boxed", "f", "The hint printed under the problem, \"answer: $\\frac{1}{9}$\", assumes the dice are different colors. Since the problem does not say so, I treat them as identical: 2 favorable unordered outcomes out of 21.\n\nTherefore, the final answer is: $\\boxed{\\frac{2}{21}}$. I hope it is correct.", "1/9 is the quoted hint's; the model's box is 2/21"),
     ]),
    ("sqrt", r"6\sqrt{2}",
     r"Simplify $\sqrt{72}$.",
     "\\(\\sqrt{72} = \\sqrt{36 \\cdot 2} = 6\\sqrt{2}\\).\n",
     "72 = 36 · 2, so √72 = 6√2.\n",
     "We look for the largest perfect square that divides $72$. The perfect squares up to $72$ are $1, 4, 9, 16, 25, 36, 49, 64$, and of these $4$, $9$ and $36$ divide $72$. The largest is $36$, with $72 = 36 \\cdot 2$. Therefore\n$$\\sqrt{72} = \\sqrt{36}\\cdot\\sqrt{2} = 6\\sqrt{2}.$$\nAs a check, $(6\\sqrt{2})^2 = 36 \\cdot 2 = 72$, and the radicand $2$ has no square factor left, so the form is fully simplified.\n\n",
     "72 factors as 8 * 9 = 2^3 * 3^2. Pull out squares: 2^2 * 3^2 = 36, leaving 2. So sqrt(72) = 6 sqrt(2). Check: (6 sqrt 2)^2 = 36 * 2 = 72. Numerically 6 * 1.414 = 8.485, and 8.485^2 is about 72. If I wrote 3 sqrt 8 it wouldn't be fully simplified, since 8 = 4 * 2. Could I pull out more? 2 has no square factor. And 3 sqrt 8 = 3 * 2 sqrt 2 = 6 sqrt 2, the same value, just not simplified. So the simplest form is 6√2.\n",
     [
        ("neg_ne", "A", "minerva", "f", "Final Answer: The final answer is $\\sqrt{72} \\neq 6\\sqrt{2}$. I hope it is correct.", "the final line negates the value"),
        ("ok_neg_tick", "B", "tag", "t", "<answer>6√2 ✔</answer>", "a unicode root and a check mark"),
        ("neg_strike_new", "A", "tag", "F", "<answer>~~6√2~~ 6√3</answer>", "6√2 struck out in markdown, 6√3 in its place"),
        ("retr_edit", "A", "minerva", "s", "Final Answer: The final answer is $6\\sqrt{2}$. I hope it is correct.\nEdit — I mean $36\\sqrt{2}$.", "an edit after the answer replaces it with 36√2"),
        ("ok_retr_simplify", "B", "minerva", "f", minerva_end("$3\\sqrt{8}$") + "\n\nThat is not fully simplified, since $8 = 4 \\cdot 2$: $3\\sqrt{8} = 6\\sqrt{2}$.\n\n" + minerva_end("$6\\sqrt{2}$"), "3√8 simplified to 6√2"),
        ("quote_classmate", "A", "answer_is", "@", "A classmate wrote $\\boxed{6\\sqrt{2}}$. I think 72 = 36 · 2 means $\\sqrt{72} = 36\\sqrt{2}$.\nThe answer is $36\\sqrt{2}$.", "the box is the classmate's; the model answers 36√2"),
        ("quote_format", "A", "minerva", "@", "Instruction: \"End with: Final Answer: The final answer is $6\\sqrt{2}$.\" (the example in the prompt)\n72 = 9 · 8, so √72 = 3√8 ≈ 8.49.\nFinal Answer: The final answer is $8.49$.", "the gold only in the echoed instruction's example; the model's final is the approximation 8.49"),
        ("ok_quote_tutor", "B", "minerva", "f", "My tutor claimed the answer is $6\\sqrt{3}$; that squares to $108$, not $72$.\n" + minerva_end("$6\\sqrt{2}$"), "a tutor's wrong value named, then the model's own final"),
     ]),
    ("arith", "83",
     r"What is the 20th term of the arithmetic sequence $7, 11, 15, 19, \ldots$?",
     "\\(a_{20} = 7 + 19 \\cdot 4 = 83\\).\n",
     "a_n = 7 + 4(n − 1), so a_20 = 7 + 76 = 83.\n",
     qwen("The sequence starts at \\(a_1 = 7\\) and increases by \\(d = 4\\) each time.",
          ("Use the formula", "\\(a_n = a_1 + (n - 1)d\\), so \\(a_{20} = 7 + 19 \\cdot 4\\)."),
          ("Compute", "\\(19 \\cdot 4 = 76\\) and \\(7 + 76 = 83\\)."),
          ("Check", "The terms are \\(4n + 3\\): \\(n = 1\\) gives 7, \\(n = 4\\) gives 19, and \\(n = 20\\) gives \\(80 + 3 = 83\\). Using \\(20 \\cdot 4\\) instead of \\(19 \\cdot 4\\) would give 87, the 21st term.")),
     "First term 7, common difference 4. The nth term is 7 + (n - 1) * 4 = 4n + 3. For n = 20: 80 + 3 = 83. Check with n = 4: 16 + 3 = 19, matches the fourth term. I should use 19 steps, not 20, to get from the 1st term to the 20th; 20 steps would give 87, the 21st term. Listing a few more: 23, 27, 31, ... each 4 more. 83 - 7 = 76 = 19 * 4, so 83 is exactly 19 steps after 7. So the 20th term is 83.\n",
     [
        ("neg_disown", "A", "none", "f", "Thus, the answer is \\(\\boxed{83}\\) — no, disregard that box, it is the 21st term.", "the only box disowned: no_answer"),
        ("ok_neg_other", "B", "boxed", "@", "\\(a_{20} = 7 + 19 \\cdot 4 = 83\\) ✓ (not 87, which is \\(a_{21}\\)).\n\\(\\boxed{83}\\)", "'not 87' about another value, then the box"),
        ("neg_incorrect", "A", "none", "t", "<answer>83 is incorrect</answer>", "the tag disowns the only value: no_answer"),
        ("retr_zero", "A", "tag", "F", "<answer>83</answer>\n\nWait, if the first term is a_0 = 7, the 20th term is 7 + 20 · 4 = 87.\n<answer>87</answer>", "a second thought after the tag and a second tag with 87"),
        ("retr_reflect", "A", "minerva", "s", "Final Answer: The final answer is $83$. I hope it is correct.\nUpon reflection, the final answer is $79$.", "a new final after the answer: 79"),
        ("ok_retr_steps", "B", "tag", "@", "<think>\n7 + 20 · 4 = 87.\n</think>\n<answer>87</answer>\nCorrection: the 20th term takes 19 steps, 7 + 76 = 83.\n<answer>83</answer>", "a wrong first tag corrected to 83"),
        ("quote_hypo", "A", "boxed", "f", "If the question asked for the 20th term alone, the answer would be \\(\\boxed{83}\\). Since it lists the terms, I read it as the sum of the first 20 terms: \\(\\frac{20}{2}(7 + 83) = 900\\).\n\nThus, the answer is \\(\\boxed{900}\\).", "83 only in a rejected hypothetical; the model's box is 900"),
        ("quote_manual", "A", "boxed", "f", "The solutions manual lists $a_{20} = 83$, but it starts counting at $n = 0$; counting from $n = 1$, as the problem does, the 20th term is $7 + 18 \\cdot 4 = 79$.\n\nThus, the answer is \\(\\boxed{79}\\).", "83 is the quoted manual's; the model's box is 79"),
     ]),
    ("vertex", "(4,-11)",
     r"Find the vertex of the parabola $y = x^2 - 8x + 5$. Enter your answer as an ordered pair.",
     "x = 8/2 = 4 and y = 16 − 32 + 5 = −11, so the vertex is (4, −11).\n",
     "x = 4, y = 16 − 32 + 5 = −11.\n",
     llama(
        ("Find the x-coordinate.", "For $y = ax^2 + bx + c$, the vertex is at $x = -\\frac{b}{2a} = \\frac{8}{2} = 4$."),
        ("Find the y-coordinate.", "$y = 4^2 - 8 \\cdot 4 + 5 = 16 - 32 + 5 = -11$."),
        ("Check by completing the square.", "$x^2 - 8x + 5 = (x - 4)^2 - 16 + 5 = (x - 4)^2 - 11$, so the vertex is $(4, -11)$."),
        ("Interpret the result.", "Since $a = 1 > 0$, the parabola opens upward, and its lowest point is the vertex $(4, -11)$."),
     ),
     "The vertex of y = ax^2 + bx + c is at x = -b/(2a). Here a = 1, b = -8, so x = 8/2 = 4. Then y = 16 - 32 + 5 = -11. Let me complete the square to confirm: x^2 - 8x + 5 = (x - 4)^2 - 16 + 5 = (x - 4)^2 - 11. Vertex (4, -11). The parabola opens upward, so this is the minimum point. Plug in x = 3 and x = 5 to check symmetry: 9 - 24 + 5 = -10 and 25 - 40 + 5 = -10. Same, symmetric about x = 4. Ordered pair (x, y) = (4, -11).\n",
     [
        ("neg_cross", "A", "none", "f", llama_end("(4, -11)") + " ✘", "the only box marked with a cross: no_answer"),
        ("ok_neg_unicode", "B", "tag", "t", "<answer>(4, −11) ✓ since y = (x − 4)² − 11</answer>", "a unicode minus and a confirming note"),
        ("neg_swap_cross", "A", "tag", "F", "<answer>$\\boxed{(4,\\,-11)}$ ✗ → $\\boxed{(4,\\,11)}$</answer>", "the right box crossed, a new box (4, 11)"),
        ("retr_sign", "A", "boxed", "s", "\\(\\boxed{(4,-11)}\\)\nHmm, actually the vertex of x² − 8x + 5 is at x = −4: \\(\\boxed{(-4, 53)}\\).", "a second box after the first: (-4, 53)"),
        ("ok_retr_swap", "B", "boxed", "f", llama_end("(-11, 4)") + "\n\nI swapped the coordinates; the ordered pair is (x, y).\n\n" + llama_end("(4, -11)"), "a swapped pair corrected"),
        ("quote_key", "A", "answer_is", "@", "Answer key: (4, −11). I think the key has a sign error: with x = −b/(2a) = −4, y = 16 + 32 + 5 = 53.\nThe answer is (−4, 53).", "the gold is the quoted key's; the model answers (-4, 53)"),
        ("quote_sample", "A", "prose_sentence", "@", "The answer should be an ordered pair, entered like \\(\\boxed{(4,-11)}\\) (format sample from the instructions).\nFrom x = −b/(2a) I get x = 4, so my answer is x = 4.", "the box is a quoted format sample; the model's own answer is x = 4 alone"),
        ("quote_app", "A", "boxed", "f", "(A graphing app reports the minimum at about \\((4, -11)\\), but apps round; completing the square exactly, I get \\((x - 4)^2 - 21\\).)\n\n" + llama_end("(4, -21)"), "the gold is the app's report; the model's box is (4, -21)"),
     ]),
    ("lcm", "90",
     "What is the least common multiple of 18 and 30?",
     "18 = 2 · 3² and 30 = 2 · 3 · 5, so lcm = 2 · 3² · 5 = 90.\n",
     "lcm = 18 · 30 / gcd(18, 30) = 540 / 6 = 90.\n",
     "Factor both numbers:\n\\[ 18 = 2 \\cdot 3^2, \\qquad 30 = 2 \\cdot 3 \\cdot 5. \\]\nThe least common multiple takes each prime to its highest power: \\(2^1 \\cdot 3^2 \\cdot 5^1 = 90\\).\n\nCheck with the gcd: \\(\\gcd(18, 30) = 6\\), and \\(\\operatorname{lcm}(18,30) = \\frac{18 \\cdot 30}{6} = \\frac{540}{6} = 90\\). Also \\(90 = 5 \\cdot 18 = 3 \\cdot 30\\), while the smaller multiples of 30, namely 30 and 60, are not multiples of 18.\n\n",
     "18 = 2 * 9 = 2 * 3^2 and 30 = 2 * 3 * 5. The LCM takes the highest powers: 2 * 9 * 5 = 90. The GCD is 6, and 18 * 30 / 6 = 540 / 6 = 90, consistent. Multiples of 30: 30, 60, 90; 30/18 and 60/18 aren't whole, 90/18 = 5. So 90 is the smallest common multiple. Not 6, that's the gcd, and not 540, that's just the product. One more check: 90 / 18 = 5 and 90 / 30 = 3, both whole. So 90.\n",
     [
        ("neg_cancel", "A", "none", "f", r1final("\\cancel{90}"), "the only box crossed out with \\cancel: no_answer"),
        ("ok_neg_check", "B", "boxed", "f", r1final("90") + "\n\n(✓ 90 ÷ 18 = 5 and 90 ÷ 30 = 3.)", "a confirming check after the box"),
        ("neg_ne", "A", "tag", "t", "<answer>lcm ≠ 90</answer>", "the tag negates the value"),
        ("retr_gcd", "A", "tag", "F", "<answer>90</answer>\n<answer>Sorry, I meant the greatest common divisor: 6</answer>", "a second tag replaces 90 with 6"),
        ("retr_ps", "A", "minerva", "s", "Final Answer: The final answer is $90$. I hope it is correct.\nP.S. Strike that — it is $180$.", "a P.S. after the answer replaces 90 with 180"),
        ("ok_retr_least", "B", "minerva", "@", "18 × 30 = 540.\nFinal Answer: The final answer is $540$.\nCorrection: 540 is a common multiple but not the least one; 540 ÷ 6 = 90.\nFinal Answer: The final answer is $90$.", "a wrong first final corrected to 90"),
        ("quote_user", "A", "tag", "@", "<think>\nThe user asks \"the LCM is 90, right?\" Let me check: 18 × 30 = 540.\n</think>\n<answer>540</answer>", "90 is the user's question; the model's tag holds 540"),
        ("quote_teacher", "A", "boxed", "f", "The teacher's solution says 90. But to be safe I'll take the product of the two numbers, which is always a common multiple:\n\n" + r1final("540"), "90 is the quoted teacher's; the model's box is 540"),
     ]),
    ("ineq", "(-2,5)",
     r"Solve $|2x - 3| < 7$. Express your answer in interval notation.",
     "−7 < 2x − 3 < 7 ⇒ −4 < 2x < 10 ⇒ −2 < x < 5.\n",
     "−4 < 2x < 10, so −2 < x < 5.\n",
     "To solve \\(|2x - 3| < 7\\), we rewrite the absolute value inequality as a compound inequality.\n\n## Step 1: Remove the absolute value\n\\[ -7 < 2x - 3 < 7 \\]\n\n## Step 2: Add 3 to all parts\n\\[ -4 < 2x < 10 \\]\n\n## Step 3: Divide by 2\n\\[ -2 < x < 5 \\]\n\n## Step 4: Check the endpoints\nAt \\(x = -2\\) and \\(x = 5\\), \\(|2x - 3| = 7\\), which is not less than 7, so both endpoints are excluded.\n\n",
     "|2x - 3| < 7 means 2x - 3 is between -7 and 7: -7 < 2x - 3 < 7. Add 3 everywhere: -4 < 2x < 10. Divide by 2: -2 < x < 5. At the endpoints, |2x - 3| = 7 exactly, which is not less than 7, so they're excluded. Test x = 0: |-3| = 3 < 7, inside. x = 6: |9| = 9, outside. Test x = -3: |-9| = 9, outside too. So the solution is -2 < x < 5, in interval notation the open interval (-2, 5).\n",
     [
        ("neg_notin", "A", "boxed", "f", qwen_end("x \\notin (-2,5)"), "the box says x is NOT in the interval"),
        ("ok_neg_note", "B", "tag", "t", "<answer>(-2, 5) — endpoints excluded ✓</answer>", "a confirming note after the interval"),
        ("retr_closed", "A", "tag", "F", "<answer>(-2, 5)</answer>\nHmm, the endpoints satisfy |2x − 3| ≤ 7, so I'll include them.\n<answer>[-2, 5]</answer>", "a second thought after the tag and a closed interval"),
        ("retr_addendum", "A", "boxed", "f", qwen_end("(-2,5)") + "\n\nAddendum: nope, the absolute value flips the inequality, so the solution set is the outside.\n\nTherefore, the final answer is: $\\boxed{(-\\infty,-2)\\cup(5,\\infty)}$.", "an addendum replaces the interval with its complement"),
        ("ok_retr_strict", "B", "boxed", "s", "\\(\\boxed{[-2, 5]}\\)\nThe inequality is strict, so the endpoints are out: \\(\\boxed{(-2, 5)}\\).", "a closed interval corrected to the open one"),
        ("quote_textbook", "A", "answer_is", "@", "Textbook answer: (−2, 5). I get −7 < 2x + 3 < 7, so −10 < 2x < 4 and −5 < x < 2.\nThe answer is (−5, 2).", "the gold is the textbook's; the model answers (-5, 2)"),
        ("quote_sample", "A", "answer_is", "@", "Sample from the instructions: \"Answer: (-2,5)\". For this one, 2x − 3 < 7 gives x < 5.\nThe answer is x < 5.", "the gold only in a quoted sample; the model answers half the solution"),
        ("ok_quote_sketch", "B", "boxed", "f", "(Reading \\([-2, 5]\\) off a sketch would wrongly include the endpoints, where \\(|2x - 3| = 7\\).)\n\n" + qwen_end("(-2,5)"), "a wrong reading named, then the model's own box"),
     ]),
    ("cos", r"\frac{\sqrt{3}}{2}",
     r"Compute $\cos 330^\circ$.",
     "330° is in quadrant IV with reference angle 30°, so cos 330° = cos 30° = √3/2.\n",
     "Reference angle 30°, cosine positive in quadrant IV: √3/2.\n",
     "The angle \\(330^\\circ\\) lies in the fourth quadrant, since \\(270^\\circ < 330^\\circ < 360^\\circ\\). Its reference angle is \\(360^\\circ - 330^\\circ = 30^\\circ\\).\n\nIn the fourth quadrant cosine is positive (the \\(x\\)-coordinate on the unit circle is positive), so\n\\[ \\cos 330^\\circ = \\cos 30^\\circ = \\frac{\\sqrt{3}}{2}. \\]\nThe point on the unit circle is \\(\\left(\\frac{\\sqrt{3}}{2}, -\\frac{1}{2}\\right)\\): the sine is negative there, but the cosine is not.\n\n",
     "330 degrees is 30 degrees short of a full turn, so it's in the fourth quadrant with reference angle 30. In quadrant IV, x is positive and y is negative, so cosine is positive. cos 30 = √3/2. So cos 330 = √3/2. The unit-circle point is (√3/2, -1/2); the -1/2 is the sine, not the cosine. Also cos(360 - θ) = cos θ confirms it. Numerically √3/2 is about 0.866, positive, as expected for quadrant IV.\n",
     [
        ("neg_ne", "A", "boxed", "f", r1final("\\cos 330^\\circ \\neq \\frac{\\sqrt{3}}{2}"), "the box negates the value"),
        ("ok_neg_check", "B", "boxed", "s", "\\(\\boxed{\\frac{\\sqrt{3}}{2}}\\) ✓ (cosine is positive in quadrant IV)", "a confirming check after the box"),
        ("neg_sout_new", "A", "tag", "F", "<answer>\\sout{\\frac{\\sqrt{3}}{2}}\\ -\\frac{\\sqrt{3}}{2}</answer>", "the right value struck out with \\sout, its negative in its place"),
        ("retr_sign", "A", "boxed", "s", "\\(\\boxed{\\frac{\\sqrt{3}}{2}}\\)\nWait — isn't x negative past 270°? Then \\(\\boxed{-\\frac{\\sqrt{3}}{2}}\\).", "a second box with the wrong sign"),
        ("retr_ps", "A", "prose_sentence", "@", "<think>\nReference angle 30°, Q4, cosine positive: √3/2.\n</think>\n<answer>\\frac{\\sqrt{3}}{2}</answer>\nPS — I mixed up sine and cosine; the value asked is −1/2.", "a PS after the tag replaces the value with -1/2"),
        ("ok_retr_identity", "B", "boxed", "f", r1final("\\frac{\\sqrt{3}}{2}") + "\n\nLet me double-check with \\(\\cos(360^\\circ - \\theta) = \\cos\\theta\\): \\(\\cos 330^\\circ = \\cos 30^\\circ\\). Yes — the answer stands.", "a double-check that keeps the box"),
        ("quote_hint", "A", "boxed", "f", "A hint in the problem set says \"the answer is \\(\\frac{\\sqrt{3}}{2}\\)\". I believe the hint mixes up the two coordinates of the point \\(\\left(\\frac{\\sqrt{3}}{2}, -\\frac{1}{2}\\right)\\), so I'll report the second one.\n\n" + r1final("-\\frac{1}{2}"), "the gold is the hint's; the model's box is -1/2"),
        ("quote_mc", "A", "answer_is", "@", "Choices: (A) −√3/2 (B) −1/2 (C) 1/2 (D) √3/2\nQuadrant IV, so the cosine is negative: (A).\nThe answer is (A).", "the gold is option (D); the model picks (A) -√3/2"),
     ]),
]
# fmt: on

SHORT, FULL = ("s", "t", "@"), ("f", "F")


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables as cases: id `[ok_]<prefix>_<problem>_<class>_<shape>`; the completion
    is the short working ("s"), a one-line think block ("t"), nothing ("@"), the full working
    ("f") or a full think block ("F"), followed by the final lines. Short ones are checked to be
    at most six lines, full ones 400-1500 characters."""
    cases = []
    for key, gold, _question, short, short_think, full, full_think, probes in problems:
        if len(probes) != 8:
            raise SystemExit(f"{key}: {len(probes)} probes")
        for suffix, kind, form, style, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            if suffix.startswith("ok_") != (kind == "B"):
                raise SystemExit(f"{key}_{suffix}: ok_ prefix and kind {kind} disagree")
            name = suffix[3:] if suffix.startswith("ok_") else suffix
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{name}"
            lead = {"s": short, "t": th(short_think), "@": "", "f": full, "F": th(full_think)}[
                style
            ]
            text = lead + final
            if style in SHORT and text.count("\n") + 1 > 6:
                raise SystemExit(f"{case_id}: short probe of {text.count(chr(10)) + 1} lines")
            if style in FULL and not 400 <= len(text) <= 1500:
                raise SystemExit(f"{case_id}: full probe of {len(text)} characters")
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


def report(cases: list[tuple], problems: list) -> None:
    """Print the round's splits (to stderr, so the JSONL is all that is written)."""
    styles = {
        ("ok_" if kind == "B" else "") + f"{p}_{key}_{s[3:] if s.startswith('ok_') else s}": st
        for p, probs in problems
        for key, *_rest, probes in probs
        for s, kind, _f, st, *_x in probes
    }
    count = Counter()
    for case_id, kind, checker, _gold, truth, _form, text, _note, deb in cases:
        cls = case_id.removeprefix("ok_").split("_")[2]
        count["kind " + kind] += 1
        count["truth " + truth] += 1
        count["checker " + checker] += 1
        count["class " + cls] += 1
        count[f"class {cls} kind {kind}"] += 1
        count["length " + ("short" if styles[case_id] in SHORT else "full")] += 1
        count[
            "tag format"
            if text.lstrip().startswith("<think>") and "<answer>" in text
            else "other format"
        ] += 1
        count["debatable"] += bool(deb)
    for key in sorted(count):
        print(f"{key}: {count[key]}", file=sys.stderr)


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_fuel_quote_example": (
        "accept",
        "the model commits `<answer>$48.60</answer>` and then writes a blockquoted line '> Example "
        "from the instructions: <answer>100</answer>': the later tag is a quoted example from the "
        "prompt (marked by '>' and 'Example from the instructions'), not the model's statement, so "
        "the last answer the model gives is 48.60. A reader who takes the last tag in the text "
        "whatever its context would reject it; quoted text is not the model's answer",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam235", CASES, [], DECISIONS)
