r"""Build public_heldout25.jsonl: a twenty-fifth held-out round of REAL model completions (issue 25).

Why: rounds 1-24 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
answer_reward, format_reward, metrics, 'Answer:' / 'Is Correct:' lines of the labrem reports,
accuracy headers and the like) were not used to label. Several disagree with the labels (labrem's
harness marks '\boxed{(3, \frac{\pi}{2})}', '\boxed{x³ + 3x - 6}' and '**Final Answer:** ... =
-\pi/6' incorrect; yyfblock marks an unclosed answer tag holding the gold as not correct).

Method (rounds 3-24's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: for the JSON / JSONL files it is the
file's JSON string (decoded once more by the build); for labrem's Markdown reports it is the
report's text between '--- LLM Response ---\n' and '\n--- End LLM Response ---' written JSON-escaped
as the index page shows it (newlines as \n, backslashes doubled), decoded the same way. A record is
taken only when its whole completion lies on the pages read; nothing is shortened. Whole small
files were checked against the index's total_chars by rebuilding every line from the
transcription and the file's other fields (yyfblock s2a1_lora_lr1e-5 step 150: 10938 = 10938;
s1_smoke_1.5b step 50: 10935 = 10935).

Repositories (305 records; all seven are already in the corpus, but every file is one no earlier
round used: `grep -l <path> build_public_heldout*.py` finds none of them): yyfblock/grpo-math 86
(28.2 %), KleistvonLiu/assignment5-alignment 68 (22.3 %), shauryajeloka/yoda-gsm8k-posttraining 61
(20.0 %), labrem/neus2026-labre 50 (16.4 %; MIT), Playitcooool/qwen-self-involving-experiment 17
(5.6 %), xiaofei9289/CS336_Project 12 (3.9 %; MIT), janettang000/eval-infra 11 (3.6 %). No licence
file was found for the others; `licence` per record. The search for repositories new to the corpus
found none with usable committed completions in the time given (dead ends below); labrem (round 2
took ten of its 66 reports) was found again by a MATH-500 problem string and holds 56 unused reports.

Selection (records as they come, not by how hard they look; each file read from its start, or from
the offset named, in file order; every record whose completion lies on the pages read taken unless
said):
* yyfblock/grpo-math (Qwen2.5-1.5B, its R1-style prompt; think_answer, GSM8K): yb =
  results/baseline_base_1.5b.jsonl lines 1-15 (the base model before GRPO, GSM8K test 0-14; line
  16 crosses the page edge); ac = results/ac_250.jsonl lines 1-24 (SFT cold start + GRPO,
  checkpoint 250; GSM8K test 0-23); fe = results/eval_s2a2_full_lr2e-6.jsonl lines 1-16 (full
  fine-tuning run's final evaluation; GSM8K test 0-15); la150 = s2a1_lora_lr1e-5/
  train_samples_step150.jsonl, the whole file but line 13 (15 of 16; line 13 repeats round 21's
  s1_smoke step-150 line 13 word for word); sm50 = s1_smoke_1.5b/train_samples_step50.jsonl, the
  whole file (GSM8K train; the files store no question: identified from the completions, checked
  by the file's gold). Forms: '<answer> $18 </answer>', sentences and equations in the tag
  ('<answer>\n120 pages - 40 pages = 80 pages\n</answer>'), an answer tag never closed, no
  '</think>', several think blocks, a think block wholly in Portuguese ('Calac recénha que precisa
  andar 8 milhas ...', la150:1), HTML MathJax spans, '<answer>250 relation: ... <relation>
  </relation> </answer>', '<answer>-250</answer>' for a positive deficit, invented turns after the
  answer ('Great! Can you help me with one more task?'), 'Final answer: Carla will have to spend
  $5.00' with no tag.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, none in MATH-500 by their opening words, file gold):
  k28, k29, k31, k32, k33, k34, k36 = rollout_step_0000{28,29,31,32,33,34,36}/rollouts.jsonl, page
  0 of each: step 28 q0 r0-7 and q1 r0-1; step 29 q0 r0-7; step 31 q0 r0-7 and q1 r0-1; step 32 q0
  r0-7 and q1 r0-4; step 33 q0 r0-7; step 34 q0 r0-7 and q1 r0-1; step 36 q0 r0-7 and q1 r0
  (rounds 9 and 20-24 took steps 1-27, 30, 35, 40, 42, 45, 50, 52, 55, 60, 65, 68, 70, 75, 80, 84,
  87). MATH in the answer-tag format: '<answer>3+3+-20=-14</answer>', '<answer>\\frac{1}{2}</answer>'
  with a doubled backslash, '<answer> \(\frac{3}{4}\) </answer>', '3/4' and '<answer>
  \dfrac{3}{4} </answer>' for '\frac{3}{4}', '<answer>$2:3$</answer>' and '1:1' for a ratio,
  '<answer>$\fbox{\frac{5}{2}}$</answer>', '<answer> $3-8i$ </answer>' for -3 - 8i, '$12 \text{ or }
  18', no tags with a last box, self-set new problems with boxes of their own after the answer, an
  answer tag never closed followed by '\end{document}', '</think> 100 <answer>', a polynomial given
  for a coefficient, cut at the 1024-token cap.
* shauryajeloka/yoda-gsm8k-posttraining (Qwen2.5-3B-Instruct, greedy, on the repository's frozen
  GSM8K test sample in the file's order; long_cot; rounds 18 and 23 took the rlvr-nokl, base and
  base-fmt folders): sc = outputs/rlvr-combined/gsm8k_eval.jsonl lines 1-11; su =
  outputs/base-uncapped/gsm8k_eval.jsonl lines 1-8; sf = outputs/flatmath/gsm8k_eval.jsonl lines
  1-16; sr = outputs/rlaif/gsm8k_eval.jsonl lines 1-10 (line 11 repeats sc's line 11 word for word
  and was left out); sb = outputs/base-fmt-brief/gsm8k_eval.jsonl lines 1-16. Page 0 of each; the
  next line crosses the page edge. Forms: Yoda-style reasoning ending 'Final answer: N', 'Final
  answer: 2 2/3', 'Final answer: 20C', 'Final answer: 0.3333', 'Final answer: 15500' (cents),
  'Final answer: 27.' with a period, the marker inside a sentence ('= 296 Final answer: 296'),
  boxes and an unmarked closing sentence from the untouched model.
* labrem/neus2026-labre (MATH-500 through Ollama; long_cot; problem id math_NNNNN = MATH-500 line
  NNNNN): g95 = results/experiment_gemma2-9b_openmath_best-of-n_0.5_260209_0231.md problems
  00000-00037 (page 0), 00039-00051 (page 1) and 00053-00061 (page 2); g2g =
  experiment_gemma2-2b_openmath_greedy_0.9_260208_1930.md problems 00000-00045 (page 0) and
  00051-00074 (page 1); qg = experiment_qwen2.5-math-7b_openmath_greedy_0.9_260208_1423.md problems
  00000-00045 (page 0) and 00053-00066 (page 1; 00051 crosses the page edge); g2b =
  experiment_gemma2-2b_openmath_best-of-n_0.9_260208_2145.md problems 00000-00045 (page 0); g9g =
  experiment_gemma2-9b_openmath_greedy_0.9_260208_2333.md problems 00000-00045 (page 0); qb =
  experiment_qwen2.5-math-7b_openmath_best-of-n_0.5_260208_1645.md problems 00000-00037 (page 0).
  Forms: '\boxed{3\sqrt{13}} units' outside math delimiters, '**(3, π/2)**' with no box, '$$\boxed{\tan
  A = 2}$$', '\boxed{x³ + 3x - 6}' with a Unicode superscript, '**Final Answer:** $\arcsin(-1/2) =
  -\pi/6$', 'The answer is **28**.', a placeholder box '\boxed{w = ...}', a box offered 'For
  example:', refusals ('I recommend using a computational tool'), '\boxed{(p = 0, q = p, r = 1)}'.
* Playitcooool/qwen-self-involving-experiment (a small Qwen chat model; long_cot, GSM8K train by
  the task_id): ps = outputs/rigorous/seed_20260817/domain/sft/validation_predictions.jsonl lines
  1-17 (checkpoint 0 of the SFT run; page 0; line 18 crosses the edge): bare last-line answers
  ('$16', '50 liters'), 11 cut at a short token cap (one in a re-check after reaching the gold).
* xiaofei9289/CS336_Project (OLMo-2-0425-1B, R1-Zero prompt; think_answer, GSM8K train): xd1 =
  assignment5/results/dr_grpo_seed_1/rollouts_step_80.jsonl lines 1-12 (page 0).
* janettang000/eval-infra (long_cot, GSM8K test 0-10, '####' prompt): j32 =
  results/gsm8k_32b_results.json samples 0-10 (Qwen2.5-32B-Instruct; page 0; a lead round 24 left).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-24's conventions: the last
final answer counts; a hedge, a list of options or two different final answers is wrong; cut before
any final answer is no_answer; equal in value but written differently is correct (a unit word, a
'$' sign, '$5.00' for 5, '3/4' or '\dfrac{3}{4}' for '\frac{3}{4}', '\boxed{6-5i}' for '6 - 5i',
'x³ + 3x - 6' for x^3+3x-6, 'π/2' for '\frac{\pi}{2}', an equation whose right side is the value
('\tan A = 2', '\arcsin(-1/2) = -\pi/6')); another quantity is wrong ('50 liters' for 5 days,
'-250' for a positive deficit, 15500 cents for 155 dollars); in the tag format the `<answer>`
content is the final answer whatever the think block says, read for its final value when it holds
a sentence or an equation chain; unclosed or unopened answer tags still hold the answer; a
completion with no answer tag is labelled by its last box, its 'Final answer:' / 'The answer is'
sentence or its last stated result; a completion that goes on with invented turns or self-set new
problems is labelled by the answer to the question actually posed (round 2's convention); a
placeholder, a refusal or an expression in unknowns is no_answer; a value reached and then doubted
in a re-check that is cut off is no_answer (round 10's convention); a value committed before an
unrun code check is kept. The '<reasoning>' format does not occur this round. Hesitations are
marked 'debatable:' in the note (7 records: g2b:2, k36:8, ps:13, ps:15, sf:5, sm50:12, sr:7).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (yyfblock's 'gold',
shauryajeloka's ground_truth, xiaofei9289's ground_truth, janettang000's 'expected'; Playitcooool's
file stores none: the GSM8K answer of the task_id's train line, whose question is the record's):
yb, ac, fe, sc, su, sf, sr, sb, j32 are GSM8K test; la150, sm50, ps, xd1 GSM8K train. MATH =
MATH-500's `answer` where the problem is there (all 50 labrem records, MATH-500 lines 0-74, each
equal to the report's 'Ground Truth'); else the file's own gold as transcribed (the 68
KleistvonLiu records: none of their problems is in MATH-500 by its opening words).

Counts: 305 records: think_answer 166 (GSM8K 98, MATH 68), long_cot 139 (GSM8K 89, MATH 50); GSM8K
187 (test 127, train 60), MATH 118 (50 MATH-500, 68 file gold); correct 173, wrong 116, no_answer
16; 7 debatable. Completions in another language: one (la150:1, Portuguese think block).

Dead ends this round (searched, nothing usable): damek/assignment5-alignment
cs336_alignment/outputs/grpo_train_loop_log.txt (a 2.9 MB training log of memory lines, no
rollouts on page 0); Playitcooool outputs/real_benchmark_gsm8k/predictions.jsonl (the unfixed run:
its baseline block repeats round 24's real_benchmark_gsm8k_fixed completions word for word);
xiaofei9289 grpo_constant_seed_2/rollouts_step_120.jsonl (page 0 is 16 near-identical correct
answers to two easy questions; not taken); find_string for '</think>\n<answer>18</answer>',
'"response": "<think>' and '所以答案是' (test fixtures, chat apps, LeetCode notes); find_files for
eval_results.jsonl (RAG and agent projects) and the Qwen2.5-Math harness path
math500/test_qwen25-math-cot_-1_seed0_t0.0_s0_e-1.jsonl (none); a code search for R1-style GSM8K
rollout dumps (training scripts and READMEs only).

Leads for a later round: labrem/neus2026-labre has 50 reports no round has used (gemma2-2b,
gemma2-9b, qwen2.5-math-7b x openmath greedy / best-of-n x thresholds 0.0-0.9, 75-121 MATH-500
problems each, 5 problems a page) and the later pages of the six read here; KleistvonLiu steps 37-39,
41, 43, 44, 46-49, 51, 53, 54, 56-59, 61-64, 66, 67, 69, 71-74, 76-79, 81-83, 85, 86; yyfblock
ac_500.jsonl, merged_sanity.jsonl, s1_after_200steps.jsonl (GSM8K test evaluations with the
question stored) and the train_samples steps no builder names; shauryajeloka's other gsm8k_eval.jsonl
(base-bs64, base-fmt-uncapped, blend-v2-25/50/75, flatmath_plusgen, flatref, plain563,
rlaif-merged, rlaif-regen, rlvr-combined-v2, rlvr-nokl-v2, rlvr-verifier-v2-l40s) and the
persona_math_eval.jsonl files; janettang000 gsm8k_32b_results.json samples 11-99 (page 1 on);
Playitcooool rigorous/seed_20260817/lopd/validation_predictions.jsonl and
gsm8k_lopd_fixed/validation_predictions.jsonl.

Usage: python build_public_heldout25.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout25.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout25.jsonl"
SOURCE = "public_heldout25"
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
YB_MODEL = (
    "Qwen/Qwen2.5-1.5B (base, before any GRPO update: the repository's baseline evaluation, by "
    "the file's name baseline_base_1.5b) on GSM8K test in order; the record is one line's "
    "completion (the text after the prompt's closing 'Assistant: <think>')"
)
AC_MODEL = (
    "Qwen2.5-1.5B after the repository's SFT cold start and GRPO (run s2ac_cold_lr1e-5, "
    "configs/grpo_ac_cold.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02), "
    "by the file's name the checkpoint at step 250, evaluated on GSM8K test in order "
    "(results/ac_250.jsonl); the record is one line's completion (the text after the prompt's "
    "closing 'Assistant: <think>')"
)

PQ = "Playitcooool/qwen-self-involving-experiment"
PS_MODEL = (
    "a small Qwen chat model (taken to be Qwen3.5-0.8B by outputs/config.json, as round 24 read "
    "it) at checkpoint 0 of the repository's SFT run (outputs/rigorous/seed_20260817/domain/sft: "
    "the validation predictions logged before any SFT update, by the 'checkpoint': 0 field) on "
    "GSM8K train questions ('task_id' 'gsm8k:train:N' = gsm8k/train.jsonl line N); the record is "
    "one line's 'prediction'; many are cut at a short token cap"
)
PS_PROMPT = (
    "not in the file; by the model's own thinking blocks: 'Show concise reasoning, then write the "
    "final numeric answer on the last line.' (chat template with a thinking block, often empty)"
)

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-24 took rollout steps 1-27, "
    "30, 35, 40, 42, 45, 50, 52, 55, 60, 65, 68, 70, 75, 80, 84 and 87), rollout step {}, "
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


YN = "shauryajeloka/yoda-gsm8k-posttraining"
YN_PROMPT = (
    "the GSM8K question as the user turn under Qwen's default system prompt (the file's prompt "
    "field and generation.system_prompt 'qwen_default', prompt_suffix empty); the 'Final answer: "
    "N' line is the trained style, not asked in the prompt"
)
SC_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlvr-combined-lora (RLVR "
    "on GSM8K combined with a Yoda-persona reward, by the run's name; the file's generation field: "
    "temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024), on the repository's "
    "frozen GSM8K test sample (metadata stem_eval, seed 1337; the file's order); writes Yoda-style "
    "reasoning ending 'Final answer: N'; the record is one line's response (rounds 18 and 23 took "
    "the rlvr-nokl, base and base-fmt folders' files)"
)
SU_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct without any adapter (the file's generation field: adapter null, "
    "temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024: the 'uncapped' rerun of "
    "round 23's 400-token base file), on the same frozen GSM8K test sample; no format asked; the "
    "record is one line's response"
)
XF = "xiaofei9289/CS336_Project"
MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)
XD1_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_1: the Dr. GRPO recipe by the run's name, seed 1; rounds 16 and 18 took its "
    "rollouts_step_0, val_rollouts_final and val_rollouts_step_-1): the training rollouts the run "
    "logged at step 80 (groups of 8 samples per question); the record is one line's response "
    "(the text after the prompt's closing 'Assistant: <think>')"
)
SF_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/sft-flatmath (SFT on "
    "plain GSM8K-style solutions ending 'Final answer: N', by the adapter's name; the file's "
    "generation field: temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024), on the "
    "same frozen GSM8K test sample; the record is one line's response"
)
FE_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) trained with GRPO on GSM8K train, run s2a2_full_lr2e-6 "
    "(configs/grpo_a2_full.yaml at f0c2582: full fine-tuning, lr 2e-6, DAPO loss, beta 0.02; as "
    "round 16 read it); this file is the run's own final evaluation on GSM8K test in order "
    "(results/eval_s2a2_full_lr2e-6.jsonl; round 16 took the step-250 evaluation "
    "eval_a2_step250.jsonl); the record is one line's completion (the text after the prompt's "
    "closing 'Assistant: <think>')"
)
LB = "labrem/neus2026-labre"
LB_COMMIT = "c1f655f4a5abf6a40dad46f56a727f96ced15c69"
LB_LICENCE = "MIT (README: 'licensed under the MIT License', as round 2 read it)"
LB_PROMPT = (
    "system: the OpenMath symbol definitions the harness retrieved for the problem (condition "
    "'openmath'), then 'You are an expert mathematician. Your goal is to solve challenging "
    "mathematical problems correctly.\\nFollow this strict process:\\n1. BREAKDOWN ... 2. PLAN ... "
    "3. SOLVE ... 4. VERIFY ... 5. FORMAT: Put the final answer inside \\\\boxed{}.'; user: "
    "'Problem: {problem}' (the file's '--- System Prompt ---' and '--- User Prompt ---' blocks)"
)

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
        "and '--- End LLM Response ---' (round 2 took ten other files of this repository)"
    )


LA_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run s2a1_lora_lr1e-5 "
    "(configs/grpo_a1_lr.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 "
    "generations per question at temperature 1.0, 700 completion tokens; as rounds 16-19 read "
    "it): the training rollouts the run logged at step 150 (two questions, 8 samples each; "
    "rounds 16-24 took steps 50, 75, 125, 225, 250, 375 and 500 of this run); the record is one "
    "line's 'text' (the completion after the prompt's closing 'Assistant: <think>')"
)
SM_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during the repository's first GRPO smoke run on GSM8K train "
    "(results/s1_smoke_1.5b; its config taken to be configs/base.yaml at f0c2582: 8 generations "
    "per question at temperature 1.0, as round 19 read it): the training rollouts the run logged "
    "at step 50 (two questions, 8 samples each; rounds 18-19 took steps 100, 150 and 200); the "
    "record is one line's 'text' (the completion after the prompt's closing 'Assistant: <think>')"
)
SR_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlaif-lora (RL from AI "
    "feedback on the Yoda persona, by the run's name; the file's generation field: temperature "
    "0.0, system_prompt 'qwen_default', max_new_tokens 1024), on the same frozen GSM8K test sample; "
    "Yoda-style reasoning ending 'Final answer: N'; the record is one line's response"
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
    "(eval_infra), the first 100 GSM8K test questions in order (results/gsm8k_32b_results.json, "
    "a file round 24 listed as a lead and did not take; accuracy 0.96 by the file's header, not "
    "used to label); the record is one samples entry's raw_output"
)
SB_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct without any adapter, greedy (the file's generation field: adapter "
    "null, temperature 0.0, system_prompt 'qwen_default', max_new_tokens 400, and a prompt_suffix "
    "asking for at most 40 words and a 'Final answer: <number>' line), on the same frozen GSM8K "
    "test sample; the record is one line's response"
)
SB_PROMPT = (
    "the GSM8K question followed by '\\n\\nAnswer in at most 40 words. End your reply with "
    "\"Final answer: <number>\".' (the file's generation.prompt_suffix) as the user turn under "
    "Qwen's default system prompt"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "yb": ("yb-qwen25-15b-base-baseline-gsm8k-test", YB, "results/baseline_base_1.5b.jsonl",
           YB_COMMIT, YB_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "ac": ("ac-qwen25-15b-sft-cold-grpo-step250-gsm8k-test", YB, "results/ac_250.jsonl",
           YB_COMMIT, AC_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "ps": ("ps-qwen-small-sft-ckpt0-gsm8k-train", PQ,
           "outputs/rigorous/seed_20260817/domain/sft/validation_predictions.jsonl",
           "e15c3d272aeb5fe314a2c0a543f994686cc5cdae", PS_MODEL, PS_PROMPT, "long_cot", "gsm8k",
           "answer (the file stores none: the GSM8K answer of the task_id's line)", NO_LICENCE),
    "k28": _kl(28),
    "k29": _kl(29),
    "k31": _kl(31),
    "k32": _kl(32),
    "k33": _kl(33),
    "k34": _kl(34),
    "k36": _kl(36),
    "sc": ("sc-qwen25-3b-instruct-rlvr-combined-gsm8k", YN,
           "outputs/rlvr-combined/gsm8k_eval.jsonl", "e31c0884249f89b47d52608ceaea00fd1b16d3c4",
           SC_MODEL, YN_PROMPT, "long_cot", "gsm8k", "ground_truth", NO_LICENCE),
    "su": ("su-qwen25-3b-instruct-base-uncapped-gsm8k", YN,
           "outputs/base-uncapped/gsm8k_eval.jsonl", "93a306fa6df92575abba746acbb52c8b13ff8a1f",
           SU_MODEL, YN_PROMPT.replace("; the 'Final answer: N' line is the trained style, not "
                                       "asked in the prompt", "; no format asked"),
           "long_cot", "gsm8k", "ground_truth", NO_LICENCE),
    "xd1": ("xd1-olmo2-1b-drgrpo-seed1-rollouts80", XF,
            "assignment5/results/dr_grpo_seed_1/rollouts_step_80.jsonl",
            "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XD1_MODEL, R1Z, "think_answer", "gsm8k",
            "ground_truth", MIT),
    "sf": ("sf-qwen25-3b-instruct-sft-flatmath-gsm8k", YN, "outputs/flatmath/gsm8k_eval.jsonl",
           "6274b5c77afa5e63fd80cccebbdc5a16ee84886b", SF_MODEL, YN_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "fe": ("fe-qwen25-15b-grpo-full-eval-gsm8k-test", YB, "results/eval_s2a2_full_lr2e-6.jsonl",
           YB_COMMIT, FE_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "g95": ("g95-gemma2-9b-openmath-bon-0.5-math500", LB,
            "results/experiment_gemma2-9b_openmath_best-of-n_0.5_260209_0231.md", LB_COMMIT,
            _lb_model("gemma2:9b", "best-of-n", "0.5"), LB_PROMPT, "long_cot", "math",
            "Ground Truth", LB_LICENCE),
    "g2g": ("g2g-gemma2-2b-openmath-greedy-0.9-math500", LB,
            "results/experiment_gemma2-2b_openmath_greedy_0.9_260208_1930.md", LB_COMMIT,
            _lb_model("gemma2:2b", "greedy", "0.9"), LB_PROMPT, "long_cot", "math",
            "Ground Truth", LB_LICENCE),
    "qg": ("qg-qwen25-math-7b-openmath-greedy-0.9-math500", LB,
           "results/experiment_qwen2.5-math-7b_openmath_greedy_0.9_260208_1423.md", LB_COMMIT,
           _lb_model("johnnyboy/qwen2.5-math-7b:latest (Qwen2.5-Math-7B)", "greedy", "0.9"),
           LQ_PROMPT, "long_cot", "math", "Ground Truth", LB_LICENCE),
    "g2b": ("g2b-gemma2-2b-openmath-bon-0.9-math500", LB,
            "results/experiment_gemma2-2b_openmath_best-of-n_0.9_260208_2145.md", LB_COMMIT,
            _lb_model("gemma2:2b", "best-of-n", "0.9"), LB_PROMPT, "long_cot", "math",
            "Ground Truth", LB_LICENCE),
    "la150": ("la150-qwen25-15b-grpo-lora-train-step150", YB,
              "results/s2a1_lora_lr1e-5/train_samples_step150.jsonl", YB_COMMIT, LA_MODEL,
              YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "sm50": ("sm50-qwen25-15b-grpo-smoke-train-step50", YB,
             "results/s1_smoke_1.5b/train_samples_step50.jsonl", YB_COMMIT, SM_MODEL, YB_PROMPT,
             "think_answer", "gsm8k", "gold", NO_LICENCE),
    "g9g": ("g9g-gemma2-9b-openmath-greedy-0.9-math500", LB,
            "results/experiment_gemma2-9b_openmath_greedy_0.9_260208_2333.md", LB_COMMIT,
            _lb_model("gemma2:9b", "greedy", "0.9"), LB_PROMPT, "long_cot", "math",
            "Ground Truth", LB_LICENCE),
    "sr": ("sr-qwen25-3b-instruct-rlaif-gsm8k", YN, "outputs/rlaif/gsm8k_eval.jsonl",
           "e0082f2f0bef7a21a4d0ded596861593d6f2529a", SR_MODEL, YN_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "j32": ("j32-qwen25-32b-instruct-gsm8k", JT, "results/gsm8k_32b_results.json", JTC,
            J32_MODEL, JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "sb": ("sb-qwen25-3b-instruct-base-fmt-brief-gsm8k", YN,
           "outputs/base-fmt-brief/gsm8k_eval.jsonl", "ce91285519906171201845147f3d58eaf3dddef2",
           SB_MODEL, SB_PROMPT, "long_cot", "gsm8k", "ground_truth", NO_LICENCE),
    "qb": ("qb-qwen25-math-7b-openmath-bon-0.5-math500", LB,
           "results/experiment_qwen2.5-math-7b_openmath_best-of-n_0.5_260208_1645.md", LB_COMMIT,
           _lb_model("johnnyboy/qwen2.5-math-7b:latest (Qwen2.5-Math-7B)", "best-of-n", "0.5"),
           LQ_PROMPT, "long_cot", "math", "Ground Truth", LB_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
yb:0|correct|tag|'<answer> $18 </answer>'
yb:1|correct|tag|the answer tag holds a sentence ending '= 3 bolts of fiber.'
yb:2|wrong|tag|
yb:3|correct|tag|
yb:4|wrong|tag|
yb:5|correct|tag|'<answer> $64 </answer>'
yb:6|correct|tag|three think blocks, then '<answer>260 sheep</answer>'
yb:7|wrong|tag|'<answer>It will take Carla 80 minutes to download the file.</answer>' (gold 160)
yb:8|wrong|tag|'<answer>80 miles</answer>' (gold 45)
yb:9|correct|tag|'<answer>$460</answer>'
yb:10|correct|tag|
yb:11|correct|tag|'<answer> $694 </answer>'
yb:12|wrong|tag|no '</think>'; '<answer> 11 years </answer>' (gold 13)
yb:13|correct|tag|'<answer>She started with 18 vacuum cleaners.</answer>'
yb:14|correct|tag|no '</think>' and the answer tag is never closed: '<answer>\nThe percentage of students enrolled in hip-hop dance is 60%.' (an unclosed tag still holds the answer)
ac:0|correct|tag|
ac:1|correct|tag|
ac:2|wrong|tag|
ac:3|correct|tag|
ac:4|correct|tag|
ac:5|wrong|tag|
ac:6|correct|tag|
ac:7|wrong|tag|
ac:8|wrong|tag|
ac:9|correct|tag|
ac:10|correct|tag|
ac:11|correct|tag|
ac:12|wrong|tag|
ac:13|wrong|tag|
ac:14|correct|tag|
ac:15|wrong|tag|
ac:16|wrong|tag|
ac:17|correct|tag|
ac:18|correct|tag|
ac:19|wrong|tag|
ac:20|wrong|tag|
ac:21|wrong|tag|
ac:22|correct|tag|
ac:23|correct|tag|
k29:0|wrong|tag|no '</think>'; '<answer>48</answer>'
k29:1|correct|tag|
k29:2|wrong|tag|
k29:3|wrong|boxed|the answer tag is never closed: it holds the working, Python code with a NameError output and 'approximately $\boxed{24}$.'
k29:4|wrong|tag|'$\boxed{40}.$' in the think block, then '<answer>40</answer>'
k29:5|correct|boxed|no tags; the working, Python code and 'is indeed \(\boxed{28}\).'
k29:6|wrong|boxed|'</think>', Python code, then '\(\boxed{8 \cdot 2^{\frac{1}{3}}}\)' (about 10.08; gold 28)
k29:7|wrong|tag|'<answer> 16 </answer>'
sc:0|correct|final_answer_phrase|
sc:1|wrong|final_answer_phrase|the working passes through the gold ('X = 1080 kg after the first halving') but doubles again: 'Final answer: 2160'
sc:2|wrong|final_answer_phrase|
sc:3|wrong|final_answer_phrase|
sc:4|wrong|final_answer_phrase|
sc:5|wrong|final_answer_phrase|
sc:6|correct|final_answer_phrase|
sc:7|wrong|final_answer_phrase|
sc:8|wrong|final_answer_phrase|
sc:9|correct|final_answer_phrase|
sc:10|correct|final_answer_phrase|
su:0|wrong|boxed|
su:1|correct|prose_sentence|no box; 'So, the initial amount of meat on the triceratops was \( 1080 \) kilograms.'
su:2|wrong|boxed|
su:3|correct|boxed|
su:4|wrong|prose_sentence|'each person could drink approximately \( \frac{8}{3} \) gallons or about 2.67 gallons' (gold 2)
su:5|correct|boxed|
su:6|correct|boxed|
su:7|correct|boxed|
xd1:0|wrong|tag|
xd1:1|wrong|tag|
xd1:2|correct|tag|
xd1:3|wrong|tag|
xd1:4|correct|tag|
xd1:5|wrong|tag|
xd1:6|correct|tag|
xd1:7|wrong|tag|
xd1:8|correct|tag|
xd1:9|correct|tag|
xd1:10|correct|tag|
xd1:11|correct|tag|
k31:0|wrong|tag|'<answer>\\frac{1}{2}</answer>' (a doubled backslash, as written; 1/2, gold 3/4)
k31:1|correct|tag|'3/4' for '\frac{3}{4}'
k31:2|correct|tag|'3/4' for '\frac{3}{4}'
k31:3|correct|tag|'<answer> \(\frac{3}{4}\) </answer>'
k31:4|correct|tag|'<answer> \(\frac{3}{4}\) </answer>'
k31:5|correct|tag|'3/4' for '\frac{3}{4}' (the working's 'only the combinations GG and BB' is muddled)
k31:6|correct|boxed|no tags; '\(\boxed{\frac{3}{4}}\)'
k31:7|correct|tag|'<answer> \dfrac{3}{4} </answer>'
k31:8|correct|tag|'<answer> $116.3$ </answer>'
k31:9|correct|tag|no working (the think block only restates the task), then '<answer>116.3</answer>'
sf:0|wrong|final_answer_phrase|
sf:1|wrong|final_answer_phrase|
sf:2|wrong|final_answer_phrase|
sf:3|wrong|final_answer_phrase|
sf:4|wrong|final_answer_phrase|'Final answer: 2 2/3' (a mixed number, 8/3; gold 2)
sf:5|no_answer|final_answer_phrase|debatable: 'Final answer: 20C', an expression in the unknown C (20C = 400 at C = 20, not the gold 160); an expression in unknowns is no_answer (round 23's convention)
sf:6|correct|final_answer_phrase|
sf:7|wrong|final_answer_phrase|
sf:8|wrong|final_answer_phrase|
sf:9|wrong|final_answer_phrase|
sf:10|correct|final_answer_phrase|
sf:11|wrong|final_answer_phrase|
sf:12|wrong|final_answer_phrase|'Final answer: 7000' (the working writes 7,000)
sf:13|correct|final_answer_phrase|the working is wrong ('500*.7=350 tomatoes a week', 'He saves $1 on each one') but the final value is the gold
sf:14|correct|final_answer_phrase|
sf:15|correct|final_answer_phrase|
k32:0|wrong|tag|'$36+99=\boxed{135}$' (36/99 not reduced), then '<answer>135</answer>'
k32:1|correct|tag|
k32:2|correct|tag|the working stops at 4/11 and never adds; the answer tag says 15 (the gold)
k32:3|correct|tag|
k32:4|correct|tag|
k32:5|correct|tag|
k32:6|correct|tag|the working stops at 4/11 and never adds; the answer tag says 15 (the gold)
k32:7|correct|tag|
k32:8|wrong|tag|'$\boxed{-6 + 73 = 67}.$' in the think block, then '<answer>67</answer>'
k32:9|wrong|tag|'<answer> $3-8i$ </answer>' (gold -3 - 8i)
k32:10|correct|tag|'<answer> -3-8i </answer>' after a wrong argument (conjugates)
k32:11|wrong|tag|
k32:12|wrong|tag|'<answer>$3 - 8i$</answer>'
fe:0|correct|tag|
fe:1|correct|tag|
fe:2|wrong|tag|
fe:3|correct|tag|
fe:4|correct|tag|
fe:5|correct|tag|
fe:6|correct|tag|
fe:7|wrong|tag|
fe:8|wrong|tag|
fe:9|correct|tag|
fe:10|correct|tag|
fe:11|correct|tag|
fe:12|wrong|tag|
fe:13|correct|tag|
fe:14|correct|tag|
fe:15|wrong|tag|
g95:0|correct|boxed|'$\boxed{\left(3, \frac{\pi}{2}\right)}$'
g95:1|correct|boxed|'\boxed{3\sqrt{13}} units' outside math delimiters (the working writes 3√13)
g95:2|no_answer|boxed|a placeholder box '\boxed{w = ...}  (Fill in the simplified Cartesian form of *w* after performing the calculations)'; no value
g95:3|wrong|boxed|
g95:4|correct|boxed|
g95:5|correct|boxed|'\boxed{23}' outside math delimiters
g95:6|correct|boxed|'\boxed{1.25} miles' outside math delimiters
g95:7|correct|boxed|'$\tan A = \boxed{2}$' twice
g95:8|correct|boxed|the working shows no divisibility argument (x > 28.57, so x = 29); the box is the gold
g95:9|correct|boxed|the box is the gold quotient; the working's remainder '1' is wrong (it is -2) but not asked
g95:10|correct|boxed|
g95:11|correct|boxed|
g95:12|correct|boxed|'\boxed{5}' outside math delimiters, then 'Therefore, **5 students** participate in both'
g95:13|no_answer|none|no values: recommends 'a computational tool or online calculator', then 'Once you have the values of *p*, *q*, and *r*, write them as an ordered triple: $(p, q, r)$.'
g95:14|correct|boxed|
g2g:0|wrong|prose_sentence|no box; 'The polar coordinates are $(r, \theta) = (3, \pi)$' (the working says the point is on the negative y-axis; gold (3, pi/2))
g2g:1|correct|boxed|'\boxed{3\sqrt{13}} units.' outside math delimiters
g2g:2|wrong|boxed|'$\lfloor (\sqrt{7} + \sqrt{5})^6 \rfloor = \boxed{10}$', then a VERIFY paragraph with no new value
g2g:3|wrong|boxed|'$$\boxed{143}$$'
g2g:4|correct|boxed|'$$\boxed{\tan A = 2}$$' (an equation whose value is the gold 2)
g2g:5|wrong|boxed|'$\boxed{x^5}$' (a long division stopped after two steps)
g2g:6|correct|final_answer_phrase|no box (the prompt asks for one); '**Final Answer:** $\arcsin \left( -\frac{1}{2} \right) = -\pi/6$' (an equation whose right side is the gold)
g2g:7|wrong|answer_is|no box; 'The answer is **28**.' with no computation (gold 5)
g2g:8|wrong|boxed|'\boxed{(p = 0, q = p, r = 1)}' (gold (6,31,-1))
g2g:9|correct|boxed|'\boxed{x³ + 3x - 6}' with a Unicode superscript ³, outside math delimiters, equal to x^3+3x-6
g2g:10|wrong|boxed|'\[\boxed{\csc x - \frac{\sin^2x}{\cos x}}\]' (not equal to cot x: at x = pi/4 it is about 0.71, cot x is 1)
qg:0|correct|boxed|'\boxed{(3, \frac{\pi}{2})}' for '\left( 3, \frac{\pi}{2} \right)'
qg:1|correct|boxed|
qg:2|correct|boxed|
qg:3|correct|boxed|
qg:4|correct|boxed|
qg:5|correct|boxed|
qg:6|correct|boxed|
qg:7|wrong|boxed|'\boxed{\left(14, -\frac{68}{9}, \frac{53}{27}\right)}' after an inconsistent coefficient match (gold (6,31,-1))
qg:8|correct|boxed|
g2b:0|no_answer|none|computes r = 3, then says arctan(3/0) is undefined and 'the point (0, 3) cannot be represented in polar coordinates with a valid angle'; no answer
g2b:1|correct|prose_sentence|no box; 'is **3√13 units**.'
g2b:2|wrong|boxed|debatable: the working never computes anything ('Substitute these estimates ...'); the only box is offered 'For example:' as a format illustration, '$\boxed{ \lfloor (\sqrt{7} + \sqrt{5})^6 \rfloor = 13 }$'; labelled by that boxed value (13, gold 13535); no_answer is arguable
g2b:3|wrong|boxed|
g2b:4|correct|boxed|'$\boxed{\tan A = 2}$'
k33:0|wrong|tag|'$DE:EF = \boxed{2:3}$' then '<answer>$2:3$</answer>' (a ratio 2/3; gold 1/2)
k33:1|wrong|tag|'<answer>8/5 </answer>'
k33:2|wrong|boxed|'</think>' then '$\boxed{\frac{5}{4}}$' with no answer tag
k33:3|wrong|tag|'<answer> $\boxed{\frac{2}{5}}$ </answer>'
k33:4|wrong|tag|'<answer>$\fbox{\frac{5}{2}}$</answer>' (\fbox, not \boxed), after '[Bravo]' and '[Laugh]' noise
k33:5|wrong|tag|'$\fbox{1:1}$' in the think block, then '<answer> 1:1 </answer>'
k33:6|wrong|tag|'<answer>5:2</answer>'
k33:7|no_answer|truncated|cut at the 1024-token cap inside a second Python block; no ratio stated
la150:0|wrong|tag|'<answer>$7.40</answer>'
la150:1|wrong|tag|the whole think block is in Portuguese ('Calac recénha que precisa andar 8 milhas ...', '1,6 galões de gasolina'), then '<answer>$4.00</answer>' (gold 5)
la150:2|correct|tag|'<answer>$5</answer>'
la150:3|correct|tag|'<answer>$5</answer>'
la150:4|correct|tag|'<answer>$5</answer>'
la150:5|correct|tag|'<answer>$5.00</answer>'
la150:6|correct|tag|'<answer>$5.00</answer>'
la150:7|correct|final_answer_phrase|no answer tag: several think blocks interleaved with results, a stray '</think>', then 'Final answer: Carla will have to spend $5.00 on gas for her trip.'
la150:8|correct|tag|no opening answer tag; the working after '</think>' reaches '-250 calories', converts it ('Net calorie deficit (expressed as a positive number) = 250 calories') and ends with a closing '</answer>'
la150:9|correct|tag|
la150:10|correct|tag|the working says '200-450=-250 calories', the answer tag says 250 (the gold; the question asks for a positive number)
la150:11|correct|tag|
la150:13|correct|tag|'<answer>250 relation: Cary's net calorie deficit <relation> 250 calories <relation> </relation> </answer>' (the only value in the tag is the gold, twice)
la150:14|wrong|tag|'<answer>-250</answer>' (the question asks for a positive number; gold 250)
la150:15|correct|tag|
sm50:0|correct|tag|'<answer>So, in total, Archer caught 8 + 20 + 32 = 60 fish that day.</answer>'
sm50:1|wrong|tag|'<answer>40 fish</answer>'
sm50:2|wrong|tag|
sm50:3|wrong|tag|no '</think>'; '<answer>20 fish</answer>' (the second round's count; gold 60)
sm50:4|correct|tag|'<answer>60 fish</answer>'
sm50:5|wrong|tag|'<answer>160 fish</answer>'
sm50:6|wrong|tag|
sm50:7|correct|tag|'<answer>He caught a total of 60 fish on that day.</answer>'
sm50:8|correct|tag|'<answer>80 pages remain</answer>' (the working stops at 40 pages used), then an invented turn ('Great! Can you help me with one more task?') with an answer of its own ('10.367') and a cut-off 'randomOptions' line; labelled by the answer to the question posed (corpus convention)
sm50:9|correct|tag|four think blocks, then '<answer>80</answer>'
sm50:10|correct|tag|HTML '<span class="MathJaxContent-Element-MathRenderer-526">' wrappers in the working; '<answer>80</answer>'
sm50:11|correct|tag|'<answer>\n120 pages - 40 pages = 80 pages\n</answer>'
sm50:12|correct|final_answer_phrase|debatable: an answer tag opened mid-working and never closed holds '### Final Answer:\n30' (the science-project pages), then '</think>', the rest of the working and a last '### Final Answer:\n80'; labelled by the last final answer (80, the gold); wrong is arguable (two different 'Final Answer' values)
sm50:13|wrong|tag|'<answer>60 pages remain in the pad</answer>'
sm50:14|correct|tag|
sm50:15|wrong|tag|'60 pages remaining in the pad' three times between think blocks, then '<answer>60</answer>'
g9g:0|correct|prose_sentence|no box (the prompt asks for one); 'Therefore, the polar coordinates are **(3, π/2)**.' with a Unicode π
g9g:1|correct|boxed|'\boxed{3\sqrt{13}} units.' outside math delimiters
g9g:2|wrong|boxed|'$\boxed{4096}$' twice
g9g:3|correct|boxed|'\boxed{23}' outside math delimiters
g9g:4|correct|boxed|'$\tan A = \boxed{2}$.'
sr:0|correct|final_answer_phrase|
sr:1|wrong|final_answer_phrase|the working passes through the gold ('2 x 540 = 1080 kilograms') and doubles once more: 'Final answer: 2160'
sr:2|wrong|final_answer_phrase|
sr:3|correct|final_answer_phrase|
sr:4|wrong|final_answer_phrase|'Final answer: 0.3333' (one third of a gallon; gold 2)
sr:5|correct|final_answer_phrase|
sr:6|correct|final_answer_phrase|
sr:7|wrong|final_answer_phrase|debatable: the working reaches '15500/100 = 155 dollars' (the gold), then 'Thus, fifteen thousand five hundred cents' and 'Final answer: 15500' (the same amount in cents, a bare number); labelled by the final line as written
sr:8|wrong|final_answer_phrase|
sr:9|correct|final_answer_phrase|
j32:0|correct|hash|
j32:1|correct|hash|
j32:2|correct|hash|
j32:3|correct|hash|
j32:4|correct|hash|
j32:5|correct|hash|
j32:6|correct|hash|
j32:7|correct|hash|
j32:8|correct|hash|
j32:9|correct|hash|'Thus, Eliza's total earnings for the week are:\n#### 460' (the marker line follows a colon)
j32:10|correct|hash|
k34:0|correct|boxed|no tags; 'So the final answer is \( \boxed{8} \). Let's verify this with Python code.' then a Python block that is never run (the completion ends there, 261 tokens, not at the cap); the value was committed before the check
k34:1|correct|tag|the answer tag holds the working and 'So, the answer is 8.'
k34:2|wrong|tag|
k34:3|correct|boxed|no tags; '\(\boxed{8}\)' for the question posed, then self-set new problems with boxes of their own ('\boxed{\frac{5}{72}}') and a matrix problem cut at the cap; labelled by the answer to the question posed (corpus convention)
k34:4|wrong|tag|'<answer>0</answer>' with no working
k34:5|wrong|tag|'$\boxed{4}$' in the think block, then '<answer>4</answer>'
k34:6|correct|boxed|no tags; Python block, output 8, '\[\n\boxed{8}\n\]'
k34:7|correct|tag|the answer tag is never closed: it holds the working and '\(\boxed{8}\)', then '\end{document}' and a second, unrun Python check
k34:8|wrong|tag|'<answer>5049</answer>' (gold 0)
k34:9|correct|tag|'<answer> 0 </answer>'
sb:0|wrong|final_answer_phrase|'Final answer: 27.' (a period after the value)
sb:1|correct|final_answer_phrase|'Final answer: 1080.'
sb:2|wrong|final_answer_phrase|
sb:3|wrong|final_answer_phrase|'Final answer: -1.'
sb:4|wrong|final_answer_phrase|'remaining: 8 Final answer: 8' (the marker inside the last sentence, no division by the party's people; gold 2)
sb:5|wrong|final_answer_phrase|'Final answer: 240.'
sb:6|wrong|final_answer_phrase|'Total cookies = 68 + 73 + 61 + 94 = 296 Final answer: 296'
sb:7|wrong|final_answer_phrase|
sb:8|correct|final_answer_phrase|'Final answer: 120.'
sb:9|wrong|final_answer_phrase|'Final answer: 13.' after '90 and Beck has 87' (the working's difference is the gold 3)
sb:10|correct|final_answer_phrase|'Final answer: 10.'
sb:11|correct|final_answer_phrase|
sb:12|wrong|final_answer_phrase|'Final answer: 7000.'
sb:13|correct|final_answer_phrase|'Final answer: 350.'
sb:14|correct|final_answer_phrase|'Total: $15000 + $5000 = $20000 Final answer: 20000'
sb:15|correct|final_answer_phrase|
qb:0|correct|boxed|
qb:1|correct|boxed|
qb:2|correct|boxed|'\boxed{6-5i}' for '6 - 5i'
qb:3|correct|boxed|the working claims a^2 and b^2 are roots of x^2 - (12 + 2\sqrt{35})x + 4 = 0 (they are not), but its sums are right and the box is the gold
qb:4|correct|boxed|
k36:0|correct|tag|'$\boxed{1}$' in the think block, then '<answer>1 </answer>'
k36:1|wrong|tag|the think block stops before the remainder ('Let's solve it step-by-step.'), then '<answer>2</answer>'
k36:2|correct|tag|
k36:3|correct|tag|
k36:4|wrong|tag|'... the 4th digit in the repeating sequence, which is 8.' then '<answer> 8 </answer>' (the 4th digit of 857142 is 1)
k36:5|correct|tag|
k36:6|correct|tag|
k36:7|correct|tag|'<answer> 1 </answer>'
k36:8|wrong|tag|debatable: ends '</think> 100 <answer>': the value 100 (the think block's total) between the closing think tag and an answer tag that is opened and never filled or closed; labelled by that last stated value (gold 494); no_answer is arguable (an empty answer tag)
ps:0|no_answer|truncated|cut mid-working ('Since 6 crabs equal 1 goat, we'); no number of goats stated
ps:1|wrong|bare_last_line|last line '$16' (cost per piece from a total misread as 4 x $80; gold 4)
ps:2|wrong|bare_last_line|last line '200' (gold 240)
ps:3|correct|bare_last_line|
ps:4|correct|bare_last_line|
ps:5|no_answer|truncated|cut inside the thinking block after the main job's $128 a day; no weekly total
ps:6|no_answer|truncated|cut at 'The total' after the 55 minutes of non-song time; no song time stated
ps:7|no_answer|truncated|cut at the '=' of the last display; no number of red cards stated
ps:8|no_answer|truncated|cut at 'Goals by 1 player} = 300 - 60 ='; no answer
ps:9|correct|bare_last_line|
ps:10|no_answer|truncated|cut while setting up contradictory equations; no number of cats
ps:11|no_answer|truncated|cut at '**Step' after 96 homes distributed in the second stage; no remaining count stated
ps:12|no_answer|truncated|cut at '**Step' after Gage's starting total 22 (an intermediate value); no final total
ps:13|wrong|bare_last_line|debatable: the sentence before says 'will take 5 days' (the gold), but the last line, the answer line the prompt asks for, is '50 liters' (the question's own quantity); labelled by the last line
ps:14|no_answer|truncated|cut at 'There' while counting breaks; no total time
ps:15|no_answer|truncated|debatable: the working reaches '6 - 3 = 3' (the gold), then doubts it ('Wait, let's re-read carefully.') and is cut in the re-check; no final answer committed (round 10's convention)
k28:0|wrong|answer_is|no answer tag; a box holding the whole polynomial ('\boxed{9x^5-6x^2+26x^3-5}'), then noise, an invented 'Assistant: <think>' turn ('So the coefficient of x^3 is -14.') and a last '####\nThe answer is 9x^5 + 14x^3 - 6x^2 - 5' (a polynomial, not the coefficient asked)
k28:1|correct|tag|'<answer> $26$ </answer>'
k28:2|correct|boxed|no tags; '\(\boxed{26}\).'
k28:3|correct|boxed|no tags; '\(\boxed{26}\)'
k28:4|wrong|tag|'<answer>3+3+-20=-14</answer>'
k28:5|wrong|tag|the answer tag holds the working and 'Answer: $\boxed{32}$', then '</think>' (never closed as an answer tag)
k28:6|wrong|tag|
k28:7|correct|boxed|no tags; '\[\boxed{26}\]'
k28:8|correct|tag|
k28:9|wrong|tag|'<answer> $12 \text{ or } 18</answer>' (a hedge of two values, neither the gold 192)
ps:16|no_answer|truncated|cut at 'Total books for' after 10/3 paperbacks and 8 hardbacks; no total
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
