__doc__ = r"""Build public_heldout193.jsonl: a 193rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

48 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of the Qwen2.5-32B
random-vectors file of thaotnguyen/thinking-llms-interp (hybrid-2/results/), read on from where
round 187 stopped to the file's end:
* tl32rv: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f
  (the one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 396; MATH-500 problems, not in test order), pages 800000-1026276 (the file's end):
  tasks[321] (G and H the centroid and orthocenter, AF^2 + BF^2 + CF^2, gold 3R^2, whose hybrid
  answer round 187's last page cut at 'divides each median in a 2:1 ra') to tasks[395] (angle AHB,
  the file's last task), 75 tasks, 48 records after 27 repeats of earlier rounds (below). Their
  base_model and thinking_model strings are empty (all 75, as rounds 139-187 found); not taken.

Method (rounds 76-187): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/rv_<offset>.txt); work/mk.py (round 187's, with its markers @@Uk@@/@@Rk@@, @@N, @@A, @@C)
decoded each display form once into the page text (pages/*.page) and checked its length: every
page decodes to exactly 16,000 characters, the last (rv 1025700) to the file's remainder, 576.
The page where round 187 stopped (rv 800000) is round 187's paste (/tmp/rounds/real187/pages),
checked to 16,000 characters again here and not typed a second time. Four reads were placed off
the 16,000 grid on purpose, each where a page held two loop units or where a loop count fixed the
place of the next question, so that the read overlaps the page before it and the overlap checks
the counts (the off-grid probe of rounds 177 and 187, kept here as a whole page): rv 829700
(overlaps rv 816000 by 2,300 characters), rv 922700 (overlaps rv 909700 by 3,000), rv 932500
(overlaps rv 922700 by 6,200; read at the place where the solve put the class-average question's
'"question": "A class of 30' at 932556, and it began '^4 \\) is \\(\\boxed{1}\\)."' just
before it), rv 1009700 (overlaps rv 996500 by 2,800; read where the solve put the |w| question at
1009751, and it began ') \\cup (12, 102)}\\).' just before it). Every overlap decodes equal, by
script, in both pages (work/extract.py asserts it while joining). The joined text from tasks[321]'s
opening brace to the file's end also parses as JSON (75 tasks), a check of every escape.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and @@Rk@@ replaced by the unit a whole number of times,
the number fixed by the page length:
rv 816000 U1 the a^4 + b^8 answer's ' = \\frac{45000}{5^{5/2}} + 56 \\cdot 5^{3/2}' (43), 42
further copies (then ' = \\frac{45000}{5^{5' where the string ends), and U2 the 9/2 answer's
block 'Therefore, the answer is 4.5.\n\nTo check, we can multiply 4.5 by 2 ... correct.\n\n', 12
further copies (then 'Therefore, the answer is 4.5.\n\nTo check, we ca' at the page edge): two
units on one page, fixed by the overlap with rv 829700, which holds the a^4 + b^8 string's end,
the 9/2 question and 2,200 characters of its loop exactly as the solve puts them; rv 829700 U1 the
same block, 51 further copies (then 'Therefore,' where the string ends); rv 845700 U1 the dice
answer's '\\[\n\\binom{n}{2} \\cdot \\frac{25}{36} \\cdot \\frac{1}{6^{n-2}} = \\frac{25}{216}\n\\]\n',
34 further copies (then the line cut at '= \\frac' where the string ends); rv 893700 U1 the
floor/ceiling answer's block 'Step 1: Evaluate f(\u03c0/3) ... Answer: 12\n\n', 4 further copies
(5 whole, then the block cut at 'Since 8^(2/3) is equal to 4, which is' at the page edge); rv
909700 U1 the same block, 1 further copy (2 whole after the head that ends the block cut on
893700, then the block cut at 'Step 4: Add the results' where the string ends) and U2 the
ceil(sqrt 20)^2 answer's block 'Step-by-step explanation:\n1. ... The answer is 25.\n\n', 7 further
copies (then 'Step-by-step explana' at the page edge): two units, fixed by the overlap with rv
922700; rv 922700 U1 the same block, 16 further copies (then 'Step-by-step' where the string
ends) and U2 the 2 3/4 hours answer's line 'The answer is $137\\frac{1}{2}$ miles.\n\n', 105
further copies (then 'The answer is $1' at the page edge): two units, fixed by the overlap with rv
932500; rv 932500 U1 the same line, 113 further copies (then 'The answer is $137\\frac{1}{2}$
miles' where the string ends); rv 948500 U1 the 8x = 1 (mod p) answer's block 'Step by step
answer:\nThe congruence ... The sum of all such primes is $2$.\n\n', 18 further copies (then 'Step
by step answer:\n' where the string ends); rv 964500 U1 the (2n)^4 + 1/4 product answer's block
"Let's start by looking at the first few terms ... can be factored in a specific way.\n\n", 2
further copies (then the block cut at '6^4 + \\frac{1}{4} = 1296 + \\frac{1}{4} =' where the string
ends); rv 980500 U1 the |a_{n-1}| answer's six set lines '- {1, -3, 11, -33}\n ... - {1, 3, 11,
-33}\n', 7 further copies (then five lines and '- ' at the page edge); rv 996500 U1 the same six
lines, 6 further copies (after the head '{1, 3, 11, -33}\n'; then '- {1' where the string ends) and
U2 the |w| answer's block 'Step 1: Substitute $z = 1+i$ ... Therefore, $|w| = \\dfrac{65}{169}$.\n\n',
1 further copy (then the block cut at 'Denomi' at the page edge): two units, fixed by the overlap
with rv 1009700; rv 1009700 U1 the same block, 3 further copies (then the block cut at '$w =
\\dfrac{(4+' where the string ends). Numbered loops were written by marker, their first and last
numbers read off the page: rv 877700 @@N14-136 the 14u = 46 (mod 100) answer's 'Step 14: The
answer is 64.\n\n' to Step 136 (Step 137 'The answer is ', where the string ends, pasted); rv
980500 @@N13-100 the |x - p| answer's 'Step 13: The answer is $\\boxed{15}.$\n\n' to Step 100
('Step 1' where the string ends, pasted); rv 1009700 @@A5-14 the octagon answer's steps
alternating 'Calculate the area of the octagon ...' (odd) and 'Determine the side length of the
square ...' (even), Step 15 cut at 'can be found' where the string ends, pasted. Every other page
part, the shorter repeats included (the omega answer written out twice, the f(f(f(f(1)))) answer's
check), was pasted whole. The counts agree with the copies the records hold when counted by script
(tl32rv 3: 43 ' = \\frac{45000}{5^{5/2}}'; tl32rv 4: 52 'Therefore, the answer is 4.5.';
tl32rv 9: 36 binomial lines; tl32rv 17: Steps 1-137; tl32rv 22: 8 'Answer: 12'; tl32rv 27: 18
'The answer is 25.'; tl32rv 35: 4 "Let's start by looking"; tl32rv 42: Steps 1-100 then 'Step 1'; tl32rv 45: Steps 1-15).
The pages were joined in file order by their offsets (overlaps taken once), so a completion
crossing an edge is taken whole. Each record's `r` was cut out of the joined page text by script
(the JSON string body as the file holds it between its field's opening quote and the next
unescaped quote; task numbers fixed from the first whole question met, tasks[317] on rv 800000;
`enc` = `json`, decoded once more by the build; work/extract.py), never retyped. The file writes
some characters as JSON escapes, which stay as they are ('\u03c0' and '\u221a' in tl32rv 5 and 22,
'\u00d7' in tl32rv 7, '\u2264' in the 54 mod 6 answer (a repeat, not taken), '\u00b2' in tl32rv
25, '\u2308', '\u2309', '\u230a', '\u230b' in tl32rv 22, and the replacement character '\ufffd'
where a character was lost: tl32rv 7 '57 \ufffd 160', tl32rv 15 '17 * 5 \ufffd 83', tl32rv 22
'\ufffd\u2308', tl32rv 17 '14u \ufffd 46', tl32rv 26 '2 < \ufffd\u221at').

Edges: the joined text starts on rv 800000 inside tasks[316]'s hybrid answer and holds tasks[317]-
[320], all taken by round 187: not taken again; tasks[321]'s hybrid answer (cut by round 187's last
page) is whole here and taken (tl32rv 0). The file ends with tasks[395]; no record is cut by the
last page. Some completions are cut in the file itself (the loops, at the generation limit); they
are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 29,776
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again) and with the others of this round: 27 of the 75 hybrid answers repeat an earlier round's
completion exactly (15 in public_heldout130, 3 in public_heldout133, 9 in public_heldout139, all
from hybrid/results/benchmark_results_qwen2.5-32b_math500_random-firing.json, the same outputs
committed twice) and were dropped: tasks[324], [331], [333]-[336], [338], [343], [347]-[349],
[351]-[353], [359], [360], [361], [367], [368], [371], [375], [382], [387]-[389], [391], [392];
none of the 48 kept repeats another of this round; the 150 empty strings (base and thinking models
of tasks[321]-[395]) were not taken. The records are numbered in file order (tl32rv 0-47).

Repositories (48 records): thaotnguyen/thinking-llms-interp 48 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 48 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
48 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 31, wrong 12, no_answer 5. Forms: boxed 24, prose_sentence 9, answer_is 6,
truncated 5, answer_colon 2, final_answer_phrase 2. 1 debatable (tl32rv 3).

Wrong: tl32rv 0, 5, 6, 12, 13, 15, 21, 25, 28, 33, 39, 44; no_answer: tl32rv 3, 9, 35, 43, 45.
Correct by the loop convention: tl32rv 4, 17, 22, 27 (and 42, boxed before its loop).

Selection (records as they come, in file order, not by how hard they look):
* tl32rv: benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f, pages
  800000-1026276 joined (226,276 of 1,026,276 characters): tasks[321]-[395] hybrid, less the 27
  repeats. Record number = place in file order.

Label conventions (rounds 72-187): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer (tl32rv 3, 9, 35, 43, 45: cut at the generation limit while looping, no value
stated as the answer); equal in value but written differently is correct (here '6sqrt(2)' for
'6\sqrt{2}', '0.35625' for '.35625', '18.90' for '\$18.90', '36 dollars' for '\$36', '8\pi' for
'8 \pi', '106 degrees' for '106^\circ'); a sentence answer is read for the quantity asked; labels
are against the gold as given. Loop convention: a response that states its answer and then
repeats it (or a check of it) until cut is labelled by the stated, never-contradicted value
(tl32rv 4, 17, 22, 27 correct). A response that loops before stating any answer is no_answer.
Debatable: tl32rv 3 (its Step 4 computes f(5^{1/4}) = 50, the gold, while 'finding the minimum
value'; its Step 5 second-derivative check then loops until cut, and its planned 'Step 6: Write
the final answer' is never reached: no_answer; correct if Step 4's 50 is read as its answer).
Gold: MATH-500's answer for the problem that opens with the record's question words, checked
equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json 800000 (round 187's
paste, reused), 816000, 829700, 845700, 861700, 877700, 893700, 909700, 922700, 932500, 948500,
964500, 980500, 996500, 1009700, 1025700 (15 new reads, all pasted whole as pages; 829700, 922700,
932500 and 1009700 placed off the grid to overlap the page before and fix its loop counts).
Nothing else was read.

Leads for a later round: this file is now read to its end (round 187 stopped at tasks[320], this round
at tasks[395], its last).
Still unread in hybrid-2/results/: benchmark_results_qwen2.5-32b_gsm8k.json (at 5e896d6f) and
benchmark_results_qwen2.5-14b_math500.json (at ecefbf89) (check first whether their base and
thinking strings are filled). Many hybrid answers here repeat hybrid/results/
benchmark_results_qwen2.5-32b_math500_random-firing.json (rounds 130-139) word for word (27 of 75):
expect the same in the other hybrid-2 files, and run the repeats check before pasting far. Placing
the next read off the grid so it overlaps the page before (as here) checks two-unit loop counts
with no extra read.

Usage: python build_public_heldout193.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout193.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32rv_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout193.jsonl"
SOURCE = "public_heldout193"


# thaotnguyen/thinking-llms-interp (tl32rv_source as in build_public_heldout171.py); the pages
# this round joined
SOURCES = {
    "tl32rv": tl32rv_source("pages 800000-1026276 joined (226,276 of 1,026,276 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32rv:0|wrong|boxed|hybrid (tasks[321], AF^2 + BF^2 + CF^2 with F the midpoint of GH, gold 3R^2): PA^2 + PB^2 + PC^2 = GA^2 + GB^2 + GC^2 + 3PG^2 with GH^2 = 4R^2 - (a^2 + b^2 + c^2)/9 (across the edge of pages 800000 and 816000); '\boxed{\frac{1}{4}(a^2 + b^2 + c^2) + 3R^2}' (an extra (a^2 + b^2 + c^2)/4, not the gold 3R^2)
tl32rv:1|correct|prose_sentence|hybrid (tasks[322], the diagonal of the square with the perimeter of the equilateral triangle of area 16 sqrt 3, gold 6\sqrt{2}): side 8, perimeter 24, square side 6; 'Therefore, the length of the diagonal of the square is 6sqrt(2) centimeters.' = gold ('6sqrt(2)' for '6\sqrt{2}')
tl32rv:2|correct|boxed|hybrid (tasks[323], the cost of a pencil in cents, gold 29): 2p = 58, checked; 'Therefore, the answer is \(\boxed{29}\).' = gold
tl32rv:3|no_answer|truncated|debatable: hybrid (tasks[325], the minimum of a^4 + b^8 with ab^2 = 5, gold 50): a plan of six steps ending 'Step 6: Write the final answer', then f(b) = 625/b^8 + b^8, b = 5^{1/4}, 'Step 4: ... $f(5^{1/4}) = ... = 25 + 25 = 50$', then Step 5's second derivative ' = \frac{45000}{5^{5/2}} + 56 \cdot 5^{3/2}' repeated until the string ends: Step 6 never reached, no value put as the final answer (correct if Step 4's 50, the gold, is read as its answer)
tl32rv:4|correct|answer_is|hybrid (tasks[326], 9/2 as a decimal, gold 4.5): long division; 'Therefore, the answer is 4.5.' then the 'To check, we can multiply 4.5 by 2 ...' block repeated (52 'Therefore, the answer is 4.5.' in all, across the edge of pages 816000 and 829700) until the string ends at 'Therefore,': its stated, never-contradicted 4.5 (loop convention) = gold
tl32rv:5|wrong|prose_sentence|hybrid (tasks[327], the range of (arccos x)^2 + (arcsin x)^2, gold \left[ \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right]): takes the derivative as -pi/sqrt(1 - x^2) and the ends only; 'Therefore, the range of f(x) is [\u03c0^2/4, 5\u03c0^2/4].' twice (pi^2/4 for the lower end, not the gold pi^2/8)
tl32rv:6|wrong|boxed|hybrid (tasks[328], f(1) + ... + f(1985) with f(n + 1) = (-1)^{n+1} n - 2f(n), f(1) = f(1986), gold 331): calls the sequence periodic with period 4, sum 3968 - 2479 f(1); 'is:\n\[ \boxed{0} \]' (0, not the gold 331)
tl32rv:7|correct|answer_is|hybrid (tasks[329], 57/160 as a terminating decimal, gold .35625): 160 = 2^5 x 5, '57 \ufffd 160 = 0.35625' (the division sign lost), checked; 'Therefore, the answer is 0.35625.' = gold ('0.35625' for '.35625')
tl32rv:8|correct|boxed|hybrid (tasks[330], the area of the isosceles right triangle with altitude 4 sqrt 2 to the hypotenuse, gold 32): leg 8 (across the edge of pages 829700 and 845700); 'The area of the triangle is $\boxed{32}$.' and 'The final answer is: $\boxed{32}$' = gold
tl32rv:9|no_answer|truncated|hybrid (tasks[332], n dice with P(exactly two not 1) = 25/216, gold 4): C(n,2)(5/6)^2(1/6)^{n-2} = 25/216, then '\binom{n}{2} \cdot \frac{25}{36} \cdot \frac{1}{6^{n-2}} = \frac{25}{216}' repeated (36 in all) until the string ends at '= \frac': no n, no final answer
tl32rv:10|correct|prose_sentence|hybrid (tasks[337], the gallons Karla would have saved, gold 550): 800 - 250; 'Therefore, Karla would have saved 550 gallons of gasoline last year ...' = gold
tl32rv:11|correct|answer_is|hybrid (tasks[339], x in the arithmetic sequence 3^2, x, 3^4, gold 45): (9 + 81)/2, then the same in eight steps; 'The answer is: 45' = gold
tl32rv:12|wrong|boxed|hybrid (tasks[340], the probability a point of rectangle ABCD is closer to O than to any vertex, gold \frac{1}{2}): takes the region as a rectangle of half the dimensions; 'is \( \boxed{\frac{1}{4}} \).' (1/4, not the gold 1/2)
tl32rv:13|wrong|boxed|hybrid (tasks[341], the area of the quadrilateral of the tangency points of x^2 + y^2 = 2 and y^2 = 8x, gold 15): a wrong tangency condition, x_2 = (1 +- sqrt 33)/2; 'The final answer is \(\boxed{2\sqrt{33(1 + \sqrt{33})}}\).' (not the gold 15)
tl32rv:14|correct|prose_sentence|hybrid (tasks[342], n with the sum of 1/4 + 1/8 + ... equal to 255/512, gold 8): (1/2)^n = 1/256; 'Therefore, the value of $n$ is 8.' = gold
tl32rv:15|wrong|final_answer_phrase|hybrid (tasks[344], 17^{-1} mod 83, gold 44): 5 x 42 = 210 reduced to 61 (210 mod 83 is 44), a 'check' 1037 % 83 = 1 (it is 41); 'The final answer is 61.' (61, not the gold 44)
tl32rv:16|correct|final_answer_phrase|hybrid (tasks[345], 5 star 1 with a star b = 9a + 2b - ab + 5, gold 47): 45 + 2 - 5 + 5; 'Therefore, the value of \( 5 \star 1 \) is \( 47 \).' and 'Final Answer: \( 47 \)' = gold
tl32rv:17|correct|answer_is|hybrid (tasks[346], the average of the two smallest positive solutions of 14u = 46 (mod 100), gold 64): 7u = 23 (mod 50), u = 39, 89; 'Step 11: Therefore, the average ... is 64.', 'Step 12: The answer is 64.', 'Step 13: The final answer is 64.', then 'Step N: The answer is 64.' (Steps 14-136, all on page 877700) until the string ends at 'Step 137: The answer is ': its stated, never-contradicted 64 (loop convention) = gold
tl32rv:18|correct|boxed|hybrid (tasks[350], the image of y = 2x + 1 under the matrix M, gold y = 2x + 3): M = (4 -1; 2 1), images (-1, 1) and (1, 5) (across the edge of pages 877700 and 893700); 'Therefore, the answer is $\boxed{y = 2x + 3}$.' = gold
tl32rv:19|correct|prose_sentence|hybrid (tasks[354], the archery students between 30 and 50, gold 41): N and N + 2 both prime; 'Therefore, the number of students that showed up to the archery class this week is 41.' = gold
tl32rv:20|correct|boxed|hybrid (tasks[355], the cost of a 3 inch fake gold brick, gold \$18.90): p = 0.15, c = 0.40, 8.10 + 10.80; 'Therefore, the cost of a 3 inch cube is \(\boxed{18.90}\).' = gold ('18.90' for '\$18.90')
tl32rv:21|wrong|boxed|hybrid (tasks[356], angle STR with ST parallel to QR, angle P = 40, angle Q = 35, gold 75^\circ): takes angle R = 105 and STR equal to it; 'The measure of $\angle STR$ is $\boxed{105^\circ}$.' (105, not the gold 75)
tl32rv:22|correct|answer_colon|hybrid (tasks[357], f(pi/3) + f(sqrt 45) + f(8^{2/3}) for the floor/ceiling f, gold 12): 2 + 6 + 4 (the signs written '\u2308', '\u230a', each after a lost '\ufffd'); 'Answer: 12', then the whole four-step block repeated (8 'Answer: 12' in all, across the edge of pages 893700 and 909700) until the string ends at 'Step 4: Add the results': its stated, never-contradicted 12 (loop convention) = gold
tl32rv:23|correct|boxed|hybrid (tasks[358], the cents left after converting the girls' coins, gold 59): 12659 - 12600; 'is \(\boxed{59}\) cents.' = gold
tl32rv:24|correct|boxed|hybrid (tasks[362], the sum of the theta for the roots re^{i theta} of z^8 - z^7 + ... + 1, gold 8 \pi): takes the roots as the 9th roots of unity other than 1 (the wrong polynomial), sum (2 pi/9) x 36; 'is:\n\n\[\boxed{8\pi}.\]' = gold (the value, not the working, matches; '8\pi' for '8 \pi')
tl32rv:25|wrong|prose_sentence|hybrid (tasks[363], the area of the shaded triangle in the 10 by 3 rectangle, gold 15\mbox{ cm}^2): 30 - 3 (its signs '\u00b2'); 'Therefore, the area of the shaded triangle is 30 cm\u00b2 - 3 cm\u00b2 = 27 cm\u00b2.' (27, not the gold 15)
tl32rv:26|correct|answer_is|hybrid (tasks[364], the integers t with 2 < sqrt t < 3.5, gold 8): 4 < t < 12.25 ('2 < \ufffd\u221at < 3.5'), 5 to 12; 'Therefore, the answer is 8.' = gold
tl32rv:27|correct|answer_is|hybrid (tasks[365], ceil(sqrt 20)^2, gold 25): ceil 4.472 = 5; 'The answer is 25.' then the 'Step-by-step explanation: ... The answer is 25.' block repeated (18 'The answer is 25.' in all, across the edge of pages 909700 and 922700) until the string ends at 'Step-by-step': its stated, never-contradicted 25 (loop convention) = gold
tl32rv:28|wrong|boxed|hybrid (tasks[366], the maximum of ab^2 c^3 d^4 with a + b + c + d = 10, gold 27648): turns the constraint into a + 2b + 3c + 4d = 10 and tries a = b = c = d = 1; 'is \(\boxed{1}\).' (1, not the gold 27648)
tl32rv:29|correct|boxed|hybrid (tasks[369], n in the magic square, gold 7): 2n + 1 = 3n - 6, all sums 15; 'Therefore, the value of \( n \) is \(\boxed{7}\).' = gold
tl32rv:30|correct|boxed|hybrid (tasks[370], log_2 3 x log_3 4 x ... x log_7 8, gold 3): change of base, telescoping to log_2 8; 'is \(\boxed{3}\).' = gold
tl32rv:31|correct|prose_sentence|hybrid (tasks[372], how many feet less Jim walks than Martha, gold 200): 700 - 500 (across the edge of pages 932500 and 948500); 'Therefore, Jim walks 200 feet less than Martha.' = gold
tl32rv:32|correct|prose_sentence|hybrid (tasks[373], the digits B with B6 a perfect square, gold 2): 16 and 36; 'Therefore, the number of distinct possible values for B is 2.' = gold
tl32rv:33|wrong|boxed|hybrid (tasks[374], the sum of the complex solutions of sum k/(x^2 - k) = 2010x - 4, gold \frac{2}{1005}): takes the x^6 coefficient as 0; 'Step 12: Therefore, the sum of all complex solutions of the equation is \(\boxed{0}\).' (0, not the gold 2/1005)
tl32rv:34|correct|answer_colon|hybrid (tasks[376], the values of 1/(1 + w) + 1/(1 + w^2) with w^3 = 1, gold 1): numerator and denominator both 1 (across the edge of pages 948500 and 964500); 'Answer: 1', the whole answer written out twice, each ending 'Answer: 1' = gold
tl32rv:35|no_answer|truncated|hybrid (tasks[377], the product ratio of (2k)^4 + 1/4 over (2k - 1)^4 + 1/4, gold 8n^2 + 4n + 1): lists 65/4, 1025/4, ... then the block "Let's start by looking at the first few terms ..." repeated (4 in all, the fourth cut) until the string ends at '1296 + \frac{1}{4} =': no expression, no final answer
tl32rv:36|correct|boxed|hybrid (tasks[378], a + b for the probability that 1/n terminates for odd n < 2010, gold 202): 5 powers of 5 of 1005, 1/201; 'The final answer is:\n\[\boxed{202}.\]' = gold
tl32rv:37|correct|boxed|hybrid (tasks[379], tan A with area a^2 - (b - c)^2, gold \frac{8}{15}): 4(1 - cos A) = sin A, cos A = 15/17; 'Thus, the value of \(\tan A\) is \(\boxed{\frac{8}{15}}\).' = gold
tl32rv:38|correct|boxed|hybrid (tasks[380], sqrt(x + sqrt(3x + 6)) + sqrt(x - sqrt(3x + 6)) = 6, gold 10): 33x = 330, checked (across the edge of pages 964500 and 980500); 'The final answer is \(\boxed{10}\).' = gold
tl32rv:39|wrong|boxed|hybrid (tasks[381], the shortest path from any of A, B, C, D through the other three, gold 13): nearest neighbour tours that return to the start; 'is $\boxed{19}$.' (19, not the gold 13)
tl32rv:40|correct|boxed|hybrid (tasks[383], 1 + 2 + ... + 12 mod 4, gold 2): 78 = 4 x 19 + 2; 'is \(\boxed{2}\).' = gold
tl32rv:41|correct|boxed|hybrid (tasks[384], the original price of the shirt sold at $14.40, 60% off, gold \$36): 14.40/0.40; 'Therefore, the original price of the shirt was $\boxed{36}$ dollars.' = gold ('36 dollars' for '\$36')
tl32rv:42|correct|boxed|hybrid (tasks[385], the minimum of |x - p| + |x - 15| + |x - p - 15| on [p, 15], gold 15): f(15) = 15 < f(p) = 30; 'Step 8: ... is $\boxed{15}.$', 'Step 12: ... is $\boxed{15}.$', then 'Step N: The answer is $\boxed{15}.$' (Steps 13-100) until the string ends at 'Step 1': its boxed, never-contradicted 15 = gold
tl32rv:43|no_answer|truncated|hybrid (tasks[386], the least |a_{n-1}| with a_n = 2, a_0 = 66 and distinct integer roots, gold 14): 'the possible sets are:' then the six set lines '- {1, -3, 11, -33}' ... repeated (across the edge of pages 980500 and 996500) until the string ends at '- {1': no value, no final answer
tl32rv:44|wrong|boxed|hybrid (tasks[390], the area of S, the (a, b) with a real root of x^4 + ax^3 - bx^2 + ax + 1, gold \frac{1}{4}): only x = +-1 tried, a segment's length taken as an area; 'is \(\boxed{\frac{\sqrt{5}}{2}}\).' (sqrt 5/2, not the gold 1/4)
tl32rv:45|no_answer|truncated|hybrid (tasks[393], the area of the equiangular octagon with sides 1 and sqrt 2/2, gold \frac{7}{2}): 'the area of the octagon is $s^2 - 1$' with s never found, then 'Determine the side length of the square' and 'Calculate the area of the octagon' alternating (Steps 5-15) until the string ends at 'can be found': no value, no final answer
tl32rv:46|correct|boxed|hybrid (tasks[394], (a_9)^9 with a_{i+1} = 1/(1 - a_i) and a_3 = a_1, gold -1): a_1^2 - a_1 + 1 = 0, e^{+-i pi/3}, both give -1; 'Therefore, the value of \((a_9)^9\) is \(\boxed{-1}\).' = gold
tl32rv:47|correct|prose_sentence|hybrid (tasks[395], angle AHB with angle BAC = 54 and ABC = 52, gold 106^\circ): C = 74, 180 - 74 (across the edge of pages 1009700 and 1025700); 'Therefore, the measure of angle AHB is 106 degrees.' = gold ('106 degrees' for '106^\circ')
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
