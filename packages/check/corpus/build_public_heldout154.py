__doc__ = r"""Build public_heldout154.jsonl: a 154th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

25 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111, 116, 122, 127, 132, 137, 143 and 149 read, continuing where round 149
stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 2432000 (read again: round 149 read it), 2448000,
  2464000, 2480000, 2496000 and 2504000 (a read at an offset off the 16,000 grid, see below),
  joined 2432000-2520000: tasks[198] thinking and hybrid (the modulo 7 remainder of
  1+3+5+...+199, which round 149 left), tasks[199]-[205] all three models, tasks[206] base and
  thinking: 25 records (MATH-500).

Method (rounds 76-149): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
2432000 was read again this session; its text (opening inside tasks[197] thinking_model at
's 3 for each prime.', holding tasks[197] hybrid, tasks[198] question, base and thinking up to
'the entire sum is equivalent to') is the same as round 149's paste of it
(/tmp/rounds/real149/pages/q14_2432000.txt: its opening, its end and its loop counts checked
against the page: 1 'seems to be incorrect' block, 5 'is still incorrect' blocks, 6 'Thus, there
are 8 possible values' lines), which was taken over as this round's paste file and decodes to
the same 16,000 characters (byte-identical .page file). Each other paste was written while
reading the page and checked against it; three slips were caught by the length check and fixed
from the page: page 2464000 first had each pmatrix row break '\\\\' pasted with 12 display
backslashes where the page shows 8 (48 places; no count fitted); page 2480000 first had its 65
'\\u2264'-style escapes pasted with one display backslash where the page shows two (the file
stores non-ASCII characters as \u escapes; 15,675 characters, 325 = 65 x 5 short); page 2496000
came out at 16,001 characters: to find the slip the file was read again at offsets 2500000 and
2504000 (their openings bisected it to page characters 4000-8000), and the one '\\u2014' of the
tasks[205] thinking model had been pasted with four display backslashes where the page shows
two. The read at 2504000 was then pasted whole as a page (q14_2504000): its first 8,000
characters are the same as the last 8,000 of page 2496000 (checked by script), and its last
8,000 (file characters 2512000-2520000) were joined on.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one combination to give the page
length). Each copy was looked at on the page before a marker was used for it; a copy that
differed from the unit (or was cut) was pasted whole. The counts (further copies after the
pasted one): 2432000 (round 149's paste) the gcd/lcm hybrid's 'However, this calculation is
still incorrect ... Thus, there are 8 possible values for \\(a\\).' block 3; 2448000 the
modulo-7 hybrid's 'To find the modulo 7 remainder of the sum \\(1 + 3 + ... Answer: 4' block 1
(its earlier '$'-delimited block differs and was pasted whole; then a copy cut at '- To find
the'); 2464000 the dot-product hybrid's 'The dot product of the two vectors is $-41$. This
result can be obtained ... Therefore, the final answer is $-41$.' block 1 (then a copy cut after
'summing those products.'; it runs on to 'This result can also be interpreted as' on page
2480000); 2504000 the square-root hybrid's 'To find the difference between the positive
square root of 64 ... The final answer is 4.' block 1 (the first block was pasted whole; then a
copy cut at 'when mul'). Pages 2480000 and 2496000 hold no loop that a marker was used for (the
tasks[205] hybrid's repeated 'However, if we consider ...' blocks differ and were pasted whole).
The pages were joined in file order (work/extract.py; an overlapping read must agree with the
text so far and adds only what lies beyond it), so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as
the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build), never retyped. The record's `q` is the question's first
60 characters (no opening here matched two MATH-500 problems).

Edges: page 2432000 opens inside tasks[197] thinking_model and holds tasks[197] hybrid and
tasks[198] base (round 149's records): not taken; tasks[198] thinking_model, which round 149
left cut at 'the entire sum is equivalent to', is taken whole across pages 2432000-2448000 (the
file's own text ends at '7*142'). The joined text ends (file character 2520000) inside
tasks[206] hybrid_model (the difference of the square root and the cube root of 64, gold 4, at
'when mul'): that record is not taken (left for a later round). Every other completion on the
pages read is taken. Several completions are cut in the file itself (the stored text ends
mid-word: the R1-Distill completions of tasks[198], [203], [204] and [205] inside their
thinking, and the looping hybrids of tasks[198], [202] and [205]); they are whole records as the
file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 26,403
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-24).

Repositories (25 records): thaotnguyen/thinking-llms-interp 25 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 25 (MATH-500). Prompt format: long_cot 25 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 15, wrong 6, no_answer 4. Forms: boxed 12 (8 correct, 4 wrong), answer_colon 3
(1 correct, 2 wrong), prose_sentence 5 (5 correct), final_answer_phrase 1 (1 correct), truncated
4. 0 debatable.

Truths by model: base_model (Qwen2.5-14B, a BASE model, 8) 5 correct (2 'Therefore,
$f^{-1}(f^{-1}(6)) = f^{-1}(2) = 1$.', 5 '... = 31 units.', 11 \boxed{-41}, 20 '... should have
obtained is $1+2i$.' followed by an appended 'You are an AI assistant ...' boilerplate, 23 '...
is 4.'), 3 wrong (8 'Answer: ... 60 square centimeters.' with the boilerplate, 14
\boxed{\frac{13}{4}}, 17 'Answer: The measure of ... is 0\u00b0.'); thinking_model
(R1-Distill-Qwen-14B, 9) 5 correct (3 \boxed{1}, 6 \boxed{31}, 9 \boxed{21\ \text{cm}^2}, 12
\boxed{-41}, 24 \boxed{4}), 4 no_answer (0, 15, 18, 21: cut inside their thinking before
'</think>' and before any **Final Answer**); hybrid_model (8) 5 correct (1 'Answer: 4', 4
\boxed{1}, 7 \boxed{31}, 13 'the final answer is $-41$', 22 'the correct answer ... is
\(1 + 2i\)'), 3 wrong (10 \boxed{90}, 16 \boxed{5} then \boxed{4}, 19 \boxed{70^\circ}).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 2432000-2520000 joined
  (88,000 of 3,995,770 characters): tasks[198] (the modulo 7 remainder of the odd sum) thinking,
  hybrid; [199] (f^{-1}(f^{-1}(6))), [200] (the greatest perimeter with two sides 8), [201] (the
  trapezoid area), [202] (the dot product of (-2,0,7) and (3,4,-5)), [203] (the largest
  |a|+|b|+|c| with |ax^2+bx+c| <= 1 on [0,1]), [204] (AD = BD = CD, the angle BAC), [205]
  (William Sydney Porter's (-3+4i)/(1+2i)) base, thinking, hybrid; [206] (the square root minus
  the cube root of 64) base, thinking. Record number = place in file order.

Label conventions (rounds 72-149): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong (tl14m 16: \boxed{5}, then 'the
correct maximum value is actually \boxed{4}'); a response cut before any final answer is
no_answer; equal in value but written differently is correct (here \boxed{21\ \text{cm}^2} for
21, '1 + 2i' for 1+2i, '... = 31 units.' for 31); labels are against the gold as given. Loop
convention: a response that states its answer and then repeats it (or its whole solution) until
cut mid-copy is labelled by the stated, never-contradicted value (tl14m 1, 13, 22). R1 rule: an
R1-Distill answer cut inside its thinking, before '</think>' and before a value on its **Final
Answer** line, is no_answer even where the thinking has reached a value (tl14m 0: 'the remainder
is 4'; 18: 'angle BAC is 90 degrees?'; 21: 'The correct answer is 1 + 2i.'; 15: 17). Gold: MATH =
MATH-500's answer for the problem that opens with the record's question words, checked equal to
the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
2432000 (read again), 2448000, 2464000, 2480000, 2496000, 2500000 (read only to bisect a paste
slip; not pasted), 2504000 (7 reads; 88,000 characters joined). Nothing else was read. The
round is small because the file holds about three records a page, a paste slip on page 2496000
took two extra reads to find, and the session's time ran out (brief: stop at ~40 minutes).

Leads for a later round: the 14B MATH-500 file from 2512000 (read from there: tasks[206] the
square root of 64 minus the cube root of 64, gold 4, hybrid cut at file character 2520000 at
'when mul' inside its third loop copy; take tasks[206] hybrid, then tasks[207] on;
tasks[207]-[331] unread), about three records a page. The file stores non-ASCII characters as
\u escapes, which read_file shows with TWO backslashes ('\\u2264'): paste them so. Its hybrids
repeat their answer or solution until cut, and the copies are NOT always verbatim; its thinking
models are often cut inside their thinking; its base models sometimes append a 'You are an AI
assistant ...' boilerplate.

Usage: python build_public_heldout154.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout154.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout154.jsonl"
SOURCE = "public_heldout154"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 2432000-2520000 joined (88,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|no_answer|truncated|R1-Distill (tasks[198], the modulo 7 remainder of 1 + 3 + ... + 199, gold 4): 100^2 = 10000, 10^4 mod 7 = 4, then the cycle of remainders, 'the remainder is 4' inside its thinking; its stored thinking is cut at '7*142' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:1|correct|answer_colon|hybrid: 10000 = 7 * 1428 + 4; 'Answer: 4', then the solution again ending 'Answer: 4' (three times) and a copy cut at '- To find the': its stated, never-contradicted 4 (loop convention) = gold
tl14m:2|correct|prose_sentence|base model (tasks[199], f^{-1}(f^{-1}(6)) with f(1)=2, f(2)=6, f(3)=5, gold 1): 'Therefore, $f^{-1}(f^{-1}(6)) = f^{-1}(2) = 1$.' = gold
tl14m:3|correct|boxed|R1-Distill: '**Final Answer** ... \boxed{1}.', after </think> '\(\boxed{1}\)' = gold
tl14m:4|correct|boxed|hybrid: 'The answer is $\boxed{1}$.' then '```' = gold
tl14m:5|correct|prose_sentence|base model (tasks[200], the greatest perimeter of a triangle with two sides 8 and a whole third side, gold 31): 'The greatest possible perimeter is 8 + 8 + 15 = 31 units.' = gold
tl14m:6|correct|boxed|R1-Distill: x < 16, x = 15; '**Final Answer** ... \boxed{31} units.', after </think> '\(\boxed{31}\) units.' = gold
tl14m:7|correct|boxed|hybrid: x < 16, 16 + 15; 'the greatest possible perimeter for the triangle is \(\boxed{31}\).' = gold
tl14m:8|wrong|answer_colon|base model (tasks[201], the area of the trapezoid in the diagram, gold 21): takes height 5 and bases 9 and 15; 'Answer: The area of the trapezoid is 60 square centimeters.', then an appended 'You are an AI assistant ...' boilerplate (gold 21)
tl14m:9|correct|boxed|R1-Distill: bases 9 and 5, height 3; short thinking ending '21 square centimeters', after </think> '**Final Answer:** ... \boxed{21\ \text{cm}^2}' = gold (21 with its unit)
tl14m:10|wrong|boxed|hybrid: takes height 9 and bases 5 and 15; 'the area of the trapezoid is \boxed{90} square centimeters.' three times (gold 21)
tl14m:11|correct|boxed|base model (tasks[202], the dot product of (-2, 0, 7) and (3, 4, -5), gold -41): -6 + 0 - 35; 'is $\boxed{-41}$.' = gold
tl14m:12|correct|boxed|R1-Distill: '**Final Answer** ... \boxed{-41}.', after </think> '\(\boxed{-41}\)' = gold
tl14m:13|correct|final_answer_phrase|hybrid: 'Therefore, the final answer is $-41$.', then 'The dot product of the two vectors is $-41$. ...' blocks each ending 'Therefore, the final answer is $-41$.' until cut at 'This result can also be interpreted as': its stated, never-contradicted -41 (loop convention) = gold
tl14m:14|wrong|boxed|base model (tasks[203], the largest |a| + |b| + |c| with |ax^2 + bx + c| <= 1 on [0, 1], gold 17): a chain of inequalities; 'so the maximum value is $\boxed{\frac{13}{4}}.$.' (gold 17)
tl14m:15|no_answer|truncated|R1-Distill: finds 8x^2 - 8x + 1 and |a| + |b| + |c| = 17 inside its thinking, then tries other cases; its stored thinking is cut at 'a quadratic can only have two roots,' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:16|wrong|boxed|hybrid: tries (1, -2, 1) and (2, -2, 1); 'is \(\boxed{5}\)', then 'upon further reflection, the correct maximum value is actually \(\boxed{4}\)' and 'To summarize, ... is \(\boxed{4}\)': two different final answers, the last 4 (gold 17)
tl14m:17|wrong|answer_colon|base model (tasks[204], AD = BD = CD and angle BCA = 40 degrees, the measure of angle BAC, gold 90^\circ): 'Answer: The measure of \u2220BAC is 0\u00b0.' (gold 90 degrees)
tl14m:18|no_answer|truncated|R1-Distill: reaches 'angle BAC is 90 degrees?' inside its thinking, then doubts it; its stored thinking is cut at 'the median is equal to half' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:19|wrong|boxed|hybrid: 180 - 2x = 40; 'The final answer is $\boxed{70^\circ}$.' (gold 90^\circ)
tl14m:20|correct|prose_sentence|base model (tasks[205], William Sydney Porter's (-3+4i)/(1+2i), gold 1+2i): (5+10i)/5; 'So, the answer that William Sydney Porter should have obtained is $1+2i$.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:21|no_answer|truncated|R1-Distill: (1 + 2i)^2 = -3 + 4i, 'The correct answer is 1 + 2i.' inside its thinking; its stored thinking is cut at '= (-3' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:22|correct|prose_sentence|hybrid: 'Step 9: Therefore, the correct answer that William Sydney Porter should have obtained is \(1 + 2i\).', then re-calculation blocks each ending 'the correct answer is \(1 + 2i\) ... not \(-\frac{11}{5} + \frac{2}{5}i\)' (the other value is only named as rejected) until cut at '2. Simplify the numerator: \((-3': its stated, never-contradicted 1 + 2i (loop convention) = gold
tl14m:23|correct|prose_sentence|base model (tasks[206], the positive square root of 64 minus the cube root of 64, gold 4): '8 - 4 = 4 ... The difference between the positive square root of 64 and the cube root of 64 is 4.' = gold
tl14m:24|correct|boxed|R1-Distill: short thinking 'Subtracting 4 from 8 gives me 4.', after </think> '= \boxed{4}' and '**Final Answer:** \(\boxed{4}\)' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
