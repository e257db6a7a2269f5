r"""Build public_heldout31.jsonl: a thirty-first held-out round of REAL model completions (issue 25).

Why: rounds 1-30 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, parsed, reason, metrics, format_reward, answer_reward, the accuracy headers and the
like) were not used to label.

Method (rounds 3-30's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build; janettang000's file escapes non-ASCII as \uXXXX, so its `r` keeps those escapes,
the other files store UTF-8 as is). A record is taken only when its whole completion lies on the
pages read; where a completion crosses the edge between two consecutive pages that were both read
it was joined at the edge (wt4 rec 39 = gsm8k-train-3457 across the seed_1234/tail300 pages at
offsets 0 and 16000; jmr recs 8 and 17 = MATH-500 samples 129 and 138 across the math_results
pages at offsets 221705/237705 and 237705/253705). The a5r lines 220, 242 and 266 (the question
opens on the previous page, the completion wholly on the page read) and the last record of
k100, k109, wt4 page 1, wbt page 0 and a5r page 12 (the completion wholly on the page read,
only the record's tail crosses the edge) were taken as read. The KleistvonLiu, yyfblock and why015
records were transcribed one record a line; the janettang000 records were copied as each samples
entry's raw_output (its id and expected kept, predicted and correct left out) and each record's
problem found by its unique_id. Nothing is shortened. Every completion was compared
(whitespace-normalised) with every completion of rounds 1-30 and no exact repeat was found. Within
the round: k103 rec 12 (question 1 rollout 4) repeats k103 rec 11 word for word and wbt recs 2, 3,
4, 5, 6, 11, 17, 19, 20, 21, 24, 25, 27, 29 and 35 (baseline_sft/tail300 lines 3-7, 12, 18,
20-22, 25, 26, 28, 30 and 36) repeat this round's wt4 answers to the same questions word for word;
they were left out (their rec numbers are skipped, so ids have gaps).

Repositories (321 records; all four are already in the corpus, and every file-and-page read here
is one no earlier round used: `grep -l <path> build_public_heldout*.py` finds results/ac_500.jsonl,
results/merged_sanity.jsonl and results/math_results.json only in earlier builders that took other
lines or samples, and the KleistvonLiu steps 100-110 and the why015 tail300 files in none; they appear only as
leads in rounds 29 and 30):
KleistvonLiu/assignment5-alignment 101 (31.5 %), yyfblock/grpo-math 90 (28.0 %),
why015/qwen-grpo-gsm8k 106 (33.0 %), janettang000/eval-infra 24 (7.5 %). why015's licence is MIT
(its LICENSE, as round 13 read it); no licence file was found for the other three; `licence` per
record. The search for repositories new to the corpus found none with usable committed
completions in the time given (dead ends below).

Split: think_answer 191 (GSM8K 90, MATH 101), long_cot 130 (GSM8K 106, MATH 24); GSM8K 196, MATH
125 (38.9 %). Truths: correct 205, wrong 115, no_answer 1 (GSM8K 109 / 87 / 0, MATH 96 / 28 / 1);
0 debatable.

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold: none of the problems is in MATH-500 by its
  opening words): page 0 of outputs/grpo_full_mathv2/rollout_step_000NNN/rollouts.jsonl for steps
  100 (q0 r0-7, q1 r0), 101 (q0 r0-3), 102 (q0 r0-6), 103 (q0 r0-7, q1 r0-5; q1 r4 a repeat),
  104 (q0 r0-7, q1 r0-2), 105 (q0 r0-7, q1 r0), 106 (q0 r0-6), 107 (q0 r0-7, q1 r0-1), 108 (q0
  r0-7), 109 (q0 r0-7, q1 r0-1) and 110 (q0 r0-7, q1 r0-4); the next rollout crosses the page edge
  in each. Rounds 9 and 20-30 took steps 1-99. Forms: '<answer> 10 </answer>', '<answer>10
  inches </answer>', '<answer>4/1 </answer>', '<answer>6/1</answer>', '<answer>4/3</answer>' for
  the gold '\frac{4}{3}', '<answer> $-6$ </answer>', '<answer>7$\sqrt{5}$</answer>', '<answer>
  \(7\sqrt{5}\) </answer>', '<answer> -4 - 6i </answer>', '<answer>2664 </answer>', a sentence
  in the tag ending '\(\boxed{2600}\).', a tag holding a sentence with a pmatrix, a malformed
  'Substitthink>' with an invented '\nAssistant: <answer>' turn holding '\boxed{2525}', boxes
  inside think blocks ('\boxed{f(21) = 64}', '\boxed{\textbf{(D)}\ 7}'), no tags at all with a
  box and Python blocks (with output, without output, with an error output), and one response
  cut at the 1024-token cap before any answer.
* yyfblock/grpo-math (Qwen2.5-1.5B runs, its R1-style prompt; think_answer, GSM8K test in order,
  the question stored; line N = GSM8K test question N-1): a5r = results/ac_500.jsonl lines 220-241
  (page 10, offset 160000; line 220's question opens on page 9, which round 30 read), 242-265
  (page 11, offset 176000) and 266-287 (page 12, offset 192000; line 287's record tail crosses);
  msq = results/merged_sanity.jsonl lines 185-206 (page 8, offset 128000; line 184 crosses the
  edge of page 7, which round 30 read and left; not joined; line 207 crosses). Forms:
  '$276,000', '$27,000', '$9,500', '5,600 pounds' and '$6.00' in the working with a bare number
  in the tag, '<answer>2.45</answer>', no answer tag with '</think>\nThe answer is 6.\nUser:'.
* why015/qwen-grpo-gsm8k (Qwen/Qwen2.5-0.5B-Instruct, long_cot with a Chinese '答案：' closing; the
  file stores no question, only `id` 'gsm8k-train-N' and `expected`): wt4 =
  results/seed_1234/tail300.jsonl lines 1-80 (pages 0 and 1, offsets 0 and 16000; line 40 joined
  across them; line 80's record tail crosses) and wbt = results/baseline_sft/tail300.jsonl lines
  1-41 (page 0; 15 left out as repeats of wt4, above; line 41's record tail crosses). Round 13
  and 30 took the dev500 files of seed_42, seed_1234 and baseline_sft; no round read a tail300 file
  before. Forms: '20%' with '答案：20', '22.5 feet' with '答案：22', '48,4848' and '14,400' in the
  working, '$$210' in the working, '答案：0.25'.
* janettang000/eval-infra (its own harness, eval_infra): jmr = results/math_results.json
  (Qwen/Qwen2.5-7B-Instruct, the first 200 MATH-500 problems in order, long_cot; sample N =
  MATH-500 line N) samples 121-128 (the page at offset 221705; sample 120's raw_output opens on
  the page at 205705, which round 30 read and left; not joined), 129-137 (offset 237705; 129
  joined) and 138-144 (offset 253705; 138 joined; sample 145, a degenerate repetition, crosses).
  Forms: '\boxed{4210_5}' for the gold '4210_{5}', '\boxed{3\sqrt{5}}' for '3 \sqrt{5}',
  '\boxed{(15, -29)}' for '(15,-29)', '\boxed{64}.', a box of a complex number, the gold reached
  in the working and another value boxed.

Label conventions (round 30's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer; equal in value but written differently is
correct (a unit word, a '$' sign or a thousands comma, '10 inches', a sentence in the answer tag
whose value is the gold, an unreduced or differently written fraction, a base subscript with or
without braces, spaces inside a tuple); another quantity is wrong ('4/1' for '\frac{4}{3}'); in
the tag format the `<answer>` content is the final answer whatever the think block says (k105
rec 8: a wrong expansion in the working, the tag holds the gold), read for its final value when it
holds a sentence; with no answer tag the completion is labelled by its last stated result or last
box; a malformed think close or a missing '</think>' does not change which answer counts; a plan
with no value followed by a value in the tag is labelled by that value; an invented turn after
the answer ('User:') is ignored. No record was marked debatable this round.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl (why015: train.jsonl) question that
opens with the record's question words, checked equal to the file's own gold (yyfblock's gold,
why015's 'expected'); the yyfblock question words were taken from gsm8k/test.jsonl at the line's
index (checked against the opening words on the page), the why015 ones from train.jsonl line N of
the id 'gsm8k-train-N', and the build finds the one question with those words. MATH:
janettang000's problems are MATH-500 lines (found by the unique_id the file stores; the problem's
opening words are MATH-500's), and MATH-500's `answer` is checked equal to the file's 'expected';
none of KleistvonLiu's 18 problems is in MATH-500 by its opening words, so the file's own answer
(its MATH test gold) as transcribed.

Dead ends this round (searched, nothing usable): find_repos 'zero' and 'r1-zero' (judged by
name), 'rlvr' (100 names; heyalexchoi, UnitedSnakes, WYR186, sherrywan717 already in the corpus);
halflearned/rlvr-experiments (its eval_results/*.json are lm-eval aggregates with configs, no
per-sample outputs); zhanfang/math-rlvr, Null-Phnix/rlvr-grpo-lab and madhu24raj/RLVR-Comparison
(no .jsonl); sudsho/grpo-rlvr-reasoning (data/samples/*.jsonl, by their names dataset samples, not
opened); find_repos 'assignment5-alignment' (100 names; most already in the corpus): Gzsiceberg,
chenqi0805, fm966mhz, huazhx, wangjianbin8, Wedsonlin, nemo9cby, ndhuanhuan, enzochia,
KunWang0129, tina-wen (no .jsonl), Brian-Ckwu and kbjiang (datasets only);
find_string '</think>\n<answer>18</answer>"' (none), '"completion": "<think>\n' and
'.\n</think>\n<answer>' (prompts, docs and tests only).

Leads for a later round: KleistvonLiu steps 111 on (page 0) and page 1 (offset 16000) of steps
74-110; janettang000 math_results.json from sample 145 (offset 269705; sample 145 is a long
degenerate repetition) to 199; yyfblock ac_500 from line 288 (offset 208000; line 288's completion
opens on page 12), merged_sanity from line 207 (offset 144000), s1_after_200steps from line 120
(offset 112000); why015 seed_1234 tail300 from line 81 (offset 32000), baseline_sft tail300 from
line 42 (offset 16000), seed_2026 and seed_42 tail300 and baseline_base dev200/dev500/tail300 (the
base model; expect many word-for-word repeats between runs on the same questions: 15 of 41 here);
sekirooox/cs336-assignment5-alignment preprocessed/math/train_correct.jsonl (by its name model
outputs filtered to correct ones, so not a fair sample; not opened); older leads not taken:
shauryajeloka rlvr-verifier-v2-l40s from line 34 and the persona_math_eval.jsonl files,
codearky/cross-policy-with-trl eval_outputs.jsonl from page 3, labrem gemma2-2b best-of-n from
math_00111, xiaofei9289/CS336_Project other runs, janettang000 gsm8k_phi_results.json from sample
101 (offset 112000).

Usage: python build_public_heldout31.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout31.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout31.jsonl"
SOURCE = "public_heldout31"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-30 took rollout steps "
    "1-99; this round page 0 of steps 100-110), rollout step {}, on MATH test problems; the "
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
    "(results/ac_500.jsonl; rounds 26-30 took lines 1-219, this round lines 220-241, 242-265 "
    "and 266-287 from pages 10-12); the record is one line's completion (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check "
    "of the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges "
    "is not named in the file), evaluated on GSM8K test in order with the repository's "
    "R1-style prompt (rounds 26-30 took lines 1-183, this round lines 185-206 from page 8); "
    "the record is one line's completion (the text after the prompt's closing "
    "'Assistant: <think>')"
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
    "24 and 28-30 took samples 0-119 but 104, 110 and 120, this round 121-144; accuracy 0.74 by "
    "the file's header, not used to label); the record is one samples entry's raw_output"
)

WQ, WQC = "why015/qwen-grpo-gsm8k", "21e1ca96a4209bc6b8aa2b4f316275f9fc57ec18"
WQ_LICENCE = "MIT (the repo's LICENSE, as round 13 read it)"
WT4_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct with a LoRA (r=8, alpha=16) after the repo's GRPO run "
    "grpo_seed_1234 (round 13 read results/runs.csv and configs/grpo_v3_resolved.json for "
    "grpo_seed_42: loss dapo, beta 0.04, 8 generations, lr 5e-6, 1000 steps, temperature 0.8, 256 "
    "completion tokens; the run read here differs by its seed, by the folder's name "
    "results/seed_1234), on its tail300 split of GSM8K train (by the file's name); the record is "
    "one line's response"
)
WBT_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct after the repository's SFT stage, no GRPO (by the folder's name "
    "results/baseline_sft: the SFT baseline the GRPO runs are compared with; the adapter and its "
    "settings not read), on the same tail300 split of GSM8K train; the record is one line's "
    "response"
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
    **{f"k{s}": _kl(s) for s in range(100, 111)},
    "a5r": ("a5r-qwen25-15b-sft-grpo-ac500-gsm8k", YB, "results/ac_500.jsonl", YB_COMMIT,
            A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "msq": ("msq-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "wt4": ("wt4-qwen05b-grpo-seed1234-tail300-zh", WQ, "results/seed_1234/tail300.jsonl", WQC,
            WT4_MODEL, WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "wbt": ("wbt-qwen05b-sft-baseline-tail300-zh", WQ, "results/baseline_sft/tail300.jsonl", WQC,
            WBT_MODEL, WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "jmr": ("jmr-qwen25-7b-instruct-math500", JT, "results/math_results.json", JTC, JM_MODEL,
            JT_MATH_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
wt4:0|correct|answer_colon|
wt4:1|wrong|answer_colon|'答案：18' (gold 10)
wt4:2|wrong|answer_colon|'答案：6' (gold 4)
wt4:3|wrong|answer_colon|'答案：4' (gold 2)
wt4:4|wrong|answer_colon|'答案：15' (gold 6)
wt4:5|correct|answer_colon|
wt4:6|wrong|answer_colon|'答案：570' (gold 350)
wt4:7|wrong|answer_colon|'48,4848' in the working; '答案：46940' (gold 12834)
wt4:8|wrong|answer_colon|'答案：70' (gold 180)
wt4:9|correct|answer_colon|
wt4:10|wrong|answer_colon|'答案：20' (gold 18)
wt4:11|correct|answer_colon|'20%' in the working; '答案：20'
wt4:12|correct|answer_colon|
wt4:13|wrong|answer_colon|'答案：20' (gold 10)
wt4:14|wrong|answer_colon|'2*0.3=6 hours'; '答案：10' (gold 34)
wt4:15|wrong|answer_colon|'答案：100' (gold 25)
wt4:16|wrong|answer_colon|'答案：11' (gold 6)
wt4:17|wrong|answer_colon|'答案：1795200' (gold 15890)
wt4:18|correct|answer_colon|
wt4:19|correct|answer_colon|
wt4:20|wrong|answer_colon|'答案：6' (gold 24)
wt4:21|correct|answer_colon|
wt4:22|correct|answer_colon|
wt4:23|wrong|answer_colon|'答案：210000' (gold 100)
wt4:24|correct|answer_colon|
wt4:25|correct|answer_colon|
wt4:26|correct|answer_colon|
wt4:27|wrong|answer_colon|'答案：96' (gold 97)
wt4:28|wrong|answer_colon|'答案：8' (gold 26)
wt4:29|correct|answer_colon|
wt4:30|wrong|answer_colon|'288 cents'; '答案：288' (gold 240)
wt4:31|correct|answer_colon|
wt4:32|correct|answer_colon|
wt4:33|wrong|answer_colon|'答案：48' (gold 36)
wt4:34|wrong|answer_colon|'答案：11' (gold 10)
wt4:35|wrong|answer_colon|'答案：18' (gold 11)
wt4:36|wrong|answer_colon|'答案：1200' (gold 800)
wt4:37|correct|answer_colon|
wt4:38|correct|answer_colon|
wt4:39|wrong|answer_colon|joined across the edge of pages 0 and 1 (offsets 0 and 16000); '答案：440' (gold 1000)
wt4:40|wrong|answer_colon|a run of garbled subtractions; '答案：472' (gold 126)
wt4:41|correct|answer_colon|
wt4:42|correct|answer_colon|
wt4:43|wrong|answer_colon|'答案：16' (gold 23)
wt4:44|correct|answer_colon|
wt4:45|wrong|answer_colon|'答案：78' (gold 146)
wt4:46|correct|answer_colon|'Jeremy has 2 * 3000 = $6000 left' (a wrong step that lands on the gold); '答案：2700'
wt4:47|correct|answer_colon|
wt4:48|wrong|answer_colon|'答案：158' (gold 66)
wt4:49|wrong|answer_colon|'答案：0.25' (gold 15)
wt4:50|correct|answer_colon|
wt4:51|correct|answer_colon|
wt4:52|wrong|answer_colon|'答案：86' (gold 52)
wt4:53|wrong|answer_colon|'答案：8' (gold 10)
wt4:54|correct|answer_colon|
wt4:55|wrong|answer_colon|'答案：300' (gold 1825)
wt4:56|correct|answer_colon|
wt4:57|wrong|answer_colon|'答案：66' (gold 54)
wt4:58|wrong|answer_colon|'答案：24' (gold 30)
wt4:59|wrong|answer_colon|'答案：153' (gold 223)
wt4:60|wrong|answer_colon|'8x = 560', 'spent 80 minutes'; '答案：80' (gold 70)
wt4:61|wrong|answer_colon|'答案：1470' (gold 60)
wt4:62|wrong|answer_colon|'答案：123' (gold 105)
wt4:63|correct|answer_colon|
wt4:64|wrong|answer_colon|'答案：20' (gold 2)
wt4:65|correct|answer_colon|
wt4:66|wrong|answer_colon|'答案：48' (gold 78)
wt4:67|correct|answer_colon|
wt4:68|correct|answer_colon|
wt4:69|wrong|answer_colon|'$2/liter'; '答案：2' (gold 1)
wt4:70|correct|answer_colon|'$4,500 - $4,000 = $500' in the working; '答案：500'
wt4:71|correct|answer_colon|
wt4:72|wrong|answer_colon|'答案：57' (gold 5)
wt4:73|wrong|answer_colon|'答案：144' (gold 72)
wt4:74|correct|answer_colon|
wt4:75|correct|answer_colon|
wt4:76|wrong|answer_colon|'答案：132' (gold 1050)
wt4:77|wrong|answer_colon|'答案：1500' (gold 3000)
wt4:78|wrong|answer_colon|'答案：15' (gold 17)
wt4:79|wrong|answer_colon|'14,400 cans' in the working; '答案：14400' (gold 480); the response lies wholly on page 1, only the record's tail crosses the edge
wbt:0|correct|answer_colon|
wbt:1|wrong|answer_colon|'22.5 feet' in the working; '答案：22' (gold 10)
wbt:7|wrong|answer_colon|'答案：11980' (gold 12834)
wbt:8|wrong|answer_colon|'答案：70' (gold 180)
wbt:9|correct|answer_colon|
wbt:10|wrong|answer_colon|'答案：13' (gold 18)
wbt:12|correct|answer_colon|'420 dollars per year'; '答案：420'
wbt:13|wrong|answer_colon|'答案：2' (gold 10)
wbt:14|wrong|answer_colon|'答案：80' (gold 34)
wbt:15|wrong|answer_colon|'答案：100' (gold 25)
wbt:16|wrong|answer_colon|'答案：11' (gold 6)
wbt:18|correct|answer_colon|
wbt:22|correct|answer_colon|
wbt:23|wrong|answer_colon|'答案：21294' (gold 100)
wbt:26|correct|answer_colon|'William has read more than Brad' after 22 and 26 (a contradiction in the working); the difference 4 is the gold
wbt:28|correct|answer_colon|garbled working ('3+0.5*52 = 26 slices') that lands on the gold; '答案：26'
wbt:30|wrong|answer_colon|'答案：24' (gold 240)
wbt:31|correct|answer_colon|
wbt:32|correct|answer_colon|
wbt:33|wrong|answer_colon|'答案：24' (gold 36)
wbt:34|wrong|answer_colon|'答案：11' (gold 10)
wbt:36|wrong|answer_colon|'$$210' and '$$10' in the working; '答案：10' (gold 800)
wbt:37|correct|answer_colon|
wbt:38|correct|answer_colon|
wbt:39|wrong|answer_colon|'答案：340' (gold 1000)
wbt:40|wrong|answer_colon|'答案：150' (gold 126); the response lies wholly on page 0, only the record's tail crosses the edge
a5r:0|correct|tag|the question's opening lies on the previous page (offset 144000, read by round 30), the completion wholly on page 10
a5r:1|correct|tag|
a5r:2|correct|tag|
a5r:3|correct|tag|
a5r:4|correct|tag|
a5r:5|correct|tag|
a5r:6|correct|tag|
a5r:7|wrong|tag|'32/66' with the fire-type cards dropped; '<answer>48</answer>' (gold 33)
a5r:8|correct|tag|'$9.00' in the working, the tag holds 9
a5r:9|correct|tag|
a5r:10|correct|tag|
a5r:11|correct|tag|'$276,000' in the working
a5r:12|correct|tag|
a5r:13|correct|tag|
a5r:14|wrong|tag|the second third taken of the remaining 24; '<answer>16</answer>' (gold 12)
a5r:15|correct|tag|
a5r:16|correct|tag|
a5r:17|wrong|tag|the pens counted down to 4; '<answer>4</answer>' (gold 31)
a5r:18|correct|tag|
a5r:19|correct|tag|
a5r:20|correct|tag|
a5r:21|correct|tag|
a5r:22|correct|tag|the question's opening lies on page 10, the completion wholly on page 11
a5r:23|wrong|tag|the 3 pen pals left out of the pages; '<answer>2</answer>' (gold 3)
a5r:24|correct|tag|
a5r:25|correct|tag|'Griffin had 18 + 2 = 20 fries' (a wrong step that lands on the gold)
a5r:26|wrong|tag|'there is no solution to the problem'; '<answer>0</answer>' (gold 7)
a5r:27|correct|tag|'$27,000' in the working
a5r:28|correct|tag|
a5r:29|correct|tag|
a5r:30|correct|tag|
a5r:31|wrong|tag|'<answer>33</answer>' (gold 17)
a5r:32|correct|tag|
a5r:33|wrong|tag|today's wolves counted without today's cougars; '<answer>61</answer>' (gold 73)
a5r:34|correct|tag|
a5r:35|correct|tag|
a5r:36|wrong|tag|'<answer>96</answer>' (gold 192)
a5r:37|correct|tag|
a5r:38|correct|tag|'5,600 pounds' in the working
a5r:39|correct|tag|'$6.00' in the working, the tag holds 6
a5r:40|wrong|tag|'<answer>124</answer>' (gold 168)
a5r:41|wrong|tag|2 cups per cookie; '<answer>132</answer>' (gold 11)
a5r:42|correct|tag|'$62' in the working
a5r:43|correct|tag|
a5r:44|correct|tag|
a5r:45|correct|tag|
a5r:46|correct|tag|the question's opening lies on page 11, the completion wholly on page 12; '$9,500' in the working
a5r:47|wrong|tag|'<answer>122000</answer>' (gold 118000)
a5r:48|wrong|tag|'<answer>71</answer>' (gold 91)
a5r:49|correct|tag|
a5r:50|correct|tag|
a5r:51|correct|tag|
a5r:52|correct|tag|
a5r:53|wrong|tag|'$4.20 + $9.45 + $1.35 = $14.00' (misadded); '<answer>6</answer>' (gold 5)
a5r:54|correct|tag|
a5r:55|correct|tag|
a5r:56|wrong|tag|the whole second scene counted; '<answer>144</answer>' (gold 138)
a5r:57|correct|tag|
a5r:58|correct|tag|
a5r:59|correct|tag|the two ages assumed equal ('Mico's age now M and Marco's age now M'); the value is the gold
a5r:60|correct|answer_is|no answer tag: '</think>\nThe answer is 6.\nUser:' (the opening of an invented turn); labelled by the stated answer
a5r:61|correct|tag|
a5r:62|correct|tag|
a5r:63|wrong|tag|the coaches' guests counted; '<answer>225</answer>' (gold 195)
a5r:64|correct|tag|
a5r:65|correct|tag|
a5r:66|correct|tag|
a5r:67|correct|tag|the completion lies wholly on page 12, only the record's tail crosses the edge
msq:0|wrong|tag|'<answer>4</answer>' (gold 25)
msq:1|correct|tag|
msq:2|correct|tag|
msq:3|correct|tag|
msq:4|correct|tag|'$2 x 300 = $600' (an invented count) that lands on the gold
msq:5|correct|tag|
msq:6|wrong|tag|'180 x 2 = 480'; '<answer>480</answer>' (gold 360)
msq:7|wrong|tag|'<answer>2.45</answer>' (gold 5)
msq:8|wrong|tag|'<answer>56</answer>' (gold 91)
msq:9|wrong|tag|'<answer>6</answer>' (gold 24)
msq:10|wrong|tag|'<answer>0</answer>' (gold 10)
msq:11|correct|tag|
msq:12|wrong|tag|'<answer>7920</answer>' (gold 120)
msq:13|correct|tag|
msq:14|wrong|tag|'<answer>340</answer>' (gold 320)
msq:15|wrong|tag|'<answer>10000</answer>' (gold 7500)
msq:16|correct|tag|
msq:17|wrong|tag|'<answer>156000</answer>' (gold 114200)
msq:18|correct|tag|
msq:19|correct|tag|
msq:20|correct|tag|
msq:21|wrong|tag|'<answer>178</answer>' (gold 98)
jmr:0|correct|boxed|
jmr:1|correct|boxed|
jmr:2|wrong|boxed|'\boxed{2}' (gold 8)
jmr:3|correct|boxed|'\boxed{\frac{11}{2}}'
jmr:4|correct|boxed|
jmr:5|wrong|boxed|'z_{2002} = z_2' (2002 mod 3 is 1); boxes '-\frac{37262}{37265} + \frac{1}{37265}i' (gold 1+274i)
jmr:6|correct|boxed|'\boxed{4210_5}' (gold 4210_{5})
jmr:7|correct|boxed|
jmr:8|wrong|boxed|joined across the edge of the pages at offsets 221705 and 237705; the working reaches '\frac{3840}{289}' and then boxes 48 (gold \frac{3840}{289})
jmr:9|correct|boxed|
jmr:10|correct|boxed|
jmr:11|correct|boxed|
jmr:12|correct|boxed|
jmr:13|correct|boxed|
jmr:14|correct|boxed|
jmr:15|correct|boxed|'\boxed{64}.'
jmr:16|correct|boxed|'\boxed{204_5}'
jmr:17|wrong|boxed|joined across the edge of the pages at offsets 237705 and 253705; '\boxed{\frac{1}{6}}' (gold \frac{1}{3})
jmr:18|correct|boxed|
jmr:19|correct|boxed|
jmr:20|correct|boxed|
jmr:21|correct|boxed|
jmr:22|correct|boxed|'\boxed{3\sqrt{5}}' (gold 3 \sqrt{5})
jmr:23|correct|boxed|'\boxed{(15, -29)}' (gold (15,-29))
k100:0|correct|tag|'<answer> 10 </answer>'
k100:1|correct|tag|
k100:2|correct|tag|'<answer>10 </answer>'
k100:3|correct|tag|
k100:4|wrong|tag|'3*93/(π*3^2) = 17.88'; '<answer> 18 </answer>' (gold 10)
k100:5|correct|tag|
k100:6|correct|tag|a unit word: '<answer>10 inches </answer>'
k100:7|correct|tag|
k100:8|correct|tag|the distance to (4, -2) taken as the semi-major axis, the value of a in the stated form is still 5; the response lies wholly on page 0, only the record's tail crosses the edge
k101:0|no_answer|truncated|no tags; a trial-and-error loop over a and c cut at the 1024-token cap; no final answer (gold 5)
k101:1|correct|tag|contradictory inequalities; '\boxed{5}' in the think block and '<answer>5</answer>'
k101:2|wrong|tag|'\boxed{\textbf{(D)}\ 7}' in the think block and '<answer>7</answer>' (gold 5)
k101:3|wrong|tag|'<answer>18</answer>' (gold 5)
k102:0|wrong|tag|the circumscribed side taken as the diameter; '<answer>4</answer>' (gold \frac{4}{3})
k102:1|wrong|tag|'<answer>4/1 </answer>' (gold \frac{4}{3})
k102:2|wrong|tag|'<answer>6/1</answer>' (gold \frac{4}{3})
k102:3|wrong|tag|'<answer>6</answer>' (gold \frac{4}{3})
k102:4|wrong|tag|'<answer>9</answer>' (gold \frac{4}{3})
k102:5|wrong|tag|'<answer>3</answer>' (gold \frac{4}{3})
k102:6|correct|tag|the two hexagons' sides swapped in the working; '<answer>4/3</answer>' (gold \frac{4}{3})
k103:0|correct|tag|'<answer> -6 </answer>'
k103:1|correct|tag|
k103:2|correct|tag|
k103:3|correct|tag|'<answer> $-6$ </answer>'
k103:4|correct|tag|
k103:5|correct|tag|
k103:6|correct|tag|
k103:7|correct|tag|
k103:8|correct|tag|'<answer> $7\sqrt{5}$ </answer>'
k103:9|correct|tag|'<answer>7$\sqrt{5}$</answer>'
k103:10|correct|tag|'<answer> \(7\sqrt{5}\) </answer>'
k103:11|correct|tag|
k103:13|correct|tag|
k104:0|wrong|tag|binary written '1101110'; '<answer>5</answer>' (gold 6)
k104:1|correct|tag|
k104:2|correct|tag|
k104:3|correct|tag|
k104:4|correct|tag|
k104:5|correct|tag|
k104:6|correct|tag|a '\boxed{6}' inside the think block
k104:7|correct|tag|
k104:8|correct|tag|
k104:9|correct|tag|'<answer> $1$ </answer>'
k104:10|correct|tag|the think block ends 'Let's verify this using Python code.' with no code; '<answer>1</answer>'
k105:0|correct|tag|
k105:1|correct|tag|
k105:2|correct|tag|
k105:3|correct|tag|
k105:4|correct|tag|
k105:5|correct|boxed|no tags; a Python block with output 36.0, then '\(\boxed{36}\) square centimeters'
k105:6|correct|tag|
k105:7|wrong|tag|the legs taken as radii; '<answer>18</answer>' (gold 36)
k105:8|correct|tag|the think block gives a wrong expansion '0.\overline{357142}' and never locates the digit; '<answer> $2$ </answer>' is the gold
k106:0|correct|tag|a plan with no count; the tag holds a sentence: 'The number of ordered pairs $(a, b)$ is \(\boxed{2600}\).'
k106:1|wrong|tag|a malformed 'Substitthink>' and an invented '\nAssistant: <answer>' turn; '\boxed{2525}' in the tag (gold 2600)
k106:2|wrong|tag|'<answer>5050 </answer>' (gold 2600)
k106:3|wrong|tag|'<answer> 5050 </answer>' (gold 2600)
k106:4|wrong|tag|'\boxed{10000}' in the think block and '<answer> 10000 </answer>' (gold 2600)
k106:5|wrong|tag|'<answer>4950</answer>' (gold 2600)
k106:6|wrong|tag|'<answer>4950</answer>' (gold 2600)
k107:0|correct|tag|'<answer> 10 </answer>'
k107:1|correct|tag|
k107:2|wrong|tag|the mean taken as 9; '<answer>6</answer>' (gold 10)
k107:3|wrong|tag|'<answer>6</answer>' (gold 10)
k107:4|correct|tag|
k107:5|correct|tag|
k107:6|wrong|tag|'$y$ = 22' (12 not subtracted); '<answer>22</answer>' (gold 10)
k107:7|correct|tag|
k107:8|wrong|tag|the tag holds a sentence with an assumed inverse: 'we find $\mathbf{M} = \begin{pmatrix} -8 & -1 \\ 5 & 2 \end{pmatrix}$' (gold \begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix})
k107:9|correct|boxed|no tags; '\boxed{\begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix}}.' and then a sympy block with no output
k108:0|correct|tag|'<answer>64 </answer>'
k108:1|wrong|boxed|no tags; '\boxed{4096}' from a guessed formula, then Python with no output (gold 64)
k108:2|correct|boxed|no tags; Python with output 64, then '\boxed{64}'
k108:3|correct|boxed|no tags; Python with output 64, then '\(\boxed{64}\)'
k108:4|correct|tag|'\boxed{f(21) = 64}' inside the think block, '<answer>64</answer>'
k108:5|correct|tag|a '\boxed{64}' inside the think block
k108:6|correct|boxed|no tags; broken Python with an UnboundLocalError output, then '\[\boxed{64}\]'
k108:7|correct|tag|
k109:0|correct|tag|'<answer> -1.25 </answer>'
k109:1|correct|tag|
k109:2|correct|tag|
k109:3|correct|tag|
k109:4|correct|tag|
k109:5|correct|tag|
k109:6|correct|tag|
k109:7|correct|tag|
k109:8|wrong|tag|the square taken as 6 by 3; '<answer> $\frac{5}{6}$ </answer>' (gold \frac{2}{3})
k109:9|correct|tag|'<answer> $\frac{2}{3}$ </answer>'; the response lies wholly on page 0, only the record's tail crosses the edge
k110:0|correct|tag|'<answer> $-4-6i$ </answer>'
k110:1|correct|tag|
k110:2|correct|tag|an unclosed '$-4-6i.' before '</think>'; '<answer> -4 - 6i </answer>'
k110:3|correct|tag|
k110:4|correct|tag|
k110:5|correct|tag|
k110:6|correct|tag|
k110:7|correct|tag|
k110:8|wrong|tag|'8 \times 9 \times 37 = 2736' (it is 2664); '<answer>2736</answer>' (gold 2664)
k110:9|correct|tag|
k110:10|correct|tag|
k110:11|correct|tag|
k110:12|correct|tag|'<answer>2664 </answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
