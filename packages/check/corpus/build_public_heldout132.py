__doc__ = r"""Build public_heldout132.jsonl: a 132nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

20 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111, 116, 122 and 127 read, continuing where round 127 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 6 consecutive pages 1920000-2000000 (page 1920000 read
  again: round 127 read it), tasks[156] thinking and hybrid (the two circles with center D, which
  round 127 left), tasks[157]-[162] all three models: 20 records (MATH-500).

Method (rounds 76-127): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
1920000 was read again this session; its text (opening inside tasks[155] hybrid, the 1/3 loop,
tasks[156] question, base and the thinking up to 'So, region1 is a s') is the same as round
127's paste of it (/tmp/rounds/real127/pages/q14_1920000.txt), which was taken over as this
round's paste file and decodes to the same 16,000 characters (byte-identical .page file). Each
paste was written while reading the page and checked against it; two slips were caught by the
length check and fixed from the page: page 1936000, the beaker hybrid's 'calculate the volumes
of both the tank' first pasted as 'volume' (1 character short); page 1968000, the floor
thinking model's 'is the cube root of (-5/8), which is - (5/8)^(1/3). Let me compute that.'
first pasted without ', which is - (5/8)^(1/3)' (24 short; found by reading the page again
from offset 1976000, which showed the first half of the paste was exactly 8,000 characters
long and gave the missing words).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one to give the page length). The
counts (further copies after the pasted one; unit length in characters of the page text): 1920000
(round 127's) the four-points hybrid line pair 'The probability that segments AB and CD intersect
is 1/3.\nThe final answer is 1/3.\n' 60 (85); 1952000 the arcsin base model's align line '&=
\sin x \sin y \cos x - \sin^2 x \cos^2 y + \cos x \cos y \sin y - \cos^2 x \sin^2 y \\' 41
(103; 42 whole lines, then a 43rd cut at '+ \cos x \', as read). The pages were joined in file
order, so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's opening
quote and the next unescaped quote; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped.

Edges: page 1920000 opens inside tasks[155] hybrid_model (round 127's record) and holds
tasks[156] base (round 127's): not taken; tasks[156] thinking_model, which round 127 left cut,
is taken whole across pages 1920000-1936000. Page 2000000 ends inside tasks[163] base_model (the
nested square roots, gold \frac{13}{6}, at '(\u221a(169 * 5 *'): not taken (tasks[163] is left for
a later round). Every other completion on the pages read is taken. Several completions are cut in
the file itself (the stored text ends mid-word: the R1-Distill thinking of tasks[156], [158]-[161],
the loops of the hybrids and of the tasks[158] base model); they are whole records as the file
holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 24,314
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-19).

Repositories (20 records): thaotnguyen/thinking-llms-interp 20 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 20 (MATH-500). Prompt format: long_cot 20 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 11, wrong 3, no_answer 6. Forms: boxed 10 (7 correct, 3 wrong), prose_sentence
3 (3 correct), answer_colon 1 (correct), truncated 6. 2 debatable (tl14m 1, 7).

Truths by model: base_model (Qwen2.5-14B, a BASE model, 6) 3 correct (2 beakers 'Answer: ... 4',
14 bicycle 4 inches per second, 17 subcommittee 1940; two of them followed by an appended 'You are
an AI assistant ...' boilerplate), 2 wrong (8 P(5) \boxed{\frac{11}{4}}, 11 floor range
\boxed{2}), 1 no_answer (5 arcsin, an align line looped until cut); thinking_model
(R1-Distill-Qwen-14B, 7) 2 correct (3 \boxed{4}, 18 \boxed{1940}), 5 no_answer (0, 6, 9, 12, 15:
cut inside their thinking before '</think>' and before any value on a **Final Answer** line);
hybrid_model (7) 6 correct (1 angle 120 after boxing 60 twice, debatable; 4 beakers \boxed{4}; 7
'approximately 0.0900', debatable; 13 \boxed{3}; 16 \boxed{4 \text{ in/s}}; 19 \boxed{1940}), 1
wrong (10 P(5) \boxed{140}).

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1920000-2000000 joined
  (96,000 of 3,995,770 characters): tasks[156] thinking and hybrid (the shaded region 5/12 of the
  larger circle), tasks[157]-[162] base, thinking, hybrid (the beakers and the spherical tank,
  sin(arcsin 0.4 + arcsin 0.5) sin(arcsin 0.5 - arcsin 0.4), the monic cubic P(5), the range of
  floor((-5/8)^x), the bicycle's 20 feet per minute in inches per second, the Senate
  subcommittee). Record number = place in file order.

Label conventions (rounds 72-127): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here '4 beakers', '4 inches per second', '\boxed{4 \text{ in/s}}' for '4', '0.0900'
for '\frac{9}{100}', debatable as it is called approximate); labels are against the gold as
given. Loop convention: a response that states its answer and then repeats it (or its whole
solution) until cut mid-copy is labelled by the stated, never-contradicted value (tl14m 16; tl14m
1 and 10 are cut in a re-check that has restated their last answer). R1 rule: an R1-Distill
answer cut inside its thinking, before '</think>' and before a value on its **Final Answer**
line, is no_answer even where the thinking has reached a value (tl14m 0: 150 inside the thinking;
6: 0.09; 15: 4, cut at '**Final Answer**\nThe'). Gold: MATH = MATH-500's answer for the problem
that opens with the record's question words, checked equal to the file's own correct_answer (the
build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
1920000 (read again), 1936000, 1952000, 1968000, 1984000, 2000000 (6 pages; and 1976000, an
off-grid re-read to find the 1968000 slip). Nothing else was read. The round is small because
the session's time ran out (brief: stop at ~30 minutes).

Leads for a later round: the 14B MATH-500 file from 2000000 (re-read it: tasks[163] the nested
square roots, gold \frac{13}{6}, base model cut there at '(\u221a(169 * 5 *'; tasks[163]-[331]
unread), about one task a page (its hybrids repeat their answer or solution until cut; its
thinking models are often cut inside their thinking; its base models sometimes loop one line or
append an 'You are an AI assistant ...' boilerplate), three records a page.

Usage: python build_public_heldout132.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout132.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout132.jsonl"
SOURCE = "public_heldout132"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 1920000-2000000 joined (96,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|no_answer|truncated|R1-Distill (tasks[156], the shaded region 5/12 of the larger circle, gold 120): takes region1 as the ring sector and region2 as the small sector, '\theta = 600 / 4 = 150 degrees' inside its thinking, then re-reads the Asymptote code; its stored thinking is cut (across the edge of pages 1920000 and 1936000) at '(\u03b8/360)*(4\u03c0 - \u03c0) + (' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:1|correct|boxed|debatable: hybrid: 5\pi\theta/360 = 5\pi/3, \theta = 120, then 'the smaller angle ... is actually 60', '\boxed{60}', 'the correct angle should be 120, not 60', '\boxed{120}' twice, again '\boxed{60}', then '\boxed{120}' and a re-evaluation restating \boxed{120} twice, cut in a third copy at '\frac{\': its last answer 120, the 60s rejected (debatable as it boxes 60 twice) = gold
tl14m:2|correct|answer_colon|base model (tasks[157], beakers to fill the spherical tank, gold 4): 288\pi / 72\pi; 'Answer: It will take 4 cylindrical beakers of water to fill the spherical tank of radius 6 cm.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:3|correct|boxed|R1-Distill: 288\pi / 72\pi = 4; '**Final Answer** The number of beakers needed is \boxed{4}.', after </think> 'Thus, the number of beakers needed is \boxed{4}.' = gold
tl14m:4|correct|boxed|hybrid: 288\pi / 72\pi = 4, 'in practice, you might need 5 to account for the shape difference' then 'based on the calculations, it's exactly 4. So, the final answer is 4 beakers.' (the solution written three times), ending 'The final answer is \boxed{4} beakers.' = gold
tl14m:5|no_answer|truncated|base model (tasks[158], sin(arcsin 0.4 + arcsin 0.5) sin(arcsin 0.5 - arcsin 0.4), gold \frac{9}{100}): expands the product wrongly and repeats the align line '&= \sin x \sin y \cos x - ... \\' (42 whole) until cut at '+ \cos x \', before any value
tl14m:6|no_answer|truncated|R1-Distill: y^2 - x^2 = 0.21 - 0.12 = 0.09 inside its thinking, then expands term by term; its stored thinking is cut at '0.2 \sqrt{0.75 \times 0.' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:7|correct|prose_sentence|debatable: hybrid: decimals 0.8047 x 0.1119; 'Therefore, the value of the given expression is approximately \( 0.0900 \).' = 9/100 in value (gold \frac{9}{100}; debatable as it is called approximate)
tl14m:8|wrong|boxed|base model (tasks[159], monic cubic P(x), P(5), gold 15): takes R(1) = R(4) = 0; 'Then $P(5) = 4 \cdot \frac{1}{4} \cdot \frac{11}{4} = \boxed{\frac{11}{4}}.$.' (gold 15)
tl14m:9|no_answer|truncated|R1-Distill: sets up four equations in a, b, m, n; its stored thinking is cut at '15a +' before any value (no </think>; R1 rule)
tl14m:10|wrong|boxed|hybrid: asserts a = 1, b = -3, P(5) = 140; '\boxed{140}', 'The final answer is \(\boxed{140}\).', then a verification restating P(5) = 140, cut at '- \( R(x' (gold 15)
tl14m:11|wrong|boxed|base model (tasks[160], distinct values of floor((-5/8)^x), gold 3): f(0) = 1 and -1 for all x > 0; 'Thus, the number of distinct values in the range of \( f(x) \) is \(\boxed{2}\).' (gold 3)
tl14m:12|no_answer|truncated|R1-Distill: integer x give 1, -1, 0 inside its thinking, then fractional x; its stored thinking is cut at '\u2248 (-0.870' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:13|correct|boxed|hybrid: values 1, 0 and -1; 'The number of distinct values in the range of \( f(x) \) is \(\boxed{3}\).' and '\boxed{3}' = gold
tl14m:14|correct|prose_sentence|base model (tasks[161], 20 feet per minute in inches per second, gold 4): 240 inches / 60 seconds; 'Therefore, the bicycle's speed is 4 inches per second.' = gold
tl14m:15|no_answer|truncated|R1-Distill: 20 x 12 / 60 = 4 inches per second throughout its thinking; its stored text is cut at '**Final Answer**\nThe', before '</think>' and before any value on the Final Answer line (R1 rule)
tl14m:16|correct|boxed|hybrid: 240 / 60 = 4; '\boxed{4} inches per second', then '\boxed{4 \text{ in/s}}' in summary after summary (across the edge of pages 1984000 and 2000000) until cut at '4 in/sec \u00d7': its stated, never-contradicted 4 (loop convention) = gold
tl14m:17|correct|prose_sentence|base model (tasks[162], subcommittee with at least one of each party, gold 1940): 2002 - 56 - 6; 'So, there are 1940 ways to form a subcommittee of 5 members with at least one member from each party.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:18|correct|boxed|R1-Distill: 2002 - 56 - 6 = 1940, checked by cases; '**Final Answer** The number of ways to form the subcommittee is \boxed{1940}.', after </think> a solution cut at '= 1940\n\' = gold
tl14m:19|correct|boxed|hybrid: 2002 - 62 = 1940; 'The final answer is: \[ \boxed{1940} \]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
