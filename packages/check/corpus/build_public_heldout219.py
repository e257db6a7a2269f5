__doc__ = r"""Build public_heldout219.jsonl: a 219th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

29 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-215 read, continuing where round 215 stopped, to the file's end:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 3856000 (read again: round 215's paste is gone),
  3872000, 3888000, 3904000, 3920000, 3936000, 3952000, 3968000 and 3984000 (the last page,
  11,770 characters), joined 3856000-3995770: tasks[322] thinking and hybrid and tasks[323]-[331]
  all three models: 29 records (MATH-500 problems 490-499, the end of MATH-500).

Method (rounds 76-215): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters, the last
(3984000) to the file's remaining 11,770 (total_chars 3,995,770). The file stores non-ASCII
characters as \u escapes, which read_file shows with two backslashes ('\\u00d7', '\\u00b7',
'\\u00b2', '\\u00b0', '\\u00f7', '\\u2264', '\\u2248', '\\u221a', '\\u2019'): pasted so. Page
3856000 decodes byte-identical, where they overlap, to round 215's records (its tl14m 32-35 lie
whole inside it and the page opens with the last 172 characters of its tl14m 31).
Paste slips caught before use: page 3872000 was first pasted with two backslashes instead of
four before every '(' and ')' of its '\\\\( ... \\\\)' (a dropped escape level) and with a
stray ',' after the polynomial hybrid's closing quote; page 3920000 with the same stray ','
after the S-area hybrid's closing quote. They were found by reading the pastes over against
the display and by the checks (the length check failed on page 3872000; work/lint.py checks
every run of backslashes in a paste against what the file's escaping allows and flags a ','
before a closing '}'; a stray ',' would also fail the JSON parse below), and were fixed against
the display by script.
The joined text was also parsed as JSON (work/extract.py, after a prefix that opens the
tasks[320] object it starts inside): it parses, 12 task objects, so every escape and every
structural quote is in place. A further check by script (work/nearcopy.py: within each record,
every pair of distinct paragraphs or lines of equal length differing in 1-3 characters listed
and read; no labels read) found no near-copy that is not in the file itself (the listed pairs
are list lines such as '- Ears: 2 options' / '- Lips: 2 options', '- \( 1 + 3 + 11 = 15 \)'
/ '- \( 1 + 3 - 11 = -7 \)', 'Case 1: Degree 1.' / 'Case 2: Degree 2.', '(2x + y)/5 * 2 = 0'
/ '(2x + y)/5 * 1 = 0', '   - For \(k = 0\):' / '... k = 1 ...', 'Set \( f'(x) = 0 \):' /
'Set \( h'(x) = 0 \):', 'Since i^2 = -1, -15i^2 = 15' / '... -25i^2 = 25', the Step lines,
'\\[' / '\\]', and the octagon base model's '& & h \\' / '& & | \\', all on the display).
Long verbatim loops were not retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 and requires exactly one to give the page length). Each copy was looked
at on the page before the marker was used for it. The counts (further copies after the pasted
one): 3856000 U1 the |x - p| hybrid's whole solution 'To find the minimum value ... is
\\(\\boxed{15}\\).\n\n' 1 (as round 215 found; then a copy cut at '| -' where the string
ends); 3872000 U1 the polynomial hybrid's solution 'To solve the problem, we need to find the
least possible value ... is \\(\\boxed{14}\\).\n\n' 2 (three whole after its first 'Let's break
down' solution; then a copy cut at '\\( f(x)' where the string ends); 3888000 U1 the Mr. Potato
Head hybrid's 'To solve the problem of determining ... The final answer is
64.\n\n\\boxed{64}\n\n' 2 (three whole on this page after the remainder of the copy cut at
'Hairstyles are optiona' by page 3872000's edge; then a copy cut at '2. **Determine the required
features:**\n' where the string ends); 3920000 U1 the S-area hybrid's paragraph pair 'However,
I realize that the correct area is actually ... / However, I made a mistake in the initial
calculation. ...', each ending 'So, the final answer is \\(\\boxed{\\frac{1}{2}}\\).\n\n', 2
(three pairs after its 'However, upon re-evaluation' paragraph; then a 'However, I realize'
copy cut at '= \\frac' where the string ends); 3936000 U1 the domain hybrid's whole solution
'To determine the domain ... The final answer is \\(\\boxed{(2, 12) \\cup (12, 102)}\\).\n\n' 2
(three whole; then a copy cut after its third condition's display '\\neq 1\n   \\]\n  ' where
the string ends); 3968000 U1 the a_9 base model's line '\\[a_9 = \\frac{1}{1 - a_8} = ... =
\\frac{a_7 - 1}{a_7}\\]\n' 24 (25 in all after 'Step 5: ...'; then a copy cut at '\\frac{1'
where the string ends). The other loops were pasted whole (the S-area base model's cycle of
'If $t > 2,$ / If $t < 0,$ / If $t = 2,$ / If $t = 0,$' cases on 3904000 and 3920000, whose
cycle does not start the string; the vector hybrid's restatements on 3888000 and 3904000; the |w|
hybrid's checks on 3936000 and 3952000; the octagon hybrid's alternating paragraphs on 3952000
and 3968000; the a_9 hybrid's paragraph cycle on 3968000 and 3984000). Pages 3904000, 3952000
and 3984000 hold no marker.
The pages were joined in file order (work/extract.py; each page starts where the one before
ends), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build),
never retyped. The record's `q` is the question's first 60 characters (each opening matches
exactly one MATH-500 problem, lines 490-499).

Edges: page 3856000 opens inside tasks[320] hybrid_model (a record of round 215); tasks[321] and
tasks[322] base_model (round 215's tl14m 32-35) are skipped, and the first record taken is
tasks[322] thinking_model (the least |a_{n-1}| of 2x^n + ... + 66 with distinct integer roots),
which round 215's last page cut at '... suc'. The joined text ends with the file itself
(character 3,995,770: tasks[331] hybrid_model, then ']\n}'): the file holds tasks[0]-[331]
(n_tasks 332), so there is no tasks[332] or later in it. Every completion from tasks[322]
thinking_model on is taken. Many completions are cut in the file itself (the stored text ends
mid-word or mid-sentence: the R1-Distill completions of tasks[322], [325], [326], [329], [330]
and [331] inside their thinking and of tasks[328] after '</think>'; the hybrids of tasks[322]-
[330]; the base models of tasks[326] and [330]); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 218
files, 32,180 distinct texts) and of the rounds in progress beside this one that had written
theirs when last checked (/tmp/rounds/real222/public_heldout222.jsonl and
real223/public_heldout223.jsonl; 32,411 distinct texts in all), by script, reading no labels
(work/dedup.py), and with the others of this round: none repeats, and none even shares its first
200 characters with an earlier completion. (The brief warned that tasks[332]-[399] might repeat
the hybrid-2 14B file's tasks[0]-[67]; this file ends at tasks[331], so none was read.) The
records are numbered in file order (tl14m 0-28).

Repositories (29 records): thaotnguyen/thinking-llms-interp 29 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 29 (MATH-500). Prompt format: long_cot 29 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format (think_answer): 0.
Truths: correct 15, wrong 6, no_answer 8. Forms: boxed 14 (11 correct, 3 wrong), prose_sentence
5 (2 correct, 3 wrong), answer_is 1 (correct), final_answer_phrase 1 (correct), truncated 8.
1 debatable (tl14m 5).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 9) 3 correct (5 '$\boxed{y = -2x}$.The
answer is: -2x' (debatable), 8 'So, the answer is $20$.', 14 'In interval notation, the domain
is: \[(2, 12) \cup (12, 102)\]'), 4 wrong (2 '... 48 different wacky personalities ...' then a
'You are an AI assistant ...' boilerplate, 17 $\boxed{\dfrac{5}{12}}$, 20 'the area of the
equiangular octagon is 2 square units.', 26 'So, angle AHB is 52 degrees.'), 2 no_answer (11: a
cycle of case lines until the string ends; 23: the a_9 recursion line 25 times until the string
ends); thinking_model (R1-Distill-Qwen-14B, 10) 4 correct (3 \boxed{64}, 6 \boxed{y = -2x}, 15
\boxed{(2, 12) \cup (12, 102)}, 18 \boxed{\dfrac{5}{13}}), 6 no_answer (0, 9, 12, 21, 24, 27:
cut inside their thinking before '</think>' and before any **Final Answer**); hybrid_model (10)
8 correct (1 \boxed{14}, 4 \boxed{64}, 7 \boxed{y = -2x}, 10 \boxed{20}, 16 \boxed{(2, 12) \cup
(12, 102)}, 19 'The final answer is 5/13.', 25 \boxed{-1}, 28 'Thus, the measure of angle AHB is
106\u00b0.'), 2 wrong (13 \boxed{\frac{1}{2}}, 22 \boxed{2 + \sqrt{2}} after \boxed{\frac{1}{2} +
\sqrt{2}}).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 3856000-3995770 joined
  (139,770 of 3,995,770 characters, to the end of the file): tasks[322] (the least |a_{n-1}|)
  thinking, hybrid; [323] (Mr. Potato Head's personalities), [324] (the line of vectors with
  zero projection onto (2, 1)), [325] (a + b + c for (sqrt 2 + sqrt 3)^3), [326] (the area of
  the (a, b) giving the quartic a real root), [327] (the domain of (2 - x)/log(2 - log(x - 2))),
  [328] (|w| for w = (3z + 1)/(5z + 7)), [329] (the equiangular octagon's area), [330] ((a_9)^9
  with a_3 = a_1), [331] (angle AHB of the altitudes) base, thinking, hybrid. Record number =
  place in file order.

Label conventions (rounds 72-215): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer, and so is a complete response that states no value; equal in value
but written differently is correct (here '\boxed{\dfrac{5}{13}}' and '5/13' for '\frac{5}{13}',
'106\u00b0' for '106^\circ', '(2, 12) \cup (12, 102)' with spaces); a right final answer over
wrong working is correct (tl14m 1, 28); labels are against the gold as given. Loop convention: a
response that states its answer and then repeats it (or its whole solution) until cut mid-copy,
or until the string ends, is labelled by the stated, never-contradicted value (tl14m 1, 4, 7, 10,
16, 19, 25; and the wrong 13). R1 rule: an R1-Distill answer cut inside its thinking, before
'</think>' and before a value on its **Final Answer** line, is no_answer even where the thinking
has reached a value (tl14m 24: '(a_9)^9 = (a_1)^9 = -1', cut at 'Therefore'; 27: a guessed
126\u00b0, cut at 'Subtract equation 1 from equation 2:'; and 0, 9, 12, 21 before any value);
one whose **Final Answer** box closes its thinking and whose summary after '</think>' is then
cut is labelled by that box (tl14m 18). A base model answer followed by an appended 'You are an
AI assistant ...' boilerplate (tl14m 2) is labelled by its answer; the boilerplate is not an
answer. A response that never reaches a value and ends cut is no_answer whatever the model
(tl14m 11, 23). Gold: MATH = MATH-500's answer for the problem that opens with the record's
question words, checked equal to the file's own correct_answer (the build checks both).
Debatable: tl14m 5 (the projection base model boxes 'y = -2x' and then ends 'The answer is: -2x':
the last line gives only the right-hand side of its boxed equation; labelled correct as the same
answer restated, though a strict reader could take the bare expression '-2x' as not the equation
the question asks for, which would be wrong).
Not debatable but noted: tl14m 1 (the polynomial hybrid's 14 rests on the root set -1, -3, 11,
whose constant term is -66, not 66; the value is the gold); tl14m 22 (the octagon hybrid
alternates between computing 1/2 + sqrt 2 and boxing 2 + sqrt 2; its last box is 2 + sqrt 2 and
a recomputation of 1/2 + sqrt 2 is cut after it: wrong either way, gold 7/2); tl14m 25 (the a_9
hybrid's paragraphs call -1 'the real part of the expression', a confused gloss that does not
change the boxed value -1); tl14m 28 (the AHB hybrid first writes '= 0\u00b0, which is not
possible', then 180\u00b0 - 74\u00b0 = 106\u00b0).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
3856000, 3872000, 3888000, 3904000, 3920000, 3936000, 3952000, 3968000, 3984000 (9 reads; 9 pages,
139,770 characters joined, to the file's end). Nothing else was read. The round is smaller than
the brief's 40-50 records because the file ends after 9 pages (tasks[331] is its last task).

Leads for a later round: the hybrid/ Qwen2.5-14B MATH-500 file is now read to its end (tasks[0]-
[331] across rounds 72-219); a later round must start another file. The brief's note that
tasks[332]-[399] might repeat the hybrid-2 14B file's tasks[0]-[67] does not apply to this file
(it holds 332 tasks); it may apply to another 400-task file of the repository (the hybrid-2/
14B file holds n_tasks 400, MATH-500 problems not in test order), so keep the whole-text repeat
check against every committed round there. This file's tasks[322]-[331] are MATH-500 problems
490-499; other files of the repository may hold the same questions (not the same texts). The
file stores non-ASCII characters as \u escapes, which
read_file shows with TWO backslashes ('\\u00b0'): paste them so; a display's '\\\\(' is four
backslashes (work/lint.py catches a dropped level). Its hybrids and base models repeat their
answer, a paragraph or their whole solution until cut (verbatim, or with small changes); its
thinking models are often cut inside their thinking. A same-length paste slip passes the length
check: read each paste over against the display.

Usage: python build_public_heldout219.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout219.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout219.jsonl"
SOURCE = "public_heldout219"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source(
        "pages 3856000-3995770 joined (139,770 of 3,995,770 characters, to the end of the file)"
    ),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|no_answer|truncated|R1-Distill (tasks[322], the least |a_{n-1}| of 2x^n + ... + 66 with distinct integer roots, gold 14): the roots multiply to 33, lists pairs and their sums ('2. (3, 11): sum = 14') inside its thinking; its stored thinking is cut at '5. (1, -33):' before '</think>' and before any value for |a_{n-1}| (R1 rule)
tl14m:1|correct|boxed|hybrid: the roots' sum 7 from -1 - 3 + 11, a_{n-1} = -14; 'Thus, the final answer is 14.' and '\boxed{14}', then 'To solve the problem ... is \(\boxed{14}\).' solutions repeated until cut at 'the polynomial \( f(x)': its stated, never-contradicted 14 (loop convention) = gold (its root set gives the constant -66, not 66: a right value over flawed working)
tl14m:2|wrong|prose_sentence|base model (tasks[323], Mr. Potato Head's personalities with optional hair, gold 64): 'Hairstyles: 3 options (including bald)', 3 x 2 x 1 x 2 x 2 x 2; 'Tom can come up with 48 different wacky personalities for his Mr. Potato Head.', then an appended 'You are an AI assistant ...' boilerplate (not an answer): 48 (gold 64: bald is a fourth hair option, 4 x 16)
tl14m:3|correct|boxed|R1-Distill: 4 hair options x 2 x 1 x 2 x 2 x 2 = 64 in its thinking, '</think>', then its solution ends '\[ \boxed{64} \]' = gold
tl14m:4|correct|boxed|hybrid: 16 required combinations x 4 hair options; 'The final answer is 64.' and '\boxed{64}', then 'To solve the problem of determining ...' solutions each ending 'The final answer is 64. \boxed{64}' repeated until cut at '2. **Determine the required features:**': its stated, never-contradicted 64 (loop convention) = gold
tl14m:5|correct|boxed|debatable: base model (tasks[324], the line of the vectors whose projection onto (2, 1) is zero, gold y = -2x): v orthogonal to (2, 1), 2x + y = 0; 'Hence, the equation of the line is $\boxed{y = -2x}$.The answer is: -2x': the last line gives only the right-hand side -2x of its boxed equation, read as the same answer y = -2x; a strict reader could take the bare '-2x' as not the equation asked for (wrong)
tl14m:6|correct|boxed|R1-Distill: v . (2, 1) = 0, 2x + y = 0; '**Final Answer** The equation of the line is \boxed{y = -2x}.', after '</think>' 'Thus, the equation of the line is \(\boxed{y = -2x}\).' = gold
tl14m:7|correct|boxed|hybrid: v . u = 0, 2x + y = 0; 'The final answer is: \[ \boxed{y = -2x} \]', a check by slopes, 'The final equation of the line is: \[ \boxed{y = -2x} \]', then the solution repeated until cut at 'Solving for \(y\) in terms of \(': its stated, never-contradicted y = -2x (loop convention) = gold
tl14m:8|correct|answer_is|base model (tasks[325], a + b + c for (sqrt 2 + sqrt 3)^3 = a sqrt 2 + b sqrt 3 + c sqrt 6, gold 20): 11 sqrt 2 + 9 sqrt 3, c = 0; 'So, the answer is $20$.' = gold
tl14m:9|no_answer|truncated|R1-Distill: expands twice, reaching 11 sqrt 2 and '5\sqrt{3} + 4\sqrt{3} =' inside its thinking; its stored thinking is cut there before '</think>' and before any value for a + b + c (R1 rule)
tl14m:10|correct|boxed|hybrid: the binomial theorem, a = 11, b = 9, c = 0; 'Therefore, the answer is $20$.' and '\boxed{20}', 'The final answer is $\boxed{20}$.' and '### Final Answer: \[ \boxed{20} \]', then a restatement cut at 'The number \((\sqrt{2}+\sqrt': its stated, never-contradicted 20 (loop convention) = gold
tl14m:11|no_answer|truncated|base model (tasks[326], the area of the (a, b) in the unit square for which x^4 + ax^3 - bx^2 + ax + 1 = 0 has a real root, gold \frac{1}{4}): t = r + 1/r, then a cycle of case lines 'If $t > 2,$ ... / If $t < 0,$ ... / If $t = 2,$ ... / If $t = 0,$ ..., which is impossible.' until the string ends at 'Hence, $t \neq', before any area
tl14m:12|no_answer|truncated|R1-Distill: h(x) = x^4 + ax^3 - bx^2 + ax + 1, h(1) > 0, h(-1) = 2 - 2a - b <= 0 when 2a + b >= 2, inside its thinking; its stored thinking is cut at 'So, if \( h(-1' before '</think>' and before any area (R1 rule)
tl14m:13|wrong|boxed|hybrid: tries x = 0, 1, -1 only (b = 2 - 2a), a 'triangle' of area \frac{\sqrt{2}}{4}, then 1/2; 'Therefore, the area of the graph of \(S\) is \(\boxed{\frac{1}{2}}\).', then 'However, I realize ... / However, I made a mistake ...' paragraphs each ending 'So, the final answer is \(\boxed{\frac{1}{2}}\).' until cut at '= \frac': its stated 1/2 (gold 1/4: the region above b = 2 - 2a, a triangle with legs 1/2 and 1)
tl14m:14|correct|prose_sentence|base model (tasks[327], the domain of (2 - x)/log(2 - log(x - 2)), gold (2,12) \cup (12,102)): x > 2, x < 102, x != 12; 'In interval notation, the domain is: \[(2, 12) \cup (12, 102)\]' = gold
tl14m:15|correct|boxed|R1-Distill: x > 2, x < 102, x != 12; '**Final Answer** The domain of the function is \boxed{(2, 12) \cup (12, 102)}.', after '</think>' '\[ \boxed{(2, 12) \cup (12, 102)} \]' = gold
tl14m:16|correct|boxed|hybrid: the same three conditions; 'The final answer is \(\boxed{(2, 12) \cup (12, 102)}\).', then the whole solution repeated until cut after its third condition's display ('\neq 1 \]'): its stated, never-contradicted domain (loop convention) = gold
tl14m:17|wrong|boxed|base model (tasks[328], |w| for w = (3z + 1)/(5z + 7) with z = 1 + i, gold \frac{5}{13}): w = (4 + 3i)/(12 + 5i), then the modulus of 4/12 + (3/12)i; 'Therefore, the magnitude of $w$ is $\boxed{\dfrac{5}{12}}$.' (gold 5/13: |4 + 3i|/|12 + 5i| = 5/13)
tl14m:18|correct|boxed|R1-Distill: w = (63 + 16i)/169, |w| = 65/169 = 5/13; '**Final Answer** The modulus of \( w \) is \boxed{\dfrac{5}{13}}.' closes its thinking, then the summary after '</think>' is cut at 'The modulus of \(': labelled by that box (R1 rule) = gold
tl14m:19|correct|final_answer_phrase|hybrid: |4 + 3i|/|12 + 5i| = 5/13, checked by rationalising; 'The final answer is 5/13.' and 'Therefore, the final answer is 5/13.' with the checks repeated until cut at '2.': its stated, never-contradicted 5/13 (loop convention) = gold
tl14m:20|wrong|prose_sentence|base model (tasks[329], the area of the equiangular octagon with sides 1 and sqrt 2/2 alternating, gold \frac{7}{2}): eight central triangles of area 1/4; 'So, the area of the equiangular octagon is 2 square units.' (gold 7/2: a 2 x 2 square less four corner triangles of area 1/8)
tl14m:21|no_answer|truncated|R1-Distill: walks the sides as vectors, vertices (1, 0), (1.5, 0.5), ..., (-0.5, 0.5), inside its thinking; its stored thinking is cut at '(-\u221a2/' before '</think>' and before any area (R1 rule)
tl14m:22|wrong|boxed|hybrid: a square of side 1 + sqrt 2/2 less four triangles, '\(\boxed{\frac{1}{2} + \sqrt{2}}\)', then 'the correct area of the octagon is actually \(\boxed{2 + \sqrt{2}}\)', recomputing 1/2 + sqrt 2 and boxing 2 + sqrt 2 in turn; its last box 'Therefore, the area of the octagon is \(\boxed{2 + \sqrt{2}}\).', then a recomputation cut at '\(4 \times \frac': two differing values, neither the gold 7/2
tl14m:23|no_answer|truncated|base model (tasks[330], (a_9)^9 when a_{i + 1} = 1/(1 - a_i) and a_3 = a_1, gold -1): a wrong a_1^2 - a_1 - 1 = 0, then the line '\[a_9 = \frac{1}{1 - a_8} = ... = \frac{a_7 - 1}{a_7}\]' 25 times until the string ends at '\frac{1', before any value
tl14m:24|no_answer|truncated|R1-Distill: a_1^2 - a_1 + 1 = 0, a_1^3 = -1, '\( (a_9)^9 = (a_1)^9 = -1 \)' inside its thinking; its stored thinking is cut at 'so \( a_1^3 = -1 \). Therefore' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:25|correct|boxed|hybrid: a_1 = (1 \pm i sqrt 3)/2, a_1^3 = -1; 'Therefore, the final answer is \(\boxed{-1}\).', then paragraphs ending 'the real part of the expression is \(-1\), so the final answer is \(\boxed{-1}\).' repeated until cut at 'the sequence is periodic': its stated, never-contradicted -1 (loop convention) = gold
tl14m:26|wrong|prose_sentence|base model (tasks[331], angle AHB where the altitudes AD and BE meet, A = 54 and B = 52 degrees, gold 106^\circ): C = 74, then 180 - 54 - 74; 'So, angle AHB is 52 degrees.' (gold 106: angle AHB = 180 - C)
tl14m:27|no_answer|truncated|R1-Distill: guesses 'angle AHB is equal to 180\u00b0 minus angle BAC', 126\u00b0, then sets up coordinates inside its thinking; its stored thinking is cut at 'Subtract equation 1 from equation 2:' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:28|correct|prose_sentence|hybrid: C = 74, a false '= 0\u00b0, which is not possible' step, then 'angle AHB = 180\u00b0 - angle ACB = 180\u00b0 - 74\u00b0 = 106\u00b0'; 'Thus, the measure of angle AHB is 106\u00b0.' = gold (106\u00b0 for 106^\circ)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
