r"""Build public_heldout30.jsonl: a thirtieth held-out round of REAL model completions (issue 25).

Why: rounds 1-29 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, parsed, reason, metrics, format_reward, answer_reward, the accuracy headers and the
like) were not used to label.

Method (rounds 3-29's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). A record is taken only when its whole completion lies on the pages read; where
a completion crosses the edge between two consecutive pages that were both read it was joined at
the edge (a5r line 199, across the ac_500 pages at offsets 128000 and 144000); a5r lines 156 and
178 and msq line 162 (the question opens on the previous page, the completion wholly on the page
read), the last KleistvonLiu response of steps 94, 97 and 98 and jpr samples 86 and 100 (the
completion wholly on the page read, only the record's tail crosses the edge) were taken as read.
The KleistvonLiu, yyfblock and why015 completions were transcribed one record a line at file level;
the janettang000 records were copied from the page display as fragments (each record's id,
expected, predicted, raw_output and correct; jpr's metadata, the dataset's own solution, left out)
and decoded, and each record's problem found by its unique_id (jmr) or sample index (jpr). Nothing
is shortened. Every completion was compared (whitespace-normalised) with every completion of rounds
1-29 and exact repeats were left out (their rec numbers are skipped, so ids have gaps): w34 recs 3,
4, 7, 12, 13, 15, 18, 20, 22, 23, 27, 28, 29, 30, 32, 33, 35 and 36 and wbs recs 1, 4, 12, 14, 16,
18, 19, 22, 23, 24, 27, 28, 29, 32, 33 and 36, word for word as round 13's wq records (why015's
seed_42 run on the same dev500 questions); wbs recs 10 and 17 repeat this round's w34 recs 10 and
17 word for word and were left out too. Within the round no completion repeats another.

Repositories (319 records; all four are already in the corpus, and every file-and-page read here is
one no earlier round used: `grep -l <path> build_public_heldout*.py` finds the yyfblock,
janettang000 and why015 paths only in earlier builders that took other pages or other lines, and
the KleistvonLiu steps 88-99 in none): yyfblock/grpo-math 125 (39.2 %),
KleistvonLiu/assignment5-alignment 108 (33.9 %), janettang000/eval-infra 43 (13.5 %),
why015/qwen-grpo-gsm8k 43 (13.5 %). why015's licence is MIT (its LICENSE, as round 13 read it);
no licence file was found for the other three; `licence` per record. The search for repositories
new to the corpus found none with usable committed completions in the time given (dead ends
below).

Split: think_answer 233 (GSM8K 125, MATH 108), long_cot 86 (GSM8K 72, MATH 14); GSM8K 197, MATH
122 (38.2 %). Truths: correct 204, wrong 113, no_answer 2 (GSM8K 119 / 78 / 0, MATH 85 / 35 / 2);
1 debatable.

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said):
* yyfblock/grpo-math (Qwen2.5-1.5B runs, its R1-style prompt; think_answer, GSM8K test in order,
  the question stored; line N = GSM8K test question N-1): a5r = results/ac_500.jsonl lines 156-177
  (page 7, offset 112000; line 156's question opens on page 6, which round 29 read), 178-198 (page
  8, offset 128000) and 199-219 (page 9, offset 144000; line 199 joined, line 220 crosses); msq =
  results/merged_sanity.jsonl lines 140-161 (page 6, offset 96000; line 139 crosses the edge of
  page 5, which round 29 read and left; not joined) and 162-183 (page 7, offset 112000; line 184
  crosses); s2q = results/s1_after_200steps.jsonl lines 103-119 (page 6, offset 96000; line 102
  crosses the edge of page 5, not joined; line 120 crosses). Forms: '<answer>140 minutes</answer>',
  '<answer>$24.00</answer>', '<answer>45 roll-ups</answer>', '<answer>60 teaspoons</answer>', a tag
  holding a sentence on its own lines ('Total inner volume of all 3 boxes: 72 cubic inches'), a
  blank line between '</think>' and the tag, '<answer>5.333333333333333</answer>',
  '<answer>233.333333</answer>', '<answer>3.50</answer>', '<answer>2.5</answer>', a GSM8K
  calculator annotation '$<<1.5*8=12>>12' in the working, euro and '$' amounts and '$18,000/year' in
  the working with a bare number in the tag, '(1/4 - 1/2) * 100 = -50' with '50' in the tag, plans
  or set-up equations with no value followed by a value in the tag.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold: none of the problems is in MATH-500 by its
  opening words): page 0 of outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl for steps
  88 (q0 r0-7, q1 r0), 89 (q0 r0-6), 90 (q0 r0-7, q1 r0-2), 91 (q0 r0-4), 92 (q0 r0-7, q1 r0-3),
  93 (q0 r0-7, q1 r0-2), 94 (q0 r0-5), 95 (q0 r0-7, q1 r0-2), 96 (q0 r0-7, q1 r0-1), 97 (q0
  r0-5), 98 (q0 r0-7, q1 r0-3) and 99 (q0 r0-7); the next rollout crosses the page edge in each.
  Rounds 9 and 20-29 took steps 1-87. Forms: '<answer>20 </answer>', '<answer> $-3$ </answer>',
  '<answer> $\dfrac{77}{6}$ dollars </answer>' (a unit word), '<answer>$2\pi$</answer>' and
  '<answer>$π$</answer>', '<answer> -16.5 </answer>' and '<answer> $k = -16.5$ </answer>' for the
  gold 'k = \frac{-33}{2}', '<answer> $\frac{1}{5} \cdot 6^{\frac{3}{2}}$ </answer>',
  '<answer> $10 \; .$ </answer>', '<answer>$$3^{11} \cdot 2^{10}-1$$</answer>', a malformed think
  close '</th不做>', no '</think>' with the tag inside the prose ('The answer provided in the format
  is <answer>120</answer>'), '</think> The answer is \(\boxed{-2}\).' with no tag, an unclosed answer
  tag holding '$\boxed{018}$' followed by Python and a second box, boxes inside think blocks, no
  tags at all with a box and Python blocks (with and without outputs), two responses cut at the
  1024-token cap before any answer, and a self-set follow-on problem after a boxed answer.
* janettang000/eval-infra (its own harness, eval_infra): jmr = results/math_results.json
  (Qwen/Qwen2.5-7B-Instruct, the first 200 MATH-500 problems in order, long_cot; sample N =
  MATH-500 line N) samples 105-109 (the page at offset 189705; sample 104 crosses the edge of the
  page round 29 read, not joined; sample 110 crosses) and 111-119 (offset 205705; sample 110's
  raw_output opens on the previous page, not joined; sample 120 crosses); jpr =
  results/gsm8k_phi_results.json (microsoft/Phi-3.5-mini-instruct, GSM8K test in order, long_cot,
  each output opening with a space) samples 72-86 (page 5, offset 80000; sample 71 crosses the edge
  of page 4, which round 29 read and left; sample 86's raw_output lies wholly on page 5) and 87-100
  (page 6, offset 96000; sample 100's raw_output lies wholly on page 6, its metadata crosses).
  Forms: '\boxed{\frac{4}{3}}' for the gold '\frac43', '\boxed{40}' for '120^\circ', '\boxed{-5}.',
  '\[ \boxed{13} \]', '#### 8000' after '88,000' in the working.
* why015/qwen-grpo-gsm8k (Qwen/Qwen2.5-0.5B-Instruct, long_cot with a Chinese '答案：' closing; the
  file stores no question, only `id` 'gsm8k-train-N' and `expected`): w34 = results/seed_1234/
  dev500.jsonl lines 1-38 (page 0; line 39 crosses; 18 left out as repeats, above) and wbs =
  results/baseline_sft/dev500.jsonl lines 1-41 (page 0; line 42 crosses; 18 left out as repeats).
  Round 13 took lines 1-37 of results/seed_42/dev500.jsonl; the two files read here hold other
  runs' answers to the same questions. Forms: '答案：-30', '答案：0.369', '答案：27.5', '20% of the
  chips' with '答案：20', '60% of the chips' with '答案：60', '1,400 miles' with '答案：1400'.

Label conventions (round 29's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer; equal in value but written differently is
correct (a unit word, a '$' sign or a thousands comma, '140 minutes', a sentence in the answer tag
whose value is the gold, an unreduced or differently written fraction, '-16.5' for '\frac{-33}{2}',
'\dfrac' for '\frac'); another quantity is wrong; in the tag format the `<answer>` content is the
final answer whatever the think block says (k96 r4: the working ends at '\frac{\pi}{2}', the tag
holds 'π'), read for its final value when it holds a sentence; with no answer tag the completion is
labelled by its last stated result or last box; a malformed think close ('</th不做>') or a missing
'</think>' does not change which answer counts; a plan with no value followed by a value in the tag
is labelled by that value; a self-set follow-on problem is labelled by the answer to the question
posed (k91 r3, debatable). Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl (why015: train.jsonl) question that
opens with the record's question words, checked equal to the file's own gold (yyfblock's gold,
janettang000's and why015's 'expected'); the yyfblock, jpr and why015 question words were taken
from gsm8k/test.jsonl at the line's or sample's index (why015: train.jsonl line N of the id
'gsm8k-train-N'), and the build finds the one question with those words. MATH: janettang000's
problems are MATH-500 lines (found by the unique_id the file stores; the problem's opening words
are MATH-500's), and MATH-500's `answer` is checked equal to the file's 'expected'; none of
KleistvonLiu's nineteen problems is in MATH-500 by its opening words, so the file's own answer
(its MATH test gold) as transcribed.

Dead ends this round (searched, nothing usable): find_repos 'grpo' (100 names, judged by name;
sherrywan717, kingjameschan and harishvs already in the corpus); terrense/qwen3-8b-grpo-dapo-lab
analysis/pre_rl_rollouts.jsonl (Qwen3-8B on DAPO-style problems, but each record keeps only a
200-character response_head and response_tail of a 4096-token truncated response, not the whole
completion; its trajectories/audit.jsonl files not opened); eval_outputs.jsonl of
KapachYonatan/Fine-Tuning-LLMs and Trach-barIlan/Ex2 (general chat prompts with Hebrew fine-tune
outputs, no mathematics); kencoken/qwen-grpo (its .jsonl are planning traces and payoffs),
RobotSail/mini-grpo (generated GSM8K datasets and update norms), UAACC/grpo_exploration (no
.jsonl), nihaljn/zero-rl-mini (code only), BobbyGuo-UTokyo/adversarial_data_pipeline (no .jsonl);
find_string '</think>\n<answer>\\frac' (none) and '\n</think>\n\nTo solve this problem' (one
README example); a code search for MATH-500 generations with think blocks (scripts only).

Leads for a later round: KleistvonLiu steps 100 on (page 0) and page 1 (offset 16000) of steps
74-99 (page 0 holds 5-12 rollouts, each step 8 rollouts a question); janettang000 math_results.json
from sample 120 (offset 221705) to sample 199 (samples 104 and 110 joinable across the pages at
189705/205705), checking each against round 24's math_level45_results.json;
gsm8k_phi_results.json from sample 101 (offset 112000); yyfblock ac_500 from line 220 (offset
160000), merged_sanity from line 184 (offset 128000; line 139 joinable from pages 5 and 6),
s1_after_200steps from line 120 (offset 112000; line 102 joinable from pages 5 and 6); why015
seed_1234 dev500 from line 39 (offset 16000) and tail300, baseline_sft dev500 from line 42 (offset
16000) and tail300, baseline_base dev200/dev500/tail300 (the base model, not read yet) and seed_2026
(expect many word-for-word repeats of round 13's seed_42 answers: 18 of 38 here); older leads not
taken this round: shauryajeloka rlvr-verifier-v2-l40s from line 34 and the persona_math_eval.jsonl
files, codearky/cross-policy-with-trl eval_outputs.jsonl from page 3, labrem gemma2-2b best-of-n
from math_00111, xiaofei9289/CS336_Project other runs.

Usage: python build_public_heldout30.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout30.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout30.jsonl"
SOURCE = "public_heldout30"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-29 took rollout steps "
    "1-87, round 29 only page 0 of steps 74, 76-79, 81-83, 85 and 86; this round page 0 of "
    "steps 88-99), rollout step {}, on MATH test problems; the record is one line's response "
    "(the text after the prompt's closing 'Assistant: <think>')"
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
    "(results/ac_500.jsonl; rounds 26-29 took lines 1-21, 23-44, 46-66, 68-89, 91-111, 112-135 "
    "and 136-155, this round lines 156-177, 178-198 and 199-219 from pages 7-9, line 199 "
    "joined across pages 8 and 9); the record is one line's completion (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check "
    "of the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges "
    "is not named in the file), evaluated on GSM8K test in order with the repository's "
    "R1-style prompt (rounds 26-29 took lines 1-22, 24-46, 48-70, 72-93, 94-115 and 116-138, "
    "this round lines 140-161 and 162-183 from pages 6 and 7); the record is one line's "
    "completion (the text after the prompt's closing 'Assistant: <think>')"
)
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the "
    "file name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in "
    "order with the repository's R1-style prompt (rounds 26-29 took lines 1-15, 17-33, 35-49, "
    "50-66, 67-85 and 86-101, this round lines 103-119 from page 6); the record is one line's "
    "completion (the text after the prompt's closing 'Assistant: <think>')"
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
    "(eval_infra), the first 200 MATH-500 problems in order (results/math_results.json; rounds "
    "24, 28 and 29 took samples 0-103, this round 105-109 and 111-119; accuracy 0.74 by the "
    "file's header, not used to label); the record is one samples entry's raw_output"
)
JP_MODEL = (
    "microsoft/Phi-3.5-mini-instruct (the file's 'model' field) under the repository's own "
    "harness (eval_infra), the first 200 GSM8K test questions in order "
    "(results/gsm8k_phi_results.json; rounds 24, 28 and 29 took samples 0-70, this round "
    "72-100; accuracy 0.89 by the file's header, not used to label); the record is one samples "
    "entry's raw_output (each opens with a space)"
)

WQ, WQC = "why015/qwen-grpo-gsm8k", "21e1ca96a4209bc6b8aa2b4f316275f9fc57ec18"
WQ_LICENCE = "MIT (the repo's LICENSE, as round 13 read it)"
WQ_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct with a LoRA (r=8, alpha=16) after the repo's GRPO run {} (round "
    "13 read results/runs.csv and configs/grpo_v3_resolved.json for grpo_seed_42: loss dapo, beta "
    "0.04, 8 generations, lr 5e-6, 1000 steps, temperature 0.8, 256 completion tokens; the run "
    "read here differs by its seed, by the folder's name results/{}), on its dev500 split of "
    "GSM8K train; the record is one line's response"
)
WBS_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct after the repository's SFT stage, no GRPO (by the folder's name "
    "results/baseline_sft: the SFT baseline the GRPO runs are compared with; the adapter and its "
    "settings not read), on the same dev500 split of GSM8K train; the record is one line's response"
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
    "k88": _kl(88),
    "k89": _kl(89),
    "k90": _kl(90),
    "k91": _kl(91),
    "k92": _kl(92),
    "k93": _kl(93),
    "k94": _kl(94),
    "k95": _kl(95),
    "k96": _kl(96),
    "k97": _kl(97),
    "k98": _kl(98),
    "k99": _kl(99),
    "a5r": ("a5r-qwen25-15b-sft-grpo-ac500-gsm8k", YB, "results/ac_500.jsonl", YB_COMMIT,
            A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "msq": ("msq-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "w34": ("w34-qwen05b-grpo-seed1234-zh", WQ, "results/seed_1234/dev500.jsonl", WQC,
            WQ_MODEL.format("grpo_seed_1234", "seed_1234"), WQ_PROMPT, "long_cot", "gsm8k",
            "expected", WQ_LICENCE),
    "wbs": ("wbs-qwen05b-sft-baseline-zh", WQ, "results/baseline_sft/dev500.jsonl", WQC, WBS_MODEL,
            WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "s2q": ("s2q-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "jpr": ("jpr-phi35-mini-instruct-gsm8k", JT, "results/gsm8k_phi_results.json", JTC, JP_MODEL,
            JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
    "jmr": ("jmr-qwen25-7b-instruct-math500", JT, "results/math_results.json", JTC, JM_MODEL,
            JT_MATH_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
a5r:0|correct|tag|the question's opening lies on the previous page, the completion wholly on the page read
a5r:1|wrong|tag|the gorillas' bananas not doubled; '<answer>1000</answer>' (gold 1400)
a5r:2|wrong|tag|'<answer>2270</answer>' (gold 80)
a5r:3|correct|tag|
a5r:4|wrong|tag|the 6 that come out subtracted; '<answer>3</answer>' (gold 15)
a5r:5|correct|tag|
a5r:6|correct|tag|
a5r:7|correct|tag|
a5r:8|wrong|tag|the doll priced at $8; '<answer>43</answer>' (gold 50)
a5r:9|correct|tag|
a5r:10|correct|tag|the working in euros ('€77 left'), the tag holds 77
a5r:11|correct|tag|
a5r:12|correct|tag|
a5r:13|correct|tag|
a5r:14|correct|tag|
a5r:15|correct|tag|
a5r:16|wrong|tag|'640 + 540 + 30 = 1170' misadded; '<answer>1170</answer>' (gold 1210)
a5r:17|correct|tag|
a5r:18|correct|tag|'$18,000/year' in the working, the tag holds 18000
a5r:19|wrong|tag|the cutting time multiplied by 60; '<answer>23400</answer>' (gold 95)
a5r:20|wrong|tag|'<answer>25</answer>' (gold 15)
a5r:21|correct|tag|'Assuming the same ratio of boys to girls ...' (a needless assumption); the value is the gold
a5r:22|correct|tag|the question's opening lies on the previous page, the completion wholly on the page read; '350$ left'
a5r:23|correct|tag|
a5r:24|correct|tag|
a5r:25|correct|tag|
a5r:26|correct|tag|
a5r:27|wrong|tag|Jan's age confused with Jean's; '<answer>4</answer>' (gold 23)
a5r:28|correct|tag|
a5r:29|wrong|tag|'(1/4 - 1/2) * 100 = -50', the tag holds 50 (gold 25)
a5r:30|correct|tag|
a5r:31|wrong|tag|'<answer>5.333333333333333</answer>' (gold 5)
a5r:32|wrong|tag|the interest alone given, and miscounted; '<answer>12</answer>' (gold 106)
a5r:33|wrong|tag|'<answer>40</answer>' (gold 50)
a5r:34|wrong|tag|the food taken as $4.50; '<answer>30.25</answer>' (gold 34)
a5r:35|correct|tag|
a5r:36|correct|tag|
a5r:37|correct|tag|
a5r:38|wrong|tag|'<answer>14</answer>' (gold 24)
a5r:39|correct|tag|
a5r:40|correct|tag|a GSM8K calculator annotation '$<<1.5*8=12>>12' in the working
a5r:41|correct|tag|
a5r:42|correct|tag|
msq:0|wrong|tag|'4*12 + 22 = 68' misadded; '<answer>68</answer>' (gold 70)
msq:1|correct|tag|'20%' in the working, the tag holds 20
msq:2|wrong|tag|'<answer>233.333333</answer>' (gold 400)
msq:3|correct|tag|
msq:4|wrong|tag|the tax applied to all items; '<answer>16.5</answer>' (gold 16)
msq:5|correct|tag|
msq:6|correct|tag|
msq:7|wrong|tag|the third set taken as a quarter of the second; '<answer>2375</answer>' (gold 2125)
msq:8|wrong|tag|'<answer>60</answer>' (gold 75)
msq:9|correct|tag|
msq:10|correct|tag|
msq:11|wrong|tag|Steve's distance used for Tim; '<answer>23</answer>' (gold 4)
msq:12|wrong|tag|dollar amounts in the working contradict their own products; '<answer>3.50</answer>' (gold 5)
msq:13|correct|tag|
msq:14|wrong|tag|'<answer>66</answer>' (gold 48)
msq:15|wrong|tag|the classes counted once a week; '<answer>112</answer>' (gold 272)
msq:16|wrong|tag|feet added to inches; '<answer>170</answer>' (gold 280)
msq:17|correct|tag|
msq:18|wrong|tag|'<answer>70</answer>' (gold 80)
msq:19|correct|tag|the bond paper called 'a notebook which cost $20'; the value is the gold
msq:20|wrong|tag|the 6 that come out subtracted; '<answer>3</answer>' (gold 15)
msq:21|correct|tag|
jmr:0|correct|boxed|'\(\boxed{29}\)'
jmr:1|correct|boxed|'\boxed{\frac{4}{3}}' (gold \frac43)
jmr:2|correct|boxed|
jmr:3|correct|boxed|the working reaches '0 = 1 - \frac{1}{k}' and then writes '\frac{1}{k} = 1 \implies k = 2' (a slip that lands on the gold); '\boxed{2}'
jmr:4|wrong|boxed|'\boxed{40}' (gold 120^\circ)
k88:0|wrong|tag|the area taken as 240 square inches; '<answer>20 </answer>' (gold 120)
k88:1|correct|tag|'<answer>120 </answer>'
k88:2|correct|tag|no '</think>'; the working wanders ('4 rows of 20 tiles each, for a total of 80 tiles') and returns to 120; ends 'The answer provided in the format is <answer>120</answer>'
k88:3|correct|tag|
k88:4|correct|tag|'<answer> 120 </answer>'
k88:5|correct|tag|
k88:6|wrong|tag|reaches 120 and then 'the fewest number of tiles needed is 5 * 4 = 20'; '<answer>20 </answer>' (gold 120)
k88:7|correct|tag|
k88:8|correct|tag|the think block stops at the formula with no value; '<answer>56</answer>'
k89:0|wrong|tag|'Since $2010$ is divisible by $4$' (it is not); '<answer>1</answer>' (gold -2)
k89:1|correct|boxed|no tags; 'The final answer is \(\boxed{-2}\).'
k89:2|correct|boxed|no tags; '\(\boxed{-2}\)' and then a Python block with no output
k89:3|correct|boxed|'</think> The answer is \(\boxed{-2}\).' with no answer tag
k89:4|correct|tag|'<answer> -2 </answer>'
k89:5|correct|boxed|no tags; '\(\boxed{-2}\)' and then a Python block with no output
k89:6|correct|tag|
k90:0|correct|tag|a '\boxed{5400}' inside the think block, the tag holds 5400
k90:1|wrong|tag|'x = 3s^2'; '<answer>2700</answer>' (gold 5400)
k90:2|wrong|tag|'\boxed{150}' in the think block and '<answer>150</answer>' (gold 5400)
k90:3|wrong|tag|'<answer> $\frac{1}{5} \cdot 6^{\frac{3}{2}}$ </answer>' (gold 5400)
k90:4|correct|tag|
k90:5|wrong|tag|'<answer> $\frac{36}{5}\sqrt[3]{125}$ </answer>' (that is 36; gold 5400)
k90:6|correct|tag|
k90:7|correct|tag|
k90:8|correct|tag|'<answer> -3 </answer>'
k90:9|correct|tag|'<answer> $-3$ </answer>'
k90:10|correct|tag|
k91:0|wrong|tag|Joe's cream as a fraction divided by JoAnn's cream in ounces; '<answer> 7/72 </answer>' (gold \frac{7}{6})
k91:1|no_answer|truncated|no tags; sets up '\frac{2}{\frac{12}{7}}' without a value, then Python with a NameError, cut at the 1024-token cap inside a second code block; no final answer (gold \frac{7}{6})
k91:2|wrong|tag|'<answer>14:1</answer>' (gold \frac{7}{6})
k91:3|correct|boxed|debatable: no tags; '\(\boxed{\frac{7}{6}}\)', a Python block, then a self-set investment problem answered '$2,475 was invested at 5%'; labelled by the answer to the question posed
k91:4|wrong|tag|only Joe's cream worked out; '<answer>2/11</answer>' (gold \frac{7}{6})
k92:0|correct|tag|
k92:1|correct|tag|
k92:2|correct|tag|
k92:3|correct|tag|
k92:4|correct|tag|
k92:5|correct|tag|
k92:6|correct|tag|a '\boxed{4}' inside the think block, the tag holds 4
k92:7|correct|tag|
k92:8|correct|tag|the Euclidean steps hold slips ('8798 = 5 \cdot 1495 + 1283') and still end at 1
k92:9|wrong|tag|a plan with no value; '<answer>73 </answer>' (gold 1)
k92:10|correct|tag|'<answer> $1$ </answer>'
k92:11|correct|boxed|no tags; Python with output 1, then '\(\boxed{1}\)'
k93:0|correct|tag|
k93:1|correct|tag|'180, which is divisible by 7' (false) after the divisibility by 3 is found; the value is the gold
k93:2|correct|tag|
k93:3|correct|tag|
k93:4|correct|tag|'607\equiv3\equiv0(\bmod.3)' (garbled working); the value is the gold
k93:5|correct|tag|
k93:6|correct|tag|
k93:7|correct|tag|
k93:8|correct|tag|a malformed think close '</th不做>'; '<answer> $\dfrac{7}{3}$ </answer>'
k93:9|correct|tag|'<answer> $\dfrac{7}{3}$ </answer>'
k93:10|correct|tag|'<answer> $\dfrac{7}{3}$ </answer>'
k94:0|no_answer|truncated|no tags; coordinates found for E and F, cut at the 1024-token cap inside the distance formula; no final answer (gold 578)
k94:1|wrong|tag|'\boxed{169}' in the think block and '<answer>169</answer>' (gold 578)
k94:2|wrong|tag|'<answer>$394$</answer>' (gold 578)
k94:3|wrong|tag|'<answer>169</answer>' (gold 578)
k94:4|wrong|tag|'<answer>338</answer>' (gold 578)
k94:5|wrong|tag|'\boxed{61}' in the think block and '<answer>61</answer>' (gold 578); the response lies wholly on page 0, only the record's tail crosses the edge
w34:0|wrong|answer_colon|'$5 x $.01 = $0.50' (five pennies as 50 cents); '答案：4' (gold 3)
w34:1|correct|answer_colon|'68 acres/tractor-day'; '答案：68'
w34:2|correct|answer_colon|
w34:5|wrong|answer_colon|the weasels left given, not the animals; '答案：88' (gold 96)
w34:6|correct|answer_colon|
w34:8|wrong|answer_colon|'答案：320' (gold 440, which the working states as 'Section 1 and Section 2 combined')
w34:9|correct|answer_colon|
w34:10|wrong|answer_colon|'答案：55' (gold 20)
w34:11|correct|answer_colon|
w34:14|correct|answer_colon|
w34:16|correct|answer_colon|
w34:17|correct|answer_colon|
w34:19|wrong|answer_colon|'答案：-30' (gold 45)
w34:21|wrong|answer_colon|'答案：21' (gold 4)
w34:24|wrong|answer_colon|'答案：2535' (gold 2800)
w34:25|wrong|answer_colon|'答案：1070' (gold 210)
w34:26|correct|answer_colon|
w34:31|wrong|answer_colon|'答案：15' (gold 5)
w34:34|wrong|answer_colon|'答案：5' (gold 50)
w34:37|wrong|answer_colon|'答案：7' (gold 21)
k95:0|correct|tag|'<answer> 36 </answer>'
k95:1|correct|tag|
k95:2|correct|tag|
k95:3|correct|tag|
k95:4|correct|tag|
k95:5|correct|tag|
k95:6|correct|tag|
k95:7|correct|tag|
k95:8|correct|tag|a unit word in the tag: '<answer> $\dfrac{77}{6}$ dollars </answer>' (gold \frac{77}{6})
k95:9|correct|tag|'<answer> $\dfrac{77}{6}$ </answer>'
k95:10|correct|tag|'<answer> $\dfrac{77}{6}$ </answer>'
k96:0|correct|tag|'<answer>$2\pi$</answer>' (gold 2 \pi)
k96:1|wrong|tag|'<answer> $8\pi$ </answer>' (gold 2 \pi)
k96:2|correct|tag|
k96:3|correct|tag|
k96:4|wrong|tag|the working ends at '\frac{\pi}{2}', the tag holds '$π$' (gold 2 \pi)
k96:5|correct|tag|
k96:6|correct|tag|
k96:7|wrong|tag|'<answer> $\pi / 2$ </answer>' (gold 2 \pi)
k96:8|correct|tag|'<answer> -16.5 </answer>' (gold k = \frac{-33}{2})
k96:9|correct|tag|'<answer> $k = -16.5$ </answer>' (gold k = \frac{-33}{2})
k97:0|wrong|tag|a two-sentence think block; '<answer>$$3^{11} \cdot 2^{10}-1$$</answer>' (gold 77)
k97:1|wrong|tag|'\boxed{5}' in the think block and '<answer>5</answer>' (gold 77)
k97:2|wrong|tag|'\boxed{8}' in the think block, then an unclosed answer tag '<answer> $\boxed{018}$' followed by Python (output 8) and 'The value of \( m \) is \(\boxed{018}\).' (gold 77)
k97:3|wrong|tag|'<answer>6561</answer>' (gold 77)
k97:4|wrong|tag|'<answer>1</answer>' (gold 77)
k97:5|wrong|tag|'<answer>205 </answer>' (gold 77); the response lies wholly on page 0, only the record's tail crosses the edge
k98:0|wrong|tag|the height taken as 6; '<answer>36 </answer>' (gold 48)
k98:1|correct|tag|'<answer>48 </answer>'
k98:2|correct|tag|
k98:3|correct|tag|
k98:4|correct|tag|
k98:5|correct|tag|
k98:6|correct|tag|'the vertical distance from (2, 8) to (8, 8), giving a height of 8 units' (a wrong reason); the value is the gold
k98:7|correct|tag|
k98:8|correct|tag|
k98:9|correct|tag|'<answer> -1 </answer>'
k98:10|correct|tag|
k98:11|correct|tag|a '\boxed{-1}' inside the think block; the response lies wholly on page 0, only the record's tail crosses the edge
wbs:0|correct|answer_colon|'$3.' in the working; '答案：3'
wbs:2|wrong|answer_colon|the dragon's speed used instead of Xena's; '答案：16' (gold 32)
wbs:3|correct|answer_colon|
wbs:5|wrong|answer_colon|the rabbits left given, not the animals; '答案：44' (gold 96)
wbs:6|wrong|answer_colon|September's pay only; '答案：124' (gold 248)
wbs:7|wrong|answer_colon|'7 x 22 = 154'; '答案：154' (gold 110)
wbs:8|wrong|answer_colon|'1.75 x 320 = 540'; '答案：540' (gold 440, which the working states as 'Section 1 and Section 2 combined')
wbs:9|wrong|answer_colon|'$200 - ($200 x 5/100) = $160'; '答案：160' (gold 190)
wbs:11|correct|answer_colon|
wbs:13|correct|answer_colon|
wbs:15|correct|answer_colon|'60% of the chips' in the working; '答案：60'
wbs:20|wrong|answer_colon|'答案：115' (gold 175)
wbs:21|wrong|answer_colon|'答案：20' (gold 4)
wbs:25|wrong|answer_colon|'570 - 570 = 40'; '答案：40' (gold 210)
wbs:26|correct|answer_colon|
wbs:30|correct|answer_colon|
wbs:31|wrong|answer_colon|'答案：3' (gold 5)
wbs:34|wrong|answer_colon|'答案：20' (gold 50)
wbs:35|correct|answer_colon|
wbs:37|wrong|answer_colon|'28 birds - 0.5 cups = 27.5 birds'; '答案：27.5' (gold 21)
wbs:38|correct|answer_colon|'1,400 miles' in the working; '答案：1400'
wbs:39|correct|answer_colon|
wbs:40|wrong|answer_colon|'答案：3' (gold 6)
jmr:5|correct|boxed|
jmr:6|correct|boxed|
jmr:7|correct|boxed|
jmr:8|correct|boxed|'\boxed{-5}.'
jmr:9|correct|boxed|
jmr:10|correct|boxed|
jmr:11|correct|boxed|
jmr:12|correct|boxed|
jmr:13|correct|boxed|'15 - 4 + 5 + 6 = 11 + 5 + 6 = 22 - 4 = 13' (a garbled check of the plain sum); '\boxed{-9}'
jpr:0|correct|hash|
jpr:1|correct|hash|
jpr:2|correct|hash|
jpr:3|correct|hash|
jpr:4|correct|hash|
jpr:5|correct|hash|
jpr:6|correct|hash|
jpr:7|correct|hash|
jpr:8|correct|hash|
jpr:9|correct|hash|
jpr:10|correct|hash|
jpr:11|correct|hash|
jpr:12|correct|hash|
jpr:13|correct|hash|
s2q:0|wrong|tag|the weekend counted as 1 + 1 glasses; '<answer>22</answer>' (gold 26)
s2q:1|correct|tag|'<answer>140 minutes</answer>'
s2q:2|correct|tag|
s2q:3|correct|tag|
s2q:4|correct|tag|the answer tag holds a sentence on its own lines: 'Total inner volume of all 3 boxes: 72 cubic inches'
s2q:5|wrong|tag|'1 hour / 30 minutes = 30 minutes of 30-minute episodes'; '<answer>30</answer>' (gold 3)
s2q:6|wrong|tag|the think block sets up '2x + 10 = 110' and stops; '<answer>20</answer>' (gold 50)
s2q:7|wrong|tag|the cashback taken as $0.60 a gallon; '<answer>$24.00</answer>' (gold 28)
s2q:8|correct|tag|the think block reaches 42 and 48 and never averages; '<answer>45 roll-ups</answer>'
s2q:9|wrong|tag|'<answer>51.2</answer>' (gold 16)
s2q:10|correct|tag|
s2q:11|correct|tag|
s2q:12|correct|tag|
s2q:13|wrong|tag|every board sold at $30; '<answer>$270</answer>' (gold 90)
s2q:14|wrong|tag|a plan with no value; '<answer>60 teaspoons</answer>' (gold 42)
s2q:15|correct|tag|'<answer>$360</answer>'
s2q:16|correct|tag|
msq:22|wrong|tag|Locsin's catch taken as 10 - 6 - 2; '<answer>21</answer>' (gold 32); the question's opening lies on the previous page, the completion wholly on the page read
msq:23|wrong|tag|'<answer>34.4</answer>' (gold 92)
msq:24|wrong|tag|'$20+$15+$5=$40' (the action figures counted once); '<answer>40</answer>' (gold 50)
msq:25|wrong|tag|an invented 40-hour week; '<answer>2035</answer>' (gold 15)
msq:26|correct|tag|'€77' in the working, the tag holds 77
msq:27|correct|tag|
msq:28|correct|tag|
msq:29|correct|tag|
msq:30|wrong|tag|'10*3=30 miles on the weekend'; '<answer>110</answer>' (gold 120)
msq:31|correct|tag|
msq:32|wrong|tag|the invertebrates counted as 10 legs; '<answer>1190</answer>' (gold 1210)
msq:33|correct|tag|
msq:34|correct|tag|'$18,000/year' in the working, the tag holds 18000
msq:35|wrong|tag|'<answer>1620</answer>' (gold 95)
msq:36|wrong|tag|'$25 / $10 = $2.50 on lemons'; '<answer>2.5</answer>' (gold 15)
msq:37|correct|tag|
msq:38|correct|tag|'350$' in the working
msq:39|correct|tag|
msq:40|correct|tag|
msq:41|correct|tag|
msq:42|correct|tag|
msq:43|wrong|tag|'Jn=30+2' (Jan's age put for Mark's); '<answer>32</answer>' (gold 23)
a5r:43|correct|tag|joined across the edge of pages 8 and 9 (offsets 128000 and 144000)
a5r:44|wrong|tag|1000 sentences counted for each publisher; '<answer>15000</answer>' (gold 7500)
a5r:45|correct|tag|
a5r:46|wrong|tag|'<answer>107200</answer>' (gold 114200)
a5r:47|correct|tag|
a5r:48|correct|tag|
a5r:49|correct|tag|
a5r:50|wrong|tag|the lowest score not dropped; '<answer>110</answer>' (gold 98)
a5r:51|correct|tag|
a5r:52|wrong|tag|the apples weighed at 40g; '<answer>4200</answer>' (gold 2600)
a5r:53|correct|tag|
a5r:54|wrong|tag|'<answer>983.33</answer>' (gold 145)
a5r:55|wrong|tag|an invented 2 mowings counted in; '<answer>8</answer>' (gold 10)
a5r:56|correct|tag|
a5r:57|wrong|tag|one length and one width walked; '<answer>2.5</answer>' (gold 5)
a5r:58|wrong|tag|the first day's 100 left out; '<answer>350</answer>' (gold 250)
a5r:59|wrong|tag|'<answer>4</answer>' (gold 8)
a5r:60|correct|tag|
a5r:61|wrong|tag|'$165 * 12 = $2020' (it is 1980); '<answer>180</answer>' (gold 220)
a5r:62|correct|tag|
a5r:63|correct|tag|
k99:0|wrong|tag|'<answer>12</answer>' (gold 144)
k99:1|wrong|tag|'<answer>24</answer>' (gold 144)
k99:2|wrong|tag|the equation set up and not solved; '<answer> $10 \; .$ </answer>' (gold 144)
k99:3|wrong|tag|the equation set up and not solved; '<answer> $N = 48$ </answer>' (gold 144)
k99:4|wrong|tag|'<answer> $6$ </answer>' (gold 144)
k99:5|wrong|tag|'<answer>40</answer>' (gold 144)
k99:6|wrong|tag|'<answer>10</answer>' (gold 144)
k99:7|wrong|tag|the equation set up and not solved; '<answer> $4$ </answer>' (gold 144)
jpr:14|correct|hash|the raw_output lies wholly on page 5 (offset 80000), only the record's metadata crosses the edge
jpr:15|wrong|hash|the raise taken as 10% of the monthly pay, added once a year; '#### 8100' (gold 9360)
jpr:16|correct|hash|'88,000' and 'H = 8,000' in the working; '#### 8000'
jpr:17|wrong|hash|the 0.75 bags applied to the 12 who come; '#### 18' (gold 24)
jpr:18|correct|hash|
jpr:19|correct|hash|
jpr:20|correct|hash|
jpr:21|correct|hash|
jpr:22|correct|hash|
jpr:23|correct|hash|
jpr:24|correct|hash|
jpr:25|correct|hash|
jpr:26|correct|hash|
jpr:27|correct|hash|
jpr:28|correct|hash|the raw_output lies wholly on page 6 (offset 96000), only the record's metadata crosses the edge
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
