__doc__ = r"""Build public_heldout44.jsonl: a 44th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (correct, format_ok, reward_scores, reward_fn_output
format_reward / answer_reward / reward, maj_1s, predicted, fallback_prediction, parse_source and
the like) were not used to label.

Method (round 42's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. For the JSON-lines and JSON files `r` is the record's text at file level and `enc` = `json`
(the file's JSON string, decoded once more by the build); for the RobbenRibery/rft-gsm8k CSV files
(sources rk*, rb*) `r` is the CSV field's text itself and `enc` = `text` (no field read holds a
double quote; mk.py refuses one). The helper pasted each completion's string as the read_file
answer displays it (the page text JSON-escaped once more) into scratch files (one record a line:
source, record number, key, file gold, question opening and the display string, separated by
' ||| '; a leading space of the completion written out explicitly), and mk.py decoded that display
form once into the file-level string (`r`) and checked that `r` decodes; nothing was re-encoded or
retyped from a decoded form. Transcription checks: the five yyfblock files, rebuilt line by line
from the transcribed texts and golds (the one-digit 'correct' / 'format_ok' fields are one
character either way and were not read), have exactly the page's `total_chars` (7030, 9563, 11755,
12338, 13589; lencheck.py); every MATH question opening matches exactly one MATH-500 problem, the
one of the line's unique_id (qcheck.py). A record is taken only when its whole completion lies on
the pages read; no completion crossing a page edge was joined. Records whose opening fields lie on
an earlier page read and whose completion lies wholly on the page were taken as read: rk1 rec 18
(RobbenRibery checkpoint-117 row 18, Tyrion: question opens on the page at 0, completion wholly on
16000), pk264 rec 0 (ckpt_200 Vince completion 3: its line opens on the page at 48000, the
completion wholly on 64000). rk1 rec 36 (checkpoint-117 row 36, Juan) is kept: its completion lies
wholly on the page at 16000, its ground-truth field is cut by the page end, so its gold is the
gsm8k/test.jsonl value (checked by the build). Nothing is shortened.

Not transcribed (read, but left out): yyfblock s1_smoke_1.5b step 25 lines 5, 10 and 15 (each
repeats an earlier round's completion word for word; dedup.py); pruksmhc ckpt_200 Tim completion 5
(the same text word for word as completion 1, kept as pk248 rec 9); completions crossing a page
edge, not joined: pruksmhc ckpt_200 Anthony completion 7 (32000/48000) and Lee completion 4 (cut by
the end of the page at 64000); whong92 eval_results.jsonl lines 110 (precalculus/44, across
144000/160000), 121 (intermediate_algebra/128, 160000/176000), 132 (algebra/246, 176000/192000),
143 (counting_and_probability/159, 192000/208000), 153 (geometry/172, 208000/224000), 160
(algebra/621, 224000/240000), 168 (algebra/478, 240000/256000), 178 (geometry/65,
256000/272000), 190 (geometry/702, 272000/288000) and 201 (prealgebra/2086, cut by the end of the
page at 288000); the partial line 101 (geometry/183) at the top of the page at 144000 (it opens on
the page at 128000, not read this round); RobbenRibery checkpoint-11 row 30 (Imma, cut by the end
of the page at 16000); cppywh Instruct-Think.json index 7 (opens on
the page at 32000, not read) and index 10 (cut by the end of the page at 48000). Every completion
was compared (whitespace-normalised) with every completion of the earlier rounds (the completion
fields of packages/check/corpus/public_heldout*.jsonl, 43 files once a round-43 file appeared
there, by script, dedup.py): none repeats an earlier round's completion, and no two completions
kept in this round are equal.

Repositories (285 records): whong92/assignment5-alignment 90 (31.6 %; round 9 took lines 1-21 of
the same generations from outputs.jsonl, round 42 eval_results.jsonl lines 31-99, this round lines
102-200), yyfblock/grpo-math 77 (27.0 %; five train_samples files no earlier builder names),
RobbenRibery/rft-gsm8k 67 (23.5 %; two result CSVs no earlier round used: checkpoint 117
union-data and checkpoint 11), pruksmhc/gsm8k_minimal_rl 49 (17.2 %; rollout_ckpt_200 pages 32000,
48000, 64000), cppywh/mini-deepseek-r1-zero 2 (0.7 %). Licences: no LICENSE file was found in the
index for any of the five (find_files path LICENSE, this round); `licence` per record.

Split: think_answer 216 (GSM8K 126, MATH 90; 167 in the `<think>…</think><answer>…</answer>`
shape of the R1-Zero prompt (yyfblock 77, whong92 90), 49 in the `<reasoning>…</reasoning>
<answer>…</answer>` shape (pruksmhc)), long_cot 69 (GSM8K 69: 67 '####' answers from Phi-3.5-mini
RFT checkpoints, 2 reasoning traces of the 'Instruct-Think' model); GSM8K 195, MATH 90 (31.6 %).
Truths: correct 176, wrong 93, no_answer 16 (GSM8K 116 / 77 / 2, MATH 60 / 16 / 14; think_answer
125 / 76 / 15, long_cot 51 / 17 / 1). Forms: tag 176, hash 67, boxed 23, truncated 12,
prose_sentence 6, bare_last_line 1. 9 debatable (yd225 recs 11, 13; ya100 rec 14; wh192 rec 132;
wh224 rec 158; wh240 rec 164; wh288 recs 192, 194; ci48 rec 8).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2b1_entropy_ctrl/train_samples_step225.jsonl (yd225: Anika and Maddie's
  ages, Matt's key chains), results/s2a2_full_lr2e-6/train_samples_step250.jsonl (yb250: Paul's
  sandwiches, Eric's park trip), results/s2ac_cold_lr1e-5/train_samples_step150.jsonl (yc150:
  Carla's errands, Cary's walk), results/s2a1_lora_lr1e-5/train_samples_step100.jsonl (ya100:
  Shonda's Easter eggs, Micah's envelopes), results/s1_smoke_1.5b/train_samples_step25.jsonl (ys25:
  Farmer Brown's emus, Jeanette's juggling), each the whole file (one page, two questions x 8
  samples). Forms: '<answer>- $20</answer>', '<answer>Options B and C are valid, but as Matt saves
  $20, option B is best</answer>', a tag holding a new working ending 'Answer: $0.', '<answer>90
  minutes</answer>.', '<answer>9 eggs per person</answer>.' in a prose line, a hash-like
  '<answer>8cd089d8c867f6ef5f2d1e21d0163e6e</answer>', '<answer>(final_week_obj)</answer>', three
  unclosed '<answer>' openers and a last line 'There are 7 emus in his flock.', '<inference>'
  blocks, invented 'User:' turns after the committed answer (random numbers, a concert, a wall),
  'I hope this answer helps clarify things!' after the tag, '÷', '×', '’', '–'.
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct after the repository's QLoRA
  rejection-sampling fine-tuning; the repository's GSM8K prompt asking for a '####' line;
  long_cot; the repository's 90 % hold-out of GSM8K test, rows in the file's own order):
  results/results_models-[attn-ffn]-lora-32r-25alpha-componly-uniondata-qlora_rft_747instances-
  checkpoint-117_.csv pages at 0 (rows 0-17 = rk0) and 16000 (rows 18-36 = rk1);
  results/results_[attn-ffn]-lora-16r-12alpha-componly-rftdataonly-qlora_rft_747instances-
  checkpoint-11_.csv pages at 0 (rows 0-12 = rb0) and 16000 (rows 13-29 = rb1). Forms: '#### N'
  on its own line, 'So, the final answer is: #### 192', '#### 15.666666666666664', '#### 47/3'
  (a fraction), '#### 1000' followed by a note that '$1.00 ... can be represented as 1000 in pure
  digits', '$129,200' in the working then '#### 129200', '= 25%' then '#### 25'.
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoint 200; rollouts on GSM8K test, 8 a question; chat
  format; think_answer with '<reasoning>'/'<answer>' tags; every completion ends '</answer>\n'):
  rollout_ckpt_200_gsmk_qwen.jsonl pages at 32000 (pk232: phone plan, Anthony's tank), 48000 (pk248:
  s'mores, Tim's shoe boxes, Vince 0-2) and 64000 (pk264: Vince 3-7, Shania's dress, Lee and
  Gerald 0-3). Forms: '<answer>\n39.98\n</answer>', '<answer>\n0\n</answer>' after 'this scenario
  is not possible', 'we cannot determine ...' then a value, sleeves taken for boxes.
* whong92/assignment5-alignment (Qwen/Qwen2.5-Math-7B zero-shot with the R1-Zero prompt on MATH-500
  in test order; think_answer; MATH): eval_results.jsonl pages at 144000 (lines 102-109 = wh144),
  160000 (111-120 = wh160), 176000 (122-131 = wh176), 192000 (133-142 = wh192), 208000 (144-152 =
  wh208), 224000 (154-159 = wh224), 240000 (161-167 = wh240), 256000 (169-177 = wh256), 272000
  (179-189 = wh272) and 288000 (191-200 = wh288). Forms: boxes and sentences inside the tag, no tags
  with a last box after invented ```output``` blocks, answer tags holding only Python or a plan,
  unclosed answer tags, closing '</answer>' with no opener, 'Assistant: <answer>', an invented
  'User:' turn repeating the question before the tag, '<answer> $\boxed{23}$<answer>',
  '<replaceablo section="think" ...>' pseudo-markup, '\>' for a closing display,
  '\boxed{[2, \infty)}' for (2,\infty), '\boxed{\frac{270}{7}^\circ}', '4210_5' and '204_5' base
  subscripts, '\boxed{5x - 7y + 11z + 4 = 0}', '10080' for 10,\!080, '0.000672' for .0000672, 'The
  answer here is:' with nothing after it, 'The final answer is:' then '</answer>', a degenerate
  '-bertiffin-C的空间', invented 'Human:' turns ('土豆头'), '\r\n' in code, '⇒', '×'.
* cppywh/mini-deepseek-r1-zero (the model the repository calls 'Instruct-Think', a thinking-mode
  model on the first 100 GSM8K test questions, greedy, 2048 new tokens; long_cot):
  results/Instruct-Think.json page at 48000, index 8 (a trace cut at the cap inside '<think>')
  and index 9 ('**Final Answer**' with a box inside the think block, then a Markdown answer
  ending '$$\n\boxed{460}\n$$').

Label conventions (rounds 37-42's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value
but written differently is correct (a unit word in the tag, a '$' sign, cents '5.0' for 5, a base
subscript, '10080' for 10,\!080, '^\circ' for degrees, an equation 'h + k + a + b = 16' or
'x = 3' read for its value); another quantity is wrong (a closed interval for an open one, a
misplaced decimal point, minus 20 for 20); in the tag format the `<answer>` content is the final
answer whatever the think or reasoning block says, and a sentence or equation chain in the tag is
read for its value; with no answer tag the completion is labelled by its last box or last stated
result; malformed, unclosed or unopened tags do not change which answer counts; text after the
committed answer (an invented turn, a new question, a Python check) does not count; an answer tag
that holds only code, a plan or a placeholder is no_answer. Debatable this round: yd225 rec 11
('<answer>- $20</answer>' after 'Savings = -$20' and 'Matt can save $20': wrong, minus 20), yd225
rec 13 ('Matt can save between $20 and $360' then a tag 'Options B and C are valid, but as Matt
saves $20, option B is best': correct by the value it states), ya100 rec 14 (a hash-like string in
the tag after a working ending '= 8 envelopes': wrong rather than no_answer), wh192 rec 132 ('there
are 4 possible numbers' then 'The answer here is:' and nothing: correct rather than no_answer),
wh224 rec 158 ('The correct sum is indeed 2107, not 2056.' then invented turns: correct by the
stated result), wh240 rec 164 (an equation chain cut at the cap at '= \sqrt{3}', gold -\sqrt{3}:
no_answer rather than wrong), wh288 rec 192 (a stray '\boxed {80}' mid-working and an answer tag
with no value: no_answer rather than wrong), wh288 rec 194 ('the maximum value ... is
\(\frac{1}{4}\)' then 'The final answer is:' and '</answer>': correct rather than no_answer), ci48
rec 8 ('180 - 135 = 45 miles' worked out and questioned several times in a trace cut at the cap:
no_answer rather than correct).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (taken from the question stored in the file: RobbenRibery's `questions`
column, pruksmhc's `prompt`, cppywh's `question`; for yyfblock, whose files store no question, the
GSM8K train question identified from the completions: train lines 7472 (Anika), 5971 (Matt), 4165
(Paul), 6422 (Eric), 525 (Carla), 4723 (Cary), 3373 (Shonda), 7294 (Micah), 312 (Farmer Brown),
118 (Jeanette), counted from 0), checked equal to the file's own gold (yyfblock `gold`,
RobbenRibery the `ground_truth_completions` '####' value, cppywh `ground_truth`); pruksmhc's files
store no gold, so its transcribed gold is the gsm8k/test.jsonl value itself; RobbenRibery rk1 rec
36's file gold is cut by the page edge, so its transcribed gold is the gsm8k value (129200). MATH:
whong92's lines carry MATH-500 `unique_id`s and no answer; each record's question words are the
MATH-500 problem's opening (two lengthened to be unique: 'Find the maximum value of \[f(x,y) = x
\sqrt{1 - y^2}', 'Let $z$ be a complex number such that \[z + \frac{1}{z} = ...\]Find'), looked
up by the build, and its gold is that problem's MATH-500 `answer` (checked equal).

Dead ends this round (searched, nothing usable): a code-corpus search ('MATH-500 generations jsonl
<think> </think> <answer> \boxed response ground_truth qwen grpo eval samples': course handouts,
configs, damek's math_baseline.md, cfpark00/RL-Wall scripts whose data/ is not in the index: its
only JSON files are tree_vis/*.json), find_files path math500_outputs.jsonl (none), find_string
'"gt_answer": "\\frac' (none), 'within \\boxed{}.", "response": "' (none), '"model_answer":
"\\frac' (two READMEs), '"answer": "\\frac{14}{3}"' (test fixtures and MATH-500 copies only);
minhpham160603/tt_scale results/MATH_results_QWEN4B.md (predictions and verdicts only, no
completions; not opened further).

Leads for a later round: whong92 eval_results.jsonl from line 201 (offset 304000; about 32 pages
left; this round read 144000-288000); pruksmhc rollout_ckpt_200 from offset 80000 (Lee completion
4 opens at the end of 64000; many completions repeat within a question); RobbenRibery: checkpoint
117 CSV from 32000, checkpoint 11 CSV from 32000 (row 30 opens at the end of 16000), and the other
unread results/*.csv (checkpoint 22 beta1(1) with and without text, beta1(0.5) with text,
checkpoint 24 variants, padding variants, the union-data equation-with-text run; dedup first, they
share questions and some texts); yyfblock train_samples of steps no builder names (s2b1 275-475
but 325, s2a2 175, 225, 275, 350-475, s2ac 200, 225, 275, 300, 350-475, s2a1 175, 200, 275, 300,
400-475, s1_smoke 75, 125, 175; dedup each: s1_smoke step 25 repeated three lines);
cppywh Instruct-Think.json from index 10 (offset 48000 end; long traces, many cut at the cap).

Usage: python build_public_heldout44.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout44.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout44.jsonl"
SOURCE = "public_heldout44"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

# --- yyfblock/grpo-math: GRPO training rollouts of Qwen2.5-1.5B on GSM8K train -----------------
YB, YBC = "yyfblock/grpo-math", "f0c2582171fba80407557cdefa0c6342ddc8024a"
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template, as round 19 read it)"
)
YB_RUNS = {
    "s1_smoke_1.5b": "Qwen/Qwen2.5-1.5B (base) during the repository's first GRPO smoke run on "
    "GSM8K train (results/s1_smoke_1.5b; taken to be configs/base.yaml at f0c2582 as round 19 "
    "read it: 8 generations per question at temperature 1.0)",
    "s2a1_lora_lr1e-5": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a1_lora_lr1e-5 (configs/grpo_a1_lr.yaml at f0c2582 as rounds 16-20 read it: LoRA r 32 / "
    "alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
    "s2a2_full_lr2e-6": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml at f0c2582 as rounds 16-20 read it: full "
    "fine-tuning, lr 2e-6, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, "
    "700 completion tokens)",
    "s2b1_entropy_ctrl": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2b1_entropy_ctrl (configs/grpo_b1_entropy.yaml at f0c2582 as rounds 18-21 read it: LoRA, "
    "lr 1e-5, adaptive entropy control, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
    "s2ac_cold_lr1e-5": "Qwen2.5-1.5B after the repository's SFT cold start "
    "(./ckpt/s_sft_cold_m7_merged) during GRPO training on GSM8K train, run s2ac_cold_lr1e-5 "
    "(configs/grpo_ac_cold.yaml at f0c2582 as earlier rounds read it: LoRA r 32 / alpha 64, lr "
    "1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 completion "
    "tokens, seed 42)",
}
YB_MODEL = (
    "{}: the training rollouts the run logged at step {} (two questions, 8 samples each; the "
    "whole file, one page, read); the record is one line's 'text' (the completion after the "
    "prompt's closing 'Assistant: <think>'); the file stores no question: the GSM8K train "
    "question is identified by the completions' content and checked by the file's gold"
)


def _yb(short: str, run: str, step: int) -> tuple:
    return (
        f"{short}-qwen25-15b-grpo-{run}-step{step}-gsm8k", YB,
        f"results/{run}/train_samples_step{step}.jsonl", YBC,
        YB_MODEL.format(YB_RUNS[run], step), YB_PROMPT, "think_answer", "gsm8k", "gold",
        NO_LICENCE,
    )  # fmt: skip


# --- RobbenRibery/rft-gsm8k: Phi-3.5-mini-instruct LoRA RFT checkpoints on GSM8K test -----------
RR = "RobbenRibery/rft-gsm8k"
RR_EVAL = (
    "evaluated by the repository on its 90 % hold-out of GSM8K test (README: Maj@1 with "
    "temperature 0.2 sampling; 1188 questions, the file's rows in its own order, not test "
    "order); a CSV with columns questions, sampled_completions, ground_truth_completions, "
    "maj_1s; the record is one row's `sampled_completions` field (the CSV field's text, enc "
    "'text'); this round the page at {}"
)
RR_FILES = {
    "k117": (
        "results/results_models-[attn-ffn]-lora-32r-25alpha-componly-uniondata-qlora_rft_"
        "747instances-checkpoint-117_.csv",
        "1596f3449ac8c194a78c17b36a400b4b35c8cd7d",
        "microsoft/Phi-3.5-mini-instruct after the repository's rejection-sampling fine-tuning "
        "with QLoRA (attention and FFN, rank 32, alpha 25, completion-only loss, union data, "
        "checkpoint 117, per the file name), ",
        "phi35-rft-uniondata-ck117",
    ),
    "k11": (
        "results/results_[attn-ffn]-lora-16r-12alpha-componly-rftdataonly-qlora_rft_"
        "747instances-checkpoint-11_.csv",
        "1596f3449ac8c194a78c17b36a400b4b35c8cd7d",
        "microsoft/Phi-3.5-mini-instruct after the repository's rejection-sampling fine-tuning "
        "with QLoRA (attention and FFN, rank 16, alpha 12, completion-only loss, RFT data only, "
        "checkpoint 11, per the file name), ",
        "phi35-rft-ck11",
    ),
}
RR_PROMPT = (
    "prompt.py Template (as stored at 0458604): system 'Human:\\nYou are a helpful assistant that "
    "is exceptional at solving Grade School Math Problems.', user 'Task: Think step by step to "
    "derive the final answer for the following question.\\nApproach: Build intermediate steps "
    "which leads to the final answer, perform calculations when required.\\n\\n```question\\n"
    "{question}\\n```\\nAfter completing all steps, you must submit your final answer using only "
    "numbers and no other characters.\\nWrite your final answer in a seperate new line preceeded "
    'by "####".\' (the version that wrote the files is not pinned)'
)


def _rr(short: str, which: str, page: int) -> tuple:
    path, commit, model, tag = RR_FILES[which]
    return (
        f"{short}-{tag}-gsm8k", RR, path, commit, model + RR_EVAL.format(page), RR_PROMPT,
        "long_cot", "gsm8k", "ground_truth_completions '####' value", NO_LICENCE,
    )  # fmt: skip


# --- pruksmhc/gsm8k_minimal_rl: GRPO checkpoint 200's rollouts on GSM8K test, <reasoning>/<answer>
PK = "pruksmhc/gsm8k_minimal_rl"
PK_MODEL = (
    "the model of the repository's TRL GRPO run (train_gsmk.py: default --model "
    "Qwen/Qwen2.5-1.5B-Instruct; the rollout file names no model) at checkpoint {} (README: about "
    "234 steps in the run, checkpoint 200 near the end of one epoch); rollouts written by "
    "generate_rollouts.py's grpo_rollout_demo on GSM8K test (temperature 0.8, top_p 0.9, 8 "
    "completions a question); completions end with the model's own end of turn; this round the "
    "page at {}; the record is one line's assistant `content`"
)
PK_PROMPT_CHAT = (
    "chat format (the file's `prompt` field holds only the question; train_gsmk.py's system "
    "prompt '\\nRespond in the following format:\\n<reasoning>\\n...\\n</reasoning>\\n<answer>\\n"
    "...\\n</answer>\\n' with the question as the user turn)"
)
PK_OWN = (
    "question (the file stores no gold; the transcribed gold is the gsm8k/test.jsonl value itself)"
)


def _pk(short: str, page: str) -> tuple:
    return (
        f"{short}-qwen-grpo-ckpt200-gsm8k", PK, "rollout_ckpt_200_gsmk_qwen.jsonl",
        "07bfdb9fbd55f9cbadcf19beed88ffc975715146", PK_MODEL.format(200, page), PK_PROMPT_CHAT,
        "think_answer", "gsm8k", PK_OWN, NO_LICENCE,
    )  # fmt: skip


# --- whong92/assignment5-alignment: Qwen2.5-Math-7B zero-shot R1-Zero on MATH-500 ----------------
WH, WHC = "whong92/assignment5-alignment", "29e05b6a8003a4a51753903cef2ee2739032daab"
WH_MODEL = (
    "Qwen/Qwen2.5-Math-7B zero-shot per cs336_alignment/generate_math.py at 2f24899 as round 9 "
    "read it (T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept; the script version that "
    "wrote the file is not pinned), on MATH-500 in test order (line N = MATH-500 problem N-1 by "
    "its unique_id); eval_results.jsonl repeats outputs.jsonl word for word (round 29), of which "
    "round 9 took lines 1-21 and round 42 lines 31-99; this round the page at {}; the record is "
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
    "round index {}, page at 48000); the record is one `details` entry's response"
)
CY_CHAT_PROMPT = (
    "the model's own chat template with the GSM8K question (README: 'Distill和Instruct用各自chat"
    "模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "yd225": _yb("yd225", "s2b1_entropy_ctrl", 225),
    "yb250": _yb("yb250", "s2a2_full_lr2e-6", 250),
    "yc150": _yb("yc150", "s2ac_cold_lr1e-5", 150),
    "ya100": _yb("ya100", "s2a1_lora_lr1e-5", 100),
    "ys25": _yb("ys25", "s1_smoke_1.5b", 25),
    "rk0": _rr("rk0", "k117", 0),
    "rk1": _rr("rk1", "k117", 16000),
    "rb0": _rr("rb0", "k11", 0),
    "rb1": _rr("rb1", "k11", 16000),
    "pk232": _pk("pk232", "32000"),
    "pk248": _pk("pk248", "48000"),
    "pk264": _pk("pk264", "64000"),
    "wh144": _wh("wh144", 144000),
    "wh160": _wh("wh160", 160000),
    "wh176": _wh("wh176", 176000),
    "wh192": _wh("wh192", 192000),
    "wh208": _wh("wh208", 208000),
    "wh224": _wh("wh224", 224000),
    "wh240": _wh("wh240", 240000),
    "wh256": _wh("wh256", 256000),
    "wh272": _wh("wh272", 272000),
    "wh288": _wh("wh288", 288000),
    "ci48": (
        "ci48-instruct-think-gsm8k",
        CY,
        "results/Instruct-Think.json",
        CYC,
        CY_INSTRUCT.format("8-9"),
        CY_CHAT_PROMPT,
        "long_cot",
        "gsm8k",
        "ground_truth",
        CY_LICENCE,
    ),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pk232:0|correct|tag|
pk232:1|correct|tag|
pk232:2|correct|tag|
pk232:3|wrong|tag|'3x = $20' (three additional phones); '<answer>\n39.98\n</answer>' (gold 60)
pk232:4|correct|tag|
pk232:5|correct|tag|
pk232:6|correct|tag|
pk232:7|correct|tag|
pk232:8|wrong|tag|'2500 - 3000 = -700' then 'this scenario is not possible'; '<answer>\n0\n</answer>' (gold 2000)
pk232:9|correct|tag|
pk232:10|wrong|tag|'we cannot determine how many gallons' then '<answer>\n5000\n</answer>' (gold 2000)
pk232:11|wrong|tag|'2500 - 3000 = -750'; '<answer>\n0\n</answer>' (gold 2000)
pk232:12|correct|tag|
pk232:13|correct|tag|
yd225:0|wrong|tag|'Maddie's age = -135', '170 years / 2 = The average age 85 years'; '<answer>85</answer>' (gold 50)
yd225:1|wrong|tag|Maddie 22.5 (30 * 3/4); '<answer>41.25</answer>' (gold 50)
yd225:2|wrong|tag|'<answer>41.25</answer>' (gold 50)
yd225:3|wrong|tag|'(45 + 37.5) / 2 = 111.5 / 2 = 55.75'; the tag inside a prose line, then 'I hope this answer helps clarify things!'; '<answer>55.75</answer>' (gold 50)
yd225:4|wrong|tag|'<answer>41.25</answer>' (gold 50)
yd225:5|wrong|tag|'Maddie's age in 15 years is 15 * 15 = 225'; '<answer>127.5</answer>' (gold 50)
yd225:6|wrong|tag|'<answer>41.25</answer>' (gold 50)
yd225:7|wrong|tag|'<answer>41.25</answer>' (gold 50)
yd225:8|wrong|tag|'Matt can save $: 60 - 60 = $0'; '<answer>0</answer>' (gold 20)
yd225:9|correct|tag|'$60 ($80 total for 5 packs of 4) - $40' in the working
yd225:10|wrong|tag|the tag holds a new working ('math', 'his total savings is 48-40 = 8 dollars') ending 'Answer: $0.' (gold 20); the think block ends 'the actual savings would be -$20'
yd225:11|wrong|tag|debatable: 'Savings = -$20' then 'Matt can save $20 if he buys ... at the higher price'; '<answer>- $20</answer>' is minus 20 (gold 20): wrong rather than correct
yd225:12|wrong|tag|'He can buy 20 key chains for $20'; '<answer>40</answer>' (gold 20)
yd225:13|correct|tag|debatable: 'Matt can save between $20 and $360' then '<answer>Options B and C are valid, but as Matt saves $20, option B is best</answer>': read for its value ($20) rather than as a hedge
yd225:14|correct|tag|'<answer>$20</answer>'
yd225:15|correct|tag|'<answer>$20</answer>'; 'Mr. Barnett saves $20' in the working
yb250:0|wrong|tag|'2 + 4 + 8 + 2 + 4 + 8 = 26'; '<answer>26</answer>' (gold 28)
yb250:1|wrong|tag|'<answer>22</answer>' (gold 28)
yb250:2|wrong|tag|three days only; '×' in the working; '<answer>14</answer>' (gold 28)
yb250:3|wrong|tag|a leading space; '<answer>26</answer>' (gold 28)
yb250:4|wrong|tag|'<answer>126</answer>' (gold 28)
yb250:5|wrong|tag|'he would eat 32 sandwiches in total'; '<answer>32</answer>' (gold 28)
yb250:6|wrong|tag|'<answer>20</answer>' (gold 28)
yb250:7|wrong|tag|'14 sandwiches / 3 days * 2 days = 9.33'; '<answer>10</answer>' (gold 28)
yb250:8|correct|tag|'<answer>90 minutes</answer>.' (a unit word, a period after the tag)
yb250:9|correct|tag|
yb250:10|correct|tag|
yb250:11|correct|tag|'<answer>90 minutes</answer>' (a unit word)
yb250:12|correct|tag|'<answer>90 minutes</answer>' (a unit word)
yb250:13|correct|tag|'<answer>90 minutes</answer>' (a unit word)
yb250:14|wrong|tag|'Return Time = (3 * 30 minutes) / 3 = 30 minutes'; '<answer>30 minutes</answer>' (gold 90)
yb250:15|correct|tag|'<answer>90 minutes</answer>' (a unit word)
yc150:0|wrong|tag|'8 miles + 12 miles + 24 miles + 12 miles = 56 miles', '$2.50/gallon * 2.24 gallons = $5.50'; '<answer>5.5</answer>' (gold 5)
yc150:1|correct|tag|'<answer>5.0</answer>'
yc150:2|correct|tag|
yc150:3|wrong|tag|'50 miles * 2 = 100 miles'; '<answer>10</answer>' (gold 5)
yc150:4|correct|tag|
yc150:5|wrong|tag|'= 40 miles', '40 miles / 25 miles/gallon = 8 gallons'; '<answer>20</answer>' (gold 5)
yc150:6|correct|tag|
yc150:7|correct|tag|
yc150:8|correct|tag|
yc150:9|correct|tag|
yc150:10|wrong|tag|'If the candy bar had 225 calories', '–' in the working; '<answer>225</answer>' (gold 250)
yc150:11|correct|tag|
yc150:12|correct|tag|
yc150:13|wrong|tag|'3 * 2 = 6 miles'; '<answer>700</answer>' (gold 250)
yc150:14|correct|tag|
yc150:15|correct|tag|
wh144:101|no_answer|truncated|cut at the length cap inside a Vieta expansion, no answer (gold 850)
wh144:102|correct|tag|a sentence in the tag: 'The factored form ... is \\((a+5)(b+2)\\).'
wh144:103|no_answer|truncated|cut at the length cap inside a Python block ('sp.solve(sp.Eq(f_f'), no answer (gold (3,4]); '\r\n' in the code
wh144:104|no_answer|truncated|cut at the length cap ('the points of intersection are \\((-3, 10 + \\sqrt{'), no answer (gold 40)
wh144:105|no_answer|truncated|the output degenerates ('-bertiffin-C的空间') and stops before any median (gold 29)
wh144:106|correct|tag|a sentence in the tag ending 'is \\( y = \\frac{4}{3} \\).'
wh144:107|correct|tag|the tag ends 'Answer: Count of elements in intersection = 9'
wh144:108|correct|boxed|no tags: invented ```output``` block, then '\\( \\boxed{2} \\)'
rk0:0|wrong|hash|'A = (162 * 11) / 18', 'A = 182'; 'So, the final answer is: #### 192' (gold 109)
rk0:1|correct|hash|
rk0:2|correct|hash|
rk0:3|correct|hash|
rk0:4|correct|hash|
rk0:5|correct|hash|'Kim usually sleeps for 6 - 10 = 8 hours' (a slip in the working, the value right)
rk0:6|correct|hash|
rk0:7|correct|hash|
rk0:8|correct|hash|
rk0:9|wrong|hash|'each country gets (1/4)F flights'; '#### 22' (gold 11)
rk0:10|wrong|hash|the blue balloons counted twice; '#### 40' (gold 34)
rk0:11|correct|hash|
rk0:12|wrong|hash|the spilt liter ignored, '20/3 + 9 = 47/3 liters'; '#### 15.666666666666664' (gold 15)
rk0:13|wrong|hash|'4 x 2 = 8 movies every weekend'; '#### 32' (gold 24)
rk0:14|wrong|hash|'8 hours / 5 questions per hour = 16 questions'; '#### 147' (gold 105)
rk0:15|correct|hash|
rk0:16|correct|hash|
rk0:17|correct|hash|
rk1:18|correct|hash|
rk1:19|correct|hash|
rk1:20|correct|hash|'The total number of fairies that joined is 50+25 = 75' (wording), value right
rk1:21|correct|hash|
rk1:22|correct|hash|
rk1:23|correct|hash|
rk1:24|correct|hash|
rk1:25|correct|hash|'$33.00' in the working, '#### 33'
rk1:26|correct|hash|
rk1:27|correct|hash|'= 25%' in the working, '#### 25'
rk1:28|correct|hash|'$1.00' in the working, '#### 1'
rk1:29|correct|hash|
rk1:30|wrong|hash|the three cats ignored ('60 x 2 = 120 grams of cat food per day'); '#### 6' (gold 2)
rk1:31|correct|hash|
rk1:32|correct|hash|
rk1:33|correct|hash|
rk1:34|wrong|hash|'1600 + 70 x 5 = ... 1950 pesos', 'save 1950 - 1600 = 350'; '#### 350' (gold 250)
rk1:35|wrong|hash|the 2 included shelves subtracted though not needed; '#### 294' (gold 324)
rk1:36|correct|hash|'$129,200' in the working, '#### 129200'
wh160:110|no_answer|truncated|cut at the length cap ('we can find the values of \\(r\\) and \\('), no answer (gold 504)
wh160:111|no_answer|tag|the answer tag holds only Python code (math.comb ... print(total_ways)), no value stated (gold 210)
wh160:112|correct|tag|'<answer> $13$ </answer>'
wh160:113|correct|tag|a sentence in the tag with '\\boxed{8000}'; no '</think>' before the tag
wh160:114|correct|prose_sentence|no opening answer tag, only a closing '</answer>' after the check; last stated result 'The product of $C$ and $D$ is $-1 \\cdot 5 = -5$'
wh160:115|wrong|tag|'The letter E appears once'; '<answer> N = 7! / (2!)\n</answer>' (= 2520; gold 1260); '⇒' in the working
wh160:116|correct|tag|'\\[\\boxed{2}\\]' after '</think>', then '<answer> The solution to the equation is \\(x = 2\\).</answer>'
wh160:117|correct|tag|'<answer> \\(x = 3\\) </answer>'
wh160:118|correct|boxed|no answer tag: invented ```output``` block '81', then '\\(\\boxed{81}\\)'
wh160:119|wrong|boxed|no tags; '(1 + 2 + 3) - (4 + 5) + 6 = 3' taken as the minimum; '\\(\\boxed{3}\\)' (gold -9)
wh176:121|correct|tag|'\\boxed{6}' then '</think>' and an answer tag never closed: 'is \\(x = 6\\).'
wh176:122|correct|tag|'\\$1500' in the working
wh176:123|no_answer|truncated|cut at the length cap inside the shoelace sum, no answer (gold 8)
wh176:124|correct|tag|a sentence in the tag: 'is \\(\\frac{11}{2}\\).'
wh176:125|wrong|boxed|no tags after '</think>': invented ```output``` '-9', '\\boxed{-9}' (gold -3)
wh176:126|wrong|boxed|'\\boxed{\\frac{1}{137} + i}' (gold 1+274i), then an invented 'Human:' turn and a new question cut at the cap (not counted); '\r\n' in the code
wh176:127|correct|tag|'$\\boxed{4210_5}$' in a sentence in the tag (gold 4210_{5})
wh176:128|wrong|tag|'4 miles * 7 third days = 28 miles'; 'Suzanne can walk a fewest of 28 miles in February.' in the tag (gold 36)
wh176:129|no_answer|tag|two answer tags with working and a plan ('Let's proceed with the calculations using Python.'), the area of ACD never stated (gold \\frac{3840}{289})
wh176:130|correct|boxed|no answer tag; '\\( \\boxed{13} \\)'
wh192:132|correct|prose_sentence|debatable: no tags; 'So, there are 4 possible numbers they could be thinking of.' then 'The answer here is:' with nothing after it: correct by the stated result rather than no_answer
wh192:133|correct|tag|'<answer> 120 </answer>'
wh192:134|correct|tag|'<answer> \\(h + k + a + b = 16\\)</answer>' (an equation in the tag)
wh192:135|correct|tag|a sentence in the tag with '\\(\\boxed{9}\\)'
wh192:136|correct|tag|no '</think>'; '<answer> 64 </answer>'
wh192:137|correct|tag|a sentence in the tag ending 'is \\(204_5\\).'; a '\\begin{array}' table in the working
wh192:138|wrong|tag|'5 * (1/30) = 1/6' (only matching pairs counted per colour); '<answer>1/6</answer>' (gold \\frac{1}{3})
wh192:139|correct|tag|'Assistant: <answer>' after '</think>', the tag ending '\\(\\boxed{1}\\).'
wh192:140|correct|tag|the answer tag is never closed: 'is \\(\\boxed{13}\\).'
wh192:141|correct|tag|the tag inside a prose line: 'is <answer>2</answer>'
wh208:143|correct|boxed|no opening answer tag, '\\>' for a closing display, then '$\\boxed{3\\sqrt{5}}.$</answer>' (gold 3 \\sqrt{5})
wh208:144|correct|prose_sentence|no tags: 'The final point is $(15, -29)$.' then a sentence about the tags that ends '<answer> </answer>' (empty tag words)
wh208:145|wrong|boxed|'85 \\equiv 1 \\pmod{4}' reasoning; '\\boxed{\\frac{1 + \\sqrt{5}}{2}}' then a closing '</answer>' with no opener (gold -2)
wh208:146|correct|tag|'<answer> \\(\\frac{\\sqrt{3}}{3}\\) </answer>'
wh208:147|no_answer|truncated|cut at the length cap after 'x \\ge ... 6 \\cdot 2^{4/3}' and the equality values, before any minimum is stated (gold 16)
wh208:148|correct|tag|'$\\boxed{11}$' in the think block and in a sentence in the tag
wh208:149|correct|boxed|no answer tag; invented ```output``` '49', '\\( \\boxed{49} \\)'; '\r\n' in the code
wh208:150|no_answer|truncated|a RecursionError output, then a hand table cut at the length cap, no value of f(2015,2) (gold 1)
wh208:151|correct|tag|the answer tag is never closed: 'is \\(\\boxed{144}\\).'
ya100:0|wrong|tag|'Shonda' counted twice, '= 24 people'; '<answer>7.5</answer>' (gold 9)
ya100:1|wrong|tag|'= 18 people'; '<answer>10 eggs</answer>' (gold 9)
ya100:2|wrong|tag|'There are 12 people in total'; '<answer>15</answer>' (gold 9)
ya100:3|correct|tag|'15 bxs' in the working
ya100:4|wrong|tag|'2+6 = 8 people' then '180/10 = 18'; '<answer>18</answer>' (gold 9)
ya100:5|correct|tag|
ya100:6|wrong|tag|'12 kids + 15 adults = 27 people', '180 / 27 = 6.666...'; '<answer>6 eggs</answer>' (gold 9)
ya100:7|correct|tag|'</think>' then working, 'The final answer is <answer>9 eggs per person</answer>.' (unit words in the tag)
ya100:8|correct|tag|
ya100:9|correct|tag|
ya100:10|wrong|tag|'5 * 5 = 25 stamps', '6 + 3 = 9 envelopes'; '<answer>9</answer>' (gold 14)
ya100:11|correct|tag|
ya100:12|correct|tag|'÷' in the working
ya100:13|correct|tag|
ya100:14|wrong|tag|debatable: the working ends '= 8 envelopes in total' and the tag holds a hash-like string '<answer>8cd089d8c867f6ef5f2d1e21d0163e6e</answer>' (gold 14): wrong rather than no_answer
ya100:15|correct|tag|
ys25:0|correct|tag|nonsense working ('144 legs', '20 chickens and 20 geese'); '<answer>20</answer>'
ys25:1|wrong|tag|'60 emus'; '<answer>60</answer>' (gold 20)
ys25:2|correct|tag|'÷' in the working
ys25:3|wrong|tag|'<answer>60 emus</answer>' (gold 20)
ys25:5|correct|tag|
ys25:6|wrong|bare_last_line|no closing tags: three '<answer>' openers and '<think>' inside the working ('E(1+ E)=30', 'E is 9', 'E=10'), the last line 'There are 7 emus in his flock.' (gold 20)
ys25:7|wrong|tag|'</think><answer>40</answer>' (gold 20)
ys25:8|wrong|tag|the weekly counts summed, '3 + 5 + 7 + 9 + 11 = 35'; '<answer>35</answer>' (gold 13)
ys25:10|wrong|tag|'<inference>' blocks and several think blocks; '<answer>\nJeanette can juggle 35 objects in total after 5 weeks.\n</answer>' (gold 13)
ys25:11|no_answer|tag|placeholder working; '<answer>(final_week_obj)</answer>' holds no value (gold 13); '’' in the working
ys25:12|wrong|tag|'= [sum] = 70'; '<answer>70</answer>' (gold 13)
ys25:13|correct|tag|'<answer>\nJeanette can juggle 13 objects.\n</answer>'
ys25:15|wrong|tag|'= 11 objects' then '</think> <answer>11</answer>' (gold 13); invented 'User:' turns after it (random numbers, a concert, a wall) ending in an empty '<answer>' at the cap, not counted
pk248:0|wrong|tag|'24 smores / 8 smores/sleeve = 3 boxes' (sleeves taken for boxes); '<answer>\n3\n</answer>' (gold 1)
pk248:1|wrong|tag|'= 3 boxes of graham crackers'; '<answer>\n3\n</answer>' (gold 1)
pk248:2|wrong|tag|'15 people x 2 smores/person', '45 smores', '6 sleeves / 3 sleeves/box = 2 boxes'; '<answer>\n2\n</answer>' (gold 1)
pk248:3|wrong|tag|'45 smores in total'; '<answer>\n2\n</answer>' (gold 1)
pk248:4|wrong|tag|'24 / 8 = 3 boxes'; '<answer>\n3\n</answer>' (gold 1)
pk248:5|correct|tag|
pk248:6|wrong|tag|'24 / 8 = 3 boxes'; '<answer>\n3\n</answer>' (gold 1)
pk248:7|wrong|tag|'= 3 boxes of graham crackers'; '<answer>\n3\n</answer>' (gold 1)
pk248:8|correct|tag|
pk248:9|correct|tag|
pk248:10|correct|tag|
pk248:11|correct|tag|
pk248:12|correct|tag|
pk248:13|correct|tag|
pk248:14|correct|tag|
pk248:15|wrong|tag|'From 8:00 AM to 11:00 PM is 13 hours', '26 * 30 = 780'; '<answer>\n780\n</answer>' (gold 360)
pk248:16|wrong|tag|'60 * 6.5 = 390'; '<answer>\n390\n</answer>' (gold 360)
pk248:17|wrong|tag|'11:00 PM - 8:00 AM = 3 periods', '60 * 3 = 180'; '<answer>\n180\n</answer>' (gold 360)
rb0:0|correct|hash|
rb0:1|wrong|hash|the buttons converted to small stickers, '87 small stickers + 60 small stickers = 147 small stickers'; '#### 147' (gold 89)
rb0:2|correct|hash|
rb0:3|correct|hash|
rb0:4|correct|hash|
rb0:5|wrong|hash|the 5 minutes noted ('her waking time was 5:55 a.m.') but not subtracted, '480 - 23 = 457'; '#### 457' (gold 452)
rb0:6|correct|hash|
rb0:7|correct|hash|
rb0:8|correct|hash|
rb0:9|wrong|hash|'(1/4)F flights go to each country'; '#### 22' (gold 11)
rb0:10|correct|hash|
rb0:11|correct|hash|
rb0:12|wrong|hash|the spilt liter's water not removed; '#### 47/3' (a fraction, 15.67; gold 15)
wh224:153|correct|boxed|no answer tag; invented ```output``` block, '\\(\\boxed{\\frac{2}{21}}\\)'
wh224:154|wrong|tag|one unfolding only, '\\sqrt{449}' in a sentence in the tag (gold 2\\sqrt{113} = \\sqrt{452})
wh224:155|correct|tag|'$\\boxed{\\frac{1}{4}}$' in the think block and in a sentence in the tag
wh224:156|no_answer|truncated|cut at the length cap inside the minimisation, no angle stated (gold 30^\\circ)
wh224:157|correct|tag|'\\[\\Rightarrow \\text{: \\boxed{\\frac{6}{5}}}' (a box inside \\text, display never closed) then '<answer> \\(\\boxed{\\frac{6}{5}}\\)</answer>' (gold \\frac65)
wh224:158|correct|prose_sentence|debatable: no answer tag; the think block ends 'Sum = ... = 2107. However, there seems to be a minor miscalculation in the previous response. The correct sum is indeed 2107, not 2056.' then invented 'User:' / 'Human:' turns (alloy, multiplication packet, product rule; '土豆头') cut at the cap, not counted: correct by the stated result
wh240:160|correct|tag|'<answer> 18\n</answer>'
wh240:161|correct|tag|'<answer> 6 </answer>'
wh240:162|correct|boxed|no answer tag; invented ```output``` '17/50', '\\(\\boxed{\\frac{17}{50}}\\)' (gold \\dfrac{17}{50}), then an invented 'Human:' turn (playing cards) cut at the cap, not counted
wh240:163|wrong|boxed|'the minimum value of a^2 occurs when a = -6'; '\\boxed{-\\frac{323}{9}}' (gold -\\frac{35}{9}), then an invented 'Human:' turn cut at the cap, not counted
wh240:164|no_answer|truncated|debatable: cut at the length cap inside an equation chain that ends '= \\sqrt{3}' (gold -\\sqrt{3}), no answer committed: no_answer rather than wrong by the last value in the chain
wh240:165|correct|tag|no '</think>'; '<answer> \\(\\frac{4}{9}\\)</answer>'
wh240:166|correct|boxed|no answer tag; invented ```output``` '32.1428571428571', then '\\boxed{\\frac{270}{7}^\\circ}' (a degree sign; gold \\frac{270}7\\text{ degrees})
wh256:168|wrong|boxed|'22 + 10 = 70', '32 = 70' then 'This is valid'; '\\( \\boxed{12} \\)' and a closing '</answer>' with no opener (gold 19)
wh256:169|correct|tag|pseudo-markup '<replaceablo section="think" ...>' lines, then '<answer>12</answer>'
wh256:170|wrong|boxed|no tags; two invented ```output``` blocks, 'approximately 336', '\\boxed{336}' (gold 1736)
wh256:171|correct|tag|'we get $\\frac{13}{15}$' in the think block, then an invented 'User:' turn repeating the question and 'Assistant: <answer> $\\frac{13}{15}$ </answer>': correct either way
wh256:172|correct|tag|'<answer> 350 </answer>'
wh256:173|no_answer|truncated|'If k = 4, then a = ... = 4, which is an integer.' then the search goes on to k = 15 and is cut at the length cap, no answer committed (gold 4)
wh256:174|correct|tag|a sentence in the tag: 'has 2 $y$-intercepts.'
wh256:175|wrong|boxed|no answer tag; invented ```output``` '(2, 4, 22)', '\\boxed{2}' (gold 3); '\r\n' in the code
wh256:176|wrong|tag|'\\frac{672}{10^7} = 0.000672' (a place lost); '$0.000672$' in a sentence in the tag (gold .0000672)
ci48:8|no_answer|truncated|debatable: a reasoning trace cut at the 2048-token cap inside '<think>' ('so he is 180 - 135 = '); '180 - 135 = 45 miles' is worked out several times but questioned each time and never committed (gold 45): no_answer rather than correct
ci48:9|correct|boxed|'**Final Answer**' with '\\boxed{460}' inside the think block, then a Markdown answer ending '$$\n\\boxed{460}\n$$'
rb1:13|correct|hash|
rb1:14|correct|hash|
rb1:15|correct|hash|
rb1:16|wrong|hash|'0.2 * 24 = 4.8 unripe oranges', rounded down to 4; the bad orange left out of the subtraction; '#### 18' (gold 17)
rb1:17|correct|hash|
rb1:18|correct|hash|
rb1:19|correct|hash|
rb1:20|correct|hash|
rb1:21|correct|hash|
rb1:22|correct|hash|
rb1:23|correct|hash|
rb1:24|wrong|hash|'E + 14 = 3 * 8'; '#### 10' (gold 18)
rb1:25|correct|hash|'$33.00' in the working, '#### 33'
rb1:26|wrong|hash|'Complex 3: 200 apartments * 1.6 = 320'; '#### 864' (gold 1248)
rb1:27|correct|hash|'= 25%' in the working, '#### 25'
rb1:28|wrong|hash|'$36.00 / 36 bagels = $1.00' then '#### 1000' and a note that '$1.00 ... can be represented as 1000 in pure digits' (gold 1)
rb1:29|correct|hash|
pk264:0|wrong|tag|'From 8:00 AM to 11:00 PM is 15 hours', '2700 / (1/2) = 5400'; '<answer>\n5400\n</answer>' (gold 360)
pk264:1|wrong|tag|'180 / 15 * 30 = 900'; '<answer>\n900\n</answer>' (gold 360)
pk264:2|correct|tag|'(from 8:00 AM to 11:00 PM is 3 periods)'; '<answer>\n360\n</answer>'
pk264:3|wrong|tag|'6.5 cycles of 15 minutes', '187.5' rounded down; '<answer>\n187\n</answer>' (gold 360)
pk264:4|correct|tag|'3 * 4 = 12 periods', '30 * 12 = 360'
pk264:5|correct|tag|
pk264:6|correct|tag|
pk264:7|correct|tag|
pk264:8|correct|tag|
pk264:9|correct|tag|
pk264:10|correct|tag|
pk264:11|correct|tag|
pk264:12|correct|tag|
pk264:13|wrong|tag|Lee's and Gerald's times confused, '36 * 1.1 = 39.6'; '<answer>\n39.6\n</answer>' (gold 36)
pk264:14|correct|tag|
pk264:15|correct|tag|
pk264:16|wrong|tag|'36 * 0.9 = 32.4'; '<answer>\n32.4\n</answer>' (gold 36)
wh272:178|correct|boxed|no answer tag; a ```python block holding '60.0' as output, '$\\boxed{60}$'; '×' in the working
wh272:179|correct|boxed|no opening answer tag: '\\boxed{5x - 7y + 11z + 4 = 0}' (an equation in the box) then '</answer>'
wh272:180|correct|tag|a sentence in the tag: 'there are 3 positive two-digit integers'
wh272:181|correct|boxed|no answer tag; '$$\\boxed{\\frac{\\sqrt{3}}{3}}$$' in the think block, a ```python output block '0.577350269189626', then '\\(\\boxed{\\frac{\\sqrt{3}}{3}}\\)'
wh272:182|correct|tag|'Assistant: <answer>' after '</think>'; 'There are 1251 students ... when rounded to the nearest whole number.'
wh272:183|correct|tag|'<answer> $\\boxed{23}$<answer>' (a second opener, never closed), then an explanation ending '= \\boxed{23}'
wh272:184|wrong|tag|'$\\boxed{[2, \\infty)}$' in a sentence in the tag (a closed end; gold (2,\\infty))
wh272:185|correct|tag|'\\(\\boxed{1}\\)' in a sentence in the tag
wh272:186|correct|boxed|'The answer is \\(\\boxed{7}\\). </think>' then a Python check with no output; no answer tag
wh272:187|correct|tag|'<answer> Hillary has 7 nickels. </answer>'
wh272:188|correct|tag|the answer tag holds code, an invented ```output``` '[-2.  6.  1.]' and '\\boxed{6}', never closed
wh288:190|wrong|tag|'the only way for the sum to be even is if both numbers chosen are odd'; '<answer> \\(\\boxed{\\frac{25}{36}}\\)</answer>' (gold \\frac{13}{18})
wh288:191|correct|tag|'The value of $b$ is $0$.' in the tag
wh288:192|no_answer|tag|debatable: incoherent working with '$16*5=\\boxed {80}$' mid-text, then '<answer> Image of triangle and equilateral triangle plus parrallelogram</answer>', a tag with no value (gold 30): no_answer rather than wrong by the stray box
wh288:193|correct|tag|no '</think>'; '<answer>4</answer>'
wh288:194|correct|prose_sentence|debatable: no opening answer tag; 'the maximum value of ... is \\(\\frac{1}{4}\\)' then 'The final answer is:' and a closing '</answer>' with nothing between: correct by the stated result rather than no_answer
wh288:195|correct|boxed|invalid working ('h must be 0', '(4)(6) = 24'); 'the final answer is $p(0) + p(4) = $\\boxed{24}.</answer>' (the box outside the math, a closing tag with no opener)
wh288:196|wrong|tag|'= 1299 + 361' (441 + 798 = 1239 slipped); 'the value of $x$ is <answer> 1660 </answer>' (gold 1600)
wh288:197|correct|prose_sentence|no opening answer tag: 'So there are 6 possible values for $x$.' then 'Let's use Python to confirm this.' and a closing '</answer>'
wh288:198|correct|boxed|invented ```output``` '10080', '\\(\\boxed{10080}\\)' (gold 10,\\!080)
wh288:199|correct|tag|'<answer> 17 </answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
