__doc__ = r"""Build public_heldout111.jsonl: a 111th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

65 records, all long chain-of-thought, from the two files of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 106 read, continuing where round 106 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 10 consecutive pages 1072000-1216000 (page 1072000 read
  again: round 106 read it), tasks[139] thinking and hybrid (Luke's hot dogs), tasks[140]-[158]
  all three models less one repeat: 58 records (GSM8K test).
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 3 consecutive pages 1536000-1568000 (page 1536000 read
  again: round 106 read it), tasks[126] thinking and hybrid (the palindrome sum), tasks[127] all
  three models (the quartic's polygon area) and tasks[128] base and thinking (the five equations
  3(1 + ...)^x = 7): 7 records (MATH-500).

Method (rounds 76-106): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt for the Llama file, pages/q14_<offset>.txt for the 14B file); work/mk.py
decoded each display form once into the page text (pages/*.page) and checked its length: every
page decodes to exactly 16,000 characters. Pages 1072000 and 1536000 were read again this session;
their text (opening, ending, the records between and the loops) is the same as round 106's pastes
of them (/tmp/rounds/real106/pages/ll_1072000.txt and q14_1536000.txt), which were taken over as
this round's paste files and decode to the same 16,000 characters (byte-identical .page files).
One paste slip was seen on reading the paste against the page before decoding and corrected
against the page, not by hand: ll 1168000 had 'we need to add up the duration of each activity'
where the page has 'we need to calculate the duration of each activity' (the Peyton hybrid).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the page text): tl8g 1072000 (round 106's) Maria base 'question / The final value of
all Maria's shares is $16.00. / Explanation:' block 28 (256) and hot-dog base 'The number of hot
dogs John ate is more than ... / So, 1.5x > x / 1.5x - x > 0 / 0.5x > 0 / x > 0' block 36 (124);
1088000 Josh base question paragraph (with '\n\n') 1 (440); 1104000 the same paragraph 14 (440;
the Josh thinking loop, three whole four-paragraph units, pasted whole); 1120000 Laurel base
question line (with '\n') 32 (257); 1136000 Jenny base question line (with '\n') 27 (238); 1152000
Jenny hybrid question line (with '\n\n') 28 (240) and Davos hybrid four-paragraph solution block
'To find the total cost ... / The discount amount ... $12. / Therefore, ... which is $18. / So,
Davos paid $18 for the 2 shirts with a 40% discount.' 8 (439); 1168000 the same Davos block 6
(439); 1184000 April base three-line block 'Let's start by writing down what we know. / We know
that April needs 30 plant pots ... / We also know that April already has 100 plant pots.' 43
(186); 1200000 John hybrid question line (with '\n\n') 31 (236); 1216000 Dean base question line
(with '\n') 29 (249) and Morgan base line 'So she needs to pay for 3x+2 rounds of mini-golf, x+1
rounds of mini-golf, and 2x rides of the go-karts.' 22 (106). tl14m 1536000 (round 106's)
inequality hybrid block 6 (497); 1552000 palindrome hybrid whole solution 'To find the greatest
possible value ... \(\boxed{71}\).' 3 (1231); 1568000 five-equations hybrid whole solution 'To
determine which equation has the largest solution ... The final answer is
\(\boxed{\textbf{(E)}}\). ' 1 (2289; the quartic hybrid's repeat, one whole copy, pasted whole).
Where a page held two markers the length fixed both counts (one solution in 0-400 each); the
Jenny counts are borne out by the repeat check below (base and hybrid each come to 29 whole
copies), and the Davos count by reading (9 whole blocks on page 1152000). The pages were joined
in file order per file, so a completion crossing an edge is taken whole. Each record's `r` was
cut out of the joined page text by script (the JSON string body as the file holds it between its
field's opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the
build; work/extract.py), never retyped.

Edges: Llama page 1072000 opens inside tasks[138] base_model (Maria's shares) and holds
tasks[138] thinking and hybrid and tasks[139] base (round 106's records): not taken; tasks[139]
thinking_model (Luke's hot dogs), which round 106 left cut, is taken whole across pages
1072000-1088000. Llama page 1216000 ends inside tasks[159] base_model (Morgan's birthday party,
its 'So she needs to pay for 3x+2 rounds ...' loop, at 'x+1 '): not taken. 14B page 1536000
opens inside tasks[125] thinking_model and holds tasks[125] hybrid and tasks[126] base (round
106's records): not taken; tasks[126] thinking_model (the palindrome sum), which round 106 left
cut, is taken whole across pages 1536000-1552000. 14B page 1568000 ends inside tasks[128]
hybrid_model (the five equations, in its third copy of the solution, at 'we can proceed as
follows:'): not taken. Every other completion on the pages read is taken, less one repeat. Some
completions are cut in the file itself (the stored text ends mid-word: the loops, and the
R1-Distill thinking of tasks[142], tl14m tasks[126], [127], [128]); they are whole records as
the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 22,280
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats an earlier round; one repeats within the round and is not taken: tasks[148]
hybrid_model (Jenny's cookies) loops the same question as tasks[148] base_model (taken), each cut
after 29 whole copies at 'Jenny eats the rest of the', equal once whitespace is normalised (the
hybrid separates the copies with '\n\n', the base with '\n'). The records are numbered in file
order per source (tl8g 0-57, tl14m 0-6).

Repositories (65 records): thaotnguyen/thinking-llms-interp 65 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 58 (test), MATH 7 (MATH-500). Prompt format: long_cot 65 (no tag format asked for:
base and hybrid models write free prose, steps or boxes; the thinking models write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 32, wrong 23, no_answer 10. Forms: prose_sentence 29, boxed 23, truncated 10,
answer_is 2, final_answer_phrase 1. 0 debatable.

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model) 6 correct (2 class 60, 20 juice 2,
23 tables 310, 28 Davos 36, 34 Madeline 2640, 43 Andrea 21), 8 wrong (5 legs 120, 11 frog 210, 17
Tyson 225000, 31 factory 90%, 37 Peyton 7.5, 46 John 8.57, 49 Annabelle 320, 52 tree 22), 5
no_answer (8 Josh, 14 Laurel, 26 Jenny, 40 April, 55 Dean: loops of the question or of a block,
cut with no value); tl8g thinking_model (R1-Distill-Llama-8B) 15 correct, 4 wrong (12 frog 270,
35 Madeline 2860, 47 John 8, 56 Dean 10), 1 no_answer (9 Josh, its stored thinking cut in a loop
before '</think>'); tl8g hybrid_model 10 correct, 8 wrong (4 class 70, 10 Josh 5, 13 frog 280,
19 Tyson 30,000, 25 tables 235, 30 Davos 18 looped, 33 factory 120%, 39 Peyton 7.5), 1 no_answer
(48 John, a loop of the question). tl14m base_model 1 correct (5 five equations, 'B'), 1 wrong (2
quartic 4); thinking_model (R1-Distill-Qwen-14B) 3 no_answer (0 palindrome, 3 quartic, 6 five
equations: each cut inside its thinking); hybrid_model 2 wrong (1 palindrome 71, 4 quartic 5,
each repeating its whole solution until cut).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 1072000-1216000 joined
  (160,000 of 2,247,671 characters): tasks[139] thinking and hybrid (Luke's hot dogs),
  tasks[140]-[158] base, thinking, hybrid (the class of 200, Farmer Brown's legs, Josh's
  juggling, the pink frog's container, Laurel's outfits, Tyson's June, the juice boxes, the
  restaurant's table legs, Jenny's cookies (hybrid a repeat), Davos's shirts, the tractor
  factory, Madeline's dog, Peyton's activities, April's plant pots, Andrea's savings, John's
  sightseeing, Annabelle's phone, Eddy's trees, Dean's toys).
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1536000-1568000 joined
  (48,000 of 3,995,770 characters): tasks[126] thinking and hybrid (the palindrome sum),
  tasks[127] base, thinking, hybrid (z^4+4z^3i-6z^2-4zi-i=0, the polygon's area p^{a/b}) and
  tasks[128] base and thinking (which of five equations 3(1 + ...)^x = 7 has the largest x).
  Record number = place in file order.

Label conventions (rounds 72-106): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, a line or a
block left unsolved); equal in value but written differently is correct (here
'\boxed{180{,}000 \text{ meters}}' for 180000, '\boxed{\$2.00}' and '$2 more' for 2,
'\boxed{\$36}' for 36, '\boxed{10\%}' for 10, '$2,640' for 2640, '\boxed{34\ \text{feet}}' for
34, '$\boxed{\text{B}}$' for \text{(B)}); labels are against the gold as given. Loop convention:
a response that states its answer and then repeats it (or its whole solution) verbatim until cut
mid-copy is labelled by the stated, never-contradicted value (wrong by it: tl8g 30, tl14m 1, 4).
R1 rule: an R1-Distill answer cut inside its thinking, before '</think>' and before a **Final
Answer** line, is no_answer even where its working has reached a value (tl14m 0: 'Therefore,
the largest integer in the set is 58.' in its working; tl8g 9, tl14m 3, 6).

Debatable: none.

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 60 characters), checked equal to the file's own correct_answer '####'
value; MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
1072000 (read again), 1088000, 1104000, 1120000, 1136000, 1152000, 1168000, 1184000, 1200000,
1216000 (10 pages); hybrid/results/benchmark_results_qwen2.5-14b_math500.json 1536000 (read
again), 1552000, 1568000 (3 pages). Nothing else was read. The brief's ~8 pages of the 14B file
were not reached: the round stopped at its time limit.

Leads for a later round: the Llama file from 1216000 (re-read it: tasks[159] Morgan's birthday
party, base model cut there in its 'So she needs to pay for 3x+2 rounds ...' loop; tasks[159]-
tasks[301] unread), about two tasks a page (its base models loop the question, a line or a
block; its hybrids sometimes loop the question or a solution block); the 14B MATH-500 file from
1568000 (re-read it: tasks[128] the five equations, hybrid model cut there in its third copy of
the solution; tasks[128]-[331] unread), about one task a page (its hybrid answers repeat their
whole solution until cut; its thinking models are often cut inside their thinking).

Usage: python build_public_heldout111.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout111.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout111.jsonl"
SOURCE = "public_heldout111"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 1072000-1216000 joined (160,000 of 2,247,671 characters)"),
    "tl14m": tl14m_source("pages 1536000-1568000 joined (48,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|correct|boxed|R1-Distill (tasks[139], Luke's hot dogs, gold 1): 3 x 2 = 6, 6 / 2 = 3, 3 - 2 (across the edge of pages 1072000 and 1088000); after </think> '**Final Answer:** \(\boxed{1}\)' = gold
tl8g:1|correct|answer_is|hybrid: restates the question; 3 - 2 = 1; 'Therefore, John ate 1 more hot dog than Luke. However, ... the answer is 1 hot dog. ... Therefore, the correct answer is 1 hot dog.' = gold
tl8g:2|correct|prose_sentence|base model (tasks[140], the class of 200, gold 60): x + x + 10 + x + 10 = 200; 'x = 60 / So, the number of students in the smallest group is 60.' = gold
tl8g:3|correct|boxed|R1-Distill: first x + x + (x + 10) = 190/3, then y = 70, 70 - 10 = 60; after </think> 200 = x + 2(x + 10); '**Answer:** \[ \boxed{60} \]' = gold
tl8g:4|wrong|prose_sentence|hybrid: takes the two larger groups as x and the smallest as x - 10, solves x = 70; 'In conclusion, the number of students in the smallest group is 70, ...' (gold 60)
tl8g:5|wrong|prose_sentence|base model (tasks[141], Farmer Brown's animals, gold 160): 20 cows and 40 chickens, then '20 x 4 + 40 x 2 = 120 / So, the total number of legs = 120' (gold 160)
tl8g:6|correct|boxed|R1-Distill: 20 x 4 + 40 x 2; '**Final Answer** The animals have a total of \boxed{160} legs.' then after </think> '... is \(\boxed{160}\).' = gold
tl8g:7|correct|answer_is|hybrid: '... the total number of legs on the farm is 80. However, ... 80 legs (cows) + 80 legs (chickens) = 160 legs / Therefore, the total number of legs on the farm is 160. ... the answer is 160.' = gold
tl8g:8|no_answer|truncated|base model (tasks[142], Josh's juggling, gold 4): repeats the question (less its first sentence) verbatim (19 whole, across the edge of pages 1088000 and 1104000) until cut at '2 of them are caught by'; no value
tl8g:9|no_answer|truncated|R1-Distill: counts 6 balls after four weeks, then wavers between one and three ('Wait, maybe I should think of it as ... So, he's juggling one ball. / Alternatively, ... / Wait, maybe the answer is three. ...') looping until its stored thinking is cut at 'two are being handled' (no </think>; R1 rule)
tl8g:10|wrong|prose_sentence|hybrid: 3 + 4 = 7, '7 - 3 + 2 = 6 balls', then 6 - 1; 'Therefore, Josh starts juggling with 5 balls on stage.' (gold 4)
tl8g:11|wrong|prose_sentence|base model (tasks[143], the pink frog's container, gold 260): finds each weight, then leaves out the frog; '... is 50 + 50 + 60 + 30 + 20 = 210 pounds.' (gold 260)
tl8g:12|wrong|boxed|R1-Distill: weights 50, 50, 50, 30, 60 and the container 20, but '50 + 50 + 50 + 30 + 60 + 20 = 270'; after </think> '**Final Answer:** \[ \boxed{270} \]' (gold 260)
tl8g:13|wrong|prose_sentence|hybrid: takes the snake as 40 and the bird as 70; 'Therefore, the total weight ... is 280 pounds. ... The total weight of the container and the animals is 280 pounds.' then caveats (gold 260)
tl8g:14|no_answer|truncated|base model (tasks[144], Laurel's outfits, gold 87): repeats the question line verbatim (33 whole) until cut at 'no longer needed.  At'; no value
tl8g:15|correct|boxed|R1-Distill: 24 + 48 + 15; after </think> '**Final Answer:** \(\boxed{87}\)' = gold
tl8g:16|correct|prose_sentence|hybrid: '24 + 48 + 15 = 87.  Therefore, Laurel has 87 baby outfits for her child.' = gold
tl8g:17|wrong|prose_sentence|base model (tasks[145], Tyson's June, gold 180000): '30 * 7500 meters / = 225000 meters / Hence, the total distance covered in June is 225000 meters.' (gold 180000)
tl8g:18|correct|boxed|R1-Distill: 5000 x 6/5 x 30; after </think> '**Final Answer:** \[ \boxed{180{,}000 \text{ meters}} \]' = gold 180000
tl8g:19|wrong|prose_sentence|hybrid: takes 1/5 of 5000 as the new daily distance; 'Therefore, the total distance he covers in June is 30,000 meters, which is 1/5 of the original distance ...' (gold 180000)
tl8g:20|correct|prose_sentence|base model (tasks[146], the juice boxes, gold 2): x + 7 - (x + 5); 'Juice Box C is 2 dollars more than Juice Box B.' = gold
tl8g:21|correct|boxed|R1-Distill: $11.00 - $9.00; after </think> '**Final Answer:** \[ \boxed{\$2.00} \]' = gold 2
tl8g:22|correct|prose_sentence|hybrid: '$11 - $9 = $2. Therefore, Juice Box C is $2 more than Juice Box B.' = gold 2
tl8g:23|correct|prose_sentence|base model (tasks[147], the restaurant's table legs, gold 310): 'The total number of legs the restaurant's tables have is 40*4 + 50*3 = 160 + 150 = 310.' = gold
tl8g:24|correct|boxed|R1-Distill: 160 + 150; after </think> '**Final Answer:** \[ \boxed{310} \]' = gold
tl8g:25|wrong|prose_sentence|hybrid: uses an arithmetic-series formula, S_50 = 25 x 3 = 75; '160 + 75 = 235 / Therefore, the total number of legs the restaurant's tables have is 235.' (gold 310)
tl8g:26|no_answer|truncated|base model (tasks[148], Jenny's cookies, gold 9): repeats the question line verbatim (29 whole, across the edge of pages 1136000 and 1152000) until cut at 'Jenny eats the rest of the'; no value (its hybrid, the same loop, a repeat, not taken)
tl8g:27|correct|boxed|R1-Distill: 36 - 20 - 7; after </think> '**Final Answer:** / Jenny eats \(\boxed{9}\) cookies each week.' = gold
tl8g:28|correct|prose_sentence|base model (tasks[149], Davos's shirts, gold 36): $30 - $12 = $18, $18 x 2; 'So, Davos paid $36 for the 2 shirts.' = gold
tl8g:29|correct|boxed|R1-Distill: 2 x $18; after </think> 'Davos paid \(\boxed{\$36}\) for the 2 shirts.' = gold 36
tl8g:30|wrong|prose_sentence|hybrid: takes $30 - $12 as the price of both shirts; 'So, Davos paid $18 for the 2 shirts with a 40% discount.', then the four-paragraph block verbatim (17 statements in all, across the edge of pages 1152000 and 1168000) until cut at 'the discount amount is 40%' (gold 36; loop convention)
tl8g:31|wrong|prose_sentence|base model (tasks[150], the tractor factory, gold 10): takes 100 tractors a day, (1100-10000)/10000 = 0.9; 'So, they are making 90% more per day now.' (gold 10)
tl8g:32|correct|boxed|R1-Distill: $100 / $1,000; after </think> '**Final Answer:** / \boxed{10\%}' = gold 10
tl8g:33|wrong|prose_sentence|hybrid: compares the price per tractor and per silo, ($120 / $100) * 100; 'Therefore, the factory is making 120% more per day now ...' (gold 10)
tl8g:34|correct|prose_sentence|base model (tasks[151], Madeline's dog, gold 2640): $220 a month; 'There are 12 months in a year, so she spends $220 x 12 = $2640 per year on her dog.' = gold
tl8g:35|wrong|boxed|R1-Distill: $55 a week x 52 weeks; after </think> '**Final Answer:** \[ \boxed{\$2860} \]' (gold 2640)
tl8g:36|correct|prose_sentence|hybrid: $220 x 12 = $2,640; 'Therefore, Madeline spends $2,640 per year on her dog's food, treats, and medicine.' = gold 2640
tl8g:37|wrong|prose_sentence|base model (tasks[152], Peyton's activities, gold 8): '1 + 3 + 0.5 + 1.5 + 2 = 7.5 hours / Therefore, Peyton's after-work activities will take a total of 7.5 hours.' (gold 8)
tl8g:38|correct|boxed|R1-Distill: 1 + 3 + 0.5 + 1.5 + 2 = 8; after </think> 'Thus, the total hours Peyton will spend on after-work activities is \(\boxed{8}\).' = gold
tl8g:39|wrong|prose_sentence|hybrid: 'Adding up all the durations, we have 1 + 3 + 0.5 + 1.5 + 2 = 7.5 hours. / Therefore, all Peyton's after-work activities will take a total of 7.5 hours.' (across the edge of pages 1168000 and 1184000) (gold 8)
tl8g:40|no_answer|truncated|base model (tasks[153], April's plant pots, gold 10): repeats the three lines 'Let's start by writing down what we know. / We know that April needs 30 ... / We also know that April already has 100 plant pots.' verbatim (44 whole) until cut at 'needs 30 plant pots for'; no value
tl8g:41|correct|boxed|R1-Distill: 100 - 90; after </think> '**Final Answer:** \[ \boxed{10} \]' = gold
tl8g:42|correct|prose_sentence|hybrid: '30 + 2 x 30 = 90 ... so she has 100 - 90 = 10 plant pots left over.' = gold
tl8g:43|correct|prose_sentence|base model (tasks[154], Andrea's savings, gold 21): '36-x=15 / x=36-15 / x=21 / Andrea saved $21.' = gold
tl8g:44|correct|boxed|R1-Distill: 36 - 15; '**Final Answer** Andrea saved \boxed{21} dollars.' then after </think> 'Thus, Andrea saved \boxed{21} dollars.' = gold
tl8g:45|correct|prose_sentence|hybrid: sets $36 - x - $15 = x (a confused equation), 'Solving for x, we get x = $21. Therefore, Andrea saved $21.' = gold
tl8g:46|wrong|prose_sentence|base model (tasks[155], John's sightseeing, gold 20): '70% of the time he spent was 6 hours.  6/70 = 0.0857. ... 8.57 hours is the amount of time he spent sightseeing.' (gold 20)
tl8g:47|wrong|boxed|R1-Distill: takes the 6 hours of shows as 30% of all his time, T = 20, 0.40 x 20 (across the edge of pages 1184000 and 1200000); after </think> '**Final Answer:** \[ \boxed{8 \text{ hours}} \]' (gold 20)
tl8g:48|no_answer|truncated|hybrid: repeats the question (less its first sentence) verbatim (32 whole) until cut at 'half that time swimming.  He also'; no value
tl8g:49|wrong|prose_sentence|base model (tasks[156], Annabelle's phone, gold 45): restates the question; '$400 - $80 = $320 / Therefore, Annabelle still needs to save $320 to buy the phone.' (gold 45)
tl8g:50|correct|boxed|R1-Distill: $400 - $355; after </think> '**Final Answer:** \[ \boxed{45} \]' = gold
tl8g:51|correct|prose_sentence|hybrid: $80 + $200 + $75 = $355, $400 - $355 = $45; 'Therefore, Annabelle still needs to save $45 to buy the phone. ...' then notes and a summary with no other value = gold
tl8g:52|wrong|prose_sentence|base model (tasks[157], Eddy's trees, gold 34): '2(x+x+5)' simplified to '2x+10'; 'The height of the tallest tree is 22 feet. / The tallest tree is 22 feet tall.' (gold 34)
tl8g:53|correct|boxed|R1-Distill: 2 x 17; after </think> '**Final Answer:** \[ \boxed{34\ \text{feet}} \]' = gold 34
tl8g:54|correct|prose_sentence|hybrid: h_3 = 2(6 + 11) = 34 (across the edge of pages 1200000 and 1216000); 'Therefore, the tallest tree has a height of 34 feet.' = gold
tl8g:55|no_answer|truncated|base model (tasks[158], Dean's toys, gold 21): repeats the question line verbatim (30 whole) until cut at 'feels generous and decides to'; no value
tl8g:56|wrong|boxed|R1-Distill: adds the $10 to the $17 spent, '$27 - $17 = $10' (never counts the $28); after </think> '**Final Answer:** \(\boxed{10}\)' (gold 21)
tl8g:57|correct|final_answer_phrase|hybrid: $28 - $17 = $11, $11 + $10 = $21; 'The final answer is that Dean has $21 left after buying the toys and receiving the extra $10 from his mother.' = gold
tl14m:0|no_answer|truncated|R1-Distill (tasks[126], the palindrome sum, gold 58): palindromic sums 111, 141, 171; 'Therefore, the largest integer in the set is 58.' in its working (across the edge of pages 1536000 and 1552000), then 'Another approach: ...' and its stored thinking is cut at 'Their sum is 3x + ' (no </think>; R1 rule)
tl14m:1|wrong|boxed|hybrid: takes the sum as 3n = 212, n = 70; 'Thus, the greatest possible value ... is \(\boxed{71}\).', checks '69 + 70 + 71 = 210 ... is a palindrome', '\(\boxed{71}\)', then the whole solution verbatim (5 whole) until cut at 'we need' (gold 58; loop convention)
tl14m:2|wrong|boxed|base model (tasks[127], the quartic's polygon, gold 11): factors it as (z^2+2zi+1)(z^2+2zi-i); 'the area is $2.$  Thus, $a=1,$ $b=1,$ $p=2,$ and $a+b+p=\boxed{4}.$' (gold 11)
tl14m:3|no_answer|truncated|R1-Distill: (z + i)^4 = 1 + i, roots of modulus 2^{1/8}; its stored thinking is cut at 'i \left( 2^{' (no </think>; R1 rule)
tl14m:4|wrong|boxed|hybrid: takes the equation as (z + i)^4 = 2i, area sqrt(2) = 2^{1/2}; 'So, the final answer is \( 5 \). / \boxed{5}' (across the edge of pages 1552000 and 1568000), then the question and the whole solution again (2 boxed in all) until cut at '4z^' (gold 11; loop convention)
tl14m:5|correct|boxed|base model (tasks[128], the five equations 3(1 + ...)^x = 7, gold \text{(B)}): (B) has the smallest base; 'Therefore, the equation with the largest solution $x$ is $\boxed{\text{B}}$.' = gold (the letter without its parentheses)
tl14m:6|no_answer|truncated|R1-Distill: compares the bases, finds B < A, B < E, B < C, and its stored thinking is cut at 'Next, compare B' (no </think>; R1 rule)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
