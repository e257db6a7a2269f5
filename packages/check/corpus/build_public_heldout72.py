r"""Build public_heldout72.jsonl: a 72nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by helper
sessions BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (their `accuracy` / `correct_count` blocks) were not used to
label.

91 records: 11 GSM8K (a first helper, two pages of the Llama-3.1-8B file) and 80 MATH-500 (a second
helper, 21 consecutive pages of the Qwen2.5-14B file of the same repository). Fewer than the 180
once asked for; each 16,000-character page holds only three or four whole completions (three models
a question, the base and hybrid ones looping until cut), so the round is sized by pasting time.

Method (rounds 66-70's): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_llama_gsm8k_{0,16000}.txt, pages/tl_q14m_{0,16000,...,320000}.txt); a script decoded that
display form once into the page text (pages/*.page) and checked its length against the page size
(16,000 each; tools/decode_pages.py for the MATH pages). Long verbatim loops were NOT retyped: one
copy of the loop unit was pasted between markers and the marker where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (every such page
decodes to exactly 16,000 characters for exactly one count per marker, searched over 0-300 for one
marker and 0-60 each for two). The counts (further copies after the pasted one; unit length in
characters): GSM8K page 0 Mark base_model 'So Mark makes 5000+10(1000)-10x cents per week. ' 101
(48); page 16000 Baldur hybrid_model 8 (768). MATH pages: 16000 grid hybrid 'However, to ensure
accuracy, let's verify ... \(\boxed{5}\).' 6 (429) and triangle hybrid paragraph 7 (745); 64000 'The
sixth term of the arithmetic sequence is 350.' 106 (51); 80000 y-intercept solution 3 (961); 112000
decimal two-paragraph block 1 (1460) and '**Final Answer:** \(\boxed{30}\) degrees.' 20 (49); 128000
the same Final-Answer unit 60 (49) and the sqrt solution 2 (1225); 160000 two-digit-factors solution
4 (745); 176000 Baker pair of explanations 2 (1603); 192000 'However, upon further review' unit 3
(525); 208000 '(0, \infty)' unit 2 (578) and the k solution 6 (804); 224000 2^24 solution 3 (1248);
240000 fenced nickels solution 1 (1040) and 'Given the rapid growth' unit 5 (424); 272000 Paul
solution 4-paragraph unit 3 (1026); 288000 b solution 3 (1366) and QM recheck unit 2 (406); 304000
QM recheck unit 4 (406) and rational-roots solution 4 (1234). One page was NOT settled by length
alone: on 128000 the pairs (10, 4), (35, 3) and (60, 2) all give 16,000 (1225 = 25 x 49); (60, 2)
was fixed by a second read at offset 130900, which opens 89 characters before the end of the
Final-Answer run (so 61 copies), and by the displayed sqrt hybrid holding 4 whole 'To find' blocks
(tools/decode_pages.py FIXED). The length check checks each unit as pasted and the counts; it does
not otherwise check the loops. Each file's pages were joined in file order (GSM8K 0-31999, MATH
0-335999), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's opening
quote and the next unescaped quote; `enc` = `json`, decoded once more by the build;
tools/extract_q14m.py for MATH), never retyped.

Edges: the last answer on GSM8K page 16000 (John's hybrid_model) and on MATH page 320000 (tasks[26]
hybrid_model, the max of (x - y)/(x^4 + y^4 + 6)) are cut by the page end: not taken. The first
pages open at offset 0 (nothing cut there); the file metadata strings are not answers.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl other than
this round's, 18,174 distinct texts, by script, reading no labels) and with the others of this
round: none repeats. Nothing dropped or shortened.

Not taken: llama-3.1-8b_gsm8k tasks[3].model_answers.hybrid_model and qwen2.5-14b_math500
tasks[26].model_answers.hybrid_model (cut by the last page read).

Repositories (91 records): thaotnguyen/thinking-llms-interp 91 (100 %; new to the corpus: not in
the 91 repositories of rounds before). Licence: none found (no LICENSE file listed in the index for
the repository); `licence` per record.

Split: GSM8K 11, MATH 80. Prompt format: long_cot 91 (no tag format asked for: base and hybrid
models write free prose or steps; the thinking models (R1-Distill) write their reasoning, '</think>'
and a boxed solution; the files store the completion after the prompt's opening '<think>').
Truths: correct 62, wrong 13, no_answer 16 (GSM8K 8 / 2 / 1; MATH 54 / 11 / 15). Forms: boxed 45
(GSM8K 4, MATH 41), prose_sentence 24 (6, 18), truncated 15 (1, 14), answer_colon 4 (MATH),
answer_is 1, final_answer_phrase 1, none 1 (MATH). 4 debatable (tl8g 8; tl14m 22, 35, 63).

Truths by model: GSM8K (tl8g): base_model (Llama-3.1-8B, a BASE model) 1 wrong, 1 no_answer (Mark:
loops until cut), 2 correct; thinking_model (DeepSeek-R1-Distill-Llama-8B) 4 correct; hybrid_model
(the repository's steered hybrid of the two) 1 wrong, 3 correct (one debatable). MATH (tl14m):
base_model (Qwen2.5-14B, a BASE model; 8 of its answers end with an invented system-prompt line 'You
are an AI assistant that helps people find information...', which does not count) 17 correct, 7
wrong, 3 no_answer; thinking_model (DeepSeek-R1-Distill-Qwen-14B) 15 correct (all reach '</think>';
3 of them are cut in the summary after it), 12 no_answer (all cut by the generation limit inside the
think block); hybrid_model 22 correct, 4 wrong (22 of its 26 answers are cut by the generation
limit, most inside a verbatim loop of an answer or a whole solution).

Selection (records as they come, in file order, not by how hard they look):
* thaotnguyen/thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json at
  0c6c09b9 (tl8g: pages 0 and 16000 joined, 32,000 of 2,247,671 characters): tasks[0]-tasks[3]
  (Elaine's Pokemon cards, Mark the copy-editor, Baldur's pails, John's award; gsm8k/test.jsonl
  lines 198-201, 0-based), each task's `model_answers` base_model, thinking_model, hybrid_model in
  that order; record number = place in that order (0-10).
* the same repository, hybrid/results/benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9 (tl14m:
  pages 0-320000 joined, 336,000 of 3,995,770 characters; 332 tasks in all): tasks[0]-tasks[26]
  (MATH-500 test lines 168-194, 0-based, in the file's order: 3xn grid squares, 5-5-6 triangle, y
  product, pie, arithmetic sequence, geometric series, y-intercepts, |m - n|, 21/(2^2 5^7), circles
  PQS, sqrt(10*15*24), plane, two-digit factors, nested radical, Baker, a+b+c, (c/a + ...) range,
  (3^k)^6, 2^24 powers, nickels, floor-function intersection, balloon rope, Paul and Jesse, b on
  3x + 2y = 12, median QM, rational roots, max of (x - y)/(x^4 + y^4 + 6)), base_model,
  thinking_model, hybrid_model each; record number = place in that order (0-79; tasks[26]
  hybrid_model not taken).

Label conventions (rounds 37-70's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (GSM8K '\$114,\!200', '55
\text{ liters}'; MATH '0.0000672' for '.0000672', '30' and '30 degrees' for 30^\circ, '\dfrac',
'sqrt(3)/3'); labels are against the gold as given. Text after the committed answer (an invented
system-prompt line, a restarted solution cut before a new value) does not count. A base model that
restates the question before working is labelled by its working's last answer. Loop convention: a
response that states its answer and then repeats it (or its whole solution) verbatim until cut
mid-copy is labelled by the stated, never-contradicted value (round 66's pk0 32 convention; tl8g 8
is its debatable first case, kept debatable; the MATH hybrids labelled by it without a debatable
mark: tl14m 5, 14, 20, 26, 29, 32, 38, 44, 53, 56, 68, 71, 74, 77 (correct); 2, 47, 50, 62 repeat
one wrong value until cut (wrong); 35 is debatable for its own reason). R1 rule (this round): an
R1-Distill answer cut inside its think block, before '</think>' and before a **Final Answer** line,
is no_answer even where its working has reached a value (tl14m 1, 16, 19, 37, 40, 61, 76 reach the
gold value, 7, 49, 64, 79 none): thinking is working, not an answer; one whose **Final Answer** box
closes the thinking and whose summary after '</think>' is then cut is labelled by that box (tl14m
28, 34, 67).

Debatable: tl8g 8 (Baldur's hybrid_model: 'Therefore, Baldur gets 55 liters of water every day from
the well.' (= gold) nine times in a verbatim loop, cut mid-sentence in the tenth copy: labelled
correct by the stated value; read as 'cut before a final answer' it would be no_answer). tl14m 22
(R1 |m - n|: 'Hence, the answer is 3. **Final Answer** ... is \boxed{' cut inside the empty box:
no_answer; by the stated 3 it would be correct). tl14m 35 (hybrid plane: the gold equation stated
five times, then a restarted solution cut at 'the final equation of the plane is 5': correct by the
stated equation; a reader of the cut last sentence sees '5'). tl14m 63 (base balloon: 'we cannot
determine the greatest length of rope that can be saved', no value: no_answer; as the answer
'cannot be determined' it would be wrong).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (the task's `question`), checked equal to the file's own `correct_answer` '####'
value (John's '114,200' compared as a number). MATH = the `answer` of the math500/test.jsonl problem
that opens with the record's problem words, checked equal to the file's own `correct_answer`
(all 27 tasks found, all equal).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json 0, 16000
(pasted); hybrid/results/benchmark_results_qwen2.5-14b_math500.json 0, 16000, ..., 320000 (21
pages, pasted) and 130900 (read to fix the loop counts of page 128000, not pasted);
generate-responses/results/vars/eval_responses_deepseek-r1-distill-qwen-1.5b.json 0 (riddles, not
math: not used); kingjameschan/gemma-math-sft-grpo v3/E1_baseline/outputs/eval_log.jsonl (metrics
only: its pass_at_k output files are not in the index). The Qwen2.5-Math-1.5B math500 file was not
read (the 14B file gave about 3.8 whole completions a page).

Dead ends: ymzhang0303/assignment5-alignment (no jsonl in the index), harishvs/rl_grpo_qwen_math (no
outputs), kingjameschan/gemma-math-sft-grpo (logs only), Kyriection/Soft-Thinking (no results
folder), BobbyGuo-UTokyo/adversarial_data_pipeline (no jsonl); find_string on output-field openings
('"model_output": "<think>\nOkay', '"response": "To find the value of') found nothing usable.

Leads for a later round: thaotnguyen/thinking-llms-interp hybrid/results/
benchmark_results_qwen2.5-14b_math500.json from 320000 (re-read it to join tasks[26] hybrid_model;
tasks[27]-tasks[331] unread, MATH-500 lines 195 on), benchmark_results_llama-3.1-8b_gsm8k.json from
16000 (re-read it to join John's hybrid_model; 302 tasks), the qwen2.5-32b / qwen2.5-math-1.5b /
r1-distill-qwen-32b benchmark_results files beside them, and hybrid-2/results/ (newer runs). Budget
about three to four whole completions a page; the loops paste quickly with the marker method. The
older leads stand: pruksmhc/gsm8k_minimal_rl rollout_ckpt_200 from 864000; cppywh/mini-deepseek-r1-
zero Instruct-Think.json from 160000 (index 28 needs 160000 and 176000 joined); RobbenRibery/rft-
gsm8k checkpoint-22 CSV from 752000.

Usage: python build_public_heldout72.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout72.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout72.jsonl"
SOURCE = "public_heldout72"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 0 and 16000 joined (32,000 of 2,247,671 characters)"),
    "tl14m": tl14m_source("pages 0-320000 joined (336,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|wrong|prose_sentence|base model; restates the question, then 'Second month: 3 x 20 = 60', 'Third month: 60 + 20 = 80', and after an 'Explanation' that reaches 200 for the third month ends 'Therefore, Elaine has a total of 20 + 60 + 80 = 160 Pokemon cards now.' (gold 320)
tl8g:1|correct|boxed|R1-Distill: 20 + 60 + 40 + 200 = 320 in the thinking block; after </think> the steps end '\boxed{320}' = gold
tl8g:2|wrong|prose_sentence|hybrid: takes the third month as 120 and states 240 three times, then a 'formula' approach reaching 200 ('may not be as straightforward'), ending in a summary with no number: every answer it gives (240, 200) is wrong (gold 320)
tl8g:3|no_answer|truncated|base model: sets 5x + 10(1000 - x), then loops 'So Mark makes 5000+10(1000)-10x cents per week.' about a hundred times until cut at 'So Mark makes 5000+10'; no numeric total ever
tl8g:4|correct|boxed|R1-Distill: 500 sentences each, 2500 + 5000 = 7500; 'Mark makes a total of \(\boxed{7500}\) cents each week.' = gold
tl8g:5|correct|prose_sentence|hybrid: 5 x 500 = 2500, 10 x 500 = 5000, 'Therefore, Mark makes 7500 cents in a week.' = gold (the text crosses the edge between pages 0 and 16000)
tl8g:6|correct|prose_sentence|base model: restates the question twice, then 11 pails x 5 = 55, 'Baldur gets 55 liters of water every day.' = gold
tl8g:7|correct|boxed|R1-Distill: 11 x 5 = 55; '\boxed{55 \text{ liters}}' = gold (with the unit)
tl8g:8|correct|prose_sentence|debatable: hybrid: 11 x 5 = 55, 'Therefore, Baldur gets 55 liters of water every day from the well.' (= gold), then repeats its whole working verbatim, the same sentence nine times in all, and is cut mid-sentence in the tenth copy ('we can add the'): labelled by the stated, never-contradicted value; read as cut before a final answer it would be no_answer
tl8g:9|correct|prose_sentence|base model: 2000 x 52 = 104,000, + 5200 = 109,200, + 5000 = 114,200; '114,200 is the amount of money he will make in a year with the 1 time monetary reward of $5000 and the 5% raise.' = gold
tl8g:10|correct|boxed|R1-Distill: 2,100 x 52 = 109,200, + 5,000; '\boxed{\$114,\!200}' = gold 114,200 (dollar sign and a thin-space '\!' in the thousands separator)
tl14m:0|no_answer|truncated|base model (3xn grid squares, gold 19): 'Step 2' lists 'For a 3xK grid, there are 3xK = 3K squares.' for K = 1, 2, ... 87 and is cut by the generation limit at 'For a '; no value of n is ever given
tl14m:1|no_answer|truncated|R1-Distill: cut inside its thinking (no '</think>', no Final Answer line): reaches '4n - 6 = 70 ... n = 19' but then doubts it ('I might have double-counted') and is recounting tilted squares when cut at 'Each tilted square of side length'; a tentative value inside an unfinished think block is not a final answer (the round's R1 rule)
tl14m:2|wrong|boxed|hybrid: counts 6(n-1)+6(n-2)+6(n-3) = 70, gets 53/9, then asserts '\(\boxed{5}\)' and loops 'verify ... Total: 27, which is not 70. Therefore, the correct value of n is indeed 5 ... \(\boxed{5}\)' until cut; every answer is 5 (gold 19)
tl14m:3|correct|prose_sentence|base model: 3^2 + h^2 = 5^2, h = 4, (6*4)/2 = 12; 'So, the number of square units in the area of the triangle is 12.' = gold, then an invented system-prompt line ('You are an AI assistant that helps people find information...') that does not count
tl14m:4|correct|boxed|R1-Distill: Heron and the height agree on 12; after </think> '\[\boxed{12}\]' = gold
tl14m:5|correct|prose_sentence|hybrid: height 4, area (6*4)/2 = 12, 'Therefore, the area of the triangle is 12 square units.' (= gold), the same paragraph verbatim 10 times in all (across the edge of pages 16000 and 32000) and is cut mid-copy at 'To find the area, I can': labelled by the stated, never-contradicted value (the round's loop convention)
tl14m:6|wrong|boxed|base model: claims roots x = 2, -2, ±sqrt(10) of x^4 - 16x^2 + 5x + 20 (they are not), y-values -4, 4, -8, 8 and '$\boxed{256}$' (gold 1736)
tl14m:7|no_answer|truncated|R1-Distill: cut inside its thinking while listing the four solutions ('3. ([5 + sqrt(5)] / '); no product is ever computed
tl14m:8|correct|boxed|hybrid: wrong working (sets x^2 - 8 = -5x + 44, two roots only) but the product comes out 6944/4 = 1736: 'The final answer is 1736.' and 'the product ... is \(\boxed{1736}\)' (= gold); it then restarts the same solution and is cut at 'x^2 - 8' before any new value: labelled by its last final answer (right value, wrong reasoning)
tl14m:9|correct|prose_sentence|base model: 3/15 + 10/15 = 13/15; 'Louis and Jack eat $\frac{13}{15}$ of the pie altogether.' = gold, then the invented system-prompt line (does not count)
tl14m:10|correct|boxed|R1-Distill: after </think> '\(\boxed{\dfrac{13}{15}}\)' = gold 13/15 (\dfrac)
tl14m:11|correct|boxed|hybrid: 13/15 throughout; 'Step 10: Final answer' ... 'Step 21: Final answer. - The total amount of pie eaten by Louis and Jack is $\boxed{\frac{13}{15}}$' (string ends there); the repeated aside 'If it's asking if they ate the whole pie, the answer would be no' is about another question, not a second value
tl14m:12|correct|prose_sentence|base model: d = 75, a_1 = -25, a_6 = -25 + 375 = 350; 'Therefore, the sixth term of the arithmetic sequence is 350.' = gold
tl14m:13|correct|boxed|R1-Distill: after </think> 'Thus, the sixth term is \boxed{350}.' = gold
tl14m:14|correct|prose_sentence|hybrid: a_6 = 350 (and as the mean of a_4 and a_8), then 'The sixth term of the arithmetic sequence is 350.' 107 times verbatim (108 in all), cut at 'The sixth': labelled by the stated, never-contradicted value (loop convention)
tl14m:15|correct|boxed|base model: sum 4a/(a-3), a = 4 gives 16; 'the smallest possible value of $a$ is $\boxed{4}$.' = gold
tl14m:16|no_answer|truncated|R1-Distill: cut inside its thinking: finds a = 3k^2/(k^2-4) = 4 for k = 4, then asks 'is that the smallest possible a?' and is re-deriving when cut at 'So, a must be an integer'; no final answer (R1 rule)
tl14m:17|correct|boxed|hybrid: a = -3k^2/(4-k^2), k = 4 gives a = 4; '\(\boxed{4}\)' three times, each followed by 'However, upon re-evaluating ... let's recheck' and the same steps, cut at 'the sum \(S\) is: \[ S'; never another value: labelled 4 = gold
tl14m:18|correct|boxed|base model: y = 2 ± sqrt(5); 'has $\boxed{2}$ $y$-intercepts. The answer is: 2' = gold
tl14m:19|no_answer|truncated|R1-Distill: cut inside its thinking (discriminant 20 > 0, 'has two y-intercepts', then checking each root) at 'which confirms'; no Final Answer line (R1 rule)
tl14m:20|correct|boxed|hybrid: y = 2 ± sqrt(5); 'The final answer is $\boxed{2}$.' then the whole solution verbatim (5 whole copies) until cut mid-copy: labelled 2 = gold (loop convention)
tl14m:21|wrong|answer_colon|base model: tries n = 1..4 only; 'Answer: The smallest possible value of |m - n| is 24.' (gold 3), then the invented system-prompt line (cut)
tl14m:22|no_answer|truncated|debatable: R1-Distill: its thinking ends 'So, the minimal d is 3. Therefore, the minimal |m -n| is 3. Hence, the answer is 3. **Final Answer** The smallest possible value of |m - n| is \boxed{' and is cut inside the empty \boxed{ (no '</think>'): labelled no_answer because the committed Final Answer box is empty; read by the stated 'Hence, the answer is 3.' (= gold) it would be correct
tl14m:23|correct|boxed|hybrid: m = 32 - 4k, n = 3k + 1, |31 - 7k| least at k = 4; '\boxed{3}' twice, each after 'However, upon re-evaluation, it appears there was a miscalculation' and the same steps, cut at 'Now, we have'; never another value: 3 = gold
tl14m:24|correct|prose_sentence|base model: 21*2^5/10^7 = 672/10^7; 'the terminating decimal representation ... is 0.0000672.' = gold '.0000672' (written with a leading zero)
tl14m:25|correct|boxed|R1-Distill: after </think> '\(\boxed{0.0000672}\)' = gold '.0000672' (leading zero)
tl14m:26|correct|boxed|hybrid: 21/312500 = 0.0000672; 'The final answer is \(\boxed{0.0000672}\).' 4 times across its repeated solution (2 whole verbatim copies after the first), cut mid-sentence at '21 \cdot \frac{3.2}{10^6}': 0.0000672 = gold '.0000672' (leading zero; loop convention)
tl14m:27|correct|boxed|base model: a rhombus argument (not sound) ending '$\frac{60^\circ}{2} = \boxed{30^\circ}$' = gold
tl14m:28|correct|boxed|R1-Distill: sides 2*sqrt(3), 2, 4, cos Q = sqrt(3)/2; '**Final Answer** ... \(\boxed{30}\)' closes its thinking, then after </think> the summary is cut at 'PQ = \sqrt[': 30 = gold 30^\circ (no degree sign)
tl14m:29|correct|boxed|hybrid: Law of Cosines gives 30 degrees; 'is \(\boxed{30}\)' then '**Final Answer:** \(\boxed{30}\) degrees.' 83 times until cut at '\(\boxed': 30 (degrees in words) = gold 30^\circ (loop convention)
tl14m:30|correct|answer_is|base model: 10*15*24 = 3600, sqrt = 60; 'Since we are asked for the positive square root, the answer is 60.' = gold
tl14m:31|correct|boxed|R1-Distill: after </think> '\(\boxed{60}\)' = gold
tl14m:32|correct|boxed|hybrid: 'The final answer is 60.' and '\(\boxed{60}\)' in each of 4 whole verbatim copies of its solution, cut in a fifth: 60 = gold (loop convention)
tl14m:33|wrong|boxed|base model: cross product computed wrongly as (-10, -24, -44); '$\boxed{5x + 12y + 22z - 32 = 0}$' (gold 5x - 7y + 11z + 4 = 0)
tl14m:34|correct|boxed|R1-Distill: normal (-20, 28, -44) -> (5, -7, 11), D = 4, checked on all three points; '**Final Answer** ... \boxed{5x - 7y + 11z + 4 = 0}' closes its thinking; the summary after </think> is cut at '5x - 7y + 11z + D = 0': = gold
tl14m:35|correct|prose_sentence|debatable: hybrid: 'Therefore, the equation of the plane is 5x - 7y + 11z + 4 = 0. This is the final answer.' (= gold), restated three more times, then its whole solution again, cut at 'Therefore, the final equation of the plane is 5': labelled by the stated, never-contradicted equation; a reader that takes the cut last sentence would see only '5'
tl14m:36|correct|answer_colon|base model: gcd 50, two-digit factors 10, 25, 50; 'Answer: There are 3 positive two-digit integers that are factors of both 100 and 150.' = gold (invented system-prompt line after it)
tl14m:37|no_answer|truncated|R1-Distill: cut inside its thinking ('Therefore, the count is three.' then a second method, cut while testing divisors of 100 at '2.222, not'); no Final Answer line (R1 rule)
tl14m:38|correct|final_answer_phrase|hybrid: common factors 1, 2, 5, 10, 25, 50; 'The final answer is 3.' then the same solution verbatim (5 whole copies) until cut mid-copy: 3 = gold (loop convention)
tl14m:39|correct|prose_sentence|base model: 1/27, 1/3, 1/sqrt(3); 'the simplified expression is sqrt(3)/3.' = gold \frac{\sqrt{3}}{3} (plain-text sqrt)
tl14m:40|no_answer|truncated|R1-Distill: cut inside its thinking: reaches sqrt(3)/3, a numeric check then 'doesn't match', and it is recomputing when cut at 'cube root of 1/27 is 1'; no Final Answer line (R1 rule)
tl14m:41|correct|boxed|hybrid: 1/27, 1/3, sqrt(3)/3; 'The final answer is $$\boxed{\frac{\sqrt{3}}{3}}$$.' then a code fence and a full solution ending '\(\boxed{\frac{\sqrt{3}}{3}}\)' and a closing '```' (complete) = gold
tl14m:42|correct|prose_sentence|base model: x = (3/2)*834 = 1251; 'There are 1251 students at Baker Middle School.' = gold (invented system-prompt line after it)
tl14m:43|correct|boxed|R1-Distill: after </think> '\boxed{1251}' = gold
tl14m:44|correct|boxed|hybrid: 834*1.5 = 1251, '\boxed{1251}' after each of 6 near-verbatim explanations, the seventh cut at 'is \boxed': 1251 = gold (loop convention)
tl14m:45|wrong|boxed|base model: mis-combines the terms, 'a=3, b=4, c=2, so a+b+c=3+4+2=\boxed{9}' (gold 23)
tl14m:46|correct|boxed|R1-Distill: (9 sqrt 2 + 8 sqrt 3)/6; after </think> '\boxed{23}' = gold
tl14m:47|wrong|prose_sentence|hybrid: ends at (4 sqrt 2 + 4 sqrt 3)/2, 'Therefore, $a + b + c = 4 + 4 + 2 = 10$.' and repeats it ('However, upon further review ...') until cut at 'and $c ='; every value is 10 (gold 23)
tl14m:48|wrong|answer_colon|base model: a wrong AM-GM bound; 'Answer: The set of all possible values ... is the interval (3 * sqrt(2) / 2, 5/2).' (gold (2,\infty))
tl14m:49|no_answer|truncated|R1-Distill: cut inside its thinking while minimising f(x) on 0 < x < 1 ('the minimum of f(x) on 0 < x'); no answer
tl14m:50|wrong|prose_sentence|hybrid: claims every term can be any positive real; 'the set of all possible values of E is the set of all positive real numbers, which is \( (0, \infty) \).' repeated until cut at 'Therefore, the set' (gold (2,\infty))
tl14m:51|correct|prose_sentence|base model: 6k = 6; 'So, the value of k is 1.' = gold (invented system-prompt line after it)
tl14m:52|correct|boxed|R1-Distill: after </think> '\(\boxed{1}\)' = gold
tl14m:53|correct|boxed|hybrid: 6k = 6, k = 1; 'The final answer is $\boxed{1}$.' then the same solution verbatim (7 whole copies) until cut at '1': 1 = gold (loop convention)
tl14m:54|correct|boxed|base model: divisors of 24 other than 1; 'there are $\boxed{7}$ such positive integers. The answer is 7' = gold
tl14m:55|correct|boxed|R1-Distill: after </think> '\[\boxed{7}\]' = gold
tl14m:56|correct|boxed|hybrid: 7 divisors; 'The final answer is \(\boxed{7}\).' then the same solution (4 whole copies) until cut at 'n >': 7 = gold (loop convention)
tl14m:57|correct|answer_colon|base model: d + n = 11, 10d + 5n = 75, n = 7; 'Answer: Hillary has 7 nickels.' = gold (invented system-prompt line after it)
tl14m:58|correct|boxed|R1-Distill: after </think> '\(\boxed{7}\)' = gold
tl14m:59|correct|boxed|hybrid: n = 7; 'The final answer is \boxed{7}.' then two fenced solutions each ending '\[\boxed{7}\]' (complete) = gold
tl14m:60|wrong|prose_sentence|base model: g - f = x^3 - 5x^2 - 8x + 12, claims a root 'at $x = 3$' (not a root); 'the largest $x$-value at which the graphs ... intersect is $x = 3$.' (gold 6)
tl14m:61|no_answer|truncated|R1-Distill: cut inside its thinking: factors (x - 1)(x - 6)(x + 2), 'that would be x = 6', then checks f(6) term by term and is cut at '93,744 + 12 = 93'; no Final Answer line (R1 rule)
tl14m:62|wrong|prose_sentence|hybrid: sign slip gives -(x - 1)(x^2 - 4x + 12), 'the largest $x$-value at which the graphs intersect is indeed $x = 1$' repeated until cut (gold 6)
tl14m:63|no_answer|none|debatable: base model: sets up coordinates in the plane, never solves, ends 'we are not given enough information to determine these values. Therefore, we cannot determine the greatest length of rope that can be saved.' (complete, no value): labelled no_answer; read as the answer 'cannot be determined' it would be wrong (gold 160)
tl14m:64|no_answer|truncated|R1-Distill: cut inside its thinking at 't = c^2 / 19600' while minimising HP; no length is given
tl14m:65|correct|boxed|hybrid: wrong model (HC = h + y) but h = 66, HP = 120, 280 - 120 = 160; 'the greatest length of rope that can be saved is \(\boxed{160}\) meters', rechecked, '\boxed{160}' (complete) = gold (right value, wrong reasoning)
tl14m:66|wrong|prose_sentence|base model: says the sum is even only if both pick 2; 'the probability that the sum ... is even is 1/36.' (gold 13/18)
tl14m:67|correct|boxed|R1-Distill: 1/36 + 25/36 = 13/18; '**Final Answer** ... \boxed{\dfrac{13}{18}}' closes its thinking, then the summary after </think> is cut at '\left(\frac{1}{6}\right': 13/18 = gold (\dfrac)
tl14m:68|correct|prose_sentence|hybrid: 1/36 + 25/36 = 13/18; 'the probability that the sum of the numbers they choose is even is 13/18.' in its answer and in each of 4 whole verbatim copies, cut mid-copy at 'which simplifies': 13/18 = gold \frac{13}{18} (loop convention)
tl14m:69|correct|prose_sentence|base model: 12 + 2y = 12, y = 0; 'The value of $b$ is 0.' = gold (invented system-prompt line after it)
tl14m:70|correct|boxed|R1-Distill: after </think> '\(\boxed{0}\)' = gold
tl14m:71|correct|boxed|hybrid: three methods give 0, '\[\boxed{0}\]'; the whole solution verbatim 4 times, cut in a fifth: 0 = gold (loop convention)
tl14m:72|correct|prose_sentence|base model: 34^2 = QM^2 + 16^2, QM = 30; 'So, the length of the median QM is 30 units.' = gold
tl14m:73|correct|boxed|R1-Distill: after </think> 'Thus, the length of median $\overline{QM}$ is \boxed{30}.' = gold
tl14m:74|correct|boxed|hybrid: a mis-stated median formula that still gives sqrt(3600/4) = 30; 'The final answer is \( \boxed{30} \).' then 'However, to ensure accuracy, let's recheck' + the same line 9 times, cut in a tenth: 30 = gold (loop convention)
tl14m:75|correct|boxed|base model: candidates ±1, ±1/2; 'There are $\boxed{4}$ different possible rational roots.The answer is: 4' = gold
tl14m:76|no_answer|truncated|R1-Distill: cut inside its thinking ('the number is four' several times, then testing whether 1/2 can be a root, cut at 'so \('); no Final Answer line (R1 rule)
tl14m:77|correct|boxed|hybrid: Rational Root Theorem, 4 candidates; 'The final answer is \(\boxed{4}\).' + '\(\boxed{4}\)' in each of 5 whole verbatim copies, cut in a sixth: 4 = gold (loop convention)
tl14m:78|no_answer|truncated|base model: evaluates the expression at integer pairs (1/7, 1/4 at (1, -1), 1/21, ...) without ever naming a maximum and is cut at 'Let $x'; no answer
tl14m:79|no_answer|truncated|R1-Distill: cut inside its thinking while differentiating h(k) ('So, applying the'); no answer
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
