__doc__ = r"""Build public_heldout148.jsonl: a 148th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

122 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138 and 144 read, read on from where round 144 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 16 consecutive
  pages 640000-880000, tasks[120] hybrid, tasks[121]-[160] all three models and tasks[161] base:
  122 records (GSM8K test).

Method (rounds 76-144): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 144's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters. The page where round 144 stopped (640000) was read again through read_file; its paste is round
144's (/tmp/rounds/real144/pages, checked to 16,000 characters there and again here; its start
'l Answer:**' and end, tasks[120].hybrid_model at '240\', match the page read again, and that end
meets the start of page 656000, 'n```') and was not typed a second time.
Long loops were NOT retyped, in three ways (the markers of round 144's mk.py):
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 where a page
has one such marker and requires exactly one to give the page length); where a loop ends on a
partial copy, the partial copy was pasted after the marker, and where a loop starts on a page
inside a copy, the unit was pasted rotated (starting where the page starts);
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding; where the lines are 'Step N: ...' the 'Step ' prefix was pasted before the marker
and carried at the end of the suffix ('@@N8-143|: The answer is 48 hours.\nStep @@'); the
page-length check then tests the whole page, so a wrong a or b cannot pass;
(3) alternating numbered loops: @@A<a>-<b>|<suffix1>|<suffix2>@@ is the same with line i taking
suffix1 when i - a is even and suffix2 when odd.
Markers per page: g32 656000 verbatim, the drawing-pads hybrid's invented turn 'Please determine
whether the given text is a "question" ... Question: How many sheets of paper does Miguel use every
month?\nYes\n\n' 37 further copies, a partial 'Please determine whether the' after; g32 672000
numbered 'Step 8: The answer is 48 hours.' 8-143 (Sadie), and verbatim the Rosie hybrid's five-step
solution ending 'Rosie can run a total of 50 miles in 7 hours.\n' 7 further copies, a partial copy
after; g32 688000 numbered '. The answer is 10.' 12-181 (Julia); g32 704000 numbered '. The answer
is 120 friends.' 4-154 (Amy and Lily); g32 720000 alternating 'Step N: The total expenditure for May
and June is $940.' / 'Step N: The final answer is $940.' 4-121 (Joseph); g32 736000 verbatim the
car-wash hybrid's four-step solution ending 'Final answer: Tom pays $720 in a year for car
washes.\n' 10 further copies, a partial copy after, and numbered '. The final answer is 6.' 5-41
(unicorns); g32 752000 numbered the same 43-184; g32 768000 numbered '. The answer is $140.' 5-167
(Jordan); g32 784000 numbered '. The final answer is 4000 pineapples.' 6-83; g32 800000 the same
85-115; g32 816000 verbatim the Facebook-friends hybrid's four-step solution rotated (from ' Identify
the given information.' through 'Final answer: James has 16 Facebook friends.\nStep 1:') 4 further
copies, a partial after; g32 832000 verbatim the cookies hybrid's paragraph 'The total number of
cookies Carl buys is ... Therefore, Carl receives $4.00 in change.\n' 19 further copies, 'The total'
after; g32 848000 numbered '. The final answer is 280 feet.' 9-70; g32 864000 the same 72-142;
g32 880000 verbatim the tadpoles hybrid's two alternating 'Step-by-step explanation' layouts (one
unit holding both) 9 further copies, a partial after (page 640000, round 144's paste, holds round
144's own @@A marker, the containers hybrid 7-146). The counts agree with the copies that the
records hold when counted by script (tl32g 0: 38 'Please determine whether the given text'; 6: 136
'The answer is 48 hours.' lines; 9: 8 'Rosie can run a total of 50 miles in 7 hours.'; 15: 170 'The
answer is 10.' lines; 21: 151; 33: 59 and 59; 42: 11 'Final answer: Tom pays $720 ...'; 48: 180
'The final answer is 6.' lines; 66: 163; 75: 110; 87: 7 'Final answer: James has 16 Facebook
friends.'; 96: 20 'Therefore, Carl receives $4.00 in change.'; 105: 134; 117: 21 'Answer: 15'). The
pages were joined in file order, so a completion crossing an edge is taken whole. Each record's `r`
was cut out of the joined page text by script (the JSON string body as the file holds it between
its field's opening quote and the next unescaped quote; task numbers fixed from the first question
met, tasks[119] Adrien's salary on page 640000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped.

Edges: the joined text starts inside tasks[119] (Adrien and Lylah's salaries) and holds tasks[119]
and tasks[120] base and thinking, all taken by round 144: not taken again; tasks[120].hybrid_model
(Miguel's drawing pads), the record round 144 dropped, is whole here and taken (tl32g 0). Page
880000 ends inside tasks[161].thinking_model (Anakin and Locsin's fish, at '6 -'): that record is
cut by the last page and was dropped (tasks[161].hybrid_model is not on the pages read); tasks[161]
base is whole and taken. Some completions are cut in the file itself (the loops and one R1-Distill
answer, at the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 25,911
distinct texts, by script, reading no labels; work/repeats.py), with the rounds still in
/tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 5,632 distinct texts at the last run,
round 144 among them; work/repeats_rounds.py), and with the others of this round: none of the 122
repeats an earlier round or another of this round; none was dropped. The records are numbered in
file order (tl32g 0-121).

Repositories (122 records): thaotnguyen/thinking-llms-interp 122 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 122 (test), MATH 0. Prompt format: long_cot 122 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 115, wrong 6, no_answer 1; 1 debatable (111). Forms: boxed 39, prose_sentence 34,
answer_colon 27, final_answer_phrase 16, answer_is 5, truncated 1.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 41) 38 correct, 3 wrong (79 Debra's
bees, 97 Dave's french fries, 109 Blake and Kelly's run); thinking_model (R1-Distill-Qwen-32B, 40)
38 correct, 1 wrong (80: 75 reached in its summary, then boxed 90), 1 no_answer (110: cut inside
its reasoning, R1 rule); hybrid_model (41) 39 correct, 2 wrong (102 Kimo's classes 208; 111 the
80-yard gap converted to 240 feet, debatable); 14 hybrids loop numbered answer lines, alternating
lines, whole solutions, paragraphs or an invented turn until cut (0, 6, 9, 15, 21, 33, 42, 48, 66,
75, 87, 96, 105, 117), labelled by their stated, never-contradicted value, all correct; three (57,
90 and, after its answer, 0) go on with invented text holding no value.

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 640000-880000 joined (256,000 of 2,586,387 characters): tasks[120] hybrid (Miguel's drawing
  pads), tasks[121]-[160] base, thinking, hybrid (Morisette and Kael's fruits, Sadie's sleep,
  Rosie's run, Jennie's stamped letters, Julia's spoons, Dylan's sausages, Amy and Lily's friends,
  Dillon's fruit and peppers, the hospital's profit, Nissa's elves, Joseph's expenditure, Pam and
  Fred's tickets, Walt's miles, Tom's car washes, Bobby's video games, the Scottish unicorns, Rory's
  delivery order, Mark's incomplete questions, the pink gumballs, the semi-automatic cars, the
  worker bees, Jordan's video-game hours, John's groceries and tax, Kim's housekeeping profit,
  John's pineapples, Johnny's legos, Debra's bees, Brittany's museum tickets, the Facebook friends,
  Steve and Tim's race, Shawnda's tire inflation, Carl's cookies, Dave's french fries, Kimo's
  classes, Bill's baked goods, the zookeeper's bananas, Blake and Kelly's run, Raphael's school
  supplies, Finn's tadpoles, the tank's water depth), tasks[161] base (Anakin and Locsin's fish).
  Record number = place in file order.

Label conventions (rounds 72-144): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$10,000' and '\boxed{10,\!000}' for 10000, '$29.00' and '\boxed{29.00}' for 29, '20%',
'20.0%' and '\boxed{20\%}' for 20, '\boxed{4,\!000}' for 4000, '$4.00' and '\boxed{\$4.00}' for 4,
'\boxed{1,\!400}' for 1400); labels are against the gold as given. Another quantity is wrong: 111
ends on the gap in feet (240) where the gold counts yards (80); marked debatable, as the distance
is the same. Loop convention: a response that states its answer and then repeats it (or its whole
solution, or numbered answer lines) until cut mid-copy or to the generation limit is labelled by
the stated, never-contradicted value. A completion that goes on after its answer with invented
text (0: an invented 'is this a question' turn, repeated; 57, 90: an invented system-prompt line)
is labelled by its answer to the question posed. R1 rule: an R1-Distill answer cut inside its
thinking, before '</think>' and before a **Final Answer** line, is no_answer even where its
working has reached a value (110: 80 yards again and again in its working). Gold: GSM8K = the
file's own correct_answer '####' value, commas dropped (tasks[146]'s '2,125' as 2125; the build
checks it against gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 640000
(read again; round 144's paste), 656000, 672000, 688000, 704000, 720000, 736000, 752000,
768000, 784000, 800000, 816000, 832000, 848000, 864000, 880000 (16 pages).
Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 880000 (re-read it: it ends
inside tasks[161].thinking_model, Anakin and Locsin's fish, at '6 -'; take tasks[161] thinking and
hybrid on; tasks[162]-[499] unread, about 1.7 MB), about 2.6 tasks a page (its base and R1-Distill
models answer plainly, nearly always correctly, the R1-Distill answers now and then cut inside
their reasoning; its hybrids loop numbered or 'Step N' answer lines, alternating lines, whole
solutions, paragraphs or invented turns, which the @@N, @@A and @@U/@@R markers of work/mk.py take
without retyping); the random-firing MATH-500 file from 112000 (round 133's lead, tasks[51]-[78]);
the other qwen2.5-32b files that round 75 listed (hybrid-2/results/ bias-only and random-vectors
MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout148.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout148.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout148.jsonl"
SOURCE = "public_heldout148"


# thaotnguyen/thinking-llms-interp (the helper above, copied from build_public_heldout144.py);
# the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 640000-880000 joined (256,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|final_answer_phrase|hybrid (tasks[120], Miguel's drawing pads, gold 240; the record round 144 dropped, cut by its last page): 2 x 30 = 60 a week, 60 x 4; 'Final answer: Miguel uses 240 sheets of paper every month.', a bare '240' and a closing code fence, then an invented turn ('Please determine whether the given text is a "question" or "not a question". ... Question: How many sheets of paper does Miguel use every month? / Yes', 38 whole copies, across the edge of pages 640000 and 656000 on the answer line) until cut at 'Please determine whether the': its answer to the question posed, never contradicted (the invented turns hold no value) = gold
tl32g:1|correct|prose_sentence|base model (tasks[121], Morisette and Kael's fruits, gold 27): Kael 10 apples and 4 oranges, 13 + 14; 'The total number of fruits brought by both Morisette and Kael is 13 + 14 = 27 fruits.' = gold
tl32g:2|correct|boxed|R1-Distill: 15 apples + 12 oranges; after </think> '**Final Answer:** \[ \boxed{27} \]' = gold
tl32g:3|correct|final_answer_phrase|hybrid: 15 + 12 = 27; 'Final Answer: They have a total of 27 fruits.' = gold
tl32g:4|correct|prose_sentence|base model (tasks[122], Sadie's sleep, gold 48): 8 + 6 + 6 + 7 + 7 + 7 + 7; 'So, the total number of hours she slept throughout the week is ... = 48 hours.' = gold
tl32g:5|correct|boxed|R1-Distill: 8 + 12 + 21 + 7 (Sunday assumed at 7 hours); after </think> '**Final Answer:** \[ \boxed{48} \]' = gold
tl32g:6|correct|final_answer_phrase|hybrid: 8 + 6 + 6 + 7 + 7 + 7 + 7 = 48; 'Step 6: Therefore, Sadie slept a total of 48 hours throughout the week. / Step 7: The final answer is 48 hours.' (across the edge of pages 656000 and 672000), then numbered lines 'Step 8: The answer is 48 hours.' (136 whole, steps 8-143) until cut at 'Step 144: The answer': its stated, never-contradicted 48 (loop convention) = gold
tl32g:7|correct|answer_colon|base model (tasks[123], Rosie's run, gold 50): 10 x 3 + 5 x 4; 'Answer: Rosie can run 50 miles in 7 hours.' = gold
tl32g:8|correct|boxed|R1-Distill: 30 + 20 miles; after </think> '**Answer:** Rosie can run a total of \(\boxed{50}\) miles in 7 hours.' = gold
tl32g:9|correct|prose_sentence|hybrid: a five-step outline, then its five-step solution ending 'Step 5: Provide the final answer. / Rosie can run a total of 50 miles in 7 hours.' verbatim (8 whole copies) until cut at 'Distance = 10 miles/hour × 3 hours = 3': its stated, never-contradicted 50 (loop convention) = gold
tl32g:10|correct|answer_colon|base model (tasks[124], Jennie's stamped letters, gold 10): 60 x 1/3 = 20, 30 - 20 (tasks[124]'s base answer across the edge of pages 672000 and 688000); 'Answer: There were 10 letters in the already-stamped pile when Jennie began.' = gold
tl32g:11|correct|boxed|R1-Distill: x + 20 = 30, checked by totals; '**Final Answer** ... \boxed{10}' before </think>; the summary ends '... began was \(\boxed{10}\).' = gold
tl32g:12|correct|answer_is|hybrid: 30 - 20 = 10; 'Step 4: The answer is 10 letters. ... / The answer is 10.' = gold
tl32g:13|correct|prose_sentence|base model (tasks[125], Julia's spoons, gold 10): 12 + 3 = 15, 15 - 5; 'Since Julia had 10 spoons before ..., the package she bought must have contained 10 spoons.' = gold
tl32g:14|correct|boxed|R1-Distill: x + 2 = 12; after </think> '**Therefore, the package that Julia bought contained \(\boxed{10}\) spoons.**' = gold
tl32g:15|correct|answer_is|hybrid: x + 2 = 12, x = 10; '10. So, the package Julia bought contained 10 spoons. / 11. The final answer is 10.', then numbered lines '12. The answer is 10.' (170 whole, lines 12-181) until cut at '1': its stated, never-contradicted 10 (loop convention) = gold
tl32g:16|correct|prose_sentence|base model (tasks[126], Dylan's sausages, gold 82): 38 + 6 = 44, 38 + 44; 'So, Dylan bought a total of 82 sausages for the party.' = gold
tl32g:17|correct|boxed|R1-Distill: 38 + 44; after </think> '**Final Answer:** \[ \boxed{82} \]' = gold
tl32g:18|correct|final_answer_phrase|hybrid: 38 + 44 = 82; 'Step 4: The final answer is 82 sausages.' = gold
tl32g:19|correct|prose_sentence|base model (tasks[127], Amy and Lily's friends, gold 120): 50 + 20 = 70, 50 + 70 (across the edge of pages 688000 and 704000); 'So, Lily and Amy have 120 friends together.' = gold
tl32g:20|correct|boxed|R1-Distill: 50 + 70; after </think> '**Final Answer:** \[ \boxed{120} \]' = gold
tl32g:21|correct|answer_is|hybrid: 50 + 70 = 120; '3. Therefore, Lily and Amy have a total of 120 friends together.', then numbered lines '4. The answer is 120 friends.' (151 whole, lines 4-154) until cut at '155': its stated, never-contradicted 120 (loop convention) = gold
tl32g:22|correct|answer_colon|base model (tasks[128], Dillon's watermelons, peppers and oranges, gold 880): $180 + $300 + $400; 'Answer: Dillon will spend a total of $880.' = gold
tl32g:23|correct|boxed|R1-Distill: $180 + $300 + $400; after </think> '**Final Answer:** \[ \boxed{880} \]' = gold
tl32g:24|correct|prose_sentence|hybrid: $180 + $300 + $400 = $880; 'Therefore, Dillon will spend a total of $880 at the store.' = gold
tl32g:25|correct|prose_sentence|base model (tasks[129], the hospital's profit, gold 10000): 200 hours, $40,000 - $30,000; 'The hospital makes a profit of $10,000 from these visits.' = gold ('$10,000' for 10000)
tl32g:26|correct|boxed|R1-Distill: 40,000 - 30,000; after </think> '### **Final Answer** \[ \boxed{10,\!000} \]' = gold ('10,\!000' for 10000)
tl32g:27|correct|answer_colon|hybrid: $40,000 - $30,000 = $10,000; 'Answer: The hospital makes a profit of $10,000 from these visits.' = gold ('$10,000' for 10000)
tl32g:28|correct|answer_colon|base model (tasks[130], Nissa's elves, gold 30): 60 - 20 - 10 (across the edge of pages 704000 and 720000); 'Answer: There are 30 elves left after both groups of elves quit.' = gold
tl32g:29|correct|boxed|R1-Distill: 40 - 10; after </think> '**Final Number of Elves:** \[ \boxed{30} \]' = gold
tl32g:30|correct|answer_colon|hybrid: 40 - 10 = 30; 'Answer: 30 elves are left after the two rounds of quits.' = gold
tl32g:31|correct|answer_colon|base model (tasks[131], Joseph's expenditure, gold 940): $500 - $60 = $440, $500 + $440; 'Answer: Joseph's total expenditure for May and June was $940.' = gold
tl32g:32|correct|boxed|R1-Distill: $500 + $440; after </think> '**Final Answer:** \[ \boxed{940} \]' = gold
tl32g:33|correct|final_answer_phrase|hybrid: $500 + $440 = $940; then steps alternating 'Step 4: The total expenditure for May and June is $940.' and 'Step 5: The final answer is $940.' (118 whole, steps 4-121, 59 of each) until cut at 'Step 122: The total expenditure': its stated, never-contradicted 940 (loop convention) = gold
tl32g:34|correct|answer_colon|base model (tasks[132], Pam and Fred's tickets, gold 60): 6 + 4 = 10 rides, 10 x 6; 'Answer: Pam and Fred used 60 tickets that day.' = gold
tl32g:35|correct|boxed|R1-Distill: 10 rides x 6 tickets; after </think> '\[ \boxed{60} \]' = gold
tl32g:36|correct|final_answer_phrase|hybrid: 10 x 6 = 60; 'Final answer: They used 60 tickets that day.' = gold
tl32g:37|correct|answer_colon|base model (tasks[133], Walt's miles, gold 13): 4 x 6 = 24, 41 - 28; 'Answer: Walt walked 13 miles on Wednesday.' = gold
tl32g:38|correct|boxed|R1-Distill: 41 - 28 (its summary across the edge of pages 720000 and 736000); '**Final Answer** Walt walked \boxed{13} ...' before </think>, the summary ending 'Therefore, Walt walked \(\boxed{13}\) miles on Wednesday.' = gold
tl32g:39|correct|answer_colon|hybrid: 41 - 28 = 13; 'Answer: Walt walked 13 miles on Wednesday.' = gold
tl32g:40|correct|answer_colon|base model (tasks[134], Tom's car washes, gold 720): $60 a month x 12; 'Answer: Tom pays $720 per year for car washes.' = gold
tl32g:41|correct|boxed|R1-Distill: 48 x $15; after </think> '**Final Answer:** \[ \boxed{720} \]' = gold
tl32g:42|correct|final_answer_phrase|hybrid: 48 x 15 = 720; its four-step solution ending 'Final answer: Tom pays $720 in a year for car washes.' verbatim (11 whole copies) until cut at 'Final': its stated, never-contradicted 720 (loop convention) = gold
tl32g:43|correct|answer_colon|base model (tasks[135], Bobby's video games, gold 40): 20 - 5 = 15, 3 x 15 - 5; 'Answer: Bobby has 40 video games.' = gold
tl32g:44|correct|boxed|R1-Distill: 3 x 15 - 5; after </think> '3. **Final Answer:** \[ \boxed{40} \]' = gold
tl32g:45|correct|final_answer_phrase|hybrid: 45 - 5 = 40; '6. Therefore, Bobby has 40 video games. / The final answer is 40.' = gold
tl32g:46|correct|prose_sentence|base model (tasks[136], the Scottish unicorns, gold 6): 27 / 3 = 9, 9 x 2/3; 'So, there are 6 female Scottish unicorns.' = gold
tl32g:47|correct|boxed|R1-Distill: 2/3 x 9; after </think> '\[ \boxed{6} \]' = gold
tl32g:48|correct|final_answer_phrase|hybrid: 9 x 2/3 = 6; '4. The answer is 6.', then numbered lines '5. The final answer is 6.' (180 whole, lines 5-184, across the edge of pages 736000 and 752000) until cut at '185. The final answer is': its stated, never-contradicted 6 (loop convention) = gold
tl32g:49|correct|prose_sentence|base model (tasks[137], Rory's delivery order, gold 29): $20 + $4 + $5; 'Rory's delivery order will cost $29.00.' = gold ('$29.00' for 29)
tl32g:50|correct|boxed|R1-Distill: $20.00 + $4.00 + $5.00; after </think> '**Final Answer:** \[ \boxed{29.00} \]' = gold ('29.00' for 29)
tl32g:51|correct|final_answer_phrase|hybrid: $24.00 + $5.00 = $29.00; 'The final answer is: $29.00.' = gold ('$29.00' for 29)
tl32g:52|correct|prose_sentence|base model (tasks[138], Mark's incomplete questions, gold 105): 175 - 70; 'So, the number of questions he left incomplete is 175 questions - 70 questions = 105 questions.' = gold
tl32g:53|correct|boxed|R1-Distill: 35 + 70; after </think> '\[ \boxed{105} \]' = gold
tl32g:54|correct|final_answer_phrase|hybrid: 35 + 70 = 105; '9. The answer is 105. / 10. The final answer is 105.' = gold
tl32g:55|correct|prose_sentence|base model (tasks[139], the pink gumballs, gold 70): 4 x 12 + 22; 'So, there are 70 pink gumballs in the candy machine.' = gold
tl32g:56|correct|boxed|R1-Distill: 48 + 22; after </think> '**Final Answer:** \[ \boxed{70} \]' = gold
tl32g:57|correct|final_answer_phrase|hybrid: 48 + 22 = 70; 'Final answer: There are 70 pink gumballs.' (across the edge of pages 752000 and 768000), then an invented system-prompt line ('You are an AI assistant that helps people find information. ...') with no value: its answer to the question posed = gold
tl32g:58|correct|answer_colon|base model (tasks[140], the semi-automatic cars, gold 20): 20 - 12 - 4 = 4, 4 / 20 x 100; 'Answer: 20% of the cars are semi-automatic.' = gold ('20%' for 20)
tl32g:59|correct|boxed|R1-Distill: 4 / 20 x 100%; after </think> '**Final Answer:** \[ \boxed{20\%} \]' = gold ('20\%' for 20)
tl32g:60|correct|prose_sentence|hybrid: (4 / 20) x 100 = 20%, 'So, the answer is 20%.', a Python snippet, then 'The percentage of semi-automatic cars is 20.0%.' = gold ('20.0%' for 20)
tl32g:61|correct|prose_sentence|base model (tasks[141], the worker bees, gold 400): 7Q = 700, W = 2(200); 'Step 13: Therefore, there are 400 worker bees in the hive.' = gold
tl32g:62|correct|boxed|R1-Distill: Q = 100, W = 4Q; after </think> '**Final Answer:** \[ \boxed{400} \]' = gold
tl32g:63|correct|prose_sentence|hybrid: 7B / 2 = 700, B = 200, W = 400; 'Step 10: Therefore, there are 400 worker bees in the hive.' = gold
tl32g:64|correct|answer_colon|base model (tasks[142], Jordan's video-game hours, gold 140): 2 x 7 = 14, 14 x $10; 'Answer: Jordan would earn $140 in one week ...' = gold
tl32g:65|correct|boxed|R1-Distill: 14 x $10; after </think> '**Final Answer:** \[ \boxed{140} \]' = gold
tl32g:66|correct|answer_is|hybrid: 14 x $10; '3. Therefore, Jordan would earn $140 ... / 4. The final answer is $140.', then numbered lines '5. The answer is $140.' (163 whole, lines 5-167) until cut at '168. The answer': its stated, never-contradicted 140 (loop convention) = gold
tl32g:67|correct|prose_sentence|base model (tasks[143], John's groceries and tax, gold 16): $5 + $10 + $1 (tasks[143]'s correct_answer across the edge of pages 768000 and 784000); 'So, everything cost John $16.' = gold
tl32g:68|correct|boxed|R1-Distill: $5 + $10 + $1; after </think> '### **Final Answer** \[ \boxed{16} \]' = gold
tl32g:69|correct|prose_sentence|hybrid: $2 + $3 + $10 + $1 = $16; 'Therefore, the total cost of everything is $16.' = gold
tl32g:70|correct|answer_colon|base model (tasks[144], Kim's housekeeping profit, gold 20): 16 x $2 + 8 x $5 = $72, $92 - $72; 'Answer: Kim will make a profit of $20 each week.' = gold
tl32g:71|correct|boxed|R1-Distill: $92 - $72; after </think> '### **Final Answer** \[ \boxed{20} \]' = gold
tl32g:72|correct|prose_sentence|hybrid: $92 - $72 = $20; 'Therefore, Kim will make a profit of $20 each week.' = gold
tl32g:73|correct|prose_sentence|base model (tasks[145], John's pineapples, gold 4000): 10 x 100 = 1000, 12 / 3 = 4, 1000 x 4; '... the total number of pineapples harvested in a year is 1000 pineapples/harvest * 4 harvests = 4000 pineapples.' = gold
tl32g:74|correct|boxed|R1-Distill: 1,000 x 4; after </think> '**Final Answer:** \[ \boxed{4,\!000} \]' = gold ('4,\!000' for 4000)
tl32g:75|correct|final_answer_phrase|hybrid: 1000 x 4 = 4000; '4. Therefore, John can harvest 4000 pineapples within a year. / 5. The answer is 4000 pineapples.', then numbered lines '6. The final answer is 4000 pineapples.' (110 whole, lines 6-115, across the edge of pages 784000 and 800000) until cut at '116. The final answer is 4000 pine': its stated, never-contradicted 4000 (loop convention) = gold
tl32g:76|correct|prose_sentence|base model (tasks[146], Johnny's legos, gold 2125 (the file's '2,125')): 500 + 1500 + 125; 'So, Johnny picks up 2125 lego pieces in total.' = gold
tl32g:77|correct|boxed|R1-Distill: 500 + 1500 + 125; after </think> '**Final Answer:** \[ \boxed{2125} \]' = gold
tl32g:78|correct|prose_sentence|hybrid: 500 + 1500 + 125 = 2125; 'Therefore, Johnny picks up 2125 lego pieces in total.' = gold
tl32g:79|wrong|prose_sentence|base model (tasks[147], Debra's bees, gold 75): 30 leave, 15 return, 60 leave; 'So, 30 + 60 = 90 bees return to the hive in the last 6 hours of the day.' (the 15 already returned not subtracted): 90 != gold 75
tl32g:80|wrong|boxed|R1-Distill: its thinking 30 + 60 = 90; its summary reaches 90 - 15 = 75, then 'However, upon reviewing the problem statement, ... all bees that left ... (30 + 60 = 90 bees) return ... regardless of previous returns.' and '**Final Answer:** \[ \boxed{90} \]': 90 != gold 75 (75 only in the working)
tl32g:81|correct|answer_colon|hybrid: 30 + 60 - 15 = 75; 'Answer: 75 bees.' = gold
tl32g:82|correct|answer_colon|base model (tasks[148], Brittany's museum tickets, gold 30): $12 + $10 + $8; 'Answer: Brittany's mom gave the cashier $30.' = gold
tl32g:83|correct|boxed|R1-Distill: $22 + $8; after </think> '**Final Answer:** \[ \boxed{30} \]' = gold
tl32g:84|correct|answer_is|hybrid: $22 + $8 = $30 and a check; '... The final answer is 30. / The answer is 30.' = gold
tl32g:85|correct|prose_sentence|base model (tasks[149], Charlie, Dorothy and James's Facebook friends, gold 16): 3D = 12, D = 4, 4 x 4; 'So, James has 16 friends on Facebook.' = gold
tl32g:86|correct|boxed|R1-Distill: D = 4, 4D; after </think> '**Final Answer:** \[ \boxed{16} \]' = gold
tl32g:87|correct|final_answer_phrase|hybrid: 12 / 3 = 4, 4 x 4 = 16 and a check; 'Final answer: James has 16 Facebook friends.', then its four-step solution in a second layout ending the same line verbatim (7 'Final answer' lines in all, across the edge of pages 800000 and 816000) until cut at 'Charlie has three times': its stated, never-contradicted 16 (loop convention) = gold
tl32g:88|correct|prose_sentence|base model (tasks[150], Steve and Tim's race home, gold 4): 15840 / 440 = 36, 10560 / 264 = 40; 'The winner (Steve) will be waiting at his house for 40 - 36 = 4 minutes before the loser (Tim) finishes the race.' = gold
tl32g:89|correct|boxed|R1-Distill: 40 - 36; after </think> '### **Final Answer** The winner (Steve) will be waiting at his house for \(\boxed{4}\) minutes ...' = gold
tl32g:90|correct|prose_sentence|hybrid: 40 - 36 = 4; '6. The winner, Steve, will be waiting at his house for 4 minutes before Tim finishes the race.', then an invented system-prompt line ('You are an AI assistant that helps people find information. ...') with no value: its answer to the question posed = gold
tl32g:91|correct|prose_sentence|base model (tasks[151], Shawnda's tire inflation, gold 5): 10 + 9 + 1 = 20 tires, 500 cents; 'Shawnda made 5 dollars that day.' = gold
tl32g:92|correct|boxed|R1-Distill: $2.50 + $2.25 + $0.25; '**Final Answer** Shawnda made \boxed{5} dollars that day.' before </think>; the summary ends 'Thus, Shawnda made \(\boxed{5}\) dollars that day.' = gold
tl32g:93|correct|prose_sentence|hybrid: 20 x 25 = 500 cents; 'Shawnda made 5 dollars that day.' = gold
tl32g:94|correct|answer_colon|base model (tasks[152], Carl's cookies, gold 4): 60 x $0.10 = $6.00, $10.00 - $6.00 (tasks[152]'s question across the edge of pages 816000 and 832000); 'Answer: Carl receives $4.00 in change.' = gold ('$4.00' for 4)
tl32g:95|correct|boxed|R1-Distill: $10.00 - $6.00; after </think> '**Final Answer:** Carl receives \(\boxed{\$4.00}\) in change.' = gold ('\$4.00' for 4)
tl32g:96|correct|prose_sentence|hybrid: $10.00 - $6.00 = $4.00; 'Final answer: Carl receives $4.00 in change.', then the paragraph 'The total number of cookies Carl buys is ... Therefore, Carl receives $4.00 in change.' verbatim (20 whole copies) until cut at 'The total': its stated, never-contradicted 4 (loop convention) = gold ('$4.00' for 4)
tl32g:97|wrong|prose_sentence|base model (tasks[153], Dave's french fries, gold 48): 14 + 7 + 9 = 30 'eaten', '30 + 5 = 35 fries before the raccoon', 2/3 x 35 rounded to 24, 35 - 24 = 11; 'Since ants carried off a final french fry, there were 11 + 1 = 12 fries in the pack when Dave bought it.': 12 != gold 48
tl32g:98|correct|boxed|R1-Distill: (F - 30) / 3 = 6, F = 48 and a check; '**Final Answer** ... \boxed{48}' before </think>; the summary ends 'Thus, the original number of french fries in the pack was \(\boxed{48}\).' = gold
tl32g:99|correct|final_answer_phrase|hybrid: (x - 30) / 3 - 1 = 5, x = 48; 'Final answer: 48.' = gold
tl32g:100|correct|prose_sentence|base model (tasks[154], Kimo's classes, gold 272): 9 + 8 = 17 hours a week, 17 x 16 (tasks[154]'s correct_answer across the edge of pages 832000 and 848000); 'There are 16 weeks in one semester, so Kimo spends 17 * 16 = 272 hours in classes in one semester.' = gold
tl32g:101|correct|boxed|R1-Distill: 17 x 16; '**Final Answer** ... \boxed{272}' before </think>; the summary ends 'Thus, Kimo spends a total of \(\boxed{272}\) hours ...' = gold
tl32g:102|wrong|answer_colon|hybrid: 9 + 4 = 13 classes a week, every class taken as 1 hour, 13 x 16 = 208; 'Step 6: The final answer is 208 hours. ... / Answer: Kimo spends 208 hours attending classes in one semester.': 208 != gold 272
tl32g:103|correct|answer_colon|base model (tasks[155], Bill's baked goods, gold 280): 1200 + 720 + 1440 = 3360 inches / 12; 'Answer: If Bill puts all the baked goods end to end, they will be 280 feet long.' = gold
tl32g:104|correct|boxed|R1-Distill: 100 + 60 + 120 feet; '**Final Answer** ... \boxed{280} feet.' before </think>; the summary ends '\[ \boxed{280} \]' = gold
tl32g:105|correct|final_answer_phrase|hybrid: 3360 / 12 = 280; '7. Therefore, the total length ... is 280 feet. / 8. The answer is 280 feet.', then numbered lines '9. The final answer is 280 feet.' (134 whole, lines 9-142, across the edges of pages 848000 and 864000) until cut at '143. The final answer': its stated, never-contradicted 280 (loop convention) = gold
tl32g:106|correct|answer_colon|base model (tasks[156], the zookeeper's bananas, gold 1400): 700 a month x 2; 'Answer: The zookeeper needs to order 1400 bananas to last for 2 months.' = gold
tl32g:107|correct|boxed|R1-Distill: 700 x 2; after </think> '**Final Answer:** \[ \boxed{1,\!400} \]' = gold ('1,\!400' for 1400)
tl32g:108|correct|answer_colon|hybrid: 700 x 2 = 1400; 'Answer: 1400 bananas.' = gold
tl32g:109|wrong|answer_colon|base model (tasks[157], Blake and Kelly's run, gold 80): Blake 3000 yards; Kelly's 40-yard-line runs taken as 60 yards each way, 200 + 4080 = 4280; 'Answer: The winner, Kelly, runs 1280 yards farther than the loser, Blake.': 1280 != gold 80
tl32g:110|no_answer|truncated|R1-Distill: cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So, 34 times 80 is 2720, plus 200 is 29' (its working has reached 3000 - 2920 = 80 yards again and again): no final answer (R1 rule)
tl32g:111|wrong|prose_sentence|debatable: hybrid: 3000 - 2920 = 80 yards ('Blake runs farther by 80 yards.', 'Step 4: ... equals 80 yards.'), then 'Step 5: Convert the difference to feet. Since 1 yard is 3 feet, 80 yards is 240 feet.' and 'The winner, Blake, runs 240 feet farther than Kelly.': its final 240 (feet) != gold 80 (yards, the problem's unit); the same distance in another unit, 80 only in the working
tl32g:112|correct|prose_sentence|base model (tasks[158], Raphael's school supplies, gold 34): $6 + $8 + $20 (across the edge of pages 864000 and 880000); 'Raphael spent $34 on everything.' = gold
tl32g:113|correct|boxed|R1-Distill: $6 + $8 + $20; after </think> '**Final Answer:** \[ \boxed{34} \]' = gold
tl32g:114|correct|prose_sentence|hybrid: $6 + $8 + $20 = $34; 'Raphael spent $34 on everything.' = gold
tl32g:115|correct|answer_colon|base model (tasks[159], Finn's tadpoles, gold 15): 11 + 6 - 2; 'Answer: Finn can see 15 tadpoles in the pond now.' = gold
tl32g:116|correct|boxed|R1-Distill: 17 - 2; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl32g:117|correct|answer_colon|hybrid: 11 + 6 - 2 = 15; 'Answer: 15', then two 'Step-by-step explanation:' layouts alternating, each ending 'Answer: 15' (21 'Answer: 15' lines in all) until cut at '2. 6 tadpoles come out of hiding, so the total becomes 11 + 6 = 17.': its stated, never-contradicted 15 (loop convention) = gold
tl32g:118|correct|answer_colon|base model (tasks[160], the tank's water depth, gold 16): 17 + 7 = 24, 24 x 2/3; 'Answer: 16' = gold
tl32g:119|correct|boxed|R1-Distill: 2/3 x 24; '**Final Answer** ... \boxed{16} feet.' before </think>; the summary ends 'Thus, the tank’s water depth on Wednesday is \boxed{16} feet.' = gold
tl32g:120|correct|prose_sentence|hybrid: (2/3) x 24 = 16; 'Step 3: Provide the final answer. The tank’s water depth on Wednesday is 16 feet. / The tank’s water depth on Wednesday is 16 feet.' = gold
tl32g:121|correct|answer_colon|base model (tasks[161], Anakin and Locsin's catch, gold 32): 19 + 13; 'Answer: Anakin and Locsin were able to catch a total of 32 fish.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
