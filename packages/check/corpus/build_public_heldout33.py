r"""Build public_heldout33.jsonl: a 33rd held-out round of REAL model completions (issue 25).

Why: rounds 1-32 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, parsed, reason, metrics, format_reward, answer_reward, the accuracy headers and the
like) were not used to label.

Method (rounds 3-32's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build; janettang000's files escape non-ASCII as \uXXXX, so their `r` keeps those
escapes, the other files store UTF-8 as is). The helper pasted each page's records (the fields
named below, verbatim) into a scratch file and cut `r` out of each line as the file writes it,
checking that it decodes to the same string as the line's parsed field. A record is taken only
when its whole completion lies on the pages read; where a completion crosses the edge between two
consecutive pages that were both read it was joined at the edge (a5s line 437 across the ac_500
pages at offsets 304000 and 320000; jms samples 180, 189 and 198 = MATH-500 lines 180, 189 and 198
across the math_results pages at offsets 317705/333705, 333705/349705 and 349705/365705). Records
whose question opens on the previous page and whose completion lies wholly on the page read were
taken as read (a5s line 373, whose question opens on the ac_500 page at 256000 read here, and line
396, whose question crosses the pages at 272000 and 288000, both read here; k119b q0 r6 and k120b
q1 r2, whose prompt opens on page 0 of the step, which round 32 read), as were records whose
completion lies wholly on the page and only the record's tail crosses (a5s line 416, wt5 line 199
= gsm8k-train-5812, k125 q1 r3). The KleistvonLiu records were transcribed as each line's
`response`, the yyfblock ones as `completion`, the why015 ones as `response`, the janettang000 ones
as each samples entry's `raw_output` (its id and expected kept, predicted, correct and metadata
left out; the MATH problem found by its unique_id, the GSM8K question by the sample's index in
GSM8K test). Nothing is shortened. Every completion was compared (whitespace-normalised) with every
completion of rounds 1-32: 25 of the 39 why015 seed_42/tail300 records on the page read are exact
repeats of earlier rounds and were dropped (w42 keeps 14); one KleistvonLiu rollout (step 125 q1
r1) repeats the rollout before it word for word and was dropped; no other two completions of this
round are equal.

Repositories (336 records; all four are already in the corpus, and every file-and-page read here
is one no earlier round used: `grep -l <path> build_public_heldout*.py` finds
results/seed_42/tail300.jsonl in none; the KleistvonLiu steps 122-130 (the last step stored) in
none (round 32 names steps 111-121 by a format string); results/ac_500.jsonl,
results/math_results.json, results/gsm8k_phi_results.json and results/seed_1234/tail300.jsonl only
in earlier builders that took other lines, samples or pages; pages 1 of steps 119-121 were leads of
rounds 31 and 32, not read by them): yyfblock/grpo-math 106 (31.5 %), why015/qwen-grpo-gsm8k 91
(27.1 %), KleistvonLiu/assignment5-alignment 105 (31.3 %), janettang000/eval-infra 34 (10.1 %).
why015's licence is MIT (its LICENSE, as round 13 read it); no licence file was found for the other
three; `licence` per record. The search for repositories new to the corpus found none with usable
committed completions in the time given (dead ends below).

Split: think_answer 211 (GSM8K 106, MATH 105), long_cot 125 (GSM8K 105, MATH 20); GSM8K 211, MATH
125 (37.2 %). Truths: correct 190, wrong 144, no_answer 2 (GSM8K 118 / 93 / 0, MATH 72 / 51 / 2);
2 debatable (a5s rec 103, k128 rec 1).

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said):
* yyfblock/grpo-math (Qwen2.5-1.5B SFT cold start + GRPO, by the file name the checkpoint at step
  500; think_answer, GSM8K test in order, the question stored; line N = GSM8K test question N-1):
  a5s = results/ac_500.jsonl lines 352-372 (page 16, offset 256000; line 351's record tail opens
  the page, taken by round 32), 373-395 (page 17, offset 272000; line 373's question opens on page
  16), 396-416 (page 18, offset 288000; line 396's question crosses pages 17/18, line 416's record
  tail crosses), 417-436 (page 19, offset 304000) and 437-457 (page 20, offset 320000; line 437
  joined across pages 19/20; line 458 crosses). Forms: '<answer>5.714</answer>',
  '<answer>30/11</answer>', '-$1.50 left', '-59 more beads' and '-2 cards' in the working with
  '<answer>0</answer>', '$57,600', '$11,050', '$400000' and '$240000' in the working, the gold
  reached in the working and another value in the tag, garbled working ending at the gold, a GSM8K
  item whose gold contradicts its own wording (line 455).
* why015/qwen-grpo-gsm8k (Qwen/Qwen2.5-0.5B-Instruct with a LoRA after GRPO, long_cot with a
  Chinese '答案：' closing; the file stores no question, only `id` 'gsm8k-train-N' and
  `expected`): wt5 = results/seed_1234/tail300.jsonl lines 162-199 (page 4, offset 64000; line
  161's tail opens the page, it opens on page 3, which round 32 read and left; not joined; line 199
  = gsm8k-train-5812, only its record tail crosses) and 200-238 (page 5, offset 80000; line 239
  crosses); w42 = results/seed_42/tail300.jsonl lines 1-39 (page 0; line 40 crosses), of which 25
  repeat earlier rounds word for word (the seed_1234 and seed_2026 runs on the same questions) and
  were dropped: w42 keeps lines 5, 8, 11, 13, 14, 16, 17, 22, 23, 24, 29, 31, 35 and 36. Forms:
  '答案：-620', '答案：-26.25', '答案：62.5', '答案：16.8', '3.76 hours' with '答案：376',
  '$3.33' with '答案：333', '9.6 computers' with '答案：9', '$3,600.00' in the working, the gold
  reached in the working and another value after '答案：'.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold: none of the 20 problems is in MATH-500 by
  its opening words): page 0 of
  outputs/grpo_full_mathv2/rollout_step_000NNN/rollouts.jsonl for steps 122 (q0 r0-7, q1 r0-2),
  123 (q0 r0-7, q1 r0), 124 (q0 r0-7, q1 r0-2), 125 (q0 r0-7, q1 r0-3; q1 r1 dropped as an exact
  repeat of q1 r0; q1 r3's record tail crosses), 126 (q0 r0-6), 127 (q0 r0-7, q1 r0-2), 128 (q0
  r0-5), 129 (q0 r0-7, q1 r0-1) and 130 (q0 r0-7, q1 r0); the next rollout crosses the page edge in
  each; step 131 is not stored (the run's rollouts end at step 130). Page 1 (offset 16000) of step
  119 (k119b: q0 r6-7, q1 r0-6), 120 (k120b: q1 r2-6) and 121 (k121b: q1 r0-5); the first record
  of each page 1 opens on page 0 (round 32's); those whose response lies wholly on page 1 were
  taken (k119b q0 r6, k120b q1 r2), step 121's q0 r7 response crosses and was not. Forms: '<answer>
  -16 </answer>', '<answer> $-16$ </answer>', '<answer>57 </answer>', '<answer> $2\sqrt{19}
  $</answer>', '<answer> $2\sqrt{19}$ miles </answer>', '<answer> \[2\sqrt{7}\] </answer>',
  '<answer>$\frac{11}{3}$</answer>' for '\dfrac{11}{3}', '<answer>3/10</answer>', '<answer> $31/9$
  </answer>', '<answer> (2, -10) </answer>', '<answer> \((0, 0)\) </answer>', an HTML
  '<details><summary>' block in the tag, boxes inside think blocks, an unclosed '$' before
  '</think>', a tag contradicting the think block's last sentence (69 stated, 67 in the tag), no
  tags with a box after Python output, 'Answer: 215' then '</think>', a stated pair after
  '</think>' with no tag, two responses cut at the 1024-token cap inside code.
* janettang000/eval-infra (its own harness, eval_infra): jms = results/math_results.json
  (Qwen/Qwen2.5-7B-Instruct, the first 200 MATH-500 problems in order, long_cot; sample N =
  MATH-500 line N) samples 180-188 (the page at offset 333705; 180 joined with the page at 317705,
  which round 32 read), 189-197 (offset 349705; 189 joined) and 198-199 (offset 365705, the
  file's last page; 198 joined): the file read to its end; jgq = results/gsm8k_phi_results.json
  (microsoft/Phi-3.5-mini-instruct, the first 200 GSM8K test questions in order, long_cot with a
  '#### ' closing; sample N = GSM8K test line N) samples 101-114 (the page at offset 112000; sample
  100's tail opens the page, taken by an earlier round; 115 crosses). Forms: '\boxed{10080}' for the
  gold '10,\!080', '\boxed{[3, \infty)}' for '(2,\infty)', '\boxed{\frac{1}{8 \cdot 2^{3/4}}}', a
  degenerate repetition ('h^2 = -2700' four times) before '\boxed{60}', '#### 28.00' for 28, \u00d7
  and \u00f7 escapes in the working.

Label conventions (round 32's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer; equal in value but written differently is
correct (a unit word, a '$' sign or a thousands comma, '$2\sqrt{19}$ miles', '3/10' for
'\frac{3}{10}', '\frac{11}{3}' for '\dfrac{11}{3}', '(0, 0)' for '(0,0)', '10080' for
'10,\!080', '28.00' for 28); another quantity is wrong; in the tag format the `<answer>` content is
the final answer whatever the think block says (k119b rec 1: 69 stated, 67 in the tag, labelled
by 67, wrong either way); with no answer tag the completion is labelled by its last stated result
or last box (k124 rec 4, k125 rec 9, k121b recs 0 and 1, k128 rec 5); a malformed think close or a
missing '</think>' does not change which answer counts; a GSM8K gold is the reference even where
the question's wording gives another value (a5s rec 103, marked debatable). Debatable this round:
a5s rec 103 (line 455: 'Marin and his neighbor Nancy each eat 4 apples a day' gives 240, the GSM8K
gold is 150 (4 + 1 a day); 240 labelled wrong against the gold), k128 rec 1 (no_answer: a
candidate (5, 25) stated, then Python, the model's own check failing and a cut at the 1024-token
cap; wrong either way).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl (why015: train.jsonl) question that
opens with the record's question words, checked equal to the file's own gold (yyfblock's gold,
why015's and janettang000's 'expected'); the yyfblock question words were taken from the
question stored on the line (checked against gsm8k/test.jsonl at the line's index), the why015
ones from train.jsonl line N of the id 'gsm8k-train-N', the janettang000 GSM8K ones from
test.jsonl at the sample's index, and the build finds the one question with those words. MATH:
janettang000's problems are MATH-500 lines (found by the unique_id the file stores; the problem's
opening words are MATH-500's), and MATH-500's `answer` is checked equal to the file's 'expected';
none of the 20 KleistvonLiu problems read here is in MATH-500 by its opening words, so the
file's own answer (its MATH test gold, `ground_truth`) as transcribed.

Dead ends this round (searched, nothing usable): find_files 'outputs/samples.jsonl' (three
course-project repositories, not opened: michaelbimo/Milestone-4-Model-Pipeline-Implementation,
qiuboboo/agent-pipeline, vinay-nagarajan/IE7374_Project_Group-18); find_string
'</think>\n<answer>18</answer>' (none), '<answer>72</answer>' (docs, tests and fixtures only),
'"response": "<think>\nOkay, so I need to' (one reward-function test stub), 'Janet’s ducks lay 16
eggs per day' (a markdown dump of GSM8K prompts whose responses are cut after ~100 tokens with no
answer, repeated per config; per-question tables without completions); find_repos 'tinyzero'
(TinyZero forks: countdown, not math, not opened) and 'rlvr' (the candidates heyalexchoi, zhanfang,
halflearned, Null-Phnix, sudsho, madhu24raj are already named by round 31's builder;
heyalexchoi/qwen3-1.7B-MATH-RLVR holds only RUNS.jsonl; zhanfang/math-rlvr no .jsonl); KleistvonLiu
step 131 (not stored); find_files 'generations.jsonl' (Flowers-of-Romance/mrprompt-repro: Chinese
role-play lines, no math; INTISARI-AI/intisari-chat-v5,
KingKushu/ai-email-suggested-response-system, morganb180/diorama and nune-tadevosyan/NeMo judged by
name), 'outputs/completions.jsonl', 'results/gsm8k_predictions.jsonl' and
'eval/math500_generations.jsonl' (none); find_string does not reach the committed .jsonl data files
(three exact substrings of this round's KleistvonLiu and why015 records found nothing). why015
seed_42/tail300: 25 of its first 39 records are word for word earlier rounds' (expect the same for
seed_2026 and baseline runs on these questions).

Leads for a later round: yyfblock ac_500 from line 458 (offset 336000; line 458 opens on the
page at 320000, read here), merged_sanity from line 255 (offset 176000) and s1_after_200steps from
line 135 (offset 128000); janettang000 gsm8k_phi_results from sample 115 (offset 128000; 115 opens
on the page at 112000, read here); why015 seed_1234/tail300 from line 239 (offset 96000; 239 opens
on the page at 80000, read here), seed_42/tail300 from line 40 (offset 16000; expect repeats),
baseline_sft tail300 from line 42 (offset 16000); KleistvonLiu page 1 (offset 16000) of steps 74-118
and 122-130, and page 2 (offset 32000) of steps 119-121; older leads not taken: shauryajeloka
rlvr-verifier-v2-l40s from line 34, codearky/cross-policy-with-trl eval_outputs.jsonl from page 3,
labrem gemma2-2b best-of-n from math_00111. math_results.json is now read to its end.

Usage: python build_public_heldout33.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout33.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout33.jsonl"
SOURCE = "public_heldout33"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-32 took page 0 of "
    "rollout steps 1-121; this round {}), rollout step {}, on MATH test problems; the record is "
    "one line's response (the text after the prompt's closing 'Assistant: <think>')"
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
    "(results/ac_500.jsonl; rounds 26-32 took lines up to 351, this round lines 352-457 from "
    "pages 16-20); the record is one line's completion (the text after the prompt's closing "
    "'Assistant: <think>')"
)

JT, JTC = "janettang000/eval-infra", "da54487547aed5f5c41d6b1dec927d93ff03f90b"
JT_MATH_PROMPT = (
    "system (eval_infra/tasks/math_task.py MATH_SYSTEM_PROMPT at 53a88ce, as round 24 read it): "
    "'You are a helpful math assistant. Solve the following problem step by step. Show your work "
    "clearly, then put your final answer inside \\\\boxed{}.'; user: '{problem}' (MATH-500 in its "
    "own order)"
)
JT_GSM_PROMPT = (
    "system (eval_infra/tasks/gsm8k_task.py GSM8K_SYSTEM_PROMPT at 6b705c6, as round 24 read "
    "it): 'You are a helpful math assistant. Solve the following problem step by step. After "
    "your reasoning, write your final numeric answer on a new line after '#### '. For example: "
    "#### 42'; user: '{question}'"
)
JM_MODEL = (
    "Qwen/Qwen2.5-7B-Instruct (the file's 'model' field) under the repository's own harness "
    "(eval_infra), the first 200 MATH-500 problems in order (results/math_results.json; rounds "
    "24 and 28-32 took samples up to 179, this round 180-199; accuracy by the file's header not "
    "used to label); the record is one samples entry's raw_output"
)
JP_MODEL = (
    "microsoft/Phi-3.5-mini-instruct (the file's 'model' field) under the repository's own "
    "harness (eval_infra), the first 200 GSM8K test questions in order "
    "(results/gsm8k_phi_results.json; earlier rounds took samples up to 100, this round 101-114; "
    "accuracy by the file's header not used to label); the record is one samples entry's "
    "raw_output (each opens with a space)"
)

WQ, WQC = "why015/qwen-grpo-gsm8k", "21e1ca96a4209bc6b8aa2b4f316275f9fc57ec18"
WQ_LICENCE = "MIT (the repo's LICENSE, as round 13 read it)"
WQ_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct with a LoRA (r=8, alpha=16) after the repo's GRPO run "
    "grpo_seed_{} (round 13 read results/runs.csv and configs/grpo_v3_resolved.json for "
    "grpo_seed_42: loss dapo, beta 0.04, 8 generations, lr 5e-6, 1000 steps, temperature 0.8, 256 "
    "completion tokens; by the folder's name results/seed_{}), on its tail300 split of GSM8K "
    "train (by the file's name; {}); the record is one line's response"
)
WQ_PROMPT = (
    "a Chinese instruction (deep_project/prompts/A.txt at fe21a58, as round 13 read it, "
    "assumed to be the one used): solve the word problem with brief working, check the "
    "arithmetic, last line to start with '答案：' ('Answer:') followed by the number only, no "
    "unit; then the GSM8K train question"
)


def _kl(step: int, short: str, note: str) -> tuple:
    return (
        f"{short}-qwen25-math-15b-grpo-step{step}",
        KL,
        f"outputs/grpo_full_mathv2/rollout_step_{step:06d}/rollouts.jsonl",
        KLC,
        KL_MODEL.format(note, step),
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
    **{f"k{s}": _kl(s, f"k{s}", "page 0 of steps 122-130") for s in range(122, 131)},
    **{f"k{s}b": _kl(s, f"k{s}p1", "page 1 (offset 16000) of steps 119-121")
       for s in range(119, 122)},
    "a5s": ("a5s-qwen25-15b-sft-grpo-ac500-gsm8k", YB, "results/ac_500.jsonl", YB_COMMIT,
            A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "wt5": ("wt5-qwen05b-grpo-seed1234-tail300-zh", WQ, "results/seed_1234/tail300.jsonl", WQC,
            WQ_MODEL.format(1234, 1234, "rounds 31-32 took lines 1-160, this round lines "
                            "162-238"), WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "w42": ("w42-qwen05b-grpo-seed42-tail300-zh", WQ, "results/seed_42/tail300.jsonl", WQC,
            WQ_MODEL.format(42, 42, "no earlier round read this file; this round lines 1-39, of "
                            "which the 25 word-for-word repeats of earlier rounds were dropped"),
            WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "jms": ("jms-qwen25-7b-instruct-math500", JT, "results/math_results.json", JTC, JM_MODEL,
            JT_MATH_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
    "jgq": ("jgq-phi35-mini-instruct-gsm8k", JT, "results/gsm8k_phi_results.json", JTC, JP_MODEL,
            JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
a5s:0|correct|tag|
a5s:1|wrong|tag|'<answer>25</answer>' (gold 21)
a5s:2|wrong|tag|'<answer>125</answer>' (gold 20)
a5s:3|correct|tag|
a5s:4|correct|tag|
a5s:5|correct|tag|
a5s:6|wrong|tag|'<answer>4</answer>' (gold 2)
a5s:7|correct|tag|
a5s:8|wrong|tag|'<answer>80</answer>' (gold 4)
a5s:9|wrong|tag|'<answer>5</answer>' (gold 25)
a5s:10|wrong|tag|'<answer>27</answer>' (gold 20)
a5s:11|correct|tag|
a5s:12|wrong|tag|'<answer>5.714</answer>' (gold 6)
a5s:13|correct|tag|
a5s:14|correct|tag|
a5s:15|correct|tag|
a5s:16|wrong|tag|'<answer>22</answer>' (gold 19)
a5s:17|wrong|tag|'<answer>10</answer>' (gold 18)
a5s:18|correct|tag|
a5s:19|correct|tag|
a5s:20|correct|tag|
a5s:21|correct|tag|the question opens on the page at offset 256000, the completion wholly on the next
a5s:22|correct|tag|'$400000', '$160000' and '$240000' in the working; '<answer>240000</answer>'
a5s:23|correct|tag|
a5s:24|correct|tag|
a5s:25|correct|tag|
a5s:26|correct|tag|
a5s:27|correct|tag|
a5s:28|correct|tag|
a5s:29|wrong|tag|'<answer>603</answer>' (gold 803)
a5s:30|correct|tag|
a5s:31|correct|tag|
a5s:32|wrong|tag|'<answer>18</answer>' (gold 2)
a5s:33|correct|tag|
a5s:34|wrong|tag|'<answer>29</answer>' (gold 16)
a5s:35|wrong|tag|'<answer>82</answer>' (gold 80)
a5s:36|correct|tag|
a5s:37|correct|tag|
a5s:38|wrong|tag|'<answer>24</answer>' (gold 6)
a5s:39|correct|tag|
a5s:40|wrong|tag|'<answer>30/11</answer>' (gold 15)
a5s:41|wrong|tag|'<answer>36</answer>' (gold 34)
a5s:42|correct|tag|
a5s:43|wrong|tag|'<answer>60</answer>' (gold 92)
a5s:44|wrong|tag|the question joined across the pages at offsets 272000 and 288000; '-2 cards' then 'Erica now has 0 cards'; '<answer>0</answer>' (gold 38)
a5s:45|correct|tag|
a5s:46|correct|tag|
a5s:47|wrong|tag|'<answer>174</answer>' (gold 168)
a5s:48|wrong|tag|'<answer>2</answer>' (gold 12)
a5s:49|correct|tag|
a5s:50|wrong|tag|'$57,600' in the working; '<answer>57600</answer>' (gold 14400)
a5s:51|correct|tag|
a5s:52|correct|tag|
a5s:53|correct|tag|
a5s:54|wrong|tag|'<answer>400</answer>' (gold 50)
a5s:55|wrong|tag|'<answer>140</answer>' (gold 200)
a5s:56|wrong|tag|'<answer>2500</answer>' (gold 2000)
a5s:57|correct|tag|the last sentence calls the 20 minutes time 'to read the book'; '<answer>20</answer>'
a5s:58|wrong|tag|'<answer>10800</answer>' (gold 168000)
a5s:59|wrong|tag|'-$1.50 left' in the working, '<answer>0</answer>' (gold 3)
a5s:60|wrong|tag|'<answer>1310</answer>' (gold 1110)
a5s:61|correct|tag|
a5s:62|wrong|tag|'<answer>2500</answer>' (gold 25)
a5s:63|correct|tag|
a5s:64|wrong|tag|the completion wholly on the page at offset 288000, only the record's tail crosses; '<answer>105</answer>' (gold 350)
a5s:65|correct|tag|
a5s:66|correct|tag|
a5s:67|correct|tag|
a5s:68|correct|tag|
a5s:69|correct|tag|
a5s:70|correct|tag|
a5s:71|wrong|tag|'<answer>128</answer>' (gold 284)
a5s:72|wrong|tag|'<answer>18</answer>' (gold 8)
a5s:73|correct|tag|
a5s:74|wrong|tag|'<answer>240</answer>' (gold 150)
a5s:75|wrong|tag|'<answer>7</answer>' (gold 11)
a5s:76|wrong|tag|'<answer>100</answer>' (gold 150)
a5s:77|wrong|tag|'<answer>4</answer>' (gold 26)
a5s:78|correct|tag|
a5s:79|correct|tag|
a5s:80|correct|tag|
a5s:81|correct|tag|
a5s:82|wrong|tag|'<answer>9</answer>' (gold 6)
a5s:83|correct|tag|
a5s:84|correct|tag|
a5s:85|correct|tag|joined across the pages at offsets 304000 and 320000; '<answer>15</answer>'
a5s:86|correct|tag|
a5s:87|correct|tag|
a5s:88|wrong|tag|'<answer>11</answer>' (gold 17)
a5s:89|correct|tag|
a5s:90|wrong|tag|'-59 more beads' in the working, '<answer>0</answer>' (gold 80)
a5s:91|correct|tag|
a5s:92|wrong|tag|'<answer>75</answer>' (gold 59)
a5s:93|correct|tag|
a5s:94|correct|tag|
a5s:95|correct|tag|
a5s:96|correct|tag|
a5s:97|correct|tag|garbled working ('$576 - $340 = $236', '$775 - $236') still ends at the gold; '<answer>539</answer>'
a5s:98|correct|tag|
a5s:99|wrong|tag|'<answer>3</answer>' (gold 4)
a5s:100|correct|tag|'$11,050' in the working; '<answer>11050</answer>'
a5s:101|correct|tag|
a5s:102|wrong|tag|the gold 6400 in the working's first line, then 8800; '<answer>8800</answer>' (gold 6400)
a5s:103|wrong|tag|debatable: 'each eat 4 apples a day ... 30 days' gives 240 as the question is written, but the GSM8K gold reads it as 4 + 1 apples a day (150); '<answer>240</answer>' labelled wrong against the gold
a5s:104|correct|tag|
a5s:105|correct|tag|
wt5:0|wrong|answer_colon|'答案：62.5' (gold 800)
wt5:1|correct|answer_colon|
wt5:2|correct|answer_colon|
wt5:3|wrong|answer_colon|'答案：0.4' (gold 2)
wt5:4|wrong|answer_colon|'9.6 computers' in the working, '答案：9' (gold 8)
wt5:5|correct|answer_colon|
wt5:6|correct|answer_colon|
wt5:7|wrong|answer_colon|'答案：160' (gold 185)
wt5:8|correct|answer_colon|a curly apostrophe ('don’t') in the working
wt5:9|wrong|answer_colon|'答案：10' (gold 5)
wt5:10|wrong|answer_colon|'答案：12500' (gold 50000)
wt5:11|correct|answer_colon|
wt5:12|correct|answer_colon|
wt5:13|wrong|answer_colon|'答案：37' (gold 27)
wt5:14|wrong|answer_colon|'答案：100' (gold 120)
wt5:15|wrong|answer_colon|'3.76 hours' in the working, '答案：376' (gold 6)
wt5:16|wrong|answer_colon|'答案：90' (gold 11)
wt5:17|wrong|answer_colon|'答案：12' (gold 14)
wt5:18|wrong|answer_colon|'答案：270' (gold 250)
wt5:19|wrong|answer_colon|'答案：180' (gold 20)
wt5:20|correct|answer_colon|
wt5:21|wrong|answer_colon|'答案：27' (gold 59)
wt5:22|correct|answer_colon|
wt5:23|correct|answer_colon|
wt5:24|wrong|answer_colon|'答案：122' (gold 14)
wt5:25|correct|answer_colon|
wt5:26|wrong|answer_colon|'答案：13' (gold 73)
wt5:27|correct|answer_colon|
wt5:28|wrong|answer_colon|Gabriel's 10 (the gold) stated in the working, then Celine's 20; '答案：20' (gold 10)
wt5:29|correct|answer_colon|
wt5:30|correct|answer_colon|
wt5:31|wrong|answer_colon|'答案：16.8' (gold 14)
wt5:32|correct|answer_colon|
wt5:33|correct|answer_colon|
wt5:34|correct|answer_colon|
wt5:35|wrong|answer_colon|'答案：2320' (gold 35200)
wt5:36|wrong|answer_colon|'答案：-26.25' (gold 20)
wt5:37|wrong|answer_colon|the response wholly on the page at offset 64000, only the record's tail crosses; '答案：1' (gold 4)
wt5:38|correct|answer_colon|
wt5:39|correct|answer_colon|'$3,600.00' and '$150 an hour' in the working; '答案：150'
wt5:40|correct|answer_colon|garbled working (Anika 30 -> 45, Maddie 40, 85 + 15 = 100) still ends at the gold; '答案：50'
wt5:41|wrong|answer_colon|'$3.33' in the working, '答案：333' (gold 2)
wt5:42|wrong|answer_colon|'答案：5.5' (gold 4)
wt5:43|correct|answer_colon|
wt5:44|correct|answer_colon|
wt5:45|correct|answer_colon|
wt5:46|wrong|answer_colon|'答案：30' (gold 6)
wt5:47|correct|answer_colon|
wt5:48|correct|answer_colon|
wt5:49|wrong|answer_colon|'答案：15' (gold 3)
wt5:50|correct|answer_colon|
wt5:51|correct|answer_colon|
wt5:52|correct|answer_colon|
wt5:53|correct|answer_colon|
wt5:54|correct|answer_colon|
wt5:55|wrong|answer_colon|'答案：-620' (gold 20)
wt5:56|wrong|answer_colon|'答案：60' (gold 300)
wt5:57|wrong|answer_colon|'答案：10' (gold 23)
wt5:58|wrong|answer_colon|'11.67 hours per day' in the working, '答案：11' (gold 5)
wt5:59|correct|answer_colon|
wt5:60|wrong|answer_colon|'答案：26' (gold 16)
wt5:61|correct|answer_colon|
wt5:62|wrong|answer_colon|'答案：10' (gold 40)
wt5:63|wrong|answer_colon|the gold 300 reached in the working ('gave away 300'), then 330; '答案：330' (gold 300)
wt5:64|wrong|answer_colon|'答案：5400' (gold 840)
wt5:65|correct|answer_colon|
wt5:66|wrong|answer_colon|'答案：3' (gold 5)
wt5:67|correct|answer_colon|
wt5:68|correct|answer_colon|
wt5:69|wrong|answer_colon|'答案：148' (gold 28)
wt5:70|wrong|answer_colon|'答案：250' (gold 200)
wt5:71|wrong|answer_colon|'答案：330' (gold 9)
wt5:72|wrong|answer_colon|'6.67 flowers per day' in the working, '答案：6' (gold 20)
wt5:73|wrong|answer_colon|'答案：1100' (gold 2200)
wt5:74|correct|answer_colon|
wt5:75|correct|answer_colon|
wt5:76|correct|answer_colon|
w42:0|wrong|answer_colon|'答案：64' (gold 6)
w42:1|wrong|answer_colon|'答案：14188' (gold 12834)
w42:2|wrong|answer_colon|'答案：27' (gold 18)
w42:3|correct|answer_colon|
w42:4|wrong|answer_colon|10 (the gold) as the first cut's count in the working, then 13; '答案：13' (gold 10)
w42:5|wrong|answer_colon|'答案：100' (gold 25)
w42:6|wrong|answer_colon|'答案：7' (gold 6)
w42:7|correct|answer_colon|
w42:8|correct|answer_colon|
w42:9|wrong|answer_colon|'答案：26660' (gold 100)
w42:10|wrong|answer_colon|'答案：52' (gold 26)
w42:11|wrong|answer_colon|'答案：1616' (gold 240)
w42:12|wrong|answer_colon|'b=11' then '答案：11' (gold 10)
w42:13|wrong|answer_colon|'答案：18' (gold 11)
jgq:0|correct|hash|a division sign escaped as \u00f7 in the file; '#### 6'
jgq:1|wrong|hash|'#### 19' (gold 26)
jgq:2|correct|hash|
jgq:3|correct|hash|
jgq:4|correct|hash|
jgq:5|correct|hash|
jgq:6|correct|hash|
jgq:7|correct|hash|
jgq:8|correct|hash|'#### 28.00' for the gold 28
jgq:9|correct|hash|
jgq:10|correct|hash|
jgq:11|correct|hash|
jgq:12|correct|hash|
jgq:13|correct|hash|
jms:0|wrong|boxed|joined across the pages at offsets 317705 and 333705; '\boxed{1}' (gold 3)
jms:1|correct|boxed|
jms:2|correct|boxed|
jms:3|correct|boxed|
jms:4|wrong|boxed|'\boxed{[3, \infty)}' (gold (2,\infty))
jms:5|correct|boxed|
jms:6|correct|boxed|
jms:7|correct|boxed|
jms:8|correct|boxed|
jms:9|wrong|boxed|joined across the pages at offsets 333705 and 349705; 'h^2 = -2700' repeated four times; '\boxed{60}' (gold 160)
jms:10|correct|boxed|
jms:11|correct|boxed|
jms:12|correct|boxed|
jms:13|correct|boxed|
jms:14|wrong|boxed|'\boxed{\frac{1}{8 \cdot 2^{3/4}}}' (gold \frac{1}{4})
jms:15|correct|boxed|
jms:16|correct|boxed|
jms:17|correct|boxed|
jms:18|correct|boxed|joined across the pages at offsets 349705 and 365705; '\boxed{10080}' for the gold '10,\!080'
jms:19|correct|boxed|
k119b:0|wrong|tag|the record opens on page 0 (read by round 32), the response wholly on page 1; '<answer>67</answer>' (gold 76)
k119b:1|wrong|tag|the think block ends '... is 69', the tag holds 67; '<answer> 67 </answer>' (gold 76)
k119b:2|correct|tag|
k119b:3|correct|tag|
k119b:4|wrong|tag|'<answer> 676 </answer>' (gold 630)
k119b:5|correct|tag|
k119b:6|correct|tag|the think block stops at 'we'll check each integer'; '<answer>630</answer>'
k119b:7|wrong|tag|'<answer>686</answer>' (gold 630)
k119b:8|correct|tag|'<answer>630 </answer>'
k120b:0|wrong|tag|the record opens on page 0 (read by round 32), the response wholly on page 1; '<answer>900</answer>' (gold 240)
k120b:1|wrong|tag|'<answer>4480</answer>' (gold 240)
k120b:2|wrong|tag|'$\boxed{9216}$' in the think block and '<answer>9216</answer>' (gold 240)
k120b:3|wrong|tag|the tag holds an HTML '<details><summary>' block ending '\boxed{960}'; 960 (gold 240)
k120b:4|wrong|tag|'<answer>112</answer>' (gold 240)
k121b:0|wrong|answer_colon|no tags: 'Answer: 215' then '</think>'; labelled by the stated answer (gold 181)
k121b:1|correct|boxed|no tags; Python with the output 181, then '\(\boxed{181}\)'
k121b:2|no_answer|truncated|no tags; two Python blocks (a TypeError and a None output) and a cut at the 1024-token cap ('Let's update the code'); no candidate stated
k121b:3|wrong|tag|'$\boxed{13}$' in the think block and '<answer> 13 </answer>' (gold 181)
k121b:4|wrong|tag|'<answer>13</answer>' (gold 181)
k121b:5|wrong|tag|'<answer> 120 </answer>' (gold 181)
k122:0|correct|tag|
k122:1|correct|tag|'<answer>101 </answer>'
k122:2|correct|tag|
k122:3|correct|tag|garbled '201/2 + 1 = 100.5 + 1 = 101' in the working; '<answer>101</answer>'
k122:4|correct|tag|
k122:5|correct|tag|
k122:6|correct|tag|
k122:7|correct|tag|
k122:8|wrong|tag|'<answer>57.75</answer>' (gold 56)
k122:9|wrong|tag|'<answer>61.25</answer>' (gold 56)
k122:10|wrong|tag|98 listed, 56.92 rounded; '<answer>57</answer>' (gold 56)
k123:0|wrong|tag|891 and 704 in the working, '$\boxed{980}$' in the think block and '<answer>980</answer>' (gold 396)
k123:1|wrong|tag|'<answer>891</answer>' (gold 396)
k123:2|wrong|tag|'<answer>891</answer>' (gold 396)
k123:3|wrong|tag|'<answer>891</answer>' (gold 396)
k123:4|wrong|tag|'<answer>891</answer>' (gold 396)
k123:5|wrong|tag|'<answer>891</answer>' (gold 396)
k123:6|wrong|tag|'<answer>891</answer>' (gold 396)
k123:7|wrong|tag|'$\boxed{891}$' in the think block and '<answer>891</answer>' (gold 396)
k123:8|correct|tag|'<answer>$\frac{11}{3}$</answer>' for the gold '\dfrac{11}{3}'
k124:0|correct|tag|an unclosed '$' before '</think>' ('$-16.</think>'); '<answer> -16 </answer>'
k124:1|correct|tag|
k124:2|correct|tag|'<answer> $-16$ </answer>'
k124:3|correct|tag|
k124:4|correct|boxed|no tags; a substitution check, then '\(\boxed{-16}\)'
k124:5|correct|tag|
k124:6|correct|tag|
k124:7|correct|tag|
k124:8|wrong|tag|'<answer>28</answer>' (gold 0)
k124:9|wrong|tag|'<answer>28</answer>' (gold 0)
k124:10|wrong|tag|28 halved for double counting; '<answer>21</answer>' (gold 0)
k125:0|wrong|tag|'<answer>56</answer>' (gold 57)
k125:1|wrong|tag|'<answer>56</answer>' (gold 57)
k125:2|correct|tag|'<answer>57 </answer>'
k125:3|correct|tag|division signs (÷) in the working; '<answer>57</answer>'
k125:4|correct|tag|the method only, no count in the think block; '<answer>57</answer>'
k125:5|correct|tag|
k125:6|correct|tag|
k125:7|correct|tag|
k125:8|correct|tag|
k125:9|correct|boxed|no tags; '\(\boxed{60}\)'
k125:10|correct|tag|the response wholly on page 0, only the record's tail crosses
k126:0|correct|tag|'<answer> $2\sqrt{19} $</answer>'
k126:1|correct|tag|
k126:2|wrong|tag|'<answer> \[2\sqrt{7}\] </answer>' (gold 2\sqrt{19})
k126:3|correct|tag|'<answer> $2\sqrt{19}$ miles </answer>' (a unit word)
k126:4|correct|tag|8 and \sqrt{43} reached and dropped in the working; '<answer> $2\sqrt{19}$ miles </answer>'
k126:5|correct|tag|
k126:6|correct|tag|
k127:0|correct|tag|
k127:1|correct|tag|
k127:2|correct|tag|
k127:3|wrong|tag|'<answer> $31/9$ </answer>' (gold \frac{34}{9})
k127:4|correct|tag|'<answer>$\frac{34}{9}$</answer>'
k127:5|wrong|tag|'<answer> $\frac{74}{9}$ </answer>' (gold \frac{34}{9})
k127:6|correct|tag|
k127:7|wrong|tag|'<answer> $\frac{74}{9}$ </answer>' (gold \frac{34}{9})
k127:8|wrong|tag|'<answer>9</answer>' (gold 36)
k127:9|wrong|tag|'<answer>18</answer>' (gold 36)
k127:10|wrong|tag|a stray ':' before '</think>'; '<answer>18</answer>' (gold 36)
k128:0|wrong|tag|'<answer> (2, -10) </answer>' (gold (0,0))
k128:1|no_answer|truncated|debatable: no tags; a candidate '(5, 25)' stated, then Python with an output, the model finding its own check fails ('This should be negative, but it's not'), and a cut at the 1024-token cap inside a second code block; taken as cut before a final answer (by the last stated result it would be (5, 25), wrong either way; gold (0,0))
k128:2|correct|tag|'<answer> $(0, 0)$ </answer>' for the gold '(0,0)'
k128:3|correct|tag|'<answer> (0, 0) </answer>'
k128:4|correct|tag|'<answer> \((0, 0)\) </answer>'
k128:5|wrong|stated|no answer tag: after '</think>' only '\(\left(-\frac{37}{10}, -54\right)\)'; labelled by that stated result (gold (0,0))
k129:0|wrong|tag|'<answer>10</answer>' (gold 11)
k129:1|wrong|tag|'<answer>7</answer>' (gold 11)
k129:2|wrong|tag|'$\boxed{6}$' in the think block and '<answer>6</answer>' (gold 11)
k129:3|wrong|tag|'<answer>7</answer>' (gold 11)
k129:4|wrong|tag|'<answer>1</answer>' (gold 11)
k129:5|wrong|tag|'<answer>15</answer>' (gold 11)
k129:6|wrong|tag|'<answer>7</answer>' (gold 11)
k129:7|wrong|tag|'$\boxed{1}$' in the think block and '<answer>1</answer>' (gold 11)
k129:8|correct|tag|'<answer> $\frac{2}{3}$ </answer>'
k129:9|correct|tag|
k130:0|correct|tag|
k130:1|correct|tag|
k130:2|correct|tag|
k130:3|correct|tag|
k130:4|correct|tag|
k130:5|correct|tag|
k130:6|correct|tag|'<answer>3/10</answer>' for the gold '\frac{3}{10}'
k130:7|correct|tag|
k130:8|wrong|tag|222 wrongly excluded; '<answer> 7 </answer>' (gold 8)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
