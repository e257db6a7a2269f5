__doc__ = r"""Build public_heldout160.jsonl: a 160th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

26 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111, 116, 122, 127, 132, 137, 143, 149 and 154 read, continuing where round
154 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 2512000 (read again: round 154 read its first
  8,000 characters as the end of its read at 2504000), 2528000, 2544000, 2560000, 2576000,
  2592000 and 2608000, joined 2512000-2624000: tasks[206] hybrid (the square root minus the cube
  root of 64, which round 154 left), tasks[207]-[214] all three models, tasks[215] base: 26
  records (MATH-500).

Method (rounds 76-154): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters, each at
the first try. The first 8,000 characters of page 2512000 are the same as the last 8,000 of
round 154's read at 2504000 (/tmp/rounds/real154/pages/q14_2504000.page; checked by script).
The file stores non-ASCII characters as \u escapes, which read_file shows with two backslashes
('\\u00f7', '\\u03c0'): pasted so.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one combination to give the page
length). Each copy was looked at on the page before a marker was used for it; a copy that
differed from the unit (or was cut) was pasted whole. The counts (further copies after the
pasted one): 2512000 the square-root hybrid's 'To find the difference between the positive
square root of 64 ... The final answer is 4.\n\nThe final answer is 4.' block 7 (then a copy cut
at 'Subtract the cube root from the square root: '); 2528000 the divisor-sum hybrid's pair of
blocks 'Another way to approach this problem ... is 25.' + 'Another approach is to use the
formula ... is 25.' 2 (then a copy cut at 'Another way to'), and the (8, -2) hybrid's
'Alternatively, we can use the midpoint formula. ... The final answer is $\\boxed{(8, -2)}$.'
block 2 (then a copy cut at 'The slope o'; the one further whole copy on page 2544000 and the
copy cut there at 'The midpoint $M$ of $' were pasted whole); 2544000 the superfactorial hybrid's
pair 'Thus, the units digit of 4$ is 6. To confirm, ...' + 'Therefore, the units digit of 4$ is
6. To ensure the correctness ...' 8 (then one more 'Thus ...' block and the closing 'Therefore,
the units digit of 4$ is 6.' pasted whole); 2576000 the inequality hybrid's 'To solve the
inequality ... 6. **Final Solution:** ... \\(\\boxed{(0, 36)}\\)' block 1 (then a copy cut at
'\\(0 < x < 36\\'); 2592000 the triangle-probability hybrid's 'However, this seems too small.
Let's re-evaluate the vertices and the area. ... = \\frac{1}{9}' block 4 (its first block,
opening 'However, this calculation seems incorrect.', differs and was pasted whole; then a copy
cut at 're-evaluate the vertices and'); 2608000 the track hybrid's 'To verify, let's consider the
steps again: ... the exact form is \\(\\frac{20000}{\\pi}\\).' block 1 (the completion ends after
it). Page 2560000 holds no loop that a marker was used for.
The pages were joined in file order (work/extract.py), so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as
the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build), never retyped. The record's `q` is the question's first
60 characters (no opening here matched two MATH-500 problems).

Edges: page 2512000 opens inside tasks[205] hybrid_model (round 154's record): not taken;
tasks[206] hybrid_model, which round 154 left cut at 'when mul', is taken whole (the file's own
text ends at 'Subtract the cube root from the square root: '). The joined text ends (file character
2624000) inside tasks[215] thinking_model (x^2 - 5x - 4 <= 10, gold x \in [-2,7], at 'Plugging
into the ex'): that record is not taken (left for a later round). Every other completion on the
pages read is taken. Several completions are cut in the file itself (the stored text ends
mid-word or mid-sentence: the R1-Distill completions of tasks[209], [210], [211] and [213] inside
their thinking, those of [212] and [214] in the solution after '</think>', and the looping
hybrids of tasks[206], [207], [208], [212] and [213]); they are whole records as the file holds
them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 26,669
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-25).

Repositories (26 records): thaotnguyen/thinking-llms-interp 26 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 26 (MATH-500). Prompt format: long_cot 26 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 16, wrong 6, no_answer 4. Forms: boxed 9 (8 correct, 1 wrong),
final_answer_phrase 2 (2 correct), prose_sentence 10 (5 correct, 5 wrong), answer_colon 1 (1
correct), truncated 4. 1 debatable (tl14m 21).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 9) 5 correct (1 '... is $25$.', 7 '...
the units digit of $4\$$ is 6.', 10 'Answer: There are 3 two-digit prime numbers ...' followed
by an appended 'You are an AI assistant ...' boilerplate, 13 \boxed{12^{\mathrm{th}} \text{
grade}}, 22 '... is 20000/\u03c0 square meters.'), 4 wrong (4 'Then $P=(-27.5,33.5)$.', 16
'(-9, 0) \cup (9, 36)', 19 '\frac{1}{18}', 25 'x \in (-\infty, -2] \cup [7, \infty)');
thinking_model (R1-Distill-Qwen-14B, 8) 4 correct (2 \boxed{25}, 5 \boxed{(8, -2)}, 17
\boxed{(0, 9) \cup (9, 36)}, 23 \boxed{\dfrac{20000}{\pi}}), 4 no_answer (8, 11, 14, 20: cut
inside their thinking before '</think>' and before any **Final Answer**); hybrid_model (9) 7
correct (0 'The final answer is 4.', 3 'the correct answer is 25', 6 \boxed{(8, -2)}, 9 'the
units digit of 4$ is 6.', 12 'The final answer is 3.', 15 \boxed{12^{\text{th}} \text{ grade}},
24 \boxed{\frac{20000}{\pi}}), 2 wrong (18 \boxed{(0, 36)}, 21 '= \frac{1}{9}').

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 2512000-2624000 joined
  (112,000 of 3,995,770 characters): tasks[206] (the square root minus the cube root of 64)
  hybrid; [207] (the distinct prime divisors of the divisor sum of 500), [208] (the point on
  y = -x + 6 equidistant from A(10,-10) and O), [209] (the units digit of the superfactorial
  4\$), [210] (two-digit primes with digit sum 8), [211] (the bus-rider table, 135 %), [212]
  (|x^2 - 81|/(x^2 - 36x) < 0), [213] (the triangle with sides 1, x, y from (0,3)), [214] (the
  largest field inside a 400 m track) base, thinking, hybrid; [215] (x^2 - 5x - 4 <= 10) base.
  Record number = place in file order.

Label conventions (rounds 72-154): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer; equal in value but written differently is correct (here
\boxed{12^{\mathrm{th}} \text{ grade}} for 12, '(8, -2)' for (8,-2), '20000/\u03c0' and
\dfrac{20000}{\pi} for \frac{20000}{\pi}); labels are against the gold as given. Loop
convention: a response that states its answer and then repeats it (or its whole solution) until
cut mid-copy is labelled by the stated, never-contradicted value (tl14m 0, 3, 6). R1 rule: an
R1-Distill answer cut inside its thinking, before '</think>' and before a value on its **Final
Answer** line, is no_answer even where the thinking has reached a value (tl14m 8: 'the units
digit of 4\$ is 6'; 11: 'three numbers'; 14: 12th grade; 20: no value); one whose **Final
Answer** line closes its thinking and whose solution after '</think>' is cut is labelled by that
line (tl14m 17, 23). Gold: MATH = MATH-500's answer for the problem that opens with the record's
question words, checked equal to the file's own correct_answer (the build checks both).
Debatable: tl14m 21 (the hybrid states '= \frac{1}{9}', then 'However, this seems too small.
Let's re-evaluate' and the same 1/9 again, five times, until cut mid-sentence: labelled wrong by
its stated, never-replaced 1/9; a reader could call it no_answer since it keeps doubting it).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
2512000 (read again), 2528000, 2544000, 2560000, 2576000, 2592000, 2608000 (7 reads; 112,000
characters joined). Nothing else was read. The round is small because the file holds about three
records a page and the session's time ran out (brief: stop at ~40 minutes).

Leads for a later round: the 14B MATH-500 file from 2608000 (read from there: tasks[215]
x^2 - 5x - 4 <= 10, gold x \in [-2,7], thinking_model cut at file character 2624000 at
'Plugging into the ex'; take tasks[215] thinking and hybrid, then tasks[216] on;
tasks[216]-[331] unread), about three records a page. The file stores non-ASCII characters as
\u escapes, which read_file shows with TWO backslashes ('\\u03c0'): paste them so. Its hybrids
repeat their answer or solution until cut (the copies here were verbatim, but not always so in
earlier rounds); its thinking models are often cut inside their thinking; its base models
sometimes append a 'You are an AI assistant ...' boilerplate.

Usage: python build_public_heldout160.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout160.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout160.jsonl"
SOURCE = "public_heldout160"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 2512000-2624000 joined (112,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|final_answer_phrase|hybrid (tasks[206], the positive square root of 64 minus the cube root of 64, gold 4): 8 - 4 = 4; 'The final answer is 4.' twice, then the whole solution again with the same two lines (8 further copies) until cut at 'Subtract the cube root from the square root: ': its stated, never-contradicted 4 (loop convention) = gold
tl14m:1|correct|prose_sentence|base model (tasks[207], the sum of the distinct prime divisors of A = sigma(500), gold 25): 7 * 156 = 1092 = 2^2 * 3 * 7 * 13; 'So, the sum of the distinct prime divisors of $A$ is $25$.' = gold
tl14m:2|correct|boxed|R1-Distill: 1092 = 2^2 * 3 * 7 * 13; '**Final Answer** ... \boxed{25}.', after </think> '\(\boxed{25}\)' = gold
tl14m:3|correct|prose_sentence|hybrid: 'the sum of the distinct prime divisors of $A$ is 25', names 2 and 5 only as an approach it calls incorrect, 'Therefore, the correct answer is 25.', then blocks each ending '... of $A$ is 25.' until cut at 'Another way to': its stated, never-contradicted 25 (loop convention) = gold
tl14m:4|wrong|prose_sentence|base model (tasks[208], the point P on y = -x + 6 with PA = PO, gold (8,-2)): expands PA^2 wrongly; '$8x=-220$ and $x=-27.5$.  Then $P=(-27.5,33.5)$.' (gold (8,-2))
tl14m:5|correct|boxed|R1-Distill: 320 = 40x, x = 8, y = -2, PA = PO = sqrt(68) checked; '**Final Answer** ... \boxed{(8, -2)}.', after </think> '\(\boxed{(8, -2)}\)' = gold (written with a space)
tl14m:6|correct|boxed|hybrid: y = x - 10 and y = -x + 6; 'The final answer is $\boxed{(8, -2)}$.', then the midpoint solution again with the same line until cut at 'The midpoint $M$ of $': its stated, never-contradicted (8, -2) (loop convention) = gold
tl14m:7|correct|prose_sentence|base model (tasks[209], the units digit of the superfactorial 4\$, gold 6): 'Therefore, the units digit of $4\$$ is 6.' = gold
tl14m:8|no_answer|truncated|R1-Distill: 24^E with E even, 'the units digit of 4\$ is 6' inside its thinking; its stored thinking is cut at 'since E is even, 4^E \u2261 6 mod 10' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:9|correct|prose_sentence|hybrid: 24^24 ends in 6; 'Thus, the units digit of 4$ is 6.' / 'Therefore, the units digit of 4$ is 6.' repeated, ending 'Therefore, the units digit of 4$ is 6.' = gold
tl14m:10|correct|answer_colon|base model (tasks[210], the two-digit primes with digit sum 8, gold 3): 17, 53, 71; 'Answer: There are 3 two-digit prime numbers for which the sum of the digits is equal to 8.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:11|no_answer|truncated|R1-Distill: 17, 53 and 71, 'So, three numbers.' inside its thinking, then a second check through the list of two-digit primes; its stored thinking is cut at '89: 8 + 9 = 17.' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:12|correct|final_answer_phrase|hybrid: 17, 53, 71; 'The final answer is 3.' (three times, 'the correct answer is 3' between) = gold
tl14m:13|correct|boxed|base model (tasks[211], the grade whose male bus riders are closest to 135 % of its female riders, gold 12): differences 43.83, 33.645, 5.1, 0.39; 'so the answer is $\boxed{12^{\mathrm{th}} \text{ grade}}$.' = gold (12th grade for 12)
tl14m:14|no_answer|truncated|R1-Distill: ratios 1.043, 1.039, 1.492, 1.349, 'the 12th grade has the number of male bus riders closest' inside its thinking; its stored thinking is cut at 'about 0.143 away. So' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:15|correct|boxed|hybrid: differences 36.27, 30.855, -5.81, -0.09; 'So, the final answer is the 12th grade.' and '\boxed{12^{\text{th}} \text{ grade}}' = gold (12th grade for 12)
tl14m:16|wrong|prose_sentence|base model (tasks[212], |x^2 - 81|/(x^2 - 36x) < 0, gold (0,9) \cup (9,36)): 'the solution to the inequality ... is \[(-9, 0) \cup (9, 36).\]' (gold (0,9) \cup (9,36))
tl14m:17|correct|boxed|R1-Distill: the denominator negative on (0, 36), x = 9 excluded; '**Final Answer** The solution is \(\boxed{(0, 9) \cup (9, 36)}\).' closes its thinking, then the summary after </think> is cut at 'which occurs at': labelled by that box (R1 rule) = gold
tl14m:18|wrong|boxed|hybrid: forgets that the numerator is 0 at x = 9; '\(\boxed{0 < x < 36}\)', then 'the final answer is \(\boxed{(0, 36)}\)' and numbered blocks each ending '\(\boxed{(0, 36)}\)' until cut at '\(0 < x < 36\' (gold (0,9) \cup (9,36))
tl14m:19|wrong|prose_sentence|base model (tasks[213], the probability that sides 1, x, y with x, y from (0,3) make a triangle, gold \frac{1}{2}): a small triangle of area 1/2; 'the probability ... is $\frac{\frac{1}{2}}{9} = \frac{1}{18}$.' (gold \frac{1}{2})
tl14m:20|no_answer|truncated|R1-Distill: sets up the three inequalities and looks for the vertices; its stored thinking is cut at 'perhaps the region is bounded by three lines' before '</think>', before any value (R1 rule)
tl14m:21|wrong|prose_sentence|debatable: hybrid: a quadrilateral of area 1; 'the probability ... is the ratio ...: \[ \text{Probability} = ... = \frac{1}{9} \]', then 'However, this seems too small. Let's re-evaluate' and the same 1/9 again (five times) until cut at 're-evaluate the vertices and': its stated, never-replaced 1/9 (gold \frac{1}{2}); could be read as no_answer since it keeps doubting the value
tl14m:22|correct|prose_sentence|base model (tasks[214], the largest field inside a 400 m track of two edges and two semicircles, gold \frac{20000}{\pi}): r = 100/\u03c0; 'Therefore, the largest possible area of the field is 20000/\u03c0 square meters.' = gold (20000/\u03c0 with its unit)
tl14m:23|correct|boxed|R1-Distill: 2L + \u03c0W = 400, W = 200/\u03c0, L = 100; '**Final Answer** The largest possible area of the field is \boxed{\dfrac{20000}{\pi}} square meters.' closes its thinking, then the summary after </think> is cut at '\frac{\pi}{2': labelled by that box (R1 rule) = gold
tl14m:24|correct|boxed|hybrid: W = 200/\pi, L = 100; 'the largest possible area of the field is \(\boxed{\frac{20000}{\pi}}\) square meters.', then the check repeated with the same box, ending 'the exact form is \(\frac{20000}{\pi}\).' = gold
tl14m:25|wrong|prose_sentence|base model (tasks[215], x^2 - 5x - 4 <= 10, gold x \in [-2,7]): roots -2 and 7, takes the outside; 'the solution to the inequality is $x \in (-\infty, -2] \cup [7, \infty)$.' (gold x \in [-2,7])
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
