__doc__ = r"""Build public_heldout182.jsonl: a 182nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

120 records, all long chain-of-thought, all GSM8K, the file rounds 158, 164, 166, 172 and 178 read,
read on from where round 178 stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 30 consecutive pages 1632000-2096000: tasks[210] (Carlos and
  Benji's rentals, gold 180) to tasks[269] (Katerina's beads, gold 68), the thinking (QwQ-32B) and
  hybrid answers of each: 120 records. Only the thinking_model and hybrid_model strings were taken
  (the brief: the base answers repeat earlier rounds); every one of the 61 base_model strings read
  here (tasks[210]-[270]) was still checked and is word for word (whitespace-normalised) a
  completion of round 159, 165 or 169 (the Qwen2.5-32B base answers of the hybrid/ GSM8K file of
  the repository), as rounds 158-178 found for tasks[0]-[209].

Method (rounds 76-178): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 178's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 30 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 1632000, the
last page of round 178, was re-read (read_file) and is the same page text; round 178's paste of it
(pages/g32h2_1632000.txt) was reused and passes the check. Of the 29 new pages, 28 passed the check
as first made; page 1664000 first decoded to 16,140 characters (words typed after the page's end
inside the Kalinda hybrid, which the page cuts at 'Her mom can place half as many pieces per m'):
the extra words were removed so that the paste ends where the displayed page ends, and it then
passes. Two long loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@U1@@unit@@/U1@@, kept once in place) and the marker @@R1@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (mk.py tries
every count 0-400 and requires exactly one to give 16,000):
  - g32h2 1824000 (tasks[233], Isabelle's party, hybrid): the head '1. First, we need to find the
    total cost ... The answer is $32.\n\n' pasted before the unit; the unit 'Isabelle bought party
    supplies for her little sister\u2019s birthday party. ... How many dollars did each person
    pay?\n\nStep by step answer:\n1. ... The answer is $32.\n\n', 7 further copies (8 whole on the
    page); the partial copy 'Isabelle bought party supplies ... evenly among Isabelle and he'
    pasted after the marker (page 1840000, typed whole, goes on 'r two parents. ...' with one more
    whole copy and a partial copy ending '$12 + $43 + $15', where the string ends in the file).
  - g32h2 1936000 (tasks[246], Carla's flour, hybrid): the head 'e cookies today and
    tomorrow.\n\n' (the rest of page 1920000's copy) before the unit; the unit 'Step 1: Determine
    the number of dozens of cookies Carla is making today and tomorrow.\n ... Therefore, Carla
    will need 11 cups of flour to bake the cookies today and tomorrow.\n\n', 10 further copies (11
    whole on the page); the partial copy 'Step 1: ... Therefore, Carla will' (where the string ends
    in the file) after the marker.
The counts agree with the copies the records hold when counted by script (tl32h2g 47: 10 'The
answer is $32.' and 10 'Step by step answer:', the tenth cut; tl32h2g 73: 12 whole closing
sentences 'Therefore, Carla will need 11 cups' and 13 'Step 1: Determine', the thirteenth cut).
The pages were joined in file order, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file holds
it between its field's opening quote and the next unescaped quote; task numbers from tasks[208],
the first question met on page 1632000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped. The file writes some characters as JSON escapes, which stay as
they are ('\u00d7', '\u00f7', '\u2014', '\u2013', '\u2019', '\u2192', '\u21d2', '\u2212',
'\u2248', '\u2003', '\u202f', '\u00a0' (the mother's change, tasks[258], lining up its sums), and '\ufffd'
where Isabelle's hybrid (tl32h2g 47) has a broken division sign, '$96 \ufffd 3 = $32').

Edges: the joined text starts inside tasks[207]'s thinking_model answer (Celine's tank), the edge
where round 178's page 1632000 begins; tasks[207]-[209] were read by round 178 and are not taken
here; tasks[210] (Carlos and Benji's rentals) is taken whole (its question is on page 1632000, its
thinking answer crosses into 1648000). The joined text ends inside tasks[270]'s thinking_model
answer (Alani's stories, at 'Alternatively, perhaps the proble'): tasks[270] is not taken (its
thinking answer is cut by the last page, its hybrid answer is beyond it; its base answer, whole,
was checked and repeats round 159/165/169). Some completions are cut in the file itself (eleven
QwQ answers inside their thinking, four QwQ summaries after '</think>', two looping hybrids, at
the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 28,932
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 8,502
distinct texts at the last run) and with the others of this round: none of the 120 kept (every
thinking and every hybrid answer of tasks[210]-[269]) repeats an earlier round, a round in
/tmp/rounds or another of this round; the 61 base_model strings (not taken) all repeat round 159,
165 or 169. No string was empty. The records are numbered in file order (tl32h2g 0-119:
tasks[210 + i] thinking = 2i, hybrid = 2i + 1).

Repositories (120 records): thaotnguyen/thinking-llms-interp 120 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 120 (test), MATH 0. Prompt format: long_cot 120 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 107, wrong 2, no_answer 11; 1 debatable (38). Forms: boxed 47, prose_sentence 45,
truncated 11, answer_colon 9, answer_is 6, final_answer_phrase 2.

Truths by model: thinking_model (QwQ-32B, 60) 49 correct, 11 no_answer (8 Kalinda's puzzle, 22
John's pizzas, 24 Ram's pens, 34 Dolly and Pandora's books, 36 Mike's pen pals, 40 Griffin's
fries, 42 the snails' aquariums, 62 Mr. Sylas's cows, 86 the oil and chicken, 110 Ruby and Sam,
118 Katerina's beads: each cut inside its thinking, before '</think>'; R1 rule, most with their
working at the gold; 8 is cut right after '**Final Answer**\n\boxed{', the box opened and never
filled); 38 (Jason's minutes), 56 (Rick's hunt), 64 (Brady's piggy bank) and 72 (Carla's flour)
are correct by the '**Final Answer** ... \boxed{}' that closes their thinking, their summaries
after '</think>' cut (R1 rule, as round 178's tl32h2g 0); 38's summary is cut inside its own
closing box, 'Jason has \boxed{25', so it is marked debatable; 6, 26, 48, 76, 112 and 116 have no
**Final Answer** line in their thinking and state the gold in a box after '</think>', 44, 54 and
58 in a bold '**Answer:**' line with no box; 82 has a **Final Answer** line with no box and a
boxed summary. hybrid_model (60) 58 correct, 2 wrong (63 Mr. Sylas's cows: 40 cows over twenty
stalls, 'So, the answer is 176 cows in 8 of the stalls.' for 192; 87 the oil and chicken: counts
only the 28 minutes to 400 degrees as the warming, 'Answer: It takes 51 minutes ...' for 91); two
(47 Isabelle's party, 73 Carla's flour) repeat their whole solution until cut (47 restating the
question before each copy), labelled by their stated, never-contradicted $32 and 11 (loop
convention).

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 1632000-2096000 joined
  (480,000 of 3,760,516 characters): tasks[210]-[269] thinking and hybrid (Carlos and Benji's
  rentals, Andrew's road trip, James's Pokemon cards, Chad's burrito, Kalinda's puzzle, the
  watermelons, Mark's fleet, Kylie's shells, Dax's insects, the penguins, Steve's vines, John's
  pizzas, Ram's pens, Johnny's allowance, the three girls' ages, exit C, John's candies, Dolly and
  Pandora's books, Mike's pen pals, Jason's minutes, Griffin's fries, the snails' aquariums,
  Jean's makeup, Isabelle's party, the chef's onions, Sue's cookies, the third class, Travis's
  apps, Rick's hunt, Bill's floor, the water slide, Mr. Sylas's cows, Brady's piggy bank, the
  redwood, Nancy's library fees, Andrea and Jamal's fruit, Carla's flour, the pennies, Maddison's
  marbles, Harry's trees, Carmen, Samantha and Daisy, Mrs. Cruz's budget, Mr. Tan's proceeds, the
  oil and chicken, the real estate ads, the juggler, Mary's M&Ms, John's windows, the mother's
  change, Terri's sleeves, Mrs. Rylan's seeds, Sean's lines, Carly's cards, Matthew's holes, Mico
  and Marco, Ruby and Sam, Peter's popsicles, the cobras and mambas, Maddy's pizza, Katerina's
  beads). Record number = place in file order.

Label conventions (rounds 72-178): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$276,000' for 276000, '$27,000' for 27000, '$9,500' for 9500, '$118,000' for 118000,
'9.00' / '$9.00' for 9, '6.00' / '$6.00' for 6, '5.00' / '$5.00' for 5, '$7.00' for 7, '33%' for
33, 'six' for 6); another quantity is wrong. Loop convention: a response that states its answer and
then repeats its whole solution until cut mid-copy is labelled by the stated, never-contradicted
value (47, 73). R1 rule (applied to the QwQ thinking model as to R1-Distill): an answer cut inside
its thinking, before '</think>' and before a **Final Answer** line with a value, is no_answer even
where its working has reached the gold; a **Final Answer** box closing the thinking labels a
response whose summary is then cut (38, 56, 64, 72). Gold: GSM8K = the file's own correct_answer
'####' value, commas dropped (tasks[216]'s '#### 276,000' as 276000, tasks[235]'s '#### 5,600' as
5600; the build checks it against gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
1632000 (re-read), 1648000, 1664000, 1680000, 1696000, 1712000, 1728000, 1744000, 1760000,
1776000, 1792000, 1808000, 1824000, 1840000, 1856000, 1872000, 1888000, 1904000, 1920000,
1936000, 1952000, 1968000, 1984000, 2000000, 2016000, 2032000, 2048000, 2064000, 2080000, 2096000
(30 pages, 29 new). Nothing else was read.

Leads for a later round: this file from 2096000 (re-read it: it ends inside tasks[270]'s
thinking_model answer, Alani's stories; tasks[270]-[485] unread, about 1.66 MB, about two tasks a
page, the QwQ answers 1,600-8,100 characters and about one in five cut inside its thinking, the
hybrid answers now and then looping their whole solution). Take only its thinking and hybrid
strings: its base_model strings repeat rounds 153, 159, 165 and 169 word for word (tasks[0]-[270]'s
base strings, read by rounds 158-182), so keep the repeats check on. Its tasks so far are easy: 10
wrong in the 508 of rounds 164-182 (all hybrid). Still unread in hybrid-2/results/:
benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; check first whether its base and
thinking strings are filled and whether they repeat the hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout182.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout182.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout182.jsonl"
SOURCE = "public_heldout182"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158-178); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 1632000-2096000 joined (480,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[210], Carlos and Benji's rentals, gold 180): '**Final Answer** ... \boxed{180}' before </think>; the summary ends with the same box = gold
tl32h2g:1|correct|prose_sentence|hybrid: $90 + $90; 'Therefore, Carlos and Benji will pay a total of $180 for their rentals.' = gold
tl32h2g:2|correct|boxed|QwQ (tasks[211], Andrew's road trip, gold 9): '**Final Answer** ... \boxed{9}' before </think>; the summary ends with the same box = gold
tl32h2g:3|correct|prose_sentence|hybrid: 6 / 2 = 3, 6 + 3 = 9; 'Therefore, Andrew will travel for a total of 9 days.' = gold
tl32h2g:4|correct|boxed|QwQ (tasks[212], James's Pokemon cards, gold 33): '**Final Answer** ... \boxed{33}' before </think>; the summary ends with the same box = gold
tl32h2g:5|correct|answer_colon|hybrid: 32 / 96 = 33.33%, rounded; 'Answer: The percentage chance that a randomly picked card will be a water type is 33%.' = gold ('33%' for 33)
tl32h2g:6|correct|boxed|QwQ (tasks[213], Chad's burrito, gold 9): no **Final Answer** line in its thinking; after </think> '**Final amount owed**: $\boxed{9.00}$' = gold ('9.00' for 9)
tl32h2g:7|correct|prose_sentence|hybrid: $11.00 + $3.00 - $5.00; 'Therefore, Chad still owes $9.00.' = gold ('$9.00' for 9)
tl32h2g:8|no_answer|truncated|QwQ (tasks[214], Kalinda's puzzle, gold 1): its thinking ends '**Final Answer**\n\boxed{' and the string stops there, before '</think>': the box is opened and never filled, no final answer (R1 rule; its working says 'the answer should be 1 hour')
tl32h2g:9|correct|prose_sentence|hybrid: 4 + 2 = 6 a minute, 360 / 6 = 60 minutes; 'Therefore, it will take them 1 hour to complete the puzzle.' = gold
tl32h2g:10|correct|boxed|QwQ (tasks[215], the watermelons, gold 21): '**Final Answer** ... \boxed{21}' before </think>; the summary ends with the same box = gold
tl32h2g:11|correct|answer_is|hybrid: 120 - 36 = 84, 84 - 63 = 21; 'Answer: 21 watermelons were not ready to be harvested after the two weeks.', then 'The answer is 21.' = gold
tl32h2g:12|correct|boxed|QwQ (tasks[216], Mark's fleet, gold 276000): '**Final Answer** ... \boxed{276000}' before </think>; the summary ends with the same box = gold
tl32h2g:13|correct|prose_sentence|hybrid: $240,000 + $24,000 + $12,000; 'Therefore, Mark pays a total of $276,000 for everything.' = gold ('$276,000' for 276000)
tl32h2g:14|correct|boxed|QwQ (tasks[217], Kylie's shells, gold 50): '**Final Answer** ... \boxed{50}' before </think>; the summary ends with the same box (in '\(\boxed{50}\)') = gold
tl32h2g:15|correct|prose_sentence|hybrid: 20 + 5 = 25, 2 x 25; 'Therefore, Kylie collected 50 shells on Tuesday.' = gold
tl32h2g:16|correct|boxed|QwQ (tasks[218], Dax's insects, gold 75): '**Final Answer** ... \boxed{75}' before </think>; the summary ends with the same box = gold
tl32h2g:17|correct|prose_sentence|hybrid: 50 + 25; 'Therefore, the total number of insects in the garden is 75.' = gold
tl32h2g:18|correct|boxed|QwQ (tasks[219], the penguins, gold 12): '**Final Answer** ... \boxed{12}' before </think>; the summary ends with the same box = gold
tl32h2g:19|correct|prose_sentence|hybrid: 36 - 24; 'Therefore, there are 12 penguins still left sunbathing.' = gold
tl32h2g:20|correct|boxed|QwQ (tasks[220], Steve's vines, gold 21): '**Final Answer** ... \boxed{21}' before </think>; the summary ends with the same box = gold
tl32h2g:21|correct|prose_sentence|hybrid: 9 a day x 7 = 63, / 3; 'Therefore, Steve needs 21 vines to grow enough cherry tomatoes for both him and his girlfriend.' = gold
tl32h2g:22|no_answer|truncated|QwQ (tasks[221], John's pizzas, gold 10): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so even if it's 80, 10 is': no final answer (R1 rule; its working weighs 10 pizzas (20 friends) against 11 (John too) and leans to 10)
tl32h2g:23|correct|final_answer_phrase|hybrid: 80 slices / 8; 'Final answer: John needs to order 10 pizzas.' = gold
tl32h2g:24|no_answer|truncated|QwQ (tasks[222], Ram's pens, gold 31): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then the new pen is used': no final answer (R1 rule; its working at 25 + 5 + 1 = 31)
tl32h2g:25|correct|answer_is|hybrid: 25 + 5 + 1; 'Therefore, the total number of pens he gets to have is ... = 31 pens.', then 'The answer is 31 pens.' = gold
tl32h2g:26|correct|boxed|QwQ (tasks[223], Johnny's allowance, gold 90): no **Final Answer** line in its thinking; after </think> '**Answer:** Johnny had $\boxed{90}$ dollars after a year.' = gold
tl32h2g:27|correct|prose_sentence|hybrid: $30 x 3; 'Step 5: Therefore, Johnny has $90 after a year.', then an 'Explanation:' ending 'he ends up with $90 after a year.' = gold
tl32h2g:28|correct|boxed|QwQ (tasks[224], the three girls' ages, gold 68): '**Final Answer** ... \boxed{68}' before </think>; the summary ends with the same box = gold
tl32h2g:29|correct|prose_sentence|hybrid: 20 + 25 + 23; 'Therefore, the sum of the ages of the three girls is 68 years old.' = gold
tl32h2g:30|correct|boxed|QwQ (tasks[225], exit C, gold 280): '**Final Answer** ... \boxed{280}' before </think>; the summary ends with the same box (in '\(\boxed{280}\)') = gold
tl32h2g:31|correct|answer_is|hybrid: 700 - 420; 'Therefore, 280 students went out through exit C.', then 'The answer is 280.' = gold
tl32h2g:32|correct|boxed|QwQ (tasks[226], John's candies, gold 21): '**Final Answer**\n\boxed{21}' before </think>; the summary ends 'the final answer is \(\boxed{21}\)' = gold
tl32h2g:33|correct|prose_sentence|hybrid: 54 - 33; 'Therefore, John has 21 more candies than James.' = gold
tl32h2g:34|no_answer|truncated|QwQ (tasks[227], Dolly and Pandora's books, gold 6): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'from a math competition or something where "': no final answer (R1 rule; its working weighs 6 readings against 3 distinct books, leaning to 6)
tl32h2g:35|correct|prose_sentence|hybrid: 3 + 3; 'Therefore, collectively, they will read six books by the end.' = gold ('six' for 6)
tl32h2g:36|no_answer|truncated|QwQ (tasks[228], Mike's pen pals, gold 3): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, perhaps the': no final answer (R1 rule; its working at 30 pages x 6 minutes = 3 hours, then questioning who 'they' are)
tl32h2g:37|correct|prose_sentence|hybrid: 30 pages x 6 = 180 minutes; 'Therefore, Mike spends 3 hours writing a week.' = gold
tl32h2g:38|correct|boxed|debatable: QwQ (tasks[229], Jason's minutes, gold 250): '**Final Answer**\nJason has \boxed{250} minutes left.' closes its thinking, then its summary after </think> is cut inside its own closing box, 'Jason has \boxed{25': labelled by the whole box that closes the thinking (R1 rule) = gold; the last visible (cut) box reads 25
tl32h2g:39|correct|prose_sentence|hybrid: 1000 - 750; 'Therefore, Jason has 250 minutes left in his phone plan this month.' = gold
tl32h2g:40|no_answer|truncated|QwQ (tasks[230], Griffin's fries, gold 20): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, maybe the problem is': no final answer (R1 rule; its working at 20, weighing 10 if Billy took from someone else)
tl32h2g:41|correct|prose_sentence|hybrid: 24 - 5 - 10 - 2 = 7, 27 - 7 = 20; 'Therefore, Ginger gave Griffin 20 fries.' = gold
tl32h2g:42|no_answer|truncated|QwQ (tasks[231], the snails' aquariums, gold 7): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Since both have the same number, so 2*F. Then': no final answer (R1 rule; its working weighs 7 against 14)
tl32h2g:43|correct|prose_sentence|hybrid: 28 = 2 x 2F, F = 7; 'Therefore, there are 7 fish in each aquarium.' = gold
tl32h2g:44|correct|answer_colon|QwQ (tasks[232], Jean's makeup, gold 27000): no **Final Answer** line in its thinking; after </think> '**Answer:** Jean paid **$27,000**.' (no box) = gold ('$27,000' for 27000)
tl32h2g:45|correct|prose_sentence|hybrid: $30,000 - $3,000; 'Therefore, Jean paid $27,000 for the makeup artist's services during the movie.' = gold ('$27,000' for 27000)
tl32h2g:46|correct|boxed|QwQ (tasks[233], Isabelle's party, gold 32): '**Final Answer** ... \boxed{32}' before </think>; the summary ends with the same box (in '\(\boxed{32}\)') = gold
tl32h2g:47|correct|answer_is|hybrid: $96 / 3 ('$96 \ufffd 3', a broken division sign); 'The answer is $32.', then the question and the same three steps again and again (9 whole copies, each 'Isabelle bought party supplies ... Step by step answer: ... The answer is $32.') until cut at '$12 + $43 + $15': its stated, never-contradicted $32 (loop convention; the repeated question is the one posed) = gold
tl32h2g:48|correct|boxed|QwQ (tasks[234], the chef's onions, gold 300): no **Final Answer** line in its thinking; after </think> '**Final Answer:**  \nThe chef spent $\boxed{300}$.' = gold
tl32h2g:49|correct|answer_colon|hybrid: 200 pounds x $1.50; 'The chef spent $300 on onions.', then 'Answer: $300.' = gold
tl32h2g:50|correct|boxed|QwQ (tasks[235], Sue's cookies, gold 5600): '**Final Answer**\n\boxed{5600}' before </think>; the summary ends with the same box = gold
tl32h2g:51|correct|prose_sentence|hybrid: 9200 - 3600; 'Therefore, Sue consumed 5600 more calories than her sister.' = gold
tl32h2g:52|correct|boxed|QwQ (tasks[236], the third class, gold 17): '**Final Answer** ... \boxed{17}' before </think>; the summary ends with the same box (the line '\boxed{17}' alone) = gold
tl32h2g:53|correct|prose_sentence|hybrid: 30 - 27 = 3 girls, 20 - 3; 'Therefore, the number of boys in the third class is 17.' = gold
tl32h2g:54|correct|answer_colon|QwQ (tasks[237], Travis's apps, gold 70): no **Final Answer** line in its thinking (it ends 'I'm confident the answer is 70.'); after </think> '**Answer:** Travis now has 70 apps on his tablet.' (no box) = gold
tl32h2g:55|correct|prose_sentence|hybrid: 61 - 9 + 18; 'Therefore, Travis now has 70 apps on his tablet.' = gold
tl32h2g:56|correct|boxed|QwQ (tasks[238], Rick's hunt, gold 73): '**Final Answer**\n\boxed{73}' closes its thinking, then its summary after </think> is cut at 'three times the number of cougars killed today:\n\[\n3 \times ': labelled by that box (R1 rule) = gold
tl32h2g:57|correct|prose_sentence|hybrid: 10 + 15 + 36 + 12; 'Therefore, Rick killed a total of 73 animals.' = gold
tl32h2g:58|correct|answer_colon|QwQ (tasks[239], Bill's floor, gold 18): no **Final Answer** line in its thinking; after </think> '**Answer:** 18' (no box; 'Bill is now on the **18th floor**.' before it) = gold
tl32h2g:59|correct|answer_colon|hybrid: 4 x 3 + 6; 'Answer: Bill is now on the 18th floor.' = gold
tl32h2g:60|correct|boxed|QwQ (tasks[240], the water slide, gold 84): '**Final Answer** ... \boxed{84}' before </think>; the summary ends with the same box (in '\(\boxed{84}\)') = gold
tl32h2g:61|correct|prose_sentence|hybrid: 30 - 9 = 21, x 4; 'Therefore, Robert went down the water slide 84 times.' = gold
tl32h2g:62|no_answer|truncated|QwQ (tasks[241], Mr. Sylas's cows, gold 192): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Since the question is ambiguous, but the': no final answer (R1 rule; its working weighs 192 (ten stalls) against 176 (twenty stalls))
tl32h2g:63|wrong|answer_is|hybrid: divides the 40 cows among 20 stalls (2 a stall, 22 each); 'So, the answer is 176 cows in 8 of the stalls.' = 176, gold 192 (4 new cows in each of the ten stalls, 8 x 24)
tl32h2g:64|correct|boxed|QwQ (tasks[242], Brady's piggy bank, gold 45): '**Final Answer**\nBrady has \boxed{45} dollars in his piggy bank.' closes its thinking, then its summary after </think> is cut at '100 pennies, each worth $0.01.\n  \[\n  100': labelled by that box (R1 rule) = gold
tl32h2g:65|correct|boxed|hybrid: 1 + 2 + 2 + 40; 'Therefore, Brady has \(\boxed{45}\) dollars in his piggy bank.' = gold
tl32h2g:66|correct|boxed|QwQ (tasks[243], the redwood, gold 5600): '**Final Answer** ... \boxed{5600}' before </think>; the summary ends with the same box (in '\(\boxed{5600}\)') = gold
tl32h2g:67|correct|prose_sentence|hybrid: 8000 - 2400; 'Therefore, the redwood tree weighs 5600 pounds after the termites ate 30% of its wood.' = gold
tl32h2g:68|correct|boxed|QwQ (tasks[244], Nancy's library fees, gold 6): '**Final Answer** ... \boxed{6.00}' before </think>; the summary ends with the same box = gold ('6.00' for 6)
tl32h2g:69|correct|prose_sentence|hybrid: $4.00 + $2.00; 'Therefore, Nancy has to pay a total of $6.00.' = gold ('$6.00' for 6)
tl32h2g:70|correct|boxed|QwQ (tasks[245], Andrea and Jamal's fruit, gold 168): '**Final Answer** ... \boxed{168}' before </think>; the summary ends with the same box (in '\(\boxed{168}\)') = gold
tl32h2g:71|correct|final_answer_phrase|hybrid: 96 apples + 72 bananas; 'Step 7: The final answer is 168 fruits.' = gold
tl32h2g:72|correct|boxed|QwQ (tasks[246], Carla's flour, gold 11): '**Final Answer**\nCarla will need \boxed{11} cups of flour.' closes its thinking, then its summary after </think> is cut at 'Total flour: \( 6 \text{ cups} +': labelled by that box (R1 rule) = gold
tl32h2g:73|correct|prose_sentence|hybrid: 5.5 dozens x 2; 'Therefore, Carla will need 11 cups of flour to bake the cookies today and tomorrow.', then the same three steps verbatim again and again (12 whole closing sentences in all) until cut at 'Therefore, Carla will': its stated, never-contradicted 11 (loop convention) = gold
tl32h2g:74|correct|boxed|QwQ (tasks[247], the pennies, gold 62): '**Final Answer** ... \boxed{62}' before </think>; the summary ends with the same box = gold
tl32h2g:75|correct|answer_is|hybrid: (2/3) x 9,300 = 6,200, / 100; 'Therefore, the total dollar amount ... is 62 dollars.', then 'The answer is 62 dollars.' = gold
tl32h2g:76|correct|boxed|QwQ (tasks[248], Maddison's marbles, gold 270): no **Final Answer** line in its thinking; after </think> '**Answer:** Maddison now has \(\boxed{270}\) marbles.' = gold
tl32h2g:77|correct|prose_sentence|hybrid: 250 + 20; 'Therefore, Maddison has 270 marbles now.' = gold
tl32h2g:78|correct|boxed|QwQ (tasks[249], Harry's trees, gold 8): '**Final Answer**\n\boxed{8}' before </think>; the summary ends with the same box (alone) = gold
tl32h2g:79|correct|prose_sentence|hybrid: 11 - 3; 'So, there are 8 more trees in Harry's yard than in Ferdinand's yard.' = gold
tl32h2g:80|correct|boxed|QwQ (tasks[250], Carmen, Samantha and Daisy, gold 400): '**Final Answer** ... \boxed{400}' before </think>; the summary ends with the same box (in '\(\boxed{400}\)') = gold
tl32h2g:81|correct|prose_sentence|hybrid: $100 + $125 + $175; 'Therefore, all three girls have a combined total of $400.' = gold
tl32h2g:82|correct|boxed|QwQ (tasks[251], Mrs. Cruz's budget, gold 9500): '**Final Answer**\nThe total price of the house is \$9,500 more than Mrs. Cruz's budget.' (no box) before </think>; the summary ends 'The total price of the house is \boxed{9500} dollars more than Mrs. Cruz's budget.' = gold
tl32h2g:83|correct|prose_sentence|hybrid: $409,500 - $400,000; 'The total price of the house is $9,500 more than Mrs. Cruz's budget.' = gold ('$9,500' for 9500)
tl32h2g:84|correct|boxed|QwQ (tasks[252], Mr. Tan's proceeds, gold 118000): '**Final Answer** ... \boxed{118000}' before </think>; the summary ends with the same box = gold
tl32h2g:85|correct|prose_sentence|hybrid: $400,000 - $282,000; 'Therefore, Mr. Tan's net proceeds from selling the house is $118,000.' = gold ('$118,000' for 118000)
tl32h2g:86|no_answer|truncated|QwQ (tasks[253], the oil and chicken, gold 91): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, maybe "': no final answer (R1 rule; its working weighs 48 + 43 = 91 against 71)
tl32h2g:87|wrong|answer_colon|hybrid: counts only the 28 minutes from 300 to 400 degrees as the warming (23 minutes cooking); 'Answer: It takes 51 minutes from starting the oil to having cooked chicken.' = 51, gold 91 (20 + 28 = 48 warming, 43 cooking)
tl32h2g:88|correct|boxed|QwQ (tasks[254], the real estate ads, gold 1375): '**Final Answer** ... \boxed{1375}' before </think>; the summary ends with the same box = gold
tl32h2g:89|correct|prose_sentence|hybrid: $250 + $1125; 'Therefore, the real estate agent spent $1375 on buying all the ads.' = gold
tl32h2g:90|correct|boxed|QwQ (tasks[255], the juggler, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:91|correct|prose_sentence|hybrid: 16 / 2 / 2; 'Therefore, there are 4 blue golf balls.' = gold
tl32h2g:92|correct|boxed|QwQ (tasks[256], Mary's M&Ms, gold 762): '**Final Answer** ... \boxed{762}' before </think>; the summary ends with the same box = gold
tl32h2g:93|correct|answer_colon|hybrid: 300 + 312 + 150; 'Answer: Mary got a total of 762 M&Ms.' = gold
tl32h2g:94|correct|boxed|QwQ (tasks[257], John's windows, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:95|correct|prose_sentence|hybrid: 12 + 8; 'Therefore, the total number of windows between the houses is 20.' = gold
tl32h2g:96|correct|boxed|QwQ (tasks[258], the mother's change, gold 5): '**Final Answer** ... \boxed{5.00}' before </think>; the summary ends with the same box = gold ('5.00' for 5)
tl32h2g:97|correct|prose_sentence|hybrid: $20.00 - $15.00; 'The cashier gives back $5.00 in change.' = gold ('$5.00' for 5)
tl32h2g:98|correct|boxed|QwQ (tasks[259], Terri's sleeves, gold 315): '**Final Answer** ... \boxed{315}' before </think>; the summary ends with the same box = gold
tl32h2g:99|correct|prose_sentence|hybrid: 630 / 2; 'Therefore, each sleeve takes 315 stitches.' = gold
tl32h2g:100|correct|boxed|QwQ (tasks[260], Mrs. Rylan's seeds, gold 3200): '**Final Answer** ... \boxed{3200}' before </think>; the summary ends with the same box = gold
tl32h2g:101|correct|prose_sentence|hybrid: $800 + $2400; 'Therefore, Mrs. Rylan used $3200 to buy the seeds.' = gold
tl32h2g:102|correct|boxed|QwQ (tasks[261], Sean's lines, gold 138): '**Final Answer** ... \boxed{138}' before </think>; the summary ends with the same box (in '\(\boxed{138}\)') = gold
tl32h2g:103|correct|prose_sentence|hybrid: 54 + 36 + 48; 'Therefore, Sean has to memorize a total of 138 lines.' = gold
tl32h2g:104|correct|boxed|QwQ (tasks[262], Carly's cards, gold 9): '**Final Answer** ... \boxed{9}' before </think>; the summary ends with the same box (in '\(\boxed{9}\)') = gold
tl32h2g:105|correct|answer_colon|hybrid: 24 - 15; 'Answer: 9 cards had the letter D on them.' = gold
tl32h2g:106|correct|boxed|QwQ (tasks[263], Matthew's holes, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:107|correct|prose_sentence|hybrid: 240 minutes / 60; 'Therefore, it will take Matthew 4 hours to dig 30 small holes and 15 large holes.' = gold
tl32h2g:108|correct|boxed|QwQ (tasks[264], Mico and Marco, gold 40): '**Final Answer** ... \boxed{40}' before </think>; the summary ends with the same box (in '\(\boxed{40}\)') = gold
tl32h2g:109|correct|prose_sentence|hybrid: 20 + 20; 'Therefore, the sum of Mico and Marco's ages in 10 years will be 40.' = gold
tl32h2g:110|no_answer|truncated|QwQ (tasks[265], Ruby and Sam, gold 6): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So that works perfectly. So that must': no final answer (R1 rule; its working at 6, weighing 4.5 for '6 times older' read as 7S)
tl32h2g:111|correct|prose_sentence|hybrid: 6S + 9 = 3(S + 9), S = 6; 'Therefore, Sam is currently 6 years old.' = gold
tl32h2g:112|correct|boxed|QwQ (tasks[266], Peter's popsicles, gold 7): no **Final Answer** line in its thinking; after </think> '**Answer:** Peter paid a total of \(\boxed{7}\) dollars.' = gold
tl32h2g:113|correct|prose_sentence|hybrid: $5.00 + $2.00; 'Therefore, Peter paid a total of $7.00.' = gold ('$7.00' for 7)
tl32h2g:114|correct|boxed|QwQ (tasks[267], the cobras and mambas, gold 2450): '**Final Answer**\n\boxed{2450}' before </think>; the summary ends with the same box (alone) = gold
tl32h2g:115|correct|prose_sentence|hybrid: 4900 / 2; 'Therefore, half the number of spots they all have combined is 2450 spots.' = gold
tl32h2g:116|correct|boxed|QwQ (tasks[268], Maddy's pizza, gold 195): no **Final Answer** line in its thinking (it ends 'Maddy will spend $195.'); after </think> '**Answer:** \boxed{195}' = gold
tl32h2g:117|correct|prose_sentence|hybrid: 39 / 3 = 13 pizzas x $15; 'Therefore, Maddy will spend $195 on pizza for the soccer game.' = gold
tl32h2g:118|no_answer|truncated|QwQ (tasks[269], Katerina's beads, gold 68): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'if it's a closed loop, the total length would be the': no final answer (R1 rule; its working at 17 / (1/4) = 68, weighing 7 or 8 gaps)
tl32h2g:119|correct|prose_sentence|hybrid: 17 / (1/4); 'Therefore, Katerina uses 68 sterling silver beads per necklace.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
