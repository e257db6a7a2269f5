"""Build public_heldout9.jsonl: a ninth held-out round of REAL model completions (issue 25).

Why: rounds 1-8 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts.

Method (rounds 3-8's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it: `r` is the file's JSON string as it stands in the file (the build decodes its escapes
once more). A record is taken only when its whole completion lies on the pages read (every
completion taken here lies on one page). The FlyingFish760 GRPO log stores each response's length
(`response_len`, kept as `rl`): the build checks every one of its 38 transcriptions against it.

Selection (records as they come, not by how hard they look): for each file, every record whose
completion lies whole on the page(s) read, in file order, or the first N of them where noted:
ff = pages at offsets 0, 1,200,000 and 2,400,000 of the GRPO log (GRPO steps 0, 0 and 4); kl* =
page 0 of rollout steps 1, 40 and 87; wh = pages 0-1; yz, dq, lr, l3 = page 0; lg* = the whole
step files 0, 40, 80, 160 of seed 0 (8 rollouts each); ac, af, au, as, at = page 0 of each
Qwen3-0.6B file; az = its first 15; sk = the first 20 question_only records (pages 0-1); lq = its
first 10; yd = page 0 (ids 0-14); yr = the final_solution_output of ids 0-7 (page 0); dg = results
0-14 (page 0). Not taken, and why: yz line 7 and dg results[6] (long repetition loops whose repeat
count could not be copied reliably), wh line 10 (test/prealgebra/1139, crosses the page edge and is
a long code loop), lg160 rollout 7 (an exact repeat of rollout 3's text for the same problem).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-8's tag conventions: the
<answer> content is the final answer whatever the think block says, a sentence or equation chain in
it is read for its final value; unclosed, unopened or malformed tags ('<answer للغا>', a second
'<answer>' in place of a closer, a closer without an opener) still hold the answer; a tag that only
plans, restates the question or holds no value is no_answer, an empty element is no_answer, a tag
that states values of other quantities but never the one asked is wrong, a committed non-answer
('Cloud Storage') is wrong; text in an invented next User turn or a self-set problem after the
answer does not count, while an 'Assistant:' line that states the answer is the model's own answer;
a completion that ignores the format is labelled by its last box or statement; a completion that
answers only a question the model set itself is no_answer (debatable, as in round 7); a hedge or two
different final answers is wrong; cut before any final answer is no_answer; a right final number
after wrong working is correct (noted). Hesitations are marked 'debatable:' in the note. The
sources' own verdicts (reward, format/answer_reward, is_correct, category) were not used.

Golds: GSM8K = the `####` value (commas removed) of gsm8k/test.jsonl or train.jsonl, found by the
question's opening words (`q`, whitespace-normalised, must match exactly one line of the expected
split); where the file is in test order the expected line is checked too (the Qwen3 files' and
yidakouyuan's `id`, dequeueing's results index, lenardst's line number - 1: our `rec`), and where
the file stores its own ground truth (`g`) it is checked equal. MATH: KleistvonLiu and whong92
store MATH `unique_id`s: whong92's are all MATH-500 problems (gold = MATH-500 `answer`; the file
stores no answer); KleistvonLiu's are MATH test problems not in MATH-500 (gold = the file's
`answer`). FlyingFish760 (`answer`) and yzdakun (`ground_truth`) store the problem in the prompt:
the build checks that none of them is in MATH-500 (by problem prefix) and takes the file's answer.

Usage: python build_public_heldout9.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, r[, g, rl])
       python build_public_heldout9.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import json
from pathlib import Path

from corpus_build import TRUTHS, data_dir, heldout_record, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout9.jsonl"
SOURCE = "public_heldout9"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

R1Z = (
    "the R1-Zero prompt (CS336 assignment 5 r1_zero.prompt): 'A conversation between User and "
    "Assistant. ... The reasoning process is enclosed within <think> </think> and answer is enclosed "
    "within <answer> </answer> tags, respectively, i.e., <think> reasoning process here </think> "
    "<answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>'"
)
FF, FFC = "FlyingFish760/assignment5-alignment", "837c8b1ded51107f5d2f9d16c1a30971d1b913ce"
KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
LS, LSC = "lenardst/assignment5-alignment", "db6300c175e163d40c15622780144c8104457ac1"
AC, ACC = "Anirudhcheruvu/Qwen3-0.6B-GSM8K-Experiments", "e025894a3c73789cbf75782470047a551354ca45"
YD = "yidakouyuan/Test-Time-Scaling-on-GSM8K"
DQ = "dequeueing/assignment5-alignment"
FF_MODEL = (
    "the repo's SFT checkpoint ../out/lr_0.0001_874.pt (SFT for MATH on gpt-oss-120b reasoning "
    "traces, sft-reason/sft_gpt-oss-120b_filtered.jsonl per cs336_alignment/GRPO/configs/defaults.py; "
    "the base model is not named in the files read, the assignment's Qwen2.5-Math-1.5B presumably) "
    "in the repo's GRPO run from_SFT_grpo_clip_mask_norm_debug_04_24 "
    "(configs/from_sft/mask_norm_collapse/mask_norm_04_24.yaml; T=1.0, 1024 new tokens, stop "
    "</answer>, 8 samples a problem)"
)
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py) in the repo's "
    "GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, T=1.0, 1024 new tokens, "
    "8 rollouts a problem), rollout step {}"
)
OLMO = "allenai/OLMo-2-0425-1B base"
LS_PB = (
    f"{OLMO} (experiments/prompting_baselines/WRITEUP.md: GSM8K test in order, T=1.0, top-p 1.0, "
    "512 new tokens, seed 0{})"
)
LG_MODEL = (
    f"{OLMO} (an Olmo2ForCausalLM 1B per the seed3 checkpoint config.json) in the repo's standard "
    "on-policy GRPO run, seed 0, rollouts logged at step {} (8 a problem; step 0 = before any update)"
)
Q3 = "Qwen/Qwen3-0.6B"
Q3_PROMPT = (
    "the repo's '{}' mode (common.py / inference.py, not read; readme.md: CoT prompts ask for "
    "reasoning then a final line '#### <answer>')"
)
DSV3 = (
    "deepseek-chat (DeepSeek-V3 API, per baseline_gsm8k.py: temperature 0), system prompt "
    "'你是一个数学专家。请一步步思考解决问题。最后将你的最终答案放在 '#### ' 之后。例如：#### 42'"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset)
# fmt: off
SOURCES = {
    "ff": ("ff-grpo", FF, "cs336_alignment/GRPO/log/response_log_04_24.jsonl", FFC, FF_MODEL, R1Z,
           "think_answer", "math"),
    "kl1": ("kl-grpo-s1", KL, "outputs/grpo_full_mathv2/rollout_step_000001/rollouts.jsonl", KLC,
            KL_MODEL.format(1), R1Z, "think_answer", "math"),
    "kl40": ("kl-grpo-s40", KL, "outputs/grpo_full_mathv2/rollout_step_000040/rollouts.jsonl", KLC,
             KL_MODEL.format(40), R1Z, "think_answer", "math"),
    "kl87": ("kl-grpo-s87", KL, "outputs/grpo_full_mathv2/rollout_step_000087/rollouts.jsonl", KLC,
             KL_MODEL.format(87), R1Z, "think_answer", "math"),
    "wh": ("wh-math", "whong92/assignment5-alignment", "outputs.jsonl",
           "29e05b6a8003a4a51753903cef2ee2739032daab",
           "Qwen/Qwen2.5-Math-7B per cs336_alignment/generate_math.py at 2f24899 (T=1.0, top_p 1.0, 1024 "
           "new tokens, stop </answer> kept); the script has 4 stored versions and the one that wrote "
           "this file is not pinned", R1Z, "think_answer", "math"),
    "yz": ("yz-base", "yzdakun/assignment5-alignment",
           "cs336_alignment/results/math_baseline/predictions.jsonl",
           "8d9a7bbc64a910c31473983ab717f4514e4ba7d3",
           "Qwen2.5-Math-1.5B base (../models/Qwen2.5-Math-1.5B per cs336_alignment/evaluate_vllm.py at "
           "0d32bf8: float16, T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept) on the "
           "assignment's MATH validation file (5,000 problems)", R1Z, "think_answer", "math"),
    "dq": ("dq-ei", DQ, "results/expert_iter/feasibility_20260322-125447_samples.jsonl",
           "5350f9c88d411436cf05ba0c892afefab542ad46",
           "Qwen/Qwen2.5-Math-1.5B base (the run's summary.json: T=1.0, top_p 1.0, 512 new tokens, seed "
           "42), the expert-iteration feasibility sample",
           "the GSM8K train question followed by ' <think>' (data/gsm8k/train.formatted.jsonl, whose "
           "reference answers end '</think> <answer> N </answer>'); no instruction", "think_answer",
           "gsm8k"),
    "lr": ("lr-r1zero", LS, "experiments/prompting_baselines/r1_zero.jsonl", LSC,
           LS_PB.format(", stop </answer> kept"), R1Z, "think_answer", "gsm8k"),
    "l3": ("l3-r1zero3shot", LS, "experiments/prompting_baselines/r1_zero_three_shot.jsonl", LSC,
           LS_PB.format(", stop </answer> kept"),
           "the R1-Zero prompt with three worked GSM8K examples (the assignment's r1_zero_three_shot)",
           "think_answer", "gsm8k"),
    "lg0": ("lg-grpo-s0", LS, "experiments/grpo_standard_on_policy/seed0/rollouts/step_00000.json", LSC,
            LG_MODEL.format(0), R1Z, "think_answer", "gsm8k"),
    "lg40": ("lg-grpo-s40", LS, "experiments/grpo_standard_on_policy/seed0/rollouts/step_00040.json",
             LSC, LG_MODEL.format(40), R1Z, "think_answer", "gsm8k"),
    "lg80": ("lg-grpo-s80", LS, "experiments/grpo_standard_on_policy/seed0/rollouts/step_00080.json",
             LSC, LG_MODEL.format(80), R1Z, "think_answer", "gsm8k"),
    "lg160": ("lg-grpo-s160", LS,
              "experiments/grpo_standard_on_policy/seed0/rollouts/step_00160.json", LSC,
              LG_MODEL.format(160), R1Z, "think_answer", "gsm8k"),
    "lq": ("lq-qonly", LS, "experiments/prompting_baselines/question_only.jsonl", LSC,
           LS_PB.format(", no stop string"),
           "the assignment's question_only prompt (not read; its reward looks for \\boxed{})",
           "long_cot", "gsm8k"),
    "sk": ("sk-qonly", "sakuri932/assignment5-alignment",
           "extra_guidance/prompting_baselines_results.json",
           "cde1e03c83ff1c433a9d8267ecf4753998d19c39",
           f"{OLMO} (scripts/eval_prompting_baselines.py: HF generate, T=1.0, top-p 1.0, 512 new tokens, "
           "no stop; 50 GSM8K test problems shuffled with seed 0)",
           "the assignment's question_only prompt (cs336_alignment/prompts/question_only.prompt, not "
           "read; its reward looks for \\boxed{})", "long_cot", "gsm8k"),
    "ac": ("ac-cot", AC, "inference_scores/cot_model_outputs.jsonl", ACC, f"{Q3} (greedy per readme.md)",
           Q3_PROMPT.format("cot"), "long_cot", "gsm8k"),
    "az": ("az-direct", AC, "inference_scores/zero_shot_model_outputs.jsonl", ACC,
           f"{Q3} (greedy per readme.md)", Q3_PROMPT.format("zero_shot (direct answer)"), "long_cot",
           "gsm8k"),
    "af": ("af-fewshot", AC, "inference_scores/few_shot_model_outputs.jsonl", ACC,
           f"{Q3} (greedy per readme.md)", Q3_PROMPT.format("few_shot (3 GSM8K train examples + CoT)"),
           "long_cot", "gsm8k"),
    "au": ("au-fewshot2", AC, "inference_scores/Updated_few_shot_model_outputs.jsonl", ACC,
           f"{Q3} (greedy per readme.md)",
           Q3_PROMPT.format("few_shot (3 GSM8K train examples + CoT), the 'Updated' run"), "long_cot",
           "gsm8k"),
    "at": ("at-thinking", AC, "inference_scores/thinking_model_outputs_reduced_batch.jsonl", ACC,
           f"{Q3} in thinking mode (readme.md: enable_thinking, T=0.6, top-p 0.95, top-k 20)",
           Q3_PROMPT.format("thinking"), "long_cot", "gsm8k"),
    "as": ("as-sft", AC, "inference_scores/Qwen3-GSM8k-SFT-FP32-temp06.jsonl", ACC,
           f"{Q3} after the repo's full SFT on GSM8K (AnirudhCheruvu/Qwen3-GSM8k-SFT-FP32; readme.md), "
           "T=0.6 per the file name",
           "ChatML with a <think> prefill, as in training (readme.md; common.py not read)", "long_cot",
           "gsm8k"),
    "yd": ("yd-dsv3", YD, "baseline_results_n1_limit100.json", "ffc956455cff17b7687396bf3f6d1003b84be9e1",
           DSV3, "that system prompt, the GSM8K test question as the user turn (baseline_gsm8k.py)",
           "long_cot", "gsm8k"),
    "yr": ("yr-dsv3-reflect", YD, "reflection_results_limit100.json",
           "d89c3ccba7dffcbadca8bca9998594b2be8537a2",
           "deepseek-chat (DeepSeek-V3 API) in the repo's solve-reflect-revise loop "
           "(reflection_harness.py, not read); the record is the loop's final_solution_output",
           "the reflection harness's final-solution prompt (not read), GSM8K test question", "long_cot",
           "gsm8k"),
    "dg": ("dg-llama", DQ, "results/gsm8k_baseline_results.json",
           "bf9443a386da95adb39df7e9cee73c9f8e0d56ac",
           "meta-llama/Llama-3.1-8B base (scripts/eval_gsm8k_baseline.py at 823c1ab: vLLM, T=0, 512 new "
           "tokens, stop '# Query:')",
           "a helpful-assistant system text, then '# Query:\\n{question}\\n# Answer:'", "long_cot",
           "gsm8k"),
}
# fmt: on

# GSM8K: (split, how the file's position gives the line or None)
GSM8K_SPLIT = {
    "dq": ("train", None), "lg0": ("train", None), "lg40": ("train", None), "lg80": ("train", None),
    "lg160": ("train", None), "sk": ("test", None),
}  # fmt: skip
LINE_FROM_REC = {"lr", "l3", "lq", "ac", "az", "af", "au", "at", "as", "yd", "yr", "dg"}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
ff:0|wrong|tag|'<answer>7</answer>' (gcd 79)
ff:1|wrong|tag|'<answer>1</answer>'
ff:2|wrong|tag|'<answer>35</answer>'
ff:3|wrong|tag|'<answer>39</answer>'
ff:4|wrong|tag|'<answer>23</answer>'
ff:5|wrong|tag|'<answer>37</answer>'
ff:6|wrong|tag|'<answer>3</answer>'
ff:7|wrong|tag|'<answer>1</answer>'
ff:8|wrong|tag|'<answer>9</answer>' (the base is 8)
ff:9|correct|tag|'<answer>8</answer>'
ff:10|wrong|tag|'<answer>7</answer>'
ff:11|correct|tag|'<answer>8</answer>' after a botched check
ff:12|wrong|tag|'<answer>\frac{9}{8}</answer>' (the ratio is 9/10)
ff:13|correct|tag|'<answer>22</answer>'
ff:14|correct|tag|'<answer>22</answer>'
ff:15|correct|tag|'<answer>22</answer>'
ff:16|correct|tag|'<answer>22</answer>'
ff:17|correct|tag|'<answer>22</answer>'
ff:18|correct|tag|'<answer>22</answer>'
ff:19|correct|tag|'<answer>22</answer>'
ff:20|correct|tag|'<answer>22</answer>'
ff:21|correct|tag|'<answer>27</answer>' (the working has a stray '\$$' display opener)
ff:22|correct|tag|'<answer>27</answer>'
ff:23|wrong|tag|'<answer>1</answer>'
ff:24|correct|tag|'<answer>27</answer>'
ff:25|correct|tag|'<answer>27</answer>'
ff:26|correct|tag|'<answer>[-2,\,4]</answer>': a thin space in the interval
ff:27|wrong|tag|'<answer>[1, 4]</answer>' (U+202F narrow no-break space after the comma)
ff:28|correct|tag|'<answer>2\sqrt{3}</answer>'
ff:29|correct|tag|'<answer>2\sqrt3</answer>' (\sqrt3 without braces)
ff:30|correct|tag|'<answer>2\sqrt{3}</answer>'
ff:31|correct|tag|'<answer>2\sqrt{3}</answer>'
ff:32|correct|tag|an equation chain in the tag ending '=2\sqrt{3}\.' (read for its final value; a stray '\.')
ff:33|wrong|tag|'<answer>\frac{3\sqrt3}{2}</answer>'
ff:34|wrong|tag|'<answer>4</answer>'
ff:35|correct|tag|'<answer>2\sqrt3</answer>'
ff:36|correct|tag|'<answer>8</answer>' after muddled working ('every integer in that interval works')
ff:37|wrong|tag|'<answer>0</answer>'
kl1:0|wrong|tag|no </think>; '<answer> $1+2+4+8+0+0=16$. No. of binary is $2^6=64$. Difference=64-16=48.</answer>' (final value 48)
kl1:1|wrong|tag|'<answer> 33 </answer>'
kl1:2|wrong|tag|debatable: '<answer>Minus in the question statement is written as a shaded segment. It is written as -_0</answer>', a committed non-answer; no_answer would fit too
kl1:3|wrong|answer_is|no tags; '<end think>' then 'Thus, the answer is 33.'
kl1:4|correct|tag|'<answer> The answer is 32. </answer>'
kl1:5|wrong|tag|'<answer>1024</answer>'
kl1:6|wrong|tag|'<answer> 10948 is the least positive base ten number ... </answer>'
kl1:7|wrong|tag|the tag hedges '2^5 or 2^5-1' inside a run-on sentence
kl1:8|wrong|tag|'<answer> The remainder is -1. </answer>'
kl1:9|wrong|tag|a malformed opener '<answer للغا>'; the tag's working ends '\Rightarrow r = 15$$</answer>'
kl1:10|wrong|tag|'<answer> $6x^2-12x+21$ R $-37$ </answer>' (remainder -37)
kl1:11|wrong|answer_colon|no answer tag; computes f(-2)=3, then 'this is not the final answer ... $R = 0$', an 'Assistant:' line 'The remainder is 0' and a last line 'Answer:0'
kl40:0|wrong|tag|'<answer>6</answer>' (only x = 6 gives a positive volume below 700)
kl40:1|wrong|boxed|no tags; python, case checks, then 'The number of such values is \(\boxed{5}\).'
kl40:2|wrong|tag|'$\boxed{6}$' in the think block, '<answer>6</answer>'
kl40:3|wrong|tag|'<answer> There are 3 positive integer values of x ... </answer>'
kl40:4|wrong|tag|'<answer>6</answer>'
kl40:5|wrong|tag|'<answer>5 </answer>'
kl40:6|wrong|tag|'<answer>6</answer>'
kl87:0|correct|tag|'<answer>6</answer>'
kl87:1|correct|tag|'<answer>6</answer>'
kl87:2|correct|tag|'<answer>6</answer>'
kl87:3|correct|tag|'<answer>6</answer>'
kl87:4|correct|tag|'<answer>6</answer>'
kl87:5|correct|tag|'<answer>6</answer>'
kl87:6|correct|tag|'<answer>6 cm </answer>': the unit in the tag
kl87:7|correct|tag|'<answer>6</answer>' (the working's ratio is 1/2, then '3 \times 2 = 6')
kl87:8|wrong|tag|'<answer>49</answer>'
kl87:9|wrong|tag|'<answer>49</answer>'
wh:0|correct|tag|'<answer> The polar coordinates for the point \((0, 3)\) are \(\boxed{(3, \frac{\pi}{2})}\)</answer>': a box inside the tag, the gold written \left( 3, \frac{\pi}{2} \right)
wh:1|wrong|boxed|no answer tag; a python approximation, then '\boxed{2.0955}.' (the answer is p - q)
wh:2|correct|tag|'<answer> $\frac{14}{3}$ </answer>'
wh:3|correct|tag|'<answer> 9 <answer> </think>' (a second opener for a closer, then a stray </think>), then code talk ending '\(\boxed{9}\).'
wh:4|correct|tag|'<answer> Evelyn.</answer>' (gold \text{Evelyn})
wh:5|correct|tag|'<answer> The perimeter of the regular hexagon is \( 42 \) inches.</answer>'
wh:6|wrong|prose_sentence|debatable: no tags; the think block ends 'the smallest positive perfect cube that can be written as the sum of three consecutive integers is 8, 9, and 10. </think>'; then an invented ' User:' turn whose text ends '\(\boxed{27}\)' (27 is the gold). The invented turn does not count; correct would fit if it is read as the model's own
wh:7|no_answer|tag|the working stops at 'Let's calculate this using Python.</think>' and an empty '</answer>'
wh:8|correct|tag|'Assistant: <answer> The distance ... is \( \boxed{3\sqrt{13}} \). </answer>' (the model's own 'Assistant:' line)
wh:10|correct|tag|'<answer> 2220 </answer>'
wh:11|no_answer|truncated|debatable: an opened '<answer>' that holds only python and a code output '0.07692307692307716' (1/13), no stated answer; wrong would fit if the output is read as the answer
wh:12|wrong|boxed|'... is \(\boxed{220}\).' (the gold is 284)
wh:13|correct|boxed|'The height of the cylinder is \(\boxed{5}\) centimeters.'
wh:14|wrong|boxed|'Assistant: The answer is $\boxed{10}$.' (the gold is \sqrt{51})
wh:15|wrong|boxed|'\boxed{4 + 2\sqrt{2} + (1 + 4\sqrt{2})i}' (the gold is 6 - 5i)
wh:16|correct|tag|'<answer> -50 </answer>'
wh:17|wrong|boxed|'\( \boxed{\frac{\pi}{2}} \)' (the gold is \pi)
wh:18|correct|tag|'<answer>28</answer>'
wh:19|correct|tag|'<answer> The smallest possible value of $a$ is $\boxed{3}$.</answer>'
wh:20|correct|tag|'<answer>6 + 9i</answer>' (gold 6+9i)
yz:0|wrong|prose_sentence|no tags; 'The correct answer to the given problem is:\n$49,113,451$ to the nearest hundred thousand by Pythagoras\nto the nearest whole number.'
yz:1|wrong|tag|unclosed '<answer>' openers; the last ends 'The probability of rolling a sum of 9 with two 6-sided dice is $\frac{5}{36}$.'
yz:2|wrong|tag|'<answer> Subtract 6500 from both sides to get $x = 1400$. <answer> $x = 1400$</answer>'
yz:3|correct|boxed|no answer tag; 'answer=4.30 PM', python, 'The final answer is \(\boxed{4:30 \text{ PM}}\).', then a self-set conics problem that does not count (gold \text{4:30 p.m.})
yz:4|correct|answer_is|'Therefore, the answer is $3$.\n</think>' then multilingual noise and invented User/Assistant turns that do not count
yz:5|correct|tag|'<answer>100 square units</answer>'
yz:7|wrong|tag|'<answer> $4!-3! = 12\;\;...\text{(Option) B}\n</answer>' (12; the answer is 18)
dq:0|correct|prose_sentence|no tags (a stray '<think>' mid-text); '3. So, Caleb spent $36 more on ice cream than on frozen yogurt.'
dq:1|no_answer|truncated|sets itself a second problem, then python cut at '```output\n(160' (the 160 is pages per book, never stated as the answer)
dq:2|no_answer|truncated|'Now thinking< </think>' then working cut at 'We'
dq:3|correct|boxed|a stray '</think>' first; '... is \(\boxed{100}\) kilometers.'
dq:4|correct|boxed|'[/think]<preping>' then python; '... is \(\boxed{360}\) inches.'
dq:5|no_answer|truncated|debatable: muddled working ends 'so Marla colored 270 green squares. To solve' (cut at the token cap as a new attempt starts); wrong would fit if 270 is read as its answer
dq:6|no_answer|none|only advice ('You can then subtract one equation from another ... solve for the cost.')
lr:0|no_answer|tag|the tag restates the question ('... she sells eggs to her family’s farm market too.'), no value
lr:1|wrong|tag|a closer without an opener: '</think> It would take a total of 4 bolts. </answer>'
lr:2|wrong|tag|'<answer> The selling price of the house is $80,000 + $50,000 = $130,000. </answer>'
lr:3|wrong|tag|no tags but a closer: '... = 810 meters of total distance. </answer>'
lr:4|wrong|tag|nested stray tags; the last answer text ends 'Wendi should give the chickens 300 breasts'. </answer>'
lr:5|wrong|tag|two openers and pseudo-HTML; the last '<answer>The total cost for 16 glasses is 16 * 3 = <rt>48</rt>. </answer>'
lr:6|wrong|tag|the tag lists values of other quantities ('Toulouse: 4 sheep ... Charlie: 20 sheep * 4 = 80 sheep'), never the total
lr:7|wrong|tag|debatable: '<answer> Cloud Storage </answer>', a committed non-answer; no_answer would fit too
lr:8|wrong|tag|'... = 270 miles in 4 hours. </answer>'
lr:9|no_answer|tag|'So, her earnings for the week are: belonging to a union which doesn&#x27;t allow her to work late on weekends</answer>' (no value)
lr:10|wrong|tag|'... = 372. </answer>'
lr:11|wrong|prose_sentence|no answer tag; pseudo-XML '<cost>196</cost>', then an 'Assistant:' line 'The total cost was $246.' and an invented dialogue cut at the token cap
lr:12|no_answer|tag|the tag 'The lemon tree will need years to start making a profit' holds no value (the think block says 'approximately 32.08 years')
lr:13|wrong|tag|'... there are 5 - 3.67 - 2 = 0.33 vacuum cleaners remaining. </answer>'
lr:14|wrong|tag|two </think> closers; the tag ends 'So, there are no students in hip-hop. </answer>' (0)
lr:15|wrong|tag|'<answer> merchant will have $5,750 for the jewelry at the end of the month</answer>'
lr:16|wrong|tag|'... That leaves 80 - 60 = 20 miles for Train 2. </answer>'
lr:17|no_answer|tag|the tag only plans ('we multiply the weekly hours by the number of weeks she works'), no value
l3:0|wrong|tag|'<answer> $120 </answer>'
l3:1|correct|tag|'<answer> 3 </answer>'
l3:2|wrong|tag|'<answer> 32,100 </answer>'
l3:3|correct|tag|'<answer> 540 </answer>'
l3:4|wrong|tag|'<answer> 2 </answer>'
l3:5|wrong|tag|'<answer> $128 </answer>'
l3:6|wrong|tag|'<answer> 140 </answer>'
l3:7|wrong|tag|'<answer> 1 GB ÷ 1 GB/minute = 1 minute </answer>'
l3:8|wrong|tag|'<answer> 184 </answer>'
l3:9|wrong|tag|'<answer> $1890 </answer>'
l3:10|wrong|tag|'<answer> 310 </answer>'
l3:11|wrong|tag|'<answer> 678 </answer>'
l3:12|wrong|tag|'<answer> It will take approximately 3.66 years (42/10.555 = 4.17, rounded up) to begin making money. </answer>'
l3:13|wrong|tag|'<answer> 11 </answer>'
l3:14|wrong|tag|'<answer> 45% </answer>'
l3:15|wrong|tag|'<answer> $11,557 </answer>'
l3:16|wrong|tag|the think block ends 'So the answer is 230 miles.' (the gold) but the tag says '<answer> 150 belonging to a different train until day 2. </answer>': the tag counts
l3:17|wrong|tag|'<answer> $97,400 </answer>'
l3:18|wrong|tag|'<answer> 60 eggs </answer>' (the question asks for dozens: 7)
l3:19|wrong|tag|'<answer> 4 miles per hour </answer>'
l3:20|wrong|tag|'<answer> 32 </answer>'
lg160:0|correct|tag|'<answer> 32 + 12 = 44 </answer>' (an equation chain ending in the gold)
lg160:1|wrong|tag|the think block says 32 cups of flour and 12 of sugar; '<answer> 32 </answer>'
lg160:2|wrong|tag|'<answer> 32 </answer>'
lg160:3|wrong|tag|'<answer> 32 </answer>'
lg160:4|wrong|tag|'<answer> 32 </answer>'
lg160:5|correct|tag|'<answer> 44 </answer>'
lg160:6|wrong|tag|'<answer> 32 </answer>'
lg0:0|correct|prose_sentence|debatable: no answer tag; 'It would equate to $110 since ...</think>', then an invented empty 'User:' turn, 'Assistant: Your friend will get $110 ...' and an empty 'Answer:'; no_answer would fit if the empty last 'Answer:' is read as the answer slot
lg0:1|correct|tag|'<answer> The amount you will give her is $110. </answer>' (the think block says 'the amount is the same')
lg0:2|no_answer|tag|debatable: ' 30 </think> because you need to add the 10% additional amount to the original $100. </answer>': the answer part holds no value; wrong would fit if the '30' before </think> is read as the answer
lg0:3|no_answer|tag|'<answer> </answer>' (empty)
lg0:4|correct|tag|'<answer> I would give her $110. </answer>'
lg0:5|correct|tag|a closer without an opener: '... So the fair repayment amount is $100 + $10 = $110. </answer>'
lg0:6|correct|tag|'<answer> She will give you the equivalent of $110.</answer>' after nonsense working
lg0:7|correct|tag|a closer without an opener: '... the total amount I owe is 100 + 10 = $110. </answer>'
lg40:0|wrong|tag|'<answer> 10 </answer>'
lg40:1|wrong|tag|'<answer> 17 </answer>'
lg40:2|wrong|tag|'<answer> 24 </answer>'
lg40:3|wrong|tag|'<answer> 22 </answer>'
lg40:4|correct|tag|'<answer> 7 </answer>'
lg40:5|wrong|tag|'<answer> 17 </answer>'
lg40:6|wrong|tag|'<answer> 9 </answer>'
lg40:7|wrong|tag|'<answer> 0 </answer>'
lg80:0|wrong|tag|'<answer> 400 </answer>'
lg80:1|wrong|tag|'<answer> 4000 </answer>'
lg80:2|wrong|tag|'<answer> 0 </answer>'
lg80:3|wrong|tag|'<answer> 0 </answer>'
lg80:4|no_answer|truncated|cut mid-working at '75% of $16,00' (the file's response simply ends there)
lg80:5|wrong|tag|'<answer> 12400 </answer>'
lg80:6|wrong|tag|'<answer> 2000 </answer>'
lg80:7|wrong|tag|'<answer> 200 </answer>'
ac:0|correct|hash|'### Final Answer:\n#### 18'
ac:1|correct|hash|'#### 3 bolts in total.': unit words after the number
ac:2|wrong|hash|'#### 120,000'
ac:3|wrong|hash|'#### 180'
ac:4|correct|hash|'#### 20'
ac:5|no_answer|truncated|a geometric-series misreading, cut mid-sum at '+ $0.006'
ac:6|correct|hash|'#### **260**' (bold)
ac:7|wrong|hash|'#### 60 ####' (a trailing second ####)
ac:8|wrong|hash|'#### 235'
ac:9|correct|hash|'#### 460'
ac:10|correct|hash|'#### 366'
ac:11|correct|hash|'#### 694'
ac:12|wrong|hash|'### Final Answer:\n#### 12' (90 / 7.5; the answer is 13)
az:0|wrong|hash|'#### Answer: 16'
az:1|wrong|hash|'#### Answer: 2.5'
az:2|wrong|hash|'#### Answer: 140,000'
az:3|wrong|hash|'#### Answer: 300'
az:4|wrong|hash|'#### Answer: 25'
az:5|wrong|hash|'#### Answer: 160.00'
az:6|wrong|hash|'#### Answer: 80'
az:7|wrong|hash|'#### Answer: 240'
az:8|wrong|hash|'#### Answer: 120'
az:9|wrong|hash|'#### Answer: 450.00'
az:10|wrong|hash|'#### Answer: 60 + (60 × 3) - (60 × 30%) = 60 + 180 - 18 = 222' (a chain ending in 222)
az:11|correct|hash|'#### Answer: 3 × 68 + 2 × 80 + 6 × 55 = 204 + 160 + 330 = 694' (a chain ending in the gold)
az:12|wrong|hash|'#### Answer: 20'
az:13|wrong|hash|'#### Answer: 15'
az:14|wrong|hash|'#### Answer: 30.00'
af:0|correct|hash|'#### 18' (the working calls her 'Betty')
af:1|correct|hash|'#### 3'
af:2|wrong|hash|'#### -120,000'
af:3|wrong|hash|'#### 180'
af:4|wrong|hash|'#### 15'
af:5|wrong|hash|'#### 105'
af:6|wrong|hash|'#### 100'
af:7|wrong|hash|'#### 100'
af:8|wrong|hash|'#### 300'
af:9|correct|hash|'#### 460'
af:10|correct|hash|'#### 366'
af:11|correct|hash|'#### 694'
af:12|wrong|hash|'#### 1'
af:13|wrong|hash|'#### 42'
af:14|correct|hash|'#### 60'
au:0|correct|hash|'#### 18'
au:1|correct|hash|'#### 3'
au:2|wrong|hash|'#### 120,000'
au:3|wrong|hash|'#### 180' (a stray '<<180>>')
au:4|wrong|hash|'#### 800'
au:5|wrong|hash|'#### 50'
au:6|correct|hash|'#### 260'
au:7|wrong|hash|'#### 48'
au:8|wrong|hash|'The answer is 180 miles.  \n#### 180'
au:9|correct|hash|'#### 460'
au:10|wrong|hash|'#### 306'
au:11|correct|hash|'#### 694'
au:12|wrong|hash|'#### 5.1667'
au:13|wrong|hash|'#### 24'
au:14|correct|hash|'#### 60'
at:0|correct|hash|a <think> block, then '#### 18'
at:1|correct|hash|a <think> block, then '#### 3'
at:2|wrong|hash|a <think> block, then '#### 40000'
at:3|wrong|hash|a <think> block, then '#### 180'
at:4|no_answer|truncated|cut inside the unclosed <think> block at 'But the problem says she'
at:5|no_answer|truncated|cut inside the unclosed <think> block at 'which rounds to' (a geometric-series misreading, about 12.50)
as:0|wrong|hash|'</think>\n#### -54'
as:1|correct|hash|'</think>\n#### 3' (a </think> closer without an opener, from the SFT format)
as:2|wrong|hash|'</think>\n#### 40,000'
as:3|wrong|hash|'</think>\n#### 180'
as:4|wrong|hash|'</think>\n#### 6'
as:5|wrong|hash|'</think>\n#### 48'
as:6|correct|hash|'</think>\n#### 260'
as:7|wrong|hash|'</think>\n#### 120'
as:8|wrong|hash|'</think>\n#### 40' (the gold is 45)
as:9|wrong|hash|'</think>\n#### 44.50'
as:10|correct|hash|'</think>\n#### 366'
as:11|correct|hash|'</think>\n#### 694'
as:12|wrong|hash|'</think>\n#### 1'
as:13|wrong|hash|'</think>\n#### 6.5'
as:14|wrong|hash|'</think>\n#### 75'
as:15|wrong|hash|'</think>\n#### 10210'
sk:0|wrong|answer_colon|'Answer and solution: 52\\intertext{Ahito ran 52 - 8 = 44 miles.\n}' (52, then 44)
sk:1|no_answer|none|empty completion
sk:2|wrong|minerva|'\boxed{22}', then 'Final Answer: The final answer is 22. I hope it is correct.'
sk:3|no_answer|none|debatable: only a self-set question ('Q: 5 years ago you were half of your mother's age ...') and its 'A: 64'; wrong would fit if 'A: 64' is read as the answer
sk:4|wrong|answer_colon|'Answer: 10'
sk:5|wrong|answer_colon|'the final answer which is given as 4 ...\nA: 4'
sk:6|no_answer|none|debatable: the completion poses other problems (a finance share, a cookie bill) and ends 'Output: 13'; answering only self-set questions is no_answer, wrong would fit if 13 is read as its answer
sk:7|no_answer|none|empty completion
sk:8|no_answer|truncated|a run of self-set word problems cut at the token cap, no answer
sk:9|wrong|answer_colon|'A: 4140', then a self-set question with '\\boxed{\\frac{9}{4}}' that does not count
sk:10|wrong|boxed|'the solution to the given question would appear as: 3 \boxed{5}'
sk:11|no_answer|none|empty completion
sk:12|no_answer|none|empty completion
sk:13|no_answer|none|forum-comment text, no answer
sk:14|no_answer|none|debatable: only a self-set problem ('3. A group of 50 people ...') and its 'Solution: 20'
sk:15|correct|prose_sentence|debatable: forum-post noise, then working '42 - 35 = 7 ... 1 × 2 = 2. So the required number of trays is 2 full trays since 5-glass servings' (cut mid-sentence); the stated 2 is the gold, reached by nonsense
sk:16|no_answer|none|empty completion
sk:17|wrong|answer_is|'The answer is: $11500'
sk:18|no_answer|truncated|working cut at '($0.50 * 40 = $20'
sk:19|no_answer|none|'Answer the question below:' then an unrelated story question
lq:0|no_answer|none|' * Note your answer should include the dollar sign'
lq:1|wrong|answer_is|'The answer is: 5'
lq:2|no_answer|truncated|'Give your answer as an integer.', self-set questions (one answered '7') and an essay cut at the token cap
lq:3|no_answer|none|a self-set pellets question, no answer
lq:4|wrong|boxed|'Output: \\boxed{675},' (two backslashes)
lq:5|wrong|prose_sentence|a self-set second question, then an 'Assistant:' line whose working says 'So, Kylar needs $80 to buy the glasses.' before it turns to the other question and is cut
lq:6|wrong|prose_sentence|debatable: 'Toulouse, Charleston, and Seattle: 50-------------4__' then unrelated text; no_answer would fit
lq:7|no_answer|none|'"\n\nWrite your answer below to the answer above'
lq:8|wrong|boxed|'Output: \\boxed{153 m}'
lq:9|no_answer|none|empty completion
yd:0|correct|hash|Chinese working; '#### 18'
yd:1|correct|hash|'#### 3'
yd:2|correct|hash|'**最终答案**  \n#### 70000'
yd:3|correct|hash|'#### 540'
yd:4|correct|hash|'#### 20'
yd:5|correct|hash|'**最终答案**  \n#### 64'
yd:6|correct|hash|'#### 260'
yd:7|correct|hash|'**最终答案**  \n#### 160'
yd:8|correct|hash|'\boxed{45}' then '#### 45'
yd:9|correct|hash|'#### 460'
yd:10|correct|hash|'\boxed{366}', '---', then '#### 366'
yd:11|correct|hash|English working; '#### 694'
yd:12|correct|hash|weighs 12 (break-even) against 13, then '\boxed{13}' and '#### 13'
yd:13|correct|hash|'**最终答案**  \n#### 18'
yd:14|correct|hash|'**最终答案：**  \n#### 60'
yr:0|correct|final_answer_phrase|'**最终答案**：Janet 每天在农贸市场赚取 **18 美元**。' (Chinese prose, bold number)
yr:1|correct|hash|'**最终答案**：  \n#### 3'
yr:2|correct|boxed|'**最终答案**  \n\[\n\boxed{70000}\n\]'
yr:3|correct|final_answer_phrase|'**最终答案**：540 米'
yr:4|correct|final_answer_phrase|'**最终答案**：Wendi 需要在最后一餐喂 **20 杯** 饲料。'
yr:5|correct|boxed|'\boxed{64}'
yr:6|correct|boxed|'\boxed{260}'
yr:7|correct|boxed|'\boxed{160}'
dg:0|correct|prose_sentence|repeats the question, then '... = $2 \times 9 = $18 per day at the farmers' market.'
dg:1|no_answer|none|only repeats the question
dg:2|wrong|prose_sentence|'... he made a profit of $200,000 - $80,000 = $50,000.'
dg:3|correct|prose_sentence|'Each sprint is 60 meters, so he runs 540 meters per week.'
dg:4|correct|prose_sentence|debatable: 'Wendi needs to give her chickens 20 cups of feed in the final meal of the day.' then a bad justification ending 'she needs to give each chicken 2 cups of feed in the final meal of the day' (a per-chicken amount); wrong would fit if that last sentence is read as the final answer
dg:5|wrong|prose_sentence|'The total cost of 16 glasses is 16 * 5 + 8 * 3 = 80 + 24 = 104 dollars.'
dg:7|wrong|prose_sentence|'The total download time is 100 + 20 = 120 minutes. The load is 120/100 = 1.2 times the normal download time.'
dg:8|no_answer|none|only repeats the question
dg:9|no_answer|none|only repeats the question
dg:10|wrong|prose_sentence|'The total number of downloads over the three months is 180.'
dg:11|wrong|prose_sentence|'The total cost was $68 + $80 + $55 = $203.'
dg:12|no_answer|none|only repeats the question
dg:13|wrong|prose_sentence|'Therefore, she started with 15 vacuum cleaners.'
dg:14|wrong|prose_sentence|'... is 3/20 = 15%.'
"""


