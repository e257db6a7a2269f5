__doc__ = r"""Build public_heldout143.jsonl: a 143rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

40 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111, 116, 122, 127, 132 and 137 read, continuing where round 137 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 11 consecutive pages 2128000-2288000 (page 2128000 read
  again: round 137 read it), tasks[173] thinking and hybrid (the smallest number one less than
  twice its reciprocal, which round 137 left cut), tasks[174]-[185] all three models, tasks[186]
  base and thinking: 40 records (MATH-500).

Method (rounds 76-137): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
2128000 was read again this session; its text (opening inside tasks[172] base_model at
'bf{a}\\| \\|\\mathbf{b}\\|', tasks[172] thinking and hybrid, tasks[173] question, base model and
thinking model up to 'Bring all terms to') is the same as round 137's paste of it
(/tmp/rounds/real137/pages/q14_2128000.txt: its opening, its end, its 15 '\\ufffd' escapes and
the hybrid's 'k \\ufffd\\u2248 0.1736' checked against the page), which was taken over as this
round's paste file and decodes to the same 16,000 characters (byte-identical .page file). Each
other paste was written while reading the page and checked against it; two slips were caught by
the length check and fixed from the page: page 2192000 first came out with no count that fits
(15,168 characters without the loop copies, unit 985): the thinking model of tasks[179] had
'Now, I have both parts simplified. The next step is to combine them. So, putting it all
together:\n\n12r\u00b3 + 20r - 24 -12r\u00b3 + 6r\u00b2 -24r.\n\n' pasted twice where the page has it
once; with the second copy taken out the page decodes to 16,000 characters with one further loop
copy. Page 2272000 likewise came out with no count that fits (13,720 without the copies, unit
776): the thinking model of tasks[185] had 'Number of ways to arrange the 4 non-math books: '
added by the paste before '4! = 24. Then, inserting math books' (the page has 'First method:
arranging non-math books first. 4! = 24.'); with it taken out the page decodes to 16,000
characters with three further copies.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one combination to give the page
length). Each copy was looked at on the page before a marker was used for it; a copy that
differed from the unit (or was cut) was pasted whole. The counts (further copies after the pasted
one; unit length in characters of the page text): 2144000 the 1/4 < x/7 < 1/3 hybrid's 'To solve
the inequality ... The final answer is \\(\\boxed{2}\\).' block 1 (1386; then a copy cut at
'We need to find a', which page 2160000 goes on with whole); 2176000 the continuity hybrid's
'To determine the value of \\( a \\) ... The final answer is \\( \\boxed{5} \\).' block 2 (1747;
then a copy cut at 'f(a) = 7a - 12\n   \\]\n\n'); 2192000 the t(g(16)) hybrid's 'Alternatively, we can
approach it by substituting ... To ensure the solution is clear ... To further confirm ...
\\boxed{1}' block 1 (985; then one more 'Alternatively' part and a 'To ensure' part cut at
't(4) = 3 - g', pasted whole); 2208000 the r^2 hybrid's line 'The final answer is
$\\boxed{6r^2 - 4r - 24}$. \n\n' 69 (51, U2; the record then ends on a last such line without the
'\n\n') and the binomial hybrid's 'To compute \\(\\dbinom{31}{28}\\) ... \\boxed{4495}' block 3 (1057,
U1; then a copy cut at '\\frac{26,970}{6'; 3 + 69 is the only combination in 0-400 that gives the
length, and 3 is the count read on the page); 2240000 the units-digit hybrid's 'To find the units
digit of \\(18^6\\) ... for solving this type of problem.' block 3 (1179; its first two copies, in
'$...$' form, differ and were pasted whole; then a copy cut at '8, 4, 2, 6'); 2256000 the triangle
base model's '[asy] ... [/asy] Let $s = BC$ ... Let $y = \\angle BAC$ ... = 60^\\circ$.' block 3
(971; then a copy cut inside the [asy] at 'label(\"$3x$\", ('); 2272000 the triangle hybrid's
'However, upon further reflection ... \\(\\boxed{44}\\).' block 3 (776; then a copy cut at
'is indeed \\(\\'); 2288000 the books hybrid's 'To solve the problem of arranging 6 different books
... The final answer is 480.\n\n\\boxed{480}' block 3 (1493; then a copy cut at 'one unit and the').
The pages were joined in file order, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file
holds it between its field's opening quote and the next unescaped quote; `enc` = `json`, decoded
once more by the build; work/extract.py), never retyped. The record's `q` is the question's first
60 characters (no opening here matched two MATH-500 problems; work/extract.py lengthens one that
does).

Edges: page 2128000 opens inside tasks[172] base_model and holds tasks[172] thinking and hybrid
(round 137's records) and tasks[173] base (round 137's tl14m 30): not taken; tasks[173]
thinking_model, which round 137 left cut at 'Bring all terms to', is taken whole across pages
2128000-2144000, then tasks[173] hybrid_model. Page 2288000 ends inside tasks[186] hybrid_model
(the median of 27 consecutive integers summing to 3^7, gold 81, at 'The sum of these 27 con'):
that record is not taken (left for a later round); tasks[186] base and thinking are whole on the
page and taken. Every other completion on the pages read is taken. Several completions are cut
in the file itself (the stored text ends mid-word: the R1-Distill completions of tasks[174] and
[181]-[184], inside their thinking or in the solution after '</think>', the loops of the hybrids
and of the tasks[184] base model); they are whole records as the file
holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 25,192
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-39).

Repositories (40 records): thaotnguyen/thinking-llms-interp 40 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 40 (MATH-500). Prompt format: long_cot 40 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 30, wrong 6, no_answer 4. Forms: boxed 24 (20 correct, 4 wrong), prose_sentence 8
(6 correct, 2 wrong), answer_colon 3 (3 correct), final_answer_phrase 1 (1 correct), truncated 4.
0 debatable.

Truths by model: base_model (Qwen2.5-14B, a BASE model, 13) 8 correct (2 'Answer: ... is $x = 2$.',
8 $a = 5$, 11 't(g(16)) = 1.' and 35 'Answer: There are 480 ways ...' each followed by an appended
'You are an AI assistant ...' boilerplate, 14 $x = 66$, 17 \boxed{6r^2-4r-24}, 20 4495, 26 4), 4
wrong (5 14,625 from combinations, 23 1,260 plus the boilerplate, 29 \boxed{\frac{1}{32}}, 38
\boxed{243}), 1 no_answer (32: its angle-chasing and [asy] block repeat until cut, no perimeter);
thinking_model (R1-Distill-Qwen-14B, 14) 11 correct (0 \boxed{-2}, 3 \boxed{2} on its **Final
Answer** line before </think>, then a solution cut at '\frac{7}{', 6 \boxed{58500}, 9 \boxed{5}, 12
\boxed{1}, 15 \boxed{66}, 18 \boxed{6r^2 - 4r - 24}, 21 \boxed{4495}, 27 \boxed{4} before </think>,
then a solution cut at 'Thus, the units digit of \(', 36 \boxed{480}, 39 \boxed{81}), 3 no_answer
(24, 30, 33: cut inside their thinking before '</think>' and before any **Final Answer**);
hybrid_model (13) 11 correct (1 '**Answer**: \(-2\)', 4 \boxed{2}, 7 'the final answer is 58,500
possible license plates.', 10 \boxed{5}, 13 \boxed{1}, 16 \boxed{66}, 19 \boxed{6r^2 - 4r - 24}, 22
\boxed{4495}, 28 'the units digit of $18^6$ is 4', 31 \boxed{\frac{1}{16}}, 37 \boxed{480}), 2 wrong
(25 \boxed{1260}, 34 \boxed{44}).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 2128000-2288000 joined
  (176,000 of 3,995,770 characters): tasks[173] (the smallest number one less than twice its
  reciprocal) thinking and hybrid; [174] (the integer x with 1/4 < x/7 < 1/3), [175] (license
  plates), [176] (a for a continuous piecewise f), [177] (t(g(16))), [178] (the cube-root
  equation), [179] (simplify to Ar^2 + Br + C), [180] (C(31, 28)), [181] (8 people at a square
  table), [182] (units digit of 18^6), [183] (the product of four cosines), [184] (the isosceles
  triangle's perimeter), [185] (6 books, math books apart) base, thinking, hybrid; [186] (the
  median of 27 consecutive integers) base and thinking. Record number = place in file order.

Label conventions (rounds 72-137): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here 58500 for the gold '58,500', tl14m 6); labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution)
until cut mid-copy is labelled by the stated, never-contradicted value (tl14m 4, 7, 10, 13, 22,
28, 31, 34, 37). R1 rule: an R1-Distill answer cut inside its thinking, before '</think>' and
before a value on its **Final Answer** line, is no_answer even where the thinking has reached a
value (tl14m 24: 10080 and 5040 both; 30: 1/16); one with a value on its **Final Answer** line
before '</think>' and a solution cut after it is labelled by that value (tl14m 3, 27). Gold: MATH
= MATH-500's answer for the problem that opens with the record's question words, checked equal to
the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
2128000 (read again), 2144000, 2160000, 2176000, 2192000, 2208000, 2224000, 2240000, 2256000,
2272000, 2288000 (11 pages). Nothing else was read. The round is small because the file holds
about three records a page and the session's time ran out (brief: stop at ~40 minutes).

Leads for a later round: the 14B MATH-500 file from 2288000 (re-read it: tasks[186] the median of
27 consecutive positive integers summing to 3^7, gold 81, hybrid model cut there at 'The sum of
these 27 con'; take tasks[186] hybrid, then tasks[187] on; tasks[187]-[331] unread), about three
records a page. Its hybrids repeat their answer or solution until cut (page 2208000 holds 70
copies of one 'The final answer is ...' line), and the copies are NOT always verbatim (page
2240000: the first copies use '$...$', the later ones '\\(...\\)'), so loop markers need the length
check and a look at each copy; its thinking models are often cut inside their thinking; its base
models sometimes loop (tasks[184]) or append a 'You are an AI assistant ...' boilerplate.

Usage: python build_public_heldout143.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout143.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout143.jsonl"
SOURCE = "public_heldout143"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 2128000-2288000 joined (176,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|boxed|R1-Distill (tasks[173], the smallest number one less than twice its reciprocal, gold -2): x^2 + x - 2 = 0, x = 1 or -2, both checked; '**Final Answer**\nThe smallest number is \boxed{-2}.', after </think> '\[\n\boxed{-2}\n\]' = gold
tl14m:1|correct|answer_colon|hybrid: quadratic formula gives 1 and -2, checks -2; 'Therefore, the smallest number ... is -2.', then a step-by-step explanation ending '**Answer**: \(-2\)' = gold
tl14m:2|correct|answer_colon|base model (tasks[174], the integer x with 1/4 < x/7 < 1/3, gold 2): 1.75 < x < 2.33; 'Answer: The integer $x$ that satisfies the inequality is $x = 2$.' = gold
tl14m:3|correct|boxed|R1-Distill: 1.75 < x < 2.333, checked three ways; '**Final Answer**\nThe integer \( x \) that satisfies the inequality is \boxed{2}.' before </think>, then a solution cut at '\frac{7}{' = gold
tl14m:4|correct|boxed|hybrid: 'The final answer is \(\boxed{2}\).', then the solution again, each copy ending 'The final answer is \(\boxed{2}\).', until cut at '7 \cdot \': its stated, never-contradicted 2 (loop convention) = gold
tl14m:5|wrong|prose_sentence|base model (tasks[175], license plates with 2 different letters and 2 different digits, gold 58,500): uses combinations, 325 * 45; 'So, there are 14,625 possible license plates ...' (gold 58,500)
tl14m:6|correct|boxed|R1-Distill: 26 * 25 * 10 * 9; '**Final Answer** ... \boxed{58500}.', after </think> '\(\boxed{58500}\)' = 58,500 (the same number without the comma)
tl14m:7|correct|final_answer_phrase|hybrid: 650 * 90 = 58,500; then a block that computes 64,740 by a wrong subtraction, calls it a discrepancy and ends 'Therefore, the final answer is 58,500 possible license plates.', repeated until cut at '67,6': its stated final answer 58,500 (64,740 is rejected each time; loop convention) = gold
tl14m:8|correct|prose_sentence|base model (tasks[176], a for a continuous piecewise f, gold 5): 4a + 3 = 7a - 12; 'So, the value of $a$ that makes the graph of $y=f(n)$ continuous is $a = 5$.' = gold
tl14m:9|correct|boxed|R1-Distill: a = 5, checked 23 = 23; '**Final Answer** ... \boxed{5}.', after </think> '\(\boxed{5}\)' = gold
tl14m:10|correct|boxed|hybrid: a = 5; '\( \boxed{5} \)' and 'The final answer is \( \boxed{5} \).', then the solution three more times and a fourth copy cut at 'f(a) = 7a - 12': its stated, never-contradicted 5 (loop convention) = gold
tl14m:11|correct|prose_sentence|base model (tasks[177], t(g(16)), gold 1): g(16) = 4, t(4) = 3 - 2; 'So, t(g(16)) = 1.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:12|correct|boxed|R1-Distill: t(4) = 3 - \sqrt{4} = 1; '**Final Answer** ... \boxed{1}.', after </think> '\(\boxed{1}\)' = gold
tl14m:13|correct|boxed|hybrid: 'The final answer is \( 1 \).\n\n\boxed{1}', then restatements each ending \boxed{1} until cut at 't(4) = 3 - g': its stated, never-contradicted 1 (loop convention) = gold
tl14m:14|correct|prose_sentence|base model (tasks[178], the positive x with \sqrt[3]{x^2 - 4x + 4} = 16, gold 66): x^2 - 4x - 4092 = 0, (4 + 128)/2; 'Therefore, the positive value of $x$ ... is $x = 66$.' = gold
tl14m:15|correct|boxed|R1-Distill: 66 and -62, both checked; '**Final Answer** ... \boxed{66}.', after </think> '\[\n\boxed{66}\n\]' = gold
tl14m:16|correct|boxed|hybrid: 'the answer is $x = 66$.', then a step-by-step solution ending 'Therefore, the positive value of \(x\) ... is \(\boxed{66}\).' and '```' = gold
tl14m:17|correct|boxed|base model (tasks[179], 4(3r^3+5r-6)-6(2r^3-r^2+4r) as Ar^2 + Br + C, gold 6r^2-4r-24): 'Therefore, the simplified expression is $\boxed{6r^2-4r-24}$.' = gold
tl14m:18|correct|boxed|R1-Distill: '**Final Answer** ... \boxed{6r^2 - 4r - 24}.', after </think> '\(\boxed{6r^2 - 4r - 24}\)' = gold
tl14m:19|correct|boxed|hybrid: 'The final answer is $6r^2 - 4r - 24$.', then 'The final answer is $\boxed{6r^2 - 4r - 24}$.' some 70 times, the record ending on that line = gold
tl14m:20|correct|prose_sentence|base model (tasks[180], C(31, 28), gold 4495): 26970 / 6; 'Therefore, $\dbinom{31}{28} = 4495$.' = gold
tl14m:21|correct|boxed|R1-Distill: C(31, 3) = 26,970 / 6; '**Final Answer** ... \boxed{4495}.', after </think> '\(\boxed{4495}\)' = gold
tl14m:22|correct|boxed|hybrid: 'The final answer is 4,495.\n\n\boxed{4495}', then the solution four more times (each ending \boxed{4495}), the last cut at '\frac{26,970}{6': its stated, never-contradicted 4495 (loop convention) = gold
tl14m:23|wrong|prose_sentence|base model (tasks[181], 8 people at a square table with 2 on a side up to rotation, gold 10080): 7!/4; 'So, there are 1,260 ways to seat 8 people ...', then an appended 'You are an AI assistant ...' boilerplate (gold 10080)
tl14m:24|no_answer|truncated|R1-Distill: weighs 7! = 5040 against 8!/4 = 10080 inside its thinking; its stored thinking is cut at 'dividing by the number of' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:25|wrong|boxed|hybrid: fixes one person and also divides by 4; '### Final Answer:\nThere are \(\boxed{1260}\) ways ...' (gold 10080)
tl14m:26|correct|prose_sentence|base model (tasks[182], the units digit of 18^6, gold 4): cycle 8, 4, 2, 6; 'Therefore, the units digit of $18^6$ is 4.' = gold
tl14m:27|correct|boxed|R1-Distill: cycle of length 4, 6 mod 4 = 2; '**Final Answer**\nThe units digit of \(18^6\) is \boxed{4}.' before </think>, then a solution cut at 'Thus, the units digit of \(' = gold
tl14m:28|correct|prose_sentence|hybrid: 'Therefore, the units digit of $18^6$ is 4.', then summaries each saying 'the units digit of \(18^6\) is 4' until cut at '8, 4, 2, 6': its stated, never-contradicted 4 (loop convention) = gold
tl14m:29|wrong|boxed|base model (tasks[183], cos(2\pi/15) cos(4\pi/15) cos(8\pi/15) cos(16\pi/15), gold \frac{1}{16}): misapplies a product formula; 'The final answer is \(\boxed{\frac{1}{32}}\).' (gold \frac{1}{16})
tl14m:30|no_answer|truncated|R1-Distill: reaches 1/16 with the doubling formula inside its thinking, then re-checks the sign; its stored thinking is cut at 'cos(8\u03c0/15' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:31|correct|boxed|hybrid: the doubling formula gives -1/16, then 'the final result should be positive. Therefore, the correct simplification is: \boxed{\frac{1}{16}}.' and 'The final answer is \(\boxed{\frac{1}{16}}\).', then a restart cut at '\frac{2 \pi}{1' (the sign reasoning is wrong; the stated value is right) = gold
tl14m:32|no_answer|truncated|base model (tasks[184], the perimeter of isosceles ABC with AM = 11, AD = 10, angle BDC = 3 angle BAC, gold 11 \sqrt{5} + 11): angle chasing to 60^\circ, BD = s/2, then the [asy] figure and the same paragraphs repeated until cut inside the [asy] at 'label("$3x$", (': no perimeter is ever given
tl14m:33|no_answer|truncated|R1-Distill: coordinates, cos(theta) and cos(3 theta) in k^2; its stored thinking is cut at 'perhaps there's a substitution or a way' before any value (no </think>; R1 rule)
tl14m:34|wrong|boxed|hybrid: no real derivation; 'we find that the perimeter of triangle \(ABC\) is \(\boxed{44}\).', then 'However, upon further reflection ... \(\boxed{44}\)' blocks until cut at 'is indeed \(\': its stated 44 (loop convention; gold 11 \sqrt{5} + 11)
tl14m:35|correct|answer_colon|base model (tasks[185], 6 books with the 2 math books apart, gold 480): 720 - 240; 'Answer: There are 480 ways to stack the 6 books ...', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:36|correct|boxed|R1-Distill: 4! C(5,2) 2! and 720 - 240; '**Final Answer** ... \boxed{480}.', after </think> '\(\boxed{480}\)' = gold
tl14m:37|correct|boxed|hybrid: 'The final answer is 480.\n\n\boxed{480}', then the solution four more times and a fifth copy cut at 'one unit and the': its stated, never-contradicted 480 (loop convention) = gold
tl14m:38|wrong|boxed|base model (tasks[186], the median of 27 consecutive integers summing to 3^7, gold 81): 'So the median is $3^7/27 = 3^5 = \boxed{243}$.' (3^7/27 is 3^4 = 81; gold 81)
tl14m:39|correct|boxed|R1-Distill: 2187 / 27 = 81, first term 68; '**Final Answer** ... \boxed{81}.', after </think> '\(\boxed{81}\)' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
