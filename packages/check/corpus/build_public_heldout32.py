r"""Build public_heldout32.jsonl: a 32nd held-out round of REAL model completions (issue 25).

Why: rounds 1-31 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, parsed, reason, metrics, format_reward, answer_reward, the accuracy headers and the
like) were not used to label.

Method (rounds 3-31's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build; janettang000's file escapes non-ASCII as \uXXXX, so its `r` keeps those escapes,
the other files store UTF-8 as is). A record is taken only when its whole completion lies on the
pages read; where a completion crosses the edge between two consecutive pages that were both read
it was joined at the edge (wt4 rec 40 = gsm8k-train-3345 across the seed_1234/tail300 pages at
offsets 32000 and 48000; a5r rec 21 = ac_500 line 309 across pages 13 and 14 (offsets 208000 and
224000); jmr recs 7, 16 and 24 = MATH-500 samples 153, 162 and 170 across the math_results pages at
offsets 269705/285705, 285705/301705 and 301705/317705). The a5r lines 330 and msq line 231 (the
question opens on the previous page read, the completion wholly on the next) and s2q line 120 (the
question opens on page 6, which round 30 read; the completion wholly on page 7) were taken as read,
as was the last record of a5r page 15 (line 351: the completion wholly on the page, only the
record's tail crosses the edge). The KleistvonLiu, yyfblock and why015 records were transcribed one
record a line (KleistvonLiu's `response`, yyfblock's `completion`, why015's `response`); the
janettang000 records were copied as each samples entry's raw_output (its id and expected kept,
predicted and correct left out) and each record's problem found by its unique_id. Nothing is
shortened. Every completion was compared (whitespace-normalised) with every completion of rounds
1-31 and no exact repeat was found; no two completions of this round are equal either.

Repositories (332 records; all four are already in the corpus, and every file-and-page read here
is one no earlier round used: `grep -l <path> build_public_heldout*.py` finds the KleistvonLiu
steps 111-121 in none; results/ac_500.jsonl, results/merged_sanity.jsonl,
results/s1_after_200steps.jsonl and results/math_results.json only in earlier builders that took
other lines or samples; results/seed_1234/tail300.jsonl only in round 31, which took lines 1-80):
KleistvonLiu/assignment5-alignment 92 (27.7 %), yyfblock/grpo-math 126 (38.0 %),
why015/qwen-grpo-gsm8k 80 (24.1 %), janettang000/eval-infra 34 (10.2 %). why015's licence is MIT
(its LICENSE, as round 13 read it); no licence file was found for the other three; `licence` per
record. The search for repositories new to the corpus found none with usable committed
completions in the time given (dead ends below).

Split: think_answer 218 (GSM8K 126, MATH 92), long_cot 114 (GSM8K 80, MATH 34); GSM8K 206, MATH
126 (38.0 %). Truths: correct 199, wrong 132, no_answer 1 (GSM8K 112 / 94 / 0, MATH 87 / 38 / 1);
5 debatable (k111 rec 3, k117 rec 1, k119 recs 3 and 4, k121 rec 3).

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold: none of the problems is in MATH-500 by its
  opening words): page 0 of outputs/grpo_full_mathv2/rollout_step_000NNN/rollouts.jsonl for steps
  111 (q0 r0-5), 112 (q0 r0-7), 113 (q0 r0-7, q1 r0-2), 114 (q0 r0-7), 115 (q0 r0-7, q1 r0-1),
  116 (q0 r0-7, q1 r0-2), 117 (q0 r0-5), 118 (q0 r0-7, q1 r0), 119 (q0 r0-5), 120 (q0 r0-7, q1
  r0-1) and 121 (q0 r0-6); the next rollout crosses the page edge in each. Rounds 9 and 20-31 took
  steps 1-110. Forms: '<answer> $\frac{12}{7}$ </answer>', '<answer> \(\frac{12 \sqrt{2}}{7}\)
  </answer>' (BD, not k), '<answer>2250 </answer>', '15 \* 15 \* 10' in the working, '<answer>1/2
  </answer>' for '\frac12', '<answer>5/6</answer>', '<answer> \(\frac{1}{4}\) </answer>', malformed
  think closes ('\ [/think]', '[/think]', '<</think>', an unclosed '$' before '</think>'), a
  response with only a closing '</answer>', an unclosed '<answer>6 \sqrt{11}', a tag holding an
  invented unit ('$10\sqrt{3} \text{ cm}^2$'), an option letter in the tag ('<answer>D</answer>'),
  a tag contradicting the think block's last sentence (76 stated, '<answer>100</answer>'), boxes
  inside think blocks, no tags with a box then Python (without output; cut mid-code), 'Answer:
  180' then a stray '<endthought>', invented 'Assistant:' turns and a self-set follow-on problem
  with its own box, and one response cut at the 1024-token cap with two IndexError outputs.
* yyfblock/grpo-math (Qwen2.5-1.5B runs, its R1-style prompt; think_answer, GSM8K test in order,
  the question stored; line N = GSM8K test question N-1): a5r = results/ac_500.jsonl lines 288-308
  (page 13, offset 208000; line 287's tail opens the page, taken by round 31), 309-329 (page 14,
  offset 224000; 309 joined) and 330-351 (page 15, offset 240000; line 330's question opens on
  page 14; line 351's record tail crosses); msq = results/merged_sanity.jsonl lines 208-230 (page
  9, offset 144000; line 207's completion opens on page 8, which round 31 read and left; not
  joined; line 231 crosses) and 231-254 (page 10, offset 160000; line 255 crosses); s2q =
  results/s1_after_200steps.jsonl lines 120-134 (page 7, offset 112000; line 135 crosses). Forms:
  '<answer>50 miles</answer>', '<answer>30 elves</answer>', '<answer> $940 </answer>',
  '<answer>70,000</answer>', '<answer>9.25</answer>', '<answer>12.5</answer>',
  '<answer>32.5</answer>', '<answer>35.33</answer>', no '</think>' with '<answer> $93,000
  </answer>', a sentence between '</think>' and the tag, '$37,500', '$224,000', '180,000
  meters' and '$2,400' in the working,
  '-$100' in the working with '<answer>100</answer>', the gold reached in the working and another
  value in the tag.
* why015/qwen-grpo-gsm8k (Qwen/Qwen2.5-0.5B-Instruct, long_cot with a Chinese '答案：' closing; the
  file stores no question, only `id` 'gsm8k-train-N' and `expected`): wt4 =
  results/seed_1234/tail300.jsonl lines 81-121 (page 2, offset 32000; line 80's tail opens the
  page, taken by round 31; line 121 joined across pages 2 and 3) and 122-160 (page 3, offset
  48000; line 161 crosses). Forms: '答案：-60', '答案：13.125', '5.5 hotdogs per minute' with
  '答案：5', '$150,000' in the working, the gold reached in the working and another value after
  '答案：'.
* janettang000/eval-infra (its own harness, eval_infra): jmr = results/math_results.json
  (Qwen/Qwen2.5-7B-Instruct, the first 200 MATH-500 problems in order, long_cot; sample N =
  MATH-500 line N) samples 146-152 (the page at offset 269705; sample 145, a degenerate repetition,
  crosses from the page at 253705, which round 31 read and left; not joined), 153-161 (offset
  285705; 153 joined), 162-169 (offset 301705; 162 joined) and 170-179 (offset 317705; 170 joined;
  sample 180 crosses). Forms: '\boxed{\frac{6}{5}}' for the gold '\frac65', '\boxed{\frac{17}{50}}'
  for '\dfrac{17}{50}', '\boxed{\frac{270}{7}}' for '\frac{270}7\text{ degrees}',
  '\boxed{0.000672}' for '.0000672', '\boxed{70.53^\circ}' for '30^\circ', '\boxed{2\sqrt{34}}'
  for '2\sqrt{113}', '\boxed{5x - 7y + 11z + 4 = 0}', '\boxed{144}.', '\boxed{-\sqrt{3}}.'.

Label conventions (round 31's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer; equal in value but written differently is
correct (a unit word, a '$' sign or a thousands comma, '50 miles', '30 elves', '1/2' for
'\frac12', '\frac{6}{5}' for '\frac65', '\dfrac' for '\frac', a dropped 'degrees'); another
quantity is wrong ('0.000672' for '.0000672', BD's value for k); in the tag format the `<answer>`
content is the final answer whatever the think block says (k119 rec 2: 76, the gold, in the think
block's last sentence, '<answer>100</answer>' is wrong); with no answer tag the completion is
labelled by its last stated result or last box (k117 rec 3, k120 rec 0); a malformed think close
or a missing '</think>' does not change which answer counts; invented turns and self-set problems
after the answer are ignored, the record labelled by the answer to the question posed (k111 rec
3, k121 rec 3). Debatable this round: k111 rec 3 and k121 rec 3 (a box answering the question,
then invented turns and a cut), k117 rec 1 (an invented unit 'cm^2' in the tag; correct under the
unit-word convention), k119 rec 3 (no_answer: a candidate 72 followed by 'Let's verify this with
code' and a cut; wrong either way), k119 rec 4 (the tag holds the option letter D, whose value is
the gold 76; labelled correct).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl (why015: train.jsonl) question that
opens with the record's question words, checked equal to the file's own gold (yyfblock's gold,
why015's 'expected'); the yyfblock question words were taken from gsm8k/test.jsonl at the line's
index (checked against the opening words on the page), the why015 ones from train.jsonl line N of
the id 'gsm8k-train-N', and the build finds the one question with those words. MATH:
janettang000's problems are MATH-500 lines (found by the unique_id the file stores; the problem's
opening words are MATH-500's), and MATH-500's `answer` is checked equal to the file's 'expected';
none of KleistvonLiu's 16 problems is in MATH-500 by its opening words, so the file's own answer
(its MATH test gold) as transcribed.

Dead ends this round (searched, nothing usable): find_repos 'grpo' (100 names; sherrywan717,
kencoken, RobotSail, terrense, UAACC, kingjameschan, harishvs already in the corpus):
dumbkin31/exploration-in-grpo (metrics.jsonl and phases.jsonl only), Luca-Engel/reward-hacking-grpo
and adamthuvesen/grpo-decomp (tests/fixtures only, not opened), nhockid235/xling-grpo-sub3b (no
.jsonl); find_repos 'gsm8k' (100 names): kaj04/opsd-gap-gsm8k results/raw/run_none.jsonl (per-sample
answers and flags, no completion text), prudhvirajn/gsm8k-rollut-lab, KhuongBao/smollm2-grpo-gsm8k,
JChangCL/grpo-qwen25-gsm8k-finetune, pratikkorat26/RLHF-GRPO-Pipeline-GSM8k, fuoyou/GSM8K-RLVR-main
and tonywang1990/gsm8k-grpo (no committed outputs), Vepricov/ppo-soap-gsm8k (metrics only),
After-Wind/grpo_gsm8k and zhangyongtian/gsm8k-grpo-trainer (datasets only); find_files
'results/generations.jsonl': Same0620/Trace-Steering (story openers, no math),
Dorianbansoodeb/eval-aware-sandbagging (synthetic problems not in GSM8K or MATH, mostly 'Final
answer: N'); find_repos 'r1-zero' (judged by name); find_string '\boxed{\left( 3, \frac{\pi}{2}
\right)}' (tests and docs only) and '"completion": "<think>\nOkay, let's see' (none).

Leads for a later round: KleistvonLiu steps 122 on (page 0) and page 1 (offset 16000) of steps
74-121; janettang000 math_results.json from sample 180 (offset 333705; sample 180 opens on the
page at 317705) to 199, and gsm8k_phi_results.json from sample 101 (offset 112000); yyfblock ac_500
from line 352 (offset 256000; line 351's record tail opens the page), merged_sanity from line 255
(offset 176000; its completion opens on page 10, read here), s1_after_200steps from line 135
(offset 128000; the question opens on page 7, read here); why015 seed_1234 tail300 from line 161
(offset 64000), baseline_sft tail300 from line 42 (offset 16000), seed_2026 and seed_42 tail300
and baseline_base (expect word-for-word repeats between runs on the same questions); older leads
not taken: shauryajeloka rlvr-verifier-v2-l40s from line 34, codearky/cross-policy-with-trl
eval_outputs.jsonl from page 3, labrem gemma2-2b best-of-n from math_00111,
xiaofei9289/CS336_Project other runs.

Usage: python build_public_heldout32.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout32.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout32.jsonl"
SOURCE = "public_heldout32"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-31 took rollout steps "
    "1-110; this round page 0 of steps 111-121), rollout step {}, on MATH test problems; the "
    "record is one line's response (the text after the prompt's closing 'Assistant: <think>')"
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
    "configs/grpo_ac_cold.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta "
    "0.02), by the file's name the checkpoint at step 500, evaluated on GSM8K test in order "
    "(results/ac_500.jsonl; rounds 26-31 took lines up to 287, this round lines 288-308, 309-329 "
    "and 330-351 from pages 13-15); the record is one line's completion (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check "
    "of the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges "
    "is not named in the file), evaluated on GSM8K test in order with the repository's "
    "R1-style prompt (rounds 26-31 took lines up to 206, this round lines 208-230 and "
    "231-254 from pages 9 and 10); the record is one line's completion (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the "
    "file name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in "
    "order with the repository's R1-style prompt (rounds 26-30 took lines up to 119, this "
    "round lines 120-134 from page 7); the record is one line's completion (the text "
    "after the prompt's closing 'Assistant: <think>')"
)

JT, JTC = "janettang000/eval-infra", "da54487547aed5f5c41d6b1dec927d93ff03f90b"
JT_MATH_PROMPT = (
    "system (eval_infra/tasks/math_task.py MATH_SYSTEM_PROMPT at 53a88ce, as round 24 read it): "
    "'You are a helpful math assistant. Solve the following problem step by step. Show your work "
    "clearly, then put your final answer inside \\\\boxed{}.'; user: '{problem}' (MATH-500 in its "
    "own order)"
)
JM_MODEL = (
    "Qwen/Qwen2.5-7B-Instruct (the file's 'model' field) under the repository's own harness "
    "(eval_infra), the first 200 MATH-500 problems in order (results/math_results.json; rounds "
    "24 and 28-31 took samples up to 144, this round 146-179; accuracy by the "
    "file's header not used to label); the record is one samples entry's raw_output"
)

WQ, WQC = "why015/qwen-grpo-gsm8k", "21e1ca96a4209bc6b8aa2b4f316275f9fc57ec18"
WQ_LICENCE = "MIT (the repo's LICENSE, as round 13 read it)"
WT4_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct with a LoRA (r=8, alpha=16) after the repo's GRPO run "
    "grpo_seed_1234 (round 13 read results/runs.csv and configs/grpo_v3_resolved.json for "
    "grpo_seed_42: loss dapo, beta 0.04, 8 generations, lr 5e-6, 1000 steps, temperature 0.8, 256 "
    "completion tokens; the run read here differs by its seed, by the folder's name "
    "results/seed_1234), on its tail300 split of GSM8K train (by the file's name; round 31 took "
    "lines 1-80, this round lines 81-160); the record is one line's response"
)
WQ_PROMPT = (
    "a Chinese instruction (deep_project/prompts/A.txt at fe21a58, as round 13 read it, "
    "assumed to be the one used): solve the word problem with brief working, check the "
    "arithmetic, last line to start with '答案：' ('Answer:') followed by the number only, no "
    "unit; then the GSM8K train question"
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
    **{f"k{s}": _kl(s) for s in range(111, 122)},
    "a5r": ("a5r-qwen25-15b-sft-grpo-ac500-gsm8k", YB, "results/ac_500.jsonl", YB_COMMIT,
            A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "msq": ("msq-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "s2q": ("s2q-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "wt4": ("wt4-qwen05b-grpo-seed1234-tail300-zh", WQ, "results/seed_1234/tail300.jsonl", WQC,
            WT4_MODEL, WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "jmr": ("jmr-qwen25-7b-instruct-math500", JT, "results/math_results.json", JTC, JM_MODEL,
            JT_MATH_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
wt4:0|wrong|answer_colon|'答案：60' (gold 14)
wt4:1|wrong|answer_colon|'答案：-60' (gold 520)
wt4:2|correct|answer_colon|
wt4:3|correct|answer_colon|the pass-holders taken as a fifth of the ticket-holders (not of 75 %) and still the gold
wt4:4|wrong|answer_colon|'答案：13.125' (gold 108)
wt4:5|wrong|answer_colon|'答案：9' (gold 61)
wt4:6|correct|answer_colon|
wt4:7|wrong|answer_colon|'答案：8' (gold 11)
wt4:8|wrong|answer_colon|'答案：375' (gold 15400)
wt4:9|correct|answer_colon|
wt4:10|correct|answer_colon|
wt4:11|wrong|answer_colon|'答案：672' (gold 28)
wt4:12|wrong|answer_colon|'答案：6' (gold 7)
wt4:13|wrong|answer_colon|'答案：16' (gold 44)
wt4:14|wrong|answer_colon|'答案：375' (gold 195)
wt4:15|wrong|answer_colon|'答案：125' (gold 168)
wt4:16|correct|answer_colon|
wt4:17|wrong|answer_colon|the gold 20 reached in the working, then 6; '答案：6' (gold 20)
wt4:18|wrong|answer_colon|'答案：90000' (gold 94000)
wt4:19|wrong|answer_colon|'答案：8280' (gold 5400)
wt4:20|correct|answer_colon|
wt4:21|correct|answer_colon|
wt4:22|correct|answer_colon|
wt4:23|wrong|answer_colon|'答案：21' (gold 15)
wt4:24|correct|answer_colon|
wt4:25|wrong|answer_colon|'答案：4' (gold 11)
wt4:26|correct|answer_colon|
wt4:27|correct|answer_colon|
wt4:28|correct|answer_colon|'$150,000', '$15,000' and '$90,000' in the working; '答案：6'
wt4:29|correct|answer_colon|
wt4:30|wrong|answer_colon|'答案：32' (gold 105)
wt4:31|wrong|answer_colon|'答案：10' (gold 6)
wt4:32|correct|answer_colon|
wt4:33|wrong|answer_colon|'答案：36' (gold 54)
wt4:34|wrong|answer_colon|'答案：60' (gold 240)
wt4:35|correct|answer_colon|
wt4:36|correct|answer_colon|
wt4:37|wrong|answer_colon|'答案：180' (gold 20)
wt4:38|wrong|answer_colon|'答案：36' (gold 30)
wt4:39|correct|answer_colon|
wt4:40|wrong|answer_colon|joined across the edge of the pages at offsets 32000 and 48000; '答案：600' (gold 1000)
wt4:41|correct|answer_colon|
wt4:42|wrong|answer_colon|'答案：100' (gold 700)
wt4:43|wrong|answer_colon|'答案：12' (gold 30)
wt4:44|correct|answer_colon|
wt4:45|correct|answer_colon|
wt4:46|wrong|answer_colon|'答案：24' (gold 13)
wt4:47|wrong|answer_colon|'答案：41' (gold 51)
wt4:48|correct|answer_colon|
wt4:49|wrong|answer_colon|'5.5 hotdogs per minute' in the working; '答案：5' (gold 11)
wt4:50|wrong|answer_colon|'答案：680' (gold 730)
wt4:51|wrong|answer_colon|the gold 14 reached in the working, then 56; '答案：56' (gold 14)
wt4:52|wrong|answer_colon|'答案：42' (gold 10)
wt4:53|wrong|answer_colon|'答案：10' (gold 24)
wt4:54|wrong|answer_colon|'答案：1440' (gold 240)
wt4:55|correct|answer_colon|
wt4:56|correct|answer_colon|
wt4:57|correct|answer_colon|
wt4:58|wrong|answer_colon|'答案：110' (gold 290)
wt4:59|correct|answer_colon|
wt4:60|correct|answer_colon|
wt4:61|wrong|answer_colon|'答案：77' (gold 27)
wt4:62|wrong|answer_colon|'答案：192' (gold 140)
wt4:63|correct|answer_colon|
wt4:64|correct|answer_colon|
wt4:65|wrong|answer_colon|'答案：34' (gold 18)
wt4:66|correct|answer_colon|
wt4:67|wrong|answer_colon|'答案：0' (gold 12)
wt4:68|correct|answer_colon|
wt4:69|wrong|answer_colon|'答案：60' (gold 62)
wt4:70|wrong|answer_colon|'答案：45' (gold 19)
wt4:71|correct|answer_colon|
wt4:72|correct|answer_colon|
wt4:73|correct|answer_colon|
wt4:74|wrong|answer_colon|'答案：57' (gold 62)
wt4:75|correct|answer_colon|
wt4:76|wrong|answer_colon|'答案：49' (gold 95)
wt4:77|wrong|answer_colon|'答案：10' (gold 9)
wt4:78|wrong|answer_colon|'答案：3040' (gold 1840)
wt4:79|correct|answer_colon|
a5r:0|correct|tag|
a5r:1|correct|tag|
a5r:2|correct|tag|
a5r:3|correct|tag|
a5r:4|correct|tag|
a5r:5|wrong|tag|8 a.m. to 11 a.m. taken as 4 hours; '<answer>105</answer>' (gold 75)
a5r:6|wrong|tag|Jim (18) given an extra point too; '<answer>84</answer>' (gold 83)
a5r:7|correct|tag|
a5r:8|correct|tag|
a5r:9|wrong|tag|'<answer>42</answer>' (gold 3)
a5r:10|wrong|tag|the weekend's 20 crates counted twice; '<answer>35</answer>' (gold 55)
a5r:11|correct|tag|a muddled sequence of bidders that lands on the gold
a5r:12|wrong|tag|'15,000', '$30,000' and '$37,500' in the working; the bonus taken for 50 months; '<answer>37500</answer>' (gold 31800)
a5r:13|wrong|tag|the gold 78 reached in the working, then 39; '<answer>39</answer>' (gold 78)
a5r:14|wrong|tag|'<answer>96</answer>' (gold 8)
a5r:15|correct|tag|
a5r:16|wrong|tag|'(250 - 50 - 135) * 20 = 165 * 20' (it is 65); '<answer>3300</answer>' (gold 1300)
a5r:17|wrong|tag|one week's wage for the month; '<answer>1700</answer>' (gold 3200)
a5r:18|correct|tag|
a5r:19|correct|tag|
a5r:20|wrong|tag|'<answer>4</answer>' (gold 16)
a5r:21|wrong|tag|joined across the edge of pages 13 and 14 (offsets 208000 and 224000); one tub's saving only; '<answer>4</answer>' (gold 6)
a5r:22|wrong|tag|'<answer>4</answer>' (gold 8)
a5r:23|correct|tag|
a5r:24|correct|tag|
a5r:25|correct|tag|
a5r:26|wrong|tag|'60,000' and '66,000' in the working; '<answer>66000</answer>' (gold 120000)
a5r:27|correct|tag|
a5r:28|correct|tag|
a5r:29|wrong|tag|the store's 50 marbles left out; '<answer>56</answer>' (gold 156)
a5r:30|correct|tag|
a5r:31|correct|tag|
a5r:32|wrong|tag|the gold 15 reached in the working ('15 wires per pole'), then 3; '<answer>3</answer>' (gold 15)
a5r:33|correct|tag|
a5r:34|correct|tag|
a5r:35|wrong|tag|'<answer>6</answer>' (gold 9)
a5r:36|wrong|tag|'<answer>265</answer>' (gold 75)
a5r:37|wrong|tag|'<answer>7</answer>' (gold 14)
a5r:38|correct|tag|'$224,000' in the working
a5r:39|correct|tag|
a5r:40|correct|tag|
a5r:41|correct|tag|
a5r:42|correct|tag|the question opens on page 14, the completion wholly on page 15
a5r:43|wrong|tag|'<answer>27</answer>' (gold 31)
a5r:44|wrong|tag|Job A's 20 % tax left out; '$2,400' in the working; '<answer>2400</answer>' (gold 8400)
a5r:45|correct|tag|
a5r:46|correct|tag|'-$100' in the working, '<answer>100</answer>'
a5r:47|correct|tag|
a5r:48|correct|tag|
a5r:49|correct|tag|
a5r:50|wrong|tag|Thomas's count used for John; '<answer>4</answer>' (gold 1)
a5r:51|correct|tag|
a5r:52|correct|tag|
a5r:53|correct|tag|the dropped balls miscounted (7 - 2 - 1) and still the gold
a5r:54|wrong|tag|the pink frog left out of the total; '<answer>210</answer>' (gold 260)
a5r:55|correct|tag|
a5r:56|correct|tag|'180,000 meters' in the working
a5r:57|correct|tag|
a5r:58|correct|tag|
a5r:59|correct|tag|
a5r:60|correct|tag|
a5r:61|correct|tag|'10%' in the working
a5r:62|correct|tag|
a5r:63|correct|tag|the completion lies wholly on page 15, only the record's tail crosses the edge
msq:0|wrong|tag|each apple weighed as a bar; '<answer>4200</answer>' (gold 2600)
msq:1|correct|tag|
msq:2|wrong|tag|'<answer>264000</answer>' (gold 145)
msq:3|wrong|tag|'<answer>36</answer>' (gold 10)
msq:4|correct|tag|
msq:5|correct|tag|
msq:6|wrong|tag|the first day's 100 not subtracted; '<answer>350</answer>' (gold 250)
msq:7|correct|tag|contradictory working ('4x-16=8x-16. So x=8.') that lands on the gold; '<answer>8</answer>'
msq:8|correct|tag|
msq:9|correct|tag|
msq:10|correct|tag|
msq:11|correct|tag|
msq:12|wrong|tag|'<answer>32.5</answer>' (gold 54)
msq:13|correct|tag|
msq:14|correct|tag|
msq:15|wrong|tag|'<answer>155</answer>' (gold 140)
msq:16|correct|tag|
msq:17|correct|tag|
msq:18|correct|tag|
msq:19|wrong|tag|the 14 new grass cards left out; '<answer>40</answer>' (gold 33)
msq:20|wrong|tag|3 sauces for 2; '<answer>9.25</answer>' (gold 9)
msq:21|correct|tag|
msq:22|correct|tag|
msq:23|wrong|tag|the question opens on page 9, the completion wholly on page 10; one registration fee for 12 cars; '<answer>264000</answer>' (gold 276000)
msq:24|wrong|tag|'<answer>12.5</answer>' (gold 50)
msq:25|correct|tag|
msq:26|correct|tag|
msq:27|wrong|tag|'21' as an intermediate in the working; '<answer>2</answer>' (gold 21)
msq:28|correct|tag|
msq:29|wrong|tag|'25/5 + 5 = 20' (it is 10); '<answer>20</answer>' (gold 31)
msq:30|correct|tag|
msq:31|correct|tag|
msq:32|correct|tag|
msq:33|correct|tag|
msq:34|wrong|tag|'<answer>3</answer>' (gold 6)
msq:35|wrong|tag|'<answer>4.6</answer>' (gold 3)
msq:36|wrong|tag|the 300 used minutes added to the plan; '<answer>840</answer>' (gold 250)
msq:37|wrong|tag|'20' as an intermediate in the working; '<answer>5</answer>' (gold 20)
msq:38|wrong|tag|'-28 snails in each aquarium'; '<answer>28</answer>' (gold 7)
msq:39|wrong|tag|the 4 sessions counted twice; '$108,000' in the working; '<answer>108000</answer>' (gold 27000)
msq:40|wrong|tag|'12 + 43 + 15 + 4 + 22 = $106' (it is 96); '<answer>35.33</answer>' (gold 32)
msq:41|correct|tag|
msq:42|wrong|tag|'<answer>3</answer>' (gold 5600)
msq:43|wrong|tag|'20 - 30 = 10'; '<answer>10</answer>' (gold 17)
msq:44|correct|tag|
msq:45|wrong|tag|'<answer>38</answer>' (gold 73)
msq:46|wrong|tag|'<answer>42</answer>' (gold 18)
s2q:0|wrong|tag|the question opens on page 6 (read by round 30), the completion wholly on page 7; no '</think>'; '<answer> $93,000 </answer>' (gold 95200)
s2q:1|correct|tag|
s2q:2|correct|tag|a sentence between '</think>' and the tag; '<answer>27</answer>'
s2q:3|wrong|tag|the sum 8+6+6+7+7+7+7 (= 48) written as 49; '<answer>49</answer>' (gold 48)
s2q:4|correct|tag|a unit word: '<answer>50 miles</answer>'
s2q:5|wrong|tag|'-\frac{L}{3} = 0' then 'L = 30'; '<answer>30</answer>' (gold 10)
s2q:6|wrong|tag|the 3 used spoons subtracted instead of added; '<answer>4</answer>' (gold 10)
s2q:7|correct|tag|
s2q:8|correct|tag|
s2q:9|correct|tag|'two hundred peppers' for 20 in the working; the value is the gold
s2q:10|wrong|tag|a thousands comma in the tag: '<answer>70,000</answer>' (gold 10000)
s2q:11|correct|tag|a unit word: '<answer>30 elves</answer>'
s2q:12|correct|tag|'<answer> $940 </answer>'
s2q:13|correct|tag|
s2q:14|correct|tag|
k111:0|wrong|tag|'3x + 4x = 5, so x = 1'; '<answer>2</answer>' (gold \frac{12}{7})
k111:1|wrong|tag|BD taken as 2ab/(a+b); '<answer> \(\frac{12 \sqrt{2}}{7}\) </answer>' (BD, not k; gold \frac{12}{7})
k111:2|correct|tag|'<answer> $\frac{12}{7}$ </answer>'
k111:3|correct|boxed|debatable: no tags; an invented '\n\nAssistant: <think>' turn states 'The answer is $\boxed{\frac{12}{7}}$', then a Python block cut at the 1024-token cap; labelled by the last box (round 31: with no answer tag, the last stated result or box)
k111:4|correct|tag|'x = \frac{1}{2}' (a wrong step not used further); '<answer> $\frac{12}{7}$ </answer>'
k111:5|correct|boxed|no tags; '\[\boxed{\frac{12}{7}}\]' then a Python block with no output
k112:0|correct|tag|
k112:1|correct|tag|
k112:2|correct|tag|
k112:3|correct|tag|
k112:4|correct|tag|
k112:5|correct|boxed|no tags; '\(\boxed{2250}\).'
k112:6|correct|tag|'<answer>2250 </answer>'
k112:7|correct|tag|'15 \* 15 \* 10' in the working; '<answer> 2250 </answer>'
k113:0|correct|tag|
k113:1|correct|tag|
k113:2|correct|tag|
k113:3|correct|tag|
k113:4|correct|tag|
k113:5|correct|tag|
k113:6|correct|tag|
k113:7|correct|tag|
k113:8|correct|tag|the chart misread (13 / 5 = 2.6) and rounded to the gold; '<answer> 3 </answer>'
k113:9|correct|tag|
k113:10|correct|tag|'52 / 17 ≈ 3 rounds'; '<answer>3 </answer>'
jmr:0|correct|boxed|
jmr:1|wrong|boxed|a wrong AM-GM product ('= 256'); '\boxed{12}' (gold 16)
jmr:2|correct|boxed|
jmr:3|correct|boxed|two candidates (7 and 49) checked, 7 rejected; '\boxed{49}'
jmr:4|wrong|boxed|'\boxed{3}' (gold 1)
jmr:5|correct|boxed|'\boxed{144}.'
jmr:6|wrong|boxed|'\boxed{24}' (gold 8)
jmr:7|correct|boxed|joined across the edge of the pages at offsets 269705 and 285705
jmr:8|wrong|boxed|'\boxed{2\sqrt{34}}' (gold 2\sqrt{113})
jmr:9|correct|boxed|
jmr:10|wrong|boxed|'\boxed{70.53^\circ}' (gold 30^\circ)
jmr:11|correct|boxed|'\boxed{\frac{6}{5}}' for the gold '\frac65' (the same value written with braces)
jmr:12|correct|boxed|
jmr:13|correct|boxed|
jmr:14|correct|boxed|
jmr:15|correct|boxed|
jmr:16|correct|boxed|joined across the edge of the pages at offsets 285705 and 301705; '\boxed{\frac{17}{50}}' for the gold '\dfrac{17}{50}'
jmr:17|correct|boxed|
jmr:18|correct|boxed|the value asserted as 'a known result' without a derivation; '\boxed{-\sqrt{3}}.'
jmr:19|wrong|boxed|the math books taken off twice; '\boxed{\frac{1}{3}}' (gold \frac{4}{9})
jmr:20|correct|boxed|'\boxed{\frac{270}{7}}' for the gold '\frac{270}7\text{ degrees}' (the unit word dropped)
jmr:21|correct|boxed|
jmr:22|wrong|boxed|'n = \frac{41}{3}' forced to 13; '\boxed{13}' (gold 19)
jmr:23|correct|boxed|
jmr:24|wrong|boxed|joined across the edge of the pages at offsets 301705 and 317705; the product asserted without computation; '\boxed{64}' (gold 1736)
jmr:25|correct|boxed|
jmr:26|correct|boxed|
jmr:27|correct|boxed|
jmr:28|correct|boxed|
jmr:29|correct|boxed|a contradictory check ('|24 - 13| = 11' for k = 4) before '\boxed{3}', which is the gold
jmr:30|wrong|boxed|'\frac{672}{10000000} = 0.000672' (a place dropped); '\boxed{0.000672}' (gold .0000672)
jmr:31|wrong|boxed|'\boxed{60}' (gold 30^\circ)
jmr:32|correct|boxed|
jmr:33|correct|boxed|an equation in the box, '\boxed{5x - 7y + 11z + 4 = 0}'
k114:0|wrong|tag|'<answer> 39 </answer>' (gold 40)
k114:1|correct|tag|garbled reductions that land on the gold; '<answer> 40 </answer>'
k114:2|correct|tag|wrong residues ('3874\equiv 2') that still give the gold count
k114:3|wrong|tag|'<answer>39</answer>' (gold 40)
k114:4|wrong|tag|'<answer>2</answer>' (gold 40)
k114:5|correct|tag|
k114:6|wrong|tag|'<answer> 5 </answer>' (gold 40)
k114:7|wrong|tag|'$\boxed{16}$' inside the think block and '<answer>16</answer>' (gold 40)
k115:0|correct|tag|
k115:1|correct|tag|
k115:2|correct|tag|
k115:3|correct|tag|
k115:4|correct|tag|
k115:5|correct|tag|
k115:6|correct|tag|
k115:7|correct|tag|
k115:8|wrong|tag|a '\boxed{\frac{\sqrt{14}}{10}}' inside the think block and '<answer> $\frac{\sqrt{14}}{10}$ </answer>' (gold \frac{\sqrt{34}}{12})
k115:9|wrong|tag|'<answer> $\frac{101}{36\sqrt{46}}$ </answer>' (gold \frac{\sqrt{34}}{12})
k116:0|correct|tag|
k116:1|correct|tag|
k116:2|correct|tag|
k116:3|correct|tag|
k116:4|correct|tag|
k116:5|correct|tag|
k116:6|correct|tag|an unclosed '$' before '</think>'; '<answer> 83 </answer>'
k116:7|correct|tag|
k116:8|wrong|tag|'<answer> \(\frac{1}{4}\) </answer>' (gold \frac38)
k116:9|wrong|tag|'<answer>5/6</answer>' (gold \frac38)
k116:10|wrong|tag|the triangle count 3 right, the total 5 wrong; '<answer>3/5</answer>' (gold \frac38)
k117:0|correct|tag|a malformed think close '\ [/think]'; '<answer> \(10\sqrt{3}\) </answer>'
k117:1|correct|tag|debatable: an invented unit in the tag, '<answer> $10\sqrt{3} \text{ cm}^2$ </answer>' (the problem gives no unit); labelled correct under the unit-word convention
k117:2|correct|tag|
k117:3|correct|stated|no '</think>' and no opening '<answer>', only a closing '</answer>'; labelled by the last stated result 'the area of the parallelogram is $10\sqrt{3}$'
k117:4|wrong|tag|'\boxed{6 \sqrt{11}}' inside the think block and an unclosed '<answer>6 \sqrt{11}' (gold 10 \sqrt{3})
k117:5|correct|tag|a malformed think close '[/think]'; '<answer> $10\sqrt{3}$ </answer>'
k118:0|wrong|tag|'$\boxed{13}$' inside the think block and '<answer>13</answer>' (gold 97)
k118:1|wrong|tag|'<answer>5</answer>' (gold 97)
k118:2|wrong|tag|the right form 16k+1 found but 97 skipped; '<answer>113</answer>' (gold 97)
k118:3|wrong|tag|'<answer>41</answer>' (gold 97)
k118:4|wrong|tag|'<answer>5</answer>' (gold 97)
k118:5|wrong|tag|'$\boxed{43}$' inside the think block and '<answer>43</answer>' (gold 97)
k118:6|wrong|tag|'<answer>17</answer>' (gold 97)
k118:7|wrong|tag|7 shown not to divide and then given; '<answer>7</answer>' (gold 97)
k118:8|correct|tag|'<answer>1/2</answer>' for the gold '\frac12'
k119:0|wrong|tag|'<answer>66</answer>' (gold 76)
k119:1|wrong|tag|a plan with no count, then '<answer>20</answer>' (gold 76)
k119:2|wrong|tag|the think block ends 'the largest number of members such a subset can have is 76.<</think>' (the gold) but the tag holds '<answer>100</answer>'; the tag counts (gold 76)
k119:3|no_answer|truncated|debatable: no tags; a candidate 'the actual maximum subset size is 83 - 11 = 72' followed by 'Let's verify this with code', two Python blocks with IndexError outputs and a third cut at the 1024-token cap; taken as cut before a final answer (by the last stated result it would be 72, wrong either way; gold 76)
k119:4|correct|tag|debatable: the tag holds the option letter, '<answer>D</answer>', and the problem's option (D) is 76 (the gold); the think block ends '= 76 numbers' after garbled arithmetic; labelled correct as the chosen option's value
k119:5|wrong|tag|'<answer> 67 </answer>' (gold 76)
k120:0|correct|answer_colon|no tags: 'Answer: 180' then a stray '<endthought>'; labelled by the stated answer
k120:1|correct|tag|
k120:2|correct|tag|
k120:3|correct|tag|
k120:4|correct|tag|
k120:5|correct|tag|
k120:6|correct|tag|'Answer: 180' inside the think block and '<answer>180</answer>'
k120:7|correct|tag|
k120:8|wrong|tag|'<answer>80</answer>' (gold 240)
k120:9|wrong|tag|'\boxed{1056}' inside the think block and '<answer>1056</answer>' (gold 240)
k121:0|correct|tag|
k121:1|correct|tag|a '\boxed{26}' inside the think block
k121:2|correct|tag|
k121:3|correct|boxed|debatable: no tags; '\[ \boxed{26} \]' answers the question posed, then an invented 'Assistant:' turn with a Python check, a self-set problem (the negation of a proposition) with its own box, and a cut at the 1024-token cap ('Let  $'); labelled by the answer to the question posed
k121:4|correct|tag|
k121:5|wrong|tag|'<answer>34</answer>' (gold 26)
k121:6|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
