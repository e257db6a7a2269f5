__doc__ = r"""Build public_heldout192.jsonl: a 192nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

45 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-186 read, continuing where round 186 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 3040000 (round 186's paste, reused), 3056000,
  3072000, 3088000, 3104000, 3120000, 3136000, 3152000, 3168000, 3184000, 3200000 and 3216000,
  joined 3040000-3232000: tasks[254] hybrid, tasks[255]-[268] all three models and tasks[269]
  base and thinking: 45 records (MATH-500).

Method (rounds 76-186): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. The
file stores non-ASCII characters as \u escapes, which read_file shows with two backslashes
('\\u00b2', '\\u03c0', '\\u221e', '\\u2261'): pasted so. Page 3200000 holds 38 '\\ufffd'
escapes (the domain hybrid's '(3, \\ufffd)', where an infinity sign was lost): pasted with two
backslashes the page decodes to 16,000 characters with one loop count; pasted with one, no count
fits (checked). Page 3040000 is round 186's paste (/tmp/rounds/real186/pages/q14_3040000.txt),
copied, not read again; it decodes to 16,000 characters. Page 3056000 was first pasted with the
CRT hybrid's last paragraph 'Let me try another approach. We have: ... recheck my calculations.'
twice (818 characters too long); the extra copy was cut out by script and the page then decoded
to 16,000 characters (the display holds that paragraph once, then the copy cut at '\\pmo').
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one count, or one pair of counts,
to give the page length). Each copy was looked at on the page before a marker was used for it; a
copy that was cut was pasted whole. The counts (further copies after the pasted one): 3104000 the
square hybrid's solution 'To find the length of the diagonal of the square, we can follow these
steps: ... centimeters.\n\n\\boxed{6\\sqrt{2}}\n\n' 1 (then a copy cut at 'is the hypotenuse',
where the string ends); 3136000 the 9/2 hybrid's block 'To convert the fraction
$\\frac{9}{2}$ to a decimal, ... Answer: 4.5\n\n' 9 (then a copy cut at 'representation of
$\\frac', where the string ends); 3152000 the f(n) base model's block '   Since $f(1) =
f(1986)$, we can substitute $f(1986)$ with $f(1)$: ... Therefore, the sum of the function values
from $f(1)$ to $f(1985)$ is:\n   \\[S = -1984(f(1) + f(2)) + f(1)\\]\n\n' 3 (then a copy cut at
'Since $f(1) = f(1', where the string ends); 3168000 two markers, one pair of counts: the f(n)
hybrid's pair '   However, the correct answer is: \\boxed{1985} ... Therefore, the final answer
is: \\boxed{1985}\n\n' 7 (then one more 'However, ...' and 'Therefore, the final answer is:'
cut at '\\[\n  ', where the string ends) and the 57/160 hybrid's block 'To convert the fraction
$\\frac{57}{160}$ to a decimal, ... The final answer is 0.35625.\n\n' 4 (then a copy cut at
'greatest common d', whose rest opens page 3184000); 3184000 the same block 3 (after the rest of
the copy cut by the page before; then a copy cut at '$\\frac{57}{', where the string ends);
3200000 the domain hybrid's block 'The domain of the function is all real numbers except x = 2
and x = 3. ... The final answer is:\n(-\\u221e, 2) U (3, \\ufffd).\n' 17 (then a copy cut at
'(-\\u221e, 2) U (', where the string ends). Pages 3040000, 3056000, 3072000, 3088000, 3120000
and 3216000 hold no loop that a marker was used for (the CRT hybrid's re-derivations, the
centroid hybrid's summary paragraphs and the symbols hybrid's second solution were pasted whole).
The pages were joined in file order (work/extract.py; each page starts where the one before
ends), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build),
never retyped. The record's `q` is the question's first 60 characters (no opening here matched
two MATH-500 problems).

Edges: page 3040000 opens inside tasks[253] thinking_model (a record of round 186); tasks[254]
base and thinking (round 186's tl14m 34, 35) are skipped, and the first record taken is
tasks[254] hybrid_model (the alpha_1 alpha_2 + alpha_3 alpha_4 hybrid), which round 186's last
page cut. The joined text ends (file character 3232000) inside tasks[269] hybrid_model (the
triangle/square/diamond/clubsuit hybrid, cut at 'This implies '): that record is cut by the last
page and not taken. Every other completion on the pages read is taken. Several completions are
cut in the file itself (the stored text ends mid-word or mid-sentence: the R1-Distill completions
of tasks[255], [257], [260], [261], [263], [264], [266] and [268] inside their thinking and of
tasks[265] after '</think>'; the base model of tasks[264]; the hybrids of tasks[254], [255],
[257], [258], [262], [263], [264], [265], [267] and [268]); they are whole records as the file
holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 29,776
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-44).

Repositories (45 records): thaotnguyen/thinking-llms-interp 45 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 45 (MATH-500). Prompt format: long_cot 45 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 25, wrong 10, no_answer 10. Forms: boxed 17 (12 correct, 5 wrong),
prose_sentence 11 (7 correct, 4 wrong), answer_colon 3 (3 correct), final_answer_phrase 3 (2
correct, 1 wrong), answer_is 1 (1 correct), truncated 10. 4 debatable (tl14m 3, 19, 28, 39).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 15) 9 correct (4 '... the value of $x$ is
600.', 10 '... is $6\sqrt{2}$.', 13 '... is 29 cents.', 22 '... is 4.5.', 25 \boxed{[pi^2/8,
5pi^2/4]}, 31 '... is 0.35625.', 34 'Answer: The area of the triangle is 32.', 37 'Domain:
$(-\infty, 2) \cup (3, \infty)$', 40 '... is 4.'), 6 wrong (1 \boxed{1991}, 7 'AF^2 + BF^2 +
CF^2 = a^2 + b^2 + c^2 + 3(GF^2)', 16 \boxed{144}, 19 'not achievable, but ... arbitrarily close
to 50', 28 'S = -1984(f(1) + f(2)) + f(1)', 43 '... is 4.'); thinking_model (R1-Distill-Qwen-14B,
15) 7 correct (5 \boxed{600}, 11 \boxed{6\sqrt{2}}, 14 \boxed{29}, 23 \boxed{4.5}, 32
\boxed{0.35625}, 38 \boxed{(-\infty, 2) \cup (3, \infty)}, 44 \boxed{3}), 8 no_answer (2, 8, 17,
20, 26, 29, 35, 41: cut inside their thinking before '</think>' and before any **Final
Answer**); hybrid_model (15) 9 correct (6 'The answer is 600.', 12 \boxed{6\sqrt{2}}, 15
\boxed{29}, 18 \boxed{64}, 21 \boxed{50}, 24 'Answer: 4.5', 33 'The final answer is 0.35625.',
36 '... is 32 square units.', 39 '(-\u221e, 2) U (3, \ufffd).'), 4 wrong (3 \boxed{1297}, 9 '6R^2 +
\frac{1}{6}(a^2 + b^2 + c^2)', 27 \boxed{[pi^2/8, pi^2/2]}, 30 \boxed{1985}), 2 no_answer (0: cut
while still deriving; 42: rejects its n = 4 and is cut testing n = 10).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 3040000-3232000 joined
  (192,000 of 3,995,770 characters): tasks[254] (the pair sums of the roots of x^4 + 2x^3 + 2)
  hybrid; [255] (the largest integer below 2010 with remainders 5, 10, 10 mod 7, 11, 13), [256]
  (y inversely as sqrt x), [257] (AF^2 + BF^2 + CF^2 for F the midpoint of GH), [258] (the
  diagonal of the square with the triangle's perimeter), [259] (pencils and a jumbo eraser),
  [260] (the minimum of 1/a + 1/b + 4/c + 16/d), [261] (the minimum of a^4 + b^8 with ab^2 = 5),
  [262] (9/2 as a decimal), [263] (the range of (arccos x)^2 + (arcsin x)^2), [264] (the sum
  f(1) + ... + f(1985)), [265] (57/160 as a decimal), [266] (the isosceles right triangle with
  altitude 4 sqrt 2), [267] (the domain of (2x - 7)/sqrt(x^2 - 5x + 6)), [268] (n dice with
  exactly two not 1) base, thinking, hybrid; [269] (the triangle/square/diamond/clubsuit
  equations) base, thinking. Record number = place in file order.

Label conventions (rounds 72-186): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer; equal in value but written differently is correct (here '0.35625'
for .35625; '6sqrt(2)' beside \boxed{6\sqrt{2}}); labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution)
until cut mid-copy is labelled by the stated, never-contradicted value (tl14m 12, 24, 33, 39;
and the wrong 9, 30). R1 rule: an R1-Distill answer cut inside its thinking, before '</think>'
and before a value on its **Final Answer** line, is no_answer even where the thinking has
reached a value (tl14m 2: 'the next number after 1440'; 8: 'AF² + BF² + CF² = 3R²'; 17: '\geq
64'; 20: 'the minimum value is indeed 50'; 26: 'the range is [π²/8, 5π²/4]'; 35: 'the area is
... 32'; 41: 'n = 4 is the only solution'; 29: no value); one whose **Final Answer** box closes
its thinking and whose summary after '</think>' is then cut is labelled by that box (tl14m 32).
A base model answer followed by an appended 'You are an AI assistant ...' boilerplate (tl14m 4,
13, 34, 40) is labelled by its answer; the boilerplate is not an answer. Gold: MATH = MATH-500's
answer for the problem that opens with the record's question words, checked equal to the file's
own correct_answer (the build checks both).
Debatable: tl14m 3 (the CRT hybrid boxes 1297 twice, then finds '1297 ... remainder of 2, not 5.
The first condition is not satisfied' and re-derives 1297 over and over until cut: labelled
wrong by its last final answer 1297; a reader taking the check as withdrawing it would say
no_answer; not correct either way); tl14m 19 (the a^4 + b^8 base model gets 50 by AM-GM, then a
slip gives a = 1 and 26, and it concludes 'the minimum value ... is not achievable, but it can
get arbitrarily close to 50': read as denying that 50 is the minimum, wrong; a reader taking 50
as its value would say correct); tl14m 28 (the f(n) base model's stated result 'Therefore, the
sum of the function values from $f(1)$ to $f(1985)$ is: S = -1984(f(1) + f(2)) + f(1)',
repeated until cut: an expression, not 331, wrong; a reader taking it as no value would say
no_answer); tl14m 39 (the domain hybrid's 'The final answer is:\n(-\u221e, 2) U (3, \ufffd).':
'U' for the union and a replacement character where the file lost the infinity sign; read as
(-infinity, 2) U (3, infinity) = gold, correct; a reader requiring the symbol would say wrong).
Not debatable but noted: tl14m 42 (the dice hybrid states 'n = 4 satisfies the equation', then
'25 = 108 This is not correct', tests n = 5-10 and is cut: it rejects its only value, no_answer);
tl14m 18 (the 1/a + ... hybrid boxes 64, then an AM-HM bound 16 'seems to underestimate' and
'which leads to the minimum value of \(\boxed{64}\)': correct).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
3056000, 3072000, 3088000, 3104000, 3120000, 3136000, 3152000, 3168000, 3184000, 3200000,
3216000 (11 reads), with round 186's paste of 3040000 reused (12 pages, 192,000 characters
joined). Nothing else was read. The round is smaller than the general 120-200 target because the
file holds about three records a page (the brief asked for ~12 pages).

Leads for a later round: the 14B MATH-500 file from 3216000 (page 3216000 opens inside
tasks[268] thinking_model, a record of this round; tasks[269] hybrid_model (the
triangle/square/diamond/clubsuit hybrid: a first solution boxing 1 then 2, then the solution
repeated), cut by this round's last page, is the first record to take, then tasks[270]-[331]
unread; this round's paste pages/q14_3216000.txt can be reused instead of reading 3216000
again), about three records a page. The file stores non-ASCII characters as \u escapes, which
read_file shows with TWO backslashes ('\\u00b2'): paste them so; '\\ufffd' too (the page length
settles it). Its hybrids repeat their answer or whole solution until cut (verbatim here); its
thinking models are often cut inside their thinking.

Usage: python build_public_heldout192.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout192.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout192.jsonl"
SOURCE = "public_heldout192"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 3040000-3232000 joined (192,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|no_answer|truncated|hybrid (tasks[254], the set of pair sums of the roots of x^4 + 2x^3 + 2, gold \{1\pm\sqrt{5},-2\}): Vieta, S1 + S2 + S3 = 0, an 'identity' with '(\alpha_1\alpha_2\alpha_3\alpha_4)^{3/2} \cdot \text{some factor}' twice, then the cubic with roots S1, S2, S3; the stored text is cut at 'We need to find \(S_1S_2 + S_1S_3 + S_2S' before any value
tl14m:1|wrong|boxed|base model (tasks[255], the largest integer below 2010 with remainders 5, 10, 10 mod 7, 11, 13, gold 1440): a slip (77b + 54 = 10 mod 13 taken as 12b = 1) gives 1001c + 990; '$x = 1001(1) + 990 = \boxed{1991}$' (gold 1440)
tl14m:2|no_answer|truncated|R1-Distill: N = 10 mod 143, N = 1001m + 439, m = 1 gives 1440 and a check of all three remainders inside its thinking; its stored thinking is cut at 'the next number after 1440 would be 144' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:3|wrong|boxed|debatable: hybrid: takes 143 = 1 mod 7, k = 2 mod 7, x = 1001m + 296; '\(\boxed{1297}\)' and 'Therefore, the correct answer is: \(\boxed{1297}\)', then '1297 / 7 = 185 with a remainder of 2, not 5. ... The first condition is not satisfied.' and the same derivation of 1297 repeated ('But this does not satisfy the first condition.') until cut at '\[ x \equiv': labelled by its last final answer 1297 (a reader taking the check as withdrawing it would say no_answer) (gold 1440)
tl14m:4|correct|prose_sentence|base model (tasks[256], y inversely as sqrt x with y = 15 at x = 24, x at y = 3, gold 600): k = 30 sqrt 6, sqrt x = 10 sqrt 6; 'So, when $y=3$, the value of $x$ is 600.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:5|correct|boxed|R1-Distill: '**Final Answer** The value of \( x \) when \( y = 3 \) is \boxed{600}.', after </think> '... is \(\boxed{600}\).' = gold
tl14m:6|correct|answer_is|hybrid: 'Therefore, when y = 3, x = 600.\nThe answer is 600.', a prose re-solution and 'The answer is 600.' (then a closing code fence) = gold
tl14m:7|wrong|prose_sentence|base model (tasks[257], AF^2 + BF^2 + CF^2 for F the midpoint of GH, gold 3R^2): outlines coordinates but computes nothing; 'In conclusion, the expression ... is given by the formula AF^2 + BF^2 + CF^2 = a^2 + b^2 + c^2 + 3(GF^2), where GF is the distance ...' (gold 3R^2)
tl14m:8|no_answer|truncated|R1-Distill: FG = GO, GO^2 = R^2 - (a^2 + b^2 + c^2)/9, 'So, AF² + BF² + CF² = 3R².' inside its thinking; its stored thinking is cut at 'Wait, that's interesting. So, the' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:9|wrong|final_answer_phrase|hybrid: uses 3(FG^2 + FH^2) and GH^2 = 4R^2 - (a^2 + b^2 + c^2)/9; 'Therefore, the final answer is: $$AF^2 + BF^2 + CF^2 = 6R^2 + \frac{1}{6}(a^2 + b^2 + c^2)$$' and summary paragraphs repeating it, cut at 'Therefore, the final answer': its stated value (loop convention) (gold 3R^2)
tl14m:10|correct|prose_sentence|base model (tasks[258], the diagonal of the square whose perimeter equals that of the triangle of area 16 sqrt 3, gold 6\sqrt{2}): s = 8, side 6; 'The diagonal of the square is $6\sqrt{2}$.' = gold
tl14m:11|correct|boxed|R1-Distill: s = 8, a = 6, d = a sqrt 2; after </think> '**Final Answer:**\n\[\n\boxed{6\sqrt{2}}\n\]' = gold
tl14m:12|correct|boxed|hybrid: 'diagonal = sqrt(72) = 6sqrt(2) cm', 'The final answer is 6sqrt(2) centimeters.\n\n\boxed{6\sqrt{2}}', then the solution '... is \(\boxed{6\sqrt{2}}\) centimeters.\n\n\boxed{6\sqrt{2}}' twice whole and a copy cut at 'is the hypotenuse': its stated, never-contradicted 6\sqrt{2} (loop convention) = gold
tl14m:13|correct|prose_sentence|base model (tasks[259], three pencils and an eraser $1.24, five $1.82, a pencil in cents, gold 29): 2P = 58; 'So, the cost of a pencil is 29 cents.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:14|correct|boxed|R1-Distill: '**Final Answer** The cost of a pencil is \boxed{29} cents.', after </think> '... is \(\boxed{29}\) cents.' = gold
tl14m:15|correct|boxed|hybrid: 2p = 58 and e = 37; 'Therefore, the cost of a pencil is \(\boxed{29}\) cents.' = gold
tl14m:16|wrong|boxed|base model (tasks[260], the minimum of 1/a + 1/b + 4/c + 16/d with a + b + c + d = 1, gold 64): Cauchy-Schwarz with '(1 + 1 + 2 + 4)^2 = 144' (8^2 miscounted); '... so the minimum value is $\boxed{144}.$.' (gold 64)
tl14m:17|no_answer|truncated|R1-Distill: Lagrange gives a = b = 1/8, c = 1/4, d = 1/2 and 8 + 8 + 16 + 32 = 64, then a Cauchy-Schwarz check '\geq 64' inside its thinking; its stored thinking is cut at 'Therefore, \(\frac{1}{a} + ... + \frac{16}{d}' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:18|correct|boxed|hybrid: Lagrange, 8 + 8 + 16 + 32; 'Therefore, the minimum value of the expression is \(\boxed{64}\).', then an AM-HM bound 16 that 'seems to underestimate the minimum value' and '... which leads to the minimum value of \(\boxed{64}\).' = gold
tl14m:19|wrong|prose_sentence|debatable: base model (tasks[261], the minimum of a^4 + b^8 with ab^2 = 5, gold 50): AM-GM gives 625/b^8 + b^8 >= 50, then a slip (5/sqrt[4]{25} = 1) gives 1 + 25 = 26, 'this contradicts our earlier result'; 'In conclusion, the minimum value of $a^4 + b^8$ is not achievable, but it can get arbitrarily close to 50 as $b$ approaches $\sqrt[8]{25}$.': read as denying that 50 is the minimum (a reader taking 50 as its value would say correct) (gold 50)
tl14m:20|no_answer|truncated|R1-Distill: b = 5^{1/4}, a = sqrt 5, 25 + 25 = 50 and 'the minimum value is indeed 50' inside its thinking, then an AM-GM check; its stored thinking is cut at 'in terms of \( a \) and' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:21|correct|boxed|hybrid: AM-GM, b^8 = 25, a = sqrt 5; 'Thus, the minimum value of \(a^4 + b^8\) is \(\boxed{50}\).' and 'This approach also leads to the same minimum value of 50.' = gold
tl14m:22|correct|prose_sentence|base model (tasks[262], 9/2 as a decimal, gold 4.5): long division; 'So, $\frac{9}{2}$ expressed as a decimal is 4.5.' = gold
tl14m:23|correct|boxed|R1-Distill: 4 remainder 1, 10 / 2 = 5; after </think> '... expressed as a decimal is:\n\n\[\n\boxed{4.5}\n\]' = gold
tl14m:24|correct|answer_colon|hybrid: 9 / 2 and 45/10; 'Therefore, the answer is 4.5.' and 'Answer: 4.5', the whole block 10 times and a copy cut at 'representation of $\frac': its stated, never-contradicted 4.5 (loop convention) = gold
tl14m:25|correct|boxed|base model (tasks[263], the range of (arccos x)^2 + (arcsin x)^2, gold \left[ \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right]): y = arccos x in [0, pi], 2y^2 - pi y + pi^2/4; 'The final answer is \( \boxed{ \left[\frac{\pi^2}{8}, \frac{5\pi^2}{4}\right] } \).' = gold
tl14m:26|no_answer|truncated|R1-Distill: the same quadratic, minimum pi^2/8, f(pi) = 5pi^2/4, 'So the range is [π²/8, 5π²/4].' inside its thinking; its stored thinking is cut at 'So f(-√2/' during a check, before '</think>' and before any **Final Answer** (R1 rule)
tl14m:27|wrong|boxed|hybrid: takes f(pi) = pi^2 + 0^2; '\( \boxed{\left[ \frac{\pi^2}{8}, \pi^2 \right]} \)' twice, then 'The correct range should be [pi^2/8, pi^2/2]' and '\( \boxed{\left[ \frac{\pi^2}{8}, \frac{\pi^2}{2} \right]} \)', then the same claim again and a re-derivation cut at '\frac{\pi^2}{': its last final answer [pi^2/8, pi^2/2] (gold [pi^2/8, 5pi^2/4])
tl14m:28|wrong|prose_sentence|debatable: base model (tasks[264], f(1) + ... + f(1985) with f(n + 1) = (-1)^{n + 1} n - 2f(n) and f(1) = f(1986), gold 331): a pairing that 'sums to -2(f(n) + f(n + 1))'; 'Therefore, the sum of the function values from $f(1)$ to $f(1985)$ is: \[S = -1984(f(1) + f(2)) + f(1)\]' with its 'Since $f(1) = f(1986)$ ...' paragraph repeated until cut at 'Since $f(1) = f(1': its stated result is an expression in f(1), f(2), not 331 (a reader taking it as no value would say no_answer) (gold 331)
tl14m:29|no_answer|truncated|R1-Distill: f(n) = c(n) + (-2)^{n-1} a and a particular solution c_p(n) = (-n - 1)(-1)^n; its stored thinking is cut at 'A*(-2)^n + (-n - 1)*(-1)^n' before '</think>', before any value (R1 rule)
tl14m:30|wrong|boxed|hybrid: f(1) = 1985 - 2f(1985), then asserts 'the sum S simplifies to: S = 1985'; '\boxed{1985}' and the pair 'However, the correct answer is: \boxed{1985} / Therefore, the final answer is: \boxed{1985}' over and over until cut: its stated value 1985 (loop convention) (gold 331)
tl14m:31|correct|prose_sentence|base model (tasks[265], 57/160 as a terminating decimal, gold .35625): '57 ÷ 160 = 0.35625'; 'Therefore, the terminating decimal representation of $\frac{57}{160}$ is 0.35625.' = gold (0.35625 = .35625)
tl14m:32|correct|boxed|R1-Distill: long division and 35625/100000; '**Final Answer** The terminating decimal representation of $\frac{57}{160}$ is \boxed{0.35625}.' closes its thinking, then the summary after </think> is cut at 'to': labelled by that box (R1 rule) = gold (0.35625 = .35625)
tl14m:33|correct|final_answer_phrase|hybrid: 'The final answer is 0.35625.', the two-paragraph block repeated 10 times and a copy cut at '$\frac{57}{': its stated, never-contradicted 0.35625 (loop convention) = gold (0.35625 = .35625)
tl14m:34|correct|answer_colon|base model (tasks[266], the area of the isosceles right triangle whose altitude to the hypotenuse is 4 sqrt 2, gold 32): hypotenuse 8 sqrt 2, legs 8; 'Answer: The area of the triangle is 32.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:35|no_answer|truncated|R1-Distill: legs 8 by the geometric mean and by the point-line distance, 'the area is ... = 32' inside its thinking; its stored thinking is cut at 'Hmm, so both methods give me' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:36|correct|prose_sentence|hybrid: altitude a / sqrt 2 = 4 sqrt 2, a = 8; 'Therefore, the area of the triangle is 32 square units.' = gold
tl14m:37|correct|answer_colon|base model (tasks[267], the domain of (2x - 7)/sqrt(x^2 - 5x + 6), gold (-\infty, 2) \cup (3, \infty)): test points 0, 2.5, 4; 'Domain: $(-\infty, 2) \cup (3, \infty)$' = gold
tl14m:38|correct|boxed|R1-Distill: (x - 2)(x - 3) > 0; '**Final Answer** ... \boxed{(-\infty, 2) \cup (3, \infty)}.', after </think> the same box = gold
tl14m:39|correct|final_answer_phrase|debatable: hybrid: 'Step 10: Final answer: The domain of f(x) is (-∞, 2) U (3, \ufffd).', then 'The final answer is:\n(-∞, 2) U (3, \ufffd).' in a block repeated 18 times and a copy cut at '(-∞, 2) U (': 'U' for the union and a replacement character where the file lost the infinity sign ('less than 2 and greater than 3'); read as (-infinity, 2) U (3, infinity) (a reader requiring the symbol would say wrong; loop convention) = gold
tl14m:40|correct|prose_sentence|base model (tasks[268], n dice with exactly two showing other than 1 at probability 25/216, gold 4): C(4, 2)(25/36)(1/36) = 25/216; 'So, the number of dice, $n$, that were rolled is 4.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:41|no_answer|truncated|R1-Distill: n(n - 1)/2 = 6^{n-3}, n = 4 works and 'n = 4 is the only solution' inside its thinking; its stored thinking is cut at 'So, 6 * (1' during a check, before '</think>' and before any **Final Answer** (R1 rule)
tl14m:42|no_answer|truncated|hybrid: sets up C(n, 2)(5/6)^2(1/6)^{n-2} = 25/216, multiplies by 216 wrongly, 'we find that n = 4 satisfies the equation', then '25 = 108 This is not correct, so we need to re-evaluate', tests n = 4-10 ('\neq 1') and is cut at '\frac{2': it rejects its only value, no final answer
tl14m:43|wrong|prose_sentence|base model (tasks[269], the value of the square from the triangle/square/diamond/clubsuit equations, gold 3): misreads 2 triangle = 5 diamond as triangle = 5 diamond; 'So, the value of $\square$ is 4.' (gold 3)
tl14m:44|correct|boxed|R1-Distill: D = 2, T = 5, C = 8, S = 3; '**Final Answer** The value of $\square$ is \boxed{3}.', after </think> '... is \(\boxed{3}\).' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
