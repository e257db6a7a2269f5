__doc__ = r"""Build public_heldout171.jsonl: a 171st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

52 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of the Qwen2.5-32B
random-vectors file of thaotnguyen/thinking-llms-interp (hybrid-2/results/), read on from where
round 163 stopped:
* tl32rv: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f
  (the one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 396; MATH-500 problems, not in test order), 9 consecutive pages 368000-496000: tasks[145]
  (the unique odd t with t + 2 the inverse of t modulo 23, gold 17, whose hybrid answer round
  163's last page cut at '17^2 = 289 \') to tasks[196] (the most intersection points of four
  circles), 52 records. Its base_model and thinking_model strings are empty (as rounds 139-163
  found); not taken.

Method (rounds 76-163): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/rv_<offset>.txt); work/mk.py (round 163's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 9 pages decode to exactly 16,000
characters (none is the file's last page). The page where round 163 stopped (rv 368000) is round
163's paste (/tmp/rounds/real163/pages, checked to 16,000 characters there and again here with
its U6 count 2 as round 163 found) and was not typed a second time. Seven of the eight new pastes
passed the length check as first made; rv 448000 first came out 150 characters short (a sentence
of the triangle-sum answer, 'for each inequality separately and then combining them using
inclusion-exclusion. However, a simpler approach is to note that the generating function', left
out of the paste) and was pasted again at that place from the same read_file answer, then gave
16,000. Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between
markers (@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ replaced by the unit a
whole number of times, the number fixed by the page length (mk.py tries every count 0-400 and
requires exactly one to give 16,000):
rv 416000 U1 the medals answer's block 'Step by step answer:\nTo determine the number of distinct
arrangements ... Therefore, there are 6 distinct arrangements possible.\n\n', 5 further copies
(6 whole blocks, then 'Step by step answer: ... = 24 / 4 = 6' where the file's string ends);
rv 432000 U1 the sqrt(53) answer's block 'Step 1: Identify the number under the square root ...
Therefore, the answer is $\\sqrt{53}$.\n\n', 8 further copies (9 whole blocks, then 'Step 1 ...
Since 53 is a prime number, it' where the file's string ends), and U2 the base-2 answer's block
'The largest eight-digit base 2 integer is 11111111. ... is 255 in base 10.\n\n', 8 further
copies (9 whole blocks, then 'The largest ... 1 * 2^3 + ' where the file's string ends), the two
counts solved together and unique; rv 464000 U1 the triangle-sum answer's block 'The generating
function for the sum of all possible triples ... is: ... minus the generating functions for the
triples that do not satisfy the triangle inequalities.\n\n', 1 further copy (2 whole blocks, then
the block cut at 'This is a bit complicated, so let's use a simpler approach. The generating'
where the file's string ends); rv 480000 U1 the z^4 polygon answer's paragraph 'Let's try the
substitution $z = w - i$ again, but this time, ... Let's try to find a substitution that
simplifies the equation.\n\n', 3 further copies (4 whole paragraphs, then 'Let's try the
substitution $z = w - i$ again,' where the file's string ends). No numbered loop (@@N) was met
on these pages. Every other page part, the shorter repeats included (the g(f(5)-1) answer's two
'The answer is 7.', the polygon answer's verification steps, the a = 10, 11, 12 blocks of the
Steve-and-Jon answer), was pasted whole. The counts agree with the copies the records hold when
counted by script (tl32rv 20: 7 'Therefore, there are 6 distinct arrangements possible.'; tl32rv
28: 9 'Therefore, the answer is $\sqrt{53}$.'; tl32rv 29: 9 'is 255 in base 10.'; tl32rv 37: 3
'This is a bit complicated'; tl32rv 46: 5 'Let's try the substitution $z = w - i$ again'). The
pages were joined in file order, so a completion crossing an edge is taken whole. Each record's
`r` was cut out of the joined page text by script (the JSON string body as the file holds it
between its field's opening quote and the next unescaped quote; task numbers fixed from the first
whole question met, tasks[139] ('A triangle has sides measuring 1 unit and 3 units') on rv
368000; `enc` = `json`, decoded once more by the build; work/extract.py), never retyped. The file
writes some characters as JSON escapes, which stay as they are ('\u00d7' in tl32rv 20 and 50, and
the replacement character '\ufffd' where a character was lost: tl32rv 17, '100 \ufffd 3').

Edges: the joined text starts inside tasks[138]'s hybrid answer and holds tasks[139]-[144], all
taken by round 163: not taken again; it ends inside tasks[197] hybrid_model (the average price of
Juan's 70's stamps, gold 5.4 \text{ cents}, cut at '4. **Sum the total cost of'): not taken. Some
completions are cut in the file itself (the loops and tasks[181], at the generation limit); they
are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, about
27,500 distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py
checks again) and with the others of this round: none of the 52 repeats an earlier round or
another of this round, so none was dropped; the 104 empty strings (base and thinking models of
tasks[145]-[196]) were not taken. The records are numbered in file order (tl32rv 0-51:
tasks[145]-[196]).

Repositories (52 records): thaotnguyen/thinking-llms-interp 52 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 52 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
52 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 41, wrong 8, no_answer 3. Forms: boxed 28, prose_sentence 11, answer_is 6,
final_answer_phrase 3, answer_colon 1, truncated 3. 0 debatable.

Wrong: tl32rv 0, 15, 18, 25, 35, 42, 43, 47; no_answer: tl32rv 36, 37, 46.
Correct by the loop convention: tl32rv 20, 28, 29.

Selection (records as they come, in file order, not by how hard they look):
* tl32rv: benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f, pages
  368000-496000 joined (144,000 of 1,026,276 characters): tasks[145]-[196] hybrid.
  Record number = place in file order.

Label conventions (rounds 72-163): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer (tl32rv 36, 37, 46: cut at the generation limit while still working or
looping, no value stated as the answer); equal in value but written differently is correct (here
'1/8' for '\frac{1}{8}', '\text{E}' for '\text{(E)}', '\boxed{864} square inches' for '864
\mbox{ inches}^2', '16 blue marbles' for '16', '$\boxed{120}$ degrees' for '120^\circ', '33/100
or 0.33' for '\dfrac{33}{100}' (two forms of one value, not a hedge), '$1,250' for '1250',
'\boxed{36} seconds' for '36'); a sentence answer is read for the quantity asked; labels are
against the gold as given. Loop convention: a response that states its answer and then repeats
it until cut (or to its end) is labelled by the stated, never-contradicted value (correct by it:
tl32rv 20, 28, 29). A response that loops before stating any answer is no_answer (tl32rv 37, 46).
Gold: MATH-500's answer for the problem that opens with the record's question words, checked
equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json 368000 (round 163's
paste, reused), 384000, 400000, 416000, 432000, 448000, 464000, 480000, 496000 (8 new pages).
Nothing else was read.

Leads for a later round: the random-vectors MATH-500 file from 496000 (re-read it: tasks[197]
the average price of Juan's 70's stamps, gold 5.4 \text{ cents}, its hybrid answer cut at '4.
**Sum the total cost of'; tasks[197]-[395] unread, about 0.53 MB, about six hybrid answers a
page, base and thinking strings empty; 8 of 52 wrong and 3 no_answer here, and it loops verbatim
blocks: paste one unit between markers). Still unread in hybrid-2/results/:
benchmark_results_qwen2.5-32b_gsm8k.json (at 5e896d6f) and benchmark_results_qwen2.5-14b_math500.json
(at ecefbf89) (check first whether their base and thinking strings are filled). The bias-only
file from 240000 on is mostly the random-vectors texts again (round 152): read it only with the
repeats check on.

Usage: python build_public_heldout171.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout171.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32rv_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout171.jsonl"
SOURCE = "public_heldout171"


# thaotnguyen/thinking-llms-interp (tl32rv_source as in build_public_heldout163.py); the pages
# this round joined
SOURCES = {
    "tl32rv": tl32rv_source("pages 368000-496000 joined (144,000 of 1,026,276 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32rv:0|wrong|boxed|hybrid (tasks[145], the unique odd t in (0, 23) with t + 2 the inverse of t mod 23, gold 17): t^2 + 2t = 1 mod 23, takes 6 and 17 as square roots of 8 though it finds both square to 13 (across the edge of pages 368000 and 384000), t = 2 or 19; 'is $\boxed{19}$.' (19, not the gold 17)
tl32rv:1|correct|prose_sentence|hybrid (tasks[146], a + b + m for x/4 + y/12 = 1, gold 13): 4 + 12 - 3; 'Therefore, the value of a + b + m is 13.' = gold
tl32rv:2|correct|boxed|hybrid (tasks[147], the six cars in three lanes with all lanes used, gold 540): 3^6 - 3 x 2^6 + 3 x 1^6; 'is \(\boxed{540}\).' = gold
tl32rv:3|correct|boxed|hybrid (tasks[148], the maximum of 4(x + 7)(2 - x), gold 81): vertex x = -5/2; '$\boxed{81}$' and again 'is indeed $\boxed{81}$' = gold
tl32rv:4|correct|answer_is|hybrid (tasks[149], 3 inches as a fraction of 2 feet, gold \frac{1}{8}): 3/24; 'The answer is 1/8.' = gold ('1/8' for '\frac{1}{8}')
tl32rv:5|correct|boxed|hybrid (tasks[150], Pat's assortments of six cookies, gold 28): C(8, 2); 'is \( \boxed{28} \).' = gold
tl32rv:6|correct|boxed|hybrid (tasks[151], the curve r^2 cos 2 theta = 4, gold \text{(E)}): x^2 - y^2 = 4; 'The correct option is \(\boxed{\text{E}}\).' = gold ('\text{E}' for '\text{(E)}')
tl32rv:7|correct|boxed|hybrid (tasks[152], 1/5 x 8/7 / 12/20, gold \frac{8}{21}): 'Therefore, the answer is $\boxed{\frac{8}{21}}$.' and 'The answer is: $\boxed{\frac{8}{21}}$' = gold
tl32rv:8|correct|boxed|hybrid (tasks[153], the surface area in square inches of a 1 cubic foot cube, gold 864 \mbox{ inches}^2): side 12; 'is \(\boxed{864}\) square inches.' = gold ('\boxed{864} square inches' for '864 \mbox{ inches}^2')
tl32rv:9|correct|answer_is|hybrid (tasks[154], the blue marbles before, gold 16): 12B + 60 = 21B - 84, a check with 21:9; 'Therefore, the answer is 16 blue marbles.' = gold ('16 blue marbles' for '16')
tl32rv:10|correct|final_answer_phrase|hybrid (tasks[155], (5 + sqrt 3) times its conjugate, gold 22): 25 - 3 (across the edge of pages 384000 and 400000), then five steps; 'The final answer is 22.' = gold
tl32rv:11|correct|boxed|hybrid (tasks[156], angle ABC, gold 120^\circ): cos = -27/54; 'So, the answer is $\boxed{120}$ degrees.' and last 'The answer is $\boxed{120}$ degrees.' = gold ('$\boxed{120}$ degrees' for '120^\circ')
tl32rv:12|correct|boxed|hybrid (tasks[157], angle B with AB a diameter and angle A 14 degrees, gold 76^\circ): 180 - 104; 'is $\boxed{76^\circ}$.' = gold
tl32rv:13|correct|boxed|hybrid (tasks[158], x with 10^x - 10 = 9990, gold 4): 'Step 8: The final answer is $x = 4$.' and 'Step 9: The answer is $\boxed{4}$.' = gold
tl32rv:14|correct|prose_sentence|hybrid (tasks[159], the sides of the polygon whose interior angle is 6.5 exterior angles, gold 15): 7.5x = 180, 360/24; 'Answer: The polygon has 15 sides.', a step-by-step check and last 'The answer is correct. The polygon has 15 sides.' = gold
tl32rv:15|wrong|boxed|hybrid (tasks[160], BH in the square-and-rectangle figure as a mixed number, gold 1\frac{4}{5}): puts D at (3, 0) and B at (5, 0), intersects lines at (15, 7.5); 'is \(\boxed{12 \frac{1}{2}}\).' (12 1/2, not the gold 1 4/5)
tl32rv:16|correct|prose_sentence|hybrid (tasks[161], the 2003rd odd number, gold 4005): 1 + 2002 x 2; 'Therefore, the 2003rd term of the sequence of odd numbers is 4005.' = gold
tl32rv:17|correct|prose_sentence|hybrid (tasks[162], the probability of a multiple of 3 from 1-100, gold \dfrac{33}{100}): 33 multiples (its division sign lost as '\ufffd'); 'Therefore, the probability that the number is a multiple of 3 is 33/100 or 0.33.' = gold ('33/100 or 0.33', two forms of one value, for '\dfrac{33}{100}')
tl32rv:18|wrong|prose_sentence|hybrid (tasks[163], angle J + angle H with the tangents HO and HN, gold 180^\circ): counts the four right angles twice as 'the angles at J and H'; 'Therefore, the sum of the measures of angles J and H is 360 degrees.' (360, not the gold 180)
tl32rv:19|correct|final_answer_phrase|hybrid (tasks[164], 1 + 2 + ... + 10 mod 9, gold 1): 55 mod 9 and a check (across the edge of pages 400000 and 416000); 'The final answer is 1.' = gold
tl32rv:20|correct|prose_sentence|hybrid (tasks[165], the rows of 2 IMO and 2 IPhO medals, gold 6): 4!/(2! 2!); 'Therefore, there are 6 distinct arrangements possible.' with its 'Step by step answer:' block repeated (7 'Therefore, there are 6 distinct arrangements possible.' in all) until the string ends at '= 24 / 4 = 6': its stated, never-contradicted 6 (loop convention) = gold
tl32rv:21|correct|prose_sentence|hybrid (tasks[166], how much more Pam pays than Susan, gold 10): 70 - 60; 'Therefore, Pam pays $10 more than Susan.' = gold
tl32rv:22|correct|boxed|hybrid (tasks[167], 997^{-1} mod 1000, gold 333): extended Euclid; 'So, the answer is \(\boxed{333}\).' = gold
tl32rv:23|correct|answer_is|hybrid (tasks[168], a + b for 0.(1331) = a/b, gold 1030): 1331/9999 = 121/909; 'The answer is 1030.' = gold
tl32rv:24|correct|answer_colon|hybrid (tasks[169], the dollars for 1,000,000 lire, gold 1250): 1.50/1200 a lira; 'Answer: $1,250' = gold ('$1,250' for '1250')
tl32rv:25|wrong|boxed|hybrid (tasks[170], the perimeter of the nonagon with its 1-unit border, gold 18+2\pi): takes the arcs as 18 and adds the nonagon's own perimeter (across the edge of pages 416000 and 432000); 'Therefore, the perimeter of $S$ is $\boxed{54}$ units.' (54, not the gold 18 + 2 pi)
tl32rv:26|correct|answer_is|hybrid (tasks[171], g(f(5) - 1), gold 7): g(6); 'Therefore, the value of $g(f(5)-1)$ is 7.' then 'The answer is 7.' twice = gold
tl32rv:27|correct|answer_is|hybrid (tasks[172], the real x with sqrt(120 - sqrt x) an integer, gold 11): n = 0-10; '$\boxed{11}$', a check, 'indeed $\boxed{11}$' and last 'The answer is 11.' = gold
tl32rv:28|correct|answer_is|hybrid (tasks[173], sqrt 53 in simplest radical form, gold \sqrt{53}): 53 prime; 'Therefore, the answer is $\sqrt{53}$.' with its four steps repeated (9 'Therefore, the answer is $\sqrt{53}$.' in all) until the string ends at 'Since 53 is a prime number, it': its stated, never-contradicted sqrt 53 (loop convention) = gold
tl32rv:29|correct|prose_sentence|hybrid (tasks[174], the largest eight-digit base 2 integer in base 10, gold 255): 11111111 = 255; 'Therefore, the largest eight-digit base 2 integer is 255 in base 10.' with its working repeated (9 'is 255 in base 10.' in all) until the string ends at '1 * 2^3 + ': its stated, never-contradicted 255 (loop convention) = gold
tl32rv:30|correct|boxed|hybrid (tasks[175], the greatest minus the smallest ring area for radii 4, 6, 7, gold 7\pi): 16 pi, 20 pi, 13 pi (across the edge of pages 432000 and 448000); 'is \(\boxed{7\pi}\).' = gold
tl32rv:31|correct|final_answer_phrase|hybrid (tasks[176], the divisors of a(2a + b) - 2a^2 + ab, gold 8): 2ab; 'The final answer is 8.' = gold
tl32rv:32|correct|boxed|hybrid (tasks[177], angle A of the star on the regular pentagon, gold 36^\circ): 180 - 2 x 72; '### Final Answer' '\boxed{36^\circ}' = gold
tl32rv:33|correct|prose_sentence|hybrid (tasks[178], the first term over 125 of 0, 1, 1, 3, 6, 9, 27, ..., gold 129): 31 x 4 = 124, + 5; 'Therefore, the first term that is greater than 125 is the tenth term, which is 129.' = gold
tl32rv:34|correct|boxed|hybrid (tasks[179], (4 5/8)^55 (8/37)^55, gold 1): 37/8 x 8/37; 'Therefore, the answer is $\boxed{1}$.' = gold
tl32rv:35|wrong|boxed|hybrid (tasks[180], the solutions of sin(arctan x + arccot(1/x)) = 1/3, gold 3 \pm 2 \sqrt{2}): takes the two angles as complementary, sin(pi/2) = 1; 'Therefore, the answer is \(\boxed{\text{No solutions}}\).' (no solutions, not the gold 3 +- 2 sqrt 2)
tl32rv:36|no_answer|truncated|hybrid (tasks[181], the sum of the two possible c for Steve's polynomial, gold 440): Vieta, c = 2 r1 r2 r3, tries root triples for a = 10, 11, 12 and is cut at the string's end inside a = 13 ('= 1 \'): no final answer
tl32rv:37|no_answer|truncated|hybrid (tasks[182], the sum of 2^a/(3^b 5^c) over triangle triples, gold \frac{17}{21}): generating functions, then the same four paragraphs looped (3 'This is a bit complicated' in all, across the edge of pages 448000 and 464000) until the string ends at 'The generating': no value, no final answer
tl32rv:38|correct|boxed|hybrid (tasks[183], the seconds until both gear marks point north again, gold 36): periods 9/5 and 4/3 s, LCM 36; 'Final answer: \(\boxed{36}\) seconds.' = gold ('\boxed{36} seconds' for '36')
tl32rv:39|correct|boxed|hybrid (tasks[184], the distance between the parallel lines, gold 7): sqrt(4361/89) = sqrt 49; 'is \(\boxed{7}\).' = gold
tl32rv:40|correct|boxed|hybrid (tasks[185], the minimum of (a + b + c + d)(1/a + 1/b + 1/c + 1/d), gold 16): AM-HM; 'is \(\boxed{16}\).' = gold
tl32rv:41|correct|boxed|hybrid (tasks[186], r with (6r^2 - 19r - 7)/(2r - 7) = 4r - 3, gold 4): (2r - 7)(r - 4) = 0, 7/2 rejected; 'is $\boxed{4}$.' = gold
tl32rv:42|wrong|boxed|hybrid (tasks[187], the lattice points strictly inside the 10 by 8 rectangle, gold 63): 99 - 32; 'is $$\boxed{67}$$.' (67, not the gold 63)
tl32rv:43|wrong|boxed|hybrid (tasks[188], x_531 + x_753 + x_975, gold 898): a period of 12 read off a table that repeats every 10, x_3 + x_9 + x_3; 'The final answer is $\boxed{317}$.' (317, not the gold 898)
tl32rv:44|correct|boxed|hybrid (tasks[189], the p with 0 >= 54p - 144 and 0 > 12 - 20p, gold \left(\frac{3}{5},\frac{8}{3}\right]): 3/5 < p <= 8/3; '$\boxed{\left(\frac{3}{5},\frac{8}{3}\right]}$' = gold
tl32rv:45|correct|boxed|hybrid (tasks[190], the largest of three consecutive integers with a palindrome sum under 220, gold 58): 212, 202, 191, 181 rejected, 171 = 56 + 57 + 58; 'The answer is \(\boxed{58}\).' = gold
tl32rv:46|no_answer|truncated|hybrid (tasks[191], a + b + p for the area of the polygon of the roots of z^4 + 4z^3 i - 6z^2 - 4zi - i, gold 11): two substitutions with approximate roots, then 'Let's try the substitution $z = w - i$ again, ...' looped (5 in all) until the string ends at 'again,': no value, no final answer
tl32rv:47|wrong|boxed|hybrid (tasks[192], the equation 3(1 + ...)^x = 7 with the largest x, gold \text{(B)}): says x is largest for the smallest ln(1 + a) and the smallest a is r/10, then picks the largest a (across the edge of pages 480000 and 496000); '\[ \boxed{\text{E}} \]' (E, not the gold B)
tl32rv:48|correct|boxed|hybrid (tasks[193], the smallest number of leaves over 100 with pages 3 more than a multiple of 7, gold 103): k odd, k = 29; 'The smallest possible number of leaves is \(\boxed{103}\).' = gold
tl32rv:49|correct|boxed|hybrid (tasks[194], (2b - a) x (3c + a), gold \begin{pmatrix} -18 \\ -49 \\ 96 \end{pmatrix}): 6 b x c + 2 b x a - 3 a x c; '\boxed{\begin{pmatrix} -18 \\ -49 \\ 96 \end{pmatrix}}' = gold
tl32rv:50|correct|prose_sentence|hybrid (tasks[195], the integer points strictly inside the rectangle with vertices (+-5, +-4), gold 63): (10 - 1)(8 - 1); 'The number of integer coordinates strictly inside the rectangular region is 63.' = gold
tl32rv:51|correct|prose_sentence|hybrid (tasks[196], the most intersection points of four distinct circles, gold 12): 6 pairs x 2; 'Therefore, the maximum number of points where at least two of the four circles intersect is 12.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
