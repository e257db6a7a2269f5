__doc__ = r"""Build public_heldout48.jsonl: a 48th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward_fn_output format_reward / answer_reward / reward,
reward_scores, correct, format_ok, maj_1s, predicted, fallback_prediction, parse_source and the
like) were not used to label.

Method (rounds 42-46's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. For the JSON-lines and JSON files `r` is the record's text at file level and `enc` = `json`
(the file's JSON string, decoded once more by the build); for the RobbenRibery/rft-gsm8k CSV file
(sources rr*) `r` is the CSV field's text itself and `enc` = `text` (no field taken holds a double
quote; mk.py refuses one). The helper pasted each completion's string as the read_file answer
displays it (the page text JSON-escaped once more) into scratch files (one record a line: source,
record number, key, file gold, question opening and the display string, separated by ' ||| '; a
leading space of the completion kept), and mk.py decoded that display form once into the
file-level string (`r`) and checked that `r` decodes; nothing was re-encoded or retyped from a
decoded form. For whong92 (wh*), whose file stores neither question nor answer, mk.py takes the
gold and the question opening from MATH-500 by the line's unique_id (and checks the record number
is that problem's MATH-500 index).

Transcription checks (all exact after one fix): the six yyfblock files, rebuilt line by line from
the transcribed texts and golds (lencheck.py; the one-digit 'correct' / 'format_ok' fields are
one character either way), have exactly the page's `total_chars` (10780, 11914, 6101, 8446,
8824, 6295); the first check of yd300 came out 10 characters short (line 16's 'the total number
of words' had been pasted as 'the total words'), found by reading the file again at the computed
line offsets, and fixed. The three pruksmhc pages, rebuilt from the transcribed completions, the
GSM8K question (the file's prompt) and the fixed JSON scaffolding (26-character timestamps, reward
values as shown; repeated completions rebuilt from their kept twin), end exactly at the page
edges 144000, 160000 and 176000 (pkcheck.py). Three whong92 pages were checked by reading the file
again at the offset the transcription predicts for the line after the page's last whole record
(page start + the page's opening tail, typed only to count it + every whole line rebuilt from `r`
and its unique_id): 446462 (page 432000), 493708 (page 480000) and 526753 (page 512000) each open
exactly on 'nique_id":"test/...json"}}' + a new line (whcheck.py). The other pages (whong92
448000, 464000, 496000, 528000, 544000, 560000; the RobbenRibery CSV pages; cppywh 80000) were
not length-checked. Every completion kept was compared (whitespace-normalised) with every
completion of the earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl,
47 files by the end, round 47 included, by script, dedup.py): none repeats an earlier round's
completion, and no two completions kept in this round are equal; RobbenRibery rows were also
phrase-checked against earlier completions first (seen.py: no repeats; four short phrases matched
other models' texts only). A record is taken only when its whole completion lies on the pages
read; no completion crossing a page edge was joined. One record whose opening fields lie on an
earlier page read this round and whose completion lies wholly on the page was taken as read:
wh560 rec 351 (precalculus/826, its line opens at the end of 544000). Nothing is shortened.

Not transcribed (read, but left out): completions crossing a page edge, not joined: whong92
eval_results.jsonl lines 282 (prealgebra/260, tail at the top of 432000), 289 (precalculus/1172,
432000/448000), 296 (precalculus/1201, 448000/464000), 303 (prealgebra/465, 464000/480000), 309
(geometry/711, 480000/496000), 322 (prealgebra/954, 496000/512000), 332 (algebra/509,
512000/528000), 342 (algebra/858, 528000/544000) and the line after 359 (cut by the end of the
page at 560000); RobbenRibery checkpoint-22 rows 84 (Sam's bakery, 64000/80000), 99 (crocodile,
80000/96000), 116 (advertising, 96000/112000), 132 (Tom's getaway, 112000/128000), 149
(Brittany, 128000/144000) and 166 (Stanley, cut by the end of 144000); pruksmhc ckpt_200 movie
ticket completion 5 (112000/128000; round 46's lead) and advertising completion 6 (cut by the end
of 176000); cppywh Instruct-Think.json index 12 (64000/80000) and index 15 (cut by the end of
96000). Repeats within the round (the same text word for word as a kept completion): pruksmhc
Liam completion 5 (= 4), John completions 1-7 (= 0), advertising completion 4 (= 1).

Repositories (292 records): yyfblock/grpo-math 96 (32.9 %; six train_samples files no earlier
builder names), RobbenRibery/rft-gsm8k 77 (26.4 %; the beta1(1) equation-with-text checkpoint-22
CSV, pages 80000-144000, rows 85-165), whong92/assignment5-alignment 70 (24.0 %; eval_results.jsonl
lines 283-359, pages 432000-560000), pruksmhc/gsm8k_minimal_rl 47 (16.1 %; rollout_ckpt_200
pages 128000-160000), cppywh/mini-deepseek-r1-zero 2 (0.7 %; Instruct-Think.json indices 13-14).
Licences: no LICENSE file was found in the index for any of the five (as rounds 40-46 found);
`licence` per record.

Split: think_answer 213 (GSM8K 143, MATH 70; 166 in the `<think>…</think><answer>…</answer>`
shape of the R1-Zero prompt (whong92 70, yyfblock 96), 47 in the `<reasoning>…</reasoning>
<answer>…</answer>` shape (pruksmhc)), long_cot 79 (GSM8K 79: 77 '####' answers from a
Phi-3.5-mini RFT checkpoint, 2 reasoning traces of the 'Instruct-Think' thinking-mode model);
GSM8K 222, MATH 70 (24.0 %). Truths: correct 193, wrong 92, no_answer 7 (GSM8K 145 / 76 / 1, MATH
48 / 16 / 6; think_answer 122 / 84 / 7, long_cot 71 / 8 / 0). Forms: tag 182, hash 77, boxed 19,
prose_sentence 7, truncated 4, none 3. 4 debatable (ci80 rec 13; wh448 rec 293; wh528 rec 333;
ys125 rec 11).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* whong92/assignment5-alignment (Qwen/Qwen2.5-Math-7B zero-shot with the R1-Zero prompt on MATH-500
  in test order; think_answer; MATH): eval_results.jsonl pages at 432000 (lines 283-288 = wh432),
  448000 (290-295 = wh448), 464000 (297-302 = wh464), 480000 (304-308 = wh480), 496000 (310-321 =
  wh496), 512000 (323-331 = wh512), 528000 (333-341 = wh528), 544000 (343-351 = wh544) and 560000
  (352-359 = wh560); record number = MATH-500 index = line - 1. Forms: '<answer> 14 </answer>',
  sentences and boxes in the tag, 'The answer is <answer>49</answer>' with no '</think>', two
  openers ('<answer>898' never closed; a working tag then '<answer> $3$'), unclosed tags holding
  code and a box, closing '</answer>' with no opener after a prose result, '[]s <answer>',
  '<p>'/'<ol>'/'<code class=...>' HTML and '<p-pt>\r\n</answer>', no tags with a last box after
  invented ```output``` blocks, invented 'Human:'/'User:' turns with their own boxes, answer tags
  holding only a plan ('</think>\n\n</answer>'), '\boxed{\text{No solution}}', '(5, \infty)',
  '4343_6', '$2k$', 'Circle', '40 inches per second', '\r\n' in code, unclosed '$$'.
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct after the repository's QLoRA
  rejection-sampling fine-tuning, the beta1(1) equation-with-text checkpoint 22; the repository's
  GSM8K prompt asking for a '####' line; long_cot; the repository's 90 % hold-out of GSM8K test,
  rows in the file's own order): results/models-[beta1(1)-equation-with-text]-[attn-ffn]-[16r-
  12alpha]-[lr1e-03-gradacum1]-[componly]-[rftdataonly]-qlora_rft_747instances-checkpoint-22_.csv
  pages at 80000 (rows 85-98 = rr80), 96000 (100-115 = rr96), 112000 (117-131 = rr112), 128000
  (133-148 = rr128) and 144000 (150-165 = rr144). Forms: '#### N', 'Final answer: #### N', '= 60%.'
  then '#### 60', '$43,500' then '#### 43500', '= 10 cents.' then '#### 10', 'there is no solution
  to this problem' then '#### 0', '≈ 4.2857' rounded to '#### 4', '×', '÷', '≈'.
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2b1_entropy_ctrl/train_samples_step300.jsonl (yd300: Eliza's rings, Tom's
  typing), results/s2a2_full_lr2e-6/train_samples_step225.jsonl (ya225: Anika and Maddie, Matt's key
  chains), results/s2ac_cold_lr1e-5/train_samples_step225.jsonl (yc225: the same two questions),
  results/s2a1_lora_lr1e-5/train_samples_step175.jsonl (yl175: John's simple interest, Jewel's
  magazines), results/s1_smoke_1.5b/train_samples_step125.jsonl (ys125: James's sales, Maddy's
  eggs), results/s2ac_cold_lr1e-5/train_samples_step275.jsonl (yc275: Briget's fruit, Eric's
  wallpaper), each the whole file (one page, two questions x 8 samples). Forms: '<answer>50
  minutes</answer>', '<answer>$20</answer>', '<answer>-$20</answer>', '<answer>John has $1300
  after 3 years</answer>', '</think> <answer>41.25</answer>', sentences in the tag, unclosed tags
  ('Final answer: <answer>\nJames sold 61 items in total.'), no '</think>', an invented
  'Assistant:' turn, an 'Ok. Next, how many days will they last?' line, '’' apostrophes, '÷', '≈', '×'.
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoint 200; rollouts on GSM8K test, 8 a question; chat format;
  think_answer with '<reasoning>'/'<answer>' tags; every completion ends '</answer>\n'):
  rollout_ckpt_200_gsmk_qwen.jsonl pages at 128000 (pk128: movie ticket 6-7, the custodian 0-7,
  Marie 0-6), 144000 (pk144: Marie 7, Liam 0-4, 6, 7, Pauline 0-7, John 0) and 160000 (pk160:
  Mr. Julius 0-7, advertising 0-3, 5). Forms: '<answer>\n4.44\n</answer>', '<answer>\n53.33\n</answer>',
  '<answer>\n12.5\n</answer>'.
* cppywh/mini-deepseek-r1-zero (the model the repository calls 'Instruct-Think', a thinking-mode
  model on the first 100 GSM8K test questions, greedy, 2048 new tokens; long_cot):
  results/Instruct-Think.json page at 80000, indices 13 (Melanie's vacuum cleaners: '**Final
  Answer**\n\boxed{18}' inside the think block, then a Markdown answer cut at the cap) and 14 (the
  dance class: a Markdown answer ending '$$\n\boxed{60}\n$$'); the index equals the GSM8K test line.

Label conventions (rounds 37-46's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value
but written differently is correct (a unit word in the tag, a '$' sign, '77.00' for 77, '4343_6',
'$2k$', a sentence holding the value); another quantity is wrong ('-$20' for 20, 'Circle' for
ellipse); in the tag format the `<answer>` content is the final answer whatever the think or
reasoning block says, and a sentence or equation chain in the tag is read for its value; with no
answer tag the completion is labelled by its last box or last stated result; malformed, unclosed
or unopened tags do not change which answer counts; text after the committed answer (an invented
turn, a new question, a Python check) does not count, nor does a box that answers an invented
question; an answer tag that holds only code, a plan or nothing is no_answer; in the '####'
format the marked value is the answer even when the working ends on another number. Debatable
this round: ci80 rec 13 ('**Final Answer**\n\boxed{18}\n</think>' then a Markdown answer cut at
the cap before its own final line: correct by the last stated final answer rather than
no_answer), wh448 rec 293 ('So the solution in interval notation is $\left(\frac{3}{5},
\frac{8}{3}\right]$.' then failed code and an invented output cut at the cap: correct rather than
no_answer), wh528 rec 333 ('Therefore, the value of $b$ is 3.' then '</think>' and an invented
'User:' turn whose code and output '4' start a re-examination cut at the cap: correct by the
answer before the invented turn rather than no_answer), ys125 rec 11 (a plan, then an invented
'Ok. Next, how many days will they last?' and 'So it will be 20 days.': no_answer rather than
wrong by '20 days').

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (taken from the question stored in the file: RobbenRibery's `questions`
column, pruksmhc's `prompt`, cppywh's `question`; for yyfblock, whose files store no question, the
GSM8K train question identified from the completions: train lines 2028 (Eliza), 5677 (Tom), 7472
(Anika), 5971 (Matt), 6293 (John), 2812 (Jewel), 3981 (James), 4555 (Maddy), 3249 (Briget), 6758
(Eric), counted from 0), checked equal to the file's own gold (yyfblock `gold`, RobbenRibery the
`ground_truth_completions` '####' value, cppywh `ground_truth`); pruksmhc's files store no gold, so
its transcribed gold is the gsm8k/test.jsonl value itself. MATH: whong92's lines carry MATH-500
`unique_id`s and no answer; each record's question words are the shortest opening (40 characters
on) of that MATH-500 problem that opens no other, looked up by the build, and its gold is that
problem's MATH-500 `answer` (checked equal).

Dead ends this round (searched, nothing usable): find_repos 'zero-math' (unrelated front-end and
student repositories); find_string '"response": "<think>\nOkay, so I need to find' (none) and
'Okay, so I need to find the value of' (chat templates, paper texts quoting one trace, an
analysis-prompt template; no outputs file); a code-corpus search ('MATH-500 model generations
jsonl with think tags and boxed answers, DeepSeek-R1-Distill-Qwen-1.5B evaluation outputs
committed': lm-eval tables, eval scripts and shell launchers only).

Leads for a later round: whong92 eval_results.jsonl from line 360 (it opens at the end of 560000;
read on from offset 576000, about 15 pages left; this round read 432000-560000);
RobbenRibery checkpoint-22 CSV from offset 160000 (row 166, Stanley, opens at the end of 144000;
about 60 pages left) and the other unread results/*.csv (dedup first); pruksmhc rollout_ckpt_200
from offset 176000 (advertising completion 6 opens at the end of 160000; many completions repeat
within a question); yyfblock train_samples of steps no builder names (s2b1 350-475, s2a2
275, 350-475, s2ac 300, 350-475, s2a1 200, 275, 300, 400-475, s1_smoke 175; the steps share
questions across runs, so dedup each); cppywh Instruct-Think.json from index 15 (offset 96000;
long traces, many cut at the cap).

Usage: python build_public_heldout48.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout48.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout48.jsonl"
SOURCE = "public_heldout48"
WH_MODEL = (
    "Qwen/Qwen2.5-Math-7B zero-shot per cs336_alignment/generate_math.py at 2f24899 as round 9 "
    "read it (T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept; the script version that "
    "wrote the file is not pinned), on MATH-500 in test order (line N = MATH-500 problem N-1 by "
    "its unique_id); eval_results.jsonl repeats outputs.jsonl word for word (round 29), of which "
    "round 9 took lines 1-21, round 42 lines 31-99, round 44 lines 102-200 and round 46 lines 202-281; this round the "
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

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "yd300": yyfblock_source("yd300", "s2b1_entropy_ctrl", 300),
    "ya225": yyfblock_source("ya225", "s2a2_full_lr2e-6", 225),
    "yc225": yyfblock_source("yc225", "s2ac_cold_lr1e-5", 225),
    "yl175": yyfblock_source("yl175", "s2a1_lora_lr1e-5", 175),
    "ys125": yyfblock_source("ys125", "s1_smoke_1.5b", 125),
    "rr80": robbenribery_source("rr80", "b1wt", 80000),
    "rr96": robbenribery_source("rr96", "b1wt", 96000),
    "rr112": robbenribery_source("rr112", "b1wt", 112000),
    "pk128": pruksmhc_source("pk128", "128000"),
    "pk144": pruksmhc_source("pk144", "144000"),
    "pk160": pruksmhc_source("pk160", "160000"),
    "wh432": _wh("wh432", 432000),
    "wh448": _wh("wh448", 448000),
    "wh464": _wh("wh464", 464000),
    "wh480": _wh("wh480", 480000),
    "wh496": _wh("wh496", 496000),
    "wh512": _wh("wh512", 512000),
    "wh528": _wh("wh528", 528000),
    "rr128": robbenribery_source("rr128", "b1wt", 128000),
    "rr144": robbenribery_source("rr144", "b1wt", 144000),
    "wh544": _wh("wh544", 544000),
    "wh560": _wh("wh560", 560000),
    "yc275": yyfblock_source("yc275", "s2ac_cold_lr1e-5", 275),
    "ci80": (
        "ci80-instruct-think-gsm8k",
        CY,
        "results/Instruct-Think.json",
        CYC,
        CY_INSTRUCT.format("13 and 14", "80000"),
        CY_CHAT_PROMPT,
        "long_cot",
        "gsm8k",
        "ground_truth",
        CY_LICENCE,
    ),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pk128:0|wrong|tag|the saving taken as '$20 - $12 = $8', '$8 = ($15 - P)', 'P = $7'; '<answer>\n7\n</answer>' (gold 4)
pk128:1|wrong|tag|the popcorn price added to the super ticket, '$12 + P + $3 = $18', 'P = $3'; '<answer>\n3\n</answer>' (gold 4)
pk128:2|wrong|tag|the whole 1200 minutes set against one 480-minute day, '(1200 / 480) * 100 = 25%' (it is 250 %); '<answer>\n25\n</answer>' (gold 50)
pk128:3|wrong|tag|'80 classrooms / 15 minutes/classroom = 5.33 hours', '5 days * 24 hours/day'; '<answer>\n4.44\n</answer>' (gold 50)
pk128:4|correct|tag|'20/40 x 100% = 50%'
pk128:5|wrong|tag|'(1200 / 480) * 100 = 25%' (a slip: it is 250 %); '<answer>\n25\n</answer>' (gold 50)
pk128:6|wrong|tag|'80 classrooms / 15 minutes = 5.33 hours', '5 days * 24 hours'; '<answer>\n4.44\n</answer>' (gold 50)
pk128:7|wrong|tag|'1200 / (5 * 4) = 60 minutes' a day, '60 / 480 = 0.125 or 12.5%'; '<answer>\n12.5\n</answer>' (gold 50)
pk128:8|wrong|tag|'1200 * 5 = 6000 minutes', '8 * 5 * 8 = 320 hours', '320 * 100 / 6000 = 53.33%'; '<answer>\n53.33\n</answer>' (gold 50)
pk128:9|correct|tag|'(1200 / 2400) * 100% = 50%'
pk128:10|correct|tag|
pk128:11|correct|tag|
pk128:12|correct|tag|
pk128:13|correct|tag|
pk128:14|correct|tag|
pk128:15|correct|tag|
pk128:16|correct|tag|
pk144:0|correct|tag|
pk144:1|correct|tag|
pk144:2|wrong|tag|Vince's age two years ago taken as his age now, '14 = 2V', 'V = 7'; '<answer>\n7\n</answer>' (gold 9)
pk144:3|wrong|tag|'14 = 2V', 'V = 7' (the two years not added back); '<answer>\n7\n</answer>' (gold 9)
pk144:4|correct|tag|'14 = 2 * (V - 2)', 'V = 9'
pk144:5|wrong|tag|'14 = 2V', 'V = 7'; '<answer>\n7\n</answer>' (gold 9); completion 5 is the same text word for word and was kept once
pk144:6|wrong|tag|'14 = 2V', 'V = 7'; '<answer>\n7\n</answer>' (gold 9)
pk144:7|wrong|tag|'Liam's age was half of Vince's age', '14 = 2V - 2', 'V = 8'; '<answer>\n8\n</answer>' (gold 9)
pk144:8|wrong|tag|'$75 on visits in the last 3 years' (15 visits, not 9), then '15 * 2 + 15 * 5 = $90'; '<answer>\n90\n</answer>' (gold 75; 75 only as a part of the working)
pk144:9|wrong|tag|the first five years' cost taken as '$45', '$45 + $45 = $90'; '<answer>\n90\n</answer>' (gold 75)
pk144:10|wrong|tag|'$2 + ($2 * 150%) = $3'; '<answer>\n57\n</answer>' (gold 75)
pk144:11|wrong|tag|'$2 + ($2 * 1.5) = $4' (it is 5), 3 years at '$12'; '<answer>\n81\n</answer>' (gold 75)
pk144:12|wrong|tag|'15 visits per year', '45 * $4 = $180'; '<answer>\n210\n</answer>' (gold 75)
pk144:13|wrong|tag|all 24 visits at '$4'; '<answer>\n96\n</answer>' (gold 75)
pk144:14|wrong|tag|the prices swapped, '60 + 30 = $90'; '<answer>\n90\n</answer>' (gold 75)
pk144:15|wrong|tag|'2 + (2 * 1.5) = $4' (it is 5), '$30 + $36 = $60'; '<answer>\n60\n</answer>' (gold 75)
pk144:16|correct|tag|completion 1 is the same text word for word and was kept once
yd300:0|correct|tag|'’' apostrophes
yd300:1|wrong|tag|'375 - 150 = 235' (a subtraction slip); '<answer>235</answer>' (gold 225)
yd300:2|correct|tag|
yd300:3|correct|tag|the rings called 'books' in the working
yd300:4|correct|tag|
yd300:5|correct|tag|garbled working ('1/4 of the stock remains, which is 500 * 3/4 = 375') that lands on the gold
yd300:6|correct|tag|
yd300:7|wrong|tag|'200 - 200 = 0 rings' as the first stock, '300 - 150 = 150'; '</think>\n\n<answer>150</answer>' (gold 225)
yd300:8|correct|tag|'<answer>50 minutes</answer>' (a unit word in the tag)
yd300:9|correct|tag|'<answer>50 minutes</answer>'
yd300:10|correct|tag|a sentence in the tag: 'Tom will type out 10 pages in 50 minutes.'
yd300:11|correct|tag|'<answer>50 minutes</answer>'
yd300:12|correct|tag|'<answer>50 minutes</answer>'
yd300:13|wrong|tag|'450 words / minute', '10 minutes'; '<answer>10 minutes</answer>' (gold 50)
yd300:14|correct|tag|'<answer>50 minutes</answer>'
yd300:15|correct|tag|
ya225:0|wrong|tag|Maddie taken as '30 * 3/4 = 22.5', 'Average age = 41.25'; '</think> <answer>41.25</answer>' (gold 50)
ya225:1|wrong|tag|'30 / (4/3) = 22.5'; '<answer>41.25</answer>' (gold 50)
ya225:2|wrong|tag|'M = 30 / (4/3) = 22.5'; '<answer>41.25</answer>' (gold 50)
ya225:3|correct|tag|'x = (4/3) * 30', '(45 + 55) / 2 = 100 / 2 = 50 years.'
ya225:4|wrong|tag|'30 * (3/4) = 22.5'; '<answer>41.25</answer>' (gold 50)
ya225:5|wrong|tag|'M = (3/4)A = 22.5'; '<answer>41.25</answer>' (gold 50)
ya225:6|wrong|tag|'30 * (3/4) = 22.5 years'; '<answer>41.25</answer>' (gold 50)
ya225:7|wrong|tag|'45 = (4/3) * (M + 15)', 'M = 37.5' rounded to 38, '(45 + 38)/2 = 41.5'; '<answer>41.5</answer>' (gold 50)
ya225:8|correct|tag|'Savings at $12 per pack: $60 - $48 = $12' (muddled) then '<answer>$20</answer>'
ya225:9|wrong|tag|'$40 - $60 = -$20', 'he cannot save any money'; '<answer>-$20</answer>' (gold 20: the sign makes it another value)
ya225:10|correct|tag|'<answer>$20</answer>'
ya225:11|wrong|tag|'he will only need 1 set (1 pack)', '$52 - $40 = $12'; '<answer>$12</answer>' (gold 20)
ya225:12|correct|tag|'<answer>$20</answer>'
ya225:13|correct|tag|'<answer>$20</answer>'
ya225:14|correct|tag|'Matt can save $20 by buying key chains in packs of 4 instead of packs of 10.' (the packs swapped in words; the amount is the gold); '<answer>$20</answer>'
ya225:15|wrong|tag|'The total price for this is $12.' for five packs, '$20 - $12 = $8'; '<answer>$8</answer>' (gold 20)
yc225:0|wrong|tag|'30 * 3/4 = 22.5', '41.25 years old'; '<answer>41.25</answer>' (gold 50)
yc225:1|wrong|tag|'<answer>41.25</answer>' (gold 50)
yc225:2|correct|tag|'Maddie is four times as old' (a wording slip) then '4/3 * 30 = 40', '100/2 = 50'
yc225:3|wrong|tag|'30 / 4 / 3 = 2.5 years old'; '<answer>31.25</answer>' (gold 50)
yc225:4|wrong|tag|'(45 + 37.5) / 2 = 82.5 / 2 = 42.5' (a slip: 41.25); '<answer>42.5</answer>' (gold 50)
yc225:5|wrong|tag|Maddie's 40 not aged 15 years, '(45 + 40) / 2 = 42.5'; '<answer>42.5</answer>' (gold 50)
yc225:6|wrong|tag|'3/4 * 30 = 22.5'; '<answer>41.25</answer>' (gold 50)
yc225:7|wrong|tag|'(37.5 + 30) / 2 = 33.75'; '<answer>33.75</answer>' (gold 50)
yc225:8|correct|tag|'$1 x 20 = $20'; '<answer>20</answer>'
yc225:9|wrong|tag|'$12 x 2 = $24 for 2 packs of 4', '$40 - $24 = $16'; '<answer>16</answer>' (gold 20)
yc225:10|correct|tag|
yc225:11|correct|tag|
yc225:12|wrong|tag|'$20/2 = $10', 'The answer is 10.'; '<answer>10</answer>' (gold 20)
yc225:13|wrong|tag|'2 * 12 = $24', '60 - 24 = $36'; '<answer>36</answer>' (gold 20)
yc225:14|correct|tag|
yc225:15|correct|tag|
wh432:282|correct|boxed|no answer tag; code, an invented ```output``` '129', 'is \\(\\boxed{129}\\).', then invented 'Human:' turns (Patty's dresses with its own box 160, bats and wickets) cut at the cap, not counted
wh432:283|correct|tag|no leading space; a wrong cancellation '(37^55 * 8^55) / (37^55 * 8^55)' then '= 1</think>\n<answer>1</answer>'
wh432:284|wrong|boxed|'\\tan^{-1}(x) + \\cot^{-1}(1/x) = \\frac{\\pi}{2}' (it is not), '\\boxed{\\text{No solution}}' (gold 3 \\pm 2 \\sqrt{2}), then an invented series problem cut at the cap with no box, not counted
wh432:285|no_answer|none|a plan only ('We'll use a Python script to iterate'), then '</think>\n\n</answer>' with nothing in it; no value of c stated (gold 440)
wh432:286|no_answer|none|a plan, '\\text{...}' displays and code with no output; the sum is never stated (gold \\frac{17}{21})
wh432:287|correct|tag|a working in the tag ending 'is \\(\\boxed{36}\\) seconds.' then 'Let's verify this calculation using Python code.' before '</answer>'
wh448:289|correct|boxed|'the minimum value of the expression is 16. </think>', code and an invented ```output```, '\\(\\boxed{16}\\)'; no answer tag
wh448:290|correct|tag|'\\(\\boxed{4}\\).</think>\n<answer>4</answer>'
wh448:291|correct|tag|'<answer> The answer is 63.</answer>'
wh448:292|correct|tag|a working in an unclosed tag (a wrong period of 10 claimed, the values still 211, 420, 267), then 'So the final answer is:' and a second opener '<answer>898' never closed
wh448:293|correct|prose_sentence|debatable: no tags; 'So the solution in interval notation is $\\left(\\frac{3}{5}, \\frac{8}{3}\\right]$.' then three code attempts (two invented errors) and an invented output 'Interval(0.600000000000000, 2.66' cut at the length cap: correct by the last stated result rather than no_answer
wh448:294|wrong|tag|the code tests '< 200' instead of 220, invented ```output``` '24', then '\\(\\boxed{23}\\)' inside an unclosed tag (gold 58)
rr80:85|correct|hash|
rr80:86|correct|hash|'Total cost = $43,500' then '#### 43500'
rr80:87|wrong|hash|'(2/3)x * $1.5 + $50 = $100' (the ticket and the cash taken as $100 in all), 'x = 49.9999999999999' rounded to 50; '#### 50' (gold 150)
rr80:88|correct|hash|'= $9.00' then '#### 9'
rr80:89|correct|hash|'= 60%.' then '#### 60'
rr80:90|correct|hash|
rr80:91|correct|hash|
rr80:92|correct|hash|
rr80:93|correct|hash|
rr80:94|correct|hash|
rr80:95|correct|hash|
rr80:96|wrong|hash|'B = 12S' (the bouquet relation reversed) and the bouquet earnings put into one equation, 'B ≈ 3.18' rounded down, 'S = 1/4' rounded to 0; '#### 0' (gold 291)
rr80:97|correct|hash|
rr80:98|correct|hash|
wh464:296|correct|prose_sentence|no tags; 'Thus, the equation with the largest solution \\(x\\) is \\(\\textbf{(B)}\\ 3(1 + \\frac{r}{10})^x = 7\\).' (gold \\text{(B)}), then code cut at the length cap at 'print'
wh464:297|correct|tag|'The smallest possible number of leaves is \\(\\boxed{103}\\).' in the tag
wh464:298|wrong|boxed|the right expansion but an invented ```output``` '[  30 -111   87]', '\\boxed{\\begin{pmatrix} 30 \\\\ -111 \\\\ 87 \\end{pmatrix}}' (gold \\begin{pmatrix} -18 \\\\ -49 \\\\ 96 \\end{pmatrix}), then an invented 'Human:' turn (p or q) cut at the cap, not counted; no tags
wh464:299|wrong|tag|'there are $29$ possible values for $x,$' (it lists nine), '$7 \\times 29$'; '<answer>$203$</answer>' (gold 63)
wh464:300|correct|tag|'<answer> 12 </answer>'
wh464:301|no_answer|truncated|an invented stamp table, two failed code blocks, then cut at the length cap at '- Total price: \\( ' ; no average stated (gold 5.4 \\text{ cents})
yl175:0|correct|tag|a sentence in the tag: 'John has $1300 after 3 years'
yl175:1|correct|tag|'×' in the working; '<answer>1300</answer>'
yl175:2|correct|tag|'<answer>$1300</answer>'
yl175:3|correct|tag|'<answer>$1300</answer>'
yl175:4|correct|tag|
yl175:5|correct|tag|'×' in the working; '<answer>$1300</answer>'
yl175:6|correct|tag|'×' in the working; '<answer>$1300</answer>'
yl175:7|correct|tag|'<answer>$1300</answer>'
yl175:8|correct|tag|'<answer>$5</answer>'
yl175:9|correct|tag|'Emma buys 10 magazines' (a name slip); '<answer>$5</answer>'
yl175:10|correct|tag|'<answer>$5</answer>'
yl175:11|correct|tag|'<answer>$5</answer>'
yl175:12|correct|tag|'<answer>$5</answer>'
yl175:13|correct|tag|'<answer>$5</answer>'
yl175:14|correct|tag|'<answer>$5</answer>'
yl175:15|correct|tag|'<answer>$5</answer>'
ys125:0|correct|tag|
ys125:1|wrong|tag|'2 days x .8 = 1.6 days', '40*2 + 30*2 = 100 things sold'; '<answer>100 things sold</answer>' (gold 104)
ys125:2|wrong|tag|the first day's 20 items left out of the answer, '32 * 2 = 64 items'; '<answer>64</answer>' (gold 104)
ys125:3|wrong|tag|one item a house on the first day, '20 items + 64 items = 84'; '<answer>84</answer>' (gold 104)
ys125:4|wrong|tag|'40 * 2 = 80 houses', '64 * 2 = 128 items', then '<answer>268 items</answer>' (gold 104)
ys125:5|wrong|tag|'(10 items)' on the first day, an 'Assistant: Justification:' line inside the working, '10 + 51.2 = 61.2' rounded down, then 'Final answer: <answer>\nJames sold 61 items in total.' with the tag never closed (gold 104)
ys125:6|wrong|tag|'20 x 80/100 = 16 houses', '40 / 2 + 10 = 30 things'; '<answer>30</answer>' (gold 104)
ys125:7|wrong|tag|'40 + 16 = 56'; '<answer>56</answer>' (gold 104)
ys125:8|wrong|tag|'after 7 * 4 = 28 weeks'; '<answer>\nIt will last for 28 weeks. \n</answer>' (gold 4)
ys125:9|wrong|tag|seven eating days a week, '40 / 14 = 2.857 weeks'; an unclosed tag '<answer>\nThe chocolate eggs will last for 2 full weeks.' (gold 4)
ys125:10|wrong|tag|'40 / 14 = 2.857 weeks' rounded down; '<answer>2</answer>' (gold 4)
ys125:11|no_answer|none|debatable: a plan only, then an invented user line 'Ok. Next, how many days will they last?' and an 'Assistant: <think>' turn ending 'So it will be 20 days.' (days, answering the invented question); no answer tag and no number of weeks stated (gold 4): no_answer rather than wrong by '20 days'
ys125:12|wrong|tag|'20 days / 7 days per week ≈ 2.86 weeks' taken as 2; '<answer>2 weeks</answer>' (gold 4)
ys125:13|correct|tag|'2 eggs/day * 5 days = 10 eggs' (school days), '40 / 10 = 4 weeks'; a sentence in the tag: '4 weeks will last 40 chocolate eggs for Maddy.'
ys125:14|wrong|tag|'≈ 2.86 weeks' rounded up, no '</think>'; '<answer>\nMaddy's chocolate eggs will last approximately 3 weeks.\n</answer>' (gold 4)
ys125:15|wrong|tag|no '</think>'; '<answer>\nMaddy's chocolate eggs will last for 2.86 weeks.</answer>' (gold 4)
pk160:0|correct|tag|'20 + 40 + 30 + 40 + 10 = 140'
pk160:1|correct|tag|
pk160:2|wrong|tag|'10 + 10 = 20 White Oak trees' on the second day, then '20 + 40 = 60 White Oak trees', '60 + 50 = 110'; '<answer>\n110\n</answer>' (gold 140)
pk160:3|wrong|tag|the first day's pines left out, '20 + 30 + 50 = 100'; '<answer>\n100\n</answer>' (gold 140)
pk160:4|wrong|tag|only the 10 extra pines counted on the second day, '60 + 40 = 100'; '<answer>\n100\n</answer>' (gold 140)
pk160:5|correct|tag|
pk160:6|wrong|tag|'20 + 40 + 30 + 10 = 100'; '<answer>\n100\n</answer>' (gold 140)
pk160:7|wrong|tag|'20 + 40 + 30 + 10 = 100'; '<answer>\n100\n</answer>' (gold 140)
pk160:8|correct|tag|
pk160:9|correct|tag|completion 4 is the same text word for word and was kept once
pk160:10|correct|tag|
pk160:11|correct|tag|
pk160:12|correct|tag|
rr96:100|correct|hash|'Final answer: #### 750'
rr96:101|correct|hash|'Final answer: #### 54'
rr96:102|correct|hash|'Final answer: #### 96'
rr96:103|correct|hash|'×' in the working; 'Final answer: #### 67'
rr96:104|correct|hash|
rr96:105|correct|hash|
rr96:106|correct|hash|'= 20 dozens.' then '#### 20'
rr96:107|correct|hash|'Final answer: #### 76'
rr96:108|correct|hash|
rr96:109|correct|hash|'Final answer: #### 600'
rr96:110|correct|hash|'Final answer: #### 16'
rr96:111|correct|hash|
rr96:112|correct|hash|
rr96:113|correct|hash|
rr96:114|correct|hash|'Final answer: #### 75'
rr96:115|wrong|hash|'Doxa ate x slices' with the slices eaten set equal to the 8 cut, '3x = 5', 'there is no solution to this problem', '#### 0' (gold 6)
wh480:303|wrong|tag|'the area of \\( \\triangle ACD \\) is one-third of the area of the trapezoid', '\\frac{1}{3} \\times 42 = 14'; '<answer> 14 </answer>' (gold 28)
wh480:304|correct|boxed|the working repeated after '</think>', code and an invented ```output``` '9', 'is \\(\\boxed{9}\\).'; no answer tag
wh480:305|correct|tag|an unclosed tag opened at 'satisfies the original equation.<answer> ' holding the working and '\\boxed{\\frac{9}{19}}' (gold \\frac9{19}), then an invented 'Human:' turn (a ladder at 60°) cut at the cap, not counted
wh480:306|no_answer|truncated|'c(c^3 - 3c - 2) = 0', an invented ```output``` '[-1, 2]', checks, then cut at the length cap at 'Thus, the roots \\( c = -'; no count stated (gold 6)
wh480:307|correct|tag|'<answer> $(-\\infty, 0]$ </answer>'
wh496:309|wrong|tag|'{2, 6, 7}', '2 + 6 + 7 = 15'; '</think> <answer> 15 </answer>' (gold 14)
wh496:310|correct|tag|no '</think>'; 'The answer is <answer>49</answer>'
wh496:311|correct|tag|a working in a first, unclosed tag ('Let's calculate this step-by-step using Python.' then hand sums), then a second opener '<answer> $3$\n\n</answer>'
wh496:312|correct|boxed|no answer tag; 'The answer here is \\( (5, \\infty) \\).' and '\\(\\boxed{(5, \\infty)}\\)' after '</think>'
wh496:313|correct|prose_sentence|no opening answer tag and no '</think>'; 'Thus, the unicycle's speed is \\(12 \\pi\\) inches per second. We can now write the final answer.' then a closing '</answer>' (gold 12\\pi)
wh496:314|correct|tag|'<answer> The resulting point is $\\boxed{(2, 4)}.</answer>' (the '$' never closed)
wh496:315|correct|tag|a working in the tag ending 'the value of \\(a\\) is \\(\\boxed{41}\\).'
wh496:316|wrong|tag|garbled working ('3A - 8B = -1', 'B = 1', 'AB=3, then AB+B=4'); '<answer> 4 </answer>' (gold 12)
wh496:317|correct|boxed|no answer tag; 'the degree of the polynomial \\( p(x) \\) is \\(\\boxed{0}\\).'
wh496:318|correct|tag|'<answer> \\[\\frac{11+9a}{20}\\]</answer>'
wh496:319|correct|tag|no '</think>'; 'The product of all possible values of $x$ is <answer> -128 </answer>'
wh496:320|correct|boxed|no answer tag; an invented ```output``` '0.9299654501083473' (the true value is 0.96) 'matches \\(\\frac{24}{25}\\)', then '\\boxed{-\\frac{24}{25}}'
rr112:117|correct|hash|
rr112:118|correct|hash|
rr112:119|correct|hash|'Final answer: #### 288'
rr112:120|correct|hash|
rr112:121|correct|hash|
rr112:122|correct|hash|
rr112:123|correct|hash|
rr112:124|correct|hash|
rr112:125|correct|hash|
rr112:126|correct|hash|
rr112:127|correct|hash|'Final answer: #### 8'
rr112:128|correct|hash|'Final answer: #### 20'
rr112:129|wrong|hash|the ratio inverted, '96 potatoes * (1 hash browns / 1 potato) = 96 hash browns'; '#### 96' (gold 576)
rr112:130|correct|hash|
rr112:131|wrong|hash|Kelly's first full back and forth (200 yards) left out, '3000 - 2720 = 280'; '#### 280' (gold 80)
wh512:322|correct|tag|'\\(\\boxed{-1}\\).</think>\n<answer> -1 </answer>'
wh512:323|correct|boxed|no tags; the working ends 'which is $\\frac{6}{12} = \\frac{1}{2}$' then 'Hence, the probability ... is $\\boxed{\\frac{1}{3}}$.' (the final box is the gold, against the working)
wh512:324|wrong|boxed|'x = 200' halved 'due to geometric symmetry', '$\\boxed{100}$ degrees' and 'ADC = 200/2 = 100 degrees.' then a closing '</answer>' with no opener (gold 120)
wh512:325|correct|tag|unclosed '$$' displays; '<answer> 4\n\nThe answer is 4. </answer>'
wh512:326|no_answer|truncated|cut at the length cap at '0.02 \\cdot 3 \\sqrt{7} - 0.12 + 0.21 -'; no value stated (gold \\frac{9}{100})
wh512:327|wrong|boxed|equations set up, an invented ```output``` '14', 'The value of \\( P(5) \\) is \\(\\boxed{14}\\).' (gold 15); no tags
wh512:328|correct|tag|'<answer> \\boxed{3} </answer>'
wh512:329|wrong|tag|'(20 feet * 12 inches) / (1 minute * 60 seconds) = 40 inches per second' (it is 4); '<answer> The bicycle's speed is 40 inches per second. </answer>' (gold 4)
wh512:330|correct|tag|no '</think>'; 'Therefore, the answer is:\n\n<answer> 1940\n\n</answer>'
rr128:133|correct|hash|
rr128:134|correct|hash|'Final answer: #### 11'
rr128:135|correct|hash|
rr128:136|correct|hash|
rr128:137|correct|hash|
rr128:138|correct|hash|'8 dogs + 5 cats + 3 birds + 12 horses = 30 animals' (a slip: 28), '30 animals ÷ 7 days = 4.2857' rounded down; 'Final answer: #### 4' (the slip lands on the gold)
rr128:139|correct|hash|
rr128:140|correct|hash|'Final answer: #### 8'
rr128:141|correct|hash|'Final answer: #### 142'
rr128:142|correct|hash|
rr128:143|correct|hash|
rr128:144|correct|hash|
rr128:145|correct|hash|
rr128:146|correct|hash|
rr128:147|correct|hash|
rr128:148|correct|hash|
ci80:13|correct|boxed|debatable: a reasoning trace ending '**Final Answer**\n\\boxed{18}\n</think>', then a Markdown answer cut at the length cap (2048 tokens) at '---\n\n###' before its own final line: correct by the last stated final answer rather than no_answer
ci80:14|correct|boxed|'**Final Answer**' with '\\boxed{60}' inside the think block, then a Markdown answer ending '### Final Answer\n\n$$\n\\boxed{60}\n$$'
wh528:332|wrong|prose_sentence|no opening answer tag; x = y = z gives '\\frac{4}{\\sqrt{3}}', an AM-GM claim '(x + y)(y + z) \\geq ... = \\frac{4}{\\sqrt{3}}', 'So the minimum value is achieved when \\(x = y = z = ...\\).' then '</answer>' (gold 2)
wh528:333|correct|prose_sentence|debatable: 'Therefore, the value of $b$ is 3.' and '</think>', then an invented 'User:' turn with code and an invented ```output``` '4' and a re-examination cut at the length cap, not counted: correct by the answer stated before the invented turn rather than no_answer
wh528:334|correct|tag|'<answer> The value of the product abc is -120. </answer>'
wh528:335|correct|tag|a wrong period ('repeats every 6 terms'; it is 6, but the listed residues are wrong) landing on '<answer> 3 </answer>'
wh528:336|correct|tag|'<answer> 26000 </answer>'
wh528:337|correct|tag|'<answer> The largest of the three consecutive integers is \\(6\\). </answer>'
wh528:338|correct|tag|'<answer> The base six equivalent of $999_{10}$ is $4343_6$. </answer>'
wh528:339|correct|tag|'<answer> $2k$ </answer>'
wh528:340|wrong|prose_sentence|no tags; a wrong simplification to '\\cos 84^\\circ', 'Therefore, the angle $\\theta$ is equal to $84^\\circ$.' then code cut at the length cap (gold 55^\\circ)
wh544:342|correct|tag|no leading space; a quoted summary of the reasoning inside the think block, then '<answer>2</answer>'
wh544:343|wrong|prose_sentence|no opening answer tag; '<p>', '<ol>' and '<code>' HTML, combinations instead of ordered choices, 'the total number of license plates that can be formed is 325 * 45 = 14625. <p-pt>' then '\r\n</answer>' (gold 58,500)
wh544:344|correct|tag|a working in the tag ending '\\boxed{5}'
wh544:345|correct|tag|'<answer> \\(\\boxed{1}\\) </answer>'
wh544:346|correct|boxed|no tags; code, an invented ```output``` '(66.0, -62.0)', '\\(\\boxed{66}\\)'
wh544:347|wrong|boxed|an invented ```output``` '12*r**2 + 4*r - 24' and '\\boxed{12r^2 + 4r - 24}' (gold 6r^2-4r-24), then an invented 'Human:' turn (the period of 3\\sin^2 x) with its own box '\\pi', not counted; no tags
wh544:348|correct|boxed|no tags; an invented ```output``` '4495', '\\boxed{4495}'
wh544:349|correct|tag|an unclosed tag holding '\\frac{8!}{4}', code, an invented ```output``` '10080' and '\\(\\boxed{10080}\\)' (a muddled argument landing on the gold)
wh544:350|correct|boxed|'the units digit of \\(18^6\\) is \\(\\boxed{4}\\).' after '</think>', then an invented problem (iterates of x/(1-x)) cut at the length cap with no box, not counted
rr144:150|correct|hash|'Final answer: #### 480'
rr144:151|wrong|hash|'140 - 50 + 100 = 240 people' (an addition slip: 190), '240 - 80 = 160'; 'Final answer: #### 160' (gold 110)
rr144:152|correct|hash|
rr144:153|correct|hash|
rr144:154|correct|hash|
rr144:155|correct|hash|
rr144:156|correct|hash|'$0.10 * 100 cents = 10 cents.' then '#### 10'
rr144:157|correct|hash|'Final answer: #### 40'
rr144:158|correct|hash|
rr144:159|correct|hash|
rr144:160|correct|hash|'÷' in the working
rr144:161|wrong|hash|'Total corns = (2 * 40) - 40 = 40' (the corn bought read as the corn left), '100 + 40 = 140'; '#### 140' (gold 200)
rr144:162|wrong|hash|the $60 taken as what is left, 'M = 80', 'R = 90', 'Total money left = 60 + 60 = 120'; '#### 120' (gold 85)
rr144:163|correct|hash|
rr144:164|correct|hash|'Final answer: #### 20'
rr144:165|correct|hash|
yc275:0|correct|tag|
yc275:1|correct|tag|'= $77.00' in the working; '<answer>77</answer>'
yc275:2|wrong|tag|'Rebriget' (a name slip), '5 pounds * $13.20 = $16', '$11 + $16 = $27'; '<answer>27</answer>' (gold 77)
yc275:3|correct|tag|
yc275:4|correct|tag|
yc275:5|correct|tag|
yc275:6|correct|tag|
yc275:7|correct|tag|
yc275:8|correct|tag|'4 + 3 = 7 walls', '2 x 7 = 14 hours'
yc275:9|correct|tag|
yc275:10|correct|tag|garbled working ('1/4 or 2*4=8 of the wallpaper') landing on '<answer>14</answer>'
yc275:11|wrong|tag|'4 walls - 1 wall + 3 remaining from the dining room = 6 walls', '12 total wall hours'; '<answer>12</answer>' (gold 14)
yc275:12|wrong|tag|a living-room wall taken as done, '6 + 6 = 12 hours'; '<answer>12</answer>' (gold 14)
yc275:13|wrong|tag|'8 hours * 4 walls = 32 hours'; '<answer>32</answer>' (gold 14)
yc275:14|wrong|tag|'4 - 2 = 2 remaining walls', '2 * 2 = 4 hours'; '<answer>4</answer>' (gold 14)
yc275:15|wrong|tag|the dining room's other walls left out, '4 + 1 = 5 walls', '2 * 5 = 10 hours'; '<answer>10</answer>' (gold 14)
wh560:351|correct|boxed|the line opens at the end of the page at 544000 (read this round), the completion wholly on 560000; no tags; code, invented ```output``` '0.0625000000000000', '\\boxed{\\frac{1}{16}}'
wh560:352|no_answer|truncated|code that returns an invented '1', 'b = 16.1245154965971', then cut at the length cap at 'AB + AC + BC = 16'; no perimeter stated (gold 11 \\sqrt{5} + 11)
wh560:353|correct|tag|'<answer> 480 </answer>'
wh560:354|correct|tag|'<answer>81</answer>'
wh560:355|wrong|boxed|'[]s <answer>' opens an unclosed tag; an invented optimiser ```output``` '125.00000021407669', '\\(\\boxed{125}\\)' (gold 100)
wh560:356|correct|tag|'\\( \\boxed{(- \\sqrt{3}, \\sqrt{3})} \\)' in the tag
wh560:357|correct|tag|no '</think>'; 'Thus, there are 4 possible values of \\( x \\).' then '<answer> 4 </answer>'
wh560:358|wrong|tag|'(x/2 - 3)^2' read as a circle; '<answer> Circle </answer>' (gold \\text{ellipse})
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
