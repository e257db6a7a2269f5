__doc__ = r"""Build public_heldout122.jsonl: a 122nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

42 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111 and 116 read, continuing where round 116 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 12 consecutive pages 1696000-1872000 (page 1696000 read
  again: round 116 read it), tasks[138] hybrid (the quadratics, which round 116 left cut),
  tasks[139]-[151] all three models and tasks[152] base and thinking: 42 records (MATH-500).

Method (rounds 76-116): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
1696000 was read again this session; its text (opening, ending, tasks[138] base, thinking and the
hybrid's opening) is the same as round 116's paste of it (/tmp/rounds/real116/pages/
q14_1696000.txt), which was taken over as this round's paste file and decodes to the same 16,000
characters (byte-identical .page file). Each paste was written while reading the page and checked
against it as it was written; one slip was caught by the length check (page 1824000, the
degree thinking model's 'So, each term is a quadratic divided by a constant, which means each term
is still a quadratic polynomial.' first pasted shortened) and pasted again from the page.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the page text): 1696000 (round 116's) equation hybrid five-step block 2 (1311);
1712000 range hybrid '\n\n**Final Answer**:\nThe range of the function ... is
\(\boxed{(-\infty, 0]}\).' 11 (157); 1744000 the 84 thinking line 'Wait, maybe I can use 2, 3, 4,
and 7, but that's 168, which is too much. So, that's not helpful.\n\n' 16 (100) and the 84 hybrid
solution block '\n\nTo find the least possible sum ... \(\boxed{20}\)' 2 (1386); 1760000 the @
hybrid block '\n\nTo ensure accuracy, ... Therefore, the final answer is \(\boxed{49}\).' 1 (1440);
1776000 inequality hybrid block '\n\nTo solve the inequality ... \boxed{(5, \infty)}.' 4 (1071);
1792000 unicycle hybrid line '\n\nFinal answer: The unicycle's speed is 12\u03c0 inches per
second.' 96 (69) and reflection hybrid sentence pair ' To verify, ... Therefore, the resulting
point is (2,4).' 6 (334); 1808000 the same reflection pair 14 (334); 1824000 the 2009 hybrid block
'\n\nHowever, upon re-evaluating the problem, ... \(\boxed{7}\).' 1 (971) and the AB + B hybrid
solution block 1 (1433); 1840000 degree hybrid block '\n\nHowever, there seems to be a
contradiction in the reasoning. Let's re-examine ... \(\boxed{0}\).' 2 (1028); 1856000 fraction
hybrid block '\n\nAlternatively, I can also simplify ... The final answer is
\(\boxed{\frac{11+9a}{20}}\).' 3 (1196) and absolute-value hybrid block 'But the problem statement
says the answer is 16. ... is -128.\n\n' 0 (1390); 1872000 the same absolute-value block 0 (1390)
and trig hybrid block '\n\nTo solve the problem, we can use the following steps: ... In summary,
the answer is \(\boxed{\frac{24}{25}}\).' 1 (1599). Where a page held two markers the length fixed
both counts (one solution in 0-400 each), and every count is borne out by reading (the 84 hybrid's
3 whole 'To find' copies, the 2009 block's 2 and the AB + B block's 2 whole copies on 1824000, the
inequality hybrid's 5 whole copies, the trig hybrid's 2 whole 'To solve the problem' copies). The
pages were joined in file order, so a completion crossing an edge is taken whole. Each record's
`r` was cut out of the joined page text by script (the JSON string body as the file holds it
between its field's opening quote and the next unescaped quote; `enc` = `json`, decoded once more
by the build; work/extract.py), never retyped.

Edges: page 1696000 opens inside tasks[137] thinking_model (\sqrt{2x}/\sqrt{3x-1} = 3/2) and holds
tasks[137] hybrid and tasks[138] base and thinking, round 116's records: not taken; tasks[138]
hybrid_model, which round 116 left cut, is taken whole across pages 1696000-1712000. Page 1872000
ends inside tasks[152] hybrid_model (the angle RPS, in its third 'To solve the problem' copy at
'\cos \angle RPQ = \sqrt{1 - \left(\frac{7}{25}\right)^2} ='): not taken (tasks[152] base and
thinking are taken). Every other completion on the pages read is taken. Many completions are cut
in the file itself (the stored text ends mid-word: the hybrids' loops, and the R1-Distill thinking
of tasks[140], [141], [143], [147], [149], [152]); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 23,340
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-41).

Repositories (42 records): thaotnguyen/thinking-llms-interp 42 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 42 (MATH-500). Prompt format: long_cot 42 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 26, wrong 10, no_answer 6. Forms: boxed 22 (17 correct, 5 wrong), prose_sentence
10 (7 correct, 3 wrong), truncated 6, answer_is 2, final_answer_phrase 2. 1 debatable (tl14m 0).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 14) 8 correct (1 range, 10 @ 49 (its box
followed by a pasted 'You are an AI assistant ...' line), 16 (5, ∞), 19 12π, 22 (2,4), 31 degree
0, 34 (11+9a)/20, 37 -128), 6 wrong (4 tetrahedron 5√3/2, 7 the 84 sum 16, 13 mod 9 6, 25 2009 a =
49, 28 AB + B 15, 40 cos RPS 24/25); thinking_model (R1-Distill-Qwen-14B, 14) 8 correct (2 range,
11 @ 49 by its **Final Answer** box, summary cut, 17 (5, \infty), 20 12\pi, 23 (2,\ 4), 29 AB + B
12 by its **Final Answer** box, summary cut, 35 \dfrac{9a + 11}{20}, 38 -128), 6 no_answer (5
tetrahedron, 8 the 84 sum looping one line, 14 mod 9, 26 2009, 32 degree, 41 cos RPS: each cut
inside its thinking, several after their working reached the gold); hybrid_model (14) 10 correct
(3 range, 12 @ 49, 15 mod 9 3, 18 (5, \infty), 21 12π, 24 (2,4), 30 AB + B 12, 33 degree 0 after a
first \boxed{2}, 36 (11+9a)/20, 39 -128: most repeating their answer or whole solution until cut),
4 wrong (0 quadratics 2 (debatable), 6 tetrahedron 3\sqrt{3}, 9 the 84 sum 20, 27 2009 a = 7).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1696000-1872000 joined
  (192,000 of 3,995,770 characters): tasks[138] hybrid (the quadratics whose roots map by c ->
  c^2 - 2), tasks[139]-[151] base, thinking, hybrid (the range of \log_2(\sqrt{\sin x}), the
  tetrahedron cut halfway between AB and CD, the least sum of distinct integers with product 84,
  the operation @, 1 + 12 + ... + 12345678 modulo 9, 1/(x - 5) > 0, Charlie's unicycle, the point
  (0,0) reflected over x = 1 and y = 2, the geometric sequence a, b, 2009, 10x^2 - x - 24 =
  (Ax - 8)(Bx + 3), the degree of the Lagrange sum, (4 + 6a)/5 - (1 + 3a)/4, |x - 4| - 10 = 2) and
  tasks[152] base and thinking (\cos \angle RPS from \sin \angle RPQ = 7/25).
  Record number = place in file order.

Label conventions (rounds 72-116): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '(5, ∞)' and '\boxed{(5, \infty)}' for '(5,\infty)', '12π inches per second' and
'\boxed{12\pi}' for '12\pi', '\boxed{(2,\ 4)}' for '(2,4)', '\boxed{\dfrac{9a + 11}{20}}' for
'\frac{11+9a}{20}', '$(-\infty, 0]$' for '(-\infty, 0]'); labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution)
verbatim until cut mid-copy is labelled by the stated, never-contradicted value (correct by it:
tl14m 3, 12, 18, 21, 24, 30, 33, 36, 39; wrong by it: tl14m 6, 9, 27, and 0, debatable). R1 rule:
an R1-Distill answer cut inside its thinking, before '</think>' and before a **Final Answer** line,
is no_answer even where its working has reached a value (tl14m 8: 'The sum is 4 + 3 + 7 = 14.' in
its working, then a looped line; tl14m 14: '120, which is 3 mod 9'; tl14m 26: 'a = 41, b = 287';
tl14m 41: 'Therefore, the answer is -24/25.'; tl14m 5, 32); one whose **Final Answer** line closes
its thinking and whose summary after '</think>' is cut is labelled by that line (tl14m 11, 29).
Debatable: tl14m 0 (its box 2, a re-factorisation ending 'Thus, there are two distinct quadratic
equations', then 'However, upon further reflection, it appears that the factorization might not
be correct. Let's recheck ...' verbatim as before, cut: read as its stated 2; no_answer would fit
if that last sentence is read as retracting it). Gold: MATH = MATH-500's answer for the problem
that opens with the record's question words, checked equal to the file's own correct_answer (the
build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
1696000 (read again), 1712000, 1728000, 1744000, 1760000, 1776000, 1792000, 1808000, 1824000,
1840000, 1856000, 1872000 (12 pages). Nothing else was read.

Leads for a later round: the 14B MATH-500 file from 1872000 (re-read it: tasks[152] the angle RPS,
hybrid model cut there in its third 'To solve the problem' copy at '\cos \angle RPQ =
\sqrt{1 - \left(\frac{7}{25}\right)^2} ='; tasks[152] hybrid and tasks[153]-[331] unread), about
one task a page (its hybrids repeat their answer, a block or their whole solution until cut; its
thinking models are often cut inside their thinking), three records a page.

Usage: python build_public_heldout122.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout122.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout122.jsonl"
SOURCE = "public_heldout122"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 1696000-1872000 joined (192,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|wrong|prose_sentence|debatable: hybrid (tasks[138], the quadratics x^2 + ax + b with c^2 - 2 a root, gold 6): factors c^4 - 4c^2 - c + 2 wrongly, 'The number of such quadratic equations is \(\boxed{2}\).', then 'However, upon re-evaluation, it appears that the factorization might not be correct. Let's recheck ...', (c^2 + c - 1)(c^2 - c - 2) and 'Thus, there are two distinct quadratic equations that satisfy the given condition.' (across the edge of pages 1696000 and 1712000), then the same recheck opening verbatim, cut at 'two quadratics': read as its stated 2 (gold 6; loop convention); no_answer would fit if 'might not be correct' is read as retracting it
tl14m:1|correct|prose_sentence|base model (tasks[139], the range of \log_2(\sqrt{\sin x}), gold (-\infty, 0]): 0 < \sin x <= 1; 'Therefore, the range of the function ... is $(-\infty, 0]$.' = gold
tl14m:2|correct|boxed|R1-Distill: (1/2)\log_2(\sin x) with \sin x in (0, 1]; after </think> 'Therefore, the range of the function is \(\boxed{(-\infty, 0]}\).' = gold
tl14m:3|correct|boxed|hybrid: 'Therefore, the range of the function is \(\boxed{(-\infty, 0]}\).', an explanation and a step-by-step answer with the same box, then '**Final Answer**: ... is \(\boxed{(-\infty, 0]}\).' verbatim (12 whole after the step-by-step answer) until cut at '\(\boxed{(-\': its stated, never-contradicted (-\infty, 0] (loop convention) = gold
tl14m:4|wrong|prose_sentence|base model (tasks[140], the tetrahedron cut halfway between AB and CD, gold 1+2\sqrt{3}): a smaller tetrahedron of side 1 and a frustum; 'The surface area of one of the pieces is ... $\sqrt{3} + \frac{3\sqrt{3}}{2} = \frac{5\sqrt{3}}{2}$.' (gold 1+2\sqrt{3})
tl14m:5|no_answer|truncated|R1-Distill: the cross-section a parallelogram, which faces the plane meets; its stored thinking is cut at 'but it' (no </think>; R1 rule)
tl14m:6|wrong|boxed|hybrid: a smaller tetrahedron of side 1, 4\sqrt{3} - \sqrt{3}; 'Therefore, the surface area of one of the pieces is $\boxed{3\sqrt{3}}$.', then 'the initial approach was incorrect' and twice more 'the correct surface area of one of the pieces is $\boxed{3\sqrt{3}}$. However, to ensure accuracy, a more detailed geometric analysis is recommended.', then its first solution again verbatim (across the edge of pages 1728000 and 1744000) until cut at 'with side length': its last stated 3\sqrt{3} (gold 1+2\sqrt{3}; loop convention)
tl14m:7|wrong|prose_sentence|base model (tasks[141], the least sum of distinct integers with product 84, gold 14): 1 x 2 x 6 x 7 = 84; '1 + 2 + 6 + 7 = 16 / So, the least possible sum of the distinct positive integers whose product is 84 is 16.' (gold 14)
tl14m:8|no_answer|truncated|R1-Distill: 'The sum is 4 + 3 + 7 = 14.' in its working, then 'Wait, maybe I can use 2, 3, 4, and 7, but that's 168, which is too much. So, that's not helpful.' verbatim (17 whole) until its stored thinking is cut at 'Wait, maybe I can use 2, 3, 4,' (no </think>; R1 rule)
tl14m:9|wrong|boxed|hybrid: 1 x 2 x 3 x 14 = 84; 'Therefore, the least possible sum of these integers is 20. / \(\boxed{20}\)', then the whole solution verbatim (4 boxes in all) until cut at 'factors that multiply' (gold 14; loop convention)
tl14m:10|correct|boxed|base model (tasks[142], the operation @ on 7/30 and 10/21, gold 49): 70 x 7/10; 'The simplified value of $\frac{7}{30}@\frac{10}{21}$ is $\boxed{49}$.', then a pasted line 'You are an AI assistant that helps people find information. ...' with no value = gold
tl14m:11|correct|boxed|R1-Distill: 7 x 10 x 21/30 and a check by factors; '**Final Answer** The simplified value of $\frac{7}{30}@\frac{10}{21}$ is \boxed{49}.' closes its thinking (across the edge of pages 1744000 and 1760000), then the summary after </think> is cut at '7 \': labelled by that box (R1 rule) = gold
tl14m:12|correct|boxed|hybrid: 1470/30 = 49; 'Therefore, the final answer is \(\boxed{49}\).', then checks and the block 'To ensure accuracy, ... Therefore, the final answer is \(\boxed{49}\).' verbatim (2 whole) until cut at 'To further verify': its stated, never-contradicted 49 (loop convention) = gold
tl14m:13|wrong|answer_is|base model (tasks[143], 1 + 12 + ... + 12345678 modulo 9, gold 3): remainders 1, 3, 6, 1, 3, 6, 1, 3 (several wrong), 24; 'the value of $n$ is $\boxed{6}$.The answer is: 6' (gold 3)
tl14m:14|no_answer|truncated|R1-Distill: digit sums to 120, 'So, 120 is the total digit sum, which is 3 mod 9.' and each term mod 9 to 21 = 3, then a running sum that disagrees (across the edge of pages 1760000 and 1776000); its stored thinking is cut at '= 120, which' (no </think>; R1 rule)
tl14m:15|correct|boxed|hybrid: digit sums mod 9, 21 mod 9 = 3; 'Since \( 0 \leq n < 9 \), the final answer is \( \boxed{3} \).', then a paragraph on the digit-sum rule with no other value = gold
tl14m:16|correct|prose_sentence|base model (tasks[144], 1/(x - 5) > 0, gold (5,\infty)): x > 5; 'The solution in interval notation is (5, ∞).' = gold
tl14m:17|correct|boxed|R1-Distill: x - 5 > 0; after </think> '\[ \boxed{(5, \infty)} \]' = gold
tl14m:18|correct|boxed|hybrid: '\boxed{(5, \infty)}.', then the solution 'To solve the inequality ... Thus, the answer is \(\boxed{(5, \infty)}\). / \boxed{(5, \infty)}.' verbatim (5 whole) until cut at 'is written as \((5': its stated, never-contradicted (5, \infty) (loop convention) = gold
tl14m:19|correct|prose_sentence|base model (tasks[145], Charlie's unicycle, gold 12\pi): 36π / 3; 'So, the unicycle's speed is 12π inches per second.' = gold
tl14m:20|correct|boxed|R1-Distill: 2 x 18π / 3 (across the edge of pages 1776000 and 1792000); after </think> 'Thus, the unicycle's speed is: \[ \boxed{12\pi} \]' = gold
tl14m:21|correct|final_answer_phrase|hybrid: 36π / 3; 'Final answer: The unicycle's speed is 12π inches per second. ...', then 'Final answer: The unicycle's speed is 12π inches per second.' verbatim (97 whole) until cut at '12π': its stated, never-contradicted 12π (loop convention) = gold
tl14m:22|correct|final_answer_phrase|base model (tasks[146], the point (0,0) reflected over x = 1 and y = 2, gold (2,4)): (2,0) then (2,4); 'Final answer: The resulting point after reflecting ... is (2,4).' = gold
tl14m:23|correct|boxed|R1-Distill: (2a - x, y) then (x, 2b - y); after </think> '**Final Resulting Point:** $(2, 4)$ \[ \boxed{(2,\ 4)} \]' = gold
tl14m:24|correct|prose_sentence|hybrid: 'Thus, the resulting point after both reflections is (2,4).', then ' To verify, ... Therefore, the resulting point is (2,4).' verbatim (23 whole, across the edge of pages 1792000 and 1808000) until cut at 'from 0 to': its stated, never-contradicted (2,4) (loop convention) = gold
tl14m:25|wrong|answer_is|base model (tasks[147], the geometric sequence a, b, 2009, gold 41): 2009 = ar^2, tests the factors with a = 1 each time; 'there are two possible values for $a$: $1$ and $49$. ... Therefore, the correct answer is $a = 49$.' (gold 41)
tl14m:26|no_answer|truncated|R1-Distill: b a multiple of 287, b = 287 gives a = 41 ('So, that's one possible solution: a = 41, b = 287.'), then b = 574; its stored thinking is cut at '200,900 + 120,5' (no </think>; R1 rule)
tl14m:27|wrong|boxed|hybrid: takes r^2 = 287 as giving a = 7 with b = 287; 'Therefore, the value of \(a\) is \(\boxed{7}\).', then the block 'However, upon re-evaluating the problem, ... Therefore, the value of \(a\) is \(\boxed{7}\).' verbatim (across the edge of pages 1808000 and 1824000) until cut at 'and we need to find': its stated 7, choosing the smaller of 7 and 41 (gold 41; loop convention)
tl14m:28|wrong|boxed|base model (tasks[148], 10x^2 - x - 24 = (Ax - 8)(Bx + 3), gold 12): claims A = 2, B = 5 solve AB = 10, 3A - 8B = -1; 'Therefore, $AB + B = 2(5) + 5 = \boxed{15}$.' (gold 12)
tl14m:29|correct|boxed|R1-Distill: A = 5, B = 2 and the expansion checked; '**Final Answer** \boxed{12}' closes its thinking, then the summary after </think> is cut at 'Thus, the final answer': labelled by that box (R1 rule) = gold
tl14m:30|correct|boxed|hybrid: 3(5) - 8(2) = -1; 'Therefore, the value of \(AB + B\) is \(\boxed{12}\). / The final answer is \(\boxed{12}\).', then the whole solution verbatim (6 boxes in all) until cut at 'We need to find the pair': its stated, never-contradicted 12 (loop convention) = gold
tl14m:31|correct|boxed|base model (tasks[149], the degree of the Lagrange sum, gold 0): f(a) = f(b) = f(c) = 1, so f(x) - 1 is zero; 'Thus, $p(x)$ is a constant polynomial, so its degree is $\boxed{0}.$.' = gold
tl14m:32|no_answer|truncated|R1-Distill: the x^2 coefficients cancel to 0 (across the edge of pages 1824000 and 1840000); its stored thinking is cut at 'The linear term is \( - (b + c) x \),' (no </think>; R1 rule)
tl14m:33|correct|boxed|hybrid: first 'the degree of the polynomial \( p(x) \) is \(\boxed{2}\).', then 'However, upon closer inspection, ... a Lagrange interpolation polynomial ... \(\boxed{0}\).', p(a) = p(b) = p(c) = 1, and the block 'However, there seems to be a contradiction in the reasoning. Let's re-examine ... \(\boxed{0}\).' verbatim (3 whole) until cut at '\((b, 1)\), \((': its last answer 0, never contradicted after the first 2 (loop convention) = gold
tl14m:34|correct|prose_sentence|base model (tasks[150], (4 + 6a)/5 - (1 + 3a)/4, gold \frac{11+9a}{20}): (16 + 24a - 5 - 15a)/20; '... can be written as a single fraction as \[\frac{11+9a}{20}\].' = gold
tl14m:35|correct|boxed|R1-Distill: a check at a = 1 and a = 2 (across the edge of pages 1840000 and 1856000); after </think> 'The final answer is \(\boxed{\dfrac{9a + 11}{20}}\).' = gold
tl14m:36|correct|boxed|hybrid: 'The final answer is \(\boxed{\frac{11+9a}{20}}\).', then the block 'Alternatively, I can also simplify ... The final answer is \(\boxed{\frac{11+9a}{20}}\).' verbatim (4 whole) until cut at '- \frac{1}{4} - \': its stated, never-contradicted (11+9a)/20 (loop convention) = gold
tl14m:37|correct|prose_sentence|base model (tasks[151], |x - 4| - 10 = 2, gold -128): x = 16 or -8; 'So, the product of all possible values of $x$ is -128.' = gold
tl14m:38|correct|boxed|R1-Distill: 16 x (-8); after </think> 'Thus, the product of all possible values of \(x\) is \(\boxed{-128}\).' = gold
tl14m:39|correct|prose_sentence|hybrid: 16 x (-8) = -128; 'Therefore, the product of all possible values of $x$ is -128.', then the block 'But the problem statement says the answer is 16. ... The given answer of 16 seems to be incorrect ... Therefore, the product of all possible values of $x$ is -128.' (across the edge of pages 1856000 and 1872000) until cut at 'so the solutions are $x = ': its stated, never-contradicted -128 (the 16 an invented 'given answer' it rejects; loop convention) = gold
tl14m:40|wrong|boxed|base model (tasks[152], \cos \angle RPS from \sin \angle RPQ = 7/25, gold -\frac{24}{25}): adjacent 24 over hypotenuse 25; 'Therefore, $\cos \angle RPS = \boxed{\frac{24}{25}}$.' (gold -\frac{24}{25})
tl14m:41|no_answer|truncated|R1-Distill: R at (1.44, 0.42), the dot product -2.88 / 3 = -0.96, 'Therefore, the answer is -24/25.'; its stored thinking is cut at 'Vector PR is (1.44, 0.42), which' (no </think>; R1 rule)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
