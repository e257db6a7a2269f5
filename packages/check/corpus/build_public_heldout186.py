__doc__ = r"""Build public_heldout186.jsonl: a 186th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

36 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-176 read, continuing where round 176 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 2896000 (round 176's paste, reused), 2912000,
  2928000, 2944000, 2960000, 2976000, 2992000, 3008000, 3024000 and 3040000, joined
  2896000-3056000: tasks[242] hybrid, tasks[243]-[253] all three models and tasks[254] base and
  thinking: 36 records (MATH-500).

Method (rounds 76-176): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. The
file stores non-ASCII characters as \u escapes, which read_file shows with two backslashes
('\\u00b2', '\\u2074', '\\u00b7', '\\u03b8'): pasted so. Page 2960000 holds two '\\ufffd'
escapes (the mod-11 hybrid's 'a^(p-1) \\ufffd 1 mod p'); pasted first with one backslash, the
page came out 10 characters short (no loop count fitted), and pasted with two it came out
right; this agrees with round 176's note. Page 2896000 is round 176's paste
(/tmp/rounds/real176/pages/q14_2896000.txt), copied, not read again; it decodes to 16,000
characters with its own marker (the hyperbola hybrid's block, 1 further copy).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one count to give the page
length). Each copy was looked at on the page before a marker was used for it; a copy that was
cut was pasted whole. The counts (further copies after the pasted one): 2912000 the witches
hybrid's block 'To determine the total number of handshakes at the mixer, we can break down
... The final answer is 60.\n\n' 5 (then a copy cut at '   - The'); 2928000 the P(x) hybrid's
solution 'To solve this problem, ... The final answer is \\( \\boxed{431} \\).\n\n\\boxed{431}'
1 (after '\n\n'; the second copy ends the string); 2944000 the 5r^5 hybrid's block 'To ensure
the answer is correct, ... Therefore, the simplified expression is $5r^5$.\n \n' 4 (then a copy
cut at '5 \\cdot '); 2960000 the mod-11 hybrid's paragraph 'I apologize for the confusion in
the previous steps. The correct remainder is 9, not 10. ... Therefore, the remainder is
9.\n\n' 11 (then a copy cut at 'final addition step.', whose rest opens page 2976000); 2976000
the same paragraph 3 (then a copy cut at 'not 10. I', where the string ends); 2992000 the g(x)
hybrid's block 'To find the sum of the coefficients ..., we can follow these steps: ... In
summary, ... \\(\\boxed{-2}\\).\n\n' 1 (then a copy cut at 'more cumbersome and'); 3024000 the
projection hybrid's four paragraphs 'To summarize, ... / Therefore, ... / To ensure accuracy,
... the projection is correct. / Therefore, ...' 2 (then a copy cut at 'which is (3').
Pages 3008000 and 3040000 hold no loop that a marker was used for (the distance hybrid's
second and third solutions and the cross-product hybrid's repeated 'However, the problem asks
... / To ensure the solution is correct, ...' blocks were pasted whole).
The pages were joined in file order (work/extract.py; each page starts where the one before
ends), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build),
never retyped. The record's `q` is the question's first 60 characters (no opening here matched
two MATH-500 problems).

Edges: page 2896000 opens inside tasks[241] thinking_model (a record of round 176); its
hybrid_model (round 176's tl14m 41) is skipped, and the first record taken is tasks[242]
hybrid_model (the 21420N hybrid), which round 176's last page cut. The joined text ends (file
character 3056000) inside tasks[254] hybrid_model (the alpha_1 alpha_2 + alpha_3 alpha_4 hybrid,
cut at '4. \\(\\al'): that record is cut by the last page and not taken. Every other completion
on the pages read is taken. Several completions are cut in the file itself (the stored text
ends mid-word or mid-sentence: the R1-Distill completions of tasks[244], [246], [247], [248],
[250], [251], [253] and [254], three of them after '</think>', and the looping hybrids of
tasks[243], [245], [247], [249], [250], [251] and [252]); they are whole records as the file
holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 29,052
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-35).

Repositories (36 records): thaotnguyen/thinking-llms-interp 36 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 36 (MATH-500). Prompt format: long_cot 36 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 23, wrong 8, no_answer 5. Forms: boxed 18 (13 correct, 5 wrong), prose_sentence
9 (7 correct, 2 wrong), answer_is 3 (2 correct, 1 wrong), final_answer_phrase 1 (1 correct),
truncated 5. 2 debatable (tl14m 28, 30).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 12) 6 correct (1 'So, there were 60
handshakes at the mixer.', 7 '... is $5r^5$.', 10 '... is 10.', 19 'The answer is: -2', 22
\boxed{2\sqrt{5}}, 28 'The answer is: \begin{pmatrix}...'), 6 wrong (4 '$P(16) = 361$', 13 '...
is $2$.', 16 \boxed{\frac{\sqrt{5} + 3}{24}}, 25 \boxed{(10, -10, 100)}, 31 \boxed{21}, 34
'The answer is: \{-1,-1,2\}'); thinking_model (R1-Distill-Qwen-14B, 12) 7 correct (2
\boxed{60}, 8 \boxed{5r^5}, 11 \boxed{10}, 17 \boxed{\dfrac{1}{8}}, 20 \boxed{-2}, 23
\boxed{2\sqrt{5}}, 29 \boxed{(16/49, 48/49, 24/49)}), 5 no_answer (5, 14, 26, 32, 35: cut inside
their thinking before '</think>' and before any **Final Answer**); hybrid_model (12) 10
correct (0 \boxed{6}, 3 'The final answer is 60.', 9 '$5r^5$', 12 \boxed{10}, 15 'the
remainder is 9.', 18 \boxed{\frac{1}{8}}, 21 \boxed{-2}, 24 '2 * sqrt(5)', 30 '(16/49, 48/49,
24/49)', 33 \boxed{27}), 2 wrong (6 \boxed{431}, 27 \boxed{(0, 30, -30)}).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 2896000-3056000 joined
  (160,000 of 3,995,770 characters): tasks[242] (21420N divisible by 6) hybrid; [243] (witches
  and sorcerers' handshakes), [244] (P(16) for the sandwiched quadratic), [245] (simplify
  (10r^3)(4r^6)/8r^4), [246] (the sum of the a with (3)5^2 - 4(5 - a)^2 / 3 = 63), [247]
  (129^34 + 96^38 mod 11), [248] (sin^3 18 + sin^2 18), [249] (the coefficient sum of f(x - 1)),
  [250] (the distance from (6, 0) to y = 2x - 2), [251] (the smallest v with a x v = (90, 30,
  30)), [252] (the projection onto (2, 6, 3)), [253] (arccos x + arccos 2x + arccos 3x = pi)
  base, thinking, hybrid; [254] (the pair sums of the roots of x^4 + 2x^3 + 2) base, thinking.
  Record number = place in file order.

Label conventions (rounds 72-176): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer; equal in value but written differently is correct (here
'2 * sqrt(5)' for 2\sqrt{5}; '\dfrac{1}{8}' for \frac{1}{8}; the vectors with \frac{16}{49} or
'(16/49, 48/49, 24/49)' for the gold's 16/49 column); labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution)
until cut mid-copy is labelled by the stated, never-contradicted value (tl14m 3, 9, 15, 21, 24,
27, 30). R1 rule: an R1-Distill answer cut inside its thinking, before '</think>' and before a
value on its **Final Answer** line, is no_answer even where the thinking has reached a value
(tl14m 14: '9 modulo 11 is just 9'; 26: 'the vector v is (-7, 16, 5)'; 32: '= 27'; 5, 35: no
final value); one whose **Final Answer** box closes its thinking and whose summary after
'</think>' is then cut is labelled by that box (tl14m 11, 17, 23). An appended 'You are an AI
assistant ...' boilerplate after a base model's answer (tl14m 1) is not an answer and is
ignored. Gold: MATH = MATH-500's answer for the problem that opens with the record's question
words, checked equal to the file's own correct_answer (the build checks both).
Debatable: tl14m 28 (the base model boxes the right column vector, then 'The answer is:
\begin{pmatrix}\frac{16}{49}\frac{48}{49}\frac{24}{49}\end{pmatrix}' with the row separators
dropped: read as the same vector, correct); tl14m 30 (the projection hybrid concludes '(16/49,
48/49, 24/49)' every time but adds 'This can be written as a fraction of the vector b, which is
(32/49, 144/49, 72/49)' beside it: read as a side remark, correct).
Not debatable but noted: tl14m 33 (the arccos hybrid boxes 27 twice, then 'However, upon
re-evaluation, it seems there might be a mistake' and re-derives the same 12x^3 + 14x^2 - 1 = 0,
where the stored text ends: no other value, labelled by its 27); tl14m 15 (the mod-11 hybrid's
'The correct remainder is 9, not 10.' loop: 10 is never stated as its answer).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
2912000, 2928000, 2944000, 2960000, 2976000, 2992000, 3008000, 3024000, 3040000 (9 reads), with
round 176's paste of 2896000 reused (10 pages, 160,000 characters joined). Nothing else was
read. The round is smaller than the brief's target because the file holds about three records
a page (the brief asked for ~10 pages).

Leads for a later round: the 14B MATH-500 file from 3040000 (page 3040000 opens inside
tasks[253] thinking_model, a record of this round; tasks[254] hybrid_model (the alpha_1 alpha_2
+ alpha_3 alpha_4 set), cut by this round's last page, is the first record to take, then
tasks[255]-[331] unread; this round's paste pages/q14_3040000.txt can be reused instead of
reading 3040000 again), about three records a page. The file stores non-ASCII characters as \u
escapes, which read_file shows with TWO backslashes ('\\u00b2'): paste them so; '\\ufffd' too
(it may look like one backslash in the answer; the page length settles it). Its hybrids repeat
their answer or whole solution until cut (verbatim here); its thinking models are often cut
inside their thinking.

Usage: python build_public_heldout186.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout186.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout186.jsonl"
SOURCE = "public_heldout186"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 2896000-3056000 joined (160,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|boxed|hybrid (tasks[242], the nonzero N making 21420N divisible by 6, gold 6): N even and 9 + N a multiple of 3; '... is \(\boxed{6}\).' and '\boxed{6} is the answer.' = gold
tl14m:1|correct|prose_sentence|base model (tasks[243], the witches' and sorcerers' handshakes, gold 60): 6 x 10; 'So, there were 60 handshakes at the mixer.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:2|correct|boxed|R1-Distill: 6 x 10 and 120 - 15 - 45; '**Final Answer** ... is \boxed{60}.', after </think> '... is \(\boxed{60}\).' = gold
tl14m:3|correct|final_answer_phrase|hybrid: 60 + 0 + 0; 'The final answer is 60.', then the block 'To determine the total number of handshakes at the mixer, we can break down ... The final answer is 60.' 6 times whole and a copy cut at '   - The': its stated, never-contradicted 60 (loop convention) = gold
tl14m:4|wrong|prose_sentence|base model (tasks[244], P(16) for the quadratic between x^2 - 2x + 2 and 2x^2 - 4x + 3 with P(11) = 181, gold 406): P(1) = 1, then takes P(16) - P(11) = P(11) - P(1); 'So, $P(16) = 361$.' (gold 406)
tl14m:5|no_answer|truncated|R1-Distill: writes P(x) - lower and upper - P(x) as squares (px + q)^2, (rx + s)^2 and reaches p^2 + r^2 = 1, q^2 + s^2 = 1, pq + rs = -1; its stored thinking is cut at 'the dot product of [p, r] and [q, s].' before '</think>', before any value (R1 rule)
tl14m:6|wrong|boxed|hybrid: matches P to the upper bound, then shifts it to 2x^2 - 4x - 17; 'The final answer is \( \boxed{431} \).' and '\boxed{431}', the solution twice (the stored text ends whole) (gold 406)
tl14m:7|correct|prose_sentence|base model (tasks[245], simplify (10r^3)(4r^6)/(8r^4), gold 5r^5): 'So, the simplified expression is $5r^5$.' = gold
tl14m:8|correct|boxed|R1-Distill: '**Final Answer** The simplified expression is \boxed{5r^5}.', after </think> '\[\n\boxed{5r^5}\n\]' = gold
tl14m:9|correct|prose_sentence|hybrid: 'The final answer is $5r^5$.' (twice), then its 'To ensure the answer is correct, ... Thus, the simplified expression is $5r^5$. To verify, ... Therefore, the simplified expression is $5r^5$.' block 5 times whole and a copy cut at '5 \cdot ': its stated, never-contradicted 5r^5 (loop convention) = gold
tl14m:10|correct|prose_sentence|base model (tasks[246], the sum of the a with (3)5^2 - 4(5 - a)^2 / 3 = 63, gold 10): a slip gives a^2 - 10a + 22 = 0 and a = 5 +- sqrt 3, whose sum is still 10; 'So, the sum of the values of a that satisfy the equation is 10.' = gold
tl14m:11|correct|boxed|R1-Distill: 75 - 4(5 - a)^2/3 = 63, a = 2 or 8; '**Final Answer** The sum of the values of \(a\) is \boxed{10}.' closes its thinking, then the summary after </think> is cut at '1. \(': labelled by that box (R1 rule) = gold
tl14m:12|correct|boxed|hybrid: (5 - a)^2 = 9, a = 2, 8; 'Therefore, the sum of the values of $a$ is $10$.', a second solution ending '... is \(\boxed{10}\).', a Python check and 'The final answer is \(\boxed{10}\).' = gold
tl14m:13|wrong|prose_sentence|base model (tasks[247], 129^34 + 96^38 mod 11, gold 9): multiplies the remainders of 8^2, 8^4, 8^8, 8^16 for both powers and gets 1 + 1; 'So, the remainder when $129^{34} + 96^{38}$ is divided by $11$ is $2$.' (gold 9)
tl14m:14|no_answer|truncated|R1-Distill: 8^4 = 4 and 8^8 = 5 mod 11, 'That's 9. So, 9 modulo 11 is just 9.' inside its thinking; its stored thinking is cut at 'So, \(8' during a recheck, before '</think>' and before any **Final Answer** (R1 rule)
tl14m:15|correct|prose_sentence|hybrid: 4 + 5 = 9; 'So, the remainder ... is 9.', then 'The correct remainder is 9, not 10. ... Therefore, the remainder is 9.' and the paragraph 'I apologize for the confusion ... Therefore, the remainder is 9.' over and over until cut at 'not 10. I': its stated value 9 (10 is never given as its answer; loop convention) = gold
tl14m:16|wrong|boxed|base model (tasks[248], sin^3 18 + sin^2 18, gold \frac{1}{8}): expands cos 5a and gets sin^2 18 = 1/6; '= \boxed{\frac{\sqrt{5} + 3}{24}}.' (gold \frac{1}{8})
tl14m:17|correct|boxed|R1-Distill: sin 18 = (sqrt 5 - 1)/4, x^3 + x^2 = 1/8 and a numeric check; '**Final Answer**\n\boxed{\dfrac{1}{8}}' closes its thinking, then the summary after </think> is cut at '\frac{6 -': labelled by that box (R1 rule) = gold
tl14m:18|correct|boxed|hybrid: (sqrt 5 - 2)/8 + (3 - sqrt 5)/8; 'Therefore, the answer is $\boxed{\frac{1}{8}}$.', an 'Alternatively' solution twice, '\boxed{\frac{1}{8}}', and a last solution ending 'Therefore, the answer is \(\boxed{\frac{1}{8}}\).' (the stored text ends whole) = gold
tl14m:19|correct|answer_is|base model (tasks[249], the sum of the coefficients of f(x - 1), gold -2): g(1) = f(0); '... is $\boxed{-2}$.The answer is: -2' = gold
tl14m:20|correct|boxed|R1-Distill: f(0) and the full expansion 3x^4 - 12x^3 + 23x^2 - 31x + 15; '**Final Answer** ... is \boxed{-2}.', after </think> '\[\n\boxed{-2}\n\]' = gold
tl14m:21|correct|boxed|hybrid: g(1) = f(0) = -2; 'Therefore, the sum of the coefficients of \( g(x) \) is \(\boxed{-2}\).' and 'In summary, ... \(\boxed{-2}\).', the solution 3 times whole and a copy cut at 'more cumbersome and': its stated, never-contradicted -2 (loop convention) = gold
tl14m:22|correct|boxed|base model (tasks[250], the distance from (6, 0) to y = 2x - 2, gold 2\sqrt{5}): foot (2, 2); '= \sqrt{20} = \boxed{2\sqrt{5}}$.' = gold
tl14m:23|correct|boxed|R1-Distill: foot (2, 2) and the point-line formula; '**Final Answer** ... is \boxed{2\sqrt{5}}.' closes its thinking, then the summary after </think> is cut at 'We can also verify this using': labelled by that box (R1 rule) = gold
tl14m:24|correct|prose_sentence|hybrid: 10 / sqrt(5) and the foot (2, 2); 'Therefore, the shortest distance from the point (6, 0) to the line y = 2x - 2 is 2 * sqrt(5).', its solution twice more and a copy cut at 'Therefore, the shortest distance from': its stated, never-contradicted 2 * sqrt(5), 2\sqrt{5} written out (loop convention) = gold
tl14m:25|wrong|boxed|base model (tasks[251], the smallest v with (1, 2, -5) x v = (90, 30, 30), gold (-7, 16, 5)): a sign-slipped system; 'Thus, $\mathbf{v} = \boxed{\begin{pmatrix} 10 \\ -10 \\ 100 \end{pmatrix}}.$', then a Cauchy-Schwarz paragraph ending 'Equality occurs when v = (10, -10, 100), so this is the vector with the smallest magnitude.' (gold \begin{pmatrix} -7 \\ 16 \\ 5 \end{pmatrix})
tl14m:26|no_answer|truncated|R1-Distill: v = (v1, 2v1 + 30, -5v1 - 30), the vertex v1 = -7, 'So, the vector v is (-7, 16, 5)' inside its thinking; its stored thinking is cut at 'where a = (1,' during the check, before '</think>' and before any **Final Answer** (R1 rule)
tl14m:27|wrong|boxed|hybrid: takes the particular solution v1 = 0 as the smallest; 'the vector with the smallest magnitude is \(\boxed{\begin{pmatrix} 0 \\ 30 \\ -30 \end{pmatrix}}\)' and 'the final answer is \(\boxed{...0 \\ 30 \\ -30...}\)' repeated with a cross-product check until cut at '= \begin{pmatrix}': its stated value (0, 30, -30) (gold (-7, 16, 5))
tl14m:28|correct|answer_is|debatable: base model (tasks[252], the projection onto (2, 6, 3) with a.b = 8, gold (16/49, 48/49, 24/49)): 8/49 (2, 6, 3); '= \boxed{\begin{pmatrix} \frac{16}{49} \\ \frac{48}{49} \\ \frac{24}{49} \end{pmatrix}}.' then 'The answer is: \begin{pmatrix}\frac{16}{49}\frac{48}{49}\frac{24}{49}\end{pmatrix}' with the row separators dropped; read as the same vector = gold
tl14m:29|correct|boxed|R1-Distill: ||b||^2 = 49, 8/49 (2, 6, 3); '**Final Answer** ... is \boxed{\begin{pmatrix} \dfrac{16}{49} \\ \dfrac{48}{49} \\ \dfrac{24}{49} \end{pmatrix}}\).', after </think> the same box = gold
tl14m:30|correct|prose_sentence|debatable: hybrid: (8/49)(2, 6, 3) = (16/49, 48/49, 24/49) and a check a.b = 8; each paragraph concludes 'we can conclude that the projection is (16/49, 48/49, 24/49).', but beside it 'This can be written as a fraction of the vector b, which is (32/49, 144/49, 72/49).', repeated until cut at 'which is (3': labelled by its stated conclusion (loop convention), the (32/49, ...) line read as a side remark = gold
tl14m:31|wrong|boxed|base model (tasks[253], |a| + |b| + |c| + |d| for the cubic from arccos x + arccos 2x + arccos 3x = pi, gold 27): wrong square roots give 16x^3 - 3x + 1 = 0; '... is $1 + 3 + 16 + 1 = \boxed{21}.$' (gold 27)
tl14m:32|no_answer|truncated|R1-Distill: reaches 12x^3 + 14x^2 - 1 = 0 and '12 + 14 + 0 + 1 = 27' inside its thinking, then asks whether 27 is minimal; its stored thinking is cut at '= 1' while testing rational roots, before '</think>' and before any **Final Answer** (R1 rule)
tl14m:33|correct|boxed|hybrid: cos(a + b) = -3x, 12x^3 + 14x^2 - 1 = 0; 'Thus, the final answer is:\n\n\[\n\boxed{27}\n\]' and 'Therefore, the answer is \(\boxed{27}\).', then 'However, upon re-evaluation, it seems there might be a mistake ...' re-derives the same 12x^3 + 14x^2 - 1 = 0, where the stored text ends, with no other value: its last answer 27 = gold
tl14m:34|wrong|answer_is|base model (tasks[254], the set of pair sums of the roots of x^4 + 2x^3 + 2, gold \{1\pm\sqrt{5},-2\}): uses only that the three sums add to 0; 'the set is $\boxed{\{-1, -1, 2\}}$. The answer is: \{-1,-1,2\}' (gold \{1\pm\sqrt{5},-2\})
tl14m:35|no_answer|truncated|R1-Distill: Vieta, S1 + S2 + S3 = 0 and the sum of squares 4, then tries a factorisation; its stored thinking is cut at '(x^2 + p x + q)(' before '</think>', before any value (R1 rule)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
