__doc__ = r"""Build public_heldout175.jsonl: a 175th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

98 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144, 148, 153, 159, 165 and 169 read, read on from where round 169 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 12 consecutive
  pages 1568000-1744000, tasks[298] hybrid, tasks[299]-[330] all three models and tasks[331] base:
  98 records (GSM8K test).

Method (rounds 76-169): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 169's, unchanged but for a docstring line) decoded each
display form once into the page text (pages/*.page) and checked its length: every page decodes to
exactly 16,000 characters. The page where round 169 stopped (1568000) was not typed a second time:
its paste is round 169's (/tmp/rounds/real169/pages, checked to 16,000 characters here, the decoded
page byte-identical to round 169's); its end, tasks[298].hybrid_model at 'Step-by-step explanation:\n1. Ca',
meets the start of page 1584000 as read this round, 'rmen starts with the opening bid of $200.'.
Two pastes first decoded short and were pasted again where a passage had been left out (1584000:
a dropped sentence in the tabloid R1-Distill's thinking; 1680000: the first two numbered lines of
the classroom hybrid's loop, which differ from the rest); both then decoded to 16,000 characters.
Long loops were NOT retyped, with the markers of round 169's mk.py:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 and requires
exactly one to give the page length); where a loop ends on a partial copy, the partial copy was
pasted after the marker;
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding; @@A<a>-<b>|<suffix1>|<suffix2>@@ the same for lines alternating two texts.
Markers per page: g32 1568000 as round 169 (the bread hybrid's numbered '11' to '155' and the
auction hybrid's 'Step-by-step explanation:' unit, 10 further copies); g32 1600000 numbered '9' to
'145' with the text ': The answer is 15 dollars.\nStep ' (the Annika hybrid, tasks[302], its lines
'Step N: The answer is 15 dollars.'; the marker stands after 'Step ' and is followed by '146: The',
the record ending at 'Step 146: The'); g32 1616000 verbatim 'The final answer is 3200.\n' (the Watson
hybrid, tasks[304]) 178 further copies, a partial copy after ('The'); g32 1632000 verbatim the Sandy
hybrid's (tasks[307]) three-step solution (from 'Step 1: Determine the amount of weight Joey loses in
a week.' to 'Answer: 16 weeks.\n\n', the record's first copy being the unit itself) 9 further copies, a
partial copy after (to 'it will take Sandy 4 weeks'); g32 1680000 alternating numbered '9' to '137'
'. The total number of children is 123.' / '. The classroom has 123 children.' (the classroom hybrid,
tasks[318]; lines 7 and 8, '... in the classroom is 123.' and '... 123 children in total.', pasted
whole; the record ending at '138. The classroom has 123'); g32 1696000 verbatim 'The total number of
electric poles required is 15.\n' (the poles hybrid, tasks[319]) 147 further copies, a partial copy
after ('The total number'); g32 1744000 numbered '9' to '168' '. The final answer is 2 hours.' (the
phone hybrid, tasks[328], the record ending after line 168). No loop on these pages cycles more than
two line texts. The counts agree with the copies that the records hold when counted by script
(work/loopcheck.py: tl32g 0: 12 'Answer: 1100'; 12: 137 ': The answer is 15 dollars.'; 18: 179 'The
final answer is 3200.'; 27: 10 'Answer: 16 weeks.'; 60: 65 and 64 of its two alternating lines; 63: 149
'The total number of electric poles required is 15.'; 90: 160 '. The final answer is 2 hours.').
The pages were joined in file order, so a completion crossing an edge is taken whole. Each record's
`r` was cut out of the joined page text by script (the JSON string body as the file holds it between
its field's opening quote and the next unescaped quote; task numbers fixed from the first question
met, tasks[298] Carmen's auction on page 1568000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped.

Edges: the joined text starts inside tasks[297].thinking_model (Sam's bread) and holds tasks[297]
hybrid and tasks[298] base and thinking, all taken by round 169: not taken again;
tasks[298].hybrid_model (Carmen's auction, the looping 1100 hybrid), the record round 169 dropped,
is whole here and taken (tl32g 0). Page 1744000 ends inside tasks[331].thinking_model (Nick's two
jobs, at 'Finally, I'll compare the net pays of'): that record is cut by the last page and was
dropped; tasks[331] base is whole and taken (tl32g 97). Some completions are cut in the file itself
(the loops and one R1-Distill thinking, at the generation limit); they are whole records as the
file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 28,094 distinct texts,
by script, reading no labels; work/repeats.py), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl, 7,828 distinct texts at the last run, round 169 among them;
work/repeats_rounds.py), and with the others of this round: none of the 98 repeats an earlier round
or another of this round; none was dropped. The records are numbered in file order (tl32g 0-97).

Repositories (98 records): thaotnguyen/thinking-llms-interp 98 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 98 (test), MATH 0. Prompt format: long_cot 98 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 91, wrong 6, no_answer 1; 0 debatable. Forms: boxed 34, prose_sentence 27,
answer_colon 18, final_answer_phrase 11, answer_is 7, truncated 1.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 33) 30 correct, 3 wrong (13: Elise's
books, the current year's 45 left out, 2200; 16: Watson's April taken as 5 weeks, 4000; 22: the
bakery's afternoon loaves halved twice, 5); thinking_model (R1-Distill-Qwen-32B, 32) 30 correct, 1
wrong (23: the bakery, 5), 1 no_answer (8: the tabloid, cut inside its thinking at the generation
limit, before '</think>' and any final answer); hybrid_model (33) 31 correct, 2 wrong (0: Carmen's auction, its looping 1100; 36: Theo's
gifts, 'The answer is $1000.' with no working). 7 hybrids loop answer lines or whole solutions until
cut or to the limit (0, 12, 18, 27, 60, 63, 90), labelled by their stated, never-contradicted value;
one hybrid appends an invented system line after its answer (57), one reaches the gold 9 by a wrong
route (72, Jam's 3 boxes + Meg's 6), labelled by its final answer.

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 1568000-1744000 joined (192,000 of 2,586,387 characters): tasks[298] hybrid (Carmen's
  auction), tasks[299]-[330] base, thinking, hybrid (John's driving service, Peter's exercise, the
  32-page tabloid, Annika's fair, Elise's books, Watson's April, John's arm wrestling, the bakery's
  loaves, Sandy and Joey, the ice cream and milk, Helena's serum, Theo's trip, the family's eggs,
  Trent's age, Noah, Cera and Chile, the football team, Martha's party, Solomon's marbles, John's
  pool, the classroom, the electric poles, the party's women, the pen, Jam and Meg's pencils,
  Shannon's coffee, Ralph's records, Jaime's programmers, the bus, Oscar's lollipops, the phone's
  charge, Erin's lollipops, the loyalty card), tasks[331] base (Nick's two jobs).
  Record number = place in file order.

Label conventions (rounds 72-169): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '$31,800' and
'\$31,\!800' for 31800, '\$3,\!200' for 3200, '120,000' and '120,\!000' for 120000, '\$2,\!050' for
2050, '156kgs' and '156\ \text{kg}' for 156, '$224,000' and '\$224,\!000' for 224000, '$8,400' for
8400); labels are against the gold as given. Loop convention: a response that states its answer and
then repeats it (or its whole solution, or numbered answer lines) until cut mid-copy or to the
generation limit is labelled by the stated, never-contradicted value (0, 12, 18, 27, 60, 63, 90).
R1 rule: an R1-Distill answer cut inside its thinking, before '</think>' and before a **Final Answer**
line, is no_answer (8). Gold: GSM8K = the file's own correct_answer '####' value, commas dropped (the
build checks it against gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 1568000
(round 169's paste, its decoded page checked byte-identical; its end checked against the start of
1584000), 1584000, 1600000, 1616000, 1632000, 1648000, 1664000, 1680000, 1696000, 1712000, 1728000,
1744000 (12 pages, 11 read this round). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 1744000 (re-read it: it ends
inside tasks[331].thinking_model, Nick's two jobs, at 'Finally, I'll compare the net pays of'; take
tasks[331] thinking on; tasks[332] to [499] unread, about 0.83 MB), about 3 tasks a page (its base
and R1-Distill models answer plainly, mostly correctly, now and then with a slip; its hybrids loop
numbered or verbatim answer lines or whole solutions, which the @@N, @@A and @@U/@@R markers of
work/mk.py take without retyping); the random-firing MATH-500 file from 112000 (round 133's lead,
tasks[51]-[78]); the other qwen2.5-32b files that round 75 listed (hybrid-2/results/ bias-only and
random-vectors MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still
unread.

Usage: python build_public_heldout175.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout175.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout175.jsonl"
SOURCE = "public_heldout175"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 1568000-1744000 joined (192,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|wrong|answer_colon|hybrid (tasks[298], Carmen's auction, gold 500; the record round 169 dropped, cut by its last page): sums Carmen's bids $200, $250, $300, $350 and states $1100; 'The final answer is 1100. / Answer: 1100', its 'Step-by-step explanation:' solution repeated (12 'Answer: 1100' lines) until cut at '5. To find' (across the edge of pages 1568000 and 1584000): its stated, never-contradicted 1100 (loop convention) != gold 500
tl32g:1|correct|answer_colon|base model (tasks[299], John's driving service, gold 31800): $30,000 + $1,800; 'Answer: John pays $31,800 a year for driving.' = gold ('$31,800' for 31800)
tl32g:2|correct|boxed|R1-Distill: $30,000 + $1,800; after </think> '\[ \boxed{\$31,\!800} \]' = gold ('\$31,\!800' for 31800)
tl32g:3|correct|prose_sentence|hybrid: $30,000/year + $1,800/year; 'Therefore, John pays $31,800 a year for driving.' = gold ('$31,800' for 31800)
tl32g:4|correct|prose_sentence|base model (tasks[300], Peter's exercise, gold 78): 2 * 39; 'Step 3: Answer the question. / Peter has to exercise for 78 minutes on Tuesday to reach his goal.' = gold
tl32g:5|correct|boxed|R1-Distill: 2 x 39; after </think> '**Final Answer:** \[ \boxed{78} \]' = gold
tl32g:6|correct|final_answer_phrase|hybrid: 39 * 2 = 78; 'The final answer is 78 minutes.' = gold
tl32g:7|correct|boxed|base model (tasks[301], the 32-page tabloid, gold 8): 32 / 4; 'Therefore, the number of pieces of paper used in a 32-page tabloid is \(\boxed{8}\).' = gold
tl32g:8|no_answer|truncated|R1-Distill: its thinking lists 8 sheets and says 'So, the answer should be 8 pieces of paper.', then goes on double-checking and is cut at the generation limit at 'so four pages per sheet. So, for 3' (across the edge of pages 1584000 and 1600000), before '</think>' and before any **Final Answer** line or box (R1 rule): no final answer
tl32g:9|correct|answer_colon|hybrid: 32 / 4 = 8; 'Answer: 8 pieces of paper would be used in a 32-page tabloid.' = gold
tl32g:10|correct|answer_colon|base model (tasks[302], Annika's fair, gold 15): $50 - $35; 'Answer: Annika has $15 left.' = gold
tl32g:11|correct|boxed|R1-Distill: $50 - $35; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl32g:12|correct|answer_is|hybrid: $50 - $35 = $15; 'Step 8: The final answer is $15.', then numbered lines 'Step N: The answer is 15 dollars.' (137, steps 9-145) until cut at 'Step 146: The': its stated, never-contradicted 15 (loop convention) = gold
tl32g:13|wrong|prose_sentence|base model (tasks[303], Elise's books, gold 1300): takes 250 - 50 = 200 as the first two years' sales, leaving out the current year's 45: 200 - 90 = 110 books, its last line '... the total amount of money earned in the second year is 110 books * $20/book = $2200.': 2200 != gold 1300
tl32g:14|correct|boxed|R1-Distill: 200 - 90 - 45 = 65, 65 x 20; after </think> '### **Final Answer** \[ \boxed{1300} \]' = gold
tl32g:15|correct|prose_sentence|hybrid: 65 x 20 = 1300; 'The total amount of money Elise earned in the second year is $1300.' = gold
tl32g:16|wrong|prose_sentence|base model (tasks[304], Watson's April, gold 3200): 30 / 7 = 4.2857 weeks 'rounded up' to 5, 5 x $800; 'Watson's total earnings in April are 5 weeks * $800/week = $4000.': 4000 != gold 3200
tl32g:17|correct|boxed|R1-Distill: 4 weeks x $800 (across the edge of pages 1600000 and 1616000); after </think> '### **Final Answer** \[ \boxed{\$3,\!200} \]' = gold ('\$3,\!200' for 3200)
tl32g:18|correct|final_answer_phrase|hybrid: $2000 + $1200 = $3200; '6. Therefore, Watson made $3200 in April.', then 'The final answer is 3200.' repeated (179 lines) until cut at 'The': its stated, never-contradicted 3200 (loop convention) = gold
tl32g:19|correct|prose_sentence|base model (tasks[305], John's arm wrestling, gold 4): 20 - 16; 'So, John lost to 4 people.' = gold
tl32g:20|correct|boxed|R1-Distill: 20 - 16; after </think> '**Final Answer:** \[ \boxed{4} \]' = gold
tl32g:21|correct|answer_is|hybrid: 20% of 20 is 4; '6. The final answer is 4.', a Python block, 'The answer is 4.' = gold
tl32g:22|wrong|answer_colon|base model (tasks[306], the bakery's loaves, gold 10): takes half of the 20 left (10) as sold in afternoon and evening together and halves it again; 'Answer: 5 loaves of bread are sold in the afternoon.': 5 != gold 10
tl32g:23|wrong|boxed|R1-Distill: the same reading, 10 / 2 = 5; after </think> '5. **Final Answer:** ... \[ \boxed{5} \]': 5 != gold 10
tl32g:24|correct|final_answer_phrase|hybrid: (1/2) * 20 = 10 in the afternoon; 'Final answer: 10 loaves of bread are sold in the afternoon.' = gold
tl32g:25|correct|answer_colon|base model (tasks[307], Sandy and Joey, gold 16): 8 / 0.5; 'Answer: It will take Sandy 16 weeks to lose the same amount of weight as Joey.' = gold
tl32g:26|correct|boxed|R1-Distill: 8 / 0.5 (across the edge of pages 1616000 and 1632000); after </think> '### **Final Answer** \[ \boxed{16} \]' = gold
tl32g:27|correct|answer_colon|hybrid: 4 weeks * (8 / 2) = 16; its three-step solution ending 'Answer: 16 weeks.', repeated whole (10 copies) until cut in the eleventh at 'it will take Sandy 4 weeks': its stated, never-contradicted 16 (loop convention) = gold
tl32g:28|correct|prose_sentence|base model (tasks[308], the ice cream and milk, gold 6): $4 + $2; 'So, you will save $6 if you buy 2 tubs of ice cream and 4 packets of milk.' = gold
tl32g:29|correct|boxed|R1-Distill: $4 + $2; after </think> '\[ \boxed{6} \]' = gold
tl32g:30|correct|final_answer_phrase|hybrid: $4 + $2 = $6; 'Therefore, the total amount saved is $6. / The final answer is 6.' = gold
tl32g:31|correct|answer_colon|base model (tasks[309], Helena's serum, gold 8): 5 + 3; 'Answer: After 15 days, Helena's serum will cause a person to grow 8 new limbs if they drink it.' = gold
tl32g:32|correct|boxed|R1-Distill: 5 arms + 3 legs (across the edge of pages 1632000 and 1648000); '**Final Answer** ... \boxed{8}.' before </think>; the summary ends 'Thus, the total number of new limbs after fifteen days is \boxed{8}.' = gold
tl32g:33|correct|answer_is|hybrid: 5 arms + 3 legs = 8; 'The answer is 8.' = gold
tl32g:34|correct|prose_sentence|base model (tasks[310], Theo's gifts, gold 2050): $4050 - $2000; '... he has to spend $4050 (amount left) - $2000 (amount to save) = $2050 on buying gifts for his business partners in South Africa.' = gold
tl32g:35|correct|boxed|R1-Distill: $6,000 - $3,950; after </think> '**Final Answer:** \[ \boxed{\$2,\!050} \]' = gold ('\$2,\!050' for 2050)
tl32g:36|wrong|answer_is|hybrid: lists six steps without computing any of them; 'The answer is $1000.': 1000 != gold 2050
tl32g:37|correct|answer_colon|base model (tasks[311], the family's eggs, gold 91): 13 x 7; 'Answer: The family will consume 91 eggs in a week.' = gold
tl32g:38|correct|boxed|R1-Distill: 13 x 7; after </think> 'The family will consume \(\boxed{91}\) eggs in a week.' = gold
tl32g:39|correct|final_answer_phrase|hybrid: 13 * 7 = 91; 'The final answer is 91 eggs.' = gold
tl32g:40|correct|answer_colon|base model (tasks[312], Trent's age, gold 32): 27 + 5; 'Answer: Trent is 32 years old.' = gold
tl32g:41|correct|boxed|R1-Distill: 27 + 5; after </think> '**Final Answer:** \[ \boxed{32} \]' = gold
tl32g:42|correct|answer_colon|hybrid: 27 + 5 = 32; its solution ending 'Answer: Trent is 32 years old.' written twice (the second after 'Step-by-step explanation:'), the record ending after the second = gold
tl32g:43|correct|prose_sentence|base model (tasks[313], Noah, Cera and Chile, gold 120000): 2 x 60,000 (across the edge of pages 1648000 and 1664000); 'Therefore, the population of Chile now is 120,000.' = gold ('120,000' for 120000)
tl32g:44|correct|boxed|R1-Distill: 2 x 60,000; after </think> '**Final Answer:** \[ \boxed{120,\!000} \]' = gold ('120,\!000' for 120000)
tl32g:45|correct|prose_sentence|hybrid: P = 60,000 * 2 = 120,000; 'The population of Chile now is 120,000.' = gold ('120,000' for 120000)
tl32g:46|correct|prose_sentence|base model (tasks[314], the football team, gold 30): 3.5D = 105; 'So, there are 30 players on the defense.' = gold
tl32g:47|correct|boxed|R1-Distill: 7D/2 = 105; after </think> '5. **Final Answer:** The number of players on the defense is \(\boxed{30}\).' = gold
tl32g:48|correct|boxed|hybrid: 7D = 210, D = 30; a Python block with output '30.0', then 'The number of players on the defense is \(\boxed{30}\).' = gold
tl32g:49|correct|prose_sentence|base model (tasks[315], Martha's party, gold 14): 24 - 8 - 2; 'So, 24 - 8 - 2 = 14 people show up for Martha's party.' = gold
tl32g:50|correct|boxed|R1-Distill: 24 - 10; after </think> '### **Final Answer** \[ \boxed{14} \]' = gold
tl32g:51|correct|answer_is|hybrid: 24 - 10 = 14; 'Therefore, 14 people showed up for Martha's party. / The answer is 14.' = gold
tl32g:52|correct|prose_sentence|base model (tasks[316], Solomon's marbles, gold 156): 78 x 2; '... the total weight of marbles Solomon has in the store is 78 * 2 = 156kgs.' = gold ('156kgs' for 156)
tl32g:53|correct|boxed|R1-Distill: 78 x 2; after </think> '**Final Answer:** \[ \boxed{156\ \text{kg}} \]' = gold ('156\ \text{kg}' for 156)
tl32g:54|correct|boxed|hybrid: 78 * 2 = 156kgs (across the edge of pages 1664000 and 1680000); a Python block, then 'The total weight of marbles Solomon has in the store is \(\boxed{156}\) kilograms.' = gold
tl32g:55|correct|prose_sentence|base model (tasks[317], John's pool, gold 12): 120 x $0.1; 'Therefore, it costs $12 to fill the pool.' = gold
tl32g:56|correct|boxed|R1-Distill: 120 x 0.1; '**Final Answer** The cost to fill the pool is \boxed{12} dollars.' before </think>; the summary ends 'Hence, the cost to fill the pool is \boxed{12} dollars.' = gold
tl32g:57|correct|prose_sentence|hybrid: 120 x $0.1 = $12; 'Therefore, it costs $12 to fill the pool.', then an invented line 'You are an AI assistant that helps people find information. ...' with no answer in it = gold
tl32g:58|correct|prose_sentence|base model (tasks[318], the classroom, gold 123): 30 + 90 + 3; 'Therefore, the classroom has a total of 123 children.' = gold
tl32g:59|correct|boxed|R1-Distill: 30 + 90 + 3; after </think> '**Final Answer:** \[ \boxed{123} \]' = gold
tl32g:60|correct|prose_sentence|hybrid: 30 + 90 + 3 = 123; '5. The answer is 123 children. / 6. The final answer is 123 children.', then numbered lines alternating 'The total number of children is 123.' and 'The classroom has 123 children.' (lines 7-137) until cut at '138. The classroom has 123': its stated, never-contradicted 123 (loop convention) = gold
tl32g:61|correct|prose_sentence|base model (tasks[319], the electric poles, gold 15): 45 / 3; 'The electric company will need 15 electric poles to supply electricity to the neighborhood with 45 electric wires.' = gold
tl32g:62|correct|boxed|R1-Distill: 45 x 1/3; after </think> 'The electric company will need \(\boxed{15}\) electric poles ...' = gold
tl32g:63|correct|prose_sentence|hybrid: 45 / 3 = 15; 'Final answer: 15 / 15', then 'The total number of electric poles required is 15.' repeated (148 lines after the answer) until cut at 'The total number': its stated, never-contradicted 15 (loop convention) = gold
tl32g:64|correct|answer_colon|base model (tasks[320], the party's women, gold 8): 15 - 7; 'Answer: There are 8 women left at the party.' = gold
tl32g:65|correct|boxed|R1-Distill: 15 - 7; after </think> '**Final Answer:** \[ \boxed{8} \]' = gold
tl32g:66|correct|answer_is|hybrid: 30 - 22 = 8; '6. The answer is 8. / 8 / The answer is 8.' = gold
tl32g:67|correct|answer_colon|base model (tasks[321], the pen, gold 1): $2 - $1; 'Answer: The pen costs $1.' = gold
tl32g:68|correct|boxed|R1-Distill: 2 - 1 (across the edge of pages 1696000 and 1712000); after </think> '**Final Answer:** \[ \boxed{1} \]' = gold
tl32g:69|correct|final_answer_phrase|hybrid: $2 - $1 = $1; '3. The final answer is $1.' = gold
tl32g:70|correct|prose_sentence|base model (tasks[322], Jam and Meg's pencils, gold 9): 72 / 8; 'So, Jam and Meg need 9 boxes to store all their pencils.' = gold
tl32g:71|correct|boxed|R1-Distill: 72 / 8; after </think> 'Jam and Meg need \(\boxed{9}\) boxes to store all their pencils.' = gold
tl32g:72|correct|final_answer_phrase|hybrid: Jam's 3 boxes + 46 / 8 = 5.75 rounded up to 6 for Meg (a different route) = 9; 'The final answer is 9 boxes.' = gold
tl32g:73|correct|prose_sentence|base model (tasks[323], Shannon's coffee, gold 75): 60 + 15; 'So, Shannon's iced coffee is 75 milliliters weaker ...' = gold
tl32g:74|correct|boxed|R1-Distill: 60 + 15; '**Final Answer** Shannon's iced coffee is \boxed{75} milliliters weaker.' before </think>; the summary ends 'Therefore, Shannon's iced coffee is \boxed{75} milliliters weaker.' = gold
tl32g:75|correct|final_answer_phrase|hybrid: 60 + 15 = 75; 'The final answer is 75 milliliters.' = gold
tl32g:76|correct|prose_sentence|base model (tasks[324], Ralph's records, gold 14): 7 * 2; 'Step 4: Answer the question. / The 5 people brought in 14 old records in total.' = gold
tl32g:77|correct|boxed|R1-Distill: 1.4 x 2 x 5; after </think> '**Final Answer:** \[ \boxed{14} \]' = gold
tl32g:78|correct|answer_is|hybrid: 7 * 2 = 14; 'Final answer: The 5 people brought in 14 old records. / The answer is 14 old records.' (across the edge of pages 1712000 and 1728000) = gold
tl32g:79|correct|prose_sentence|base model (tasks[325], Jaime's programmers, gold 224000): $80,000 + $144,000; 'So, the company pays a total of $224,000 to all the programmers per month.' = gold ('$224,000' for 224000)
tl32g:80|correct|boxed|R1-Distill: $80,000 + $144,000; after </think> '\[ \boxed{\$224,\!000} \]' = gold ('\$224,\!000' for 224000)
tl32g:81|correct|final_answer_phrase|hybrid: $80,000 + $144,000 = $224,000; 'The final answer is 224000.' = gold
tl32g:82|correct|prose_sentence|base model (tasks[326], the bus, gold 14): x + 6 = 20; 'Therefore, 14 people got on the bus at the terminal.' = gold
tl32g:83|correct|boxed|R1-Distill: x = 20 - 6; after </think> '**Therefore, the number of people who got on the bus at the terminal is \(\boxed{14}\).**' = gold
tl32g:84|correct|prose_sentence|hybrid: x = 14; 'Therefore, the number of people who got on the bus at the terminal is 14.' = gold
tl32g:85|correct|answer_colon|base model (tasks[327], Oscar's lollipops, gold 31): 33 - 2; 'Answer: Oscar has 31 lollipops left.' = gold
tl32g:86|correct|boxed|R1-Distill: 33 - 2; after </think> '**Final Answer:** \[ \boxed{31} \]' = gold
tl32g:87|correct|prose_sentence|hybrid: 33 - 2 = 31; 'Therefore, Oscar has 31 lollipops left.' = gold
tl32g:88|correct|answer_colon|base model (tasks[328], the phone's charge, gold 2): 120 / 60; 'Answer: It will take 2 hours to fully charge the phone.' = gold
tl32g:89|correct|boxed|R1-Distill: 120 / 60; after </think> '**Final Answer:** \[ \boxed{2} \]' = gold
tl32g:90|correct|final_answer_phrase|hybrid: 120 / 60 = 2 (across the edge of pages 1728000 and 1744000); '8. The answer is 2 hours.', then numbered lines 'N. The final answer is 2 hours.' (160, lines 9-168) to the record's end: its stated, never-contradicted 2 (loop convention) = gold
tl32g:91|correct|answer_colon|base model (tasks[329], Erin's lollipops, gold 14): 17 - 3; 'Answer: Erin has 14 lollipops left.' = gold
tl32g:92|correct|boxed|R1-Distill: 17 - 3; after </think> '**Final Answer:** \(\boxed{14}\)' = gold
tl32g:93|correct|prose_sentence|hybrid: 17 - 3 = 14; a Python block and its output '14', then 'Erin has 14 lollipops left after giving 3 to Ella.' = gold
tl32g:94|correct|answer_colon|base model (tasks[330], the loyalty card, gold 31): $43 - $12; 'Answer: The customer paid $31 on this shopping trip.' = gold
tl32g:95|correct|boxed|R1-Distill: $43 - $12; after </think> '**Final Answer:** \[ \boxed{31} \]' = gold
tl32g:96|correct|final_answer_phrase|hybrid: $43 - $12 = $31; 'The final answer is 31.' = gold
tl32g:97|correct|answer_colon|base model (tasks[331], Nick's two jobs, gold 8400): $32,400 - $24,000; 'Answer: Nick will make $8,400 more at Job B compared to Job A.' = gold ('$8,400' for 8400)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
