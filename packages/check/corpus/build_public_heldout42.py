__doc__ = r"""Build public_heldout42.jsonl: a 42nd held-out round of REAL model completions (issue 25).

Why: rounds 1-41 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (correct, format_ok, reward_scores, reward_fn_output
format_reward / answer_reward / reward, maj_1s, final_answer, verifier_outputs and the like) were
not used to label.

Method (rounds 3-40's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. For the JSON-lines files `r` is the record's text at file level and `enc` = `json` (the file's
JSON string, decoded once more by the build); for the two CSV files of RobbenRibery/rft-gsm8k
(sources rp*, rc*) `r` is the CSV field's text itself and `enc` = `text` (no field read holds a
double quote, so no CSV unquoting was needed; mk.py refuses a field with one). The helper pasted
each completion's string as the read_file answer displays it (the page text JSON-escaped once
more) into scratch files (one record a line: source, record number, key, file gold, question
opening and the display string, separated by ' ||| '; a leading space of the completion written
out explicitly), and a small script (mk.py) decoded that display form once into the file-level
string (`r`) and checked that `r` decodes; no record was re-encoded or retyped from its decoded
form. Checks of the transcription: the 31 pruksmhc ckpt_0/ckpt_100 completions have exactly the
file's own `completion_length_chars`; the five yyfblock files, rebuilt line by line from the
transcribed texts and golds, have exactly the page's `total_chars` (5213 to 10980). A record is
taken only when its whole completion lies on the pages read; no completion crossing a page edge
was joined this round. Records whose opening fields lie on an earlier page read and whose
completion lies wholly on the page were taken as read: pk201 rec 0 (ckpt_200 DeSean completion 3:
its 'content' key on the page at 0, the string wholly on 16000; its index inferred from the next
line's, completion 4), wh80 rec 52 (line 53's opening '{"r' on the page at 64000, the completion
wholly on 80000). Nothing is shortened.

Not transcribed (read, but left out): yyfblock s2b1_entropy_ctrl step 100 line 7 (it repeats an
earlier round's completion word for word); RobbenRibery reproduce-file row 3 (Bethany: the same
text word for word as the baseline file's row 3, rp0 rec 3, which is kept); pruksmhc ckpt_200
Zeke completions 3-7 and flour completions 3, 4 and 6 (each repeats another completion of the same
question word for word: Zeke 3-7 repeat 1 or 2, flour 3 and 4 repeat 2, flour 6 repeats 1);
completions crossing a page edge, not joined: whong92 eval_results.jsonl lines 42, 65, 79, 90
(across 48000/64000, 80000/96000, 96000/112000, 112000/128000; line 30, whose completion ends on
the page at 48000, opens on the unread page at 32000), RobbenRibery baseline row 30 (Imma, across 16000/32000) and reproduce row 14
(Mark, across 0/16000); completions cut by the end of the last page read (whong92 line 100,
pruksmhc ckpt_0 batch 1 completion 7, ckpt_100 batch 2 completion 0, RobbenRibery rows 47 and
49); whong92 eval_results.jsonl page at 0 (lines 1-9, round 9's generations; re-read here to
identify the file, nothing taken from it; lines 10-29 lie on pages not read); sreerevanth
cpu-pilot/seed-456/level-0/baseline/evaluation/generations.jsonl (page 0 read: its responses are
the seed-456 base file's, round 40's sp456, word for word). Every completion was compared
(whitespace-normalised) with every completion of rounds 1-41 (the completion fields of
packages/check/corpus/public_heldout*.jsonl, 41 files once round 41 appeared there, by script,
dedup.py): none repeats an earlier round's completion, and no two completions kept in this round
are equal.

Repositories (300 records): RobbenRibery/rft-gsm8k 93 (31.0 %, NEW to the corpus: no builder
names it), yyfblock/grpo-math 79 (26.3 %), whong92/assignment5-alignment 65 (21.7 %; round 9 took
21 lines of the same generations from outputs.jsonl, this round eval_results.jsonl lines 31-99),
pruksmhc/gsm8k_minimal_rl 63 (21.0 %, NEW to the corpus: round 39 only listed it as an unopened
lead). Licences: no LICENSE file was found in the index for any of the four (find_files path
LICENSE: none for RobbenRibery, pruksmhc, whong92; yyfblock as round 40 found); `licence` per
record.

Split: think_answer 207 (GSM8K 142, MATH 65; 142 in the `<think>…</think><answer>…</answer>`
shape of the R1-Zero prompt (yyfblock, whong92), 63 in the `<reasoning>…</reasoning><answer>…
</answer>` shape (pruksmhc)), long_cot 93 (GSM8K 93, all '####' answers); GSM8K 235, MATH 65
(21.7 %). Truths: correct 187, wrong 90, no_answer 23 (GSM8K 136 / 80 / 19, MATH 51 / 10 / 4;
think_answer 108 / 76 / 23, long_cot 79 / 14 / 0); 7 debatable (pk0 recs 6, 8; pk100 recs 9, 11;
wh80 rec 62; wh96 recs 65, 67).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2b1_entropy_ctrl/train_samples_step100.jsonl (yd100), step150 (yd150),
  step200 (yd200), results/s2a2_full_lr2e-6/train_samples_step125.jsonl (yb125),
  results/s2ac_cold_lr1e-5/train_samples_step125.jsonl (yc125), each the whole file (one page, two
  questions x 8 samples); files no earlier builder names. Forms: '<Answer>250 calories</Answer>'
  (capitalised tags), '<answer>Marion has 17 paperclips.</answer>' and '<answer>Final answer:
  Marion has 17 paperclips.</answer>', '<answer>The total number of puppies that Tenisha remains
  with is 50.</answer>', '<answer>1 3/7</answer>', '<answer>700 calories</answer>' (a unit
  word), pseudo-markup '<math step="step0">…</math>', '\[ \text{…} \]' displays, an invented
  'User:' turn and 'Assistant: <think>' block after the committed answer, nonsense working
  ('People.push _Distribution', '361.16 leftovers'), blank lines before the tag.
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct and its QLoRA rejection-sampling
  fine-tuned checkpoint 22; the repository's GSM8K prompt asking for a '####' line; long_cot; the
  repository's 90 % hold-out of GSM8K test, rows in the file's own order):
  results/results_microsoft-Phi-3.5-mini-instruct_.csv pages at 0 (rows 0-12 = rp0), 16000 (rows
  13-29 = rp1) and 32000 (rows 31-46 = rp2); the checkpoint-22 '_reproduce' CSV pages at 0 (rows
  0-13 less row 3 = rc0), 16000 (rows 15-31 = rc1) and 32000 (rows 32-48 = rc2). Forms: '#### N'
  on its own line, 'Final answer: #### 25', 'So, the final answer is: #### 13', 'So, the final
  answer is #### 120.' (a period after the value), 'The final answer is 20, so we submit: ####
  20', '#### 1.00' for 1, '#### 276000' with '$276,000' in the working, '= -54 miles' then
  '#### 54', a working that ends on the gold's '$1.00' with a marker line '#### 10' (rc1 rec 28).
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoints 0, 100 and 200; rollouts on GSM8K test, 8 a
  question; think_answer with '<reasoning>'/'<answer>' tags): rollout_ckpt_0_gsmk_qwen.jsonl page
  at 0 (pk0), rollout_ckpt_100_gsmk_qwen.jsonl page at 0 (pk100), rollout_ckpt_200_gsmk_qwen.jsonl
  pages at 0 (pk200) and 16000 (pk201). ckpt_0 and ckpt_100 were prompted with a plain string and
  no chat template and are cut at a short length cap: answers cut mid-number ('= 3' for 33),
  'Reasoning:' / 'Answer:' headings instead of tags, an unevaluated '$40.00 + 25% of $40.00 + $3.00
  + $4.00' in the tag, 'However, we must subtract ...' at the cap, invented 'Question:' /
  'Human: Question:' turns and a Python task after '</answer>', '$<<0.25*40=10>>10.00' calculator
  marks; ckpt_200 (chat format) ends every completion '</answer>\n': '<answer>\n3\n3\n</answer>'
  (two values).
* whong92/assignment5-alignment (Qwen/Qwen2.5-Math-7B zero-shot with the R1-Zero prompt on MATH-500
  in test order; think_answer; MATH): eval_results.jsonl pages at 48000 (lines 31-41 = wh48), 64000
  (43-52 = wh64), 80000 (53-64 = wh80), 96000 (66-78 = wh96), 112000 (80-89 = wh112) and 128000
  (91-99 = wh128). Forms: boxes and sentences inside the tag, no tags with a last box after
  invented ```output``` blocks, answer tags holding only Python or a plan, '</answer Pass>', '</a>'
  and '<snow>…</snow>' for tags, closing '</answer>' with no opener, '<answer> <answer> <answer>'
  with nothing in them, 'Let's wrap the final answer in the <answer> tags:</answer>', 'ans=' and
  'Assistant:' lines, '\r\n' and '<br>' in the working, '<br먼', Chinese '括号', Unicode 'π', '²',
  '³', base subscripts '40_9', '2516_8', '3/2' for \frac{3}{2}, 'The skater is facing east.' for
  \text{east}, an 'align*' environment in the tag, '3 units'.

Label conventions (rounds 37-40's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value
but written differently is correct (a unit word or unit inside the box or tag, a '$' sign, cents
'5.00' for 5, '3/2' for \frac{3}{2}, a base subscript, 'east' in a sentence for \text{east}); another
quantity is wrong; in the tag format the `<answer>` content is the final answer whatever the
think or reasoning block says, and a sentence or equation chain in the tag is read for its value;
with no answer tag the completion is labelled by its last box or last stated result; malformed or
unopened tags do not change which answer counts; text after the committed answer (an invented
turn, a new question, a Python task) does not count; an answer tag that holds only code or a plan
is no_answer. Debatable this round: pk0 rec 6 (the tag ends '13 + 20 = 3' at the length cap, cut
inside the number: no_answer rather than wrong), pk0 rec 8 (an unevaluated expression equal to
57 in the tag: correct), pk100 rec 9 ('So the final price is $40.00 + $17.00 = $57' at the cap, no
tag: correct by its last stated result), pk100 rec 11 ('= $57.00' then 'However, we must subtract
the $3.00 delivery fee because that' at the cap: no_answer, the stated total being withdrawn),
wh80 rec 62 ('<snow>' tags, the stated C = \sqrt{\frac{17 + \sqrt{209}}{2}} then an output cut at
the cap: wrong by its last stated value), wh96 rec 65 ('becomes 1' then three empty unclosed
answer tags: correct by the stated result), wh96 rec 67 ('decreases by 10%. Let's wrap the final
answer in the <answer> tags:</answer>': correct by the stated result rather than no_answer).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (taken from the question stored in the file: RobbenRibery's `questions`
column, pruksmhc's `prompt`; for yyfblock, whose files store no question, the GSM8K train
question identified from the completions: train lines 3374 (Shonda's Easter eggs), 7295 (Micah's
envelopes), 526 (Carla's errands), 4724 (Cary's walk), 3982 (James's sales), 4556 (Maddy's eggs),
1593 (Yun's paperclips), 2725 (Tenisha's dogs), counted from 0), checked equal to the file's own
gold (yyfblock `gold`, RobbenRibery the `ground_truth_completions` '####' value); pruksmhc's files
store no gold, so its transcribed gold is the gsm8k/test.jsonl value itself (test lines 970, 58,
813, 645, 1180). RobbenRibery and pruksmhc questions are in gsm8k/test.jsonl, yyfblock's in
gsm8k/train.jsonl. MATH: whong92's lines carry MATH-500 `unique_id`s and no answer; each record's
question words are the MATH-500 problem's opening, looked up by the build, and its gold is that
problem's MATH-500 `answer` (checked equal).

Dead ends this round (searched or opened, nothing usable): find_string '"response": "<think>\nOkay,
let's see. ' (non-math chat logs) and '<answer>18</answer>' (code, docs and tests only);
find_files for the exact paths rollouts.jsonl, completions.jsonl, generations.jsonl,
samples.jsonl, predictions.jsonl (non-math repositories), results/math500.jsonl and
math500_results.jsonl (none); eval_results.jsonl (led to whong92, used); find_repos 'gsm8k',
'rlvr' and 'math500' (names checked against every builder; opened and found without usable
outputs: pwpix/GSPO-Fine-tuning-on-GSM8K-dataset (code), cassieliang6709/ai-infra-gsm8k
(lm_eval metric JSONs, not opened), ShaohonChen/trio-rl-gsm8k (code), DrEternity/gsm8k-post-training
(metrics JSON and logs), tripathysagar/rlhf-gsm8k (notebooks), bwu1234/math500-eval-prm (code),
cc1107yss/limit-of-rlvr-qwen7b-math500-reproduction (CSV and JSON summaries), rm-3284/RLVR_noisy_rewards
(no .jsonl)); two code-corpus searches ('grpo gsm8k rollouts jsonl completion <answer> reward',
'math500 predictions jsonl generated \boxed DeepSeek-R1-Distill') found only scripts; sreerevanth
seed-456 level-0 baseline generations (the base responses again).

Leads for a later round: RobbenRibery/rft-gsm8k: the two CSVs used here from offset 48000 (about 70
pages each; rows 47 and 49 open at the end of the pages read) and its eleven other results/*.csv
(checkpoints 11, 24 and 117, union-data and padding variants: the same hold-out questions in the
same order, other models' completions; dedup against rp*/rc* first, the baseline and checkpoint
share some word for word); pruksmhc/gsm8k_minimal_rl rollout_ckpt_200 from offset 32000 (2,687,305
characters, chat format, many completions repeat word for word within a question),
rollout_ckpt_0 from 16000 (167,292 characters) and rollout_ckpt_100 from 16000 (87,252 characters;
demo_completions.jsonl not opened); whong92 eval_results.jsonl from line 100 (offset 144000;
814,492 characters, about 42 pages left); yyfblock train_samples of steps no builder names (check
each against earlier rounds: s2b1 step 100 line 7 repeated one); cppywh Instruct-Think.json from
index 7 (offset 48000; still unread).

Usage: python build_public_heldout42.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout42.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout42.jsonl"
SOURCE = "public_heldout42"
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


# --- RobbenRibery/rft-gsm8k: Phi-3.5-mini-instruct and its QLoRA RFT checkpoint on GSM8K test ---
RR = "RobbenRibery/rft-gsm8k"
RR_BASE_PATH, RR_BASE_C = (
    "results/results_microsoft-Phi-3.5-mini-instruct_.csv",
    "1596f3449ac8c194a78c17b36a400b4b35c8cd7d",
)
RR_CK_PATH, RR_CK_C = (
    "results/models-[beta1(0.5)-equation-without-text]-[attn-ffn]-[16r-12alpha]-[lr1e-03-"
    "gradacum1]-[componly]-[rftdataonly]-qlora_rft_747instances-checkpoint-22_reproduce.csv",
    "8423931b195bea2bc38cddbd8a392d4b65865fa0",
)
RR_EVAL = (
    "evaluated by the repository on its 90 % hold-out of GSM8K test (README: Maj@1 with "
    "temperature 0.2 sampling; 1188 questions, the file's rows in its own order, not test "
    "order); a CSV with columns questions, sampled_completions, ground_truth_completions, "
    "maj_1s; the record is one row's `sampled_completions` field (the CSV field's text, enc "
    "'text'); this round the page at {}"
)
RR_MODEL_BASE = "microsoft/Phi-3.5-mini-instruct (the README's baseline, 82.5 % Maj@1), " + RR_EVAL
RR_MODEL_CK = (
    "microsoft/Phi-3.5-mini-instruct after the repository's rejection-sampling fine-tuning with "
    "QLoRA (4-bit, rank 16, alpha 12, lr 1e-3, RFT data only, beta1 0.5 on equations without "
    "text, checkpoint 22, per the file name; README: best model 86.0 % Maj@1), " + RR_EVAL
)
RR_PROMPT = (
    "prompt.py Template (as stored at 0458604): system 'Human:\\nYou are a helpful assistant that "
    "is exceptional at solving Grade School Math Problems.', user 'Task: Think step by step to "
    "derive the final answer for the following question.\\nApproach: Build intermediate steps "
    "which leads to the final answer, perform calculations when required.\\n\\n```question\\n"
    "{question}\\n```\\nAfter completing all steps, you must submit your final answer using only "
    "numbers and no other characters.\\nWrite your final answer in a seperate new line preceeded "
    'by "####".\' (the version that wrote the files is not pinned)'
)


def _rr(short: str, ck: bool, page: int) -> tuple:
    path, commit, model = (
        (RR_CK_PATH, RR_CK_C, RR_MODEL_CK) if ck else (RR_BASE_PATH, RR_BASE_C, RR_MODEL_BASE)
    )
    tag = "phi35-rft-ck22" if ck else "phi35-mini-instruct"
    return (
        f"{short}-{tag}-gsm8k", RR, path, commit, model.format(page), RR_PROMPT, "long_cot",
        "gsm8k", "ground_truth_completions '####' value", NO_LICENCE,
    )  # fmt: skip


# --- pruksmhc/gsm8k_minimal_rl: GRPO checkpoints' rollouts on GSM8K test, <reasoning>/<answer> ---
PK = "pruksmhc/gsm8k_minimal_rl"
PK_MODEL = (
    "the model of the repository's TRL GRPO run (train_gsmk.py: default --model "
    "Qwen/Qwen2.5-1.5B-Instruct; the rollout file names no model) at checkpoint {} (README: about "
    "234 steps in the run, checkpoint 200 near the end of one epoch); rollouts written by "
    "generate_rollouts.py's grpo_rollout_demo on GSM8K test (temperature 0.8, top_p 0.9, 8 "
    "completions a question); {}; the record is one line's completion{}"
)
PK_PROMPT_PLAIN = (
    "the plain-string prompt stored in the file's `prompt` field, no chat template: "
    "'Respond in the following format:\\n<reasoning>\\n...\\n</reasoning>\\n<answer>\\n...\\n"
    "</answer>\\nQuestion: {question}'"
)
PK_PROMPT_CHAT = (
    "chat format (the file's `prompt` field holds only the question; train_gsmk.py's system "
    "prompt '\\nRespond in the following format:\\n<reasoning>\\n...\\n</reasoning>\\n<answer>\\n"
    "...\\n</answer>\\n' with the question as the user turn)"
)
PK_OWN = (
    "question (the file stores no gold; the transcribed gold is the gsm8k/test.jsonl value itself)"
)


def _pk(short: str, ck: int, commit: str, page: str) -> tuple:
    cut = (
        "completions cut at the rollout's length cap (most end mid-sentence)"
        if ck in (0, 100)
        else "completions end with the model's own end of turn"
    )
    field = " string" if ck in (0, 100) else "'s assistant `content`"
    return (
        f"{short}-qwen-grpo-ckpt{ck}-gsm8k", PK, f"rollout_ckpt_{ck}_gsmk_qwen.jsonl", commit,
        PK_MODEL.format(ck, cut + "; this round the page at " + page, field),
        PK_PROMPT_PLAIN if ck in (0, 100) else PK_PROMPT_CHAT, "think_answer", "gsm8k", PK_OWN,
        NO_LICENCE,
    )  # fmt: skip


# --- whong92/assignment5-alignment: Qwen2.5-Math-7B zero-shot R1-Zero on MATH-500 ----------------
WH, WHC = "whong92/assignment5-alignment", "29e05b6a8003a4a51753903cef2ee2739032daab"
WH_MODEL = (
    "Qwen/Qwen2.5-Math-7B zero-shot per cs336_alignment/generate_math.py at 2f24899 as round 9 "
    "read it (T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept; the script version that "
    "wrote the file is not pinned), on MATH-500 in test order (line N = MATH-500 problem N-1 by "
    "its unique_id); eval_results.jsonl repeats outputs.jsonl word for word (round 29), of which "
    "round 9 took lines 1-21; this round the page at {}; the record is one line's "
    "generation_output.text_output"
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
    "yd100": _yb("yd100", "s2b1_entropy_ctrl", 100),
    "yd150": _yb("yd150", "s2b1_entropy_ctrl", 150),
    "yd200": _yb("yd200", "s2b1_entropy_ctrl", 200),
    "yb125": _yb("yb125", "s2a2_full_lr2e-6", 125),
    "yc125": _yb("yc125", "s2ac_cold_lr1e-5", 125),
    "rp0": _rr("rp0", False, 0),
    "rp1": _rr("rp1", False, 16000),
    "rp2": _rr("rp2", False, 32000),
    "rc0": _rr("rc0", True, 0),
    "rc1": _rr("rc1", True, 16000),
    "rc2": _rr("rc2", True, 32000),
    "pk0": _pk("pk0", 0, "5edac2ba5303d3fa207bd27f0f59f0025bb4c66b", "0"),
    "pk100": _pk("pk100", 100, "5edac2ba5303d3fa207bd27f0f59f0025bb4c66b", "0"),
    "pk200": _pk("pk200", 200, "07bfdb9fbd55f9cbadcf19beed88ffc975715146", "0"),
    "pk201": _pk("pk201", 200, "07bfdb9fbd55f9cbadcf19beed88ffc975715146", "16000"),
    "wh48": _wh("wh48", 48000),
    "wh64": _wh("wh64", 64000),
    "wh80": _wh("wh80", 80000),
    "wh96": _wh("wh96", 96000),
    "wh112": _wh("wh112", 112000),
    "wh128": _wh("wh128", 128000),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
yd100:0|correct|tag|
yd100:1|wrong|tag|'1 Shonda = 18 people' (a miscount); '<answer>10</answer>' (gold 9)
yd100:2|wrong|tag|incoherent working ('People.push _Distribution', 'SUXRuss', '’' in the file); '<answer>6</answer>' (gold 9)
yd100:3|correct|tag|a blank line between '</think>' and the tag; '’' in the working
yd100:4|wrong|tag|'15 eggs in each basket'; '<answer>11.8</answer>' (gold 9)
yd100:5|correct|tag|
yd100:6|wrong|tag|a blank line before the tag; '<answer>8.57</answer>' (gold 9)
yd100:8|correct|tag|
yd100:9|wrong|tag|'40/5 = 8' then 'a total of 32+16 = 48 envelopes'; '<answer>48 </answer>' (gold 14)
yd100:10|correct|tag|
yd100:11|correct|tag|
yd100:12|correct|tag|a numbered list in the think block
yd100:13|wrong|tag|'8 - 2 = 6' then '6 + 2 = 8'; '<answer>8</answer>' (gold 14)
yd100:14|wrong|tag|'6 + (5-2) = 9'; '<answer>9</answer>' (gold 14)
yd100:15|wrong|tag|'52 - 2 * 6 = 32'; '<answer>6</answer>' (gold 14)
yd150:0|correct|tag|a blank line between '</think>' and the tag
yd150:1|correct|tag|'</think> <answer>5.00</answer>' (cents)
yd150:2|correct|tag|'<answer>$5.00</answer>' (a dollar sign and cents)
yd150:3|wrong|tag|'8 + 6 + 12 + 24 = 40 miles' (a slip); '<answer>$4</answer>' (gold 5)
yd150:4|correct|tag|'<answer>$5</answer>'
yd150:5|wrong|tag|'÷' in the working; the same slip to 40 miles; '<answer>4</answer>' (gold 5)
yd150:6|correct|tag|'<answer>$5</answer>'
yd150:7|wrong|tag|'8 + 6 + 12 + 24 = 40 miles'; '<answer>$4</answer>' (gold 5)
yd150:8|correct|tag|
yd150:9|correct|tag|capitalised tags: '<Answer>250 calories</Answer>' (a unit word)
yd150:10|correct|tag|
yd150:11|correct|tag|
yd150:12|wrong|tag|'3 miles round-trip, which is a total of 6 miles'; '<answer>700</answer>' (gold 250)
yd150:13|wrong|tag|'<answer>700 calories</answer>' (gold 250)
yd150:14|correct|tag|
yd150:15|correct|tag|
yb125:0|wrong|tag|the first day's single items counted once; '</think> <answer>84</answer>' (gold 104)
yb125:1|wrong|tag|'<answer>84</answer>' (gold 104)
yb125:2|wrong|tag|'<answer>84</answer>' (gold 104)
yb125:3|correct|tag|
yb125:4|wrong|tag|'<answer>84</answer>' (gold 104)
yb125:5|wrong|tag|'<answer>84</answer>' (gold 104)
yb125:6|wrong|tag|'2 houses/house * 2 things/house = 4 items/house'; '<answer>240</answer>' (gold 104)
yb125:7|wrong|tag|'<answer>84</answer>' (gold 104)
yb125:8|wrong|tag|7-day weeks (the question's school days ignored); '<answer>2</answer>' (gold 4)
yb125:9|wrong|tag|'<answer>3</answer>' (gold 4)
yb125:10|wrong|tag|'<answer>2 weeks</answer>' (gold 4)
yb125:11|wrong|tag|'÷' and '≈' in the working; '<answer>2</answer>' (gold 4)
yb125:12|wrong|tag|'<answer>2</answer>' (gold 4)
yb125:13|wrong|tag|'<answer>3</answer>' (gold 4)
yb125:14|wrong|tag|'≈' in the working; '<answer>2</answer>' (gold 4)
yb125:15|wrong|tag|'<answer>2.86</answer>' (gold 4)
rp0:0|correct|hash|'(1782 / 18) + 10' then '99 + 10 = 109'; '#### 109'
rp0:1|wrong|hash|'87 small stickers, which are equivalent to 87 small buttons'; '#### 87' (gold 89)
rp0:2|correct|hash|'So, the final answer is: #### 13' (the marker inside a sentence line)
rp0:3|correct|hash|
rp0:4|correct|hash|'Final answer: #### 25'
rp0:5|correct|hash|
rp0:6|correct|hash|'Final answer: #### 43'
rp0:7|correct|hash|
rp0:8|correct|hash|'So, the final answer is:' then '#### 120' on its own line
rp0:9|correct|hash|
rp0:10|correct|hash|
rp0:11|correct|hash|'So, the final answer is: #### 12'
rp0:12|correct|hash|
rc0:0|correct|hash|
rc0:1|wrong|hash|'20 / 3 = 6 large buttons'; '#### 35' (gold 89)
rc0:2|correct|hash|
rc0:4|correct|hash|'Final answer: #### 25'
rc0:5|correct|hash|
rc0:6|correct|hash|'Final answer: #### 43'
rc0:7|correct|hash|
rc0:8|correct|hash|
rc0:9|correct|hash|
rc0:10|wrong|hash|the blue balloons counted twice ('8 blue balloons + ... = 36' then '36 + 6 = 42'); 'Final answer: #### 42' (gold 34)
rc0:11|correct|hash|'Final answer: #### 12'
rc0:12|correct|hash|'Final answer: #### 15'
rc0:13|correct|hash|
rp1:13|correct|hash|'Final answer: #### 24'
rp1:14|correct|hash|'So, Mark left 105 questions incomplete.' then '#### 105'
rp1:15|correct|hash|a period after the marker's value: 'So, the final answer is #### 120.'
rp1:16|correct|hash|
rp1:17|correct|hash|'Final answer: #### 36'
rp1:18|correct|hash|'Final answer: #### 12'
rp1:19|correct|hash|'So, the final answer is: #### 45'
rp1:20|correct|hash|'Final answer: #### 45'
rp1:21|correct|hash|'Final answer: #### 8'
rp1:22|correct|hash|
rp1:23|wrong|hash|the yogurt taken as half a carrot's price ('0.5C'); 'So, Ellen pays $2 for one carrot every day.' then '#### 2' (gold 1)
rp1:24|wrong|hash|'three times more points than Sara' read as three times Sara's; '#### 10' (gold 18)
rp1:25|wrong|hash|the $10.00 aquarium left out; 'Final answer: #### 23' (gold 33)
rp1:26|correct|hash|
rp1:27|correct|hash|'Final answer: #### 25' (percentage points, the gold's value)
rp1:28|correct|hash|cents: 'Final answer: #### 1.00' (gold 1)
rp1:29|correct|hash|
rc1:15|correct|hash|
rc1:16|correct|hash|'Final answer: #### 17'
rc1:17|correct|hash|
rc1:18|correct|hash|
rc1:19|correct|hash|
rc1:20|correct|hash|'Final answer: #### 45'
rc1:21|correct|hash|
rc1:22|correct|hash|'Final answer: #### 36'
rc1:23|correct|hash|
rc1:24|wrong|hash|'E + 14 = 3 * (S + 14)'; 'So, Erin had 52 points before scoring 14 points.' then '#### 52' (gold 18)
rc1:25|correct|hash|
rc1:26|wrong|hash|'9 collections/week * 1040 apartments'; '#### 3744' (gold 1248)
rc1:27|correct|hash|'Percentage difference = (1/4) * 100 = 25%' then '#### 25'
rc1:28|wrong|hash|the working ends 'the cost per bagel: $36.00 / 36 bagels = $1.00.' (the gold's value) but the marker line is '#### 10' (gold 1)
rc1:29|correct|hash|
rc1:30|correct|hash|
rc1:31|correct|hash|'Final answer: #### 30'
pk100:0|correct|tag|'<answer>\n33\n</answer>' then an invented 'Question:' (a school bus) cut at the length cap; labelled by the answer to the question posed
pk100:1|correct|tag|'<answer>\n33\n</answer>' then an invented 'Question:' cut at the cap
pk100:2|correct|tag|'<answer>\n33\n</answer>' then an invented dice 'Question:' with '$\\frac{1}{4}$', cut at the cap
pk100:3|correct|tag|an invented 'Question:' after the answer tag
pk100:4|correct|tag|'</answer>' then an invented Python task ('Write a Python function `get_user_input()` ...') cut at the cap
pk100:5|correct|tag|an invented 'Question:' after the answer tag
pk100:6|correct|tag|'</answer>Human: Question: ...' (an invented turn) cut at the cap
pk100:7|correct|tag|'</answer>Human: Question: ...' (an invented turn) cut at the cap
pk100:8|no_answer|truncated|'$<<0.25*40=10>>10.00' calculator marks; cut at the length cap inside '$40.00 + $13.' with no answer tag and no total
pk100:9|correct|stated|debatable: no answer tag; 'So the final price is $40.00 + $17.00 = $57' at the length cap (the reasoning block never closed); labelled correct by its last stated result
pk100:10|no_answer|truncated|'$53.00' before the tip, then cut at the length cap at 'bringing the total to' with no answer
pk100:11|no_answer|truncated|debatable: '= $57.00' then 'However, we must subtract the $3.00 delivery fee because that' cut at the length cap; the stated total is being withdrawn and no final value follows; no_answer rather than correct or wrong
pk100:12|no_answer|truncated|cut at the length cap at 'making the final price $53.00 + $4.00 = $' with no value
pk100:13|no_answer|truncated|'$<<50+3=53>>53.' then 'Lastly' at the length cap; no answer
pk100:14|wrong|tag|the tip counted as the $3.00 fee; '<answer>\n53\n</answer>' (gold 57)
pk100:15|no_answer|truncated|cut at the length cap at 'bringing the total' with no answer
pk200:0|correct|tag|'<answer>\n33\n</answer>' and a trailing newline
pk200:1|correct|tag|
pk200:2|correct|tag|
pk200:3|correct|tag|'$<<40+17=57>>57.00' calculator marks in the working
pk200:4|correct|tag|
pk200:5|correct|tag|'Step 1:' ... 'Step 3:' working
pk200:6|wrong|tag|the tip and fee subtracted from the bill; '<answer>\n51.25\n</answer>' (gold 57)
pk200:7|correct|tag|
pk200:8|correct|tag|
pk200:9|correct|tag|
pk200:10|correct|tag|
pk200:11|wrong|tag|the dropped marshmallows and the split between the two ignored; '<answer>\n17\n</answer>' (gold 7)
pk200:12|wrong|tag|'35 - 3 = 32' (the 18 used ignored); '<answer>\n16\n</answer>' (gold 7)
pk200:13|wrong|tag|'9 + 9 - 3 = 15 marshmallows were used'; '<answer>\n10\n</answer>' (gold 7)
yc125:0|wrong|tag|two items a house on both days but the second day's houses not doubled; '<answer>72</answer>' (gold 104)
yc125:1|correct|tag|
yc125:2|wrong|tag|'<answer>72</answer>' (gold 104)
yc125:3|correct|tag|'104 pairs of things' (a wording slip); '<answer>104</answer>'
yc125:4|wrong|tag|'<answer>72</answer>' (gold 104)
yc125:5|correct|tag|
yc125:6|wrong|tag|'64+40= 100 items' (an addition slip); '<answer>100</answer>' (gold 104)
yc125:7|correct|tag|
yc125:8|wrong|tag|'<answer>20</answer>' (gold 4)
yc125:9|wrong|tag|'’' in the working; a mixed number in the tag: '<answer>1 3/7</answer>' (gold 4)
yc125:10|wrong|tag|'<answer>13</answer>' (gold 4)
yc125:11|wrong|tag|'<answer>20</answer>' (gold 4)
yc125:12|wrong|tag|'<answer>20</answer>' (gold 4)
yc125:13|wrong|tag|'<answer>40</answer>' (gold 4)
yc125:14|wrong|tag|'<answer>49</answer>' (days; gold 4 weeks)
yc125:15|wrong|tag|'<answer>1.14</answer>' (gold 4)
yd200:0|wrong|tag|'8 + 2 + 7 = 17' (Yun's 8 added in); '<answer>17</answer>' (gold 9)
yd200:1|wrong|tag|a sentence in the tag: '<answer>Marion has 17 paperclips.</answer>' (gold 9)
yd200:2|wrong|tag|'<answer>17</answer>' (gold 9)
yd200:3|wrong|tag|pseudo-markup '<math step="step0">1/4 of 8 = 8/4 = 2</math>' (escaped quotes in the file); '<answer>17</answer>' (gold 9)
yd200:4|wrong|tag|'<answer>Final answer: Marion has 17 paperclips.</answer>' (gold 9)
yd200:5|wrong|tag|'<answer>17</answer>' (gold 9)
yd200:6|wrong|tag|'2.paperclips' (a typo); '<answer>17</answer>' (gold 9)
yd200:7|wrong|tag|a blank line before the tag; '<answer>17</answer>' (gold 9)
yd200:8|correct|tag|a sentence in the tag: '<answer>The total number of puppies that Tenisha remains with is 50.</answer>'
yd200:9|correct|tag|
yd200:10|correct|tag|
yd200:11|correct|tag|'baton' (a garbled word) in the working
yd200:12|correct|tag|'\[ \text{...} \]' LaTeX displays in the working; a blank line before the tag
yd200:13|wrong|tag|nonsense steps ('8.18 puppies per dog', '361.16 leftovers'); '<answer>231</answer>' (gold 50)
yd200:14|correct|tag|'Step 1:' ... 'Step 4:' working; a blank line before the tag
yd200:15|wrong|tag|'(24/4) give birth'; '<answer>-70</answer>' (gold 50), then an invented 'User:' turn about Union Station and an 'Assistant: <think>' block; labelled by the committed answer
wh48:30|no_answer|tag|the answer tag holds only Python code (a base-8 converter and 'print(product_base_8)') with no value; '42_{10}' in the think block is never converted; no answer stated
wh48:31|correct|tag|'<answer> $11\sqrt{2}$ </answer>' (gold 11\sqrt2)
wh48:32|correct|tag|no '</think>'; an unclosed '\[' display then '<answer> 720 </answer>'
wh48:33|wrong|tag|'\frac{273375}{703125} = ... = \frac{29}{75}' (an arithmetic slip); an 'Assistant:' line before '</think>'; '<answer> The eighth term of the sequence is \(\boxed{\frac{29}{75}}\). </answer>' (gold \frac{243}{625})
wh48:34|correct|tag|a sentence with a box in the tag: '\(\boxed{-125}\)'
wh48:35|correct|tag|'<br>' tags in the working; '<answer>3</answer>'
wh48:36|wrong|boxed|no answer tag; '</think>' then sympy code with an invented ```output``` '[5, 8, 25/2]'; '\boxed{5, 8, \frac{25}{2}}' (gold 3, 5, 7)
wh48:37|correct|tag|no '</think>'; 'The answer is: <answer> 72 </answer>' (degrees)
wh48:38|correct|tag|'<br먼' garbage tags and '\\(\ \ \ \ \)' in the think block; a sentence with a box in the tag: '\(\boxed{2000}\)'
wh48:39|no_answer|none|no opening answer tag; '</think>' then bare Python code and a closing '</answer>' with no value (the GCF never computed)
wh48:40|correct|boxed|no answer tag; Python with an invented ```output``` '12.0'; 'The side length of the octagon is \(\boxed{12}\) cm.'
wh64:42|correct|tag|opens ' ans=' (no '<think>' text); the answer tag opens mid-sentence and holds the whole working, ending '\boxed{4}' then '</answer>'
wh64:43|no_answer|none|no tags after '</think>'; sympy code with an invented ```output``` '[(256/17, 380/17)]', then 'Let's calculate the value of the expression at this critical point.' and a lone '```'; no minimum value stated (gold 70 \sqrt{2})
wh64:44|correct|tag|'\r\n' before the tag; a malformed closer: '<answer> The straight-line distance from the starting point is \(1.25\) miles. </answer Pass>' then the sentence again
wh64:45|correct|tag|no '</think>'; an unclosed '\[' display: 'tan A = 2 <answer> 2 </answer>'
wh64:46|wrong|tag|'primitive 12th roots of unity'; '\( \boxed{12} \)' in the tag (gold 6)
wh64:47|correct|boxed|no answer tag; 'The answer is $\boxed{5}$.</think>' then sympy code with '\r\n' line ends and no output; labelled by its last box
wh64:48|correct|tag|'<answer> 3/2 </answer>' (gold \frac{3}{2})
wh64:49|correct|tag|the equation restated as a garbled '\frac{\frac{3x - 9}{2}}{} = x + 37'; '\( \boxed{83} \)' in the tag
wh64:50|correct|tag|
wh64:51|correct|boxed|no answer tag; sympy with an invented ```output```; '\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}' last
wh80:52|wrong|boxed|the line's opening '{"r' lies on the page at 64000, its completion wholly on 80000; no tags; an invented ```output``` '13.2867620646123' and '\(\boxed{13.2867620646123}\)', then more code with no output (gold 12)
wh80:53|correct|tag|'<answer> -\frac{\pi}{6} </answer>'
wh80:54|correct|tag|'</think> <answer>0.15</answer>'
wh80:55|correct|tag|'$\boxed{3}$' in the think block; '<answer> The degree of $f$ is \boxed{3}. </answer>'
wh80:56|correct|tag|a sentence in the tag: 'The square root of 121 is 11. So, the value of \( N \) is 11. Let's verify this using Python code.'
wh80:57|correct|boxed|no tags; 'So, the answer is \(\boxed{16}\).' then Python code with no output
wh80:58|correct|tag|'<answer> 9901 </answer>'
wh80:59|correct|tag|
wh80:60|no_answer|tag|the answer tag holds only a plan ('Let's expand the right-hand side and compare coefficients ... we'll use Python'); no p, q, r stated (gold (6,31,-1))
wh80:61|correct|boxed|no answer tag; Python with an invented ```output``` '-256'; 'The value of \(a\) is \(\boxed{-256}\).'
wh80:62|wrong|stated|debatable: '<snow>' ... '</snow>' tags instead of the answer tag; a slip in the characteristic polynomial ('+ 20' for '+ 16'); 'The value of \(C\) is \(\sqrt{\frac{17 + \sqrt{209}}{2}}\).' (about 3.97) then Python and an invented output '3.73205080' cut at the token cap; labelled wrong by its last stated value (gold 4)
wh80:63|correct|boxed|no opening answer tag; '\boxed{10}' then a closing '</answer>'
pk0:0|no_answer|truncated|the answer tag opens, then 'Carlton's team has 13 players. Zeke's team' at the length cap; no total stated
pk0:1|no_answer|truncated|cut at the length cap at an opening '\[' inside the reasoning block; no total
pk0:2|no_answer|truncated|'Reasoning:' heading instead of tags; 'the number of players in Zeke's team is 13 + 7' at the length cap; no total
pk0:3|no_answer|truncated|'Zeke's team players = 13 + 7 = 20' (one team only), then cut at the length cap; no total
pk0:4|wrong|stated|'Reasoning:' and 'Answer:' headings instead of tags; 'Answer: The total number of players on both teams combined is 26. This is because 13' at the length cap (gold 33)
pk0:5|no_answer|truncated|the answer tag opens, then 'First, we calculate the number of players on' at the length cap
pk0:6|no_answer|truncated|debatable: the answer tag opens and ends '... both teams combined is 13 + 20 = 3' at the length cap, cut inside the number; no_answer rather than wrong by '3'
pk0:7|no_answer|truncated|the answer tag gives only 'Zeke's team has 13 + 7 = 20 players.' then cut at the length cap before the total
pk0:8|correct|tag|debatable: an unevaluated expression in the tag: '<answer>\nThe final price of Stephen's groceries is $40.00 + 25% of $40.00 + $3.00 + $4.00.\n</answer>' (= 57, never computed), then text cut at the length cap; labelled correct as an expression equal to the gold
pk0:9|no_answer|truncated|a plan and a first step, cut at the length cap; no price
pk0:10|no_answer|truncated|'$40.00 + $3.00 = $43.00' (the 25% fee dropped), then 'Finally, we add the $4.00 tip' at the length cap; no final price
pk0:11|no_answer|truncated|the answer tag opens a list cut at the length cap at '2. The'
pk0:12|no_answer|truncated|'Answer:' heading then an equation 'x + 0.25x + 3 = 40' (the question misread), cut at the length cap at '1.25x ='
pk0:13|no_answer|truncated|bold markdown steps, '\[ 0.25 \times 40 = 10 \]', cut at the length cap; no price
pk0:14|no_answer|truncated|'the extra fees are ... = $17.00', then 'the final price ... is the original total of $40.00 plus the extra fees of' at the length cap; no total stated
pk201:0|correct|tag|the line's 'content' key lies on the page at 0 (read), its string wholly on 16000 (its key inferred from the next line, completion 4)
pk201:1|wrong|tag|'9 + 9 - 3 = 15' used; '<answer>\n10\n</answer>' (gold 7)
pk201:2|wrong|tag|'32 / 9 = 3. 55...'; two values in the tag: '<answer>\n3\n3\n</answer>' (one for each kid; gold 7)
pk201:3|wrong|tag|'<answer>\n17\n</answer>' (gold 7)
pk201:4|wrong|tag|'17/2 = 8.5', 'a maximum of 8'; '<answer>\n8\n</answer>' (gold 7)
pk201:5|correct|tag|
pk201:6|wrong|tag|'8 x 16 = 128' for three bags; '<answer>\n128\n</answer>' (gold 48)
pk201:7|correct|tag|completions 3 and 4 of this question repeat it word for word (not taken)
pk201:8|correct|tag|
pk201:9|correct|tag|
pk201:10|wrong|tag|the refund taken as the unspoiled part; '<answer>\n8400\n</answer>' (gold 5600)
pk201:11|correct|tag|
pk201:12|wrong|tag|'<answer>\n8400\n</answer>' (gold 5600)
pk201:13|correct|tag|
pk201:14|wrong|tag|'<answer>\n8400\n</answer>' (gold 5600)
pk201:15|correct|tag|
pk201:16|wrong|tag|'<answer>\n8400\n</answer>' (gold 5600)
pk201:17|wrong|tag|'$5600 - (2400 * $3.5) = $840' (a sign and arithmetic slip); '<answer>\n840\n</answer>' (gold 5600)
rp2:31|correct|hash|'So, the final answer is #### 30.' (a period after the value)
rp2:32|correct|hash|
rp2:33|correct|hash|'×' in the working; 'Final answer: #### 54'
rp2:34|wrong|hash|'from 5 pm to 10 am the next day is 19 hours' (17); '#### 110' (gold 250)
rp2:35|correct|hash|'$324.00' on its own line then '#### 324'
rp2:36|correct|hash|'$129,200' in the working; '#### 129200'
rp2:37|correct|hash|'So, the final answer is: #### 4400'
rp2:38|correct|hash|
rp2:39|correct|hash|'$276,000.' in the working; '#### 276000' (the file's own gold written '276,000')
rp2:40|wrong|hash|two seashells a group rather than a member; '#### 12' (gold 108)
rp2:41|correct|hash|
rp2:42|correct|hash|'Final answer: #### 90'
rp2:43|correct|hash|'The final answer is 20, so we submit: #### 20'
rp2:44|correct|hash|
rp2:45|correct|hash|
rp2:46|correct|hash|'Final answer: #### 30'
wh96:65|correct|stated|debatable: no '</think>'; 'Therefore, $1^{(2^{235423523})}$ becomes 1' then three empty, unclosed opening tags '<answer> <answer> <answer>'; labelled correct by the result stated before the empty tags
wh96:66|correct|tag|an 'align*' environment in the tag: 'The simplified expression is: \begin{align*} x^3 + 3x - 6 \end{align*}'
wh96:67|correct|stated|debatable: 'So the area of the square decreases by 10%. Let's wrap the final answer in the <answer> tags:</answer>' (the tag named in a sentence, nothing inside it but 'tags:'); labelled correct by the stated result rather than no_answer
wh96:68|correct|tag|'\(\boxed{46}\)' in a sentence in the tag
wh96:69|correct|boxed|'<code>' tags, an invented ```python``` output and a NameError; 'z + z^2 + z^3 + z^4 = \boxed{-1}' last; no answer tag
wh96:70|correct|tag|'<answer>40_9</answer>' (base subscript)
wh96:71|correct|tag|'<answer> $2516_8$ </answer>'
wh96:72|correct|tag|Unicode 'π', '³', '²' in the working; no '</think>'; '<answer> 3 units </answer>' (a unit word)
wh96:73|correct|boxed|'\boxed{\frac{3\sqrt{3}}{4}}' then '</think>' and nothing more; no answer tag
wh96:74|correct|boxed|'\boxed{\cot x}</think>' then SymPy code with no output; no answer tag
wh96:75|correct|boxed|an unclosed '$\boxed{\frac{11}{36}}.</think>' then 'The final answer is \(\boxed{\frac{11}{36}}\).'; no answer tag
wh96:76|correct|tag|muddled reasoning ('a = 0 and b = 0'); '\(\boxed{0}\)' in the tag
wh96:77|correct|tag|'<answer> $4$ </answer>'
wh112:79|correct|tag|'$\boxed{2}$' in a sentence in the tag
wh112:80|wrong|tag|'k = 0 and k = 8' only (the negative k with one admissible root missed); '<answer> 2 </answer>' (gold 501)
wh112:81|correct|tag|no '</think>'; 'Now, let's wrap this answer in the appropriate tags:' then '<answer> 3 </answer>'
wh112:82|correct|boxed|no '</think>' and no opening answer tag; '\[ \boxed{\frac{3}{2}} \]' then a closing '</answer>'
wh112:83|wrong|boxed|an invented ```output``` '2.085974416821777'; 'Thus, the final answer is \(\boxed{2.086}\).' (gold 2); no answer tag
wh112:84|correct|tag|'$\boxed{-1}$' before '</think>'; an equation chain in the tag: '<answer>a + b = -3 + 2 = -1</answer>'
wh112:85|correct|boxed|'π' and '²' in code comments; an invented ```output```; '\boxed{\sqrt{5}}' last; no answer tag
wh112:86|correct|tag|the tag holds Python, an invented ```output``` '240' and '\(\boxed{240}\)'
wh112:87|correct|tag|no '</think>' and no opening tag; 'Therefore, the largest value of $x$ that satisfies the equation $|5x-1| = x+3$ is $1$.' then a closing '</answer>' only
wh112:88|correct|tag|no '</think>'; 'The answer is: <answer> 2 </answer>'
rc2:32|correct|hash|'Adam got $4 in change.' then '#### 4'
rc2:33|correct|hash|'×' in the working; 'Net distance = ... = -54 miles' then 'Elvis is 54 miles east of his house.' and '#### 54'
rc2:34|wrong|hash|'from 5 pm to 10 am the next day is 19 hours' (17); '#### 110' (gold 250)
rc2:35|correct|hash|
rc2:36|correct|hash|
rc2:37|wrong|hash|the series movies priced at '$10 - $6'; '#### 4000' (gold 4400)
rc2:38|correct|hash|
rc2:39|correct|hash|'#### 276000' (the file's own gold written '276,000')
rc2:40|wrong|hash|two seashells a group rather than a member; '#### 12' (gold 108)
rc2:41|correct|hash|
rc2:42|correct|hash|'Final answer: #### 90'
rc2:43|correct|hash|'So, the loser got 20 votes.' then '#### 20'
rc2:44|correct|hash|
rc2:45|correct|hash|
rc2:46|correct|hash|
rc2:47|correct|hash|
rc2:48|correct|hash|
wh128:90|correct|tag|'10 \times \frac{3}{2} = 15' in the think block (the quotient, not asked); '<answer> $\frac{3}{2}$\n\n</answer>' (the multiplier asked for)
wh128:91|correct|tag|a 'Reasoning process:' opening; a sentence in the tag: 'The smallest possible integer value for $x$ is $1$.'
wh128:92|wrong|tag|'\frac{2240}{78125}' then a slip to '\frac{224}{78125}'; '\(\boxed{\frac{224}{78125}}\)' in the tag (gold \frac{448}{15625})
wh128:93|correct|tag|no '</think>' and no opening tag; '\(\boxed{33}\)' then a closing '</answer>' only
wh128:94|wrong|tag|a malformed closer: '<answer>The degrees measure of angle $AFD$ is $\boxed{90}$.</a>' (gold 80)
wh128:95|correct|tag|'\(\boxed{-4}\)' in a sentence in the tag
wh128:96|wrong|boxed|no answer tag; SymPy with an invented ```output``` of four roots; '\boxed{-5, -1, 3, 7}' (gold 1 \pm \sqrt{19})
wh128:97|correct|tag|a sentence in the tag: '<answer> The skater is facing east. </answer>' (gold \text{east})
wh128:98|correct|tag|Chinese '括号' (parentheses) in the working; 'The answer is <answer> $2k+2$</answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
