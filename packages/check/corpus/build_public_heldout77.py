r"""Build public_heldout77.jsonl: a 77th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its `accuracy` / `correct_count` blocks, none on these pages)
were not used to label.

13 records, all MATH-500, from one file: pages 64000-112000 (64,000-127,999 of 201,474 characters)
of thaotnguyen/thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-32b_math500.json (base
Qwen2.5-32B, thinking QwQ-32B, the repository's steered hybrid; 18 tasks in all), continuing round
75 (which read pages 0-64000). Few: the round had a hard 25-minute limit, each 16,000-character page
holds three to five whole completions, and pasting is the slow step; the file did not run out, so
the qwen2.5-math-1.5b GSM8K file was not reached.

Method (round 75's): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_q32m_{64000,80000,96000,112000}.txt); a script decoded that display form once into the
page text (pages/*.page) and checked its length against the page size (16,000 each;
tools/decode_pages.py). Page 64000 was re-read this round (read_file at the same commit); its
display matched round 75's paste where compared (opening, the numbered loop, ending 'So parame'),
so round 75's pasted file for that page (/tmp/rounds/real75/pages/tl_q32m_64000.txt) was reused,
decoded anew and checked byte-equal to round 75's decoded page. Pages 80000, 96000 and 112000 were
pasted this round. Loops: the decoder's numbered-loop marker (@@SEQa-b@@...{n}...@@/SEQ@@, round
75's) gained an optional step (@@SEQa-b:s@@) for one run counting in 30s: tl32m 8 (base, 2220),
'The next multiple of 30 is N. However, N cannot be written with only the digits 0 and 2. ' for N =
60, 90, ..., 1560 written out by the decoder, then 1590's item and the cut 'The next multiple of 30
is 1620. However, 16' pasted after the marker; the first and last values are the ones the display
shows, no free count, and the page decodes to exactly 16,000 characters. The length check checks
the template and run as written out; it does not otherwise check the loop. Page 64000 keeps round
75's 'Step N: The answer is 27.' marker (N = 12-122; that record, tasks[6] hybrid, is a repeat and
dropped). The pages were joined in file order (64,000-127,999), so a completion crossing an edge is
taken whole (tl32m 0, 6, 9). Each record's `r` was cut out of the joined page text by script (the
JSON string body as the file holds it between its field's opening quote and the next unescaped
quote; `enc` = `json`, decoded once more by the build; tools/extract_q32m.py), never retyped.

Edges: page 64000 opens inside tasks[6].model_answers.thinking_model (cut by the first page read
this round: not taken here; round 75 took it whole as its tl32m 19). The last answer on page 112000 (tasks[11].model_answers.hybrid_model, p(8)) is cut by the
page end: not taken; tasks[11] hybrid and tasks[12]-tasks[17] are unread.

Loops: tl32m 8 (base model, least multiple of 30 of 0s and 2s): 'The smallest number that meets
these criteria is 20.', then 'Step 4: Verify that 20 is a multiple of 30. ... (not an integer)' and
the stepped run above, cut mid-item; no final answer is ever given (20 is rejected by the model
itself), so it is no_answer (a response cut before any final answer; round 75's conventions). No
record was dropped for a loop.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 75 files, 18,496
distinct texts, by script, reading no labels; tools/repeats.py) and with the others of this round:
2 repeat and are dropped (tasks[6].model_answers.hybrid_model and tasks[7].model_answers.base_model,
both taken in round 75 as tl32m 20 and 21 there). Nothing else dropped or shortened.

Not taken: qwen2.5-32b_math500 tasks[6].model_answers.thinking_model (cut by the first page read),
tasks[11].model_answers.hybrid_model (cut by the last page read); tasks[6] hybrid and tasks[7] base
(repeats).

Repositories (13 records): thaotnguyen/thinking-llms-interp 13 (100 %; in the corpus since round
72, this file since round 75). Licence: none found (no LICENSE file listed in the index for the
repository); `licence` per record.

Split: MATH 13. Prompt format: long_cot 13 (no tag format asked for: base and hybrid models write
free prose or steps; the thinking model (QwQ-32B) writes its reasoning, '</think>' and a boxed
solution; the file stores the completion after the prompt's opening '<think>').
Truths: correct 6, wrong 2, no_answer 5. Forms: truncated 5, boxed 4, prose_sentence 3, answer_is 1.
1 debatable (tl32m 2).

Truths by model (tl32m): base_model (Qwen2.5-32B, a BASE model) 1 correct (debatable, tl32m 2), 2
wrong (the parentheses count '1 unique value', p(8) = 8/63), 1 no_answer (the stepped loop, cut);
thinking_model (QwQ-32B) 1 correct (its **Final Answer** box closes the thinking and the summary
after '</think>' ends on the same box), 4 no_answer (all cut by the generation limit inside the
think block; two of them (tl32m 0 and 9) after reaching the gold value in their working, tl32m 6
and 12 before any final value: the R1 rule, applied as in round 75); hybrid_model 4 correct.

Selection (records as they come, in file order, not by how hard they look):
* thaotnguyen/thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-32b_math500.json at
  0c6c09b9 (tl32m: pages 64000-112000 joined, 64,000 of 201,474 characters; 18 tasks in all):
  tasks[7] thinking_model and hybrid_model, tasks[8]-tasks[10] all three, tasks[11] base_model and
  thinking_model (MATH-500 test lines 7-11, 0-based, the file's order: angle between lines, distance
  (2,-6) to (-4,3), parentheses in 2*3*4*5+1, least multiple of 30 of 0s and 2s, degree-5 p(8));
  base_model, thinking_model, hybrid_model each; record number = place in that order after the two
  repeats are dropped (0-12).

Label conventions (rounds 37-75's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '\boxed{90}' degrees
for '90^\circ'; '\boxed{3\sqrt{13}}' units for 3\sqrt{13}; '2220' in prose for 2220); labels are
against the gold as given. R1 rule (round 72's, applied to QwQ-32B as in round 75): a thinking-model
answer cut inside its think block, before '</think>' and before a **Final Answer** line, is
no_answer even where its working has reached a value (tl32m 0, 6, 9, 12); one whose **Final Answer**
box closes the thinking is labelled by that box (tl32m 3, whose summary is whole).

Debatable (1):
* tl32m 2 (base model, distance): 'Since 117 is not a perfect square, we cannot simplify the square
  root any further. Therefore, the distance between the two points is √117 units.' √117 = 3√13 in
  value, so correct by the equal-in-value convention; but the problem asks for 'simplest radical
  form' and the model wrongly claims √117 cannot be simplified, so a grader holding the form asked
  for would call it wrong. Labelled correct (labels are against the gold's value, as in rounds
  37-75).
Closest others: tl32m 8 (the stepped loop: no final answer, its one stated candidate 20 rejected by
itself: no_answer either way); tl32m 10 (hybrid 2220: '2220 \ufffd 30 = 74' holds a Unicode
replacement character where '÷' was evidently lost; the answer lines 'Answer: 2220.' and 'So, the
final answer is 2220.' are clear: correct).

Golds: MATH = the `answer` of the math500/test.jsonl problem that opens with the record's problem
words, checked equal to the file's own `correct_answer` (all 5 tasks found, all equal; done by the
build).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-32b_math500.json 64000
(re-read; round 75's paste reused, checked), 80000, 96000, 112000 (4 pages; 3 pasted this round).
Listed, not read: the qwen2.5-math-1.5b GSM8K file and the other files round 75 lists.

Leads for a later round: this file from 112000 (re-read it to join tasks[11] hybrid_model;
tasks[12]-tasks[17] unread, about 5 more pages to the end, the file's accuracy block last); then
the qwen2.5-math-1.5b gsm8k file in hybrid/results/ from page 0 (GSM8K answers are short, so more
records a page); the qwen2.5-32b math500 random-firing / bias-only / random-vectors files (compare
for repeats). Budget about three to five whole completions a page.

Usage: python build_public_heldout77.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout77.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout77.jsonl"
SOURCE = "public_heldout77"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl32m": tl32m_source("pages 64000-112000 joined (64,000 of 201,474 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32m:0|no_answer|truncated|QwQ-32B (angle between lines): direction vectors (3, 2, -6) and (2, -12, -3), dot product 0, 'the angle between them is 90 degrees', then re-derives the direction vectors from the symmetric form and is cut inside its thinking at 'Since the lines pass through the origin? Wait, do' (no '</think>', no Final Answer; crosses the edge of pages 64000 and 80000); no answer (R1 rule; its working reached the gold value)
tl32m:1|correct|boxed|hybrid: d1 = (3, 2, -6), d2 = (2, -12, -3), dot product 0; '### Final Answer The angle between the lines is \(\boxed{90}\) degrees.' = gold 90^\circ
tl32m:2|correct|prose_sentence|base model (distance): sqrt((-6)^2 + 9^2) = sqrt(117); 'Since 117 is not a perfect square, we cannot simplify ... the distance between the two points is √117 units.' √117 = 3√13 = gold in value, though not the simplest radical form asked for (debatable)
tl32m:3|correct|boxed|QwQ-32B: sqrt(117) = sqrt(3^2 * 13) = 3√13, rechecked; '**Final Answer** The distance between the points is \boxed{3\sqrt{13}} units.' closes its thinking and the summary after </think> ends '\(\boxed{3\sqrt{13}}\) units.' = gold
tl32m:4|correct|boxed|hybrid: sqrt(117) = 3\sqrt{13}, 'Final answer: \(3\sqrt{13}\) units.' twice, a Python check, then 'Therefore, the final answer is: \(\boxed{3\sqrt{13}}\) units.' = gold
tl32m:5|wrong|prose_sentence|base model (parentheses in 2*3*4*5+1): only regroups the products, all 121; 'There is only 1 unique value that can be obtained ... which is 121.' (gold 4)
tl32m:6|no_answer|truncated|QwQ-32B: finds 121 and 144, discusses the 14 Catalan groupings, and is cut inside its thinking at 'Since the addition is the last operation in the original expression,' (no '</think>', no count stated; crosses the edge of pages 80000 and 96000); no answer (R1 rule)
tl32m:7|correct|boxed|hybrid: values 121, 144, 126, 122; 'Therefore, the number of different values is 4.' and 'Thus, the total number of different values is \(\boxed{4}\).' = gold
tl32m:8|no_answer|truncated|base model (least multiple of 30 of 0s and 2s): 'The smallest number that meets these criteria is 20.', then finds 20 is not a multiple of 30 and loops 'The next multiple of 30 is N. However, N cannot be written with only the digits 0 and 2.' for N = 60, 90, ..., 1590 (1620 would be next), cut at 'The next multiple of 30 is 1620. However, 16'; no final answer (its one candidate, 20, rejected by itself)
tl32m:9|no_answer|truncated|QwQ-32B: '2220 divided by 30 is 74 ... So that works', then checks other digit counts and is cut inside its thinking at 'so it should be divisible by 3. 2' (no '</think>', no Final Answer; crosses the edge of pages 96000 and 112000); no answer (R1 rule; its working reached the gold value)
tl32m:10|correct|answer_is|hybrid: ends in 0, digit sum divisible by 3, checks 20 ... 2220; 'Answer: 2220.' then 'So, the final answer is 2220.' (its '2220 \ufffd 30 = 74' holds a replacement character for a lost division sign) = gold
tl32m:11|wrong|prose_sentence|base model (p(8)): takes the pattern p(n) = n/(n^2 - 1) at n = 8; 'Therefore, the value of $p(8)$ is $\frac{8}{63}$.' (gold \frac{3}{56})
tl32m:12|no_answer|truncated|QwQ-32B: Q(x) = (x^2 - 1)p(x) - x with roots 2-7 and one more, sets up C(1 - a)720 = -1 and C(-1 - a)20160 = 1, and is cut inside its thinking at 'Equation 2: 201' (no '</think>', no value for p(8)); no answer (R1 rule)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
