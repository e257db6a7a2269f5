__doc__ = r"""Build public_heldout200.jsonl: a 200th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

46 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-192 read, continuing where round 192 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 3216000 (round 192's paste, reused), 3232000,
  3248000, 3264000, 3280000, 3296000, 3312000, 3328000, 3344000, 3360000, 3376000 and 3392000,
  joined 3216000-3408000: tasks[269] hybrid, tasks[270]-[284] all three models: 46 records
  (MATH-500).

Method (rounds 76-192): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. The
file stores non-ASCII characters as \u escapes, which read_file shows with two backslashes
('\\u00f7', '\\u00b2', '\\u2261'): pasted so. Pages 3360000 and 3376000 hold '\\ufffd' escapes
(the 14u = 46 (mod 100) hybrid's '14u \\ufffd 46 (mod 100)', where a congruence sign was lost):
pasted with two backslashes, as round 192 did; both pages decode to 16,000 characters so. Page
3216000 is round 192's paste (/tmp/rounds/real192/pages/q14_3216000.txt), copied, not read
again; it decodes to 16,000 characters. Page 3248000 was first pasted with the u-expression R1
thinking's second FOIL line 'Outer terms: u * 6 = 6u' written as 'u * (-1) = -u' (3 characters
too long); that paste slip was replaced by script with the text the display holds and the page
then decoded to 16,000 characters. Page 3392000 was first pasted with the representatives base
model's Step 4 ('for the 7th grade ... 7th grade representatives = 18 (total representatives) *
(520 / 1170)') written with '8th' and '650' (the same length, so the length check passed); it
was found by reading the paste over against the display and replaced by script; that record
(tasks[285] base_model) is cut by the last page and not taken. A further check by script (every
paragraph of the joined text that occurs at most twice compared with the looped paragraphs of
the same text, reading no labels) found no other near-copy that is not in the file itself (the
'\boxed{1}' / '\boxed{2}' paragraphs of tasks[269] hybrid and the 'I can' / 'we can' verify
paragraphs of tasks[275] hybrid are on the display as pasted).
Long verbatim loops: most were pasted whole (the 137/500 hybrid's numbered 'Step N: Final
answer / Final verification / Conclusion' triples, whose step numbers change, Steps 11-68; the
quotient hybrid's alternating 'Therefore, / Thus, the final answer is ...' pairs; the 256, 45,
1/4, 8, 64 and 639/40 hybrids' repeated solutions and paragraphs). Two were not retyped: one
copy of the loop unit was pasted between markers (@@Uk@@unit@@/Uk@@, kept once in place) and the
marker @@Rk@@ where the further copies go was replaced by that unit a whole number of times, the
number fixed by the page length (work/mk.py tries every count 0-400 and requires exactly one to
give the page length). Each copy was looked at on the page before the marker was used for it.
The counts (further copies after the pasted one): 3344000 U1 the math-club hybrid's line 'The
final answer is 9 boys at the meeting.\n' 164 (after 'Step 6: The final answer is 9 boys at the
meeting.\n'; then a copy cut at 'at the', where the string ends); 3392000 U1 the digits hybrid's
paragraph 'The sum of the original number and the number with its digits reversed is 143. The
final answer is \\(\\boxed{143}\\).\n\n' 46 (then 'The sum of ... is 143.', where the string
ends). The other pages hold no marker.
The pages were joined in file order (work/extract.py; each page starts where the one before
ends), so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build),
never retyped. The record's `q` is the question's first 60 characters (no opening here matched
two MATH-500 problems).

Edges: page 3216000 opens inside tasks[268] thinking_model (a record of round 192); tasks[269]
base and thinking (round 192's tl14m 43, 44) are skipped, and the first record taken is
tasks[269] hybrid_model (the triangle/square/diamond/clubsuit hybrid), which round 192's last
page cut. The joined text ends (file character 3408000) inside tasks[285] base_model (the 7th
and 8th grade representatives, cut at 'helps p' in its appended boilerplate): that record is
cut by the last page and not taken. Every other completion on the pages read is taken. Several
completions are cut in the file itself (the stored text ends mid-word or mid-sentence: the
R1-Distill completions of tasks[271], [276], [277] and [280] inside their thinking and of
tasks[275] and [283] after '</think>'; the hybrids of tasks[269], [270], [271], [274], [275],
[276], [277], [278], [279], [282] and [283]); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 30,573
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-45).

Repositories (46 records): thaotnguyen/thinking-llms-interp 46 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 46 (MATH-500). Prompt format: long_cot 46 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 37, wrong 5, no_answer 4. Forms: boxed 25 (21 correct, 4 wrong), prose_sentence
8 (8 correct), final_answer_phrase 4 (4 correct), answer_is 3 (2 correct, 1 wrong), answer_colon
2 (2 correct), truncated 4. 2 debatable (tl14m 31, 40).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 15) 13 correct (1 '... is 4.', 4 '...
the quotient ... is $x^8 + ... + 1$.', 7 '... is $14$.', 10 '... would have saved 550 gallons
...', 13 'The answer is: 256', 16 'Answer: ... is 45.', 25 '... the value of $n$ is 8.', 28
'Answer: There are 9 boys at the meeting.', 31 '$x\equiv -39\pmod{83}$, or $x\equiv 44\pmod{83}$',
34 \boxed{47}, 37 \boxed{64}, 40 '15 + 39/40 inches', 43 \boxed{143}), 2 wrong (19
\boxed{\frac{2}{5k}}, 22 'The answer is: \frac{8}{m^2}'); thinking_model (R1-Distill-Qwen-14B,
15) 11 correct (2 \boxed{4}, 8 \boxed{14}, 11 \boxed{550}, 14 \boxed{256}, 17 \boxed{45}, 26
\boxed{8}, 29 \boxed{9}, 35 \boxed{47}, 38 \boxed{64}, 41 \boxed{\dfrac{639}{40}}, 44
\boxed{143}), 4 no_answer (5, 20, 23, 32: cut inside their thinking before '</think>' and before
any **Final Answer**); hybrid_model (16) 13 correct (3 'The final answer is 4.', 6 'Thus, the
final answer is ( x^8 + ... + 1 ).', 9 \boxed{14}, 12 \boxed{550}, 15 'Therefore, the answer is
256.', 18 \boxed{45}, 27 \boxed{8}, 30 'The final answer is 9 boys at the meeting.', 33
\boxed{44}, 36 \boxed{47}, 39 'The final answer is 64.', 42 '... is 639/40 inches or 15 39/40
inches ...', 45 \boxed{143}), 3 wrong (0 \boxed{2}, 21 \boxed{\frac{1}{4}}, 24 \boxed{8}).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 3216000-3408000 joined
  (192,000 of 3,995,770 characters): tasks[269] (the triangle/square/diamond/clubsuit equations)
  hybrid; [270] (the last nonzero digit of 137/500), [271] (the quotient of x^9 + 1 by x - 1),
  [272] (simplify (u+4)(u-1) - (u-3)(u+6)), [273] (Karla's gallons saved), [274] (sqrt of
  f(f(f(f(1)))) for f = 2^x), [275] (x in the arithmetic sequence 3^2, x, 3^4), [276] (the
  rectangle point closer to O than to the vertices), [277] (the area of the quadrilateral of
  tangency points of the circle x^2 + y^2 = 2 and the parabola y^2 = 8x), [278] (n with the
  geometric sum 255/512), [279] (boys at the math club meeting), [280] (17^{-1} mod 83), [281]
  (5 star 1), [282] (the average of the two smallest solutions of 14u = 46 mod 100), [283] (the
  map distance as a fraction), [284] (the two-digit number with digit sum 13) base, thinking,
  hybrid. Record number = place in file order.

Label conventions (rounds 72-192): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer; equal in value but written differently is correct (here '( x^8 + ...
+ 1 )' with plain parentheses for the lost '\( \)'; 'x \equiv 44 \pmod{83}' beside '-39'; '15 +
39/40' and '639/40 ... or 15 39/40 ... or 15.975' for \frac{639}{40}); labels are against the
gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution)
until cut mid-copy is labelled by the stated, never-contradicted value (tl14m 3, 6, 15, 18, 27,
30, 39, 42, 45; and the wrong 0, 21, 24). R1 rule: an R1-Distill answer cut inside its thinking,
before '</think>' and before a value on its **Final Answer** line, is no_answer even where the
thinking has reached a value (tl14m 5: 'the quotient polynomial is x^8 + ... + 1'; 32: 'I get
that the inverse is 44'; 20 and 23: no value for what is asked); one whose **Final Answer** box
closes its thinking and whose summary after '</think>' is then cut is labelled by that box
(tl14m 17, 41). A base model answer followed by an appended 'You are an AI assistant ...'
boilerplate (tl14m 1, 7, 10, 16, 28, 40) is labelled by its answer; the boilerplate is not an
answer. Gold: MATH = MATH-500's answer for the problem that opens with the record's question
words, checked equal to the file's own correct_answer (the build checks both).
Debatable: tl14m 31 (the 17^{-1} mod 83 base model ends 'Therefore, $x\equiv -39\pmod{83}$, or
$x\equiv 44\pmod{83}$.': two forms of one residue class, the second the residue 0-82 asked for;
read as 44 = gold, correct; a reader taking the first-stated -39 or the pair as a hedge would say
wrong); tl14m 40 (the map base model's 'So, the distance between the buildings on the map,
expressed as a fraction, is 15 + 39/40 inches.': equal in value to 639/40, but a sum of an
integer and a fraction where one fraction is asked for; read as correct by value; a reader
requiring the single fraction would say wrong).
Not debatable but noted: tl14m 3 (the 137/500 hybrid says 'The last nonzero digit is 7. The
answer is 7.' and 'The final answer is 7.', then 'Step 9: Correct the mistake ... is 4' and 'The
final answer is 4.' in every later triple until cut: its last final answer 4 = gold); tl14m 21
(the rectangle hybrid boxes 1/4 and adds 'the exact probability may vary depending on the
specific dimensions', repeated until cut: its only value 1/4, wrong against 1/2 either way);
tl14m 0 (the symbols hybrid boxes 1, then 'the value of \square should be 2, not 1' and
'\boxed{2}' twice, re-deriving until cut: wrong against 3 either way).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
3232000, 3248000, 3264000, 3280000, 3296000, 3312000, 3328000, 3344000, 3360000, 3376000,
3392000 (11 reads), with round 192's paste of 3216000 reused (12 pages, 192,000 characters
joined). Nothing else was read. The round is smaller than the general 120-200 target because the
file holds about three records a page (the brief asked for ~12 pages).

Leads for a later round: the 14B MATH-500 file from 3392000 (page 3392000 opens inside
tasks[283] hybrid_model, a record of this round; tasks[285] base_model (the 7th/8th grade
representatives, 'So, the 8th grade should have 10 representatives' then the boilerplate), cut
by this round's last page at 'helps p', is the first record to take, then tasks[285] thinking
and hybrid and the tasks after unread; this round's paste pages/q14_3392000.txt can be reused
instead of reading 3392000 again), about three records a page. The file stores non-ASCII
characters as \u escapes, which read_file shows with TWO backslashes ('\\u00b2'): paste them so;
'\\ufffd' too (the page length settles it). Its hybrids repeat their answer or whole solution
until cut (verbatim, or with changing step numbers); its thinking models are often cut inside
their thinking. A same-length paste slip passes the length check: read each paste over against
the display (this round caught one so).

Usage: python build_public_heldout200.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout200.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout200.jsonl"
SOURCE = "public_heldout200"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 3216000-3408000 joined (192,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|wrong|boxed|hybrid (tasks[269], the value of the square from the triangle/square/diamond/clubsuit equations, gold 3): takes triangle = 5, clubsuit = 6, diamond = 4, square = 1, '\(\boxed{1}\)', then 'the value of \(\square\) should be 2, not 1' ('this contradicts the distinctness'), '\(\boxed{2}\)' and 'The final answer is \(\boxed{2}\).', the solution repeated three times whole and a fourth copy cut at '= 5 \diamond\).': its last final answer 2 (loop convention) (gold 3)
tl14m:1|correct|prose_sentence|base model (tasks[270], the last nonzero digit of 137/500, gold 4): '137 ÷ 500 = 0.274'; 'The last nonzero digit to the right of the decimal point in the decimal expansion of $\frac{137}{500}$ is 4.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:2|correct|boxed|R1-Distill: 27.4 / 100 = 0.274 and 274/1000; '**Final Answer** ... is \boxed{4}.', after </think> '... is \(\boxed{4}\).' = gold
tl14m:3|correct|final_answer_phrase|hybrid: 'The last nonzero digit is 7.\nThe answer is 7.' and 'Step 7: Final answer\nThe final answer is 7.', then 'Step 8: ... 0.274 ... is 4.', 'Step 9: Correct the mistake' and 'The final answer is 4.' in every 'Final answer / Final verification / Conclusion' triple to Step 67 and a Step 68 cut at 'The': its last final answer 4 (the 7 withdrawn; loop convention) = gold
tl14m:4|correct|prose_sentence|base model (tasks[271], the quotient of x^9 + 1 by x - 1, gold x^8 + x^7 + x^6 + x^5 + x^4 + x^3 + x^2 + x + 1): long division for two steps; 'Therefore, the quotient when $x^9 + 1$ is divided by $x - 1$ is $x^8 + x^7 + x^6 + x^5 + x^4 + x^3 + x^2 + x + 1$.' = gold
tl14m:5|no_answer|truncated|R1-Distill: synthetic division, 'the quotient polynomial is \( x^8 + ... + x + 1 \), and the remainder is 2' and a check by multiplying inside its thinking; its stored thinking is cut at '-1 \times x^8 = -x^8 \' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:6|correct|final_answer_phrase|hybrid: long division in prose with plain parentheses for the lost '\( \)'; 'Thus, the final answer is ( x^8 + x^7 + x^6 + x^5 + x^4 + x^3 + x^2 + x + 1 ).', then 'The quotient ... is ( ... )' with 'Therefore, / Thus, the final answer is ( ... )' alternating until cut at 'Thus, the final answer': its stated value (loop convention) = gold (the parentheses are the lost math delimiters)
tl14m:7|correct|prose_sentence|base model (tasks[272], simplify (u+4)(u-1) - (u-3)(u+6), gold 14): u^2 + 3u - 4 - (u^2 + 3u - 18); 'So, the simplified expression is $14$.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:8|correct|boxed|R1-Distill: FOIL both products; '**Final Answer** The simplified expression is \boxed{14}.', after </think> '... is \(\boxed{14}\).' = gold
tl14m:9|correct|boxed|hybrid: 'Therefore, the simplified expression is $14$.', a closing code fence, a second solution '... is \(\boxed{14}\).' and a closing fence = gold
tl14m:10|correct|prose_sentence|base model (tasks[273], Karla's gallons saved with 48 mpg instead of 15 mpg over 12,000 miles, gold 550): 800 - 250; 'So, Karla would have saved 550 gallons of gasoline last year ...', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:11|correct|boxed|R1-Distill: 800 - 250; '**Final Answer** Karla would have saved \boxed{550} gallons ...', after </think> the same box = gold
tl14m:12|correct|boxed|hybrid: 'The final answer is 550 gallons.', '\boxed{550}' and a second solution '... would have saved \(\boxed{550}\) gallons ...' = gold
tl14m:13|correct|answer_is|base model (tasks[274], sqrt(f(f(f(f(1))))) for f(x) = 2^x, gold 256): 2, 4, 16, 65536; '... = \sqrt{65536} = \boxed{256}.$' and 'The answer is: 256' = gold
tl14m:14|correct|boxed|R1-Distill: 2^16 = 65,536 and 256^2; '**Final Answer** \boxed{256}', after </think> 'Thus, the final answer is \(\boxed{256}\).' = gold
tl14m:15|correct|answer_is|hybrid: 'Therefore, the answer is 256.', then a step-by-step solution ending 'Therefore, the answer is 256.' six times whole and a copy cut at 'Step': its stated, never-contradicted 256 (loop convention) = gold
tl14m:16|correct|answer_colon|base model (tasks[275], x in the arithmetic sequence 3^2, x, 3^4, gold 45): x - 9 = 81 - x; 'Answer: The integer value of $x$ in the arithmetic sequence $3^2, x, 3^4$ is 45.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:17|correct|boxed|R1-Distill: x - 9 = 81 - x, the average of 9 and 81; '**Final Answer** The integer value of \( x \) is \boxed{45}.' closes its thinking, then the summary after </think> is cut at 'x = 45 \': labelled by that box (R1 rule) = gold
tl14m:18|correct|boxed|hybrid: x = 45; 'The final answer is \(\boxed{45}\).' and 'The integer value of \(x\) is \(\boxed{45}\).', the solution repeated with the same box until cut at 'we add': its stated, never-contradicted 45 (loop convention) = gold
tl14m:19|wrong|boxed|base model (tasks[276], the probability that a point of rectangle ABCD is closer to its center O than to any vertex, gold \frac{1}{2}): takes the bisectors as the lines y = 50, x = 50 and a square of side 100 against a 500k by 500 rectangle; '... = \boxed{\frac{2}{5k}}$.' (gold \frac{1}{2})
tl14m:20|no_answer|truncated|R1-Distill: A(-a, b), ..., a = kb, squares the four distance inequalities into 2a x - 2b y + (a^2 + b^2) > 0 and the like; its stored thinking is cut at '> - (a^2 + b' before '</think>', before any value (R1 rule)
tl14m:21|wrong|boxed|hybrid: the four inequalities (with the sign turned), 'The intersection of these regions forms a smaller rectangle', area 1/4; 'the final answer is \(\boxed{\frac{1}{4}}\). This is a simplified result, and the exact probability may vary ...', the paragraph pair repeated until cut at 'if the rectangle is a': its only value 1/4 (loop convention) (gold \frac{1}{2})
tl14m:22|wrong|answer_is|base model (tasks[277], the area of the quadrilateral of the tangency points of the common tangents of x^2 + y^2 = 2 and y^2 = 8x, gold 15): takes y = mx + c and y = -mx + c with mc = 2; '... = \boxed{\frac{8}{m^2}}$.' and 'The answer is: \frac{8}{m^2}': an expression in m, not 15 (gold 15)
tl14m:23|no_answer|truncated|R1-Distill: the distance condition gives m^4 + m^2 - 2 = 0, m = 1 or -1, tangents y = x + 2 and y = -x - 2, the parabola point (2, 4); its stored thinking is cut at 'So, again' before '</think>', before any area (R1 rule)
tl14m:24|wrong|boxed|hybrid: asserts the tangency points (1, 2), (1, -2), (-1, 2), (-1, -2) and a shoelace area 8; 'the area of the quadrilateral formed by the four points of tangency is \(\boxed{8}\).', 'The final answer is \(\boxed{8}\).', the solution repeated until cut at 'to find the points of tangency': its stated 8 (loop convention) (gold 15)
tl14m:25|correct|prose_sentence|base model (tasks[278], n with the sum of the first n terms of 1/4, 1/8, ... equal to 255/512, gold 8): 2^{n+1} = 512; 'Therefore, the value of $n$ is 8.' = gold
tl14m:26|correct|boxed|R1-Distill: (1/2)^n = 1/256; '**Final Answer** The value of \( n \) is \boxed{8}.', after </think> '... is \(\boxed{8}\).' = gold
tl14m:27|correct|boxed|hybrid: 'The value of \( n \) is \(\boxed{8}\).', a logarithm check and the same box, a second solution with the same box and a third cut at '\frac{1}{256': its stated, never-contradicted 8 (loop convention) = gold
tl14m:28|correct|answer_colon|base model (tasks[279], the boys among 35 students with a multiple of 13 girls outnumbering them, gold 9): 26 girls; 'Answer: There are 9 boys at the meeting.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:29|correct|boxed|R1-Distill: 26 girls, 35 - 26; '**Final Answer** The number of boys at the meeting is \boxed{9}.', after </think> the same box = gold
tl14m:30|correct|final_answer_phrase|hybrid: 35 - 26 = 9; 'Step 6: The final answer is 9 boys at the meeting.', then the line 'The final answer is 9 boys at the meeting.' 165 times and a copy cut at 'at the': its stated value (loop convention) = gold
tl14m:31|correct|prose_sentence|debatable: base model (tasks[280], 17^{-1} mod 83 as a residue 0-82, gold 44): extended Euclid, 1 = 83 * 8 - 17 * 39; 'Therefore, $x\equiv -39\pmod{83}$, or $x\equiv 44\pmod{83}$.': two forms of one residue class, the second the residue asked for; read as 44 (a reader taking -39 or the pair as a hedge would say wrong) = gold
tl14m:32|no_answer|truncated|R1-Distill: extended Euclid gives -39, so 44, and the hint's 2 * 42 = 84 route gives 210 = 44 inside its thinking; its stored thinking is cut at '748≡1 mod' during a check, before '</think>' and before any **Final Answer** (R1 rule)
tl14m:33|correct|boxed|hybrid: the hint, 17 * 210 = 84 = 1, 210 = 44 (mod 83); 'The final answer is:\n\boxed{44}', a second solution ending 'The final answer is:\n\[\n\boxed{44}\n\]' = gold
tl14m:34|correct|boxed|base model (tasks[281], 5 star 1 with a star b = 9a + 2b - ab + 5, gold 47): 45 + 2 - 5 + 5; 'Therefore, the value of $5\star1$ is $\boxed{47}$.' = gold
tl14m:35|correct|boxed|R1-Distill: 45 + 2 - 5 + 5; '**Final Answer** The value of \(5 \star 1\) is \boxed{47}.', after </think> the same box = gold
tl14m:36|correct|boxed|hybrid: 'Therefore, the value of $5 \star 1$ is 47.', a code fence, a second solution with '\(\boxed{47}\)' and '### Final Answer:\n\(\boxed{47}\)' = gold
tl14m:37|correct|boxed|base model (tasks[282], the average of the two smallest positive solutions of 14u = 46 (mod 100), gold 64): 7u = 23 (mod 50), the inverse 43, u = 39, 89; '... is \(\boxed{64}\).' = gold
tl14m:38|correct|boxed|R1-Distill: u = 39 + 50k, a check of 39 and 89; '**Final Answer** The average ... is \boxed{64}.', after </think> the same box = gold
tl14m:39|correct|final_answer_phrase|hybrid: the congruence sign stored as a replacement character ('14u \ufffd 46 (mod 100)'); 39 and 89, (39 + 89) / 2 = 64; 'The final answer is 64.', then 'However, I need to ensure that I didn't make any mistakes ...' re-checks each ending 'This is correct.' and 'The final answer is 64.' until cut at '43, as ': its stated, never-contradicted 64 (loop convention) = gold
tl14m:40|correct|prose_sentence|debatable: base model (tasks[283], the map distance in inches for 53.25 miles at 3 inches per 10 miles, as a fraction, gold \frac{639}{40}): 15.975 = 15 + 975/1000 = 15 + 39/40; 'So, the distance between the buildings on the map, expressed as a fraction, is 15 + 39/40 inches.', then an appended 'You are an AI assistant ...' boilerplate: equal in value to 639/40 but a sum where one fraction is asked for (a reader requiring the single fraction would say wrong) = gold by value
tl14m:41|correct|boxed|R1-Distill: 15.975 = 639/40, 639 and 40 coprime; '**Final Answer** The distance between the buildings on the map is \boxed{\dfrac{639}{40}} inches.' closes its thinking, then the summary after </think> is cut at 'To express ': labelled by that box (R1 rule) = gold
tl14m:42|correct|prose_sentence|hybrid: 'So, the final answer is 639/40 inches.', then paragraphs 'the distance ... is 639/40 inches or 15 39/40 inches, which is equivalent to 15.975 inches.' repeated until cut at 'In': three forms of one value, not a hedge; its stated, never-contradicted 639/40 (loop convention) = gold
tl14m:43|correct|boxed|base model (tasks[284], the sum of the two-digit number with digit sum 13 and difference 27 and its reversal, gold 143): a = 8, b = 5; '... $85 + 58 = \boxed{143}$.' = gold
tl14m:44|correct|boxed|R1-Distill: a + b = 13, a - b = 3, 85 + 58; '**Final Answer** The sum ... is \boxed{143}.', after </think> the same box = gold
tl14m:45|correct|boxed|hybrid: 85 + 58 = 143; 'The final answer is \(\boxed{143}\).', then 'The sum of the original number and the number with its digits reversed is 143. The final answer is \(\boxed{143}\).' 47 times and 'The sum ... is 143.' where the string ends: its stated value (loop convention) = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
