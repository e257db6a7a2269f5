__doc__ = r"""Build public_heldout149.jsonl: a 149th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

35 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111, 116, 122, 127, 132, 137 and 143 read, continuing where round 143
stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 10 consecutive pages 2288000-2432000 (page 2288000 read
  again: round 143 read it), tasks[186] hybrid (the median of 27 consecutive integers summing to
  3^7, which round 143 left cut), tasks[187]-[197] all three models, tasks[198] base: 35 records
  (MATH-500).

Method (rounds 76-143): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
2288000 was read again this session; its text (opening inside tasks[185] thinking_model at
'2) = 10. Then, arranging the two different math books', tasks[185] hybrid, tasks[186] question,
base, thinking and hybrid up to 'The sum of these 27 con') is the same as round 143's paste of it
(/tmp/rounds/real143/pages/q14_2288000.txt: its opening, its end and its loop checked against
the page), which was taken over as this round's paste file and decodes to the same 16,000
characters (byte-identical .page file). Each other paste was written while reading the page and
checked against it; one slip was caught by the length check and fixed from the page: page
2336000 first came out with no count that fits (14,091 characters with the unit once, unit
1,946): the base model of tasks[191] had the line '\\frac{sx + sy + sz}{xyz} &= 3 \\\\' pasted
twice where the page has it once; with the second copy taken out the page decodes to 16,000
characters with one further loop copy.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one combination to give the page
length; FIXED holds a count read on the page where two markers share a page). Each copy was
looked at on the page before a marker was used for it; a copy that differed from the unit (or was
cut) was pasted whole. The counts (further copies after the pasted one; unit length in
characters of the page text): 2288000 (round 143's paste) the books hybrid's block 3; 2304000
the median hybrid's 'To solve the problem, we can use the properties of arithmetic sequences
... The final answer is \\(\\boxed{81}\\).' block 1 (then a copy cut at 'Since the sequence starts
at'); 2336000 the cards hybrid's 'The final answer is 4. Let me explain the reasoning step by step.
... \\boxed{4}\n\\]' block 1 (1,946; then a copy cut after 'satisfy these conditions.'); 2368000
the direction-vector hybrid's 'To find the value of \\( b \\) ... \\boxed{\\frac{7}{4}}' block 3
(U1, FIXED: the count read on the page; then a copy cut at 'confirming that \\( b =
\\frac{7}{4}') and the triangle base model's line 'Since $b + d = \\frac{1}{2} \\left| b + d
\\right|,$ $b + d \\ge 0.$  Hence, $b + d = \\frac{\\sqrt{3}}{2} a^2.$' 19 (U2; its first copy,
right after '\\]', was pasted whole; then a copy cut at '\\left| b + d'); 2384000 and 2400000 the
Dan-and-Freddie hybrid's line 'The final answer is 1/4.' 52 and 140 (then a copy cut at 'The
final a' at the page edge, and at 'The final' where the record ends); 2400000 the reciprocal
hybrid's 'To solve the problem, we start by letting the number be \\( x \\) ... The final answer
is \\(\\boxed{2}\\).' block 5 (U2; 140 + 5 is the only combination in 0-400 that gives the length,
and 6 whole blocks is the count read on the page; then a copy cut at 'divide both sides by');
2416000 the reflection hybrid's line '\\(\\boxed{(1, -16, -4, 43)}\\)' 48 (then a copy cut at
'\\(\\boxed{(1,'); 2432000 the gcd/lcm hybrid's 'However, this calculation is still incorrect
... Thus, there are 8 possible values for \\(a\\).' block 3 (its first 'seems to be incorrect'
block differs and was pasted whole; then a copy cut at 'no prime factor is'). Pages 2320000 and
2352000 hold no loop that a marker was used for (their repeated blocks differ and were pasted
whole).
The pages were joined in file order, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file
holds it between its field's opening quote and the next unescaped quote; `enc` = `json`, decoded
once more by the build; work/extract.py), never retyped. The record's `q` is the question's first
60 characters (no opening here matched two MATH-500 problems).

Edges: page 2288000 opens inside tasks[185] thinking_model and holds tasks[185] hybrid and
tasks[186] base and thinking (round 143's records): not taken; tasks[186] hybrid_model, which
round 143 left cut at 'The sum of these 27 con', is taken whole across pages 2288000-2304000.
Page 2432000 ends inside tasks[198] thinking_model (the modulo 7 remainder of 1+3+...+199, gold
4, at 'the entire sum is equivalent to'): that record and tasks[198] hybrid are not taken (left
for a later round); tasks[198] base is whole on the page and taken. Every other completion on
the pages read is taken. Several completions are cut in the file itself (the stored text ends
mid-word: the R1-Distill completions of tasks[187], [188], [191], [193], [196] and [197], inside
their thinking or in the solution after '**Final Answer**', the loops of the hybrids and of the
tasks[193] base model); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 25,801
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-34).

Repositories (35 records): thaotnguyen/thinking-llms-interp 35 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 35 (MATH-500). Prompt format: long_cot 35 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 23, wrong 6, no_answer 6. Forms: boxed 20 (16 correct, 4 wrong), answer_colon 4
(2 correct, 2 wrong), prose_sentence 4 (4 correct), final_answer_phrase 1 (1 correct), truncated
6. 1 debatable (tl14m 33).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 12) 6 correct (4 'Answer:
$x\in(-\sqrt{3},\sqrt{3})$', 13 \boxed{6} after a wrong derivation, 22 'Answer: The probability
... is 1/4.' and 25 'So, the number is 2.' each followed by an appended 'You are an AI assistant
...' boilerplate, 31 '8 possible values', 34 'the remainder is $4$'), 5 wrong (1 \boxed{18}, 7 'There
is 1 possible value for x.', 10 'is a circle.', 16 \boxed{-1}, 28 \boxed{(1,-8,-2,17)}), 1
no_answer (19: its 'Since $b + d = ...' line repeats until cut, no side length); thinking_model
(R1-Distill-Qwen-14B, 11) 6 correct (8 \boxed{4}, 11 \boxed{\text{Ellipse}} after a thinking that
called it a circle, 14 \boxed{6} on its **Final Answer** line before </think>, then a solution
cut at 'Substituting \( s', 17 \boxed{\dfrac{7}{4}}, 23 \boxed{\dfrac{1}{4}}, 26 \boxed{2}), 5
no_answer (2, 5, 20, 29, 32: cut inside their thinking before '</think>' and before any **Final
Answer**); hybrid_model (12) 11 correct (0 \boxed{81}, 3 \boxed{100}, 6
\boxed{(-\sqrt{3}, \sqrt{3})}, 9 \boxed{4}, 12 \boxed{\text{ellipse}}, 15 \boxed{6}, 18
\boxed{\frac{7}{4}}, 24 'The final answer is 1/4.', 27 \boxed{2}, 30 \boxed{(1, -16, -4, 43)},
33 'there are 8 possible values'), 1 wrong (21: \boxed{16\sqrt{3}}, then 'the correct side
length is \boxed{6\sqrt{6}}').

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 2288000-2432000 joined
  (160,000 of 3,995,770 characters): tasks[186] (the median of 27 consecutive integers) hybrid;
  [187] (the minimum of (a+b+c)[(a+b)^2+(a+b+4c)^2]/abc), [188] (-4 < x^4 + 4x^2 < 21), [189]
  (54 cards dealt to x players), [190] (the conic (x/2 - 3)^2 + y^2 = 10), [191] (xy + yz + zx
  from three symmetric equations), [192] (b in the direction vector (-7, b)), [193] (the
  equilateral triangle in x^2 = 8y), [194] (Dan and Freddie both win), [195] (three plus the
  reciprocal), [196] (the circle reflected in (4,1)), [197] (gcd 210, lcm 210^3) base, thinking,
  hybrid; [198] (the modulo 7 remainder of the odd sum) base. Record number = place in file
  order.

Label conventions (rounds 72-143): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong (tl14m 21: 16\sqrt{3} boxed,
then 6\sqrt{6} boxed as 'the correct side length', then loops without a third value); a response
cut before any final answer is no_answer, and so is one with no value at all; equal in value but
written differently is correct (here \dfrac{7}{4} and \dfrac{1}{4} for \frac{7}{4} and \frac14,
'1/4' for \frac14, \text{Ellipse} for \text{ellipse}, '$x\in(-\sqrt{3},\sqrt{3})$'); labels are
against the gold as given. Loop convention: a response that states its answer and then repeats
it (or its whole solution) until cut mid-copy is labelled by the stated, never-contradicted
value (tl14m 0, 9, 15, 18, 24, 27, 30, 33). R1 rule: an R1-Distill answer cut inside its
thinking, before '</think>' and before a value on its **Final Answer** line, is no_answer even
where the thinking has reached a value (tl14m 29: (1, -16, -4, 43); 5: -\sqrt{3} < x <
\sqrt{3}); one with a value on its **Final Answer** line before '</think>' and a solution cut
after it is labelled by that value (tl14m 14). Gold: MATH = MATH-500's answer for the problem
that opens with the record's question words, checked equal to the file's own correct_answer (the
build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
2288000 (read again), 2304000, 2320000, 2336000, 2352000, 2368000, 2384000, 2400000, 2416000,
2432000 (10 pages). Nothing else was read. The round is small because the file holds about three
records a page and the session's time ran out (brief: stop at ~25 minutes).

Leads for a later round: the 14B MATH-500 file from 2432000 (re-read it: tasks[198] the modulo 7
remainder of 1+3+5+...+199, gold 4, thinking model cut there at 'the entire sum is equivalent
to'; take tasks[198] thinking and hybrid, then tasks[199] on; tasks[199]-[331] unread), about
three records a page. Its hybrids repeat their answer or solution until cut (page 2400000 holds
141 copies of one 'The final answer is 1/4.' line), and the copies are NOT always verbatim (page
2432000: the first 'However, this calculation ...' block says 'seems to be', the later ones 'is
still'), so loop markers need the length check and a look at each copy; its thinking models are
often cut inside their thinking; its base models sometimes loop (tasks[193]) or append a 'You
are an AI assistant ...' boilerplate.

Usage: python build_public_heldout149.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout149.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout149.jsonl"
SOURCE = "public_heldout149"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 2288000-2432000 joined (160,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|boxed|hybrid (tasks[186], the median of 27 consecutive integers summing to 3^7, gold 81): n = 68, 68 + 13 = 81; 'The final answer is \(\boxed{81}\).', then the solution again, each copy ending the same, until cut at 'Since the sequence starts at': its stated, never-contradicted 81 (loop convention) = gold
tl14m:1|wrong|boxed|base model (tasks[187], the minimum of (a+b+c)[(a+b)^2+(a+b+4c)^2]/abc, gold 100): misapplied AM-GM; 'The minimum value of the expression is $\boxed{18}$.' (gold 100)
tl14m:2|no_answer|truncated|R1-Distill: a = b, then k = d/c; its stored thinking is cut at '8c^3(k + 1)(k^' before '</think>' and before any value (R1 rule)
tl14m:3|correct|boxed|hybrid: tries a = b = 2c, gets 100, checks a = b = c gives 120; 'Therefore, the minimum value of the expression is \(\boxed{100}\).' and '\boxed{100} is the minimum value of the expression.' = gold
tl14m:4|correct|answer_colon|base model (tasks[188], -4 < x^4 + 4x^2 < 21 in interval notation, gold (-\sqrt{3}, \sqrt{3})): sign chart; 'Answer: $x\in(-\sqrt{3},\sqrt{3})$' = gold (the same interval written with x\in)
tl14m:5|no_answer|truncated|R1-Distill: reaches -\sqrt{3} < x < \sqrt{3} inside its thinking and tests points; its stored thinking is cut at 'x\u2074 \u2248 9.0. So,' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:6|correct|boxed|hybrid: '### Final Answer ... \[\n\boxed{(-\sqrt{3}, \sqrt{3})}\n\]', then the whole solution once more ending on the same box = gold
tl14m:7|wrong|answer_colon|base model (tasks[189], the number of x with 54 cards dealt to x >= 2 players of y >= 5 cards, gold 4): trial steps; 'Answer: There is 1 possible value for x.' (gold 4)
tl14m:8|correct|boxed|R1-Distill: divisors 2, 3, 6, 9; '**Final Answer** ... \boxed{4}.', after </think> '\(\boxed{4}\)' = gold
tl14m:9|correct|boxed|hybrid: 'The final answer is 4.\n\boxed{4}', then 'The final answer is 4. Let me explain ...' blocks each ending '\boxed{4}' until cut after 'satisfy these conditions.': its stated, never-contradicted 4 (loop convention) = gold
tl14m:10|wrong|answer_colon|base model (tasks[190], the conic (x/2 - 3)^2 + y^2 = 10, gold \text{ellipse}): 'Answer: The graph of the equation ... is a circle.' (gold ellipse)
tl14m:11|correct|boxed|R1-Distill: its short thinking says 'the graph is indeed a circle' (no **Final Answer**), then after </think> a solution ending 'The given equation represents an **ellipse**.\n\n\[\n\boxed{\text{Ellipse}}\n\]': the last final answer, ellipse = gold (capital E)
tl14m:12|correct|boxed|hybrid: completes the square to (x-6)^2/40 + y^2/10 = 1; 'The final answer is:\n\boxed{\text{ellipse}}.', then 'Alternatively ... it is an ellipse.' = gold
tl14m:13|correct|boxed|base model (tasks[191], xy + yz + zx from xyz = 4 and two symmetric sums, gold 6): a muddled derivation ('t^3 = 28', '-8 = 28 - 36'); 'so $s = \boxed{6}.$' = gold
tl14m:14|correct|boxed|R1-Distill: s_1^3 = 64, s_1 = 4, s_2 = 6, both equations checked; '**Final Answer**\n\boxed{6}' before </think>, then a solution cut at 'Substituting \( s' = gold
tl14m:15|correct|boxed|hybrid: xy + yz + zx = 6 by assuming x + y + z = 2; calls a 'discrepancy' with (x+y+z)(xy+yz+zx) = 4 but keeps 6: '\boxed{6}' four times, then a 'However, to ensure the correctness ...' block repeated until cut at 'it is': its stated, never-contradicted 6 (loop convention) = gold
tl14m:16|wrong|boxed|base model (tasks[192], b in the direction vector (-7, b), gold \frac{7}{4}): takes (4, -1) itself; 'Hence, $b = \boxed{-1}.$.' (gold 7/4)
tl14m:17|correct|boxed|R1-Distill: k = -7/4, b = 7/4, checked by the slope; '**Final Answer** ... \boxed{\dfrac{7}{4}}.', after </think> the same = gold
tl14m:18|correct|boxed|hybrid: slope -1/4, b = 7/4; 'The final answer is \(\boxed{\frac{7}{4}}\).\n\n\boxed{\frac{7}{4}}', then the solution again three times and a copy cut at 'confirming that \( b = \frac{7}{4}': its stated, never-contradicted 7/4 (loop convention) = gold
tl14m:19|no_answer|truncated|base model (tasks[193], the side of the equilateral triangle in x^2 = 8y with a vertex at the origin, gold 16 \sqrt{3}): a confused midpoint argument, then the line 'Since $b + d = ... Hence, $b + d = \frac{\sqrt{3}}{2} a^2.$' repeated until cut at '\left| b + d': no side length is ever given
tl14m:20|no_answer|truncated|R1-Distill: x_2 = -x_1, AB = \sqrt{x^2 + x^4/64}; its stored thinking is cut at 'So, AB = AC, which' before any value (no </think>; R1 rule)
tl14m:21|wrong|boxed|hybrid: finds x^2 = 192 and '\boxed{16\sqrt{3}}', then 'I realize there might be a mistake ... the correct side length is: \boxed{6\sqrt{6}}', then '6\sqrt{6} = 16\sqrt{3} ... This is not possible, so let's re-evaluate' blocks until cut at 'Let': two different final answers, the last 6\sqrt{6} (gold 16 \sqrt{3})
tl14m:22|correct|answer_colon|base model (tasks[194], Dan and Freddie both win, gold \frac14): (1/2)(1/2); 'Answer: The probability that both Dan and Freddie win is 1/4.', then an appended 'You are an AI assistant ...' boilerplate = gold (1/4 = \frac14)
tl14m:23|correct|boxed|R1-Distill: independent events; '**Final Answer** ... \boxed{\dfrac{1}{4}}.', after </think> the same = gold
tl14m:24|correct|final_answer_phrase|hybrid: 'The final answer is 1/4.', then 'The final answer is indeed 1/4.' and the line 'The final answer is 1/4.' some 195 times until cut at 'The final': its stated, never-contradicted 1/4 (loop convention) = gold
tl14m:25|correct|prose_sentence|base model (tasks[195], three plus the reciprocal of a number equals 7 over it, gold 2): 3x + 1 = 7; 'So, the number is 2.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:26|correct|boxed|R1-Distill: 3x + 1 = 7, checked 3.5 = 3.5; '**Final Answer** ... \boxed{2}.', after </think> '\(\boxed{2}\)' = gold
tl14m:27|correct|boxed|hybrid: 'Therefore, the number is 2.', then a solution ending 'The final answer is \(\boxed{2}\).' repeated six times and a copy cut at 'divide both sides by': its stated, never-contradicted 2 (loop convention) = gold
tl14m:28|wrong|boxed|base model (tasks[196], the circle x^2 + y^2 = 25 reflected in (4,1) as x^2 + ay^2 + bx + cy + d = 0, gold (1,-16,-4,43)): a wrong perpendicular-line argument; 'Thus, $(a,b,c,d) = \boxed{(1,-8,-2,17)}.$.' (gold (1,-16,-4,43))
tl14m:29|no_answer|truncated|R1-Distill: reaches '(1, -16, -4, 43)' inside its thinking and re-checks it with the reflected centre; its stored thinking is cut at 'x^2 + y^2 - 16x - 4y + 68' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:30|correct|boxed|hybrid: (8 - x, 2 - y) substituted; 'The final answer is \(\boxed{(1, -16, -4, 43)}\).', then the line '\(\boxed{(1, -16, -4, 43)}\)' some 50 times until cut at '\(\boxed{(1,': its stated, never-contradicted quadruple (loop convention) = gold
tl14m:31|correct|prose_sentence|base model (tasks[197], a < b with gcd 210 and lcm 210^3, gold 8): m n = 210^2 coprime, 2^4 / 2; 'Thus, there are 8 possible values for \(a\).' = gold
tl14m:32|no_answer|truncated|R1-Distill: exponents 1 and 3 per prime, m n = 210^2 coprime; its stored thinking is cut at 'split between \( m \) and \(' before any value (no </think>; R1 rule)
tl14m:33|correct|prose_sentence|debatable: hybrid: 16 / 2 = 8, 'Thus, there are 8 possible values for \(a\).'; then blocks that each begin 'However, this calculation is still incorrect ...' and end again 'Thus, there are 8 possible values for \(a\).' until cut at 'no prime factor is': it calls 8 incorrect but never gives another value; labelled by its stated, never-contradicted 8 (loop convention) = gold
tl14m:34|correct|prose_sentence|base model (tasks[198], the modulo 7 remainder of 1 + 3 + ... + 199, gold 4): 100^2 = 10000 = 1428 * 7 + 4; 'the remainder is $4$.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
