__doc__ = r"""Build public_heldout85.jsonl: an 85th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label.

136 records, all long chain-of-thought, from three files of the repository rounds 72-80 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 17 consecutive pages 176000-432000 (page 176000 read
  again: it holds tasks[22] Carmen, which round 80 took, and opens tasks[23] Celine), tasks[23]-[56]
  all three models and tasks[57] base model: 100 records (GSM8K test lines 221-255).
* tl32m: hybrid/results/benchmark_results_qwen2.5-32b_math500.json (base Qwen2.5-32B, thinking
  QwQ-32B, hybrid; n_tasks 18): the 6 pages 112000-192000 to the file's end (201,474 characters;
  page 112000 read again, round 77 read it), tasks[11] hybrid_model and tasks[12]-[17] all three
  models: 19 records (MATH-500).
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 5 pages 1184000-1248000 (page 1184000 read again, round
  78 read it), tasks[99] hybrid_model, tasks[100]-[104] all three models and tasks[105] base: 17
  records (MATH-500).

Method (rounds 76-80): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_llama_gsm8k_<offset>.txt, pages/tl_q32m_<offset>.txt, pages/tl_q14m_<offset>.txt); a script decoded that display
form once into the page text (pages/*.page) and checked its length against the page size (16,000;
the 32B file's last page, 192000, 9,474 = 201,474 - 192,000; tools/decode_pages.py, round 80's
with that one length added). Page 176000 of the Llama file was read again and compared by reading
with round 80's paste of it (/tmp/rounds/real80/pages/tl_llama_gsm8k_176000.txt: the same opening
'uri scored 10 more than half', the same Jojo block and Carmen substitution cycle, the same cut
'120 - 90 = <<'); that paste was reused, not retyped, and decodes byte for byte to round 80's page.
So was the 14B file's page 1184000 (round 78's paste /tmp/rounds/real78/pages/tl_q14m_1184000.txt,
compared by reading: the same opening 'no common factors other than 1.', the same 33/100 loop
and the same cut 'To further solidify the understanding, le'; it decodes byte for byte to round
78's page with round 78's count 6).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers and the
marker where the further copies go was replaced by that unit a whole number of times, the number
fixed by the page length (each page decodes to its length for exactly one count per marker, every
count 0-300 tried for every marker, every pair on the pages with two markers). Loops whose lines
count up (Mark's '5. $276,000 = $276,000' ... '165.', Jean's numbered paragraphs 1-32) are not one
verbatim unit and were pasted whole. The counts (further copies after the pasted one; unit length
in characters): tl8g 176000 round 80's (Jojo 1, Carmen 7); 192000 Celine base six-line block 23
(333); 208000 Carlos base question line 36 (217); 224000, 240000 none; 256000 Steve hybrid 'He can
grow 3 vines to produce the tomatoes he needs.  ' 133 (55); 272000 Ram base question line 33
(242); 288000 Johnny base question line 45 (168); 304000 Mike base question paragraph 9 (241);
320000 the same 17 (241) and Mike hybrid 'Since he writes 2 letters a week, ... So, he spends 180
minutes writing 2 letters a week.  ' 49 (136); 336000 Jason base question line 27 (232) and
Griffin base question line 17 (298); 352000 the same Griffin line 7 (298) and Griffin hybrid 'So,
Ginger gave Griffin 18 fries.  But we also know ... 18 + 2 = 20 fries.  ' 51 (110); 368000 none;
384000 Sue base 'x + y = 4z + 2w ... Given that 1 cookie has 200 calories.' block 8 (477) and
school base ' We can use this information ... = 22.5%.' 7 (471); 400000 the same school unit 4
(471) and Travis base question line 50 (136); 416000 the same Travis line 4 (136) and Bill base
"Let's start by writing an equation to represent this situation." line 133 (65); 432000 the same
Bill line 27 (65) and Shelly hybrid 'Step by step explanation: ... 36 times.' paragraph 18 (331).
tl32m 112000 none; 128000 284 hybrid 'So, the answer is 284. ' 124 (23); 144000 cylinder hybrid
'The answer is: 5 centimeters. ' block 152 (34); 160000, 176000 none; 192000 sine hybrid '   But
this is not correct. ... c = \pi' block 15 (181). tl14m 1184000 round 78's (probability block 6,
259); 1200000 remainder hybrid 'To find the remainder ... Answer: 1' block 8 (627); 1216000 medals
hybrid 'The mathematical prodigy has 6 distinct arrangements ... \boxed{6}' block 2 (1728); 1232000
tickets hybrid 'To solve the problem ... The final answer is 10.' block 4 (1019); 1248000 0.\overline{1331}
hybrid 'To solve the problem of converting ... \(\boxed{1030}\).' block 2 (1324). One paste was corrected by its length
check: on tl8g 240000 the Dax thinking model's 'Since Dax found half as many bugs as ants, the
number of bugs' was first pasted with ' in the garden' added (16,014 characters); the display
read shows it without, and so the page decodes to 16,000. On tl14m 1248000 the lire thinking
model's paragraph 'So, if 1200 lire = $1.50, then I can set up a conversion factor. ...' was first
pasted twice (no count fit); the display read shows it once ('Alright, so let's see. If 1200 lire
is equal to $1.50, then I can set up ...' and then 'So, if 1200 lire = $1.50, then 1 lire = ...'),
and with it pasted once the page decodes to 16,000 with count 2. Nothing else needed a second look. The pages were joined in file order per file, so a completion crossing an edge is
taken whole. Each record's `r` was cut out of the joined page text by script (the JSON string body
as the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; tools/extract.py), never retyped.

Edges: Llama page 176000 opens inside tasks[21] Jojo's base model (round 80 holds it) and holds
tasks[22] Carmen whole (round 80's tl8g 55-57; dropped as repeats, below). Llama page 432000 ends
inside tasks[57] thinking_model (Mr. Sylas's cows): not taken; tasks[57] hybrid_model is not on
the pages read. 32B page 112000 opens inside tasks[10] thinking_model (round 77 holds it) and holds
tasks[10] hybrid_model (2220) whose question lies on page 96000 (not read here; round 77 holds
it): not taken. The 32B file ends on page 192000. 14B page 1184000 opens inside tasks[98]
hybrid_model (round 78 holds it) and holds tasks[99] base and thinking (round 78's; dropped as
repeats, below); 14B page 1248000 ends inside tasks[105] thinking_model (lire): not taken;
tasks[105] hybrid_model is not on the pages read. Every other completion on the pages read is
taken, save the repeats below.

Loops: pasted once and expanded to the count the page length requires (above); none dropped.
Labels of looping answers follow the loop convention (below).

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 19,515
distinct texts, by script, reading no labels; tools/golds_repeats.py) and with the others of this
round: Llama tasks[22] base, thinking and hybrid (Carmen; round 80's), the three empty base-model
answers (tasks[29] Chad, tasks[30] Kalinda, tasks[37] John's pizzas: '' as in public_heldout4.jsonl)
32B tasks[11] base_model and thinking_model (p(8); round 77's) and 14B tasks[99] base_model and
thinking_model (circle J; round 78's) were dropped; nothing else repeats. The kept records are
numbered again in file order per source (tl8g 0-99, tl32m 0-18, tl14m 0-16).

Repositories (136 records): thaotnguyen/thinking-llms-interp 136 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 100 (test), MATH 36 (MATH-500). Prompt format: long_cot 136 (no tag format asked for:
base and hybrid models write free prose, steps or boxes; the thinking models (R1-Distill, QwQ) write
their reasoning, '</think>' and a solution; the files store the completion after the prompt's
opening '<think>'). Tag format: 0.
Truths: correct 81, wrong 35, no_answer 20. Forms: prose_sentence 64, boxed 45, truncated 20,
answer_is 3, answer_colon 2, bare_last_line 1, final_answer_phrase 1. 4 debatable (tl8g 62, 84;
tl32m 8, 18).

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model: loops of the question until cut) 12
correct, 10 wrong, 10 no_answer (9, 42, 45, 60, 63, 66, 87, 93 loop the question or one line; 81
loops its working; 84 loops a percentage); tl8g thinking_model (R1-Distill-Llama-8B) 31 correct, 2
wrong, 1 no_answer (43, cut inside its thinking); tl8g hybrid_model 18 correct, 16 wrong (39, 62,
68 and 98 loop a stated value until cut). tl32m base_model (Qwen2.5-32B) 3 correct, 3 wrong;
thinking_model (QwQ-32B) 6 no_answer (all cut inside their reasoning, four after reaching the gold
in it); hybrid_model 4 correct, 2 wrong, 1 no_answer (18). tl14m base_model (Qwen2.5-14B) 5 correct, 1 wrong;
thinking_model (R1-Distill-Qwen-14B) 3 correct, 2 no_answer (2 and 11, cut inside their
reasoning); hybrid_model 5 correct, 1 wrong (0, 3, 6, 9 and 15 repeat their answer until cut).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 176000-432000 joined
  (272,000 of 2,247,671 characters): tasks[23]-tasks[56] base, thinking, hybrid and tasks[57]
  base (GSM8K test lines 221-255: Celine's tank, Andy's flowers, advertising, Carlos and Benji,
  Andrew's trip, Pokemon cards, Chad's burrito, Kalinda's puzzle, watermelons, Mark's fleet, Kylie's
  shells, Dax's insects, penguins, Steve's tomatoes, John's pizzas, Ram's pens, Johnny's
  allowance, Mary's age, exit C, James's candies, Dolly's books, Mike's pen pals, Jason's minutes,
  Griffin's fries, snails, Jean's makeup, Isabelle's party, onions, Sue's cookies, boys in the
  third class, Travis's apps, Rick's hunt, Bill's floor, Shelly's kids, Mr. Sylas's cows);
  tasks[i] is test line i + 198.
* tl32m: benchmark_results_qwen2.5-32b_math500.json at 0c6c09b9, pages 112000-192000 joined
  (89,474 of 201,474 characters, to the end): tasks[11] hybrid (p(8)), tasks[12]-[17] base,
  thinking, hybrid (proper divisors of 284, cylinder height, DE with sin D = 0.7, rotation of z
  about c, 1 - 2 + 3 - ... - 100, smallest c).
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1184000-1248000 joined
  (80,000 of 3,995,770 characters): tasks[99] hybrid (circle J), tasks[100]-[104] base, thinking,
  hybrid (1 + ... + 10 mod 9, medals, tickets, 997^{-1} mod 1000, 0.\overline{1331}; tasks[100]-[104])
  and tasks[105] base (lire).
  Record number = place in file order after the repeats were dropped.

Label conventions (rounds 72-80): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, an equation set
up and left); a final answer written as an expression in an unsolved variable ('= 9x', '4x/10') is
wrong, as round 80's tl8g 19; equal in value but written differently is correct (here '$9.00' for
9, '\boxed{\$20,\!000}' for 20000, '\boxed{33\%}' and '33%' for 33, '\boxed{1 \text{ hour}}',
'5 centimeters' with units, '\boxed{180}' for 180^\circ); labels are against the gold as given. Loop convention: a response that
states its answer and then repeats it (or its whole solution) verbatim until cut mid-copy is
labelled by the stated, never-contradicted value. R1 rule: an R1-Distill or QwQ answer cut inside
its thinking, before '</think>' and before a **Final Answer** line, is no_answer even where its
working has reached a value; one whose **Final Answer** box closes the thinking and whose summary
after '</think>' is then cut is labelled by that box (tl14m 14); where the thinking and the text
after '</think>' disagree, the last (boxed) answer counts (tl8g 40).

Debatable: tl8g 62 (Mike hybrid: loops 'he spends 180 minutes writing 2 letters a week' until cut:
labelled wrong by that value, never an answer in hours; 180 minutes is the gold 3 hours in value,
and a reader asking for an answer sentence would say no_answer). tl8g 84 (school base model: loops
a percentage of boys (22.5%) until cut: labelled no_answer, never a number of boys; read as its
answer it would be wrong). tl32m 8 (QwQ on DE: writes 'so boxed \boxed{\sqrt{51}}' inside its
reasoning and is cut there: no_answer by the R1 rule; a reader taking that box would say correct).
tl32m 18 (sine hybrid: 'c = \pi' followed each time by 'But this is not correct', cut at the last
retraction: no_answer; a reader taking the last stated value would say correct).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value; MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (all 49 tasks found, all equal;
tools/golds_repeats.py and the build both check).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json 176000
(read again), 192000, 208000, 224000, 240000, 256000, 272000, 288000, 304000, 320000, 336000,
352000, 368000, 384000, 400000, 416000, 432000 (17 pages); hybrid/results/
benchmark_results_qwen2.5-32b_math500.json 112000 (read again), 128000, 144000, 160000, 176000,
192000 (6 pages, to the file's end); hybrid/results/benchmark_results_qwen2.5-14b_math500.json
1184000 (read again), 1200000, 1216000, 1232000, 1248000 (5 pages). Nothing else was read.

Leads for a later round: the Llama file from 432000 (re-read it: tasks[57] Mr. Sylas's cows,
thinking model cut there; tasks[57]-tasks[301] unread), about two tasks a page (its base models
loop the question); the 32B MATH-500 file is read to its end; the 14B MATH-500 file from 1248000
(re-read it: tasks[105] lire, thinking model cut there; tasks[105]-[499] unread), about three
tasks a page.

Usage: python build_public_heldout85.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout85.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source, tl32m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout85.jsonl"
SOURCE = "public_heldout85"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 176000-432000 joined (272,000 of 2,247,671 characters)"),
    "tl32m": tl32m_source("pages 112000-192000 joined (89,474 of 201,474 characters, to the end)"),
    "tl14m": tl14m_source("pages 1184000-1248000 joined (80,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|wrong|prose_sentence|Llama-3.1-8B base (tasks[23], Celine's tank, gold 90): 'Twice as much as 90 liters of water is 180 liters of water. / 180 liters of water is in the tank now.' in a six-line block repeated verbatim (24 whole copies) until cut at 'Twice': 180 (loop convention; gold 90)
tl8g:1|correct|boxed|R1-Distill-Llama-8B: 120 - 90 = 30, 2 x 30 = 60, 30 + 60; after </think> '\boxed{90}' = gold
tl8g:2|correct|prose_sentence|hybrid: 120 - 90 + 60 = 90; 'Therefore, the tank now contains 90 liters of water.' = gold
tl8g:3|correct|prose_sentence|base model: x = 90 - 40 = 50; 'Andy plants 140 flowers.' = gold
tl8g:4|correct|boxed|R1-Distill: after </think> 'the total number of flowers Andy plants is \boxed{140}.' = gold
tl8g:5|correct|prose_sentence|hybrid: 'Therefore, Andy plants a total of 140 flowers.' = gold
tl8g:6|correct|prose_sentence|base model: 'So, the total amount the company spent on advertising for the two years is $20000.' = gold
tl8g:7|correct|boxed|R1-Distill: after </think> '\boxed{\$20,\!000}' = gold 20000
tl8g:8|correct|prose_sentence|hybrid: 'The total amount spent on advertising for the two years is $20000.' (its last sentence) = gold
tl8g:9|no_answer|truncated|base model: repeats the whole question verbatim (37 whole copies) and is cut at 'Carlos rents'; no working, no value (gold 180)
tl8g:10|correct|boxed|R1-Distill: after </think> '\boxed{\$180}' = gold
tl8g:11|correct|prose_sentence|hybrid: $90 + $90 = $180 in five passes; 'Therefore, the total cost for their rentals is $180.' (complete) = gold
tl8g:12|wrong|prose_sentence|base model: lets x be 'the number of days', bus 6x, car 3x; '... by bus and return from Rochester by car = 9x.': an expression, not the gold 9 (as round 80's tl8g 19)
tl8g:13|correct|boxed|R1-Distill: after </think> 6 + 3 and '\boxed{9}' = gold
tl8g:14|correct|prose_sentence|hybrid: 'Therefore, Andrew will travel for 9 days ...' = gold
tl8g:15|wrong|prose_sentence|base model: leaves the 14 new grass cards out (total 90); 'The percentage chance is 32/90 = 0.3556 = 35.56% (rounded to the nearest integer).' (gold 33)
tl8g:16|correct|boxed|R1-Distill: 32/96; after </think> '\boxed{33\%}' = gold 33 (with the percent sign)
tl8g:17|correct|prose_sentence|hybrid: miscounts the total (98) but rounds 32.551% to 33; 'Therefore, the percentage chance that a randomly picked card will be a water type is 33%.' = gold 33 (percent sign)
tl8g:18|correct|boxed|R1-Distill: 14.00 - 5.00; after </think> '**Final Amount Chad Still Ows:**' and '\boxed{9}' = gold
tl8g:19|correct|prose_sentence|hybrid: 'Therefore, Chad still owes $9.00 after using his gift card. ... so he still owes $9.00.' = gold 9 ('$9.00')
tl8g:20|correct|boxed|R1-Distill: 6 pieces a minute, 60 minutes; after </think> '\boxed{1 \text{ hour}}' = gold 1 (with the unit)
tl8g:21|wrong|prose_sentence|hybrid: adds the two times (90 + 180 minutes); 'Therefore, it will take them 4.5 hours to complete the puzzle.' (gold 1)
tl8g:22|correct|prose_sentence|base model: 120 - 36 - 63 = 21; '21 baby watermelons were not ready for harvest after the two weeks.' = gold
tl8g:23|correct|boxed|R1-Distill: after </think> '\boxed{21}' = gold
tl8g:24|wrong|prose_sentence|hybrid: 3/4 of 84 = 63 taken as not ready; '... the number of melons that were not ready for harvest after two weeks is 63.' (gold 21)
tl8g:25|correct|bare_last_line|base model: four numbered steps to '4. $264,000 + $12,000 = $276,000', then numbered lines '5. $276,000 = $276,000' ... '165. $276,000 = $276,000', cut at '166.': 276,000 = gold 276000 (loop convention: the stated value, never contradicted; the lines count up, so they are not one verbatim unit)
tl8g:26|correct|boxed|R1-Distill: after </think> '\boxed{\$276,\!000}' = gold 276000
tl8g:27|correct|prose_sentence|hybrid: 'So, Mark pays a total of $276,000 ...', 'This is the amount Mark pays for everything.' = gold 276000
tl8g:28|wrong|prose_sentence|base model: sets up x + 2 = 2x; 'So, Kylie collects 1 shell on Tuesday.' (gold 50)
tl8g:29|correct|boxed|R1-Distill: 2 x 25; after </think> '\boxed{50}' = gold
tl8g:30|correct|prose_sentence|hybrid: 'So, Kylie collects 2 times 25, which is 50 shells on Tuesday.' = gold
tl8g:31|correct|prose_sentence|base model: 50 + 25 = x; 'Therefore, the total number of insects in the garden is 75.' = gold
tl8g:32|correct|boxed|R1-Distill: after </think> '\boxed{75}' = gold
tl8g:33|correct|prose_sentence|hybrid: 'Therefore, the total number of insects in the garden is 75.' = gold
tl8g:34|correct|prose_sentence|base model: restates the question, 36 - 12 - 12; 'Therefore, 12 penguins are still left sunbathing.' = gold
tl8g:35|correct|boxed|R1-Distill: after </think> '\boxed{12}' = gold
tl8g:36|correct|prose_sentence|hybrid: 'Therefore, the number of penguins left sunbathing is 12 penguins.', then a summary paragraph with no other value = gold
tl8g:37|wrong|prose_sentence|base model: 9 a day taken as 9 a week; 'So Steve needs 3 vines to produce 9 tomatoes per week.' (gold 21)
tl8g:38|wrong|boxed|R1-Distill: leaves the girlfriend out, 42 / 3; after </think> 'Steve needs to grow \(\boxed{14}\) cherry tomato vines.' (gold 21)
tl8g:39|wrong|prose_sentence|hybrid: 'Therefore, Steve needs 3 vines ...', then 'He can grow 3 vines to produce the tomatoes he needs.' verbatim (134 whole copies) until cut: 3 (loop convention; gold 21)
tl8g:40|correct|boxed|R1-Distill: its thinking says 5 pizzas; after </think> a first '\boxed{5}', then 'Wait, that doesn't seem right. ... The correct number of pizzas John needs to order is **10**.' and a last '\boxed{10}' = gold (the last, boxed answer)
tl8g:41|wrong|prose_sentence|hybrid: computes 10 pizzas, then 'Therefore, John needs to order 5 pizzas to ensure that each of his 20 friends can have 4 slices.' (gold 10)
tl8g:42|no_answer|truncated|base model: repeats the whole question verbatim (34 whole copies) and is cut inside a 35th; no value (gold 31)
tl8g:43|no_answer|truncated|R1-Distill: models 25 -> 21 -> ... -> 1, then five full pens, cut inside its thinking at 'So, 25 divided by five is five, so he can make five full pens.\n\nTherefore' (no </think>; R1 rule)
tl8g:44|wrong|prose_sentence|hybrid: divides 25 by 1 - 1; 'Therefore, the answer to the question is that Ram can make an infinite number of pens ... the exact number of pens he will have in total is undefined' (gold 31)
tl8g:45|no_answer|truncated|base model: repeats the whole question verbatim (46 whole copies) and is cut inside a 47th; no value (gold 90)
tl8g:46|correct|boxed|R1-Distill: 30 x 3; after </think> '\boxed{90}' = gold
tl8g:47|correct|prose_sentence|hybrid: 'Therefore, Johnny has $90 after a year.', a summary ('he had $90 in total') and advice paragraphs ('the triple of $30 is $90, not $100 or any other amount') = gold
tl8g:48|correct|prose_sentence|base model: x = 25; 'The sum of their ages is 25+20+23 = 68 years old.' = gold
tl8g:49|correct|boxed|R1-Distill: after </think> '\boxed{68}' = gold
tl8g:50|wrong|prose_sentence|hybrid: takes Mary as 20 - 2 = 18; 'Therefore, the sum of the ages of the three girls is 63 years old.' (gold 68)
tl8g:51|wrong|prose_sentence|base model: never uses x = 1000 and drops a factor; 'Therefore, the number of students who went out through exit C is 4x/10.': an expression, not the gold 280 (as tl8g 12)
tl8g:52|correct|boxed|R1-Distill: 700 - 420; after </think> '\boxed{280}' = gold
tl8g:53|correct|prose_sentence|hybrid: 'Therefore, the number of students who went out through exit C is 280 students.' = gold
tl8g:54|correct|prose_sentence|base model: 2x = 54; 'John has 21 more candies than James.' = gold
tl8g:55|correct|boxed|R1-Distill: 54 - 33; after </think> '\boxed{21}' = gold
tl8g:56|wrong|prose_sentence|hybrid: assumes Robert has 6, reaches '12 - 12 = 0', then 'John has 42 more candies than James. This means that the answer to the question is 42.' and 'We found that John has 42 more candies than James.' (gold 21)
tl8g:57|correct|prose_sentence|base model: 'So, they will collectively read 3 + 3 = 6 books.' = gold
tl8g:58|correct|boxed|R1-Distill: after </think> '\boxed{6}' = gold
tl8g:59|wrong|prose_sentence|hybrid: 'the total number of books they will collectively read is 2 + 1 + 1 + 1 = 5.' (twice) (gold 6)
tl8g:60|no_answer|truncated|base model: repeats the whole question verbatim (29 whole copies, across the edge of pages 304000 and 320000) and is cut inside a 30th; no value (gold 3)
tl8g:61|correct|boxed|R1-Distill: 30 pages x 6 minutes = 180 minutes = 3 hours; after </think> '\boxed{3}' = gold
tl8g:62|wrong|prose_sentence|debatable: hybrid: 30 minutes a letter, '90 minutes writing 3 letters a week', then 'Since he writes 2 letters a week, he spends 180 minutes writing 2 letters a week.  So, he spends 180 minutes writing 2 letters a week.' verbatim (50 whole copies) until cut at 'Since he writes 2 letters a week,': labelled wrong by its repeated value 180 (minutes, for '2 letters'), never an answer in hours (gold 3 hours); 180 minutes is 3 hours in value, so a reader taking the minutes as the weekly time would say correct, and one asking for an answer sentence would say no_answer
tl8g:63|no_answer|truncated|base model: repeats the whole question verbatim (35 whole copies, across the edge of pages 320000 and 336000) and is cut at 'Jason has a phone plan'; no value (gold 250)
tl8g:64|correct|boxed|R1-Distill: 1000 - 750; after </think> '\boxed{250}' = gold
tl8g:65|correct|prose_sentence|hybrid: 'Therefore, Jason has 250 minutes left ... he has 250 minutes left on his phone plan.' = gold
tl8g:66|no_answer|truncated|base model: repeats the whole question verbatim (27 whole copies, across the edge of pages 336000 and 352000) and is cut at 'Griffin'; no value (gold 20)
tl8g:67|correct|boxed|R1-Distill: 7 + G = 27; '**Final Answer** Ginger gave Griffin \boxed{20} fries.' and after </think> 'Thus, Ginger gave Griffin \boxed{20} fries.' = gold
tl8g:68|wrong|prose_sentence|hybrid: first 'Ginger gave Griffin 27 - 9 = 18 fries', then '27 - 7 = 20 fries', then 'So, Ginger gave Griffin 18 fries.  But we also know that Ginger gave Griffin 20 fries, so 18 + 2 = 20 fries.' verbatim (52 whole copies) until cut at 'So, Ginger gave Griffin 18 fries.  But we also know that Ginger': two different values, 18 and 20, kept side by side (gold 20)
tl8g:69|wrong|prose_sentence|base model: 28x = 2x, '28 = 2', 'x = 14'; 'Therefore, there are 14 fish in each aquarium.' (gold 7)
tl8g:70|wrong|boxed|R1-Distill: 28 = 2F; after </think> 'There are \(\boxed{14}\) fish in each aquarium.' (gold 7)
tl8g:71|wrong|prose_sentence|hybrid: 32 - 4 = 2x; 'In conclusion, there are 14 fish in each aquarium. ... the number of fish in each aquarium is 14.' (gold 7)
tl8g:72|wrong|prose_sentence|base model: 150 hours (30 a week) x $250 = $37,500, less 10%: '3.  ... $37,500 - $3750 is $33,750.  This is the amount Jean needs to pay.', then the three numbered paragraphs again and again (numbers counting up) until cut in '32.' at '$37,': 33,750 (loop convention; gold 27000)
tl8g:73|correct|boxed|R1-Distill: 120 hours, $30,000 less 10%; after </think> 'Jean paid a total of \(\boxed{\$27,\!000}\) ...' = gold 27000
tl8g:74|correct|prose_sentence|hybrid: 'Therefore, the total amount Jean paid is $27,000.' = gold 27000
tl8g:75|correct|prose_sentence|base model: $96 / 3 = $32; 'So, each person paid $32 for the party supplies.' = gold
tl8g:76|correct|boxed|R1-Distill: after </think> 'Thus, each person paid \boxed{32} dollars.' = gold
tl8g:77|correct|prose_sentence|hybrid: 'Therefore, the answer is that each person paid $32. ... each person paid an equal share of $32.' = gold
tl8g:78|correct|prose_sentence|base model: 'So, the chef spent $1.50 x 50 x 4 = $300.' = gold
tl8g:79|correct|boxed|R1-Distill: after </think> 'The chef spent \boxed{\$300}.' = gold
tl8g:80|correct|prose_sentence|hybrid: 'Therefore, the chef spent $300 on the onions.' = gold
tl8g:81|no_answer|truncated|base model: sets up x, y, z, w, then loops the block 'x + y = 4z + 2w ... The number of cookies that Sue ate on Tuesday is 26. / Given that 1 cookie has 200 calories.' (9 whole copies) until cut; its values are Sue's cookies (20, 26, 46), never the calories asked (gold 5600)
tl8g:82|correct|boxed|R1-Distill: 9,200 - 3,600; after </think> '\boxed{5,\!600}' = gold 5600
tl8g:83|wrong|prose_sentence|hybrid: 28 x 200 = 5600 taken as Sue's calories, 5600 - 3600; 'Therefore, Sue consumed 2000 more calories than her sister.' (gold 5600)
tl8g:84|no_answer|truncated|debatable: base model: invents 27 girls (45 %) and 55 % boys, then loops ' We can use this information ... the percentage of boys in the third class is 55% - 32.5% = 22.5%.' (14 whole copies, across the edge of pages 384000 and 400000) until cut at "Let's start by": never a number of boys (gold 17); its only value for the third class is a percentage (22.5%), so a reader taking that as its answer would say wrong
tl8g:85|correct|boxed|R1-Distill: 30 - 13 = 17 and 20 - 3 = 17; after </think> 'The number of boys in the third class is \(\boxed{17}\).' = gold
tl8g:86|wrong|prose_sentence|hybrid: assumes 15 girls in the third class, 30 - 42 = 18, / 3; 'Therefore, there are 6 boys in the third class.' and 'the number of boys in the third class is 6' (gold 17)
tl8g:87|no_answer|truncated|base model: repeats the whole question verbatim (57 whole copies, across the edge of pages 400000 and 416000) and is cut at 'Travis had 61'; no value (gold 70)
tl8g:88|correct|boxed|R1-Distill: 61 - 9 + 18; after </think> '\boxed{70}' = gold
tl8g:89|correct|prose_sentence|hybrid: '61 - 9 + 18 = 70 / Therefore, Travis now has 70 apps on his tablet.' = gold
tl8g:90|wrong|prose_sentence|base model: w = 36, y = 12; its last line 'So, Rick killed 36 wolves and 12 cougars today.': today's count only, never the total (gold 73)
tl8g:91|correct|boxed|R1-Distill: 10 + 15 + 36 + 12; after </think> '\boxed{73}' = gold
tl8g:92|wrong|prose_sentence|hybrid: takes 3 x 15 = 45 wolves; 'So, the total number of animals Rick killed is 25 + 57 = 82.' (gold 73)
tl8g:93|no_answer|truncated|base model: restates the question, then "Let's start by writing an equation to represent this situation." verbatim (163 whole copies, across the edge of pages 416000 and 432000) until cut; no value (gold 18)
tl8g:94|correct|boxed|R1-Distill: 4 x 3 + 6; after </think> 'Bill is now on the \(\boxed{18}\) floor.' = gold
tl8g:95|wrong|prose_sentence|hybrid: first 'Therefore, the answer is 18.', then adds the starting floor: 'Therefore, the answer is 21.' and 'so the final answer is 21.' (its last answer; gold 18)
tl8g:96|correct|prose_sentence|base model: 30 - 9 = 21, 4(21) = 84; 'Robert went down the water slide 84 times.' = gold
tl8g:97|correct|boxed|R1-Distill: 4 x 21; after </think> '\boxed{84}' = gold
tl8g:98|wrong|prose_sentence|hybrid: takes Anne as 30 % of 30 = 9; 'So, Robert went down the water slide 36 times.', then 'Step by step explanation:' copies of the same paragraph (19 whole) until cut: 36 (loop convention; gold 84)
tl8g:99|wrong|prose_sentence|base model: 'Therefore, there are 40 cows in 8 stalls.' (gold 192)
tl32m:0|wrong|boxed|Qwen2.5-32B hybrid (tasks[11], p(8), gold \frac{3}{56}): writes p(x) = x/(x^2-1) + c(x-2)...(x-7), argues c = 0, repeats 'Therefore, we need to find c such that ...' and ends 'The final answer is \( \boxed{0} \).' (across the edge of pages 112000 and 128000)
tl32m:1|correct|prose_sentence|Qwen2.5-32B base (tasks[12], proper divisors, gold 284): 220, then 284; 'Step 5: The sum of the proper divisors of the sum of the proper divisors of 284 is 284.' = gold
tl32m:2|no_answer|truncated|QwQ-32B: finds 220 and factors it, cut inside its reasoning at 'Let me list all the divisors:\n\nStart with a=0,' (no </think>; R1 rule)
tl32m:3|correct|answer_is|hybrid: 220, then 284 checked twice; 'So, the answer is 284.' repeated verbatim (125 whole copies) until cut at 'So, the' = gold (loop convention)
tl32m:4|correct|answer_colon|base model (tasks[13], cylinder, gold 5): h = 45pi / 9pi = 5; 'Answer: The height of the cylinder is 5 centimeters.' = gold (with the unit)
tl32m:5|no_answer|truncated|QwQ-32B: h = 5 several times in its reasoning, cut at '... perhaps the' (across the edge of pages 128000 and 144000; no </think>; R1 rule)
tl32m:6|correct|answer_is|hybrid: 'Answer: The height of the cylinder is 5 centimeters.', 'Final answer: ...', then 'The answer is: 5 centimeters.' verbatim (153 whole copies) until cut at 'The answer is' = gold (loop convention; with the unit)
tl32m:7|wrong|prose_sentence|base model (tasks[14], DE, gold \sqrt{51}): takes DE as the side opposite D; 'Therefore, the length of $DE$ is approximately 6.86.' (sqrt 51 is about 7.14)
tl32m:8|no_answer|truncated|debatable: QwQ-32B: reads DE = sqrt(51) from the coordinates and checks sin D = 7/10, writing 'so boxed \boxed{\sqrt{51}}' inside its reasoning, cut at 'Alternatively, if someone miscalculates, maybe? Let' (across the edge of pages 144000 and 160000; no </think>, no **Final Answer** line): no_answer by the R1 rule; a reader taking the box in the reasoning would say correct
tl32m:9|correct|boxed|hybrid: DF = 10, DE^2 = 51; 'The final answer is \boxed{\sqrt{51}}.' = gold
tl32m:10|wrong|prose_sentence|base model (tasks[15], rotation, gold 6 - 5i): expands the product as 1 - 3i + i - 3; '... counter-clockwise is $w = 0 - 5i$.'
tl32m:11|no_answer|truncated|QwQ-32B: reaches 'w = 6 - 5i' in its reasoning and starts a second check, cut at 'Compute (1' (no </think>; R1 rule)
tl32m:12|wrong|prose_sentence|hybrid: 'Thus, the final answer is \( w = \frac{3}{2} - \frac{7}{2}i \).', then a '### Verification:' that gets 2.5 - 0.5i, '4 - 2i? No, ...' and recomputes in ever deeper indented copies until cut inside '\sqrt{2' (across the edge of pages 160000 and 176000): its one stated final answer 3/2 - 7/2 i is never replaced (gold 6 - 5i)
tl32m:13|correct|boxed|base model (tasks[16], 1 - 2 + 3 - ... - 100, gold -50): 50 pairs of -1; 'Thus, the final answer is: \[ \boxed{-50} \]' = gold
tl32m:14|no_answer|truncated|QwQ-32B: reaches -50 by pairing and by a formula, starts a third method and is cut at 'The sum inside the parentheses is the sum from ' (no </think>; R1 rule)
tl32m:15|correct|final_answer_phrase|hybrid: 50 pairs; 'Therefore, the final answer is -50. \n\nFinal answer: -50.' = gold
tl32m:16|wrong|boxed|base model (tasks[17], smallest c, gold \pi): 'c = -\frac{d}{b}'; '\boxed{-\frac{1}{3}}' twice
tl32m:17|no_answer|truncated|QwQ-32B: reads c = pi from the Asymptote code and weighs other phase shifts, cut at 'The standard sine function starts at 0,' (across the edge of pages 176000 and 192000; no </think>; R1 rule)
tl32m:18|no_answer|truncated|debatable: hybrid: c = 3pi/2, then '-\frac{c}{3} = -\frac{\pi}{3} \implies c = \pi' followed each time by '   But this is not correct. Let's recheck the calculation. ...' (16 whole copies) and cut at '   But this is not correct': every stated value is retracted, so no final answer; a reader taking the last stated 'c = \pi' would say correct (gold \pi)
tl14m:0|correct|boxed|Qwen2.5-14B hybrid (tasks[99], circle J, gold 180^\circ): '... is \(\boxed{180}\).' and 'Thus, the final answer is \(\boxed{180}\).', then further explanation blocks restating the boxed 180 (an 'angle H = angle J' step beside a 'supplementary' one, both ending at 180) until cut at 'subtended by the' (across the edge of pages 1184000 and 1200000): 180 = gold 180^\circ (without the degree sign; loop convention)
tl14m:1|correct|boxed|Qwen2.5-14B base (tasks[100], 1 + ... + 10 mod 9, gold 1): 55 = 9 x 6 + 1; 'Therefore, the remainder is $\boxed{1}$.' = gold
tl14m:2|no_answer|truncated|R1-Distill-Qwen-14B: 55 mod 9 = 1 by several methods in its reasoning, cut at 'Pairing numbers to make ' (no </think>; R1 rule)
tl14m:3|correct|answer_colon|hybrid: 55 modulo 9 is 1; 'Answer: 1', then the whole solution with its 'Answer: 1' line verbatim (9 whole copies) until cut at 'n(n' = gold (loop convention)
tl14m:4|correct|prose_sentence|base model (tasks[101], medals, gold 6): 24 / 4 = 6; 'Step 5: State the final answer. There are 6 distinct arrangements possible ...', then a stray line 'You are an AI assistant that helps people find information. ...' with no value (text after the answer does not count) = gold
tl14m:5|correct|boxed|R1-Distill: 4!/(2!2!) and C(4,2); after </think> 'Thus, the number of distinct arrangements is \(\boxed{6}\).' = gold
tl14m:6|correct|boxed|hybrid: 'Thus, the final answer is 6.' and '\boxed{6}', then 'The mathematical prodigy has 6 distinct arrangements for his medals.' and the whole solution again (3 whole copies) until cut at 'Here' = gold (loop convention)
tl14m:7|correct|prose_sentence|base model (tasks[102], tickets, gold 10): $70 - $60; 'So, Pam pays $10 more than Susan.' = gold
tl14m:8|correct|boxed|R1-Distill: after </think> 'Thus, Pam pays \(\boxed{10}\) dollars more than Susan.' = gold
tl14m:9|correct|answer_is|hybrid: seven steps, 'Pam pays $10 more than Susan.\nThe final answer is 10.', then a second solution ending 'So, Pam pays $10 more than Susan. The final answer is 10.' verbatim (5 whole copies) until cut at 'Pam buys 5' = gold (loop convention)
tl14m:10|correct|prose_sentence|base model (tasks[103], 997^{-1} mod 1000, gold 333): extended Euclid; 'Thus, $x = 333$ is the modular inverse ... Therefore, $997^{-1} \equiv 333 \pmod{1000}$.' = gold
tl14m:11|no_answer|truncated|R1-Distill: reaches 333 by extended Euclid and checks 997 x 333 = 332,001 in its reasoning, then starts on the inverse of -3 and is cut at '1000 - 66' (across the edge of pages 1232000 and 1248000; no </think>; R1 rule)
tl14m:12|wrong|prose_sentence|hybrid: a broken back-substitution ('1 = -997'); 'Thus, the modular inverse of 997 modulo 1000 is 1000 - 997 = 3. / Therefore, the answer is 3.' (gold 333)
tl14m:13|wrong|boxed|base model (tasks[104], 0.\overline{1331}, gold 1030): 1331/9999 'simplified' to 11/99; 'so $a+b=11+99=\boxed{110}$.'
tl14m:14|correct|boxed|R1-Distill: 1331/9999 = 121/909; '**Final Answer** The value of \(a + b\) is \boxed{1030}\).' closes its thinking, then the summary after </think> is cut at '1331.1': labelled by that box (round 80's R1 rule) = gold
tl14m:15|correct|boxed|hybrid: 121/909, 'Therefore, the final answer is 1030.' and '\boxed{1030}', then the numbered solution ending 'Thus, the final answer is \(\boxed{1030}\).' verbatim (3 whole copies) until cut at 'Multiply by a power of 10' = gold (loop convention)
tl14m:16|correct|prose_sentence|base model (tasks[105], lire, gold 1250): 1,500,000 / 1200 = 1250; 'So, 1,000,000 lire would be equivalent to $1250 in the U.S.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
