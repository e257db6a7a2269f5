r"""Build public_heldout20.jsonl: a twentieth held-out round of REAL model completions (issue 25).

Why: rounds 1-19 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, format_reward, answer_reward, correct, is_correct,
prediction, has_required_format, canonical_status, metrics and the like) were not used to label.

Method (rounds 3-19's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level (the file's JSON string), `enc` = `json`: the build
decodes its escapes once more. A record is taken only when its whole completion lies on the pages
read; m5 entry 8 crosses a page edge and both pages were read (joined at the edge); g3 entry 11's
file gold crosses an edge and was read on the next page. Nothing is shortened by us.

Repositories. The search for repositories new to the corpus (find_repos / find_files / find_string /
code search over GRPO, RLVR, R1-Zero, TinyZero, CS336 assignment-5, GSM8K and MATH evaluation
repositories) found none with usable committed completions in the time given (dead ends are listed
in the round's report); this round therefore takes only files no earlier round used, from five
repositories already in the corpus (`grep -l <path> build_public_heldout*.py` finds none of them):
xiaofei9289/CS336_Project (MIT), KleistvonLiu/assignment5-alignment, The2813509163/my_project,
yyfblock/grpo-math, hang154/math-reasoning-posttraining (no licence file found for the last four;
`licence` per record). Largest share: The2813509163 76 of 302 (25.2 %).

Selection (records as they come, not by how hard they look; each file read from its start, or
from the page named, in file order, every record whose completion lies on the pages read taken):
* xiaofei9289/CS336_Project (OLMo-2-0425-1B, CS336 assignment 5, R1-Zero prompt; think_answer,
  GSM8K): x1 = dr_grpo_seed_1/val_rollouts_step_-1.jsonl lines 1-13 (the base model before any
  update; line 14's gold crosses the page edge); x2 = lr_3e-5_seed_0/val_rollouts_step_10.jsonl
  lines 1-12; x3 = dr_grpo_seed_1/rollouts_step_0.jsonl lines 1-11 (training rollouts before any
  update, GSM8K train); x4 = lr_3e-5_seed_0/val_rollouts_step_100.jsonl lines 1-11; x5 =
  grpo_constant_seed_1/rollouts_step_80.jsonl lines 1-13 (GSM8K train). Page 0 of each.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems not in MATH-500): k5, k20, k30, k50, k60, k75 =
  rollout_step_0000{05,20,30,50,60,75}/rollouts.jsonl, page 0 of each: step 5 question 0
  rollouts 0-6; step 20 question 0 rollouts 0-7 and question 1 rollouts 0-1; step 30 question 0
  rollouts 0-5; step 50 question 0 rollouts 0-7 and question 1 rollouts 0-2; step 60 question 0
  rollouts 0-7 and question 1 rollouts 0-3; step 75 question 0 rollouts 0-6 (round 9 took steps
  1, 40 and 87).
* The2813509163/my_project (Llama-3.2-1B-Instruct under OpenCompass, '\boxed{}' prompt; long_cot):
  m5 = math_5.json entries 0-16 (pages 0-1); m6 = math_6.json entries 0-11 (page 0); m7 =
  math_7.json entries 0-12 (page 0) (rounds 15-19 took MATH shards 0-4); g3 = gsm8k_3.json
  entries 0-24 (pages 0-1); g6 = gsm8k_6.json entries 0-8 (page 0; entry 9's gold crosses the
  edge) (round 17 took 20 entries of GSM8K shard 0).
* yyfblock/grpo-math (Qwen2.5-1.5B during GRPO, its R1-style prompt; think_answer, GSM8K train;
  whole files, two questions x 8 samples): y1 = s2a1_lora_lr1e-5 step 250; y2 = s2a2_full_lr2e-6
  step 300; y3 = s2ac_cold_lr1e-5 step 400; y4 = s1_smoke_1.5b step 100.
* hang154/math-reasoning-posttraining sources/qwen06/math_eval_100.json (Qwen3-0.6B; long_cot,
  GSM8K test lines 0-99 in order; round 19 took base samples 0-14, SFT 82-99, GRPO 0-42): h0 =
  the base block's samples 16-28 (page 1; 15 and 29 cross page edges); h1 = the SFT block's
  samples 26-41 (page 8, offset 128000; 25 and 42 cross edges); h2 = the GRPO block's samples
  44-64 (page 14, offset 224000; 43 and 65 cross edges).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-19's conventions: the last
final answer counts; a hedge, a bound ('at least 2 months') or two different final answers is
wrong; cut before any final answer is no_answer; equal in value but written differently is correct
(a unit word, a '$' sign or a thousands comma with the value, '3.0' for 3, '132' for the gold
'\$132', '12' grams for '12 \text{ gm}'); in the tag format the <answer> content is the final answer
whatever the think block says; a sentence or equation chain in the tag is read for its final value;
unclosed, unopened or malformed tags ('<end think>', a stray '</answer>') still hold the answer; a
completion with no answer tag is labelled by its last box or its last stated result; a tag that
holds no value ('The conversation is over now.', an expression in unknowns, a plan) is no_answer
(debatable where a value appears elsewhere); a tag that states another quantity ('Donuts costs $68
per dozen') or a committed non-answer is wrong; a completion that goes on with invented 'User:' /
'Question:' turns is labelled by the answer to the question actually posed, and one whose only
answer tag answers an invented question is no_answer (debatable where the think block had a
value); a value stated and then re-worked in a restart that is cut off is no_answer (round 10's
convention); a completion cut at the token cap right after the value asked for is labelled by it
(round 19's convention, debatable); a box around an intermediate quantity in a cut completion is
not an answer; a right final value after wrong working is correct (noted). The <reasoning>/<answer>
shape does not occur this round; every think_answer record has the R1 <think>/<answer> prompt.
Hesitations are marked 'debatable:' in the note (9 records).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (x2, x4, x1, g3, g6, h0,
h1, h2 are GSM8K test; x3, x5, y1-y4 GSM8K train; the yyfblock files store no question: the
question is identified from the completions' content and checked by the file's gold; the
OpenCompass GSM8K files store the reference solution, whose '####' value is transcribed as `g`).
MATH = the problem is looked up in MATH-500 (../shared/data/math500/test.jsonl) by its opening
words and, where found, MATH-500's `answer` is checked equal to the file's own gold (5 of 95: m5
entries 0 and 6, m6 entries 1, 4 and 7); else the file's own gold as transcribed (OpenCompass's
extracted MATH reference answer; KleistvonLiu's `answer` field, one of which, ' 2\sqrt{10} ', has
surrounding spaces in the file and is kept so).

Counts: 302 records; think_answer 177 (GSM8K 124, MATH 53), long_cot 125 (GSM8K 83, MATH 42);
GSM8K 207 (test 119, train 88), MATH 95; correct 137, wrong 124, no_answer 41.

Usage: python build_public_heldout20.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout20.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout20.jsonl"
SOURCE = "public_heldout20"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

XF = "xiaofei9289/CS336_Project"
MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)
X1_MODEL = (
    "allenai/OLMo-2-0425-1B before GRPO training (CS336 assignment 5; run dr_grpo_seed_1, its "
    "validation rollouts at step -1, i.e. before the first update: the base model with the "
    "R1-Zero prompt) on GSM8K test; the record is one line's response (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
X2_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "lr_3e-5_seed_0: learning rate 3e-5 by the run's name, seed 0): the validation rollouts the "
    "run logged at step 10, on GSM8K test; the record is one line's response (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
LM = "The2813509163/my_project"
LM_DIR = "test_Pruning/LLaMA-Factory-main/outputs/default/20250629_120441/predictions/"
LM_COMMIT = "6d5bbf66441c66c07d471dc64a64c247de981fd9"
M5_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's MATH split, shard 5 of 8 (rounds 15-19 took "
    "shards 0-4 of the same run); the record is one entry's prediction; the file's gold is "
    "OpenCompass's extracted MATH reference answer"
)
LM_PROMPT = (
    "OpenCompass math (HUMAN turn): '{problem}\\nPlease reason step by step, and put your final "
    "answer within \\\\boxed{}.\\n' (the file's origin_prompt)"
)
KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; round 9 took rollout steps 1, 40 and 87), "
    "rollout step {}, on MATH test problems; the record is one line's response (the text after "
    "the prompt's closing 'Assistant: <think>')"
)
G3_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's GSM8K split, shard 3 of 8 (round 17 took 20 "
    "entries of shard 0; shards 1-7 were not used before); the record is one entry's "
    "prediction; the file's gold is the GSM8K reference solution, whose '####' value is "
    "transcribed as `g`"
)
LM_GSM_PROMPT = (
    "OpenCompass gsm8k (HUMAN turn): '{question}\\nPlease reason step by step, and put your final "
    "answer within \\\\boxed{}.\\n' (the file's origin_prompt)"
)
X3_MODEL = (
    "allenai/OLMo-2-0425-1B at the start of GRPO training on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_1, its training rollouts at step 0, before any update: the base model with the "
    "R1-Zero prompt; groups of samples per question); the record is one line's response (the "
    "text after the prompt's closing 'Assistant: <think>')"
)
YB = "yyfblock/grpo-math"
YB_COMMIT = "f0c2582171fba80407557cdefa0c6342ddc8024a"
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template, as round 19 read it)"
)
Y1_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run s2a1_lora_lr1e-5 "
    "(configs/grpo_a1_lr.yaml at f0c2582 as rounds 16-19 read it: LoRA r 32 / alpha 64, lr 1e-5, "
    "DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 completion "
    "tokens): the training rollouts the run logged at step 250 (two questions, 8 samples each; "
    "round 19 took the same run's step 500); the record is one line's 'text' (the completion "
    "after the prompt's closing 'Assistant: <think>'); the file stores no question: the GSM8K "
    "train question is identified by the completions' content and checked by the file's gold"
)
X4_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "lr_3e-5_seed_0, as x2): the validation rollouts the run logged at step 100, on GSM8K test; "
    "the record is one line's response (the text after the prompt's closing 'Assistant: <think>')"
)
M6_MODEL = M5_MODEL.replace("shard 5 of 8", "shard 6 of 8")
Y2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run s2a2_full_lr2e-6 "
    "(configs/grpo_a2_full.yaml at f0c2582 as rounds 16-19 read it: full fine-tuning, lr 2e-6, "
    "DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 completion "
    "tokens): the training rollouts the run logged at step 300 (two questions, 8 samples each; "
    "rounds 18-19 took the same run's steps 500 and 100); the record is one line's 'text'; the "
    "file stores no question: the GSM8K train question is identified by the completions' "
    "content and checked by the file's gold"
)
HQ = "hang154/math-reasoning-posttraining"
HQ_FILE = "sources/qwen06/math_eval_100.json"
HQ_COMMIT = "0937ef30ea1e3f4b85ec87d1696b22191b62ec14"
H2_MODEL = (
    "Qwen3-0.6B after SFT then GRPO on GSM8K train (configs/qwen06_grpo.yaml at cdf7663 as round "
    "19 read it: from ./artifacts/posttrain/sft, 60 steps, 4 generations, lr 5e-6, 256 "
    "completion tokens, rewards exact_numeric 1.0 + required_format 0.2; the report's 'GRPO' "
    "stage): the file's third block, the first 100 GSM8K test questions in order (round 19 took "
    "samples 0-42 of this block); the record is one sample's 'completion'"
)
HQ_PROMPT = (
    "not recorded in the file; the 'required format' its header counts is by the SFT and GRPO "
    "blocks' completions the GSM8K '#### N' line (the SFT data's own answer style)"
)
H1_MODEL = (
    "Qwen3-0.6B after the repository's SFT on GSM8K (configs/qwen06_sft.yaml at cdf7663 as round "
    "19 read it; the report's 'SFT' stage): the file's second block, the first 100 GSM8K test "
    "questions in order (round 19 took samples 82-99 of this block); many completions stop at "
    "a short token cap; the record is one sample's 'completion'"
)
X5_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "grpo_constant_seed_1: the grpo_constant recipe of rounds 16-19's seeds 0, 2 and 3, seed 1): "
    "the training rollouts the run logged at step 80 (groups of samples per question); the "
    "record is one line's response (the text after the prompt's closing 'Assistant: <think>')"
)
G6_MODEL = G3_MODEL.replace("shard 3 of 8", "shard 6 of 8")
Y3_MODEL = (
    "Qwen2.5-1.5B after the repository's SFT cold start (./ckpt/s_sft_cold_m7_merged) during GRPO "
    "training on GSM8K train, run s2ac_cold_lr1e-5 (configs/grpo_ac_cold.yaml at f0c2582 as "
    "round 19 read it: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per "
    "question at temperature 1.0, 700 completion tokens, seed 42): the training rollouts the "
    "run logged at step 400 (two questions, 8 samples each; rounds 18-19 took steps 100, 250 "
    "and 500); the record is one line's 'text'; the file stores no question: the GSM8K train "
    "question is identified by the completions' content and checked by the file's gold"
)
M7_MODEL = M5_MODEL.replace("shard 5 of 8", "shard 7 of 8")
Y4_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during the repository's first GRPO smoke run on GSM8K train "
    "(results/s1_smoke_1.5b; its config not read, taken to be configs/base.yaml at f0c2582 as "
    "round 19 did: 8 generations per question at temperature 1.0): the training rollouts the run "
    "logged at step 100 (two questions, 8 samples each; round 19 took step 200); the record is "
    "one line's 'text'; the file stores no question: the GSM8K train question is identified by "
    "the completions' content and checked by the file's gold"
)
H0_MODEL = (
    "Qwen3-0.6B base (reports/PRIOR_POSTTRAINING_EVIDENCE.md at 0937ef3, as round 19 read it): "
    "the file's first block, the first 100 GSM8K test questions in order (round 19 took samples "
    "0-14 of this block); many completions stop at a short token cap; the record is one "
    "sample's 'completion'"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "x1": ("x1-olmo2-1b-drgrpo-seed1-val-step-1", XF, "assignment5/results/dr_grpo_seed_1/"
           "val_rollouts_step_-1.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", X1_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "x2": ("x2-olmo2-1b-grpo-lr3e-5-seed0-val-step10", XF, "assignment5/results/lr_3e-5_seed_0/"
           "val_rollouts_step_10.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", X2_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "m5": ("m5-llama32-1b-math-shard5", LM, LM_DIR + "Llama-3.2-1B-Instruct_hf/math_5.json",
           LM_COMMIT, M5_MODEL, LM_PROMPT, "long_cot", "math", "gold", NO_LICENCE),
    "k20": ("k20-qwen25-math-15b-grpo-step20", KL, "outputs/grpo_full_mathv2/rollout_step_000020/"
            "rollouts.jsonl", KLC, KL_MODEL.format(20), R1Z, "think_answer", "math", "answer",
            NO_LICENCE),
    "k60": ("k60-qwen25-math-15b-grpo-step60", KL, "outputs/grpo_full_mathv2/rollout_step_000060/"
            "rollouts.jsonl", KLC, KL_MODEL.format(60), R1Z, "think_answer", "math", "answer",
            NO_LICENCE),
    "g3": ("g3-llama32-1b-gsm8k-shard3", LM, LM_DIR + "Llama-3.2-1B-Instruct_hf/gsm8k_3.json",
           LM_COMMIT, G3_MODEL, LM_GSM_PROMPT, "long_cot", "gsm8k", "gold's '####' value",
           NO_LICENCE),
    "x3": ("x3-olmo2-1b-drgrpo-seed1-rollouts0", XF, "assignment5/results/dr_grpo_seed_1/"
           "rollouts_step_0.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", X3_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "y1": ("y1-qwen25-15b-grpo-lora-train-step250", YB,
           "results/s2a1_lora_lr1e-5/train_samples_step250.jsonl", YB_COMMIT, Y1_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "k5": ("k5-qwen25-math-15b-grpo-step5", KL, "outputs/grpo_full_mathv2/rollout_step_000005/"
           "rollouts.jsonl", KLC, KL_MODEL.format(5), R1Z, "think_answer", "math", "answer",
           NO_LICENCE),
    "x4": ("x4-olmo2-1b-grpo-lr3e-5-seed0-val-step100", XF, "assignment5/results/lr_3e-5_seed_0/"
           "val_rollouts_step_100.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", X4_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "m6": ("m6-llama32-1b-math-shard6", LM, LM_DIR + "Llama-3.2-1B-Instruct_hf/math_6.json",
           LM_COMMIT, M6_MODEL, LM_PROMPT, "long_cot", "math", "gold", NO_LICENCE),
    "y2": ("y2-qwen25-15b-grpo-full-train-step300", YB,
           "results/s2a2_full_lr2e-6/train_samples_step300.jsonl", YB_COMMIT, Y2_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "h2": ("h2-qwen3-06b-sft-grpo-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, H2_MODEL, HQ_PROMPT,
           "long_cot", "gsm8k", "gold", NO_LICENCE),
    "h1": ("h1-qwen3-06b-sft-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, H1_MODEL, HQ_PROMPT, "long_cot",
           "gsm8k", "gold", NO_LICENCE),
    "k75": ("k75-qwen25-math-15b-grpo-step75", KL, "outputs/grpo_full_mathv2/rollout_step_000075/"
            "rollouts.jsonl", KLC, KL_MODEL.format(75), R1Z, "think_answer", "math", "answer",
            NO_LICENCE),
    "x5": ("x5-olmo2-1b-grpo-constant-seed1-rollouts80", XF, "assignment5/results/"
           "grpo_constant_seed_1/rollouts_step_80.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16",
           X5_MODEL, R1Z, "think_answer", "gsm8k", "ground_truth", MIT),
    "g6": ("g6-llama32-1b-gsm8k-shard6", LM, LM_DIR + "Llama-3.2-1B-Instruct_hf/gsm8k_6.json",
           LM_COMMIT, G6_MODEL, LM_GSM_PROMPT, "long_cot", "gsm8k", "gold's '####' value",
           NO_LICENCE),
    "y3": ("y3-qwen25-15b-sft-grpo-cold-train-step400", YB,
           "results/s2ac_cold_lr1e-5/train_samples_step400.jsonl", YB_COMMIT, Y3_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "k30": ("k30-qwen25-math-15b-grpo-step30", KL, "outputs/grpo_full_mathv2/rollout_step_000030/"
            "rollouts.jsonl", KLC, KL_MODEL.format(30), R1Z, "think_answer", "math", "answer",
            NO_LICENCE),
    "m7": ("m7-llama32-1b-math-shard7", LM, LM_DIR + "Llama-3.2-1B-Instruct_hf/math_7.json",
           LM_COMMIT, M7_MODEL, LM_PROMPT, "long_cot", "math", "gold", NO_LICENCE),
    "y4": ("y4-qwen25-15b-grpo-smoke-train-step100", YB,
           "results/s1_smoke_1.5b/train_samples_step100.jsonl", YB_COMMIT, Y4_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "h0": ("h0-qwen3-06b-base-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, H0_MODEL, HQ_PROMPT, "long_cot",
           "gsm8k", "gold", NO_LICENCE),
    "k50": ("k50-qwen25-math-15b-grpo-step50", KL, "outputs/grpo_full_mathv2/rollout_step_000050/"
            "rollouts.jsonl", KLC, KL_MODEL.format(50), R1Z, "think_answer", "math", "answer",
            NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
x1:0|wrong|prose_sentence|no opening answer tag; the last statement before a stray '</answer>' is '$6.25 worth of muffins a day' (gold 18)
x1:1|correct|tag|the answer tag holds a sentence with an equation: 'It takes a total of 2 + 1 = 3 bolts of fibers for the robe.'
x1:2|wrong|prose_sentence|three '</think>' and no opening answer tag; ends '$80,000 * 1.50 = $120,000. </answer>' (gold 70000)
x1:3|wrong|tag|'<answer>≈ 180 </answer>' (an approximation sign before the value; gold 540)
x1:4|wrong|tag|no '</think>'; '<answer> She needs to give them 40 cups of feed in the final meal of the day. </answer>'
x1:5|correct|tag|the working misreads 60 % as 80 % ('0.8 * $5 = $4'), but the answer tag's final value '16 * $4 = $64' equals the gold
x1:6|wrong|tag|the answer tag gives Charleston's count, '4 * 20 = 80 sheep' (gold 260)
x1:7|no_answer|tag|the completion invents 'User:' / 'Assistant:' turns; its only answer tag answers an invented question ('180 MB / 45 minutes = 4 MB/minute'); nothing answers the question posed
x1:8|wrong|tag|the answer tag holds a sentence with no number ('John can't get home because ...'); the working ends '= 0 miles' (gold 45)
x1:9|wrong|tag|debatable: the answer tag repeats the think block ('She earns $10 for the first 40 hours ... does not earn anything for the 5 hours'); no total is stated, but the claim excludes the gold 460
x1:10|wrong|tag|'... 60 + 180 + 54 = 294 downloads in total.' (gold 366)
x1:11|wrong|prose_sentence|no answer tag; '<p>' paragraphs ending 'Therefore, the total cost of the pastries is $419.' (gold 694)
x1:12|no_answer|tag|debatable: the think block says '90/7+1=14 years', then 'User: <answer> The conversation is over now.</answer>'; the answer tag holds no value
x2:0|wrong|tag|the answer tag is never closed; it ends with an invented '<rt>She earns $22 every day at the farmers market.</rt>.' (gold 18)
x2:1|wrong|tag|'... the total bolts would be 2.' (gold 3)
x2:2|wrong|tag|'The selling price of the house is $80,000 + $50,000 = $130,000.' (gold 70000)
x2:3|no_answer|tag|debatable: the think block ends '= 810 meters of total distance' (gold 540), then an invented 'User:' turn asks another question and the only answer tag answers it ('113 meters per run'); nothing in an answer tag answers the question posed
x2:4|wrong|tag|'... total feed given is 57 * 3 = 171 cups of feed daily.' (gold 20)
x2:5|wrong|tag|an answer tag opened and never closed, then invented 'User:' / 'Assistant:' turns repeating the question; the last statement is 'The correct answer is that Kylar needs to pay 16 * $5 = $80' (gold 64)
x2:6|wrong|tag|'Together they have 100 sheep (16 + 80 + 20).' (gold 260)
x2:7|no_answer|tag|two '</think>'; the answer tag holds a sentence about download speeds and no time
x2:8|wrong|tag|'... he is now 50 miles away from home.' (gold 45)
x2:9|no_answer|tag|the answer tag stops at 'So, the calculation would be: </answer>'; no total earnings stated
x2:10|wrong|tag|'... = 372.' (gold 366)
x2:11|wrong|tag|'<answer>Donuts costs $68 per dozen </answer>': a given price, not the total (gold 694)
m5:0|wrong|boxed|the working finds r = 0 or r = 14, then boxes '\frac{7}{2}' (gold \frac{14}{3})
m5:1|wrong|boxed|
m5:2|correct|boxed|'\boxed{4\sqrt{2}}$ inches'
m5:3|correct|boxed|
m5:4|wrong|boxed|'$\boxed{2}$ square inches' (gold 4)
m5:5|wrong|boxed|
m5:6|wrong|minerva|a plan of ten steps and no computation, then 'The final answer is: $\boxed{50}$' (gold 160)
m5:7|wrong|boxed|
k20:0|correct|tag|'<answer>3 inches</answer>'
k20:1|correct|tag|'<answer>3.0</answer>' for the gold 3
k20:2|correct|tag|no '</think>'; '<answer> 3 </answer>'
k20:3|correct|tag|
k20:4|correct|tag|'<answer>3.0 inches</answer>'
k20:5|correct|tag|a malformed closer '<end think>', then '<answer> 3 </answer>'
k20:6|correct|tag|'<answer>3 inches</answer>'
k20:7|correct|tag|'<answer>3 inches</answer>'
k20:8|no_answer|truncated|the think block ends 'The required number of lattice points is 9.' (gold 19), then an 'Assistant:' restart works the problem again and is cut at the 1,024-token cap before any answer tag; no final answer committed (a stated value followed by a restart that is cut off, round 10's convention)
k20:9|wrong|tag|no '</think>'; the answer tag says 'There are 25 lattice points ...' and lists 19 pairs with repeats (gold 19)
k60:0|correct|tag|'<answer> -8 </answer>' after an align environment
k60:1|correct|boxed|no think or answer tags: a long explanation, a Python block and its output, then '\(\boxed{-8}\)' (labelled by its last box)
k60:2|wrong|tag|'<answer> $12$ </answer>'
k60:3|correct|tag|'<answer> $-8$ </answer>'
k60:4|correct|tag|a box in the think block and '<answer> -8 </answer>'
k60:5|wrong|tag|'<answer> 8 </answer>' (the sign lost)
k60:6|correct|tag|'<answer>a = -8</answer>'
k60:7|correct|tag|
k60:8|correct|tag|
k60:9|correct|tag|an unclosed '$' in the think block; '<answer>16</answer>'
k60:10|correct|tag|
k60:11|correct|tag|
g3:0|correct|boxed|'\boxed{200} minutes.'
g3:1|correct|boxed|
g3:2|wrong|boxed|counts two morning and two afternoon rides a day; '\boxed{224} dollars' (gold 112)
g3:3|correct|boxed|
g3:4|wrong|minerva|'The final answer is: $\boxed{8}$' (gold 10)
g3:5|correct|boxed|the equation is set up wrongly ('x + \frac{x}{2} + \frac{x}{2} + 7 = 43' combined as '2x + 7'), the boxed value equals the gold
g3:6|correct|boxed|
g3:7|correct|boxed|
g3:8|correct|boxed|
g3:9|wrong|boxed|'\boxed{0.75} dollars' (gold 2)
g3:10|wrong|boxed|'Since 1200 > 1600' then '\boxed{1200}' (gold 1600)
g3:12|wrong|boxed|'\boxed{5} dollars' (gold 2)
g3:13|wrong|boxed|
g3:14|correct|boxed|
g3:15|wrong|boxed|'he has 7 days'; '\boxed{500} calories per day' (gold 525)
g3:16|correct|boxed|
g3:17|correct|boxed|
g3:18|correct|boxed|
g3:19|correct|boxed|'\boxed{90,000} dollars' (a thousands comma) for the gold 90000
g3:20|wrong|boxed|
g3:21|correct|boxed|
g3:22|correct|boxed|
g3:23|correct|boxed|
g3:24|wrong|boxed|doubles 2 hours as 120 minutes; '\boxed{160}' (gold 280)
x3:0|wrong|prose_sentence|three think blocks and '<p>' paragraphs, no opening answer tag; ends 'Therefore, Peter needs to wait 2 months to reach his goal.</answer>' (gold 3)
x3:1|wrong|tag|the answer tag gives another quantity: 'he needs $9,700 - $2,900 = $6,800 more'
x3:2|no_answer|none|a think block, then garbled HTML paragraphs in several languages ('$ 2,100 additional amount needed', '= 0.186645Thousands of ...'); no answer tag and no number of months
x3:3|wrong|tag|'<event>' tags in place of a think block; the answer tag ends 'he needs to wait 1 + 1 = 2 months.'
x3:4|wrong|tag|debatable: the answer tag follows an invented 'User:' prefix; it answers the question posed: '... round it up to 2 months.' (gold 3)
x3:5|wrong|prose_sentence|no answer tag; invented '<person>' / 'Assistant:' lines say 'Peter needs to wait 4 months', then invented 'User:' turns on other topics, cut mid-sentence; labelled by the last statement answering the question posed (4; gold 3)
x3:6|wrong|tag|'... it would take $1,100 / $700 = 1.714 months.'
x3:7|wrong|prose_sentence|no answer tag; 'Peter needs to wait at least 2 months.' (a bound; gold 3)
x3:8|wrong|tag|the answer tag gives one bird's rate: 'Smithers eats 7 berries a day.' (gold 140)
x3:9|wrong|tag|'Samuel's birds eat 28 berries in 4 days.' (gold 140)
x3:10|no_answer|prose_sentence|three '</think>' / '</answer>' closers and no opening answer tag; the last statement divides '7 berries by 3' and gives no value
y1:0|wrong|tag|'<answer>64</answer>' (the sixth day's count; gold 28)
y1:1|wrong|tag|'<answer>14</answer>' (three days only)
y1:2|wrong|tag|
y1:3|wrong|tag|the completion opens 'Pau\nl eats' (a line break inside the name); '<answer>14</answer>'
y1:4|wrong|tag|
y1:5|wrong|tag|'<answer> 64 sandwiches </answer>'
y1:6|wrong|tag|
y1:7|wrong|tag|'<answer>56 sandwiches</answer>'
y1:8|correct|tag|'<answer>90 minutes</answer>'
y1:9|correct|tag|'<answer>It takes Eric 90 minutes to return home.</answer>'
y1:10|correct|tag|'<answer>It takes Eric 90 minutes to return home.</answer>'
y1:11|correct|tag|'<answer>90 minutes</answer>'
y1:12|correct|tag|'<answer>90 minutes</answer>'
y1:13|correct|tag|'<answer>90 minutes</answer>'
y1:14|correct|tag|'<answer>It takes Eric 90 minutes to return home.</answer>'
y1:15|correct|tag|'<answer>90 minutes</answer>'
m5:8|no_answer|truncated|the prediction crosses the page edge (joined); it stops mid-equation ('\Rightarrow 2 + \sqrt{5} \pi') at the token cap after '2 + \sqrt{5} \pi = \pi k'; no number given
m5:9|wrong|boxed|'$\boxed{32}$' (gold 34)
m5:10|wrong|boxed|
m5:11|wrong|boxed|'$\boxed{3\pi}$' (gold 2\pi)
m5:12|wrong|boxed|'\boxed{\text{undefined}}' (gold 0)
m5:13|no_answer|truncated|a loop of the same angle sums ('\angle QRS = 70^\circ', '= 40^\circ', ...) cut at the token cap; no value of x stated
m5:14|correct|boxed|'$\boxed{48\pi}$' after a contradictory argument ('the cone and the cylinder have the same volume')
m5:15|wrong|boxed|
m5:16|wrong|boxed|'\boxed{2\sqrt{21}}' (gold 4\sqrt{3})
k5:0|wrong|answer_colon|no think closer and no answer tag; ends 'Answer: 1/44' (gold \frac{2}{11})
k5:1|wrong|boxed|no answer tag; '</think> The answer is $\boxed{\frac{1}{11}}$.'
k5:2|wrong|tag|'<answer>Answer is 1/10.\n</answer>'
k5:3|wrong|tag|'<answer> $\boxed{\frac{10}{66}}$ </answer>' (10/66 = 5/33, not 2/11)
k5:4|wrong|tag|no '</think>'; an answer tag never closed: '<answer> 10/110 $$\frac{10}{110}$$ $1/11$'
k5:5|correct|tag|'<answer> 2/11 </answer>'
k5:6|correct|tag|the answer tag holds a sentence ending '\(\frac{10}{55} = \frac{2}{11}\).'
x4:0|correct|tag|
x4:1|wrong|tag|the working reaches 3 bolts for one robe, then invents '5 robes'; '<answer>15</answer>' (gold 3)
x4:2|wrong|tag|
x4:3|correct|tag|
x4:4|wrong|tag|
x4:5|correct|tag|
x4:6|correct|tag|
x4:7|wrong|tag|'<answer>3.075</answer>' (hours; gold 160 minutes)
x4:8|wrong|tag|
x4:9|correct|tag|
x4:10|correct|tag|
m6:0|wrong|boxed|'approximately 56 hours', '\boxed{56}' (gold 162\text{ minutes})
m6:1|wrong|boxed|
m6:2|correct|boxed|
m6:3|wrong|boxed|answers 'no' to all six; '\boxed{0}' (gold 14)
m6:4|correct|boxed|'\boxed{326.5}' outside math delimiters
m6:5|correct|boxed|
m6:6|wrong|boxed|
m6:7|no_answer|truncated|finds a leg 'x = 2', then stops at '\[ \text{Area}' (the token cap); no area stated
m6:8|wrong|boxed|
m6:9|wrong|boxed|'\boxed{4}$ cm.' (gold 12)
m6:10|correct|boxed|
m6:11|wrong|boxed|the digit sum is miscounted as 41 + n; '\boxed{12}' (gold 15)
y2:0|wrong|tag|
y2:1|wrong|tag|
y2:2|correct|tag|
y2:3|correct|tag|
y2:4|wrong|tag|
y2:5|correct|tag|
y2:6|correct|tag|
y2:7|wrong|tag|
y2:8|correct|tag|
y2:9|correct|tag|
y2:10|correct|tag|
y2:11|correct|tag|
y2:12|correct|tag|'<answer>50 minutes</answer>'
y2:13|correct|tag|
y2:14|correct|tag|
y2:15|correct|tag|
h2:44|correct|hash|'#### 20.' after calculator annotations holding dollar amounts ('<<2 * $10.00 = $20.00>>')
h2:45|no_answer|truncated|cut inside the last annotation ('she spent 28 + 56 = <<28+'); no total stated
h2:46|wrong|hash|'#### 103.' (gold 163)
h2:47|no_answer|truncated|cut inside the last annotation ('In total, John spent $600 + $200 = <<600+20'); the sum is never stated
h2:48|correct|hash|'#### 8.'
h2:49|correct|hash|'#### 30.'
h2:50|correct|hash|'#### 294.'
h2:51|wrong|hash|'#### 6.4.' (gold 5)
h2:52|correct|hash|'#### 15.'
h2:53|no_answer|truncated|states Thursday's and Friday's takings wrongly ('$1000 on Thursday'), then is cut at 'The mechanic earned'; no difference stated
h2:54|wrong|hash|'#### 18.' (gold 40)
h2:55|correct|hash|'#### 14.'
h2:56|correct|hash|'#### 3.'
h2:57|correct|hash|'#### 83.'
h2:58|no_answer|truncated|a loop of nested calculator annotations ('$<<10.00*$40.00/100=') cut at the token cap; no price stated
h2:59|correct|hash|'#### 187.'
h2:60|wrong|hash|'#### 20.' (gold 17)
h2:61|no_answer|truncated|a loop '<<1300=<<1300=...' cut at the token cap; only the subtotal 1300 is written, no final price
h2:62|no_answer|truncated|cut mid-number ('$<<1,500,000*1.05=<<1,575,000>>1,575'); no pension stated
h2:63|no_answer|truncated|cut mid-number in the closing sentence ('by the end of the year is $8'); the parts 840 and 756 are derived but never summed
h1:26|no_answer|truncated|cut after the shoes' cost ('= \$126.00'); the total is never stated
h1:27|wrong|hash|'#### 60' (gold 16)
h1:28|wrong|boxed|'\(\boxed{5}\)' (gold 25)
h1:29|wrong|boxed|'**Final Answer:**' and '\boxed{94}' (gold 104)
h1:30|no_answer|truncated|cut mid-number ('11x = 1'); Allen's age is never stated
h1:31|no_answer|truncated|cut under '4. **Calculating the Average:**' after the three guesses; no average stated
h1:32|correct|truncated|debatable: cut in the closing sentence ('Therefore, the total number of hours John spends taking') right after '= 35 \text{ hours/week}'; labelled by the total already stated (round 19's convention)
h1:33|no_answer|truncated|cut at '2S + 30 = '; no count stated
h1:34|correct|boxed|'**Final Answer:**' and '\boxed{23}'
h1:35|wrong|hash|'#### 180' (gold 9)
h1:36|wrong|hash|'#### 450' (gold 75)
h1:37|no_answer|truncated|cut in step 3 ('\$195 \text{ (earned)} - \$160 \text{ ('); no count of sets stated
h1:38|no_answer|truncated|cut after the total running time ('3 + 3 = 6 hours'); no speed stated
h1:39|no_answer|truncated|a box around the running speed mid-working ('\boxed{6} \text{ mph}'), then cut at 'R = 4 \'; no distance stated (the box is not an answer to the question)
h1:40|correct|answer_is|'The answer is 8'
h1:41|no_answer|truncated|cut at 'With the gemstone, Polly can throw' after 1200 feet; no distance outside the flames stated
k75:0|wrong|tag|'<answer>119</answer>' (gold \$132)
k75:1|wrong|tag|reads a 7-hour cycle '1, 2, 3, 4, 5, 6, 1'; '<answer>120</answer>'
k75:2|wrong|tag|
k75:3|wrong|tag|
k75:4|correct|tag|'<answer>132</answer>' for the gold '\$132' (a dollar sign in the gold)
k75:5|wrong|tag|'<answer>94 dollars </answer>'
k75:6|correct|tag|'<answer>132</answer>' for the gold '\$132'
x5:0|correct|tag|the working says 'Jordan gave 16 of these 36 unripe mangoes to his sister' yet computes 36 - 16 = 20; '<answer> 5 </answer>'
x5:1|correct|tag|
x5:2|correct|tag|
x5:3|wrong|tag|'<answer> 9 </answer>' (gold 5)
x5:4|correct|tag|
x5:5|correct|tag|
x5:6|correct|tag|
x5:7|correct|tag|
x5:8|correct|tag|
x5:9|correct|tag|
x5:10|correct|tag|
x5:11|correct|tag|
x5:12|correct|tag|
g6:0|wrong|boxed|leaves out the 4 hours on high; 'The final answer is:' and '\boxed{2}' (gold 14)
g6:1|correct|boxed|
g6:2|wrong|boxed|'Church: 2 checks per year (twice per month)'; '\boxed{30}' (gold 52)
g6:3|correct|boxed|
g6:4|correct|boxed|'\boxed{2} minutes.'
g6:5|correct|boxed|
g6:6|no_answer|truncated|an algebra loop cut at the token cap ('Subtracting $A + A_1$ from both sides,'); Wilfred's age is never stated
g6:7|correct|boxed|'\boxed{6600} dollars.' (the file's gold writes 6,600)
g6:8|correct|boxed|
y3:0|wrong|tag|'24 inches + 16 inches + 10 inches = 46 inches' (a mis-sum); '<answer>46</answer>' (gold 50)
y3:1|correct|tag|
y3:2|correct|tag|
y3:3|correct|tag|'<answer>50 inches</answer>'
y3:4|correct|tag|the working calls 16 + 24 'the longest snake'; '<answer>50 inches</answer>'
y3:5|correct|tag|
y3:6|correct|tag|
y3:7|correct|tag|
y3:8|correct|tag|opens with a misread '200 students ride the school bus' but computes 92 - 20; '<answer>27</answer>'
y3:9|correct|tag|
y3:10|correct|tag|
y3:11|correct|tag|
y3:12|wrong|tag|reads 7/8 for 5/8; '<answer>16</answer>' (gold 27)
y3:13|correct|tag|
y3:14|correct|tag|
y3:15|correct|tag|
k30:0|correct|tag|
k30:1|correct|tag|
k30:2|correct|boxed|no think closer and no answer tag; '\( \boxed{17} \)', then a Python block with no output (labelled by its last box)
k30:3|no_answer|truncated|debatable: the think block (never closed) ends 'So the number is 21.' (gold 17), then an 'Assistant:' restart works to 17, reports a failed assertion, and is cut at the 1,024-token cap inside a corrected code block; no final answer committed (a restart that is cut off, round 10's convention)
k30:4|wrong|boxed|no tags; Python blocks with invented outputs, then '\(\boxed{18}\)'
k30:5|no_answer|tag|debatable: '<answer>    $5B + A$ </answer>': an expression in the unknown digits, no value
m7:0|wrong|boxed|'\boxed{30 + 12\sqrt{6}}' (the cross term miscomputed; gold 54)
m7:1|no_answer|truncated|lists three-digit multiples of 8 up to 992 and stops at 'There are 37 possible'; no probability stated
m7:2|correct|boxed|
m7:3|wrong|boxed|'\boxed{28 + 4\sqrt{29}}' (gold 70)
m7:4|correct|boxed|
m7:5|correct|boxed|'$\boxed{12}$ grams' for the gold '12 \text{ gm}'
m7:6|wrong|boxed|the sentence before says '$111, \! 111, \! 111$' (the gold), but the final box is '\boxed{111111}' (six digits); labelled by the last box
m7:7|wrong|boxed|takes 9 as irrelevant and finds the 3-4-5 triangle; '\boxed{12}' (gold 90)
m7:8|correct|boxed|'\boxed{-99}' outside math delimiters
m7:9|correct|boxed|
m7:10|wrong|boxed|
m7:11|wrong|boxed|reads the square root of the hypotenuse as the hypotenuse; '\boxed{4}' (gold 16)
m7:12|wrong|boxed|'144 \times 37 = 5292' (it is 5328); '\boxed{662500}' (gold 666000)
y4:0|correct|tag|no '</think>'; the completion ends with an answer tag never closed: '<answer>\n9'
y4:1|correct|tag|'<answer>\nEach person will get 9 Easter eggs.\n</answer>' after working written outside the think block
y4:2|wrong|tag|no '</think>'; 98 people; the answer tag ends 'Each person would get 1 egg(s), with 82 eggs remaining.'
y4:3|wrong|tag|'<answer>(127 - x) * 13 = 27 * 13 = 351</answer>' after an invented eggshell sale
y4:4|wrong|tag|'<answer>17</answer>'
y4:5|wrong|tag|'<answer>156</answer>'
y4:6|wrong|tag|'180 ÷ 21 = 8.57 ... each person will get 8 eggs, with some eggs left over.'
y4:7|wrong|tag|'<answer>15 eggs each</answer>' after a plan with no computation
y4:8|wrong|tag|
y4:9|wrong|tag|five think blocks, then '<answer>Seventeen</answer>' (a number word; gold 14)
y4:10|wrong|prose_sentence|no opening answer tag (an empty '<think> </think>' mid-working); ends 'That means 6 + 4 = 10 envelopes in total Micah bought.\n</answer>'
y4:11|wrong|tag|'<answer> 7 envelopes </answer>' answers the question posed (gold 14); the completion then invents 'Question:' / 'User:' turns with answer tags of their own ('15 cards', '80%') and is cut inside another; labelled by the answer to the question actually posed
y4:12|correct|tag|'<answer>\n14\n</answer>'
y4:13|wrong|tag|
y4:14|wrong|tag|
y4:15|wrong|tag|'<answer>8</answer>' (the heavy envelopes only; gold 14)
h0:16|no_answer|truncated|cut inside a formula ('\text{Speed} \times \'); no distance stated
h0:17|no_answer|truncated|cut while computing the coaching pay ('30 \times'); no salary stated
h0:18|no_answer|truncated|cut under '### Step 3: Convert eggs to dozens' after 84 eggs; no number of dozens stated
h0:19|no_answer|truncated|cut at step 4 ('To achieve an average speed of 4 miles per hour,'); no speed stated
h0:20|no_answer|truncated|cut at '\text{Total water} ='; no amount stated
h0:21|wrong|prose_sentence|debatable: ends '3. **Calculate the Number of Years Ago:** - The son was born 2 years ago.' and stops before any '**Final Answer:**' heading; labelled by the stated result (2; gold 14)
h0:22|correct|boxed|'**Final Answer:**' and '\boxed{7}'
h0:23|no_answer|truncated|debatable: states 'Total melting = ... = **8 centimeters**' (the gold), then goes on to a different quantity ('assume it starts at **0 centimeters**', 'Final length =') and is cut; no answer committed
h0:24|no_answer|truncated|cut at 'Performing the division, we get'; no price stated
h0:25|no_answer|truncated|cut at '12 + 15 + 6 + 8.50x ='; no number of boxes stated
h0:26|no_answer|truncated|cut mid-number ('= \$126.'); the total is never stated
h0:27|no_answer|truncated|cut at 'The total cost for' after 4 cartons; no cost stated
h0:28|no_answer|truncated|cut in the closing sentence ('Therefore, the distance traveled between the first') after a '-5 miles' difference; no distance committed
k50:0|wrong|tag|'<answer>-1+25=24</answer>': an equation chain ending 24 (gold 23)
k50:1|correct|tag|
k50:2|correct|tag|the think block writes '\$$-2.54\$' (escaped dollars inside math delimiters); '<answer> 23  </answer>'
k50:3|correct|tag|
k50:4|correct|tag|
k50:5|correct|tag|
k50:6|correct|tag|
k50:7|correct|tag|
k50:8|correct|tag|'<answer> \(2\sqrt{10}\) </answer>'; the file's gold has surrounding spaces (' 2\sqrt{10} ')
k50:9|wrong|tag|'<answer>12</answer>'
k50:10|correct|tag|a box in the think block and '<answer>$2\sqrt{10}$</answer>'
g3:11|wrong|boxed|prices one pair per dog; '\boxed{72} dollars' (gold 144; the file's gold crosses the page edge and was read on the next page)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