def labels() -> dict[str, tuple[str, str, str]]:
    table = {}
    for line in LABELS.splitlines():
        if line.strip():
            key, truth, form, note = line.split("|", 3)
            if truth not in TRUTHS or key in table:
                raise SystemExit(f"bad label line: {line}")
            table[key] = (truth, form, note)
    return table


def decode(text: str) -> str:
    """A JSON file's string as the page shows it, decoded once more."""
    return json.loads('"' + text + '"')


def norm(text: str) -> str:
    return " ".join(text.split())


def number(text: str) -> float:
    return float(text.replace(",", "").replace("$", ""))


def gsm8k_gold(raw: dict, rows: dict[str, list[dict]]) -> tuple[str, str]:
    src, rec = raw["src"], raw["rec"]
    split = GSM8K_SPLIT.get(src, ("test", None))[0]
    prefix = norm(raw["q"])
    hits = [i for i, row in enumerate(rows[split]) if norm(row["question"]).startswith(prefix)]
    if len(hits) != 1:
        raise SystemExit(f"{src}:{rec}: question prefix {prefix!r} matches {hits} in {split}")
    line = hits[0]
    how = "found by the question's opening words"
    if src in LINE_FROM_REC:
        expected = rec
        if line != expected:
            raise SystemExit(
                f"{src}:{rec}: question is on {split} line {line}, expected {expected}"
            )
        how += "; the file is in test order and the record's position gives the same line"
    gold = rows[split][line]["answer"].split("####")[-1].strip().replace(",", "")
    if "g" in raw and number(decode(raw["g"])) != number(gold):
        raise SystemExit(f"{src}:{rec}: file gold {raw['g']!r} != gsm8k {gold!r}")
    if "g" in raw:
        how += "; equal to the file's own ground truth"
    return gold, f"gsm8k/{split}.jsonl line {line} ({how})"


