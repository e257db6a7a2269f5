__doc__ = r"""Build public_heldout56.jsonl: a 56th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (correct, format_ok, reward_fn_output format_reward /
answer_reward / reward, reward_scores, maj_1s and the like) were not used to label.

Method (round 54's, with whole pages pasted): model output committed to public GitHub
repositories, read through the public-code index (16,000-character pages). The helper pasted each
page's text exactly as the read_file answer displays it (the page text JSON-escaped once more)
into a scratch file, one file a page (pages/<short id>.txt); mk.py decoded that display form once
into the page text and checked its length against the page size read_file gave (16,000 for every
page read at an offset; the whole file's `total_chars` for the six yyfblock files: 9658, 8086,
4861, 10812, 6199, 10938; 14492 for the last whong92 page, the file's end): all eighteen pages
match to the character. Each record's `r` was then cut out of the page text, never re-encoded or
retyped: for the JSON-lines files the completion's JSON string body as the file holds it (`enc` =
`json`, decoded once more by the build), for the RobbenRibery CSV file the CSV field's text as
Python's csv module reads it (`enc` = `text`). Two CSV fields taken hold a double quote, which the
file writes doubled inside the quoted field and the csv module reads once (rr336 rec 368 '"4750 /
G"', rr352 rec 383 '"t"'); round 54's mk.py refused such fields, this round's reads them. mk.py
also refused any decoded completion holding a control character other than newline, carriage
return or tab (none did). For whong92 (wh*), whose file stores neither question nor answer, mk.py
takes the gold and the question opening from MATH-500 by the line's unique_id and checks the line
number is that problem's MATH-500 index + 1.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, by script,
dedup.py, reading no labels: rounds 1-54, and round 55's file too once it appeared) and with the
others of this round. Dropped: all 16 lines of yyfblock results/s2ac_cold_lr1e-5/
train_samples_step400.jsonl (read, page pasted as yc400: every completion repeats an earlier
round's word for word) and 6 pruksmhc lines on the page at 320000 that repeat another line of the
same page (Ali's $21 completion_idx 2, 3 and 5 = idx 0; Jake's legs idx 3 = idx 2, idx 6 and 7 =
idx 1). None of the 256 kept repeats an earlier round's completion and no two are equal (the
yyfblock steps share questions: yb425 with ya425, yb450 with ya450; Rayna's money and Chris's
lawn mower are asked in both RobbenRibery and pruksmhc files; no text is shared). A record is taken
only when its whole completion lies on a page read; no completion crossing a page edge was joined.
Four RobbenRibery rows have their question's opening on the page before (row 372, Lisa and
Peter's chocolate bars, opens at the end of 336000; row 407, Debra's bees, at the end of 368000;
row 423, Marty's ribbon, at the end of 384000; row 438, Kyle's book, at the end of 400000); their
completions lie wholly on the next page, and the question words are checked by the build against
gsm8k/test.jsonl and the file's own gold. Nothing is shortened.

Not transcribed (read, but left out): completions crossing a page edge, not joined: whong92
eval_results.jsonl line 482 (intermediate_algebra/1467, its tail at the top of 784000) and line
493 (precalculus/356, 784000/800000); RobbenRibery rows 356 (Rory's cake, tail at the top of
336000), 391 (Adrian's age, 352000/368000) and 455 (Mia's chairs, cut by the end of 416000);
pruksmhc ckpt_200 the lines cut by the page edges (Randy's cookies completion 6 tail at the top of
320000; Tyson's sandwiches 3, 320000/336000; Sofie's books 4, 336000/352000; Josh's car shop 5,
352000/368000; Micheal's bike 6, cut by the end of 368000). cppywh/mini-deepseek-r1-zero
results/Instruct-Think.json page at 112000 was read (index 17's tail, index 18 Claire's omelets
whole with '\\boxed{7}', index 19 Marissa's hike cut) but not transcribed (one record for a
page).

Repositories (256 records): RobbenRibery/rft-gsm8k 97 (37.9 %; the beta1(1) equation-with-text
checkpoint-22 CSV, pages 336000-416000, rows 357-454 less 391), yyfblock/grpo-math 80 (31.2 %;
five train_samples files no earlier builder names), pruksmhc/gsm8k_minimal_rl 62 (24.2 %;
rollout_ckpt_200 pages 320000-368000), whong92/assignment5-alignment 17 (6.6 %; eval_results.jsonl
lines 483-500 less 493, pages 784000 and 800000: the file is now read to its end). Licences: no
LICENSE file in the index for any of the four (find_files path LICENSE, this round again);
`licence` per record.

Split: think_answer 159 (GSM8K 142, MATH 17; 97 in the `<think>…</think><answer>…</answer>` shape
of the R1-Zero prompt (yyfblock 80, whong92 17), 62 in the `<reasoning>…</reasoning>
<answer>…</answer>` shape (pruksmhc)), long_cot 97 (GSM8K: '####' answers of a Phi-3.5-mini RFT
checkpoint); GSM8K 239, MATH 17 (6.6 %). Truths: correct 174, wrong 77, no_answer 5 (GSM8K
166 / 70 / 3, MATH 8 / 7 / 2; think_answer 96 / 58 / 5, long_cot 78 / 19 / 0). Forms: tag 147,
hash 97, boxed 5, truncated 5, prose_sentence 2. 1 debatable (wh784 rec 491).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2b1_entropy_ctrl/train_samples_step425.jsonl (yb425: Mary's shirts, the
  Willowton vampires), results/s2a2_full_lr2e-6/train_samples_step425.jsonl (ya425: the same two
  questions), results/s2b1_entropy_ctrl/train_samples_step450.jsonl (yb450: Ralph's tennis
  balls, Harry's sleep), results/s2a2_full_lr2e-6/train_samples_step450.jsonl (ya450: the same
  two; all 16 right), results/s2a1_lora_lr1e-5/train_samples_step300.jsonl (yl300: Eliza's
  ornamental rings, Tom's typing), each the whole file (one page, two questions x 8 samples).
  Forms: '<answer>37</answer>' after '</think>' on its own line or on the same line, '</think>\n\n
  <answer>\n8\n</answer>', unit words in the tag ('<answer>8 hours</answer>', '<answer>50
  minutes</answer>'), a rounding slip in the tag ('<answer>110.41 </answer>'), sentences in the
  tag ('<answer>\n75 vampires total throughout two nights.\n</answer>', working and a closing
  sentence in the tag), an expression in an unknown in the tag ('(3/4)S + 150'), an invented
  'User:'/'Assistant: <think>' turn after the committed answer cut at the cap, a think block
  that never totals before a right tag, a curly apostrophe ('that’s').
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct after the repository's QLoRA
  rejection-sampling fine-tuning, the beta1(1) equation-with-text checkpoint 22; the repository's
  GSM8K prompt asking for a '####' line; long_cot; the repository's 90 % hold-out of GSM8K test,
  rows in the file's own order): the checkpoint-22 CSV (path below) pages at 336000 (rows 357-371
  = rr336), 352000 (rows 372-390 = rr352), 368000 (rows 392-406 = rr368), 384000 (rows 407-422 =
  rr384), 400000 (rows 423-437 = rr400) and 416000 (rows 438-454 = rr416). Forms: '#### N',
  'Final answer: #### N', 'So, the final answer is #### 10.' (a full stop after the value), '####
  4750/G' (a symbolic answer), '#### 8.88888888888889', '#### -110' (a negative value), '####
  8000' after '8,000' in the working, '÷', '’', '–', '−' in the texts.
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoint 200; rollouts on GSM8K test, 8 a question; chat format;
  think_answer with '<reasoning>'/'<answer>' tags): rollout_ckpt_200_gsmk_qwen.jsonl pages at
  320000 (pk320: Randy's cookies 7, Ali's $21 0-7, Jake's legs 0-7, Tyson's sandwiches 0-2),
  336000 (pk336: Tyson 4-7, Mico and Marco 0-7, Sofie's books 0-3), 352000 (pk352: Sofie 5-7,
  Dennis's butter 0-7, Josh's car shop 0-4) and 368000 (pk368: Josh 6-7, Rayna's money 0-7,
  Micheal's bike 0-5); record number = the complete record's place on the page (0 = the first
  complete line). Forms: '<answer>\nN\n</answer>', LaTeX '\\( ... \\)' in the reasoning,
  completions cut at the cap inside '<reasoning>' with no tag ('So F', 'So Fawn has 1').
* whong92/assignment5-alignment (Qwen/Qwen2.5-Math-7B zero-shot with the R1-Zero prompt on MATH-500
  in test order; think_answer; MATH): eval_results.jsonl pages at 784000 (lines 483-492 = wh784)
  and 800000 (lines 494-500 = wh800); record number = MATH-500 index = line - 1. Forms: boxes
  and sentences in the tag, a lone '</answer>' after a box or a display with no tag opened, code
  with outputs outside the tags, an invented 'User: Here is the problem:' line before the tag, an
  '<a> ... </a>' pair instead of the answer tag followed by invented 'Human:' turns with their
  own boxes, a display closed by '\\>', outputs cut at the cap mid-list and inside an opened
  '<answer>'.

Label conventions (rounds 37-54's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (a unit word in the tag, a
'$' sign, '8000' for 8,000, a sentence holding the value, '\\boxed{36}\\) dollars' for \\$36);
another quantity is wrong; an expression in an unknown or a symbolic '4750/G' is an answer, and
wrong; in the tag format the `<answer>` content is the final answer whatever the think or
reasoning block says, and a sentence or equation in the tag is read for its (final) value; with
no answer tag the completion is labelled by its last box or last stated result; malformed,
unclosed or unopened tags do not change which answer counts; text after the committed answer (an
invented turn, a new question, unrelated text) does not count, nor does a box that answers an
invented question; an answer tag that holds only code, a plan or nothing is no_answer; in the
'####' format the marked value is the answer even when the working ends on another number;
labels are against the gold as given. Debatable this round: wh784 rec 491 (Mr. Potato Head: no
'<answer>' opened and no evaluated value; the last line is the display 'Total number of
personalities = 4 \\times 2 \\times 1 \\times 2 \\times 2 \\times 2' then a lone '</answer>';
labelled correct because the product equals the gold 64; no_answer is arguable).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (RobbenRibery's `questions` column, pruksmhc's `prompt`; for yyfblock,
whose files store no question, the GSM8K train question identified from the completions: Mary's
shirts train line 968, the vampires train line 884, Ralph's tennis balls train line 25, Harry's
sleep train line 5618, Eliza's ornamental rings train line 2028, Tom's typing train line 5677,
counted from 0), checked equal to the file's own gold (yyfblock `gold`, RobbenRibery the
`ground_truth_completions` '####' value); pruksmhc's files store no gold, so its transcribed gold
is the gsm8k/test.jsonl value itself. MATH: whong92's lines carry MATH-500 `unique_id`s and no
answer; each record's question words are the shortest opening (40 characters on) of that MATH-500
problem that opens no other, looked up by the build, and its gold is that problem's MATH-500
`answer` (checked equal).

Dead ends this round: a code search for committed MATH-500 outputs (course handouts, configs,
READMEs; damek/assignment5-alignment's math_baseline.md, as rounds 25-44 found); find_string
'"level": "Level 5", "model_output": "' and '", "generated_text": "<think>\n' (none),
'test/precalculus/807.json' (MATH-500 copies, manifests, and an analysis script that loads
'ds4200_final/MATH-500_r1_7.json', a file not in the index: find_files path finds it nowhere;
neildevnani/ds4200_final is an unrelated d3 project).

Leads for a later round: RobbenRibery checkpoint-22 CSV from offset 432000 (row 455, Mia's
chairs, opens at the end of 416000; about 43 pages left) and the other unread results/*.csv (dedup
first); pruksmhc rollout_ckpt_200 from offset 384000 (Micheal's bike completion 6 opens at the end
of 368000; many completions repeat within a question); yyfblock train_samples of steps no builder
names (s2b1 475, s2a2 475, s2ac 450 and 475, s2a1 400, 425 and 475; s2ac step 400 repeats an
earlier round word for word, so dedup each before pasting); cppywh Instruct-Think.json index 18
(whole on the page at 112000) and on from offset 144000 (long traces, most cut at the cap).
whong92 eval_results.jsonl is read to its end (line 500).

Usage: python build_public_heldout56.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout56.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    NO_LICENCE,
    WH,
    WHC,
    pruksmhc_source,
    robbenribery_source,
    yyfblock_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout56.jsonl"
SOURCE = "public_heldout56"
WH_MODEL = (
    "Qwen/Qwen2.5-Math-7B zero-shot per cs336_alignment/generate_math.py at 2f24899 as round 9 "
    "read it (T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept; the script version that "
    "wrote the file is not pinned), on MATH-500 in test order (line N = MATH-500 problem N-1 by "
    "its unique_id); eval_results.jsonl repeats outputs.jsonl word for word (round 29), of which "
    "round 9 took lines 1-21, round 42 lines 31-99, round 44 lines 102-200, round 46 lines 202-281, "
    "round 48 lines 283-359, round 50 lines 361-408, round 52 lines 410-445 and round 54 lines "
    "447-481; this round the "
    "page at {}; the record is "
    "one line's generation_output.text_output"
)
WH_PROMPT = (
    "the R1-Zero prompt (CS336 assignment 5 r1_zero.prompt): 'A conversation between User and "
    "Assistant. ... The reasoning process is enclosed within <think> </think> and answer is "
    "enclosed within <answer> </answer> tags, respectively, i.e., <think> reasoning process here "
    "</think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>'"
)
WH_OWN = "unique_id (the file stores no answer; the transcribed gold is MATH-500's for that id)"


def _wh(short: str, page: int) -> tuple:
    return (
        f"{short}-qwen25-math-7b-math500", WH, "eval_results.jsonl", WHC, WH_MODEL.format(page),
        WH_PROMPT, "think_answer", "math", WH_OWN, NO_LICENCE,
    )  # fmt: skip


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "yb425": yyfblock_source("yb425", "s2b1_entropy_ctrl", 425),
    "ya425": yyfblock_source("ya425", "s2a2_full_lr2e-6", 425),
    "yb450": yyfblock_source("yb450", "s2b1_entropy_ctrl", 450),
    "ya450": yyfblock_source("ya450", "s2a2_full_lr2e-6", 450),
    "yl300": yyfblock_source("yl300", "s2a1_lora_lr1e-5", 300),
    "rr336": robbenribery_source("rr336", "b1wt", 336000),
    "rr352": robbenribery_source("rr352", "b1wt", 352000),
    "rr368": robbenribery_source("rr368", "b1wt", 368000),
    "rr384": robbenribery_source("rr384", "b1wt", 384000),
    "rr400": robbenribery_source("rr400", "b1wt", 400000),
    "rr416": robbenribery_source("rr416", "b1wt", 416000),
    "pk320": pruksmhc_source("pk320", "320000"),
    "pk336": pruksmhc_source("pk336", "336000"),
    "pk352": pruksmhc_source("pk352", "352000"),
    "pk368": pruksmhc_source("pk368", "368000"),
    "wh784": _wh("wh784", 784000),
    "wh800": _wh("wh800", 800000),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
yb425:0|correct|tag|'that’s 26 / 2 = 13' (a curly apostrophe in the working)
yb425:1|correct|tag|
yb425:2|correct|tag|
yb425:3|correct|tag|
yb425:4|correct|tag|
yb425:5|correct|tag|the think block stops at the two remainders ('13 blue shirts left', '24 brown shirts left') without a total; '<answer>37</answer>'
yb425:6|correct|tag|
yb425:7|correct|tag|'13 blue + 12 brown = 25 shirts' given away, '62 - 25 = 37 shirts left'
yb425:8|wrong|tag|only the first 2 vampires bite each night, '10 (first night) + 10 (second night) = 20 vampires'; '<answer>20</answer>' (gold 72)
yb425:9|correct|tag|
yb425:10|wrong|tag|the villagers counted as vampires, '300 + 10 = 310 vampires', '310 + 1550 = 1860 vampires'; '<answer>1860</answer>' (gold 72)
yb425:11|wrong|tag|'vampires night 1 = 320', 'vampires night 2 = 320 * 5 + (20 * 2)', '1640'; '<answer>1640</answer>' (gold 72)
yb425:12|correct|tag|
yb425:13|wrong|tag|'300 original people + 20 new vampires = 320 total vampires', '320 original people + 330 new vampires = 650 total vampires'; '<answer>650</answer>' (gold 72)
yb425:14|wrong|tag|the first 2 vampires left out of the second night and the total, '10 x 5 = 50', '10 + 50 = 60'; '<answer>60</answer>' (gold 72)
yb425:15|wrong|tag|a garbled count ('Photolist count', '*{"night/go": 1, "extended go: 1}', 'ends at 5 + ((2*5) + 10 + 10)'); a sentence in the tag: '<answer>\n75 vampires total throughout two nights.\n</answer>' (gold 72)
ya425:0|correct|tag|'</think> <answer>37</answer>' on one line
ya425:1|correct|tag|
ya425:2|correct|tag|
ya425:3|correct|tag|
ya425:4|correct|tag|
ya425:5|correct|tag|
ya425:6|correct|tag|
ya425:7|correct|tag|
ya425:8|wrong|tag|'Now there are 2 + 10 = 12 vampires', '12 * 5 = 60', then the village population '310 + 60 = 370 people' given as the vampires: 'there are 370 vampires in the village'; '<answer>370</answer>' (gold 72)
ya425:9|correct|tag|
ya425:10|wrong|tag|one vampire assumed, '5 * 0 vampires = 0 new vampires', '1 + 5 = 6 vampires'; '<answer>6</answer>' (gold 72)
ya425:11|wrong|tag|one vampire assumed, '6 + 30 = 36 vampires total'; '<answer>36</answer>' (gold 72)
ya425:12|correct|tag|'12 + 60 = 72 vampires and 310 + 60 = 370 people', 'there are 72 vampires after 2 nights'
ya425:13|correct|tag|
ya425:14|correct|tag|
ya425:15|correct|tag|
yb450:0|correct|tag|
yb450:1|correct|tag|'</think>\n\n<answer>110</answer>'
yb450:2|correct|tag|
yb450:3|wrong|tag|'65/175*100 = 37.14%', '62.86% of 175 tennis balls = 110.41 tennis balls'; '<answer>110.41 </answer>' (gold 110: a rounding slip, another value)
yb450:4|correct|tag|'<answer>110</answer>', then an invented 'User:' turn (John's flight to Hawaii) and an 'Assistant: <think>' listing time zones, cut at the cap with no tag, which do not count
yb450:5|correct|tag|
yb450:6|correct|tag|
yb450:7|correct|tag|
yb450:8|correct|tag|'40 hours ÷ 5 = 8 hours per night'; a unit word in the tag: '<answer>8 hours</answer>'
yb450:9|wrong|tag|'There is a total of 42 hours over the 5 nights' (it is 40), '8.4 hours'; '<answer>8.4</answer>' (gold 8)
yb450:10|correct|tag|
yb450:11|correct|tag|'40 hours / 5 nights = 8 hours/night'
yb450:12|correct|tag|
yb450:13|correct|tag|
yb450:14|correct|tag|'<answer>\n8\n</answer>'
yb450:15|correct|tag|
ya450:0|correct|tag|
ya450:1|correct|tag|
ya450:2|correct|tag|'Ralph's not hit 60 + 50 = 110 balls'
ya450:3|correct|tag|
ya450:4|correct|tag|
ya450:5|correct|tag|LaTeX in the working: '\\( 175 - 65 = 110 \\)'
ya450:6|correct|tag|'he hit 100 - 40 = 60 balls out of the first 100' (the misses called hits) before the right total
ya450:7|correct|tag|
ya450:8|correct|tag|
ya450:9|correct|tag|
ya450:10|correct|tag|
ya450:11|correct|tag|
ya450:12|correct|tag|
ya450:13|correct|tag|
ya450:14|correct|tag|
ya450:15|correct|tag|
yl300:0|correct|tag|
yl300:1|wrong|tag|'S = 200', '-100, which is not possible', 'It seems that the problem statement may have a mistake', '400 - 300 = 100 rings'; '<answer>100</answer>' (gold 225)
yl300:2|correct|tag|muddled working that lands on the gold: '3/4 * 100 = 75 ornamental rings remaining' (the 200 bought left out and the fraction sold read as the fraction left), '375 - 150 = 225'
yl300:3|wrong|tag|'100 + 200 + 300 = 600 rings', '600 * 1/4 = 150', '150 - 150 = 0 rings'; '<answer>0</answer>' (gold 225)
yl300:4|correct|tag|'the new tail stock becomes ... = 225'
yl300:5|wrong|tag|'200 + 300 = 500 rings', 'Her mother then buys 150 more rings', '125 + 150 = 275'; '<answer>275</answer>' (gold 225)
yl300:6|wrong|tag|'x/2 = 200', 'x = 400', '450 - 150 = 300 ornamental rings'; '<answer>300</answer>' (gold 225)
yl300:7|wrong|tag|Eliza's purchase taken as 2S and no stock value found; an expression in the tag: '<answer> The total number of ornamental rings remaining in the store is (3/4)S + 150. </answer>' (gold 225)
yl300:8|correct|tag|'<answer>50 minutes</answer>' (a unit word)
yl300:9|correct|tag|a plan only in the think block; the tag holds the working and a sentence: '<answer>\n10 pages * 450 words per page = 4,500 words\n4,500 words / 90 words per minute = 50 minutes\nIt would take Tom 50 minutes to type out 10 pages.\n</answer>'
yl300:10|correct|tag|
yl300:11|correct|tag|'<answer>50 minutes</answer>'
yl300:12|correct|tag|
yl300:13|correct|tag|'<answer>50 minutes</answer>'
yl300:14|correct|tag|'<answer>50 minutes</answer>'
yl300:15|correct|tag|'<answer>50 minutes</answer>'
pk320:0|wrong|tag|the baked cookies added to running totals, '11 + 4 = 15 oatmeal cookies', '15 + 4 = 19 chocolate chip cookies', '19 + 15 + 15 = 49'; '<answer>\n49\n</answer>' (gold 23)
pk320:1|wrong|tag|'half of her $100, which is $50/2 = $25', '$21 + $25 = $46'; '<answer>\n46\n</answer>' (gold 71)
pk320:2|wrong|tag|'$50/2 = $25', '$21 + $25 = $46'; '<answer>\n46\n</answer>' (gold 71)
pk320:5|wrong|tag|'$50 / 2 = $25', '$21 + $25 = $46'; '<answer>\n46\n</answer>' (gold 71)
pk320:7|wrong|tag|'$50 / 2 = $25', '$21 + $25 = $46'; '<answer>\n46\n</answer>' (gold 71)
pk320:8|wrong|tag|'$50 / 2 = $25', '$21 + $25 = $46'; '<answer>\n46\n</answer>' (gold 71)
pk320:9|wrong|tag|'640 + 540 + 30 = 1190 legs' (the sum is 1210); '<answer>\n1190\n</answer>' (gold 1210)
pk320:10|wrong|tag|'640 + 540 + 30 = 1170 legs' (the sum is 1210); '<answer>\n1170\n</answer>' (gold 1210)
pk320:11|wrong|tag|'640 + 540 + 30 = 1170 legs'; '<answer>\n1170\n</answer>' (gold 1210)
pk320:13|wrong|tag|'640 + 540 + 30 = 1170 legs'; '<answer>\n1170\n</answer>' (gold 1210)
pk320:14|wrong|tag|'640 + 540 + 30 = 1190 legs'; '<answer>\n1190\n</answer>' (gold 1210)
pk320:17|correct|tag|'20 * (1/4) = 5 sandwiches', '$35.00 + $15.00 = $50.00'
pk320:18|wrong|tag|'20 x 2 = 40 pounds of ingredients', '$280.00 + $120.00 = $400.00'; '<answer>\n400\n</answer>' (gold 50)
pk320:19|correct|tag|
pk336:0|wrong|tag|'20 * (1/4 + 1/4) = 10 pounds of meat and 10 pounds of cheese', '$70.00 + $30.00 = $100.00'; '<answer>\n100\n</answer>' (gold 50)
pk336:1|wrong|tag|a sandwich for every person, '20 pounds of meat and 20 pounds of cheese', '$140.00 + $60.00 = $200.00'; '<answer>\n200\n</answer>' (gold 50)
pk336:2|wrong|tag|'20 pounds of meat and 20 pounds of cheese', '$200.00'; '<answer>\n200\n</answer>' (gold 50)
pk336:3|wrong|tag|'20 * 1 = 20 pounds of meat', '$200.00'; '<answer>\n200\n</answer>' (gold 50)
pk336:4|correct|tag|LaTeX in the reasoning: '\\( (m + 10) + (30 - m) = 40 \\)'
pk336:5|correct|tag|
pk336:6|correct|tag|
pk336:7|correct|tag|
pk336:8|correct|tag|
pk336:9|correct|tag|
pk336:10|correct|tag|
pk336:11|correct|tag|'(20 + 10) + 10', 'This simplifies to 30 + 10, which equals 40'
pk336:12|no_answer|truncated|'2F = 47', 'F = 23.5', 'there must be an error in our calculations', then cut mid-sentence ('From equation (3), we') with no answer tag and no value given for Fawn
pk336:13|wrong|tag|'3F + 19 = 85', 'F = 22'; '<answer>\n22\n</answer>' (gold 28)
pk336:14|wrong|tag|'3F + 13 = 85', 'F = 24'; '<answer>\n24\n</answer>' (gold 28)
pk336:15|wrong|tag|'3F + 7 = 85', 'F = 26'; '<answer>\n26\n</answer>' (gold 28)
rr336:357|correct|hash|
rr336:358|correct|hash|
rr336:359|correct|hash|
rr336:360|correct|hash|'x = 8,000' and 'Harald sold 8,000 copies' in the working; '#### 8000'
rr336:361|correct|hash|
rr336:362|wrong|hash|the two riders not doubled, '3 rides/day * 2 * 2 days = 12 rides', '15 rides + 12 rides = 27 rides'; 'Final answer: #### 27' (gold 54)
rr336:363|correct|hash|
rr336:364|correct|hash|
rr336:365|wrong|hash|'3x + (x + 4)' as the monkeys' daily total, '7 * 44 = 315' written as if true, '45 - 44 = 1'; '#### 1' (gold 21)
rr336:366|correct|hash|
rr336:367|wrong|hash|the rubies netted against the sapphires traded, '$2400 - $2400 = $0', '$4000 + $0 = $4000'; '#### 4000' (gold 6400)
rr336:368|wrong|hash|the number of graduates taken as unknown, 'the final answer would be in the form of "4750 / G"'; '#### 4750/G' (gold 5)
rr336:369|correct|hash|'Final answer: #### 80'
rr336:370|correct|hash|'500 cents / 100 cents per dollar = 5 dollars'
rr336:371|correct|hash|
rr352:372|correct|hash|
rr352:373|correct|hash|
rr352:374|correct|hash|
rr352:375|correct|hash|'Final answer: #### 6'
rr352:376|wrong|hash|'4S = 8', 'S = 2 pounds per week', 'weeks = 8 / 2', 'weeks = 4'; '#### 4' (gold 16)
rr352:377|correct|hash|
rr352:378|correct|hash|
rr352:379|correct|hash|
rr352:380|correct|hash|
rr352:381|correct|hash|
rr352:382|correct|hash|
rr352:383|wrong|hash|the turtle-mode time set to the rabbit time ('as "t" minutes', 't = 40'), '(40/2) + 20 = 40'; '#### 40' (gold 50)
rr352:384|correct|hash|
rr352:385|correct|hash|
rr352:386|correct|hash|
rr352:387|correct|hash|
rr352:388|correct|hash|'Final answer: #### 168'
rr352:389|correct|hash|'Final answer: #### 72000'
rr352:390|correct|hash|
rr368:392|correct|hash|'So, the final answer is #### 10.' (a full stop after the marked value)
rr368:393|correct|hash|
rr368:394|correct|hash|
rr368:395|correct|hash|'28 = 2x * 2', '28 = 4x', 'x = 7'
rr368:396|correct|hash|
rr368:397|correct|hash|
rr368:398|wrong|hash|the re-writing counted once, '52 + 13 = 65 letters'; '#### 65' (gold 130)
rr368:399|correct|hash|
rr368:400|correct|hash|
rr368:401|correct|hash|
rr368:402|correct|hash|
rr368:403|correct|hash|
rr368:404|correct|hash|
rr368:405|wrong|hash|Andrea's bananas and Jamal's apples left out, 'Total fruits = 52 + 48', '100'; '#### 100' (gold 168)
rr368:406|correct|hash|'Final answer: #### 20'
rr384:407|correct|hash|
rr384:408|wrong|hash|'$880 + $176 + $10 + $132' added as 'Total cost = $1208' (it is 1198); '#### 1208' (gold 1198)
rr384:409|correct|hash|
rr384:410|correct|hash|
rr384:411|correct|hash|'Final answer: #### 1240'
rr384:412|correct|hash|
rr384:413|correct|hash|
rr384:414|correct|hash|'Final answer: #### 8'
rr384:415|wrong|hash|'the number of balls he loses is 3 - 2 - 1 = 0 balls', 'he still has all 7 balls'; 'Final answer: #### 7' (gold 4)
rr384:416|correct|hash|
rr384:417|correct|hash|
rr384:418|correct|hash|'Final answer: #### 3528'
rr384:419|correct|hash|'$31.00'; '#### 31'
rr384:420|wrong|hash|80 % off read as paying 80 %, '$400 * 0.8 = $320', '$320 + $150 = $470'; '#### 470' (gold 230)
rr384:421|correct|hash|
rr384:422|wrong|hash|'68 + 44 + 85 + J = 251' combined as '217 + J = 251' (68 + 44 + 85 is 197), 'J = 34'; '#### 34' (gold 54)
rr400:423|correct|hash|'Final answer: #### 5'
rr400:424|correct|hash|
rr400:425|correct|hash|
rr400:426|correct|hash|
rr400:427|correct|hash|
rr400:428|correct|hash|
rr400:429|correct|hash|
rr400:430|wrong|hash|the hamsters' and rabbits' straw left out, '18R = 160', 'R = 160 / 18'; '#### 8.88888888888889' (gold 5)
rr400:431|correct|hash|
rr400:432|correct|hash|'Final answer: #### 276'
rr400:433|correct|hash|
rr400:434|correct|hash|
rr400:435|correct|hash|
rr400:436|correct|hash|
rr400:437|correct|hash|'Final answer: #### 1'
wh784:482|wrong|boxed|no tags opened: 5/1004 taken as the probability, 'a + b = 5 + 1004 = 1009', 'The final answer is \\( \\boxed{1009} \\). </answer>' (a lone closing tag; gold 202)
wh784:483|wrong|tag|'\\(\\tan A = 2 / \\).' in the think block; '<answer> \\(\\tan A = \\boxed{2}\\)</answer>' (gold \\frac{8}{15})
wh784:484|correct|boxed|no tags; code with an output '(10, True)', then 'Therefore, the answer is \\(\\boxed{10}\\).'
wh784:485|no_answer|truncated|all 24 routes listed and route sums worked (13 among them), cut at the cap mid-list ('D \\rightarrow A \\rightarrow C \\rightarrow'); no shortest distance is stated
wh784:486|correct|tag|'the volume of the cube is 216 cubic inches'; '<answer>216</answer>'
wh784:487|correct|tag|'</think>' then code with an output '2' outside the tags, then '<answer> The modulo 4 remainder of the sum ... is \\(\\boxed{2}\\). </answer>'
wh784:488|correct|boxed|no answer tag; code with an output '36.0', then 'The original price of the shirt is \\(\\boxed{36}\\) dollars.' (gold \\$36: a unit word)
wh784:489|wrong|tag|'|15-p-15|' taken as 'p-15', 'f(15) = ... = 0'; '<answer> The minimum value ... is $\\boxed{0}$. </answer>' (gold 15)
wh784:490|wrong|tag|'|-2(-67)|=\\boxed{134}' in the think block; '<answer> The minimum possible value of $|a_{n-1}|$ is $134$.</answer>' (gold 14)
wh784:491|correct|prose_sentence|debatable: no '<answer>' opened and no evaluated value: the last line is the display '\\[ \\text{Total number of personalities} = 4 \\times 2 \\times 1 \\times 2 \\times 2 \\times 2 \\]' then a lone '</answer>'; the product equals the gold 64 (equal in value, written differently); no_answer is arguable
wh800:493|correct|tag|'\\boxed{20}' in the think block; '<answer>20</answer>'
wh800:494|no_answer|truncated|an '<answer>' opened holding working ('b \\ge -2 - \\frac{a^2}{4}', 'a^2 = -12'), cut at the cap mid-sentence ('subtracting it from'); no area is stated
wh800:495|wrong|tag|the denominator's zero missed ('\\log(x-2) \\neq 2 \\implies ... x \\neq 102'); '<answer> The domain of the function ... is $(2, 102)$. </answer>' (gold (2,12) \\cup (12,102))
wh800:496|correct|boxed|no '<think>' or '<answer>' opened: 'The final answer is:\n\n\\[ \\boxed{\\frac{5}{13}} \\]' then a lone '</answer>'
wh800:497|wrong|tag|after '</think>' an invented 'User: Here is the problem:' line, then '<answer>' with 'Thus, the area of the octagon is \\(\\boxed{\\frac{5 + 4\\sqrt{2}}{2}}\\).' (gold \\frac{7}{2})
wh800:498|wrong|boxed|no answer tag: '<a> The value of the sequence term $a_9$ raised to the power of 9 is $\\boxed{1}$, ... $a^9 = 1^9 = 1$. </a>' (gold -1), then invented 'Human:' turns (Jenny's cupcakes, '\\boxed{42}' and '\\boxed{4}'; a newborn-weight test cut mid-sentence), which do not count
wh800:499|correct|prose_sentence|no '<answer>' opened: the last line '\\angle AHB = 180^\\circ - \\angle ACB = 180^\\circ - 74^\\circ = 106^\\circ.' in a display closed by '\\>', then a lone '</answer>' (gold 106^\\circ)
pk352:0|no_answer|truncated|'2A + F = 60', 'If A = 23, then ... F = 14', then cut mid-sentence ('So F') with no answer tag and no value given for Fawn
pk352:1|wrong|tag|'F + (F - 12) + (F + 13) = 85' combined as '3F = 60' (it is 3F + 1 = 85), 'F = 20'; '<answer>\n20\n</answer>' (gold 28)
pk352:2|no_answer|truncated|'A = F + 13' substituted for Sofie and Anne both, '3F + 26 = 85', 'F = 19' in the working, then cut mid-sentence ('So Fawn has 1') with no answer tag
pk352:3|correct|tag|muddled working that lands on the gold: '3 pounds at $4.00 per pound is 3 * $4.00 = $12.00', 'the second pound is only worth ... $2.00', 'The third pound gets no discount', '$12.00 + $2.00 + $4.00 = $18.00'
pk352:4|wrong|tag|'6 * 12 = 72 pounds of butter', 'full price for the first 3 pounds and half price for the remaining 4 pounds', '$12.00 + $8.00 = $20.00'; '<answer>\n20\n</answer>' (gold 18)
pk352:5|wrong|tag|'6/12 = 0.5 pounds of butter', '$4.00 + $2.00 / 2 = $4.00'; '<answer>\n4\n</answer>' (gold 18)
pk352:6|wrong|tag|'6/12 = 0.5 pounds of butter', '3/4 * $4.00 = $3.00', '$3.00 + $3.00 = $6.00'; '<answer>\n6\n</answer>' (gold 18)
pk352:7|wrong|tag|'full price for the first pound and half price for the second pound', '$6.00 for 6 pounds of butter'; '<answer>\n6\n</answer>' (gold 18)
pk352:8|wrong|tag|'72 dozen pounds of butter', '3 * $4.00 + ($4.00 / 2) = $12.00 + $2.00 = $14.00'; '<answer>\n14\n</answer>' (gold 18)
pk352:9|wrong|tag|'he only needs to pay for 5 pounds and gets the sixth pound free', '5 * $4.00 = $20.00'; '<answer>\n20\n</answer>' (gold 18)
pk352:10|wrong|tag|'6 * 12 = 72 pounds of butter', 'the total cost for 72 pounds of butter is $12.00 + $8.00 = $20.00'; '<answer>\n20\n</answer>' (gold 18)
pk352:11|correct|tag|'Josh works from Monday to Saturday, which means he works 7 - 2 = 5 days a week', '2 * $60 = $120'
pk352:12|wrong|tag|'he works 6 days a week', '36 cars * $4/car = $144'; '<answer>\n144\n</answer>' (gold 120)
pk352:13|wrong|tag|'he will work a total of 2 * 7 = 14 days', '42 * $4 = $168'; '<answer>\n168\n</answer>' (gold 120)
pk352:14|wrong|tag|'he works 6 days a week', '$72/week x 2 weeks = $144'; '<answer>\n144\n</answer>' (gold 120)
pk352:15|wrong|tag|'he works 6 days a week', '36 * $4 = $144'; '<answer>\n144\n</answer>' (gold 120)
rr416:438|correct|hash|
rr416:439|wrong|hash|the break-even year taken as the answer, '$90 = $7.5x', 'x = 12'; '#### 12' (gold 13: he starts earning in the year after)
rr416:440|wrong|hash|the kangaroos' and turtles' speeds added up, 'Distance = 3K * 18', 'Time = (3K * 18) / (4 * (K/2))', '54 / 2', '27'; '#### 27' (gold 48)
rr416:441|correct|hash|'28 (remaining lollipops) ÷ 2'; 'Final answer: #### 14'
rr416:442|correct|hash|'Final answer: #### 2'
rr416:443|correct|hash|'Final answer: #### 21'
rr416:444|correct|hash|'Final answer: #### 12'
rr416:445|correct|hash|
rr416:446|correct|hash|'Final answer: #### 16'
rr416:447|wrong|hash|'the total time taken ... is twice the time calculated in step 3: 60 minutes * 2 = 120 minutes'; '#### 120' (gold 160)
rr416:448|wrong|hash|the end-of-period headcount paid for all three months, '$4000 * 260 * 3 = $3,120,000'; 'Final answer: #### 3120000' (gold 2880000)
rr416:449|correct|hash|
rr416:450|correct|hash|
rr416:451|correct|hash|
rr416:452|correct|hash|
rr416:453|wrong|hash|the 5 CDs read as sold for $40 each, '5 CDs * $40/CD = $200', '$90 - $200 = -$110'; '#### -110' (a negative value; gold 50)
rr416:454|wrong|hash|'Jack: 240 minutes / 20 minutes = 12 times', 'Friend 1: ... 24 times', '12 + 24 + 24 + 8 = 68 games', '68 * 0.25 = 17'; '#### 17' (gold 11)
pk368:0|wrong|tag|'he works 6 days a week', '2 x $72 = $144'; '<answer>\n144\n</answer>' (gold 120)
pk368:1|wrong|tag|'6 * 2 = 12 days', '36 * $4 = $144'; '<answer>\n144\n</answer>' (gold 120)
pk368:2|correct|tag|
pk368:3|correct|tag|
pk368:4|correct|tag|
pk368:5|wrong|tag|'A + 0.75A + (0.75A + 60) = 2.75A + 60', '(2.75*120 + 60)/3 = 125'; '<answer>\n125\n</answer>' (gold 120)
pk368:6|correct|tag|
pk368:7|correct|tag|
pk368:8|correct|tag|
pk368:9|correct|tag|
pk368:10|wrong|tag|one week of each schedule only, '5 * 25 = 125 kilometers', '2 * 60 = 120 kilometers', '125 + 120 = 245'; '<answer>\n245\n</answer>' (gold 860)
pk368:11|correct|tag|
pk368:12|correct|tag|'a minimum of 500 + 360 = 860 kilometers'
pk368:13|correct|tag|
pk368:14|correct|tag|
pk368:15|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
