__doc__ = r"""Build public_heldout92.jsonl: a 92nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

118 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-90 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 15 consecutive pages 1008000-1232000
  (page 1008000 read again; round 90 read pages 704000-1008000), tasks[186] thinking_model and
  hybrid_model, tasks[187]-tasks[224] all three models, tasks[225] base_model and thinking_model.

Method (rounds 76-90): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script (work/mk.py) decoded that display form once into the
page text (pages/*.page) and checked its length: every page decodes to exactly 16,000 characters,
each at its first paste. Long verbatim loops were NOT retyped: one copy of the loop unit was
pasted between markers ([[UNIT]] ... [[/UNIT]]) and the marker where the further copies go
([[MORE]]) was replaced by that unit a whole number of times, the number fixed by the page length
(every count 0-300 tried; exactly one fits on each page). Markers: 1072000, the pens hybrid's
"Thank you for the explanation. It's great to know that I can solve this problem correctly. If I
have any more questions, I'll be happy to help. But for now, I'm done with this problem. The cost
of 8 pens is $12.00. " (215 characters a unit as the file holds it; 27 more); 1168000, the pools
hybrid's 'Let's denote the current amount of water in the small pool as \( S \) gallons ... Let's try
to set up the equations correctly.' block (887 characters; 4 more); 1184000 and 1200000, the
Adrian hybrid's ' Therefore, the average age in three years is 45 years old, which is the same as their
current average age because they are all aging at the same rate.' (151 characters; 18 more on
1184000, 24 more on 1200000); 1216000, the advertising hybrid's '\[\n\boxed{20000}\n\]\n' (26
characters as the file holds it, JSON-escaped; 132 more); 1232000, the Carlos hybrid's "\n\nYes,
that's correct. The total cost is $180. Thank you for the detailed explanation. ... I can see now
that the total cost is $180. Correct?" (391 characters; 17 more). The Andrew hybrid's numbered
'N. The problem does not ...' list on page 1232000 (its numbers change) was pasted whole. The
pages were joined in file order (240,000 characters), so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as
the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; work/extract.py), never retyped.

Edges: page 1008000 opens inside tasks[183] (the relay, round 90's) hybrid; tasks[184]-[185] and
tasks[186] base_model lie on it and are round 90's (tlq15g 162-168; not taken again). tasks[186]
thinking_model (Russell) opens on 1008000 and ends on 1024000: taken whole. tasks[225] hybrid_model
(Andrew's road trip) opens on 1232000 and is cut by that page's end: dropped. Every other
completion of tasks[186]-[225] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl and of the
other /tmp/rounds/real*/public_heldout*.jsonl present at the check: 95 files, 20,593 distinct
texts, by script, reading no labels; work/repeats.py) and with the others of this round: nothing
repeats. The kept records are numbered in file order (tlq15g 0-117; 0-1 = tasks[186]
thinking/hybrid, then 3k + 2/3/4 = tasks[187+k] base/thinking/hybrid, 116-117 = tasks[225]
base/thinking).

Repositories (118 records): thaotnguyen/thinking-llms-interp 118 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 118 (test), MATH 0. Prompt format: long_cot 118 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 97, wrong 16, no_answer 5. Forms: boxed 66, prose_sentence 41, truncated 5,
answer_is 4, answer_colon 1, final_answer_phrase 1. 6 debatable (tlq15g 27, 28, 75, 97, 112,
115; see below).

Truths by model: base_model (Qwen2.5-Math-1.5B; 39 records) 35 correct, 4 wrong (20, 44, 56, 83);
thinking_model (R1-Distill-Qwen-1.5B; 40) 30 correct, 6 wrong (3, 21, 36, 45, 69, 96), 4 no_answer
(0, 18, 57, 84: cut inside the think block); hybrid_model (39) 32 correct, 6 wrong (1, 22, 40,
49, 58, 64), 1 no_answer (85).

Label conventions (rounds 72-90): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here '\boxed{12.00}' for 12, '\boxed{\$10}' for 10, '\boxed{120 \text{ pounds}}' for
120, '\boxed{860\ \text{km}}' for 860, '\boxed{20,\!000}' for 20000, '\boxed{114200}' for the gold
'114,200'). Text after the committed answer (an invented 'Is this correct? Yes' or 'Thank you'
exchange that keeps the value) does not count. A '####' line with nothing on it, followed by a
restated solution, is read as prose: the restated solution's last answer counts (tlq15g 17, 19,
22, 25, 37, 40, 49, 94, 106). Loop convention: a response that states its answer and then repeats it
verbatim until cut mid-copy is labelled by the stated, never-contradicted value (tlq15g 28, 97,
112, 115). R1 rule: an R1-Distill answer cut inside its think block, before '</think>' and before
a **Final Answer** line, is no_answer even where its working has reached a value (tlq15g 0, 18, 57,
84); one whose think block ends on a '**Final Answer** ... \boxed{}' line and whose solution after
'</think>' is cut before restating a value is labelled by that Final Answer (tlq15g 27, 75, as
round 90's tlq15g 136).

Debatable: tlq15g 27, 75 (pens and Jerry's chickens R1-Distill: the thinking ends on a Final
Answer box with the gold, the solution after '</think>' is cut before restating it: labelled
correct; a reader could call the cut solution no_answer). tlq15g 28, 97, 112, 115 (pens, Adrian,
advertising and Carlos hybrids: the right value stated, then a verbatim loop restating it (an
invented 'Thank you' exchange, a sentence, a box) until the string is cut mid-copy: labelled
correct by the loop convention; a reader could call a runaway loop no_answer).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 40 tasks, 186-225, found, all equal; work/repeats.py and the build both check); tasks[i]
is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[186] thinking
and hybrid, tasks[187]-tasks[224] base, thinking, hybrid, tasks[225] base and thinking (GSM8K test
lines 186-225: Russell's straw, Mandy's debt, the wheat trader, the fair, John's peaches, the
ducks, Tom's trees, Sue's flamingos, Violetta's crayons, the pens, the carrots, Soda, Elaine's
cards, Mark the copy-editor, Baldur's pails, John's award, Josie's grapes, Carl's cheese, Janet's
pens, Brinley's tests, Micheal's rides, Joe's candy, Rose's cakes, the cups, Sara's jacket,
Jerry's chickens, Gary's park, Sloane's customers, the leaking pools, Lori's shoes, Janeth's loan,
the vase, Adrian's age, the board game, Carmen's puzzles, Celine's tank, Andy's flowers, the
advertising, Carlos and Benji, Andrew's road trip).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
1008000 (read again), 1024000, 1040000, 1056000, 1072000, 1088000, 1104000, 1120000, 1136000,
1152000, 1168000, 1184000, 1200000, 1216000, 1232000 (15 pages). Nothing else was read.

Leads for a later round: the Qwen-Math file from 1232000 (re-read it: tasks[225] (Andrew's road
trip) hybrid_model opens there, a numbered 'The answer is 9 days.' loop, and runs onto 1248000;
tasks[225] hybrid and tasks[226]-[499] unread), about two to three tasks a page.

Usage: python build_public_heldout92.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout92.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout92.jsonl"
SOURCE = "public_heldout92"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 1008000-1232000 joined (240,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|no_answer|truncated|R1-Distill (tasks[186], Russell, gold 5; its string opens on page 1008000 and ends on 1024000): takes all 160 straws as the rats', 160/6 and 160/18 not whole, loops 'Wait, maybe the straws are given per cage / per group' and the string ends inside its thinking at 'Wait, the problem says each' with no </think> (R1 rule; never the gold 5)
tlq15g:1|wrong|boxed|hybrid: takes the 160 as the rats' straw, 160/6 and 160/18 not whole; '\boxed{26.67}' (gold 5)
tlq15g:2|correct|boxed|base model (tasks[187], Mandy, gold 106): 2 + 2 + 2 interest; 'Mandy should give \(\boxed{106}\) dollars to Benedict.' = gold
tlq15g:3|wrong|boxed|R1-Distill: compounds monthly, 100 x 1.02^3; after </think> '**Final Answer:** \[\boxed{\$106.12}\]' (gold 106)
tlq15g:4|correct|prose_sentence|hybrid: 2 x 3 = 6; 'Therefore, Mandy should give Benedict $106 after 3 months.' = gold
tlq15g:5|correct|boxed|base model (tasks[188], wheat trader, gold 50): 8n = 400; 'the trader sold \(\boxed{50}\) bags of wheat.' = gold
tlq15g:6|correct|boxed|R1-Distill: after </think> '**Final Answer:** The trader sold \(\boxed{50}\) bags of wheat.' = gold
tlq15g:7|correct|prose_sentence|hybrid: 8x = 400, x = 50, an invented 'Is this correct? Yes' / 'Thank you' exchange; 'The trader sold 50 bags of wheat.' = gold
tlq15g:8|correct|boxed|base model (tasks[189], the fair, gold 34): 102 / 3; 'each friend paid \(\boxed{34}\).' = gold
tlq15g:9|correct|boxed|R1-Distill: after </think> '### **Final Answer** \[\boxed{34}\]' = gold
tlq15g:10|correct|prose_sentence|hybrid: 102 / 3 = 34, then a muddled aside reaching '$27.75' ('However, this doesn't match the initial calculation'), back to 102 / 3 and ends 'the food is $15.75, totaling $34 per friend.' = gold (the last answer counts)
tlq15g:11|correct|boxed|base model (tasks[190], John's peaches, gold 360): 180 x 2; '\(\boxed{360}\)' = gold
tlq15g:12|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{360}\]' = gold
tlq15g:13|correct|boxed|hybrid: 'The answer is simply 360 peaches.' and '\boxed{360}' = gold
tlq15g:14|correct|boxed|base model (tasks[191], ducks, gold 5): 35 / 7; 'the ten ducks need \boxed{5} pounds of insects per day.' = gold
tlq15g:15|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{5}\]' = gold
tlq15g:16|correct|answer_is|hybrid: 'Therefore, the ten ducks need 5 pounds of insects per day. The final answer is 5 pounds per day.' = gold
tlq15g:17|correct|prose_sentence|base model (tasks[192], Tom's trees, gold 91): steps to 91, an empty '####' line, a restated paragraph ending 'Tom has 130 - 39 = 91 trees left.' = gold
tlq15g:18|no_answer|truncated|R1-Distill (across pages 1040000 and 1056000): reaches 91 ('So, the answer is 91 trees.') in its thinking, keeps rereading whether the chopping is yearly, and the string ends inside its thinking at 'which is 130' with no </think> (R1 rule, even though its working's value is the gold 91)
tlq15g:19|correct|boxed|hybrid: steps to 91, '####', a restated solution ending 'After 10 years, Tom has \(\boxed{91}\) trees left.' = gold
tlq15g:20|wrong|prose_sentence|base model (tasks[193], Sue's flamingos, gold 24): keeps all 18 first pink, 36 - 6; 'there are 30 more pink plastic flamingos out than white plastic flamingos' (gold 24)
tlq15g:21|wrong|boxed|R1-Distill: 18 + 6 = 24 pink, 24 - 6; after </think> '**Final Answer:** \[\boxed{18}\]' (gold 24)
tlq15g:22|wrong|prose_sentence|hybrid: counts 12 white and 30 pink, 30 - 12; 'there are 18 more pink plastic flamingos than white plastic flamingos' before and after '####' (gold 24)
tlq15g:23|correct|prose_sentence|base model (tasks[194], Violetta, gold 10): 20 - 10; '5. Violetta will get $10 in change.' = gold
tlq15g:24|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{\$10}\]' = gold 10
tlq15g:25|correct|prose_sentence|hybrid: '6. Violetta will get $10 in change.', '####', 'she will get $20 - $10 = $10 in change.' = gold
tlq15g:26|correct|boxed|base model (tasks[195], the pens, gold 12): 1.50 x 8; 'the cost of 8 pens is \(\boxed{12.00}\).' = gold 12
tlq15g:27|correct|boxed|debatable: R1-Distill: its thinking ends '**Final Answer** The cost of 8 pens is \boxed{12.00}.' and '</think>'; the solution after it reaches P = 1.50 and is cut at '4. The cost' before restating a value: labelled by the Final Answer 12.00, nothing after it contradicting = gold 12; a reader could call the cut solution no_answer
tlq15g:28|correct|prose_sentence|debatable: hybrid: 'Therefore, 8 pens will cost $12.00.', an invented 'Is this correct? Yes' / 'Thank you' exchange, then 'Thank you for the explanation. ... The cost of 8 pens is $12.00.' repeated (across pages 1056000 and 1072000) until cut at 'The cost of 8 pens is $12': labelled by its stated, never-contradicted 12.00 (loop convention) = gold 12; a reader could call a runaway loop no_answer
tlq15g:29|correct|boxed|base model (tasks[196], carrots, gold 120): 200 - 80; '\(\boxed{120}\)' = gold
tlq15g:30|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{120 \text{ pounds}}\]' = gold 120
tlq15g:31|correct|prose_sentence|hybrid: 'Thus, the number of pounds of carrots that will not be used is 120 pounds.' = gold
tlq15g:32|correct|prose_sentence|base model (tasks[197], Soda, gold 6277): 23786 - 8417 - 9092; 'Therefore, there are 6277 children in Soda.' = gold
tlq15g:33|correct|boxed|R1-Distill: after </think> '6,\!277' and '**Final Answer:** \[\boxed{6277}\]' = gold
tlq15g:34|correct|answer_is|hybrid: 'Is this correct? Yes ...', 'So, the answer is 6277 children in Soda.' = gold
tlq15g:35|correct|prose_sentence|base model (tasks[198], Elaine, gold 320): 20 + 60 + 40 + 200; 'Elaine now has a total of 320 Pokemon cards.' = gold
tlq15g:36|wrong|boxed|R1-Distill: takes the first month as 20 cards, 20 - 20 = 0; after </think> '\[\boxed{80}\]' (gold 320)
tlq15g:37|correct|prose_sentence|hybrid (across pages 1072000 and 1088000): steps to 320, '####', 'Elaine now has a total of 20 + 60 + 40 + 200 = 320 Pokemon cards.' = gold
tlq15g:38|correct|boxed|base model (tasks[199], Mark the copy-editor, gold 7500): 2500 + 5000; 'Mark makes \(\boxed{7500}\) cents in a week.' = gold
tlq15g:39|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{7500}\]' = gold
tlq15g:40|wrong|boxed|hybrid: pays both rates on all 1000 sentences, 5000 + 10000, before and after '####'; 'Mark makes \boxed{15000} cents per week.' (gold 7500)
tlq15g:41|correct|prose_sentence|base model (tasks[200], Baldur, gold 55): 'the total amount of water Baldur gets every day is 25 liters (morning) + 30 liters (afternoon) = 55 liters.' = gold
tlq15g:42|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{55}\]' = gold
tlq15g:43|correct|boxed|hybrid: 'The final answer is: \[\boxed{55}\]' and 'The total amount of water Baldur gets every day is 55 liters.' = gold
tlq15g:44|wrong|boxed|base model (tasks[201], John's award, gold 114,200): leaves out the raise, 104000 + 5000; '\(\boxed{109000}\)' (gold 114,200)
tlq15g:45|wrong|boxed|R1-Distill: one week's raise and no award, 104,000 + 100; after </think> '\[\boxed{\$104,\!100}\]' (gold 114,200)
tlq15g:46|correct|boxed|hybrid: 52 x 2100 + 5000; 'The final answer is \(\boxed{114200}\).' = gold 114,200
tlq15g:47|correct|prose_sentence|base model (tasks[202], Josie, gold 100): 50 x 2; "Therefore, Josie's farm produces 100 barrels of wine per year." = gold
tlq15g:48|correct|boxed|R1-Distill (across pages 1088000 and 1104000): after </think> '**Final Answer:** \[\boxed{100}\]' = gold
tlq15g:49|wrong|boxed|hybrid: '4. The final answer is 1000 barrels of wine per year.', '####', works 50 x 2 = 100 barrels, then '3. The final answer is \(\boxed{1000}\) barrels of wine per year.' (gold 100)
tlq15g:50|correct|boxed|base model (tasks[203], Carl's cheese, gold 31): 14 + 9 + 8; '\(\boxed{31}\)' = gold
tlq15g:51|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{31}\]' = gold
tlq15g:52|correct|boxed|hybrid: 'The final answer is \(\boxed{31}\).' = gold
tlq15g:53|correct|prose_sentence|base model (tasks[204], Janet's pens, gold 98): 'Therefore, the total number of pens Janet has now is 32 + 54 + 12 = 98 pens.' = gold
tlq15g:54|correct|boxed|R1-Distill: after </think> '\(\boxed{98}\)' = gold
tlq15g:55|correct|answer_is|hybrid: '... the final answer is 98 pens.' = gold
tlq15g:56|wrong|prose_sentence|base model (tasks[205], Brinley, gold 98): averages all six, 558 - 438; 'Brinley needs a score of 120 on the sixth test to achieve an average of 93.' (gold 98)
tlq15g:57|no_answer|truncated|R1-Distill (across pages 1104000 and 1120000): reaches 120, then rereads the drop-the-lowest rule again and again, and the string ends inside its thinking at 'but then' with no </think> (R1 rule; its working's 120 is not the gold 98 either)
tlq15g:58|wrong|prose_sentence|hybrid: averages all six; 'Thus, Brinley needs to score 120 on her sixth test to achieve an average of 93.' (gold 98)
tlq15g:59|correct|prose_sentence|base model (tasks[206], Micheal, gold 860): 'Therefore, the total distance Micheal rode his bike is: 500 kilometers + 360 kilometers = 860 kilometers' = gold
tlq15g:60|correct|boxed|R1-Distill: after </think> '\[\boxed{860\ \text{km}}\]' = gold 860
tlq15g:61|correct|answer_colon|hybrid: '**Answer:** Michael rode his bike a total of 860 kilometers.' = gold
tlq15g:62|correct|boxed|base model (tasks[207], Joe's candy, gold 2600): 1000 + 1600; '\(\boxed{2600}\) grams' = gold
tlq15g:63|correct|boxed|R1-Distill: its thinking's '**Final Answer** ... \boxed{2600} grams.', after </think> 'the total weight of Joe's candy bag is \(\boxed{2600}\) grams.' = gold
tlq15g:64|wrong|final_answer_phrase|hybrid: names 25 x 40 and 80 x 20 without adding them; 'This gives us the final answer of 2000 grams.' (gold 2600)
tlq15g:65|correct|prose_sentence|base model (tasks[208], Rose's cakes, gold 76): 'the total number of cakes Rose bought after all three days is 4 + 12 + 60 = 76 cakes.' = gold
tlq15g:66|correct|boxed|R1-Distill: after </think> '**Final Answer:** \boxed{76}' = gold
tlq15g:67|correct|answer_is|hybrid: 'Is this correct? Yes ...', 'So, the final answer is 76 cakes.' = gold
tlq15g:68|correct|boxed|base model (tasks[209], the cups, gold 145): 34800 / 240; '\(\boxed{145}\) dollars' = gold
tlq15g:69|wrong|boxed|R1-Distill: reads 'twenty cups', not twenty dozen, 34,800 / 20; after </think> '**Final Answer:** \[\boxed{\$1,\!740}\]' (gold 145)
tlq15g:70|correct|boxed|hybrid: 34800 / 240; 'the total cost of buying each cup is \(\boxed{145}\) dollars.' = gold
tlq15g:71|correct|boxed|base model (tasks[210], Sara, gold 10): 20 + 4x = 60; 'Sara must mow the lawn \(\boxed{10}\) times' = gold
tlq15g:72|correct|boxed|R1-Distill: after </think> 'Sara needs to mow the lawn **10 times**' and '\[\boxed{10}\]' = gold
tlq15g:73|correct|prose_sentence|hybrid: 4x + 20 = 60; 'Therefore, Sara needs to mow the lawn 10 times to afford the jacket and shoes.' = gold
tlq15g:74|correct|prose_sentence|base model (tasks[211], Jerry's chickens, gold 4): 8R = 32; 'So, Jerry has 4 red chickens.' = gold
tlq15g:75|correct|boxed|debatable: R1-Distill (across pages 1136000 and 1152000): its thinking ends '**Final Answer** The number of red chickens Jerry has is \boxed{4}.' and '</think>'; the solution after it is cut at 'Substituting \( W = R + 2 \) into the second equation' before restating a value: labelled by the Final Answer 4, nothing after it contradicting = gold; a reader could call the cut solution no_answer
tlq15g:76|correct|prose_sentence|hybrid: r = 4, w = 6; 'Jerry has 4 red chickens and 6 white chickens.' = gold 4 (red)
tlq15g:77|correct|boxed|base model (tasks[212], Gary, gold 5): 15 / 3; 'Gary spends \(\boxed{5}\) hours walking' = gold
tlq15g:78|correct|boxed|R1-Distill: after </think> 'Gary spends \(\boxed{5}\) hours walking around the park.' = gold
tlq15g:79|correct|prose_sentence|hybrid: 'Therefore, Gary spends 5 hours walking around the park.' = gold
tlq15g:80|correct|boxed|base model (tasks[213], Sloane, gold 250): 500 - 250; '\(\boxed{250}\)' = gold
tlq15g:81|correct|boxed|R1-Distill: after </think> 'Thus, the number of customers Sloane counted on the third day is \boxed{250}.' = gold
tlq15g:82|correct|prose_sentence|hybrid: 'Therefore, the number of customers Sloane counted on the third day is 250.' = gold
tlq15g:83|wrong|prose_sentence|base model (tasks[214], leaking pools, gold 8; across pages 1152000 and 1168000): 3x = 16, x = 16/3, then 'the small pool must have \(16\) gallons of water now.' (gold 8)
tlq15g:84|no_answer|truncated|R1-Distill: 4S - 4 = 2(S - 4) gives S = -2, rereads, tries a time model, and the string ends inside its thinking at 'Let S be the current amount' with no </think> (R1 rule; never the gold 8)
tlq15g:85|no_answer|truncated|hybrid: B - 16 = 2(S - 16) with B = 4S gives S = -8, 'not possible', then 'Let's denote ... S = -8 ... This result is still negative, which is not possible. Therefore, there must be a different approach.' repeated until cut mid-copy at 'the small pool had \( S - 16 \': it never commits to a value (gold 8)
tlq15g:86|correct|boxed|base model (tasks[215], Lori, gold 44): 352 / 8; 'Lori will have to work \boxed{44} hours' = gold
tlq15g:87|correct|boxed|R1-Distill (across pages 1168000 and 1184000): after </think> '**Final Answer:** \[\boxed{44}\]' = gold
tlq15g:88|correct|prose_sentence|hybrid: 'Therefore, Lori needs to work 44 hours to afford both items.' = gold
tlq15g:89|correct|boxed|base model (tasks[216], Janeth, gold 220): 2200 - 1980; '\(\boxed{220}\)' = gold
tlq15g:90|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{220}\]' = gold
tlq15g:91|correct|prose_sentence|hybrid: "Therefore, Janeth's remaining balance after 12 months will be $220." = gold
tlq15g:92|correct|prose_sentence|base model (tasks[217], the vase, gold 15): '4. Therefore, there are 15 flowers in the vase in total.' = gold
tlq15g:93|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{15}\]' = gold
tlq15g:94|correct|prose_sentence|hybrid: steps to 15, '####', 'In total, there are 4 + 11 = 15 flowers in the vase.' = gold
tlq15g:95|correct|boxed|base model (tasks[218], Adrian, gold 45): 135 / 3; '\(\boxed{45}\)' = gold
tlq15g:96|wrong|boxed|R1-Distill: its thinking has Zack 42 and average 45; the solution after </think> takes Zack as half Harriet's age, 10.5, and ends '**Final Answer:** \[\boxed{34.5}\]' (gold 45; the last boxed answer counts)
tlq15g:97|correct|prose_sentence|debatable: hybrid: 135 / 3 = 45, 'the answer is 45 years old', then 'Therefore, the average age in three years is 45 years old, which is the same as their current average age because they are all aging at the same rate.' repeated (across pages 1184000 and 1200000) until cut at 'which is': labelled by its stated, never-contradicted 45 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:98|correct|prose_sentence|base model (tasks[219], the board game, gold 54): 251 - 197; 'Therefore, Jojo scored 54 points.' = gold
tlq15g:99|correct|boxed|R1-Distill: after </think> 251 - 197 and '\[\boxed{54}\]' = gold
tlq15g:100|correct|prose_sentence|hybrid: 'Therefore, Jojo scored 54 points.' = gold
tlq15g:101|correct|boxed|base model (tasks[220], Carmen, gold 70): 30 + 40; '\(\boxed{70}\) minutes' = gold
tlq15g:102|correct|boxed|R1-Distill: after </think> 'Carmen spent a total of \(\boxed{70}\) minutes' = gold
tlq15g:103|correct|prose_sentence|hybrid: 'Therefore, Carmen spent a total of 70 minutes playing these games over the weekend.' = gold
tlq15g:104|correct|prose_sentence|base model (tasks[221], Celine's tank, gold 90): 30 + 60; 'Therefore, there are 90 liters of water in the tank now.' = gold
tlq15g:105|correct|boxed|R1-Distill (across pages 1200000 and 1216000): after </think> '**Final Answer:** \[\boxed{90}\]' = gold
tlq15g:106|correct|prose_sentence|hybrid: 'The answer is 90 liters.', '####', 'Therefore, the tank now contains 90 liters of water.' = gold
tlq15g:107|correct|prose_sentence|base model (tasks[222], Andy, gold 140): 90 + 50; 'Therefore, Andy plants a total of 140 flowers.' = gold
tlq15g:108|correct|boxed|R1-Distill: after </think> 'the total number of flowers Andy plants is \(\boxed{140}\).' = gold
tlq15g:109|correct|boxed|hybrid: 'The final answer is \boxed{140}.', a recheck, 'the final answer remains \boxed{140}.' = gold
tlq15g:110|correct|prose_sentence|base model (tasks[223], advertising, gold 20000): 15000 + 5000; 'Therefore, the company spent a total of $20000 on advertising for the two years.' = gold
tlq15g:111|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{20,\!000}\]' = gold 20000
tlq15g:112|correct|boxed|debatable: hybrid: '$20,000', 'Therefore, the final answer is:' and '\[\boxed{20000}\]' repeated until the string ends on an opening '\[': labelled by its stated, never-contradicted 20000 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:113|correct|prose_sentence|base model (tasks[224], Carlos and Benji, gold 180): 'Therefore, the total cost for their rentals, altogether, is $90 + $90 = $180.' = gold
tlq15g:114|correct|boxed|R1-Distill (across pages 1216000 and 1232000): after </think> 'The total amount they will pay for their rentals is \boxed{180} dollars.' = gold
tlq15g:115|correct|prose_sentence|debatable: hybrid: 'Therefore, Carlos and Benji will pay a total of $180 for their rentals. Correct?', then an invented 'Yes, that's correct. The total cost is $180. Thank you for the detailed explanation. ... Correct?' exchange repeated until cut at 'the total cost is the sum': labelled by its stated, never-contradicted 180 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:116|correct|prose_sentence|base model (tasks[225], Andrew's road trip, gold 9): 6 + 3; '4. Therefore, Andrew will travel for a total of 9 days.' = gold
tlq15g:117|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{9}\]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
