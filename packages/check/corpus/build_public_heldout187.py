__doc__ = r"""Build public_heldout187.jsonl: a 187th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

84 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of the Qwen2.5-32B
random-vectors file of thaotnguyen/thinking-llms-interp (hybrid-2/results/), read on from where
round 177 stopped:
* tl32rv: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f
  (the one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 396; MATH-500 problems, not in test order), 14 consecutive pages 592000-800000:
  tasks[237] (the smallest number one less than twice its reciprocal, gold -2, whose hybrid answer
  round 177's last page cut at 'is a valid solution. N') to tasks[320] (x when y varies inversely
  as sqrt x), 84 records. Its base_model and thinking_model strings are empty (as rounds 139-177
  found); not taken.

Method (rounds 76-177): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/rv_<offset>.txt); work/mk.py (round 177's, with one addition: a display-level marker
@@C<a>-<b>|<suf0>|...|<sufk-1>@@ for a numbered loop whose steps cycle through k texts, written
out as f"{i}{suf[(i - a) % k]}" for i = a..b) decoded each display form once into the page text
(pages/*.page) and checked its length: all 14 pages decode to exactly 16,000 characters (none is
the file's last page). The page where round 177 stopped (rv 592000) is round 177's paste
(/tmp/rounds/real177/pages, with its loop counts U1 7 and U2 90 fixed there by three probe reads;
checked to 16,000 characters again here) and was not typed a second time. One page came out short
on its first paste (rv 704000, 73 characters: a dropped clause of the distance answer, 'we need to
minimize $D(x)$. Since $D(x)$ is a non-negative function, we can instead minimize') and was pasted
again there from the read. Long verbatim loops were NOT retyped: one copy of the loop unit was
pasted between markers (@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ replaced by
the unit a whole number of times, the number fixed by the page length:
rv 608000 U1 the square-table answer's block 'Is this correct? Let's verify the reasoning step by
step. ... Therefore, the answer is 1260.\n\n' (638 characters), 3 further copies (4 whole blocks
after its first answer, then the block cut at the page edge at '7! = 50'); rv 624000 U1 the same
block, 4 further copies (5 whole, after the head '40.\n\nStep 2: ...' that ends the block cut on
608000, then 'Is this correct? ... so the' where the file's string ends) and U2 the cos-product
answer's line '&= \\cos \\left( \\frac{2 \\pi}{15} \\right) ... \\frac {16 \\pi}{15} - 2 \\pi
\\right) \\\\\n' (189), 22 further copies (23 lines, then the string ends); rv 640000 U1 the
median answer's 'This is still incorrect. The error is in the verification step. ... = 6520.5\n\n',
16 further copies (17 whole, then the block cut at '27 * 48' where the string ends); rv 656000 U1
the Dan-and-Freddie answer's 'The answer is: 1/4\n\n' (22), 181 further copies (182 whole, then
'The answer is: 1/4\' at the page edge); rv 672000 U1 the same line, 18 further copies (19 whole
after the head 'n\n', then 'The answer is:' where the string ends); rv 720000 U1 the octahedron
answer's block 'Since \\( S \\) is constant, we can use the fact ... \\[ 324 + d_6^2 = S \\]\n\n',
9 further copies (10 whole, then 'Since \\( S \\) is constant, we can' where the string ends);
rv 784000 U1 the cross-product answer's block 'However, we can also use the fact that the
magnitude ... to find the values of $a$ and $b$. ', 1 further copy (2 whole, then the block cut
at 'perpendicular to' where the string ends). Numbered loops were written by marker, their first
and last numbers read off the page: rv 656000 @@N9-19 the ellipse answer's 'Step 9: Determine the
type of conic section. ...' to Step 19 (Step 20, cut at 'divided by', pasted); rv 736000 @@C25-69
the Archimedes answer's steps cycling through 8 texts ('Provide a final answer', 'Reflect on the
problem', 'Communicate the solution', 'Check for any additional insights', 'Provide a final
answer', 'Review the solution', 'Communicate the solution', 'Check for any errors'; Step 70 'Review
the solution ... to ensure that', where the string ends, pasted); the length check then tests the
whole page. One page held two loop units (rv 624000: 638 and 189 characters, coprime, so the
length alone gives one solution in range, but a mis-pasted stretch of 47, 71 or 118 characters
could have hidden behind a compensating pair of counts): a read of the file off the page grid at
offset 633900, where the solution puts the triangle question's '"question": "Triangle' at
633959, began '}{15} - 2 \\pi \\right) \\\\\n"\n      }\n    },\n    {\n      "question":
"Triangle $ABC$ ...' exactly as the page text holds it there (its pasted head kept in
probes/p633900_head.txt, compared by script), so U1 4 and U2 22 stand. The probe also held
640000-649900 again, equal to the page read. Every other page part, the shorter repeats included
(the hyperbola answer written out twice, 'The answer is 480.' after 'the answer is 480.', the
(10r^3)(4r^6)/(8r^4) answer's second pass), was pasted whole. The counts agree with the copies
the records hold when counted by script (tl32rv 8: 11 'Is this correct? Let's verify'; tl32rv 10:
23 '- 2 \\pi \\right)'; tl32rv 13: 18 'This is still incorrect'; tl32rv 17: 15 'Determine the type
of conic section' (Steps 5, 7-20); tl32rv 21: 202 'The answer is: 1/4' then 'The answer is:';
tl32rv 51: 10 '324 + d_6^2 = S'; tl32rv 53: Steps 1-70; tl32rv 78: 3 'However, we can also use
the fact that the magnitude'). The pages were joined in file order, so a completion crossing an
edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
task numbers fixed from the first whole question met, tasks[231] ('The Fibonacci sequence is the
sequence 1, 1, 2, 3, 5') on rv 592000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped. The file writes some characters as JSON escapes, which stay as
they are ('\u00b2' in tl32rv 28, '\u2264' and '\u2265' in tl32rv 45, '\u00b1' in tl32rv 68, and
the replacement character '\ufffd' where a character was lost: tl32rv 68 'c = \ufffd5', '2\ufffd5').

Edges: the joined text starts inside tasks[230]'s hybrid answer and holds tasks[231]-[236], all
taken by round 177: not taken again; it ends inside tasks[321] (G and H the centroid and
orthocenter, AF^2 + BF^2 + CF^2, gold 3R^2), its hybrid answer cut by the last page at 'divides
each median in a 2:1 ra': not taken. Some completions are cut in the file itself (the loops, at
the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 29,310
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again) and with the others of this round: none of the 84 repeats an earlier round or another of
this round, so none was dropped; the 168 empty strings (base and thinking models of
tasks[237]-[320]) were not taken. The records are numbered in file order (tl32rv 0-83:
tasks[237]-[320]).

Repositories (84 records): thaotnguyen/thinking-llms-interp 84 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 84 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
84 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 65, wrong 12, no_answer 7. Forms: boxed 40, prose_sentence 24, answer_is 11,
truncated 7, final_answer_phrase 1, answer_colon 1. 4 debatable (tl32rv 11, 13, 17, 68).

Wrong: tl32rv 8, 13, 14, 30, 31, 36, 39, 40, 44, 59, 60, 71; no_answer: tl32rv 10, 11, 17, 51,
53, 78, 81.
Correct by the loop convention: tl32rv 21. Wrong by it: tl32rv 8 (1260 stated and repeated).

Selection (records as they come, in file order, not by how hard they look):
* tl32rv: benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f, pages
  592000-800000 joined (224,000 of 1,026,276 characters): tasks[237]-[320] hybrid.
  Record number = place in file order.

Label conventions (rounds 72-177): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer (tl32rv 10, 11, 17, 51, 53, 78, 81: cut at the generation limit while
looping or mid-working, no value stated as the answer); equal in value but written differently is
correct (here '58500' for '58,500', '1/4' for '\frac14', '16\sqrt{3}' for '16 \sqrt{3}',
'12^{\text{th}} grade' for '12', '[-2, 7]' for 'x \in [-2,7]', '5.5' for '\frac{11}{2}',
'sqrt(21) / 5' for '\frac{\sqrt{21}}{5}', '\frac{3}{4}' for '\frac 34', 'Navin from Mauritius
earns the most' for '\text{Navin}', '(0.2, -3.6)' for '(1/5, -18/5)', '\frac{16}{49}' for
'16/49', '2\ufffd5' read as 2 sqrt 5); a sentence answer is read for the quantity asked; labels
are against the gold as given. Loop convention: a response that states its answer and then
repeats it (or a check of it) until cut is labelled by the stated, never-contradicted value
(tl32rv 21 correct, tl32rv 8 wrong by it). A response that loops before stating any answer is
no_answer. Debatable: tl32rv 11 (a perimeter expression, then cut while 'we need to check if the
expression can be simplified further': no_answer; wrong if read as its answer), tl32rv 13 (243
stated, then its check fails and loops; kept as its answer: wrong; no_answer if read as
withdrawn), tl32rv 17 (its working names a circle but no type is stated as the answer:
no_answer), tl32rv 68 (the root sign lost in the file as '\ufffd': '2\ufffd5' read as 2 sqrt 5).
Gold: MATH-500's answer for the problem that opens with the record's question words, checked
equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json 592000 (round 177's
paste, reused), 608000, 624000, 640000, 656000, 672000, 688000, 704000, 720000, 736000, 752000,
768000, 784000, 800000 (13 new pages), and one probe read of the same file off the page grid to fix
loop counts, not pasted whole as a page (633900; its head that was pasted is kept in probes/).
Nothing else was read.

Leads for a later round: the random-vectors MATH-500 file from 816000 (re-read 800000's end or
start at 816000: tasks[321] G and H the centroid and orthocenter, AF^2 + BF^2 + CF^2, gold 3R^2,
its hybrid answer cut on 800000 at 'divides each median in a 2:1 ra'; tasks[321]-[395] unread,
about 0.21 MB, about six hybrid answers a page, base and thinking strings empty; 12 of 84 wrong
and 7 no_answer here). It loops verbatim blocks, short lines ('The answer is: 1/4') and numbered
step cycles (the @@C marker): where two units share a page, fix counts with an off-grid read
placed where one candidate puts a known string (as rounds 177 and 187 did) before trusting a
solve. Still unread in hybrid-2/results/: benchmark_results_qwen2.5-32b_gsm8k.json (at 5e896d6f)
and benchmark_results_qwen2.5-14b_math500.json (at ecefbf89) (check first whether their base and
thinking strings are filled).

Usage: python build_public_heldout187.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout187.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32rv_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout187.jsonl"
SOURCE = "public_heldout187"


# thaotnguyen/thinking-llms-interp (tl32rv_source as in build_public_heldout171.py); the pages
# this round joined
SOURCES = {
    "tl32rv": tl32rv_source("pages 592000-800000 joined (224,000 of 1,026,276 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32rv:0|correct|boxed|hybrid (tasks[237], the smallest number one less than twice its reciprocal, gold -2): x^2 + x - 2 = 0, both 1 and -2 checked (across the edge of pages 592000 and 608000), the smaller chosen; 'is \boxed{-2}.' = gold
tl32rv:1|correct|boxed|hybrid (tasks[238], the integer x with 1/4 < x/7 < 1/3, gold 2): 21 < 12x < 28; 'is $\boxed{2}$.' = gold
tl32rv:2|correct|answer_is|hybrid (tasks[239], the license plates with 2 different letters and 2 different digits, gold 58,500): 26 x 25 x 10 x 9; 'is 58,500.' then 'The answer is 58500.' = gold ('58500' for '58,500')
tl32rv:3|correct|prose_sentence|hybrid (tasks[240], a for the continuous piecewise f(n), gold 5): 4a + 3 = 7a - 12, checked; 'Therefore, the value of a that makes the graph of y = f(n) continuous is a = 5.' = gold
tl32rv:4|correct|boxed|hybrid (tasks[241], t(g(16)), gold 1): g(16) = 4, t(4) = 3 - 2; 'is \(\boxed{1}\).' = gold
tl32rv:5|correct|boxed|hybrid (tasks[242], the positive x with cbrt(x^2 - 4x + 4) = 16, gold 66): x^2 - 4x - 4092 = 0, roots 66 and -62; 'is $\boxed{66}$.' = gold
tl32rv:6|correct|boxed|hybrid (tasks[243], 4(3r^3+5r-6)-6(2r^3-r^2+4r) as Ar^2 + Br + C, gold 6r^2-4r-24): the r^3 terms cancel; 'Therefore, the final answer is \(\boxed{6r^2 - 4r - 24}\).' = gold
tl32rv:7|correct|boxed|hybrid (tasks[244], C(31, 28), gold 4495): 26970/6; 'is \(\boxed{4495}\).' = gold
tl32rv:8|wrong|answer_is|hybrid (tasks[245], 8 people around a square table with 2 a side, up to rotation, gold 10080): 7!/4; 'Therefore, the answer is 1260.' then an 'Is this correct? Let's verify ...' block ending 'Therefore, the answer is 1260.' repeated (11 'Is this correct?' in all, across the edges of pages 608000 and 624000) until the string ends at 'so the': its stated, never-contradicted 1260 (loop convention), not the gold 10080
tl32rv:9|correct|boxed|hybrid (tasks[246], the units digit of 18^6, gold 4): cycle 8, 4, 2, 6; 'The units digit of $18^6$ is $\boxed{4}$.' = gold
tl32rv:10|no_answer|truncated|hybrid (tasks[247], cos(2pi/15) cos(4pi/15) cos(8pi/15) cos(16pi/15), gold \frac{1}{16}): 'x &= ...' then the same '&= ... \cos(16pi/15 - 2pi) \\' line 23 times until the string ends: no value, no final answer
tl32rv:11|no_answer|truncated|debatable: hybrid (tasks[248], the perimeter of ABC with AM = 11, AD = 10, angle BDC = 3 angle BAC, gold 11 \sqrt{5} + 11): cos^2 alpha = 17/22, a perimeter '= \frac{22 \sqrt{663} + 22 \sqrt{374}}{17}' (about 58.4), then the string ends at 'Since the answer is an integer, we need to check if the expression can be simplified further': no value put as the answer (the working's expression is not the gold either way, so wrong if read as its answer)
tl32rv:12|correct|answer_is|hybrid (tasks[249], stacking 6 books with the 2 math books apart, gold 480): 720 - 240 (across the edge of pages 624000 and 640000); 'Therefore, the answer is 480.' and 'The answer is 480.' = gold
tl32rv:13|wrong|prose_sentence|debatable: hybrid (tasks[250], the median of 27 consecutive integers summing to 3^7, gold 81): takes 3^7/27 as 3^5, a = 230; 'Therefore, the median of the 27 consecutive positive integers is 243.', then a failed check ('there must be an error'), 'This step is correct' for a = 230, and 'This is still incorrect. ... 6520.5' repeated (18 in all) until the string ends at '27 * 48': its one stated value 243 (not the gold 81), kept though its check fails (no_answer if read as withdrawn)
tl32rv:14|wrong|boxed|hybrid (tasks[251], the minimum of (a + b + c)[(a + b)^2 + (a + b + 4c)^2]/(abc), gold 100): tries a = b = c only; 'is \(\boxed{120}\).' (120, not the gold 100)
tl32rv:15|correct|boxed|hybrid (tasks[252], -4 < x^4 + 4x^2 < 21 in interval notation, gold (-\sqrt{3}, \sqrt{3})): y = x^2 in [0, 3), a second pass; last 'The answer is \(\boxed{(-\sqrt{3}, \sqrt{3})}\).' = gold
tl32rv:16|correct|prose_sentence|hybrid (tasks[253], the possible x for 54 cards dealt y >= 5 each to x >= 2 players, gold 4): x = 2, 3, 6, 9; 'Step 7: Write the final answer\nThe number of possible values of x is 4.' = gold
tl32rv:17|no_answer|truncated|debatable: hybrid (tasks[254], the conic (x/2 - 3)^2 + y^2 = 10, gold \text{ellipse}): 'similar to the standard form of a circle', 'The center of the circle is $(6, 0)$ and the radius is $\sqrt{10}$' in its Step 6, then 'Step N: Determine the type of conic section' repeated (Steps 7-20, across the edge of pages 640000 and 656000) until the string ends at 'divided by': no type stated as the answer (the working calls it a circle)
tl32rv:18|correct|boxed|hybrid (tasks[255], xy + yz + zx from the three symmetric equations, gold 6): s p = 24, -8 = s(s^2 - 3p), p^3 = 216; 'is \(\boxed{6}\).' = gold
tl32rv:19|correct|prose_sentence|hybrid (tasks[256], b in the direction vector (-7, b) of the drawn line, gold \frac{7}{4}): slope -1/4 from (-5, 4) and (-1, 3); 'Therefore, the value of \( b \) is \(\frac{7}{4}\).' = gold
tl32rv:20|correct|prose_sentence|hybrid (tasks[257], the side of the equilateral triangle in x^2 = 8y with a vertex at the origin, gold 16 \sqrt{3}): a^2 = 192, s = 2a; 'Therefore, the side length of the equilateral triangle is $16\sqrt{3}$.' = gold
tl32rv:21|correct|answer_is|hybrid (tasks[258], the probability that Dan and Freddie both win, gold \frac14): (1/2)(1/2); 'is 1/4.' then 'The answer is: 1/4' repeated (202 in all, across the edge of pages 656000 and 672000) until the string ends at 'The answer is:': its stated, never-contradicted 1/4 (loop convention) = gold ('1/4' for '\frac14')
tl32rv:22|correct|prose_sentence|hybrid (tasks[259], three plus the reciprocal equals 7 over the number, gold 2): 3x + 1 = 7, checked; 'Therefore, the number is 2.' = gold
tl32rv:23|correct|boxed|hybrid (tasks[260], (a,b,c,d) for the circle x^2 + y^2 = 25 reflected in (4,1), gold (1,-16,-4,43)): (8 - x')^2 + (2 - y')^2 = 25, verified; 'The final answer is \(\boxed{(1, -16, -4, 43)}\).' = gold
tl32rv:24|correct|boxed|hybrid (tasks[261], the values of a with gcd 210, lcm 210^3, a < b, gold 8): m n = 210^2 with m, n coprime, 16/2; 'The final answer is \(\boxed{8}\).' = gold
tl32rv:25|correct|boxed|hybrid (tasks[262], 1 + 3 + ... + 199 mod 7, gold 4): 10000 mod 7; 'The final answer is $\boxed{4}$.' = gold
tl32rv:26|correct|answer_is|hybrid (tasks[263], f^{-1}(f^{-1}(6)), gold 1): f^{-1}(6) = 2, f^{-1}(2) = 1; 'Therefore, the answer is 1.' = gold
tl32rv:27|correct|prose_sentence|hybrid (tasks[264], the greatest perimeter with sides 8, 8 and a whole number, gold 31): c <= 15; 'Therefore, the greatest possible perimeter for the triangle is 31 units.' = gold
tl32rv:28|correct|prose_sentence|hybrid (tasks[265], the trapezoid's area in square centimeters, gold 21): (5 + 9)/2 x 3; 'Therefore, the area of the trapezoid is 21 square centimeters.' = gold
tl32rv:29|correct|boxed|hybrid (tasks[266], the dot product of (-2, 0, 7) and (3, 4, -5), gold -41): -6 + 0 - 35; 'is $\boxed{-41}$.' = gold
tl32rv:30|wrong|boxed|hybrid (tasks[267], the largest |a| + |b| + |c| with |ax^2 + bx + c| <= 1 on [0, 1], gold 17): tries 4x^2 - 4x + 1 and rejects 8x^2 - 8x + 1 (across the edge of pages 672000 and 688000); 'is \(\boxed{9}\).' (9, not the gold 17)
tl32rv:31|wrong|prose_sentence|hybrid (tasks[268], angle BAC with AD = BD = CD and angle BCA = 40, gold 90^\circ): takes angle BAC as half of 'angle BDC = 40'; 'Therefore, the measure of angle BAC is 20 degrees.' (20, not the gold 90)
tl32rv:32|correct|boxed|hybrid (tasks[269], (-3 + 4i)/(1 + 2i), gold 1+2i): times 1 - 2i, (5 + 10i)/5; 'Therefore, the answer is $\boxed{1+2i}$.' = gold
tl32rv:33|correct|prose_sentence|hybrid (tasks[270], sqrt 64 minus cbrt 64, gold 4): 8 - 4; 'Therefore, the difference between the positive square root of 64 and the cube root of 64 is 4.' = gold
tl32rv:34|correct|prose_sentence|hybrid (tasks[271], the sum of the distinct prime divisors of sigma(500), gold 25): 7 x 156 = 1092 = 2^2 x 3 x 7 x 13; 'Therefore, the sum of the distinct prime divisors of A is 25.' = gold
tl32rv:35|correct|boxed|hybrid (tasks[272], P on y = -x + 6 with PA = PO, gold (8,-2)): y = x - 10, checked; 'The answer is $\boxed{(8,-2)}$.' = gold
tl32rv:36|wrong|boxed|hybrid (tasks[273], the units digit of 4$, gold 6): takes the exponent mod 4 as 0 and 4^0; 'is \(\boxed{1}\).' (1, not the gold 6)
tl32rv:37|correct|answer_is|hybrid (tasks[274], the two-digit primes with digit sum 8, gold 3): 17, 53, 71; 'Therefore, the answer is 3.' = gold
tl32rv:38|correct|boxed|hybrid (tasks[275], the grade whose male riders are closest to 135% of its female riders, gold 12): 34.8/25.8 = 1.35; 'The answer is \(\boxed{12^{\text{th}}}\) grade.' = gold ('12^{\text{th}} grade' for '12')
tl32rv:39|wrong|boxed|hybrid (tasks[276], |x^2 - 81|/(x^2 - 36x) < 0, gold (0,9) \cup (9,36)): counts (-9, 0) as negative; 'is \(\boxed{(-9, 0) \cup (0, 9) \cup (9, 36)}\).' (an extra (-9, 0), not the gold)
tl32rv:40|wrong|prose_sentence|hybrid (tasks[277], the probability that 1, x, y form a triangle for x, y in (0,3), gold \frac{1}{2}): a region of area 1 over 9; 'Therefore, the probability that a triangle with sides of length 1, x, and y exists is 1/9.' (1/9, not the gold 1/2)
tl32rv:41|correct|boxed|hybrid (tasks[278], the largest area of the field inside the 400 m track, gold \frac{20000}{\pi}): 2L + pi W = 400, W = 200/pi, L = 100; 'is \(\boxed{\frac{20000}{\pi}}\) square meters.' = gold
tl32rv:42|correct|boxed|hybrid (tasks[279], x^2 - 5x - 4 <= 10 in interval notation, gold x \in [-2,7]): (x - 7)(x + 2) <= 0, ends checked; 'The answer is $\boxed{[-2, 7]}$.' = gold ('[-2, 7]' for 'x \in [-2,7]')
tl32rv:43|correct|boxed|hybrid (tasks[280], 19x + 1 - 4x - 81, gold 15x - 80): like terms; 'is \(\boxed{15x - 80}\).' = gold
tl32rv:44|wrong|prose_sentence|hybrid (tasks[281], how many more euros than pounds, rounded, gold 22): rounds each currency first, 114 - 91; 'Therefore, Kathy will have 23 more euros than pounds.' (23, not the gold 22)
tl32rv:45|correct|prose_sentence|hybrid (tasks[282], the integers with |x - 2| <= 5.6, gold 11): -3.6 <= x <= 7.6 (its signs written as '\u2264', '\u2265'); 'Therefore, the number of integers in the solution set of |x - 2| \u2264 5.6 is 11.' = gold
tl32rv:46|correct|answer_is|hybrid (tasks[283], f(-2) for f(x) = 5x^2 + 3x + 4, gold 18): 20 - 6 + 4; 'is 18.' then 'The answer is: 18' = gold
tl32rv:47|correct|boxed|hybrid (tasks[284], the smallest x in the domain of sqrt((x-3)^2 - (x-8)^2), gold \frac{11}{2}): 10x - 55 >= 0; 'Step 8: The final answer is $\boxed{5.5}$.' = gold ('5.5' for '\frac{11}{2}')
tl32rv:48|correct|prose_sentence|hybrid (tasks[285], sin T with sin R = 2/5 in the right triangle RST, gold \frac{\sqrt{21}}{5}): the third side sqrt(21)x; last 'In conclusion, sin T = sqrt(21) / 5.' = gold ('sqrt(21) / 5' for '\frac{\sqrt{21}}{5}')
tl32rv:49|correct|answer_is|hybrid (tasks[286], a + b for the least distance sqrt(a)/b from the origin to y = (x^2 - 3)/sqrt 2, gold 12): x = sqrt 2, distance sqrt(10)/2 (across the edge of pages 704000 and 720000); 'The answer is 12.' = gold
tl32rv:50|correct|answer_is|hybrid (tasks[287], f^{-1}(0) + f^{-1}(6) for the piecewise f, gold 0): 3 and -3; 'So, the final answer is $0$.' then 'The answer is: 0' = gold
tl32rv:51|no_answer|truncated|hybrid (tasks[288], the distance from P to the sixth vertex of the octahedron, gold \sqrt{66}): sum of squares 324 + d_6^2 = S with S 'constant', then the 'Since \( S \) is constant ... \[ 324 + d_6^2 = S \]' block repeated (10 in all) until the string ends at 'we can': no value, no final answer
tl32rv:52|correct|boxed|hybrid (tasks[289], the ratio of the accelerations of Jen's ball to Jack's, gold \frac 34): 200 a_J = 150 a_K; 'So, the final answer is: \[ \boxed{\frac{3}{4}} \]' = gold ('\frac{3}{4}' for '\frac 34')
tl32rv:53|no_answer|truncated|hybrid (tasks[290], the x Archimedes should choose, gold -\frac{3}{8}): a plan of steps with no working ('Find the partial derivatives ...'), then 'Provide a final answer', 'Reflect on the problem', ... cycling (Steps 8-70, across the edge of pages 720000 and 736000) until the string ends at 'to ensure that': no value, no final answer
tl32rv:54|correct|prose_sentence|hybrid (tasks[291], (16 cbrt(a^2))^(1/3) at a = 8, gold 4): 16 x 4 = 64, cube root 4; 'Therefore, the value of ... when a = 8 is 4.' = gold
tl32rv:55|correct|boxed|hybrid (tasks[292], the gray tangram piece of the 16 square inch square, gold 2): takes it as a small triangle, 16/8; 'is \(\boxed{2}\) square inches.' = gold
tl32rv:56|correct|prose_sentence|hybrid (tasks[293], 6x + 5 with 3x + 2(1 + x) = 17, gold 23): x = 3; 'Therefore, the value of $6x + 5$ is 23.' = gold
tl32rv:57|correct|prose_sentence|hybrid (tasks[294], who earns the most in an eight-hour day, gold \text{Navin}): 39.60, 38.64, 39.12 USD; 'Therefore, Navin from Mauritius earns the most after working an eight-hour day.' = gold (the sentence names Navin)
tl32rv:58|correct|prose_sentence|hybrid (tasks[295], 313.9 + 12.6, gold 326.5): column addition; 'Therefore, the result of adding 313.9 and 12.6 is 326.5.' = gold
tl32rv:59|wrong|boxed|hybrid (tasks[296], the radius of the smaller semicircle in the circle of radius 14, gold \frac{14}{3}): r = 0 rejected, then 2r = 28 - 2r, r = 7 (across the edge of pages 736000 and 752000); 'Therefore, the radius of the smaller semicircle is \( \boxed{\frac{7}{2}} \).' (7/2, against its own r = 7, not the gold 14/3)
tl32rv:60|wrong|boxed|hybrid (tasks[297], the maximum of |1 + z| + |1 - z + z^2| with |z| = 1, gold \frac{13}{4}): 2|cos(theta/2)| + |2 cos theta - 1|, tries theta = 0 and pi only; 'is \(\boxed{3}\).' (3, not the gold 13/4)
tl32rv:61|correct|answer_is|hybrid (tasks[298], 3 rotated 90 degrees clockwise about -4 - 5i, gold 1 - 12i): (7 + 5i)(-i) + c, verified; 'The answer is 1 - 12i.' = gold
tl32rv:62|correct|boxed|hybrid (tasks[299], the common digits of 629 in base 7 and base 8, gold 3): 1556_7 and 1165_8; 'The answer is $\boxed{3}$.' = gold
tl32rv:63|correct|prose_sentence|hybrid (tasks[300], Roslyn's boxes with neither pens nor pencils, gold 3): 10 - (5 + 4 - 2); 'Therefore, the number of boxes that contain neither pens nor pencils is 3.' = gold
tl32rv:64|correct|answer_is|hybrid (tasks[301], 3 people in 5 offices, gold 60): 5 x 4 x 3; 'Step 7: The final answer is 60.' and last 'Therefore, the answer is 60.' = gold
tl32rv:65|correct|prose_sentence|hybrid (tasks[302], 2004 mod 12, gold 0): 167 x 12; 'Step 5: State the final answer\nThe remainder of 2004 divided by 12 is 0.' = gold
tl32rv:66|correct|boxed|hybrid (tasks[303], f^{-1}(1/5) for f(x) = 2/(x + 1), gold 9): 10 = x + 1; 'is \(\boxed{9}\).' = gold
tl32rv:67|correct|boxed|hybrid (tasks[304], the image of (-2, 3) under the reflection taking (5, 0) to (4, 3), gold \begin{pmatrix} 1/5 \\ -18/5 \end{pmatrix}): a reflection formula about the line through (4.5, 1.5) along (3, 1) (across the edge of pages 752000 and 768000), a check whose distances differ yet 'Since $D_1 = D_2$'; '$\boxed{\begin{pmatrix} 0.2 \\ -3.6 \end{pmatrix}}$.' = gold ('0.2', '-3.6' for '1/5', '-18/5')
tl32rv:68|correct|final_answer_phrase|debatable: hybrid (tasks[305], the distance between the foci of the hyperbola, gold 2 \sqrt{5}): center (5, 7), a = 1, b = 2, c^2 = 5, 'c = \ufffd5'; 'The final answer is 2\ufffd5.', the whole answer written twice: the root sign lost as the replacement character '\ufffd' in the file, read as 2 sqrt 5 from its c^2 = 5 = gold
tl32rv:69|correct|boxed|hybrid (tasks[306], the nonzero N making 21420N divisible by 6, gold 6): even and 9 + N divisible by 3; 'is \(\boxed{6}\).' = gold
tl32rv:70|correct|answer_colon|hybrid (tasks[307], the handshakes at the mixer, gold 60): 6 x 10; 'Answer: 60 handshakes took place at the mixer.' = gold
tl32rv:71|wrong|boxed|hybrid (tasks[308], P(16) for the bounded quadratic with P(11) = 181, gold 406): takes a + b + c = 1 and a = 17/11, 4256/11 'gives us $P(16) = 387$'; 'Therefore, the answer is $\boxed{387}$.' (387, not the gold 406)
tl32rv:72|correct|boxed|hybrid (tasks[309], (10r^3)(4r^6)/(8r^4), gold 5r^5): 40/8 and r^(9 - 4), a second pass; 'Thus, the simplified expression is \(\boxed{5r^5}\).' = gold
tl32rv:73|correct|boxed|hybrid (tasks[310], the sum of the a with (3)5^2 - 4(5 - a)^2 / 3 = 63, gold 10): (5 - a)^2 = 9, a = 2, 8 (across the edge of pages 768000 and 784000); 'is $\boxed{10}$.' = gold
tl32rv:74|correct|boxed|hybrid (tasks[311], 129^34 + 96^38 mod 11, gold 9): both 8 mod 11, 9^7 + 9^9 reduced to 4 + 5; 'is $\boxed{9}$.' = gold
tl32rv:75|correct|boxed|hybrid (tasks[312], sin^3 18 + sin^2 18, gold \frac{1}{8}): sin 18 = (sqrt 5 - 1)/4; 'The final answer is $\boxed{\frac{1}{8}}$.' = gold
tl32rv:76|correct|prose_sentence|hybrid (tasks[313], the sum of the coefficients of f(x - 1), gold -2): g(1) = f(0), expanded and checked; 'The sum of the coefficients of g(x) is -2.' = gold
tl32rv:77|correct|prose_sentence|hybrid (tasks[314], the distance from (6, 0) to y = 2x - 2, gold 2\sqrt{5}): 10/sqrt 5, and the foot (2, 2); 'This confirms that the shortest distance ... is indeed $2\sqrt{5}$ units.' = gold
tl32rv:78|no_answer|truncated|hybrid (tasks[315], the v of least magnitude with (1, 2, -5) x v = (90, 30, 30), gold \begin{pmatrix} -7 \\ 16 \\ 5 \end{pmatrix}): sets up the equations, then the 'However, we can also use the fact that the magnitude ...' block repeated (3 in all) until the string ends at 'perpendicular to': no vector, no final answer
tl32rv:79|correct|boxed|hybrid (tasks[316], the projection of a onto b = (2, 6, 3) with a . b = 8, gold \begin{pmatrix} 16/49 \\ 48/49 \\ 24/49 \end{pmatrix}): (8/49) b (across the edge of pages 784000 and 800000); 'is $\boxed{\begin{pmatrix} \frac{16}{49} \\ \frac{48}{49} \\ \frac{24}{49} \end{pmatrix}}$.', then a paragraph on projections with no other value = gold ('\frac{16}{49}' for '16/49', ...)
tl32rv:80|correct|boxed|hybrid (tasks[317], the least |a| + |b| + |c| + |d| for the arccos cubic, gold 27): a wrong cubic 12x^3 + 14x^2 - 1 = 0 whose sum happens to be 27; 'Therefore, the answer is: \[ \boxed{27}. \]' = gold (the value, not the working, matches)
tl32rv:81|no_answer|truncated|hybrid (tasks[318], the set of pairwise sums of products of the roots of x^4 + 2x^3 + 2, gold \{1\pm\sqrt{5},-2\}): a wrong resolvent t^3 + 12t - 4 = 0, rational roots tested and rejected, then 'the roots are approximately \(2, -1 + \sqrt{3}i, -1 - \sqrt{3' where the string ends: no set stated as the answer
tl32rv:82|correct|boxed|hybrid (tasks[319], the largest integer under 2010 that is 5 mod 7, 10 mod 11 and 10 mod 13, gold 1440): x = 1001m + 439, m = 1; 'is \( \boxed{1440} \).' = gold
tl32rv:83|correct|prose_sentence|hybrid (tasks[320], x when y = 3 with y inversely as sqrt x and y = 15 at x = 24, gold 600): k = 30 sqrt 6, sqrt x = 10 sqrt 6; 'Therefore, when $y = 3$, $x = 600$.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
