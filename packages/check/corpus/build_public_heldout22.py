r"""Build public_heldout22.jsonl: a twenty-second held-out round of REAL model completions (issue 25).

Why: rounds 1-21 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, format_reward, answer_reward, correct, format_ok,
score, pred, canonical_status, verifier_status, scalar_reward and the like) were not used to label
(several of them disagree with the labels: yyfblock's 'correct' is 1 for '3 weeks and 4 days' and
'3 weeks with 4 eggs remaining' against the gold 4).

Method (rounds 3-21's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record as the page shows it.
`r` is the record's text at file level (the file's JSON string), `enc` = `json`: the build decodes
its escapes once more. A record is taken only when its whole completion and its file gold lie on
the pages read (g7 entry 10, whose prediction crosses a page edge, was joined at the edge). Nothing
is shortened.

Repositories (309 records; largest share The2813509163 96 = 31.1 %):
* one NEW to the corpus: Muqi1029/NoThink-project (5; no licence file found): DeepSeek's API
  model deepseek-chat on GSM8K, the only outputs of an API model this round (the whole file).
* files no earlier round used (`grep -l <path> build_public_heldout*.py` finds none of them) from
  repositories already in the corpus: The2813509163/my_project 96, KleistvonLiu/assignment5-
  alignment 80, yyfblock/grpo-math 64, xiaofei9289/CS336_Project (MIT) 44, cJamesSmith/math-eval
  11 (rounds 15-16 took two sibling folders; this folder, qwen-boxed, was not used), sherrywan717/
  ppo-vs-grpo-math-rlvr 9. No licence file was found for the others; `licence` per record.

Selection (records as they come, not by how hard they look; each file read from its start, or from
the page named, in file order; every record whose completion lies on the pages read taken unless
said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, none in MATH-500 by their opening words, file gold):
  k3, k8, k12, k17, k42, k52, k68, k84 = rollout_step_0000{03,08,12,17,42,52,68,84}/rollouts.jsonl,
  page 0 of each: step 3 question 0 rollouts 0-7 and q1 r0-1; step 8 q0 r0-7, q1 r0-5; step 12 q0
  r0-7; step 17 q0 r0-7, q1 r0; step 42 q0 r0-5; step 52 q0 r0-7, q1 r0-1; step 68 q0 r0-7, q1
  r0-4; step 84 q0 r0-7, q1 r0-1 (rounds 9, 20, 21 took steps 1, 5, 10, 15, 20, 25, 30, 35, 40, 45,
  50, 55, 60, 65, 70, 75, 80, 87). MATH in the answer-tag format: '<answer> $-1-16i$ </answer>',
  '<answer>$\frac{2}{663}$</answer>' (gold \frac{1}{663}), '<answer> 1/5525 </answer>', an answer
  tag holding a display equation chain ('\[Total = \frac{6!}{2!} = ... = 360\] arrangements'),
  equations in unknowns ('50(x)=45i+50', '$2x-12=5$'), the solutions instead of their sum,
  '< /think>' / '< /answer>', '<Answer>' never closed, a bare 'answer> $\frac{2}{1653}$', no tags
  with a last box, 'Answer: There are 720 ...' lines, invented 'User:' turns with answers of their
  own after the answer to the question posed, a mixed-language ramble, a loop of re-derivations
  ending '... is $6$.</answer>'.
* yyfblock/grpo-math (Qwen2.5-1.5B during GRPO, its R1-style prompt; think_answer, GSM8K train;
  whole files, two questions x 8 samples; the files store no question: it was identified from the
  completions and is checked by the file's gold): y125 = s2a1_lora_lr1e-5 step 125; y2f150 =
  s2a2_full_lr2e-6 step 150; ye175 = s2b1_entropy_ctrl step 175; yc325 = s2ac_cold_lr1e-5 step 325
  (rounds 16-21 took other steps of these runs).
* xiaofei9289/CS336_Project (OLMo-2-0425-1B, CS336 assignment 5, R1-Zero prompt; think_answer,
  GSM8K test, final validation rollouts, page 0 of each): x5 = lr_5e-6_seed_0 lines 1-12 (line 13
  crosses the edge); xg1 = grpo_constant_seed_1 lines 1-11; xl3 = lr_3e-5_seed_3 lines 1-10 (line
  11's file gold crosses the edge); xd3 = dr_grpo_seed_3 lines 1-11.
* sherrywan717/ppo-vs-grpo-math-rlvr (Qwen2.5-1.5B-Instruct, '<reasoning>…</reasoning><answer>…
  </answer>' prompt, 256-token cap; think_answer as in rounds 8, 18, 19, 21): reports/grpo_v2/
  hidden_test_final/models/{base,old_grpo_v1,warmstart_only}/sample_completions.jsonl, 4 lines
  each (round 21 took the selected_grpo_v2 file): sb/sbm = base lines 1-4 (line 2, MATH-500
  test/algebra/101, is sbm); so/som = old_grpo_v1 lines 2 and 4 (lines 1 and 3 repeat base's
  lines 1 and 3 word for word, same content_hash, left out); sw = warmstart_only lines 1, 2 and 4
  (line 3 repeats base's line 3, left out).
* The2813509163/my_project (Llama-3.2-1B-Instruct under OpenCompass, '\boxed{}' prompt; long_cot,
  GSM8K test): g4 = gsm8k_4.json entries 0-11 (page 0), 13-22 (page 1; entry 12, a loop of several
  hundred 'Good,' crossing the edge, was not transcribed; entry 23's gold crosses the edge) and
  24-35 (page 2); g5 = gsm8k_5.json entries 0-9, 10-20, 21-31 (pages 0-2); g7 = gsm8k_7.json
  entries 0-9, 10-19, 20-29 (pages 0-2; entry 10 joined at the page edge). Rounds 17, 20, 21 took
  shards 0, 1, 2, 3 and 6; shards 4, 5 and 7 were not used before.
* cJamesSmith/math-eval (Qwen3-4B-Base, simplelr_math_eval harness, greedy; long_cot, MATH-500 in
  order): cq = outputs/qwen-boxed-Qwen3-4B-Base/math500 lines 1-11 (idx 0-10, pages 0-1; idx 11 is
  a repetition loop still running at the end of page 3, offset 48000, and was not transcribed).
* Muqi1029/NoThink-project (new): dc = results/ds-api_deepseek-chat_gsm8k_0424.json data[0-4],
  the whole file (GSM8K test 0-4, all correct).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-21's conventions: the last
final answer counts; a hedge, a list of values or two different final answers is wrong; cut before
any final answer is no_answer; equal in value but written differently is correct (a unit word, a
'$' sign or a thousands comma with the value, '$5.00' for 5, '(3, \frac{\pi}{2})' for
'\left( 3, \frac{\pi}{2} \right)', '\dfrac{14}{3}'); another quantity ('3 weeks and 4 days' for 4
weeks, the solutions of an equation for their sum) is wrong; in the tag format the <answer>
content is the final answer whatever the think block says, read for its final value when it
holds a sentence or an equation chain; unclosed, unopened or malformed tags ('</ think>',
'< /answer>', '<Answer>', 'answer>') still hold the answer; an answer tag holding only an
equation or identity in unknowns is no_answer; a completion with no answer tag is labelled by its
last box or its last stated result; a completion that goes on with invented 'User:' turns is
labelled by the answer to the question actually posed; a completion cut at the token cap, or an
answer retracted and then cut, is no_answer; a right final value after wrong working is correct
(noted). Hesitations are marked 'debatable:' in the note (2 records: k3:3, an answer tag '$2x-12=5$';
xd3:10, no answer tag with the gold as the think block's last statement).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (The2813509163's files store
the reference solution, whose '####' value is `g`; sherrywan717's files store a problem_id, whose
GSM8K test answer is `g`; NoThink's file stores the reference solution). MATH = the problem is
looked up in MATH-500 (../shared/data/math500/test.jsonl) by its opening words and, where found,
MATH-500's `answer` is checked equal to the file's own gold (13 of 93: cq and sbm/som); else the
file's own gold as transcribed (KleistvonLiu's `answer` field, 80).

Counts: 309 records; think_answer 197 (GSM8K 115, MATH 82), long_cot 112 (GSM8K 101, MATH 11);
GSM8K 216 (test 152, train 64), MATH 93; correct 176, wrong 125, no_answer 8; 2 debatable.

Dead ends this round (searched, nothing usable): joecummings/r1-zero scripts/output.txt (a 3.3 M
Ray/vLLM log, no rollouts on the pages read); thaotnguyen/thinking-llms-interp (DeepSeek-R1-Distill
responses to riddles and analogies, not math); p4s2wd/sglang-dev gsm8k_results.jsonl (predictions
only, no text); cJamesSmith's qwen25-math-cot-Qwen3-4B-Base math500 file (the first completion is a
~16,000-character loop repeating the question); sherrywan717's grpo_v2_training completions.jsonl
(usable but 5 records a page: token-id arrays); find_string for '"completion": "<think>',
'</answer>", "ground_truth"', Chinese / Russian / Spanish answer phrases in model outputs (only
test fixtures and prompt templates).

Usage: python build_public_heldout22.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout22.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout22.jsonl"
SOURCE = "public_heldout22"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9, 20 and 21 took rollout steps 1, 5, "
    "10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80 and 87), rollout step {}, on MATH "
    "test problems; the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
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


LM = "The2813509163/my_project"
LM_DIR = "test_Pruning/LLaMA-Factory-main/outputs/default/20250629_120441/predictions/"
LM_COMMIT = "6d5bbf66441c66c07d471dc64a64c247de981fd9"
LM_GSM_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's GSM8K split, shard {} of 8 (rounds 17, 20 and 21 "
    "took entries of shards 0, 1, 2, 3 and 6; shard {} was not used before); the record is one "
    "entry's prediction; the file's gold is the GSM8K reference solution, whose '####' value is "
    "transcribed as `g`"
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
X5_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "lr_5e-6_seed_0: learning rate 5e-6 by the run's name, seed 0; round 19 took its step-40 "
    "training rollouts); the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>'); this file holds the final checkpoint's validation rollouts on GSM8K "
    "test"
)

MQ = "Muqi1029/NoThink-project"
DC_MODEL = (
    "DeepSeek's API model deepseek-chat (the file name ds-api_deepseek-chat_gsm8k_0424 and the "
    "README's '--backend ds-api'; the file's chat_question field shows the question wrapped in "
    "DeepSeek-R1 chat tokens with an empty think block, '<think>\\n\\n</think>', the README's "
    "'NotThink' mode), on the first GSM8K test questions in order; the record is one data "
    "entry's 'output'. The file holds 5 entries; the deepseek-reasoner file next to it is empty"
)
DC_PROMPT = (
    "the bare GSM8K question as the user turn, no format instruction (the file's chat_question: "
    "'<｜begin▁of▁sentence｜><｜User｜>{question}<｜Assistant｜><think>\\n\\n</think>')"
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
    "s2a1_lora_lr1e-5 (configs/grpo_a1_lr.yaml at f0c2582 as rounds 16-21 read it: LoRA r 32 / "
    "alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
    "s2a2_full_lr2e-6": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml at f0c2582 as rounds 16-21 read it: full "
    "fine-tuning, lr 2e-6, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, "
    "700 completion tokens)",
    "s2ac_cold_lr1e-5": "Qwen2.5-1.5B after the repository's SFT cold start "
    "(./ckpt/s_sft_cold_m7_merged) during GRPO training on GSM8K train, run s2ac_cold_lr1e-5 "
    "(configs/grpo_ac_cold.yaml at f0c2582 as rounds 18-21 read it: LoRA r 32 / alpha 64, lr "
    "1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 completion "
    "tokens)",
    "s1_smoke_1.5b": "Qwen/Qwen2.5-1.5B (base) during the repository's first GRPO smoke run on "
    "GSM8K train (results/s1_smoke_1.5b; taken to be configs/base.yaml at f0c2582 as round 19 "
    "read it: 8 generations per question at temperature 1.0)",
    "s2b1_entropy_ctrl": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2b1_entropy_ctrl (configs/grpo_b1_entropy.yaml at f0c2582 as rounds 18-21 read it: LoRA, "
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


SW = "sherrywan717/ppo-vs-grpo-math-rlvr"
SW_COMMIT = "70fbb18d6494a677fa073a071c3d16e95845cfbd"
SW_DIR = "reports/grpo_v2/hidden_test_final/models/"
SW_MODEL = (
    "Qwen/Qwen2.5-1.5B-Instruct {}, sampled at T=0.8, top_p 0.95, 256-token cap (the file's "
    "sampling_config), on the repository's hidden test split (GSM8K test and MATH-500 problems, "
    "identified by the file's problem_id); the record is one line's completion_text (round 21 took "
    "the selected GRPO-v2 adapter's file of the same folder). NOTE: the tags are "
    "<reasoning>/<answer>, not <think>/<answer>; prompt_format think_answer as in rounds 8, 18, 19 "
    "and 21 (a reasoning tag then an answer tag)"
)
SW_PROMPT = (
    "the repository's prompt (src/math_rlvr/prompt.py, as round 8 read it): a system message "
    "asking for exactly one <reasoning>...</reasoning> block and then one <answer>...</answer> "
    "block with only the final answer, the question as the user turn, Qwen chat template"
)
SB_MODEL = SW_MODEL.format(
    "without any adapter (the file's checkpoint_identity 'base:Qwen/Qwen2.5-1.5B-Instruct')"
)
SO_MODEL = SW_MODEL.format(
    "with the repository's first GRPO LoRA adapter (the file's "
    "checkpoint_identity: run grpo_formal_1p5b_seed42_20260720T031006Z, "
    "checkpoint 32; 'old_grpo_v1')"
)
SWS_MODEL = SW_MODEL.format(
    "with the repository's warm-start adapter (the file's "
    "checkpoint_identity: run warmstart_grpo_v2_seed42_20260722T051218Z, "
    "checkpoint 16; 'warmstart_only')"
)


def _sw(short: str, folder: str, model: str, dataset: str) -> tuple:
    own = "problem_id's GSM8K test answer" if dataset == "gsm8k" else "problem_id's MATH-500 answer"
    return (
        short,
        SW,
        SW_DIR + folder + "/sample_completions.jsonl",
        SW_COMMIT,
        model,
        SW_PROMPT,
        "think_answer",
        dataset,
        own,
        NO_LICENCE,
    )


XG1_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "grpo_constant_seed_1: the grpo_constant recipe, seed 1; rounds 16-21 took files of seeds 0, 2 "
    "and 3 and this seed's step-80 training rollouts); the record is one line's response (the "
    "text after the prompt's closing 'Assistant: <think>'); this file holds the final "
    "checkpoint's validation rollouts on GSM8K test"
)

CJ = "cJamesSmith/math-eval"
CQ_MODEL = (
    "Qwen/Qwen3-4B-Base (the output folder is qwen-boxed-Qwen3-4B-Base), greedy (t0.0 in the file "
    "name, seed 0), the repo's simplelr_math_eval harness (SimpleRL-Zoo's, a Qwen2.5-Math "
    "evaluation derivative) on MATH-500 in order; the record is one line's code[0] (the single "
    "generation). Rounds 15-16 took this folder's long-cot and long-cot-boxed siblings"
)
CQ_PROMPT = (
    "prompt type 'qwen-boxed' of the harness (by the folder name; its template was not read this "
    "round: in SimpleRL-Zoo's utils.py a ChatML prompt whose user turn is '{problem}\\nPlease "
    "reason step by step, and put your final answer within \\\\boxed{}.')"
)

XL3_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "lr_3e-5_seed_3: learning rate 3e-5 by the run's name, seed 3; earlier rounds took files of "
    "seeds 0-2 of this learning rate); the record is one line's response (the text after the "
    "prompt's closing 'Assistant: <think>'); this file holds the final checkpoint's validation "
    "rollouts on GSM8K test"
)

XD3_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_3: the Dr. GRPO recipe by the run's name, seed 3; round 19 took its step-120 "
    "training rollouts); the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>'); this file holds the final checkpoint's validation rollouts on GSM8K "
    "test"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "k3": _kl(3),
    "k8": _kl(8),
    "k12": _kl(12),
    "k42": _kl(42),
    "k68": _kl(68),
    "g4": _lm("g4-llama32-1b-gsm8k-shard4", 4),
    "x5": ("x5-olmo2-1b-grpo-lr5e-6-val-final", XF, "assignment5/results/lr_5e-6_seed_0/"
           "val_rollouts_final.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", X5_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "dc": ("dc-deepseek-chat-api-gsm8k", MQ, "results/ds-api_deepseek-chat_gsm8k_0424.json",
           "790dca593cdad91a54dd58efa3abc4a341a5b583", DC_MODEL, DC_PROMPT, "long_cot", "gsm8k",
           "answer", NO_LICENCE),
    "y125": _yb("y125-qwen25-15b-grpo-lora-train-step125", "s2a1_lora_lr1e-5", 125),
    "k52": _kl(52),
    "sb": _sw("sb-qwen25-15b-instruct-base-hidden-test", "base", SB_MODEL, "gsm8k"),
    "sbm": _sw("sbm-qwen25-15b-instruct-base-hidden-test-math", "base", SB_MODEL, "math"),
    "so": _sw("so-qwen25-15b-instruct-grpo-v1-hidden-test", "old_grpo_v1", SO_MODEL, "gsm8k"),
    "som": _sw("som-qwen25-15b-instruct-grpo-v1-hidden-test-math", "old_grpo_v1", SO_MODEL, "math"),
    "sw": _sw("sw-qwen25-15b-instruct-warmstart-hidden-test", "warmstart_only", SWS_MODEL, "gsm8k"),
    "g5": _lm("g5-llama32-1b-gsm8k-shard5", 5),
    "xg1": ("xg1-olmo2-1b-grpo-constant-seed1-val-final", XF, "assignment5/results/"
            "grpo_constant_seed_1/val_rollouts_final.jsonl",
            "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XG1_MODEL, R1Z, "think_answer", "gsm8k",
            "ground_truth", MIT),
    "y2f150": _yb("y2f150-qwen25-15b-grpo-full-train-step150", "s2a2_full_lr2e-6", 150),
    "cq": ("cq-qwen3-4b-base-qwen-boxed-math500", CJ, "simplelr_math_eval/outputs/qwen-boxed-"
           "Qwen3-4B-Base/math500/test_qwen-boxed_-1_seed0_t0.0_s0_e-1.jsonl",
           "4afa2ab9e786d54f1a6331c4d4457fc39748b02c", CQ_MODEL, CQ_PROMPT, "long_cot", "math",
           "answer", NO_LICENCE),
    "g7": _lm("g7-llama32-1b-gsm8k-shard7", 7),
    "k84": _kl(84),
    "ye175": _yb("ye175-qwen25-15b-grpo-entropy-ctrl-train-step175", "s2b1_entropy_ctrl", 175),
    "xl3": ("xl3-olmo2-1b-grpo-lr3e-5-seed3-val-final", XF, "assignment5/results/"
            "lr_3e-5_seed_3/val_rollouts_final.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16",
            XL3_MODEL, R1Z, "think_answer", "gsm8k", "ground_truth", MIT),
    "k17": _kl(17),
    "yc325": _yb("yc325-qwen25-15b-sft-grpo-cold-train-step325", "s2ac_cold_lr1e-5", 325),
    "xd3": ("xd3-olmo2-1b-drgrpo-seed3-val-final", XF, "assignment5/results/dr_grpo_seed_3/"
            "val_rollouts_final.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XD3_MODEL, R1Z,
            "think_answer", "gsm8k", "ground_truth", MIT),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k8:0|correct|tag|
k8:1|wrong|tag|
k8:2|correct|tag|
k8:3|correct|final_answer_phrase|no tags; 'Answer: There are 720 distinct arrangements of the letters in the word "monkey".'
k8:4|wrong|tag|'<answer> (6!)/(2!2!) = 180 </answer>'
k8:5|correct|tag|no '</think>'; '<answer> 720 </answer>'
k8:6|wrong|tag|the answer tag holds a display equation chain ending '= 360\] arrangements'
k8:7|wrong|tag|'<answer>1,200</answer>'
k8:8|wrong|tag|
k8:9|wrong|tag|no '</think>'; '<answer> -11i </answer>'
k8:10|wrong|tag|
k8:11|correct|tag|'<answer> $-1-16i$ </answer>'
k8:12|correct|tag|
k8:13|correct|tag|no '</think>'; '<answer> -1-16i</answer>' after display-math working
k12:0|no_answer|tag|no '</think>'; the answer tag holds an equation in unknowns ('50(x)=45i+50'), no value
k12:1|wrong|tag|
k12:2|wrong|prose_sentence|no tags; ends 'the total number of members in the band is either 1393 or 1206.' (a hedge, both out of range)
k12:3|wrong|tag|the answer tag solves an equation and ends 'Therefore, there are 10 members in the band.'
k12:4|wrong|prose_sentence|no tags; 'The number of members in the band is 166.'
k12:5|wrong|tag|two unclosed answer tags listing values ('183, 201, 219, ...', then '168, 184'), an invented 'User:' turn and an unrelated median question; no single value, none the gold
k12:6|wrong|tag|
k12:7|wrong|tag|
k3:0|wrong|tag|'<answer>\(-1\),\ 15</answer>' (two solutions, not their sum)
k3:1|correct|final_answer_phrase|no tags; 'Answer: The sum of all solutions is 12.' answers the question posed; the completion then invents scenarios with 'User:' turns and answers of their own ('2 hours and 15 minutes', 'The answer is $x = 4$.'); labelled by the answer to the question actually posed (corpus convention)
k3:2|wrong|tag|'<answer>  $x=1$ or $x=11$. </answer>' (the solutions, not their sum)
k3:3|no_answer|tag|debatable: the answer tag holds an equation in the unknown x ('$2x-12=5$'), no value
k3:4|no_answer|none|an invented dialogue in mixed languages that never states a sum
k3:5|no_answer|tag|the answer tag holds an identity in x ('(x-6)^2=x^2-12x+36---answer'), no value
k3:6|wrong|tag|the answer tag ends 'Solving these gives us $x = 11$ and $x = 1$.' (the solutions, not their sum)
k3:7|wrong|final_answer_phrase|no opening answer tag; 'Answer: The sum ... is 5 + (-5) = 0.' then a stray '</answer>'
k3:8|wrong|tag|malformed tags '< /think>' and '<answer> 5 < /answer>'
k3:9|correct|boxed|no tags; Python code that first fails, then prints 4; '\(\boxed{4}\)'
k42:0|wrong|tag|'<answer>$6\sqrt{3}-6$</answer>' after a think block that redraws the diagram (gold 12 - 6\sqrt{3})
k42:1|wrong|tag|'<answer> $6\sqrt{3}$ </answer>' (a box of the same value in the think block)
k42:2|wrong|tag|
k42:3|wrong|tag|'<answer>$6\sqrt{3}-6$</answer>'
k42:4|wrong|tag|no '</think>'; asy code, then '<answer> $6$ </answer>'
k42:5|wrong|boxed|no tags; the working states the gold ('the length \(XY\) is \(12 - 6\sqrt{3}\)'), then overrides it with 6\sqrt{3} and ends '\(\boxed{6}\)'
k68:0|correct|tag|'<answer> $2$ </answer>'
k68:1|correct|tag|
k68:2|correct|tag|
k68:3|correct|tag|
k68:4|correct|tag|
k68:5|correct|tag|
k68:6|correct|tag|
k68:7|correct|tag|
k68:8|correct|tag|
k68:9|correct|tag|
k68:10|correct|tag|
k68:11|correct|tag|'\boxed{2600}' in the think block, '<answer>2600</answer>'
k68:12|correct|tag|
g4:0|correct|boxed|'\[ \boxed{15} \]' after 'The answer is:'
g4:1|wrong|boxed|adds the regular coffee price, the new price per pound and the donut: '\boxed{43}' (gold 44)
g4:2|wrong|boxed|counts one bag of chips: 'the apple pie cost \boxed{9} dollars' (gold 7)
g4:3|correct|boxed|
g4:4|correct|boxed|
g4:5|correct|boxed|
g4:6|correct|boxed|
g4:7|correct|boxed|'\boxed{53} minutes'
g4:8|correct|boxed|
g4:9|correct|boxed|'The final answer is: $\boxed{132}$'
g4:10|correct|boxed|'\boxed{4} pounds of candy'
g4:11|correct|boxed|'\boxed{4} dollars in change'
x5:1|wrong|tag|'<answer> $32 </answer>' (gold 18)
x5:2|wrong|tag|malformed '</ think>'; '<answer> 2.5 </answer>'
x5:3|wrong|tag|'<answer> 31,619.52 </answer>'
x5:4|correct|tag|
x5:5|wrong|tag|
x5:6|wrong|tag|
x5:7|correct|tag|
x5:8|wrong|tag|no '</think>'; '<answer> 100 </answer>'
x5:9|wrong|tag|
x5:10|correct|tag|
x5:11|correct|tag|
x5:12|wrong|tag|an answer tag opened mid-working and never closed; it ends 'The total cost is 584.6667. </think>' (gold 694)
dc:0|correct|boxed|'Janet makes \boxed{18} dollars every day at the farmers' market.' under '**Final Answer:**'
dc:1|correct|boxed|a bare '\boxed{3}' last, after '**3 bolts**'
dc:2|correct|boxed|the working also computes an alternative reading's $195,000 and rejects it; '\boxed{70000}'
dc:3|correct|boxed|'\boxed{540} meters'
dc:4|correct|boxed|'\[\n\boxed{20}\n\]'
y125:0|wrong|tag|
y125:1|wrong|tag|
y125:2|wrong|tag|
y125:3|wrong|tag|
y125:4|wrong|tag|
y125:5|correct|tag|
y125:6|correct|tag|
y125:7|wrong|tag|the working ends on an unevaluated sum '(40 + 80)'; '<answer>120</answer>'
y125:8|wrong|tag|'<answer>11 weeks</answer>' (gold 4)
y125:9|wrong|tag|
y125:10|correct|tag|muddled working ('she can only eat 2 chocolate eggs per week'); a sentence after '</think>' ('will last for 4 weeks.') and '<answer>4 weeks</answer>'
y125:11|wrong|tag|'<answer>13 weeks</answer>'
y125:12|correct|tag|
y125:13|wrong|tag|'<answer>3 weeks and 4 days</answer>' (gold 4 weeks)
y125:14|wrong|tag|'<answer>3 weeks with 4 eggs remaining</answer>' (gold 4; the 4 counts eggs)
y125:15|wrong|tag|'<answer>2.857</answer>'
k52:0|correct|tag|
k52:1|correct|tag|
k52:2|correct|tag|
k52:3|correct|tag|
k52:4|correct|tag|
k52:5|correct|tag|
k52:6|correct|tag|
k52:7|correct|tag|
k52:8|wrong|boxed|no '</think>' and no opening answer tag; 'The answer is $\boxed{48779}$. </answer>' (gold 450)
k52:9|wrong|boxed|'<Answer>' (capital A) opened and never closed; Python code, then 'The final answer is \(\boxed{291}\).'
sb:0|correct|tag|the reasoning says '1/2 cup of water per day' (it means gallon), then '15 gallons'; '<answer>15</answer>'
sbm:1|no_answer|truncated|no tags; cut at the 256-token cap while testing points; the interval [-2, 7] is only listed among three candidate intervals, never stated as the solution
sb:2|wrong|prose_sentence|no tags; 'Total: 265 downloads.' (gold 366)
sb:3|wrong|tag|
som:1|no_answer|truncated|no tags; cut at the 256-token cap at 'the solution includes' after the sign tests; [-2, 7] is only listed among three candidate intervals
so:3|wrong|tag|'<answer>12</answer>' (one part, not the sugar; gold 42)
sw:0|correct|tag|
sw:1|no_answer|truncated|no tags; states '-$69', rejects it as nonsense and restarts; cut at the 256-token cap mid-sentence
sw:3|wrong|tag|
g4:13|correct|boxed|'\boxed{9} books'
g4:14|correct|boxed|
g4:15|wrong|boxed|
g4:16|correct|boxed|
g4:17|correct|boxed|
g4:18|correct|boxed|'\boxed{120} dollars in two days'
g4:19|correct|boxed|
g4:20|correct|boxed|'\boxed{20} kg'
g4:21|wrong|boxed|the working derives '0 = 10', declares a contradiction, then sums anyway: '$\boxed{314}$' (gold 298)
g4:22|correct|boxed|'The final answer is: $\boxed{80}$'
g5:0|wrong|boxed|counts Becca's 12 twice, rounds x = 45.57 down; '\boxed{147} cards' (gold 153)
g5:1|correct|boxed|
g5:2|wrong|boxed|'\boxed{-21} dollars' (gold 11)
g5:3|correct|boxed|
g5:4|correct|boxed|'\boxed{14,000} bars' with a thousands comma (gold 14000)
g5:5|wrong|boxed|
g5:6|wrong|boxed|
g5:7|correct|boxed|
g5:8|correct|boxed|
g5:9|correct|boxed|
xg1:1|correct|tag|'<answer> $18</answer>'
xg1:2|correct|tag|
xg1:3|wrong|tag|the think block ends 'profit ... is $28,000'; the answer tag says '-20,000' (gold 70000)
xg1:4|correct|tag|
xg1:5|correct|tag|the working's '60 cups (3 meals * 20 chickens)' is a muddle; the answer tag is the gold
xg1:6|wrong|tag|'<answer> $29 </answer>'
xg1:7|correct|tag|
xg1:8|wrong|tag|
xg1:9|wrong|tag|
xg1:10|correct|tag|'<answer> $460 </answer>'
xg1:11|correct|tag|
y2f150:0|correct|tag|'<answer>$5</answer>'
y2f150:1|correct|tag|'<answer>$5</answer>'
y2f150:2|correct|tag|'<answer>$5</answer>'
y2f150:3|correct|tag|'<answer>$5.00</answer>'
y2f150:4|wrong|tag|'<answer>$125</answer>' (gold 5)
y2f150:5|correct|tag|'<answer>$5</answer>'
y2f150:6|correct|tag|'<answer>$5.00</answer>'
y2f150:7|correct|tag|'<answer>$5</answer>' (the working calls it 'John's car')
y2f150:8|wrong|tag|
y2f150:9|wrong|tag|
y2f150:10|wrong|tag|
y2f150:11|correct|tag|
y2f150:12|correct|tag|
y2f150:13|correct|tag|
y2f150:14|wrong|tag|
y2f150:15|correct|tag|
cq:0|correct|boxed|'\boxed{(3, \frac{\pi}{2})}' for the gold '\left( 3, \frac{\pi}{2} \right)'
cq:1|correct|boxed|
cq:2|correct|boxed|'\boxed{\dfrac{14}{3}}'
cq:3|correct|boxed|
cq:4|correct|boxed|opens with a stray 'Assistant:'; '\boxed{\text{Evelyn}}'
cq:5|correct|boxed|opens with a stray 'Assistant:'
cq:6|correct|boxed|
cq:7|wrong|boxed|computes the cosine as -36/(7\sqrt{157}), then asserts 'Since \(\cos \theta = -\frac{1}{2}\)' and boxes 120 (gold 90^\circ)
cq:8|correct|boxed|
cq:9|wrong|boxed|lists groupings (one changes 5 + 1 into 5 \cdot 1) and finds three values; '\boxed{3}' (gold 4)
cq:10|correct|boxed|
g7:0|correct|boxed|a bare '\boxed{13}' last
g7:1|correct|boxed|
g7:2|correct|boxed|
g7:3|correct|boxed|muddled working (a wrong 2300-bottle total, '2300 - 4200 is not correct'), then 11500 - 4200; '\boxed{7300}'
g7:4|correct|boxed|'50%' in the sentence, '\boxed{50}' (gold 50)
g7:5|wrong|boxed|
g7:6|wrong|boxed|
g7:7|correct|boxed|
g7:8|correct|boxed|
g7:9|wrong|boxed|
k84:0|wrong|tag|'<answer> $\frac{12}{425}$</answer>' (gold \frac{1}{663})
k84:1|wrong|tag|
k84:2|wrong|tag|'\boxed{\frac{2}{663}}' in the think block, '<answer>$\frac{2}{663}$</answer>'
k84:3|wrong|tag|
k84:4|wrong|final_answer_phrase|no tags at all; the last line is a malformed 'answer> $\frac{2}{1653}$' (no '<', no closing tag)
k84:5|wrong|tag|
k84:6|wrong|tag|
k84:7|wrong|tag|
k84:8|correct|tag|'<answer> $\frac{\pi}{4}$ </answer>'
k84:9|correct|tag|
ye175:0|correct|tag|'<answer>$1300</answer>'
ye175:1|correct|tag|'<answer>$1300</answer>'
ye175:2|correct|tag|
ye175:3|correct|tag|
ye175:4|wrong|tag|'<answer>1030</answer>' (gold 1300)
ye175:5|correct|tag|'<answer>$1300</answer>'
ye175:6|wrong|tag|'<answer>$1030</answer>'
ye175:7|correct|tag|
ye175:8|correct|tag|the answer tag is never closed: '<answer>\nJewel will gain $5 from selling these magazines.'
ye175:9|correct|tag|the answer tag holds a sentence with an invented name: 'Anyohl has made a $5 profit from selling the magazines!'
ye175:10|correct|tag|
ye175:11|correct|tag|'<answer>$5</answer>'
ye175:12|correct|tag|
ye175:13|correct|tag|
ye175:14|correct|tag|'<answer>$5</answer>' answers the question posed; the completion then invents 'User:' turns with answers of their own (a stray '</answer>' after 200 words, then '<answer>48</answer>' last); labelled by the answer to the question actually posed (corpus convention)
ye175:15|correct|tag|'<answer>5</answer>' answers the question posed; the completion then invents four 'User:' turns with answers of their own ('35', 'car', '1075') and is cut at 'Assistant'; labelled by the answer to the question actually posed (corpus convention)
xl3:1|correct|tag|'<answer> $18 </answer>'
xl3:2|correct|tag|
xl3:3|wrong|tag|'<answer> $40,000 </answer>' (gold 70000)
xl3:4|correct|tag|
xl3:5|wrong|tag|
xl3:6|wrong|tag|'<answer> $21 </answer>'
xl3:7|correct|tag|
xl3:8|wrong|tag|
xl3:9|wrong|tag|
xl3:10|correct|tag|'<answer> $460 </answer>'
g5:10|wrong|boxed|'\boxed{6} hours' (gold 48)
g5:11|correct|boxed|
g5:12|wrong|boxed|
g5:13|correct|boxed|
g5:14|wrong|boxed|'\[ \boxed{12} \]' (gold 2)
g5:15|wrong|boxed|'\boxed{16.4} millimeters' from 1/6 taken as 20% (gold 16)
g5:16|correct|boxed|
g5:17|correct|boxed|
g5:18|correct|boxed|
g5:19|correct|boxed|
g5:20|correct|boxed|muddled inclusion-exclusion algebra (B = 7 from an inconsistent system) but M = 12 and the box are the gold
g7:10|wrong|boxed|forgets the 3 collections a week in the product: '\boxed{416} dollars' (gold 1248); the completion crosses the page edge and was joined there
g7:11|wrong|boxed|
g7:12|correct|boxed|
g7:13|correct|boxed|'$\boxed{20}$ centimeters'
g7:14|no_answer|truncated|cut at the token cap mid-sentence ('Substituting $R = 5$, we'); an earlier '$5 - 5 = 0$ left' is retracted ('this is not the correct answer'); nothing committed
g7:15|wrong|boxed|rounds 24/7 down: '$\boxed{3}$ pints' (gold 2)
g7:16|wrong|boxed|
g7:17|correct|boxed|
g7:18|wrong|boxed|'\boxed{8}' (gold 10)
g7:19|wrong|boxed|'\boxed{25}' (gold 240)
k17:0|wrong|prose_sentence|no '</think>' and no opening answer tag; a loop of re-derivations of y = -6 ends '$y = -48 / 8 = 6$. Since $y$ must be positive, the correct value of $y$ is $6$.</answer>' (gold 12)
k17:1|correct|boxed|no tags; Python check, then '\(\boxed{12}\)'
k17:2|wrong|final_answer_phrase|no answer tag; 'answer $y=9$' then '</think>' (gold 12)
k17:3|correct|tag|
k17:4|wrong|tag|
k17:5|correct|tag|
k17:6|correct|tag|
k17:7|wrong|tag|
k17:8|correct|tag|
yc325:0|wrong|tag|
yc325:1|correct|tag|
yc325:2|wrong|tag|
yc325:3|wrong|tag|
yc325:4|correct|tag|
yc325:5|correct|tag|
yc325:6|wrong|tag|
yc325:7|correct|tag|
yc325:8|correct|tag|
yc325:9|correct|tag|
yc325:10|correct|tag|
yc325:11|correct|tag|
yc325:12|correct|tag|
yc325:13|correct|tag|
yc325:14|correct|tag|
yc325:15|correct|tag|
g4:24|correct|boxed|'The answer is \boxed{11}.'
g4:25|correct|boxed|
g4:26|correct|boxed|
g4:27|wrong|boxed|sums one twin and one triplet, gets 18.5, then '\[ \boxed{25} \]' (gold 13)
g4:28|correct|boxed|
g4:29|wrong|boxed|
g4:30|correct|boxed|
g4:31|wrong|boxed|
g4:32|wrong|boxed|
g4:33|correct|boxed|'\boxed{68} square feet'
g4:34|correct|boxed|
g4:35|correct|boxed|'\boxed{5} 8 point bucks' (a number right after the box)
g5:21|correct|boxed|
g5:22|correct|boxed|
g5:23|correct|boxed|
g5:24|correct|boxed|
g5:25|correct|boxed|
g5:26|wrong|boxed|divides by 2 pairs instead of 24: '\boxed{1320}' (gold 110)
g5:27|correct|boxed|
g5:28|correct|boxed|
g5:29|wrong|boxed|
g5:30|wrong|boxed|the box closes an equation chain: '\text{My age} = B - 3 = 18 - 3 = \boxed{15}' (gold 13)
g5:31|correct|boxed|
xd3:1|correct|tag|'<answer> $18 </answer>'
xd3:2|wrong|tag|
xd3:3|wrong|tag|'<answer> 115000 </answer>' (gold 70000)
xd3:4|correct|tag|
xd3:5|wrong|prose_sentence|no answer tag; the think block ends 'So, Wendi needs 40 cups of feed for the final meal of the day. </think>' (gold 20)
xd3:6|wrong|tag|'<answer> $118 </answer>'
xd3:7|correct|tag|
xd3:8|wrong|tag|
xd3:9|wrong|tag|the think block says 'he is exactly at home', the answer tag says 195 (gold 45)
xd3:10|correct|prose_sentence|debatable: no answer tag; the think block's last statement is 'her total earnings for the week would be $400 (regular pay) + $60 (overtime pay) = $460. </think>' (the gold); labelled by the last stated result (corpus convention for a completion without a tag)
xd3:11|wrong|tag|'60 + 180 + 126 = 396' (misadded), '<answer> 396 </answer>' (gold 366)
g7:20|wrong|boxed|
g7:21|wrong|boxed|'The final answer is: \boxed{10}' (gold 2)
g7:22|correct|boxed|
g7:23|correct|boxed|'The final answer is: \boxed{17}'
g7:24|correct|boxed|the working computes the teeth 'not capped' (26 - 11 = 15) and reaches 15/30 = 50% by accident; '\boxed{50} percent' is the gold
g7:25|wrong|boxed|
g7:26|wrong|boxed|'C = \boxed{7.5}' (gold 20)
g7:27|correct|boxed|
g7:28|wrong|boxed|
g7:29|correct|boxed|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
