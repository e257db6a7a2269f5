__doc__ = r"""Build public_heldout120.jsonl: a 120th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

95 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-115 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): the last 11 pages of the file,
  2544000-2704000 (page 2544000 read again; round 115 read pages 2320000-2544000; page 2704000 is
  the file's last, 3,469 characters), tasks[468] thinking and hybrid and tasks[469]-tasks[499]
  (the file's last task) all three models. The file is read to its end: 95 records, under the
  brief's 120-200 target, because the file has no more tasks.

Method (rounds 76-115): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script (work/mk.py, round 115's, unchanged) decoded that
display form once into the page text (pages/*.page) and checked its length: every page decodes to
exactly 16,000 characters, the last (2704000) to the file's remaining 3,469 (2,707,469 in all).
Page 2544000 was read again and its display compared with round 115's paste of it (the same
opening ', Kelly paid \\(\\boxed{1}\\) dollar more than Becky.', the same closing '... Frank sells
**180 in', the same records between, the laundry hybrid's loop the same); that paste (with its
loop marker) is reused and decodes to the same 16,000 characters as round 115's page file (cmp).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
([[UNIT]] ... [[/UNIT]]) and the marker where the further copies go ([[MORE]]) was replaced by that
unit a whole number of times, the number fixed by the page length (every count 0-300 tried;
exactly one fits on each page). Markers: 2544000 (round 115's paste), the laundry hybrid's check
paragraph "\n\nFirst, let's calculate the number of pillow cases for 80 rooms: ... Let's confirm
this with a step-by-step calculation." (746 characters; 6 more); 2640000, the Jana hybrid's
"This confirms that the number of girl Pomeranians is indeed 6. Let's also check this with a
different approach:\n- If 27 divided by 3 is 9, then 9 divided by 3 is 3. So, 3 is one-third of
the Pomeranians, which is 18 divided by 3. Therefore, 6 is the number of girl Pomeranians.\n\n"
(282 characters as the file holds it; 15 more, so 16 whole copies, then a 17th cut where the
string ends). Pasted whole: the Marissa, Gina, Belen, Gabriel and Brett R1-Distills (their
re-checks vary), the Heather, cheerleader and Mark R1-Distills (restated paragraphs whose wording
varies). The pages were joined in file order (163,469 characters), so a completion crossing an
edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
`enc` = `json`, decoded once more by the build; work/extract.py), never retyped. As a check of the
pastes, the joined text from tasks[467]'s opening brace to the file's end parses as JSON (33
tasks), and every task's question and '####' gold equal GSM8K test lines 467-499 exactly.

Edges: page 2544000 opens inside tasks[466] (Becky and Kelly's apples) base_model, whose answers
are round 115's; tasks[467] (the hotel laundry) all three and tasks[468] (Fireman Frank's shoes)
base_model lie on page 2544000 and are round 115's (tlq15g 116-119 there; not taken again);
tasks[468] thinking_model opens on 2544000 and ends on 2560000 (round 115 dropped it, cut by its
last page) and is taken whole, as is tasks[468] hybrid_model (on 2560000). Every completion of
tasks[469]-[499] is taken; the file ends after tasks[499] ('\n    }\n  ]\n}'), so nothing is cut
by the last page and nothing is dropped. Records crossing a page edge: tlq15g 0, 9, 32, 43, 57,
77, 84, 93.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl and of the
other /tmp/rounds/real*/public_heldout*.jsonl present at the check: 147 files, 23,340 distinct
texts, by script, reading no labels; work/repeats.py) and with the others of this round: nothing
repeats. The kept records are numbered in file order (tlq15g 0-94; 0/1 = tasks[468]
thinking/hybrid, then 3k + 2/3/4 = tasks[469+k] base/thinking/hybrid).

Repositories (95 records): thaotnguyen/thinking-llms-interp 95 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 95 (test), MATH 0. Prompt format: long_cot 95 (no tag format asked for: base and
hybrid models write free prose, steps, python or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 80, wrong 12, no_answer 3. Forms: boxed 55, prose_sentence 32,
final_answer_phrase 3, truncated 3, answer_colon 2. 1 debatable (tlq15g 61; see below).

Truths by model: base_model (Qwen2.5-Math-1.5B; 31 records) 28 correct, 3 wrong (29, 77, 86);
thinking_model (R1-Distill-Qwen-1.5B; 32) 26 correct, 3 wrong (0, 63, 87), 3 no_answer (75, 78, 93:
each cut inside its thinking, in a run of restated readings, before '</think>'); hybrid_model (32)
26 correct, 6 wrong (22, 31, 64, 76, 79, 94).

Label conventions (rounds 72-115): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and an R1-Distill answer cut inside its think block is no_answer even where
its working has reached a value (tlq15g 75 reaches 33.33 cents, 78 reaches 53 feet and others, 93
reaches n = 8; none the gold); equal in value but written differently is correct (here
'\boxed{10\%}' and '10%' for 10, '\boxed{\$220}' for 220, a unit word after the value). A '####'
line with nothing on it, followed by a restated solution or a sentence, is read as prose: the
restated part's last answer counts (tlq15g 17, 44, 46, 64, 67, 73, 94). Text after the committed
answer (an invented 'Is this correct? Yes' exchange, a closing remark) that keeps the value does
not count (tlq15g 19, 28, 31, 37, 49, 52, 82). 'Correct answer: 40.' after the stated answer is
read as answer_colon (as round 80 did for 'Correct answer: 3 bolts.'). Right value from flawed
working is correct (tlq15g 4). Loop convention: a response that states its answer and then
repeats it until cut is labelled by the stated, never-contradicted value (tlq15g 61 correct).

Debatable: tlq15g 61 (the Jana hybrid: 'The final answer is 6 girl Pomeranians.', then the same
'This confirms ... indeed 6' check 16 times whole and a 17th cut when the string ends: correct by
the loop convention; a reader could call a runaway loop no_answer).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 32 tasks, 468-499, found, all equal; work/repeats.py and the build both check);
tasks[i] is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[468] thinking and
hybrid, tasks[469]-tasks[499] base, thinking, hybrid (GSM8K test lines 468-499: Fireman Frank's
shoes, Mary's sprinkles, Theo's pen and paper, Marissa's pencils, Matt's carrot sticks, Benny's
shark and remoras, the desktop computers, Jason's new shoes, Sarah's books, Gina's class
allergies, the company tour, Tom's anniversary trip, Jasper's paint, Belen's pennies, Keegan's car
wash, Gabriel and Luri's songs, Stetson's oranges, Jillian's handbag, James's running, Uncle Ben's
oats, Jana's puppies, the three countries' temperatures, the toy car savings, Jaime's eggs,
Sally's pizzas, Heather's razors, the cheerleaders' pyramid, Charisma's walks, Brett and Angela's
ages, Paul's car rides, Brianne and Ashley's pies, Mark's party venues).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
2544000 (read again), 2560000, 2576000, 2592000, 2608000, 2624000, 2640000, 2656000, 2672000,
2688000, 2704000 (11 pages, the last one 3,469 characters). Nothing else was read.

Leads for a later round: this file is now read to its end (tasks[0]-[499] over rounds 72-120).
In the same repository at 0c6c09b9, hybrid/results/ also holds
benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json and
benchmark_results_qwen2.5-32b_math500_random-firing.json, which the builders name only as listed,
not read (round 75); check repeats against the qwen2.5-32b rounds (the same questions).

Usage: python build_public_heldout120.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout120.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout120.jsonl"
SOURCE = "public_heldout120"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 2544000-2704000 joined (163,469 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|wrong|boxed|R1-Distill (tasks[468], Fireman Frank's shoes, gold 120; opens on page 2544000, ends on 2560000): leaves out the 200 he starts with, 10 + 30 + 60 = 100, 100 - 180 = -80, 'he has **0 shoes** left'; after </think> '\[\n\boxed{0}\n\]' (gold 120)
tlq15g:1|correct|final_answer_phrase|hybrid: 200 + 10 + 30 + 60 - 180; 'Therefore, on Sunday, Frank will have 120 shoes. The final answer is 120 shoes.' = gold
tlq15g:2|correct|boxed|base model (tasks[469], Mary's sprinkles, gold 4): 6 x 8 = 48, 48 / 12; 'Mary should bake \(\boxed{4}\) pans worth of cupcakes.' = gold
tlq15g:3|correct|boxed|R1-Distill: its thinking plans 'each cupcake requires 8 sprinkles' (no numbers worked); after </think> 48 / 12, '**Final Answer:**\n\nMary should bake \(\boxed{4}\) pans worth of cupcakes.' = gold
tlq15g:4|correct|boxed|hybrid: 48 sprinkles, 'each cupcake requires 1 sprinkle', 48 / 12; 'The final answer is:\n\[\n\boxed{4}\n\]', two python blocks, 'The output of the code is 4, ... The final answer is:\n\[\n\boxed{4}\n\]' = gold (flawed working, right value)
tlq15g:5|correct|boxed|base model (tasks[470], Theo's pen and paper, gold 3): 3 x 2 - 1 = 5, 10 - 7; 'the amount of change Theo received is \(\boxed{3}\).' = gold
tlq15g:6|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{3}\n\]' = gold
tlq15g:7|correct|boxed|hybrid: 10 - 7; 'Therefore, the amount of change Theo received is \(\boxed{3}\).' = gold
tlq15g:8|correct|boxed|base model (tasks[471], Marissa's pencils, gold 80): 300 - 60 = 240, 240 / 3; 'the number of pencils left at the end of the year is \(\boxed{80}\).' = gold
tlq15g:9|correct|boxed|R1-Distill (opens on page 2560000, ends on 2576000): 300, 60, 240, 80 checked several ways, '**Final Answer**' in its thinking; after </think> 'Thus, the number of pencils left at the end of the year is \boxed{80}.' = gold
tlq15g:10|correct|prose_sentence|hybrid (on page 2576000): 240 / 3 = 80, a 'Verify' step (240 - 80 = 160 used), 'Therefore, ... is 80.', the steps again; 'So, the number of pencils left at the end of the year is 80.' = gold
tlq15g:11|correct|prose_sentence|base model (tasks[472], Matt's carrot sticks, gold 6): 5 = x/2 + 2; 'Therefore, Matt has to eat 6 carrot sticks to have a total of 5 cookies.' = gold
tlq15g:12|correct|boxed|R1-Distill: after </think> '**Conclusion**\n\nMatt has to eat \(\boxed{6}\) carrot sticks.' = gold
tlq15g:13|correct|prose_sentence|hybrid: c/2 + 2 = 5; 'Therefore, the number of carrot sticks Matt has to eat is 6.' = gold
tlq15g:14|correct|boxed|base model (tasks[473], Benny's shark and remoras, gold 10): 1 foot / 10 feet x 100; 'the combined length of the remoras is \boxed{10\%} of the shark's body length.' = gold 10 (written 10\%)
tlq15g:15|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{10\%}\n\]' = gold 10 (written 10\%)
tlq15g:16|correct|prose_sentence|hybrid: (1/10) x 100; 'Therefore, the combined length of the remoras is 10% of the shark's body length. This means that the remoras make up 10% ...' = gold 10 (written 10%)
tlq15g:17|correct|prose_sentence|base model (tasks[474], the desktop computers, gold 80): x/4 = 20; 'Therefore, there are 80 students at that grade level.', an empty '####' line, 'There are 80 students at that grade level.' = gold
tlq15g:18|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{80}\n\]' = gold
tlq15g:19|correct|prose_sentence|hybrid: (1/4)x = 20; 'Therefore, there are 80 students at that grade level. Is this correct? Yes, that makes sense ... 80 is the total number of students.' = gold
tlq15g:20|correct|boxed|base model (tasks[475], Jason's new shoes, gold 20; on page 2592000): 4 x 3 = 12 days, 240 / 12; 'Jason has to spend \boxed{20} minutes walking each day.' = gold
tlq15g:21|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{20}\n\]' = gold
tlq15g:22|wrong|boxed|hybrid: leaves out the three weeks, 240 / 4 = 60; 'Therefore, Jason needs to walk for 60 minutes each day ...' and '\boxed{60 \text{ minutes per day}}' (gold 20)
tlq15g:23|correct|answer_colon|base model (tasks[476], Sarah's books, gold 5): 300 / 15 = 20, 20 / 4; 'Answer:\nEach child got 5 books.' = gold
tlq15g:24|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{5}\n\]' = gold
tlq15g:25|correct|prose_sentence|hybrid: 20 / 4; 'Therefore, each child received 5 books.' = gold
tlq15g:26|correct|prose_sentence|base model (tasks[477], Gina's class allergies, gold 20): 9 + 6 - 3 = 12, 32 - 12; 'Therefore, there are 20 kids in Gina's class who are not allergic to anything.' = gold
tlq15g:27|correct|boxed|R1-Distill: 12 allergic, 32 - 12 (a passing 9 + 6 + 3 = 18 set aside); after </think> 'Thus, the number of kids not allergic to anything is \boxed{20}.' = gold
tlq15g:28|correct|final_answer_phrase|hybrid: 32 - 12; 'Therefore, the answer is 20 kids. Is this correct? Yes, it seems correct. ... The final answer is 20 kids who are not allergic to anything.' = gold
tlq15g:29|wrong|prose_sentence|base model (tasks[478], the company tour, gold 621): (3 x 200) x 7 = 4200; 'Therefore, the total number of people going on the tour is 4200.' (gold 621)
tlq15g:30|correct|boxed|R1-Distill: 600 + 21; after </think> '**Final Answer:**\n\[\n\boxed{621}\n\]' = gold
tlq15g:31|wrong|boxed|hybrid: 3 x 200; 'The final answer is:\n\[\n\boxed{600}\n\]', then 'The guides are not counted in the total number of people going on the tour.' (gold 621)
tlq15g:32|correct|boxed|base model (tasks[479], Tom's anniversary trip, gold 15400; opens on page 2592000, ends on 2608000): 10000 + 3 x 1800; 'the total cost of the trip is \(\boxed{15400}\).' = gold
tlq15g:33|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{15400}\n\]' = gold
tlq15g:34|correct|boxed|hybrid: 10000 + 5400, '$15,400.00', a python block and its output 15400.0; 'The total cost of the trip is \(\boxed{15400}\) dollars.' = gold
tlq15g:35|correct|boxed|base model (tasks[480], Jasper's paint, gold 11): 2 + 9; 'the total number of tubes of paint Jasper has is \(\boxed{11}\).' = gold
tlq15g:36|correct|boxed|R1-Distill: after </think> the steps, '\[\n\boxed{11}\n\]' = gold
tlq15g:37|correct|prose_sentence|hybrid: 2 + 9; 'So, Jasper has 11 tubes of paint. Is that correct? Yes, that makes sense ...' = gold
tlq15g:38|correct|prose_sentence|base model (tasks[481], Belen's pennies, gold 84): 36 + 48; 'Therefore, the combined weight of the two pennies is 84 grains.' = gold
tlq15g:39|correct|boxed|R1-Distill: after </think> 'Thus, the combined weight of the two pennies is \boxed{84} grains.' = gold
tlq15g:40|correct|prose_sentence|hybrid: 48 + 36; 'Thus, the combined weight of the two pennies is 84 grains.' = gold
tlq15g:41|correct|prose_sentence|base model (tasks[482], Keegan's car wash, gold 26): 83 + 91 = 174; '... so they still need to earn $200 - $174 = $26 more to reach their goal.' = gold
tlq15g:42|correct|boxed|R1-Distill: after </think> '3. **Final Answer:**\n   \n   \[\n   \boxed{26}\n   \]', then 'Keegan and Tasha need to earn an additional **\$26** ...' = gold
tlq15g:43|correct|boxed|hybrid (opens on page 2608000, ends on 2624000): 200 - 174; 'The final answer is \boxed{26}.', a check; 'Thus, the answer is \boxed{26}.' = gold
tlq15g:44|correct|prose_sentence|base model (tasks[483], Gabriel and Luri's songs, gold 40): 80 - 40; 'Therefore, Luri can add 80 - 40 = 40 fewer songs ...', an empty '####' line, 'Luri can add 40 fewer songs to his portable media player than Gabriel can add to his.' = gold
tlq15g:45|correct|boxed|R1-Distill: after </think> 'Thus, the number of fewer songs Luri can add compared to Gabriel is \(\boxed{40}\).' = gold
tlq15g:46|correct|prose_sentence|hybrid: 80 - 40; 'Therefore, Luri can add 40 fewer songs than Gabriel.', an empty '####' line, '... Therefore, Luri can add 40 fewer songs than Gabriel.' = gold
tlq15g:47|correct|prose_sentence|base model (tasks[484], Stetson's oranges, gold 240): 2/5 x 60 = 24, x $10; 'Therefore, Stetson gave up a total of $240.' = gold
tlq15g:48|correct|boxed|R1-Distill: 24 x 10; after </think> '**Final Answer:**\n\n\[\n\boxed{240}\n\]' = gold
tlq15g:49|correct|boxed|hybrid: 24 x 10; 'Therefore, the final answer is:\n\[\n\boxed{240}\n\]\nThis means Stetson gave up $240 for the oranges he ate.' = gold
tlq15g:50|correct|prose_sentence|base model (tasks[485], Jillian's handbag, gold 220): 3 x 80 - 20; 'Therefore, Jillian's handbag cost $220.' = gold
tlq15g:51|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{\$220}\n\]' = gold 220 (written \$220)
tlq15g:52|correct|prose_sentence|hybrid: 240 - 20; 'Therefore, Jillian's handbag cost $220. Is this correct? Yes, that seems right. The handbag costs $220 ...' = gold
tlq15g:53|correct|boxed|base model (tasks[486], James's running, gold 6): 60 miles / 10; 'the number of hours James runs a week is \(\boxed{6}\).' = gold
tlq15g:54|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{6}\n\]' = gold
tlq15g:55|correct|boxed|hybrid: 60 / 10; 'The final answer is:\n\[ \boxed{6} \]' = gold
tlq15g:56|correct|boxed|base model (tasks[487], Uncle Ben's oats, gold 4; on page 2624000): 40 pounds a day x 5 / 50; 'Uncle Ben needs \boxed{4} bags of oats ...' = gold
tlq15g:57|correct|boxed|R1-Distill (opens on page 2624000, ends on 2640000): 200 / 50 ('oarts'/'Oarts' for oats three times); after </think> '### **Final Answer**\n\n\[\n\boxed{4}\n\]' = gold
tlq15g:58|correct|prose_sentence|hybrid: '200 pounds \ufffd 50 pounds/bag = 4 bags' (a replacement character for the division sign); 'Therefore, Uncle Ben needs 4 bags of oats to feed his horses for five days.' = gold
tlq15g:59|correct|prose_sentence|base model (tasks[488], Jana's puppies, gold 6): (2/3) x 27 = 18, (1/3) x 18; 'Therefore, Jana has 6 girl Pomeranians.' = gold
tlq15g:60|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{6}\n\]' = gold
tlq15g:61|correct|final_answer_phrase|debatable: hybrid: 18, 6; 'So, Jana has 6 girl Pomeranians. The final answer is 6 girl Pomeranians.', checks, then the paragraph 'This confirms that the number of girl Pomeranians is indeed 6. Let's also check this with a different approach:\n- If 27 divided by 3 is 9, then 9 divided by 3 is 3. ... Therefore, 6 is the number of girl Pomeranians.' 16 times whole and a 17th cut at '- If 27 divided by 3 is 9, then' where the string ends: labelled by its stated, never-contradicted 6 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:62|correct|boxed|base model (tasks[489], the three countries' temperatures, gold -10): -48 + 21 - 3 = -30, / 3; 'is \boxed{-10} degrees Fahrenheit.' = gold
tlq15g:63|wrong|boxed|R1-Distill: after </think> '-48 + 21 - 3 = -20', -20 / 3; '\[\n   \boxed{-6.67\degree\text{F}}\n   \]' (gold -10)
tlq15g:64|wrong|prose_sentence|hybrid: '-48 + 21 + (-3) = -20', / 3; 'Therefore, the average highest temperature of the three countries is -6.67 degrees Fahrenheit.', an empty '####' line and the same sentence (gold -10)
tlq15g:65|correct|boxed|base model (tasks[490], the toy car savings, gold 4): 8 / 2; 'it will take the child \boxed{4} days ...' = gold
tlq15g:66|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{4}\n\]' = gold
tlq15g:67|correct|prose_sentence|hybrid: 8 / 2; 'Therefore, it will take him 4 days ...', an empty '####' line, '... so it will take him 8 / 2 = 4 days to save the remaining amount.' = gold
tlq15g:68|correct|boxed|base model (tasks[491], Jaime's eggs, gold 16; its question crosses from page 2640000 to 2656000, the answers lie on 2656000): 64 - 48; 'the number of eggs that won't fit on the trays is \(\boxed{16}\).' = gold
tlq15g:69|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{16}\n\]' = gold
tlq15g:70|correct|prose_sentence|hybrid: 64 - 48; 'Therefore, Jaime will not be able to place 16 eggs on the trays.' = gold
tlq15g:71|correct|prose_sentence|base model (tasks[492], Sally's pizzas, gold 32): 8 + 24; 'Therefore, Sally spends $32 in all.' = gold
tlq15g:72|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{32}\n\]' = gold
tlq15g:73|correct|prose_sentence|hybrid: 8 + 24; '4. Therefore, Sally spends a total of $32 on pizzas.', an empty '####' line, the steps restated, 'Therefore, Sally spends a total of $32 on pizzas.' = gold
tlq15g:74|correct|boxed|base model (tasks[493], Heather's razors, gold 25): $4 - $2 = $2 for 8 razors; 'the cost of each individual razor after the discount is \(\boxed{25}\) cents.' = gold
tlq15g:75|no_answer|truncated|R1-Distill: takes 'two free razors', $2.00 for six razors, 33.33 cents, then weighs rounding to 33 or 34 in restated paragraphs and ends at 'If we round down, it's 3' inside its thinking: no final answer
tlq15g:76|wrong|boxed|hybrid: $2.00 for two packs, then '$2.00 / 4 = $0.50'; 'The final answer is \(\boxed{50}\) cents.' (gold 25)
tlq15g:77|wrong|boxed|base model (tasks[494], the cheerleaders' pyramid, gold 21; opens on page 2656000, ends on 2672000): adds every girl's height, 256 + 192 + 128 + 60 = 636, / 12; 'the height of the human pyramid is \(\boxed{53}\) feet.' (gold 21)
tlq15g:78|no_answer|truncated|R1-Distill: 636 inches = 53 feet, then 700 inches, then 'the height of the tallest person', 124 inches, 64 inches, and ends at 'But the base is 4 cheerleaders, each 64 inches tall, so' inside its thinking: no final answer
tlq15g:79|wrong|prose_sentence|hybrid: 256 + 192 + 128 + 60 = 636, / 12; 'Therefore, the height of the human pyramid is 53 feet tall.' (gold 21)
tlq15g:80|correct|boxed|base model (tasks[495], Charisma's walks, gold 200): 40 hours x 5; 'Charisma has walked \boxed{200} minutes.' = gold
tlq15g:81|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{200}\n\]' = gold
tlq15g:82|correct|boxed|hybrid: 5 x 40; 'Therefore, the final answer is:\n\[\n\boxed{200}\n\]\nThis is the total number of minutes she has walked over the 5 days.' = gold
tlq15g:83|correct|prose_sentence|base model (tasks[496], Brett and Angela's ages, gold 38): A + 4 = 3 x 14; 'So, Angela is currently 38 years old.' = gold
tlq15g:84|correct|boxed|R1-Distill (opens on page 2672000, ends on 2688000): 38, a passing 3 x 18 = 54 set aside; after </think> 'Thus, Angela is currently \boxed{38} years old.' = gold
tlq15g:85|correct|prose_sentence|hybrid: 42 - 4, a check; 'This confirms that the solution is correct. So, Angela is currently 38 years old.' = gold
tlq15g:86|wrong|prose_sentence|base model (tasks[497], Paul's car rides, gold 112): prices all 28 rides at $6 and again at $2, 168 + 56; 'Therefore, Paul spent a total of $224 on driving his car during these two weeks.' (gold 112)
tlq15g:87|wrong|boxed|R1-Distill: 28 rides x $6 + 28 rides x $2; after </think> '### **Final Answer**\n\[\n\boxed{224}\n\]' (gold 112)
tlq15g:88|correct|boxed|hybrid: (6 + 2) x 14; 'is \(\boxed{112}\) dollars.' = gold
tlq15g:89|correct|prose_sentence|base model (tasks[498], Brianne and Ashley's pies, gold 40): 50 + 70 = 120; '4. Since one greek orange pie needs three oranges, they can make 120 / 3 = 40 greek orange pies.' = gold
tlq15g:90|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{40}\n\]' = gold
tlq15g:91|correct|answer_colon|hybrid: 120 / 3; '5. Therefore, they can make 40 greek orange pies. Correct answer: 40. Reasoning: 120 oranges divided by 3 oranges per pie equals 40 pies.' = gold
tlq15g:92|correct|prose_sentence|base model (tasks[499], Mark's party venues, gold 10): 200 + 5x = 25x; 'Therefore, the two venues will be equal in cost when there are 10 guests.' = gold
tlq15g:93|no_answer|truncated|R1-Distill (opens on page 2688000, ends on 2704000): leaves out the first venue's food, 200 = 25n, n = 8, 'But that seems low.' and the same paragraphs again and again until the string ends at 'the total cost for the second venue is $2' inside its thinking: no final answer
tlq15g:94|wrong|prose_sentence|hybrid: puts the $5 food on the second venue, 200 = 30n, 6.67 rounded up; 'Therefore, the two venues will be equal in cost when there are 7 guests.', an empty '####' line and the same solution again ending '... when there are 7 guests.' (gold 10)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
