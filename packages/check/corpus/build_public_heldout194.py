__doc__ = r"""Build public_heldout194.jsonl: a 194th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

133 records, all long chain-of-thought, all GSM8K, the file rounds 158-188 read, read on from where
round 188 stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 33 consecutive pages 2624000-3136000: tasks[336] (Peyton's
  activities, gold 8) to tasks[402] (the camels and dromedaries, gold 56), the thinking (QwQ-32B)
  and hybrid answers of each: 134 strings, 133 records (one hybrid is a repeat, below). Only the
  thinking_model and hybrid_model strings were taken (the brief: the base answers repeat earlier
  rounds); every one of the 68 base_model strings read here (tasks[335]-[402]) was still checked
  and is word for word (whitespace-normalised) a completion of round 181, 185 or 191 (the
  Qwen2.5-32B base answers of the repository's hybrid/ GSM8K file), as rounds 158-188 found.

Method (rounds 76-188): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 188's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 33 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 2624000, the
last page of round 188, was re-read (read_file) and is the same page text; round 188's paste of it
(pages/g32h2_2624000.txt) was reused and passes the check. 31 of the 32 new pages passed the check
as first made; page 2864000 first decoded to 15,955 characters: one line of the Karan's-loan
hybrid's working ('Interest = $3,650 \u00d7 0.10 \u00d7 (5/12)\n', 45 characters, the second of
three 'Interest =' lines) had been dropped in pasting; that line was pasted in from the displayed
page and the page then decodes to 16,000. Three long loops were NOT retyped: one copy of the loop
unit was pasted between markers (@@U1@@unit@@/U1@@, kept once in place) and the marker @@R1@@ where
the further copies go was replaced by that unit a whole number of times, the number fixed by the
page length (mk.py tries every count 0-400 and requires exactly one to give 16,000):
  - g32h2 2736000 (tasks[350], Small Tree School, hybrid): the first solution '... Answer: 49
    fourth-grade boys were at Small Tree School on Friday.\n\n' before the unit; the unit 'Step by
    step answer:\nStep 1: Find the total number of fourth-grade boys ... Answer: 49 fourth-grade
    boys were at Small Tree School on Friday.\n\n', 2 further copies; then one more whole copy
    and the partial copy '... Number of boys = Total fourth-graders - Number of girl' typed out
    after the marker (4 whole copies on the page).
  - g32h2 2752000 (the same hybrid, continued): the head 's\nNumber of boys = 96 - 43 = 53 ...
    Friday.\n\n' (the end of the copy cut on page 2736000) before the unit; the same unit, 7
    further copies (8 whole on the page); the partial copy 'Step by step answer:\n ... Number of
    boys absent' (where the string ends in the file) after the marker.
  - g32h2 2912000 (tasks[372], Wilson's grade, hybrid): the unit is the whole first solution 'Step
    1: Add up all the test scores.\n65 + 94 + 81 + 86 + 74 = 400 ... Therefore, Wilson's current
    math grade is 80, and he can have the car for the weekend.\n\n', 14 further copies (15 whole on
    the page); the partial copy 'Step 1: ... Step 3: De' after the marker (page 2928000, typed
    whole, goes on 'termine ...' with one more whole copy and the partial 'Step 1: Add up all the
    test scores.\n', where the string ends in the file).
The counts agree with the copies the records hold when counted by script (tl32h2g 28: 14 lines
'Answer: 49 fourth-grade boys' and 14 'Step by step answer:', the fourteenth cut; tl32h2g 72: 17
closing sentences 'he can have the car for the weekend.' and 18 'Step 1: Add up all', the
eighteenth cut). The pages were joined in file order, so a completion crossing an edge is taken
whole. Each record's `r` was cut out of the joined page text by script (the JSON string body as the
file holds it between its field's opening quote and the next unescaped quote; task numbers from
tasks[335], the first question met on page 2624000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped. The file writes some characters as JSON escapes, which stay as
they are ('\u00d7', '\u00f7', '\u2014', '\u2013', '\u2019', '\u2264', '\u2265', '\u2248',
'\u200b' in one gold working, and '\ufffd' where Monica's hybrid (tl32h2g 80) has a broken division
sign, '144 inches of ribbon \ufffd 12 gifts').

Edges: the joined text starts inside tasks[334]'s thinking_model answer (the tractors and silos),
the edge where round 188's page 2624000 begins; tasks[334] and tasks[335] (Madeline's dog, whole on
that page) were read by round 188 and are not taken here; tasks[336] (Peyton's activities) is taken
whole (its question opens on page 2624000, its thinking answer crosses into 2640000). The joined
text ends inside tasks[403]'s thinking_model answer (Tom's two-week trip, at 'So total for the
first week would be 800 + 240 + 0 = 1040 '): tasks[403] is not taken (its thinking answer is cut by
the last page, its hybrid answer is beyond it). Some completions are cut in the file itself (14 QwQ
answers inside their thinking, four QwQ summaries after '</think>', two looping hybrids, at the
generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 30,100
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 9,670
distinct texts at the last run) and with the others of this round: one string was dropped, the
hybrid answer of tasks[341] (Eddy's trees), which is word for word a round-181 completion (the
hybrid wrote the base model's answer); none of the 133 kept repeats an earlier round, a round in
/tmp/rounds or another of this round; the 68 base_model strings (not taken) all repeat round 181,
185 or 191. No string was empty. The records are numbered in file order (tl32h2g 0-132: tasks[336
+ i] thinking and hybrid in turn, tasks[341] with its thinking answer only, rec 10).

Repositories (133 records): thaotnguyen/thinking-llms-interp 133 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 133 (test), MATH 0. Prompt format: long_cot 133 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 112, wrong 7, no_answer 14; 2 debatable (39, 45). Forms: boxed 51,
prose_sentence 41, answer_colon 23, truncated 14, answer_is 4.

Truths by model: thinking_model (QwQ-32B, 67) 51 correct, 2 wrong, 14 no_answer (6, 13, 25, 39,
41, 43, 45, 55, 59, 87, 95, 101, 111, 117: each cut inside its thinking, before '</think>' and
before any **Final Answer** line; R1 rule, most with their working at the gold; 39 (Ethan's
wallpaper) ends on 'So I'll go with $320' and 45 (the faulty equipment) on 'So the answer is 60% of
400,000, which is 240,000. So I think that's the answer', both the gold at the cut: marked
debatable, as round 188's 118); 15 (Marisa's piggy bank), 53 (Lucy's apples), 63 (Axel and Anna's
pesos) and 77 (David and Dasha's rides) are correct by the '**Final Answer** ... \boxed{}' that
closes their thinking, their summaries after '</think>' cut (R1 rule, as round 188's 50/60/110);
2, 8, 11, 47, 49, 57, 89, 99 and 123 have no **Final Answer** line in their thinking and state the
gold after '</think>' in a box or a bold '**Answer:**' line; 35 (Erin's points) is wrong: '\boxed{10}'
for 18 (it reads 'three times more' as 3 x 8, weighing and setting aside 4 x 8); 105 (Mel's air
conditioner) is wrong: '\boxed{135} kilowatt-hours' for the dataset's 81 (the dataset subtracts 5
hours' use from 8 hours' use). hybrid_model (66) 61 correct, 5 wrong (36 Erin's points: '0 points'
for 18; 60 Karan's loan: simple interest for 5/12 of a year, '$760.42' for 803; 106 Mel's air
conditioner: '135 kilowatts' for 81; 112 Allan's corn and cannolis: 80 - 40 corns, '140' for 200;
118 Carolyn's company: one week's pay a month, '$42,000' for 168000); two (28 Small Tree School, 72
Wilson's grade) repeat their whole solution until cut, labelled by their stated, never-contradicted
49 and 80 (loop convention); 48 (Mary's sheep) ends 'Answer: Mary collects 45 kg of milk every
day.' and then the line 'Is this answer correct?', labelled by its Answer line.

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 2624000-3136000 joined
  (528,000 of 3,760,516 characters): tasks[336]-[402] thinking and hybrid (Peyton's activities,
  April's plant pots, Andrea's savings, John's vacation, Annabelle's phone, Eddy's trees (thinking
  only), Dean's toys, Morgan's party, Marisa's piggy bank, Billy's candy, Carver's son, the train's
  service, Mark's dog beds, John's detour, Small Tree School, the kids in the park, Jane's tests,
  the Walmart customers, Erin's points, the senior gifts, Ethan's wallpaper, the shoe sale,
  Hallie's dance practice, the faulty equipment, Mary's sheep, Mrs. Sherman's rolls, the colours
  of the class, Lucy's apples, Lindsay's socks, Rachel's cookies, Karan's loan, Cho and Chloe, Axel
  and Anna's pesos, Millie's lemonade, Mr. Ruther's land, Lisa's choir, Wilson's grade, the
  erasers and pencils, James's messages, David and Dasha's rides, Monica's ribbon, Betty and Sam's
  popsicles, Tim's streaming, Carol's song, Wendy's books, Erica's cards, Jenny's pizza, Mark's
  bike, Nancy's bugs, Alice, Beth and Erica, John's milk, the builder's pay, Mark's brownies, Mel's
  air conditioner, Jane's zebras, Tyson's sandwiches, Allan's corn and cannolis, Elliott's steps,
  Toby's book, Carolyn's company, Sally's seashore money, Tim's fireworks, Shannon's madeleines,
  Marcy's candles, Misha's blouses, Joanne's apples, the camels and dromedaries). Record number =
  place in file order.

Label conventions (rounds 72-188): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$1198' for 1198, '$240,000' for 240000, '$50.00' for 50, '2,000' for 2000, '$3.00'
for 3, '\boxed{14400}' after '$14,400' for 14400); another quantity is wrong. Loop convention: a
response that states its answer and then repeats its whole solution until cut mid-copy is labelled
by the stated, never-contradicted value (28, 72). R1 rule (applied to the QwQ thinking model as to
R1-Distill): an answer cut inside its thinking, before '</think>' and before a **Final Answer**
line with a value, is no_answer even where its working has reached the gold; a **Final Answer** box
closing the thinking labels a response whose summary is then cut (15, 53, 63, 77). Gold: GSM8K =
the file's own correct_answer '####' value, commas dropped (the build checks it against
gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
2624000 (re-read), 2640000, 2656000, 2672000, 2688000, 2704000, 2720000, 2736000, 2752000,
2768000, 2784000, 2800000, 2816000, 2832000, 2848000, 2864000, 2880000, 2896000, 2912000, 2928000,
2944000, 2960000, 2976000, 2992000, 3008000, 3024000, 3040000, 3056000, 3072000, 3088000, 3104000,
3120000, 3136000 (33 pages, 32 new). Nothing else was read.

Leads for a later round: this file from 3136000 (re-read it: it ends inside tasks[403]'s
thinking_model answer, Tom's two-week trip, gold 3140; tasks[403]-[485] unread, about 0.62 MB,
about two tasks a page, the QwQ answers 1,600-8,100 characters and about one in five cut inside its
thinking, the hybrid answers now and then looping their whole solution). Take only its thinking and
hybrid strings: its base_model strings repeat rounds 181/185/191 word for word (and a hybrid string
can too: tasks[341]'s), so keep the repeats check on. Its tasks are easy: 5 of the 66 hybrids wrong
here. Still unread in hybrid-2/results/: benchmark_results_qwen2.5-14b_math500.json
(at ecefbf89; check first whether its base and thinking strings are filled and whether they repeat
the hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout194.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout194.py            # re-apply labels / provenance / gold checks
"""
from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout194.jsonl"
SOURCE = "public_heldout194"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158-188); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 2624000-3136000 joined (528,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[336], Peyton's activities, gold 8): '**Final Answer** ... \boxed{8}' before </think>; the summary ends with the same box = gold
tl32h2g:1|correct|prose_sentence|hybrid (tasks[336], Peyton's activities, gold 8): 'Therefore, the total number of hours Peyton’s after-work activities will take is 8 hours.' = gold
tl32h2g:2|correct|answer_colon|QwQ (tasks[337], April's plant pots, gold 10): no **Final Answer** line in its thinking (it ends 'So the answer should be 10.'); after </think> a display '... = \boxed{10}' and then '**Answer:** April has **10 plant pots** left over.' = gold
tl32h2g:3|correct|answer_colon|hybrid (tasks[337], April's plant pots, gold 10): 'Answer: April has 10 plant pots left over.' = gold
tl32h2g:4|correct|boxed|QwQ (tasks[338], Andrea's savings, gold 21): '**Final Answer** ... \boxed{21}' before </think>; the summary ends with the same box = gold
tl32h2g:5|correct|answer_colon|hybrid (tasks[338], Andrea's savings, gold 21): 'Answer: Andrea saved $21.' = gold
tl32h2g:6|no_answer|truncated|QwQ (tasks[339], John's vacation, gold 20): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so maybe the 30% is the': no final answer (R1 rule; its working at 20, weighing the shows alone as the 30% (8))
tl32h2g:7|correct|prose_sentence|hybrid (tasks[339], John's vacation, gold 20): 'Therefore, John spent 20 hours sightseeing.' = gold
tl32h2g:8|correct|boxed|QwQ (tasks[340], Annabelle's phone, gold 45): no **Final Answer** line in its thinking; after </think> '**Amount still needed:** $400 - $355 = **$45**' and then '$\boxed{45}$' = gold
tl32h2g:9|correct|prose_sentence|hybrid (tasks[340], Annabelle's phone, gold 45): 'Annabelle still needs to save $45 to buy the phone.' = gold
tl32h2g:10|correct|boxed|QwQ (tasks[341], Eddy's trees, gold 34): '**Final Answer** ... \boxed{34}' before </think>; the summary ends with the same box = gold
tl32h2g:11|correct|boxed|QwQ (tasks[342], Dean's toys, gold 21): no **Final Answer** line in its thinking; after </think> '**Final amount Dean has left:** \(\boxed{21}\)' = gold
tl32h2g:12|correct|answer_colon|hybrid (tasks[342], Dean's toys, gold 21): 'Answer: Dean has $21 left.' = gold
tl32h2g:13|no_answer|truncated|QwQ (tasks[343], Morgan's party, gold 2): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So for each person needing two rides, the': no final answer (R1 rule; its working at 2, weighing shared go-kart rides)
tl32h2g:14|correct|prose_sentence|hybrid (tasks[343], Morgan's party, gold 2): 'Morgan can invite 2 friends to her birthday party.' = gold
tl32h2g:15|correct|boxed|QwQ (tasks[344], Marisa's piggy bank, gold 20): '**Final Answer** ... \boxed{20}' closes its thinking, then its summary after </think> is cut at 'each costing ': labelled by that box (R1 rule) = gold
tl32h2g:16|correct|prose_sentence|hybrid (tasks[344], Marisa's piggy bank, gold 20): 'Therefore, Marisa puts $20 in her piggy bank if she saves for 5 days.' = gold
tl32h2g:17|correct|boxed|QwQ (tasks[345], Billy's candy, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:18|correct|answer_colon|hybrid (tasks[345], Billy's candy, gold 4): 'Answer: Billy bought 4 pounds of candy.' = gold
tl32h2g:19|correct|boxed|QwQ (tasks[346], Carver's son, gold 25): '**Final Answer** ... \boxed{25}' before </think>; the summary ends with the same box = gold
tl32h2g:20|correct|prose_sentence|hybrid (tasks[346], Carver's son, gold 25): "Therefore, Carver's son is 25 years old." = gold
tl32h2g:21|correct|boxed|QwQ (tasks[347], the train's service, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:22|correct|prose_sentence|hybrid (tasks[347], the train's service, gold 20): 'Therefore, the train goes 20 days between services.' = gold
tl32h2g:23|correct|boxed|QwQ (tasks[348], Mark's dog beds, gold 23): '**Final Answer** ... \boxed{23}' before </think>; the summary ends with the same box = gold
tl32h2g:24|correct|answer_colon|hybrid (tasks[348], Mark's dog beds, gold 23): 'Answer: Mark needs 23 pounds of stuffing to make 4 chihuahua beds and 3 collie beds.' = gold
tl32h2g:25|no_answer|truncated|QwQ (tasks[349], John's detour, gold 6): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Return trip: 240 miles at 80 mph. 240/80 =': no final answer (R1 rule; its working at 6 hours)
tl32h2g:26|correct|prose_sentence|hybrid (tasks[349], John's detour, gold 6): 'Therefore, the total time taken for the trip is 6 hours.' = gold
tl32h2g:27|correct|boxed|QwQ (tasks[350], Small Tree School, gold 49): '**Final Answer** ... \boxed{49}' before </think>; the summary ends with the same box = gold
tl32h2g:28|correct|answer_colon|hybrid (tasks[350], Small Tree School, gold 49): 'Answer: 49 fourth-grade boys were at Small Tree School on Friday.', then 'Step by step answer:' and the same two steps verbatim again and again (14 'Answer: 49' lines in all) until cut at 'Number of boys absent': its stated, never-contradicted 49 (loop convention) = gold
tl32h2g:29|correct|boxed|QwQ (tasks[351], the kids in the park, gold 18): '**Final Answer** ... \boxed{18}' before </think>; the summary ends with the same box = gold
tl32h2g:30|correct|answer_colon|hybrid (tasks[351], the kids in the park, gold 18): 'Answer: There are 18 kids in the park.' = gold
tl32h2g:31|correct|boxed|QwQ (tasks[352], Jane's tests, gold 9): '**Final Answer** ... \boxed{9}' before </think>; the summary ends with the same box = gold
tl32h2g:32|correct|prose_sentence|hybrid (tasks[352], Jane's tests, gold 9): 'Therefore, Jane must score at least 9 points on her third test to be promoted to the next school year.' = gold
tl32h2g:33|correct|boxed|QwQ (tasks[353], the Walmart customers, gold 19): '**Final Answer** ... \boxed{19}' before </think>; the summary ends with the same box = gold
tl32h2g:34|correct|prose_sentence|hybrid (tasks[353], the Walmart customers, gold 19): 'Therefore, 19 customers were kicked out for other reasons.' = gold
tl32h2g:35|wrong|boxed|QwQ (tasks[354], Erin's points, gold 18): '**Final Answer** Erin had \boxed{10} points before.' before </think>; the summary ends 'Thus, Erin had \boxed{10} points before scoring the 14 points.' = 10 (reads 'three times more' as 3 x 8 = 24, weighing and setting aside 32 and 18), gold 18 (8 + 3 x 8 = 32, less 14)
tl32h2g:36|wrong|prose_sentence|hybrid (tasks[354], Erin's points, gold 18): takes Erin's 14 scored points as her current total, 14 - 14; = 0, gold 18; closes 'Therefore, Erin had 0 points before scoring 14 points.'
tl32h2g:37|correct|boxed|QwQ (tasks[355], the senior gifts, gold 1198): '**Final Answer** ... \boxed{1198}' before </think>; the summary ends with the same box = gold
tl32h2g:38|correct|prose_sentence|hybrid (tasks[355], the senior gifts, gold 1198): 'The total amount spent on senior gifts is $1198.' = gold ('$1198' for 1198)
tl32h2g:39|no_answer|truncated|debatable: QwQ (tasks[356], Ethan's wallpaper, gold 320): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So I'll go with $320': no final answer (R1 rule; the string ends on that sentence, which states the gold, but inside the thinking with no </think>)
tl32h2g:40|correct|prose_sentence|hybrid (tasks[356], Ethan's wallpaper, gold 320): 'Therefore, if Ethan made his own hand-painted wallpaper, the total cost would be $320.' = gold
tl32h2g:41|no_answer|truncated|QwQ (tasks[357], the shoe sale, gold 50): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then on Sunday, they sold half the amount': no final answer (R1 rule; its working at 50)
tl32h2g:42|correct|prose_sentence|hybrid (tasks[357], the shoe sale, gold 50): 'Therefore, the total number of tennis shoes sold by the end of the sale is 50 pairs.' = gold
tl32h2g:43|no_answer|truncated|QwQ (tasks[358], Hallie's dance practice, gold 5): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So regardless of the time': no final answer (R1 rule; its working at 5)
tl32h2g:44|correct|prose_sentence|hybrid (tasks[358], Hallie's dance practice, gold 5): 'Therefore, Hallie practices dance for a total of 5 hours a week.' = gold
tl32h2g:45|no_answer|truncated|debatable: QwQ (tasks[359], the faulty equipment, gold 240000): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So I think that's the answer': no final answer (R1 rule; the string ends 'So the answer is 60% of 400,000, which is 240,000. So I think that's the answer', the gold, but inside the thinking with no </think>)
tl32h2g:46|correct|answer_colon|hybrid (tasks[359], the faulty equipment, gold 240000): 'Answer: $240,000', then an explanation ending '... functioning pieces. The value of the faulty equipment was $160,000, so the total amount of money spent on functioning pieces of equipment is $240,000.' = gold ('$240,000' for 240000)
tl32h2g:47|correct|answer_is|QwQ (tasks[360], Mary's sheep, gold 45): no **Final Answer** line in its thinking; after </think> '... = \boxed{45}\text{ kg}' and, after an average-per-sheep check, 'The answer is **45 kg**.' = gold
tl32h2g:48|correct|answer_colon|hybrid (tasks[360], Mary's sheep, gold 45): 'Answer: Mary collects 45 kg of milk every day.' and then the line 'Is this answer correct?' (a question, no other value); labelled by the Answer line: = gold
tl32h2g:49|correct|boxed|QwQ (tasks[361], Mrs. Sherman's rolls, gold 48): no **Final Answer** line in its thinking; after </think> '**Answer:** \(\boxed{48}\)' = gold
tl32h2g:50|correct|prose_sentence|hybrid (tasks[361], Mrs. Sherman's rolls, gold 48): 'Therefore, Mrs. Sherman fed 48 pieces of bread rolls to the chickens.' = gold
tl32h2g:51|correct|boxed|QwQ (tasks[362], the colours of the class, gold 15): '**Final Answer** ... \boxed{15}' before </think>; the summary ends with the same box = gold
tl32h2g:52|correct|prose_sentence|hybrid (tasks[362], the colours of the class, gold 15): 'Therefore, 15 pupils like the color yellow.' = gold
tl32h2g:53|correct|boxed|QwQ (tasks[363], Lucy's apples, gold 50): '**Final Answer** ... \boxed{50}' closes its thinking, then its summary after </think> is cut at 'Lucy sells apples at $4 per piece': labelled by that box (R1 rule) = gold
tl32h2g:54|correct|prose_sentence|hybrid (tasks[363], Lucy's apples, gold 50): 'Therefore, Lucy picked a total of 50 apples over the three days.' = gold
tl32h2g:55|no_answer|truncated|QwQ (tasks[364], Lindsay's socks, gold 15): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, maybe the problem is straightforward. \n\n': no final answer (R1 rule; its working at 15)
tl32h2g:56|correct|prose_sentence|hybrid (tasks[364], Lindsay's socks, gold 15): 'Therefore, Lindsay has missed 15 socks.' = gold
tl32h2g:57|correct|answer_colon|QwQ (tasks[365], Rachel's cookies, gold 21): no **Final Answer** line in its thinking; after </think> '**Answer:** Rachel has 21 cookies left.' (no box) = gold
tl32h2g:58|correct|answer_colon|hybrid (tasks[365], Rachel's cookies, gold 21): 'Answer: Rachel has 21 cookies left.' = gold
tl32h2g:59|no_answer|truncated|QwQ (tasks[366], Karan's loan, gold 803): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'because $747 per month for five months would total': no final answer (R1 rule; its working at $747.34 by an amortised-loan formula with a 10% annual rate, doubting it; gold 803)
tl32h2g:60|wrong|answer_is|hybrid (tasks[366], Karan's loan, gold 803): simple interest for 5/12 of a year on the 10% annual rate, $3,802.08 / 5; = 760.42, gold 803 (10% of 3,650 added whole); closes 'The answer is $760.42.'
tl32h2g:61|correct|boxed|QwQ (tasks[367], Cho and Chloe, gold 67): '**Final Answer** ... \boxed{67}' before </think>; the summary ends with the same box = gold
tl32h2g:62|correct|prose_sentence|hybrid (tasks[367], Cho and Chloe, gold 67): 'Therefore, Cho hiked 67 kilometers farther than Chloe.' = gold
tl32h2g:63|correct|boxed|QwQ (tasks[368], Axel and Anna's pesos, gold 350): '**Final Answer** ... \boxed{350}' closes its thinking, then its summary after </think> is cut at 'Axel has 50 silver pesos and ': labelled by that box (R1 rule) = gold
tl32h2g:64|correct|prose_sentence|hybrid (tasks[368], Axel and Anna's pesos, gold 350): 'So, the total number of pesos they have together is 350.' = gold
tl32h2g:65|correct|boxed|QwQ (tasks[369], Millie's lemonade, gold 2): '**Final Answer** ... \boxed{2}' before </think>; the summary ends with the same box = gold
tl32h2g:66|correct|prose_sentence|hybrid (tasks[369], Millie's lemonade, gold 2): 'Therefore, Millie will make a profit of $2 per hour that she spends running the lemonade stand.' = gold
tl32h2g:67|correct|boxed|QwQ (tasks[370], Mr. Ruther's land, gold 32): '**Final Answer** ... \boxed{32}' before </think>; the summary ends with the same box = gold
tl32h2g:68|correct|prose_sentence|hybrid (tasks[370], Mr. Ruther's land, gold 32): 'Therefore, Mr. Ruther had 32 hectares of land at first.' = gold
tl32h2g:69|correct|boxed|QwQ (tasks[371], Lisa's choir, gold 16): '**Final Answer** ... \boxed{16}' before </think>; the summary ends with the same box = gold
tl32h2g:70|correct|prose_sentence|hybrid (tasks[371], Lisa's choir, gold 16): 'Therefore, 16 people sang in the performance.' = gold
tl32h2g:71|correct|boxed|QwQ (tasks[372], Wilson's grade, gold 80): '**Final Answer** ... \boxed{80}' before </think>; the summary ends with the same box = gold
tl32h2g:72|correct|prose_sentence|hybrid (tasks[372], Wilson's grade, gold 80): 'Therefore, Wilson's current math grade is 80, and he can have the car for the weekend.', then the same three steps verbatim again and again (17 closing sentences in all) until cut at 'Step 1: Add up all the test scores.\n': its stated, never-contradicted 80 (loop convention) = gold
tl32h2g:73|correct|boxed|QwQ (tasks[373], the erasers and pencils, gold 36): '**Final Answer** ... \boxed{36}' before </think>; the summary ends with the same box = gold
tl32h2g:74|correct|prose_sentence|hybrid (tasks[373], the erasers and pencils, gold 36): 'Therefore, 6 erasers and 8 pencils cost $36.' = gold
tl32h2g:75|correct|boxed|QwQ (tasks[374], James's messages, gold 88): '**Final Answer** ... \boxed{88}' before </think>; the summary ends with the same box = gold
tl32h2g:76|correct|prose_sentence|hybrid (tasks[374], James's messages, gold 88): 'Therefore, James delivers a total of 88 messages.' = gold
tl32h2g:77|correct|boxed|QwQ (tasks[375], David and Dasha's rides, gold 6): '**Final Answer** ... \boxed{6}' closes its thinking, then its summary after </think> is cut at 'Total cost for David: $3': labelled by that box (R1 rule) = gold
tl32h2g:78|correct|answer_colon|hybrid (tasks[375], David and Dasha's rides, gold 6): 'Answer: David saves $6 by buying a ride bracelet instead of tickets.', then 'Step by step answer:' and the same four steps once more, ending 'Answer: David saves $6 by buying a ride bracelet instead of tickets.' = gold
tl32h2g:79|correct|boxed|QwQ (tasks[376], Monica's ribbon, gold 12): '**Final Answer** ... \boxed{12}' before </think>; the summary ends with the same box = gold
tl32h2g:80|correct|prose_sentence|hybrid (tasks[376], Monica's ribbon, gold 12): 'So, Monica can use 12 inches of ribbon for each gift bow.' = gold
tl32h2g:81|correct|boxed|QwQ (tasks[377], Betty and Sam's popsicles, gold 15): '**Final Answer** ... \boxed{15}' before </think>; the summary ends with the same box = gold
tl32h2g:82|correct|prose_sentence|hybrid (tasks[377], Betty and Sam's popsicles, gold 15): 'Step 7: Therefore, Sam has 15 more popsicles than Betty.' = gold
tl32h2g:83|correct|boxed|QwQ (tasks[378], Tim's streaming, gold 34): '**Final Answer** ... \boxed{34}' before </think>; the summary ends with the same box = gold
tl32h2g:84|correct|answer_colon|hybrid (tasks[378], Tim's streaming, gold 34): 'Answer: Tim saves $34 per month by cancelling his cable package and getting streaming services.' = gold
tl32h2g:85|correct|boxed|QwQ (tasks[379], Carol's song, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:86|correct|answer_colon|hybrid (tasks[379], Carol's song, gold 20): 'Answer: Carol spent 20% of her total work time editing the song.' = gold
tl32h2g:87|no_answer|truncated|QwQ (tasks[380], Wendy's books, gold 92): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so 2*36 +20': no final answer (R1 rule; its working weighing 92 against 56)
tl32h2g:88|correct|prose_sentence|hybrid (tasks[380], Wendy's books, gold 92): 'Therefore, Wendy needs to carry 92 books to complete her task.' = gold
tl32h2g:89|correct|boxed|QwQ (tasks[381], Erica's cards, gold 38): no **Final Answer** line in its thinking; after </think> '**Answer:** Erica now has \(\boxed{38}\) Valentine's Day cards.' = gold
tl32h2g:90|correct|answer_colon|hybrid (tasks[381], Erica's cards, gold 38): "Answer: Erica now has 38 Valentine's Day cards." = gold
tl32h2g:91|correct|boxed|QwQ (tasks[382], Jenny's pizza, gold 3): '**Final Answer** ... \boxed{3}' before </think>; the summary ends with the same box = gold
tl32h2g:92|correct|answer_is|hybrid (tasks[382], Jenny's pizza, gold 3): 'Therefore, the answer is 3 slices.' = gold
tl32h2g:93|correct|boxed|QwQ (tasks[383], Mark's bike, gold 25): '**Final Answer** ... \boxed{25}' before </think>; the summary ends with the same box = gold
tl32h2g:94|correct|answer_colon|hybrid (tasks[383], Mark's bike, gold 25): 'Answer: Mark needs to save his money for 25 days to buy the bike.' = gold
tl32h2g:95|no_answer|truncated|QwQ (tasks[384], Nancy's bugs, gold 168): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Maybe "1/3 as many millipedes as spiders': no final answer (R1 rule; its working at 168)
tl32h2g:96|correct|prose_sentence|hybrid (tasks[384], Nancy's bugs, gold 168): 'Therefore, Nancy counted a total of 168 bugs.' = gold
tl32h2g:97|correct|boxed|QwQ (tasks[385], Alice, Beth and Erica, gold 12): '**Final Answer** ... \boxed{12}' before </think>; the summary ends with the same box = gold
tl32h2g:98|correct|answer_colon|hybrid (tasks[385], Alice, Beth and Erica, gold 12): 'Answer: The difference between the ages of Alice and Erica is 12 years.' = gold
tl32h2g:99|correct|boxed|QwQ (tasks[386], John's milk, gold 48): no **Final Answer** line in its thinking; after </think> '**Answer:** John consumed \boxed{48} calories.' = gold
tl32h2g:100|correct|answer_colon|hybrid (tasks[386], John's milk, gold 48): 'Answer: John consumed 48 calories.' = gold
tl32h2g:101|no_answer|truncated|QwQ (tasks[387], the builder's pay, gold 14400): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'But just to be thorough, let me check': no final answer (R1 rule; its working at 14,400)
tl32h2g:102|correct|boxed|hybrid (tasks[387], the builder's pay, gold 14400): 'Therefore, the builder earns $14,400 if he works for a year.', then the question restated and a second solution ending 'Thus, the builder earns \\(\\boxed{14400}\\) dollars if he works for a year.' = gold ('\boxed{14400}')
tl32h2g:103|correct|boxed|QwQ (tasks[388], Mark's brownies, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:104|correct|answer_colon|hybrid (tasks[388], Mark's brownies, gold 4): 'Answer: Mark has to buy 4 more bags of flour than bottles of milk.' = gold
tl32h2g:105|wrong|boxed|QwQ (tasks[389], Mel's air conditioner, gold 81): '**Final Answer** The total energy saved in 30 days is \boxed{135} kilowatt-hours.' before </think>; the summary ends with the same box = 135 (5 hours a day less, 4.5 kWh a day), gold 81 (the dataset's reading: 8 hours' use less 5 hours' use, 2.7 kWh a day)
tl32h2g:106|wrong|prose_sentence|hybrid (tasks[389], Mel's air conditioner, gold 81): savings of 5 hours a day (4.5 kW a day) over 30 days; = 135, gold 81; closes 'Therefore, Mel will save 135 kilowatts of electric energy in 30 days by reducing the time he uses the air conditioner by 5 hours a day.'
tl32h2g:107|correct|boxed|QwQ (tasks[390], Jane's zebras, gold 22): '**Final Answer** ... \boxed{22}' before </think>; the summary ends with the same box = gold
tl32h2g:108|correct|prose_sentence|hybrid (tasks[390], Jane's zebras, gold 22): 'Therefore, the zebras have an average of 22 stripes each.' = gold
tl32h2g:109|correct|boxed|QwQ (tasks[391], Tyson's sandwiches, gold 50): '**Final Answer** ... \boxed{50}' before </think>; the summary ends with the same box = gold
tl32h2g:110|correct|prose_sentence|hybrid (tasks[391], Tyson's sandwiches, gold 50): 'Therefore, Tyson would spend $50.00 on the meat and cheese to make enough sandwiches to serve 20 people.' = gold ('$50.00' for 50)
tl32h2g:111|no_answer|truncated|QwQ (tasks[392], Allan's corn and cannolis, gold 200): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'and total cannolis 40 + 60 = ': no final answer (R1 rule; its working weighing 240 against 200)
tl32h2g:112|wrong|prose_sentence|hybrid (tasks[392], Allan's corn and cannolis, gold 200): takes 40 corns away from the 80 (80 - 40 = 40), 100 + 40; = 140, gold 200; closes 'Therefore, the combined total of the number of corns and cannolis Allan has in the house is 140.'
tl32h2g:113|correct|boxed|QwQ (tasks[393], Elliott's steps, gold 2000): '**Final Answer** ... \boxed{2000}' before </think>; the summary ends with the same box = gold
tl32h2g:114|correct|answer_colon|hybrid (tasks[393], Elliott's steps, gold 2000): 'Answer: Elliott took 2,000 steps during his jog.' = gold ('2,000' for 2000)
tl32h2g:115|correct|boxed|QwQ (tasks[394], Toby's book, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:116|correct|prose_sentence|hybrid (tasks[394], Toby's book, gold 20): 'Therefore, Toby will be 20 minutes early.' = gold
tl32h2g:117|no_answer|truncated|QwQ (tasks[395], Carolyn's company, gold 168000): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'That's a common assumption in some problems.': no final answer (R1 rule; its working at 168,000 with 4-week months)
tl32h2g:118|wrong|prose_sentence|hybrid (tasks[395], Carolyn's company, gold 168000): one week's pay a month ($600 per employee), $24,000 + $18,000; = 42000, gold 168000 (4-week months); closes 'Therefore, the company paid a total of $42,000 to the employees in May and June.'
tl32h2g:119|correct|boxed|QwQ (tasks[396], Sally's seashore money, gold 3): '**Final Answer** ... \boxed{3}' before </think>; the summary ends with the same box = gold
tl32h2g:120|correct|answer_colon|hybrid (tasks[396], Sally's seashore money, gold 3): 'Answer: Sally has $3.00 left.' = gold ('$3.00' for 3)
tl32h2g:121|correct|boxed|QwQ (tasks[397], Tim's fireworks, gold 1110): '**Final Answer** ... \boxed{1110}' before </think>; the summary ends with the same box = gold
tl32h2g:122|correct|prose_sentence|hybrid (tasks[397], Tim's fireworks, gold 1110): 'Therefore, Tim spent a total of $1110 on fireworks.' = gold
tl32h2g:123|correct|boxed|QwQ (tasks[398], Shannon's madeleines, gold 5): no **Final Answer** line in its thinking; after </think> '**Answer**: Shannon needs to make \(\boxed{5}\) dozen cookies.' = gold
tl32h2g:124|correct|answer_colon|hybrid (tasks[398], Shannon's madeleines, gold 5): 'Answer: Shannon needs to make 5 dozens of cookies to have enough for 30 days.' = gold
tl32h2g:125|correct|boxed|QwQ (tasks[399], Marcy's candles, gold 25): '**Final Answer** ... \boxed{25}' before </think>; the summary ends with the same box = gold
tl32h2g:126|correct|answer_is|hybrid (tasks[399], Marcy's candles, gold 25): 'Therefore, the answer is 25 candles will both smell like wet dog and explode.' = gold
tl32h2g:127|correct|boxed|QwQ (tasks[400], Misha's blouses, gold 56): '**Final Answer** ... \boxed{56}' before </think>; the summary ends with the same box = gold
tl32h2g:128|correct|prose_sentence|hybrid (tasks[400], Misha's blouses, gold 56): 'The total cost of the discounted blouses is $56.' = gold
tl32h2g:129|correct|boxed|QwQ (tasks[401], Joanne's apples, gold 350): '**Final Answer** ... \boxed{350}' before </think>; the summary ends with the same box = gold
tl32h2g:130|correct|prose_sentence|hybrid (tasks[401], Joanne's apples, gold 350): 'Therefore, Joanne gathered 350 apples from the average trees.' = gold
tl32h2g:131|correct|boxed|QwQ (tasks[402], the camels and dromedaries, gold 56): '**Final Answer** ... \boxed{56}' before </think>; the summary ends with the same box = gold
tl32h2g:132|correct|prose_sentence|hybrid (tasks[402], the camels and dromedaries, gold 56): 'Step 7: Therefore, there are 56 dromedaries in the herd.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
