__doc__ = r"""Build public_heldout130.jsonl: a 130th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (the files' 'results' accuracy blocks) were not used to label:
each completion was read, its final answer found and compared with the gold by hand.

107 records, all long chain-of-thought, from two files of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 75 listed and no round read, each read from offset 0:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order from Janet's
  ducks): 8 consecutive pages 0-112000, tasks[0]-[20] all three models and tasks[21] base: 64
  records (GSM8K test).
* tl32rf: hybrid/results/benchmark_results_qwen2.5-32b_math500_random-firing.json (metadata:
  base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B'; n_tasks 79; MATH-500 problems):
  7 consecutive pages 0-96000, tasks[0]-[42] hybrid_model: 43 records (MATH-500). In this file the
  base_model and thinking_model strings are empty for every task read (88 empty strings, tasks[0]-
  [43]); an empty completion repeats earlier rounds' empty completions and is not taken.

Method (rounds 76-116): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt for the GSM8K file, pages/rf_<offset>.txt for the random-firing file);
work/mk.py decoded each display form once into the page text (pages/*.page) and checked its
length: every page decodes to exactly 16,000 characters. One slip was found by that check and
mended against the page as displayed: the paste of g32 16000 first held 'the entire 200 GB file
again' in the Carla thinking model's numbered summary, where the page has 'the entire 200 GB
again' (5 characters too many); with the word taken out the page decodes to 16,000 characters.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the page text): g32 48000 Carlos hybrid five-step solution ending 'Answer: 12
years.\n' 8; g32 64000 dance hybrid line 'The answer is 60%.\n' 226 (19); g32 80000 Jill hybrid
sentence 'You will not provide any other information. ' 152 (44); g32 96000 the same sentence 65
(44) and Claire hybrid four-step solution ending 'Final answer: Claire will eat 7 dozens of eggs
in 4 weeks.\n' 10 (the one pair-solution of that page); rf 48000 arithmetic-sequence hybrid
'\n\nStep by step answer:\n' + its solution paragraph 13; rf 64000 congruence hybrid '\n\nThe
answer is 128.' 177 (20); rf 80000 the same unit 14 (20); rf 96000 floor/ceiling hybrid four-step
solution ending 'Answer: 12\n\n' 7. The counts agree with the copies that the records hold when
counted by script (tl32g 44: 227 'The answer is 60%.'; tl32g 53: 220 'You will not provide any
other information.'; tl32rf 29: 194 'The answer is 128.'; tl32g 38: 9, tl32g 56: 11, tl32rf 22:
14 whole and a cut 15th, tl32rf 40: 8). The pages were joined in file order per file, so a
completion crossing an edge is taken whole. Each record's `r` was cut out of the joined page text
by script (the JSON string body as the file holds it between its field's opening quote and the
next unescaped quote, looked for only after the file's '"tasks": [', since the metadata also names
base_model and thinking_model; `enc` = `json`, decoded once more by the build; work/extract.py),
never retyped.

Edges: g32 page 112000 ends inside tasks[21] thinking_model (Raymond's son, at 'Raymond wa'): not
taken, nor its hybrid (unread); tasks[21] base is taken. rf page 96000 ends inside tasks[43]
hybrid_model (the logarithms, at 'Theref'): not taken. Every other non-empty completion on the
pages read is taken. Some completions are cut in the file itself (the loops, the R1-Distill
thinking of tl32g 22, the dice hybrid tl32rf 15); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 23,880
distinct texts, by script, reading no labels; work/repeats.py), among them the qwen2.5-32b rounds
(75, 77 and 85 read benchmark_results_qwen2.5-32b_math500.json, the same base model on other
MATH-500 problems), and with the others of this round: none of the 107 repeats an earlier round
or another of this round; the 88 empty strings of the random-firing file were not taken. The
records are numbered in file order per source (tl32g 0-63, tl32rf 0-42).

Repositories (107 records): thaotnguyen/thinking-llms-interp 107 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 64 (test), MATH 43 (MATH-500). Prompt format: long_cot 107 (no tag format asked for:
base and hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 89, wrong 16, no_answer 2. Forms: boxed 43, prose_sentence 42, answer_colon 11,
answer_is 5, final_answer_phrase 4, truncated 2. 2 debatable (tl32g 62, tl32rf 30).

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 22) 18 correct, 4 wrong (21 Carla
120, 36 Carlos 12, 39 Melanie 8, 45 merchant -$4,875); tl32g thinking_model (R1-Distill-Qwen-32B, 21) 18 correct, 2 wrong (7 Josh -10,000, 37
Carlos 12), 1 no_answer (22 Carla, cut inside its thinking); tl32g hybrid_model (21) 20 correct
(44, 56 by their looped answers, 53 by its answer before an invented system prompt, 62 debatable),
1 wrong (38 Carlos 12, looped). tl32rf hybrid_model (43) 33 correct (22, 40 by their looped
answers; 30 debatable), 9 wrong (1 the pair sums {0, a, -a}, 2 1726, 4 (a^2 + b^2 + c^2)/3 + 3R^2,
11 0, 23 1/4, 24 8, 27 61, 29 128 looped, 39 145 degrees), 1 no_answer (15 the dice, cut while
testing values).

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 0-112000 joined (128,000 of 2,586,387 characters): tasks[0]-[20] base, thinking, hybrid
  (Janet's ducks, the robe, Josh's house, James's sprints, Wendi's chickens, Kylar's glasses, the
  sheep, Carla's download, John's drive, Eliza's pay, the downloads, Toula's pastries, Carlos's
  lemon tree, Melanie's vacuum cleaners, the dance class, the merchant, the two trains, Jill's
  salary, Claire's omelets, Marissa's hike, the orange and pineapple drinks) and tasks[21] base
  (Raymond's son).
* tl32rf: benchmark_results_qwen2.5-32b_math500_random-firing.json at 0c6c09b9, pages 0-96000
  joined (112,000 of 216,540 characters): tasks[0]-[42] hybrid (from the arccos cubic to the
  values where (x - 5)/(x^2 - 9) is undefined).
  Record number = place in file order.

Label conventions (rounds 72-116): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$70,000' for 70000, '60%' and '\boxed{60\%}' for 60, '\boxed{\$57,\!500}' for
57500, '\boxed{230 \text{ miles}}' for 230, '6sqrt(2)' for 6\sqrt{2}, '[(π^2)/8, (5π^2)/4]' for the
interval, '0.35625' for '.35625', '\boxed{1, -2}' for '-2,1', '\boxed{18.90}' for '\$18.90', '15
39/40' for \frac{639}{40} (debatable)); labels are against the gold as given. Loop convention: a
response that states its answer and then repeats it (or its whole solution) verbatim until cut
mid-copy is labelled by the stated, never-contradicted value (correct by it: tl32g 44, 56, tl32rf
22, 40; wrong by it: tl32g 38, tl32rf 29). A completion that goes on with invented turns is
labelled by its answer to the question posed (tl32g 53: its $57,500, then an invented system
prompt looping one sentence; tl32rf 21: 'Is this correct? If not, ...' and a check ending on the
same 256). R1 rule: an R1-Distill answer cut inside its thinking, before '</think>' and before a
**Final Answer** line, is no_answer even where its working has reached a value (tl32g 22: '160
minutes' in its working, cut while re-reading the question). Debatable: tl32g 62 (an opening
'The final answer is 16 liters.' before its worked steps end on 15 and \boxed{15}) and tl32rf 30
(the mixed number 15 39/40 where the problem asks for a fraction). Gold: GSM8K = the file's own
correct_answer '####' value; MATH = MATH-500's answer for the problem that opens with the record's
question words, checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 0, 16000,
32000, 48000, 64000, 80000, 96000, 112000 (8 pages);
hybrid/results/benchmark_results_qwen2.5-32b_math500_random-firing.json 0, 16000, 32000, 48000,
64000, 80000, 96000 (7 pages). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 112000 (re-read it:
tasks[21] Raymond's son, thinking model cut there at 'Raymond wa'; tasks[21]-[499] unread), about
three tasks a page (its base and R1-Distill models mostly answer plainly and correctly; its hybrids
sometimes loop an answer line, a whole solution or an invented prompt); the random-firing MATH-500
file from 96000 (re-read it: tasks[43] the logarithms, hybrid cut there at 'Theref'; tasks[43]-[78]
unread, about 7 more pages to its end at 216,540), about six hybrid answers a page (base and
thinking strings empty); the other qwen2.5-32b files beside them that round 75 listed (hybrid-2/
results/ bias-only and random-vectors MATH-500 files, hybrid-2/results/
benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout130.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout130.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source, tl32rf_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout130.jsonl"
SOURCE = "public_heldout130"


# thaotnguyen/thinking-llms-interp (the helpers above); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 0-112000 joined (128,000 of 2,586,387 characters)"),
    "tl32rf": tl32rf_source("pages 0-96000 joined (112,000 of 216,540 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|prose_sentence|base model (tasks[0], Janet's ducks, gold 18): 16 - 7 = 9 eggs; its last line 'So, she makes 9 * $2 = $18 per day at the farmers' market.' = gold
tl32g:1|correct|boxed|R1-Distill: 16 - 7 = 9, 9 x $2; after </think> '**Final Answer:** \[ \boxed{18} \]' = gold
tl32g:2|correct|prose_sentence|hybrid: 16 - 3 - 4 = 9, 9 x $2 = $18; 'Therefore, Janet makes $18 every day at the farmers' market.' = gold
tl32g:3|correct|answer_colon|base model (tasks[1], the robe's bolts, gold 3): 2 + 1; 'Answer: It takes 3 bolts in total to make the robe.' = gold
tl32g:4|correct|boxed|R1-Distill: 2 + 1; after </think> '**Final Answer:** \[ \boxed{3} \]' = gold
tl32g:5|correct|final_answer_phrase|hybrid: 2 + 1 = 3 bolts; 'The final answer is 3.' = gold
tl32g:6|correct|prose_sentence|base model (tasks[2], Josh's house, gold 70000): 1.5 x $80,000 = $120,000, $200,000 - $130,000; 'So, Josh made a profit of $70,000.' = gold ('$70,000' for 70000)
tl32g:7|wrong|boxed|R1-Distill: takes the increased value $120,000 as the new value, $120,000 - $130,000; 'Josh did not make a profit; instead, he incurred a loss of \$10,000.' and '\boxed{-10,\!000}' (gold 70000)
tl32g:8|correct|answer_colon|hybrid: $200,000 - $130,000; 'Therefore, Josh made a profit of $70,000. / Answer: Josh made a profit of $70,000.' = gold
tl32g:9|correct|answer_colon|base model (tasks[3], James's sprints, gold 540): 60 x 3 x 3; 'Answer: James runs a total of 540 meters a week.' = gold
tl32g:10|correct|boxed|R1-Distill: 9 sprints x 60; after </think> '3. **Final Answer:** \[ \boxed{540} \]' = gold
tl32g:11|correct|prose_sentence|hybrid: 9 x 60; 'Therefore, James runs a total of 540 meters each week.' = gold
tl32g:12|correct|prose_sentence|base model (tasks[4], Wendi's chickens, gold 20): 60 - 40; 'So, Wendi needs to give her chickens 20 cups of feed in the final meal of the day.' = gold
tl32g:13|correct|boxed|R1-Distill: 60 - 40 (across the edge of pages 0 and 16000); after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:14|correct|final_answer_phrase|hybrid: 60 - 40 = 20 cups; '... 20 cups of feed in the final meal of the day. / The final answer is 20 cups.' = gold
tl32g:15|correct|prose_sentence|base model (tasks[5], Kylar's glasses, gold 64): $5 + $3 + ($5 + $3) x 7; 'Therefore, Kylar needs to pay $64 for the 16 glasses.' = gold
tl32g:16|correct|boxed|R1-Distill: 8 pairs x $8; after </think> '**Final Answer:** \[ \boxed{64} \]' = gold
tl32g:17|correct|final_answer_phrase|hybrid: 8 x $8 and $40 + $24; 'The final answer is 64.' = gold
tl32g:18|correct|prose_sentence|base model (tasks[6], the sheep, gold 260): 160 + 80 + 20; 'So, Toulouse, Charleston, and Seattle have a total of 260 sheep together.' = gold
tl32g:19|correct|boxed|R1-Distill: 20 + 80 + 160; after </think> '**Final Answer:** \[ \boxed{260} \]' = gold
tl32g:20|correct|answer_colon|hybrid: 160 + 80 + 20; 'Answer: 260 sheep.' = gold
tl32g:21|wrong|answer_colon|base model (tasks[7], Carla's download, gold 160): resumes the download, 40 + 20 + 60; 'Answer: It takes Carla 120 minutes to download the file.' (gold 160)
tl32g:22|no_answer|truncated|R1-Distill: 40 + 20 + 100 = 160 minutes in its working, then re-reads '40% of the way' over and over (across the edges of pages 16000 and 32000); its stored thinking is cut at 'which is more naturally' (no </think>, no **Final Answer** line; R1 rule)
tl32g:23|correct|prose_sentence|hybrid: 40 + 20 + 100; 'Therefore, it takes Carla 160 minutes to download the file.' = gold
tl32g:24|correct|prose_sentence|base model (tasks[8], John's drive home, gold 45): 180 - 135; 'John is 45 miles away from home at the end of the 4-hour journey.' = gold
tl32g:25|correct|boxed|R1-Distill: 180 - (0 + 15 + 120); '**Final Answer** John is \boxed{45} miles away from home.', then after </think> '\[ \boxed{45} \]' = gold
tl32g:26|correct|prose_sentence|hybrid: 180 - 135; 'John is 45 miles away from home at the end of the 4 hours.' = gold
tl32g:27|correct|prose_sentence|base model (tasks[9], Eliza's pay, gold 460): $400 + $60; 'Eliza's earnings for this week are $460.' = gold
tl32g:28|correct|boxed|R1-Distill: $400 + $60; after </think> '**Final Answer:** \[ \boxed{460} \]' = gold
tl32g:29|correct|answer_colon|hybrid: $400 + $60; '8. Eliza's total earnings for this week are $460. / Answer: $460.' = gold
tl32g:30|correct|prose_sentence|base model (tasks[10], the program's downloads, gold 366): 60 + 180 + 126; its last line '60 (first month) + 180 (second month) + 126 (third month) = 366 downloads in total over the three months.' = gold
tl32g:31|correct|boxed|R1-Distill: 60 + 180 + 126 (across the edge of pages 32000 and 48000); after </think> '\[ \boxed{366} \]' = gold
tl32g:32|correct|prose_sentence|hybrid: 60 + 180 + 126; 'The program had a total of 366 downloads over the three months.' = gold
tl32g:33|correct|prose_sentence|base model (tasks[11], Toula's pastries, gold 694): $204 + $160 + $330; 'The total cost of all the pastries is $694.' = gold
tl32g:34|correct|boxed|R1-Distill: 204 + 160 + 330; after </think> '\[ \boxed{694} \]' = gold
tl32g:35|correct|prose_sentence|hybrid: $204 + $160 + $330; 'Therefore, the total cost is $694. / The total cost is $694.' = gold
tl32g:36|wrong|answer_colon|base model (tasks[12], Carlos's lemon tree, gold 13): $90 / $7.5 = 12, the break-even year; 'Answer: It will take Carlos 12 years before he starts earning money on the lemon tree.' (gold 13)
tl32g:37|wrong|boxed|R1-Distill: $90 / $7.5; after </think> 'It will take Carlos \(\boxed{12}\) years to start earning money from the lemon tree.' (gold 13)
tl32g:38|wrong|answer_colon|hybrid: $90 / $7.5 = 12 years; its five-step solution ending 'Answer: 12 years.' verbatim (9 whole) until cut at '$90 / $7.5 = 1': its stated, never-contradicted 12 (gold 13; loop convention)
tl32g:39|wrong|prose_sentence|base model (tasks[13], Melanie's vacuum cleaners, gold 18): a slip in expanding gives 5x/6 = 6, x = 36/5 = 7.2, rounded up; 'So, Melanie started with 8 vacuum cleaners.' (gold 18)
tl32g:40|correct|boxed|R1-Distill: (1/2)(2x/3 - 2) = 5, x = 18; after </think> '**Final Answer:** \[ \boxed{18} \]' = gold
tl32g:41|correct|prose_sentence|hybrid: (1/3)V - 1 = 5, V = 18 and a check; 'The solution is correct. Melanie started with 18 vacuum cleaners.' = gold
tl32g:42|correct|answer_colon|base model (tasks[14], the hip-hop dancers, gold 60): 12 / 20 = 60%; 'Answer: 60% of the entire students enrolled in hip-hop dance.' = gold ('60%' for 60)
tl32g:43|correct|boxed|R1-Distill: 12/20 x 100%; after </think> '\[ \boxed{60\%} \]' = gold 60
tl32g:44|correct|answer_is|hybrid: (12 / 20) x 100 = 60%; 'Therefore, 60% of the entire students enrolled in hip-hop dance.', then 'The answer is 60%.' verbatim (227 whole) until the string ends at 'The answer is': its stated, never-contradicted 60% (loop convention) = gold 60
tl32g:45|wrong|prose_sentence|base model (tasks[15], the merchant's purchase, gold 125): finds $125 and $96, then subtracts the cost, $125 - $5,000; '- The profit would be -$4,875.' (gold 125)
tl32g:46|correct|boxed|R1-Distill: 2.5% of $5,000 against 1.2% of $8,000 (across the edge of pages 64000 and 80000); after </think> '\[ \boxed{\$125} \]' = gold
tl32g:47|correct|prose_sentence|hybrid: $125 against $96; '- The merchant should choose the jewelry purchase plan, which will yield a profit of $125 at the end of the month.' = gold
tl32g:48|correct|prose_sentence|base model (tasks[16], the two trains, gold 230): 80 + 150; 'Therefore, the distance covered by each train in the two days is 230 miles.' = gold
tl32g:49|correct|boxed|R1-Distill: 80 + 150; after </think> '\[ \boxed{230 \text{ miles}} \]' = gold 230
tl32g:50|correct|prose_sentence|hybrid: 80 + 150; 'Therefore, each train has covered a total distance of 230 miles in the two days.' = gold
tl32g:51|correct|prose_sentence|base model (tasks[17], Jill's salary, gold 57500): $1150 x 50; 'So, Jill's annual salary is $57,500.' = gold
tl32g:52|correct|boxed|R1-Distill: $1,150 x 50; after </think> '\[ \boxed{\$57,\!500} \]' = gold 57500
tl32g:53|correct|prose_sentence|hybrid: $1150 x 50; '5. Therefore, Jill's annual salary is $57,500.', then an invented system prompt 'You are an AI assistant that helps people find information. ...' and 'You will not provide any other information.' verbatim (220 whole, across the edge of pages 80000 and 96000) until cut at 'You': labelled by its answer to the question posed, 57,500 (no other value follows) = gold
tl32g:54|correct|answer_colon|base model (tasks[18], Claire's omelets, gold 7): 84 / 12; 'Answer: Claire will eat 7 dozens of eggs in 4 weeks.' = gold
tl32g:55|correct|boxed|R1-Distill: 3 x 28 = 84, 84 / 12; after </think> '**Final Answer:** \[ \boxed{7} \]' = gold
tl32g:56|correct|final_answer_phrase|hybrid: 84 / 12 = 7 dozens; its four-step solution ending 'Final answer: Claire will eat 7 dozens of eggs in 4 weeks.' verbatim (11 whole) until cut at 'Step 1: Determine the number of eggs': its stated, never-contradicted 7 (loop convention) = gold
tl32g:57|correct|prose_sentence|base model (tasks[19], Marissa's hike, gold 6): 6 miles in the 1 hour left; 'Therefore, Marissa needs to walk the remaining 6 miles at a speed of 6 miles per hour ...' = gold
tl32g:58|correct|boxed|R1-Distill: 12 / 4 = 3 hours, 6 miles in 1 hour (across the edge of pages 96000 and 112000); after </think> 'Thus, Marissa needs to walk the remaining distance at a speed of \boxed{6} miles per hour.' = gold
tl32g:59|correct|prose_sentence|hybrid: 6 / 1; 'Final answer: 6 miles per hour.', then a Python program and 'The code will output the required speed, which is 6 miles per hour.' = gold
tl32g:60|correct|prose_sentence|base model (tasks[20], the orange and pineapple drinks, gold 15): (20/3 - 2/3) + 9; 'So, there are 15 liters of water in the remaining 24 liters of drink.' = gold
tl32g:61|correct|boxed|R1-Distill: 6 + 9; '**Final Answer** ... \boxed{15} liters.', then after </think> 'Thus, the amount of water in the remaining 24 liters is \boxed{15} liters.' = gold
tl32g:62|correct|boxed|debatable: hybrid: lists six steps and 'The final answer is 16 liters.', then works them, 6 + 9 = 15, '6. **The final answer is 15 liters.**' and 'Therefore, the amount of water in the remaining 24 liters is \(\boxed{15}\) liters.': its last answer 15 = gold; wrong would fit if the earlier 'The final answer is 16 liters.' were read as a second final answer
tl32g:63|correct|prose_sentence|base model (tasks[21], Raymond's son, gold 14): 37 - 23; 'So, Raymond's son was born 14 years ago.' = gold
tl32rf:0|correct|boxed|hybrid (tasks[0], arccos x + arccos 2x + arccos 3x = pi, gold 27): 12x^3 + 14x^2 - 1 = 0; '... is \(\boxed{27}\).' = gold
tl32rf:1|wrong|boxed|hybrid (tasks[1], the pair sums of the quartic's roots, gold \{1\pm\sqrt{5},-2\}): gets S1 S2 + S1 S3 + S2 S3 = 0 and S1 S2 S3 = 0; 'the answer is \(\boxed{\{0, a, -a\}}\).' (gold {1 +- sqrt 5, -2})
tl32rf:2|wrong|boxed|hybrid (tasks[2], the largest integer below 2010 with the three remainders, gold 1440): misreduces 143 mod 7; 'x = 1001m + 725 ... \( \boxed{1726} \).' (gold 1440)
tl32rf:3|correct|prose_sentence|hybrid (tasks[3], y inversely as sqrt x, gold 600): k = 30 sqrt 6, x = (10 sqrt 6)^2; 'Therefore, when $y = 3$, $x = 600$.' = gold
tl32rf:4|wrong|boxed|hybrid (tasks[4], AF^2 + BF^2 + CF^2, gold 3R^2): '\boxed{\frac{a^2 + b^2 + c^2}{3} + 3R^2}' (gold 3R^2)
tl32rf:5|correct|prose_sentence|hybrid (tasks[5], the square's diagonal, gold 6\sqrt{2}): side 8, perimeter 24, side 6; 'Therefore, the length of the diagonal of the square is 6sqrt(2) centimeters.' = gold ('6sqrt(2)' for 6\sqrt{2})
tl32rf:6|correct|prose_sentence|hybrid (tasks[6], the pencil's cost, gold 29): 2p = 58; 'Therefore, the cost of a pencil is 29 cents.' = gold
tl32rf:7|correct|boxed|hybrid (tasks[7], the minimum of 1/a + 1/b + 4/c + 16/d, gold 64): Cauchy-Schwarz, (1 + 1 + 2 + 4)^2; 'The final answer is \(\boxed{64}\).' = gold
tl32rf:8|correct|boxed|hybrid (tasks[8], the minimum of a^4 + b^8, gold 50): Lagrange multipliers, a = sqrt 5; '... is $\boxed{50}.$' = gold
tl32rf:9|correct|prose_sentence|hybrid (tasks[9], 9/2 as a decimal, gold 4.5): 'Therefore, $\frac{9}{2}$ expressed as a decimal is 4.5.' = gold
tl32rf:10|correct|prose_sentence|hybrid (tasks[10], the range of (arccos x)^2 + (arcsin x)^2, gold [pi^2/8, 5 pi^2/4]): y = arccos x on [0, pi]; 'Step 6: Final answer / The range of f(x) is [(π^2)/8, (5π^2)/4].' = gold (written with π and parentheses)
tl32rf:11|wrong|boxed|hybrid (tasks[11], the sum f(1) + ... + f(1985), gold 331): claims the terms cancel by periodicity; 'The final answer is: \[ \boxed{0} \]' (gold 331)
tl32rf:12|correct|answer_is|hybrid (tasks[12], 57/160 as a decimal, gold .35625): 57 / 160 = 0.35625 and a check (across the edge of pages 16000 and 32000); 'Therefore, the answer is 0.35625.' = gold ('0.35625' for '.35625')
tl32rf:13|correct|boxed|hybrid (tasks[13], the isosceles right triangle's area, gold 32): legs 8; 'The answer is $\boxed{32}$.', then an explanation with no other value = gold
tl32rf:14|correct|prose_sentence|hybrid (tasks[14], the domain of (2x - 7)/sqrt(x^2 - 5x + 6), gold (-\infty, 2) \cup (3, \infty)): signs of (x - 2)(x - 3); 'Therefore, the domain of the function is $(-\infty, 2) \cup (3, \infty)$.' = gold
tl32rf:15|no_answer|truncated|hybrid (tasks[15], the dice, gold 4): reduces to C(n, 2)(1/6)^(n-2) = 6/25 (a slip) and tests n = 3, 4, ..., each '\neq \frac{6}{25}'; the string ends inside n = 14 at '\left(': no value
tl32rf:16|correct|prose_sentence|hybrid (tasks[16], the four symbols, gold 3): triangle 5, diamond 2, clubsuit 8; 'Therefore, the value of $\square$ is 3.' = gold
tl32rf:17|correct|boxed|hybrid (tasks[17], the last nonzero digit of 137/500, gold 4): 0.274; '... is $\boxed{4}$.' = gold
tl32rf:18|correct|boxed|hybrid (tasks[18], the quotient of x^9 + 1 by x - 1, gold x^8 + ... + x + 1): long division, remainder 2; '\boxed{x^8 + x^7 + x^6 + x^5 + x^4 + x^3 + x^2 + x + 1}' = gold
tl32rf:19|correct|boxed|hybrid (tasks[19], (u+4)(u-1) - (u-3)(u+6), gold 14): the two expansions (across the edge of pages 32000 and 48000); 'Thus, the simplified expression is: \[ \boxed{14} \]' = gold
tl32rf:20|correct|prose_sentence|hybrid (tasks[20], Karla's gasoline, gold 550): 800 - 250; 'Therefore, Karla would have saved 550 gallons of gasoline last year ...' = gold
tl32rf:21|correct|boxed|hybrid (tasks[21], sqrt f(f(f(f(1)))), gold 256): 2^16 = 65536; 'Therefore, the answer is $\boxed{256}.$', then 'Is this correct? If not, ...' and a check ending 'The final answer is \(\boxed{256}\).' = gold
tl32rf:22|correct|prose_sentence|hybrid (tasks[22], the arithmetic sequence 3^2, x, 3^4, gold 45): 2x = 90; 'Therefore, the integer value of $x$ is $45$.', then 'Step by step answer:' and the same paragraph verbatim (14 whole) until cut at 'the difference between the': its stated, never-contradicted 45 (loop convention) = gold
tl32rf:23|wrong|boxed|hybrid (tasks[23], the point closer to O than to the vertices, gold \frac{1}{2}): takes the bisectors as x = +-a/2, y = +-b/2; '... is \( \boxed{\frac{1}{4}} \).' (gold 1/2)
tl32rf:24|wrong|boxed|hybrid (tasks[24], the quadrilateral of tangency points, gold 15): no real solution, 'the correct approach is ...' repeated, then '8. **Final answer:** ... is \(\boxed{8}\).' (across the edge of pages 48000 and 64000; gold 15)
tl32rf:25|correct|boxed|hybrid (tasks[25], the geometric sum 255/512, gold 8): (1/2)^n = 1/256; 'Thus, the number of terms \( n \) is \(\boxed{8}\).' = gold
tl32rf:26|correct|prose_sentence|hybrid (tasks[26], the math club's boys, gold 9): 26 girls; 'Therefore, the number of boys attending the meeting is 9.' = gold
tl32rf:27|wrong|prose_sentence|hybrid (tasks[27], 17^{-1} mod 83, gold 44): 5 x 42 = 210, 210 mod 83; 'Therefore, the modular inverse of 17 modulo 83 is 61.' (210 mod 83 is 44; gold 44)
tl32rf:28|correct|boxed|hybrid (tasks[28], 5 star 1, gold 47): 45 + 2 - 5 + 5; 'Final Answer: \( \boxed{47} \).' = gold
tl32rf:29|wrong|answer_is|hybrid (tasks[29], the two smallest solutions of 14u = 46 mod 100, gold 64): takes -7 as the inverse of 14, u = 78, 178; '... is 128.', then 'The answer is 128.' verbatim (194 whole, across the edges of pages 64000 and 80000) until cut at 'The answer is 1': its stated, never-contradicted 128 (gold 64; loop convention)
tl32rf:30|correct|prose_sentence|debatable: hybrid (tasks[30], the map distance, gold \frac{639}{40}): 3 x 53.25 / 10 = 15.975; 'The distance between the buildings on the map would be 15 39/40 inches.': the mixed number 15 39/40 = 639/40 = gold in value; wrong would fit if the question's 'expressed as a fraction' were read as asking for the improper fraction
tl32rf:31|correct|boxed|hybrid (tasks[31], the digits summing to 13, gold 143): 85 + 58; 'Therefore, the answer is \(\boxed{143}\).' = gold
tl32rf:32|correct|prose_sentence|hybrid (tasks[32], the 8th grade's representatives, gold 10): (650 / 1170) x 18; 'Therefore, the 8th grade should have 10 representatives on the Student Council ...' = gold
tl32rf:33|correct|answer_is|hybrid (tasks[33], the image of y = 2x + 1 under M, gold y = 2x + 3): M = [[4, -1], [2, 1]], the images (-1, 1) and (1, 5); 'Therefore, the answer is $y = 2x + 3$.' = gold
tl32rf:34|correct|answer_is|hybrid (tasks[34], 5 students from 6, gold 6): C(6, 5); 'The answer is 6.' = gold
tl32rf:35|correct|boxed|hybrid (tasks[35], the integer roots of x^4 + 5x^3 + 9x^2 - x - 14, gold -2,1): x = 1 and x = -2 by synthetic division; 'The final answer is \(\boxed{1, -2}\).' = gold (the same roots in another order)
tl32rf:36|correct|prose_sentence|hybrid (tasks[36], 54 mod 6, gold 0): 54 = 9 x 6; 'Therefore, the remainder of 54 (mod 6) is 0.' = gold
tl32rf:37|correct|prose_sentence|hybrid (tasks[37], the archery class, gold 41): N and N + 2 both prime; 'The number of students that showed up to the archery class this week is 41.' = gold
tl32rf:38|correct|boxed|hybrid (tasks[38], the 3 inch gold brick, gold \$18.90): p = 0.15, c = 0.40 (across the edge of pages 80000 and 96000); 'Therefore, the cost of a 3 inch cube is \(\boxed{18.90}\).' = gold ('18.90' for '\$18.90')
tl32rf:39|wrong|boxed|hybrid (tasks[39], angle STR, gold 75^\circ): angle R = 105 and an exterior-angle slip, 40 + 105; 'The measure of $\angle STR$ is $\boxed{145^\circ}$.' (gold 75 degrees)
tl32rf:40|correct|answer_colon|hybrid (tasks[40], f(pi/3) + f(sqrt 45) + f(8^{2/3}), gold 12): 2 + 6 + 4; its four-step solution ending 'Answer: 12' verbatim (8 whole) until cut at 'f(8': its stated, never-contradicted 12 (loop convention) = gold
tl32rf:41|correct|boxed|hybrid (tasks[41], the cents left, gold 59): $126.59, 12659 - 12600; '... is \(\boxed{59}\) cents.' = gold
tl32rf:42|correct|boxed|hybrid (tasks[42], the values where (x - 5)/(x^2 - 9) is undefined, gold 2): x = 3, -3; 'The final answer is $\boxed{2}$.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
