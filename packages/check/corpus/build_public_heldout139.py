__doc__ = r"""Build public_heldout139.jsonl: a 139th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (the files' 'results' accuracy / correct_count blocks) were not
used to label: each completion was read, its final answer found and compared with the gold by hand.

62 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of two Qwen2.5-32B
files of thaotnguyen/thinking-llms-interp:
* tl32rf: hybrid/results/benchmark_results_qwen2.5-32b_math500_random-firing.json at 0c6c09b9
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B'; n_tasks 79; MATH-500
  problems), read on from where round 133 stopped: 7 consecutive pages 112000-208000, to the
  file's end at 216,540: tasks[51] (the car at 50 miles per hour, which round 133's last page cut
  at 'The answer is $1') to tasks[78] (the altitudes of triangle ABC), 28 records. The base_model
  and thinking_model strings of these tasks are empty (as rounds 130 and 133 found for tasks[0]-
  [50]); an empty completion repeats earlier rounds' empty completions and is not taken.
* tl32bo: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_bias-only.json at c7f345b7 (the
  one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 500; MATH-500 problems in test order from the first, the polar coordinates of (0,3)); one
  of the hybrid-2/results/ files round 75 listed and no round read (find_files on the repository
  under 'hybrid-2/results' lists benchmark_results_qwen2.5-14b_math500.json,
  benchmark_results_qwen2.5-32b_gsm8k.json, benchmark_results_qwen2.5-32b_math500_bias-only.json,
  benchmark_results_qwen2.5-32b_math500_random-vectors.json, detailed/hybrid_stats_*.json and PNG
  plots): 5 consecutive pages 0-64000 from the file's start, tasks[0]-[33], 34 records. Its
  base_model and thinking_model strings are empty too (not taken).

Method (rounds 76-133): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/rf_<offset>.txt, pages/bo_<offset>.txt); work/mk.py (round 133's, unchanged but for the
length of the last rf page) decoded each display form once into the page text (pages/*.page) and
checked its length: every page decodes to exactly 16,000 characters, and rf 208000, the file's
last page, to 8,540 (216,540 - 208,000). Two pastes failed the check at first (rf 176000 with a
doubled phrase, 16,030; rf 208000 pasted at the wrong escape level, 8,180) and were pasted again
until they passed. The page where round 133 stopped (rf 112000) was read again through read_file;
its paste is round 133's (/tmp/rounds/real133/pages, checked to 16,000 characters there and again
here) and was not typed a second time. As a further check both joined texts parse as JSON (the rf
text from its first whole task to the file's closing ']}', 35 tasks; the bo text from the file's
start to the last whole task, 34 tasks). Long loops were NOT retyped, in two ways:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@Uk@@unit@@/Uk@@, kept
once in place) and the marker @@Rk@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (work/mk.py tries every count 0-400 for
every marker, every pair on pages with two, and requires exactly one to give the page length);
(2) numbered loops: the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page, before decoding; the page-length check
then tests the whole page. Verbatim counts (further copies after the pasted one): rf 112000
round 133's two (18 and 29); rf 128000 the car hybrid '\n\nThe answer is $137\frac{1}{2}$
miles.' 82; rf 144000 the 8x = 1 (mod p) hybrid '\n\nStep by step answer:\n<its paragraph>' 14;
rf 160000 the same paragraph 2 and the tan A hybrid ' = \frac{2(2bc - (b^2 + c^2 - a^2))}{b^2 +
c^2 - a^2}' 38, the one pair that gives 16,000; rf 192000 the |w| hybrid's whole seven-step
solution 2; bo 32000 the 1 - 2 + 3 - ... - 100 hybrid's five steps and explanation 7; bo 48000 the
Denali hybrid '\n\nLet's re-evaluate the problem:\n\n<its restatement>' 11. Numbered range: rf
144000 the complex-solutions hybrid 'Step N: Use the fact that the equation is a transcendental
equation ...' for N = 8-23. The counts agree with the copies the records hold when counted by
script (tl32rf 0: 114 whole 'The answer is $137\frac{1}{2}$ miles.'; tl32rf 6: 17 'transcendental'
steps 8-24; tl32rf 7: 20 'The sum of all such primes is $2$.'; tl32rf 11: 40 copies of the
fraction; tl32rf 24: 4 'Therefore, $|w| = \dfrac{65}{169}$.'; tl32bo 16: 9 'Step 5: Therefore, the
answer is -50.'; tl32bo 22: 13 "Let's re-evaluate the problem:"). The pages were joined in file
order per file, so a completion crossing an edge is taken whole. Each record's `r` was cut out of
the joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; task numbers fixed from the first question met,
tasks[44] on rf 112000 and tasks[0] on bo 0; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped. The files write some characters as JSON escapes, which stay as
they are ('\u00b2', '\u03b8', '\u03c0' and the replacement character '\ufffd' where the models'
'\u00f7' and set symbols were lost: tl32bo 3, 7, 26).

Edges: the joined rf text starts inside tasks[43] and holds tasks[44]-[50], all taken by round
133: not taken again; it ends with the file. bo page 64000 ends inside tasks[34] hybrid_model (the
constant term of (10x^3 - 1/(2x^2))^5, at 'For the term to be constant, the exponent of \(x\)'): not
taken. Some completions are cut in the file itself (the loops, at the generation limit); they are
whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 24,796
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none of the 62 repeats an earlier round or another of this round; the 140 empty strings (70 a
file) were not taken. The records are numbered in file order per source (tl32rf 0-27, tl32bo
0-33).

Repositories (62 records): thaotnguyen/thinking-llms-interp 62 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 62 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
62 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 45, wrong 14, no_answer 3. Forms: boxed 33, prose_sentence 16, answer_is 8,
truncated 3, answer_colon 1, final_answer_phrase 1. 2 debatable (tl32rf 6, tl32bo 19).

Truths by source: tl32rf (28) 20 correct, 6 wrong (3, 9, 13, 18, 25, 26), 2 no_answer (6, 11);
tl32bo (34) 25 correct, 8 wrong (7, 9, 11, 14, 17, 24, 25, 26), 1 no_answer (22). Correct by the
loop convention: tl32rf 0, 7, 24, tl32bo 16; correct after flawed working: tl32rf 22, tl32bo 18,
21.

Selection (records as they come, in file order, not by how hard they look):
* tl32rf: benchmark_results_qwen2.5-32b_math500_random-firing.json at 0c6c09b9, pages
  112000-208000 joined (104,540 of 216,540 characters, to the file's end): tasks[51]-[78] hybrid.
* tl32bo: benchmark_results_qwen2.5-32b_math500_bias-only.json at c7f345b7, pages 0-64000 joined
  (80,000 of 1,244,371 characters): tasks[0]-[33] hybrid.
  Record number = place in file order.

Label conventions (rounds 72-133): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '137\frac{1}{2}' for '137 \frac{1}{2}', '\boxed{36} dollars' for '\$36', '(2, 12) \cup
(12, 102)' for '(2,12) \cup (12,102)', '106 degrees' for '106^\circ', '\dfrac{65}{169}' for
'\frac{5}{13}', '(3, \frac{\pi}{2})' for '\left( 3, \frac{\pi}{2} \right)', 'Evelyn' for
'\text{Evelyn}', '3\sqrt{13} units' for '3\sqrt{13}', '\boxed{5}' for 'x=5', '11\sqrt{2}' for
'11\sqrt2', '6 + 9i' for '6+9i'); labels are against the gold as given. Loop convention: a
response that states its answer and then repeats it (or its whole solution) until cut mid-copy is
labelled by the stated, never-contradicted value (correct by it: tl32rf 0, 7, 24, tl32bo 16). A
response that loops before stating any answer is no_answer (tl32rf 6, 11, tl32bo 22). Gold: MATH-
500's answer for the problem that opens with the record's question words, checked equal to the
file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b_math500_random-firing.json 112000 (round 133's
paste), 128000, 144000, 160000, 176000, 192000, 208000 (7 pages, to the file's end);
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_bias-only.json 0, 16000, 32000, 48000,
64000 (5 pages); and the find_files listing of hybrid-2/results. Nothing else was read.

Leads for a later round: the bias-only MATH-500 file from 64000 (re-read it: tasks[34] the
constant term of (10x^3 - 1/(2x^2))^5, hybrid cut there at 'the exponent of \(x\)'; tasks[34]-
[499] unread, about 1.16 MB, about seven hybrid answers a page, base and thinking strings empty;
its hybrid often errs on MATH-500, 8 of 34 wrong here, and sometimes loops a paragraph); the
random-firing MATH-500 file is now read to its end (tasks[0]-[78] all taken by rounds 130, 133
and 139); still unread in hybrid-2/results/: benchmark_results_qwen2.5-32b_math500_random-
vectors.json, benchmark_results_qwen2.5-32b_gsm8k.json and benchmark_results_qwen2.5-14b_math500
.json (check first whether their base and thinking strings are filled).

Usage: python build_public_heldout139.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout139.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32bo_source, tl32rf_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout139.jsonl"
SOURCE = "public_heldout139"


# thaotnguyen/thinking-llms-interp (tl32rf_source copied from build_public_heldout133.py,
# tl32bo_source in its shape); the pages this round joined
SOURCES = {
    "tl32rf": tl32rf_source(
        "pages 112000-208000 joined (104,540 of 216,540 characters, to the end)"
    ),
    "tl32bo": tl32bo_source("pages 0-64000 joined (80,000 of 1,244,371 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32rf:0|correct|answer_is|hybrid (tasks[51], the car at 50 miles per hour, gold 137 \frac{1}{2}): 50 x 11/4 = 550/4 = 275/2 = 137 1/2; 'Therefore, the car would travel $137\frac{1}{2}$ miles', then 'The answer is $137\frac{1}{2}$ miles.' (114 whole, across the edge of pages 112000 and 128000) until the string ends at 'The answer is $137\frac{1}{2}$ miles': its stated, never-contradicted 137 1/2 (loop convention) = gold
tl32rf:1|correct|boxed|hybrid (tasks[52], the magic square, gold 7): row sums 2n + 1 = 3n - 6 and 2n + 1 = 4n - 13; 'Therefore, the value of \( n \) is \(\boxed{7}\).' = gold
tl32rf:2|correct|boxed|hybrid (tasks[53], the product of logarithms, gold 3): telescoping ln 8 / ln 2; 'the value of the original expression is \(\boxed{3}\).' = gold
tl32rf:3|wrong|boxed|hybrid (tasks[54], the unfair die, gold 29): takes P(7) = 2pq + 4/36, solves 576p^2 - 192p + 5 = 0 with a rounded root, p = 439/1440; 'Therefore, the answer is $\boxed{1879}$.' (1879, not the gold 29)
tl32rf:4|correct|prose_sentence|hybrid (tasks[55], Jim and Martha, gold 200): 700 - 500; 'Therefore, Jim walks 200 feet less than Martha.' = gold
tl32rf:5|correct|prose_sentence|hybrid (tasks[56], B6 a square, gold 2): 16 and 36 (across the edge of pages 128000 and 144000); 'Therefore, the number of distinct possible values for B is 2.' = gold
tl32rf:6|no_answer|truncated|debatable: hybrid (tasks[57], the sum of the complex solutions, gold \frac{2}{1005}): 'Step 4: Use symmetry ... Therefore, the sum of the roots is zero.', then 'Step 5: ... so we need to find another approach.' and 'Step N: Use the fact that the equation is a transcendental equation ... so we need to find another approach.' (steps 8-24) until cut at 'Step 24: ... However': the 0 of step 4 is dropped as it goes on, no final answer (were the 0 read as its answer it would be wrong)
tl32rf:7|correct|prose_sentence|hybrid (tasks[58], the primes with no solution of 8x = 1 mod p, gold 2): gcd(8, p) != 1 so p = 2; 'The sum of all such primes is $2$.', then 'Step by step answer:' and the same paragraph (20 in all, across the edge of pages 144000 and 160000) until the string ends at 'Step by step answer:\n': its stated, never-contradicted 2 (loop convention) = gold
tl32rf:8|correct|final_answer_phrase|hybrid (tasks[59], 1/(1 + w) + 1/(1 + w^2), gold 1): numerator 1, denominator 1; 'Answer: 1', a check step, then 'Therefore, the final answer is 1.' = gold
tl32rf:9|wrong|boxed|hybrid (tasks[60], the product of (2k)^4 + 1/4 over (2k - 1)^4 + 1/4, gold 8n^2 + 4n + 1): a false factoring, then '\frac{(4n+1)(16n^2+1)}{(1)(16n^2-8n+1)}' and 'Therefore, the simplified expression is: \[ \boxed{4n+1}. \]' (4n + 1, not the gold 8n^2 + 4n + 1)
tl32rf:10|correct|boxed|hybrid (tasks[61], the terminating reciprocals, gold 202): 5 of 1005, 1/201; 'So, the final answer is: \[ \boxed{202} \]' = gold
tl32rf:11|no_answer|truncated|hybrid (tasks[62], tan A, gold \frac{8}{15}): sin A and cos A in terms of the sides, then at step 10 '= \frac{2(2bc - (b^2 + c^2 - a^2))}{b^2 + c^2 - a^2}' repeated (40 copies) until cut at '= \frac{2(2bc - (b^2 + c^2 - a^2))': no value for tan A, no final answer
tl32rf:12|correct|boxed|hybrid (tasks[63], sqrt(x + sqrt(3x + 6)) + sqrt(x - sqrt(3x + 6)) = 6, gold 10): 33x = 330 and a check (across the edge of pages 160000 and 176000); 'the solution to the equation is \( \boxed{10} \).' = gold
tl32rf:13|wrong|boxed|hybrid (tasks[64], the shortest route through A, B, C, D, gold 13): sums closed tours (returning to the start), least 19; 'The final answer is $\boxed{19}$.' (19, not the gold 13)
tl32rf:14|correct|prose_sentence|hybrid (tasks[65], the cube around the steel sphere, gold 216): side 6, 6^3; 'Therefore, the volume of the cube is 216 cubic inches.' = gold
tl32rf:15|correct|boxed|hybrid (tasks[66], 1 + 2 + ... + 12 mod 4, gold 2): 78 = 4 x 19 + 2 and a check; 'is \(\boxed{2}\).' = gold
tl32rf:16|correct|boxed|hybrid (tasks[67], the shirt at $14.40, gold \$36): 14.40 / 0.40; 'The original price of the shirt was $36.' and 'Therefore, the original price of the shirt was \(\boxed{36}\) dollars.' = gold ('36 dollars' for '\$36')
tl32rf:17|correct|boxed|hybrid (tasks[68], the minimum of |x - p| + |x - 15| + |x - p - 15|, gold 15): f(p) = 30 and f(15) = 15 (with a slip |p - 15| = 15); 'is $\boxed{15}.$' = gold
tl32rf:18|wrong|prose_sentence|hybrid (tasks[69], the least |a_{n-1}|, gold 14): root sets of product 33 only, least |a_{n-1}| 16; 'Therefore, the least possible value of $|a_{n-1}|$ is 16.' (16, not the gold 14)
tl32rf:19|correct|boxed|hybrid (tasks[70], Mr. Potato Head, gold 64): 4 x 2 x 1 x 2 x 2 x 2; 'Therefore, Tom can create \(\boxed{64}\) different wacky personalities' = gold
tl32rf:20|correct|answer_is|hybrid (tasks[71], the projection onto (2, 1) is zero, gold y = -2x): 2x + y = 0 (across the edge of pages 176000 and 192000); 'Therefore, the answer is $y = -2x$.' = gold
tl32rf:21|correct|boxed|hybrid (tasks[72], (sqrt 2 + sqrt 3)^3, gold 20): 11 sqrt 2 + 9 sqrt 3, c = 0; 'Therefore, the final answer is \(\boxed{20}\).' = gold
tl32rf:22|correct|boxed|hybrid (tasks[73], the area of S, gold \frac{1}{4}): checks x = +-1, then takes 'a triangle with vertices at (0, 2), (1/2, 1), and (0, 1)'; 'Therefore, the area of the graph of \(S\) is \(\boxed{\frac{1}{4}}\).' = gold (the final value is the gold; the working is flawed)
tl32rf:23|correct|boxed|hybrid (tasks[74], the domain of (2 - x)/log(2 - log(x - 2)), gold (2,12) \cup (12,102)): 2 < x < 102, x != 12; 'The final answer is \(\boxed{(2, 12) \cup (12, 102)}\).' = gold (spaces only)
tl32rf:24|correct|prose_sentence|hybrid (tasks[75], |w|, gold \frac{5}{13}): w = (63 + 16i)/169, |w| = sqrt(4225/28561); 'Therefore, $|w| = \dfrac{65}{169}$.', then its whole seven-step solution again (4 whole) until cut at '$w = \dfrac{(4+': its stated, never-contradicted 65/169 = 5/13 (loop convention) = gold ('\dfrac{65}{169}' for '\frac{5}{13}', equal in value, not reduced)
tl32rf:25|wrong|boxed|hybrid (tasks[76], the equiangular octagon, gold \frac{7}{2}): a negative area, then 3(1 + sqrt 2) three times, each 'This result is still incorrect' (across the edge of pages 192000 and 208000); '**Final Answer:** The area of the octagon is \(\boxed{2}\).' (2, not the gold 7/2)
tl32rf:26|wrong|boxed|hybrid (tasks[77], (a_9)^9, gold -1): x^2 - x + 1 = 0, takes (1 +- i sqrt 3)/2 as cube roots of unity, so 1; 'So, the final answer is: \[ \boxed{1} \]' (1, not the gold -1)
tl32rf:27|correct|prose_sentence|hybrid (tasks[78], angle AHB, gold 106^\circ): 180 - 74; 'Therefore, the measure of angle AHB is 106 degrees.' = gold ('106 degrees' for '106^\circ')
tl32bo:0|correct|answer_colon|hybrid (tasks[0], (0,3) in polar coordinates, gold \left( 3, \frac{\pi}{2} \right)): r = 3, theta = pi/2; 'Answer: $(3, \frac{\pi}{2})$' = gold (written differently)
tl32bo:1|correct|boxed|hybrid (tasks[1], the double sum of 1/(j + k)^3, gold p - q): sum of (n - 1)/n^3 = (p - 1) - (q - 1); 'So the final answer is: \[ \boxed{p - q}. \]' = gold
tl32bo:2|correct|boxed|hybrid (tasks[2], f(-2) + f(-1) + f(0), gold \frac{14}{3}): 2 + 5/3 + 1; 'is \(\boxed{\frac{14}{3}}\).' = gold
tl32bo:3|correct|answer_is|hybrid (tasks[3], the divisors of 196, gold 9): 2^2 x 7^2, 3 x 3; 'The answer is 9.' = gold
tl32bo:4|correct|answer_is|hybrid (tasks[4], the greatest average speed, gold \text{Evelyn}): 4.5 / 1.25 = 3.6 the highest; 'Therefore, the answer is Evelyn.' = gold
tl32bo:5|correct|prose_sentence|hybrid (tasks[5], the hexagon, gold 42): side 7, 6 x 7; 'Therefore, the perimeter of the regular hexagon is 42 inches.' = gold
tl32bo:6|correct|boxed|hybrid (tasks[6], the smallest cube that is a sum of three consecutive integers, gold 27): 3n = k^3, 8 + 9 + 10; 'The final answer is \(\boxed{27}\).' = gold
tl32bo:7|wrong|prose_sentence|hybrid (tasks[7], the angle between the lines, gold 90^\circ): direction vectors <3, 2, -2> and <1, -6, 3> (both wrong), dot product -15, 'about 120 degrees'; 'Therefore, the angle between the two lines is 120 degrees.' (120, not the gold 90)
tl32bo:8|correct|prose_sentence|hybrid (tasks[8], the distance between (2, -6) and (-4, 3), gold 3\sqrt{13}): sqrt 117 (across the edge of pages 0 and 16000); 'the distance between the points ... is \(3\sqrt{13}\) units.' = gold
tl32bo:9|wrong|boxed|hybrid (tasks[9], the values from inserting parentheses, gold 4): groups only the products, all 121; 'The final answer is \(\boxed{1}\).' (1, not the gold 4)
tl32bo:10|correct|answer_is|hybrid (tasks[10], the least multiple of 30 with digits 0 and 2, gold 2220): digit sum 6, ends in 0; 'The answer is 2220.' = gold
tl32bo:11|wrong|boxed|hybrid (tasks[11], p(8), gold \frac{3}{56}): q(x) = (x^2 - 1)p(x) - x with a guessed leading coefficient 1, 63p(8) = 5047; 'the value of \( p(8) \) is \( \boxed{\frac{5047}{63}} \).' (5047/63, not the gold 3/56)
tl32bo:12|correct|prose_sentence|hybrid (tasks[12], the proper divisors of 284, gold 284): 284 -> 220 -> 284; 'Therefore, the sum of the proper divisors of the sum of the proper divisors of 284 is 284.' = gold
tl32bo:13|correct|boxed|hybrid (tasks[13], the cylinder of volume 45 pi, gold 5): 45 / 9; 'Therefore, the height of the cylinder is \(\boxed{5}\) centimeters.' = gold
tl32bo:14|wrong|answer_is|hybrid (tasks[14], DE with sin D = 0.7, gold \sqrt{51}): takes EF/DE as sin D, 7 / 0.7 = 10; 'Therefore, the answer is 10.' (10, not the gold sqrt 51)
tl32bo:15|correct|boxed|hybrid (tasks[15], z rotated around c by pi/4, gold 6 - 5i): (1 - 3i)(1 + i) = 4 - 2i, + c, and a Python check; 'Thus, the final answer is \(\boxed{6 - 5i}\).' = gold
tl32bo:16|correct|answer_is|hybrid (tasks[16], 1 - 2 + 3 - ... - 100, gold -50): 50 pairs of -1 (across the edge of pages 16000 and 32000); 'Step 5: Therefore, the answer is -50.' and an explanation, then the whole solution again (9 whole) until cut at 'Each pair consists of a positive term': its stated, never-contradicted -50 (loop convention) = gold
tl32bo:17|wrong|boxed|hybrid (tasks[17], the smallest c in y = a sin(bx + c) + d, gold \pi): reads a minimum at x = 0, c = 3 pi/2; 'The final answer is \( \boxed{\frac{3\pi}{2}} \).' (3 pi/2, not the gold pi)
tl32bo:18|correct|boxed|hybrid (tasks[18], x with AB = BC, gold 28): (180 - 124)/2 in a confused triangle, 'corresponding angles'; 'Therefore, the number of degrees represented by $x$ is $\boxed{28}$.' = gold (the final value is the gold; the working is flawed)
tl32bo:19|correct|boxed|debatable: hybrid (tasks[19], the smallest a with x^3 + ax^2 + ax + 1 all real roots, gold 3): first a solution ending 'the smallest possible value of $a$ is $\boxed{2}.$', then an invented turn 'I don't understand why $a \ge 2$ ...' and a reply that rules a = 2 out (r = s = t = 0 contradicts rst = -1) and ends 'Thus, the smallest possible value of \( a \) is \( \boxed{3} \).': the last final answer, 3 = gold (the earlier \boxed{2} is revised, not a hedge)
tl32bo:20|correct|boxed|hybrid (tasks[20], (1 + 2i)6 - 3i, gold 6+9i): 6 + 12i - 3i; 'So, the final answer is \(6 + 9i\).' and 'is \(\boxed{6 + 9i}\).' = gold (spaces only)
tl32bo:21|correct|boxed|hybrid (tasks[21], the greatest integer below (sqrt 7 + sqrt 5)^6, gold 13535): x^6 + y^6 = 13536, y^6 < 1 ('Since $x^6$ is an integer' is a slip); 'is $\boxed{13535}.$', then a check ending 'is indeed $\boxed{13535}$.' = gold
tl32bo:22|no_answer|truncated|hybrid (tasks[22], Denali and Nate, gold 5): both scenarios set equal to the first ratio 4/3 give x = 0, then 'Let's re-evaluate the problem:' and a restatement of the problem (13 in all) until cut at 'This means we need to find \( x \': no value for x, no final answer
tl32bo:23|correct|boxed|hybrid (tasks[23], x = sqrt(11 - 2x) + 4, gold x=5): x = 1 or 5, 1 rejected; 'Therefore, the only solution is $x = 5$.' and 'The final answer is $\boxed{5}$.' = gold ('5' for 'x=5')
tl32bo:24|wrong|prose_sentence|hybrid (tasks[24], the minimal interest rate, gold 10): x^3 + x^2 + x >= 3.31 for x = 1 + r (the first deposit wrongly compounded), x = 1.05 'slightly greater'; 'Therefore, the minimal interest rate is $0.05$, or $5\%$.' (5, not the gold 10)
tl32bo:25|wrong|boxed|hybrid (tasks[25], the integers with f(n) = n, gold 1,-2): f(x) = -x^2/2 + 5x/2 - 1 from a wrong coefficient match; 'Therefore, the answer is $\boxed{1, 2}$.' (1, 2, not the gold 1, -2)
tl32bo:26|wrong|prose_sentence|hybrid (tasks[26], 7 people with Pierre, Rosa and Thomas apart, gold 144): a faulty inclusion-exclusion, 720 - 720 + 432; 'Therefore, the number of ways ... is 432.' (432, not the gold 144)
tl32bo:27|correct|prose_sentence|hybrid (tasks[27], the bake sale, gold 78): $18 + $40 + $35 - $15; 'The math club's profit from the bake sale is $78.' = gold
tl32bo:28|correct|answer_is|hybrid (tasks[28], 7 + 2i rotated by 90 degrees, gold -2 + 7i): multiplies by i; 'Therefore, the answer is -2 + 7i.' = gold
tl32bo:29|correct|prose_sentence|hybrid (tasks[29], the Greek battalions, gold 225): C(5, 4) x C(10, 8) = 5 x 45; 'Therefore, the total number of different battalions that can be sent is 225.' = gold
tl32bo:30|correct|boxed|hybrid (tasks[30], 6_8 x 7_8, gold 52_8): 42 = 5 x 8 + 2; 'in base 8 is \(\boxed{52_8}\).' = gold
tl32bo:31|correct|prose_sentence|hybrid (tasks[31], sqrt 242, gold 11\sqrt2): 2 x 11 x 11; 'Therefore, the simplified form of $\sqrt{242}$ is $11\sqrt{2}$.' = gold ('11\sqrt{2}' for '11\sqrt2')
tl32bo:32|correct|boxed|hybrid (tasks[32], 8 people with Pierre, Rosa and Thomas together, gold 720): 3! x 5!; 'is \(\boxed{720}\).' = gold
tl32bo:33|correct|boxed|hybrid (tasks[33], the eighth term of 125/9, 25/3, 5, 3, ..., gold \frac{243}{625}): (125/9)(3/5)^7 = 273375/703125, gcd 1125; 'is \(\boxed{\frac{243}{625}}\).' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
