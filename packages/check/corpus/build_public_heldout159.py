__doc__ = r"""Build public_heldout159.jsonl: a 159th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

124 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144, 148 and 153 read, read on from where round 153 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 14 consecutive
  pages 1072000-1280000, tasks[201] thinking and hybrid, tasks[202]-[241] all three models and
  tasks[242] base and thinking: 124 records (GSM8K test).

Method (rounds 76-153): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 153's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters. The page where round 153 stopped (1072000) was read again through read_file; its paste
is round 153's (/tmp/rounds/real153/pages, checked to 16,000 characters there and again here, the
decoded page byte-identical to round 153's; its start '.\n86. The answer is 6277 children.' and its
end, tasks[201].thinking_model at 'let's break down the problem ', match the page read again, and
that end meets the start of page 1088000, 'step by step.') and was not typed a second time. Page
1280000's first paste did not decode to 16,000 characters (4 short, for every loop count); the
file was read again from offset 1287990 (read_file, 16,000 characters from there, overlapping
1287990-1296000), which starts on the same text as the paste at that place, and showed the Mike
question's correct_answer to read 'So he writes for 30*6' where the paste had 'So he writes 30*6';
the paste was corrected at that one place, as the second read shows it, and the page then decodes
to 16,000 characters.
Long loops were NOT retyped, in three ways (the markers of round 153's mk.py):
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 where a page
has one such marker and requires exactly one to give the page length); where a loop ends on a
partial copy, the partial copy was pasted after the marker;
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding; where the lines are 'Step N: ...' the 'Step ' prefix was pasted before the marker
and carried at the end of the suffix ('Step @@N10-138|: The answer is 31 pens.\n\nStep @@');
(3) alternating numbered loops: @@A<a>-<b>|<suffix1>|<suffix2>@@, line i taking suffix1 when i - a
is even, suffix2 when odd; the page-length check then tests the whole page, so a wrong a or b
cannot pass.
Markers per page: g32 1104000 numbered '. The answer is 860 kilometers.' 5-149 (Micheal, the page
ending inside line 150 at '150. The'); g32 1168000 numbered '. The total number of flowers in the
vase is 15.' 6-119 (the roses; line 120 ends the record without its period); g32 1200000 numbered
'. The final answer is 9 days.' 5-166 (Andrew, cut at '167. The final answer'); g32 1216000
verbatim '   - Final answer: 1 hour\n' (Kalinda) 197 further copies, cut at '   - Final answer: ';
g32 1232000 alternating '. The answer is 75.' / '. The total number of insects in the garden is
75.' 5-139 (Dax, the page ending inside line 140; lines 141-143 and the start of 144 pasted whole on
page 1248000); g32 1264000 numbered 'Step 10' to 'Step 138' ': The answer is 31 pens.' (the Ram
hybrid, cut at 'Step ') and verbatim the Mary hybrid's five-step solution (from 'Step 1: Identify the
given information.' to 'Answer: 68 years.\n\n') 5 further copies, a partial copy after ('... - The
sum of the ages of the'); g32 1280000 the same unit (after the end of the partial copy) 2 further
copies, a partial copy after (to 'Step 5: Provide the final answer'). The company's advertising
hybrid (tasks[223]) cycles three line texts ('N. The total amount spent on advertising for the two
years is $20,000.', 'N. The company's total advertising expenditure over the two years is
$20,000.', 'N. The company spent a total of $20,000 on advertising over the two years.'), which no
single-suffix marker takes: lines 6-88 and the start of 89 were pasted whole on page 1184000 (and
'pent a total of $20,000' on page 1200000), and a script checked afterwards that every whole line
6-88 takes the text of i mod 3 (0, 1, 2 in that order; work/loopcheck.py), which the length
check alone would not catch. The counts agree with the copies that the records hold when counted by script (tl32g 16:
145 '. The answer is 860 kilometers.'; 49: 115 '. The total number of flowers in the vase is 15';
67: 89 numbered lines; 73: 162 '. The final answer is 9 days.'; 82: 198 '- Final answer: 1 hour';
94: 70 '. The answer is 75.' and 69 '. The total number of insects in the garden is 75.'; 106: 129
': The answer is 31 pens.'; 112: 10 'Answer: 68 years.'). The pages were joined in file order, so a
completion crossing an edge is taken whole. Each record's `r` was cut out of the joined page text
by script (the JSON string body as the file holds it between its field's opening quote and the next
unescaped quote; task numbers fixed from the first question met, tasks[198] Elaine's Pokemon cards
on page 1072000; `enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: the joined text starts inside tasks[197].hybrid_model (the children of Soda) and holds
tasks[198]-[200] and tasks[201] base, all taken by round 153: not taken again;
tasks[201].thinking_model (John's award), the record round 153 dropped, is whole here and taken
(tl32g 0), and so is tasks[201].hybrid_model (tl32g 1). Page 1280000 ends inside
tasks[242].hybrid_model (Mike's pen pals, at 'stopped writing to 2, s'): that record is cut by the
last page and was dropped (the check read from 1287990 shows it whole, but that read is not a page
of the join); tasks[242] base and thinking are whole and taken. Some completions are cut in the
file itself (the loops, one base answer and one R1-Distill answer, at the generation limit); they
are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 26,866
distinct texts, by script, reading no labels; work/repeats.py), with the rounds still in
/tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 6,541 distinct texts at the last run,
round 153 among them; work/repeats_rounds.py), and with the others of this round: none of the 124
repeats an earlier round or another of this round; none was dropped. The records are numbered in
file order (tl32g 0-123).

Repositories (124 records): thaotnguyen/thinking-llms-interp 124 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 124 (test), MATH 0. Prompt format: long_cot 124 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 121, wrong 1, no_answer 2; 0 debatable. Forms: prose_sentence 48, boxed 41,
answer_colon 20, final_answer_phrase 7, answer_is 6, truncated 2.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 41) 39 correct, 1 wrong (11:
Brinley, 93 x 6 - 367 = 191, averaging over six tests after dropping one), 1 no_answer (104: Ram's
pens, re-mixing the running total step by step until cut at step 50); thinking_model
(R1-Distill-Qwen-32B, 42) 41 correct, 1 no_answer (12: Brinley, cut inside its thinking at '464 /
5 = 9', before '</think>' and before any **Final Answer** line, though its working reached 98);
hybrid_model (41) 41 correct; 8 hybrids loop numbered answer lines, 'Step N' lines, alternating or
three-way cycling lines or whole solutions until cut (16, 49, 67, 73, 82, 94, 106, 112), labelled
by their stated, never-contradicted value, all correct; one (121) states its answer in words
('six').

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 1072000-1280000 joined (224,000 of 2,586,387 characters): tasks[201] thinking and hybrid
  (John's award), tasks[202]-[241] base, thinking, hybrid (Josie's grapes, Carl's cheese, Janet's
  pens, Brinley's test, Micheal's bike, Joe's candy, Rose's cakes, the cups and plates, Sara's
  jacket, Jerry's chickens, Gary's park, Sloane's customers, Jerry's pools, Lori's shoes, Janeth's
  loan, the roses and dahlias, Adrian, Harriet and Zack, Jojo's points, Carmen's puzzles, Celine's
  tank, Andy's flowers, the company's advertising, Carlos and Benji's rentals, Andrew's road trip,
  James's Pokemon cards, Chad's burrito, Kalinda's puzzle, Ashlyn's watermelons, Mark's cars,
  Kylie's shells, Dax's insects, the penguins, Steve's tomatoes, John's pizzas, Ram's pens,
  Johnny's allowance, Mary, Joan and Jessa, the school hall exits, James and Robert's candies,
  Dolly and Pandora's books), tasks[242] base and thinking (Mike's pen pals). Record number =
  place in file order.

Label conventions (rounds 72-153): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '\$114,\!200' and '$114,200' for 114200, '\$20,\!000' and '$20,000' for 20000,
'$276,000' for 276000, '33%' and '33\%' for 33, '$9.00' and '\$9.00' for 9, '2600\, \text{g}' and
'860 \text{ kilometers}' for their numbers, 'six' for 6); labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution, or
numbered answer lines) until cut mid-copy or to the generation limit is labelled by the stated,
never-contradicted value. R1 rule: an R1-Distill answer cut inside its thinking, before '</think>'
and before a **Final Answer** line, is no_answer (12). A base answer cut by the generation limit
before any final answer (104) is no_answer. An R1-Distill answer whose thinking reaches another
value than its solution after '</think>' is labelled by the solution's final answer (75: 30% in the
thinking, \boxed{33\%} after). Gold: GSM8K = the file's own correct_answer '####' value, commas
dropped (tasks[230]'s '276,000' as 276000; the build checks it against gsm8k/test.jsonl by the
question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 1072000
(read again; round 153's paste), 1088000, 1104000, 1120000, 1136000, 1152000, 1168000, 1184000,
1200000, 1216000, 1232000, 1248000, 1264000, 1280000 (14 pages), and 1287990 (a second read inside
page 1280000, to find its paste error; not a page of the join). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 1280000 (re-read it: it ends
inside tasks[242].hybrid_model, Mike's pen pals, at 'stopped writing to 2, s'; take tasks[242]
hybrid on; tasks[243] (Jason's phone plan, from about 1294000) to [499] unread, about 1.29 MB),
about 2.9 tasks a page (its base and R1-Distill models answer plainly, nearly always correctly,
now and then with a slip or a cut; its hybrids loop numbered or 'Step N' answer lines, alternating
or three-way cycling lines, bullet lines or whole solutions, which the @@N, @@A and @@U/@@R markers
of work/mk.py take without retyping; a loop whose lines cycle more than two texts, as the company
hybrid's three, takes no marker: paste it whole and check the cycle by script); the random-firing
MATH-500 file from 112000 (round 133's lead, tasks[51]-[78]); the other qwen2.5-32b files that
round 75 listed (hybrid-2/results/ bias-only and random-vectors MATH-500 files,
hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout159.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout159.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout159.jsonl"
SOURCE = "public_heldout159"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 1072000-1280000 joined (224,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|boxed|R1-Distill (tasks[201], John's award, gold 114200; the record round 153 dropped, cut by its last page): $104,000 + $5,200 + $5,000 (across the edge of pages 1072000 and 1088000); after </think> '### **Final Answer** \[ \boxed{\$114,\!200} \]' = gold ('\$114,\!200' for 114200)
tl32g:1|correct|prose_sentence|hybrid: $109,200 + $5,000 = $114,200; 'John made $114,200 that year.' = gold ('$114,200' for 114200)
tl32g:2|correct|answer_colon|base model (tasks[202], Josie's grapes, gold 100): 50 tons x 2; 'Answer: Josie's farm produces 100 barrels of wine per year.' = gold
tl32g:3|correct|boxed|R1-Distill: 10 x 5 x 2; after </think> '**Final Answer:** \[ \boxed{100} \]' = gold
tl32g:4|correct|answer_is|hybrid: 50 * 2 = 100; 'Final answer: 100 barrels of wine per year. / The answer is 100 barrels of wine per year.' = gold
tl32g:5|correct|prose_sentence|base model (tasks[203], Carl's cheese, gold 31): 14 + 9 + 8; 'Step 4: ... = 31 slices of cheese in total.' = gold
tl32g:6|correct|boxed|R1-Distill: 14 + 9 + 8; after </think> '**Final Answer:** \[ \boxed{31} \]' = gold
tl32g:7|correct|prose_sentence|hybrid: 14 + 9 + 8 = 31; 'So, Carl used 31 slices of cheese in total this week.' = gold
tl32g:8|correct|prose_sentence|base model (tasks[204], Janet's pens, gold 98): 22 + 10 + 54 + 12; 'So, the total number of pens Janet has now is 22 + 10 + 54 + 12 = 98 pens.' = gold
tl32g:9|correct|boxed|R1-Distill: 22 + 10 + 54 + 12; after </think> '**Final Answer:** \(\boxed{98}\)' = gold
tl32g:10|correct|answer_colon|hybrid: 22 + 10 + 54 + 12 = 98; 'Step 4: The final answer is 98 pens. ... / Answer: Janet has 98 pens now.' = gold
tl32g:11|wrong|prose_sentence|base model (tasks[205], Brinley's test, gold 98): drops the 71 (367) but takes the total for an average of 93 over six tests, 93 x 6 = 558, 558 - 367; 'Brinley needs a score of 191 on the sixth test to get an average of 93.': 191 != gold 98
tl32g:12|no_answer|truncated|R1-Distill: (367 + x) / 5 = 93, x = 98 (across the edge of pages 1088000 and 1104000), then checks 98, 71 and 70, and 97 ('367 + 97 = 464 / 464 / 5 = 9'), where the record ends (generation limit) inside its thinking, before </think> and before any **Final Answer** line: no final answer (R1 rule; 98 only in the working)
tl32g:13|correct|final_answer_phrase|hybrid: 465 - 367 = 98; 'Final Answer: Brinley needs to score 98 on her sixth test to get an average of 93.' and a closing code fence = gold
tl32g:14|correct|prose_sentence|base model (tasks[206], Micheal's bike, gold 860): 500 + 360; 'Micheal rode his bike a total of 860 kilometers.' = gold
tl32g:15|correct|boxed|R1-Distill: 500 + 360; after </think> '... = \boxed{860 \text{ kilometers}}' = gold
tl32g:16|correct|answer_is|hybrid: 500 + 360 = 860; '4. Therefore, Micheal rode a total of 860 kilometers in the seven weeks.', then numbered lines '5. The answer is 860 kilometers.' (145, lines 5-149) until cut at '150. The': its stated, never-contradicted 860 (loop convention) = gold
tl32g:17|correct|prose_sentence|base model (tasks[207], Joe's candy, gold 2600): 1000g + 1600g; 'So, Joe's bag of candy weighs 2600 grams.' = gold
tl32g:18|correct|boxed|R1-Distill: 1000 g + 1600 g (across the edge of pages 1104000 and 1120000); after </think> '**Final Answer:** \[ \boxed{2600\, \text{g}} \]' = gold
tl32g:19|correct|prose_sentence|hybrid: 1000 + 1600 = 2600; 'Therefore, Joe's bag of candy weighs 2600 grams.', Python code, 'The total weight of Joe's bag of candy is 2600 grams.' = gold
tl32g:20|correct|answer_colon|base model (tasks[208], Rose's cakes, gold 76): 4 + 12 + 60; 'Answer: Rose bought a total of 76 cakes after all three days.' = gold
tl32g:21|correct|boxed|R1-Distill: 4 + 12 + 60; after </think> '**Final Answer:** \[ \boxed{76} \]' = gold
tl32g:22|correct|prose_sentence|hybrid: 4 + 12 + 60 = 76; 'Therefore, Rose bought a total of 76 cakes after all three days.' = gold
tl32g:23|correct|answer_colon|base model (tasks[209], the cups and plates, gold 145): $34800 / 240; 'Answer: The total cost of buying each cup is $145.' = gold
tl32g:24|correct|boxed|R1-Distill: $34,800 / 240; after </think> '### **Final Answer** \[ \boxed{145} \]' = gold
tl32g:25|correct|prose_sentence|hybrid: $34,800 / 240 = $145, checked; 'Step 7: Final answer / The total cost of buying each cup is $145.' = gold
tl32g:26|correct|answer_colon|base model (tasks[210], Sara's jacket, gold 10): $40 / $4; 'Answer: Sara must mow the lawn 10 times before she can afford the jacket and shoes.' = gold
tl32g:27|correct|boxed|R1-Distill: $40 / $4; after </think> 'Sara needs to mow the lawn \(\boxed{10}\) times ...' = gold
tl32g:28|correct|prose_sentence|hybrid: $70 - $30 = $40, $40 / $4 = 10; 'Therefore, Sara must mow the lawn 10 times to afford the jacket and shoes.' = gold
tl32g:29|correct|prose_sentence|base model (tasks[211], Jerry's chickens, gold 4): 8R + 10 = 42 (across the edge of pages 1120000 and 1136000), R = 4; 'So, Jerry has 4 red chickens.' = gold
tl32g:30|correct|boxed|R1-Distill: 8R = 32, R = 4, checked; '**Final Answer** ... \boxed{4}.' before </think>; the summary ends 'Thus, the number of red chickens Jerry has is \(\boxed{4}\).' = gold
tl32g:31|correct|answer_is|hybrid: R = 4, W = 6; 'Step 10: ... The answer is 4 red chickens.', Python code, 'The answer is 4 red chickens.' = gold
tl32g:32|correct|prose_sentence|base model (tasks[212], Gary's park, gold 5): 15 miles / 3; 'Therefore, Gary spends 5 hours walking around the edge of the park.' = gold
tl32g:33|correct|boxed|R1-Distill: 2 x 7.5 = 15, 15 / 3 = 5; '**Final Answer** Gary spends \boxed{5} hours walking.' before </think>; the summary ends 'Thus, Gary spends \boxed{5} hours walking.' = gold
tl32g:34|correct|answer_colon|hybrid: 15 / 3 = 5; '5. Therefore, Gary spends 5 hours walking around the park. / Answer: 5 hours.' = gold
tl32g:35|correct|answer_colon|base model (tasks[213], Sloane's customers, gold 250): 500 - 250; 'Answer: Sloane counted 250 customers on the third day.' = gold
tl32g:36|correct|boxed|R1-Distill: 500 - 250; after </think> '**Final Answer:** \[ \boxed{250} \]' = gold
tl32g:37|correct|prose_sentence|hybrid: 500 - 250 = 250; 'Step 5: State the final answer. / Sloane counted 250 customers on the third day.' = gold
tl32g:38|correct|prose_sentence|base model (tasks[214], Jerry's pools, gold 8): S = 24 four minutes ago, S' = 24 - 16; 'So, the small pool has 8 gallons of water now.' = gold
tl32g:39|correct|boxed|R1-Distill: 4S + 16 = 2(S + 16), S = 8, checked; '**Final Answer** The small pool now has \boxed{8} gallons of water.' before </think>; the summary ends 'Thus, the small pool now has \(\boxed{8}\) gallons of water.' = gold
tl32g:40|correct|final_answer_phrase|hybrid: S = 24, 24 - 16 = 8; 'Step 11: Therefore, the small pool currently has 8 gallons of water. / The final answer is 8.' = gold
tl32g:41|correct|prose_sentence|base model (tasks[215], Lori's shoes, gold 44): $352 / $8; 'Lori will have to work 44 hours before she can make her purchase.' = gold
tl32g:42|correct|boxed|R1-Distill: $352.00 / $8.00; after </think> '**Final Answer:** \[ \boxed{44} \]' = gold
tl32g:43|correct|prose_sentence|hybrid: '$352.00 \ufffd $8.00 = 44 hours' (the division sign stored as U+FFFD); 'Therefore, Lori will need to work 44 hours to earn enough money to buy the shoes and belt.' = gold
tl32g:44|correct|prose_sentence|base model (tasks[216], Janeth's loan, gold 220): $2200 - $1980; 'So, Janeth's remaining balance after 12 months will be $220.' = gold
tl32g:45|correct|boxed|R1-Distill: $2200 - $1980; after </think> '**Final Answer:** \[ \boxed{220} \]' = gold
tl32g:46|correct|prose_sentence|hybrid: $2200 - $1980 = $220; 'Janeth's remaining balance by then will be $220.' = gold
tl32g:47|correct|prose_sentence|base model (tasks[217], the roses and dahlias, gold 15): 4 + 11; 'Therefore, there are 15 flowers in the vase in total.' = gold
tl32g:48|correct|boxed|R1-Distill: 4 + 11; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl32g:49|correct|prose_sentence|hybrid: 4 + 11 = 15 (across the edge of pages 1152000 and 1168000); '4. The answer is 15. / 5. The final answer is 15.', then numbered lines '6. The total number of flowers in the vase is 15.' (lines 6-120, the last without its period) until the record ends (generation limit): its stated, never-contradicted 15 (loop convention) = gold
tl32g:50|correct|prose_sentence|base model (tasks[218], Adrian, Harriet and Zack, gold 45): (24 + 66 + 45) / 3; 'So, the average age of Adrian, Harriet, and Zack in three years will be 45 years old.' = gold
tl32g:51|correct|boxed|R1-Distill: 135 / 3; after </think> '\[ \boxed{45} \]' = gold
tl32g:52|correct|prose_sentence|hybrid: 135 / 3 = 45; '8. The final answer is 45.', Python code, 'The average age of Adrian, Harriet, and Zack in three years will be 45 years old.' = gold
tl32g:53|correct|prose_sentence|base model (tasks[219], Jojo's points, gold 54): 251 - 197; 'Since the four students scored a total of 251 points, Jojo must have scored 251 - 197 = 54 points.' = gold
tl32g:54|correct|boxed|R1-Distill: 251 - 68 - 44 - 85; after </think> '**Final Answer:** \[ \boxed{54} \]' = gold
tl32g:55|correct|prose_sentence|hybrid: 251 - 197 = 54; 'Therefore, Jojo scored 54 points.' = gold
tl32g:56|correct|prose_sentence|base model (tasks[220], Carmen's puzzles, gold 70): 30 + 40; '... so she spent a total of 30 + 40 = 70 minutes playing these games.' = gold
tl32g:57|correct|boxed|R1-Distill: 30 + 40 (across the edge of pages 1168000 and 1184000); after </think> '**Final Answer:** \[ \boxed{70 \text{ minutes}} \]' = gold
tl32g:58|correct|prose_sentence|hybrid: 30 + 40 = 70; 'Step 5: Present the final answer. / - Carmen spent 70 minutes playing these games over the weekend.' = gold
tl32g:59|correct|answer_colon|base model (tasks[221], Celine's tank, gold 90): 30 + 60; 'Answer: There are 90 liters of water in the tank now.' = gold
tl32g:60|correct|boxed|R1-Distill: 30 + 60; after </think> '**Final Answer:** \[ \boxed{90} \]' = gold
tl32g:61|correct|answer_colon|hybrid: 30 + 60 = 90; 'Step 5: The final answer is 90 liters ... / Answer: 90 liters of water are in the tank now.' = gold
tl32g:62|correct|prose_sentence|base model (tasks[222], Andy's flowers, gold 140): 90 + 50; 'So, Andy plants a total of 140 flowers.' = gold
tl32g:63|correct|boxed|R1-Distill: 90 + 50; after </think> '**Final Answer:** \[ \boxed{140} \]' = gold
tl32g:64|correct|prose_sentence|hybrid: one paragraph, 90 + 50 = 140; 'Therefore, Andy plants a total of 140 flowers.' = gold
tl32g:65|correct|answer_colon|base model (tasks[223], the company's advertising, gold 20000): $15,000 + $5,000; 'Answer: The company spent a total of $20,000 on advertising for the two years.' = gold ('$20,000' for 20000)
tl32g:66|correct|boxed|R1-Distill: $15,000 + $5,000; after </think> '**Final Answer:** \[ \boxed{\$20,\!000} \]' = gold ('\$20,\!000' for 20000)
tl32g:67|correct|prose_sentence|hybrid: $15,000 + $5,000 = $20,000; '5. The final answer is $20,000.', then numbered lines cycling three sentences that each state $20,000 (lines 6-88 whole, across the edge of pages 1184000 and 1200000) until cut at '89. The company spent a total of $20,000': its stated, never-contradicted 20000 (loop convention) = gold ('$20,000' for 20000)
tl32g:68|correct|answer_colon|base model (tasks[224], Carlos and Benji's rentals, gold 180): $90 + $90; 'Answer: Carlos and Benji will pay a total of $180 for their rentals.' = gold
tl32g:69|correct|boxed|R1-Distill: 90 + 90; after </think> '**Final Answer:** \[ \boxed{180} \]' = gold
tl32g:70|correct|prose_sentence|hybrid: $90 + $90 = $180; 'Therefore, Carlos and Benji will pay a total of $180 for their rentals altogether.' = gold
tl32g:71|correct|answer_colon|base model (tasks[225], Andrew's road trip, gold 9): 6 + 3; 'Answer: Andrew will travel for a total of 9 days ...' = gold
tl32g:72|correct|boxed|R1-Distill: 6 + 3; after </think> '**Final Answer:** \[ \boxed{9} \]' = gold
tl32g:73|correct|final_answer_phrase|hybrid: 6 + 3 = 9; '4. The answer is 9 days.', then numbered lines '5. The final answer is 9 days.' (162, lines 5-166) until cut at '167. The final answer': its stated, never-contradicted 9 (loop convention) = gold
tl32g:74|correct|prose_sentence|base model (tasks[226], James's Pokemon cards, gold 33): 32 / 96 = 33.33%, rounded; 'So, the percentage chance (rounded to the nearest integer) that a randomly picked card will be a water type is 33%.' = gold ('33%' for 33)
tl32g:75|correct|boxed|R1-Distill: its thinking adds the cards to 106 and rounds 32 / 106 to 30% before </think>; its solution after </think> takes 30 + 34 + 32 = 96, 32 / 96 = 33.33% and ends '\[ \boxed{33\%} \]': the last final answer = gold ('33\%' for 33; 30% only in the thinking)
tl32g:76|correct|prose_sentence|hybrid: 32 / 96 = 33.33%, rounded to 33%; 'Final answer: 33%', Python code, 'The percentage chance that a randomly picked card will be a water type is 33%.' = gold ('33%' for 33)
tl32g:77|correct|prose_sentence|base model (tasks[227], Chad's burrito, gold 9): $14.00 - $5.00; 'Chad still owes $9.00 after using his gift card.' = gold ('$9.00' for 9)
tl32g:78|correct|boxed|R1-Distill: $14.00 - $5.00; after </think> '**Final Amount Owed:** \[ \boxed{\$9.00} \]' = gold ('\$9.00' for 9)
tl32g:79|correct|prose_sentence|hybrid: $14.00 - $5.00 = $9.00; 'Therefore, Chad still owes $9.00.' = gold ('$9.00' for 9)
tl32g:80|correct|answer_colon|base model (tasks[228], Kalinda's puzzle, gold 1): 360 / 6 = 60 minutes = 1 hour; 'Answer: It will take Kalinda and her mom 1 hour to complete the 360 piece puzzle.' = gold
tl32g:81|correct|boxed|R1-Distill: 60 / 60 = 1 hour; after </think> '**Final Answer:** \[ \boxed{1} \]' = gold
tl32g:82|correct|final_answer_phrase|hybrid: 360 / 6 = 60 minutes = 1 hour; '- Answer: 1 hour', then bullet lines '- Final answer: 1 hour' (198) until cut at '- Final answer: ': its stated, never-contradicted 1 (loop convention) = gold
tl32g:83|correct|answer_colon|base model (tasks[229], Ashlyn's watermelons, gold 21): 84 - 63; 'Answer: There were 21 watermelons not ready to be harvested after the two weeks.' = gold
tl32g:84|correct|boxed|R1-Distill: 84 - 63 (across the edge of pages 1216000 and 1232000); after </think> '4. **Final Answer:** \[ \boxed{21} \]' and 'After the two weeks, **21 watermelons** were not ready to be harvested.' = gold
tl32g:85|correct|final_answer_phrase|hybrid: 84 - 63 = 21; 'The final answer is 21 watermelons.' = gold
tl32g:86|correct|prose_sentence|base model (tasks[230], Mark's cars, gold 276000): $240,000 + $24,000 + $12,000; 'Therefore, Mark pays a total of $276,000 for everything.' = gold ('$276,000' for 276000)
tl32g:87|correct|boxed|R1-Distill: $240,000 + $24,000 + $12,000; after </think> '**Final Answer:** \[ \boxed{276000} \]' = gold
tl32g:88|correct|prose_sentence|hybrid: $240,000 + $24,000 + $12,000 = $276,000; 'Mark pays a total of $276,000 for everything.' = gold ('$276,000' for 276000)
tl32g:89|correct|answer_colon|base model (tasks[231], Kylie's shells, gold 50): 2 x 25; 'Answer: Kylie collects 50 shells on Tuesday.' = gold
tl32g:90|correct|boxed|R1-Distill: 2 x 25; after </think> '**Final Answer:** \[ \boxed{50} \]' = gold
tl32g:91|correct|answer_colon|hybrid: 2 * 25 = 50; 'Answer: Kylie collects 50 shells on Tuesday.' = gold
tl32g:92|correct|prose_sentence|base model (tasks[232], Dax's insects, gold 75): 50 + 25; 'Therefore, the total number of insects in the garden is 75.' = gold
tl32g:93|correct|boxed|R1-Distill: 50 + 25; after </think> '**Final Answer:** \[ \boxed{75} \]' = gold
tl32g:94|correct|answer_is|hybrid: 50 + 25 = 75; '4. The final answer is 75.', then numbered lines alternating '5. The answer is 75.' and '6. The total number of insects in the garden is 75.' (lines 5-143 whole, across the edge of pages 1232000 and 1248000) until cut at '144. The total number of insects in the garden is ': its stated, never-contradicted 75 (loop convention) = gold
tl32g:95|correct|answer_colon|base model (tasks[233], the penguins, gold 12): 36 - 24; 'Answer: There are 12 penguins still left sunbathing.' = gold
tl32g:96|correct|boxed|R1-Distill: 36 - 24; after </think> '**Final Answer:** \(\boxed{12}\)' = gold
tl32g:97|correct|prose_sentence|hybrid: 36 - 24 = 12; 'Answer: 12 penguins are still left sunbathing. / 12 penguins are still left sunbathing.' = gold
tl32g:98|correct|prose_sentence|base model (tasks[234], Steve's tomatoes, gold 21): 63 / 3; 'So, Steve needs 21 vines to produce enough tomatoes for both him and his girlfriend.' = gold
tl32g:99|correct|boxed|R1-Distill: 63 / 3; after </think> 'Steve needs \(\boxed{21}\) vines ...' = gold
tl32g:100|correct|final_answer_phrase|hybrid: 63 / 3 = 21; 'The final answer is 21 vines.' = gold
tl32g:101|correct|prose_sentence|base model (tasks[235], John's pizzas, gold 10): 80 / 8; 'So, John needs to order 10 pizzas to make sure each of his 20 friends can have 4 slices.' = gold
tl32g:102|correct|boxed|R1-Distill: 80 / 8; after </think> 'John needs to order \(\boxed{10}\) pizzas.' = gold
tl32g:103|correct|final_answer_phrase|hybrid: 80 / 8 = 10; 'Final answer: John needs to order 10 pizzas. / 10 pizzas.' = gold
tl32g:104|no_answer|truncated|base model (tasks[236], Ram's pens, gold 31): re-mixes the running total each step (25 + 5 = 30, 30 / 5 = 6, ...) to 'Step 50: ... So, he can make 1868/5 = 373 new pens (' (across the edge of pages 1248000 and 1264000), where the record ends (generation limit) before any final answer: no final answer
tl32g:105|correct|boxed|R1-Distill: 25 + 5 + 1; after </think> '**Final Answer:** \[ \boxed{31} \]' = gold
tl32g:106|correct|answer_is|hybrid: 25 + 5 + 1 = 31; 'Step 8: Therefore, the total number of pens Ram gets to have is 31. / Step 9: The final answer is 31 pens.', then 'Step N: The answer is 31 pens.' lines (129, steps 10-138) until cut at 'Step ': its stated, never-contradicted 31 (loop convention) = gold
tl32g:107|correct|prose_sentence|base model (tasks[237], Johnny's allowance, gold 90): $30 x 3; 'So, Johnny has $90 after a year.' = gold
tl32g:108|correct|boxed|R1-Distill: $30 x 3; after </think> '\[ \boxed{90} \]' = gold
tl32g:109|correct|answer_colon|hybrid: $30 * 3 = $90; 'Answer: Johnny has $90 after a year.' = gold
tl32g:110|correct|answer_colon|base model (tasks[238], Mary, Joan and Jessa, gold 68): 20 + 25 + 23; 'Answer: The sum of the ages of the three girls is 68 years old.' = gold
tl32g:111|correct|boxed|R1-Distill: 20 + 25 + 23; after </think> '**Final Answer:** \[ \boxed{68} \]' = gold
tl32g:112|correct|answer_colon|hybrid: 20 + 25 + 23 = 68; its five-step solution ending 'Answer: 68 years.', repeated whole (10 copies, across the edge of pages 1264000 and 1280000) until cut in the eleventh at 'Step 5: Provide the final answer': its stated, never-contradicted 68 (loop convention) = gold
tl32g:113|correct|prose_sentence|base model (tasks[239], the school hall exits, gold 280): 700 - 420; 'So, 280 students went out through exit C.' = gold
tl32g:114|correct|boxed|R1-Distill: 700 - 420; after </think> '**Final Answer:** \[ \boxed{280} \]' = gold
tl32g:115|correct|prose_sentence|hybrid: 700 - 420 = 280; 'The number of students who went out through exit C is 280.' = gold
tl32g:116|correct|prose_sentence|base model (tasks[240], James and Robert's candies, gold 21): 54 - 33; 'So, John has 21 more candies than James.' = gold
tl32g:117|correct|boxed|R1-Distill: 54 - 33; after </think> '**John has 21 more candies than James.** \[ \boxed{21} \]' = gold
tl32g:118|correct|answer_is|hybrid: 54 - 33 = 21; 'Final answer: John has 21 more candies than James. / The answer is 21.' = gold
tl32g:119|correct|prose_sentence|base model (tasks[241], Dolly and Pandora's books, gold 6): 3 + 3; 'This gives us a total of 6 books read collectively by Dolly and Pandora.' = gold
tl32g:120|correct|boxed|R1-Distill: 3 + 3; after </think> '\[ \boxed{6} \]' = gold
tl32g:121|correct|prose_sentence|hybrid: three books each, in words; '5. Therefore, the total number of books they collectively read is six.' = gold ('six' for 6)
tl32g:122|correct|prose_sentence|base model (tasks[242], Mike's pen pals, gold 3): 180 minutes / 60; 'So, Mike spends 180 / 60 = 3 hours writing a week.' = gold
tl32g:123|correct|boxed|R1-Distill: 30 pages x 6 minutes = 180 minutes = 3 hours; after </think> '**Final Answer:** \[ \boxed{3} \]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
