r"""Build public_heldout29.jsonl: a twenty-ninth held-out round of REAL model completions (issue 25).

Why: rounds 1-28 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
predicted, metrics, format_reward, answer_reward, the accuracy headers and the like) were not used
to label.

Method (rounds 3-28's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). A record is taken only when its whole completion lies on the pages read; where
a completion crosses the edge between two consecutive pages that were both read it was joined at
the edge (the pages are consecutive slices): a5r line 112, s2q lines 67 and 86, jmr samples 72,
82, 91 and 98; a5r line 136, msq line 94 and s2q line 50 (the question opens on a page read by
an earlier round, the completion lies wholly on the page read here) were taken as read. The
math_results.json pages were copied whole and decoded, and each decoded page was checked to be exactly
16,000 characters long (13,705 for the part of the page at offset 173705 after page 10's end);
the two run-on repetitions were counted that way (jmr sample 68: 45 repeats of 'Thus, we have:
\[\tan 134^\circ = -\tan 46^\circ.\]'; sample 96: 53 repeats of '= \frac{4 \cdot 23}{15 \cdot 3
\cdot 13}') and confirmed by re-reading at offsets 165168, 167126, 169343 and 173705, whose
first characters fall exactly where the transcription puts them. Nothing is shortened. Every
completion was compared (whitespace-normalised) with every completion of rounds 1-28 and exact
repeats were left out (their rec numbers are skipped, so ids have gaps): k81 rec 5 (step 81
question 0 rollout 5, '\dbinom{16}{15} = \dbinom{16}{1} = 16', word for word as round 20's k60
r010). Within the round no completion repeats another.

Repositories (321 records; all four are already in the corpus, and every file-and-page read here is
one no earlier round used: `grep -l <path> build_public_heldout*.py` finds the yyfblock,
janettang000, shauryajeloka and KleistvonLiu paths only in earlier builders that took other pages
or other steps, named below): yyfblock/grpo-math 162 (50.5 %), KleistvonLiu/assignment5-alignment
80 (24.9 %), janettang000/eval-infra 68 (21.2 %), shauryajeloka/yoda-gsm8k-posttraining 11 (3.4 %).
No licence file was found for any of the four; `licence` per record. The search for repositories
new to the corpus found none with usable committed completions in the time given (dead ends
below).

Split: think_answer 242 (GSM8K 162, MATH 80), long_cot 79 (GSM8K 40, MATH 39); GSM8K 202, MATH
119 (37.1 %). Truths: correct 204, wrong 112, no_answer 5 (GSM8K 133 / 69 / 0, MATH 71 / 43 / 5);
3 debatable.

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said):
* yyfblock/grpo-math (Qwen2.5-1.5B, its R1-style prompt; think_answer, GSM8K test in order, the
  question stored; line N = GSM8K test question N-1): a5r = results/ac_500.jsonl lines 91-111
  (page 4, offset 64000; line 90 crosses the edge of page 3, round 28 took 68-89), 112-135 (page
  5, offset 80000; line 112 joined) and 136-155 (page 6, offset 96000; line 156 crosses); msq =
  results/merged_sanity.jsonl lines 94-115 (page 4, offset 64000; round 28 took 72-93) and 116-138
  (page 5, offset 80000; line 139 crosses); s2q = results/s1_after_200steps.jsonl lines 50-66
  (page 3, offset 48000; round 28 took 35-49), 67-85 (page 4, offset 64000; line 67 joined) and
  86-101 (page 5, offset 80000; line 86 joined, line 102 crosses). Forms: '<answer>30 units</answer>',
  '<answer>$294</answer>', '<answer>1.33 hours</answer>', '<answer>Thursday</answer>', a tag holding a
  sentence ('There are 17 good oranges.'), a tag holding a sum ('18 + 6 + 4 = 28'), a tag holding
  the whole working, '<answer>8,000</answer>', '<answer>40 potted plants</answer>', no '</think>'
  before the tag, no opening tag ('Answer: ... $1,500,000 ...\n</answer>'), four think blocks in a
  row, plans with no value followed by a value in the tag, working with slips that still land on
  the gold.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold: none of the ten problems is in MATH-500 by
  its opening words): page 0 of outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl for
  steps 74 (q0 r0-6), 76 (q0 r0-7, q1 r0-2), 77 (q0 r0-6), 78 (q0 r0-7, q1 r0), 79 (q0 r0-7), 81
  (q0 r0-4 and r6-7, q1 r0-3; r5 left out as a repeat), 82 (q0 r0-7), 83 (q0 r0-3), 85 (q0 r0-6)
  and 86 (q0 r0-7); the next rollout crosses the page edge in each (in steps 74, 81 and 82 the
  last response taken lies wholly on page 0 and only the record's tail crosses). Rounds 9 and
  20-28 took steps 1-73, 75, 80, 84 and 87. Forms: letter answers for lettered choices
  ('<answer>B</answer>', '\boxed{D}', '\boxed{C}'), an answer tag holding option C's expression
  instead of its letter, '<answer>_____</answer>', '\end think', '<</think>', a Chinese think block,
  '\boxed{\infty}', 'no such polynomial $p(x)$ exists', two boxed polynomials joined by 'or',
  '$\textbf{(C) ...}$', code blocks with outputs and a box and no tags, a response cut at the
  1024-token cap, an invented next turn ('User: What is the missing reason ...').
* janettang000/eval-infra (its own harness, eval_infra): jmr = results/math_results.json
  (Qwen/Qwen2.5-7B-Instruct, the first 200 MATH-500 problems in order, long_cot; sample N =
  MATH-500 line N) samples 65-71 (page 7, offset 112000; sample 64 crosses the edge of page 6,
  which round 28 read and left; not joined), 72-81 (page 8, offset 128000; 72 joined), 82-90
  (page 9, offset 144000; 82 joined), 91-97 (page 10, offset 160000; 91 joined) and 98-103 (the
  page at offset 173705, read from the loop's end; 98 joined; sample 104 crosses); jpr =
  results/gsm8k_phi_results.json (microsoft/Phi-3.5-mini-instruct, GSM8K test in order, long_cot,
  each output opening with a space) samples 42-55 (page 3, offset 48000; sample 41 crosses the
  edge of page 2, round 28 took 14-40) and 56-70 (page 4, offset 64000; sample 71 crosses). Forms:
  '\boxed{10\%}' for 10, '\boxed{east}' for \text{east}, '\boxed{\frac{2240}{78125}}' (an unreduced
  fraction equal to the gold), '\boxed{\log_{10} 20}', '\boxed{1 \text{ and } \frac{4}{3}}',
  '\boxed{\begin{pmatrix} -\frac{1}{3} \\ ...}', two run-on repetitions cut at the output cap with
  no box, '#### 57.00', '#### 7425.00', '#### -163' and '#### 36' each followed by 'The answer is:
  ...', '\u00f7' and '\u00d7' escapes in the file.
* shauryajeloka/yoda-gsm8k-posttraining (Qwen2.5-3B-Instruct with its RLVR adapter, greedy, the
  repository's frozen GSM8K test sample in the file's order; long_cot): yv2 =
  outputs/rlvr-verifier-v2-l40s/gsm8k_eval.jsonl lines 34-44 (page 3, offset 48000; the page opens
  on the generation tail of line 33, which round 28 took; line 45 crosses; a read at offset 46500
  confirmed that line 33 (Bud) sits just before line 34 (the hotel question)). Forms: Yoda-style
  working ending 'Final answer: N' after a sentence with the value in words, '60%' in the working
  and 'Final answer: 60'.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-28's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word, a '$' sign or a
thousands comma, '#### 57.00' for 57, a sentence or a sum in the answer tag whose value is the
gold, '10\%' for 10, an unreduced fraction, 'east' for \text{east}, an option's expression for its
letter or an unsimplified expression of equal value, debatable where marked); another quantity is
wrong; in the tag format the `<answer>` content is the final answer whatever the think block says,
read for its final value when it holds a sentence or the working; with no opening answer tag the
completion is labelled by its last stated result or last box; a malformed think close ('\end
think', '<</think>') does not change which answer counts; a plan with no value, or blanks in the
tag, is no_answer; an invented next turn is labelled by the answer to the question posed (k86 r7:
none, debatable). Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words, checked equal to the file's own gold (yyfblock's gold, janettang000's 'expected',
shauryajeloka's ground_truth); every GSM8K record here is a GSM8K test question (for jpr and
msq/a5r/s2q line questions whose opening lies on an earlier page the question words were taken
from gsm8k/test.jsonl at the sample's or line's index). MATH: janettang000's problems are MATH-500
lines (found by the unique_id the file stores; the problem's opening words are MATH-500's), and
MATH-500's `answer` is checked equal to the file's 'expected'; none of KleistvonLiu's ten problems
is in MATH-500 by its opening words, so the file's own answer (its MATH test gold) as transcribed.

Dead ends this round (searched, nothing usable): find_repos 'r1-zero' (15 names, judged by name and
not opened in the time given; joecummings and shreyshahi are already in the corpus), 'grpo-gsm8k' (DavidBellamy/grpo-gsm8k has no .jsonl;
why015/qwen-grpo-gsm8k is round 13's, see leads) and 'tinyzero' (forks whose committed outputs
are countdown, not math); find_files for rollouts.jsonl (three non-math repositories),
samples.jsonl (HumanEval/code samples), predictions.jsonl (NLP tasks), eval_results.jsonl
(whong92/assignment5-alignment's eval_results.jsonl repeats word for word the outputs.jsonl that
round 9 took: its first eight generations are round 9's wh r000-r008), math500_eval.jsonl and
outputs/math500_generations.jsonl (none), eval/math500.jsonl (a dataset copy); find_string
'</think>\n<answer>72</answer>"', '"completion": "<think>\nOkay, so I need to' (none) and
'</think> <answer>\\frac{' (test fixtures only); a code search for MATH-500 outputs with think
blocks (damek/assignment5-alignment, rounds 5 and 25; cfpark00/RL-Wall commits only tree JSON).

Leads for a later round: KleistvonLiu page 1 of steps 74-86 (page 0 holds 4-12 rollouts, each
step 8 rollouts a question) and steps 88 on; janettang000 math_results.json from sample 104 (the
page at offset 189705) to sample 199 and sample 64 (joined from pages 6 and 7), checking each
against round 24's math_level45_results.json; gsm8k_phi_results.json from sample 71 (offset
80000); yyfblock ac_500 from line 156 (offset 112000), merged_sanity from line 139 (offset 96000),
s1_after_200steps from line 102 (offset 96000); shauryajeloka rlvr-verifier-v2-l40s from line 45
(offset 64000; 689,374 characters) and the persona_math_eval.jsonl files; why015/qwen-grpo-gsm8k
(Qwen2.5-0.5B-Instruct + GRPO LoRA, long_cot with a Chinese '答案：' closing; round 13 took only
lines 1-37 of results/seed_42/dev500.jsonl): seed_1234 and seed_2026 dev500/tail300,
baseline_base and baseline_sft files; codearky/cross-policy-with-trl eval_outputs.jsonl from page
3; labrem gemma2-2b best-of-n from math_00111.

Usage: python build_public_heldout29.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout29.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout29.jsonl"
SOURCE = "public_heldout29"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-28 took rollout steps 1-73, "
    "75, 80, 84 and 87), rollout step {}, on MATH test problems; the record is one line's "
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
A5_MODEL = (
    "Qwen2.5-1.5B after the repository's SFT cold start and GRPO (run s2ac_cold_lr1e-5, "
    "configs/grpo_ac_cold.yaml at f0c2582: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02), "
    "by the file's name the checkpoint at step 500, evaluated on GSM8K test in order "
    "(results/ac_500.jsonl; rounds 26-28 took lines 1-21, 23-44, 46-66 and 68-89, this round "
    "lines 91-111, 112-135 and 136-155 from pages 4-6); the record is one line's completion (the "
    "text after the prompt's closing 'Assistant: <think>')"
)
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check of "
    "the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges is not "
    "named in the file), evaluated on GSM8K test in order with the repository's R1-style prompt "
    "(rounds 26-28 took lines 1-22, 24-46, 48-70 and 72-93, this round lines 94-115 and 116-138 "
    "from pages 4 and 5); the record is one line's completion (the text after the prompt's "
    "closing 'Assistant: <think>')"
)
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the file "
    "name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in order "
    "with the repository's R1-style prompt (rounds 26-28 took lines 1-15, 17-33 and 35-49, this "
    "round lines 50-66, 67-85 and 86-101 from pages 3-5); the record is one line's completion "
    "(the text after the prompt's closing 'Assistant: <think>')"
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
    "(eval_infra), the first 200 MATH-500 problems in order (results/math_results.json; rounds 24 "
    "and 28 took samples 0-63; accuracy 0.74 by the file's header, not used to label); the record "
    "is one samples entry's raw_output"
)
JP_MODEL = (
    "microsoft/Phi-3.5-mini-instruct (the file's 'model' field) under the repository's own "
    "harness (eval_infra), the first 200 GSM8K test questions in order "
    "(results/gsm8k_phi_results.json; rounds 24 and 28 took samples 0-40; accuracy 0.89 by the "
    "file's header, not used to label); the record is one samples entry's raw_output (each opens "
    "with a space)"
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
    "frozen GSM8K test sample (the file's order; round 28 took lines 1-10 and 12-33); Yoda-style "
    "reasoning ending 'Final answer: N', the trained style, not asked in the prompt; the record "
    "is one line's response"
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
    "k74": _kl(74),
    "k76": _kl(76),
    "k77": _kl(77),
    "k78": _kl(78),
    "k79": _kl(79),
    "k81": _kl(81),
    "k82": _kl(82),
    "k83": _kl(83),
    "k85": _kl(85),
    "k86": _kl(86),
    "a5r": ("a5r-qwen25-15b-sft-grpo-ac500-gsm8k", YB, "results/ac_500.jsonl", YB_COMMIT,
            A5_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "msq": ("msq-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "s2q": ("s2q-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "jmr": ("jmr-qwen25-7b-instruct-math500", JT, "results/math_results.json", JTC, JM_MODEL,
            JT_MATH_PROMPT, "long_cot", "math", "expected", NO_LICENCE),
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
a5r:0|correct|tag|
a5r:1|correct|tag|
a5r:2|wrong|tag|Amy's age counted up twice; '<answer>9</answer>' (gold 4)
a5r:3|correct|tag|the working calls 40 seconds 'Lee's original time' (it is Gerald's); the value is the gold
a5r:4|correct|tag|
a5r:5|correct|tag|
a5r:6|correct|tag|
a5r:7|wrong|tag|the sauce's 32 ounces halved instead of doubled; '<answer>5</answer>' (gold 12)
a5r:8|wrong|tag|'<answer>45</answer>' (gold 5)
a5r:9|wrong|tag|the 18 new plants left out; 40 (gold 58)
a5r:10|wrong|tag|'10 times more' taken as ten times the fourth friend's; 685 (gold 175)
a5r:11|wrong|tag|'<answer>8.5</answer>' (gold 6)
a5r:12|wrong|tag|'<answer>22</answer>' (gold 26)
a5r:13|correct|tag|
a5r:14|correct|tag|
a5r:15|correct|tag|
a5r:16|correct|tag|
a5r:17|correct|tag|
a5r:18|correct|tag|the last step says 'he actually made twice as many, so he baked 100/2 = 50'; the value is the gold
a5r:19|correct|tag|the working ends '$28.00', the tag holds 28
a5r:20|correct|tag|
msq:0|wrong|tag|'<answer>5.8</answer>' (gold 36)
msq:1|correct|tag|
msq:2|wrong|tag|'2/5*200=40 boys'; 54 (gold 40)
msq:3|correct|tag|
msq:4|wrong|tag|'5.3 cans', '<answer>5</answer>' (gold 12)
msq:5|correct|tag|
msq:6|wrong|tag|'18 - 80 = 18'; '<answer>18</answer>' (gold 58)
msq:7|wrong|tag|'<answer>670</answer>' (gold 175)
msq:8|wrong|tag|the pages summed to 41; 6.5 (gold 6)
msq:9|wrong|tag|20 and then 21 glasses in the working; '<answer>21</answer>' (gold 26)
msq:10|correct|tag|'42*3.33 = 140' (rounded working); the value is the gold
msq:11|wrong|tag|the pieces the mom places given as the answer; 250 (gold 500)
msq:12|correct|tag|
msq:13|wrong|tag|'<answer>252</answer>' (gold 72)
msq:14|wrong|tag|'<answer>1/2</answer>' (gold 3)
msq:15|correct|tag|
msq:16|wrong|tag|the cashback taken as $20; 10 (gold 28)
msq:17|wrong|tag|'<answer>2.01</answer>' (gold 45)
msq:18|wrong|tag|'<answer>8</answer>' (gold 16)
msq:19|correct|tag|
msq:20|correct|tag|
msq:21|wrong|tag|'<answer>15000</answer>' (gold 6)
s2q:0|correct|tag|'<answer>30 units</answer>'; the question's opening lies on the previous page, the completion wholly on the page read
s2q:1|correct|tag|'<answer>$294</answer>'
s2q:2|wrong|tag|'<answer>1.33 hours</answer>' (gold 5)
s2q:3|wrong|tag|the comic books' weight given as the answer; 7.5 (gold 15)
s2q:4|wrong|tag|'<answer>Thursday</answer>' (gold 40; the working reaches $520 and $480 and never subtracts)
s2q:5|wrong|tag|the think block is a plan with no value; '<answer>31</answer>' (gold 40)
s2q:6|correct|tag|
s2q:7|correct|tag|no '</think>'; '<answer>3 times</answer>'
s2q:8|correct|tag|
s2q:9|wrong|tag|the 25% fee left out; '<answer>$47.00</answer>' (gold 57)
s2q:10|correct|tag|
s2q:11|correct|tag|the answer tag holds a sentence: 'There are 17 good oranges.'
s2q:12|correct|tag|'<answer>$1430</answer>'
s2q:13|wrong|answer_is|no '</think>' and no opening answer tag; 'Answer: Marcy's annual pension will be $1,500,000 for the entire 30 years.' then '</answer>' (gold 25000)
s2q:14|wrong|tag|'$840 + $756 = $1600' misadded; '<answer> $1600 </answer>' (gold 1596)
s2q:15|correct|tag|'<answer>300 miles</answer>'
s2q:16|wrong|tag|the three nights a week left out; 12 (gold 36)
jpr:0|correct|hash|
jpr:1|wrong|hash|'0.8 servings' rounded down to none; '#### 0' (gold 48)
jpr:2|wrong|hash|the beeswax for 2 pounds costed as $10; '#### 30.00' (gold 20)
jpr:3|correct|hash|
jpr:4|wrong|hash|'#### -163' then 'The answer is: -163' after calling it 'not possible' (gold 163)
jpr:5|correct|hash|
jpr:6|correct|hash|
jpr:7|correct|hash|
jpr:8|correct|hash|
jpr:9|correct|hash|
jpr:10|correct|hash|
jpr:11|correct|hash|
jpr:12|correct|hash|
jpr:13|correct|hash|
jmr:0|correct|boxed|
jmr:1|correct|boxed|'\boxed{x^3 + 3x - 6}'
jmr:2|correct|boxed|'\boxed{10\%}' (gold 10)
jmr:3|no_answer|truncated|reaches 'tan 134° = -tan 46°' and repeats 'Thus, we have: \[\tan 134^\circ = -\tan 46^\circ.\]' 45 times until the output cap, cut mid-display; no box and no final answer (gold 46)
jmr:4|correct|boxed|'\[ \boxed{-1}. \]'
jmr:5|correct|boxed|'\boxed{40_9}'
jmr:6|wrong|boxed|the bits regrouped wrongly; '\boxed{127_8}' (gold 2516_8)
k74:0|wrong|boxed|no tags; the working names option D and ends '\(\boxed{D}\)' (gold C)
k74:1|wrong|tag|the think block reaches C's expression, the tag holds 'B'
k74:2|wrong|tag|the think block reaches C's expression, the tag holds 'B'
k74:3|correct|boxed|no tags; 'C. \( r^{-1} \circ p^{-1} \circ q^{-1} \)' and a closing '\boxed{C}'
k74:4|correct|tag|
k74:5|wrong|tag|the think block reaches C's expression, the tag holds 'B'
k74:6|correct|tag|debatable: no '</think>'; the answer tag holds option C's expression '$r^{-1} \circ p^{-1} \circ q^{-1}$$' (a stray '$') instead of the letter the question asks for
jmr:7|correct|boxed|joined across the page edge; '\[ \boxed{3} \]'
jmr:8|correct|boxed|
jmr:9|correct|boxed|
jmr:10|correct|boxed|
jmr:11|correct|boxed|
jmr:12|correct|boxed|
jmr:13|correct|boxed|'\boxed{(-2, 1)}'
jmr:14|correct|boxed|
jmr:15|wrong|boxed|only the discriminant-zero values counted; '\boxed{2}' (gold 501)
jmr:16|correct|boxed|
jmr:17|correct|boxed|joined across the page edge
jmr:18|wrong|boxed|'\boxed{\log_{10} 20}' from an estimated intersection (gold 2)
jmr:19|correct|boxed|
jmr:20|correct|boxed|'\(\boxed{\sqrt{5}}\) meters'
jmr:21|correct|boxed|
jmr:22|correct|boxed|
jmr:23|correct|boxed|
jmr:24|wrong|boxed|'2961 = 378 \cdot 7 + 279' (the remainder is 315); '\boxed{3}' (gold 21)
jmr:25|correct|boxed|
a5r:21|correct|tag|joined across the page edge
a5r:22|correct|tag|
a5r:23|correct|tag|
a5r:24|wrong|tag|'<answer>15000</answer>' (gold 6)
a5r:25|correct|tag|
a5r:26|wrong|tag|the ratio set against the total as 7/13 = x/120; '840 = 13x' gives 'x = 60' (gold 42)
a5r:27|correct|tag|
a5r:28|correct|tag|
a5r:29|wrong|tag|Lylah's salary taken as 40000/1.3; '<answer>99076.92</answer>' (gold 95200)
a5r:30|correct|tag|
a5r:31|correct|tag|
a5r:32|wrong|tag|'the rest of the week' counted as one day of 13 hours; 33 (gold 48)
a5r:33|correct|tag|
a5r:34|wrong|tag|'<answer>50</answer>' (gold 10)
a5r:35|wrong|tag|'<answer>4</answer>' (gold 10)
a5r:36|correct|tag|
a5r:37|correct|tag|
a5r:38|wrong|tag|'10 * 40$ = 400$' with '180$ + 300$ + 400$ = 980$' misadded; 980 (gold 880)
a5r:39|wrong|tag|the doctors' pay added to the patients' charges; 70000 (gold 10000)
a5r:40|correct|tag|
a5r:41|correct|tag|
a5r:42|correct|tag|
a5r:43|correct|tag|
a5r:44|correct|tag|
msq:22|wrong|tag|the 50% rise applied twice over the whole cost; 495 (gold 90)
msq:23|correct|tag|
msq:24|correct|tag|
msq:25|correct|tag|
msq:26|wrong|tag|'<answer>72800</answer>' (gold 95200)
msq:27|correct|tag|
msq:28|correct|tag|
msq:29|wrong|tag|the rest of the week counted as one day; 27 (gold 48)
msq:30|correct|tag|
msq:31|wrong|tag|'<answer>30</answer>' (gold 10)
msq:32|wrong|tag|'15 + 5 spoons' from nowhere; '<answer>5</answer>' (gold 10)
msq:33|correct|tag|
msq:34|correct|tag|
msq:35|correct|tag|
msq:36|correct|tag|the working mislabels the $150 rate as what 'the hospital charges the patients'; the value is the gold
msq:37|correct|tag|
msq:38|correct|tag|
msq:39|wrong|tag|the luge counted for one rider; 48 (gold 60)
msq:40|correct|tag|
msq:41|correct|tag|'He gets paid 4*15=60 a month' (a label slip); the value is the gold
msq:42|wrong|tag|the 5 lost games ignored; 55 (gold 40)
msq:43|correct|tag|
msq:44|wrong|tag|the 20% fee left out ('The delivery fee is ... $20.00'); 25 (gold 29)
s2q:17|correct|tag|joined across the page edge
s2q:18|correct|tag|
s2q:19|correct|tag|
s2q:20|correct|tag|'<answer>$60</answer>'
s2q:21|wrong|tag|the weekday classes counted once; '<answer>$2925.00</answer>' (gold 7425)
s2q:22|correct|tag|
s2q:23|correct|tag|'<answer>$221</answer>'
s2q:24|correct|tag|
s2q:25|wrong|tag|the prices not rounded as asked; '<answer>$85.55</answer>' (gold 88)
s2q:26|wrong|tag|the think block is a plan; the answer tag holds the working, taking 16 as the top level's base and ending '= 30 / 4 = 7.5' (gold 60)
s2q:27|wrong|tag|'12 * 10 = 120 days in a year'; '<answer>11</answer>' (gold 5)
s2q:28|correct|tag|'<answer>100 pounds</answer>'
s2q:29|correct|tag|'<answer>$6</answer>'
s2q:30|wrong|tag|the think block is a plan with no value; '<answer>110</answer>' (gold 70)
s2q:31|correct|tag|'<answer>10 liters</answer>'
s2q:32|correct|tag|
s2q:33|correct|tag|no '</think>'; the answer tag holds a sentence: 'Combined weight is 125 + 498 = 623 pounds.'
s2q:34|correct|tag|
s2q:35|correct|tag|
k76:0|correct|tag|
k76:1|correct|tag|'<answer> $(-3,0)$ </answer>'
k76:2|correct|tag|
k76:3|correct|tag|
k76:4|correct|tag|
k76:5|correct|tag|
k76:6|correct|tag|
k76:7|correct|tag|
k76:8|wrong|tag|'<answer> \(\dfrac{\sqrt{2}-\sqrt{3}+2}{2}\) </answer>' (gold √3-√2)
k76:9|correct|tag|'<answer> \(\sqrt{3}-\sqrt{2}\) </answer>'
k76:10|correct|tag|debatable: '<answer> \[\dfrac{1}{\sqrt{2}+\sqrt{3}}\]</answer>' equals √3-√2 in value but is not simplified as the problem asks
k77:0|wrong|boxed|no tags; a code block whose stated output is 123.00000000000009 (the code as written gives -99), then '\(\boxed{123}\)' (gold 99)
k77:1|correct|tag|
k77:2|correct|tag|'<</think>' and an answer tag holding the working, ending 'So the answer is $\boxed{99}$.'
k77:3|correct|tag|
k77:4|correct|tag|
k77:5|correct|tag|
k77:6|correct|tag|'<answer>99 </answer>'
k78:0|wrong|tag|the think block plans a search and computes nothing; '<answer>8</answer>' (gold 6)
k78:1|correct|tag|the think block only bounds the base; '<answer>6</answer>'
k78:2|correct|boxed|'</think>' and then code with no answer tag; '\(\boxed{6}\)'
k78:3|correct|tag|
k78:4|correct|tag|the think block says '555 in base 6 is 2143' (not ABAB); the tag holds 6
k78:5|wrong|tag|'<answer>9</answer>' (gold 6)
k78:6|no_answer|tag|the think block sets '555=x(10x+1)' and the answer tag holds only blanks '_____' (gold 6)
k78:7|wrong|tag|'<answer>7</answer>' (gold 6)
k78:8|correct|boxed|no tags; code with output 11.0 and '\boxed{11}'
k79:0|correct|tag|'<answer> \(\frac{6}{11}\) </answer>'
k79:1|correct|tag|
k79:2|wrong|tag|'\frac{3/11}{1/4} = ... = \frac{36}{77}'; '<answer> \(\frac{36}{77}\) </answer>' (gold 6/11)
k79:3|wrong|tag|'<answer> $\frac{573}{11}$ </answer>' (gold 6/11)
k79:4|correct|tag|'\end think' instead of '</think>' and no closing answer tag: '<answer> $\frac{6}{11}$'
k79:5|wrong|tag|reaches 3/22, calls it a mistake and ends at '<answer> 1 </answer>' (gold 6/11)
k79:6|correct|tag|
k79:7|wrong|tag|'\frac{3}{11} \div \frac{1}{4} = \frac{12}{11}'; '<answer> \(\frac{12}{11}\) </answer>' (gold 6/11)
jmr:26|wrong|boxed|joined across the page edge; x = 1 rejected by a slip ('does not satisfy x ≠ 2'); '\boxed{3}' (gold 1)
jmr:27|correct|boxed|'\boxed{\frac{2240}{78125}}', an unreduced fraction equal to the gold 448/15625
jmr:28|correct|boxed|
jmr:29|wrong|boxed|'\boxed{110}' (gold 80)
jmr:30|correct|boxed|
jmr:31|no_answer|truncated|tests x = 0, then repeats '= \frac{4 \cdot 23}{15 \cdot 3 \cdot 13}' 53 times until the output cap, cut mid-fraction; no box and no final answer (gold 1 ± √19)
jmr:32|correct|boxed|'\boxed{east}' without \text (gold \text{east})
jmr:33|correct|boxed|joined across the page edge; '\boxed{2k + 2}'
jmr:34|correct|boxed|'\boxed{\begin{pmatrix} -\frac{1}{3} \\ \frac{2}{3} \\ \frac{5}{3} \end{pmatrix}}' (gold with -1/3, 2/3, 5/3)
jmr:35|wrong|boxed|'\boxed{70}' (gold 145°)
jmr:36|wrong|boxed|'\boxed{-840}' (gold 850)
jmr:37|correct|boxed|'\boxed{(a + 5)(b + 2)}'
jmr:38|wrong|boxed|'\boxed{1 \text{ and } \frac{4}{3}}' (gold (3,4])
k81:0|correct|tag|
k81:1|correct|tag|
k81:2|correct|tag|'<answer>16 </answer>'
k81:3|correct|tag|
k81:4|correct|tag|
k81:6|correct|tag|
k81:7|correct|tag|
k81:8|wrong|tag|the think block is in Chinese ('3*3=9种组合'); '<answer>18</answer>' (gold 8)
k81:9|correct|tag|
k81:10|wrong|tag|'<answer>12 </answer>' (gold 8)
k81:11|wrong|tag|reads 'may be the same' as 'may not'; '<answer>6</answer>' (gold 8)
k82:0|wrong|tag|'<answer> $p(x) = \pm 2\sqrt{3}$ </answer>' (gold 6x^3 - 6)
k82:1|wrong|tag|'<answer> $p(x) = x^3 - 3x$</answer>' (gold 6x^3 - 6)
k82:2|wrong|tag|'<answer> $2\sqrt{3}$ </answer>' (gold 6x^3 - 6)
k82:3|wrong|tag|the think block concludes no polynomial exists, the tag holds '$p(x) = x^2 + 1$' (gold 6x^3 - 6)
k82:4|no_answer|truncated|no think close and no answer; cut at the 1024-token cap mid-sentence ('Therefore, the polynomial must be \(p(x) = d\). Let's') (gold 6x^3 - 6)
k82:5|wrong|tag|'<answer> no such polynomial $p(x)$ exists </answer>' (gold 6x^3 - 6)
k82:6|wrong|tag|'\end think' and two boxed polynomials joined by 'or' in the answer tag (gold 6x^3 - 6)
k82:7|wrong|tag|'<answer>6x + 2</answer>' (gold 6x^3 - 6)
k83:0|wrong|tag|'<answer> $\textbf{(C) \frac{9}{\pi^2}(\sqrt{3}-1) }$ </answer>' (gold 9/π²(√3+3), option E)
k83:1|wrong|tag|'<answer> C </answer>' (gold 9/π²(√3+3), option E)
k83:2|wrong|boxed|no tags; '$\boxed{\frac{9}{\pi^2}(\sqrt{3}-1)}$' after computing 9√3/π² (gold 9/π²(√3+3))
k83:3|wrong|tag|'<answer> $\boxed{\frac{9}{\pi^2}(\sqrt{3}-1)} $ </answer>' (gold 9/π²(√3+3))
k85:0|wrong|tag|'<answer> $\boxed{\infty} $ </answer>' (gold 6)
k85:1|wrong|tag|'<answer>2</answer>' (gold 6)
k85:2|correct|boxed|no think close and no answer tag; code output and '\(\boxed{6}\)'
k85:3|wrong|tag|'<answer>0</answer>' (gold 6)
k85:4|wrong|tag|'<answer>5</answer>' (gold 6)
k85:5|wrong|tag|'<answer> 4 </answer>' (gold 6)
k85:6|wrong|tag|'\boxed{3 \times 4 = \boxed{12}}' and '<answer>12</answer>' (gold 6)
jpr:14|correct|hash|
jpr:15|correct|hash|
jpr:16|correct|hash|'#### 57.00'
jpr:17|correct|hash|
jpr:18|correct|hash|
jpr:19|correct|hash|
jpr:20|wrong|hash|the 5% a year added to the full pension; '#### 75000' (gold 25000)
jpr:21|correct|hash|
jpr:22|correct|hash|
jpr:23|correct|hash|'#### 36' then 'The answer is: 36'
jpr:24|wrong|hash|each team counted as two teams; '#### 96' (gold 48)
jpr:25|correct|hash|
jpr:26|correct|hash|
jpr:27|correct|hash|
jpr:28|correct|hash|'#### 7425.00'
yv2:0|wrong|final_answer_phrase|the stay counted as 24 hours and the 1600 option ignored; 'Final answer: 840' (gold 250)
yv2:1|correct|final_answer_phrase|'60%' in the working, 'Final answer: 60'
yv2:2|correct|final_answer_phrase|
yv2:3|correct|final_answer_phrase|
yv2:4|correct|final_answer_phrase|'2 x B = 10, where B is Brian's daily distance' (a misreading that lands on the gold); 'Final answer: 35'
yv2:5|correct|final_answer_phrase|
yv2:6|correct|final_answer_phrase|
yv2:7|correct|final_answer_phrase|
yv2:8|correct|final_answer_phrase|'Two hundred seventy thousand dollars' and '270000/500 = 5400' (the amount misread and the quotient slipped, landing on the right 5400 books); 'Final answer: 1800'
yv2:9|wrong|final_answer_phrase|the 0.75 bags applied to the 12 who come; 'Final answer: 18' (gold 24)
yv2:10|wrong|final_answer_phrase|'Final answer: 45' (gold 75)
k86:0|wrong|tag|'<answer>D</answer>' (gold C)
k86:1|correct|tag|
k86:2|correct|boxed|'</think>' then code and no answer tag; '\(\boxed{C}\)'
k86:3|correct|tag|
k86:4|correct|tag|
k86:5|correct|tag|
k86:6|correct|tag|
k86:7|no_answer|none|debatable: no tags; the working says C rounds to 65.13 'which is not 65.14' and then that E 'is not exactly 65.14', never concluding, and an invented next turn ('User: What is the missing reason ...') is answered 'D) Substitution' (gold C)
s2q:36|correct|tag|joined across the page edge
s2q:37|correct|tag|
s2q:38|wrong|tag|one raise, then the annual pay times 8; '<answer>63360</answer>' (gold 9360)
s2q:39|correct|tag|'<answer>8,000</answer>'
s2q:40|wrong|tag|the 0.75 bags applied to the 12 who come; '<answer>$18</answer>' (gold 24)
s2q:41|correct|tag|
s2q:42|correct|tag|the answer tag holds a sum and its result: '18 + 6 + 4 = 28'
s2q:43|correct|tag|
s2q:44|correct|tag|the working wanders (36.2 seconds, '90% of Lee's speed') and ends at 36; '<answer>36</answer>'
s2q:45|wrong|tag|'120 + 12 = 132 rabbits' (twelve added to the cats); 212 (gold 348)
s2q:46|correct|tag|four think blocks in a row, then '<answer>40</answer>'
s2q:47|correct|tag|
s2q:48|correct|tag|
s2q:49|correct|tag|the working says 'leaving 35 cars' before '30 - 5 - 20 = 5'; the value is the gold
s2q:50|wrong|tag|'<answer>40 potted plants</answer>' (the 18 new plants left out; gold 58)
s2q:51|wrong|tag|'60 + (10 * 60) = 700' for the third friend; '<answer>805</answer>' (gold 175)
a5r:45|correct|tag|the question's opening lies on the previous page, the completion wholly on the page read
a5r:46|correct|tag|
a5r:47|correct|tag|
a5r:48|correct|tag|
a5r:49|correct|tag|
a5r:50|correct|tag|'20%' in the working, the tag holds 20
a5r:51|correct|tag|
a5r:52|correct|tag|
a5r:53|wrong|tag|the tax applied to all items; '<answer>16.50</answer>' (gold 16)
a5r:54|wrong|tag|the cloths priced at $1; '<answer>52</answer>' (gold 20)
a5r:55|correct|tag|
a5r:56|correct|tag|
a5r:57|wrong|tag|'<answer>30</answer>' (gold 75)
a5r:58|wrong|tag|the change subtracted from the cost; '<answer>14</answer>' (gold 30)
a5r:59|correct|tag|
a5r:60|correct|tag|
a5r:61|correct|tag|'20 * 25 = $5' (cents read as dollars in the working); the value is the gold
a5r:62|correct|tag|
a5r:63|wrong|tag|the working goes negative and ends '5 + 1 = 6'; '<answer>6</answer>' (gold 48)
a5r:64|wrong|tag|the 2-hour classes counted as 1 hour; '<answer>208</answer>' (gold 272)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
