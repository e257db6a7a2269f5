__doc__ = r"""Build public_heldout210.jsonl: a 210th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

37 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-205 read, continuing where round 205 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 3552000 (round 205's paste, reused), 3568000,
  3584000, 3600000, 3616000, 3632000, 3648000, 3664000, 3680000 and 3696000, joined
  3552000-3712000: tasks[298]-[309] all three models and tasks[310] base_model: 37 records
  (MATH-500).

Method (rounds 76-205): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. The
file stores non-ASCII characters as \u escapes, which read_file shows with two backslashes
('\\u00d7', '\\u00b2', '\\u221a', '\\u2248', '\\u2265', '\\u2264', '\\u2082', '\\u2192',
'\\u2019', '\\u00b1', '\\u00f7'): pasted so. Pages 3584000 and 3600000 hold '\\ufffd' escapes
(the triangle hybrid's '30 cm\\u00b2 \\ufffd 2 = 15 cm\\u00b2', where a division sign was lost,
and the ceiling hybrid's 'sqrt(20) \\ufffd\\u2248 4.47...'): pasted with two backslashes, as
rounds 192-205 did; the pages decode to 16,000 characters so. Page 3552000 is round 205's paste
(/tmp/rounds/real205/pages/q14_3552000.txt), copied, not read again; it decodes to 16,000
characters, byte-identical to round 205's decoded page. One paste slip was caught before use:
page 3696000's last line was first pasted with an extra ' - 3}\\)\n4. \\(\\frac{3}{x^2' after
the display's last '3. \\(\\frac{3}{x^2'; the length check failed and the extra text was cut
off by script. A further
check by script (work/nearcopy.py: within each record, every pair of paragraphs of equal length
differing in 1-3 characters, and every once-only paragraph within 3 characters of a repeated
one, listed and read; no labels read) found no near-copy that is not in the file itself (the
listed pairs are list lines such as '- 4\u00b2 = 16' / '- 5\u00b2 = 25', '- \( 26 \) is not a
perfect square.' / '- \( 46 \) ...', the magic-square R1's 'n = 8' / 'n = 7', the cut last
copies of loops, and the class-average hybrid's first 'is 84. ' with a trailing space where its
later copies have none, all on the display).
Long verbatim loops: some were pasted whole (the ceiling hybrid's cycle of 'Alternatively / Another
approach / In conclusion / To summarize / Another way / In summary' paragraphs on pages 3600000
and 3616000; the car hybrid's cycle of solutions on 3632000 and 3648000; the class-average
hybrid's first copies on 3616000). The others were not retyped: one copy of the loop unit was
pasted between markers (@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the
further copies go was replaced by that unit a whole number of times, the number fixed by the page
length (work/mk.py tries every count 0-400, and every pair of counts where a page holds two
markers, and requires exactly one to give the page length). Each copy was looked at on the page
before the marker was used for it. The counts (further copies after the pasted one): 3552000 U1
the divisors hybrid's paragraph group 11 (round 205's); 3568000 U1 the z^8 hybrid's line
'\\(\\boxed{9\\pi}\\)\n\n' 135 (136 in all after its '### Conclusion' paragraph; the string
ends after the last); 3584000 U1 the triangle hybrid's line 'The final answer is
\\boxed{15}.\n' 178 (179 after its second solution; then 'The final answer is \\boxed{1' where
the string ends); 3600000 U1 the sqrt(t) hybrid's whole solution 'The square root of $t$ is
greater than ... The final answer is \\(\\boxed{8}\\).\n\n' 2 (three whole on this page, the
string having begun on page 3584000; then a copy cut at 'which is greater than'); 3632000 U1
the class-average hybrid's whole solution 'To find the class average, ... The final answer is
84.\n\n' 5 (six whole on this page; then a copy cut at '- 20 students'); 3648000 U1 the
magic-square hybrid's block 'To ensure the solution is correct, let's verify the sums again
... \\(\\boxed{7}\\).\n\n' 1 (then a copy that ends after its two diagonal lines, where the
string ends); 3664000 U1 the log hybrid's whole solution ending 'The final answer is
\\(\\boxed{3}\\). ' 1 (the first copy opens the string; then a copy cut at 'Therefore,');
3680000 U1 the die hybrid's '\\boxed{29}\n\n' 152 (after 'The final answer is
\\(\\boxed{29}\\).'; then '\\boxed{' where the string ends) and U2 the Jim hybrid's block
'Alternatively, we can use the Pythagorean theorem in a different form. ... The final answer is
\\boxed{200}.\n\n' 4 (after its 'we can also use' block; then a copy cut at '\\sqrt{250000}
='); 3696000 U1 the B6 hybrid's 'we can follow these steps' solution 3 (after its first 'we
need to follow' solution; then a copy cut at '- \\( 86 \\) is not a perfect square.\n  ').
Page 3680000 holds two markers: the pair (152, 4) is the only one that gives the page length,
and U2's five whole copies are the count read on the display. The other pages hold no marker.
The pages were joined in file order (work/extract.py; each page starts where the one before
ends), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build),
never retyped. The record's `q` is the question's first 60 characters (no opening here matched
two MATH-500 problems).

Edges: page 3552000 opens inside tasks[296] hybrid_model (a record of round 205); tasks[297]
(round 205's tl14m 36-38) is skipped, and the first record taken is tasks[298] base_model (the
re^{i theta} root of z^8 - z^7 + ... + 1), which round 205's last page cut. The joined text ends
(file character 3712000) inside tasks[310] thinking_model (the sum of the complex solutions of
1/(x^2-1) + ... + 4/(x^2-4) = 2010x - 4, cut at '\\frac{3}{x^2'): that record is cut by the
last page and not taken, and neither is tasks[310] hybrid_model (unread). Every other completion
on the pages read is taken. Several completions are cut in the file itself (the stored text ends
mid-word or mid-sentence: the R1-Distill completions of tasks[298], [299], [302], [305] and
[309] inside their thinking and of tasks[307] after '</think>'; the hybrids of tasks[299]-[301],
[303]-[309]); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 31,393
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-36).

Repositories (37 records): thaotnguyen/thinking-llms-interp 37 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 37 (MATH-500). Prompt format: long_cot 37 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 25, wrong 7, no_answer 5. Forms: boxed 20 (15 correct, 5 wrong), prose_sentence 6
(5 correct, 1 wrong), final_answer_phrase 4 (4 correct), answer_is 2 (1 correct, 1 wrong),
truncated 5. 1 debatable (tl14m 18).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 13) 8 correct (3 '... = 15 cm 2 .', 6
$\boxed{8}$, 9 'The final answer is $\lceil{\sqrt{20}}\rceil^2 = 25$.', 15 'The class average
(mean) on this test is 84.', 18 '$137\frac{2}{4}$ miles' (debatable), 21 'The answer is 7', 24
'... is 3.', 30 'So, Jim walks 200 feet less than Martha.'), 5 wrong (0 \boxed{4 \pi}, 12
'approximately 1447.22', 27 'The answer is 13', 33 $\boxed{6}$, 36 \boxed{-\frac{1}{67}});
thinking_model (R1-Distill-Qwen-14B, 12) 7 correct (7 \boxed{8}, 10 \boxed{25}, 16 \boxed{84},
19 \boxed{137 \dfrac{1}{2}}, 25 \boxed{3}, 28 \boxed{29}, 31 \boxed{200}), 5 no_answer (1, 4,
13, 22, 34: cut inside their thinking before '</think>' and before any **Final Answer**);
hybrid_model (12) 10 correct (5 \boxed{15}, 8 \boxed{8}, 11 'Therefore, the final answer is 25.',
17 'The final answer is 84.', 20 'The final answer is 137 and 1/2 miles.', 23 \boxed{7}, 26
\boxed{3}, 29 \boxed{29}, 32 \boxed{200}, 35 \boxed{2}), 2 wrong (2 \boxed{9\pi}, 14
\boxed{\frac{9765625}{1024}}).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 3552000-3712000 joined
  (160,000 of 3,995,770 characters): tasks[298] (the sum of the theta of the roots of z^8 - z^7
  + ... + 1), [299] (the shaded triangle's area), [300] (the integers t with 2 < sqrt t < 3.5),
  [301] (ceil(sqrt 20)^2), [302] (the maximum of ab^2c^3d^4 with a + b + c + d = 10), [303] (the
  class average), [304] (50 mph for 2 3/4 hours), [305] (the magic square's n), [306] (the
  product of logarithms), [307] (the unfair die's m + n), [308] (Jim and Martha's field), [309]
  (the tens digit B of the square B6) base, thinking, hybrid; [310] (the sum of the complex
  solutions) base. Record number = place in file order.

Label conventions (rounds 72-205): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer, and so is a complete response that states no value; equal in value
but written differently is correct (here '... = 15 cm 2 .' for '15\mbox{ cm}^2', the fraction bar
and superscript lost in the file's text; '\boxed{15}' without the unit; '137 and 1/2 miles' and
'\boxed{137 \dfrac{1}{2}}' for '137 \frac{1}{2}'); labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution)
until cut mid-copy, or until the string ends, is labelled by the stated, never-contradicted value
(tl14m 5, 8, 11, 17, 20, 23, 26, 29, 32, 35; and the wrong 2). R1 rule: an R1-Distill answer cut
inside its thinking, before '</think>' and before a value on its **Final Answer** line, is
no_answer even where the thinking has reached a value (tl14m 1: 'the sum of all possible theta
is 8\pi' then a re-check cut at '3\pi/9,'; 4: '15 cm\u00b2' three ways, cut at '(10,0'; 13:
'... \leq 27,648' then a re-check cut at '27,64'; 22: n = 7 from the rows, n = 8 and n = 5 from
the columns, cut at 'n can't be both 5 and 7'; 34: 'B can be 1 or 3', cut at 'only 16'); one
whose **Final Answer** box closes its thinking and whose summary after '</think>' is then cut is
labelled by that box (tl14m 28). A base model answer followed by an appended 'You are an AI
assistant ...' boilerplate (tl14m 9, 15) is labelled by its answer; the boilerplate is not an
answer. Gold: MATH = MATH-500's answer for the problem that opens with the record's question
words, checked equal to the file's own correct_answer (the build checks both).
Debatable: tl14m 18 (the car base model ends 'Therefore, the distance traveled is
$137\frac{2}{4}$ miles.': equal in value to the gold 137 1/2, but the question asks for a mixed
number and 2/4 is not in lowest terms; labelled correct by the equal-in-value convention).
Not debatable but noted: tl14m 23 (the magic-square hybrid boxes 7, then 'another approach' reaches
'8 = n' twice, says 'this indicates an error in the calculation. Therefore, the correct value of
n is \boxed{7}' and repeats its verification with \boxed{7} until the string ends: its last final
answer 7); tl14m 3 (the triangle base model's '1 2 base \u00d7 height' and '15 cm 2 .' are the
file's text with the fraction and the superscript flattened: read as 15 cm^2).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
3568000, 3584000, 3600000, 3616000, 3632000, 3648000, 3664000, 3680000, 3696000 (9 reads), with
round 205's paste of 3552000 reused (10 pages, 160,000 characters joined). Nothing else was read.
The round is smaller than the general 120-200 target because the file holds about three records
a page (the brief asked for ~12 pages; the round stopped at 10 for time).

Leads for a later round: the 14B MATH-500 file from 3696000 (page 3696000 opens inside tasks[309]
base_model, a record of this round; tasks[310] thinking_model (the sum of the complex solutions of
1/(x^2-1) + 2/(x^2-2) + 3/(x^2-3) + 4/(x^2-4) = 2010x - 4, gold 2/1005), cut by this round's last
page at '\\frac{3}{x^2', is the first record to take, then tasks[310] hybrid and the tasks after
unread; this round's paste pages/q14_3696000.txt can be reused instead of reading 3696000 again),
about three records a page. The file stores non-ASCII characters as \u escapes, which read_file
shows with TWO backslashes ('\\u00d7'): paste them so; '\\ufffd' too (the page length settles it).
Its hybrids repeat their answer or whole solution until cut (verbatim, or with small changes);
its thinking models are often cut inside their thinking. A same-length paste slip passes the
length check: read each paste over against the display.

Usage: python build_public_heldout210.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout210.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout210.jsonl"
SOURCE = "public_heldout210"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 3552000-3712000 joined (160,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|wrong|boxed|base model (tasks[298], the sum of the theta of the roots re^{i theta} of z^8 - z^7 + ... + 1, gold 8 \pi): a geometric-series rewrite with a wrong substitution, z^4 = -1; '... = \boxed{4 \pi}.' (gold 8 \pi)
tl14m:1|no_answer|truncated|R1-Distill: (1 + z^9)/(1 + z), the 9th roots of -1 but z = -1, 'the sum of all possible theta is 8\pi' inside its thinking; its stored thinking is cut in a re-check at 'the angles are \( \theta = \pi/9, 3\pi/9,' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:2|wrong|boxed|hybrid: (z^9 + 1)/(z + 1), 'excluding z = -1' but sums all nine angles k = 0..8 to 81 \pi / 9; '### Final Answer ... \[\boxed{9\pi}.\]', 'is \(9\pi\)' and '\(\boxed{9\pi}\)' lines until the string ends: its stated 9\pi (loop convention) (gold 8 \pi)
tl14m:3|correct|prose_sentence|base model (tasks[299], the shaded triangle's area, gold 15\mbox{ cm}^2): base 10 cm, height 3 cm; '... so the area of the triangle is 1 2 (10 cm)(3 cm) = 15 cm 2 .' (the file's text with the fraction 1/2 and the superscript flattened) = gold
tl14m:4|no_answer|truncated|R1-Distill: 15 cm\u00b2 by the coordinate formula, base-height, shoelace and vectors inside its thinking; its stored thinking is cut at 'Since two of the points are on the x-axis, (0,0) and (10,0' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:5|correct|boxed|hybrid: half the 10 by 3 rectangle (the division sign stored as a replacement character, '30 cm\u00b2 \ufffd 2'); 'The final answer is 15 cm\u00b2.', 'The final answer is \boxed{15}.', a second solution, then 'The final answer is \boxed{15}.' lines until cut at '\boxed{1': its stated, never-contradicted 15, the box without the unit (loop convention) = gold
tl14m:6|correct|boxed|base model (tasks[300], the integers t with 2 < sqrt t < 3.5, gold 8): 4 < t < 12.25, 5 to 12; 'so there are $\boxed{8}$ integer values of $t$ ...' = gold
tl14m:7|correct|boxed|R1-Distill: 4 < t < 12.25, 12 - 5 + 1; '**Final Answer** ... is \boxed{8}.', after </think> '... is \(\boxed{8}\).' = gold
tl14m:8|correct|boxed|hybrid: 5 to 12, 8 values; '... is \(\boxed{8}\).' and 'The final answer is \(\boxed{8}\).', the whole solution repeated until cut at 'which is greater than': its stated, never-contradicted 8 (loop convention) = gold
tl14m:9|correct|final_answer_phrase|base model (tasks[301], ceil(sqrt 20)^2, gold 25): sqrt 20 = 4.472, rounded up to 5; 'Step 4: Provide the final answer. The final answer is $\lceil{\sqrt{20}}\rceil^2 = 25$.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:10|correct|boxed|R1-Distill: sqrt 20 = 4.4721, ceiling 5; '**Final Answer** ... is \boxed{25}.', after </think> '... is \(\boxed{25}\).' = gold
tl14m:11|correct|final_answer_phrase|hybrid: sqrt(20) = 4.472 (stored as 'sqrt(20) \ufffd\u2248 4.47...'), ceiling 5, 25; 'Therefore, the final answer is 25.', then a cycle of 'Alternatively / Another approach / In conclusion / In summary' paragraphs each ending 'the final answer is 25.' until cut at 'Squaring ': its stated, never-contradicted 25 (loop convention) = gold
tl14m:12|wrong|prose_sentence|base model (tasks[302], the maximum of ab^2 c^3 d^4 with a + b + c + d = 10, gold 27648): AM-GM on a, b, c, d and on b, c^2, d^3 'since b + c^2 + d^3 = 10' (wrong), 39.0625 * 37.037; 'So, the maximum value of ab^2 c^3 d^4 is approximately 1447.22.' (gold 27648)
tl14m:13|no_answer|truncated|R1-Distill: splits b, c, d into 2, 3, 4 equal parts, 2^2 3^3 4^4 = 27,648, '... \leq 1 \times 27,648 = 27,648' inside its thinking; its stored thinking is cut in a re-check at '\times 27,64' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:14|wrong|boxed|hybrid: AM-GM with a + 2b + 3c + 4d read as 10, then a = b = c = d = 2.5; 'Therefore, the maximum value of ab^2 c^3 d^4 is: \[ \boxed{\frac{9765625}{1024}} \]' (gold 27648)
tl14m:15|correct|prose_sentence|base model (tasks[303], the class average, gold 84): 1600 + 720 + 200 = 2520, / 30; 'The class average (mean) on this test is 84.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:16|correct|boxed|R1-Distill: 2520 / 30 = 84 in its thinking; after </think> '**Final Answer:** \[ \boxed{84} \]' = gold
tl14m:17|correct|final_answer_phrase|hybrid: 2520 / 30 = 84; 'Therefore, the class average on this test is 84. The final answer is 84.', the whole solution repeated until cut at '- 20 students': its stated, never-contradicted 84 (loop convention) = gold
tl14m:18|correct|prose_sentence|debatable: base model (tasks[304], 50 mph for 2 3/4 hours as a mixed number, gold 137 \frac{1}{2}): 50 * 11/4 = 550/4, 137 remainder 2; 'Therefore, the distance traveled is $137\frac{2}{4}$ miles.': equal in value to 137 1/2 but the fraction not in lowest terms for a question that asks for a mixed number
tl14m:19|correct|boxed|R1-Distill: 550/4 = 137 2/4 = 137 1/2; '**Final Answer** The car would travel \boxed{137 \dfrac{1}{2}} miles.', after </think> the same box = gold
tl14m:20|correct|final_answer_phrase|hybrid: 550/4 = 275/2 = 137 1/2; 'The final answer is 137 and 1/2 miles.' after each of a cycle of solutions repeated until cut at 'For': its stated, never-contradicted 137 and 1/2 (loop convention) = gold
tl14m:21|correct|answer_is|base model (tasks[305], the magic square's n, gold 7): 2n + 1 = 3n - 6; 'Solving this equation, we find $n=\boxed{7}$. The answer is 7' = gold
tl14m:22|no_answer|truncated|R1-Distill: n = 7 from the rows, n = 8 and n = 5 from the first column inside its thinking; its stored thinking is cut at 'But n can't be both 5 and 7' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:23|correct|boxed|hybrid: 2n + 1 = 3n - 6, n = 7, all sums 15; 'Therefore, the value of \( n \) is \(\boxed{7}\).', an 'another approach' reaching '8 = n' twice that it calls 'an error in the calculation. Therefore, the correct value of \( n \) is \(\boxed{7}\).', then its verification block with the same box repeated until the string ends: its last final answer 7 = gold
tl14m:24|correct|prose_sentence|base model (tasks[306], the product of log_2 3 ... log_7 8, gold 3): change of base to base 2, log_2 8 / log_2 2; 'Therefore, the value of the given expression is 3.' = gold
tl14m:25|correct|boxed|R1-Distill: the telescoping product ln 8 / ln 2 = 3; '**Final Answer** \boxed{3}', after </think> '... is \(\boxed{3}\).' = gold
tl14m:26|correct|boxed|hybrid: log 8 / log 2 = 3; 'Therefore, the correct answer is: \[ \boxed{3} \] The final answer is \(\boxed{3}\).', the whole solution repeated until cut at 'Therefore,': its stated, never-contradicted 3 (loop convention) = gold
tl14m:27|wrong|answer_is|base model (tasks[307], the unfair die's m + n, gold 29): takes the opposite face as 1 - 2p and a wrong sum; 'Simplifying, we get $p=\frac{1}{12}$. Thus, $m+n=\boxed{13}$. The answer is 13' (gold 29)
tl14m:28|correct|boxed|R1-Distill: p + q = 1/3, 2pq + 1/9 = 47/288, 192x^2 - 64x + 5 = 0, p = 5/24; '**Final Answer** \boxed{29}' closes its thinking, then the summary after </think> is cut at 'Let \( p \) be the probability of obtaining face \(': labelled by that box (R1 rule) = gold
tl14m:29|correct|boxed|hybrid: p = 5/24, q = 1/8, m + n = 29; 'The final answer is \(\boxed{29}\).', then '\boxed{29}' lines until cut at '\boxed{': its stated, never-contradicted 29 (loop convention) = gold
tl14m:30|correct|prose_sentence|base model (tasks[308], how many feet less Jim walks, gold 200): 700 - 500; 'So, Jim walks 200 feet less than Martha.' = gold
tl14m:31|correct|boxed|R1-Distill: 700 - 500 = 200; '**Final Answer** Jim walks \boxed{200} feet less than Martha.', after </think> 'Thus, Jim walks \boxed{200} feet less than Martha.' = gold
tl14m:32|correct|boxed|hybrid: 700 - 500 = 200; 'Therefore, Jim walks 200 feet less than Martha. The final answer is \boxed{200}.', the solution repeated ('Alternatively, we can use the Pythagorean theorem ...') until cut at '\sqrt{250000} =': its stated, never-contradicted 200 (loop convention) = gold
tl14m:33|wrong|boxed|base model (tasks[309], the tens digits B with B6 a square, gold 2): counts the tens digits of all two-digit squares 16, 25, 36, 49, 64, 81; 'Therefore, there are $\boxed{6}$ distinct possible values for $B$.' (gold 2)
tl14m:34|no_answer|truncated|R1-Distill: 16 and 36, 'B can be 1 or 3, so two possible values' inside its thinking; its stored thinking is cut at 'From these, only 16' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:35|correct|boxed|hybrid: 16 and 36 of 16, 26, ..., 96; 'Therefore, there are 2 distinct possible values for \( B \). The final answer is \(\boxed{2}\).', the whole solution repeated until cut at 'is not a perfect square.': its stated, never-contradicted 2 (loop convention) = gold
tl14m:36|wrong|boxed|base model (tasks[310], the sum of all complex solutions of 1/(x^2-1) + ... + 4/(x^2-4) = 2010x - 4, gold \frac{2}{1005}): clears denominators to a degree-9 polynomial and takes Vieta's sum as -30/2010 (the x^6 coefficient, not the x^8 one); '... is \(\boxed{-\frac{1}{67}}\).' (gold \frac{2}{1005})
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
