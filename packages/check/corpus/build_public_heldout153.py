__doc__ = r"""Build public_heldout153.jsonl: a 153rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

120 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144 and 148 read, read on from where round 148 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 13 consecutive
  pages 880000-1072000, tasks[161] thinking and hybrid, tasks[162]-[200] all three models and
  tasks[201] base: 120 records (GSM8K test).

Method (rounds 76-148): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 148's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters. The page where round 148 stopped (880000) was read again through read_file; its paste
is round 148's (/tmp/rounds/real148/pages, checked to 16,000 characters there and again here, the
decoded page byte-identical to round 148's; its start 'd paper) = $34' and its end,
tasks[161].thinking_model at '6 -', match the page read again, and that end meets the start of
page 896000, ' 3 = 3 \\text{ sea horses}') and was not typed a second time. Page 1008000's first
paste did not decode to 16,000 characters (11 short); the page was read again from offset 1013000
(read_file, 16,000 characters from there, overlapping 1013000-1024000), which showed the first
copy of the Jenna hybrid's loop to differ from the rest ('2. Jenna picked half as many as her mom:
20 / 2 = 10 apples.' where the later copies have 'half as many: 20 / 2'); that copy was pasted
whole before the loop unit, and the page then decodes to 16,000 characters.
Long loops were NOT retyped, in two ways (the markers of round 148's mk.py):
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 where a page
has one such marker and requires exactly one to give the page length); where a loop ends on a
partial copy, the partial copy was pasted after the marker, and where a loop starts on a page
inside a copy, the unit was pasted rotated (starting where the page starts);
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding; where the lines are 'Step N: ...' the 'Step ' prefix was pasted before the marker
and carried at the end of the suffix ('Step @@N8-157|: The answer is $18.\nStep @@'); the
page-length check then tests the whole page, so a wrong a or b cannot pass.
Markers per page: g32 880000 (round 148's paste) verbatim, the tadpoles hybrid's two alternating
'Step-by-step explanation' layouts, 9 further copies; g32 912000 verbatim the Jackie hybrid's
five-step solution rotated (from 't gain by subtracting the cost of the accountant' through
'Step 4: Calculate the ne') 9 further copies, a partial copy after ('... She loses 3'); g32 928000
numbered 'Step 8: The answer is $18.' 8-157 (Jimmy); g32 1008000 verbatim the Jenna hybrid's two
alternating 'Step-by-step explanation' layouts (one unit holding both, after the first, differing
copy and its partner pasted whole) 8 further copies, a whole first layout and a partial second
after ('4. Conclusion: They both picked'); g32 1056000 numbered '. The answer is 6277 children.'
8-84 (Soda, the page ending inside line 85); g32 1072000 the same 86-143. The Violetta hybrid's
numbered lines ('N. The answer is 10. To <verb>, the total cost of 5 crayons ...', the verb cycling
verify, check, confirm, ensure, validate) take no single-suffix marker and were pasted whole on
pages 1040000 (lines 5-7 and the start of 8) and 1056000 (the end of 8, lines 9-32 and the start of
33); a script checked afterwards that the pasted verbs follow the cycle (line i takes the verb of
i mod 5), which the length check alone would not catch. The counts agree with the copies that the
records hold when counted by script (tl32g 10: 11 'Final answer: Jackie will have $15 more'
lines; 22: 150 ': The answer is $18.' lines; 73: 22 'Answer: 30 apples.' and 10 'Conclusion: They
both picked 30'; 100: 29 '. The answer is 10. To' lines; 109: 136 '. The answer is 6277 children.'
lines). The pages were joined in file order, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file holds
it between its field's opening quote and the next unescaped quote; task numbers fixed from the
first question met, tasks[159] Finn's tadpoles on page 880000; `enc` = `json`, decoded once more by
the build; work/extract.py), never retyped.

Edges: the joined text starts inside tasks[158] (Raphael's school supplies) and holds tasks[158]
hybrid, tasks[159]-[160] and tasks[161] base, all taken by round 148: not taken again;
tasks[161].thinking_model (Anakin and Locsin's fish), the record round 148 dropped, is whole here
and taken (tl32g 0), and so is tasks[161].hybrid_model (tl32g 1). Page 1072000 ends inside
tasks[201].thinking_model (John's award, at 'let's break down the problem '): that record is cut by
the last page and was dropped (tasks[201].hybrid_model is not on the pages read); tasks[201] base
is whole and taken. Some completions are cut in the file itself (the loops and one base answer,
at the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 26,403
distinct texts, by script, reading no labels; work/repeats.py), with the rounds still in
/tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 6,119 distinct texts at the last run,
round 148 among them; work/repeats_rounds.py), and with the others of this round: none of the 120
repeats an earlier round or another of this round; none was dropped. The records are numbered in
file order (tl32g 0-119).

Repositories (120 records): thaotnguyen/thinking-llms-interp 120 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 120 (test), MATH 0. Prompt format: long_cot 120 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 115, wrong 4, no_answer 1; 2 debatable (40, 69). Forms: boxed 42, prose_sentence 35,
answer_colon 25, final_answer_phrase 12, answer_is 5, truncated 1.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 40) 39 correct, 1 no_answer (2: the
marbles, compounding step by step until cut at month 22); thinking_model (R1-Distill-Qwen-32B, 40)
37 correct, 3 wrong (30: 640 + 540 + 30 added as 1,190; 69: the relative reading, 100%, debatable;
84: the fair costs added as $101, 33.67); hybrid_model (40) 39 correct, 1 wrong (4: the marbles
compounded, $220.40); one hybrid (40) answers 95 minutes as '1 hour and 35 minutes', labelled
correct, debatable; 5 hybrids loop whole solutions, alternating layouts or numbered answer lines
until cut (10, 22, 73, 100, 109), labelled by their stated, never-contradicted value, all correct;
one (115) goes on after its answer with an invented system-prompt line holding no value.

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 880000-1072000 joined (208,000 of 2,586,387 characters): tasks[161] thinking and hybrid
  (Anakin and Locsin's fish), tasks[162]-[200] base, thinking, hybrid (the bag of marbles, the
  toys, Jackie's taxes, Elvira's computer, Sandra's eggs, Seth and Brooke's ages, Jimmy and Ethel's
  money, Pancho's miles, the band uniforms, Jake's legs, the four birds, Jessica's debts, Billy's
  potatoes, Juan and Carlos's lemonade, the Chinese team, Zaid's salary, Rani's crabs, Lloyd's
  tutoring, the class vote, Sandra's red roses, Jean's age, the relay, Jerry's die, Jenna's apples,
  Russell's straw, Mandy's debt, the wheat trader, the three friends at the fair, John's peaches,
  the ducks' insects, Tom's trees, Sue's flamingos, Violetta's crayons, the pens, the carrots, the
  children of Soda, Elaine's Pokemon cards, Mark's copy-editing, Baldur's water), tasks[201] base
  (John's award). Record number = place in file order.

Label conventions (rounds 72-148): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '€77' for 77, '$18,000' and '\boxed{\$18,\!000}' for 18000, '\boxed{\$92}' for 92,
'25%' for 25, '350$' for 350, '$12.00' for 12, '\boxed{6,\!277}' for 6277, '$114,200' for
114200); labels are against the gold as given. 40 ends on '1 hour and 35 minutes', the same
duration as the gold's 95 minutes in another form (the question names no unit): correct, marked
debatable. 69 ends on 100% (the relative increase of 50% over 25%) where the gold takes the
difference in percentage points (25): wrong, marked debatable, as the question's wording allows
the relative reading. Loop convention: a response that states its answer and then repeats it (or
its whole solution, or numbered answer lines) until cut mid-copy or to the generation limit is
labelled by the stated, never-contradicted value. A completion that goes on after its answer with
invented text (115: an invented system-prompt line) is labelled by its answer to the question
posed. R1 rule (none here): an R1-Distill answer cut inside its thinking, before '</think>' and
before a **Final Answer** line, is no_answer. A base answer cut by the generation limit before any
final answer (2) is no_answer. Gold: GSM8K = the file's own correct_answer '####' value, commas
dropped (tasks[201]'s '114,200' as 114200; the build checks it against gsm8k/test.jsonl by the
question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 880000
(read again; round 148's paste), 896000, 912000, 928000, 944000, 960000, 976000, 992000, 1008000,
1024000, 1040000, 1056000, 1072000 (13 pages), and 1013000 (a second read inside page 1008000, to
find its paste error; not a page of the join). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 1072000 (re-read it: it ends
inside tasks[201].thinking_model, John's award, at 'let's break down the problem '; take tasks[201]
thinking and hybrid on; tasks[202]-[499] unread, about 1.5 MB), about 2.8 tasks a page (its base
and R1-Distill models answer plainly, nearly always correctly, now and then with an addition slip;
its hybrids loop numbered or 'Step N' answer lines, whole solutions, alternating layouts or
invented lines, which the @@N and @@U/@@R markers of work/mk.py take without retyping; a loop whose
lines cycle more than two texts, as the Violetta hybrid's five verbs, takes no marker: paste it
whole and check the cycle by script; a loop's first copy can differ from the rest, as the Jenna
hybrid's did); the random-firing MATH-500 file from 112000 (round 133's lead, tasks[51]-[78]);
the other qwen2.5-32b files that round 75 listed (hybrid-2/results/ bias-only and random-vectors
MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout153.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout153.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout153.jsonl"
SOURCE = "public_heldout153"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 880000-1072000 joined (208,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|boxed|R1-Distill (tasks[161], Anakin and Locsin's fish, gold 32; the record round 148 dropped, cut by its last page): Locsin 5 + 3 + 5 = 13, 19 + 13 (across the edge of pages 880000 and 896000); after </think> '\[ \boxed{32} \]' = gold
tl32g:1|correct|prose_sentence|hybrid: 19 + 13 = 32 fish; 'Therefore, they were able to catch a total of 32 fish.' = gold
tl32g:2|no_answer|truncated|base model (tasks[162], the bag of marbles, gold 92): takes each 20% rise on the running price and works step by step to 'Step 22: Calculate the price after 22 months. / The price after 20 months is $123.834728448, and the price increase after 22 months is $24.7669456896.', where the record ends (generation limit) before any final answer: no final answer
tl32g:3|correct|boxed|R1-Distill: 18 rises of $4 = $72, $20 + $72; after </think> '\[ \boxed{\$92} \]' = gold ('\$92' for 92)
tl32g:4|wrong|prose_sentence|hybrid: compounds the rise, $20 x 1.20^18 = $220.399210, rounded; 'Therefore, the cost of a bag of marbles after 36 months is $220.40. / The cost of a bag of marbles after 36 months is $220.40.': 220.40 != gold 92
tl32g:5|correct|prose_sentence|base model (tasks[163], the toys, gold 50): $20 + $15 + $15; 'So, all the toys in the room are worth $50.' = gold
tl32g:6|correct|boxed|R1-Distill: $20 + $15 + $15; after </think> '**Final Answer:** \[ \boxed{50} \]' = gold
tl32g:7|correct|prose_sentence|hybrid: $20 + $15 + $15 = $50; '4. The total value of all toys is $50.' = gold
tl32g:8|correct|answer_colon|base model (tasks[164], Jackie's taxes, gold 15): $105 - $90; 'Answer: Jackie will have $15 more if she hires the accountant to do her taxes.' = gold
tl32g:9|correct|boxed|R1-Distill: $105 - $90; after </think> 'Jackie will have **\$15 more** ...' and '\[ \boxed{15} \]' = gold
tl32g:10|correct|final_answer_phrase|hybrid: $105 - $90 = $15; 'Step 5: Conclude that Jackie will have $15 more if she hires the accountant. / Final answer: Jackie will have $15 more if she hires the accountant.', then its whole five-step solution again and again (11 'Final answer: Jackie will have $15 more ...' lines, across the edge of pages 896000 and 912000) until cut at 'She loses 3': its stated, never-contradicted 15 (loop convention) = gold
tl32g:11|correct|prose_sentence|base model (tasks[165], Elvira's computer, gold 77): €1500 - €1423; 'Elvira will have €77 left for her clothing.' = gold ('€77' for 77)
tl32g:12|correct|boxed|R1-Distill: €1500 - €1423; after </think> '**Final Answer:** \[ \boxed{77} \]' = gold
tl32g:13|correct|prose_sentence|hybrid: €1500 - €1423 = €77; 'Answer: Elvira will have €77 left for her clothing. / Elvira will have €77 left for her clothing.' = gold
tl32g:14|correct|prose_sentence|base model (tasks[166], Sandra's eggs, gold 5): 45 eggs / 9; 'So, Sandra needs to babysit 5 times to get enough eggs ...' = gold
tl32g:15|correct|boxed|R1-Distill: 45 / 9 = 5 sessions; after </think> 'Sandra needs to babysit \(\boxed{5}\) times.' = gold
tl32g:16|correct|final_answer_phrase|hybrid: 45 / 9 = 5; '6. The answer is 5.', a step-by-step explanation, 'The final answer is 5.' = gold
tl32g:17|correct|answer_colon|base model (tasks[167], Seth and Brooke's ages, gold 16): 3x + 4 = 28, x = 8, 2 x 8; 'Answer: Seth is 16 years old.' = gold
tl32g:18|correct|boxed|R1-Distill: B = 8, S = 16; after </think> '**Final Answer:** \[ \boxed{16} \]' = gold
tl32g:19|correct|boxed|hybrid: B = 8, S = 2B = 16; 'So, the final answer is 16.', Python code and its printed '16', then 'The final answer is \(\boxed{16}\).' = gold
tl32g:20|correct|prose_sentence|base model (tasks[168], Jimmy and Ethel's money, gold 18): 2 x $8 + $2; 'Step 5: State the final answer. / Jimmy has $18.' = gold
tl32g:21|correct|boxed|R1-Distill: $16 + $2; after </think> '\[ \boxed{18} \]' = gold
tl32g:22|correct|answer_is|hybrid: $16 + $2 = $18; 'Step 6: Therefore, Jimmy has $18. / Step 7: The final answer is $18.', then numbered lines 'Step 8: The answer is $18.' (150 whole, steps 8-157) until cut at 'Step 158': its stated, never-contradicted 18 (loop convention) = gold
tl32g:23|correct|answer_colon|base model (tasks[169], Pancho's miles, gold 120): 100 + 20; 'Answer: Pancho walks 120 miles in a week.' = gold
tl32g:24|correct|boxed|R1-Distill: 100 + 20; after </think> '... = \boxed{120 \text{ miles}}' = gold
tl32g:25|correct|answer_colon|hybrid: 100 + 20 = 120; 'Step 6: The final answer is 120 miles. ... / Answer: Pancho walks 120 miles in a week.' = gold
tl32g:26|correct|prose_sentence|base model (tasks[170], the band uniforms, gold 150): $25 + $75 + $50; 'So, each uniform costs $150 total.' = gold
tl32g:27|correct|boxed|R1-Distill: 25 + 75 + 50 (across the edge of pages 928000 and 944000); '**Final Answer** ... \boxed{150} dollars.' before </think>; the summary ends 'Thus, the total cost for each uniform is \boxed{150} dollars.' = gold
tl32g:28|correct|prose_sentence|hybrid: $25 + $75 + $50 = $150; 'Step 4: The total cost of each uniform is $150.' = gold
tl32g:29|correct|prose_sentence|base model (tasks[171], Jake's legs, gold 1210): 640 + 540 + 30; 'So, Jake sees a total of 1210 legs.' = gold
tl32g:30|wrong|boxed|R1-Distill: 640 + 540 + 30 added as 1,190 (in its thinking and its summary); after </think> '... = 1,190 \) legs' and '\[ \boxed{1,\!190} \]': 1190 != gold 1210
tl32g:31|correct|final_answer_phrase|hybrid: 640 + 540 + 30 = 1210; 'Step 5: Therefore, Jake sees a total of 1210 legs. / The final answer is 1210.' = gold
tl32g:32|correct|prose_sentence|base model (tasks[172], the four birds, gold 51): 19 + 16 + 8 + 8; 'So, the total age of the four birds is 51 years old.' = gold
tl32g:33|correct|boxed|R1-Distill: 8 + 8 + 16 + 19; after </think> '\[ \boxed{51} \]' = gold
tl32g:34|correct|final_answer_phrase|hybrid: 19 + 16 + 8 + 8 = 51; 'The final answer is 51.' = gold
tl32g:35|correct|prose_sentence|base model (tasks[173], Jessica's debts, gold 18000): $1500 x 12; 'So, Jessica wants to pay $18,000 in a year on all her debts.' = gold ('$18,000' for 18000)
tl32g:36|correct|boxed|R1-Distill: $1,500 x 12; after </think> '\[ \boxed{\$18,\!000} \]' = gold ('\$18,\!000' for 18000)
tl32g:37|correct|answer_colon|hybrid: $1500 x 12 = $18,000/year; 'Answer: Jessica pays $18,000 in a year if she pays 50% more than the minimum on her debts.' = gold ('$18,000' for 18000)
tl32g:38|correct|prose_sentence|base model (tasks[174], Billy's potatoes, gold 95): 1.5833 minutes x 60 = 95 (its gold across the edge of pages 944000 and 960000); 'So, it will take Billy approximately 95 minutes to finish prepping the potatoes ...' = gold
tl32g:39|correct|boxed|R1-Distill: 90 + 5 minutes; after </think> '\[ \boxed{95 \text{ minutes}} \]' = gold
tl32g:40|correct|final_answer_phrase|debatable: hybrid: 90 + 5 = 95 minutes, then 'Step 7: Convert the total time into hours and minutes. / 95 minutes = 1 hour and 35 minutes.' and 'Final answer: It will take Billy 1 hour and 35 minutes to finish prepping the potatoes.': the same duration as gold 95 (minutes) written in hours and minutes (the question names no unit); 95 itself only in the working
tl32g:41|correct|answer_colon|base model (tasks[175], Juan and Carlos's lemonade, gold 15): 5 gallons x $3; 'Answer: They spent $15 on lemons.' = gold
tl32g:42|correct|boxed|R1-Distill: 5 x $3; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl32g:43|correct|prose_sentence|hybrid: 5 x $3 = $15; 'Therefore, they spent $15 on lemons.' and a closing code fence = gold
tl32g:44|correct|answer_colon|base model (tasks[176], the Chinese team, gold 100): 160 - 60; 'Answer: There are 100 girls on the Chinese team.' = gold
tl32g:45|correct|boxed|R1-Distill: 160 - 60; after </think> '**Final Answer:** \[ \boxed{100} \]' = gold
tl32g:46|correct|prose_sentence|hybrid: 160 - 60 = 100; 'Therefore, the number of girls on the Chinese team is 100.' = gold
tl32g:47|correct|prose_sentence|base model (tasks[177], Zaid's salary, gold 350): $1250 - $900; 'Therefore, Zaid will have $350 left after all these expenses and donations.' = gold
tl32g:48|correct|boxed|R1-Distill: its thinking subtracts every outflow from $6,000 and ends '... results in $650 remaining.' before </think>; its solution after </think> works $1,250 - $900 = $350 and ends '**Final Answer:** \[ \boxed{350} \]': the last final answer = gold (650 only in the thinking)
tl32g:49|correct|final_answer_phrase|hybrid: 1250 - 200 - 700 = 350; '10. Therefore, Zaid will have 350$ left ... / The final answer is 350$.' and a closing code fence = gold ('350$' for 350)
tl32g:50|correct|prose_sentence|base model (tasks[178], Rani, Monic and Bo's crabs, gold 122; its question across the edge of pages 960000 and 976000): '... the total number of crabs the three have together is 40 + 36 + 46 = 122 crabs.' = gold
tl32g:51|correct|boxed|R1-Distill: 40 + 36 + 46; after </think> '**Final Answer:** \[ \boxed{122} \]' = gold
tl32g:52|correct|answer_colon|hybrid: 40 + 36 + 46 = 122; 'Answer: The total number of crabs the three have together is 122.' = gold
tl32g:53|correct|prose_sentence|base model (tasks[179], Lloyd's tutoring, gold 130): $50 + $80; 'So, Lloyd earned $130 for the first two weeks.' = gold
tl32g:54|correct|boxed|R1-Distill: $50 + $80; after </think> '**Final Answer:** \[ \boxed{130} \]' = gold
tl32g:55|correct|prose_sentence|hybrid: $50 + $80 = $130; 'Step 5: Provide the final answer. Lloyd earned a total of $130 for the first two weeks of tutoring.' = gold
tl32g:56|correct|answer_colon|base model (tasks[180], the class vote, gold 20): 80 - 60; 'Answer: The loser received 20 votes.' = gold
tl32g:57|correct|boxed|R1-Distill: 80 - 60; after </think> '3. **Final Answer:** \[ \boxed{20} \]' = gold
tl32g:58|correct|answer_colon|hybrid: 80 - 60 = 20, checked; 'Answer: The loser received 20 votes.' = gold
tl32g:59|correct|prose_sentence|base model (tasks[181], Sandra's red roses, gold 160): W = 40, R = 160; 'Since Sandra ordered 160 red roses, Fred must deliver 160 red roses by 5 pm.' = gold
tl32g:60|correct|boxed|R1-Distill: C = 40, R = 160; after </think> 'Fred must deliver \(\boxed{160}\) red roses by 5 pm ...' = gold
tl32g:61|correct|final_answer_phrase|hybrid: 4 x 40 = 160; 'Final Answer: Fred must deliver 160 red roses by 5 pm.' and the same again as a sentence = gold
tl32g:62|correct|answer_colon|base model (tasks[182], Jean's age, gold 23): 28 / 2 + 5 = 19, 21, 23; 'Answer: Jean is 23 years old.' = gold
tl32g:63|correct|boxed|R1-Distill: 19, 21, 23; after </think> '**Final Answer:** \[ \boxed{23} \]' = gold
tl32g:64|correct|boxed|hybrid: 19 + 2 = 21, 21 + 2 = 23 (across the edge of pages 976000 and 992000); 'Final answer: Jean is 23 years old.', Python code and its output '23.0', 'The final answer is \(\boxed{23}\).' = gold
tl32g:65|correct|answer_colon|base model (tasks[183], the relay, gold 2): 222 - 220; 'Answer: The faster team wins by 2 seconds.' = gold
tl32g:66|correct|boxed|R1-Distill: 220 and 222 checked again and again; '**Final Answer** The faster team wins by \boxed{2} seconds.' before </think>; the summary ends 'Thus, the faster team (Team A) wins by \boxed{2} seconds.' = gold
tl32g:67|correct|prose_sentence|hybrid: 222 - 220 = 2; 'Therefore, the faster team will win by 2 seconds.' = gold
tl32g:68|correct|answer_colon|base model (tasks[184], Jerry's die, gold 25): 1/2 - 1/4 = 1/4 = 25%; 'Answer: It is 25% more likely that Jerry rolls a number greater than 3 than that he rolls two even numbers in a row.' = gold ('25%' for 25)
tl32g:69|wrong|boxed|debatable: R1-Distill: first 50% - 25% = 25%, then 'how much more likely' taken as the relative increase, (50 - 25)/25 = 100% (across the edge of pages 992000 and 1008000); '**Final Answer** The probability is \boxed{100\%} more likely.' before </think>; the summary ends 'rolling a number greater than 3 is \boxed{100\%} more likely ...': 100 != gold 25 (the gold takes the difference in percentage points; the relative reading is arguable, 25 only in the working)
tl32g:70|correct|final_answer_phrase|hybrid: 0.5 - 0.25 = 0.25 = 25%; 'The final answer is 25%.', Python code, 'The final answer is 25%.' and a closing code fence = gold ('25%' for 25)
tl32g:71|correct|answer_colon|base model (tasks[185], Jenna's apples, gold 30): 10 + 20; 'Answer: Jenna and her mom picked a total of 30 apples.' = gold
tl32g:72|correct|boxed|R1-Distill: 10 + 20; after </think> '**Final Answer:** \[ \boxed{30} \]' = gold
tl32g:73|correct|answer_colon|hybrid: 20 + 10 = 30; 'Answer: They both picked 30 apples in total.', then 'Step-by-step explanation:' layouts, two alternating, each ending 'Answer: 30 apples.' (22 'Answer: 30 apples.' lines in all) until cut at '4. Conclusion: They both picked': its stated, never-contradicted 30 (loop convention) = gold
tl32g:74|correct|prose_sentence|base model (tasks[186], Russell's straw, gold 5): 90 / 6 = 15 rats, 15 / 3; '... there are 15 rats / 3 cages = 5 rats in each cage.' = gold
tl32g:75|correct|boxed|R1-Distill: 18r + 70 = 160, r = 5 (across the edge of pages 1008000 and 1024000); after </think> 'There are \(\boxed{5}\) rats in each cage.' = gold
tl32g:76|correct|answer_is|hybrid: 90 / 6 = 15, 15 / 3 = 5; 'Step 6: The final answer is 5 rats in each cage. / The answer is 5.' = gold
tl32g:77|correct|prose_sentence|base model (tasks[187], Mandy's debt, gold 106): $100 + $6; 'Therefore, Mandy should give $106 to Benedict.' = gold
tl32g:78|correct|boxed|R1-Distill: 100 + 6 (simple interest); after </think> '**Final Answer:** \[ \boxed{106} \]' = gold
tl32g:79|correct|final_answer_phrase|hybrid: $100 + $6 = $106; 'Step 6: Therefore, Mandy should give Benedict $106 after 3 months. / The final answer is 106.' = gold
tl32g:80|correct|answer_colon|base model (tasks[188], the wheat trader, gold 50): $400 / $8; 'Answer: The trader sold 50 bags of wheat.' = gold
tl32g:81|correct|boxed|R1-Distill: 8x = 400; after </think> 'The trader sold \(\boxed{50}\) bags of wheat.' = gold
tl32g:82|correct|prose_sentence|hybrid: $400 / $8 = 50; 'Therefore, the trader sold 50 bags of wheat.' = gold
tl32g:83|correct|answer_colon|base model (tasks[189], the three friends at the fair, gold 34): $102 / 3; 'Answer: Each of the three friends paid $34.' = gold
tl32g:84|wrong|boxed|R1-Distill: $20.25 + $15.75 + $66 added as $101.00 (in its thinking and its summary), / 3; after </think> '... \approx \$33.67' and '**Final Answer:** \[ \boxed{33.67} \]': 33.67 != gold 34
tl32g:85|correct|prose_sentence|hybrid: $102 / 3 = $34; 'Therefore, each of the three friends paid $34.' = gold
tl32g:86|correct|answer_colon|base model (tasks[190], John's peaches, gold 360): 2 x 180; 'Answer: John collects 360 peaches.' = gold
tl32g:87|correct|boxed|R1-Distill: 2 x 180 (across the edge of pages 1024000 and 1040000); after </think> '**Final Answer:** \[ \boxed{360} \]' = gold
tl32g:88|correct|answer_is|hybrid: 2 * 180 = 360; 'Step 3: Present the final answer. John collects 360 peaches. / The answer is 360 peaches.' = gold
tl32g:89|correct|answer_colon|base model (tasks[191], the ducks' insects, gold 5): 35 / 7; 'Answer: The flock of ten ducks needs 5 pounds of insects per day to survive.' = gold
tl32g:90|correct|boxed|R1-Distill: 35 / 7; after </think> '**Final Answer:** \[ \boxed{5} \]' = gold
tl32g:91|correct|answer_colon|hybrid: 35 / 7 = 5 pounds/day; 'Answer: The flock of ten ducks needs 5 pounds of insects per day to survive.' = gold
tl32g:92|correct|answer_colon|base model (tasks[192], Tom's trees, gold 91): 130 - 39; 'Answer: Tom has 91 trees left after 10 years.' = gold
tl32g:93|correct|boxed|R1-Distill: 130 x 0.70; after </think> '### **Final Answer** \[ \boxed{91} \]' = gold
tl32g:94|correct|final_answer_phrase|hybrid: 130 - 39 = 91; 'The final answer is 91 trees.' = gold
tl32g:95|correct|prose_sentence|base model (tasks[193], Sue's flamingos, gold 24): 30 - 6; 'So, there were 24 more pink plastic flamingos out than white plastic flamingos at noon on Sunday.' = gold
tl32g:96|correct|boxed|R1-Distill: 30 - 6; after </think> '\[ \boxed{24} \]' = gold
tl32g:97|correct|prose_sentence|hybrid: one paragraph, 30 - 6 = 24; 'Therefore, there are 24 more pink plastic flamingos than white plastic flamingos ...' = gold
tl32g:98|correct|answer_colon|base model (tasks[194], Violetta's crayons, gold 10): $20 - $10; 'Answer: Violetta will get $10 in change.' = gold
tl32g:99|correct|boxed|R1-Distill: 5 x $2 = $10, $20 - $10; after </think> '**Final Answer:** \[ \boxed{10} \]' = gold
tl32g:100|correct|answer_is|hybrid: $20 - $10 = $10; '4. The final answer is $10.', then numbered lines '5. The answer is 10. To verify, the total cost of 5 crayons ... So, the answer is correct.', the verb cycling verify, check, confirm, ensure, validate (lines 5-32 whole, across the edge of pages 1040000 and 1056000) until cut in line 33 at 'Subtracting $10 from': its stated, never-contradicted 10 (loop convention) = gold
tl32g:101|correct|answer_colon|base model (tasks[195], the pens, gold 12): $1.50 x 8; 'Answer: 8 pens will cost $12.00.' = gold ('$12.00' for 12)
tl32g:102|correct|boxed|R1-Distill: 8 x $1.50 = $12.00; after </think> '**Final Answer:** \[ \boxed{12} \]' = gold
tl32g:103|correct|final_answer_phrase|hybrid: 8 * $1.50 = $12.00; 'Final answer: 8 pens will cost $12.00.' = gold ('$12.00' for 12)
tl32g:104|correct|answer_colon|base model (tasks[196], the carrots, gold 120): 200 - 80; 'Answer: 120 pounds of carrots will not be used.' = gold
tl32g:105|correct|boxed|R1-Distill: 200 - 80; after </think> '**Final Answer:** \[ \boxed{120} \]' = gold
tl32g:106|correct|prose_sentence|hybrid: 200 - 80 = 120; '6. The final answer is 120 pounds. / Answer: 120 pounds of carrots will not be used. / 120 pounds of carrots will not be used.' = gold
tl32g:107|correct|prose_sentence|base model (tasks[197], the children of Soda, gold 6277): 23786 - 17509; 'So, there are 6277 children in the city of Soda.' = gold
tl32g:108|correct|boxed|R1-Distill: 23,786 - 17,509; after </think> '**Final Answer:** \[ \boxed{6,\!277} \]' = gold ('6,\!277' for 6277)
tl32g:109|correct|answer_is|hybrid: 15369 - 9092 = 6277; '6. Therefore, there are 6277 children in Soda. / 7. The final answer is 6277 children.', then numbered lines '8. The answer is 6277 children.' (136, lines 8-143, across the edge of pages 1056000 and 1072000) until the record ends (generation limit): its stated, never-contradicted 6277 (loop convention) = gold
tl32g:110|correct|prose_sentence|base model (tasks[198], Elaine's Pokemon cards, gold 320): 20 + 60 + 40 + 200; '... the total number of Pokemon cards she has now is 20 + 60 + 40 + 200 = 320 cards.' = gold
tl32g:111|correct|boxed|R1-Distill: 20 + 60 + 40 + 200; after </think> '**Final Answer:** \[ \boxed{320} \]' = gold
tl32g:112|correct|prose_sentence|hybrid: one paragraph, 20 + 60 + 40 + 200 = 320; 'Therefore, Elaine has 320 Pokémon cards in total.' = gold
tl32g:113|correct|prose_sentence|base model (tasks[199], Mark's copy-editing, gold 7500): 2500 + 5000 cents; 'So, Mark makes 7500 cents in a week.' = gold
tl32g:114|correct|boxed|R1-Distill: 2500 + 5000 cents; after </think> '**Final Answer:** \[ \boxed{7500} \]' = gold
tl32g:115|correct|prose_sentence|hybrid: 2500 + 5000 = 7500 cents; 'Mark makes 7500 cents in a week.', then an invented system-prompt line ('You are a helpful assistant, who always provide explanation in a clear and concise manner.', no value): its answer to the question posed = gold
tl32g:116|correct|answer_colon|base model (tasks[200], Baldur's water, gold 55): 11 pails x 5 liters; 'Answer: Baldur gets 55 liters of water every day.' = gold
tl32g:117|correct|boxed|R1-Distill: 11 x 5; after </think> '**Final Answer:** \[ \boxed{55 \text{ liters}} \]' = gold
tl32g:118|correct|final_answer_phrase|hybrid: 11 * 5 = 55; 'Step 3: Present the final answer. Baldur gets 55 liters of water every day. / Final answer: 55 liters.' = gold
tl32g:119|correct|prose_sentence|base model (tasks[201], John's award, gold 114200): $104,000 + $5,200 + $5,000; 'So, John made $114,200 that year.' = gold ('$114,200' for 114200)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
