r"""Build public_heldout75.jsonl: a 75th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its `accuracy` / `correct_count` blocks) were not used to label.

22 records, all MATH-500, from one file: the first five pages (0-79,999 of 201,474 characters) of
thaotnguyen/thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-32b_math500.json (base
Qwen2.5-32B, thinking QwQ-32B, the repository's steered hybrid; 18 tasks in all). Far fewer than
the 100 once asked for: the round had about 45 minutes, each 16,000-character page holds only four
or five whole completions (three models a question, the thinking model long, the hybrid often
looping until cut), and pasting is the slow step; one file only (no time for a second).

Method (round 72's): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_q32m_{0,16000,32000,48000,64000}.txt); a script decoded that display form once into the
page text (pages/*.page) and checked its length against the page size (16,000 each;
tools/decode_pages.py). Loops: the two loops on these pages are NUMBERED, not verbatim ('12. The
answer is 9. ' ... '174. The answer is 9. ' and 'Step 12: The answer is 27. ' ... 'Step 122: The
answer is 27. '), so round 72's verbatim-unit marker does not fit them; they were pasted as one
template between markers (@@SEQa-b@@...{n}...@@/SEQ@@) written out by the decoder for n = a..b, a
and b being the first and last whole numbers the display shows (the cut next item, '175. The
answer is' and 'Step 123: The answer', pasted after the marker). No free count: the run is fixed by
what the page shows, and each such page (32000, 64000) decodes to exactly 16,000 characters. The
length check checks the template and run as written out; it does not otherwise check the loops.
The pages were joined in file order (0-79,999), so a completion crossing an edge is taken whole
(tl32m 14, 19 and the others noted below). Each record's `r` was cut out of the joined page text by
script (the JSON string body as the file holds it between its field's opening quote and the next
unescaped quote; `enc` = `json`, decoded once more by the build; tools/extract_q32m.py), never
retyped.

Edges: the first page opens at offset 0 (the file's metadata strings are not answers). The last
answer on page 64000 (tasks[7].model_answers.thinking_model, the angle between two lines) is cut by
the page end: not taken; tasks[7] hybrid_model and tasks[8]-tasks[17] are unread.

Loops: tl32m 11 (hybrid, 196's divisors: 'Therefore, the answer is 9.', 'The final answer is 9.', then
'N. The answer is 9.' for N = 12-174, cut at '175. The answer is') and tl32m 20 (hybrid, smallest
cube: 'So, the final answer is 27.' ... 'Step N: The answer is 27.' for N = 12-122, cut at 'Step 123: The
answer') are labelled by the stated, never-contradicted value (round 66's / 72's loop convention);
the cut last item holds no value, so neither is marked debatable. No record was dropped for a loop.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 18,372 distinct
texts, by script, reading no labels) and with the others of this round: none repeats. Nothing
dropped or shortened.

Not taken: qwen2.5-32b_math500 tasks[7].model_answers.thinking_model (cut by the last page read).

Repositories (22 records): thaotnguyen/thinking-llms-interp 22 (100 %; in the corpus since round
72, this file new). Licence: none found (no LICENSE file listed in the index for the repository);
`licence` per record.

Split: MATH 22. Prompt format: long_cot 22 (no tag format asked for: base and hybrid models write
free prose or steps; the thinking model (QwQ-32B) writes its reasoning, '</think>' and a boxed
solution; the file stores the completion after the prompt's opening '<think>').
Truths: correct 15, wrong 2, no_answer 5. Forms: boxed 7, prose_sentence 6, truncated 5, answer_is 2,
answer_colon 1, final_answer_phrase 1. 0 debatable.

Truths by model (tl32m): base_model (Qwen2.5-32B, a BASE model) 6 correct, 2 wrong (the cube '9
... a perfect cube (3^2)', the angle '56.31 degrees'); thinking_model (QwQ-32B) 2 correct (both
close the thinking on a **Final Answer** box; 1 of them cut in the summary after '</think>'), 5
no_answer (all cut by the generation limit inside the think block, each after reaching the gold
value in its working: the round's R1 rule, applied to this thinking model too); hybrid_model 7
correct (2 of them numbered loops cut mid-item).

Selection (records as they come, in file order, not by how hard they look):
* thaotnguyen/thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-32b_math500.json at
  0c6c09b9 (tl32m: pages 0-64000 joined, 80,000 of 201,474 characters; 18 tasks in all):
  tasks[0]-tasks[6] and tasks[7] base_model (MATH-500 test lines 0-7, 0-based, the file's order: polar (0,3), p - q double sum, f(-2)+f(-1)+f(0),
  divisors of 196, cross-country speeds, hexagon perimeter, smallest cube sum, angle between lines),
  base_model, thinking_model, hybrid_model each; record number = place in that order (0-21;
  tasks[7] thinking_model not taken).

Label conventions (rounds 37-72's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '(3, π/2)' in Unicode,
'\left(3, \frac{\pi}{2}\right)' / '(3, \frac{\pi}{2})' for '\left( 3, \frac{\pi}{2} \right)';
'Evelyn' / '\boxed{Evelyn}' for '\text{Evelyn}'; '42 inches' for 42); labels are against the gold
as given. R1 rule (round 72's, applied to QwQ-32B): a thinking-model answer cut inside its think
block, before '</think>' and before a **Final Answer** line, is no_answer even where its working has
reached a value (tl32m 4, 7, 13, 16, 19); one whose **Final Answer** box closes the thinking and
whose summary after '</think>' is then cut is labelled by that box (tl32m 10). Loop convention as
above (tl32m 11, 20).

Debatable: none marked. Closest: tl32m 19 (QwQ cube: its think block ends, whole, 'So I think that's
right.' after 'I think 27 is the correct answer' with no '</think>' and no Final Answer: no_answer by
the R1 rule; read by its stated 27 it would be correct) and tl32m 4 (QwQ p - q: reaches p - q, then
a partial-sum test 'suggests that my conclusion is wrong' and it is cut re-checking: no_answer either
way).

Golds: MATH = the `answer` of the math500/test.jsonl problem that opens with the record's problem
words, checked equal to the file's own `correct_answer` (all 8 tasks found, all equal; done by the
build).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-32b_math500.json 0, 16000,
32000, 48000, 64000 (5 pages, all pasted). Listed, not read: hybrid/results/
benchmark_results_qwen2.5-32b_math500_random-firing.json, hybrid-2/results/
benchmark_results_qwen2.5-32b_math500_bias-only.json and _random-vectors.json, hybrid-2/results/
benchmark_results_qwen2.5-14b_math500.json (a newer run of round 72's model),
hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json,
benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json,
hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json, benchmark_results_llama-3.1-8b_aime.json.

Leads for a later round: this file from 64000 (re-read it to join tasks[7] thinking_model;
tasks[7] hybrid and tasks[8]-tasks[17] unread, about 7 more pages to the end); the qwen2.5-32b
math500 random-firing / bias-only / random-vectors files (same base and thinking models, other
steering: the base answers may repeat this file's, so compare); the qwen2.5-math-1.5b gsm8k file
(a different, math-tuned base model; GSM8K answers are short, so more records a page). Budget about
four to five whole completions a page; numbered loops paste quickly with the @@SEQ@@ marker.

Usage: python build_public_heldout75.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout75.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout75.jsonl"
SOURCE = "public_heldout75"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl32m": tl32m_source("pages 0-64000 joined (80,000 of 201,474 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32m:0|correct|prose_sentence|base model (polar (0,3)): r = 3, the point on the positive y-axis so the angle is π/2; 'Therefore, the polar coordinates are (3, π/2).' = gold \left( 3, \frac{\pi}{2} \right) (plain text with a Unicode π)
tl32m:1|correct|boxed|QwQ-32B: r = 3, theta = pi/2, checked by converting back; '**Final Answer** ... \boxed{\left(3, \frac{\pi}{2}\right)}' closes its thinking and the summary after </think> ends '\(\boxed{\left(3, \frac{\pi}{2}\right)}\)' = gold
tl32m:2|correct|boxed|hybrid: r = 3, theta = pi/2 from the point's position; 'Therefore, the final answer is \(\boxed{(3, \frac{\pi}{2})}\).' = gold (without \left/\right)
tl32m:3|correct|boxed|base model: sum over n = j + k of (n - 1)/n^3 = (p - 1) - (q - 1); 'Therefore, the answer is $\boxed{p - q}$.' and 'Answer: \boxed{p - q}' = gold
tl32m:4|no_answer|truncated|QwQ-32B: reaches (p - 1) - (q - 1) = p - q, then a partial-sum test 'suggests that my conclusion is wrong', and it is cut inside its thinking (no '</think>', no Final Answer) re-examining the truncation at 'the n can go up to 4 but with fewer'; no answer (R1 rule)
tl32m:5|correct|boxed|hybrid: wanders through divergent sums ('q \cdot \infty'), then reindexes n = j + k, (p - 1) - (q - 1) = p - q; 'Therefore, the answer is: \[ \boxed{p - q} \]' and 'The double sum is equal to p - q.' (complete; it crosses the edge of pages 0 and 16000) = gold
tl32m:6|correct|prose_sentence|base model: f(-2) = 2, f(-1) = 5/3, f(0) = 1; 'Therefore, the value of $f(-2) + f(-1) + f(0)$ is $\frac{14}{3}$.' = gold
tl32m:7|no_answer|truncated|QwQ-32B: gets 14/3 and rechecks each term again and again; cut inside its thinking (no '</think>', no Final Answer) at 'Adding'; no answer (R1 rule; its working reached the gold value)
tl32m:8|correct|boxed|hybrid: 2 + 5/3 + 1 = 14/3; 'The final answer is $\boxed{\frac{14}{3}}$.' = gold
tl32m:9|correct|prose_sentence|base model: 196 = 2^2 * 7^2, (2+1)(2+1) = 9; 'Step 4: The number of positive whole-number divisors of 196 is 9.' = gold
tl32m:10|correct|boxed|QwQ-32B: 2^2 x 7^2 gives 9, checked by listing and pairing; '**Final Answer** The number of positive whole-number divisors of 196 is \boxed{9}.' closes its thinking; the summary after </think> is cut at '2. **Applying the' (crosses the edge of pages 16000 and 32000): labelled by that box, 9 = gold
tl32m:11|correct|answer_is|hybrid: 2^2 * 7^2, 3 x 3 = 9, lists the 9 divisors; '10. Therefore, the answer is 9.', '11. The final answer is 9.', then the numbered line 'N. The answer is 9.' for N = 12 to 174, cut at '175. The answer is': every value is 9 = gold (loop convention)
tl32m:12|correct|prose_sentence|base model: speeds 3.6, 0.88, 1.22, 0.5, 0.205; 'Therefore, Evelyn has the greatest average speed.' = gold \text{Evelyn}
tl32m:13|no_answer|truncated|QwQ-32B: computes y/x for each student, Evelyn 3.6 the highest, then doubts it ('that can't be right') and is cut inside its thinking at 'let me check the Asymptote code again.' (no '</think>', no Final Answer); no answer (R1 rule)
tl32m:14|correct|boxed|hybrid: the same five speeds; 'So the answer is Evelyn. The final answer is \boxed{Evelyn}.' (crosses the edge of pages 32000 and 48000) = gold \text{Evelyn}
tl32m:15|correct|answer_colon|base model: side 21/3 = 7, 7 x 6 = 42; 'Answer: The perimeter of the regular hexagon is 42 inches.' = gold 42 (with the unit)
tl32m:16|no_answer|truncated|QwQ-32B: side 7, 6 x 7 = 42, 'the answer should be 42 inches', then keeps testing other ways to divide the hexagon and is cut inside its thinking at 'Alternatively' (no '</think>', no Final Answer); no answer (R1 rule)
tl32m:17|correct|final_answer_phrase|hybrid: 21/3 = 7, 7 x 6 = 42; 'Final Answer: The perimeter of the regular hexagon is 42 inches.' then one sentence on the approach (no number): 42 = gold (with the unit)
tl32m:18|wrong|prose_sentence|base model: sum 3n + 3, tries n = 1 (6) and n = 2 (9, 'which is a perfect cube (3^2)'); 'Therefore, the smallest positive perfect cube that can be written as the sum of three consecutive integers is 9.' (9 is not a cube; gold 27)
tl32m:19|no_answer|truncated|QwQ-32B: 3(x + 1) = n^3 forces 3 | n, 8 + 9 + 10 = 27, 'I think 27 is the correct answer'; its string ends inside the thinking ('So I think that's right.', no '</think>', no Final Answer; crosses the edge of pages 48000 and 64000): no answer by the R1 rule although its working states the gold value
tl32m:20|correct|answer_is|hybrid: 3(n + 1) = k^3, k = 3, 8 + 9 + 10 = 27; 'Step 8: So, the final answer is 27.', 'Step 10: Therefore, the answer is 27.', 'Step 11: The final answer is 27.', then 'Step N: The answer is 27.' for N = 12 to 122, cut at 'Step 123: The answer': every value is 27 = gold (loop convention)
tl32m:21|wrong|prose_sentence|base model: wrong direction vectors <3/2, 1, -2> and <-1/6, 1, -1/4>, cos = 9/sqrt(221); 'the angle between the two lines is arccos(9/sqrt(221)) ≈ 56.31 degrees.' (gold 90^\circ)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
