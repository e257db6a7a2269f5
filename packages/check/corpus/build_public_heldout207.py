__doc__ = r"""Build public_heldout207.jsonl: a 207th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy block, not on the pages read) were not
used to label: each completion was read, its final answer found and compared with the gold by hand.

36 records, all MATH-500, all long chain-of-thought, from one file of thaotnguyen/thinking-llms-interp:
* tl14m2: hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; metadata:
  base_model 'Qwen/Qwen2.5-14B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-14B', the
  repository's hybrid_model; n_tasks 400; MATH-500 problems, not in test order), read on from where
  round 202 stopped: page 32000 (round 202's paste, reused) and pages 48000-144000 (7 pages pasted
  this round), tasks[3].thinking_model (the record round 202's last page cut) to tasks[15].base_model:
  36 records (tasks[3] thinking and hybrid, tasks[4]-[14] all three models, tasks[15] base).
  Round 202 took tasks[0]-[2] and tasks[3].base_model of this file (tl14m2 0-9 there); the numbering
  here starts again at 0 (source public_heldout207).

Method (rounds 76-202): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/h14_<offset>.txt); work/mk.py (round 202's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters. Page 32000 was not typed a second time: its paste is round 202's
(/tmp/rounds/real202/pages/h14_32000.txt), decoded here to 16,000 characters (its markers fixed at
the same counts, 76 and 6) and byte-identical to round 202's decoded page; its end, inside
tasks[3].thinking_model at 'So, go', meets the start of page 48000 as read this round, 'ing back to
our cubic equation, ...'. Three pastes came out at the wrong length at first and were corrected
against the display before any extraction: 48000 (16,001: 'each country' typed for the display's
'each county', the median thinking model's first line), 112000 (first 15,539: the sequence
thinking and hybrid strings pasted with one JSON escape level too few, so the whole page was pasted
again; then 15,991: ' out of 7' left out of the Brennan hybrid's first sentence, 'pick 3 boys out of
7 and 2 girls out of 4', put back as the display has it). Same-length slips are not caught by the
length check; the loop regions were read twice against the display.
Long loops were NOT retyped, with the markers of round 202's mk.py (@@Uk@@unit@@/Uk@@ keeps the
unit once in place and @@Rk@@ is replaced by the unit a whole number of times, the number fixed by
the page length: mk.py tries every count and requires exactly one to give the length). Markers per
page: h14 48000 none; 64000 one, unit 1 the median hybrid's (tasks[5]) block '\n\nThe median is the
middle value in a sorted list of numbers. ... \n\nIn this case, we have 8 counties, ... Therefore,
the median is \(\frac{29 + 29}{2} = 29\).\n\nThus, the median number of students in 2005 is
\(\boxed{29}\).\n\nThe final answer is \(\boxed{29}\).' (after the first 'The final answer is
\(\boxed{29}\).'), 7 further copies (8 on the page), then the block's opening again, cut at 'the
average of the two middle' where the string ends; 80000 none; 96000 none; 112000 none; 128000 one,
unit 1 '\n\nThe final answer is $\boxed{13}$.' (the simplify hybrid, tasks[12], after 'The final
answer is 13.'), 146 further copies (147 on the page), then '\n\nThe' where the string ends;
144000 none. The counts agree with the copies the records hold when counted by script
(work/loopcheck.py: tl14m2 7: 9 'The median is the middle value in a sorted list of numbers.', 8
'Thus, the median number of students in 2005 is \(\boxed{29}\).', 9 'The final answer is
\(\boxed{29}\).' (the first one before the loop); tl14m2 28: 147 'The final answer is
$\boxed{13}$.' and 1 'The final answer is 13.'), and with the blocks counted by eye on the display
(8 'In this case, we have 8 counties' paragraphs).
The pages were joined in file order, so a completion crossing an edge is taken whole (7 records
cross a page edge, noted in LABELS). Each record's `r` was cut out of the joined page text by
script (the JSON string body as the file holds it between its field's opening quote and the next
unescaped quote; `enc` = `json`, decoded once more by the build; work/extract_h14.py, round 202's
with the start moved: the first question on the joined text is tasks[3]'s, the round starts at its
thinking_model), never retyped. `q` is the problem's first 60 characters as MATH-500 has them.

Edges: the joined text (pages 32000-144000, 128,000 characters) opens inside tasks[2].hybrid_model
(round 202's tl14m2 8): not taken again; tasks[3].base_model is round 202's tl14m2 9: not taken
again; tasks[3].thinking_model, cut by round 202's last page, is whole here and taken (tl14m2 0).
The joined text ends inside tasks[15].thinking_model (ELLIPSE, at 'divide by 2! for E and another
2'): that record is cut by the last page and was dropped; tasks[15].hybrid_model is unread. The
round stopped there for time (about 40 minutes of work). Some completions are cut in the file
itself (R1-Distill reasoning and base/hybrid loops at the generation limit); they are whole records
as the file holds them: the thinking records 0, 3, 15, 18, 21 have no '</think>'.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 30,984 distinct
texts, by script, reading no labels), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl, 131 more distinct texts at the run) and with the others of
this round (work/repeats.py): none of the 36 repeats an earlier round or another of this round;
none was dropped. One opens with the same 300 characters as an earlier completion: tl14m2 11 (the
primes base model, tasks[7]) and public_heldout145's tasks[3].hybrid_model of the hybrid-2 32B
random-vectors file (the same primes problem); the two part at character 387 (normalised; 'the set
of elements that are common to both sets' here, 'the set of numbers that are both prime and odd'
there) and end on different texts (839 and 948 characters): not a repeat, kept.

Repositories (36 records): thaotnguyen/thinking-llms-interp 36 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 36 (MATH-500). Prompt format: long_cot 36 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking models write their reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 23, wrong 6, no_answer 7; 1 debatable (tl14m2 15). Forms: boxed 17, prose_sentence
9, truncated 7, answer_colon 3.

Truths by model: base_model (Qwen2.5-14B, 12) 8 correct, 3 wrong (2: the circle and hyperbola,
16; 14: the ellipse, 5; 35: ELLIPSE, 60), 1 no_answer (20: the sequence, restates geometric
relations until cut); thinking_model (R1-Distill-Qwen-14B, 12) 7 correct, 5 no_answer (0, 3, 15,
18, 21: cut inside the reasoning); hybrid_model (12) 8 correct, 3 wrong (1: the lambda problem,
[1, 2]; 4: the circle and hyperbola, \sqrt{138}; 19: the tangent, 35^\circ), 1 no_answer (22: the
sequence, cut while trying ratios). The median hybrid (7) and the simplify hybrid (28) state their
answer and then loop it until cut (loop convention); base records 23, 29 and 35 append the
invented system line 'You are an AI assistant that helps people find information. ...' after their
answer, with no other value.

Selection (records as they come, in file order, not by how hard they look):
hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json at ecefbf89, pages 32000-144000 joined
(128,000 of 3,730,986 characters): tasks[3] thinking and hybrid (the lambda x(1 - x) period-2
points), tasks[4]-[14] base, thinking, hybrid (the circle and hyperbola distances, the median of
the 2005 county students, the horizontal asymptote, the odd primes below 30, the ellipse and
circle k, the tangent of a least angle, the geometric/arithmetic sequence a_1, Mr. Brennan's
groups, simplifying (1+\sqrt2)/(2+\sqrt3), (26^2 - 24^2 - 10)^2 - 10^2, the partial fractions CD)
and tasks[15] base (ELLIPSE). Record number = place in file order.

Label conventions (rounds 72-202): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer (also where its working already holds the gold, marked debatable); equal in
value but written differently is correct (here '\dfrac{4}{3}' and 'y = \frac{4}{3}' for \frac43,
'120^\circ' for 120^\circ); an answer sentence is read for the quantity it states. Loop convention:
a response that states its answer and then repeats it until cut mid-copy or to the generation
limit is labelled by the stated, never-contradicted value. Gold: the file's own correct_answer (the
build checks it against MATH-500 by the problem's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json
(at ecefbf89) 48000, 64000, 80000, 96000, 112000, 128000, 144000 (7 pages, all pasted this round),
with round 202's paste of 32000 (not re-read; its decoded page checked byte-identical to round
202's and its end checked against the start of 48000). Nothing else was read.

Leads for a later round: the hybrid-2 Qwen2.5-14B MATH-500 file from 144000 (reuse this round's
paste of 144000, pages/h14_144000.txt: it ends inside tasks[15].thinking_model, ELLIPSE, at 'divide
by 2! for E and another 2'; take tasks[15] thinking on; about 3.57 MB unread, 400 tasks, about
one task a page; its hybrids loop answer lines and its base model appends an invented 'You are an
AI assistant ...' line, which the @@U/@@R markers and plain pastes take without retyping); the
random-firing MATH-500 file from 112000 (round 133's lead); the other hybrid-2/results/ files that
round 75 listed (qwen2.5-32b bias-only MATH-500, benchmark_results_qwen2.5-32b_gsm8k.json) are
still unread.

Usage: python build_public_heldout207.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout207.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m2_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout207.jsonl"
SOURCE = "public_heldout207"

# thaotnguyen/thinking-llms-interp (the local tl14m2_source, as round 202's); the pages this round joined
SOURCES = {
    "tl14m2": tl14m2_source("pages 32000-144000 joined (128,000 of 3,730,986 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m2:0|no_answer|truncated|R1-Distill (tasks[3], the lambda x(1 - x) period-2 points, gold (3,4]): sets up f(f(x)) = x, a cubic, the fixed points 0 and 1 - 1/lambda, then cut inside its reasoning (no </think>) at 'So, unless 1 - \lambda^2 = ' (across the edge of pages 32000 and 48000): no final answer
tl14m2:1|wrong|boxed|hybrid: requires the fixed point (lambda - 1)/lambda in [0,1], '1 \leq \lambda \leq 2'; 'Therefore, the values of $\lambda$ are $\boxed{[1, 2]}$.': [1, 2] != gold (3,4]
tl14m2:2|wrong|boxed|base model (tasks[4], the circle and hyperbola distances to (-3,2), gold 40): radius 5 and 1, PQ = 4; 'the sum of the distances from these four points to $Q$ is $4 \cdot 4 = \boxed{16}.$.': 16 != gold 40
tl14m2:3|no_answer|truncated|R1-Distill: y = 10 +- \sqrt{41}, (x + 3)^2 = 36 +- 4\sqrt{41}, then cut inside its reasoning (no </think>) at '-2\sqrt{ab} = -4\sqrt{41}' while denesting the root: no final answer
tl14m2:4|wrong|answer_colon|hybrid: takes radius 6 and one y = 13/4, four distances \sqrt{138}/4; 'Therefore, the answer is $\boxed{\sqrt{138}}$.' and 'The answer is: \sqrt{138}': \sqrt{138} != gold 40
tl14m2:5|correct|prose_sentence|base model (tasks[5], the median of the 2005 county students, gold 29): sorted 11, 11, 19, 29, 29, 41, 136, 524; 'Therefore, the median number of students in 2005 is 29.' = gold
tl14m2:6|correct|boxed|R1-Distill: (29 + 29) / 2 (across the edge of pages 48000 and 64000); after </think> '**Final Answer:** \[ \boxed{29} \]' = gold
tl14m2:7|correct|boxed|hybrid: the median is (29 + 29)/2 = 29; 'Therefore, the median number of students in 2005 is \(\boxed{29}\).', 'The final answer is \(\boxed{29}\).', then a block explaining the median with 'Thus, ... is \(\boxed{29}\).' and 'The final answer is \(\boxed{29}\).' loops (8 copies) until cut at 'the average of the two middle': its stated, never-contradicted 29 (loop convention) = gold
tl14m2:8|correct|prose_sentence|base model (tasks[6], the horizontal asymptote, gold \frac43): divides by x^3; 'Therefore, the horizontal asymptote is at $y=\frac{4}{3}$.' = gold ('y=\frac{4}{3}' for \frac43)
tl14m2:9|correct|boxed|R1-Distill: ratio of leading coefficients; after </think> 'Hence, the horizontal asymptote is \(\boxed{\dfrac{4}{3}}\).' = gold ('\dfrac{4}{3}' for \frac43)
tl14m2:10|correct|prose_sentence|hybrid: leading coefficients 4 and 3; 'Therefore, the horizontal asymptote for the graph of the equation ... is at $y = \frac{4}{3}$.' = gold ('y = \frac{4}{3}' for \frac43)
tl14m2:11|correct|answer_colon|base model (tasks[7], the odd primes below 30, gold 9): 3, 5, 7, ..., 29 (across the edge of pages 64000 and 80000); 'Answer: There are 9 elements in the intersection of the set of all prime numbers less than 30 and the set of all odd numbers greater than zero.' = gold
tl14m2:12|correct|boxed|R1-Distill: excludes 2; after </think> 'There are **9** elements in the intersection set. \[ \boxed{9} \]' = gold
tl14m2:13|correct|prose_sentence|hybrid: common elements 3, ..., 29; 'Therefore, the number of elements in the intersection ... is 9.' = gold
tl14m2:14|wrong|boxed|base model (tasks[8], the ellipse and circle k, gold 2): c = \sqrt{1/k - 1}, radius 2c; 'Solve for k to get $k = \boxed{5}$.': 5 != gold 2
tl14m2:15|no_answer|truncated|debatable: R1-Distill: centre at the origin, 1/k = 1 - 1/k, 'Wait, so \( k = 2 \). Let me verify this.', then cut inside the check (no </think>) at 'The circle passing through the foci \( (0, \sqrt{': no final answer (a reading that takes the working's value, 2, would say correct)
tl14m2:16|correct|boxed|hybrid: \sqrt{1 - 1/k} = 1/\sqrt{k}, k = 2; 'Therefore, the value of $k$ is 2.' and 'The answer is $\boxed{2}$.' = gold
tl14m2:17|correct|boxed|base model (tasks[9], the tangent of a least angle, gold 120^\circ): numerator cos 25 + cos 85, denominator sin 25 - sin 85, -\sqrt{3} (across the edge of pages 80000 and 96000); 'the least positive angle $\theta$ for which $\tan \theta = -\sqrt{3}$ is $\boxed{120^\circ}$.' = gold
tl14m2:18|no_answer|truncated|R1-Distill: product-to-sum, numerator \sqrt{3} cos 55, then cut inside its reasoning (no </think>) at '[2sin25° - 4sin15°' while combining the denominator: no final answer
tl14m2:19|wrong|boxed|hybrid: takes the denominator as sin 25 + sin 85, cot 55 = tan 35; 'Therefore, the least positive angle $\theta$ is $\boxed{35^\circ}$.': 35 != gold 120
tl14m2:20|no_answer|truncated|base model (tasks[10], the geometric/arithmetic sequence a_1, gold 504): writes geometric relations for every triple, then lists 'a_{k} \cdot r = a_{k-1} \cdot r^2' lines until cut at '$$a_{9} \cdot r = a_{8': no value of a_1 stated
tl14m2:21|no_answer|truncated|R1-Distill: the relations for k = 1-6, 2016 = a_12^2 / a_11, then cut inside its reasoning (no </think>) at '\( a_{10} =' (across the edge of pages 96000 and 112000): no final answer
tl14m2:22|no_answer|truncated|hybrid: assumes a_n = x r^{ceil(n/2)}, x r^7 = 2016, tries r = 2 to 9, each 'not an integer', cut at 'x = \frac{2016}{4782969} \approx 0': no value of a_1 stated
tl14m2:23|correct|prose_sentence|base model (tasks[11], Mr. Brennan's groups, gold 210): C(7,3) = 35, C(4,2) = 6; 'There are 210 ways to choose 3 boys and 2 girls to give a group presentation tomorrow.', then an invented line 'You are an AI assistant that helps people find information. ...' with no other value = gold
tl14m2:24|correct|boxed|R1-Distill: 35 x 6; after </think> 'Thus, the number of ways Mr. Brennan can pick 3 boys and 2 girls is \boxed{210}.' = gold
tl14m2:25|correct|prose_sentence|hybrid: 35 x 6 = 210 (across the edge of pages 112000 and 128000); 'Therefore, there are 210 different ways Mr. Brennan can pick 3 boys and 2 girls for the group presentation.' = gold
tl14m2:26|correct|boxed|base model (tasks[12], simplifying (1+\sqrt2)/(2+\sqrt3), gold 13): 2(1+\sqrt{2})-(\sqrt{3}+\sqrt{6}); 'Therefore, $A+B+C+D=2+2+3+6=\boxed{13}$.' = gold
tl14m2:27|correct|boxed|R1-Distill: A = 2, B = 2, C = 3, D = 6; after </think> 'Thus, the final answer is: \[ \boxed{13} \]' = gold
tl14m2:28|correct|boxed|hybrid: A=2, B=2, C=3, D=6; 'Therefore, the answer is 13.', 'The final answer is 13.', then 'The final answer is $\boxed{13}$.' (147 copies) until cut at 'The': its stated, never-contradicted 13 (loop convention) = gold
tl14m2:29|correct|prose_sentence|base model (tasks[13], (26^2 - 24^2 - 10)^2 - 10^2, gold 8000): 90^2 - 100; 'So, the value of (26^2 - 24^2 - 10)^2 - 10^2 is 8000.', then the invented 'You are an AI assistant ...' line with no other value = gold
tl14m2:30|correct|boxed|R1-Distill: 8100 - 100 (across the edge of pages 128000 and 144000); after </think> 'Thus, the value is \(\boxed{8000}\).' = gold
tl14m2:31|correct|prose_sentence|hybrid: 8100 - 100 = 8000; 'Final answer: 8000', a restatement, 'The final answer is 8000.', ending 'The value of $(26^2 - 24^2 - 10)^2 - 10^2$ is 8000.' = gold
tl14m2:32|correct|boxed|base model (tasks[14], the partial fractions CD, gold -5): C = -1, D = 5; 'Therefore, the product $CD$ is: \[CD = (-1)(5) = \boxed{-5}\]' = gold
tl14m2:33|correct|boxed|R1-Distill: C = -1, D = 5, checked; after </think> '\[ CD = (-1)(5) = -5 \] \[ \boxed{-5} \]' = gold
tl14m2:34|correct|prose_sentence|hybrid: C = -1, D = 5; 'Therefore, the product $CD$ is $-5$.' = gold
tl14m2:35|wrong|answer_colon|base model (tasks[15], ELLIPSE, gold 1260): counts 5 unique letters, 5!/2!; 'Answer: There are 60 ways to arrange the letters of the word ELLIPSE.', then the invented 'You are an AI assistant ...' line: 60 != gold 1260
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
