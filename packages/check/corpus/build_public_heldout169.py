__doc__ = r"""Build public_heldout169.jsonl: a 169th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

91 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144, 148, 153, 159 and 165 read, read on from where round 165 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 11 consecutive
  pages 1408000-1568000, tasks[268] thinking and hybrid, tasks[269]-[297] all three models and
  tasks[298] base and thinking: 91 records (GSM8K test).

Method (rounds 76-165): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 165's, unchanged but for a docstring line) decoded each
display form once into the page text (pages/*.page) and checked its length: every page decodes to
exactly 16,000 characters. The page where round 165 stopped (1408000) was not typed a second time:
its paste is round 165's (/tmp/rounds/real165/pages, checked to 16,000 characters here, the decoded
page byte-identical to round 165's); its end, tasks[268].thinking_model at 'To determine the total
amount the real estate agent spent on buying all the', meets the start of page 1424000 as read this
round, ' ads, follow these steps:'.
Long loops were NOT retyped, with the markers of round 165's mk.py:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 and requires
exactly one to give the page length); where a loop ends on a partial copy, the partial copy was
pasted after the marker; a first copy that differs from the rest was pasted whole before the unit;
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding.
Markers per page: g32 1472000 verbatim the pizza hybrid's (tasks[282]) three-step solution (from
'Step 1: Calculate the total number of people attending the soccer game.' to 'Therefore, Maddy will
spend $195 on pizzas for the soccer game.\n') 10 further copies, a partial copy after (to '- There');
g32 1488000 verbatim the beads hybrid's (tasks[283]) three-step solution (from 'Step 1: Calculate the
total length occupied by the topaz gemstones.' to 'Therefore, Katerina uses 68 sterling silver beads
per necklace.\n'; its first copy, which opens 'Step 1: Determine the total length occupied', was
pasted whole before the unit) 9 further copies, a partial copy after (to 'Step 2: Calculate the
remaining length for'); g32 1504000 numbered '6' to '187' '. The answer is 21.' (the Ann hybrid,
the record ending at '188. The'); g32 1536000 verbatim the online-task hybrid's (tasks[292]) five-step
solution (from 'Step 1: Determine the total time Susan works.' to 'Answer: Susan earns $75 for the
online task.\n\n', the record's first copy being the unit itself) 9 further copies, a partial copy
after (to '2.5 hours is equal to '); g32 1552000 verbatim the rice hybrid's (tasks[296]) restated
question and four-step solution (from 'Each person in a certain household consumes' to 'Final answer:
The 42 kg bag of rice will last for 3 weeks.\n'; its first solution, without the question, was pasted
whole before the unit) 6 further copies, a partial copy after (to 'Step'); g32 1568000 numbered '11'
to '155' '. The final answer is 55 crates.' (the bread hybrid, the record ending at '156. The final
answer is 5') and verbatim the auction hybrid's (tasks[298]) 'Step-by-step explanation:' ten-line
solution (to 'Answer: 1100\n\n'; its first copy, without that heading, pasted whole before the unit)
10 further copies, a partial copy after (to '1. Ca', the page end). No loop on these pages cycles more
than two line texts. The counts agree with the copies that the records hold when counted by script
(work/loopcheck.py: tl32g 43: 11 'Therefore, Maddy will spend $195 ...'; 46: 11 'Therefore, Katerina
uses 68 ...'; 52: 182 '. The answer is 21.'; 73: 10 'Answer: Susan earns $75 ...'; 85: 8 'Final
answer: The 42 kg bag of rice will last for 3 weeks.'; 88: 145 '. The final answer is 55 crates.').
The pages were joined in file order, so a completion crossing an edge is taken whole. Each record's
`r` was cut out of the joined page text by script (the JSON string body as the file holds it between
its field's opening quote and the next unescaped quote; task numbers fixed from the first question
met, tasks[266] Mr. Tan's house on page 1408000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped.

Edges: the joined text starts inside tasks[265].thinking_model (Mrs. Cruz's house) and holds
tasks[266]-[267] and tasks[268] base, all taken by round 165: not taken again; tasks[268].thinking_model
(the real estate agent's ads), the record round 165 dropped, is whole here and taken (tl32g 0). Page
1568000 ends inside tasks[298].hybrid_model (the auction, looping its wrong 1100 solution, at
'Step-by-step explanation:\n1. Ca'): that record is cut by the last page and was dropped; tasks[298]
base and thinking are whole and taken (tl32g 89, 90). Some completions are cut in the file itself
(the six loops, at the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 27,549 distinct texts,
by script, reading no labels; work/repeats.py), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl, 7,305 distinct texts at the last run, round 165 among them;
work/repeats_rounds.py), and with the others of this round: none of the 91 repeats an earlier round
or another of this round; none was dropped. The records are numbered in file order (tl32g 0-90).

Repositories (91 records): thaotnguyen/thinking-llms-interp 91 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 91 (test), MATH 0. Prompt format: long_cot 91 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 88, wrong 3, no_answer 0; 0 debatable. Forms: boxed 31, prose_sentence 25,
answer_colon 19, final_answer_phrase 8, answer_is 8.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 30) 28 correct, 2 wrong (74: Mike,
Jim and Tony's points, the extra point given to Jim's 18 too, 84; 89: Carmen's auction, 4 bids of
$50, 400); thinking_model (R1-Distill-Qwen-32B, 31) 31 correct; hybrid_model (30) 29 correct, 1 wrong
(16: Terri's sweater, 1800 - 1170 taken as 730, 365); 6 hybrids loop whole solutions or numbered
answer lines until cut (43, 46, 52, 73, 85, 88), labelled by their stated, never-contradicted value,
all correct; one hybrid writes its solution twice and stops (1).

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 1408000-1568000 joined (176,000 of 2,586,387 characters): tasks[268] thinking and hybrid
  (the real estate agent's ads), tasks[269]-[297] base, thinking, hybrid (the juggler's balls,
  Mary's M&Ms, John's windows, the mother's change, Terri's sweater, Mrs. Rylan's seeds, Sean's
  lines, Carly's cards, Matthew's holes, Mico and Marco, Ruby and Sam, Peter's popsicles, the cobras
  and mambas, Maddy's pizza, Katerina's beads, Alani's family's stories, Ann's brother, Kelly's
  coins, the 76-star flag, the flagstones, the cars in two lanes, Ali and Izzy's medals, the
  chocolate bars, Susan's online task, Mike, Jim and Tony's points, Will's oranges, Darren's
  exercises, the household's rice, Sam's bread), tasks[298] base and thinking (Carmen's auction).
  Record number = place in file order.

Label conventions (rounds 72-165): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '$5.00' and
'\$5.00' for 5, '$7.00' for 7, '16 \text{ hours}' for 16); labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution, or
numbered answer lines) until cut mid-copy or to the generation limit is labelled by the stated,
never-contradicted value (43, 46, 52, 73, 85, 88; 88 is cut inside its last line at 'is 5', the
145 whole lines before it all stating 55). R1 rule: an R1-Distill answer cut inside its thinking,
before '</think>' and before a **Final Answer** line, is no_answer (none this round). Gold: GSM8K =
the file's own correct_answer '####' value, commas dropped (the build checks it against
gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 1408000
(round 165's paste, its decoded page checked byte-identical; its end checked against the start of
1424000), 1424000, 1440000, 1456000, 1472000, 1488000, 1504000, 1520000, 1536000, 1552000, 1568000
(11 pages, 10 read this round). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 1568000 (re-read it: it ends
inside tasks[298].hybrid_model, Carmen's auction, a looping wrong-answer (1100) hybrid, at
'Step-by-step explanation:\n1. Ca'; take tasks[298] hybrid on, its first copy and its
'Step-by-step explanation:' unit as on page 1568000; tasks[299] to [499] unread, about 1.0 MB),
about 3 tasks a page (its base and R1-Distill models answer plainly, nearly always correctly, now
and then with a slip; its hybrids loop numbered answer lines or whole solutions, which the @@N and
@@U/@@R markers of work/mk.py take without retyping); the random-firing MATH-500 file from 112000
(round 133's lead, tasks[51]-[78]); the other qwen2.5-32b files that round 75 listed (hybrid-2/results/
bias-only and random-vectors MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json)
are still unread.

Usage: python build_public_heldout169.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout169.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout169.jsonl"
SOURCE = "public_heldout169"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 1408000-1568000 joined (176,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|boxed|R1-Distill (tasks[268], the real estate agent's ads, gold 1375; the record round 165 dropped, cut by its last page): 50 x 5 + 15 x 75 (across the edge of pages 1408000 and 1424000); after </think> '**Final Answer:** \[ \boxed{1375} \]' = gold
tl32g:1|correct|final_answer_phrase|hybrid: $250 + $1,125 = $1,375; its three-step solution ending 'The final answer is 1375.' written twice, the record ending after the second copy: 1375 = gold
tl32g:2|correct|answer_colon|base model (tasks[269], the juggler's balls, gold 4): 16 / 2 / 2; 'Answer: There are 4 blue golf balls.' = gold
tl32g:3|correct|boxed|R1-Distill: 8 / 2; after </think> '**Final Answer:** \[ \boxed{4} \]' = gold
tl32g:4|correct|final_answer_phrase|hybrid: half of 8 is 4; 'Final answer: There are 4 blue golf balls.', a summary ending 'Therefore, the final answer is 4.' = gold
tl32g:5|correct|answer_colon|base model (tasks[270], Mary's M&Ms, gold 762): 300 + 312 + 150; 'Answer: Mary got a total of 762 M&Ms.' = gold
tl32g:6|correct|boxed|R1-Distill: 300 + 312 + 150; after </think> '**Final Answer:** \[ \boxed{762} \]' = gold
tl32g:7|correct|answer_colon|hybrid: 300 + 312 + 150 = 762; 'Answer: Mary got a total of 762 M&Ms.' = gold
tl32g:8|correct|prose_sentence|base model (tasks[271], John's windows, gold 20): 12 + 8; 'So, there are 12 + 8 = 20 windows between the houses.' = gold
tl32g:9|correct|boxed|R1-Distill: 12 + 8; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:10|correct|prose_sentence|hybrid: 12 + 8 = 20; 'Therefore, the total number of windows between the houses is 20.' = gold
tl32g:11|correct|prose_sentence|base model (tasks[272], the mother's change, gold 5): $20.00 - $15.00; 'The cashier gives back $5.00 in change.' = gold ('$5.00' for 5)
tl32g:12|correct|boxed|R1-Distill: $20.00 - $15.00; after </think> '**Final Answer:** \[ \boxed{\$5.00} \]' = gold ('\$5.00' for 5)
tl32g:13|correct|prose_sentence|hybrid: $20.00 - $15.00 = $5.00; 'The cashier gives back $5.00 in change.' = gold ('$5.00' for 5)
tl32g:14|correct|prose_sentence|base model (tasks[273], Terri's sweater, gold 315): (1800 - 1170) / 2; 'Since there are two sleeves, each sleeve takes 630 / 2 = 315 stitches.' = gold
tl32g:15|correct|boxed|R1-Distill: 2S = 1800 - 1170, S = 315 (across the edge of pages 1424000 and 1440000); '**Final Answer** ... \boxed{315}.' before </think>; the summary ends 'Thus, the number of stitches each sleeve takes is \(\boxed{315}\).' = gold
tl32g:16|wrong|answer_is|hybrid: 1800 - 900 - 90 - 180 taken as 730 (it is 630), 730 / 2 = 365; 'The answer is 365 stitches for each sleeve.': 365 != gold 315
tl32g:17|correct|prose_sentence|base model (tasks[274], Mrs. Rylan's seeds, gold 3200): $800 + $2400; 'So, Mrs. Rylan used $3200 to buy the seeds.' = gold
tl32g:18|correct|boxed|R1-Distill: $800 + $2,400; after </think> '**Final Answer:** \[ \boxed{3200} \]' = gold
tl32g:19|correct|answer_is|hybrid: $800 + $2400 = $3200; 'Therefore, the answer is $3200.' = gold
tl32g:20|correct|prose_sentence|base model (tasks[275], Sean's lines, gold 138): 54 + 36 + 48; '... he has to memorize 54 + 36 + 48 = 138 lines in total.' = gold
tl32g:21|correct|boxed|R1-Distill: 54 + 36 + 48; after </think> '**Final Answer:** \[ \boxed{138} \]' = gold
tl32g:22|correct|prose_sentence|hybrid: 54 + 36 + 48 = 138; 'Therefore, Sean has to memorize 138 lines in total.' = gold
tl32g:23|correct|answer_colon|base model (tasks[276], Carly's cards, gold 9): 24 - 15; 'Answer: 9 cards had the letter D on them.' = gold
tl32g:24|correct|boxed|R1-Distill: 24 - 15 (across the edge of pages 1440000 and 1456000); after </think> '8. **Cards with the letter D:** ... \[ \boxed{9} \]' = gold
tl32g:25|correct|final_answer_phrase|hybrid: 24 - 15 = 9; 'Therefore, the number of cards with the letter D on them is 9 cards. / The final answer is 9.' = gold
tl32g:26|correct|answer_colon|base model (tasks[277], Matthew's holes, gold 4): 240 / 60; 'Answer: It will take Matthew 4 hours to dig 30 small holes and 15 large holes.' = gold
tl32g:27|correct|boxed|R1-Distill: 240 / 60; '**Final Answer** It will take Matthew \boxed{4} hours' before </think>; the summary ends 'Thus, it will take Matthew \boxed{4} hours to dig all the holes.' = gold
tl32g:28|correct|answer_is|hybrid: 240 / 60 = 4; 'Final answer: 4 hours. / The answer is 4 hours.' = gold
tl32g:29|correct|answer_colon|base model (tasks[278], Mico and Marco, gold 40): 20 + 20; 'Answer: The sum of Mico and Marco's ages in 10 years will be 40.' = gold
tl32g:30|correct|boxed|R1-Distill: 20 + 20; after </think> '**Final Answer:** \[ \boxed{40} \]' = gold
tl32g:31|correct|prose_sentence|hybrid: 20 + 20 = 40; 'The sum of Mico and Marco's ages in 10 years will be 40.' = gold
tl32g:32|correct|prose_sentence|base model (tasks[279], Ruby and Sam, gold 6): 6x + 9 = 3(x + 9), x = 6; 'Step 8: So, Sam is currently 6 years old.' = gold
tl32g:33|correct|boxed|R1-Distill: S = 18 / 3; after </think> 'Sam is currently \(\boxed{6}\) years old.' = gold
tl32g:34|correct|answer_is|hybrid: S = 6, checked 45 = 3 x 15; 'Sam is currently 6 years old. / The answer is 6.' = gold
tl32g:35|correct|prose_sentence|base model (tasks[280], Peter's popsicles, gold 7): $5.00 + $2.00; 'Therefore, Peter paid a total of $7.00.' = gold ('$7.00' for 7)
tl32g:36|correct|boxed|R1-Distill: $5.00 + $2.00 (across the edge of pages 1456000 and 1472000); after </think> '**Final Answer:** \[ \boxed{7} \]' = gold
tl32g:37|correct|prose_sentence|hybrid: $5.00 + $2.00 = $7.00; 'Therefore, Peter paid a total of $7.00 for his purchase.' = gold ('$7.00' for 7)
tl32g:38|correct|answer_colon|base model (tasks[281], the cobras and mambas, gold 2450): 4900 / 2; 'Answer: Half the number of spots they all have combined is 2450 spots.' = gold
tl32g:39|correct|boxed|R1-Distill: 4,900 / 2; after </think> '**Final Answer:** \[ \boxed{2450} \]' = gold
tl32g:40|correct|final_answer_phrase|hybrid: 4900 / 2 = 2450; 'The final answer is 2450 spots.' = gold
tl32g:41|correct|prose_sentence|base model (tasks[282], Maddy's pizza, gold 195): 13 x $15; 'So, Maddy will spend $195 on pizzas for the soccer game.' = gold
tl32g:42|correct|boxed|R1-Distill: 13 x $15; after </think> 'Maddy will spend \(\boxed{195}\) dollars on pizzas.' = gold
tl32g:43|correct|prose_sentence|hybrid: 13 * $15 = $195; its three-step solution ending 'Therefore, Maddy will spend $195 on pizzas for the soccer game.', repeated whole (11 copies) until cut in the twelfth at '- There': its stated, never-contradicted 195 (loop convention) = gold
tl32g:44|correct|prose_sentence|base model (tasks[283], Katerina's beads, gold 68): 17 x 4; 'Katerina uses 68 sterling silver beads per necklace.' = gold
tl32g:45|correct|boxed|R1-Distill: 17 / 0.25; after </think> '**Final Answer:** \[ \boxed{68} \]' = gold
tl32g:46|correct|prose_sentence|hybrid: 17 / 0.25 = 68; its three-step solution ending 'Therefore, Katerina uses 68 sterling silver beads per necklace.', repeated whole (11 copies, the first worded a little differently) until cut in the twelfth at 'Step 2: Calculate the remaining length for': its stated, never-contradicted 68 (loop convention) = gold
tl32g:47|correct|prose_sentence|base model (tasks[284], Alani's family's stories, gold 360): 60 + 120 + 180; '... the total number of stories written by all three children is 60 + 120 + 180 = 360 stories.' = gold
tl32g:48|correct|boxed|R1-Distill: 60 + 120 + 180; after </think> '\[ \boxed{360} \]' = gold
tl32g:49|correct|prose_sentence|hybrid: 60 + 120 + 180 = 360 (across the edge of pages 1488000 and 1504000); 'Therefore, the total number of stories they wrote altogether is 360.' = gold
tl32g:50|correct|answer_colon|base model (tasks[285], Ann's brother, gold 21): 18 + 3; 'Answer: Ann's brother will be 21 years old in 3 years.' = gold
tl32g:51|correct|boxed|R1-Distill: 18 + 3; after </think> '**Final Answer:** \[ \boxed{21} \]' = gold
tl32g:52|correct|answer_is|hybrid: 18 + 3 = 21; '5. Therefore, her brother will be 21 years old in 3 years.', then numbered lines 'N. The answer is 21.' (182, lines 6-187) until cut at '188. The': its stated, never-contradicted 21 (loop convention) = gold
tl32g:53|correct|answer_colon|base model (tasks[286], Kelly's coins, gold 90): 145 - 55; 'Answer: Kelly will have 90 cents left after buying the can of pop.' = gold
tl32g:54|correct|boxed|R1-Distill: 145 - 55; after </think> '**Final Answer:** \[ \boxed{90} \]' = gold
tl32g:55|correct|answer_colon|hybrid: 145 - 55 = 90; 'Answer: Kelly will have 90 cents left.' = gold
tl32g:56|correct|prose_sentence|base model (tasks[287], the 76-star flag, gold 8): 40 / 5; 'So, there are 8 rows of 5 stars altogether on the flag.' = gold
tl32g:57|correct|boxed|R1-Distill: 40 / 5; after </think> '**Final Answer:** \[ \boxed{8} \]' = gold
tl32g:58|correct|prose_sentence|hybrid: 40 / 5 = 8; 'Therefore, there are 8 rows of 5 stars on the flag.' = gold
tl32g:59|correct|answer_colon|base model (tasks[288], the flagstones, gold 3): 6000 / 2000; 'Answer: 3 trucks will be needed to transport 80 flagstones in one trip.' = gold
tl32g:60|correct|boxed|R1-Distill: 6000 / 2000 (across the edge of pages 1504000 and 1520000); after </think> '**Final Answer:** \[ \boxed{3} \]' = gold
tl32g:61|correct|answer_is|hybrid: 6000 / 2000 = 3; 'Final answer: 3 trucks are needed to transport 80 flagstones in one trip. / The answer is 3.' = gold
tl32g:62|correct|answer_colon|base model (tasks[289], the cars in two lanes, gold 16): 8 hours x 2; 'Answer: The car in the slow lane took 16 hours to cover the same distance of 480 miles.' = gold
tl32g:63|correct|boxed|R1-Distill: 480 / 30; after </think> '3. **Final Answer:** \[ \boxed{16 \text{ hours}} \]' = gold ('16 \text{ hours}' for 16)
tl32g:64|correct|final_answer_phrase|hybrid: 480 / 30 = 16; '5. The final answer is 16 hours.' = gold
tl32g:65|correct|prose_sentence|base model (tasks[290], Ali and Izzy's medals, gold 390): 39 x 10; 'So, a total of 390 medals have been given out for counting.' = gold
tl32g:66|correct|boxed|R1-Distill: 10 x 39; after </think> '**Final Answer:** \[ \boxed{390} \]' = gold
tl32g:67|correct|answer_is|hybrid: 39 * 10 = 390; 'The answer is 390 medals have been given out for counting.' = gold
tl32g:68|correct|answer_colon|base model (tasks[291], the chocolate bars, gold 2): 16 / 8; 'Answer: Each child will get 2 chocolate bars.' = gold
tl32g:69|correct|boxed|R1-Distill: 16 / 8; after </think> 'Each child will get \(\boxed{2}\) chocolate bars.' = gold
tl32g:70|correct|final_answer_phrase|hybrid: 16 / 8 = 2; 'Final answer: Each child will get 2 chocolate bars.', a step-by-step summary ending 'The final answer is 2.' = gold
tl32g:71|correct|prose_sentence|base model (tasks[292], Susan's online task, gold 75): 15 x $5; 'So, Susan earns $75 for the online task.' = gold
tl32g:72|correct|boxed|R1-Distill: 15 x $5; after </think> '**Final Answer:** \[ \boxed{75} \]' = gold
tl32g:73|correct|answer_colon|hybrid: 15 * $5 = $75 (its field name across the edge of pages 1520000 and 1536000); its five-step solution ending 'Answer: Susan earns $75 for the online task.', repeated whole (10 copies) until cut in the eleventh at '2.5 hours is equal to ': its stated, never-contradicted 75 (loop convention) = gold
tl32g:74|wrong|answer_colon|base model (tasks[293], Mike, Jim and Tony's points, gold 83): gives Jim (18 points, not over 20) the extra point too, 22 + 19 + 43; 'Answer: All three players have a total of 84 points after the extra points had been distributed.': 84 != gold 83
tl32g:75|correct|boxed|R1-Distill: 22 + 18 + 43; after </think> '\[ \boxed{83} \]' = gold
tl32g:76|correct|prose_sentence|hybrid: 22 + 18 + 43 = 83; 'The total points for all three players after the extra points have been distributed is 83 points.' = gold
tl32g:77|correct|answer_colon|base model (tasks[294], Will's oranges, gold 3): 15 - 12; 'Answer: There are 3 unwashed oranges left.' = gold
tl32g:78|correct|boxed|R1-Distill: 15 - 12; after </think> '**Final Answer:** \[ \boxed{3} \]' = gold
tl32g:79|correct|answer_is|hybrid: 15 - 12 = 3; 'Step 4: The final answer is 3 oranges left unwashed. / The answer is 3.' = gold
tl32g:80|correct|answer_colon|base model (tasks[295], Darren's exercises, gold 370): 170 + 200 (its question and gold across the edge of pages 1536000 and 1552000); 'Answer: Darren does a total of 370 activities in the two days.' = gold
tl32g:81|correct|boxed|R1-Distill: 220 + 90 + 60; after </think> '\[ \boxed{370} \]' = gold
tl32g:82|correct|prose_sentence|hybrid: 220 + 90 + 60 = 370; 'So, Darren did a total of 370 exercises in the two days.' = gold
tl32g:83|correct|answer_colon|base model (tasks[296], the household's rice, gold 3): 21 days / 7; 'Answer: A 42 kg bag of rice will last for 3 weeks for the household.' = gold
tl32g:84|correct|boxed|R1-Distill: 42 / 2 = 21 days, 21 / 7; after </think> '### **Final Answer** \[ \boxed{3} \]' = gold
tl32g:85|correct|final_answer_phrase|hybrid: 21 days / 7 = 3 weeks; its four-step solution ending 'Final answer: The 42 kg bag of rice will last for 3 weeks.', repeated (8 copies, the last seven each opening with the question restated) until cut in the ninth at 'Step': its stated, never-contradicted 3 (loop convention) = gold
tl32g:86|correct|prose_sentence|base model (tasks[297], Sam's bread, gold 55): 120 - 65; 'Step 3: Answer the question. / Sam was off from his target for the week by 55 crates.' = gold
tl32g:87|correct|boxed|R1-Distill: 120 - 65 (across the edge of pages 1552000 and 1568000); after </think> '**Final Answer:** \[ \boxed{55} \]' = gold
tl32g:88|correct|final_answer_phrase|hybrid: 120 - 65 = 55; '9. Sam was off by 55 crates from his target for the week. / 10. The answer is 55 crates.', then numbered lines 'N. The final answer is 55 crates.' (145, lines 11-155) until cut at '156. The final answer is 5': its stated, never-contradicted 55 (loop convention) = gold
tl32g:89|wrong|answer_colon|base model (tasks[298], Carmen's auction, gold 500): counts 4 bids (3 from the others, 1 from Carmen), $200 + 4 x $50; 'Answer: The desk costs Carmen $400.': 400 != gold 500
tl32g:90|correct|boxed|R1-Distill: bids $200 to $500 in seven steps; after </think> '\[ \boxed{500} \]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
