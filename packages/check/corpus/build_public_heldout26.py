r"""Build public_heldout26.jsonl: a twenty-sixth held-out round of REAL model completions (issue 25).

Why: rounds 1-25 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, format_reward, answer_reward, metrics, the labrem reports' 'Answer:' / 'Is Correct:'
lines, accuracy headers and the like) were not used to label.

Method (rounds 3-25's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: for the JSON / JSONL files it is the
file's JSON string (decoded once more by the build); for labrem's Markdown reports it is the
report's text between '--- LLM Response ---\n' and '\n--- End LLM Response ---' written
JSON-escaped as the index page shows it, decoded the same way. A record is taken only when its
whole completion lies on the pages read; two labrem completions (g3 and g2, problem math_00034)
cross a page edge and were joined at the edge (the pages are consecutive slices). Nothing is
shortened. Every completion was compared (whitespace-normalised) with every completion of rounds
1-25: four exact repeats were left out (g3 math_00039 and math_00045 repeat round 25's gemma2-9b
greedy 0.9 file; sq line 11 repeats line 11 of the rlvr-nokl and rlvr-combined files of rounds 18
and 25; sr2 line 2 repeats round 25's flatmath line 2, word for word).

Repositories (317 records; all six are already in the corpus, and every file is one no earlier
round used: `grep -l <path> build_public_heldout*.py` finds only this builder):
xiaofei9289/CS336_Project 68 (21.5 %; MIT), shauryajeloka/yoda-gsm8k-posttraining 64 (20.2 %),
yyfblock/grpo-math 58 (18.3 %), KleistvonLiu/assignment5-alignment 57 (18.0 %),
labrem/neus2026-labre 48 (15.1 %; MIT), janettang000/eval-infra 22 (6.9 %). No licence file was
found for the other four; `licence` per record. The search for repositories new to the corpus found
none with usable committed completions in the time given (dead ends below).

Selection (records as they come, not by how hard they look; each file read from its start, or
from the offset named, in file order; every record whose completion lies on the pages read taken
unless said):
* xiaofei9289/CS336_Project (OLMo-2-0425-1B, CS336 assignment 5, R1-Zero prompt; think_answer,
  GSM8K): xl = assignment5/results/lr_3e-5_seed_2/val_rollouts_final.jsonl lines 1-19 (a collapsed
  run: ' eggs</think> <answer>112</answer>'; GSM8K test 0-18); xc3 = grpo_constant_seed_3/
  rollouts_step_40.jsonl lines 1-15 (GSM8K train); xd8 = dr_grpo_seed_3/rollouts_step_80.jsonl
  lines 1-13 (train); x110 = lr_3e-5_seed_0/val_rollouts_step_110.jsonl lines 1-10 (test 0-9;
  line 11 crosses the edge); x160 = dr_grpo_seed_0/rollouts_step_160.jsonl lines 1-11 (train).
  Page 0 of each. Forms: '<answer> $60,000 </answer>', '<answer> $1260 </answer>', '<answer>
  369.34</answer>', an unevaluated '(3 * 20) + 50' in the think block with another value tagged.
* shauryajeloka/yoda-gsm8k-posttraining (Qwen2.5-3B-Instruct + LoRA adapters, greedy, the
  repository's frozen GSM8K test sample in the file's order; long_cot): sb5 =
  outputs/blend-v2-50/gsm8k_eval.jsonl lines 1-10; sb7 = outputs/blend-v2-75/gsm8k_eval.jsonl lines
  1-10 (line 11's closing quote lies past the page edge); sp = outputs/plain563/gsm8k_eval.jsonl
  lines 1-8; sr2 = outputs/flatref/gsm8k_eval.jsonl lines 1 and 3-16 (line 2 repeats round 25's
  flatmath line 2); sn = outputs/rlvr-nokl-v2/gsm8k_eval.jsonl lines 1-11; sq =
  outputs/rlaif-regen/gsm8k_eval.jsonl lines 1-10 (line 11 repeats an earlier round's text). Page
  0 of each. Forms: Yoda-style reasoning ending 'Final answer: N' after a sentence with the value in
  words ('Thus, thirty-six lemons Tim will need.'), 'eight thirds of a gallon' then 'Final answer:
  8', 'Final answer: 2 2/3', 'Final answer: 2.67', 'Final answer: 34.20', 'Final answer: 3580'
  (cents), a box then 'Final answer: N', '→' and '×' in the working.
* yyfblock/grpo-math (Qwen2.5-1.5B, its R1-style prompt; think_answer, GSM8K test in order, the
  question stored): a5 = results/ac_500.jsonl lines 1-21 (SFT cold start + GRPO, checkpoint 500;
  line 22 crosses the edge); ms = results/merged_sanity.jsonl lines 1-22; s2 =
  results/s1_after_200steps.jsonl lines 1-15. Page 0 of each. Forms: '<answer>$18</answer>',
  '<answer>-$10,000</answer>', '<answer>$5 x 16 = $80</answer>', '<answer>One</answer>', five think
  blocks then '<answer>\nIt will take Carla 100 minutes to download the entire 200 GB file.\n
  </answer>', '<answer>280 miles</answer>'.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, none in MATH-500 by their opening words, file gold):
  k37, k38, k39, k41, k43, k44, k46 = rollout_step_0000{37,38,39,41,43,44,46}/rollouts.jsonl, page
  0 of each: step 37 q0 r0-4; step 38 q0 r0-7 and q1 r0-3; step 39 q0 r0-7 and q1 r0; step 41 q0
  r0-7; step 43 q0 r0-7 and q1 r0; step 44 q0 r0-5; step 46 q0 r0-7 (rounds 9 and 20-25 took steps 1-36, 40, 42, 45, 50,
  52, 55, 60, 65, 68, 70, 75, 80, 84, 87). MATH in the answer-tag format: '<answer>$\boxed{\frac{11}
  {850}}$</answer>', '<answer> (13/52) * (12/51) * (11/50) = 143/5525 = 11/425 </answer>',
  '<answer> $-2+0+3+5=\boxed{6}.$ </answer>', '<answer> h + k + a + b = -2 + 0 + 3 + 5 = 6
  </answer>', '<answer> $\mathbf{27+5\sqrt{3}}$</answer>', '<answer>14 + \sqrt{74}</answer>',
  '<answer> $\boxed{\frac{6}{4}}$ </answer>', '[/think] <answer> $\frac{39}{2}$ </answer>', HTML
  '<i>A</i>', hedges in the tag ('<answer> 20 or 30 </answer>', '<answer>{-5,8,19,8} or
  $\boxed{-2}$</answer>'), a Unicode minus ('(−5,8)'), no tags with a last box after a code block
  and its output, a box closing the think block followed by a second working with no answer tag,
  'there is no solution to the problem as stated', a working that stops mid-expression.
* labrem/neus2026-labre (MATH-500 through Ollama; long_cot; problem id math_NNNNN = MATH-500 line
  NNNNN; problems filtered by symbol threshold >= 0.3): q3 =
  results/experiment_qwen2.5-math-7b_openmath_best-of-n_0.3_260208_1535.md problems 00000-00034
  (page 0), 00037-00050 (page 1) and 00051-00057 (page 2); gb =
  experiment_gemma2-9b_openmath_best-of-n_0.3_260209_0112.md problems 00000-00034 (page 0) and
  00037-00050 (page 1) and 00051-00057 (page 2); g3 = experiment_gemma2-9b_openmath_greedy_0.3_260208_2231.md problems
  00000-00021 (page 0), 00034 (joined across the edge), 00037, 00044, 00050 (page 1; 00039 and
  00045 left out as repeats); g2 = experiment_gemma2-2b_openmath_greedy_0.3_260208_1909.md
  problems 00000-00021 (page 0), 00034 (joined), 00037-00050 (page 1). Forms: '**(3, π/2)**' and
  '**Final Answer:**  $(r,\theta) = (3, \frac{\pi}{2})$' with no box, '**3√13 units**',
  '\boxed{3\sqrt{13}} units' and '\boxed{1.25} miles' outside math delimiters, '$$\boxed{\tan A =
  2}$$', '$\boxed{None}$', '\boxed{10^5 x^{15}}', '\boxed{360} degrees', placeholder boxes
  ('$\boxed{w = ...}$ (Insert the calculated value of $w$ here)', '\boxed{\text{...}}'), a stray
  '**' opening a completion.
* janettang000/eval-infra (Qwen/Qwen2.5-32B-Instruct, its '####' GSM8K prompt; long_cot, GSM8K test
  in order): j32 = results/gsm8k_32b_results.json samples 11-19 (page 1) and 20-32 (page 2; round 25
  took samples 0-10 from page 0).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-25's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word, a '$' sign or a
thousands comma, '$60,000' for the gold '60,000', '(3, \frac{\pi}{2})' or '(3, π/2)' for
'\left( 3, \frac{\pi}{2} \right)', an equation whose right side is the value ('\tan A = 2', 'h + k +
a + b = -2 + 0 + 3 + 5 = 6'), a box inside the answer tag); another quantity is wrong ('Final
answer: 3580' cents for 155 dollars, an expression in x for a constant term); a committed claim
('there is no solution', '\boxed{None}') is wrong; in the tag format the `<answer>` content is the
final answer whatever the think block says, read for its final value when it holds a sentence or an
equation chain; malformed tags ('[/think]', no '</think>') still hold the answer; a completion with
no answer tag is labelled by its last box, its 'Final answer:' line or its last stated result
(text after it, an unrun or run code check, an invitation to ask more, does not change it); a
placeholder box or a plan with no value is no_answer. Hesitations are marked 'debatable:' in the
note (2 records: a5:12, j32:12 — '12' years to break even for the gold 13, round 3's convention).
No completion in another language was found this round.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (yyfblock's 'gold',
xiaofei9289's ground_truth, shauryajeloka's ground_truth, janettang000's 'expected'): 173 GSM8K
test, 39 GSM8K train (xc3, xd8, x160). MATH = MATH-500's `answer` where the problem is there (all
48 labrem records, MATH-500 lines 0-57, each equal to the report's 'Ground Truth'); else the file's
own gold as transcribed (the 57 KleistvonLiu records, one of them '\dfrac{11}{850}').

Counts: 317 records: think_answer 183 (GSM8K 126, MATH 57), long_cot 134 (GSM8K 86, MATH 48);
GSM8K 212 (test 173, train 39), MATH 105 (48 MATH-500, 57 file gold); correct 171, wrong 141,
no_answer 5; 2 debatable.

Dead ends this round (searched, nothing usable): Playitcooool/qwen-self-involving-experiment
outputs/rigorous/seed_20260817/lopd/validation_predictions.jsonl (round 0 repeats round 24's
domain/grpo round-0 file word for word: the same base-model predictions); labrem
experiment_qwen2.5-math-7b_openmath_greedy_0.3_260208_1310.md (greedy Qwen2.5-Math outputs repeat
round 25's greedy 0.9 file: thresholds only filter problems); The2813509163/my_project (every
gsm8k_N / math_N shard already used; the other predictions are ARC, PIQA, SIQA, SQuAD,
HungarianExamMath without reference answers, game24); find_string for '</answer>", "ground_truth":
"', '</answer>", "gold": "', '</answer>", "answer": "', '</think> <answer>\\boxed{', '答案是</think>',
'"model_answer": "To solve' (unit tests, SFT data, RAG and grading apps); find_files for
eval_results/gsm8k_predictions.jsonl and results/gsm8k_outputs.jsonl (none); a code search for
GRPO / MATH-500 rollout dumps (training scripts and READMEs only).

Leads for a later round: labrem/neus2026-labre: the later pages of q3 and gb (from 00059), g3 and
g2 (from 00051), and the other best-of-n files (sampled at T=0.6, so not repeats:
gemma2-2b 0.0-0.8, gemma2-9b 0.0-0.9 but 0.3 and 0.5, qwen2.5-math-7b 0.0-0.9 but 0.3 and 0.5);
greedy files only where the model's greedy output differs (check against earlier rounds first);
KleistvonLiu steps 47-49, 51, 53, 54, 56-59, 61-64, 66, 67, 69, 71-74, 76-79, 81-83, 85, 86 (page
0 holds 5-12 rollouts); xiaofei9289: the other runs' rollouts_step_* / val_rollouts_step_* no
builder names (e.g. lr_3e-5_seed_0 val_rollouts_step_120-160, lr_3e-5_seed_1/3 rollouts, maxrl
seeds); yyfblock: later pages of ac_500, merged_sanity and s1_after_200steps (GSM8K test lines
22-99), the train_samples steps no builder names; shauryajeloka: base-bs64, base-fmt-uncapped,
blend-v2-25, flatmath_plusgen, rlaif-merged, rlvr-combined-v2, rlvr-verifier-v2-l40s and the
persona_math_eval.jsonl files, and the later pages of the files read here; janettang000
gsm8k_32b_results.json samples 33-99 (pages 3 on).

Usage: python build_public_heldout26.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout26.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout26.jsonl"
SOURCE = "public_heldout26"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

YB = "yyfblock/grpo-math"
YB_COMMIT = "f0c2582171fba80407557cdefa0c6342ddc8024a"
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template)"
)
A5_MODEL = (
    "Qwen2.5-1.5B after the repository's SFT cold start and GRPO (run s2ac_cold_lr1e-5, "
    "configs/grpo_ac_cold.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02), "
    "by the file's name the checkpoint at step 500, evaluated on GSM8K test in order "
    "(results/ac_500.jsonl; round 25 took the step-250 evaluation ac_250.jsonl); the record is "
    "one line's completion (the text after the prompt's closing 'Assistant: <think>')"
)

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-25 took rollout steps 1-36, "
    "40, 42, 45, 50, 52, 55, 60, 65, 68, 70, 75, 80, 84 and 87), rollout step {}, on MATH test "
    "problems; the record is one line's response (the text after the prompt's closing "
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


XF = "xiaofei9289/CS336_Project"
MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)
XL_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "lr_3e-5_seed_2: learning rate 3e-5 by the run's name, seed 2; a collapsed run: round 19 took "
    "its step-160 training rollouts, each a one-word think block and a short wrong answer); the "
    "record is one line's response (the text after the prompt's closing 'Assistant: <think>'); "
    "this file holds the final checkpoint's validation rollouts on GSM8K test in order"
)
XC3_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "grpo_constant_seed_3, seed 3; round 19 took its final validation rollouts): the training "
    "rollouts the run logged at step 40 (groups of 8 samples per question); the record is one "
    "line's response (the text after the prompt's closing 'Assistant: <think>')"
)

JT, JTC = "janettang000/eval-infra", "da54487547aed5f5c41d6b1dec927d93ff03f90b"
JT_GSM_PROMPT = (
    "system (eval_infra/tasks/gsm8k_task.py GSM8K_SYSTEM_PROMPT at 6b705c6, as round 24 read it): "
    "'You are a helpful math assistant. Solve the following problem step by step. After your "
    "reasoning, write your final numeric answer on a new line after '#### '. For example: #### "
    "42'; user: '{question}'"
)
J32_MODEL = (
    "Qwen/Qwen2.5-32B-Instruct (the file's 'model' field) under the repository's own harness "
    "(eval_infra), the first 100 GSM8K test questions in order (results/gsm8k_32b_results.json; "
    "round 25 took samples 0-10 from page 0; accuracy 0.96 by the file's header, not used to "
    "label); the record is one samples entry's raw_output"
)

LB = "labrem/neus2026-labre"
LB_COMMIT = "c1f655f4a5abf6a40dad46f56a727f96ced15c69"
LB_LICENCE = "MIT (README: 'licensed under the MIT License', as round 2 read it)"
LQ_PROMPT = (
    "system: the OpenMath symbol definitions the harness retrieved for the problem (condition "
    "'openmath'); user: '{problem}\\n\\nPlease reason step by step, and put your final answer "
    "within \\\\boxed{}.' (the file's '--- System Prompt ---' and '--- User Prompt ---' blocks)"
)


def _lb_model(model: str, mode: str, threshold: str) -> str:
    return (
        f"{model} through Ollama (the harness's Ollama URL; max tokens 4096, seed 42) on MATH-500, "
        f"condition openmath, mode {mode}, symbol threshold {threshold} (the file's header; "
        "best-of-n samples at temperature 0.6 up to 5 attempts and the record is the attempt the "
        "file shows, its last); the record is one problem's text between '--- LLM Response ---' "
        "and '--- End LLM Response ---' (rounds 2 and 25 took sixteen other files of this "
        "repository)"
    )


MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check of "
    "the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges is not "
    "named in the file), evaluated on GSM8K test in order with the repository's R1-style prompt; "
    "the record is one line's completion (the text after the prompt's closing 'Assistant: "
    "<think>')"
)

YN = "shauryajeloka/yoda-gsm8k-posttraining"
YN_PROMPT = (
    "the GSM8K question as the user turn under Qwen's default system prompt (the file's prompt "
    "field and generation.system_prompt 'qwen_default', prompt_suffix empty); the 'Final answer: "
    "N' line is the trained style, not asked in the prompt"
)
SB5_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlvr-verifier-v2-lora at "
    "adapter_scale 0.5 (a blend, by the folder's name blend-v2-50; the file's generation field: "
    "temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024), on the repository's "
    "frozen GSM8K test sample (metadata stem_eval, seed 1337; the file's order); Yoda-style "
    "reasoning ending 'Final answer: N'; the record is one line's response (rounds 18, 23 and 25 "
    "took eight other folders' files)"
)

SP_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/sft-plain563 (SFT on "
    "plain step-by-step solutions ending 'Final answer: N', by the adapter's name; the file's "
    "generation field: temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024), on the "
    "same frozen GSM8K test sample; the record is one line's response"
)
SR2_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/sft-flatref (SFT on "
    "GSM8K-reference-style short solutions ending 'Final answer: N', by the adapter's name; the "
    "file's generation field: temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024), "
    "on the same frozen GSM8K test sample; the record is one line's response"
)

LB_PROMPT = (
    "system: the OpenMath symbol definitions the harness retrieved for the problem (condition "
    "'openmath'), then 'You are an expert mathematician. Your goal is to solve challenging "
    "mathematical problems correctly.\\nFollow this strict process:\\n1. BREAKDOWN ... 2. PLAN ... "
    "3. SOLVE ... 4. VERIFY ... 5. FORMAT: Put the final answer inside \\\\boxed{}.'; user: "
    "'Problem: {problem}' (the file's '--- System Prompt ---' and '--- User Prompt ---' blocks)"
)

SN_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlvr-nokl-v2-lora at "
    "adapter_scale 1.0 (RLVR without a KL term, second version, by the adapter's name; round 18 "
    "took the first version's file; the file's generation field: temperature 0.0, system_prompt "
    "'qwen_default', max_new_tokens 1024), on the same frozen GSM8K test sample; Yoda-style "
    "reasoning ending 'Final answer: N'; the record is one line's response"
)
XD8_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_3: the Dr. GRPO recipe by the run's name, seed 3; rounds 19 and 22 took its "
    "step-120 rollouts and final validation rollouts): the training rollouts the run logged at "
    "step 80 (groups of 8 samples per question); the record is one line's response (the text "
    "after the prompt's closing 'Assistant: <think>')"
)

S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the file "
    "name s1_after_200steps: the checkpoint after 200 steps; rounds 18-25 took that run's "
    "training rollouts at steps 50-200), evaluated on GSM8K test in order with the repository's "
    "R1-style prompt; the record is one line's completion (the text after the prompt's closing "
    "'Assistant: <think>')"
)

SQ_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlaif-lora at "
    "adapter_scale 1.0, regenerated (the folder's name rlaif-regen; round 25 took the earlier "
    "outputs/rlaif file, whose completions differ from these; the file's generation field: "
    "temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024), on the same frozen "
    "GSM8K test sample; Yoda-style reasoning ending 'Final answer: N'; the record is one line's "
    "response"
)

SB7_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlvr-verifier-v2-lora at "
    "adapter_scale 0.75 (a blend, by the folder's name blend-v2-75; the file's generation field: "
    "temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024), on the same frozen GSM8K "
    "test sample; Yoda-style reasoning ending 'Final answer: N'; the record is one line's response"
)

X110_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "lr_3e-5_seed_0: learning rate 3e-5 by the run's name, seed 0; earlier rounds took its "
    "validation rollouts at steps 10, 100 and the final checkpoint): the validation rollouts the "
    "run logged at step 110, GSM8K test in order; the record is one line's response (the text "
    "after the prompt's closing 'Assistant: <think>')"
)

X160_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_0: the Dr. GRPO recipe by the run's name, seed 0; earlier rounds took its "
    "step-40 rollouts and final validation rollouts): the training rollouts the run logged at "
    "step 160 (groups of 8 samples per question); the record is one line's response (the text "
    "after the prompt's closing 'Assistant: <think>')"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "a5": ("a5-qwen25-15b-sft-cold-grpo-step500-gsm8k-test", YB, "results/ac_500.jsonl",
           YB_COMMIT, A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "k37": _kl(37),
    "k38": _kl(38),
    "k39": _kl(39),
    "k41": _kl(41),
    "k43": _kl(43),
    "k44": _kl(44),
    "k46": _kl(46),
    "xl": ("xl-olmo2-1b-grpo-lr3e-5-seed2-val-final", XF,
           "assignment5/results/lr_3e-5_seed_2/val_rollouts_final.jsonl",
           "67a18581e7660a1bc53ab2ef3d143cecec294b16", XL_MODEL, R1Z, "think_answer", "gsm8k",
           "ground_truth", MIT),
    "xc3": ("xc3-olmo2-1b-grpo-constant-seed3-rollouts40", XF,
            "assignment5/results/grpo_constant_seed_3/rollouts_step_40.jsonl",
            "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XC3_MODEL, R1Z, "think_answer", "gsm8k",
            "ground_truth", MIT),
    "j32": ("j32-qwen25-32b-instruct-gsm8k-test", JT, "results/gsm8k_32b_results.json", JTC,
            J32_MODEL, JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "q3": ("q3-qwen25-math-7b-openmath-bon-0.3-math500", LB,
           "results/experiment_qwen2.5-math-7b_openmath_best-of-n_0.3_260208_1535.md", LB_COMMIT,
           _lb_model("johnnyboy/qwen2.5-math-7b:latest (Qwen2.5-Math-7B)", "best-of-n", "0.3"),
           LQ_PROMPT, "long_cot", "math", "Ground Truth", LB_LICENCE),
    "ms": ("ms-qwen25-15b-grpo-merged-sanity-gsm8k-test", YB, "results/merged_sanity.jsonl",
           YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "sb5": ("sb5-qwen25-3b-instruct-blend-v2-50-gsm8k", YN, "outputs/blend-v2-50/gsm8k_eval.jsonl",
            "609bca305eb6194fc24e69ad0186cb90fc1907e9", SB5_MODEL, YN_PROMPT, "long_cot", "gsm8k",
            "ground_truth", NO_LICENCE),
    "sp": ("sp-qwen25-3b-instruct-sft-plain563-gsm8k", YN, "outputs/plain563/gsm8k_eval.jsonl",
           "b1409ed8165f4e3502dd1005b936e4284f44aea3", SP_MODEL, YN_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "sr2": ("sr2-qwen25-3b-instruct-sft-flatref-gsm8k", YN, "outputs/flatref/gsm8k_eval.jsonl",
            "f0c1828edc9a79b8a5431296ffc7e9ee22ecc94b", SR2_MODEL, YN_PROMPT, "long_cot", "gsm8k",
            "ground_truth", NO_LICENCE),
    "g3": ("g3-gemma2-9b-openmath-greedy-0.3-math500", LB,
           "results/experiment_gemma2-9b_openmath_greedy_0.3_260208_2231.md", LB_COMMIT,
           _lb_model("gemma2:9b", "greedy", "0.3"), LB_PROMPT, "long_cot", "math",
           "Ground Truth", LB_LICENCE),
    "g2": ("g2-gemma2-2b-openmath-greedy-0.3-math500", LB,
           "results/experiment_gemma2-2b_openmath_greedy_0.3_260208_1909.md", LB_COMMIT,
           _lb_model("gemma2:2b", "greedy", "0.3"), LB_PROMPT, "long_cot", "math",
           "Ground Truth", LB_LICENCE),
    "sn": ("sn-qwen25-3b-instruct-rlvr-nokl-v2-gsm8k", YN, "outputs/rlvr-nokl-v2/gsm8k_eval.jsonl",
           "9003043ca88ec7f784aab75ac9c70257dedb60ae", SN_MODEL, YN_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "xd8": ("xd8-olmo2-1b-drgrpo-seed3-rollouts80", XF,
            "assignment5/results/dr_grpo_seed_3/rollouts_step_80.jsonl",
            "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XD8_MODEL, R1Z, "think_answer", "gsm8k",
            "ground_truth", MIT),
    "gb": ("gb-gemma2-9b-openmath-bon-0.3-math500", LB,
           "results/experiment_gemma2-9b_openmath_best-of-n_0.3_260209_0112.md", LB_COMMIT,
           _lb_model("gemma2:9b", "best-of-n", "0.3"), LB_PROMPT, "long_cot", "math",
           "Ground Truth", LB_LICENCE),
    "s2": ("s2-qwen25-15b-grpo-smoke-after200-gsm8k-test", YB, "results/s1_after_200steps.jsonl",
           YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "sq": ("sq-qwen25-3b-instruct-rlaif-regen-gsm8k", YN, "outputs/rlaif-regen/gsm8k_eval.jsonl",
           "609bca305eb6194fc24e69ad0186cb90fc1907e9", SQ_MODEL, YN_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "sb7": ("sb7-qwen25-3b-instruct-blend-v2-75-gsm8k", YN, "outputs/blend-v2-75/gsm8k_eval.jsonl",
            "609bca305eb6194fc24e69ad0186cb90fc1907e9", SB7_MODEL, YN_PROMPT, "long_cot", "gsm8k",
            "ground_truth", NO_LICENCE),
    "x110": ("x110-olmo2-1b-grpo-lr3e-5-seed0-val110", XF,
             "assignment5/results/lr_3e-5_seed_0/val_rollouts_step_110.jsonl",
             "67a18581e7660a1bc53ab2ef3d143cecec294b16", X110_MODEL, R1Z, "think_answer", "gsm8k",
             "ground_truth", MIT),
    "x160": ("x160-olmo2-1b-drgrpo-seed0-rollouts160", XF,
             "assignment5/results/dr_grpo_seed_0/rollouts_step_160.jsonl",
             "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", X160_MODEL, R1Z, "think_answer", "gsm8k",
             "ground_truth", MIT),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
a5:0|wrong|tag|
a5:1|correct|tag|
a5:2|wrong|tag|
a5:3|correct|tag|
a5:4|wrong|tag|
a5:5|wrong|tag|
a5:6|correct|tag|
a5:7|wrong|tag|
a5:8|wrong|tag|
a5:9|correct|tag|
a5:10|correct|tag|
a5:11|correct|tag|
a5:12|wrong|tag|debatable: 'It will take $90 / $7.5 = 12 years before he starts earning money.', '<answer>12</answer>'; the gold 13 counts the year in which he starts earning (round 3's convention: wrong)
a5:13|wrong|tag|'Thus, Melanie started with 23 vacuum cleaners.' after '5 + 8/3 = 23/3'; the tag says 23 (gold 18)
a5:14|correct|tag|
a5:15|wrong|tag|adds both plans' profits: '125 + 96 = $221' (gold 125)
a5:16|wrong|tag|
a5:17|correct|tag|
a5:18|correct|tag|
a5:19|wrong|tag|
a5:20|wrong|tag|'<answer>14.67</answer>' (gold 15)
k37:0|correct|tag|'<answer>$\boxed{\frac{11}{850}}$</answer>' (a box inside the tag) for the gold '\dfrac{11}{850}'
k37:1|wrong|tag|the tag holds an equation chain ending '= 143/5525 = 11/425' (gold 11/850)
k37:2|correct|tag|'<answer> $\frac{11}{850}$ </answer>'
k37:3|correct|boxed|no think or answer tags; the last box '\boxed{\frac{11}{850}}' is followed by an unrun Python check
k37:4|correct|boxed|no tags; the last box is '\boxed{\frac{11}{850}}' after a code block and its output 0.0129...
xl:0|wrong|tag|a collapsed run: ' eggs</think> <answer>112</answer>'
xl:1|wrong|tag|
xl:2|wrong|tag|'<answer>25,000</answer>' (gold 70000)
xl:3|wrong|tag|
xl:4|wrong|tag|
xl:5|wrong|tag|
xl:6|wrong|tag|
xl:7|wrong|tag|
xl:8|wrong|tag|
xl:9|wrong|tag|
xl:10|wrong|tag|
xl:11|wrong|tag|
xl:12|wrong|tag|
xl:13|wrong|tag|
xl:14|wrong|tag|
xl:15|wrong|tag|
xl:16|wrong|tag|
xl:17|wrong|tag|'<answer>5750</answer>' (gold 57500)
xl:18|wrong|tag|
xc3:0|wrong|tag|the think block sets up '(3 * 20) + 50' without evaluating it; the tag says 60 (gold 110)
xc3:1|correct|tag|'<answer> 110 </answer>'
xc3:2|correct|tag|
xc3:3|wrong|tag|
xc3:4|correct|tag|
xc3:5|correct|tag|
xc3:6|correct|tag|
xc3:7|correct|tag|
xc3:8|wrong|tag|
xc3:9|wrong|tag|
xc3:10|wrong|tag|
xc3:11|wrong|tag|
xc3:12|wrong|tag|
xc3:13|wrong|tag|
xc3:14|wrong|tag|
j32:11|correct|hash|
j32:12|wrong|hash|debatable: '#### 12', the years to break even (90 / 7.5); the gold 13 counts the year in which he starts earning (round 3's convention: wrong)
j32:13|correct|hash|
j32:14|correct|hash|
j32:15|correct|hash|
j32:16|correct|hash|
j32:17|correct|hash|
j32:18|correct|hash|
j32:19|correct|hash|
q3:0|correct|boxed|'\boxed{(3, \frac{\pi}{2})}' for the gold '\left( 3, \frac{\pi}{2} \right)'
q3:8|correct|boxed|
q3:15|correct|boxed|'\boxed{6 - 5i}'
q3:21|correct|boxed|
q3:34|correct|boxed|
ms:0|correct|tag|
ms:1|correct|tag|
ms:2|correct|tag|
ms:3|correct|tag|
ms:4|wrong|tag|
ms:5|correct|tag|
ms:6|wrong|tag|
ms:7|wrong|tag|
ms:8|wrong|tag|
ms:9|correct|tag|
ms:10|correct|tag|
ms:11|correct|tag|
ms:12|wrong|tag|'The answer is 119.' in the think block, '<answer>119</answer>' (gold 13)
ms:13|correct|tag|the working is garbled ('she had 2 * 2 = 4 left') but the answer is the gold
ms:14|wrong|tag|
ms:15|wrong|tag|
ms:16|wrong|tag|the working stops at 160 and 300 miles; the tag says 460 (gold 230)
ms:17|correct|tag|
ms:18|correct|tag|
ms:19|wrong|tag|
ms:20|wrong|tag|the working ends '3 1/9 liters'; the tag says 3 (gold 15)
ms:21|wrong|tag|the working says '-2 years ago'; the tag says 2 (gold 14)
sb5:0|correct|final_answer_phrase|'Thus, thirty-six lemons Tim will need.\nFinal answer: 36'
sb5:1|correct|final_answer_phrase|
sb5:2|wrong|final_answer_phrase|
sb5:3|correct|final_answer_phrase|
sb5:4|wrong|final_answer_phrase|the working reaches 8/3 gallons each ('eight thirds of a gallon') but the last line is 'Final answer: 8' (gold 2); either way not the gold
sb5:5|correct|final_answer_phrase|
sb5:6|correct|final_answer_phrase|
sb5:7|wrong|final_answer_phrase|'Final answer: 3580' (cents; gold 155 dollars)
sb5:8|wrong|final_answer_phrase|
sb5:9|correct|final_answer_phrase|
k38:0|correct|tag|
k38:1|correct|tag|
k38:2|correct|boxed|no think or answer tags; the last box is '\(\boxed{720}\)' after a code block and its output
k38:3|wrong|tag|the think block only plans; '<answer>360</answer>' (gold 720)
k38:4|correct|tag|the think block only plans; '<answer> $720$ </answer>'
k38:5|correct|tag|
k38:6|correct|tag|
k38:7|wrong|tag|
k38:8|wrong|tag|'<answer>3+$\sqrt{34}$</answer>' (gold 6)
k38:9|correct|tag|
k38:10|correct|tag|the tag holds an equation with a box: '<answer> $-2+0+3+5=\boxed{6}.$ </answer>'
k38:11|correct|tag|the tag holds an equation: 'h + k + a + b = -2 + 0 + 3 + 5 = 6'
sp:0|wrong|final_answer_phrase|'\(\boxed{30}\)' then 'Final answer: 30' (gold 36)
sp:1|correct|final_answer_phrase|
sp:2|wrong|final_answer_phrase|
sp:3|correct|final_answer_phrase|a box '\boxed{2}' then 'Final answer: 2'
sp:4|wrong|final_answer_phrase|'**2.67 gallons**' then 'Final answer: 2.67' (gold 2)
sp:5|correct|final_answer_phrase|
sp:6|correct|final_answer_phrase|
sp:7|correct|final_answer_phrase|
sr2:0|wrong|final_answer_phrase|
sr2:2|wrong|final_answer_phrase|
sr2:3|wrong|final_answer_phrase|'Final answer: 1.40' (gold 2); the working has '→' and '×'
sr2:4|wrong|final_answer_phrase|'Final answer: 2 2/3' (a mixed number; gold 2)
sr2:5|correct|final_answer_phrase|
sr2:6|wrong|final_answer_phrase|
sr2:7|wrong|final_answer_phrase|
sr2:8|wrong|final_answer_phrase|
sr2:9|wrong|final_answer_phrase|'Beck has 33 - 90 = 57 fewer apples' (gold 3)
sr2:10|wrong|final_answer_phrase|
sr2:11|wrong|final_answer_phrase|
sr2:12|correct|final_answer_phrase|'Final answer: 3000' after '3,000 feet'
sr2:13|wrong|final_answer_phrase|
sr2:14|correct|final_answer_phrase|
sr2:15|wrong|final_answer_phrase|
k39:0|correct|tag|
k39:1|wrong|tag|'<answer> $\mathbf{27+5\sqrt{3}}$</answer>' (gold 19)
k39:2|correct|tag|
k39:3|wrong|tag|'<answer>14 + \sqrt{74}</answer>'
k39:4|correct|tag|
k39:5|wrong|tag|
k39:6|correct|tag|
k39:7|correct|tag|the working invents angles ('180-2(78)=24', '\approx5') but the answer is the gold
k39:8|correct|boxed|no think or answer tags; the last box '\(\boxed{12}\)' after a code block and its output
g3:0|correct|prose_sentence|no box (the prompt asks for one); 'The polar coordinates are **(3, π/2)**.' with a Unicode π
g3:8|correct|boxed|'\boxed{3\sqrt{13}} units.' outside math delimiters
g3:15|no_answer|none|a placeholder box: '$\boxed{w = ...}$ (Insert the calculated value of $w$ here)'; no value
g3:21|wrong|boxed|'$\boxed{99}$' (gold 13535)
g2:0|correct|final_answer_phrase|no box (the prompt asks for one); '**Final Answer:**  $(r,\theta) = (3, \frac{\pi}{2})$'
g2:8|correct|prose_sentence|no box; 'The answer is √117, which can be simplified to 3√13.' then 'is **3√13 units**.' (Unicode radicals)
g2:15|no_answer|none|a plan with the rotation formula written wrongly and 'Simplify the expression to get the final answer'; no value for w
g2:21|no_answer|none|a template box 'The solution will be in the format:  \boxed{\text{...}}'; no value
sn:0|correct|final_answer_phrase|
sn:1|correct|final_answer_phrase|
sn:2|wrong|final_answer_phrase|
sn:3|correct|final_answer_phrase|
sn:4|wrong|final_answer_phrase|the working reaches '8/3 gallons each' ('eight thirds of a gallon'); the last line is 'Final answer: 8' (gold 2)
sn:5|wrong|final_answer_phrase|
sn:6|wrong|final_answer_phrase|
sn:7|wrong|final_answer_phrase|
sn:8|wrong|final_answer_phrase|
sn:9|correct|final_answer_phrase|
sn:10|correct|final_answer_phrase|
xd8:0|correct|tag|'<answer> 1344 </answer>'
xd8:1|correct|tag|
xd8:2|wrong|tag|
xd8:3|correct|tag|
xd8:4|wrong|tag|'192 * 7 = 1348' (gold 1344)
xd8:5|correct|tag|
xd8:6|correct|tag|
xd8:7|correct|tag|
xd8:8|correct|tag|
xd8:9|correct|tag|
xd8:10|correct|tag|
xd8:11|correct|tag|
xd8:12|correct|tag|
gb:0|correct|boxed|'$\boxed{\left( 3, \frac{\pi}{2} \right)}$' (the gold written exactly)
gb:8|correct|boxed|'\boxed{3\sqrt{13}} units.' outside math delimiters
gb:15|no_answer|none|a placeholder box '$$\boxed{w = ...}$$ (Fill in the calculated value of *w*)'; no value
gb:21|wrong|boxed|'$\boxed{4096}$' (gold 13535)
gb:34|correct|boxed|
s2:0|correct|tag|'<answer>$18</answer>'
s2:1|correct|tag|
s2:2|wrong|tag|'<answer>-$10,000</answer>' (gold 70000)
s2:3|correct|tag|
s2:4|correct|tag|
s2:5|wrong|tag|the tag holds an equation: '<answer>$5 x 16 = $80</answer>' (gold 64)
s2:6|correct|tag|
s2:7|wrong|tag|five think blocks; '<answer>\nIt will take Carla 100 minutes to download the entire 200 GB file.\n</answer>' (gold 160; the sentence also names the file size 200)
s2:8|wrong|tag|'<answer>280 miles</answer>'
s2:9|correct|tag|'<answer>$460</answer>'
s2:10|correct|tag|
s2:11|correct|tag|'<answer>$694</answer>'
s2:12|wrong|tag|a number word in the tag: '<answer>One</answer>' (gold 13)
s2:13|wrong|tag|
s2:14|correct|tag|
k41:0|correct|tag|the working says '16A = 141' then 'A = 9'; the answer is the gold
k41:1|wrong|tag|
k41:2|correct|boxed|no think or answer tags; the last box '\(\boxed{19440}\)' after a code block and its output
k41:3|wrong|prose_sentence|no tags, no box; concludes 'there is no solution to the problem as stated' (a committed claim; gold 19440)
k41:4|correct|tag|the working is muddled ('5x = 64', 'round down ... to 12') but the answer is the gold
k41:5|wrong|tag|
k41:6|correct|boxed|no tags; the last box '$\boxed{19440}$' after a code block and its output
k41:7|correct|tag|
sq:0|correct|final_answer_phrase|
sq:1|correct|final_answer_phrase|
sq:2|wrong|final_answer_phrase|
sq:3|correct|final_answer_phrase|
sq:4|wrong|final_answer_phrase|'eight thirds of a gallon' then 'Final answer: 8' (gold 2)
sq:5|correct|final_answer_phrase|
sq:6|wrong|final_answer_phrase|
sq:7|wrong|final_answer_phrase|'Final answer: 34.20' (gold 155)
sq:8|correct|final_answer_phrase|
sq:9|correct|final_answer_phrase|
q3:37|correct|boxed|
q3:39|correct|boxed|
q3:44|correct|boxed|
q3:45|correct|boxed|
q3:50|correct|boxed|the completion opens with a stray '**\n   \n **Step-by-Step Reasoning:**'; 'The final answer is \(\boxed{203}\).'
j32:20|correct|hash|
j32:21|correct|hash|
j32:22|correct|hash|
j32:23|correct|hash|
j32:24|correct|hash|
j32:25|correct|hash|
j32:26|correct|hash|
j32:27|correct|hash|
j32:28|correct|hash|
j32:29|correct|hash|
j32:30|correct|hash|
j32:31|correct|hash|
j32:32|correct|hash|
sb7:0|correct|final_answer_phrase|
sb7:1|correct|final_answer_phrase|
sb7:2|wrong|final_answer_phrase|
sb7:3|correct|final_answer_phrase|
sb7:4|wrong|final_answer_phrase|'8/3 gallons for each person' then 'Final answer: 8' (gold 2)
sb7:5|correct|final_answer_phrase|
sb7:6|correct|final_answer_phrase|
sb7:7|wrong|final_answer_phrase|
sb7:8|wrong|final_answer_phrase|
sb7:9|correct|final_answer_phrase|
k43:0|wrong|tag|'= \boxed{1}.' in the think block, '<answer>1</answer>' (gold 6)
k43:1|correct|tag|
k43:2|no_answer|truncated|no tags; the working stops mid-expression ('so $\sum_{k = 1}^\infty \frac{2'); no value stated for the series
k43:3|wrong|tag|'<answer> $\boxed{\frac{6}{4}}$ </answer>' (gold 6)
k43:4|wrong|tag|'<answer>1.5</answer>'
k43:5|wrong|tag|
k43:6|correct|tag|the working is garbled ('\frac{A}{2} = 2 + A - 1') but the answer is the gold
k43:7|wrong|tag|HTML '<i>A</i>' in the think block; '<answer>3</answer>' (gold 6)
k43:8|correct|tag|
gb:37|correct|boxed|
gb:39|correct|boxed|'\boxed{23}' on its own line outside math delimiters
gb:44|correct|boxed|'\boxed{1.25} miles' outside math delimiters
gb:45|correct|boxed|two boxes, both 2 ('$$\tan A = \boxed{2}$$', 'The final answer is $\boxed{2}$.')
gb:50|wrong|boxed|'$\boxed{371}$' (gold 203)
x110:0|correct|tag|
x110:1|correct|tag|
x110:2|wrong|tag|
x110:3|correct|tag|
x110:4|wrong|tag|
x110:5|wrong|tag|
x110:6|correct|tag|
x110:7|wrong|tag|'<answer>369.34</answer>' (gold 160)
x110:8|wrong|tag|
x110:9|correct|tag|
g3:34|wrong|boxed|'$\boxed{None}$' after deciding 'there is no constant term' (a committed claim; gold -125); the completion crosses a page edge and was joined there
g3:37|wrong|boxed|'\boxed{360} degrees' (gold 72; the working mentions 72 in its check)
g3:44|correct|boxed|'\boxed{1.25} miles'
g3:50|wrong|boxed|
g2:34|wrong|boxed|'\boxed{10^5 x^{15}}', an expression in x given as the constant term (gold -125); the completion crosses a page edge and was joined there
g2:37|wrong|prose_sentence|no box; 'is **360 degrees**.' (gold 72)
g2:39|wrong|boxed|
g2:44|wrong|boxed|'$\boxed{1.75}$ miles' (adds the legs; gold 1.25)
g2:45|correct|boxed|an equation in the box: '$$\boxed{\tan A = 2}$$'
g2:50|wrong|prose_sentence|no box; 'The smallest number of coins ... is 208.' then an invitation to explore other problems (gold 203)
k44:0|wrong|tag|'\boxed{18}' in the think block, '<answer> 18 </answer>' (gold 9)
k44:1|wrong|tag|
k44:2|wrong|tag|
k44:3|wrong|boxed|no tags; the last box '\boxed{8}' after a code block and its output (gold 9)
k44:4|wrong|tag|a malformed closing '[/think]'; '<answer> $\frac{39}{2}$ </answer>' (gold 9)
k44:5|wrong|tag|no '</think>'; the working ends 'This process can easily be described.<answer>14</answer>' (gold 9)
x160:0|wrong|tag|
x160:1|correct|tag|
x160:2|correct|tag|
x160:3|correct|tag|
x160:4|correct|tag|'<answer> $1260 </answer>'
x160:5|correct|tag|'<answer> $1260 </answer>'
x160:6|correct|tag|
x160:7|wrong|tag|
x160:8|correct|tag|'<answer> $60,000 </answer>' (the file's gold is written '60,000')
x160:9|wrong|tag|'<answer> 160000 </answer>' after reaching 60,000 in the working (gold 60000)
x160:10|correct|tag|'<answer> $60,000 </answer>'
q3:51|correct|boxed|'\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}' (the working also states the remainder -2)
q3:52|correct|boxed|
q3:53|correct|boxed|
q3:55|correct|boxed|
q3:57|correct|boxed|
k46:0|wrong|boxed|'\boxed{48}</think>' then a second working after the think block with a code run and a last box '\boxed{48}'; no answer tag (gold 80)
k46:1|wrong|tag|
k46:2|wrong|tag|
k46:3|wrong|tag|
k46:4|wrong|tag|'<answer>38 </answer>'
k46:5|wrong|tag|a list and a hedge in the tag: '<answer>{-5,8,19,8} or $\boxed{-2}$</answer>' (a Unicode minus '−5' in the think block; gold 80)
k46:6|wrong|tag|a hedge: '<answer> 20 or 30 </answer>' (gold 80)
k46:7|wrong|tag|
gb:51|correct|boxed|the quotient in a box after a long-division diagram in a code block (the remainder -2 is stated too)
gb:52|correct|boxed|
gb:53|correct|boxed|
gb:55|correct|boxed|
gb:57|correct|boxed|'Therefore, Ringo should have found  \boxed{16}.' outside math delimiters
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
