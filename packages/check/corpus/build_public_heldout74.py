r"""Build public_heldout74.jsonl: a 74th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its `accuracy` / `correct_count` blocks) were not used to label.

102 records, all MATH-500: 26 consecutive pages (320000-720000) of the Qwen2.5-14B file of the
repository round 72 read, taken on from where round 72 stopped (tasks[26] hybrid_model, then
tasks[27]-tasks[60]). Three or four whole completions a page, as round 72 found.

Method (round 72's): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_q14m_{320000,336000,...,720000}.txt); a script decoded that display form once into the
page text (pages/*.page) and checked its length against the page size (16,000 each;
tools/decode_pages.py). Page 320000 was read again (as asked) and its paste decodes byte for byte
to round 72's page 320000. Long verbatim loops were NOT retyped: one copy of the loop unit was
pasted between markers and the marker where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (each such page decodes to exactly 16,000
characters for exactly one count per marker, every count 0-300 tried for every marker, arithmetically
and then by a full decode). The counts (further copies after the pasted one; unit length in
characters): 336000 p(x) hybrid 'Alternatively ... This confirms that the final answer is
\(\boxed{24}\).' 5 (389); 352000 10! hybrid three-paragraph block 1 (1043); 384000 daps 'However, to
ensure accuracy, let's verify' block 8 (497); 400000 N hybrid whole solution 4 (1207); 432000
remainder hybrid solution prefix 1 (2214) and complex base align line 9 (172); 448000 the same align
line 6 (172); 464000 line hybrid second-solution prefix 1 (1075); 480000 line hybrid second solution 1
(1195) and pizza 'The final answer is 28.\nThe answer is 28.\n' 118 (44); 496000 3-4-5 hybrid block
10 (490); 512000 AB hybrid solution 3 (1130) and shaded hybrid solution 2 (1719); 528000 'The final
answer is 5.\n' 244 (24); 544000 Frank 'Now, let's go through' block 3 (901); 560000 physics hybrid:
the inclusion-exclusion chain (330) and the 'Given:' list (310) pasted once and placed again at 4
and 2 later places by markers (1 copy each); 576000 x^3 hybrid root block 1 (1020); 624000 Sam
'Alternatively ... exponential decay' paragraph 3 (485); 640000 the same paragraph 1 (425, without
its last line); 656000 CDE '...96 square centimeters.\nThe final answer is \boxed{96}.\n' 58 (86) and
the 4321 base model's zeros 1843 (unit '0'); 672000 the 4321 hybrid's zeros 1885 (unit '0') and the
sin base model's pair of identity blocks 2 (812); 688000 sin hybrid 'However, if we need a
numerical approximation' unit 22 (203) and expression hybrid 'First, let's distribute' block 3 (654);
720000 cylinder hybrid paragraph 4 (1087). Two pages were NOT settled by length alone (a unit of
length 1 beside another unit): 656000 was fixed by a second read at offset 664094 (page position
8094 = 4224 + 86 x 45, a unit boundary), which opens on the CDE loop unit and shows 13 more whole
units before the string's closing quote (58 = 45 + 13); 672000 by a read at offset 674940 (page
position 2940), which opens on 17 zeros and the closing quote, so the zeros end at 2957 (REP1 2,
REPZ 1885; tools/decode_pages.py FIXED). One paste was corrected by its length check: on 352000 the
first copy of the 10! hybrid's loop block lacks the 'The final answer is 6.' line the later copies
have (26 characters; found by a read at offset 359960, which matched the corrected page from its
position 7960). The length check checks each unit as pasted and the counts; it does not otherwise
check the loops. The pages were joined in file order (320000-735999), so a completion crossing an
edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON string
body as the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; tools/extract_q14m.py), never retyped.

Edges: page 320000 opens inside tasks[25] hybrid_model (its opening is on page 304000, read by round
72): not taken. The last page read (720000) cuts tasks[60] hybrid_model: not taken. Every other
completion on the pages read is taken (the two on page 320000 that round 72 already holds are
dropped as repeats, below).

Loops: as round 72: pasted once and expanded to the count the page length requires (above); none
dropped. Labels of looping answers follow the loop convention (below).

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 18,393
distinct texts, by script, reading no labels; tools/golds_repeats.py) and with the others of this
round: tasks[26].model_answers.base_model and tasks[26].model_answers.thinking_model repeat round
72's tl14m 78 and 79 (public_heldout72.jsonl) and were dropped; nothing else repeats. The kept
records are numbered again in file order (0-101).

Not taken: qwen2.5-14b_math500 tasks[25].model_answers.hybrid_model (cut by the first page read),
tasks[60].model_answers.hybrid_model (cut by the last page read), and tasks[26] base_model and
thinking_model (repeats of round 72).

Repositories (102 records): thaotnguyen/thinking-llms-interp 102 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: MATH 102 (34 base_model, 34 thinking_model, 34 hybrid_model; tasks[26] hybrid only, tasks[27]-
tasks[59] all three, tasks[60] base and thinking). Prompt format: long_cot 102 (no tag format asked
for: base and hybrid models write free prose or steps; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a boxed solution; the file stores the completion after the prompt's
opening '<think>').
Truths: correct 66, wrong 18, no_answer 18. Forms: boxed 51, prose_sentence 19, truncated 18,
final_answer_phrase 8, answer_colon 4, answer_is 1, bare_last_line 1. 1 debatable (tl14m 33).

Truths by model: base_model (Qwen2.5-14B, a BASE model; 6 of its answers (10, 58, 76, 79, 94, 97) end with the invented
system-prompt line 'You are an AI assistant that helps people find information...', which does not
count) 19 correct, 11 wrong, 4 no_answer; thinking_model (DeepSeek-R1-Distill-Qwen-14B) 21 correct
(20, 26, 59 close their thinking on a **Final Answer** box, the summary after '</think>' cut or
absent), 1 wrong, 12 no_answer (all cut by the
generation limit inside the think block; 2, 8, 62, 68, 80, 86, 89 had reached the gold value);
hybrid_model 26 correct, 6 wrong, 2 no_answer (most of its answers are cut by the generation limit
inside a verbatim loop of an answer line or a whole solution).

Selection (records as they come, in file order, not by how hard they look):
* thaotnguyen/thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json at
  0c6c09b9 (tl14m: pages 320000-720000 joined, 416,000 of 3,995,770 characters; 332 tasks in all):
  tasks[26] hybrid_model, tasks[27]-tasks[59] base_model, thinking_model, hybrid_model each,
  tasks[60] base_model and thinking_model (MATH-500 test lines 194-228, 0-based, in the file's order:
  max of (x - y)/(x^4 + y^4 + 6), monic quartic p(0) + p(4), 441 + 2(21)(19) + 361, x^3 | 10!, boys
  together, mean, daps, N < 50, Alice and Bob, remainder mod x + 2, unit complex product, matrix A,
  line y = mx + b, pizza toppings, divisible by 3, 4, 5, AB cubed, shaded area, 5^5 / 5^4 ...,
  Frank's test, Fibonacci sum, physics students, x^3 - 2x + 1, Ink money, multiple of 450 in 0s
  and 1s, midpoint, wheel and checkerboard, leaking bucket, 240k a cube, triangle CDE, digit sum of
  4321/(5^7 2^8), sine product, (3x - 2)(4x + 1) - ..., balls in boxes, z = c in cylindrical
  coordinates, d_1^2 + d_2^2 + d_3^2 = 36); record number = place in that order after the repeats
  were dropped (0-101).

Label conventions (round 72's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '10080' for 10,\!080,
'11111111100' for 11,\! 111,\! 111,\! 100, '\dfrac', '6\, \text{Trinkets}' for 6, 'Answer: (C)
Plane' for \text{(C)}); labels are against the gold as given. Text after the committed answer (an
invented system-prompt line, a restarted solution cut before a new value) does not count. Loop
convention: a response that states its answer and then repeats it (or its whole solution) verbatim
until cut mid-copy is labelled by the stated, never-contradicted value (tl14m 0, 3, 9, 18, 21, 27,
36, 39, 42, 45, 48, 51, 54, 69, 78, 93 correct; 30, 90, 99 repeat one wrong value until cut and 84 repeats its last, wrong value 59 times, wrong).
R1 rule: an R1-Distill answer cut inside its think block, before '</think>' and before a **Final
Answer** line, is no_answer even where its working has reached a value; one whose **Final Answer**
box closes the thinking and whose summary after '</think>' is then cut (or absent) is labelled by
that box (tl14m 20, 26, 59).

Debatable: tl14m 33 (matrix hybrid: 'we can't find the exact value of A(-13, 3, 4) without additional
information', then 'However, if we assume ... linearity' finds c_1 = -1, c_2 = 2 and is cut before
any vector: labelled no_answer (cut before a final answer, the remark withdrawn by its own
'However'); read as the answer 'cannot be determined' it would be wrong).

Golds: MATH = the `answer` of the math500/test.jsonl problem that opens with the record's problem
words, checked equal to the file's own `correct_answer` (all 35 tasks found, all equal;
tools/golds_repeats.py and the build both check).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json 320000,
336000, ..., 720000 (26 pages, pasted) and 359960, 664094, 674940 (read to check or fix a page,
not pasted). Nothing else was read.

Leads for a later round: the same file from 720000 (re-read it to join tasks[60] hybrid_model;
tasks[61]-tasks[331] unread, MATH-500 lines 229 on), about four whole completions a page; the
loops paste quickly with the marker method, but pages holding a unit of length 1 (runs of zeros)
beside another loop need a second read to fix the counts. The older leads stand:
benchmark_results_llama-3.1-8b_gsm8k.json from 16000 (re-read it to join John's hybrid_model), the
qwen2.5-32b / qwen2.5-math-1.5b / r1-distill-qwen-32b benchmark_results files beside it,
hybrid-2/results/, pruksmhc/gsm8k_minimal_rl rollout_ckpt_200 from 864000, cppywh/mini-deepseek-r1-
zero Instruct-Think.json from 160000, RobbenRibery/rft-gsm8k checkpoint-22 CSV from 752000.

Usage: python build_public_heldout74.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout74.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout74.jsonl"
SOURCE = "public_heldout74"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 320000-720000 joined (416,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|boxed|hybrid (tasks[26], max of (x - y)/(x^4 + y^4 + 6), gold 1/4): y = 0 gives 2^{1/4}/8 ('not the maximum'), y = -x gives 2/8 = 1/4; '\boxed{\frac{1}{4}}', then the same solution again, cut at 'we can find the critical' (the text crosses the edge of pages 320000 and 336000): 1/4 = gold (loop convention)
tl14m:1|correct|prose_sentence|base model: p(0) = 6r, p(4) = 6(4 - r); 'So, $p(0) + p(4) = 24$.' = gold
tl14m:2|no_answer|truncated|R1-Distill: cut inside its thinking at 'Therefore, the answer is' (no '</think>', no Final Answer line) after reaching 24 several times (R1 rule)
tl14m:3|correct|boxed|hybrid: a slip (p(4) = 24 - 8r) patched by r = 0, 'the final answer is \(\boxed{24}\)'; then the 'Alternatively ... p(0) + p(4) = 6r + 24 - 6r = 24 ... This confirms that the final answer is \(\boxed{24}\)' paragraph verbatim 6 times in all, cut in a seventh at '\(\': 24 = gold (loop convention)
tl14m:4|wrong|answer_is|base model: 441 + 798 + 361 added as 1500; '$1500=x$. So the answer is 1500.' (gold 1600)
tl14m:5|correct|boxed|R1-Distill: (21 + 19)^2 = 1600; after </think> 'the value of \( x \) is \(\boxed{1600}\).' = gold
tl14m:6|correct|boxed|hybrid: 'So, the value of $x$ is 1600.' then a fenced solution ending 'the value of \(x\) is \(\boxed{1600}\).' and an explanation (complete) = gold
tl14m:7|wrong|boxed|base model: counts 'ways to distribute the prime factors among the three factors of x^3', '10 \cdot 4 \cdot 2 \cdot 1 = \boxed{80}' (gold 6)
tl14m:8|no_answer|truncated|R1-Distill: cut inside its thinking at 'Let me just list' after reaching 3*2*1*1 = 6 (R1 rule)
tl14m:9|correct|final_answer_phrase|hybrid: 3*2*1*1 = 6; 'The final answer is 6.' then a 'However, upon re-evaluation ... / upon further review ... / to ensure accuracy, let's list' block repeated (3 times in all), every value 6, cut mid-list: 6 = gold (loop convention)
tl14m:10|correct|prose_sentence|base model: 7! x 2 = 10,080; 'So, there are 10,080 ways for 6 girls and 2 boys to sit in a row...' = gold 10,\!080, then the invented system-prompt line ('You are an AI assistant that helps people find information...') that does not count
tl14m:11|correct|boxed|R1-Distill: after </think> 'the number of ways is \(\boxed{10080}\).' = gold 10,\!080 (no thousands separator)
tl14m:12|correct|final_answer_phrase|hybrid: 5040 x 2 = 10080, 'So, the final answer is 10080 ways.' restated ('Therefore, the final answer is 10080 ways.'), then smaller worked examples (12 and 48 arrangements for 2 and 3 girls) cut at the end of a listing; no other value for the question: 10080 = gold 10,\!080
tl14m:13|correct|prose_sentence|base model: 36 = 19 + x; 'So, the value of $x$ is 17.' = gold
tl14m:14|correct|boxed|R1-Distill: after </think> 'the value of \( x \) is \boxed{17}.' = gold
tl14m:15|correct|prose_sentence|hybrid: 'Therefore, the value of x is 17.' then a fenced check 'confirming that x = 17 is the correct solution.' (complete) = gold
tl14m:16|correct|answer_colon|base model: 70 yaps, 40 daps; 'Answer: 40 daps equal 42 baps.' = gold
tl14m:17|correct|boxed|R1-Distill: after </think> '\boxed{40}' = gold
tl14m:18|correct|final_answer_phrase|hybrid: 'The final answer is 40 daps.' then a 'However, to ensure accuracy, let's verify ...' paragraph verbatim 9 times in all, cut in a tenth: 40 = gold (loop convention)
tl14m:19|wrong|boxed|base model: solves 4k - 3m = -1 with a wrong particular solution, N = 13, 37; '$\boxed{50}$' (gold 66)
tl14m:20|correct|boxed|R1-Distill: N = 21, 45; '**Final Answer** ... \boxed{66}.' closes its thinking, the summary after </think> is cut at 'Simplifying this,': 66 = gold
tl14m:21|correct|boxed|hybrid: lists both residue classes, common values 21, 45, '\(\boxed{66}\)'; the whole solution verbatim 5 times in all, cut in a sixth: 66 = gold (loop convention)
tl14m:22|no_answer|truncated|base model: 'Step 1' ... 'Step 40' listing turn after turn (each 1/2) and cut at 'is 1' without ever summing; no answer
tl14m:23|correct|boxed|R1-Distill: P = 1/2 + P/4; after </think> '\boxed{\dfrac{2}{3}}' = gold (\dfrac)
tl14m:24|correct|prose_sentence|hybrid: series and recursion both give 2/3; 'Therefore, the probability that Alice wins the game is 2/3.' restated in repeated paragraphs (conclusion / recursion / trials), cut at 'can be expressed'; never another value: 2/3 = gold
tl14m:25|correct|boxed|base model: f(-2) = -1 + 3^11 - 3^11 + 12 + 1; '$\boxed{12}$' = gold
tl14m:26|correct|boxed|R1-Distill: f(-2) = 12; its thinking closes '**Final Answer** The remainder is \boxed{12}.' and the string ends right after '</think>' (no summary): labelled by that box (the round's convention) = gold
tl14m:27|correct|boxed|hybrid: '\( \boxed{12} \)' four times in its solution, then the whole solution again (2 copies in all), cut at 'Summing these': 12 = gold (loop convention)
tl14m:28|no_answer|truncated|base model: takes a rectangle, writes the product in e^{i theta}, then one align line 19 times in all (18 whole, the last cut mid-line); no value
tl14m:29|no_answer|truncated|R1-Distill: cut inside its thinking: the square 1, i, -1, -i gives product 0, 'But that's not helpful because we need the maximum'; no Final Answer (R1 rule)
tl14m:30|wrong|boxed|hybrid: claims the fourth roots of unity give 'known to be 16' (its own computations give 0); '\(\boxed{16}\)' repeatedly, cut mid-restatement (gold 0)
tl14m:31|wrong|boxed|base model: writes v = (1/2)(3,1,0) + (1/2)(-5,2,2) (false); '\boxed{\begin{pmatrix} 1 \\ -\frac{1}{2} \\ -4 \end{pmatrix}}' (gold (-2, -14, -7))
tl14m:32|correct|boxed|R1-Distill: a = -1, b = 2; '**Final Answer** \boxed{\begin{pmatrix} -2 \\ -14 \\ -7 \end{pmatrix}}' and the same box after </think> = gold
tl14m:33|no_answer|truncated|debatable: hybrid: first says 'we can't find the exact value of \(\mathbf{A} ...\) without additional information', then 'However, if we assume ... linearity' finds c_1 = -1, c_2 = 2 and is cut at 'c_2 \mathbf{A} \begin{pmatrix} -5 \\ 2 \\' before any vector: labelled no_answer (cut before a final answer, the 'cannot determine' remark withdrawn by its own 'However'); read as the answer 'cannot be determined' it would be wrong
tl14m:34|correct|boxed|base model: t = (x - 8)/2, y = (3x - 26)/2; '\boxed{\left( \frac{3}{2}, -13 \right)}' = gold
tl14m:35|correct|boxed|R1-Distill: after </think> '\boxed{\left( \dfrac{3}{2}, -13 \right)}' = gold (\dfrac)
tl14m:36|correct|boxed|hybrid: slope 3/2, b = -13; '\(\boxed{\left( \frac{3}{2}, -13 \right)}\)' in its first solution and in each of 4 whole verbatim copies of a second one, cut in a fifth at 'the y-inter': = gold (loop convention)
tl14m:37|correct|prose_sentence|base model: C(8,2) = 28; 'Step 7: Therefore, Mikka could order 28 different pizzas with two different toppings.' = gold
tl14m:38|correct|boxed|R1-Distill: after </think> 'the number of different pizzas Mikka could order is \boxed{28}.' = gold
tl14m:39|correct|final_answer_phrase|hybrid: C(8,2) = 28; 'The final answer is 28.' / 'The answer is 28.' alternating (120 and 119 times), cut at 'The': 28 = gold (loop convention)
tl14m:40|correct|prose_sentence|base model: LCM 60, floor(100/60) = 1; 'Therefore, there is only $1$ positive integer divisible by $3, 4,$ and $5$ in the first one hundred positive integers.' = gold
tl14m:41|correct|boxed|R1-Distill: after </think> '\(\boxed{1}\)' = gold
tl14m:42|correct|final_answer_phrase|hybrid: 60 only; 'Therefore, the final answer is 1.' in a block repeated 11 times in all, each block saying 'the initial answer provided was 2, which seems to be incorrect. The correct answer should be 1' (the 2 is named only to be rejected), cut at 'let's list the': 1 = gold (loop convention)
tl14m:43|correct|prose_sentence|base model: cube root 97; 'we add the digits $9$ and $7$ together, which equals $16$.' = gold
tl14m:44|correct|boxed|R1-Distill: 97^3 = 912,673; after </think> '\(\boxed{16}\)' = gold
tl14m:45|correct|boxed|hybrid: 'the sum of A and B is 16.' then a solution ending 'The final answer is 16. \boxed{16}' verbatim 4 times in all, cut in a fifth: 16 = gold (loop convention)
tl14m:46|wrong|prose_sentence|base model: takes both triangles as 3 by 4; 'The total area of the shaded region is 6 + 6 = 12 .' (gold 10)
tl14m:47|correct|boxed|R1-Distill: short thinking (4 + 6 = 10) closed by </think>, then '\boxed{10}' = gold
tl14m:48|correct|boxed|hybrid: 4 + 6 = 10 and 12 - 2 = 10, '\boxed{10}'; the fenced solution ending '\boxed{10}' verbatim 3 times, cut in a fourth: 10 = gold (loop convention)
tl14m:49|correct|bare_last_line|base model: its whole answer is one line, '$5^5\div5^4-5^3+5^2\cdot5^1=5^{5-4}-5^3+5^{2+1}=5^1-5^3+5^3=5^1=5$.' ending in 5 = gold
tl14m:50|correct|boxed|R1-Distill: after </think> '\(\boxed{5}\)' = gold
tl14m:51|correct|final_answer_phrase|hybrid: 'So, the final answer is $5$.' then 'The final answer is 5.' 245 times, cut at 'The': 5 = gold (loop convention)
tl14m:52|wrong|prose_sentence|base model: sets 5x - 2(80 - x) = 232 (right) but 'Solving for $x$ gives $x=52$.' (gold 56)
tl14m:53|correct|boxed|R1-Distill: 7c = 392; after </think> '\(\boxed{56}\)' = gold
tl14m:54|correct|final_answer_phrase|hybrid: 'The final answer is 56.' then a fenced breakdown ending 'Therefore, the final answer is 56.' 5 times in all (the last 4 verbatim), cut in a sixth: 56 = gold (loop convention)
tl14m:55|wrong|boxed|base model: rewrites the sum into itself and concludes 'Thus, the sum is $\boxed{1}.$' (gold 2)
tl14m:56|no_answer|truncated|R1-Distill: cut inside its thinking while adding partial sums ('approaching 2, maybe?', S_16 = 1.9983), no Final Answer (R1 rule)
tl14m:57|wrong|boxed|hybrid: a false telescoping identity gives 1/F_1 = 1; '\boxed{1}' four times with 'I'm still unsure about the validity', never another value, cut (gold 2)
tl14m:58|wrong|answer_colon|base model: only-physics 35, 'Number of people taking physics = 35 + 60 + 15 + 15 = 125'; 'Answer: 125 students take physics.' (gold 110), then the invented system-prompt line
tl14m:59|correct|boxed|R1-Distill: inclusion-exclusion, 3P = 330; '**Final Answer** ... \boxed{110}.' closes its thinking, the summary after </think> is cut at '345 = 180 + P': 110 = gold
tl14m:60|correct|boxed|hybrid: 3P = 330, '\( \boxed{110} \)' repeatedly with 'I'm still not confident' / 'still not sure' and the same computation, cut mid-equation; never another value: 110 = gold
tl14m:61|correct|prose_sentence|base model: both roots give 2; 'In both cases, the value of $x^3 - 2x + 1$ is 2.' = gold
tl14m:62|no_answer|truncated|R1-Distill: cut inside its thinking during a numeric check at '(2 + \sqrt{5}) - (' after reaching 2 several times (R1 rule)
tl14m:63|correct|prose_sentence|hybrid: both roots give 2, then x^3 = 2x + 1; 'Therefore, the value of x^3 - 2x + 1 is 2.' (complete) = gold
tl14m:64|correct|prose_sentence|base model: 168/28 = 6; 'So, the value of 56 Drinkets in Trinkets is 6 Trinkets.' = gold
tl14m:65|correct|boxed|R1-Distill: after </think> '\boxed{6\, \text{Trinkets}}' = gold 6 (with the unit)
tl14m:66|correct|boxed|hybrid: 24 Blinkets, 6 Trinkets; 'the value of 56 Drinkets in Trinkets is \boxed{6}.' and 'The final answer is 6 Trinkets' restated; a side example converts 100 Drinkets to about 11 Trinkets (another quantity, not a second answer); cut mid-sentence: 6 = gold
tl14m:67|correct|prose_sentence|base model: 'The smallest number that satisfies all of these conditions is 11111111100.' = gold 11,\! 111,\! 111,\! 100 (no thousands separators)
tl14m:68|no_answer|truncated|R1-Distill: cut inside its thinking at 'But is there a' after checking 11111111100 / 450 (R1 rule)
tl14m:69|correct|boxed|hybrid: '\(\boxed{11111111100}\)' twice across repeated solutions, cut mid-restatement: = gold 11,\! 111,\! 111,\! 100 (no separators)
tl14m:70|correct|boxed|base model: '$\boxed{(-1,6)}$.The answer is: (-1,6)' = gold
tl14m:71|correct|boxed|R1-Distill: after </think> '\boxed{(-1, 6)}' = gold
tl14m:72|correct|boxed|hybrid: 'The final answer is \((-1, 6)\).' and '\boxed{(-1, 6)}' (complete) = gold
tl14m:73|wrong|prose_sentence|base model: 6 x 8 = 48 outcomes, 6 shaded; 'the probability that the checker is placed on a shaded square of the checkerboard is 1/8.' (gold 1/2)
tl14m:74|no_answer|truncated|R1-Distill: cut inside its thinking at 'Row 1: 2/6 =' while building the distributions; no answer
tl14m:75|wrong|boxed|hybrid: a table it miscounts ('12 shaded squares out of 36'), '\boxed{\frac{1}{3}}' twice, then recounts and is cut mid-sentence without another value (gold 1/2)
tl14m:76|correct|prose_sentence|base model: 2 x (2/3)^3; 'So, when Sam gets home, there will be $\frac{16}{27}$ gallons of milk left in the bucket.' = gold, then the invented system-prompt line
tl14m:77|correct|boxed|R1-Distill: after </think> '\boxed{\dfrac{16}{27}}' = gold (\dfrac)
tl14m:78|correct|boxed|hybrid: '$\boxed{\frac{16}{27}}$ gallons' repeatedly, then an 'Alternatively, we can use the formula for exponential decay ...' paragraph 6 times whole (across the edge of pages 624000 and 640000), cut in a seventh at 'So,': 16/27 = gold (loop convention)
tl14m:79|correct|prose_sentence|base model: k = 2^2 3^2 5^2; 'So, the smallest possible positive value of $k$ is 900.' = gold, then the invented system-prompt line
tl14m:80|no_answer|truncated|R1-Distill: cut inside its thinking at 'k = 1' while testing smaller k, after reaching 900 (R1 rule)
tl14m:81|correct|boxed|hybrid: k = 2^2 3^2 5^2 = 900, 240 x 900 = 60^3; '\boxed{900}' (complete) = gold
tl14m:82|wrong|answer_colon|base model: ratio 4:1 taken the wrong way; 'Answer: The area of $\triangle CDE$ is $\frac{3}{8}$ square centimeters.' (gold 54)
tl14m:83|no_answer|truncated|R1-Distill: cut inside its thinking at 'C(0,0), D(3,0' (it weighs 54 against a shoelace 4.5); no Final Answer (R1 rule)
tl14m:84|wrong|boxed|hybrid: first 54 (= gold), then 96, back to 54, and finally 'The correct answer is 96 square centimeters.' with 'The final answer is \boxed{96}.' 59 times (string ends after a whole copy): its last final answer is 96 (gold 54)
tl14m:85|no_answer|truncated|base model: 'The decimal representation ... is 0.' followed by 1844 zeros (string ends); no digit sum
tl14m:86|no_answer|truncated|R1-Distill: cut inside its thinking at 'the decimal is 0.0002' after summing the digits to 14 twice (R1 rule)
tl14m:87|no_answer|truncated|hybrid: 'The result is 0.' followed by 1886 zeros (string ends); no digit sum
tl14m:88|no_answer|truncated|base model: pairs the sines, then alternates two identity substitutions (cos 60 = sin 30, sin 10 = cos 80, ...) verbatim until cut mid-product; no value
tl14m:89|no_answer|truncated|R1-Distill: cut inside its thinking during a numeric check at '0.184' after reaching 9/256 (R1 rule)
tl14m:90|wrong|boxed|hybrid: a false product formula gives sin 160/128 = sin 20/128; '\boxed{\frac{\sin 20^\circ}{128}}' (about 0.00267) repeated until cut (gold 9/256)
tl14m:91|correct|prose_sentence|base model: 170 - 160 + 1 = 11; 'So, the value of the expression when x=4 is 11.' = gold
tl14m:92|correct|boxed|R1-Distill: 3x - 1 at x = 4; after </think> '\(\boxed{11}\)' = gold
tl14m:93|correct|boxed|hybrid: 'The final answer is $\boxed{11}$.' then alternative simplifications each ending '$\boxed{11}$', the last one verbatim 4 times, cut in a fifth at '$(' (across the edge of pages 688000 and 704000): 11 = gold (loop convention)
tl14m:94|wrong|prose_sentence|base model: stars and bars for distinguishable boxes; 'Step 5: Therefore, there are 6 ways to put 5 indistinguishable balls into 2 indistinguishable boxes.' (gold 3), then the invented system-prompt line
tl14m:95|correct|boxed|R1-Distill: partitions 5, 4+1, 3+2; after </think> '\boxed{3}' = gold
tl14m:96|correct|final_answer_phrase|hybrid: 5-0, 4-1, 3-2; 'Therefore, the final answer is 3 ways.' (its '6 ways' is for distinguishable boxes, not its answer; complete) = gold
tl14m:97|correct|answer_colon|base model: 'Answer: (C) Plane' = gold \text{(C)} (letter with the option's name), then the invented system-prompt line
tl14m:98|wrong|boxed|R1-Distill: calls z = c a cylinder; after </think> '\boxed{\text{(E) Cylinder}}' (gold \text{(C)})
tl14m:99|wrong|boxed|hybrid: 'The final answer is \(\boxed{E}\).' then a paragraph ending 'so the answer is \(\boxed{E}\).' repeated until cut (across the edge of pages 704000 and 720000) (gold \text{(C)})
tl14m:100|correct|boxed|base model: an unsound reduction ('it is actually a sphere'), radius 6, '$\boxed{288 \pi}.$' = gold 288 \pi (right value, wrong reasoning)
tl14m:101|no_answer|truncated|R1-Distill: cut inside its thinking while collecting the xz coefficient ('From the'); no answer
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
