__doc__ = r"""Build public_heldout102.jsonl: a 102nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

126 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-99 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 15 consecutive pages 1648000-1872000
  (page 1648000 read again; round 99 read pages 1424000-1648000), tasks[307] hybrid_model,
  tasks[308]-tasks[348] all three models, tasks[349] base_model and thinking_model.

Method (rounds 76-99): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script (work/mk.py) decoded that display form once into the
page text (pages/*.page) and checked its length: every page decodes to exactly 16,000 characters.
Page 1648000 was read again and its display compared with round 99's paste of it (the same text,
with its one loop marker), which decodes to the same 16,000 characters: that paste is reused.
Page 1872000 came out 726 characters too long at its first paste (the Madeline hybrid's restated
steps after its '####' line pasted twice where the page shows them once); the extra copy was cut
and the page then decodes to 16,000. Every other page came out right at its first paste.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
([[UNIT]] ... [[/UNIT]]) and the marker where the further copies go ([[MORE]]) was replaced by that
unit a whole number of times, the number fixed by the page length (every count 0-300 tried;
exactly one fits on each page). Markers: 1648000 (round 99's), the Watson hybrid's "The company's
performance bonus ... I understand now. " (171 characters as the file holds it; 5 more; tasks[304],
not taken); 1664000, the Sandy hybrid's "This is still incorrect. Let's try a different approach.
... = 4 \text{ weeks}\n\]\n\n" paragraph (524 characters; 8 more); 1712000, the pool hybrid's
"Is this correct? Yes, that's correct. The cost to fill the pool is $12.00. However, the question
asks for the cost to fill, which is $12.00. " (141 characters; 38 more); 1760000, the bus hybrid's
"The calculation is correct. ... The answer is 14 people. Let's check the calculation again: ...
Let's confirm the calculation again: ... x = 14 \)\n\n" pair of blocks (775 characters; 5 more;
the first two pairs, whose confirm block lacks 'The answer is 14 people.', pasted whole); 1792000,
the castles hybrid's "Therefore, the number of unmanned castles is 44. Let's verify this with a
step-by-step breakdown: ..." and "So, ..." pair (361 characters; 9 more); 1840000, the outfits
hybrid's "The answer is 87 outfits.  " (27 characters; 206 more). Pasted whole: the Jenny hybrid's
numbered loop (1856000, 1872000; its numbers change). The pages were joined in file order
(240,000 characters), so a completion crossing an edge is taken whole. Each record's `r` was cut
out of the joined page text by script (the JSON string body as the file holds it between its
field's opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the
build; work/extract.py), never retyped.

Edges: page 1648000 opens inside tasks[304] (Watson) hybrid_model; tasks[305], tasks[306] and
tasks[307] base_model and thinking_model lie on it and are round 99's (tlq15g 125-132 there; not
taken again). tasks[307] (Sandy and Joey) hybrid_model opens on 1648000 and ends on 1664000: taken
whole. Page 1872000 ends inside tasks[349] (Madeline's dog) hybrid_model: dropped (cut by the last
page). Every other completion of tasks[307]-[349] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl and of the
other /tmp/rounds/real*/public_heldout*.jsonl present at the check: 112 files, 21,583 distinct
texts, by script, reading no labels; work/repeats.py) and with the others of this round: nothing
repeats. The kept records are numbered in file order (tlq15g 0-125; 0 = tasks[307] hybrid, then
3k + 1/2/3 = tasks[308+k] base/thinking/hybrid, 124 and 125 = tasks[349] base and thinking).

Repositories (126 records): thaotnguyen/thinking-llms-interp 126 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 126 (test), MATH 0. Prompt format: long_cot 126 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 112, wrong 13, no_answer 1. Forms: boxed 75, prose_sentence 46,
final_answer_phrase 2, answer_is 2, truncated 1. 6 debatable (tlq15g 0, 30, 57, 75, 105, 108; see
below).

Truths by model: base_model (Qwen2.5-Math-1.5B; 42 records) 39 correct, 3 wrong (16, 67, 97);
thinking_model (R1-Distill-Qwen-1.5B; 42) 37 correct, 5 wrong (8, 44, 68, 71, 95); hybrid_model
(42) 36 correct, 5 wrong (3, 18, 48, 99, 117), 1 no_answer (0: a loop that calls each value it
reaches incorrect, cut before any answer).

Label conventions (rounds 72-99): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here '\boxed{\$6}' for 6, '\boxed{\$12.00}' for 12, '\boxed{\$1}' for 1,
'\boxed{\$100}' for 100, '\boxed{\$36}' for 36, '\boxed{10\%}' for 10, '\boxed{180,\!000
\text{ meters}}' for 180000, '$8,400' for 8400, '\$72' for 72; a unit word inside the box or after
the value). A '####' line with nothing on it, followed by a restated solution or a sentence, is
read as prose: the restated part's last answer counts (tlq15g 12, 15, 66, 72, 99, 123). An
R1-Distill answer whose thinking reaches one value and whose solution after '</think>' ends on
another is labelled by the solution's (tlq15g 11, 50). A response that goes on with invented turns
(a user's thanks, a reply 'Yes, that's correct') is labelled by its answer to the question posed
(tlq15g 39, 90). Loop convention: a response that states its answer and then repeats it verbatim
until cut is labelled by the stated, never-contradicted value (tlq15g 30, 57, 75, 105); one whose
loop goes on to other values is labelled by its last (tlq15g 117: 9 in the working, then 2 a week
and 1 a year: wrong).

Debatable: tlq15g 0 (the Sandy hybrid: w = 4 weeks computed again and again, each time called
incorrect, until the string is cut: no_answer; a reader could take the repeated 4 as its answer,
wrong either way, never the gold 16); tlq15g 30, 57, 75, 105 (the pool, bus, castles and outfits
hybrids: the right value stated, then a loop restating it until the string ends: labelled correct
by the loop convention; a reader could call a runaway loop no_answer); tlq15g 108 (the Tyson
hybrid: 180,000 meters converted unasked to '180 kilometers', its last answer: the gold distance in
another unit, labelled correct as rounds before labelled a different unit (ly_r1c3 17); a reader
could hold the bare 180 against 180000 as wrong).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 43 tasks, 307-349, found, all equal; work/repeats.py and the build both check);
tasks[i] is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[307] hybrid,
tasks[308]-tasks[348] base, thinking, hybrid, tasks[349] base and thinking (GSM8K test lines
307-349: Sandy and Joey, the ice cream and milk, Helena's serum, Theo's trip, the family's eggs,
Trent's age, Chile's population, the football team, Martha's party, Solomon's marbles, John's
pool, the classroom, the electric poles, the party's women, the pen, Jam and Meg's pencils,
Shannon's iced coffee, Ralph's records, Jaime's company, the bus, Oscar's lollipops, the phone's
charge, Erin's lollipops, the loyalty card, Nick's jobs, Scotland's castles, Robert's offers, the
paintball guns, Mason's sugar, Maria's shares, the hot dogs, the 200 students, Farmer Brown's
legs, Josh's juggling, the animals' container, Laurel's outfits, Tyson's June, the juice boxes,
the table legs, Jenny's cookies, Davos's shirts, the tractors and silos, Madeline's dog).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
1648000 (read again), 1664000, 1680000, 1696000, 1712000, 1728000, 1744000, 1760000, 1776000,
1792000, 1808000, 1824000, 1840000, 1856000, 1872000 (15 pages). Nothing else was read.

Leads for a later round: the Qwen-Math file from 1872000 (re-read it: tasks[349] (Madeline's dog)
hybrid_model, restating its steps after empty '####' lines, opens on page 1872000 and runs onto
1888000; tasks[349] hybrid and tasks[350]-[499] unread), about three tasks a page; this round's
paste pages/tl_qmath_gsm8k_1872000.txt may be reused after comparing.

Usage: python build_public_heldout102.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout102.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout102.jsonl"
SOURCE = "public_heldout102"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 1648000-1872000 joined (240,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|no_answer|truncated|debatable: hybrid (tasks[307], Sandy and Joey, gold 16; opens on page 1648000, ends on 1664000): 8 / 2 = 4 weeks, then 'However, this calculation seems incorrect', 'This calculation is still incorrect', and 'This is still incorrect. Let's try a different approach. ... w = 4 weeks' repeated until the string ends at 'Solving': every value it reaches (4) is called incorrect, no final answer (never the gold 16); a reader could take the repeated 4 as its answer (wrong)
tlq15g:1|correct|boxed|base model (tasks[308], the ice cream and milk, gold 6): 4 + 2; 'is \(\boxed{6}\) dollars.' = gold
tlq15g:2|correct|boxed|R1-Distill: after </think> '\[\boxed{\$6}\]' = gold 6
tlq15g:3|wrong|boxed|hybrid: takes the milk discount as $0.5 a tub of ice cream, 28 - 27; 'Therefore, the total savings is \(\boxed{1}\) dollar.' (gold 6)
tlq15g:4|correct|boxed|base model (tasks[309], Helena's serum, gold 8): 5 + 3; 'the person will grow \boxed{8} new limbs.' = gold
tlq15g:5|correct|boxed|R1-Distill: after </think> '\[\boxed{8}\]' = gold
tlq15g:6|correct|prose_sentence|hybrid: 'Therefore, after fifteen days, a person will grow 8 new limbs if they drink the Serum.' = gold
tlq15g:7|correct|prose_sentence|base model (tasks[310], Theo's trip, gold 2050; opens on page 1664000): 4050 - 2000; 'Theo has to spend $2050 on buying gifts for his business partners in South Africa.' = gold
tlq15g:8|wrong|boxed|R1-Distill (opens on page 1664000, ends on 1680000): subtracts the expenses from the savings, $2000 - $1950; after </think> '**Final Answer:**\n\[\boxed{50}\]' (gold 2050)
tlq15g:9|correct|prose_sentence|hybrid: '7. ... $2050.' and 'Therefore, Theo has to spend $2050 on gifts for his business partners in South Africa.' = gold
tlq15g:10|correct|boxed|base model (tasks[311], the family's eggs, gold 91): 13 x 7; 'the family will consume \boxed{91} eggs in a week.' = gold
tlq15g:11|correct|boxed|R1-Distill: its thinking ends on 63 + 14 = 77 eggs; the solution after </think> counts 9 + 4 = 13 a day, 13 x 7, and ends '### **Final Answer**\n\[\boxed{91}\]' = gold (the solution's answer counts)
tlq15g:12|correct|boxed|hybrid: 'Therefore, the family will consume 91 eggs in a week.', an empty '####' line, the steps restated; 'the family will consume \(\boxed{91}\) eggs in a week.' = gold
tlq15g:13|correct|prose_sentence|base model (tasks[312], Trent's age, gold 32): 27 + 5; 'Therefore, Trent is 32 years old.' = gold
tlq15g:14|correct|boxed|R1-Distill: after </think> 'Thus, the final answer is:\n\[\n\boxed{32}\n\]' = gold
tlq15g:15|correct|prose_sentence|hybrid: '4. Therefore, Trent is 32 years old.', an empty '####' line, the steps restated; 'Therefore, Trent is 32 years old.' = gold
tlq15g:16|wrong|boxed|base model (tasks[313], Chile's population, gold 120000): 3000 x 20 = 60000, then takes 3000 x Noah's current 26 as the population; 'is \(\boxed{78000}\).' (gold 120000)
tlq15g:17|correct|boxed|R1-Distill: P / 2 = 60,000; after </think> '**Final Answer:**\n\n\[\n\boxed{120000}\n\]' = gold
tlq15g:18|wrong|boxed|hybrid (opens on page 1680000, ends on 1696000): sets the population six years ago as P - 6, P = 60006; 'The final answer is \(\boxed{60006}\).' (gold 120000)
tlq15g:19|correct|prose_sentence|base model (tasks[314], the football team's defense, gold 30): 3.5x = 105; 'Therefore, there are 30 players on the defense.' = gold
tlq15g:20|correct|boxed|R1-Distill: after </think> 'Thus, the number of players on the defense is \(\boxed{30}\).' = gold
tlq15g:21|correct|prose_sentence|hybrid: D = 30, 'Is this correct? Yes, that seems right.', a check; 'So, the number of players on the defense is indeed 30.' = gold
tlq15g:22|correct|prose_sentence|base model (tasks[315], Martha's party, gold 14): 24 - 8 - 2; 'Therefore, 14 people show up for Martha's party.' = gold
tlq15g:23|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{14}\n\]' = gold
tlq15g:24|correct|prose_sentence|hybrid: 'Therefore, 14 people will show up for Martha's party. Is this correct? Yes, that's correct. Martha's party will have 14 people attending.' = gold
tlq15g:25|correct|prose_sentence|base model (tasks[316], Solomon's marbles, gold 156): its last numbered step '5. Since each marble weighs 2kgs, the total weight of the marbles is 78 * 2 = 156kgs.' = gold
tlq15g:26|correct|boxed|R1-Distill: after </think> '\[\n\boxed{156\ \text{kilograms}}\n\]' = gold 156 (with the unit)
tlq15g:27|correct|prose_sentence|hybrid: '6. Therefore, the total weight of marbles in the store is 156 kg.' = gold
tlq15g:28|correct|boxed|base model (tasks[317], John's pool, gold 12; opens on page 1696000, ends on 1712000): 120 x 0.1; 'is \(\boxed{12}\) dollars.' = gold
tlq15g:29|correct|boxed|R1-Distill: after </think> '3. **Final Answer:** ... \boxed{\$12.00}' = gold 12
tlq15g:30|correct|prose_sentence|debatable: hybrid: 120 x 0.1 = $12.00, 'The cost to fill the pool is $12.00.', then 'Is this correct? Yes, that's correct. The cost to fill the pool is $12.00. However, the question asks for the cost to fill, which is $12.00.' repeated until the string ends at 'Yes, that's correct. The': labelled by its stated, never-contradicted $12.00 (loop convention) = gold 12; a reader could call a runaway loop no_answer
tlq15g:31|correct|prose_sentence|base model (tasks[318], the classroom, gold 123): 30 + 90 + 3; '5. Therefore, the classroom has a total of 123 children.' = gold
tlq15g:32|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{123}\n\]' = gold
tlq15g:33|correct|prose_sentence|hybrid: '5. Therefore, the classroom has a total of 123 children. Correct. The total number of children in the classroom is 123.' = gold
tlq15g:34|correct|boxed|base model (tasks[319], the electric poles, gold 15): 3P = 45; 'is \(\boxed{15}\).' = gold
tlq15g:35|correct|boxed|R1-Distill: after </think> 'The total number of electric poles required is \(\boxed{15}\).' = gold
tlq15g:36|correct|prose_sentence|hybrid (opens on page 1712000, ends on 1728000): P = 45 / 3 = 15; 'In summary, the total number of electric poles required is 15, ...', then the key steps and a sentence on ratios (no value) = gold
tlq15g:37|correct|prose_sentence|base model (tasks[320], the party's women, gold 8): 30 - 22; 'Therefore, there are 8 women left at the party.' = gold
tlq15g:38|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{8}\n\]' = gold
tlq15g:39|correct|prose_sentence|hybrid: 'Therefore, there are 8 women left at the party. Is this correct? Yes, that's correct. The number of women who stayed is 8.', then an invented 'Thanks for the detailed explanation! It's clear now.' = gold
tlq15g:40|correct|prose_sentence|base model (tasks[321], the pen, gold 1): $2 - $1; 'Therefore, the pen costs $1.' = gold
tlq15g:41|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{\$1}\n\]' = gold 1
tlq15g:42|correct|boxed|hybrid: numbered steps and checks; '10. Therefore, the cost of the pen is indeed $1. So, the answer is \(\boxed{1}\).' = gold
tlq15g:43|correct|boxed|base model (tasks[322], Jam and Meg's pencils, gold 9): 8 a box, 72 / 8; 'Jam and Meg need \(\boxed{9}\) boxes' = gold
tlq15g:44|wrong|boxed|R1-Distill: takes 24 pencils a box; after </think> '4. **Final Answer:** ... \boxed{3}' (gold 9)
tlq15g:45|correct|boxed|hybrid: a negative x first, then 8 a box, Jam's 3 boxes and Meg's 46 'rounding up to 6 boxes', 3 + 6; 'Therefore, the total number of boxes needed is \(\boxed{9}\).' = gold (flawed working, right value)
tlq15g:46|correct|boxed|base model (tasks[323], Shannon's iced coffee, gold 75): 60 + 15; 'Shannon’s iced coffee is \(\boxed{75}\) milliliters weaker' = gold
tlq15g:47|correct|boxed|R1-Distill (opens on page 1728000, ends on 1744000): after </think> '\[\n\boxed{75}\n\]' = gold
tlq15g:48|wrong|prose_sentence|hybrid: 65 x 13 = 845 and 15 x 12 = 180; 'Therefore, Shannon's iced coffee is 1025 milliliters weaker ...', 'Is this correct? Yes, that makes sense ...' (gold 75)
tlq15g:49|correct|boxed|base model (tasks[324], Ralph's records, gold 14): 2 x 7; 'is \(\boxed{14}\).' = gold
tlq15g:50|correct|boxed|R1-Distill: its thinking ends on '4 old records' (7 / 2 rounded up); the solution after </think> takes 2 x 7 = 14, '\lceil 14 \rceil = 14' and '4. **Final Answer:** ... \boxed{14}' = gold (the solution's answer counts)
tlq15g:51|correct|prose_sentence|hybrid: x / 2 = 7, x = 14; 'Thus, the 5 people brought in 14 old records. This means that the total number of old records they brought in is 14, ...' = gold
tlq15g:52|correct|boxed|base model (tasks[325], Jaime's company, gold 224000): 80000 + 144000; 'is \(\boxed{224000}\).' = gold
tlq15g:53|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{224000}\n\]' = gold
tlq15g:54|correct|boxed|hybrid: 80,000 + 144,000; 'is \(\boxed{224000}\).' = gold
tlq15g:55|correct|boxed|base model (tasks[326], the bus at the terminal, gold 14): x + 6 = 20; 'is \(\boxed{14}\).' = gold
tlq15g:56|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{14}\n\]' = gold
tlq15g:57|correct|answer_is|debatable: hybrid (opens on page 1744000, ends on 1760000): x + 6 = 20; 'So, 14 people got on the bus at the terminal. The answer is 14 people.', then 'Let's check the calculation ...' and 'Let's confirm the calculation again ...' blocks repeated, each restating 'is 14. The answer is 14 people.', until the string ends at '- 5 more got in at the first stop': labelled by its stated, never-contradicted 14 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:58|correct|prose_sentence|base model (tasks[327], Oscar's lollipops, gold 31): 33 - 2; 'Therefore, Oscar has 31 lollipops.' = gold
tlq15g:59|correct|boxed|R1-Distill: after </think> 'Oscar has \(\boxed{31}\) lollipops left.' = gold
tlq15g:60|correct|final_answer_phrase|hybrid: '7. Therefore, Oscar has 31 lollipops in total.\n\nThe final answer is 31 lollipops.' = gold
tlq15g:61|correct|boxed|base model (tasks[328], the phone's charge, gold 2): 40 x 3 = 120 minutes; 'it will take \boxed{2} hours' = gold
tlq15g:62|correct|boxed|R1-Distill (opens on page 1760000, ends on 1776000): its thinking goes round percentage points and percent (once '1000 hours', taken back) and ends on 2 hours; after </think> 'is \(\boxed{2}\) hours.' = gold
tlq15g:63|correct|prose_sentence|hybrid: 40 x 3 = 120 minutes; 'So, it will take 2 hours to fully charge the phone.' = gold
tlq15g:64|correct|prose_sentence|base model (tasks[329], Erin's lollipops, gold 14): 17 - 3; 'Therefore, Erin has 14 lollipops left.' = gold
tlq15g:65|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{14}\n\]' = gold
tlq15g:66|correct|prose_sentence|hybrid: a paragraph, an empty '####' line, the same paragraph; 'Therefore, Erin has 14 lollipops left after giving some to Ella.' = gold
tlq15g:67|wrong|boxed|base model (tasks[330], the loyalty card, gold 31): takes rewards on this trip's $43, 2 x 2.15, 43 - 4.30; 'the customer paid \(\boxed{38.70}\) dollars' (gold 31)
tlq15g:68|wrong|boxed|R1-Distill: rewards from this trip's $43, $2 and a $4 coupon; after </think> '**Final Answer:**\n\n\[\n\boxed{37}\n\]' (gold 31)
tlq15g:69|correct|boxed|hybrid: 43 - 4 - 8; 'Therefore, the customer paid $31 on this shopping trip.\n\n\boxed{31}' = gold
tlq15g:70|correct|prose_sentence|base model (tasks[331], Nick's jobs, gold 8400): 32,400 - 24,000; 'Therefore, Nick will make $32,400 - $24,000 = $8,400 more at Job B than at Job A.' = gold 8400
tlq15g:71|wrong|boxed|R1-Distill: takes Job B's pay as $30,000, net $21,600, and answers with Job A's net pay; after </think> '\[\n\boxed{24,000}\n\]' (gold 8400)
tlq15g:72|correct|prose_sentence|hybrid: 'So, Nick will make $8,400 more at Job B.' before and after an empty '####' line = gold 8400
tlq15g:73|correct|boxed|base model (tasks[332], Scotland's castles, gold 44; opens on page 1776000, ends on 1792000): 88 / 2; 'is \(\boxed{44}\).' = gold
tlq15g:74|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{44}\n\]' = gold
tlq15g:75|correct|prose_sentence|debatable: hybrid: 'So, there are 44 unmanned castles in Scotland.', then 'Therefore/So, the number of unmanned castles is 44. Let's verify this with a step-by-step breakdown: ...' repeated until the string ends at 'Calculate half of 88: 88': labelled by its stated, never-contradicted 44 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:76|correct|boxed|base model (tasks[333], Robert's offers, gold 100): 3450 - 3350; 'is \(\boxed{100}\).' = gold
tlq15g:77|correct|boxed|R1-Distill: after </think> '\boxed{\$100}' = gold 100
tlq15g:78|correct|prose_sentence|hybrid: 'Therefore, the cost difference between the two offers is $100, with Furniture United's offer being more expensive by $100.' = gold
tlq15g:79|correct|prose_sentence|base model (tasks[334], the paintball guns, gold 6): 24 / 4; 'Therefore, if they shared the guns equally, each person would have 6 guns.' = gold
tlq15g:80|correct|boxed|R1-Distill: after </think> 'Each person would have \(\boxed{6}\) paintball guns.' = gold
tlq15g:81|correct|final_answer_phrase|hybrid: 24 / 4; 'each person would have 6 guns. The final answer is 6 guns per person.' = gold
tlq15g:82|correct|boxed|base model (tasks[335], Mason's sugar, gold 310): 240 + 70; 'is \(\boxed{310}\) ounces.' = gold
tlq15g:83|correct|boxed|R1-Distill (opens on page 1792000, ends on 1808000): after </think> '**Final Answer:**\n\[\n\boxed{310 \text{ ounces}}\n\]' = gold 310 (with the unit)
tlq15g:84|correct|boxed|hybrid: 'The final answer is \(\boxed{310}\) ounces.' = gold
tlq15g:85|correct|boxed|base model (tasks[336], Maria's shares, gold 72): 96 - 24; 'is \(\boxed{72}\).' = gold
tlq15g:86|correct|boxed|R1-Distill: after </think> 'Thus, the final value of all Maria's shares is \(\boxed{72}\).' = gold
tlq15g:87|correct|prose_sentence|hybrid: 8 x $9; 'Thus, the final value of all Maria's shares is \$72.' = gold 72
tlq15g:88|correct|prose_sentence|base model (tasks[337], the hot dogs, gold 1): 3 - 2; '5. Therefore, John ate 1 more hot dog than Luke.' = gold
tlq15g:89|correct|boxed|R1-Distill: after </think> '\[\n\boxed{1}\n\]' = gold
tlq15g:90|correct|prose_sentence|hybrid: 'Therefore, John ate 1 more hot dog than Luke. Correct?', then an invented reply 'Yes, that's correct. John ate 1 more hot dog than Luke. ...' = gold
tlq15g:91|correct|prose_sentence|base model (tasks[338], the 200 students, gold 60): x = 70; 'the smallest group has \(70 - 10 = 60\) students.' = gold
tlq15g:92|correct|boxed|R1-Distill (opens on page 1808000, ends on 1824000): after </think> 'Therefore, the smallest group has \boxed{60} students.' = gold
tlq15g:93|correct|prose_sentence|hybrid: 70 - 10; 'Therefore, the smallest group has 60 students.' = gold
tlq15g:94|correct|prose_sentence|base model (tasks[339], Farmer Brown's legs, gold 160): 'the total number of legs is 80 (from cows) + 80 (from chickens) = 160 legs.' = gold
tlq15g:95|wrong|boxed|R1-Distill: gives the cows 2 legs and the chickens 4, 40 + 160; after </think> 'The total number of legs is \(\boxed{200}\).' (gold 160)
tlq15g:96|correct|boxed|hybrid: 80 + 80, a check; 'Thus, the total number of legs is \(\boxed{160}\).' = gold
tlq15g:97|wrong|prose_sentence|base model (tasks[340], Josh's juggling balls, gold 4): 7 - 3 = 4, then takes away the caught 2 and the lost 1 again; '7. Therefore, Josh is juggling with 1 ball on stage when the talent show begins.' (gold 4)
tlq15g:98|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{4}\n\]' = gold
tlq15g:99|wrong|prose_sentence|hybrid: 7 - 3 - 2 - 1 = 1, an empty '####' line, the steps restated; 'Josh starts juggling with 1 ball.' (gold 4)
tlq15g:100|correct|boxed|base model (tasks[341], the animals' container, gold 260; opens on page 1824000, ends on 1840000): 20 + 50 + 50 + 50 + 60 + 30; 'is \(\boxed{260}\) pounds.' = gold
tlq15g:101|correct|boxed|R1-Distill: after </think> 'Thus, the total weight is \boxed{260} pounds.' = gold
tlq15g:102|correct|prose_sentence|hybrid: '8. Therefore, the total weight of the container carrying all the animals is 260 pounds.' = gold
tlq15g:103|correct|prose_sentence|base model (tasks[342], Laurel's baby outfits, gold 87): 'Laurel now has 24 + 48 + 15 = 87 baby outfits for her baby.' = gold
tlq15g:104|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{87}\n\]' = gold
tlq15g:105|correct|answer_is|debatable: hybrid: 24 + 48 + 15 = 87; 'The answer is 87 outfits. Correct.  The total number of outfits is 87.', then 'The answer is 87 outfits.' repeated until the string ends: labelled by its stated, never-contradicted 87 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:106|correct|boxed|base model (tasks[343], Tyson's June distance, gold 180000; opens on page 1840000, ends on 1856000): 6000 x 30; 'is \(\boxed{180000}\) meters.' = gold
tlq15g:107|correct|boxed|R1-Distill: after </think> '\[\n\boxed{180,\!000 \text{ meters}}\n\]' = gold 180000 (with the unit)
tlq15g:108|correct|prose_sentence|debatable: hybrid: 6000 x 30 = 180,000 meters, then 'To convert this into kilometers, divide by 1000' and 'Therefore, the total distance Tyson covered in June is 180 kilometers.': 180 kilometers is the gold's 180,000 meters in another unit (the question counts in meters and names no unit for the answer), labelled correct; a reader could hold the bare 180 against 180000 as wrong
tlq15g:109|correct|boxed|base model (tasks[344], the juice boxes, gold 2): 11 - 9; 'Juice Box C is \(\boxed{2}\) dollars more than Juice Box B.' = gold
tlq15g:110|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{2}\n\]' = gold
tlq15g:111|correct|boxed|hybrid: 'The final answer is \boxed{2}.', a note on the wording, the problem restated; '**Answer:**\n\boxed{2}' = gold
tlq15g:112|correct|prose_sentence|base model (tasks[345], the restaurant's table legs, gold 310): 160 + 150; 'Therefore, the restaurant's tables have a total of 310 legs.' = gold
tlq15g:113|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{310}\n\]' = gold
tlq15g:114|correct|prose_sentence|hybrid: 'Therefore, the total number of legs for all the tables in the restaurant is 310.' = gold
tlq15g:115|correct|prose_sentence|base model (tasks[346], Jenny's cookies, gold 9): 36 - 20 - 7; '5. Therefore, Jenny eats 9 cookies a week.' = gold
tlq15g:116|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{9}\n\]' = gold
tlq15g:117|wrong|prose_sentence|hybrid (opens on page 1856000, ends on 1872000): '5. ... 36 - 27 = 9 cookies. 6. Jenny eats 9 cookies a week.', then divides by 7 and rounds: '9. Therefore, Jenny eats 2 cookies a week.', '11. ... 104 cookies in a year', '14. ... 15 cookies a year', '17. ... 3 cookies a year', then 'Therefore, Jenny eats 1 cookie a year.' in a numbered loop until the string ends at '71. Therefore, Jenny': the gold only in the working, its later answers 2 a week and 1 a year (gold 9)
tlq15g:118|correct|boxed|base model (tasks[347], Davos's shirts, gold 36): 60 - 24; 'Davos paid \(\boxed{36}\) dollars for the 2 shirts.' = gold
tlq15g:119|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{\$36}\n\]' = gold 36
tlq15g:120|correct|prose_sentence|hybrid: 60 - 24; 'By following these steps, we can see that Davos paid $36 for the 2 shirts after applying the 40% discount.' = gold
tlq15g:121|correct|boxed|base model (tasks[348], the tractors and silos, gold 10): 100 / 1000; 'the factory is making \(\boxed{10}\) percent more per day now.' = gold
tlq15g:122|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{10\%}\n\]' = gold 10
tlq15g:123|correct|prose_sentence|hybrid: 'Therefore, the factory is making 10% more per day now.' before and after an empty '####' line = gold 10
tlq15g:124|correct|boxed|base model (tasks[349], Madeline's dog, gold 2640; opens on page 1872000): 220 x 12; 'is \(\boxed{2640}\) dollars.' = gold
tlq15g:125|correct|boxed|R1-Distill: after </think> '\[\n\boxed{2640}\n\]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
