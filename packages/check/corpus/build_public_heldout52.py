__doc__ = r"""Build public_heldout52.jsonl: a 52nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward_fn_output format_reward / answer_reward / reward,
reward_scores, correct, format_ok, maj_1s and the like) were not used to label.

Method (round 50's, with whole pages pasted): model output committed to public GitHub
repositories, read through the public-code index (16,000-character pages). The helper pasted each
page's text exactly as the read_file answer displays it (the page text JSON-escaped once more)
into a scratch file, one file a page (pages/<short id>.txt); mk.py decoded that display form once
into the page text and checked its length against the page size read_file gave (16,000 for every
page read at an offset; the whole file's `total_chars` for the five yyfblock files: 7798, 9137,
6912, 10081, 8799): all sixteen pages match to the character. Each record's `r` was then cut out
of the page text, never re-encoded or retyped: for the JSON-lines files the completion's JSON
string body as the file holds it (`enc` = `json`, decoded once more by the build), for the
RobbenRibery CSV file the CSV field's text (`enc` = `text`; no field taken holds a double quote,
mk.py refuses one). mk.py also refused any decoded completion holding a control character other
than newline, carriage return or tab (none did). For whong92 (wh*), whose file stores neither
question nor answer, mk.py takes the gold and the question opening from MATH-500 by the line's
unique_id and checks the line number is that problem's MATH-500 index + 1.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 50 files,
by script, dedup.py, reading no labels) and with the others of this round. Left out as repeats:
pruksmhc rollout_ckpt_200 Kelian completion 7 (pk224 rec 0, equal to an earlier round's
completion), Carl completion 5 (pk240 rec 5, = Carl 0) and Carl completion 7 (pk240 rec 7, =
Carl 4). None of the 224 kept repeats an earlier round's completion and no two are equal. A
record is taken only when its whole completion lies on a page read; no completion crossing a page
edge was joined. Record rr224 rec 237 (the kitchen floor, row 237) has its question opening at the
end of the page before (208000, read by round 50, not this round); its completion lies wholly on
224000; its question words are the opening of the GSM8K test question it answers ('My kitchen
floor has a total area of 200 SqFt', found by the words '200 SqFt' on the page), checked by the
file's own gold '#### 2400'. Nothing is shortened.

Not transcribed (read, but left out): completions crossing a page edge, not joined: whong92
eval_results.jsonl line 409 (precalculus/398, tail at the top of 656000), 420 (precalculus/145,
656000/672000) and 427 (geometry/843, 672000/688000: a square's diagonal then an invented
'Human:' turn) 437 (counting_and_probability/10, the dice, 688000/704000) and the line after 445 (the circle and
parabola, cut by the end of 704000);
RobbenRibery checkpoint-22 rows 252 (Raymond, 224000/240000), 271 (Elijah, 240000/256000), 288
(Great Grandma Jones, 256000/272000) and 305 (John's scotch, cut by the end of 272000); pruksmhc
ckpt_200 Kelian completion 6 (tail at the top of 224000), Bob's marbles completion 7
(224000/240000), the ice cream truck completion 3 (240000/256000) and the caretaker completion 2
(cut by the end of 256000).

Repositories (224 records): yyfblock/grpo-math 80 (35.7 %; five train_samples files no earlier
builder names), RobbenRibery/rft-gsm8k 65 (29.0 %; the beta1(1) equation-with-text checkpoint-22
CSV, pages 224000-272000, rows 237-304), pruksmhc/gsm8k_minimal_rl 46 (20.5 %; rollout_ckpt_200
pages 224000-256000), whong92/assignment5-alignment 33 (14.7 %; eval_results.jsonl lines 410-445,
pages 656000-704000). Licences: no LICENSE file was found in the index for any of the four (as
rounds 40-50 found); `licence` per record.

Split: think_answer 159 (GSM8K 126, MATH 33; 113 in the `<think>…</think><answer>…</answer>`
shape of the R1-Zero prompt (yyfblock 80, whong92 33), 46 in the `<reasoning>…</reasoning>
<answer>…</answer>` shape (pruksmhc)), long_cot 65 (GSM8K 65: '####' answers of a
Phi-3.5-mini RFT checkpoint); GSM8K 191, MATH 33 (14.7 %). Truths: correct 155, wrong 65,
no_answer 4 (GSM8K 134 / 57 / 0, MATH 21 / 8 / 4; think_answer 101 / 54 / 4, long_cot 54 / 11 /
0). Forms: tag 143, hash 65, boxed 8, prose_sentence 4, none 3, truncated 1. 7 debatable (yl200 recs 0, 2, 3,
4, 5, 7: the Yun question's gold; wh672 rec 423).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2b1_entropy_ctrl/train_samples_step350.jsonl (yb350: Tim's biking,
  Djibo's sister), results/s2a2_full_lr2e-6/train_samples_step375.jsonl (ya375: Bob and Jim's
  run, Simon and Peter's stamps), results/s2ac_cold_lr1e-5/train_samples_step375.jsonl (yc375: the
  same two questions), results/s2a1_lora_lr1e-5/train_samples_step200.jsonl (yl200: Yun's
  paperclips, Tenisha's dogs), results/s2b1_entropy_ctrl/train_samples_step400.jsonl (yb400:
  Christina's snakes, the 92 students), each the whole file (one page, two questions x 8 samples).
  Forms: '<answer>$1</answer>', '<answer>16 hours</answer>', '<answer>23 years old</answer>',
  '<answer>\n50 inches\n</answer>', '<answer>\n3.33 feet\n</answer>', '<answer>27 students walking
  home</answer>', '<answer>270 puppy</answer>', '<answer>-90</answer>', '</answer>.' with a period
  after the tag, '</think> <answer>' on one line, an unclosed '<answer>\n17' followed by invented
  'User:'/'Assistant: <think>' turns with unclosed tags (yl200 rec 2), 'Answer: 6.67' and 'The answer
  is 30.' inside the think block, '÷', '’' apostrophes, 'D'anni'.
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct after the repository's QLoRA
  rejection-sampling fine-tuning, the beta1(1) equation-with-text checkpoint 22; the repository's
  GSM8K prompt asking for a '####' line; long_cot; the repository's 90 % hold-out of GSM8K test,
  rows in the file's own order): the checkpoint-22 CSV (path below) pages at 224000 (rows 237-251
  = rr224), 240000 (rows 253-270 = rr240), 256000 (rows 272-287 = rr256) and 272000 (rows 289-304 =
  rr272). Forms: '#### N', 'Final answer: #### N', 'So, the final answer is: #### 18', 'The final
  answer is 45. #### 45' on one line, 'Final answer: 200 * 12 = 2400' then '#### 2400', 'Final
  answer: #### -3' (a negative gold), '#### -4', '#### 1218' for a gold written 1,218, '×', '’'.
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoint 200; rollouts on GSM8K test, 8 a question; chat format;
  think_answer with '<reasoning>'/'<answer>' tags): rollout_ckpt_200_gsmk_qwen.jsonl pages at
  224000 (pk224: John's glasses of water 0-7, Bob's marbles 0-6), 240000 (pk240: Carl's cookies 0-4
  and 6, Richard's cherries 0-7, the ice cream truck 0-2) and 256000 (pk256: the ice cream truck
  4-7, Brendan's marbles 0-7, the caretaker's line 0-1); record number = the complete record's
  place on the page (0 = the first complete line). Forms: '<answer>\nN\n</answer>', '\\( x + 24 =
  60 \\)' and '\\[ x = 36 \\]' in the reasoning, '$10.00 - $6.00 = $4.00'.
* whong92/assignment5-alignment (Qwen/Qwen2.5-Math-7B zero-shot with the R1-Zero prompt on MATH-500
  in test order; think_answer; MATH): eval_results.jsonl pages at 656000 (lines 410-419 = wh656),
  672000 (421-426 = wh672), 688000 (428-436 = wh688) and 704000 (438-445 = wh704); record number = MATH-500 index = line - 1.
  Forms: the working inside an '<answer>' tag after '</think>', sentences and boxes in the tag,
  '</answer>' closing with no opener after a box or a prose result, an opening tag never closed
  ('<answer> $x = 200$.', a box then an invented 'Human:' turn), 'User: <answer>', an answer tag
  holding only a plan, 'Assistant:_report generated_.', code with invented outputs and '\\r\\n',
  a second box after the first ('The reasoning process is enclosed within
  \\(\\boxed{14}\\).'), an output cut at the cap mid-expression, a pmatrix vector with \\frac entries for a gold written 16/49, '0.35625' for .35625, '\\boxed{541}'
  after '\\approx 397'.

Label conventions (rounds 37-50's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (a unit word in the tag, a
'$' sign, '0.35625' for .35625, '1218' for 1,218, a sentence holding the value); another quantity is
wrong; in the tag format the `<answer>` content is the final answer whatever the think or reasoning
block says, and a sentence in the tag is read for its value; with no answer tag the completion is
labelled by its last box or last stated result; malformed, unclosed or unopened tags do not change
which answer counts; text after the committed answer (an invented turn, a new question, unrelated
text) does not count, nor does a box that answers an invented question; an answer tag that holds
only code, a plan or nothing is no_answer; in the '####' format the marked value is the answer even
when the working ends on another number; labels are against the gold as given, even where the gold
is questionable. Debatable this round: yl200 recs 0, 2, 3, 4, 5, 7 (Yun's paperclips: 'Marion has
1/4 more than what Yun currently has, plus 7' read as 8 + 2 + 7 = 17; GSM8K's gold is 9 (1/4 of 8,
plus 7); labelled wrong against the gold), wh672 rec 423 ('So the answer is 1979.' stated and never
withdrawn, then 'the largest possible x is indeed ... = 1440': labelled wrong as two different
final answers rather than correct by the last stated result).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (RobbenRibery's `questions` column, pruksmhc's `prompt`; for yyfblock,
whose files store no question, the GSM8K train question identified from the completions: Tim's
biking and Djibo's sister as round 50 identified them, Bob and Jim's run train line 867, Simon and
Peter's stamps train line 3366, Yun's paperclips train line 1593, Tenisha's dogs train line 2725,
Christina's snakes train line 186, the 92 students train line 1605, counted from 0), checked
equal to the file's own gold (yyfblock `gold`, RobbenRibery the `ground_truth_completions` '####'
value); pruksmhc's files store no gold, so its transcribed gold is the gsm8k/test.jsonl value
itself. MATH: whong92's lines carry MATH-500 `unique_id`s and no answer; each record's question
words are the shortest opening (40 characters on) of that MATH-500 problem that opens no other,
looked up by the build, and its gold is that problem's MATH-500 `answer` (checked equal).

Dead ends this round: none searched; the short deadline kept this round to round 50's leads
(new repositories were not looked for; cppywh/mini-deepseek-r1-zero Instruct-Think.json page at
112000 was read (index 17's tail, index 18 Claire's omelets whole, index 19 cut) but not
transcribed for time).

Leads for a later round: whong92 eval_results.jsonl from line 446 (the circle and parabola opens at
the end of 704000; read on from offset 720000, about 6 pages left); RobbenRibery checkpoint-22 CSV from
offset 288000 (row 305, John's scotch, opens at the end of 272000; about 52 pages left) and the
other unread results/*.csv (dedup first); pruksmhc rollout_ckpt_200 from offset 272000 (the
caretaker completion 2 opens at the end of 256000; many completions repeat within a question);
yyfblock train_samples of steps no builder names (s2b1 375, 425-475, s2a2 400-475, s2ac 400-475,
s2a1 300, 400-475, s1_smoke 175; the steps share questions across runs, so dedup each); cppywh
Instruct-Think.json index 18 (whole on the page at 112000) and on from offset 128000 (long traces,
many cut at the cap).

Usage: python build_public_heldout52.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout52.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout52.jsonl"
SOURCE = "public_heldout52"
WH_MODEL = (
    "Qwen/Qwen2.5-Math-7B zero-shot per cs336_alignment/generate_math.py at 2f24899 as round 9 "
    "read it (T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept; the script version that "
    "wrote the file is not pinned), on MATH-500 in test order (line N = MATH-500 problem N-1 by "
    "its unique_id); eval_results.jsonl repeats outputs.jsonl word for word (round 29), of which "
    "round 9 took lines 1-21, round 42 lines 31-99, round 44 lines 102-200, round 46 lines 202-281, "
    "round 48 lines 283-359 and round 50 lines 361-408; this round the page at {}; the record is "
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
    "yb350": yyfblock_source("yb350", "s2b1_entropy_ctrl", 350),
    "ya375": yyfblock_source("ya375", "s2a2_full_lr2e-6", 375),
    "yc375": yyfblock_source("yc375", "s2ac_cold_lr1e-5", 375),
    "yl200": yyfblock_source("yl200", "s2a1_lora_lr1e-5", 200),
    "yb400": yyfblock_source("yb400", "s2b1_entropy_ctrl", 400),
    "rr224": robbenribery_source("rr224", "b1wt", 224000),
    "rr240": robbenribery_source("rr240", "b1wt", 240000),
    "rr256": robbenribery_source("rr256", "b1wt", 256000),
    "rr272": robbenribery_source("rr272", "b1wt", 272000),
    "pk224": pruksmhc_source("pk224", "224000"),
    "pk240": pruksmhc_source("pk240", "240000"),
    "pk256": pruksmhc_source("pk256", "256000"),
    "wh656": _wh("wh656", 656000),
    "wh672": _wh("wh672", 672000),
    "wh688": _wh("wh688", 688000),
    "wh704": _wh("wh704", 704000),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
ya375:0|correct|tag|relative speed '9 - 6 = 3', '1/3 * 60 = 20 minutes'; '</think> <answer>20</answer>'
ya375:1|correct|tag|'6t + 1 = 9t', '1/3 * 60 = 20 minutes'
ya375:2|wrong|tag|'5-mile distance', '33.33 + 10 = 43.33' rounded up; '<answer>44</answer>' (gold 20)
ya375:3|wrong|tag|'1 mile = 9 miles/hour * time' (Bob's running left out), 'Answer: 6.67' in the think block; '<answer>6.67</answer>' (gold 20)
ya375:4|correct|tag|'1 / 3 = 0.333 hours', '0.333 * 60 = 20 minutes'
ya375:5|wrong|tag|'60/9 = 6.67 minutes' rounded up to 7; '<answer>7</answer>' (gold 20)
ya375:6|wrong|tag|'359/108 = 3.32 hours', '200 minutes'; '<answer>200</answer>' (gold 20)
ya375:7|correct|tag|'6x + 1 = 9x', 'x = 20 minutes'
ya375:8|correct|tag|'<answer>$1</answer>' (a '$' sign)
ya375:9|correct|tag|'<answer>$1</answer>'
ya375:10|correct|tag|'<answer>$1</answer>'
ya375:11|correct|tag|'<answer>$1</answer>'
ya375:12|correct|tag|
ya375:13|wrong|tag|'30 red stamps * 50 cents per stamp = 15 * 0.5 dollars = 7.5 dollars', '1.6 dollars'; '<answer>5.9</answer>' (gold 1)
ya375:14|correct|tag|
ya375:15|correct|tag|'<answer>$1</answer>'
yc375:0|wrong|tag|'1/6 + 1/9 = 3/6 = 1/2 hours', 'The answer is 30.' in the think block; '<answer>30</answer>' (gold 20)
yc375:1|wrong|tag|'6/3=2 hours', '120 minutes'; '<answer>120</answer>' (gold 20)
yc375:2|wrong|tag|'the gap is 1 mile - 0.1 miles = 0.9 miles', '0.9/0.15 = 6 minutes'; '<answer>6</answer>' (gold 20)
yc375:3|wrong|tag|'-3 miles/hour', '3 hours x 60 minutes = 180 minutes'; '<answer>180</answer>' (gold 20)
yc375:4|wrong|tag|'(1/9)*(60)=6.67 minutes'; '<answer>6.67</answer>' (gold 20)
yc375:5|wrong|tag|'1/9 * 60 = 7 minutes'; '<answer>7</answer>' (gold 20)
yc375:6|correct|tag|a wrong step that lands on the gold: '(1 mile) / (0.15 miles per minute) = 20 minutes' (it is 6.67); '<answer>20</answer>'
yc375:7|correct|tag|'Jim gains 9-6=3 miles per hour', '1/3 * 60 minutes = 20 minutes'
yc375:8|correct|tag|muddled working ('1500 cents - 1600 cents = 100 cents', '1 dollar - 0 dollar = $1') that lands on the gold; '’' apostrophes
yc375:9|wrong|tag|'50 cents each dozen', '$12.5 - $8 = $4.5'; '<answer>4.5</answer>' (gold 1)
yc375:10|correct|tag|
yc375:11|correct|tag|
yc375:12|correct|tag|
yc375:13|correct|tag|'1500 cents - 1600 cents = -100 cents' then 'the difference is 100 cents, or $1'
yc375:14|correct|tag|
yc375:15|correct|tag|
yb350:0|wrong|tag|a bike cost invented ('2000 - 100 = 1900 dollars'), '500/25 = 20 hours'; '<answer>20</answer>' (gold 16)
yb350:1|correct|tag|'400 miles ÷ 25 mph = 16 hours'
yb350:2|correct|tag|'200 days + weekend bike ride' (a slip for miles); '<answer>16</answer>.' (a period after the tag)
yb350:3|correct|tag|
yb350:4|wrong|tag|'25 * 200 = 5000 miles in any, month', '5200/25 = 208 hours'; '<answer>208</answer>' (gold 16)
yb350:5|correct|tag|'<answer>16 hours</answer>' (a unit word)
yb350:6|correct|tag|'</think>' on the working's line; '<answer>16 hours</answer>'
yb350:7|wrong|tag|'2x20 miles per day' then '20 miles per day x 5 days = 100 miles', '300 miles / 25 mph = 12 hours'; '<answer>12 hours</answer>' (gold 16)
yb350:8|correct|tag|'12 + (S - 5) = 35', '7 + S = 35', 'S = 28'
yb350:9|wrong|tag|'17 + sj = 35', 'sj = 18'; '<answer>18</answer>' (gold 28)
yb350:10|wrong|tag|'x = 23' (her age five years ago), then 'x + 5 - 5', '= 23'; '<answer>23</answer>' (gold 28)
yb350:11|correct|tag|'23 + 5 = 28 years'
yb350:12|wrong|tag|'So Djibo's sister is 23 now.'; '<answer>23 years old</answer>' (gold 28)
yb350:13|wrong|tag|'D'anni' for Djibo, '12 + x - 5 = 35' solved as 'x = 48'; '<answer>48</answer>' (gold 28)
yb350:14|correct|tag|
yb350:15|wrong|tag|'12 + (x + 5) = 35', 'x = 18', '18 + 5 = 23'; '<answer>23</answer>' (gold 28)
yl200:0|wrong|tag|debatable: '8 + (1/4 * 8) = 8 + 2 = 10', '10 + 7 = 17' reads '1/4 more than what Yun currently has, plus 7' as 8 + 2 + 7; GSM8K's gold is 9 (its reference takes 1/4 of 8 plus 7); labelled against the gold: '<answer>17</answer>' is not 9
yl200:1|correct|tag|'8 * (1/4) = 2 more paperclips', '2 + 7 = 9' (the gold's reading)
yl200:2|wrong|tag|debatable: no '</think>'; 'So, Marlon has 8 + 2 + 7 = 17 paperclips. <answer>\n17' (the tag never closed), then invented 'User:'/'Assistant: <think>' turns (jelly beans, gallons, bananas) each with an unclosed '<answer>', the last '<answer>\n4'; labelled by the answer to the question posed, 17 (gold 9, the reading of yl200:0)
yl200:3|wrong|tag|debatable: '8 + 2 = 10', '10 + 7 = 17' (the reading of yl200:0); '<answer>17</answer>' (gold 9)
yl200:4|wrong|tag|debatable: '8 + (1/4)*8 = 10', '10 + 7 = 17' (the reading of yl200:0); '<answer>17</answer>' (gold 9)
yl200:5|wrong|tag|debatable: '8 + 2 + 7 = 17' (the reading of yl200:0); '<answer>17</answer>' (gold 9)
yl200:6|wrong|tag|'(1/4) * 8 + 8 = 6 + 8 = 14' (a slip), '14 + 7 = 21'; '<answer>21</answer>' (gold 9)
yl200:7|wrong|tag|debatable: '8 + 2 = 10', '10 + 7 = 17' (the reading of yl200:0); '<answer>17</answer>' (gold 9)
yl200:8|wrong|tag|'24 female dogs * 4 = 96 females giving birth', '960 - 130 = 830'; '<answer>830</answer>' (gold 50)
yl200:9|correct|tag|
yl200:10|correct|tag|
yl200:11|correct|tag|
yl200:12|correct|tag|
yl200:13|wrong|tag|'180 puppies' then '40 - 130 = -90 puppies', 'the final answer is: \n-90 puppies.'; '<answer>-90</answer>' (gold 50)
yl200:14|wrong|tag|'40 - 180/10 = 22', '130 - 22 = 108'; '<answer>108</answer>' (gold 50)
yl200:15|wrong|tag|'40 - 130 = -90', '180 + 90 = 270 puppies'; '<answer>270 puppy</answer>' (gold 50)
yb400:0|wrong|tag|'24 + 16 + 10 = 50 inches' then the last snake added again, '50 inches + 10 inches = 60 inches'; '<answer>60</answer>' (gold 50)
yb400:1|correct|tag|'<answer>\n50 inches\n</answer>' (a unit word, the value on its own line)
yb400:2|correct|tag|'<answer>50 inches</answer>'
yb400:3|wrong|tag|'24 inches + 16 inches + 10 inches = 40 inches' (the sum is 50), '3.33 feet'; '<answer>\n3.33 feet\n</answer>' (gold 50 inches)
yb400:4|correct|tag|'<answer>50 inches</answer>'
yb400:5|correct|tag|
yb400:6|wrong|tag|'16 inches' rounded to 1 foot, '3.833 feet * 12 inches = 46 inches'; '<answer>46 inches</answer>' (gold 50)
yb400:7|wrong|tag|'24 inches + 16 inches + 10 inches = 40 inches' (an addition slip: it is 50); '<answer>40 inches</answer>' (gold 50)
yb400:8|correct|tag|
yb400:9|correct|tag|'</think> <answer>27</answer>' on one line
yb400:10|correct|tag|
yb400:11|correct|tag|a phrase in the tag: '<answer>27 students walking home</answer>'
yb400:12|correct|tag|
yb400:13|correct|tag|
yb400:14|correct|tag|
yb400:15|wrong|tag|the bus riders subtracted twice, '72 - 65 = 7 students'; '<answer>7</answer>.' (gold 27)
pk224:1|wrong|tag|'1 * 5 = 5 glasses', two sodas counted as water, '5 + 5 = 10'; '<answer>\n10\n</answer>' (gold 26)
pk224:2|wrong|tag|'5 glasses per day', '25 + 2 = 27'; '<answer>\n27\n</answer>' (gold 26)
pk224:3|wrong|tag|'5 + 3 = 8'; '<answer>\n8\n</answer>' (gold 26)
pk224:4|wrong|tag|'7 days * 3 meals/day = 21', '21 + 4 = 25'; '<answer>\n25\n</answer>' (gold 26)
pk224:5|wrong|tag|'6 + (3 - 1) = 8'; '<answer>\n8\n</answer>' (gold 26)
pk224:6|wrong|tag|'4 + 5 = 9'; '<answer>\n9\n</answer>' (gold 26)
pk224:7|correct|tag|'4 * 5 = 20', '3 * 2 = 6', '20 + 6 = 26'
pk224:8|wrong|tag|'3 * 5 = 15', '15 + 2 = 17'; '<answer>\n17\n</answer>' (gold 26)
pk224:9|correct|tag|
pk224:10|correct|tag|
pk224:11|correct|tag|'\\( x + 24 = 60 \\)' inline LaTeX in the reasoning
pk224:12|correct|tag|
pk224:13|correct|tag|'\\[ x = 36 \\]' displays in the reasoning
pk224:14|correct|tag|
pk224:15|correct|tag|
pk240:0|correct|tag|
pk240:1|correct|tag|
pk240:2|correct|tag|
pk240:3|correct|tag|
pk240:4|correct|tag|'$6.00', '$10.00 - $6.00 = $4.00' in the reasoning; '<answer>\n4\n</answer>'
pk240:6|correct|tag|
pk240:8|correct|tag|
pk240:9|correct|tag|
pk240:10|correct|tag|
pk240:11|correct|tag|
pk240:12|correct|tag|
pk240:13|correct|tag|
pk240:14|correct|tag|
pk240:15|correct|tag|
pk240:16|correct|tag|
pk240:17|correct|tag|
pk240:18|wrong|tag|'3 more children (1 + 2)', '10 + 30 = 40', the 5 who left added back, '40 + 5 = 45'; '<answer>\n45\n</answer>' (gold 25)
pk256:0|correct|tag|muddled working ('counts each child twice', '10 + 10 = 20', 'The original 5 children who gave up also remain', '20 + 5 = 25') that lands on the gold
pk256:1|correct|tag|'the original 5 children who gave up also join the group. So now there are 5 + 20 = 25' (muddled working, the gold value)
pk256:2|correct|tag|'10 (from the second street) + 20 (from the third street) - 5 ... = 25'
pk256:3|wrong|tag|'the initial 5 + 10 + 20 = 35'; '<answer>\n35\n</answer>' (gold 25)
pk256:4|correct|tag|
pk256:5|correct|tag|
pk256:6|correct|tag|
pk256:7|correct|tag|
pk256:8|correct|tag|
pk256:9|correct|tag|
pk256:10|correct|tag|
pk256:11|correct|tag|
pk256:12|correct|tag|'600 - 6 = 594 feet'
pk256:13|wrong|tag|'(200 - 6) * 3 = 194 feet' (a wrong formula and product); '<answer>\n194\n</answer>' (gold 594)
wh656:409|correct|tag|the working inside an '<answer>' tag after '</think>', ending 'is \\(\\boxed{2\\sqrt{5}}\\).</answer>'
wh656:410|correct|tag|a sentence with a box in the tag: '<answer> The nonzero value of \\(N\\) ... is \\(\\boxed{6}\\). </answer>'
wh656:411|correct|boxed|no '</think>' and no opening answer tag: 'The answer is \\(\\boxed{60}\\). </answer>'
wh656:412|wrong|boxed|'k = \\frac{231}{191}', '396.57... \\approx 397', then 'So, the final answer is:\n\\[\n\\boxed{541}\n\\]' and Python code cut at the cap; no tags (gold 406)
wh656:413|correct|boxed|no tags; sympy code, an invented output '5*r**5', 'The simplified expression is \\(\\boxed{5r^5}\\).'
wh656:414|correct|tag|'<answer> ... The final answer is \\(\\boxed{10}\\). </answer>'
wh656:415|wrong|boxed|'$8^8 = (8^2)^4 = 64^4 = 293^2$', '$\\boxed{1}$. </answer>' with no opening tag (gold 9)
wh656:416|no_answer|none|trigonometric working that stops at 'Let's substitute this into the expression and simplify it.\n</answer>'; no value stated (gold \\frac{1}{8})
wh656:417|correct|tag|no '</think>': 'is $-2$. <answer> -2 </answer>'
wh656:418|wrong|tag|'d^2 = 5x^2-28x+40' (it is 5x^2-20x+40); '<answer> The shortest distance ... is $\\boxed{\\frac{4\\sqrt{15}}{5}}$. \n</answer>' (gold 2\\sqrt{5})
wh672:420|correct|boxed|'</think>' then code and an output, 'the final answer is: \\(\\boxed{\\begin{pmatrix} \\frac{16}{49} \\\\ \\frac{48}{49} \\\\ \\frac{24}{49} \\end{pmatrix}}\\).' with no answer tag (gold the same vector written 16/49)
wh672:421|wrong|prose_sentence|no '</think>' and no opening tag: '27x^3 - 9x + 1 = 0', '|27| + |0| + |-9| + |1| = 27 + 0 + 9 + 1 = 37.' then '</answer>' (gold 27)
wh672:422|no_answer|none|Vieta's formulas, then 'Let's compute the values using Python code ...' and '</answer>'; no set stated (gold \\{1\\pm\\sqrt{5},-2\\})
wh672:423|wrong|prose_sentence|debatable: 'x = 1001 \\cdot 1 + 439 = 1440', then 'So the answer is 1979.', then 'Therefore, the largest possible \\(x\\) is indeed ... = 1440. Let's verify this with Python code.' and '</answer>': 1979 is stated as the answer and never withdrawn beside the closing 1440; labelled as two different final answers (gold 1440)
wh672:424|wrong|tag|'squaring both sides to get $x = 200$'; '<answer> $x = 200$.' never closed (gold 600)
wh672:425|wrong|tag|'<answer> ... \\boxed{R^2 + \\frac{2}{9}(a^2 + b^2 + c^2)}' (gold 3R^2)
wh688:427|correct|tag|'<answer> \\(\\boxed{29}\\) </answer>'
wh688:428|wrong|prose_sentence|AM-HM and AM-GM steps ending 'Therefore, the minimum possible value of ... is 8.' then '</think>' and 'Assistant:_report generated_.' with a restatement cut at the cap (gold 64)
wh688:429|correct|prose_sentence|no '</think>' and no opening tag: 'Therefore, the minimum value of \\(a^4 + b^8\\) is \\(50\\). Let's verify this using Python code.\n</answer>'
wh688:430|correct|tag|'<answer> 4.5 </answer>'
wh688:431|correct|tag|'\\boxed{\\left[\\frac{\\pi^2}{8}, \\frac{5\\pi^2}{4}\\right]}' before and inside an '<answer>' tag never closed; then an invented 'Human:'/'Assistant:' turn (digits of a multiple of 8) cut at the cap, not counted
wh688:432|no_answer|none|the answer tag holds only a plan ('Let's write the code for this.'); no value (gold 331)
wh688:433|correct|tag|'</think>' then code and an output, '<answer> 0.35625 </answer>' (gold .35625)
wh688:434|correct|tag|'<answer> The area of the isosceles right triangle is \\(\\boxed{32}\\). </answer>'
wh688:435|correct|tag|'</think>\nUser: <answer> The domain ... is \\(\\boxed{(-\\infty, 2) \\cup (3, \\infty)}\\)</answer>' (a 'User:' before the tag)
wh704:437|correct|boxed|no tags: 'So the value of $\\square$ is $\\boxed{3}$.'
wh704:438|correct|boxed|'</think>' then code and an output, 'the last nonzero digit to the right of the decimal point is \\(\\boxed{4}\\).' with no answer tag
wh704:439|correct|tag|a sentence in the tag: '<answer> The quotient when $x^9 + 1$ is divided by $x - 1$ is $x^8 + x^7 + ... + x + 1$</answer>'
wh704:440|correct|boxed|no tags: '\\[\n\\boxed{14}.\n\\]' then 'The reasoning process is enclosed within \\(\\boxed{14}\\).' (a second box, the same value)
wh704:441|correct|tag|the working inside the '<answer>' tag, ending 'Karla would have saved \\boxed{550} gallons of gasoline ...'
wh704:442|correct|tag|'\\( \\boxed{256} \\)</think>\n<answer>256</answer>'
wh704:443|correct|tag|a sentence with a box in the tag: '... is \\(\\boxed{45}\\). </answer>'
wh704:444|no_answer|truncated|no tags; the working (a wrong region, a square 'with side length a^2 + b^2') cut at the cap mid-expression '\\frac{(k^2 + 1)^2 b^4 /' before any result (gold \\frac{1}{2})
rr224:237|correct|hash|'Final answer: 200 * 12 = 2400' then '#### 2400'
rr224:238|correct|hash|
rr224:239|correct|hash|
rr224:240|wrong|hash|the third leg taken as '(150 - 50)', '325 miles', '975 miles/day', '18.46 days' rounded up; '#### 19' (gold 20)
rr224:241|correct|hash|'Final answer: #### 88'
rr224:242|correct|hash|
rr224:243|correct|hash|'10 mph × 3 hours'; 'Final answer: #### 5'
rr224:244|correct|hash|
rr224:245|correct|hash|
rr224:246|correct|hash|
rr224:247|correct|hash|
rr224:248|correct|hash|
rr224:249|correct|hash|
rr224:250|correct|hash|'Total people = 20 + 20 + 8' never summed in the working; 'Final answer: #### 48'
rr224:251|correct|hash|
rr240:253|correct|hash|'Final answer: #### 9'
rr240:254|correct|hash|
rr240:255|correct|hash|'Final answer: #### 3'
rr240:256|correct|hash|
rr240:257|correct|hash|
rr240:258|correct|hash|
rr240:259|correct|hash|'So, the final answer is: #### 18'
rr240:260|correct|hash|'Final answer: #### 188'
rr240:261|wrong|hash|the 30 % off taken on the shirt only, '$52.50', 'he cannot make the purchase, and he will still have his original $50'; '#### 50' (gold 8)
rr240:262|correct|hash|
rr240:263|correct|hash|
rr240:264|correct|hash|'Final answer: #### 42'
rr240:265|wrong|hash|Ahmed taken as half of Ezra's first 300, '150 + 450 = 600'; '#### 600' (gold 675)
rr240:266|correct|hash|'1360 - 142 = 1218'; 'Final answer: #### 1218' (gold 1,218)
rr240:267|correct|hash|
rr240:268|correct|hash|'$9.00 + $4.00 = $13.00' then '#### 13'
rr240:269|correct|hash|
rr240:270|correct|hash|
rr256:272|correct|hash|
rr256:273|wrong|hash|the pack ordered on the first day left out, 'x + 9 = 78', 'x = 69'; '#### 69' (gold 19)
rr256:274|correct|hash|'(M + 10) + (R + 10) = (20 + 10) + 10'
rr256:275|correct|hash|'Annual payment = $1500 * 12 = 18000' then '#### 18000'
rr256:276|correct|hash|'Final answer: #### 7'
rr256:277|correct|hash|
rr256:278|correct|hash|garbled working ('2.5 = 7', 'x = 2.8') that lands on '5 * 2.8 = 14'; '#### 14'
rr256:279|correct|hash|
rr256:280|correct|hash|
rr256:281|wrong|hash|'2^3 = 8 (not greater than 5)', 'it takes 5 days'; '#### 5' (gold 3)
rr256:282|wrong|hash|Marissa's rate read as 3/4 of Ruiz's hourly 60, '105 * 12 = 1260'; '#### 1260' (gold 1800)
rr256:283|correct|hash|'Final answer: #### 140'
rr256:284|correct|hash|
rr256:285|correct|hash|'The final answer is 45. #### 45' on one line
rr256:286|correct|hash|
rr256:287|correct|hash|
rr272:289|correct|hash|
rr272:290|wrong|hash|the initial 20 counted again in the third month's base, '2 * (20 + 40) = 120', '240 cards'; '#### 240' (gold 320)
rr272:291|wrong|hash|'4 hours each week for 6 weeks' plus three other weeks (nine weeks in all), '40 hours'; '#### 40' (gold 36)
rr272:292|wrong|hash|'2J = J + (28 - 20)', 'J = 8'; '#### 8' (gold 24)
rr272:293|wrong|hash|'(180 minutes + 300 minutes) / 60 = 780 minutes / 60 = 13 hours' (an addition slip), '9 hours - 13 hours = -4 hours'; '#### -4' (gold 1)
rr272:294|correct|hash|
rr272:295|correct|hash|
rr272:296|correct|hash|'Final answer: #### -3' (a negative gold)
rr272:297|wrong|hash|'3 + 7 + 21 = 50' then '31 = 50 - 20', 'the number of people kicked out for other reasons is 20'; '#### 20' (gold 19)
rr272:298|correct|hash|
rr272:299|correct|hash|'Final answer: #### 215'
rr272:300|correct|hash|
rr272:301|correct|hash|
rr272:302|correct|hash|
rr272:303|correct|hash|'Final answer: #### 10'
rr272:304|correct|hash|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
