__doc__ = r"""Build public_heldout152.jsonl: a 152nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (the files' 'results' accuracy / correct_count blocks) were not
used to label: each completion was read, its final answer found and compared with the gold by hand.

50 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of the two Qwen2.5-32B
files of thaotnguyen/thinking-llms-interp (hybrid-2/results/) that round 145 read, read on from
where round 145 stopped:
* tl32bo: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_bias-only.json at c7f345b7 (the
  one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 500), 5 consecutive pages 176000-240000: tasks[88] (the piecewise f(x) = ax^2 / ax + 2a,
  gold 2, which round 145's last page cut at 'However, since the pa') to tasks[109] (the least
  positive theta with the tan quotient), 22 hybrid answers, of which 5 repeat round 145 (below): 17
  records. Its base_model and thinking_model strings are empty (as rounds 139 and 145 found); not
  taken. Found here: from tasks[104] (the four intersection points, distances to (-3,2)) this file
  holds the same problems, in the same order, as the random-vectors file's tasks[0] on, and mostly
  the very same hybrid texts (tasks[104]-[107] and [109] are word for word round 145's tl32rv 0-3 and
  5; tasks[108], the ellipse kx^2 + y^2 = 1, is a different text: it reaches k = 2, where round
  145's tl32rv 4 loops). So this round stopped reading the bias-only file at 240000 (the next page,
  bias-only tasks[110]-[118], would be the random-vectors tasks[6]-[14] round 145 took) and read on
  in the random-vectors file instead.
* tl32rv: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f
  (the one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 396; MATH-500 problems, not in test order), 6 consecutive pages 64000-144000: tasks[30]
  (the hyperbola with foci (10,2) and (-16,2), gold 16, which round 145's last page cut at 'Step 2:
  Determine the center ') to tasks[62] (the square and the regular heptagon), 33 records. Its base
  and thinking strings are empty too (not taken).

Method (rounds 76-145): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/bo_<offset>.txt, pages/rv_<offset>.txt); work/mk.py (round 145's, unchanged) decoded each
display form once into the page text (pages/*.page) and checked its length: all 11 pages decode to
exactly 16,000 characters (none is a file's last page). The pages where round 145 stopped (bo 176000
and rv 64000) were read again through read_file and found the same; their pastes are round 145's
(/tmp/rounds/real145/pages, checked to 16,000 characters there and again here) and were not typed a
second time. Two pastes did not pass the check as first made and were corrected against the page
before any record was cut: bo 192000 (its tail had a stray extra matrix; the tail was pasted again
from the page) and bo 240000 (one pair of the tan-theta identity loop pasted once too often; the
loop was then put between markers, below). Long loops were NOT retyped, in two ways (markers as
round 145's work/mk.py documents them):
(1) verbatim loops: one copy of the loop unit pasted between markers (@@U1@@unit@@/U1@@, kept once
in place) and the marker @@R1@@ replaced by the unit a whole number of times, the number fixed by
the page length (mk.py tries every count 0-400 and requires exactly one to give 16,000): bo 240000
the tan-theta answer's pair of paragraphs 'Using the identity \(\cos 25^\circ = \sin 65^\circ\), we
get: ...' and 'Using the identity \(\sin 65^\circ = \cos 25^\circ\), we get: ...', 1 further copy;
(2) alternating numbered loops: the marker @@A<a>-<b>|<sufA>|<sufB>@@ replaced, before decoding, by
f"{i}{sufA}" for i = a, a+2, ... and f"{i}{sufB}" for i = a+1, a+3, ... up to b: rv 96000 the
Senate answer 'Step N: However, we need to consider that the Independent can sit in any of the 11
positions ... Therefore, the answer remains 28,800.' (N even) and 'Step N: Therefore, the final
answer is 28,800.' (N odd) for N = 8-51. Every other page, loops included (the hexagon answer's
paragraph on bo 208000-224000, the lambda answer's numbered steps on bo 224000, the tan 100 answer's
numbered steps on rv 144000), was pasted whole. The counts agree with the copies the records hold
when counted by script (tl32rv 8: 46 '28,800', 22 'Therefore, the final answer is 28,800'; tl32bo
12: 4 '360 = 180'; tl32bo 15: 4 'This is a quartic equation'; tl32rv 30: 8 'This expression is not
easily simplified'). The pages were joined in file order per file, so a completion crossing an edge
is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON string
body as the file holds it between its field's opening quote and the next unescaped quote; task
numbers fixed from the first whole question met, tasks[81] (the treeks) on bo 176000 and tasks[25]
(the area of ACD) on rv 64000; `enc` = `json`, decoded once more by the build; work/extract.py),
never retyped. The files write some characters as JSON escapes, which stay as they are ('\u00d7',
and the replacement character '\ufffd' where the models' '\u00f7' was lost: tl32rv 15, 24, 28, 31).

Edges: the joined bo text starts inside tasks[80] hybrid_model and holds tasks[81]-[87], all taken
by round 145: not taken again; it ends inside tasks[110] hybrid_model (the geometric-arithmetic
sequence, gold 504, cut at 'For $k=2$, we have the geometric subsequenc'): not taken (its text so
far is round 145's tl32rv 6's). The joined rv text starts inside tasks[24] hybrid_model and holds
tasks[25]-[29], all taken by round 145: not taken again; it ends inside tasks[63]'s question (the
volume of a cone): not taken. Some completions are cut in the file itself (the loops, at the
generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, about
25,900 distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py
checks again) and with the others of this round: 5 repeat round 145 (bias-only tasks[104], [105],
[106], [107], [109] = round 145's tl32rv 0, 1, 2, 3, 5) and were dropped; none of the 50 kept
repeats an earlier round or another of this round; the 136 empty strings (60 bo, 76 rv) were not
taken. The records are numbered in file order per source after the drop (tl32bo 0-16: tasks[88]-
[103] and [108]; tl32rv 0-32: tasks[30]-[62]).

Repositories (50 records): thaotnguyen/thinking-llms-interp 50 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 50 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
50 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 38, wrong 9, no_answer 3. Forms: boxed 29, prose_sentence 8, final_answer_phrase
6, answer_colon 3, truncated 3, answer_is 1. 0 debatable.

Truths by source: tl32bo (17) 11 correct, 4 wrong (1, 6, 8, 13), 2 no_answer (12, 15); tl32rv (33)
27 correct, 5 wrong (4, 18, 20, 22, 24), 1 no_answer (30). Correct by the loop convention: tl32rv 8;
correct after flawed working: tl32bo 16, tl32rv 2; correct though unreduced: tl32bo 4.

Selection (records as they come, in file order, not by how hard they look):
* tl32bo: benchmark_results_qwen2.5-32b_math500_bias-only.json at c7f345b7, pages 176000-240000
  joined (80,000 of 1,244,371 characters): tasks[88]-[109] hybrid less the 5 repeats.
* tl32rv: benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f, pages
  64000-144000 joined (96,000 of 1,026,276 characters): tasks[30]-[62] hybrid.
  Record number = place in file order (after the repeats' drop).

Label conventions (rounds 72-145): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a committed no-solution claim
('the real roots of the equation are none', tl32bo 8) is wrong (as k41:3 and round 145's
tl32bo 7); a
response cut before any final answer is no_answer, and so is one with no value at all; equal in
value but written differently is correct (here '\frac{2240}{78125}' for '\frac{448}{15625}' (the
same value, not reduced), 'east' for '\text{east}', '2k + 2' for '2k+2', the pmatrix with
'-\frac{1}{3}' entries for '-1/3' entries, '28,800' for '28800', '3\sqrt{5}' for '3 \sqrt{5}',
'(15, -29)' for '(15,-29)', '$x = 11$' for '11', '\frac{6}{5}' for '\frac65', '17/50' for
'\dfrac{17}{50}', '4/9' for '\frac{4}{9}', '\frac{270}{7}' for '\frac{270}7\text{ degrees}');
labels are against the gold as given. Loop convention: a response that states its answer and then
repeats it until cut mid-copy is labelled by the stated, never-contradicted value (correct by it:
tl32rv 8). A response that loops before stating any answer is no_answer (tl32bo 12, 15, tl32rv
30). Gold: MATH-500's answer for the problem that opens with the record's question words, checked
equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_bias-only.json 176000 (round 145's paste,
read again), 192000, 208000, 224000, 240000 (5 pages), 256000 (read, not pasted: its answers are
bias-only tasks[110]-[118], the random-vectors tasks[6]-[14] texts round 145 took, as far as read);
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json 64000 (round 145's
paste, read again), 80000, 96000, 112000, 128000, 144000 (6 pages). Nothing else was read.

Leads for a later round: the random-vectors MATH-500 file from 144000 (re-read it: tasks[63] the
volume of a cone, its question cut at 'where $B$ is the area of the base and $h$'; tasks[63]-[395]
unread, about 0.88 MB, about six hybrid answers a page, base and thinking strings empty; 5 of 33
wrong here, and it loops numbered steps). The bias-only file from 240000 on is mostly the
random-vectors texts again (bias-only tasks[104+k] = random-vectors tasks[k], same problems; 5 of
6 compared identical): read it only with the repeats check on, or skip to where it stops matching;
it may be worth checking whether bias-only tasks[0]-[103] (read by rounds 139 and 145) also repeat
another hybrid-2 file. Still unread in hybrid-2/results/: benchmark_results_qwen2.5-32b_gsm8k.json
(at 5e896d6f) and benchmark_results_qwen2.5-14b_math500.json (at ecefbf89) (check first whether
their base and thinking strings are filled).

Usage: python build_public_heldout152.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout152.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32bo_source, tl32rv_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout152.jsonl"
SOURCE = "public_heldout152"


# thaotnguyen/thinking-llms-interp (tl32bo_source and tl32rv_source copied from
# build_public_heldout145.py); the pages this round joined
SOURCES = {
    "tl32bo": tl32bo_source("pages 176000-240000 joined (80,000 of 1,244,371 characters)"),
    "tl32rv": tl32rv_source("pages 64000-144000 joined (96,000 of 1,026,276 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32bo:0|correct|boxed|hybrid (tasks[88], the largest a for the piecewise f(x) = ax^2 / ax + 2a, gold 2): continuity a^3 = a^2 + 2a, a = 0, 2, -1, a case for a > 0 giving 2 and one for a < 0 giving -1 (across the edge of pages 176000 and 192000); 'The largest value of \( a \) ... is \( a = 2 \).' and 'Therefore, the answer is \( \boxed{2} \).' = gold
tl32bo:1|wrong|boxed|hybrid (tasks[89], gcd(3339, 2961, 1491), gold 21): the Euclidean algorithm with a slip (2961 = 378 x 7 + 237; it is 315), gcd(3339, 2961) = 3; 'is \boxed{3}.' (3, not the gold 21)
tl32bo:2|correct|boxed|hybrid (tasks[90], Remmy's 10 divided by 2/3, gold \frac{3}{2}): the reciprocal, checked 10 x 3/2 = 15; 'The final answer is $\boxed{\frac{3}{2}}$.' = gold
tl32bo:3|correct|boxed|hybrid (tasks[91], the smallest integer x with sqrt(x - 1)/(x - 2) real, gold 1): x >= 1, x != 2; 'Therefore, the answer is $\boxed{1}$.' twice = gold
tl32bo:4|correct|boxed|hybrid (tasks[92], the pirate's seven islands, exactly 4 with treasure, gold \frac{448}{15625}): 35 x 1/625 x 64/125, and 'the fraction is already in its simplest form' (it is not); '\[ \boxed{\frac{2240}{78125}} \]' = gold in value (2240/78125 = 448/15625, not reduced)
tl32bo:5|correct|boxed|hybrid (tasks[93], c for the circle of radius 1, gold 33): (x - 5)^2 + (y + 3)^2 = 34 - c; 'is \( \boxed{33} \).' = gold
tl32bo:6|wrong|prose_sentence|hybrid (tasks[94], the trisected angles BAD and CDA, angle AFD, gold 80): takes 3x = 110 and 3y = 100 and angles 'around point F' summing to 360; 'Therefore, the degree measure of angle AFD is 290 degrees.' (290, not the gold 80)
tl32bo:7|correct|boxed|hybrid (tasks[95], y for the projection onto (1, -2, 1), gold -4): (-3 - 2y)/6 = 5/6 (across the edge of pages 192000 and 208000); 'Therefore, the value of $y$ is $\boxed{-4}.$' twice = gold
tl32bo:8|wrong|boxed|hybrid (tasks[96], the real roots of the three-fraction equation, gold 1 \pm \sqrt{19}): factors all six linear factors out of terms that hold only four of them, 23x^2 - 46x + 433 = 0 with no real roots; 'Therefore, the real roots of the equation are none.' and 'The final answer is: \boxed{None}' (a committed no-root claim; gold 1 +- sqrt 19)
tl32bo:9|correct|final_answer_phrase|hybrid (tasks[97], the figure skater's 2250 degree spin, gold \text{east}): 6 turns and 90 degrees clockwise; 'The final answer is: The skater is facing east when she finishes her spin.' = gold ('east' for '\text{east}')
tl32bo:10|correct|prose_sentence|hybrid (tasks[98], (-k + 4) + (-2 + 3k), gold 2k+2): 'So, the simplified form of the expression ... is \(2k + 2\).' = gold (spaces only)
tl32bo:11|correct|boxed|hybrid (tasks[99], v with a . v = 2 and a x v = (1, -2, 1), gold \begin{pmatrix} -1/3 \\ 2/3 \\ 5/3 \end{pmatrix}): solves and checks both conditions; '$\boxed{\begin{pmatrix} -\frac{1}{3} \\ \frac{2}{3} \\ \frac{5}{3} \end{pmatrix}}.$' = gold (the same vector)
tl32bo:12|no_answer|truncated|hybrid (tasks[100], the inscribed hexagon's alpha, gold 145^\circ): takes opposite angles of a hexagon as supplementary, reaches '360 = 180', 'This is not possible ... Let's try a different approach.' and repeats the same paragraph (4 '360 = 180' in all, across the edge of pages 208000 and 224000) until cut at 'This is not': no value for alpha, no final answer
tl32bo:13|wrong|boxed|hybrid (tasks[101], the sum of 1/(r_i conj r_i) for x^10 + (13x - 1)^10 = 0, gold 850): 'the sum ... is simply the number of pairs, which is 5'; '\[ \boxed{5} \]' (5, not the gold 850)
tl32bo:14|correct|final_answer_phrase|hybrid (tasks[102], factor ab + 5b + 2a + 10, gold (a+5)(b+2)): grouping and a check; 'The final answer is $(a+5)(b+2)$.' = gold
tl32bo:15|no_answer|truncated|hybrid (tasks[103], the lambda with a 2-cycle of lambda x(1 - x), gold (3,4]): fixed points 0 and (lambda - 1)/lambda, then 'Find the other fixed points' / 'Solve the equation' / 'Substitute' steps repeated (steps 7-17, 4 'This is a quartic equation' in all) until cut at 'Step 17: Solve the equation $f(f(x)) = x$ for $x \neq 0$ and': no values of lambda, no final answer
tl32bo:16|correct|prose_sentence|hybrid (tasks[108], k for the ellipse kx^2 + y^2 = 1 and the circle through its foci, gold 2): c = sqrt(1 - 1/k), a circle centred at the origin of radius c meeting the x-axis points, k(1 - 1/k) = 1; 'Therefore, the value of $k$ is 2.' = gold (not the text round 145's tl32rv 4 holds for this problem)
tl32rv:0|correct|boxed|hybrid (tasks[30], h + k + a + b for the hyperbola with foci (10, 2) and (-16, 2), gold 16): centre (-3, 2), c = 13, a = 12, b = 5 (across the edge of pages 64000 and 80000); 'Therefore, the answer is $\boxed{16}$.' = gold
tl32rv:1|correct|answer_colon|hybrid (tasks[31], the trailing zeroes of 42!, gold 9): 8 + 1 factors of 5; 'Answer: 9' and 'The number of trailing zeroes in 42! is 9.' = gold
tl32rv:2|correct|boxed|hybrid (tasks[32], the sum of all n for the three power sums 96, 144, 216, gold 64): Cauchy-Schwarz n >= 64 and a power-mean step that again gives only n >= 64, then 'the only possible value of $n$ is 64' (not shown); 'Therefore, the only possible value of $n$ is 64. The sum of all possible values of $n$ is $\boxed{64}$.' = gold
tl32rv:3|correct|boxed|hybrid (tasks[33], 413_5 / 2_5 in base 5, gold 204_5): 108 / 2 = 54; 'is \(\boxed{204_5}\).' = gold
tl32rv:4|wrong|boxed|hybrid (tasks[34], Bob's and Alice's bags the same afterwards, gold \frac{1}{3}): takes Bob's return of Alice's own ball only, 5 x 1/30; 'Therefore, the final answer is \( \boxed{\frac{1}{6}} \).' (1/6, not the gold 1/3)
tl32rv:5|correct|prose_sentence|hybrid (tasks[35], the maximum of x sqrt(1 - y^2) + y sqrt(1 - x^2), gold 1): x = sin alpha, y = sin beta, sin(alpha + beta); 'Therefore, the maximum value of \( f(x, y) \) is 1.' = gold
tl32rv:6|correct|boxed|hybrid (tasks[36], the greatest gcd(n + 7, 2n + 1), gold 13): d divides 13, n = 6 mod 13 attains it; 'Therefore, the answer is $\boxed{13}$.' = gold
tl32rv:7|correct|answer_colon|hybrid (tasks[37], Zach's leftover pencils, gold 2): remainders mod 3; 'Answer: The greatest number of pencils Zach could have left over is 2.' = gold
tl32rv:8|correct|final_answer_phrase|hybrid (tasks[38], the Senate committee around a circular table, gold 28800): the Independent fixed, 2! x 5! x 5! = 28,800 (across the edge of pages 80000 and 96000); 'Step 7: So, the answer is 28,800.', then 'Step N: However, we need to consider that the Independent can sit in any of the 11 positions ... Therefore, the answer remains 28,800.' and 'Step N: Therefore, the final answer is 28,800.' alternating (steps 8-51, 46 '28,800' in all) until cut in step 52 at 'can sit in any of': its stated, never-contradicted 28,800 (loop convention) = gold ('28,800' for '28800')
tl32rv:9|correct|boxed|hybrid (tasks[39], the area of triangle OAB, gold 3 \sqrt{5}): the cross product (8, -10, 4), sqrt 180 / 2, and a Python check 6.708...; '\[ \boxed{3\sqrt{5}} \]' = gold (spaces only)
tl32rv:10|correct|boxed|hybrid (tasks[40], the curve's point at t = 2, gold (15,-29)): 8 + 7 and -12 - 12 - 5; 'Therefore, the answer is \(\boxed{(15, -29)}\).' = gold (spaces only)
tl32rv:11|correct|boxed|hybrid (tasks[41], z^85 + 1/z^85 with z + 1/z the golden ratio, gold -2): cos theta = (1 + sqrt 5)/4, theta = pi/5, e^{17 i pi} = -1; '\[\boxed{-2}.\]' = gold
tl32rv:12|correct|boxed|hybrid (tasks[42], 3/sqrt 27, gold \frac{\sqrt{3}}{3}): 1/sqrt 3 rationalised; 'The final answer is $\boxed{\frac{\sqrt{3}}{3}}$.' = gold
tl32rv:13|correct|boxed|hybrid (tasks[43], the minimum of x^4 + 4y^2 + 4z^4 with xyz = 2, gold 16): AM-GM on x^4, 2y^2, 2y^2, 4z^4 and the equality case (across the edge of pages 96000 and 112000); 'The minimum value is \(\boxed{16}\).' = gold
tl32rv:14|correct|final_answer_phrase|hybrid (tasks[44], 2/3 = 4/(x - 5), gold 11): 2(x - 5) = 12 and a check; 'Therefore, the final answer is $x = 11$.' then 'The solution is correct.' = gold ('$x = 11$' for '11')
tl32rv:15|correct|answer_colon|hybrid (tasks[45], Rosa's age, gold 49): 12k + 1 below 75 divisible by 7 (its division sign lost as '\ufffd'); 'Answer: Rosa is 49 years old.' = gold
tl32rv:16|correct|boxed|hybrid (tasks[46], f(2015, 2) for the recursive mod-5 function, gold 1): tables for i = 0-5, f(5, j) = 1 for all j, so 'for i >= 5 ... constant and equal to 1'; '\[ \boxed{1} \]' = gold
tl32rv:17|correct|boxed|hybrid (tasks[47], the squared determinant for distances 3, 4, 5, gold 144): twice the area 6 of the 3-4-5 triangle; 'The answer is $\boxed{144}$.' and 'Answer: $\boxed{144}$' = gold
tl32rv:18|wrong|prose_sentence|hybrid (tasks[48], the area of ENG with [ABC] = 144, gold 8): takes [AMN] = 144/3 (it is 4/9 of 144) and [ENG] = [AMN]/3; 'Therefore, the area of triangle ENG is 16.' (16, not the gold 8)
tl32rv:19|correct|prose_sentence|hybrid (tasks[49], three collinear points of the 3 x 3 grid, gold \frac{2}{21}): 8 lines of 84 sets; 'Therefore, the probability ... is \( \frac{2}{21} \).' = gold
tl32rv:20|wrong|final_answer_phrase|hybrid (tasks[50], the gecko's shortest path, gold 2\sqrt{113}): one unfolding 22 by 8, (1, 7) to (21, 1), sqrt 436 (across the edge of pages 112000 and 128000); 'Therefore, the answer is 2*sqrt(109) feet.' and 'The final answer is 2*sqrt(109) feet.' (2 sqrt 109, not the gold 2 sqrt 113)
tl32rv:21|correct|boxed|hybrid (tasks[51], x + y <= 4 in the 8 by 4 rectangle, gold \frac{1}{4}): 8 / 32; 'is \(\boxed{\frac{1}{4}}\).' = gold
tl32rv:22|wrong|boxed|hybrid (tasks[52], the maximum of angle APB with B three times as fast, gold 30^\circ): cos theta set up, then 'geometric insight' with no computation; 'Therefore, the maximum angle \(\angle APB\) is \(\boxed{45^\circ}\).' (45 degrees, not the gold 30 degrees)
tl32rv:23|correct|boxed|hybrid (tasks[53], a + b + c for 1/x + 5x^2 = 6x - 24, gold \frac65): 5x^3 - 6x^2 + 24x + 1 = 0 and Vieta; 'Therefore, the final answer is \(\boxed{\frac{6}{5}}\).' = gold ('\frac{6}{5}' for '\frac65')
tl32rv:24|wrong|prose_sentence|hybrid (tasks[54], the sum of the multiples of 7 between 100 and 200, gold 2107): counts (196 - 105)/7 = 13 terms (there are 14), 13/2 x 301 = 1956.5 rounded down; 'Therefore, the sum of all of the multiples of 7 between 100 and 200 is 1956.' (1956, not the gold 2107)
tl32rv:25|correct|boxed|hybrid (tasks[55], b + c for x^2 + 2.6x + 3.6 = (x + b)^2 + c, gold 3.21): b = 1.3, c = 1.91; 'is \(\boxed{3.21}\).' = gold
tl32rv:26|correct|answer_is|hybrid (tasks[56], the two consecutive even integers with product 288, gold 18): x^2 + 2x - 288 = 0, x = 16; 'The greater of the two integers is 18.' and 'Therefore, the answer is 18.' = gold
tl32rv:27|correct|boxed|hybrid (tasks[57], log_2 64, gold 6): 2^6 = 64; 'Therefore, the final answer is $\boxed{6}$.' = gold
tl32rv:28|correct|final_answer_phrase|hybrid (tasks[58], divisible by 2 and not by 3 in 1-100, gold \dfrac{17}{50}): 50 - 16 = 34 (across the edge of pages 128000 and 144000); 'The final answer is: 17/50.' = gold ('17/50' for '\dfrac{17}{50}')
tl32rv:29|correct|boxed|hybrid (tasks[59], the greatest (a + 1/b)(1/b - a), gold -\frac{35}{9}): 1/b^2 - a^2 at b = 3, a = -2; 'is \(\boxed{-\frac{35}{9}}\).' = gold
tl32rv:30|no_answer|truncated|hybrid (tasks[60], tan 100 + 4 sin 100, gold -\sqrt{3}): rewrites to -cos 10 (1 - 4 sin 10)/sin 10, then 'Use the identity \(\cos 10^\circ = \sin 80^\circ\)' / 'Simplify the expression' / 'Evaluate the expression ... This expression is not easily simplified further without numerical values.' repeated (steps 10-22, 8 'This expression is not easily simplified' in all) until cut at '(1 - 4 \sin 10': no value, no final answer
tl32rv:31|correct|prose_sentence|hybrid (tasks[61], the fraction of math books left, gold \frac{4}{9}): 8 / 18 (its division signs lost as '\ufffd'); 'Therefore, the fraction of the books remaining on the three shelves that are math books is 4/9.' = gold ('4/9' for '\frac{4}{9}')
tl32rv:32|correct|boxed|hybrid (tasks[62], angle BAC of the square and the regular heptagon, gold \frac{270}7\text{ degrees}): 900/7 - 90 and a Python check Fraction(270, 7); '\[ \boxed{\frac{270}{7}} \]' = gold ('\frac{270}{7}' for '\frac{270}7\text{ degrees}')
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
