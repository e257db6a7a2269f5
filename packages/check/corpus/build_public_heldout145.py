__doc__ = r"""Build public_heldout145.jsonl: a 145th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (the files' 'results' accuracy / correct_count blocks) were not
used to label: each completion was read, its final answer found and compared with the gold by hand.

84 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of two Qwen2.5-32B
files of thaotnguyen/thinking-llms-interp (hybrid-2/results/):
* tl32bo: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_bias-only.json at c7f345b7 (the
  one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 500; MATH-500 problems in test order), read on from where round 139 stopped: 8
  consecutive pages 64000-176000, tasks[34] (the constant term of (10x^3 - 1/(2x^2))^5, which round
  139's last page cut at 'the exponent of \(x\)') to tasks[87] (the largest x with |5x - 1| =
  x + 3), 54 records. Its base_model and thinking_model strings are empty (as round 139 found for
  tasks[0]-[33]); not taken.
* tl32rv: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f
  (the one stored version; find_files on the repository under 'hybrid-2/results' lists it with
  that commit; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B'; n_tasks
  396; MATH-500 problems, not in test order: the first is the sum of the distances from the four
  intersection points to (-3,2)); no earlier round read it: 5 consecutive pages 0-64000 from the
  file's start, tasks[0]-[29], 30 records. Checked first, as the brief asked: its base_model and
  thinking_model strings are empty too (not taken); only the hybrid strings are filled.

Method (rounds 76-139): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/bo_<offset>.txt, pages/rv_<offset>.txt); work/mk.py (round 139's, with one new marker,
below) decoded each display form once into the page text (pages/*.page) and checked its length:
all 13 pages decode to exactly 16,000 characters (none is a file's last page). Every paste passed
the check as first made. The page where round 139 stopped (bo 64000) was read again through
read_file and found the same; its paste is round 139's (/tmp/rounds/real139/pages, checked to
16,000 characters there and again here) and was not typed a second time. As a further check both
joined texts parse as JSON (the bo text from its first whole task, tasks[27], to the last whole
task, tasks[87], 61 tasks; the rv text from the file's start to the last whole task, 30 tasks).
Long loops were NOT retyped, in three ways:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@Uk@@unit@@/Uk@@, kept
once in place) and the marker @@Rk@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (work/mk.py tries every count 0-400 for
every marker, every pair on pages with two, and requires exactly one to give the page length);
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page, before decoding;
(3) new this round, alternating numbered loops: the marker @@A<a>-<b>|<sufA>|<sufB>@@ in the
display form is replaced by f"{i}{sufA}" for i = a, a+2, ... and f"{i}{sufB}" for i = a+1, a+3,
... up to b, before decoding (a loop whose numbered steps alternate between two texts); the
page-length check then tests the whole page.
Verbatim counts (further copies after the pasted one): bo 96000 the a+b+c hybrid's whole
seven-step solution (restating the question) 6; bo 112000 the sum-of-odd-numbers hybrid's
paragraph 'The sum of the first $N$ positive odd numbers ... the value of $N$ is 11.\n\n' 26; bo
144000 the dice hybrid 'If not, is there a more efficient way to solve this problem?  If so, what
is it and why?  ' 21; bo 160000 the same unit 49; rv 0 the ellipse hybrid's step-4 paragraph
'Since the circle is tangent to the ellipse at two points on the x-axis, ... which is
$\sqrt{\frac{k-1}{k}}$. ' 2; rv 16000 the tan theta hybrid's pair of identity lines (cos 25 =
sin 65, sin 65 = cos 25) 1 and the sequence hybrid's paragraph "Let's assume that the sequence is
of the form $a_n = c \cdot n^2 + d \cdot n + e$. ... so let's try a simpler approach.\n\n" 3 (the
one pair of counts that gives 16,000). Numbered ranges: rv 48000 the Suzanne hybrid 'Step N:
Check if there is a possibility of fewer miles. ...' for N = 4-8; rv 64000 the same for N =
10-13 and the f(3) hybrid 'Step N: The value of $f(3)$ is $8$.\n\nAnswer: $f(3)=8$.\n\n' for N =
12-65. Alternating range: bo 160000 the log x^2 hybrid 'Step N: Consider the possibility of a
different domain. ...' (N even) and 'Step N: Determine the values of $a$ and $b$. ...' (N odd) for
N = 4-17. The counts agree with the copies the records hold when counted by script (tl32bo 13: 7
'Therefore, the answer is 5.'; tl32bo 22: 27 'Therefore, the value of $N$ is 11.'; tl32bo 41: 74
'If not, is there a more efficient way'; tl32bo 42: 8 ': Consider the possibility' (steps 4-18);
tl32rv 4: 5 'Since the circle is tangent ... the distance' (4 whole); tl32rv 5: 10 'Using the
identity'; tl32rv 6: 5 "Let's assume ... + d" (4 whole); tl32rv 24: 11 '... can walk in February
is 36 miles.'; tl32rv 27: 57 'Answer: $f(3)=8$.'). The pages were joined in file order per file,
so a completion crossing an edge is taken whole. Each record's `r` was cut out of the joined page
text by script (the JSON string body as the file holds it between its field's opening quote and
the next unescaped quote; task numbers fixed from the first question met, tasks[27] on bo 64000
and tasks[0] on rv 0; `enc` = `json`, decoded once more by the build; work/extract.py), never
retyped. The files write some characters as JSON escapes, which stay as they are ('\u00b1',
'\u00b0', '\u2260', '\u00d7' and the replacement character '\ufffd' where the models' '\u00f7'
was lost: tl32bo 5, 16, tl32rv 24).

Edges: the joined bo text starts inside tasks[26] (its correct_answer '144') and holds
tasks[27]-[33], all taken by round 139: not taken again; it ends inside tasks[88] hybrid_model
(the piecewise f(x) = ax^2 / ax + 2a, gold 2, cut at 'However, since the pa'): not taken. The
joined rv text starts at the file's start and ends inside tasks[30] hybrid_model (the hyperbola
with foci (10,2) and (-16,2), gold 16, cut at 'Step 2: Determine the center '): not taken. Some
completions are cut in the file itself (the loops, at the generation limit); they are whole
records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 25,192
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none of the 84 repeats an earlier round or another of this round; the 186 empty strings (124 bo,
62 rv) were not taken. The records are numbered in file order per source (tl32bo 0-53, tl32rv
0-29).

Repositories (84 records): thaotnguyen/thinking-llms-interp 84 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 84 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
84 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 65, wrong 14, no_answer 5. Forms: boxed 46, prose_sentence 18, answer_is 8,
truncated 5, answer_colon 4, final_answer_phrase 3. 2 debatable (tl32bo 42, tl32rv 22).

Truths by source: tl32bo (54) 42 correct, 11 wrong (1, 7, 9, 16, 26, 29, 32, 34, 37, 41, 46), 1
no_answer (42); tl32rv (30) 23 correct, 3 wrong (11, 16, 26), 4 no_answer (4, 5, 6, 22). Correct
by the loop convention: tl32bo 13, 22, tl32rv 24, 27; correct after flawed working: tl32bo 12, 35,
tl32rv 24.

Selection (records as they come, in file order, not by how hard they look):
* tl32bo: benchmark_results_qwen2.5-32b_math500_bias-only.json at c7f345b7, pages 64000-176000
  joined (128,000 of 1,244,371 characters): tasks[34]-[87] hybrid.
* tl32rv: benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f, pages 0-64000
  joined (80,000 of 1,026,276 characters): tasks[0]-[29] hybrid.
  Record number = place in file order.

Label conventions (rounds 72-139): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a committed no-solution claim
('the answer is undefined') is wrong (as k41:3, tl14m:10); a response cut before any final answer
is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '72 degrees' for '72', '12 cm' for '12', '3/2' for '\frac{3}{2}', '(-2, 1)' for
'(-2,1)', 'three treeks' (and '\[ x = 3 \]') for '3', '10\%' for '10', '\frac{4}{3}' for
'\frac43', '4210_5' for '4210_{5}', '36 miles' for '36', '$f(3)=8$' for '8', '120 degrees' for
'120'); labels are against the gold as given. Loop convention: a response that states its answer
and then repeats it (or its whole solution) until cut mid-copy is labelled by the stated,
never-contradicted value (correct by it: tl32bo 13, 22, tl32rv 24, 27). A response that loops
before stating any answer is no_answer (tl32bo 42, tl32rv 4, 5, 6); so is one cut in its working
(tl32rv 22). A response that states its answer and then asks itself invented questions in a loop
is labelled by that answer (tl32bo 41). Gold: MATH-500's answer for the problem that opens with
the record's question words, checked equal to the file's own correct_answer (the build checks
both).

Pages read this round: thinking-llms-interp
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_bias-only.json 64000 (round 139's paste,
read again), 80000, 96000, 112000, 128000, 144000, 160000, 176000 (8 pages);
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json 0, 16000, 32000,
48000, 64000 (5 pages); and the find_files listing of hybrid-2/results. Nothing else was read.

Leads for a later round: the bias-only MATH-500 file from 176000 (re-read it: tasks[88] the
piecewise f(x) = ax^2 if x >= a, ax + 2a if x < a, hybrid cut there at 'However, since the pa';
tasks[88]-[499] unread, about 1.07 MB, about seven hybrid answers a page, base and thinking
strings empty; 11 of 54 wrong here, and it loops a paragraph or invents questions); the
random-vectors MATH-500 file from 64000 (re-read it: tasks[30] the hyperbola with foci (10,2) and
(-16,2), hybrid cut at 'Step 2: Determine the center '; tasks[30]-[395] unread, about 0.95 MB,
about six hybrid answers a page, base and thinking strings empty; its loops are long: 4 of its
first 30 end with no answer); still unread in hybrid-2/results/:
benchmark_results_qwen2.5-32b_gsm8k.json (at 5e896d6f) and benchmark_results_qwen2.5-14b_math500
.json (at ecefbf89) (check first whether their base and thinking strings are filled).

Usage: python build_public_heldout145.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout145.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32bo_source, tl32rv_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout145.jsonl"
SOURCE = "public_heldout145"


# thaotnguyen/thinking-llms-interp (tl32bo_source copied from build_public_heldout139.py,
# tl32rv_source in its shape); the pages this round joined
SOURCES = {
    "tl32bo": tl32bo_source("pages 64000-176000 joined (128,000 of 1,244,371 characters)"),
    "tl32rv": tl32rv_source("pages 0-64000 joined (80,000 of 1,026,276 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32bo:0|correct|boxed|hybrid (tasks[34], the constant term of (10x^3 - 1/(2x^2))^5, gold -125): 15 - 5k = 0, k = 3, 10 x 100 x (-1/8) (across the edge of pages 64000 and 80000); 'is \(\boxed{-125}\).' = gold
tl32bo:1|wrong|prose_sentence|hybrid (tasks[35], (n + 2)(n + 4)(n + 6) mod 7 with n = 2 mod 7, gold 3): 4 x 6 x 8 = 192, 'The remainder is 6.' (192 = 7 x 27 + 3); 'Therefore, the remainder when $(n + 2)(n + 4)(n + 6)$ is divided by 7 is 6.' (6, not the gold 3)
tl32bo:2|correct|boxed|hybrid (tasks[36], the roots of (x - 3)^3 + (x - 7)^3 = (2x - 10)^3, gold 3, 5, 7): x^3 - 15x^2 + 71x - 105, each root checked; 'The final answer is $\boxed{3, 5, 7}$.' = gold
tl32bo:3|correct|answer_is|hybrid (tasks[37], the regular pentagon's rotation, gold 72): 360/5; 'Therefore, the answer is 72 degrees.' and 'The answer is 72 degrees.' = gold ('72 degrees' for '72')
tl32bo:4|correct|boxed|hybrid (tasks[38], the tin of peaches, gold 2000): 40 / 0.02; 'Therefore, the answer is \(\boxed{2000}\).' = gold
tl32bo:5|correct|answer_is|hybrid (tasks[39], gcf(6432, 132) + 11, gold 23): the Euclidean algorithm (its division signs lost as '\ufffd'), GCF 12; 'The result is 23.' and 'The answer is 23.' = gold
tl32bo:6|correct|prose_sentence|hybrid (tasks[40], the octagon with the hexagon's perimeter, gold 12): 96 / 8; 'Therefore, each side of the regular octagon is 12 cm long.' = gold ('12 cm' for '12')
tl32bo:7|wrong|answer_colon|hybrid (tasks[41], the parallelogram with x > 7, gold 17): takes only the diagonals AC and BD, D = (6, -1), rejects it as x is not > 7; 'Therefore, the answer is undefined.' and 'Answer: The value of x + y is undefined.' (a committed no-solution claim, as k41:3; gold 17)
tl32bo:8|correct|answer_colon|hybrid (tasks[42], -4 < 2(x - 1) < 8, gold 4): -1 < x < 5; 'Answer: The value of $a + b$ is 4.', then a restatement ending 'Therefore, $a + b = -1 + 5 = 4$.' = gold
tl32bo:9|wrong|boxed|hybrid (tasks[43], the minimum of the three square roots, gold 70 \sqrt{2}): compares only (0, 0) and (40, 50), takes (40, 50); 'is \(\boxed{20\sqrt{5} + 10\sqrt{34}}\).' (about 103.0, not the gold 70 sqrt 2, about 99.0)
tl32bo:10|correct|boxed|hybrid (tasks[44], Bill's walk, gold 1.25): 1 south, 3/4 east, d = 5/4 (across the edge of pages 80000 and 96000); 'Therefore, Bill is \(\boxed{1.25}\) miles from his starting point' = gold
tl32bo:11|correct|prose_sentence|hybrid (tasks[45], tan A with sin A = 2 cos A, gold 2): a = 2b; 'Step 6: Therefore, the value of tan A is 2.' = gold
tl32bo:12|correct|boxed|hybrid (tasks[46], z^4 + z^2 + 1 = 0 and n-th roots of unity, gold 6): factors into z^2 + z + 1 and z^2 - z + 1 (calling the first's roots '1, \omega, \omega^2', a slip); 'Therefore, the answer is $\boxed{6}$.' = gold (the final value is the gold; the working is flawed)
tl32bo:13|correct|answer_is|hybrid (tasks[47], a + b + c for 2x/(x^2 - 5x - 14), gold 5): 7 + (-2) + 0; 'Therefore, the answer is 5.', then the question and its whole seven-step solution again (7 'Therefore, the answer is 5.' in all) until cut at 'Step 4: The vertical asymptotes are $x = ': its stated, never-contradicted 5 (loop convention) = gold
tl32bo:14|correct|prose_sentence|hybrid (tasks[48], the power of 4 equal to 8, gold \frac{3}{2}): 2x = 3; 'Therefore, the power of 4 that equals 8 is 3/2.' = gold ('3/2' for '\frac{3}{2}')
tl32bo:15|correct|boxed|hybrid (tasks[49], half of 3x - 9 is x + 37, gold 83): 3x - 9 = 2x + 74 and a check; 'Therefore, the value of \(x\) is \(\boxed{83}\).' = gold
tl32bo:16|wrong|prose_sentence|hybrid (tasks[50], the seven bags and the bag of 53 coins, gold 203): reads 'more than 200' as 7x + 53 > 200, calls 228 divisible by 8 ('228 \ufffd 8 = 28.5, but ... 228 is indeed divisible by 8'); 'the smallest number of coins you could have had ... is when \( x = 25 \), which gives a total of \( 7 \times 25 = 175 \) coins.' (175, not the gold 203)
tl32bo:17|correct|boxed|hybrid (tasks[51], the quotient of x^6 - 3 by x + 1, gold x^5 - x^4 + x^3 - x^2 + x - 1): long division, remainder -2 (across the edge of pages 96000 and 112000); 'The final answer is \( \boxed{x^5 - x^4 + x^3 - x^2 + x - 1} \).' = gold
tl32bo:18|correct|boxed|hybrid (tasks[52], sqrt(2.5^2 - 0.7^2)/(2.7 - 2.5), gold 12): sqrt 5.76 = 2.4, 2.4 x 10 / 2; 'Therefore, the simplified expression is $\boxed{12}$.' = gold
tl32bo:19|correct|boxed|hybrid (tasks[53], arcsin(-1/2), gold -\frac{\pi}{6}): reference angle pi/6 in the fourth quadrant; 'Answer: $\boxed{-\frac{\pi}{6}}$' = gold
tl32bo:20|correct|boxed|hybrid (tasks[54], 3/20 as a decimal, gold 0.15): long division; 'Therefore, $\frac{3}{20}$ as a decimal is $\boxed{0.15}$.' = gold
tl32bo:21|correct|boxed|hybrid (tasks[55], the degree of f with (x - 1)f(x) of degree 4, gold 3): 1 + n = 4; 'The degree of the polynomial \( f(x) \) is \(\boxed{3}\).' = gold
tl32bo:22|correct|prose_sentence|hybrid (tasks[56], the first N odd numbers sum to 121, gold 11): N^2 = 121; 'Therefore, the value of $N$ is 11.', then the same paragraph again (27 'the value of $N$ is 11.' in all) until cut at 'Therefore, we have $N^2': its stated, never-contradicted 11 (loop convention) = gold
tl32bo:23|correct|prose_sentence|hybrid (tasks[57], |(1 - i)^8|, gold 16): (sqrt 2)^8 = 4 x 4; 'Therefore, the answer that Ringo should have found is 16.' = gold
tl32bo:24|correct|boxed|hybrid (tasks[58], 99^2 + 99 + 1, gold 9901): 9801 + 99 + 1; 'So, the final result is: \[\boxed{9901}\]' = gold
tl32bo:25|correct|prose_sentence|hybrid (tasks[59], MATHCOUNTS and science club, gold 5): 28 + 21 - 44; 'Therefore, the number of students participating in both MATHCOUNTS and science club is 5.' = gold
tl32bo:26|wrong|boxed|hybrid (tasks[60], x^3 - 3x^2 + 4x - 1 a factor of x^9 + px^6 + qx^3 + r, gold (6,31,-1)): a wrong expansion of alpha^9, then 'By solving the system ... we can find that: p = -3, q = 4, r = -1' (the divisor's own coefficients; across the edge of pages 112000 and 128000); '\boxed{(-3, 4, -1)}' ((-3, 4, -1), not the gold (6, 31, -1))
tl32bo:27|correct|boxed|hybrid (tasks[61], log2 of the roots sum to 5, gold -256): r1 r2 r3 = 32 = -a/8; 'Therefore, the value of \(a\) is \(\boxed{-256}\).' = gold
tl32bo:28|correct|boxed|hybrid (tasks[62], the smallest C with ||Av|| <= C ||v||, gold 4): C^4 - 17C^2 + 16 <= 0 and C >= 2; 'The final answer is $\boxed{4}$.' = gold
tl32bo:29|wrong|boxed|hybrid (tasks[63], p_1(1) + ... + p_k(1) for x^8 + 3x^4 - 4, gold 10): keeps x^4 + 4 as irreducible (it is (x^2 + 2x + 2)(x^2 - 2x + 2)), 5 + 2 + 2 + 0; 'Therefore, the final answer is: \[\boxed{9}.\]' (9, not the gold 10)
tl32bo:30|correct|boxed|hybrid (tasks[64], d in (sin x)^7, gold \frac{35}{64}): the e^{ix} and e^{-ix} terms, 35 x 2i / 128i; 'Therefore, the value of \(d\) is \(\boxed{\frac{35}{64}}\).' = gold
tl32bo:31|correct|answer_is|hybrid (tasks[65], 1^(2^235423523), gold 1): 'The final answer is 1.' and 'Therefore, the answer is 1.' = gold
tl32bo:32|wrong|final_answer_phrase|hybrid (tasks[66], x(x(1 + x) + 2x) - 3(x^2 - x + 2), gold x^3+3x-6): drops x^2 inside the bracket, x(4x) (across the edge of pages 128000 and 144000); 'The final answer is: $x^2 + 3x - 6$' (x^2 + 3x - 6, not the gold x^3 + 3x - 6)
tl32bo:33|correct|answer_is|hybrid (tasks[67], the square's area decrease, gold 10): 0.6 x 1.5 = 0.9; 'Therefore, the square's area decreases by $10\%$.' and 'The answer is: 10\%' = gold ('10\%' for '10')
tl32bo:34|wrong|boxed|hybrid (tasks[68], tan 53 tan 81 tan x = the sum, gold 46): takes x = 53 + 81 with no check; 'Therefore, the value of \(x\) is \(\boxed{134}\).' (134, not the gold 46)
tl32bo:35|correct|boxed|hybrid (tasks[69], z + 1/z + z^2 + 1/z^2 with z^5 = 1, gold -1): sums over the four roots to -2, then 'The value ... for any \( z \neq 1 \) is: \[ \boxed{-1} \]' and 'The final answer is \( \boxed{-1} \).' = gold (the final value is the gold; the working does not reach it)
tl32bo:36|correct|boxed|hybrid (tasks[70], 58_9 - 18_9, gold 40_9): digit by digit; 'Therefore, the answer is \(\boxed{40_9}\).' = gold
tl32bo:37|wrong|boxed|hybrid (tasks[71], 10101001110_2 in base eight, gold 2516_8): groups from the left (padding the end with a 0), 101 010 011 100; 'The final answer is $\boxed{5234}$.' (5234, not the gold 2516_8)
tl32bo:38|correct|boxed|hybrid (tasks[72], the sphere with volume equal to surface area, gold 3): r^3 = 3r^2 and a check; 'the length of the radius of the sphere is \( \boxed{3} \) units.' = gold
tl32bo:39|correct|boxed|hybrid (tasks[73], 9 & 2, gold \frac{3\sqrt{3}}{4}): sqrt 27 / sqrt 16; 'The final answer is \(\boxed{\frac{3\sqrt{3}}{4}}\).' = gold
tl32bo:40|correct|boxed|hybrid (tasks[74], sec x / sin x - sin x / cos x, gold \cot x): (1 - sin^2 x)/(cos x sin x); 'The final answer is $\boxed{\cot x}$.' = gold
tl32bo:41|wrong|answer_is|hybrid (tasks[75], the product of two dice a multiple of 5, gold \frac{11}{36}): adds 1/6 + 1/6 (double-counting (5, 5)); 'The answer is 1/3.', then invented questions 'Is this correct?  If not, what is the correct answer and why?  ...' and 'If not, is there a more efficient way to solve this problem?  If so, what is it and why?' repeated (74 'If not, is there a more efficient way' in all, across the edge of pages 144000 and 160000) until cut: 1/3 never revised (1/3, not the gold 11/36)
tl32bo:42|no_answer|truncated|debatable: hybrid (tasks[76], the domain of log x^2 is x < a or x > b, gold 0): 'we can see that $a = 0$ and $b = 0$. However, the problem states that ... $a$ and $b$ are not equal', then 'Step N: Consider the possibility of a different domain.' and 'Step N: Determine the values of $a$ and $b$. ... we can conclude that $a = 0$ and $b = 0$. However, this contradicts the problem statement' alternating (steps 4-18) until cut at 'Since the function $\log x^2': never states a + b and rejects its a = b = 0 each time, no final answer (were a = b = 0 read as its answer, a + b = 0 would be the gold)
tl32bo:43|correct|boxed|hybrid (tasks[77], 2^8 = 4^x, gold 4): 8 = 2x and a check; 'Therefore, the value of $x$ is $\boxed{4}$.' = gold
tl32bo:44|correct|prose_sentence|hybrid (tasks[78], f(x) - f(a) = (x - a)^2 (x - b), gold (-2,1)): coefficients, a = -2, b = 1, and a check; 'Step 6: Write the final answer\nThe ordered pair (a, b) is (-2, 1).' = gold (spaces only)
tl32bo:45|correct|boxed|hybrid (tasks[79], 2^3 3^x = 72, gold 2): 3^x = 9; 'the value of $x$ is 2.', then a second solution ending 'is \(\boxed{2}\).' = gold
tl32bo:46|wrong|boxed|hybrid (tasks[80], the k in [-500, 500] with log(kx) = 2 log(x + 2) having one solution, gold 501): only the zero-discriminant case, k = 8 (across the edge of pages 160000 and 176000); 'The final answer is $\boxed{1}$.' (1, not the gold 501)
tl32bo:47|correct|prose_sentence|hybrid (tasks[81], treeks, squigs and goolees, gold 3): 12T = 4S, S = 3T; '\[ x = 3 \]' and 'Thus, the combined weight of three treeks equals the weight of one squig.' = gold ('three treeks' for '3')
tl32bo:48|correct|boxed|hybrid (tasks[82], the greatest slope between the two squares, gold \frac{3}{2}): (3 - 0)/(4 - 2); 'The answer is $\boxed{\frac{3}{2}}$.' = gold
tl32bo:49|correct|boxed|hybrid (tasks[83], 3^{2x} + 19 = 10^x, gold 2): 100 - 81 = 19 and a check; 'The final answer is $\boxed{2}$.' = gold
tl32bo:50|correct|boxed|hybrid (tasks[84], a + b for the product of quadratics, gold -1): a = -3, b = 2, all coefficients checked; 'The final answer is \(\boxed{-1}\).' = gold
tl32bo:51|correct|boxed|hybrid (tasks[85], the tank's radius, gold \sqrt{5}): 20 pi = 4 pi r^2; 'The answer is $\boxed{\sqrt{5}}$.' = gold
tl32bo:52|correct|prose_sentence|hybrid (tasks[86], shirts, pants and hats, gold 240): 5 x 6 x 8; 'Therefore, the total number of possible outfits is 240.' = gold
tl32bo:53|correct|boxed|hybrid (tasks[87], the largest x with |5x - 1| = x + 3, gold 1): x = 1 or -1/3, both checked; 'is \( \boxed{1} \).' = gold
tl32rv:0|correct|boxed|hybrid (tasks[0], the sum of the distances from the four intersection points to (-3, 2), gold 40): y = 10 +- sqrt 41, 2 sqrt(141 + 20 sqrt 41) + 2 sqrt(141 - 20 sqrt 41) = 2 sqrt 400; 'is $\boxed{40}$.' = gold
tl32rv:1|correct|final_answer_phrase|hybrid (tasks[1], the median number of students in 2005, gold 29): the 4th and 5th values 29 and 29; 'The final answer is 29.' = gold
tl32rv:2|correct|boxed|hybrid (tasks[2], the horizontal asymptote of (4x^3 + 2x - 4)/(3x^3 - 2x^2 + 5x - 1), gold \frac43): leading coefficients; 'is \(\boxed{\frac{4}{3}}\).' = gold ('\frac{4}{3}' for '\frac43')
tl32rv:3|correct|prose_sentence|hybrid (tasks[3], the odd primes below 30, gold 9): 3, 5, ..., 29; 'Therefore, the number of elements in the intersection ... is 9.' = gold
tl32rv:4|no_answer|truncated|hybrid (tasks[4], k for the ellipse kx^2 + y^2 = 1 and the circle, gold 2): 'Step 4: Solve for k' opens a paragraph ending 'the radius is equal to the distance from the origin to the foci, which is $\sqrt{\frac{k-1}{k}}$.' and repeats it (4 whole, across the edge of pages 0 and 16000) until cut at 'is $\sqrt{x^2 + h': no value for k, no final answer
tl32rv:5|no_answer|truncated|hybrid (tasks[5], the least positive theta, gold 120^\circ): numerator cos 25 + sin 5, denominator sin 25 - cos 5, then 'Using the identity \(\cos 25^\circ = \sin 65^\circ\)' and 'Using the identity \(\sin 65^\circ = \cos 25^\circ\)' alternating (10 'Using the identity' in all) until cut at 'Using the identity \(\sin 65^\circ = \': no value for theta, no final answer
tl32rv:6|no_answer|truncated|hybrid (tasks[6], a_1 of the geometric-arithmetic sequence, gold 504): tries a_n = c n^2, then "Let's assume that the sequence is of the form $a_n = c \cdot n^2 + d \cdot n + e$. ... This is a complicated equation, so let's try a simpler approach." (4 whole) until cut at 'This is a complicated': no value for a_1, no final answer
tl32rv:7|correct|prose_sentence|hybrid (tasks[7], 3 boys of 7 and 2 girls of 4, gold 210): C(7, 3) x C(4, 2) = 35 x 6; 'Therefore, Mr. Brennan can pick 3 boys and 2 girls to give a group presentation in 210 different ways.' = gold
tl32rv:8|correct|boxed|hybrid (tasks[8], A + B + C + D for (1 + sqrt 2)/(2 + sqrt 3), gold 13): 2 + 2 sqrt 2 - sqrt 3 - sqrt 6, A = 2, B = 2, C = 3, D = 6; 'So the final answer is: \[ \boxed{13} \]' = gold
tl32rv:9|correct|final_answer_phrase|hybrid (tasks[9], (26^2 - 24^2 - 10)^2 - 10^2, gold 8000): 90^2 - 100 (across the edge of pages 16000 and 32000); 'The value of ... is 8000.' and 'The final answer is 8000.' = gold
tl32rv:10|correct|boxed|hybrid (tasks[10], CD for the partial fractions, gold -5): C = -1, D = 5 and a check; 'Therefore, the product \( CD \) is \(\boxed{-5}\).' = gold
tl32rv:11|wrong|boxed|hybrid (tasks[11], the arrangements of ELLIPSE, gold 1260): divides by 2! for the two Ls only (the two Es listed as appearing once each); 'is \(\boxed{2520}\).' (2520, not the gold 1260)
tl32rv:12|correct|boxed|hybrid (tasks[12], 2^{2x} = 256^{1/2}, gold 2): 2x = 4 and a check; 'The final answer is $\boxed{2}$.' = gold
tl32rv:13|correct|boxed|hybrid (tasks[13], sqrt(3x - 5) = 2, gold 3): 3x = 9 and a check; 'Therefore, the only possible value of \(x\) is \(\boxed{3}\).' = gold
tl32rv:14|correct|boxed|hybrid (tasks[14], the integer pairs with |a + bi| <= 5, gold 81): a Python count with its output 81; 'is $\boxed{81}$.' = gold
tl32rv:15|correct|boxed|hybrid (tasks[15], the least value of 1 + 2 + 3 - 4 + 5 + 6 with parentheses, gold -9): 1 + 2 + 3 - (4 + 5 + 6); 'is \(\boxed{-9}\).' = gold
tl32rv:16|wrong|answer_colon|hybrid (tasks[16], f(f(g(f(g(f(x)))))) with f odd and g even, gold \text{even}): takes f of an even function as odd; 'The composition ... is odd.' and 'Answer: odd.' (odd, not the gold even)
tl32rv:17|correct|prose_sentence|hybrid (tasks[17], x/2 + x/3 = 5, gold 6): 5x/6 = 5; 'Therefore, the solution to the equation is \(x = 6\).' = gold
tl32rv:18|correct|prose_sentence|hybrid (tasks[18], Daniel's televisions, gold 9): k = 22500, 22500 / 2500 (across the edge of pages 32000 and 48000); 'Therefore, according to Daniel's theory, 9 customers would buy a television that costs $2500.' = gold
tl32rv:19|correct|boxed|hybrid (tasks[19], the area of DBEF, gold 8): the shoelace formula on (0, 3), (0, 0), (4, 0), (8/3, 2), 16/2; 'is \(\boxed{8}\).' = gold
tl32rv:20|correct|answer_is|hybrid (tasks[20], the largest x with |x + 5| - |3x - 6| = 0, gold \frac{11}{2}): x = 11/2 or 1/4, both checked; 'is $\boxed{\frac{11}{2}}$.', then 'The answer is: \frac{11}{2}' = gold
tl32rv:21|correct|boxed|hybrid (tasks[21], ceil(3.6^2) - ceil(3.6)^2, gold -3): 13 - 16; 'Therefore, the answer is $-3$.' and 'The final answer is $\boxed{-3}$.' = gold
tl32rv:22|no_answer|truncated|debatable: hybrid (tasks[22], z_2002 for F(z) = (z + i)/(z - i), gold 1+274i): fixed points and a made-up cycle, then computes 'z_1 = 1 + 274i', z_2 and z_3 until cut at '\[ z_3 = \frac{-136 + 274i + 138}{137(1 + 1)} \': the gold value appears only as z_1 in the working, never stated as z_2002, no final answer
tl32rv:23|correct|boxed|hybrid (tasks[23], 555 in base 5, gold 4210_{5}): remainders 0, 1, 2, 4; 'Therefore, the final answer is: \[ \boxed{4210_5} \]' = gold ('4210_5' for '4210_{5}')
tl32rv:24|correct|prose_sentence|hybrid (tasks[24], Suzanne's fewest miles in February, gold 36): 28 days, 9 walks (on days 3, 6, ..., 27), 9 x 4; 'Therefore, the fewest number of miles Suzanne can walk in February is 36 miles.', then 'Step N: Check if there is a possibility of fewer miles. ... is indeed 36 miles.' and the same sentence (steps 4-13, 11 in all, across the edge of pages 48000 and 64000) until cut in step 14 at 'Since there are no more multiples of 3': its stated, never-contradicted 36 (loop convention) = gold ('36 miles' for '36'; the working does not argue the fewest)
tl32rv:25|correct|boxed|hybrid (tasks[25], the area of ACD, gold \frac{3840}{289}): Heron 60, CD = 120/17, AD = 64/17; '\boxed{\frac{3840}{289}}' = gold
tl32rv:26|wrong|prose_sentence|hybrid (tasks[26], n = -11213141 mod 18, gold 13): 11213141 = 1 mod 2 and 5 mod 9, then takes 9k + 5 odd as k odd (it needs k even), so 14 mod 18 (it is 5), and -14 + 18; 'The integer $n$ that satisfies ... is $4$.' (4, not the gold 13)
tl32rv:27|correct|answer_colon|hybrid (tasks[27], f(3) with f(-3) = 2, gold 8): 81a - 9b = 0, 0 + 3 + 5; 'Answer: $f(3)=8$.', a check, then 'Step N: The value of $f(3)$ is $8$.\n\nAnswer: $f(3)=8$.' (steps 12-65, 57 'Answer: $f(3)=8$.' in all) until cut at 'Step 66: The value of $f(3)$ is $': its stated, never-contradicted 8 (loop convention) = gold ('$f(3)=8$' for '8')
tl32rv:28|correct|answer_is|hybrid (tasks[28], the common factors of 14 and 42, gold 4): 1, 2, 7, 14; 'Answer: Rick and Steve could be thinking of 4 possible numbers.', then 'The answer is 4.' twice = gold
tl32rv:29|correct|prose_sentence|hybrid (tasks[29], the convex quadrilateral's largest angle, gold 120): 3x + 180 = 360, 2 x 60; 'Therefore, the largest angle in the convex quadrilateral measures 120 degrees.' = gold ('120 degrees' for '120')
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
