__doc__ = r"""Build public_heldout212.jsonl: a 212th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy block, not on the pages read) were not
used to label: each completion was read, its final answer found and compared with the gold by hand.

120 records, all MATH-500, all long chain-of-thought, from one file of thaotnguyen/thinking-llms-interp:
* tl14m2: hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; metadata:
  base_model 'Qwen/Qwen2.5-14B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-14B', the
  repository's hybrid_model; n_tasks 400; MATH-500 problems, not in test order), read on from where
  round 207 stopped: page 144000 (round 207's paste, reused) and pages 160000-512000 (23 pages pasted
  this round), tasks[15].thinking_model (the record round 207's last page cut) to tasks[55].base_model:
  120 records (tasks[15] thinking and hybrid, tasks[16]-[54] all three models, tasks[55] base).
  Rounds 202 and 207 took tasks[0]-[14] and tasks[15].base_model of this file; the numbering here
  starts again at 0 (source public_heldout212).

Method (rounds 76-207): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/h14_<offset>.txt); work/mk.py (round 207's, with one FIXED count added, see below) decoded each
display form once into the page text (pages/*.page) and checked its length: every page decodes to
exactly 16,000 characters. Page 144000 was not typed a second time: its paste is round 207's
(/tmp/rounds/real207/pages/h14_144000.txt), decoded here to 16,000 characters and byte-identical to
round 207's decoded page; its end, inside tasks[15].thinking_model at 'divide by 2! for E and another
2', meets the start of page 160000 as read this round, '! for L, which is 5040 / (2*2) = 1260.'.
Two pastes were corrected against the display before their first decode: 160000 (the sqrt thinking
model's paragraphs 'Is there a possibility of another solution? Let me think. Since the square
root function ...' to 'Another thing ' had been typed with a repeated stretch of its earlier text;
the page was pasted again from 'so that's fine. \n\nIs there a possibility of another solution? ' on,
then 16,000) and 512000 (the closing quote of tasks[55].base_model typed with one escape too many;
fixed to the display's, then 16,000). Same-length slips are not caught by the length check; the loop
regions and the long repeated expressions were read twice against the display, and the mod-18 base
model's 126 subtraction lines (pasted whole on page 288000) were checked by script to form one
unbroken chain '$5-18=-13$' ... '$-2245-18=-2263$' (each line's result opens the next, each a - 18).
Long loops were NOT retyped, with the markers of round 207's mk.py (@@Uk@@unit@@/Uk@@ keeps the unit
once in place and @@Rk@@ is replaced by the unit a whole number of times, the number fixed by the
page length: mk.py tries every count and requires exactly one to give the length; @@A<a>-<b>|s1|s2@@
writes the numbered lines f"{i}{s1 or s2}" for i = a..b, alternating). Markers per page:
h14 160000, 176000, 192000 none; 208000 one, unit 1 the x/2 + x/3 hybrid's (tasks[21]) invented block
'```\n\nPlease determine whether the following function is a valid solution to the given problem:
... Therefore, the solution is $x = 1$.\n', 4 further copies (5 whole), then the block's opening
again, cut at '$f(1) = 2(1) + 3 = 2 + ' where the string ends; 224000 none; 240000 two, unit 1 the
ceiling hybrid's (tasks[25]) block 'The final answer is \boxed{-3}.\n\nTo evaluate the expression ...
Therefore, the final answer is \(\boxed{-3}\).\n\n', 7 further copies (8 whole), then 'The final'
where the string ends, and unit 2 the F(z) base model's (tasks[26]) '=\frac{1+2i-263\cdot265}{1-263^2}',
69 further copies (70), then '=\frac{1+2i-26' where the string ends: the page length alone allows
(0, 193) and (7, 69), the display shows more than one ceiling block, so mk.py's FIXED holds unit 1 at 7
(work/mk.py docstring); 256000 none; 272000 one, unit 1 the Suzanne hybrid's (tasks[28]) block 'The
reasoning is as follows:\n- In a common year, ... The final answer is 36 miles.\n\n', 11 further
copies (12 whole), then the block's opening cut at '- In a leap year'; 288000 none (the 126
subtraction lines pasted whole, see above); 304000 one, unit 1 the Rick hybrid's (tasks[32]) block
'Step 1: Identify the factors of 14 and 42. ... - The final answer is 4.\n\n' (the string opens with
it), 9 further copies (10 whole), then the block's opening cut at 'between 14 and 42'; 320000 none;
336000 one, unit 1 the sequence base model's (tasks[36]) line '&= 216 \cdot 144 - \sum_{1 \le i < j
\le n} a_i^2 a_j^3 \\\n', 24 further copies (25), then '&= 216 \cdot 144 - \sum_{1 \le i <' where the
string ends; 352000 none; 368000 one, unit 1 the Bob and Alice hybrid's (tasks[38]) 'The probability
is 1/5.\n\n', 215 further copies (216), then 'The probability is 1'; 384000, 400000, 416000 none;
432000 one @@A15-60 (the z^85 hybrid, tasks[45]: 'Step i: The final answer is:\n\[\boxed{F_{85} \cdot
\frac{1 + \sqrt{5}}{2} + F_{84}}.\]\n\n' for odd i and 'Step i: The numerical value of this expression
is the final answer.\n\n' for even i, steps 15-60; step 61 pasted, cut at '+ F_{84}}'); 448000 none;
464000 one, unit 1 the 2/3 = 4/(x-5) hybrid's (tasks[48]) block 'To solve the equation
\(\frac{2}{3} = \frac{4}{x-5}\), we can follow these steps: ... The answer is \(\boxed{11}\).\n\n',
4 further copies (5 whole), then the block's opening cut at '**Add 10** to both sides to'; 480000
one, unit 1 the Rosa hybrid's (tasks[49]) block 'Step 1: Understand the problem.\nRosa's age, ...
Answer: Rosa is 49 years old.\n\n', 2 further copies (3 whole on the page; the first, whole, block
crosses from page 464000), then the block's opening cut at 'Step 5: Solve'; 496000, 512000 none.
The counts agree with the copies the records hold when counted by script (work/loopcheck.py, no
labels read: tl14m2 19: 6 'Please determine whether the following function is a valid solution', 5
'Therefore, the solution is $x = 1$.'; 31: 8 'The final answer is \boxed{-3}.', 8 'To evaluate the
expression'; 32: 70 '=\frac{1+2i-263\cdot265}{1-263^2}'; 40: 13 'The reasoning is as follows:' and 13
'The final answer is 36 miles.' (one before the loop); 44: 126 '-18=-'; 52: 11 'Step 1: Identify the
factors of 14 and 42.', 20 '- The final answer is 4.'; 62: 25 'a_i^2 a_j^3 \\'; 70: 216 'The
probability is 1/5.'; 91: 25 'The final answer is:' (step 11 and steps 15-61 odd), 25
'\boxed{F_{85}'; 100: 6 'To solve the equation \(\frac{2}{3}'; 103: 4 'Answer: Rosa is 49 years
old.', 5 'Step 1: Understand the problem.').
The pages were joined in file order, so a completion crossing an edge is taken whole (23 records
cross a page edge). Each record's `r` was cut out of the joined page text by script (the JSON string
body as the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; work/extract_h14.py, round 207's with the start moved: the
first question on the joined text is tasks[14]'s, the round starts at tasks[15].thinking_model),
never retyped. `q` is the problem's first 60 characters as MATH-500 has them.

Edges: the joined text (pages 144000-512000, 384,000 characters) opens inside tasks[13]; tasks[14]
(all three) and tasks[15].base_model are round 207's tl14m2 32-35: not taken again;
tasks[15].thinking_model, cut by round 207's last page, is whole here and taken (tl14m2 0). The
joined text ends exactly at the closing quote of tasks[55].base_model (x + y <= 4), taken whole
(tl14m2 119); tasks[55].thinking_model and hybrid_model are unread. No record was cut by the last
page; none dropped. The round stopped there for time (about 40 minutes of work). Some completions are
cut in the file itself (R1-Distill reasoning and base/hybrid loops at the generation limit); they are
whole records as the file holds them: the thinking records 9, 12, 15, 24, 27, 33, 39, 42, 45, 63, 69,
72, 75, 90, 96, 105, 111, 114, 117 have no '</think>'; 3 and 66 close their thinking with a boxed
'**Final Answer**' and their summary after '</think>' is cut.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 31,703 distinct
texts, by script, reading no labels), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl; no further distinct texts at the run) and with the others of
this round (work/repeats.py): none of the 120 repeats an earlier round or another of this round;
none was dropped. One opens with the same 300 characters as an earlier completion: tl14m2 77 (the
Zach pencils base model, tasks[41]) and public_heldout152's r007 of the hybrid-2 32B random-vectors
file (the same problem); the two part at character 351 (normalised; 'To find the greatest number of
pencils per bag' here, 'To maximize the number of pencils in each bag' there) and end on different
texts (1,464 and 895 characters): not a repeat, kept.

Repositories (120 records): thaotnguyen/thinking-llms-interp 120 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 0, MATH 120 (MATH-500). Prompt format: long_cot 120 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking models write their reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 73, wrong 23, no_answer 24; 15 debatable (tl14m2 9, 12, 15, 24, 27, 42, 63, 69, 72,
75, 90, 96: cut before a final answer with the gold in the working; 4 and 19: invented turns; 37:
'4210' without its base subscript). Forms:
boxed 45, prose_sentence 32, truncated 24, answer_colon 10, final_answer_phrase 5, answer_is 4.

Truths by model: base_model (Qwen2.5-14B, 41) 23 correct, 13 wrong (8: |a + bi|, 61; 14: the odd/even
composition, odd; 23: DBEF, about 6; 41: ACD, 480/17; 59: 42!, 8; 65: 413_5, 201_5; 68: Bob and
Alice, 1/6; 86: the curve, (15, -23); 104: f(2015,2), 4; 107: the determinant, 3; 110: ENG, 64; 113:
the grid, 4/5; 116: the gecko, 2\sqrt{61}), 4 no_answer (32: F(z); 44: mod 18; 62: the sequence; 89:
z^85; all cut inside loops or expressions); thinking_model (R1-Distill-Qwen-14B, 40) 21 correct
(19 after '</think>', 2 by the box closing their thinking), 19 no_answer (cut inside their
reasoning, 12 of them debatable); hybrid_model (39) 29 correct, 10 wrong (10: |a + bi|, 121; 13: the
parentheses, 3; 16: odd/even, odd; 43: ACD, 480/17; 46: mod 18, 17; 70: Bob and Alice, 1/5; 91: z^85,
an F_85/F_84 expression; 106: f(2015,2), 3; 112: ENG, 21.33; 118: the gecko, 2\sqrt{34}), 1 no_answer
(64: the sequence, cut while testing n). The base model appends the invented system line 'You are an
AI assistant that helps people find information. ...' after its answer in 12 records (2, 11, 20, 29,
38, 50, 53, 68, 77, 80, 101, 110), with no other value. Hybrids that state their answer and then loop
it until cut (31, 40, 52, 70, 91, 100, 103) are labelled by the stated, never-contradicted value
(loop convention); hybrids 4, 7 and 19 go on with an invented 'Please determine ...' turn (19 solves
an invented f(x) = 2x + 3 problem, x = 1, and loops it), 70 with an invented request and 94 with an
invented Python check: labelled by the answer to the question actually posed.

Selection (records as they come, in file order, not by how hard they look):
hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json at ecefbf89, pages 144000-512000 joined
(384,000 of 3,730,986 characters): tasks[15] thinking and hybrid (ELLIPSE), tasks[16]-[54] base,
thinking, hybrid (2^{2x} = 256^{1/2}; \sqrt{3x-5} = 2; |a + bi| <= 5; the parentheses minimum; the
odd/even composition; x/2 + x/3 = 5; Daniel's televisions; DBEF; |x+5| - |3x-6| = 0; the ceilings;
F(z) and z_2002; 555 in base 5; Suzanne's walks; triangle ACD; -11213141 mod 18; f(3); Rick and Steve;
the quadrilateral angle; the hyperbola h + k + a + b; the zeros of 42!; the a_i power sums; 413_5 / 2_5;
Bob and Alice's bags; the maximum of x\sqrt{1-y^2} + y\sqrt{1-x^2}; gcd(n + 7, 2n + 1); Zach's
pencils; the Senate table; triangle OAB; the curve at t = 2; z^85 + 1/z^85; 3/\sqrt{27}; x^4 + 4y^2 +
4z^4; 2/3 = 4/(x - 5); Rosa's age; f(2015,2); the determinant squared; triangle ENG; the grid
collinear triple; the gecko) and tasks[55] base (x + y <= 4). Record number = place in file order.

Label conventions (rounds 72-207): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer (also where its working already holds the gold, marked debatable); an
R1-Distill record whose thinking closes with a boxed '**Final Answer**' and whose summary after
'</think>' is cut is labelled by that box (R1 rule, rounds 148-207); equal in value but written
differently is correct (here '4210_5' for 4210_{5}, '4210' with the base named (debatable), '204_5', '28,800' for
28800, '11/2' for \frac{11}{2}, '\dfrac{\sqrt{3}}{3}', '3\sqrt{5}', '(15, -29)'); an answer sentence
is read for the quantity it states. Loop convention: a response that states its answer and then
repeats it until cut mid-copy or to the generation limit is labelled by the stated,
never-contradicted value. Invented turns: a completion that goes on with an invented turn or problem
is labelled by its answer to the question actually posed. Gold: the file's own correct_answer (the
build checks it against MATH-500 by the problem's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json
(at ecefbf89) 160000, 176000, 192000, 208000, 224000, 240000, 256000, 272000, 288000, 304000, 320000,
336000, 352000, 368000, 384000, 400000, 416000, 432000, 448000, 464000, 480000, 496000, 512000 (23
pages, all pasted this round), with round 207's paste of 144000 (not re-read; its decoded page checked
byte-identical to round 207's and its end checked against the start of 160000). Nothing else was read.

Leads for a later round: the hybrid-2 Qwen2.5-14B MATH-500 file from 528000 (its first characters
continue tasks[55], x + y <= 4, at '",\n        "thinking_model": "' or just before it: the page
512000 ends exactly at the closing quote of tasks[55].base_model, so a round starting at 528000 starts
with tasks[55].thinking_model; about 3.2 MB unread, 400 tasks, about one task a page; its hybrids loop
answer lines or invent 'Please determine ...' turns, its base model appends an invented 'You are an
AI assistant ...' line; two loops on one page can leave the @@R counts ambiguous by length alone (page
240000 here): fix one by the display and say so); the random-firing MATH-500 file from 112000 (round
133's lead); the other hybrid-2/results/ files that round 75 listed (qwen2.5-32b bias-only MATH-500,
benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout212.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout212.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m2_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout212.jsonl"
SOURCE = "public_heldout212"

# thaotnguyen/thinking-llms-interp (the local tl14m2_source, as rounds 202 and 207); the pages this round joined
SOURCES = {
    "tl14m2": tl14m2_source("pages 144000-512000 joined (384,000 of 3,730,986 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl14m2:0|correct|boxed|R1-Distill (tasks[15], ELLIPSE, gold 1260): 7!/(2! 2!) (across the edge of pages 144000 and 160000); after </think> 'The number of ways to arrange the letters of the word ELLIPSE is \boxed{1260}.' = gold
tl14m2:1|correct|prose_sentence|hybrid: 5040 / 4 = 1260; 'Thus, there are 1260 distinct ways to arrange the letters of the word "ELLIPSE."' = gold
tl14m2:2|correct|prose_sentence|base model (tasks[16], 2^{2x} = 256^{1/2}, gold 2): 2^{2x} = 2^4; 'So, the solution for x is 2.', then the invented 'You are an AI assistant ...' line with no other value = gold
tl14m2:3|correct|boxed|R1-Distill: '**Final Answer** The solution is \boxed{2}.' closes its thinking, then its summary after </think> is cut at 'the right side is \(256^{\frac{1}{': labelled by that box (R1 rule) = gold
tl14m2:4|correct|final_answer_phrase|debatable: hybrid: 'Therefore, the solution is $x = 2$.', then an invented turn ('```' and 'Please determine whether the above solution is correct ...') answered 'The solution provided is correct.' and '**Final Answer**: $x = 2$.' with a closing sentence; the answer to the question posed, 2 = gold (invented-turn convention)
tl14m2:5|correct|prose_sentence|base model (tasks[17], \sqrt{3x-5} = 2, gold 3): 3x - 5 = 4; 'Therefore, the only possible value of $x$ that satisfies the equation $\sqrt{3x-5}=2$ is $x=3$.' = gold
tl14m2:6|correct|boxed|R1-Distill: squares and checks the domain (across the edge of pages 160000 and 176000); after </think> 'Thus, the possible value of \(x\) is \(\boxed{3}\).' = gold
tl14m2:7|correct|boxed|hybrid: 'Therefore, the answer is $x=3$.', then an invented 'Please determine whether the given question is a direct question ...' paragraph restating x=3, ending 'The final answer is $\boxed{3}$.' = gold
tl14m2:8|wrong|answer_colon|base model (tasks[18], |a + bi| <= 5, gold 81): counts 9, 7, 5, 3, 1 values of b for |a| = 1-5; '11 + 18 + 14 + 10 + 6 + 2 = \boxed{61}' and 'The answer is: 61': 61 != gold 81
tl14m2:9|no_answer|truncated|debatable: R1-Distill: counts 11 + 18 + 18 + 18 + 14 + 2 = 81 twice ('So, total number of ordered pairs is 81.'), then cut inside its reasoning (no </think>) at 'I remember that the number of lattice points': no final answer (a reading that takes the working's 81 would say correct)
tl14m2:10|wrong|final_answer_phrase|hybrid: describes counting b for each a without the sums; 'The final answer is 121.': 121 != gold 81
tl14m2:11|correct|answer_colon|base model (tasks[19], the parentheses minimum, gold -9): 1 + 2 + 3 - (4 + 5 + 6); 'Answer: The minimum possible value of the expression ... is -9.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:12|no_answer|truncated|debatable: R1-Distill: finds 1 + 2 + 3 - (4 + 5 + 6) = -9 and keeps trying groupings, cut inside its reasoning (no </think>) at 'What if I group (1 + 2 + 3 - 4 + 5) + 6' (across the edge of pages 176000 and 192000): no final answer (the working's lowest so far is -9)
tl14m2:13|wrong|boxed|hybrid: tries five groupings, not the one with -9; 'the minimum possible value of the expression is \(\boxed{3}\).' and 'The final answer is \(\boxed{3}\).': 3 != gold -9
tl14m2:14|wrong|answer_colon|base model (tasks[20], f(f(g(f(g(f(x)))))) with f odd, g even, gold \text{even}): 'The final function ... is odd because ...'; 'Answer: odd': odd != gold even
tl14m2:15|no_answer|truncated|debatable: R1-Distill: h(-x) = h(x), 'which means h(x) is even.', then 'Wait, but let me make sure I didn't make a mistake in step 3. When I' where it is cut (no </think>): no final answer (the working's value is even)
tl14m2:16|wrong|answer_colon|hybrid: 'the composition alternates between odd and even functions ... is therefore odd'; 'Answer: odd.' and 'The composition ... is an odd function.': odd != gold even
tl14m2:17|correct|prose_sentence|base model (tasks[21], x/2 + x/3 = 5, gold 6): 5x/6 = 5; 'So, the solution to the equation is $x = 6$.' = gold
tl14m2:18|correct|boxed|R1-Distill: 5x/6 = 5, checked (across the edge of pages 192000 and 208000); after </think> 'Therefore, the solution is \(\boxed{6}\).' = gold
tl14m2:19|correct|prose_sentence|debatable: hybrid: 'Therefore, the solution is $x = 6$.', then an invented turn ('```', 'Please determine whether the following function is a valid solution ...' for f(x) = 2x + 3 = 5, 'Therefore, the solution is $x = 1$.') repeated (5 whole copies) until cut at '$f(1) = 2(1) + 3 = 2 + ': the answer to the question posed, 6 = gold (invented-turn convention; the last stated number, 1, answers the invented problem)
tl14m2:20|correct|prose_sentence|base model (tasks[22], Daniel's televisions, gold 9): k = 22500, P = 22500/2500; 'So, according to Daniel's theory, 9 customers would buy a television that costs $2500.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:21|correct|boxed|R1-Distill: 15 x 1500 = 22500; after </think> 'Thus, the number of customers who would buy a television that costs $\$2500$ is \boxed{9}.' = gold
tl14m2:22|correct|answer_colon|hybrid: P = 9, rechecked; 'Final answer: 9.', then a sentence about the explanation = gold
tl14m2:23|wrong|prose_sentence|base model (tasks[23], DBEF, gold 8): applies a Heron-like formula to the four sides (across the edge of pages 208000 and 224000); 'Area ≈ 6' and 'The area of quadrilateral DBEF is approximately 6 square units.': 6 != gold 8
tl14m2:24|no_answer|truncated|debatable: R1-Distill: F = (8/3, 2) from EA and CD, shoelace 16/2 = 8 ('Wait, so the area is 8?', checked again), then cut while splitting into triangles at 'which is length ' (no </think>): no final answer (the working's value is 8)
tl14m2:25|correct|boxed|hybrid: takes F on DE and AC (with inconsistent lines) but uses F = (8/3, 2); shoelace 16/2; 'the area of quadrilateral \(DBEF\) is \(\boxed{8}\).' and 'The final answer is \(\boxed{8}\).' = gold
tl14m2:26|correct|prose_sentence|base model (tasks[24], |x+5| - |3x-6| = 0, gold \frac{11}{2}): cases give 1/4 and 11/2; 'the largest possible value of $x$ is $\frac{11}{2}$.' = gold
tl14m2:27|no_answer|truncated|debatable: R1-Distill: x = 11/2 and 1/4 by cases and intervals, 'Therefore, 11/2 is indeed the larger solution, so that's the answer.', then '**Final Answer** The largest possible value of \( x \)' where it is cut (no </think>): no final value stated (the working's 11/2)
tl14m2:28|correct|prose_sentence|hybrid: x = 11/2 and 1/4, checked (across the edge of pages 224000 and 240000); 'The final answer is 11/2.' and 'The largest possible value of x is 11/2, which is an improper fraction.' = gold ('11/2' for \frac{11}{2})
tl14m2:29|correct|final_answer_phrase|base model (tasks[25], the ceilings, gold -3): 13 - 16; 'So, the final answer is $-3$.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:30|correct|boxed|R1-Distill: \lceil 12.96 \rceil = 13, 4^2 = 16; after </think> 'Thus, the value of the expression is \(\boxed{-3}\).' = gold
tl14m2:31|correct|boxed|hybrid: 13 - 16 = -3; 'Therefore, the final answer is -3.', then 'The final answer is \boxed{-3}.' and a worked block ending 'Therefore, the final answer is \(\boxed{-3}\).' loop (8 copies) until cut at 'The final': its stated, never-contradicted -3 (loop convention) = gold
tl14m2:32|no_answer|truncated|base model (tasks[26], F(z) and z_{2002}, gold 1+274i): takes z_1 = 1+264i, then repeats '=\frac{1+2i-263\cdot265}{1-263^2}' (70 copies) while computing z_2 until cut at '=\frac{1+2i-26': no value of z_{2002} stated
tl14m2:33|no_answer|truncated|R1-Distill: z_1 = 1 + 274i, z_2 = (1 + 275i)/(1 + 273i) about 1.0073 + 0.00002685i, then cut while computing z_3 at 'Plugging in \( z_2 ≈ 1.00' (no </think>, across the edge of pages 240000 and 256000): no value of z_{2002} stated
tl14m2:34|correct|prose_sentence|hybrid: claims period 3, 2002 mod 3 = 1, z_{2002} = z_1 = 1 + 274i; 'The value of z_{2002} is 1 + 274i. Since the answer is a complex number, we can write it as a + bi, where a = 1 and b = 274.' = gold
tl14m2:35|correct|prose_sentence|base model (tasks[27], 555 in base 5, gold 4210_{5}): remainders 0, 1, 2, 4; 'Therefore, $555_{10} = 4210_5$.' = gold ('4210_5' for 4210_{5})
tl14m2:36|correct|boxed|R1-Distill: checks 4210 by expansion and by powers of 5; after </think> 'Thus, the number \(555_{10}\) expressed in base 5 is \(\boxed{4210_5}\).' = gold ('4210_5')
tl14m2:37|correct|answer_is|debatable: hybrid: remainders read in reverse; 'The base 5 representation of 555 is 4210.' and 'Therefore, the answer is 4210.' = gold ('4210' without its subscript, the base named in the sentence before; labelled correct)
tl14m2:38|correct|prose_sentence|base model (tasks[28], Suzanne's walks, gold 36): 28 days, 9 walks; 'So, the fewest number of miles Suzanne can walk in February is 36 miles.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:39|no_answer|truncated|R1-Distill: weighs walking on days 1, 4, ..., 28 (40 miles) against days 3, ..., 27 (36 miles), undecided, cut at 'But if you interpret it as "on every day that is a multiple' (no </think>, across the edge of pages 256000 and 272000): no final answer
tl14m2:40|correct|final_answer_phrase|hybrid: common year 36, leap year 40, 'the fewest number of miles she can walk in February is 36 miles.' and 'The final answer is 36 miles.', then a 'The reasoning is as follows: ...' block ending '... is 36 miles.' and 'The final answer is 36 miles.' loops (12 copies) until cut at '- In a leap year': its stated, never-contradicted 36 (loop convention) = gold
tl14m2:41|wrong|prose_sentence|base model (tasks[29], triangle ACD, gold \frac{3840}{289}): h = 120/17, takes AC as the base; 'the area of triangle $ACD$ is $\frac{1}{2} \cdot 8 \cdot \frac{120}{17} = \frac{480}{17}$.': 480/17 != gold 3840/289
tl14m2:42|no_answer|truncated|debatable: R1-Distill: right angle at C, CD = 120/17, AD = 64/17, area 7680/578 = 3840/289 ('So, 3840/289 is the simplified fraction.'), doubts it ('the area should be a nice number') and is cut at 'subtract it from 6' (no </think>, across the edge of pages 272000 and 288000): no final answer (the working's value is 3840/289)
tl14m2:43|wrong|boxed|hybrid: right triangle, CD = 120/17, takes AC as base; 'Therefore, the area of triangle $ACD$ is $\boxed{\frac{480}{17}}$.' and 'The final answer is $\boxed{\frac{480}{17}}$.': 480/17 != gold 3840/289
tl14m2:44|no_answer|truncated|base model (tasks[30], -11213141 mod 18, gold 13): 11213141 ≡ 5, then writes '$5-18=-13$', '$-13-18=-31$', ... (126 subtractions) down to '$-2245-18=-2263$' where it is cut: no value of n stated (it subtracts away from 0-17)
tl14m2:45|no_answer|truncated|R1-Distill: 11213141 mod 18 = 5, '-5 mod 18 is the same as 18 -' where it is cut (no </think>): no final answer
tl14m2:46|wrong|prose_sentence|hybrid: claims a quotient of -623007 with remainder 17; 'Therefore, the integer n that satisfies the given congruence relation is 17.': 17 != gold 13
tl14m2:47|correct|prose_sentence|base model (tasks[31], f(3) from f(-3) = 2, gold 8): b = 9a, 81a - 81a + 8; 'Therefore, the value of $f(3)$ is 8.' = gold
tl14m2:48|correct|boxed|R1-Distill: 81a - 9b = 0 (across the edge of pages 288000 and 304000); after </think> 'Thus, the value of \( f(3) \) is \boxed{8}.' = gold
tl14m2:49|correct|prose_sentence|hybrid: 81a - 81a + 8; 'The final answer is 8.' and 'The value of f(3) is 8.' = gold
tl14m2:50|correct|prose_sentence|base model (tasks[32], Rick and Steve, gold 4): common factors 1, 2, 7, 14; 'Rick and Steve could be thinking of 4 possible numbers: 1, 2, 7, and 14.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:51|correct|boxed|R1-Distill: common factors and gcd 14; after </think> 'Therefore, the number of possible numbers they could be thinking of is \(\boxed{4}\).' = gold
tl14m2:52|correct|final_answer_phrase|hybrid: a 'Step 1: Identify the factors of 14 and 42. ... - The final answer is 4. - The possible numbers are 1, 2, 7, and 14. - The final answer is 4.' block loops (10 whole copies) until cut at 'between 14 and 42': its stated, never-contradicted 4 (loop convention) = gold
tl14m2:53|correct|answer_colon|base model (tasks[33], the quadrilateral, gold 120): 3x + 180 = 360 (across the edge of pages 304000 and 320000); 'Answer: The largest angle in the convex quadrilateral is 120 degrees.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:54|correct|boxed|R1-Distill: x = 60; after </think> 'Therefore, the measure of the largest angle is \(\boxed{120}\) degrees.' = gold
tl14m2:55|correct|prose_sentence|hybrid: x = 60, 2x = 120, checked; 'The final answer is 120 degrees.' and 'The largest angle in the convex quadrilateral is 120 degrees.' = gold
tl14m2:56|correct|boxed|base model (tasks[34], the hyperbola h + k + a + b, gold 16): centre (-3, 2), a = 12, c = 13, b = 5; '$h + k + a + b = -3 + 2 + 12 + 5 = \boxed{16}.$.' = gold
tl14m2:57|correct|boxed|R1-Distill: the same values, checked; after </think> 'Thus, the final answer is: \[ \boxed{16} \]' = gold
tl14m2:58|correct|boxed|hybrid: the same values; 'The final answer is: \[ \boxed{16} \]' and 'The answer is \boxed{16}.' = gold
tl14m2:59|wrong|prose_sentence|base model (tasks[35], the zeros of 42!, gold 9): counts 42/5 = 8 only; 'So, there are 8 factors of 5 in $42!$, and therefore 8 zeroes at the end of $42!$.': 8 != gold 9
tl14m2:60|correct|boxed|R1-Distill: 8 + 1 (across the edge of pages 320000 and 336000); after </think> 'Thus, the number of trailing zeros in \(42!\) is \(\boxed{9}\).' = gold
tl14m2:61|correct|prose_sentence|hybrid: 39 twos, 9 fives; 'Therefore, there are 9 zeroes at the end of 42!.' = gold
tl14m2:62|no_answer|truncated|base model (tasks[36], the a_i power sums, gold 64): derives S = 6 against S = 96, then repeats '&= 216 \cdot 144 - \sum ... a_i^2 a_j^3 \\' (25 copies) until cut at '\sum_{1 \le i <': no value of n stated
tl14m2:63|no_answer|truncated|debatable: R1-Distill: Cauchy-Schwarz gives n >= 64, equal a_i give n = 64 ('So, when all \( a_i \) are equal, n=64 is a solution.'), then asks whether n > 64 works and is cut inside Hölder's inequality at '\( \' (no </think>): no final answer (the working's only value is 64)
tl14m2:64|no_answer|truncated|hybrid: tests equal a_i for n = 1, 2, 3, 4, 6, 8, 12, 16, each 'not a solution', cut at 'a_1 + a' (across the edge of pages 336000 and 352000): no value stated
tl14m2:65|wrong|prose_sentence|base model (tasks[37], 413_5 / 2_5, gold 204_5): long division digit by digit; 'Therefore, the quotient of $413_5 \div 2_5$ is $201_5$ with a remainder of 1.': 201_5 != gold 204_5
tl14m2:66|correct|boxed|R1-Distill: 108 / 2 = 54 = 204_5, checked by base-5 division; '**Final Answer** The quotient of $413_5 \div 2_5$ expressed in base 5 is \boxed{204_5}.' closes its thinking, then its summary after </think> is cut at '2 \div 5 = 0 \text{ remainder } 2': labelled by that box (R1 rule) = gold
tl14m2:67|correct|prose_sentence|hybrid: 108 / 2 = 54, remainders 4, 0, 2 (the division sign stored as '\ufffd'); 'Therefore, the quotient of 413_5 divided by 2_5 is 204_5.' = gold
tl14m2:68|wrong|prose_sentence|base model (tasks[38], Bob and Alice's bags, gold \frac{1}{3}): 5 favourable of 30; 'So, the probability that after this process the contents of the two bags are the same is 1/6.', then the invented 'You are an AI assistant ...' line: 1/6 != gold 1/3
tl14m2:69|no_answer|truncated|debatable: R1-Distill: 2/6 per colour, 5 x (1/5)(1/3) = 1/3 and 10/30 = 1/3 ('Therefore, the probability is 1/3.', 'I think the answer is 1/3.'), then cut at 'So, if Alice takes a ball and' (no </think>, across the edge of pages 352000 and 368000): no final answer (the working's value is 1/3)
tl14m2:70|wrong|prose_sentence|hybrid: 5/25 = 1/5; 'Final answer: The probability ... is 1/5.', then an invented request and 'The probability is 1/5.' (216 copies) until cut at 'The probability is 1': 1/5 != gold 1/3
tl14m2:71|correct|answer_colon|base model (tasks[39], the maximum of x\sqrt{1-y^2} + y\sqrt{1-x^2}, gold 1): x = y = 1/\sqrt2 gives 1; 'Answer: The maximum value of the function ... within the domain -1 ≤ x, y ≤ 1 is 1.' = gold
tl14m2:72|no_answer|truncated|debatable: R1-Distill: critical points on x^2 + y^2 = 1 where f = 1, checks points, cut at '0.5*(√0.7' (no </think>, across the edge of pages 368000 and 384000): no final answer (the working's value is 1)
tl14m2:73|correct|prose_sentence|hybrid: g(x) = 2x\sqrt{1 - x^2} maximal 1 at 1/\sqrt2; 'Therefore, the maximum value of f(x, y) is 1.' = gold
tl14m2:74|correct|boxed|base model (tasks[40], gcd(n + 7, 2n + 1), gold 13): d divides 13; 'Therefore, the greatest possible value of $d$ is $\boxed{13}$.' = gold
tl14m2:75|no_answer|truncated|debatable: R1-Distill: gcd(n + 7, 13), 'Therefore, the greatest possible value of ... is 13.', then tests examples and is cut at 'Then, \( n + 7 = ' (no </think>): no final answer (the working's value is 13)
tl14m2:76|correct|boxed|hybrid: d divides -13, 13 achieved at n = 13k - 7; 'The final answer is $\boxed{13}$.', then a paragraph restating 13 = gold
tl14m2:77|correct|prose_sentence|base model (tasks[41], Zach's pencils, gold 2): remainders when dividing by 3 (across the edge of pages 384000 and 400000); 'The greatest number of pencils Zach could have left over is 2, as this is the largest possible remainder ...', then the invented 'You are an AI assistant ...' line = gold
tl14m2:78|correct|boxed|R1-Distill: remainders 0, 1, 2; after </think> '\[ \boxed{2} \]' = gold
tl14m2:79|correct|boxed|hybrid: P = 3x + r, r < 3; 'The answer is 2.' and 'The final answer is \boxed{2}.' = gold
tl14m2:80|correct|answer_colon|base model (tasks[42], the Senate table, gold 28800): 2 x 5! x 5!; 'Answer: There are 28,800 ways to arrange the members ...', then the invented 'You are an AI assistant ...' line = gold ('28,800' for 28800)
tl14m2:81|correct|boxed|R1-Distill: (3-1)! x 5! x 5!; after </think> 'The number of ways they can sit around the table is \(\boxed{28800}\).' = gold
tl14m2:82|correct|answer_is|hybrid: fixes the Independent, 2! x 5! x 5!; 'The final answer is 28,800.' and 'The answer is 28,800.' = gold ('28,800' for 28800)
tl14m2:83|correct|boxed|base model (tasks[43], triangle OAB, gold 3 \sqrt{5}): cross product (8, -10, 4), \sqrt{180} = 6\sqrt5; 'the area of triangle $OAB$ is $\frac{1}{2} \cdot 6 \sqrt{5} = \boxed{3 \sqrt{5}}.$.' = gold
tl14m2:84|correct|boxed|R1-Distill: the cross product and the sine check (its determinant written with runs of '\u00a0', across the edge of pages 400000 and 416000); after </think> 'Thus, the area of triangle \( OAB \) is \(\boxed{3\sqrt{5}}\).' = gold ('3\sqrt{5}')
tl14m2:85|correct|boxed|hybrid: the same cross product; 'Therefore, the area of triangle $OAB$ is $3\sqrt{5}$.' and 'The final answer is $\boxed{3\sqrt{5}}$.' = gold
tl14m2:86|wrong|prose_sentence|base model (tasks[44], the curve at t = 2, gold (15,-29)): -3(4) - 12 - 5 taken as -23; 'Therefore, the curve passes through the point $(15, -23).$': (15, -23) != gold (15, -29)
tl14m2:87|correct|boxed|R1-Distill: x = 15, y = -12 - 12 - 5 = -29; after </think> '\[ \boxed{(15, -29)} \]' = gold ('(15, -29)')
tl14m2:88|correct|boxed|hybrid: x = 15, y = -29; 'The final answer is \(\boxed{(15, -29)}\).', then a sentence about the method = gold
tl14m2:89|no_answer|truncated|base model (tasks[45], z^{85} + 1/z^{85}, gold -2): squares w = z + 1/z repeatedly into long polynomials, substitutes, and is cut inside the repeated sum at '- 2785280 \cdot \frac{1 + \sqrt{5}}{2} + ': no value stated
tl14m2:90|no_answer|truncated|debatable: R1-Distill: z = e^{i pi/5}, a_85 = 2 cos(17 pi) = -2, 'Therefore, the answer is -2.', then 'But wait, let me make sure that z is indeed' where it is cut (no </think>, across the edge of pages 416000 and 432000): no final answer (the working's value is -2)
tl14m2:91|wrong|boxed|hybrid: claims z^n + 1/z^n = F_n \phi + F_{n-1}; 'Therefore, the answer is: \[\boxed{F_{85} \cdot \frac{1 + \sqrt{5}}{2} + F_{84}}.\]', then numbered steps alternate 'The final answer is:' with that box and 'The numerical value of this expression is the final answer.' up to step 61, cut after the box's expression: F_85 \phi + F_84 (a huge number, never evaluated) != gold -2
tl14m2:92|correct|prose_sentence|base model (tasks[46], 3/\sqrt{27}, gold \frac{\sqrt{3}}{3}): 1/\sqrt3 rationalised; 'Therefore, the simplified form of \(\frac{3}{\sqrt{27}}\) is \(\frac{\sqrt{3}}{3}\).' = gold
tl14m2:93|correct|boxed|R1-Distill: two methods, a decimal check (across the edge of pages 432000 and 448000); after </think> 'Thus, the simplified form is \(\boxed{\dfrac{\sqrt{3}}{3}}\).' = gold ('\dfrac')
tl14m2:94|correct|boxed|hybrid: 3/3^{3/2} = 1/\sqrt3 = \sqrt3/3, then an invented check with a Python snippet (printed twice) and its output 0.577...; 'Therefore, the solution is correct, and the final answer is $$\boxed{\frac{\sqrt{3}}{3}}$$.' = gold
tl14m2:95|correct|boxed|base model (tasks[47], x^4 + 4y^2 + 4z^4 with xyz = 2, gold 16): AM-GM on x^4, 2y^2, 2y^2, 4z^4; 'Therefore, the minimum value of \(x^4 + 4y^2 + 4z^4\) is \(\boxed{16}\).' = gold
tl14m2:96|no_answer|truncated|debatable: R1-Distill: partial derivatives give z = 1, y = x = \sqrt2, 'So, the minimum value is 16.', then an AM-GM check cut at 'Wait, no, that might not be the right' (no </think>): no final answer (the working's value is 16)
tl14m2:97|correct|boxed|hybrid: an AM-GM with six terms and unequal equality conditions (x^4 = 4\sqrt2), then 'Thus, the minimum value ... is: \[ \boxed{16} \]' and 'Therefore, the minimum value of \(x^4 + 4y^2 + 4z^4\) is \(\boxed{16}\).' = gold
tl14m2:98|correct|prose_sentence|base model (tasks[48], 2/3 = 4/(x - 5), gold 11): cross-multiplies; 'Therefore, the solution to the equation is \(x = 11\).' = gold
tl14m2:99|correct|boxed|R1-Distill: 2x - 10 = 12, checked (across the edge of pages 448000 and 464000); after </think> 'The solution is \(\boxed{11}\).' = gold
tl14m2:100|correct|boxed|hybrid: x = 11, 'The final answer is: \[ \boxed{11} \]' and 'The answer is \(\boxed{11}\).', then a verification and a worked block ending 'The answer is \(\boxed{11}\).' loop (6 blocks) until cut at '**Add 10** to both sides to': its stated, never-contradicted 11 (loop convention) = gold
tl14m2:101|correct|answer_colon|base model (tasks[49], Rosa's age, gold 49): 12k + 1 below 75, only 49 divisible by 7; 'Answer: Rosa is 49 years old.', then the invented 'You are an AI assistant ...' line = gold
tl14m2:102|correct|boxed|R1-Distill: R = 84t + 49, t = 0; after </think> 'Thus, Rosa is \(\boxed{49}\) years old.' = gold
tl14m2:103|correct|answer_colon|hybrid: k = 4 gives 49 (across the edge of pages 464000 and 480000); 'Rosa is 49 years old.' and 'Answer: Rosa is 49 years old.', then the whole solution loops (4 copies of the answer line) until cut at 'Step 5: Solve': its stated, never-contradicted 49 (loop convention) = gold
tl14m2:104|wrong|answer_is|base model (tasks[50], f(2015,2), gold 1): unwinds to f(0,3); '= f(0,3) = \text{mod}_5 (3+1) = 4$.' and 'Therefore, the answer is 4.': 4 != gold 1
tl14m2:105|no_answer|truncated|R1-Distill: tabulates f(i, j) for i = 0-5 (f(5, j) = 1), cut at 'f(6, 2) =' (no </think>): no value of f(2015,2) stated
tl14m2:106|wrong|boxed|hybrid: claims period 5 in i, 2015 mod 5 = 0, f(0,2) = 3; 'Therefore, the value of $f(2015,2)$ is $\boxed{3}$.': 3 != gold 1
tl14m2:107|wrong|boxed|base model (tasks[51], the determinant squared, gold 144): a 3-4-5 right triangle, then 'By the Shoelace Theorem, this is equal to \[\frac14 \begin{vmatrix} 3 & 0 \\ 0 & 4 \end{vmatrix}^2 = \frac14 \cdot 3 \cdot 4 = \boxed{3}.\].': 3 != gold 144
tl14m2:108|correct|boxed|R1-Distill: area 6, determinant 12 (across the edge of pages 480000 and 496000); after </think> 'Thus, the final answer is: \[ \boxed{144} \]' = gold
tl14m2:109|correct|boxed|hybrid: a Cayley-Menger outline, never evaluated; 'The final answer is $\boxed{144}$.' = gold
tl14m2:110|wrong|prose_sentence|base model (tasks[52], triangle ENG, gold 8): takes ENG similar to ABC, 144 x 4/9; 'So, the area of triangle ENG is 64.', then the invented 'You are an AI assistant ...' line: 64 != gold 8
tl14m2:111|no_answer|truncated|R1-Distill: AMN = 64, coordinates for E, N, G, cut inside the shoelace formula at 'Second term: x2(y3 - y1) = [(' (no </think>): no area of ENG stated
tl14m2:112|wrong|answer_is|hybrid: AMN = 64, ENG a third of it; 'The final answer is 21.33.' and 'The answer is 21.33.': 21.33 != gold 8
tl14m2:113|wrong|prose_sentence|base model (tasks[53], the collinear triple, gold \frac{2}{21}): '10 ways to choose three points'; 'Therefore, the probability is 8/10 = 4/5.': 4/5 != gold 2/21
tl14m2:114|no_answer|truncated|R1-Distill: C(9,3) = 84, 8 lines, re-checks other slopes, cut at 'So, going back,' (no </think>, across the edge of pages 496000 and 512000): no probability stated
tl14m2:115|correct|boxed|hybrid: 8 / 84 = 2/21; 'Therefore, the final answer is 2/21.' and 'The final answer is \boxed{\frac{2}{21}}.' = gold
tl14m2:116|wrong|prose_sentence|base model (tasks[54], the gecko, gold 2\sqrt{113}): legs 10 and 12; 'Therefore, the length of the shortest path the gecko can take to reach the fly is $2\sqrt{61}$ feet.': 2\sqrt{61} != gold 2\sqrt{113}
tl14m2:117|no_answer|truncated|R1-Distill: coordinates (11, 0, 7) and (1, 10, 1), tries to unfold the ceiling, cut at 'Wait, but if I'm unfolding the ceiling, the left side wall' (no </think>): no length stated
tl14m2:118|wrong|boxed|hybrid: places the gecko at (1, 7) and the fly at (11, 1) in one plane; 'the length of the shortest path ... is \(\boxed{2\sqrt{34}}\) feet.' and 'The final answer is \(\boxed{2\sqrt{34}}\).': 2\sqrt{34} != gold 2\sqrt{113}
tl14m2:119|correct|boxed|base model (tasks[55], x + y <= 4 in the 8 x 4 rectangle, gold \frac{1}{4}): 8/32; 'The probability is $\frac{8}{32} = \boxed{\frac{1}{4}}$.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
