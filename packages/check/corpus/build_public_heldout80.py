__doc__ = r"""Build public_heldout80.jsonl: an 80th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (the `accuracy` / `correct_count` block at the top of the
Qwen2.5-Math-1.5B file's page 0, the only ones on these pages) were not used to label.

175 records, all GSM8K test, all long chain-of-thought, from two files of the repository rounds 72
and 74-78 read (thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 11 consecutive pages 16000-176000 (page 16000 read again
  to join the record round 72 left cut; round 72 read pages 0 and 16000), tasks[3] hybrid_model
  and tasks[4]-tasks[22] all three models: 58 records.
* tlq15g (new this round): hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base
  Qwen2.5-Math-1.5B, thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 15
  consecutive pages 0-224000, tasks[0]-tasks[38] all three models: 117 records.

Method (rounds 76 and 78): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_llama_gsm8k_<offset>.txt, pages/tl_qmath_gsm8k_<offset>.txt); a script decoded that
display form once into the page text (pages/*.page) and checked its length against the page size
(16,000 each; tools/decode_pages.py, round 78's, pointed at this round's folder). Page 16000 of the
Llama file was pasted afresh (round 72 kept only its page 0 paste); its records that round 72
already holds are dropped as repeats (below). Long verbatim loops were NOT retyped: one copy of the
loop unit was pasted between markers and the marker where the further copies go was replaced by
that unit a whole number of times, the number fixed by the page length (each page decodes to
exactly 16,000 characters for exactly one count per marker, every count 0-300 tried for every
marker, every pair on the pages with two markers; no page needed a second read). The counts
(further copies after the pasted one; unit length in characters): tl8g 16000 Baldur hybrid 'He gets
5 pails ... from the well.' 7 (768; the record is round 72's); 32000 John hybrid 'I could also
calculate the raise first. ...' block 9 (386); 48000 none; 64000 Joe hybrid 'To confirm this answer
... 2600 grams.' block 6 (901); 80000 Sara base model, the whole question line, 19 (404); 96000
Sloane base model 'We are given that x = 100. / y = 150. / z = 200. / x + y + z = ... = 500.'
block 6 (138); 112000 the same block 29 (138); 128000 Lori base model, the question line, 36 (194)
and Lori hybrid 'Step by step explanation: ...' block 5 (832); 144000 the same Lori block 0 (832)
and Janeth base model 'Janeth's remaining balance by then is $x - 2000 + ...' line 66 (77); 160000
Adrian hybrid 'To find the average age ... 36 years old.' block 7 (857) and Jojo base model's
five-line block 31 (232); 176000 the same Jojo block 1 (232) and Carmen base model's substitution
cycle 7 (772). tlq15g 0 robe hybrid chat paragraph 'If you have any more questions ... understanding
the problem.' 11 (721); 16000, 32000 none; 48000 Eliza hybrid 'If the options are different ...
\boxed{460}.' 30 (164); 64000 the same 9 (164); 80000-176000 none; 192000 Gretchen hybrid ' The
answer is 70 gold coins ... Adding them together, ... Correct.' 29 (186); 208000 Mike hybrid
'First, let's calculate ... with a step-by-step calculation.' block 13 (410); 224000 none. One
paste was corrected by its length check: on tlq15g 192000 the Gretchen loop's last, cut copy was
first pasted as ' The answer is 70 gold' alone, so no count fit (5,522 characters for whole
186-character units, 128 over a whole count); the display read shows the cut copy running on to
'... which confirms the total number of coins. The answer is 70 gold', and with it pasted as shown
the page decodes to 16,000 with count 29. The pages were joined in file
order per file, so a completion crossing an edge is taken whole. Each record's `r` was cut out of
the joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build;
tools/extract_gsm8k.py), never retyped.

Edges: Llama page 16000 opens inside tasks[1] hybrid_model (Mark; round 72 holds it whole): not
taken. Llama page 176000 ends inside tasks[23]'s correct_answer (Celine): no answer of it opens on
the pages read. Qwen-Math page 224000 ends inside tasks[39]'s question (Dana): no answer of it opens on the
pages read. Every
other completion on the pages read is taken (the five on Llama page 16000 that round 72 already
holds are dropped as repeats, below).

Loops: pasted once and expanded to the count the page length requires (above); none dropped.
Labels of looping answers follow the loop convention (below).

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 19,057
distinct texts at the last check, by script, reading no labels; tools/golds_repeats.py) and with
the others of this round: Llama tasks[2] base_model, thinking_model and hybrid_model (Baldur) and
tasks[3] base_model and thinking_model (John) repeat round 72's tl8g 6-10 (public_heldout72.jsonl)
and were dropped; nothing else repeats. The kept records are numbered again in file order per
source (tl8g 0-57, tlq15g 0-116).

Repositories (175 records): thaotnguyen/thinking-llms-interp 175 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 175 (test), MATH 0. Prompt format: long_cot 175 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking models (R1-Distill) write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 130, wrong 35, no_answer 10. Forms: boxed 88, prose_sentence 71, truncated 10,
answer_is 2, bare_last_line 2, answer_colon 1, none 1. 5 debatable (tl8g 18, 22, 34; tlq15g 111,
113).

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model: restated questions, loops of the
question or of the givens until cut) 6 correct, 8 wrong, 5 no_answer (25, 40 loop the question; 43,
52, 55 loop expressions or givens; never a number); tl8g thinking_model (R1-Distill-Llama-8B) 15
correct, 3 wrong, 1 no_answer (11, cut inside its thinking); tl8g hybrid_model 13 correct, 7 wrong
(0, 18, 42 and 51 loop a stated answer until cut). tlq15g base_model (Qwen2.5-Math-1.5B, a base
math model: boxes, prose, python with invented output) 30 correct, 8 wrong, 1 no_answer (39, sets up
an equation and stops); tlq15g thinking_model (R1-Distill-Qwen-1.5B) 31 correct, 5 wrong, 3
no_answer (25, 37, 61: cut inside the think block; 25 had reached the gold 45 in its working);
tlq15g hybrid_model 35 correct, 4 wrong (5, 29, 101 and 107 loop a stated answer until cut, 104 a
growing numbered list; several invent a 'Is this correct? Yes' exchange after the answer).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 16000-176000 joined (176,000
  of 2,247,671 characters): tasks[3] hybrid_model, tasks[4]-tasks[22] base, thinking, hybrid (GSM8K
  test lines 201-220: John's award, Josie's grapes, Carl's cheese, Janet's pens, Brinley's test,
  Micheal's bike, Joe's candy, Rose's cakes, twenty dozen cups, Sara's jacket, Jerry's chickens,
  Gary's park, Sloane's customers, Jerry's pools, Lori's shoes, Janeth's loan, roses and dahlias,
  Adrian's age, Jojo's points, Carmen's puzzles); tasks[i] is test line i + 198.
* tlq15g: benchmark_results_qwen2.5-math-1.5b_gsm8k.json at 0c6c09b9, pages 0-224000 joined
  (240,000 of 2,707,469 characters): tasks[0]-tasks[38] base, thinking, hybrid (GSM8K test lines
  0-38 in test order, Janet's ducks to John's running speed).
  Record number = place in file order after the repeats were dropped.

Label conventions (rounds 72-78): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, an unevaluated
expression, an equation set up and left); equal in value but written differently is correct (here
'$57,500' and '\$57,\!500' for 57500, '\$70,000' for 70000, '\boxed{60\%}' for 60, '$26.00' for
26, '\boxed{860 \text{ km}}' and '\boxed{230\ \text{miles}}' with units); labels are against the
gold as given. Text after the committed answer (an invented 'Is this correct? Yes' or 'Thank you'
exchange that keeps the value) does not count. Loop convention: a response that states its answer
and then repeats it (or its whole solution) verbatim until cut mid-copy is labelled by the stated,
never-contradicted value. R1 rule: an R1-Distill answer cut inside its think block, before
'</think>' and before a **Final Answer** line, is no_answer even where its working has reached a
value; one whose **Final Answer** box closes the thinking and whose summary after '</think>' is
then cut is labelled by that box (tlq15g 58); where the thinking and the text after '</think>'
disagree, the last (boxed) answer counts (tl8g 50, tlq15g 22, 85 and 106).

Debatable: tl8g 18 (Joe hybrid: 2600 stated, then verbatim 'To confirm this answer' copies cut at
'1000g + 1600g = 260': labelled correct by the loop convention; the string's last number is the
cut '260'; read as cut before a final answer it would be no_answer). tl8g 22 (twenty-dozen base
model: 'The cost of each cup is $145.' then a last line 'The total cost of buying each cup is $145
× 20 × 12 = $34800.': labelled wrong by its last answer; a reader taking the $145 line would say
correct). tl8g 34 (Sloane base model: invents z = y + 50 = 200 and loops 'We are given that z =
200.' until cut: labelled wrong by its value for the third day; it never writes an answer
sentence, so a reader asking for one would say no_answer). tlq15g 111 (lego base model: python
output 13 three times and '13 (since he sold all 13 lego sets and still has none left)', ending on
'Reach max function call limit.': labelled wrong by its only value 13; with no answer sentence a
reader could say no_answer). tlq15g 113 (lego hybrid: 'John still has 1 lego set left', then a
'####' line and a second solution ending '\boxed{2}': labelled correct by its last answer; read as
two different final answers it would be wrong).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 59 tasks found, all equal; tools/golds_repeats.py and the build both check).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json 16000
(read again), 32000, 48000, 64000, 80000, 96000, 112000, 128000, 144000, 160000, 176000 (11 pages);
hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json 0, 16000, 32000, 48000, 64000,
80000, 96000, 112000, 128000, 144000, 160000, 176000, 192000, 208000, 224000 (15 pages). Also listed (find_files on
hybrid/results/), not read: the other result files. Nothing else was read.

Leads for a later round: the Llama file from 176000 (re-read it: tasks[23] Celine's answers open
on page 192000; tasks[23]-tasks[301] unread), about two tasks a page (its base and hybrid models
loop); the Qwen-Math file from 224000 (re-read it: tasks[39]'s question (Dana) opens there;
tasks[39]-[499] unread), about two to three tasks a page; the qwen2.5-32b MATH-500 file from 112000 (tasks[11] hybrid,
tasks[12]-[17]) and the 14B MATH-500 file from 1184000 (tasks[99] hybrid) were not reached this
round.

Usage: python build_public_heldout80.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout80.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout80.jsonl"
SOURCE = "public_heldout80"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 16000-176000 joined (176,000 of 2,247,671 characters)"),
    "tlq15g": tlq15g_source("pages 0-224000 joined (240,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|correct|prose_sentence|hybrid (tasks[3], John's award, gold 114,200): 104,000 + 5,200 + 5000; 'Therefore, John made 114,200 in the year he won the award.', then 'Alternatively ...', 'Another way ...' and 'I could also calculate the raise first. ... So, the total earnings for the year are 114,200.' blocks repeated verbatim until cut at 'new salary.  210' (across the edges of pages 16000, 32000): 114,200 = gold (loop convention)
tl8g:1|wrong|prose_sentence|base model: '5 tons of grapes produce 10 barrels', '10 acres of grapes produce 50 barrels'; '4. 50 barrels of wine is the answer.' (gold 100)
tl8g:2|correct|boxed|R1-Distill: 50 tons x 2 = 100; after </think> '\boxed{100}' = gold
tl8g:3|correct|prose_sentence|hybrid: 50 x 2 = 100; "Therefore, Josie's farm produces 100 barrels of wine per year." and the same value in its summary = gold
tl8g:4|wrong|prose_sentence|base model: takes 7 - 3 = 4 sandwich days; 'Therefore, the number of slices of cheese used by Carl is 25.' (gold 31)
tl8g:5|correct|boxed|R1-Distill: 14 + 9 + 8 = 31; after </think> '\boxed{31}' = gold
tl8g:6|wrong|prose_sentence|hybrid: sandwiches on 5 days; 'the total number of slices of cheese he used is 10 + 9 + 8 = 27 slices.' (gold 31)
tl8g:7|correct|prose_sentence|base model: restates the question, steps; 'Step 6: Janet has 98 pens now.' = gold
tl8g:8|correct|boxed|R1-Distill: 22 + 10 + 54 + 12; after </think> '\boxed{98}' = gold
tl8g:9|correct|prose_sentence|hybrid: 'Therefore, Janet has 98 pens now.' and a summary '... is 98 pens.' = gold
tl8g:10|wrong|prose_sentence|base model: 'needs to get a score of 93.2', then 559.2 - 438 = 121.2, 'the sixth score will be 121.2 divided by 6, or 20.2. This is the score Brinley needs ...' (gold 98)
tl8g:11|no_answer|truncated|R1-Distill: (438 + x)/6 = 93 gives 120, doubts it (470.4), then rereads the drop-the-lowest rule and is cut inside its thinking at 'the average of the remaining five is ' (no </think>; R1 rule)
tl8g:12|wrong|prose_sentence|hybrid: 'Brinley needs to score 93 on the sixth test to get an average of 93.' repeated in its conclusion (gold 98)
tl8g:13|correct|prose_sentence|base model: 'In total, Micheal rode 500 + 360 = 860 kilometers.' = gold
tl8g:14|correct|boxed|R1-Distill: after </think> '500 \text{ km} + 360 \text{ km} = \boxed{860 \text{ km}}' = gold (with the unit)
tl8g:15|correct|prose_sentence|hybrid: 'So, in total, Micheal rode 500 kilometers + 360 kilometers, which is 860 kilometers in total.' = gold
tl8g:16|correct|prose_sentence|base model: 20 g an apple; "So, the answer to the question is that Joe's bag of candy weighs 2600g." = gold
tl8g:17|correct|boxed|R1-Distill: 1000 + 1600; after </think> '\boxed{2600}' = gold
tl8g:18|correct|prose_sentence|debatable: hybrid: 1000g + 1600g = 2600g, "Therefore, Joe's bag of candy weighs 2600 grams.", then the 'To confirm this answer, ... Therefore, Joe's bag of candy weighs 2600 grams.' block verbatim 7 more whole times, cut in the next copy at '1000g + 1600g = 260' (the last number on the string is the cut '260'): 2600 = gold (loop convention); read as cut before a final answer it would be no_answer
tl8g:19|wrong|prose_sentence|base model: Monday = x, never puts x = 4; 'Therefore, the total number of cakes Rose bought after all three days = 19x cakes.': an expression, not the gold 76
tl8g:20|correct|boxed|R1-Distill: 4 + 12 + 60; after </think> '\boxed{76}' = gold
tl8g:21|correct|prose_sentence|hybrid: 'Therefore, Rose bought a total of 76 cakes after all three days.' twice (a step-by-step and a 'geometric sequence' pass), complete = gold
tl8g:22|wrong|prose_sentence|debatable: base model: x = 34800/240 = 145, 'The cost of each cup is $145.', then its last line 'The total cost of buying each cup is $145 × 20 × 12 = $34800.' answers the question's own words with 34800: labelled by that last answer (gold 145); a reader taking the '$145' line would say correct
tl8g:23|wrong|boxed|R1-Distill: divides 34,800 by 20 (not 240); after </think> '\boxed{\$1,\!740}' (gold 145)
tl8g:24|correct|prose_sentence|hybrid: 240 cups, 34,800 / 240; 'Therefore, the total cost of buying each cup is $145 per cup. This is the answer to the question.' = gold
tl8g:25|no_answer|truncated|base model: repeats the whole question verbatim 20 times and is cut in the 21st copy at "neighbor's kids "; no working, no value
tl8g:26|wrong|boxed|R1-Distill: leaves out the babysitting money, 10 + 4x >= 70; after </think> 'at least \(\boxed{15}\) times' (gold 10)
tl8g:27|wrong|prose_sentence|hybrid: takes the shoes as \$20 in all (total \$50) and 4 mowings already done; 'Therefore, she needs to mow the lawn a total of 8 times to afford the items.' (gold 10)
tl8g:28|correct|prose_sentence|base model: a wrong first equation (x + y = 42) but 8x = 32, x = 4; 'Jerry has 4 red chickens.' = gold
tl8g:29|correct|boxed|R1-Distill: 8R + 10 = 42; after </think> '\(\boxed{4}\)' = gold
tl8g:30|correct|prose_sentence|hybrid: x = 4; 'In conclusion, Jerry has 4 red chickens and 6 white chickens. The number of red chickens is 4, ...' = gold (the asked number, with the white count beside it)
tl8g:31|correct|prose_sentence|base model: perimeter 15, 15/3 = 5; 'Therefore, Gary spends 5 hours walking around the park.' = gold
tl8g:32|correct|boxed|R1-Distill: after </think> '\boxed{5}' = gold
tl8g:33|correct|prose_sentence|hybrid: 'T = D/S = 15/3 = 5 hours. Therefore, Gary spends 5 hours walking around the park.' = gold
tl8g:34|wrong|truncated|debatable: base model: sets z = y + 50 (an invented condition), 'We are given that z = 150 + 50 = 200.', then loops 'We are given that x = 100. / y = 150. / z = 200. / x + y + z = ... = 500.' until cut at 'We are given that x =' (across the edge of pages 96000 and 112000): its value for the third day (z) is 200 throughout (gold 250); it never writes an answer sentence, so a reader asking for one would say no_answer
tl8g:35|correct|boxed|R1-Distill: 500 - 250 = 250; after </think> '\(\boxed{250}\)' = gold
tl8g:36|correct|prose_sentence|hybrid: 100 + 150 + x = 500; '... we can conclude that the number of customers on the third day was 250.' = gold
tl8g:37|wrong|prose_sentence|base model: 'The amount of water in the small pool now is 2 gallons.' (gold 8)
tl8g:38|wrong|boxed|R1-Distill: takes the small pool 4 minutes ago as S; after </think> '\(\boxed{24}\) gallons' (gold 8)
tl8g:39|wrong|prose_sentence|hybrid: '3x = 4x. Solving for x, we get x = 4.'; 'So, the answer is that the small pool has 4 gallons of water now, ...' (across the edge of pages 112000 and 128000) (gold 8)
tl8g:40|no_answer|truncated|base model: repeats the whole question verbatim 37 times and is cut at 'Lori'; no value
tl8g:41|correct|boxed|R1-Distill: 352 / 8 = 44; after </think> '\(\boxed{44}\) hours' = gold
tl8g:42|correct|prose_sentence|hybrid: 352 / 8 = 44; 'Therefore, Lori needs to work 44 hours to earn enough money to buy the shoes and belt.', then 'Step by step explanation:' copies of the whole solution (8 whole), cut in a ninth at 'belt that is $' (across the edge of pages 128000 and 144000): 44 = gold (loop convention)
tl8g:43|no_answer|truncated|base model: "Janeth's remaining balance by then is $x - 2000 + 10% of $2000 - $165 x 12." repeated until cut; never a number
tl8g:44|correct|boxed|R1-Distill: 2200 - 1980; after </think> '\boxed{\$220}' = gold
tl8g:45|correct|prose_sentence|hybrid: '... her remaining balance will be $220.' = gold
tl8g:46|correct|prose_sentence|base model: dahlias 11; 'The number of flowers in the vase is 15.' (its last line) = gold
tl8g:47|correct|boxed|R1-Distill: after </think> '\boxed{15}' = gold
tl8g:48|wrong|prose_sentence|hybrid: d = 11, 'So, there are 11 flowers in the vase in total', ending 'This confirms that there are 11 flowers in the vase in total.' (gold 15)
tl8g:49|wrong|bare_last_line|base model: takes Adrian 3x and Zack 2x, then a broken chain '=2x+3', '=4x+3', '=4(21)+3', '=84+3', '$=87$' (gold 45)
tl8g:50|correct|boxed|R1-Distill: its thinking says '(24 + 45 + 66) divided by 3, which equals 68', but after </think> 135/3 = 45 and '\boxed{45}' = gold (the last, boxed answer)
tl8g:51|wrong|prose_sentence|hybrid: takes Zack as half of Harriet; 'Therefore, the average age of the three in three years is 36 years old.' in each of 8 whole verbatim copies of its solution, cut in a ninth at '24 + 12 + ' (gold 45)
tl8g:52|no_answer|truncated|base model: restates the five given facts ('Let x be the number of points Jojo scored. ... is 251.') 35 times and is cut in a 36th at 'Let x be the number' (across the edge of pages 160000 and 176000); never computes
tl8g:53|correct|boxed|R1-Distill: 251 - 197 = 54; after </think> '\boxed{54}' = gold
tl8g:54|wrong|prose_sentence|hybrid: Yuri = 68 + 5 = 73; 'Therefore, Jojo scored 25 points in the board game. This is the final answer to the problem.' (gold 54)
tl8g:55|no_answer|truncated|base model: sets up 10x and 5y 'the total time spent on ...', then loops symbolic substitutions ('= the total time spent on sudoku puzzles*10/5') until cut; never a number (gold 70)
tl8g:56|correct|boxed|R1-Distill: 30 + 40; after </think> '\boxed{70 \text{ minutes}}' = gold (with the unit)
tl8g:57|correct|prose_sentence|hybrid: 'Therefore, Carmen spent a total of 70 minutes playing crossword puzzles and sudoku puzzles over the weekend.' = gold
tlq15g:0|correct|prose_sentence|Qwen2.5-Math-1.5B base (tasks[0], Janet's ducks, gold 18): '4. She sells the remaining 9 eggs ... so she makes 9 * $2 = $18 per day at the farmers' market.' = gold
tlq15g:1|correct|boxed|R1-Distill-Qwen-1.5B: after </think> '\boxed{18}' = gold
tlq15g:2|correct|boxed|hybrid: six numbered steps ending '$18 every day', a stray '####' line, then a worked solution ending 'Therefore, Janet makes \(\boxed{18}\) dollars every day' = gold
tlq15g:3|correct|prose_sentence|base model: '4. Therefore, the robe takes a total of 3 bolts of fiber.' = gold
tlq15g:4|correct|boxed|R1-Distill: after </think> '\boxed{3}' = gold
tlq15g:5|correct|answer_colon|hybrid: 'the total number of bolts needed is 2 (blue) + 1 (white) = 3 bolts. Correct answer: 3 bolts.', then an invented 'Thank you ... You're welcome!' exchange and a chat paragraph ('... so the total number of bolts is indeed 3. Thank you for asking! ...') 13 times (12 of them verbatim copies), cut at 'The key is': 3 = gold (loop convention)
tlq15g:6|wrong|prose_sentence|base model: applies the 150 % to the total cost, 195,000 - 130,000; 'Josh made a profit of $65,000 from the house.' (twice) (gold 70000)
tlq15g:7|wrong|boxed|R1-Distill: its thinking reaches 120,000; after </think> 130,000 x 1.5 added again, 325,000 - 80,000; '\boxed{\$245,\!000}' (gold 70000)
tlq15g:8|correct|prose_sentence|hybrid: 200,000 - 130,000 = 70,000; 'Thus, Josh made a profit of $70,000 from flipping his house.' = gold 70000
tlq15g:9|wrong|boxed|base model: 3 sprints a week x 60; '\(\boxed{180}\)' (gold 540)
tlq15g:10|wrong|boxed|R1-Distill: 3 x 60; '**Answer:** \(\boxed{180}\) meters' (gold 540)
tlq15g:11|wrong|boxed|hybrid: 3 x 60 = 180; '\(\boxed{180}\) meters each week' (gold 540)
tlq15g:12|correct|boxed|base model: 60 - 40, a python check with output 20; '\(\boxed{20}\) cups.' = gold
tlq15g:13|correct|boxed|R1-Distill: after </think> '\(\boxed{20}\) cups' = gold
tlq15g:14|correct|boxed|hybrid: first a wrong pass ending '0 cups', then 60 - 40 = 20 three times; 'The final answer is \(\boxed{20}\) cups of feed for the final meal.' = gold
tlq15g:15|correct|boxed|base model: 8 x 5 + 8 x 3; '\(\boxed{64}\) dollars' = gold
tlq15g:16|correct|boxed|R1-Distill: 8 sets x \$8; '\(\boxed{64}\) dollars' = gold
tlq15g:17|correct|prose_sentence|hybrid: 'Therefore, Kylar needs to pay $64 for 16 glasses. Is this correct? Yes, that's correct. Kylar needs to pay $64 for 16 glasses.' = gold
tlq15g:18|correct|boxed|base model: 160 + 80 + 20; '\(\boxed{260}\)' = gold
tlq15g:19|correct|boxed|R1-Distill: after </think> '\boxed{260}' = gold
tlq15g:20|correct|boxed|hybrid: 20 + 80 + 160, a verification, then a last line '\boxed{260}' = gold
tlq15g:21|wrong|boxed|base model: invents a second restart and 80 GB left; '\(\boxed{120}\) minutes.' (gold 160)
tlq15g:22|wrong|boxed|R1-Distill: its thinking reaches 40 + 20 + 100 = 160, but after </think> it downloads only the remaining 120 GB: '\boxed{120 \, \text{minutes}}' twice (gold 160)
tlq15g:23|wrong|prose_sentence|hybrid: 'Therefore, the total time it takes Carla to download the file is 140 minutes, ...' (gold 160)
tlq15g:24|wrong|boxed|base model: adds the return legs to the 180; 'John is \boxed{135} miles from home' (gold 45)
tlq15g:25|no_answer|truncated|R1-Distill: 180 - 15 - 120 = 45 many times in its thinking, then cut at '180 - 15 - 120 = 4' (across the edge of pages 32000 and 48000) with no </think> (R1 rule)
tlq15g:26|wrong|prose_sentence|hybrid: adds all legs; 'Therefore, John is 315 miles away from home at the end of the 4 hours.' (gold 45)
tlq15g:27|correct|prose_sentence|base model: \$400 + \$60; "Therefore, Eliza's earnings for the week are $460." = gold
tlq15g:28|correct|boxed|R1-Distill: after </think> '\boxed{\$460}' = gold
tlq15g:29|correct|boxed|hybrid: 'The final answer is \boxed{460}.', then 'However, since ... the options are not provided ... \boxed{460}.' and 'If the options are different, ... I'll provide the final answer as \boxed{460}.' repeated verbatim (43 whole) until cut at 'Since the options' (across the edge of pages 48000 and 64000): 460 = gold (loop convention)
tlq15g:30|correct|prose_sentence|base model: 60 + 180 + 126; 'Therefore, the program had a total of 366 downloads over the three months.' = gold
tlq15g:31|correct|boxed|R1-Distill: after </think> '\boxed{366}' = gold
tlq15g:32|correct|boxed|hybrid: 70 % of 180 = 126; 'The final answer is \(\boxed{366}\).' = gold
tlq15g:33|correct|prose_sentence|base model: 204 + 160 + 330; 'Therefore, the total cost of the pastries is $694.' = gold
tlq15g:34|correct|boxed|R1-Distill: after </think> '\boxed{694}' = gold
tlq15g:35|correct|prose_sentence|hybrid: '- Therefore, the total cost of the pastries is $694.' and a closing sentence with \$694 = gold
tlq15g:36|wrong|boxed|base model: 90 / 7.5 = 12; 'it will take \boxed{12} years for Carlos to start earning money' (gold 13: he breaks even after 12 and earns in year 13)
tlq15g:37|no_answer|truncated|R1-Distill: says 'he starts earning money in the 12th year' many times, doubts the timing, and is cut inside its thinking at 'Therefore, he starts earning money in the' (across the edge of pages 64000 and 80000; no </think>; R1 rule) (gold 13)
tlq15g:38|wrong|prose_sentence|hybrid: 90 / 7.50; 'Therefore, it will take Carlos 12 years to start earning money from his lemon tree.' (gold 13)
tlq15g:39|no_answer|none|base model: sets up 'x - x/3 - 2 - 1/2(x - x/3 - 2) = 5' and ends 'Solving this equation will give us the initial number of vacuum cleaners Melanie had.' without solving: no value (gold 18)
tlq15g:40|correct|boxed|R1-Distill: x/3 - 1 = 5, x = 18; after </think> 'Melanie started with \boxed{18} vacuum cleaners.' = gold
tlq15g:41|correct|boxed|hybrid: x = 18 and a check; 'The final answer is \(\boxed{18}\).' = gold
tlq15g:42|correct|boxed|base model: 12/20 x 100; '\(\boxed{60\%}\)' = gold 60 (with a percent sign)
tlq15g:43|correct|boxed|R1-Distill: after </think> '\boxed{60\%}' = gold 60 (with a percent sign)
tlq15g:44|correct|prose_sentence|hybrid: '(12 / 20) * 100 = 60%.'; 'Therefore, 60% of the students enrolled in hip-hop dance. Is this correct? Yes, ... the answer is 60% of the students enrolled in hip-hop dance.' = gold 60
tlq15g:45|correct|boxed|base model: 125 > 96; 'The profit from this purchase is \boxed{125}.' = gold
tlq15g:46|correct|boxed|R1-Distill: after </think> '\boxed{\$125}' = gold
tlq15g:47|correct|prose_sentence|hybrid: "the jewelry plan offers a higher profit of $125 compared to the electronic gadgets plan's $96. Therefore, the merchant should choose the jewelry plan to maximize profit." (its last sentence names the plan; the profit it states is \$125) = gold
tlq15g:48|correct|prose_sentence|base model: 'Therefore, each train covered a total distance of 230 miles in the two days.' = gold
tlq15g:49|correct|boxed|R1-Distill: after </think> '\boxed{230\ \text{miles}}' = gold (with the unit)
tlq15g:50|correct|prose_sentence|hybrid: 'Therefore, each train covers a total of 230 miles over the two days.' = gold
tlq15g:51|correct|prose_sentence|base model: 35,000 + 22,500; "Therefore, Jill's annual salary is $57,500." = gold 57500
tlq15g:52|correct|boxed|R1-Distill: after </think> '\boxed{\$57,\!500}' = gold 57500
tlq15g:53|correct|boxed|hybrid: \$57,500 several times, a note on taxes, then 'The final answer is \(\boxed{57500}\).' = gold
tlq15g:54|correct|prose_sentence|base model: 84 / 12; 'Therefore, Claire will eat 7 dozens of eggs in 4 weeks.' = gold
tlq15g:55|correct|boxed|R1-Distill: after </think> '\boxed{7}' = gold
tlq15g:56|correct|prose_sentence|hybrid: '5. Therefore, Claire will eat 7 dozens of eggs in 4 weeks.', then an invented dialogue ('Is that correct? Yes ... So, the final answer is 7 dozens of eggs. Exactly. ... Great explanation! ...') that keeps 7 = gold
tlq15g:57|correct|boxed|base model: 6 miles in 1 hour; 'at a speed of \boxed{6} miles per hour.' = gold
tlq15g:58|correct|boxed|R1-Distill: its thinking closes '**Final Answer** Marissa needs to walk the remaining distance at a speed of \boxed{6} miles per hour.', the summary after </think> is cut at '= \frac{': labelled by that box (R1 rule) = gold
tlq15g:59|correct|prose_sentence|hybrid: 'Therefore, Marissa needs to walk the remaining 6 miles at a speed of 6 miles per hour to achieve an average speed of 4 miles per hour for the entire trail.' = gold 6 (the sentence also names 4 mph, the given average)
tlq15g:60|correct|boxed|base model: 47/3 - 2/3 = 15 (with a wrong '14 liters' volume line); 'the amount of water in the remaining 24 liters is \boxed{15} liters.' = gold
tlq15g:61|no_answer|truncated|R1-Distill: reaches 6 + 9 = 15, then a second approach from a wrong 10/3 gives 35/3, and it is cut inside its thinking weighing the two at 'I considered the remaining orange drink as 9 liters' (no </think>; R1 rule)
tlq15g:62|correct|boxed|hybrid: 6 + 9; 'Therefore, the answer is \(\boxed{15}\) liters of water.' = gold
tlq15g:63|wrong|boxed|base model: takes the son as 23 now, then 39 - 14; 'Raymond's son was born \(\boxed{25}\) years ago.' (gold 14)
tlq15g:64|wrong|boxed|R1-Distill: takes Raymond as 31 - 6 = 25; after </think> '\boxed{2}' (gold 14)
tlq15g:65|correct|boxed|hybrid: 37 - 23 = 14; "Therefore, Raymond's son was born 14 years ago." and a last line '\boxed{14}' = gold
tlq15g:66|correct|prose_sentence|base model: 'Therefore, Billy sold a total of 3 + 4 = 7 DVDs on Tuesday.' = gold
tlq15g:67|correct|boxed|R1-Distill: after </think> '\boxed{7}' = gold
tlq15g:68|correct|prose_sentence|hybrid: 'Billy sold 3 + 4 + 0 = 7 DVDs on Tuesday. Is that right? Yes ...', a stepwise breakdown, 'So, Billy sold 7 DVDs on Tuesday. That's the final answer. Yes, that's correct. ...' = gold
tlq15g:69|correct|boxed|base model: 4 hours x 2; 'the candle will be \boxed{8} centimeters shorter' (across the edge of pages 128000 and 144000) = gold
tlq15g:70|correct|boxed|R1-Distill: after </think> 'Thus, the candle will be \boxed{8} centimeters shorter.' = gold
tlq15g:71|correct|prose_sentence|hybrid: 'So, the candle will be 8 centimeters shorter ... Is that correct? Yes, ... the total melt is 8 centimeters. Thank you for the explanation.' = gold
tlq15g:72|correct|boxed|base model: 19.50 / 0.75; '\(\boxed{26}\)' = gold
tlq15g:73|correct|boxed|R1-Distill: after </think> '\(\boxed{26}\)' = gold
tlq15g:74|correct|prose_sentence|hybrid: 'Therefore, the original price of the book was $26.00.' and 'So, the original price was indeed $26.00.' = gold 26
tlq15g:75|wrong|boxed|base model: python whose arithmetic gives 17 / 8.5 = 2, but the printed '```output 3.0```' it writes itself, then 'The number of boxes of pizza that Marie ordered is \(\boxed{3}\).' (gold 2)
tlq15g:76|correct|boxed|R1-Distill: 17 / 8.50; after </think> '\boxed{2}' = gold
tlq15g:77|correct|prose_sentence|hybrid: 'Therefore, Marie ordered 2 boxes of pizza. Is this correct? Yes, ... the answer is 2 boxes of pizza.' = gold
tlq15g:78|correct|prose_sentence|base model: 'Therefore, Mishka spent $243 on all the clothing items.' = gold
tlq15g:79|correct|boxed|R1-Distill: its thinking closes '**Final Answer** ... \boxed{243} dollars', after </think> 'Thus, Mishka spent a total of \boxed{243} dollars' (across the edges of pages 144000 and 160000) = gold
tlq15g:80|correct|boxed|hybrid: 'The final answer is \boxed{243} dollars.' = gold
tlq15g:81|correct|boxed|base model: 4 cartons x \$4; '\boxed{16} dollars' = gold
tlq15g:82|correct|boxed|R1-Distill: after </think> 'Cynthia will spend \boxed{16} dollars' = gold
tlq15g:83|correct|prose_sentence|hybrid: 'Therefore, the total amount Cynthia will spend on ice cream is $16.00.' = gold 16
tlq15g:84|correct|prose_sentence|base model: 45 - 20; 'Therefore, Henry traveled 25 miles between his first and second stops.' = gold
tlq15g:85|correct|boxed|R1-Distill: its thinking ends 'Henry traveled 45 miles between his first and second stops.', but after </think> 45 - 20 = 25 and 'Henry traveled \(\boxed{25}\) miles' = gold (the last, boxed answer)
tlq15g:86|correct|answer_is|hybrid: 60 - 20 - 15 = 25; '... The answer is 25 miles.' = gold
tlq15g:87|correct|prose_sentence|base model: a wrong equation 'B + $99 = B - $5', yet 'B = $99 + $5', 'So, the boots cost $104.' (the whole solution written twice) = gold
tlq15g:88|correct|boxed|R1-Distill: B - 5 = 99; after </think> '\(\boxed{104}\) dollars' (across the edge of pages 160000 and 176000) = gold
tlq15g:89|correct|boxed|hybrid: B = 99 + 5, a python block, 'So, the cost of the boots is \(\boxed{104}\) dollars.' = gold
tlq15g:90|correct|prose_sentence|base model: x = 9, 99 + 10; "10 years from now, Allen's age will be 99 + 10 = 109 years." = gold
tlq15g:91|correct|boxed|R1-Distill: after </think> '\boxed{109}' = gold
tlq15g:92|correct|prose_sentence|hybrid: 'Therefore, Allen will be 109 years old 10 years from now. ... The final answer is 109 years old.' = gold
tlq15g:93|correct|prose_sentence|base model: 240 / 3; 'Therefore, the average guess is 80.' = gold
tlq15g:94|correct|boxed|R1-Distill: after </think> '\boxed{80}' = gold
tlq15g:95|correct|prose_sentence|hybrid: 240 / 3 = 80; 'Therefore, the average guess is 80.' and a muddled explanation ending 'the average guess is the same as the first guess, which is 80.' = gold
tlq15g:96|correct|boxed|base model: 5 x 7; '\(\boxed{35}\)' = gold
tlq15g:97|correct|boxed|R1-Distill: after </think> '\boxed{35}' = gold
tlq15g:98|correct|boxed|hybrid: 'Therefore, John spends 35 hours a week taking care of dogs. The final answer is \(\boxed{35}\).' = gold
tlq15g:99|correct|prose_sentence|base model: S = 40, G = 70; 'Therefore, Gretchen has 70 gold coins.' = gold
tlq15g:100|correct|boxed|R1-Distill: after </think> 'Gretchen has \(\boxed{70}\) gold coins.' = gold
tlq15g:101|correct|answer_is|hybrid (tasks[33], Gretchen, gold 70): S = 40, G = 70; 'So, Gretchen has 70 gold coins and 40 silver coins. ... The answer is 70 gold coins and 40 silver coins. Correct.', then ' The answer is 70 gold coins and 40 silver coins. Adding them together, ... Correct.' verbatim 30 more times, cut in the next copy at 'The answer is 70 gold' (across the edge of pages 176000 and 192000): the asked gold count 70 = gold, named beside the silver count (loop convention)
tlq15g:102|correct|prose_sentence|base model: 20 + 5 = 25; '2. ... So, Siobhan has 25 - 2 = 23 jewels.' = gold
tlq15g:103|correct|boxed|R1-Distill: after </think> 'Siobhan has \(\boxed{23}\) jewels.' = gold
tlq15g:104|correct|prose_sentence|hybrid: '3. Therefore, Siobhan has 23 jewels.', '8. The final answer is 23 jewels for Siobhan.', then a numbered list of 'I can also think about the problem in terms of a ... This confirms the solution.' items cycling until cut in item 51 at 'Consider how' (across the edge of pages 192000 and 208000): never another value, 23 = gold
tlq15g:105|correct|boxed|base model: 4 + 5; '\(\boxed{9}\)' = gold
tlq15g:106|correct|boxed|R1-Distill: its thinking ends 'Adding 4 points and 1 point gives a total of 5 points.', but after </think> 4 + 5 = 9 and '\boxed{9}' = gold (the last, boxed answer)
tlq15g:107|correct|prose_sentence|hybrid: 'So, Mike scored a total of 9 points in the 40-minute game. The final answer is 9 points.', then 'First, let's calculate ... the total points Mike scored is 9 points. The final answer is 9 points. ...' verbatim 14 whole times, cut at 'The final answer': 9 = gold (loop convention)
tlq15g:108|correct|boxed|base model: 15 sets x \$5; '\(\boxed{75}\) dollars' = gold
tlq15g:109|correct|boxed|R1-Distill: after </think> '\boxed{\$75.00}' (across the edge of pages 208000 and 224000) = gold 75
tlq15g:110|correct|prose_sentence|hybrid: \$1.25 x 2 x 30; 'Therefore, Terry spends $75.00 on yogurt over 30 days.' = gold 75
tlq15g:111|wrong|bare_last_line|debatable: base model: three python blocks (the same code each time) with '```output 13```', a prose pass '$200 / $15 = 13 (since he sold all 13 lego sets and still has none left)', and the string ends on '```output 13```' and 'Reach max function call limit.': its only value for the sets left is 13 (gold 2); it never writes an answer sentence, so a reader asking for one would say no_answer
tlq15g:112|correct|boxed|R1-Distill: (13 - x) x 15 - 160 = 5 gives x = 2; after </think> '**2 lego sets** left' and '\boxed{2}' = gold
tlq15g:113|correct|boxed|debatable: hybrid: a first pass '195 - 160 - 5 = $28', '28 / 15 = 1.8667', 'Therefore, John still has 1 lego set left ...', then a '####' line and a second solution 35 - 5 = 30, 30 / 15 = 2, 'Therefore, John still has \boxed{2} lego sets left.': labelled by its last answer 2 = gold; read as two different final answers (1 and 2) it would be wrong
tlq15g:114|correct|boxed|base model: 60 / 6; '\(\boxed{10}\) miles per hour' = gold
tlq15g:115|wrong|boxed|R1-Distill: 60 / 3 = 20 miles a day over 3 hours; after </think> '\boxed{6.67 \text{ miles per hour}}' (gold 10)
tlq15g:116|correct|prose_sentence|hybrid: 60 / 6 = 10; 'Therefore, John runs at an average speed of 10 miles per hour. ... It's clear now that the answer is 10 miles per hour.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
