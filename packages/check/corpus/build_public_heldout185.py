__doc__ = r"""Build public_heldout185.jsonl: a 185th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

93 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144, 148, 153, 159, 165, 169, 175 and 181 read, read on from
where round 181 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 12 consecutive
  pages 1984000-2160000, tasks[381] hybrid, tasks[382]-[411] all three
  models and tasks[412] base and thinking: 93 records (GSM8K test).

Method (rounds 76-181): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 181's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters, each at its first paste. The page where round 181 stopped (1984000) was not typed a
second time: its paste is round 181's (/tmp/rounds/real181/pages, decoded here to 16,000 characters,
the decoded page byte-identical to round 181's); its end, tasks[381].hybrid_model at '95. The answer
is 67 kilome', meets the start of page 2000000 as read this round, 'ters.\n96. The answer is 67
kilometers.\n...'.
Long loops were NOT retyped, with the markers of round 181's mk.py:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 and requires
exactly one to give the page length); where a loop ends on a partial copy, the partial copy was
pasted after the marker;
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding (@@A and @@C, alternating and cycling lines, were not needed this round).
Markers per page: g32 1984000 (round 181's paste) numbered '5' to '158' ': The answer is 21.\nStep '
and '6' to '94' '. The answer is 67 kilometers.\n'; g32 2000000 numbered '96' to '168' '. The answer
is 67 kilometers.\n' (the Cho hybrid, tasks[381], the record ending at '169. The answer is 67
kilometers') and '10' to '188' '. The answer is 4.\n' (the Millie hybrid, tasks[383], the page
ending at '189.'); g32 2016000 none (the Millie lines 189-199 and the James hybrid's first two copies
pasted whole); g32 2032000 verbatim the James hybrid's (tasks[388]) two-step solution (from 'Step 1:
Determine the number of messages delivered to Mr. Yu.' to 'Therefore, James delivers a total of 88
messages.\n', a partial copy before it pasted whole) 9 further copies, a partial copy after (to
'Step 2: Calculate the total number of messages delivered', the record's end); g32 2048000 numbered
'10' to '150' '. The final answer is 20%.\n' (the Carol hybrid, tasks[393], the record ending at
'151.'); g32 2064000 numbered '7' to '168' '. The answer is 92 books.\n' (the Wendy hybrid, tasks[394],
the record ending at '169. The answer is ') and '10' to '153' ': The answer is 38.\nStep ' (the Erica
hybrid, tasks[395], the marker after 'Step 9: The final answer is 38.\nStep ', the record ending at
'15'); g32 2080000 numbered '6' to '153' '. The final answer is 12 years.\n' (the Alice hybrid,
tasks[399], the record ending at '154. The final answer is'); g32 2096000 verbatim the milk hybrid's
(tasks[400]) three-step solution (from 'Step 1: Determine the total amount of milk John drank.' to
'Final answer: John consumed 48 calories.\n', the record's first copy the unit itself) 15 further
copies, a partial copy after (to '= 16 ounces.\n\n', the record's end) and numbered '7' to '125'
'. The final answer is 14400.\n' (the builder hybrid, tasks[401], the page ending at '126. The final
answer is 14400.\' with the first character of an escape); g32 2112000 none (lines 127-133 pasted
whole); g32 2128000 numbered '7' to '51' '. The answer is 2,000 steps.\n' (the Elliott hybrid,
tasks[407], the page ending at '52. The answer is 2,000 st'); g32 2144000 numbered '53' to '133' (the
same record, ending at '134.') and '10' to '123' '. The final answer is $42,000.\n' (the Carolyn
hybrid, tasks[409], the record ending at '124.'); g32 2160000 verbatim the Shannon hybrid's
(tasks[412]) four-paragraph solution (the first copy the unit itself) 8 further copies and a partial
copy (the record is cut by the last page, not taken).
The counts agree with the copies that the records hold when counted by script (work/loopcheck.py:
tl32g 0: 163 '. The answer is 67 kilometers.'; 6: 190 '. The answer is 4.'; 21: 13 'Therefore, James
delivers a total of 88 messages.'; 36: 142 '. The final answer is 20%.'; 39: 162 '. The answer is 92
books.'; 42: 144 ': The answer is 38.'; 54: 148 '. The final answer is 12 years.'; 57: 16 'Final
answer: John consumed 48 calories.'; 60: 128 '. The final answer is 14400.'; 78: 127 '. The answer is
2,000 steps.'; 84: 114 '. The final answer is $42,000.').
The pages were joined in file order, so a completion crossing an edge is taken whole (10 records
cross a page edge, noted in LABELS). Each record's `r` was cut out of the joined page text by script
(the JSON string body as the file holds it between its field's opening quote and the next unescaped
quote; task numbers fixed from the first question met, tasks[379] Rachel's cookies on page 1984000;
`enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: the joined text starts inside tasks[378].hybrid_model (Lindsay's socks) and holds tasks[379]
and [380] all three models and tasks[381] base and thinking, all taken by round 181: not taken
again; tasks[381].hybrid_model (Cho and Chloe's hikes), the record round 181 dropped, is whole here
and taken (tl32g 0). Page 2160000 ends inside tasks[412].hybrid_model (Shannon's madeleines, in its
looping solution at 'the number of dozens needed i'): that record is cut by the last page and was
dropped; tasks[412] base and thinking are whole and taken (tl32g 91, 92). Some completions are cut in
the file itself (the loops, at the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 29,052 distinct texts,
by script, reading no labels; work/repeats.py), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl, 8,810 distinct texts at the last run, round 181 among them;
work/repeats_rounds.py), and with the others of this round: none of the 93 repeats an earlier round
or another of this round; none was dropped. The records are numbered in file order (tl32g 0-92).

Repositories (93 records): thaotnguyen/thinking-llms-interp 93 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 93 (test), MATH 0. Prompt format: long_cot 93 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 82, wrong 11, no_answer 0; 1 debatable (33). Forms: boxed 32, prose_sentence 28,
answer_colon 16, final_answer_phrase 11, answer_is 6.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 31) 28 correct, 3 wrong (64: Mel's air
conditioner, 135 against the gold's 81; 73: Allan's corn, the bought corns taken away, 160; 82:
Carolyn's employees, one week's pay a month, 42000); thinking_model (R1-Distill-Qwen-32B, 31) 28
correct, 3 wrong (38: Wendy's books, the 36 on the shelves taken away, 56; 65: Mel, 135; 83:
Carolyn, 42000); hybrid_model (31) 26 correct, 5 wrong (6: Millie's lemonade, revenue not profit per
hour, 4; 66: Mel, 13.5; 75: Allan, 240; 81: Toby's flight, 10; 84: Carolyn, 42000).
11 hybrids loop answer lines or whole solutions until cut or to the limit (0, 6, 21, 36, 39, 42, 54,
57, 60, 78, 84), labelled by their stated value (loop convention; 6 and 84 loop their wrong 4 and
42,000); two end on an invented system line (base 25, hybrid 33); two hybrids add Python code after
their answer (30, 66).

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 1984000-2160000 joined (192,000 of 2,586,387 characters): tasks[381] hybrid (Cho and Chloe),
  tasks[382]-[411] base, thinking, hybrid (Axel's pesos, Millie's lemonade, Mr. Ruther's land,
  Lisa's choir, Wilson's grade, the erasers and pencils, James's messages, David's bracelet, Monica's
  bows, Betty's and Sam's popsicles, Tim's streaming services, Carol's song, Wendy's books, Erica's
  cards, Jenny's pizza, Mark's bike, Nancy's bugs, Alice's age, John's milk, the builder's pay, Mark's
  brownies, Mel's air conditioner, Jane's zebras, Tyson's sandwiches, Allan's corn, Elliott's steps,
  Toby's book, Carolyn's employees, Sally's seashore money, Tim's fireworks), tasks[412] base and
  thinking (Shannon's madeleines). Record number = place in file order.

Label conventions (rounds 72-181): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '67 kilometers' for
67, '20%' and '20\%' for 20, '$14,400' and '14,\!400' for 14400, '2,000' for 2000, '$50.00' and
'\$50.00' for 50, '$3.00' for 3, '350 pesos' for 350); labels are
against the gold as given (64-66: Mel's air conditioner, the gold's 81 from reading the cut as 5
hours of use against the models' 135). Loop convention: a response that states its answer and then
repeats it (or its whole solution, or numbered answer lines) until cut mid-copy or to the
generation limit is labelled by the stated, never-contradicted value. Gold: GSM8K = the file's own
correct_answer '####' value, commas dropped (the build checks it against gsm8k/test.jsonl by the
question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 1984000
(round 181's paste, its decoded page checked byte-identical; its end checked against the start of
2000000), 2000000, 2016000, 2032000, 2048000, 2064000, 2080000, 2096000, 2112000, 2128000, 2144000,
2160000 (12 pages, 11 read this round). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 2160000 (re-read it: it ends
inside tasks[412].hybrid_model, Shannon's madeleines, in its looping four-paragraph solution at 'the
number of dozens needed i'; take tasks[412] hybrid on; tasks[413] to [499] unread, about 0.41 MB),
about 3 tasks a page (its base and R1-Distill models answer plainly, mostly correctly, now and then
with a slip; its hybrids loop numbered answer lines or whole solutions, which the @@N and @@U/@@R
markers of work/mk.py take without retyping); the random-firing MATH-500 file from 112000 (round
133's lead, tasks[51]-[78]); the other qwen2.5-32b files that round 75 listed (hybrid-2/results/
bias-only and random-vectors MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json)
are still unread.

Usage: python build_public_heldout185.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout185.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout185.jsonl"
SOURCE = "public_heldout185"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 1984000-2160000 joined (192,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|answer_is|hybrid (tasks[381], Cho and Chloe's hikes, gold 67; the record round 181 dropped, cut by its last page): 112 km - 45 km = 67 km; '5. The final answer is 67 kilometers.', then numbered lines 'N. The answer is 67 kilometers.' (lines 6-168, across the edge of pages 1984000 and 2000000) until cut at '169. The answer is 67 kilometers': its stated, never-contradicted 67 (loop convention) = gold ('67 kilometers' for 67)
tl32g:1|correct|prose_sentence|base model (tasks[382], Axel's pesos, gold 350): 130 + 220; 'Step 5: ... Axel has 130 pesos and Anna has 220 pesos, so together they have 130 + 220 = 350 pesos.' = gold
tl32g:2|correct|boxed|R1-Distill: 150 + 200; after </think> '**Final Answer:** \[ \boxed{350} \]' = gold
tl32g:3|correct|final_answer_phrase|hybrid: 50 + 80 + 100 + 120 = 350; 'The final answer is 350 pesos.' = gold
tl32g:4|correct|answer_colon|base model (tasks[383], Millie's lemonade, gold 2): $18 / 9; 'Answer: Millie will make a profit of $2 per hour that she spends running the lemonade stand.' = gold
tl32g:5|correct|boxed|R1-Distill: $18 / 9 hours; after </think> 'Thus, Millie makes a profit of \boxed{2} dollars per hour.' = gold
tl32g:6|wrong|answer_is|hybrid: divides the revenue, not the profit, by the hours, $36 / 9 = $4; '9. Therefore, Millie makes a profit of $4 per hour running the lemonade stand.', then numbered lines 'N. The answer is 4.' (lines 10-199, across the edge of pages 2000000 and 2016000) until cut at '20': 4 != gold 2
tl32g:7|correct|prose_sentence|base model (tasks[384], Mr. Ruther's land, gold 32): (5/2) x 12.8; 'Step 4: State the answer. / Mr. Ruther had 32 hectares of land at first.' = gold
tl32g:8|correct|boxed|R1-Distill: 12.8 x 5/2; after </think> '- Mr. Ruther originally had \(\boxed{32}\) hectares of land.' = gold
tl32g:9|correct|final_answer_phrase|hybrid: x = 12.8 x 2.5 = 32; 'Final answer: Mr. Ruther initially had 32 hectares of land.' = gold
tl32g:10|correct|answer_colon|base model (tasks[385], Lisa's choir, gold 16): 13 + 3; 'Answer: 16 people sang in the performance.' = gold
tl32g:11|correct|boxed|R1-Distill: 13 + 3; after </think> '**Final Answer:** \[ \boxed{16} \]' = gold
tl32g:12|correct|prose_sentence|hybrid: 13 + 3 = 16; 'Step 5: State the final answer. / The total number of people who sang in the performance is 16.' = gold
tl32g:13|correct|answer_colon|base model (tasks[386], Wilson's grade, gold 80): 400 / 5; 'Answer: Wilson's current math grade is 80, which meets the requirement for having the car for the weekend.' = gold
tl32g:14|correct|boxed|R1-Distill: its thinking sums to 399 and rounds 79.8 to 80, its solution slips to 473 and recounts 400, 400 / 5; after </think> '**Final Answer:** \[ \boxed{80} \]' = gold
tl32g:15|correct|prose_sentence|hybrid: 400 / 5 = 80; 'Therefore, Wilson's current math grade is 80, and he will be able to have the car for the weekend.' = gold
tl32g:16|correct|prose_sentence|base model (tasks[387], the erasers and pencils, gold 36): $12 + $24; 'So, 6 erasers and 8 pencils cost $36.' = gold
tl32g:17|correct|boxed|R1-Distill: $12 + $24; after </think> '**Final Answer:** \[ \boxed{36} \]' = gold
tl32g:18|correct|prose_sentence|hybrid: $12 + $24 = $36; 'Step 5: The total cost for 6 erasers and 8 pencils is $36.' = gold
tl32g:19|correct|prose_sentence|base model (tasks[388], James's messages, gold 88): 66 + 22; 'So, James delivers a total of 88 messages.' = gold
tl32g:20|correct|boxed|R1-Distill: 66 + 22; after </think> '**Final Answer:** \[ \boxed{88} \]' = gold
tl32g:21|correct|prose_sentence|hybrid: 66 + 22 = 88; its two-step solution ending 'Therefore, James delivers a total of 88 messages.' repeated whole (13 copies, across the edge of pages 2016000 and 2032000) until cut in the fourteenth at 'Step 2: Calculate the total number of messages delivered': its stated, never-contradicted 88 (loop convention) = gold
tl32g:22|correct|prose_sentence|base model (tasks[389], David's bracelet, gold 6): $36 - $30; 'Step 5: Determine how much money David saves. / David saves $6 by buying a ride bracelet instead of individual tickets.' = gold
tl32g:23|correct|boxed|R1-Distill: $36 - $30; after </think> '**Final Answer:** \[ \boxed{6} \]' = gold
tl32g:24|correct|answer_colon|hybrid: $36 - $30 = $6; 'Answer: David saves $6 by buying a ride bracelet instead of individual tickets.' = gold
tl32g:25|correct|prose_sentence|base model (tasks[390], Monica's bows, gold 12): 144 / 12; 'So, Monica can use 12 inches of ribbon for each gift bow.', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it = gold
tl32g:26|correct|boxed|R1-Distill: 144 / 12; after </think> '3. **Final Answer:** Monica can use \(\boxed{12}\) inches of ribbon for each gift bow.' = gold
tl32g:27|correct|prose_sentence|hybrid: 144 / 12 = 12; 'Therefore, Monica can use 12 inches of ribbon for each gift bow.' = gold
tl32g:28|correct|answer_colon|base model (tasks[391], Betty's and Sam's popsicles, gold 15): 90 - 75; 'Answer: Sam has 15 more popsicles than Betty.' = gold
tl32g:29|correct|boxed|R1-Distill: 90 - 75; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl32g:30|correct|boxed|hybrid: 90 - 75 = 15 (across the edge of pages 2032000 and 2048000); 'Therefore, Sam has 15 more popsicles than Betty.', then Python code and its output '15.0', 'The difference in the number of popsicles that Sam has more than Betty is \(\boxed{15}\).' = gold
tl32g:31|correct|prose_sentence|base model (tasks[392], Tim's streaming services, gold 34): $60 - $26; 'So, Tim saves $34 by cancelling his $60 cable package and getting the streaming services.' = gold
tl32g:32|correct|boxed|R1-Distill: $60 - $26; after </think> 'Tim saves \(\boxed{34}\) dollars each month by canceling his cable subscription.' = gold
tl32g:33|correct|prose_sentence|debatable: hybrid: monthly $60 - $26 = $34, then adds 'Step 5: Calculate the annual savings.' $34 * 12 = $408; 'Tim saves $34 per month and $408 per year by cancelling his cable subscription and getting streaming services.', then an invented system line: the question's prices are monthly and the reply names $34 the monthly saving (= gold 34), the $408 a further quantity named as yearly, not a second answer to the same quantity; a reading that takes the last number would give 408
tl32g:34|correct|answer_colon|base model (tasks[393], Carol's song, gold 20): (1.5 / 7.5) * 100; 'Answer: Carol spent 20% of her total work time editing the song.' = gold ('20%' for 20)
tl32g:35|correct|boxed|R1-Distill: (1.5 / 7.5) x 100; after </think> '**Final Answer:** \[ \boxed{20\%} \]' = gold ('20\%' for 20)
tl32g:36|correct|final_answer_phrase|hybrid: (90 / 450) * 100 = 20%; '9. The final answer is 20%.', then numbered lines 'N. The final answer is 20%.' (lines 10-150) until cut at '151.': its stated, never-contradicted 20 (loop convention) = gold ('20%' for 20)
tl32g:37|correct|prose_sentence|base model (tasks[394], Wendy's books, gold 92): 72 + 20; 'Step 4: Determine the number of books Wendy needs to carry. / Wendy needs to carry 92 books to complete her task.' = gold
tl32g:38|wrong|boxed|R1-Distill: its thinking reaches 92, its solution takes the 36 books already on the shelves away, 92 - 36 = 56; after </think> '**Final Answer:** \[ \boxed{56} \]': 56 != gold 92 (the 92 only in the working)
tl32g:39|correct|answer_is|hybrid: 72 + 20 = 92; '6. The final answer is 92 books.', then numbered lines 'N. The answer is 92 books.' (lines 7-168, across the edge of pages 2048000 and 2064000) until cut at '169. The answer is ': its stated, never-contradicted 92 (loop convention) = gold
tl32g:40|correct|answer_colon|base model (tasks[395], Erica's cards, gold 38): 21 + 17; 'Answer: Erica now has 38 Valentine's Day cards.' = gold
tl32g:41|correct|boxed|R1-Distill: 21 + 17; after </think> '\[ \boxed{38} \]' = gold
tl32g:42|correct|answer_is|hybrid: 67 - 29 = 38; 'Step 9: The final answer is 38.', then 'Step N: The answer is 38.' (steps 10-153) until cut at 'Step 15': its stated, never-contradicted 38 (loop convention) = gold
tl32g:43|correct|answer_colon|base model (tasks[396], Jenny's pizza, gold 3): 5 - 2; 'Answer: There are 3 slices left after Jenny gives slices to Bill and Mark and eats 2 slices herself.' = gold
tl32g:44|correct|boxed|R1-Distill: 12 - 9; after </think> '**Final Answer:** \[ \boxed{3} \]' = gold
tl32g:45|correct|answer_is|hybrid: 12 - 9 = 3 (across the edge of pages 2064000 and 2080000); 'Answer: There are 3 slices left. / Therefore, the answer is 3 slices.' = gold
tl32g:46|correct|prose_sentence|base model (tasks[397], Mark's bike, gold 25): $250 / $10; 'Therefore, Mark needs to save his money for 25 days to buy the bike.' = gold
tl32g:47|correct|boxed|R1-Distill: $250 / $10; after </think> 'Mark needs to save his money for \(\boxed{25}\) days.' = gold
tl32g:48|correct|answer_colon|hybrid: (300 - 50) / 10 = 25; 'Answer: Mark needs to save for 25 days to buy the bike.', then a one-paragraph restatement ending with the same answer line = gold
tl32g:49|correct|prose_sentence|base model (tasks[398], Nancy's bugs, gold 168): 90 + 30 + 48; 'So, Nancy counted a total of 168 bugs.' = gold
tl32g:50|correct|boxed|R1-Distill: 90 + 30 + 48; after </think> '**Final Answer:** \[ \boxed{168} \]' = gold
tl32g:51|correct|prose_sentence|hybrid: 90 + 30 + 48 = 168; 'Therefore, Nancy counted a total of 168 bugs. / The total number of bugs Nancy counted is 168.' = gold
tl32g:52|correct|answer_colon|base model (tasks[399], Alice's age, gold 12): 42 - 30; 'Answer: The difference between the ages of Alice and Erica is 12 years.' = gold
tl32g:53|correct|boxed|R1-Distill: 42 - 30; after </think> '**Final Answer:** \[ \boxed{12} \]' = gold
tl32g:54|correct|final_answer_phrase|hybrid: 42 - 30 = 12; '5. The answer is 12 years.', then numbered lines 'N. The final answer is 12 years.' (lines 6-153) until cut at '154. The final answer is': its stated, never-contradicted 12 (loop convention) = gold
tl32g:55|correct|answer_colon|base model (tasks[400], John's milk, gold 48): 16 * 3; 'Answer: John consumed 48 calories.' = gold
tl32g:56|correct|boxed|R1-Distill: 16 x 3 (across the edge of pages 2080000 and 2096000); after </think> '**Final Answer:** \[ \boxed{48} \]' = gold
tl32g:57|correct|final_answer_phrase|hybrid: 16 * 3 = 48; its three-step solution ending 'Final answer: John consumed 48 calories.' repeated whole (16 copies) until cut in the seventeenth at '= 16 ounces.': its stated, never-contradicted 48 (loop convention) = gold
tl32g:58|correct|answer_colon|base model (tasks[401], the builder's pay, gold 14400): 288 * $50; 'Answer: The builder earns $14,400 if he works for a year.' = gold ('$14,400' for 14400)
tl32g:59|correct|boxed|R1-Distill: $1,200 x 12; after </think> '**Final Answer:** \[ \boxed{14,\!400} \]' = gold ('14,\!400' for 14400)
tl32g:60|correct|final_answer_phrase|hybrid: 288 * 50 = $14,400; '5. The answer is $14,400. / 6. The final answer is 14400.', then numbered lines 'N. The final answer is 14400.' (lines 7-133, across the edge of pages 2096000 and 2112000) until cut at '134. The final answer is 14': its stated, never-contradicted 14400 (loop convention) = gold
tl32g:61|correct|answer_colon|base model (tasks[402], Mark's brownies, gold 4): 6 - 2; 'Answer: Mark has to buy 4 more bags of flour than bottles of milk.' = gold
tl32g:62|correct|boxed|R1-Distill: 6 - 2; after </think> 'Thus, Mark has to buy \(\boxed{4}\) more bags of flour than bottles of milk.' = gold
tl32g:63|correct|final_answer_phrase|hybrid: 12 / 2 = 6, 4 / 2 = 2 (a replacement character for the division sign), 6 - 2 = 4; 'Answer: Mark needs to buy 4 more bags of flour than bottles of milk. / The final answer is 4.' = gold
tl32g:64|wrong|prose_sentence|base model (tasks[403], Mel's air conditioner, gold 81): saves 5 hours a day, 4500 watts x 30 = 135,000 watts; 'Therefore, Mel will save 135 kilowatts of electric energy in 30 days ...': 135 != gold 81 (the gold reads the cut as 5 hours of use left; labelled against the gold as given)
tl32g:65|wrong|boxed|R1-Distill: the same reading, 4500 Wh x 30 = 135 kWh; after </think> '### **Final Answer** \[ \boxed{135\, \text{kWh}} \]': 135 != gold 81
tl32g:66|wrong|prose_sentence|hybrid: the same reading, but states the total as 13.5; '6. The answer is ... 13.5 kilowatt-hours.', then Python code (no output shown) and 'The total energy savings over 30 days is 13.5 kilowatt-hours.': 13.5 != gold 81
tl32g:67|correct|answer_colon|base model (tasks[404], Jane's zebras, gold 22): 88 / 4; 'Answer: The zebras have an average of 22 stripes.' = gold
tl32g:68|correct|boxed|R1-Distill: 88 / 4; after </think> '**Final Answer:** \[ \boxed{22} \]' = gold
tl32g:69|correct|final_answer_phrase|hybrid: 88 / 4 = 22 (across the edge of pages 2112000 and 2128000); 'The final answer is 22.' = gold
tl32g:70|correct|prose_sentence|base model (tasks[405], Tyson's sandwiches, gold 50): $35.00 + $15.00; 'So, Tyson would spend $50.00 on the meat and cheese to make enough sandwiches to serve 20 people.' = gold ('$50.00' for 50)
tl32g:71|correct|boxed|R1-Distill: $35.00 + $15.00; after </think> '### **Final Answer** \[ \boxed{\$50.00} \]' = gold ('\$50.00' for 50)
tl32g:72|correct|prose_sentence|hybrid: $35.00 + $15.00 = $50.00; 'Therefore, Tyson would spend $50.00 on meat and cheese to make enough sandwiches to serve 20 people.' = gold ('$50.00' for 50)
tl32g:73|wrong|prose_sentence|base model (tasks[406], Allan's corn, gold 200): takes the 20 corns bought away from the 80, 60 + 100; 'So, the combined total of the number of corns and cannolis Allan has in the house is 160.': 160 != gold 200
tl32g:74|correct|boxed|R1-Distill: 100 corns + 100 cannolis; after </think> '**Final Answer:** \[ \boxed{200} \]' = gold
tl32g:75|wrong|answer_colon|hybrid: counts the corns bought as 100 - 40 = 60, 140 + 100 = 240; 'Answer: The combined total of the number of corns and cannolis Allan has in the house is 240.': 240 != gold 200
tl32g:76|correct|prose_sentence|base model (tasks[407], Elliott's steps, gold 2000): 10,000 - 6,000 - 2,000; 'Elliott took 2,000 steps during his jog.' = gold ('2,000' for 2000)
tl32g:77|correct|boxed|R1-Distill: 10,000 - 6,000 - 2,000; after </think> '**Final Answer:** \[ \boxed{2000} \]' = gold
tl32g:78|correct|answer_is|hybrid: 8,000 - 6,000 = 2,000; '6. Therefore, Elliott took 2,000 steps during his jog.', then numbered lines 'N. The answer is 2,000 steps.' (lines 7-133, across the edge of pages 2128000 and 2144000) until cut at '134.': its stated, never-contradicted 2000 (loop convention) = gold ('2,000' for 2000)
tl32g:79|correct|prose_sentence|base model (tasks[408], Toby's book, gold 20): 60 - 40; 'Step 4: ... he will be 60 minutes (required time) - 40 minutes (actual time) = 20 minutes early.' = gold
tl32g:80|correct|boxed|R1-Distill: 60 - 40; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:81|wrong|final_answer_phrase|hybrid: takes the latest leaving time 50 against the arrival 40, 50 - 40 = 10; '5. Therefore, Toby will be 50 - 40 = 10 minutes early for his flight. / The final answer is 10 minutes.': 10 != gold 20
tl32g:82|wrong|answer_colon|base model (tasks[409], Carolyn's employees, gold 168000): pays one 40-hour week for each month, $24,000 + $18,000; 'Answer: The company paid a total of $42,000 to the employees in the two months.': 42000 != gold 168000
tl32g:83|wrong|boxed|R1-Distill: takes $600 (a week's pay) as the monthly pay; after </think> '### **Final Answer** \[ \boxed{42,\!000} \]': 42000 != gold 168000
tl32g:84|wrong|final_answer_phrase|hybrid: the same reading, $24,000 + $18,000 = $42,000; '10. The final answer is $42,000.', then the same numbered line (lines 11-123) until cut at '124.': 42000 != gold 168000
tl32g:85|correct|prose_sentence|base model (tasks[410], Sally's seashore money, gold 3): $10 - $7; 'Step 5: ... After spending $7 on the items, she has $10 - $7 = $3 left.' = gold
tl32g:86|correct|boxed|R1-Distill: $10.00 - $7.00; after </think> '\[ \boxed{3} \]' = gold
tl32g:87|correct|prose_sentence|hybrid: $10 - $7.00 = $3.00; 'Step 6: Answer the question. Sally has $3.00 left.' = gold ('$3.00' for 3)
tl32g:88|correct|prose_sentence|base model (tasks[411], Tim's fireworks, gold 1110): $960 + $150; 'So, Tim spent a total of $1110 on fireworks.' = gold
tl32g:89|correct|boxed|R1-Distill: $960 + $150; after </think> '**Final Answer:** \[ \boxed{1110} \]' = gold
tl32g:90|correct|final_answer_phrase|hybrid: $960 + $150 = $1110; 'Step 7: The final answer is $1110. / The final answer is 1110.' = gold
tl32g:91|correct|prose_sentence|base model (tasks[412], Shannon's madeleines, gold 5): 60 / 12; 'Step 3: Answer the question. / Shannon will need to make 5 dozens of cookies to have enough for 30 days.' = gold
tl32g:92|correct|boxed|R1-Distill: 60 / 12; after </think> '**Final Answer:** \[ \boxed{5} \]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
