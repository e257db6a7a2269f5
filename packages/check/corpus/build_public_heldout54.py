__doc__ = r"""Build public_heldout54.jsonl: a 54th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (correct, format_ok, reward_fn_output format_reward /
answer_reward / reward, reward_scores, maj_1s and the like) were not used to label.

Method (rounds 50-52's, with whole pages pasted): model output committed to public GitHub
repositories, read through the public-code index (16,000-character pages). The helper pasted each
page's text exactly as the read_file answer displays it (the page text JSON-escaped once more)
into a scratch file, one file a page (pages/<short id>.txt); mk.py decoded that display form once
into the page text and checked its length against the page size read_file gave (16,000 for every
page read at an offset; the whole file's `total_chars` for the five yyfblock files: 11882, 6519,
5527, 7570, 13290): all fifteen pages match to the character (one first paste of the pruksmhc
page at 272000 came out 2 characters long; the page was read again and the difference, in the
cut-off last line, which is not a record, was corrected before any record was cut). Each record's
`r` was then cut out of the page text, never re-encoded or retyped: for the JSON-lines files the
completion's JSON string body as the file holds it (`enc` = `json`, decoded once more by the
build), for the RobbenRibery CSV file the CSV field's text (`enc` = `text`; no field taken holds a
double quote, mk.py refuses one). mk.py also refused any decoded completion holding a control
character other than newline, carriage return or tab (none did). For whong92 (wh*), whose file
stores neither question nor answer, mk.py takes the gold and the question opening from MATH-500 by
the line's unique_id and checks the line number is that problem's MATH-500 index + 1.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 52 files,
rounds 1-52, by script, dedup.py, reading no labels) and with the others of this round: none of
the 211 repeats an earlier round's completion and no two are equal (the yyfblock steps share
questions with round 52's files, ya400 with yb400 and yb375 with ya375 / yc375, but no text). A
record is taken only when its whole completion lies on a page read; no completion crossing a page
edge was joined. Two RobbenRibery rows have their question's opening on the page before (row 305,
John's scotch, opens at the end of 272000, read by round 52; row 339, Jeremy's birds, opens at
the end of 304000, read this round); their completions lie wholly on 288000 and 320000, and the
question words are checked by the build against gsm8k/test.jsonl and the file's own gold. Nothing
is shortened.

Not transcribed (read, but left out): completions crossing a page edge, not joined: whong92
eval_results.jsonl line 446 (intermediate_algebra/1779, the circle and parabola, 704000/720000),
line 459 (prealgebra/805, the archery class, 720000/736000), line 465 (intermediate_algebra/834,
the logarithms, 736000/752000), line 476 (counting_and_probability/1003, the loaded die,
752000/768000) and line 482 (cut by the end of 768000); RobbenRibery rows 321 (Jasmine's stickers:
the completion ends on 288000 but its reference is cut, not taken, as in round 52) and 356 (Rory's
cake, cut by the end of 320000); pruksmhc ckpt_200 the caretaker completion 2 (tail at the top of
272000), the gardening shop completion 5 (272000/288000), Melanie's farm completion 0 (its prompt
starts on 288000; not taken, as round 52 took no first line) and Randy's cookies completion 6 (cut
by the end of 304000). cppywh/mini-deepseek-r1-zero results/Instruct-Think.json page at 128000 was
read (index 19's tail, index 20 the orange drink and index 21 Raymond's son whole, both cut at the
2048-token cap inside '<think>', index 22 cut) but not transcribed (two no-answer traces for a
page).

Repositories (211 records): yyfblock/grpo-math 80 (37.9 %; five train_samples files no earlier
builder names), RobbenRibery/rft-gsm8k 50 (23.7 %; the beta1(1) equation-with-text checkpoint-22
CSV, pages 288000-320000, rows 305-355 less 321), pruksmhc/gsm8k_minimal_rl 49 (23.2 %;
rollout_ckpt_200 pages 272000-304000), whong92/assignment5-alignment 32 (15.2 %; eval_results.jsonl
lines 447-481, pages 720000-768000). Licences: no LICENSE file was found in the index for any of
the four (as rounds 40-52 found); `licence` per record.

Split: think_answer 161 (GSM8K 129, MATH 32; 112 in the `<think>…</think><answer>…</answer>`
shape of the R1-Zero prompt (yyfblock 80, whong92 32), 49 in the `<reasoning>…</reasoning>
<answer>…</answer>` shape (pruksmhc)), long_cot 50 (GSM8K: '####' answers of a Phi-3.5-mini RFT
checkpoint); GSM8K 179, MATH 32 (15.2 %). Truths: correct 147, wrong 59, no_answer 5 (GSM8K 128 / 50 / 1, MATH 19 / 9 / 4;
think_answer 104 / 52 / 5, long_cot 43 / 7 / 0). Forms: tag
144, hash 49, boxed 11, none 4, final_answer_phrase 1, prose_sentence 1, truncated 1. 1 debatable
(wh752 rec 466).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2b1_entropy_ctrl/train_samples_step375.jsonl (yb375: Bob and Jim's run,
  Simon and Peter's stamps), results/s2a2_full_lr2e-6/train_samples_step400.jsonl (ya400:
  Christina's snakes, the 92 students; all 16 right), results/s2ac_cold_lr1e-5/
  train_samples_step425.jsonl (yc425: Mary's shirts, the Willowton vampires),
  results/s2a1_lora_lr1e-5/train_samples_step450.jsonl (yl450: Ralph's tennis balls, Harry's
  sleep), results/s1_smoke_1.5b/train_samples_step175.jsonl (ys175: John's simple interest,
  Jewel's magazines), each the whole file (one page, two questions x 8 samples). Forms:
  '<answer>20 minutes</answer>', '<answer> $1 </answer>', '<answer>$1.00</answer>', '</think>
  <answer>50</answer>' on one line, sentences in the tag ('<answer> John has $1300 after 3 years
  </answer>', '<answer>So, she gained $5.</answer>'), an equation in the tag ('<answer>Interest =
  $1000 × 0.10 × 3 = $300</answer>', '<answer> \\((\\frac{2}{3}) \\times 60 = 40\\)
  minutes</answer>'), GSM8K calculator marks in the tag ('$<<35-30=5>>5'), no '</think>' before the
  tag, a second '<think>' mid-working, invented 'User:'/'Assistant: <think>' turns after the
  committed answer with their own tags ('<answer>1 / 12</answer>', a '(m - n)/2' sentence, a turn
  cut mid-sentence), a degenerate 'Jim Jim Jim' tail with no tag, '→', '×', '’'.
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct after the repository's QLoRA
  rejection-sampling fine-tuning, the beta1(1) equation-with-text checkpoint 22; the repository's
  GSM8K prompt asking for a '####' line; long_cot; the repository's 90 % hold-out of GSM8K test,
  rows in the file's own order): the checkpoint-22 CSV (path below) pages at 288000 (rows 305-320 =
  rr288), 304000 (rows 322-338 = rr304) and 320000 (rows 339-355 = rr320). Forms: '#### N',
  'Final answer: #### N', 'The answer is 25. #### 25' on one line, 'Final answer: 240' with no
  '####' line, '#### 70' after '$70,000' in the working (gold 70000), '#### 2 * sqrt(5)', '#### -10'
  (a negative gold, reached by rounding a slip), '#### 1600' for a gold written 1,600, '÷', '≈',
  '’'.
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoint 200; rollouts on GSM8K test, 8 a question; chat format;
  think_answer with '<reasoning>'/'<answer>' tags): rollout_ckpt_200_gsmk_qwen.jsonl pages at
  272000 (pk272: the caretaker's line 3-7, Tanya's teaching 0-7, the gardening shop 0-4), 288000
  (pk288: the gardening shop 6-7, Chris's lawn mower 0-7, Fireman Frank's shoes 0-7) and 304000
  (pk304: Melanie's farm 1-7, Randy's cookies 0-5); record number = the complete record's place on
  the page (0 = the first complete line). Forms: '<answer>\nN\n</answer>', GSM8K calculator marks
  ('$<<25+4=29>>29') in the reasoning, 'Therefore, the answer is 120.' in the reasoning.
* whong92/assignment5-alignment (Qwen/Qwen2.5-Math-7B zero-shot with the R1-Zero prompt on MATH-500
  in test order; think_answer; MATH): eval_results.jsonl pages at 720000 (lines 447-458 = wh720),
  736000 (460-464 = wh736), 752000 (466-475 = wh752) and 768000 (477-481 = wh768); record number =
  MATH-500 index = line - 1. Forms: boxes and sentences in the tag, a malformed opening tag
  ('= 143.<answerurnished = 143</answer>'), a lone '</answer>' after a prose result ('$y = 2x +
  3$'), an '<answer>' opened and never closed around code and a box, code with invented outputs and
  '\\r\\n', 'Assistant:' and 'Human:' turns after the answer (a second box answering an invented
  question), an answer tag holding only a plan, a box with a unit ('\\boxed{15}\\) square
  centimeters', '\\boxed{137\\frac{1}{2}} \\text{ miles}'), '\\boxed{105}\\) degrees' for a gold
  75^\\circ, an output cut at the cap mid-code, drifting text ('病房', 'применяя').

Label conventions (rounds 37-52's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (a unit word in the tag, a
'$' sign, '$1.00' for 1, '1600' for 1,600, a sentence holding the value); another quantity is
wrong; in the tag format the `<answer>` content is the final answer whatever the think or reasoning
block says, and a sentence or equation in the tag is read for its (final) value; with no answer
tag the completion is labelled by its last box or last stated result; malformed, unclosed or
unopened tags do not change which answer counts; text after the committed answer (an invented turn,
a new question, unrelated text) does not count, nor does a box that answers an invented question;
an answer tag that holds only code, a plan or nothing is no_answer; in the '####' format the marked
value is the answer even when the working ends on another number; labels are against the gold as
given. Debatable this round: wh752 rec 466 (the cyclotomic angles: no answer tag, one box
'\\boxed{2\\pi}' inside a garbled chain '49\\pi/8 = 6\\pi = \\boxed{2\\pi}\\div 1/3 = 6\\pi', then
an 'Assistant:' restart cut at the cap; labelled wrong by that box; every value stated differs from
8\\pi; no_answer is arguable).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (RobbenRibery's `questions` column, pruksmhc's `prompt`; for yyfblock,
whose files store no question, the GSM8K train question identified from the completions: Bob and
Jim's run and Simon and Peter's stamps as round 52 identified them, Christina's snakes train line
186, the 92 students train line 1605, Mary's shirts train line 968, the vampires train line 884,
Ralph's tennis balls train line 25, Harry's sleep train line 5618, John's simple interest train
line 6293, Jewel's magazines train line 2812, counted from 0), checked equal to the file's own
gold (yyfblock `gold`, RobbenRibery the `ground_truth_completions` '####' value); pruksmhc's files
store no gold, so its transcribed gold is the gsm8k/test.jsonl value itself. MATH: whong92's lines
carry MATH-500 `unique_id`s and no answer; each record's question words are the shortest opening
(40 characters on) of that MATH-500 problem that opens no other, looked up by the build, and its
gold is that problem's MATH-500 `answer` (checked equal).

Dead ends this round: two quick searches for new repositories (search(code) for committed GRPO
rollouts with <think>/<answer> on GSM8K and for MATH-500 eval outputs; find_string
'"response": "<think>\n' and '", "ground_truth": "') found only code, docs and tests, no committed
completions (liv-daliberti/grail-simulation's sample gallery is empty; cfpark00/RL-Wall,
RLinf/RLinf, Erix025/matheval hold scripts, not outputs, in what was seen).

Leads for a later round: whong92 eval_results.jsonl from line 482 (opens on 768000; read on from
offset 784000, about 2 pages left to 814492); RobbenRibery checkpoint-22 CSV from offset 336000
(row 356, Rory's cake, opens at the end of 320000; about 49 pages left) and the other unread
results/*.csv (dedup first); pruksmhc rollout_ckpt_200 from offset 320000 (Randy's cookies
completion 6 opens at the end of 304000; many completions repeat within a question); yyfblock
train_samples of steps no builder names (s2b1 425-475, s2a2 425-475, s2ac 400 and
450-475, s2a1 300, 400, 425, 475; the steps share questions across runs, so dedup each); cppywh
Instruct-Think.json index 18 (whole on the page at 112000) and on from offset 144000 (long
traces, most cut at the cap).

Usage: python build_public_heldout54.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout54.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout54.jsonl"
SOURCE = "public_heldout54"
WH_MODEL = (
    "Qwen/Qwen2.5-Math-7B zero-shot per cs336_alignment/generate_math.py at 2f24899 as round 9 "
    "read it (T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept; the script version that "
    "wrote the file is not pinned), on MATH-500 in test order (line N = MATH-500 problem N-1 by "
    "its unique_id); eval_results.jsonl repeats outputs.jsonl word for word (round 29), of which "
    "round 9 took lines 1-21, round 42 lines 31-99, round 44 lines 102-200, round 46 lines 202-281, "
    "round 48 lines 283-359, round 50 lines 361-408 and round 52 lines 410-445; this round the "
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
    "yb375": yyfblock_source("yb375", "s2b1_entropy_ctrl", 375),
    "ya400": yyfblock_source("ya400", "s2a2_full_lr2e-6", 400),
    "yc425": yyfblock_source("yc425", "s2ac_cold_lr1e-5", 425),
    "yl450": yyfblock_source("yl450", "s2a1_lora_lr1e-5", 450),
    "ys175": yyfblock_source("ys175", "s1_smoke_1.5b", 175),
    "rr288": robbenribery_source("rr288", "b1wt", 288000),
    "rr304": robbenribery_source("rr304", "b1wt", 304000),
    "rr320": robbenribery_source("rr320", "b1wt", 320000),
    "pk272": pruksmhc_source("pk272", "272000"),
    "pk288": pruksmhc_source("pk288", "288000"),
    "pk304": pruksmhc_source("pk304", "304000"),
    "wh720": _wh("wh720", 720000),
    "wh736": _wh("wh736", 736000),
    "wh752": _wh("wh752", 752000),
    "wh768": _wh("wh768", 768000),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
yb375:0|correct|tag|'9 - 6 = 3 miles per hour', '1/3 hour * 60 minutes/hour = 20 minutes'; a unit word in the tag: '<answer>20 minutes</answer>'
yb375:1|wrong|tag|'t = 3 hours since they cover 3 miles per hour together', '3 * 60 = 180 minutes'; '<answer>180</answer>' (gold 20)
yb375:2|wrong|tag|'Jim needs to run 9 miles west of the sign', '(9/3)*60 = 180 minutes'; '<answer>180 minutes</answer>' (gold 20)
yb375:3|wrong|tag|'Jim outpaces him by 8 miles', 'it will take Jim 60min'; '<answer>60</answer>' (gold 20)
yb375:4|wrong|tag|'3t = 1, therefore t = 1/3' then '3 * 60 = 180' (the hours value misread); '<answer>180</answer>' (gold 20)
yb375:5|wrong|tag|'400/6 = 66.66 minutes'; '<answer>66.66 minutes</answer>' (gold 20)
yb375:6|wrong|tag|no '</think>'; '6t + 1 = 9t - 1', 't = 2/3'; an equation chain in the tag: '<answer> \\((\\frac{2}{3}) \\times 60 = 40\\) minutes</answer>' (gold 20)
yb375:7|no_answer|none|the working dissolves into '<br/>' fragments and repeated 'Jim Jim Jim' and stops ('jj JJ jj') with no answer tag and no stated result
yb375:8|correct|tag|'<answer> $1 </answer>' (a '$' sign, spaces in the tag)
yb375:9|correct|tag|'<answer>$1</answer>'
yb375:10|correct|tag|'the money Simon makes from Peter' (a slip); '<answer>1</answer>'
yb375:11|correct|tag|the working stops at Peter's $16 without the difference; '<answer>$1.00</answer>' ('$1.00' for 1)
yb375:12|correct|tag|
yb375:13|correct|tag|'<answer>$1</answer>'
yb375:14|correct|tag|
yb375:15|correct|tag|'1600 cents - 1500 cents = 100 cents', '1 dollar'; '<answer>$1</answer>'
ya400:0|correct|tag|'</think> <answer>50</answer>' on one line
ya400:1|correct|tag|
ya400:2|correct|tag|
ya400:3|correct|tag|
ya400:4|correct|tag|
ya400:5|correct|tag|
ya400:6|correct|tag|
ya400:7|correct|tag|
ya400:8|correct|tag|
ya400:9|correct|tag|
ya400:10|correct|tag|
ya400:11|correct|tag|
ya400:12|correct|tag|
ya400:13|correct|tag|
ya400:14|correct|tag|
ya400:15|correct|tag|
yc425:0|wrong|tag|'13+12=25 shirts left' (the shirts given away counted as kept); '<answer>25</answer>' (gold 37)
yc425:1|correct|tag|'36 - 12 = 24 brown', '13 + 24 = 37'
yc425:2|wrong|tag|'13 + 12 = 25 shirts left'; '<answer>25</answer>' (gold 37)
yc425:3|correct|tag|'62-25 shirts remaining = 37 shirts left'
yc425:4|wrong|tag|'13 + 12 = 25 shirts left after giving some away'; '<answer>25</answer>' (gold 37)
yc425:5|correct|tag|
yc425:6|correct|tag|
yc425:7|wrong|tag|'Mary has 25 shirts left.'; '<answer>25</answer>' (gold 37)
yc425:8|wrong|tag|only the new vampires bite on the second night, '12 vampires + 50 new vampires = 62'; '<answer>62</answer>' (gold 72)
yc425:9|wrong|tag|'12 vampires + 50 new vampires = 62 vampires'; '<answer>62</answer>' (gold 72)
yc425:10|wrong|tag|'300 people / 5 = 60 people', '305 + 61 = 366 vampires'; '<answer>366</answer>' (gold 72)
yc425:11|wrong|tag|'2 * 10 = 20 more people', '12 vampires + 20 people = 32 vampires'; '<answer>32</answer>' (gold 72)
yc425:12|correct|tag|'12 vampires * 5 people each = 60', '12 + 60 = 72'
yc425:13|correct|tag|
yc425:14|wrong|tag|'After 2 nights, there will be 4 new vampires', '12+4 = 16'; '<answer>16</answer>' (gold 72)
yc425:15|wrong|tag|'5 x 300 = 1500 people turn into vampires every night', '3000 + 1500 = 4500'; '<answer>4500</answer>' (gold 72)
yl450:0|correct|tag|
yl450:1|correct|tag|'60 + 50 = 110 balls' not hit
yl450:2|wrong|tag|'Ralph misses 60 + 50 = 110 tennis balls' (the gold) then 'he must have hit 175 - 110 = 65'; '<answer>65</answer>' answers the balls hit (gold 110)
yl450:3|correct|tag|
yl450:4|wrong|tag|the working stops at 'Ralph hit 40 + 25 = 65 balls'; '<answer>166</answer>' (gold 110)
yl450:5|correct|tag|
yl450:6|correct|tag|
yl450:7|correct|tag|
yl450:8|correct|tag|'<answer>8 hours</answer>' (a unit word)
yl450:9|wrong|tag|Wednesday read as 7 hours, '39/5 = 7.8 hours per night'; '<answer>7.8</answer>' (gold 8)
yl450:10|correct|tag|
yl450:11|correct|tag|
yl450:12|correct|tag|'8 hours per day'
yl450:13|correct|tag|
yl450:14|correct|tag|'<answer>8 hours</answer>'
yl450:15|correct|tag|
ys175:0|correct|tag|'<answer> $1300</answer>' (a '$' sign)
ys175:1|correct|tag|a sentence in the tag: '<answer> John has $1300 after 3 years </answer>'
ys175:2|correct|tag|'<answer>$1300</answer>'
ys175:3|correct|tag|a sentence in the tag, '<answer>The amount of money John has after 3 years is $1300.</answer>', then invented 'User:'/'Assistant: <think>' turns (a motorbike, '3240 miles'; Marcus's oranges, '(m - n)/2') with their own answer tags, which do not count
ys175:4|correct|tag|
ys175:5|correct|tag|no '</think>'; '<answer>\nJohn has $1300 (his initial investment of $1000 + the interest earned of $300) after 3 years.\n</answer>': the sentence's value is 1300, the parenthesis its parts
ys175:6|correct|tag|a second '<think>' opened in the middle of the working; '<answer>1300</answer>'
ys175:7|wrong|tag|the interest only, as an equation in the tag: '<answer>Interest = $1000 × 0.10 × 3 = $300</answer>' (gold 1300)
ys175:8|correct|tag|no '</think>'; GSM8K calculator marks in the tag: '<answer> Jewel will gain $35 - $30 = $<<35-30=5>>5 from selling these magazines.</answer>'
ys175:9|correct|tag|'Emma' for Jewel; '<answer>So, she gained $5.</answer>'
ys175:10|correct|tag|'<answer>$5</answer>'
ys175:11|correct|tag|'<answer>$5</answer>', then an invented 'User:' turn (a triangular block and rectangles, Heron's formula) cut mid-sentence, which does not count
ys175:12|correct|tag|no '</think>'; '<answer>\n$5\n</answer>'
ys175:13|correct|tag|'<answer>5</answer>', then invented turns (hydrangeas '<answer>15</answer>', an odd/even function, dice '<answer>1 / 12</answer>'), which do not count
ys175:14|correct|tag|'<answer>$5</answer>'
ys175:15|wrong|tag|a plan only in the think block; '<answer>40</answer>' (gold 5)
pk272:0|correct|tag|
pk272:1|correct|tag|
pk272:2|correct|tag|
pk272:3|correct|tag|
pk272:4|correct|tag|'594 more feet of line'
pk272:5|wrong|tag|5 hours taken per class, '4 * $15 * 5 = $300', Wednesday '2 * $15 * 2 = $60', the $5 bonus left out, '$300 + $60 = $360'; '<answer>\n360\n</answer>' (gold 110)
pk272:6|wrong|tag|GSM8K calculator marks ('$<<4*5=20>>20'), the hourly rate dropped, '25 + 4 = $<<25+4=29>>29'; '<answer>\n29\n</answer>' (gold 110)
pk272:7|wrong|tag|'4 * $15 = $60' (hours dropped), '$65 + $30 = $95'; '<answer>\n95\n</answer>' (gold 110)
pk272:8|wrong|tag|'$300 + $5 + $60 = $365'; '<answer>\n365\n</answer>' (gold 110)
pk272:9|wrong|tag|'5 hours x 4 classes = 20 hours', '$300 + $30 = $330'; '<answer>\n330\n</answer>' (gold 110)
pk272:10|wrong|tag|'$60 + $30 = $90'; '<answer>\n90\n</answer>' (gold 110)
pk272:11|wrong|tag|'(4 * 5) * $5' as a bonus, '$160 + $50 = $210'; '<answer>\n210\n</answer>' (gold 110)
pk272:12|wrong|tag|'$305 + $60 = $365'; '<answer>\n365\n</answer>' (gold 110)
pk272:13|correct|tag|
pk272:14|correct|tag|
pk272:15|correct|tag|
pk272:16|correct|tag|
pk272:17|correct|tag|
pk288:0|correct|tag|
pk288:1|correct|tag|
pk288:2|wrong|tag|'2/3 hours ... equivalent to 80 minutes', '30 + 80 = 110'; '<answer>\n110\n</answer>' (gold 50)
pk288:3|correct|tag|
pk288:4|correct|tag|
pk288:5|wrong|tag|'2/3 hours or 40 minutes' for half the lawn, '30 + 40 = 70'; '<answer>\n70\n</answer>' (gold 50)
pk288:6|correct|tag|
pk288:7|wrong|tag|'30 + 20 = 50 minutes' then another half at turtle speed, '50 + 30 = 80'; '<answer>\n80\n</answer>' (gold 50; the gold appears in the working, not as the answer)
pk288:8|wrong|tag|'30 + 40 = 70 minutes'; '<answer>\n70\n</answer>' (gold 50)
pk288:9|correct|tag|
pk288:10|wrong|tag|'10 + 30 + 60 = 100 shoes' gained, then '200 - 180 = 20' (the gains dropped); '<answer>\n20\n</answer>' (gold 120)
pk288:11|wrong|tag|'10 + 10 + 15 + 30 = 65 shoes', '65 - 180 = -115', 'Frank will not have any shoes left'; '<answer>\n0\n</answer>' (gold 120)
pk288:12|correct|tag|'200 + 100 - 180 = 120 shoes'
pk288:13|wrong|tag|'15 x 2 / 2 = 7.5', '200 + 47.5 - 180 = 67.5'; '<answer>\n67.5\n</answer>' (gold 120)
pk288:14|correct|tag|
pk288:15|correct|tag|'Therefore, the answer is 120.' in the reasoning
pk288:16|wrong|tag|'10 + 30 + 60 = 100 shoes' gained, then '200 - 180 = 20 shoes left on Sunday'; '<answer>\n20\n</answer>' (gold 120)
pk288:17|wrong|tag|'200 - 180 = 20 shoes'; '<answer>\n20\n</answer>' (gold 120)
pk304:0|correct|tag|
pk304:1|correct|tag|
pk304:2|correct|tag|
pk304:3|correct|tag|
pk304:4|correct|tag|
pk304:5|correct|tag|'Milkies Cows Limited'
pk304:6|correct|tag|'700 animals' in the reasoning; '<answer>\n700\n</answer>'
pk304:7|correct|tag|'4 * 3 = 12 more cookies', '11 + 12 = 23'
pk304:8|wrong|tag|the baked cookies added to running totals ('15 + 4 = 19 chocolate chip cookies'), '19 + 15 + 15 = 49'; '<answer>\n49\n</answer>' (gold 23)
pk304:9|wrong|tag|'19 + 15 + 15 = 49'; '<answer>\n49\n</answer>' (gold 23)
pk304:10|wrong|tag|'11 + 4 + 4 = 19' (one flavour's batch left out); '<answer>\n19\n</answer>' (gold 23)
pk304:11|wrong|tag|'11 + 4 + 3 = 18' (the new chocolate and sugar batches dropped); '<answer>\n18\n</answer>' (gold 23)
pk304:12|wrong|tag|'19 + 15 + 15 = 49'; '<answer>\n49\n</answer>' (gold 23)
rr288:305|correct|hash|
rr288:306|correct|hash|'96 ÷ 6 = 16 cookies'
rr288:307|wrong|hash|the refilled pens not counted with the 25 bought, '5 (initial full pens) + 1 (additional full pen) = 6 pens'; '#### 6' (gold 31)
rr288:308|correct|hash|'$0.25 * 100 cents/dollar = 25 cents'
rr288:309|correct|hash|
rr288:310|correct|hash|muddled working that lands on the gold: Jam's pencils taken as '3 * 8 = 24' (she has 26), '24 + 46 = 70', '70 / 8 = 8.75', 'they will need 9 boxes'
rr288:311|correct|hash|
rr288:312|correct|hash|
rr288:313|correct|hash|a slip that lands on the gold: '-48 + 21 - 3' summed as '-31' (it is -30), '-31 / 3', 'Average ≈ -10' after rounding; '#### -10' (a negative gold)
rr288:314|correct|hash|
rr288:315|correct|hash|
rr288:316|correct|hash|'14000 = Total amount of water'
rr288:317|wrong|hash|'Total cost = (180 + 300 + 400)' added as 'Total cost = 980' (it is 880); '#### 980' (gold 880)
rr288:318|correct|hash|
rr288:319|correct|hash|
rr288:320|correct|hash|
rr304:322|correct|hash|'Final answer: #### 38'
rr304:323|wrong|hash|'$200,000 (new value) - $130,000 (total cost) = $70,000' in the working, but the marked value is '#### 70' (thousands dropped; gold 70000)
rr304:324|correct|hash|'Final answer: #### 3'
rr304:325|correct|hash|
rr304:326|correct|hash|
rr304:327|correct|hash|'Final answer: #### 1400'
rr304:328|wrong|hash|the shelf's 36 places read as '6x * 6x', '20 = 36x^2', 'Final answer: 6 * sqrt(5/9) = ... = 2 * sqrt(5)'; '#### 2 * sqrt(5)' (gold 92)
rr304:329|correct|hash|
rr304:330|correct|hash|'36/3 = x', '12 = x'
rr304:331|wrong|hash|'Socks: 2 pairs = 2 * 2 skeins', '23 * 3 = 69 skeins'; '#### 69' (gold 63)
rr304:332|correct|hash|'$3.45 / $0.05', '69'
rr304:333|correct|hash|
rr304:334|correct|hash|
rr304:335|correct|hash|
rr304:336|correct|hash|
rr304:337|correct|hash|'6.75 packs' rounded up, '2 extra glue sticks'; 'Final answer: #### 7'
rr304:338|correct|hash|
rr320:339|correct|hash|
rr320:340|correct|hash|'Final answer: #### 10'
rr320:341|correct|hash|
rr320:342|correct|hash|
rr320:343|correct|hash|'There is no fence left over for Sam, as he gets exactly 20 feet.' then '#### 20'
rr320:344|correct|hash|'The answer is 25. #### 25' on one line
rr320:345|correct|hash|'#### 1600' for a gold written 1,600
rr320:346|correct|final_answer_phrase|no '####' line: '5. Roof height: Second floor height (since the roof is on top of the second floor)', then 'Final answer: 240'
rr320:347|correct|hash|'Final answer: #### 10'
rr320:348|correct|hash|'$8,400' in the working; '#### 8400'
rr320:349|correct|hash|
rr320:350|wrong|hash|the 10 % raise taken on the monthly $600 and five past years added, '$7500 + $180 = $7680'; '#### 7680' (gold 9360)
rr320:351|wrong|hash|'$3,650 * 10% * 5 months = $1,825' (10 % a month), '$5,475 / 5 months = $1,095'; '#### 1095' (gold 803)
rr320:352|correct|hash|'Final answer: #### 48'
rr320:353|correct|hash|'$180.00'; '#### 180'
rr320:354|correct|hash|
rr320:355|correct|hash|
wh720:446|correct|tag|a box in the tag: '<answer> The value of \\( n \\) is \\(\\boxed{8}\\).</answer>'
wh720:447|wrong|tag|'the possible values for \\(x\\) are 1 or 2', then x = 1 chosen although it gives fewer girls than boys, '22 boys'; '<answer> The number of boys at the meeting is 22. </answer>' (gold 9)
wh720:448|wrong|boxed|no answer tag: after '</think>' an 'Assistant:' line, code with an invented output '26', 'The modular inverse of $17 \\pmod{83}$ is $\\boxed{26}$.' (gold 44)
wh720:449|correct|tag|'The final answer is $\\boxed{47}$.</think>\n<answer>47</answer>'
wh720:450|wrong|boxed|no answer tag: code with an invented output '(47, 97, 72.0)', then '\\boxed{72}' (gold 64)
wh720:451|correct|tag|'\\frac{15975}{1000}' simplified to '\\frac{639}{40}'; '<answer> \\( \\frac{639}{40} \\) </answer>'
wh720:452|correct|tag|no '</think>'; a malformed opening tag holding the value: '... = 143.<answerurnished = 143</answer>'
wh720:453|correct|tag|no '</think>'; '<answer> 10 </answer>'
wh720:454|correct|prose_sentence|no '</think>' and no '<answer>': 'So the image of the line $y = 2x + 1$ under $\\mathbf{M}$ is $y = 2x + 3$.' then a lone '</answer>'
wh720:455|correct|boxed|an '<answer>' opened and never closed holding code, an invented output '6' and '\\(\\boxed{6}\\)'
wh720:456|no_answer|none|the answer tag holds only a plan ('we can test each potential root ... using Python'); no root is named
wh720:457|correct|tag|'54 - 48 = 6' in the working, then 'the remainder of 54 (mod 6) is indeed 0'; '<answer> The remainder of 54 (mod 6) is 0.\n</answer>'
wh736:459|wrong|boxed|no answer tag: code with an invented output 'k1: 0.65, k2: 0.65', then '\\(\\boxed{23.40}\\)' (gold \\$18.90)
wh736:460|wrong|tag|'\\angle QPR = 180^\\circ - 75^\\circ = 105^\\circ'; '<answer> The measure of $\\angle STR$ is \\(\\boxed{105}\\) degrees. </answer>' (gold 75^\\circ)
wh736:461|correct|boxed|'Thus, the final answer is \\(12\\).' in the think block, then code with an invented output and 'The final answer is: \\[ \\boxed{12} \\]', then an invented 'Human:' turn (a line and a circle) with code cut at the cap, which does not count
wh736:462|wrong|boxed|'the amount of money left in cents is: \\[ \\boxed{60} \\]' (gold 59), then invented 'Human:' turns (the smallest even integer, '\\boxed{2002}'; a distance question, cut), which do not count
wh736:463|correct|tag|
wh752:465|correct|tag|'4, 9, 25, ... The fifth such number is 121'; '<answer> 121 </answer>'
wh752:466|wrong|boxed|debatable: no answer tag; a garbled chain '49\\pi/8 = 6\\pi = \\boxed{2\\pi}\\div 1/3 = 6\\pi (1/3=1)', then an 'Assistant:' restart cut at the cap mid-expression ('\\frac{49\\pi}{8'); labelled by the one box, 2\\pi, and every value stated (49\\pi/8, 6\\pi, 2\\pi) differs from the gold 8 \\pi; no_answer is arguable
wh752:467|correct|boxed|no answer tag: 'The area of the shaded triangle is \\(\\boxed{15}\\) square centimeters.' (gold 15\\mbox{ cm}^2: a unit word)
wh752:468|correct|tag|'\\(\\boxed{8}\\)</think>\n<answer> 8 </answer>'
wh752:469|correct|tag|
wh752:470|wrong|tag|AM-GM misapplied, '2^2 \\cdot 3^3 \\cdot 4^4 = 5184 \\cdot 16 = 82944'; '<answer> The maximum value of \\(ab^2c^3d^4\\) is \\(\\boxed{82944}\\). </answer>' (gold 27648)
wh752:471|correct|tag|a sentence in the tag: '<answer> The mean score for the class on this test is 84 points. </answer>'
wh752:472|correct|boxed|no tags: '137\\frac{2}{4}' simplified to '$$distance = \\boxed{137\\frac{1}{2}} \\text{ miles}.$$'
wh752:473|correct|boxed|no tags; all eight sums checked at n = 7, 'The final answer is:\n\n\\(\\boxed{7}\\)'
wh752:474|correct|tag|
wh768:476|correct|tag|'</think>\n\n<answer>200</answer>'
wh768:477|wrong|boxed|an '<answer>' opened and never closed holding code with an invented output '[2, 5, 6, 9]', 'The final answer is $\\boxed{4}$.' (gold 2)
wh768:478|no_answer|truncated|after '</think>' two code blocks (an invented sympy output), the second cut at the cap mid-line ('3*(x**'); no sum of the solutions is stated
wh768:479|no_answer|none|a think block about quadratic residues with '<d>tksilva</d>' fragments, an invented 'User:'/'Assistant:' exchange and a 'Human:' turn about Python code; no count of primes is ever stated
wh768:480|no_answer|none|'substituting $\\omega = 1$ gives \\frac{1}{1 + 1} + \\frac{1}{}', then 'Error: The LaTeX output...', code with invented complex outputs and drifting text ('病房', 'Balkan Medicine'); no value for the expression is stated
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
