__doc__ = r"""Build public_heldout216.jsonl: a 216th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy block, not on the pages read) were not
used to label: each completion was read, its final answer found and compared with the gold by hand.

67 records, all MATH-500, all long chain-of-thought, from one file of thaotnguyen/thinking-llms-interp:
* tl14m2: hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; metadata:
  base_model 'Qwen/Qwen2.5-14B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-14B', the
  repository's hybrid_model; n_tasks 400; MATH-500 problems, not in test order), read on from where
  round 212 stopped: pages 528000-912000 (25 pages, all pasted this round), tasks[55].thinking_model
  (page 528000 opens exactly at the ',' after the closing quote of tasks[55].base_model, round 212's
  last record) to tasks[97].base_model: 67 records kept of 126 whole ones (tasks[55] thinking and
  hybrid, tasks[56]-[67] all three models, tasks[68]-[96] the hybrid model only; see Repeats). Rounds
  202, 207 and 212 took tasks[0]-[55].base_model of this file; the numbering here starts again at 0
  (source public_heldout216). tasks[55]'s question precedes page 528000: its opening words and gold
  are carried in from round 212's record of the same task (tl14m2 119, page 512000; work/extract_h14.py
  START_Q / START_G); the build checks them against MATH-500 as for every record.

Method (rounds 76-212): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/h14_<offset>.txt); work/mk.py (round 212's, FIXED emptied and one marker added, see below)
decoded each display form once into the page text (pages/*.page) and checked its length: every page
decodes to exactly 16,000 characters. Same-length slips are not caught by the length check; the loop
regions, the synthetic-division tables (runs of '\u00a0', pages 672000 and 688000), the replacement
characters ('\ufffd', pages 624000, 672000, 768000, 800000, 832000) and the long numeric runs were read
twice against the display. Long loops were NOT retyped, with the markers of round 212's mk.py
(@@Uk@@unit@@/Uk@@ keeps the unit once in place and @@Rk@@ is replaced by the unit a whole number of
times, the number fixed by the page length: mk.py tries every count and requires exactly one to give
the length; @@N<a>-<b>|s@@ writes the numbered lines f"{i}{s}" for i = a..b) and one marker added
this round: @@F<a>-<b>|template@@ writes the template for i = a..b with '{i}' and '{3i}' replaced by
i and 3i (the 3 x n grid base model's counting run). Markers per page:
h14 528000 none; 544000 one, unit 1 the a+b+c hybrid's (tasks[57]) line 'The final answer is
$\boxed{\frac{6}{5}}$.\n\n', 112 further copies (113), then 'The final answer is $\boxed{\frac{6}{'
where the page ends (560000 opens '5}}$.\n\nThe final answer is $\boxed{\frac{6' and the string
ends); 560000 one, unit 1 the quadratic hybrid's (tasks[59]) block 'The quadratic $x^2+(2.6)x+3.6$ can
be written in the form ... The final answer is $3.21$.\n\n', 4 further copies (5 whole), then the
block's opening cut at 'we can complete the square.\' where the page ends (576000 pastes the rest of
that block, one whole block and the opening cut at '$x^2 + 2' where the string ends, whole); 576000
one, unit 1 the 288 hybrid's (tasks[60]) block 'The product of two consecutive positive even integers
is 288. What is the greater of the two integers?\n\nStep 1: ... The final answer is 18.\n\n', 2 further
copies (3 whole), then the block's opening cut at 'Step 6: In our equation, a = 1' where the string
ends; 592000, 608000 none; 624000 one @@N16-37 (the tan hybrid, tasks[64]: 'Step i: Final answer
(simplified)\nThe final simplified expression is:\n$$\boxed{-\frac{\sqrt{3}}{2 \cos 80^\circ}}$$\n\n'
for i = 16..37; 'Step 38: Final answer' pasted); 640000 one @@F1-87 (the 3 x n grid base model,
tasks[68], a dropped repeat: 'For a 3x{i} grid, there are 3x{i} = {3i} squares. ' for i = 1..87, then
'For a ' where the string ends; every sentence on the display was read against the template, and
work/loopcheck.py finds the 87 sentences on the decoded page in order with 3i each); 656000 one, unit 1
the grid hybrid's (tasks[68]) line 'The final answer is $\boxed{10}$.\n\n', 111 further copies (112),
then 'The final answer is $\' where the string ends; 672000 one @@N9-82 (the 5-5-6 triangle hybrid,
tasks[69]: 'Step i: Final answer.\nThe area of the triangle is 12 square units.\n\n'; 'Step 83:'
pasted); 688000, 704000, 720000, 736000, 752000 none; 768000 one, unit 1 the nested-root hybrid's
(tasks[81]) line 'The final answer is: $\boxed{\frac{\sqrt{3}}{3}}$.\n\n', 91 further copies (92), then
the line without its period where the string ends; 784000 one, unit 1 the sqrt 2 + sqrt 3 hybrid's
(tasks[83]) line 'The final answer is $\boxed{23}$.\n', 105 further copies (106), then 'The final
answe' where the page ends; 800000 one, page opens 'r is $\boxed{23}$.\n', unit 1 the same line, 27
further copies (28), then 'The final answer is $\boxed{' where the string ends; 816000, 832000 none;
848000 one, unit 1 the primes hybrid's (tasks[90]) line 'The probability that the sum of the numbers
they choose is even is 13/18.\n\n', 34 further copies (35), then 'T' where the page ends; 864000 one,
page opens with the rest of that line, unit 1 the same line, 46 further copies (47), then the line cut
before '13/18' where the string ends; 880000 none; 896000 one, unit 1 the (x - y)/(x^4 + y^4 + 6)
hybrid's (tasks[94]) line 'The final answer is \(\boxed{\frac{1}{4}}\).\n\n', 59 further copies (60),
the string ending right after the last; 912000 one, unit 1 the 441 hybrid's (tasks[96]) block 'To
solve the equation $441+2(21)(19)+361=x$, we will follow these steps: ... The final answer should be
boxed for emphasis.\n\n', 7 further copies (8 whole), then the block cut at 'The solution should be'
where the string ends. The counts agree with the copies the records hold when counted by script
(work/loopcheck.py, no labels read: tl14m2 7: 115 'The final answer is $\boxed{\frac{6}{5}}$.'; 13: 8
'The quadratic $x^2+(2.6)x+3.6$ can be written in the form', 7 'The final answer is $3.21$.'; 16: 4
'The product of two consecutive positive even integers is 288.', 4 'The final answer is 18.'; 28: 22
': Final answer (simplified)', steps 16-37 in order; 38: 112 'The final answer is $\boxed{10}$.'; 39:
75 ': Final answer.\nThe area of the triangle is 12 square units.', steps 9-82 in order after step 6;
51: 94 'The final answer is: $\boxed{\frac{\sqrt{3}}{3}}$'; 53: 135 'The final answer is
$\boxed{23}$.'; 60: 84 'The probability that the sum of the numbers they choose is even is 13/18.';
64: 60 'The final answer is \(\boxed{\frac{1}{4}}\).'; 66: 9 'To solve the equation
$441+2(21)(19)+361=x$', 10 'Final answer: $x = 1621$.').
The pages were joined in file order, so a completion crossing an edge is taken whole (11 kept records
cross a page edge). Each record's `r` was cut out of the joined page text by script (the JSON string
body as the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; work/extract_h14.py, round 212's with the start moved), never
retyped. `q` is the problem's first 60 characters as MATH-500 has them.

Edges: the joined text (pages 528000-912000, 400,000 characters) opens exactly after tasks[55].base_model
(round 212's tl14m2 119, not taken again); tasks[55].thinking_model is the first record (tl14m2 0). The
joined text ends inside tasks[97].thinking_model (the x^3 | 10! problem, cut at '(from the exponent'):
not taken; tasks[97].base_model, whole, is a repeat (below); tasks[97].hybrid_model is unread. Some
completions are cut in the file itself (R1-Distill reasoning and base/hybrid loops at the generation
limit); they are whole records as the file holds them: the thinking records 0, 3, 21, 24, 27, 33 have no
'</think>'; 9, 15 close their thinking with a boxed '**Final Answer**' and their summary after '</think>'
is cut.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 32,113 distinct texts, by
script, reading no labels), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and
raw_*.jsonl; no further distinct texts at the run) and with the others of this round (work/repeats.py).
The undropped extraction (126 whole records) held 59 repeats: from tasks[68] on, the base_model and
thinking_model strings of this file are those of the hybrid/ 14B MATH-500 file (heldout_repos
tl14m_source, a different hybrid run) from its tasks[0] on: tasks[68]-[94] base and thinking repeat
public_heldout72 (hybrid/ tasks[0]-[26]) and tasks[95]-[96] base and thinking and tasks[97].base_model
repeat public_heldout74 (hybrid/ tasks[27]-[29]) (checked by script: tasks[68].base_model = hybrid/
tasks[0].base_model, tasks[94].base_model = hybrid/ tasks[26].base_model, tasks[97].base_model = hybrid/
tasks[29].base_model). All 59 were dropped (work/extract_h14.py DROP); the hybrid_model strings differ
from the hybrid/ file's and none repeats. After the drop: none of the 67 repeats an earlier round or
another of this round, and none opens with the same 300 characters as an earlier completion.

Repositories (67 records): thaotnguyen/thinking-llms-interp 67 (100 %; in the corpus since round 72).
Licence: none found (no LICENSE file listed in the index for the repository); `licence` per record.

Split: GSM8K 0, MATH 67 (MATH-500). Prompt format: long_cot 67 (no tag format asked for: base and hybrid
models write steps, prose or boxes; the R1-Distill thinking models write their reasoning, '</think>' and
a solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 46, wrong 14, no_answer 7; 5 debatable (tl14m2 0, 21, 24, 27: cut before a final answer
with the gold in the working; 65: states 24, then withdraws it as undeterminable). Forms: boxed 36,
prose_sentence 11, truncated 7, answer_colon 5, answer_is 5, final_answer_phrase 3.

Truths by model: base_model (Qwen2.5-14B, 12: tasks[56]-[67]) 8 correct, 3 wrong (2: the runners, 90
degrees; 8: the multiples of 7, 1407; 32: the heptagon, 90/7 degrees), 1 no_answer (26: the tan
identities, cut); thinking_model (R1-Distill-Qwen-14B, 13: tasks[55]-[67]) 7 correct (5 after '</think>', 2
by the box closing their thinking), 6 no_answer (cut inside their reasoning, 4 of them debatable);
hybrid_model (42: tasks[55]-[96]) 31 correct, 11 wrong
(4: runners, 180; 28: tan, -\sqrt{3}/(2 cos 80 degrees); 38: the grid, 10; 40: the y-coordinates, 1768;
43: the geometric series, 9; 49: the plane, 5x - 7y + 9z + 2 = 0; 50: the two-digit factors, 2; 54: the
set of values, [2.5, inf); 59: the balloon, 30; 65: p(0) + p(4), withdrawn; 66: 441 + ... , 1621). The base
model appends the invented system line 'You are an AI assistant that helps people find information.
...' after its answer in 3 kept records (14, 29, 35; and in dropped repeats), with no other value.
Hybrids that state their answer and then loop it until cut (7, 13, 16, 39, 51, 53, 60, 64) are labelled
by the stated, never-contradicted value (loop convention); 46 goes on with an invented 'Please determine
whether the given question is ...' turn and 48 with an invented 'You are an AI assistant. User has
given you a task ...' turn, both restating the same value; 66 loops an invented request restating 1621.

Selection (records as they come, in file order, not by how hard they look):
hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json at ecefbf89, pages 528000-912000 joined
(400,000 of 3,730,986 characters): tasks[55] thinking and hybrid (x + y <= 4), tasks[56]-[67] base,
thinking, hybrid (the runners' angle APB; a + b + c for 1/x + 5x^2 = 6x - 24; the multiples of 7; (x+b)^2
+ c; 288; log_2 64; divisible by 2 not 3; (a + 1/b)(1/b - a); tan 100 + 4 sin 100; the bookcase; the
square and heptagon; the cone) and tasks[68]-[96] hybrid only (the 3 x n grid; the 5-5-6 triangle; the
y-coordinates product; Louis and Jack; the arithmetic sequence; the geometric series; the y-intercepts;
3m + 4n = 100; 21/(2^2 5^7); triangle PQS; sqrt(10 x 15 x 24); the plane; factors of 100 and 150; the
nested root; Baker Middle School; sqrt2 + 1/sqrt2 + ...; c/a + a/(b+c) + b/c; (3^k)^6; 2^24; Hillary's
coins; the floor-function intersection; the balloon ropes; Paul and Jesse; the point (a, b); median QM;
the rational roots; (x - y)/(x^4 + y^4 + 6); p(0) + p(4); 441 + 2(21)(19) + 361). Record number = place
in file order among the kept records.

Label conventions (rounds 72-212): the last final answer counts; a hedge between values, two different
final answers or the gold with another value is wrong; a response cut before any final answer is
no_answer (also where its working already holds the gold, marked debatable); an R1-Distill record whose
thinking closes with a boxed '**Final Answer**' and whose summary after '</think>' is cut is labelled by
that box (R1 rule, rounds 148-212); equal in value but written differently is correct (here
'\dfrac{6}{5}', '\frac{17}{50}' for \dfrac{17}{50}, '4/9', '\frac{270}{7}' for \frac{270}7\text{
degrees}, '0.0000672' for .0000672, '30' for 30^\circ, '13/18'); an answer sentence is read for the
quantity it states. Loop convention: a response that states its answer and then repeats it until cut
mid-copy or to the generation limit is labelled by the stated, never-contradicted value. Invented turns:
a completion that goes on with an invented turn or problem is labelled by its answer to the question
actually posed. Gold: the file's own correct_answer (the build checks it against MATH-500 by the
problem's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json
(at ecefbf89) 528000, 544000, 560000, 576000, 592000, 608000, 624000, 640000, 656000, 672000, 688000,
704000, 720000, 736000, 752000, 768000, 784000, 800000, 816000, 832000, 848000, 864000, 880000, 896000,
912000 (25 pages, all pasted this round). Nothing else was read.

Leads for a later round: this hybrid-2 Qwen2.5-14B MATH-500 file is a rotation of the hybrid/ 14B file
for its base and thinking strings: hybrid-2 tasks[68 + k] base/thinking = hybrid/ tasks[k] (k = 0..331),
and the corpus holds hybrid/ tasks[0]-[322] (rounds 72-215); so from 928000 on (tasks[97].thinking_model,
cut at '(from the exponent') to about tasks[390] only the hybrid_model strings are new (about one record
a page); its tasks[391]-[399] base/thinking (= hybrid/ tasks[323]-[331]) are new. Better yields: the
hybrid/ 14B MATH-500 file itself from tasks[323] (round 215 stopped at tasks[322]; hybrid/ tasks[332]-
[399] should then repeat this file's tasks[0]-[67] base/thinking, rounds 202-216: check); the
random-firing MATH-500 file from 112000 (round 133's lead); the other hybrid-2/results/ files that round
75 listed (qwen2.5-32b bias-only MATH-500, benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout216.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout216.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m2_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout216.jsonl"
SOURCE = "public_heldout216"

# thaotnguyen/thinking-llms-interp (heldout_repos.tl14m2_source); the pages this round joined
SOURCES = {
    "tl14m2": tl14m2_source("pages 528000-912000 joined (400,000 of 3,730,986 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m2:0|no_answer|truncated|debatable: R1-Distill (tasks[55], x + y <= 4 in the 8 x 4 rectangle, gold \frac{1}{4}): triangle area 8 over 32, 'Therefore, the probability is 8/32, which simplifies to 1/4.' and 'I'm confident that the probability is 1/4', then cut inside its reasoning (no </think>) at 'Therefore, the area is 8, total area is ': no final answer (the working's value is 1/4)
tl14m2:1|correct|boxed|hybrid: 8/32 = 1/4; '\boxed{\frac{1}{4}}' and 'The final answer is $\boxed{\frac{1}{4}}$.' = gold
tl14m2:2|wrong|prose_sentence|base model (tasks[56], the runners' angle APB, gold 30^\circ): a Law of Cosines with vt = 0 and 'cos(APB) is undefined'; 'Step 15: Therefore, the maximum value of angle APB is 90 degrees.': 90 != gold 30
tl14m2:3|no_answer|truncated|R1-Distill: cos(theta) as a function of x = vt and k, differentiates f(y), cut while expanding the second product at '+ 78y k^4 + 10' (no </think>, across the edge of pages 528000 and 544000): no angle stated
tl14m2:4|wrong|boxed|hybrid: takes the minimum of cos(theta) as -1; 'Therefore, the maximum angle \( \angle APB \) is \(\boxed{180}\) degrees.' and 'The final answer is \(\boxed{180}\) degrees.': 180 != gold 30
tl14m2:5|correct|boxed|base model (tasks[57], a + b + c for 1/x + 5x^2 = 6x - 24, gold \frac65): 5x^3 - 6x^2 + 24x + 1, Vieta; 'Therefore, the sum of the roots \(a + b + c\) is \(\boxed{\frac{6}{5}}\).' = gold
tl14m2:6|correct|boxed|R1-Distill: the same cubic, checked x = 0 is no root; after </think> 'Thus, the value of \(a + b + c\) is \(\boxed{\dfrac{6}{5}}\).' = gold ('\dfrac{6}{5}')
tl14m2:7|correct|boxed|hybrid: -(-6)/5 = 6/5; 'The final answer is $\boxed{\frac{6}{5}}$.', 'Therefore, the sum of the roots is $\boxed{\frac{6}{5}}$.', then the first line loops (115 copies, across the edge of pages 544000 and 560000) until cut at '$\boxed{\frac{6': its stated, never-contradicted 6/5 (loop convention) = gold
tl14m2:8|wrong|prose_sentence|base model (tasks[58], the multiples of 7 between 100 and 200, gold 2107): 14 terms, but 14 x 201 / 2 = 14 x 100.5 = 1407; 'So, the sum of all the multiples of 7 between 100 and 200 is 1407.': 1407 != gold 2107
tl14m2:9|correct|boxed|R1-Distill: 7 x 301 and a term-by-term sum; '**Final Answer** The sum of all multiples of 7 between 100 and 200 is \boxed{2107}.' closes its thinking, then its summary after </think> is cut at 'between 1': labelled by that box (R1 rule) = gold
tl14m2:10|correct|prose_sentence|hybrid: 7 x 301 = 2107; 'Final answer: 2107.' and 'The sum of all multiples of 7 between 100 and 200 is 2107.' = gold
tl14m2:11|correct|boxed|base model (tasks[59], (x+b)^2 + c for x^2 + 2.6x + 3.6, gold 3.21): b = 1.3, c = 1.91; '$b+c=1.3+1.91=\boxed{3.21}$.' = gold
tl14m2:12|correct|boxed|R1-Distill: 2b = 2.6, c = 3.6 - 1.69, checked by expanding; after </think> 'Thus, the value of \(b + c\) is \(\boxed{3.21}\).' = gold
tl14m2:13|correct|final_answer_phrase|hybrid: (x + 1.3)^2 + 1.91; 'So, the answer is 3.21.' and 'The final answer is 3.21.', then a worked block ending 'The final answer is $3.21$.' loops (8 blocks, across the edge of pages 560000 and 576000) until cut at '$x^2 + 2': its stated, never-contradicted 3.21 (loop convention) = gold
tl14m2:14|correct|answer_colon|base model (tasks[60], two consecutive even integers with product 288, gold 18): (x + 18)(x - 16); 'Answer: The greater of the two integers is 18.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:15|correct|boxed|R1-Distill: the quadratic formula and factoring, 16 x 18 = 288; '**Final Answer** The greater of the two integers is \boxed{18}.' closes its thinking, then its summary after </think> is cut at 'Verifying the product: \(': labelled by that box (R1 rule) = gold
tl14m2:16|correct|final_answer_phrase|hybrid: x = 16, 16 + 2 = 18; 'Therefore, the greater of the two integers is 18.' and 'The final answer is 18.', then the question and its whole solution loop (4 copies, each ending 'The final answer is 18.') until cut at 'a = 1': its stated, never-contradicted 18 (loop convention) = gold
tl14m2:17|correct|answer_colon|base model (tasks[61], log_2 64, gold 6): 64 = 2^6; 'Answer: $\log_264 = 6$.' = gold
tl14m2:18|correct|boxed|R1-Distill: powers of 2 and the change of base (across the edge of pages 576000 and 592000); after </think> '\[ \boxed{6} \]' = gold
tl14m2:19|correct|boxed|hybrid: 2^6 = 64; 'Therefore, the final answer is $\boxed{6}$.' = gold
tl14m2:20|correct|boxed|base model (tasks[62], divisible by 2 and not by 3 in 1-100, gold \dfrac{17}{50}): 50 - 16 = 34; '\[ \boxed{\frac{17}{50}} \]' = gold ('\frac{17}{50}')
tl14m2:21|no_answer|truncated|debatable: R1-Distill: 50 - 16 = 34, '34/100 simplifies to 17/50' several times, then checks blocks of 6 and is cut at 'both 98 and 100 are even and not divisible by 3' (no </think>): no final answer (the working's value is 17/50)
tl14m2:22|correct|boxed|hybrid: 34/100 = 17/50; 'Therefore, the probability is 17/50.' and 'The final answer is \boxed{\frac{17}{50}}.' = gold
tl14m2:23|correct|boxed|base model (tasks[63], the greatest (a + 1/b)(1/b - a), gold -\frac{35}{9}): a = -2, b = 3; '= \boxed{-\frac{35}{9}}$.' = gold
tl14m2:24|no_answer|truncated|debatable: R1-Distill: 1/b^2 - a^2 at b = 3, a = -2 gives -35/9, checked against other points ('So, that is indeed the maximum.'), then cut at 'which gives \( \frac{1}{9} - 4 = -\frac{35}{9} \).' (no </think>, across the edge of pages 592000 and 608000): no final answer (the working's value is -35/9)
tl14m2:25|correct|boxed|hybrid: 1/9 - 4; 'The final answer is $\boxed{-\frac{35}{9}}$.', then a sentence about the reasoning = gold
tl14m2:26|no_answer|truncated|base model (tasks[64], tan 100 + 4 sin 100, gold -\sqrt{3}): rewrites the expression with identities through 23 steps without evaluating it, cut at '\left(-\frac{1}{\tan 10^\circ} + 4\' : no value stated
tl14m2:27|no_answer|truncated|debatable: R1-Distill: numerically -5.671 + 3.939 = -1.732, 'Hmm, -1.732 is approximately equal to -' + the root sign + '3' and 'Maybe that's the simplified form.', then looks for an exact form and is cut at 'sin ' + theta + ' (1 /' (no </think>, across the edge of pages 608000 and 624000): no final answer (the working's value is -\sqrt3, as an approximation)
tl14m2:28|wrong|boxed|hybrid: '\sin 80 \cos 20 - \sin 20 = \sin 60' slips to '$$\boxed{-\frac{\sqrt{3}}{2 \cos 80^\circ}}$$', restated in steps 15-37 until cut at 'Step 38: Final answer': -\sqrt3/(2 cos 80 degrees), about -4.99, != gold -\sqrt{3}
tl14m2:29|correct|answer_colon|base model (tasks[65], the bookcase, gold \frac{4}{9}): 8/18; 'Answer: The fraction of the books remaining on the three shelves that are math books is 4/9.', then the invented 'You are an AI assistant ...' line = gold ('4/9')
tl14m2:30|correct|boxed|R1-Distill: 8/18; after </think> '**Final Answer:** \[ \boxed{\dfrac{4}{9}} \]' = gold ('\dfrac')
tl14m2:31|correct|boxed|hybrid: 8/18 (the division sign stored as '\ufffd'); 'The fraction of math books remaining is 4/9.' and '\boxed{\frac{4}{9}}' = gold
tl14m2:32|wrong|prose_sentence|base model (tasks[66], the square and the heptagon, gold \frac{270}7\text{ degrees}): takes the heptagon angle as 540/7; 'The degree measure of angle BAC is 90/7 degrees.': 90/7 != gold 270/7
tl14m2:33|no_answer|truncated|R1-Distill: places the asy points on the unit circle and parses 'C = A + dir(90)*(F - A)', cut at 'The code says C = A + dir(' (no </think>, across the edge of pages 624000 and 640000): no angle stated
tl14m2:34|correct|boxed|hybrid: 900/7 - 630/7; 'Thus, the final answer is \( \boxed{\frac{270}{7}} \).' and 'The answer is \(\boxed{\frac{270}{7}}\).' = gold ('\frac{270}{7}' for \frac{270}7 degrees)
tl14m2:35|correct|prose_sentence|base model (tasks[67], the cone, gold 65): 195/3; 'Step 6: The volume of the cone is 65 cubic units.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:36|correct|boxed|R1-Distill: 10 x 6.5; after </think> 'Thus, the volume of the cone is \(\boxed{65}\) cubic units.' = gold
tl14m2:37|correct|answer_colon|hybrid: 30 x 6.5 / 3; 'Therefore, the number of cubic units in its volume is 65.' and 'Final answer: 65 cubic units.' = gold
tl14m2:38|wrong|boxed|hybrid (tasks[68], the 3 x n grid, gold 19): 3n - 4 = 70 gives 74/3, then '7. **Final Answer**: The value of $n$ is $\boxed{10}$.' and 'The final answer is $\boxed{10}$.' loops (112 copies) until cut at 'The final answer is $\': 10 != gold 19
tl14m2:39|correct|prose_sentence|hybrid (tasks[69], the 5-5-6 triangle, gold 12): h = 4, (1/2)(6)(4), checked by Heron ('\ufffd' for the root sign); 'Step 6: Final answer. The area of the triangle is 12 square units.', then steps 9-82 repeat it until cut at 'Step 83:': its stated, never-contradicted 12 (loop convention) = gold
tl14m2:40|wrong|boxed|hybrid (tasks[70], the product of the y-coordinates, gold 1736): takes x = 2 and x = -5 as roots of x^4 - 16x^2 + 5x + 20; 'The product of the $y$-coordinates of all the distinct solutions is $\boxed{1768}$.': 1768 != gold 1736
tl14m2:41|correct|boxed|hybrid (tasks[71], Louis and Jack, gold \frac{13}{15}): 3/15 + 10/15; '- The final answer is $\boxed{\frac{13}{15}}$.', then a sentence restating 13/15 = gold
tl14m2:42|correct|answer_is|hybrid (tasks[72], the sixth term, gold 350): d = 75, a_1 = -25; 'The final answer is 350.' and 'The answer is 350.' = gold
tl14m2:43|wrong|boxed|hybrid (tasks[73], the geometric series, gold 4): a = 3k^2/(k^2 - 4) with k = 3; 'When $a = 9$, the sum of the series is ... 6, which is not a perfect square. Therefore, the smallest possible value of $a$ is $\boxed{9}$.': 9 != gold 4
tl14m2:44|correct|boxed|hybrid (tasks[74], the y-intercepts, gold 2): discriminant 20; 'The final answer is $\boxed{2}$.' = gold
tl14m2:45|correct|prose_sentence|hybrid (tasks[75], |m - n|, gold 3): tests n = 1, 4, 7, 10, 13; 'The final answer is 3.' and 'The smallest possible value of |m - n| is 3, which occurs when m = 16 and n = 13.' = gold
tl14m2:46|correct|boxed|hybrid (tasks[76], 21/(2^2 5^7), gold .0000672): 21/312500; 'Final answer: 0.0000672', then an invented turn ('```', 'Please determine whether the given question is a complex fraction problem ...') restating it and 'The final answer is \boxed{0.0000672}.' = gold ('0.0000672' for .0000672)
tl14m2:47|correct|boxed|hybrid (tasks[77], triangle PQS, gold 30^\circ): sides 2\sqrt3, 2, 4, a right angle at P; 'Thus, the degree measure of the smallest angle in triangle \( PQS \) is \( \boxed{30} \).' and 'The final answer is \(\boxed{30}\).' = gold ('30' for 30^\circ)
tl14m2:48|correct|answer_is|hybrid (tasks[78], sqrt(10 x 15 x 24), gold 60): sqrt 3600 = 60, then an invented 'You are an AI assistant. User has given you a task ...' turn that checks it; 'Therefore, the answer is 60.' = gold
tl14m2:49|wrong|boxed|hybrid (tasks[79], the plane, gold 5x - 7y + 11z + 4 = 0): takes the cross product's k-component as -36; 'The final answer is: \[ \boxed{5x - 7y + 9z + 2 = 0} \]' and the same box once more: 5x - 7y + 9z + 2 = 0 != gold
tl14m2:50|wrong|final_answer_phrase|hybrid (tasks[80], two-digit factors of 100 and 150, gold 3): lists 1, 2, 5, 10, 25, 50 but counts 10 and 25 only; 'Therefore, the answer is 2.' and 'The final answer is 2.': 2 != gold 3
tl14m2:51|correct|boxed|hybrid (tasks[81], the nested root, gold \frac{\sqrt{3}}{3}): 1/27, 1/3, then '\ufffd3 / 3' (the root sign stored as '\ufffd'); 'The final answer is: $\boxed{\frac{\sqrt{3}}{3}}$.' and 'The answer is: ...', then the first line loops (94 copies) until the string ends on one without its period: its stated, never-contradicted \sqrt3/3 (loop convention) = gold
tl14m2:52|correct|prose_sentence|hybrid (tasks[82], Baker Middle School, gold 1251): 834 x 3/2; 'The final answer is 1251.' and 'Therefore, the total number of students at Baker Middle School is 1251.' = gold
tl14m2:53|correct|boxed|hybrid (tasks[83], a + b + c for sqrt2 + 1/sqrt2 + sqrt3 + 1/sqrt3, gold 23): (9\sqrt2 + 8\sqrt3)/6; 'Therefore, the final answer is $23$.', then 'The final answer is $\boxed{23}$.' loops (135 copies, across the edge of pages 784000 and 800000) until cut at '$\boxed{': its stated, never-contradicted 23 (loop convention) = gold
tl14m2:54|wrong|prose_sentence|hybrid (tasks[84], the values of c/a + a/(b + c) + b/c, gold (2,\infty)): takes a = b = c as the minimum 2.5; 'Therefore, the set of all possible values of the expression is [2.5, \ufffd\u221e).': [2.5, inf) != gold (2, inf)
tl14m2:55|correct|boxed|hybrid (tasks[85], (3^k)^6 = 3^6, gold 1): 6k = 6; 'Answer: 1', then worked again: 'Therefore, the value of $k$ is $\boxed{1}$.' and a closing sentence = gold
tl14m2:56|correct|answer_is|hybrid (tasks[86], 2^24 a perfect nth power, gold 7): the divisors of 24 above 1; 'The final answer is 7.' and 'The answer is 7.' = gold
tl14m2:57|correct|boxed|hybrid (tasks[87], Hillary's nickels, gold 7): D = 4, N = 7, checked; 'The final answer is 7 nickels.', '$\boxed{7}$' and 'The final answer is $\boxed{7}$.' = gold
tl14m2:58|correct|boxed|hybrid (tasks[88], the floor-function intersection, gold 6): -x^3 + 5x^2 + 8x - 12 = 0, roots 1, -2, 6 ('\ufffd' for the root sign); 'The final answer is 6.' and 'The final answer is \boxed{6}.' = gold
tl14m2:59|wrong|answer_is|hybrid (tasks[89], the balloon ropes, gold 160): takes d = 140 and h = 120, HP = 230; 'the greatest length of rope that can be saved ... is 30 m. Therefore, the answer is 30.': 30 != gold 160
tl14m2:60|correct|prose_sentence|hybrid (tasks[90], Paul and Jesse, gold \frac{13}{18}): 1 + 25 of 36; 'The final answer is 13/18.', then 'The probability that the sum of the numbers they choose is even is 13/18.' loops (84 copies, across the edge of pages 848000 and 864000) until cut before its value: its stated, never-contradicted 13/18 (loop convention) = gold ('13/18')
tl14m2:61|correct|prose_sentence|hybrid (tasks[91], the point (a, b), gold 0): 12 + 2b = 12; 'The final answer is 0.', a check, and 'Therefore, the value of b is indeed 0.' = gold
tl14m2:62|correct|boxed|hybrid (tasks[92], median QM, gold 30): the median formula, sqrt 3600 / 2 (across the edge of pages 864000 and 880000); 'The final answer is \(\boxed{30}\).', then a sentence about the method = gold
tl14m2:63|correct|boxed|hybrid (tasks[93], the possible rational roots, gold 4): +-1, +-1/2; 'Final answer: 4.' and '\boxed{4}' = gold
tl14m2:64|correct|boxed|hybrid (tasks[94], the maximum of (x - y)/(x^4 + y^4 + 6), gold \frac{1}{4}): x = -y, x/(x^4 + 3) at x = 1; '... is \(\boxed{\frac{1}{4}}\).', then 'The final answer is \(\boxed{\frac{1}{4}}\).' (60 copies) to the end of the string: its stated, never-contradicted 1/4 (loop convention) = gold
tl14m2:65|wrong|answer_is|debatable: hybrid (tasks[95], p(0) + p(4), gold 24): 6r + 24 - 6r = 24, 'Therefore, the answer is 24.', then 'However, the problem does not specify the fourth root, so we cannot determine the exact value of $p(0) + p(4)$. The answer is dependent on the value of $r$.' (across the edge of pages 896000 and 912000): its last word withdraws 24 as undeterminable (a reading that keeps the stated 24 would say correct)
tl14m2:66|wrong|answer_colon|hybrid (tasks[96], 441 + 2(21)(19) + 361, gold 1600): takes 2(21)(19) = 819; 'Final answer: $x = 1621$.', then an invented request and its solution, 'Final answer: $x = 1621$.', loop (10 copies) until cut at 'The solution should be': 1621 != gold 1600
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
