__doc__ = r"""Build public_heldout100.jsonl: a 100th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

66 records, all long chain-of-thought, from the two files of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 97 read, continuing where round 97 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 9 consecutive pages 688000-816000 (page 688000 read
  again: round 97 read it), tasks[92] hybrid, tasks[93]-[105] all three models and tasks[106]
  base and thinking: 42 records (GSM8K test lines 290-304; tasks[i] is test line i + 198).
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 8 consecutive pages 1312000-1424000 (page 1312000 read
  again: round 97 read it), tasks[110] thinking and hybrid, tasks[111]-[117] all three models and
  tasks[118] base: 24 records (MATH-500).

Method (rounds 76-97): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt for the Llama file, pages/q14_<offset>.txt for the 14B file); work/mk.py
decoded each display form once into the page text (pages/*.page) and checked its length: every
page decodes to exactly 16,000 characters. Pages 688000 and 1312000 were read again this session;
their text (opening, ending and loops) is the same as round 97's pastes of them
(/tmp/rounds/real97/pages/ll_688000.txt and q14_1312000.txt), which were taken over as this
round's paste files and decode to the same 16,000 characters with round 97's counts.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the display form): tl8g 688000 Ali base block 23 (329) and Ali hybrid block 7 (504)
(round 97's); 704000 Ali hybrid 'Ali has 22 medals. / ... / Therefore, 390 medals have been given
out for counting. / Another way to think about it is:' block 5 (504) and Susan base 'So, she earns
$5 for 10 minutes.' line 170 (34); 720000 Susan hybrid 'Susan earns $5 every 10 minutes ... /
Therefore, Susan earns $75 for the online task. / Step by step explanation:' block 6 (888); 736000
rice base 'Let us assume that the household has 5 members.' line 177 (49); 752000 Carmen base
question line 25 (320); 768000 Carmen hybrid 'To find the total amount that Carmen spends, ... /
Since Carmen is bidding after each of the 3 other people, ...' pair 14 (473); 784000 Peter hybrid
' He needs to exercise for 78 minutes on Tuesday to reach his goal.' sentence 124 (66) and
tabloid base 'The number of pieces of paper used in a 32-page tabloid is 32.' line 19 (64); 800000
the same tabloid line 83 (64); 816000 none. tl14m 1312000 sqrt(53) hybrid '**Final Answer**:
$\boxed{\sqrt{53}}$' line 91 (41) (round 97's); 1328000 binary hybrid 'To verify, ... / The
largest eight-digit base 2 integer is 11111111, ... / Therefore, the final answer is 255.' block 7
(560); 1344000 circles hybrid 'To determine the difference between the areas ...
\(\boxed{7\pi}\).' block 3 (1037; its first block, which has 'respectively. ' with a trailing
space, was pasted whole); 1360000 divisors hybrid 'To provide a more detailed explanation, ...
the final answer is 8.' block 3 (1067); 1376000 star hybrid 'To find the measure of angle \( A \)
... \boxed{72^\circ} ... Alternatively, ... \boxed{72^\circ}' block 3 (1551); 1392000 sequence
hybrid 'To find the first term in the sequence that is greater than 125, ... Therefore, the answer
is 129.' block 5 (828); 1408000 none; 1424000 triangle base '&= \sum_{a = 1}^\infty ... [b \ge a -
c + 1] \\' align line 14 (174). One page held two markers whose counts the length alone did not fix:
on ll 784000 the Peter sentence (66) and the tabloid line (64) fit the length four ways ((28,
118), (60, 85), (92, 52), (124, 19)); the display shows 20 whole tabloid lines after
'Explanation:' (the pasted one and 19 more), so work/mk.py fixes the tabloid count at 19 (FIXED)
and the length then gives the Peter sentence 124. The star base (tl14m 8), whose 'The sum of the
angles of the two triangles is N + 108 = M degrees.' sentences change their numbers, the power
hybrid's blocks (tl14m 16) and the trig hybrid's blocks (tl14m 19) were pasted whole (the star
sentences checked by script to run 108, 216, ..., 7560 in steps of 108). The pages were joined
in file order per file, so a completion crossing an edge is taken whole. Each record's `r` was cut
out of the joined page text by script (the JSON string body as the file holds it between its
field's opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the
build; work/extract.py), never retyped.

Edges: Llama page 688000 opens inside tasks[91] hybrid_model (the slow-lane car) and holds
tasks[92] base and thinking (round 97's records): not taken; tasks[92] hybrid_model (Ali's medals),
which round 97 left cut, is taken whole across pages 688000-704000. Llama page 816000 ends inside
tasks[106] hybrid_model (Watson's April pay, at 'Any deviations from these'): not taken. 14B page
1312000 opens inside tasks[108] hybrid_model and holds tasks[109] and tasks[110] base (round 97's
records): not taken; tasks[110] thinking_model, which round 97 left cut, is taken whole across
pages 1312000-1328000. 14B page 1424000 ends inside tasks[118] thinking_model (the triangle-sides
sum, at 'So, for (a, b, c) to be in set T, the'): not taken. Every other completion on the pages
read is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 21,229
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order per source (tl8g 0-41, tl14m 0-23).

Repositories (66 records): thaotnguyen/thinking-llms-interp 66 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 42 (test), MATH 24 (MATH-500). Prompt format: long_cot 66 (no tag format asked for:
base and hybrid models write free prose, steps or boxes; the thinking models write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 37, wrong 19, no_answer 10. Forms: boxed 25, prose_sentence 24, truncated 10,
answer_is 3, final_answer_phrase 2, answer_colon 1, bare_last_line 1. 5 debatable (tl8g 4, 15, 24; tl14m 8, 22).

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model) 4 correct, 7 wrong (7 Mike 85, 19
Sam 75, 25 John 30150, 28 Peter 39, 31 tabloid 32, 37 Elise 4500, 40 Watson 5500), 3 no_answer
(4, 16, 22 loop a line or the question until cut); tl8g thinking_model (R1-Distill-Llama-8B) 10
correct (14 Darren by its box after 210 in its thinking), 2 wrong (26 John 37500, 41 Watson
2200), 2 no_answer (23 Carmen, 32 tabloid, cut inside their thinking); tl8g hybrid_model 9
correct (0, 6, 30 loop their answer; 24 debatable), 5 wrong (15 Darren three counts, 18 rice 42,
21 Sam 75, 33 tabloid 32, 39 Elise 400). tl14m base_model 3 correct, 3 wrong (2 circles 4pi, 17
trig -3 +- 2 sqrt 2, 20 Steve 0), 2 no_answer (8 star sums, 23 triangle align loop);
thinking_model 5 correct (18 trig by its **Final Answer** boxes, its summary cut), 3 no_answer (3
circles, 9 star, 21 Steve, cut inside their thinking); hybrid_model 6 correct (1, 4, 7, 13, 16, 19
loop or re-derive their answer), 2 wrong (10 star 72, 22 Steve 432).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 688000-816000 joined
  (144,000 of 2,247,671 characters): tasks[92] hybrid (Ali's medals), tasks[93]-[105] base,
  thinking, hybrid (the chocolate bars, Susan's online task, Mike, Jim and Tony, Will's oranges,
  Darren's exercises, the rice bag, Sam's bread, Carmen's desk, John's driver, Peter's exercise,
  the 32-page tabloid, Annika at the fair, Elise's books) and tasks[106] base and thinking
  (Watson's April pay).
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1312000-1424000 joined
  (128,000 of 3,995,770 characters): tasks[110] thinking and hybrid (largest eight-digit base 2
  integer), tasks[111]-[117] base, thinking, hybrid (the concentric circles, the divisors of
  a(2a+b)-2a^2+ab, the pentagram angle A, the 0, 1, 1, 3, 6, 9, 27 sequence, (4 5/8)^55 (8/37)^55,
  sin(tan^-1 x + cot^-1 (1/x)) = 1/3, Steve and Jon's polynomial) and tasks[118] base (the
  triangle-sides sum).
  Record number = place in file order.

Label conventions (rounds 72-97): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, a line or an
equation left unsolved); equal in value but written differently is correct (here '\boxed{3
\text{ weeks}}' for 3, '\boxed{\$15}' for 15, '\boxed{3 + 2\sqrt{2}}' and '\boxed{3 -
2\sqrt{2}}' and '\boxed{3 + 2\sqrt{2}, 3 - 2\sqrt{2}}' for 3 \pm 2 \sqrt{2}); labels are against
the gold as given. Loop convention: a response that states its answer and then repeats it (or its
whole solution) verbatim until cut mid-copy is labelled by the stated, never-contradicted value
(tl8g 0, 6, 30; tl14m 1, 4, 7, 13, 16). R1 rule: an R1-Distill answer cut inside its thinking,
before '</think>' and before a **Final Answer** line, is no_answer even where its working has
reached a value (tl8g 23, 32; tl14m 3, 9, 21); one whose **Final Answer** box closes the thinking
and whose summary after '</think>' is then cut is labelled by that box (tl14m 18, as round 97's
tl8g 9). A thinking model whose reasoning reaches one value and whose solution after '</think>'
boxes another is labelled by the box (tl8g 14: 210 in its thinking, \boxed{370} after it).

Debatable: tl8g 4 (Susan base: 'She works for 3 hours. / She earns $5 every 10 minutes.' then
'So, she earns $5 for 10 minutes.' looped until cut: labelled no_answer (only the given rate
restated, no earnings); a reader taking $5 as its answer would say wrong). tl8g 15 (Darren
hybrid: 'The total count of the activities he's done in the two days is 220 pushups, 90 squats,
and 60 dumbbell presses.': labelled wrong (three counts, no total; gold 370); a reader adding
them would say correct). tl8g 24 (Carmen hybrid: 'Therefore, the total amount that Carmen spends
on the desk is $500.' then 'However, ... she is also contributing to the total amount spent on
the desk.' and a two-paragraph loop 'To find the total amount that Carmen spends, we need to
consider ...' until cut, no other value: labelled correct by its only stated value; a reader
taking the reopened question as withdrawing 500 would say no_answer). tl14m 8 (star base: 180 -
108 = 72, then 'The sum of the angles of the two triangles is N + 108 = M degrees.' growing to
7560 until cut: labelled no_answer (angle A never stated); a reader taking 72 as its answer would
say wrong). tl14m 22 (Steve hybrid: 'Therefore, the sum of the two possible values of \( c \) is
\(\boxed{432}\).' then 'However, upon re-evaluation, it seems that the problem might have a
different approach.' and a re-derivation cut at 'Let's try different combinations': labelled
wrong by its last final answer 432 (gold 440); a reader taking the re-evaluation as withdrawing it
would say no_answer).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 60 characters), checked equal to the file's own correct_answer '####'
value; MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
688000 (read again), 704000, 720000, 736000, 752000, 768000, 784000, 800000, 816000 (9 pages);
hybrid/results/benchmark_results_qwen2.5-14b_math500.json 1312000 (read again), 1328000, 1344000,
1360000, 1376000, 1392000, 1408000, 1424000 (8 pages). Nothing else was read.

Leads for a later round: the Llama file from 816000 (re-read it: tasks[106] Watson's April pay,
hybrid model cut there; tasks[106]-tasks[301] unread), about one and a half tasks a page (its base
models loop a line, a block or the question); the 14B MATH-500 file from 1424000 (re-read it:
tasks[118] the triangle-sides sum, thinking model cut there; tasks[118]-[331] unread), about one
task a page (its hybrid answers often repeat a boxed block until cut).

Usage: python build_public_heldout100.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout100.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout100.jsonl"
SOURCE = "public_heldout100"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 688000-816000 joined (144,000 of 2,247,671 characters)"),
    "tl14m": tl14m_source("pages 1312000-1424000 joined (128,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|correct|prose_sentence|hybrid (tasks[92], Ali's medals, gold 390): '39 × 10 = 390. / Therefore, 390 medals have been given out for counting. / Another way to think about it is:' and the whole block verbatim (across the edge of pages 688000 and 704000) until cut at 'Izzy has 22 - ' = gold (loop convention)
tl8g:1|correct|prose_sentence|base model (tasks[93], the chocolate bars, gold 2): restates the question; '16 bars / 8 children = 2 bars / Therefore, each child gets 2 bars.' = gold
tl8g:2|correct|boxed|R1-Distill: 16 / 8; after </think> '**Final Answer:** \[ \boxed{2} \]' = gold
tl8g:3|correct|prose_sentence|hybrid: restates the question; 'To summarize, each child gets 2 chocolate bars, ... giving each child 2 chocolate bars.' = gold
tl8g:4|no_answer|truncated|debatable: base model (tasks[94], Susan's online task, gold 75): 'She works for 3 hours. / She earns $5 every 10 minutes.' then 'So, she earns $5 for 10 minutes.' verbatim (171 whole lines) until cut at 'So, she earns $5 for 10': only the given rate restated, no earnings: no_answer; a reader taking $5 as its answer would say wrong
tl8g:5|correct|boxed|R1-Distill: 150 minutes, 15 intervals; after </think> '**Final Answer:** \[ \boxed{75} \]' = gold
tl8g:6|correct|prose_sentence|hybrid: restates the question; 'Therefore, Susan earns $75 for the online task. / Step by step explanation:' and the whole solution verbatim (across the edge of pages 704000 and 720000) until cut at '2.5 hours =' = gold (loop convention)
tl8g:7|wrong|prose_sentence|base model (tasks[95], Mike, Jim and Tony, gold 83): gives all three an extra point; 'The total number of points is 22 + 19 + 44 = 85.' (gold 83)
tl8g:8|correct|boxed|R1-Distill: 22 + 18 + 43; after </think> '\boxed{83}' = gold
tl8g:9|correct|answer_is|hybrid: 'The total number of points is 22 + 18 + 43 = 83. So, the answer is 83 points in total ...' = gold
tl8g:10|correct|prose_sentence|base model (tasks[96], Will's oranges, gold 3): restates the question; '15 - 12 = 3 oranges are left unwashed. / So, 3 oranges are left unwashed.' = gold
tl8g:11|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[ \boxed{3} \]' = gold
tl8g:12|correct|answer_is|hybrid: restates the question; 'Therefore, the answer is that 3 oranges are left unwashed. ... leaving 3 oranges unwashed.' = gold
tl8g:13|correct|prose_sentence|base model (tasks[97], Darren's exercises, gold 370): 220 pushups, 90 squats, 60 presses; 'The total count for both days is 370 activities.' (across the edge of pages 720000 and 736000) = gold
tl8g:14|correct|boxed|R1-Distill: its thinking ends 'the total activities for the two days amount to 210'; its solution after </think> adds 170 + 200 and boxes '\boxed{370}' = gold (the box after </think> is its final answer)
tl8g:15|wrong|prose_sentence|debatable: hybrid: 'The total count of the activities he's done in the two days is 220 pushups, 90 squats, and 60 dumbbell presses.' (three counts, no total; gold 370); a reader adding them would say correct
tl8g:16|no_answer|truncated|base model (tasks[98], the rice bag, gold 3): restates two givens and loops 'Let us assume that the household has 5 members.' (178 whole lines) until cut at 'Let us assume that the household has '; no value
tl8g:17|correct|boxed|R1-Distill: 2 kg a day, 21 days; after </think> '\boxed{3 \text{ weeks}}' = gold 3
tl8g:18|wrong|prose_sentence|hybrid: takes 5 x 0.2 = 1 kg a week; 'Therefore, a 42 kg bag of rice will last for 42 weeks ...' (gold 3)
tl8g:19|wrong|prose_sentence|base model (tasks[99], Sam's bread, gold 55): leaves out the weekend 20; '120 - 45 = 75. This means that Sam was off from his target by 75 crates.' (gold 55)
tl8g:20|correct|boxed|R1-Distill: 20 + 15 + 12 + 18 = 65, 120 - 65 (across the edge of pages 736000 and 752000); after </think> '**Final Answer:** \[ \boxed{55} \]' = gold
tl8g:21|wrong|prose_sentence|hybrid: leaves out the weekend 20; 'Therefore, Sam was off from his target by 75 crates for the week.' (gold 55)
tl8g:22|no_answer|truncated|base model (tasks[100], Carmen's desk, gold 500): repeats the whole question verbatim (26 whole copies) and is cut at 'Carmen bids'; no value
tl8g:23|no_answer|truncated|R1-Distill: reaches '$500' several times in its reasoning, weighs a $400 reading, and is cut at 'So, if there are 7 bids, that's 6 increments. So, ' (no </think>; R1 rule)
tl8g:24|correct|prose_sentence|debatable: hybrid: a sum formula worked wrongly to 500; 'Therefore, the total amount that Carmen spends on the desk is $500.' then 'However, ... she is also contributing to the total amount spent on the desk.' and the pair 'To find the total amount that Carmen spends, we need to consider ... / Since Carmen is bidding after each of the 3 other people, ...' verbatim (15 whole) until cut at 'she is also contributing to', no other value: labelled correct by its only stated value (gold 500); a reader taking the reopened question as withdrawing it would say no_answer
tl8g:25|wrong|bare_last_line|base model (tasks[101], John's driver, gold 31800): adds one month's bonus; last line '5. $30,000 + $150 = $30,150 per year' (gold 31800)
tl8g:26|wrong|boxed|R1-Distill: counts 50 months of bonus; after </think> '\boxed{\$37,\!500}' (gold 31800)
tl8g:27|correct|prose_sentence|hybrid: '10 days a week' x 50 x 30 miles = 15,000 miles, $30,000 + 12 x $150; 'Therefore, John pays $31,800 a year for driving.' (across the edge of pages 768000 and 784000) = gold
tl8g:28|wrong|prose_sentence|base model (tasks[102], Peter's exercise, gold 78): reaches 'he wants to exercise for 78 minutes on Tuesday', then subtracts 39; 'So, he has to exercise for 39 minutes on Tuesday to reach his goal.' (gold 78)
tl8g:29|correct|boxed|R1-Distill: '**Final Answer** Peter has to exercise for \boxed{78} minutes on Tuesday.' then after </think> 'Thus, Peter has to exercise for \boxed{78} minutes on Tuesday.' = gold
tl8g:30|correct|prose_sentence|hybrid: 'Therefore, Peter needs to exercise for 78 minutes on Tuesday to reach his goal.' then ' He needs to exercise for 78 minutes on Tuesday to reach his goal.' verbatim (125 whole) until cut at 'on Tuesday' = gold (loop convention)
tl8g:31|wrong|prose_sentence|base model (tasks[103], the 32-page tabloid, gold 8): restates the question; 'The number of pieces of paper used in a 32-page tabloid is 32.' then the same line verbatim (across the edge of pages 784000 and 800000) until cut at 'The number of pieces of' (gold 8)
tl8g:32|no_answer|truncated|R1-Distill: weighs one sheet folded five times against four sheets of 8 pages and is cut at 'Wait, let me think about how a single sheet is folded. If I have a sheet of' (no </think>; R1 rule)
tl8g:33|wrong|prose_sentence|hybrid: '... The total number of pieces of paper used is 64, but since each piece of paper is used twice, the actual number of pieces of paper used is 32.' (gold 8)
tl8g:34|correct|prose_sentence|base model (tasks[104], Annika at the fair, gold 15): 'x = 15 / So, Annika has $15 left.' = gold
tl8g:35|correct|boxed|R1-Distill: after </think> '\$50 - \$35 = \boxed{\$15}' = gold 15
tl8g:36|correct|prose_sentence|hybrid: '$50 - $35 = $15 / Therefore, the amount left is $15. Annika has $15 left ...' = gold
tl8g:37|wrong|prose_sentence|base model (tasks[105], Elise's books, gold 1300): lets the years sell x, 2x, 3x; 'The total amount of money earned in the second year is 100x = 100 * 45 = 4500.' (gold 1300)
tl8g:38|correct|boxed|R1-Distill: y = 200 - 135 = 65, 65 x 20; '**Final Answer** ... \boxed{1300}.' then after </think> 'The total amount of money Elise earned in the second year is \boxed{1300}.' = gold
tl8g:39|wrong|prose_sentence|hybrid: takes 135 - 115 = 20 books; 'Therefore, the total amount of money Elise earned in the second year is 400$.' (gold 1300)
tl8g:40|wrong|prose_sentence|base model (tasks[106], Watson's April pay, gold 3200): counts 5 weeks; 'Therefore, Watson made $5500 in April ...' (gold 3200)
tl8g:41|wrong|boxed|R1-Distill: adds 4 x $500 + $1,200 as $2,200; after </think> '\boxed{\$2,\!200}' (gold 3200)
tl14m:0|correct|boxed|R1-Distill (tasks[110], largest eight-digit base 2 integer, gold 255): '**Final Answer** ... \boxed{255}.' (across the edge of pages 1312000 and 1328000) then after </think> 'Thus, the largest eight-digit base 2 integer expressed in base 10 is \(\boxed{255}\).' = gold
tl14m:1|correct|final_answer_phrase|hybrid: 'The final answer is 255.', then 'To verify, ... / The largest eight-digit base 2 integer is 11111111, which is equal to 255 in base 10. ... / Therefore, the final answer is 255.' blocks verbatim (8 whole, a ninth cut after 'The sum of these values is 255.') = gold (loop convention)
tl14m:2|wrong|prose_sentence|base model (tasks[111], the concentric circles, gold 7\pi): takes X as the 4-6 ring and Z as the inner disc; 'So, the difference ... is 4π.' (gold 7\pi)
tl14m:3|no_answer|truncated|R1-Distill: reaches 'Therefore, the difference is 7π.' in its reasoning, rechecks and is cut at 'So, the largest is 20π, the' (across the edge of pages 1328000 and 1344000; no </think>; R1 rule)
tl14m:4|correct|boxed|hybrid: 20\pi - 13\pi; '\[ \boxed{7\pi} \]', then 'To determine the difference ... is \(\boxed{7\pi}\).' blocks verbatim (5 whole) until cut at '\(49\' = gold (loop convention)
tl14m:5|correct|prose_sentence|base model (tasks[112], the divisors of a(2a+b)-2a^2+ab, gold 8): 2ab; 'So, there are 8 whole-number divisors for the integer $a(2a+b)-2a^{2}+ab$.' = gold
tl14m:6|correct|boxed|R1-Distill: '**Final Answer** The integer has \boxed{8} whole-number divisors.' then after </think> '... has \(\boxed{8}\) whole-number divisors.' = gold
tl14m:7|correct|final_answer_phrase|hybrid: 'However, since the question asks for the number of divisors, the final answer is 8.', then 'To provide a more detailed explanation, ... the final answer is 8.' blocks verbatim (across the edge of pages 1344000 and 1360000) until cut at 'Combine like terms: \(' = gold (loop convention)
tl14m:8|no_answer|truncated|debatable: base model (tasks[113], the pentagram angle A, gold 36^\circ): '180 - 108 = 72 degrees', then 'The sum of the angles of the two triangles is N + 108 = M degrees.' with M growing from 216 to 7560 until cut at 'The': angle A never stated: no_answer; a reader taking 72 as its answer would say wrong
tl14m:9|no_answer|truncated|R1-Distill: recalls 36 degrees for a pentagram point, weighs 72, and is cut at 'Wait, if I consider the center of' (across the edge of pages 1360000 and 1376000; no </think>; R1 rule)
tl14m:10|wrong|boxed|hybrid: takes each star point as the pentagon's exterior angle; '\[ \boxed{72^\circ} \]' and the block verbatim (4 whole) until cut at '3' (gold 36^\circ)
tl14m:11|correct|answer_colon|base model (tasks[114], the 0, 1, 1, 3, 6, 9, 27 sequence, gold 129): terms to 124 + 5 = 129; 'Answer: The first term greater than 125 is 129.' then an invented system line 'You are an AI assistant that helps people find information. ...' = gold
tl14m:12|correct|boxed|R1-Distill: '**Final Answer** The first term greater than 125 is \boxed{129}.' then after </think> (across the edge of pages 1376000 and 1392000) '\[ \boxed{129} \]' = gold
tl14m:13|correct|answer_is|hybrid: 'So, the answer is 129.', then 'To find the first term ... Therefore, the answer is 129.' blocks verbatim (6 whole) until cut at '4. Add 2 to' = gold (loop convention)
tl14m:14|correct|boxed|base model (tasks[115], (4 5/8)^55 (8/37)^55, gold 1): 'Therefore, the answer is $\boxed{1}$.' = gold
tl14m:15|correct|boxed|R1-Distill: '**Final Answer** \boxed{1}' then after </think> 'Thus, the final answer is: \[ \boxed{1} \]' = gold
tl14m:16|correct|boxed|hybrid: '\(\boxed{1}\)', then step-by-step blocks each boxing 1 (across the edge of pages 1392000 and 1408000) until cut at 'is equivalent to' = gold (loop convention)
tl14m:17|wrong|boxed|base model (tasks[116], sin(tan^-1 x + cot^-1 (1/x)) = 1/3, gold 3 \pm 2 \sqrt{2}): solves y^2 + 6y - 1 = 0 for tan(theta/2); '... = \boxed{-3 \pm 2 \sqrt{2}}.' (gold 3 \pm 2 \sqrt{2})
tl14m:18|correct|boxed|R1-Distill: '**Final Answer** The solutions are \(\boxed{3 + 2\sqrt{2}}\) and \(\boxed{3 - 2\sqrt{2}}\).' closes its thinking, then the summary after </think> is cut at '\sin(2\theta) = 2 \sin \theta \cos \theta.': labelled by those boxes (R1 rule) = gold 3 \pm 2 \sqrt{2}
tl14m:19|correct|boxed|hybrid: '\(\boxed{3 + 2\sqrt{2}, 3 - 2\sqrt{2}}\)', then 'However, upon re-evaluating the problem, it seems there might be a mistake ...' and 'However, upon further reflection, ...' re-derivations each reaching and boxing the same pair, a third cut at '\cot^{-1}(' = gold 3 \pm 2 \sqrt{2} (never another value)
tl14m:20|wrong|boxed|base model (tasks[117], Steve and Jon's polynomial, gold 440): takes the roots as 0, 0, 0; '$0+0 = \boxed{0}$.The answer is: 0' (gold 440)
tl14m:21|no_answer|truncated|R1-Distill: sets up Vieta's equations and is cut at 'r_1 r_2 + r_3(a -' (across the edge of pages 1408000 and 1424000; no </think>; R1 rule)
tl14m:22|wrong|boxed|debatable: hybrid: tries a = 15 and finds one triple; 'the sum of the two possible values of \( c \) is \( 216 + 216 = 432 \). ... Therefore, the sum ... is \(\boxed{432}\).' then 'However, upon re-evaluation, it seems that the problem might have a different approach.' and a re-derivation cut at 'Let's try different combinations': labelled wrong by its last final answer 432 (gold 440); a reader taking the re-evaluation as withdrawing it would say no_answer
tl14m:23|no_answer|truncated|base model (tasks[118], the triangle-sides sum, gold \frac{17}{21}): finds the sum over all triples infinite, then loops the align line '&= \sum_{a = 1}^\infty ... [b \ge a - c + 1] \\' (15 whole) until cut at '\cdot [a \'; no value
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
