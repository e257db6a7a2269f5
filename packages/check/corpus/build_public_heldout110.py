__doc__ = r"""Build public_heldout110.jsonl: a 110th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

103 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-105 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 15 consecutive pages 2096000-2320000
  (page 2096000 read again; round 105 read pages 1872000-2096000), tasks[394]-tasks[427] all three
  models and tasks[428] base_model.

Method (rounds 76-105): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script (work/mk.py, round 105's) decoded that display form
once into the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters, each at its first paste. Page 2096000 was read again and its display compared with
round 105's paste of it (the same opening, the same closing, the same records between); that paste
is reused and decodes to the same 16,000 characters as round 105's page file (cmp).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
([[UNIT]] ... [[/UNIT]]) and the marker where the further copies go ([[MORE]]) was replaced by that
unit a whole number of times, the number fixed by the page length (every count 0-300 tried;
exactly one fits on each page). Markers: 2112000, the Wendy hybrid's "\n\\[\n\\boxed{128}\n\\]"
(24 characters as the file holds it; 155 more); 2176000, the Allan R1-Distill's "Wait, maybe the
problem is that the total number of both is 40, ... So, that can't be.\n\n" (220 characters; 8
more); 2208000, the Carolyn hybrid's "\n\\[\n\\boxed{30000}\n\\]" (26 characters; 108 more);
2320000, the hot-dog R1-Distill's "So, that's 36 hotdogs for 18 guests, each having two. " (54
characters; 10 more). Pasted whole: the Jenny hybrid's numbered loop (2112000, 2128000; its numbers
change), the milk hybrid's numbered loop (2144000), the Toby R1-Distill's paragraphs (2192000;
their wording varies), the Joanne R1-Distill's paragraphs (2240000), the Stanley R1-Distill's
paragraphs (2256000, 2272000), the Cole hybrid's numbered loop (2288000, 2304000) and the Kenny
R1-Distill (2320000). The pages were joined in file order (240,000 characters), so a completion
crossing an edge is taken whole. Each record's `r` was cut out of the joined page text by script
(the JSON string body as the file holds it between its field's opening quote and the next
unescaped quote; `enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: page 2096000 opens inside tasks[390] (Monica) hybrid_model; tasks[391]-[393] lie on it and
are round 105's (tlq15g 124-132 there; not taken again). tasks[394] (Wendy's shelves) opens at the
end of page 2096000 (its question cut there) and its answers lie on 2112000: taken whole. Page
2320000 ends inside tasks[428] (the caterer's hot dogs) thinking_model: that string is cut by the
last page and dropped; tasks[428] hybrid_model is not on the pages. Every other completion of
tasks[394]-[428] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl and of the
other /tmp/rounds/real*/public_heldout*.jsonl present at the check: 130 files, 22,552 distinct
texts, by script, reading no labels; work/repeats.py) and with the others of this round: nothing
repeats. The kept records are numbered in file order (tlq15g 0-102; 3k + 0/1/2 = tasks[394+k]
base/thinking/hybrid, 102 = tasks[428] base).

Repositories (103 records): thaotnguyen/thinking-llms-interp 103 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 103 (test), MATH 0. Prompt format: long_cot 103 (no tag format asked for: base and
hybrid models write free prose, steps, python or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 68, wrong 29, no_answer 6. Forms: boxed 70, prose_sentence 19, truncated 6,
final_answer_phrase 4, answer_is 3, answer_colon 1. 3 debatable (tlq15g 8, 20, 80; see below).

Truths by model: base_model (Qwen2.5-Math-1.5B; 35 records) 25 correct, 10 wrong (0, 3, 27, 36,
42, 45, 51, 84, 87, 93); thinking_model (R1-Distill-Qwen-1.5B; 34) 21 correct, 7 wrong (1, 4, 22,
28, 46, 70, 85), 6 no_answer (37, 43, 64, 76, 88, 100: each cut inside its thinking, in a loop of
restated readings, before '</think>'); hybrid_model (34) 22 correct, 12 wrong (2, 5, 23, 32, 38,
47, 50, 59, 86, 89, 95, 101).

Label conventions (rounds 72-105): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and an R1-Distill answer cut inside its think block is no_answer even where
its working has reached a value (tlq15g 43, 64, 76); equal in value but written differently is
correct (here '\boxed{\$50.00}' for 50, 'Sally has $3.00 left.' for 3, '$17,000' for 17000, a unit
word after the value). A '####' line with nothing on it, followed by a restated solution or a
sentence, is read as prose: the restated part's last answer counts (tlq15g 32, 50, 71, 80), and a
'The answer is ...' line after it is answer_is (tlq15g 83). An R1-Distill answer whose thinking
reaches one value and whose solution after '</think>' ends on another is labelled by the
solution's (tlq15g 7, 31). Text after the committed answer (an invented 'Is that correct? Yes' or
'You're welcome!' exchange that keeps the value) does not count (tlq15g 5, 92). Loop convention: a
response that states its answer and then repeats it until cut is labelled by the stated,
never-contradicted value (tlq15g 8, 20 correct; 2, 47, 89 wrong: their repeated values are not the
gold).

Debatable: tlq15g 8 (the Jenny hybrid: 3 stated, then 'N. The problem is solved correctly.' and
'N. The final answer is 3 slices left.' numbered to 173 until the string is cut: correct by the
loop convention; a reader could call a runaway loop no_answer); tlq15g 20 (the milk hybrid: 48
stated, then a numbered loop restating 48 until cut at '155.': the same); tlq15g 80 (the Josue
hybrid: $17,000, then '####\nThe answer is 1. The first bank gave him $4000.' opening a restated,
numbered solution that ends 'So, Mr. Josue now has $17,000 in capital.': labelled correct by the
restated part's last answer; a reader could take 'The answer is 1' for an answer_is line).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 35 tasks, 394-428, found, all equal; work/repeats.py and the build both check);
tasks[i] is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[394]-tasks[427]
base, thinking, hybrid and tasks[428] base (GSM8K test lines 394-428: Wendy's shelves, Erica's
cards, Jenny's pizza, Mark's bike, Nancy's bugs, Alice and Erica's ages, John's milk, the builder's
pay, Mark's brownies, Mel's air conditioner, Jane's zebras, Tyson's sandwiches, Allan's corn and
cannolis, Elliott's steps, Toby's book, Carolyn's employees, Sally's taffy, Tim's fireworks,
Shannon's cookies, Marcy's candles, Misha's blouses, Joanne's apples, the camels and dromedaries,
Tom's trip, the lockers, Stanley's comb, Mr. Josue's capital, the cats on the rock, Bill's
streaming service, Cole's jeans, the Google day trip, Lillian's bird feeders, Aleksandra's dinner,
Kenny's cards, the caterer's hot dogs).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
2096000 (read again), 2112000, 2128000, 2144000, 2160000, 2176000, 2192000, 2208000, 2224000,
2240000, 2256000, 2272000, 2288000, 2304000, 2320000 (15 pages). Nothing else was read.

Leads for a later round: the Qwen-Math file from 2320000 (re-read it: tasks[428] (the caterer's
hot dogs) thinking_model opens on page 2320000 and runs on past its end; tasks[428] thinking and
hybrid and tasks[429]-[499] unread), about two to three tasks a page (this stretch has many long
loops); this round's paste pages/tl_qmath_gsm8k_2320000.txt (with a [[UNIT]] marker) may be reused
after comparing.

Usage: python build_public_heldout110.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout110.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout110.jsonl"
SOURCE = "public_heldout110"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 2096000-2320000 joined (240,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|wrong|boxed|base model (tasks[394], Wendy's shelves, gold 92; its question opens on page 2096000, its answers lie on 2112000): 2 x 36 + 20 = 92 taken as the books to add, then 36 + 92; 'is:\n\[ \boxed{128} \]' (gold 92)
tlq15g:1|wrong|boxed|R1-Distill: reads 20 books a shelf, 720 books, 2 x 720 + 20; after </think> '**Final Answer:**\n\n\[\n\boxed{1460}\n\]' (gold 92)
tlq15g:2|wrong|boxed|hybrid: 36 + 92 = 128; 'The final answer is:\n\[\n\boxed{128}\n\]', then '\[\n\boxed{128}\n\]' repeated until the string ends at '\[\n\boxed{' (gold 92; loop convention: the repeated value is not the gold)
tlq15g:3|wrong|prose_sentence|base model (tasks[395], Erica's cards, gold 38): '5. So, Erica now has 20 + 30 + 17 - 24 - 5 = 48 cards.' (gold 38)
tlq15g:4|wrong|boxed|R1-Distill: counts the 17 received as passed out, 50 - 46; after </think> '\boxed{4}' (gold 38)
tlq15g:5|wrong|prose_sentence|hybrid: 30 + 20 - 24 - 5 + 17 = 48; 'Therefore, Erica now has 48 cards. Is that correct?\nYes, that's correct. ... The total is 48 cards.' and an invented 'You're welcome!' turn (gold 38)
tlq15g:6|correct|boxed|base model (tasks[396], Jenny's pizza, gold 3): 12 - 7 - 2; 'The final answer is:\n\[\n\boxed{3}\n\]' = gold
tlq15g:7|correct|boxed|R1-Distill: its thinking ends on 12 - 2 = 10 slices; the solution after </think> takes 12 - 7 - 2, '**Final Answer:**\n\[\n\boxed{3}\n\]' = gold (the solution's answer counts)
tlq15g:8|correct|final_answer_phrase|debatable: hybrid (opens on page 2112000, ends on 2128000): 12 - 4 - 3 - 2 = 3; '6. The final answer is 3 slices left.', then 'N. The problem is solved correctly.' and 'N. The final answer is 3 slices left.' numbered to 173 until the string ends at '173. The problem is solved': labelled by its stated, never-contradicted 3 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:9|correct|boxed|base model (tasks[397], Mark's bike, gold 25): 250 / 10; 'is \(\boxed{25}\).' = gold
tlq15g:10|correct|boxed|R1-Distill: after </think> 'Mark needs to save for \(\boxed{25}\) days to buy the bike.' = gold
tlq15g:11|correct|final_answer_phrase|hybrid: '$250 \ufffd10 = 25 days' (a replacement character where the division sign was); 'The final answer is 25 days.' = gold
tlq15g:12|correct|boxed|base model (tasks[398], Nancy's bugs, gold 168): 90 + 30 + 48; 'is \(\boxed{168}\).' = gold
tlq15g:13|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{168}\n\]' = gold
tlq15g:14|correct|boxed|hybrid: 90 + 30 + 48; 'is \(\boxed{168}\).' = gold
tlq15g:15|correct|prose_sentence|base model (tasks[399], Alice and Erica's ages, gold 12): 'Therefore, the difference between the ages of Alice and Erica is 42 - 30 = 12 years.' = gold
tlq15g:16|correct|boxed|R1-Distill: after </think> 'Thus, the difference between the ages of Alice and Erica is \boxed{12}.' = gold
tlq15g:17|correct|prose_sentence|hybrid (opens on page 2128000, ends on 2144000): 42 - 30; 'Thus, the difference between the ages of Alice and Erica is 12 years.' = gold
tlq15g:18|correct|prose_sentence|base model (tasks[400], John's milk, gold 48): 16 x 3; '3. Therefore, John consumed 48 calories from the milk he drank.' = gold
tlq15g:19|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{48}\n\]' = gold
tlq15g:20|correct|final_answer_phrase|debatable: hybrid: 16 x 3 = 48; '10. So, the final answer is 48 calories.', then 'N. Therefore, John consumed 48 calories ...', 'N. Correct.' and 'N. So, the final answer is 48 calories.' numbered to 154 until the string ends at '155.': labelled by its stated, never-contradicted 48 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:21|correct|boxed|base model (tasks[401], the builder's pay, gold 14400): 24 x 12 x 50; 'the builder earns \(\boxed{14400}\) dollars in a year.' = gold
tlq15g:22|wrong|boxed|R1-Distill: 6 days x 52 weeks x $50; after </think> '\[\n\boxed{\$15,\!600}\n\]' (gold 14400)
tlq15g:23|wrong|boxed|hybrid: takes 7 days a week, 28 x 12 x 50; 'The final answer is \(\boxed{16800}\).' (gold 14400)
tlq15g:24|correct|boxed|base model (tasks[402], Mark's brownies, gold 4): 6 - 2; 'Mark has to buy \(\boxed{4}\) more bags of flour than bottles of milk.' = gold
tlq15g:25|correct|boxed|R1-Distill (opens on page 2144000, ends on 2160000): after </think> '**Final Answer:**\n\[\n\boxed{4}\n\]' = gold
tlq15g:26|correct|prose_sentence|hybrid: 6 - 2; 'Therefore, Mark needs to buy 4 more bags of flour than bottles of milk.' = gold
tlq15g:27|wrong|boxed|base model (tasks[403], Mel's air conditioner, gold 81): saves 8 - 3 = 5 hours' worth, 4.5 kW a day x 30; 'is \boxed{135} kilowatts.' (gold 81)
tlq15g:28|wrong|boxed|R1-Distill: the same 4,500 watt-hours a day x 30; after </think> '\[\n\boxed{135 \text{ kWh}}\n\]' (gold 81)
tlq15g:29|correct|boxed|hybrid: 7.2 - 4.5 = 2.7 a day x 30; 'The final answer is \boxed{81} kilowatt-hours.' = gold
tlq15g:30|correct|boxed|base model (tasks[404], Jane's zebras, gold 22): 88 / 4; 'is \(\boxed{22}\).' = gold
tlq15g:31|correct|boxed|R1-Distill: its thinking ends on 88 / 3 = 29.333 ('a total of three zebras'); the solution after </think> counts 4 zebras, '**Final Answer:**\n\[\n\boxed{22}\n\]' = gold (the solution's answer counts)
tlq15g:32|wrong|prose_sentence|hybrid: 88 / 3 zebras; 'approximately 29.33 stripes per zebra.', an empty '####' line, the steps restated; 'Therefore, the average number of stripes on the zebras is approximately 29.33 stripes per zebra.' (gold 22)
tlq15g:33|correct|boxed|base model (tasks[405], Tyson's sandwiches, gold 50): 35 + 15; 'is \(\boxed{50}\) dollars.' = gold
tlq15g:34|correct|boxed|R1-Distill (opens on page 2160000, ends on 2176000): after </think> '\[\n\boxed{\$50.00}\n\]' = gold 50 (written $50.00)
tlq15g:35|correct|boxed|hybrid: 35 + 15; 'The final answer is \boxed{50}.' and again 'So, the final answer is \boxed{50}.' = gold
tlq15g:36|wrong|prose_sentence|base model (tasks[406], Allan's corn and cannolis, gold 200): takes the corn as 80 - 40; '5. The combined total ... is 100 + 40 = 140.' (gold 200)
tlq15g:37|no_answer|truncated|R1-Distill: reads 40 as the total of both, 3C = 40, then repeats 'Wait, maybe the problem is that the total number of both is 40, ... So, that can't be.' until the string ends at 'C + corns = 40. So,', inside its thinking: no final answer
tlq15g:38|wrong|boxed|hybrid: corn 100 - 40 = 60, 100 + 60; 'The final answer is \(\boxed{160}\).' (gold 200)
tlq15g:39|correct|boxed|base model (tasks[407], Elliott's steps, gold 2000; opens on page 2176000, ends on 2192000): 4,000 - 2,000; 'is \(\boxed{2000}\).' = gold
tlq15g:40|correct|boxed|R1-Distill (opens on page 2176000, ends on 2192000): after </think> 'is:\n\[\n\boxed{2000}\n\]' = gold
tlq15g:41|correct|boxed|hybrid: 10,000 - 8,000; 'The final answer is \(\boxed{2000}\).' = gold
tlq15g:42|wrong|boxed|base model (tasks[408], Toby's book, gold 20): 'Time early = 40 - 30'; 'Toby will be \boxed{10} minutes early.' (gold 20)
tlq15g:43|no_answer|truncated|R1-Distill: reaches '20 minutes early' in its thinking, then repeats 'Alternatively, maybe the 60 minutes is the time he has to read ...' paragraphs and ends at '3. Total words: 45 * 200 = ', inside its thinking: no final answer
tlq15g:44|correct|prose_sentence|hybrid: 60 - 40; 'Therefore, Toby will be 20 minutes early.' = gold
tlq15g:45|wrong|boxed|base model (tasks[409], Carolyn's employees, gold 168000; opens on page 2192000, ends on 2208000): one week's pay, 24000 + 6000; '\[ \boxed{30000} \]' (gold 168000)
tlq15g:46|wrong|boxed|R1-Distill: one week's pay, 24,000 + 18,000; after </think> '\[\n\boxed{\$42,\!000}\n\]' (gold 168000)
tlq15g:47|wrong|boxed|hybrid: 24,000 + 6,000; 'is:\n\[\n\boxed{30000}\n\]', then '\[\n\boxed{30000}\n\]' repeated until the string ends at '\[\n\boxed{' (gold 168000)
tlq15g:48|correct|answer_colon|base model (tasks[410], Sally's taffy, gold 3): 10 - 7.00; 'Answer: Sally has $3.00 left.' = gold 3 (written $3.00)
tlq15g:49|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{3}\n\]' = gold
tlq15g:50|wrong|prose_sentence|hybrid: taffy $6 + $1.50; '7. Since she spent all her money, she has $0 left.', an empty '####' line, 'Therefore, she has $0 left.' (gold 3)
tlq15g:51|wrong|boxed|base model (tasks[411], Tim's fireworks, gold 1110): a Python block printing 1260.0; 'Tim spent a total of \(\boxed{1260}\) dollars on fireworks.' (gold 1110)
tlq15g:52|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{1110}\n\]' = gold
tlq15g:53|correct|boxed|hybrid (opens on page 2208000, ends on 2224000): 960 + 150, a Python block; 'The total amount Tim spent on the fireworks is \(\boxed{1110}\).' = gold
tlq15g:54|correct|boxed|base model (tasks[412], Shannon's cookies, gold 5): 60 / 12; 'Shannon needs to make \boxed{5} dozens of cookies' = gold
tlq15g:55|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{5}\n\]' = gold
tlq15g:56|correct|boxed|hybrid: 60 / 12; 'The final answer is:\n\[\n\boxed{5}\n\]', then a check '5 dozens x 12 = 60 cookies ... confirming that the answer is correct.' = gold
tlq15g:57|correct|boxed|base model (tasks[413], Marcy's candles, gold 25): 0.05 x 500; 'is \(\boxed{25}\).' = gold
tlq15g:58|correct|boxed|R1-Distill: 2,500 x 0.01; after </think> '**Final Answer:**\n\n\[\n\boxed{25}\n\]' = gold
tlq15g:59|wrong|boxed|hybrid: takes all exploding candles, 1% of 50000; 'The answer is \(\boxed{500}\).' (gold 25)
tlq15g:60|correct|boxed|base model (tasks[414], Misha's blouses, gold 56): 14 x 4; 'is \(\boxed{56}\).' = gold
tlq15g:61|correct|boxed|R1-Distill: after </think> 'Thus, the total cost of the discounted blouses is \(\boxed{56}\).' = gold
tlq15g:62|correct|final_answer_phrase|hybrid: 4 x $14; 'The final answer is $56.' = gold
tlq15g:63|correct|boxed|base model (tasks[415], Joanne's apples, gold 350; opens on page 2224000, ends on 2240000): 500 - 150, a Python block; 'is \(\boxed{350}\).' = gold
tlq15g:64|no_answer|truncated|R1-Distill: reaches A = 350 in its thinking, then repeats 'Wait, but 350 is a lot ... So, that seems correct.' paragraphs until the string ends at '150 +', inside its thinking: no final answer
tlq15g:65|correct|prose_sentence|hybrid: 500 - 150; 'Therefore, Joanne gathered 350 apples from the average trees.' = gold
tlq15g:66|correct|prose_sentence|base model (tasks[416], the camels and dromedaries, gold 56): c = 124, d = 56; '### Conclusion:\nThere are 56 dromedaries in the herd.' = gold
tlq15g:67|correct|boxed|R1-Distill (opens on page 2240000, ends on 2256000): after </think> 'Thus, the number of dromedaries is \(\boxed{56}\).' = gold
tlq15g:68|correct|boxed|hybrid: 180 - 124; 'The final answer is:\n\n\boxed{56}' = gold
tlq15g:69|correct|prose_sentence|base model (tasks[417], Tom's trip, gold 3140): 800 + 240 + 0 + 2100; 'Therefore, Tom made a total of 3140 kilometers during his two-week-long trip.' = gold
tlq15g:70|wrong|boxed|R1-Distill: counts 2 days of the second week; after </think> '\[\n\boxed{1640}\n\]' (gold 3140)
tlq15g:71|correct|boxed|hybrid: 800 + 240 + 0 + 2100, an empty '####' line, the steps restated; 'is \(\boxed{3140}\) kilometers.' = gold
tlq15g:72|correct|boxed|base model (tasks[418], the lockers, gold 40): 5 x 4 x 2; 'is \(\boxed{40}\) cubic inches.' = gold
tlq15g:73|correct|boxed|R1-Distill: after </think> 'Thus, Timothy's locker is \boxed{40} cubic inches.' = gold
tlq15g:74|correct|prose_sentence|hybrid: 20 x 2; 'So, Timothy's locker is 40 cubic inches in size.' = gold
tlq15g:75|correct|boxed|base model (tasks[419], Stanley's comb, gold 3000): 6,000 - 3,000; 'Oliver must climb \boxed{3000} feet' = gold
tlq15g:76|no_answer|truncated|R1-Distill (opens on page 2256000, ends on 2272000): reaches 3,000 feet again and again in its thinking, then 'Alternatively, maybe the problem is about the elevation difference between Oliver and Stanley's position. ... he needs to climb 4,000 minus ' where the string ends, inside its thinking: no final answer
tlq15g:77|correct|boxed|hybrid: 6,000 - 3,000; 'The final answer is \(\boxed{3000}\).' = gold
tlq15g:78|correct|boxed|base model (tasks[420], Mr. Josue's capital, gold 17000): a Python block printing 17000; 'is \(\boxed{17000}\).' = gold
tlq15g:79|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{17000}\n\]' = gold
tlq15g:80|correct|prose_sentence|debatable: hybrid: 5000 + 12,000 = $17,000, then '####\nThe answer is 1. The first bank gave him $4000.' (the steps restated, numbered from 1) and 'So, Mr. Josue now has $17,000 in capital.' = gold 17000; read as the restated solution's last answer; a reader could take 'The answer is 1' for an answer_is line
tlq15g:81|correct|prose_sentence|base model (tasks[421], the cats on the rock, gold 12): 30 - 18; '5. Therefore, the number of cats left on the rock is 30 - 18 = 12 cats.' = gold
tlq15g:82|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{12}\n\]' = gold
tlq15g:83|correct|answer_is|hybrid: 30 - 18 = 12; an empty '####' line, 'The answer is 12 cats.' = gold
tlq15g:84|wrong|boxed|base model (tasks[422], Bill's streaming service, gold 284): 2 months at $12, then $14; 'is \(\boxed{300}\).' (gold 284)
tlq15g:85|wrong|boxed|R1-Distill (opens on page 2272000, ends on 2288000): 18 months at $12 and 6 at $14; after </think> '**Final Answer:**\n\[\n\boxed{348}\n\]' (gold 284)
tlq15g:86|wrong|boxed|hybrid: 2 months at $12, 16 at $14, Python blocks; 'is \(\boxed{296}\).' (gold 284)
tlq15g:87|wrong|prose_sentence|base model (tasks[423], Cole's jeans, gold 8): 22 - 24; 'Therefore, the jogger jeans originally cost $2 less than the tattered jeans.' (gold 8)
tlq15g:88|no_answer|truncated|R1-Distill: tries one reading of the savings after another and ends at 'so 1/' inside its thinking: no final answer
tlq15g:89|wrong|answer_is|hybrid (opens on page 2288000, ends on 2304000): 28 - 22 = 6; '9. ... which is $6 less, so the answer is $6.', then 'N. The answer is $6.' and 'N. Therefore, the jogger jeans originally cost $6 less ...' numbered to 131 until the string ends at '131. The answer is $6' (gold 8)
tlq15g:90|correct|boxed|base model (tasks[424], the Google day trip, gold 570): 240 + 180 + 150; 'is \(\boxed{570}\).' = gold
tlq15g:91|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{570}\n\]' = gold
tlq15g:92|correct|answer_is|hybrid: 240 + 180 + 150; 'is 570. Is this correct? Yes, that seems right. ... and the answer is 570 employees.' = gold
tlq15g:93|wrong|boxed|base model (tasks[425], Lillian's bird feeders, gold 150): counts 6 bought and 6 made feeders, 120 + 180; 'Lillian can expect to see \(\boxed{300}\) birds' (gold 150)
tlq15g:94|correct|boxed|R1-Distill: 60 + 90; after </think> '**Final Answer:**\n\[\n\boxed{150}\n\]' = gold
tlq15g:95|wrong|boxed|hybrid: 60 + 6 x 30; 'The final answer is \(\boxed{240}\).' (gold 150)
tlq15g:96|correct|prose_sentence|base model (tasks[426], Aleksandra's dinner, gold 11): 4 + 5 + 2; 'Therefore, Aleksandra needed to pay $11 for the dinner she ordered.' = gold
tlq15g:97|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{11}\n\]' = gold
tlq15g:98|correct|prose_sentence|hybrid: $4 + $5 + $2 = $11; '5. Aleksandra needs to pay a total of $11 for her dinner.' = gold
tlq15g:99|correct|boxed|base model (tasks[427], Kenny's cards, gold 150; opens on page 2304000, ends on 2320000): takes $50 from the sale, sells 100 cards (its step 3 gives 100 - 50 = 50, its step 4 equates the money kept to $50), 2/3 y = 100; 'is \(\boxed{150}\).' = gold
tlq15g:100|no_answer|truncated|R1-Distill: takes the sale as $50, N = 50, then 33.333 cards, and ends at '34 + (1/3)*34 \u2248 45.333' inside its thinking: no final answer
tlq15g:101|wrong|boxed|hybrid: 1.5x + x/3 = 150, x = 81.8 rounded to 82, then a Python check giving 112.5 and 113; 'Therefore, the correct number of cards is 82 ... The final answer is:\n\boxed{82}' (gold 150)
tlq15g:102|correct|boxed|base model (tasks[428], the caterer's hot dogs, gold 26): 80 - 54; 'the number of guests who did not get a second hotdog is \boxed{26}.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
