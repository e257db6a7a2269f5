__doc__ = r"""Build public_heldout164.jsonl: a 164th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

106 records, all long chain-of-thought, all GSM8K, the file round 158 began, read on from where it
stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 27 consecutive pages 112000-528000: tasks[16] (Darrell and
  Allen's ages, gold 109) to tasks[68] (Grace and Alex's weights, gold 623), the thinking (QwQ-32B)
  and hybrid answers of each: 106 records. Only the thinking_model and hybrid_model strings were
  taken (the brief: the base answers repeat earlier rounds); every one of the 54 base_model strings
  read here (tasks[16]-[69]) was still checked and is word for word (whitespace-normalised) a
  completion of round 133, 138 or 144 (the same Qwen2.5-32B base answers of the hybrid/ GSM8K file
  of the repository), as round 158 found for tasks[0]-[15].

Method (rounds 76-158): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 158's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 27 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 112000, the
last page of round 158, was re-read (read_file) and is the same page text; round 158's paste of it
(pages/g32h2_112000.txt) was reused and passes the check. Every new page was typed once and passed
the check as first made. Long loops were NOT retyped: four pages hold a verbatim loop, and one copy
of its unit was pasted between markers (@@U1@@unit@@/U1@@, kept once in place) and the marker
@@R1@@ where the further copies go was replaced by that unit a whole number of times, the number
fixed by the page length (mk.py tries every count 0-400 and requires exactly one to give 16,000):
  - g32h2 176000, the John's-speed hybrid's (tasks[24]) block 'Step 1: Calculate the total hours
    John runs in a week.\n- First day: 3 hours ... Answer: John runs at an average speed of 10
    miles per hour.\n\n', 4 further copies (5 whole on the page), the partial copy 'Step 1: ...
    Average speed = Total d' pasted after the marker;
  - g32h2 192000, the same hybrid: the head 'istance / Total time = 60 miles / 6 hours = 10 miles
    per hour\n\nAnswer: ... 10 miles per hour.\n\n' (the rest of 176000's partial copy) pasted
    before the unit, 6 further copies (7 whole on the page), the partial copy 'Step 1: ... Answer:
    John runs at an average speed of 10 miles per' after the marker;
  - g32h2 240000, the Charlie's-candles hybrid's (tasks[30]) block 'Step 1: Determine the number of
    pounds of beeswax needed to make 20 candles. ... Therefore, Charlie's net profit if he makes and
    sells 20 candles is $20.00.\n\n', 6 further copies (7 whole), the partial copy 'Step 1: ...
    If Charlie sells each candle for $2.0' after the marker;
  - g32h2 464000, the Shiela hybrid's (tasks[59]) block 'Step 1: Calculate the total cost of the
    cell phones without interest. ... Therefore, Shiela will pay $255 each month for 3
    months.\n\n', 7 further copies (8 whole), the partial copy 'Step 1: ... the total interest
    charged is 5 * $3 = $' after the marker.
The counts agree with the copies the records hold when counted by script (tl32h2g 17: 13
'Answer: John runs at an average speed of 10 miles per hour.' and 14 'Step 1: Calculate the total
hours'; tl32h2g 29: 7 closing sentences, 8 'Step 1: Determine the number of pounds'; tl32h2g 87: 8
closing sentences, 9 'Step 1: Calculate the total cost'). The pages were joined in file order, so
a completion crossing an edge is taken whole. Each record's `r` was cut out of the joined page text
by script (the JSON string body as the file holds it between its field's opening quote and the
next unescaped quote; task numbers from tasks[15], the first question met on page 112000; `enc` =
`json`, decoded once more by the build; work/extract.py), never retyped. The file writes some
characters as JSON escapes, which stay as they are ('\u00d7', '\u00f7', '\u2014', '\u2013',
'\u2019', '\u2248', '\u2264', '\u00a0', and '\ufffd' where three hybrid answers had a division
sign).

Edges: the joined text starts inside tasks[14]'s base_model answer (Henry's bike stops), the edge
where round 158's page 112000 begins; tasks[14]'s thinking and hybrid answers and tasks[15]
(Gloria's boots) were read by round 158 and are not taken here; tasks[16] is taken from its
question, read on page 112000 (its correct_answer crosses into page 128000). The joined text ends
inside tasks[69]'s thinking_model answer (Dan's rose thorns, at 'So the total num'): tasks[69] is
not taken. Some completions are cut in the file itself (nine QwQ answers inside their thinking,
two QwQ summaries after '</think>', three looping hybrids, at the generation limit); they are whole
records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 27,095
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 6,665
distinct texts at the last run) and with the others of this round: none of the 106 kept (every
thinking and every hybrid answer of tasks[16]-[68]) repeats an earlier round, a round in
/tmp/rounds or another of this round; the 54 base_model strings (not taken) all repeat rounds 133,
138 and 144. No string was empty. The records are numbered in file order (tl32h2g 0-105:
tasks[16 + i] thinking = 2i, hybrid = 2i + 1).

Repositories (106 records): thaotnguyen/thinking-llms-interp 106 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 106 (test), MATH 0. Prompt format: long_cot 106 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 95, wrong 2, no_answer 9; 0 debatable. Forms: boxed 43, prose_sentence 34,
answer_colon 16, truncated 9, answer_is 4.

Truths by model: thinking_model (QwQ-32B, 53) 44 correct, 9 no_answer (10 Mike's points, 20
Brandon's iPhone, 56 Stephen's groceries, 58 the raspberries, 64 Marcy's pension, 68 Sophia's tank,
86 Shiela's payments, 88 Artie's flowers, 96 Vincent's savings: each cut inside its thinking,
before '</think>' and before any **Final Answer** line, most with their working at the gold; R1
rule); 18 (Dana) and 80 (Judy) are correct by the '**Final Answer** ... \boxed{}' that closes their
thinking, their summaries after '</think>' cut (R1 rule, as round 158's tl32h2g 12); 72 (the
schools) is its thinking, the **Final Answer** box and '</think>' with nothing after. hybrid_model
(53) 51 correct, 2 wrong (15 John's lego sets: 11 for 2, taking the 2 sets it computes as the ones
sold; 65 Marcy's pension: an annuity formula, $768,623 for 25000); three loop their whole solution
until cut (17, 29, 87), labelled by their stated, never-contradicted values (loop convention); one
(23) adds a system-prompt line after its answer.

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 112000-528000 joined
  (432,000 of 3,760,516 characters): tasks[16]-[68] thinking and hybrid (Darrell and Allen's ages,
  Gunter's jelly beans, John's dogs, Gretchen's coins, Siobhan's jewels, Mike's ping pong, Terry's
  yogurt, John's lego sets, John's running speed, Dana's speeds, Brandon's iPhone, Polly and the
  dragon, Grandma Jones's pies, the chips' calories, Charlie's candles, Meredith's articles,
  Candice's post-its, John's ties, Tracy's wire, Richard's building, Lloyd's eggs, Tom's ship,
  Uriah's book bag, the mechanic's tires, the Doubtfire kittens, Jean's lollipops, Peter's movies,
  the wooden bridge, Stephen's groceries, the raspberry bush, the oranges, Janet's brooch, Marcy's
  pension, Aleena's streaming, Sophia's tank, Jim's TV and reading, the basketball schools, the
  treasure gems, Dr. Wertz's teachers, Bailey's allowance, Judy's dance classes, Kelian's recipes,
  Tommy's brownies, Shiela's phones, Artie's flowers, Luke's sandcastle, Cecilia's puppy, the
  laundry, Vincent's flowers, John's groomer, the 24 liters of water, Charlie's stickers, Grace and
  Alex). Record number = place in file order.

Label conventions (rounds 72-158): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$75.00' for 75, '$20.00' for 20, '$57.00' for 57, '$88.00' for 88, '$7,425.00' for
7425, '109 years old' for 109); another quantity is wrong; labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or its whole solution)
until cut mid-copy is labelled by the stated, never-contradicted value (17, 29, 87). A response
that goes on after its answer with text that is no new answer (23's system-prompt line) is labelled
by the answer to the question posed. R1 rule (applied to the QwQ thinking model as to
R1-Distill): an answer cut inside its thinking, before '</think>' and before a **Final Answer**
line, is no_answer even where its working has reached the gold; a **Final Answer** box closing the
thinking labels a response whose summary is then cut (18, 80). Gold: GSM8K = the file's own
correct_answer '####' value (the build checks it against gsm8k/test.jsonl by the question's opening
words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
112000 (re-read), 128000, 144000, 160000, 176000, 192000, 208000, 224000, 240000, 256000, 272000,
288000, 304000, 320000, 336000, 352000, 368000, 384000, 400000, 416000, 432000, 448000, 464000,
480000, 496000, 512000, 528000 (27 pages, 26 new). Nothing else was read.

Leads for a later round: this file from 528000 (re-read it: it ends inside tasks[69]'s
thinking_model answer, Dan's rose thorns; tasks[69]-[485] unread, about 3.2 MB, about two tasks a
page, the QwQ answers 3,000-8,000 characters and about one in six cut inside its thinking, the
hybrid answers now and then looping their whole solution). Take only its thinking and hybrid
strings: its base_model strings repeat rounds 130, 133, 138 and 144 word for word (all 70 read by
rounds 158 and 164), so keep the repeats check on. Its tasks so far are easy: 2 wrong in 106 (both
hybrid). Still unread in hybrid-2/results/: benchmark_results_qwen2.5-14b_math500.json (at
ecefbf89; check first whether its base and thinking strings are filled and whether they repeat the
hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout164.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout164.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout164.jsonl"
SOURCE = "public_heldout164"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as round 158's); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 112000-528000 joined (432,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[16], Allen's age in 10 years, gold 109): 162 / 18 = 9, 11 x 9 = 99, 99 + 10; '**Final Answer** ... \boxed{109}.' before </think>; the summary ends 'Thus, Allen's age 10 years from now will be \(\boxed{109}\).' = gold
tl32h2g:1|correct|answer_colon|hybrid: 18x = 162, 11 x 9 = 99, 99 + 10 = 109; 'Answer: Allen's age 10 years from now will be 109 years old.' = gold
tl32h2g:2|correct|boxed|QwQ (tasks[17], Gunter's jelly-bean guesses, gold 80): 80, 60, 100, 240 / 3; '**Final Answer** \boxed{80}' before </think>; the summary ends 'Thus, the average guess is \(\boxed{80}\).' = gold
tl32h2g:3|correct|answer_colon|hybrid: 240 / 3 = 80; 'Answer: The average guess of the three friends is 80 jelly beans.' = gold
tl32h2g:4|correct|boxed|QwQ (tasks[18], John's dog-care hours, gold 35): 10 x 0.5 = 5 a day, x 7, checked per dog; the summary ends '... each week is \boxed{35}.' = gold
tl32h2g:5|correct|answer_is|hybrid: 5 x 7 = 35; 'Answer: John spends 35 hours a week taking care of dogs.' and 'The answer is 35.' = gold
tl32h2g:6|correct|boxed|QwQ (tasks[19], Gretchen's gold coins, gold 70): 2S + 30 = 110, S = 40, 40 + 30, several checks; the summary ends 'Thus, the number of gold coins Gretchen has is \(\boxed{70}\).' = gold
tl32h2g:7|correct|prose_sentence|hybrid: x = 40, 40 + 30 = 70; 'So, Gretchen has 70 gold coins.' = gold
tl32h2g:8|correct|boxed|QwQ (tasks[20], Siobhan's jewels, gold 23): 40 / 2 + 5 = 25, 25 - 2; the summary ends 'Thus, the final answer is \(\boxed{23}\).' = gold
tl32h2g:9|correct|prose_sentence|hybrid: 25 - 2 = 23; 'Therefore, Siobhan has 23 jewels.' = gold
tl32h2g:10|no_answer|truncated|QwQ (tasks[21], Mike's ping-pong points, gold 9): 4 + 5 = 9 again and again, weighing a 25%-of-the-total reading (5.333); cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'But that's not how scoring works in': no final answer (R1 rule; its working at the gold)
tl32h2g:11|correct|prose_sentence|hybrid: 4 + 1 = 5, 4 + 5 = 9; 'Therefore, Mike scored a total of 9 points during the 40 minutes of playing ping pong.' = gold
tl32h2g:12|correct|boxed|QwQ (tasks[22], Terry's yogurt, gold 75): 60 yogurts / 4 = 15 packs x $5, checked per yogurt and per day (no **Final Answer** line; its thinking ends 'I think the answer is $75.00'); after </think> '**Answer:** Terry spends $\boxed{75}$ on yogurt over 30 days.' = gold
tl32h2g:13|correct|prose_sentence|hybrid: 15 packs x $5.00 = $75.00; 'Therefore, Terry spends $75.00 on yogurt over 30 days.' = gold ('$75.00' for 75)
tl32h2g:14|correct|boxed|QwQ (tasks[23], John's lego sets left, gold 2): 13 x 15 = 195 does not fit the $5 left, so 15x = 165, x = 11, 13 - 11; '**Final Answer** John still has \boxed{2} lego sets.' before </think>; the summary ends '\[ \boxed{2} \]' = gold
tl32h2g:15|wrong|answer_colon|hybrid: sells all 13 for $195, $195 - $160 = $35 against $5 left, 'sold $30 / $15 = 2 lego sets', 13 - 2 = 11; 'Answer: John still has 11 lego sets.' = 11, gold 2 (it takes the 2 sets as the ones sold)
tl32h2g:16|correct|boxed|QwQ (tasks[24], John's running speed, gold 10): 3 + 1.5 + 1.5 = 6 hours, 60 / 6, and a constant-speed reading giving 6S = 60; '**Final Answer** ... \boxed{10} miles per hour.' before </think>; the summary ends 'Therefore, John's speed is \boxed{10} miles per hour.' = gold
tl32h2g:17|correct|answer_colon|hybrid: 3 + 1.5 + 1.5 = 6 hours, 60 / 6 = 10; 'Answer: John runs at an average speed of 10 miles per hour.', then the whole two-step solution verbatim again and again (13 whole copies) until cut at 'Answer: John runs at an average speed of 10 miles per': its stated, never-contradicted 10 (loop convention) = gold
tl32h2g:18|correct|boxed|QwQ (tasks[25], Dana's distance, gold 18): skip 3 = 2W, W = 1.5, run 6, 2 x 6 + 4 x 1.5, weighing 'four times faster' as 5x; '**Final Answer** \boxed{18}' closes its thinking, then its summary after </think> is cut at '- Distance walking': labelled by that box (R1 rule, as round 158's tl32h2g 12) = gold
tl32h2g:19|correct|prose_sentence|hybrid: run 6 mph, walk 1.5 mph, 12 + 6 = 18; 'Therefore, Dana can travel 18 miles in six hours ...' = gold
tl32h2g:20|no_answer|truncated|QwQ (tasks[26], Brandon's iPhone, gold 8): weighs 'two times older' as 2x (Brandon 8) against 3x (Brandon 12) back and forth; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'For example, if Suzy is 1, Ben is two times older, so Ben is ': no final answer (R1 rule)
tl32h2g:21|correct|prose_sentence|hybrid: Ben 2 x 1 = 2, Brandon 4 x 2 = 8; 'Therefore, Brandon's iPhone is 8 years old.' = gold
tl32h2g:22|correct|boxed|QwQ (tasks[27], Polly and the dragon, gold 200): 400 x 3 = 1200, 1200 - 1000; '**Final Answer** \boxed{200}' before </think>; the summary ends 'Thus, the final answer is \(\boxed{200}\).' = gold
tl32h2g:23|correct|prose_sentence|hybrid: 1200 - 1000 = 200; 'Therefore, Polly can stand 200 feet outside of the dragon's fire range and still hit the dragon ...', then a system-prompt line ('You are an AI assistant that helps people find information. ...') with no value: labelled by the answer to the question posed = gold
tl32h2g:24|correct|answer_colon|QwQ (tasks[28], Grandma Jones's pie pieces, gold 26): 5 x 8 = 40, 40 - 14 (no **Final Answer** line; its thinking ends 'The answer is 26.'); after </think> '**Answer:** 26 pieces were taken by the guests.' = gold
tl32h2g:25|correct|prose_sentence|hybrid: 40 - 14 = 26; 'Therefore, the guests took 26 pieces of pie.' = gold
tl32h2g:26|correct|boxed|QwQ (tasks[29], the chips' grams, gold 48): 200 / 250 = 0.8 serving x 60 g, checked by calories per gram; '**Final Answer** You can eat \boxed{48} grams of chips.' before </think>; the summary ends '\[ \boxed{48} \]' = gold
tl32h2g:27|correct|prose_sentence|hybrid: 1250 / 300 = 4.17 cal/g, 200 / 4.17 = 47.96 g; 'Therefore, you can eat approximately 48 grams of chips ...' = gold (the stated 48; 47.96 only in the working)
tl32h2g:28|correct|boxed|QwQ (tasks[30], Charlie's candle profit, gold 20): 2 lb x $10 = $20, 20 x $2 = $40, and $1 a candle; '**Final Answer** Charlie's net profit is \boxed{20} dollars.' before </think>; the summary ends 'Thus, Charlie's net profit is \(\boxed{20}\) dollars.' = gold
tl32h2g:29|correct|prose_sentence|hybrid: $40.00 - $20.00 = $20.00; 'Therefore, Charlie's net profit if he makes and sells 20 candles is $20.00.', then the whole four-step solution verbatim again and again (7 whole copies) until cut at 'If Charlie sells each candle for $2.0': its stated, never-contradicted 20 (loop convention) = gold ('$20.00' for 20)
tl32h2g:30|correct|boxed|QwQ (tasks[31], Meredith's writing hours, gold 104): 5 + 7 + 14 = 26 articles x 4, weighing '2/5 times more'; '**Final Answer** ... \boxed{104}.' before </think>; the summary ends '... is \(\boxed{104}\).' = gold
tl32h2g:31|correct|answer_colon|hybrid: 26 x 4 = 104; 'Answer: Meredith spent a total of 104 hours writing articles in the three days.' = gold
tl32h2g:32|correct|boxed|QwQ (tasks[32], Candice's post-it package, gold 163): 80 + x - 220 = 23, x = 163, checked three ways; the summary ends '... in the package is \(\boxed{163}\).' = gold
tl32h2g:33|correct|answer_is|hybrid: 80 + X - 220 = 23, X = 163 and a check; 'The answer is 163 post-it notes in the package that Candice purchased.' = gold
tl32h2g:34|correct|boxed|QwQ (tasks[33], John's ties, gold 800): 5 blue, 10 red at $60, 200 + 600; the summary ends 'John spent a total of \boxed{800} dollars on ties.' = gold
tl32h2g:35|correct|prose_sentence|hybrid: $200 + $600 = $800; 'Therefore, John spent $800 on ties.' = gold
tl32h2g:36|correct|boxed|QwQ (tasks[34], Tracy's wire pieces, gold 8): 48 / 6 and 4 / 0.5; the summary ends 'Both methods confirm that Tracy obtained \boxed{8} pieces of wire.' = gold
tl32h2g:37|correct|answer_colon|hybrid: '48 \ufffd 6 = 8' (the file writes the division sign as U+FFFD); 'Answer: Tracy obtained 8 pieces of wire.' = gold
tl32h2g:38|correct|boxed|QwQ (tasks[35], Richard's unoccupied units, gold 30): 15 x 8 = 120, 1/4 of 120; the summary ends '... is \(\boxed{30}\).' = gold
tl32h2g:39|correct|prose_sentence|hybrid: 120 - 90 = 30; 'Therefore, the total number of unoccupied units in the building is 30.' = gold
tl32h2g:40|correct|boxed|QwQ (tasks[36], Lloyd's egg money, gold 294): 21 dozen x $2 x 7 and 147 dozen x $2; the summary ends '... Lloyd makes \boxed{294} dollars per week on eggs.' = gold
tl32h2g:41|correct|prose_sentence|hybrid: 147 x $2 = $294; 'Therefore, Lloyd makes $294 per week from selling eggs.' = gold
tl32h2g:42|correct|boxed|QwQ (tasks[37], Tom's trip back, gold 5): 10 x 3 = 30 miles, 30 / 6; the summary ends 'Thus, the time it takes Tom to get back is \boxed{5} hours.' = gold
tl32h2g:43|correct|answer_colon|hybrid: 30 miles / 6 = 5 hours ('\ufffd' for the division sign); 'Answer: It takes Tom 5 hours to get back.' = gold
tl32h2g:44|correct|boxed|QwQ (tasks[38], Uriah's toys, gold 15): 30 / 4 = 7.5, 7.5 / 0.5; the summary ends 'Thus, Uriah needs to remove \(\boxed{15}\) toys.' = gold
tl32h2g:45|correct|prose_sentence|hybrid: 7.5 / (1/2) = 15; 'Therefore, Uriah needs to remove 15 toys ...' = gold
tl32h2g:46|correct|boxed|QwQ (tasks[39], the mechanic's revenue gap, gold 40): 520 - 480; the summary ends '... earned \boxed{40} dollars more on the day with higher revenue.' = gold
tl32h2g:47|correct|answer_colon|hybrid: $520 - $480 = $40; 'Answer: The mechanic earned $40 more revenue on Thursday compared to Friday.' = gold
tl32h2g:48|correct|boxed|QwQ (tasks[40], the Doubtfire kittens, gold 40): 7 + 21 + 12 (no **Final Answer** line; its thinking ends '... now has 40 kittens.'); after </think> 'The family now has **40 kittens** in total.' and '$\boxed{40}$' = gold
tl32h2g:49|correct|prose_sentence|hybrid: 7 + 21 + 12 = 40; 'Therefore, the Doubtfire family now has 40 kittens.' = gold
tl32h2g:50|correct|boxed|QwQ (tasks[41], Jean's lollipop bags, gold 14): 28 / 2 (no **Final Answer** line; its thinking ends 'definitely 14'); after </think> 'Thus, Jean can fill \(\boxed{14}\) bags.' = gold
tl32h2g:51|correct|answer_colon|hybrid: 28 / 2 = 14 ('\ufffd' for the division sign); 'Answer: Jean can fill 14 bags.' = gold
tl32h2g:52|correct|answer_colon|QwQ (tasks[42], Peter's movie trips, gold 3): 42 / 14 (no **Final Answer** line; its thinking ends 'The answer is 3.'); after </think> '**Answer:** Peter can go to the movies **3 times** this week.' = gold
tl32h2g:53|correct|prose_sentence|hybrid: $42 / $14 = 3 and a check; 'Conclusion: Peter can go to the movies 3 times this week with his budget of $42.' = gold
tl32h2g:54|correct|boxed|QwQ (tasks[43], the bridge's boxes, gold 83): 1245 / 15 = 83, checked with 84; '**Final Answer** The maximum number of boxes is \boxed{83}.' before </think>; the summary ends '... is \(\boxed{83}\).' = gold
tl32h2g:55|correct|boxed|hybrid: 1245 / 15 = 83 and a check; 'Therefore, the maximum number of boxes ... is \(\boxed{83}\).' = gold
tl32h2g:56|no_answer|truncated|QwQ (tasks[44], Stephen's grocery bill, gold 57): 40 + 10 + 3 + 4 = 57 again and again, weighing where the 25% fee applies; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So that's 25% of 40': no final answer (R1 rule; its working at the gold)
tl32h2g:57|correct|prose_sentence|hybrid: $40 + $3 + $4 = $47, + $10 = $57.00; 'The final price of Stephen's groceries, after all the extra fees, is $57.00.' = gold ('$57.00' for 57)
tl32h2g:58|no_answer|truncated|QwQ (tasks[45], the raspberries, gold 187): 6 x 20 + 67 = 187, weighing drupelets and 73; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so each raspberry (the whole': no final answer (R1 rule; its working at the gold)
tl32h2g:59|correct|prose_sentence|hybrid: 120 + 67 = 187; 'Therefore, there are 187 raspberries in total.' = gold
tl32h2g:60|correct|boxed|QwQ (tasks[46], the good oranges, gold 17): 25 - (1 + 5 + 2), weighing overlaps; '**Final Answer** ... \boxed{17}.' before </think>; the summary ends '... is \(\boxed{17}\).' = gold
tl32h2g:61|correct|answer_is|hybrid: 25 - 8 = 17; 'The answer is 17 good oranges.' = gold
tl32h2g:62|correct|boxed|QwQ (tasks[47], Janet's brooch, gold 1430): 1300 + 130; '**Final Answer** Janet paid a total of \boxed{1430} dollars.' before </think>; the summary ends '... is \boxed{1430} dollars.' = gold
tl32h2g:63|correct|prose_sentence|hybrid: $1300 + $130 = $1430; 'So, Janet paid a total of $1430 for the brooch ...' = gold
tl32h2g:64|no_answer|truncated|QwQ (tasks[48], Marcy's pension, gold 25000): (30 - 20) x 5% x $50,000 = $25,000 several ways; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so that might not be the case.': no final answer (R1 rule; its working at the gold)
tl32h2g:65|wrong|answer_colon|hybrid: an annuity formula, '($50,000 / 0.05) * (1 - (1 + 0.05)^(-30))' = $768,623; 'Answer: $768,623' = 768623, gold 25000
tl32h2g:66|correct|boxed|QwQ (tasks[49], Aleena's streaming bill, gold 1596): 840 + 756, checked as 1680 - 84; '**Final Answer** ... \boxed{1596}.' before </think>; the summary ends '... is \boxed{1596}.' = gold
tl32h2g:67|correct|prose_sentence|hybrid: $840 + $756 = $1596; 'Therefore, the total amount Aleena had paid ... is $1596.' = gold
tl32h2g:68|no_answer|truncated|QwQ (tasks[50], Sophia's tank range, gold 300): 100 / 4 = 25 mpg x 12 = 300 several ways, weighing whether the tank started full; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So yes, that works. So the': no final answer (R1 rule; its working at the gold)
tl32h2g:69|correct|prose_sentence|hybrid: 25 mpg x 12 = 300; 'Therefore, Sophia can drive 300 miles on a single tank of gas.' = gold
tl32h2g:70|correct|boxed|QwQ (tasks[51], Jim's TV and reading, gold 36): (2 + 1) x 3 x 4; '**Final Answer** ... \boxed{36} hours.' before </think>; the summary ends '... is \(\boxed{36}\) hours.' = gold
tl32h2g:71|correct|answer_colon|hybrid: 4 x 9 = 36; 'Answer: Jim spends 36 hours on TV and reading in 4 weeks.' = gold
tl32h2g:72|correct|boxed|QwQ (tasks[52], the schools' people, gold 48): 12 per school x 4, checked as 8 teams x 6; the string ends '**Final Answer** The total number of people sent by all the schools is \boxed{48}.' and '</think>' with nothing after = gold
tl32h2g:73|correct|prose_sentence|hybrid: 4 x 12 = 48; 'Therefore, all of the schools have sent a total of 48 people ...' = gold
tl32h2g:74|correct|boxed|QwQ (tasks[53], the treasure gems, gold 595): 175 + 140 + 280; '**Final Answer** ... \boxed{595}.' before </think>; the summary ends '... is \(\boxed{595}\).' = gold
tl32h2g:75|correct|prose_sentence|hybrid: 175 + 140 + 280 = 595; 'Therefore, there were 595 gems in the treasure chest.' = gold
tl32h2g:76|correct|boxed|QwQ (tasks[54], Dr. Wertz's teachers, gold 36): 180 / 5; '**Final Answer** The number of teachers is \boxed{36}.' before </think>; the summary ends 'Thus, the number of teachers is \boxed{36}.' = gold
tl32h2g:77|correct|prose_sentence|hybrid: 180 / 5 = 36; 'Therefore, there are 36 teachers at Dr. Wertz's school.' = gold
tl32h2g:78|correct|boxed|QwQ (tasks[55], Bailey's starting money, gold 60): M + 40 = 100, checked week by week; '**Final Answer** ... \boxed{60} dollars.' before </think>; the summary ends '... is \(\boxed{60}\).' = gold
tl32h2g:79|correct|prose_sentence|hybrid: $100 - $40 = $60; 'Therefore, Bailey started with $60.' = gold
tl32h2g:80|correct|boxed|QwQ (tasks[56], Judy's weekly dance money, gold 7425): 33 classes x $225, checked per day and per student; '**Final Answer** Judy makes \boxed{7425} dollars in one week.' closes its thinking, then its summary after </think> is cut at 'Total for 5 weekdays: \(5 \times \$': labelled by that box (R1 rule) = gold
tl32h2g:81|correct|answer_colon|hybrid: 495 students x $15.00 = $7,425.00; 'Therefore, Judy makes $7,425.00 in 1 week.' and 'Answer: $7,425.00.' = gold ('$7,425.00' for 7425)
tl32h2g:82|correct|boxed|QwQ (tasks[57], Kelian's instructions, gold 60): 20 + 40 (no **Final Answer** line; its thinking ends 'So the answer is 60.'); after </think> '**Answer:** Kelian has to read \boxed{60} instructions.' = gold
tl32h2g:83|correct|prose_sentence|hybrid: 20 + 40 = 60; 'Therefore, Kelian has to read 60 instructions to prepare the two dishes.' = gold
tl32h2g:84|correct|boxed|QwQ (tasks[58], Tommy's fundraising, gold 221): 129 + 92, a column addition; '**Final Answer** Tommy raises a total of \boxed{221} dollars.' before </think>; the summary ends '... is \(\boxed{221}\).' = gold
tl32h2g:85|correct|prose_sentence|hybrid: $129 + $92 = $221; 'Therefore, Tommy raises $221 from selling brownies and cheesecakes.' = gold
tl32h2g:86|no_answer|truncated|QwQ (tasks[59], Shiela's monthly payment, gold 255): weighs 2% once per unit (765 / 3 = 255) against 2% a month (795 / 3 = 265) back and forth; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So each month, 5 phones * 2% of 150 = 5 * 3 = ': no final answer (R1 rule)
tl32h2g:87|correct|prose_sentence|hybrid: ($750 + $15) / 3 = $255; 'Therefore, Shiela will pay $255 each month for 3 months.', then the whole four-step solution verbatim again and again (8 whole copies) until cut at 'the total interest charged is 5 * $3 = $': its stated, never-contradicted 255 (loop convention) = gold
tl32h2g:88|no_answer|truncated|QwQ (tasks[60], Artie's rounded flower prices, gold 88): 36 + 18 + 34 = 88, weighing rounding each line's total (86); cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Wait, let me read the problem again: "Artie has a': no final answer (R1 rule)
tl32h2g:89|correct|prose_sentence|hybrid: $36 + $18 + $34 = $88.00; 'Artie will make $88.00 from selling ...' = gold ('$88.00' for 88)
tl32h2g:90|correct|boxed|QwQ (tasks[61], Luke's sandcastle levels, gold 60): 128 + 64 + 32 + 16 = 240, / 4, and a geometric sum; '**Final Answer** ... \boxed{60}.' before </think>; the summary ends '... is \(\boxed{60}\).' = gold
tl32h2g:91|correct|answer_colon|hybrid: 240 / 4 = 60; 'Answer: The average square footage of a level is 60.', then 'Step by step answer:' and the same solution once more, ending with the same 'Answer: ... is 60.' = gold
tl32h2g:92|correct|boxed|QwQ (tasks[62], Cecilia's dog-food bags, gold 5): 180 + 185 x 2 = 550, / 110; '**Final Answer** Cecilia will use \boxed{5} bags ...' before </think>; the summary ends 'Thus, Cecilia will use \boxed{5} bags of dog food in the first year.' = gold
tl32h2g:93|correct|prose_sentence|hybrid: 550 / 110 = 5; 'Therefore, Cecilia will use 5 bags of dog food in the first year.' = gold
tl32h2g:94|correct|boxed|QwQ (tasks[63], the laundry difference, gold 100): R = 200, D = 100; '**Final Answer** ... \boxed{100} pounds.' before </think>; the summary ends '... is \(\boxed{100}\) pounds.' = gold
tl32h2g:95|correct|prose_sentence|hybrid: 200 - 100 = 100; 'Therefore, the difference in the amount of laundry Raymond and David do is 100 pounds.' = gold
tl32h2g:96|no_answer|truncated|QwQ (tasks[64], Vincent's flower savings, gold 6): $15 - $9 = $6, every mix of packs checked; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'then compare it to the cost': no final answer (R1 rule; its working at the gold)
tl32h2g:97|correct|answer_colon|hybrid: $15 - $9 = $6; 'Answer: Vincent saves $6 by buying 18 flowers at the better price.' = gold
tl32h2g:98|correct|boxed|QwQ (tasks[65], John's grooming bill, gold 70): 100 - 30 and 70% of 100 (no **Final Answer** line in its thinking, which ends '... should be $70.'); after </think> '**Final Answer**: The grooming costs John \(\boxed{70}\) dollars after the discount.' = gold
tl32h2g:99|correct|prose_sentence|hybrid: $100 - $30 = $70; 'Therefore, the grooming cost for John's dog is $70.' = gold
tl32h2g:100|correct|boxed|QwQ (tasks[66], the water left, gold 10): 24 - 8 - 6; '**Final Answer** The amount of water left is \boxed{10} liters.' before </think>; the summary ends '... is \(\boxed{10}\) liters.' = gold
tl32h2g:101|correct|answer_is|hybrid: 16 - 6 = 10; 'Therefore, there are 10 liters of water left.' and 'The answer is 10 liters.' = gold
tl32h2g:102|correct|boxed|QwQ (tasks[67], Charlie's stickers, gold 17): 10 + 21 + 23 - 9 - 28; '**Final Answer** Charlie has \boxed{17} stickers left.' before </think>; the summary ends 'Thus, Charlie has \boxed{17} stickers left.' = gold
tl32h2g:103|correct|prose_sentence|hybrid: 45 - 28 = 17; 'Therefore, Charlie has 17 stickers left.' = gold
tl32h2g:104|correct|boxed|QwQ (tasks[68], Grace and Alex's weights, gold 623): 4 x 125 - 2 = 498, 125 + 498; '**Final Answer** ... \boxed{623} pounds.' before </think>; the summary ends '... are \(\boxed{623}\) pounds.' = gold
tl32h2g:105|correct|prose_sentence|hybrid: 125 + 498 = 623; 'Therefore, their combined weight is 623 pounds.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
