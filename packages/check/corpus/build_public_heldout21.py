r"""Build public_heldout21.jsonl: a twenty-first held-out round of REAL model completions (issue 25).

Why: rounds 1-20 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, format_reward, answer_reward, correct, format_ok,
prediction, has_required_format, canonical_status, verifier_status, metrics and the like) were
not used to label.

Method (rounds 3-20's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record as the page shows it.
`r` is the record's text at file level (the file's JSON string), `enc` = `json`: the build decodes
its escapes once more. A record is taken only when its whole completion lies on the pages read
(g1 entry 21's file gold crosses a page edge and was read on the next page). Nothing is shortened.

Repositories. The search for repositories new to the corpus (find_repos / find_string / code
search over R1-Zero, GRPO rollouts, `</think> <answer>\boxed{` strings, training-sample logs) found
none with usable committed completions in the time given (dead ends in the round's report); this
round therefore takes only files no earlier round used (`grep -l <path> build_public_heldout*.py`
finds none of them) from six repositories already in the corpus: yyfblock/grpo-math 80 of 323
(24.8 %), KleistvonLiu/assignment5-alignment 74 (22.9 %), hang154/math-reasoning-posttraining 71
(22.0 %), The2813509163/my_project 55 (17.0 %), xiaofei9289/CS336_Project (MIT) 39 (12.1 %),
sherrywan717/ppo-vs-grpo-math-rlvr 4 (no licence file found for the other five; `licence` per
record).

Selection (records as they come, not by how hard they look; each file read from its start, or from
the page named, in file order; every record whose completion lies on the pages read taken unless
said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, none in MATH-500 by their opening words): k10, k15,
  k25, k35, k45, k55, k65, k70, k80 = rollout_step_0000{10,15,25,35,45,55,65,70,80}/rollouts.jsonl,
  page 0 of each: step 10 question 0 rollouts 0-6; step 15 q0 r0-6; step 25 q0 r0-7 and q1 r0;
  step 35 q0 r0-5; step 45 q0 r0-7; step 55 q0 r0-6; step 65 q0 r0-5; step 70 q0 r0-7 and q1 r0-4;
  step 80 q0 r0-7 and q1 r0-2 (rounds 9 and 20 took steps 1, 5, 20, 30, 40, 50, 60, 75, 87). This
  is MATH in the answer-tag format: '<answer>3/4</answer>' for '\dfrac34', '<answer> $n$ </answer>',
  matrices in tags, '&&' column separators, answer tags holding sentences, two boxes, or a hedge
  ('… or …'), '</ think>' / '</ answer>', '<end thought>', no tags at all with a last box, a self-
  written 'Assistant:' line with a box that contradicts the working.
* yyfblock/grpo-math (Qwen2.5-1.5B during GRPO, its R1-style prompt; think_answer, GSM8K train;
  whole files, two questions x 8 samples): ya = s2a1_lora_lr1e-5 step 375; yc = s2ac_cold_lr1e-5
  step 175; yf = s2a2_full_lr2e-6 step 200; yd = s1_smoke_1.5b step 150; ye = s2b1_entropy_ctrl
  step 125 (rounds 16-20 took steps 100, 250, 300, 400 and 500 of these runs, and the smoke run's
  100 and 200). The files store no question: the GSM8K train question is identified from the
  completions' content and checked against the file's gold by the build.
* xiaofei9289/CS336_Project (OLMo-2-0425-1B, CS336 assignment 5, R1-Zero prompt; think_answer,
  GSM8K train): xc = grpo_constant_seed_2/rollouts_step_40.jsonl lines 1-13; xd =
  dr_grpo_seed_2/rollouts_step_80.jsonl lines 1-13; xm = maxrl_seed_0/rollouts_step_80.jsonl lines
  1-13 (page 0 of each; line 14 crosses the edge). dr_grpo_seed_2/rollouts_step_40.jsonl was read
  and left out: most of its responses repeat xc's word for word (same seed).
* sherrywan717/ppo-vs-grpo-math-rlvr (Qwen2.5-1.5B-Instruct + the selected GRPO-v2 adapter,
  '<reasoning>…</reasoning><answer>…</answer>' prompt; think_answer as in rounds 8, 18, 19):
  sg/sm = reports/grpo_v2/hidden_test_final/models/selected_grpo_v2/sample_completions.jsonl lines
  1-4 (the whole file but its last 330 characters, which hold no completion text): GSM8K test
  1007, MATH-500 test/algebra/1078 (sm, cut at the 256-token cap), GSM8K test 100 and 10.
* The2813509163/my_project (Llama-3.2-1B-Instruct under OpenCompass, '\boxed{}' prompt; long_cot,
  GSM8K test): g1 = gsm8k_1.json entries 0-10 (page 0) and 12-33 (pages 1-2; entry 11 and 34 cross
  page edges); g2 = gsm8k_2.json entries 0-10 (page 0) and 12-22 (page 1; entry 11 crosses the
  edge; entry 23's file gold lies on a page not read, so it was left out). Rounds 17 and 20 took
  shards 0, 3 and 6; shards 1 and 2 were not used before.
* hang154/math-reasoning-posttraining sources/qwen06/math_eval_100.json (Qwen3-0.6B; long_cot, GSM8K
  test lines 0-99 in order; rounds 19-20 took base samples 0-28, SFT 26-41 and 82-99, GRPO 0-63):
  h0 = the base block's samples 30-44 (page 2, offset 32000; 29 and 45 cross page edges); h1 = the
  SFT block's samples 9-24 (page 7, offset 112000; 8 and 25 cross edges); h3 = the SFT block's
  samples 43-61 (page 9, offset 144000; 42 and 62 cross edges); h2 = the GRPO block's samples 65-85
  (page 15, offset 240000; 64 and 86 cross edges). The record number is the sample's index, checked
  equal to its gsm8k/test.jsonl line.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-20's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word, a '$' sign or a
thousands comma with the value, '3/4' for '\dfrac34', '25\%' for 25, '#### 18.' with a period); in
the tag format the <answer> content is the final answer whatever the think block says; a sentence
or equation chain in the tag is read for its final value; unclosed, unopened or malformed tags
('</ think>', '< answer >', '<Answer>', a stray '</answer>') still hold the answer; several answer
tags answering the steps in turn are read by the last; a completion with no answer tag is labelled
by its last box or its last stated result; a tag that holds no value ('N/A', 'None' after the
model declares the data inconsistent, an unevaluated expression) is no_answer (debatable where a
value is near); a committed claim ('There is no such $a$') or another quantity (a distance for a
cost, a perimeter for a sum of coefficients) is wrong; a completion that goes on with invented
'User:' turns is labelled by the answer to the question actually posed; a completion cut at the
token cap right after the value asked for is labelled by it (round 19's convention, debatable); a
value re-derived in an unevaluated expression that is cut off is no_answer (debatable); a right
final value after wrong working is correct (noted). Hesitations are marked 'debatable:' in the note
(9 records).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (g1, g2, h0-h3, sg are GSM8K
test; ya, yc, yd, ye, yf, xc, xd, xm GSM8K train; sherrywan717's file stores a problem_id, whose
GSM8K test answer is `g`). MATH = the problem is looked up in MATH-500
(../shared/data/math500/test.jsonl) by its opening words and, where found, MATH-500's `answer` is
checked equal to the file's own gold (1 of 75: sm); else the file's own gold as transcribed
(KleistvonLiu's `answer` field).

Counts: 323 records; think_answer 197 (GSM8K 122, MATH 75), long_cot 126 (GSM8K 126); GSM8K 248
(test 129, train 119), MATH 75; correct 156, wrong 137, no_answer 30; 9 debatable.

Usage: python build_public_heldout21.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout21.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout21.jsonl"
SOURCE = "public_heldout21"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20 took rollout steps 1, 5, 20, "
    "30, 40, 50, 60, 75 and 87), rollout step {}, on MATH test problems; the record is one line's "
    "response (the text after the prompt's closing 'Assistant: <think>')"
)
KL_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>' (the file's prompt field)"
)


def _kl(step: int) -> tuple:
    return (
        f"k{step}-qwen25-math-15b-grpo-step{step}",
        KL,
        f"outputs/grpo_full_mathv2/rollout_step_{step:06d}/rollouts.jsonl",
        KLC,
        KL_MODEL.format(step),
        KL_PROMPT,
        "think_answer",
        "math",
        "answer",
        NO_LICENCE,
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
YB_RUNS = {
    "s2a1_lora_lr1e-5": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a1_lora_lr1e-5 (configs/grpo_a1_lr.yaml at f0c2582 as rounds 16-20 read it: LoRA r 32 / "
    "alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
    "s2a2_full_lr2e-6": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml at f0c2582 as rounds 16-20 read it: full "
    "fine-tuning, lr 2e-6, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, "
    "700 completion tokens)",
    "s2ac_cold_lr1e-5": "Qwen2.5-1.5B after the repository's SFT cold start "
    "(./ckpt/s_sft_cold_m7_merged) during GRPO training on GSM8K train, run s2ac_cold_lr1e-5 "
    "(configs/grpo_ac_cold.yaml at f0c2582 as rounds 18-20 read it: LoRA r 32 / alpha 64, lr "
    "1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 completion "
    "tokens)",
    "s1_smoke_1.5b": "Qwen/Qwen2.5-1.5B (base) during the repository's first GRPO smoke run on "
    "GSM8K train (results/s1_smoke_1.5b; taken to be configs/base.yaml at f0c2582 as round 19 "
    "read it: 8 generations per question at temperature 1.0)",
    "s2b1_entropy_ctrl": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2b1_entropy_ctrl (configs/grpo_b1_entropy.yaml at f0c2582 as rounds 18-19 read it: LoRA, "
    "lr 1e-5, adaptive entropy control, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
}


def _yb(short: str, run: str, step: int) -> tuple:
    model = (
        f"{YB_RUNS[run]}: the training rollouts the run logged at step {step} (two questions, 8 "
        "samples each); the record is one line's 'text' (the completion after the prompt's closing "
        "'Assistant: <think>'); the file stores no question: the GSM8K train question was "
        "identified from the completions' content and is checked against the file's gold"
    )
    return (
        short,
        YB,
        f"results/{run}/train_samples_step{step}.jsonl",
        YB_COMMIT,
        model,
        YB_PROMPT,
        "think_answer",
        "gsm8k",
        "gold",
        NO_LICENCE,
    )


LM = "The2813509163/my_project"
LM_DIR = "test_Pruning/LLaMA-Factory-main/outputs/default/20250629_120441/predictions/"
LM_COMMIT = "6d5bbf66441c66c07d471dc64a64c247de981fd9"
LM_GSM_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's GSM8K split, shard {} of 8 (round 17 took 20 "
    "entries of shard 0, round 20 entries of shards 3 and 6; shard {} was not used before); the "
    "record is one entry's prediction; the file's gold is the GSM8K reference solution, whose "
    "'####' value is transcribed as `g`"
)
LM_GSM_PROMPT = (
    "OpenCompass gsm8k (HUMAN turn): '{question}\\nPlease reason step by step, and put your final "
    "answer within \\\\boxed{}.\\n' (the file's origin_prompt)"
)


def _lm(short: str, shard: int) -> tuple:
    return (
        short,
        LM,
        LM_DIR + f"Llama-3.2-1B-Instruct_hf/gsm8k_{shard}.json",
        LM_COMMIT,
        LM_GSM_MODEL.format(shard, shard),
        LM_GSM_PROMPT,
        "long_cot",
        "gsm8k",
        "gold",
        NO_LICENCE,
    )


XF = "xiaofei9289/CS336_Project"
MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)
XD_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_2: the Dr. GRPO recipe by the run's name, seed 2; round 19 took its final "
    "validation rollouts): the training rollouts the run logged at step 80 (groups of samples per "
    "question); the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)
XM_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "maxrl_seed_0: the maxrl recipe by the run's name, seed 0; rounds 16-18 took its step-160 "
    "rollouts and final validation rollouts): the training rollouts the run logged at step 80 "
    "(groups of samples per question); the record is one line's response (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
XC_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "grpo_constant_seed_2: the grpo_constant recipe, seed 2; rounds 18 took its final validation "
    "rollouts): the training rollouts the run logged at step 40 (groups of samples per question); "
    "the record is one line's response (the text after the prompt's closing 'Assistant: <think>')"
)


HQ = "hang154/math-reasoning-posttraining"
HQ_FILE = "sources/qwen06/math_eval_100.json"
HQ_COMMIT = "0937ef30ea1e3f4b85ec87d1696b22191b62ec14"
HQ_MODEL = (
    "Qwen3-0.6B base (reports/PRIOR_POSTTRAINING_EVIDENCE.md at 0937ef3, as round 19 read it: "
    "this file is the fixed GSM8K-100 evaluation of the repository's Qwen3-0.6B base, SFT and "
    "GRPO stages, in that order): the file's first block, the first 100 GSM8K test questions in "
    "order (rounds 19-20 took its samples 0-28); many completions stop at a short token cap; the "
    "record is one sample's 'completion'"
)
HS_MODEL = (
    "Qwen3-0.6B after the repository's SFT on GSM8K (configs/qwen06_sft.yaml at cdf7663, as "
    "round 19 read it): the file's second block, the same 100 GSM8K test questions in order "
    "(rounds 19-20 took its samples 26-41 and 82-99); the record is one sample's 'completion'"
)
HG_MODEL = (
    "Qwen3-0.6B after SFT then GRPO on GSM8K train (configs/qwen06_grpo.yaml at cdf7663, as "
    "round 19 read it: from ./artifacts/posttrain/sft, 60 steps, 4 generations, lr 5e-6, 256 "
    "completion tokens): the file's third block, the same 100 GSM8K test questions in order "
    "(rounds 19-20 took its samples 0-64); the record is one sample's 'completion'"
)
HQ_PROMPT = (
    "not recorded in the file; the 'required format' its header counts is by the SFT and GRPO "
    "blocks' completions the GSM8K '#### N' line (the SFT data's own answer style); the base "
    "block answers with '**Final Answer:**' and a box"
)


SW = "sherrywan717/ppo-vs-grpo-math-rlvr"
SG_MODEL = (
    "Qwen/Qwen2.5-1.5B-Instruct with the repository's selected GRPO-v2 LoRA adapter (the file's "
    "checkpoint_identity: run grpo_v2_seed42_20260726T044303Z, checkpoint 96), sampled at T=0.8, "
    "top_p 0.95, 256-token cap (the file's sampling_config), on the repository's hidden test "
    "split (GSM8K test and MATH-500 problems, identified by the file's problem_id); the record is "
    "one line's completion_text. NOTE: the tags are <reasoning>/<answer>, not <think>/<answer>; "
    "prompt_format think_answer as in rounds 8, 18 and 19 (a reasoning tag then an answer tag)"
)
SG_PROMPT = (
    "the repository's prompt (src/math_rlvr/prompt.py, as round 8 read it): a system message "
    "asking for exactly one <reasoning>...</reasoning> block and then one <answer>...</answer> "
    "block with only the final answer, the question as the user turn, Qwen chat template"
)


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "k10": _kl(10),
    "k15": _kl(15),
    "k25": _kl(25),
    "k35": _kl(35),
    "k45": _kl(45),
    "k55": _kl(55),
    "k65": _kl(65),
    "k70": _kl(70),
    "k80": _kl(80),
    "yc": _yb("yc-qwen25-15b-sft-grpo-cold-train-step175", "s2ac_cold_lr1e-5", 175),
    "yf": _yb("yf-qwen25-15b-grpo-full-train-step200", "s2a2_full_lr2e-6", 200),
    "g1": _lm("g1-llama32-1b-gsm8k-shard1", 1),
    "xc": ("xc-olmo2-1b-grpo-constant-seed2-rollouts40", XF, "assignment5/results/"
           "grpo_constant_seed_2/rollouts_step_40.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16",
           XC_MODEL, R1Z, "think_answer", "gsm8k", "ground_truth", MIT),
    "h0": ("h0-qwen3-06b-base-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, HQ_MODEL, HQ_PROMPT, "long_cot",
           "gsm8k", "gold", NO_LICENCE),
    "sg": ("sg-qwen25-15b-instruct-grpo-v2-hidden-test", SW, "reports/grpo_v2/hidden_test_final/"
           "models/selected_grpo_v2/sample_completions.jsonl",
           "70fbb18d6494a677fa073a071c3d16e95845cfbd", SG_MODEL, SG_PROMPT, "think_answer", "gsm8k",
           "problem_id's GSM8K test answer", NO_LICENCE),
    "sm": ("sm-qwen25-15b-instruct-grpo-v2-hidden-test-math", SW, "reports/grpo_v2/hidden_test_"
           "final/models/selected_grpo_v2/sample_completions.jsonl",
           "70fbb18d6494a677fa073a071c3d16e95845cfbd", SG_MODEL, SG_PROMPT, "think_answer", "math",
           "problem_id's MATH-500 answer", NO_LICENCE),
    "h1": ("h1-qwen3-06b-sft-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, HS_MODEL, HQ_PROMPT, "long_cot",
           "gsm8k", "gold", NO_LICENCE),
    "xd": ("xd-olmo2-1b-drgrpo-seed2-rollouts80", XF, "assignment5/results/dr_grpo_seed_2/"
           "rollouts_step_80.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XD_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "h2": ("h2-qwen3-06b-sft-grpo-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, HG_MODEL, HQ_PROMPT,
           "long_cot", "gsm8k", "gold", NO_LICENCE),
    "h3": ("h3-qwen3-06b-sft-gsm8k100-b", HQ, HQ_FILE, HQ_COMMIT, HS_MODEL, HQ_PROMPT, "long_cot",
           "gsm8k", "gold", NO_LICENCE),
    "yd": _yb("yd-qwen25-15b-grpo-smoke-train-step150", "s1_smoke_1.5b", 150),
    "g2": _lm("g2-llama32-1b-gsm8k-shard2", 2),
    "ye": _yb("ye-qwen25-15b-grpo-entropy-train-step125", "s2b1_entropy_ctrl", 125),
    "xm": ("xm-olmo2-1b-maxrl-seed0-rollouts80", XF, "assignment5/results/maxrl_seed_0/"
           "rollouts_step_80.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", XM_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "ya": _yb("ya-qwen25-15b-grpo-lora-train-step375", "s2a1_lora_lr1e-5", 375),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k10:0|correct|tag|'<answer>$0$</answer>' after a think block 'The value of $k$ is 0}}'
k10:1|wrong|boxed|no think or answer tags; the last box is '-\frac{1}{2}' (gold 0; at k = -1/2 the double root x = -2 zeroes the denominator)
k10:2|wrong|tag|no '</think>'; the working ends at an x-intercept '-1', then an invented 'User:' turn restates the question and 'Assistant: <answer> \(-1\) </answer>' (gold 0)
k10:3|wrong|tag|'<answer>$-3$</answer>'
k10:4|wrong|boxed|no '</think>' and no opening answer tag; ends '\boxed{k = \frac{1}{2}}.\] </answer>'
k10:5|wrong|tag|'<answer>frac{1-sqrt{17}}{8}</answer>' (backslashes dropped)
k10:6|wrong|tag|'<end thought> <answer>$\frac{1}{4}$</answer>'
k15:0|wrong|tag|'<answer> $\begin{pmatrix} 2 & 0 \\ 7 & -3 \end{pmatrix}$ </answer>'
k15:1|wrong|tag|the answer tag holds a sentence ending 'so $\mathbf{M} = \begin{pmatrix} 2 & 1 \\ 7 & -3 \end{pmatrix}.$' (one entry off)
k15:2|wrong|tag|'&&' column separators; the matrix is [[2, 2], [7, -1]]
k15:3|correct|boxed|no think or answer tags: a long solution with a Python check, ending '\boxed{\begin{pmatrix} 2 & 1 \\ 7 & -2 \end{pmatrix}}.'
k15:4|wrong|tag|no opening answer tag: '<matrix>…</matrix>', then '<a>' and two column vectors before '</answer>'
k15:5|wrong|tag|no '</think>'; a box '\boxed{\text{our answer is}}', a boxed matrix, then '<answer>' with the same wrong matrix (with '\textcolor' entries)
k15:6|wrong|tag|the answer tag holds two boxed matrices joined by 'or' (a hedge; neither is the gold)
h0:30|no_answer|truncated|cut at the heading '5. **Calculate Allen's Current Age:**' after x = 9; no age stated
h0:31|no_answer|truncated|cut at '4' after the three guesses (80, 60, 100); no average stated
h0:32|correct|truncated|debatable: cut inside the closing display ('= 35 \text{ hours/week}' then '\'), right after the weekly total; labelled by the value already stated (round 19's convention)
h0:33|no_answer|truncated|cut mid-equation ('2S + 30 = 1'); no count
h0:34|correct|truncated|debatable: cut right after '25 - 2 = 23' (the display closed, no closing sentence or box); labelled by the value already derived (round 19's convention)
h0:35|no_answer|truncated|cut mid-sum ('4 \text{ points} + '); the total is never stated
h0:36|correct|boxed|
h0:37|no_answer|truncated|cut mid-sentence in step 4; no number of sets
h0:38|no_answer|truncated|cut while listing hours per day; no speed
h0:39|no_answer|truncated|cut at the walking speed step; no distance
h0:40|correct|boxed|
h0:41|no_answer|truncated|cut at the heading '4. **Hit Distance' after 'she can stand **1000 feet** away from the dragon' (a premise, not the distance asked); no answer committed
h0:42|correct|boxed|
h0:43|no_answer|truncated|cut mid-word computing the remaining calories; no grams
h0:44|no_answer|truncated|cut after a wrong total cost ($300.00); no profit stated
sg:0|correct|tag|'<reasoning>…</reasoning>\n<answer>34</answer>'
sg:2|wrong|tag|no reasoning tags; '<answer>127</answer>'
sg:3|wrong|tag|
sm:1|no_answer|truncated|cut at the 256-token cap inside the reasoning block ('must have \(|x| <'); no answer tag, no interval committed
k25:0|wrong|tag|'<answer> There is no such $a$ </answer>' (a committed claim that no value exists; gold 10)
k25:1|wrong|tag|
k25:2|wrong|tag|a one-word think block (' unsurprised '); '<answer> $121$ </answer>'
k25:3|wrong|tag|
k25:4|wrong|boxed|no think or answer tags; solves the opposite condition (coprime) and boxes 7 after a failed code run
k25:5|wrong|tag|
k25:6|wrong|tag|
k25:7|wrong|tag|
k25:8|wrong|tag|'<answer> 120 </answer>'; the think block passes through the gold ('= 119, so this score cannot be unique')
k35:0|wrong|tag|the answer tag holds the perimeter '$$3+4\sqrt{2}+\sqrt{5}$$' (wrong, and not the sum a+b+c asked for)
k35:1|wrong|tag|
k35:2|wrong|boxed|no think or answer tags; '\boxed{11}' from a buggy code run
k35:3|wrong|tag|
k35:4|wrong|tag|the answer tag holds a perimeter expression '3+2\(\sqrt{2}+\sqrt{5}\)', not the sum asked for
k35:5|correct|boxed|no think or answer tags: a long solution with a Python check, ending 'The calculated value of \(a + b + c\) is \(\boxed{6}\).'
g1:12|wrong|boxed|
g1:13|correct|boxed|
g1:14|correct|boxed|'\boxed{130} dollars'
g1:15|wrong|boxed|
g1:16|wrong|boxed|'Fred must deliver at least 4 red roses', '\boxed{4}'
g1:17|wrong|boxed|
g1:18|correct|boxed|the working's difference is '220 - 222 = -2 \text{ seconds}', then 'the faster team will win by 2 seconds', '\boxed{2}'
g1:19|correct|boxed|'\boxed{25\%}' for the gold 25 (a percentage asked for)
g1:20|correct|boxed|
g1:21|wrong|boxed|'r = 6.11' rounded down, '\boxed{6}' (gold 5; the working leaves out the rabbits' 20 pieces)
h1:9|correct|hash|
h1:10|no_answer|truncated|cut mid-number listing the months ('Third month: 37'); no total stated
h1:11|correct|hash|
h1:12|no_answer|truncated|cut after a nonsense yearly 'profit' of -$79.5; no number of years
h1:13|no_answer|truncated|cut while setting up the equation; no starting number
h1:14|no_answer|truncated|cut at '16 - 4 = 12 \' (the hip-hop students' count, not the percentage asked); no percentage
h1:15|no_answer|truncated|cut while computing the second plan; the jewelry's increase ($125) is an intermediate, no choice or profit committed
h1:16|correct|boxed|
h1:17|correct|hash|
h1:18|no_answer|truncated|cut at 'Since there are 12 eggs in' after 84 eggs; no dozens stated
h1:19|no_answer|truncated|cut at '\text{Speed} =' before the value
h1:20|wrong|hash|'#### 14.' (the working's 14.666667; gold 15)
h1:21|wrong|boxed|three boxes ('\boxed{25}' and '\boxed{2}' in the working, '**Final Answer:** \(\boxed{2}\)'); gold 14
h1:22|correct|hash|
h1:23|correct|hash|
h1:24|wrong|prose_sentence|no marker; ends 'Therefore, the original price of the book was $14.6' (perhaps cut mid-number from 14.625; either way not the gold 26)
xd:0|correct|tag|'<answer> 8 </answer>'
xd:1|correct|tag|
xd:2|correct|tag|
xd:3|correct|tag|
xd:4|correct|tag|
xd:5|correct|tag|
xd:6|correct|tag|
xd:7|wrong|tag|
xd:8|wrong|tag|the think block rounds 16.67 up to 17, then says 'So, he needs to buy 16 packs.'; '<answer> 16 </answer>'
xd:9|wrong|tag|
xd:10|wrong|tag|
xd:11|wrong|tag|
xd:12|wrong|tag|
k45:0|correct|boxed|no think or answer tags; 'Bob currently has \(\boxed{17}\) pennies.'
k45:1|wrong|tag|
k45:2|correct|tag|a malformed '</ think>', then an answer tag holding the whole working, ending 'The final answer is \(\boxed{17}\).'; the answer tag is never closed
k45:3|correct|tag|no '</think>'; '\(\boxed{17}\)<answer>17</answer>'
k45:4|wrong|tag|'we will get that Bob has 7 pennies', '<answer>7</answer>' (7 is Alex's count)
k45:5|wrong|tag|
k45:6|wrong|tag|'we find that $a=4$ and $b=7$'; '<answer>7</answer>'
k45:7|correct|boxed|no think or answer tags: a solution with a sympy check, ending 'Bob currently has \(\boxed{17}\) pennies.'
k55:0|no_answer|truncated|cut at the 1,024-token cap mid-expression ('\frac{-(a^2 +'); no tags, no value
k55:1|correct|boxed|debatable: no tags; the working ends '= \frac{1}{2} + \frac{1}{2} = 1.', then a self-written 'Assistant: The simplified expression is $\boxed{0}$. …' (the last final answer, the gold, contradicting the working's 1)
k55:2|wrong|tag|'<answer> $-\frac{3}{2}$ </answer>'
k55:3|correct|tag|
k55:4|wrong|tag|'<answer> $\frac{1}{(b - c)(c - a)}$ </answer>'
k55:5|correct|tag|the think block claims each denominator is 0 and never evaluates; ends '\</think> <answer>0</answer>' (a stray backslash before the closing tag)
k55:6|wrong|tag|'<answer> $\frac{2}{ab}$ </answer>'
h2:65|wrong|hash|'#### 20.'
h2:66|wrong|hash|'#### 20.'
h2:67|correct|hash|'#### 595.'
h2:68|correct|hash|'#### 36.'
h2:69|correct|hash|'#### 60.'
h2:70|wrong|hash|'#### 6,825.00.' (gold 7425)
h2:71|correct|hash|'#### 60.'
h2:72|correct|hash|'#### 221.'
h2:73|correct|hash|'#### 255.'
h2:74|no_answer|truncated|cut inside the closing sum ('$34 (begonias'); no total stated
h2:75|wrong|hash|'#### 7.'
h2:76|no_answer|truncated|cut mid-annotation ('<<272.5 / 1'); no number of bags
h2:77|correct|hash|'#### 100.'
h2:78|no_answer|truncated|debatable: cut inside the last annotation ('saves $15.00 - $9.00 = $<<15.0'); the difference (6, the gold) is never written (round 19's convention for an unevaluated expression)
h2:79|correct|hash|'#### 70.' after annotations with no value ('$<<70=70>>.')
h2:80|correct|hash|'#### 10.'
h2:81|correct|hash|'#### 17.'
h2:82|correct|hash|'#### 623.'
h2:83|correct|hash|'#### 600 thorns are there total.' (words after the value on the '####' line)
h2:84|wrong|hash|'#### 22.'
h2:85|wrong|hash|'#### 16.'
h3:43|wrong|hash|
h3:44|wrong|prose_sentence|debatable: no marker; ends 'so his net profit is 40.0' after '40.00 from the candles and uses 20.00 in supplies' (perhaps cut at the token cap before '- 20.00 = 20'); as written the stated profit is 40.0 (gold 20)
h3:45|no_answer|truncated|cut at Wednesday's hours; no total
h3:46|wrong|hash|
h3:47|no_answer|truncated|cut at 'Total cost for red ties} = '; no total
h3:48|correct|hash|
h3:49|correct|hash|
h3:50|correct|hash|
h3:51|no_answer|truncated|cut mid-formula after a wrong 0.4 hours; no return time stated
h3:52|wrong|hash|
h3:53|no_answer|truncated|cut while computing Friday's revenue; no difference stated
h3:54|wrong|boxed|'**Final Answer:** \[\boxed{48}' (the display's closing '\]' cut after its backslash; gold 40)
h3:55|correct|hash|
h3:56|wrong|hash|
h3:57|correct|hash|
h3:58|wrong|hash|
h3:59|correct|hash|
h3:60|wrong|answer_is|'The answer is 19' (no '####')
h3:61|correct|hash|
k65:0|wrong|boxed|no think or answer tags; '\boxed{\frac{6}{5}}' from a code run (gold 5)
k65:1|wrong|tag|'<answer> $4\sqrt[4]{3}$ </answer>'
k65:2|wrong|boxed|no tags; '\boxed{\frac{7}{2}}'
k65:3|wrong|boxed|no tags; a numerical 5.6568… read as '\boxed{4\sqrt{2}}'
k65:4|wrong|tag|the answer tag holds two boxes, '\boxed{x = \frac{\sqrt{2}}{4}}' and '\boxed{f\left(\frac{\sqrt{2}}{4}\right) = 4\sqrt{2}}'
k65:5|correct|boxed|no think or answer tags (a stray '\end think'); a sympy run printing 5, then '\(\boxed{5}\)'
yd:0|wrong|tag|'Final answer: <answer> Car needs to drive 38 miles for her trip.\n</answer>' (a distance, not the cost asked; gold 5)
yd:1|wrong|tag|debatable: garbled Portuguese; the first answer tag ('Carla precisa gastar US$ 12 … 5500 En milhas … US$ 1.200 …') is never closed and runs into invented 'User:' turns with answer tags of their own (175, 72); several values, none the gold
yd:2|wrong|tag|
yd:3|wrong|tag|'<answer>8.47</answer>'
yd:4|wrong|tag|three think blocks, then '<answer> $4.00 </answer>'
yd:5|wrong|tag|
yd:6|correct|tag|three think/answer pairs answering the steps in turn ('50 miles', '2 gallons'); the last answer tag, 'Carla will have to spend $5.00 on gas for her trip.', answers the question (gold 5)
yd:7|wrong|tag|
yd:8|wrong|tag|debatable: an empty '<answer></answer>' followed by 'Cary's net calorie deficit is 700 calories.' (gold 250)
yd:9|correct|tag|'<Answer>250 calories</Answer>' (capitalised tags)
yd:10|correct|tag|'<answer>250 calories</answer>'
yd:11|wrong|tag|
yd:12|correct|tag|
yd:13|correct|prose_sentence|no answer tag opened; four '</think>' lines, then 'Therefore, Cary's net calorie deficit is 250 calories.\n</answer>'
yd:14|correct|tag|
yd:15|correct|tag|
k70:0|correct|tag|'<answer> $n$ </answer>' (a symbolic gold)
k70:1|correct|tag|
k70:2|correct|tag|'<answer>$n$</answer>'
k70:3|correct|tag|
k70:4|correct|tag|
k70:5|correct|tag|
k70:6|correct|tag|
k70:7|correct|tag|
k70:8|correct|tag|
k70:9|correct|tag|
k70:10|wrong|tag|the think block names the five primes but never adds them; '<answer>75</answer>'
k70:11|correct|tag|malformed tags with spaces: '</ think> <answer> 85 </ answer>'
k70:12|wrong|tag|
g2:0|wrong|boxed|
g2:1|wrong|boxed|
g2:2|correct|boxed|
g2:3|correct|boxed|the working's difference is '-$100', then 'we take the absolute value', '\boxed{100}'
g2:4|correct|boxed|
g2:5|correct|boxed|
g2:6|wrong|boxed|
g2:7|correct|boxed|
g2:8|correct|boxed|'The answer is \boxed{60}.'
g2:9|correct|boxed|
g2:10|wrong|boxed|the working passes through the gold ('7 - 3 = 4 balls') and goes on subtracting; '\boxed{1}'
g1:22|wrong|boxed|'\boxed{100.60}' (gold 106)
g1:23|correct|boxed|
g1:24|correct|boxed|
g1:25|correct|boxed|
g1:26|wrong|boxed|'\boxed{0.5}' (one duck's need; gold 5)
g1:27|correct|boxed|
g1:28|correct|boxed|the working counts 36 pink and 12 white (both wrong: 30 and 6); the difference and the box equal the gold
g1:29|correct|boxed|
g1:30|correct|boxed|
g1:31|correct|boxed|
g1:32|wrong|boxed|'8417 + 9092 = 17419' (misadded); '\boxed{4637}'
g1:33|correct|boxed|
ye:0|wrong|tag|'<answer>120 items</answer>'
ye:1|wrong|tag|'<answer>72 </answer>'
ye:2|wrong|tag|
ye:3|correct|tag|
ye:4|wrong|tag|
ye:5|wrong|tag|
ye:6|wrong|tag|'<answer>72 items</answer>'
ye:7|wrong|tag|
ye:8|wrong|tag|'<answer>2 weeks and 1 day</answer>'
ye:9|wrong|tag|no '</think>'; a long run of unrelated Chinese text, then '最终答案 <answer>\nMaddy 的糖块能吃一个星期。</answer>' ('Maddy's candy can last one week'; gold 4)
ye:10|wrong|tag|
ye:11|wrong|tag|'<answer>2.857 weeks</answer>'
ye:12|wrong|tag|
ye:13|wrong|tag|'<answer>47 days / 6/7 weeks = 42 1/6 weeks</answer>.'
ye:14|wrong|tag|
ye:15|wrong|tag|'<answer>2</answer>.'
k80:0|correct|tag|'<answer>3/4</answer>' for the gold '\dfrac34'
k80:1|correct|tag|'<answer>3/4</answer>'
k80:2|correct|tag|'<answer>3/4</answer>'
k80:3|correct|tag|'<answer>3/4</answer>'
k80:4|correct|tag|'<answer> $\frac{3}{4}$ </answer>'
k80:5|correct|tag|'<answer>3/4</answer>'
k80:6|correct|tag|'<answer>3/4</answer>'
k80:7|correct|tag|'<answer> \(\frac{3}{4}\) </answer>'
k80:8|correct|tag|'<answer>17,576 </answer>' (a thousands comma)
k80:9|correct|tag|the think block stops at '26^3'; '<answer>17576</answer>'
k80:10|correct|tag|
xm:0|correct|tag|
xm:1|correct|tag|
xm:2|wrong|tag|the think block ends 'which totals 6 hours'; '<answer> 4 </answer>'
xm:3|wrong|tag|'<answer> 6 </answer>' (one week's hours)
xm:4|wrong|tag|'<answer> 6 </answer>' (one week's hours)
xm:5|correct|tag|
xm:6|correct|tag|
xm:7|correct|tag|
xm:8|wrong|tag|
xm:9|wrong|tag|
xm:10|correct|tag|
xm:11|wrong|tag|
xm:12|correct|tag|
g2:12|correct|boxed|'The final answer is: $\boxed{87}$'
g2:13|correct|boxed|
g2:14|correct|boxed|
g2:15|correct|boxed|
g2:16|correct|boxed|
g2:17|correct|boxed|
g2:18|correct|boxed|'\boxed{10} percent more' for the gold 10 (a percentage asked for)
g2:19|correct|boxed|
g2:20|wrong|boxed|the cheese-tasting taken as 1.5 hours (it is half an hour); '\boxed{9}' (gold 8)
g2:21|correct|boxed|
g2:22|correct|boxed|
ya:0|correct|tag|the working is wrong ('10 minutes + 10 minutes = 20 minutes'); the answer equals the gold
ya:1|correct|tag|
ya:2|wrong|tag|'<answer>100.2</answer>'
ya:3|correct|tag|muddled working ('20 minutes (10 + (10/9) * 5)'); the answer equals the gold
ya:4|wrong|tag|'<answer>15.38</answer>'
ya:5|correct|tag|'<answer>20 minutes</answer>'
ya:6|correct|tag|
ya:7|correct|tag|'<answer>20 minutes</answer>'
ya:8|correct|tag|'<answer> $1 </answer>'
ya:9|correct|tag|'<answer>$1</answer>'
ya:10|correct|tag|'<answer>$1</answer>'
ya:11|correct|tag|
ya:12|correct|tag|
ya:13|correct|tag|
ya:14|correct|tag|
ya:15|wrong|tag|'<answer> $1.40 </answer>'; the think block computed $15 and $16 and never subtracted
yc:0|correct|tag|
yc:1|correct|tag|
yc:2|correct|tag|
yc:3|correct|tag|
yc:4|correct|tag|
yc:5|correct|tag|
yc:6|correct|tag|
yc:7|wrong|tag|'<answer>1400</answer>'
yc:8|correct|tag|
yc:9|correct|tag|the working holds a stray Chinese token ('at $3.50,但她stand to gain'); the answer is the gold
yc:10|wrong|tag|'<answer>0</answer>'
yc:11|correct|tag|
yc:12|wrong|tag|'<answer>10</answer>'
yc:13|correct|tag|
yc:14|correct|tag|
yc:15|correct|tag|
yf:0|wrong|tag|
yf:1|wrong|tag|
yf:2|wrong|tag|
yf:3|wrong|tag|
yf:4|wrong|tag|
yf:5|wrong|tag|
yf:6|wrong|tag|
yf:7|wrong|tag|'<answer>87</answer>'
yf:8|correct|tag|
yf:9|correct|tag|
yf:10|no_answer|tag|debatable: the think block computes 180 puppies, then a nonsense '-96', declares the data inconsistent and asks for correct information; '<answer>None</answer>' (a refusal, not a value)
yf:11|correct|tag|
yf:12|correct|tag|
yf:13|correct|tag|
yf:14|correct|tag|
yf:15|correct|tag|
g1:0|wrong|boxed|'\boxed{0}' from a misadded total (gold 77)
g1:1|correct|boxed|the working divides flans by eggs per flan ('15 flans / 3 eggs per flan = 5'); the box equals the gold
g1:2|correct|boxed|
g1:3|correct|boxed|'\boxed{18} dollars'
g1:4|correct|boxed|muddled working ('20 miles a day, 6 days a week') but the total and the box are the gold
g1:5|correct|boxed|
g1:6|correct|boxed|
g1:7|wrong|boxed|
g1:8|wrong|boxed|
g1:9|wrong|boxed|'approximately \boxed{6.5} minutes' (gold 95)
g1:10|wrong|boxed|
xc:0|no_answer|truncated|no tags after the opening think; a loop of rechecks ('14 ... but that's still not right', '40') cut at the token cap; nothing committed
xc:1|wrong|tag|no '</think>'; '<answer> 35 </answer>'
xc:2|no_answer|tag|debatable: no opening answer tag; after '</think>' an unevaluated expression '- 1 - 25 + 1 </answer>' (its value -25 is not the gold either)
xc:3|wrong|tag|' 10 <answer> 10 </answer>' (no '</think>')
xc:4|wrong|tag|
xc:5|wrong|tag|the think block ends with an expression in the unknown M; '<answer> 25 </answer>'
xc:6|wrong|tag|'<answer> 35 marbles </answer>'
xc:7|wrong|tag|
xc:8|no_answer|tag|'<answer>N/A</answer>' (no value)
xc:9|wrong|tag|no opening answer tag; after '</think>' the text '1.6 hours / 60 minutes per hour = 0.025 hours per minute. </answer>'
xc:10|wrong|tag|the answer tag holds a sentence ending '750 / 25 = 30 hours.'
xc:11|wrong|tag|' days_t <answer> 5 </answer>'
xc:12|wrong|tag|no '</think>'; '<answer> 8.0</answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
