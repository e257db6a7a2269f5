__doc__ = r"""Build public_heldout137.jsonl: a 137th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

31 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111, 116, 122, 127 and 132 read, continuing where round 132 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 9 consecutive pages 2000000-2128000 (page 2000000 read
  again: round 132 read it), tasks[163] base, thinking and hybrid (the nested square roots, which
  round 132 left cut), tasks[164]-[172] all three models, tasks[173] base: 31 records (MATH-500).

Method (rounds 76-132): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
2000000 was read again this session; its text (opening inside tasks[161] hybrid at '\n- Convert
feet to inches', tasks[162] whole, tasks[163] question and its base model up to '(\u221a(169 * 5 *')
is the same as round 132's paste of it (/tmp/rounds/real132/pages/q14_2000000.txt), which was
taken over as this round's paste file and decodes to the same 16,000 characters (byte-identical
.page file). Each paste was written while reading the page and checked against it; one slip was
caught by the length check and fixed from the page: page 2048000, the abc hybrid's solution is
written twice (and a third time cut) and was first pasted as one copy between loop markers plus
a marker for the cut copy, which came out 9 characters short; reading the page again off-grid
(offsets 2056000, 2060000 and 2063000, and the next page 2064000) showed that the second copy
is not verbatim: its elimination part ends 'is \\(\\boxed{-120}\\).' where the first copy has
'is \\(-120\\).' (9 characters); the second copy was then pasted whole from the page (no marker
for it), and the page decodes to 16,000 characters, its last character the first backslash of
'\\]' (page 2064000 opens with ']').
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one combination to give the page
length). The counts (further copies after the pasted one; unit length in characters of the page
text): 2016000 the nested-roots hybrid's 'Alternatively, the expression can be simplified step by
step as follows: ... The final answer is \\(\\boxed{\\dfrac{13}{6}}\\).' block 14 (398; then a
copy cut at '3. Divide the'); 2032000 the (x + y)(y + z) hybrid's 'However, this is not the
minimum value. ... = \\frac{4}{\\sqrt{3}} \\]' block 5 (462; then a copy cut at '\\[ x^3');
2048000 the continued-fraction hybrid's 'In the given problem, we are asked to find the value of
\\(b\\) ... \\(\\boxed{3}\\).' block 1 (1994; then a copy cut at '\\dotsb}}'); 2064000 the
Fibonacci hybrid's question-and-solution block 'The Fibonacci sequence is the sequence 1, 1, 2,
3, 5, ... \\boxed{3}' 1 (1627; then a copy cut at 'we can determine'); 2080000 the 513^2 - 487^2
hybrid's 'To solve the problem, I used the difference of squares formula, ... The final answer is
26000.' block 3 (1852; then a copy cut at 'By applying'); 2096000 the consecutive-integers
hybrid's 'To solve the problem, we first define ... \\boxed{6}' block 1 (1389; U1) and the base-six
hybrid's 'But wait, I think I made a mistake in the previous steps. ... Therefore, the final answer
is 4343.' block 3 (798; U2; its first occurrence, 'I think I might have made an error ...
calculations. \n\n', differs and was pasted whole); 2112000 the parabola hybrid's 'To solve the
problem, we first recall the vertex form ... \\( \\boxed{2k} \\).' block 2 (1115; then a copy cut
at '\\boxed{2k}'). The pages were joined in file order, so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as
the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; work/extract.py), never retyped. The record's `q` is
the question's first 60 characters, 80 for tasks[164] (two MATH-500 problems open with its first
60: 'Let $x,$ $y,$ and $z$ be positive real numbers such that $xy').

Edges: page 2000000 opens inside tasks[161] hybrid_model and holds tasks[162] (round 132's
records): not taken; tasks[163] base_model, which round 132 left cut at '(\u221a(169 * 5 *', is
taken whole across pages 2000000-2016000. Page 2128000 ends inside tasks[173] thinking_model (the
smallest number one less than twice its reciprocal, gold -2, at 'Bring all terms to'): that
record and tasks[173] hybrid_model are not taken (left for a later round); tasks[173] base_model
is whole on the page and taken. Every other completion on the pages read is taken. Several
completions are cut in the file itself (the stored text ends mid-word: the R1-Distill thinking of
tasks[163]-[165], [167], [170], [172], the loops of the hybrids); they are whole records as the
file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 25,099
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-30).

Repositories (31 records): thaotnguyen/thinking-llms-interp 31 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 31 (MATH-500). Prompt format: long_cot 31 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 18, wrong 6, no_answer 7. Forms: boxed 15 (12 correct, 3 wrong), prose_sentence 7
(4 correct, 3 wrong), final_answer_phrase 2 (2 correct), truncated 6, none 1. 1 debatable
(tl14m 5).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 11) 5 correct (9 abc \boxed{-120} from
wrong a and b, 15 '... is 26000.' and 18 '... is 6.' each followed by an appended 'You are an AI
assistant ...' boilerplate, 21 $4343_6$, 30 '... is -2.'), 5 wrong (0 65/36, 3
\boxed{4\sqrt[4]{3}}, 6 b = 1, 24 \boxed{4k-y}, 27 \boxed{81^\circ}), 1 no_answer (12: only
restates the question); thinking_model (R1-Distill-Qwen-14B, 10) 5 correct (1 \boxed{\dfrac{13}{6}},
10 \boxed{-120}, 16 \boxed{26000}, 19 \boxed{6}, 25 \boxed{2k}), 5 no_answer (4, 7, 13, 22, 28: cut
inside their thinking before '</think>' and before any **Final Answer**); hybrid_model (10) 8
correct (2 \boxed{\dfrac{13}{6}}, 8 \boxed{3}, 11 \boxed{-120}, 14 \boxed{3}, 17 'The final answer
is 26000.', 20 \boxed{6}, 23 'the final answer is 4343.', 26 \boxed{2k}), 1 wrong (29 16 degrees),
1 no_answer (5, debatable).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 2000000-2128000 joined
  (144,000 of 3,995,770 characters): tasks[163] (the nested square roots, 13/6), [164] (min of
  (x + y)(y + z)), [165] (b in the continued fraction of the cube root of 2), [166] (abc from
  pairwise sums), [167] (the 100th Fibonacci number mod 4), [168] (513^2 - 487^2), [169] (three
  consecutive integers with product 120), [170] (999 in base six), [171] (the parabola reflected
  about y = k), [172] (the angle between a and a - b) base, thinking, hybrid; [173] (the smallest
  number one less than twice its reciprocal) base. Record number = place in file order.

Label conventions (rounds 72-132): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here '4343' for '4343_6', the base-six numeral without its subscript, as the question
asks for the base-six equivalent); labels are against the gold as given. Loop convention: a
response that states its answer and then repeats it (or its whole solution) until cut mid-copy
is labelled by the stated, never-contradicted value (tl14m 2, 8, 11, 14, 17, 20, 23, 26). R1
rule: an R1-Distill answer cut inside its thinking, before '</think>' and before a value on its
**Final Answer** line, is no_answer even where the thinking has reached a value (tl14m 7: b = 3
inside the thinking; 13: remainder 3; 22: 4343). Gold: MATH = MATH-500's answer for the problem
that opens with the record's question words, checked equal to the file's own correct_answer (the
build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
2000000 (read again), 2016000, 2032000, 2048000, 2064000, 2080000, 2096000, 2112000, 2128000 (9
pages; and 2056000, 2060000, 2063000, off-grid re-reads to find the 2048000 slip). Nothing else
was read. The round is small because the file holds about three records a page and the session's
time ran out (brief: stop at ~40 minutes).

Leads for a later round: the 14B MATH-500 file from 2128000 (re-read it: tasks[173] the smallest
number one less than twice its reciprocal, gold -2, thinking model cut there at 'Bring all terms
to'; take tasks[173] thinking and hybrid, then tasks[174] on; tasks[174]-[331] unread), about
three records a page. Its hybrids repeat their answer or solution until cut, and the copies are
NOT always verbatim (page 2048000: the second copy boxes its answer where the first did not), so
loop markers need the length check and a look at each copy; its thinking models are often cut
inside their thinking; its base models sometimes restate the question only or append an 'You are
an AI assistant ...' boilerplate; the pages hold many '\\ufffd' escapes (page 2128000) to paste
as they are.

Usage: python build_public_heldout137.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout137.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout137.jsonl"
SOURCE = "public_heldout137"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 2000000-2128000 joined (144,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|wrong|prose_sentence|base model (tasks[163], the nested square roots, gold \frac{13}{6}): sums the terms to (169\u221a5)/36, then divides wrongly; '\u221a(169 * 25) / 36 = 13 * 5 / 36 = 65 / 36', 'So, the simplified fraction is 65/36.' (gold \frac{13}{6})
tl14m:1|correct|boxed|R1-Distill: 169/36 under the root, 13/6; '**Final Answer**\n\boxed{\dfrac{13}{6}}' before </think>, then a solution cut at 'Therefore' = gold
tl14m:2|correct|boxed|hybrid: 169/36, square root 13/6; 'The final answer is \(\boxed{\dfrac{13}{6}}\).', then an 'Alternatively, ...' summary restating \boxed{\dfrac{13}{6}} 15 times until cut at '3. Divide the': its stated, never-contradicted 13/6 (loop convention) = gold
tl14m:3|wrong|boxed|base model (tasks[164], minimum of (x + y)(y + z) given xyz(x + y + z) = 1, gold 2): misused AM-GM; 'Thus, the minimum value of \((x + y)(y + z)\) is \(\boxed{4\sqrt[4]{3}}\).' (gold 2)
tl14m:4|no_answer|truncated|R1-Distill: tries x = z, then sets up Lagrange multipliers; its stored thinking is cut at 'Hmm, these equations' before any value (no </think>; R1 rule)
tl14m:5|no_answer|truncated|debatable: hybrid: takes x = y = z, gets 4/\sqrt{3}, then the block 'However, this is not the minimum value. ... = \frac{4}{\sqrt{3}}' six times and a seventh cut at '\[ x^3': the only value is rejected each time and no final answer is given (debatable: the value 4/\sqrt{3} could be read as its answer, which would be wrong; gold 2)
tl14m:6|wrong|prose_sentence|base model (tasks[165], b in the continued fraction of the cube root of 2, gold 3): claims all partial quotients are 1; 'Therefore, \(b = 1\).' (gold 3)
tl14m:7|no_answer|truncated|R1-Distill: 'x_1 \approx 3.847, so b = 3' inside its thinking, then a cubic for t; its stored thinking is cut at 'Testing \( t = -1 \): \( -1 - 3 +' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:8|correct|boxed|hybrid: 1/(\sqrt[3]{2} - 1) = \sqrt[3]{4} + \sqrt[3]{2} + 1 \approx 3.8473; 'The final answer is \(\boxed{3}\).', '\(\boxed{3}\)', then the solution twice more, each ending '\(\boxed{3}\)', cut in a third copy at '\dotsb}}' = gold
tl14m:9|correct|boxed|base model (tasks[166], abc from a+b=8, b+c=-3, a+c=-5, gold -120): gets c = -8 but a = 5, b = 3 (swapped); 'abc=5\cdot3\cdot(-8)=\boxed{-120}' = gold (the product is right)
tl14m:10|correct|boxed|R1-Distill: a = 3, b = 5, c = -8; '**Final Answer** The value of the product \(abc\) is \boxed{-120}.', after </think> '\(\boxed{-120}\)' = gold
tl14m:11|correct|boxed|hybrid: 'Therefore, the value of the product abc is -120.', then the solution by elimination and substitution written twice ('\(-120\)', '\(\boxed{-120}\)') and a third time cut at '\(c = -8\': its stated, never-contradicted -120 (loop convention) = gold
tl14m:12|no_answer|none|base model (tasks[167], the 100th Fibonacci number mod 4, gold 3): only restates the question, no working and no value
tl14m:13|no_answer|truncated|R1-Distill: period 6, 100 mod 6 = 4, 'the remainder ... is 3' inside its thinking; its stored thinking is cut at 'Therefore, I can confidently say that' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:14|correct|boxed|hybrid: period 6, F_4 mod 4 = 3; 'The final answer is 3.\n\n\boxed{3}', then the question restated and the solution again (each ending \boxed{3}) until cut at 'we can determine': its stated, never-contradicted 3 (loop convention) = gold
tl14m:15|correct|prose_sentence|base model (tasks[168], 513^2 - 487^2, gold 26000): 1000 x 26; 'Step 6: The value of $513^2 - 487^2$ is 26000.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:16|correct|boxed|R1-Distill: 26 x 1000 and checked by squaring; '**Final Answer** ... \boxed{26000}.', after </think> '\(\boxed{26000}\)' = gold
tl14m:17|correct|final_answer_phrase|hybrid: 26 * 1000 = 26000; 'The final answer is 26000.' five times, each after a repeated explanation, cut at 'By applying': its stated, never-contradicted 26000 (loop convention) = gold
tl14m:18|correct|prose_sentence|base model (tasks[169], largest of three consecutive integers with product 120, gold 6): 120 / (x + 1) = 24, x = 4; 'So, the largest of the three consecutive integers is 6.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:19|correct|boxed|R1-Distill: 4, 5, 6; '**Final Answer** ... \boxed{6}.', after </think> '\[\n\boxed{6}\n\]' = gold
tl14m:20|correct|boxed|hybrid: n(n + 2) = 24, n = 4; 'The largest of the three consecutive integers is 6.\n\n\boxed{6}', then the solution again ('\(\boxed{6}\).\n\n\boxed{6}') until cut at '\frac': its stated, never-contradicted 6 (loop convention) = gold
tl14m:21|correct|prose_sentence|base model (tasks[170], 999 in base six, gold 4343_6): remainders 3, 4, 3, 4; 'Therefore, the base six equivalent of $999_{10}$ is $4343_6$.' = gold
tl14m:22|no_answer|truncated|R1-Distill: 4343 base six, checked back to 999, inside its thinking; its stored thinking is cut at 'Therefore, ' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:23|correct|final_answer_phrase|hybrid: remainders give 4343, checked as 864 + 108 + 24 + 3 = 999; 'But wait, I think I made a mistake ...' re-checks that each end 'Therefore, the final answer is 4343.', cut at '2. ': its stated, never-contradicted 4343 (loop convention) = 4343_6 (the base-six numeral without its subscript)
tl14m:24|wrong|boxed|base model (tasks[171], a+b+c+d+e+f for the parabola reflected about y = k, gold 2k): confuses the vertex's y with the variable; 'Therefore, $a+b+c+d+e+f=\boxed{4k-y}$.' (gold 2k)
tl14m:25|correct|boxed|R1-Distill: d = -a, e = -b, f = 2k - c, the sum 2k; '**Final Answer**\n\boxed{2k}', after </think> 'The final answer is: \[\n\boxed{2k}\n\]' = gold
tl14m:26|correct|boxed|hybrid: assumes b = 0 and c = k, still reaches '\[ 2k \]'; 'The final answer is \( \boxed{2k} \).' and the solution three more times, then a fourth copy cut at '\( \boxed{2k}': its stated, never-contradicted 2k (loop convention) = gold
tl14m:27|wrong|boxed|base model (tasks[172], the angle between a and a - b, gold 55^\circ): manipulates cosines; 'Therefore, $\theta = \boxed{81^\circ}.$' (gold 55^\circ)
tl14m:28|no_answer|truncated|R1-Distill: sets up a quadratic in k = a/b and starts evaluating its coefficients; its stored thinking is cut at '(0.9945)^2 \ufffd' before any value (no </think>; R1 rule)
tl14m:29|wrong|prose_sentence|hybrid: solves numerically with k \approx 0.1736, cos \u03c8 \approx 0.9613; 'Therefore, the angle between vectors a and a - b is 16\u00b0.' and 'The angle between vectors a and a - b is 16\u00b0.', then a re-derivation cut at '(1 - 2k' (gold 55^\circ)
tl14m:30|correct|prose_sentence|base model (tasks[173], the smallest number one less than twice its reciprocal, gold -2): x^2 + x - 2 = 0, x = -2 or 1; 'Step 9: Therefore, the smallest number which is one less than twice its reciprocal is -2.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
