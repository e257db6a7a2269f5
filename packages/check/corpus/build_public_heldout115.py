__doc__ = r"""Build public_heldout115.jsonl: a 115th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

120 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-110 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 15 consecutive pages 2320000-2544000
  (page 2320000 read again; round 110 read pages 2096000-2320000), tasks[428] thinking and hybrid,
  tasks[429]-tasks[467] all three models and tasks[468] base_model.

Method (rounds 76-110): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script (work/mk.py, round 110's, extended for a page with two
loops, see below) decoded that display form once into the page text (pages/*.page) and checked its
length: every page decodes to exactly 16,000 characters. Page 2320000 was read again and its display
compared with round 110's paste of it (the same opening, the same closing, the same records
between); that paste is reused and decodes to the same 16,000 characters as round 110's page file
(cmp). Page 2384000 came out 6 characters long at its first paste (and at a second paste of the
same answer); a read of the file at offset 2392000 (whose first half is that page's second half)
shows 'and Wayne's is 4 minutes' where the paste had 'and Wayne's drive is 4 minutes' (the Wayne
R1-Distill); that one phrase was set as the second read shows it, and the page then decodes to
16,000 characters with its offset-8000 text equal to the 2392000 read's opening.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
([[UNIT]] ... [[/UNIT]]) and the marker where the further copies go ([[MORE]]) was replaced by that
unit a whole number of times, the number fixed by the page length (every count 0-300 tried;
exactly one fits on each page). Markers: 2320000 (round 110's paste), the hot-dog R1-Distill's
"So, that's 36 hotdogs for 18 guests, each having two. " (54 characters as the file holds it; 10
more); 2336000, the same unit (69 more); 2416000, the Marcus R1-Distill's "So, the oven is on for
180 minutes, and the window is open for 30 minutes. " (75 characters; 43 more); 2496000, the
Grayson base model's "Grayson earns 26 cents from recycling in a four-week month.\n\n" (63
characters; 81 more); 2544000, the laundry hybrid's check paragraph "\n\nFirst, let's calculate
the number of pillow cases for 80 rooms: ... Let's confirm this with a step-by-step calculation."
(746 characters; 6 more). Page 2512000 holds two loops: the end of the Grayson base model's (the
63-character unit) and the Grayson hybrid's "\n\\[\n\\boxed{84}\n\\]" (23 characters). Its length
alone fits five splits (Grayson copies 2, 25, 48, 71 or 94 more), so the file was read once more at
offset 2515039 (= 2512000 + 15 + 63 x 48): that read opens with one whole Grayson sentence and then
'",\n        "thinking_model": "Okay, so Grayson', which fixes the Grayson count at 48 more (written
[[MORE=48]] in the paste); the boxed unit is then fitted as above (162 more). Pasted whole: the Ray
hybrid's numbered loop (2368000, 2384000; its numbers change), the Wayne R1-Distill's paragraphs
(2384000, 2400000; their wording varies) and the George R1-Distill (2368000). The pages were joined
in file order (240,000 characters), so a completion crossing an edge is taken whole. Each record's
`r` was cut out of the joined page text by script (the JSON string body as the file holds it between
its field's opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the
build; work/extract.py), never retyped.

Edges: page 2320000 opens inside tasks[427] (Kenny's cards) base_model, whose answers are round
110's; tasks[428] (the caterer's hot dogs) base_model lies on page 2320000 and is round 110's
(tlq15g 102 there; not taken again); its thinking_model opens on 2320000 and ends on 2336000 and its
hybrid_model lies on 2336000: both taken whole. Page 2544000 ends inside tasks[468] (Fireman Frank's
shoes) thinking_model: that string is cut by the last page and dropped; tasks[468] hybrid_model is
not on the pages. Every other completion of tasks[428]-[468] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl and of the
other /tmp/rounds/real*/public_heldout*.jsonl present at the check: 140 files, 23,097 distinct
texts, by script, reading no labels; work/repeats.py) and with the others of this round: nothing
repeats. The kept records are numbered in file order (tlq15g 0-119; 0/1 = tasks[428]
thinking/hybrid, then 3k + 2/3/4 = tasks[429+k] base/thinking/hybrid, 119 = tasks[468] base).

Repositories (120 records): thaotnguyen/thinking-llms-interp 120 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 120 (test), MATH 0. Prompt format: long_cot 120 (no tag format asked for: base and
hybrid models write free prose, steps, python or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 98, wrong 18, no_answer 4. Forms: boxed 65, prose_sentence 40,
final_answer_phrase 6, answer_is 4, truncated 4, answer_colon 1. 6 debatable (tlq15g 7, 22, 77, 78,
79, 97; see below).

Truths by model: base_model (Qwen2.5-Math-1.5B; 40 records) 33 correct, 7 wrong (32, 44, 65, 77,
95, 107, 116); thinking_model (R1-Distill-Qwen-1.5B; 40) 32 correct, 4 wrong (66, 78, 108, 117),
4 no_answer (0, 18, 33, 42: each cut inside its thinking, in a loop or a run of restated readings,
before '</think>'); hybrid_model (40) 33 correct, 7 wrong (1, 34, 58, 67, 70, 79, 118).

Label conventions (rounds 72-110): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and an R1-Distill answer cut inside its think block is no_answer even where
its working has reached a value (tlq15g 33 reaches 'the answer is 5 minutes', 42 reaches 49 =
gold); equal in value but written differently is correct (here '\boxed{132.00}' and
'\boxed{\$132.00}' for 132, '\boxed{\$1}' and '$1.00' for 1, '\boxed{\$11,\!050}' for 11050,
'\boxed{\$1,\!920}' and '$1,920' for 1920, '35%' and '\boxed{35\%}' for 35, a unit word after the
value). A '####' line with nothing on it, followed by a restated solution or a sentence, is read as
prose: the restated part's last answer counts (tlq15g 23, 25, 28, 43, 58, 76, 103), and a 'The
answer is ...' line after it is answer_is (tlq15g 14, 88); where the part after it is the question
restated word for word (tlq15g 4) the answer stated before the '####' counts. Text after the
committed answer (an invented 'Is this correct? Yes' exchange that keeps the value) does not count
(tlq15g 55, 85, 91, 100). Right value from flawed working is correct (tlq15g 17, 93, 94, 109).
Loop convention: a response that states its answer and then repeats it until cut is labelled by the
stated, never-contradicted value (tlq15g 22, 97 correct; 95, 118 wrong: their repeated values are
not the gold).

Debatable: tlq15g 7 (the Charlotte hybrid: opens with 'The final amount Charlotte needs to pay is
$112.00.', then works 132, calls 112 'the answer provided in the original question' and ends
'\boxed{132}': labelled correct by its last final answer; a reader could count the early $112.00 as
a second final answer); tlq15g 22 (the Ray hybrid: 5 stated, then the same five lines numbered on to
91 until the string is cut: correct by the loop convention; a reader could call a runaway loop
no_answer); tlq15g 97 (the Grayson hybrid: '\boxed{84}' then 163 more boxes until the string ends:
the same); tlq15g 77, 78, 79 (Marin and Nancy's apples, tasks[454]: the question says they 'each
eat 4 apples a day', the GSM8K gold 150 comes from '4 + 1 = 5 apples' a day; all three models answer
240, right for the question as worded; labelled wrong against the gold, as the corpus labels against
its golds).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 41 tasks, 428-468, found, all equal; work/repeats.py and the build both check);
tasks[i] is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[428] thinking and
hybrid, tasks[429]-tasks[467] base, thinking, hybrid and tasks[468] base (GSM8K test lines 428-468:
the caterer's hot dogs, Indras's name, Charlotte's order, Dora's toys, Prince Bruce's dragons,
Josey's gasoline, George's candy bars, Ray's lollipops, Rory's cake, Sitti and Juris's oranges,
Antoine's soup, Wayne and Bernadette, Billie's bedroom, the sisters' beads, Marcus's house, Jon's
triathlon, Movie A, Michael's hay, Rozanne's eggnog, Joey's Scrabble lead, the salesman's sneakers,
Beatrice's crayons, the movie super ticket, Bentley's balloons, the car's average speed, Jenna's
jewels, Marin and Nancy's apples, Bob's potting soil, the magician's cards, Katelyn's fairies, the
spotted puppies, the farmer's feed, Grayson's recycling, Shondra's plants, Ali's money, Ashley's
tip, Finley's race, Miss Maria's cards, Becky and Kelly's apples, the hotel laundry, Fireman
Frank's shoes).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
2320000 (read again), 2336000, 2352000, 2368000, 2384000, 2400000, 2416000, 2432000, 2448000,
2464000, 2480000, 2496000, 2512000, 2528000, 2544000 (15 pages), and two checking reads at offsets
2392000 and 2515039 (used only to fix the 2384000 paste and the 2512000 loop split; not joined).
Nothing else was read.

Leads for a later round: the Qwen-Math file from 2544000 (re-read it: tasks[468] (Fireman Frank's
shoes) thinking_model opens on page 2544000 and runs on past its end; tasks[468] thinking and
hybrid and tasks[469]-[499] unread), about two to three tasks a page; this round's paste
pages/tl_qmath_gsm8k_2544000.txt (with a [[UNIT]] marker) may be reused after comparing.

Usage: python build_public_heldout115.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout115.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout115.jsonl"
SOURCE = "public_heldout115"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 2320000-2544000 joined (240,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|no_answer|truncated|R1-Distill (tasks[428], the caterer's hot dogs, gold 26; opens on page 2320000, ends on 2336000): takes 18 x 2 = 36 hotdogs, then repeats 'So, that's 36 hotdogs for 18 guests, each having two.' until the string ends at 'So, that's 36 hotdogs for 18 guests', inside its thinking: no final answer
tlq15g:1|wrong|prose_sentence|hybrid: takes 18 hotdogs prepared, 40 - 18 = 22, then 40 - 22; 'So, the number of guests who did not get a second hotdog is 18.' (gold 26)
tlq15g:2|correct|prose_sentence|base model (tasks[429], Indras's name, gold 13): 6 / 2 + 4 = 7, 6 + 7; 'Therefore, Indras and her sister have a combined total of 13 letters in their names.' = gold
tlq15g:3|correct|boxed|R1-Distill: after </think> '\[\n\boxed{13}\n\]' = gold
tlq15g:4|correct|answer_is|hybrid: 6 + 7; '6. So, the answer is 13 letters in total.', then an empty '####' line and the question restated word for word (no value after it) = gold
tlq15g:5|correct|boxed|base model (tasks[430], Charlotte's order, gold 132): 165 - 33, a Python block printing 132.0; 'is \(\boxed{132.00}\).' = gold 132 (written 132.00)
tlq15g:6|correct|boxed|R1-Distill: after </think> '**Final Order Amount:** \n\[\n\boxed{\$132.00}\n\]' = gold 132 (written $132.00)
tlq15g:7|correct|boxed|debatable: hybrid: opens with 'The final amount Charlotte needs to pay is $112.00.', then works 165 - 33 = 132 and calls the $112.00 'the answer provided in the original question', an empty '####' line, the working again; 'we will assume the correct final amount is $132.00.\n\nThe final amount Charlotte needs to pay is \boxed{132}.' = gold (the last final answer counts; a reader could call the early $112.00 a second final answer)
tlq15g:8|correct|prose_sentence|base model (tasks[431], Dora's toys, gold 1): 19 - 18; '4. Therefore, Dora needs $1 more to buy the skipping rope, the game, and the ball.' = gold
tlq15g:9|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{\$1}\n\]' = gold
tlq15g:10|correct|answer_colon|hybrid: 19 - 18; 'Answer: Dora needs $1 more to buy the skipping rope, the game, and the ball.' = gold
tlq15g:11|correct|boxed|base model (tasks[432], Prince Bruce's dragons, gold 30): 3/4 x 100, x 2, / 5; 'is \(\boxed{30}\).' = gold
tlq15g:12|correct|boxed|R1-Distill: after </think> 'Thus, the number of dragons Prince Bruce has slain is \(\boxed{30}\).' = gold
tlq15g:13|correct|final_answer_phrase|hybrid: 1/5 x 150; 'Thus, Prince Bruce has slain 30 dragons. The final answer is 30 dragons.' = gold
tlq15g:14|correct|answer_is|base model (tasks[433], Josey's gasoline, gold 6): 3/4 gallon x 8; 'Therefore, Josey needed 6 pints ...', an empty '####' line, 'The answer is 6 pints' = gold
tlq15g:15|correct|boxed|R1-Distill: after </think> 'Thus, Josey needed \(\boxed{6}\) pints of gasoline.' = gold
tlq15g:16|correct|boxed|hybrid: 0.75 x 8; an empty '####' line, the steps restated; 'Therefore, Josey needs \(\boxed{6}\) pints of gasoline.' = gold
tlq15g:17|correct|boxed|base model (tasks[434], George's candy bars, gold 5): x = 1.20 / 0.99, then 5 - 1.20 = 3.80, 3.80 / 0.75 = 5.0667 rounded down; 'George bought \(\boxed{5}\) candy bars.' = gold (flawed working, right value)
tlq15g:18|no_answer|truncated|R1-Distill: reaches 5 candy bars, then tries 40c + 75b = 4.95 with cents and dollars mixed, gets a negative count again and again, and ends at 'So, 40c + 75b = 4.95.\n\nWe' inside its thinking: no final answer
tlq15g:19|correct|boxed|hybrid: 4.95 - 1.20 = 3.75, / 0.75; 'The final answer is:\n\[\n\boxed{5}\n\]' and a closing remark = gold
tlq15g:20|correct|prose_sentence|base model (tasks[435], Ray's lollipops, gold 5): 20 / 4; '6. Therefore, each of Ray's friends received 5 lollipops.' = gold
tlq15g:21|correct|boxed|R1-Distill: after </think> '**Answer:** Each of Ray's friends received \(\boxed{5}\) lollipops.' = gold
tlq15g:22|correct|prose_sentence|debatable: hybrid (opens on page 2368000, ends on 2384000): 20 / 4 = 5; '8. The answer is 5 lollipops per friend.', then 'N. Therefore, each of Ray's friends received 5 lollipops.' and the same five lines numbered on to 91 until the string ends at '91. In total, Ray had 25 lollipops, which': labelled by its stated, never-contradicted 5 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:23|correct|prose_sentence|base model (tasks[436], Rory's cake, gold 15): 20 - 2 x 2.5; an empty '####' line, 'The remaining cake weighs 15 ounces.' = gold
tlq15g:24|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{15 \text{ ounces}}\n\]' = gold
tlq15g:25|correct|prose_sentence|hybrid: 20 - 5; an empty '####' line, the steps restated, 'The remaining cake weighs 20 ounces - 5 ounces = 15 ounces.' = gold
tlq15g:26|correct|boxed|base model (tasks[437], Sitti and Juris's oranges, gold 7): 56 / 8; 'each person will get \boxed{7} oranges.' = gold
tlq15g:27|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{7}\n\]' = gold
tlq15g:28|correct|boxed|hybrid: 56 / 8, 'everyone will get 7 oranges.', an empty '####' line, the steps restated; 'Therefore, everyone will get \boxed{7} oranges.' = gold
tlq15g:29|correct|boxed|base model (tasks[438], Antoine's soup, gold 2): 12 / 6; 'the cost per serving is \(\boxed{2}\).' = gold
tlq15g:30|correct|boxed|R1-Distill: after </think> '### **Final Answer**\n\[\n\boxed{2}\n\]' = gold
tlq15g:31|correct|boxed|hybrid: 12 / 6; 'Rounding to the nearest integer, the final answer is \(\boxed{2}\).' = gold
tlq15g:32|wrong|prose_sentence|base model (tasks[439], Wayne and Bernadette, gold 17; opens on page 2384000): 4 + 5; 'Therefore, Bernadette should leave 9 minutes before Wayne to get to the theater first.' (gold 17)
tlq15g:33|no_answer|truncated|R1-Distill (opens on page 2384000, ends on 2400000): 16 - 4 = 12, then 'So, the answer is 5 minutes.' again and again, then 7 minutes, and ends at 'Wait, but if she leaves 5 minutes earlier, she arrives' inside its thinking: no final answer
tlq15g:34|wrong|prose_sentence|hybrid: 16 - 5 = 11, 11 - 4 = 7; 'Therefore, Bernadette should leave 7 minutes before Wayne to get to the theater first.', an empty '####' line and the same paragraph again (gold 17)
tlq15g:35|correct|boxed|base model (tasks[440], Billie's bedroom, gold 98): 2 x (9 + 40); 'the perimeter of Billie's room is \boxed{98} feet.' = gold
tlq15g:36|correct|boxed|R1-Distill: after </think> 'The perimeter of Billie's room is \(\boxed{98}\) feet.' = gold
tlq15g:37|correct|prose_sentence|hybrid: 2 x 49; 'So, the perimeter of Billie's bedroom is 98 feet.' = gold
tlq15g:38|correct|boxed|base model (tasks[441], the sisters' beads, gold 80): 140 - 60; 'Margareth has \(\boxed{80}\) more beads than Elizabeth.' = gold
tlq15g:39|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{80}\n\]' = gold
tlq15g:40|correct|final_answer_phrase|hybrid (opens on page 2400000, ends on 2416000): 140 - 60; 'The final answer is 80 beads.' = gold
tlq15g:41|correct|prose_sentence|base model (tasks[442], Marcus's house, gold 49): 55 - 6; 'Therefore, the house's final temperature is 49 degrees.' = gold
tlq15g:42|no_answer|truncated|R1-Distill: reaches 49 degrees in its thinking, then repeats 'So, the oven is on for 180 minutes, and the window is open for 30 minutes.' until the string ends at 'and the window is open for', inside its thinking: no final answer
tlq15g:43|correct|prose_sentence|hybrid: 55 - 6, an empty '####' line, the steps restated; 'So, the final temperature of Marcus's house is 49 degrees.' = gold
tlq15g:44|wrong|prose_sentence|base model (tasks[443], Jon's triathlon, gold 59): takes James's total as 170 - 10; 'Therefore, it took James 49 minutes to do the run.' (gold 59)
tlq15g:45|correct|boxed|R1-Distill (opens on page 2416000, ends on 2432000): after </think> 'Thus, the time it took James to do the run is \(\boxed{59}\) minutes.' = gold
tlq15g:46|correct|boxed|hybrid: 170 + 10 - 121; 'The final answer is \(\boxed{59}\) minutes.' = gold
tlq15g:47|correct|boxed|base model (tasks[444], Movie A, gold 20): 80 / 4; 'the length of Movie A is \(\boxed{20}\) minutes.' = gold
tlq15g:48|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{20}\n\]' = gold
tlq15g:49|correct|prose_sentence|hybrid: 1/4 x 80; 'Thus, the length of Movie A is 20 minutes.' = gold
tlq15g:50|correct|prose_sentence|base model (tasks[445], Michael's hay, gold 6): 30 - 24; 'Therefore, Michael has $6 in change after he buys the hay.' = gold
tlq15g:51|correct|boxed|R1-Distill: after </think> '\[\n\boxed{6}\n\]' = gold
tlq15g:52|correct|final_answer_phrase|hybrid: 30 - 24; 'The final answer is $6 in change.' = gold
tlq15g:53|correct|prose_sentence|base model (tasks[446], Rozanne's eggnog, gold 2; opens on page 2432000): 50 / 25; '3. Finally, ... So, she can put out 50 / 25 = 2 trays.' = gold
tlq15g:54|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{2}\n\]' = gold
tlq15g:55|correct|answer_is|hybrid (opens on page 2432000, ends on 2448000): 50 / 25; 'So, Rozanne can put out 2 trays of eggnog. Is there any additional information or calculation needed? Yes, ... so the answer is 2 trays.' = gold
tlq15g:56|correct|boxed|base model (tasks[447], Joey's Scrabble lead, gold 5): 240 - 235; 'Joey is now winning by \(\boxed{5}\) points.' = gold
tlq15g:57|correct|boxed|R1-Distill: after </think> '### **Final Answer**\n\[\n\boxed{5}\n\]' = gold
tlq15g:58|wrong|prose_sentence|hybrid: leaves out Marcy's 10, 240 - 225; 'The answer is 15 points.', an empty '####' line, the paragraph again, 'Therefore, Joey is winning by 15 points.' (gold 5)
tlq15g:59|correct|boxed|base model (tasks[448], the salesman's sneakers, gold 539): 1115 - 576; 'the salesman's profit is \(\boxed{539}\) dollars.' = gold
tlq15g:60|correct|boxed|R1-Distill: after </think> 'The salesman's profit was \boxed{539} dollars.' = gold
tlq15g:61|correct|prose_sentence|hybrid: 1115 - 576; 'Therefore, the salesman's profit is $539.' = gold
tlq15g:62|correct|prose_sentence|base model (tasks[449], Beatrice's crayons, gold 112): 48 + 64; 'Therefore, Beatrice bought a total of 112 colors of crayons.' = gold
tlq15g:63|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{112}\n\]' = gold
tlq15g:64|correct|prose_sentence|hybrid: 48 + 64; 'Therefore, the total number of crayon colors Beatrice bought is 112.' = gold
tlq15g:65|wrong|boxed|base model (tasks[450], the movie super ticket, gold 4): 23 - 15 = 8, 8 - 2; 'the regular price of popcorn is \(\boxed{6}\).' (gold 4)
tlq15g:66|wrong|boxed|R1-Distill (opens on page 2448000, ends on 2464000): takes the super ticket as $20 with nothing extra, P - 5 = 2; after </think> 'The regular price of popcorn is \(\boxed{7}\) dollars.' (gold 4)
tlq15g:67|wrong|prose_sentence|hybrid: 15 + P = 20 + 2; 'The regular price of popcorn is $7.' (gold 4)
tlq15g:68|correct|boxed|base model (tasks[451], Bentley's balloons, gold 11050): 170 x 65; 'is \(\boxed{11050}\).' = gold
tlq15g:69|correct|boxed|R1-Distill: after </think> '### **Final Answer**\n\n\[\n\boxed{\$11,\!050}\n\]' = gold 11050 (written $11,\!050)
tlq15g:70|wrong|boxed|hybrid: 170 x 65 = 11050, then divides by 100 'to convert this to dollars'; 'The final answer is \(\boxed{110.50}\).' (gold 11050)
tlq15g:71|correct|prose_sentence|base model (tasks[452], the car's average speed, gold 50): 150 / 3; 'Therefore, the car's average speed during the trip is 50 mph.' = gold
tlq15g:72|correct|boxed|R1-Distill: after </think> 'Thus, the car's average speed during the trip is \boxed{50} mph.' = gold
tlq15g:73|correct|prose_sentence|hybrid: 150 / 3; 'Therefore, the car's average speed during the trip is 50 mph.' = gold
tlq15g:74|correct|prose_sentence|base model (tasks[453], Jenna's jewels, gold 6400): 4000 + 2400; '6. Therefore, the total value of all her jewels is $4000 (sapphires) + $2400 (rubies) = $6400.' = gold
tlq15g:75|correct|boxed|R1-Distill (opens on page 2464000, ends on 2480000): after </think> the steps, '\boxed{6400}' = gold
tlq15g:76|correct|prose_sentence|hybrid: 4000 + 2400; an empty '####' line, the steps restated, 'Therefore, all of Jenna's jewels are worth $6400.' = gold
tlq15g:77|wrong|prose_sentence|debatable: base model (tasks[454], Marin and Nancy's apples, gold 150): 4 x 30 + 4 x 30; 'Therefore, the total number of apples they eat in 30 days is 120 apples + 120 apples = 240 apples.' (gold 150; the gold's working takes '4 + 1' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold)
tlq15g:78|wrong|boxed|debatable: R1-Distill: 8 a day x 30; after </think> '**Final Answer:**\n\[\n\boxed{240}\n\]' (gold 150; the gold's '4 + 1' does not match the question's 'each eat 4'; labelled against the gold)
tlq15g:79|wrong|boxed|debatable: hybrid: 8 x 30; 'The final answer is \(\boxed{240}\).' (gold 150; the gold's '4 + 1' does not match the question's 'each eat 4'; labelled against the gold)
tlq15g:80|correct|boxed|base model (tasks[455], Bob's potting soil, gold 1920): 160 bags x $12; 'is \(\boxed{1920}\) dollars.' = gold
tlq15g:81|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{\$1,\!920}\n\]' = gold 1920 (written $1,\!920)
tlq15g:82|correct|prose_sentence|hybrid: 'total volume \ufffddivided by volume per bag' (a replacement character before 'divided'), 160 x $12; 'Therefore, the total cost for the potting soil will be $1,920.' = gold 1920 (written $1,920)
tlq15g:83|correct|boxed|base model (tasks[456], the magician's cards, gold 78): 15 + 24 + 39; 'the total number of cards in the set is \(\boxed{78}\).' = gold
tlq15g:84|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{78}\n\]' = gold
tlq15g:85|correct|prose_sentence|hybrid: 15 + 24 + 39; 'Therefore, there are 78 cards in total. Is this correct? Yes, it seems correct. The total number of cards is 78.' = gold
tlq15g:86|correct|prose_sentence|base model (tasks[457], Katelyn's fairies, gold 45; opens on page 2480000): 75 - 30; '4. Ten minutes later, 30 fairies flew away, so the number of fairies remaining is 75 - 30 = 45 fairies.' = gold
tlq15g:87|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{45}\n\]' = gold
tlq15g:88|correct|answer_is|hybrid (opens on page 2480000, ends on 2496000): 75 - 30; '5. Therefore, there are 45 fairies remaining.', an empty '####' line, 'The answer is 45 fairies.' = gold
tlq15g:89|correct|prose_sentence|base model (tasks[458], the spotted puppies, gold 35): 7 / 20 x 100; 'Therefore, 35% of all the puppies have spots.' = gold 35 (written 35%)
tlq15g:90|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{35\%}\n\]' = gold 35 (written 35\%)
tlq15g:91|correct|prose_sentence|hybrid: (7 / 20) x 100; 'Is this correct? Yes, ... So, the percentage of puppies with spots is 35%.' = gold 35 (written 35%)
tlq15g:92|correct|boxed|base model (tasks[459], the farmer's feed, gold 2): 4500 / 2250; 'the farmer needs \boxed{2} trips to transport all the feed.' = gold
tlq15g:93|correct|final_answer_phrase|R1-Distill: sums the feed to 4499, 4499 / 2250 = 1.98 rounded up; after </think> '\boxed{2}', then '**Final Answer:** The farmer needs to make **2 trips** to transport all the feed.' = gold (flawed sum, right value)
tlq15g:94|correct|prose_sentence|hybrid: sums the feed to 4490, '4490 / 2250 \ufffd' (a replacement character), rounded up; 'Therefore, the farmer needs to make 2 trips to transport all the feed.' = gold (flawed sum, right value)
tlq15g:95|wrong|prose_sentence|base model (tasks[460], Grayson's recycling, gold 84; opens on page 2496000, ends on 2512000): 'Grayson earns 26 cents from recycling in a four-week month.', 'Step-by-step explanation:' and the same sentence 132 times more until the string ends (gold 84; no working)
tlq15g:96|correct|boxed|R1-Distill: after </think> 'Thus, Grayson earns \(\boxed{84}\) cents from recycling in a four-week month.' = gold
tlq15g:97|correct|boxed|debatable: hybrid: 21 x 4 = 84; 'The final answer is:\n\[\n\boxed{84}\n\]', then '\[\n\boxed{84}\n\]' 163 times more until the string ends: labelled by its stated, never-contradicted 84 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:98|correct|prose_sentence|base model (tasks[461], Shondra's plants, gold 9): 16 - 7; 'Therefore, Shondra has 9 plants.' = gold
tlq15g:99|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{9}\n\]' = gold
tlq15g:100|correct|final_answer_phrase|hybrid: 16 - 7; 'Is this correct? Yes, that's correct. Shondra has 9 plants. So, the final answer is 9 plants.' = gold
tlq15g:101|correct|prose_sentence|base model (tasks[462], Ali's money, gold 71): 21 + 50; '4. Therefore, Ali now has $71.' = gold
tlq15g:102|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{71}\n\]' = gold
tlq15g:103|correct|prose_sentence|hybrid: 21 + 50, an empty '####' line, the steps restated; 'Therefore, Ali now has $71.' = gold
tlq15g:104|correct|boxed|base model (tasks[463], Ashley's tip, gold 18; opens on page 2512000, ends on 2528000): 15 + 3; 'is \(\boxed{18}\).' = gold
tlq15g:105|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{18}\n\]' = gold
tlq15g:106|correct|prose_sentence|hybrid: 15 + 3; 'Therefore, Ashley should give a total of $18 to the delivery man.' = gold
tlq15g:107|wrong|boxed|base model (tasks[464], Finley's race, gold 6): 1 - 5 read as 5th, + 2 = 7, - 3 = 4, + 1; 'Thus, Finley finished in \(\boxed{5}\)th place.' (gold 6)
tlq15g:108|wrong|boxed|R1-Distill: 1 - 5 taken round a 100-place circle to 96, then 98, 95, 96; after </think> 'Thus, Finley finished in \boxed{96}th place.' (gold 6)
tlq15g:109|correct|prose_sentence|hybrid: 6th, 'moved ahead 2 spots, placing her in the 8th place', 5th, 6th; 'Therefore, Finley finished in 6th place.' = gold 6 (flawed working, right value)
tlq15g:110|correct|boxed|base model (tasks[465], Miss Maria's cards, gold 30): 300 / 10; 'The final answer is:\n\[\n\boxed{30}\n\]' = gold
tlq15g:111|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{30}\n\]' = gold
tlq15g:112|correct|prose_sentence|hybrid: '300 cards \ufffd 10 cards per student = 30 students' (a replacement character); 'Therefore, Miss Maria has 30 students.' = gold
tlq15g:113|correct|boxed|base model (tasks[466], Becky and Kelly's apples, gold 1; opens on page 2528000, ends on 2544000): 9 - 8; 'Kelly paid \(\boxed{1}\) dollar more than Becky.' = gold
tlq15g:114|correct|boxed|R1-Distill: after </think> '### **Final Answer**\n\n\[\n\boxed{\$1.00}\n\]' = gold 1 (written $1.00)
tlq15g:115|correct|prose_sentence|hybrid: 9.00 - 8.00; 'So, Kelly paid $1.00 more than Becky.' = gold 1 (written $1.00)
tlq15g:116|wrong|boxed|base model (tasks[467], the hotel laundry, gold 1200): leaves out the comforter, 14 x 80; 'is \(\boxed{1120}\).' (gold 1200)
tlq15g:117|wrong|boxed|R1-Distill: 14 pieces a room x 80; after </think> '\[\n\boxed{1120}\n\]' (gold 1200)
tlq15g:118|wrong|final_answer_phrase|hybrid: 14 x 80 = 1120; 'Let's verify', then a check paragraph ending 'The final answer is 1120 pieces of laundry. Let's confirm this with a step-by-step calculation.' 7 times over until the string ends at 'that's 80 * 4 = 32' (gold 1200; loop convention: the repeated value is not the gold)
tlq15g:119|correct|boxed|base model (tasks[468], Fireman Frank's shoes, gold 120): 300 - 180; 'the number of shoes Frank will have on Sunday is \boxed{120}.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