def math_gold(raw: dict, m500: list[dict]) -> tuple[str, str]:
    src, rec = raw["src"], raw["rec"]
    if src.startswith("kl") or src == "wh":
        uid = raw["q"]
        hits = [i for i, row in enumerate(m500) if row["unique_id"] == uid]
        if src == "wh":
            if len(hits) != 1:
                raise SystemExit(f"{src}:{rec}: {uid} not in MATH-500")
            row = m500[hits[0]]
            return row["answer"], (
                f"math500/test.jsonl line {hits[0]} ({uid}): the file's unique_id; the file stores no "
                "answer"
            )
        if hits:
            raise SystemExit(f"{src}:{rec}: {uid} is in MATH-500: check its answer")
        return decode(raw["g"]), f"the file's answer for MATH {uid} (not in MATH-500)"
    prefix = norm(raw["q"])
    if any(norm(row["problem"]).startswith(prefix) for row in m500):
        raise SystemExit(f"{src}:{rec}: problem {prefix!r} is in MATH-500: check its answer")
    field = "answer" if src == "ff" else "ground_truth"
    return decode(raw["g"]), (
        f"the file's {field} (a MATH problem not in MATH-500; checked by problem prefix)"
    )


def build(raws: list[dict]) -> list[dict]:
    table, root = labels(), data_dir()
    rows = {
        split: [json.loads(x) for x in open(root / f"gsm8k/{split}.jsonl", encoding="utf-8")]
        for split in ("test", "train")
    }
    m500 = [json.loads(x) for x in open(root / "math500/test.jsonl", encoding="utf-8")]
    records, seen, texts = [], set(), set()
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        if (src, rec) in seen:
            raise SystemExit(f"duplicate record {src}:{rec}")
        seen.add((src, rec))
        completion = decode(raw["r"])
        if "rl" in raw and raw["rl"] != len(completion):
            raise SystemExit(
                f"{src}:{rec}: {len(completion)} characters, the file says {raw['rl']}"
            )
        meta = SOURCES[src]
        if (meta[1], raw["q"], completion) in texts:
            raise SystemExit(
                f"{src}:{rec}: the same completion of the same problem is already taken"
            )
        texts.add((meta[1], raw["q"], completion))
        label = table.pop(f"{src}:{rec}")
        if meta[7] == "gsm8k":
            gold = gsm8k_gold(raw, rows)
        else:
            gold = math_gold(raw, m500)
        record = heldout_record(SOURCE, meta, raw, label, gold, completion, NO_LICENCE)
        record["record"] = raw["key"]
        records.append(record)
    if table:
        raise SystemExit(f"labels without a record: {sorted(table)}")
    return records


def main() -> None:
    run_heldout_builder(__doc__, OUT, build)


if __name__ == "__main__":
    main()
