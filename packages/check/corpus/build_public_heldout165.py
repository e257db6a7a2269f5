__doc__ = r"""Build public_heldout165.jsonl: a 165th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

77 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130, 133, 138, 144, 148, 153 and 159 read, read on from where round 159 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 9 consecutive
  pages 1280000-1408000, tasks[242] hybrid, tasks[243]-[267] all three models and tasks[268] base:
  77 records (GSM8K test).

Method (rounds 76-159): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py (round 159's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters. The page where round 159 stopped (1280000) was not typed a second time: its paste is
round 159's (/tmp/rounds/real159/pages, checked to 16,000 characters there and again here, the
decoded page byte-identical to round 159's); its end, tasks[242].hybrid_model at 'stopped writing
to 2, s', meets the start of page 1296000 as read this round, 'o he is now writing to 3 people.'
Long loops were NOT retyped, with the markers of round 159's mk.py:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (mk.py tries every count 0-2000 and requires
exactly one to give the page length); where a loop ends on a partial copy, the partial copy was
pasted after the marker;
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered line),
before decoding; where the lines are 'Step N: ...' the 'Step ' prefix was pasted before the marker
and carried at the end of the suffix ('Step @@N8-105|: The answer is 45 dollars.\nStep @@').
Markers per page: g32 1312000 verbatim the onion hybrid's (tasks[248]) four-step solution (from
'Step 1: Calculate the total weight of onions.' to 'Answer: The chef spent $300 on onions.\n\n';
its first copy, which opens 'Step 1: Determine the total weight' and has 'Step 2: Calculate the
cost per pound', was pasted whole before the unit) 13 further copies, a partial copy after (to
'So, the total weight is 4'); g32 1344000 numbered 'Step 8' to 'Step 105' ': The answer is 45
dollars.' (the Brady hybrid, the page ending at 'Step '); g32 1360000 numbered 'Step 106' to 'Step
139' the same (the record ending at 'Step '); g32 1392000 verbatim the trees hybrid's (tasks[263])
four-step solution (from 'Step 1: Determine the number of trees Chris has.' to 'Answer: Harry has 8
more trees than Ferdinand.\n') 10 further copies, a partial copy after (to 'Step 4:'). No loop on
these pages cycles more than two line texts. The counts agree with the copies that the records hold
when counted by script (tl32g 18: 15 'Answer: The chef spent $300 on onions.'; 42: 132 ': The answer
is 45 dollars.'; 63: 11 'Answer: Harry has 8 more trees than Ferdinand.'). The pages were joined in
file order, so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's opening
quote and the next unescaped quote; task numbers fixed from the first question met, tasks[239] the
school hall exits on page 1280000; `enc` = `json`, decoded once more by the build; work/extract.py),
never retyped.

Edges: the joined text starts inside tasks[238].hybrid_model (Mary, Joan and Jessa) and holds
tasks[239]-[241] and tasks[242] base and thinking, all taken by round 159: not taken again;
tasks[242].hybrid_model (Mike's pen pals), the record round 159 dropped, is whole here and taken
(tl32g 0). Page 1408000 ends inside tasks[268].thinking_model (the real estate agent's ads, at
'To determine the total amount the real estate agent spent on buying all the'): that record is cut
by the last page and was dropped; tasks[268] base is whole and taken (tl32g 76). Some completions
are cut in the file itself (the loops and one R1-Distill answer, at the generation limit); they are
whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 27,201
distinct texts, by script, reading no labels; work/repeats.py), with the rounds still in
/tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 6,807 distinct texts at the last run,
round 159 among them; work/repeats_rounds.py), and with the others of this round: none of the 77
repeats an earlier round or another of this round; none was dropped. The records are numbered in
file order (tl32g 0-76).

Repositories (77 records): thaotnguyen/thinking-llms-interp 77 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 77 (test), MATH 0. Prompt format: long_cot 77 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 70, wrong 6, no_answer 1; 1 debatable. Forms: prose_sentence 32, boxed 25,
answer_colon 10, final_answer_phrase 5, answer_is 4, truncated 1.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 26) 23 correct, 3 wrong (7: the
snails, 2F = 28 for the fish in both tanks taken as each, 14; 37: the cows, all 240 cows spread over
twenty stalls, 96; 73: the oil, cooking 5 minutes less than the second heating only, 51);
thinking_model (R1-Distill-Qwen-32B, 25) 23 correct, 1 wrong (38: the cows, 96), 1 no_answer (74:
the oil, cut inside its thinking at 'Yes, that seems correct', before '</think>' and before any
**Final Answer** line, though its working reached 91); hybrid_model (26) 24 correct, 2 wrong (39:
the cows, 176, debatable; 75: the oil, 51); 3 hybrids loop whole solutions or 'Step N' answer lines
until cut (18, 42, 63), labelled by their stated, never-contradicted value, all correct; two
completions run on into a system-prompt sentence after their answer (4 base, 69 hybrid), labelled
by the answer to the question posed.

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 1280000-1408000 joined (144,000 of 2,586,387 characters): tasks[242] hybrid (Mike's pen
  pals), tasks[243]-[267] base, thinking, hybrid (Jason's phone plan, Griffin's fries, the snails
  and fish, Jean's makeup artist, Isabelle's party, the chef's onions, Sue's cookies, the school
  classes, Travis's apps, Rick's hunt, Bill's elevator, Shelly's kids, Mr. Sylas's cows, Brady's
  piggy bank, the redwood, Nancy's library fees, Andrea and Jamal's fruit, Carla's flour, the
  pennies, Maddison's marbles, the trees of Chris, Ferdinand and Harry, Carmen, Samantha and
  Daisy, Mrs. Cruz's house, Mr. Tan's house, the oil and chicken), tasks[268] base (the real estate
  agent's ads). Record number = place in file order.

Label conventions (rounds 72-159): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '$27,000' for 27000,
'5,\!600' and '5,\!600 \text{ pounds}' for 5600, '$6.00' for 6, '$9,500' and '\$9,\!500' for 9500,
'$118,000' for 118000, '18th floor' for 18, '62 dollars' and '$62' for 62); labels are against the
gold as given. Loop convention: a response that states its answer and then repeats it (or its whole
solution, or numbered answer lines) until cut mid-copy or to the generation limit is labelled by the
stated, never-contradicted value. R1 rule: an R1-Distill answer cut inside its thinking, before
'</think>' and before a **Final Answer** line, is no_answer (74). A completion that runs on into
invented text (a system-prompt sentence) after its answer is labelled by the answer to the question
posed (4, 69). The cows question (tasks[255]) says 'each of the twenty stalls' though it has ten
stalls; its gold (192) spreads the 40 cows over ten: labelled against the gold as given, and the
hybrid's 176 (2 cows into each of twenty stalls, 8 x 22), which follows the question's words, is
marked debatable. Gold: GSM8K = the file's own correct_answer '####' value, commas dropped
(tasks[249]'s '5,600' as 5600; the build checks it against gsm8k/test.jsonl by the question's
opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 1280000
(round 159's paste, its decoded page checked byte-identical; its end checked against the start of
1296000), 1296000, 1312000, 1328000, 1344000, 1360000, 1376000, 1392000, 1408000 (9 pages, 8 read
this round). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 1408000 (re-read it: it ends
inside tasks[268].thinking_model, the real estate agent's ads, at 'To determine the total amount the
real estate agent spent on buying all the'; take tasks[268] thinking on; tasks[269] to [499] unread,
about 1.16 MB), about 3 tasks a page (its base and R1-Distill models answer plainly, nearly always
correctly, now and then with a slip or a cut; its hybrids loop 'Step N' answer lines or whole
solutions, which the @@N and @@U/@@R markers of work/mk.py take without retyping; a first copy that
differs from the rest is pasted whole before the unit); the random-firing MATH-500 file from 112000
(round 133's lead, tasks[51]-[78]); the other qwen2.5-32b files that round 75 listed (hybrid-2/results/
bias-only and random-vectors MATH-500 files, hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json)
are still unread.

Usage: python build_public_heldout165.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout165.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout165.jsonl"
SOURCE = "public_heldout165"


# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 1280000-1408000 joined (144,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|prose_sentence|hybrid (tasks[242], Mike's pen pals, gold 3; the record round 159 dropped, cut by its last page): 30 pages x 6 = 180 minutes, 180 / 60 = 3 (across the edge of pages 1280000 and 1296000); 'Therefore, Mike spends 3 hours writing each week.' = gold
tl32g:1|correct|answer_colon|base model (tasks[243], Jason's phone plan, gold 250): 1000 - 750; 'Answer: Jason has 250 minutes left in his phone plan for this month.' = gold
tl32g:2|correct|boxed|R1-Distill: 1000 - 750; after </think> '**Final Answer:** \[ \boxed{250} \]' = gold
tl32g:3|correct|answer_colon|hybrid: 1000 - 750 = 250; 'Answer: Jason has 250 minutes left in his phone plan for this month.' = gold
tl32g:4|correct|prose_sentence|base model (tasks[244], Griffin's fries, gold 20): 27 - 7; 'Step 6: ... Ginger must have given him 27 - 7 = 20 french fries.', then a system-prompt sentence ('You are an AI assistant that helps people find information. ...') with no number: labelled by the answer to the question posed = gold
tl32g:5|correct|boxed|R1-Distill: 27 - 7; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl32g:6|correct|prose_sentence|hybrid: 27 - 7 = 20; 'Therefore, Ginger gave Griffin 20 fries.' = gold
tl32g:7|wrong|answer_colon|base model (tasks[245], the snails and fish, gold 7): takes the fish in both tanks as 2F = 28 with F the fish in each, F = 14; 'Answer: There are 14 fish in each aquarium.': 14 != gold 7
tl32g:8|correct|boxed|R1-Distill: 28 = 2 x 2F, F = 7; after </think> '**Final Answer:** \[ \boxed{7} \]' = gold
tl32g:9|correct|final_answer_phrase|hybrid: 28 = 4f, f = 7; 'Final answer: There are 7 fish in each aquarium.' = gold
tl32g:10|correct|prose_sentence|base model (tasks[246], Jean's makeup artist, gold 27000): $30,000 - $3,000; 'So, Jean paid $27,000 for the makeup work.' = gold ('$27,000' for 27000)
tl32g:11|correct|boxed|R1-Distill: $30,000 - $3,000; after </think> '**Final Answer:** \[ \boxed{27000} \]' = gold
tl32g:12|correct|final_answer_phrase|hybrid: $30,000 - $3,000 = $27,000 (across the edge of pages 1296000 and 1312000); '6. The final answer is $27,000.' = gold ('$27,000' for 27000)
tl32g:13|correct|prose_sentence|base model (tasks[247], Isabelle's party, gold 32): $96 / 3; 'Each person, including Isabelle and her two parents, paid $32 for the party supplies.' = gold
tl32g:14|correct|boxed|R1-Distill: 96 / 3; '**Final Answer** Each person paid \boxed{32} dollars.' before </think>; the summary ends 'Thus, each person paid \boxed{32} dollars.' = gold
tl32g:15|correct|boxed|hybrid: $96 / 3 = $32 (the division sign stored as U+FFFD); 'The final answer is $32.', Python code, 'Therefore, the final answer is \(\boxed{32}\).' = gold
tl32g:16|correct|prose_sentence|base model (tasks[248], the chef's onions, gold 300): 200 x $1.50; 'Step 3: Answer the question. / The chef spent $300 on onions.' = gold
tl32g:17|correct|boxed|R1-Distill: 200 x $1.50; after </think> '**Final Answer:** \[ \boxed{300} \]' = gold
tl32g:18|correct|answer_colon|hybrid: 200 * $1.50 = $300; its four-step solution ending 'Answer: The chef spent $300 on onions.', repeated whole (15 copies, the first worded a little differently) until cut in the sixteenth at 'So, the total weight is 4': its stated, never-contradicted 300 (loop convention) = gold
tl32g:19|correct|prose_sentence|base model (tasks[249], Sue's cookies, gold 5600): 9200 - 3600; 'So, Sue consumed 9200 - 3600 = 5600 more calories than her sister.' = gold
tl32g:20|correct|boxed|R1-Distill: 28 x 200 (across the edge of pages 1312000 and 1328000); after </think> '### **Final Answer** \[ \boxed{5,\!600} \]' = gold ('5,\!600' for 5600)
tl32g:21|correct|final_answer_phrase|hybrid: 28 * 200 = 5600; 'Therefore, Sue consumed 5600 more calories than her sister. The final answer is 5600 calories.' = gold
tl32g:22|correct|prose_sentence|base model (tasks[250], the school classes, gold 17): 30 - (5 + 8); '... the number of boys in the third class is 30 - (5 + 8) = 17 boys.' = gold
tl32g:23|correct|boxed|R1-Distill: 20 - 3; after </think> '**Final Answer:** \[ \boxed{17} \]' = gold
tl32g:24|correct|answer_is|hybrid: 20 - 3 = 17; 'Final answer: There are 17 boys in the third class. / The answer is 17.' = gold
tl32g:25|correct|prose_sentence|base model (tasks[251], Travis's apps, gold 70): 52 + 18; 'So, there are 70 apps on Travis's tablet now.' = gold
tl32g:26|correct|boxed|R1-Distill: 52 + 18; after </think> '**Final Answer:** \[ \boxed{70} \]' = gold
tl32g:27|correct|answer_is|hybrid: 52 + 18 = 70; 'The answer is 70.' = gold
tl32g:28|correct|answer_colon|base model (tasks[252], Rick's hunt, gold 73): 10 + 15 + 36 + 12; 'Answer: Rick killed a total of 73 animals.' = gold
tl32g:29|correct|boxed|R1-Distill: 25 + 48; after </think> '\[ \boxed{73} \]' = gold
tl32g:30|correct|final_answer_phrase|hybrid: 25 + 48 = 73; 'Final answer: Rick killed 73 animals in total.' = gold
tl32g:31|correct|prose_sentence|base model (tasks[253], Bill's elevator, gold 18): 12 + 6; 'Step 5: Answer the question. Bill is now on the 18th floor.' = gold ('18th floor' for 18)
tl32g:32|correct|boxed|R1-Distill: 4 x 3 + 6 (across the edge of pages 1328000 and 1344000); after </think> '\[ \boxed{18} \]' = gold
tl32g:33|correct|prose_sentence|hybrid: 12 + 6 = 18; 'Answer: 18', then solves it again: 'So, the final answer is 18. ... Therefore, Bill is on the 18th floor now.' = gold ('18th floor' for 18)
tl32g:34|correct|prose_sentence|base model (tasks[254], Shelly's kids, gold 84): 21 x 4; 'So, Robert went down the water slide 84 times.' = gold
tl32g:35|correct|boxed|R1-Distill: 4 x 21; after </think> '**Final Answer:** \[ \boxed{84} \]' = gold
tl32g:36|correct|prose_sentence|hybrid: 21 * 4 = 84; 'Therefore, Robert went down the water slide 84 times.' = gold
tl32g:37|wrong|answer_colon|base model (tasks[255], Mr. Sylas's cows, gold 192): spreads all 240 cows over twenty stalls, 12 each, 12 x 8; 'Answer: There are 96 cows in 8 of the stalls.': 96 != gold 192
tl32g:38|wrong|boxed|R1-Distill: 240 / 20 = 12, 8 x 12; after </think> '**Final Answer:** \[ \boxed{96} \]': 96 != gold 192
tl32g:39|wrong|answer_is|debatable: hybrid: 40 / 20 = 2 new cows a stall, 20 + 2 = 22, 8 x 22; 'The answer is 176 cows in 8 of the stalls.': 176 != gold 192 (the question says 'each of the twenty stalls' though it has ten; 176 follows its words, the gold spreads the 40 over ten stalls; labelled against the gold as given)
tl32g:40|correct|prose_sentence|base model (tasks[256], Brady's piggy bank, gold 45): 1 + 2 + 2 + 40; 'Step 5: ... = 45 dollars in his piggy bank.' = gold
tl32g:41|correct|boxed|R1-Distill: $1.00 + $2.00 + $2.00 + $40.00; after </think> '**Final Answer:** \[ \boxed{45} \]' = gold
tl32g:42|correct|answer_is|hybrid: $45.00; 'Step 7: The final answer is 45 dollars.', then 'Step N: The answer is 45 dollars.' lines (132, steps 8-139, across the edge of pages 1344000 and 1360000) until cut at 'Step ': its stated, never-contradicted 45 (loop convention) = gold
tl32g:43|correct|prose_sentence|base model (tasks[257], the redwood, gold 5600): 8000 - 2400; 'Therefore, the redwood tree weighs 5600 pounds after the termites ate it.' = gold
tl32g:44|correct|boxed|R1-Distill: 8,000 x 0.70; after </think> '3. **Final Answer:** \[ \boxed{5,\!600 \text{ pounds}} \]' = gold ('5,\!600 \text{ pounds}' for 5600)
tl32g:45|correct|prose_sentence|hybrid: 8000 - 2400 = 5600; 'Step 6: The final weight of the redwood tree after the termites ate 30% of it is 5600 pounds.' = gold
tl32g:46|correct|prose_sentence|base model (tasks[258], Nancy's library fees, gold 6): $4.00 + $2.00; 'Nancy has to pay a total of $6.00 for returning her overdue books to the library.' = gold ('$6.00' for 6)
tl32g:47|correct|boxed|R1-Distill: $4.00 + $2.00; after </think> '**Final Answer:** \[ \boxed{6} \]' = gold
tl32g:48|correct|prose_sentence|hybrid: $4.00 + $2.00 = $6.00; 'Therefore, Nancy has to pay a total of $6.00 for returning her overdue books.' = gold ('$6.00' for 6)
tl32g:49|correct|prose_sentence|base model (tasks[259], Andrea and Jamal's fruit, gold 168): 52 + 24 + 44 + 48; 'So, there are 168 fruits in total.' = gold
tl32g:50|correct|boxed|R1-Distill: 76 + 92; after </think> '**Final Answer:** \[ \boxed{168} \]' = gold
tl32g:51|correct|prose_sentence|hybrid: 76 + 92 = 168; 'Step 10: The final answer is 168 fruits.', Python code, 'The total number of fruits is 168.' = gold
tl32g:52|correct|prose_sentence|base model (tasks[260], Carla's flour, gold 11): 6 + 5 (across the edge of pages 1360000 and 1376000); 'Carla will need 11 cups of flour to bake the cookies today and tomorrow.' = gold
tl32g:53|correct|boxed|R1-Distill: 6 + 5, checked by 66 / 12 x 2; '**Final Answer** Carla will need a total of \boxed{11} cups of flour.' before </think>; the summary ends 'Thus, Carla will need a total of \(\boxed{11}\) cups of flour.' = gold
tl32g:54|correct|prose_sentence|hybrid: 6 + 5 = 11; 'Carla will need 11 cups of flour to bake the cookies today and tomorrow.' = gold
tl32g:55|correct|prose_sentence|base model (tasks[261], the pennies, gold 62): 6,200 / 100; 'Step 3: Write the final answer. / The total dollar amount in a stack that contains two thirds of the pennies in the cup is $62.' = gold
tl32g:56|correct|boxed|R1-Distill: 6,200 x 0.01, checked; '**Final Answer** The total dollar amount is \boxed{62} dollars.' before </think>; the summary ends '\[ \boxed{62} \]' = gold
tl32g:57|correct|answer_colon|hybrid: 6,200 / 100 = 62; 'Answer: 62 dollars.' = gold ('62 dollars' for 62)
tl32g:58|correct|prose_sentence|base model (tasks[262], Maddison's marbles, gold 270): 250 + 20; 'So, Maddison has 270 marbles now.' = gold
tl32g:59|correct|boxed|R1-Distill: 250 + 20; after </think> '3. **Final Answer:** \[ \boxed{270} \]' = gold
tl32g:60|correct|final_answer_phrase|hybrid: 250 + 20 = 270; 'Final answer: Maddison has 270 marbles now.' = gold
tl32g:61|correct|answer_colon|base model (tasks[263], the trees, gold 8): 11 - 3; 'Answer: There are 8 more trees in Harry's yard than in Ferdinand's yard.' = gold
tl32g:62|correct|boxed|R1-Distill: 11 - 3; after </think> '**Final Answer:** \[ \boxed{8} \]' = gold
tl32g:63|correct|answer_colon|hybrid: 11 - 3 = 8; its four-step solution ending 'Answer: Harry has 8 more trees than Ferdinand.', repeated whole (11 copies) until cut in the twelfth at 'Step 4:': its stated, never-contradicted 8 (loop convention) = gold
tl32g:64|correct|prose_sentence|base model (tasks[264], Carmen, Samantha and Daisy, gold 400): $100 + $125 + $175; '... the total amount of money they have combined is $100 + $125 + $175 = $400.' = gold
tl32g:65|correct|boxed|R1-Distill: $100 + $125 + $175; after </think> '**Final Answer:** \[ \boxed{400} \]' = gold
tl32g:66|correct|prose_sentence|hybrid: $100 + $125 + $175 = $400; 'Therefore, the total amount of money the three girls have combined is $400.' = gold
tl32g:67|correct|prose_sentence|base model (tasks[265], Mrs. Cruz's house, gold 9500): $409,500 - $400,000; 'The total price of the house is $9,500 more than Mrs. Cruz's budget.' = gold ('$9,500' for 9500)
tl32g:68|correct|boxed|R1-Distill: $409,500 - $400,000 (across the edge of pages 1392000 and 1408000); after </think> '**Final Answer:** \[ \boxed{\$9,\!500} \]' = gold ('\$9,\!500' for 9500)
tl32g:69|correct|prose_sentence|hybrid: $409,500 - $400,000 = $9,500; '5. Therefore, the total price of the house is $9,500 more than Mrs. Cruz's budget.', then a system-prompt sentence ('You are an AI assistant ... You will answer it.') with no number: labelled by the answer to the question posed = gold ('$9,500' for 9500)
tl32g:70|correct|prose_sentence|base model (tasks[266], Mr. Tan's house, gold 118000): $400,000 - $32,000 - $250,000; 'Mr. Tan's net proceeds from selling the house are $118,000.' = gold ('$118,000' for 118000)
tl32g:71|correct|boxed|R1-Distill: $400,000 - $32,000 - $250,000; after </think> '**Final Answer:** \[ \boxed{118000} \]' = gold
tl32g:72|correct|prose_sentence|hybrid: $400,000 - $32,000 - $250,000 = $118,000; 'Mr. Tan's net proceeds from selling the house are $118,000.' = gold ('$118,000' for 118000)
tl32g:73|wrong|prose_sentence|base model (tasks[267], the oil and chicken, gold 91): takes the warming time as 28 minutes (the second heating only), cooking 23; 'So, it takes 51 minutes from starting the oil to having cooked chicken.': 51 != gold 91
tl32g:74|no_answer|truncated|R1-Distill: 20 + 28 = 48, 48 - 5 = 43, 48 + 43 = 91, weighing 71 against it several times, until the record ends (generation limit) at 'Yes, that seems correct' inside its thinking, before </think> and before any **Final Answer** line: no final answer (R1 rule; 91 only in the working)
tl32g:75|wrong|prose_sentence|hybrid: the warming time as 20 + 8 = 28 minutes, cooking 23; 'Therefore, the total time that passes from starting the oil to having cooked chicken is 51 minutes.': 51 != gold 91
tl32g:76|correct|answer_colon|base model (tasks[268], the real estate agent's ads, gold 1375): $250 + $1125; 'Answer: The real estate agent spent $1375 on buying all the ads.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
