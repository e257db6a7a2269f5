__doc__ = r"""Build public_heldout191.jsonl: a 191st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

103 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144, 148, 153, 159, 165, 169, 175, 181 and 185 read, read on
from where round 185 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 12 consecutive
  pages 2160000-2336000, tasks[412] hybrid and tasks[413]-[446] all three models: 103 records
  (GSM8K test).

Method (rounds 76-185): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 185's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters, each at its first paste. The page where round 185 stopped (2160000) was re-read this
round (read_file, the same text) but not typed a second time: its paste is round 185's
(/tmp/rounds/real185/pages, decoded here to 16,000 characters, the decoded page byte-identical to
round 185's); its end, tasks[412].hybrid_model at 'the number of dozens needed i', meets the start
of page 2176000 as read this round, 's 60 cookies / 12 cookies/dozen = 5 dozens.\n\nStep 3: ...'.
Long loops were NOT retyped, with the markers of round 185's mk.py:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 and requires
exactly one to give the page length); where a loop ends on a partial copy, the partial copy was
pasted after the marker;
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding (@@A and @@C, alternating and cycling lines, were not needed this round).
Markers per page: g32 2160000 (round 185's paste) verbatim the Shannon hybrid's (tasks[412])
four-paragraph solution (the first copy the unit itself) 8 further copies and a partial copy (to
'the number of dozens needed i'); g32 2176000 verbatim the same unit (from 'Step 1: Determine the
total number of cookies Shannon needs for 30 days.' to 'Therefore, Shannon needs to make 5 dozens of
cookies to have enough for 30 days.\n', the rest of the partial copy from page 2160000 pasted
before it) 1 further copy, a partial copy after (to 'Therefore, Shannon needs to', the record's
end); g32 2192000 none; g32 2208000 verbatim the Josue hybrid's (tasks[420]) answer line ('The
answer is 17000.\n', after '5. The answer is 17000.\n' of its step-by-step restatement) 165
further copies, the record ending on a whole copy; g32 2224000 none; g32 2240000 verbatim the
Lillian hybrid's (tasks[425]) eight numbered lines (from '1. Lillian has a total of 6 bird feeders'
to '8. Therefore, Lillian can expect to see 150 birds in her garden each day.\n', the record's first
copy the unit itself) 8 further copies, a partial copy after (to '5. The', the record's end);
g32 2256000 numbered '6' to '186' '. The answer is 13.\n' (the Indras hybrid, tasks[429], the
record ending on line 186); g32 2272000 none; g32 2288000 numbered '8' to '108' ': The final answer
is 5 lollipops per friend.\nStep ' (the Ray hybrid, tasks[435], the marker after 'Step 7: Each of
Ray's friends received 5 lollipops.\nStep '; line 109 and the record's end 'Step' pasted whole);
g32 2304000 none; g32 2320000 none; g32 2336000 numbered '8' to '175' '. The answer is 6
dollars.\n' (the Michael hybrid, tasks[445], the record ending at '1').
The counts agree with the copies that the records hold when counted by script (work/loopcheck.py:
tl32g 0: 12 'Therefore, Shannon needs to make 5 dozens of cookies to have enough for 30 days.';
24: 169 'The answer is 17000.' (the two numbered '5.' lines among them); 39: 9 '8. Therefore, Lillian
can expect to see 150 birds in her garden each day.'; 51: 181 '. The answer is 13.'; 69: 102 ':
The final answer is 5 lollipops per friend.'; 99: 168 '. The answer is 6 dollars.'; every
R1-Distill record holds '</think>').
The pages were joined in file order, so a completion crossing an edge is taken whole (10 records
cross a page edge, noted in LABELS). Each record's `r` was cut out of the joined page text by script
(the JSON string body as the file holds it between its field's opening quote and the next unescaped
quote; task numbers fixed from the first question met, tasks[410] Sally's seashore money on page
2160000; `enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: the joined text starts inside tasks[409].hybrid_model (Carolyn's employees) and holds
tasks[410] and [411] all three models and tasks[412] base and thinking, all taken by round 185: not
taken again; tasks[412].hybrid_model (Shannon's madeleines), the record round 185 dropped, is whole
here and taken (tl32g 0). Page 2336000 ends inside tasks[447].base_model (Joey's Scrabble points, at
"Joey's new s"): that record is cut by the last page and was dropped; tasks[446] (Rozanne's eggnog)
is the last task taken whole. Some completions are cut in the file itself (the loops, at the
generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 29,633 distinct texts,
by script, reading no labels; work/repeats.py), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl, 9,346 distinct texts at the last run, round 185 among them;
work/repeats_rounds.py), and with the others of this round: none of the 103 repeats an earlier round
or another of this round; none was dropped. The records are numbered in file order (tl32g 0-102).

Repositories (103 records): thaotnguyen/thinking-llms-interp 103 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 103 (test), MATH 0. Prompt format: long_cot 103 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 97, wrong 6, no_answer 0; 2 debatable (33, 79). Forms: prose_sentence 42, boxed 36,
answer_colon 10, final_answer_phrase 8, answer_is 7.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 34) 31 correct, 3 wrong (31: Cole's
jeans, 10; 79: Wayne's and Bernadette's drives, an expression in 'Wayne's arrival time - 21
minutes', debatable; 91: Jon's triathlon, 39); thinking_model (R1-Distill-Qwen-32B, 34) 32 correct,
2 wrong (14: Tom's trip, a five-day second week, 2540; 32: Cole's jeans, 6); hybrid_model (35) 34
correct, 1 wrong (30: Bill's streaming service, 256). 6 hybrids loop answer lines or whole
solutions until cut or to the limit (0, 24, 39, 51, 69, 99), labelled by their stated value (loop
convention; all six loop the gold); three end on an invented system line (hybrid 30, base 37,
hybrid 54); four hybrids add Python code after or inside their answer (12, 18, 27, 42); the
R1-Distill Wayne record (80) concludes 1 minute in its thinking and 17 after '</think>' (labelled by
the last, 17).

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 2160000-2336000 joined (192,000 of 2,586,387 characters): tasks[412] hybrid (Shannon's
  madeleines), tasks[413]-[446] base, thinking, hybrid (Marcy's candles, Misha's blouses, Joanne's
  apples, the camels and dromedaries, Tom's trip, Timothy's locker, Stanley's comb, Mr. Josue's
  capital, the cats on a rock, Bill's streaming service, Cole's jeans, the Google day trip,
  Lillian's bird feeders, Aleksandra's dinner, Kenny's Pokemon cards, the caterer's hot dogs,
  Indras's name, Charlotte's kitchen order, Dora's toys, the princes' dragons, Josey's gasoline,
  George's candy bars, Ray's lollipops, Rory's cake, Sitti's and Juris's oranges, Antoine's onion
  soup, Wayne's and Bernadette's drives, Billie's bedroom, Elizabeth's and Margareth's beads,
  Marcus's house temperature, Jon's and James's triathlon, Movie A, Michael's hay, Rozanne's
  eggnog). Record number = place in file order.

Label conventions (rounds 72-185): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '3,000' for 3000,
'$132.00' and '\$132.00' for 132, '$2.00' for 2, '\$1' for 1, '15 \text{ ounces}' for 15,
'17\ \text{minutes}' for 17); an answer sentence is read for the quantity it states (33: '$8 less'
read as 8, debatable). Loop convention: a response that states its answer and then repeats it (or
its whole solution, or numbered answer lines) until cut mid-copy or to the generation limit is
labelled by the stated, never-contradicted value. Gold: GSM8K = the file's own correct_answer '####'
value, commas dropped (the build checks it against gsm8k/test.jsonl by the question's opening
words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 2160000
(re-read; round 185's paste, its decoded page checked byte-identical; its end checked against the
start of 2176000), 2176000, 2192000, 2208000, 2224000, 2240000, 2256000, 2272000, 2288000, 2304000,
2320000, 2336000 (12 pages, 11 pasted this round). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 2336000 (re-read it: it ends
inside tasks[447].base_model, Joey's Scrabble points, at "Joey's new s"; take tasks[447] on;
tasks[447] to [499] unread, about 0.23 MB to the file's end at 2,586,387), about 3 tasks a page (its
base and R1-Distill models answer plainly, mostly correctly, now and then with a slip; its hybrids
loop numbered answer lines or whole solutions, which the @@N and @@U/@@R markers of work/mk.py take
without retyping); the random-firing MATH-500 file from 112000 (round 133's lead, tasks[51]-[78]);
the other qwen2.5-32b files that round 75 listed (hybrid-2/results/ bias-only and random-vectors
MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout191.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout191.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout191.jsonl"
SOURCE = "public_heldout191"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 2160000-2336000 joined (192,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|prose_sentence|hybrid (tasks[412], Shannon's madeleines, gold 5; the record round 185 dropped, cut by its last page): 60 / 12 = 5; its four-paragraph solution ending 'Therefore, Shannon needs to make 5 dozens of cookies to have enough for 30 days.' repeated whole (12 copies, across the edge of pages 2160000 and 2176000) until cut in the thirteenth at 'Therefore, Shannon needs to': its stated, never-contradicted 5 (loop convention) = gold
tl32g:1|correct|prose_sentence|base model (tasks[413], Marcy's candles, gold 25): 500 * 5%; 'So, out of the 50,000 candles Marcy makes, 25 of them will both smell like wet dog and might explode.' = gold
tl32g:2|correct|boxed|R1-Distill: 5% of 500; after </think> '4. **Conclusion:** \[ \boxed{25} \]', then 'Therefore, **25** of the candles ...' = gold
tl32g:3|correct|answer_is|hybrid: 5% of 500 = 25; 'Step 4: The final answer is 25 candles. / Therefore, the answer is 25.' = gold
tl32g:4|correct|prose_sentence|base model (tasks[414], Misha's blouses, gold 56): $14 * 4; 'Therefore, the total cost of the discounted blouses is $56.' = gold
tl32g:5|correct|boxed|R1-Distill: 4 x $14; after </think> '**Final Answer:** \[ \boxed{56} \]' = gold
tl32g:6|correct|prose_sentence|hybrid: $14 x 4 = $56; a step-by-step restatement ending 'The total cost of the discounted blouses is $56.' = gold
tl32g:7|correct|prose_sentence|base model (tasks[415], Joanne's apples, gold 350): 395 - 45; 'Since Joanne gathered 395 apples in total, she gathered 395 - 45 = 350 apples from the average trees.' = gold
tl32g:8|correct|boxed|R1-Distill: 500 - 150 (across the edge of pages 2176000 and 2192000); after </think> 'Thus, the number of apples Joanne gathered from the average trees is \(\boxed{350}\).' = gold
tl32g:9|correct|prose_sentence|hybrid: A = 500 - 150 = 350, then a check; 'The calculations are correct, confirming that Joanne gathered 350 apples from the average trees.' = gold
tl32g:10|correct|prose_sentence|base model (tasks[416], the camels and dromedaries, gold 56): 180 - 124; 'Step 7: Therefore, there are 56 dromedaries in the herd.' = gold
tl32g:11|correct|boxed|R1-Distill: 180 - 124; after </think> 'Thus, the number of dromedaries is \(\boxed{56}\).' = gold
tl32g:12|correct|final_answer_phrase|hybrid: D = 360 - 304 = 56; 'Step 12: The final answer is 56 dromedaries.', then Python code (no output shown) and 'The final answer is 56 dromedaries.' = gold
tl32g:13|correct|prose_sentence|base model (tasks[417], Tom's trip, gold 3140): 800 + 240 + 0 + 2100; 'Step 5: ... so the total distance is 800 + 240 + 0 + 2100 = 3140 kilometers.' = gold
tl32g:14|wrong|boxed|R1-Distill: takes the second week as 5 days, 300 x 5 = 1500, 800 + 240 + 0 + 1500; after </think> '\[ \boxed{2540} \]': 2540 != gold 3140
tl32g:15|correct|prose_sentence|hybrid: 800 + 240 + 0 + 2100 = 3140; 'Therefore, Tom traveled a total of 3140 kilometers during his two-week trip.' = gold
tl32g:16|correct|prose_sentence|base model (tasks[418], Timothy's locker, gold 40): 2 * 20; 'Therefore, Timothy's locker is 40 cubic inches.' = gold
tl32g:17|correct|boxed|R1-Distill: 2 x 20 (across the edge of pages 2192000 and 2208000); after </think> '**Final Answer:** \[ \boxed{40} \]' = gold
tl32g:18|correct|boxed|hybrid: T = 5 * 8 = 40; 'Step 6: Therefore, Timothy's locker is 40 cubic inches.', then Python code (no output shown) and 'The size of Timothy's locker is \(\boxed{40}\) cubic inches.' = gold
tl32g:19|correct|prose_sentence|base model (tasks[419], Stanley's comb, gold 3000): 6,000 - 3,000; 'Step 3: ... Oliver must climb 3,000 feet to reach the elevation of Stanley's comb.' = gold ('3,000' for 3000)
tl32g:20|correct|boxed|R1-Distill: 6,000 - 3,000; after </think> 'Thus, Oliver must climb \boxed{3000} feet to reach the elevation of Stanley's comb.' = gold
tl32g:21|correct|final_answer_phrase|hybrid: 6,000 - 3,000 = 3,000; 'Final answer: Oliver must climb 3,000 feet to reach the comb.' = gold ('3,000' for 3000)
tl32g:22|correct|prose_sentence|base model (tasks[420], Mr. Josue's capital, gold 17000): $5000 + $12000; 'Therefore, his total capital now is $5000 + $12000 = $17000.' = gold
tl32g:23|correct|boxed|R1-Distill: \$5,\!000 + \$12,\!000; after </think> '**Final Answer:** \[ \boxed{17000} \]' = gold
tl32g:24|correct|answer_is|hybrid: $5000 + $12000 = $17000; '5. The answer is 17000.', a step-by-step restatement with the same line, then 'The answer is 17000.' repeated (169 lines in all with the answer line, the record ending on a whole copy at the generation limit): its stated, never-contradicted 17000 (loop convention) = gold
tl32g:25|correct|answer_colon|base model (tasks[421], the cats on a rock, gold 12): 30 - 18; 'Answer: There were 12 cats left on the rock.' = gold
tl32g:26|correct|boxed|R1-Distill: 30 - 18; after </think> '**Final Answer:** \[ \boxed{12} \]' = gold
tl32g:27|correct|boxed|hybrid: 30 - 18 = 12 (across the edge of pages 2208000 and 2224000); Python code, its output '12.0', then 'The number of cats left on the rock is \(\boxed{12}\).' = gold
tl32g:28|correct|prose_sentence|base model (tasks[422], Bill's streaming service, gold 284): $48 + $96 + $140; 'So, 2 years of the service cost Bill $284.' = gold
tl32g:29|correct|boxed|R1-Distill: \$48 + \$96 + \$140; after </think> '\[ \boxed{284} \]' = gold
tl32g:30|wrong|prose_sentence|hybrid: counts the remaining months at $14 as 8, not 10, $48 + $96 + $112 = $256; 'The total cost for 2 years of the service is $256.', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it: 256 != gold 284
tl32g:31|wrong|answer_colon|base model (tasks[423], Cole's jeans, gold 8): subtracts the jogger jeans' sale price, $32 - $22 = $10; 'Answer: The jogger jeans originally cost $10 more than the tattered jeans.': 10 != gold 8
tl32g:32|wrong|boxed|R1-Distill: takes the sale prices as the original prices, $28 - $22 = $6; after </think> '**Final Answer:** \[ \boxed{6} \]': 6 != gold 8
tl32g:33|correct|prose_sentence|debatable: hybrid: original prices $32 (tattered) and $24 (jogger), $32 - $24 = $8; 'Therefore, the jogger jeans originally cost $8 less than the tattered jeans.': the value 8 = gold 8 (the gold's own working, $32 - $24, has the tattered jeans the dearer too); the reply says 'less' where the question asks 'how much more', a reading that holds the direction against it would say wrong
tl32g:34|correct|prose_sentence|base model (tasks[424], the Google day trip, gold 570): 240 + 180 + 150; 'Step 5: Answer the question. / The total number of employees that can join the day trip is 570.' = gold
tl32g:35|correct|boxed|R1-Distill: 240 + 180 + 150; after </think> '\[ \boxed{570} \]' = gold
tl32g:36|correct|prose_sentence|hybrid: 240 + 180 + 150 = 570; 'Therefore, the total number of employees that can join the day trip is 570.' = gold
tl32g:37|correct|prose_sentence|base model (tasks[425], Lillian's bird feeders, gold 150): 60 + 90 (across the edge of pages 2224000 and 2240000); '... Lillian can expect to see 150 birds in her garden each day.', then an invented system line 'You are an AI assistant that helps people find information. User will you give you a question. ...' with no answer in it = gold
tl32g:38|correct|boxed|R1-Distill: 60 + 90; after </think> '**Final Answer:** \[ \boxed{150} \]' = gold
tl32g:39|correct|prose_sentence|hybrid: 60 + 90 = 150; its eight numbered lines ending '8. Therefore, Lillian can expect to see 150 birds in her garden each day.' repeated whole (9 copies) until cut in the tenth at '5. The': its stated, never-contradicted 150 (loop convention) = gold
tl32g:40|correct|prose_sentence|base model (tasks[426], Aleksandra's dinner, gold 11): $5 + $4 + $2; 'Aleksandra needed to pay $11 for the dinner she ordered.' = gold
tl32g:41|correct|boxed|R1-Distill: \$5 + \$4 + \$2; after </think> '**Final Answer:** \[ \boxed{11} \]' = gold
tl32g:42|correct|prose_sentence|hybrid: $4 + $5 + $2 = $11; 'Therefore, Aleksandra needed to pay $11 ...', then Python code (no output shown) and 'The total cost of the dinner is $11.' = gold
tl32g:43|correct|prose_sentence|base model (tasks[427], Kenny's Pokemon cards, gold 150): 100 * (3/2); 'So, Kenny started with 150 Pokemon cards.' = gold
tl32g:44|correct|boxed|R1-Distill: 1.0x = 150 (across the edge of pages 2240000 and 2256000); after </think> '**Therefore, Kenny started with \(\boxed{150}\) Pokemon cards.**' = gold
tl32g:45|correct|final_answer_phrase|hybrid: 100 * 3 / 2 = 150; '5. Therefore, Kenny started with 150 cards. / The final answer is 150.' = gold
tl32g:46|correct|prose_sentence|base model (tasks[428], the caterer's hot dogs, gold 26): 80 - 54; 'Therefore, 26 guests did not get a second hotdog.' = gold
tl32g:47|correct|boxed|R1-Distill: 40 - 14; after </think> 'The number of guests who did not get a second hotdog is \boxed{26}.' = gold
tl32g:48|correct|prose_sentence|hybrid: 80 - 54 = 26; 'Therefore, 26 guests did not get a second hotdog.' = gold
tl32g:49|correct|prose_sentence|base model (tasks[429], Indras's name, gold 13): 6 + 7; 'So, there are 13 letters in Indras and her sister's names.' = gold
tl32g:50|correct|boxed|R1-Distill: 6 + 7; after </think> '**Final Answer:** \[ \boxed{13} \]' = gold
tl32g:51|correct|answer_is|hybrid: 6 + 7 = 13; '5. Therefore, Indras and her sister's names have a total of 6 + 7 = 13 letters.', then numbered lines 'N. The answer is 13.' (lines 6-186, the record ending on a whole line at the generation limit): its stated, never-contradicted 13 (loop convention) = gold
tl32g:52|correct|prose_sentence|base model (tasks[430], Charlotte's kitchen order, gold 132): $165.00 - $33.00 (across the edge of pages 2256000 and 2272000); 'Charlotte's order was $132.00 after the 20% discount.' = gold ('$132.00' for 132)
tl32g:53|correct|boxed|R1-Distill: \$165.00 - \$33.00; after </think> '**Final Answer:** \[ \boxed{\$132.00} \]' = gold ('\$132.00' for 132)
tl32g:54|correct|prose_sentence|hybrid: $165.00 - $33.00 = $132.00; 'Charlotte's order was $132.00 after the 20% discount.', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it = gold ('$132.00' for 132)
tl32g:55|correct|prose_sentence|base model (tasks[431], Dora's toys, gold 1): $19 - $18; 'Dora needs $1 more to buy the skipping rope, the game, and the ball.' = gold
tl32g:56|correct|boxed|R1-Distill: \$19 - \$18; after </think> 'Dora needs \(\boxed{\$1}\) more to buy ...' = gold ('\$1' for 1)
tl32g:57|correct|final_answer_phrase|hybrid: $19 - $18 = $1; 'The final answer is that Dora needs $1 more to purchase all the items she wants.' = gold
tl32g:58|correct|prose_sentence|base model (tasks[432], the princes' dragons, gold 30): (1/5) * 150; 'So, Prince Bruce has slain 30 dragons.' = gold
tl32g:59|correct|boxed|R1-Distill: (1/5) x 150; after </think> '**Final Answer:** \[ \boxed{30} \]' = gold
tl32g:60|correct|final_answer_phrase|hybrid: 1/5 * 150 = 30; 'The final answer is 30. 30 dragons slain by Prince Bruce.' = gold
tl32g:61|correct|answer_colon|base model (tasks[433], Josey's gasoline, gold 6): 3/4 * 8; 'Answer: Josey needed 6 pints of gasoline.' = gold
tl32g:62|correct|boxed|R1-Distill: (3/4) x 8; after </think> '**Final Answer:** \[ \boxed{6} \]' = gold
tl32g:63|correct|answer_is|hybrid: 0.75 x 8 = 6; 'Answer: 6 pints / The answer is 6 pints.' = gold
tl32g:64|correct|answer_colon|base model (tasks[434], George's candy bars, gold 5): $3.75 / 0.75; 'Answer: George bought 5 candy bars.' = gold
tl32g:65|correct|boxed|R1-Distill: $3.75 / $0.75 (across the edge of pages 2272000 and 2288000); after </think> '\[ \boxed{5} \]' = gold
tl32g:66|correct|prose_sentence|hybrid: $3.75 / $0.75 = 5, then a check; 'Therefore, George bought 5 candy bars.' = gold
tl32g:67|correct|answer_colon|base model (tasks[435], Ray's lollipops, gold 5): 20 ÷ 4; 'Answer: Each of Ray's friends received 5 lollipops.' = gold
tl32g:68|correct|boxed|R1-Distill: 20 / 4; after </think> '**Final Answer:** \[ \boxed{5} \]' = gold
tl32g:69|correct|final_answer_phrase|hybrid: 25 - 5 = 20, 20 / 4 = 5 (a replacement character for the division sign); 'Step 7: Each of Ray's friends received 5 lollipops.', then 'Step N: The final answer is 5 lollipops per friend.' (steps 8-109) until cut at 'Step': its stated, never-contradicted 5 (loop convention) = gold
tl32g:70|correct|answer_colon|base model (tasks[436], Rory's cake, gold 15): 2.5 * 6; 'Answer: The remaining cake weighs 15 ounces.' = gold
tl32g:71|correct|boxed|R1-Distill: 20 - 5; after </think> '**Final Answer:** \[ \boxed{15 \text{ ounces}} \]' = gold
tl32g:72|correct|answer_is|hybrid: 20 - 5 = 15; 'The answer is 15 ounces.' = gold
tl32g:73|correct|final_answer_phrase|base model (tasks[437], Sitti's and Juris's oranges, gold 7): 56 / 8; 'Final answer: Everyone will get 7 oranges.' = gold
tl32g:74|correct|boxed|R1-Distill: 56 / 8; after </think> '**Final Answer:** \[ \boxed{7} \]' = gold
tl32g:75|correct|answer_is|hybrid: 56 / 8 = 7; 'Therefore, everyone will get 7 oranges. The answer is 7.' = gold
tl32g:76|correct|answer_colon|base model (tasks[438], Antoine's onion soup, gold 2): $12.00 / 6; 'Answer: The cost per serving is $2.00.' = gold ('$2.00' for 2)
tl32g:77|correct|boxed|R1-Distill: \$12.00 / 6; after </think> '### **Final Answer** \[ \boxed{2} \]' = gold
tl32g:78|correct|prose_sentence|hybrid: $12.00 / 6 = $2.00; 'The cost per serving is $2.00.' = gold ('$2.00' for 2)
tl32g:79|wrong|prose_sentence|debatable: base model (tasks[439], Wayne's and Bernadette's drives, gold 17): finds Bernadette's 16-minute drive but never compares it with Wayne's; 'Bernadette should leave (Wayne's arrival time - 21 minutes) earlier than Wayne to get to the theater first.': an expression, not the 17 minutes asked; the only number it states, 21, != gold 17 (a reading that finds no number answer would say no_answer)
tl32g:80|correct|boxed|R1-Distill: its thinking concludes 1 minute, its solution after </think> works T - 17; 'Bernadette should leave **17 minutes** before Wayne ...', '\[ \boxed{17\ \text{minutes}} \]': the last final answer 17 = gold (the 1 only in the thinking)
tl32g:81|correct|prose_sentence|hybrid: T - 1 - 16 = T - 17; 'Therefore, Bernadette should leave 17 minutes earlier than Wayne to arrive at the theater 5 minutes before him.' = gold
tl32g:82|correct|prose_sentence|base model (tasks[440], Billie's bedroom, gold 98): 2 * (9 + 40); 'Therefore, the perimeter of Billie's bedroom is 98 feet.' = gold
tl32g:83|correct|boxed|R1-Distill: 2 x (9 + 40); after </think> 'Thus, the perimeter of the room is \(\boxed{98}\) feet.' = gold
tl32g:84|correct|prose_sentence|hybrid: 2 * (9 + 40) = 98 (across the edge of pages 2304000 and 2320000); 'Step 4: The perimeter of Billie's bedroom is 98 feet.' = gold
tl32g:85|correct|answer_colon|base model (tasks[441], Elizabeth's and Margareth's beads, gold 80): 140 - 60; 'Answer: Margareth has 80 more beads than Elizabeth.' = gold
tl32g:86|correct|boxed|R1-Distill: 140 - 60; after </think> '**Final Answer:** \[ \boxed{80} \]' = gold
tl32g:87|correct|final_answer_phrase|hybrid: 140 - 60 = 80; '5. The answer is 80. / 6. The final answer is 80.' = gold
tl32g:88|correct|prose_sentence|base model (tasks[442], Marcus's house temperature, gold 49): 55 - 6; 'So, the final temperature of the house is 55 degrees - 6 degrees = 49 degrees.' = gold
tl32g:89|correct|boxed|R1-Distill: 55 - 6; after </think> '**Final Answer:** \[ \boxed{49} \]' = gold
tl32g:90|correct|prose_sentence|hybrid: 55 - 6 = 49; 'The house's final temperature is 49 degrees.' = gold
tl32g:91|wrong|prose_sentence|base model (tasks[443], Jon's and James's triathlon, gold 59): subtracts the 10 minutes instead of adding them, 49 - 10 = 39; 'So, it took James 39 minutes to complete the run.': 39 != gold 59
tl32g:92|correct|boxed|R1-Distill: 180 - 121; after </think> 'Therefore, it took James \boxed{59} minutes to do the run.' = gold
tl32g:93|correct|prose_sentence|hybrid: R = 180 - 121 = 59 (across the edge of pages 2320000 and 2336000); 'Therefore, James took 59 minutes to complete the run.' = gold
tl32g:94|correct|prose_sentence|base model (tasks[444], Movie A, gold 20): 1/4 * 80; 'So, Movie A is 20 minutes long.' = gold
tl32g:95|correct|boxed|R1-Distill: (1/4) x 80; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:96|correct|prose_sentence|hybrid: 80 / 4 = 20; 'Therefore, Movie A is 20 minutes long.' = gold
tl32g:97|correct|prose_sentence|base model (tasks[445], Michael's hay, gold 6): $30 - $24; 'So, Michael has $6 in change after buying the hay.' = gold
tl32g:98|correct|boxed|R1-Distill: \$30 - \$24; after </think> '### **Final Answer** \[ \boxed{6} \]' = gold
tl32g:99|correct|answer_is|hybrid: $30 - $24 = $6; '7. The final answer is $6.', then numbered lines 'N. The answer is 6 dollars.' (lines 8-175) until cut at '1': its stated, never-contradicted 6 (loop convention) = gold
tl32g:100|correct|answer_colon|base model (tasks[446], Rozanne's eggnog, gold 2): 10 / 5; 'Answer: Rozanne can put out 2 trays of eggnog.' = gold
tl32g:101|correct|boxed|R1-Distill: 10 / 5; after </think> 'Rozanne can put out \(\boxed{2}\) trays of eggnog.' = gold
tl32g:102|correct|answer_colon|hybrid: 10 / 5 = 2; 'Answer: Rozanne can put out 2 trays of eggnog.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
