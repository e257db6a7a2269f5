r"""Build public_heldout76.jsonl: a 76th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its `accuracy` / `correct_count` blocks) were not used to label.

30 records, all MATH-500: 9 consecutive pages (720000-848000) of the Qwen2.5-14B file of the
repository rounds 72 and 74 read, taken on from where round 74 stopped (tasks[60] hybrid_model, then
tasks[61]-tasks[70]). Three or four whole completions a page, as rounds 72 and 74 found.

Method (round 74's): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_q14m_{720000,736000,...,848000}.txt); a script decoded that display form once into the
page text (pages/*.page) and checked its length against the page size (16,000 each;
tools/decode_pages.py). Page 720000 was read again (as asked); the re-read was compared by reading
with round 74's paste of the same page (/tmp/rounds/real74/pages/tl_q14m_720000.txt, same commit and
offset: the same opening 'like \\( z = c \\)', the same cylinder loop and the same cut 'we can see
th'), and that paste was reused, not retyped; it decodes to 16,000 characters with the same count
as in round 74 (4) and byte for byte to round 74's page 720000. Long verbatim loops were NOT retyped:
one copy of the loop unit was pasted between markers and the marker where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (each page
decodes to exactly 16,000 characters for exactly one count per marker, every count 0-300 tried for
every marker, arithmetically and then by a full decode; no page here needed a second read). The
counts (further copies after the pasted one; unit length in characters): 720000 cylinder hybrid
paragraph 4 (1087; round 74's); 736000 Yann hybrid 'To determine the number of different
combinations ... \boxed{90}' block 6 (936); 752000 none; 768000 Amy hybrid 'However, there seems to
be a mistake ...' block 3 (769) and omega base model align line 51 (90); 784000 omega hybrid
'However, since the problem asks ... \boxed{998.5}' block 8 (383) and vectors hybrid 'The final
answer is \boxed{30} degrees.' line 49 (44); 800000 the same vectors line 90 (44) and g(x) hybrid
whole solution 1 (1822); 816000 0.7-0.4+0.2 hybrid solution block 1 (1719); 832000 trig hybrid
'Alternatively ... \boxed{12}' paragraph 14 (324); 848000 xyz hybrid '\(\boxed{22}\)' line 165
(21). One paste was corrected by its length check: on 832000 the xyz thinking model's last line
was first pasted with a doubled '\\(' ('is \\(\\(\\boxed{22}'; the page then missed a whole count by
3 characters); the display read shows a single '\\(', and with it the page decodes to 16,000 with
count 14. The length check checks each unit as pasted and the counts; it does not otherwise check
the loops. The pages were joined in file order (720000-863999), so a completion crossing an edge is
taken whole. Each record's `r` was cut out of the joined page text by script (the JSON string body
as the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; tools/extract_q14m.py), never retyped.

Edges: page 720000 opens inside tasks[59] hybrid_model (its opening is on page 704000, read by round
74, which holds it as tl14m 99): not taken. The last page read (848000) cuts tasks[70]
hybrid_model: not taken. Every other completion on the pages read is taken (the two on page 720000
that round 74 already holds are dropped as repeats, below).

Loops: as round 74: pasted once and expanded to the count the page length requires (above); none
dropped. Labels of looping answers follow the loop convention (below).

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 18,495
distinct texts, by script, reading no labels; tools/golds_repeats.py) and with the others of this
round: tasks[60].model_answers.base_model and tasks[60].model_answers.thinking_model repeat round
74's tl14m 100 and 101 (public_heldout74.jsonl) and were dropped; nothing else repeats. The kept
records are numbered again in file order (0-29).

Not taken: qwen2.5-14b_math500 tasks[59].model_answers.hybrid_model (cut by the first page read;
round 74 holds it), tasks[70].model_answers.hybrid_model (cut by the last page read), and
tasks[60] base_model and thinking_model (repeats of round 74).

Repositories (30 records): thaotnguyen/thinking-llms-interp 30 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: MATH 30 (10 base_model, 10 thinking_model, 10 hybrid_model; tasks[60] hybrid only,
tasks[61]-tasks[69] all three, tasks[70] base and thinking). Prompt format: long_cot 30 (no tag
format asked for: base and hybrid models write free prose or steps; the thinking model (R1-Distill)
writes its reasoning, '</think>' and a boxed solution; the file stores the completion after the
prompt's opening '<think>').
Truths: correct 23, wrong 3, no_answer 4. Forms: boxed 21, prose_sentence 4, truncated 4,
answer_colon 1. 2 debatable (tl14m 0, 12).

Truths by model: base_model (Qwen2.5-14B, a BASE model; 1 of its answers (1) ends with the invented
system-prompt line 'You are an AI assistant that helps people find information...', which does not
count) 7 correct, 2 wrong, 1 no_answer; thinking_model (DeepSeek-R1-Distill-Qwen-14B) 7 correct
(17 closes its thinking on a **Final Answer** box, the summary after '</think>' cut), 0 wrong,
3 no_answer (all cut by the generation limit inside the think block; 5 and 23 (numerically) had reached
the gold value); hybrid_model 9 correct, 1 wrong, 0 no_answer (most of its answers are cut by the generation
limit inside a verbatim loop of an answer line or a whole solution).

Selection (records as they come, in file order, not by how hard they look):
* thaotnguyen/thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json at
  0c6c09b9 (tl14m: pages 720000-848000 joined, 144,000 of 3,995,770 characters; 332 tasks in all):
  tasks[60] hybrid_model, tasks[61]-tasks[69] base_model, thinking_model, hybrid_model each,
  tasks[70] base_model and thinking_model (MATH-500 test lines 228-238, 0-based, in the file's order:
  d_1^2 + d_2^2 + d_3^2 = 36, Yann and Camille, max of e, Amy Ben Chris, omega^1997 sum, smallest
  angle from a x b, sum of roots of g, 0.7 - 0.4 + 0.2 repeating, 1/cos^2 10 + ..., x + y + z from
  xy xz yz, domain of 1/(|..| + |..|)); record number = place in that order after the repeats were
  dropped (0-29).

Label conventions (round 74's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '998.5' for
\frac{1997}{2}, '30' and '30^\circ' for 30^\circ, '\dfrac{5}{9}' and '\frac{5}{9}' for \frac 59);
labels are against the gold as given. Text after the committed answer (an invented system-prompt
line, a restarted solution cut before a new value) does not count. Loop convention: a response
that states its answer and then repeats it (or its whole solution) verbatim until cut mid-copy is
labelled by the stated, never-contradicted value (tl14m 3, 9, 12, 15, 18, 21, 24, 27 correct).
R1 rule: an R1-Distill answer cut inside its think block, before '</think>' and before a **Final
Answer** line, is no_answer even where its working has reached a value; one whose **Final Answer**
box closes the thinking and whose summary after '</think>' is then cut (or absent) is labelled by
that box (tl14m 17).

Debatable: tl14m 0 (d_1^2 hybrid: a wrong expansion gives cross terms, it 'can approximate' by a
sphere of radius 6 and calls the volume 'approximately 288\pi', then boxes 288\pi three times (the
last after 'The eigenvalues of the matrix are 1, 1, and 1'), and a further 'However, to ensure the
most accurate result' paragraph is cut before any value: labelled correct by its boxed, never
changed 288\pi; read as a hedge ('approximately') it would be wrong). tl14m 12 (omega hybrid:
asserts without derivation that the sum 'is equal to 998.5' and boxes 998.5 in every copy of its
loop: labelled correct as equal in value to the gold \frac{1997}{2}; a reader asking for the
fraction form, or discounting an unsupported value, would differ).

Golds: MATH = the `answer` of the math500/test.jsonl problem that opens with the record's problem
words, checked equal to the file's own `correct_answer` (all 11 tasks found, all equal;
tools/golds_repeats.py and the build both check).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json 720000
(read again; round 74's paste reused, above), 736000, 752000, 768000, 784000, 800000, 816000,
832000, 848000 (9 pages). Nothing else was read.

Leads for a later round: the same file from 848000 (re-read it to join tasks[70] hybrid_model;
tasks[71]-tasks[331] unread, MATH-500 lines 239 on), about three or four whole completions a page;
the loops paste quickly with the marker method, but pages holding a unit of length 1 (runs of
zeros) beside another loop need a second read to fix the counts. The older leads stand:
benchmark_results_llama-3.1-8b_gsm8k.json from 16000 (re-read it to join John's hybrid_model), the
qwen2.5-32b / qwen2.5-math-1.5b / r1-distill-qwen-32b benchmark_results files beside it,
hybrid-2/results/, pruksmhc/gsm8k_minimal_rl rollout_ckpt_200 from 864000, cppywh/mini-deepseek-r1-
zero Instruct-Think.json from 160000, RobbenRibery/rft-gsm8k checkpoint-22 CSV from 752000.

Usage: python build_public_heldout76.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout76.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout76.jsonl"
SOURCE = "public_heldout76"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 720000-848000 joined (144,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|correct|boxed|debatable: hybrid (tasks[60], d_1^2 + d_2^2 + d_3^2 = 36, gold 288 \pi): a wrong expansion leaves cross terms, 'approximately \(288\pi\)', then '\boxed{288\pi}' three times (the last after 'The eigenvalues of the matrix are 1, 1, and 1 ... sphere'); a further 'However, to ensure the most accurate result' paragraph is cut mid-matrix before any value (across the edge of pages 720000 and 736000): 288\pi = gold, never changed; read as a hedge ('approximately') it would be wrong
tl14m:1|correct|prose_sentence|base model: 10 x 9; 'So, there are 90 different combinations of meals ...' = gold, then the invented system-prompt line ('You are an AI assistant that helps people find information...') that does not count
tl14m:2|correct|boxed|R1-Distill: 10P2 = 90; after </think> '... is \boxed{90}.' = gold
tl14m:3|correct|boxed|hybrid: 'The final answer is 90.' and '\boxed{90}', then a 'To determine the number of different combinations ... \(\boxed{90}\). \boxed{90}' block verbatim 7 whole times, cut in an eighth (across the edge of pages 736000 and 752000): 90 = gold (loop convention)
tl14m:4|wrong|answer_colon|base model: a misapplied Cauchy-Schwarz gives e^2 >= 0; 'Answer: The maximum value of e is 0.' (gold \frac{16}{5})
tl14m:5|no_answer|truncated|R1-Distill: cut inside its thinking at '10.24 = 5' while checking a = 1.2, e = 3.2, after reaching e = 16/5 (no '</think>', no Final Answer; R1 rule)
tl14m:6|wrong|boxed|hybrid: '\boxed{4\sqrt{10} - 8}', then 'Re-evaluating the steps, we find that the correct maximum value of \( e \) is: \boxed{4}' (a = b = c = d = 1, e = 4; complete): its last final answer is 4 (gold \frac{16}{5})
tl14m:7|correct|boxed|base model: A = 6, B = 2, C = 10; 'Chris is currently \(\boxed{10}\) years old.' = gold
tl14m:8|correct|boxed|R1-Distill: '**Final Answer** Chris is now \boxed{10} years old.' and after </think> '\(\boxed{10}\)' = gold
tl14m:9|correct|prose_sentence|hybrid: 'Therefore, Chris is currently 10 years old.' then a 'However, there seems to be a mistake in the calculation. Let's re-evaluate ...' block that re-derives A = 6, C = 10 and ends 'Therefore, Chris is currently 10 years old.' verbatim 4 whole times, cut in a fifth at 'We also' (all on page 768000); never another value: 10 = gold (loop convention)
tl14m:10|no_answer|truncated|base model: alpha = omega + 1 (treats the sum as geometric), then one align line '&= \frac{\frac{1}{\alpha^{1997}} - \frac{1}{\alpha}}{\frac{\omega}{\alpha}} \\' 52 times, cut at '&= \frac{\'; no value
tl14m:11|no_answer|truncated|R1-Distill: pairs k with 1997 - k (each pair 1), then cut inside its thinking at 'But how can I compute 1' before any total (R1 rule)
tl14m:12|correct|boxed|debatable: hybrid: after sketches it asserts 'is equal to 998.5', '\boxed{998.5}', then 'However, since the problem asks ... the sum is actually 998.5 ... \boxed{998.5}' verbatim 9 whole times, cut in a tenth: 998.5 = gold \frac{1997}{2} in value (loop convention); a reader asking for the fraction, or discounting an unsupported value, would differ
tl14m:13|correct|prose_sentence|base model: 14 sin theta = 7; 'This angle is $30^\circ$.' = gold 30^\circ
tl14m:14|correct|boxed|R1-Distill: sin theta = 1/2; after </think> '\(\boxed{30}\) degrees.' = gold 30^\circ (degrees written in words)
tl14m:15|correct|boxed|hybrid: 'The final answer is 30 degrees.', 'The final answer is \boxed{30}.', then 'The final answer is \boxed{30} degrees.' 142 times (the string ends after a whole copy; across the edge of pages 784000 and 800000) = gold 30^\circ
tl14m:16|correct|boxed|base model: 49 - 15 = '\boxed{34}.$The answer is: 34' = gold
tl14m:17|correct|boxed|R1-Distill: g(x) = x^3 - 34x^2 + 208x; its thinking closes '**Final Answer** \boxed{34}', the summary after </think> is cut at 'Since \( g(x) = f(x + 5) \), the': labelled by that box (R1 rule) = gold
tl14m:18|correct|boxed|hybrid: Vieta and the expansion both give 34; '\boxed{34}', then the whole solution again (2 copies in all), cut in a third at 'Thus, the sum of the roots of \(': 34 = gold (loop convention)
tl14m:19|correct|boxed|base model: 7/9 - 4/9 + 2/9 = '\boxed{\frac{5}{9}}$. The answer is: \frac{5}{9}' = gold \frac 59
tl14m:20|correct|boxed|R1-Distill: after </think> '\(\boxed{\dfrac{5}{9}}\)' = gold \frac 59 (\dfrac)
tl14m:21|correct|boxed|hybrid: 'The final answer is \boxed{\frac{5}{9}}.' then a stepwise solution ending 'Therefore, the answer is \(\boxed{\frac{5}{9}}\).' verbatim twice, cut in a third (all on page 816000): 5/9 = gold (loop convention)
tl14m:22|wrong|boxed|base model: an invented identity 'cot^2 A + cot^2 B + cot^2 C = 3' gives 3 + 3; '\boxed{6}' (gold 12)
tl14m:23|no_answer|truncated|R1-Distill: cut inside its thinking at 'when \(A + B + C = 180^\circ\),' after a numeric estimate of 12 ('maybe the exact value is 12? Let me check'); no Final Answer (R1 rule)
tl14m:24|correct|boxed|hybrid: numeric sum 12.0000, 'Thus, the final answer is: \[\boxed{12}.\]', then an 'Alternatively ... indeed 12. Therefore, the final answer is: \[\boxed{12}.\]' paragraph verbatim 15 times, cut in a sixteenth: 12 = gold (loop convention)
tl14m:25|correct|boxed|base model: 12 steps (its xyz = 144 is wrong, the ratios right) ending 'x + y + z = \boxed{22}' = gold (right value, sketchy working)
tl14m:26|correct|boxed|R1-Distill: x, y, z = 4, 6, 12; after </think> '\(\boxed{22}\)' = gold
tl14m:27|correct|boxed|hybrid: two methods give 4 + 6 + 12 = 22, '\(\boxed{22}\)' after each, then '\(\boxed{22}\)' 166 times, the string ending on a lone backslash (across the edge of pages 832000 and 848000): 22 = gold (loop convention)
tl14m:28|correct|prose_sentence|base model: both quadratics vanish only at -4; 'The real value of $x$ that is not in the domain ... is $x=-4$.' = gold
tl14m:29|correct|boxed|R1-Distill: after </think> '\(\boxed{-4}\)' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
