r"""Build public_heldout19.jsonl: a nineteenth held-out round of REAL model completions (issue 25).

Why: rounds 1-18 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (rewards, format_reward, answer_reward, reward, is_correct, correct,
prediction, parsed_integer_answer, accuracy and the like) were not used to label.

Method (rounds 3-18's): model output committed to public GitHub repositories (this round: one
repository new to the corpus, hang154/math-reasoning-posttraining, and files no earlier round used
from four that are in it; the search for more new repositories found none with usable committed
completions in the time given), read through the public-code index (16,000-character pages),
transcribed record by record exactly as the page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more). A record is taken only when its
whole completion lies on the pages read; a completion that crosses a page edge is joined at the
edge (the pages are consecutive 16,000-character slices).

Selection (records as they come, not by how hard they look; each file read from its start in file
order unless said, every record whose completion lies on the pages read taken, stopped at a page
edge or at a record boundary to spread records over sources; a completion crossing a page edge was
joined at the edge when the next page was read):
* New repository. hang154/math-reasoning-posttraining sources/qwen06/math_eval_100.json holds three
  blocks (Qwen3-0.6B base, after SFT, after SFT + GRPO; the same 100 GSM8K test questions each):
  hq = the base block's samples 0-14 (page 0; sample 15 crosses the page edge); hs = the SFT
  block's samples 82-99 (page 11, offset 176000, read to reach the later blocks; sample 81 starts
  on page 10); hg = the GRPO block's samples 0-19 and 21-42 (pages 12-13; sample 20, a run of several hundred
  '<' characters, crosses the page edge and was not transcribed; sample 43 crosses the next edge).
* The2813509163/my_project (OpenCompass Llama-3.2-1B-Instruct MATH predictions): l4 = math_4.json
  (shard 4, never used before) entries 0-93 (pages 0-6; entry 94 crosses into page 7).
* yyfblock/grpo-math training rollouts not used before (two questions x 8 samples per file, whole
  files): la = s2a1_lora_lr1e-5 step 500; cs = s2ac_cold_lr1e-5 step 250; sm = s1_smoke_1.5b step
  200; fa = s2a2_full_lr2e-6 step 100; e2 = s2b1_entropy_ctrl step 250; c1 = s2ac_cold_lr1e-5 step
  100.
* xiaofei9289/CS336_Project runs not used before: d2 = dr_grpo_seed_2 val_rollouts_final lines 1-11
  (line 12 crosses the page edge); c3 = grpo_constant_seed_3 val_rollouts_final lines 1-12; d3 =
  dr_grpo_seed_3 rollouts_step_120 lines 1-13; r4 = lr_5e-6_seed_0 rollouts_step_40 lines 1-13; l2
  = lr_3e-5_seed_2 rollouts_step_160 lines 1-18 (a collapsed run; line 19 crosses the edge).
* tahaBerkBeton/improving-a-small-slm-on-gsm8k: tb = scripts/inference/results/
  sft_glm53_grpo_val.json scored_inferences 0-11 (page 0; entry 12 is a long loop crossing the edge).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-18's conventions: the last
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
final answer, is wrong; a value stated and then re-checked in a step that is cut off ('Now, let's
confirm this with Python code.') is no_answer (round 10's convention, debatable); an unevaluated
expression as the last statement ('would be 65 - 13 - 8 - 18 - 12.') is no_answer (debatable); an
answer tag with spaces inside it ('< answer >28 </answer>') is read like a tag; the tb records use
<reasoning>/<answer> tags (the repository's prompt) and are counted as think_answer, as rounds 8
and 18 did. Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words (or, for files in GSM8K test order with the question printed, the
test line's opening words), checked equal to the file's own gold (la, cs, c1, sm, fa, e2, d3, r4,
l2 are GSM8K train questions; hq, hs, hg, d2, c3, tb are GSM8K test lines 0-42 and 82-99). MATH (l4)
= the problem is looked up in MATH-500 (../shared/data/math500/test.jsonl) by its opening words
and, where found, MATH-500's `answer` is checked equal to the file's own gold (8 of 94); else the
file's own gold as transcribed (OpenCompass's extracted MATH reference answer), said so per record.

Usage: python build_public_heldout19.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout19.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout19.jsonl"
SOURCE = "public_heldout19"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
LM = "The2813509163/my_project"
LM_DIR = "test_Pruning/LLaMA-Factory-main/outputs/default/20250629_120441/predictions/"
LM_COMMIT = "6d5bbf66441c66c07d471dc64a64c247de981fd9"
L4_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's MATH split, shard 4 of 8 (rounds 15-18 took "
    "shards 0-3 of the same run); the record is one entry's prediction; the file's gold is "
    "OpenCompass's extracted MATH reference answer"
)
LM_PROMPT = (
    "OpenCompass math (HUMAN turn): '{problem}\\nPlease reason step by step, and put your final "
    "answer within \\\\boxed{}.\\n' (the file's origin_prompt)"
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
LA_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run s2a1_lora_lr1e-5 "
    "(configs/grpo_a1_lr.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 "
    "generations per question at temperature 1.0, 700 completion tokens; as rounds 16-18 read "
    "it): the training rollouts the run logged at step 500 (two questions, 8 samples each); the "
    "record is one line's 'text' (the completion after the prompt's closing 'Assistant: <think>')"
)
CS_MODEL = (
    "Qwen2.5-1.5B after the repository's SFT cold start (./ckpt/s_sft_cold_m7_merged) during GRPO "
    "training on GSM8K train, run s2ac_cold_lr1e-5 (configs/grpo_ac_cold.yaml at f0c2582: LoRA r "
    "32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature "
    "1.0, 700 completion tokens, seed 42): the training rollouts the run logged at step 250 (two "
    "questions, 8 samples each; round 18 took the same run's step 500); the record is one "
    "line's 'text' (the completion after the prompt's closing 'Assistant: <think>')"
)
SM_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during the repository's first GRPO smoke run on GSM8K train "
    "(results/s1_smoke_1.5b; its config is not among the files read, taken to be configs/base.yaml "
    "at f0c2582: 8 generations per question at temperature 1.0): the training rollouts the run "
    "logged at step 200 (two questions, 8 samples each); the record is one line's 'text' (the "
    "completion after the prompt's closing 'Assistant: <think>')"
)

XF = "xiaofei9289/CS336_Project"
MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)
D2_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_2: the Dr. GRPO recipe by the run's name, seed 2; rounds 16 and 18 took seeds 0 "
    "and 1); the record is one line's response (the text after the prompt's closing 'Assistant: "
    "<think>'); this file holds the final checkpoint's validation rollouts on GSM8K test"
)
R4_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "lr_5e-6_seed_0: learning rate 5e-6 by the run's name, seed 0): the training rollouts the run "
    "logged at step 40 (groups of samples per question); the record is one line's response (the "
    "text after the prompt's closing 'Assistant: <think>')"
)

HQ = "hang154/math-reasoning-posttraining"
HQ_FILE = "sources/qwen06/math_eval_100.json"
HQ_COMMIT = "0937ef30ea1e3f4b85ec87d1696b22191b62ec14"
HQ_MODEL = (
    "Qwen3-0.6B base (reports/PRIOR_POSTTRAINING_EVIDENCE.md at 0937ef3: this file is the fixed "
    "GSM8K-100 evaluation of the repository's Qwen3-0.6B base, SFT and GRPO stages, in that "
    "order; the file's 'model' field is '[artifact-path-redacted]'): the file's first block "
    "(accuracy 0.22, format rate 0.0 by its own header, not used to label), the first 100 GSM8K "
    "test questions in order; many completions stop at a short token cap; the record is one "
    "sample's 'completion'"
)
HS_MODEL = (
    "Qwen3-0.6B after the repository's SFT on GSM8K (configs/qwen06_sft.yaml at cdf7663; the "
    "report's 'SFT' stage): the file's second block (accuracy 0.36, format rate 0.45 by its own "
    "header, not used to label), the same 100 GSM8K test questions in order; the record is one "
    "sample's 'completion'"
)
HG_MODEL = (
    "Qwen3-0.6B after SFT then GRPO on GSM8K train (configs/qwen06_grpo.yaml at cdf7663: from "
    "./artifacts/posttrain/sft, 60 steps, 4 generations, lr 5e-6, 256 completion tokens, rewards "
    "exact_numeric 1.0 + required_format 0.2; the report's 'GRPO' stage): the file's third block "
    "(accuracy 0.47, format rate 0.75 by its own header, not used to label), the same 100 GSM8K "
    "test questions in order; the record is one sample's 'completion'"
)
HQ_PROMPT = (
    "not recorded in the file; the 'required format' its header counts is by the SFT and GRPO "
    "blocks' completions the GSM8K '#### N' line (the SFT data's own answer style); the base "
    "block answers with '**Final Answer:**' and a box"
)
FA_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run s2a2_full_lr2e-6 "
    "(configs/grpo_a2_full.yaml at f0c2582: full fine-tuning, lr 2e-6, DAPO loss, beta 0.02, 8 "
    "generations per question at temperature 1.0, 700 completion tokens; as round 16 read it): "
    "the training rollouts the run logged at step 100 (two questions, 8 samples each; round 18 "
    "took the same run's step 500); the record is one line's 'text' (the completion after the "
    "prompt's closing 'Assistant: <think>')"
)

TZ = "tahaBerkBeton/improving-a-small-slm-on-gsm8k"
TG_MODEL = (
    "Qwen/Qwen2.5-1.5B-Instruct after SFT on GLM teacher traces and then GRPO, by the file's name "
    "(sft_glm53_grpo_val; round 18 found the GLM teacher traces in the same folder; the training "
    "scripts were not read this round; the counterpart of round 18's zero_val.json, whose model "
    "is GRPO without SFT), run on the "
    "repository's validation split (GSM8K test questions in order; accuracy 71.87 by the file's "
    "header, not used to label); the record is one scored_inferences entry's answer. NOTE: the "
    "tags are <reasoning>/<answer>, not <think>/<answer>; prompt_format think_answer as in "
    "rounds 8 and 18 (a reasoning tag then an answer tag)"
)
TZ_PROMPT = (
    "system (scripts/inference/prompts.py XML_SYSTEM_PROMPT, as round 18 read it): 'You are a "
    "careful math solver.\\nThink through the problem step by step inside <reasoning> and "
    "</reasoning> tags.\\nThen give the final answer inside <answer> and </answer> tags.\\nBetween "
    "the <answer> tags, return only the integer response (no float): digits only, with a leading "
    "minus sign if negative, no units, no commas, no words.\\n\\nRespond in exactly this "
    "format:\\n<reasoning>\\n...\\n</reasoning>\\n<answer>\\n...\\n</answer>'; user: '{question}'"
)
D3_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_3: the Dr. GRPO recipe by the run's name, seed 3): the training rollouts the "
    "run logged at step 120 (groups of samples per question); the record is one line's response "
    "(the text after the prompt's closing 'Assistant: <think>')"
)
E2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run s2b1_entropy_ctrl "
    "(configs/grpo_b1_entropy.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta "
    "0.02, adaptive entropy control with target 0.55, 8 generations per question at temperature "
    "1.0, 700 completion tokens, seed 42): the training rollouts the run logged at step 250 (two "
    "questions, 8 samples each; round 18 took the same run's step 500); the record is one line's "
    "'text' (the completion after the prompt's closing 'Assistant: <think>')"
)
L2_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "lr_3e-5_seed_2: learning rate 3e-5 by the run's name, seed 2; a collapsed run: by step 160 "
    "every response read is a one-word think block and a short wrong answer): the training "
    "rollouts the run logged at step 160 (groups of samples per question); the record is one "
    "line's response (the text after the prompt's closing 'Assistant: <think>')"
)
C3_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5; run "
    "grpo_constant_seed_3: the grpo_constant recipe of round 16's seed-0 run, seed 3; round 18 "
    "took seed 2); the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>'); this file holds the final checkpoint's validation rollouts on GSM8K "
    "test"
)
C1_MODEL = (
    "Qwen2.5-1.5B after the repository's SFT cold start (./ckpt/s_sft_cold_m7_merged) during GRPO "
    "training on GSM8K train, run s2ac_cold_lr1e-5 (configs/grpo_ac_cold.yaml at f0c2582, as for "
    "cs): the training rollouts the run logged at step 100 (two questions, 8 samples each); the "
    "record is one line's 'text' (the completion after the prompt's closing 'Assistant: <think>')"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "l4": ("l4-llama32-1b-math-shard4", LM, LM_DIR + "Llama-3.2-1B-Instruct_hf/math_4.json",
           LM_COMMIT, L4_MODEL, LM_PROMPT, "long_cot", "math", "gold", NO_LICENCE),
    "la": ("la-qwen25-15b-grpo-lora-train-step500", YB,
           "results/s2a1_lora_lr1e-5/train_samples_step500.jsonl", YB_COMMIT, LA_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "cs": ("cs-qwen25-15b-sft-grpo-cold-train-step250", YB,
           "results/s2ac_cold_lr1e-5/train_samples_step250.jsonl", YB_COMMIT, CS_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "c1": ("c1-qwen25-15b-sft-grpo-cold-train-step100", YB,
           "results/s2ac_cold_lr1e-5/train_samples_step100.jsonl", YB_COMMIT, C1_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "sm": ("sm-qwen25-15b-grpo-smoke-train-step200", YB,
           "results/s1_smoke_1.5b/train_samples_step200.jsonl", YB_COMMIT, SM_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "fa": ("fa-qwen25-15b-grpo-full-train-step100", YB,
           "results/s2a2_full_lr2e-6/train_samples_step100.jsonl", YB_COMMIT, FA_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "e2": ("e2-qwen25-15b-grpo-entropy-train-step250", YB,
           "results/s2b1_entropy_ctrl/train_samples_step250.jsonl", YB_COMMIT, E2_MODEL, YB_PROMPT,
           "think_answer", "gsm8k", "gold", NO_LICENCE),
    "d2": ("d2-olmo2-1b-drgrpo-seed2-val", XF, "assignment5/results/dr_grpo_seed_2/"
           "val_rollouts_final.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", D2_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "c3": ("c3-olmo2-1b-grpo-constant-seed3-val", XF, "assignment5/results/grpo_constant_seed_3/"
           "val_rollouts_final.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", C3_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "d3": ("d3-olmo2-1b-drgrpo-seed3-rollouts120", XF, "assignment5/results/dr_grpo_seed_3/"
           "rollouts_step_120.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", D3_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "l2": ("l2-olmo2-1b-grpo-lr3e-5-seed2-rollouts160", XF, "assignment5/results/lr_3e-5_seed_2/"
           "rollouts_step_160.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", L2_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "r4": ("r4-olmo2-1b-grpo-lr5e-6-rollouts40", XF, "assignment5/results/lr_5e-6_seed_0/"
           "rollouts_step_40.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", R4_MODEL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "hq": ("hq-qwen3-06b-base-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, HQ_MODEL, HQ_PROMPT, "long_cot",
           "gsm8k", "gold", NO_LICENCE),
    "hs": ("hs-qwen3-06b-sft-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, HS_MODEL, HQ_PROMPT, "long_cot",
           "gsm8k", "gold", NO_LICENCE),
    "hg": ("hg-qwen3-06b-sft-grpo-gsm8k100", HQ, HQ_FILE, HQ_COMMIT, HG_MODEL, HQ_PROMPT,
           "long_cot", "gsm8k", "gold", NO_LICENCE),
    "tb": ("tb-qwen25-15b-sft-glm-grpo-val", TZ, "scripts/inference/results/sft_glm53_grpo_val.json",
           "2e17b42c716378e7fae47ce55e9035dfb2949a25", TG_MODEL, TZ_PROMPT, "think_answer",
           "gsm8k", "ground_truth_integer_answer", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
l4:0|correct|boxed|
l4:1|wrong|boxed|
l4:2|correct|boxed|
l4:3|wrong|boxed|
l4:4|correct|boxed|
l4:5|correct|boxed|the working rounds y to 90.588... and x to 63.588..., the stated difference and the box are 27
l4:6|no_answer|truncated|cut at the token cap in a loop of the same completed-square expression; no distance or sum stated
l4:7|wrong|boxed|
l4:8|correct|boxed|'\[ \boxed{630}' (the display math is never closed)
l4:9|correct|boxed|
l4:10|correct|boxed|
l4:11|correct|boxed|'\boxed{\dfrac{3}{7}}'
l4:12|correct|boxed|
la:0|wrong|tag|'<answer>no action is needed</answer>' (gold 5)
la:1|correct|tag|the answer tag holds a sentence: 'Jack needs to hold 5 4-pound rocks to make their weights equal.'
la:2|correct|tag|
la:3|wrong|tag|
la:4|wrong|tag|
la:5|correct|tag|
la:6|correct|tag|
la:7|correct|tag|the working says '-5 rocks' and 'to exceed Anna's weight', the answer tag says 5 (the gold)
la:8|wrong|tag|'0 hours'
la:9|wrong|tag|'12 miles'
la:10|wrong|tag|
la:11|wrong|tag|'0 hours'
la:12|wrong|tag|
la:13|wrong|tag|
la:14|correct|tag|'<answer>2 hours</answer>'
la:15|wrong|tag|'<answer>3 hours</answer>' answers the question posed (gold 2); the completion then invents a 'User:' turn and answers it ('<answer>27200 ft</answer>'); labelled by the answer to the question actually posed (corpus convention)
cs:0|correct|tag|the working is odd ('If he goes 3 days without eating') but the answer is the gold
cs:1|wrong|tag|
cs:2|wrong|tag|
cs:3|wrong|tag|
cs:4|wrong|tag|the working passes through 28 ('an additional 14 * 2 = 28') but the answer is 42
cs:5|correct|tag|the closing line is a malformed tag '< answer >28 </answer>' (spaces inside the opening tag); its value and the last stated result ('he would eat 14*2= 28 sandwiches') are the gold
cs:6|wrong|tag|
cs:7|wrong|tag|
cs:8|correct|tag|
cs:9|correct|tag|
cs:10|correct|tag|
cs:11|correct|tag|
cs:12|correct|tag|
cs:13|correct|tag|
cs:14|correct|tag|
cs:15|correct|tag|
sm:0|wrong|tag|
sm:1|wrong|tag|'<answer>Marion has 17 paperclips.</answer>'
sm:2|wrong|tag|no '</think>'; '<answer> Marion has 17 paperclips.</answer>'
sm:3|wrong|tag|two answer tags, '<answer>8</answer>' mid-working and '<answer>17</answer>' last (gold 9)
sm:4|correct|tag|'<answer>9 </answer>'
sm:5|wrong|tag|
sm:6|wrong|tag|
sm:7|correct|tag|'<answer>\nMarion has 9 paperclips.\n</answer>'
sm:8|wrong|tag|'<answer> -58 pupils </answer>'
sm:9|correct|tag|
sm:10|wrong|tag|
sm:11|correct|tag|
sm:12|correct|tag|'<answer>50 puppies</answer>'
sm:13|wrong|tag|'<answer>180</answer>' answers the question posed (gold 50); the completion then invents 'User:' turns with answers of their own ('No', '30,450') and is cut inside another; labelled by the answer to the question actually posed (corpus convention)
sm:14|correct|tag|
sm:15|correct|tag|
d2:0|correct|tag|
d2:1|correct|tag|
d2:2|wrong|tag|'<answer> 65,000 </answer>' (gold 70000)
d2:3|correct|tag|
d2:4|wrong|tag|the answer tag is never closed: '<answer> 16.25' (gold 20)
d2:5|wrong|tag|
d2:6|correct|tag|
d2:7|wrong|tag|
d2:8|wrong|tag|
d2:9|wrong|tag|
d2:10|correct|tag|
r4:0|wrong|tag|three answer tags ('74.', an equation ending '= 11 > Orange', 'There are 11 orange shells.'); the last says 11 (gold 14)
r4:1|wrong|tag|the answer tag holds an equation ending '= 65'
r4:2|no_answer|prose_sentence|debatable: no opening answer tag; the last statement is an unevaluated expression ('the remaining number of shells would be 65 - 13 - 8 - 18 - 12.'), whose value is the gold, but no value is stated
r4:3|no_answer|truncated|cut inside an answer tag that restates the problem ('65 color shells = 13 purple shells + 1'); no value
r4:4|no_answer|tag|the completion invents 'User:' turns; its only answer tag answers an invented necklace question ('4 * 5 = 20'); nothing answers the question posed
r4:5|wrong|prose_sentence|the working reaches the gold ('65 - 13 - 8 - 18 - 12 = 14') but the final statement is '15 - 13 + 24 = 18 shells'
r4:6|wrong|tag|'The number of orange shells is 65 - 53, which equals 12.'
r4:7|no_answer|prose_sentence|debatable: no opening answer tag; ends 'the number of orange shell would be 65 - 49. Let’s calculate that.' and never computes it (65 - 49 is 16, not the gold 14)
r4:8|wrong|tag|the answer tag holds the second week's count, 45
r4:9|wrong|prose_sentence|no opening answer tag; the last result stated is the second week's 45 bags
r4:10|wrong|prose_sentence|no opening answer tag; ends '75 bags of chips were sold. </answer>'
r4:11|wrong|tag|'<answer> 45 bags (second week) </answer>'
r4:12|wrong|tag|the answer tag gives several values ('15 bags each', '150 chips each', '3rd week = 90, 4th week = 30.0')
l4:13|correct|boxed|
l4:14|correct|boxed|
l4:15|wrong|boxed|
l4:16|wrong|boxed|
l4:17|correct|boxed|
l4:18|wrong|boxed|'\boxed{8,000}' (gold 7945)
l4:19|wrong|boxed|
l4:20|wrong|boxed|
l4:21|correct|boxed|'\boxed{\frac{1}{2}}' for the gold '.5'
l4:22|correct|boxed|'\boxed{\frac{44}{11}}', unsimplified, equal to the gold 4 (the working also says the lines 'do not intersect at a single point' before intersecting them)
l4:23|correct|boxed|
l4:24|correct|boxed|
l4:25|wrong|boxed|
hq:0|no_answer|truncated|cut mid-formula ('- \text{') before any count or amount
hq:1|correct|boxed|
hq:2|no_answer|truncated|cut mid-number ('**Profit:** \$200,00'); no profit stated
hq:3|wrong|boxed|
hq:4|no_answer|truncated|cut under the heading 'Final Meal of the Day:' before any value
hq:5|no_answer|truncated|cut while listing glass prices ('$5 * 0.6'); no total
hq:6|correct|boxed|debatable: cut inside the box, '\boxed{260' never closed, after '160 + 80 + 20 = 260 sheep'; the value is stated
hq:7|no_answer|truncated|cut at '\text{Total Time} =' before the value
hq:8|no_answer|truncated|cut mid-calculation; no distance from home stated
hq:9|no_answer|truncated|cut after the overtime rate; no weekly total stated
hq:10|no_answer|truncated|cut after the third month's 88.2 (a misreading); no total over the three months stated
hq:11|no_answer|truncated|cut while listing the cheesecakes' price; no total
hq:12|no_answer|truncated|cut after the yearly revenue; no number of years
hq:13|no_answer|truncated|cut mid-equation; no starting number
hq:14|no_answer|truncated|cut at '\( 16 - 4'; no percentage
hs:0|correct|hash|
hs:1|correct|hash|
hs:2|no_answer|truncated|cut at '\text{Games won} =' after L = 7; no number of wins stated
hs:3|wrong|boxed|
hs:4|correct|truncated|debatable: cut at 'Therefore, the alarm rang a total of' right after '**Total = 4 + 12 + 6 = 22 times**'; labelled by the total already stated
hs:5|no_answer|truncated|cut mid-number in a year-by-year salary table; no annual salary stated
hs:6|correct|boxed|
hs:7|correct|hash|
hs:8|correct|hash|
hs:9|no_answer|truncated|cut under 'Total Number of Pets' after two boxed intermediate values (Marcia '\boxed{6}', Jan '\boxed{18}'); the total is never stated, so the last box is not an answer to the question
hs:10|no_answer|truncated|cut at 'Find Jackson's Age:'
hs:11|no_answer|truncated|cut at '### Step ' after a meaningless '8.53 meters/second'; no time stated
hs:12|correct|hash|
hs:13|correct|hash|
hs:14|no_answer|truncated|debatable: the working states 'Difference = ... = 9 - 6 = 3 hours' (the gold), then 'Now, let's confirm this with Python code.' and is cut inside the code; no final answer committed (round 10's convention for a check that is cut off)
hs:15|wrong|hash|
hs:16|wrong|truncated|debatable: cut at 'Therefore, the number of cars that drove through' after '25 cars (remaining) + 20 cars (through the jam) = 45 cars'; labelled by the value already derived (45, gold 5)
hs:17|wrong|hash|
hg:0|correct|hash|'#### 18.' (a period after the value)
hg:1|correct|hash|'#### 3.'
hg:2|wrong|hash|'#### 120,000.'
hg:3|wrong|hash|
hg:4|wrong|hash|
hg:5|correct|hash|'#### 64.'
hg:6|correct|hash|'#### 260.'
hg:7|no_answer|truncated|cut at 'Therefore, the total time' after a 48-minute remainder; no total stated
hg:8|wrong|truncated|debatable: cut at 'He is 515 - 180 = <<515-180=335>>' before the sentence ends; labelled by the value already derived (335, gold 45)
hg:9|correct|hash|'#### 460.'
hg:10|wrong|hash|
hg:11|correct|truncated|debatable: the total is stated ('= $<<204+160+330=<<694=694>>694'), then the completion is cut inside the closing sentence ('The total cost of the pastries is $<<694='); labelled by the value already stated
hg:12|wrong|hash|
hg:13|no_answer|truncated|placeholder algebra ('<<number/3>>') cut mid-expression; no number
hg:14|wrong|hash|debatable: the working reaches the gold ('= <<12/20*100=<<60=60>>60%.') but the final line reads '#### 6' (perhaps cut mid-number at the token cap; as written it is 6)
hg:15|no_answer|truncated|cut while computing a 'profit' for each purchase ('$8,000 - $960'); no choice or profit committed
hg:16|wrong|hash|'#### 160 miles.'
hg:17|correct|hash|'#### 57500.' (the working writes 57,500)
hg:18|correct|hash|
hg:19|wrong|hash|
l4:26|no_answer|truncated|cut after trying a = 6, b = 3, c = 4 ('13/3 ... However, this is not an integer average. Another'); no average committed
l4:27|correct|boxed|the factorisation is wrong ('(3x - 1)(2x + 2)'), the boxed value equals the gold
l4:28|correct|boxed|
l4:29|correct|boxed|the argument is unrelated ('a \geq 0' twice), the boxed value equals the gold
l4:30|wrong|boxed|'\boxed{(-\infty, -5) \cup (-5, 0)}' leaves out -5 (gold (-\infty,0))
l4:31|wrong|boxed|
l4:32|correct|boxed|
l4:33|correct|boxed|
l4:34|no_answer|truncated|cut while tabulating n(n+1) at n = 18; no four-digit product reached
l4:35|correct|boxed|
l4:36|correct|boxed|
l4:37|correct|boxed|
l4:38|wrong|boxed|'\boxed{432}' outside math delimiters (gold 495)
l4:39|correct|boxed|
l4:40|correct|boxed|
l4:41|wrong|boxed|'\boxed{-4}' (gold 'x = 4')
l4:42|correct|boxed|
l4:43|correct|boxed|
l4:44|correct|boxed|'$$\boxed{720}$$'
l4:45|wrong|boxed|
l4:46|no_answer|truncated|stops after 'A = \frac{66}{13}' (a wrong intermediate); Chris's age is never stated
l4:47|wrong|boxed|
l4:48|correct|boxed|
l4:49|wrong|boxed|
l4:50|correct|boxed|
l4:51|correct|boxed|
fa:0|correct|tag|
fa:1|wrong|tag|
fa:2|wrong|tag|'<answer>8.57</answer>'
fa:3|wrong|tag|
fa:4|wrong|tag|
fa:5|correct|tag|reaches 9 by rounding 8.57 up ('we'll round up to the nearest whole number'), not by the intended count; the answer equals the gold
fa:6|wrong|tag|
fa:7|wrong|tag|
fa:8|correct|tag|
fa:9|correct|tag|
fa:10|correct|tag|the working has stray text ('2x + 5y = 52.1', 'x = 6.1') but the answer is the gold
fa:11|correct|tag|
fa:12|correct|tag|
fa:13|correct|tag|
fa:14|correct|tag|
fa:15|correct|tag|
tb:0|correct|tag|the format is '<reasoning>…</reasoning>\n<answer>\n18\n</answer>' (the repository's XML prompt)
tb:1|correct|tag|
tb:2|correct|tag|
tb:3|correct|tag|
tb:4|correct|tag|
tb:5|correct|tag|
tb:6|correct|tag|
tb:7|wrong|tag|
tb:8|wrong|tag|
tb:9|correct|tag|
tb:10|correct|tag|
tb:11|correct|tag|
l4:52|correct|boxed|
l4:53|correct|boxed|
l4:54|correct|boxed|
l4:55|correct|boxed|
l4:56|wrong|boxed|
l4:57|correct|boxed|
l4:58|correct|boxed|
l4:59|correct|truncated|debatable: cut inside the closing sentence ('So, the car travels a total of 225 feet from the time the') after the sum '= 225'; labelled by the value already stated
l4:60|correct|boxed|'\boxed{8 - i}' for the gold '8-i'
l4:61|wrong|boxed|
l4:62|wrong|boxed|
l4:63|correct|boxed|
l4:64|correct|boxed|'\boxed{Monday}' outside math delimiters, for the gold '\text{Monday}'
d3:0|wrong|tag|the working passes through 566 and 355 ('x = 566 + 355'); the answer is 911 (gold 266)
d3:1|correct|tag|
d3:2|correct|tag|
d3:3|wrong|tag|
d3:4|correct|tag|
d3:5|wrong|tag|
d3:6|correct|tag|
d3:7|correct|tag|
d3:8|correct|tag|
d3:9|wrong|tag|
d3:10|correct|tag|
d3:11|correct|tag|
d3:12|correct|tag|
e2:0|wrong|tag|
e2:1|wrong|tag|
e2:2|wrong|tag|
e2:3|wrong|tag|
e2:4|wrong|tag|
e2:5|wrong|tag|
e2:6|correct|tag|'<answer>28 sandwiches</answer>'
e2:7|wrong|tag|'<answer>30</answer>' answers the question posed (gold 28); the completion then invents many 'User:' turns with answer tags of their own ('3000', 'share', ..., 'officer'); labelled by the answer to the question actually posed (corpus convention)
e2:8|wrong|tag|'<answer>75 minutes</answer>'; the working passes through the gold ('3 times 30 minutes = 90 minutes') before subtracting 15
e2:9|correct|tag|'<answer>90 minutes</answer>'
e2:10|correct|tag|
e2:11|correct|tag|'<answer>90 minutes</answer>'
e2:12|correct|tag|'<answer>90 minutes</answer>'
e2:13|correct|tag|'<answer>90 minutes</answer>'
e2:14|correct|tag|'<answer>90 minutes</answer>'
e2:15|correct|tag|'<answer>90 minutes</answer>'
l4:65|correct|boxed|
l4:66|correct|boxed|
l4:67|wrong|boxed|'\boxed{7.85}' ('approximately 7.85 kPa', from a miscomputed k = 14.48); the gold is exactly 8
l4:68|correct|boxed|'\boxed{440}' for the gold '440\text{ cm}^2' (the problem asks for no units)
l4:69|no_answer|truncated|cut at the token cap in a loop of the same prime checks ('Step'); no primes given
l4:70|correct|boxed|
l4:71|correct|boxed|
l4:72|correct|boxed|'\boxed{600}' outside math delimiters
l4:73|correct|boxed|'\boxed{15554}' outside math delimiters
l4:74|no_answer|truncated|cut mid-sentence ('the average value of the terms is $6$, which is'); no letter given
l4:75|correct|boxed|'\boxed{5}' outside math delimiters
l4:76|correct|boxed|
l4:77|wrong|boxed|
l4:78|correct|boxed|
l2:0|wrong|tag|a one-word think ('total') and a wrong answer: the run had collapsed by step 160
l2:1|wrong|tag|no '</think>'; '<answer>20</answer>'
l2:2|wrong|tag|
l2:3|wrong|tag|
l2:4|wrong|tag|
l2:5|wrong|tag|
l2:6|wrong|tag|
l2:7|wrong|tag|
l2:8|wrong|tag|
l2:9|wrong|tag|
l2:10|wrong|tag|
l2:11|wrong|tag|
l2:12|wrong|tag|
l2:13|wrong|tag|
l2:14|wrong|tag|
l2:15|wrong|tag|
l2:16|wrong|tag|
l2:17|wrong|tag|
l4:79|wrong|boxed|
l4:80|correct|boxed|
l4:81|correct|boxed|
l4:82|correct|boxed|
l4:83|wrong|boxed|
l4:84|correct|boxed|the working calls 91 'the minimum possible slope' before finding 89; the final box is 89 (the gold)
l4:85|correct|boxed|
l4:86|correct|boxed|
l4:87|wrong|boxed|
l4:88|wrong|boxed|
l4:89|no_answer|truncated|cut mid-sentence ('we can see that $a'); no count given
l4:90|correct|boxed|
l4:91|correct|boxed|
l4:92|correct|boxed|the working writes 'f(-2) = f(2) = 9' (a slip for f(-(-2))); the point (-2,9) and the boxed sum equal the gold
l4:93|correct|boxed|
c3:0|wrong|tag|
c3:1|wrong|tag|
c3:2|wrong|tag|'<answer> 50,000 </answer>' (gold 70000)
c3:3|correct|tag|
c3:4|wrong|tag|
c3:5|wrong|tag|
c3:6|correct|tag|
c3:7|wrong|tag|
c3:8|wrong|tag|
c3:9|correct|tag|
c3:10|wrong|tag|
c3:11|wrong|prose_sentence|no think or answer tags closed; stops at '$204 + $160 + $330 = $200' (a misadded sum; gold 694)
hg:20|wrong|hash|'#### 2.'
hg:21|correct|hash|'#### 7.'
hg:22|correct|hash|'#### 8.'
hg:23|correct|hash|'#### 26.' (the working writes $26.00)
hg:24|correct|truncated|debatable: cut inside a calculator annotation right after the value ('$17 / $8.50 = <<17/8.5=<<2'), before any closing statement; 17 / 8.5 = 2, the gold; labelled by the value derived
hg:25|correct|hash|'#### 243.'
hg:26|wrong|hash|'#### 60.00' (gold 16)
hg:27|wrong|prose_sentence|no '####'; 'Henry traveled 5 miles between his first and second stops.'
hg:28|wrong|hash|
hg:29|correct|hash|'#### 109.'
hg:30|wrong|hash|'#### 56.67.'
hg:31|wrong|hash|
hg:32|correct|hash|'#### 70.'
hg:33|correct|hash|'#### 23.'
hg:34|wrong|hash|the working passes through the gold ('4 + 5 = <<4+5=9>>9 points') but the final line is '#### 18.'
hg:35|wrong|hash|'#### 15.00.' (gold 75)
hg:36|no_answer|truncated|cut mid-sentence ('Since each lego set is sold for $15, he'); no number of sets stated
hg:37|no_answer|truncated|cut inside a calculator annotation ('<<35.25/7=5.035714') in a wrong working; no speed stated as the answer
hg:38|no_answer|truncated|cut mid-number ('<<0.'); no total distance
hg:39|correct|hash|'#### 8.'
hg:40|wrong|truncated|debatable: cut at 'and still hit' after deriving '600 feet outside of the dragon's flames'; labelled by the value already stated (600, gold 200)
hg:41|correct|hash|'#### 26.'
c1:0|wrong|tag|'<answer>13.85</answer>'
c1:1|correct|tag|
c1:2|wrong|tag|'<answer>42.105</answer>' (from 180/19 miscomputed)
c1:3|correct|tag|reaches 9 by rounding 180/19 = 9.474 ('we round to the nearest amount'), not by the intended count of 20; the answer equals the gold
c1:4|wrong|tag|
c1:5|wrong|tag|'<answer>4.865</answer>'
c1:6|wrong|tag|
c1:7|wrong|tag|'<answer>8.57</answer>'
c1:8|correct|tag|
c1:9|wrong|tag|
c1:10|wrong|tag|
c1:11|wrong|tag|
c1:12|wrong|tag|the working leaves 40 stamps but then writes '5*10 = 50 stamps on these 10 envelopes' and answers 16
c1:13|correct|tag|the working calls the stamps dollars ('$52 - $12 = $40'); the answer is the gold
c1:14|correct|tag|
c1:15|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
