__doc__ = r"""Build public_heldout157.jsonl: a 157th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

37 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of the Qwen2.5-32B
random-vectors file of thaotnguyen/thinking-llms-interp (hybrid-2/results/), read on from where
round 152 stopped:
* tl32rv: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f
  (the one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 396; MATH-500 problems, not in test order), 7 consecutive pages 144000-240000: tasks[63]
  (the volume of a cone, gold 65, whose question round 152's last page cut at 'where $B$ is the
  area of the base and $h$') to tasks[99] (the remainder of (5x + 9)^611 + ... on division by
  x + 2), 37 records. Its base_model and thinking_model strings are empty (as rounds 139, 145 and
  152 found); not taken.

Method (rounds 76-152): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/rv_<offset>.txt); work/mk.py (round 152's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 7 pages decode to exactly 16,000
characters (none is the file's last page). The page where round 152 stopped (rv 144000) was read
again through read_file and found the same; its paste is round 152's (/tmp/rounds/real152/pages,
checked to 16,000 characters there and again here, its .page byte-identical to round 152's) and
was not typed a second time. Every paste passed the length check as first made. Long verbatim
loops were NOT retyped: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@,
kept once in place) and the marker @@R1@@ replaced by the unit a whole number of times, the number
fixed by the page length (mk.py tries every count 0-400 and requires exactly one to give 16,000):
rv 160000 the cone answer's block 'Step 1: Identify the given values in the problem. ... Step 5:
The final answer is 65 cubic units.\n\nTherefore, the volume of the cone is 65 cubic units.\n\n',
13 further copies (14 in all, then the next 'Step 1' paragraph, where the file's string ends);
rv 192000 the nested-root answer's block 'Step 1: Simplify the innermost expression, ... The final
answer is $$\frac{\sqrt{3}}{3}$$.\n\n', 9 further copies (10 in all, the whole answer); rv 224000
the (a, b) answer's block 'Step 1: Substitute the given value of $a$ ... The answer is $b = 0.$
\n\nThe point $(a, b)$ lies on the line ... what is the value of $b$?\n\n', 7 further copies (8 in
all, then 'Step 1: Substitute ... Substit', where the file's string ends). Every other page, loops
included (the 3 x n grid answer's 'Recheck calculations' paragraphs on rv 160000), was pasted
whole. The counts agree with the copies the records hold when counted by script (tl32rv 0: 14
'The final answer is 65 cubic units'; tl32rv 14: 10 'The final answer is $$'; tl32rv 24: 8 'The
answer is $b = 0.$'; tl32rv 1: 3 '### Recheck calculations'). The pages were joined in file order,
so a completion crossing an edge is taken whole. Each record's `r` was cut out of the joined page
text by script (the JSON string body as the file holds it between its field's opening quote and
the next unescaped quote; task numbers fixed from the first whole question met, tasks[59] (the
greatest (a + 1/b)(1/b - a)) on rv 144000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped. The file writes some characters as JSON escapes, which stay as
they are ('\u00d7', '\u2264', and the replacement character '\ufffd' where the model's '\u00f7'
was lost: tl32rv 8).

Edges: the joined text starts inside tasks[58]'s question and holds tasks[59]-[62], all taken by
round 152: not taken again; it ends inside tasks[100] hybrid_model (the four unit complex numbers
summing to 0, gold 0, cut at '4. **Calculating '): not taken. Some completions are cut in the file
itself (the loops and tasks[66], at the generation limit); they are whole records as the file
holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, about
26,200 distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py
checks again) and with the others of this round: none of the 37 repeats an earlier round or
another of this round, so none was dropped; the 84 empty strings (base and thinking models) were
not taken. The records are numbered in file order (tl32rv 0-36: tasks[63]-[99]).

Repositories (37 records): thaotnguyen/thinking-llms-interp 37 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 37 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
37 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 31, wrong 4, no_answer 2. Forms: boxed 18, prose_sentence 7, final_answer_phrase
4, answer_is 4, answer_colon 2, truncated 2. 0 debatable.

Wrong: tl32rv 10, 17, 22, 23; no_answer: tl32rv 1, 3. Correct by the loop convention: tl32rv 0,
14, 24; correct after a first wrong value corrected: tl32rv 29.

Selection (records as they come, in file order, not by how hard they look):
* tl32rv: benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f, pages
  144000-240000 joined (112,000 of 1,026,276 characters): tasks[63]-[99] hybrid.
  Record number = place in file order.

Label conventions (rounds 72-152): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all or one whose only value it rejects (tl32rv
1: n = 77/8, 'Since n must be an integer, there might be an error'); equal in value but written
differently is correct (here '0.0000672' for '.0000672', '10080' for '10,\!080', '$$\frac{\sqrt{3}}
{3}$$' for '\frac{\sqrt{3}}{3}', '$b = 0.$' for '0', '40 daps' for '40', '$350$' for '350', 'x =
1600' for '1600'); a sentence answer is read for the quantity asked ('Hillary has 7 nickels and 4
dimes': 7 nickels); labels are against the gold as given. Loop convention: a response that states
its answer and then repeats it until cut (or to its end) is labelled by the stated,
never-contradicted value (correct by it: tl32rv 0, 14, 24). A response that loops before stating
any answer is no_answer (tl32rv 1). Gold: MATH-500's answer for the problem that opens with the
record's question words, checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json 144000 (round 152's
paste, read again), 160000, 176000, 192000, 208000, 224000, 240000 (7 pages). Nothing else was
read.

Leads for a later round: the random-vectors MATH-500 file from 240000 (re-read it: tasks[100] the
four unit complex numbers a + b + c + d = 0, gold 0, its hybrid answer cut at '4. **Calculating ';
tasks[100]-[395] unread, about 0.79 MB, about six hybrid answers a page, base and thinking strings
empty; 4 of 37 wrong and 2 no_answer here, and it loops verbatim blocks: paste one unit between
markers). Still unread in hybrid-2/results/: benchmark_results_qwen2.5-32b_gsm8k.json (at
5e896d6f) and benchmark_results_qwen2.5-14b_math500.json (at ecefbf89) (check first whether their
base and thinking strings are filled). The bias-only file from 240000 on is mostly the
random-vectors texts again (round 152): read it only with the repeats check on.

Usage: python build_public_heldout157.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout157.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32rv_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout157.jsonl"
SOURCE = "public_heldout157"


# thaotnguyen/thinking-llms-interp (tl32rv_source as in build_public_heldout152.py); the pages
# this round joined
SOURCES = {
    "tl32rv": tl32rv_source("pages 144000-240000 joined (112,000 of 1,026,276 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32rv:0|correct|final_answer_phrase|hybrid (tasks[63], the cone's volume with B = 30 and h = 6.5, gold 65): 'Step 4: The volume of the cone is 65 cubic units.', 'Step 5: The final answer is 65 cubic units.' and 'Therefore, the volume of the cone is 65 cubic units.', the five steps repeated (14 'The final answer is 65 cubic units' in all, across the edge of pages 144000 and 160000) until the string ends after a further 'Step 1': its stated, never-contradicted 65 (loop convention) = gold ('65 cubic units' for '65')
tl32rv:1|no_answer|truncated|hybrid (tasks[64], n for 70 squares on the 3 x n grid, gold 19): counts 5n - 3, 2n - 2 and n - 2 squares, 8n - 7 = 70, n = 77/8, 'Since n must be an integer, there might be an error in the problem statement or our calculations' and repeats the recheck (3 '### Recheck calculations' in all) until cut at '- Each': the only value rejected, no final answer
tl32rv:2|correct|answer_colon|hybrid (tasks[65], the area of the 5-5-6 triangle, gold 12): height 4, (6 x 4)/2 (across the edge of pages 160000 and 176000); 'Answer: The number of square units in the area of a triangle whose sides measure 5, 5, and 6 units is 12.' = gold
tl32rv:3|no_answer|truncated|hybrid (tasks[66], the product of the y-coordinates for y = x^2 - 8 and y^2 = -5x + 44, gold 1736): roots -1, -4 and (5 +- sqrt 5)/2, y = -7, 8, (-1 + 5 sqrt 5)/2, then cut in the fourth y at '\frac{30 - 10\sqrt{5} - 32': no product, no final answer
tl32rv:4|correct|boxed|hybrid (tasks[67], Louis's 1/5 and Jack's 2/3 of the pie, gold \frac{13}{15}): 3/15 + 10/15; 'Therefore, the answer is $\boxed{\frac{13}{15}}$.' = gold
tl32rv:5|correct|prose_sentence|hybrid (tasks[68], the sixth term with a_4 = 200 and a_8 = 500, gold 350): d = 75, a = -25; 'Therefore, the sixth term of the arithmetic sequence is $350$.' = gold
tl32rv:6|correct|prose_sentence|hybrid (tasks[69], the smallest a for the series 4 + 12/a + ... with a square sum, gold 4): a = 3k^2/(k^2 - 4), k = 4; 'Therefore, the smallest possible value of $a$ is $4$.' = gold
tl32rv:7|correct|boxed|hybrid (tasks[70], the y-intercepts of x = y^2 - 4y - 1, gold 2): y = 2 +- sqrt 5; 'has $\boxed{2}$ $y$-intercepts.' = gold
tl32rv:8|correct|answer_colon|hybrid (tasks[71], the smallest |m - n| with 3m + 4n = 100, gold 3): n = 3k + 1, m = 32 - 4k, |31 - 7k| at k = 4, m = 16, n = 13 (its division signs lost as '\ufffd'); 'The smallest possible value of |m - n| is 3.' and 'Answer: 3' = gold
tl32rv:9|correct|boxed|hybrid (tasks[72], 21/(2^2 5^7) as a decimal, gold .0000672): 672/10^7; 'is \(\boxed{0.0000672}\).' = gold ('0.0000672' for '.0000672')
tl32rv:10|wrong|boxed|hybrid (tasks[73], the smallest angle of triangle PQS, gold 30^\circ): takes P, Q, R, S as a square (across the edge of pages 176000 and 192000); 'is \(\boxed{45}\).' (45, not the gold 30 degrees)
tl32rv:11|correct|boxed|hybrid (tasks[74], the square root of 10 x 15 x 24, gold 60): sqrt 3600 and a check; 'is $\boxed{60}$.' = gold
tl32rv:12|correct|boxed|hybrid (tasks[75], the plane through (0,-1,-1), (-4,4,4), (4,5,1), gold 5x - 7y + 11z + 4 = 0): normal (-20, 28, -44), D = -16, times -1 and divided by 4; 'is \(\boxed{5x - 7y + 11z + 4 = 0}\).' = gold
tl32rv:13|correct|answer_is|hybrid (tasks[76], two-digit factors of both 100 and 150, gold 3): 10, 25, 50; 'Therefore, the answer is 3.' and 'The answer is 3.' = gold
tl32rv:14|correct|final_answer_phrase|hybrid (tasks[77], sqrt(cbrt(sqrt(1/729))) with a rational denominator, gold \frac{\sqrt{3}}{3}): 1/27, 1/3, sqrt(1/3); 'The final answer is $$\frac{\sqrt{3}}{3}$$.' with its three steps repeated, 10 copies in all (the whole answer, on page 192000): its stated, never-contradicted value (loop convention) = gold
tl32rv:15|correct|final_answer_phrase|hybrid (tasks[78], Baker Middle School with 834 taking music, gold 1251): 834 x 3/2; 'Final answer: There are 1251 students at Baker Middle School.' = gold
tl32rv:16|correct|boxed|hybrid (tasks[79], a + b + c for sqrt 2 + 1/sqrt 2 + sqrt 3 + 1/sqrt 3, gold 23): (9 sqrt 2 + 8 sqrt 3)/6 (across the edge of pages 192000 and 208000); 'Therefore, the final answer is \(\boxed{23}\).' = gold
tl32rv:17|wrong|boxed|hybrid (tasks[80], the set of values of c/a + a/(b + c) + b/c, gold (2,\infty)): takes a = b = c as the minimum 5/2; 'is \( \boxed{[\frac{5}{2}, \infty)} \).' ([5/2, oo), not the gold (2, oo))
tl32rv:18|correct|prose_sentence|hybrid (tasks[81], k with (3^k)^6 = 3^6, gold 1): 6k = 6 and a check; 'Therefore, the value of $k$ is 1.' = gold
tl32rv:19|correct|boxed|hybrid (tasks[82], n > 1 with 2^24 a perfect n-th power, gold 7): the divisors 2, 3, 4, 6, 8, 12, 24; 'is \(\boxed{7}\).' = gold
tl32rv:20|correct|prose_sentence|hybrid (tasks[83], Hillary's nickels, gold 7): D + N = 11, 10D + 5N = 75; 'Step 13: Therefore, Hillary has 7 nickels and 4 dimes.' = gold (read for the nickels asked: 7)
tl32rv:21|correct|boxed|hybrid (tasks[84], the largest x where f and g intersect, gold 6): -x^3 + 5x^2 + 8x - 12 = 0, roots 1, -2, 6; 'intersect is \( \boxed{6} \).' = gold
tl32rv:22|wrong|boxed|hybrid (tasks[85], the rope saved by one rope HP, gold 160): h = 30 sqrt 11, puts P at O (not on CD) and takes 280 - h (across the edge of pages 208000 and 224000); '\boxed{180.5013}' (180.5013, not the gold 160)
tl32rv:23|wrong|prose_sentence|hybrid (tasks[86], Paul and Jesse's sum even, gold \frac{13}{18}): counts only both odd, (5/6)^2 (both choosing 2 also gives an even sum); 'Therefore, the probability that the sum of the numbers they choose is even is 25/36.' (25/36, not the gold 13/18)
tl32rv:24|correct|answer_is|hybrid (tasks[87], b for (4, b) on 3x + 2y = 12, gold 0): 12 + 2y = 12; 'The answer is $b = 0.$', then the question restated and the three steps repeated (8 'The answer is $b = 0.$' in all) until the string ends at 'Substit': its stated, never-contradicted 0 (loop convention) = gold ('$b = 0.$' for '0')
tl32rv:25|correct|boxed|hybrid (tasks[88], the median QM with PQ = QR = 34 and PR = 32, gold 30): the median formula, sqrt 900; '\[\n\boxed{30}\n\]' = gold
tl32rv:26|correct|boxed|hybrid (tasks[89], the possible rational roots of 2x^4 + ... + 1, gold 4): +-1, +-1/2; 'is \(\boxed{4}\).' = gold
tl32rv:27|correct|boxed|hybrid (tasks[90], the maximum of (x - y)/(x^4 + y^4 + 6), gold \frac{1}{4}): x = -y, x/(x^4 + 3) at x = 1; 'The answer is: \(\boxed{\frac{1}{4}}\)' twice = gold
tl32rv:28|correct|boxed|hybrid (tasks[91], p(0) + p(4) for the monic quartic with roots 1, 2, 3, gold 24): 6r + 6(4 - r) (across the edge of pages 224000 and 240000); 'Therefore, the answer is $\boxed{24}$.' = gold
tl32rv:29|correct|answer_is|hybrid (tasks[92], 441 + 2(21)(19) + 361, gold 1600): first writes '$x=1624$' (2(411)), then 'Is this correct?', recomputes 2 x 399 = 798 and names the slip; last 'Therefore, the correct answer is:\n\[ x = 1600 \]' = gold (the last final answer counts)
tl32rv:30|correct|final_answer_phrase|hybrid (tasks[93], integers x with x^3 dividing 10!, gold 6): 2^8 3^4 5^2 7, a <= 2, b <= 1, 3 x 2; 'Step 8: Final answer\nThe number of possible integer values of x is 6.' = gold
tl32rv:31|correct|prose_sentence|hybrid (tasks[94], 6 girls and 2 boys with the boys together, gold 10,\!080): 7! x 2!; '... is 10080.' = gold ('10080' for '10,\!080')
tl32rv:32|correct|prose_sentence|hybrid (tasks[95], x with mean 9 of 7, 2, x, 10, gold 17): 36 - 19; 'Therefore, the value of x is 17.' = gold
tl32rv:33|correct|answer_is|hybrid (tasks[96], daps for 42 baps, gold 40): 42 baps = 70 yaps = 40 daps; 'Answer: 40 daps' and last 'The answer is 40 daps.' = gold ('40 daps' for '40')
tl32rv:34|correct|boxed|hybrid (tasks[97], the sum of N < 50 with N = 5 mod 8 and 3 mod 6, gold 66): N = 24m + 21, 21 and 45; 'is \(\boxed{66}\).' = gold
tl32rv:35|correct|boxed|hybrid (tasks[98], Alice's winning probability, gold \frac{2}{3}): P = 1/2 + P/4; 'Final answer: \(\boxed{\frac{2}{3}}\)' = gold
tl32rv:36|correct|boxed|hybrid (tasks[99], the remainder of (5x + 9)^611 + (x + 5)^11 + (x - 1)^11 + 3x^2 + 1 by x + 2, gold 12): P(-2) = -1 + 3^11 - 3^11 + 12 + 1; 'is \(\boxed{12}\).' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
