__doc__ = r"""Build public_heldout144.jsonl: a 144th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

131 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133 and 138 read, read on from where round 138 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 15 consecutive
  pages 416000-640000, tasks[77]-[119] all three models and tasks[120] base and thinking: 131
  records (GSM8K test).

Method (rounds 76-138): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 138's, its count range widened) decoded each display
form once into the page text (pages/*.page) and checked its length: every page decodes to exactly
16,000 characters. The page where round 138 stopped (416000) was read again through read_file; its
paste is round 138's (/tmp/rounds/real138/pages, checked to 16,000 characters there and again
here; its end, 'the difference in the amount of laundry Raymo', matches the page read again) and
was not typed a second time. Long loops were NOT retyped, in three ways:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (work/mk.py tries every count 0-400, 0-2000
where a page has one such marker, and requires exactly one to give the page length); where a loop
ends on a partial copy, the partial copy was pasted after the marker, and where a loop starts on
a page with the end of a copy, that end was pasted before the unit;
(2) numbered loops ('5. The final answer is 140 minutes.\n', ...): the marker @@N<a>-<b>|<suffix>@@
in the display form is replaced by the lines f"{i}{suffix}" for i = a..b, a and b read off the
page (its first and last whole numbered line), before decoding; the page-length check then tests
the whole page, so a wrong a or b cannot pass;
(3) alternating numbered loops: @@A<a>-<b>|<suffix1>|<suffix2>@@ is the same with line i taking
suffix1 when i - a is even and suffix2 when odd (the containers hybrid's '7. The number of
containers imported on the second day is 4.\n8. The answer is 4.\n').
Verbatim counts (further copies after the pasted one): g32 432000 the flowers hybrid's
four-paragraph solution ending 'The final answer is $6.00.\n\n' 5; g32 448000 the weights hybrid
(rotated unit from the restated question 'Grace weighs 125 pounds. ...' through 'Step 5: ... 623
pounds.\n\n', after the first solution) 9; g32 480000 and 496000 the pets hybrid's five-step
solution ending 'Answer: The three have a total of 28 pets.\n' 2 and 6 (a partial copy pasted at
each page edge); g32 528000 the motorway hybrid's bare line '5\n' 938 (3 characters a copy, the
count found in the range 0-2000). Numbered ranges: g32 544000 the fog hybrid 'N. The final answer
is 140 minutes.' 5-73, g32 560000 75-144 (line 74 across the edge); g32 608000 the whiteboard
hybrid 'N. The whiteboard is cleaned 24 times in a day.' 6-120; g32 640000 the containers hybrid
alternating 7-146. The counts agree with the copies that the records hold when counted by script
(tl32g 5: 6 'The final answer is $6.00.'; 17: 11 'Their combined weights are 623 pounds.'; 44: 11
'Answer: The three have a total of 28 pets.'; 65: 939 '5' lines after 'The answer is 5.'; 80: 140
numbered 'The final answer is 140 minutes.' lines; 107: 115 numbered whiteboard lines; 125: 70
'The number of containers ...' and 70 'The answer is 4.' lines from line 7). The pages were joined
in file order, so a completion crossing an edge is taken whole. Each record's `r` was cut out of
the joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; task numbers fixed from the first question met,
tasks[76] Cecilia's puppy on page 416000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped.

Edges: the joined text starts inside tasks[75]'s correct_answer (Luke's sandcastle) and holds
tasks[75] and tasks[76] base, thinking and hybrid, all taken by round 138: not taken again.
Page 640000 ends inside tasks[120].hybrid_model (Miguel's drawing pads, at '240\'): that record
is cut by the last page and was dropped; tasks[120] base and thinking are whole and taken. Some
completions are cut in the file itself (the loops and two R1-Distill answers, at the generation
limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 25,192
distinct texts, by script, reading no labels; work/repeats.py), rounds 130, 133 and 138 among
them, with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 5,240
distinct texts at the last run; work/repeats_rounds.py), and with the others of this round: none of the 131 repeats an earlier round or
another of this round; none was dropped. The records are numbered in file order (tl32g 0-130).

Repositories (131 records): thaotnguyen/thinking-llms-interp 131 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 131 (test), MATH 0. Prompt format: long_cot 131 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 118, wrong 11, no_answer 2; 0 debatable. Forms: boxed 42, prose_sentence 34,
answer_colon 30, final_answer_phrase 17, bare_last_line 3, answer_is 3, truncated 2.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 44) 39 correct, 5 wrong (30 Sylvie's
salary, 36 Christina's gift bags, 75 John's water, 93 Henry's cookies, 126 Adrien's salary);
thinking_model (R1-Distill-Qwen-32B, 44) 39 correct, 3 wrong (31, 76, 127), 2 no_answer (49, 103:
cut inside their reasoning, R1 rule); hybrid_model (43) 40 correct, 3 wrong (32, 38, 128); 7
hybrids loop numbered answer lines, bare answer lines or whole solutions until cut (5, 17, 44, 65,
80, 107, 125), correct by their stated, never-contradicted value; two (53, 56) go on after the
answer with an invented system-prompt line holding no value. All three models miss tasks[87]
(Sylvie, gold 9360: no raise after the first) and tasks[119] (Adrien, gold 95200: Lylah's salary
taken as $40,000 / 1.3).

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 416000-640000 joined (240,000 of 2,586,387 characters): tasks[77]-[119] base, thinking,
  hybrid (Raymond/Sarah/David's laundry, Vincent's flowers, John's dog groomer, the two girls'
  water, Charlie's stickers, Grace and Alex's weights, Dan's rose thorns, the football team,
  Gene's quilt, Greg's alarm, Sylvie's salary, Marilyn and Harald's records, Christina's gift
  bags, Ted's potato salad, Jan/Marcia/Cindy's pets, Emily's kids, Lee and Gerald's hurdles, the
  neighborhood's pets, the Grade 5 girl scouts, Harry and James's sleep, Freda's tomatoes, the
  motorway cars, Mary's potted plants, Jerome's doorbell, Solo's reading, John's glasses of water,
  the fog bank, Poppy's jigsaw, Cody and Amir's cookies, John's three boxes, Frankie's TV, Henry's
  cookies, the gas cashback, Marcell and Beatrice's fruit roll-ups, Julia's leaking boat, the
  whiteboard, Ryan's flowers, Jamal's duck photograph, Sasha's lumber, Katy's coffee, John's
  children's shoes, the customs containers, Adrien and Lylah's salaries), tasks[120] base and
  thinking (Miguel's drawing pads). Record number = place in file order.

Label conventions (rounds 72-138): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '\boxed{\$6.00}' and '$6.00' for 6, '\boxed{\$70}' for 70, '8,000' and
'\boxed{8,\!000}' for 8000, '$28.00' and '\boxed{\$28.00}' for 28); labels are against the gold as
given. Loop convention: a response that states its answer and then repeats it (or its whole
solution, or numbered or bare answer lines) until cut mid-copy or to the generation limit is
labelled by the stated, never-contradicted value (correct by it: tl32g 5, 17, 44, 65, 80, 107,
125). A completion that goes on after its answer with invented text (53, 56: an invented
system-prompt line) is labelled by its answer to the question posed. R1 rule: an R1-Distill answer
cut inside its thinking, before '</think>' and before a **Final Answer** line, is no_answer even
where its working has reached a value (49: '40 / 1.1 ≈ 36.36' in its working; 103: 16, then 20
liters in its working); one whose **Final Answer** box closes the thinking and whose summary after
'</think>' is then cut is labelled by that box (88: '\boxed{72}' before '</think>', the summary cut
at '= '). Gold: GSM8K = the file's own correct_answer '####' value (the build checks it against
gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 416000
(round 138's paste, read again), 432000, 448000, 464000, 480000, 496000, 512000, 528000, 544000,
560000, 576000, 592000, 608000, 624000, 640000 (15 pages). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 640000 (re-read it: it
ends inside tasks[120].hybrid_model, Miguel's drawing pads, at '240\'; take tasks[120] hybrid on;
tasks[121]-[499] unread, about 1.95 MB), about 2.9 tasks a page (its base and R1-Distill models
answer plainly, nearly always correctly; its hybrids loop numbered answer lines, alternating
answer lines, bare answer lines or whole solutions, which the @@N, @@A and @@U/@@R markers of
work/mk.py take without retyping; the R1-Distill answers are now and then cut inside their
reasoning); the random-firing MATH-500 file from 112000 (round 133's lead, tasks[51]-[78]); the
other qwen2.5-32b files that round 75 listed (hybrid-2/results/ bias-only and random-vectors
MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout144.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout144.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout144.jsonl"
SOURCE = "public_heldout144"


# thaotnguyen/thinking-llms-interp (the helper above, copied from build_public_heldout138.py);
# the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 416000-640000 joined (240,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|prose_sentence|base model (tasks[77], Raymond, Sarah and David's laundry, gold 100): 400 / 4 = 100, 0.5 x 400 = 200, 200 - 100 (tasks[77]'s question across the edge of pages 416000 and 432000); 'So, the difference in the amount of laundry Raymond and David do is 100 pounds.' = gold
tl32g:1|correct|boxed|R1-Distill: 400 / 2 - 400 / 4; after </think> '**Final Answer:** \[ \boxed{100} \]' = gold
tl32g:2|correct|final_answer_phrase|hybrid: 200 - 100 = 100 pounds; 'Answer: The difference ... is 100 pounds. / The final answer is 100 pounds.' = gold
tl32g:3|correct|prose_sentence|base model (tasks[78], Vincent's flowers, gold 6): 6 x $2.50 = $15, 9 x $1 = $9, $15 - $9; 'Therefore, Vincent saves $6 by buying 18 flowers at the better price.' = gold
tl32g:4|correct|boxed|R1-Distill: $15.00 - $9.00; after </think> '**Final Answer:** \[ \boxed{\$6.00} \]' = gold 6 ('\$6.00' for 6)
tl32g:5|correct|final_answer_phrase|hybrid: $15.00 - $9.00 = $6.00; its four-paragraph solution ending 'Therefore, Vincent saves $6.00 by buying the flowers in packages of 2 instead of packages of 3. The final answer is $6.00.' verbatim (6 whole copies) until cut at 'we need to compare the costs of purchasing': its stated, never-contradicted 6 (loop convention) = gold ('$6.00' for 6)
tl32g:6|correct|prose_sentence|base model (tasks[79], John's dog groomer, gold 70): $100 x 0.30 = $30, $100 - $30; 'So, the grooming costs $70 after the 30% discount.' = gold
tl32g:7|correct|boxed|R1-Distill: $100 - $30; after </think> '**Final Answer:** \[ \boxed{\$70} \]' = gold
tl32g:8|correct|final_answer_phrase|hybrid: $100 - $30 = $70 (across the edge of pages 432000 and 448000); '5. Therefore, the grooming costs $70 after the discount. / The final answer is 70.' = gold
tl32g:9|correct|answer_colon|base model (tasks[80], the two girls' water, gold 10): 4 + 4 = 8, 24 - 8 = 16, 16 - 6; 'Answer: There were 10 liters of water left.' = gold
tl32g:10|correct|boxed|R1-Distill: 24 - 14; after </think> '**Final Answer:** \[ \boxed{10} \]' = gold
tl32g:11|correct|prose_sentence|hybrid: 24 - 14 = 10 liters; 'Therefore, there are 10 liters of water left.' = gold
tl32g:12|correct|answer_colon|base model (tasks[81], Charlie's stickers, gold 17): 10 + 21 + 23 - 9 - 28; 'Answer: Charlie has 17 stickers left.' = gold
tl32g:13|correct|boxed|R1-Distill: 45 - 28; after </think> '**Final Answer:** \[ \boxed{17} \]' = gold
tl32g:14|correct|prose_sentence|hybrid: 45 - 28 = 17; 'Therefore, Charlie has 17 stickers left.' = gold
tl32g:15|correct|prose_sentence|base model (tasks[82], Grace and Alex's weights, gold 623): 4 x 125 - 2 = 498, 125 + 498; 'So, their combined weights are 623 pounds.' = gold
tl32g:16|correct|boxed|R1-Distill: 125 + 498; after </think> '**Final Answer:** \[ \boxed{623} \]' = gold
tl32g:17|correct|prose_sentence|hybrid: 125 + 498 = 623; 'Step 5: Write the final answer. Their combined weights are 623 pounds.', then the question restated and its five-step solution verbatim (11 whole solutions) until cut at 'Alex weighs 2 pounds': its stated, never-contradicted 623 (loop convention) = gold
tl32g:18|correct|answer_colon|base model (tasks[83], Dan's rose thorns, gold 600; its correct_answer across the edge of pages 448000 and 464000): 3 x 25 = 75, 75 x 8; 'Answer: There are 600 thorns in total.' = gold
tl32g:19|correct|boxed|R1-Distill: 75 x 8; after </think> '**Final Answer:** \[ \boxed{600} \]' = gold
tl32g:20|correct|final_answer_phrase|hybrid: 75 x 8 = 600; 'Answer: There are 600 thorns in total.', a step list, then 'The final answer is 600.' = gold
tl32g:21|correct|answer_colon|base model (tasks[84], the football team, gold 15): 2x + 8 = 22, x = 7, 7 + 8; 'Answer: The football team won 15 games.' = gold
tl32g:22|correct|boxed|R1-Distill: L = 7, W = 15; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl32g:23|correct|final_answer_phrase|hybrid: 2L + 8 = 22, W = 15; 'Final Answer: The team won 15 games.' = gold
tl32g:24|correct|prose_sentence|base model (tasks[85], Gene's quilt, gold 44): 34 - 23 = 11, 11 x 4; 'Therefore, Gene has 44 quilt blocks in total.' = gold
tl32g:25|correct|boxed|R1-Distill: 11 x 4; after </think> '\[ \boxed{44} \]' = gold
tl32g:26|correct|bare_last_line|hybrid: 11 x 4 = 44; 'Final answer: Gene has 44 quilt blocks in total.', then a last line '44 quilt blocks.' = gold
tl32g:27|correct|prose_sentence|base model (tasks[86], Greg's alarm, gold 22): 4 + 12 + 6; 'So, the alarm rang a total of 22 times today.' = gold
tl32g:28|correct|boxed|R1-Distill: 4 + 12 + 6; '**Final Answer** The alarm rang a total of \boxed{22} times.', then after </think> '\[ \boxed{22} \]' = gold
tl32g:29|correct|answer_colon|hybrid: 4 + 12 + 6 = 22; 'Answer: The alarm rang a total of 22 times today.' = gold
tl32g:30|wrong|bare_last_line|base model (tasks[87], Sylvie's salary, gold 9360): $7,200 + $720 = $7,920 and no further raise; its last line 'Annual salary after three more years of service = $7,920' = 7920, gold 9360
tl32g:31|wrong|boxed|R1-Distill: $660 x 12 = $7,920 and no further raise (across the edge of pages 464000 and 480000); after </think> '### **Final Answer** \[ \boxed{\$7,\!920} \]' = 7920, gold 9360
tl32g:32|wrong|final_answer_phrase|hybrid: $660 x 12 = $7,920, assumes no further increase; 'The final answer is $7,920.' = 7920, gold 9360
tl32g:33|correct|prose_sentence|base model (tasks[88], Marilyn and Harald's records, gold 8000): 11H = 88,000; 'Step 7: Therefore, Harald sold 8,000 copies of his record.' = gold ('8,000' for 8000)
tl32g:34|correct|boxed|R1-Distill: 88,000 / 11; after </think> '**Final Answer:** \[ \boxed{8,\!000} \]' = gold 8000
tl32g:35|correct|final_answer_phrase|hybrid: 88,000 / 11 = 8,000 and a check; 'Final answer: Harald sold 8,000 copies of his record.' = gold ('8,000' for 8000)
tl32g:36|wrong|prose_sentence|base model (tasks[89], Christina's gift bags, gold 24): 16 - 4 = 12 attend, 12 x .75 = 9 bags, 9 x $2; 'Christina will spend $18 on gift bags for her birthday party.' = 18, gold 24
tl32g:37|correct|boxed|R1-Distill: 16 x 0.75 = 12 bags, 12 x $2; after </think> '**Final Answer:** \boxed{24}' = gold
tl32g:38|wrong|final_answer_phrase|hybrid: 12 attendees x 0.75 = 9 bags, 9 x $2 = $18; 'The final answer is 18.' = 18, gold 24
tl32g:39|correct|prose_sentence|base model (tasks[90], Ted's potato salad, gold 225): 200 + 25; 'So, Ted the T-Rex needs to bring 225 lbs of potato salad to the picnic to feed everyone.' = gold
tl32g:40|correct|boxed|R1-Distill: 200 + 25; after </think> '**Final Answer:** \[ \boxed{225} \]' = gold
tl32g:41|correct|prose_sentence|hybrid: 200 + 25 = 225 lbs; 'Therefore, Ted needs to bring 225 lbs of potato salad to the picnic to feed everyone.' = gold
tl32g:42|correct|answer_colon|base model (tasks[91], Jan, Marcia and Cindy's pets, gold 28): 4 + 6 + 18; 'Answer: The three have a total of 28 pets.' = gold
tl32g:43|correct|boxed|R1-Distill: 4 + 6 + 18; after </think> '**Final Answer:** \[ \boxed{28} \]' = gold
tl32g:44|correct|answer_colon|hybrid: 4 + 6 + 18 = 28; its five-step solution ending 'Answer: The three have a total of 28 pets.' verbatim (11 whole, across the edge of pages 480000 and 496000) until cut at 'Total pets = Cindy's pets + Marcia': its stated, never-contradicted 28 (loop convention) = gold
tl32g:45|correct|answer_colon|base model (tasks[92], Emily's kids, gold 4): Corey 11, Amy 9, 9 - 5; 'Answer: Jackson is 4 years old.' = gold
tl32g:46|correct|boxed|R1-Distill: 11, 9, 9 - 5; after </think> '**Final Answer:** \boxed{4}' = gold
tl32g:47|correct|prose_sentence|hybrid: 9 - 5 = 4 and a consistency check; 'Therefore, Jackson is 4 years old.' = gold
tl32g:48|correct|answer_colon|base model (tasks[93], Lee and Gerald's hurdles, gold 36): 38 + 2 = 40, 10% of 40 = 4, 40 - 4; 'Answer: Gerald, with his improved diet, can run the 400-meter hurdles in 36 seconds.' = gold
tl32g:49|no_answer|truncated|R1-Distill: takes the speed gain as time / 1.1, reaches '40 / 1.1 ≈ 36.36' twice in its reasoning and is cut at 'But let me think' (across the edge of pages 496000 and 512000; no </think>; R1 rule)
tl32g:50|correct|final_answer_phrase|hybrid: 40 - 10% of 40 = 36; 'Final answer: Gerald can run the 400-meter hurdles in 36 seconds.' = gold
tl32g:51|correct|prose_sentence|base model (tasks[94], the neighborhood's pets, gold 348): 120 cats, 180 - 12 = 168 rabbits, 60 + 120 + 168; 'Therefore, there are 348 pets in total in the neighborhood.' = gold
tl32g:52|correct|boxed|R1-Distill: 60 + 120 + 168; after </think> '**Final Answer:** \[ \boxed{348} \]' = gold
tl32g:53|correct|answer_colon|hybrid: 60 + 120 + 168 = 348 and a check; 'Answer: 348 pets.', then an invented system-prompt line ('You are an AI assistant that helps people find information. ...') with no value: its answer to the question posed = gold
tl32g:54|correct|answer_colon|base model (tasks[95], the Grade 5 girl scouts, gold 40): 80 boys, 120 girls, 120 x 2/3 = 80, 120 - 80; 'Answer: There are 40 girls not in the girl scout.' = gold
tl32g:55|correct|boxed|R1-Distill: 3/5 x 200 = 120, 120 - 80; after </think> '**Final Answer:** \[ \boxed{40} \]' = gold
tl32g:56|correct|answer_colon|hybrid: 120 - 80 = 40; 'Answer: 40 girls are not in the girl scout.', then an invented system-prompt line ('You are an AI assistant ... You will answer it.') with no value: its answer to the question posed = gold
tl32g:57|correct|answer_colon|base model (tasks[96], Harry and James's sleep, gold 3): 9 x 2/3 = 6, 9 - 6; 'Answer: Harry slept 3 more hours than James.' = gold
tl32g:58|correct|boxed|R1-Distill: 9 - 6; after </think> '**Final Answer:** \[ \boxed{3} \]' = gold
tl32g:59|correct|answer_colon|hybrid: 9 - 6 = 3; 'Answer: Harry slept 3 more hours than James.' = gold
tl32g:60|correct|answer_colon|base model (tasks[97], Freda's tomatoes, gold 12): 32 x 2 = 64, 64 / 16 = 4 cans, 4 x 3; 'Answer: Freda used 12 tomatoes.' = gold
tl32g:61|correct|boxed|R1-Distill: 64 / 16 = 4 cans x 3; '**Final Answer** Freda used \boxed{12} tomatoes.', then after </think> (across the edge of pages 512000 and 528000) '\[ \boxed{12} \]' = gold
tl32g:62|correct|final_answer_phrase|hybrid: 4 cans x 3 = 12; 'Therefore, Freda used 12 tomatoes ... / The final answer is 12 tomatoes.' = gold
tl32g:63|correct|answer_colon|base model (tasks[98], the motorway cars, gold 5): 30 - 5 = 25, 25 - 20; 'Answer: 5 cars drove through the traffic jam in the first 15 minutes.' = gold
tl32g:64|correct|boxed|R1-Distill: x + 20 = 25; after </think> '**Final Answer:** \[ \boxed{5} \]' = gold
tl32g:65|correct|bare_last_line|hybrid: 25 - 20 = 5; 'The answer is 5.', then bare lines '5' (939 of them) to the generation limit: its stated, never-contradicted 5 (loop convention) = gold
tl32g:66|correct|prose_sentence|base model (tasks[99], Mary's potted plants, gold 58): 80 + 18 = 98, 98 - 40; 'Mary will remain with 98 - 40 = 58 potted plants after giving away 40 potted plants to friends and family.' = gold
tl32g:67|correct|boxed|R1-Distill: 98 - 40; after </think> '\[ \boxed{58} \]' = gold
tl32g:68|correct|final_answer_phrase|hybrid: 98 - 40 = 58; 'The final answer is 58.' = gold
tl32g:69|correct|prose_sentence|base model (tasks[100], Jerome's doorbell, gold 175): 20 + 25 + 70 + 60; its last sentence '... = 175 doorbell rings.' = gold
tl32g:70|correct|boxed|R1-Distill: 20 + 25 + 70 + 60 (across the edge of pages 528000 and 544000); after </think> '\[ \boxed{175} \]' = gold
tl32g:71|correct|prose_sentence|hybrid: 20 + 25 + 70 + 60 = 175; 'Therefore, the doorbell made 175 rings in total.' = gold
tl32g:72|correct|answer_colon|base model (tasks[101], Solo's reading, gold 6): 39 - 15 = 24, 24 ÷ 4; 'Answer: Solo needs to read, on average, 6 pages per day ...' = gold
tl32g:73|correct|boxed|R1-Distill: 24 / 4; after </think> '**Final Answer:** \[ \boxed{6} \]' = gold
tl32g:74|correct|prose_sentence|hybrid: 39 - 15 = 24, '24 pages � 4 days = 6 pages per day' (a U+FFFD for the division sign); 'Therefore, Solo needs to read an average of 6 pages per day to complete his reading on time.' = gold
tl32g:75|wrong|prose_sentence|base model (tasks[102], John's glasses of water, gold 26): 20 on weekdays, 2 a weekend day (drops the bedtime glass), 20 + 4; 'So, John drinks 24 glasses of water in a week.' = 24, gold 26
tl32g:76|wrong|boxed|R1-Distill: weekend day '1 + 1 + 0 + 1 = 2' glasses (a slip for 3), 20 + 4; after </think> '\[ \boxed{24} \]' = 24, gold 26
tl32g:77|correct|final_answer_phrase|hybrid: 20 + 3 x 2 = 26; 'Final answer: John drinks 26 glasses of water in a week.' = gold
tl32g:78|correct|prose_sentence|base model (tasks[103], the fog bank, gold 140): 42 / 0.3; 'It will take 140 minutes for the fog bank to cover the whole city.' = gold
tl32g:79|correct|boxed|R1-Distill: 14 x 10; after </think> '**Final Answer:** \[ \boxed{140} \]' = gold
tl32g:80|correct|final_answer_phrase|hybrid: 14 x 10 = 140; '4. Therefore, it will take 140 minutes ...', then numbered lines '5. The final answer is 140 minutes.' (140 whole, lines 5-144, across the edge of pages 544000 and 560000) until cut at '145. The final answer is ': its stated, never-contradicted 140 (loop convention) = gold
tl32g:81|correct|prose_sentence|base model (tasks[104], Poppy's jigsaw, gold 500): 1000 - 250 = 750, 750 - 250; its last step 'After Poppy's mom places her pieces, there are 750 - 250 = 500 pieces left to be placed.' = gold
tl32g:82|correct|boxed|R1-Distill: 750 - 250; after </think> '**Final Answer:** \[ \boxed{500} \]' = gold
tl32g:83|correct|answer_colon|hybrid: 750 - 250 = 500; 'Answer: 500 pieces are left to be placed.' = gold
tl32g:84|correct|answer_colon|base model (tasks[105], Cody and Amir's cookies, gold 20): 3 x 5 = 15, 15 + 5; 'Answer: Cody and Amir eat a total of 20 cookies together.' = gold
tl32g:85|correct|boxed|R1-Distill: 5 + 15; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:86|correct|final_answer_phrase|hybrid: 5 + 15 = 20; 'The final answer is 20 cookies.' = gold
tl32g:87|correct|answer_colon|base model (tasks[106], John's three boxes, gold 72): 3 x 4 x 2 = 24, x 3; 'Answer: The total inner volume of all 3 boxes is 72 cubic inches.' = gold
tl32g:88|correct|boxed|R1-Distill: 3 x 4 x 2 = 24, x 3 and a wall-volume detour; '**Final Answer** The total inner volume of all 3 boxes is \boxed{72} cubic inches.' closes its thinking (across the edge of pages 560000 and 576000), then its summary after </think> is cut at '\times 2 \, \text{inches} = ': labelled by that box (R1 rule) = gold
tl32g:89|correct|prose_sentence|hybrid: 3 x 24 = 72; 'Therefore, the total inner volume of all 3 boxes is 72 cubic inches.' = gold
tl32g:90|correct|prose_sentence|base model (tasks[107], Frankie's TV, gold 3): 7 - 5.5 = 1.5 hours; 'Since 1.5 hours is equal to 3 half-hour episodes, Frankie watched 3 episodes of the 30-minute show on Wednesday.' = gold
tl32g:91|correct|boxed|R1-Distill: 1.5 / 0.5; '**Final Answer** Frankie watched \boxed{3} ...', then after </think> 'Thus, Frankie watched \(\boxed{3}\) thirty-minute episodes on Wednesday.' = gold
tl32g:92|correct|answer_colon|hybrid: 90 / 30 = 3; 'Answer: 3 episodes.' = gold
tl32g:93|wrong|prose_sentence|base model (tasks[108], Henry's cookies, gold 50): 110 + 5 = 115, then adds the 15 extra (115 + 15 = 130), 130 / 2; 'so he baked 130 / 2 = 65 cookies last year.' = 65, gold 50
tl32g:94|correct|boxed|R1-Distill: 2x + 10 = 110; after </think> '6. **Conclusion:** - Henry baked \(\boxed{50}\) cookies last year.' = gold
tl32g:95|correct|answer_is|hybrid: 2x + 10 = 110, x = 50 and a check; 'Step 10: The answer is 50 cookies.' = gold
tl32g:96|correct|answer_colon|base model (tasks[109], the gas cashback, gold 28): $30.00 - $2.00; 'Answer: After the cashback rewards, the gas will cost $28.00.' = gold ('$28.00' for 28)
tl32g:97|correct|boxed|R1-Distill: $30.00 - $2.00; after </think> '**Final Answer:** \[ \boxed{\$28.00} \]' = gold 28
tl32g:98|correct|answer_colon|hybrid: $30.00 - $2.00 = $28.00; 'Answer: $28.00.' = gold ('$28.00' for 28)
tl32g:99|correct|answer_colon|base model (tasks[110], Marcell and Beatrice's fruit roll-ups, gold 45): 48 + 42 = 90, / 2; 'Answer: On average, they ate 45 fruit roll-ups each.' = gold
tl32g:100|correct|boxed|R1-Distill: 48 + 42 = 90, / 2 (across the edge of pages 576000 and 592000); '**Final Answer** ... \boxed{45}.', then after </think> 'Thus, the average number of fruit roll-ups they ate is \boxed{45}.' = gold
tl32g:101|correct|prose_sentence|hybrid: 90 / 2 = 45; 'Answer: 45', then a last line 'The average number of fruit roll-ups they ate is 45.' = gold
tl32g:102|correct|answer_colon|base model (tasks[111], Julia's leaking boat, gold 16): 64 / 16 = 4 x 20 = 80 feet, 80 / 10 x 2; 'Answer: By the time Julia reached shore, the boat had taken on 16 liters of water.' = gold
tl32g:103|no_answer|truncated|R1-Distill: reaches 16 liters (80 feet), then 20 liters (100 feet), and is cut at 'but that was after she had already rowed ' (no </think>; R1 rule)
tl32g:104|correct|answer_colon|hybrid: 0.25 liters per second x 64 = 16; 'The final answer is 16 liters. / Answer: 16 liters.' = gold
tl32g:105|correct|answer_colon|base model (tasks[112], the whiteboard, gold 24): 4 x 2 = 8 lessons x 3; 'Answer: The whiteboard is cleaned 24 times in a day.' = gold
tl32g:106|correct|boxed|R1-Distill: 8 x 3 (across the edge of pages 592000 and 608000); after </think> '3. **Final Answer:** \[ \boxed{24} \]' = gold
tl32g:107|correct|prose_sentence|hybrid: 8 x 3 = 24; '4. The final answer is 24 times per day. / 5. The answer is 24 times per day.', then numbered lines '6. The whiteboard is cleaned 24 times in a day.' (115 whole, lines 6-120) to the end of the stored text: its stated, never-contradicted 24 (loop convention) = gold
tl32g:108|correct|answer_colon|base model (tasks[113], Ryan's flowers, gold 25): 2 x 15 = 30, 30 - 5; 'Answer: After 15 days, Ryan has 25 flowers in his garden.' = gold
tl32g:109|correct|boxed|R1-Distill: 30 - 5; after </think> '**Final Answer:** \[ \boxed{25} \]' = gold
tl32g:110|correct|final_answer_phrase|hybrid: 30 - 5 = 25; 'Step 4: The final answer is 25 flowers. Ryan has 25 flowers in his garden after 15 days, ...' = gold
tl32g:111|correct|prose_sentence|base model (tasks[114], Jamal's duck photograph, gold 6): 1800 / 6 = 300, 300 / 50; 'So, there are 6 ducks in Jamal's photograph of the ducks at the zoo.' = gold
tl32g:112|correct|boxed|R1-Distill: 300 / 50; after </think> '3. **Final Answer:** ... \[ \boxed{6} \]' = gold
tl32g:113|correct|answer_is|hybrid: 300 / 50 = 6; 'Therefore, the answer is 6.' = gold
tl32g:114|correct|answer_colon|base model (tasks[115], Sasha's lumber, gold 90): $150 + $120 = $270 (across the edge of pages 608000 and 624000), $270 - $180; 'Answer: Sasha makes a profit of $90.' = gold
tl32g:115|correct|boxed|R1-Distill: $270 - $180, checked three ways; '**Final Answer** Sasha makes a profit of \boxed{90} dollars.', then after </think> 'Thus, Sasha makes a profit of \boxed{90} dollars.' = gold
tl32g:116|correct|prose_sentence|hybrid: $270 - $180 = $90; 'Therefore, Sasha makes a profit of $90 if she sells all the leftover lumber.' = gold
tl32g:117|correct|prose_sentence|base model (tasks[116], Katy's coffee, gold 42): 120 / 20 = 6, 6 x 7; 'So, Katy used 42 teaspoonfuls of sugar.' = gold
tl32g:118|correct|boxed|R1-Distill: 20x = 120, 7 x 6; after </think> '**Final Answer:** \[ \boxed{42} \]' = gold
tl32g:119|correct|final_answer_phrase|hybrid: 120 / 20 = 6, 7 x 6 = 42, eleven steps; 'Step 11: Conclusion. The final answer is 42 teaspoonfuls of sugar.' = gold
tl32g:120|correct|prose_sentence|base model (tasks[117], John's children's shoes, gold 360): 6 pairs x $60; 'So, John paid $360 for the shoes.' = gold
tl32g:121|correct|boxed|R1-Distill: 6 x $60; after </think> '**Final Answer:** \[ \boxed{360} \]' = gold
tl32g:122|correct|prose_sentence|hybrid: 6 pairs x $60 = $360; 'Step 3: The total amount John paid is $360.' = gold
tl32g:123|correct|answer_colon|base model (tasks[118], the customs containers, gold 4): 30 - 10 = 20, 20 / 5; 'Answer: 4 containers were imported on the second day.' = gold
tl32g:124|correct|boxed|R1-Distill: 20 / 5; after </think> (across the edge of pages 624000 and 640000) '**Final Answer:** \[ \boxed{4} \]' = gold
tl32g:125|correct|answer_is|hybrid: 20 / 5 = 4; '5. The answer is 4. / 6. The final answer is 4.', then numbered lines alternating '7. The number of containers imported on the second day is 4.' and '8. The answer is 4.' (140 whole, lines 7-146) until cut at '147. The number of': its stated, never-contradicted 4 (loop convention) = gold
tl32g:126|wrong|prose_sentence|base model (tasks[119], Adrien and Lylah's salaries, gold 95200): Lylah = $40,000 / 1.30 = $30,769.23, x 1.4 = $43,076.92, + $56,000; 'So, the total salary the two were receiving four years later is $99,076.92.' = 99076.92, gold 95200 (the gold reads Lylah's salary as 30% less than Adrien's: $28,000)
tl32g:127|wrong|boxed|R1-Distill: L = 40,000 / 1.30, 56,000 + 43,076.92; after </think> '### **Final Answer** \[ \boxed{99076.92} \]' = 99076.92, gold 95200
tl32g:128|wrong|final_answer_phrase|hybrid: $56,000 + $43,076.92, rounded; 'The final answer is: 99077.' = 99077, gold 95200
tl32g:129|correct|prose_sentence|base model (tasks[120], Miguel's drawing pads, gold 240): 2 x 4 = 8 pads x 30; 'Miguel uses 240 sheets of paper every month for his drawing.' = gold
tl32g:130|correct|boxed|R1-Distill: 8 x 30; after </think> '**Final Answer:** \[ \boxed{240} \]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
