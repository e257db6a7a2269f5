__doc__ = r"""Build public_heldout127.jsonl: a 127th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

11 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111, 116 and 122 read, continuing where round 122 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 4 consecutive pages 1872000-1920000 (page 1872000 read
  again: round 122 read it), tasks[152] hybrid (the angle RPS, which round 122 left cut),
  tasks[153]-[155] all three models and tasks[156] base: 11 records (MATH-500).

Method (rounds 76-122): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
1872000 was read again this session; its text (opening inside tasks[151] hybrid, tasks[152]
question, base, thinking and the hybrid up to its cut at the page end) is the same as round 122's
paste of it (/tmp/rounds/real122/pages/q14_1872000.txt), which was taken over as this round's
paste file and decodes to the same 16,000 characters (byte-identical .page file). Each paste was
written while reading the page and checked against it; two slips were caught by the length check
and fixed from the page: page 1904000, the four-points thinking model's last sentence 'but more
precisely, the points must alternate' first pasted as 'more specifically' (3 characters too
many; found by reading the page again from offset 1905800, which also confirmed the loop counts
below); page 1920000, the circles thinking model's 'Wait, but let me think about the Asymptote
code again.' first pasted with a second 'again' (6 too many).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one to give the page length). The
counts (further copies after the pasted one; unit length in characters of the page text): 1872000
(round 122's) absolute-value hybrid block 0 (1390) and trig hybrid block '\n\nTo solve the
problem, we can use the following steps: ... In summary, the answer is
\(\boxed{\frac{24}{25}}\).' 1 (1599); 1888000 hallway hybrid block 'To approach this problem,
first, ... Final answer: The hallway is 10 meters long.\n\nTo ensure the accuracy of this
solution, let's re-evaluate the steps: ... Final answer: The hallway is 10 meters long.\n\n' 3
(1081 characters; 4 whole copies, then a fifth cut, as read); 1904000 the b hybrid block
'Alternatively, we can use a different method to solve for b: ... Alternatively, we can use a
verification method ... Alternatively, we can use a more detailed step-by-step approach: ...
\boxed{-1}.\n\n' 2 (869; 3 whole copies, then a fourth cut in its second part, as read); 1920000
the four-points hybrid line pair 'The probability that segments AB and CD intersect is 1/3.\nThe
final answer is 1/3.\n' 60 (85). The pages were joined in file order, so a completion crossing an
edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
`enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: page 1872000 opens inside tasks[151] hybrid_model (|x - 4| - 10 = 2) and holds tasks[152]
base and thinking, round 122's records: not taken; tasks[152] hybrid_model, which round 122 left
cut, is taken whole across pages 1872000-1888000. Page 1920000 ends inside tasks[156]
thinking_model (the two circles with center D, at 'So, region1 is a s'): not taken (tasks[156]
base is taken; its thinking and hybrid are left for a later round). Every other completion on
the pages read is taken. Several completions are cut in the file itself (the stored text ends
mid-word: the hybrids' loops and the R1-Distill thinking of tasks[155]); they are whole records
as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 23,880
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-10).

Repositories (11 records): thaotnguyen/thinking-llms-interp 11 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 11 (MATH-500). Prompt format: long_cot 11 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 7, wrong 3, no_answer 1. Forms: boxed 4 (3 correct, 1 wrong), prose_sentence 3
(2 correct, 1 wrong), final_answer_phrase 2 (2 correct), answer_colon 1 (wrong), truncated 1.
0 debatable.

Truths by model: base_model (Qwen2.5-14B, a BASE model, 4) 2 correct (1 hallway 10, 4 b = -1), 2
wrong (7 four points 1/2, 10 circles 'there is no solution to the problem'); thinking_model
(R1-Distill-Qwen-14B, 3) 2 correct (2 \boxed{10}, 5 \boxed{-1}), 1 no_answer (8 four points, cut
inside its thinking before any probability); hybrid_model (4) 3 correct (3 hallway 10, 6 b = -1, 9
four points 1/3 after rejecting its first 1/12: each repeating its answer or solution until cut),
1 wrong (0 cos RPS 24/25, repeating its box until cut).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1872000-1920000 joined
  (64,000 of 3,995,770 characters): tasks[152] hybrid (\cos \angle RPS from \sin \angle RPQ =
  7/25), tasks[153]-[155] base, thinking, hybrid (the robot's hallway, f(q(1)) = -3, the four
  points on a circle) and tasks[156] base (the shaded region 5/12 of the larger circle).
  Record number = place in file order.

Label conventions (rounds 72-122): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; a committed claim that the problem has
no solution is wrong (as k41:3); equal in value but written differently is correct (here '10
meters' for '10', '$b = -1$' for '-1', '1/3' for '\frac{1}{3}'); labels are against the gold as
given. Loop convention: a response that states its answer and then repeats it (or its whole
solution) verbatim until cut mid-copy is labelled by the stated, never-contradicted value
(correct by it: tl14m 3, 6, 9; wrong by it: tl14m 0). R1 rule: an R1-Distill answer cut inside
its thinking, before '</think>' and before a **Final Answer** line, is no_answer (tl14m 8). Gold:
MATH = MATH-500's answer for the problem that opens with the record's question words, checked
equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
1872000 (read again), 1888000, 1904000, 1920000 (4 pages; and 1905800, an off-grid re-read of
1904000's second part and 1920000's first 1,800 characters, to find the 1904000 slip). Nothing
else was read. The round is small because the session's time ran out (brief: stop at ~35 minutes).

Leads for a later round: the 14B MATH-500 file from 1920000 (re-read it: tasks[156] the two
circles with center D, thinking model cut there at 'So, region1 is a s'; tasks[156] thinking and
hybrid and tasks[157]-[331] unread), about one task a page (its hybrids repeat their answer, a
block or their whole solution until cut; its thinking models are often cut inside their
thinking), three records a page.

Usage: python build_public_heldout127.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout127.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout127.jsonl"
SOURCE = "public_heldout127"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 1872000-1920000 joined (64,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|wrong|boxed|hybrid (tasks[152], \cos \angle RPS from \sin \angle RPQ = 7/25, gold -\frac{24}{25}): takes \cos \angle RPS = \sin \angle QPS = \cos \angle RPQ; 'The final answer is \(\boxed{\frac{24}{25}}\).', then the block 'Alternatively, ... In summary, the answer is \(\boxed{\frac{24}{25}}\).' and the step list 'To solve the problem, ...' verbatim (across the edge of pages 1872000 and 1888000) until cut at 'and directly compute': its stated, never-contradicted 24/25 (gold -\frac{24}{25}; loop convention)
tl14m:1|correct|prose_sentence|base model (tasks[153], the robot's hallway, gold 10): 2.5 hours = 9000 seconds, 1/9 meters per second x 90; 'So, the hallway is 10 meters long.' = gold
tl14m:2|correct|boxed|R1-Distill: 1/9 m/s x 90 s; '**Final Answer** The hallway is \boxed{10} meters long.', after </think> 'Thus, the length of the hallway is \boxed{10} meters.' = gold
tl14m:3|correct|final_answer_phrase|hybrid: 1/9 m/s x 90 s; 'Final answer: The hallway is 10 meters long.', then checks and the block 'To approach this problem, ... Final answer: The hallway is 10 meters long. / To ensure the accuracy ... Final answer: The hallway is 10 meters long.' verbatim (4 whole) until cut at 'the robot's speed is 10': its stated, never-contradicted 10 (loop convention) = gold
tl14m:4|correct|prose_sentence|base model (tasks[154], f(q(1)) = -3, gold -1): b - 2 = -3; 'Therefore, $b = -1$.' = gold
tl14m:5|correct|boxed|R1-Distill: q(1) = b + 1, b - 2 = -3 (across the edge of pages 1888000 and 1904000); '**Final Answer** The value of \( b \) is \boxed{-1}.', after </think> 'Thus, the value of \( b \) is \(\boxed{-1}\).' = gold
tl14m:6|correct|boxed|hybrid: 'The final answer is \boxed{-1}.', then methods each ending in \boxed{-1} and the block 'Alternatively, we can use a different method to solve for b: ... a verification method ... a more detailed step-by-step approach: ... \boxed{-1}.' verbatim (3 whole) until cut at '= b - ': its stated, never-contradicted -1 (loop convention) = gold
tl14m:7|wrong|answer_colon|base model (tasks[155], four random points on a circle, P(AB and CD intersect), gold \frac{1}{3}): six orders, three wrongly marked intersecting; 'Answer: The probability that segments $AB$ and $CD$ intersect is $\frac{1}{2}$.' (gold \frac{1}{3})
tl14m:8|no_answer|truncated|R1-Distill: fixes A, lists the 6 orders and goes through them case by case, unsure of case 5; its stored thinking is cut at 'the order is A,' before any probability (no </think>; R1 rule)
tl14m:9|correct|final_answer_phrase|hybrid: first 2/24 = 1/12, 'However, this initial reasoning is incorrect.', 1/12 again in Step 7, then Step 8 '3 possible ways to pair them ... the correct probability is 1/3' and 'Step 9: Conclusion. The correct probability ... is 1/3, not 1/12. ... The final answer is 1/3.', then 'The probability that segments AB and CD intersect is 1/3. / The final answer is 1/3.' verbatim (61 whole, across the edge of pages 1904000 and 1920000 the completion opens) until cut at 'The final answer is 1': its last answer 1/3, the 1/12 rejected (loop convention) = gold
tl14m:10|wrong|prose_sentence|base model (tasks[156], the shaded region 5/12 of the larger circle, gold 120): sets (5/3)\pi equal to the whole annulus 3\pi, '5 = 9'; 'This is a contradiction, so there is no solution to the problem.' (a committed no-solution claim, as k41:3; gold 120)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
