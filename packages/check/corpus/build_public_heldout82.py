__doc__ = r"""Build public_heldout82.jsonl: an 82nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

100 records, all GSM8K test, all long chain-of-thought, from one file of the repository rounds 72
and 74-80 read (thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 12 consecutive pages 224000-400000
  (page 224000 read again; round 80 read pages 0-224000), tasks[39]-tasks[71] all three models and
  tasks[72] base_model.

Method (rounds 76-80): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script decoded that display form once into the page text
(pages/*.page) and checked its length against the page size (16,000 each; tools/decode_pages.py,
round 80's, pointed at this round's folder). Page 224000 was read again this round and its display
is the one round 80 pasted (pages/tl_qmath_gsm8k_224000.txt copied from round 80's folder; the
read shows the same text; it decodes to 16,000). Long verbatim loops were NOT retyped: one copy of
the loop unit was pasted between markers and the marker where the further copies go was replaced
by that unit a whole number of times, the number fixed by the page length (every count 0-300
tried; exactly one fits). One page has a marker: 368000, Marcy hybrid's pair '\n\nBut the correct
answer is $50,000 per year, so the final answer is \boxed{50000}.\n\nHowever, the correct answer is
$50,000 per year, so the final answer is \boxed{50000}.' 20 more copies after the pasted one (177
characters a unit; 21 'However' and 22 'But' lines on the decoded page). The numbered lists of
pages 288000-304000 (the ties base model's 38 numbered copies of the question; the ties hybrid's
'N. End the solution.' items 9-258) change at each item, so they were pasted in full. Two pastes
were corrected by their length check: on 240000 a word 'sapphire ' was first typed into the Polly
R1-Distill text where the display has none (16,009 characters); on 384000 the page first decoded to
16,001 characters: Dr. Wertz's correct_answer had been typed 'to every teacher' where the file
has 'to each teacher' (the gsm8k test answer's words). A space at the page's end was first dropped
to fit, then a read at offset 396000 (page position 12000) opened with three spaces before
'"base_model"' where the paste had four, so the extra character lay in 8000-12000; there a script
check of every question and correct_answer on the page against gsm8k test found the 'every'. With
'each' and the page's last line as displayed (three spaces) it decodes to 16,000; a read at offset
392000 (page position 8000), pasted (check/r392000_head.txt, the same word fixed), equals the
decoded page's last 8,000 characters, and its 29 further characters open page 400000. Every question and
correct_answer on pages 384000 and 400000 equals its gsm8k test text (check/ca.py). The pages were joined in file order, so a completion crossing
an edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
`enc` = `json`, decoded once more by the build; tools/extract_gsm8k.py), never retyped.

Edges: page 224000 opens inside tasks[36] thinking_model (Terry; round 80 holds it whole): not
taken; tasks[36] hybrid_model, tasks[37] (lego) and tasks[38] (John's running) on it are round
80's tlq15g 110-116 (the six of tasks[37]-[38] dropped as repeats, below; the hybrid of tasks[36]
opens before the first question on the page and is not cut out). Page 384000 ends after tasks[68]
(Dr. Wertz) closes; page 400000 ends inside tasks[72] thinking_model (Tommy): not taken. Every
other completion of tasks[39]-[72] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, rounds
1-81, 19,327 distinct texts at the last check, by script, reading no labels; tools/golds_repeats.py)
and with the others of this round: the six of tasks[37]-[38] repeat round 80's tlq15g 111-116
(public_heldout80.jsonl) and were dropped; nothing else repeats. The kept records are numbered in
file order (tlq15g 0-99; record 3k+0/1/2 = tasks[39+k] base/thinking/hybrid).

Repositories (100 records): thaotnguyen/thinking-llms-interp 100 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 100 (test), MATH 0. Prompt format: long_cot 100 (no tag format asked for: base and
hybrid models write free prose, steps, python or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 82, wrong 14, no_answer 4. Forms: boxed 69, prose_sentence 20, answer_is 7,
truncated 4. 2 debatable (tlq15g 7, 71).

Truths by model: base_model (Qwen2.5-Math-1.5B, a base math model: boxes, prose, python) 29
correct, 4 wrong (6, 45, 57, 69), 1 no_answer (24 loops the question as a numbered list until
cut); thinking_model (R1-Distill-Qwen-1.5B) 27 correct, 4 wrong (13, 46, 64, 94), 2 no_answer (7, 70:
cut inside the think block); hybrid_model 26 correct, 6 wrong (2, 14, 17, 47, 65, 71; 71 loops a
stated box until cut), 1 no_answer (26, a numbered 'End the solution.' list cut at '259').

Label conventions (rounds 72-80): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, a list with no
value); equal in value but written differently is correct (here '\boxed{\$294}' for 294,
'\boxed{\$57.00}' and '$57.00' for 57, '\boxed{5 \text{ hours}}' for 5, '$1430' for 1430); labels
are against the gold as given. Text after the committed answer (an invented 'Is that right? Yes'
or 'Thank you' exchange that keeps the value) does not count. Loop convention: a response that
states its answer and then repeats it verbatim until cut mid-copy is labelled by the stated,
never-contradicted value (tlq15g 71). R1 rule: an R1-Distill answer cut inside its think block,
before '</think>' and before a **Final Answer** line, is no_answer even where its working has
reached a value (tlq15g 7, 70); where the thinking and the text after '</think>' disagree, the last
(boxed) answer counts (tlq15g 91).

Debatable: tlq15g 7 (Polly R1-Distill: weighs 1600 and 1200 feet, settles on 'So, the answer is 200
feet.' several times, and the string ends inside its thinking after '... So, the answer is 200
feet. \n\n' with no </think> and no **Final Answer**: labelled no_answer by the R1 rule; a reader
taking its last sentence would say correct). tlq15g 71 (Marcy hybrid: \boxed{50000} stated, then
'However/But the correct answer is $50,000 per year, so the final answer is \boxed{50000}.' lines
alternating until cut at '\boxed{50': labelled wrong by its stated value 50000 (gold 25000) under
the loop convention; the cut last box reads '50', also not the gold, so the label holds either way;
debatable only in that a reader could call a runaway loop no_answer).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 34 tasks found, all equal; tools/golds_repeats.py and the build both check); tasks[i]
is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[39]-tasks[71]
base, thinking, hybrid and tasks[72] base (GSM8K test lines 39-72: Dana's speeds, Brandon's iPhone, Polly's javelin,
Grandma Jones's pies, chips calories, Charlie's candles, Meredith's articles, Candice's post-its,
John's ties, Tracy's wire, Richard's building, Lloyd's eggs, Tom's ship, Uriah's bag, the mechanic,
the Doubtfire kittens, Jean's lollipops, Peter's movies, the wooden bridge, Stephen's groceries,
the raspberry bush, the oranges, Janet's brooch, Marcy's pension, Aleena's streaming, Sophia's
tank, Jim's TV, the four schools, the treasure chest, Dr. Wertz's teachers, Bailey's allowance, Judy's dance
classes, Kelian's recipes, Tommy's brownies).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
224000 (read again), 240000, 256000, 272000, 288000, 304000, 320000, 336000, 352000, 368000,
384000, 400000 (12 pages), and 392000 and 396000 (check reads inside page 384000). Nothing else
was read.

Leads for a later round: the Qwen-Math file from 400000 (re-read it: tasks[72] (Tommy)
thinking_model opens there and runs onto 416000; tasks[73]-[499] unread), about three tasks a page; the Llama-3.1-8B GSM8K file from 176000 (re-read it: tasks[23]'s answers
open on 192000), the qwen2.5-32b MATH-500 file from 112000 (tasks[11] hybrid, tasks[12]-[17]) and
the 14B MATH-500 file from 1184000 were not reached this round.

Usage: python build_public_heldout82.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout82.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout82.jsonl"
SOURCE = "public_heldout82"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 224000-400000 joined (192,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|correct|boxed|base model (tasks[39], Dana, gold 18): run 6, walk 1.5, 12 + 6; 'the total distance Dana can travel in six hours is \(\boxed{18}\) miles.' = gold
tlq15g:1|correct|boxed|R1-Distill: w = 1.5, 12 + 6; its thinking ends '**Final Answer** \boxed{18}', after </think> '\(\boxed{18}\) miles.' = gold
tlq15g:2|wrong|boxed|hybrid: never finds the walking speed, walks at 3 mph: 12 + 12; 'the final answer is \(\boxed{24}\) miles.' (gold 18)
tlq15g:3|correct|boxed|base model: 2 x 1, 4 x 2; "Brandon's iPhone is \(\boxed{8}\) years old." = gold
tlq15g:4|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{8}\]' = gold
tlq15g:5|correct|boxed|hybrid: 'The final answer is 8 years old.', a python block with '```output 8```', 'Therefore, the final answer is \(\boxed{8}\).' = gold
tlq15g:6|wrong|boxed|base model: takes 400 feet as the distance WITH the gemstone; 1000 - 400; 'Polly can stand \(\boxed{600}\) feet outside ...' (gold 200)
tlq15g:7|no_answer|truncated|debatable: R1-Distill: 1600 then 600, then 400 x 3 = 1200 and 'So, the answer is 200 feet.' several times; the string ends inside its thinking (across the edge of pages 240000 and 256000) after 'So, the answer is 200 feet. ' with no </think> and no **Final Answer** (R1 rule); a reader taking its last sentence would say correct (gold 200)
tlq15g:8|correct|answer_is|hybrid: 400 x 3 = 1200; 'Polly can stand 200 feet outside the dragon's reach ... So, the answer is 200 feet outside the dragon's reach.' = gold
tlq15g:9|correct|boxed|base model: 40 - 14; 'the number of pieces taken by the guests is \(\boxed{26}\).' = gold
tlq15g:10|correct|boxed|R1-Distill: after </think> '\(\boxed{26}\).' = gold
tlq15g:11|correct|boxed|hybrid: 40 - 14 = 26, python with '```output 26```', 'The number of pieces taken by the guests is \(\boxed{26}\).' = gold
tlq15g:12|correct|boxed|base model: 200 calories left, 1250/300 calories a gram; 'you can eat approximately \boxed{48} grams of chips' = gold
tlq15g:13|wrong|boxed|R1-Distill: 250 calories over the whole 300 g bag (0.833 a gram); after </think> (across the edge of pages 256000 and 272000) '\boxed{240 \text{ grams}}' (gold 48)
tlq15g:14|wrong|answer_is|hybrid: 'Remaining calories = 1250 calories - 1800 calories = -550 calories'; 'So, you can eat 0 grams of chips ... Therefore, the answer is 0 grams.' (gold 48)
tlq15g:15|correct|boxed|base model: \$40 - \$20; "Charlie's net profit is \(\boxed{20}\)." = gold
tlq15g:16|correct|boxed|R1-Distill: after </think> "Charlie's net profit is \(\boxed{20}\) dollars." = gold
tlq15g:17|wrong|prose_sentence|hybrid: 20 pounds of beeswax for 20 candles, 200 candles; "Therefore, Charlie's net profit from selling 20 candles is $200.00. ..." (gold 20)
tlq15g:18|correct|boxed|base model: 5 + 7 + 14 = 26, 26 x 4; python '```output 104.0```'; '... is \(\boxed{104}\).' = gold
tlq15g:19|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{104}\]' = gold
tlq15g:20|correct|prose_sentence|hybrid: 20 + 28 + 56; 'Therefore, the total number of hours Meredith spent writing articles over the three days is 104 hours.' = gold
tlq15g:21|correct|boxed|base model: 80 + x - 220 = 23; 'the number of Post-it notes in the package that she purchased is \(\boxed{163}\).' = gold
tlq15g:22|correct|boxed|R1-Distill: x - 140 = 23; after </think> 'Thus, the package contained \boxed{163} post-it notes.' (across the edge of pages 272000 and 288000) = gold
tlq15g:23|correct|boxed|hybrid: x = 23 + 220 - 80, a check; 'The final answer is \(\boxed{163}\).' = gold
tlq15g:24|no_answer|truncated|base model: repeats the whole question as a numbered list, 37 whole copies, cut in the 38th at 'How much did'; no working, no value (gold 800)
tlq15g:25|correct|boxed|R1-Distill: 5 blue, 10 red at \$60; 200 + 600; after </think> '\[\boxed{800}\]' = gold
tlq15g:26|no_answer|truncated|hybrid: an eight-step plan ('8. Provide the final answer in a box.'), then 'N. End the solution.' items 9-258, cut at '259' (across the edge of pages 288000 and 304000); never a value (gold 800)
tlq15g:27|correct|boxed|base model: 48 / 6; 'Tracy obtained \(\boxed{8}\) pieces of wire.' = gold
tlq15g:28|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{8}\]' = gold
tlq15g:29|correct|boxed|hybrid: 48 / 6; 'Therefore, Tracy obtained \(\boxed{8}\) pieces of wire.' = gold
tlq15g:30|correct|boxed|base model: 120 - 90; '... is \(\boxed{30}\).' = gold
tlq15g:31|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{30}\]' = gold
tlq15g:32|correct|boxed|hybrid: 'The final answer is: \[\boxed{30}\]' and a closing 'The total number of unoccupied units in the building is 30.' = gold
tlq15g:33|correct|boxed|base model: 21 dozen x \$2 x 7; 'Lloyd makes \(\boxed{294}\) dollars on eggs per week.' = gold
tlq15g:34|correct|boxed|R1-Distill: 1764 / 12 = 147 dozen; after </think> '\boxed{\$294}' = gold 294
tlq15g:35|correct|prose_sentence|hybrid: 42 x 7; 'So, Lloyd makes $294 from his egg farm per week.' = gold 294
tlq15g:36|correct|boxed|base model: 30 miles / 6; 'the time it takes Tom to get back is \(\boxed{5}\) hours.' = gold
tlq15g:37|correct|boxed|R1-Distill: after </think> '\boxed{5 \text{ hours}}' (across the edge of pages 304000 and 320000) = gold 5
tlq15g:38|correct|answer_is|hybrid: 30 / 6 = 5; 'The total time for the round trip is ... 8 hours in total. However, the question specifically asks for the time taken to get back, which is 5 hours. So, the answer is 5 hours.' = gold (8 named as the round trip, not as the answer)
tlq15g:39|correct|prose_sentence|base model: 7.5 pounds left, 7.5 / (1/2); 'Therefore, Uriah needs to remove 15 toys to get his book bag back to its original weight.' = gold
tlq15g:40|correct|boxed|R1-Distill: after </think> 'Uriah needs to remove \(\boxed{15}\) toys.' = gold
tlq15g:41|correct|prose_sentence|hybrid: '4. Therefore, Uriah needs to remove 15 toys to make the total weight removed equal to 15 pounds.' = gold
tlq15g:42|correct|boxed|base model: \$520 - \$480; 'the final answer is: \[\boxed{40}\]' = gold
tlq15g:43|correct|boxed|R1-Distill: after </think> '\$520 - \$480 = \$40' and '\[\boxed{40}\]' = gold
tlq15g:44|correct|prose_sentence|hybrid: 'The mechanic earned $40 more on Thursday than on Friday.' twice and '... the difference in revenue between the two days is $40, with Thursday having higher revenue.' = gold 40
tlq15g:45|wrong|boxed|base model: counts only the new kittens, 21 + 12; 'the total number of kittens the Doubtfire family now has is \(\boxed{33}\).' (gold 40)
tlq15g:46|wrong|boxed|R1-Distill: Patchy = 3 x 12 = 36, 12 + 36; after </think> '\[\boxed{48}\]' (gold 40)
tlq15g:47|wrong|answer_is|hybrid: 21 + 12, leaving out the 7 adopted; 'Therefore, the Doubtfire family now has 33 kittens. The final answer is 33 kittens.' (gold 40)
tlq15g:48|correct|prose_sentence|base model: 28 / 2; 'Therefore, Jean can fill 14 bags with the remaining lollipops.' = gold
tlq15g:49|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{14}\]' (across the edge of pages 320000 and 336000) = gold
tlq15g:50|correct|prose_sentence|hybrid: '4. Therefore, Jean can fill 14 bags ...', a '####' line and the same solution again ending 'Therefore, Jean can fill 14 bags with the remaining lollipops.' = gold
tlq15g:51|correct|boxed|base model: 42 / 14; 'the final answer is: \[\boxed{3}\]' = gold
tlq15g:52|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{3}\]' = gold
tlq15g:53|correct|prose_sentence|hybrid: \$42 / \$14 = 3; 'Therefore, Peter can go to the movies 3 times with his $42 budget.' = gold
tlq15g:54|correct|boxed|base model: 1245 / 15; '... is \(\boxed{83}\).' = gold
tlq15g:55|correct|boxed|R1-Distill: 3755 + 15n <= 5000; after </think> '... is \(\boxed{83}\).' = gold
tlq15g:56|correct|boxed|hybrid: 1245 / 15 = 83 and a check; '... is \(\boxed{83}\).' = gold
tlq15g:57|wrong|boxed|base model: 40 + 10 + 4, leaves out the \$3 delivery fee; "the final price of Stephen's groceries is \(\boxed{54}\)." (gold 57)
tlq15g:58|correct|boxed|R1-Distill: 40 + 10 + 3 + 4; after </think> '\boxed{\$57.00}' = gold 57
tlq15g:59|correct|prose_sentence|hybrid: 40 + 10 + 7; "Therefore, the final price of Stephen's groceries is $57.00." = gold 57
tlq15g:60|correct|prose_sentence|base model: 120 + 67; 'Therefore, there are 187 raspberries in total on the raspberry bush.' = gold
tlq15g:61|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{187}\]' (across the edge of pages 336000 and 352000) = gold
tlq15g:62|correct|prose_sentence|hybrid: one paragraph; 'Adding these together, the total number of raspberries is 120 + 67 = 187 raspberries.' = gold
tlq15g:63|correct|boxed|base model: 25 - (1 + 5 + 2); 'the number of good oranges is \(\boxed{17}\).' = gold
tlq15g:64|wrong|boxed|R1-Distill: leaves out the bad orange, 25 - 7; after </think> '\[\boxed{18}\]' (gold 17)
tlq15g:65|wrong|prose_sentence|hybrid: 25 - 5 - 2 = 18, the bad orange left out; 'Therefore, the number of good oranges in the basket is 18.' (gold 17)
tlq15g:66|correct|prose_sentence|base model: 1300 + 130; 'Therefore, the total amount Janet paid for the brooch is $1300 + $130 = $1430.', then '####' and 'Janet paid $1430 for the brooch.' = gold
tlq15g:67|correct|boxed|R1-Distill: 'insulate' for insure, 1,300 + 130; after </think> '\[\boxed{1430}\]' = gold
tlq15g:68|correct|boxed|hybrid: restates the question, 1300 + 130 = 1430, '####', a second solution ending 'the total amount Janet paid for the brooch and its insurance is \boxed{1430}.' = gold
tlq15g:69|wrong|boxed|base model: averages \$1,025,000 over 30 years; "Marcy's annual pension after she quits will be \boxed{34166.67}." (gold 25000)
tlq15g:70|no_answer|truncated|R1-Distill: takes 5% of \$50,000 = \$2,500 a year and says 'her annual pension is $2,500' many times, then is cut inside its thinking at 'But the problem says, "starting after 2' (across the edge of pages 352000 and 368000) with no </think> (R1 rule; its working's value 2,500 is not the gold 25000 either)
tlq15g:71|wrong|boxed|debatable: hybrid: 5% of \$1,000,000 = \$50,000; 'The final answer is \boxed{50000}.' twice, then 'However/But the correct answer is $50,000 per year, so the final answer is \boxed{50000}.' lines alternating (21 'However', 22 'But') until cut at '\boxed{50': labelled by its stated, never-contradicted 50000 (loop convention; gold 25000); a reader could call a runaway loop no_answer
tlq15g:72|correct|boxed|base model: 840 + 756; '... is \(\boxed{1596}\).' = gold
tlq15g:73|correct|boxed|R1-Distill: after </think> '\$840 + \$756 = \$1,\!596' and '### **Final Answer** \[\boxed{1596}\]' = gold
tlq15g:74|correct|boxed|hybrid: 840 + 756; '... by the end of the year is \(\boxed{1596}\) dollars.' = gold
tlq15g:75|correct|boxed|base model: 25 mpg x 12; 'Sophia can drive \(\boxed{300}\) miles on a single tank of gas.' = gold
tlq15g:76|correct|boxed|R1-Distill: after </think> 'Sophia can drive **300 miles** ...' and '\[\boxed{300}\]' = gold
tlq15g:77|correct|answer_is|hybrid: 25 mpg x 12 gallons; 'Therefore, Sophia can drive 300 miles on a single tank of gas. The final answer is 300 miles.' (across the edge of pages 368000 and 384000) = gold
tlq15g:78|correct|boxed|base model: (2 + 1) x 3 x 4; python '```output 36.0```'; '... is \(\boxed{36}\) hours.' = gold
tlq15g:79|correct|boxed|R1-Distill: after </think> '**Final Answer:** \boxed{36}' = gold
tlq15g:80|correct|answer_is|hybrid: 3 x 3 x 4; 'Therefore, Jim spends 36 hours ... Is that right? Yes ... So, the final answer is 36 hours. Thank you for the detailed breakdown! It's clear now.' = gold
tlq15g:81|correct|prose_sentence|base model: 10 players + 2 coaches a school; 'the total number of people sent by all the schools is 4 * 12 = 48 people.' = gold
tlq15g:82|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{48}\]' = gold
tlq15g:83|correct|prose_sentence|hybrid: 4 x 12; 'Therefore, the total number of people sent by all four schools is 48.' = gold
tlq15g:84|correct|prose_sentence|base model: 175 + 140 + 280; 'Therefore, there were 595 gems in the treasure chest.' = gold
tlq15g:85|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{595}\]' = gold
tlq15g:86|correct|prose_sentence|hybrid: 'Therefore, there are 595 gems in the treasure chest.', '####', the same sum again, 'So, there are 595 gems in the treasure chest.' = gold
tlq15g:87|correct|prose_sentence|base model: 180 / 5; "Therefore, there are 36 teachers at Dr. Wertz's school." = gold
tlq15g:88|correct|boxed|R1-Distill: after </think> "Thus, the number of teachers at Dr. Wertz's school is \(\boxed{36}\)." = gold
tlq15g:89|correct|prose_sentence|hybrid: 180 / 5; "5. Therefore, there are 36 teachers at Dr. Wertz's school." = gold
tlq15g:90|correct|boxed|base model (tasks[69], Bailey, gold 60): 5 x 8 = 40, 100 - 40; 'the amount of money Bailey started with is \(\boxed{60}\).' = gold
tlq15g:91|correct|boxed|R1-Distill: its whole thinking is 'Bailey started with $20.', then after </think> an equation 'Starting Amount + 40 = 100' and '**Final Answer:** \(\boxed{60}\)' = gold (the last, boxed answer counts, as tlq15g 85 and 106 of round 80)
tlq15g:92|correct|answer_is|hybrid: x + 40 = 100; 'So, Bailey started with $60. ... Therefore, the answer is $60.' = gold
tlq15g:93|correct|boxed|base model: (5 x 5 + 8) x 15 x \$15; 'Judy makes \(\boxed{7425}\) dollars in one week.' = gold
tlq15g:94|wrong|boxed|R1-Distill: 5 + 8 = 13 classes a week (not 5 x 5 + 8); after </think> 'Judy makes **\$2,925.00** in one week.' and '\[\boxed{\$2,\!925}\]' (gold 7425)
tlq15g:95|correct|boxed|hybrid: 33 classes x 15 x \$15 = \$7,425.00, python blocks, 'The output of the code is 7425.0', '... is \(\boxed{7425.00}\).' = gold 7425
tlq15g:96|correct|boxed|base model: 20 + 40; '... is \(\boxed{60}\).' = gold
tlq15g:97|correct|boxed|R1-Distill: its thinking ends '**Final Answer** ... \boxed{60} instructions.', after </think> 'Thus, Kelian has to read a total of \boxed{60} instructions.' = gold
tlq15g:98|correct|boxed|hybrid: 20 + 40; 'The final answer is \(\boxed{60}\).' = gold
tlq15g:99|correct|boxed|base model: 129 + 92; 'the total amount of money Tommy raises is \boxed{221}.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
