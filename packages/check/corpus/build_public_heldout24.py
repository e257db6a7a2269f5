r"""Build public_heldout24.jsonl: a twenty-fourth held-out round of REAL model completions (issue 25).

Why: rounds 1-23 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (correct, format_ok, format_reward, answer_reward, reward, predicted,
parsed_integer_answer, accuracy and the like) were not used to label.

Method (rounds 3-23's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level, `enc` = `json` (the file's JSON string, decoded once
more by the build). A record is taken only when its whole completion lies on the pages read. Three
completions repeat one line or one pair of lines many times; they were transcribed by writing out
the repetition the page shows (checked line by line against the page): ja:2 (items 13-81 alternate
two groupings), pg:1/4/6/7/10/12/13/14/15/16/17 (the option lists 'A. …' to 'Z. …') and pg:9 (the
instruction ten times; checked on a second read at offset 7600).

Selection (records as they come, not by how hard they look; each file read from its start, or from
the offset named, in file order; every record whose completion and gold lie on the pages read taken
unless said):
* NEW janettang000/eval-infra (its own eval harness; long_cot; results/*.json at da54487; the file's
  'model' field names the model): jq = gsm8k_results.json samples 0-10 (Qwen2.5-7B-Instruct, GSM8K
  test 0-10, '####' prompt); jp = gsm8k_phi_results.json samples 0-12 (microsoft/Phi-3.5-mini-
  instruct, GSM8K test 0-12; each output opens with a space); jm = math_results.json samples 0-8
  (Qwen2.5-7B-Instruct, MATH-500 lines 0-8, '\boxed{}' prompt); jl = math_level45_results.json
  samples 2-5 (MATH-500 levels 4-5: lines 9, 11, 12, 15; samples 0 and 1 repeat math_results.json
  word for word and were left out); ja = agentic_math_results.json samples 0-5 (the same model with
  tools; MATH-500 lines 1, 7, 9, 11, 12, 15). Page 0 of each.
* NEW rwickel/HOW_TO_TRAIN_LLM: rw = How_to_setup_benchmarks/gsm8k_all_cases.json, the whole file
  (pages 0-2): Qwen3-1.7B on GSM8K test 0-4, each in thinking mode (a '<think>' block with its own
  boxes, then a worked answer) and non-thinking mode; long_cot.
* NEW Playitcooool/qwen-self-involving-experiment (a small Qwen chat model, taken to be Qwen3.5-0.8B
  by outputs/config.json; long_cot; the files store neither question nor gold): pq =
  outputs/real_benchmark_gsm8k_fixed/predictions.jsonl lines 1-17 (the 'baseline' condition,
  GSM8K test questions identified from the content, page 0; line 18 crosses the edge): bare values
  on the last line ('**Final Answer:**\n100', '50\n\n50'), cuts at a short token cap; pg =
  outputs/rigorous/seed_20260817/domain/grpo/validation_predictions.jsonl lines 1-18 (round-0
  validation of its GRPO run, task_id 'gsm8k:train:N' = GSM8K train line N; pages 0 and the
  re-read at offset 7600; lines 19-27 lie on the second page and were not taken, stopped at a record
  boundary): raw continuations that echo the instruction or the question, or open with option lists
  'A. 20' … 'Z. 20' (some list the gold among 26 values) before an empty think block, all cut at
  the cap.
* tahaBerkBeton/improving-a-small-slm-on-gsm8k (rounds 18, 19, 23 took zero_val, sft_glm53_grpo_val,
  glm53_val, prime_val, sft_glm53_val): tg = scripts/inference/results/glm53_train.json
  scored_inferences 0-7 (GLM 5.3 Flash through OpenRouter, an API model, on GSM8K train;
  '<reasoning>…</reasoning>\n<answer>\nN\n</answer>'; stopped at a record boundary on page 0).
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, none in MATH-500 by their opening words, file gold):
  k18, k19, k21, k22, k23, k24, k26, k27 = rollout_step_0000{18,19,21,22,23,24,26,27}/
  rollouts.jsonl, page 0 of each: step 18 q0 r0-7; step 19 q0 r0-7 and q1 r0; step 21 q0 r0-7 and
  q1 r0; step 22 q0 r0-7 and q1 r0-1; step 23 q0 r0-5; step 24 q0 r0-5; step 26 q0 r0-5; step 27 q0
  r0-7 and q1 r0-4 (rounds 9 and 20-23 took
  steps 1-17, 20, 25, 30, 35, 40, 42, 45, 50, 52, 55, 60, 65, 68, 70, 75, 80, 84, 87). MATH in the
  answer-tag format: '[/think] <answer>154647' followed by Chinese text in a never-closed tag
  (k18:1), a garbled think block with Arabic and Chinese fragments, '<answer> $x=44$ "</answer>',
  '<answer>$(3,7)$ or $(1,9)$</answer>', '<answer> a=2 c=8 </answer>' for (2,8), '(frac{5}{2})',
  HTML-like '<math>…N\, = 5</math>' with no tags, '<answer>  $ \$ 12$ </answer>' (file gold
  ' \$ 5', a leading space kept as transcribed), '[/think] <answer> … [/answer]', an answer tag
  holding a paragraph ending '= 341.', a placeholder tag ('Let's compute the sum step-by-step using
  Python code.'), a box then a self-set new problem cut at the cap, '<answer>$\frac{12}{2}$</answer>'
  for 6, '<answer>11/36</answer>' for '\dfrac{11}{36}', an unrelated think block before a right
  answer.
* yyfblock/grpo-math (Qwen2.5-1.5B during GRPO, its R1-style prompt; think_answer, GSM8K train; two
  questions x 8 samples a file; the files store no question: identified from the completions,
  checked by the file's gold): e25 = s2b1_entropy_ctrl step 25 (whole file); e75 =
  s2b1_entropy_ctrl step 75 (whole file); a75 = s2a1_lora_lr1e-5 step 75 lines 1-13 and 15 (lines
  14 and 16 repeat e75 lines 14 and 16 word for word, left out); c75 = s2ac_cold_lr1e-5 step 75
  (whole file); c25 = s2ac_cold_lr1e-5 step 25 (whole file); f25 = s2a2_full_lr2e-6 step 25
  lines 1-14 (page 0; line 15 crosses the edge) (rounds 16-23 took steps 50, 100, 125, 150, 175,
  200, 225, 250, 300, 325, 375, 400, 500 of these runs and the smoke run's 100, 150, 200). Many invented 'User:' turns with answer tags of
  their own after the answer to the question posed; 24-hour times for the gold 730 ('0730',
  '0740 hours', '3:00 a.m.', '0643 pm').
* xiaofei9289/CS336_Project (OLMo-2-0425-1B, CS336 assignment 5, R1-Zero prompt; think_answer, GSM8K
  train, grpo_constant_seed_0; rounds 16-23 took its val_rollouts_final, val_rollouts_step_-1 and
  rollouts_step_160): x40 = rollouts_step_40.jsonl lines 1-14; x80 = rollouts_step_80.jsonl lines
  1-13; x120 = rollouts_step_120.jsonl lines 1-11 (page 0 of each; the next line crosses the edge).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-23's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer
is no_answer; equal in value but written differently is correct (a unit word, a `$` sign, a
thousands comma, '0730' for 730, '\boxed{90}' for 90^\circ, '(3, \frac{\pi}{2})' for the
\left(…\right) form); in the tag format the `<answer>` content is the final answer, whether or not
a think block came before it, and an answer tag that is never closed still holds the answer; an
answer tag holding a sentence or an equation is read for its last stated value; a completion with
no answer tag is labelled by its last box or its last stated result; a completion that goes on
with invented 'User:'/'Assistant:' turns or a self-set new problem is labelled by the answer to the
question actually posed (round 2's convention); an answer tag holding a placeholder or 'not enough
information' and no value is no_answer or wrong as noted (a statement that the question cannot be
answered is wrong, as round 19's la:0); a completion cut at the token cap right after the value is
stated is labelled by that value (debatable); a working cut before the asked quantity is no_answer
even when an option list or an intermediate value happens to equal the gold (pg:6, pg:13, pg:16,
pg:17); the <reasoning>/<answer> records (tg) are counted as think_answer, as rounds 8, 18, 19 and
23 did. Hesitations are marked 'debatable:' in the note (6 records).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (for pq and pg, whose files
store no gold, the GSM8K answer itself; pg's task_id line numbers were checked equal to the line
found). MATH = MATH-500's `answer` where the problem is there (jm, jl, ja: all 19, found by the
problem's opening words and equal to the file's 'expected'); else the file's own gold as
transcribed (the KleistvonLiu records: none of their problems is in MATH-500).

Counts: 293 records: think_answer 205 (GSM8K 138, MATH 67), long_cot 88 (GSM8K 69, MATH 19);
GSM8K 207 (test 51, train 156), MATH 86; correct 132, wrong 132, no_answer 29; 6 debatable.
By repository: yyfblock/grpo-math 92 (31.4 %), KleistvonLiu/assignment5-alignment 67 (22.9 %),
janettang000/eval-infra 43 (new), xiaofei9289/CS336_Project 38, Playitcooool/qwen-self-involving-
experiment 35 (new), rwickel/HOW_TO_TRAIN_LLM 10 (new), tahaBerkBeton/improving-a-small-slm-on-
gsm8k 8. No completion repeats one in any other corpus file or in this round (checked by text).
Non-English text: only fragments (k18:1 Chinese inside an answer tag, k18:6 Arabic/Chinese inside a
think block); no whole completion in another language was found.

Leads for a later round (unused files seen this round): janettang000/eval-infra results/
gsm8k_32b_results.json (Qwen2.5-32B-Instruct, 100 GSM8K test, '####'; page 0 read, all correct,
not taken), the later pages of all its results files (200-262 samples each) and
humaneval/mmlu (not math); Playitcooool/qwen-self-involving-experiment: the other conditions
(skill, sft_gsm8k, grpo_gsm8k, lopd_lite) later in real_benchmark_gsm8k_fixed/predictions.jsonl,
lines 19-27+ of the GRPO round-0 validation file, outputs/rigorous/seed_20260817/domain/sft/ and
lopd/validation_predictions.jsonl, outputs/gsm8k_lopd_fixed/validation_predictions.jsonl,
outputs/real_benchmark_gsm8k/predictions.jsonl (the earlier, unfixed run); KleistvonLiu steps 28, 29,
31-34, 36-39, 41, 43, 44, 46-49, 51, 53, 54, 56-59, 61-64, 66, 67, 69, 71-74, 76-79, 81-83, 85, 86
(the file holds 8 rollouts for each of 2 questions; only page 0 of each was ever read); yyfblock:
each run logs a file every 25 steps up to 500, most not yet taken (see the builders for the steps
taken); f25's lines 15-16 (page 1); xiaofei9289
grpo_constant_seed_0 later pages and the other seeds' rollouts_step_* not in the builders;
tahaBerkBeton glm53_train.json entries 8 onward (7 MB; all '<reasoning>/<answer>').
Dead ends this round: joecummings/r1-zero scripts/output.txt (a 3.3 MB Ray/vLLM training log);
shreyshahi/r1-zero-test (no committed completions); MaxiRuess/reasoning-distillation-grpo
results/gsm8k_results.json (metrics only); rsuvbe/llm-laconic-style-lora results/eval_results.jsonl
(not math); AnnyOrange/AML_HW comparison.md (truncated responses in a table); XiaojinStu/ICML
prompt-debug reports (one-token answers); find_string for '"model_output": "', '</think>\n<answer>',
'"generated_text": "<think>', '"response": "<reasoning>' (code, tests and docs only); find_files
for the paths rollouts.jsonl, outputs/eval_results.jsonl, results/eval_results.jsonl,
outputs/predictions.jsonl, generations.jsonl (other tasks: genomics, RAG, agents, classification).

Usage: python build_public_heldout24.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout24.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout24.jsonl"
SOURCE = "public_heldout24"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-23 took rollout steps 1-17, "
    "20, 25, 30, 35, 40, 42, 45, 50, 52, 55, 60, 65, 68, 70, 75, 80, 84 and 87), rollout step {}, "
    "on MATH test problems; the record is one line's response (the text after the prompt's "
    "closing 'Assistant: <think>')"
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
    "s2a1_lora_lr1e-5 (configs/grpo_a1_lr.yaml at f0c2582 as rounds 16-23 read it: LoRA r 32 / "
    "alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
    "s2ac_cold_lr1e-5": "Qwen2.5-1.5B after the repository's SFT cold start "
    "(./ckpt/s_sft_cold_m7_merged) during GRPO training on GSM8K train, run s2ac_cold_lr1e-5 "
    "(configs/grpo_ac_cold.yaml at f0c2582 as rounds 18-23 read it: LoRA r 32 / alpha 64, lr "
    "1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 completion "
    "tokens)",
    "s2a2_full_lr2e-6": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml at f0c2582 as rounds 16-23 read it: full "
    "fine-tuning, lr 2e-6, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, "
    "700 completion tokens)",
    "s2b1_entropy_ctrl": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2b1_entropy_ctrl (configs/grpo_b1_entropy.yaml at f0c2582 as rounds 18-23 read it: LoRA, "
    "lr 1e-5, adaptive entropy control, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
}


def _yb(short: str, run: str, step: int) -> tuple:
    model = (
        f"{YB_RUNS[run]}: the training rollouts the run logged at step {step} (two questions, 8 "
        "samples each; the whole file); the record is one line's 'text' (the completion after the "
        "prompt's closing 'Assistant: <think>'); the file stores no question: the GSM8K train "
        "question was identified from the completions' content and is checked against the file's "
        "gold"
    )
    return (short, YB, f"results/{run}/train_samples_step{step}.jsonl", YB_COMMIT, model,
            YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE)  # fmt: skip


JT, JTC = "janettang000/eval-infra", "da54487547aed5f5c41d6b1dec927d93ff03f90b"
JT_GSM_PROMPT = (
    "system (eval_infra/tasks/gsm8k_task.py GSM8K_SYSTEM_PROMPT at 6b705c6): 'You are a helpful "
    "math assistant. Solve the following problem step by step. After your reasoning, write your "
    "final numeric answer on a new line after '#### '. For example: #### 42'; user: '{question}'"
)
JT_MATH_PROMPT = (
    "system (eval_infra/tasks/math_task.py MATH_SYSTEM_PROMPT at 53a88ce): 'You are a helpful "
    "math assistant. Solve the following problem step by step. Show your work clearly, then put "
    "your final answer inside \\\\boxed{}.'; user: '{problem}' (MATH-500 in its own order)"
)
JQ_MODEL = (
    "Qwen/Qwen2.5-7B-Instruct (the file's 'model' field) under the repository's own harness "
    "(eval_infra), the first 200 GSM8K test questions in order (accuracy 0.93 by the file's "
    "header, not used to label); the record is one samples entry's raw_output"
)
JM_MODEL = (
    "Qwen/Qwen2.5-7B-Instruct (the file's 'model' field) under the repository's own harness "
    "(eval_infra), the first 200 MATH-500 problems in order (accuracy 0.74 by the file's header, "
    "not used to label); the record is one samples entry's raw_output"
)

RW, RWC = "rwickel/HOW_TO_TRAIN_LLM", "fc5fe33ebdcbd6d4e2039e0396d110bc9e6678fb"
RW_MODEL = (
    "Qwen/Qwen3-1.7B (How_to_setup_benchmarks/evaluate_gsm8k_qwen.py at fc5fe33: "
    "AutoModelForCausalLM 'Qwen/Qwen3-1.7B', bfloat16, limit=5), the first five GSM8K test "
    "questions, each answered twice: thinking mode (enable_thinking=True, temperature 0.6, top_p "
    "0.95, top_k 20, 32768 new tokens) and non-thinking mode (enable_thinking=False, temperature "
    "0.7, top_p 0.8, 8192 new tokens); the record is one entry's model_output (the file's "
    "'mode' field says which; the thinking-mode outputs keep their '<think>' block)"
)
RW_PROMPT = (
    "Qwen3 chat template, user: '{question} Please reason step by step, and put your final "
    "answer within \\\\boxed{}.' (evaluate_gsm8k_qwen.py at fc5fe33)"
)

XF = "xiaofei9289/CS336_Project"
XF_MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
XF_R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)
X120_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "grpo_constant_seed_0, the grpo_constant recipe, seed 0; rounds 16-23 took this run's "
    "val_rollouts_final, val_rollouts_step_-1 and rollouts_step_160): the training rollouts the "
    "run logged at step 120 (groups of samples per question); the record is one line's response "
    "(the text after the prompt's closing 'Assistant: <think>')"
)
JP_MODEL = (
    "microsoft/Phi-3.5-mini-instruct (the file's 'model' field) under the repository's own "
    "harness (eval_infra), the first 200 GSM8K test questions in order (accuracy 0.89 by the "
    "file's header, not used to label); the record is one samples entry's raw_output (each opens "
    "with a space)"
)
JL_MODEL = (
    "Qwen/Qwen2.5-7B-Instruct (the file's 'model' field) under the repository's own harness "
    "(eval_infra), the MATH-500 problems of levels 4 and 5 in MATH-500's order (262 problems, "
    "accuracy 0.61 by the file's header, not used to label); the record is one samples entry's "
    "raw_output; entries 0 and 1 repeat math_results.json's entries 1 and 7 word for word (same "
    "model, same problems) and were left out"
)

PQ, PQC = "Playitcooool/qwen-self-involving-experiment", "6968d3f4bab636f32b71671d172cef2be2daf347"
PQ_MODEL = (
    "a small Qwen chat model, the 'baseline' condition (no adapter) of the repository's fixed "
    "held-out benchmark (outputs/real_benchmark_gsm8k_fixed/manifest.json: seed 20260815, 30 "
    "GSM8K questions gsm8k:0-29; comparison.md gives baseline GSM8K accuracy 0.367, not used to "
    "label); the model is taken to be Qwen3.5-0.8B by outputs/config.json at c20ed04 (an earlier "
    "run's config; this run's own config was not read); its chat template opens an empty "
    "'<think>\\n\\n</think>' block (thinking off) or a visible 'thinking process'; generations "
    "stop at a short token cap, so many are cut; the record is one line's prediction. The file "
    "stores neither the question nor the gold: the GSM8K test question was identified from the "
    "completion's content (all 17 read are GSM8K test questions) and its gold is the GSM8K answer"
)
PQ_PROMPT = (
    "not stored in the file; the same repository's GRPO-run generations (pg) echo it: 'Solve this "
    "grade-school math problem. Show concise reasoning, then write the final numeric answer on "
    "the last line.' then the question; the baseline model's own restatement ('Constraints: Show "
    "concise reasoning, then write the final numeric answer on the last line.') matches; chat "
    "template with thinking off (an empty think block) or on"
)
X40_MODEL = X120_MODEL.replace("at step 120", "at step 40")
JA_MODEL = (
    "Qwen/Qwen2.5-7B-Instruct (the file's 'model' field) under the repository's own harness in its "
    "agentic mode (task 'agentic_math': the model may call tools such as a calculator; the file "
    "keeps only the final raw_output), the MATH-500 problems of levels 4 and 5 in MATH-500's order "
    "(262 problems, accuracy 0.56 by the file's header, not used to label); the record is one "
    "samples entry's raw_output"
)
JA_PROMPT = (
    "the harness's agentic math prompt (eval_infra/tasks/agentic_task.py, not read this round); "
    "the completions say 'We will use the `calculator` tool' and end with a box, as the plain "
    "MATH prompt asks"
)
PG, PGC = PQ, "db891d76f3dd7fe4bf316aac9f55b945008686b0"
PG_MODEL = (
    "the same small Qwen model (taken to be Qwen3.5-0.8B, as for pq) during the repository's GRPO "
    "run on GSM8K train (outputs/rigorous/seed_20260817/domain/grpo), the validation predictions "
    "it logged at round 0 on GSM8K train questions (task_id 'gsm8k:train:N' = gsm8k/train.jsonl "
    "line N, checked by the question's content); the generations are raw continuations: many echo "
    "the instruction or the question, or open with an option list ('A. 20' ... 'Z. 20') before an "
    "empty '<think>\\n\\n</think>' block, and stop at a short token cap; the record is one line's "
    "prediction. The file stores neither the question nor the gold: the gold is the GSM8K answer "
    "of the line task_id names"
)

TZ = "tahaBerkBeton/improving-a-small-slm-on-gsm8k"
TZC = "2e17b42c716378e7fae47ce55e9035dfb2949a25"
TG_MODEL = (
    "GLM 5.3 Flash through OpenRouter (an API model; the repository's teacher, as round 23 read the "
    "same folder's glm53_val.json), run on the repository's training split (GSM8K train questions "
    "in order; accuracy 96.9 by the file's header, not used to label); the record is one "
    "scored_inferences entry's answer. NOTE: the tags are <reasoning>/<answer>, not "
    "<think>/<answer>; prompt_format think_answer as in rounds 8, 18, 19 and 23"
)
TZ_PROMPT = (
    "system (scripts/inference/prompts.py XML_SYSTEM_PROMPT, as round 18 read it): 'You are a "
    "careful math solver.\\nThink through the problem step by step inside <reasoning> and "
    "</reasoning> tags.\\nThen give the final answer inside <answer> and </answer> tags.\\nBetween "
    "the <answer> tags, return only the integer response (no float): digits only, with a leading "
    "minus sign if negative, no units, no commas, no words.\\n\\nRespond in exactly this "
    "format:\\n<reasoning>\\n...\\n</reasoning>\\n<answer>\\n...\\n</answer>'; user: '{question}'"
)
X80_MODEL = X120_MODEL.replace("at step 120", "at step 80")

A75_MODEL = _yb("a75", "s2a1_lora_lr1e-5", 75)[4].replace(
    "8 samples each; the whole file",
    "8 samples each; lines 1-13 and 15; lines 14 and 16 repeat the entropy-control run's step-75 "
    "lines 14 and 16 (e75:13 and e75:15) word for word and were left out",
)


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "e25": _yb("e25-qwen25-15b-grpo-entropy-train-step25", "s2b1_entropy_ctrl", 25),
    "e75": _yb("e75-qwen25-15b-grpo-entropy-train-step75", "s2b1_entropy_ctrl", 75),
    "a75": _yb("a75-qwen25-15b-grpo-lora-train-step75", "s2a1_lora_lr1e-5", 75)[:4] + (A75_MODEL,)
    + _yb("a75", "s2a1_lora_lr1e-5", 75)[5:],
    "c75": _yb("c75-qwen25-15b-sft-grpo-cold-train-step75", "s2ac_cold_lr1e-5", 75),
    "f25": _yb("f25-qwen25-15b-grpo-full-train-step25", "s2a2_full_lr2e-6", 25),
    "c25": _yb("c25-qwen25-15b-sft-grpo-cold-train-step25", "s2ac_cold_lr1e-5", 25),
    "k18": _kl(18),
    "k19": _kl(19),
    "k21": _kl(21),
    "k22": _kl(22),
    "k23": _kl(23),
    "k24": _kl(24),
    "k26": _kl(26),
    "k27": _kl(27),
    "rw": ("rw-qwen3-17b-think-nothink-gsm8k5", RW, "How_to_setup_benchmarks/gsm8k_all_cases.json",
           RWC, RW_MODEL, RW_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "jq": ("jq-qwen25-7b-instruct-gsm8k", JT, "results/gsm8k_results.json", JTC, JQ_MODEL,
           JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "jm": ("jm-qwen25-7b-instruct-math500", JT, "results/math_results.json", JTC, JM_MODEL,
           JT_MATH_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
    "x120": ("x120-olmo2-1b-grpo-constant-seed0-rollouts120", XF, "assignment5/results/"
             "grpo_constant_seed_0/rollouts_step_120.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0",
             X120_MODEL, XF_R1Z, "think_answer", "gsm8k", "ground_truth", XF_MIT),
    "jp": ("jp-phi35-mini-instruct-gsm8k", JT, "results/gsm8k_phi_results.json", JTC, JP_MODEL,
           JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "jl": ("jl-qwen25-7b-instruct-math500-level45", JT, "results/math_level45_results.json", JTC,
           JL_MODEL, JT_MATH_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
    "pq": ("pq-qwen-small-baseline-gsm8k-fixed", PQ, "outputs/real_benchmark_gsm8k_fixed/predictions.jsonl",
           PQC, PQ_MODEL, PQ_PROMPT, "long_cot", "gsm8k",
           "reference (none stored: the file has no gold; this is the GSM8K answer itself)", NO_LICENCE),
    "x40": ("x40-olmo2-1b-grpo-constant-seed0-rollouts40", XF, "assignment5/results/"
            "grpo_constant_seed_0/rollouts_step_40.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0",
            X40_MODEL, XF_R1Z, "think_answer", "gsm8k", "ground_truth", XF_MIT),
    "ja": ("ja-qwen25-7b-instruct-agentic-math500-level45", JT, "results/agentic_math_results.json",
           JTC, JA_MODEL, JA_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
    "pg": ("pg-qwen-small-grpo-round0-gsm8k-train", PG, "outputs/rigorous/seed_20260817/domain/grpo/"
           "validation_predictions.jsonl", PGC, PG_MODEL, PQ_PROMPT, "long_cot", "gsm8k",
           "reference (none stored: the file has no gold; this is the GSM8K answer itself)", NO_LICENCE),
    "tg": ("tg-glm53-flash-api-gsm8k-train", TZ, "scripts/inference/results/glm53_train.json", TZC,
           TG_MODEL, TZ_PROMPT, "think_answer", "gsm8k", "ground_truth_integer_answer", NO_LICENCE),
    "x80": ("x80-olmo2-1b-grpo-constant-seed0-rollouts80", XF, "assignment5/results/"
            "grpo_constant_seed_0/rollouts_step_80.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16",
            X80_MODEL, XF_R1Z, "think_answer", "gsm8k", "ground_truth", XF_MIT),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
e25:0|wrong|tag|
e25:1|wrong|tag|
e25:2|correct|tag|
e25:3|wrong|tag|no '</think>'; '<answer>\nThus, there are 30 emus in Farmer Brown's flock.\n</answer>'
e25:4|wrong|tag|'<answer>\n0\n</answer>'
e25:5|wrong|tag|the working reaches the gold ('x = 20 (Equation 1)'), then an unrelated ramble about the Alan Turing Institute and '<answer>Not enough information</answer>'
e25:6|correct|tag|'<answer>20</answer>.' (a period after the tag)
e25:7|wrong|tag|no '</think>'; '<answer>\nE = 30 emus\n</answer>'
e25:8|wrong|tag|'<answer>11 objects</answer>' (gold 13)
e25:9|wrong|tag|
e25:10|wrong|tag|'<answer>35</answer>' answers the question posed (gold 13); the completion then invents 'User:' turns with answers of their own ('11') and is cut inside another; labelled by the answer to the question actually posed (corpus convention)
e25:11|no_answer|tag|an answer tag opened after an unfinished expression ('3 + [3, 5][0,1][1×increment]=<answer>') and never closed, holding no value
e25:12|wrong|tag|
e25:13|correct|tag|
e25:14|wrong|tag|an answer tag never closed, holding equations ('3 + 2 = 5', '2x5 = 10', '3 + (6x2) - 2 = 10'); no value is the gold 13
e25:15|wrong|tag|'<answer>11</answer>' answers the question posed (gold 13); then invented 'User:' turns with answers of their own ('34, 18, 95', advice on Reddit); labelled by the answer to the question actually posed
e75:0|wrong|tag|'<answer>23:00</answer>' (gold 730, i.e. 0730 hours)
e75:1|wrong|tag|'<answer>1000 hours</answer>'
e75:2|wrong|tag|'<answer>0920</answer>'
e75:3|wrong|tag|the answer tag sits inside the think block ('Pete should leave at <answer>1010 hours</answer>.\n</think>')
e75:4|wrong|tag|'<answer>3:00 a.m.</answer>'
e75:5|wrong|tag|the working says 'Pete needs to leave by 0730' (the gold) and then 'he should leave by 0643 pm'; '<answer>0643 pm</answer>'
e75:6|wrong|tag|'<answer>0830 hours (8:30 AM)</answer>'
e75:7|wrong|tag|'<answer>740</answer>' (gold 730)
e75:8|wrong|tag|the working never evaluates the totals; '<answer>40</answer>' (gold 16)
e75:9|correct|tag|
e75:10|correct|tag|
e75:11|wrong|tag|
e75:12|correct|tag|
e75:13|correct|tag|
e75:14|correct|tag|
e75:15|correct|tag|
k18:0|wrong|boxed|no tags; a Python block and '\boxed{688}' (gold 1200)
k18:1|wrong|tag|'\boxed{154647}.[/think] <answer>154647' followed by Chinese text in the never-closed answer tag
k18:2|wrong|tag|
k18:3|wrong|boxed|no tags; ends with an invented 'Assistant:' line and '\boxed{108}'
k18:4|wrong|tag|
k18:5|wrong|tag|'<answer> $x=44$ "</answer>'
k18:6|wrong|tag|a garbled think block (Arabic and Chinese fragments) and '<answer>2357</answer>'
k18:7|wrong|tag|'<answer> $\frac{6443}{223}$ </answer>' (the box in the think block says the same)
rw:0|correct|boxed|Qwen3-1.7B thinking mode: a long '<think>' block with '\boxed{18}' twice inside it, then a worked answer ending '$$\n\boxed{18}\n$$'
rw:1|correct|boxed|non-thinking mode; '$$\n\boxed{18}\n$$' then 'Janet makes **$18** every day'
rw:2|correct|boxed|thinking mode; '\boxed{3}' inside the think block and in the final display
rw:3|correct|boxed|non-thinking mode
rw:4|correct|boxed|thinking mode; '$\boxed{70000}$' and '\boxed{70000}' inside the think block, '\boxed{70000}' in the final display
rw:5|correct|boxed|non-thinking mode; '\boxed{70,000}' twice (a thousands comma, gold 70000)
rw:6|correct|boxed|thinking mode
rw:7|wrong|boxed|non-thinking mode; '\boxed{180} \text{ meters}' (gold 540)
rw:8|correct|boxed|thinking mode
rw:9|correct|boxed|non-thinking mode
jq:0|correct|boxed|'\(\boxed{18}\) dollars'
jq:1|correct|hash|
jq:2|correct|hash|
jq:3|correct|hash|'#### 540' after 'Thus, the total number of meters James runs in a week is:'
jq:4|correct|boxed|
jq:5|correct|hash|
jq:6|correct|hash|
jq:7|wrong|hash|adds 60 minutes for the remaining 60% instead of restarting the whole download; '#### 120' (gold 160)
jq:8|correct|hash|
jq:9|correct|hash|
jq:10|correct|hash|
jm:0|correct|boxed|'\boxed{(3, \frac{\pi}{2})}' for the gold '\left( 3, \frac{\pi}{2} \right)'
jm:1|correct|boxed|'\[ \boxed{p - q}. \]'
jm:2|correct|boxed|
jm:3|correct|boxed|
jm:4|correct|boxed|'\boxed{\text{Evelyn}}' (the distances and times are invented, not read from the graph; the name is the gold)
jm:5|correct|boxed|'\(\boxed{42}\) inches'
jm:6|correct|boxed|
jm:7|correct|boxed|'\boxed{90}' for the gold '90^\circ' (the working says '\(90^\circ\)')
jm:8|correct|boxed|
k19:0|wrong|tag|'\boxed{1023}' in the think block and '<answer>1023</answer>' (gold 341)
k19:1|correct|tag|the answer tag holds a paragraph of working ending '= -1(-1023) / 3 = 341.'
k19:2|no_answer|tag|'<answer>Let's compute the sum step-by-step using Python code.\n</answer>': a placeholder, no value
k19:3|wrong|tag|
k19:4|correct|boxed|'</think>' closes, no answer tag; the working is repeated and ends '\(\boxed{341}\).' (a stray '\wp\]' in the think block)
k19:5|correct|tag|'\end{array></think> <answer>341</answer>'
k19:6|wrong|tag|'<answer> $-1025$ </answer>'
k19:7|wrong|tag|'<answer> $$1 (2^n - 1) / 3$$ </answer>': an expression in n, not the sum
k19:8|wrong|tag|the answer tag holds the vector a itself, '$\begin{pmatrix} 1 \\ -1 \\ 2 \end{pmatrix}$'
x120:0|wrong|tag|
x120:1|wrong|tag|'<answer> $360 </answer>' (gold 180)
x120:2|wrong|tag|
x120:3|correct|tag|
x120:4|correct|tag|
x120:5|correct|tag|
x120:6|wrong|tag|
x120:7|wrong|tag|'<answer> 9.2 </answer>' after '$720 / $160 = $9.20'
x120:8|correct|tag|
x120:9|correct|tag|the answer tag is never closed: '<answer> 24'
x120:10|correct|tag|the answer tag is never closed: '<answer> 24'
k21:0|correct|tag|
k21:1|correct|boxed|no tags; a Python check and '\(\boxed{(2, 8)}\)'
k21:2|wrong|tag|'<answer>$(3,7)$ or $(1,9)$</answer>': two pairs, neither the gold
k21:3|correct|tag|'<answer>$\boxed{(2,8)}$</answer>'
k21:4|correct|tag|debatable: '<answer> a=2 c=8 </answer>' gives the pair as two equations (no parentheses, no comma) for the gold (2,8)
k21:5|correct|tag|'<answer>(2,8) </answer>'
k21:6|wrong|tag|the answer tag holds working ending 'so $a=2, c=6$'
k21:7|correct|tag|'<answer>$(2,8)$</answer>'
k21:8|wrong|tag|
k22:0|wrong|tag|'<answer> $\frac{15}{8}$ </answer>'
k22:1|correct|tag|
k22:2|wrong|tag|
k22:3|wrong|tag|'<answer>$3$</answer>'
k22:4|wrong|tag|'<answer> (frac{5}{2}) </answer>' (a backslash-less fraction, 5/2; gold 5/4)
k22:5|correct|tag|
k22:6|correct|boxed|no tags; a Python check and '\(\boxed{\frac{5}{4}}\)'
k22:7|wrong|tag|
k22:8|correct|prose_sentence|debatable: no tags, HTML-like markup ('<br/>', '<math>'); the working reaches only N = 0 or 1, then ends 'So, <math>\underset{\cong }{\mathop{N}}\, = 5</math>.' (the gold) without a derivation
k22:9|wrong|tag|
jp:0|correct|hash|
jp:1|correct|hash|
jp:2|correct|hash|
jp:3|correct|hash|'#### 540' then 'Final answer: James runs a total of 540 meters a week.'
jp:4|correct|hash|the working says '60 cups per meal' (a misreading) but subtracts to the gold; '#### 20'
jp:5|correct|hash|
jp:6|correct|hash|
jp:7|wrong|hash|'#### 120' (gold 160)
jp:8|wrong|hash|'#### 0' then 'John is 0 miles closer to home because he has already exceeded the time he had to get home.' (gold 45)
jp:9|correct|hash|
jp:10|correct|hash|
jp:11|correct|hash|
jp:12|wrong|hash|'#### 12' (the break-even year; gold 13)
jl:2|wrong|boxed|'\boxed{2}' (gold 4)
jl:3|wrong|boxed|divides by zero ('\frac{7}{0} \text{ (undefined, but we use the form)}') and boxes '\frac{5}{21}' (gold \frac{3}{56})
jl:4|correct|boxed|
jl:5|wrong|boxed|'\boxed{3 - 8i}' (gold 6 - 5i)
pq:0|no_answer|truncated|an empty '<think>\n\n</think>' then working cut mid-number ('**Total so far:** $7'); no total stated
pq:1|correct|bare_last_line|'**Final Answer:**\n100' (a bare value on the last line, the prompt's format)
pq:2|no_answer|truncated|cut at '*   $' while setting up equations; no saving stated
pq:3|no_answer|truncated|the think block (a 'thinking process') is cut before the average; only Susan 130 and Bob 260 stated
pq:4|no_answer|truncated|the think block is cut while listing the books; no total
pq:5|correct|prose_sentence|debatable: no final-line value; the last statement is 'Calculate the result: $P = 15$.' (the gold), perhaps cut at the cap before the closing line
pq:6|wrong|bare_last_line|'50\n\n50' on the last lines (perimeter taken as 15 + 10; gold 100)
pq:7|correct|bare_last_line|a bare '33' on the last line (the working writes '\ text{players}')
pq:8|no_answer|truncated|cut inside the quarter-cup product ('\frac{1}{4} \text{'); no total
pq:9|correct|bare_last_line|'Howie should buy 54 cupcakes.\n\n54'
pq:10|correct|bare_last_line|'Melissa will groom 4 animals each day.\n\n4'
pq:11|correct|bare_last_line|'The number of loaves sold in the afternoon is 10.\n\n10'
pq:12|no_answer|truncated|an invented set-up ('Joe paid Tasha $6') cut at '*   **'; no amount
pq:13|no_answer|truncated|cut mid-equation ('4x + x + x = 37 -'); no length
pq:14|wrong|truncated|debatable: 'Difference = $2.5$ pounds' (gold 15: a loss and a gain add), then cut inside a '**Reasoning:**' paragraph; labelled by the value derived
pq:15|correct|truncated|debatable: cut inside the closing sentence 'Tim can handle 120' right after '1,800 \div 15 = 120'; labelled by the value stated
pq:16|no_answer|truncated|cut at '5.  **' after the daily 13 eggs; the weekly total is never stated
a75:0|wrong|tag|'<answer>2200 hours</answer>' (gold 730)
a75:1|wrong|tag|'<answer>2334</answer>'
a75:2|wrong|tag|'<answer>0810 hours</answer>'
a75:3|wrong|tag|'<answer>\n0820 hours\n</answer>' answers the question posed (gold 730); then invented 'User:' turns with answer tags of their own ('13.3 kg', 'on top of the container') and a cut-off last turn; labelled by the answer to the question actually posed
a75:4|wrong|tag|'Answer: he must leave 329 minutes early.' and '<answer>329 minutes</answer>'
a75:5|wrong|tag|'<answer>0830 hours</answer>' (the working says '(8:30 PM)')
a75:6|correct|tag|'<answer>0730</answer>' for the gold 730 (0730 hours); the working is nonsense ('3 hours and 30 minutes') but the time is the gold
a75:7|wrong|tag|'<answer>0740 hours</answer>'
a75:8|wrong|tag|'<answer>Their team is behind by 19 points.</answer>' (Dulce left out of the total)
a75:9|correct|tag|
a75:10|correct|tag|
a75:11|correct|tag|
a75:12|correct|tag|the working computes '24 - 40 = -16 points'; '<answer>\nThey are 16 points behind their opponents.\n</answer>'
a75:14|correct|tag|
k23:0|wrong|tag|'<answer>  $ \$ 12$ </answer>' (gold ' \$ 5')
k23:1|wrong|tag|
k23:2|wrong|tag|'<answer>$ 7.67$</answer>'
k23:3|wrong|tag|'\boxed{\$4}' in the think block and '<answer> $4 </answer>'
k23:4|correct|boxed|no answer tag; after '</think>' 'The cost ... is $\boxed{\$5}$.', then a Python check, a second '< think>' block ending '\boxed{\$5}' and '<end think>', and code cut at the 1024-token cap; both boxes are the gold, the cut restart states nothing new
k23:5|wrong|prose_sentence|no answer tag; 'Answer: $20$</think>'
x40:0|wrong|tag|the answer tag holds an equation ending '= 65 - 10 = 55'
x40:1|wrong|tag|an invented 'User: There are 24 orange shells.' and 'Manager: <answer> 0.49058823529411764</answer>'
x40:2|wrong|tag|the answer tag says 'originally, there were no orange shells' and ends '= 48.'
x40:3|wrong|tag|
x40:4|wrong|tag|'<answer> 8, 12</answer>'
x40:5|wrong|tag|'<answer> 65 - 13 - 8 - 18 - 12 = 13 orange shells </answer>' (the arithmetic gives 14, the gold; the stated value is 13)
x40:6|wrong|tag|'<answer> <thinking> Explained number of orange shells = 27 </thinking> </answer>'
x40:7|wrong|tag|
x40:8|wrong|tag|the answer tag says there is not enough information; no value
x40:9|wrong|tag|'<answer> 22.5 </answer>'
x40:10|correct|tag|two '</think>' tags; '<answer> 20 </answer>'
x40:11|wrong|prose_sentence|no answer tag; invented 'User:'/'Assistant:' turns ('1.5 packs of chips sold in the fourth week') and a last line 'Answer: 11'
x40:12|wrong|tag|'</ think>' and '</ answer>' with spaces; 'In the third week, 15 chips were sold. In the fourth week, 15 chips were sold.'
x40:13|wrong|tag|the answer tag ends '15 * 2 = 30 chips.'
ja:0|correct|boxed|'\[ \boxed{p - q}. \]'
ja:1|wrong|boxed|wrong direction vectors, 'approx 83.62^\circ' and '\boxed{84}.' (gold 90^\circ)
ja:2|no_answer|truncated|a list of groupings that repeats the same two expressions up to item 82 and is cut mid-item at the token cap; no count given
ja:3|wrong|boxed|'\boxed{\frac{1}{9}}' (gold \frac{3}{56})
ja:4|correct|boxed|
ja:5|correct|boxed|
pg:0|no_answer|truncated|echoes the instruction and repeats the question until the token cap; no working, no value
pg:1|no_answer|truncated|debatable: only an option list 'A. 20' to 'Z. 20', then 'A. 20' to 'Q. 2' cut at the cap; no answer committed (every option says 20; gold 4)
pg:2|no_answer|truncated|repeats the question, then a 'thinking process' cut while formulating the equation
pg:3|no_answer|truncated|echoes the instruction and the question, then a 'thinking process' cut while listing the data
pg:4|no_answer|truncated|an option list 'A. 21' to 'Z. 21', an empty think block, then working cut at 'Remaining CDs: $21 -'
pg:5|no_answer|truncated|echoes the instruction and the question, then a 'thinking process' cut mid-formula
pg:6|no_answer|truncated|an option list 'A. 10' to 'Z. 135' in steps of 5 (it contains the gold 125 as 'X. 125'), then working cut after '180 minutes'; no answer committed
pg:7|no_answer|truncated|an option list 'A. 11' to 'J. 20', then working cut inside 'Red cards = \frac{\text{Number of yellow cards}}{2} = \'
pg:8|no_answer|truncated|repeats the question four times and is cut
pg:9|no_answer|truncated|repeats the instruction ten times and is cut inside the eleventh
pg:10|no_answer|truncated|an option list '100' to '100000000000', then an equation set-up cut at 'D = C / 2 + 20'
pg:11|no_answer|truncated|repeats the question, then a 'thinking process' cut at 'Amount distributed = $'
pg:12|no_answer|truncated|an option list 'A. 10' to 'Z. 62', then working cut after 'Red cubes given = 20 \times \frac{2}{5} = 4' (a slip for 8)
pg:13|no_answer|truncated|an option list 'A. 1' to 'J. 10' (it contains the gold 5 as 'E. 5'), then working cut at 'Number of days = \' before dividing 50 by 10
pg:14|no_answer|truncated|an option list 'A. 1.5' to 'Z. 1.5', then a 'thinking process' cut while restating the task
pg:15|no_answer|truncated|an option list 'A. 10' to 'Z. 35', then an equation set-up cut while quoting the problem
pg:16|no_answer|truncated|an option list 'A. 10' to 'Z. 60', then working cut at '**Step 2: Calculate' after Sarah's own total '$6 + 4 = 10$' (the gold is the brother's total, also 10, never computed)
pg:17|no_answer|truncated|an option list 'A. 16' to 'E. 20', then working that reaches the letter's weight '2 \text{ ounces}' (the gold is 2 stamps) and is cut at 'Step 2: Calculate the number of stamps needed.'
k24:0|correct|tag|'\boxed{-2}' in the think block and '<answer> $-2$ </answer>'
k24:1|correct|tag|'<answer> \( -2 \)</answer>'
k24:2|correct|boxed|no answer tag; '</think> The answer is $\boxed{-2}$.'
k24:3|correct|tag|'<answer> $a = -2$ </answer>'
k24:4|correct|boxed|no answer tag; after '</think>' an invented 'Assistant:' line, a Python check and '\(\boxed{-2}\)'
k24:5|correct|boxed|no tags; the working first says 'a = -1', then 'a = -2' and '\(\boxed{-2}\)'; then a self-set new problem (a die rolled until a number appears three times) with code cut at the 1024-token cap and no answer of its own; labelled by the answer to the question posed
c75:0|wrong|tag|'<answer>1150</answer>' (gold 730)
c75:1|wrong|tag|'<answer>0700</answer>'
c75:2|correct|tag|'<answer>0730</answer>' after nonsense working ('1080 minutes in a day')
c75:3|wrong|tag|'<answer>0610</answer>'
c75:4|correct|tag|'<answer>0730</answer>'
c75:5|correct|tag|the working says '900 - (1hr 30 minutes) = 7:30'; '<answer>0730</answer>'
c75:6|wrong|tag|'<answer>1010</answer>'
c75:7|wrong|tag|the working first says 'he must leave at 0730', then 'so he must leave at 0830 hours'; '<answer>0830</answer>'
c75:8|correct|tag|
c75:9|correct|tag|
c75:10|correct|tag|
c75:11|wrong|tag|
c75:12|wrong|tag|
c75:13|wrong|tag|
c75:14|wrong|tag|'40-24 =26' and '<answer>26</answer>'
c75:15|correct|tag|
tg:0|correct|tag|the format is '<reasoning>…</reasoning>\n<answer>\n72\n</answer>' (the repository's XML prompt)
tg:1|correct|tag|
tg:2|correct|tag|
tg:3|correct|tag|
tg:4|correct|tag|
tg:5|correct|tag|
tg:6|correct|tag|
tg:7|correct|tag|
k26:0|wrong|tag|a first box '\left[-\frac{\pi^3}{16}, 0\right]', then 'However, this is incorrect.' and a second box; '[/think] <answer> \[\boxed{\left[-\frac{\pi^3}{16}, \frac{3\pi^3}{16}\right]}\] [/answer]' (bracket tags; gold \left[ \frac{\pi^3}{32}, \frac{7 \pi^3}{8} \right])
k26:1|wrong|tag|'<answer>$[-\frac {\pi^3}{24}, \frac {\pi^3}{8}]$</answer>'
k26:2|wrong|tag|an answer tag opened inside the think block and never closed, holding a boxed union of two intervals, then '[/think]' and a Python plan cut at the 1024-token cap
k26:3|wrong|tag|'<answer>$\boxed{\left[0, \frac{\pi^3}{8}\right]}$</answer>'
k26:4|wrong|tag|'<answer> \(\boxed{\left[\frac{\pi^3}{8}, \frac{\pi^3}{2}\right]}\) </answer>'
k26:5|wrong|boxed|an answer tag that is never closed; boxes '\left[\frac{\pi^3}{8}, \frac{\pi^3}{8}\right]' and '\left\{\frac{\pi^3}{8}\right\}', then a Python check and a last '\(\boxed{\frac{\pi^3}{8}}\)'
f25:0|wrong|tag|'<answer>36</answer>' answers the question posed (gold 20); then invented 'User:' turns with answer tags of their own ('silk', '21', ' slides'); labelled by the answer to the question actually posed
f25:1|wrong|tag|'Answer: 60' inside the think block and '<answer>60</answer>'
f25:2|correct|tag|
f25:3|wrong|tag|'<answer>8</answer>' answers the question posed; then invented 'User:' turns with answers of their own
f25:4|wrong|tag|'<answer>30 </answer>'
f25:5|correct|tag|'<answer>20</answer>' answers the question posed; then invented 'User:' turns with answer tags of their own ('250', '2000'); labelled by the answer to the question actually posed
f25:6|wrong|tag|'<answer>30</answer>' answers the question posed; then invented 'User:' turns ('141') and one cut mid-number at the token cap
f25:7|correct|tag|
f25:8|wrong|tag|'<answer>35 </answer>' (gold 13); then invented 'User:' turns ('0.2736 ', '135/108')
f25:9|correct|tag|
f25:10|wrong|tag|
f25:11|wrong|tag|'<answer>41</answer>'; then invented 'User:' turns ('30 minutes', '74 pounds', '18')
f25:12|wrong|tag|
f25:13|wrong|tag|'3 + 2 * 5 = 17'; '<answer>17</answer>'
x80:0|correct|tag|
x80:1|wrong|tag|no '</think>'; '<answer> 6 </answer>' (one week's hours; gold 12)
x80:2|wrong|tag|
x80:3|wrong|tag|
x80:4|wrong|tag|
x80:5|wrong|tag|
x80:6|wrong|tag|
x80:7|wrong|tag|
x80:8|correct|tag|
x80:9|correct|tag|the working says 'buckets A and C together have 30 + 10 = 40 seeds' (a slip); the answer is the gold
x80:10|correct|tag|
x80:11|correct|tag|
x80:12|correct|tag|
c25:0|wrong|tag|
c25:1|wrong|tag|
c25:2|wrong|tag|
c25:3|wrong|tag|'The answer is 60.' inside the think block and '<answer>60</answer>'
c25:4|wrong|tag|
c25:5|correct|tag|
c25:6|correct|tag|
c25:7|wrong|tag|'60 / 2 = 60' and '<answer>60</answer>'
c25:8|correct|tag|
c25:9|wrong|tag|
c25:10|wrong|tag|
c25:11|wrong|tag|the working reaches the gold ('The fifth week she juggling 11 + 2 = 13 objects') but sums the weeks to 49; '<answer>49</answer>'
c25:12|wrong|tag|the working reaches 13, then '3 objects + 13 objects = 16'; '<answer>16</answer>'
c25:13|wrong|tag|
c25:14|wrong|tag|
c25:15|wrong|tag|
k27:0|correct|tag|
k27:1|correct|tag|no '</think>'; '<answer>6</answer>'
k27:2|correct|tag|'\boxed{6}' in the think block and '<answer>6</answer>'
k27:3|correct|tag|the answer tag holds the computation '\(\frac{9}{2} \times \frac{4}{3} = … = \frac{36}{6} = 6\).'
k27:4|correct|tag|
k27:5|correct|tag|
k27:6|correct|tag|the answer tag holds '$\frac{9}{2} \times \frac{4}{3} = … = 6$'
k27:7|correct|tag|'<answer>$\frac{12}{2}$</answer>': unsimplified, equal to the gold 6
k27:8|correct|tag|'<answer>11/36</answer>' for the gold '\dfrac{11}{36}'
k27:9|correct|tag|
k27:10|correct|boxed|no tags; a Python check and '\(\boxed{\frac{11}{36}}\)'
k27:11|correct|tag|
k27:12|correct|tag|an unrelated think block (titanium and iron) and '<answer> 11/36 </answer>': the answer equals the gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
