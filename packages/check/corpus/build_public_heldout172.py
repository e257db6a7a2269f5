__doc__ = r"""Build public_heldout172.jsonl: a 172nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

122 records, all long chain-of-thought, all GSM8K, the file rounds 158, 164 and 166 read, read on
from where round 166 stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 31 consecutive pages 672000-1152000: tasks[87] (Solo's
  pages, gold 6) to tasks[147] (Anakin and Locsin's catch, gold 32), the thinking (QwQ-32B) and
  hybrid answers of each: 122 records. Only the thinking_model and hybrid_model strings were taken
  (the brief: the base answers repeat earlier rounds); every one of the 61 base_model strings read
  here (tasks[87]-[147]) was still checked and is word for word (whitespace-normalised) a
  completion of round 144 or 148 (the Qwen2.5-32B base answers of the hybrid/ GSM8K file of the
  repository), as rounds 158, 164 and 166 found for tasks[0]-[86].

Method (rounds 76-166): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 166's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 31 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 672000, the
last page of round 166, was re-read (read_file) and is the same page text; round 166's paste of it
(pages/g32h2_672000.txt) was reused and passes the check. Every new page was typed once and passed
the check as first made. Long loops were NOT retyped: three pages hold a verbatim loop, and one
copy of its unit was pasted between markers (@@U1@@unit@@/U1@@, kept once in place) and the marker
@@R1@@ where the further copies go was replaced by that unit a whole number of times, the number
fixed by the page length (mk.py tries every count 0-400 and requires exactly one to give 16,000):
  - g32h2 736000, the Henry hybrid's (tasks[94]) block 'Re-evaluation:\nStep 1: Determine the
    number of cookies Henry intended to bake this year. ... we need to re-evaluate the
    steps.\n\n', 6 further copies (7 whole on the page), the partial copy 'Re-evaluation:\nStep 1:
    ... Step 4: Determine the' (where the string ends in the file) pasted after the marker;
  - g32h2 1072000, the Carl hybrid's (tasks[138]) block 'Step by step answer:\nCarl buys 10 packs
    of cookies, ... Therefore, Carl receives $4.00 in change.\n\n', 7 further copies (8 whole on
    the page), the partial copy 'Step by step answer:\nCarl buys 10 packs of ' after the marker;
  - g32h2 1088000, the same hybrid: the head 'cookies, and each pack contains 6 cookies. ... in
    change.\n\n' (the rest of 1072000's partial copy) pasted before the unit, 4 further copies (5
    whole on the page), the partial copy 'Step by step answer:\nCarl buys 10 packs of cookies, and
    each pack contains 6' (where the string ends in the file) after the marker.
The counts agree with the copies the records hold when counted by script (tl32h2g 15: 8
'Re-evaluation:' and 8 '57.5 cookies last year'; tl32h2g 103: 15 'Step by step answer:' and 15
closing sentences 'Therefore, Carl receives $4.00 in change.'). The pages were joined in file
order, so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's opening
quote and the next unescaped quote; task numbers from tasks[86], the first question met on page
672000; `enc` = `json`, decoded once more by the build; work/extract.py), never retyped. The file
writes some characters as JSON escapes, which stay as they are ('\u00d7', '\u00f7', '\u2014',
'\u2013', '\u2019', '\u21d2', '\u2248', the Chinese '\u751f\u957f\u5468\u671f' (growth cycle) in
tl32h2g 88, and '\ufffd' where two hybrid answers have a broken division sign, '27 \ufffd 3').

Edges: the joined text starts inside tasks[85]'s thinking_model answer (Mary's potted plants), the
edge where round 166's page 672000 begins; tasks[85]-[86] were read by round 166 and are not taken
here; tasks[87] (Solo's pages) is taken from its correct_answer, which crosses from page 672000
into 688000 (its question is on page 672000). The joined text ends inside tasks[148]'s base_model
answer (the bag of marbles, at '20% of $85.9963392 = 0.20 * $85.9'): tasks[148] is not taken (its
thinking and hybrid answers are beyond the last page). Some completions are cut in the file itself
(sixteen QwQ answers inside their thinking, four QwQ summaries after '</think>', two looping
hybrids, at the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 27,972
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 7,542
distinct texts at the last run) and with the others of this round: none of the 122 kept (every
thinking and every hybrid answer of tasks[87]-[147]) repeats an earlier round, a round in
/tmp/rounds or another of this round; the 61 base_model strings (not taken) all repeat round 144
or 148. No string was empty. The records are numbered in file order (tl32h2g 0-121: tasks[87 + i]
thinking = 2i, hybrid = 2i + 1).

Repositories (122 records): thaotnguyen/thinking-llms-interp 122 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 122 (test), MATH 0. Prompt format: long_cot 122 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 103, wrong 2, no_answer 17; 1 debatable (15). Forms: prose_sentence 46, boxed 43,
truncated 17, answer_colon 11, answer_is 4, final_answer_phrase 1.

Truths by model: thinking_model (QwQ-32B, 61) 45 correct, 16 no_answer (10 John's boxes, 20
Julia's boat, 22 the whiteboard, 36 Adrien's salary, 42 Sadie's sleep, 54 Dillon's fruit, 72
Rory's order, 74 Mark's tests, 76 the gumballs, 90 Johnny's legos, 98 Steve and Tim, 104 Dave's
fries, 106 Kimo's classes, 112 Blake and Kelly, 116 Finn's tadpoles, 120 Anakin's catch: each cut
inside its thinking, before '</think>' and before any **Final Answer** line; R1 rule, most of them
with their working at the gold); 6, 18, 28 and 108 are correct by the '**Final Answer** ...
\boxed{}' that closes their thinking, their summaries after '</think>' cut (R1 rule, as round
166's tl32h2g 30); 16, 24, 32, 50, 60, 62, 66, 86, 102, 110 and 114 have no **Final Answer** line
in their thinking and state the gold in the summary after '</think>' (32 and 110 in a bold
'**Answer:**' line with no box). hybrid_model (61) 58 correct, 2 wrong (3 John's water: '20 + 3 =
23', the weekend counted as one day; 37 Adrien and Lylah: Lylah taken as $40,000 / 1.3, $99,076.92
for 95200), 1 no_answer (15 Henry's cookies: its only value, 57.5, rejected by itself as not a
whole number, then the same four steps verbatim again and again until cut; labelled no_answer,
debatable); one (103 Carl's change) repeats its whole solution until cut, labelled by its stated,
never-contradicted $4.00 (loop convention); one (49 Julia's spoons) goes on after its 'Answer:'
line with an invented turn ('Is this answer correct? ...') that it answers itself with the same 10.

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 672000-1152000 joined
  (496,000 of 3,760,516 characters): tasks[87]-[147] thinking and hybrid (Solo's pages, John's
  water, the fog bank, Poppy's jigsaw, Cody's cookies, John's boxes, Frankie's episodes, Henry's
  cookies, the gas cashback, the fruit roll-ups, Julia's boat, the whiteboard, Ryan's flowers,
  Jamal's ducks, Sasha's lumber, Katy's sugar, John's shoes, the customs containers, Adrien's
  salary, Miguel's paper, Morisette's fruits, Sadie's sleep, Rosie's miles, Jennie's letters,
  Julia's spoons, Dylan's sausages, Amy's friends, Dillon's fruit, the hospital, Nissa's elves,
  Joseph's expenditure, Pam and Fred, Walt's miles, Tom's car washes, Bobby's games, the unicorns,
  Rory's order, Mark's tests, the gumballs, the rental cars, the bees, Jordan's earnings, John's
  tax, Kim's profit, the pineapples, Johnny's legos, Debra's bees, Brittany's tickets, James's
  friends, Steve and Tim, Shawnda's tires, Carl's change, Dave's fries, Kimo's classes, Bill's
  baked goods, the zookeeper, Blake and Kelly, Raphael, Finn's tadpoles, the tank, Anakin and
  Locsin). Record number = place in file order.

Label conventions (rounds 72-166): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '28.00' and '$28.00' for 28, '$10,000' for 10000, '1,400' for 1400, '20\%' and '20%'
for 20, '\$360' for 360, '$4.00' for 4, '$29.00' for 29); another quantity is wrong; labels are
against the gold as given. Loop convention: a response that states its answer and then repeats it
(or its whole solution) until cut mid-copy is labelled by the stated, never-contradicted value
(103); a response that loops on a value it rejects each time is no_answer (15, debatable). A
response that goes on after its answer with an invented turn is labelled by the answer to the
question posed (49). R1 rule (applied to the QwQ thinking model as to R1-Distill): an answer cut
inside its thinking, before '</think>' and before a **Final Answer** line, is no_answer even where
its working has reached the gold; a **Final Answer** box closing the thinking labels a response
whose summary is then cut (6, 18, 28, 108). Gold: GSM8K = the file's own correct_answer '####'
value, commas dropped (tasks[132]'s '#### 2,125' as 2125; the build checks it against
gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
672000 (re-read), 688000, 704000, 720000, 736000, 752000, 768000, 784000, 800000, 816000, 832000,
848000, 864000, 880000, 896000, 912000, 928000, 944000, 960000, 976000, 992000, 1008000, 1024000,
1040000, 1056000, 1072000, 1088000, 1104000, 1120000, 1136000, 1152000 (31 pages, 30 new). Nothing
else was read.

Leads for a later round: this file from 1152000 (re-read it: it ends inside tasks[148]'s
base_model answer, the bag of marbles; tasks[148]-[485] unread, about 2.6 MB, about two tasks a
page, the QwQ answers 2,200-8,400 characters and about one in four cut inside its thinking, the
hybrid answers now and then looping their whole solution). Take only its thinking and hybrid
strings: its base_model strings repeat rounds 130, 133, 138, 144 and 148 word for word (tasks[0]-[147]'s
base strings, read by rounds 158, 164, 166 and 172), so keep the repeats check on. Its tasks so far are easy: 5
wrong in the 264 of rounds 164, 166 and 172 (all hybrid). Still unread in hybrid-2/results/:
benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; check first whether its base and thinking
strings are filled and whether they repeat the hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout172.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout172.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout172.jsonl"
SOURCE = "public_heldout172"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158, 164 and 166); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 672000-1152000 joined (496,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[87], Solo's pages, gold 6): '**Final Answer** ... \boxed{6}' before </think>; the summary ends with the same box = gold
tl32h2g:1|correct|prose_sentence|hybrid: 39 - 15 = 24, 24 / 4 = 6; 'Therefore, Solo needs to read, on average, 6 pages per day ...' = gold
tl32h2g:2|correct|boxed|QwQ (tasks[88], John's glasses of water, gold 26): '**Final Answer** ... \boxed{26}' before </think>; the summary ends with the same box = gold
tl32h2g:3|wrong|answer_is|hybrid: 4 x 5 = 20 weekday glasses, then '20 + 3 = 23' (the 3 weekend glasses counted once, not for two days); 'The answer is 23 glasses of water.' = 23, gold 26
tl32h2g:4|correct|boxed|QwQ (tasks[89], the fog bank, gold 140): '**Final Answer** ... \boxed{140}' before </think>; the summary ends with the same box = gold
tl32h2g:5|correct|prose_sentence|hybrid: 42 / 3 = 14 segments x 10; 'Therefore, it will take 140 minutes for the fog bank to cover the whole city.' = gold
tl32h2g:6|correct|boxed|QwQ (tasks[90], Poppy's jigsaw, gold 500): '**Final Answer** ... \boxed{500}' closes its thinking, then its summary after </think> is cut at 'Poppy': labelled by that box (R1 rule) = gold
tl32h2g:7|correct|answer_colon|hybrid: 1000 - 500 = 500; 'Answer: 500 pieces are left to be placed.' = gold
tl32h2g:8|correct|boxed|QwQ (tasks[91], Cody and Amir's cookies, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:9|correct|answer_colon|hybrid: 3 x 5 = 15, 5 + 15 = 20; 'Answer: Both of them eat 20 cookies together.' = gold
tl32h2g:10|no_answer|truncated|QwQ (tasks[92], John's boxes, gold 72): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'the inner volume would be outer volume minus the': no final answer (R1 rule; its working at 3 x 4 x 2 = 24, x 3 = 72)
tl32h2g:11|correct|prose_sentence|hybrid: 3 x 4 x 2 = 24, x 3 = 72; 'Therefore, the total inner volume of all 3 boxes is 72 cubic inches.' = gold
tl32h2g:12|correct|boxed|QwQ (tasks[93], Frankie's episodes, gold 3): '**Final Answer** ... \boxed{3}' before </think>; the summary ends with the same box = gold
tl32h2g:13|correct|prose_sentence|hybrid: 5.5 + 0.5x = 7, x = 3; 'So, Frankie watched 3 episodes of the 30-minute show on Wednesday.' = gold
tl32h2g:14|correct|boxed|QwQ (tasks[94], Henry's cookies, gold 50): '**Final Answer** ... \boxed{50}' before </think>; the summary ends with the same box = gold
tl32h2g:15|no_answer|truncated|debatable: hybrid (tasks[94], Henry's cookies, gold 50): reads the 15 extra cookies backwards (110 + 5 = 115, + 15 = 130, intended 115), gets '115 / 2 = 57.5 cookies last year', rejects it ('Since the number of cookies must be a whole number, we need to re-evaluate the steps.') and repeats the same four steps verbatim ('Re-evaluation:', 7 whole copies) until cut at 'Step 4: Determine the': its only value 57.5 is rejected by itself every time, no final answer (gold 50)
tl32h2g:16|correct|boxed|QwQ (tasks[95], the gas cashback, gold 28): no **Final Answer** line in its thinking; after </think> '**Answer:** The total cost after cashback rewards is $\boxed{28.00}$.' ('28.00' for 28; its thinking ends 'The answer should be $28.00.') = gold
tl32h2g:17|correct|prose_sentence|hybrid: $30.00 - $2.00 = $28.00; 'Therefore, the gas will cost $28.00 after the cashback rewards.' = gold ('$28.00' for 28)
tl32h2g:18|correct|boxed|QwQ (tasks[96], the fruit roll-ups, gold 45): '**Final Answer** ... \boxed{45}' closes its thinking, then its summary after </think> is cut at 'Marcell and Beatrice are having a contest': labelled by that box (R1 rule) = gold
tl32h2g:19|correct|prose_sentence|hybrid: 2 x 24 = 48, 3 x 14 = 42, 90 / 2 = 45; 'Therefore, on average, they ate 45 fruit roll-ups each.' = gold
tl32h2g:20|no_answer|truncated|QwQ (tasks[97], Julia's boat, gold 16): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'another way someone might approach this and get a different': no final answer (R1 rule; its working at 80 feet, 16 liters)
tl32h2g:21|correct|prose_sentence|hybrid: 80 feet, (2 / 10) x 80 = 16; 'Therefore, the boat had taken on 16 liters of water by the time Julia reached shore.' = gold
tl32h2g:22|no_answer|truncated|QwQ (tasks[98], the whiteboard, gold 24): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Suppose one teacher is teaching. They use the white': no final answer (R1 rule; its working at 8 lessons x 3 = 24)
tl32h2g:23|correct|prose_sentence|hybrid: 4 x 2 = 8 lessons x 3; 'Therefore, the whiteboard is cleaned 24 times in a day.' = gold
tl32h2g:24|correct|boxed|QwQ (tasks[99], Ryan's flowers, gold 25): no **Final Answer** line in its thinking; after </think> '**Answer:** Ryan has \boxed{25} flowers after 15 days.' = gold
tl32h2g:25|correct|prose_sentence|hybrid: 2 x 15 = 30 - 5 = 25; 'Therefore, Ryan has 25 flowers in his garden after 15 days.' = gold
tl32h2g:26|correct|boxed|QwQ (tasks[100], Jamal's ducks, gold 6): '**Final Answer** ... \boxed{6}' before </think>; the summary ends with the same box (weighing '50 times more' as 51 times, rejected as not whole) = gold
tl32h2g:27|correct|prose_sentence|hybrid: 1800 / 6 = 300, 300 / 50 = 6; 'Therefore, there are 6 ducks in Jamal's photograph ...' = gold
tl32h2g:28|correct|boxed|QwQ (tasks[101], Sasha's lumber, gold 90): '**Final Answer** ... \boxed{90}' closes its thinking, then its summary after </think> is cut at '- Cost of 4x4': labelled by that box (R1 rule) = gold
tl32h2g:29|correct|prose_sentence|hybrid: $270 - $180 = $90; 'Therefore, Sasha makes a profit of $90 by selling all the leftover boards.' = gold
tl32h2g:30|correct|boxed|QwQ (tasks[102], Katy's sugar, gold 42): '**Final Answer** ... \boxed{42}' before </think>; the summary ends with the same box = gold
tl32h2g:31|correct|prose_sentence|hybrid: 120 / 20 = 6 x 7 = 42; 'Therefore, Katy used 42 teaspoonfuls of sugar.' = gold
tl32h2g:32|correct|answer_colon|QwQ (tasks[103], John's shoes, gold 360): no **Final Answer** line in its thinking; after </think> '**Answer:** John paid \$360 in total.' (no box; '\$360' for 360) = gold
tl32h2g:33|correct|answer_is|hybrid: 2 x 3 = 6 pairs x $60 = $360, then 'Step 3: Add any additional costs' (none); 'Therefore, the answer is $360.' = gold
tl32h2g:34|correct|boxed|QwQ (tasks[104], the customs containers, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:35|correct|prose_sentence|hybrid: 30 - 10 = 20, 20 / 5 = 4; 'Therefore, the number of containers that were imported on the second day is 4.' = gold
tl32h2g:36|no_answer|truncated|QwQ (tasks[105], Adrien and Lylah's salaries, gold 95200): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'That might be a possible assumption. Let': no final answer (R1 rule; weighing what 'increased simultaneously' means for Lylah, with Lylah at 40,000 / 1.3)
tl32h2g:37|wrong|prose_sentence|hybrid: Lylah at $40,000 / 1.30 = $30,769.23, both raised 40%; 'The total salary the two were receiving four years later is $99,076.92.' = 99076.92, gold 95200 (the gold takes Lylah as 30% less than Adrien, $28,000)
tl32h2g:38|correct|boxed|QwQ (tasks[106], Miguel's paper, gold 240): '**Final Answer** ... \boxed{240}' before </think>; the summary ends with the same box = gold
tl32h2g:39|correct|answer_colon|hybrid: 2 x 4 = 8 pads x 30 = 240; 'Answer: 240 sheets of paper.' = gold
tl32h2g:40|correct|boxed|QwQ (tasks[107], Morisette and Kael's fruits, gold 27): '**Final Answer** ... \boxed{27}' before </think>; the summary ends with the same box = gold
tl32h2g:41|correct|prose_sentence|hybrid: 15 apples + 12 oranges = 27; 'Therefore, Morisette and Kael have a total of 27 fruits.' = gold
tl32h2g:42|no_answer|truncated|QwQ (tasks[108], Sadie's sleep, gold 48): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So "the rest of the week she slept 1 hour': no final answer (R1 rule; its working at 8 + 12 + 28 = 48)
tl32h2g:43|correct|prose_sentence|hybrid: 8 + 12 + 28 = 48; 'Therefore, Sadie slept a total of 48 hours throughout the week.' = gold
tl32h2g:44|correct|boxed|QwQ (tasks[109], Rosie's miles, gold 50): '**Final Answer** ... \boxed{50}' before </think>; the summary ends with the same box = gold
tl32h2g:45|correct|answer_colon|hybrid: 30 + 20 = 50; 'Answer: Rosie can run 50 miles in 7 hours.' = gold
tl32h2g:46|correct|boxed|QwQ (tasks[110], Jennie's stamped letters, gold 10): '**Final Answer** ... \boxed{10}' before </think>; the summary ends with the same box = gold
tl32h2g:47|correct|answer_colon|hybrid: 60 / 3 = 20, 30 - 20 = 10; 'Answer: There were 10 letters in the pile of already-stamped letters when Jennie began.' = gold
tl32h2g:48|correct|boxed|QwQ (tasks[111], Julia's spoons, gold 10): '**Final Answer** ... \boxed{10}' before </think>; the summary ends with the same box = gold
tl32h2g:49|correct|prose_sentence|hybrid: 12 + 3 = 15, 15 - 5 = 10; 'Answer: The package of spoons that Julia bought had 10 spoons.', then an invented turn ('Is this answer correct? If not, what is the correct answer? Explain your reasoning.') that it answers itself, ending 'Thus, the package Julia bought contained 10 spoons. ... so the answer is correct.' = gold
tl32h2g:50|correct|boxed|QwQ (tasks[112], Dylan's sausages, gold 82): no **Final Answer** line in its thinking; after </think> '**Answer:** Dylan bought a total of \(\boxed{82}\) sausages.' = gold
tl32h2g:51|correct|prose_sentence|hybrid: 38 + 6 = 44, 38 + 44 = 82; 'Therefore, Dylan bought 82 sausages in all.' = gold
tl32h2g:52|correct|boxed|QwQ (tasks[113], Lily and Amy's friends, gold 120): '**Final Answer** ... \boxed{120}' before </think>; the summary ends with the same box = gold
tl32h2g:53|correct|prose_sentence|hybrid: 50 + 70 = 120; 'Therefore, Lily and Amy have 120 friends together.' = gold
tl32h2g:54|no_answer|truncated|QwQ (tasks[114], Dillon's fruit, gold 880): cut inside its thinking, before '</think>' and before any **Final Answer** line, at '10*40: 40*10=': no final answer (R1 rule; its working at $180 + $300 + $400 = $880)
tl32h2g:55|correct|prose_sentence|hybrid: $180 + $300 + $400 = $880; 'Therefore, Dillon will spend $880 in total.' = gold
tl32h2g:56|correct|boxed|QwQ (tasks[115], the hospital's profit, gold 10000): '**Final Answer** ... \boxed{10000}' before </think>; the summary ends with the same box = gold
tl32h2g:57|correct|prose_sentence|hybrid: 200 hours x ($200 - $150); 'Therefore, the hospital makes a profit of $10,000 from these visits.' = gold ('$10,000' for 10000)
tl32h2g:58|correct|boxed|QwQ (tasks[116], Nissa's elves, gold 30): '**Final Answer** ... \boxed{30}' before </think>; the summary ends with the same box = gold
tl32h2g:59|correct|final_answer_phrase|hybrid: 60 / 3 = 20, 40 - 10 = 30; 'Final Answer: 30 elves are left.' = gold
tl32h2g:60|correct|boxed|QwQ (tasks[117], Joseph's expenditure, gold 940): no **Final Answer** line in its thinking; after </think> 'Total expenditure for May and June: $\boxed{940}$' (its thinking ends 'The answer should be $940.') = gold
tl32h2g:61|correct|prose_sentence|hybrid: $500 + $440 = $940; 'Therefore, Joseph's total expenditure for May and June was $940.' = gold
tl32h2g:62|correct|boxed|QwQ (tasks[118], Pam and Fred's tickets, gold 60): no **Final Answer** line in its thinking; after </think> '**Answer:** \(\boxed{60}\)' = gold
tl32h2g:63|correct|prose_sentence|hybrid: 6 + 4 = 10 rides x 6; 'Therefore, Pam and Fred used a total of 60 tickets that day.' = gold
tl32h2g:64|correct|boxed|QwQ (tasks[119], Walt's miles, gold 13): '**Final Answer** ... \boxed{13}' before </think>; the summary ends with the same box = gold
tl32h2g:65|correct|prose_sentence|hybrid: 41 - 28 = 13; 'Therefore, Walt walked 13 miles on Wednesday.' = gold
tl32h2g:66|correct|boxed|QwQ (tasks[120], Tom's car washes, gold 720): no **Final Answer** line in its thinking; after </think> '**Answer:** Tom pays $\boxed{720}$ dollars in a year.' = gold
tl32h2g:67|correct|prose_sentence|hybrid: 48 washes x $15; 'Therefore, Tom pays $720 in a year for car washes.' = gold
tl32h2g:68|correct|boxed|QwQ (tasks[121], Bobby's video games, gold 40): '**Final Answer** ... \boxed{40}' before </think>; the summary ends with the same box = gold
tl32h2g:69|correct|prose_sentence|hybrid: 15 x 3 - 5 = 40; 'Therefore, Bobby has 40 video games.' = gold
tl32h2g:70|correct|boxed|QwQ (tasks[122], the Scottish unicorns, gold 6): '**Final Answer** ... \boxed{6}' before </think>; the summary ends with the same box = gold
tl32h2g:71|correct|prose_sentence|hybrid: 27 / 3 = 9, 9 x 2/3 = 6 (its '27 \ufffd 3' a broken division sign); 'Therefore, there are 6 female Scottish unicorns.' = gold
tl32h2g:72|no_answer|truncated|QwQ (tasks[123], Rory's delivery order, gold 29): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Total before delivery fee: 25.00\n\nDelivery': no final answer (R1 rule; its working at $29.00, then weighing a fee on the tip)
tl32h2g:73|correct|answer_colon|hybrid: $20 + $4 + $5; 'Step 8: Final answer. Rory's delivery order will cost $29.00.' and 'Answer: $29.00' = gold ('$29.00' for 29)
tl32h2g:74|no_answer|truncated|QwQ (tasks[124], Mark's incomplete questions, gold 105): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Hmm, but the problem says "at the same rate': no final answer (R1 rule; its working at 35 + 70 = 105)
tl32h2g:75|correct|prose_sentence|hybrid: 175 - 70 = 105; 'Therefore, Mark left 105 questions incomplete.' = gold
tl32h2g:76|no_answer|truncated|QwQ (tasks[125], the pink gumballs, gold 70): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So P = 4B +22. Because': no final answer (R1 rule; weighing the wording, no value for P yet)
tl32h2g:77|correct|prose_sentence|hybrid: P = 4(12) + 22 = 70; 'Step 5: State the final answer. There are 70 pink gumballs in the candy machine.' = gold
tl32h2g:78|correct|boxed|QwQ (tasks[126], the semi-automatic cars, gold 20): '**Final Answer** ... \boxed{20\%}' before </think>; the summary ends with the same box ('20\%' for 20) = gold
tl32h2g:79|correct|prose_sentence|hybrid: (4 / 20) x 100 = 20%; 'Therefore, 20% of the cars are semi-automatic.' = gold ('20%' for 20)
tl32h2g:80|correct|boxed|QwQ (tasks[127], the worker bees, gold 400): '**Final Answer** ... \boxed{400}' before </think>; the summary ends with the same box = gold
tl32h2g:81|correct|prose_sentence|hybrid: 7Q = 700, W = 2(200) = 400; 'Therefore, there are 400 worker bees in the hive.' = gold
tl32h2g:82|correct|boxed|QwQ (tasks[128], Jordan's earnings, gold 140): '**Final Answer** ... \boxed{140}' before </think>; the summary ends with the same box = gold
tl32h2g:83|correct|answer_is|hybrid: 2 x $10 x 7 = $140; 'The answer is $140.' = gold
tl32h2g:84|correct|boxed|QwQ (tasks[129], John's taxed shopping, gold 16): '**Final Answer** ... \boxed{16}' before </think>; the summary ends with the same box ('**Final Answer:** The total cost is \boxed{16} dollars.') = gold
tl32h2g:85|correct|answer_colon|hybrid: $5 + $10 + $1 = $16; 'Answer: The total cost of everything is $16.' = gold
tl32h2g:86|correct|boxed|QwQ (tasks[130], Kim's profit, gold 20): no **Final Answer** line in its thinking; after </think> '**Answer:** Lucas will make a profit of \(\boxed{20}\) dollars each week.' = gold
tl32h2g:87|correct|prose_sentence|hybrid: $92 - $72 = $20; 'Therefore, Kim will make a profit of $20 each week.' = gold
tl32h2g:88|correct|boxed|QwQ (tasks[131], John's pineapples, gold 4000): '**Final Answer** ... \boxed{4000}' before </think>; the summary ends with the same box = gold
tl32h2g:89|correct|prose_sentence|hybrid: 1000 x 4 = 4000 (its '12 months/year \ufffd 3' a broken division sign); 'Therefore, John can harvest 4000 pineapples within a year.' = gold
tl32h2g:90|no_answer|truncated|QwQ (tasks[132], Johnny's legos, gold 2125): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'but the second one specifies "than the': no final answer (R1 rule; its working at 500 + 1500 + 125 = 2125, weighing 2375 and 2500)
tl32h2g:91|correct|prose_sentence|hybrid: 500 + 1500 + 125 = 2125; 'Therefore, Johnny picks up 2125 lego pieces if he picks up all the legos.' = gold
tl32h2g:92|correct|boxed|QwQ (tasks[133], Debra's bees, gold 75): '**Final Answer** ... \boxed{75}' before </think>; the summary ends with the same box = gold
tl32h2g:93|correct|prose_sentence|hybrid: 90 - 15 = 75; 'Therefore, Debra saw 75 bees return to the hive in the last 6 hours of the day.' = gold
tl32h2g:94|correct|boxed|QwQ (tasks[134], Brittany's museum tickets, gold 30): '**Final Answer** ... \boxed{30}' before </think>; the summary ends with the same box = gold
tl32h2g:95|correct|prose_sentence|hybrid: $22 + $8 = $30; 'Therefore, Brittany's mom gave the cashier $30.' = gold
tl32h2g:96|correct|boxed|QwQ (tasks[135], James's Facebook friends, gold 16): '**Final Answer** ... \boxed{16}' before </think>; the summary ends with the same box = gold
tl32h2g:97|correct|prose_sentence|hybrid: D = 12 / 3 = 4, 4 x 4 = 16; 'Therefore, James has 16 Facebook friends.' = gold
tl32h2g:98|no_answer|truncated|QwQ (tasks[136], Steve and Tim's race, gold 4): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So the winner (Steve) arrives 4 minutes before Tim.': no final answer (R1 rule; its working at 40 - 36 = 4, the string ending at a sentence's end but inside its thinking)
tl32h2g:99|correct|prose_sentence|hybrid: 36 and 40 minutes, 40 - 36 = 4; 'Therefore, the winner (Steve) will be waiting at his house for 4 minutes before the loser (Tim) finishes the race.' = gold
tl32h2g:100|correct|boxed|QwQ (tasks[137], Shawnda's tires, gold 5): '**Final Answer** ... \boxed{5}' before </think>; the summary ends with the same box = gold
tl32h2g:101|correct|prose_sentence|hybrid: 20 tires x 25 cents = 500 cents = 5 dollars; 'Therefore, Shawnda made $5 that day.' = gold
tl32h2g:102|correct|boxed|QwQ (tasks[138], Carl's change, gold 4): no **Final Answer** line in its thinking; after </think> '**Answer:** Carl receives \(\boxed{4}\) dollars in change.' = gold
tl32h2g:103|correct|prose_sentence|hybrid: $10.00 - $6.00 = $4.00; 'Therefore, Carl receives $4.00 in change.', then a 'Step by step answer:' paragraph repeating the solution verbatim again and again (14 whole copies, each ending 'Therefore, Carl receives $4.00 in change.') until cut at 'each pack contains 6': its stated, never-contradicted $4.00 (loop convention) = gold
tl32h2g:104|no_answer|truncated|QwQ (tasks[139], Dave's french fries, gold 48): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so it's half of 14': no final answer (R1 rule; its working at 48, checked forward)
tl32h2g:105|correct|answer_is|hybrid: 5 + 1 = 6, x 3 = 18, + 9 = 27, + 7 = 34, + 14 = 48; 'Therefore, the answer is 48.' = gold
tl32h2g:106|no_answer|truncated|QwQ (tasks[140], Kimo's class hours, gold 272): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Yep, that's exactly what I': no final answer (R1 rule; its working at 17 x 16 = 272)
tl32h2g:107|correct|prose_sentence|hybrid: 9 + 8 = 17 hours a week x 16; 'Therefore, Kimo spends 272 hours attending classes in one semester.' = gold
tl32h2g:108|correct|boxed|QwQ (tasks[141], Bill's baked goods, gold 280): '**Final Answer** ... \boxed{280}' closes its thinking, then its summary after </think> is cut at 'Total length in inches: \( 300 \times 4 = 1200 \) inches.': labelled by that box (R1 rule) = gold
tl32h2g:109|correct|prose_sentence|hybrid: 3360 inches / 12 = 280; 'Therefore, if Bill puts all the baked goods end to end, they will be 280 feet long.' = gold
tl32h2g:110|correct|answer_colon|QwQ (tasks[142], the zookeeper's bananas, gold 1400): no **Final Answer** line in its thinking; after </think> '**Answer:** The zookeeper needs to order **1,400 bananas** to last for 2 months.' (no box; '1,400' for 1400) = gold
tl32h2g:111|correct|answer_colon|hybrid: 700 x 2 = 1400; 'Answer: The zookeeper needs to order 1400 bananas to last for 2 months.' = gold
tl32h2g:112|no_answer|truncated|QwQ (tasks[143], Blake and Kelly's run, gold 80): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'then back to the start (another 40), so total 80': no final answer (R1 rule; its working at 3000 - 2920 = 80)
tl32h2g:113|correct|answer_colon|hybrid: 3000 - (200 + 34 x 80) = 80; 'Answer: Blake runs 80 yards farther than Kelly.' = gold
tl32h2g:114|correct|boxed|QwQ (tasks[144], Raphael's supplies, gold 34): no **Final Answer** line in its thinking; after </think> '**Answer:** Raphael spent $\boxed{34}$ dollars in total.' = gold
tl32h2g:115|correct|prose_sentence|hybrid: $6 + $8 + $20 = $34; 'Raphael spent a total of $34 on everything.' = gold
tl32h2g:116|no_answer|truncated|QwQ (tasks[145], Finn's tadpoles, gold 15): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then he sees 6 come out from under a l': no final answer (R1 rule; weighing 15 against 9)
tl32h2g:117|correct|prose_sentence|hybrid: 11 + 6 = 17, 17 - 2 = 15; 'Therefore, Finn can see 15 tadpoles in the pond now.' = gold
tl32h2g:118|correct|boxed|QwQ (tasks[146], the tank's depth, gold 16): '**Final Answer** ... \boxed{16}' before </think>; the summary ends with the same box = gold
tl32h2g:119|correct|prose_sentence|hybrid: 17 + 7 = 24, (2/3) x 24 = 16; 'Therefore, the tank\u2019s water depth on Wednesday is 16 feet.' = gold
tl32h2g:120|no_answer|truncated|QwQ (tasks[147], Anakin and Locsin's catch, gold 32): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So if they caught 10 starfish, which': no final answer (R1 rule; weighing 17 (starfish not fish) against 32)
tl32h2g:121|correct|prose_sentence|hybrid: 19 + 13 = 32, starfish counted; 'Therefore, they were able to catch 32 fish.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
