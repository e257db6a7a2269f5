__doc__ = r"""Build public_heldout116.jsonl: a 116th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

123 records, all long chain-of-thought, from the two files of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 111 read, continuing where round 111 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 17 consecutive pages 1216000-1472000 (page 1216000 read
  again: round 111 read it), tasks[159] (Morgan's birthday party, whose base model round 111 left
  cut) to tasks[190] all three models less four repeats, and tasks[191] base: 93 records (GSM8K
  test).
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 9 consecutive pages 1568000-1696000 (page 1568000 read
  again: round 111 read it), tasks[128] hybrid (the five equations, which round 111 left cut),
  tasks[129]-[137] all three models and tasks[138] base and thinking: 30 records (MATH-500).

Method (rounds 76-111): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt for the Llama file, pages/q14_<offset>.txt for the 14B file); work/mk.py
decoded each display form once into the page text (pages/*.page) and checked its length: every
page decodes to exactly 16,000 characters. Pages 1216000 and 1568000 were read again this session;
their text (opening, ending, the records between and the loops) is the same as round 111's pastes
of them (/tmp/rounds/real111/pages/ll_1216000.txt and q14_1568000.txt), which were taken over as
this round's paste files and decode to the same 16,000 characters (byte-identical .page files).
Each paste was written while reading the page and checked against it as it was written (no
slip was found by the length check); the numbered runs that no marker can repeat (the seniors' question lines 1-22, the equipment hybrid's lines 1-115, the yellow
hybrid's lines 1-45, Millie's 'Step 8'-'Step 68', the rectangle base's '(k,k)' sentences 1-41)
were pasted whole and checked by script for their numbering and their three or four line kinds.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the page text): tl8g 1216000 (round 111's) Dean base question line 29 (249) and
Morgan base line 'So she needs to pay for 3x+2 rounds of mini-golf, x+1 rounds of mini-golf, and
2x rides of the go-karts.' 22 (106); 1232000 the same Morgan line 22 (106) and Marisa base question
line (with '\n') 33 (222); 1248000 Marisa hybrid question line (with '\n\n') 33 (224); 1264000 Mark
base two-line formula block 11 (146); 1280000 Small Tree hybrid two-sentence block 'Alternatively,
... 43 - 4 = 39. Another way ... 43 - 4 = 39. ' 5 (572); 1296000 the same block 5 (572) and Walmart
base line 'x + 4x + 12x = 70' 141 (19); 1328000 wallpaper base two-line block 75 (117); 1376000
Lucy base five-line block 11 (563); 1392000 the same Lucy block 1 (563) and Lindsay base block 18
(411); 1408000 Karan hybrid line 'Total interest = 10% of $3,650 for five months' 125 (50); 1424000
Axel base sixteen-line block 6 (1130); 1440000 Millie hybrid two-paragraph block 8 (624); 1472000
James base '1/3 * 1/1 = ' 189 (12) and James hybrid 'Step by step explanation:' + solution + 'Step
by step answer:' + solution 3 (1537). tl14m 1568000 (round 111's) five-equations hybrid whole
solution 1 (2289); 1584000 book hybrid solution block 1 (2054); 1616000 rectangle hybrid 'The final
answer is 64.' 210 (27); 1632000 circles hybrid block 'However, this calculation still assumes
...' 10 (734); 1648000 decimal base digits '012345679' 206 (9); 1680000 minimum hybrid summary block
1 (1441); 1696000 equation hybrid five-step block 2 (1311). Where a page held two markers the
length fixed both counts (one solution in 0-400 each): the Small Tree count on 1296000 was first
read as 4 by eye, which left no whole Walmart count; 5 is the only pair-solution (unit lengths 572
and 19 share no factor), and the Lucy count on 1392000 (2 whole blocks and a last one without its
trailing space) and the James hybrid count on 1472000 (5 'Step by step explanation:' in all) are
borne out by reading. The pages were joined in file order per file, so a completion crossing an
edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
`enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: Llama page 1216000 opens inside tasks[157] hybrid_model (Eddy's trees) and holds tasks[158]
(Dean's toys), round 111's records: not taken; tasks[159] base_model (Morgan's birthday party),
which round 111 left cut, is taken whole across pages 1216000-1232000. Llama page 1472000 ends
inside tasks[191] thinking_model (David's ride bracelet, in its solution at 'Next, c'): not taken
(tasks[191] base is taken). 14B page 1568000 opens inside tasks[127] hybrid_model (the quartic's
polygon) and holds tasks[128] base and thinking, round 111's records: not taken; tasks[128]
hybrid_model, which round 111 left cut, is taken whole across pages 1568000-1584000. 14B page
1696000 ends inside tasks[138] hybrid_model (the quadratics, at 'c = \frac{-2 \pm \sq'): not taken.
Every other completion on the pages read is taken, less four repeats. Many completions are cut in
the file itself (the stored text ends mid-word: the loops, and the R1-Distill thinking of tl14m
tasks[135], [136], [138]); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 23,097
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
four are not taken. tasks[163] (the train), [165] (John's trip) and [188] (Wilson's grade)
base_model are empty strings, as earlier rounds' empty completions are (repeats of an earlier
round); tasks[160] hybrid_model (Marisa's piggy bank) loops the same question as tasks[160]
base_model (taken), each cut after 34 whole copies at '25 cents each every', equal once whitespace
is normalised (the hybrid separates the copies with '\n\n', the base with '\n'). None of the 123
kept repeats an earlier round or another of this round. The records are numbered in file order per
source (tl8g 0-92, tl14m 0-29).

Repositories (123 records): thaotnguyen/thinking-llms-interp 123 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 93 (test), MATH 30 (MATH-500). Prompt format: long_cot 123 (no tag format asked for:
base and hybrid models write free prose, steps or boxes; the thinking models write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 70, wrong 35, no_answer 18. Forms: prose_sentence 50, boxed 48, truncated 16,
answer_is 3, bare_last_line 2, final_answer_phrase 2, none 2. 2 debatable (tl8g 36, tl14m 21).

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model, 30) 12 correct (8 Carver 25, 21 park
18, 24 Jane 9, 39 shoes 50, 42 Hallie 5, 45 equipment 240000, 51 rolls 48, 54 yellow 15, 63 Rachel
21, 69 Cho 67, 78 Ruther 32, 86 erasers 36), 9 wrong (5 Billy 5.33, 18 Small Tree 34, 30 Erin 10,
36 wallpaper 400 looped (debatable), 48 Mary 30, 66 Karan 182.50, 75 Millie $0 looped, 81 Lisa 42,
92 David 12), 9 no_answer (0 Morgan, 3 Marisa, 13 Mark, 27 Walmart, 33 seniors, 57 Lucy, 60
Lindsay, 72 Axel, 89 James: loops of the question, a line or a block, cut with no value); tl8g
thinking_model (R1-Distill-Llama-8B, 32) 24 correct (6 Billy by its **Final Answer** box, its
summary cut), 8 wrong (1 Morgan 3, 11 train 60, 19 Small Tree 54, 31 Erin 24, 34 seniors 1,178, 37
wallpaper 520, 67 Karan 1,095, 76 Millie 0); tl8g hybrid_model (31) 18 correct, 12 wrong (2
Morgan 13, 7 Billy 6, 10 Carver 85, 12 train 2.7 hours, 20 Small Tree 39 looped, 29 Walmart 39, 32
Erin 38, 38 wallpaper 480, 41 shoes 36, 56 yellow 0 looped, 77 Millie -$10 looped, 80 Ruther
21.3), 1 no_answer (68 Karan, a loop of one line). tl14m base_model (10) 4 correct (4 cross
product, 10 circles 12, 22 minimum 9, 25 9/19), 2 wrong (1 book 104, 13 Juan 3.8), 4 no_answer (7
rectangle and 16 decimal: loops cut with no count; 19 trapezoid and 28 quadratics: no value at
all); thinking_model (R1-Distill-Qwen-14B, 10) 5 correct (2 book, 5 cross product by its **Final
Answer** box, 8 rectangle, 11 circles, 26 9/19), 2 wrong (14 Juan 5.1, 17 decimal 6), 3 no_answer
(20 trapezoid, 23 minimum, 29 quadratics: each cut inside its thinking); hybrid_model (10) 7
correct (3 book, 6 cross product, 12 circles, 15 Juan 5.4, 18 decimal 5, 24 minimum, 27 9/19: most
repeating their whole solution until cut), 2 wrong (0 five equations (E), 9 rectangle 64), 1
no_answer (21 trapezoid, debatable).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 1216000-1472000 joined
  (272,000 of 2,247,671 characters): tasks[159] base, thinking, hybrid (Morgan's birthday party),
  tasks[160]-[190] (Marisa's piggy bank (hybrid a repeat), Billy's candy, Carver's son, the train's
  services (base empty), Mark's dog beds, John's trip (base empty), Small Tree School, the kids in
  the park, Jane's third test, the Walmart customers, Erin's points, the senior gifts, Ethan's
  wallpaper, the tennis shoes, Hallie's dance practice, the faulty equipment, Mary's sheep, Mrs.
  Sherman's rolls, the pupils who like yellow, Lucy's apples, Lindsay's socks, Rachel's cookies,
  Karan's loan, Cho's hike, Axel's and Anna's pesos, Millie's lemonade, Mr. Ruther's land, Lisa's
  choir, Wilson's grade (base empty), the erasers and pencils, James's messages) and tasks[191]
  base (David's ride bracelet).
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1568000-1696000 joined
  (144,000 of 3,995,770 characters): tasks[128] hybrid (the five equations), tasks[129]-[137] base,
  thinking, hybrid (the book's leaves, the cross product (2b - a) x (3c + a), the lattice points in
  the rectangle, four circles' intersections, Juan's 70s stamps, the repetend of 31/11111, the
  trapezoid's triangle ACD, the minimum of (x + 5)(x + 2)/(x + 1), \sqrt{2x}/\sqrt{3x-1} = 3/2) and
  tasks[138] base and thinking (the quadratics whose roots map by c -> c^2 - 2).
  Record number = place in file order.

Label conventions (rounds 72-111): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, a line or a
block left unsolved); equal in value but written differently is correct (here
'\boxed{\$240,\!000}' and '$240000' for 240000, '\boxed{45\text{ kg}}' for 45, '\boxed{5.4}
cents' for '5.4 \text{ cents}', '\boxed{\dfrac{9}{19}}' and '$x=\frac{9}{19}$' for '\frac9{19}');
labels are against the gold as given. Loop convention: a response that states its answer and then
repeats it (or its whole solution) verbatim until cut mid-copy is labelled by the stated,
never-contradicted value (correct by it: tl8g 47, 91, tl14m 3, 6, 12, 15, 24, 27; wrong by it:
tl8g 20, 56, 75, 77, tl14m 0). R1 rule: an R1-Distill answer cut inside its thinking, before
'</think>' and before a **Final Answer** line, is no_answer even where its working has reached a
value (tl14m 23: 'the minimum value is 9 at \(x = ' in its working; tl14m 20, 29); one whose
**Final Answer** line closes its thinking and whose summary after '</think>' is cut is labelled by
that line (tl8g 6, tl14m 5). Debatable: tl8g 36 (a two-line loop restating the market price as
'The total cost of the hand-painted wallpaper is $400.', read as its answer) and tl14m 21 (two
values, each retracted, then a third attempt cut). Gold: GSM8K = the file's own correct_answer
'####' value; MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
1216000 (read again), 1232000, 1248000, 1264000, 1280000, 1296000, 1312000, 1328000, 1344000,
1360000, 1376000, 1392000, 1408000, 1424000, 1440000, 1456000, 1472000 (17 pages);
hybrid/results/benchmark_results_qwen2.5-14b_math500.json 1568000 (read again), 1584000, 1600000,
1616000, 1632000, 1648000, 1664000, 1680000, 1696000 (9 pages). Nothing else was read.

Leads for a later round: the Llama file from 1472000 (re-read it: tasks[191] David's ride
bracelet, thinking model cut there in its solution at 'Next, c'; tasks[191]-tasks[301] unread),
two to three tasks a page (its base models loop the question, a line, a block or a numbered list;
its hybrids sometimes loop a block or a numbered list); the 14B MATH-500 file from 1696000
(re-read it: tasks[138] the quadratics, hybrid model cut there at 'c = \frac{-2 \pm \sq';
tasks[138]-[331] unread), about one task a page (its hybrids repeat their whole solution until
cut; its thinking models are often cut inside their thinking).

Usage: python build_public_heldout116.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout116.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout116.jsonl"
SOURCE = "public_heldout116"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 1216000-1472000 joined (272,000 of 2,247,671 characters)"),
    "tl14m": tl14m_source("pages 1568000-1696000 joined (144,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|no_answer|truncated|base model (tasks[159], Morgan's birthday party, gold 2): x + 1 rounds, 2x rides, then 'So she needs to pay for 3x+2 rounds of mini-golf, x+1 rounds of mini-golf, and 2x rides of the go-karts.' verbatim (47 whole, across the edge of pages 1216000 and 1232000) until cut at 'and 2'; no value
tl8g:1|wrong|boxed|R1-Distill: $5 + $5 + $20 = $30 for Morgan, then $60 / $20 a friend counting only one go-kart ride; after </think> 'Morgan can invite \(\boxed{3}\) friends.' (gold 2)
tl8g:2|wrong|prose_sentence|hybrid: $90 = 5x + $5 + (2 x $10); 'Therefore, Morgan can invite 13 friends to her birthday party while staying within the budget of $90. ...' (gold 2)
tl8g:3|no_answer|truncated|base model (tasks[160], Marisa's piggy bank, gold 20): repeats the question line verbatim (34 whole) until cut at '25 cents each every'; no value (its hybrid, the same loop, a repeat, not taken)
tl8g:4|correct|boxed|R1-Distill: $5.00 - $1.00 = $4.00 a day, x 5; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl8g:5|wrong|prose_sentence|base model (tasks[161], Billy's candy, gold 4): 10 = 1.5x + .05(40); 'x = 5.333333333333333 / So, Billy bought 5.333333333333333 pounds of candy.' (gold 4)
tl8g:6|correct|boxed|R1-Distill: (10 - X)/2 = 2, X = 6, 6 / 1.5 = 4; '**Final Answer** Billy bought \boxed{4} pounds of candy.' closes its thinking, then the summary after </think> is cut at 'X = 6' (across the edge of pages 1248000 and 1264000): labelled by that box (R1 rule) = gold
tl8g:7|wrong|answer_is|hybrid: 1.5x + $2 = $10, x = 5.333, rounded up to 6; '**Conclusion:** Billy buys 6 pounds of candy ... Therefore, the answer is 6 pounds of candy.' (gold 4)
tl8g:8|correct|prose_sentence|base model (tasks[162], Carver's son, gold 25): 45 = 2x - 5; '25 = x / Carver's son is 25 years old.' = gold
tl8g:9|correct|boxed|R1-Distill: 45 = 2S - 5; after </think> 'The son is \(\boxed{25}\) years old.' = gold
tl8g:10|wrong|answer_is|hybrid: y = 2(45) - 5 = 85; 'Therefore, the correct answer is that Carver's son is 85 years old, and the difference in their ages is 5 years.' (gold 25)
tl8g:11|wrong|boxed|R1-Distill (tasks[163], the train's services, gold 20; its base model is empty, a repeat, not taken): 75 + 100 + 125 = 300 a day, missing the 3 trips a day; after </think> 'Thus, the train goes between services for \boxed{60} days.' (gold 20)
tl8g:12|wrong|prose_sentence|hybrid: 225 miles x 3 = 675, 675 / 18,000 = 0.0375 days; 'Therefore, the train goes approximately 2.7 hours between services.' and a summary with 2.7 hours and 0.1125 days (gold 20)
tl8g:13|no_answer|truncated|base model (tasks[164], Mark's dog beds, gold 23): sets collie = (x+y)/2, then 'The number of pounds of stuffing required for 4 chihuahua beds and 3 collie beds is given by the formula: / $$4x+3\left(\frac{x+y}{2}\right)$$' verbatim (12 whole) until cut at '4 chihuah'; no value
tl8g:14|correct|boxed|R1-Distill: 4 x 2 + 3 x 5 (across the edge of pages 1264000 and 1280000); after </think> 'Thus, Mark needs \boxed{23} pounds of stuffing.' = gold
tl8g:15|correct|prose_sentence|hybrid: 8 + 15 = 23; 'Therefore, Mark needs 23 pounds of stuffing to make 4 chihuahua beds and 3 collie beds.' = gold
tl8g:16|correct|boxed|R1-Distill (tasks[165], John's trip, gold 6; its base model is empty, a repeat, not taken): 210 / 70 + 240 / 80; after </think> 'Thus, the total trip took \boxed{6} hours.' = gold
tl8g:17|correct|prose_sentence|hybrid: 2.86 + 0.14 + 3 = 6 hours; 'So, the total time for the trip is 6 hours.' ... 'In conclusion, the total time for John's trip is 6 hours. ...' = gold
tl8g:18|wrong|prose_sentence|base model (tasks[166], Small Tree School, gold 49): takes 96 - 43 = 53 as the girls, x + 53 = 87; 'Hence, the number of fourth-grade boys at Small Tree  School on Friday is 34.' (gold 49)
tl8g:19|wrong|boxed|R1-Distill: 96 - 38 - 4; after </think> '**Final Answer:** \[ \boxed{54} \]' (gold 49)
tl8g:20|wrong|prose_sentence|hybrid: takes 43 as the boys; '... is 43 - 4 = 39.', then the two-sentence block 'Alternatively, ... 43 - 4 = 39. Another way to think about it ... 43 - 4 = 39.' verbatim (13 whole, across the edge of pages 1280000 and 1296000) until cut at 'the number of fourth-grade' (gold 49; loop convention)
tl8g:21|correct|prose_sentence|base model (tasks[167], the kids in the park, gold 18): x = 2 x 6 = 12; 'The number of kids in the park is 18.' twice = gold
tl8g:22|correct|boxed|R1-Distill: 6 + 12; after </think> '**Final Answer:** \[ \boxed{18} \]' = gold
tl8g:23|correct|prose_sentence|hybrid: '$6 + 12 = 18$. Therefore, there are 18 kids in the park. / In summary, there are 6 girls and 12 boys in the park, making a total of 18 kids. ...' = gold
tl8g:24|correct|prose_sentence|base model (tasks[168], Jane's third test, gold 9): x >= 42 - 15 - 18; 'Therefore, the minimum number of points Jane must score on the third test to pass is 9 points.' = gold
tl8g:25|correct|boxed|R1-Distill: 42 - 33; after </think> 'Thus, the minimum number of points Jane must score on the third test is \boxed{9}.' = gold
tl8g:26|correct|prose_sentence|hybrid: 42 - (15 + 18) = 9; '... Therefore, the minimum number of points she must score on the third test is 9.' = gold
tl8g:27|no_answer|truncated|base model (tasks[169], the Walmart customers, gold 19): takes x as the mask refusers, x + 4x + 12x = 70, then 'x + 4x + 12x = 70' verbatim (142 whole) until cut at 'x +'; no value
tl8g:28|correct|boxed|R1-Distill: 3 + 7 + 21 = 31, 50 - 31 (across the edge of pages 1296000 and 1312000); after </think> 'Thus, the number of people kicked out for other reasons is \(\boxed{19}\).' = gold
tl8g:29|wrong|prose_sentence|hybrid: y = 4y - 5, z = 3z, 3 + 5 + 3 = 11; 'Therefore, the number of people kicked out for other reasons is 39.' (gold 19)
tl8g:30|wrong|prose_sentence|base model (tasks[170], Erin's points, gold 18): x + 14 = 3(8); 'x=10 / So, Erin had 10 points before.' (gold 18)
tl8g:31|wrong|boxed|R1-Distill: 3 x 8 = 24 as her points before; after </think> '**Final Answer:** \[ \boxed{24} \]' (gold 18)
tl8g:32|wrong|prose_sentence|hybrid: 14 + 3 x 8 = 38; 'Therefore, Erin had 38 points before scoring 14 more points.' (gold 18)
tl8g:33|no_answer|truncated|base model (tasks[171], the senior gifts, gold 1198): repeats the question as numbered lines '1. 44 seniors need to receive awards. ...' to '22.' (21 whole, across the edge of pages 1312000 and 1328000) until cut at 'for an additional 20% cost per frame.  2'; no value
tl8g:34|wrong|boxed|R1-Distill: $880 + $176 + $10 + $132; after </think> '**Final Answer:** \[ \boxed{\$1,\!178} \]' (its own sum is 1198; gold 1198)
tl8g:35|correct|prose_sentence|hybrid: 0.2 x $880 = $176, $1056 + $10 + $132; 'The total cost is $1056 + $10 + $132 = $1198.  So, the total amount spent on the senior gifts is $1198.' = gold
tl8g:36|wrong|prose_sentence|debatable: base model (tasks[172], Ethan's wallpaper, gold 320): the two lines 'The total cost of the hand-painted wallpaper is $400. / The DIY will saves 20% after considering the materials cost.' verbatim (76 whole) until cut at 'after considering the materials': read as stating the total cost 400 in every copy (gold 320; loop convention); no_answer would fit if read as a restated given
tl8g:37|wrong|boxed|R1-Distill: $400 - $80 = $320 materials, plus an assumed $200 of labour; after </think> '**Final Answer:** \boxed{\$520}' (gold 320)
tl8g:38|wrong|prose_sentence|hybrid: takes the 20% as the materials cost, $400 + $80; 'Therefore, the total cost of the DIY wallpaper is $480.' and a closing paragraph with $480 (gold 320)
tl8g:39|correct|prose_sentence|base model (tasks[173], the tennis shoes, gold 50): a table, 14 + 28 + 8 = 50; 'So, the store sold 50 pairs of tennis shoes by the end of the sale.' = gold
tl8g:40|correct|boxed|R1-Distill: 14 + 28 + (14 - 6); after </think> 'The total number of tennis shoes sold by the end of the sale is \(\boxed{50}\).' = gold
tl8g:41|wrong|prose_sentence|hybrid: leaves out Sunday's 14, 14 + 28 - 6; 'In summary, the store sold 36 pairs of tennis shoes by the end of the sale.' (gold 50)
tl8g:42|correct|bare_last_line|base model (tasks[174], Hallie's dance practice, gold 5): restates the question; '1 hour + 2 hours + 2 hours = 5 hours / 5 hours a week' = gold
tl8g:43|correct|boxed|R1-Distill: 3 + 2; after </think> '\[ \boxed{5} \]' = gold
tl8g:44|correct|prose_sentence|hybrid: 1 + 2 + 2; 'Therefore, Hallie had dance practice for a total of 5 hours per week.' ... 'In conclusion, Hallie had dance practice for a total of 5 hours per week, ...' = gold
tl8g:45|correct|prose_sentence|base model (tasks[175], the faulty equipment, gold 240000): $400000 - $160000; 'Therefore, the total amount of money spent on functioning pieces of equipment is $240000.' = gold
tl8g:46|correct|boxed|R1-Distill: 60% of $400,000; after </think> '**Final Answer:** \[ \boxed{\$240,\!000} \]' = gold 240000
tl8g:47|correct|prose_sentence|hybrid: 0.6 x $400000 = $240000; '5. Therefore, the total amount spent on functioning pieces of equipment is $240000.', then numbered lines 'N. The total amount spent on functioning pieces of equipment is $240000.' / 'N. The company spent $240000 on functioning pieces of equipment.' / 'N. The company returned the faulty pieces ...' to '115.' (across the edges of pages 1344000 to 1360000) until the string ends at '115. The total amount spent on functioning pieces of equipment is $240000': labelled by its stated, never-contradicted 240000 (loop convention) = gold
tl8g:48|wrong|prose_sentence|base model (tasks[176], Mary's sheep, gold 45): (x x 1) + (30 - x x 2) garbled, x = 30; 'Therefore, Mary collects 30 kg of milk every day.' (gold 45)
tl8g:49|correct|boxed|R1-Distill: 15 + 30; after </think> '\[ \boxed{45\text{ kg}} \]' = gold 45
tl8g:50|correct|prose_sentence|hybrid: 15 kg + 30 kg = 45 kg; 'Therefore, Mary collects 45 kg of milk every day from her 30 sheep.' = gold
tl8g:51|correct|prose_sentence|base model (tasks[177], Mrs. Sherman's rolls, gold 48): 6 x 8 = 48; 'So, she fed 48 pieces of rolls to the chickens.' twice (Solution and Explanation) = gold
tl8g:52|correct|boxed|R1-Distill: (12 - 6) x 8; after </think> 'Thus, the number of pieces of rolls Mrs. Sherman fed to the chickens is \(\boxed{48}\).' = gold
tl8g:53|correct|prose_sentence|hybrid: 6 x 8 = 48; 'Therefore, the number of pieces of rolls fed to the chickens is 48.' = gold
tl8g:54|correct|prose_sentence|base model (tasks[178], the pupils who like yellow, gold 15): x = 20, y = 5, z = 15; 'Therefore, the number of pupils who like yellow is 15.' = gold
tl8g:55|correct|boxed|R1-Distill: 20 - 5 (across the edge of pages 1360000 and 1376000); after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl8g:56|wrong|prose_sentence|hybrid: takes 20 as the green, 40 - 20 - 20 = 0, then '5. Therefore, the number of pupils who like yellow is 40.', then the three numbered lines 'However, ... 40 - 20 - 20 = 0 pupils who like yellow. / Therefore, the number of pupils who like yellow is 0. / To double-check, ... 20 + 20 + 0 = 40. ...' (13 'Therefore, the number of pupils who like yellow is 0.') until the string ends at '45. To double-check,': its last answer 0 (gold 15; loop convention)
tl8g:57|no_answer|truncated|base model (tasks[179], Lucy's apples, gold 50): 'Let's start by writing down what we know: / Monday: ... / Tuesday: ... / Wednesday: ... / Now, let's try to figure out ...' verbatim (16 in all, across the edge of pages 1376000 and 1392000), the last ending at 'she picked on Wednesday.'; no value
tl8g:58|correct|boxed|R1-Distill: 14 + 12 + 24; after </think> '**Final Answer:** \[ \boxed{50} \]' = gold
tl8g:59|correct|answer_is|hybrid: 56/4 = 14, 14 + 12 + 24 = 50; 'So, Lucy picked a total of 50 apples over the three days.' ... 'Therefore, the answer is 50 apples. ... is 14 + 12 + 24 = 50 apples.' = gold
tl8g:60|no_answer|truncated|base model (tasks[180], Lindsay's socks, gold 15): restates the question, then the block 'Let's start by writing down what we know: ... 10 pairs of socks = 20 socks / We can use this information to help us find the number of socks that Lindsay has missed.' verbatim (19 whole) until cut at 'If Lindsay washes 10'; no count of missed socks
tl8g:61|correct|boxed|R1-Distill: 50 - 35; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl8g:62|correct|prose_sentence|hybrid: 20 + 15 = 35, 50 - 35 (across the edge of pages 1392000 and 1408000); 'Therefore, the answer to the question is that Lindsay has missed 15 socks. ...' = gold
tl8g:63|correct|prose_sentence|base model (tasks[181], Rachel's cookies, gold 21): restates the question; '23 + 42 = 65 / 65 - 44 = 21 / 21 cookies are left for Rachel.' = gold
tl8g:64|correct|boxed|R1-Distill: 65 - 44; after </think> 'Rachel has **21 cookies** left. \[ \boxed{21} \]' = gold
tl8g:65|correct|final_answer_phrase|hybrid: 23 + 42 - 44; '... The final answer is 21 cookies left for Rachel.' = gold
tl8g:66|wrong|prose_sentence|base model (tasks[182], Karan's loan, gold 803): SI = 3650 x 10 x 5 / 100 = $182.50; 'Therefore, the equal amount is $182.50 per month.' (gold 803)
tl8g:67|wrong|boxed|R1-Distill: takes 10% a month, $365 x 5 = $1,825, $5,475 / 5; after </think> 'Karan has to pay \boxed{\$1,095} per month.' (gold 803)
tl8g:68|no_answer|truncated|hybrid: 'Total interest = 10% of $3,650 for five months' verbatim (126 whole) until cut at 'Total interest = 10'; no value
tl8g:69|correct|prose_sentence|base model (tasks[183], Cho's hike, gold 67): 112 - 45 = 67; 'Therefore, Cho hiked 67 kilometers farther than Chloe.' = gold
tl8g:70|correct|boxed|R1-Distill: 112 - 45; after </think> '**Final Answer:** \[ \boxed{67} \]' = gold
tl8g:71|correct|prose_sentence|hybrid: 9 x 5 = 45, 14 x 8 = 112 (across the edge of pages 1408000 and 1424000); 'The difference in distance hiked is 112 - 45 = 67 kilometers. Therefore, Cho hiked 67 kilometers farther than Chloe.' = gold
tl8g:72|no_answer|truncated|base model (tasks[184], Axel's and Anna's pesos, gold 350): restates the data, then the sixteen-line block 'Let's write down what we know about the total number of pesos they have together: ... The number of gold pesos Anna has is 40 more than the number of gold pesos Axel has.' verbatim (7 whole) until cut at 'Let's write down what we know about the number of pesos Anna has:'; no value
tl8g:73|correct|boxed|R1-Distill: 150 + 200; after </think> '\[ \boxed{350} \]' = gold
tl8g:74|correct|prose_sentence|hybrid: 150 + 200 = 350; 'Therefore, the total number of pesos that Axel and Anna have together is 350 pesos. This is the answer to the question.', then notes with no other value = gold
tl8g:75|wrong|bare_last_line|base model (tasks[185], Millie's lemonade, gold 2): restates the question; $36 - $18 = $18, '$18 / 1 hour = $18 per hour', then 'Step N: Calculate the total amount of profit Millie will make if she sells all of the lemonade. / $0' from Step 7 to Step 68 (across the edge of pages 1424000 and 1440000) until cut at 'Step 69:': its last value $0 (gold 2; loop convention)
tl8g:76|wrong|boxed|R1-Distill: $4 an hour - $18 = -$14, then calls the profit 0; after </think> '\[ \boxed{0} \]' (gold 2)
tl8g:77|wrong|prose_sentence|hybrid: '$4 - $14 = -$10 per hour', then the block 'However, this is a bit of a simplification. ... So, the profit per hour is -$10 per hour.' verbatim (10 whole, across the edge of pages 1440000 and 1456000) until cut at 'minus $14 per hour,': its stated, never-contradicted -$10 per hour (gold 2; loop convention)
tl8g:78|correct|prose_sentence|base model (tasks[186], Mr. Ruther's land, gold 32): 2/5 x = 12.8, x = 12.8 x 5/2; 'Therefore, the total land = 32 hectares.' = gold
tl8g:79|correct|boxed|R1-Distill: 12.8 x 5/2; after </think> '**Final Answer:** \[ \boxed{32} \]' = gold
tl8g:80|wrong|prose_sentence|hybrid: divides 12.8 by 3/5; 'Therefore, Mr. Ruther had 21.3 hectares of land at first.' ... 'The total amount of land he had at first is 21.3 hectares, which is the correct answer.' (gold 32)
tl8g:81|wrong|prose_sentence|base model (tasks[187], Lisa's choir, gold 16): 26 girls, 13 can't come, 'The number of people who sing in the performance is 39.'; 'The total number of people who sing in the performance is 42.' (gold 16)
tl8g:82|correct|boxed|R1-Distill: 13 + 3; after </think> 'The number of people who sang in the performance is \boxed{16}.' = gold
tl8g:83|correct|prose_sentence|hybrid: 13 + 3; 'Therefore, the number of people who sang in the performance is 16.' and a summary with 16 = gold
tl8g:84|correct|boxed|R1-Distill (tasks[188], Wilson's math grade, gold 80; its base model is empty, a repeat, not taken): 400 / 5; after </think> 'Thus, Wilson's current math grade is \boxed{80}.' = gold
tl8g:85|correct|prose_sentence|hybrid: 400 / 5; 'Therefore, Wilson's current math grade is 80.  Since 80 is higher than 80, he meets the requirement ...' = gold
tl8g:86|correct|prose_sentence|base model (tasks[189], the erasers and pencils, gold 36): 'So, 6 erasers and 8 pencils cost $12 + $24 = $36.' = gold
tl8g:87|correct|boxed|R1-Distill: $12 + $24; after </think> '**Final Answer:** \[ \boxed{36} \]' = gold
tl8g:88|correct|prose_sentence|hybrid: $12 + $24 = $36 (across the edge of pages 1456000 and 1472000); '4. The total cost of 6 erasers and 8 pencils is $36.', then a caveat with no other value = gold
tl8g:89|no_answer|truncated|base model (tasks[190], James's messages, gold 88): '1/3 = 1/3 * 1 = ', then '1/3 * 1/1 = ' verbatim (190 whole) until cut at '= 1'; no total
tl8g:90|correct|boxed|R1-Distill: 66 + 22; after </think> '**Final Answer:** \[ \boxed{88} \]' = gold
tl8g:91|correct|prose_sentence|hybrid: 66 x 1/3 = 22, 66 + 22 = 88; 'Therefore, James delivers a total of 88 messages.', then the solution again under 'Step by step explanation:' / 'Step by step answer:' (10 statements of 88 in all) until cut at 'by multiplying 66 by 1': its stated, never-contradicted 88 (loop convention) = gold
tl8g:92|wrong|prose_sentence|base model (tasks[191], David's ride bracelet, gold 6): 'Dasha buys 9 tickets for $18.  David saves $12.' (gold 6)
tl14m:0|wrong|boxed|hybrid (tasks[128], the five equations 3(1 + ...)^x = 7, gold \text{(B)}): argues the larger k gives the larger x; 'Therefore, the equation with the largest solution for \( x \) is: \[ \boxed{\textbf{(E)}} \] / The final answer is \(\boxed{\textbf{(E)}}\).', then the whole solution verbatim once more (4 boxes in all) and a third copy cut (across the edge of pages 1568000 and 1584000) at 'For equation (E): \( k =': its stated, never-contradicted (E) (gold (B); loop convention)
tl14m:1|wrong|prose_sentence|base model (tasks[129], the book's leaves, gold 103): k = 29 gives n = (7(29) + 3)/2 = 104 (it is 103); 'Therefore, the smallest possible number of leaves is $104$.' (gold 103)
tl14m:2|correct|boxed|R1-Distill: 2n = 3 mod 7, n = 5 mod 7, n = 7 x 14 + 5; after </think> '**Final Answer:** \[ \boxed{103} \]' = gold
tl14m:3|correct|boxed|hybrid: k = 29 gives 206/2 = 103; 'The smallest possible number of leaves is 103.', then the solution twice with 'Therefore, the smallest possible number of leaves is \(\boxed{103}\).' and a third copy cut at 'n = \frac{7': its stated, never-contradicted 103 (loop convention) = gold
tl14m:4|correct|boxed|base model (tasks[130], the cross product (2b - a) x (3c + a), gold (-18, -49, 96)): 6(b x c) - 2(a x b) - 3(a x c); '&= \boxed{\begin{pmatrix} -18 \\ -49 \\ 96 \end{pmatrix}}.' = gold
tl14m:5|correct|boxed|R1-Distill: [6, -42, 108] + [-12, 14, -6] + [-12, -21, -6]; '**Final Answer** \boxed{\begin{pmatrix} -18 \\ -49 \\ 96 \end{pmatrix}}' closes its thinking (across the edge of pages 1584000 and 1600000), then the summary after </think> is cut at '\boxed{\begin{pmatrix} -1': labelled by that box (R1 rule) = gold
tl14m:6|correct|boxed|hybrid: the same expansion; '\boxed{\begin{pmatrix} -18 \\ -49 \\ 96 \end{pmatrix}}.', then 'However, ... I realize there was an error' / 'I apologize for the confusion. The correct answer is indeed:' with the same box (9 boxes in all) until cut at 'is indeed:': its stated, never-contradicted vector (loop convention) = gold
tl14m:7|no_answer|truncated|base model (tasks[131], the lattice points inside the rectangle, gold 63): 'This is equal to the number of integer coordinates in the interior of the rectangle with vertices at $(k,k),$ ...' for k = 1 to 40 and a cut 41st ('$(41,41),$ $(41,-41),$ $'); no count
tl14m:8|correct|boxed|R1-Distill: Pick's theorem 80 = I + 18 - 1 and 9 x 7 (across the edge of pages 1600000 and 1616000); after </think> 'Both methods confirm that the number of integer coordinates strictly inside the rectangular region is \(\boxed{63}\).' = gold
tl14m:9|wrong|final_answer_phrase|hybrid: 80 - 16 = 64; 'The final answer is 64.', then (10 - 1)(8 - 1) = 63 rejected ('it's important to use the first method'), then 'The final answer is 64.' verbatim (211 more) until cut at 'The final answer is' (gold 63)
tl14m:10|correct|prose_sentence|base model (tasks[132], four circles' intersections, gold 12): 4C2 x 2; 'Therefore, the maximum number of points where at least two of the circles intersect is 12.' = gold
tl14m:11|correct|boxed|R1-Distill: 2 x C(4, 2) (across the edge of pages 1616000 and 1632000); after </think> 'Thus, the maximum number of points where at least two of the circles intersect is \(\boxed{12}\).' = gold
tl14m:12|correct|prose_sentence|hybrid: first 2 + 4 + 6 + 8 = 20, then '6 pairs x 2 points per pair = 12 points. / Therefore, the maximum number of points where at least two of the four circles intersect is 12.', then the block 'However, this calculation still assumes that all intersections are unique, ... is 12.' verbatim (12 statements of 12 in all) until cut after '= 12 points.': its last answer 12, never contradicted after the first 20 (loop convention) = gold
tl14m:13|wrong|prose_sentence|base model (tasks[133], Juan's 70s stamps, gold 5.4 cents): prices France at 4 cents; 'The average price is $\frac{163}{43}\approx 3.8$ cents.' (gold 5.4)
tl14m:14|wrong|boxed|R1-Distill: prices France at 5 cents, 221 / 43 (across the edge of pages 1632000 and 1648000); after </think> 'Rounded to the nearest tenth of a cent, the average price is **5.1 cents**. \boxed{5.1}' (gold 5.4)
tl14m:15|correct|boxed|hybrid: 144 + 24 + 65 = 233, 233 / 43; 'The final answer is \boxed{5.4} cents.', then the solution again (4 boxes in all) until cut at '233 cents / 43 stamps = 5.4186 cents. ... 23': its stated, never-contradicted 5.4 (loop convention) = gold 5.4 \text{ cents}
tl14m:16|no_answer|truncated|base model (tasks[134], the repeating decimal of 31/11111, gold 5): '31 ÷ 11111 = 0.00279' and '012345679' repeated (207 whole) until the string ends at '0123'; no digit count
tl14m:17|wrong|boxed|R1-Distill: reads the repetend as '002792'; after </think> 'The number of digits that repeat ... is: \[ \boxed{6} \]' (gold 5)
tl14m:18|correct|boxed|hybrid: the order of 10 modulo 11111 is 5; '... is \(\boxed{5}\).', then '0.\overline{27931}' and '\(\boxed{5}\)' again, then a long division looping its steps (across the edge of pages 1648000 and 1664000) until cut at '100030 divided by 11111 is ': its last answer 5 = gold
tl14m:19|no_answer|none|base model (tasks[135], the trapezoid's triangle ACD, gold 28): ends on '[ACD] = (1/2) * b * h / This is the area of triangle ACD in terms of the lengths of AD and CD.'; no value
tl14m:20|no_answer|truncated|R1-Distill: coordinates and the angle-bisector theorem; its stored thinking is cut at 'So, AB is the' (no </think>; R1 rule)
tl14m:21|no_answer|truncated|debatable: hybrid: takes AD = BC, 'the area of triangle ACD is approximately 10.81', then '3 * sqrt(637) ... Area = 75.72 / However, this is not the correct approach. Let's re-evaluate the problem.', a second attempt ending in 'no real solution ... This indicates an error in our approach.', a third cut at 'AD^' (across the edge of pages 1664000 and 1680000): both values retracted, no answer stands; wrong would fit if 75.72 were read as its last value (gold 28)
tl14m:22|correct|boxed|base model (tasks[136], the minimum of (x + 5)(x + 2)/(x + 1), gold 9): a + 5 + 4/a with AM-GM; 'so the minimum value is $\boxed{9}.$.' = gold
tl14m:23|no_answer|truncated|R1-Distill: x + 6 + 4/(x + 1), x = 1 gives 9, and AM-GM; 'So, both methods give me the same result: the minimum value is 9 at \(x = ' where its stored thinking is cut (no </think>, no **Final Answer** line; R1 rule)
tl14m:24|correct|boxed|hybrid: 'Therefore, the minimum value of the expression for \(x > 0\) is \(\boxed{9}\).', AM-GM, 'Both methods confirm that the minimum value is \(\boxed{9}\).', then a summary block verbatim (2 whole) until cut at '= x': its stated, never-contradicted 9 (loop convention) = gold
tl14m:25|correct|prose_sentence|base model (tasks[137], \sqrt{2x}/\sqrt{3x-1} = 3/2, gold \frac9{19}): 8x = 27x - 9; 'Therefore, the solution to the equation is $x=\frac{9}{19}$.' = gold
tl14m:26|correct|boxed|R1-Distill: -19x = -9 and a check; '**Final Answer** The solution is \boxed{\dfrac{9}{19}}.', then after </think> (across the edge of pages 1680000 and 1696000) 'Thus, the solution is: \[ \boxed{\dfrac{9}{19}} \]' = gold
tl14m:27|correct|boxed|hybrid: 'The final answer is \(x = \frac{9}{19}\). / \boxed{\frac{9}{19}}', then a five-step solution verbatim (3 whole; 4 boxes in all) until cut after its first step: its stated, never-contradicted 9/19 (loop convention) = gold
tl14m:28|no_answer|none|base model (tasks[138], the quadratics x^2 + ax + b with c^2 - 2 a root, gold 6): a = -c - c^2 + 2, b = c^3 - 2c, then 'we need to find the possible values for $c$ and then determine the number of distinct quadratic equations ...'; no count
tl14m:29|no_answer|truncated|R1-Distill: the fixed roots 2, -1 and the swap quartic (c + 1)(c - 2)(c^2 + c - 1); its stored thinking is cut at 'Let's' (no </think>; R1 rule)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
