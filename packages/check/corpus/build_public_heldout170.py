__doc__ = r"""Build public_heldout170.jsonl: a 170th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

38 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-160 read, continuing where round 160 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 2608000 (round 160's last page, its paste
  /tmp/rounds/real160/pages/q14_2608000.txt reused: it decodes to the same 16,000 characters as
  round 160's .page, checked by cmp), 2624000, 2640000, 2656000, 2672000, 2688000, 2704000,
  2720000, 2736000 and 2752000, joined 2608000-2768000: tasks[215] thinking and hybrid (x^2 -
  5x - 4 <= 10, which round 160 left), tasks[216]-[227] all three models: 38 records (MATH-500).

Method (rounds 76-160): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters, each at
the first try. The file stores non-ASCII characters as \u escapes, which read_file shows with two
backslashes ('\\u2264', '\\u221e', '\\ufffd'): pasted so.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one combination to give the page
length). Each copy was looked at on the page before a marker was used for it; a copy that
differed from the unit (or was cut) was pasted whole. The counts (further copies after the
pasted one): 2608000 round 160's marker (the track hybrid) 1; 2624000 the 15x - 80 hybrid's
triple 'To ensure the correctness ... also consider the general case. ...' + 'To further
validate ...' + 'To summarize ... $$\\boxed{15x - 80}.$$' 2 (then a copy cut at 'verifying that',
pasted whole, running on to page 2640000, where the rest of that copy and one more copy cut at
'$$\\' were pasted whole); 2640000 the Kathy hybrid's 'To solve the problem, we first determine
... The final answer is 22.\n\n\\boxed{22}' block 4 (then a copy cut at 'we divide 15');
2656000 the |x-2| <= 5.6 hybrid's 'To solve the problem of finding how many integers ... Thus,
the final answer is \(\boxed{11}\).' block 2 (then a copy cut at 'For Case 1: \(x - 2'); 2672000
the f(-2) hybrid's 'To find the value of f(-2) ... The final answer is 18.' block 11 (the page
opens inside one copy, pasted whole; then a copy cut at 'Next, I') and the domain hybrid's 'To
find the smallest real number \( x \) ... \(\boxed{5.5}\)' block 1 (then a copy cut at 'at \( x
= ', continued on page 2688000 and pasted whole with one more copy cut at 'at \('); 2688000 the
sin T hybrid's '\boxed{\frac{\sqrt{21}}{5}}' line 90 (then a copy cut at '\boxed{\frac{\sqrt{');
2736000 the acceleration hybrid's 'To find the ratio of the accelerations ... The final answer is
3/4.' block 7 (then a copy cut at 'To find the ratio of the accelerations'). Pages 2704000,
2720000 and 2752000 hold no loop that a marker was used for (their repeats differ: the -3/8
hybrid's second copy has a single line break before its last box).
The pages were joined in file order (work/extract.py), so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as
the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build), never retyped. The record's `q` is the question's first
60 characters (no opening here matched two MATH-500 problems).

Edges: page 2608000 opens inside tasks[214] thinking_model (round 160's record) and holds
tasks[214] hybrid and tasks[215] base (round 160's records): not taken; tasks[215]
thinking_model, which round 160 left cut at its last page, is taken whole. The joined text ends
(file character 2768000) just after tasks[227] hybrid_model closes (at the '{' opening
tasks[228]): no record is cut by the last page. Every other completion on the pages read is
taken. Several completions are cut in the file itself (the stored text ends mid-word or
mid-sentence: the R1-Distill completions of tasks[217], [222], [223], [224], [226] and [227]
inside their thinking, and the looping hybrids of tasks[216], [217], [218], [219], [220],
[221], [222], [224], [225] and [226]); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 27,549
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-37).

Repositories (38 records): thaotnguyen/thinking-llms-interp 38 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 38 (MATH-500). Prompt format: long_cot 38 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 27, wrong 5, no_answer 6. Forms: boxed 21 (16 correct, 5 wrong), prose_sentence
6 (6 correct), final_answer_phrase 3 (3 correct), answer_colon 1 (1 correct), answer_is 1 (1
correct), truncated 6. 1 debatable (tl14m 28).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 12) 8 correct (2 '15x - 80', 5 'Answer:
Kathy will have 22 more euros than pounds.', 8 'the answer is $11$', 11 '... is 18.', 14 '$x =
5.5$' for 11/2, 17 '\frac{\sqrt{21}}{5}', 32 '$x = -\frac{3}{8}$', 35 '... is $4$.'), 4 wrong
(20 \boxed{6}, 23 \boxed{5}, 26 \boxed{10}, 29 \boxed{\frac{4}{3}}); thinking_model
(R1-Distill-Qwen-14B, 13) 7 correct (0 \boxed{[-2, 7]}, 3 \boxed{15x - 80}, 9 \boxed{11}, 12
\boxed{18}, 15 \boxed{\dfrac{11}{2}}, 18 \boxed{\dfrac{\sqrt{21}}{5}}, 30 \boxed{\dfrac{3}{4}}),
6 no_answer (6, 21, 24, 27, 33, 36: cut inside their thinking before '</think>' and before any
**Final Answer**); hybrid_model (13) 12 correct (1 \boxed{[-2, 7]}, 4 \boxed{15x - 80}, 7
\boxed{22}, 10 \boxed{11}, 13 'The final answer is 18.', 16 \boxed{5.5}, 19
\boxed{\frac{\sqrt{21}}{5}}, 22 'The final answer is 12.', 25 \boxed{0}, 31 'The final answer is
3/4.', 34 \boxed{-\frac{3}{8}}, 37 \boxed{4}), 1 wrong (28 \boxed{15}).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 2608000-2768000 joined
  (160,000 of 3,995,770 characters): tasks[215] (x^2 - 5x - 4 <= 10) thinking, hybrid; [216]
  (19x + 1 - 4x - 81), [217] (Kathy's euros and pounds), [218] (integers with |x-2| <= 5.6),
  [219] (f(-2) for 5x^2+3x+4), [220] (the smallest x in the domain of sqrt((x-3)^2-(x-8)^2)),
  [221] (sin T in triangle RST), [222] (the smallest distance from the origin to y =
  (x^2-3)/sqrt 2), [223] (f^{-1}(0)+f^{-1}(6)), [224] (the octahedron's sixth distance), [225]
  (Jen's and Jack's accelerations), [226] (Archimedes and Brahmagupta), [227]
  ((16 cbrt(a^2))^(1/3) at a = 8) base, thinking, hybrid. Record number = place in file order.

Label conventions (rounds 72-160): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer; equal in value but written differently is correct (here '[-2, 7]' for
x \in [-2,7], '5.5' and \dfrac{11}{2} for \frac{11}{2}, \dfrac{3}{4} and '3/4' for \frac 34,
\dfrac{\sqrt{21}}{5} for \frac{\sqrt{21}}{5}); labels are against the gold as given. Loop
convention: a response that states its answer and then repeats it (or its whole solution) until
cut mid-copy is labelled by the stated, never-contradicted value (tl14m 4, 7, 10, 13, 16, 19,
22, 31, 34). R1 rule: an R1-Distill answer cut inside its thinking, before '</think>' and before
a value on its **Final Answer** line, is no_answer even where the thinking has reached a value
(tl14m 6: 'rounded is 22'; 21: 'a + b = 12'; 24: '3 + (-3) = 0'; 27: no value; 33: no value; 36:
'the value of the expression is 4'). Gold: MATH = MATH-500's answer for the problem that opens
with the record's question words, checked equal to the file's own correct_answer (the build
checks both).
Debatable: tl14m 28 (the octahedron hybrid states '\(\boxed{15}\)', then 'However, upon
re-evaluating the problem, I realize ...' and sets up the sums again without a new value until
cut at 'the unknown distance \( d': labelled wrong by its stated, never-replaced 15; a reader
could call it no_answer since it withdraws into a re-evaluation).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
2624000, 2640000, 2656000, 2672000, 2688000, 2704000, 2720000, 2736000, 2752000 (9 reads;
2608000 not read again: round 160's paste reused; 160,000 characters joined). Nothing else was
read. The round is smaller than the brief's target because the file holds about three records a
page and the session's time ran out (brief: stop at ~40 minutes).

Leads for a later round: the 14B MATH-500 file from 2768000 (read from there: the page opens at
the '{' of tasks[228], which starts exactly at a record edge, so no earlier page is needed;
tasks[228]-[331] unread), about three records a page. The file stores non-ASCII characters as
\u escapes, which read_file shows with TWO backslashes ('\\u221e'): paste them so; its code
blocks hold '\\ufffd' replacement characters (paste as shown). Its hybrids repeat their answer
or whole solution until cut (verbatim here except the -3/8 hybrid, whose copies differ in
line breaks); its thinking models are often cut inside their thinking.

Usage: python build_public_heldout170.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout170.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout170.jsonl"
SOURCE = "public_heldout170"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 2608000-2768000 joined (160,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|boxed|R1-Distill (tasks[215], x^2 - 5x - 4 <= 10, gold x \in [-2,7]): (x + 2)(x - 7) <= 0; '**Final Answer** The solution is \boxed{[-2, 7]}.', after </think> '\boxed{[-2, 7]}' = gold ([-2, 7] for x \in [-2,7])
tl14m:1|correct|boxed|hybrid: 'The final answer is:\n[-2, 7].', then a second solution ending '\boxed{[-2, 7]}' and a python check whose last comment is 'Therefore, the solution is [-2, 7].' = gold ([-2, 7] for x \in [-2,7])
tl14m:2|correct|prose_sentence|base model (tasks[216], 19x + 1 - 4x - 81, gold 15x - 80): 'So, the simplified expression is $15x - 80$.' = gold
tl14m:3|correct|boxed|R1-Distill: '**Final Answer** The simplified expression is \boxed{15x - 80}.', after </think> '\(\boxed{15x - 80}\)' = gold
tl14m:4|correct|boxed|hybrid: '$$\boxed{15x - 80}.$$', then checks and summaries each ending with the same box (the last three paragraphs repeated) until cut at '$$\': its stated, never-contradicted 15x - 80 (loop convention) = gold
tl14m:5|correct|answer_colon|base model (tasks[217], Kathy's euros minus pounds, gold 22): 113.64 - 91.46 = 22.18; 'Answer: Kathy will have 22 more euros than pounds.' = gold
tl14m:6|no_answer|truncated|R1-Distill: 113.636 - 91.463 = 22.173, '22.173 rounded is 22' inside its thinking; its stored thinking is cut at '150 - 149.24 = 0.76. \n\n0.' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:7|correct|boxed|hybrid: 'The final answer is 22.', then the solution again ending 'The final answer is 22.' and '\boxed{22}' (five further copies) until cut at 'we divide 15': its stated, never-contradicted 22 (loop convention) = gold
tl14m:8|correct|answer_is|base model (tasks[218], integers with |x-2| <= 5.6, gold 11): -3 to 7; 'Therefore, the answer is $11$.' = gold
tl14m:9|correct|boxed|R1-Distill: -3.6 <= x <= 7.6, -3..7; '**Final Answer** The number of integers in the solution set is \boxed{11}.', after </think> '\(\boxed{11}\)' = gold
tl14m:10|correct|boxed|hybrid: 'the number of integers in the solution set is 11.', then a solution ending 'Thus, the final answer is \(\boxed{11}\).' repeated until cut at 'For Case 1: \(x - 2': its stated, never-contradicted 11 (loop convention) = gold
tl14m:11|correct|prose_sentence|base model (tasks[219], f(-2) for f(x) = 5x^2+3x+4, gold 18): 20 - 6 + 4; 'Therefore, the value of $f(-2)$ is 18.' = gold
tl14m:12|correct|boxed|R1-Distill: '**Final Answer** The value of \( f(-2) \) is \boxed{18}.', after </think> '\(\boxed{18}\)' = gold
tl14m:13|correct|final_answer_phrase|hybrid: 'The final answer is 18.' after each of thirteen copies of its solution, cut at 'Next, I': its stated, never-contradicted 18 (loop convention) = gold
tl14m:14|correct|prose_sentence|base model (tasks[220], the smallest x in the domain of sqrt((x-3)^2-(x-8)^2), gold \frac{11}{2}): 10x - 55 >= 0; '... is $x = 5.5$.' = gold (5.5 for 11/2)
tl14m:15|correct|boxed|R1-Distill: x >= 5.5 = 11/2; '**Final Answer** ... \boxed{\dfrac{11}{2}}.', after </think> '\boxed{\dfrac{11}{2}}' = gold
tl14m:16|correct|boxed|hybrid: 'the smallest real number \( x \) in the domain of \( g(x) \) is \( \boxed{5.5} \).' and '\(\boxed{5.5}\)', then the solution again until cut at 'at \(': its stated, never-contradicted 5.5 (loop convention) = gold (5.5 for 11/2)
tl14m:17|correct|prose_sentence|base model (tasks[221], sin T in the right triangle RST, gold \frac{\sqrt{21}}{5}): 'So, $\sin{T} = \frac{\sqrt{21}}{5}$.' = gold
tl14m:18|correct|boxed|R1-Distill: RS = sqrt(21), sin T = cos R; '**Final Answer** \boxed{\dfrac{\sqrt{21}}{5}}', after </think> '$\boxed{\dfrac{\sqrt{21}}{5}}$' = gold
tl14m:19|correct|boxed|hybrid: 'Therefore, the final answer is \( \boxed{\frac{\sqrt{21}}{5}} \).', then the line '\boxed{\frac{\sqrt{21}}{5}}' 91 times until cut at '\boxed{\frac{\sqrt{': its stated, never-contradicted value (loop convention) = gold
tl14m:20|wrong|boxed|base model (tasks[222], a + b for the smallest distance sqrt(a)/b from the origin to y = (x^2-3)/sqrt 2, gold 12): forgets the 1/2 and takes d^2 = 5; 'Therefore, $a+b=5+1=\boxed{6}$.' (gold 12)
tl14m:21|no_answer|truncated|R1-Distill: d^2 = 5/2, d = sqrt(10)/2, 'a + b = 12' inside its thinking; its stored thinking is cut at 'So, yes, that seems correct.\n\nBut just' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:22|correct|final_answer_phrase|hybrid: sqrt(5/2) = sqrt(10)/2; 'The final answer is 12.' three times (after a direct, a calculus and a Lagrange solution), then a completing-the-square solution cut at '2(sqrt(2' before a value: its stated, never-contradicted 12 = gold
tl14m:23|wrong|boxed|base model (tasks[223], f^{-1}(0)+f^{-1}(6) for the piecewise f, gold 0): takes x = 2 (not > 3) as f^{-1}(6); '$f^{-1}(0)+f^{-1}(6) = 3+2 = \boxed{5}$.' (gold 0)
tl14m:24|no_answer|truncated|R1-Distill: f^{-1}(0) = 3, f^{-1}(6) = -3, '3 + (-3) = 0' inside its thinking; its stored thinking is cut at 'Therefore, adding them together: 3 + (-3)' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:25|correct|boxed|hybrid: 3 + (-3) = 0; 'Therefore, the answer is \( 0 \).' and '\boxed{0}' = gold
tl14m:26|wrong|boxed|base model (tasks[224], the octahedron's sixth distance, gold \sqrt{66}): triangle inequalities; 'the only possible value for $x$ is $\boxed{10}$.' (gold \sqrt{66})
tl14m:27|no_answer|truncated|R1-Distill: sets up the sum of squared distances and doubts the octahedron's scale; its stored thinking is cut at 'Let me denote the octahedron with vertices at (\u00b1a' before '</think>', before any value (R1 rule)
tl14m:28|wrong|boxed|debatable: hybrid: sum of squares 324 + d^2; 'the distance from \( P \) to the sixth vertex is \(\boxed{15}\).', then 'However, upon re-evaluating the problem, I realize ...' and the same equations again without a new value until cut at 'the unknown distance \( d': its stated, never-replaced 15 (gold \sqrt{66}); could be read as no_answer since it withdraws into a re-evaluation
tl14m:29|wrong|boxed|base model (tasks[225], the ratio of Jen's to Jack's acceleration, gold \frac 34): multiplies by the masses; '... = \frac{1}{5} \cdot \frac{20}{3} = \boxed{\frac{4}{3}}$.' (gold \frac 34)
tl14m:30|correct|boxed|R1-Distill: a1/a2 = m2/m1 = 150/200; '**Final Answer** The ratio of acceleration is \boxed{\dfrac{3}{4}}.', after </think> '\boxed{\dfrac{3}{4}}' = gold (\dfrac{3}{4} for \frac 34)
tl14m:31|correct|final_answer_phrase|hybrid: 150 g / 200 g = 3/4; 'The final answer is 3/4.' after each of eight copies of its solution, cut at 'To find the ratio of the accelerations': its stated, never-contradicted 3/4 (loop convention) = gold (3/4 for \frac 34)
tl14m:32|correct|prose_sentence|base model (tasks[226], Archimedes' x, gold -\frac{3}{8}): a wrong derivative that happens to give -8x - 3 = 0; '5. Therefore, Archimedes should choose $x = -\frac{3}{8}$ to minimize $z(x,y)$ ...' = gold
tl14m:33|no_answer|truncated|R1-Distill: y = -(4x + 3)/2, max z = 8x^2 + 6x + 9/4; its stored thinking is cut at 'So, now, we have to minimize z(x) =' before '</think>', before any value for x (R1 rule)
tl14m:34|correct|boxed|hybrid: 8x^2 + 6x + 9/2, x = -6/16; 'The final answer is \( \boxed{-\frac{3}{8}} \).' and '\(\boxed{-\frac{3}{8}}\)' twice, then a third copy cut at '-(-2x - \frac{3}{2})^': its stated, never-contradicted -3/8 (loop convention) = gold
tl14m:35|correct|prose_sentence|base model (tasks[227], (16 cbrt(a^2))^(1/3) at a = 8, gold 4): 64^(1/3); 'Therefore, the value of ... when $a = 8$ is $4$.' = gold
tl14m:36|no_answer|truncated|R1-Distill: 'the value of the expression is 4' inside its thinking (three methods); its stored thinking is cut at 'These rules are really' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:37|correct|boxed|hybrid: 16 * 4 = 64, cube root 4; 'The value of the expression is 4.' and 'Therefore, the final answer is \(\boxed{4}\).' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
