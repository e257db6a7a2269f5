__doc__ = r"""Build public_heldout103.jsonl: a 103rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

67 records, all long chain-of-thought, from the two files of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 100 read, continuing where round 100 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 9 consecutive pages 816000-944000 (page 816000 read
  again: round 100 read it), tasks[106] hybrid, tasks[107]-[124] all three models (less two
  repeats) and tasks[125] base: 54 records (GSM8K test lines 304-323; tasks[i] is test line
  i + 198).
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 5 consecutive pages 1424000-1488000 (page 1424000 read
  again: round 100 read it), tasks[118] thinking and hybrid, tasks[119]-[121] all three models and
  tasks[122] base and thinking: 13 records (MATH-500).

Method (rounds 76-100): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt for the Llama file, pages/q14_<offset>.txt for the 14B file); work/mk.py
decoded each display form once into the page text (pages/*.page) and checked its length: every
page decodes to exactly 16,000 characters. Pages 816000 and 1424000 were read again this session;
their text (opening, ending and loops) is the same as round 100's pastes of them
(/tmp/rounds/real100/pages/ll_816000.txt and q14_1424000.txt), which were taken over as this
round's paste files and decode to the same 16,000 characters (byte-identical .page files).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the page text): tl8g 816000 none; 832000 arm-wrestle base question line 'John arm
wrestles 20 people.  He beats 80%.  How many people did he lose to?' 85 (78) and arm-wrestle
hybrid, the same line with a blank line, 85 (80); 848000 ice-cream base 'The cost of 2 tubs of ice
cream and 4 packets of milk after discount = 2x + 4y - 0.5' line 16 (86); 864000 the same line 41
(86); 880000 Theo base block '6x + 3y + 1800 + 3y = 6000 / ... / 4200 = 4200 / True' 17 (162);
896000 none; 912000 none; 928000 Jam base question line 41 (186); 944000 coffee base seven-line
'The strength/temperature of the coffee is ... proportional to ...' block 16 (586). tl14m 1424000
triangle base '&= \sum_{a = 1}^\infty ... [b \ge a - c + 1] \\' align line 14 (174) (round 100's);
1440000 triangle hybrid 'However, upon further reflection, the negative sign indicates a mistake
... The final answer is \(\boxed{\frac{15}{4}}\). / After careful consideration, the correct
answer is \(\boxed{\frac{15}{4}}\).' block 6 (487); 1456000 gears hybrid whole-solution block 3
(1122; its first block, which has 'rotation times. ' and 'after 36 seconds. ' with trailing
spaces, was pasted whole); 1472000 lines hybrid pair 'However, I made a mistake in the
calculation. ... / However, I realize that I need to use the correct formula ...' 5 (764); 1488000
min-value hybrid whole-solution block 2 (1526). One page held two markers whose counts the length
alone did not fix: on ll 832000 the base line (78) and the hybrid line (80) fit the length five
ways ((5, 163), (45, 124), (85, 85), (125, 46), (165, 7)); the display shows the two loops about
equally long, so work/mk.py fixes the base count at 85 (FIXED) and the length then gives the
hybrid 85. The pages were joined in file order per file, so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as the
file holds it between its field's opening quote and the next unescaped quote; `enc` = `json`,
decoded once more by the build; work/extract.py), never retyped.

Edges: Llama page 816000 opens inside tasks[104] (Annika at the fair) and holds tasks[105] and
tasks[106] base and thinking (round 100's records): not taken; tasks[106] hybrid_model (Watson's
April pay), which round 100 left cut, is taken whole across pages 816000-832000. Llama page 944000
ends inside tasks[125] thinking_model (Shannon's iced coffee, at "Hmm, that's a bit "): not taken.
14B page 1424000 opens inside tasks[117] base_model and holds tasks[117] thinking and hybrid and
tasks[118] base (round 100's records): not taken; tasks[118] thinking_model (the triangle-sides
sum), which round 100 left cut, is taken whole across pages 1424000-1440000. 14B page 1488000 ends
inside tasks[122] hybrid_model ((6r^2-19r-7)/(2r-7) = 4r-3, at '(6r^2 - 19r - 7 = (4r - 3)(2r -
7)).'): not taken. Every other completion on the pages read is taken, less two repeats.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 21,428
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
two repeat and are not taken: tasks[119] base_model (John's pool) is empty, as earlier rounds'
empty completions are; tasks[107] hybrid_model (the arm wrestling) loops the same question line as
tasks[107] base_model (taken), equal once whitespace is normalised. The records are numbered in
file order per source (tl8g 0-53, tl14m 0-12).

Repositories (67 records): thaotnguyen/thinking-llms-interp 67 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 54 (test), MATH 13 (MATH-500). Prompt format: long_cot 67 (no tag format asked for:
base and hybrid models write free prose, steps or boxes; the thinking models write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 30, wrong 29, no_answer 8. Forms: prose_sentence 30, boxed 24, truncated 8,
bare_last_line 2, answer_colon 1, answer_is 1, final_answer_phrase 1. 2 debatable (tl8g 33, 51).

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model) 1 correct (41 poles), 12 wrong (3
bakery 30, 6 Sandy 1, 12 Helena 6, 18 eggs 35, 21 Trent 27, 24 Chile 78000, 27 football 99, 30
Martha 18, 33 Solomon 140 + 4x/5, 38 classroom 39.64, 44 party 7, 47 pen 0), 5 no_answer (1, 9,
15, 50, 53 loop the question, a line or a block until cut); tl8g thinking_model
(R1-Distill-Llama-8B) 12 correct (10 ice cream and 31 Martha by their box after another value in
the thinking), 6 wrong (4 bakery 5, 7 Sandy 4, 16 Theo 50, 25 Chile 60000, 34 Solomon 56, 51 Jam
'Insufficient information'); tl8g hybrid_model 11 correct, 7 wrong (0 Watson 4800, 8 Sandy 4, 11
ice cream 3, 17 Theo 4050, 43 poles 135, 46 party 10, 52 Jam 74/3). tl14m base_model 2 correct, 2
wrong (2 gears 4, 5 lines sqrt(93)/3); thinking_model 2 correct (3 gears by its **Final Answer**
box, its summary cut), 3 no_answer (0 triangle, 6 lines, 9 min-value, cut inside their thinking);
hybrid_model 2 correct (4, 10 loop their boxed solution), 2 wrong (1 triangle 15/4, 7 lines
13 sqrt 41 / 41, each reboxing the same value until cut).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 816000-944000 joined
  (144,000 of 2,247,671 characters): tasks[106] hybrid (Watson's April pay), tasks[107]-[124]
  base, thinking, hybrid (John's arm wrestling (hybrid a repeat), the bakery, Sandy and Joey, the
  ice cream and milk, Helena's serum, Theo's trip, the family's eggs, Trent's age, the population
  of Chile, the football team, Martha's party, Solomon's marbles, John's pool (base empty, a
  repeat), the classroom, the electric poles, the party, the magazine and pen, Jam and Meg's
  pencils) and tasks[125] base (Shannon's iced coffee).
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1424000-1488000 joined
  (80,000 of 3,995,770 characters): tasks[118] thinking and hybrid (the triangle-sides sum),
  tasks[119]-[121] base, thinking, hybrid (the two gears, the parallel lines, the minimum of
  (a+b+c+d)(1/a+1/b+1/c+1/d)) and tasks[122] base and thinking ((6r^2-19r-7)/(2r-7) = 4r-3).
  Record number = place in file order.

Label conventions (rounds 72-100): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, a line or an
equation left unsolved); equal in value but written differently is correct (here '\boxed{\$6}'
for 6, '\boxed{\$12.00}' and '$12.00' for 12, '\boxed{\$1}' for 1, '156kgs' for 156, 'eight new
limbs' for 8, '120,000' for 120000); labels are against the gold as given. Loop convention: a
response that states its answer and then repeats it (or its whole solution) verbatim until cut
mid-copy is labelled by the stated, never-contradicted value (tl14m 4, 10; and wrong by it, tl14m
1, 7). R1 rule: an R1-Distill answer cut inside its thinking, before '</think>' and before a
**Final Answer** line, is no_answer even where its working has reached a value (tl14m 0, 6, 9);
one whose **Final Answer** box closes the thinking and whose summary after '</think>' is then cut
is labelled by that box (tl14m 3, as round 100's tl14m 18). A thinking model whose reasoning
reaches one value and whose solution after '</think>' boxes another is labelled by the box (tl8g
10: $0 savings in its thinking, \boxed{\$6} after it; tl8g 31: 16 in its thinking, \boxed{14}
after it).

Debatable: tl8g 33 (Solomon base: 'Therefore, the total weight of marbles Solomon has in the
store is 140 + 4x/5.': labelled wrong by that stated answer, an expression in the unknown x (gold
156); a reader taking an answer with an unknown in it as no value would say no_answer). tl8g 51
(Jam R1-Distill: '\boxed{\text{Insufficient information to determine the total number of boxes
needed.}}': labelled wrong, a boxed claim that the question cannot be answered, as rounds 40 and
63 took 'Insufficient information' answers (gold 9); a reader taking it as a refusal would say
no_answer).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 60 characters), checked equal to the file's own correct_answer '####'
value; MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
816000 (read again), 832000, 848000, 864000, 880000, 896000, 912000, 928000, 944000 (9 pages);
hybrid/results/benchmark_results_qwen2.5-14b_math500.json 1424000 (read again), 1440000, 1456000,
1472000, 1488000 (5 pages). Nothing else was read.

Leads for a later round: the Llama file from 944000 (re-read it: tasks[125] Shannon's iced
coffee, thinking model cut there; tasks[125]-tasks[301] unread), about two tasks a page (its base
models loop the question, a line or a block); the 14B MATH-500 file from 1488000 (re-read it:
tasks[122] (6r^2-19r-7)/(2r-7) = 4r-3, hybrid model cut there; tasks[122]-[331] unread), about one
task a page (its hybrid answers often repeat a boxed block until cut).

Usage: python build_public_heldout103.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout103.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout103.jsonl"
SOURCE = "public_heldout103"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 816000-944000 joined (144,000 of 2,247,671 characters)"),
    "tl14m": tl14m_source("pages 1424000-1488000 joined (80,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|wrong|prose_sentence|hybrid (tasks[106], Watson's April pay, gold 3200): counts 30 / 5 = 6 weeks in April; 'Therefore, Watson made $4,800 in April ...' (across the edge of pages 816000 and 832000) (gold 3200)
tl8g:1|no_answer|truncated|base model (tasks[107], John's arm wrestling, gold 4): repeats the question line 'John arm wrestles 20 people.  He beats 80%.  How many people did he lose to?' verbatim (86 whole) until cut at 'did he lose to'; no value
tl8g:2|correct|boxed|R1-Distill: 0.8 x 20 = 16, 20 - 16; after </think> '**Final Answer:** \[ \boxed{4} \]' = gold
tl8g:3|wrong|prose_sentence|base model (tasks[108], the bakery's afternoon loaves, gold 10): solves an identity to x = 0 (across the edge of pages 832000 and 848000); 'Therefore, the number of loaves of bread sold in the afternoon is 60/2 = 30.' (gold 10)
tl8g:4|wrong|answer_colon|R1-Distill: weighs 5 against 10 at length and settles on 5; after </think> '**Answer:** 5 loaves are sold in the afternoon.' (gold 10)
tl8g:5|correct|prose_sentence|hybrid: 60 - 40 = 20, half of 20; 'Therefore, the number of loaves sold in the afternoon is 10 loaves.' = gold
tl8g:6|wrong|prose_sentence|base model (tasks[109], Sandy and Joey's weight loss, gold 16): 'Therefore, it will take Sandy 1 week to lose the same amount of weight as Joey.' (gold 16)
tl8g:7|wrong|boxed|R1-Distill: takes Sandy's rate as Joey's 2 pounds a week; after </think> '\boxed{4\, \text{weeks}}' (gold 16)
tl8g:8|wrong|answer_is|hybrid: 'it will take her 4 weeks to lose 8 pounds. Therefore, the answer is 4 weeks.' (gold 16)
tl8g:9|no_answer|truncated|base model (tasks[110], the ice cream and milk savings, gold 6): sets up 2x + 4y, then 'The cost of 2 tubs of ice cream and 4 packets of milk after discount = 2x + 4y - 0.5' verbatim (60 whole, across the edge of pages 848000 and 864000) until cut at 'The cost of'; no value
tl8g:10|correct|boxed|R1-Distill: its thinking ends '$70 minus $70, resulting in $0 savings'; its solution after </think> takes the milk at $11 -> $10.50, $70 - $64 and boxes '\boxed{\$6}' = gold (the box after </think> is its final answer)
tl8g:11|wrong|prose_sentence|hybrid: takes the ice cream discount as $0.5 and the milk at $1.5; 'To summarize, the total savings is $3. ... which is $3.' (gold 6)
tl8g:12|wrong|prose_sentence|base model (tasks[111], Helena's limb serum, gold 8): day tables; 'So, after fifteen days, Helena's serum will cause a person to grow a total of 6 new limbs, which is 2 extra arms and 4 extra legs.' (gold 8)
tl8g:13|correct|boxed|R1-Distill: 15 / 3 + 15 / 5; '**Final Answer** ... \boxed{8} new limbs.' then after </think> '... grow \boxed{8} new limbs.' = gold
tl8g:14|correct|prose_sentence|hybrid: 5 + 3 = 8, 'eight extra limbs: four extra arms and four extra legs', then 'Helena's serum will cause a person to grow eight new limbs ... five extra arms and three extra legs, which adds up to eight new limbs.' (across the edge of pages 864000 and 880000) = gold 8 (in words; the wrong four-and-four split still totals eight)
tl8g:15|no_answer|truncated|base model (tasks[112], Theo's gift budget, gold 2050): wrong equations to 'z = 1800 + 3y', then the block '6x + 3y + 1800 + 3y = 6000 / ... / 4200 = 4200 / True' verbatim (18 whole) until cut at '6x + 6y + 180'; no value
tl8g:16|wrong|boxed|R1-Distill: subtracts the costs from the $2,000 savings; after </think> '**Final Answer:** \[ \boxed{50} \]' (gold 2050)
tl8g:17|wrong|prose_sentence|hybrid: leaves the $2000 savings out; 'In conclusion, Theo has to spend $4050 on buying gifts ...' (gold 2050)
tl8g:18|wrong|prose_sentence|base model (tasks[113], the family's eggs, gold 91): '= 5 × 7 = 35 ... Hence, the number of eggs consumed by the family in a week is 35.' (gold 91)
tl8g:19|correct|boxed|R1-Distill: 9 + 4 = 13 a day, x 7; after </think> '**Final Answer:** \[ \boxed{91} \]' = gold
tl8g:20|correct|prose_sentence|hybrid: 'Therefore, the family will consume 91 eggs in a week. / To summarize, the family of 5 members consumes 91 eggs in a week, ...' = gold
tl8g:21|wrong|prose_sentence|base model (tasks[114], Trent's age, gold 32): lets Quinn be x + 3; 'x=27. Trent is 27 years old.' (gold 32)
tl8g:22|correct|boxed|R1-Distill: 30 - 3 + 5; after </think> '**Final Answer:** \(\boxed{32}\)' = gold
tl8g:23|correct|prose_sentence|hybrid: restates the question; 'Therefore, Trent is 32 years old. ... Therefore, Trent is 32 years old.' then a closing note = gold
tl8g:24|wrong|prose_sentence|base model (tasks[115], the population of Chile, gold 120000): takes Noah's present age as (c + 6)/2; '$$p=78000$$ / So, the population of Chile now is 78000.' (across the edge of pages 880000 and 896000) (gold 120000)
tl8g:25|wrong|boxed|R1-Distill: takes the population as unchanged; after </think> '\boxed{60,\!000}' (gold 120000)
tl8g:26|correct|final_answer_phrase|hybrid: 60,000 doubled; 'Therefore, the population of Chile now is 120,000. ... The final answer is that the population of Chile now is 120,000.' = gold
tl8g:27|wrong|bare_last_line|base model (tasks[116], the football defense, gold 30): garbled equations; last lines 'defense = 99 / 99 players on defense' (gold 30)
tl8g:28|correct|boxed|R1-Distill: 3.5D = 105; '**Final Answer** The number of players on the defense is \boxed{30}.' then after </think> '... is \(\boxed{30}\).' = gold
tl8g:29|correct|prose_sentence|hybrid: 7D = 210; 'Therefore, there are 30 players on the defense. ... To summarize, the solution to the problem is that there are 30 players on the defense, 60 players on the offense, and 15 players on the special teams.' = gold
tl8g:30|wrong|prose_sentence|base model (tasks[117], Martha's party, gold 14): leaves the 8 ill guests in; 'So, 24 - 6 = 18 people show up for Martha's party.' (gold 14)
tl8g:31|correct|boxed|R1-Distill: its thinking ends 'bringing the total number of people who show up to Martha's party to 16'; its solution after </think> boxes '\boxed{14}' = gold (the box after </think> is its final answer)
tl8g:32|correct|prose_sentence|hybrid: 24 - 10; 'Therefore, 14 people show up for Martha's party.' = gold
tl8g:33|wrong|prose_sentence|debatable: base model (tasks[118], Solomon's marbles, gold 156): restates the question, lets the 20 marbles be x; 'Therefore, the total weight of marbles Solomon has in the store is 140 + 4x/5.' (an expression in x, not 156): labelled wrong by that stated answer; a reader taking an answer with an unknown in it as no value would say no_answer
tl8g:34|wrong|boxed|R1-Distill: 78 marbles, but weighs only the 20 + 8 added; after </think> '\boxed{56 \text{ kilograms}}' (gold 156)
tl8g:35|correct|prose_sentence|hybrid: 78 x 2; 'So, the total weight of marbles Solomon has in the store is 156kgs.' = gold
tl8g:36|correct|boxed|R1-Distill (tasks[119], John's pool; its base model's completion is empty, a repeat, not taken): 120 cubic feet x $0.10; after </think> '**Final Answer:** \boxed{\$12.00}' = gold 12
tl8g:37|correct|prose_sentence|hybrid: 'the total cost is 120 x $.1 = $12.00. Therefore, it costs $12.00 to fill the pool.' = gold 12
tl8g:38|wrong|prose_sentence|base model (tasks[120], the classroom, gold 123): solves 3x + x/10 = 30; 'The total number of children in the classroom is 9.68 + 29.04 + 0.968 = 39.64.' (gold 123)
tl8g:39|correct|boxed|R1-Distill: 30 + 90 + 3; after </think> '**Final Answer:** \[ \boxed{123} \]' = gold
tl8g:40|correct|prose_sentence|hybrid: 'so the total number of children is 123. Therefore, the classroom has 123 children in total.' then a note on ratios = gold
tl8g:41|correct|prose_sentence|base model (tasks[121], the electric poles, gold 15): 'x = 1/3 × 45 / = 15 / Therefore, the total number of electric poles required ... is 15.' = gold
tl8g:42|correct|boxed|R1-Distill: 45 x 1/3; after </think> '**Final Answer:** \[ \boxed{15} \]' = gold
tl8g:43|wrong|prose_sentence|hybrid: sets 1/3 = 45/x; 'In conclusion, the total number of electric poles required ... is 135, ...' (gold 15)
tl8g:44|wrong|prose_sentence|base model (tasks[122], the women left at the party, gold 8): subtracts 10 leavers from the 15 women (across the edge of pages 912000 and 928000); '10 - 3 = 7 / So, 7 women are left if 22 men stayed at the party.' (gold 8)
tl8g:45|correct|boxed|R1-Distill: 10 left, 3 of them men, 15 - 7; after </think> '**Final Answer:** \[ \boxed{8} \]' = gold
tl8g:46|wrong|prose_sentence|hybrid: 22 + 10 = 32 stayed; 'Therefore, the number of women who stayed is 10.' (gold 8)
tl8g:47|wrong|bare_last_line|base model (tasks[123], the pen's price, gold 1): solves x/2 - 1 = x/2 to a $2 book; last line 'The cost of the pen is $0.' (gold 1)
tl8g:48|correct|boxed|R1-Distill: $4 / 2 - $1; after </think> '\[ \boxed{\$1} \]' = gold 1
tl8g:49|correct|prose_sentence|hybrid: 'Therefore, the pen costs $1. This is the final answer. / To summarize, ... So, the pen costs $1. This is the final answer.' = gold
tl8g:50|no_answer|truncated|base model (tasks[124], Jam and Meg's pencil boxes, gold 9): repeats the question with '3 boxes' verbatim (42 whole) until cut at 'If her sister,'; no value
tl8g:51|wrong|boxed|debatable: R1-Distill: reads '3 + 2 = 5 boxes' (across the edge of pages 928000 and 944000) and gives up on the box size; after </think> '\boxed{\text{Insufficient information to determine the total number of boxes needed.}}' (gold 9): labelled wrong (a boxed claim that the question has no answer, as rounds 40 and 63 took 'Insufficient information'); a reader taking it as a refusal would say no_answer
tl8g:52|wrong|prose_sentence|hybrid: restates the question; 'So, Jam and Meg need 74/3 boxes to store all their pencils.' (gold 9)
tl8g:53|no_answer|truncated|base model (tasks[125], Shannon's iced coffee, gold 75): restates the givens and lets x, y, z, w be strengths and temperatures, then the seven 'The strength/temperature of the coffee is ... proportional to ...' lines verbatim (17 whole blocks) until cut at 'inversely proportional to the'; no value
tl14m:0|no_answer|truncated|R1-Distill (tasks[118], the triangle-sides sum, gold \frac{17}{21}): weighs orderings, inclusion-exclusion and bounds on c, and is cut at 'greater than |a - c' (across the edge of pages 1424000 and 1440000; no </think>; R1 rule)
tl14m:1|wrong|boxed|hybrid: a generating function at x = 1 gives -15/4, 'we take the absolute value'; '\(\boxed{\frac{15}{4}}\)', then 'However, upon re-evaluation, the negative sign indicates a mistake ... The final answer is \(\boxed{\frac{15}{4}}\).' and the 'However, upon further reflection, ...' block, each reboxing 15/4, verbatim (7 whole) until cut at 'summing over valid' (gold \frac{17}{21})
tl14m:2|wrong|prose_sentence|base model (tasks[119], the two gears, gold 36): 'The least common multiple of 2 and 4/3 is 4, so the gears will next have both their marks pointing due north after 4 seconds.' (gold 36)
tl14m:3|correct|boxed|R1-Distill: LCM(9/5, 4/3) = 36; '**Final Answer** The two gears will next have their marks pointing due north after \boxed{36} seconds.' closes its thinking, then the summary after </think> is cut at 'after \(\boxed{' (across the edge of pages 1440000 and 1456000): labelled by that box (R1 rule) = gold
tl14m:4|correct|boxed|hybrid: 9/5 and 4/3, LCM 36; 'The final answer is $\boxed{36}$ seconds.', then the whole solution verbatim (5 whole) until cut at 'The LCM of 9 and 4 is 3' = gold (loop convention)
tl14m:5|wrong|prose_sentence|base model (tasks[120], the parallel lines, gold 7): a wrong cross product; 'Therefore, the distance between the two lines is sqrt(93) / 3.' (gold 7)
tl14m:6|no_answer|truncated|R1-Distill: reaches 'So, the distance is 7 units.' in its reasoning, rechecks the cross product and is cut at '= 72 - 14 = 58 ✔' (across the edge of pages 1456000 and 1472000; no </think>; R1 rule)
tl14m:7|wrong|boxed|hybrid: uses a dot product; '\(\boxed{\frac{13\sqrt{41}}{41}}\)', then 'However, upon reviewing the calculation, ...' and the pair 'However, I made a mistake in the calculation. ... / However, I realize that I need to use the correct formula ...', each reboxing 13\sqrt{41}/41, verbatim (6 whole) until cut at 'Therefore, the distance between the two lines' (gold 7)
tl14m:8|correct|prose_sentence|base model (tasks[121], the minimum of (a+b+c+d)(1/a+1/b+1/c+1/d), gold 16): AM-GM on each sum; 'Step 8: The minimum value of the given expression is 16, which is achieved when $a = b = c = d$.' = gold
tl14m:9|no_answer|truncated|R1-Distill: reaches 'Therefore, the minimum value is 16.' in its reasoning and is cut at 'That gives me more confidence that 1' (across the edge of pages 1472000 and 1488000; no </think>; R1 rule)
tl14m:10|correct|boxed|hybrid: Cauchy-Schwarz; 'The minimum value is \(\boxed{16}\).', then the whole solution verbatim (3 whole) until cut at 'y_i^2 \right' = gold (loop convention)
tl14m:11|correct|boxed|base model (tasks[122], (6r^2-19r-7)/(2r-7) = 4r-3, gold 4): 2r^2 - 15r + 28 = 0, r = 3.5 extraneous; 'The value of \(r\) is \(\boxed{4}\).' = gold
tl14m:12|correct|boxed|R1-Distill: (2r - 7)(r - 4) = 0; '**Final Answer** The value of \( r \) is \boxed{4}.' then after </think> '\[ \boxed{4}. \]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
