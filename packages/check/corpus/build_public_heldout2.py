"""Build public_heldout2.jsonl: a second independent held-out set of REAL model completions.

Purpose: public_heldout (kuk/simple-evals-ru, microsoft/ToRA) is almost all `Answer: X` lines. This set
covers the forms it lacks: lm-eval / Open-LLM-leaderboard Minerva prompts ("Final Answer: The final
answer is $X$. I hope it is correct."), few-shot chain-of-thought "The answer is N." with NO stop
string (the model goes on writing new "Q: ... A: ..." turns), Qwen2.5-Math `\\boxed{}` outputs, and
Gemma-2 outputs with bold answers and no box (form prose_sentence, noted), empty / template / placeholder boxes (`\\boxed{ }`,
`\\boxed{\\text{Final Answer}}`, `\\boxed{x = [the value of x]}`), boxed equations and boxed sentences.
It was labelled and measured BEFORE anyone tuned rppo_check on it. Nothing here was used to tune it.

Method. Every completion is model output committed to a public repository, read through the
public-code index (read_file, 16,000-character pages at chosen offsets) and transcribed record by
record; only records whose completion lies whole on a page read were taken (one, labrem
math_00331, spans two consecutive pages that were both read whole). Labels are ours, made by READING,
never by running a checker, under corpus/README.md's rules (last final answer counts; hedges,
two different final answers, or the right number only in the working -> wrong; no final answer (cut
off, refused, gave up, empty or template box) -> no_answer; equal value written differently ->
correct, with a note). Source verdicts (the repos' own graders) were not used; several of them are
wrong (labrem marks `\\dfrac{13}{6}`, `b = \\frac{7}{4}` and a boxed projection vector incorrect).

Convention for few-shot GSM8K completions with hallucinated continuations (lianshan01, 8-shot
"Q: ... A: ... The answer is N." prompt, generated without a stop string): the completion is kept
whole, and labelled by the answer to the POSED question, i.e. the last "The answer is ..." before the
first "\\n\\nQ:" of a new, model-invented question. (Same spirit as the corpus' existing treatment of a
`<|im_start|>user` tail.) Every such record carries a note saying so. A checker that takes the last
"The answer is" of the whole text answers the model's own invented question instead.

Sources (licence as stated by the repository; commit = the version read):
* lianshan01/gsm8k-eval-batch-v1 -- MIT (LICENSE "Copyright (c) 2024 zgy"), commit
  c1e4c7db680d98083b5576cae5e1db6b4ca711b1. GSM8K test, 8-shot CoT, greedy, one sample:
  eval_results/few_shot/llama3_results.json (model "llama3"; Llama-3-8B base per the repo's naming,
  pages 0, 200000, 400000, 600000, 800000, 1000000, 1200000, 1400000) and
  eval_results/few-shot/llama31_results.json ("llama31", Llama-3.1-8B base; pages 0, 1000000,
  2000000, 2600000). Completion = model_answers_text[0]. Gold = `####` value of gsm8k/test.jsonl,
  matched by question text (or by the tail of the file's gold_answer_text where the question was on
  the previous page); all equal to the file's extracted_gold_answer.
* labrem/neus2026-labre -- MIT (README: "licensed under the MIT License"), commit
  c1f655f4a5abf6a40dad46f56a727f96ced15c69. Markdown dumps results/experiment_<model>_<cond>_*.md of
  MATH-500 runs through Ollama: johnnyboy/qwen2.5-math-7b (Qwen2.5-Math-7B; prompt "Please reason step
  by step, and put your final answer within \\boxed{}."), gemma2:2b and gemma2:9b (system prompt
  BREAKDOWN/PLAN/SOLVE/VERIFY/FORMAT, "Put the final answer inside \\boxed{}"); conditions baseline
  greedy, baseline best-of-n (the record shown is the last attempt), openmath greedy (OpenMath symbol
  definitions prepended to the system prompt). Completion = the text between "--- LLM Response ---\\n"
  and "\\n--- End LLM Response ---". Problem id math_NNNNN = row NNNNN of MATH-500 test.jsonl; gold =
  its `answer` (equal to the page's "Ground Truth" for every record; where the id was on the previous
  page the row was found by problem text).
* mattdepaolis/llm-evaluation -- Apache-2.0 (README "## License  Apache 2.0"). lm-eval Open LLM
  Leaderboard `leaderboard_math_*_hard` samples (Minerva 4-shot prompt) in Markdown reports:
  reports/results_Mistral-7B-v0.1_hf_leaderboard_bbh_boolean_expressions_l..._20250530_130837_report.md
  (commit 8af483033c5f8d1d176b269fb298c2e4dd2d7d89), reports/results_Qwen2.5-7B-Instruct_hf_leaderboard_
  bbh_boolean_expressions_l..._20250401_081149_report.md and reports/results_Ministral-8B-Instruct-2410_
  hf_leaderboard_bbh_boolean_expressions_l..._20250401_083927_report.md (commit
  78a0125070bf52e1d54b9ad66f47386922c00d91), reports/results_Ministral-8B-Instruct-2410_hf_quant_4bit_
  leaderboard_bbh_boolean_expressions_l..._20250401_084643_report.md (commit
  5831ca92c06d960b440d5ca14c0b2e24e71526f1), reports/results_Ministral-8B-Instruct-2410_hf_quant_4bit_
  leaderboard_bbh_boolean_expressions_l..._20250709_075820_professional_report.md (commit
  b876b3b093c24197c34033b13ea9d2af3fc66b66). Completion = the fenced model-response block (the
  professional report wraps it in **...**; the text between the wrappers is kept). Gold = the report's
  Ground Truth / Correct Answer (MATH test "hard" problems, mostly outside MATH-500; field
  gold_source says so; for a problem that is in MATH-500 the gold is checked equal).

SKIPPED (records on the pages read that were left out): completions whose head or tail lay on a page
not read; labrem records that are long garbage token loops (e.g. qwen2.5-math-7b baseline greedy
offset 600000, openmath_greedy_0.0 offset 700000, best-of-n offset 1200000 heads) whose exact text
could not be transcribed reliably; near-duplicate plain-correct GSM8K records on a page, to keep the
wrong/correct mix (lianshan01 llama3 offset 600000 items 7, 8, 9, 12, 14 and offset 1400000 items 3,
11; llama3 1400000 item 13 and llama31 2600000 item 7 run past the page end); labrem duplicates of problems already
taken from the same model (qwen best-of-n 900000 math_00326; best-of-n 916000 math_00332, 00333,
00335, 00337, 00339; best-of-n 1200000 math_00438, 00440-00442; gemma2-2b openmath 100000 math_00123,
00125; math_00141 and math_00443 run past the page end); mattdepaolis records that are verbatim loops not fenced in full in the April reports
(Mistral precalculus 2, prealgebra 1, number theory 1-2, intermediate algebra 2, counting 1, algebra 1;
Ministral prealgebra); every 2025-10-09 report ("[ERROR: Could not decode response]"). Sources looked
at and NOT used for lack of a licence statement (kojima zero_shot_cot, Plan-and-Solve, ZeroEval, Abel,
tianlwang/eval_gsm8k and others) or because they are already used elsewhere. No permissively licensed
repository with `<think> ... </think>` traces (R1 / QwQ / s1 / open-r1 style) was found in the index,
so that form is absent here.

Usage:
  python build_public_heldout2.py --raw DIR   # DIR: page transcriptions *.txt (format below)
  python build_public_heldout2.py             # re-apply LABELS/provenance to the completions already
                                              # in public_heldout2.jsonl and rewrite it
Transcription format: '@@REC <key>' then one line per field '@@C|@@Q|@@A|@@G|@@P <text>', each
text exactly as the index displayed it (files *.j2.txt come from JSON files and are JSON-unescaped
twice, *.j1.txt from Markdown, once). Both modes check every gold against gsm8k/test.jsonl and
math500/test.jsonl ($REASON_PPO_DATA, ../shared/data or /work/shared/data).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from corpus_build import data_dir

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout2.jsonl"

LIAN = (
    "lianshan01/gsm8k-eval-batch-v1",
    "c1e4c7db680d98083b5576cae5e1db6b4ca711b1",
    "MIT (LICENSE: 'Copyright (c) 2024 zgy')",
)
LABREM = (
    "labrem/neus2026-labre",
    "c1f655f4a5abf6a40dad46f56a727f96ced15c69",
    "MIT (README: 'licensed under the MIT License')",
)
MDP_LICENCE = "Apache-2.0 (README: '## License  Apache 2.0')"
MDP_REPO = "mattdepaolis/llm-evaluation"
_BBH = "hf_leaderboard_bbh_boolean_expressions_l..."

# raw-key stem -> (repo, path, commit, licence, model, short)
SOURCES = {
    "lian_llama3": (
        LIAN[0],
        "eval_results/few_shot/llama3_results.json",
        LIAN[1],
        LIAN[2],
        "llama3 (Llama-3-8B base, per the repo's naming), 8-shot CoT, greedy",
        "gsm8k-eval-batch",
    ),
    "lian_llama31": (
        LIAN[0],
        "eval_results/few-shot/llama31_results.json",
        LIAN[1],
        LIAN[2],
        "llama31 (Llama-3.1-8B base, per the repo's naming), 8-shot CoT, greedy",
        "gsm8k-eval-batch",
    ),
    "mdp_Mistral-7B-v0.1_leaderboard": (
        MDP_REPO,
        f"reports/results_Mistral-7B-v0.1_{_BBH}_20250530_130837_report.md",
        "8af483033c5f8d1d176b269fb298c2e4dd2d7d89",
        MDP_LICENCE,
        "mistralai/Mistral-7B-v0.1 (lm-eval leaderboard_math_*_hard, Minerva 4-shot)",
        "llm-evaluation",
    ),
    "mdp_Qwen2.5-7B-Instruct_leaderboard": (
        MDP_REPO,
        f"reports/results_Qwen2.5-7B-Instruct_{_BBH}_20250401_081149_report.md",
        "78a0125070bf52e1d54b9ad66f47386922c00d91",
        MDP_LICENCE,
        "Qwen/Qwen2.5-7B-Instruct (lm-eval leaderboard_math_*_hard, Minerva 4-shot)",
        "llm-evaluation",
    ),
    "mdp_Ministral-8B-Instruct-2410_leaderboard_20250401_083927": (
        MDP_REPO,
        f"reports/results_Ministral-8B-Instruct-2410_{_BBH}_20250401_083927_report.md",
        "78a0125070bf52e1d54b9ad66f47386922c00d91",
        MDP_LICENCE,
        "mistralai/Ministral-8B-Instruct-2410 (lm-eval leaderboard_math_*_hard, Minerva 4-shot)",
        "llm-evaluation",
    ),
    "mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250401_084643": (
        MDP_REPO,
        "reports/results_Ministral-8B-Instruct-2410_hf_quant_4bit_leaderboard_bbh_boolean_expressions_l..._20250401_084643_report.md",
        "5831ca92c06d960b440d5ca14c0b2e24e71526f1",
        MDP_LICENCE,
        "mistralai/Ministral-8B-Instruct-2410, 4-bit (lm-eval leaderboard_math_*_hard, Minerva 4-shot)",
        "llm-evaluation",
    ),
    "mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250709_075820": (
        MDP_REPO,
        "reports/results_Ministral-8B-Instruct-2410_hf_quant_4bit_leaderboard_bbh_boolean_expressions_l..._20250709_075820_professional_report.md",
        "b876b3b093c24197c34033b13ea9d2af3fc66b66",
        MDP_LICENCE,
        "mistralai/Ministral-8B-Instruct-2410, 4-bit (lm-eval leaderboard_math_*_hard, Minerva 4-shot)",
        "llm-evaluation",
    ),
}
_LABREM_FILES = {
    "labrem_gemma2_2b_baseline_greedy": (
        "experiment_gemma2-2b_baseline_greedy_260204_1607.md",
        "gemma2:2b (Ollama), baseline, greedy",
    ),
    "labrem_gemma2_2b_baseline_best-of-n": (
        "experiment_gemma2-2b_baseline_best-of-n_260204_1918.md",
        "gemma2:2b (Ollama), baseline, best-of-n (last attempt shown)",
    ),
    "labrem_gemma2_2b_openmath_greedy_0.5": (
        "experiment_gemma2-2b_openmath_greedy_0.5_260208_1918.md",
        "gemma2:2b (Ollama), openmath 0.5, greedy",
    ),
    "labrem_gemma2_9b_baseline_greedy": (
        "experiment_gemma2-9b_baseline_greedy_260206_1156.md",
        "gemma2:9b (Ollama), baseline, greedy",
    ),
    "labrem_gemma2_9b_baseline_best-of-n": (
        "experiment_gemma2-9b_baseline_best-of-n_260207_1151.md",
        "gemma2:9b (Ollama), baseline, best-of-n (last attempt shown)",
    ),
    "labrem_gemma2_9b_openmath_greedy_0.0": (
        "experiment_gemma2-9b_openmath_greedy_0.0_260206_1841.md",
        "gemma2:9b (Ollama), openmath 0.0, greedy",
    ),
    "labrem_qwen25math7b_baseline_greedy": (
        "experiment_qwen2.5-math-7b_baseline_greedy_260205_0001.md",
        "johnnyboy/qwen2.5-math-7b (Ollama; Qwen2.5-Math-7B), baseline, greedy",
    ),
    "labrem_qwen25math7b_baseline_best-of-n": (
        "experiment_qwen2.5-math-7b_baseline_best-of-n_260205_0841.md",
        "johnnyboy/qwen2.5-math-7b (Ollama; Qwen2.5-Math-7B), baseline, best-of-n (last attempt shown)",
    ),
    "labrem_qwen25math7b_openmath_greedy_0.0": (
        "experiment_qwen2.5-math-7b_openmath_greedy_0.0_260205_0213.md",
        "johnnyboy/qwen2.5-math-7b (Ollama; Qwen2.5-Math-7B), openmath 0.0, greedy",
    ),
    "labrem_qwen25math7b_openmath_greedy_0.5": (
        "experiment_qwen2.5-math-7b_openmath_greedy_0.5_260208_1339.md",
        "johnnyboy/qwen2.5-math-7b (Ollama; Qwen2.5-Math-7B), openmath 0.5, greedy",
    ),
}
for _stem, (_file, _model) in _LABREM_FILES.items():
    SOURCES[_stem] = (LABREM[0], f"results/{_file}", LABREM[1], LABREM[2], _model, "neus2026-labre")

CONT_NOTE = (
    "continues with model-invented '\\n\\nQ: ... A: ...' turns (no stop string); labelled by the "
    "answer to the posed question, the last 'The answer is' before the first new 'Q:'"
)

# raw key | truth | form | note   ('C;' at the start of a note = the continuation note above)
# The checker's deliberate verdict on a debatable label (tests/check/test_corpus.py holds it).
DECISIONS = {
    "public_heldout2/llm-evaluation/28": (
        "reject",
        "'\\boxed{44}. I hope it is correct.' then 'Oops, we made a mistake. Let's "
        "recheck ...' cut off: the retraction takes the box back and no correction stands",
    ),
}

LABELS = r"""
lian_llama31@0:0|correct|answer_is|C
lian_llama31@0:1|correct|answer_is|C
lian_llama31@0:2|wrong|answer_is|C;120,000 vs 70000
lian_llama31@0:3|correct|answer_is|C
lian_llama31@0:4|wrong|answer_is|C
lian_llama31@0:5|no_answer|truncated|arithmetic loop over glass prices, cut mid-sentence before any answer
lian_llama31@0:6|correct|answer_is|
lian_llama31@1000000:0|correct|answer_is|C
lian_llama31@1000000:1|wrong|answer_is|C;answer 70.8% (sum of two percentages) vs 35
lian_llama31@1000000:2|correct|answer_is|C;working has a wrong sum (3700) but the stated answer 2 equals the gold
lian_llama31@1000000:3|correct|answer_is|C
lian_llama31@1000000:4|correct|answer_is|C
lian_llama31@1000000:5|correct|answer_is|C
lian_llama31@2000000:0|correct|answer_is|C;'The answer is $250.' (dollar sign)
lian_llama31@2000000:1|correct|answer_is|C
lian_llama31@2000000:2|wrong|answer_is|C
lian_llama31@2000000:3|correct|answer_is|C
lian_llama31@2000000:4|wrong|answer_is|
lian_llama31@2000000:5|wrong|answer_is|C
lian_llama31@2000000:6|correct|answer_is|C;'The answer is $8.'
lian_llama31@2600000:1|correct|answer_is|C
lian_llama31@2600000:2|correct|answer_is|C
lian_llama31@2600000:3|wrong|answer_is|C
lian_llama31@2600000:4|wrong|answer_is|
lian_llama31@2600000:5|wrong|answer_is|C
lian_llama31@2600000:6|wrong|answer_is|
lian_llama3@0:0|correct|answer_is|
lian_llama3@0:1|correct|answer_is|
lian_llama3@0:2|wrong|answer_is|'The answer is $13,000.' vs 70000
lian_llama3@0:3|correct|answer_is|
lian_llama3@0:4|wrong|answer_is|
lian_llama3@0:5|wrong|answer_is|
lian_llama3@0:6|wrong|answer_is|
lian_llama3@0:7|wrong|answer_is|C
lian_llama3@0:8|wrong|answer_is|'1200 miles' vs 45
lian_llama3@0:9|wrong|answer_is|
lian_llama3@0:10|wrong|answer_is|
lian_llama3@0:11|correct|answer_is|
lian_llama3@0:12|wrong|answer_is|'9.7 years' vs 13
lian_llama3@1000000:0|wrong|answer_is|
lian_llama3@1000000:1|wrong|answer_is|'6 packs' vs 7
lian_llama3@1000000:2|wrong|answer_is|'10,000 gallons' vs 14000
lian_llama3@1000000:3|wrong|answer_is|
lian_llama3@1000000:4|wrong|answer_is|C
lian_llama3@1000000:5|correct|answer_is|
lian_llama3@1000000:6|correct|answer_is|
lian_llama3@1000000:7|wrong|answer_is|
lian_llama3@1000000:8|wrong|answer_is|
lian_llama3@1000000:9|correct|answer_is|
lian_llama3@1000000:10|correct|answer_is|
lian_llama3@1000000:11|wrong|answer_is|
lian_llama3@1000000:12|correct|answer_is|
lian_llama3@1200000:0|wrong|answer_is|'80%' vs 24
lian_llama3@1200000:1|wrong|answer_is|
lian_llama3@1200000:2|wrong|answer_is|
lian_llama3@1200000:3|correct|answer_is|'The answer is 2 dollars per hour.' (unit after the number)
lian_llama3@1200000:4|correct|answer_is|
lian_llama3@1200000:5|wrong|answer_is|
lian_llama3@1200000:6|correct|answer_is|
lian_llama3@1200000:7|correct|answer_is|
lian_llama3@1200000:8|wrong|answer_is|'37k years' vs 4
lian_llama3@1200000:9|correct|answer_is|
lian_llama3@1200000:10|wrong|answer_is|'The answer is 425 + 102 + 307 = 834.' (expression = 834) vs 736
lian_llama3@1200000:11|wrong|answer_is|'The answer is 65.50 + 36 = 101.50.' vs 101: 101.50 is not 101
lian_llama3@1200000:12|wrong|answer_is|
lian_llama3@1400000:0|correct|answer_is|working says 8 / 3 = 2 (wrong arithmetic, should share among 4) but the stated answer 2 equals the gold
lian_llama3@1400000:1|correct|answer_is|
lian_llama3@1400000:2|correct|answer_is|
lian_llama3@1400000:4|wrong|answer_is|
lian_llama3@1400000:5|wrong|answer_is|
lian_llama3@1400000:6|wrong|answer_is|
lian_llama3@1400000:7|correct|answer_is|'The answer is 40,000 dollars.' (thousands comma + unit)
lian_llama3@1400000:8|wrong|answer_is|
lian_llama3@1400000:9|wrong|answer_is|
lian_llama3@1400000:10|wrong|answer_is|
lian_llama3@1400000:12|wrong|answer_is|
lian_llama3@200000:0|correct|answer_is|
lian_llama3@200000:1|wrong|answer_is|
lian_llama3@200000:2|wrong|answer_is|
lian_llama3@200000:3|correct|answer_is|
lian_llama3@200000:4|wrong|answer_is|
lian_llama3@200000:5|wrong|answer_is|'$64,000' vs 18000
lian_llama3@200000:6|wrong|answer_is|'90.5 minutes' vs 95
lian_llama3@200000:7|wrong|answer_is|
lian_llama3@200000:8|correct|answer_is|
lian_llama3@200000:9|wrong|answer_is|'150 dollars' vs 350
lian_llama3@200000:10|wrong|answer_is|
lian_llama3@200000:11|correct|answer_is|
lian_llama3@200000:12|correct|answer_is|
lian_llama3@200000:13|wrong|answer_is|
lian_llama3@400000:0|wrong|answer_is|
lian_llama3@400000:1|wrong|answer_is|
lian_llama3@400000:2|correct|answer_is|
lian_llama3@400000:3|wrong|answer_is|'230 pounds' vs 260
lian_llama3@400000:4|correct|answer_is|
lian_llama3@400000:5|correct|answer_is|C;'180,000' = 180000
lian_llama3@400000:6|correct|answer_is|
lian_llama3@400000:7|correct|answer_is|
lian_llama3@400000:8|wrong|answer_is|
lian_llama3@400000:9|correct|answer_is|'The answer is $36.'
lian_llama3@400000:10|wrong|answer_is|'120 percent' vs 10
lian_llama3@400000:11|correct|answer_is|
lian_llama3@400000:12|wrong|answer_is|8.5 vs 8
lian_llama3@600000:0|correct|answer_is|
lian_llama3@600000:1|wrong|answer_is|'The answer is 3 onions and 1 potato.' vs 4 (two numbers, neither the total)
lian_llama3@600000:2|wrong|answer_is|'560 calories per day' vs 525
lian_llama3@600000:3|correct|answer_is|
lian_llama3@600000:4|wrong|answer_is|
lian_llama3@600000:5|correct|answer_is|
lian_llama3@600000:6|wrong|answer_is|'$120,000' vs 90000
lian_llama3@600000:10|wrong|answer_is|'48 dollars' vs 32
lian_llama3@600000:11|wrong|answer_is|
lian_llama3@600000:13|correct|answer_is|
lian_llama3@600000:15|wrong|answer_is|
lian_llama3@800000:0|correct|answer_is|
lian_llama3@800000:1|wrong|answer_is|'$12.40' vs 7
lian_llama3@800000:2|wrong|answer_is|
lian_llama3@800000:3|correct|answer_is|
lian_llama3@800000:4|correct|answer_is|'The answer is $32.'
lian_llama3@800000:5|correct|answer_is|
lian_llama3@800000:6|wrong|answer_is|
lian_llama3@800000:7|correct|answer_is|
lian_llama3@800000:8|wrong|answer_is|
lian_llama3@800000:9|correct|answer_is|
lian_llama3@800000:10|correct|answer_is|C;'The answer is 720.00.' = 720
labrem_gemma2_2b_baseline_greedy@0:math_00000|no_answer|none|says no valid polar coordinates exist; no answer given
labrem_gemma2_2b_baseline_greedy@0:math_00001|no_answer|none|says the sum cannot be expressed in p and q
labrem_gemma2_2b_baseline_greedy@0:math_00002|wrong|boxed|
labrem_gemma2_2b_baseline_greedy@0:math_00003|correct|boxed|
labrem_gemma2_2b_baseline_greedy@0:math_00004|no_answer|none|only announces 'The final answer will be inside \boxed{ }' (empty placeholder box)
labrem_gemma2_2b_baseline_greedy@0:math_00005|correct|boxed|'\boxed{42} inches'
labrem_gemma2_2b_baseline_greedy@400000:math_00160|no_answer|none|template box '\boxed{x = [the value of x]}', no value
labrem_gemma2_2b_baseline_greedy@400000:math_00161|correct|boxed|boxed equation '\log_2 64 = 6': right-hand side 6 is the answer
labrem_gemma2_2b_baseline_greedy@400000:math_00162|wrong|boxed|
labrem_gemma2_2b_baseline_greedy@400000:math_00163|wrong|boxed|nested boxes; the inner (final) value -8/9 vs -35/9
labrem_gemma2_2b_baseline_greedy@400000:math_00164|no_answer|none|
labrem_gemma2_2b_baseline_greedy@400000:math_00165|wrong|boxed|
labrem_gemma2_2b_baseline_greedy@800000:math_00315|no_answer|none|announces an empty '\boxed{ }' placeholder
labrem_gemma2_2b_baseline_greedy@800000:math_00316|no_answer|none|
labrem_gemma2_2b_baseline_greedy@800000:math_00317|no_answer|none|
labrem_gemma2_2b_baseline_greedy@800000:math_00318|wrong|boxed|
labrem_gemma2_2b_baseline_greedy@800000:math_00319|correct|prose_sentence|no box: 'The product ... is 16 * (-8) = **-128**.'
labrem_gemma2_2b_baseline_greedy@800000:math_00320|wrong|boxed|24/25 vs gold -24/25 (sign)
labrem_gemma2_2b_baseline_best-of-n@600000:math_00233|no_answer|none|
labrem_gemma2_2b_baseline_best-of-n@600000:math_00234|no_answer|none|'The final answer will be placed inside \boxed{}.' (empty box, no answer)
labrem_gemma2_2b_baseline_best-of-n@600000:math_00235|wrong|boxed|boxed unsimplified expression 9/10 - 4/10 + 2/10 (= 7/10) vs 5/9
labrem_gemma2_2b_baseline_best-of-n@600000:math_00236|no_answer|none|placeholder '\boxed{\text{Final Answer}}  (Here you will put the final answer)'
labrem_gemma2_2b_baseline_best-of-n@600000:math_00237|no_answer|none|says no numerical answer is possible
labrem_gemma2_2b_openmath_greedy_0.5@100000:math_00135|no_answer|none|'The final answer is: \boxed{ }' (empty box)
labrem_gemma2_2b_openmath_greedy_0.5@100000:math_00137|wrong|prose_sentence|no box: '**104_5**' vs 204_5
labrem_gemma2_2b_openmath_greedy_0.5@100000:math_00140|wrong|boxed|
labrem_gemma2_2b_openmath_greedy_0.5@300000:math_00420|correct|boxed|boxed equation '\text{proj}_{\mathbf{b}} \mathbf{a} = \begin{pmatrix} 16/49 \\ 48/49 \\ 24/49 \end{pmatrix}': the vector equals the gold
labrem_gemma2_2b_openmath_greedy_0.5@300000:math_00421|no_answer|none|
labrem_gemma2_2b_openmath_greedy_0.5@300000:math_00423|no_answer|none|
labrem_gemma2_2b_openmath_greedy_0.5@300000:math_00430|correct|boxed|'**4.5**' in prose, then '$\frac{9}{2} = \boxed{4.5}$' inside a VERIFY line
labrem_gemma2_9b_baseline_greedy@300000:math_00123|no_answer|none|template box '\boxed{Area \ of \ quadrilateral \ DBEF = ...}'
labrem_gemma2_9b_baseline_greedy@300000:math_00124|correct|boxed|'**\boxed{\frac{11}{2}}**' (box inside bold)
labrem_gemma2_9b_baseline_greedy@300000:math_00125|correct|boxed|
labrem_gemma2_9b_baseline_greedy@300000:math_00126|no_answer|none|template box '\boxed{z_{2002} = ...}'
labrem_gemma2_9b_baseline_greedy@300000:math_00127|correct|boxed|'4210_5' vs gold '4210_{5}'
labrem_gemma2_9b_baseline_greedy@300000:math_00128|correct|boxed|
labrem_gemma2_9b_baseline_greedy@900000:math_00358|wrong|prose_sentence|no box: 'is a **circle**.' vs ellipse
labrem_gemma2_9b_baseline_greedy@900000:math_00359|wrong|boxed|boxed formula 'xy + yz + zx = \dfrac{16}{x+y+z}', no value
labrem_gemma2_9b_baseline_greedy@900000:math_00360|correct|boxed|boxed equation 'b = \frac{7}{4}'
labrem_gemma2_9b_baseline_greedy@900000:math_00361|wrong|boxed|8\sqrt{3} vs 16\sqrt{3}
labrem_gemma2_9b_baseline_greedy@900000:math_00362|correct|boxed|\frac{1}{4} vs gold \frac14
labrem_gemma2_9b_baseline_greedy@900000:math_00363|correct|boxed|
labrem_gemma2_9b_baseline_best-of-n@1000000:math_00395|correct|boxed|
labrem_gemma2_9b_baseline_best-of-n@1000000:math_00396|wrong|boxed|boxed '8 - \text{Area of square "e"}'
labrem_gemma2_9b_baseline_best-of-n@1000000:math_00397|correct|boxed|
labrem_gemma2_9b_baseline_best-of-n@1000000:math_00398|wrong|boxed|DEBATABLE: prose names Navin (the gold) but the boxed final answer is 39.54 (USD); labelled by the box
labrem_gemma2_9b_baseline_best-of-n@1000000:math_00399|correct|boxed|box, then prose '**326.5**'
labrem_gemma2_9b_baseline_best-of-n@1000000:math_00400|wrong|boxed|\frac{7\sqrt{2}}{1} vs 14/3
labrem_gemma2_9b_openmath_greedy_0.0@1300000:math_00357|wrong|boxed|box holds a sentence listing values '2, 3, 4, ..., 10, 11' instead of the count 4
labrem_gemma2_9b_openmath_greedy_0.0@1300000:math_00358|wrong|boxed|'**circle**' then '\boxed{\text{Circle}}' vs ellipse
labrem_gemma2_9b_openmath_greedy_0.0@1300000:math_00359|wrong|prose_sentence|no box: '*xy + yz + zx = **0***' vs 6
labrem_gemma2_9b_openmath_greedy_0.0@1300000:math_00360|correct|boxed|boxed equation 'b = \frac{7}{4}'
labrem_gemma2_9b_openmath_greedy_0.0@450000:math_00122|correct|boxed|'\boxed{9} customers would buy ...' (prose after the box)
labrem_gemma2_9b_openmath_greedy_0.0@450000:math_00123|no_answer|none|'\boxed{ }  (The final answer will be placed here ...)' empty box
labrem_gemma2_9b_openmath_greedy_0.0@450000:math_00124|correct|boxed|
labrem_gemma2_9b_openmath_greedy_0.0@450000:math_00125|correct|boxed|
labrem_qwen25math7b_baseline_greedy@0:math_00000|correct|boxed|
labrem_qwen25math7b_baseline_greedy@0:math_00001|correct|boxed|
labrem_qwen25math7b_baseline_greedy@0:math_00002|correct|boxed|
labrem_qwen25math7b_baseline_greedy@0:math_00003|correct|boxed|
labrem_qwen25math7b_baseline_greedy@0:math_00004|correct|boxed|
labrem_qwen25math7b_baseline_greedy@0:math_00005|correct|boxed|'\boxed{42} inches'
labrem_qwen25math7b_baseline_greedy@0:math_00006|correct|boxed|
labrem_qwen25math7b_baseline_greedy@1000000:math_00381|wrong|boxed|
labrem_qwen25math7b_baseline_greedy@1000000:math_00382|correct|boxed|
labrem_qwen25math7b_baseline_greedy@1000000:math_00383|correct|boxed|'[-2, 7]' vs gold 'x \in [-2,7]'
labrem_qwen25math7b_baseline_greedy@1000000:math_00384|correct|boxed|
labrem_qwen25math7b_baseline_greedy@1000000:math_00385|wrong|boxed|
labrem_qwen25math7b_baseline_greedy@1000000:math_00386|correct|boxed|
labrem_qwen25math7b_baseline_best-of-n@1200000:math_00437|correct|boxed|
labrem_qwen25math7b_baseline_best-of-n@1200000:math_00439|correct|boxed|working shows a wrong '... + x + \frac{1}{x-1}' line; the final box is the gold polynomial
labrem_qwen25math7b_baseline_best-of-n@300000:math_00107|correct|boxed|
labrem_qwen25math7b_baseline_best-of-n@300000:math_00108|correct|boxed|'\boxed{2}.' (period inside display)
labrem_qwen25math7b_baseline_best-of-n@300000:math_00109|wrong|boxed|345 vs 120^\circ
labrem_qwen25math7b_baseline_best-of-n@300000:math_00110|wrong|boxed|'a_1 = \boxed{6}' vs 504
labrem_qwen25math7b_baseline_best-of-n@900000:math_00327|correct|boxed|
labrem_qwen25math7b_baseline_best-of-n@900000:math_00328|correct|boxed|
labrem_qwen25math7b_baseline_best-of-n@900000:math_00329|correct|boxed|
labrem_qwen25math7b_baseline_best-of-n@900000:math_00330|correct|boxed|
labrem_qwen25math7b_baseline_best-of-n@900000+916000:math_00331|correct|boxed|\dfrac{13}{6} vs gold \frac{13}{6} (the source's own grader marked it False); text spans two pages, both read whole
labrem_qwen25math7b_baseline_best-of-n@916000:math_00334|correct|boxed|working has c = -3 - 1 = -8 (wrong step) but the final -120 equals the gold
labrem_qwen25math7b_baseline_best-of-n@916000:math_00336|correct|boxed|
labrem_qwen25math7b_baseline_best-of-n@916000:math_00338|correct|boxed|
labrem_qwen25math7b_openmath_greedy_0.0@700000:math_00185|correct|boxed|
labrem_qwen25math7b_openmath_greedy_0.0@700000:math_00186|correct|boxed|
labrem_qwen25math7b_openmath_greedy_0.0@700000:math_00187|correct|boxed|
labrem_qwen25math7b_openmath_greedy_0.0@700000:math_00188|correct|boxed|
labrem_qwen25math7b_openmath_greedy_0.5@200000:math_00307|correct|boxed|
labrem_qwen25math7b_openmath_greedy_0.5@200000:math_00313|correct|boxed|'\boxed{12\pi} inches per second'
labrem_qwen25math7b_openmath_greedy_0.5@200000:math_00315|correct|boxed|
labrem_qwen25math7b_openmath_greedy_0.5@200000:math_00320|wrong|boxed|
labrem_qwen25math7b_openmath_greedy_0.5@200000:math_00321|correct|boxed|
labrem_qwen25math7b_openmath_greedy_0.5@200000:math_00326|wrong|boxed|-0.09 vs 9/100 (sign)
mdp_Ministral-8B-Instruct-2410_leaderboard_20250401_083927@precalculus_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_leaderboard_20250401_083927@num_theory_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_leaderboard_20250401_083927@intermediate_algebra_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_leaderboard_20250401_083927@geometry_hard:1|correct|minerva|
mdp_Ministral-8B-Instruct-2410_leaderboard_20250401_083927@counting_and_prob_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_leaderboard_20250401_083927@algebra_hard:1|wrong|minerva|3i vs i
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250401_084643@precalculus_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250401_084643@num_theory_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250401_084643@intermediate_algebra_hard:1|wrong|boxed|no Final Answer line; only \boxed{10\sqrt{13}}
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250401_084643@geometry_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250401_084643@counting_and_prob_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250401_084643@algebra_hard:1|wrong|minerva|-3i vs i
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250709_075820@precalculus_hard:1|correct|minerva|
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250709_075820@prealgebra_hard:1|no_answer|truncated|verbatim loop 'The positive factors of ...' cut at the token limit, no answer
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250709_075820@num_theory_hard:1|wrong|minerva|
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250709_075820@intermediate_algebra_hard:1|wrong|boxed|no Final Answer line; '\sqrt{5440} = \boxed{74}' vs \sqrt{74}
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250709_075820@geometry_hard:1|wrong|minerva|-3/4 vs 3/4 (sign)
mdp_Ministral-8B-Instruct-2410_quant4bit_leaderboard_20250709_075820@counting_and_prob_hard:1|correct|minerva|
mdp_Mistral-7B-v0.1_leaderboard@precalculus_hard:1|wrong|minerva|
mdp_Mistral-7B-v0.1_leaderboard@prealgebra_hard:2|wrong|minerva|box holds '\frac{180^\circ}{2} = 90^\circ'; Final Answer 90^\circ vs 270/7 degrees
mdp_Mistral-7B-v0.1_leaderboard@intermediate_algebra_hard:1|wrong|minerva|
mdp_Mistral-7B-v0.1_leaderboard@geometry_hard:1|wrong|minerva|
mdp_Mistral-7B-v0.1_leaderboard@geometry_hard:2|wrong|minerva|
mdp_Mistral-7B-v0.1_leaderboard@counting_and_prob_hard:2|wrong|minerva|7! vs 25
mdp_Mistral-7B-v0.1_leaderboard@algebra_hard:2|wrong|minerva|no box; Final Answer -2/3 vs -1/8
mdp_Qwen2.5-7B-Instruct_leaderboard@precalculus_hard:1|wrong|minerva|7/12 vs 1/4; after the Final Answer line a recap boxes the answers of the few-shot problems ([2,5), 24, 16, -2/3) and 7/12 again last
mdp_Qwen2.5-7B-Instruct_leaderboard@prealgebra_hard:1|correct|minerva|'The final answer is 4.' (no $), then a self-verification ending '\boxed{4}. The solution is correct.'
mdp_Qwen2.5-7B-Instruct_leaderboard@num_theory_hard:1|correct|boxed|DEBATABLE: 'the inverse of 17 modulo 83 is \boxed{44}. I hope it is correct.', then a self-verification derives 39, finds 17*39 = 76 mod 83 ('Oops, we made a mistake'), and is cut mid-recheck; no other final answer is stated, so 44 stands (could be argued no_answer)
mdp_Qwen2.5-7B-Instruct_leaderboard@intermediate_algebra_hard:1|no_answer|truncated|cut mid-computation
mdp_Qwen2.5-7B-Instruct_leaderboard@geometry_hard:1|correct|minerva|Final Answer line then a verification ending with \boxed{\frac{40}{9}} again
mdp_Qwen2.5-7B-Instruct_leaderboard@counting_and_prob_hard:1|no_answer|truncated|repeats the quadratic-formula line and is cut
mdp_Qwen2.5-7B-Instruct_leaderboard@algebra_hard:1|correct|minerva|after the Final Answer line it re-solves the few-shot problems with their own boxes (24, -2/3), then this problem again ending \boxed{i}
"""


def parse_labels() -> list[tuple[str, str, str, str]]:
    rows = []
    for line in LABELS.strip().splitlines():
        key, truth, form, note = line.split("|", 3)
        cont = note == "C" or note.startswith("C;")
        if cont:
            rest = note[2:].strip()
            note = CONT_NOTE + ("; " + rest if rest else "")
        assert truth in ("correct", "wrong", "no_answer"), line
        rows.append((key, truth, form, note, cont))
    return rows


def _unescape(s: str, times: int) -> str:
    for _ in range(times):
        s = json.loads('"' + s + '"')
    return s


def parse_raw(d: Path) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for p in sorted(d.glob("*.txt")):
        times = 2 if p.name.endswith(".j2.txt") else 1
        cur = None
        for line in p.read_text(encoding="utf-8").split("\n"):
            if not line.strip():
                continue
            if line.startswith("@@REC "):
                cur = {}
                out[line[6:].strip()] = cur
                continue
            tag, _, val = line.partition(" ")
            cur[tag[2:]] = _unescape(val, times)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--raw", type=Path, help="directory of page transcriptions")
    args = ap.parse_args()
    root = data_dir()
    gsm = [json.loads(x) for x in (root / "gsm8k" / "test.jsonl").open(encoding="utf-8")]
    m500 = [json.loads(x) for x in (root / "math500" / "test.jsonl").open(encoding="utf-8")]
    if args.raw:
        raw = parse_raw(args.raw)
    else:
        old = [json.loads(x) for x in OUT.read_text(encoding="utf-8").splitlines() if x.strip()]
        raw = {
            r["raw_key"]: {
                "C": r["completion"],
                "index": r.get("problem_index"),
                "G": r["gold"],
                "P": r.get("problem"),
            }
            for r in old
        }
    labels = parse_labels()
    assert sorted(k for k, *_ in labels) == sorted(raw), "labels and texts differ"
    counters: dict[str, int] = {}
    records = []
    for key, truth, form, note, cont in labels:
        rec = raw[key]
        stem_off, rid = key.rsplit(":", 1)
        stem, offset = stem_off.split("@", 1)
        repo, path, commit, licence, model, short = SOURCES[stem]
        completion = rec["C"]
        problem = None
        if stem.startswith("lian"):
            checker, task = "gsm8k", "GSM8K"
            idx = rec.get("index")
            if idx is None:
                if "Q" in rec:
                    hits = [i for i, t in enumerate(gsm) if t["question"].endswith(rec["Q"])]
                else:
                    hits = [i for i, t in enumerate(gsm) if t["answer"].endswith(rec["A"])]
                assert len(hits) == 1, key
                idx = hits[0]
            gold = gsm[idx]["answer"].rsplit("####", 1)[1].strip()
            assert gold.replace(",", "") == rec["G"].replace(",", ""), (key, gold, rec["G"])
            assert cont == ("\n\nQ:" in completion), key
            gold_source = "gsm8k/test.jsonl #### (matched by question text)"
        elif stem.startswith("labrem"):
            checker, task = "math", "MATH-500"
            idx = int(rid.split("_")[1])
            gold = m500[idx]["answer"]
            if "Q" in rec:
                assert m500[idx]["problem"].strip() == rec["Q"].strip(), key
            gold_source = f"MATH-500 answer (row {idx}, {m500[idx]['unique_id']})"
        else:
            checker, task = "math", "MATH (leaderboard hard split)"
            gold, problem = rec["G"], rec["P"]
            if problem is None:  # rebuilt from the stored file, which keeps MATH-500 rows by index
                idx = rec["index"]
            else:
                hits = [i for i, t in enumerate(m500) if t["problem"].strip() == problem.strip()]
                idx = hits[0] if hits else None
            if idx is not None:
                assert m500[idx]["answer"] == gold, key
                gold_source = f"report's Ground Truth = MATH-500 answer (row {idx})"
            else:
                gold_source = "report's Ground Truth (MATH test problem not in MATH-500)"
        counters[short] = counters.get(short, 0) + 1
        r = {
            "source": "public_heldout2",
            "id": f"public_heldout2/{short}/{counters[short]}",
            "completion": completion,
            "gold": gold,
            "checker": checker,
            "truth": truth,
            "form": form,
            "note": note,
            "model": model,
            "repo": repo,
            "path": path,
            "commit": commit,
            "licence": licence,
            "task": task,
            "problem_index": idx,
            "gold_source": gold_source,
            "page_offset": offset,
            "raw_key": key,
        }
        if problem is not None and idx is None:
            r["problem"] = problem  # a MATH-500 problem is not copied: ../shared/data has it
        if r["id"] in DECISIONS:
            r["debatable"] = True
            r["decision"], r["decision_reason"] = DECISIONS[r["id"]]
        records.append(r)
    with OUT.open("w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} records to {OUT}")


if __name__ == "__main__":
    main()
