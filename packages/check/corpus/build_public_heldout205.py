__doc__ = r"""Build public_heldout205.jsonl: a 205th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

39 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-200 read, continuing where round 200 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 3392000 (round 200's paste, reused), 3408000,
  3424000, 3440000, 3456000, 3472000, 3488000, 3504000, 3520000, 3536000 and 3552000, joined
  3392000-3568000: tasks[285]-[297] all three models: 39 records (MATH-500).

Method (rounds 76-200): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. The
file stores non-ASCII characters as \u escapes, which read_file shows with two backslashes
('\\u00f7', '\\u00d7', '\\u21d2', '\\u00a0', '\\u03c0', '\\u221a'): pasted so. Page 3456000
holds '\\ufffd' escapes (the 54 (mod 6) hybrid's '54 \\ufffd 6 \\ufffd 0', where a congruence
sign was lost): pasted with two backslashes, as rounds 192 and 200 did; the page decodes to
16,000 characters so. Page 3392000 is round 200's paste (/tmp/rounds/real200/pages/
q14_3392000.txt, with its same-length slip already replaced there), copied, not read again; it
decodes to 16,000 characters. A further check by script (within each record, every pair of
paragraphs of equal length differing in 1-3 characters, and every once-only paragraph within
3 characters of a repeated one, listed and read; no labels read) found no near-copy that is not
in the file itself (the listed pairs are the different numbers of list lines such as '- 32: Not
prime (divisible by 2)' / '- 33: ...', the divisors R1's '11: Divisors are 1 and 11. Two.' /
'13: ...', the STR hybrid's '... + \angle QRS = 285^\circ' / '... + \angle STR = 285^\circ',
and the integer-roots hybrid's indented / unindented substitution lines, all on the display).
Long verbatim loops: some were pasted whole (the 5-of-6 hybrid's cycle of 'Another way /
Alternatively / In conclusion / Another approach / In summary' paragraphs; the integer-roots
hybrid's alternating 'However, upon re-evaluation / upon further reflection' retests; the
archery hybrid's '\boxed{30}' paragraphs; the log hybrid's step-by-step restatements and the
expression hybrid's copies on page 3536000). The others were not retyped: one copy of the loop
unit was pasted between markers (@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@
where the further copies go was replaced by that unit a whole number of times, the number fixed
by the page length (work/mk.py tries every count 0-400, and every pair of counts where a page
holds two markers, and requires exactly one to give the page length). Each copy was looked at on
the page before the marker was used for it. The counts (further copies after the pasted one):
3392000 U1 the digits hybrid's paragraph 'The sum of the original number and the number with its
digits reversed is 143. The final answer is \\(\\boxed{143}\\).\n\n' 46 (round 200's); 3408000
U1 the representatives hybrid's whole Steps 1-6 solution ending 'Therefore, the 8th grade should
have 10 representatives for fair representation.\n```\n\n' 7 (the first copy opens the string;
then a copy cut at 'Step 2: Determine the ratio of 7th grade', where the string ends); 3424000
U1 the matrix hybrid's line '\\(\\boxed{y = 4x + 1}\\)\n\n' 28 (after 'The image of the line
... is \\(\\boxed{y = 4x + 1}\\).\n\n'; then '\\' where the string ends); 3456000 U1 the 54
(mod 6) hybrid's '\n\n' + its whole solution ending 'The final answer is 0, which is the
remainder when 54 is divided by 6.' 2 (after two copies pasted whole, the second joined to the
first by a space; then a copy cut at '54 = 6q + r'); 3488000 U1 the STR hybrid's '\n\n
Alternatively, we can also use the properties ...' + its whole solution ending 'Therefore, the
measure of angle $STR$ is $142.5^\\circ$ degrees.' 2 (then a copy cut at 'Since
$\\overline{ST}$ is'); 3504000 U1 the f(n) hybrid's '\n\nTo solve the problem, ...' solution
ending '\\(\\boxed{12}\\)' 1 (then a copy cut at 'greater than or equal'); 3520000 U1 the
cookie hybrid's Steps 1-4 ending 'there would be 60 cents left.\n```\n\n' 5 (the first copy
opens the string; then a copy cut at 'Step 2: Convert the') and U2 the expression hybrid's
whole solution ending 'The final answer is \\(\\boxed{2}\\).\n\n' 5 (the first copy opens the
string; the string goes on on page 3536000 with a copy cut there and one whole copy and a copy
cut at 'is not defined'); 3536000 U1 the log base model's invented '\n\nTask: Answer the question
below. ...' block on sqrt(8x)...sqrt(15x) = 15 ending 'Therefore, the only possible value for $x$
is $\\frac{1}{2}$.' 3 (then a copy cut at '\\sqrt{3x'); 3552000 U1 the divisors hybrid's
'\n\nThe fifth number in the list ... is 121. ...' paragraph group ending 'This is the final
answer, and it is clear and concise.\n\n\\boxed{121}' 11 (after the first group; then a copy
cut at '\\boxed{121', where the string ends). Page 3520000 holds two markers: the pair (5, 5)
is the only one that gives the page length, and it is the count read on the display. The other
pages hold no marker.
The pages were joined in file order (work/extract.py; each page starts where the one before
ends), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build),
never retyped. The record's `q` is the question's first 60 characters (no opening here matched
two MATH-500 problems; the 5-of-6 question's double space 'can  5' is MATH-500's own).

Edges: page 3392000 opens inside tasks[283] hybrid_model (a record of round 200); tasks[284]
(round 200's tl14m 43-45) is skipped, and the first record taken is tasks[285] base_model (the
7th and 8th grade representatives), which round 200's last page cut. The joined text ends (file
character 3568000) inside tasks[298] base_model (the re^{i theta} root of z^8 - z^7 + ... + 1,
cut at '+ z -'): that record is cut by the last page and not taken. Every other completion on
the pages read is taken. Several completions are cut in the file itself (the stored text ends
mid-word or mid-sentence: the R1-Distill completions of tasks[290], [291], [292], [294] and
[297] inside their thinking and of tasks[286] and [288] after '</think>'; the hybrids of
tasks[285]-[290] and [292]-[297]; the log base model of tasks[296] inside an
invented task); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 30,984
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-38).

Repositories (39 records): thaotnguyen/thinking-llms-interp 39 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 39 (MATH-500). Prompt format: long_cot 39 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 24, wrong 9, no_answer 6. Forms: boxed 19 (15 correct, 4 wrong), prose_sentence
10 (5 correct, 5 wrong), answer_is 2 (2 correct), answer_colon 1 (1 correct),
final_answer_phrase 1 (1 correct), truncated 5, none 1. 0 debatable.

Truths by model: base_model (Qwen2.5-14B, a BASE model, 13) 7 correct (0 '... should have 10
representatives ...', 6 'Step 6: The answer is 6.', 9 'Answer: 1, -2', 12 'The remainder of 54
(mod 6) is 0.', 24 \boxed{12} and 'The answer is: 12', 30 \boxed{2}, 36 'The fifth number listed
is 121.'), 5 wrong (3 'the line $y = 12x + 5$', 15 '43 students', 18 \boxed{\$27.90}, 21
\boxed{35^\circ}, 33 '$x = \frac{36}{5}$'), 1 no_answer (27: a plan with no value);
thinking_model (R1-Distill-Qwen-14B, 13) 8 correct (1 \boxed{10}, 4 \boxed{y = 2x + 3}, 7
\boxed{6}, 10 \boxed{1} and \boxed{-2}, 13 \boxed{0}, 25 \boxed{12}, 31 \boxed{2}, 34 \boxed{9}),
5 no_answer (16, 19, 22, 28, 37: cut inside their thinking before '</think>' and before any
**Final Answer**); hybrid_model (13) 9 correct (2 '... should have 10 representatives ...', 8
'... there are 6 ways ...', 11 \boxed{1, -2}, 14 'The final answer is 0 ...', 20 \boxed{18.90},
26 \boxed{12}, 32 \boxed{2}, 35 \boxed{9}, 38 \boxed{121}), 4 wrong (5 \boxed{y = 4x + 1}, 17
\boxed{30}, 23 '142.5^\circ', 29 '60 cents').

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 3392000-3568000 joined
  (176,000 of 3,995,770 characters): tasks[285] (the 7th/8th grade representatives), [286] (the
  image of y = 2x + 1 under M), [287] (5 students from 6), [288] (the integer roots of x^4 +
  5x^3 + 9x^2 - x - 14), [289] (54 mod 6), [290] (the archery class), [291] (the fake gold
  bricks), [292] (angle STR), [293] (f(pi/3) + f(sqrt 45) + f(8^{2/3})), [294] (the girl scout
  cookie cents), [295] (the values where (x-5)/(x^2-9) is undefined), [296] (x from the two
  logarithm equations), [297] (the fifth integer with exactly three divisors) base, thinking,
  hybrid. Record number = place in file order.

Label conventions (rounds 72-200): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer, and so is a complete response that states no value; equal in value
but written differently is correct (here 'Answer: 1, -2' and '\boxed{1, -2}' for the gold
'-2,1', the same two roots in another order; '\boxed{1} and \boxed{-2}' as one **Final Answer**
line; '\boxed{18.90}' without the dollar sign for '\$18.90'); a completion that goes on with
invented tasks is labelled by its answer to the question posed (tl14m 33); labels are against
the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution)
until cut mid-copy is labelled by the stated, never-contradicted value (tl14m 2, 8, 11, 14, 26,
32, 35, 38; and the wrong 5, 17, 23, 29). R1 rule: an R1-Distill answer cut inside its thinking,
before '</think>' and before a value on its **Final Answer** line, is no_answer even where the
thinking has reached a value (tl14m 16: 'only N = 41 works'; 19: 'Total cost = 8.10 + 10.80 =
18.90'; 22: 'angle STR is 105 degrees', not the gold either; 28: 'the leftover would be 59
cents'; 37: listing divisors, at 75 with four found); one whose **Final Answer** box closes its
thinking and whose summary after '</think>' is then cut is labelled by that box (tl14m 4, 10).
A base model answer followed by an appended 'You are an AI assistant ...' boilerplate (tl14m 0,
6, 12, 15, 27) is labelled by its answer; the boilerplate is not an answer. Gold: MATH =
MATH-500's answer for the problem that opens with the record's question words, checked equal to
the file's own correct_answer (the build checks both).
Not debatable but noted: tl14m 11 (the integer-roots hybrid boxes '1, -2', then 'However, upon
re-evaluation, it appears there was an error in the initial testing' and retests that only
confirm 1 and -2, the same box each time until cut: never changes its value); tl14m 17 (the
archery hybrid boxes the list '30, 32, ..., 48, or 49', then 'the most likely answer is 30' and
'\boxed{30}' in every later paragraph until cut: its last final answer 30, wrong against 41
either way); tl14m 27 (the cookie base model lists Steps 1-6 of a method, 'Total = $\$27.47 +
... + \$26.52$', 'Total in cents = Total in dollars * 100', and never computes a value, then the
boilerplate: no stated answer, no_answer/none).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
3408000, 3424000, 3440000, 3456000, 3472000, 3488000, 3504000, 3520000, 3536000, 3552000 (10
reads), with round 200's paste of 3392000 reused (11 pages, 176,000 characters joined). Nothing
else was read. The round is smaller than the general 120-200 target because the file holds about
three records a page (the brief asked for ~12 pages; the round stopped at 11 for time).

Leads for a later round: the 14B MATH-500 file from 3552000 (page 3552000 opens inside tasks[296]
hybrid_model, a record of this round; tasks[298] base_model (the re^{i theta} root of z^8 - z^7
+ z^6 - ... + 1, gold 8 \pi, a geometric-series rewrite), cut by this round's last page at '+ z
-', is the first record to take, then tasks[298] thinking and hybrid and the tasks after unread;
this round's paste pages/q14_3552000.txt can be reused instead of reading 3552000 again), about
three records a page. The file stores non-ASCII characters as \u escapes, which read_file shows
with TWO backslashes ('\\u00d7'): paste them so; '\\ufffd' too (the page length settles it).
Its hybrids repeat their answer or whole solution until cut (verbatim, or with small changes);
its thinking models are often cut inside their thinking. A same-length paste slip passes the
length check: read each paste over against the display.

Usage: python build_public_heldout205.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout205.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout205.jsonl"
SOURCE = "public_heldout205"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 3392000-3568000 joined (176,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|prose_sentence|base model (tasks[285], the 8th grade's representatives of 18 for 520 and 650 students, gold 10): ratios 520/1170 and 650/1170, rounded 8 and 10; 'So, the 8th grade should have 10 representatives for fair representation.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:1|correct|boxed|R1-Distill: 4:5, 18 / 9 = 2, 5 * 2; '**Final Answer** The 8th grade should have \boxed{10} representatives.', after </think> 'Thus, the 8th grade should have \boxed{10} representatives.' = gold
tl14m:2|correct|prose_sentence|hybrid: 4 : 5, 2 per part; 'Therefore, the 8th grade should have 10 representatives for fair representation.' and a code fence, the whole Steps 1-6 solution eight times and a copy cut at 'of 7th grade': its stated, never-contradicted 10 (loop convention) = gold
tl14m:3|wrong|prose_sentence|base model (tasks[286], the image of y = 2x + 1 under M, gold y = 2x + 3): solves M = [[4, -1], [2, 5]] (d wrong), the image point (2x - 1, 12x + 5); 'We can write this as the equation $y = 12x + 5$. Therefore, the image of the line ... is the line $y = 12x + 5$.' (gold y = 2x + 3)
tl14m:4|correct|boxed|R1-Distill: M = [[4, -1], [2, 1]], X = 2t - 1, Y = 4t + 1, Y = 2X + 3, checked by two points; '**Final Answer** The image of the line under the matrix transformation is \boxed{y = 2x + 3}.' closes its thinking, then the summary after </think> is cut at '2a - b = 9\': labelled by that box (R1 rule) = gold
tl14m:5|wrong|boxed|hybrid: M(1, 2) = (2, 4), M(0, 1) = (-1, 1), the image (2x - 1, 4x + 1) read as 'y = 4x + 1'; '7. **Final Answer:** ... is \(\boxed{y = 4x + 1}\).', then '\(\boxed{y = 4x + 1}\)' lines until cut at '\': its stated y = 4x + 1 (loop convention) (gold y = 2x + 3)
tl14m:6|correct|answer_is|base model (tasks[287], ways to select 5 students from 6, gold 6): C(6, 5) = 720 / 120; 'Step 6: The answer is 6. There are 6 ways to select 5 students from a group of 6 students.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:7|correct|boxed|R1-Distill: C(6, 5) = 6 in its thinking; after </think> '**Final Answer:** \[ \boxed{6} \]' = gold
tl14m:8|correct|prose_sentence|hybrid: C(6, 5) = 720 / 120 = 6, 'Therefore, there are 6 ways to select 5 students from a group of 6 students.', then 'Another way / Alternatively / In conclusion / Another approach / In summary' paragraphs each with 6, repeated until cut at 'This can': its stated, never-contradicted 6 (loop convention) = gold
tl14m:9|correct|answer_colon|base model (tasks[288], the integer roots of x^4 + 5x^3 + 9x^2 - x - 14, gold -2,1): tests +-1, +-2, +-7, +-14; 'The integer roots of the polynomial are x = 1 and x = -2.' and 'Answer: 1, -2': the same two roots as the gold in another order = gold
tl14m:10|correct|boxed|R1-Distill: synthetic division by x - 1 and x + 2, x^2 + 4x + 7 with discriminant -12; '**Final Answer** The integer roots are \boxed{1} and \boxed{-2}.' closes its thinking, then the summary after </think> is cut inside its second synthetic-division array: labelled by that line (R1 rule), the two boxes together the gold's two roots = gold
tl14m:11|correct|boxed|hybrid: tests all eight candidates; 'Therefore, the integer roots are \(\boxed{1, -2}\).', then 'However, upon re-evaluation / upon further reflection, it appears there was an error in the initial testing' retests that only confirm -2 and 1, each ending with the same box, until cut at 'x = -2': its never-changed 1, -2 (loop convention) = gold
tl14m:12|correct|prose_sentence|base model (tasks[289], the remainder of 54 (mod 6), gold 0): 54 / 6 = 9; 'Step 4: State the answer / The remainder of 54 (mod 6) is 0.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:13|correct|boxed|R1-Distill: 54 - 6 * 9 = 0; 'Therefore, the remainder when \( 54 \) is divided by \( 6 \) is \(\boxed{0}\).' = gold
tl14m:14|correct|final_answer_phrase|hybrid: the division algorithm, r = 54 - 54 = 0 (the congruence sign stored as replacement characters, '54 \ufffd 6 \ufffd 0'); 'The final answer is 0, which is the remainder when 54 is divided by 6.', the whole solution five times and a copy cut at '54 = 6q + r': its stated, never-contradicted 0 (loop convention) = gold
tl14m:15|wrong|prose_sentence|base model (tasks[290], the archery students between 30 and 50, gold 41): takes both n and n + 2 prime, adds 2 to 31, 37, 41, 43, 47 and picks 43 from '33, 39, 43, 45, and 49'; 'Step 7: Conclude that 43 students showed up to the archery class this week ... (45) is also a prime number.', then the boilerplate (gold 41)
tl14m:16|no_answer|truncated|R1-Distill: twin primes, 'So, yeah, only N = 41 works.' inside its thinking; its stored thinking is cut at 'making it N +' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:17|wrong|boxed|hybrid: takes n and n + 2 both NOT prime, boxes the list '\boxed{30, 32, 33, 34, 36, 38, 40, 42, 44, 46, 48, or 49}', then 'the most likely answer is 30' and '\boxed{30}' in every later paragraph until cut inside a list: its last final answer 30 (gold 41)
tl14m:18|wrong|boxed|base model (tasks[291], the cost of a 3 inch fake gold brick, gold \$18.90): solves 6p + c = 1.30, 24p + 8c = 6.80 as p = 0.10, c = 0.70 (wrong); '... = 54(0.10) + 27(0.70) = \boxed{\$27.90}$.' (gold \$18.90)
tl14m:19|no_answer|truncated|R1-Distill: k_p = 0.15, k_c = 0.40, 'Total cost = 8.10 + 10.80 = 18.90' and a check inside its thinking; its stored thinking is cut at 'For s=2: 0.90*4 + 0.40*8' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:20|correct|boxed|hybrid: c_p = 0.15, c_c = 0.40, 54(0.15) + 27(0.40) = 18.90; 'Therefore, the cost of a 3-inch cube is \$18.90. ... The final answer is \boxed{18.90}.': the box without the dollar sign, equal in value = gold
tl14m:21|wrong|boxed|base model (tasks[292], angle STR with ST parallel to QR, angle P = 40, angle Q = 35, gold 75^\circ): 'corresponding angles', angle STR = angle Q; 'Thus, the measure of $\angle STR$ is $\boxed{35^\circ}$.' (gold 75^\circ)
tl14m:22|no_answer|truncated|R1-Distill: angle at R = 105, 'angle STR is equal to angle QRT, which is 105 degrees' inside its thinking (not the gold either); its stored thinking is cut at 'angle at R is 10' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:23|wrong|prose_sentence|hybrid: 'angles around point P' sum to 360, 2 angle STR = 285; 'Therefore, the measure of angle $STR$ is $142.5^\circ$ degrees.', the solution repeated ('Alternatively, we can also use ...') three times and a copy cut at 'Since $\overline{ST}$ is': its stated 142.5 (loop convention) (gold 75^\circ)
tl14m:24|correct|answer_is|base model (tasks[293], f(pi/3) + f(sqrt 45) + f(8^{2/3}) with floor for n >= 4 and ceiling below, gold 12): 2 + 6 + 4; '... = 2 + 6 + 4 = \boxed{12}$.The answer is: 12' = gold
tl14m:25|correct|boxed|R1-Distill: ceiling(1.0472) = 2, floor(6.7082) = 6, floor(4) = 4; '**Final Answer** \boxed{12}', after </think> 'Thus, the final answer is: \[ \boxed{12} \]' = gold
tl14m:26|correct|boxed|hybrid: 2 + 6 + 4 = 12; 'Therefore, the final answer is \( 12 \).' and '\(\boxed{12}\)', then 'To solve the problem, ...' solutions with the same box twice and a copy cut at 'greater than or equal': its stated, never-contradicted 12 (loop convention) = gold
tl14m:27|no_answer|none|base model (tasks[294], the cents left after the girl scouts' coins are changed to bills, gold 59): Steps 1-6 of a method only ('Total = $\$27.47 + \$35.23 + \$37.37 + \$26.52$', 'Total in cents = Total in dollars * 100', repeat for $50, $20 ... pennies, 'Step 6: The remaining amount ... will be the answer in cents.'), never computing a value, then the boilerplate: no stated answer
tl14m:28|no_answer|truncated|R1-Distill: \$126.59 = 12659 cents, 'the leftover would be 59 cents', then the per-person alternative (159 cents) inside its thinking; its stored thinking is cut at '"After the sale, they' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:29|wrong|prose_sentence|hybrid: adds the four amounts to $126.60 (wrong sum), 12660 - 12600; 'Therefore, after converting as many of the coins into bills as they could, there would be 60 cents left.' and a code fence, the solution six times and a copy cut at 'Step 2: Convert the': its stated 60 (loop convention) (gold 59)
tl14m:30|correct|boxed|base model (tasks[295], the values of x where (x-5)/(x^2-9) is undefined, gold 2): (x-3)(x+3) = 0; 'So, there are $\boxed{2}$ values of $x$ for which the expression is not defined.' = gold
tl14m:31|correct|boxed|R1-Distill: x = 3 and x = -3; '**Final Answer** The expression is not defined for \boxed{2} values of \( x \).', after </think> the same box = gold
tl14m:32|correct|boxed|hybrid: x = +-3; 'The final answer is \(\boxed{2}\).', the whole solution repeated until cut at 'is not defined': its stated, never-contradicted 2 (loop convention) = gold
tl14m:33|wrong|prose_sentence|base model (tasks[296], x from log_6(x-y) + log_6(x+y) = 2 and log_y 5x = 2, gold 9): substitutes x = y^2/5 into x^2 - y^2 = 36 and factors y^4 - 25y^2 - 900 as (y^2 - 36)(y^2 + 25) (wrong); 'Therefore, $x = \frac{36}{5}$.', then invented 'Task: Answer the question below ...' blocks on sqrt(8x)...sqrt(15x) = 15 answered 1/2 until cut: its answer to the posed question 36/5 (gold 9)
tl14m:34|correct|boxed|R1-Distill: x^2 - 5x - 36 = 0, x = 9 (x = -4 rejected); '**Final Answer** The value of \(x\) is \boxed{9}.', after </think> '\[ \boxed{9} \]' = gold
tl14m:35|correct|boxed|hybrid: the quadratic formula, x = 9 or -4, 'x represents a length' so 9; 'So, the value of \(x\) is 9.' and '\(\boxed{9}\)', then step-by-step restatements with '**Final Answer:** \[ \boxed{9} \]' until cut at '\frac{18}{': its stated, never-contradicted 9 (loop convention) = gold
tl14m:36|correct|prose_sentence|base model (tasks[297], the fifth positive integer with exactly three divisors, gold 121): squares of the primes 2, 3, 5, 7, 11; 'The fifth number listed is 121.' = gold
tl14m:37|no_answer|truncated|R1-Distill: lists divisor counts 1-75 finding 4, 9, 25, 49; its stored thinking is cut at '75: Divisors are 1, 3, 5, 15, 25, ' before '</think>' and before any value for the fifth (R1 rule)
tl14m:38|correct|boxed|hybrid: 11^2 = 121; '... is 121. To ensure the answer is clear, we can box it as follows: \boxed{121}', the same paragraph group with four '\boxed{121}' repeated until cut at '\boxed{121': its stated, never-contradicted 121 (loop convention) = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
