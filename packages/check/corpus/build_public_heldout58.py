__doc__ = r"""Build public_heldout58.jsonl: a 58th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (correct, format_ok, reward_scores, maj_1s, predicted,
parse_source and the like) were not used to label.

Method (round 56's, with whole pages pasted): model output committed to public GitHub
repositories, read through the public-code index (16,000-character pages). The helper pasted each
page's text exactly as the read_file answer displays it (the page text JSON-escaped once more)
into a scratch file, one file a page (pages/<short id>.txt); mk.py decoded that display form once
into the page text and checked its length against the page size read_file gave (16,000 for every
page read at an offset; the whole file's `total_chars` for the yyfblock files: 10158, 7390, 4195,
8434, 8277, 8510; 5525 for yc450, read and pasted but left out, below): all pages match to the
character. Each record's `r` was then cut out of the page text, never re-encoded or retyped: for
the JSON-lines and JSON files the completion's JSON string body as the file holds it (`enc` =
`json`, decoded once more by the build), for the RobbenRibery CSV file the CSV field's text as
Python's csv module reads it (`enc` = `text`; one field taken, rr432 row 460, holds inch marks
written "" in the file and read once). mk.py also refused any decoded completion holding a control
character other than newline, carriage return or tab (none did).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, rounds 1-56,
by script, dedup.py, reading no labels) and with the others of this round. Dropped: yl425 line 3
(rec 2, Mary's shirts: it repeats an earlier round's completion word for word) and 5 pruksmhc lines
that repeat another line of the same page (pk384 Adrianne's beads completion_idx 4 and 6 = idx 0;
pk400 the sports coaches idx 4 and 6 = idx 0, idx 5 = idx 1). None of the 247 kept repeats an
earlier round's completion and no two are equal (the yyfblock steps share questions: yb475, ya475,
yc475 and yl475 all ask the nuts and the airplane; no text is shared). A record is taken only when
its whole completion lies on a page read; no completion crossing a page edge was joined. Nothing
is shortened.

Not transcribed (read, but left out): yyfblock results/s2ac_cold_lr1e-5/train_samples_step450.jsonl
(yc450: read and pasted, 16 new completions, all right, on Ralph's tennis balls and Harry's sleep,
the questions of round 56's yb450/ya450; left out to keep yyfblock under 40 % of the round);
completions crossing a page edge, not joined: RobbenRibery rows 455 (Mia's chairs, tail at the top
of 432000), 475 (Jeff's glasses and plates, 432000/448000), 493 (the coffee mugs, 448000/464000),
512 (Skyler's hats: its completion ends on 464000 but its reference is cut, not taken) and 530
(John's car, cut by the end of 480000); pruksmhc ckpt_200 the lines cut by the page edges
(Micheal's bike completion 6 tail at the top of 384000; Russell's straw 5, 384000/400000; James's
Pokemon cards 0, 400000/416000; Felix's branches 2, 416000/432000; the four pizzas 4,
432000/448000; Finn's tadpoles 6, cut by the end of 448000); cppywh Instruct-Think.json index 25
(Marie's pizza boxes, cut by the end of 144000). wanpengxie/nanoR1Zero data/math_verify_test.json
(offset 0) was read: MATH problems with their answers and a chat prompt, no model output (a dead
end).

Repositories (247 records): yyfblock/grpo-math 95 (38.5 %; six train_samples files no earlier
builder names), pruksmhc/gsm8k_minimal_rl 78 (31.6 %; rollout_ckpt_200 pages 384000-448000),
RobbenRibery/rft-gsm8k 71 (28.7 %; the beta1(1) equation-with-text checkpoint-22 CSV, pages
432000-480000, rows 456-529 less 475, 493 and 512), cppywh/mini-deepseek-r1-zero 3 (1.2 %;
results/Instruct-Think.json indexes 22-24, page at 144000). Licences: no LICENSE file in the index
for any of the four (find_files path LICENSE, as earlier rounds found); `licence` per record.

Split: think_answer 173 (all GSM8K; 95 in the `<think>…</think><answer>…</answer>` shape of the
R1-style prompt (yyfblock), 78 in the `<reasoning>…</reasoning><answer>…</answer>` shape
(pruksmhc)), long_cot 74 (GSM8K: 71 '####' answers of a Phi-3.5-mini RFT checkpoint, 3 long
thinking-mode traces ending in boxes); GSM8K 247, MATH 0 (no MATH source with unread completions
was found in the time: whong92's MATH-500 file was read to its end by round 56). Truths: correct
205, wrong 41, no_answer 1 (think_answer 137 / 35 / 1, long_cot 68 / 6 / 0). Forms: tag 171, hash
71, boxed 3, prose_sentence 1, truncated 1. 1 debatable (rr480 rec 523).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2b1_entropy_ctrl/train_samples_step475.jsonl (yb475: the nuts in a bowl,
  the airplane's children), results/s2a2_full_lr2e-6/train_samples_step475.jsonl (ya475: the same
  two), results/s2ac_cold_lr1e-5/train_samples_step475.jsonl (yc475: the same two),
  results/s2a1_lora_lr1e-5/train_samples_step400.jsonl (yl400: Christina's snakes, the students
  walking home), .../step425.jsonl (yl425: Mary's shirts, the Willowton vampires) and
  .../step475.jsonl (yl475: the nuts, the airplane), each the whole file (one page, two questions x
  8 samples). Forms: '<answer>5</answer>' after '</think>' on its own line or on the same line
  ('</think> <answer>5</answer>'), unit words in the tag ('<answer>20 children</answer>',
  '<answer>5 nuts remain</answer>.'), spaces in the tag ('<answer> 20 </answer>'), a sentence or the
  working in the tag, '</think>' closed early with working outside the tags, a think block cut by
  the model's own ellipsis, two answer tags and a stray '<think>…</answer>' (the last tag counts),
  an invented question and 'Assistant:' turns after the committed answer, en dashes for minus.
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct after the repository's QLoRA
  rejection-sampling fine-tuning, the beta1(1) equation-with-text checkpoint 22; the repository's
  GSM8K prompt asking for a '####' line; long_cot; the repository's 90 % hold-out of GSM8K test,
  rows in the file's own order): the checkpoint-22 CSV pages at 432000 (rows 456-474 = rr432),
  448000 (rows 476-492 = rr448), 464000 (rows 494-511 = rr464) and 480000 (rows 513-529 = rr480).
  Forms: '#### N', 'Final answer: #### N', 'The final answer is: #### 12', 'So, the final answer
  is: #### 14', '#### 90000' after '$90,000' in the working, '#### 8.5' (a decimal), inch marks
  ('67"').
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoint 200; rollouts on GSM8K test, 8 a question; chat format;
  think_answer with '<reasoning>'/'<answer>' tags): rollout_ckpt_200_gsmk_qwen.jsonl pages at
  384000 (pk384: Micheal's bike 7, Adrianne's beads 0-7, Russell's straw 0-4), 400000 (pk400:
  Russell 6-7, the sports coaches 0-7, John's windows 0-7), 416000 (pk416: James's Pokemon cards
  1-7, Bill's well 0-7, Felix's branches 0-1), 432000 (pk432: Felix 3-7, Raymond's son 0-7, the
  four pizzas 0-3) and 448000 (pk448: the pizzas 5-7, the electric poles 0-7, Finn's tadpoles 0-5);
  record number = the complete record's place on the page (0 = the first complete line). Forms:
  '<answer>\nN\n</answer>', a fraction in the tag ('4/9'), an answer tag inside the reasoning
  ('<answer>2</answer> years ago') before the closing one, GSM8K calculator marks ('<<3*2=6>>6'),
  a completion that ends with no tag and a stated count, a completion cut at the cap mid-sentence.
* cppywh/mini-deepseek-r1-zero (the model the repository calls 'Instruct-Think', a thinking-mode
  instruct model with its own chat template, on the first 100 GSM8K test questions; long_cot):
  results/Instruct-Think.json page at 144000, indexes 22 (Billy's DVDs; its question opens on the
  page before: the question words are checked by the build against gsm8k/test.jsonl and the file's
  ground_truth), 23 (the candle) and 24 (Kyle's book). Forms: a long '<think>' trace with
  '**Final Answer**\n\\boxed{7}' inside it, then a summary ending in a display box; a box followed
  by a unit phrase ('\\boxed{8}\n$$\n\ncentimeters shorter.').

Label conventions (rounds 37-56's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (a unit word in the tag, a
'$' sign, '90000' for $90,000, a sentence holding the value); another quantity is wrong; in the tag
format the `<answer>` content is the final answer whatever the think or reasoning block says, and
a sentence or equation in the tag is read for its (final) value; with no answer tag the completion
is labelled by its last box or last stated result; malformed, unclosed or unopened tags do not
change which answer counts; text after the committed answer (an invented turn, a new question)
does not count; in the '####' format the marked value is the answer even when the working ends on
another number; labels are against the gold as given. Debatable this round: rr480 rec 523 (Mel's air
conditioner: the question's 'reduces the time ... by 5 hours a day' read as 5 hours saved gives
the completion's 135; the reference reads it as use brought down to 5 hours and gives 81; labelled
wrong against the gold as given, correct is arguable).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (RobbenRibery's `questions` column, pruksmhc's `prompt`, cppywh's
`question`; for yyfblock, whose files store no question, the GSM8K train question identified from
the completions: the nuts train line 661, the airplane train line 7386, Christina's snakes train
line 1605, the students train line 186, Mary's shirts train line 968, the vampires train line
884, counted from 0), checked equal to the
file's own gold (yyfblock `gold`, RobbenRibery the `ground_truth_completions` '####' value, cppywh
`ground_truth`); pruksmhc's files store no gold, so its transcribed gold is the gsm8k/test.jsonl
value itself.

Dead ends this round: wanpengxie/nanoR1Zero (found by a code search for R1-Zero MATH outputs:
data/math_verify_test.json holds problems and answers only); minhpham160603/tt_scale
results/MATH_results_QWEN4B.md (a list of predicted values, no completions; not read further);
find_string '"unique_id": "test/algebra/1", "response": "' and '\\boxed{\\frac{14}{3}}</answer>'
(none).

Leads for a later round: RobbenRibery checkpoint-22 CSV from offset 496000 (row 530, John's car,
opens at the end of 480000; about 39 pages left) and the other unread results/*.csv (dedup first);
pruksmhc rollout_ckpt_200 from offset 464000 (Finn's tadpoles completion 6 opens at the end of
448000; many completions repeat within a question); yyfblock train_samples: s2ac step 450 (read,
pasted as yc450, left out for the cap: usable as is) and any step no builder names; cppywh
Instruct-Think.json from offset 160000 (index 25 opens at the end of 144000; long traces, many cut
at the cap).

Usage: python build_public_heldout58.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout58.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    pruksmhc_source,
    robbenribery_source,
    yyfblock_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout58.jsonl"
SOURCE = "public_heldout58"
# --- cppywh/mini-deepseek-r1-zero: 'Instruct-Think' on the first 100 GSM8K test questions -------
CY, CYC = "cppywh/mini-deepseek-r1-zero", "53bedfc33a90d0c92a0cf02bcaf7bdcc5ca3a3d6"
CY_LICENCE = (
    "none found (public GitHub repository, no LICENSE file in the index; the README says only that "
    "it claims no ownership of third-party models, data or course content)"
)
CY_INSTRUCT = (
    "the model the repository calls 'Instruct-Think' (an instruct model run in thinking mode with "
    "its own chat template; results/Instruct-Think.json, 44 of 100 responses cut at the cap; its "
    "model id is not named in the file), evaluated by the repository on the first 100 GSM8K test "
    "questions in order (results/protocol.json: greedy decoding, bfloat16, 2048 new tokens; this "
    "round index {}, page at {}); the record is one `details` entry's response"
)
CY_CHAT_PROMPT = (
    "the model's own chat template with the GSM8K question (README: 'Distill和Instruct用各自chat"
    "模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)


CY_PAGE = {
    "ci144": ("ci144-instruct-think-gsm8k", CY, "results/Instruct-Think.json", CYC,
              CY_INSTRUCT.format("22-24", "144000"), CY_CHAT_PROMPT, "long_cot", "gsm8k",
              "ground_truth", CY_LICENCE),
}  # fmt: skip

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "yb475": yyfblock_source("yb475", "s2b1_entropy_ctrl", 475),
    "ya475": yyfblock_source("ya475", "s2a2_full_lr2e-6", 475),
    "yc475": yyfblock_source("yc475", "s2ac_cold_lr1e-5", 475),
    "yl400": yyfblock_source("yl400", "s2a1_lora_lr1e-5", 400),
    "yl425": yyfblock_source("yl425", "s2a1_lora_lr1e-5", 425),
    "yl475": yyfblock_source("yl475", "s2a1_lora_lr1e-5", 475),
    "rr432": robbenribery_source("rr432", "b1wt", 432000),
    "rr448": robbenribery_source("rr448", "b1wt", 448000),
    "rr464": robbenribery_source("rr464", "b1wt", 464000),
    "rr480": robbenribery_source("rr480", "b1wt", 480000),
    "pk384": pruksmhc_source("pk384", "384000"),
    "pk400": pruksmhc_source("pk400", "400000"),
    "pk416": pruksmhc_source("pk416", "416000"),
    "pk432": pruksmhc_source("pk432", "432000"),
    "pk448": pruksmhc_source("pk448", "448000"),
    **CY_PAGE,
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
yb475:0|correct|tag|
yb475:1|correct|tag|
yb475:2|wrong|tag|the think block breaks off mid-word with an ellipsis ('multiply the total number of n...') and gives no value; '<answer>\n15\n</answer>' (gold 5)
yb475:3|correct|tag|'<answer>5 nuts remain</answer>.' (unit words in the tag, a full stop after it)
yb475:4|correct|tag|a muddled plan only ('dividing 30 by 6 to get 5/6 of the total', 'Multiply the result by 5'), no value worked; '<answer>5 nuts</answer>'
yb475:5|correct|tag|
yb475:6|correct|tag|'<answer>5 nuts</answer>'
yb475:7|correct|tag|misnumbered steps ('and 3. To find the remaining nuts')
yb475:8|correct|tag|'<answer>20 children</answer>'
yb475:9|correct|tag|
yb475:10|correct|tag|
yb475:11|correct|tag|'<answer>\n20\n</answer>'
yb475:12|wrong|tag|'there are 40 men and 40 women', '80 total passengers - 40 men - 40 women = 40 children'; '<answer>40</answer>' (gold 20), then an invented question (an Easter egg's diameter, '<answer>0.000003m</answer>') and another (247 passengers to Madrid) with 'Assistant:\n<think>' turns, cut at the cap; the text after the committed answer does not count
yb475:13|correct|tag|LaTeX in the think block ('\\( M = W \\implies W = 30 \\)', 'N_c = 20')
yb475:14|correct|tag|'<answer>20 children</answer>'
yb475:15|wrong|tag|'there must be 40 men (80 / 2 = 40)', '80 - 40 = 40 children'; '<answer>40</answer>' (gold 20)
ya475:0|correct|tag|'</think> <answer>5</answer>' on one line
ya475:1|correct|tag|
ya475:2|correct|tag|
ya475:3|correct|tag|
ya475:4|correct|tag|'(5/6) * (30) = 5 * 5 = 25'
ya475:5|correct|tag|
ya475:6|correct|tag|
ya475:7|correct|tag|
ya475:8|wrong|tag|'Let the number of men and women be \\(2x\\)', '\\(2x = 30\\)', '15 men and 15 women', '\\(80 - 30 = 50\\)'; '<answer>50</answer>' (gold 20)
ya475:9|correct|tag|
ya475:10|correct|tag|'<answer> 20 </answer>' (spaces in the tag)
ya475:11|correct|tag|
ya475:12|correct|tag|
ya475:13|correct|tag|
ya475:14|correct|tag|
ya475:15|correct|tag|
yc475:0|correct|tag|
yc475:1|correct|tag|
yc475:2|correct|tag|'1 - 5/6 = 1/6 of the nuts left', '30 * 1/6 = 5'
yc475:3|correct|tag|
yc475:4|correct|tag|
yc475:5|correct|tag|
yc475:6|correct|tag|
yc475:7|correct|tag|
yc475:8|correct|tag|
yc475:9|correct|tag|
yc475:10|wrong|tag|'there are 30/2 = 15 women', '15 + 30 = 45', '80 - 45 = 35'; '<answer>35</answer>' (gold 20)
yc475:11|correct|tag|en dashes for minus: '80 – 30 – 30 = 20 children'
yc475:12|correct|tag|
yc475:13|correct|tag|
yc475:14|correct|tag|
yc475:15|correct|tag|
yl400:0|correct|tag|'<answer>50 inches</answer>' (a unit word)
yl400:1|correct|tag|
yl400:2|correct|tag|
yl400:3|wrong|tag|the lengths converted to feet and compared, 'it is the average combined length of all the snakes'; '<answer>1.33</answer>' (gold 50)
yl400:4|wrong|tag|'2 feet (inches) + 2 feet (inches) = 4 feet (inches)', '4 x 12 = 48 inches', '48 inches + 16 inches + 10 inches = 74 inches'; '<answer>74 inches</answer>' (gold 50)
yl400:5|correct|tag|
yl400:6|correct|tag|the think block stops at the three lengths; after '</think>' the sum '= 50 inches.' outside the tags, then '<answer> 50 </answer>'
yl400:7|correct|tag|a sentence with the working in the tag: '<answer>\nTo find the total length of all snakes in inches, we add the lengths together: 24 inches + 16 inches + 10 inches = 50 inches.\n</answer>'
yl400:8|correct|tag|
yl400:9|correct|tag|
yl400:10|correct|tag|
yl400:11|correct|tag|
yl400:12|correct|tag|
yl400:13|correct|tag|
yl400:14|correct|tag|'So, 45 students on bikes are 72 - 45 = 27 students walking home.'
yl400:15|correct|tag|
yl425:0|correct|tag|
yl425:1|correct|tag|
yl425:3|correct|tag|'62 - 13 - 12 = 37 shirts left'
yl425:4|correct|tag|
yl425:5|correct|tag|
yl425:6|correct|tag|
yl425:7|correct|tag|
yl425:8|correct|tag|
yl425:9|wrong|tag|'the number of vampires triple', '2*3 = 6 vampires', '6+30 = 36 vampires'; '<answer>36</answer>' (gold 72)
yl425:10|correct|tag|
yl425:11|wrong|tag|'On the second night, there are still 2 vampires', '12 + 10 = 22'; '<answer>22</answer>' (gold 72)
yl425:12|correct|tag|
yl425:13|correct|tag|
yl425:14|wrong|tag|'each of the 10 vampires from the first night turns 5 more', '12 + 50 = 62'; '<answer>62</answer>' (gold 72)
yl425:15|correct|tag|
yl475:0|correct|tag|'</think>' closed early, the working after it outside the tags, then a sentence in the tag: '<answer>\nThe number of nuts left in the bowl is 5.\n</answer>'
yl475:1|correct|tag|
yl475:2|correct|tag|
yl475:3|correct|tag|'FINAL ANSWER: There are 5 nuts left.' in the think block; '<answer>5</answer>'
yl475:4|wrong|tag|a plan only in the think block, then '<answer>5/6 * 30 = 15 nuts eaten</answer>', a stray '<think>So, 30 - 15 nuts = 15 nuts left</answer>' and a last '<answer>There are 15 nuts left</answer>': the last answer counts (gold 5)
yl475:5|correct|tag|LaTeX in the think block ('\\frac{5}{6} \\times 30 = 25')
yl475:6|correct|tag|
yl475:7|correct|tag|'<answer>5 nuts</answer>'
yl475:8|correct|tag|
yl475:9|correct|tag|
yl475:10|correct|tag|
yl475:11|correct|tag|
yl475:12|wrong|tag|'40 men and 40 women', '80 - 40 - 40 = 0 children'; '<answer>0</answer>' (gold 20)
yl475:13|correct|tag|muddled working that lands on the gold: '40 men and 40 women', '= 0 children', 'This contradiction shows', then '80 passengers - 40 men - 30 men = 20 children'; '<answer>20</answer>'
yl475:14|correct|tag|
yl475:15|correct|tag|
rr432:456|wrong|hash|the exiting cars subtracted from the later cars, 'x + 20 - 5 = 30', 'x = 15'; '#### 15' (gold 5)
rr432:457|correct|hash|
rr432:458|correct|hash|
rr432:459|correct|hash|
rr432:460|correct|hash|inch marks as doubled quotes in the CSV field, read once: 'J = 67"', 'So, Jackie was 67" tall before summer.'; '#### 67'
rr432:461|correct|hash|
rr432:462|correct|hash|'Final answer: #### 8'
rr432:463|correct|hash|'Final answer: #### 1'
rr432:464|correct|hash|'Final answer: #### 4'
rr432:465|correct|hash|
rr432:466|correct|hash|'W = $80'; '#### 80'
rr432:467|correct|hash|
rr432:468|correct|hash|
rr432:469|correct|hash|
rr432:470|correct|hash|'8P = $12.00', 'The final answer is: #### 12'
rr432:471|correct|hash|
rr432:472|correct|hash|
rr432:473|correct|hash|'Final answer: #### 2'
rr432:474|correct|hash|
rr448:476|correct|hash|'Final answer: #### 5'
rr448:477|correct|hash|'$15.'; '#### 15'
rr448:478|correct|hash|
rr448:479|correct|hash|'Final answer: #### 84'
rr448:480|correct|hash|
rr448:481|correct|hash|
rr448:482|correct|hash|
rr448:483|correct|hash|
rr448:484|correct|hash|
rr448:485|correct|hash|'Final answer: #### 17'
rr448:486|correct|hash|
rr448:487|correct|hash|
rr448:488|correct|hash|
rr448:489|correct|hash|'So, the house cost $90,000.'; '#### 90000'
rr448:490|correct|hash|'So, the final answer is: #### 14'
rr448:491|correct|hash|'Final answer: #### 12'
rr448:492|correct|hash|
rr464:494|correct|hash|
rr464:495|correct|hash|
rr464:496|correct|hash|
rr464:497|wrong|hash|the tip split along with the bill, '$60 / 2 = $30'; 'Final answer: #### 30' (gold 35)
rr464:498|correct|hash|
rr464:499|correct|hash|'Final answer: #### 13'
rr464:500|correct|hash|
rr464:501|wrong|hash|the main phone's $20 taken as the whole plan, '2x + 4x = $20', 'x = $3.33', '= $20.00'; '#### 20' (gold 60)
rr464:502|correct|hash|'Final answer: #### 5'
rr464:503|wrong|hash|'4 (Science) + 20 (Social Studies) + 7 (History) + 8 (Geography) = 49 pages' (the sum is 39), '34 pages / 4 days = 8.5'; 'Final answer: #### 8.5' (gold 6)
rr464:504|correct|hash|
rr464:505|correct|hash|
rr464:506|correct|hash|'Final answer: #### 44'
rr464:507|correct|hash|'Final answer: #### 72'
rr464:508|correct|hash|
rr464:509|correct|hash|
rr464:510|correct|hash|
rr464:511|correct|hash|
rr480:513|correct|hash|
rr480:514|correct|hash|'Final answer: #### 50'
rr480:515|correct|hash|'The final answer is: #### 35'
rr480:516|correct|hash|'4 * 4 = $16.00.'; 'Final answer: #### 16'
rr480:517|correct|hash|
rr480:518|correct|hash|'Final answer: #### 70'
rr480:519|correct|hash|'Final answer: #### 1375'
rr480:520|correct|hash|
rr480:521|correct|hash|
rr480:522|correct|hash|
rr480:523|wrong|hash|debatable: the saving read as 5 hours of use a day, '7.2 kWh - 2.7 kWh = 4.5 kWh', '4.5 kWh/day * 30 days = 135 kWh'; '#### 135' (gold 81: the reference reads the cut as use brought down to 5 hours, saving 3 hours a day); labelled against the gold as given, correct is arguable
rr480:524|wrong|hash|the first 20 minutes of heating left out of the warm-up, '20 + 8 = 28 minutes', '28 + 23 = 51 minutes'; 'Final answer: #### 51' (gold 91)
rr480:525|correct|hash|
rr480:526|correct|hash|
rr480:527|correct|hash|
rr480:528|correct|hash|
rr480:529|correct|hash|
pk384:0|wrong|tag|one week of each schedule only, '5 * 25 = 125 kilometers', '2 * 60 = 120 kilometers', '125 + 120 = 245'; '<answer>\n245\n</answer>' (gold 860)
pk384:1|correct|tag|
pk384:2|correct|tag|
pk384:3|correct|tag|
pk384:4|correct|tag|
pk384:6|correct|tag|
pk384:8|correct|tag|
pk384:9|wrong|prose_sentence|no '<answer>' tag and no '</reasoning>': '10 cages with 10 hamsters each', '160 - 500 = -340 straws', '160 / 6 = 26.67 rats', 'we round down', last line 'So, there are 26 rats in total.' (gold 5)
pk384:10|correct|tag|
pk384:11|wrong|tag|'10 cages with 3 rats each', '(80/3) / 30 = R', 'R = 4/9', 'it seems impossible to determine'; a fraction in the tag: '<answer>\n4/9\n</answer>' (gold 5)
pk384:12|correct|tag|
pk384:13|no_answer|truncated|'the number of rabbits is 110 / 20 = 5.5', '160 / 6 = 26.67', then cut mid-sentence ('we can conclude that there are 27 rats (since') with no answer tag and no number of rats a cage
pk400:0|correct|tag|
pk400:1|wrong|tag|the rabbits' straw left out, '160 - 50 = 110', '110 / 6 = 18.33', '18 rats in total', '18 / 3 = 6'; '<answer>\n6\n</answer>' (gold 5)
pk400:2|correct|tag|
pk400:3|correct|tag|
pk400:4|correct|tag|
pk400:5|correct|tag|
pk400:9|correct|tag|
pk400:10|correct|tag|
pk400:11|correct|tag|
pk400:12|correct|tag|
pk400:13|correct|tag|GSM8K calculator marks in the reasoning ('<<3*2=6>>6', '<<10*2=20>>20')
pk400:14|wrong|tag|the extra windows doubled twice, '4 * 2 = 8 additional windows per house', '8 * 2 = 16', '12 + 16 = 28'; '<answer>\n28\n</answer>' (gold 20)
pk400:15|correct|tag|
pk400:16|correct|tag|
pk400:17|correct|tag|
pk416:0|correct|tag|'33.33%, which rounds to 33.'
pk416:1|correct|tag|
pk416:2|correct|tag|
pk416:3|wrong|tag|the card total left unchanged, '30 + 20 + 40 = 90', '32/90 * 100 = 35.6%'; '<answer>\n36\n</answer>' (gold 33)
pk416:4|correct|tag|
pk416:5|correct|tag|
pk416:6|wrong|tag|the new grass cards left out, '30 + 20 + 32 = 82 cards', '32/82 * 100% = 39.76%'; '<answer>\n40\n</answer>' (gold 33)
pk416:7|correct|tag|
pk416:8|correct|tag|
pk416:9|correct|tag|
pk416:10|correct|tag|
pk416:11|correct|tag|a stray line 'In total, Bill digs 4+2 = 6 feet per hour.' before the right times
pk416:12|correct|tag|
pk416:13|correct|tag|
pk416:14|correct|tag|
pk416:15|wrong|tag|'$105 / 7 days = $15 per day', '$15 * $0.25 per branch = 3.75 branches per day', 'we round down'; '<answer>\n3\n</answer>' (gold 60)
pk416:16|wrong|tag|'(105 / 7) * 0.25 = 3.9 branches per day' (it is 3.75), rounded; '<answer>\n4\n</answer>' (gold 60)
pk432:0|correct|tag|
pk432:1|correct|tag|
pk432:2|correct|tag|
pk432:3|correct|tag|
pk432:4|correct|tag|
pk432:5|wrong|tag|'31 - 3 = 28', 'he is 28 + 6 = 34', '23 - 34 = -11 years ago', 'the correct answer cannot be provided'; '<answer>\n0\n</answer>' (gold 14)
pk432:6|wrong|tag|Raymond taken as younger, '31 - 6 = 25', '23 - 25 = -2', 'born 2 years ago'; '<answer>\n2\n</answer>' (gold 14)
pk432:7|wrong|tag|'31 - 6 = 25', '23 - 25 = -2 years ago', an answer tag inside the reasoning ('Raymonds son was born <answer>2</answer> years ago.') and '<answer>\n2\n</answer>' after it (gold 14)
pk432:8|correct|tag|muddled working that lands on the gold: '31 - 3 = 28', 'he is 28 + 6 = 34', 'when Raymond was 23 - 6 = 17 years old', '31 - 17 = 14 years ago'
pk432:9|wrong|tag|'23 - (31 - 23) = 23 - 8 = 15 years ago'; '<answer>\n15\n</answer>' (gold 14)
pk432:10|wrong|tag|'he is 31 - 6 = 25', '23 - 25 = -2 years ago (which means it happened 2 years ago)'; '<answer>\n2\n</answer>' (gold 14)
pk432:11|wrong|tag|'31 - 29 = 2 years since her son was born', '23 + (31 - 2) = 52', '52 - 29 = 23 years ago'; '<answer>\n23\n</answer>' (gold 14)
pk432:12|wrong|tag|'31 - 20 = 11 years since her son was born', '23 - 11 = 12 years ago'; '<answer>\n12\n</answer>' (gold 14)
pk432:13|correct|tag|
pk432:14|correct|tag|'2x = 30' set for the other pizzas, then '64 - 30 = 34', '34 / 2 = 17'
pk432:15|wrong|tag|the two pizzas read as $30 each, '30 + 30 = 60', '64 - 60 = 4', '4 / 2 = 2'; '<answer>\n2\n</answer>' (gold 17)
pk432:16|wrong|tag|'Two of the pizzas cost $30 each', '$64 - $60 = $4', '$4 / 2 = $2'; '<answer>\n2\n</answer>' (gold 17)
pk448:0|wrong|tag|the two pizzas read as $30 each, '2 * 30 = 60', '64 - 60 = 4', '4 / 2 = 2'; '<answer>\n2\n</answer>' (gold 17)
pk448:1|wrong|tag|'Two pizzas cost $30 each', '$64 - $60 = $4', '$4 / 2 = $2'; '<answer>\n2\n</answer>' (gold 17)
pk448:2|wrong|tag|'The total cost of the two pizzas that cost $30 is $60', '$4 / 2 = $2'; '<answer>\n2\n</answer>' (gold 17)
pk448:3|correct|tag|
pk448:4|correct|tag|
pk448:5|correct|tag|
pk448:6|correct|tag|
pk448:7|correct|tag|
pk448:8|correct|tag|
pk448:9|correct|tag|
pk448:10|correct|tag|
pk448:11|correct|tag|
pk448:12|wrong|tag|the tadpoles coming out of hiding subtracted, '11 - 6 = 5', '5 - 2 = 3'; '<answer>\n3\n</answer>' (gold 15)
pk448:13|correct|tag|
pk448:14|wrong|tag|'so there are now 11 - 5 = 6 tadpoles left in the water', '6 - 2 = 4'; '<answer>\n4\n</answer>' (gold 15)
pk448:15|correct|tag|
pk448:16|correct|tag|
ci144:22|correct|boxed|a long '<think>' trace re-checking '3 + 4 + 0 = 7' many times, '**Final Answer**\n\\boxed{7}' inside it, then a worked summary with display math ending '### Final Answer\n\n$$\n\\boxed{7}\n$$'
ci144:23|correct|boxed|'\\boxed{8}' inside the think block; the summary ends '$$\n\\boxed{8}\n$$\n\ncentimeters shorter.' (a unit phrase after the box)
ci144:24|correct|boxed|'The original price of the book was \\boxed{26}.' inside the think block; the summary ends '### Final Answer\n\n$$\n\\boxed{26}\n$$'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
