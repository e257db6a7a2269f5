__doc__ = r"""Build public_heldout78.jsonl: a 78th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its `accuracy` / `correct_count` blocks, none on these pages)
were not used to label.

87 records, all MATH-500: 22 consecutive pages (848000-1184000) of the Qwen2.5-14B file of the
repository rounds 72, 74 and 76 read, taken on from where round 76 stopped (tasks[70] hybrid_model,
then tasks[71]-tasks[98] all three models, tasks[99] base and thinking). Three or four whole
completions a page, as the earlier rounds found.

Method (round 76's): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_q14m_{848000,864000,...,1184000}.txt); a script decoded that display form once into the
page text (pages/*.page) and checked its length against the page size (16,000 each;
tools/decode_pages.py). Page 848000 was read again (as asked); the re-read was compared by reading
with round 76's paste of the same page (/tmp/rounds/real76/pages/tl_q14m_848000.txt, same commit
and offset: the same opening 'iable by dividing', the same '\(\boxed{22}\)' loop and the same cut
'that is not in the d'), and that paste was reused, not retyped; it decodes to 16,000 characters
with the same count as in round 76 (165) and byte for byte to round 76's page 848000. Long verbatim
loops were NOT retyped: one copy of the loop unit was pasted between markers and the marker where
the further copies go was replaced by that unit a whole number of times, the number fixed by the
page length (each page decodes to exactly 16,000 characters for exactly one count per marker, every
count 0-300 tried for every marker, pairs of counts on the pages with two markers, arithmetically
and then by a full decode; no page here needed a second read). The counts (further copies after the
pasted one; unit length in characters): 848000 xyz hybrid '\(\boxed{22}\)' line 165 (21; round
76's); 864000 none; 880000 PQR hybrid 'The measure of \(\angle PQR\) is \(\boxed{128^\circ}\).
\boxed{128^\circ}' pair 46 (89); 896000 distance hybrid whole solution 1 (1831); 912000 none; 928000
polygon hybrid 'However, upon further reflection ... \(\boxed{8}\).' block 2 (661) and remainder
hybrid 'However, to ensure accuracy ... However, upon rechecking ... \(\boxed{-13x + 3}\).' pair of
blocks 1 (674); 944000 none; 960000 matrix hybrid 'However, since ... In conclusion ... The final
answer is F_27 + F_31 + F_40 ...' block 1 (1300) and the same block without its last paragraph,
ending on a single newline, 2 (967); 976000 none; 992000 a+b+m hybrid whole solution 2 (1052);
1008000 six-cars hybrid 'We can use ... This seems to be consistent ... We can think ... This
seems to be the correct approach.' block 2 (1106); 1024000 fraction hybrid 'To determine what
fraction ... \boxed{\frac{1}{8}}' block 9 (465); 1040000 the same fraction block 1 (465) and
cookies hybrid 'To solve this problem, we can use the stars and bars theorem ... The answer is 28.'
block 4 (1000); 1056000 curve hybrid 'To determine the type of curve ... The answer is
\(\boxed{E}\).' block 2 (1213); 1072000 none; 1088000 none; 1104000 angle hybrid 'To find the angle
ABC ... The final answer is 60 degrees.' block 3 (1095); 1120000 10^x hybrid 'To solve the equation
... \boxed{4}' block 3 (854); 1136000 polygon hybrid 'To find the number of sides ... Thus, the
polygon has 15 sides. ' block 7 (635); 1152000 BH hybrid 'However, since the problem asks for a
mixed number ... In conclusion ... \( \boxed{3\sqrt{2}} \).' block 3 (764); 1168000 2003rd-term
hybrid 'To find the 2003rd term ... The final answer is \boxed{4005}.' block 1 (1420) and
probability hybrid 'However, to express this as a fraction ... is 33/100.' block 14 (259);
1184000 the same probability block 6 (259). One paste was corrected by its length check: on 1136000
the BH thinking model's 'Wait, maybe F0 is not the reflection ...' paragraph was first pasted with
the following paragraph ('Alternatively, maybe F0 is the direction vector. ...') and the sentences
between them left out, so the page had no count that fits (11,005 characters besides the loop, 550
over a whole count of the 635-character unit); the display read shows the two paragraphs, and with
them pasted as shown the page decodes to 16,000 with count 7. The length check checks each unit as
pasted and the counts; it does not otherwise check the loops. The pages were joined in file order
(848000-1199999), so a completion crossing an edge is taken whole. Each record's `r` was cut out of
the joined page text by script (the JSON string body as the file holds it between its field's
opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the build;
tools/extract_q14m.py), never retyped.

Edges: page 848000 opens inside tasks[69] hybrid_model (round 76 holds it whole as its tl14m 27):
not taken. The last page read (1184000) cuts tasks[99] hybrid_model: not taken. Every other
completion on the pages read is taken (the two on page 848000 that round 76 already holds are
dropped as repeats, below).

Loops: pasted once and expanded to the count the page length requires (above); none dropped.
Labels of looping answers follow the loop convention (below).

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl: rounds 1-77 and the
round-79 file already there, 18,818 distinct texts, by script, reading no labels; tools/golds_repeats.py) and with the others of this
round: tasks[70].model_answers.base_model and tasks[70].model_answers.thinking_model repeat round
76's tl14m 28 and 29 (public_heldout76.jsonl) and were dropped; nothing else repeats. The kept
records are numbered again in file order (0-86).

Not taken: qwen2.5-14b_math500 tasks[69].model_answers.hybrid_model (cut by the first page read;
round 76 holds it), tasks[99].model_answers.hybrid_model (cut by the last page read), and tasks[70]
base_model and thinking_model (repeats of round 76).

Repositories (87 records): thaotnguyen/thinking-llms-interp 87 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: MATH 87 (29 base_model, 29 thinking_model, 29 hybrid_model; tasks[70] hybrid only,
tasks[71]-tasks[98] all three, tasks[99] base and thinking). Prompt format: long_cot 87 (no tag
format asked for: base and hybrid models write free prose or steps; the thinking model (R1-Distill)
writes its reasoning, '</think>' and a boxed solution; the file stores the completion after the
prompt's opening '<think>'). Tag format: 0.
Truths: correct 62, wrong 16, no_answer 9. Forms: boxed 47, prose_sentence 22, truncated 8,
answer_colon 4, final_answer_phrase 4, answer_is 1, none 1 (the base model that stops before
solving). 4 debatable (tl14m 18, 30, 33, 39).

Truths by model: base_model (Qwen2.5-14B, a BASE model; some of its answers end with the invented
system-prompt line 'You are an AI assistant that helps people find information...', which does not
count; 4 of them: 22, 37, 58, 73) 18 correct, 10 wrong, 1 no_answer (19: it sets up the equations and stops); thinking_model
(DeepSeek-R1-Distill-Qwen-14B) 22 correct (8, 32, 41 and 83 close their thinking on a **Final
Answer** box, the summary after '</think>' cut), 0 wrong, 7 no_answer (all cut by the generation
limit inside the think block; 20, 38 and 86 had reached the gold value in their working);
hybrid_model 22 correct, 6 wrong, 1 no_answer (33, a retracted last box) (most of its answers are cut by the generation limit
inside a verbatim loop of an answer line or a whole solution).

Selection (records as they come, in file order, not by how hard they look):
* thaotnguyen/thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json at
  0c6c09b9 (tl14m: pages 848000-1184000 joined, 352,000 of 3,995,770 characters; 332 tasks in all):
  tasks[70] hybrid_model, tasks[71]-tasks[98] base_model, thinking_model, hybrid_model each,
  tasks[99] base_model and thinking_model (MATH-500 test lines 238-267, 0-based, in the file's
  order: domain of 1/(|..| + |..|), two parallelograms, PT parallel to QR, distance to a parabola,
  bi-monthly bond, triangle sides 1 and 3, polygon 1070 degrees, remainder mod x^2 - 1, twelve
  friends, p(3)/p(4), A^27 + A^31 + A^40, odd t mod 23, a + b + m, six cars, max of 4(x+7)(2-x),
  3 inches of 2 feet, cookies, r^2 cos 2 theta = 4, 1/5 * 8/7 / 12/20, cube of 1 cubic foot,
  marbles 4:3, 5 + sqrt 3, angle ABC, inscribed angle B, 10^x - 10 = 9990, 6.5 times exterior,
  BH mixed number, 2003rd odd number, multiple of 3, tangents HO and HN); record number = place in
  that order after the repeats were dropped (0-86).

Label conventions (rounds 74 and 76): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one whose only final answer is retracted before the cut (round
6x's 'the 0 is retracted, no final answer'); equal in value but written differently is correct
(here '\$32,348' for \$32,\!348, '1/8' for \frac 18, '33/100' for \dfrac{33}{100}, '(E) Hyperbola'
and '\boxed{E}' for \text{(E)}, '864 square inches' for 864 \mbox{ inches}^2, '120 degrees' for
120^\circ); labels are against the gold as given. Text after the committed answer (an invented
system-prompt line, a restarted solution cut before a new value) does not count. Loop convention: a
response that states its answer and then repeats it (or its whole solution) verbatim until cut
mid-copy is labelled by the stated, never-contradicted value. R1 rule: an R1-Distill answer cut
inside its think block, before '</think>' and before a **Final Answer** line, is no_answer even
where its working has reached a value; one whose **Final Answer** box closes the thinking and whose
summary after '</think>' is then cut is labelled by that box.

Debatable: tl14m 18 (polygon hybrid: each loop block opens 'However, upon further reflection, it
seems there was an error in the initial calculation. Let's correct this:' and re-derives and boxes
8; the string ends on that opening sentence alone: labelled correct by the loop convention; read
as a retraction of 8 it would be no_answer). tl14m 30 (matrix hybrid: its answer is 'F_27 + F_31 +
F_40', a sum of Fibonacci numbers it never evaluates, from wrong eigenvalues: labelled wrong (a
stated answer that is not the gold matrix); read as no value at all it would be no_answer). tl14m
33 (odd-t hybrid: boxes 4, then 11 three times, each time followed by 'we realize that t = 11 does
not satisfy the condition', cut in a fourth attempt at 'Step 19': labelled no_answer (its last box
retracted, no new value); a reader taking the last box would say wrong). tl14m 39 (six-cars hybrid:
540 = gold, then 'this answer seems incorrect' and 'still seems too high', then a verbatim loop of
'Total arrangements = 729 - 192 + 3 = 540.' blocks calling it 'the correct approach', cut mid-word:
labelled correct by its last stated, reaffirmed value; the earlier doubts are not retractions with a
new value).

Golds: MATH = the `answer` of the math500/test.jsonl problem that opens with the record's problem
words (the first 120 characters: 70 match two problems, tasks[73]'s distance to a parabola), checked
equal to the file's own `correct_answer` (all 30 tasks found, all equal; tools/golds_repeats.py and
the build both check).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json 848000
(read again; round 76's paste reused, above), 864000, 880000, 896000, 912000, 928000, 944000,
960000, 976000, 992000, 1008000, 1024000, 1040000, 1056000, 1072000, 1088000, 1104000, 1120000,
1136000, 1152000, 1168000, 1184000 (22 pages). Nothing else was read.

Leads for a later round: the same file from 1184000 (re-read it to join tasks[99] hybrid_model;
tasks[100]-tasks[331] unread, MATH-500 lines 268 on), about four whole completions a page; the
qwen2.5-32b file from 112000 (tasks[11] hybrid, tasks[12]-[17]) and the GSM8K files (qwen2.5-math-
1.5b, llama-3.1-8b from 16000) were not reached this round.

Usage: python build_public_heldout78.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout78.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout78.jsonl"
SOURCE = "public_heldout78"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 848000-1184000 joined (352,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|boxed|hybrid (tasks[70], domain of 1/(|x^2+3x-4|+|x^2+9x+20|), gold -4): both quadratics vanish only at -4, '\( \boxed{-4} \)', then three 'However, to ensure / to be thorough / to confirm ...' paragraphs, each closing 'Thus, the real value of \( x \) ... is \( \boxed{-4} \).', repeated verbatim until cut at 'domain of \( f' (across the edge of pages 848000 and 864000): -4 = gold (loop convention)
tl14m:1|wrong|boxed|base model: distances between parallel lines taken as the area, d = 3c, a = 2, b = 3, c = 3; '\(\boxed{17}\)' (gold 16)
tl14m:2|no_answer|truncated|R1-Distill: cut inside its thinking at 'Since a,' while deriving the area formula; no value (R1 rule)
tl14m:3|wrong|boxed|hybrid: a determinant 'area' gives ad = 45, bc = 27; 'The final answer is 26.' and '\boxed{26}', then a restarted solution cut at 'If \(a = ' (across the edge of pages 864000 and 880000) before any new value: 26 (gold 16)
tl14m:4|wrong|prose_sentence|base model: x + 2x + 128 = 180; 'the measure of $\angle PQR$ is $\frac{52}{3}$ degrees.' (gold 116)
tl14m:5|no_answer|truncated|R1-Distill: cut inside its thinking at 'adjacent to the x degrees' after several contradictory tries (60, -8, 0); no value (R1 rule)
tl14m:6|wrong|boxed|hybrid: takes the 128 degree label as angle PQR; '\(\boxed{128^\circ}\)', then 'The measure of \(\angle PQR\) is \(\boxed{128^\circ}\). \boxed{128^\circ}' 47 times, cut at '\(\boxed' (gold 116)
tl14m:7|wrong|prose_sentence|base model: miscomputes f(4) = 49 (it is 17); 'so $a^2=49$.' (gold 17)
tl14m:8|correct|boxed|R1-Distill: f(4) = 17, its thinking closes '**Final Answer** The value of \(a^2\) is \boxed{17}.', the summary after </think> is cut at '\right': labelled by that box (R1 rule) = gold
tl14m:9|correct|boxed|hybrid: f(+-4) = 17; 'The final answer is \( \boxed{17} \).', '\boxed{17}' and '\(\boxed{17}\)' in each of 2 whole verbatim copies of its solution, cut in a third at '+ 81 = ': 17 = gold (loop convention)
tl14m:10|wrong|prose_sentence|base model: claims to iterate 30 periods, 'approximately 27,070.48', '... rounded to the nearest whole number, is 27,070.' (gold \$32,\!348)
tl14m:11|correct|boxed|R1-Distill: 24,000 x 1.01^30 = 32,348.40; after </think> 'A \approx \boxed{32,\!348}' = gold
tl14m:12|correct|prose_sentence|hybrid: 24,000 x 1.347848915 = 32,348.37; 'the total amount in the investment after five years is \$32,348.' = gold \$32,\!348 (comma without the gold's \! spacing); its working shows a U+FFFD where an approximately-equal sign stood
tl14m:13|wrong|answer_colon|base model: 2 < x < 4 but 'the possible values for x are 3 and 4'; 'Answer: The length of the third side can be either 3 units or 4 units.': a hedge between 3 and 4 (gold 3)
tl14m:14|correct|boxed|R1-Distill: 2 < c < 4; after </think> 'the length of the third side is \(\boxed{3}\) units.' = gold
tl14m:15|correct|boxed|hybrid: '\(\boxed{3}\) units.' then a check ending 'confirming that the third side is indeed 3 units long.' = gold
tl14m:16|correct|answer_colon|base model: 7.94 < n < 8.94; 'Answer: There would be 8 sides in the convex polygon.' = gold
tl14m:17|correct|boxed|R1-Distill: n = 8, missing angle 10; after </think> 'the convex polygon has \(\boxed{8}\) sides.' = gold
tl14m:18|correct|boxed|debatable: hybrid: 'The final answer is 8.', a stepwise solution ending '\(\boxed{8}\)', then 'However, upon re-evaluating ...' and 3 whole verbatim 'However, upon further reflection, it seems there was an error in the initial calculation. Let's correct this: ... The polygon has 8 sides. The final answer is \(\boxed{8}\).' blocks; the string ends on that block's opening sentence alone (across the edge of pages 912000 and 928000): 8 = gold (loop convention); read as a retraction of 8 it would be no_answer
tl14m:19|no_answer|none|base model: sets f(x) = (x^2-1)q(x) + ax + b, 'f(1) = a + b and f(-1) = -a + b. We can solve these two equations to find $a$ and $b$.' and the string ends: no value (gold -13x+3)
tl14m:20|no_answer|truncated|R1-Distill: f(1) = -10, f(-1) = 16, 'R(x) = -13x +3', then cut inside its thinking at 'see if it matches' (no </think>, no Final Answer; R1 rule)
tl14m:21|correct|boxed|hybrid: '\(\boxed{-13x + 3}\)', then 'However, upon reviewing ... there was an error ... Let's correct this' blocks that recompute the same values and box -13x + 3 again, then 'upon rechecking, it seems the initial calculations were correct' / 'to ensure accuracy, let's recompute' blocks verbatim, cut at '\(\boxed{-13x': never another value, -13x + 3 = gold (loop convention)
tl14m:22|correct|prose_sentence|base model: ratio 3:2, 3/2 = 12/x, x = 8; 'The friends should have ordered 8 meals to have just enough food for the 12 of them.' = gold, then the invented system-prompt line ('You are an AI assistant that helps people find information...') that does not count
tl14m:23|correct|boxed|R1-Distill: 12 / 1.5 = 8; after </think> 'they should have ordered \boxed{8} meals.' = gold
tl14m:24|wrong|boxed|hybrid: treats the food as 18 meals and the need as 12 meals; 'the answer is 12 meals' and '\boxed{12}' (gold 8)
tl14m:25|wrong|boxed|base model: takes the product of the roots as 3; '\boxed{\frac{12}{13}}.$. The answer is \frac{12}{13}' (gold \frac{10}{11})
tl14m:26|correct|boxed|R1-Distill: p(x) = x^2 - 8x + 5; after </think> '\boxed{\dfrac{10}{11}}' = gold (\dfrac)
tl14m:27|correct|boxed|hybrid: '\boxed{\frac{10}{11}}' in each of two solutions (the second in \( \) form), the string ending '$\boxed{\frac{10}{11}}$' = gold
tl14m:28|wrong|boxed|base model: a wrong A^2 gives A^4 = A; '\boxed{\begin{pmatrix} 21 & 50 \\ -8 & -20 \end{pmatrix}}' (gold -I)
tl14m:29|no_answer|truncated|R1-Distill: Cayley-Hamilton A^2 = A - I, cut inside its thinking at 'This is a linear recurrence relation. So,' before any matrix (R1 rule)
tl14m:30|wrong|final_answer_phrase|debatable: hybrid: a wrong characteristic polynomial (lambda^2 - lambda - 1) and 'lambda1^n + lambda2^n = F_n'; 'The final answer is F_27 + F_31 + F_40.' in a verbatim loop of 'However, since ... To provide ... In conclusion ...' blocks, cut at 'the sum of the' (across the edge of pages 960000 and 976000): the stated answer is an unevaluated sum of Fibonacci numbers, not the gold matrix -I; read as no value at all it would be no_answer
tl14m:31|correct|boxed|base model: (t+1)^2 = 2, t = 4 or 17, odd; 't = \boxed{17}' = gold
tl14m:32|correct|boxed|R1-Distill: t = 17, 17 x 19 = 323 = 1 mod 23; its thinking closes '**Final Answer** The unique odd integer \( t \) is \boxed{17}.', the summary after </think> is cut at '\pmod{23': labelled by that box (R1 rule) = gold
tl14m:33|no_answer|truncated|debatable: hybrid: a wrong square root (10^2 = 8 mod 23) gives '\( \boxed{4} \)', 'not odd', then '\( \boxed{11} \)' three times, each followed by 'we realize that \( t = 11 \) does not satisfy the condition. We need to re-evaluate our approach.', cut at 'Step 19' in a fourth attempt: its last box is retracted and no new value comes (gold 17); a reader taking the last box would say wrong
tl14m:34|correct|prose_sentence|base model: a = 4, b = 12, m = -3; 'So, the value of $a + b + m$ is 13.' = gold
tl14m:35|correct|boxed|R1-Distill: after </think> 'The value of \(a + b + m\) is \(\boxed{13}\).' = gold
tl14m:36|correct|final_answer_phrase|hybrid: 'Therefore, the value of a + b + m is 13.' and 'The final answer is 13.' in its first solution and in each of 4 whole copies that follow, cut in a fifth copy at '- The y': 13 = gold (loop convention)
tl14m:37|wrong|answer_colon|base model: 3 x 2 x 1 x 27; 'Answer: There are 162 ways to stack up the cars so that all three lanes are occupied.' (gold 540), then the invented system-prompt line that does not count
tl14m:38|no_answer|truncated|R1-Distill: inclusion-exclusion gives 540 twice, then cut inside its thinking at 'The number of such partitions is equal to' (no </think>, no Final Answer; R1 rule)
tl14m:39|correct|prose_sentence|debatable: hybrid: 'Therefore, there are 540 ways ...', then 'However, this answer seems incorrect ...', 3! x S(6,3) = 540 'still seems too high', then 'Total arrangements = 729 - 192 + 3 = 540.' blocks ('This seems to be consistent' / 'This seems to be the correct approach') verbatim until cut at 'However, let': its last stated value 540 = gold, reaffirmed after the doubts, never replaced
tl14m:40|correct|boxed|base model: vertex x = -5/2; '= \boxed{81}$. The answer is 81' = gold
tl14m:41|correct|boxed|R1-Distill: f(-2.5) = 81; its thinking closes '**Final Answer** The maximum value is \boxed{81}.', the summary after </think> is cut at '-\frac{-20}{2(-4)}': labelled by that box (R1 rule) = gold
tl14m:42|correct|prose_sentence|hybrid: 'Therefore, the maximum value of the function is 81. Answer: 81', then vertex, calculus, AM-GM and 'In conclusion' paragraphs each ending 'Therefore, the maximum value of the function is 81.', repeated verbatim until cut at 'In': 81 = gold (loop convention)
tl14m:43|correct|prose_sentence|base model: 3/24 = 1/8; 'So, 3 inches is 1/8 of 2 feet.' = gold \frac{1}{8}
tl14m:44|correct|boxed|R1-Distill: after </think> '\boxed{\dfrac{1}{8}}' = gold (\dfrac)
tl14m:45|correct|boxed|hybrid: 'The final answer is 1/8.' and '\boxed{\frac{1}{8}}', then 'To determine what fraction ... The final answer is 1/8. \boxed{\frac{1}{8}}' 13 times, the string ending after a whole copy (across the edge of pages 1024000 and 1040000) = gold
tl14m:46|correct|prose_sentence|base model: C(8, 2) = 28; 'There are 28 different assortments of six cookies ...' = gold
tl14m:47|correct|boxed|R1-Distill: after </think> '\(\boxed{28}\)' = gold
tl14m:48|correct|answer_is|hybrid: 'The final answer is 28.', then 'To solve this problem, we can use the stars and bars theorem ... The answer is 28.' 7 whole times, cut in an eighth at 'the stars and' (across the edge of pages 1040000 and 1056000): 28 = gold (loop convention)
tl14m:49|correct|prose_sentence|base model: x^2 - y^2 = 4; 'Therefore, the correct option is (E) Hyperbola.' = gold \text{(E)}
tl14m:50|correct|boxed|R1-Distill: after </think> '\boxed{E}' = gold \text{(E)} (the letter)
tl14m:51|correct|boxed|hybrid: 'The answer is \(\boxed{E}\).' in each of 4 whole copies of its solution, cut in a fifth mid-equation: E = gold \text{(E)} (loop convention)
tl14m:52|correct|final_answer_phrase|base model: 160/420 = 8/21; 'Final answer: $\frac{8}{21}$' = gold
tl14m:53|correct|boxed|R1-Distill: after </think> '\(\boxed{\dfrac{8}{21}}\)' = gold (\dfrac)
tl14m:54|correct|boxed|hybrid: 'the simplified form of the expression is $\frac{8}{21}$', a stray '```', a stepwise solution and 'The final answer is \(\boxed{\frac{8}{21}}\).' then a closing '```' = gold
tl14m:55|correct|prose_sentence|base model: side 12 inches; 'Therefore, the total surface area of the cube is 144 * 6 = 864 square inches.' = gold 864 \mbox{ inches}^2
tl14m:56|correct|boxed|R1-Distill: after </think> '\(\boxed{864}\) square inches.' = gold 864 \mbox{ inches}^2 (unit in words)
tl14m:57|correct|boxed|hybrid: 'the total surface area of the cube is 864 square inches.' and '\boxed{864}' = gold 864 \mbox{ inches}^2
tl14m:58|correct|prose_sentence|base model: Y = 12, B = 16; 'So, there were 16 blue marbles in the bag before adding more.' = gold, then the invented system-prompt line that does not count
tl14m:59|correct|boxed|R1-Distill: x = 4, 4x = 16; after </think> '\boxed{16}' = gold
tl14m:60|correct|boxed|hybrid: 'The answer is 16 blue marbles. \boxed{16}', a stepwise solution, '**Final Answer:** \boxed{16} The number of blue marbles in the bag before adding more is 16.' and an explanation list (complete) = gold
tl14m:61|correct|prose_sentence|base model: calls sqrt 3 the 'imaginary part' but 'So, the product is $5^2 - (\sqrt{3})^2 = 25 - 3 = 22$.' = gold
tl14m:62|correct|boxed|R1-Distill: after </think> '\(\boxed{22}\)' = gold
tl14m:63|correct|boxed|hybrid: '\(\boxed{22}\)' after the first solution and after each of many rephrased verification paragraphs, cut at 'Apply the difference of squares formula': never another value, 22 = gold
tl14m:64|wrong|boxed|base model: a wrong dot product (-31 for -27) gives cos = -31/54; '\angle ABC = \boxed{125^\circ}' (gold 120^\circ)
tl14m:65|correct|boxed|R1-Distill: cos = -27/54 = -0.5; after </think> '\(\boxed{120}\) degrees.' = gold 120^\circ (degrees in words)
tl14m:66|wrong|final_answer_phrase|hybrid: uses AB (not BA) with BC, cos = 1/2; 'The final answer is 60 degrees.' in each of 5 whole copies of its solution, cut in a sixth at 'Vector AB is' (gold 120^\circ)
tl14m:67|correct|prose_sentence|base model: angle C = 90; 'So, $\angle B$ is 76 degrees.' = gold 76^\circ
tl14m:68|correct|boxed|R1-Distill: after </think> '\(\boxed{76}\) degrees.' = gold 76^\circ
tl14m:69|correct|boxed|hybrid: 'The final answer is 76 degrees.', a stepwise solution, 'The final answer is \( \boxed{76} \).' and a closing '```' (across the edge of pages 1104000 and 1120000) = gold 76^\circ
tl14m:70|correct|prose_sentence|base model: 10^x = 10^4; 'So, $x$ is equal to 4.' = gold
tl14m:71|correct|boxed|R1-Distill: after </think> '\(\boxed{4}\)' = gold
tl14m:72|correct|boxed|hybrid: 'the final answer is \(x = 4\).' and '\boxed{4}' in each of 6 whole copies of its solution, cut in a seventh at '9990 + ': 4 = gold (loop convention)
tl14m:73|correct|prose_sentence|base model: exterior 24, n = 15; 'So, the polygon has 15 sides.' = gold, then the invented system-prompt line that does not count
tl14m:74|correct|boxed|R1-Distill: after </think> 'the polygon has \(\boxed{15}\) sides.' = gold
tl14m:75|correct|prose_sentence|hybrid: 'Therefore, the polygon has 15 sides.' ... 'Thus, the polygon has 15 sides.', then the 'To find the number of sides ... Thus, the polygon has 15 sides. ' block 8 whole times, cut in a ninth at '156 + 24 = 18': 15 = gold (loop convention)
tl14m:76|wrong|prose_sentence|base model: BH = BE + EH = 5 + sqrt 34; 'Therefore, BH = 5 + 0.83 = 5 83/100.' (gold 1\frac{4}{5})
tl14m:77|no_answer|truncated|R1-Distill: still reading the Asymptote code, cut inside its thinking at 'would give F at (9 - 3, ' (across the edge of pages 1136000 and 1152000); no value (R1 rule)
tl14m:78|wrong|boxed|hybrid: H taken as G, BH = 3\sqrt{2}; '\( \boxed{3\sqrt{2}} \)' after noting it is not a mixed number, then 'However, since the problem asks for a mixed number ... In conclusion ... \( \boxed{3\sqrt{2}} \).' blocks verbatim until cut at 'as per the problem' (gold 1\frac{4}{5})
tl14m:79|correct|prose_sentence|base model: 1 + 2002 x 2; 'Therefore, the 2003rd term of the sequence of odd numbers is 4005.' = gold
tl14m:80|correct|boxed|R1-Distill: after </think> '\(\boxed{4005}\)' = gold
tl14m:81|correct|boxed|hybrid: '\boxed{4005}' and 'The final answer is \boxed{4005}.' in each of its whole solution copies (across the edge of pages 1152000 and 1168000), cut at the first sentence of another: 4005 = gold (loop convention)
tl14m:82|correct|prose_sentence|base model: floor(100/3) = 33; 'the probability of selecting a multiple of 3 is 33/100, or 0.33.' = gold \dfrac{33}{100} (33/100 and 0.33 equal)
tl14m:83|correct|boxed|R1-Distill: its thinking closes '**Final Answer** The probability is \boxed{\dfrac{33}{100}}.', the summary after </think> is cut at 'since 3': labelled by that box (R1 rule) = gold
tl14m:84|correct|prose_sentence|hybrid: 'So, the final answer is 33/100.', then 'However, to express this as a fraction in its simplest form ... Therefore, the probability that the number is a multiple of 3 is 33/100.' 23 whole times (across the edge of pages 1168000 and 1184000), cut in another at 'write it as 33': 33/100 = gold \dfrac{33}{100} (loop convention)
tl14m:85|correct|answer_colon|base model: two right angles in JONH; 'Answer: The sum of the measures of angles J and H is 180 degrees.' = gold 180^\circ
tl14m:86|no_answer|truncated|R1-Distill: reaches 'the sum of the other two angles at J and H must also be 180 degrees' in its working, then cut inside its thinking at 'circle J with radius 3, and another' while reading the Asymptote code (no </think>, no Final Answer; R1 rule)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
