r"""Build public_heldout35.jsonl: a 35th held-out round of REAL model completions (issue 25).

Why: rounds 1-34 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, parsed, reason, metrics, format_reward, answer_reward, the labrem 'Answer:' / 'Is
Correct:' lines, the accuracy headers and the like) were not used to label.

Method (rounds 3-34's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: for the JSON / JSONL files it is
the file's JSON string (decoded once more by the build; janettang000's file escapes non-ASCII as
\uXXXX, so its `r` keeps those escapes: \u00d7, \u00f7, \u2248, \u20ac); for labrem's Markdown
reports it is the report's text between '--- LLM Response ---\n' and '\n--- End LLM Response ---'
written JSON-escaped (newlines as \n, backslashes doubled), decoded the same way. The helper pasted
each record's text as the page shows it into a scratch file (one record a line, JSON-escaped as
the file writes it) and checked that every line decodes. A record is taken only when its whole
completion lies on the pages read; where a completion crosses the edge between two consecutive
pages that were both read it was joined at the edge (msq rec 22 = merged_sanity line 327 across
the pages at 208000/224000; msq rec 67 = line 372 across 240000/256000; msq rec 92 = line 397
across 256000/272000). Records whose opening fields lie on an earlier page and whose completion
lies wholly on the page read were taken as read (the first rollout of the KleistvonLiu pages
k75b rec 0, k76b rec 0, k77b rec 0, k78b rec 0, k79b rec 0, k84b rec 0, k88b rec 0, k89b rec 0;
s2q rec 0 = s1_after_200steps line 151, whose question opens on the page at 128000 read by round
34; jgq rec 0 = sample 131), as were records whose completion lies wholly on the page and only the
record's tail crosses (k76b rec 7, k85b rec 8, k89b rec 9, msq rec 45, s2q rec 16, jgq recs 14,
27, 42, 55 whose metadata crosses). Nothing is shortened. Every completion was compared
(whitespace-normalised) with every completion of rounds 1-34: KleistvonLiu step 84 q1 r3
repeats round 22's k84 r008 word for word and was dropped, and 24 of the 37 why015 seed_42
tail300 records transcribed repeat rounds 31-34 word for word and were dropped (w42 keeps 13);
no two completions kept in this round are equal.

Repositories (371 records; all five are already in the corpus, and every file-and-page read here
is one no earlier round used: `grep -l <path> build_public_heldout*.py` finds the two labrem
best-of-n 0.6 reports in no builder; merged_sanity.jsonl, s1_after_200steps.jsonl,
gsm8k_phi_results.json and seed_42/tail300.jsonl only in earlier builders that took other lines,
samples or pages; page 1 (offset 16000) of KleistvonLiu steps 74-89 was a lead of round 34, read
by no round): yyfblock/grpo-math 145 (39.1 %), KleistvonLiu/assignment5-alignment 136 (36.7 %),
janettang000/eval-infra 69 (18.6 %), why015/qwen-grpo-gsm8k 13 (3.5 %), labrem/neus2026-labre 8
(2.2 %). why015's licence is MIT (its LICENSE, as round 13 read it) and labrem's MIT (its README,
as round 2 read it); no licence file was found for the other three; `licence` per record. The
search for repositories new to the corpus found none with usable committed completions in the
time given (dead ends below).

Split: think_answer 281 (GSM8K 145, MATH 136), long_cot 90 (GSM8K 82, MATH 8); GSM8K 227, MATH
144 (38.8 %). Truths: correct 228, wrong 141, no_answer 2 (GSM8K 139 / 88 / 0, MATH 89 / 53 /
2; think_answer 158 / 123 / 0, long_cot 70 / 18 / 2); 6 debatable (k80b rec 6, k81b recs 8-10,
k83b rec 4, msq rec 54).

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said):
* labrem/neus2026-labre (MATH-500 through Ollama, long_cot; problem id math_NNNNN = MATH-500 line
  NNNNN; taken first, as round 34's lead asked): lb6 =
  results/experiment_gemma2-2b_openmath_best-of-n_0.6_260210_0317.md page 0, problems math_00000,
  00008, 00015, 00021 (00037 crosses); lb9 =
  experiment_gemma2-9b_openmath_best-of-n_0.6_260209_1220.md page 0, the same four problems
  (00037 crosses). At about four records a page (each record repeats the system prompt) the rest
  of the round was taken from denser files. Forms: '**3√13**'
  with no box, a bare '\boxed{3\sqrt{13}}', a placeholder '$\boxed{w =  ...}$', a refusal ('it's
  impossible to form a valid angle'), an unevaluated bold expression.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): page 1 (offset 16000) of
  outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl for steps 74 (q0 r7, q1 r0-4), 75
  (q0 r7, q1 r0-7, q2 r0-2), 76 (q1 r3-7, q2 r0-2), 77 (q0 r7, q1 r0-6), 78 (q1 r1-7), 79 (q1 r0-7,
  q2 r0), 80 (q1 r3-7, q2 r0-1), 81 (q1 r4-7, q2 r0-6), 82 (q1 r0-6), 83 (q0 r5-7, q1 r0-1), 84
  (q1 r2 and r4-7, q2 r0-5; q1 r3 dropped as a repeat), 85 (q1 r0-7, q2 r0), 86 (q1 r1-7), 87 (q1
  r3-7, q2 r0-2), 88 (q1 r1-7, q2 r0-3) and 89 (q0 r7, q1 r0-7, q2 r0); a rollout whose response
  opens on page 0 and the rollout crossing into page 2 were not taken. Forms:
  '<answer>17,576</answer>', '<answer>72π cu in </answer>', '<answer>Twenty-nine.</answer>',
  '<answer> Nineteen </answer>', '<answer>04:51:06</answer>' for '4\!:\!51\!:\!06 \text{ p.m.}',
  '<answer>40√2/73</answer>', '<answer>0.5,-1.5,-3.5</answer>', '<answer> 3,
  \frac{-3 + \sqrt{3}i}{2}, ... </answer>', '<answer>64 + 180 + 3 = 247</answer>', '<answer>
  $\boxed{463}$ </answer>', '<answer> \(\boxed{8}\) </answer>', '<answer>2/1</answer>' for
  '\frac{1}{2}', '(-4, -4)' for '(-4,-4)', '[/think] <answer>...[/answer]' with
  invented 'Human:' turns, a bare '</answer>' with no opening tag, no tags with Python output and
  a final box (eight), no tags with 'The answer is enclosed within the tag provided: 3', a Chinese
  word ('左边') in the working, self-set problems after the answer and cuts at the 1024-token cap.
* yyfblock/grpo-math (think_answer, GSM8K test in order, the question stored; line N = GSM8K test
  question N-1): msq = results/merged_sanity.jsonl lines 305-416 (pages 13-17, offsets 208000,
  224000, 240000, 256000 and 272000; line 304 opens on the page at 192000, read by round 34, and
  was not joined; 327, 372 and 397 joined; 417 crosses into 288000); s2q =
  results/s1_after_200steps.jsonl lines 151-183 (pages at 144000 and 160000; 184 crosses). Forms:
  '<answer>66 2/3</answer>', '<answer>-9200</answer>', '<answer>21.33333333</answer>',
  '<answer>$2.25</answer>', '<answer>€77</answer>', '<answer>350$</answer>', '<answer>160 red
  roses</answer>', sentences and working inside the tag, the tag opened with no '</think>',
  '</think>' then more working before the tag, GSM8K calculator annotations ('$<<25*4=100>>100'),
  an en dash and curly apostrophes in the working, no tags with 'The answer is 31.', the gold
  reached in the working and another value in the tag.
* janettang000/eval-infra (its own harness): jgq = results/gsm8k_phi_results.json
  (microsoft/Phi-3.5-mini-instruct, the first 200 GSM8K test questions in order, long_cot with a
  '#### ' closing; sample N = GSM8K test line N) samples 131-199 (the pages at 144000, 160000,
  176000, 192000 and 208000; the file is now read to its end). Forms: '#### 29.00', '#### 4.00',
  '#### 12.00', '#### 106.12', \u00d7 / \u00f7 / \u2248 / \u20ac escapes in the working.
* why015/qwen-grpo-gsm8k (Qwen/Qwen2.5-0.5B-Instruct + GRPO LoRA, seed 42; long_cot with a Chinese
  '答案：' closing; the file stores no question, only `id` 'gsm8k-train-N' and `expected`): w42 =
  results/seed_42/tail300.jsonl page 1 (offset 16000): line 40 opens on page 0 (round 33: 'line 40
  crosses') and was not joined; line 41 (gsm8k-train-7107, a 1024-token repetition loop
  '36 - 30 = 36 - 32 = ...' with no '答案：') was not transcribed (its loop could not be copied
  reliably by hand; it opens with the same words as two earlier rounds' completions); lines
  42-78 were transcribed and the 24 exact repeats of rounds 31-34 dropped (w42 keeps
  gsm8k-train-7360, 6724, 1948, 470, 4591, 2970, 5189, 1428, 2615, 5235, 5005, 4252, 5577 in file
  order); line 79 crosses. Forms: '答案：59' after '-$9', '$2.' with '答案：2'.

Label conventions (round 34's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer, and so is a response that declines to answer
or ends on a placeholder ('\boxed{w =  ...}'); equal in value but written differently is correct
(a unit word, a '$' / '€' sign before or after, a thousands comma, '1/2' for '\frac{1}{2}',
'(-4, -4)' for '(-4,-4)', '#### 29.00' for 29); another quantity is wrong (the inverse ratio
'2/1', the opposite sign '-15', a list of several values where one is asked); in the tag format
the `<answer>` content is the final answer whatever the think block says, and working inside the
tag counts by its last result (s2q recs 12, 19); with no answer tag the completion is labelled by
its last box or last stated result (k76b rec 6, k78b recs 0-2 and 5-6, k80b rec 4, k83b rec 0,
k86b recs 4 and 6, k87b rec 1, k89b rec 0, msq rec 77); malformed tags ('[/think]', '[/answer]',
a bare '</answer>') do not change which answer counts; invented turns and self-set problems are
labelled by the answer to the question posed (k78b rec 6, k80b rec 4, k83b rec 1); a gold is the
reference even where the question's wording gives another reading. Debatable this round: k80b
rec 6 ('<answer>72π cu in </answer>': the gold's value with a Unicode π and a unit; labelled
correct), k81b recs 8-10 ('Twenty-nine.', 'Twenty-nine', 'Twenty-nine ': the gold as an English
number word; labelled correct; rec 4 of the same step, 'Nineteen', is another value and wrong),
k83b rec 4 ('<answer>04:51:06</answer>' in the HH:MM:SS format the problem asks for, against the
gold '4\!:\!51\!:\!06 \text{ p.m.}'; labelled correct), msq rec 54 (the working ends '$0.20 = 20
cents', another quantity than the gold's $20, but the tag holds '20'; labelled correct by the
tag).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl (why015: train.jsonl) question that
opens with the record's question words, checked equal to the file's own gold (yyfblock's gold,
why015's and janettang000's 'expected'); the yyfblock question words were taken from the question
stored on the line, the why015 ones from train.jsonl line N of the id 'gsm8k-train-N', the
janettang000 ones from test.jsonl at the sample's index, and the build finds the one question
with those words. MATH: the labrem problems are MATH-500 lines 0, 8, 15 and 21 (found by their
opening words; MATH-500's answer equals the report's Ground Truth); the KleistvonLiu problems'
opening words are looked up in MATH-500 and none of the 31 problems read here is there, so the
file's own answer (its MATH test gold, `ground_truth`) as transcribed.

Dead ends this round (searched, nothing usable): find_repos 'grpo' and 'gsm8k' (100 names each;
those not named by any builder were checked with find_files): aidless/gsm8k-self-evolve
(results/rounds/round4/trackC-llama31-8b-heldout40.json opened: per-question parsed values and
pass flags only, no completion texts), hanchihuang/gsm8k_training, comet-ctrl/gsm8k-lora-study,
Mikhail-Galkin/sft-vs-kd-gsm8k and ZHAOoops/minimal-opd-gsm8k (no .jsonl in the index),
Romaanj/dllm_basic_gsm8k_benchmark_test (lm-eval results_*.json summaries only, by name, not
opened), tomzhengy/mHC-gsm8k (code only); find_files 'generations.jsonl', 'samples.jsonl',
'completions.jsonl' (code, chat and HumanEval repositories) and 'results/gsm8k_results.jsonl'
(PrecipiceBlades/cs336-assignment5-alignment, round 4's; its results/gsm8k_test.jsonl, opened,
holds the same Llama-3.1-8B completions as the gsm8k_results.jsonl round 4 took, e.g. '$16' /
'$18, every day'). why015 seed_42 tail300 page 1 is mostly repeats (24 of 37).

Leads for a later round: KleistvonLiu page 1 (offset 16000) of steps 90-111 and page 2 (offset
32000) of steps 74-89 and 112-130 (the first rollout of each page 2 crosses from page 1);
yyfblock merged_sanity from line 417 (offset 288000; 417 opens on the page at 272000, read here;
the file's 346103 characters leave about four pages) and s1_after_200steps from line 184 (offset
176000; 184 opens on the page at 160000, read here; about 19 pages left); labrem gemma2-2b /
gemma2-9b best-of-n 0.6 reports from page 1 (offset 16000; math_00037 opens on page 0, read here)
and the unused best-of-n thresholds (2b 0.0-0.5 and 0.8, 9b 0.0-0.2, 0.4 and 0.7-0.9; seed 42
at temperature 0.6, so compare for repeats); why015 baseline_sft tail300 from line 128 (offset
48000; expect about 40 % repeats). janettang000 gsm8k_phi_results.json is now read to its end.

Usage: python build_public_heldout35.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout35.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout35.jsonl"
SOURCE = "public_heldout35"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-33 took page 0 of "
    "rollout steps 1-130, rounds 33-34 page 1 of steps 112-130; this round page 1 (offset "
    "16000) of steps {}), rollout step {}, on MATH test problems; the record is one line's "
    "response (the text after the prompt's closing 'Assistant: <think>')"
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
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check "
    "of the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges "
    "is not named in the file), evaluated on GSM8K test in order with the repository's "
    "R1-style prompt (rounds 26-34 took lines up to 303, this round lines 305-416 from pages "
    "13-17, offsets 208000-272000); the record is one line's completion (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the "
    "file name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in "
    "order with the repository's R1-style prompt (rounds 26-34 took lines up to 150, this "
    "round {}); the record is one line's completion (the text after the prompt's closing "
    "'Assistant: <think>')"
)

JT, JTC = "janettang000/eval-infra", "da54487547aed5f5c41d6b1dec927d93ff03f90b"
JT_GSM_PROMPT = (
    "system (eval_infra/tasks/gsm8k_task.py GSM8K_SYSTEM_PROMPT at 6b705c6, as round 24 read "
    "it): 'You are a helpful math assistant. Solve the following problem step by step. After "
    "your reasoning, write your final numeric answer on a new line after '#### '. For example: "
    "#### 42'; user: '{question}'"
)
JP_MODEL = (
    "microsoft/Phi-3.5-mini-instruct (the file's 'model' field) under the repository's own "
    "harness (eval_infra), the first 200 GSM8K test questions in order "
    "(results/gsm8k_phi_results.json; earlier rounds took samples up to 130, this round {}; "
    "accuracy by the file's header not used to label); the record is one samples entry's "
    "raw_output (each opens with a space)"
)

WQ, WQC = "why015/qwen-grpo-gsm8k", "21e1ca96a4209bc6b8aa2b4f316275f9fc57ec18"
WQ_LICENCE = "MIT (the repo's LICENSE, as round 13 read it)"
W42_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct with a LoRA (r=8, alpha=16) after the repo's GRPO run "
    "grpo_seed_42 (round 13 read results/runs.csv and configs/grpo_v3_resolved.json for this "
    "run: loss dapo, beta 0.04, 8 generations, lr 5e-6, 1000 steps, temperature 0.8, 256 "
    "completion tokens), on its tail300 split of GSM8K train (results/seed_42/tail300.jsonl; "
    "round 33 took lines 1-39, this round page 1 (offset 16000), lines 42-78 transcribed (line 41 "
    "not), of which the 24 word-for-word repeats of earlier rounds were dropped); the record is "
    "one line's response"
)
WQ_PROMPT = (
    "a Chinese instruction (deep_project/prompts/A.txt at fe21a58, as round 13 read it, "
    "assumed to be the one used): solve the word problem with brief working, check the "
    "arithmetic, last line to start with '答案：' ('Answer:') followed by the number only, no "
    "unit; then the GSM8K train question"
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


def _lb_model(model: str, mode: str, threshold: str) -> str:
    return (
        f"{model} through Ollama (the harness's Ollama URL; max tokens 4096, seed 42) on MATH-500, "
        f"condition openmath, mode {mode}, symbol threshold {threshold} (the file's header; "
        "best-of-n samples at temperature 0.6 up to 5 attempts and the record is the attempt the "
        "file shows, its last); the record is one problem's text between '--- LLM Response ---' "
        "and '--- End LLM Response ---' (no earlier round used this file)"
    )


KL_STEPS = (74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89)


def _kl(step: int) -> tuple:
    steps = ", ".join(str(s) for s in KL_STEPS)
    return (
        f"k{step}p1-qwen25-math-15b-grpo-step{step}",
        KL,
        f"outputs/grpo_full_mathv2/rollout_step_{step:06d}/rollouts.jsonl",
        KLC,
        KL_MODEL.format(steps, step),
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
    **{f"k{s}b": _kl(s) for s in KL_STEPS},
    "lb6": ("lb6-gemma2-2b-openmath-bon-0.6-math500", LB,
            "results/experiment_gemma2-2b_openmath_best-of-n_0.6_260210_0317.md", LB_COMMIT,
            _lb_model("gemma2:2b", "best-of-n", "0.6"), LB_PROMPT, "long_cot", "math",
            "Ground Truth", LB_LICENCE),
    "msq": ("msq-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "w42": ("w42-qwen05b-grpo-seed42-tail300-zh", WQ, "results/seed_42/tail300.jsonl", WQC,
            W42_MODEL, WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "jgq": ("jgq-phi35-mini-instruct-gsm8k", JT, "results/gsm8k_phi_results.json", JTC,
            JP_MODEL.format("samples 131-199 (the file's end)"), JT_GSM_PROMPT, "long_cot", "gsm8k",
            "expected", NO_LICENCE),
    "s2q": ("s2q-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL.format("lines 151-183 from pages 9-10, offsets 144000 and 160000"),
            YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "lb9": ("lb9-gemma2-9b-openmath-bon-0.6-math500", LB,
            "results/experiment_gemma2-9b_openmath_best-of-n_0.6_260209_1220.md", LB_COMMIT,
            _lb_model("gemma2:9b", "best-of-n", "0.6"), LB_PROMPT, "long_cot", "math",
            "Ground Truth", LB_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
lb6:0|no_answer|none|no box and no value: r = 3 found, then theta 'undefined' and 'it's impossible to form a valid angle'; declines to answer
lb6:1|correct|bold|no box; '**3√13**' in the closing sentence for the gold '3\sqrt{13}'
lb6:2|wrong|bold|no box; an unevaluated expression '** w = (2 + √2 - (3 + 3√2)i) + √6*(cos(π/4) + i*sin(π/4))**' (not 6 - 5i) and 'This will be solved with the polar form'
lb6:3|wrong|boxed|'$\boxed{80}$' (gold 13535)
msq:0|wrong|tag|'$24,000' in the working; '<answer>24000</answer>' (gold 3200)
msq:1|wrong|tag|'<answer>100</answer>' (gold 4)
msq:2|correct|tag|
msq:3|wrong|tag|'<answer>4</answer>' (gold 16)
msq:4|correct|tag|
msq:5|wrong|tag|'<answer>11</answer>' (gold 8)
msq:6|wrong|tag|'<answer>1850</answer>' (gold 2050)
msq:7|wrong|tag|'<answer>42</answer>' (gold 91)
msq:8|wrong|tag|'<answer>35</answer>' (gold 32)
msq:9|wrong|tag|'69006 years old'; '<answer>69006</answer>' (gold 120000)
msq:10|correct|tag|
msq:11|wrong|tag|'<answer>6</answer>' (gold 14)
msq:12|wrong|tag|'56kg' in the working; '<answer>56</answer>' (gold 156)
msq:13|correct|tag|
msq:14|wrong|tag|'<answer>120</answer>' (gold 123)
msq:15|correct|tag|
msq:16|wrong|tag|'<answer>18</answer>' (gold 8)
msq:17|wrong|tag|'<answer>3</answer>' (gold 1)
msq:18|wrong|tag|a curly apostrophe ('Jam’s'); '2.916 boxes' then '<answer>3</answer>' (gold 9)
msq:19|wrong|tag|'<answer>1263</answer>' (gold 75)
msq:20|correct|tag|
msq:21|wrong|tag|'$2,800,000' in the working; '<answer>2800000</answer>' (gold 224000)
msq:22|wrong|tag|joined across the pages at offsets 208000 and 224000; '<answer>6</answer>' (gold 14)
msq:23|correct|tag|
msq:24|wrong|tag|'60 minutes' for a time asked in hours; '<answer>60</answer>' (gold 2)
msq:25|correct|tag|
msq:26|wrong|tag|'<answer>54</answer>' (gold 31)
msq:27|wrong|tag|'$-9200' in the working; '<answer>-9200</answer>' (gold 8400)
msq:28|correct|tag|
msq:29|correct|tag|'$3,450 - $3,350 = $100.' in the working; '<answer>100</answer>'
msq:30|wrong|tag|four shares computed and never summed in the working; '<answer>4.75</answer>' (gold 6)
msq:31|correct|tag|
msq:32|wrong|tag|the price of one share; '<answer>9</answer>' (gold 72)
msq:33|correct|tag|
msq:34|wrong|tag|'<answer>10</answer>' (gold 60)
msq:35|correct|tag|
msq:36|correct|tag|garbled working (balls 'fall off stage', 'drops one ball') still ends at the gold; '<answer>4</answer>'
msq:37|wrong|tag|'<answer>210</answer>' (gold 260)
msq:38|correct|tag|
msq:39|correct|tag|'180,000 meters' in the working; '<answer>180000</answer>'
msq:40|correct|tag|
msq:41|correct|tag|
msq:42|correct|tag|
msq:43|correct|tag|
msq:44|wrong|tag|'110% increase'; '<answer>110</answer>' (gold 10)
msq:45|wrong|tag|GSM8K calculator annotations ('$<<25*4=100>>100') in the working; '<answer>16560</answer>' (gold 2640)
msq:46|wrong|tag|a curly apostrophe ('Peyton’s'); '<answer>8.5</answer>' (gold 8)
msq:47|wrong|tag|'<answer>55</answer>' (gold 10)
msq:48|correct|tag|
msq:49|wrong|tag|'<answer>24</answer>' (gold 20)
msq:50|wrong|tag|'$400 - $605 = $200' in the working; '<answer>200</answer>' (gold 45)
msq:51|correct|tag|
msq:52|correct|tag|
msq:53|wrong|tag|'<answer>4</answer>' (gold 2)
msq:54|correct|tag|debatable: the working ends 'she puts $0.20 = 20 cents in her piggy bank' (another quantity than the gold's $20), but the tag holds the gold's number '<answer>20</answer>'; labelled correct by the tag
msq:55|wrong|tag|'<answer>66 2/3</answer>' (a mixed number; gold 4)
msq:56|correct|tag|
msq:57|correct|tag|'18,000 / 900 = 20 days' in the working
msq:58|correct|tag|
msq:59|correct|tag|
msq:60|wrong|tag|'<answer>85</answer>' (gold 49)
msq:61|correct|tag|
msq:62|wrong|tag|'<answer>5</answer>' (gold 9)
msq:63|wrong|tag|'<answer>31</answer>' (gold 19)
msq:64|wrong|tag|'<answer>38</answer>' (gold 18)
msq:65|wrong|tag|'$1,104' in the working; '<answer>1830</answer>' (gold 1198)
msq:66|correct|tag|
k74b:0|correct|tag|'<answer>C</answer>' for the gold '\text{C}' (a stray '$$' before '</think>')
k74b:1|wrong|tag|'<answer>64 + 180 + 3 = 247</answer>' (an equation in the tag; gold 505)
k74b:2|wrong|tag|'\boxed{38 + 146\pi}' in the think block; '<answer>38 + 146</answer>' (gold 505)
k74b:3|wrong|tag|'<answer> 113 </answer>' (gold 505)
k74b:4|wrong|tag|'<answer> $\boxed{463}$ </answer>' (a box inside the tag; gold 505)
k74b:5|wrong|tag|a malformed '[/think]' close; '<answer>203</answer>' (gold 505)
k75b:0|correct|tag|the record opens on page 0, the response wholly on page 1; '<answer>132</answer>' for the gold '\$132'
k75b:1|correct|tag|'<answer>$\frac12$</answer>'
k75b:2|correct|tag|
k75b:3|correct|tag|
k75b:4|correct|tag|
k75b:5|correct|tag|'<answer> $\frac{1}{2}$ </answer>' for the gold '\frac12'
k75b:6|correct|tag|
k75b:7|correct|tag|'\boxed{\frac12}' in the think block and the same value in the tag
k75b:8|correct|tag|
k75b:9|correct|tag|
k75b:10|correct|tag|'<answer>648 tiles </answer>' (a unit word)
k75b:11|correct|tag|'15,552' in the working; '<answer>648</answer>'
k76b:0|wrong|tag|the record opens on page 0, the response wholly on page 1; '<answer>\(\dfrac{\sqrt{6}+\sqrt{2}}{4}\)</answer>' (gold \sqrt3-\sqrt2)
k76b:1|correct|tag|'<answer> \(\sqrt{3} - \sqrt{2}\) </answer>' for the gold '\sqrt3-\sqrt2'
k76b:2|correct|tag|
k76b:3|correct|tag|
k76b:4|correct|tag|
k76b:5|correct|tag|flawed reasoning (a 'perfect square' discriminant, then 'choose k = 1') still ends at the gold; '<answer>1</answer>'
k76b:6|correct|boxed|no think close and no tags; Python with the output 1.0, then '\(\boxed{1}\)'
k76b:7|correct|tag|the response wholly on page 1, only the record's tail crosses
k77b:0|correct|tag|the record opens on page 0, the response wholly on page 1; '\$0.99' and '99 cents' in the working, '<answer>99</answer>'
k77b:1|wrong|tag|'<answer>2/1</answer>' (the inverse ratio; gold \frac{1}{2})
k77b:2|correct|tag|'<answer>1/2</answer>' for the gold '\frac{1}{2}'
k77b:3|correct|tag|'<answer>1/2</answer>' for the gold '\frac{1}{2}'
k77b:4|correct|tag|
k77b:5|correct|tag|'the ratio of F to M is 1:2' in the working; '<answer> 1/2 </answer>'
k77b:6|wrong|tag|'2:1' in the working; '<answer>2/1</answer>' (gold \frac{1}{2})
k77b:7|correct|tag|
k78b:0|wrong|boxed|the record opens on page 0, the response wholly on page 1; no think close and no tags; Python with the output 19.0, then '\(\boxed{19}\)' (gold 11)
k78b:1|wrong|boxed|no think close and no tags; Python with the output 20.0, then 'The energy input is \( \boxed{20} \)' and '\( \boxed{20} \)' (gold 11)
k78b:2|correct|boxed|no think close and no tags; Python with the output 11, then '\(\boxed{11}\)'
k78b:3|wrong|tag|'\boxed{53}' in the think block; '<answer>53</answer>' (gold 11)
k78b:4|wrong|tag|'<answer>19 </answer>' (gold 11)
k78b:5|wrong|boxed|no think close and no tags; Python with the output 53.0, then '\(\boxed{53}\)' (gold 11)
k78b:6|wrong|boxed|no think close and no tags; '\[ \boxed{9} \]' for the question posed, then self-set problems ('\boxed{8}' for a subsets question, 'Grant's number is 51', a continued-fractions explanation) and a cut at the 1024-token cap; labelled by the answer 9 to the question posed (gold 11)
k79b:0|correct|tag|the record opens on page 0, the response wholly on page 1
k79b:1|correct|tag|'<answer>8 </answer>'
k79b:2|correct|tag|
k79b:3|correct|tag|'$\boxed{8}$' in the think block and '<answer>8</answer>'
k79b:4|correct|tag|
k79b:5|correct|tag|
k79b:6|wrong|tag|'<answer>1</answer>' (gold 8)
k79b:7|correct|tag|
k79b:8|wrong|tag|a plan only, no value computed; '<answer> \(\boxed{8}\) </answer>' (a box inside the tag; gold 26)
w42:0|correct|answer_colon|
w42:1|wrong|answer_colon|'答案：60' (gold 146)
w42:2|wrong|answer_colon|'-$9' in the working; '答案：59' (gold 5)
w42:3|wrong|answer_colon|'答案：46' (gold 52)
w42:4|wrong|answer_colon|'答案：36' (gold 14)
w42:5|wrong|answer_colon|'答案：66' (gold 54)
w42:6|wrong|answer_colon|'答案：153' (gold 223)
w42:7|correct|answer_colon|
w42:8|wrong|answer_colon|'$2.' in the working, '答案：2' (gold 1)
w42:9|correct|answer_colon|
w42:10|wrong|answer_colon|'答案：144' (gold 72)
w42:11|correct|answer_colon|'$9' in the working, '答案：9'
w42:12|wrong|answer_colon|'答案：26' (gold 1050)
jgq:0|correct|hash|the raw_output wholly on the page (the sample's opening fields on the page before)
jgq:1|correct|hash|multiplication signs escaped as \u00d7 in the file; '#### 60'
jgq:2|correct|hash|
jgq:3|correct|hash|'Tom pays $720 in a year' then '#### 720'
jgq:4|correct|hash|
jgq:5|correct|hash|
jgq:6|correct|hash|'#### 29.00' for the gold 29
jgq:7|correct|hash|\u00d7 escapes in the working; '#### 105'
jgq:8|correct|hash|
jgq:9|correct|hash|'= 20%' in the working; '#### 20' for a percentage asked
jgq:10|wrong|hash|'#### 560' (gold 400)
jgq:11|correct|hash|
jgq:12|correct|hash|
jgq:13|correct|hash|
jgq:14|correct|hash|the raw_output wholly on the page at 144000 (the sample's metadata crosses)
jgq:15|correct|hash|
jgq:16|correct|hash|
jgq:17|correct|hash|
jgq:18|correct|hash|
jgq:19|correct|hash|
jgq:20|correct|hash|'$5' in the working, '#### 5'
jgq:21|correct|hash|'#### 4.00' for the gold 4
jgq:22|wrong|hash|a \u2248 escape ('10/3 ≈ 3.33 fries') in the working; '#### 35' (gold 48)
jgq:23|correct|hash|
jgq:24|correct|hash|
jgq:25|correct|hash|
jgq:26|wrong|hash|'#### 280' (gold 80)
jgq:27|correct|hash|the raw_output wholly on the page, only the sample's tail crosses
k80b:0|wrong|tag|'$\boxed{676}$' in the think block; '<answer>676</answer>' (gold 17576)
k80b:1|correct|tag|'<answer>17,576</answer>' (a thousands comma)
k80b:2|wrong|tag|'<answer>16250</answer>' (gold 17576)
k80b:3|correct|tag|
k80b:4|correct|boxed|no think close and no tags; Python with the output 17576 and '\(\boxed{17576}\)' for the question posed, then a self-set garden-and-pond problem cut at the 1024-token cap inside a Python output ('12'); labelled by the answer to the question posed
k80b:5|correct|tag|'<answer> $72\pi$ </answer>'
k80b:6|correct|tag|debatable: '<answer>72π cu in </answer>': the gold's value with a Unicode π and a unit ('cu in'); labelled correct
k81b:0|correct|tag|
k81b:1|wrong|tag|'<answer>6</answer>' (gold 8)
k81b:2|correct|tag|
k81b:3|correct|tag|'2^3' in the working; '<answer>8</answer>'
k81b:4|wrong|tag|'<answer> Nineteen </answer>' (a number word; gold 29)
k81b:5|correct|tag|
k81b:6|correct|tag|
k81b:7|correct|tag|wrong reasoning ('nine is the third prime number') still ends at the gold; '<answer>29</answer>'
k81b:8|correct|tag|debatable: '<answer>Twenty-nine.</answer>': the gold as an English number word; labelled correct (equal value in another notation)
k81b:9|correct|tag|debatable: '<answer>Twenty-nine</answer>': the gold as an English number word; labelled correct
k81b:10|correct|tag|debatable: '<answer>Twenty-nine </answer>' after nonsense reasoning: the gold as an English number word; labelled correct
k82b:0|wrong|tag|'= 2' reached in the working, then '2 + 2 = 4'; '<answer>4</answer>' (gold 2)
k82b:1|correct|tag|
k82b:2|wrong|tag|'<answer>12</answer>' (gold 2)
k82b:3|wrong|tag|'$\boxed{4}$' in the think block; '<answer>4</answer>' (gold 2)
k82b:4|wrong|tag|'<answer>4 </answer>' (gold 2)
k82b:5|correct|tag|'\boxed{2}' in the think block and '<answer>2</answer>'
k82b:6|correct|tag|
msq:67|correct|tag|joined across the pages at offsets 240000 and 256000; '<answer>50</answer>'
msq:68|correct|tag|
msq:69|correct|tag|
msq:70|wrong|tag|'1+2=3 kg'; '<answer>30</answer>' (gold 45)
msq:71|correct|tag|
msq:72|correct|tag|
msq:73|wrong|tag|the gold 50 reached in the working ('a total of 14 + 12 + 24 = 50 apples'), then 62; '<answer>62</answer>' (gold 50)
msq:74|wrong|tag|'<answer>5</answer>' (gold 15)
msq:75|correct|tag|
msq:76|wrong|tag|'<answer>4015</answer>' (gold 803)
msq:77|wrong|stated|no think close and no tags; '14 km - 45 km = -31 km' then 'The answer is 31.' (gold 67)
msq:78|correct|tag|
msq:79|wrong|tag|'<answer>8</answer>' (gold 2)
msq:80|wrong|tag|'<answer>21.33333333</answer>' (gold 32)
msq:81|wrong|tag|'<answer>26</answer>' (gold 16)
msq:82|correct|tag|
msq:83|correct|tag|
msq:84|correct|tag|
msq:85|wrong|tag|'18-30=-12 dollars'; '<answer>12</answer>' (gold 6)
msq:86|correct|tag|
msq:87|wrong|tag|'<answer>6</answer>' (gold 15)
msq:88|correct|tag|
msq:89|wrong|tag|'220%' in the working; '<answer>220</answer>' (gold 20)
msq:90|wrong|tag|'<answer>60</answer>' (gold 92)
msq:91|wrong|tag|'<answer>1</answer>' (gold 38)
k83b:0|wrong|boxed|no '</think>' and no opening answer tag; '\(\boxed{\frac{9}{\pi^2} (\sqrt{3} - 1)}\)' then a bare '</answer>' (gold \frac{9}{\pi^2}(\sqrt{3}+3))
k83b:1|wrong|tag|a malformed '[/think] <answer> $\mathrm{(C) \frac{9}{\pi^2}(\sqrt{3}-1) }$ [/answer]' (the choice (C), not the gold's (E)), then invented 'Human:' / 'Assistant:' turns and a cut at the 1024-token cap; labelled by the answer to the question posed (gold \frac{9}{\pi^2}(\sqrt{3}+3))
k83b:2|wrong|tag|'<answer> $\boxed{\frac{9}{\pi^2}(\sqrt{3}-1)} $ </answer>' (gold \frac{9}{\pi^2}(\sqrt{3}+3))
k83b:3|wrong|tag|'<answer>03:22:48</answer>' (gold 4\!:\!51\!:\!06 \text{ p.m.})
k83b:4|correct|tag|debatable: '<answer>04:51:06</answer>' in the 'HH:MM:SS' format the problem asks for (a leading zero, no 'p.m.' as instructed) against the gold '4\!:\!51\!:\!06 \text{ p.m.}'; labelled correct
k84b:0|correct|tag|the record opens on page 0, the response wholly on page 1
k84b:1|correct|tag|
k84b:2|correct|tag|'\frac{\pi}{4}$ radians' in the working; '<answer> $\frac{\pi}{4}$ </answer>'
k84b:3|correct|tag|
k84b:4|correct|tag|
k84b:5|correct|tag|
k84b:6|correct|tag|'<answer> $3$ </answer>'
k84b:7|correct|tag|
k84b:8|wrong|tag|'<answer> $2$ </answer>' (gold 3)
k84b:9|correct|tag|'\boxed{3}' in the think block and '<answer>3</answer>'
k84b:10|wrong|tag|'\boxed{2}' in the think block; '<answer> $2$ </answer>' (gold 3)
s2q:0|wrong|tag|the record opens on the page at 128000 (read by round 34), the completion wholly on this page; a plan only, then '<answer>Tim will win the race. Steve will be waiting at his house for 160 minutes before Tim finishes the race.</answer>' (gold 4)
s2q:1|wrong|tag|'<answer>$2.25</answer>' (gold 5)
s2q:2|correct|tag|'<answer>$4</answer>' (a dollar sign)
s2q:3|wrong|tag|'-16 fries' in the working; '<answer>36</answer>' (gold 48)
s2q:4|wrong|tag|'<answer>112 hours</answer>' (gold 272)
s2q:5|correct|tag|
s2q:6|correct|tag|
s2q:7|wrong|tag|'<answer>6800 yards</answer>' (gold 80)
s2q:8|correct|tag|the sum worked after '</think>' with calculator annotations ('$<<34>>34'); '<answer>$34</answer>'
s2q:9|wrong|tag|'<answer>7</answer>' (gold 15)
s2q:10|correct|tag|'<answer>16 feet</answer>' (a unit word)
s2q:11|correct|tag|
s2q:12|wrong|tag|working inside the tag ('<answer>\nAfter 36 months, the price will be:\n$20 * (2)^3 = $20 * 8 = $160\n</answer>'; gold 92)
s2q:13|wrong|tag|'<answer> $16 </answer>' (gold 50)
s2q:14|wrong|tag|'-$15' and 'lose $15' in the working; '<answer>-15</answer>' (the sign reversed; gold 15)
s2q:15|correct|tag|'<answer>€77</answer>' (a euro sign)
s2q:16|correct|tag|a blank line between '</think>' and '<answer>5</answer>'; the completion wholly on the page, only the record's tail crosses
jgq:28|correct|hash|
jgq:29|correct|hash|
jgq:30|correct|hash|
jgq:31|correct|hash|
jgq:32|correct|hash|
jgq:33|correct|hash|
jgq:34|correct|hash|euro signs escaped as \u20ac in the file; '#### 77'
jgq:35|correct|hash|
jgq:36|correct|hash|
jgq:37|correct|hash|
jgq:38|correct|hash|
jgq:39|correct|hash|
jgq:40|correct|hash|
jgq:41|correct|hash|
jgq:42|correct|hash|'$18,000/year' in the working, '#### 18000'
k85b:0|correct|tag|'<answer>(-4, -4)</answer>' (a space after the comma) for the gold '(-4,-4)'
k85b:1|correct|tag|
k85b:2|wrong|tag|'<answer> (-4,0) </answer>' (gold (-4,-4))
k85b:3|correct|tag|
k85b:4|correct|tag|the cubic set up and 'We solve this using Python.' with no solution shown; '<answer> (-4, -4) </answer>'
k85b:5|wrong|tag|'<answer> (-1, -4) </answer>' (gold (-4,-4))
k85b:6|correct|tag|the cubic set up but not solved in the working; '<answer> (-4, -4) </answer>'
k85b:7|wrong|tag|'<answer>(-2,-2)</answer>' (gold (-4,-4))
k85b:8|wrong|tag|the response wholly on page 1, only the record's tail crosses; '<answer>180</answer>' (gold 376)
jgq:43|correct|hash|
jgq:44|correct|hash|
jgq:45|correct|hash|
jgq:46|correct|hash|
jgq:47|correct|hash|
jgq:48|correct|hash|
jgq:49|correct|hash|
jgq:50|correct|hash|
jgq:51|wrong|hash|the gold 23 reached in the working as Mark's age ('M = 23'), then Jean's age 25; '#### 25' (gold 23)
jgq:52|correct|hash|
jgq:53|correct|hash|'= 25%' in the working; '#### 25' for a percentage asked
jgq:54|correct|hash|
jgq:55|wrong|hash|'R = 8.888...' rounded down; '#### 8' (gold 5)
k86b:0|wrong|tag|'$\boxed{x=0.5}$' in the think block; '<answer> $0.5$ </answer>' (gold 3)
k86b:1|wrong|tag|'<answer>0.5,-1.5,-3.5</answer>' (three values; gold 3)
k86b:2|wrong|tag|the real solution 3 found, then '<answer> 3, \frac{-3 + \sqrt{3}i}{2}, \frac{-3 - \sqrt{3}i}{2} </answer>': the gold with two non-real roots added to a list of real solutions asked (gold 3)
k86b:3|wrong|tag|a Chinese word ('左边') in the working; '\boxed{-\frac{3}{2}}' and '<answer> -3/2 </answer>' (gold 3)
k86b:4|correct|stated|no think close and no tags; '\[x = 3,\]' then 'The answer is enclosed within the tag provided: 3'
k86b:5|wrong|tag|'<answer>1.5</answer>' (gold 3)
k86b:6|correct|boxed|no think close and no tags; Python with the output (216, 216, True), then '\[\n\boxed{3}\n\]'
k87b:0|wrong|tag|'<answer>49</answer>' (gold 24)
k87b:1|correct|boxed|no think close and no tags; 'Answer: 24', Python with the output 24, then '\(\boxed{24}\)'
k87b:2|correct|tag|'\boxed{24}' in the think block and '<answer>24</answer>'
k87b:3|wrong|tag|'<answer>2256</answer>' (gold 24)
k87b:4|wrong|tag|'<answer>49 </answer>' (gold 24)
k87b:5|wrong|tag|'<answer> y = (2x + 1)/(4x) </answer>' (gold \frac{x^2}{4} - 1)
k87b:6|wrong|tag|'<answer>$f(x)=-x/4+3/4$</answer>' (gold \frac{x^2}{4} - 1)
k87b:7|wrong|tag|'<answer> $y = 1 - \sqrt{1-x^2}$ </answer>' (gold \frac{x^2}{4} - 1)
msq:92|correct|tag|joined across the pages at offsets 256000 and 272000; '<answer>3</answer>'
msq:93|wrong|tag|'30 - 50 = -20 days'; '<answer>20</answer>' (gold 25)
msq:94|correct|tag|
msq:95|correct|tag|garbled 'Beth is 7 years older than Beth' still ends at the gold; '<answer>12</answer>'
msq:96|correct|tag|
msq:97|correct|tag|'$14,400' in the working; '<answer>14400</answer>'
msq:98|correct|tag|
msq:99|wrong|tag|'<answer>4500000</answer>' (gold 81)
msq:100|wrong|tag|'<answer>23</answer>' (gold 22)
msq:101|correct|tag|
msq:102|wrong|tag|'<answer>140</answer>' (gold 200)
msq:103|wrong|tag|an en dash ('8,000 – 1,000') in the working; '<answer>7000</answer>' (gold 2000)
msq:104|correct|tag|'40-60=-20 minutes early' in the working; '<answer>20</answer>'
msq:105|wrong|tag|'$31,200' in the working; '<answer>31200</answer>' (gold 168000)
msq:106|correct|tag|
msq:107|wrong|tag|'<answer>1430</answer>' (gold 1110)
msq:108|correct|tag|
msq:109|correct|tag|
msq:110|correct|tag|
msq:111|wrong|tag|the gold 350 reached in the working ('500 - 150 = 350 apples from the average trees'), then 335; '<answer>335</answer>' (gold 350)
lb9:0|correct|boxed|'$\boxed{\left(3, \frac{\pi}{2}\right)}$'
lb9:1|correct|boxed|'**3√13**' in the working and a bare '\boxed{3\sqrt{13}}' outside math delimiters
lb9:2|no_answer|boxed|a plan only and a placeholder box '$\boxed{w =  ...}$' ('Let me know if you'd like me to work through the specific calculations'); no value
lb9:3|wrong|boxed|'$\boxed{4095}$' twice (gold 13535)
jgq:56|wrong|hash|compound interest; '\u2248 $106.12' and '#### 106.12' (gold 106)
jgq:57|correct|hash|
jgq:58|correct|hash|
jgq:59|correct|hash|
jgq:60|correct|hash|a division sign escaped as \u00f7 in the file; '#### 5'
jgq:61|correct|hash|
jgq:62|correct|hash|
jgq:63|correct|hash|
jgq:64|correct|hash|'#### 12.00' for the gold 12
jgq:65|correct|hash|
jgq:66|correct|hash|
jgq:67|correct|hash|
jgq:68|correct|hash|the file's last sample; '#### 7500' (cents)
k88b:0|correct|tag|the record opens on page 0, the response wholly on page 1
k88b:1|correct|tag|'\( \boxed{56} \)' in the think block and '<answer>56</answer>'
k88b:2|correct|tag|
k88b:3|correct|tag|
k88b:4|correct|tag|'<answer>56 </answer>'
k88b:5|correct|tag|the formula set up but not evaluated in the working; '<answer>56 </answer>'
k88b:6|correct|tag|
k88b:7|correct|tag|
k88b:8|correct|tag|
k88b:9|correct|tag|
k88b:10|correct|tag|
k89b:0|correct|boxed|the record opens on page 0, the response wholly on page 1; no think close and no tags; 'The value is \(\boxed{-2}\).'
k89b:1|correct|tag|
k89b:2|wrong|tag|'<answer>40√2/73</answer>' (a Unicode root; gold 28)
k89b:3|correct|tag|
k89b:4|wrong|tag|'<answer> $7 \sqrt{2}$</answer>' (gold 28)
k89b:5|wrong|tag|'<answer> $\sqrt{135}$ </answer>' (gold 28)
k89b:6|wrong|tag|'<answer>14</answer>' (gold 28)
k89b:7|correct|tag|
k89b:8|correct|tag|'28 square units' in the working; '<answer>28</answer>'
k89b:9|wrong|tag|the response wholly on page 1, only the record's tail crosses; '<answer>8</answer>' (gold 1)
s2q:17|correct|tag|
s2q:18|correct|tag|'<answer>$18</answer>' (a dollar sign)
s2q:19|correct|tag|no '</think>'; the working inside the tag ('<answer>\nOn weekdays, ...\nThe total distance Pancho walks in a week is 100 miles + 20 miles = 120 miles.\n</answer>'); its last result is the gold
s2q:20|correct|tag|a sentence in the tag ('The total cost of each uniform is $150.')
s2q:21|wrong|tag|'640 + 540 + 30 = 1190' (an addition slip); '<answer>1190</answer>' (gold 1210)
s2q:22|wrong|tag|'<answer>18.5</answer>' (gold 51)
s2q:23|correct|tag|a blank line between '</think>' and '<answer>18000</answer>'
s2q:24|correct|tag|'<answer>95 minutes</answer>' (a unit word)
s2q:25|wrong|tag|'<answer>$25</answer>' (gold 15)
s2q:26|wrong|tag|'<answer>20</answer>' (gold 100)
s2q:27|correct|tag|'<answer>350$</answer>' (a trailing dollar sign)
s2q:28|wrong|tag|'<answer>112</answer>' (gold 122)
s2q:29|correct|tag|'<answer>$130</answer>'
s2q:30|correct|tag|
s2q:31|correct|tag|'<answer>160 red roses</answer>' (a unit word)
s2q:32|wrong|tag|'<answer>24</answer>' (gold 23)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
