r"""Build public_heldout34.jsonl: a 34th held-out round of REAL model completions (issue 25).

Why: rounds 1-33 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, parsed, reason, metrics, format_reward, answer_reward, the accuracy headers and the
like) were not used to label.

Method (rounds 3-33's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build; janettang000's file escapes non-ASCII as \uXXXX, so its `r` keeps those
escapes (jgq rec 7 '\u00d7', rec 13 '\u00f7'); the other files store UTF-8 as is). The helper
pasted each page's records (the fields named below, verbatim; the question / problem only as its
opening words) into a scratch file and cut `r` out of each line as the file writes it, checking
that it decodes to the same string as the line's parsed field. A record is taken only when its
whole completion lies on the pages read; where a completion crosses the edge between two
consecutive pages that were both read it was joined at the edge (a5s rec 21 = ac_500 line 480
across the pages at offsets 336000/352000; wt5 rec 39 = gsm8k-train-5798 across the seed_1234
tail300 pages at 96000/112000; wbt rec 25 = gsm8k-train-256 across the baseline_sft tail300 pages
at 16000/32000; msq rec 24 = merged_sanity line 280 across the pages at 176000/192000). Records
whose prompt opens on page 0 of a KleistvonLiu step (read by an earlier round) and whose response
lies wholly on page 1 were taken as read (k122b rec 0, k123b rec 0, k126b rec 0, k130b rec 0,
k116b rec 0, k117b rec 0), as were records whose response lies wholly on the page and only the
record's tail crosses (k116b rec 6, k118b rec 9, k113b rec 5, k127b rec 7, k114b rec 4). Nothing
is shortened. Every completion was compared (whitespace-normalised) with every completion of
rounds 1-33: two k125b rollouts (step 125 q1 r4 and r6) repeat round 33's step-125 q1 r0 word for
word and were dropped, and 33 of the 86 baseline_sft tail300 records on the pages read repeat
rounds 31-32 word for word (the seed_1234 / SFT runs agree on those questions) and were dropped
(wbt keeps 53); no two completions kept in this round are equal.

Repositories (361 records; all four are already in the corpus, and every file-and-page read here
is one no earlier round used: `grep -l <path> build_public_heldout*.py` finds results/ac_500.jsonl,
results/merged_sanity.jsonl, results/s1_after_200steps.jsonl, results/seed_1234/tail300.jsonl,
results/baseline_sft/tail300.jsonl and results/gsm8k_phi_results.json only in earlier builders
that took other lines, samples or pages; page 1 (offset 16000) of the KleistvonLiu steps read here
was a lead of round 33, read by no round): yyfblock/grpo-math 105 (29.1 %), why015/qwen-grpo-gsm8k
114 (31.6 %), KleistvonLiu/assignment5-alignment 127 (35.2 %), janettang000/eval-infra 15
(4.2 %). why015's licence is MIT (its LICENSE, as round 13 read it); no licence file was found
for the other three; `licence` per record. The search for repositories new to the corpus found
none with usable committed completions in the time given (dead ends below).

Split: think_answer 232 (GSM8K 105, MATH 127), long_cot 129 (GSM8K 129, MATH 0); GSM8K 234, MATH
127 (35.2 %). Truths: correct 206, wrong 154, no_answer 1 (GSM8K 127 / 107 / 0, MATH 79 / 47 /
1); 3 debatable (k113b rec 5, k117b rec 7, k128b rec 2).

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said):
* yyfblock/grpo-math (think_answer, GSM8K test in order, the question stored; line N = GSM8K test
  question N-1): a5s = results/ac_500.jsonl (Qwen2.5-1.5B SFT cold start + GRPO, step 500) lines
  459-479 (page 21, offset 336000; line 458's completion opens on page 20, read by round 33, and
  was not joined) and 480-500 (page 22, offset 352000, the file's last page; 480 joined): the file
  is now read to its end; msq = results/merged_sanity.jsonl lines 256-279 (page 11, offset 176000;
  line 255's completion opens on page 10, not joined) and 280-303 (page 12, offset 192000; 280
  joined; line 304 crosses); s2q = results/s1_after_200steps.jsonl lines 136-150 (page 8, offset
  128000; line 135 opens on page 7, not joined; line 151 crosses). Forms: '<answer>3.6</answer>',
  '<answer>46.15</answer>', '<answer>$30.00</answer>', '<answer>$70</answer>', '<answer>20%</answer>',
  '<answer>16 friends</answer>', '<answer>95 bees</answer>', '<answer>65.625 questions and 83.3333
  questions </answer>', '<answer>There are 700 worker bees in the hive.</answer>', '<answer>John
  paid $16.10 for everything.</answer>', four think blocks before the tag, '</think>\n\n<answer>',
  '-80 pairs of shoes' and '-30 degrees' in the working, '89,600', '$118 000' and '68,000' in the
  working, no tags with 'The answer is 1.\nUser:' (an invented next turn), the gold stated in the
  working and another value in the tag.
* why015/qwen-grpo-gsm8k (Qwen/Qwen2.5-0.5B-Instruct, long_cot with a Chinese '答案：' closing; the
  file stores no question, only `id` 'gsm8k-train-N' and `expected`): wt5 =
  results/seed_1234/tail300.jsonl lines 240-278 (page 6, offset 96000; line 239 opens on page 5,
  read by round 33, not joined) and 279-300 (page 7, offset 112000, the file's last page; 279
  joined): the file is now read to its end; wbt = results/baseline_sft/tail300.jsonl lines 42-84
  (page 1, offset 16000; line 41's record tail opens the page) and 85-127 (page 2, offset 32000;
  85 joined; line 128 crosses), of which 33 repeat earlier rounds and were dropped (wbt keeps
  the ids gsm8k-train-6622, 546, 6724, 4187, 1948, 3325, 470, 2230, 4591, 2970, 3659, 1630, 1428,
  3780, 3571, 2615, 5005, 4252, 6532, 5577, 4206, 905, 4559, 66, 1762, 256, 1121, 321, 2901, 2044,
  6725, 6579, 4267, 3582, 1861, 2260, 5751, 2997, 7235, 3177, 1844, 1263, 4259, 5548, 7004, 198,
  4008, 3361, 3345, 917, 1885, 2777, 5880 in file order). Forms: '答案：-225', '答案：28224',
  '答案：24.6', '答案：96.375', '$23.60' with '答案：23', '1:00 pm' with
  '答案：1', '14.4 years' with '答案：14', '$2/liter' with '答案：2', '500-$720=-220' with '答案：220',
  a curly apostrophe ('Bethany’s'), the gold reached in the working and another value after '答案：'.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): page 1 (offset 16000) of
  outputs/grpo_full_mathv2/rollout_step_000NNN/rollouts.jsonl for steps 112 (q1 r1-5), 113 (q1
  r3-7, q2 r0), 114 (q1 r1-5), 115 (q1 r3-7, q2 r0-1), 116 (q1 r3-7, q2 r0-1), 117 (q0 r6-7, q1
  r0-6), 118 (q1 r2-7, q2 r0-3), 122 (q1 r3-7, q2 r0-3), 123 (q1 r1-6), 124 (q1 r4-7, q2 r0-4), 125
  (q1 r4-7, q2 r0-7, q3 r0; q1 r4 and r6 dropped as repeats of round 33), 126 (q0 r7, q1 r0-7, q2
  r0), 127 (q1 r3-7, q2 r0-2), 128 (q0 r6-7, q1 r0-2), 129 (q1 r3-7, q2 r0-2) and 130 (q1 r1-7, q2
  r0-4); the first rollout of each page whose response opens on page 0 and the rollout crossing
  into page 2 were not taken. Forms: '<answer>56.54</answer>' for 56, '<answer>Distance is
  $2\sqrt{7}$ miles. </answer>', '<answer>15 bushes</answer>', '<answer>1305</answer>' for
  '1305^\circ', '<answer>10\sqrt{3}</answer>' for '10 \sqrt{3}', '<answer>1/2 </answer>' for
  '\frac12', '<answer> 11/3 </answer>' for '\dfrac{11}{3}', '<answer>frac{156}{113}</answer>'
  (no backslash), '<answer> −4x^4 + 5x^2 + 14 </answer>' (U+2212 minus), '<answer>5, -3</answer>'
  for the file's gold '-3', pmatrix answers in and out of '$', '[/think] <answer>5</answer>', a
  stray '\end{array}' before '</think>', an align* block before '</think>', no tags with Python
  output and a box (three), '</think>' then a display box with no tag, no '</think>' and a final
  box, a response cut at the 1024-token cap.
* janettang000/eval-infra (its own harness): jgq = results/gsm8k_phi_results.json
  (microsoft/Phi-3.5-mini-instruct, the first 200 GSM8K test questions in order, long_cot with a
  '#### ' closing; sample N = GSM8K test line N) samples 116-130 (the page at offset 128000; sample
  115's raw_output opens on the page at 112000, read by round 33, not joined; 131 crosses).
  Forms: '#### 120\nThe answer is: 120', \u00d7 and \u00f7 escapes in the working.

Label conventions (round 33's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer; equal in value but written differently is
correct (a unit word, a '$' sign or a thousands comma, '15 bushes', '16 friends', '20%' for a
percentage asked, '1305' for '1305^\circ', '10\sqrt{3}' for '10 \sqrt{3}', '1/2' for '\frac12',
'11/3' for '\dfrac{11}{3}'); another quantity is wrong; in the tag format the `<answer>` content is
the final answer whatever the think block says; with no answer tag the completion is labelled by
its last stated result or last box (k112b recs 1 and 4, k116b recs 5 and 6, k124b rec 7, k128b rec
0, msq rec 33); a malformed think close ('[/think]') or a missing '</think>' does not change which
answer counts; invented turns are labelled by the answer to the question posed (msq rec 33); a
gold is the reference even where the question's wording or the mathematics gives another value
(k113b rec 5). Debatable this round: k113b rec 5 ('<answer>5, -3</answer>': the problem asks for
all k and both -3 and 5 solve it, but the file's gold is '-3'; labelled wrong against the gold),
k117b rec 7 ('<answer> −4x^4 + 5x^2 + 14 </answer>' with a U+2212 minus sign: the gold's value in
another character; labelled correct), k128b rec 2 (the reasoning reaches 9.03 and picks '4.2' as
'the closest provided option'; the tag holds the gold; labelled correct).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl (why015: train.jsonl) question that
opens with the record's question words, checked equal to the file's own gold (yyfblock's gold,
why015's and janettang000's 'expected'); the yyfblock question words were taken from the
question stored on the line, the why015 ones from train.jsonl line N of the id 'gsm8k-train-N',
the janettang000 ones from test.jsonl at the sample's index, and the build finds the one question
with those words. MATH: the KleistvonLiu problems' opening words are looked up in MATH-500 (none
of the 24 problems read here is there by its opening words), so the file's own answer (its MATH
test gold, `ground_truth`) as transcribed.

Dead ends this round (searched, nothing usable): find_repos 'r1-zero' (ahxt/mini-r1-zero,
SkAndMl/llama-r1-zero, zdfb/toy-r1-zero: code, data and images only; joecummings/r1-zero and
shreyshahi/r1-zero-test are named by earlier builders) and 'grpo-gsm8k'
(xiaooai/unsloth-grpo-gsm8k: an adapter and scripts, no outputs; BrenchCC/Qwen3-0.6B-GRPO-GSM8K-Demo:
README and reward.py only; KhuongBao/smollm2-grpo-gsm8k: code and a report PDF, named by round 32;
DavidBellamy/grpo-gsm8k: no .jsonl, named by round 29); find_files 'eval_results/math500_samples.jsonl',
'results/math500_results.jsonl', 'outputs/gsm8k_outputs.jsonl', 'eval/gsm8k_results.jsonl'
(none); a code search for '"response": "<think>" gsm8k rollouts' (training scripts only); labrem
qwen2.5-math-7b openmath greedy 0.7 (page 0 opened: its greedy completions repeat the other
greedy thresholds word for word, e.g. math_00000, 00008 and 00039 are round 25's; not taken).

Leads for a later round: yyfblock merged_sanity from line 304 (offset 208000; 304 opens on the
page at 192000, read here) and s1_after_200steps from line 151 (offset 144000; 151 opens on the
page at 128000, read here); why015 baseline_sft tail300 from line 128 (offset 48000; expect about
40 % repeats), seed_42 tail300 from line 40 (offset 16000; expect repeats); janettang000
gsm8k_phi_results from sample 131 (offset 144000); KleistvonLiu page 1 (offset 16000) of steps
74-111 and 119-121, page 2 (offset 32000) of steps 112-130 (its first rollout crosses from page
1, read here); labrem gemma2-2b / gemma2-9b best-of-n files at temperature 0.6 for the unused
thresholds (long, but not greedy repeats); codearky eval_outputs page 3; shauryajeloka
rlvr-verifier-v2-l40s from line 34. ac_500.jsonl and seed_1234/tail300.jsonl are now read to
their ends.

Usage: python build_public_heldout34.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout34.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout34.jsonl"
SOURCE = "public_heldout34"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-33 took page 0 of "
    "rollout steps 1-130 and page 1 of steps 119-121; this round {}), rollout step {}, on MATH "
    "test problems; the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
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
    "(results/ac_500.jsonl; rounds 26-33 took lines up to 457, this round lines 459-500 from "
    "pages 21-22, the file's end); the record is one line's completion (the text after the "
    "prompt's closing 'Assistant: <think>')"
)
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check "
    "of the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges "
    "is not named in the file), evaluated on GSM8K test in order with the repository's "
    "R1-style prompt (rounds 26-32 took lines up to 254, this round lines 256-303 from pages "
    "11 and 12); the record is one line's completion (the text after the prompt's closing "
    "'Assistant: <think>')"
)
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the "
    "file name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in "
    "order with the repository's R1-style prompt (rounds 26-32 took lines up to 134, this "
    "round lines 136-150 from page 8); the record is one line's completion (the text after "
    "the prompt's closing 'Assistant: <think>')"
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
    "(results/gsm8k_phi_results.json; earlier rounds took samples up to 114, this round "
    "116-130; accuracy by the file's header not used to label); the record is one samples "
    "entry's raw_output (each opens with a space)"
)

WQ, WQC = "why015/qwen-grpo-gsm8k", "21e1ca96a4209bc6b8aa2b4f316275f9fc57ec18"
WQ_LICENCE = "MIT (the repo's LICENSE, as round 13 read it)"
WQ_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct with a LoRA (r=8, alpha=16) after the repo's GRPO run "
    "grpo_seed_1234 (round 13 read results/runs.csv and configs/grpo_v3_resolved.json for the "
    "seed-42 run: loss dapo, beta 0.04, 8 generations, lr 5e-6, 1000 steps, temperature 0.8, "
    "256 completion tokens; by the folder's name results/seed_1234), on its tail300 split of "
    "GSM8K train (by the file's name; rounds 31-33 took lines 1-238, this round lines 240-300, "
    "the file's end); the record is one line's response"
)
WBT_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct after the repository's SFT stage, no GRPO (by the folder's name "
    "results/baseline_sft: the SFT baseline the GRPO runs are compared with; the adapter and its "
    "settings not read), on the same tail300 split of GSM8K train (round 31 took lines 1-41, this "
    "round lines 42-127, the 33 word-for-word repeats of earlier rounds dropped); the record is "
    "one line's response"
)
WQ_PROMPT = (
    "a Chinese instruction (deep_project/prompts/A.txt at fe21a58, as round 13 read it, "
    "assumed to be the one used): solve the word problem with brief working, check the "
    "arithmetic, last line to start with '答案：' ('Answer:') followed by the number only, no "
    "unit; then the GSM8K train question"
)

KL_STEPS = (112, 113, 114, 115, 116, 117, 118, 122, 123, 124, 125, 126, 127, 128, 129, 130)


def _kl(step: int) -> tuple:
    return (
        f"k{step}p1-qwen25-math-15b-grpo-step{step}",
        KL,
        f"outputs/grpo_full_mathv2/rollout_step_{step:06d}/rollouts.jsonl",
        KLC,
        KL_MODEL.format("page 1 (offset 16000) of steps 112-118 and 122-130", step),
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
    "a5s": ("a5s-qwen25-15b-sft-grpo-ac500-gsm8k", YB, "results/ac_500.jsonl", YB_COMMIT,
            A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "msq": ("msq-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "s2q": ("s2q-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "wt5": ("wt5-qwen05b-grpo-seed1234-tail300-zh", WQ, "results/seed_1234/tail300.jsonl", WQC,
            WQ_MODEL, WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "wbt": ("wbt-qwen05b-sft-baseline-tail300-zh", WQ, "results/baseline_sft/tail300.jsonl", WQC,
            WBT_MODEL, WQ_PROMPT, "long_cot", "gsm8k", "expected", WQ_LICENCE),
    "jgq": ("jgq-phi35-mini-instruct-gsm8k", JT, "results/gsm8k_phi_results.json", JTC, JP_MODEL,
            JT_GSM_PROMPT, "long_cot", "gsm8k", "expected", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
a5s:0|wrong|tag|'<answer>3.6</answer>' (gold 35)
a5s:1|wrong|tag|'<answer>3</answer>' (gold 2)
a5s:2|correct|tag|
a5s:3|correct|tag|
a5s:4|correct|tag|
a5s:5|correct|tag|
a5s:6|wrong|tag|'<answer>2</answer>' (gold 6)
a5s:7|correct|tag|
a5s:8|correct|tag|
a5s:9|wrong|tag|'1120 * 80 = 89,600' in the working; '<answer>89600</answer>' (gold 1200)
a5s:10|wrong|tag|'100 - 180 = -80 pairs of shoes' then 0 shoes; '<answer>0</answer>' (gold 120)
a5s:11|correct|tag|
a5s:12|correct|tag|
a5s:13|correct|tag|
a5s:14|correct|tag|
a5s:15|correct|tag|'= 10%' in the working; '<answer>10</answer>'
a5s:16|correct|tag|
a5s:17|wrong|tag|'<answer>46.15</answer>' (gold 20)
a5s:18|correct|tag|
a5s:19|correct|tag|
a5s:20|correct|tag|
a5s:21|correct|tag|joined across the pages at offsets 336000 and 352000; '<answer>15400</answer>'
a5s:22|correct|tag|
a5s:23|correct|tag|
a5s:24|correct|tag|
a5s:25|correct|tag|
a5s:26|correct|tag|
a5s:27|correct|tag|
a5s:28|correct|tag|
a5s:29|correct|tag|
a5s:30|correct|tag|
a5s:31|wrong|tag|'-48 + 21 + -3 = -30' then '30 divided by 3'; '<answer>10</answer>' (gold -10)
a5s:32|correct|tag|
a5s:33|correct|tag|
a5s:34|correct|tag|
a5s:35|wrong|tag|'<answer>150</answer>' (gold 25)
a5s:36|wrong|tag|'<answer>25.5</answer>' (gold 21)
a5s:37|wrong|tag|'<answer>1600</answer>' (gold 200)
a5s:38|correct|tag|
a5s:39|wrong|tag|the gold 112 reached in the working ('2*56 = $112'), then 448; '<answer>448</answer>' (gold 112)
a5s:40|correct|tag|
a5s:41|correct|tag|
msq:0|wrong|tag|'<answer>224</answer>' (gold 192)
msq:1|correct|tag|
msq:2|wrong|tag|'80,000' and '68,000' in the working; '<answer>68000</answer>' (gold 5600)
msq:3|correct|tag|
msq:4|wrong|tag|'<answer>70</answer>' (gold 168)
msq:5|correct|tag|
msq:6|correct|tag|
msq:7|correct|tag|
msq:8|correct|tag|
msq:9|correct|tag|
msq:10|correct|tag|
msq:11|correct|tag|
msq:12|wrong|tag|'<answer>51</answer>' (gold 91)
msq:13|correct|tag|
msq:14|correct|tag|
msq:15|correct|tag|
msq:16|wrong|tag|the gold 20 stated in the working ('20 windows per house'), then 40; '<answer>40</answer>' (gold 20)
msq:17|wrong|tag|'<answer>5.05</answer>' (gold 5)
msq:18|wrong|tag|'<answer>360</answer>' (gold 315)
msq:19|correct|tag|
msq:20|correct|tag|
msq:21|correct|tag|
msq:22|correct|tag|
msq:23|wrong|tag|'<answer>25</answer>' (gold 40)
msq:24|wrong|tag|joined across the pages at offsets 176000 and 192000; '<answer>3</answer>' (gold 6)
msq:25|correct|tag|
msq:26|wrong|tag|'<answer>3500</answer>' (gold 2450)
msq:27|wrong|tag|'<answer>210</answer>' (gold 195)
msq:28|wrong|tag|'<answer>217</answer>' (gold 68)
msq:29|correct|tag|
msq:30|correct|tag|
msq:31|correct|tag|
msq:32|correct|tag|
msq:33|wrong|stated|no tags: '1/3' in the working, then 'The answer is 1.' and an invented next turn ('\nUser:'); labelled by the stated answer 1 to the question posed (gold 3)
msq:34|correct|tag|
msq:35|correct|tag|
msq:36|correct|tag|
msq:37|correct|tag|
msq:38|wrong|tag|'<answer>103</answer>' (gold 83)
msq:39|correct|tag|
msq:40|wrong|tag|'<answer>350</answer>' (gold 370)
msq:41|wrong|tag|'<answer>4.2</answer>' (gold 3)
msq:42|correct|tag|
msq:43|wrong|tag|'<answer>350</answer>' (gold 500)
msq:44|wrong|tag|'<answer>37500</answer>' (gold 31800)
msq:45|correct|tag|
msq:46|wrong|tag|'<answer>6</answer>' (gold 8)
msq:47|correct|tag|
s2q:0|correct|tag|'Answer: Bobby has 40 video games.' inside the think block; '<answer>40</answer>'
s2q:1|correct|tag|
s2q:2|wrong|tag|'<answer>$30.00</answer>' (gold 29)
s2q:3|wrong|tag|'<answer>65.625 questions and 83.3333 questions </answer>': two values, neither the gold 105
s2q:4|correct|tag|
s2q:5|correct|tag|'<answer>20%</answer>' for a percentage asked (gold 20)
s2q:6|wrong|tag|four think blocks; '<answer>There are 700 worker bees in the hive.</answer>' (gold 400)
s2q:7|wrong|tag|the gold 140 reached in the working ('$140'), then halved; '<answer>$70</answer>' (gold 140)
s2q:8|wrong|tag|'<answer>John paid $16.10 for everything.</answer>' (gold 16)
s2q:9|wrong|tag|'<answer>0</answer>' (gold 20)
s2q:10|wrong|tag|'<answer>400</answer>' (gold 4000)
s2q:11|correct|tag|a blank line between '</think>' and '<answer>2125</answer>'
s2q:12|wrong|tag|'<answer>95 bees</answer>' (gold 75)
s2q:13|wrong|tag|'<answer>22</answer>' (gold 30)
s2q:14|correct|tag|'<answer>16 friends</answer>' (a unit word)
wt5:0|wrong|answer_colon|'答案：1' (gold 2)
wt5:1|wrong|answer_colon|'答案：-225' (gold 775)
wt5:2|wrong|answer_colon|'答案：28224' (gold 28)
wt5:3|wrong|answer_colon|'$23.60' in the working, '答案：23' (gold 77)
wt5:4|wrong|answer_colon|'答案：12720' (gold 7680)
wt5:5|correct|answer_colon|
wt5:6|correct|answer_colon|
wt5:7|wrong|answer_colon|'答案：26' (gold 160)
wt5:8|wrong|answer_colon|'答案：9744' (gold 9474)
wt5:9|wrong|answer_colon|'答案：24.6' (gold 15)
wt5:10|correct|answer_colon|
wt5:11|correct|answer_colon|
wt5:12|correct|answer_colon|
wt5:13|correct|answer_colon|
wt5:14|wrong|answer_colon|'答案：840' (gold 280)
wt5:15|correct|answer_colon|'500-$720=-220' in the working, '答案：220'
wt5:16|correct|answer_colon|
wt5:17|correct|answer_colon|'$7.00' in the working, '答案：7'
wt5:18|correct|answer_colon|
wt5:19|wrong|answer_colon|a curly apostrophe ('Bethany’s') in the working; '答案：12' (gold 16)
wt5:20|correct|answer_colon|
wt5:21|wrong|answer_colon|'答案：28' (gold 35)
wt5:22|wrong|answer_colon|'答案：5' (gold 30)
wt5:23|correct|answer_colon|
wt5:24|wrong|answer_colon|'答案：86' (gold 20)
wt5:25|correct|answer_colon|'$16,320/year' in the working, '答案：16320'
wt5:26|correct|answer_colon|
wt5:27|correct|answer_colon|
wt5:28|correct|answer_colon|
wt5:29|wrong|answer_colon|'答案：1400' (gold 3000)
wt5:30|wrong|answer_colon|'答案：7' (gold 27)
wt5:31|correct|answer_colon|garbled 'needs to sew 14 squares because 32 - 8 = 24' still ends at the gold; '答案：24'
wt5:32|wrong|answer_colon|'答案：384' (gold 16)
wt5:33|wrong|answer_colon|'答案：66000' (gold 56000)
wt5:34|correct|answer_colon|
wt5:35|wrong|answer_colon|'1:00 pm' in the working, '答案：1' (gold 10)
wt5:36|wrong|answer_colon|'答案：2' (gold 9)
wt5:37|correct|answer_colon|
wt5:38|wrong|answer_colon|'答案：18' (gold 21)
wt5:39|wrong|answer_colon|joined across the pages at offsets 96000 and 112000; '答案：58' (gold 42)
wt5:40|correct|answer_colon|
wt5:41|wrong|answer_colon|the gold 54 reached in the working ('$54 per day'), then '$1,620'; '答案：1620' (gold 54)
wt5:42|wrong|answer_colon|'答案：25' (gold 9)
wt5:43|correct|answer_colon|
wt5:44|wrong|answer_colon|'答案：87.5' (gold 175)
wt5:45|correct|answer_colon|
wt5:46|wrong|answer_colon|'答案：240' (gold 160)
wt5:47|wrong|answer_colon|'答案：42' (gold 30)
wt5:48|correct|answer_colon|
wt5:49|wrong|answer_colon|'答案：60' (gold 120)
wt5:50|wrong|answer_colon|'答案：12' (gold 14)
wt5:51|wrong|answer_colon|'答案：325' (gold 185)
wt5:52|correct|answer_colon|
wt5:53|correct|answer_colon|
wt5:54|correct|answer_colon|
wt5:55|correct|answer_colon|
wt5:56|wrong|answer_colon|'答案：55' (gold 40)
wt5:57|wrong|answer_colon|'答案：65' (gold 40)
wt5:58|wrong|answer_colon|'答案：30' (gold 50)
wt5:59|wrong|answer_colon|'答案：1' (gold 40)
wt5:60|wrong|answer_colon|'14.4 years' in the working, '答案：14' (gold 18)
wbt:0|correct|answer_colon|
wbt:1|correct|answer_colon|
wbt:2|wrong|answer_colon|'答案：60' (gold 146)
wbt:3|wrong|answer_colon|'答案：6000' (gold 2700)
wbt:4|correct|answer_colon|
wbt:5|correct|answer_colon|
wbt:6|wrong|answer_colon|'1.25 hours' in the working, '答案：1' (gold 52)
wbt:7|wrong|answer_colon|'答案：8' (gold 10)
wbt:8|wrong|answer_colon|'答案：1' (gold 14)
wbt:9|wrong|answer_colon|'答案：50' (gold 54)
wbt:10|correct|answer_colon|
wbt:11|correct|answer_colon|
wbt:12|correct|answer_colon|
wbt:13|wrong|answer_colon|'答案：48' (gold 78)
wbt:14|correct|answer_colon|
wbt:15|wrong|answer_colon|'$2/liter' in the working, '答案：2' (gold 1)
wbt:16|correct|answer_colon|
wbt:17|correct|answer_colon|
wbt:18|wrong|answer_colon|'答案：80' (gold 60)
wbt:19|wrong|answer_colon|'答案：660' (gold 1050)
wbt:20|wrong|answer_colon|'答案：14' (gold 17)
wbt:21|correct|answer_colon|
wbt:22|wrong|answer_colon|'答案：66' (gold 14)
wbt:23|wrong|answer_colon|'答案：120' (gold 520)
wbt:24|correct|answer_colon|
wbt:25|wrong|answer_colon|joined across the pages at offsets 16000 and 32000; '答案：96.375' (gold 108)
wbt:26|wrong|answer_colon|'答案：42' (gold 61)
wbt:27|wrong|answer_colon|'答案：360' (gold 15400)
wbt:28|correct|answer_colon|
wbt:29|wrong|answer_colon|'答案：36' (gold 44)
wbt:30|wrong|answer_colon|'答案：285' (gold 195)
wbt:31|correct|answer_colon|
wbt:32|correct|answer_colon|
wbt:33|wrong|answer_colon|'答案：1400' (gold 5400)
wbt:34|correct|answer_colon|
wbt:35|correct|answer_colon|
wbt:36|wrong|answer_colon|'答案：8' (gold 15)
wbt:37|correct|answer_colon|
wbt:38|wrong|answer_colon|'答案：0' (gold 11)
wbt:39|correct|answer_colon|
wbt:40|correct|answer_colon|
wbt:41|wrong|answer_colon|'答案：20' (gold 105)
wbt:42|wrong|answer_colon|'答案：5' (gold 6)
wbt:43|wrong|answer_colon|'答案：60' (gold 8)
wbt:44|wrong|answer_colon|'答案：36' (gold 54)
wbt:45|wrong|answer_colon|'答案：198' (gold 30)
wbt:46|wrong|answer_colon|'答案：60' (gold 20)
wbt:47|correct|answer_colon|
wbt:48|wrong|answer_colon|'答案：1200' (gold 1000)
wbt:49|wrong|answer_colon|the gold 42 stated in the working ('Matt climbs 42 feet'), then 12; '答案：12' (gold 42)
wbt:50|wrong|answer_colon|'答案：200' (gold 700)
wbt:51|wrong|answer_colon|'答案：12' (gold 30)
wbt:52|wrong|answer_colon|'答案：96' (gold 48)
jgq:0|correct|hash|
jgq:1|correct|hash|
jgq:2|correct|hash|
jgq:3|correct|hash|
jgq:4|correct|hash|
jgq:5|correct|hash|
jgq:6|wrong|hash|'#### 44' (gold 48)
jgq:7|correct|hash|multiplication signs escaped as \u00d7 in the file; '#### 50'
jgq:8|wrong|hash|'#### 50' (gold 10)
jgq:9|correct|hash|
jgq:10|correct|hash|
jgq:11|correct|hash|'#### 120' then 'The answer is: 120'
jgq:12|correct|hash|
jgq:13|correct|hash|a division sign escaped as \u00f7 in the file; '#### 10000'
jgq:14|correct|hash|
k112b:0|wrong|tag|'<answer>390</answer>' (gold 1305^\circ)
k112b:1|wrong|boxed|no answer tag: the working ends at the gold 1305, then '</think>' and a display '\boxed{1800}'; labelled by the box (gold 1305^\circ)
k112b:2|correct|tag|'<answer>1305</answer>' for the gold '1305^\circ'
k112b:3|correct|tag|'<answer>1305</answer>' for the gold '1305^\circ'
k112b:4|wrong|boxed|no '</think>' and no tags; '62^\circ' discussed, then 'The final answer is:' and '\(\boxed{1260}\)' (gold 1305^\circ)
k113b:0|correct|tag|
k113b:1|wrong|tag|'<answer>2</answer>' (gold 3)
k113b:2|wrong|tag|'<answer> 9 </answer>' (gold 3)
k113b:3|correct|tag|the method only, no sum computed; '<answer>3</answer>'
k113b:4|wrong|tag|'<answer>4</answer>' (gold 3)
k113b:5|wrong|tag|debatable: '<answer>5, -3</answer>': both -3 and 5 solve the problem as posed ('Enter all the solutions'), but the file's gold is '-3'; labelled wrong against the gold
k114b:0|wrong|tag|'a · (b × c)' in Unicode in the working; '<answer>8</answer>' (gold 80)
k114b:1|wrong|tag|'<answer>8</answer>' (gold 80)
k114b:2|wrong|tag|an align* block ending '&= 88.\n\end{align*}' before '</think>'; '<answer>88</answer>' (gold 80)
k114b:3|no_answer|truncated|no tags; partial triple products (-28, 0) and a cut at the 1024-token cap ('So the overall scalar triple product is'); no final value stated
k114b:4|wrong|tag|'$\boxed{32}$' in the think block and '<answer>32</answer>' (gold 80)
k115b:0|wrong|tag|'<answer> $\frac{59}{6 \sqrt{11}}$ </answer>' (gold \frac{\sqrt{34}}{12})
k115b:1|wrong|tag|the working reaches -10/9 and 'we must have made an error'; '<answer> $\frac{7}{8}$ </answer>' (gold \frac{\sqrt{34}}{12})
k115b:2|wrong|tag|'<answer> $-1/2$ </answer>' (gold \frac{\sqrt{34}}{12})
k115b:3|wrong|tag|'<answer>frac{156}{113}</answer>' (no backslash; gold \frac{\sqrt{34}}{12})
k115b:4|wrong|tag|a stray '\end{array}' before '</think>'; '<answer> \frac{45}{52} </answer>' (gold \frac{\sqrt{34}}{12})
k115b:5|correct|tag|'<answer>15 bushes</answer>' (a unit word)
k115b:6|correct|tag|
k116b:0|wrong|tag|'<answer> 3/5 </answer>' (gold \frac38)
k116b:1|wrong|tag|'<answer> 3/5 </answer>' (gold \frac38)
k116b:2|correct|tag|'<answer>3/8</answer>' for the gold '\frac38'
k116b:3|correct|tag|'<answer> \(\frac{3}{8}\) </answer>' for the gold '\frac38'
k116b:4|wrong|tag|'<answer> \(\frac{2}{3}\) </answer>' (gold \frac38)
k116b:5|wrong|boxed|no tags; Python with the output 18, then '\(\boxed{18}\)' (gold 13)
k116b:6|wrong|boxed|no tags; Python with the output 7, then '$\boxed{7}$' (gold 13)
k117b:0|correct|tag|'<answer> 10\sqrt{3} </answer>' for the gold '10 \sqrt{3}'
k117b:1|correct|tag|'<answer>10\sqrt{3}</answer>' for the gold '10 \sqrt{3}'
k117b:2|correct|tag|'<answer> \(-4x^4 + 5x^2 + 14\)</answer>'
k117b:3|correct|tag|
k117b:4|correct|tag|
k117b:5|correct|tag|'<answer> $$-4x^4+5x^2+14$$ </answer>'
k117b:6|correct|tag|garbled '(x + x)' in the working still ends at the gold; '<answer> $-4x^4 + 5x^2 + 14 $ </answer>'
k117b:7|correct|tag|debatable: '$$\boxed{-4x^4 + 5x^2 + 14}$$' in the think block and '<answer> −4x^4 + 5x^2 + 14 </answer>' with a U+2212 minus sign; the gold's value in another character, labelled correct
k117b:8|correct|tag|'<answer>$$-4x^4 + 5x^2 + 14$$</answer>'
k118b:0|correct|tag|'1/2' for the gold '\frac12'
k118b:1|correct|tag|'1/2' for the gold '\frac12'
k118b:2|correct|tag|'1/2' for the gold '\frac12'
k118b:3|correct|tag|'1/2' for the gold '\frac12'
k118b:4|correct|tag|'1/2' for the gold '\frac12'
k118b:5|correct|tag|'1/2' for the gold '\frac12'
k118b:6|correct|tag|
k118b:7|correct|tag|
k118b:8|correct|tag|
k118b:9|correct|tag|
k122b:0|wrong|tag|the record opens on page 0, the response wholly on page 1; '<answer>56.54</answer>' (gold 56)
k122b:1|wrong|tag|'<answer>56.54</answer>' (gold 56)
k122b:2|correct|tag|
k122b:3|correct|tag|
k122b:4|wrong|tag|'<answer>56.54</answer>' (gold 56)
k122b:5|correct|tag|'<answer> $\begin{pmatrix} -4 \\ -12 \end{pmatrix}$ </answer>'
k122b:6|correct|tag|a pmatrix outside math delimiters in the tag
k122b:7|correct|tag|'$\boxed{\begin{pmatrix} -4 \\ -12 \end{pmatrix}}$' in the think block and the pmatrix in the tag
k122b:8|correct|tag|'<answer> $\begin{pmatrix} -4 \\ -12 \end{pmatrix} $ </answer>'
k123b:0|correct|tag|the record opens on page 0, the response wholly on page 1; '<answer> \(\frac{11}{3}\) </answer>' for '\dfrac{11}{3}'
k123b:1|wrong|tag|'<answer> $\frac{22}{3}$ </answer>' (gold \dfrac{11}{3})
k123b:2|correct|tag|'<answer> 11/3 </answer>' for the gold '\dfrac{11}{3}'
k123b:3|correct|tag|'\frac{11}{3}' for '\dfrac{11}{3}'
k123b:4|correct|tag|'\frac{11}{3}' for '\dfrac{11}{3}'
k123b:5|correct|tag|'\frac{11}{3}' for '\dfrac{11}{3}'
k124b:0|wrong|tag|'<answer>28</answer>' (gold 0)
k124b:1|wrong|tag|'<answer>28</answer>' (gold 0)
k124b:2|wrong|tag|'<answer>28 </answer>' (gold 0)
k124b:3|wrong|tag|'<answer>28 </answer>' (gold 0)
k124b:4|wrong|tag|'<answer>24</answer>' (gold 60)
k124b:5|wrong|tag|'<answer>24</answer>' (gold 60)
k124b:6|correct|tag|
k124b:7|correct|boxed|no tags; Python with the output 60, then '\(\boxed{60}\)'
k124b:8|wrong|tag|'<answer>12</answer>' (gold 60)
k125b:0|correct|tag|
k125b:1|correct|tag|
k125b:2|correct|tag|
k125b:3|correct|tag|
k125b:4|correct|tag|
k125b:5|correct|tag|
k125b:6|correct|tag|
k125b:7|correct|tag|
k125b:8|correct|tag|
k125b:9|correct|tag|
k125b:10|correct|tag|
k126b:0|wrong|tag|the record opens on page 0, the response wholly on page 1; '<answer>Distance is $2\sqrt{7}$ miles. </answer>' (gold 2\sqrt{19})
k126b:1|correct|tag|
k126b:2|wrong|tag|'<answer>32 </answer>' (gold 101)
k126b:3|correct|tag|
k126b:4|correct|tag|
k126b:5|wrong|tag|'<answer>21</answer>' (gold 101)
k126b:6|correct|tag|
k126b:7|correct|tag|
k126b:8|correct|tag|
k126b:9|wrong|tag|'<answer>462</answer>' (gold 306)
k127b:0|wrong|tag|'<answer>4.5</answer>' (gold 36)
k127b:1|wrong|tag|'<answer>18</answer>' (gold 36)
k127b:2|wrong|tag|'<answer>18</answer>' (gold 36)
k127b:3|wrong|tag|'<answer> 18 </answer>' (gold 36)
k127b:4|wrong|tag|'<answer>9</answer>' (gold 36)
k127b:5|correct|tag|
k127b:6|correct|tag|
k127b:7|correct|tag|the response wholly on page 1, only the record's tail crosses
k128b:0|correct|boxed|no tags; Python with the output (0, 0), then '\(\boxed{(0, 0)}\)' for the gold '(0,0)'
k128b:1|wrong|tag|'<answer>$(0, -25)$</answer>' (gold (0,0))
k128b:2|correct|tag|debatable: the working reaches BF = 9.03 and then picks 4.2 as 'the closest provided option'; '<answer>4.2</answer>' holds the gold; labelled correct
k128b:3|correct|tag|garbled 'x = 4.2 * 7/5 = 4.2' in the working; '<answer> 4.2 </answer>'
k128b:4|wrong|tag|'$\boxed{\text{(E) } 5}$' and a malformed '[/think]' close; '<answer>5</answer>' (gold 4.2)
k129b:0|correct|tag|'<answer>2/3</answer>' for the gold '\frac{2}{3}'
k129b:1|correct|tag|
k129b:2|correct|tag|'<answer>2/3</answer>' for the gold '\frac{2}{3}'
k129b:3|correct|tag|
k129b:4|correct|tag|
k129b:5|wrong|tag|'<answer>0</answer>' (gold \frac{20}{41})
k129b:6|wrong|tag|'<answer> $\frac{1}{3}$ </answer>' (gold \frac{20}{41})
k129b:7|wrong|tag|'<answer> $\frac{3}{4}$ </answer>' (gold \frac{20}{41})
k130b:0|correct|tag|the record opens on page 0, the response wholly on page 1
k130b:1|correct|tag|
k130b:2|correct|tag|
k130b:3|correct|tag|
k130b:4|correct|tag|
k130b:5|correct|tag|
k130b:6|wrong|tag|'<answer>7</answer>' (gold 8)
k130b:7|correct|tag|
k130b:8|correct|tag|
k130b:9|correct|tag|
k130b:10|correct|tag|
k130b:11|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
