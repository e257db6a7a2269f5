__doc__ = r"""Build public_heldout142.jsonl: a 142nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

102 records, all long chain-of-thought, from the Llama file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 116, 121, 126, 131 and 136 read, continuing where round 136 stopped, to the
end of the file:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 15 consecutive pages 2016000-2240000 (page 2016000 read
  again: round 136 read it; page 2240000 is the file's last, 7,671 characters), tasks[267]-[301]
  all three models (less three repeats): 102 records (GSM8K test).

Method (rounds 76-136): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters, the last
(2240000) to the file's remainder, 7,671 (2,247,671 - 2,240,000). Page 2016000 was read again this
session; its text (opening 'eila gave him half of her $100.' inside the Ali base loop, ending 'Miss
Maria has s' in the Maria base loop, and the records between) is the same as round 136's paste of
it (/tmp/rounds/real136/pages/ll_2016000.txt), which was taken over as this round's paste file
(byte-identical) and decodes to the same 16,000 characters (byte-identical .page file). Each other
paste was written while reading the page and checked against it as it was written; one paste
first came out the wrong length (2080000: 'how many carrot sticks' for the gold's 'how many carrots
sticks', one character short, which left no whole loop count) and was corrected against the page
until it decoded to exactly 16,000 characters.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for each marker and requires exactly one combination to give the page
length; a count fixed by reading is given in its FIXED table). The counts (further copies after
the pasted one; unit length in characters of the page text): 2016000 Ali base line 'Ali had $21.
... How much does Ali have now?' (with '\n', 75) 27 and Maria base line 'Miss Maria has six
decks ... how many students does Miss Maria have?' (with '\n', 257) 16 (round 136's paste, one
pair in 0-400); 2032000 the same Maria line 17; 2048000 sprinkles base line '6 jars of sprinkles
can decorate 8 cupcakes' (with '\n', 45) 86; 2064000 the same sprinkles line 87 and Theo base line
'The change she received is $3.' (with '\n', 32) 233; 2080000 pencils hybrid paragraph 'To find
the total number of pencils used, ... so 2/3 of the remaining pencils were left.' (with '\n', 495)
13; 2128000 Jasper base line 'Jasper has half as many tubes of blue paint as Ben, and three times
as many tubes of yellow paint as Ben.' (with '\n', 107) 75 and penny base line 'x = 3/4(48)' (with
'\n', 13) 118; 2144000 the same penny line 92; 2160000 James base line 'James runs 12 miles a day
for 5 days a week.  If he runs 10 miles an hour how many hours does he run a week?' (with '\n',
110) 61; 2208000 Charisma base line 'Charisma works for 8 hours every day.  ... how many minutes
has she walked?' (with '\n', 196) 39.
Two pages carry two markers whose page length admits more than one pair in 0-400; the first count
was fixed by reading (work/mk.py FIXED) and the pair checked against the other pages: 2064000
admits (sprinkles, change) = (23, 323), (55, 278), (87, 233), (119, 188), (151, 143), (183, 98),
(215, 53), (247, 8) (a step of 32 sprinkle lines for 45 change lines): the sprinkle block on the
page reads as long as page 2048000's 87 lines, and (87, 233) is also the only pair that leaves both
loops near the length the file's other base loops stop at (about 2,000 tokens: 176 sprinkle lines,
234 change lines; 55/278 would give the Theo loop 279 lines, 119/188 the sprinkles 207);
2128000 admits (Jasper, penny) = (49, 332), (62, 225), (75, 118), (88, 11): the Jasper block reads
as about three-quarters of the page (76 whole lines, not 50, 63 or 89), and with 118 the penny
loop, which runs on across page 2144000 (93 more whole lines there, one marker, unique), comes to
213 whole lines, the same stopping length again (11 would stop it at 106, 225 at 320). Pasted
whole: the toy-car hybrid's numbered loop (2176000, 2192000; its numbers change) and the Jasper
loop's first whole copy (2112000).
The pages were joined in file order (231,671 characters), so a completion crossing an edge is
taken whole. Each record's `r` was cut out of the joined page text by script (the JSON string
body as the file holds it between its field's opening quote and the next unescaped quote; `enc` =
`json`, decoded once more by the build; work/extract.py), never retyped.

Edges: page 2016000 opens inside tasks[264] base_model (Ali's loop) and holds tasks[264] thinking
and hybrid and tasks[265]-[266], round 136's records: not taken; tasks[267] base_model, which round
136 left cut at 'Miss Maria has s', is taken whole across pages 2016000-2032000. The file ends on
page 2240000 ('  ]\n}'), so no record is cut by the last page. Every completion on the pages read
from tasks[267] on is taken but three repeats (below). Ten completions are cut in the file
itself (the stored text ends mid-word or mid-sentence: the Maria, sprinkles, Theo, Jasper, penny
and James base loops, the pencils and toy-car hybrid loops, and the Becky and cheerleader
R1-Distills inside their thinking); the Charisma base loop ends after a whole copy. They are whole
records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 25,192
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
three repeat and are not taken: tasks[281] base_model (Tom's getaway), tasks[295] base_model
(Heather's razors) and tasks[296] base_model (the cheerleaders) are empty, as earlier rounds' empty
completions are. The records are numbered in file order (tl8g 0-101).

Repositories (102 records): thaotnguyen/thinking-llms-interp 102 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 102 (test), MATH 0. Prompt format: long_cot 102 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking models write their reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 73, wrong 20, no_answer 9. Forms: prose_sentence 55, boxed 33, truncated 8,
answer_is 4, final_answer_phrase 1, none 1. 2 debatable (tl8g 4: the Becky R1-Distill's thinking,
cut after several '$1.00' conclusions; tl8g 53: the Gabriel base model's '-40 songs fewer').

Truths by model: base_model (Llama-3.1-8B, a BASE model, 32) 17 correct (3 Becky $1 through wrong
working, 6 laundry 1200, 15 Theo $3 by its loop, 18 pencils 80, 21 Matt 6, 24 shark 10%, 27
computers 80, 33 Sarah 5, 39 tour 621, 50 Keegan $26, 56 Stetson $240, 65 oats 4, 68 Jana 6, 71
temperatures -10, 77 Jaime 16, 93 Paul $112, 99 venues 10), 9 wrong (9 Frank 85, 30 Jason 60, 36
Gina 14, 53 Gabriel -40 (debatable), 59 Jillian 80, 74 toy car 6, 80 Sally $8, 90 Angela 2, 96
pies 10), 6 no_answer (0 Maria, 12 sprinkles, 44 Jasper, 62 James, 87 Charisma: loops of the
question or of a given fact; 47 pennies: a loop of 'x = 3/4(48)' that never evaluates it);
thinking_model (R1-Distill-Llama-8B, 35) 32 correct, 1 wrong (31 Jason 240), 2 no_answer (4 Becky
(debatable), 85 cheerleaders: the stored text ends inside the thinking); hybrid_model (35) 24
correct (76 toy car by its loop), 10 wrong (8 laundry 1120, 11 Frank 0, 26 shark 5%, 32 Jason 60,
43 Tom $10400, 49 pennies 60, 64 James '5.2 hours ... or 6 hours', 73 temperatures -64.8, 86
cheerleaders 53, 101 venues 40), 1 no_answer (20 pencils: a paragraph loop with no value).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 2016000-2240000 joined
  (231,671 of 2,247,671 characters): tasks[267]-[301] (Miss Maria's cards, Becky and Kelly's
  apples, Bob's laundry, Fireman Frank's shoes, Mary's sprinkles, Theo's pen and paper, Marissa's
  pencils, Matt's carrot sticks, Benny's shark, the desktop computers, Jason's shoes, Sarah's
  books, Gina's class allergies, the company tour, Tom's getaway, Ben and Jasper's paint, Belen's
  pennies, Keegan's car wash, Gabriel and Luri's songs, Stetson's oranges, Jillian's handbag,
  James's running, Uncle Ben's oats, Jana's Pomeranians, the three countries' temperatures, the
  toy car, Jaime's eggs, Sally's pizzas, Heather's razors, the cheerleaders' pyramid, Charisma's
  walks, Brett and Angela, Paul's rides, Brianne and Ashley's pies, Mark's venues). Record number
  = place in file order.

Label conventions (rounds 72-136): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong (tl8g 64: '5.2 hours each week,
or 6 hours if we round'); a response cut before any final answer is no_answer, and so is one with
no value at all (a loop of the question, of a given fact or of an unevaluated expression); a
thinking model whose stored text ends inside its thinking is no_answer even where the thinking
has reached a value (tl8g 4, marked debatable, and 85), as round 136 did with tl8g 43; equal in
value but written differently is correct (here '$1.00' for 1, '10%' and '\boxed{10\%}' for 10,
'\boxed{\$15,\!400}' for 15400, '\boxed{6 \, \text{hours}}' for 6, '\boxed{-10\ \text{degrees
Fahrenheit}}' for -10, '\boxed{\$112}' for 112, '\boxed{\$220}' for 220, '25 cents' for 25); a
value of the other sign is another quantity (tl8g 53: '40 - 80 = -40 songs fewer', debatable).
Loop convention: a response that states its answer and then repeats it (or a block of its
solution) verbatim until cut mid-copy is labelled by the stated, never-contradicted value (tl8g 15
'The change she received is $3.', tl8g 76 'The answer is 4 days.' then 'The child will need 4
days ...' numbered to 113). A value settled on after </think> counts over a different value in
the thinking (tl8g 88: 600 in the thinking, \boxed{200} after; tl8g 91: 50, then \boxed{38}). A
right final value reached through wrong working is correct (tl8g 3: '20x-1-20x+2x=1'). Gold:
GSM8K = the file's own correct_answer '####' value (the build checks it against GSM8K test by the
question's opening words).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
2016000 (read again), 2032000, 2048000, 2064000, 2080000, 2096000, 2112000, 2128000, 2144000,
2160000, 2176000, 2192000, 2208000, 2224000, 2240000 (15 pages, to the file's end). Nothing else
was read. The file ended before the 120-200 target.

Leads for a later round: the Llama GSM8K file is finished (tasks[0]-[301] read across rounds
72-142). The 14B MATH-500 file of the same repository from 1696000 (round 116's lead, still
untouched: re-read it: tasks[138] the quadratics, hybrid model cut there at 'c = \frac{-2 \pm
\sq'; tasks[138]-[331] unread); any other benchmark_results_*.json under hybrid/results/ not yet
read (list them with find_files before choosing).

Usage: python build_public_heldout142.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout142.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout142.jsonl"
SOURCE = "public_heldout142"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 2016000-2240000 joined (231,671 of 2,247,671 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|no_answer|truncated|base model (tasks[267], Miss Maria's sports cards, gold 30): the question verbatim (36 whole) across pages 2016000 and 2032000 until cut at 'with 40 baseball'; no value
tl8g:1|correct|boxed|R1-Distill: 150 + 200 - 50 = 300, / 10; after </think> '**Final Answer:** \[ \boxed{30} \]' = gold
tl8g:2|correct|prose_sentence|hybrid: 150 + 200 - 50 = 300, '300 \ufffd 10 = 30' (a replacement character for the division sign); 'Therefore, Miss Maria has 30 students.' = gold
tl8g:3|correct|prose_sentence|base model (tasks[268], Becky and Kelly's apples, gold 1): 'Let us assume that the price of 1 apple is $x', '20x-1-20x+2x=1'; 'Therefore, Kelly paid $1 more than Becky.' = gold (a right value through wrong working)
tl8g:4|no_answer|truncated|debatable: R1-Distill: $8.00 and $9.00, 'Therefore, I think the answer is $1.00.' and 'I'm confident that Kelly paid $1.00 more than Becky.' inside its thinking, then doubts again ('899 cents, which is $8.99. Wait, hold on, that's conflicting') and the stored text ends at 'Wait,' before </think>; no final answer (gold 1)
tl8g:5|correct|prose_sentence|hybrid: $9.00 - $1 = $8.00, $10.00 - $1.00 = $9.00; 'Therefore, Kelly paid $1.00 more than Becky.' = gold 1 (written '$1.00')
tl8g:6|correct|prose_sentence|base model (tasks[269], Bob's laundry, gold 1200): 160 sheets, 80 comforters, 320 pillow cases, 640 towels; '160 + 80 + 320 + 640 = 1200. Therefore, there are 1200 pieces of laundry in 80 rooms.' = gold
tl8g:7|correct|boxed|R1-Distill: 15 a room x 80; '**Final Answer** ... \boxed{1200}.' closes its thinking, then after </think> 'Thus, the total number of pieces of laundry in 80 rooms is \(\boxed{1200}\).' = gold
tl8g:8|wrong|answer_is|hybrid: leaves out the comforter, 2 + 4 + 8 = 14 a room, 14 x 80 = 1120; 'The answer is 1120 pieces of laundry in 80 rooms.' (gold 1200)
tl8g:9|wrong|prose_sentence|base model (tasks[270], Fireman Frank's shoes, gold 120): a table adding pairs as shoes, 265 - 180 = 85; 'So, Fireman Frank will have 85 shoes on Sunday.' (gold 120)
tl8g:10|correct|boxed|R1-Distill: 200 + 10 + 30 + 60 = 300, 300 - 180; after </think> '\[ \boxed{120} \]' = gold
tl8g:11|wrong|prose_sentence|hybrid: 50 pairs, '50 - 180 = -130 pairs', 'he must have 0 pairs'; 'Therefore, Fireman Frank will have 0 shoes on Sunday if he gets rid of 180 shoes on Saturday.' (gold 120)
tl8g:12|no_answer|truncated|base model (tasks[271], Mary's sprinkles, gold 4): the question, then the line '6 jars of sprinkles can decorate 8 cupcakes' verbatim (176 whole) across pages 2048000 and 2064000 until cut at '6 jars of sprinkles can decorate '; no value
tl8g:13|correct|boxed|R1-Distill: 6 x 8 = 48, 48 / 12; after </think> 'Mary should bake \(\boxed{4}\) pans worth of cupcakes.' = gold
tl8g:14|correct|answer_is|hybrid: 48 cupcakes / 12; 'The answer is 4 pans worth of cupcakes.', a ratio paragraph, last 'Either way, the answer is 4 pans worth of cupcakes.' = gold
tl8g:15|correct|prose_sentence|base model (tasks[272], Theo's pen and paper, gold 3): 'The change she received is $9 - 3(2) = $9 - 6 = $3.', then 'The change she received is $3.' verbatim (234 whole) until cut at 'The change she received is $': its stated, never-contradicted $3 (loop convention) = gold
tl8g:16|correct|boxed|R1-Distill: $5 paper, $10 - $7; after </think> 'Theo received \(\boxed{3}\) dollars in change.' = gold
tl8g:17|correct|prose_sentence|hybrid: numbered steps, $10 - $7 = $3; 'In conclusion, Theo received $3 in change ...' and last '... the change she received is $3.' = gold
tl8g:18|correct|prose_sentence|base model (tasks[273], Marissa's pencils, gold 80): 300, 300 - 60 = 240, 1/3 x 240 = 80; 'Therefore, 80 pencils were left at the end of the year.' = gold
tl8g:19|correct|boxed|R1-Distill: 240 / 3; '**Final Answer** ... \boxed{80}.' closes its thinking, then after </think> 'The number of pencils left at the end of the year is \boxed{80}.' = gold
tl8g:20|no_answer|truncated|hybrid: fractions only (4/5 left, then '1/3 of the remaining pencils were used, so 2/3 ... were left'), then the paragraph 'To find the total number of pencils used, ...' verbatim (14 whole) until cut at 'used after two'; no number of pencils ever stated
tl8g:21|correct|prose_sentence|base model (tasks[274], Matt's carrot sticks, gold 6): x/2 + 2 = 5, x = 6; 'Matt has to eat 6 carrot sticks to eat 5 cookies in total.' = gold
tl8g:22|correct|boxed|R1-Distill: x/2 + 2 = 5; after </think> '**Answer:** Matt has to eat \(\boxed{6}\) carrot sticks.' = gold
tl8g:23|correct|prose_sentence|hybrid: x/2 = 3, x = 6; 'Therefore, Matt needs to eat 6 carrot sticks to have 5 cookies in total.' = gold
tl8g:24|correct|prose_sentence|base model (tasks[275], Benny's shark, gold 10): 12 / 120 x 100 = 10%; 'Therefore, the percentage of the shark's body length is the combined length of the remoras is 10%.' = gold 10 (written '10%')
tl8g:25|correct|boxed|R1-Distill: 12 / 120; '**Final Answer** ... \boxed{10\%} ...' closes its thinking, then after </think> 'The combined length of the remoras is \boxed{10\%} of the shark's body length.' = gold 10
tl8g:26|wrong|prose_sentence|hybrid: takes one remora, 0.5 feet / 10 feet = 0.05; 'Therefore, the percentage of the shark's body length that the combined length of the remoras is is 5%.' (gold 10)
tl8g:27|correct|prose_sentence|base model (tasks[276], the desktop computers, gold 80): 3/4x = x - 20, x = 80; 'So, the number of students at that grade level is 80.' = gold
tl8g:28|correct|boxed|R1-Distill: N/4 = 20; '**Final Answer** ... \boxed{80}.' closes its thinking, then after </think> 'Thus, the total number of students at that grade level is \boxed{80}.' = gold
tl8g:29|correct|prose_sentence|hybrid: 20 x 4 = 80; 'Therefore, there are 80 students at that grade level.' and last 'The solution is 80 students, ...' = gold
tl8g:30|wrong|prose_sentence|base model (tasks[277], Jason's new shoes, gold 20): '4x = 240', x = 60; 'Therefore, Jason has to spend 60 minutes walking each day to break in the new shoes.' (gold 20)
tl8g:31|wrong|boxed|R1-Distill: takes 240 minutes a day, 960 a week / 4; after </think> 'Jason needs to walk for \(\boxed{240}\) minutes each day ...' (gold 20)
tl8g:32|wrong|prose_sentence|hybrid: 240 / 4 = 60, then 12 days, 720 / 12 = 60; 'In conclusion, Jason needs to walk for 60 minutes per day ...' (gold 20)
tl8g:33|correct|prose_sentence|base model (tasks[278], Sarah's books, gold 5): 4x = 300/15 = 20, x = 5; 'Each child got 5 books.' = gold
tl8g:34|correct|boxed|R1-Distill: 300 / 15 = 20, / 4; after </think> 'Each child received \(\boxed{5}\) books.' = gold
tl8g:35|correct|prose_sentence|hybrid: 20 books / 4; 'So, each child got 5 books.' = gold
tl8g:36|wrong|prose_sentence|base model (tasks[279], Gina's class allergies, gold 20): 9 + 6 + 3 = 18 allergic; 'So, the number of kids who are not allergic to anything is 32 - 18 = 14.' (gold 20)
tl8g:37|correct|boxed|R1-Distill: 9 + 6 - 3 = 12, 32 - 12; after </think> '**Final Answer:** \(\boxed{20}\)' = gold
tl8g:38|correct|prose_sentence|hybrid: 9 + 3 = 12, 32 - 12 = 20; 'So, there are 20 kids in Gina's class who are not allergic to anything.', then a summary with no other value = gold
tl8g:39|correct|prose_sentence|base model (tasks[280], the company tour, gold 621): 200 x 3 + 7 x 3 = 621; 'Therefore, the total number of people going on this tour is 621.' = gold
tl8g:40|correct|boxed|R1-Distill: 600 + 21; after </think> '**Final Answer:** \[ \boxed{621} \]' = gold
tl8g:41|correct|prose_sentence|hybrid: 600 + 21; 'Therefore, the total number of people going on the tour is 621.' = gold
tl8g:42|correct|boxed|R1-Distill (tasks[281], Tom's getaway, gold 15400; its base model's completion is empty, a repeat, not taken): $10,000 + $5,400; after </think> '**Final Answer:** \[ \boxed{\$15,\!400} \]' = gold 15400 (written '\$15,\!400')
tl8g:43|wrong|prose_sentence|hybrid: hotel $5400, one ticket $5000; 'Therefore, the trip cost Tom $10400.' and last 'Adding these costs together gives a total of $10400.' (gold 15400)
tl8g:44|no_answer|truncated|base model (tasks[282], Ben and Jasper's paint, gold 11): the question, then the line 'Jasper has half as many tubes of blue paint as Ben, and three times as many tubes of yellow paint as Ben.' verbatim (78 whole) across pages 2112000 and 2128000 until cut at 'J'; no value
tl8g:45|correct|boxed|R1-Distill: 2 + 9; '**Final Answer** Jasper has a total of \boxed{11} tubes of paint.' closes its thinking, then after </think> '\[ \boxed{11} \]' = gold
tl8g:46|correct|prose_sentence|hybrid: 2 blue + 9 yellow; 'Therefore, Jasper has a total of 11 tubes of paint (2 blue + 9 yellow).' repeated in each paragraph, last '... a total of 11 tubes of paint, which is the correct answer to the problem.' = gold
tl8g:47|no_answer|truncated|base model (tasks[283], Belen's pennies, gold 84): 'Substitute y = 48 in x = 3/4y', then the line 'x = 3/4(48)' verbatim (213 whole) across pages 2128000 and 2144000 until cut at 'x ='; the expression is never evaluated, no value
tl8g:48|correct|boxed|R1-Distill: 3/4 x 48 = 36, 36 + 48; '**Final Answer** ... \boxed{84} grains.' closes its thinking, then after </think> 'Thus, the combined weight of the two pennies is \boxed{84} grains.' = gold
tl8g:49|wrong|prose_sentence|hybrid: takes 3/4 of 48 as 12, 48 + 12; 'Therefore, the combined weight of the two pennies is 60 grains.' and last '... the combined weight, which is 60 grains.' (gold 84)
tl8g:50|correct|prose_sentence|base model (tasks[284], Keegan's car wash, gold 26): x = 200 - 174 = 26; 'They need to earn $26 more to reach their goal.' = gold 26 (written '$26')
tl8g:51|correct|boxed|R1-Distill: $200 - $174; after </think> '**Final Answer:** \[ \boxed{26} \]' = gold
tl8g:52|correct|prose_sentence|hybrid: $83 + $91 = $174, $200 - $174 = $26; last 'So, they need to earn $26 more to reach their goal.' = gold 26
tl8g:53|wrong|prose_sentence|debatable: base model (tasks[285], Gabriel and Luri's songs, gold 40): 80 and 40 songs, then 'So, Luri can add 40 - 80 = -40 songs fewer than Gabriel can add to his player.': states -40 (gold 40; the size is right but the value stated is -40, another quantity)
tl8g:54|correct|boxed|R1-Distill: 80 - 40; '**Final Answer** \boxed{40}' closes its thinking, then after </think> 'Thus, Luri can add \(\boxed{40}\) fewer songs than Gabriel.' = gold
tl8g:55|correct|prose_sentence|hybrid: 80 - 40 = 40; 'In conclusion, Luri can add 40 fewer songs than Gabriel can add to his player.' = gold
tl8g:56|correct|prose_sentence|base model (tasks[286], Stetson's oranges, gold 240): 2/5 of 60 = 24, '$10 for 24 oranges = $240'; last 'Hence, the total amount of money Stetson gave up is $240.' = gold 240 (written '$240')
tl8g:57|correct|boxed|R1-Distill: 24 x $10; after </think> '**Final Answer:** \[ \boxed{240} \]' = gold
tl8g:58|correct|prose_sentence|hybrid: 24 oranges x $10; 'Therefore, the total amount of money Stetson gave up is $240.' = gold 240
tl8g:59|wrong|prose_sentence|base model (tasks[287], Jillian's handbag, gold 220): lets x be the shoes but sets 3x - 20 = 80, x = 33.33; 'The cost of the bag is 3x - 20 = 100 - 20 = 80' (gold 220)
tl8g:60|correct|boxed|R1-Distill: 3 x $80 - $20; after </think> 'The cost of Jillian's handbag is \(\boxed{\$220}\).' = gold 220 (written '\$220')
tl8g:61|correct|prose_sentence|hybrid: x = 3 * 80 - 20 = 220, checks it; 'Therefore, the cost of the bag is $220.' = gold 220
tl8g:62|no_answer|truncated|base model (tasks[288], James's running, gold 6): the question verbatim (62 whole) until cut at 'James runs 12 miles a day for 5 days a week.  If'; no value
tl8g:63|correct|boxed|R1-Distill: 60 miles / 10; after </think> '**Final Answer:** \[ \boxed{6 \, \text{hours}} \]' = gold 6 (written with its unit)
tl8g:64|wrong|prose_sentence|hybrid: 1 hour 12 minutes a day x 5 = '5 hours and 12 minutes' = 5.2 hours, then '(5 x 12) / 10 = 6'; last 'In conclusion, James runs for 5.2 hours each week, or 6 hours if we round to the nearest hour.': two final values, a hedge (gold 6)
tl8g:65|correct|prose_sentence|base model (tasks[289], Uncle Ben's oats, gold 4): 4 x 10 x 5 = 200, 200 / 50; 'So, Uncle Ben will need 4 bags of oats to feed his horses for five days.' = gold
tl8g:66|correct|boxed|R1-Distill: 40 a day x 5 = 200, / 50; after </think> '**Final Answer:** \boxed{4}' = gold
tl8g:67|correct|prose_sentence|hybrid: 10 meals, 200 pounds / 50; 'Therefore, Uncle Ben needs 4 bags of oats to feed his horses for five days.', then a caveat on waste (not withdrawing it) = gold
tl8g:68|correct|prose_sentence|base model (tasks[290], Jana's Pomeranians, gold 6): proportions, 18, then '$6=Girl Pomeranians$'; 'So, Jana has 6 girl Pomeranians.' = gold
tl8g:69|correct|boxed|R1-Distill: 2/3 x 27 = 18, 1/3 x 18; '**Final Answer** Jana has \boxed{6} girl Pomeranians.' closes its thinking, then after </think> 'Thus, Jana has \boxed{6} girl Pomeranians.' = gold
tl8g:70|correct|final_answer_phrase|hybrid: 18, 6; 'Therefore, Jana has 6 girl Pomeranians.' and last 'The final answer is 6 girl Pomeranians.' = gold
tl8g:71|correct|prose_sentence|base model (tasks[291], the three countries' temperatures, gold -10): opens with -10, then -30 / 3 = -10; 'Therefore, the average highest temperature of these 3 countries is -10 degrees Fahrenheit.' = gold
tl8g:72|correct|boxed|R1-Distill: -30 / 3; after </think> '4. **Final Answer:** \[ \boxed{-10\ \text{degrees Fahrenheit}} \]' = gold -10 (written with its unit)
tl8g:73|wrong|prose_sentence|hybrid: converts to Celsius (-80, -11, -17), average -36 C, back to -64.8 F; 'Therefore, the average highest temperature of these 3 countries is -64.8 degrees Fahrenheit, which is approximately -65 degrees Fahrenheit. However, ... -36 degrees Celsius.' (gold -10)
tl8g:74|wrong|prose_sentence|base model (tasks[292], the toy car, gold 4): '$2 x - $4 = $8', x = 6; 'The child will need 6 days to save the remaining amount of money.' (gold 4)
tl8g:75|correct|boxed|R1-Distill: $8 / $2; after </think> 'It will take the child \(\boxed{4}\) days to save enough money to buy the toy car.' = gold
tl8g:76|correct|answer_is|hybrid: $8 / $2 = 4 days; '7. The answer is 4 days.', then the numbered line 'The child will need 4 days to save the remaining amount of money.' from '8.' to '113.' across pages 2176000 and 2192000 until cut at '113. The child will need 4 days': its stated, never-contradicted 4 (loop convention) = gold
tl8g:77|correct|prose_sentence|base model (tasks[293], Jaime's eggs, gold 16): 48 on the trays; 'So, he can't place 16 eggs on the tray.' = gold
tl8g:78|correct|boxed|R1-Distill: 64 - 48; after </think> '**Final Answer:** \[ \boxed{16} \]' = gold
tl8g:79|correct|answer_is|hybrid: 24 x 2 = 48, 64 - 48 = 16; 'Therefore, Jaime won't be able to place 16 eggs on the tray. The answer is 16 eggs.' = gold
tl8g:80|wrong|prose_sentence|base model (tasks[294], Sally's pizzas, gold 32): sets 4x = 8 (the small pizza's price as the total), x = 2; 'Sally spends $8 in all.' (gold 32)
tl8g:81|correct|boxed|R1-Distill: $8 + $24; after </think> 'Sally spends a total of \(\boxed{32}\) dollars.' = gold
tl8g:82|correct|prose_sentence|hybrid: 3 x $8 = $24, $8 + $24 = $32; 'Therefore, Sally spends a total of $32 on the two pizzas.', then a summary with no other value = gold
tl8g:83|correct|boxed|R1-Distill (tasks[295], Heather's razors, gold 25; its base model's completion is empty, a repeat, not taken): $4.00 - $2.00 = $2.00 / 8 = $0.25; after </think> '**Final Answer:** \[ \boxed{25} \]' = gold
tl8g:84|correct|prose_sentence|hybrid: $2.00 / 8 = $0.25; 'In cents, this is 25 cents per razor. So, the cost of each individual razor, in cents, after the discount is 25 cents.' = gold 25 (written '25 cents')
tl8g:85|no_answer|truncated|R1-Distill (tasks[296], the cheerleaders' pyramid, gold 21; its base model's completion is empty, a repeat, not taken): sums all ten heights, 636 inches = 53 feet, across the edge of pages 2192000 and 2208000; the stored text ends at 'Sometimes, when stacking people, the height is the' inside its thinking; no final answer
tl8g:86|wrong|prose_sentence|hybrid: sums all ten heights, 636 / 12; 'Therefore, the height of the human pyramid is 53 feet.' (gold 21)
tl8g:87|no_answer|none|base model (tasks[297], Charisma's walks, gold 200): the question verbatim (40 whole), the stored text ending after a whole copy; no value
tl8g:88|correct|boxed|R1-Distill: 24 x 5 = 120 timers, 600 minutes in its thinking; after </think> 8 x 5 = 40 timers x 5 = 200, '**Final Answer:** \boxed{200}' = gold (the value after </think> counts)
tl8g:89|correct|prose_sentence|hybrid: 40 hours x 5 minutes; 'Therefore, after 5 days at the office, Charisma has walked for 200 minutes.' and '... she has walked for 200 minutes.', then a caveat (not withdrawing it) = gold
tl8g:90|wrong|prose_sentence|base model (tasks[298], Brett and Angela, gold 38): 'Then Brett's age is x-4', x + 4 = 3x, x = 2; 'So, Angela's age is 2.' (gold 38)
tl8g:91|correct|boxed|R1-Distill: 3 x 18 = 54, 50 in its thinking; after </think> 3 x 14 = 42, 42 - 4, '**Final Answer:** \[ \boxed{38} \]' = gold (the value after </think> counts)
tl8g:92|correct|prose_sentence|hybrid: x + 4 = 3(14), x = 38; 'So, Angela's current age is 38 years old, and in four years, she will be 42 years old.' = gold
tl8g:93|correct|prose_sentence|base model (tasks[299], Paul's rides, gold 112): $8 a day, 14 x $8 = $112; 'So, Paul spent $112 on driving his car during these two weeks.' = gold 112 (written '$112')
tl8g:94|correct|boxed|R1-Distill: $84 + $28; after </think> '**Final Answer:** \boxed{\$112}' = gold 112
tl8g:95|correct|prose_sentence|hybrid: 14 x $6 = $84, 14 x $2 = $28; 'Therefore, Paul spent a total of $112 ...' and last '... which adds up to $112 in total.' = gold 112
tl8g:96|wrong|prose_sentence|base model (tasks[300], Brianne and Ashley's pies, gold 40): puts x = 10 (a box) for Ashley's 50, (2(10) + 20)/3 = 10; 'Therefore, Brianne and Ashley can make 10 greek orange pies.' (gold 40)
tl8g:97|correct|boxed|R1-Distill: 50 + 70 = 120, / 3 (checks 16 + 23 + 1); '**Final Answer** They can make \boxed{40} Greek orange pies.' closes its thinking, then after </think> 'Thus, Brianne and Ashley can make \boxed{40} Greek orange pies.' = gold
tl8g:98|correct|prose_sentence|hybrid: 120 / 3 = 40, checks 40 x 3; 'In conclusion, Ashley and Brianne can make 40 greek orange pies ...' and last '... they can make 40 pies. ... 120 / 3 = 40.' across the edge of pages 2224000 and 2240000 = gold
tl8g:99|correct|prose_sentence|base model (tasks[301], Mark's venues, gold 10): 200 + 5x = 25x, '$10 = x'; 'Therefore, the two venues will be equal in cost when 10 guests attend the party.' = gold
tl8g:100|correct|boxed|R1-Distill: 200 = 20x; '**Final Answer** ... \boxed{10}.' closes its thinking, then after </think> '... is \(\boxed{10}\).' = gold
tl8g:101|wrong|prose_sentence|hybrid: '$200 + 5n = 25n$', then '$n = 25n - 200 \div 5$', 'n = 40'; 'So, the two venues will be equal in cost when there are 40 guests.' and last 'In this case, the number of guests is 40, ...' (gold 10)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
