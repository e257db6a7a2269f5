__doc__ = r"""Build public_heldout106.jsonl: a 106th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

52 records, all long chain-of-thought, from the two files of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 103 read, continuing where round 103 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 9 consecutive pages 944000-1072000 (page 944000 read
  again: round 103 read it), tasks[125] thinking and hybrid, tasks[126]-[138] all three models
  (less one repeat) and tasks[139] base: 41 records (GSM8K test lines 323-337; tasks[i] is test
  line i + 198).
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 4 consecutive pages 1488000-1536000 (page 1488000 read
  again: round 103 read it), tasks[122] hybrid, tasks[123]-[125] all three models and tasks[126]
  base: 11 records (MATH-500).

Method (rounds 76-103): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt for the Llama file, pages/q14_<offset>.txt for the 14B file); work/mk.py
decoded each display form once into the page text (pages/*.page) and checked its length: every
page decodes to exactly 16,000 characters. Pages 944000 and 1488000 were read again this session;
their text (opening, ending and loops) is the same as round 103's pastes of them
(/tmp/rounds/real103/pages/ll_944000.txt and q14_1488000.txt), which were taken over as this
round's paste files and decode to the same 16,000 characters (byte-identical .page files).
Two pastes came out the wrong length at first and were corrected against the page, not by hand:
q14 1520000 was first pasted with the escapes at the wrong level (redone whole), then was 4
characters long: the page was read again and the paste had 'both the inequalities:' where the
page has 'both inequalities:' (the inequality R1-Distill's opening); ll 976000 had 'got on' for
the page's 'get on' (same length, seen on reading the paste against the page, corrected).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the page text): tl8g 944000 Shannon base seven-line block 16 (586) (round 103's);
960000 Ralph base 'Then 2x/5 is the number of old records brought in by each person. ' 100 (68);
976000 the same unit 6 (68); 992000 Oscar base question line (with '\n') 24 and Oscar hybrid
question line (with '\n\n') 16; 1008000 (its opening, the Oscar hybrid's last 7 copies, pasted
whole) phone base four-line block 'Now, the phone is at 5
percentage-point of charge per second. / So, ... = 1/5 = 0.2 ... / Now, ... 0.2 ... / So, ... =
1/0.2 = 5 ...' 16 and phone hybrid 'Step by step explanation:' + whole-solution block 1; 1024000
the same phone hybrid block 2 and Erin base question line 41; 1040000 Nick base question line
21; 1056000 none; 1072000 Maria base 'question / The final value of all Maria's shares is $16.00.
/ Explanation:' block 28 and hot-dog base 'The number of hot dogs John ate is more than ... / So,
1.5x > x / 1.5x - x > 0 / 0.5x > 0 / x > 0' block 36. tl14m 1488000 min-value hybrid
whole-solution block 2 (round 103's); 1504000 tasks[122] hybrid 'The value of (r) that
satisfies the equation is (4). The final answer is (boxed{4}).' 21; 1520000 none; 1536000
inequality hybrid 'The final answer is (3/5, 8/3]. To express ... Thus, the solution is
correct.' block 6. Where a page held two markers the length fixed both counts (one solution in
0-400 each); the Oscar counts are borne out by the repeat check below (base and hybrid each come
to 25 whole copies). The pages were joined in file order per file, so a completion crossing an
edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
`enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: Llama page 944000 opens inside tasks[124] thinking_model (Jam and Meg's pencils) and holds
tasks[124] hybrid and tasks[125] base (round 103's records): not taken; tasks[125]
thinking_model (Shannon's iced coffee), which round 103 left cut, is taken whole across pages
944000-960000. Llama page 1072000 ends inside tasks[139] thinking_model (Luke's hot dogs, at
'Thomas ate 3 multiplied by 2, which'): not taken. 14B page 1488000 opens inside tasks[121]
thinking_model and holds tasks[121] hybrid and tasks[122] base and thinking (round 103's
records): not taken; tasks[122] hybrid_model ((6r^2-19r-7)/(2r-7) = 4r-3), which round 103 left
cut, is taken whole across pages 1488000-1504000. 14B page 1536000 ends inside tasks[126]
thinking_model (the palindrome sum, at 'n = 168 / 3 = 5'): not taken. Every other completion on
the pages read is taken, less one repeat.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 21,904
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats an earlier round; one repeats within the round and is not taken: tasks[129]
hybrid_model (Oscar's lollipops) loops the same question line as tasks[129] base_model (taken),
each cut after 25 whole copies at 'does Oscar', equal once whitespace is normalised. The records
are numbered in file order per source (tl8g 0-40, tl14m 0-10).

Repositories (52 records): thaotnguyen/thinking-llms-interp 52 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 41 (test), MATH 11 (MATH-500). Prompt format: long_cot 52 (no tag format asked for:
base and hybrid models write free prose, steps or boxes; the thinking models write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 29, wrong 15, no_answer 8. Forms: prose_sentence 20, boxed 17, truncated 8,
answer_is 4, final_answer_phrase 2, answer_colon 1. 1 debatable (tl8g 33).

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model) 2 correct (25 castles, 31 guns), 6
wrong (5 Jaime 104000, 8 bus 0, 19 loyalty 35, 28 Robert 250, 34 Mason 170, 37 Maria 16.00, looped),
6 no_answer (2 Ralph, 11 Oscar, 13 phone, 16 Erin, 22 Nick, 40 hot dogs: loops of the question or
of a line or block, cut with no value); tl8g thinking_model (R1-Distill-Llama-8B) 13 correct, 1
no_answer (0 Shannon, its stored thinking cut before '</think>'); tl8g hybrid_model 10 correct (15
phone loops its solution after stating 2 hours; 33 guns debatable), 3 wrong (1 Shannon 680, 4
Ralph 10, 21 loyalty 35). tl14m base_model 4 wrong (1 rectangle 46, 4 sequence 317, 7 inequality
the open interval (3/5, 8/3), 10 palindrome 61); thinking_model (R1-Distill-Qwen-14B) 2 correct (2
rectangle 63, 8 inequality), 1 no_answer (5 sequence, cut inside its thinking); hybrid_model 2
correct (0 tasks[122] and 9 inequality, each looping its stated answer), 2 wrong (3 rectangle 35, 6
sequence -304, each repeating its solution until cut).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 944000-1072000 joined
  (144,000 of 2,247,671 characters): tasks[125] thinking and hybrid (Shannon's iced coffee),
  tasks[126]-[138] base, thinking, hybrid (Ralph's records, Jaime's programmers, the bus, Oscar's
  lollipops (hybrid a repeat), the phone charge, Erin's lollipops, the loyalty card, Nick's
  jobs, the castles, Robert's furniture offers, the paintball guns, Mason's sugar, Maria's
  shares) and tasks[139] base (Luke's hot dogs).
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1488000-1536000 joined
  (64,000 of 3,995,770 characters): tasks[122] hybrid ((6r^2-19r-7)/(2r-7) = 4r-3),
  tasks[123]-[125] base, thinking, hybrid (the rectangle's interior lattice points, x_531 + x_753
  + x_975, the two inequalities in interval notation) and tasks[126] base (the palindrome sum).
  Record number = place in file order.

Label conventions (rounds 72-103): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, a line or an
equation left unsolved); equal in value but written differently is correct (here
'\boxed{\$224,\!000}' for 224000, '\boxed{\$8,\!400}' for 8400, '\boxed{\$100}' for 100,
'\boxed{2\text{ hours}}' and '2 hours' for 2, '\boxed{310 \text{ ounces}}' for 310, '$224,000',
'$8,400' for the GSM8K values, '\boxed{\left( \frac{3}{5}, \frac{8}{3} \right]}' and '(3/5,
8/3]' for \left(\frac{3}{5},\frac{8}{3}\right], '(boxed{4})' (its LaTeX stripped of
backslashes) for 4); labels are against the gold as given (an open interval for the half-open
gold is wrong: tl14m 7). Loop convention: a response that states its answer and then repeats it
(or its whole solution) verbatim until cut mid-copy is labelled by the stated, never-contradicted
value (tl8g 15, tl14m 0, 9; and wrong by it, tl8g 37, tl14m 3, 6). R1 rule: an R1-Distill answer
cut inside its thinking, before '</think>' and before a **Final Answer** line, is no_answer even
where its working has reached a value (tl8g 0: '60 + 15 = 75' in its working; tl14m 5).

Debatable: tl8g 33 (paintball hybrid: 'So, the answer is that each person would have 6 guns, but
they would not be able to share them equally because there are extra guns.': labelled correct
by the quantity it states, 6 = gold; a reader taking the added 'would not be able to share them
equally' as withdrawing the answer would say wrong).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 60 characters), checked equal to the file's own correct_answer '####'
value; MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
944000 (read again), 960000, 976000, 992000, 1008000, 1024000, 1040000, 1056000, 1072000 (9
pages); hybrid/results/benchmark_results_qwen2.5-14b_math500.json 1488000 (read again), 1504000,
1520000 (read twice: its paste was checked against a second read), 1536000 (4 pages). Nothing
else was read.

Leads for a later round: the Llama file from 1072000 (re-read it: tasks[139] Luke's hot dogs,
thinking model cut there; tasks[139]-tasks[301] unread), about two tasks a page (its base models
loop the question, a line or a block); the 14B MATH-500 file from 1536000 (re-read it:
tasks[126] the palindrome sum, thinking model cut there; tasks[126]-[331] unread), about one
task a page (its hybrid answers often repeat a boxed line or their whole solution until cut).

Usage: python build_public_heldout106.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout106.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout106.jsonl"
SOURCE = "public_heldout106"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 944000-1072000 joined (144,000 of 2,247,671 characters)"),
    "tl14m": tl14m_source("pages 1488000-1536000 joined (64,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|no_answer|truncated|R1-Distill (tasks[125], Shannon's iced coffee, gold 75): reaches '60 + 15 = 75 milliliters weaker' in its working, weighs 180 and 240 for the cream, and its stored thinking is cut at 'weakens it by 12 millilit' (across the edge of pages 944000 and 960000; no </think>; R1 rule)
tl8g:1|wrong|prose_sentence|hybrid: 65 degrees x 12 ml per degree = 780 from a 100 ml start; 'Therefore, Shannon's iced coffee is 680 milliliters weaker when it is cooled by 65 degrees ...' (gold 75)
tl8g:2|no_answer|truncated|base model (tasks[126], Ralph's records, gold 14): 'Then 2x is the number of old records ...', then 'Then 2x/5 is the number of old records brought in by each person.' verbatim (109 whole, across the edge of pages 960000 and 976000) until cut at 'Then 2x'; no value
tl8g:3|correct|boxed|R1-Distill: O / 2 = 7; '**Final Answer** The 5 people brought in a total of \boxed{14} old records.' then after </think> '... a total of \boxed{14} old records.' = gold
tl8g:4|wrong|prose_sentence|hybrid: reaches '14 old records' in its working, then 'each person would have brought in 2 old records, which is 10'; 'In conclusion, the 5 people brought in a total of 10 old records, ... The total number of old records brought in is 10, ...' (gold 14)
tl8g:5|wrong|prose_sentence|base model (tasks[127], Jaime's programmers, gold 224000): z = 2000x + 400y; 'The total amount of money the company pays to all the programmers per month is $104,000.' (gold 224000)
tl8g:6|correct|boxed|R1-Distill: 40 x $2000 + 60 x $2400; after </think> '**Final Answer:** \[ \boxed{\$224,\!000} \]' = gold 224000
tl8g:7|correct|prose_sentence|hybrid: 'Therefore, the total amount of money the company pays to all the programmers per month is $80,000 + $144,000 = $224,000.' then a note on its assumptions = gold 224000
tl8g:8|wrong|prose_sentence|base model (tasks[128], the bus, gold 14): sets x + 5 = 20 - 15; 'x = 0 / Therefore, the number of people who got on the bus at the terminal is 0.' (gold 14)
tl8g:9|correct|boxed|R1-Distill: x + 6 = 20; after </think> '**Therefore, the number of people who boarded the bus at the terminal is \(\boxed{14}\).**' (across the edge of pages 976000 and 992000) = gold
tl8g:10|correct|answer_is|hybrid: x + 6 = 20; 'Therefore, the number of people who got on the bus at the terminal is 14. Since we started with x, the answer is 14 people got on the bus at the terminal.' then a note on the method = gold
tl8g:11|no_answer|truncated|base model (tasks[129], Oscar's lollipops, gold 31): repeats the question line verbatim (25 whole) until cut at 'How many lollipops does Oscar'; no value (its hybrid, the same loop, a repeat, not taken)
tl8g:12|correct|boxed|R1-Distill: 24 - 2 - 14 + 28 - 3 - 2; after </think> '**Final Answer:** \[ \boxed{31} \]' = gold
tl8g:13|no_answer|truncated|base model (tasks[130], the phone charge, gold 2): turns the rate into 'percentage-point of charge per second', then the four lines 'Now, the phone is at 5 percentage-point of charge per second. / So, ... = 1/5 = 0.2 ... / Now, ... 0.2 ... / So, ... = 1/0.2 = 5 ...' verbatim (17 whole) until cut at 'So,'; no time stated
tl8g:14|correct|boxed|R1-Distill: 40 points x 3 minutes = 120 minutes; after </think> '**Final Answer:** \[ \boxed{2\text{ hours}} \]' = gold 2
tl8g:15|correct|prose_sentence|hybrid: restates the question; 40 x 3 = 120 minutes / 60; 'Therefore, it will take 2 hours to fully charge the phone.', then 'Step by step explanation:' and the whole solution verbatim (6 whole, across the edge of pages 1008000 and 1024000) until cut at 'To determine the time it takes to fully charge the phone' = gold 2 (loop convention)
tl8g:16|no_answer|truncated|base model (tasks[131], Erin's lollipops, gold 14): repeats the question line verbatim (42 whole) until cut at 'If Erin gives '; no value
tl8g:17|correct|boxed|R1-Distill: 7 + 10 - 3; after </think> '\[ \boxed{14} \]' = gold
tl8g:18|correct|prose_sentence|hybrid: restates the question; 'Therefore, Erin has 14 lollipops left after giving 3 to Ella. ... This is the final answer, and it shows that Erin has 14 lollipops left after giving 3 to Ella.' then a note = gold
tl8g:19|wrong|prose_sentence|base model (tasks[132], the loyalty card, gold 31): takes only the $8 coupon off; 'The customer paid $35 on this shopping trip.' (gold 31)
tl8g:20|correct|boxed|R1-Distill: $4 rewards + $8 coupon off $43 (across the edge of pages 1024000 and 1040000); '**Final Answer** The customer paid \boxed{31} dollars on this shopping trip.' then after </think> '... paid \boxed{31} dollars ...' = gold
tl8g:21|wrong|prose_sentence|hybrid: takes only the $8 coupon off; 'Therefore, the customer paid $35 on this shopping trip after using their rewards and the coupon.' (gold 31)
tl8g:22|no_answer|truncated|base model (tasks[133], Nick's two jobs, gold 8400): repeats the question (less its first sentence) verbatim (22 whole) until cut at 'is in a'; no value
tl8g:23|correct|boxed|R1-Distill: $32,400 - $24,000; after </think> 'Therefore, Nick will make \(\boxed{\$8,\!400}\) more at the job with the higher net pay rate ...' = gold 8400
tl8g:24|correct|prose_sentence|hybrid: 'The difference is $32,400 - $24,000 = $8,400. Therefore, Nick will make $8,400 more at the job with the higher net pay rate, which is Job B.' (across the edge of pages 1040000 and 1056000) then caveats = gold 8400
tl8g:25|correct|prose_sentence|base model (tasks[134], the castles, gold 44): (40/100) x 220 = 88, (1/2) x 88; 'Therefore, there are 44 unmanned ruined castles in Scotland.' = gold
tl8g:26|correct|boxed|R1-Distill: 0.40 x 220 / 2; after </think> '**Final Answer:** \[ \boxed{44} \]' = gold
tl8g:27|correct|prose_sentence|hybrid: 'Therefore, the number of unmanned ruined castles in Scotland is 44. ... In summary, ... which was 44.' = gold
tl8g:28|wrong|prose_sentence|base model (tasks[135], the furniture offers, gold 100): compares the advance payments only; 'The cost difference between the two offers is $1,350 - $1,100 = $250.' (gold 100)
tl8g:29|correct|boxed|R1-Distill: $3,450 - $3,350; after </think> '\text{Cost Difference} = \$3,450 - \$3,350 = \boxed{\$100}' = gold 100
tl8g:30|correct|prose_sentence|hybrid: '$3,450 - $3,350 = $100 / Therefore, the cost difference between the two offers is $100, with Furniture United's offer being more expensive by $100.' = gold
tl8g:31|correct|prose_sentence|base model (tasks[136], the paintball guns, gold 6): 24 / 4; 'So, each of them will have 6 guns.' = gold
tl8g:32|correct|boxed|R1-Distill: 24 / 4; after </think> 'Each person would have \(\boxed{6}\) guns.' = gold
tl8g:33|correct|answer_is|debatable: hybrid: 24 / 4 = 6, then 'they would not be able to share them equally'; 'So, the answer is that each person would have 6 guns, but they would not be able to share them equally because there are extra guns.' = gold 6 by the quantity it states; a reader taking the added clause as withdrawing the answer would say wrong
tl8g:34|wrong|answer_is|base model (tasks[137], Mason's sugar, gold 310): sets 30 x 8 = 70 + x; 'Therefore, the amount of sugar needed ... is 170 ounces. / Therefore, the answer is 170 ounces.' (gold 310)
tl8g:35|correct|boxed|R1-Distill: 240 + 70; after </think> '**Final Answer:** \[ \boxed{310 \text{ ounces}} \]' = gold 310
tl8g:36|correct|prose_sentence|hybrid: 240 + 70; 'Therefore, Mason needs 310 ounces of sugar to make 8 batches of suckers and 1 batch of fudge.' then a note = gold
tl8g:37|wrong|prose_sentence|base model (tasks[138], Maria's shares, gold 72): restates the question; 'The final value of all Maria's shares is $16.00.', then the block 'Explanation: / question / The final value of all Maria's shares is $16.00.' verbatim (31 statements in all, across the edge of pages 1056000 and 1072000) until cut at 'The stock price' (gold 72; loop convention)
tl8g:38|correct|boxed|R1-Distill: $8 x 1.5 x 0.75 = $9, x 8; after </think> '**Final Answer:** \[ \boxed{72} \]' = gold
tl8g:39|correct|prose_sentence|hybrid: 'Therefore, the final value of all Maria's shares is $72. / To summarize, ... The final value of all her shares is $72.' then a sign-off = gold
tl8g:40|no_answer|truncated|base model (tasks[139], Luke's hot dogs, gold 1): lets Luke's be x, John's 1.5x, then the block 'The number of hot dogs John ate is more than the number of hot dogs Luke ate. / So, 1.5x > x / 1.5x - x > 0 / 0.5x > 0 / x > 0' verbatim (37 whole) until cut at 'x > '; no value
tl14m:0|correct|final_answer_phrase|hybrid (tasks[122], (6r^2-19r-7)/(2r-7) = 4r-3, gold 4): its LaTeX stripped of backslashes; r = 4, r = 3.5 rejected (across the edge of pages 1488000 and 1504000); 'The value of (r) that satisfies the equation is (4). The final answer is (boxed{4}).', the solution again, then that line verbatim (22 whole) until cut at '(boxed{4}' = gold (loop convention; 'boxed' without its backslash)
tl14m:1|wrong|prose_sentence|base model (tasks[123], the rectangle's interior lattice points, gold 63): 'The number of points with integer coordinates in the interior of the rectangle is 10*8 - 34 = 46.' (gold 63)
tl14m:2|correct|boxed|R1-Distill: 9 x 7; '**Final Answer** ... is \boxed{63}.' then after </think> '... is \(\boxed{63}\).' = gold
tl14m:3|wrong|boxed|hybrid: counts -4..4 as 7 and -3..3 as 5; '\(\boxed{35}\)', a check that boxes 27, 'However, upon re-evaluating ... should indeed be \(\boxed{35}\)', 'Therefore, the final answer is \(\boxed{35}\).', then the whole solution verbatim (2 more whole, across the edge of pages 1504000 and 1520000) until cut at '\((5,-4' (gold 63)
tl14m:4|wrong|prose_sentence|base model (tasks[124], x_531 + x_753 + x_975, gold 898): takes the period as 12; 'So, the value of $x_{531} + x_{753} + x_{975}$ is 317.' (gold 898)
tl14m:5|no_answer|truncated|R1-Distill: finds the period 10 and its stored thinking is cut at 'so, to find xₙ, we can find n modulo' (no </think>; R1 rule)
tl14m:6|wrong|boxed|hybrid: miscomputes x_6 = -201 and takes the period as 9; '\boxed{-304}.', then the solution again until cut at 'x_{531} + x_{753} + x_{' (gold 898)
tl14m:7|wrong|answer_is|base model (tasks[125], the two inequalities, gold \left(\frac{3}{5},\frac{8}{3}\right]): p <= 8/3 and p > 3/5, yet '$\boxed{\left(\frac{3}{5},\frac{8}{3}\right)}$. The answer is (\frac{3}{5},\frac{8}{3})' (an open interval; the gold is closed at 8/3)
tl14m:8|correct|boxed|R1-Distill: '**Final Answer** ... \boxed{\left( \frac{3}{5}, \frac{8}{3} \right]}.' then after </think> 'Thus, the final answer is \(\boxed{\left( \frac{3}{5}, \frac{8}{3} \right]}\).' = gold
tl14m:9|correct|final_answer_phrase|hybrid: 'In interval notation, this is written as (3/5, 8/3].', 'The final answer is (3/5, 8/3].', then the block 'The final answer is (3/5, 8/3]. To express ... Thus, the solution is correct.' verbatim (7 whole) until cut at 'The interval is open at' = gold (loop convention; plain fractions)
tl14m:10|wrong|answer_colon|base model (tasks[126], the palindrome sum, gold 58): takes 181 as divisible by 3 and rounds n = 59.333 down; 'Answer: The greatest possible value for the largest of the three integers in the set is 61.' (gold 58)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
