__doc__ = r"""Build public_heldout176.jsonl: a 176th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

44 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 111-170 read, continuing where round 170 stopped:
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): pages 2768000, 2784000, 2800000, 2816000, 2832000,
  2848000, 2864000, 2880000 and 2896000, joined 2768000-2912000: tasks[228]-[241] all three
  models and tasks[242] base and thinking: 44 records (MATH-500).

Method (rounds 76-170): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/q14_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters, each at
the first try. The file stores non-ASCII characters as \u escapes, which read_file shows with two
backslashes ('\\u221a', '\\u00b1', '\\ufffd'): pasted so.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker and requires exactly one combination to give the page
length). Each copy was looked at on the page before a marker was used for it; a copy that
was cut was pasted whole. The counts (further copies after the pasted one): 2768000 the tangram
hybrid's line '\(\boxed{2}\) square inches.\n\n' 156 (then a copy cut at '\(\boxed{2'); 2784000
the 6x + 5 hybrid's block 'To solve the equation \(3x + 2(1 + x) = 17\) ... In summary, ...
\(\boxed{23}\).\n\n' 1 (then a copy cut at '2(15) +') and the 313.9 + 12.6 hybrid's paragraph
'To add 313.9 and 12.6, I first align ... Therefore, the final answer is 326.5.\n\n' 3 (then a
copy cut at 'Since the ques', whose rest opens page 2800000); 2800000 the same paragraph 9 (then
a copy cut at 'Therefore,', where the string ends); 2848000 the base 7/8 hybrid's block 'To
determine how many of the same digits ... **Final Answer:**\n\\boxed{3}\n\n' 2 (then a copy
cut at '78 \\ufffd'); 2880000 the reflection hybrid's block 'However, to make it more precise,
... Therefore, the reflection of the vector (-2, 3) is (1/sqrt(10) - 2, 3 + 3/sqrt(10)).\n\n' 4
(then a copy cut at 'This point should lie'); 2896000 the hyperbola hybrid's block 'To find the
distance between the foci ... \\boxed{2\\sqrt{5}}\n\n' 1 (then a copy cut at '\\frac{1}{a').
Pages 2816000, 2832000 and 2864000 hold no loop that a marker was used for (their repeats,
the semicircle hybrid's 'However, the correct answer is ...' block, the |1 + z| hybrid's
summaries, the rotation and remainder hybrids' second copies, were pasted whole).
The pages were joined in file order (work/extract.py), so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as
the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build), never retyped. The record's `q` is the question's first
60 characters (no opening here matched two MATH-500 problems).

Edges: page 2768000 opens at the '"question"' of tasks[228] (round 170's joined text ended at
the '{' opening it), so no earlier page was needed and no record is cut at the start. The
joined text ends (file character 2912000) inside tasks[242] hybrid_model (the 21420N hybrid,
cut at 'we need to en'): that record is cut by the last page and not taken. Every other
completion on the pages read is taken. Several completions are cut in the file itself (the
stored text ends mid-word or mid-sentence: the R1-Distill completions of tasks[228], [232],
[233], [235], [240] and [241] inside their thinking, and the looping hybrids of tasks[228],
[229], [231], [232], [233], [235], [240] and [241]); they are whole records as the file holds
them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 28,094
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl14m 0-43).

Repositories (44 records): thaotnguyen/thinking-llms-interp 44 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 44 (MATH-500). Prompt format: long_cot 44 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model writes its reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 27, wrong 11, no_answer 6. Forms: boxed 23 (19 correct, 4 wrong), prose_sentence
10 (5 correct, 5 wrong), final_answer_phrase 2 (2 correct), answer_colon 2 (1 correct, 1 wrong),
answer_is 1 (1 wrong), truncated 6. 0 debatable.

Truths by model: base_model (Qwen2.5-14B, a BASE model, 15) 7 correct (3 '... is 23.', 6
'Conclusion: Navin earns the most ...', 9 '313.9 + 12.6 = 326.5.', 24 'Answer: There are 3
boxes ...', 27 '60 ways', 30 '... is 0.', 33 \boxed{9}), 8 wrong (0 '8 square inches', 12 '7
inches', 15 \boxed{3}, 18 '$-9 - 12i$', 21 'Answer: There are 2 ...', 36 \boxed{(-17/5, 6/5)}, 39
'2 \sqrt{2}', 42 'The answer is: 3'); thinking_model (R1-Distill-Qwen-14B, 15) 9 correct (4
\boxed{23}, 7 \boxed{\text{Navin}}, 10 \boxed{326.5}, 19 \boxed{1 - 12i}, 25 \boxed{3}, 28
\boxed{60}, 31 \boxed{0}, 34 \boxed{9}, 43 \boxed{6}), 6 no_answer (1, 13, 16, 22, 37, 40: cut
inside their thinking before '</think>' and before any **Final Answer**); hybrid_model (14) 11
correct (2 \boxed{2}, 5 \boxed{23}, 8 '**Final Answer:** Navin earns the most ...', 11 'the final
answer is 326.5.', 20 \boxed{1 - 12i}, 23 \boxed{3}, 26 \boxed{3}, 29 \boxed{60}, 32 \boxed{0},
35 \boxed{9}, 41 \boxed{2\sqrt{5}}), 3 wrong (14 \boxed{\frac{28}{5}} after \boxed{\frac{29}{5}},
17 \boxed{3}, 38 '(1/sqrt(10) - 2, 3 + 3/sqrt(10))').

Selection (records as they come, in file order, not by how hard they look):
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 2768000-2912000 joined
  (144,000 of 3,995,770 characters): tasks[228] (the gray tangram piece), [229] (6x + 5), [230]
  (Navin, Luka and Ian's wages), [231] (313.9 + 12.6), [232] (the smaller semicircle), [233] (the
  maximum of |1 + z| + |1 - z + z^2|), [234] (a rotation about -4 - 5i), [235] (digits shared by
  629 in bases 7 and 8), [236] (Roslyn's boxes), [237] (3 people in 5 offices), [238] (2004 mod
  12), [239] (f^{-1}(1/5)), [240] (a reflection of (-2, 3)), [241] (the hyperbola's foci) base,
  thinking, hybrid; [242] (21420N divisible by 6) base, thinking. Record number = place in file
  order.

Label conventions (rounds 72-170): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any
final answer is no_answer; equal in value but written differently is correct (here
'\text{Navin}' for the sentence 'Navin earns the most ...'; '1 - 12i' as written); labels are
against the gold as given. Loop convention: a response that states its answer and then repeats
it (or its whole solution) until cut mid-copy is labelled by the stated, never-contradicted
value (tl14m 2, 5, 11, 17, 23, 38, 41). R1 rule: an R1-Distill answer cut inside its thinking,
before '</think>' and before a value on its **Final Answer** line, is no_answer even where the
thinking has reached a value (tl14m 1: 'is the gray area 2 square inches?'; 22: 'the
intersection is {1,5,6}, which has 3 elements'; 37: '(1/5, -18/5)'; 13, 16, 40: no final value).
An appended 'You are an AI assistant ...' boilerplate after a base model's answer (tl14m 24, 27,
30) is not an answer and is ignored. Gold: MATH = MATH-500's answer for the problem that opens
with the record's question words, checked equal to the file's own correct_answer (the build
checks both).
Not debatable but noted: tl14m 14 (the semicircle hybrid boxes 29/5, then says 'the correct
answer is 28/5' while its working keeps giving 29/5, repeated until cut): wrong under either
reading (gold 14/3).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-14b_math500.json
2768000, 2784000, 2800000, 2816000, 2832000, 2848000, 2864000, 2880000, 2896000 (9 reads,
144,000 characters joined). Nothing else was read. The round is smaller than the brief's target
because the file holds about three records a page and the session's time ran out (brief: stop at
~40 minutes).

Leads for a later round: the 14B MATH-500 file from 2896000 (read from there: page 2896000 opens
inside tasks[241] thinking_model, a record of this round; tasks[242] hybrid_model (21420N), cut
by this round's last page, is the first record to take, then tasks[243]-[331] unread; round
176's paste pages/q14_2896000.txt can be reused instead of reading 2896000 again), about three
records a page. The file stores non-ASCII characters as \u escapes, which read_file shows with
TWO backslashes ('\\u221a'): paste them so; its code blocks hold '\\ufffd' replacement
characters (paste as shown). Its hybrids repeat their answer or whole solution until cut
(verbatim here); its thinking models are often cut inside their thinking.

Usage: python build_public_heldout176.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout176.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout176.jsonl"
SOURCE = "public_heldout176"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl14m": tl14m_source("pages 2768000-2912000 joined (144,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m:0|wrong|prose_sentence|base model (tasks[228], the gray tangram piece, gold 2): takes four triangles of area 2 away from 16; 'So, the area of the gray piece is 8 square inches.' (gold 2)
tl14m:1|no_answer|truncated|R1-Distill: finds the gray right triangle's area (2*2)/2 = 2 and asks 'Hmm, so is the gray area 2 square inches?' inside its thinking, then maps the other pieces; its stored thinking is cut at 'So, that's consistent' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:2|correct|boxed|hybrid: 12 / 6 = 2; 'Thus, the area of the gray piece is \(\boxed{2}\) square inches.', then the line '\(\boxed{2}\) square inches.' 157 times until cut at '\(\boxed{2': its stated, never-contradicted 2 (loop convention) = gold
tl14m:3|correct|prose_sentence|base model (tasks[229], 6x + 5 when 3x + 2(1 + x) = 17, gold 23): x = 3; 'So, the value of $6x + 5$ is 23.' = gold
tl14m:4|correct|boxed|R1-Distill: '**Final Answer** The value of \(6x + 5\) is \boxed{23}.', after </think> '\(\boxed{23}\)' = gold
tl14m:5|correct|boxed|hybrid: 'The value of 6x + 5 is 23.', then a solution block ending 'all methods lead to the same answer: the value of \(6x + 5\) is \(\boxed{23}\).' (its 'another approach' has a slip, 10x + 5 = 35, but states 23 again) repeated until cut at '2(15) +': its stated, never-contradicted 23 (loop convention) = gold
tl14m:6|correct|prose_sentence|base model (tasks[230], who earns the most, gold \text{Navin}): 39.52 vs 38.64 vs 39.20 USD; 'Conclusion: Navin earns the most after working an eight-hour day, with a daily earning of 39.52 USD.' = gold
tl14m:7|correct|boxed|R1-Distill: short thinking, after </think> 'Navin earns the most after working an eight-hour day.' and '\boxed{\text{Navin}}' = gold
tl14m:8|correct|final_answer_phrase|hybrid: 39.53 vs 38.65 vs 39.15 USD; '**Final Answer:** Navin earns the most after working an eight-hour day.' (then a closing code fence) = gold
tl14m:9|correct|prose_sentence|base model (tasks[231], 313.9 + 12.6, gold 326.5): 'Step 3: The result is 326.5.' and 'So, 313.9 + 12.6 = 326.5.' = gold
tl14m:10|correct|boxed|R1-Distill: short thinking, after </think> '3. **Final Answer:** \boxed{326.5}' = gold
tl14m:11|correct|final_answer_phrase|hybrid: 'Therefore, the final answer is 326.5.' sixteen times (after its first solution and after each copy of its 'To add 313.9 and 12.6, I first align ...' paragraph), cut at 'Therefore,': its stated, never-contradicted 326.5 (loop convention) = gold
tl14m:12|wrong|prose_sentence|base model (tasks[232], the smaller semicircle's radius, gold \frac{14}{3}): 28 - 14 = 14, halved; 'The radius of the smaller semicircle is 7 inches.' (gold \frac{14}{3})
tl14m:13|no_answer|truncated|R1-Distill: tries semicircles tangent to both radii, r = 14/(sqrt 2 + 1) ~ 5.78, then doubts the tangency; its stored thinking is cut at 'if the semicircle is inside the' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:14|wrong|boxed|hybrid: 2(14 - r)^2 = (2r)^2, r = 5.8 = 29/5; '\( \boxed{\frac{29}{5}} \)' twice, then 'the correct answer should be \( \boxed{\frac{28}{5}} \)' and 'However, the correct answer is \( \boxed{\frac{28}{5}} \).' repeated with the same 29/5 working until cut at '392 - ': its last box 28/5 (and 29/5 in the working), both not the gold \frac{14}{3}
tl14m:15|wrong|boxed|base model (tasks[233], the maximum of |1 + z| + |1 - z + z^2| on |z| = 1, gold \frac{13}{4}): triangle inequalities; 'Equality occurs when $x = 1,$ so the maximum value is $\boxed{3}.$' (gold \frac{13}{4})
tl14m:16|no_answer|truncated|R1-Distill: reduces to f(x) = 2x + |4x^2 - 3| with f = 3 at z = -1; its stored thinking is cut at 'f(x) = 2' before '</think>', before any final value (R1 rule)
tl14m:17|wrong|boxed|hybrid: |1 - z + z^2| = |2 cos(theta) - 1|; 'the maximum value is \( \boxed{3} \)', repeated in a loop of summaries until cut at 'optimization techniques.': its stated, never-contradicted 3 (gold \frac{13}{4})
tl14m:18|wrong|prose_sentence|base model (tasks[234], 3 rotated 90 degrees clockwise about -4 - 5i, gold 1 - 12i): (7 + 5i)(-i) taken as -7i - 5; 'Therefore, the resulting complex number after the rotation is $-9 - 12i$.' (gold 1 - 12i)
tl14m:19|correct|boxed|R1-Distill: (7 + 5i)(-i) = 5 - 7i; '**Final Answer** The resulting complex number is \boxed{1 - 12i}.', after </think> '\(\boxed{1 - 12i}\)' = gold
tl14m:20|correct|boxed|hybrid: 'The final answer is \(1 - 12i\).' and '\boxed{1 - 12i}', then the whole solution once more ending with the same two lines (the stored text ends whole) = gold
tl14m:21|wrong|answer_colon|base model (tasks[235], digits shared by 629 in base 7 and base 8, gold 3): 1556_7 and 1165_8 but counts only 1 and 5; 'Answer: There are 2 of the same digits found in the base 7 and base 8 representations of $629_{10}$.' (gold 3)
tl14m:22|no_answer|truncated|R1-Distill: 1556_7, 1165_8, 'the intersection is {1,5,6}, which has 3 elements' inside its thinking; its stored thinking is cut at 'the common digits are 1,5,6. So,' before '</think>' and before any **Final Answer** (R1 rule)
tl14m:23|correct|boxed|hybrid: 'The final answer is 3.', then a solution ending 'The final answer is 3.' and '**Final Answer:**\n\boxed{3}' three times, a fourth copy cut at '78 \ufffd': its stated, never-contradicted 3 (loop convention) = gold
tl14m:24|correct|answer_colon|base model (tasks[236], Roslyn's boxes with neither, gold 3): 10 - 7; 'Answer: There are 3 boxes that contain neither pens nor pencils.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:25|correct|boxed|R1-Distill: 5 + 4 - 2 = 7, 10 - 7; '**Final Answer** ... is \boxed{3}.', after </think> '\(\boxed{3}\)' = gold
tl14m:26|correct|boxed|hybrid: 'The final answer is 3 boxes contain neither pens nor pencils.', then a second solution ending 'The final answer is \(\boxed{3}\).' = gold
tl14m:27|correct|prose_sentence|base model (tasks[237], 3 people in 5 offices, gold 60): 5 x 4 x 3; 'So, there are 60 ways to assign 3 people to 5 different offices if no one shares an office.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:28|correct|boxed|R1-Distill: P(5, 3) = 60; '**Final Answer** The number of ways is \boxed{60}.', after </think> '... is \boxed{60}.' = gold
tl14m:29|correct|boxed|hybrid: 'The final answer is 60.' twice and '\boxed{60}' = gold
tl14m:30|correct|prose_sentence|base model (tasks[238], 2004 mod 12, gold 0): 'Step 4: State the answer\nThe remainder of 2004 divided by 12 is 0.', then an appended 'You are an AI assistant ...' boilerplate = gold
tl14m:31|correct|boxed|R1-Distill: 12 x 167 = 2004; after </think> '3. **Final Answer:** \boxed{0}' = gold
tl14m:32|correct|boxed|hybrid: 'Therefore, the remainder of 2004 divided by 12 is 0.' (its paragraphs twice), 'The final answer is \boxed{0}.' = gold
tl14m:33|correct|boxed|base model (tasks[239], f^{-1}(1/5) for f(x) = 2/(x+1), gold 9): f^{-1}(x) = (2 - x)/x; '... is $\boxed{9}$.' = gold
tl14m:34|correct|boxed|R1-Distill: '**Final Answer** ... is \boxed{9}.', after </think> 'Both methods confirm that the value is 9.' and '\boxed{9}' = gold
tl14m:35|correct|boxed|hybrid: (9/5)/(1/5) = 9; 'Therefore, the value of ... is \( 9 \).' and '\boxed{9}' = gold
tl14m:36|wrong|boxed|base model (tasks[240], the reflection of (-2, 3), gold (1/5, -18/5)): builds a rotation matrix; '= \boxed{\begin{pmatrix} -\frac{17}{5} \\ \frac{6}{5} \end{pmatrix}}' (gold \begin{pmatrix} 1/5 \\ -18/5 \end{pmatrix})
tl14m:37|no_answer|truncated|R1-Distill: line y = x/3, 'the reflection of (-2, 3) is (1/5, -18/5), which is (0.2, -3.6) in decimal' inside its thinking; its stored thinking is cut there, before '</think>' and before any **Final Answer** (R1 rule)
tl14m:38|wrong|prose_sentence|hybrid: a wrong distance step; 'So, the final answer is (sqrt(10)/10 - 2, 3 + 3*sqrt(10)/10).', then 'Therefore, the reflection of the vector (-2, 3) is (1/sqrt(10) - 2, 3 + 3/sqrt(10)).' in a loop until cut at 'This point should lie': its stated, never-contradicted value (the same in both forms), not the gold (1/5, -18/5)
tl14m:39|wrong|prose_sentence|base model (tasks[241], the distance between the hyperbola's foci, gold 2 \sqrt{5}): ignores the slopes +-2 and takes a = b = 1; 'The distance between the foci is $2 \sqrt{1 + 1} = 2 \sqrt{2}.$' (gold 2 \sqrt{5})
tl14m:40|no_answer|truncated|R1-Distill: center (5,7), horizontal case a = 1, b = 2; its stored thinking is cut at 'With a = 2b' (the vertical case) before '</think>', before any distance (R1 rule)
tl14m:41|correct|boxed|hybrid: c = sqrt(1 + 4); 'The final answer is \(2\sqrt{5}\).' and '\boxed{2\sqrt{5}}', the solution twice more ('To find the distance between the foci ...', each ending with the same box) and a further copy cut at '\frac{1}{a': its stated, never-contradicted 2 sqrt 5 (loop convention) = gold
tl14m:42|wrong|answer_is|base model (tasks[242], the nonzero N making 21420N divisible by 6, gold 6): calls 21420N even whatever N is; '$N=\boxed{3}$.The answer is: 3' (gold 6)
tl14m:43|correct|boxed|R1-Distill: N even and a multiple of 3; '**Final Answer** The nonzero value of \( N \) is \boxed{6}.', after </think> '\(\boxed{6}\)' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
