__doc__ = r"""Build public_heldout158.jsonl: a 158th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

32 records, all long chain-of-thought, all GSM8K, from a file of thaotnguyen/thinking-llms-interp
that no round had read:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 8 consecutive pages 0-112000: tasks[0] (the dance class,
  gold 60) to tasks[15] (Gloria's boots, gold 104), the thinking (QwQ-32B) and hybrid answers of
  each: 32 records. Unlike the hybrid-2 MATH-500 files (rounds 139, 145, 152), this file's
  base_model, thinking_model and hybrid_model strings are all filled; but every one of its 16
  base_model answers read here is word for word (whitespace-normalised) a completion of an earlier
  round (tasks[0]-[7] of round 130, tasks[8]-[15] of round 133, the same Qwen2.5-32B base answers of
  another file of the repository): all 16 dropped as repeats (below).

Method (rounds 76-152): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 152's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 8 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Every page was
typed once and passed the check as first made. Long loops were NOT retyped: one page holds a
verbatim loop, and one copy of its unit was pasted between markers (@@U1@@unit@@/U1@@, kept once in
place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole number
of times, the number fixed by the page length (mk.py tries every count 0-400 and requires exactly
one to give 16,000): g32h2 32000, the omelet hybrid's (tasks[4]) block 'Step by step answer:\nStep
1: Determine the number of eggs Claire uses per day. ... Therefore, Claire will eat 7 dozens of eggs
in 4 weeks.\n\n', 8 further copies (9 whole in all), the partial copy 'Step by step answer:\nStep 1:
Determine the number of eggs Claire uses per day.\nClaire makes a 3' pasted after the marker. The
count agrees with the copies the record holds when counted by script (tl32h2g 9: 10 'Therefore,
Claire will eat 7 dozens of eggs in 4 weeks.', the first solution's and the 9 copies'; 10 'Step by
step answer:', the 9 copies' and the partial one's). The pages were joined in file order, so a
completion crossing an edge is taken whole. Each record's `r` was cut out of the joined page text
by script (the JSON string body as the file holds it between its field's opening quote and the
next unescaped quote; task numbers from tasks[0], the first question met on page 0; `enc` =
`json`, decoded once more by the build; work/extract.py), never retyped. The file writes some
characters as JSON escapes, which stay as they are ('\u2248', '\u00d7', '\u00f7', '\u2019').

Edges: the joined text starts at the file's opening brace (metadata and results blocks, whose model
names are not records) and ends inside tasks[16]'s correct_answer (Darrell and Allen's ages, at
'Since the fraction of the ratio that represents Allen's age is'): tasks[16] is not taken. Some
completions are cut in the file itself (three QwQ answers inside their thinking, one QwQ summary
after '</think>', the looping omelet hybrid, at the generation limit); they are whole records as
the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 26,240
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 5,941
distinct texts at the last run) and with the others of this round: the 16 base_model answers
(tasks[0]-[15]) repeat rounds 130 (tasks[0]-[7]) and 133 (tasks[8]-[15]) and were dropped; none of
the 32 kept (every thinking and every hybrid answer) repeats an earlier round, a round in
/tmp/rounds or another of this round. No string was empty. The records are numbered in file order
after the drop (tl32h2g 0-31: tasks[i] thinking = 2i, hybrid = 2i + 1).

Repositories (32 records): thaotnguyen/thinking-llms-interp 32 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 32 (test), MATH 0. Prompt format: long_cot 32 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 29, wrong 0, no_answer 3; 0 debatable. Forms: boxed 12, prose_sentence 12,
truncated 3, answer_colon 2, answer_is 2, final_answer_phrase 1.

Truths by model: thinking_model (QwQ-32B, 16) 13 correct, 3 no_answer (4 the two trains, 10
Marissa's speed, 20 Kyle's book: each cut inside its thinking, before '</think>' and before any
**Final Answer** line, its working at the gold; R1 rule); 12 is correct by its '**Final Answer**
... \boxed{15}' that closes its thinking, its summary after '</think>' cut at 'First, we calculate
the amount of water in the' (R1 rule, as round 148's tl32g 88). hybrid_model (16) 16 correct; one
(9, the omelet) repeats its whole solution until cut, labelled by its stated, never-contradicted 7
(loop convention). No wrong answer was met on these pages (the file's first tasks are easy).

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 0-112000 joined (128,000
  of 3,760,516 characters): tasks[0]-[15] thinking and hybrid (the dance class, the merchant's
  profit, the two trains, Jill's salary, Claire's omelets, Marissa's hike, the orange and pineapple
  drinks, Raymond's son, Billy's DVDs, the candle, Kyle's book, Marie's pizza, Mishka's clothes,
  Cynthia's ice cream, Henry's bike stops, Gloria's boots). Record number = place in file order
  (after the repeats' drop).

Label conventions (rounds 72-152): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '60%' for 60, '$57,500' and '\boxed{57500}' for 57500, '$26.00' for 26, '$16.00'
for 16, '7 dozens' for 7); labels are against the gold as given. Loop convention: a response that
states its answer and then repeats it (or its whole solution) until cut mid-copy is labelled by
the stated, never-contradicted value (9). R1 rule (applied to the QwQ thinking model as to
R1-Distill): an answer cut inside its thinking, before '</think>' and before a **Final Answer**
line, is no_answer even where its working has reached the gold (4, 10, 20); a **Final Answer** box
closing the thinking labels a response whose summary is then cut (12). Gold: GSM8K = the file's own
correct_answer '####' value (the build checks it against gsm8k/test.jsonl by the question's
opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
0, 16000, 32000, 48000, 64000, 80000, 96000, 112000 (8 pages). Nothing else was read.

Leads for a later round: this file from 112000 (re-read it: it ends inside tasks[16]'s
correct_answer, Darrell and Allen's ages; tasks[16]-[485] unread, about 3.6 MB, about two tasks a
page, the QwQ answers long (3,000-8,000 characters) and now and then cut inside their thinking).
Take only its thinking and hybrid strings: its base_model strings repeat rounds 130 and 133 word
for word (all 16 read here), so the base answers of the later tasks very likely repeat the rounds
that read the hybrid/ Qwen2.5-32B GSM8K file (130, 133, 138, 144, 148) too; keep the repeats check
on. Its first 16 tasks held no wrong answer: later, harder tasks may. Still unread in
hybrid-2/results/: benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; check first whether
its base and thinking strings are filled and whether they repeat the hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout158.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout158.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout158.jsonl"
SOURCE = "public_heldout158"

# thaotnguyen/thinking-llms-interp (tl32h2g_source in the shape of heldout_repos.tl32g_source);
# the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 0-112000 joined (128,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[0], the dance class's hip-hop share, gold 60): 20 - 4 = 16, 16 - 4 = 12, 12/20 and a check by percentages; '**Final Answer** ... \boxed{60}.' before </think>; the summary ends 'Thus, the percentage of the entire students enrolled in hip-hop dance is \(\boxed{60}\).' = gold
tl32h2g:1|correct|answer_colon|hybrid: 12/20 = 0.60 = 60%; 'Answer: 60% of the entire students enrolled in hip-hop dance.' = gold ('60%' for 60)
tl32h2g:2|correct|boxed|QwQ (tasks[1], the merchant's profit, gold 125): 5000 x 0.025 = 125 against 8000 x 0.012 = 96; after </think> 'The maximum profit the merchant can achieve is \boxed{125}.' = gold
tl32h2g:3|correct|prose_sentence|hybrid: $125 against $96; 'Therefore, the merchant would make a profit of $125 by choosing to purchase the jewelry.' = gold
tl32h2g:4|no_answer|truncated|QwQ (tasks[2], the two trains' distance, gold 230): 80 + 150 = 230 again and again, weighing displacement (170); cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'But just to be thorough, let me': no final answer (R1 rule; its working at the gold)
tl32h2g:5|correct|prose_sentence|hybrid: 80 + 150 = 230; 'Step 4: State the final answer. Each train traveled a total distance of 230 miles in the two days.' and 'The distance covered by each train in the two days is 230 miles.' = gold
tl32h2g:6|correct|boxed|QwQ (tasks[3], Jill's annual salary, gold 57500): 700 + 450 = 1150 a week, x 50, checked job by job; after </think> 'Thus, Jill's annual salary is \(\boxed{57500}\).' = gold
tl32h2g:7|correct|prose_sentence|hybrid: $1150 x 50 = $57,500; 'Therefore, Jill's annual salary is $57,500.' = gold ('$57,500' for 57500)
tl32h2g:8|correct|boxed|QwQ (tasks[4], Claire's omelet eggs in dozens, gold 7): 28 x 3 = 84, 84 / 12 (no **Final Answer** line; its thinking ends 'So the answer should be 7 dozen.'); after </think> '**Answer:** Claire will eat \(\boxed{7}\) dozen eggs in 4 weeks.' = gold
tl32h2g:9|correct|prose_sentence|hybrid: 21 x 4 = 84, 84 / 12 = 7; 'Therefore, Claire will eat 7 dozens of eggs in 4 weeks.', then the block 'Step by step answer: / Step 1: ... Therefore, Claire will eat 7 dozens of eggs in 4 weeks.' verbatim (9 whole copies) until cut at 'Claire makes a 3': its stated, never-contradicted 7 (loop convention) = gold ('7 dozens' for 7)
tl32h2g:10|no_answer|truncated|QwQ (tasks[5], Marissa's speed for the rest of the trail, gold 6): 12 / 4 = 3 hours, 1 hour left for 6 miles, 6 mph reached several ways; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Wait, but in this problem': no final answer (R1 rule; its working at the gold)
tl32h2g:11|correct|prose_sentence|hybrid: 6 miles in 1 hour; 'Therefore, Marissa needs to walk the remaining 6 miles at a speed of 6 miles per hour to achieve an average speed of 4 miles per hour ...' = gold
tl32h2g:12|correct|boxed|QwQ (tasks[6], the water in the remaining 24 liters, gold 15): 9 x 2/3 + 9 and 47/3 - 2/3 (across the edge of pages 48000 and 64000); '**Final Answer** The remaining 24 liters contain \boxed{15} liters of water.' closes its thinking, then its summary after </think> is cut at 'First, we calculate the amount of water in the': labelled by that box (R1 rule, as round 148's tl32g 88) = gold
tl32h2g:13|correct|prose_sentence|hybrid: 47/3 - 2/3 = 15; 'Therefore, the amount of water in the remaining 24 liters is 15 liters.' = gold
tl32h2g:14|correct|boxed|QwQ (tasks[7], how long ago Raymond's son was born, gold 14): 31 + 6 = 37, 37 - 23, checked by Samantha's age 17; after </think> 'Thus, Raymond's son was born \boxed{14} years ago.' = gold
tl32h2g:15|correct|prose_sentence|hybrid: 37 - 23 = 14; 'Therefore, Raymond's son was born 14 years ago.' = gold
tl32h2g:16|correct|answer_colon|QwQ (tasks[8], Billy's DVDs, gold 7): 3 + 4 + 0, customer by customer; after </think> '3 + 4 + 0 = **7 DVDs**.' and '**Answer:** Billy sold 7 DVDs on Tuesday.' = gold
tl32h2g:17|correct|prose_sentence|hybrid: 3 + 4 + 0 = 7; 'Therefore, Billy sold 7 DVDs on Tuesday.' = gold
tl32h2g:18|correct|boxed|QwQ (tasks[9], the candle, gold 8): 4 hours x 2 cm (tasks[9]'s base answer across the edge of pages 64000 and 80000); after </think> 'Thus, the candle will be \boxed{8} centimeters shorter ...' = gold
tl32h2g:19|correct|final_answer_phrase|hybrid: 4 x 2 = 8; 'The candle will be 8 centimeters shorter ...' and 'The final answer is 8 centimeters.' = gold
tl32h2g:20|no_answer|truncated|QwQ (tasks[10], Kyle's book's original price, gold 26): 19.50 / 0.75 = 26 several ways, a long-division detour; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'which is 19.50 * 4/3. \n\n19.50': no final answer (R1 rule; its working at the gold)
tl32h2g:21|correct|prose_sentence|hybrid: $19.50 / 0.75 = $26.00 and a check; 'Therefore, the original price of the book was $26.00.' = gold ('$26.00' for 26)
tl32h2g:22|correct|boxed|QwQ (tasks[11], Marie's pizza boxes, gold 2): 33 + 8.50p = 50, checked in cents (across the edge of pages 80000 and 96000); after </think> 'Thus, Marie ordered \boxed{2} boxes of pizza.' = gold
tl32h2g:23|correct|prose_sentence|hybrid: $17 / $8.50 = 2; 'Marie ordered 2 boxes of pizza.' = gold
tl32h2g:24|correct|boxed|QwQ (tasks[12], Mishka's clothes, gold 243): 49.50 + 67.50 + 126 and 3 x 81; after </think> 'Thus, the total amount Mishka spent on all the clothing items is \boxed{243} dollars.' = gold
tl32h2g:25|correct|prose_sentence|hybrid: $49.50 + $67.50 + $126 = $243; 'Mishka spent a total of $243 on all the clothing items.' = gold
tl32h2g:26|correct|boxed|QwQ (tasks[13], Cynthia's ice cream, gold 16): 60 / 15 = 4 cartons x $4.00 and a per-serving check; after </think> 'Both methods confirm the total cost is $16.00.' and '\[ \boxed{16} \]' = gold
tl32h2g:27|correct|answer_is|hybrid: 4 x $4.00 = $16.00; 'After 60 days, Cynthia will spend $16.00 on ice cream.' and 'Therefore, the answer is $16.00.' = gold ('$16.00' for 16)
tl32h2g:28|correct|boxed|QwQ (tasks[14], Henry's miles between stops, gold 25): 60 - 15 = 45, 45 - 20 and 20 + 25 + 15 = 60 (across the edge of pages 96000 and 112000); after </think> '... is \(\boxed{25}\).' = gold
tl32h2g:29|correct|prose_sentence|hybrid: 60 - (20 + 15) = 25; 'Therefore, Henry traveled 25 miles between his first and second stops.' = gold
tl32h2g:30|correct|boxed|QwQ (tasks[15], Gloria's boots, gold 104): 33 + 66 = 99 = B - 5; after </think> 'Thus, the cost of the boots is \(\boxed{104}\) dollars.' = gold
tl32h2g:31|correct|answer_is|hybrid: 99 + 5 = 104; 'Step 5: Answer the question. - The boots cost $104.' and 'Therefore, the answer is 104.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
