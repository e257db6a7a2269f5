r"""Build public_heldout28.jsonl: a twenty-eighth held-out round of REAL model completions (issue 25).

Why: rounds 1-27 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, metrics, format_reward, answer_reward, the accuracy headers and the like) were not used
to label.

Method (rounds 3-27's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). A record is taken only when its whole completion lies on the pages read; where
a completion crosses the edge between two consecutive pages that were both read it was joined at
the edge (the pages are consecutive slices): jmr samples 18, 26, 35, 45 and 55, jpr sample 26 and
yv2 line 23; yv2 line 12 (its prompt crosses the edge of page 0, its completion lies wholly on page
1) was taken as read. Nothing is shortened. Every completion was compared (whitespace-normalised)
with every completion of rounds 1-27 and exact repeats were left out (their rec numbers are
skipped, so ids have gaps): jmr samples 11 and 12 (Qwen2.5-7B-Instruct at temperature 0 on
MATH-500 lines 11 and 12 repeats round 24's math_level45_results.json jl r003 and r004 word for
word; sample 12 also round 24's ja r004 and round 14's xr r012) and yv2 line 11 (word for word as
round 18's yn r010, round 25's sc r010 and round 26's sn r010: the shauryajeloka adapters write the
same greedy text for this question). Within the round no completion repeats another.

Repositories (320 records; all four are already in the corpus, and every file-and-page read here is
one no earlier round used: `grep -l <path> build_public_heldout*.py` finds the yyfblock,
janettang000 and KleistvonLiu paths only in earlier builders that took other pages or other steps,
named below): yyfblock/grpo-math 103 (32.2 %), KleistvonLiu/assignment5-alignment 99 (30.9 %),
janettang000/eval-infra 86 (26.9 %), shauryajeloka/yoda-gsm8k-posttraining 32 (10.0 %). No licence
file was found for any of the four; `licence` per record. The search for repositories new to the
corpus found none with usable committed completions in the time given (dead ends below).

Split: think_answer 202 (GSM8K 103, MATH 99), long_cot 118 (GSM8K 66, MATH 52); GSM8K 169, MATH
151 (47.2 %). Truths: correct 224, wrong 95, no_answer 1 (GSM8K 121 / 48 / 0, MATH 103 / 47 / 1); 3
debatable.

Selection (records as they come, not by how hard they look; each file read from its start, or
from the offset named, in file order; every record whose completion lies on the pages read taken
unless said):
* yyfblock/grpo-math (Qwen2.5-1.5B, its R1-style prompt; think_answer, GSM8K test in order, the
  question stored; line N = GSM8K test question N-1): a5r = results/ac_500.jsonl lines 46-66 (page
  2, offset 32000; line 45 crosses the edge of page 1, round 27 took 23-44) and 68-89 (page 3,
  offset 48000; line 67 and line 90 cross the edges); msq = results/merged_sanity.jsonl lines 48-70
  (page 2; line 47 crosses, round 27 took 24-46) and 72-93 (page 3; 71 and 94 cross); s2q =
  results/s1_after_200steps.jsonl lines 35-49 (page 2; line 34 crosses, round 27 took 17-33; line
  50 crosses). Forms: '<answer>9 points</answer>', '<answer> $75.00 </answer>', '<answer>1/3</answer>',
  '<answer>Brandon's iPhone is 8 years old.</answer>', '<answer>more than 1000 feet away from the
  dragon</answer>', '<answer>$320</answer>', '<answer>48 grams</answer>', think blocks that stop
  before any value and a tag that then holds one, a think block that reaches -57 and says 'Let's try
  again.' before '<answer>153</answer>'.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold unless the problem is in MATH-500): page 0 of
  outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl for steps 59 (q0 r0-5), 61 (q0 r0-7,
  q1 r0-1), 62 (q0 r0-4), 63 (q0 r0-7, q1 r0), 64 (q0 r0-7, q1 r0), 66 (q0 r0-7, q1 r0-4), 67 (q0
  r0-7, q1 r0-2), 69 (q0 r0-7, q1 r0-2), 71 (q0 r0-7), 72 (q0 r0-7) and 73 (q0 r0-7, q1 r0); the
  next rollout crosses the page edge in each (rounds 9 and 20-27 took steps 1-58, 60, 65, 68, 70,
  75, 80, 84 and 87). Forms: 'Answer: \(\sqrt{3} + 2\) </answer>' with no opening tag, '[answer]
  $\frac{3 + 2\sqrt{3}}{3}$ </answer>', solution sets as inequalities ('x < -1/4 or x > 2'), Unicode
  '∞' and '√', '<answer>2:1</answer>', '[/think]', '\end think', '<end think>', '$\$$23.40' in the
  tag, answer tags holding sentences, a repeating decimal '8.666\overline{6}' and a mixed number
  '8\frac{2}{3}' for 26/3, code blocks with outputs and a box and no tags.
* janettang000/eval-infra (its own harness, eval_infra): jmr = results/math_results.json
  (Qwen/Qwen2.5-7B-Instruct, the first 200 MATH-500 problems in order, long_cot; sample N =
  MATH-500 line N) samples 10, 13-26 (pages 1-2, offsets 16000 and 32000; sample 9 crosses the edge
  of page 0, round 24 took 0-8; 11 and 12 left out as repeats), 27-35 (page 3), 36-45 (page 4),
  46-55 (page 5), 56-63 (page 6, offset 96000; sample 64 crosses); j32r =
  results/gsm8k_32b_results.json (Qwen/Qwen2.5-32B-Instruct, GSM8K test in order, long_cot) samples
  93-99 (page 8, offset 128000, the end of the file; rounds 25-27 took 0-92); jpr =
  results/gsm8k_phi_results.json (microsoft/Phi-3.5-mini-instruct, GSM8K test in order, long_cot,
  each output opening with a space) samples 14-40 (pages 1-2, offsets 16000 and 32000; sample 13
  crosses the edge of page 0, round 24 took 0-12; sample 41 crosses). Forms: '\boxed{52_8}',
  '\boxed{11\sqrt{2}}' for '11\sqrt2', '\boxed{5}' for 'x=5', '\boxed{3, 5, 7}', '\boxed{0, -1}',
  '\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}', a box and then '#### 36', '#### 26.00', '#### 75.00',
  '#### 16' followed by 'The answer is: 16', a completion cut at the output cap mid-display.
* shauryajeloka/yoda-gsm8k-posttraining (Qwen2.5-3B-Instruct with its RLVR adapter, greedy, the
  repository's frozen GSM8K test sample in the file's order; long_cot): yv2 =
  outputs/rlvr-verifier-v2-l40s/gsm8k_eval.jsonl lines 1-10 (page 0; line 11, also on page 0, left
  out as a repeat), 12-22 (page 1; line 12's prompt crosses the edge of page 0, its completion lies
  on page 1) and 23-33 (page 2, offset 32000; line 23 joined; line 34 opens on page 3); no earlier
  builder took this file (rounds 25-27 name it only as a lead). Forms: Yoda-style reasoning
  ending 'Final answer: N' after a sentence with the value in words, 'Final answer: 8/3', 'Final
  answer: 13 1/3' after 'Thus, one十三分之三 hours' (Chinese characters in the closing sentence),
  word slips in the working ('four dollars for every tomato' for $.4).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-27's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word, a '$' sign or a
thousands comma, '#### 75.00' for 75, a sentence in the answer tag whose value is the gold, an
equivalent set written as inequalities or as an interval union, '52_8', '11\sqrt{2}' for
'11\sqrt2', '\boxed{5}' for 'x=5', a repeating decimal or a mixed number equal to the gold,
debatable where marked); another quantity is wrong; in the tag format the `<answer>` content is the
final answer whatever the think block says, read for its final value when it holds a sentence;
with no opening answer tag the completion is labelled by its last stated result or last box; a
malformed think close ('[/think]', '\end think', '<end think>') does not change which answer counts;
a plan with no value is no_answer. Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words, checked equal to the file's own gold (yyfblock's gold, janettang000's 'expected',
shauryajeloka's ground_truth); every GSM8K record here is a GSM8K test question. MATH: janettang000's
problems are MATH-500 lines (found by the problem's opening words; the file stores only the
unique_id), and MATH-500's `answer` is checked equal to the file's 'expected'; none of
KleistvonLiu's eleven problems is in MATH-500 by its opening words, so the file's own answer (its
MATH test gold) as transcribed.

Dead ends this round (searched, nothing usable): find_repos 'assignment5' and 'grpo' (the CS336
assignment-5 repositories not yet in the corpus hold no committed rollouts: ymzhang0303/
assignment5-alignment has no .jsonl; harishvs/rl_grpo_qwen_math none; kingjameschan/gemma-math-sft-grpo
only eval_log.jsonl pass@k summaries); find_files for outputs/generations.jsonl (code-correction and
RAG repositories), completions.jsonl (tutoring, code and API logs), eval_outputs.jsonl (codearky's,
already in the corpus, and two course exercises), results/math500_results.jsonl,
results/math500_outputs.jsonl, outputs/math500.jsonl and results/gsm8k_predictions.jsonl (none);
find_string '"generated_text": "<think>\n' (test fixtures only), '</think>\n<answer>18</answer>"'
(none), '"model_output": "<think>\nOkay, so' (none) and '"completion": "<reasoning>\n' (a
README's example output and test fixtures: not committed model output).

Leads for a later round: KleistvonLiu steps 74, 76-79, 81-83, 85, 86 (page 0 holds 5-11 rollouts)
and page 1 of the steps read here; janettang000 math_results.json from sample 64 (page 7, offset
112000; 200 samples in all, check each against round 24's math_level45_results.json, which repeats
level-4/5 problems word for word), gsm8k_phi_results.json from sample 41 (page 3, offset 48000),
gsm8k_results.json and math_level45_results.json later pages; yyfblock ac_500 from line 90 (page 4,
offset 64000), merged_sanity from line 94, s1_after_200steps from line 50, and the other results
files (ac_250, baseline_base_1.5b, greedy_grpo, stable_results: check which builders name them);
shauryajeloka rlvr-verifier-v2-l40s from line 34 (page 3, offset 48000; 689,374 characters in all)
and the persona_math_eval.jsonl files; codearky/cross-policy-with-trl eval_outputs.jsonl from page 3
(offset 48000; round 16 took lines 1-8, 1.46 M characters, 8 GRPO completions a GSM8K question,
think_answer); labrem gemma2-2b best-of-n 0.7 from math_00111 and the thresholds no builder names.

Usage: python build_public_heldout28.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout28.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout28.jsonl"
SOURCE = "public_heldout28"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-27 took rollout steps 1-58, "
    "60, 65, 68, 70, 75, 80, 84 and 87), rollout step {}, on MATH test problems; the record is one "
    "line's response (the text after the prompt's closing 'Assistant: <think>')"
)
KL_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>' (the file's prompt field)"
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
    "(results/ac_500.jsonl; rounds 26 and 27 took lines 1-21 and 23-44, this round lines 46-66 "
    "and 68-89 from pages 2 and 3); the record is one line's completion (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check of "
    "the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges is not "
    "named in the file), evaluated on GSM8K test in order with the repository's R1-style prompt "
    "(rounds 26 and 27 took lines 1-22 and 24-46, this round lines 48-70 and 72-93 from pages 2 "
    "and 3); the record is one line's completion (the text after the prompt's closing "
    "'Assistant: <think>')"
)
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the file "
    "name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in order "
    "with the repository's R1-style prompt (rounds 26 and 27 took lines 1-15 and 17-33, this round "
    "lines 35-49 from page 2); the record is one line's completion (the text after the prompt's "
    "closing 'Assistant: <think>')"
)

JT, JTC = "janettang000/eval-infra", "da54487547aed5f5c41d6b1dec927d93ff03f90b"
JT_GSM_PROMPT = (
    "system (eval_infra/tasks/gsm8k_task.py GSM8K_SYSTEM_PROMPT at 6b705c6, as round 24 read it): "
    "'You are a helpful math assistant. Solve the following problem step by step. After your "
    "reasoning, write your final numeric answer on a new line after '#### '. For example: #### "
    "42'; user: '{question}'"
)
JT_MATH_PROMPT = (
    "system (eval_infra/tasks/math_task.py MATH_SYSTEM_PROMPT at 53a88ce, as round 24 read it): "
    "'You are a helpful math assistant. Solve the following problem step by step. Show your work "
    "clearly, then put your final answer inside \\\\boxed{}.'; user: '{problem}' (MATH-500 in its "
    "own order)"
)
JM_MODEL = (
    "Qwen/Qwen2.5-7B-Instruct (the file's 'model' field) under the repository's own harness "
    "(eval_infra), the first 200 MATH-500 problems in order (results/math_results.json; round 24 "
    "took samples 0-8; accuracy 0.74 by the file's header, not used to label); the record is one "
    "samples entry's raw_output"
)
J32_MODEL = (
    "Qwen/Qwen2.5-32B-Instruct (the file's 'model' field) under the repository's own harness "
    "(eval_infra), the first 100 GSM8K test questions in order (results/gsm8k_32b_results.json; "
    "rounds 25-27 took samples 0-92; accuracy 0.96 by the file's header, not used to label); the "
    "record is one samples entry's raw_output"
)
JP_MODEL = (
    "microsoft/Phi-3.5-mini-instruct (the file's 'model' field) under the repository's own "
    "harness (eval_infra), the first 200 GSM8K test questions in order "
    "(results/gsm8k_phi_results.json; round 24 took samples 0-12; accuracy 0.89 by the file's "
    "header, not used to label); the record is one samples entry's raw_output (each opens with a "
    "space)"
)

YN = "shauryajeloka/yoda-gsm8k-posttraining"
YN_PROMPT = (
    "the GSM8K question as the user turn under Qwen's default system prompt (the file's prompt "
    "field and generation.system_prompt 'qwen_default', prompt_suffix empty)"
)
YV2_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct with the repository's LoRA adapter outputs/rlvr-verifier-v2-lora at "
    "adapter_scale 1.0 (the file's generation field: temperature 0.0, system_prompt "
    "'qwen_default', max_new_tokens 1024, prompt_suffix empty; the folder rlvr-verifier-v2-l40s: "
    "the RLVR verifier-reward run, second version, by its name on an L40S), on the repository's "
    "frozen GSM8K test sample (the file's order); Yoda-style reasoning ending 'Final answer: N', "
    "the trained style, not asked in the prompt; the record is one line's response"
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


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "k59": _kl(59),
    "k61": _kl(61),
    "k62": _kl(62),
    "k63": _kl(63),
    "k64": _kl(64),
    "k66": _kl(66),
    "k67": _kl(67),
    "k69": _kl(69),
    "k71": _kl(71),
    "k72": _kl(72),
    "k73": _kl(73),
    "a5r": ("a5r-qwen25-15b-sft-grpo-ac500-gsm8k", YB, "results/ac_500.jsonl", YB_COMMIT,
            A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "msq": ("msq-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "s2q": ("s2q-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "jmr": ("jmr-qwen25-7b-instruct-math500", JT, "results/math_results.json", JTC, JM_MODEL,
            JT_MATH_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
    "j32r": ("j32r-qwen25-32b-instruct-gsm8k", JT, "results/gsm8k_32b_results.json", JTC,
             J32_MODEL, JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "jpr": ("jpr-phi35-mini-instruct-gsm8k", JT, "results/gsm8k_phi_results.json", JTC, JP_MODEL,
            JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "yv2": ("yv2-qwen25-3b-rlvr-verifier-v2-l40s-gsm8k", YN,
            "outputs/rlvr-verifier-v2-l40s/gsm8k_eval.jsonl",
            "69557e44f7fbc9e192b9b29b02fd284bfc1e3ca9", YV2_MODEL, YN_PROMPT, "long_cot", "gsm8k",
            "ground_truth", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
a5r:0|wrong|tag|
a5r:1|correct|tag|
a5r:2|correct|tag|
a5r:3|correct|tag|
a5r:4|correct|tag|
a5r:5|correct|tag|the working opens with an invented 'Each chicken lays 1 dozen = 12 eggs per day' but reaches the gold
a5r:6|correct|tag|
a5r:7|correct|tag|
a5r:8|wrong|tag|Friday's 12 car tires counted as 4 ($160); '<answer>360</answer>' (gold 40)
a5r:9|wrong|tag|Patchy's kittens taken as three times Trixie's; 55 (gold 40)
a5r:10|correct|tag|
a5r:11|correct|tag|
a5r:12|correct|tag|
a5r:13|wrong|tag|'<answer>50.25</answer>' (gold 57)
a5r:14|correct|tag|
a5r:15|correct|tag|
a5r:16|correct|tag|
a5r:17|wrong|tag|'<answer>55125</answer>' (gold 25000)
a5r:18|wrong|tag|one month of each half added; 266 (gold 1596)
a5r:19|correct|tag|
a5r:20|wrong|tag|the reading counted once a week for TV; 20 (gold 36)
msq:0|wrong|tag|
msq:1|correct|tag|
msq:2|correct|tag|
msq:3|correct|tag|
msq:4|wrong|tag|'It takes him 2 hours because 15/5=3'; '<answer>2</answer>' (gold 5)
msq:5|correct|tag|
msq:6|wrong|tag|Friday's car tires priced as truck tires; 200 (gold 40)
msq:7|wrong|tag|
msq:8|correct|tag|
msq:9|correct|tag|
msq:10|correct|tag|
msq:11|wrong|tag|the 25% fee taken as the delivery fee; 54 (gold 57)
msq:12|correct|tag|
msq:13|wrong|tag|
msq:14|correct|tag|
msq:15|wrong|tag|'<answer>4250</answer>' (gold 25000)
msq:16|correct|tag|
msq:17|correct|tag|
msq:18|correct|tag|the working says '3 hours a day' and 'He reads 3*3=9 hours a week' (a label slip), the value is the gold
msq:19|wrong|tag|'<answer>208</answer>' (gold 48)
msq:20|correct|tag|
msq:21|wrong|tag|'5/2 = 2.5 teachers', rounded down to 2 (gold 36)
msq:22|correct|tag|
s2q:0|wrong|tag|the think block sets up the relations and computes nothing; '<answer>12</answer>' (gold 23)
s2q:1|correct|tag|'<answer>9 points</answer>'
s2q:2|correct|tag|'<answer> $75.00 </answer>'
s2q:3|wrong|tag|'<answer>1/3</answer>' (gold 2)
s2q:4|wrong|tag|'<answer>32.47 miles per hour</answer>' (gold 10)
s2q:5|correct|tag|the think block stops at the walking speed (1.5 mph) and never computes the distance; '<answer>18 miles</answer>' is the gold
s2q:6|correct|tag|the answer tag holds a sentence: 'Brandon's iPhone is 8 years old.'
s2q:7|wrong|tag|'<answer>more than 1000 feet away from the dragon</answer>' (gold 200)
s2q:8|correct|tag|
s2q:9|correct|tag|'<answer>48 grams</answer>'
s2q:10|correct|tag|
s2q:11|correct|tag|
s2q:12|wrong|tag|the think block reaches x = -57 and says 'Let's try again.'; '<answer>153</answer>' (gold 163)
s2q:13|wrong|tag|'<answer>$320</answer>' (gold 800)
s2q:14|correct|tag|'<answer>8 pieces</answer>'
k59:0|wrong|answer_is|no think close and no opening answer tag; 'Answer: \(\sqrt{3} + 2\) </answer>' (gold (3+2√3)/3)
k59:1|correct|answer_is|no tags at all; the last line 'Answer: \( \frac{3 + 2\sqrt{3}}{3} \)'
k59:2|wrong|tag|'<answer>1 + 4/3 * sqrt(3)</answer>'
k59:3|correct|answer_is|no think close and no opening answer tag; '[answer] $\frac{3 + 2\sqrt{3}}{3}$ </answer>'
k59:4|wrong|tag|'<answer>2 + 2√3</answer>'
k59:5|wrong|tag|'\boxed{\frac{2}{\sqrt{3}}-1}' in the think block and '<answer> $\frac{2}{\sqrt{3}}-1$ </answer>' (a negative radius)
a5r:21|correct|tag|
a5r:22|correct|tag|
a5r:23|correct|tag|
a5r:24|wrong|tag|'33 * 15 = 505' miscomputed; '<answer>7575</answer>' (gold 7425)
a5r:25|correct|tag|
a5r:26|correct|tag|
a5r:27|correct|tag|
a5r:28|correct|tag|the working ends '$88.00', the tag holds 88
a5r:29|correct|tag|
a5r:30|correct|tag|
a5r:31|wrong|tag|Sarah's laundry minus Raymond's; 350 (gold 100)
a5r:32|correct|tag|
a5r:33|correct|tag|
a5r:34|correct|tag|
a5r:35|wrong|tag|Charlie's first 10 stickers left out; 7 (gold 17)
a5r:36|correct|tag|
a5r:37|correct|tag|
a5r:38|correct|tag|
a5r:39|wrong|tag|'<answer>484</answer>' (gold 44, which the working reaches first)
a5r:40|correct|tag|
a5r:41|wrong|tag|the monthly pay raised by compound 10%; '<answer>808.60</answer>' (gold 9360)
a5r:42|correct|tag|the working writes '8,000 copies', the tag holds 8000
msq:23|correct|tag|
msq:24|correct|tag|
msq:25|correct|tag|
msq:26|correct|tag|
msq:27|correct|tag|
msq:28|correct|tag|
msq:29|correct|tag|
msq:30|correct|tag|
msq:31|correct|tag|
msq:32|wrong|tag|'The girls have 1/6*24=4 liters of water together'; 14 (gold 10)
msq:33|wrong|tag|
msq:34|wrong|tag|four times Grace's weight added to Alex's; 998 (gold 623)
msq:35|correct|tag|
msq:36|wrong|tag|
msq:37|wrong|tag|'<answer>176</answer>' (gold 44, which the working reaches first)
msq:38|correct|tag|the working counts minutes ('it rang for 4 minutes', '22 minutes') for rings; the value 22 is the gold
msq:39|wrong|tag|'<answer>9583.2</answer>' (gold 9360)
msq:40|correct|tag|
msq:41|wrong|tag|
msq:42|correct|tag|
msq:43|correct|tag|
msq:44|correct|tag|
k61:0|correct|tag|'<answer> \[x \in (-\infty, -\frac{1}{4}) \cup (2, \infty).\] </answer>'
k61:1|correct|tag|the solution set as inequalities: '<answer> \(x < -\frac{1}{4}\) or \(x > 2\)</answer>' (equal to the gold interval union)
k61:2|correct|tag|'<answer> x < -1/4 or x > 2 </answer>' (the gold set as inequalities)
k61:3|correct|tag|a box in the think block, then '<answer> \((- \infty, - \frac{1}{4}) \cup (2, \infty)\)</answer>'
k61:4|wrong|tag|a root miscomputed as 1/2: '<answer> \(x < \frac{1}{2}\) or \(x > 2\)</answer>'
k61:5|correct|tag|'<answer> $x \in (-\infty, -\frac{1}{4}) \cup (2, \infty)$ </answer>'
k61:6|correct|tag|Unicode infinity in the tag: '\((-∞, -\frac{1}{4}) \cup (2, ∞)\)'
k61:7|correct|tag|
k61:8|correct|tag|the think block ends 'the answer is $6^2$', the tag holds 36
k61:9|correct|tag|
k62:0|wrong|tag|'<answer>2/3</answer>' (gold 3/5)
k62:1|wrong|tag|'<answer>$\frac{4}{5}$</answer>'
k62:2|wrong|tag|'<answer>2:1</answer>'
k62:3|wrong|tag|a malformed '[/think]' closing the think block; '<answer> $\frac{1}{5}$ </answer>'
k62:4|wrong|tag|'\boxed{\frac{2}{3}}' in the think block and '<answer>2/3</answer>'
k63:0|wrong|tag|'<answer>$$-360, -240, 0$$</answer>' (gold -330, 90)
k63:1|wrong|tag|the answer tag holds a sentence: 'The possible values of $b$ are $160$ and $-80$.'
k63:2|wrong|tag|
k63:3|wrong|tag|
k63:4|wrong|tag|'<answer> -240, 240 </answer>'
k63:5|wrong|tag|'<answer> -240, 120 </answer>'
k63:6|wrong|tag|'\boxed{0, 240, 480}' in the think block and the same three values in the tag
k63:7|wrong|tag|
k63:8|wrong|tag|'<answer>3</answer>' (gold 2)
k64:0|correct|tag|'\(\boxed{23.40}\)' in the think block, '<answer>23.40</answer>' for the gold '\$23.40'
k64:1|correct|tag|'<answer>23.40</answer>' for the gold '\$23.40'
k64:2|correct|tag|
k64:3|correct|tag|
k64:4|correct|tag|
k64:5|correct|tag|'<answer> $\$$23.40 </answer>' (a dollar sign escaped inside math delimiters)
k64:6|correct|tag|'<answer> $\$$23.40 </answer>'
k64:7|correct|tag|'<answer> $\$$23.40 </answer>'
k64:8|correct|boxed|no tags; a Python block and its output, then 'is \(\boxed{49.6}\).'
k66:0|correct|tag|'<answer> -2 </answer>'
k66:1|correct|tag|'<answer> $-2$ </answer>'
k66:2|correct|tag|
k66:3|correct|tag|
k66:4|correct|tag|
k66:5|correct|tag|
k66:6|correct|tag|
k66:7|correct|tag|
k66:8|correct|tag|'<answer> $-9$ </answer>'
k66:9|correct|tag|
k66:10|correct|tag|
k66:11|correct|tag|
k66:12|correct|tag|'<answer>-9 </answer>'
k67:0|correct|tag|
k67:1|correct|tag|
k67:2|correct|tag|'\(\boxed{10}\)' in the think block and '<answer>10</answer>'
k67:3|correct|tag|the working flips the inequality ('9x > 7 \cdot 13', 'x > \frac{91}{9}') yet names 10; the tag holds the gold 10
k67:4|correct|tag|
k67:5|correct|tag|
k67:6|correct|tag|
k67:7|correct|tag|no '</think>': the think block ends '\end think' and then '<answer>10</answer>'
k67:8|wrong|tag|'<answer>16</answer>' (gold 6)
k67:9|wrong|tag|the think block sets up an equation and does not solve it; '<answer>4</answer>' (gold 6)
k67:10|wrong|tag|'\boxed{4}' in the think block and '<answer> 4 </answer>' (gold 6)
jmr:10|correct|boxed|
jmr:13|correct|boxed|
jmr:14|wrong|boxed|EF taken as the side opposite D over the hypotenuse DE; '\boxed{10}' (gold \sqrt{51})
jmr:15|wrong|boxed|'\boxed{3 - 8i}' (gold 6 - 5i)
jmr:16|correct|boxed|
jmr:17|correct|boxed|
jmr:18|wrong|boxed|joined across the page edge; the working reaches 28 degrees, then takes the supplement: '\boxed{152}' (gold 28)
jmr:19|correct|boxed|
jmr:20|correct|boxed|
jmr:21|wrong|boxed|'\boxed{13020}' (gold 13535)
jmr:22|correct|boxed|
jmr:23|correct|boxed|'\boxed{5}' for the gold 'x=5'
jmr:24|correct|boxed|the working finds 'r \approx 0.10' and boxes 10 (the percent the question asks for)
jmr:25|wrong|boxed|'\boxed{0, -1}' (gold 1, -2)
yv2:0|correct|final_answer_phrase|Yoda-style; 'Thus, thirty-six lemons Tim will need.' then 'Final answer: 36'
yv2:1|correct|final_answer_phrase|
yv2:2|wrong|final_answer_phrase|'Final answer: 6' (gold 3)
yv2:3|correct|final_answer_phrase|
yv2:4|wrong|final_answer_phrase|'Thus, (8)/(3) gallons each person drank' then 'Final answer: 8/3' (Fred left out of the sharing; gold 2)
yv2:5|correct|final_answer_phrase|
yv2:6|wrong|final_answer_phrase|'Final answer: 305' (gold 298)
yv2:7|correct|final_answer_phrase|
yv2:8|wrong|final_answer_phrase|an invented closed Saturday; 'Final answer: 96' (gold 120)
yv2:9|correct|final_answer_phrase|
jmr:26|correct|boxed|joined across the page edge; the working reaches '720 - 864 = -144', calls it overcounted and ends '720 - 720 + 144 = 144', '\boxed{144}' (the gold)
jmr:27|correct|boxed|
jmr:28|correct|boxed|
jmr:29|correct|boxed|
jmr:30|correct|boxed|'\boxed{52_8}'
jmr:31|correct|boxed|'\boxed{11\sqrt{2}}' for the gold '11\sqrt2'
jmr:32|correct|boxed|
jmr:33|wrong|boxed|'\frac{9.8}{25} = \frac{49}{125}'; '\boxed{\frac{49}{125}}' (gold 243/625)
jmr:34|correct|boxed|
j32r:93|correct|hash|'\boxed{36}' and then '#### 36'
j32r:94|correct|hash|
j32r:95|correct|hash|
j32r:96|correct|hash|
j32r:97|correct|hash|
j32r:98|correct|hash|the last line 'is:\n#### 5' (the marker closes the sentence)
j32r:99|correct|hash|
yv2:12|correct|final_answer_phrase|
yv2:13|correct|final_answer_phrase|the working says 'four dollars for every tomato' for $.4 but computes 500 x 0.4; 350 is the gold
yv2:14|correct|final_answer_phrase|
yv2:15|correct|final_answer_phrase|
yv2:16|wrong|final_answer_phrase|'Final answer: 32' (gold 64)
yv2:17|correct|final_answer_phrase|the working says 'fifty dollars each' for $500 but computes 3 x 500; 4500 is the gold
yv2:18|correct|final_answer_phrase|
yv2:19|correct|final_answer_phrase|
yv2:20|correct|final_answer_phrase|
yv2:21|correct|final_answer_phrase|
jmr:35|correct|boxed|joined across the page edge
jmr:36|correct|boxed|'\boxed{3, 5, 7}'
jmr:37|correct|boxed|
jmr:38|correct|boxed|
jmr:39|correct|boxed|
jmr:40|correct|boxed|
jmr:41|correct|boxed|the midpoint route gives x = 6, the working switches to vectors and boxes 17 (the gold)
jmr:42|correct|boxed|
jmr:43|wrong|boxed|'\boxed{90}' (gold 70\sqrt{2})
jmr:44|correct|boxed|
k69:0|correct|tag|'<answer>51 </answer>' (the working writes '151/3 + 1 = 50 + 1', a slip)
k69:1|wrong|tag|'<answer>53</answer>' (gold 51)
k69:2|correct|tag|the working writes '151 / 3 + 1 = 50 + 1', a slip; 51 is the gold
k69:3|correct|tag|
k69:4|correct|tag|
k69:5|correct|tag|
k69:6|wrong|tag|'<answer>54</answer>' (gold 51)
k69:7|correct|tag|
k69:8|wrong|tag|the think block sets up equations and stops; '<answer>$-30$</answer>' (gold 51)
k69:9|wrong|tag|'<answer> $119$ </answer>'
k69:10|wrong|boxed|no think close and no opening answer tag; the last line boxes 48 and closes '</answer>' (gold 51)
k71:0|correct|tag|'\boxed{40}' in the think block and '<answer>40</answer>'
k71:1|correct|tag|
k71:2|correct|tag|
k71:3|correct|tag|
k71:4|correct|tag|
k71:5|correct|tag|
k71:6|correct|tag|
k71:7|correct|tag|
jpr:14|correct|hash|the output opens with a space
jpr:15|correct|hash|
jpr:16|correct|hash|the working adds one train's two legs (80 + 150), not the average the question means; the value 230 equals the gold
jpr:17|correct|hash|the working writes '$57,500', the marker '#### 57500'
jpr:18|correct|hash|
jpr:19|correct|hash|
jpr:20|correct|hash|
jpr:21|wrong|hash|Raymond taken as younger than Samantha; '#### 2' (gold 14)
jpr:22|correct|hash|
jpr:23|correct|hash|
jpr:24|correct|hash|'#### 26.00' for the gold 26
jpr:25|correct|hash|
jmr:45|correct|boxed|joined across the page edge
jmr:46|correct|boxed|
jmr:47|correct|boxed|
jmr:48|correct|boxed|
jmr:49|correct|boxed|
jmr:50|correct|boxed|debatable: the working's last lines compute '7 \cdot 29 + 53 = 203 + 53 = 256' and then box 203 as 'the smallest number of coins you could have had before finding the bag' (7 x 29 = 203, the gold)
jmr:51|correct|boxed|'\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}'
jmr:52|correct|boxed|
jmr:53|correct|boxed|'\boxed{-\frac{\pi}{6}}'
jmr:54|correct|boxed|
k72:0|wrong|tag|'\boxed{155}' in the think block and '<answer> 155 </answer>' (gold 7)
k72:1|wrong|tag|the think block is a plan with no value; '<answer>374 </answer>'
k72:2|wrong|tag|
k72:3|wrong|tag|'\boxed{618}' in the think block and '<answer>618</answer>'
k72:4|wrong|tag|
k72:5|wrong|boxed|no tags; a Python block and its output, then '\boxed{375}' (gold 7)
k72:6|wrong|tag|
k72:7|wrong|tag|the think block is a plan with no value; '<answer>620</answer>'
jpr:26|correct|hash|joined across the page edge; the working ends '$243.00', the marker '#### 243'
jpr:27|correct|hash|'#### 16' followed by 'The answer is: 16'
jpr:28|correct|hash|
jpr:29|correct|hash|
jpr:30|correct|hash|
jpr:31|correct|hash|
jpr:32|correct|hash|
jpr:33|correct|hash|
jpr:34|correct|hash|
jpr:35|correct|hash|
jpr:36|correct|hash|'#### 75.00' for the gold 75
jpr:37|wrong|hash|'#### 0' (gold 2)
jpr:38|correct|hash|
jpr:39|correct|hash|
jpr:40|correct|hash|
yv2:11|wrong|final_answer_phrase|each teacher's 2 trees counted as 1; 'Final answer: 1120' (gold 1240)
yv2:22|correct|final_answer_phrase|joined across the page edge
yv2:23|correct|final_answer_phrase|
yv2:24|correct|final_answer_phrase|
yv2:25|wrong|final_answer_phrase|'Two hundred three' and '230' for the 23 baby chairs; 'Final answer: 367' (gold 160)
yv2:26|wrong|final_answer_phrase|'Final answer: 120' (gold 75)
yv2:27|wrong|final_answer_phrase|'Thus, one十三分之三 hours' (Chinese characters in the closing sentence) then 'Final answer: 13 1/3', a mixed number (gold 3)
yv2:28|wrong|final_answer_phrase|'Final answer: 15' (gold 50)
yv2:29|wrong|final_answer_phrase|'Final answer: 1' (gold 2)
yv2:30|wrong|final_answer_phrase|'Final answer: 7' (gold 8)
yv2:31|correct|final_answer_phrase|
yv2:32|correct|final_answer_phrase|
k73:0|wrong|tag|'<answer>$\frac{26}{5}$</answer>' (gold 26/3)
k73:1|correct|tag|'<answer> $26/3$ </answer>'
k73:2|correct|tag|
k73:3|correct|tag|'<end think>' instead of '</think>', then '<answer>26/3</answer>'
k73:4|correct|tag|debatable: a repeating decimal, '\boxed{8.666\overline{6}}' in the think block and '<answer>8.666\overline{6}</answer>' (equal to 26/3)
k73:5|wrong|tag|
k73:6|wrong|tag|
k73:7|correct|tag|debatable: a mixed number, '<answer> $8\frac{2}{3}$ </answer>' (8 2/3 = 26/3; in LaTeX the juxtaposition could also read as a product)
k73:8|wrong|prose_sentence|no answer tag; a box in the think block and, after '</think>', the same log expression alone (gold -1, 1)
jmr:55|correct|boxed|joined across the page edge
jmr:56|correct|boxed|
jmr:57|correct|boxed|
jmr:58|correct|boxed|
jmr:59|correct|boxed|
jmr:60|no_answer|truncated|long division of x^9 + px^6 + qx^3 + r; ends mid-display at the output cap: 'Thus, the correct values are:\n\[\nq = 41, \quad r = 13' with no p, no box and no closing (gold (6,31,-1))
jmr:61|correct|boxed|
jmr:62|wrong|boxed|'\boxed{\sqrt{\frac{17 + \sqrt{209}}{2}}}' (A^T A computed as [[4,6],[6,13]]; gold 4)
jmr:63|correct|boxed|'\boxed{10}.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
