__doc__ = r"""Build public_heldout99.jsonl: a 99th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

133 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-96 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 15 consecutive pages 1424000-1648000
  (page 1424000 read again; round 96 read pages 1232000-1424000), tasks[263] thinking_model and
  hybrid_model, tasks[264]-tasks[306] all three models, tasks[307] base_model and thinking_model.

Method (rounds 76-96): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script (work/mk.py) decoded that display form once into the
page text (pages/*.page) and checked its length: every page decodes to exactly 16,000 characters.
Page 1424000 was read again and its display compared with round 96's paste of it (the same text,
with its one loop marker), which decodes to the same 16,000 characters: that paste is reused.
Every other page came out right at its first paste.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
([[UNIT]] ... [[/UNIT]]) and the marker where the further copies go ([[MORE]]) was replaced by that
unit a whole number of times, the number fixed by the page length (every count 0-300 tried;
exactly one fits on each page). Markers: 1424000 (round 96's), the Andrea hybrid's
'\[\n\boxed{168}\n\]\n' (24 characters as the file holds it, JSON-escaped; 78 more; tasks[259], not
taken); 1568000, the chocolate bars hybrid's five steps and 'Therefore, each child will get 2
chocolate bars. The answer is correct. Let's confirm with another method:\n\n' (443 characters as
the file holds it; 9 more); 1632000 and 1648000, the Watson hybrid's "The company's performance
bonus is added to his weekly earnings, so it's important to include that in the total. Thank you
for the detailed explanation. I understand now. " (171 characters; 44 more on 1632000, 5 more on
1648000). Pasted whole: the mother's shopping hybrid's numbered checks (1472000, their numbers
change), the chocolate bars hybrid's first copies (1552000), the Elise hybrid's "Let's solve for
\( x \): ... But we need to find \( x \) first." paragraph (4 copies on 1616000, 15 on 1632000,
where it shares the page with the Watson marker: a miscount of the 243-character Elise copy could
only be made up by the 171-character unit in steps of 19 copies against 27, more than it holds),
the Sandy hybrid (1648000, not taken). The pages were joined in file order (240,000 characters),
so a completion crossing an edge is taken whole. Each record's `r` was cut out of the joined page
text by script (the JSON string body as the file holds it between its field's opening quote and
the next unescaped quote; `enc` = `json`, decoded once more by the build; work/extract.py), never
retyped.

Edges: page 1424000 opens inside tasks[259] (Andrea and Jamal, round 96's) hybrid_model;
tasks[260]-[262] and tasks[263] base_model lie on it and are round 96's (tlq15g 103-112 there; not
taken again). tasks[263] (Chris's trees) thinking_model opens on 1424000 and ends on 1440000: taken
whole, and its hybrid_model. Page 1648000 ends inside tasks[307] (Sandy and Joey) hybrid_model:
dropped (cut by the last page). Every other completion of tasks[263]-[307] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl and of the
other /tmp/rounds/real*/public_heldout*.jsonl present at the check: 107 files, 21,229 distinct
texts, by script, reading no labels; work/repeats.py) and with the others of this round: nothing
repeats. The kept records are numbered in file order (tlq15g 0-132; 0 = tasks[263] thinking, 1 =
tasks[263] hybrid, then 3k + 2/3/4 = tasks[264+k] base/thinking/hybrid, 131 and 132 = tasks[307]
base and thinking).

Repositories (133 records): thaotnguyen/thinking-llms-interp 133 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 133 (test), MATH 0. Prompt format: long_cot 133 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 105, wrong 26, no_answer 2. Forms: boxed 85, prose_sentence 40,
final_answer_phrase 4, answer_is 2, truncated 2. 2 debatable (tlq15g 28, 85; see below).

Truths by model: base_model (Qwen2.5-Math-1.5B; 44 records) 34 correct, 10 wrong (8, 11, 56, 86,
89, 104, 107, 113, 119, 131); thinking_model (R1-Distill-Qwen-1.5B; 45) 35 correct, 9 wrong (12,
27, 36, 57, 105, 108, 111, 120, 132), 1 no_answer (114: cut inside the think block); hybrid_model
(44) 36 correct, 7 wrong (13, 106, 109, 112, 115, 124, 127), 1 no_answer (121: a loop cut before
any answer).

Label conventions (rounds 72-96): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here '\boxed{\$400}' for 400, '\boxed{9,500}', '\boxed{\$9,\!500}' and '$9,500' for
9500, '\boxed{\$118,\!000}' and '$118,000' for 118000, '$5.00' for 5, '\boxed{\$3200}' for 3200,
'\boxed{7.00}' and '$7.00' for 7, '$1,375' for 1375, '\boxed{\$3,\!200}' and '$3,200' for 3200). A
'####' line with nothing on it, followed by a restated solution or a sentence, is read as prose:
the restated part's last answer counts (tlq15g 1, 4, 16, 19, 25, 26, 37, 52, 58, 67, 118). An
R1-Distill answer whose thinking reaches one value and whose solution after '</think>' ends on
another is labelled by the solution's (tlq15g 9, 30, 36). A response that goes on with invented
turns (a user's thanks, a grader's 'Your answer is correct') is labelled by its answer to the
question posed (tlq15g 34, 94). Loop convention: a response that states its answer and then
repeats it verbatim until cut mid-copy is labelled by the stated, never-contradicted value
(tlq15g 28, 85; and 124, whose loop after 'The answer is $2,300.' restates no value). R1 rule: an
R1-Distill answer cut inside its think block, before '</think>' and before a **Final Answer**
line, is no_answer (tlq15g 114).

Debatable: tlq15g 28, 85 (the mother's shopping and chocolate bars hybrids: the right value stated
('The final answer is $5.00.', 'each child will get 2 chocolate bars'), then a loop restating it
(numbered checks; the five steps and 'Let's confirm with another method') until the string is cut
mid-copy: labelled correct by the loop convention; a reader could call a runaway loop no_answer).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 45 tasks, 263-307, found, all equal; work/repeats.py and the build both check);
tasks[i] is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[263] thinking
and hybrid, tasks[264]-tasks[306] base, thinking, hybrid, tasks[307] base and thinking (GSM8K test
lines 263-307: Chris's trees, Carmen, Samantha and Daisy, Mrs. Cruz's house, Mr. Tan's house, the
oil and the chicken, the real estate ads, the juggler, Mary's M&Ms, John's windows, the mother's
shopping, Terri's sweater, Mrs. Rylan's seeds, Sean's lines, Carly's cards, Matthew's holes, Mico
and Marco, Ruby and Sam, Peter's popsicles, the cobras and mambas, Maddy's pizza, Katerina's beads,
Alani's family's stories, Ann's brother, Kelly's coins, the 76-star flag, the flagstones, the fast
and slow lanes, Ali and Izzy's medals, the chocolate bars, Susan's online task, Mike, Jim and
Tony, Will's oranges, Darren's exercises, the household's rice, Sam's bread, Carmen's auction,
John's driving service, Peter's exercise, the 32-page tabloid, Annika at the fair, Elise's books,
Watson's April pay, John's arm wrestling, the bakery's loaves, Sandy and Joey).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
1424000 (read again), 1440000, 1456000, 1472000, 1488000, 1504000, 1520000, 1536000, 1552000,
1568000, 1584000, 1600000, 1616000, 1632000, 1648000 (15 pages). Nothing else was read.

Leads for a later round: the Qwen-Math file from 1648000 (re-read it: tasks[307] (Sandy and Joey)
hybrid_model, a looping 'This calculation is still incorrect' answer, opens there and runs onto
1664000; tasks[307] hybrid and tasks[308]-[499] unread), about three tasks a page.

Usage: python build_public_heldout99.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout99.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout99.jsonl"
SOURCE = "public_heldout99"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 1424000-1648000 joined (240,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|correct|boxed|R1-Distill (tasks[263], Chris's trees, gold 8; opens on page 1424000, ends on 1440000): after </think> 'Thus, the number of trees in Harry's yard that are more than in Ferdinand's yard is \boxed{8}.' = gold
tlq15g:1|correct|prose_sentence|hybrid: '5. Therefore, Harry has 8 more trees than Ferdinand.', an empty '####' line, the steps restated; 'Therefore, Harry has 8 more trees than Ferdinand.' = gold
tlq15g:2|correct|prose_sentence|base model (tasks[264], Carmen, Samantha and Daisy, gold 400): 'Therefore, all three girls have a combined total of $400.' = gold
tlq15g:3|correct|boxed|R1-Distill: after </think> '\[\boxed{\$400}\]' = gold 400
tlq15g:4|correct|prose_sentence|hybrid: the same paragraph before and after an empty '####' line, ending 'Therefore, all three girls have a combined total of $400.' = gold
tlq15g:5|correct|boxed|base model (tasks[265], Mrs. Cruz's house, gold 9500): 409,500 - 400,000; 'is \(\boxed{9,500}\) dollars more than Mrs. Cruz's budget.' = gold 9500
tlq15g:6|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{\$9,\!500}\]' = gold 9500
tlq15g:7|correct|final_answer_phrase|hybrid: 'Therefore, the total price of the house is $9,500 more than Mrs. Cruz's budget. The final answer is $9,500 more than her budget, which is $9,500 more than her budget.' = gold 9500
tlq15g:8|wrong|boxed|base model (tasks[266], Mr. Tan's net proceeds, gold 118000): '400,000 - 32,000 - 250,000 = 17,000'; '\(\boxed{17000}\)' (gold 118000)
tlq15g:9|correct|boxed|R1-Distill: its thinking ends on 'a net proceeds of $168,000'; the solution after </think> subtracts 282,000 and ends '\[\boxed{\$118,\!000}\]' = gold 118000 (the solution's answer counts)
tlq15g:10|correct|prose_sentence|hybrid: 'Therefore, Mr. Tan's net proceeds from selling the house are $118,000.' = gold 118000
tlq15g:11|wrong|boxed|base model (tasks[267], the oil and the chicken, gold 91): cooks for 20 - 5 = 15 minutes, 20 + 28 + 15; '\(\boxed{63}\) minutes' (gold 91)
tlq15g:12|wrong|boxed|R1-Distill (opens on page 1440000, ends on 1456000): cooks for 28 - 5 = 23, 20 + 28 + 23; after </think> 'is \boxed{71} minutes.' (gold 91)
tlq15g:13|wrong|boxed|hybrid: 20 + 28 + 23; 'The final answer is \(\boxed{71}\) minutes.' (gold 91)
tlq15g:14|correct|boxed|base model (tasks[268], the real estate ads, gold 1375): 250 + 1125; 'spent \(\boxed{1375}\) dollars' = gold
tlq15g:15|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{1375}\]' = gold
tlq15g:16|correct|prose_sentence|hybrid: steps to '$1,375', an empty '####' line, 'The real estate agent spent a total of $1,375 on buying all the ads.' = gold 1375
tlq15g:17|correct|prose_sentence|base model (tasks[269], the juggler's balls, gold 4): 'Therefore, there are 4 blue golf balls.' = gold
tlq15g:18|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{4}\]' = gold
tlq15g:19|correct|prose_sentence|hybrid: '4. Therefore, there are 4 blue golf balls.', an empty '####' line, a restated paragraph ending 'so there are 4 blue golf balls.' = gold
tlq15g:20|correct|boxed|base model (tasks[270], Mary's M&Ms, gold 762): 300 + 312 + 150; 'is \(\boxed{762}\).' = gold
tlq15g:21|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{762}\]' = gold
tlq15g:22|correct|boxed|hybrid: 'The final answer is \(\boxed{762}\).' = gold
tlq15g:23|correct|prose_sentence|base model (tasks[271], John's windows, gold 20; opens on page 1456000, ends on 1472000): '3. ... The total number of windows between the houses is 12 + 8 = 20.' = gold
tlq15g:24|correct|boxed|R1-Distill: after </think> '\[\boxed{20}\]' = gold
tlq15g:25|correct|boxed|hybrid: steps, an empty '####' line, the steps restated; 'the total number of windows between the houses is \boxed{20}.' = gold
tlq15g:26|correct|prose_sentence|base model (tasks[272], the mother's shopping, gold 5): '3. Therefore, the cashier should give back $5.00 in change.', an empty '####' line, 'The cashier should give back $5.00 in change.' = gold 5
tlq15g:27|wrong|boxed|R1-Distill: adds the prices to $14.00; after </think> '**Final Answer:** \[\boxed{\$6.00}\]' (gold 5)
tlq15g:28|correct|final_answer_phrase|debatable: hybrid: 4.20 + 9.45 + 1.35 = 15.00, '$20 - $15.00 = $5.00', '13. The final answer is $5.00.', then a numbered loop of checks ('The cashier gives back $5.00 in change.', 'The final answer is $5.00.', ...) until the string ends at '72. The total cost is $15.00': labelled by its stated, never-contradicted $5.00 (loop convention) = gold 5; a reader could call a runaway loop no_answer
tlq15g:29|correct|boxed|base model (tasks[273], Terri's sweater, gold 315): 1800 - 1170 = 630, / 2; 'each sleeve takes \boxed{315} stitches.' = gold
tlq15g:30|correct|boxed|R1-Distill: its thinking ends on 765 stitches a sleeve; the solution after </think> subtracts the body as well, 630 / 2, and ends '**Final Answer:** \[\boxed{315}\]' = gold (the solution's answer counts)
tlq15g:31|correct|prose_sentence|hybrid (opens on page 1472000, ends on 1488000): 'Therefore, each sleeve takes 315 stitches. Is this correct?', a check, 'The calculations are correct. Each sleeve indeed takes 315 stitches.' = gold
tlq15g:32|correct|boxed|base model (tasks[274], Mrs. Rylan's seeds, gold 3200): 800 + 2400; 'is \(\boxed{3200}\).' = gold
tlq15g:33|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{\$3200}\]' = gold 3200
tlq15g:34|correct|prose_sentence|hybrid: 'So, Mrs. Rylan spent $3200 on seeds for the season. Is that correct? Yes, ...', then invented turns ('Thank you for the detailed breakdown! ... You're welcome! ...') ending 'But for now, I'm confident that the total cost is $3200.' = gold
tlq15g:35|correct|prose_sentence|base model (tasks[275], Sean's lines, gold 138): 36 + 48 + 54; 'Therefore, Sean has to memorize 138 lines.' = gold
tlq15g:36|wrong|boxed|R1-Distill: its thinking reaches 138; the solution after </think> counts four-fifths of the song, 36 + 48 + 43.2 = 127.2, rounded; '\[\boxed{127}\]' (gold 138; the solution's answer counts)
tlq15g:37|correct|prose_sentence|hybrid: '7. Therefore, Sean has to memorize a total of 138 lines.', an empty '####' line, the steps restated; 'Therefore, Sean has to memorize a total of 138 lines.' = gold
tlq15g:38|correct|prose_sentence|base model (tasks[276], Carly's cards, gold 9): 24 - 15; 'Therefore, Carly had 9 cards with the letter D on them.' = gold
tlq15g:39|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{9}\]' = gold
tlq15g:40|correct|boxed|hybrid: 'Thus, the number of cards with the letter D on them is 9. Therefore, the final answer is \(\boxed{9}\).' = gold
tlq15g:41|correct|boxed|base model (tasks[277], Matthew's holes, gold 4; opens on page 1488000, ends on 1504000): 240 / 60; 'is \(\boxed{4}\) hours.' = gold
tlq15g:42|correct|boxed|R1-Distill: after </think> the steps and '\[\boxed{4}\]' = gold
tlq15g:43|correct|boxed|hybrid: 'Therefore, the answer is:\n\boxed{4}' = gold
tlq15g:44|correct|prose_sentence|base model (tasks[278], Mico and Marco, gold 40): 20 + 20; 'Therefore, the sum of Mico and Marco's ages in 10 years will be 40.' = gold
tlq15g:45|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{40}\]' = gold
tlq15g:46|correct|prose_sentence|hybrid: '... will be 40. Is this correct? Yes, that's correct. The sum of their ages in 10 years will be 40 years.' = gold
tlq15g:47|correct|prose_sentence|base model (tasks[279], Ruby and Sam, gold 6): 3S = 18; 'Therefore, Sam is currently 6 years old.' = gold
tlq15g:48|correct|boxed|R1-Distill: after </think> 'Thus, Sam is currently \boxed{6} years old.' = gold
tlq15g:49|correct|prose_sentence|hybrid: S = 6, 'Therefore, Sam is currently 6 years old.', then Ruby's 36 and the check; 'So, Sam is 6 years old, and Ruby is 36 years old. In 9 years, Sam will be 15 and Ruby will be 45, which confirms ...': Sam's age, the quantity asked, stated 6 = gold (the other values are named as Ruby's and later ages)
tlq15g:50|correct|boxed|base model (tasks[280], Peter's popsicles, gold 7): 5 + 2; 'is \(\boxed{7}\) dollars.' = gold
tlq15g:51|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{7.00}\]' = gold 7
tlq15g:52|correct|prose_sentence|hybrid (opens on page 1504000, ends on 1520000): 'Therefore, Peter paid a total of $7.00 for the popsicles and ice cream bars.' before and after an empty '####' line = gold 7
tlq15g:53|correct|boxed|base model (tasks[281], the cobras and mambas, gold 2450): 4900 / 2; '\[ \boxed{2450} \]' = gold
tlq15g:54|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{2450}\]' = gold
tlq15g:55|correct|boxed|hybrid: 'The final answer is \(\boxed{2450}\).' = gold
tlq15g:56|wrong|prose_sentence|base model (tasks[282], Maddy's pizza, gold 195): adds 12 + 3 + 24 to 42, 14 pizzas; 'Therefore, Maddy will spend $210 on pizzas for the game.' (gold 195)
tlq15g:57|wrong|boxed|R1-Distill: leaves out the coaches, 36 people, 12 pizzas; after </think> '**Final Answer:** \[\boxed{180}\]' (gold 195)
tlq15g:58|correct|boxed|hybrid: 39 people, 13 pizzas, an empty '####' line, the steps restated; 'Therefore, Maddy will spend \boxed{195} dollars.' = gold
tlq15g:59|correct|boxed|base model (tasks[283], Katerina's beads, gold 68): 17 / 0.25; 'Katerina uses \(\boxed{68}\) sterling silver beads per necklace.' = gold
tlq15g:60|correct|boxed|R1-Distill: its thinking's '**Final Answer** Katerina uses \boxed{68} ...', after </think> 'Thus, Katerina uses \boxed{68} sterling silver beads per necklace.' = gold
tlq15g:61|correct|prose_sentence|hybrid: 'Therefore, Katerina uses 68 sterling silver beads per necklace. This calculation ensures ...' = gold
tlq15g:62|correct|boxed|base model (tasks[284], Alani's family's stories, gold 360; opens on page 1536000): 60 + 120 + 180, a python block and its output 360; 'is \(\boxed{360}\).' = gold
tlq15g:63|correct|boxed|R1-Distill: after </think> '\[\boxed{360}\]' = gold
tlq15g:64|correct|prose_sentence|hybrid: 'Therefore, the total number of stories written by Alani, Braylen, and Margot altogether is 360 stories.' = gold
tlq15g:65|correct|prose_sentence|base model (tasks[285], Ann's brother, gold 21): three numbered steps, the last '3. In 3 years, her brother will be 18 + 3 = 21 years old.' = gold
tlq15g:66|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{21}\]' = gold
tlq15g:67|correct|prose_sentence|hybrid: '5. Therefore, her brother will be 21 years old in 3 years.', an empty '####' line, 'In 3 years, Ann will be 12 years old, and her brother will be 21 years old.' = gold (12 is named as Ann's age)
tlq15g:68|correct|prose_sentence|base model (tasks[286], Kelly's coins, gold 90): 145 - 55; '3. Therefore, Kelly will have 90 cents left after buying the can of pop.' = gold
tlq15g:69|correct|boxed|R1-Distill: after </think> '3. **Final Answer:** \[\boxed{90}\]' = gold
tlq15g:70|correct|prose_sentence|hybrid: '6. Therefore, Kelly will have 90 cents left after buying the can of pop.' = gold
tlq15g:71|correct|boxed|base model (tasks[287], the 76-star flag, gold 8): 40 / 5; 'is \(\boxed{8}\).' = gold
tlq15g:72|correct|boxed|R1-Distill: after </think> '6. **Conclusion:** There are \(\boxed{8}\) rows of 5 stars on the flag.' = gold
tlq15g:73|correct|boxed|hybrid: 'The final answer is \(\boxed{8}\).' = gold
tlq15g:74|correct|boxed|base model (tasks[288], the flagstone trucks, gold 3; opens on page 1536000, ends on 1552000): 6000 / 2000; 'Therefore, the number of trucks needed is:\n\[ \boxed{3} \]' = gold
tlq15g:75|correct|boxed|R1-Distill: after </think> 'you'll need **3 trucks**.' and '\[\boxed{3}\]' = gold
tlq15g:76|correct|prose_sentence|hybrid: 'Therefore, 3 trucks are needed to transport 80 flagstones in one trip.' = gold
tlq15g:77|correct|boxed|base model (tasks[289], the fast and slow lanes, gold 16): 480 / 30; 'is \boxed{16} hours.' = gold
tlq15g:78|correct|boxed|R1-Distill: after </think> 'The car in the slow lane took \(\boxed{16}\) hours to cover the same distance.' = gold
tlq15g:79|correct|final_answer_phrase|hybrid: 'Therefore, the car in the slow lane took 16 hours ... The final answer is 16 hours, which is 16 hours or 16 hours.' = gold
tlq15g:80|correct|prose_sentence|base model (tasks[290], Ali and Izzy's medals, gold 390): three questions, then '3. ... Therefore, the total number of medals given out is 39 * 10 = 390 medals.' = gold
tlq15g:81|correct|boxed|R1-Distill: after </think> '4. **Final Answer:** \[\boxed{390}\]' = gold
tlq15g:82|correct|final_answer_phrase|hybrid: 'So, the final answer is 390 medals have been given out for counting.' = gold
tlq15g:83|correct|prose_sentence|base model (tasks[291], the chocolate bars, gold 2): 16 / 8; 'Therefore, each child will get 2 chocolate bars.' = gold
tlq15g:84|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{2}\]' = gold
tlq15g:85|correct|prose_sentence|debatable: hybrid (opens on page 1552000, ends on 1568000): 16 bars '\ufffddivided by 8 children = 2 bars per child' (a replacement character where the division sign was), 'Therefore, each child will get 2 chocolate bars. The answer is correct. Let's confirm with another method:' and the five steps repeated until the string ends at 'Therefore, each child': labelled by its stated, never-contradicted 2 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:86|wrong|prose_sentence|base model (tasks[292], Susan's online task, gold 75): counts all 3 hours, leaves out the half-hour pause, 18 intervals; 'Therefore, Susan earns 18 * $5 = $90 for the online task.' (gold 75)
tlq15g:87|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{75}\]' = gold
tlq15g:88|correct|answer_is|hybrid: 2.5 hours, 15 intervals; 'The answer is $75. However, the question asks for the amount she earns for the online task, which is $75. The answer is $75.' = gold
tlq15g:89|wrong|boxed|base model (tasks[293], Mike, Jim and Tony's points, gold 83): says Mike's 21 is not over 20, gives the extra point to Tony only; '\(\boxed{82}\)' (gold 83)
tlq15g:90|correct|boxed|R1-Distill: after </think> '- **Total Points:** 22 + 18 + 43 = 83 points' and '\boxed{83}' = gold
tlq15g:91|correct|boxed|hybrid: 22 + 18 + 43, a check; 'The final answer is \(\boxed{83}\).' = gold
tlq15g:92|correct|prose_sentence|base model (tasks[294], Will's oranges, gold 3): '4. Will started with 15 oranges, so the number of oranges left unwashed is 15 - 12 = 3 oranges.' = gold
tlq15g:93|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{3}\]' = gold
tlq15g:94|correct|prose_sentence|hybrid (opens on page 1568000, ends on 1584000): '4. Conclusion: There are 3 oranges left unwashed. Correct answer: 3 oranges are left unwashed.', then an invented grader's 'Your answer is correct. ... so 3 are left unwashed. Great explanation! You've got it right.' = gold
tlq15g:95|correct|boxed|base model (tasks[295], Darren's exercises, gold 370): 220 + 90 + 60, a python block and its output 370; 'is \(\boxed{370}\).' = gold
tlq15g:96|correct|boxed|R1-Distill: after </think> '\[\boxed{370}\]' = gold
tlq15g:97|correct|prose_sentence|hybrid: '- Total activities: 220 + 90 + 60 = 370\n- So, Darren did a total of 370 activities over the two days.' = gold
tlq15g:98|correct|boxed|base model (tasks[296], the household's rice, gold 3): 42 / 14; 'will last for \boxed{3} weeks.' = gold
tlq15g:99|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{3}\]' = gold
tlq15g:100|correct|boxed|hybrid: 'The final answer is \(\boxed{3}\).' = gold
tlq15g:101|correct|boxed|base model (tasks[297], Sam's bread target, gold 55): 120 - 65; 'Sam was off from his target by \boxed{55} crates.' = gold
tlq15g:102|correct|boxed|R1-Distill: after </think> 'Sam was **55 crates** short of his target.' and '\[\boxed{55}\]' = gold
tlq15g:103|correct|boxed|hybrid: 'The final answer is:\n\[\boxed{55}\]' = gold
tlq15g:104|wrong|boxed|base model (tasks[298], Carmen's auction, gold 500): counts only Carmen's three raises, 200 + 150; 'the desk costs Carmen \(\boxed{350}\) dollars.' (gold 500)
tlq15g:105|wrong|boxed|R1-Distill (opens on page 1584000, ends on 1600000): bids 250, 300, 350, then adds the opening bid, 200 + 350; after </think> '**Final Answer:** \[\boxed{550}\]' (gold 500)
tlq15g:106|wrong|boxed|hybrid: sums the four bids, 200 + 250 + 300 + 350; 'The final answer is \boxed{1100}.', a check, 'the final answer is \boxed{1100}.' (gold 500)
tlq15g:107|wrong|boxed|base model (tasks[299], John's driving service, gold 31800): the $150 bonus taken for 50 months, 30000 + 7500; '\(\boxed{37500}\)' (gold 31800)
tlq15g:108|wrong|boxed|R1-Distill: the same 50 months of bonus; after </think> '\[\boxed{\$37,\!500}\]' (gold 31800)
tlq15g:109|wrong|boxed|hybrid: 52 weeks of driving and 50 months of bonus, $38,700, a python block and an output 38700; 'is \(\boxed{38700}\) dollars.' (gold 31800)
tlq15g:110|correct|boxed|base model (tasks[300], Peter's exercise, gold 78): 2 x 39; 'is \(\boxed{78}\).' = gold
tlq15g:111|wrong|boxed|R1-Distill: 78 as the target, then subtracts the 39 already done; after </think> '**Final Answer:** \[\boxed{39}\]' (gold 78)
tlq15g:112|wrong|prose_sentence|hybrid: target 78, 'Remaining time: 78 - 39 = 39 minutes'; 'Therefore, Peter needs to exercise for 39 minutes on Tuesday to reach his goal.' (gold 78)
tlq15g:113|wrong|boxed|base model (tasks[301], the 32-page tabloid, gold 8): pairs the pages two to a sheet, 16 pairs; 'The final answer is \(\boxed{16}\).' (gold 8)
tlq15g:114|no_answer|truncated|R1-Distill (opens on page 1600000, ends on 1616000): goes round folds and sheets (5 sheets, 10 pages, 16 sheets) and the string ends inside its thinking at 'So, five sheets, each' with no </think> and no Final Answer (R1 rule; never the gold 8)
tlq15g:115|wrong|prose_sentence|hybrid: 32 layers from 5 folds; 'Thus, the number of pieces of paper needed for a 32-page tabloid is 5 pieces, each folded 5 times to create 32 layers.' (gold 8)
tlq15g:116|correct|prose_sentence|base model (tasks[302], Annika at the fair, gold 15): 25 - 10; 'Therefore, Annika has $15 left after her purchases.' = gold
tlq15g:117|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{15}\]' = gold
tlq15g:118|correct|prose_sentence|hybrid: steps to $15, an empty '####' line, the steps restated; 'Therefore, Annika has $15 left.' = gold
tlq15g:119|wrong|boxed|base model (tasks[303], Elise's books, gold 1300): takes the second year's sales as this year's 45; 'is \(\boxed{900}\).' (gold 1300)
tlq15g:120|wrong|boxed|R1-Distill: 50 - 45 = 5 sold this year, assumes 45 for the second year; after </think> '**Final Answer:** \[\boxed{900}\]' (gold 1300)
tlq15g:121|no_answer|truncated|hybrid (opens on page 1616000, ends on 1632000): takes 45 as the second year's sales, sets '2x + 45 + y = 200', then repeats 'Let's solve for \( x \): ... But we need to find \( x \) first.' until the string ends at 'Since we don't have': no final answer, no amount earned ever stated (never the gold 1300)
tlq15g:122|correct|prose_sentence|base model (tasks[304], Watson's April pay, gold 3200; the question restated first): 2,000 + 1,200; 'Therefore, Watson's total earnings for April are $2,000 + $1,200 = $3,200.' = gold 3200
tlq15g:123|correct|boxed|R1-Distill: after </think> '\[\boxed{\$3,\!200}\]' = gold 3200
tlq15g:124|wrong|answer_is|hybrid (opens on page 1632000, ends on 1648000): one $300 bonus for the month, 500 x 4 + 300; 'The answer is $2,300. Is that correct? Yes, that seems right. Watson's total earnings for April are $2,300.', then 'The company's performance bonus is added to his weekly earnings, ... Thank you for the detailed explanation. I understand now.' repeated (no value) until the string ends (gold 3200)
tlq15g:125|correct|boxed|base model (tasks[305], John's arm wrestling, gold 4): 20 - 16; 'The final answer is \(\boxed{4}\).' = gold
tlq15g:126|correct|boxed|R1-Distill: after </think> 'John lost to \(\boxed{4}\) people.' = gold
tlq15g:127|wrong|prose_sentence|hybrid: 20 x 0.8 = 16 beaten; 'Therefore, John beat 16 people, which means he lost to 16 people as well.' (gold 4)
tlq15g:128|correct|boxed|base model (tasks[306], the bakery's loaves, gold 10): half of 20; 'is \(\boxed{10}\).' = gold
tlq15g:129|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{10}\]' = gold
tlq15g:130|correct|boxed|hybrid: '... each session sells 10 loaves.', a check; 'So, the final answer is \(\boxed{10}\).' = gold
tlq15g:131|wrong|boxed|base model (tasks[307], Sandy and Joey, gold 16): gives Sandy Joey's 2 pounds a week; 'it will take Sandy \boxed{4} weeks' (gold 16)
tlq15g:132|wrong|boxed|R1-Distill: Sandy's 0.5 pounds a week, but solves for Joey's one-week 2 pounds, w = 4; after </think> 'Thus, it will take Sandy \boxed{4} weeks ...' (gold 16)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
