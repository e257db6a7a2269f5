__doc__ = r"""Build public_heldout188.jsonl: a 188th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

132 records, all long chain-of-thought, all GSM8K, the file rounds 158, 164, 166, 172, 178 and 182
read, read on from where round 182 stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 34 consecutive pages 2096000-2624000: tasks[270] (Alani's
  stories, gold 360) to tasks[335] (Madeline's dog, gold 2640), the thinking (QwQ-32B) and hybrid
  answers of each: 132 records. Only the thinking_model and hybrid_model strings were taken (the
  brief: the base answers repeat earlier rounds); every one of the 67 base_model strings read here
  (tasks[270]-[336]) was still checked and is word for word (whitespace-normalised) a completion of
  round 169, 175 or 181 (the Qwen2.5-32B base answers of the hybrid/ GSM8K file of the repository),
  as rounds 158-182 found for tasks[0]-[269].

Method (rounds 76-182): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 182's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 34 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 2096000, the
last page of round 182, was re-read (read_file) and is the same page text; round 182's paste of it
(pages/g32h2_2096000.txt) was reused and passes the check. All 33 new pages passed the check as
first made. Two long loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@U1@@unit@@/U1@@, kept once in place) and the marker @@R1@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (mk.py tries
every count 0-400 and requires exactly one to give 16,000):
  - g32h2 2304000 (tasks[294], the ice cream and milk, hybrid): the head 'al savings will be the
    sum ... Therefore, you will save $6 if you buy 2 tubs of ice cream and 4 packets of milk.\n\n'
    (the end of page 2288000's first solution) before the unit; the unit 'Step 1: Calculate the
    savings on the ice cream.\n ... Therefore, you will save $6 if you buy 2 tubs of ice cream and
    4 packets of milk.\n\n', 5 further copies (6 whole on the page); the partial copy 'Step 1: ...
    Step 5: Calculate the' (where the string ends in the file) after the marker.
  - g32h2 2496000 (tasks[317], Nick's jobs, hybrid): the head '1. Calculate the gross pay for Job
    A: ... Nick will make $8,400 more at Job B compared to Job A.\n\n' before the unit; the unit
    'Step-by-step explanation:\n1. Calculate the gross pay for Job A: ... Nick will make $8,400 more
    at Job B compared to Job A.\n\n', 6 further copies (7 whole on the page); the partial copy
    'Step-by-step explanation:\n1. ... \n2. Calculate the net' after the marker (page 2512000, typed
    whole, goes on ' pay for Job A: ...' with one more whole copy and a partial copy ending
    '(1 - 0.20', where the string ends in the file).
The counts agree with the copies the records hold when counted by script (tl32h2g 49: 7 closing
sentences 'Therefore, you will save $6' and 8 'Step 1: Calculate the savings', the eighth cut;
tl32h2g 95: 10 closing sentences 'Nick will make $8,400 more' and 10 'Step-by-step explanation:',
the tenth cut). The pages were joined in file order, so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as
the file holds it between its field's opening quote and the next unescaped quote; task numbers from
tasks[270], the first question met on page 2096000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped. The file writes some characters as JSON escapes, which stay as
they are ('\u00d7', '\u00f7', '\u2014', '\u2013', '\u2019', '\u2212', '\u2248', '\u2264', and
'\ufffd' where Watson's hybrid (tl32h2g 41) has a broken approximately-equal sign,
'30 days / 7 days/week \ufffd 4.2857 weeks').

Edges: the joined text starts inside tasks[269]'s thinking_model answer (Katerina's beads), the
edge where round 182's page 2096000 begins; tasks[269] was read by round 182 and is not taken here;
tasks[270] (Alani's stories) is taken whole (its question and all three answers start on page
2096000; its thinking answer, cut by the file itself, crosses into 2112000). The joined text ends
inside tasks[336]'s thinking_model answer (Peyton's activities, at 'Alternatively, adding all
together:\n\n1 (Mon) + '): tasks[336] is not taken (its thinking answer is cut by the last page, its
hybrid answer is beyond it). Some completions are cut in the file itself (24 QwQ answers inside
their thinking, three QwQ summaries after '</think>', two looping hybrids, at the generation
limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 29,501
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 9,071
distinct texts at the last run) and with the others of this round: none of the 132 kept (every
thinking and every hybrid answer of tasks[270]-[335]) repeats an earlier round, a round in
/tmp/rounds or another of this round; the 67 base_model strings (not taken) all repeat round 169,
175 or 181. No string was empty. The records are numbered in file order (tl32h2g 0-131:
tasks[270 + i] thinking = 2i, hybrid = 2i + 1).

Repositories (132 records): thaotnguyen/thinking-llms-interp 132 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 132 (test), MATH 0. Prompt format: long_cot 132 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 103, wrong 5, no_answer 24; 2 debatable (118, 128). Forms: prose_sentence 51,
boxed 38, truncated 24, answer_colon 14, answer_is 3, final_answer_phrase 2.

Truths by model: thinking_model (QwQ-32B, 66) 41 correct, 1 wrong, 24 no_answer (0, 8, 18, 24, 28,
34, 40, 44, 46, 52, 58, 62, 64, 70, 72, 76, 78, 80, 82, 92, 94, 108, 118, 128: each cut inside its
thinking, before '</think>' and before any **Final Answer** line; R1 rule, most with their working
at the gold; 28 (Carmen's desk) says 'So the answer is 500.' and goes on 'Alternatively,' before
the cut; 118 (Tyson's training) ends on the sentence 'So the total distance is 180,000 meters',
the gold, and 128 (the tractors and silos) writes '\boxed{10\%}' inside its thinking while
weighing the answer's format: both marked debatable); 50 (Helena's serum), 60 (the football team)
and 110 (Farmer Brown) are correct by the '**Final Answer** ... \boxed{}' that closes their
thinking, their summaries after '</think>' cut (R1 rule, as round 182's 38/56/64/72); 30, 56, 90,
116 and 124 have no **Final Answer** line in their thinking and state the gold in a bold
'**Answer:**' (or '**Total outfits Laurel has:**') line with no box, 106 and 122 in a box after
'</think>'; 112 (Josh's juggling) is wrong: '**Answer:** Josh starts juggling with \boxed{6}
balls.' for 4 (it counts only the one lost ball as gone). hybrid_model (66) 62 correct, 4 wrong
(29 Carmen's desk: four bids in all, 'the desk costs Carmen $350' for 500; 41 Watson's April: four
weeks plus two extra days, '$3400' for 3200; 45 the bakery loaves: half of the half, '5 loaves' for
10; 113 Josh's juggling: 7 - 3 + 2 - 1, '5 balls' for 4); two (49 the ice cream and milk, 95
Nick's jobs) repeat their whole solution until cut, labelled by their stated, never-contradicted $6
and $8,400 (loop convention).

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 2096000-2624000 joined
  (544,000 of 3,760,516 characters): tasks[270]-[335] thinking and hybrid (Alani's stories, Ann's
  brother, Kelly's quarters, the 76-star flag, the flagstones, the slow lane, Ali and Izzy's
  medals, the chocolate bars, Susan's online task, Mike, Jim and Tony, Will's oranges, Darren's
  exercises, the rice bag, Sam's crates, Carmen's desk, John's driving service, Peter's exercise,
  the tabloid, Annika's fair, Elise's books, Watson's April, John's arm wrestling, the bakery
  loaves, Sandy and Joey, the ice cream and milk, Helena's serum, Theo's trip, the family's eggs,
  Trent's age, Noah and Cera, the football team, Martha's party, Solomon's marbles, John's pool,
  the classroom, the electric poles, the party's women, the pen, Jam and Meg's pencils, Shannon's
  iced coffee, Ralph's records, Jaime's company, the bus terminal, Oscar's lollipops, the
  cell-phone, Erin's lollipops, the loyalty card, Nick's jobs, the Scottish castles, Robert's
  offers, the paintball guns, Mason's sugar, Maria's shares, Luke's hot dogs, the class of 200,
  Farmer Brown, Josh's juggling, the pink frog, Laurel's outfits, Tyson's training, the juice
  boxes, the restaurant tables, Jenny's cookies, Davos's shirts, the tractors and silos,
  Madeline's dog). Record number = place in file order.

Label conventions (rounds 72-182): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$31,800' / '\$31,800' for 31800, '$224,000' for 224000, '$8,400' for 8400,
'120,000' for 120000, '180,000 meters' for 180000); another quantity is wrong. Loop convention: a
response that states its answer and then repeats its whole solution until cut mid-copy is labelled
by the stated, never-contradicted value (49, 95). R1 rule (applied to the QwQ thinking model as to
R1-Distill): an answer cut inside its thinking, before '</think>' and before a **Final Answer**
line with a value, is no_answer even where its working has reached the gold; a **Final Answer** box
closing the thinking labels a response whose summary is then cut (50, 60, 110). Gold: GSM8K = the
file's own correct_answer '####' value, commas dropped (the build checks it against
gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
2096000 (re-read), 2112000, 2128000, 2144000, 2160000, 2176000, 2192000, 2208000, 2224000,
2240000, 2256000, 2272000, 2288000, 2304000, 2320000, 2336000, 2352000, 2368000, 2384000, 2400000,
2416000, 2432000, 2448000, 2464000, 2480000, 2496000, 2512000, 2528000, 2544000, 2560000, 2576000,
2592000, 2608000, 2624000 (34 pages, 33 new). Nothing else was read.

Leads for a later round: this file from 2624000 (re-read it: it ends inside tasks[336]'s
thinking_model answer, Peyton's activities; tasks[336]-[485] unread, about 1.14 MB, about two
tasks a page, the QwQ answers 1,200-8,200 characters and about one in three cut inside its
thinking, the hybrid answers now and then looping their whole solution). Take only its thinking and
hybrid strings: its base_model strings repeat rounds 153-181 word for word (tasks[0]-[336]'s base
strings, read by rounds 158-188), so keep the repeats check on. Its tasks are easy: 4 of the 66
hybrids wrong here. Still unread in hybrid-2/results/: benchmark_results_qwen2.5-14b_math500.json
(at ecefbf89; check first whether its base and thinking strings are filled and whether they repeat
the hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout188.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout188.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout188.jsonl"
SOURCE = "public_heldout188"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158-182); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 2096000-2624000 joined (544,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|no_answer|truncated|QwQ (tasks[270], Alani's stories, gold 360): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, perhaps the problem is in another translation where': no final answer (R1 rule; its working at 360)
tl32h2g:1|correct|prose_sentence|hybrid: 'Therefore, the total number of stories they wrote altogether is 360.' = gold
tl32h2g:2|correct|boxed|QwQ (tasks[271], Ann's brother, gold 21): '**Final Answer** ... \boxed{21}' before </think>; the summary ends with the same box = gold
tl32h2g:3|correct|answer_colon|hybrid: 'Answer: Her brother will be 21 years old in 3 years.' = gold
tl32h2g:4|correct|boxed|QwQ (tasks[272], Kelly's quarters, gold 90): '**Final Answer** ... \boxed{90}' before </think>; the summary ends with the same box = gold
tl32h2g:5|correct|answer_is|hybrid: 'Therefore, the answer is 90 cents.' = gold
tl32h2g:6|correct|boxed|QwQ (tasks[273], the 76-star flag, gold 8): '**Final Answer** ... \boxed{8}' before </think>; the summary ends with the same box = gold
tl32h2g:7|correct|answer_colon|hybrid: 'Answer: There are 8 rows of 5 stars altogether on the flag.' = gold
tl32h2g:8|no_answer|truncated|QwQ (tasks[274], the flagstones, gold 3): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So I think 4 is': no final answer (R1 rule; its working weighs 3 trucks by weight against 4 (26 flagstones a truck), leaning to 4)
tl32h2g:9|correct|prose_sentence|hybrid: 'Since the result is a whole number (3), no additional truck is needed. Therefore, the company will need 3 trucks to transport 80 flagstones in one trip.' = gold
tl32h2g:10|correct|boxed|QwQ (tasks[275], the slow lane, gold 16): '**Final Answer** ... \boxed{16}' before </think>; the summary ends with the same box = gold
tl32h2g:11|correct|prose_sentence|hybrid: 'Therefore, the car in the slow lane took 16 hours to cover the same distance of 480 miles.' = gold
tl32h2g:12|correct|boxed|QwQ (tasks[276], Ali and Izzy's medals, gold 390): '**Final Answer** ... \boxed{390}' before </think>; the summary ends with the same box = gold
tl32h2g:13|correct|prose_sentence|hybrid: 'Therefore, the total number of medals given out for counting is 390.' = gold
tl32h2g:14|correct|boxed|QwQ (tasks[277], the chocolate bars, gold 2): '**Final Answer** ... \boxed{2}' before </think>; the summary ends with the same box = gold
tl32h2g:15|correct|answer_colon|hybrid: 'Answer: Each child will get 2 chocolate bars.' = gold
tl32h2g:16|correct|boxed|QwQ (tasks[278], Susan's online task, gold 75): '**Final Answer** ... \boxed{75}' before </think>; the summary ends with the same box = gold
tl32h2g:17|correct|prose_sentence|hybrid: 'Therefore, Susan earns $75 for the online task.' = gold
tl32h2g:18|no_answer|truncated|QwQ (tasks[279], Mike, Jim and Tony, gold 83): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then, in that case, the total after three rounds would': no final answer (R1 rule; its working at 83, weighing 'two times more' as 3x)
tl32h2g:19|correct|answer_colon|hybrid: 'Answer: 83 points.' = gold
tl32h2g:20|correct|boxed|QwQ (tasks[280], Will's oranges, gold 3): '**Final Answer** ... \boxed{3}' before </think>; the summary ends with the same box = gold
tl32h2g:21|correct|answer_colon|hybrid: 'Answer: 3 oranges are left unwashed.' = gold
tl32h2g:22|correct|boxed|QwQ (tasks[281], Darren's exercises, gold 370): '**Final Answer** ... \boxed{370}' before </think>; the summary ends with the same box = gold
tl32h2g:23|correct|prose_sentence|hybrid: 'So, Darren has done a total of 370 activities in the two days.' = gold
tl32h2g:24|no_answer|truncated|QwQ (tasks[282], the rice bag, gold 3): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, maybe the problem is that the entire household has more than 5 people,': no final answer (R1 rule; its working at 3)
tl32h2g:25|correct|answer_colon|hybrid: 'Answer: 3 weeks.' = gold
tl32h2g:26|correct|boxed|QwQ (tasks[283], Sam's crates, gold 55): '**Final Answer** ... \boxed{55}' before </think>; the summary ends with the same box = gold
tl32h2g:27|correct|prose_sentence|hybrid: 'Therefore, Sam was off from his target by 55 crates.' = gold
tl32h2g:28|no_answer|truncated|QwQ (tasks[284], Carmen's desk, gold 500): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So the answer is 500.\n\nAlternatively,': no final answer (R1 rule; its working says 'So the answer is 500.' and goes on)
tl32h2g:29|wrong|prose_sentence|hybrid: counts four bids in all ($200, $250, $300, $350), Carmen's last the fourth; = 350, gold 500 (six raises of $50 after the $200 opening); closes 'Therefore, the desk costs Carmen $350.'
tl32h2g:30|correct|answer_colon|QwQ (tasks[285], John's driving service, gold 31800): no **Final Answer** line in its thinking; after </think> '**Answer:** John pays \$31,800 per year for driving.' (no box) = gold ('\$31,800' for 31800)
tl32h2g:31|correct|prose_sentence|hybrid: 'Therefore, John pays $31,800 a year for the driving service.' = gold ('$31,800' for 31800)
tl32h2g:32|correct|boxed|QwQ (tasks[286], Peter's exercise, gold 78): '**Final Answer** ... \boxed{78}' before </think>; the summary ends with the same box = gold
tl32h2g:33|correct|prose_sentence|hybrid: 'Therefore, Peter has to exercise for 78 minutes on Tuesday to reach his goal.' = gold
tl32h2g:34|no_answer|truncated|QwQ (tasks[287], the tabloid, gold 8): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, maybe the problem is': no final answer (R1 rule; its working at 8 sheets)
tl32h2g:35|correct|prose_sentence|hybrid: 'Therefore, the number of pieces of paper used in a 32-page tabloid is 8.' = gold
tl32h2g:36|correct|boxed|QwQ (tasks[288], Annika's fair, gold 15): '**Final Answer** ... \boxed{15}' before </think>; the summary ends with the same box = gold
tl32h2g:37|correct|prose_sentence|hybrid: 'Therefore, Annika has $15 left.' = gold
tl32h2g:38|correct|boxed|QwQ (tasks[289], Elise's books, gold 1300): '**Final Answer** ... \boxed{1300}' before </think>; the summary ends with the same box = gold
tl32h2g:39|correct|prose_sentence|hybrid: 'Therefore, the total amount of money Elise earned in the second year is $1300.' = gold
tl32h2g:40|no_answer|truncated|QwQ (tasks[290], Watson's April, gold 3200): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so total workdays would be 5 * 4.2857 \u224821.4286 days.': no final answer (R1 rule; its working weighs 4 or 5 weekly bonuses)
tl32h2g:41|wrong|prose_sentence|hybrid: four weeks at $800 plus 2 extra days at $100; = 3400, gold 3200 (four weeks, 4 x $800); closes 'Therefore, Watson made $3400 in April if the company performed very well for the whole month.'
tl32h2g:42|correct|boxed|QwQ (tasks[291], John's arm wrestling, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:43|correct|final_answer_phrase|hybrid: 'Final answer: John lost to 4 people.' = gold
tl32h2g:44|no_answer|truncated|QwQ (tasks[292], the bakery loaves, gold 10): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'The other 10 would not be sold': no final answer (R1 rule; its working leans to 5 a period, weighing 10)
tl32h2g:45|wrong|prose_sentence|hybrid: half of the 20 left (10) split between afternoon and evening; = 5, gold 10; closes 'Therefore, the bakery sells 5 loaves of bread in the afternoon.'
tl32h2g:46|no_answer|truncated|QwQ (tasks[293], Sandy and Joey, gold 16): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'then the same amount would be 8 pounds,': no final answer (R1 rule; its working at 16 weeks)
tl32h2g:47|correct|prose_sentence|hybrid: 'Therefore, it will take Sandy 16 weeks to lose the same amount of weight as Joey.' = gold
tl32h2g:48|correct|boxed|QwQ (tasks[294], the ice cream and milk, gold 6): '**Final Answer** ... \boxed{6}' before </think>; the summary ends with the same box = gold
tl32h2g:49|correct|prose_sentence|hybrid: 'Therefore, you will save $6 if you buy 2 tubs of ice cream and 4 packets of milk.', then the same five steps verbatim again and again (7 whole closing sentences in all) until cut at 'Step 5: Calculate the': its stated, never-contradicted $6 (loop convention) = gold
tl32h2g:50|correct|boxed|QwQ (tasks[295], Helena's serum, gold 8): '**Final Answer** ... \boxed{8}' closes its thinking, then its summary after </think> is cut at 'The days on which arms are grown are: 3, 6, 9, 12, and 15.\n  ': labelled by that box (R1 rule) = gold
tl32h2g:51|correct|prose_sentence|hybrid: "Therefore, after fifteen days, Helena's serum will cause a person to grow a total of 8 new limbs." = gold
tl32h2g:52|no_answer|truncated|QwQ (tasks[296], Theo's trip, gold 2050): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'G = 4000 - 1950 = 205': no final answer (R1 rule; cut inside the number; its working at 2050)
tl32h2g:53|correct|prose_sentence|hybrid: 'Theo has to spend $2050 on buying gifts for his business partners in South Africa.' = gold
tl32h2g:54|correct|boxed|QwQ (tasks[297], the family's eggs, gold 91): '**Final Answer** ... \boxed{91}' before </think>; the summary ends with the same box = gold
tl32h2g:55|correct|prose_sentence|hybrid: 'Therefore, the family will consume 91 eggs in a week.' = gold
tl32h2g:56|correct|answer_colon|QwQ (tasks[298], Trent's age, gold 32): no **Final Answer** line in its thinking (it ends 'Trent is 32.'); after </think> '**Answer:** Trent is 32 years old.' (no box) = gold
tl32h2g:57|correct|prose_sentence|hybrid: 'Therefore, Trent is 32 years old.' = gold
tl32h2g:58|no_answer|truncated|QwQ (tasks[299], Noah and Cera, gold 120000): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'That checks out. \n\nThe population': no final answer (R1 rule; its working at 120,000)
tl32h2g:59|correct|prose_sentence|hybrid: 'Therefore, the population of Chile now is 120,000.' = gold ('120,000' for 120000)
tl32h2g:60|correct|boxed|QwQ (tasks[300], the football team, gold 30): '**Final Answer** ... \boxed{30}' closes its thinking, then its summary after </think> is cut at 'This confirms the solution is correct. The': labelled by that box (R1 rule) = gold
tl32h2g:61|correct|answer_is|hybrid: 'Step 10: Therefore, the answer is 30 players on the defense.' = gold
tl32h2g:62|no_answer|truncated|QwQ (tasks[301], Martha's party, gold 14): cut inside its thinking, before '</think>' and before any **Final Answer** line, at '8 people couldn't come due to illness, and 1/4 that': no final answer (R1 rule; its working at 14, weighing 10)
tl32h2g:63|correct|prose_sentence|hybrid: "Therefore, 14 people show up for Martha's party." = gold
tl32h2g:64|no_answer|truncated|QwQ (tasks[302], Solomon's marbles, gold 156): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, maybe the store is a separate entity, like a store': no final answer (R1 rule; its working at 156, weighing whether the father's marbles are in the store)
tl32h2g:65|correct|prose_sentence|hybrid: 'Therefore, the total weight of marbles Solomon has in the store is 156kgs.' = gold
tl32h2g:66|correct|boxed|QwQ (tasks[303], John's pool, gold 12): '**Final Answer** ... \boxed{12}' before </think>; the summary ends with the same box = gold
tl32h2g:67|correct|prose_sentence|hybrid: 'The volume of the pool is 120 cubic feet, and the cost per cubic foot is $0.1. Multiplying these together gives $12, which is the correct answer.' = gold
tl32h2g:68|correct|boxed|QwQ (tasks[304], the classroom, gold 123): '**Final Answer** ... \boxed{123}' before </think>; the summary ends with the same box = gold
tl32h2g:69|correct|prose_sentence|hybrid: 'Therefore, the classroom has a total of 123 children.' = gold
tl32h2g:70|no_answer|truncated|QwQ (tasks[305], the electric poles, gold 15): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then the number of edges (wires) would be (3 * number of': no final answer (R1 rule; its working at 15)
tl32h2g:71|correct|prose_sentence|hybrid: 'Therefore, the total number of electric poles required by the electric company to supply electricity in the neighborhood is 15.' = gold
tl32h2g:72|no_answer|truncated|QwQ (tasks[306], the party's women, gold 8): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Wait, that would be different.\n\nWait,': no final answer (R1 rule; its working at 8)
tl32h2g:73|correct|prose_sentence|hybrid: 'Therefore, the number of women left at the party is 8.' = gold
tl32h2g:74|correct|boxed|QwQ (tasks[307], the pen, gold 1): '**Final Answer** ... \boxed{1}' before </think>; the summary ends with the same box = gold
tl32h2g:75|correct|prose_sentence|hybrid: 'Therefore, the pen costs $1.' = gold
tl32h2g:76|no_answer|truncated|QwQ (tasks[308], Jam and Meg's pencils, gold 9): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Therefore, the total number of boxes needed is ': no final answer (R1 rule; its working at 9)
tl32h2g:77|correct|answer_colon|hybrid: 'Answer: Jam and Meg need 9 boxes to store all their pencils.' = gold
tl32h2g:78|no_answer|truncated|QwQ (tasks[309], Shannon's iced coffee, gold 75): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'and add W ml of ice (melted) and C ml of cream, then the': no final answer (R1 rule; its working at 75)
tl32h2g:79|correct|prose_sentence|hybrid: 'Therefore, Shannon’s iced coffee is 75 milliliters weaker when it is cooled by 65 degrees and she adds 15 milliliters of cream.' = gold
tl32h2g:80|no_answer|truncated|QwQ (tasks[310], Ralph's records, gold 14): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Since the total new records is 7, the total N_i would be': no final answer (R1 rule; its working at 14, weighing leftover records)
tl32h2g:81|correct|prose_sentence|hybrid: 'Therefore, the 5 people brought in a total of 14 old records.' = gold
tl32h2g:82|no_answer|truncated|QwQ (tasks[311], Jaime's company, gold 224000): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Total is 80k + 144k = 224,00': no final answer (R1 rule; cut inside the number; its working at 224,000)
tl32h2g:83|correct|prose_sentence|hybrid: 'Therefore, the total amount of money the company pays to all the programmers per month is $224,000.' = gold ('$224,000' for 224000)
tl32h2g:84|correct|boxed|QwQ (tasks[312], the bus terminal, gold 14): '**Final Answer** ... \boxed{14}' before </think>; the summary ends with the same box = gold
tl32h2g:85|correct|boxed|hybrid: 'So, the number of people who got on the bus at the terminal is \\( \\boxed{14} \\).' = gold
tl32h2g:86|correct|boxed|QwQ (tasks[313], Oscar's lollipops, gold 31): '**Final Answer** ... \boxed{31}' before </think>; the summary ends with the same box = gold
tl32h2g:87|correct|prose_sentence|hybrid: 'Final answer: Oscar has 31 lollipops.', then a step-by-step recap ending 'Oscar has 31 lollipops.' = gold
tl32h2g:88|correct|boxed|QwQ (tasks[314], the cell-phone, gold 2): '**Final Answer** ... \boxed{2}' before </think>; the summary ends with the same box = gold
tl32h2g:89|correct|prose_sentence|hybrid: 'Therefore, it will take 2 hours to fully charge the cell-phone from 60% to 100%.' = gold
tl32h2g:90|correct|answer_colon|QwQ (tasks[315], Erin's lollipops, gold 14): no **Final Answer** line in its thinking; after </think> '**Answer:** Erin has 14 lollipops left.' (no box) = gold
tl32h2g:91|correct|prose_sentence|hybrid: 'Therefore, Erin has 14 lollipops left.' = gold
tl32h2g:92|no_answer|truncated|QwQ (tasks[316], the loyalty card, gold 31): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'The wording "spent': no final answer (R1 rule; its working at 31)
tl32h2g:93|correct|prose_sentence|hybrid: 'Therefore, the customer paid $31 on this shopping trip.' = gold
tl32h2g:94|no_answer|truncated|QwQ (tasks[317], Nick's jobs, gold 8400): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So that gives 6,000 + 3,60': no final answer (R1 rule; cut inside a number; its working at 24,000 for Job A and 32,400 for Job B, no difference stated yet)
tl32h2g:95|correct|prose_sentence|hybrid: 'Nick will make $8,400 more at Job B compared to Job A.', then 'Step-by-step explanation:' and the same five steps verbatim again and again (10 whole closing sentences in all) until cut at '(1 - 0.20': its stated, never-contradicted $8,400 (loop convention) = gold ('$8,400' for 8400)
tl32h2g:96|correct|boxed|QwQ (tasks[318], the Scottish castles, gold 44): '**Final Answer** ... \boxed{44}' before </think>; the summary ends with the same box = gold
tl32h2g:97|correct|prose_sentence|hybrid: 'Therefore, there are 44 unmanned ruined castles in Scotland.' = gold
tl32h2g:98|correct|boxed|QwQ (tasks[319], Robert's offers, gold 100): '**Final Answer** ... \boxed{100}' before </think>; the summary ends with the same box = gold
tl32h2g:99|correct|prose_sentence|hybrid: "Therefore, the cost difference between the two offers is $100. Furniture United's offer is $100 more expensive than Cozy Homes' offer." = gold
tl32h2g:100|correct|boxed|QwQ (tasks[320], the paintball guns, gold 6): '**Final Answer** ... \boxed{6}' before </think>; the summary ends with the same box = gold
tl32h2g:101|correct|answer_colon|hybrid: 'Answer: Each of them would have 6 guns.' = gold
tl32h2g:102|correct|boxed|QwQ (tasks[321], Mason's sugar, gold 310): '**Final Answer** ... \boxed{310}' before </think>; the summary ends with the same box = gold
tl32h2g:103|correct|prose_sentence|hybrid: 'So, Mason needs 310 ounces of sugar to make 8 batches of suckers and 1 batch of fudge.' = gold
tl32h2g:104|correct|boxed|QwQ (tasks[322], Maria's shares, gold 72): '**Final Answer** ... \boxed{72}' before </think>; the summary ends with the same box = gold
tl32h2g:105|correct|final_answer_phrase|hybrid: 'Final answer: The final value of all Maria's shares is $72.', then "The final value of all Maria's shares is $72." = gold
tl32h2g:106|correct|boxed|QwQ (tasks[323], Luke's hot dogs, gold 1): no **Final Answer** line in its thinking; after </think> '**Answer:** John ate 1 more hot dog than Luke.' and then a line '\boxed{1}' = gold
tl32h2g:107|correct|prose_sentence|hybrid: 'Therefore, John ate 1 more hot dog than Luke.' = gold
tl32h2g:108|no_answer|truncated|QwQ (tasks[324], the class of 200, gold 60): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then third group is 2x -10': no final answer (R1 rule; its working at 60)
tl32h2g:109|correct|answer_is|hybrid: 'Therefore, the answer is 60.', then 'The answer is 60.' = gold
tl32h2g:110|correct|boxed|QwQ (tasks[325], Farmer Brown, gold 160): '**Final Answer** ... \boxed{160}' closes its thinking, then its summary after </think> is cut at 'the total number of legs is \( 80 + 80': labelled by that box (R1 rule) = gold
tl32h2g:111|correct|prose_sentence|hybrid: "Step 7: Therefore, the animals on Farmer Brown's farm have a total of 160 legs." = gold
tl32h2g:112|wrong|boxed|QwQ (tasks[326], Josh's juggling, gold 4): '**Answer:** Josh starts juggling with \boxed{6} balls.' after </think> (7 balls less only the 1 lost; no **Final Answer** line in its thinking, which settles on 6) = 6, gold 4 (7 - 3 dropped)
tl32h2g:113|wrong|prose_sentence|hybrid: 7 - 3 + 2 - 1; = 5, gold 4; closes 'Therefore, Josh starts to juggle on stage with 5 balls.'
tl32h2g:114|correct|boxed|QwQ (tasks[327], the pink frog, gold 260): '**Final Answer** ... \boxed{260}' before </think>; the summary ends with the same box = gold
tl32h2g:115|correct|prose_sentence|hybrid: 'Therefore, the total weight of the container carrying one of each animal is 260 pounds.' = gold
tl32h2g:116|correct|answer_colon|QwQ (tasks[328], Laurel's outfits, gold 87): no **Final Answer** line in its thinking; after </think> it ends '**Total outfits Laurel has:** 87' (a bold label and a colon, no box) = gold
tl32h2g:117|correct|prose_sentence|hybrid: 'Therefore, Laurel has 87 outfits for her baby.' = gold
tl32h2g:118|no_answer|truncated|debatable: QwQ (tasks[329], Tyson's training, gold 180000): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So the total distance is 180,000 meters': no final answer (R1 rule; the string ends on that sentence, which states the gold, but inside the thinking with no </think>)
tl32h2g:119|correct|answer_colon|hybrid: 'Answer: 180,000 meters' = gold ('180,000 meters' for 180000)
tl32h2g:120|correct|boxed|QwQ (tasks[330], the juice boxes, gold 2): '**Final Answer** ... \boxed{2}' before </think>; the summary ends with the same box = gold
tl32h2g:121|correct|prose_sentence|hybrid: 'Therefore, Juice Box C is 2 dollars more than Juice Box B.' = gold
tl32h2g:122|correct|boxed|QwQ (tasks[331], the restaurant tables, gold 310): no **Final Answer** line in its thinking (it ends 'the answer should be 310.'); after </think> '**Total number of legs:**  \n\boxed{310}' = gold
tl32h2g:123|correct|prose_sentence|hybrid: "Therefore, the total number of legs the restaurant's tables have is 310 legs." = gold
tl32h2g:124|correct|answer_colon|QwQ (tasks[332], Jenny's cookies, gold 9): no **Final Answer** line in its thinking; after </think> '**Answer:** Jenny eats **9 cookies**.' (no box) = gold
tl32h2g:125|correct|prose_sentence|hybrid: 'Therefore, Jenny eats 9 cookies.' = gold
tl32h2g:126|correct|boxed|QwQ (tasks[333], Davos's shirts, gold 36): '**Final Answer** ... \boxed{36}' before </think>; the summary ends with the same box = gold
tl32h2g:127|correct|prose_sentence|hybrid: 'Therefore, Davos paid $36 for the 2 shirts.' = gold
tl32h2g:128|no_answer|truncated|debatable: QwQ (tasks[334], the tractors and silos, gold 10): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So that also gives': no final answer (R1 rule; its working at 10%, and it writes 'So maybe \boxed{10\%} but in the system, sometimes they want just the number.' while weighing the answer's format, a box inside the thinking that is not a final answer)
tl32h2g:129|correct|prose_sentence|hybrid: 'Therefore, the factory is making 10% more per day now than when they were making tractors.' = gold
tl32h2g:130|correct|boxed|QwQ (tasks[335], Madeline's dog, gold 2640): '**Final Answer** ... \boxed{2640}' before </think>; the summary ends with the same box = gold
tl32h2g:131|correct|prose_sentence|hybrid: 'Therefore, Madeline spends $2640 on her dog per year.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
