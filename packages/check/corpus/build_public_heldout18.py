r"""Build public_heldout18.jsonl: an eighteenth held-out round of REAL model completions (issue 25).

Why: rounds 1-17 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (rewards, format_reward, answer_reward, reward, is_correct, correct,
pred, predicted_answer and the like) were not used to label.

Method (rounds 3-17's): model output committed to public GitHub repositories (this round: five
repositories new to the corpus, and files no earlier round used from three that are in it), read
through the public-code index (16,000-character pages), transcribed record by record exactly as
the page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more). A record is taken only when its
whole completion lies on the pages read; a completion that crosses a page edge is joined at the
edge (the pages are consecutive 16,000-character slices).

Selection (records as they come, not by how hard they look; each file read from its start in file
order, every record whose completion lies on the pages read taken, stopped at a page edge or at a
record boundary to spread records over sources; a completion crossing a page edge was joined at
the edge when the next page was read):
* New repositories. xs = xsxmt0721/Qwen-Math-GRPO logs/ref_logs/ref-1.5b/predictions.jsonl, lines
  1-36 (pages 0-1; line 19 crosses the page edge, its completion lies on page 1; line 36's gold is
  cut by the page edge and was taken from GSM8K); xt = the same repository's earlier run
  logs/ref_logs/test/predictions.jsonl, lines 1-17 (page 0). The 'prediction' field holds the chat
  prompt too; the record is the text after its '\nassistant\n'. yn =
  shauryajeloka/yoda-gsm8k-posttraining outputs/rlvr-nokl/gsm8k_eval.jsonl, lines 1-11 (page 0).
  tg = Tathagata-Ghosh-Developer/llm-posttrain-gsm8k results/greedy_grpo.jsonl, lines 1-27 (page
  0). tz = tahaBerkBeton/improving-a-small-slm-on-gsm8k scripts/inference/results/zero_val.json,
  scored_inferences[0..12] (page 0). mr = Mario928/math-reasoning-rl eval_comparison_responses.json,
  responses of config 1_zero_shot_instruction_VERL, index 0-7 (page 0).
* Repositories already in the corpus, files not used before. yyfblock/grpo-math: yf =
  results/s2a2_full_lr2e-6/train_samples_step500.jsonl, ye = results/s2b1_entropy_ctrl/
  train_samples_step500.jsonl, yc = results/s2ac_cold_lr1e-5/train_samples_step500.jsonl (each the
  whole file, 16 lines), yb = results/eval_s2b1_entropy_ctrl.jsonl lines 1-16 (page 0), ys =
  results/eval_s2b2_seed43.jsonl lines 1-15 (page 0), ya = results/eval_s2a1_lora_lr1e-5.jsonl
  lines 1-15 (page 0; round 17 took the same run's eval_a1_step250.jsonl). xiaofei9289/CS336_Project (assignment5/
  results/): xl = lr_3e-5_seed_0/val_rollouts_final.jsonl lines 1-10, xr =
  lr_3e-5_seed_0/rollouts_step_120.jsonl lines 1-9, xd = dr_grpo_seed_1/val_rollouts_final.jsonl
  lines 1-11, xm = maxrl_seed_0/val_rollouts_final.jsonl lines 1-10, xn =
  maxrl_seed_0/rollouts_step_160.jsonl lines 1-11, xc =
  grpo_constant_seed_2/val_rollouts_final.jsonl lines 1-12, xk = lr_3e-5_seed_1/val_rollouts_final.jsonl
  lines 1-10 (page 0 each; xk stopped at line 10 of the 19 on its page: the run has collapsed and
  every line is two bare numbers). The2813509163/my_project: lm = OpenCompass math_3.json (shard 3
  of the Llama-3.2-1B-Instruct MATH run; rounds 15-17 took shards 0-2), entries "0"-"80" less
  entry "9" (pages 0-6; entry "9" ends in a run of about a thousand '0' digits that could not be
  counted reliably and was not taken; entries "11", "22", "33", "60" and "71" cross page edges
  and were joined; entry "46"'s gold opens page 4; stopped after entry "80" at a record boundary,
  entries "81"-"86" also lie on page 6); record numbers run on without the gap (lm record 9 is
  entry "10", record 79 is entry "80").
NOTE on formats: tz's prompt asks for <reasoning>...</reasoning><answer>...</answer>; its records
carry prompt_format think_answer as round 8's did (a reasoning tag then an answer tag). xs/xt's
model writes 'So the answer is \box{N}' (\box, not \boxed); mr's prompt asks for '####' and the
model boxes, bolds or states the answer instead.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-17's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word or a `$` sign with the
value, `$70,000` for 70000, `\$18` for 18, math delimiters around the value); in the tag format the
`<answer>` content is the final answer, whether or not a `<think>` block came before it (the
prompts ask for `<think>...</think><answer>...</answer>`; many completions skip the think tags); a
completion with no answer tag is labelled by its last box or its last stated result; a completion
cut at the token cap (a repetition loop) before any answer tag or final statement is no_answer;
text after the committed answer (a second, equal answer; a placeholder think block) does not
change the label; a completion that goes on with invented 'User:' turns is labelled by the answer
to the question actually posed (round 2's convention); an answer tag that is never closed still
holds the answer; an answer tag holding a placeholder and no value is no_answer (debatable); a
completion cut at the token cap right before the box, with the values already derived, is
labelled by those values (debatable); a right value met only in the working, with a different
final answer, is wrong. Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (xs, xt, yf, ye, yc, xr, xn
are GSM8K train questions). MATH (lm) = the problem is looked up in MATH-500
(../shared/data/math500/test.jsonl) by its opening words and, where found, MATH-500's `answer` is
checked equal to the file's own gold (12 of 80); else the file's own gold as transcribed
(OpenCompass's extracted MATH reference answer), said so per record.

Usage: python build_public_heldout18.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout18.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout18.jsonl"
SOURCE = "public_heldout18"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
XS = "xsxmt0721/Qwen-Math-GRPO"
XS_MODEL = (
    "the repository's reference model 'ref-1.5b' (ref/train.py at 392f1ec: QLoRA 4-bit, LoRA r 16 "
    "/ alpha 32, 3 epochs of SFT with trl's SFTTrainer on the repository's SFT_TRAIN split of "
    "GSM8K / MATH / DeepMath; the base model is read from a local path; the README downloads "
    "Qwen/Qwen2.5-1.5B-Instruct and Qwen/Qwen2.5-7B-Instruct), evaluated on 414 GSM8K questions "
    "(metrics_summary.json: total 414); the record is one line's 'prediction' after the chat "
    "template's closing '\\nassistant\\n' (the prediction field holds the prompt too)"
)
XS_PROMPT = (
    "system: '# Task\\nYou are a helpful math assistant. Solve the problem that is presented. "
    "\\n# Constraints\\n- You must show your reasoning process step by step. - Put the final "
    "answer in \\\\boxed{...}.\\n# Question:\\n'; user: '{question}' (as printed in the file's "
    "prediction field)"
)

XT_MODEL = (
    "an earlier reference-model run of the same repository (log folder logs/ref_logs/test at "
    "7a918a9; same eval script and prompt; its training settings are not recorded in the index), "
    "evaluated on the same GSM8K questions in the same order; the record is one line's "
    "'prediction' after the chat template's closing '\\nassistant\\n'"
)

YB = "yyfblock/grpo-math"
YF_MODEL = (
    "Qwen/Qwen2.5-1.5B (base; configs/base.yaml at f0c2582) during GRPO training on GSM8K train, "
    "run s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml: full fine-tuning, lr 2e-6, DAPO loss, beta "
    "0.02, 8 generations per question at temperature 1.0, 700 completion tokens; as round 16 "
    "read it): the training rollouts the run logged at step 500 (two questions, 8 samples each); "
    "the record is one line's 'text' (the completion after the prompt's closing 'Assistant: "
    "<think>')"
)
YE_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run s2b1_entropy_ctrl "
    "(configs/grpo_b1_entropy.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta "
    "0.02, adaptive entropy control with target 0.55, 8 generations per question at temperature "
    "1.0, 700 completion tokens, seed 42): the training rollouts the run logged at step 500 (two "
    "questions, 8 samples each); the record is one line's 'text' (the completion after the "
    "prompt's closing 'Assistant: <think>')"
)
YC_MODEL = (
    "Qwen2.5-1.5B after the repository's SFT cold start (./ckpt/s_sft_cold_m7_merged) during GRPO "
    "training on GSM8K train, run s2ac_cold_lr1e-5 (configs/grpo_ac_cold.yaml at f0c2582: LoRA r "
    "32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, "
    "700 completion tokens, seed 42): the training rollouts the run logged at step 500 (two "
    "questions, 8 samples each); the record is one line's 'text' (the completion after the "
    "prompt's closing 'Assistant: <think>')"
)
YB_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) trained with GRPO on GSM8K train, run s2b1_entropy_ctrl "
    "(configs/grpo_b1_entropy.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta "
    "0.02, adaptive entropy control, 500 steps); the run's evaluation on GSM8K test in order "
    "(results/eval_s2b1_entropy_ctrl.jsonl; sampling settings taken to be those of round 16's "
    "eval_a2_step250 from the same script: temperature 0.8, top-p 0.95, 700 tokens, one sample "
    "each); the record is one line's completion (the text after the prompt's closing 'Assistant: "
    "<think>')"
)
YS_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) trained with GRPO on GSM8K train, run s2b2_seed43 "
    "(configs/grpo_b2_seed43.yaml at f0c2582, not read: by its name the s2b1 entropy-control run "
    "with seed 43); the run's evaluation on GSM8K test in order (results/eval_s2b2_seed43.jsonl; "
    "sampling settings taken to be those of round 16's eval_a2_step250 from the same script); the "
    "record is one line's completion (the text after the prompt's closing 'Assistant: <think>')"
)
YA_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) trained with GRPO on GSM8K train, run s2a1_lora_lr1e-5 "
    "(configs/grpo_a1_lr.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02, 500 "
    "steps; round 17 took the same run's step-250 evaluation, results/eval_a1_step250.jsonl); this "
    "file is the run's own evaluation on GSM8K test in order (sampling settings taken to be those "
    "of round 16's eval_a2_step250 from the same script); the record is one line's completion (the "
    "text after the prompt's closing 'Assistant: <think>')"
)
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template)"
)

LM = "The2813509163/my_project"
LM_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's MATH split, shard 3 of 8 (rounds 15-17 took "
    "shards 0-2 of the same run); the record is one entry's prediction; the file's gold is "
    "OpenCompass's extracted MATH reference answer"
)
LM_PROMPT = (
    "OpenCompass math (HUMAN turn): '{problem}\\nPlease reason step by step, and put your final "
    "answer within \\\\boxed{}.\\n' (the file's origin_prompt)"
)

XF = "xiaofei9289/CS336_Project"
MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
XL_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run lr_3e-5_seed_0, "
    "recipe standard: mean baseline, std normalisation, sequence loss normalisation; lr 3e-5, 200 "
    "rollout steps, group size 8, temperature 1.0, top-p 1.0, 512 tokens, seed 0; "
    "results/lr_3e-5_seed_0/run_config.json at 48aa5ab); the record is one line's response (the "
    "text after the prompt's closing 'Assistant: <think>')"
)
XL_VAL = XL_MODEL + "; this file holds the final checkpoint's validation rollouts on GSM8K test"
XR_ROLL = (
    XL_MODEL + "; this file holds the training rollouts of rollout step 120 (8 samples per GSM8K "
    "train question)"
)
XD_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_1: the Dr. GRPO recipe by the run's name, seed 1; round 16 "
    "took seed 0's file); the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>'); this file holds the final checkpoint's validation rollouts on GSM8K test"
)
XM_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "maxrl_seed_0, the repository's 'maxrl' recipe by the run's name, seed 0); the record is one "
    "line's response (the text after the prompt's closing 'Assistant: <think>'); this file holds "
    "the final checkpoint's validation rollouts on GSM8K test"
)
XN_ROLL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "maxrl_seed_0, the repository's 'maxrl' recipe by the run's name, seed 0): the training "
    "rollouts of rollout step 160 (8 samples per GSM8K train question); the record is one line's "
    "response (the text after the prompt's closing 'Assistant: <think>')"
)
XK_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "lr_3e-5_seed_1: the lr_3e-5 setting of run lr_3e-5_seed_0 with seed 1); the final "
    "checkpoint's validation rollouts on GSM8K test, in which the policy has collapsed to a bare "
    "number in the think block and another in the answer tag; the record is one line's response "
    "(the text after the prompt's closing 'Assistant: <think>')"
)
XC_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "grpo_constant_seed_2: the grpo_constant recipe of round 16's seed-0 run, seed 2); the record "
    "is one line's response (the text after the prompt's closing 'Assistant: <think>'); this file "
    "holds the final checkpoint's validation rollouts on GSM8K test"
)
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)

YN = "shauryajeloka/yoda-gsm8k-posttraining"
YN_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the LoRA adapter outputs/rlvr-nokl-lora (the repository's "
    "RLVR run without a KL term, after SFT on Yoda-style GSM8K solutions; the line's generation "
    "field: temperature 0.0, system prompt qwen_default, 1024 new tokens, no prompt suffix); "
    "evaluated on a frozen sample of GSM8K test questions (seed 1337); the record is one line's "
    "response"
)
YN_PROMPT = (
    "the GSM8K question alone as the user turn, with Qwen's default system prompt (the file's "
    "prompt field and generation.system_prompt 'qwen_default')"
)

TG = "Tathagata-Ghosh-Developer/llm-posttrain-gsm8k"
TG_MODEL = (
    "Qwen/Qwen2.5-0.5B (base) after SFT on GSM8K train then GRPO (README at 8f63307: full "
    "fine-tuning, 116 GRPO steps of 32 questions x 8 samples, T 1.0, lr 2e-6, KL beta 0.04, "
    "reference = the SFT model); greedy decoding, 300 new tokens, on the full GSM8K test set in "
    "order (configs/eval.yaml); the record is one line's completion"
)
TG_PROMPT = "'Question: {question}\\nAnswer:' (README, Method; zero-shot)"
TG_LICENCE = "MIT (the repository's README, section Licence; no LICENSE file in the index)"

TZ = "tahaBerkBeton/improving-a-small-slm-on-gsm8k"
TZ_MODEL = (
    "Qwen/Qwen2.5-1.5B-Instruct trained with GRPO directly, without SFT (models/README.md at "
    "2e17b42: models/Qwen2.5_zero, scripts/train/grpo_zero_from_base_model.py; published as "
    "Tahatest123456/Qwen2.5-1.5B-GSM8K-Zero), run on the repository's validation split (GSM8K "
    "test questions in order; scripts/inference/run_inference_zero_on_val.py); the record is one "
    "scored_inferences entry's answer. NOTE: the tags are <reasoning>/<answer>, not <think>/"
    "<answer>; prompt_format think_answer as in round 8 (a reasoning tag then an answer tag)"
)
TZ_PROMPT = (
    "system (scripts/inference/prompts.py XML_SYSTEM_PROMPT): 'You are a careful math solver.\\n"
    "Think through the problem step by step inside <reasoning> and </reasoning> tags.\\nThen give "
    "the final answer inside <answer> and </answer> tags.\\nBetween the <answer> tags, return only "
    "the integer response (no float): digits only, with a leading minus sign if negative, no units, "
    "no commas, no words.\\n\\nRespond in exactly this format:\\n<reasoning>\\n...\\n</reasoning>"
    "\\n<answer>\\n...\\n</answer>'; user: '{question}'"
)

MR = "Mario928/math-reasoning-rl"
MR_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct (eval_comparison.py at 3502b28: greedy, 512 new tokens, chat "
    "template with Qwen's default system prompt), config '1_zero_shot_instruction_VERL' on the "
    "GSM8K test set in order; the record is one response of that config"
)
MR_PROMPT = (
    "user: '{question} Let's think step by step and output the final answer after \"####\".' "
    "(eval_comparison.py INSTRUCTION; the file's prompt field)"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, own gold field,
#         licence)
# fmt: off
SOURCES = {
    "xs": ("xs-ref15b-sft-gsm8k", XS, "logs/ref_logs/ref-1.5b/predictions.jsonl",
           "392f1ec20710a7c8fc6a0d68112b8fdf0bfa4e5f", XS_MODEL, XS_PROMPT, "long_cot", "gsm8k",
           "gold_answer", NO_LICENCE),
    "xt": ("xt-ref-test-run-gsm8k", XS, "logs/ref_logs/test/predictions.jsonl",
           "7a918a95abdb11d3ec2d651f5ec61ce664d252e8", XT_MODEL, XS_PROMPT, "long_cot", "gsm8k",
           "gold_answer", NO_LICENCE),
    "yf": ("yf-qwen25-15b-grpo-full-train-step500", YB,
           "results/s2a2_full_lr2e-6/train_samples_step500.jsonl",
           "f0c2582171fba80407557cdefa0c6342ddc8024a", YF_MODEL, YB_PROMPT, "think_answer", "gsm8k",
           "gold", NO_LICENCE),
    "lm": ("lm-llama32-1b-math-shard3", LM, "test_Pruning/LLaMA-Factory-main/outputs/default/"
           "20250629_120441/predictions/Llama-3.2-1B-Instruct_hf/math_3.json",
           "6d5bbf66441c66c07d471dc64a64c247de981fd9", LM_MODEL, LM_PROMPT, "long_cot", "math",
           "gold", NO_LICENCE),
    "xl": ("xl-olmo2-1b-grpo-lr3e-5-val", XF, "assignment5/results/lr_3e-5_seed_0/"
           "val_rollouts_final.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XL_VAL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "xr": ("xr-olmo2-1b-grpo-lr3e-5-rollouts120", XF, "assignment5/results/lr_3e-5_seed_0/"
           "rollouts_step_120.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", XR_ROLL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "yn": ("yn-qwen25-3b-rlvr-nokl-yoda-gsm8k", YN, "outputs/rlvr-nokl/gsm8k_eval.jsonl",
           "3d1788f0273c1401fc0c3d26adee3ea73964a798", YN_MODEL, YN_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "tg": ("tg-qwen25-05b-sft-grpo-gsm8k", TG, "results/greedy_grpo.jsonl",
           "5afa947f7712d2d71eb03d485d71f36fc155957c", TG_MODEL, TG_PROMPT, "long_cot", "gsm8k",
           "gold", TG_LICENCE),
    "ye": ("ye-qwen25-15b-grpo-entropy-train-step500", YB,
           "results/s2b1_entropy_ctrl/train_samples_step500.jsonl",
           "f0c2582171fba80407557cdefa0c6342ddc8024a", YE_MODEL, YB_PROMPT, "think_answer", "gsm8k",
           "gold", NO_LICENCE),
    "yc": ("yc-qwen25-15b-sft-grpo-cold-train-step500", YB,
           "results/s2ac_cold_lr1e-5/train_samples_step500.jsonl",
           "f0c2582171fba80407557cdefa0c6342ddc8024a", YC_MODEL, YB_PROMPT, "think_answer", "gsm8k",
           "gold", NO_LICENCE),
    "xd": ("xd-olmo2-1b-drgrpo-seed1-val", XF, "assignment5/results/dr_grpo_seed_1/"
           "val_rollouts_final.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", XD_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "yb": ("yb-qwen25-15b-grpo-entropy-eval", YB, "results/eval_s2b1_entropy_ctrl.jsonl",
           "f0c2582171fba80407557cdefa0c6342ddc8024a", YB_MODEL, YB_PROMPT, "think_answer", "gsm8k",
           "gold", NO_LICENCE),
    "xm": ("xm-olmo2-1b-maxrl-seed0-val", XF, "assignment5/results/maxrl_seed_0/"
           "val_rollouts_final.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XM_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "xn": ("xn-olmo2-1b-maxrl-rollouts160", XF, "assignment5/results/maxrl_seed_0/"
           "rollouts_step_160.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", XN_ROLL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "xk": ("xk-olmo2-1b-grpo-lr3e-5-seed1-val", XF, "assignment5/results/lr_3e-5_seed_1/"
           "val_rollouts_final.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", XK_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "tz": ("tz-qwen25-15b-grpo-zero-reasoning-gsm8k", TZ, "scripts/inference/results/zero_val.json",
           "2e17b42c716378e7fae47ce55e9035dfb2949a25", TZ_MODEL, TZ_PROMPT, "think_answer", "gsm8k",
           "ground_truth_integer_answer", NO_LICENCE),
    "mr": ("mr-qwen25-05b-instruct-gsm8k-hash-prompt", MR, "eval_comparison_responses.json",
           "337d6a3d35e10b37bc0abf464c92cc71473cf1c1", MR_MODEL, MR_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "ys": ("ys-qwen25-15b-grpo-seed43-eval", YB, "results/eval_s2b2_seed43.jsonl",
           "f0c2582171fba80407557cdefa0c6342ddc8024a", YS_MODEL, YB_PROMPT, "think_answer", "gsm8k",
           "gold", NO_LICENCE),
    "xc": ("xc-olmo2-1b-grpo-constant-seed2-val", XF, "assignment5/results/grpo_constant_seed_2/"
           "val_rollouts_final.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", XC_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "ya": ("ya-qwen25-15b-grpo-lora-eval", YB, "results/eval_s2a1_lora_lr1e-5.jsonl",
           "f0c2582171fba80407557cdefa0c6342ddc8024a", YA_MODEL, YB_PROMPT, "think_answer", "gsm8k",
           "gold", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
xs:0|wrong|answer_is_box|'So the answer is \box{150}' (\box, not \boxed; gold 50)
xs:1|wrong|answer_is_box|
xs:2|correct|answer_is_box|'\box{7}' (the prompt asks for \boxed)
xs:3|correct|answer_is_box|
xs:4|wrong|answer_is_box|
xs:5|wrong|answer_is_box|
xs:6|correct|answer_is_box|
xs:7|correct|answer_is_box|the reasoning is incoherent ('60 clear pieces because 105-20 = 85') but the boxed final answer 85 equals the gold
xs:8|correct|answer_is_box|
xs:9|correct|answer_is_box|
xs:10|wrong|answer_is_box|'\box{6.5}' (gold 6)
xs:11|correct|answer_is_box|
xs:12|correct|answer_is_box|
xs:13|wrong|answer_is_box|the text says 'left with $140', the calculation and the box say 360 (gold 720)
xs:14|correct|answer_is_box|
xs:15|wrong|answer_is_box|
xs:16|correct|answer_is_box|
xs:17|wrong|answer_is_box|
xs:18|wrong|answer_is_box|
xs:19|correct|answer_is_box|
xs:20|correct|answer_is_box|
xs:21|correct|answer_is_box|
xs:22|wrong|answer_is_box|
xs:23|wrong|answer_is_box|
xs:24|wrong|answer_is_box|
xs:25|correct|answer_is_box|
xs:26|wrong|answer_is_box|
xs:27|wrong|answer_is_box|
xs:28|correct|answer_is_box|
xs:29|wrong|answer_is_box|
xs:30|wrong|answer_is_box|
xs:31|wrong|answer_is_box|
xs:32|correct|answer_is_box|
xs:33|no_answer|truncated|debatable: cut at the token cap right after a calculator annotation '$<<6000-4800=1200>>' with no final statement or box; the only value reached, 1200, is not the gold (1100) either way
xs:34|wrong|answer_is_box|
xs:35|wrong|answer_is_box|
xt:0|correct|answer_is_box|
xt:1|wrong|answer_is_box|
xt:2|correct|answer_is_box|
xt:3|correct|answer_is_box|
xt:4|correct|answer_is_box|
xt:5|wrong|answer_is_box|
xt:6|correct|answer_is_box|
xt:7|correct|answer_is_box|
xt:8|wrong|answer_is_box|
xt:9|correct|answer_is_box|
xt:10|no_answer|truncated|cut at the token cap inside a calculator annotation ('$<<20-16.5=3.5'); no final statement or box (the value reached, 3.5, is not the gold 6 either way)
xt:11|correct|answer_is_box|
xt:12|correct|answer_is_box|
xt:13|correct|answer_is_box|
xt:14|correct|answer_is_box|
xt:15|wrong|answer_is_box|the working contains 560 ('the final leg is 2*280=560 miles', the gold) but the final answer is the total, 840
xt:16|correct|answer_is_box|
yf:0|wrong|tag|
yf:1|correct|tag|
yf:2|wrong|tag|the working passes through 5 ('-20 / 4 = -5') but the answer is 20
yf:3|correct|tag|
yf:4|correct|tag|
yf:5|wrong|tag|
yf:6|wrong|tag|
yf:7|wrong|tag|
yf:8|wrong|tag|
yf:9|wrong|tag|an 'Answer: 3' line inside the think block, then '<answer>3</answer>'
yf:10|wrong|tag|
yf:11|wrong|tag|
yf:12|wrong|tag|answer '1 ' with a trailing space inside the tag
yf:13|correct|tag|
yf:14|wrong|tag|
yf:15|correct|tag|
lm:0|correct|boxed|the reasoning is wrong ('a = 0 and b = 0') but '\boxed{0}' equals the gold
lm:1|no_answer|truncated|cut at the token cap in a loop of the same factoring attempt ('we can try to factor $'); no final value
lm:2|no_answer|truncated|cut at the token cap mid-expansion; no polynomial given
lm:3|correct|boxed|'The final answer is: \[ \boxed{1} \]' (the argument is wrong, the value equals the gold)
lm:4|no_answer|truncated|cut at the token cap after x = 4 and y = 6 (z = 12 before), before any sum is stated
lm:5|no_answer|truncated|cut at the token cap mid-computation of a^2; no ordered pair given
lm:6|correct|boxed|
lm:7|wrong|boxed|'\boxed{x^2 - 3x + 5}' (gold x^2-5)
lm:8|wrong|boxed|'\boxed{(-7, 1) \cup (2, \infty)}' (gold (-\infty,-7) \cup (1,2))
lm:9|no_answer|truncated|cut at the token cap while restating the sum; no value
lm:10|no_answer|truncated|cut at the token cap mid-fraction ('\frac{32'); no remainder stated
lm:11|wrong|boxed|'$\boxed{6}$' (gold 12)
lm:12|no_answer|truncated|cut at the token cap while listing coefficients; no ratio given
lm:13|no_answer|truncated|cut at the token cap mid-expression; no expression in p and q given
lm:14|correct|boxed|
lm:15|wrong|boxed|'\boxed{0}' (gold -9; 27 - 27 + 3t + 27 = 0 mis-solved)
lm:16|correct|boxed|
lm:17|no_answer|truncated|cut at the token cap mid-rewrite; no value
lm:18|wrong|boxed|'\boxed{0}' (gold -48)
lm:19|no_answer|truncated|cut at the token cap ('$f_6'); no sum stated
lm:20|correct|boxed|'\boxed{2 + \sqrt{3}}'
xl:0|correct|tag|
xl:1|correct|tag|
xl:2|wrong|tag|answer '65,000' with a thousands comma (gold 70000)
xl:3|correct|tag|
xl:4|wrong|tag|
xl:5|wrong|tag|
xl:6|correct|tag|
xl:7|wrong|tag|
xl:8|wrong|tag|
xl:9|correct|tag|
xr:0|wrong|tag|
xr:1|wrong|tag|answer '3,050' with a thousands comma, after 'Is that correct so far?'
xr:2|wrong|tag|the working states 180 (the total cost, equal to the gold) but the answer is the per-person 90
xr:3|wrong|tag|the working states $180 (equal to the gold) but the answer is 90
xr:4|correct|tag|
xr:5|wrong|tag|the working states $180 (equal to the gold) but the answer is 90
xr:6|wrong|tag|the working states $180 (equal to the gold) but the answer is 90
xr:7|wrong|tag|the working states $180 (equal to the gold) but the answer is 90
xr:8|correct|tag|
yn:0|correct|final_answer_line|'Final answer: 36' after the value in words ('thirty-six lemons')
yn:1|correct|final_answer_line|
yn:2|wrong|final_answer_line|
yn:3|correct|final_answer_line|
yn:4|wrong|final_answer_line|'Final answer: 2.66666666667' (8/3; gold 2)
yn:5|correct|final_answer_line|
yn:6|correct|final_answer_line|
yn:7|wrong|final_answer_line|
yn:8|correct|final_answer_line|
yn:9|correct|final_answer_line|
yn:10|correct|final_answer_line|
tg:0|correct|hash|
tg:1|correct|hash|
tg:2|wrong|hash|
tg:3|wrong|hash|
tg:4|wrong|hash|
tg:5|wrong|hash|
tg:6|correct|hash|
tg:7|correct|hash|the working is wrong (100 + 40 + 20 minutes) but '#### 160' equals the gold
tg:8|wrong|hash|
tg:9|correct|hash|
tg:10|wrong|hash|
tg:11|correct|hash|
tg:12|wrong|hash|
tg:13|wrong|hash|
tg:14|wrong|hash|'#### 20' (gold 60)
tg:15|wrong|hash|
tg:16|wrong|hash|
tg:17|correct|hash|'$57,500' in the working, '#### 57500'
tg:18|correct|hash|
tg:19|correct|hash|
tg:20|wrong|hash|'#### 62/15' (about 4.13 liters; gold 15); the gold value appears only in the question's numbers
tg:21|wrong|hash|
tg:22|correct|hash|
tg:23|wrong|hash|the working states 8 cm (the gold) but '#### 2'
tg:24|wrong|hash|
tg:25|correct|hash|
tg:26|wrong|hash|
ye:0|correct|tag|
ye:1|correct|tag|debatable: '<answer>5 rocks</answer>' answers the question posed, then the completion invents a 'User:' turn and answers it ('<answer>2328.925 feet</answer>') and is cut inside a third invented question; labelled by the answer to the question actually posed (corpus convention)
ye:2|wrong|tag|answer is a sentence ('Jack needs to hold at least 3 bottles ...')
ye:3|correct|tag|answer '5 rocks'
ye:4|wrong|tag|
ye:5|correct|tag|answer is a sentence ('Jack needs to hold, 5 rocks. ')
ye:6|wrong|tag|
ye:7|correct|tag|
ye:8|correct|tag|the working is wrong (Mark 3 hours, Chris 1 hour) but the answer 2 equals the gold
ye:9|wrong|tag|
ye:10|wrong|tag|
ye:11|wrong|tag|
ye:12|correct|tag|answer '2 hours'; the last line of the working says '2 x 3 hours more'
ye:13|wrong|tag|
ye:14|wrong|tag|answer '4 hours'
ye:15|wrong|tag|answer '1 hour'
yc:0|wrong|tag|
yc:1|correct|tag|
yc:2|wrong|tag|
yc:3|correct|tag|
yc:4|wrong|tag|
yc:5|correct|tag|
yc:6|correct|tag|
yc:7|wrong|tag|
yc:8|wrong|tag|the working gives Mark 2 hours, then says '3 hours more'; answer 3
yc:9|correct|tag|
yc:10|wrong|tag|
yc:11|wrong|tag|
yc:12|wrong|tag|
yc:13|wrong|tag|
yc:14|wrong|tag|
yc:15|wrong|tag|
xd:0|wrong|tag|answer ' $16'
xd:1|correct|tag|
xd:2|wrong|tag|answer ' $50,000'
xd:3|correct|tag|
xd:4|wrong|tag|
xd:5|wrong|tag|
xd:6|correct|tag|
xd:7|wrong|prose_sentence|no think close and no answer tag; the last statement, after a self-correction, is 'the load it takes to download the file is 80' (gold 160)
xd:8|wrong|tag|
xd:9|correct|tag|answer ' $460'
xd:10|wrong|tag|
yb:0|correct|tag|answer '$18'
yb:1|correct|tag|
yb:2|wrong|tag|
yb:3|correct|tag|answer '540 meters'
yb:4|correct|tag|
yb:5|wrong|tag|
yb:6|correct|tag|
yb:7|wrong|tag|answer '120 minutes'
yb:8|wrong|tag|
yb:9|correct|tag|answer is a sentence ('Eliza earns $460 for this week.')
yb:10|correct|tag|
yb:11|correct|tag|answer is a sentence with spaces inside the tag (' The total cost was $694. ')
yb:12|wrong|tag|
yb:13|wrong|tag|
yb:14|correct|tag|
yb:15|wrong|tag|the working says $2,971 and then '$2,911'; answer 2911 (gold 125)
xm:0|wrong|tag|answer ' -7 '
xm:1|correct|tag|
xm:2|wrong|tag|
xm:3|correct|tag|
xm:4|wrong|tag|the answer tag is never closed ('<answer> 0' at the end); 0 (gold 20)
xm:5|wrong|tag|the answer tag is never closed ('<answer> 136'); the working twice reaches $64 (the gold) before the final 'correction' to $136
xm:6|correct|tag|
xm:7|wrong|tag|
xm:8|wrong|tag|
xm:9|correct|tag|
lm:21|no_answer|truncated|cut at the token cap mid-inequality; no minimum value stated
lm:22|no_answer|truncated|cut at the token cap mid-rewrite of the sum; no value
lm:23|wrong|boxed|'\boxed{0}' (gold 2x^2+3x)
lm:24|correct|boxed|'\boxed{-6, -3, -2, -1, 1, 2, 3, 6}' (a list, as the problem asks)
lm:25|no_answer|truncated|cut at the token cap while listing Fibonacci residues; no sum given
lm:26|no_answer|truncated|cut at the token cap; only 'm + \sqrt{n} = 23 + 2\sqrt{7}' is reached, no ordered pair given
lm:27|wrong|boxed|'$\boxed{30}$' (gold -10)
lm:28|wrong|boxed|'\boxed{20}' (gold 229)
lm:29|correct|boxed|'$\boxed{30}$'
lm:30|wrong|boxed|'\boxed{23}' (gold 25)
lm:31|no_answer|truncated|cut at the token cap ('results in $') in a 'Step' list; no solutions of z given
xn:0|wrong|tag|
xn:1|wrong|tag|the working states $1260 (equal to the gold) but the answer doubles it to 2520
xn:2|wrong|tag|
xn:3|correct|tag|
xn:4|correct|tag|
xn:5|correct|tag|
xn:6|correct|tag|
xn:7|wrong|tag|
xn:8|correct|tag|the working wanders ('-$360,000', '$-60,000', 'take the absolute value') but the answer 60000 equals the gold
xn:9|correct|tag|
xn:10|wrong|tag|answer '16,000,000' with thousands commas
xk:0|wrong|tag|collapsed policy: a bare number in the think block, another in the answer tag
xk:1|wrong|tag|
xk:2|wrong|tag|answer '10,000'
xk:3|no_answer|tag|debatable: the answer tag holds the placeholder ' mention here ' (no value); the think block holds only '10'
xk:4|wrong|tag|
xk:5|wrong|tag|
xk:6|wrong|tag|
xk:7|wrong|tag|
xk:8|wrong|tag|
xk:9|wrong|tag|
tz:0|correct|tag|'<reasoning>...</reasoning>' then '<answer>\n18\n</answer>' (newlines inside the tag)
tz:1|correct|tag|
tz:2|correct|tag|
tz:3|correct|tag|
tz:4|correct|tag|
tz:5|correct|tag|
tz:6|correct|tag|
tz:7|wrong|tag|
tz:8|wrong|tag|
tz:9|correct|tag|
tz:10|wrong|tag|
tz:11|correct|tag|
tz:12|wrong|tag|
mr:0|wrong|boxed|'$\boxed{\$498}$' (the prompt asked for '####', the model boxes; gold 18)
mr:1|correct|boxed|'\(\boxed{3}\)' (no '####' although the prompt asked for it)
mr:2|wrong|boxed|
mr:3|wrong|prose_sentence|no marker: 'Therefore, James runs a total of 180 meters in a week.' (gold 540)
mr:4|wrong|prose_sentence|no marker: '... 40 cups of feed in the final meal of the day.' (gold 20)
mr:5|wrong|prose_sentence|bold value in a sentence: 'Kylar needs to pay **$48** for 16 glasses.' (gold 64)
mr:6|correct|boxed|
mr:7|wrong|prose_sentence|bold value in a sentence: '... is **140 minutes**.' (gold 160)
lm:32|no_answer|truncated|cut at the token cap inside an align block of coefficient equations; no sum given
lm:33|wrong|truncated|debatable: cut at the token cap on 'the ordered pair $(a, b)$ is: \[ \boxed' right before the box content; the values reached, a = -3/2 and b = 0, are not the gold (-2,1) either way
lm:34|wrong|boxed|'$\boxed{3}$' (gold 6+\sqrt6)
lm:35|no_answer|truncated|cut at the token cap mid-substitution; no sum given (the two values computed so far are -1 and -1)
lm:36|correct|boxed|'\boxed{\frac{7}{5} + \frac{1}{5}i}' for the file's gold '\frac{7}{5} + \frac{1}{5} i.' (the gold ends with a period)
lm:37|correct|boxed|
lm:38|wrong|boxed|'\boxed{0}' (gold 12)
lm:39|correct|boxed|'|a| = 29 : 29 \Rightarrow |a| = \boxed{1}'
lm:40|correct|boxed|'\boxed{\sqrt{52}}' equals the gold 2\sqrt{13} in value
lm:41|correct|boxed|
lm:42|correct|boxed|
lm:43|correct|boxed|'$b + c = -3 + 57 = \boxed{54}$'
lm:44|wrong|boxed|'\boxed{\frac{1421}{2250}}' (gold \frac{19}{30})
ys:0|correct|tag|answer '$18'
ys:1|correct|tag|
ys:2|wrong|tag|answer '$170,000'
ys:3|correct|tag|answer '540 meters'
ys:4|correct|tag|
ys:5|wrong|tag|
ys:6|correct|tag|
ys:7|wrong|tag|answer '80 minutes'
ys:8|wrong|tag|answer '40 miles'
ys:9|correct|tag|answer '$460'
ys:10|correct|tag|
ys:11|correct|tag|answer '$694'
ys:12|wrong|tag|answer '60 years'
ys:13|wrong|tag|
ys:14|correct|tag|the think block holds only the plan; the calculation comes after '</think>' in plain text, then '<answer>60%</answer>' (the question asks for a percentage)
lm:45|wrong|boxed|'$$\boxed{8}$$' (reads log_2 1 as log_2 21; gold 0)
lm:46|correct|boxed|
lm:47|no_answer|truncated|cut at the token cap in a trial-and-error loop ('Step 9: After some more trial and error,'); no x + y stated
lm:48|correct|boxed|
lm:49|correct|boxed|
lm:50|correct|boxed|
lm:51|correct|boxed|
lm:52|correct|boxed|'x^2 + y^2 = \boxed{158}'
lm:53|wrong|boxed|'\boxed{60x\sqrt{6x}}' (gold 36x \sqrt{35x})
lm:54|correct|boxed|
lm:55|no_answer|truncated|debatable: cut at the token cap in Case 3 of a case analysis; Case 1 had stated 'the solution for this case is $(-1, 8)$' (the gold) but no final pair is given
lm:56|wrong|boxed|the box is never closed (cut right after '(\sqrt{3}, \sqrt{7})'); the interval union it holds is not the gold (-\sqrt{3}, \sqrt{3})
lm:57|correct|boxed|
lm:58|wrong|boxed|'\boxed{\sqrt{8}}' (says \sqrt{8} > 5; gold 5)
xc:0|correct|tag|
xc:1|wrong|tag|reaches 3 (the gold), then invents '7 robes' and answers 21
xc:2|wrong|tag|answer ' $120,000'
xc:3|wrong|tag|
xc:4|wrong|tag|answer '13.33'
xc:5|wrong|tag|
xc:6|correct|tag|
xc:7|wrong|tag|
xc:8|wrong|tag|
xc:9|wrong|tag|
xc:10|correct|tag|
xc:11|correct|tag|
lm:59|wrong|boxed|'d = \boxed{5}' (gold \sqrt{10})
lm:60|wrong|boxed|'\boxed{-4}' (gold \frac{1}{9})
lm:61|correct|boxed|
lm:62|correct|boxed|'a + b = 10 + 7 = \boxed{17}'
lm:63|wrong|boxed|'m - n = 2 - 5 = \boxed{-3}' (gold 3; m and n swapped)
lm:64|no_answer|truncated|cut at the token cap mid-sum ('= \frac'); no value given
lm:65|correct|boxed|'m + n = -3 + 3 = \boxed{0}'
lm:66|correct|boxed|'(a, b) = \boxed{(2, 3)}' equals the gold (the argument before it is wrong)
lm:67|no_answer|truncated|cut at the token cap ('Since $f(f(x)) = x$, we have'); no a + b given
lm:68|correct|boxed|
lm:69|correct|boxed|'$\boxed{\sqrt{13}}$'
lm:70|correct|boxed|the box sits inside a sentence ('there are $\boxed{12}$ values of $k$ ...')
lm:71|correct|boxed|
lm:72|correct|boxed|'t = \boxed{0}'
lm:73|correct|boxed|
lm:74|correct|boxed|
lm:75|no_answer|truncated|cut at the token cap in a loop of re-substitutions; no age given
lm:76|correct|boxed|
lm:77|wrong|boxed|'\boxed{-\frac{33}{7}}' (gold -3)
lm:78|correct|boxed|
lm:79|wrong|boxed|'$\boxed{2}$' (gold 0; -4 - 1 + 3 + 2 = 0 misadded)
ya:0|correct|tag|answer '$18'
ya:1|correct|tag|
ya:2|wrong|tag|answer '$145,000'
ya:3|correct|tag|answer '540 meters'
ya:4|wrong|tag|
ya:5|correct|tag|answer '$64'
ya:6|correct|tag|
ya:7|wrong|tag|answer '120 minutes'
ya:8|wrong|tag|
ya:9|correct|tag|answer '$460'
ya:10|correct|tag|two think blocks ('</think>\n<think>') before the answer tag
ya:11|correct|tag|answer '$694'
ya:12|wrong|tag|answer '12 years'
ya:13|correct|tag|
ya:14|correct|tag|answer '60%' (the question asks for a percentage)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
