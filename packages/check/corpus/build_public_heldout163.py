__doc__ = r"""Build public_heldout163.jsonl: a 163rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

45 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of the Qwen2.5-32B
random-vectors file of thaotnguyen/thinking-llms-interp (hybrid-2/results/), read on from where
round 157 stopped:
* tl32rv: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f
  (the one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 396; MATH-500 problems, not in test order), 9 consecutive pages 240000-368000: tasks[100]
  (the four distinct unit complex numbers with a + b + c + d = 0, gold 0, whose hybrid answer
  round 157's last page cut at '4. **Calculating ') to tasks[144] (A^27 + A^31 + A^40 for
  A = [[3, 7], [-1, -2]]), 45 records. Its base_model and thinking_model strings are empty (as
  rounds 139-157 found); not taken.

Method (rounds 76-157): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/rv_<offset>.txt); work/mk.py (round 157's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 9 pages decode to exactly 16,000
characters (none is the file's last page). The page where round 157 stopped (rv 240000) was read
again through read_file and found the same; its paste is round 157's (/tmp/rounds/real157/pages,
checked to 16,000 characters there and again here) and was not typed a second time. Every paste
passed the length check as first made. Long verbatim loops were NOT retyped: one copy of the loop
unit was pasted between markers (@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@
replaced by the unit a whole number of times, the number fixed by the page length (mk.py tries
every count 0-400 and requires exactly one to give 16,000):
rv 288000 U1 the milk answer's plan 'Step 1: Determine the amount of milk left after each mile.
... Step 7: Write the final answer in a complete sentence.\n\n', 15 further copies (16 whole
blocks on the page, then 'Step 1 ... Step 5' where the file's string ends), and U2 the digit-sum
answer's block 'Step 1: Simplify the fraction ... is $14$.\n\n', 3 further copies (4 whole blocks,
then 'Step 1 ... Step 4: Find the sum of the' at the page edge), the two counts solved together
and unique; rv 304000 U3 the Yann and Camille answer's block 'Step 1: Determine the number of
choices for Yann. ... refuse to order the same dish.\n\n', 6 further copies (7 whole blocks, then
'Step 1 ... Step 2: ... Since' at the page edge); rv 320000 U4 the same block, 7 further copies
(8 whole blocks after the tail of the block cut by the edge, where the file's string ends);
rv 336000 U5 the domain answer's line 'The answer is: $-4$.\n\n', 172 further copies (173 in all,
then 'The answer is: $-' where the file's string ends); rv 368000 U6 the investment answer's block
'Step 1: Determine the number of compounding periods. ... Answer: 43,473\n\n', 2 further copies
(3 whole blocks, then 'Step 1 ... compounded per year,' where the file's string ends). A
numbered loop was written with the display-level marker @@N<a>-<b>|<suffix>@@ (mk.py's, round
130): rv 352000 the distance answer's 'Step N: The distance between the origin and a point on the
graph of $y=\\frac{1}{2}x^2-9$ can be expressed as $a$.  Find $a^2$.\n\n' for N = 1-41 (then
'Step 42: ... expressed as $a$. ' where the file's string ends); the length check tests the whole
page. Every other page part, the shorter repeats included (the 240 x k answer's two copies, the
g(x) answer's blocks on rv 336000, the digit-sum blocks on rv 304000), was pasted whole. The
counts agree with the copies the records hold when counted by script (tl32rv 16: 18 'Step 1:
Determine the amount of milk'; tl32rv 19: 6 'is $14$.'; tl32rv 25: 16 'refuse to order the same
dish.'; tl32rv 34: 173 'The answer is: $-4$.'; tl32rv 37: 42 'Find $a^2$.'; tl32rv 38: 5 'Answer:
43,473'). The pages were joined in file order, so a completion crossing an edge is taken whole.
Each record's `r` was cut out of the joined page text by script (the JSON string body as the file
holds it between its field's opening quote and the next unescaped quote; task numbers fixed from
the first whole question met, tasks[92] ('$441+2(21)(19)+361=x$') on rv 240000; `enc` = `json`,
decoded once more by the build; work/extract.py), never retyped. The file writes some characters
as JSON escapes, which stay as they are ('\u00d7', '\u00b1', '\u03bb', '\u221a', and the
replacement character '\ufffd' where a character was lost: tl32rv 10, 30, 44).

Edges: the joined text starts inside tasks[91]'s hybrid answer and holds tasks[92]-[99], all
taken by round 157: not taken again; it ends inside tasks[145] hybrid_model (the unique odd t
with t + 2 the inverse of t modulo 23, gold 17, cut at '17^2 = 289 \'): not taken. Some
completions are cut in the file itself (the loops and tasks[135], at the generation limit); they
are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, about
26,700 distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py
checks again) and with the others of this round: none of the 45 repeats an earlier round or
another of this round, so none was dropped (a first run that numbered the tasks from rv 240000's
first question as tasks[100] found tasks[92]-[99] to be round 157's records, which is how the
numbering was checked); the 90 empty strings (base and thinking models of tasks[100]-[144]) were
not taken. The records are numbered in file order (tl32rv 0-44: tasks[100]-[144]).

Repositories (45 records): thaotnguyen/thinking-llms-interp 45 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 45 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
45 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 35, wrong 7, no_answer 3. Forms: boxed 24, prose_sentence 9, answer_colon 5,
answer_is 2, final_answer_phrase 2, truncated 3. 0 debatable.

Wrong: tl32rv 0, 15, 28, 36, 38, 41, 44; no_answer: tl32rv 16, 35, 37. Correct by the loop
convention: tl32rv 19, 25, 30, 34; correct after a rejected first value: tl32rv 10.

Selection (records as they come, in file order, not by how hard they look):
* tl32rv: benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f, pages
  240000-368000 joined (144,000 of 1,026,276 characters): tasks[100]-[144] hybrid.
  Record number = place in file order.

Label conventions (rounds 72-157): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (tl32rv 16: a plan of steps looped, never
carried out; tl32rv 37: the question restated as 42 numbered steps); equal in value but written
differently is correct (here '11111111100' for '11,\! 111,\! 111,\! 100', '\text{C}' for
'\text{(C)}', '$\boxed{30}$ degrees' for '30^\circ', '\frac{5}{9}' for '\frac 59', '288\pi' for
'288 \pi', '\left(\frac{3}{2}, -13\right)' for '\left( \frac{3}{2}, -13 \right)', '(-1, 6)' for
'(-1,6)', '6 Trinkets' for '6', 'A + B = 16' for '16'); a sentence answer is read for the quantity
asked; labels are against the gold as given. Loop convention: a response that states its answer
and then repeats it until cut (or to its end) is labelled by the stated, never-contradicted value
(correct by it: tl32rv 19, 25, 30, 34; wrong by it: tl32rv 38). A response that loops before
stating any answer is no_answer (tl32rv 16, 37). Gold: MATH-500's answer for the problem that opens
with the record's question words, checked equal to the file's own correct_answer (the build checks
both).

Pages read this round: thinking-llms-interp
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json 240000 (round 157's
paste, read again), 256000, 272000, 288000, 304000, 320000, 336000, 352000, 368000 (9 pages).
Nothing else was read.

Leads for a later round: the random-vectors MATH-500 file from 368000 (re-read it: tasks[145] the
unique odd t with t + 2 the inverse of t mod 23, gold 17, its hybrid answer cut at '17^2 = 289 \';
tasks[145]-[395] unread, about 0.66 MB, about five hybrid answers a page, base and thinking
strings empty; 7 of 45 wrong and 3 no_answer here, and it loops verbatim blocks and numbered
restatements: paste one unit between markers, @@N for numbered steps). Still unread in
hybrid-2/results/: benchmark_results_qwen2.5-32b_gsm8k.json (at 5e896d6f) and
benchmark_results_qwen2.5-14b_math500.json (at ecefbf89) (check first whether their base and
thinking strings are filled). The bias-only file from 240000 on is mostly the random-vectors texts
again (round 152): read it only with the repeats check on.

Usage: python build_public_heldout163.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout163.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32rv_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout163.jsonl"
SOURCE = "public_heldout163"


# thaotnguyen/thinking-llms-interp (tl32rv_source as in build_public_heldout157.py); the pages
# this round joined
SOURCES = {
    "tl32rv": tl32rv_source("pages 240000-368000 joined (144,000 of 1,026,276 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32rv:0|wrong|boxed|hybrid (tasks[100], the maximum of |(a + b)(a + c)(a + d)(b + c)(b + d)(c + d)| for four distinct unit complex numbers summing to 0, gold 0): tries the square and a 60-degree set, both giving 0 (across the edge of pages 240000 and 256000), then 'The maximum value is \( 16 \).' and 'The final answer is \( \boxed{16} \).' (16, not the gold 0)
tl32rv:1|correct|boxed|hybrid (tasks[101], A times (-13, 3, 4), gold \begin{pmatrix} -2 \\ -14 \\ -7 \end{pmatrix}): v3 = -v1 + 2 v2; '\boxed{\begin{pmatrix} -2 \\ -14 \\ -7 \end{pmatrix}}' = gold
tl32rv:2|correct|boxed|hybrid (tasks[102], (m, b) for the line through (8, -1) along (2, 3), gold \left( \frac{3}{2}, -13 \right)): y = 3x/2 - 13; '\[\boxed{\left(\frac{3}{2}, -13\right)}.\]' = gold
tl32rv:3|correct|answer_is|hybrid (tasks[103], Mikka's two-topping pizzas from 8, gold 28): C(8, 2); 'The answer is 28.' = gold
tl32rv:4|correct|boxed|hybrid (tasks[104], integers up to 100 divisible by 3, 4 and 5, gold 1): LCM 60; '$\boxed{1}.$', a check and 'Thus, the answer is \(\boxed{1}\).' = gold
tl32rv:5|correct|final_answer_phrase|hybrid (tasks[105], A + B with AB^3 = 912,673, gold 16): tries 95 and 96 (95^3 miscomputed as 902,500), 97^3 = 912,673; 'Final answer: A + B = 16' = gold
tl32rv:6|correct|boxed|hybrid (tasks[106], the shaded area of the twelve unit squares, gold 10): triangles 4 and 6; 'is \( \boxed{10} \) square units.' = gold
tl32rv:7|correct|prose_sentence|hybrid (tasks[107], 5^5/5^4 - 5^3 + 5^2 5^1, gold 5): 5 - 5^3 + 5^3; 'The final answer is $5$.' and last 'simplifies to the integer $5$.' = gold
tl32rv:8|correct|boxed|hybrid (tasks[108], Frank's correct answers, gold 56): x + y = 80, 5x - 2y = 232, a check; 'The answer is: \(\boxed{56}\)' = gold
tl32rv:9|correct|boxed|hybrid (tasks[109], the sum of F_{n+1}/(F_n F_{n+2}), gold 2): telescopes 1/F_n - 1/F_{n+2} (across the edge of pages 256000 and 272000), 1/F_1 + 1/F_2; '\[ \boxed{2}. \]' = gold
tl32rv:10|correct|prose_sentence|hybrid (tasks[110], the students taking physics, gold 110): first sets the union to 15, gets P = 0 and rejects it ('This result doesn't make sense'), then 345 = 3P + 15 (its union signs lost as '\ufffd'); last 'Therefore, the number of students taking physics is 110.' = gold
tl32rv:11|correct|answer_colon|hybrid (tasks[111], x^3 - 2x + 1 when x^2 - x - 1 = 0, gold 2): x^3 = 2x + 1; 'Answer: The value of $x^3 - 2x + 1$ is 2.' = gold
tl32rv:12|correct|prose_sentence|hybrid (tasks[112], 56 Drinkets in Trinkets, gold 6): 24 Blinkets; 'Therefore, the value of 56 Drinkets in Trinkets is 6 Trinkets.' = gold ('6 Trinkets' for '6')
tl32rv:13|correct|prose_sentence|hybrid (tasks[113], the smallest multiple of 450 written in zeroes and ones, gold 11,\! 111,\! 111,\! 100): nine 1s then 00; 'Thus, the smallest positive multiple of 450 whose digits are all zeroes and ones is 11111111100.' = gold ('11111111100' for '11,\! 111,\! 111,\! 100')
tl32rv:14|correct|boxed|hybrid (tasks[114], the midpoint of (-5, 5) and (3, 7), gold (-1,6)): '\boxed{(-1, 6)}' = gold
tl32rv:15|wrong|boxed|hybrid (tasks[115], the wheel and checkerboard's shaded square, gold \frac{1}{2}): lists 8 shaded squares at 1/18 each; 'is \(\boxed{\frac{4}{9}}\).' (4/9, not the gold 1/2)
tl32rv:16|no_answer|truncated|hybrid (tasks[116], Sam's milk after 3 miles, gold \frac{16}{27}): only a plan 'Step 1: Determine the amount of milk left ... Step 7: Write the final answer in a complete sentence.', never carried out, repeated (18 'Step 1: Determine the amount of milk' in all, across the edge of pages 272000 and 288000) until the string ends at 'Step 5': no value, no final answer
tl32rv:17|correct|prose_sentence|hybrid (tasks[117], the smallest k with 240k a perfect cube, gold 900): 2^2 3^2 5^2; 'Therefore, the smallest possible positive value of k is 900.', the question restated and the same steps and sentence again = gold
tl32rv:18|correct|answer_colon|hybrid (tasks[118], the area of triangle CDE with BD = 4BC, gold 54): ratio 3, 9 x 6; 'Answer: The area of triangle CDE is 54 square centimeters.' = gold
tl32rv:19|correct|prose_sentence|hybrid (tasks[119], the digit sum of 4321/(5^7 2^8), gold 14): 21605/10^8, 2 + 1 + 6 + 5; 'Therefore, the sum of the digits ... is $14$.' with its four steps repeated (6 'is $14$.' in all, across the edge of pages 288000 and 304000) until the string ends at '\frac{4321}{5^7\cdot2': its stated, never-contradicted 14 (loop convention) = gold
tl32rv:20|correct|boxed|hybrid (tasks[120], sin 20 sin 40 ... sin 160 degrees, gold \frac{9}{256}): the square of a quoted 3/16; 'is \(\boxed{\frac{9}{256}}\).' = gold
tl32rv:21|correct|boxed|hybrid (tasks[121], (3x-2)(4x+1)-(3x-2)4x+1 at x = 4, gold 11): 170 - 160 + 1; 'is $\boxed{11}$.' = gold
tl32rv:22|correct|final_answer_phrase|hybrid (tasks[122], 5 like balls in 2 like boxes, gold 3): 5+0, 4+1, 3+2; 'The final answer is 3.' = gold
tl32rv:23|correct|boxed|hybrid (tasks[123], the shape z = c in cylindrical coordinates, gold \text{(C)}): a plane; 'Thus, the correct option is \(\boxed{\text{C}}\).' = gold ('\text{C}' for '\text{(C)}')
tl32rv:24|correct|boxed|hybrid (tasks[124], the volume inside d_1^2 + d_2^2 + d_3^2 = 36, gold 288 \pi): x^2 + y^2 + z^2 = 36, (4/3) pi 6^3; '\boxed{288\pi}' = gold
tl32rv:25|correct|prose_sentence|hybrid (tasks[125], Yann and Camille's meals, gold 90): 10 x 9; 'Therefore, there are 90 different combinations of meals ...' with its three steps repeated (16 'refuse to order the same dish.' in all, across the edge of pages 304000 and 320000) to the string's end: its stated, never-contradicted 90 (loop convention) = gold
tl32rv:26|correct|boxed|hybrid (tasks[126], the maximum e with the sum 8 and the sum of squares 16, gold \frac{16}{5}): Cauchy-Schwarz, e(5e - 16) <= 0 and a check; 'is \( \boxed{\frac{16}{5}} \).' = gold
tl32rv:27|correct|boxed|hybrid (tasks[127], Chris's age, gold 10): A = 6, B = 2, C = 10; 'Thus, Chris is currently \(\boxed{10}\) years old.' = gold
tl32rv:28|wrong|boxed|hybrid (tasks[128], the sum of 1/(1 + omega^k) for omega^1997 = 1, gold \frac{1997}{2}): drops the k = 1997 term and pairs 1996 terms; '\boxed{998}.' (998, not the gold 1997/2)
tl32rv:29|correct|boxed|hybrid (tasks[129], the smallest angle between a and b with |a x b| = 7, gold 30^\circ): sin theta = 1/2; 'is $\boxed{30}$ degrees.' = gold ('$\boxed{30}$ degrees' for '30^\circ')
tl32rv:30|correct|prose_sentence|hybrid (tasks[130], the sum of the roots of g(x) = f(x + 5), gold 34): roots of f 5, 31, 13 (its square-root signs partly lost as '\ufffd'), shifted by -5 (across the edge of pages 320000 and 336000); 'Therefore, the sum of the roots of g(x) is 34.' twice, its steps repeated until the string ends at 'x = 31 and x = 13.': its stated, never-contradicted 34 (loop convention) = gold
tl32rv:31|correct|boxed|hybrid (tasks[131], 0.7... - 0.4... + 0.2..., gold \frac 59): 7/9 - 4/9 + 2/9; 'So, the final answer is \(\boxed{\frac{5}{9}}\).' = gold ('\frac{5}{9}' for '\frac 59')
tl32rv:32|correct|boxed|hybrid (tasks[132], 1/cos^2 10 + 1/sin^2 20 + 1/sin^2 40 degrees, gold 12): 3 + a quoted tan^2 identity 9; 'is \(\boxed{12}\).' = gold
tl32rv:33|correct|boxed|hybrid (tasks[133], x + y + z with xy = 24, xz = 48, yz = 72, gold 22): xyz = 288, 4, 6, 12; 'is \( \boxed{22} \).' = gold
tl32rv:34|correct|answer_is|hybrid (tasks[134], the x not in the domain of 1/(|x^2+3x-4|+|x^2+9x+20|), gold -4): both factors zero at x = -4; 'The final answer is: $x=-4$.' then 'The answer is: $-4$.' 173 times until the string ends at 'The answer is: $-': its stated, never-contradicted -4 (loop convention) = gold
tl32rv:35|no_answer|truncated|hybrid (tasks[135], the smallest a + b + c + d for the parallelograms of areas 18 and 72, gold 16): d = 3c, c^2 = 4.5 sqrt((a^2 + 1)(b^2 + 1)), tries pairs a, b (across the edge of pages 336000 and 352000) until cut after '\sqrt{52}': no final answer
tl32rv:36|wrong|boxed|hybrid (tasks[136], angle PQR with PT parallel to QR, gold 116): 3x = 180 - 128, x = 52/3; 'is $\boxed{17.33^\circ}$.' (17.33 degrees, not the gold 116)
tl32rv:37|no_answer|truncated|hybrid (tasks[137], a^2 for the smallest distance from the origin to y = x^2/2 - 9, gold 17): restates the question, then 'Step N: The distance between the origin and a point on the graph ... Find $a^2$.' for N = 1-41 and a cut 'Step 42' (42 'Find $a^2$.' in all): no value, no final answer
tl32rv:38|wrong|answer_colon|hybrid (tasks[138], $24,000 at 1 % every two months for five years, gold \$32,\!348): uses 0.12/6 = 2 % a period, 24000(1.02)^30; 'Answer: 43,473' with its five steps repeated (5 'Answer: 43,473' in all, across the edge of pages 352000 and 368000) until the string ends at 'compounded per year,' (43,473 by the loop convention, not the gold 32,348)
tl32rv:39|correct|prose_sentence|hybrid (tasks[139], the integer third side with sides 1 and 3, gold 3): 2 < x < 4; 'Therefore, the length of the third side is 3 units.' = gold
tl32rv:40|correct|answer_colon|hybrid (tasks[140], the sides of the convex polygon whose angles but one sum to 1070 degrees, gold 8): n < 8.944, x = 10; 'Answer: The convex polygon has 8 sides.' = gold
tl32rv:41|wrong|boxed|hybrid (tasks[141], the remainder of f(x) on division by x^2 - 1, gold -13x+3): f(1) = -11 and f(-1) = 11 (they are -10 and 16), a = -11, b = 0; 'The final answer is $\boxed{-11x}$.' (-11x, not the gold -13x + 3)
tl32rv:42|correct|boxed|hybrid (tasks[142], the meals twelve friends should order, gold 8): 12/1.5; 'So, the final answer is \(\boxed{8}\).' = gold
tl32rv:43|correct|boxed|hybrid (tasks[143], p(3)/p(4) for the quadratic with root 4 - sqrt 11, gold \frac{10}{11}): a(x^2 - 8x + 5), -10a/-11a and a check; 'The answer is: \boxed{\frac{10}{11}}' = gold
tl32rv:44|wrong|answer_colon|hybrid (tasks[144], A^27 + A^31 + A^40 for A = [[3, 7], [-1, -2]], gold \begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}): a diagonalisation plan with the characteristic polynomial lambda^2 - lambda - 1 (it is lambda^2 - lambda + 1), never computed; 'Answer: The final answer is \[\begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}\].' (the identity, not the gold minus the identity)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
