__doc__ = r"""Build public_heldout121.jsonl: a 121st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

81 records, all long chain-of-thought, from the Llama file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 116 read, continuing where round 116 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 13 consecutive pages 1472000-1664000 (page 1472000 read
  again: round 116 read it), tasks[191] thinking and hybrid (David's ride bracelet, whose thinking
  model round 116 left cut), tasks[192]-[218] all three models less three repeats, and tasks[219]
  base: 81 records (GSM8K test).

Method (rounds 76-116): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
1472000 was read again this session; its text (opening, ending, the records between and the loops)
is the same as round 116's paste of it (/tmp/rounds/real116/pages/ll_1472000.txt), which was taken
over as this round's paste file and decodes to the same 16,000 characters (byte-identical .page
file). Each paste was written while reading the page and checked against it as it was written;
one slip was caught by the length check and pasted again from the page: the milk base loop on
1552000 ends '48 calories per ounce = 48 calories ' (first pasted as '48 calories ', which left no
whole count). Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between
markers (@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go
was replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the page text): 1472000 (round 116's) James base '1/3 * 1/1 = ' 189 (12) and James
hybrid 'Step by step explanation:' + solution + 'Step by step answer:' + solution 3 (1537); 1520000
Erica base question line (with '\n') 27 (277); 1536000 Erica hybrid question line (with '\n\n') 23
(279) and Jenny base question line (with '\n') 47 (135); 1552000 milk base line '48 calories per
ounce = 48 calories per ounce' (with '\n') 98 (47); 1568000 the same milk line 74 (47) and builder
base question line (with '\n') 51 (147); 1584000 Mel base three-line question block 28 (249);
1648000 Misha hybrid four-paragraph block 'Another way to calculate ... is $56.' 14 (464).
Where a page held two markers the length left more than one pair (unit lengths with a common
factor), so one count was fixed by reading (work/mk.py FIXED) and the length fixed the other: on
1536000 the pairs were (8, 78), (23, 47), (38, 16): the Erica hybrid count 23 is the one that
gives that loop 28 whole copies and a last one without its '?', as its base has, and the only one
that fits the page's look (about 24 Erica copies, about 48 Jenny lines); on 1568000 the pairs were
(74, 51) and (221, 4): the builder loop plainly has far more than five copies, so 74 milk lines.
The pages were joined in file order, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file
holds it between its field's opening quote and the next unescaped quote; `enc` = `json`, decoded
once more by the build; work/extract.py), never retyped.

Edges: page 1472000 opens inside tasks[189] hybrid_model (the erasers and pencils) and holds
tasks[190] (James's messages) and tasks[191] base_model (David's ride bracelet), round 116's
records: not taken; tasks[191] thinking_model, which round 116 left cut, is taken whole across
pages 1472000-1488000. Page 1664000 ends inside tasks[219] thinking_model (Tom's European trip, in
its solution at 'Total for'): not taken (tasks[219] base is taken). Every other completion on the
pages read is taken, less three repeats. Many completions are cut in the file itself (the stored
text ends mid-word: the loops, and the R1-Distill thinking of tasks[197]); they are whole records
as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 23,340
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
three are not taken. tasks[194] (Tim's streaming services) and [212] (Sally's seashore money)
base_model are empty strings, as earlier rounds' empty completions are (repeats of an earlier
round); tasks[197] hybrid_model (Erica's cards) loops the same question as tasks[197] base_model
(taken), each 28 whole copies and a last one cut at 'does Erica now have', equal once whitespace
is normalised (the hybrid separates the copies with '\n\n', the base with '\n'). None of the 81
kept repeats an earlier round or another of this round. The records are numbered in file order
(tl8g 0-80).

Repositories (81 records): thaotnguyen/thinking-llms-interp 81 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 81 (test), MATH 0. Prompt format: long_cot 81 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking models write their reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 44, wrong 31, no_answer 6. Forms: prose_sentence 38, boxed 26, answer_is 7,
truncated 6, bare_last_line 2, answer_colon 1, final_answer_phrase 1. 1 debatable (tl8g 30).

Truths by model: base_model (Llama-3.1-8B, a BASE model, 26) 9 correct (2 Monica 12, 10 Carol 20%,
27 Alice 12, 30 milk 48 looped (debatable), 42 zebras 22, 45 Tyson $50.00, 51 Elliott 2,000, 54
Toby 20, 65 Shannon 5), 13 wrong (5 Betty 75, 13 Wendy 36, 21 bike 30, 24 Nancy 612, 36 brownies
8, 48 Allan 60, 57 Carolyn 42,000, 62 fireworks 1350, 68 Marcy 250, 71 Misha $80, 74 Joanne
166.67, 77 camels 100, 80 Tom 3,540), 4 no_answer (16 Erica, 18 Jenny, 33 builder, 39 Mel: loops
of the question cut with no value); thinking_model (R1-Distill-Llama-8B, 28) 21 correct (19 Jenny
and 75 Joanne: a wrong value in the thinking, the right box after </think>), 5 wrong (22 bike 30,
40 Mel 135,000 W h, 49 Allan 160, 58 Carolyn 42,000, 60 Sally 2), 2 no_answer (14 Wendy, 17
Erica: cut inside their thinking, R1 rule); hybrid_model (27) 14 correct (73 Misha by its loop),
13 wrong (1 David 12, 4 Monica 1 inch, 7 Betty 75, 9 Tim 46, 20 Jenny 10, 23 bike 30, 29 Alice
17, 41 Mel 135 kWh, 47 Tyson 200, 50 Allan 100, 56 Toby 10, 59 Carolyn 42,000, 76 Joanne 305).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 1472000-1664000 joined
  (208,000 of 2,247,671 characters): tasks[191] thinking and hybrid (David's ride bracelet),
  tasks[192]-[218] (Monica's gift bows, Betty's and Sam's popsicles, Tim's streaming services
  (base empty), Carol's song, Wendy's books, Erica's Valentine's cards (hybrid a repeat), Jenny's
  pizza, Mark's bike, Nancy's bugs, Alice's and Erica's ages, John's milk, the builder's year,
  Mark's brownies, Mel's air conditioner, the zebras' stripes, Tyson's muffalettas, Allan's corn
  and cannolis, Elliott's jog, Toby's book, Carolyn's contract employees, Sally's seashore money
  (base empty), Tim's fireworks, Shannon's madeleines, Marcy's candles, Misha's blouses, Joanne's
  apples, the camels and dromedaries) and tasks[219] base (Tom's European trip).
  Record number = place in file order.

Label conventions (rounds 72-116): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question left unsolved);
equal in value but written differently is correct (here '20%' and '\boxed{20\%}' for 20,
'\boxed{\$14,\!400}' for 14400, '$50.00' and '\boxed{\$50.00}' for 50, '2,000' for 2000, '$3.00'
for 3, '\boxed{\$1,\!110}' and '$1,110' for 1110); labels are against the gold as given. Loop
convention: a response that states its answer and then repeats it (or a block of its solution)
verbatim until cut mid-copy is labelled by the stated, never-contradicted value (correct by it:
tl8g 30 (debatable), 73). R1 rule: an R1-Distill answer cut inside its thinking, before '</think>'
and before a **Final Answer** line, is no_answer even where its working has reached a value (tl8g
14: 92 again and again in its working, its stored thinking ending on 'which is 36.'; tl8g 17);
one whose summary after '</think>' gives another value than its thinking is labelled by that
summary (tl8g 19, 75). Debatable: tl8g 30 (the milk base model: '16 ounces of milk = 48 calories
per ounce', then '48 calories per ounce = 48 calories per ounce' until cut, read as stating 48
calories, the gold). Gold: GSM8K = the file's own correct_answer '####' value (the build checks it
against GSM8K test by the question's opening words).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
1472000 (read again), 1488000, 1504000, 1520000, 1536000, 1552000, 1568000, 1584000, 1600000,
1616000, 1632000, 1648000, 1664000 (13 pages). Nothing else was read.

Leads for a later round: the Llama file from 1664000 (re-read it: tasks[219] Tom's European trip,
thinking model cut there in its solution at 'Total for'; tasks[219] thinking and hybrid and
tasks[220]-[301] unread), two to four tasks a page (its base models loop the question, a line or
a block; its hybrids sometimes loop a block; two more empty base models here); the 14B MATH-500
file from 1696000 (round 116's lead, untouched this round: re-read it: tasks[138] the quadratics,
hybrid model cut there at 'c = \frac{-2 \pm \sq'; tasks[138]-[331] unread).

Usage: python build_public_heldout121.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout121.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout121.jsonl"
SOURCE = "public_heldout121"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 1472000-1664000 joined (208,000 of 2,247,671 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|correct|boxed|R1-Distill (tasks[191], David's ride bracelet, gold 6; its base model round 116's): 9 x 4 = 36, 36 - 30; '**Final Answer** David saves \boxed{6} dollars.' closes its thinking, then after </think> (across the edge of pages 1472000 and 1488000) 'Thus, David saves \boxed{6} dollars.' = gold
tl8g:1|wrong|prose_sentence|hybrid: takes 9 tickets at $2 = $18 for Dasha, $30 - $18; 'Therefore, David saves $12 by buying the ride bracelet ...' and 'David's savings are $12, ...' (gold 6)
tl8g:2|correct|prose_sentence|base model (tasks[192], Monica's gift bows, gold 12): restates the question; 'So, the number of inches of ribbon can she use for each gift bow is 144/12=12 inches.' = gold
tl8g:3|correct|boxed|R1-Distill: 144 / 12; after </think> 'Thus, Monica can use \boxed{12} inches of ribbon for each gift bow.' = gold
tl8g:4|wrong|prose_sentence|hybrid: assumes each bow needs 1 inch, 12 x 1 = 12, 12 / 12 = 1; 'Therefore, Monica can use 1 inch of ribbon for each gift bow, ...' and '... each bow will use 1 inch of ribbon.' (its 144 / 12 = 12 counts bows; gold 12)
tl8g:5|wrong|prose_sentence|base model (tasks[193], Betty's and Sam's popsicles, gold 15): 5x = 6y gives y = 75, x = 90; 'Sam has 75 more popsicles than Betty.' (gold 15)
tl8g:6|correct|boxed|R1-Distill: 165 / 11 = 15, 90 - 75; after </think> 'Thus, Sam has \boxed{15} more popsicles than Betty.' = gold
tl8g:7|wrong|prose_sentence|hybrid: takes Betty as x = 15 and Sam as 6x = 90, 90 - 15; '9. Therefore, Sam has 75 more popsicles than Betty.' (gold 15)
tl8g:8|correct|boxed|R1-Distill (tasks[194], Tim's streaming services, gold 34; its base model is empty, a repeat, not taken): $10 + $16 = $26, $60 - $26; after </think> '**Final Answer:** \boxed{34}' = gold
tl8g:9|wrong|prose_sentence|hybrid: restates the question; '$60 - $10 - $4 = $46. Tim will save $46 by making this change.' (gold 34)
tl8g:10|correct|answer_is|base model (tasks[195], Carol's song, gold 20): 1.5 / 7.5 x 100 = 20%; 'So, the answer is 20%.' = gold 20 (written '20%')
tl8g:11|correct|boxed|R1-Distill: (1.5 / 7.5) x 100%; after </think> 'Thus, Carol spent \boxed{20\%} of her total work time editing.' = gold 20 (written '20\%')
tl8g:12|correct|prose_sentence|hybrid: 0.2 x 100 = 20%; 'So, Carol spent 20% of her total work time editing the song.' = gold 20
tl8g:13|wrong|prose_sentence|base model (tasks[196], Wendy's books, gold 92): sets 20 + 2x = 36, x = 8; 'Hence, Wendy will need 36 books to complete her task.' (gold 92)
tl8g:14|no_answer|truncated|R1-Distill: weighs readings, reaching 92 again and again, and its stored thinking ends '... 20 more than double the number of books in the system, which is 36.' with no </think> and no **Final Answer** line (R1 rule)
tl8g:15|correct|prose_sentence|hybrid: 20 + 2 x 36 = 92; 'Therefore, Wendy needs to carry 92 books to complete her task. ...' = gold
tl8g:16|no_answer|truncated|base model (tasks[197], Erica's Valentine's cards, gold 38): repeats the question line verbatim (28 whole) until cut at 'does Erica now have'; no value (its hybrid, the same loop, a repeat, not taken)
tl8g:17|no_answer|truncated|R1-Distill: 50 - 29 + 17 = 38 again and again, once 18; its stored thinking is cut at 'her dad gave her 30, so' (no </think>; R1 rule)
tl8g:18|no_answer|truncated|base model (tasks[198], Jenny's pizza, gold 3): repeats the question line verbatim (48 whole, all on page 1536000) until cut at 'If Jenny eats '; no value
tl8g:19|correct|boxed|R1-Distill: its thinking ends 'there are 5 slices left', then after </think> '12 - 7 - 2 = 3 slices left' and '**Final Answer:** \[ \boxed{3} \]' = gold
tl8g:20|wrong|answer_is|hybrid: 12 - 2 = 10; 'Therefore, the answer to the question is 10 slices left after Jenny gives 1/3 to Bill and 1/4 to Mark.' (gold 3)
tl8g:21|wrong|prose_sentence|base model (tasks[199], Mark's bike, gold 25): $300 / $10 = 30, leaving out his $50; 'Step 6: Therefore, Mark has to save his money for 30 days.' (gold 25)
tl8g:22|wrong|boxed|R1-Distill: $300 / $10; after </think> '**Final Answer:** \[ \boxed{30} \]' (gold 25)
tl8g:23|wrong|answer_is|hybrid: $10 a day for 30 days; 'The answer is 30 days.', then caveats with no other value (gold 25)
tl8g:24|wrong|bare_last_line|base model (tasks[200], Nancy's bugs, gold 168): sets the total equal to 90, x = 306; 'Total number of bugs = 306 + 102 + 204 = 612.' (gold 168)
tl8g:25|correct|boxed|R1-Distill: 90 + 30 + 48; after </think> 'The total number of bugs Nancy counted is \boxed{168}.' = gold
tl8g:26|correct|prose_sentence|hybrid: 90 + 30 + 48 = 168; 'Therefore, Nancy counted a total of 168 bugs.' = gold
tl8g:27|correct|prose_sentence|base model (tasks[201], Alice's and Erica's ages, gold 12): x - 12 = 30, x = 42; 'The difference between the ages of Alice and Erica is 42-30 = 12 years.' = gold
tl8g:28|correct|boxed|R1-Distill: 35 + 7 = 42, 42 - 30; after </think> '**Final Answer:** \[ \boxed{12} \]' = gold
tl8g:29|wrong|prose_sentence|hybrid: 'Alice - Beth - 5 = 7' garbled to 'Alice - Erica = 17'; 'Therefore, the difference between the ages of Alice and Erica is 17 years. ... Alice must be 47 years old.' (gold 12)
tl8g:30|correct|bare_last_line|debatable: base model (tasks[202], John's milk, gold 48): restates the question, '2 glasses of milk = 16 ounces of milk / 16 ounces of milk = 48 calories per ounce', then '48 calories per ounce = 48 calories per ounce' verbatim (175 whole, across the edge of pages 1552000 and 1568000) until cut at '48 calories per ounce = ': read as stating 48 calories for the 16 ounces, never contradicted (loop convention) = gold; wrong would fit if '48 calories per ounce' is read as a rate, no_answer if the loop is read as leaving no final answer
tl8g:31|correct|boxed|R1-Distill: 16 x 3; after </think> 'John consumed \(\boxed{48}\) calories.' = gold
tl8g:32|correct|prose_sentence|hybrid: 16 x 3 = 48 and 2 x 24 = 48; 'Therefore, John consumed 48 calories from the milk.' ... 'confirming that John consumed 48 calories from the milk.', then a caveat ('less than 48') = gold
tl8g:33|no_answer|truncated|base model (tasks[203], the builder's year, gold 14400): repeats the question line verbatim (52 whole, all on page 1568000) until cut at 'paid $50 every'; no value
tl8g:34|correct|boxed|R1-Distill: 24 x 12 = 288 days x $50 (across the edge of pages 1568000 and 1584000); after </think> '**Final Answer:** \[ \boxed{\$14,\!400} \]' = gold 14400
tl8g:35|correct|prose_sentence|hybrid: $1200 x 12 = $14400; 'Therefore, the builder earns $14400 for a year.' = gold
tl8g:36|wrong|prose_sentence|base model (tasks[204], Mark's brownies, gold 4): doubles the cups, 24 and 8 cups, 12 - 4; 'Therefore, Mark has to buy 8 bags of flour more than bottles of milk.' (gold 4)
tl8g:37|correct|boxed|R1-Distill: 6 bags - 2 bottles; after </think> 'Thus, Mark has to buy \boxed{4} more bags of flour than bottles of milk.' = gold
tl8g:38|correct|prose_sentence|hybrid: 6 - 2; 'Therefore, Mark has to buy 4 more bags of flour than bottles of milk to make a quadruple batch of brownies.' = gold
tl8g:39|no_answer|truncated|base model (tasks[205], Mel's air conditioner, gold 81): 'Given:' and the three question lines, 'Solution:', then those three lines verbatim (30 whole, across the edge of pages 1584000 and 1600000) until cut at 'by 5'; no value
tl8g:40|wrong|boxed|R1-Distill: thinking 900 x 7, 27,000 watt-hours saved; after </think> takes the 3 hours used as the new usage, 216,000 - 81,000; '**Final Answer:** \[ \boxed{135\,000\, \text{W}\cdot\text{h}} \]' (gold 81)
tl8g:41|wrong|prose_sentence|hybrid: 216,000 - 81,000 = 135,000 watt-hours = 135 kWh; 'In conclusion, Mel will save 135 kWh of electric energy in 30 days ...' (gold 81)
tl8g:42|correct|prose_sentence|base model (tasks[206], the zebras' stripes, gold 22): 88 / 4 = 22; 'Hence, the average number of stripes of the zebras is 22.' = gold
tl8g:43|correct|boxed|R1-Distill: 88 / 4; after </think> 'Thus, the average number of stripes the zebras have is \(\boxed{22}\).' = gold
tl8g:44|correct|prose_sentence|hybrid: 88 / 4 = 22; 'So, the average number of stripes for the zebras is 22. ...' = gold
tl8g:45|correct|prose_sentence|base model (tasks[207], Tyson's muffalettas, gold 50): 5 sandwiches, $35.00 + $15.00; '4.  So, Tyson will spend $50.00 on the meat and cheese ...' = gold 50 (written '$50.00')
tl8g:46|correct|boxed|R1-Distill: 20 / 4 = 5, $35.00 + $15.00; after </think> '**Final Answer:** \boxed{\$50.00}' = gold 50
tl8g:47|wrong|prose_sentence|hybrid: makes 20 sandwiches, $140.00 + $60.00; 'Therefore, Tyson will spend $200.00 on the meat and cheese ...' (gold 50)
tl8g:48|wrong|prose_sentence|base model (tasks[208], Allan's corn and cannolis, gold 200): x + 2x = 40, x = 13.33; 'So, the combined total of the number of corns and cannolis Allan has in the house is 73.33 + (-13.33) = 60 cannolis.' (gold 200)
tl8g:49|wrong|boxed|R1-Distill: thinking 140 + 100 = 240; after </think> leaves out the first 80 corns, 60 + 100; '**Final Answer:** \[ \boxed{160} \]' (gold 200)
tl8g:50|wrong|answer_is|hybrid: 40 - 40 = 0 corns, 100 + 0; 'Therefore, the answer is 100.' (gold 200)
tl8g:51|correct|prose_sentence|base model (tasks[209], Elliott's jog, gold 2000): restates the question; 'Elliott took 2,000 steps during his jog.' = gold 2000
tl8g:52|correct|boxed|R1-Distill: 4,000 - 2,000; after </think> '**Final Answer:** \[ \boxed{2000} \]' = gold
tl8g:53|correct|prose_sentence|hybrid: 5,000 + 1,000 + 2,000 = 8,000; 'Therefore, Elliott took 2,000 steps during his jog. ...' = gold 2000
tl8g:54|correct|prose_sentence|base model (tasks[210], Toby's book, gold 20): 45 x 200 / 300 = 30, then '30 - 10 = 20 minutes early / So, Toby will be 20 minutes early at the airport.' = gold (by a wrong route)
tl8g:55|correct|boxed|R1-Distill: 10 early once, then 60 - 40 = 20; '**Final Answer** Toby will be early by \boxed{20} minutes.' closes its thinking, and after </think> '50 - 40 = 20 ... Thus, Toby will be early by \boxed{20} minutes.' = gold
tl8g:56|wrong|answer_is|hybrid: 30 minutes to read, 30 - 10 = 20, 30 - 20 = 10; 'The answer is 10 minutes early. Toby will be 10 minutes early at the airport. ... which is 10 minutes early.' (gold 20)
tl8g:57|wrong|prose_sentence|base model (tasks[211], Carolyn's contract employees, gold 168000): pays one week a month, $24,000 + $18,000; 'The total amount of money the company paid to the employees in the two months is $24,000 + $18,000 = $42,000.' (gold 168000)
tl8g:58|wrong|boxed|R1-Distill: one week a month; after </think> '**Final Answer:** \[ \boxed{\$42,\!000} \]' (gold 168000)
tl8g:59|wrong|prose_sentence|hybrid: $24,000 + $18,000; 'Therefore, the total amount of money the company paid to the employees in the two months is $42,000.' (gold 168000)
tl8g:60|wrong|boxed|R1-Distill (tasks[212], Sally's seashore money, gold 3; its base model is empty, a repeat, not taken): prices the half-off pound at $2.50, $5.50 + $1.50 + $1.00; after </think> '**Money left:** \$10 - \$8.00 = **\$2.00** / \boxed{2}' (gold 3)
tl8g:61|correct|prose_sentence|hybrid: $4.50 + $1.50 + $1.00 = $7.00, $10 - $7.00; 'So, Sally has $3.00 left.' and '... so she has $3.00 left after buying all the items.' = gold 3
tl8g:62|wrong|prose_sentence|base model (tasks[213], Tim's fireworks, gold 1110): finds the $240 discount but leaves it out, $1200 + $150; 'So, Tim spent a total of $1350 on fireworks.' (gold 1110)
tl8g:63|correct|boxed|R1-Distill: $320 + $640 + $150; after </think> '\[ \boxed{\$1,\!110} \]' = gold 1110
tl8g:64|correct|prose_sentence|hybrid: $960 + $150 = $1,110; 'Therefore, Tim spent a total of $1,110 on fireworks for the fourth of July. ... The total cost after the discount is $1,110.' = gold 1110
tl8g:65|correct|prose_sentence|base model (tasks[214], Shannon's madeleines, gold 5): restates the question; '60 cookies divided by 12 cookies per dozen is 5.  Shannon needs to make 5 dozen cookies to last her 30 days.' = gold
tl8g:66|correct|boxed|R1-Distill: 60 / 12; after </think> 'Shannon needs to make \(\boxed{5}\) dozen cookies.' = gold
tl8g:67|correct|prose_sentence|hybrid: '60 \ufffd 12 = 5' (a replacement character for the division sign); 'Therefore, Shannon needs to make 5 dozen cookies to have enough for 30 days. ...' = gold
tl8g:68|wrong|answer_is|base model (tasks[215], Marcy's candles, gold 25): '1% of 5% of 50000 is 250'; 'So the answer is 250 candles both explode and smell like wet dog.' (gold 25)
tl8g:69|correct|boxed|R1-Distill: 1% of 50,000 = 500, 5% of 500; after </think> '... is \(\boxed{25}\).' = gold
tl8g:70|correct|final_answer_phrase|hybrid: 0.05 x 0.01 x 50000 = 25; 'The final answer is 25 candles that both smell like wet dog and explode out of 50000 candles.' = gold
tl8g:71|wrong|prose_sentence|base model (tasks[216], Misha's blouses, gold 56): restates the question, leaves out the discount; 'The total cost of the discounted blouses is $80.' (gold 56)
tl8g:72|correct|boxed|R1-Distill: $80 - $24; after </think> '**Final Answer:** \[ \boxed{56} \]' = gold
tl8g:73|correct|prose_sentence|hybrid: $80 - $24 = $56; 'Therefore, the total cost of the discounted blouses is $56.', then the four-paragraph block 'Another way to calculate ... Therefore, the total cost of the discounted blouses is $56.' verbatim (18 'Therefore, the total cost of the discounted blouses is $56.' in all, across the edge of pages 1648000 and 1664000) until cut at 'the discount percentage is 30%,': its stated, never-contradicted 56 (loop convention) = gold
tl8g:74|wrong|answer_colon|base model (tasks[217], Joanne's apples, gold 350): 3x + y + 3z = 500 turned into x + y + z = 500/3; 'The number of apples gathered by Joanne from the average trees is 166.67. / The correct answer is: 166.67' (gold 350)
tl8g:75|correct|boxed|R1-Distill: its thinking ends 'A = 445', then after </think> 45 + A + 105 = 500, A = 350; '**Final Answer:** \[ \boxed{350} \]' = gold
tl8g:76|wrong|answer_is|hybrid: takes Joanne's short-tree apples as 45 and the sister's as 90, x + 75 = 380; 'Therefore, the answer is 305 apples from the average trees.' (gold 350)
tl8g:77|wrong|prose_sentence|base model (tasks[218], the camels and dromedaries, gold 56): x + y = 180, 2x + y = 304 'solved' as x = 80, y = 100; 'Therefore, the number of dromedaries = 100.' (gold 56)
tl8g:78|correct|boxed|R1-Distill: C = 124, D = 56; after </think> 'Thus, the number of dromedaries is \(\boxed{56}\).' = gold
tl8g:79|correct|prose_sentence|hybrid: 360 - d = 304, d = 56; 'So, there are 56 dromedaries in the herd.' ... 'Therefore, the number of dromedaries in the herd is 56, and the number of camels is 124. ...' = gold
tl8g:80|wrong|prose_sentence|base model (tasks[219], Tom's European trip, gold 3140): a day table with 60 km for days 5 and 6; '... = 3,540 km / Therefore, Tom traveled a total of 3,540 kilometers during his two-week-long trip.' (gold 3140)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
