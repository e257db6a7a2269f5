__doc__ = r"""Build public_heldout177.jsonl: a 177th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

40 records, all long chain-of-thought, all MATH-500, all the 'hybrid_model' of the Qwen2.5-32B
random-vectors file of thaotnguyen/thinking-llms-interp (hybrid-2/results/), read on from where
round 171 stopped:
* tl32rv: hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f
  (the one stored version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B';
  n_tasks 396; MATH-500 problems, not in test order), 7 consecutive pages 496000-592000: tasks[197]
  (the average price of Juan's 70's stamps, gold 5.4 \text{ cents}, whose hybrid answer round
  171's last page cut at '4. **Sum the total cost of') to tasks[236] (the angle between a and
  a - b), 40 records. Its base_model and thinking_model strings are empty (as rounds 139-171
  found); not taken.

Method (rounds 76-171): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/rv_<offset>.txt); work/mk.py (round 171's, with one change: the highest-numbered loop unit
of a page may now repeat up to 3000 times, its count solved directly, for the 492 '1, ' below)
decoded each display form once into the page text (pages/*.page) and checked its length: all 7
pages decode to exactly 16,000 characters (none is the file's last page). The page where round
171 stopped (rv 496000) is round 171's paste (/tmp/rounds/real171/pages, checked to 16,000
characters there and again here) and was not typed a second time. Long verbatim loops were NOT
retyped: one copy of the loop unit was pasted between markers (@@Uk@@unit@@/Uk@@, kept once in
place) and the marker @@Rk@@ replaced by the unit a whole number of times, the number fixed by
the page length where that is unique:
rv 512000 U1 the trapezoid answer's paragraph 'Therefore, $[ACD] = \\frac{1}{2} \\cdot a \\cdot d =
... = \\frac{1}{2} \\cdot a \\cdot d$.\n\n', 5 further copies (6 whole paragraphs, then the
paragraph cut at '\\sqrt{a' where the file's string ends); rv 544000 U1 the cos RPS answer's
block 'Explain how you used the trigonometric identity ... Step 8:  The final answer is
$\\boxed{-\\frac{24}{25}}$.\n', 1 further copy (2 whole blocks, then the block cut at
'\\frac{2' where the file's string ends).
Two pages held two loop units each whose lengths leave the page length more than one solution,
so further reads of the file (probes, not pasted as pages, listed below) fixed the counts:
rv 576000 U1 the abc answer's block 'Step 1: Write down the given equations: ... Answer: The value
of the product abc is -120.\n\n' (615 characters) and U2 the cube-root answer's '1, ' (3) of its
continued fraction: the length alone allows 5 and 490, 4 and 695, 6 and 285, ...; a read at
offset 587783 (where 5 and 490 put the abc question) began exactly at 'If $a+b=8$', so U1 5
further copies (6 whole blocks on the page) and U2 490 further copies (491 '1, ' then '1,' after
'[1; 3, 1, 5, 1, 1, 4, 1, 1, 8, 1, 14, 1, 10, 2, 1, 4, 12, 1, 3, 2, 1, 3, 4, 1, 1, 2, ', where
the string ends); rv 592000 U1 the vectors answer's doubled line 'We can write\n\\[\\cos \\theta =
\\frac{1}{\\sqrt{1 + ...}}} = \\frac{1}{\\sqrt{1 + ...}}}.\\]\n' (248) and U2 the parabola
answer's '2a+2b+2c-2ah+2ah^2+bh=' (22): the first paste solved uniquely to 4 and 119, but the read
at 587783 ended at the vectors answer's first '{\\sqrt{(x - y \\cos 29^\\circ' 638 characters
earlier than that solution put it; reads at 603783 and 605972 showed the paste's last vectors
line had been pasted too long (the file's string ends at the FIRST '{x^2 - 2xy \\' of the line,
not the second); pasted again there, and the counts fixed from the reads: U2 90 further copies
(91 in the parabola string, ending 'bh=') and U1 7 further copies (8 doubled lines, then the cut
line), which give 16,000 and put the checks where the reads have them (Fibonacci question at
593205, ')^2 + y^2' at 603783, the vectors string's closing quote at 606414). Every other page
part, the shorter repeats included (the sin(arcsin) answer's repeated '= \\left( ... \\right)^2'
terms, 'The answer is 4.' twice, 'The answer is 10 meters.' twice), was pasted whole. The counts
agree with the copies the records hold when counted by script (tl32rv 2: 7 'Therefore, $[ACD]';
tl32rv 19: 3 'Explain how you used'; tl32rv 33: 8 'Answer: The value of the product abc is
-120.'; tl32rv 38: 91 '2a+2b+2c-2ah+2ah^2+bh='; tl32rv 39: 8 doubled lines; tl32rv 32: 491
'1, ' then '1,' after '3, 4, 1, 1, 2, '). The pages were joined in file order, so a completion crossing
an edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
task numbers fixed from the first whole question met, tasks[193] ('A book is said to have $n$
leaves') on rv 496000; `enc` = `json`, decoded once more by the build; work/extract.py), never
retyped. The file writes some characters as JSON escapes, which stay as they are ('\u03c0',
'\u00b2', '\u00b3' in tl32rv 12 and 24, '\u2264' in tl32rv 10, and the replacement character
'\ufffd' where a character was lost: tl32rv 10 '12 \ufffd 9 = 3' and tl32rv 37 '999 \ufffd 6').

Edges: the joined text starts inside tasks[192]'s hybrid answer and holds tasks[193]-[196], all
taken by round 171: not taken again; it ends inside tasks[237] hybrid_model (the smallest number
one less than twice its reciprocal, gold -2, cut at 'is a valid solution. N'): not taken. Some
completions are cut in the file itself (the loops, at the generation limit); they are whole
records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 28,258
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again) and with the others of this round: none of the 40 repeats an earlier round or another of
this round, so none was dropped; the 80 empty strings (base and thinking models of
tasks[197]-[236]) were not taken. The records are numbered in file order (tl32rv 0-39:
tasks[197]-[236]).

Repositories (40 records): thaotnguyen/thinking-llms-interp 40 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 40 (MATH-500; each problem found in math500/test.jsonl by its opening words
and its answer equal to the file's correct_answer, checked by the build). Prompt format: long_cot
40 (no tag format asked for: the hybrid model writes steps, prose or boxes). Tag format: 0.
Truths: correct 31, wrong 6, no_answer 3. Forms: boxed 20, prose_sentence 8, answer_is 6,
answer_colon 2, final_answer_phrase 1, truncated 3. 2 debatable (tl32rv 22, 32).

Wrong: tl32rv 1, 5, 7, 8, 16, 27; no_answer: tl32rv 2, 38, 39.
Correct by the loop convention: tl32rv 19, 32, 33.

Selection (records as they come, in file order, not by how hard they look):
* tl32rv: benchmark_results_qwen2.5-32b_math500_random-vectors.json at 36d1379f, pages
  496000-592000 joined (112,000 of 1,026,276 characters): tasks[197]-[236] hybrid.
  Record number = place in file order.

Label conventions (rounds 72-171): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer (tl32rv 2, 38, 39: cut at the generation limit while looping, no value stated
as the answer); equal in value but written differently is correct (here '5.4 cents' for '5.4
\text{ cents}', '\frac{9}{19}' for '\frac9{19}', '(5, \infty)' for '(5,\infty)', '12\u03c0 inches
per second' for '12\pi', '$a = 41$' for '41', '10 meters' for '10', '\boxed{120} degrees' for
'120', '0.09' for '\frac{9}{100}', '4 inches per second' for '4', '\dfrac{13}{6}' for
'\frac{13}{6}'); a sentence answer is read for the quantity asked; labels are against the gold
as given. Loop convention: a response that states its answer and then repeats it (or a check of
it) until cut is labelled by the stated, never-contradicted value (correct by it: tl32rv 19, 32,
33). A response that loops before stating any answer is no_answer (tl32rv 2, 38, 39).
Gold: MATH-500's answer for the problem that opens with the record's question words, checked
equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp
hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json 496000 (round 171's
paste, reused), 512000, 528000, 544000, 560000, 576000, 592000 (6 new pages), and three probe
reads of the same file off the page grid to fix loop counts, not pasted whole as pages (587783,
603783, 605972; their heads that were pasted are kept in probes/). Nothing else was read.

Leads for a later round: the random-vectors MATH-500 file from 608000 (re-read 592000's end or
start at 608000: tasks[237] the smallest number one less than twice its reciprocal, gold -2, its
hybrid answer cut at 'is a valid solution. N' on 592000 and whole on the 603783/605972 probes;
tasks[237]-[395] unread, about 0.42 MB, about six hybrid answers a page, base and thinking
strings empty; 6 of 40 wrong and 3 no_answer here). It loops verbatim blocks AND short units
('1, ', 'bh=' strings): where two units share a page, their lengths often leave the page length
more than one solution, and a single mis-pasted line can be hidden by a loop count that
compensates it; fix counts with an off-grid read placed where one candidate puts a known string
(as round 177 did) before trusting a solve. Still unread in hybrid-2/results/:
benchmark_results_qwen2.5-32b_gsm8k.json (at 5e896d6f) and benchmark_results_qwen2.5-14b_math500.json
(at ecefbf89) (check first whether their base and thinking strings are filled).

Usage: python build_public_heldout177.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout177.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32rv_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout177.jsonl"
SOURCE = "public_heldout177"


# thaotnguyen/thinking-llms-interp (tl32rv_source as in build_public_heldout171.py); the pages
# this round joined
SOURCES = {
    "tl32rv": tl32rv_source("pages 496000-592000 joined (112,000 of 1,026,276 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32rv:0|correct|prose_sentence|hybrid (tasks[197], the average price of Juan's 70's stamps, gold 5.4 \text{ cents}): 233/43 = 5.4186 (across the edge of pages 496000 and 512000); 'Therefore, the average price of Juan's 70s stamps is approximately \(5.4\) cents.' = gold ('5.4 cents' for '5.4 \text{ cents}')
tl32rv:1|wrong|boxed|hybrid (tasks[198], the repeating digits of 31/11111, gold 5): 11111 = 41 x 271, takes the period as LCM(40, 270); 'is \(\boxed{1080}\).' (1080, not the gold 5)
tl32rv:2|no_answer|truncated|hybrid (tasks[199], [ACD] in the trapezoid with [ABCD] = 42, gold 28): similar triangles, then 'Therefore, $[ACD] = \frac{1}{2} \cdot a \cdot d = ...' looped (7 in all) until the string ends at '\sqrt{a': no value, no final answer
tl32rv:3|correct|boxed|hybrid (tasks[200], the minimum of (x + 5)(x + 2)/(x + 1) for x > 0, gold 9): x + 6 + 4/(x + 1), x = 1; 'is \(\boxed{9}\).' = gold
tl32rv:4|correct|boxed|hybrid (tasks[201], x with sqrt(2x)/sqrt(3x - 1) = 3/2, gold \frac9{19}): 8x = 27x - 9, checked; 'The final answer is $\boxed{\frac{9}{19}}$.' then a Python check with no output = gold ('\frac{9}{19}' for '\frac9{19}')
tl32rv:5|wrong|boxed|hybrid (tasks[202], the quadratics with c^2 - 2 a root whenever c is, gold 6): takes every c as working; 'The answer is $\boxed{\infty}$.' (infinity, not the gold 6)
tl32rv:6|correct|boxed|hybrid (tasks[203], the range of log_2(sqrt(sin x)) on (0, 180) degrees, gold (-\infty, 0]): sqrt(sin x) in (0, 1] (across the edge of pages 512000 and 528000); 'The final answer is $\boxed{(-\infty, 0]}$.' = gold
tl32rv:7|wrong|boxed|hybrid (tasks[204], the surface area of one half of the tetrahedron cut midway between AB and CD, gold 1+2\sqrt{3}): a base of side 1 and three right triangles; 'is \(\boxed{\sqrt{3}}\).' (sqrt 3, not the gold 1 + 2 sqrt 3)
tl32rv:8|wrong|answer_is|hybrid (tasks[205], the least sum of distinct positive integers with product 84, gold 14): takes 1, 2, 3, 4, 7 (product 168); 'The answer is 17.' (17, not the gold 14)
tl32rv:9|correct|prose_sentence|hybrid (tasks[206], 7/30 @ 10/21, gold 49): (7)(10)(21/30); 'Therefore, the simplified value of $\frac{7}{30}@\frac{10}{21}$ is 49.' = gold
tl32rv:10|correct|answer_colon|hybrid (tasks[207], 1 + 12 + ... + 12345678 mod 9, gold 3): residues summing to 21 (its mod signs lost as '\ufffd'); 'Answer: The value of n is 3.' = gold
tl32rv:11|correct|boxed|hybrid (tasks[208], 1/(x - 5) > 0 in interval notation, gold (5,\infty)): sign test; 'Therefore, the answer is \(\boxed{(5, \infty)}\).' = gold
tl32rv:12|correct|prose_sentence|hybrid (tasks[209], the unicycle's speed in inches per second, gold 12\pi): 36 pi / 3; 'Therefore, the unicycle's speed is 12\u03c0 inches per second.' = gold ('12\u03c0 inches per second' for '12\pi')
tl32rv:13|correct|prose_sentence|hybrid (tasks[210], (0,0) reflected over x = 1 then y = 2, gold (2,4)): (2,0) then (2,4); 'Therefore, the resulting point after reflecting ... is (2,4).' = gold
tl32rv:14|correct|answer_is|hybrid (tasks[211], a in the geometric a, b, 2009 with integer ratio, gold 41): 2009 = 7 x 7 x 41, r = 7; 'The answer is $a = 41$.' = gold
tl32rv:15|correct|answer_is|hybrid (tasks[212], AB + B for 10x^2 - x - 24 = (Ax - 8)(Bx + 3), gold 12): B = 2, A = 5 (across the edge of pages 528000 and 544000); 'Therefore, the answer is 12.' = gold
tl32rv:16|wrong|boxed|hybrid (tasks[213], the degree of the Lagrange sum p(x), gold 0): finds an x^2 coefficient -2/((a - c)(b - c)), not zero; 'is \(\boxed{2}\).' (2, not the gold 0)
tl32rv:17|correct|prose_sentence|hybrid (tasks[214], (4 + 6a)/5 - (1 + 3a)/4 as one fraction, gold \frac{11+9a}{20}): over 20; 'written as a single fraction is \(\frac{11 + 9a}{20}\).' = gold
tl32rv:18|correct|prose_sentence|hybrid (tasks[215], the product of the x with |x - 4| - 10 = 2, gold -128): 16 and -8; 'Therefore, the product of all possible values of x is -128.' = gold
tl32rv:19|correct|boxed|hybrid (tasks[216], cos angle RPS with sin angle RPQ = 7/25, gold -\frac{24}{25}): supplementary angle; 'Step 11:  The final answer is $\boxed{-\frac{24}{25}}$.', again as 'Step 22', then an 'Explain how you used ...' block repeated (3 in all, each ending '$\boxed{-\frac{24}{25}}$') until the string ends at '\frac{2': its stated, never-contradicted -24/25 (loop convention) = gold
tl32rv:20|correct|answer_is|hybrid (tasks[217], the hallway's length in meters, gold 10): 1/9 m/s x 90 s; 'The answer is 10 meters.' twice = gold ('10 meters' for '10')
tl32rv:21|correct|boxed|hybrid (tasks[218], b with f(q(1)) = -3, gold -1): b - 2 = -3; 'is \(\boxed{-1}\).' = gold
tl32rv:22|correct|boxed|debatable: hybrid (tasks[219], the probability that chords AB and CD intersect, gold \frac{1}{3}): its working gives 12/24 = 1/2 and 'is also $\frac{1}{2}$' (across the edge of pages 544000 and 560000), then the last line 'Therefore, the probability that segments $AB$ and $CD$ intersect is $\boxed{\frac{1}{3}}$.': the last, boxed answer 1/3 = gold, though the working's own value is 1/2
tl32rv:23|correct|boxed|hybrid (tasks[220], angle ADC in the two-circle figure, gold 120): theta - sin theta = 2 pi/3 solved by trial; 'is \( \boxed{120} \) degrees.' = gold ('\boxed{120} degrees' for '120')
tl32rv:24|correct|answer_is|hybrid (tasks[221], the beakers to fill the spherical tank, gold 4): 288 pi / 72 pi; 'The answer is 4.' twice = gold
tl32rv:25|correct|boxed|hybrid (tasks[222], sin(arcsin 0.4 + arcsin 0.5) sin(arcsin 0.5 - arcsin 0.4), gold \frac{9}{100}): a difference of squares written out, never evaluated; 'The final answer is \(\boxed{0.09}\).' = gold ('0.09' for '\frac{9}{100}')
tl32rv:26|correct|boxed|hybrid (tasks[223], P(5) for the monic cubic with remainders R(x) and 2R(x), gold 15): sets up P(0..4) and 'After solving the system ...' without solving; 'The final answer is \( \boxed{15} \).' = gold (the value is stated, not derived)
tl32rv:27|wrong|boxed|hybrid (tasks[224], the distinct values of floor((-5/8)^x), gold 3): takes all integers up to 1 (across the edge of pages 560000 and 576000); 'Therefore, the answer is $\boxed{\infty}$.' (infinity, not the gold 3)
tl32rv:28|correct|final_answer_phrase|hybrid (tasks[225], 20 feet per minute in inches per second, gold 4): 240/60; 'The final answer is 4 inches per second.' and last 'The final answer is: 4 inches per second.' = gold ('4 inches per second' for '4')
tl32rv:29|correct|prose_sentence|hybrid (tasks[226], the 5-member subcommittees with both parties, gold 1940): 2002 - 56 - 6; 'Therefore, there are 1940 ways to form a subcommittee ...' = gold
tl32rv:30|correct|boxed|hybrid (tasks[227], the nested radical as a fraction, gold \frac{13}{6}): 169/36 under the root; 'is $\boxed{\dfrac{13}{6}}$.' = gold ('\dfrac{13}{6}' for '\frac{13}{6}')
tl32rv:31|correct|boxed|hybrid (tasks[228], the minimum of (x + y)(y + z) with xyz(x + y + z) = 1, gold 2): 1/(xz) + xz >= 2, two failed tries, then 'The minimum value is actually 2'; last '\boxed{2}' = gold
tl32rv:32|correct|prose_sentence|debatable: hybrid (tasks[229], b in the continued fraction of the cube root of 2, gold 3): 1/0.2599 = 3.8473; 'Since \( b \) is the integer part of this value, we have: \[ b = 3 \]', then 'To verify' a continued fraction '[1; 3, 1, 5, ...' whose '1, ' runs on (492 of them) until the string ends at '1,': its stated b = 3, never contradicted (the list's second term is 3) (loop convention) = gold; no answer phrase, the value is stated as the result before the cut check
tl32rv:33|correct|answer_colon|hybrid (tasks[230], abc with a + b = 8, b + c = -3, a + c = -5, gold -120): c = -8, b = 5, a = 3; 'Answer: The value of the product abc is -120.' with its seven steps repeated (8 'Answer: ...' in all, across the edges of pages 576000 and 592000) until the string ends at 'Step ': its stated, never-contradicted -120 (loop convention) = gold
tl32rv:34|correct|boxed|hybrid (tasks[231], the 100th Fibonacci number mod 4, gold 3): period 6, 100 mod 6 = 4; 'is \( \boxed{3} \).' = gold
tl32rv:35|correct|answer_is|hybrid (tasks[232], 513^2 - 487^2, gold 26000): 1000 x 26; 'The answer is 26000.' = gold
tl32rv:36|correct|boxed|hybrid (tasks[233], the largest of three consecutive integers with product 120, gold 6): n^2 - 1 = 24, n = 5; 'is \boxed{6}.' = gold
tl32rv:37|correct|boxed|hybrid (tasks[234], 999 in base six, gold 4343_6): remainders 3, 4, 3, 4 (its division signs lost as '\ufffd'); 'is $\boxed{4343_6}$.' = gold
tl32rv:38|no_answer|truncated|hybrid (tasks[235], a + b + c + d + e + f in terms of k, gold 2k): takes the reflection as the same parabola, then 'Simplifying further, we get $2a+2b+2c-2ah+2ah^2+bh=' and the same expression repeated (91 in the loop) until the string ends at 'bh=': no value in k, no final answer
tl32rv:39|no_answer|truncated|hybrid (tasks[236], the angle between a and a - b, gold 55^\circ): cos theta in terms of |a| and |b|, then 'We can write ...' lines looped (8 doubled ones) until the string ends at '2xy \': no angle, no final answer
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
