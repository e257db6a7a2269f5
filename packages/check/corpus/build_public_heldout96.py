__doc__ = r"""Build public_heldout96.jsonl: a 96th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

113 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-92 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 13 consecutive pages 1232000-1424000
  (page 1232000 read again; round 92 read pages 1008000-1232000), tasks[225] hybrid_model,
  tasks[226]-tasks[262] all three models, tasks[263] base_model.

Method (rounds 76-92): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script (work/mk.py) decoded that display form once into the
page text (pages/*.page) and checked its length: every page decodes to exactly 16,000 characters.
Page 1232000 was read again and its display compared with round 92's paste of it (the same text,
with its one loop marker), which decodes to the same 16,000 characters: that paste is reused.
Page 1264000's first paste came out 16,038 characters (a line of the penguins base answer's first
step doubled into its second); it was pasted again and came out 16,000 at once (the same text as
the first paste without the doubled line). Every other page came out right at its first paste.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
([[UNIT]] ... [[/UNIT]]) and the marker where the further copies go ([[MORE]]) was replaced by that
unit a whole number of times, the number fixed by the page length (every count 0-300 tried;
exactly one fits on each page). Markers: 1232000 (round 92's), the Carlos hybrid's "\n\nYes,
that's correct. The total cost is $180. ... Correct?" (391 characters; 17 more; tasks[224], not
taken); 1376000 and 1392000, the water slide hybrid's pair 'The calculations are correct, so the
final answer is 84. Therefore, Robert went down the water slide 84 times. Let's confirm this with
the given information.\n\n' + its 'The calculations are accurate, ...' twin (323 characters as the
file holds it; 12 more on 1376000, 7 more on 1392000); 1408000 and 1424000, the Andrea hybrid's
'\[\n\boxed{168}\n\]\n' (24 characters as the file holds it, JSON-escaped; 74 more on 1408000, 78
more on 1424000, where the page opens with it). The Andrew hybrid's numbered '9. The answer is 9
days.' list (1232000-1248000) and the Mike hybrid's numbered '2.4 hours' list (1312000-1328000)
change their numbers and were pasted whole. The pages were joined in file order (208,000
characters), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's opening
quote and the next unescaped quote; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped.

Edges: page 1232000 opens inside tasks[224] (Carlos and Benji, round 92's) thinking_model;
tasks[224] hybrid and tasks[225] base_model and thinking_model lie on it and are round 92's (tlq15g
113-117 there; not taken again). tasks[225] hybrid_model (Andrew's road trip) opens on 1232000 and
ends on 1248000: taken whole. Page 1424000 ends inside tasks[263] (Chris's trees) thinking_model:
dropped (cut by the last page); tasks[263] hybrid_model is not on the pages. Every other completion
of tasks[225]-[263] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl and of the
other /tmp/rounds/real*/public_heldout*.jsonl present at the check: 103 files, 21,002 distinct
texts, by script, reading no labels; work/repeats.py) and with the others of this round: nothing
repeats. The kept records are numbered in file order (tlq15g 0-112; 0 = tasks[225] hybrid, then
3k + 1/2/3 = tasks[226+k] base/thinking/hybrid, 112 = tasks[263] base).

Repositories (113 records): thaotnguyen/thinking-llms-interp 113 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 113 (test), MATH 0. Prompt format: long_cot 113 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 91, wrong 20, no_answer 2. Forms: boxed 68, prose_sentence 39, answer_is 3,
final_answer_phrase 1, truncated 1, none 1. 5 debatable (tlq15g 0, 51, 58, 87, 102; see below).

Truths by model: base_model (Qwen2.5-Math-1.5B; 38 records) 31 correct, 6 wrong (25, 31, 46, 49,
52, 88), 1 no_answer (58: rejects its only value); thinking_model (R1-Distill-Qwen-1.5B; 37) 29
correct, 7 wrong (11, 26, 32, 50, 59, 62, 101), 1 no_answer (89: cut inside the think block);
hybrid_model (38) 31 correct, 7 wrong (3, 33, 48, 51, 60, 66, 90).

Label conventions (rounds 72-92): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here '\boxed{33\%}' for 33, '\boxed{1 \text{ hour}}' for 1, '\boxed{276000}' and
'\boxed{\$276,\!000}' for the gold '276,000', '$9.00' for 9, '$27,000' for 27000, '\boxed{6.00}' and
'$6.00' for 6, '\boxed{62.00}' for 62, '\boxed{5600}' for the gold '5,600'). A '####' line with
nothing on it, followed by a restated solution, is read as prose: the restated solution's last
answer counts (tlq15g 12, 18, 25, 27, 36, 45, 49, 69, 72, 78, 90, 105). An R1-Distill answer whose
thinking reaches one value and whose solution after '</think>' ends on another is labelled by the
solution's (tlq15g 5, 11, 26, 50). Loop convention: a response that states its answer and then
repeats it verbatim until cut mid-copy is labelled by the stated, never-contradicted value (tlq15g
0, 51, 87, 102). R1 rule: an R1-Distill answer cut inside its think block, before '</think>' and
before a **Final Answer** line, is no_answer even where its working has reached a value (tlq15g
89).

Debatable: tlq15g 0, 87, 102 (Andrew, water slide and Andrea hybrids: the right value stated,
then a verbatim loop restating it (a numbered list, a pair of sentences, a box) until the string is
cut mid-copy: labelled correct by the loop convention; a reader could call a runaway loop
no_answer). tlq15g 51 (Mike's pen pals hybrid: the same loop convention on a wrong value, 2.4
hours, restated in a numbered loop until cut: labelled wrong; a reader could call it no_answer).
tlq15g 58 (the snails base model: derives F = -14, then says the number of fish cannot be negative
and asks for the problem to be checked: labelled no_answer; a reader could take -14 as its answer,
wrong; never the gold 7 either way).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 39 tasks, 225-263, found, all equal; work/repeats.py and the build both check); tasks[i]
is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[225] hybrid,
tasks[226]-tasks[262] base, thinking, hybrid, tasks[263] base (GSM8K test lines 225-263: Andrew's
road trip, James's Pokemon cards, Chad's burrito, Kalinda's puzzle, the watermelons, Mark's fleet,
Kylie's shells, Dax's insects, the penguins, Steve's tomatoes, John's pizzas, Ram's pens, Johnny's
allowance, Mary, Joan and Jessa, the school hall exits, the candies, Dolly and Pandora, Mike's pen
pals, Jason's phone plan, Griffin's fries, the snails and fish, Jean's makeup artist, Isabelle's
party, the chef's onions, Sue's cookies, the three classes, Travis's apps, Rick's hunt, Bill's
elevator, the water slide, Mr. Sylas's cows, Brady's piggy bank, the redwood, Nancy's library
fees, Andrea and Jamal's fruit, Carla's flour, the pennies, Maddison's marbles, Chris's trees).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
1232000 (read again), 1248000, 1264000, 1280000, 1296000, 1312000, 1328000, 1344000, 1360000,
1376000, 1392000, 1408000, 1424000 (13 pages). Nothing else was read.

Leads for a later round: the Qwen-Math file from 1424000 (re-read it: tasks[263] (Chris's trees)
thinking_model opens there and runs onto 1440000; tasks[263] thinking and hybrid and
tasks[264]-[499] unread), about three tasks a page.

Usage: python build_public_heldout96.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout96.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout96.jsonl"
SOURCE = "public_heldout96"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 1232000-1424000 joined (208,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|correct|answer_is|debatable: hybrid (tasks[225], Andrew's road trip, gold 9; opens on page 1232000, ends on 1248000): 6 + 3 = 9, '9. The answer is 9 days.', then a numbered loop ('The problem does not specify ...', 'Therefore, the total travel time is 9 days.', 'N. The answer is 9 days.') until the string ends at '97. ... we can assume that the return trip is by car': labelled by its stated, never-contradicted 9 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:1|correct|boxed|base model (tasks[226], James's Pokemon cards, gold 33): 32 / 96; 'is \(\boxed{33}\).' = gold
tlq15g:2|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{33\%}\]' = gold 33
tlq15g:3|wrong|prose_sentence|hybrid: keeps the old total 90 and leaves out the new grass cards, 32 / 90; 'the percentage chance ... is 36%.' (gold 33)
tlq15g:4|correct|prose_sentence|base model (tasks[227], Chad's burrito, gold 9): 14 - 5; 'Chad still owes $9.00.' = gold 9
tlq15g:5|correct|boxed|R1-Distill: its thinking drops a dollar and reaches $8.00; the solution after </think> adds $4.50 of extras, 14 - 5, and ends '\boxed{9}' = gold (the last answer counts)
tlq15g:6|correct|prose_sentence|hybrid: 'The final amount Chad still owes is $9.00.' = gold 9
tlq15g:7|correct|boxed|base model (tasks[228], Kalinda's puzzle, gold 1): 360 / 6 = 60 minutes; 'it will take them \boxed{1} hour' = gold
tlq15g:8|correct|boxed|R1-Distill: after </think> '### Final Answer \[\boxed{1 \text{ hour}}\]' = gold 1
tlq15g:9|correct|boxed|hybrid: 'The final answer is \(\boxed{1}\) hour.' = gold
tlq15g:10|correct|prose_sentence|base model (tasks[229], the watermelons, gold 21): '4. Therefore, the number of watermelons not ready to be harvested after the two weeks is 84 - 63 = 21 watermelons.' = gold
tlq15g:11|wrong|boxed|R1-Distill: its thinking adds 36 + 63 = 99; the solution after </think> adds 84 + 21; '\[\boxed{105}\]' (gold 21)
tlq15g:12|correct|boxed|hybrid: 'The answer is 21 watermelons ...', an empty '####' line, a restated solution ending 'is \boxed{21}.' = gold
tlq15g:13|correct|boxed|base model (tasks[230], Mark's fleet, gold 276,000): 240,000 + 24,000 + 12,000; '\(\boxed{276000}\)' = gold 276,000
tlq15g:14|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{\$276,\!000}\]' = gold 276,000
tlq15g:15|correct|boxed|hybrid: two checks, 'The final answer is \(\boxed{276000}\).' = gold 276,000
tlq15g:16|correct|prose_sentence|base model (tasks[231], Kylie's shells, gold 50): '3. Therefore, Kylie collects 50 shells on Tuesday.' = gold
tlq15g:17|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{50}\]' = gold
tlq15g:18|correct|prose_sentence|hybrid: steps to 50, an empty '####' line, a restated solution ending 'Therefore, Kylie collects 50 shells on Tuesday.' = gold
tlq15g:19|correct|prose_sentence|base model (tasks[232], Dax's insects, gold 75): 'Therefore, the total number of insects in the garden is 50 + 25 = 75.' = gold
tlq15g:20|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{75}\]' = gold
tlq15g:21|correct|prose_sentence|hybrid: 'Therefore, the total number of insects in the garden is 75.' = gold
tlq15g:22|correct|boxed|base model (tasks[233], the penguins, gold 12; opens on page 1264000, ends on 1280000): 36 - 24; '\(\boxed{12}\)' = gold
tlq15g:23|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{12}\]' = gold
tlq15g:24|correct|prose_sentence|hybrid: 36 - 24; 'So, there are 12 penguins still sunbathing.' = gold
tlq15g:25|wrong|prose_sentence|base model (tasks[234], Steve's tomatoes, gold 21): 3 / 9 = 1/3 week, 7/3; '6. Therefore, Steve needs 7/3 vines ...', an empty '####' line, 'Steve needs 7/3 vines to produce enough tomatoes for both of them.' (gold 21)
tlq15g:26|wrong|boxed|R1-Distill: its thinking reaches 28 vines; the solution after </think> counts Steve's 42 a week only; '\(\boxed{14}\)' (gold 21)
tlq15g:27|correct|prose_sentence|hybrid: 9 / (3/7) = 21, an empty '####' line, the steps restated; 'So, Steve needs 21 vines.' = gold
tlq15g:28|correct|boxed|base model (tasks[235], John's pizzas, gold 10): 80 / 8; 'John needs to order \boxed{10} pizzas.' = gold
tlq15g:29|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{10}\]' = gold
tlq15g:30|correct|boxed|hybrid: 'So, the answer is 10 pizzas.' twice, a check; 'The final answer is \(\boxed{10}\).' = gold
tlq15g:31|wrong|boxed|base model (tasks[236], Ram's pens, gold 31): counts only the pens left at the end; '\(\boxed{1}\)' (gold 31)
tlq15g:32|wrong|boxed|R1-Distill: 25 + 5, no second round; after </think> '\[\boxed{30}\]' (gold 31)
tlq15g:33|wrong|prose_sentence|hybrid: 30, 36, then 'Ram will have a total of 40 pens' and 'Therefore, Ram can make a total of 40 pens ...' (gold 31)
tlq15g:34|correct|prose_sentence|base model (tasks[237], Johnny's allowance, gold 90; the question restated first): 30 x 3; 'Therefore, Johnny had $90 after a year.' = gold
tlq15g:35|correct|boxed|R1-Distill (opens on page 1280000, ends on 1296000): after </think> '\[\boxed{90}\]' = gold
tlq15g:36|correct|prose_sentence|hybrid: 'Therefore, Johnny had $90 after a year.' before and after an empty '####' line = gold
tlq15g:37|correct|prose_sentence|base model (tasks[238], Mary, Joan and Jessa, gold 68): 20 + 25 + 23; 'Therefore, the sum of the ages of the three girls is 68 years.' = gold
tlq15g:38|correct|boxed|R1-Distill: its thinking's '**Final Answer** ... \boxed{68}', after </think> 'the sum of the ages of the three girls is \(\boxed{68}\).' = gold
tlq15g:39|correct|prose_sentence|hybrid: 'Therefore, the sum of the ages of the three girls is 68 years.' = gold
tlq15g:40|correct|boxed|base model (tasks[239], the school hall exits, gold 280): 700 - 420; 'is \boxed{280}.' = gold
tlq15g:41|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{280}\]' = gold
tlq15g:42|correct|prose_sentence|hybrid: 'Therefore, 280 students went out through exit C.' = gold
tlq15g:43|correct|prose_sentence|base model (tasks[240], the candies, gold 21): 54 - 33; 'Therefore, John has 21 more candies than James.' = gold
tlq15g:44|correct|boxed|R1-Distill (opens on page 1296000, ends on 1312000): its thinking's '**Final Answer** John has \boxed{21} ...', after </think> 'John has \(\boxed{21}\) more candies than James.' = gold
tlq15g:45|correct|prose_sentence|hybrid: steps, an empty '####' line, a restated paragraph ending 'Therefore, John has 21 more candies than James.' = gold
tlq15g:46|wrong|boxed|base model (tasks[241], Dolly and Pandora's books, gold 6): each reads 2; '\(\boxed{4}\)' (gold 6)
tlq15g:47|correct|boxed|R1-Distill: 3 + 3; after </think> '\[\boxed{6}\]' = gold
tlq15g:48|wrong|prose_sentence|hybrid: each reads 2; 'Therefore, the total number of books they will collectively read is 4.' (gold 6)
tlq15g:49|wrong|answer_is|base model (tasks[242], Mike's pen pals, gold 3): counts 10 + 10 pages, 120 minutes; '6. ... he spends 120 / 60 = 2 hours writing a week.', an empty '####' line, 'The answer is 2 hours' (gold 3)
tlq15g:50|wrong|boxed|R1-Distill: its thinking reaches 3 hours; the solution after </think> counts sent and received letters, 60 pages, and ends '### **Final Answer** \[\boxed{6}\]' (gold 3; the last answer counts)
tlq15g:51|wrong|prose_sentence|debatable: hybrid (opens on page 1312000, ends on 1328000): 72 minutes = 1.2 hours, doubled to '14. Therefore, Mike spends a total of 2.4 hours writing letters to his pen pals each week.', then the three numbered lines 'However, the question asks ...', 'Since both activities ...', 'Therefore, Mike spends a total of 2.4 hours ...' repeated until the string ends at '73. ... we can double the time spent writing letters to': labelled by its stated, never-contradicted 2.4 (loop convention), not the gold 3; a reader could call a runaway loop no_answer
tlq15g:52|wrong|prose_sentence|base model (tasks[243], Jason's phone plan, gold 250): 1000/30 = 33.33 a day, 18.33 + 300; 'So, he has 18.33 + 300 = 318.33 minutes left this month.' (gold 250)
tlq15g:53|correct|boxed|R1-Distill: after </think> '### **Final Answer** \[\boxed{250}\]' = gold
tlq15g:54|correct|boxed|hybrid: 1000 - 750; 'is \(\boxed{250}\).' = gold
tlq15g:55|correct|prose_sentence|base model (tasks[244], Griffin's fries, gold 20): 9 + G - 2 = 27, 'G = 27 - 9 + 2 = 20'; 'So, Ginger gave Griffin 20 fries.' = gold (its slip in the working gives the same value)
tlq15g:56|correct|boxed|R1-Distill: after </think> 'the number of fries Ginger gave Griffin is \(\boxed{20}\).' = gold
tlq15g:57|correct|boxed|hybrid: two checks; 'The final answer is \(\boxed{20}\).' = gold
tlq15g:58|no_answer|none|debatable: base model (tasks[245], snails and fish, gold 7): 4 - 32 = 2F gives 'F = -14', then 'However, the number of fish cannot be negative. This indicates that there is an error in the problem statement ... Please check the problem statement and provide the correct information.': it rejects its only value and gives no answer; a reader could take F = -14 as its answer (wrong either way, never the gold 7)
tlq15g:59|wrong|boxed|R1-Distill: takes the total 36 as the difference, 36 = 2x; after </think> 'Each aquarium contains \(\boxed{18}\) fish.' (gold 7)
tlq15g:60|wrong|answer_is|hybrid: 32 - 4 = 2F, F = 14 fish in each; 'Since the total number of fish in both aquariums is \( 14 + 14 = 28 \), the answer is 14 fish in each aquarium.' (gold 7)
tlq15g:61|correct|prose_sentence|base model (tasks[246], Jean's makeup artist, gold 27000): 120 hours x 250 less 10%; "Therefore, Jean paid $27,000 for the makeup artist's services." = gold 27000
tlq15g:62|wrong|boxed|R1-Distill (opens on page 1328000, ends on 1344000): 6 hours x 5 weeks = 30 hours, 7,500 less 10%; after </think> '\[\boxed{\$6,\!750}\]' (gold 27000)
tlq15g:63|correct|prose_sentence|hybrid: 'The final amount Jean paid is $27,000.' = gold 27000
tlq15g:64|correct|prose_sentence|base model (tasks[247], Isabelle's party, gold 32): 96 / 3; 'Therefore, each person paid $32.' = gold
tlq15g:65|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{32}\]' = gold
tlq15g:66|wrong|boxed|hybrid: a python block with an invented output '30.0', then adds the costs to $86, 86 / 3 = 28.67, 'Therefore, the final answer is \(\boxed{28.67}\).' (gold 32)
tlq15g:67|correct|prose_sentence|base model (tasks[248], the chef's onions, gold 300): 200 x 1.50; 'Therefore, the chef spent $300.' = gold
tlq15g:68|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{\$300}\]' = gold 300
tlq15g:69|correct|prose_sentence|hybrid: '4. Therefore, the chef spent $300 on the onions.', an empty '####' line, a restated paragraph ending 'Therefore, the chef spent $300 on the onions.' = gold
tlq15g:70|correct|boxed|base model (tasks[249], Sue's cookies, gold 5,600): 9200 - 3600; 'Sue consumed \(\boxed{5600}\) more calories' = gold 5,600
tlq15g:71|correct|boxed|R1-Distill: its thinking's '**Final Answer** Sue consumed \boxed{5600} ...', after </think> 'Sue consumed \(\boxed{5600}\) more calories than her sister.' = gold 5,600
tlq15g:72|correct|boxed|hybrid (opens on page 1344000, ends on 1360000): 'Sue consumed 5600 more calories', an empty '####' line, the steps restated; 'Sue consumed \boxed{5600} more calories than her sister.' = gold 5,600
tlq15g:73|correct|boxed|base model (tasks[250], the three classes, gold 17): 20 - 3; '\(\boxed{17}\)' = gold
tlq15g:74|correct|boxed|R1-Distill: after </think> 'the number of boys in the third class is \(\boxed{17}\).' = gold
tlq15g:75|correct|boxed|hybrid: 'The final answer is \boxed{17}.', a check, 'The number of boys in the third class is 17.' = gold
tlq15g:76|correct|prose_sentence|base model (tasks[251], Travis's apps, gold 70): 61 - 9 + 18; 'Therefore, Travis now has 70 apps on his tablet.' = gold
tlq15g:77|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{70}\]' = gold
tlq15g:78|correct|prose_sentence|hybrid: steps to 70, an empty '####' line, the steps restated; 'So, Travis now has 70 apps on his tablet.' = gold
tlq15g:79|correct|boxed|base model (tasks[252], Rick's hunt, gold 73): 25 + 48; '\(\boxed{73}\)' = gold
tlq15g:80|correct|boxed|R1-Distill (opens on page 1360000, ends on 1376000): after </think> 'the total number of animals Rick killed is \boxed{73}.' = gold
tlq15g:81|correct|boxed|hybrid: 46 + 27; 'Therefore, the final answer is \(\boxed{73}\).' = gold
tlq15g:82|correct|boxed|base model (tasks[253], Bill's elevator, gold 18): 4 x 3 + 6; 'the final answer is: \[\boxed{18}\]' = gold
tlq15g:83|correct|boxed|R1-Distill: after </think> '**Answer:** \[\boxed{18}\]' = gold
tlq15g:84|correct|boxed|hybrid: its whole solution written twice, each ending 'The final answer is \boxed{18}.' = gold
tlq15g:85|correct|boxed|base model (tasks[254], Shelly's kids on the slide, gold 84): 21 x 4; '\(\boxed{84}\)' = gold
tlq15g:86|correct|boxed|R1-Distill: after </think> '\[\boxed{84}\]' = gold
tlq15g:87|correct|final_answer_phrase|debatable: hybrid (opens on page 1376000, ends on 1392000): 21 x 4 = 84, 'So, Robert went down the water slide 84 times.', then 'The calculations are correct, so the final answer is 84. Therefore, Robert went down the water slide 84 times. Let's confirm this with the given information.' and its 'accurate' twin repeated until the string ends at 'Let's confirm this with the': labelled by its stated, never-contradicted 84 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:88|wrong|prose_sentence|base model (tasks[255], Mr. Sylas's cows, gold 192): spreads the 40 over 20 stalls, 8 x 22; 'Therefore, there are 176 cows in 8 of the stalls.' (gold 192)
tlq15g:89|no_answer|truncated|R1-Distill: reaches 176, then 240 / 20 = 12 a stall, and the string ends inside its thinking at 'so 8 stalls have 96 cows' with no </think> and no Final Answer (R1 rule; never the gold 192)
tlq15g:90|wrong|boxed|hybrid: 22 x 8 = 176, 'The answer is 176 cows in 8 stalls.', an empty '####' line, 'is \boxed{176}.' (gold 192)
tlq15g:91|correct|prose_sentence|base model (tasks[256], Brady's piggy bank, gold 45): 1 + 2 + 2 + 40; 'Therefore, Brady has $45.00 in his piggy bank.' = gold 45
tlq15g:92|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{45}\]' = gold
tlq15g:93|correct|prose_sentence|hybrid (opens on page 1392000, ends on 1408000): 'Therefore, the total amount of money Brady has in his piggy bank is 45 dollars.' = gold
tlq15g:94|correct|boxed|base model (tasks[257], the redwood, gold 5600): 8000 - 2400; '\boxed{5600} pounds' = gold
tlq15g:95|correct|boxed|R1-Distill: its thinking's '**Final Answer** ... \boxed{5600} pounds', after </think> '\[\boxed{5600}\]' = gold
tlq15g:96|correct|prose_sentence|hybrid: 8000 x 0.70; 'Therefore, the weight of the redwood tree after the termites ate 30% of its wood is 5600 pounds.' = gold
tlq15g:97|correct|boxed|base model (tasks[258], Nancy's library fees, gold 6): 4 + 2; '\(\boxed{6}\)' = gold
tlq15g:98|correct|boxed|R1-Distill: after </think> '3. **Final Answer:** \[\boxed{6.00}\]' = gold 6
tlq15g:99|correct|prose_sentence|hybrid: 'Therefore, Nancy has to pay a total of $6.00.' = gold 6
tlq15g:100|correct|prose_sentence|base model (tasks[259], Andrea and Jamal's fruit, gold 168): 52 + 44 + 48 + 24; '... = 168 fruits.' = gold
tlq15g:101|wrong|boxed|R1-Distill: its thinking and solution make Jamal's bananas 52 + 4 = 56 and Andrea's 22; after </think> '\[\boxed{174}\]' (gold 168)
tlq15g:102|correct|boxed|debatable: hybrid (opens on page 1408000, ends on 1424000): 52 + 44 + 48 + 24 = 168, 'The final answer is:' and '\[\boxed{168}\]' repeated until the string ends at '\boxed{16': labelled by its stated, never-contradicted 168 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:103|correct|boxed|base model (tasks[260], Carla's flour, gold 11): 66 / 12 x 2; 'Carla will need \boxed{11} cups of flour' = gold
tlq15g:104|correct|boxed|R1-Distill: its thinking's '**Final Answer** Carla will need \boxed{11} cups of flour.', after </think> 'Thus, Carla will need \boxed{11} cups of flour.' = gold
tlq15g:105|correct|boxed|hybrid: '66 \ufffd 12 = 5.5 dozens' (a replacement character where the division sign was), 'Carla will need 11 cups ...', an empty '####' line, the steps restated; 'Therefore, Carla will need \boxed{11} cups of flour.' = gold
tlq15g:106|correct|boxed|base model (tasks[261], the pennies, gold 62): 6200 / 100; 'the total dollar amount in the stack is \boxed{62}.' = gold
tlq15g:107|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{62.00}\]' = gold 62
tlq15g:108|correct|boxed|hybrid: 6,200 x 0.01; 'The final answer is \(\boxed{62}\).' = gold
tlq15g:109|correct|prose_sentence|base model (tasks[262], Maddison's marbles, gold 270): 250 + 20; 'Therefore, Maddison has 270 marbles in total.' = gold
tlq15g:110|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{270}\]' = gold
tlq15g:111|correct|prose_sentence|hybrid: 'Therefore, Maddison now has 270 marbles in total.' = gold
tlq15g:112|correct|prose_sentence|base model (tasks[263], Chris's trees, gold 8): 11 - 3; "5. Therefore, there are 8 more trees in Harry's yard than Ferdinand's yard." = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
