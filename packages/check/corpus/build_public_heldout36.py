r"""Build public_heldout36.jsonl: a 36th held-out round of REAL model completions (issue 25).

Why: rounds 1-35 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
metrics, format_reward, answer_reward, rewards, predicted, parse_source, fallback_prediction, the
accuracy / correct / parse_ok_count headers and the like) were not used to label.

Method (rounds 3-35's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build), escapes kept as the file writes them (codearky's file escapes non-ASCII as
\uXXXX: \u00d7, \u2019). For the dense files (yyfblock merged_sanity.jsonl and cppywh's
results/*.json) the helper pasted each page's text as the read_file answer shows it into a scratch
file, joined consecutive pages, and cut each record's JSON string out of that text (not re-encoded;
every `r` was checked to decode); for KleistvonLiu and codearky the helper pasted each record's JSON
string into the raw file directly. A record is taken only when its whole completion lies on the
pages read; a completion crossing the edge between two consecutive pages that were both read was
joined at the edge (msr recs 20, 42, 66 = merged_sanity lines 438, 460, 484 across the pages at
288000/304000, 304000/320000, 320000/336000; cg recs 10, 19, 28 = GRPO.json index 10, 19, 28 across
0/16000, 16000/32000, 32000/48000; cd recs 8, 15 = Distill.json index 8, 15 across 0/16000 and
16000/32000; cb recs 8, 19 = Base.json index 8, 19 across 0/16000 and 16000/32000; s2r rec 16 =
s1_after_200steps line 201 across 176000/192000). Records whose opening fields lie on an earlier
page and whose completion lies wholly on the page read were taken as read (k96b rec 0 = step 96 q1
r2, k99b rec 0 = step 99 q1 r0, k104b rec 0 = step 104 q1 r3, whose prompts open on page 0), as were
records whose completion lies wholly on the page and only the record's tail crosses (k94b rec 8,
k100b rec 7). Not transcribed: GRPO.json index 39, which crosses the pages at 48000 and 64000 (its
opening on the page at 48000 was not pasted; cg skips it), and KleistvonLiu step 105 q1 r2, a
long-division repetition loop cut at the 1024-token cap (its loop could not be copied reliably by
hand). Nothing is shortened. Every completion was compared (whitespace-normalised) with every
completion of rounds 1-35: merged_sanity line 487 (James runs 12 miles a day, '<answer>6</answer>')
repeats round 34's a5s r028 (ac_500.jsonl) word for word and was dropped (msr rec 69 is absent); no
two completions kept in this round are equal.

Repositories (350 records): KleistvonLiu/assignment5-alignment 127 (36.3 %), yyfblock/grpo-math
113 (32.3 %), cppywh/mini-deepseek-r1-zero 99 (28.3 %; NEW to the corpus: `grep -l cppywh
build_*.py` finds no builder), codearky/cross-policy-with-trl 11 (3.1 %). No licence file
was found for any of the four in the index (cppywh's README says only that it claims no ownership
of third-party models, data or course content); `licence` per record. Every file-and-page read
here is one no earlier round used: page 1 (offset 16000) of KleistvonLiu steps 90-105 is a lead of
round 35 and in no builder (`grep -l rollout_step_000090 build_public_heldout*.py` and so on: none);
merged_sanity.jsonl from line 418 (offset 288000) and s1_after_200steps.jsonl from line 185 (offset
176000) are round 35's leads; codearky eval_outputs.jsonl
page 3 (offset 48000) is a lead of rounds 28-34 (round 16 took pages 0-2, lines 1-8, of which
line 8 (Carla) only completion 0); cppywh's files are in no builder.

Split: think_answer 251 (GSM8K 124, MATH 127), long_cot 99 (GSM8K 99, MATH 0); GSM8K 223, MATH
127 (36.3 %). Truths: correct 210, wrong 139, no_answer 1 (GSM8K 136 / 87 / 0, MATH 74 / 52 / 1;
think_answer 138 / 112 / 1, long_cot 72 / 27 / 0); 2 debatable (k99b rec 4, s2r rec 2).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said):
* yyfblock/grpo-math (think_answer, GSM8K test in order, the question stored; line N = GSM8K test
  question N-1): msr = results/merged_sanity.jsonl lines 418-500 (pages 18-21, offsets 288000,
  304000, 320000 and 336000; line 417 opens on the page at 272000, read by round 35, and was not
  joined; 438, 460 and 484 joined; line 487 dropped as a repeat; the file is now read to its end);
  s2r = results/s1_after_200steps.jsonl lines 185-215 (pages at 176000 and 192000; line 184 opens on
  the page at 160000, read by round 35, and was not joined; 201 joined; 216 crosses into 208000).
  Forms: '<answer>132.0</answer>', '<answer> -10 </answer>', '<answer>-133.33333333333333</answer>',
  '<answer>53.33</answer>', '<answer>3.35</answer>' for a percentage, 'The answer is 10.' before the
  tag, an en dash and inch marks ('64\"') in the working; s2r: sentences in the tag ('Each of them
  paid $45', 'There are 5 rabbits in the pen.'), unit words ('55 liters', '2600 grams'), '$10', '75%
  more likely', the working after '</think>', two think blocks.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): page 1 (offset 16000) of
  outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl for steps 90 (q1 r4-7, q2 r0-3), 91
  (q0 r5-7, q1 r0-5), 92 (q1 r5-7, q2 r0-5), 93 (q1 r4-7, q2 r0-2), 94 (q0 r6-7, q1 r0-6), 95 (q1
  r4-7, q2 r0-6), 96 (q1 r2-7, q2 r0-3), 97 (q0 r6-7, q1 r0-4), 98 (q1 r4-7, q2 r0-6), 99 (q1 r0-4),
  100 (q1 r1-7, q2 r0), 101 (q0 r5-7, q1 r0-2), 102 (q1 r0-7, q2 r0), 103 (q1 r7, q2 r0-3), 104 (q1
  r3-7, q2 r0) and 105 (q1 r3-7, q2 r0-1; q1 r2 not transcribed, see above); a rollout whose
  response opens on page 0 and the rollout crossing into page 2 were not taken. Forms:
  '<answer>1/10</answer>' for 10, '<answer>24:1</answer>', '<answer> $\dfrac{7}{3}$ </answer>',
  '<answer> \dfrac{7}{3} </answer>', '<answer> \(\frac{1}{2}\) </answer>', '<answer> $$\frac{3}{2}$$
  </answer>', '<answer>3/2 </answer>' for '\frac32', '<answer> -16.5 </answer>' for 'k =
  \frac{-33}{2}', '<answer>6.4% </answer>', '<answer> $29 - \pi$ </answer>', '<answer> $d = 1$
  </answer>', '<answer>1/30, 7/30, 1/3</answer>' for an ordered triple, a bare '</answer>' after a
  box with no '</think>' (k93b rec 5, k97b rec 2), no tags with a box and Python code (k91b rec 1,
  k99b rec 4, k100b rec 3), '\\ '-escaped words in the working (k101b rec 0), a stray backslash
  before '</think>', and '</think>' then code cut at the 1024-token cap (k102b rec 8).
* codearky/cross-policy-with-trl (Qwen2.5-0.5B-Instruct after plain GRPO, checkpoint-600; the tag
  prompt; GSM8K test in order; line N = GSM8K test question N-1): cp3 = eval_outputs.jsonl page 3
  (offset 48000): line 8 (Carla) completions 2-7 (completion 1 opens on page 2, not read here, and
  was not taken) and line 9 (John drives) completions 0-4 (completion 5 crosses into page 4). Forms:
  '<answer>\n200 minutes\n</answer>', '<answer>\n45 miles\n</answer>', a '<think>\nReason here. ...'
  block written AFTER the working, no think block at all.
* cppywh/mini-deepseek-r1-zero (NEW; GSM8K test questions 0-99 in order, greedy decoding, 2048 new
  tokens (results/protocol.json); long_cot; the record is one `details` entry's response): cg =
  results/GRPO.json (Qwen/Qwen3-1.7B-Base after the repository's 500-step GRPO run, plain-text
  prompt) index 0-38 and 40-48 (pages 0-4, offsets 0-64000; 39 not transcribed, see above; 49
  crosses into 80000); cd = results/Distill.json (the reference model the repository calls
  'Distill', run with its own chat template; its model id is not named in the README or
  protocol.json; its output closes a '</think>' block before the answer) index 0-22 (pages 0-2; 23
  crosses); cb = results/Base.json (Qwen/Qwen3-1.7B-Base before training, the same plain-text
  prompt) index 0-27 (pages 0-2, offsets 0-32000; 8 and 19 joined; 28 crosses into 48000). Forms:
  '\boxed{120 \text{ minutes}}', '\boxed{60\%}', '\boxed{26.00}', '\boxed{\$75,\!000}',
  '\boxed{57,\!500}', '\boxed{$125}', '\boxed{180\ \text{meters}}', a bare '\boxed{64}' /
  '\boxed{29}' outside math delimiters, '$\boxed{460}$', no box with a closing sentence ('So, Kylar
  needs to pay $64 for the 16 glasses.'), two values where one is asked (cb rec 15), Python blocks
  with their output before the box, a self-declared impossible result boxed anyway (cg rec 21).

Label conventions (round 35's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer (k102b rec 8); equal in value but written
differently is correct (a unit word or unit inside the box, a '$' sign, a percent sign for a
percentage asked, '132.0' / '26.00' for 132 / 26, '1/2' or '\dfrac' for '\frac', '-16.5' for 'k =
\frac{-33}{2}', a thousands separator '57,\!500'); another quantity is wrong (the inverse '1/10' for
10, a ratio '24:1', a list of two values where one is asked); in the tag format the `<answer>`
content is the final answer whatever the think block says; with no answer tag the completion is
labelled by its last box or last stated result (k91b rec 1, k93b rec 5, k97b rec 2, k99b rec 4,
k100b rec 3; cb recs 5-8, 10-11, 14, 16, 20, 23-24, 26-27); malformed tags (a bare '</answer>') do
not change which answer counts; a gold is the reference even where the question's wording gives
another reading (cppywh's Carla question reads 'How load does it take'). Debatable this round: k99b
rec 4 (no tags; '\boxed{16}' then Python code with no output, cut at the 1024-token cap: labelled
wrong by its last box rather than no_answer), s2r rec 2 (the working solves for the rabbits and the
tag says 'There are 5 rabbits in the pen.': the gold's number 5 for another quantity than the rats
per cage asked; labelled wrong).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from the question stored in the file: yyfblock's `question`, cppywh's
`question`, codearky's user turn), checked equal to the file's own gold (yyfblock `gold`, cppywh
`ground_truth`, codearky `answer`). MATH: the KleistvonLiu problems' opening words are looked up in
MATH-500 and none of the 31 problems read here is there, so the file's own answer (its MATH test
gold, `ground_truth`) as transcribed.

Dead ends this round (searched, nothing usable): find_files 'rollouts.jsonl' (three repositories
with no math completions by name: genomic, budget-governor, MARS), 'eval_outputs.jsonl'
(codearky's, taken; KapachYonatan/Fine-Tuning-LLMs and Trach-barIlan/Ex2 are round 30's dead ends),
'outputs/math500.jsonl' and 'results/math500_results.jsonl' (none); find_string '"level": "Level 5",
"model_output":' (none); find_repos 'r1-zero' (15: joecummings, shreyshahi, SkAndMl, ahxt, zdfb
already in builders; Zengwula/Light-R1-ZERO and troy12x/understand-r1-zero hold code only;
cppywh taken) and 'math-rl' (20; ThunderstormXX/qwen-math-rl-pipeline, Ruiqingw/Math-RL and
Roogard/math-rl-tuning hold no .jsonl in the index; agi-2026/math-rl
results/baseline/math500_results.json (Qwen/Qwen3-4B-Instruct-2507, MATH-500) opened: its
`response` fields are stored cut at about 500 characters, before any answer, by the logger, so
not real completions to label).

Leads for a later round: cppywh/mini-deepseek-r1-zero GRPO.json from index 49 (offset 80000; 49
opens on the page at 64000, read here; about 5 pages left; index 39 across 48000/64000 not taken),
Distill.json from index 23 (offset 48000; 23 opens on the page at 32000, read here), Base.json from
index 28 (offset 48000; 28 opens on the page at 32000), Instruct-Think.json (Qwen3-1.7B thinking
mode, 2048 tokens, 44 of 100 hit the cap: long, expect cut completions; not opened); KleistvonLiu
page 1 (offset 16000) of steps 106-111 and page 2 (offset 32000) of steps 74-130; yyfblock
s1_after_200steps from line 216 (offset 208000; 216 opens on the page at 192000, read here);
codearky eval_outputs page 4 (offset 64000; line 9 completion 5 crosses); labrem gemma2-2b /
gemma2-9b best-of-n 0.6 from page 1 and the unused thresholds; why015 baseline_sft tail300 from line
128. merged_sanity.jsonl is now read to its end.

Usage: python build_public_heldout36.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout36.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout36.jsonl"
SOURCE = "public_heldout36"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-33 took page 0 of "
    "rollout steps 1-130, rounds 33-35 page 1 of steps 74-89 and 112-130; this round page 1 "
    "(offset 16000) of steps {}), rollout step {}, on MATH test problems; the record is one "
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
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the "
    "file name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in "
    "order with the repository's R1-style prompt (rounds 26-35 took lines up to 183, this round "
    "lines 185-215 from the pages at 176000 and 192000); the record is one line's completion (the "
    "text after the prompt's closing 'Assistant: <think>')"
)
MS_MODEL = (
    "Qwen/Qwen2.5-1.5B with a GRPO LoRA adapter merged into it (the repository's sanity check "
    "of the merged weights, by the file's name results/merged_sanity.jsonl; the run it merges "
    "is not named in the file), evaluated on GSM8K test in order with the repository's "
    "R1-style prompt (rounds 26-35 took lines up to 416, this round lines 418-500 from pages "
    "18-21, offsets 288000-336000, line 487 dropped as a repeat); the record is one line's "
    "completion (the text after the prompt's closing 'Assistant: <think>')"
)

CP, CPC = "codearky/cross-policy-with-trl", "c3a95863b29f4ceebd8687e2fa0f3563428f5f9a"
CP_MODEL = (
    "a GRPO-trained checkpoint: runs/baseline-grpo-qwen/20260109_151711/baseline0/checkpoint-600 "
    "(the file's model field); baseline0 is policy 0 of trl/examples/scripts/cross_policy_grpo.py "
    "(at 1a14f04, as round 16 read it), i.e. Qwen/Qwen2.5-0.5B-Instruct trained with plain GRPO "
    "on GSM8K train; sampled by trl/examples/scripts/evals/eval_math_passk_diversity.py (8 "
    "samples per prompt, temperature 1.0 by its defaults); GSM8K test problems in order (round "
    "16 took pages 0-2, this round page 3, offset 48000); the record is one element of a line's "
    "completions list"
)
CP_PROMPT = (
    "chat template, system '\\nYou will be given a math question.\\nReason about the question and "
    "correct your own mistakes if you make any.\\n\\nRespond in the following format:\\n<think>\\n"
    "Reason here. Decide to answer when you are confident as your response length is limited.\\n"
    "</think>\\n<answer>\\nAnswer here.\\n</answer>\\n', user '{question}' (the file's prompt field)"
)

CY, CYC = "cppywh/mini-deepseek-r1-zero", "53bedfc33a90d0c92a0cf02bcaf7bdcc5ca3a3d6"
CY_LICENCE = (
    "none found (no LICENSE file in the index; the README claims no ownership of third-party "
    "models, data or course content)"
)
CY_EVAL = (
    "evaluated by the repository on the first 100 GSM8K test questions in order (results/"
    "protocol.json: greedy decoding, bfloat16, 2048 new tokens; no earlier round used this "
    "file; this round index {}); the record is one `details` entry's response"
)
CY_GRPO = (
    "Qwen/Qwen3-1.7B-Base after the repository's GRPO run grpo-qwen3-1.7b-math (results/"
    "experiment_config.json: full-parameter, 500 steps, 8 generations, lr 5e-6, beta 0.001, "
    "GSM8K train, a 0/1 final-number reward), " + CY_EVAL
)
CY_BASE = "Qwen/Qwen3-1.7B-Base before training (the README's 'Base'), " + CY_EVAL
CY_DISTILL = (
    "the reference model the repository calls 'Distill' (a distilled reasoning model run with "
    "its own chat template; its model id is named neither in the README nor in protocol.json), "
    + CY_EVAL
)
CY_TEXT_PROMPT = (
    "the repository's plain-text solving prompt for Base and GRPO (README: 'Base和GRPO用同一纯文本"
    "提示'; the prompt text sits in mini_deepseek_r1_zero.ipynb, not read) with the GSM8K question"
)
CY_CHAT_PROMPT = (
    "the Distill model's own chat template with the GSM8K question (README: 'Distill和Instruct用"
    "各自chat模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)

KL_STEPS = tuple(range(90, 106))


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
        "ground_truth",
        NO_LICENCE,
    )


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "msr": ("msr-qwen25-15b-grpo-merged-sanity-gsm8k", YB, "results/merged_sanity.jsonl",
            YB_COMMIT, MS_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    "s2r": ("s2r-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    **{f"k{s}b": _kl(s) for s in KL_STEPS},
    "cp3": ("cp3-qwen25-05b-grpo-gsm8k-page3", CP, "eval_outputs.jsonl", CPC, CP_MODEL, CP_PROMPT,
            "think_answer", "gsm8k", "answer", NO_LICENCE),
    "cg": ("cg-qwen3-17b-base-grpo-gsm8k", CY, "results/GRPO.json", CYC,
           CY_GRPO.format("0-38 and 40-48"), CY_TEXT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "cd": ("cd-distill-gsm8k", CY, "results/Distill.json", CYC, CY_DISTILL.format("0-22"),
           CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "cb": ("cb-qwen3-17b-base-gsm8k", CY, "results/Base.json", CYC,
           CY_BASE.format("0-27"), CY_TEXT_PROMPT, "long_cot", "gsm8k", "ground_truth",
           CY_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
msr:0|wrong|tag|'<answer>10040</answer>' (gold 3140)
msr:1|correct|tag|
msr:2|wrong|tag|'<answer>7000</answer>' (gold 3000)
msr:3|correct|tag|
msr:4|correct|tag|
msr:5|wrong|tag|'<answer>672</answer>' (gold 284)
msr:6|wrong|tag|'<answer>6</answer>' (gold 8)
msr:7|correct|tag|
msr:8|wrong|tag|'<answer>180</answer>' (gold 150)
msr:9|correct|tag|
msr:10|wrong|tag|'<answer>100</answer>' (gold 150)
msr:11|wrong|tag|'<answer>36</answer>' (gold 26)
msr:12|wrong|tag|'<answer>10</answer>' (gold 13)
msr:13|correct|tag|'<answer>132.0</answer>' (a trailing '.0') for the gold 132
msr:14|correct|tag|
msr:15|correct|tag|
msr:16|correct|tag|
msr:17|wrong|tag|'<answer>4</answer>' (gold 5)
msr:18|correct|tag|
msr:19|wrong|tag|'<answer>12</answer>' (gold 15)
msr:20|correct|tag|the record joined across the pages at 288000 and 304000
msr:21|wrong|tag|'$5.00' in the working; '<answer>5</answer>' (gold 2)
msr:22|wrong|tag|'<answer>21</answer>' (gold 17)
msr:23|correct|tag|
msr:24|correct|tag|
msr:25|wrong|tag|'<answer>54</answer>' (gold 49)
msr:26|wrong|tag|'<answer>60</answer>' (gold 59)
msr:27|correct|tag|
msr:28|wrong|tag|'<answer>4</answer>' (gold 6)
msr:29|wrong|tag|'<answer>10</answer>' (gold 2)
msr:30|correct|tag|
msr:31|wrong|tag|'<answer>59</answer>' (gold 539)
msr:32|correct|tag|
msr:33|wrong|tag|'<answer>14</answer>' (gold 4)
msr:34|correct|tag|
msr:35|correct|tag|
msr:36|wrong|tag|'<answer>545950</answer>' (gold 6400)
msr:37|wrong|tag|'<answer>240</answer>' (gold 150)
msr:38|wrong|tag|'<answer>192</answer>' (gold 1920)
msr:39|wrong|tag|'<answer>39</answer>' (gold 78)
msr:40|wrong|tag|an en dash ('33.33 fairies – 30 fairies') in the working; '<answer>53.33</answer>' (gold 45)
msr:41|wrong|tag|'<answer>3.35</answer>' (gold 35)
msr:42|correct|tag|'4598 / 2250 = 2.02 trips' then '<answer>2</answer>'; the record joined across the pages at 304000 and 320000
msr:43|wrong|tag|'$0.21' in the working (the monthly total in dollars, not cents, and for one week); '<answer>21</answer>' (gold 84)
msr:44|correct|tag|
msr:45|correct|tag|
msr:46|correct|tag|
msr:47|wrong|tag|'<answer>2</answer>' (gold 6)
msr:48|correct|tag|
msr:49|correct|tag|
msr:50|correct|tag|
msr:51|wrong|tag|'100-180=-80 shoes' in the working; '<answer>-80</answer>' (gold 120)
msr:52|correct|tag|
msr:53|correct|tag|
msr:54|wrong|tag|'<answer>160</answer>' (gold 80)
msr:55|correct|tag|
msr:56|correct|tag|'1/10 of the shark's length' and 'The answer is 10.' in the working; '<answer>10</answer>' for a percentage asked
msr:57|wrong|tag|'80/3 ≈ 26.67 students' then '<answer>27</answer>' (gold 80)
msr:58|correct|tag|
msr:59|correct|tag|
msr:60|wrong|tag|'<answer>12</answer>' (gold 20)
msr:61|correct|tag|
msr:62|correct|tag|
msr:63|correct|tag|
msr:64|correct|tag|
msr:65|correct|tag|'$26 more' in the working; '<answer>26</answer>'
msr:66|wrong|tag|the record joined across the pages at 320000 and 336000; '<answer>60</answer>' (gold 40)
msr:67|wrong|tag|'<answer>120</answer>' (gold 240)
msr:68|correct|tag|
msr:70|wrong|tag|'<answer>2</answer>' (gold 4)
msr:71|correct|tag|
msr:72|correct|tag|'<answer> -10 </answer>' (a negative value with spaces in the tag)
msr:73|correct|tag|
msr:74|correct|tag|
msr:75|correct|tag|
msr:76|wrong|tag|'-1.3333333333333334*-100=$-133.33333333333333' in the working; '<answer>-133.33333333333333</answer>' (gold 25)
msr:77|wrong|tag|inch marks escaped as '\"' in the file ('64\" tall'); '<answer>53.33</answer>' (gold 21)
msr:78|correct|tag|
msr:79|correct|tag|
msr:80|wrong|tag|'<answer>224</answer>' (gold 112)
msr:81|correct|tag|
msr:82|wrong|tag|'<answer>40</answer>' (gold 10)
s2r:0|wrong|tag|'<answer>75% more likely</answer>' (gold 25)
s2r:1|correct|tag|
s2r:2|wrong|tag|debatable: the working solves for rabbits ('B = 4.25', 'round up') and the tag says '<answer>There are 5 rabbits in the pen.</answer>': the gold's number 5 but for another quantity than the rats per cage asked; labelled wrong
s2r:3|correct|tag|
s2r:4|correct|tag|
s2r:5|wrong|tag|'<answer>Each of them paid $45</answer>' (a sentence in the tag; gold 34)
s2r:6|correct|tag|
s2r:7|correct|tag|'<answer>5 pounds</answer>' (a unit word)
s2r:8|correct|tag|
s2r:9|wrong|tag|a sentence with two counts in the tag, ending '18 - 6 = 12 more pink flamingos than white flamingos' (gold 24)
s2r:10|correct|tag|'<answer>$10</answer>' (a dollar sign)
s2r:11|correct|tag|'<answer>$12</answer>' (a dollar sign)
s2r:12|correct|tag|'80 - 200 = -120.' in the working, then '120 pounds ... will not be used'; '<answer>120</answer>'
s2r:13|correct|tag|
s2r:14|correct|tag|the sum worked after '</think>' ('In total, Elaine has 20 + 60 + 40 + 200 = 320 Pokemon cards.'); '<answer>320</answer>'
s2r:15|correct|tag|a plan in the think block and the working after '</think>'; '<answer>7500</answer>'
s2r:16|correct|tag|joined across the pages at 176000 and 192000; '<answer>55 liters</answer>' (a unit word)
s2r:17|wrong|tag|'<answer>109000</answer>' (gold 114200)
s2r:18|correct|tag|
s2r:19|wrong|tag|the three parts never summed in the working; '<answer>45 slices of cheese</answer>' (gold 31)
s2r:20|correct|tag|
s2r:21|wrong|tag|'<answer>120</answer>' (gold 98)
s2r:22|correct|tag|'<answer>860 kilometers</answer>' (a unit word)
s2r:23|correct|tag|'<answer>2600 grams</answer>' (a unit word)
s2r:24|wrong|tag|'<answer>60</answer>' (gold 76)
s2r:25|wrong|tag|'<answer>90</answer>' (gold 145)
s2r:26|wrong|tag|'<answer>3</answer>' (gold 10)
s2r:27|correct|tag|
s2r:28|wrong|tag|a plan only, no value computed; '<answer>1.6667 hours</answer>' (gold 5)
s2r:29|wrong|tag|two think blocks ('</think>\n<think>'); '<answer>350 customers</answer>' (gold 250)
s2r:30|wrong|tag|'<answer>16 gallons</answer>' (gold 8)
k90b:0|correct|tag|
k90b:1|correct|tag|
k90b:2|correct|tag|
k90b:3|correct|tag|
k90b:4|wrong|tag|'<answer>1/10</answer>' (the inverse of the gold 10)
k90b:5|wrong|tag|'<answer>1/4</answer>' (gold 10)
k90b:6|wrong|tag|'<answer>2.25</answer>' (gold 10)
k90b:7|wrong|tag|'<answer>8/7</answer>' (gold 10)
k91b:0|wrong|tag|'<answer>24:1</answer>' (a ratio; gold \frac{7}{6})
k91b:1|correct|boxed|no think close and no tags; Python with the output 1.1666666666666667, then 'the final answer is \(\boxed{\frac{7}{6}}\)'
k91b:2|wrong|tag|'<answer>6/5</answer>' (gold \frac{7}{6})
k91b:3|wrong|tag|'<answer>7</answer>' (gold 4)
k91b:4|correct|tag|
k91b:5|correct|tag|
k91b:6|correct|tag|
k91b:7|correct|tag|
k91b:8|wrong|tag|'<answer>8</answer>' (gold 4)
k92b:0|correct|tag|
k92b:1|wrong|tag|'<answer>37</answer>' (gold 1)
k92b:2|wrong|tag|'<answer>73</answer>' (gold 1)
k92b:3|wrong|tag|'<answer> -6 </answer>' (gold -14)
k92b:4|wrong|tag|'<answer> -10 </answer>' (gold -14)
k92b:5|wrong|tag|'<answer> $-1$ </answer>' (gold -14)
k92b:6|wrong|tag|'<answer> -36 </answer>' (gold -14)
k92b:7|wrong|tag|'<answer>12 </answer>' (gold -14)
k92b:8|wrong|tag|'<answer> $-18$ </answer>' (gold -14)
k93b:0|correct|tag|'<answer> $\dfrac{7}{3}$ </answer>' (\dfrac) for the gold '\frac{7}{3}'
k93b:1|correct|tag|
k93b:2|correct|tag|
k93b:3|correct|tag|'<answer> \dfrac{7}{3} </answer>' (\dfrac with no math delimiters)
k93b:4|correct|tag|'\boxed{\left(\frac{1}{6},\frac{1}{6}\right)}' in the think block and the same pair in the tag
k93b:5|wrong|boxed|no '</think>' and no opening answer tag; '\boxed{(a,b) = (1/6, 0)}' then a bare '</answer>' (gold \left( \frac{1}{6}, \frac{1}{6} \right))
k93b:6|wrong|tag|'<answer> $\left(-\frac{1}{6},-\frac{2}{3}\right)$ </answer>' (gold \left( \frac{1}{6}, \frac{1}{6} \right))
k94b:0|wrong|tag|'<answer>608</answer>' (gold 578)
k94b:1|wrong|tag|'<answer>253</answer>' (gold 578)
k94b:2|wrong|tag|'<answer>29</answer>' (gold 10 \pi - 29)
k94b:3|wrong|tag|'<answer>29</answer>' (gold 10 \pi - 29)
k94b:4|wrong|tag|'<answer> $29 - \pi$ </answer>' (gold 10 \pi - 29)
k94b:5|wrong|tag|'<answer> $29 + 2\pi$ </answer>' (gold 10 \pi - 29)
k94b:6|wrong|tag|'<answer>29</answer>' (gold 10 \pi - 29)
k94b:7|wrong|tag|'<answer>29</answer>' (gold 10 \pi - 29)
k94b:8|wrong|tag|a one-sentence think block; '<answer> $29$ </answer>' (gold 10 \pi - 29); the response wholly on page 1, only the record's tail crosses
k95b:0|correct|tag|
k95b:1|correct|tag|
k95b:2|correct|tag|
k95b:3|correct|tag|
k95b:4|correct|tag|
k95b:5|correct|tag|'<answer>1/2</answer>' for the gold '\frac{1}{2}'
k95b:6|correct|tag|
k95b:7|correct|tag|'<answer> \(\frac{1}{2}\) </answer>'
k95b:8|correct|tag|
k95b:9|correct|tag|
k95b:10|correct|tag|
k96b:0|correct|tag|the record opens on page 0, the response wholly on page 1; '<answer> -16.5 </answer>' (a decimal) for the gold 'k = \frac{-33}{2}'
k96b:1|correct|tag|'<answer> -16.5 </answer>' (a decimal) for the gold 'k = \frac{-33}{2}'
k96b:2|wrong|tag|'k = 15 + \frac{1}{2}' (sign error); '<answer> $15.5$ </answer>' (gold k = \frac{-33}{2})
k96b:3|correct|tag|'<answer> -16.5 </answer>' (a decimal) for the gold 'k = \frac{-33}{2}'
k96b:4|correct|tag|'<answer> -16.5 </answer>' (a decimal) for the gold 'k = \frac{-33}{2}'
k96b:5|correct|tag|'<answer> -16.5 </answer>' (a decimal) for the gold 'k = \frac{-33}{2}'
k96b:6|correct|tag|
k96b:7|correct|tag|
k96b:8|correct|tag|
k96b:9|correct|tag|
k97b:0|wrong|tag|'<answer> $1$ </answer>' (gold 77)
k97b:1|wrong|tag|'\frac{1}{1000}' and 'The answer is \boxed{1}.' in the think block; '<answer>1</answer>' (gold 77)
k97b:2|correct|boxed|no '</think>' and no opening answer tag; '\boxed{\frac{4}{5}}' then a bare '</answer>'
k97b:3|wrong|tag|'<answer>1/2</answer>' (gold \frac{4}{5})
k97b:4|wrong|tag|'<answer> $\frac{3 - \sqrt{5}}{2}$ </answer>' (gold \frac{4}{5})
k97b:5|correct|tag|
k97b:6|wrong|tag|'<answer> $\frac{3}{5}$ </answer>' (gold \frac{4}{5})
k98b:0|correct|tag|
k98b:1|correct|tag|
k98b:2|correct|tag|
k98b:3|correct|tag|
k98b:4|correct|tag|
k98b:5|correct|tag|
k98b:6|correct|tag|
k98b:7|correct|tag|
k98b:8|correct|tag|
k98b:9|correct|tag|
k98b:10|correct|tag|
k99b:0|wrong|tag|the record opens on page 0, the response wholly on page 1; '<answer>2</answer>' (gold 6)
k99b:1|wrong|tag|'<answer> 8 </answer>' (gold 6)
k99b:2|wrong|tag|'<answer>14</answer>' (gold 6)
k99b:3|wrong|tag|'<answer>10</answer>' (gold 6)
k99b:4|wrong|boxed|debatable: no think close and no tags; '\boxed{16}' then Python code with no output, cut at the 1024-token cap; labelled wrong by its last box rather than no_answer (gold 6)
k100b:0|correct|tag|
k100b:1|wrong|tag|'<answer>27</answer>' (gold 3)
k100b:2|correct|tag|
k100b:3|wrong|boxed|no think close and no tags; '\[\boxed{\sqrt{26} - 2}\]' then Python code with no output (gold 3)
k100b:4|wrong|tag|'<answer> $\sqrt{26} - 2$ </answer>' (gold 3)
k100b:5|wrong|tag|'<answer>4</answer>' (gold 3)
k100b:6|correct|tag|
k100b:7|correct|tag|the response wholly on page 1, only the record's tail crosses
k101b:0|wrong|tag|working in '\\ '-escaped words ('Since\\ a\\ and\\ b'); '<answer>1</answer>' (gold 5)
k101b:1|wrong|tag|'<answer>7</answer>' (gold 5)
k101b:2|correct|tag|a stray backslash before '</think>' ('is 5. \</think>'); '<answer>5</answer>'
k101b:3|correct|tag|the working first sums to 1, then '58/900, which is approximately 6.4%'; '<answer>6.4% </answer>' (a percent sign) for the gold 6.4
k101b:4|wrong|tag|'<answer>2.0% </answer>' (gold 6.4)
k101b:5|correct|tag|'<answer>6.4% </answer>' (a percent sign) for the gold 6.4
k102b:0|correct|tag|
k102b:1|correct|tag|'<answer> $$\frac{3}{2}$$ </answer>' (display math) for the gold '\frac32'
k102b:2|correct|tag|
k102b:3|correct|tag|
k102b:4|correct|tag|
k102b:5|correct|tag|
k102b:6|correct|tag|
k102b:7|correct|tag|'\boxed{\frac{3}{2}}' in the think block; '<answer>3/2 </answer>' for the gold '\frac32'
k102b:8|no_answer|none|'</think>' then Python code, a NameError output and revised code, cut at the 1024-token cap before any answer
k103b:0|correct|tag|
k103b:1|wrong|tag|the think block restates the problem only; '<answer>$\left(\frac{1}{8},\frac{1}{4},\frac{5}{8}\right)$</answer>' (gold \left( \frac{4}{13}, \frac{1}{13}, \frac{8}{13} \right))
k103b:2|wrong|tag|'<answer>1/30, 7/30, 1/3</answer>' (a bare triple; gold \left( \frac{4}{13}, \frac{1}{13}, \frac{8}{13} \right))
k103b:3|wrong|tag|'<answer>(1/12, 5/12, 5/12)</answer>' (gold \left( \frac{4}{13}, \frac{1}{13}, \frac{8}{13} \right))
k103b:4|wrong|tag|a curly apostrophe ('Ceva’s') in the working; '\boxed{\left(\frac{1}{9}, \frac{10}{39}, \frac{2}{39}\right)}' and the same triple in the tag (gold \left( \frac{4}{13}, \frac{1}{13}, \frac{8}{13} \right))
k104b:0|correct|tag|the record opens on page 0, the response wholly on page 1
k104b:1|correct|tag|'Let's check each value.' and no value in the think block; '<answer> $d = 1$ </answer>' (an equation) for the gold 1
k104b:2|correct|tag|
k104b:3|correct|tag|
k104b:4|correct|tag|
k104b:5|wrong|tag|'<answer>1536</answer>' (gold 6)
k105b:0|wrong|tag|'<answer>857142</answer>' (a six-digit block; gold 2)
k105b:1|correct|tag|
k105b:2|correct|tag|
k105b:3|correct|tag|
k105b:4|correct|tag|
k105b:5|correct|tag|'<answer> $-\frac{1}{3}$ </answer>'
k105b:6|wrong|tag|'<answer> $-2$ </answer>' (gold -\frac{1}{3})
cp3:0|wrong|tag|a '<think>' block after the working ('Reason here. ...'); '<answer>\n200 minutes\n</answer>' (gold 160)
cp3:1|wrong|tag|no think block; '<answer>\n120 minutes\n</answer>' (gold 160)
cp3:2|wrong|tag|'<answer>\n120\n</answer>' (gold 160)
cp3:3|wrong|tag|'<answer>\n120\n</answer>' (gold 160)
cp3:4|wrong|tag|a '<think>' block after the working; '<answer>\n60\n</answer>' (gold 160)
cp3:5|wrong|tag|a '<think>' block after the working; '<answer>80 minutes</answer>' (gold 160)
cp3:6|wrong|tag|a '<think>' block after the working; '<answer>\n60\n</answer>' (gold 45)
cp3:7|wrong|tag|\u00d7 escapes in the file; no think block; '<answer>\n300 miles\n</answer>' (gold 45)
cp3:8|wrong|tag|a '<think>' block after the working; '<answer>\n165\n</answer>' (gold 45)
cp3:9|correct|tag|a \u2019 escape in the file; no think block; '<answer>\n45 miles\n</answer>' (a unit word)
cp3:10|wrong|tag|'<answer>\n585\n</answer>' (gold 45)
cg:0|correct|boxed|
cg:1|correct|boxed|
cg:2|correct|boxed|
cg:3|correct|boxed|
cg:4|correct|boxed|
cg:5|wrong|boxed|'\boxed{50}' (gold 64)
cg:6|correct|boxed|
cg:7|wrong|boxed|'\(\boxed{120 \text{ minutes}}\)' (gold 160)
cg:8|wrong|boxed|'\boxed{315}' (gold 45)
cg:9|correct|boxed|
cg:10|correct|boxed|joined across the pages at 0 and 16000
cg:11|correct|boxed|
cg:12|wrong|boxed|'\boxed{12}' (gold 13)
cg:13|correct|boxed|
cg:14|correct|boxed|'\boxed{60\%}' (a percent sign) for the gold 60
cg:15|wrong|boxed|'\boxed{96}' (gold 125)
cg:16|correct|boxed|
cg:17|correct|boxed|
cg:18|correct|boxed|
cg:19|correct|boxed|joined across the pages at 16000 and 32000; '\boxed{6} miles per hour'
cg:20|wrong|boxed|'\boxed{\dfrac{47}{72}}' then '47/72 liters of water' (gold 15)
cg:21|wrong|boxed|the working calls its own result impossible ('-2 years old, which is not possible', 'an inconsistency'), then 'Final Boxed Answer' '\boxed{-2}' (gold 14)
cg:22|correct|boxed|
cg:23|correct|boxed|
cg:24|correct|boxed|'\boxed{26.00}' for the gold 26
cg:25|correct|boxed|
cg:26|correct|boxed|
cg:27|correct|boxed|
cg:28|wrong|boxed|joined across the pages at 32000 and 48000; '\boxed{5}' (gold 25)
cg:29|wrong|boxed|'\boxed{94}' (gold 104)
cg:30|correct|boxed|
cg:31|correct|boxed|
cg:32|correct|boxed|
cg:33|correct|boxed|
cg:34|correct|boxed|
cg:35|correct|boxed|
cg:36|correct|boxed|
cg:37|wrong|boxed|'Everything checks out correctly.' then '\boxed{0}' (gold 2)
cg:38|correct|boxed|
cg:39|correct|boxed|
cg:40|correct|boxed|
cg:41|correct|boxed|
cg:42|correct|boxed|
cg:43|wrong|boxed|'\boxed{-180}' (gold 20)
cg:44|correct|boxed|
cg:45|correct|boxed|
cg:46|correct|boxed|
cg:47|correct|boxed|
cd:0|correct|boxed|
cd:1|correct|boxed|
cd:2|wrong|boxed|'\boxed{\$75,\!000}' (gold 70000)
cd:3|wrong|boxed|'\boxed{180\ \text{meters}}' (gold 540)
cd:4|correct|boxed|
cd:5|correct|boxed|a bare '\boxed{64}' on the last line with no math delimiters
cd:6|correct|boxed|'Changford (Ch Charleston)' for Charleston in the answer part; '\boxed{260}'
cd:7|wrong|boxed|'\boxed{40\%}' (the 'load' read as a percentage; gold 160)
cd:8|wrong|boxed|joined across the pages at 0 and 16000; '\boxed{320 \text{ miles}}' (gold 45)
cd:9|correct|boxed|
cd:10|correct|boxed|
cd:11|correct|boxed|
cd:12|wrong|boxed|'\boxed{12}' (gold 13)
cd:13|correct|boxed|
cd:14|correct|boxed|
cd:15|wrong|boxed|joined across the pages at 16000 and 32000; '\boxed{\$29}' (gold 125)
cd:16|correct|boxed|'\boxed{230 \text{ miles}}' (a unit inside the box)
cd:17|correct|boxed|'\boxed{57,\!500}' (a thousands separator '{,}\!' in the box)
cd:18|correct|boxed|'×' and '÷' and a typo 'dozem' in the working; '\boxed{7}'
cd:19|correct|boxed|'\boxed{6 \text{ miles per hour}}'
cd:20|correct|boxed|'\boxed{15 \text{ liters}}'
cd:21|wrong|boxed|a bare '\boxed{29}' (gold 14)
cd:22|correct|boxed|
cb:0|correct|boxed|Python with the output 18, then '\(\boxed{18}\) dollars'
cb:1|correct|boxed|
cb:2|wrong|boxed|'\boxed{120000}' (gold 70000)
cb:3|wrong|boxed|'\boxed{180}' (gold 540)
cb:4|correct|boxed|
cb:5|correct|stated|no box; 'So, Kylar needs to pay $64 for the 16 glasses.'
cb:6|correct|stated|no box; 'have a total of 260 sheep together.'
cb:7|wrong|stated|no box; 'it takes Carla 180 minutes' (gold 160)
cb:8|wrong|stated|joined across the pages at 0 and 16000; no box; 'So, John is 135 miles from home' (gold 45)
cb:9|correct|boxed|'$\boxed{460}$'
cb:10|correct|stated|no box; 'a total of 366 downloads over the three months.'
cb:11|wrong|stated|no box; 'the total cost of the pastries is $794.' (an addition slip; gold 694)
cb:12|wrong|boxed|Python with the output 12.0, then '\(\boxed{12}\)' (gold 13)
cb:13|correct|boxed|
cb:14|correct|stated|no box; 'So, 60% of the entire students enrolled in hip-hop dance.'
cb:15|correct|boxed|'\boxed{$125}' (a dollar sign inside the box)
cb:16|wrong|stated|no box; two values, 'The first train covers a total distance of 160 miles, and the second train covers a total distance of 300 miles' (gold 230)
cb:17|correct|boxed|
cb:18|correct|boxed|
cb:19|correct|boxed|joined across the pages at 16000 and 32000; '\(\boxed{6}\) miles per hour'
cb:20|wrong|stated|no box; 'there are 15.33 liters of water in the remaining 24 liters' (gold 15)
cb:21|wrong|boxed|'\boxed{0}' ('born 0 years ago'; gold 14)
cb:22|correct|boxed|
cb:23|correct|stated|no box; 'the candle will be 8 centimeters shorter'
cb:24|correct|stated|no box; 'The original price of the book was $26.00.'
cb:25|correct|boxed|
cb:26|correct|stated|no box; 'Mishka spent a total of $243'
cb:27|correct|stated|no box; 'Cynthia will spend $16.00 on ice cream'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
