__doc__ = r"""Build public_heldout181.jsonl: a 181st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

151 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144, 148, 153, 159, 165, 169 and 175 read, read on from where
round 175 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 16 consecutive
  pages 1744000-1984000, tasks[331] thinking and hybrid, tasks[332]-[380] all three models and
  tasks[381] base and thinking: 151 records (GSM8K test).

Method (rounds 76-175): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 175's, with one marker added, below) decoded each
display form once into the page text (pages/*.page) and checked its length: every page decodes to
exactly 16,000 characters, each at its first paste. The page where round 175 stopped (1744000) was
not typed a second time: its paste is round 175's (/tmp/rounds/real175/pages, decoded here to
16,000 characters, the decoded page byte-identical to round 175's); its end, tasks[331].thinking_model
at 'Finally, I'll compare the net pays of', meets the start of page 1760000 as read this round,
' both jobs. Job B's net pay of $32,400 ...'.
Long loops were NOT retyped, with the markers of round 175's mk.py:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 and requires
exactly one to give the page length); where a loop ends on a partial copy, the partial copy was
pasted after the marker;
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding; @@A<a>-<b>|<suffix1>|<suffix2>@@ the same for lines alternating two texts;
(3) added this round: @@C<a>-<b>|<s1>|...|<sk>@@ the same for numbered lines cycling k texts
(line i gets s[(i - a) % k]).
Markers per page: g32 1760000 verbatim the castles hybrid's (tasks[332]) four-step solution (from
'Step 1: Determine the total number of castles in Scotland' to 'Final answer: 44 unmanned ruined
castles in Scotland.\n', the record's first copy being the unit itself) 12 further copies, a partial
copy after (to 'To do this,'); g32 1792000 verbatim the juggling hybrid's (tasks[340]) six-step
solution (from 'Step 1: Determine the number of balls Josh starts with.' to 'Final answer: 6
balls.\n', the first copy the unit itself) 9 further copies, a partial copy after (to 'Step 6');
g32 1808000 numbered '10' to '153' '. The answer is 260 pounds.\n' (the frog hybrid, tasks[341], the
record ending at '154. The answer is 260 pounds'); g32 1824000 numbered '7' to '170' '. The answer is
310.\n' (the table-legs hybrid, tasks[345], the record ending at '1'); g32 1840000 alternating '8' to
'113' '. The answer is 10.\n' / '. The final answer is 10.\n' (the plant-pots hybrid, tasks[351]; the
page ending at '11'); g32 1856000 alternating '115' to '174' '. The final answer is 10.\n' / '. The
answer is 10.\n' (the same record, after '4. The answer is 10.\n' that completes line 114; the record
ending at '175. The final answer is 1') and numbered '7' to '159' ': The answer is 21.\nStep ' (the
Andrea hybrid, tasks[352], the marker after 'Step ', followed by '160: The answer is 21.\n', the
record's end); g32 1872000 verbatim the trees hybrid's (tasks[355]) one-paragraph solution ('The
height of the shortest tree is 6 feet. ... Therefore, the tallest tree is 34 feet tall.\n', the
first copy the unit itself) 18 further copies to the record's end; g32 1888000 cycling '18' to '62'
the Marisa hybrid's (tasks[358]) four step texts (': Convert the final answer to a different
currency.\n...', ': Final answer in cents.\n...', ': Convert the final answer back to dollars.\n...',
': Final answer in dollars.\n...', each ending '\n\nStep '; steps 1-17 pasted whole, the record ending
at 'Step 63: Final answer in cents.\nMarisa puts 0 cents in her'); g32 1920000 numbered '5' to '187'
'. The answer is 18.\n' (the park hybrid, tasks[365], the record ending at '188. The answer'); g32
1936000 numbered '10' to '148' ': The answer is 19.\nStep ' (the Walmart hybrid, tasks[367], the
record ending at 'Step 14'); g32 1984000 numbered '5' to '158' ': The answer is 21.\nStep ' (the
Rachel hybrid, tasks[379], the record ending at 'Step 159: The answer is 21') and numbered '6' to
'94' '. The answer is 67 kilometers.\n' (the Cho hybrid, tasks[381], cut by the last page, not taken).
The counts agree with the copies that the records hold when counted by script (work/loopcheck.py:
tl32g 4: 13 'Final answer: 44 unmanned ruined castles in Scotland.'; 28: 10 'Final answer: 6 balls.';
31: 144 '. The answer is 260 pounds.'; 43: 164 '. The answer is 310.'; 61: 84 and 83 of its two
alternating lines; 64: 154 ': The answer is 21.'; 73: 19 'Therefore, the tallest tree is 34 feet
tall.'; 82: 13 'Marisa puts $0 ...' and 12 'Marisa puts 0 cents ...'; 103: 183 '. The answer is 18.';
109: 139 ': The answer is 19.'; 145: 154 ': The answer is 21.').
The pages were joined in file order, so a completion crossing an edge is taken whole (14 records
cross a page edge, noted in LABELS). Each record's `r` was cut out of the joined page text by script
(the JSON string body as the file holds it between its field's opening quote and the next unescaped
quote; task numbers fixed from the first question met, tasks[329] Erin's lollipops on page 1744000;
`enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: the joined text starts inside tasks[328].hybrid_model (the phone's charge) and holds
tasks[329]-[330] all three models and tasks[331] base, all taken by round 175: not taken again;
tasks[331].thinking_model (Nick's two jobs), the record round 175 dropped, is whole here and taken
(tl32g 0). Page 1984000 ends inside tasks[381].hybrid_model (Cho and Chloe's hikes, in its looping
'95. The answer is 67 kilome'): that record is cut by the last page and was dropped; tasks[381]
base and thinking are whole and taken (tl32g 149, 150). Some completions are cut in the file itself
(the loops, at the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 28,683 distinct texts,
by script, reading no labels; work/repeats.py), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl, 8,351 distinct texts at the last run, round 175 among them;
work/repeats_rounds.py), and with the others of this round: none of the 151 repeats an earlier round
or another of this round; none was dropped. The records are numbered in file order (tl32g 0-150).

Repositories (151 records): thaotnguyen/thinking-llms-interp 151 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 151 (test), MATH 0. Prompt format: long_cot 151 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 138, wrong 13, no_answer 0; 0 debatable. Forms: boxed 51, prose_sentence 49,
answer_colon 26, final_answer_phrase 15, answer_is 10.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 50) 46 correct, 4 wrong (26: Josh's
juggling, only the lost ball taken away, 6; 83: Billy's candy, the gumball money taken as the candy
money, 1.33; 110: Erin's points, 'three times more' read as 3 x 8, 10; 146: Karan's loan, a yearly
rate for 5/12 of a year, 760.42); thinking_model (R1-Distill-Qwen-32B, 51) 48 correct, 3 wrong (27:
Josh, 6; 111: Erin, 10; 147: Karan, 10/12 taken as a monthly rate, 1034.17); hybrid_model (50) 44
correct, 6 wrong (28: Josh, 6; 82: Marisa's piggy bank, 0 after reaching 20 in its working; 85:
Billy, 1.33; 112: Erin, 10; 121: the tennis shoes, single shoes counted, 100; 148: Karan, 760.42).
11 hybrids loop answer lines or whole solutions until cut or to
the limit (4, 28, 31, 43, 61, 64, 73, 82, 103, 109, 145), labelled by their stated value (loop
convention; 82 cycles its wrong 0); three append an invented system line after their answer (base
26, hybrids 70 and 91).

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 1744000-1984000 joined (256,000 of 2,586,387 characters): tasks[331] thinking and hybrid
  (Nick's two jobs), tasks[332]-[380] base, thinking, hybrid (Scotland's castles, Robert's offers,
  the paintball guns, Mason's sugar, Maria's shares, the hot dogs, the class's groups, Farmer Brown,
  Josh's juggling, the frog's container, Laurel's outfits, Tyson's June, the juice boxes, the table
  legs, Jenny's cookies, Davos's shirts, the factory's silos, Madeline's dog, Peyton's activities,
  April's plant pots, Andrea's savings, John's vacation, Annabelle's phone, Eddy's trees, Dean's toys,
  Morgan's party, Marisa's piggy bank, Billy's candy, Carver's son, the train's service, Mark's dog
  beds, John's drive, Small Tree School, the park's kids, Jane's tests, the Walmart customers, Erin's
  points, the seniors' gifts, Ethan's wallpaper, the tennis shoes, Hallie's dance practice, the
  faulty equipment, Mary's sheep, Mrs. Sherman's rolls, the pupils' colours, Lucy's apples,
  Lindsay's socks, Rachel's cookies, Karan's loan), tasks[381] base and thinking (Cho and Chloe).
  Record number = place in file order.

Label conventions (rounds 72-175): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '8,\!400' for 8400,
'180,000' and '180,\!000\ \text{meters}' for 180000, '10%' and '10\%' for 10, '$2,640' for 2640,
'$240,000' and '\$240,\!000' for 240000, '6\ \text{hours}' for 6, '45 \text{ kg}' for 45,
'67\ \text{kilometers}' for 67); labels are against the gold as given (110-112: Erin's 'three times
more', the gold's 18 against the models' 10). Loop convention: a response that states its answer and
then repeats it (or its whole solution, or numbered answer lines) until cut mid-copy or to the
generation limit is labelled by the stated, never-contradicted value. Gold: GSM8K = the file's own
correct_answer '####' value, commas dropped (the build checks it against gsm8k/test.jsonl by the
question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 1744000
(round 175's paste, its decoded page checked byte-identical; its end checked against the start of
1760000), 1760000, 1776000, 1792000, 1808000, 1824000, 1840000, 1856000, 1872000, 1888000, 1904000,
1920000, 1936000, 1952000, 1968000, 1984000 (16 pages, 15 read this round). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 1984000 (re-read it: it ends
inside tasks[381].hybrid_model, Cho and Chloe's hikes, at '95. The answer is 67 kilome'; take
tasks[381] hybrid on; tasks[382] to [499] unread, about 0.59 MB), about 3 tasks a page (its base
and R1-Distill models answer plainly, mostly correctly, now and then with a slip; its hybrids loop
numbered or verbatim answer lines or whole solutions, which the @@N, @@A, @@C and @@U/@@R markers of
work/mk.py take without retyping); the random-firing MATH-500 file from 112000 (round 133's lead,
tasks[51]-[78]); the other qwen2.5-32b files that round 75 listed (hybrid-2/results/ bias-only and
random-vectors MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still
unread.

Usage: python build_public_heldout181.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout181.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout181.jsonl"
SOURCE = "public_heldout181"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 1744000-1984000 joined (256,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|boxed|R1-Distill (tasks[331], Nick's two jobs, gold 8400; the record round 175 dropped, cut by its last page): $32,400 - $24,000 (across the edge of pages 1744000 and 1760000); after </think> '\[ \boxed{8,\!400} \]' = gold ('8,\!400' for 8400)
tl32g:1|correct|final_answer_phrase|hybrid: $32,400 - $24,000 = $8,400; 'The final answer is 8400.' = gold
tl32g:2|correct|prose_sentence|base model (tasks[332], Scotland's castles, gold 44): 88 / 2; 'So, there are 44 unmanned ruined castles in Scotland.' = gold
tl32g:3|correct|boxed|R1-Distill: 1/2 x 88; after </think> '**Final Answer:** \[ \boxed{44} \]' = gold
tl32g:4|correct|final_answer_phrase|hybrid: 88 / 2 = 44; its four-step solution ending 'Final answer: 44 unmanned ruined castles in Scotland.' repeated whole (13 copies) until cut in the fourteenth at 'To do this,': its stated, never-contradicted 44 (loop convention) = gold
tl32g:5|correct|answer_colon|base model (tasks[333], Robert's two offers, gold 100): $3,450 - $3,350; 'Answer: The cost difference between the two offers is $100.' = gold
tl32g:6|correct|boxed|R1-Distill: $3,450 - $3,350; after </think> '\[ \boxed{\$100} \]' = gold
tl32g:7|correct|prose_sentence|hybrid: $3,450 - $3,350 = $100; '5. The cost difference between the two offers is $100.' = gold
tl32g:8|correct|answer_colon|base model (tasks[334], the paintball guns, gold 6): 24 / 4; 'Answer: If they were to share their guns equally, each of them would have 6 guns.' = gold
tl32g:9|correct|boxed|R1-Distill: 24 / 4 (across the edge of pages 1760000 and 1776000); after </think> '**Final Answer:** \[ \boxed{6} \]' = gold
tl32g:10|correct|final_answer_phrase|hybrid: 24 guns (a replacement character for the division sign) 4 people = 6; '5. The answer is 6 guns per person. / 6. The final answer is 6.' = gold
tl32g:11|correct|prose_sentence|base model (tasks[335], Mason's sugar, gold 310): 240 + 70; 'So, Mason needs 310 ounces of sugar to make 8 batches of suckers and 1 batch of fudge.' = gold
tl32g:12|correct|boxed|R1-Distill: 240 + 70; after </think> '**Final Answer:** \[ \boxed{310 \text{ ounces}} \]' = gold
tl32g:13|correct|final_answer_phrase|hybrid: 240 + 70 = 310; 'Final answer: 310 ounces.' = gold
tl32g:14|correct|answer_colon|base model (tasks[336], Maria's shares, gold 72): 8 x $9; 'Answer: The final value of all Maria's shares is $72.' = gold
tl32g:15|correct|boxed|R1-Distill: 8 x $9; after </think> '**Final Answer:** \[ \boxed{72} \]' = gold
tl32g:16|correct|prose_sentence|hybrid: 8 * $9 = $72; 'Therefore, the final value of all Maria's shares is $72.' = gold
tl32g:17|correct|prose_sentence|base model (tasks[337], the hot dogs, gold 1): 3 - 2; 'So, John ate 3 - 2 = 1 more hot dog than Luke.' = gold
tl32g:18|correct|boxed|R1-Distill: 3 - 2; after </think> '**Final Answer:** \[ \boxed{1} \]' = gold
tl32g:19|correct|prose_sentence|hybrid: 3 - 2 = 1; 'Therefore, John ate 1 more hot dog than Luke.' = gold
tl32g:20|correct|prose_sentence|base model (tasks[338], the class's groups, gold 60): 3x - 10 = 200, x - 10; 'Therefore, there are 60 students in the smallest group.' = gold
tl32g:21|correct|boxed|R1-Distill: 70 - 10; '**Final Answer** The smallest group has \boxed{60} students.' before </think>; the summary ends 'The smallest group has \(\boxed{60}\) students.' (across the edge of pages 1776000 and 1792000) = gold
tl32g:22|correct|prose_sentence|hybrid: x = 70, 70 - 10 = 60; 'Therefore, there are 60 students in the smallest group.' = gold
tl32g:23|correct|answer_colon|base model (tasks[339], Farmer Brown's legs, gold 160): 80 + 80; 'Answer: The animals on Farmer Brown's farm have a total of 160 legs.' = gold
tl32g:24|correct|boxed|R1-Distill: 80 + 80; after </think> '**Final Answer:** \[ \boxed{160} \]' = gold
tl32g:25|correct|prose_sentence|hybrid: 80 + 80 = 160; 'The final answer is 160 legs.', a Python block, then 'The total number of legs is 160.' = gold
tl32g:26|wrong|prose_sentence|base model (tasks[340], Josh's juggling, gold 4): takes only the one lost ball away, 7 - 1 = 6; 'Josh starts to juggle on stage with 6 balls.', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it: 6 != gold 4
tl32g:27|wrong|boxed|R1-Distill: the same reading, 7 - 1; after </think> '**Final Answer:** \[ \boxed{6} \]': 6 != gold 4
tl32g:28|wrong|final_answer_phrase|hybrid: the same reading, 7 - 1 = 6; its six-step solution ending 'Final answer: 6 balls.' repeated whole (10 copies) until cut in the eleventh at 'Step 6': its stated, never-contradicted 6 (loop convention) != gold 4
tl32g:29|correct|answer_colon|base model (tasks[341], the animals' container, gold 260): 240 + 20; 'Answer: The total weight of the container carrying one of each animal, including the container itself, is 260 pounds.' = gold
tl32g:30|correct|boxed|R1-Distill: 240 + 20; after </think> '\[ \boxed{260} \]' = gold
tl32g:31|correct|answer_is|hybrid: 240 + 20 = 260; '9. Therefore, the total weight is 260 pounds.', then numbered lines 'N. The answer is 260 pounds.' (lines 10-153) until cut at '154. The answer is 260 pounds': its stated, never-contradicted 260 (loop convention) = gold
tl32g:32|correct|prose_sentence|base model (tasks[342], Laurel's baby outfits, gold 87): 72 + 15; 'Step 5: Laurel has a total of 87 outfits for her baby.' = gold
tl32g:33|correct|boxed|R1-Distill: 24 + 48 + 15; after </think> '**Final Answer:** \[ \boxed{87} \]' = gold
tl32g:34|correct|final_answer_phrase|hybrid: 24 + 48 + 15 = 87; 'The final answer is 87.' = gold
tl32g:35|correct|answer_colon|base model (tasks[343], Tyson's June, gold 180000): 6000 x 30; 'Answer: Tyson covered a total distance of 180,000 meters in June if he followed his coach's advice.' = gold ('180,000' for 180000)
tl32g:36|correct|boxed|R1-Distill: 6000 x 30; after </think> '**Final Answer:** \[ \boxed{180,\!000\ \text{meters}} \]' = gold ('180,\!000\ \text{meters}' for 180000)
tl32g:37|correct|answer_colon|hybrid: 6000 * 30 = 180,000; 'Answer: 180,000 meters.' = gold ('180,000' for 180000)
tl32g:38|correct|answer_colon|base model (tasks[344], the juice boxes, gold 2): 11 - 9 (across the edge of pages 1808000 and 1824000); 'Answer: Juice Box C is 2 dollars more than Juice Box B.' = gold
tl32g:39|correct|boxed|R1-Distill: $11 - $9; after </think> '**Final Answer:** \[ \boxed{2} \]' = gold
tl32g:40|correct|answer_colon|hybrid: $11 - $9 = $2; 'Answer: Juice Box C costs $2 more than Juice Box B.' = gold
tl32g:41|correct|prose_sentence|base model (tasks[345], the restaurant's table legs, gold 310): 160 + 150; 'The restaurant's tables have a total of 310 legs.' = gold
tl32g:42|correct|boxed|R1-Distill: 160 + 150; after </think> '**Final Answer:** \[ \boxed{310} \]' = gold
tl32g:43|correct|answer_is|hybrid: 160 + 150 = 310; '6. The final answer is 310.', then numbered lines 'N. The answer is 310.' (lines 7-170) until cut at '1': its stated, never-contradicted 310 (loop convention) = gold
tl32g:44|correct|prose_sentence|base model (tasks[346], Jenny's cookies, gold 9): 36 - 27; 'So, Jenny eats 9 cookies a week.' = gold
tl32g:45|correct|boxed|R1-Distill: 36 - 27; after </think> '**Final Answer:** \[ \boxed{9} \]' = gold
tl32g:46|correct|prose_sentence|hybrid: 36 - 27 = 9; 'Therefore, Jenny eats 9 cookies.' = gold
tl32g:47|correct|prose_sentence|base model (tasks[347], Davos's shirts, gold 36): $60 - $24; 'Davos paid $36 for the 2 shirts.' = gold
tl32g:48|correct|boxed|R1-Distill: $60 - $24; after </think> '**Final Answer:** \[ \boxed{36} \]' = gold
tl32g:49|correct|answer_colon|hybrid: $60 - $24 = $36; 'Answer: Davos paid $36 for the 2 shirts.' = gold
tl32g:50|correct|prose_sentence|base model (tasks[348], the factory's silos, gold 10): $100 / $1000 x 100 (across the edge of pages 1824000 and 1840000); 'So, the factory is making 10% more per day now that they make silos instead of tractors.' = gold ('10%' for 10)
tl32g:51|correct|boxed|R1-Distill: $100 / $1,000 x 100%; after </think> '**Final Answer:** \[ \boxed{10\%} \]' = gold ('10\%' for 10)
tl32g:52|correct|answer_is|hybrid: ($100 / $1000) * 100% = 10%; 'The answer is 10%. / The factory is making 10% more per day now.' = gold ('10%' for 10)
tl32g:53|correct|prose_sentence|base model (tasks[349], Madeline's dog, gold 2640): $220 x 12; 'So, Madeline spends $2,640 per year on her dog's food, treats, and medicine.' = gold ('$2,640' for 2640)
tl32g:54|correct|boxed|R1-Distill: $220 x 12; after </think> '**Final Answer:** \[ \boxed{2640} \]' = gold
tl32g:55|correct|answer_is|hybrid: 220 * 12 = $2,640; 'The answer is $2,640 per year.' = gold ('$2,640' for 2640)
tl32g:56|correct|answer_colon|base model (tasks[350], Peyton's activities, gold 8): 1 + 3 + 0.5 + 1.5 + 2; 'Answer: All of Peyton's after-work activities will take 8 hours in total.' = gold
tl32g:57|correct|boxed|R1-Distill: 1 + 3 + 0.5 + 1.5 + 2; after </think> '\[ \boxed{8} \]' = gold
tl32g:58|correct|prose_sentence|hybrid: 1 + 3 + 0.5 + 1.5 + 2 = 8; 'So, all of Peyton's after-work activities will take a total of 8 hours.' = gold
tl32g:59|correct|answer_colon|base model (tasks[351], April's plant pots, gold 10): 100 - 90; 'Answer: April has 10 plant pots left over.' = gold
tl32g:60|correct|boxed|R1-Distill: 100 - 90; after </think> '**Final Answer:** \[ \boxed{10} \]' = gold
tl32g:61|correct|final_answer_phrase|hybrid: 100 - 90 = 10; '7. Therefore, April has 10 plant pots left over.', then numbered lines alternating 'The answer is 10.' and 'The final answer is 10.' (lines 8-174, across the edge of pages 1840000 and 1856000) until cut at '175. The final answer is 1': its stated, never-contradicted 10 (loop convention) = gold
tl32g:62|correct|answer_colon|base model (tasks[352], Andrea's savings, gold 21): $36 - $15; 'Answer: Andrea saved $21.' = gold
tl32g:63|correct|boxed|R1-Distill: $36 - $15; after </think> '**Final Answer:** Andrea saved \(\boxed{21}\) dollars.' = gold
tl32g:64|correct|answer_is|hybrid: $36 - $15 = $21; 'Step 6: Therefore, Andrea saved $21.', then 'Step N: The answer is 21.' (steps 7-160) to the record's end: its stated, never-contradicted 21 (loop convention) = gold
tl32g:65|correct|prose_sentence|base model (tasks[353], John's vacation, gold 20): 15 / 0.30 = 50, 0.40 x 50; 'So, John spent 20 hours sightseeing during his vacation.' = gold
tl32g:66|correct|boxed|R1-Distill: 0.40 x 50; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:67|correct|prose_sentence|hybrid: 0.40 * 50 = 20; 'John spent 20 hours sightseeing.' = gold
tl32g:68|correct|prose_sentence|base model (tasks[354], Annabelle's phone, gold 45): 400 - 355; 'Step 5: ... The phone costs $400, and Annabelle has $355 saved, so she still needs to save 400 - 355 = $45.' = gold
tl32g:69|correct|boxed|R1-Distill: 400 - 355; after </think> '**Final Answer:** \[ \boxed{45} \]' = gold
tl32g:70|correct|answer_colon|hybrid: 400 - 355 = $45 (across the edge of pages 1856000 and 1872000); 'Answer: $45', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it = gold
tl32g:71|correct|prose_sentence|base model (tasks[355], Eddy's trees, gold 34): 2 * 17; 'Therefore, the tallest tree is 34 feet tall.' = gold
tl32g:72|correct|boxed|R1-Distill: 2 x 17; after </think> '**Final Answer:** \[ \boxed{34} \]' = gold
tl32g:73|correct|prose_sentence|hybrid: 2 * 17 = 34; 'Answer: The tallest tree is 34 feet tall.', then a one-paragraph solution ending 'Therefore, the tallest tree is 34 feet tall.' repeated (19 copies) to the record's end: its stated, never-contradicted 34 (loop convention) = gold
tl32g:74|correct|answer_colon|base model (tasks[356], Dean's toys, gold 21): $11 + $10; 'Answer: Dean has $21 left.' = gold
tl32g:75|correct|boxed|R1-Distill: $11 + $10; after </think> '**Final Answer:** \[ \boxed{21} \]' = gold
tl32g:76|correct|answer_is|hybrid: $11 + $10 = $21; '7. Therefore, Dean has $21 left. / The answer is 21.' = gold
tl32g:77|correct|prose_sentence|base model (tasks[357], Morgan's party, gold 2): $60 / $30; 'Morgan can invite 2 friends to her birthday party.' = gold
tl32g:78|correct|boxed|R1-Distill: its thinking slips (Morgan's cost $25, $65 left, 2.166, so 2 friends; across the edge of pages 1872000 and 1888000), its solution $60 / $30; after </think> 'Morgan can invite \(\boxed{2}\) friends to her birthday party.' = gold
tl32g:79|correct|prose_sentence|hybrid: $60 / $30 = 2; 'Morgan can invite 2 friends to her birthday party with the given budget.' = gold
tl32g:80|correct|answer_colon|base model (tasks[358], Marisa's piggy bank, gold 20): 5 * $4; 'Answer: Marisa puts $20 in her piggy bank if she saves for 5 days.' = gold
tl32g:81|correct|boxed|R1-Distill: $4.00 x 5; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:82|wrong|final_answer_phrase|hybrid: reaches $25 - $5 = $20 at step 3, then converts savings to 80 lollipops, adds them to the 20 bought and decides 'Step 12: ... she puts $0 in her piggy bank. / Step 13: Final answer. / Marisa puts $0 in her piggy bank after 5 days.', then cycles 'Final answer in cents' / 'Convert the final answer back to dollars' / 'Final answer in dollars' (steps 14-62) until cut at 'Step 63: Final answer in cents. / Marisa puts 0 cents in her': its final 0 != gold 20 (the 20 only in the working)
tl32g:83|wrong|prose_sentence|base model (tasks[359], Billy's candy, gold 4): takes the gumball money $2 as the candy money too, $2 / $1.5; 'So, Billy bought 1.33 pounds of candy.': 1.33 != gold 4
tl32g:84|correct|boxed|R1-Distill: $10 - $4 = $6, $6 / $1.50; after </think> '**Final Answer:** \[ \boxed{4} \]' = gold
tl32g:85|wrong|final_answer_phrase|hybrid: $2 / $1.5 = 1.33 (across the edge of pages 1888000 and 1904000); 'Final answer: Billy bought 1.33 pounds of candy, which can be rounded to 1 pound if a whole number is required. However, the exact amount is 1.33 pounds.': 1.33 != gold 4
tl32g:86|correct|prose_sentence|base model (tasks[360], Carver's son, gold 25): 50 / 2; 'So, Carver's son is 25 years old.' = gold
tl32g:87|correct|boxed|R1-Distill: 2x - 5 = 45; after </think> '**Answer:** \[ \boxed{25} \]' = gold
tl32g:88|correct|prose_sentence|hybrid: 2S = 50, S = 25; 'Step 8: Therefore, the son is 25 years old. / The son is 25 years old.' = gold
tl32g:89|correct|answer_colon|base model (tasks[361], the train's service, gold 20): 18,000 / 900; 'Answer: The train goes 20 days between services.' = gold
tl32g:90|correct|boxed|R1-Distill: 18,000 / 900; after </think> '### **Final Answer** \[ \boxed{20} \]' = gold
tl32g:91|correct|prose_sentence|hybrid: 18,000 / 900 = 20; 'The train goes 20 days between services.', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it = gold
tl32g:92|correct|answer_colon|base model (tasks[362], Mark's dog beds, gold 23): 8 + 15; 'Answer: Mark needs 23 pounds of stuffing to make 4 chihuahua beds and 3 collie beds.' = gold
tl32g:93|correct|boxed|R1-Distill: 8 + 15; after </think> '**Final Answer:** \[ \boxed{23} \]' = gold
tl32g:94|correct|prose_sentence|hybrid: 8 + 15 = 23; 'Therefore, Mark needs 23 pounds of stuffing to make 4 chihuahua beds and 3 collie beds.' = gold
tl32g:95|correct|prose_sentence|base model (tasks[363], John's drive, gold 6): 3 + 3; 'Therefore, the trip took 6 hours.' = gold
tl32g:96|correct|boxed|R1-Distill: 3 + 3 (across the edge of pages 1904000 and 1920000); after </think> '\[ \boxed{6\ \text{hours}} \]' = gold ('6\ \text{hours}' for 6)
tl32g:97|correct|prose_sentence|hybrid: 2.857 + 0.143 + 3 = 6; 'The total trip took 6 hours.' = gold
tl32g:98|correct|answer_colon|base model (tasks[364], Small Tree School's boys, gold 49): 53 - 4; 'Answer: There were 49 fourth-grade boys at Small Tree School on Friday.' = gold
tl32g:99|correct|boxed|R1-Distill: 53 - 4; after </think> '**Final Answer:** \[ \boxed{49} \]' = gold
tl32g:100|correct|final_answer_phrase|hybrid: 53 - 4 = 49; '6. The answer is 49. / 7. The final answer is 49.' = gold
tl32g:101|correct|prose_sentence|base model (tasks[365], the park's kids, gold 18): 6 + 12; 'Therefore, there are 18 kids in the park.' = gold
tl32g:102|correct|boxed|R1-Distill: 6 + 12; after </think> '**Final Answer:** \[ \boxed{18} \]' = gold
tl32g:103|correct|answer_is|hybrid: 6 + 12 = 18; '4. Therefore, there are 18 kids in the park.', then numbered lines 'N. The answer is 18.' (lines 5-187) until cut at '188. The answer': its stated, never-contradicted 18 (loop convention) = gold
tl32g:104|correct|answer_colon|base model (tasks[366], Jane's tests, gold 9): 42 - 33; 'Answer: Jane must score at least 9 points on her third test to pass.' = gold
tl32g:105|correct|boxed|R1-Distill: x >= 42 - 33; after </think> '\[ \boxed{9} \]' = gold
tl32g:106|correct|prose_sentence|hybrid: 42 - 33 = 9; 'The minimum number of points Jane must score on the third test is 9.' = gold
tl32g:107|correct|answer_colon|base model (tasks[367], the Walmart customers, gold 19): 50 - 31 (across the edge of pages 1920000 and 1936000); 'Answer: 19 customers were kicked out for other reasons.' = gold
tl32g:108|correct|boxed|R1-Distill: 50 - 31; after </think> '**Final Answer:** \[ \boxed{19} \]' = gold
tl32g:109|correct|answer_is|hybrid: 50 - 31 = 19; 'Step 9: The final answer is 19.', then 'Step N: The answer is 19.' (steps 10-148) until cut at 'Step 14': its stated, never-contradicted 19 (loop convention) = gold
tl32g:110|wrong|prose_sentence|base model (tasks[368], Erin's points, gold 18): reads 'three times more than Sara' as 3 x 8 = 24 (the gold takes 8 + 24 = 32); 'So, Erin had 24 - 14 = 10 points before scoring 14 points.': 10 != gold 18
tl32g:111|wrong|boxed|R1-Distill: the same reading, E + 14 = 24; after </think> '**Final Answer:** \[ \boxed{10} \]': 10 != gold 18
tl32g:112|wrong|final_answer_phrase|hybrid: the same reading, 24 - 14 = 10; 'The final answer is 10 points.': 10 != gold 18
tl32g:113|correct|prose_sentence|base model (tasks[369], the seniors' gifts, gold 1198): $1056 + $10 + $132; 'So, the total amount spent on senior gifts will be $1198.' = gold
tl32g:114|correct|boxed|R1-Distill: $880 + $176 + $10 + $132; after </think> '\[ \boxed{1198} \]' = gold
tl32g:115|correct|prose_sentence|hybrid: $880 + $176 + $10 + $132 = $1198; 'The total amount spent on the senior gifts is $1198.' = gold
tl32g:116|correct|prose_sentence|base model (tasks[370], Ethan's wallpaper, gold 320): $400 - $80 (across the edge of pages 1936000 and 1952000); 'So, if Ethan made his own hand-painted wallpaper, the total cost would be $320.' = gold
tl32g:117|correct|boxed|R1-Distill: $400 - $80; after </think> '**Final Answer:** \[ \boxed{320} \]' = gold
tl32g:118|correct|final_answer_phrase|hybrid: $400 - $80 = $320; 'The final answer is 320.' = gold
tl32g:119|correct|prose_sentence|base model (tasks[371], the tennis shoes, gold 50): 14 + 28 + 14 - 6; 'So, by the end of the sale, the store sold 50 pairs of tennis shoes.' = gold
tl32g:120|correct|boxed|R1-Distill: 14 + 28 + 8; after </think> '\[ \boxed{50} \]' = gold
tl32g:121|wrong|prose_sentence|hybrid: counts single shoes, 28 + 56 + 28 - 12 = 100; 'Therefore, the total number of tennis shoes sold by the end of the sale is 100 shoes.': 100 != gold 50
tl32g:122|correct|answer_colon|base model (tasks[372], Hallie's dance practice, gold 5): 3 + 2; 'Answer: Hallie has dance practice for 5 hours a week.' = gold
tl32g:123|correct|boxed|R1-Distill: 1 + 2 + 2; after </think> '**Final Answer:** \[ \boxed{5} \]' = gold
tl32g:124|correct|final_answer_phrase|hybrid: 1 + 2 + 2 = 5; 'Final Answer: Hallie has 5 hours of dance practice per week.' = gold
tl32g:125|correct|prose_sentence|base model (tasks[373], the faulty equipment, gold 240000): $400,000 - $160,000; 'Therefore, the total amount of money spent on functioning pieces of equipment is $240,000.' = gold ('$240,000' for 240000)
tl32g:126|correct|boxed|R1-Distill: assumes $1,000 a piece, 240 x $1,000; after </think> '**Final Answer:** \[ \boxed{\$240,\!000} \]' = gold ('\$240,\!000' for 240000)
tl32g:127|correct|final_answer_phrase|hybrid: $400,000 - $160,000 = $240,000; 'The final answer is 240000.' = gold
tl32g:128|correct|answer_colon|base model (tasks[374], Mary's sheep, gold 45): 15 + 30; 'Answer: Mary collects 45 kg of milk every day.' = gold
tl32g:129|correct|boxed|R1-Distill: 15 + 30 (across the edge of pages 1952000 and 1968000); after </think> '\[ 15 \text{ kg} + 30 \text{ kg} = \boxed{45 \text{ kg}} \]' = gold ('45 \text{ kg}' for 45)
tl32g:130|correct|final_answer_phrase|hybrid: 15 + 30 = 45; 'Step 5: The final answer is 45 kg of milk collected every day.' = gold
tl32g:131|correct|answer_colon|base model (tasks[375], Mrs. Sherman's rolls, gold 48): 6 * 8; 'Answer: Mrs. Sherman fed 48 pieces of rolls to the chickens.' = gold
tl32g:132|correct|boxed|R1-Distill: 6 x 8; after </think> '\[ \boxed{48} \]' and '**Answer:** \(\boxed{48}\)' = gold
tl32g:133|correct|prose_sentence|hybrid: 6 * 8 = 48; 'Therefore, Mrs. Sherman fed 48 pieces of rolls to the chickens.' = gold
tl32g:134|correct|answer_colon|base model (tasks[376], the pupils' colours, gold 15): 20 - 5; 'Answer: 15 pupils like the color yellow.' = gold
tl32g:135|correct|boxed|R1-Distill: 20 - 5; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl32g:136|correct|answer_is|hybrid: 20 - 5 = 15; 'Therefore, the answer is 15 pupils like the color yellow.' = gold
tl32g:137|correct|prose_sentence|base model (tasks[377], Lucy's apples, gold 50): 14 + 12 + 24; 'Therefore, Lucy picked a total of 50 apples over the three days.' = gold
tl32g:138|correct|boxed|R1-Distill: 14 + 12 + 24; after </think> '**Final Answer:** \[ \boxed{50} \]' = gold
tl32g:139|correct|prose_sentence|hybrid: 14 + 12 + 24 = 50; 'Therefore, Lucy picked a total of 50 apples over the three days.' = gold
tl32g:140|correct|prose_sentence|base model (tasks[378], Lindsay's socks, gold 15): 50 - 35; 'Lindsay has missed 15 socks.' = gold
tl32g:141|correct|boxed|R1-Distill: 50 - 35; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl32g:142|correct|prose_sentence|hybrid: 50 - 35 = 15 (across the edge of pages 1968000 and 1984000); 'Therefore, Lindsay has missed 15 socks.' = gold
tl32g:143|correct|prose_sentence|base model (tasks[379], Rachel's cookies, gold 21): 65 - 44; 'So, there are 21 cookies left for Rachel.' = gold
tl32g:144|correct|boxed|R1-Distill: 65 - 44; after </think> '**Final Answer:** \[ \boxed{21} \]' = gold
tl32g:145|correct|answer_is|hybrid: 65 - 44 = 21; 'Step 4: Therefore, Rachel has 21 cookies left.', then 'Step N: The answer is 21.' (steps 5-158) and 'Step 159: The answer is 21' to the record's end: its stated, never-contradicted 21 (loop convention) = gold
tl32g:146|wrong|prose_sentence|base model (tasks[380], Karan's loan, gold 803): takes the 10% as a yearly rate for 5/12 of a year, $3,802.08 / 5; 'Karan has to pay $760.42 per month.': 760.42 != gold 803
tl32g:147|wrong|boxed|R1-Distill: takes 10/12 as the monthly rate and multiplies by 5 without the per cent, interest $1520.83, $5170.83 / 5; after </think> '**Final Answer:** \[ \boxed{1034.17} \]': 1034.17 != gold 803
tl32g:148|wrong|prose_sentence|hybrid: the base model's reading, $3,802.08 / 5 = $760.42; 'Therefore, Karan has to pay $760.42 per month for five months to repay the loan.': 760.42 != gold 803
tl32g:149|correct|answer_colon|base model (tasks[381], Cho and Chloe's hikes, gold 67): 112 - 45; 'Answer: Cho hiked 67 kilometers farther than Chloe.' = gold
tl32g:150|correct|boxed|R1-Distill: 112 - 45; after </think> '**Final Answer:** \[ \boxed{67\ \text{kilometers}} \]' = gold ('67\ \text{kilometers}' for 67)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
