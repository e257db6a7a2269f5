__doc__ = r"""Build public_heldout136.jsonl: a 136th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

66 records, all long chain-of-thought, from the Llama file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 116, 121, 126 and 131 read, continuing where round 131 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 11 consecutive pages 1856000-2016000 (page 1856000 read
  again: round 131 read it), tasks[244] hybrid (Marcus's house temperature, which round 131 left
  cut), tasks[245]-[266] all three models (less one repeat): 66 records (GSM8K test).

Method (rounds 76-131): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
1856000 was read again this session; its text (opening "Let's write down what we want to find:"
inside the beads base loop, ending 'for every 10 minut' in the Marcus hybrid, and the records
between) is the same as round 131's paste of it (/tmp/rounds/real131/pages/ll_1856000.txt), which
was taken over as this round's paste file (byte-identical) and decodes to the same 16,000
characters (byte-identical .page file). Each other paste was written while reading the page and
checked against it as it was written; one paste first came out the wrong length (1920000: 'the
cost of filling each balloon' for the gold's 'one balloon', one character long, which left no
whole loop count) and was corrected against the page until it decoded to exactly 16,000
characters.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for each marker and requires exactly one combination to give the page
length). The counts (further copies after the pasted one; unit length in characters of the page
text): 1856000 beads base five-line block "Let's start by writing down what we know:" ... 'How
many more beads do one sister have than the other?' (with '\n', 313) 16 (round 131's paste);
1904000 Joey base line 'Joey has 214 points before his turn in Scrabble. ... By how many
points is Joey now winning?' (with '\n', 161) 39; 1920000 popcorn hybrid paragraph 'Therefore,
the regular price of popcorn is $9, and the soda costs $3. ... the price of the super ticket. '
(382) 18; 1936000 Jenna base line 'Jenna starts out with 8 sapphires. ... how much money are all
her jewels worth?' (with '\n', 172) 15; 1952000 the same Jenna line 20; 1968000 cards base pair
'We also know that there are 60% more green cards than red cards. So, we can write the following
equation:' / 'green cards = 1.6 * red cards' (with '\n', 138) 46; 1984000 Grayson base pair
'Therefore, the value of x is 84 cents.' / 'Hence, the value of x is 84 cents.' (with '\n', 76)
28; 2000000 the same Grayson pair 45 and Ali base line 'Ali had $21. Leila gave him half of
her $100. How much does Ali have now?' (with '\n', 75) 60; 2016000 the same Ali line 27 and Maria
base line 'Miss Maria has six decks ... how many students does Miss Maria have?' (with '\n', 257)
16. Pages 2000000 and 2016000 carry two markers each; in both the page length admits only one
pair of counts in 0-400 (2000000: 76 x 45 + 75 x 60, the next pair would need 75 more Grayson
pairs and 76 fewer Ali lines; 2016000: 75 x 27 + 257 x 16, the next would need 257 more Ali
lines), so no extra read was needed. Pasted whole: the Michael base's numbered question loop
(1872000, 1888000; its numbers change), the Joey loop's first copies (1888000) and the cards
loop's first copies (1952000).
The pages were joined in file order (176,000 characters), so a completion crossing an edge is
taken whole. Each record's `r` was cut out of the joined page text by script (the JSON string
body as the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; work/extract.py), never retyped.

Edges: page 1856000 opens inside tasks[243] base_model (the sisters' beads) and holds tasks[243]
thinking and hybrid and tasks[244] base and thinking, round 131's records: not taken; tasks[244]
hybrid_model, which round 131 left cut at 'for every 10 minut', is taken whole across pages
1856000-1872000. Page 2016000 ends inside tasks[267] base_model (Miss Maria's sports cards, a
question loop cut at 'Miss Maria has s'): not taken (cut by the last page read). Every other
completion on the pages read is taken but one repeat (below). Eight completions are cut in the
file itself (the stored text ends mid-word or mid-sentence: the Michael, Joey, Jenna, cards, Grayson
and Ali base loops, the popcorn hybrid loop and the Katelyn R1-Distill); they are whole records as
the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 24,645
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
one repeats and is not taken: tasks[245] base_model (Jon's triathlon) is empty, as earlier rounds'
empty completions are. The records are numbered in file order (tl8g 0-65).

Repositories (66 records): thaotnguyen/thinking-llms-interp 66 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 66 (test), MATH 0. Prompt format: long_cot 66 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking models write their reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 43, wrong 17, no_answer 6. Forms: prose_sentence 36, boxed 21, truncated 6,
answer_is 3. 3 debatable (tl8g 33, 34, 35: the Marin gold).

Truths by model: base_model (Llama-3.1-8B, a BASE model, 21) 7 correct (36 Bob $1,920, 42
Katelyn 45, 45 puppies 35%, 48 farmer 2, 51 Grayson 84 by its loop, 54 Shondra 9, 60 Ashley $18),
9 wrong (3 Movie A 6.4375, 9 Rozanne 10, 15 salesman $389, 18 Beatrice 10, 21 popcorn $7, 24
Bentley $10,950, 27 car 30 mph, 33 Marin 240 (debatable), 63 Finley 10th), 5 no_answer (6
Michael, 12 Joey, 30 Jenna, 39 cards, 57 Ali: loops of the question or of a known fact, cut);
thinking_model (R1-Distill-Llama-8B, 22) 18 correct, 3 wrong (22 popcorn 3, 34 Marin 240
(debatable), 64 Finley 8), 1 no_answer (43 Katelyn: the stored text ends inside its thinking
while it weighs 57.5 and 70); hybrid_model (23) 18 correct (8 Michael and 14 Joey after a
withdrawn value), 5 wrong (0 Marcus 61, 2 Jon 10 minutes, 23 popcorn $9 by its loop, 32 Jenna
$8800, 35 Marin 240 (debatable)).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 1856000-2016000 joined
  (176,000 of 2,247,671 characters): tasks[244] hybrid (Marcus's house temperature),
  tasks[245]-[266] (Jon's triathlon, the three movies, Michael's horse, Rozanne's eggnog, Joey's
  Scrabble, the salesman's sneakers, Beatrice's crayons, the movie super ticket, Bentley's
  balloons, the car's average speed, Jenna's jewels, Marin and Nancy's apples, Bob's potting soil,
  the magician's cards, Katelyn's fairies, the spotted puppies, the farmer's feed, Grayson's
  recycling, Shondra's plants, Ali and Leila, Ashley's pizza tip, Finley's race). Record number =
  place in file order.

Label conventions (rounds 72-131): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question or of the given
facts); equal in value but written differently is correct (here '$1,920' and
'\boxed{\$1,\!920}' for 1920, '\boxed{\$6,\!400}' for 6400, '$11,050' for 11050, '35%' and
'\boxed{35\%}' for 35, '6th place' for 6, '$18' for 18); labels are against the gold as given
(tl8g 33, 34, 35: the Marin gold 150 takes '4 + 1' apples a day against the question's 'each eat
4 apples a day'; 240 is wrong against it, marked debatable, as round 33 did with tlq15g 77).
Loop convention: a response that states its answer and then repeats it (or a block of its
solution) verbatim until cut mid-copy is labelled by the stated, never-contradicted value (tl8g
51 correct by it, 84; tl8g 23 wrong by it, $9). A withdrawn value does not count: tl8g 8 ('So,
Michael has $30 in change ... However, since he only spent $24 on the hay, he has $6 in change.
Therefore, the answer is $6.') and tl8g 14 (5 points, then 'winning by 16 points. However, ...
Therefore, the correct answer is 5 points.') are labelled by the value they settle on. A right
final value reached through wrong working is correct (tl8g 48, 49, 50: the farmer's feed summed
to 3500 or 3400 pounds, not 4500, still 2 trips). Gold: GSM8K = the file's own correct_answer
'####' value (the build checks it against GSM8K test by the question's opening words).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
1856000 (read again), 1872000, 1888000, 1904000, 1920000, 1936000, 1952000, 1968000, 1984000,
2000000, 2016000 (11 pages). Nothing else was read. The round stopped at the time limit, smaller
than the 120-200 target.

Leads for a later round: the Llama file from 2016000 (re-read it: tasks[267] Miss Maria's sports
cards, base model cut there in its question loop at 'Miss Maria has s'; tasks[267]-[301] unread),
two to three tasks a page (its base models loop the question, a line, a pair of lines or a
numbered list; its hybrids sometimes loop a paragraph); the 14B MATH-500 file from 1696000 (round
116's lead, still untouched: re-read it: tasks[138] the quadratics, hybrid model cut there at
'c = \frac{-2 \pm \sq'; tasks[138]-[331] unread).

Usage: python build_public_heldout136.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout136.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout136.jsonl"
SOURCE = "public_heldout136"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 1856000-2016000 joined (176,000 of 2,247,671 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|wrong|prose_sentence|hybrid (tasks[244], Marcus's house temperature, gold 49; its base and thinking models round 131's): 40 + 15 = 55, then adds the cooling, 'Final temperature = 55 degrees + 6 degrees = 61 degrees'; 'Therefore, the house's final temperature is 61 degrees.' and '... which is 61 degrees.' (gold 49)
tl8g:1|correct|boxed|R1-Distill (tasks[245], Jon's triathlon, gold 59; its base model's completion is empty, a repeat, not taken): 36 + 85 + R = 180; '**Final Answer** It took James \boxed{59} minutes to do the run.' closes its thinking, then after </think> 'Thus, it took James \boxed{59} minutes to do the run.' = gold
tl8g:2|wrong|prose_sentence|hybrid: works in hours, '11/6 + x - 11/6 = 10 minutes', 'So, James's run time is 10 minutes.'; ends 'Therefore, James's total time is 2 hours, which is 10 minutes longer than Jon's total time of 1 hour 40 minutes.' (gold 59)
tl8g:3|wrong|prose_sentence|base model (tasks[246], the three movies, gold 20): x = 1/4z + 5/4, y = 25.75; 'So Movie A was 6.4375 minutes long.' (gold 20)
tl8g:4|correct|boxed|R1-Distill: 75 + 5 = 80, / 4; after </think> '**Final Answer:** \[ \boxed{20} \]' = gold
tl8g:5|correct|prose_sentence|hybrid: 75, 80, 80 / 4; 'So, Movie A was 20 minutes long.' and 'Therefore, Movie A was 20 minutes long.' = gold
tl8g:6|no_answer|truncated|base model (tasks[247], Michael's horse, gold 6): the question, then the question numbered '1.' to '27.' across the edge of pages 1872000 and 1888000 until cut at '28. Michael is racing his horse and notices that for every mile the'; no value
tl8g:7|correct|boxed|R1-Distill: first 15 hours and $720, then corrects to 16 miles, 8 bails, $30 - $24; '**Final Answer** Michael has \boxed{6} dollars in change.' closes its thinking, then after </think> 'Thus, Michael has \boxed{6} dollars in change.' = gold
tl8g:8|correct|answer_is|hybrid: 16 miles, 8 bails, $24; 'So, Michael has $30 in change after buying the hay. However, since he only spent $24 on the hay, he has $6 in change. Therefore, the answer is $6.' and 'Therefore, the answer is $6 in change after buying the hay.' = gold 6 (the $30 withdrawn)
tl8g:9|wrong|prose_sentence|base model (tasks[248], Rozanne's eggnog, gold 2): 50 eggs / 5 eggs a glass, taken for trays; 'Therefore, Rozanne can put out 10 trays.' (gold 2)
tl8g:10|correct|boxed|R1-Distill: 50 / 5 = 10 glasses, 10 / 5; after </think> '**Final Answer:** \[ \boxed{2} \]' = gold
tl8g:11|correct|prose_sentence|hybrid: restates the question, 25 eggs a tray, 50 / 25 = 2 (a replacement character for the division sign); 'Therefore, Rozanne can put out 2 trays of eggnog.' and 'In conclusion, Rozanne can put out 2 trays of eggnog, ...' = gold
tl8g:12|no_answer|truncated|base model (tasks[249], Joey's Scrabble, gold 5): the question verbatim (46 whole) across pages 1888000 and 1904000 until cut at 'Then Marcy'; no value
tl8g:13|correct|boxed|R1-Distill: 240 - 235; after </think> '**Final Answer:** \[ \boxed{5} \]' = gold
tl8g:14|correct|answer_is|hybrid: 240 - 235 = 5, then 'Alternatively, ... 26 - 10 = 16 points. ... he is winning by 16 points. However, since the question asks for the difference between their scores, ... Therefore, the correct answer is 5 points.' = gold (the 16 withdrawn)
tl8g:15|wrong|prose_sentence|base model (tasks[250], the salesman's sneakers, gold 539): '(48 - 17) x $25 = $625', $965 - $576; 'So, the salesman's profit was $389.' and 'In conclusion, the salesman made a profit of $389 ...' (gold 539)
tl8g:16|correct|boxed|R1-Distill: 340 + 775 - 576; '**Final Answer** The salesman's profit was \boxed{539} dollars.' closes its thinking, then after </think> 'The salesman's profit was \(\boxed{539}\) dollars.' = gold
tl8g:17|correct|prose_sentence|hybrid: $1115 - $576; 'Therefore, the salesman's profit is $539.' and last 'In this case, the profit is $539, which means the salesman made a profit of $539 from the sale of the sneakers.' = gold
tl8g:18|wrong|prose_sentence|base model (tasks[251], Beatrice's crayons, gold 112): 'Solution: The number of colors of crayons did Beatrice buy in all is 10.', works 6 x 8 + 4 x 16 = 48 + 64 = 112, then 'Therefore, the number of colors of crayons did Beatrice buy in all is 10.': the gold only in the working (gold 112)
tl8g:19|correct|boxed|R1-Distill: 48 + 64; after </think> '\[ \boxed{112} \]' = gold
tl8g:20|correct|answer_is|hybrid: 48 + 64 = 112 colors; 'The answer is 112 colors. Beatrice bought a total of 112 colors of crayons ...', then a paragraph on colour theory restating 112 = gold
tl8g:21|wrong|prose_sentence|base model (tasks[252], the movie super ticket, gold 4): '20 - 12 - x - 3 = 2', 'x = 7'; 'Therefore, the regular price of popcorn is $7.' (gold 4)
tl8g:22|wrong|boxed|R1-Distill: takes the super ticket as $20 (not $21), 20 - (15 + C) = 2; 'So, the regular price of the popcorn is $3.', then after </think> '**Therefore, the regular price of the popcorn is \boxed{3} dollars.**' (gold 4)
tl8g:23|wrong|prose_sentence|hybrid: '12 = x + 3', '9 = x'; 'Therefore, the regular price of popcorn is $9.', then the paragraph 'Therefore, the regular price of popcorn is $9, and the soda costs $3. ... the price of the super ticket.' verbatim (19 whole) until cut at 'the difference between the regular': its stated, never-contradicted $9 (loop convention) (gold 4)
tl8g:24|wrong|prose_sentence|base model (tasks[253], Bentley's balloons, gold 11050): x = 45, y = 65, 170 x 65 taken as 10,950; 'Therefore, Bentley paid $10,950 to fill 170 helium balloons after the price increase.' (gold 11050)
tl8g:25|correct|boxed|R1-Distill: 170 x 65 = 11,050; '**Final Answer** Bentley paid \boxed{11050} dollars ...' closes its thinking, then after </think> '\[ \boxed{11050} \]' = gold
tl8g:26|correct|prose_sentence|hybrid: $45, $65, x 170; 'Therefore, the total cost for 170 balloons after the price increase is $11,050. This is the amount that Bentley paid ...' = gold 11050 (written '$11,050')
tl8g:27|wrong|prose_sentence|base model (tasks[254], the car's average speed, gold 50): 'the car traveled 60 miles in 2 hours', 90 miles in 3 hours; 'Therefore, the average speed of the car is 90/3 = 30 mph.' (gold 50)
tl8g:28|correct|boxed|R1-Distill: 150 / 3; '**Final Answer** The car's average speed during the trip is \boxed{50} mph.' closes its thinking, then after </think> the same sentence boxed = gold
tl8g:29|correct|prose_sentence|hybrid: 120 + 30 = 150 miles in 3 hours; 'Therefore, the average speed is 150 miles / 3 hours = 50 mph.' = gold
tl8g:30|no_answer|truncated|base model (tasks[255], Jenna's jewels, gold 6400): the question verbatim (38 whole) across pages 1936000 and 1952000 until cut at 'for two rubies'; no value
tl8g:31|correct|boxed|R1-Distill: 5 x $800 + 2 x $1200; after </think> '**Final Answer:** \[ \boxed{\$6,\!400} \]' = gold 6400 (written '\$6,\!400')
tl8g:32|wrong|prose_sentence|hybrid: values all 8 sapphires, $6400 + $2400; 'Therefore, the total value of all Jenna's jewels is $8800.' and '... bringing the total value to $8800.' (gold 6400)
tl8g:33|wrong|prose_sentence|debatable: base model (tasks[256], Marin and Nancy's apples, gold 150): 4 x 30 + 4 x 30; 'So, in 30 days, Marin and his neighbor Nancy will eat 120 + 120 = 240 apples.' (gold 150; the gold's working takes '4 + 1' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold)
tl8g:34|wrong|boxed|debatable: R1-Distill: 4 + 4 = 8 a day, x 30; after </think> '**Final Answer:** \[ \boxed{240} \]' (gold 150; the gold's '4 + 1' a day does not match 'each eat 4 apples a day'; labelled against the gold)
tl8g:35|wrong|prose_sentence|debatable: hybrid: 120 + 120; 'Therefore, the total number of apples they eat in 30 days is 240 apples.' and '... a total of 240 apples in that period.' (gold 150; the gold's '4 + 1' a day does not match the question as worded; labelled against the gold)
tl8g:36|correct|prose_sentence|base model (tasks[257], Bob's potting soil, gold 1920): restates the question, 320 / 2 = 160 bags x $12; 'Therefore, the potting soil will cost Bob $1,920.' = gold 1920 (written '$1,920')
tl8g:37|correct|boxed|R1-Distill: 160 x $12; after </think> '**Final Answer:** \boxed{\$1,\!920}' = gold 1920 (written '\$1,\!920')
tl8g:38|correct|prose_sentence|hybrid: restates the question, 160 bags x $12; 'Therefore, the potting soil will cost Bob $1920.' and '... 160 bags of potting soil at a cost of $1920.', then a caveat on waste and prices (not withdrawing it) = gold
tl8g:39|no_answer|truncated|base model (tasks[258], the magician's cards, gold 78): 'green cards = 1.6 * red cards', then the pair 'We also know that there are 60% more green cards than red cards. So, we can write the following equation:' / 'green cards = 1.6 * red cards' verbatim (54 whole) across pages 1952000 and 1968000 until cut at 'We also know that there are 60% more green'; no value
tl8g:40|correct|boxed|R1-Distill: 15 + 24 + 39; after </think> '**Final Answer:** \[ \boxed{78} \]' = gold
tl8g:41|correct|prose_sentence|hybrid: 15 x 1.6 = 24, 39, 15 + 24 + 39 = 78; 'Therefore, there are 78 cards in total.' = gold
tl8g:42|correct|prose_sentence|base model (tasks[259], Katelyn's fairies, gold 45): 50 + 25 = 75, 75 - 30; 'So, the number of fairies remaining is 75 - 30 = 45.' and 'So, the number of fairies remaining is 45.' = gold
tl8g:43|no_answer|truncated|R1-Distill: weighs 87.5 - 30 = 57.5 and 100 - 30 = 70 across the edge of pages 1968000 and 1984000, the stored text ending at 'making the total 50 + 25 + 25 = 100. Then, 30 flew away,' inside its thinking; no final answer
tl8g:44|correct|prose_sentence|hybrid: 50 + 25 - 30; 'Therefore, the number of fairies remaining is 45.' = gold
tl8g:45|correct|prose_sentence|base model (tasks[260], the spotted puppies, gold 35): 7/20 = 0.35; 'Therefore, the percentage of all the puppies with spots is 35%.' = gold 35 (written '35%')
tl8g:46|correct|boxed|R1-Distill: 7 / 20 x 100; '**Final Answer** ... \boxed{35\%}.' closes its thinking, then after </think> 'Thus, the percentage of all the puppies that have spots is \boxed{35\%}.' = gold 35
tl8g:47|correct|prose_sentence|hybrid: (7/20) x 100 = 35%; 'Therefore, 35% of all the puppies have spots.' = gold 35
tl8g:48|correct|prose_sentence|base model (tasks[261], the farmer's feed, gold 2): sums the weights to 3500 (not 4500), 3500 / 2250 = 1.5555..., 2 trips; 'Therefore, the farmer needs to make 2 trips to transport all the feed.' = gold (a right value through wrong working)
tl8g:49|correct|boxed|R1-Distill: sums to 3400 (not 4500), 3400 / 2250 = 1.511, rounds up; after </think> '4. **Final Answer:** \[ \boxed{2} \]' = gold (a right value through wrong working)
tl8g:50|correct|prose_sentence|hybrid: sums to 3500, 3500 / 2250 = 1.555 (a replacement character for the division sign), rounds up; 'Therefore, the farmer needs to make 2 trips to transport all the feed.' = gold
tl8g:51|correct|prose_sentence|base model (tasks[262], Grayson's recycling, gold 84): 24 + 60 = 84 cents, 'Hence, the value of x cents is 84 cents.', then the pair 'Therefore, the value of x is 84 cents.' / 'Hence, the value of x is 84 cents.' verbatim (76 whole) across pages 1984000 and 2000000 until cut at 'Hence, the value of x': its stated, never-contradicted 84 (loop convention) = gold
tl8g:52|correct|boxed|R1-Distill: 21 cents a week x 4; after </think> '**Final Answer:** \[ \boxed{84} \]' = gold
tl8g:53|correct|prose_sentence|hybrid: restates the question, 6 + 15 = 21, x 4; 'Therefore, in a four-week month, Grayson earns 84 cents ...' and last 'In conclusion, the total amount Grayson earns from recycling in a four-week month is 84 cents.' = gold
tl8g:54|correct|prose_sentence|base model (tasks[263], Shondra's plants, gold 9): y = 1.6(10) = 16, x = 16 - 7; 'So, Shondra has 9 plants.' = gold
tl8g:55|correct|boxed|R1-Distill: 10 + 6 - 7; after </think> '\[ \boxed{9} \]' = gold
tl8g:56|correct|prose_sentence|hybrid: restates the question, 10 + 0.6 x 10 = 16, 16 - 7; 'Therefore, Shondra has 9 plants.' = gold
tl8g:57|no_answer|truncated|base model (tasks[264], Ali and Leila, gold 71): the question verbatim (90 whole) across pages 2000000 and 2016000 until cut at 'How much does Ali have'; no value
tl8g:58|correct|boxed|R1-Distill: $21 + $50; after </think> '**Final Answer:** \[ \boxed{71} \]' = gold
tl8g:59|correct|prose_sentence|hybrid: restates the question, $21 + $50 = $71, numbered steps; 'Therefore, Ali has $71 after Leila gives him half of her $100.' and last '... which is $71 in this case.' = gold
tl8g:60|correct|prose_sentence|base model (tasks[265], Ashley's pizza tip, gold 18): x = 1/5 x 15 = 3, 15 + 3; 'Hence, the total amount that Ashley should give the delivery man is $18.' = gold 18 (written '$18')
tl8g:61|correct|boxed|R1-Distill: 15 + 3; after </think> '**Final Answer:** \[ \boxed{18} \]' = gold
tl8g:62|correct|prose_sentence|hybrid: 15 x 1/5 = $3, $15 + $3; 'Therefore, the total amount Ashley should give the delivery man is $18. She should give the delivery man $18, ...' = gold 18
tl8g:63|wrong|prose_sentence|base model (tasks[266], Finley's race, gold 6): adds every move, 6th, 9th, 10th; 'Therefore, Finley finished in 10th place.' (gold 6)
tl8g:64|wrong|boxed|R1-Distill: 6, 4, 7, then 'She moves from **7th** to **8th** place. \[ 7 - 1 = 8 \]'; after </think> '**Final Position:** \[ \boxed{8} \]' (gold 6)
tl8g:65|correct|prose_sentence|hybrid: 6, 4, 7, 6; 'Therefore, Finley finished the race in 6th place.', the steps restated three ways, last '... to finish the race in 6th place. This is the answer to the question.' = gold 6 (written '6th place')
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
