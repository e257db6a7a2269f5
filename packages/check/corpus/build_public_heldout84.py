__doc__ = r"""Build public_heldout84.jsonl: an 84th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

173 records, all GSM8K test, all long chain-of-thought, from one file of the repository rounds 72
and 74-82 read (thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 20 consecutive pages 400000-704000
  (page 400000 read again; round 82 read pages 224000-400000), tasks[72] thinking and hybrid and
  tasks[73]-tasks[129] all three models.

Method (rounds 76-82): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script decoded that display form once into the page text
(pages/*.page) and checked its length against the page size (16,000 each; tools/decode_pages.py,
round 82's, pointed at this round's folder). Page 400000 was read again this round and its display
is the one round 82 pasted (pages/tl_qmath_gsm8k_400000.txt copied from round 82's folder; the
read shows the same text; it decodes to 16,000, byte-equal to round 82's decoded page). Long
verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers and the
marker where the further copies go was replaced by that unit a whole number of times, the number
fixed by the page length (every count 0-300 tried, every pair on the page with two; exactly one
fits on each page). Markers: 448000 and 464000, the Charlie hybrid's pair of 'Step-by-step
explanation' blocks ('1. Charlie had 10 stickers.' / '1. Charlie started with 10 stickers.', 813
characters a pair; 2 more pairs on 448000, 1 more on 464000); 480000 and 496000, the Sylvie
hybrid's 'Thank you for the detailed explanation. I'll make sure ... indeed $798.60. ' (270
characters; 11 more on 480000, 10 more on 496000); 560000, the Solo hybrid's python block and
'The output will be 6.0, ...' line (473 characters, 13 more) and the John hybrid's '... 15 + 1 =
16 glasses. That seems correct. ... 23 glasses. That doesn't seem right. Let's recheck.' block
(633 characters, 4 more); 576000, the same John block (1 more); 592000, the Frankie hybrid's
'Let's recheck the calculation: ...' block (943 characters, 3 more); 656000 and 672000, the Miguel
hybrid's '\\[ \\boxed{240} \\]' lines (24 characters a unit; 145 more on 656000, 10 more on 672000).
One paste was corrected by
its length check: page 464000 first decoded to 16,005 characters: Greg's correct_answer had been
typed 'half as long as the second time, so' where the file (and the gsm8k test answer) has 'half as
long as the second, so'. Every question and correct_answer on pages 416000-704000 equals its gsm8k
test text (checked by script). The pages were joined in file order, so a completion crossing an
edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
`enc` = `json`, decoded once more by the build; tools/extract_gsm8k.py), never retyped.

Edges: page 400000 opens inside tasks[68] (Dr. Wertz, round 82's) after its answers; tasks[69]
(Bailey), [70] (Judy), [71] (Kelian) and tasks[72] base_model on it are round 82's tlq15g 90-99
(the ten dropped as repeats, below). tasks[72] thinking_model (Tommy) opens on 400000 and ends on
416000: taken whole. tasks[128] (Dillon's fruit): its question and the
opening of its correct_answer lie on 688000, its answers on 704000. Page 704000 ends inside
tasks[130] base_model (Nissa): not taken. Every other completion of tasks[72]-[129] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, rounds
1-83, 19,514 distinct texts at the last check, by script, reading no labels; tools/golds_repeats.py)
and with the others of this round: the ten of tasks[69]-[72] base repeat round 82's tlq15g 90-99
(public_heldout82.jsonl) and were dropped; nothing else repeats. The kept records are numbered in
file order (tlq15g 0-172; 0-1 = tasks[72] thinking/hybrid, then record 2 + 3k + 0/1/2 =
tasks[73+k] base/thinking/hybrid).

Repositories (173 records): thaotnguyen/thinking-llms-interp 173 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 173 (test), MATH 0. Prompt format: long_cot 173 (no tag format asked for: base and
hybrid models write free prose, steps, python or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 146, wrong 23, no_answer 4. Forms: boxed 105, prose_sentence 55, answer_is 9,
truncated 4. 5 debatable (tlq15g 28, 88, 91, 106, 145: runaway loops).

Truths by model: base_model (Qwen2.5-Math-1.5B, a base math model: boxes, prose, python) 52
correct, 5 wrong (8, 44, 62, 89, 140); thinking_model (R1-Distill-Qwen-1.5B) 47 correct, 7 wrong (3,
51, 60, 84, 90, 129, 141), 4 no_answer (6, 45, 63, 171: cut inside the think block); hybrid_model 47
correct, 11 wrong (1, 4, 10, 46, 64, 79, 85, 91, 118, 130, 142; 46 and 91 loop until cut).

Label conventions (rounds 72-82): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here '\boxed{\$221}' for 221, '\boxed{\$28.00}' for 28, '$88.00' for 88, '8,000' for
8000, '\boxed{623\ \text{pounds}}' for 623, '\boxed{140 \text{ minutes}}' for 140); labels are
against the gold as given (tlq15g 64: 400/11 = 36.36 seconds is not the gold's 36). Text after the
committed answer (an invented 'Is this correct? Yes' or 'Thank you' exchange that keeps the value)
does not count. Loop convention: a response that states its answer and then repeats it verbatim
until cut mid-copy is labelled by the stated, never-contradicted value (tlq15g 28, 46, 88, 106, 145).
R1 rule: an R1-Distill answer cut inside its think block, before '</think>' and before a **Final
Answer** line, is no_answer even where its working has reached a value (tlq15g 6, 45, 63, 171); where
the thinking and the text after '</think>' disagree, the last (boxed) answer counts (tlq15g 66,
105, 150).

Debatable: tlq15g 28, 88, 106, 145 (Charlie, Solo, Frankie, Miguel hybrids: the right value stated, then a
verbatim loop restating it until the string is cut mid-copy: labelled correct by the loop
convention; a reader could call a runaway loop no_answer). tlq15g 91 (John's water hybrid: '16
glasses ... Is that right?', then 17, then a block endorsing 16 ('That seems correct') and
rejecting 23 ('That doesn't seem right. Let's recheck.') repeated until cut: labelled wrong by its
endorsed 16 (gold 26); a reader could call a loop that never settles no_answer; either way it is
not correct).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 58 tasks found, all equal; tools/golds_repeats.py and the build both check); tasks[i]
is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[72] thinking
and hybrid, tasks[73]-tasks[127] base, thinking, hybrid (GSM8K test lines 72-129: Tommy's brownies, Shiela's phones, Artie's flowers, Luke's sandcastle, Cecilia's puppy,
the laundry, Vincent's flowers, the groomer, the water, Charlie's stickers, Grace and Alex, Dan's
roses, the football team, Gene's quilt, Greg's alarm, Sylvie's salary, Harald's record,
Christina's gift bags, Ted's potato salad, Jan's pets, Jackson's age, Gerald's hurdles, the
neighborhood's pets, the girl scouts, Harry's sleep, Freda's tomatoes, the traffic jam, Mary's
plants, Jerome's doorbell, Solo's reading, John's water, the fog bank, Poppy's puzzle, Cody's
cookies, John's boxes, Frankie's TV, Henry's cookies, the gas cashback, the fruit roll-ups,
Julia's boat, the whiteboard, Ryan's flowers, Jamal's ducks, Sasha's lumber, Katy's coffee, John's
shoes, the customs containers, Adrien and Lylah, Miguel's paper, Morisette and Kael, Sadie's sleep,
Rosie's run, Jennie's letters, Julia's spoons, Dylan's sausages, Lily and Amy, Dillon's fruit, the hospital).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
400000 (read again), 416000, 432000, 448000, 464000, 480000, 496000, 512000, 528000, 544000,
560000, 576000, 592000, 608000, 624000, 640000, 656000, 672000, 688000, 704000 (20 pages). Nothing else
was read.

Leads for a later round: the Qwen-Math file from 704000 (re-read it: tasks[130] (Nissa)
base_model opens there and runs onto 720000; tasks[130]-[499] unread), about three tasks a
page.

Usage: python build_public_heldout84.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout84.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout84.jsonl"
SOURCE = "public_heldout84"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 400000-704000 joined (320,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|correct|boxed|R1-Distill (tasks[72], Tommy, gold 221; its string opens on page 400000 and ends on 416000): after </think> 43 x \$3 + 23 x \$4 = \$221 and '\boxed{\$221}' = gold
tlq15g:1|wrong|boxed|hybrid: a python block, then a made-up '```python 145```' output; 'Tommy raises a total of $145 ... The final answer is \(\boxed{145}\).' (gold 221)
tlq15g:2|correct|boxed|base model (tasks[73], Shiela, gold 255): 750 + 15 interest, 765 / 3; 'Shiela will pay \(\boxed{255}\) dollars each month' = gold
tlq15g:3|wrong|boxed|R1-Distill: 5 x 2% = 10% of \$750, \$825 / 3; after </think> 'Shiela will pay **\$275** each month' and '\boxed{275}' (gold 255)
tlq15g:4|wrong|boxed|hybrid: 10% of 750 = 75, 825 / 3; '\boxed{275}' and then 'Therefore, Shiela will pay $275 each month for 3 months.' (gold 255)
tlq15g:5|correct|boxed|base model (tasks[74], Artie, gold 88): rounds each price, 36 + 18 + 34; 'Artie will make \(\boxed{88}\) dollars.' = gold
tlq15g:6|no_answer|truncated|R1-Distill: rounds the line totals, not the prices (\$33, \$17, \$36 a pot), reaches \$1161, and the string ends inside its thinking at 'Petunias: 9 * 1.87 = 16' with no </think> (R1 rule; its working's value 1161 is not the gold 88 either)
tlq15g:7|correct|prose_sentence|hybrid: \$3, \$2, \$2 a pot; 'Therefore, Artie will make $88.00 today from his flower sales.' = gold 88
tlq15g:8|wrong|prose_sentence|base model (tasks[75], Luke, gold 60): levels 16, 32, 16, 8; 'Therefore, the average square footage of a level is 18.' (gold 60)
tlq15g:9|correct|boxed|R1-Distill: 16 + 32 + 64 + 128 = 240, 240 / 4; after </think> '**Final Answer:** \[\boxed{60}\]' = gold
tlq15g:10|wrong|prose_sentence|hybrid: halves downward, 16 + 8 + 4 + 2 = 30; 'Thus, the average square footage of a level in the sandcastle is 7.5 square feet.' (gold 60)
tlq15g:11|correct|boxed|base model (tasks[76], Cecilia, gold 5): 180 + 370 = 550 cups, 550 / 110; 'Cecilia will use \boxed{5} bags of dog food' = gold
tlq15g:12|correct|boxed|R1-Distill: after </think> a stray 'Total Days = 180 + 365 = 545 days' line, then 180 + 370 = 550 cups, 550 / 110 and '\boxed{5}' = gold
tlq15g:13|correct|boxed|hybrid: 550 cups / 110; 'Cecilia will use 5 bags ... The final answer is \(\boxed{5}\).' = gold
tlq15g:14|correct|boxed|base model (tasks[77], laundry, gold 100): 200 - 100; '... is \boxed{100} pounds.' = gold
tlq15g:15|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{100}\]' = gold
tlq15g:16|correct|boxed|hybrid: D = 100, R = 2D = 200; 'The final answer is \(\boxed{100}\).' = gold
tlq15g:17|correct|boxed|base model (tasks[78], Vincent, gold 6): 15 - 9; 'Vincent saves \(\boxed{6}\) dollars' = gold
tlq15g:18|correct|boxed|R1-Distill: thinking '**Final Answer** Vincent saves \boxed{6} dollars', after </think> (across the edge of pages 432000 and 448000) 'Therefore, Vincent saves \boxed{6} dollars by buying 18 flowers at the better price.' = gold
tlq15g:19|correct|boxed|hybrid: 'The final answer is $6.00', '####', a second solution ending 'Vincent saves \(\boxed{6}\) dollars' = gold
tlq15g:20|correct|prose_sentence|base model (tasks[79], groomer, gold 70): opens 'The grooming cost is $70.' and ends 'Therefore, the grooming cost is $70.' = gold
tlq15g:21|correct|boxed|R1-Distill: after </think> '3. **Final Answer:** \[\boxed{\$70}\]' = gold 70
tlq15g:22|correct|prose_sentence|hybrid: '5. Therefore, the final cost of the grooming is $70. Correct. ... So, the final cost is $70.' = gold
tlq15g:23|correct|prose_sentence|base model (tasks[80], water, gold 10): 24 - 14; '6. Therefore, 10 liters of water were left.' = gold
tlq15g:24|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{10}\]' = gold
tlq15g:25|correct|boxed|hybrid: 24 - 14; 'The final answer is \boxed{10} liters.' = gold
tlq15g:26|correct|prose_sentence|base model (tasks[81], Charlie's stickers, gold 17): 45 - 28; 'Therefore, Charlie has 17 stickers left.' = gold
tlq15g:27|correct|boxed|R1-Distill: after </think> 'Charlie has **17 stickers** left.' and '\[\boxed{17}\]' = gold
tlq15g:28|correct|prose_sentence|debatable: hybrid: 'Therefore, Charlie has 17 stickers left.', '####', then 'Step-by-step explanation' blocks, each ending 'Charlie has 17 stickers left.', alternating 'Charlie had' / 'Charlie started with' (across pages 448000 and 464000) until cut at '3. He received 23 stickers for his birthday, so': labelled by its stated, never-contradicted 17 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:29|correct|boxed|base model (tasks[82], Grace and Alex, gold 623): 4 x 125 - 2 = 498, 125 + 498; '... are \(\boxed{623}\) pounds.' = gold
tlq15g:30|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{623\ \text{pounds}}\]' = gold 623
tlq15g:31|correct|prose_sentence|hybrid: 125 + 498; 'Therefore, their combined weight is 623 pounds. Correct. This is the final answer.' = gold
tlq15g:32|correct|prose_sentence|base model (tasks[83], Dan's roses, gold 600): 75 x 8; 'Therefore, there are 600 thorns in total.' = gold
tlq15g:33|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{600}\]' = gold
tlq15g:34|correct|boxed|hybrid: 75 x 8; 'The final answer is \boxed{600} thorns.' = gold
tlq15g:35|correct|prose_sentence|base model (tasks[84], football, gold 15): writes 'W + (W - 8) = 22', 2W = 30; 'Therefore, the team won 15 games.' = gold
tlq15g:36|correct|boxed|R1-Distill: after </think> 'The football team won \(\boxed{15}\) games.' = gold
tlq15g:37|correct|prose_sentence|hybrid: 2L + 8 = 22, L = 7; 'the team won W = L + 8 = 7 + 8 = 15 games. The team won 15 games.' = gold
tlq15g:38|correct|boxed|base model (tasks[85], Gene's quilt, gold 44): 11 years x 4; '... is \(\boxed{44}\).' = gold
tlq15g:39|correct|boxed|R1-Distill: thinking calls 44 'years of vacation'; after </think> '**Final Answer:** \[\boxed{44}\]' = gold
tlq15g:40|correct|answer_is|hybrid: 11 x 4; 'Thus, the total number of quilt blocks Gene has is 44. Therefore, the answer is 44 blocks.' = gold
tlq15g:41|correct|prose_sentence|base model (tasks[86], Greg's alarm, gold 22): one paragraph; 'In total, the alarm rang 4 + 12 + 6 = 22 times.' = gold
tlq15g:42|correct|boxed|R1-Distill: after </think> '**Total rings:** \( 4 + 12 + 6 = 22 \) times.' and '\[\boxed{22}\]' = gold
tlq15g:43|correct|prose_sentence|hybrid: calls the rings minutes; 'the total number of rings is 4 + 12 + 6 = 22 rings in all. Is this correct? Yes ... The total number of rings is 22. ... which adds up to 22 minutes in total.' = gold (the value stays 22)
tlq15g:44|wrong|boxed|base model (tasks[87], Sylvie, gold 9360): monthly 600 + 60 a year; "Sylvie's annual salary will be: \[\boxed{780}\]" (gold 9360)
tlq15g:45|no_answer|truncated|R1-Distill: weighs \$968, \$966.31, \$1286.15, \$877.86 for the monthly pay and the string ends inside its thinking at 'Calculating that: 1.10^3 = 1.331, so $60' with no </think> (R1 rule; none of its values is the gold 9360)
tlq15g:46|wrong|prose_sentence|hybrid: compounds 10% on the monthly \$600: 'Thus, Sylvie's annual salary after three more years of service is $798.60.', then an invented exchange repeating 'So, the salary after three years is indeed $798.60. Thank you for the detailed explanation.' (across pages 480000 and 496000) until the string ends: labelled by its stated value 798.60 (gold 9360)
tlq15g:47|correct|prose_sentence|base model (tasks[88], Harald, gold 8000): 11x = 88,000; 'Therefore, Harald sold 8,000 copies.' = gold 8000
tlq15g:48|correct|boxed|R1-Distill: after </think> 'Harald sold \(\boxed{8000}\) copies of his record.' = gold
tlq15g:49|correct|prose_sentence|hybrid: H = 8,000; 'Therefore, Harald sold 8,000 copies, and Marilyn sold 80,000 copies. The total number of copies sold is indeed 88,000 ...' = gold 8000 (the other values are Marilyn's and the total, named as such)
tlq15g:50|correct|prose_sentence|base model (tasks[89], Christina, gold 24): 16 x .75 = 12 bags x \$2; 'Therefore, Christina will spend $24 on gift bags for her birthday party.' = gold
tlq15g:51|wrong|boxed|R1-Distill: applies the .75 twice, 12 x 0.75 = 9 bags; after </think> '**Final Answer:** \[\boxed{18}\]' (gold 24)
tlq15g:52|correct|prose_sentence|hybrid: 16 x 3/4 = 12, x \$2; '5. Therefore, Christina will spend $24 on gift bags.', '####', a second solution ending 'Therefore, Christina will spend $24 on gift bags.' = gold
tlq15g:53|correct|prose_sentence|base model (tasks[90], Ted's potato salad, gold 225): 200 + 25; '8. Ted needs to bring 225 lbs of potato salad to the picnic to feed everyone.' = gold
tlq15g:54|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{225}\]' = gold
tlq15g:55|correct|boxed|hybrid: '6. Ted needs to bring 225 lbs', '####', a second solution ending 'Ted needs to bring \boxed{225} pounds of potato salad to the picnic.' = gold
tlq15g:56|correct|prose_sentence|base model (tasks[91], Jan's pets, gold 28): 'The total number of pets the three have is 4 + 6 + 18 = 28 pets.' = gold
tlq15g:57|correct|boxed|R1-Distill: after </think> '**Total pets = 18 + 6 + 4 = 28**' and a bare '\boxed{28}' = gold
tlq15g:58|correct|prose_sentence|hybrid: 4 + 6 + 18 = 28; 'Is this correct? Yes ... Thank you for the detailed explanation. I understand now. The total number of pets is 28.' = gold
tlq15g:59|correct|prose_sentence|base model (tasks[92], Jackson, gold 4): Corey 11, Amy 9; 'Therefore, Jackson is 4 years old.' = gold
tlq15g:60|wrong|boxed|R1-Distill: misses 'Amy is 2 years younger than Corey', says Jackson's age cannot be determined, and boxes Corey's age: '**Corey is 11 years old.** ... \boxed{11}' (gold 4)
tlq15g:61|correct|answer_is|hybrid: Corey 11, Amy 9, Jackson 4, a check; 'The final answer is Jackson is 4 years old.' = gold
tlq15g:62|wrong|boxed|base model (tasks[93], Gerald's hurdles, gold 36): 40 s original, then multiplies the time by 1.10; 'Gerald can run the 400-meter hurdles in \boxed{44} seconds.' (gold 36)
tlq15g:63|no_answer|truncated|R1-Distill: reaches 40 / 1.1 = 400/11 = 36.36 seconds and the string ends inside its thinking at 'Then, Gerald's time improved by 10%, so his' with no </think> (R1 rule; its working's 400/11 is not the gold 36 either)
tlq15g:64|wrong|prose_sentence|hybrid: speed 10 m/s x 1.10 = 11 m/s, 400 / 11; 'Therefore, Gerald can run the 400-meter hurdles in approximately 36.36 seconds with his improved diet.' (gold 36, the gold's 10% cut of the time; 400/11 is not 36)
tlq15g:65|correct|prose_sentence|base model (tasks[94], pets in the neighborhood, gold 348): R = 168; '6. Therefore, the total number of pets in the neighborhood is D + C + R = 60 + 120 + 168 = 348.' = gold
tlq15g:66|correct|boxed|R1-Distill: its thinking takes two-thirds as many cats (40) and reaches 188; after </think> 120 cats, 168 rabbits, 60 + 120 + 168 and '\[\boxed{348}\]' = gold (the last, boxed answer counts)
tlq15g:67|correct|prose_sentence|hybrid: 6D - 12 = 348; 'the total number of pets is 348, which is the sum of 60 dogs, 120 cats, and 12 rabbits', '####', 'Yes, the total number of pets in the neighborhood is 348.' = gold (the wrong '12 rabbits' is in the working, not the answer)
tlq15g:68|correct|prose_sentence|base model (tasks[95], girl scouts, gold 40): 120 - 80; 'Therefore, there are 40 girls in Grade 5 who are not in the girl scout.' = gold
tlq15g:69|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{40}\]' = gold
tlq15g:70|correct|prose_sentence|hybrid: 120 - 80; 'Therefore, there are 40 girls who are not in the girl scout.' = gold
tlq15g:71|correct|prose_sentence|base model (tasks[96], Harry's sleep, gold 3): 9 - 6; 'Therefore, Harry slept 3 more hours than James.' = gold
tlq15g:72|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{3}\]' = gold
tlq15g:73|correct|answer_is|hybrid: 9 - 6; 'Therefore, Harry slept 3 more hours than James. The final answer is 3 hours.' = gold
tlq15g:74|correct|boxed|base model (tasks[97], Freda, gold 12): 64 ounces x 3/16; 'Therefore, Freda used \(\boxed{12}\) tomatoes.' = gold
tlq15g:75|correct|boxed|R1-Distill: thinking '**Final Answer** Freda used \boxed{12} tomatoes.', after </think> 'Thus, the number of tomatoes Freda used is \boxed{12}.' = gold
tlq15g:76|correct|prose_sentence|hybrid: 64 / 16 = 4 cans x 3; 'Therefore, Freda used 12 tomatoes to make her sauce.' = gold
tlq15g:77|correct|boxed|base model (tasks[98], the traffic jam, gold 5): 30 - 5 = 25, 25 - 20; '... is \(\boxed{5}\).' = gold
tlq15g:78|correct|boxed|R1-Distill: after </think> 'Total = 5 + 20 = 25 cars' (a muddled sum with the right value), 25 - 20 and '\[\boxed{5}\]' = gold
tlq15g:79|wrong|boxed|hybrid: 'The final answer is: \[\boxed{20}\]', then 'However, upon re-evaluating ... 20 - 5 = 15 ... Therefore, the correct answer is: \[\boxed{15}\]' (gold 5; the last box counts, neither is the gold)
tlq15g:80|correct|prose_sentence|base model (tasks[99], Mary's plants, gold 58): 80 + 18 - 40; '4. Therefore, Mary will remain with 98 - 40 = 58 potted plants.' = gold
tlq15g:81|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{58}\]' = gold
tlq15g:82|correct|prose_sentence|hybrid: '5. Therefore, Mary will remain with 58 potted plants after giving away 40.', '####', the same paragraph again ending '... 58 potted plants after giving away 40.' = gold (40 is what she gives away)
tlq15g:83|correct|prose_sentence|base model (tasks[100], Jerome's doorbell, gold 175): 20 + 25 + 60 + 70; 'Therefore, the doorbell made a total of 175 rings.' = gold
tlq15g:84|wrong|boxed|R1-Distill: reads '10 times more' as 60 x 10 = 600; after </think> '\[\boxed{705}\]' (gold 175)
tlq15g:85|wrong|prose_sentence|hybrid: 600 presses for the third friend; '7. The total number of doorbell rings is 705. The doorbell made 705 rings in total.' (gold 175)
tlq15g:86|correct|boxed|base model (tasks[101], Solo's reading, gold 6): python with '```output 6.0```'; 'Solo needs to read, on average, \(\boxed{6}\) pages per day' = gold
tlq15g:87|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{6}\]' = gold
tlq15g:88|correct|prose_sentence|debatable: hybrid: 'The final answer is 6 pages per day.', then a python block and 'The output will be 6.0, which means Solo needs to read 6 pages on average each day ...' repeated (across pages 544000 and 560000) until cut inside a copy of the code at '# Pages read on Monday\npages': labelled by its stated, never-contradicted 6 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:89|wrong|boxed|base model (tasks[102], John's water, gold 26): water at dinner on weekends too, 20 + 8; '... is \boxed{28}.' (gold 26)
tlq15g:90|wrong|boxed|R1-Distill: drops the bedtime glass on weekends and dinner both days, 20 + 2; after </think> '\[\boxed{22}\]' (gold 26)
tlq15g:91|wrong|prose_sentence|debatable: hybrid: 'in total, he drinks 15 + 1 = 16 glasses of water in a week. Is that right?', then 17, then a block 'So, 15 + 1 = 16 glasses. That seems correct. ... we get 15 + 8 = 23 glasses. That doesn't seem right. Let's recheck.' repeated (across pages 560000 and 576000) until cut mid-copy; its endorsed value 16 (23 rejected) is not the gold 26: wrong; a reader could call a loop that never settles no_answer
tlq15g:92|correct|boxed|base model (tasks[103], the fog bank, gold 140): 42 / 3 = 14 x 10; 'it will take the fog bank \boxed{140} minutes' = gold
tlq15g:93|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{140 \text{ minutes}}\]' = gold 140
tlq15g:94|correct|prose_sentence|hybrid: 14 x 10; 'Therefore, it will take the fog bank 140 minutes to cover the entire city.' = gold
tlq15g:95|correct|prose_sentence|base model (tasks[104], Poppy's puzzle, gold 500): 750 - 250; 'Therefore, there are 500 jigsaw pieces left to be placed.' = gold
tlq15g:96|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{500}\]' = gold
tlq15g:97|correct|boxed|hybrid: '6. Therefore, 500 pieces are left to be placed.', '####', a second solution ending '... is \(\boxed{500}\).' = gold
tlq15g:98|correct|answer_is|base model (tasks[105], Cody's cookies, gold 20): 'Together, they eat 5 + 15 = 20 cookies.', '####' and 'The answer is 20' = gold
tlq15g:99|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{20}\]' = gold
tlq15g:100|correct|prose_sentence|hybrid: 'Therefore, together they eat 20 cookies. Is this correct? Yes ... The total number of cookies eaten by both is 20. Thanks for the explanation! It's clear now.' = gold
tlq15g:101|correct|boxed|base model (tasks[106], John's boxes, gold 72): 3 x 4 x 2 = 24, x 3; '... is \boxed{72} cubic inches.' = gold
tlq15g:102|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{72\ \text{cubic inches}}\]' = gold 72
tlq15g:103|correct|boxed|hybrid: an outer volume 120 first, then 24 x 3; 'The final answer is \(\boxed{72}\).' = gold
tlq15g:104|correct|boxed|base model (tasks[107], Frankie's TV, gold 3): 7 - 5.5 = 1.5 hours; 'Frankie watched \(\boxed{3}\) 30-minute episodes on Wednesday.' = gold
tlq15g:105|correct|boxed|R1-Distill: its thinking ends '6 episodes'; after </think> a muddled breakdown '\(2 + 1 = 3\) episodes' and 'Frankie watched \(\boxed{3}\) episodes of the 30-minute show on Wednesday.' = gold (the last, boxed answer counts)
tlq15g:106|correct|answer_is|debatable: hybrid: 0.5x = 1.5, x = 3; 'The answer is 3 episodes.', then a 'Let's recheck the calculation' block ending 'The answer is 3 episodes. Let's confirm this with a step-by-step calculation.' repeated until the string ends at '- Friday: ': labelled by its stated, never-contradicted 3 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:107|correct|prose_sentence|base model (tasks[108], Henry's cookies, gold 50): 2x + 10 = 110; 'Therefore, Henry baked 50 cookies last year.' = gold
tlq15g:108|correct|boxed|R1-Distill: thinking '**Final Answer** ... \boxed{50}.', after </think> (across the edge of pages 592000 and 608000) 'Thus, the number of cookies Henry baked last year is \(\boxed{50}\).' = gold
tlq15g:109|correct|boxed|hybrid: 2x + 10 = 110, a check; 'The final answer is \(\boxed{50}\).' = gold
tlq15g:110|correct|boxed|base model (tasks[109], gas cashback, gold 28): \$30 - \$2; '... is \(\boxed{28}\).' = gold
tlq15g:111|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{\$28.00}\]' = gold 28
tlq15g:112|correct|boxed|hybrid: \$28.00 restated many times with hedging words ('However, the question might be asking ...') but always the same value; 'The final answer is \(\boxed{28}\).' = gold
tlq15g:113|correct|prose_sentence|base model (tasks[110], fruit roll-ups, gold 45): (48 + 42) / 2; 'Therefore, on average, Marcell and Beatrice ate 45 fruit roll-ups.' = gold
tlq15g:114|correct|boxed|R1-Distill: after </think> 'Thus, the average number of fruit roll-ups they ate is \boxed{45}.' = gold
tlq15g:115|correct|boxed|hybrid: 90 / 2; 'the final answer is: \[\boxed{45}\]' and 'The average number of fruit roll-ups eaten by Marcell and Beatrice is 45.' = gold
tlq15g:116|correct|boxed|base model (tasks[111], Julia's boat, gold 16): 1.25 ft/s x 64 = 80 feet, 80 x 2/10; '... is \boxed{16} liters.' = gold
tlq15g:117|correct|boxed|R1-Distill (tasks[111], Julia, gold 16; its string opens on page 608000 and ends on 624000): weighs 64 feet against 64 seconds, settles on 80 feet; thinking '**Final Answer** ... \boxed{16} liters', after </think> 'Thus, the boat took on \boxed{16} liters of water by the time Julia reached shore.' = gold
tlq15g:118|wrong|boxed|hybrid: 80 feet, then 'a rate of 4 liters per 16 seconds' and '80 feet times (4 liters / 16 seconds) equals 20 liters'; '####', the same solution again ending 'the boat took on \boxed{20} liters' (gold 16)
tlq15g:119|correct|boxed|base model (tasks[112], the whiteboard, gold 24): 8 lessons x 3; 'the whiteboard is cleaned \boxed{24} times in a day.' = gold
tlq15g:120|correct|boxed|R1-Distill: a stray '32 uses' step, then 3 x 8; after </think> '**Final Answer:** \[\boxed{24}\]' = gold
tlq15g:121|correct|prose_sentence|hybrid: 8 lessons x 3; 'Therefore, the whiteboard is cleaned 24 times in a day.' = gold
tlq15g:122|correct|boxed|base model (tasks[113], Ryan's flowers, gold 25): 30 - 5; '... after 15 days is \(\boxed{25}\).' = gold
tlq15g:123|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{25}\]' = gold
tlq15g:124|correct|boxed|hybrid: 30 - 5; 'The final answer is: \[\boxed{25}\]' and a closing 'This is because he started with 30 flowers and lost 5, leaving him with 25 flowers.' = gold
tlq15g:125|correct|prose_sentence|base model (tasks[114], Jamal's ducks, gold 6): 1800 / 6 = 300, 300 / 50; "5. Therefore, there are 6 ducks in Jamal's photograph of ducks at the zoo." = gold
tlq15g:126|correct|boxed|R1-Distill: after </think> (across the edge of pages 624000 and 640000) '**Final Answer:** \[\boxed{6}\]' = gold
tlq15g:127|correct|boxed|hybrid: B = 300, D = 6, a check; 'The final answer is \(\boxed{6}\).' = gold
tlq15g:128|correct|boxed|base model (tasks[115], Sasha's lumber, gold 90): sells at \$15 and \$24 a board, 270 - 180; "Sasha's profit ... is \(\boxed{90}\) dollars." = gold
tlq15g:129|wrong|boxed|R1-Distill: sells at the original prices, 180 - 180; after </think> '**Final Answer:** \[\boxed{\$0}\]' (gold 90)
tlq15g:130|wrong|prose_sentence|hybrid: revenue at the original prices, 180 - 180 = 0; 'Therefore, Sasha makes no profit from selling all her lumber. The profit is $0. ...' (gold 90)
tlq15g:131|correct|boxed|base model (tasks[116], Katy's coffee, gold 42): 120 / 20 = 6, 7 x 6; '... Katy used is: \[ \boxed{42} \]' = gold
tlq15g:132|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{42}\]' = gold
tlq15g:133|correct|answer_is|hybrid: 20x = 120, 7x = 42, a check 42:78 = 7:13; 'Thus, the answer is 42 teaspoonfuls of sugar. Thank you for the detailed explanation. ...' = gold
tlq15g:134|correct|prose_sentence|base model (tasks[117], John's shoes, gold 360): 6 pairs x \$60; '3. Therefore, John paid $360 for the shoes.', '####' and 'John paid $360 for the shoes.' = gold
tlq15g:135|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{360}\]' = gold
tlq15g:136|correct|prose_sentence|hybrid: 6 x \$60; '3. Therefore, John paid $360 for the shoes.', '####', the same paragraph again ending 'Therefore, John paid $360 for the shoes.' = gold
tlq15g:137|correct|boxed|base model (tasks[118], the customs containers, gold 4): 30 - 10 = 20, 20 / 5; '... is \(\boxed{4}\).' (across the edge of pages 640000 and 656000) = gold
tlq15g:138|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{4}\]' = gold
tlq15g:139|correct|prose_sentence|hybrid: 20 / 5; 'Therefore, the number of containers imported on the second day is 4.' = gold
tlq15g:140|wrong|boxed|base model (tasks[119], Adrien and Lylah, gold 95200): Lylah = 40000 / 1.30, both x 1.40; python '```output 100576.92307692307```'; '... is \(\boxed{100576.92}\).' (gold 95200, which takes Lylah as 30% less than Adrien)
tlq15g:141|wrong|boxed|R1-Distill: Lylah 40000 / 1.3 raised 30%, Adrien 56,000; after </think> 56,000 + 40,000 and '\[\boxed{96,\!000}\]' (gold 95200)
tlq15g:142|wrong|prose_sentence|hybrid: raises Lylah 40% and Adrien 30%; 'Therefore, the total salary ... is approximately $95,077.12.' (gold 95200)
tlq15g:143|correct|prose_sentence|base model (tasks[120], Miguel's paper, gold 240): 60 a week x 4; 'Therefore, Miguel uses 60 * 4 = 240 sheets of paper every month.' = gold
tlq15g:144|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{240}\]' = gold
tlq15g:145|correct|boxed|debatable: hybrid: 60 x 4; 'Therefore, Miguel uses 240 sheets of paper every month. The final answer is:' and then '\[\boxed{240}\]' repeated (across pages 656000 and 672000; 158 whole boxes in all) until cut at '\[\n\boxed{240': labelled by its stated, never-contradicted 240 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:146|correct|prose_sentence|base model (tasks[121], Morisette and Kael, gold 27): 5 + 8 + 10 + 4; 'So, Morisette and Kael have a total of 27 fruits.' = gold
tlq15g:147|correct|boxed|R1-Distill: after </think> 13 + 14 and a bare '\(\boxed{27}\)' = gold
tlq15g:148|correct|prose_sentence|hybrid: 13 + 14; '####' and 'The total number of fruits brought by Morisette and Kael is 27.' = gold
tlq15g:149|correct|boxed|base model (tasks[122], Sadie's sleep, gold 48): 8 + 40; '... is \(\boxed{48}\).' = gold
tlq15g:150|correct|boxed|R1-Distill: its thinking sums to '52 hours'; after </think> 8 + 12 + 28 = 48 and '\[\boxed{48}\]' = gold (the last, boxed answer counts)
tlq15g:151|correct|boxed|hybrid: 8 + 12 + 28, python '```output 48```'; 'The total hours Sadie slept throughout the week is \(\boxed{48}\) hours.' = gold
tlq15g:152|correct|prose_sentence|base model (tasks[123], Rosie, gold 50): 30 + 20; 'Step 4: ... So, Rosie runs 30 + 20 = 50 miles in 7 hours.' = gold
tlq15g:153|correct|boxed|R1-Distill: thinking '**Final Answer** Rosie can run \boxed{50} miles', after </think> 'Thus, the total distance Rosie can run in 7 hours is \(\boxed{50}\) miles.' = gold
tlq15g:154|correct|answer_is|hybrid (tasks[123], Rosie, gold 50; its string opens on page 672000 and ends on 688000): 30 + 20; 'Therefore, Rosie can run a total of 50 miles in 7 hours. The final answer is 50 miles, ...' = gold
tlq15g:155|correct|boxed|base model (tasks[124], Jennie's letters, gold 10): x + 20 = 30; '... when Jennie began was \(\boxed{10}\).' = gold
tlq15g:156|correct|boxed|R1-Distill: thinking '**Final Answer** ... \boxed{10}.', after </think> 'Thus, the number of letters in the pile when Jennie began was \boxed{10}.' = gold
tlq15g:157|correct|boxed|hybrid: x + 20 = 30; 'Thus, the number of letters ... when Jennie began was \(\boxed{10}\).' = gold
tlq15g:158|correct|boxed|base model (tasks[125], Julia's spoons, gold 10): x + 2 = 12; 'the number of spoons in the package that Julia bought is \(\boxed{10}\).' = gold
tlq15g:159|correct|boxed|R1-Distill: after </think> 'Thus, the number of spoons in the package Julia bought is \(\boxed{10}\).' = gold
tlq15g:160|correct|boxed|hybrid: x + 2 = 12; 'Therefore, the package that Julia bought contained 10 spoons.' and a bare '\boxed{10}' last = gold
tlq15g:161|correct|prose_sentence|base model (tasks[126], Dylan's sausages, gold 82): 38 + 44; 'Therefore, Dylan bought a total of 82 sausages.' = gold
tlq15g:162|correct|boxed|R1-Distill: after </think> 'Total sausages = 38 + 44 = 82' and a bare '\boxed{82}' = gold
tlq15g:163|correct|answer_is|hybrid: '4. Therefore, Dylan bought a total of 82 sausages. Is this correct? Yes, 38 + 44 = 82. So, the answer is 82 sausages in total.' = gold
tlq15g:164|correct|prose_sentence|base model (tasks[127], Lily and Amy, gold 120): 50 + 70; 'Therefore, Lily and Amy have 50 + 70 = 120 friends together.' = gold
tlq15g:165|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{120}\]' = gold
tlq15g:166|correct|answer_is|hybrid: 50 + 70; 'So, the total number of friends they have together is 120. Therefore, the final answer is 120 friends.' = gold
tlq15g:167|correct|boxed|base model (tasks[128], Dillon's fruit, gold 880; the question opens on page 688000, the answers on 704000): 180 + 300 + 400; '... is \(\boxed{880}\) dollars.' = gold
tlq15g:168|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{880}\]' = gold
tlq15g:169|correct|prose_sentence|hybrid: 180 + 300 + 400; 'By following these steps, we can see that the total amount Dillon will spend is $880. ...' = gold
tlq15g:170|correct|boxed|base model (tasks[129], the hospital, gold 10000): 200 hours, \$40000 - \$30000; '... is \(\boxed{10000}\).' = gold
tlq15g:171|no_answer|truncated|R1-Distill: swaps revenue and cost (-\$10,000), then \$187,500, -\$32,500, back to -\$10,000, and at last 'a profit of $50 per hour. Over 200 hours, that's $10,0' where the string ends inside its thinking with no </think> (R1 rule; the working was about to reach the gold 10000, but no answer was given)
tlq15g:172|correct|boxed|hybrid: \$40,000 - \$30,000; 'The final answer is \boxed{10000}.' and a caveat paragraph with no other value = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
