r"""Build public_heldout27.jsonl: a twenty-seventh held-out round of REAL model completions (issue 25).

Why: rounds 1-26 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_reward, answer_reward,
metrics, correct, pred, predicted, the labrem reports' 'Answer:' / 'Is Correct:' lines, accuracy
headers and the like) were not used to label.

Method (rounds 3-26's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: for the JSON / JSONL files it is the
file's JSON string (decoded once more by the build); for labrem's Markdown report it is the
report's text between '--- LLM Response ---\n' and '\n--- End LLM Response ---' written
JSON-escaped as the index page shows it, decoded the same way. A record is taken only when its
whole completion lies on the pages read; four labrem completions (math_00039, 00053, 00074, 00092)
cross a page edge and were joined at the edge (the pages are consecutive slices). Nothing is
shortened. Every completion was compared (whitespace-normalised) with every completion of rounds
1-26 and exact repeats were left out (their rec numbers are skipped, so ids have gaps): all nine
base-bs64 lines read (shauryajeloka's base Qwen2.5-3B-Instruct at temperature 0 repeats rounds 23
and 25 word for word; the source was dropped), nine of the ten base-fmt-uncapped lines read (sfu
keeps line 7 only), rlaif-merged lines 5 and 8 (round 26), flatmath_plusgen line 3 (round 25) and
xiaofei lr_3e-5_seed_1 step-160 lines 6-8 (the one-token collapse '5</think> <answer>5</answer>',
word for word as in round 18). Within the round, identical short collapse strings (x160) are kept as
they come.

Repositories (310 records; all six are already in the corpus, and every file is one no earlier
round used: `grep -l <path> build_public_heldout*.py` finds only this builder):
KleistvonLiu/assignment5-alignment 78 (25.2 %), yyfblock/grpo-math 62 (20.0 %),
janettang000/eval-infra 55 (17.7 %), xiaofei9289/CS336_Project 45 (14.5 %; MIT),
shauryajeloka/yoda-gsm8k-posttraining 44 (14.2 %), labrem/neus2026-labre 26 (8.4 %; MIT). No licence file was
found for the other four; `licence` per record. The search for repositories new to the corpus found
none with usable committed completions in the time given (dead ends below).

Split: think_answer 185 (GSM8K 107, MATH 78), long_cot 125 (GSM8K 99, MATH 26); GSM8K 206, MATH
104. Truths: correct 173, wrong 129, no_answer 8 (GSM8K 118 / 88 / 0, MATH 55 / 41 / 8); 6
debatable.

Selection (records as they come, not by how hard they look; each file read from its start, or
from the offset named, in file order; every record whose completion lies on the pages read taken
unless said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, none in MATH-500 by their opening words, file gold):
  k47 ... k58 = rollout_step_0000{47,48,49,51,53,54,56,57,58}/rollouts.jsonl, page 0 of each:
  step 47 q0 r0-7; step 48 q0 r0-7 and q1 r0; step 49 q0 r0-7 and q1 r0-2; step 51 q0 r0-6 (r7
  crosses the edge); step 53 q0 r0-7 and q1 r0-1; step 54 q0 r0-4; step 56 q0 r0-7 and q1 r0; step
  57 q0 r0-7; step 58 q0 r0-7 and q1 r0-2 (rounds 9 and 20-26 took steps 1-46, 50, 52, 55, 60, 65,
  68, 70, 75, 80, 84 and 87). MATH in
  the answer-tag format: '<answer> 112,875 </answer>' for the gold '112,\!875', '\fbox{5}' in the
  think block, '<answer>0, 1</answer>' and '<answer>1, 0</answer>' (a set in the other
  order), '<answer> $121$ </answer>', '<answer> $\sqrt{2}$ </answer>', a box in the think block then
  a tag, no opening tag ('</think> $\boxed{\frac{\sqrt{2}}{2}}$ </answer>'), '<end think>' then a
  box, an invented 'Assistant:' turn with an unclosed '<answer> $0$', one of two solutions in the
  tag, 'Answer: 15 minutes.' followed by self-set new problems with boxes of their own, an invented
  'User:' turn on quantum physics, cuts at the token cap inside a Python check.
* yyfblock/grpo-math (Qwen2.5-1.5B, its R1-style prompt; think_answer, GSM8K test in order, the
  question stored): a5p = results/ac_500.jsonl lines 23-44 (page 1, offset 16000; line 22 crosses
  the edge, round 26 took 1-21); msp = results/merged_sanity.jsonl lines 24-46 (page 1; round 26
  took 1-22, line 23 crosses); s2p = results/s1_after_200steps.jsonl lines 17-33 (page 1; round 26
  took 1-15, line 16 crosses). Forms: '<answer>$57,500</answer>', '<answer>$16.00</answer>',
  '<answer>7 DVDs</answer>', '<answer>\n8\n</answer>', '<answer>93.33</answer>', '<answer>0.25
  </answer>', '<answer>72 centimeters</answer>'.
* xiaofei9289/CS336_Project (OLMo-2-0425-1B, CS336 assignment 5, R1-Zero prompt; think_answer,
  GSM8K train rollouts): x160 = lr_3e-5_seed_1/rollouts_step_160.jsonl lines 1-5 and 9-20 (a
  collapsed run; line 21 crosses); xd40 = dr_grpo_seed_1/rollouts_step_40.jsonl lines 1-16 (line
  17 crosses); x5120 = lr_5e-6_seed_0/rollouts_step_120.jsonl lines 1-12. Page 0 of each. Forms:
  sentences in the answer tag ('Therefore, Ellie and Riley have 5 + 8 = 13 pairs of shoes in
  all.'), '<answer>As planned in <date> on Monday</date>, she rode for 1 hour</answer>', an invented
  'User:' inside the tag, four '<answer>' openings and one close, '</think anger>', an empty
  '</think></answer>' after the value, non-breaking spaces, '<answer> -36 </answer>'.
* janettang000/eval-infra (Qwen/Qwen2.5-32B-Instruct, its '####' GSM8K prompt; long_cot, GSM8K
  test in order): j32 = results/gsm8k_32b_results.json samples 34-42 (page 3, offset 48000; 33
  crosses), 44-54 (page 4), 56-66 (page 5), 68-77 (page 6), 79-92 (page 7, offset 112000; rounds
  25-26 took 0-32; each page's first sample crosses the edge). Forms: '#### 75.00', '#### 57.00',
  a sentence then '#### N'.
* shauryajeloka/yoda-gsm8k-posttraining (Qwen2.5-3B-Instruct, greedy, the repository's frozen
  GSM8K test sample in the file's order; long_cot): src2 = outputs/rlvr-combined-v2/gsm8k_eval.jsonl
  lines 1-10; sra = outputs/rlaif-merged/gsm8k_eval.jsonl lines 1-4, 6-7, 9-10; sb25 =
  outputs/blend-v2-25/gsm8k_eval.jsonl lines 1-10; sfp = outputs/flatmath_plusgen/gsm8k_eval.jsonl
  lines 1-2 and 4-16; sfu = outputs/base-fmt-uncapped/gsm8k_eval.jsonl line 7. Page 0 of each.
  Forms: Yoda-style reasoning ending 'Final answer: N' after a sentence with the value in words
  ('Thus, five thirds of a gallon each person drank' then 'Final answer: 5'; 'fifteen thousand five
  hundred cents' then 'Final answer: 15500' after '155 dollars' in the working), 'Final answer: 2
  2/3', 'Final answer: \(\frac{8}{3}\)', 'Final answer: 34.20', 'The answer is 7.5'.
* labrem/neus2026-labre (gemma2:2b through Ollama on MATH-500, condition openmath, best-of-n, symbol
  threshold 0.7; long_cot; problem id math_NNNNN = MATH-500 line NNNNN): g27 =
  results/experiment_gemma2-2b_openmath_best-of-n_0.7_260208_2122.md problems 00000, 00008, 00015,
  00021 (page 0), 00039 (joined), 00044, 00045, 00050, 00051 (page 1), 00053 (joined), 00055,
  00059, 00060, 00065, 00066 (page 2), 00074 (joined), 00076, 00077, 00086, 00089, 00090 (page 3),
  00092 (joined), 00099, 00102, 00105, 00107 (page 4, offset 64000; 00111 crosses). Forms:
  '\boxed{(3,\pi)}' outside math delimiters, '$$\boxed{\tan A = 2}$$', '\boxed{\text{Degree of } f
  = 3}', '$$\boxed{ \text{Quotient: } x^5-1  \qquad \text{Remainder: } -3 - x}$$',
  '$$\boxed{Median = 21.5}$$', '\boxed{\frac{35}{625} \cdot \frac{64}{125}}' (an unsimplified
  product), 'The answer is **44**.',
  '**Final Answer:**  $\mathbf{v} = \begin{pmatrix} 3 \\ -3 \\ -3 \end{pmatrix}$', plans with no value,
  Unicode '3√13', '÷', '²'.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-26's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word, a '$' sign or a
thousands comma, '#### 75.00' for 75, an equation whose right side is the value ('\tan A = 2', 'a
+ b = \boxed{0}'), a text label before the value in a box ('Degree of f = 3'), an unsimplified
product equal to the gold, a box inside or outside math delimiters); another quantity is wrong
('Final answer: 15500' cents for 155 dollars, Riley's 5 for the total 13, the throwing distance for
the distance outside the flames); one of two required solutions is wrong; in the tag format the
`<answer>` content is the final answer whatever the think block says, read for its final value when
it holds a sentence or an equation; a tag holding several values or more working is labelled by its
closing statement (wrong here when none is the gold); with no opening answer tag the completion is
labelled by its last box or last stated result; an answer tag that is never closed still holds the
answer; a completion that goes on with invented 'User:' / 'Assistant:' turns or self-set new
problems is labelled by the answer to the question actually posed (round 2's convention,
debatable where marked); a value stated and then re-checked in a step that is cut off ('Let's verify
this using Python code.') is no_answer (round 10's convention, debatable); a plan with no value is
no_answer. Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (yyfblock's gold,
xiaofei9289's ground_truth, shauryajeloka's ground_truth, janettang000's 'expected'): a5p, msp,
s2p, j32, the shauryajeloka files are GSM8K test questions; x160, xd40, x5120 are GSM8K train
questions. MATH: KleistvonLiu's problems are not in MATH-500 by their opening words, so the file's
own answer (its MATH test gold) as transcribed; labrem's 26 problems are MATH-500 lines, and
MATH-500's `answer` is checked equal to the report's Ground Truth.

Dead ends this round (searched, nothing usable): MaxiRuess/reasoning-distillation-grpo
results/gsm8k_results.json (accuracy summaries only, no completions); NgOchOcc/persistent-sampling
results/math500_results.json (step fragments cut at a step boundary, each opening with the
echoed prompt, no final answers: not completions); SilverCoin256/cofail results (ARC/HellaSwag
responses and GSM8K metrics only); labrem qwen2.5-math-7b best-of-n 0.3 page 3 (math_00060 is a
several-thousand-character degenerate loop crossing the page edge); xiaofei9289
lr_3e-5_seed_1/rollouts_step_40.jsonl (read: collapsed like step 160, not taken to avoid more
identical one-token answers); find_string for '"completion": "<think>\nOkay, let's' and '",
"response": "Let's solve this step by step' (no hits); find_files for
outputs/gsm8k_predictions.jsonl (none) and samples.jsonl (code-generation benchmarks only).

Leads for a later round: KleistvonLiu steps 59, 61-64, 66, 67, 69, 71-74, 76-79, 81-83, 85, 86
(page 0 holds 5-12 rollouts); labrem gemma2-2b best-of-n 0.7 from math_00111 (page 4 on) and the
other best-of-n thresholds (check each completion against earlier rounds: the seed is fixed, so a
problem whose retrieved symbols match can repeat word for word); janettang000 gsm8k_32b_results.json
samples 93-99 (page 8, offset 128000); yyfblock later pages of ac_500 (from line 45),
merged_sanity (from line 47) and s1_after_200steps (from line 34), and the train_samples steps no
builder names; xiaofei9289 dr_grpo_seed_1/rollouts_step_120.jsonl, lr_5e-6_seed_0/rollouts_step_80
and _160, dr_grpo_seed_0/rollouts_step_80, and later pages of the files read here; shauryajeloka
rlvr-verifier-v2-l40s and the persona_math_eval.jsonl files, and later pages of the files read here
(the base-model folders repeat earlier rounds).

Usage: python build_public_heldout27.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout27.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout27.jsonl"
SOURCE = "public_heldout27"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-26 took rollout steps 1-46, "
    "50, 52, 55, 60, 65, 68, 70, 75, 80, 84 and 87), rollout step {}, on MATH test "
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


XF = "xiaofei9289/CS336_Project"
MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)
X160_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "lr_3e-5_seed_1: learning rate 3e-5 by the run's name, seed 1; a collapsed run: every response "
    "read is a one-token think block and a short answer tag; round 18 took its final validation "
    "rollouts): the training rollouts the run logged at step 160 (groups of 8 samples per "
    "question); the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)
XD40_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_1: the Dr. GRPO recipe by the run's name, seed 1; rounds 18, 20 and 25 took its "
    "final validation rollouts, its step -1 validation and its step-0 and step-80 rollouts): the "
    "training rollouts the run logged at step 40 (groups of 8 samples per question); the record "
    "is one line's response (the text after the prompt's closing 'Assistant: <think>')"
)
X5120_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "lr_5e-6_seed_0: learning rate 5e-6 by the run's name, seed 0; rounds 19 and 22 took its "
    "step-40 rollouts and final validation rollouts): the training rollouts the run logged at "
    "step 120 (groups of 8 samples per question); the record is one line's response (the text "
    "after the prompt's closing 'Assistant: <think>')"
)

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
    "(results/ac_500.jsonl; round 26 took lines 1-21 from page 0, this round lines 23-44 from page "
    "1); the record is one line's completion (the text after the prompt's closing 'Assistant: "
    "<think>')"
)
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check of "
    "the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges is not "
    "named in the file), evaluated on GSM8K test in order with the repository's R1-style prompt "
    "(round 26 took lines 1-22 from page 0, this round lines 24-46 from page 1); the record is one "
    "line's completion (the text after the prompt's closing 'Assistant: <think>')"
)
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the file "
    "name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in order "
    "with "
    "the repository's R1-style prompt (round 26 took lines 1-15 from page 0, this round lines "
    "17-33 from page 1); the record is one line's completion (the text after the prompt's closing "
    "'Assistant: <think>')"
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
    "rounds 25 and 26 took samples 0-32; accuracy 0.96 by the file's header, not used to label); "
    "the record is one samples entry's raw_output"
)

YN = "shauryajeloka/yoda-gsm8k-posttraining"
YN_COMMIT = "ce91285519906171201845147f3d58eaf3dddef2"
YN_PROMPT = (
    "the GSM8K question as the user turn under Qwen's default system prompt (the file's prompt "
    "field and generation.system_prompt 'qwen_default', prompt_suffix empty)"
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


SFU_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with no adapter (the file's generation field: adapter null, "
    "temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024, and a prompt suffix "
    "asking for 'Final answer: <number>'; the folder base-fmt-uncapped: the base model with the "
    "format instruction and no 400-token cap), on the repository's frozen GSM8K test sample (the "
    "file's order); the record is one line's response"
)
SFU_PROMPT = (
    "the GSM8K question as the user turn under Qwen's default system prompt, followed by the "
    "file's prompt_suffix '\\n\\nEnd your reply with \"Final answer: <number>\".'"
)

SRC2_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlvr-combined-v2-lora at "
    "adapter_scale 1.0 (RLVR with the combined reward, second version, by the adapter's name; the "
    "file's generation field: temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024, "
    "prompt_suffix empty), on the same frozen GSM8K test sample (the file's order); Yoda-style "
    "reasoning ending 'Final answer: N', the trained style, not asked in the prompt; the record is "
    "one line's response"
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
G27_MODEL = (
    "gemma2:2b through Ollama (the file's header: max tokens 4096, seed 42, temperature 0.6, up to "
    "5 attempts) on MATH-500, condition openmath, mode best-of-n, symbol threshold 0.7 (105 "
    "problems); the record is one problem's text between '--- LLM Response ---' and '--- End LLM "
    "Response ---' (the attempt the file shows, its last); rounds 2, 25 and 26 took other files of "
    "this repository"
)

SRA_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct after the repository's RLAIF stage, merged (the folder "
    "rlaif-merged; the file's generation field names adapter outputs/rlvr-verifier-lora at "
    "adapter_scale 0.0 with temperature 0.0, system_prompt 'qwen_default', max_new_tokens 1024, "
    "prompt_suffix empty: by the Yoda-style outputs the merged weights carry the trained style), "
    "on the same frozen GSM8K test sample (the file's order); the record is one line's response"
)

SB25_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlvr-verifier-v2-lora at "
    "adapter_scale 0.25 (a blend, by the folder's name blend-v2-25; round 26 took the 0.5 and "
    "0.75 blends; the file's generation field: temperature 0.0, system_prompt 'qwen_default', "
    "max_new_tokens 1024, prompt_suffix empty), on the same frozen GSM8K test sample (the file's "
    "order); Yoda-style reasoning ending 'Final answer: N'; the record is one line's response"
)

SFP_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/sft-flatmath_plusgen (SFT "
    "on short GSM8K-style solutions plus generated ones ending 'Final answer: N', by the adapter's "
    "name; round 25 took the sft-flatmath file; the file's generation field: temperature 0.0, "
    "system_prompt 'qwen_default', max_new_tokens 1024, prompt_suffix empty), on the same frozen "
    "GSM8K test sample (the file's order); short chain-of-thought; the record is one line's "
    "response"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "k47": _kl(47),
    "k48": _kl(48),
    "k49": _kl(49),
    "k51": _kl(51),
    "k53": _kl(53),
    "k54": _kl(54),
    "k56": _kl(56),
    "k57": _kl(57),
    "k58": _kl(58),
    "msp": ("msp-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "j32": ("j32-qwen25-32b-instruct-gsm8k", JT, "results/gsm8k_32b_results.json", JTC, J32_MODEL,
            JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "xd40": ("xd40-olmo2-1b-drgrpo-seed1-rollouts40", XF,
             "assignment5/results/dr_grpo_seed_1/rollouts_step_40.jsonl",
             "67a18581e7660a1bc53ab2ef3d143cecec294b16", XD40_MODEL, R1Z, "think_answer", "gsm8k",
             "ground_truth", MIT),
    "x5120": ("x5120-olmo2-1b-grpo-lr5e-6-rollouts120", XF,
              "assignment5/results/lr_5e-6_seed_0/rollouts_step_120.jsonl",
              "67a18581e7660a1bc53ab2ef3d143cecec294b16", X5120_MODEL, R1Z, "think_answer", "gsm8k",
              "ground_truth", MIT),
    "x160": ("x160-olmo2-1b-grpo-lr3e-5-seed1-rollouts160", XF,
             "assignment5/results/lr_3e-5_seed_1/rollouts_step_160.jsonl",
             "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", X160_MODEL, R1Z, "think_answer", "gsm8k",
             "ground_truth", MIT),
    "sfu": ("sfu-qwen25-3b-instruct-base-final-answer-gsm8k", YN,
            "outputs/base-fmt-uncapped/gsm8k_eval.jsonl", "93a306fa6df92575abba746acbb52c8b13ff8a1f",
            SFU_MODEL, SFU_PROMPT, "long_cot", "gsm8k", "ground_truth", NO_LICENCE),
    "src2": ("src2-qwen25-3b-rlvr-combined-v2-gsm8k", YN, "outputs/rlvr-combined-v2/gsm8k_eval.jsonl",
             "69557e44f7fbc9e192b9b29b02fd284bfc1e3ca9", SRC2_MODEL, YN_PROMPT, "long_cot", "gsm8k",
             "ground_truth", NO_LICENCE),
    "g27": ("g27-gemma2-2b-openmath-bon-0.7-math500", LB,
            "results/experiment_gemma2-2b_openmath_best-of-n_0.7_260208_2122.md", LB_COMMIT,
            G27_MODEL, LB_PROMPT, "long_cot", "math", "Ground Truth", LB_LICENCE),
    "sb25": ("sb25-qwen25-3b-blend-v2-25-gsm8k", YN, "outputs/blend-v2-25/gsm8k_eval.jsonl",
             "609bca305eb6194fc24e69ad0186cb90fc1907e9", SB25_MODEL, YN_PROMPT, "long_cot", "gsm8k",
             "ground_truth", NO_LICENCE),
    "sfp": ("sfp-qwen25-3b-sft-flatmath-plusgen-gsm8k", YN, "outputs/flatmath_plusgen/gsm8k_eval.jsonl",
            "e40c8b959e1536a321c00c3b78571e33d97af853", SFP_MODEL, YN_PROMPT, "long_cot", "gsm8k",
            "ground_truth", NO_LICENCE),
    "sra": ("sra-qwen25-3b-rlaif-merged-gsm8k", YN, "outputs/rlaif-merged/gsm8k_eval.jsonl",
            "609bca305eb6194fc24e69ad0186cb90fc1907e9", SRA_MODEL, YN_PROMPT, "long_cot", "gsm8k",
            "ground_truth", NO_LICENCE),
    "s2p": ("s2p-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "a5p": ("a5p-qwen25-15b-sft-grpo-ac500-gsm8k", YB, "results/ac_500.jsonl", YB_COMMIT,
            A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k47:0|correct|tag|'<answer>0, 1</answer>'
k47:1|correct|tag|'<answer>0, 1</answer>'
k47:2|correct|tag|
k47:3|correct|tag|
k47:4|correct|tag|debatable: '<answer>1, 0</answer>': the two possible degrees in the other order (the problem asks for all the possible values, a set; gold '0,1')
k47:5|correct|tag|
k47:6|correct|tag|
k47:7|correct|tag|
k48:0|wrong|tag|
k48:1|wrong|tag|'<answer>21 </answer>'
k48:2|wrong|tag|
k48:3|wrong|tag|'(7 choose 2) / 3! = 10.5' rounded up to 11
k48:4|wrong|tag|
k48:5|wrong|tag|S(5,3) miscomputed as 31 (gold 41)
k48:6|wrong|prose_sentence|no think close or answer tag; the last statement on the question posed is 'The correct number of ways is actually \(243\)'; the completion then invents a 'User:' turn on quantum mechanics and answers it in prose
k48:7|wrong|boxed|'<end think>' instead of '</think>', no answer tag; the working ends '10+5 = 9 ways', the last line boxes 15 (gold 41)
k48:8|correct|tag|'<answer> $121$ </answer>'
k49:0|wrong|tag|'(2008 - 1) / 3 + 1 = 669' (gold 670)
k49:1|correct|tag|
k49:2|correct|tag|
k49:3|correct|tag|
k49:4|correct|tag|'<answer> 670 </answer>'
k49:5|correct|tag|
k49:6|correct|tag|
k49:7|correct|tag|
k49:8|correct|tag|
k49:9|correct|tag|
k49:10|correct|tag|
k51:0|wrong|tag|
k51:1|correct|tag|
k51:2|wrong|tag|
k51:3|correct|tag|
k51:4|correct|tag|
k51:5|wrong|tag|
k51:6|correct|tag|
j32:0|correct|hash|
j32:1|correct|hash|
j32:2|correct|hash|'#### 75.00' for the gold 75
j32:3|wrong|hash|the working invents 'he sold 2 more lego sets' and ends '#### 0' (gold 2)
j32:4|correct|hash|
j32:5|correct|hash|
j32:6|correct|hash|
j32:7|correct|hash|
j32:8|correct|hash|
j32:9|correct|hash|
j32:10|correct|hash|
j32:11|correct|hash|
j32:12|correct|hash|
j32:13|correct|hash|
j32:14|correct|hash|
j32:15|correct|hash|
j32:16|correct|hash|
j32:17|correct|hash|
j32:18|correct|hash|
j32:19|correct|hash|
j32:20|correct|hash|
j32:21|correct|hash|
j32:22|correct|hash|'#### 57.00' for the gold 57
j32:23|correct|hash|
j32:24|correct|hash|
j32:25|correct|hash|
j32:26|wrong|hash|reads the 5% a year as an addition to the full $50,000 pension; '#### 75000' (gold 25000)
j32:27|correct|hash|
j32:28|correct|hash|
j32:29|correct|hash|
j32:30|correct|hash|
j32:31|correct|hash|
j32:32|correct|hash|
j32:33|correct|hash|
j32:34|correct|hash|
j32:35|correct|hash|
j32:36|correct|hash|
j32:37|correct|hash|
j32:38|correct|hash|
j32:39|correct|hash|
j32:40|correct|hash|
j32:41|correct|hash|
j32:42|correct|hash|
j32:43|correct|hash|
j32:44|correct|hash|
j32:45|correct|hash|
j32:46|correct|hash|
j32:47|correct|hash|
j32:48|correct|hash|
j32:49|wrong|hash|applies the 10% raise once to the monthly pay and holds it; '#### 7920' (gold 9360)
j32:50|correct|hash|
j32:51|correct|hash|
j32:52|correct|hash|
j32:53|correct|hash|
j32:54|correct|hash|
sfu:6|wrong|final_answer_phrase|the addition is wrong ('202 + 96 = 302'); 'Final answer: 302' (gold 298, the sum the working set up)
src2:0|correct|final_answer_phrase|Yoda-style; 'Thus, thirty-six lemons Tim will need.' then 'Final answer: 36'
src2:1|correct|final_answer_phrase|
src2:2|wrong|final_answer_phrase|
src2:3|correct|final_answer_phrase|
src2:4|wrong|final_answer_phrase|the sentence before says 'five thirds of a gallon each person drank' (5/3), the marker says 'Final answer: 5'; neither is the gold 2
src2:5|correct|final_answer_phrase|
src2:6|correct|final_answer_phrase|'Substituting seven thirty for Max' (a word slip for 73) in the working; the answer is the gold
src2:7|wrong|final_answer_phrase|'Final answer: 47' (quarters counted in cents, twenties as 200 cents; gold 155)
src2:8|wrong|final_answer_phrase|
src2:9|correct|final_answer_phrase|
g27:0|wrong|boxed|'\boxed{(3,\pi)}' outside math delimiters (the working calls (0,3) a point 'on the negative y-axis'; gold (3, pi/2))
g27:1|correct|boxed|'\boxed{3\sqrt{13}}' on its own line after the working's Unicode '3√13'
g27:2|no_answer|none|a plan and formulas only ('r = √((2-3)² + (√2 + 3)²)' unevaluated); no value of w is given, no box
g27:3|no_answer|none|bounds and rounding definitions only; the SOLVE step 3 is empty and no integer is given
g27:4|wrong|boxed|joined across the page edge; '$\boxed{143}$' (132 taken as the gcd; gold 23)
g27:5|correct|boxed|the working adds the legs ('\frac{3}{4} + \frac{1}{2} = \frac{5}{4}'), not a straight-line distance; the box '$\boxed{1.25}$ miles' equals the gold 1.25
g27:6|correct|boxed|'$$\boxed{\tan A = 2}$$', an equation whose right side is the value
g27:7|no_answer|none|a plan with no number; ends 'Let me know if you want to explore this further!'
g27:8|wrong|boxed|the box holds two labelled parts: '\boxed{ \text{Quotient: } x^5-1  \qquad \text{Remainder: } -3 - x}' (gold x^5 - x^4 + x^3 - x^2 + x - 1)
g27:9|correct|boxed|joined across the page edge; the SOLVE step says 'arcsin(-1/2) = π/6', the VERIFY step and the last box say '$\boxed{-\frac{\pi}{6}}$' (the gold)
g27:10|correct|boxed|'\boxed{\text{Degree of } f = 3}' outside math delimiters: a text label, then the value (the quotient it states, 3x^3 + 2x^2 - 25x + 17, is wrong, the degree is the gold)
g27:11|wrong|answer_is|no box; 'The answer is **44**.' (gold 5)
g27:12|no_answer|none|no value of p, q, r; ends 'We can use long division or synthetic division to determine the quotient and remainder of our division.'
g27:13|correct|boxed|'## FINAL ANSWER:\n $\boxed{1}$'
g27:14|correct|boxed|'\boxed{x^3 + 3x - 6}' outside math delimiters inside the VERIFY line
g27:15|no_answer|none|debatable: joined across the page edge; no box and no committed value; the steps rewrite the expression in circles and end 'The expression has been simplified to its simplest form.' after '\frac{1}{\cos x \cdot \sin x} - \frac{\sin x}{\cos x}' (equal in value to the gold \cot x, but not a simplification)
g27:16|correct|boxed|'$a + b = \boxed{0}$' after a working that never finds a or b
g27:17|correct|boxed|
g27:18|correct|boxed|'\boxed{240}' outside math delimiters
g27:19|wrong|boxed|'**Answer:** \boxed{3}' (the Euclidean steps are miscomputed; gold 21)
g27:20|wrong|boxed|the plan says to multiply by 3/2 (the gold), the box holds the quotient: '$$10 \div \frac{2}{3} = 10 \times \frac{3}{2} = \boxed{15}$$'
g27:21|correct|boxed|joined across the page edge; '\boxed{\frac{35}{625} \cdot \frac{64}{125}}', an unsimplified product equal to the gold 448/15625
g27:22|wrong|final_answer_phrase|no box; '**Final Answer:**  $\mathbf{v} = \begin{pmatrix} 3 \\ -3 \\ -3 \end{pmatrix}$' (gold (-1/3, 2/3, 5/3))
g27:23|correct|boxed|'$\boxed{(a + 5)(b + 2)}$'
g27:24|wrong|boxed|'$$\boxed{Median = 21.5}$$' (gold 29)
g27:25|no_answer|none|lists the primes and the odd numbers but never counts the intersection; no value
sb25:0|wrong|final_answer_phrase|'Final answer: 6' (gold 36)
sb25:1|correct|final_answer_phrase|
sb25:2|wrong|final_answer_phrase|
sb25:3|correct|final_answer_phrase|
sb25:4|wrong|final_answer_phrase|'eight thirds of a gallon each' then 'Final answer: 8' (gold 2)
sb25:5|correct|final_answer_phrase|
sb25:6|correct|final_answer_phrase|
sb25:7|wrong|final_answer_phrase|the working reaches '15500/100 = 155 dollars' (the gold), then commits to cents: 'Thus, fifteen thousand five hundred cents' and 'Final answer: 15500'
sb25:8|wrong|final_answer_phrase|
sb25:9|correct|final_answer_phrase|
sfp:0|wrong|answer_is|'The answer is 7.5' (gold 36)
sfp:1|wrong|final_answer_phrase|
sfp:3|wrong|final_answer_phrase|'Final answer: 4.5'
sfp:4|wrong|final_answer_phrase|'Final answer: 2 2/3', a mixed number (three people, not four; gold 2)
sfp:5|wrong|final_answer_phrase|
sfp:6|wrong|final_answer_phrase|
sfp:7|wrong|final_answer_phrase|
sfp:8|wrong|final_answer_phrase|
sfp:9|wrong|final_answer_phrase|'Beck has 33 - 90 = 57 fewer apples'; 'Final answer: 57' (gold 3)
sfp:10|correct|final_answer_phrase|
sfp:11|correct|final_answer_phrase|
sfp:12|correct|final_answer_phrase|the working writes '3,000 feet', the marker 'Final answer: 3000'
sfp:13|wrong|final_answer_phrase|
sfp:14|correct|final_answer_phrase|
sfp:15|wrong|final_answer_phrase|
sra:0|correct|final_answer_phrase|
sra:1|correct|final_answer_phrase|
sra:2|wrong|final_answer_phrase|
sra:3|wrong|final_answer_phrase|'Final answer: 7' after 'leaving him with 5 - 12 = -7 dollars' (gold 2)
sra:5|wrong|final_answer_phrase|'60 x (4 + 2) = 360 legs'
sra:6|correct|final_answer_phrase|
sra:8|correct|final_answer_phrase|
sra:9|correct|final_answer_phrase|
xd40:0|correct|tag|the answer tag holds a sentence: 'Therefore, Ellie and Riley have 5 + 8 = 13 pairs of shoes in all.'
xd40:1|wrong|tag|'Riley has 5 pairs of shoes, which is 1 fewer than Ellie's 6 pairs.' (gold 13)
xd40:2|wrong|tag|'... so Riley has 5 pairs of shoes.' (Riley's count, not the total)
xd40:3|correct|tag|'Riley has 5 pairs of shoes. Together they have 8 + 5 = 13 pairs of shoes.'
xd40:4|wrong|tag|no '</think>'; '... the number of pairs of shoes is 28 <answer> 28 </answer>'
xd40:5|correct|prose_sentence|debatable: no opening answer tag; the think block ends 'The total number of pairs of shoes they have together is 8 + 5 = 13 </think></answer>' (a closing answer tag with nothing opened); labelled by the last stated result
xd40:6|wrong|tag|an invented 'User:' inside the tag; 'User: They have 5 pairs of shoes together.'
xd40:7|wrong|prose_sentence|no opening answer tag; 'Riley has 8 - 3 = 5 pairs of shoes</answer>' (Riley's count)
xd40:8|wrong|tag|'<answer>As planned in <date> on Monday</date>, she rode for 1 hour</answer>' (gold 12)
xd40:9|wrong|tag|'<answer> 1 + 2 + 2 = 5 hours </answer>'; the think block has non-breaking spaces
xd40:10|wrong|tag|'Bethany rode for 3 hours in total over a 2 week period'
xd40:11|wrong|tag|'2 weeks - 1 week = 1 week total = 29 hours'
xd40:12|wrong|tag|the tag gives several values ('Day 1: ... = 3.5 hours. Day 3: ... = 4 hours')
xd40:13|wrong|tag|the answer tag holds more working and ends '18 hours - 9 hours = 9 hours.'
xd40:14|wrong|tag|four '<answer>' openings and one close; the last statement '3x3 + 1x2 + 2 = 9 + 2 = 11 hours in total'
xd40:15|wrong|prose_sentence|debatable: a malformed '</think anger>' and no opening answer tag; the closing statement lists parts ('10 hours on Monday, Wednesday, Friday, ... 1 hour on Tuesday and 1 hour on Saturday') and no total; none of them is the gold 12
x5120:0|wrong|tag|'<answer> 562.5 </answer>' (3200 / 400 * 45 miscomputed as 1125; gold 180)
x5120:1|correct|tag|
x5120:2|correct|tag|
x5120:3|correct|tag|
x5120:4|correct|tag|
x5120:5|wrong|tag|an invented 3/5 split; '<answer> 72 </answer>'
x5120:6|wrong|tag|
x5120:7|wrong|tag|
x5120:8|wrong|tag|'<answer> -36 </answer>' (gold 24)
x5120:9|correct|tag|
x5120:10|correct|tag|
x5120:11|correct|tag|
x160:0|wrong|tag|'4</think> <answer>5</answer>' (a collapsed run; gold 14)
x160:1|wrong|tag|
x160:2|wrong|tag|
x160:3|wrong|tag|
x160:4|wrong|tag|
x160:8|wrong|tag|'4</think> <answer>4</answer>' (gold 9)
x160:9|wrong|tag|
x160:10|wrong|tag|
x160:11|wrong|tag|
x160:12|wrong|tag|
x160:13|wrong|tag|
x160:14|wrong|tag|
x160:15|wrong|tag|'7</think> <answer>4</answer>'
x160:16|wrong|tag|'4</think> <answer>4</answer>' (gold 34)
x160:17|wrong|tag|
x160:18|wrong|tag|
x160:19|wrong|tag|
a5p:0|correct|tag|
a5p:1|correct|tag|
a5p:2|correct|tag|
a5p:3|correct|tag|
a5p:4|correct|tag|
a5p:5|correct|tag|the working ends '$16.00 on ice cream', the tag holds 16
a5p:6|correct|tag|
a5p:7|wrong|tag|
a5p:8|correct|tag|
a5p:9|wrong|tag|'<answer>93.33</answer>' (gold 80)
a5p:10|correct|tag|
a5p:11|correct|tag|
a5p:12|correct|tag|
a5p:13|wrong|tag|
a5p:14|correct|tag|the working ends '$75.00 on yogurt', the tag holds 75
a5p:15|wrong|tag|
a5p:16|correct|tag|
a5p:17|wrong|tag|walking speed taken as 1 mile per hour; 16 (gold 18)
a5p:18|correct|tag|
a5p:19|correct|tag|
a5p:20|correct|tag|
a5p:21|correct|tag|the working has a wrong step ('60g of chips contains ... 1500 calories') but the answer is the gold
k53:0|wrong|tag|
k53:1|wrong|tag|
k53:2|wrong|tag|a box in the think block '\boxed{14} \pmod{49}' and '<answer>14</answer>' (gold 35)
k53:3|wrong|tag|
k53:4|wrong|tag|
k53:5|wrong|tag|the think block ends on 'the answer to the [i]enclosed problem[/i]' without a value; the tag holds 41
k53:6|wrong|tag|
k53:7|wrong|tag|
k53:8|correct|tag|
k53:9|wrong|tag|'<answer> $\sqrt{2}$ </answer>' (gold 1)
k54:0|wrong|tag|'<answer> 0 </answer>': one of the two solutions (gold '0, \frac{1}{2}')
k54:1|wrong|boxed|no opening answer tag: '</think> $\boxed{\frac{\sqrt{2}}{2}}$ </answer>' (gold 0, 1/2)
k54:2|no_answer|truncated|debatable: the working finds x = 1/2 and checks that x = 0 also satisfies the equation, then says 'the solution to the equation is \(x = \frac{1}{2}\). Let's verify this using Python code.' and is cut at the token cap inside the check; no answer tag (round 10's convention for a check that is cut off)
k54:3|no_answer|truncated|cut at the token cap mid-sentence after a code output of 0.75 ('The numerical solution to the equation $\arcsin(x) + \ar'); no answer tag
k54:4|wrong|tag|the completion writes an invented 'Assistant:' turn and an answer tag that is never closed: '<answer> $0$' (one of the two solutions; gold 0, 1/2)
k56:0|correct|tag|
k56:1|correct|tag|'<answer> 15 </answer>'
k56:2|correct|answer_is|debatable: no tags; 'Answer: 15 minutes.' answers the question posed (the gold); the completion then sets itself new problems, boxes '\boxed{\left(\frac{9}{25}, \frac{2}{5}, \frac{12}{25}\right)}' for the first and is cut at the token cap inside the second; labelled by the answer to the question actually posed (the corpus convention for invented turns)
k56:3|correct|tag|'<answer>15 minutes </answer>'
k56:4|correct|tag|
k56:5|correct|tag|
k56:6|correct|tag|
k56:7|correct|tag|
k56:8|correct|tag|
s2p:0|wrong|tag|'<answer>360 miles</answer>' (both trains added; gold 230)
s2p:1|correct|tag|'<answer>$57,500</answer>'
s2p:2|wrong|tag|the think block lists steps and computes nothing; '<answer>\n8\n</answer>' (gold 7)
s2p:3|wrong|tag|'<answer>4 miles per hour</answer>' (gold 6)
s2p:4|wrong|tag|'<answer>19.68</answer>' (gold 15)
s2p:5|wrong|tag|
s2p:6|correct|tag|'<answer>7 DVDs</answer>'
s2p:7|wrong|tag|'<answer>72 centimeters</answer>': the length left of an invented 82 cm candle, not the melt (gold 8)
s2p:8|correct|tag|'<answer>$26</answer>'
s2p:9|correct|tag|
s2p:10|correct|tag|calculator annotations in the working ('$<<3*16.50=49.50>>49.50')
s2p:11|correct|tag|'<answer>$16.00</answer>'
s2p:12|wrong|tag|'<answer>40 miles</answer>' (gold 25)
s2p:13|wrong|tag|'<answer>$54.50</answer>' (gold 104)
s2p:14|wrong|tag|
s2p:15|wrong|tag|
s2p:16|correct|tag|
k57:0|wrong|tag|'<answer> 193441 </answer>' (gold 112,\!875)
k57:1|correct|tag|'<answer> 112,875 </answer>' (a thousands comma) for the gold '112,\!875'
k57:2|wrong|tag|
k57:3|wrong|tag|'<answer>511,750</answer>'
k57:4|correct|tag|'<answer>112875</answer>' after 'approximately 112,875 cases'
k57:5|wrong|tag|the tag holds an equation chain ending '= 112,507.56\) (rounded to the nearest whole number, 112,508 cases).'
k57:6|wrong|tag|'<answer>500000/99</answer>'
k57:7|wrong|tag|'<answer> 112,500 </answer>'
k58:0|correct|tag|
k58:1|correct|boxed|no tags; 'The answer is \(\boxed{5}\).'
k58:2|correct|tag|
k58:3|correct|tag|
k58:4|correct|tag|'\fbox{5}' in the think block, then '<answer>5</answer>'
k58:5|correct|tag|
k58:6|correct|tag|
k58:7|correct|tag|
k58:8|wrong|tag|'\boxed{5} \pmod{22}' in the think block and '<answer>5</answer>' (gold 12)
k58:9|wrong|boxed|no tags; a code block and its output, then '\[\n\boxed{9}\n\]' (gold 12)
k58:10|wrong|tag|'<answer> 14 </answer>' (gold 12)
msp:0|correct|tag|
msp:1|wrong|tag|'<answer>32.1</answer>' (gold 26)
msp:2|wrong|tag|the working reaches '4.8 boxes', the tag holds 4 (gold 2)
msp:3|correct|tag|the working ends '$243.00', the tag holds 243
msp:4|wrong|tag|
msp:5|correct|tag|the working's sentences name the wrong legs ('40 miles between his first and second stop', '25 miles between his second stop and the end'), but the value 25 is the gold distance and the tag holds 25
msp:6|correct|tag|the working is odd ('$33 + $33 = $66', '$66 + $33 = $99') but reaches the gold 104
msp:7|wrong|tag|Darrell's age plus 10 (73), not Allen's (gold 109)
msp:8|wrong|tag|'<answer>93.33</answer>' (gold 80)
msp:9|wrong|tag|
msp:10|correct|tag|
msp:11|correct|tag|
msp:12|correct|tag|
msp:13|correct|tag|
msp:14|correct|tag|the working divides the money left by the lego price ('$30 / $15 = 2 lego sets left'); the value equals the gold
msp:15|wrong|tag|'<answer>0.25</answer>' (gold 10)
msp:16|correct|tag|
msp:17|correct|tag|the working says 'In 1 year' / 'In one year' but states the ages asked for; 8 is the gold
msp:18|wrong|tag|'<answer>1200</answer>': the throwing distance, not the distance outside the flames (gold 200)
msp:19|wrong|tag|'<answer>2.8</answer>' (gold 26)
msp:20|wrong|tag|
msp:21|correct|tag|the working ends '$20.00', the tag holds 20
msp:22|wrong|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
