__doc__ = r"""Build public_heldout197.jsonl: a 197th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

120 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144, 148, 153, 159, 165, 169, 175, 181, 185 and 191 read, read
on from where round 191 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 12 consecutive
  pages 2336000-2512000, tasks[447]-[486] all three models: 120 records (GSM8K test).

Method (rounds 76-191): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 191's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters, each at its first paste. The page where round 191 stopped (2336000) was not typed a
second time: its paste is round 191's (/tmp/rounds/real191/pages, decoded here to 16,000
characters, the decoded page byte-identical to round 191's); its end, tasks[447].base_model at
"Joey's new s", meets the start of page 2352000 as read this round, 'core = 214 (initial score) +
26 (points scored) = 240 points\n\nStep 2: ...'.
Long loops were NOT retyped, with the markers of round 191's mk.py:
(1) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding;
(2) alternating numbered loops: @@A<a>-<b>|<suffix1>|<suffix2>@@, line i gets suffix1 when i - a is
even, suffix2 when it is odd (the prefix 'Step ' of the next line carried at the end of each
suffix); (@@U/@@R verbatim loops and @@C were not needed this round).
Markers per page: g32 2336000 (round 191's paste) numbered '8' to '175' '. The answer is 6
dollars.\n' (round 191's Michael hybrid, before this round's records); g32 2352000 none; g32
2368000 none; g32 2384000 none; g32 2400000 numbered '6' to '174' '. The final answer is $71.\n'
(the Ali hybrid, tasks[462], the record ending on line 174); g32 2416000 alternating 'Step 7' to
'Step 143', ': The answer is 6th place.\nStep ' / ': The final answer is 6th place.\nStep ' (the
Finley hybrid, tasks[464], after 'Step 6: Therefore, Finley finished in 6th place.\nStep '; the
record's end '14' pasted whole); g32 2432000 numbered '5' to '93' '. The final answer is 4 pans.\n'
(the Mary hybrid, tasks[469], after '4. The answer is 4 pans.\n'; the partial '94. The fina' pasted
after); g32 2448000 numbered '95' to '168' the same suffix (the rest of line 94, 'l answer is 4
pans.\n', pasted before; the record's end '169' pasted after); g32 2464000 numbered '7' to '164'
'. The answer is 10%.\n' (the Benny hybrid, tasks[473], the record's end '165. The answer is 10'
pasted after) and numbered '9' to '45' '. The answer is 20 minutes per day.\n' (the Jason hybrid,
tasks[475], the partial '46. The answer' pasted after); g32 2480000 numbered '47' to '138' the same
suffix (the rest of line 46 pasted before, the record's end '139. The answer' after) and numbered
'7' to '158' '. The answer is 5 books per child.\n' (the Sarah hybrid, tasks[476], the record's end
'159. The answer is 5' pasted after); g32 2496000 none; g32 2512000 none.
The counts agree with the copies that the records hold when counted by script (work/loopcheck.py:
tl32g 47: 169 '. The final answer is $71.'; 53: 69 'The answer is 6th place.' and 68 'The final
answer is 6th place.'; 68: 164 '. The final answer is 4 pans.'; 80: 158 '. The answer is 10%.';
86: 131 '. The answer is 20 minutes per day.' (line 5 among them); 89: 152 '. The answer is 5 books
per child.'; every R1-Distill record holds '</think>').
The pages were joined in file order, so a completion crossing an edge is taken whole (11 records
cross a page edge, noted in LABELS). Each record's `r` was cut out of the joined page text by script
(the JSON string body as the file holds it between its field's opening quote and the next unescaped
quote; task numbers fixed from the first question met, tasks[444] Movie A on page 2336000; `enc` =
`json`, decoded once more by the build; work/extract.py), never retyped.

Edges: the joined text starts inside tasks[443].hybrid_model (Jon's and James's triathlon) and holds
tasks[444]-[446] all three models, all taken by round 191: not taken again; tasks[447].base_model
(Joey's Scrabble points), the record round 191 dropped, is whole here and taken (tl32g 0). Page
2512000 ends inside tasks[487].base_model (Uncle Ben's oats, at 'To find out how many'): that record
is cut by the last page and was dropped; tasks[486] (James's running) is the last task taken whole.
The round stopped there for time (about 30 minutes of work). Some completions are cut in the file
itself (the loops, at the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 30,233 distinct texts,
by script, reading no labels; work/repeats.py), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl, 9,900 distinct texts at the last run, round 191 among them;
work/repeats_rounds.py), and with the others of this round: none of the 120 repeats an earlier round
or another of this round; none was dropped. The records are numbered in file order (tl32g 0-119).

Repositories (120 records): thaotnguyen/thinking-llms-interp 120 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 120 (test), MATH 0. Prompt format: long_cot 120 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 115, wrong 5, no_answer 0; 4 debatable (21, 22, 23, 57). Forms: boxed 43,
prose_sentence 39, answer_colon 20, final_answer_phrase 13, answer_is 5.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 40) 38 correct, 2 wrong (21: Marin's
and Nancy's apples, 240, debatable; 78: Benny's remoras, counts the remoras twice, 20); thinking_model
(R1-Distill-Qwen-32B, 40) 39 correct, 1 wrong (22: Marin's apples, 240, debatable); hybrid_model
(40) 38 correct, 2 wrong (11: the movie super ticket, reverses the saving, 8; 23: Marin's apples,
240, debatable). The Marin item's gold (150) comes from a working '4 + 1 = 5 apples' a day that
the question's 'each eat 4 apples a day' does not support; all three models answer 240 (4 + 4 = 8
a day); labelled wrong against the file's gold, all three debatable. 6 hybrids loop numbered answer
lines until cut or to the limit (47, 53, 68, 80, 86, 89), labelled by their stated value (loop
convention; all six loop the gold); four records end on an invented system line (hybrid 26, hybrid
41, base 96, hybrid 119); five hybrids add Python code after or inside their answer (2, 35, 77, 92,
and 101 ends on a stray code fence).

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 2336000-2512000 joined (192,000 of 2,586,387 characters): tasks[447]-[486] base, thinking,
  hybrid (Joey's Scrabble points, the salesman's sneakers, Beatrice's crayons, the movie super
  ticket, Bentley's balloons, the car's average speed, Jenna's sapphires, Marin's and Nancy's apples,
  Bob's potting soil, the magician's cards, Katelyn's fairies, the spotted puppies, the farmer's
  feed, Grayson's recycling, Shondra's plants, Ali's money, Ashley's pizza tip, Finley's race, Miss
  Maria's cards, Becky's and Kelly's apples, Bob's hotel laundry, Fireman Frank's shoes, Mary's
  sprinkles, Theo's pen, Marissa's class pencils, Matt's carrot sticks, Benny's remoras, the
  desktop computers, Jason's shoes, Sarah's books, Gina's class allergies, the company tour, Tom's
  anniversary trip, Jasper's paint, Belen's pennies, Keegan's car wash, Gabriel's and Luri's songs,
  Stetson's oranges, Jillian's handbag, James's running). Record number = place in file order.

Label conventions (rounds 72-191): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '$11,050' for 11050,
'\$1,\!920' for 1920, '1,\!200' for 1200, '\$15,\!400' for 15400, '50\, \text{mph}' for 50,
'35\%' and '35.0%' for 35, '10\%' for 10, '20 \text{ minutes}' for 20, '6th place' for 6, '100
cents (or $1)' for 1, debatable); an answer sentence is read for the quantity it states. Loop
convention: a response that states its answer and then repeats it (or numbered answer lines) until
cut mid-line or to the generation limit is labelled by the stated, never-contradicted value. Gold:
GSM8K = the file's own correct_answer '####' value, commas dropped (the build checks it against
gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 2352000,
2368000, 2384000, 2400000, 2416000, 2432000, 2448000, 2464000, 2480000, 2496000, 2512000 (11 pages,
all pasted this round), with round 191's paste of 2336000 (not re-read; its decoded page checked
byte-identical to round 191's and its end checked against the start of 2352000). Nothing else was
read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 2512000 (re-read it or reuse
this round's paste: it ends inside tasks[487].base_model, Uncle Ben's oats, at 'To find out how
many'; take tasks[487] on; tasks[487] to [499] unread, about 0.07 MB to the file's end at 2,586,387,
pages 2528000-2576000, the last page 10,387 characters), about 3-4 tasks a page (its hybrids loop
numbered answer lines, which the @@N and @@A markers of work/mk.py take without retyping); the
random-firing MATH-500 file from 112000 (round 133's lead, tasks[51]-[78]); the other qwen2.5-32b
files that round 75 listed (hybrid-2/results/ bias-only and random-vectors MATH-500 files,
hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout197.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout197.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout197.jsonl"
SOURCE = "public_heldout197"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 2336000-2512000 joined (192,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|answer_colon|base model (tasks[447], Joey's Scrabble points, gold 5): 240 - 235 (across the edge of pages 2336000 and 2352000); 'Answer: Joey is now winning by 5 points.' = gold
tl32g:1|correct|boxed|R1-Distill: 240 - 235; after </think> '**Final Answer:** \[ \boxed{5} \]' = gold
tl32g:2|correct|boxed|hybrid: 240 - 235 = 5; '5. The final answer is 5.', Python code, its output '5', then 'The final answer is \(\boxed{5}\).' = gold
tl32g:3|correct|answer_colon|base model (tasks[448], the salesman's sneakers, gold 539): $1115 - $576; 'Answer: The salesman's profit was $539.' = gold
tl32g:4|correct|boxed|R1-Distill: \$1,115 - \$576; after </think> '**Final Answer:** \boxed{539}' = gold
tl32g:5|correct|final_answer_phrase|hybrid: $1115 - $576 = $539; 'The final answer is 539.', a step-by-step restatement, again 'The final answer is 539.' = gold
tl32g:6|correct|prose_sentence|base model (tasks[449], Beatrice's crayons, gold 112): 48 + 64; 'So, Beatrice bought 112 colors of crayons in all.' = gold
tl32g:7|correct|boxed|R1-Distill: 48 + 64; after </think> '\[ \boxed{112} \]' = gold
tl32g:8|correct|prose_sentence|hybrid: 48 + 64 = 112; 'Step 5: The final answer is 112 crayons. ...', then 'Therefore, Beatrice bought 112 colors of crayons in all.' = gold
tl32g:9|correct|prose_sentence|base model (tasks[450], the movie super ticket, gold 4): $21 - ($15 + x) = $2, x = $4; 'The regular price of popcorn is $4.' = gold
tl32g:10|correct|boxed|R1-Distill: $21 = $17 + P; after </think> '### **Final Answer:** \[ \boxed{4} \]' = gold
tl32g:11|wrong|prose_sentence|hybrid: takes the super ticket as the cheaper one, (15 + P) - 21 = 2, P = 8; '6. Therefore, the regular price of popcorn is $8.': 8 != gold 4
tl32g:12|correct|prose_sentence|base model (tasks[451], Bentley's balloons, gold 11050): $65 * 170; 'Bentley paid $11,050 to fill 170 balloons after the price increase.' = gold ('$11,050' for 11050)
tl32g:13|correct|boxed|R1-Distill: 170 x 65 (across the edge of pages 2352000 and 2368000); after </think> 'Bentley paid \(\boxed{11050}\) dollars to fill 170 balloons ...' = gold
tl32g:14|correct|final_answer_phrase|hybrid: 170 * $65 = $11,050; 'The final answer is: $11,050.' = gold ('$11,050' for 11050)
tl32g:15|correct|prose_sentence|base model (tasks[452], the car's average speed, gold 50): 150 / 3; 'Therefore, the car's average speed during the trip is 50 mph.' = gold
tl32g:16|correct|boxed|R1-Distill: 150 / 3; after </think> '**Final Answer:** \[ \boxed{50\, \text{mph}} \]' = gold ('50\, \text{mph}' for 50)
tl32g:17|correct|prose_sentence|hybrid: 150 / 3 = 50; 'Therefore, the car's average speed during the trip is 50 mph.', the sentence once more = gold
tl32g:18|correct|prose_sentence|base model (tasks[453], Jenna's sapphires, gold 6400): $4000 + $2400; ends 'So, the total value of her jewels is $4000 + $2400 = $6400.' = gold
tl32g:19|correct|boxed|R1-Distill: \$4,000 + \$2,400; after </think> '**Final Answer:** \[ \boxed{6400} \]' = gold
tl32g:20|correct|final_answer_phrase|hybrid: $4000 + $2400 = $6400; 'The final answer is 6400.' = gold
tl32g:21|wrong|answer_colon|debatable: base model (tasks[454], Marin's and Nancy's apples, gold 150): 4 + 4 = 8 a day, 8 * 30; 'Answer: Marin and Nancy eat a total of 240 apples in 30 days.': 240 != gold 150 (the gold's working '4 + 1 = 5' a day does not follow the question's 'each eat 4 apples a day', which 240 does; a reading against the question would say correct)
tl32g:22|wrong|boxed|debatable: R1-Distill: 8 x 30; after </think> '**Final Answer:** \[ \boxed{240} \]': 240 != gold 150 (the gold's '4 + 1' does not follow the question; see tl32g:21)
tl32g:23|wrong|answer_colon|debatable: hybrid: 8 apples/day * 30 days = 240; 'Step 4: The final answer is 240 apples ...', 'Answer: 240 apples.': 240 != gold 150 (the gold's '4 + 1' does not follow the question; see tl32g:21)
tl32g:24|correct|prose_sentence|base model (tasks[455], Bob's potting soil, gold 1920): 160 bags x $12; 'The potting soil will cost Bob $1920.' = gold
tl32g:25|correct|boxed|R1-Distill: 160 x \$12 (across the edge of pages 2368000 and 2384000); after </think> '**Final Answer:** \[ \boxed{\$1,\!920} \]' = gold ('\$1,\!920' for 1920)
tl32g:26|correct|prose_sentence|hybrid: 160 bags x $12 = $1,920; 'The potting soil will cost Bob $1,920.', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it = gold ('$1,920' for 1920)
tl32g:27|correct|answer_colon|base model (tasks[456], the magician's cards, gold 78): 15 + 24 + 39; 'Answer: There are 78 cards of all mentioned colors.' = gold
tl32g:28|correct|boxed|R1-Distill: 15 + 24 + 39; after </think> '**Final Answer:** \[ \boxed{78} \]' = gold
tl32g:29|correct|prose_sentence|hybrid: 15 + 24 + 39 = 78; 'Answer: There are 78 cards in total, ...', then '15 red cards, 24 green cards, and 39 yellow cards make a total of 78 cards.' = gold
tl32g:30|correct|answer_colon|base model (tasks[457], Katelyn's fairies, gold 45): 75 - 30; 'Answer: There are 45 fairies remaining.' = gold
tl32g:31|correct|boxed|R1-Distill: 75 - 30; after </think> '**Final Answer:** \[ \boxed{45} \]' = gold
tl32g:32|correct|answer_colon|hybrid: 75 - 30 = 45; 'Answer: 45 fairies are remaining.' = gold
tl32g:33|correct|prose_sentence|base model (tasks[458], the spotted puppies, gold 35): (7 / 20) * 100; 'So, 35% of all the puppies have spots.' = gold
tl32g:34|correct|boxed|R1-Distill: (7/20) x 100; after </think> '**Final Answer:** \[ \boxed{35\%} \]' = gold ('35\%' for 35)
tl32g:35|correct|prose_sentence|hybrid: (7 / 20) * 100 = 35%; 'Therefore, 35% of all the puppies have spots.', Python code (no output shown), then 'The percentage of all the puppies that have spots is 35.0%.' = gold ('35.0%' for 35)
tl32g:36|correct|prose_sentence|base model (tasks[459], the farmer's feed, gold 2): 4500 / 2250; 'The farmer needs to make 2 trips to transport all the feed.' = gold
tl32g:37|correct|boxed|R1-Distill: 4,500 / 2,250; after </think> 'The farmer needs to make \(\boxed{2}\) trips to transport all the feed.' = gold
tl32g:38|correct|final_answer_phrase|hybrid: 4500 / 2250 = 2 (across the edge of pages 2384000 and 2400000); '... The final answer is 2 trips.' = gold
tl32g:39|correct|answer_colon|base model (tasks[460], Grayson's recycling, gold 84): 21 cents * 4; 'Answer: Grayson earns 84 cents from recycling in a four-week month.' = gold
tl32g:40|correct|boxed|R1-Distill: 21 x 4; after </think> '**Final Answer:** \[ \boxed{84} \]' = gold
tl32g:41|correct|prose_sentence|hybrid: 21 cents/week * 4 weeks = 84 cents; 'Grayson earns 84 cents from recycling in a four-week month.', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it = gold
tl32g:42|correct|prose_sentence|base model (tasks[461], Shondra's plants, gold 9): 16 - 7; 'So, Shondra has 9 plants.' = gold
tl32g:43|correct|boxed|R1-Distill: 16 - 7; after </think> '**Final Answer:** \[ \boxed{9} \]' = gold
tl32g:44|correct|prose_sentence|hybrid: 16 - 7 = 9; 'Final answer: 9 plants.', then 'Shondra has 9 plants.' = gold
tl32g:45|correct|prose_sentence|base model (tasks[462], Ali's money, gold 71): $21 + $50; 'Step 3: State the final answer. / Ali now has $71.' = gold
tl32g:46|correct|boxed|R1-Distill: 21 + 50; after </think> '**Final Answer:** \[ \boxed{71} \]' = gold
tl32g:47|correct|final_answer_phrase|hybrid: $21 + $50 = $71; '5. Therefore, Ali has $71 now.', then numbered lines 'N. The final answer is $71.' (lines 6-174, the record ending on a whole line at the generation limit): its stated, never-contradicted 71 (loop convention) = gold
tl32g:48|correct|prose_sentence|base model (tasks[463], Ashley's pizza tip, gold 18): $15 + $3; 'So, Ashley should give the delivery man a total of $18.' = gold
tl32g:49|correct|boxed|R1-Distill: 15 + 3 (across the edge of pages 2400000 and 2416000); after </think> '**Final Answer:** \[ \boxed{18} \]' = gold
tl32g:50|correct|prose_sentence|hybrid: $15 + $3 = $18; 'Step 4: The total amount Ashley should give the delivery man is $18.' = gold
tl32g:51|correct|prose_sentence|base model (tasks[464], Finley's race, gold 6): 7 - 1; 'Finley finished in 6th place.' = gold ('6th place' for 6)
tl32g:52|correct|boxed|R1-Distill: 7 - 1; after </think> '**Final Answer:** \(\boxed{6}\)' = gold
tl32g:53|correct|answer_is|hybrid: 'Step 6: Therefore, Finley finished in 6th place.', then steps alternating 'The answer is 6th place.' and 'The final answer is 6th place.' (steps 7-143) until cut at 'Step 14': its stated, never-contradicted 6th place (loop convention) = gold ('6th place' for 6)
tl32g:54|correct|prose_sentence|base model (tasks[465], Miss Maria's cards, gold 30): 300 / 10; 'Miss Maria has 30 students.' = gold
tl32g:55|correct|boxed|R1-Distill: 300 / 10; after </think> '### **Final Answer** \[ \boxed{30} \]' = gold
tl32g:56|correct|prose_sentence|hybrid: 300 / 10 = 30; 'Therefore, Miss Maria has 30 students.' = gold
tl32g:57|correct|answer_colon|debatable: base model (tasks[466], Becky's and Kelly's apples, gold 1): works in cents, 900 - 800 = 100 cents; 'Answer: Kelly paid 100 cents (or $1) more than Becky.': $1 = gold, stated in cents first (a reading that takes the first number, 100, would say wrong)
tl32g:58|correct|boxed|R1-Distill: \$9.00 - \$8.00 (across the edge of pages 2416000 and 2432000); after </think> '**Final Answer:** \boxed{1}' = gold
tl32g:59|correct|final_answer_phrase|hybrid: $9 - $8 = $1; 'The final answer is: Kelly paid $1 more than Becky.' = gold
tl32g:60|correct|answer_colon|base model (tasks[467], Bob's hotel laundry, gold 1200): 80 * 15; 'Answer: There are 1200 pieces of laundry in 80 rooms.' = gold
tl32g:61|correct|boxed|R1-Distill: 15 x 80; after </think> '### **Final Answer** \[ \boxed{1,\!200} \]' = gold ('1,\!200' for 1200)
tl32g:62|correct|prose_sentence|hybrid: 15 * 80 = 1200; 'Therefore, there are 1200 pieces of laundry in 80 rooms.' = gold
tl32g:63|correct|prose_sentence|base model (tasks[468], Fireman Frank's shoes, gold 120): 300 - 180; 'Therefore, Frank will have 120 shoes on Sunday.' = gold
tl32g:64|correct|boxed|R1-Distill: 300 - 180; after </think> '**Final Answer:** \[ \boxed{120} \]' = gold
tl32g:65|correct|answer_is|hybrid: 300 - 180 = 120; '... Fireman Frank will have 120 shoes on Sunday. The answer is 120 shoes.' = gold
tl32g:66|correct|answer_colon|base model (tasks[469], Mary's sprinkles, gold 4): 48 / 12; 'Answer: Mary should bake 4 pans worth of cupcakes ...' = gold
tl32g:67|correct|boxed|R1-Distill: 48 / 12; after </think> 'Mary should bake \(\boxed{4}\) pans worth of cupcakes.' = gold
tl32g:68|correct|final_answer_phrase|hybrid: 48 / 12 = 4; '4. The answer is 4 pans.', then numbered lines 'N. The final answer is 4 pans.' (lines 5-168, across the edge of pages 2432000 and 2448000) until cut at '169': its stated, never-contradicted 4 (loop convention) = gold
tl32g:69|correct|prose_sentence|base model (tasks[470], Theo's pen, gold 3): $10 - $7; ends 'Therefore, the amount of change Theo received is $10 - $7 = $3.' = gold
tl32g:70|correct|boxed|R1-Distill: \$10 - \$7; after </think> '**Final Answer:** \[ \boxed{3} \]' = gold
tl32g:71|correct|final_answer_phrase|hybrid: $10 - $7 = $3; 'Theo received $3 in change. / The final answer is 3.' = gold
tl32g:72|correct|answer_colon|base model (tasks[471], Marissa's class pencils, gold 80): 1/3 * 240; 'Answer: There were 80 pencils left at the end of the year.' = gold
tl32g:73|correct|boxed|R1-Distill: (1/3) x 240; after </think> '**Final Answer:** \[ \boxed{80} \]' = gold
tl32g:74|correct|final_answer_phrase|hybrid: 1/3 * 240 = 80; 'The final answer is 80 pencils.' = gold
tl32g:75|correct|prose_sentence|base model (tasks[472], Matt's carrot sticks, gold 6): (1/2)x + 2 = 5, x = 6; 'Step 6: Therefore, Matt has to eat 6 carrot sticks ...' = gold
tl32g:76|correct|boxed|R1-Distill: c/2 + 2 = 5, c = 6; after </think> '**Answer:** \[ \boxed{6} \]' = gold
tl32g:77|correct|boxed|hybrid: c = 6; 'Final Answer: Matt has to eat 6 carrot sticks.', Python code (no output shown), then 'The final answer is \(\boxed{6}\).' = gold
tl32g:78|wrong|prose_sentence|base model (tasks[473], Benny's remoras, gold 10): turns the two remoras' 12 inches into 1 foot, then multiplies by the 2 remoras again, 2 feet / 10 feet = 20%; 'Therefore, the combined length of the remoras is 20% of the shark's body length.': 20 != gold 10
tl32g:79|correct|boxed|R1-Distill: 12 / 120 x 100% (across the edge of pages 2448000 and 2464000); after </think> '**Final Answer:** \[ \boxed{10\%} \]' = gold ('10\%' for 10)
tl32g:80|correct|answer_is|hybrid: (12 / 120) * 100 = 10%; '6. The final answer is 10%.', then numbered lines 'N. The answer is 10%.' (lines 7-164) until cut at '165. The answer is 10': its stated, never-contradicted 10 (loop convention) = gold
tl32g:81|correct|prose_sentence|base model (tasks[474], the desktop computers, gold 80): 20 = (1/4)x; 'Step 8: Therefore, there are 80 students at that grade level.' = gold
tl32g:82|correct|boxed|R1-Distill: (1/4)N = 20; after </think> 'Thus, the total number of students at that grade level is \(\boxed{80}\).' = gold
tl32g:83|correct|final_answer_phrase|hybrid: x = 20 x 4 = 80; 'Final Answer: There are 80 students at that grade level.' = gold
tl32g:84|correct|answer_colon|base model (tasks[475], Jason's shoes, gold 20): 240 / 12; 'Answer: Jason has to spend 20 minutes walking each day ...' = gold
tl32g:85|correct|boxed|R1-Distill: 240 / 12; after </think> '**Final Answer:** \[ \boxed{20 \text{ minutes}} \]' = gold ('20 \text{ minutes}' for 20)
tl32g:86|correct|answer_is|hybrid: 240 / 12 = 20; '5. The answer is 20 minutes per day.', a check, '8. The final answer is 20 minutes per day.', then numbered lines 'N. The answer is 20 minutes per day.' (lines 9-138, across the edge of pages 2464000 and 2480000) until cut at '139. The answer': its stated, never-contradicted 20 (loop convention) = gold
tl32g:87|correct|answer_colon|base model (tasks[476], Sarah's books, gold 5): 20 ÷ 4; 'Answer: Each child received 5 books.' = gold
tl32g:88|correct|boxed|R1-Distill: 20 / 4; after </think> '**Final Answer:** \[ \boxed{5} \]' = gold
tl32g:89|correct|answer_is|hybrid: 20 / 4 = 5; '6. Therefore, each child gets 5 books.', then numbered lines 'N. The answer is 5 books per child.' (lines 7-158) until cut at '159. The answer is 5': its stated, never-contradicted 5 (loop convention) = gold
tl32g:90|correct|answer_colon|base model (tasks[477], Gina's class allergies, gold 20): 32 - 12; 'Answer: 20 kids in Gina's class are not allergic to anything.' = gold
tl32g:91|correct|boxed|R1-Distill: 32 - 12; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:92|correct|boxed|hybrid: 32 - 12 = 20 (across the edge of pages 2480000 and 2496000); Python code, its output '20', then '... aren't allergic to anything is \(\boxed{20}\).' = gold
tl32g:93|correct|prose_sentence|base model (tasks[478], the company tour, gold 621): 600 + 21; ends 'So, the total number of people going on the tour is 600 employees + 21 tour guides = 621 people.' = gold
tl32g:94|correct|boxed|R1-Distill: 600 + 21; after </think> '**Final Answer:** \[ \boxed{621} \]' = gold
tl32g:95|correct|prose_sentence|hybrid: 600 + 21 = 621; 'The total number of people going on the tour is 621. This includes 600 employees and 21 tour guides.' = gold
tl32g:96|correct|prose_sentence|base model (tasks[479], Tom's anniversary trip, gold 15400): $10,000 + $5400; 'So, the total cost of the trip is $15,400.', then an invented system line 'You are an AI assistant that helps people find information. ...' with no answer in it = gold ('$15,400' for 15400)
tl32g:97|correct|boxed|R1-Distill: \$10,000 + \$5,400; after </think> '\[ \boxed{\$15,\!400} \]' = gold ('\$15,\!400' for 15400)
tl32g:98|correct|prose_sentence|hybrid: $10,000 + $5400 = $15,400; 'Therefore, the total cost of the trip is $15,400.' = gold ('$15,400' for 15400)
tl32g:99|correct|prose_sentence|base model (tasks[480], Jasper's paint, gold 11): 2 + 9; ends 'Jasper has 2 tubes of blue paint and 9 tubes of yellow paint, so he has a total of 2 + 9 = 11 tubes of paint.' = gold
tl32g:100|correct|boxed|R1-Distill: 2 + 9; after </think> '**Final Answer:** \[ \boxed{11} \]' = gold
tl32g:101|correct|final_answer_phrase|hybrid: 2 + 9 = 11; 'Final answer: 11', then a stray code fence '```' = gold
tl32g:102|correct|prose_sentence|base model (tasks[481], Belen's pennies, gold 84): 36 + 48; 'Therefore, the combined weight of the two pennies is 84 grains.' = gold
tl32g:103|correct|boxed|R1-Distill: its thinking 48 + 36 and '**Final Answer** ... \boxed{84} grains.' (across the edge of pages 2496000 and 2512000); after </think> 'Thus, the combined weight of the two pennies is \boxed{84} grains.' = gold
tl32g:104|correct|final_answer_phrase|hybrid: 48 + 36 = 84; 'The final answer is 84 grains.' = gold
tl32g:105|correct|prose_sentence|base model (tasks[482], Keegan's car wash, gold 26): $200 - $174; 'Step 3: Answer the question. / Keegan and Tashay need to earn $26 more to reach their goal of $200.' = gold (the goal $200 stated after, not as the answer)
tl32g:106|correct|boxed|R1-Distill: \$200 - \$174; after </think> '**Final Answer:** \[ \boxed{26} \]' = gold
tl32g:107|correct|prose_sentence|hybrid: $200 - $174 = $26; 'Therefore, they need to earn $26 more to reach their goal.' = gold
tl32g:108|correct|answer_colon|base model (tasks[483], Gabriel's and Luri's songs, gold 40): 80 - 40; 'Answer: Luri can add 40 fewer songs to his player than Gabriel can add to his.' = gold
tl32g:109|correct|boxed|R1-Distill: 80 - 40; after </think> '**Final Answer:** \[ \boxed{40} \]' = gold
tl32g:110|correct|answer_colon|hybrid: 80 - 40 = 40; 'Answer: Luri can add 40 fewer songs than Gabriel can add to his player.' = gold
tl32g:111|correct|prose_sentence|base model (tasks[484], Stetson's oranges, gold 240): 24 * $10; 'So, Stetson gave up a total of $240.' = gold
tl32g:112|correct|boxed|R1-Distill: 24 x \$10; after </think> '**Final Answer:** \[ \boxed{240} \]' = gold
tl32g:113|correct|final_answer_phrase|hybrid: 24 * $10 = $240; 'The final answer is: $240.' = gold
tl32g:114|correct|answer_colon|base model (tasks[485], Jillian's handbag, gold 220): $240 - $20; 'Answer: Jillian's handbag cost $220.' = gold
tl32g:115|correct|boxed|R1-Distill: \$240 - \$20; after </think> '**Final Answer:** \[ \boxed{220} \]' = gold
tl32g:116|correct|prose_sentence|hybrid: $240 - $20 = $220; 'Therefore, the cost of Jillian's handbag is $220.' = gold
tl32g:117|correct|answer_colon|base model (tasks[486], James's running, gold 6): 60 ÷ 10; 'Answer: James runs 6 hours a week.' = gold
tl32g:118|correct|boxed|R1-Distill: 60 / 10; after </think> '**Final Answer:** \[ \boxed{6} \]' = gold
tl32g:119|correct|answer_colon|hybrid: 60 / 10 = 6; 'Answer: James runs for 6 hours a week.', then an invented system line 'You are an AI assistant that helps people find information. User will you a question. You will answer it.' with no answer in it = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
