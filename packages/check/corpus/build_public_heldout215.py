__doc__ = r"""Build public_heldout215.jsonl: a 215th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

36 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-210 read, continuing where round 210 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 3696000 (round 210's paste, reused), 3712000,
  3728000, 3744000, 3760000, 3776000, 3792000, 3808000, 3824000, 3840000 and 3856000, joined
  3696000-3872000: tasks[310] thinking and hybrid, tasks[311]-[321] all three models and
  tasks[322] base_model: 36 records (MATH-500).

Method (rounds 76-210): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. The
file stores non-ASCII characters as \u escapes, which read_file shows with two backslashes
('\\u2261', '\\u2260', '\\u2264', '\\u03c9', '\\u00b3', '\\u00b2', '\\u00b1', '\\u221a',
'\\u03c0'): pasted so. Page 3696000 is round 210's paste (/tmp/rounds/real210/pages/
q14_3696000.txt), copied, not read again; it decodes to 16,000 characters, byte-identical to
round 210's decoded page. A further check by script (work/nearcopy.py: within each record, every
pair of paragraphs of equal length differing in 1-3 characters, and every once-only paragraph
within 3 characters of a repeated one, listed and read; no labels read) found no near-copy that
is not in the file itself (the listed pairs are list lines such as '- A-B: 6' / '- A-C: 6',
'1. A -> B -> C -> D' / '2. A -> B -> D -> C', '1 mod 4 = 1' / '2 mod 4 = 2', '\\[' / '\\]',
and the cut last copies of loops, all on the display).
Long verbatim loops were not retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400, and every pair of counts where a page holds two markers, and requires
exactly one to give the page length). Each copy was looked at on the page before the marker was
used for it. The counts (further copies after the pasted one): 3696000 U1 the B6 hybrid's 'we
can follow these steps' solution 3 (round 210's); 3712000 U1 the primes R1-Distill's paragraph
pair 'Wait, but let me think about p=2 in another way. Maybe I can write 8x \\u22611 mod2 as
... so the sum is 2.\n\n' 4 (five in all; then 'Wait, but let me think about' where the string
ends) and U2 the primes hybrid's 'The sum of all primes \\( p \\) ... is \\(\\boxed{2}\\).\n\n
\\(\\boxed{2}\\)\n\n' 6 (then a copy cut at '\\p' by the page edge); the pair (4, 6) is the only
one that gives the page length (by eye the display was first read as five further hybrid
copies; the length settles six, and the count does not touch any label); 3728000 U1 the same
hybrid line 21 (after the cut copy's remainder 'mod{p} ... \\(\\boxed{2}\\)\n\n'; then 'The sum
... is \\(\\boxed{2}\\' where the string ends) and U2 the product base model's ' = [A] \\cdot
[B]' 4 (five in all in its 'cancel out' display; then a copy cut at '\\fr'); the pair (21, 4)
is the only one that gives the page length; 3744000 U1 the same ' = [A] \\cdot [B]' 2 (after
the cut copy's remainder; then a copy cut at '\\frac{1' where the string ends); 3760000 U1 the
2010 hybrid's whole solution 'To determine the probability ... The final answer is
\\(\\boxed{202}\\).\n\n' 2 (three whole; then a copy cut at 'A fraction \\(\\frac'); 3776000
U1 the tan A hybrid's four-paragraph cycle 'However, upon re-examining the problem ... / After
reviewing the problem again ... / However, upon re-examining ... / After carefully re-examining
...', each ending 'should be:\n\n\\(\\boxed{\\frac{4}{3}}\\)\n\n', 1 (then 'However ...',
'After reviewing ...' and a 'However ...' cut at '\\(\\' where the string ends); 3792000 U1 the
sqrt hybrid's 'The final answer is \\(\\boxed{10}\\).\n\nThe equation is solved by ... holds
true.\n\n' 14 (then a copy cut at 'satisfies' where the string ends) and U2 the shortest-path
base model's 'We can see that the shortest distance is $14$ by looking at the diagram. ' 108
(then a copy cut at 'by lo' by the page edge; it ends on page 3808000); the pair (14, 108) is
the only one that gives the page length; 3824000 U1 the cube hybrid's line 'The volume of the
cube is 216 cubic inches.\n' 134 (after 'Step 6: Final Answer\n'; then 'The volume of the cube
is 216 cubic inches' where the string ends); 3840000 U1 the shirt hybrid's line 'The original
price of the shirt was $36.\n' 153 (then a copy cut at 'The original price of the shirt' by the
page edge; page 3856000, pasted whole, holds three more and 'The original price of the shirt
was' where the string ends); 3856000 U1 the |x - p| hybrid's whole solution 'To find the minimum
value ... is \\(\\boxed{15}\\).\n\n' 1 (two whole; then a copy cut at '| -' where the string
ends). The other loops were pasted whole (the mod-4 hybrid's cycle on 3840000; the shirt
hybrid's last lines on 3856000; the tan A hybrid's first six varied paragraphs on 3776000).
Page 3808000 holds no marker.
The pages were joined in file order (work/extract.py; each page starts where the one before
ends), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build),
never retyped. The record's `q` is the question's first 60 characters (no opening here matched
two MATH-500 problems).

Edges: page 3696000 opens inside tasks[309] base_model (a record of round 210); tasks[309]
thinking and hybrid and tasks[310] base_model (round 210's tl14m 34-36) are skipped, and the
first record taken is tasks[310] thinking_model (the sum of the complex solutions of
1/(x^2-1) + ... + 4/(x^2-4) = 2010x - 4), which round 210's last page cut at '\\frac{3}{x^2'.
The joined text ends (file character 3872000) inside tasks[322] thinking_model (the least
|a_{n-1}| of 2x^n + ... + 66 with distinct integer roots, cut at 'Our goal is to choose such
roots ... suc'): that record is cut by the last page and not taken, and neither is tasks[322]
hybrid_model (unread). Every other completion on the pages read is taken. Many completions are
cut in the file itself (the stored text ends mid-word or mid-sentence: the R1-Distill
completions of tasks[310]-[314], [316]-[318] and [321] inside their thinking and of tasks[315]
and [319] after '</think>'; the hybrids of tasks[311], [313]-[316], [318]-[321]; the base
models of tasks[313] and [317]); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 31,823
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-35).

Repositories (36 records): thaotnguyen/thinking-llms-interp 36 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 36 (MATH-500). Prompt format: long_cot 36 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 18, wrong 7, no_answer 11. Forms: boxed 17 (12 correct, 5 wrong),
prose_sentence 6 (5 correct, 1 wrong), final_answer_phrase 1 (correct), answer_colon 1 (wrong),
truncated 11. 1 debatable (tl14m 14).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 12) 7 correct (2 'The sum of all such
$p$ is simply 2.', 5 '&= \boxed{1}.', 11 \boxed{202}, 23 'The volume of the cube is 216 cubic
inches.', 26 'the remainder is 2.', 29 'The original price of the shirt was $36.', 32
$\boxed{15}$), 4 wrong (14 'Answer: tan A = \u221a(2b(b - c)) * sin B / ...' (debatable), 17
$x = \boxed{4}$, 20 'The shortest distance is $14$.' looped, 35 $\boxed{132}$), 1 no_answer (8:
the fraction times itself over itself repeated until the string ends); thinking_model
(R1-Distill-Qwen-14B, 12) 3 correct (15 \boxed{\dfrac{8}{15}}, 27 \boxed{2}, 30 \boxed{36}), 9
no_answer (0, 3, 6, 9, 12, 18, 21, 24, 33: cut inside their thinking before '</think>' and
before any **Final Answer**); hybrid_model (12) 8 correct (4 \boxed{2}, 13 \boxed{202}, 19
\boxed{10}, 22 \boxed{13}, 25 'The volume of the cube is 216 cubic inches', 28 \boxed{2}, 31
'The original price of the shirt was $36.', 34 \boxed{15}), 3 wrong (1 \boxed{0}, 7
\boxed{\omega, \omega^2}, 16 \boxed{\frac{4}{3}}), 1 no_answer (10: cut while rewriting its
quadratics as themselves, before any value).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 3696000-3872000 joined
  (176,000 of 3,995,770 characters): tasks[310] (the sum of the complex solutions) thinking,
  hybrid; [311] (the primes with 8x = 1 (mod p) unsolvable), [312] (1/(1 + w) + 1/(1 + w^2)),
  [313] (the product of (2k)^4 + 1/4 over (2k-1)^4 + 1/4), [314] (the terminating-reciprocal
  probability's a + b), [315] (tan A from the area a^2 - (b - c)^2), [316] (the nested square
  roots), [317] (the shortest path through A, B, C, D), [318] (the cube around the steel
  sphere), [319] (1 + ... + 12 mod 4), [320] (the shirt's original price), [321] (the minimum of
  |x - p| + |x - 15| + |x - p - 15|) base, thinking, hybrid; [322] (the least |a_{n-1}|) base.
  Record number = place in file order.

Label conventions (rounds 72-210): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer, and so is a complete response that states no value; equal in value
but written differently is correct (here '\boxed{36} dollars' and '$36' for '\$36'); labels are
against the gold as given. Loop convention: a response that states its answer and then repeats
it (or its whole solution) until cut mid-copy, or until the string ends, is labelled by the
stated, never-contradicted value (tl14m 4, 13, 19, 25, 28, 31, 34; and the wrong 16 and 20). R1
rule: an R1-Distill answer cut inside its thinking, before '</think>' and before a value on its
**Final Answer** line, is no_answer even where the thinking has reached a value (tl14m 3: 'the
sum is 2' in a loop cut at 'Wait, but let me think about'; 6: 'the only possible value is 1',
cut at 'so \u03c9'; 12: 'a + b is 202', cut at 'the number of'; 18: x = 10 checked, cut at
'\(y^2 = 3'; 21: 13 from A, B and C, cut at 'D -> A -> B ->'; 33: 'the minimum value is f(15) =
15', cut at 'For'; and 0, 9, 24 before any value); one whose **Final Answer** box closes its
thinking and whose summary after '</think>' is then cut is labelled by that box (tl14m 15, 27).
A response that never reaches a value and ends cut is no_answer whatever the model (tl14m 8,
10). Gold: MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (the build checks both).
Debatable: tl14m 14 (the tan A base model ends 'Answer: tan A = \u221a(2b(b - c)) * sin B / (b *
\u221a(1 - (\u221a(2b(b - c)) * sin B / b)^2))' after saying it cannot simplify further: a
formula in the unknown sides and sin B; labelled wrong as another quantity, though it could be
read as a response that states no value, which would be no_answer).
Not debatable but noted: tl14m 5 (the omega base model computes only w = e^{2 pi i/3} and boxes
1, the one possible value, = gold); tl14m 20 (the shortest-path base model's answer is its
opening 'The shortest distance is $14$.', repeated without working until the string ends);
tl14m 25 (the cube hybrid's last copy ends 'cubic inches' without the period, where the string
ends).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
3712000, 3728000, 3744000, 3760000, 3776000, 3792000, 3808000, 3824000, 3840000, 3856000 (10
reads), with round 210's paste of 3696000 reused (11 pages, 176,000 characters joined). Nothing
else was read. The round is smaller than the general 120-200 target because the file holds
about three records a page (the brief asked for ~10 pages).

Leads for a later round: the 14B MATH-500 file from 3856000 (page 3856000 opens inside tasks[320]
hybrid_model, a record of this round; tasks[322] thinking_model (the least possible |a_{n-1}| of
a polynomial with a_n = 2, a_0 = 66 and distinct integer roots, gold 14), cut by this round's
last page at 'Our goal is to choose such roots \\( r_1, r_2, \\ldots, r_n \\) suc', is the first
record to take, then tasks[322] hybrid and the tasks after unread; this round's paste
pages/q14_3856000.txt can be reused instead of reading 3856000 again (it holds one marker, U1,
count 1: keep work/mk.py with it)), about three records a page. The file stores non-ASCII
characters as \u escapes, which read_file shows with TWO backslashes ('\\u03c9'): paste them so.
Its hybrids and base models repeat their answer, a line or their whole solution until cut
(verbatim, or with small changes); its thinking models are often cut inside their thinking. A
same-length paste slip passes the length check: read each paste over against the display.

Usage: python build_public_heldout215.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout215.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout215.jsonl"
SOURCE = "public_heldout215"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 3696000-3872000 joined (176,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|no_answer|truncated|R1-Distill (tasks[310], the sum of the complex solutions of 1/(x^2-1) + ... + 4/(x^2-4) = 2010x - 4, gold \frac{2}{1005}): combines the fractions step by step inside its thinking; its stored thinking is cut at '(6x^4 - 22x^2 + 18)(x^2 - 4) + ' before '</think>' and before any value (R1 rule)
tl14m:1|wrong|boxed|hybrid: substitutes y = x^2, gives up on expanding and argues from 'symmetry around the origin'; 'Therefore, the sum of all complex solutions is \(\boxed{0}\).' (gold \frac{2}{1005})
tl14m:2|correct|prose_sentence|base model (tasks[311], the sum of the primes p for which 8x = 1 (mod p) has no solution, gold 2): gcd(8, p) != 1 only for p = 2; 'The sum of all such $p$ is simply 2.' = gold
tl14m:3|no_answer|truncated|R1-Distill: only p = 2, 'the sum is 2' many times inside its thinking, then a loop of 'Wait, but let me think about p=2 in another way. ... Therefore, the only prime is 2, so the sum is 2.' cut at 'Wait, but let me think about' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:4|correct|boxed|hybrid: gcd(8, p) = p only for p = 2; 'Thus, the sum of all primes ... is \(\boxed{2}\).', then '\(\boxed{2}\)' and 'The sum of all primes ... is \(\boxed{2}\).' lines repeated until cut at '\(\boxed{2}\': its stated, never-contradicted 2 (loop convention) = gold
tl14m:5|correct|boxed|base model (tasks[312], all values of 1/(1 + w) + 1/(1 + w^2) with w^3 = 1, gold 1): takes w = e^{2 pi i/3} and computes '&= \boxed{1}.' = gold
tl14m:6|no_answer|truncated|R1-Distill: S = 1 for w = 1 and for the primitive roots, 'the only possible value is 1' inside its thinking; its stored thinking is cut at 'Alternatively, since 1 + w + w^2 = 0, so w' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:7|wrong|boxed|hybrid: substitutes w^2 = -1 - w with an algebra slip and reaches 'the value of the expression is $\omega$'; 'Thus, the possible values of the expression are $\boxed{\omega, \omega^2}$.' (gold 1)
tl14m:8|no_answer|truncated|base model (tasks[313], the product (2^4 + 1/4)(4^4 + 1/4).../((1^4 + 1/4)(3^4 + 1/4)...), gold 8n^2 + 4n + 1): multiplies by a fraction equal to 1 and then repeats '= [the same fraction] \cdot [the same fraction over itself]' until the string ends at '\frac{1', before any value
tl14m:9|no_answer|truncated|R1-Distill: factors x^4 + 1/4 = (x^2 + x + 1/2)(x^2 - x + 1/2) inside its thinking; its stored thinking is cut at 'Denominator term factors: (4k^2 -2k +1/2)(4k^' before '</think>' and before any value (R1 rule)
tl14m:10|no_answer|truncated|hybrid: Sophie Germain factors, cancels 4k^2 - 2k + 1/2 (with a slip, 4k^2 - 6k + 3/2), then rewrites each quadratic as itself ('4k^2 + 2k + \frac{1}{2} = 4k^2 + 2k + \frac{1}{2}') until the string ends at '\', before any value
tl14m:11|correct|boxed|base model (tasks[314], a + b for the probability that 1/n terminates for an odd n < 2010, gold 202): 5 powers of 5 of 1005 odd integers, 1/201; 'The final answer is: \[ \boxed{202} \]' = gold
tl14m:12|no_answer|truncated|R1-Distill: 5/1005 = 1/201, 'a + b is 202' several times inside its thinking; its stored thinking is cut at 'Alternatively, maybe I can think about the number of' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:13|correct|boxed|hybrid: 1, 5, 25, 125, 625 of 1005, 1/201; 'Therefore, the final answer is \(\boxed{202}\). The final answer is \(\boxed{202}\).', the whole solution repeated until cut at 'A fraction \(\frac': its stated, never-contradicted 202 (loop convention) = gold
tl14m:14|wrong|answer_colon|debatable: base model (tasks[315], tan A when the area is a^2 - (b - c)^2, gold \frac{8}{15}): a wrong rearrangement a^2 = 2b(b - c), then 'we can't simplify the expression for tan A further'; 'Answer: tan A = \u221a(2b(b - c)) * sin B / (b * \u221a(1 - (\u221a(2b(b - c)) * sin B / b)^2))': a formula in b, c and sin B, not the value 8/15 (read as another quantity, not as no value)
tl14m:15|correct|boxed|R1-Distill: sin A = 4 - 4 cos A, 17 cos^2 A - 32 cos A + 15 = 0, cos A = 15/17, tan A = 8/15; '**Final Answer** The value of \( \tan A \) is \boxed{\dfrac{8}{15}}.' closes its thinking, then the summary after </think> is cut at '\frac{1}{2}bc \sin': labelled by that box (R1 rule) = gold
tl14m:16|wrong|boxed|hybrid: drops the 1/2 from cos^2 A (16 cos^2 A - 32 cos A + 15 = 0), cos A = 3/4, tan A = 4/3; '\(\boxed{\frac{4}{3}}\)', then 'However, upon re-evaluating / After reviewing ...' paragraphs each ending 'the final answer should be: \(\boxed{\frac{4}{3}}\)' until cut at '\(\': its stated 4/3 (gold \frac{8}{15})
tl14m:17|wrong|boxed|base model (tasks[316], sqrt(x + sqrt(3x + 6)) + sqrt(x - sqrt(3x + 6)) = 6, gold 10): squares twice with a wrong expansion; 'The only positive solution is $x = \boxed{4}.$.' (gold 10)
tl14m:18|no_answer|truncated|R1-Distill: y = sqrt(3x + 6), 99(y^2 - 36) = 0, x = 10, checked '4 + 2 = 6' inside its thinking; its stored thinking is cut at 'When we had \(y^2 = 3' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:19|correct|boxed|hybrid: x + sqrt(x^2 - 3x - 6) = 18, 33x = 330, x = 10, verified; '\(\boxed{10}\)', 'The final answer is \(\boxed{10}\).' and a summary paragraph repeated until cut at 'satisfies': its stated, never-contradicted 10 (loop convention) = gold
tl14m:20|wrong|prose_sentence|base model (tasks[317], the shortest path from any of A, B, C, D through the other three, gold 13): 'The shortest distance is $14$.' then 'We can see that the shortest distance is $14$ by looking at the diagram.' repeated until the string ends: its stated 14 (gold 13)
tl14m:21|no_answer|truncated|R1-Distill: lists the 24 routes, minimum 13 from A, B and C inside its thinking; its stored thinking is cut at '1. D -> A -> B ->' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:22|correct|boxed|hybrid: a nearest-neighbour route from each start, 13 from A and C; 'Therefore, the shortest distance that can be traveled is $\boxed{13}$.' = gold
tl14m:23|correct|prose_sentence|base model (tasks[318], the cube from which a sphere of radius 3 is cut, gold 216): side 6, 6^3; 'Step 4: Answer the question. The volume of the cube is 216 cubic inches.' = gold
tl14m:24|no_answer|truncated|R1-Distill: side 6 and side 12 considered, then truncation planes inside its thinking; its stored thinking is cut at 'The equation of' before '</think>' and before any value (R1 rule)
tl14m:25|correct|final_answer_phrase|hybrid: inscribed sphere, side 6, 216; 'Step 6: Final Answer The volume of the cube is 216 cubic inches.' then the same line repeated until the string ends at 'cubic inches' (no period): its stated, never-contradicted 216 (loop convention) = gold
tl14m:26|correct|prose_sentence|base model (tasks[319], 1 + 2 + ... + 12 modulo 4, gold 2): 78 = 4 \cdot 19 + 2; '... the remainder is 2.' = gold
tl14m:27|correct|boxed|R1-Distill: 78 mod 4 by three methods; '**Final Answer** The modulo 4 remainder of the sum is \boxed{2}.' closes its thinking, then the summary after </think> is cut at '1 &\equiv 1': labelled by that box (R1 rule) = gold
tl14m:28|correct|boxed|hybrid: 78 = 4 \cdot 19 + 2; 'Answer: 2', then 'Therefore, the final answer is \(\boxed{2}\).' and a cycle of 'Alternatively / Another approach / In summary' paragraphs each with \(\boxed{2}\) until cut at '1, 2, 3, 0': its stated, never-contradicted 2 (loop convention) = gold
tl14m:29|correct|prose_sentence|base model (tasks[320], the original price when $14.40 is 60% off, gold \$36): 0.40x = 14.40; 'Step 5: Answer the question The original price of the shirt was $36.' = gold
tl14m:30|correct|boxed|R1-Distill: 14.40 / 0.40 = 36; '**Final Answer** The original price of the shirt was \boxed{36} dollars.', after </think> 'Thus, the original price of the shirt was \(\boxed{36}\) dollars.' = gold (36 dollars for \$36)
tl14m:31|correct|prose_sentence|hybrid: 0.40x = 14.40, x = 36, checked; 'The original price of the shirt was $36.' repeated until the string ends at 'The original price of the shirt was': its stated, never-contradicted $36 (loop convention) = gold
tl14m:32|correct|boxed|base model (tasks[321], the minimum of |x - p| + |x - 15| + |x - p - 15| on p <= x <= 15, gold 15): f(p) = 30 - p, f(15) = 15; 'Answer: The minimum value taken by $f(x)$ ... is $\boxed{15}$.' = gold
tl14m:33|no_answer|truncated|R1-Distill: f(x) = 30 - x on [p, 15], 'the minimum value is f(15) = 15' inside its thinking; its stored thinking is cut at 'But is there a point where the function could have a lower value somewhere else? For' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:34|correct|boxed|hybrid: f(p) = 30 - p, f(15) = 15; 'Thus, the minimum value of \( f(x) \) is \(\boxed{15}\).' and 'Therefore, the minimum value ... is \(\boxed{15}\).', the whole solution repeated until cut at '| -': its stated, never-contradicted 15 (loop convention) = gold
tl14m:35|wrong|boxed|base model (tasks[322], the least |a_{n-1}| for 2x^n + ... + 66 with distinct integer roots, gold 14): takes the roots' sum as -66; 'The least possible value of $|a_{n-1}|$ is $\boxed{132}$.' (gold 14)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
