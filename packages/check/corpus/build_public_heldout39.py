__doc__ = r"""Build public_heldout39.jsonl: a 39th held-out round of REAL model completions (issue 25).

Why: rounds 1-38 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
metrics, format_reward, answer_reward, rewards, predicted, parse_source, fallback_prediction,
final_answer, verifier_outputs, observed_reward, independent_correctness and the like) were not
used to label.

Method (rounds 3-38's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line, tab-separated from
its source, record number, key, file gold and question opening), and a small script decoded that
display form once into the file-level string (`r`) and checked that `r` decodes; no record was
re-encoded or retyped from its decoded form. A record is taken only when its whole completion lies
on the pages read; a completion crossing the edge between two consecutive pages that were both
read was joined at the edge (cp4 recs 15, 30, 41 = eval_outputs line 11 completion 5, line 13
completion 4, line 14 completion 7 across 64000/80000, 80000/96000, 96000/112000; cdd recs 8, 17,
24 = Distill.json index 63, 72, 79 across 112000/128000, 128000/144000, 144000/160000; cbc rec 36
= Base.json index 96 across 144000/160000, cbc rec 40 = Base.json index 86 across
128000/144000; two of these edges, cbc 36 and cdd 24, fall between the
backslash and the 'n' of a '\n' escape and were joined there). Records whose opening fields
(prompt, question, file gold) lie on an earlier page and whose completion lies wholly on the page
read were taken as read: KleistvonLiu k75c rec 0, k81c rec 0, k83c rec 0, k84c rec 0 (the first
rollout of the page; its rollout index inferred from the next line's, e.g. 'q2 r3' before 'q2
r4'), cbc rec 0 (Base.json index 57), cp4 recs 0-1 (line 9's question and answer are on the page at
48000, read by round 36; the build checks the gold against gsm8k/test.jsonl). Not transcribed
(read, but left out): KleistvonLiu step 86 q2 r5 (a 1024-token derivation cut mid-expression, no
answer; too long to copy reliably by hand in the time) and the first, partial rollout of every
page 2 read (its response opens on page 1, read by earlier rounds); sreerevanth
qualification-smollm line 12 (its response opens on the page at 16000, read by round 38); the
parser-audit generations.jsonl files (their metadata say 'reused_base_generation': true, i.e. the
qualification responses round 38 took). Nothing is shortened. Every completion was compared
(whitespace-normalised) with every completion of rounds 1-38 (the completion fields of
public_heldout*.jsonl, by script): none repeats an earlier round's completion, and no two
completions kept in this round are equal.

Repositories (263 records): KleistvonLiu/assignment5-alignment 95 (36.1 %),
cppywh/mini-deepseek-r1-zero 83 (31.6 %), codearky/cross-policy-with-trl 56 (21.3 %),
yyfblock/grpo-math 17 (6.5 %), sreerevanth/robust-reasoning-rl 12 (4.6 %). No repository is new to
the corpus (joecummings/r1-zero, ahxt/mini-r1-zero, SkAndMl/llama-r1-zero and vukrosic/reasoning-rl,
round 38's unopened leads, hold no completions in the index: see dead ends). Licences: sreerevanth
MIT (LICENSE at f14cca968197e3ca34151ff4dd3a285df3e08512, as round 38 found); no licence file was
found for the other four in the index (cppywh's README says only that it claims no ownership of
third-party models, data or course content); `licence` per record. Every file-and-page read here is
one no earlier round used: yyfblock s1_after_200steps lines 484-500 (the rest of the page at 448000
after round 38's stop at line 483, and the last page, 464000) are round 38's lead; KleistvonLiu page
2 (offset 32000) of steps 74-86 is a lead of rounds 36-38 and in no builder (rounds 34-35 took page
1 of steps 74-89, round 36 page 1 of 90-105, rounds 37-38 pages 1-5 of 106-111); codearky
eval_outputs.jsonl pages 4-8 (offsets 64000-112000) continue round 36's page 3 (round 37's lead);
cppywh Base.json from index 57 (pages 96000-160000, the end of the file), Distill.json from index
55 (pages 112000-160000), GRPO.json from index 93 (the last page, 144000) and Instruct-Think.json
index 3-4 (page 16000) are round 38's leads; sreerevanth qualification-smollm lines 13-16 (the last
page, 32000) is round 38's lead, and the phase-2 pretrained-smoke baseline generations file (8
lines, the whole file) is in no builder.

Split: think_answer 168 (GSM8K 73, MATH 95), long_cot 95 (GSM8K 95, MATH 0); GSM8K 168, MATH 95
(36.1 %). Truths: correct 175, wrong 86, no_answer 2 (GSM8K 121 / 46 / 1, MATH 54 / 40 / 1;
think_answer 107 / 59 / 2, long_cot 68 / 27 / 0); 6 debatable (cp4 rec 35; k79c rec 4; k81c recs 3,
5; k82c rec 4; k83c rec 0).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said):
* yyfblock/grpo-math (Qwen2.5-1.5B after a GRPO smoke run; think_answer, GSM8K test in order, the
  question stored; key 'line N' counts the file's lines as rounds 37-38 did, line N = GSM8K test
  question N-1): y84 = results/s1_after_200steps.jsonl lines 484-500 (pages at 448000 and 464000;
  the file ends at line 500). Forms: '<answer>Stetson gave up a total of $240.</answer>',
  '<answer>Angela is currently 38 years old.</answer>', '<answer>-10 degrees Fahrenheit</answer>',
  '<answer>6 hours</answer>', '<answer>\n48 eggs\n</answer>', the working inside the tag (rec 9), a
  plan only, '636\" / 12 = 53\"' (escaped inch marks).
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 2 (offset 32000) of steps 74 (q1 r6-7, q2 r0-4 = k74c), 75 (q2 r3-7, q3 r0),
  76 (q2 r3-7, q3 r0-2), 77 (q2 r0-5), 78 (q2 r0-7, q3 r0-1), 79 (q2 r2-6), 80 (q2 r3-7, q3 r0-2),
  81 (q2 r7, q3 r0-4), 82 (q2 r0-7, q3 r0-2), 83 (q1 r2-7, q2 r0-2), 84 (q2 r6-7, q3 r0-5), 85 (q2
  r1-6), 86 (q2 r1-4, r6) (= k75c ... k86c). Forms: '<answer>72π cubic inches</answer>' and
  '<answer>72π</answer>' (Unicode π, gold 72\pi), '<answer>$\left[-\frac{1}{3}, 1\right]$</answer>'
  (gold [-\tfrac13, 1]), '<answer>6(5w+2)</answer>' (gold 30w+12), '<answer>10001</answer>' (gold
  10001_2), '<answer> \(122_3 \)</answer>', '<answer>04:51:06 p.m. </answer>' (gold 4\!:\!51\!:\!06
  \text{ p.m.}), '<answer>1+-sqrt(2)</answer>', '<answer>3,36</answer>', '<answer>The values are
  $a=3$ and $a=-1$. </answer>', '<answer> 16 + 25 = 41 </answer>', '[/think]', '\end{think}',
  '\</think>', '</think> \nanswer> 2</answer>' (the '<' missing), 'Answer: <answer>3932160</answer>'
  with no '</think>', 'm + n = 29$.</answer>' with no opener, an invented 'User:' turn before the
  tag (k83c rec 0), no tags with Python and a box, '\boxed{26}' then 'Human: Angela' at the cap,
  a response cut at the 1024-token cap (k81c rec 5).
* codearky/cross-policy-with-trl (Qwen2.5-0.5B-Instruct after plain GRPO, checkpoint-600; the tag
  prompt; GSM8K test in order; line N = GSM8K test question N-1): cp4 = eval_outputs.jsonl pages
  4-8 (offsets 64000-112000): line 9 completions 6-7, lines 10-15 completions 0-7, line 16
  completions 0-5 (completion 6 crosses into 128000, not read). Forms: '<answer>\n$460\n</answer>',
  '<answer>\n\$704\n</answer>', '<answer>\n60%\n</answer>', '<answer>95 miles</answer>', '<think>'
  blocks written AFTER the working, no think block at all, no '<think>' opener, '\u00d7' and
  '\u2019' escapes kept as the file writes them, completions cut at the length cap (rec 34 with no
  value, rec 35 after stating 18).
* cppywh/mini-deepseek-r1-zero (GSM8K test questions in order, greedy decoding, 2048 new tokens
  (results/protocol.json); long_cot; the record is one `details` entry's response): cbc =
  results/Base.json (Qwen3-1.7B-Base before training) index 57-99 (pages 96000-160000, the end of
  the file; 57 opens on the page at 80000, read by round 38, its response wholly on 96000); cdd = results/Distill.json
  index 55-87 (pages 112000-160000; 54 opens on the page at 96000, not read here; 88 crosses into
  176000); cgg = results/GRPO.json (Qwen3-1.7B-Base after the repository's GRPO run) index 93-99 (the
  last page, 144000; 92 opens on the page at 128000, read by round 37, and was not joined); cit =
  results/Instruct-Think.json index 3-4 (page 16000; 2 opens on page 0, read by round 38; 5 crosses
  into 32000). Forms: '\boxed{\$1,\!596}',
  '\boxed{\$2,\!925.00}', '\boxed{\$10,\!541.52}', '\boxed{100\ \text{pounds}}', '\boxed{10
  \text{ liters}}', '\boxed{36.36}' for 36, no box and a closing sentence (Base: 'Answer: Sophia can
  drive 300 miles ...', 'Final Answer: Ted needs to bring 225 lbs ...', 'The answer is 3.'), Python
  with made-up outputs, a think block closed by '</think>' with no opener (Distill), a Qwen3-style
  '<think>' block with its own '**Final Answer**' box (Instruct-Think).
* sreerevanth/robust-reasoning-rl (long_cot; GSM8K questions the repository calls
  'gsm8k-validation', found in gsm8k/train.jsonl; the record is one line's `response`): sqs =
  experiments/final/artifacts/qualification-smollm/generations.jsonl lines 13-16 (the last page,
  32000); sps = experiments/phase2/artifacts/pretrained-smoke/seed-42/level-0.2/baseline/evaluation/
  generations.jsonl lines 1-8 (the whole file; two questions, 4 samples each; the question texts
  match GSM8K train by their opening words, so the 'level-0.2' noise did not touch them). Forms:
  'Final answer: ...' sentences, 'So, the answer is: $1080', '#### 14' then 'The answer is: 14',
  'Final answer: Final answer: 38.'.

Label conventions (rounds 37-38's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer (cp4 rec 34, k81c
rec 5); equal in value but written differently is correct (a unit word or unit inside the box or
tag, a '$' or '\$' sign, '$460' for 460, '60%' for a percentage asked, Unicode 'π' for \pi, \frac for
\tfrac, '04:51:06 p.m.' for 4\!:\!51\!:\!06 \text{ p.m.}, '\$1,\!596' for 1596, a sentence or equation
whose result is the value asked); another quantity is wrong; in the tag format the `<answer>`
content is the final answer whatever the think block says, and where the tag holds the working its
last result counts; with no answer tag the completion is labelled by its last box or last stated
result; malformed tags do not change which answer counts. Debatable this round: cp4 rec 35 (cut at
the cap inside a think block after 'the initial number ... is indeed 18'; correct by its last stated
result, as round 38's k109d rec 3), k79c rec 4 ('\boxed{26}' then an invented 'Human: Angela' turn
cut at the cap; correct, the answer to the question posed), k81c rec 3 ('<answer>10001</answer>'
for 10001_2 where base 2 is asked; correct), k81c rec 5 (10001_2 named as the candidate while
checking bases, cut at the cap with no answer; no_answer), k82c rec 4 ('6(5w+2)' for 30w+12 where
'Simplify' is asked; correct as equal in value), k83c rec 0 (no time given, then an invented
'User:' turn and '<answer> $x=2$ </answer>'; wrong by the tag rather than no_answer).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (taken from the question stored in the file: yyfblock's `question`,
cppywh's `question`, codearky's user turn, sreerevanth's metadata `question`), checked equal to the
file's own gold (yyfblock `gold`, cppywh `ground_truth`, codearky `answer`, sreerevanth
`reference`); yyfblock, cppywh and codearky questions are in gsm8k/test.jsonl, sreerevanth's in
gsm8k/train.jsonl. MATH: the KleistvonLiu problems' opening words are looked up in MATH-500; none of
the 14 problems read here is there, so the file's own answer (its MATH test gold, `ground_truth`)
as transcribed.

Dead ends this round (searched or opened, nothing usable): joecummings/r1-zero (torchtune GRPO
code; scripts/output.txt is a 3.36 M-character Ray/vLLM training log, page 0 read, no completions
on it), ahxt/mini-r1-zero (code, slurm scripts and images only), SkAndMl/llama-r1-zero (code, data
and notebooks; no generation files), vukrosic/reasoning-rl (artifacts/eval_qwen3base_rl.log holds
one RESULT line; other logs not opened); irfanfadhullah/gsm8k-grpo, liuchen6667/qwen_grpo_gsm8k,
jingwu6/GSPO_gsm8k, Sarmagan/GSM8K-Post-Training (code only; found by find_repos 'gsm8k', in no
builder); sreerevanth parser-audit generations (reused base generations, see above); a find_string
for '"completion": "<think>\n' found only documentation examples.

Leads for a later round: KleistvonLiu page 2 (offset 32000) of steps 87-105 and page 3 (offset
48000) of steps 74-105 (unread); codearky eval_outputs.jsonl from line 16 completion 6 (offset
112000, the page read here; 1,456,743 characters, about 80 pages left); cppywh Distill.json from
index 88 (offset 176000, the last page), Instruct-Think.json from index 5 (offset 32000; long
Qwen3 think blocks, many cut at the cap); sreerevanth experiments/phase2/artifacts/cpu-pilot/*/evaluation/generations.jsonl
and the qwen-cpu-smoke generations (not opened; check the model and the noised questions against
GSM8K first); find_repos 'gsm8k' hits not in any builder and not opened (ShaohonChen/trio-rl-gsm8k,
beita6969/verl-qwen-gsm8k-training, pruksmhc/gsm8k_minimal_rl, DrEternity/gsm8k-post-training,
tripathysagar/rlhf-gsm8k).

Usage: python build_public_heldout39.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout39.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout39.jsonl"
SOURCE = "public_heldout39"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-38 took pages 0-1 of steps "
    "74-105 and other pages of later steps; this round page {} (offset {}) of step {}), rollout "
    "step {}, on MATH test problems; the record is one line's response (the text after the "
    "prompt's closing 'Assistant: <think>')"
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
    "order with the repository's R1-style prompt (rounds 26-38 took lines up to 483, this round "
    "lines 484-500, the end of the file, from the pages at 448000 and 464000); the record is one "
    "line's completion (the text after the prompt's closing 'Assistant: <think>')"
)

CY, CYC = "cppywh/mini-deepseek-r1-zero", "53bedfc33a90d0c92a0cf02bcaf7bdcc5ca3a3d6"
CY_LICENCE = (
    "none found (no LICENSE file in the index; the README claims no ownership of third-party "
    "models, data or course content)"
)
CY_EVAL = (
    "evaluated by the repository on the first 100 GSM8K test questions in order (results/"
    "protocol.json: greedy decoding, bfloat16, 2048 new tokens; this round index {}); the record "
    "is one `details` entry's response"
)
CY_BASE = "Qwen/Qwen3-1.7B-Base before training (the README's 'Base'), " + CY_EVAL
CY_GRPO = (
    "Qwen/Qwen3-1.7B-Base after the repository's GRPO run grpo-qwen3-1.7b-math (results/"
    "experiment_config.json as round 36 read it: full-parameter, 500 steps, 8 generations, lr "
    "5e-6, beta 0.001, GSM8K train, a 0/1 final-number reward), " + CY_EVAL
)
CY_DISTILL = (
    "the reference model the repository calls 'Distill' (a distilled reasoning model run with "
    "its own chat template; its model id is named neither in the README nor in protocol.json), "
    + CY_EVAL
)
CY_INSTRUCT = (
    "the model the repository calls 'Instruct-Think' (an instruct model run in thinking mode with "
    "its own chat template; results/Instruct-Think.json, 44 of 100 responses cut at the cap; its "
    "model id is not named in the file), " + CY_EVAL
)
CY_CHAT_PROMPT = (
    "the model's own chat template with the GSM8K question (README: 'Distill和Instruct用各自chat"
    "模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)
CY_TEXT_PROMPT = (
    "the repository's plain-text solving prompt for Base and GRPO (README: 'Base和GRPO用同一纯文本"
    "提示'; the prompt text sits in mini_deepseek_r1_zero.ipynb, not read) with the GSM8K question"
)

SR, SRC = "sreerevanth/robust-reasoning-rl", "d3fe082b60db7176d5f30648a31877becd8ac9b4"
SR_LICENCE = "MIT (LICENSE at f14cca968197e3ca34151ff4dd3a285df3e08512)"
SR_MODEL_SMOL = (
    "the SmolLM model of the repository's candidate qualification (folder qualification-smollm; "
    "the exact model id sits in experiments/final/qualification/candidates.json, not read), one "
    "sample per question (sample_index 0) on CPU with at most 512 new tokens (metadata: "
    "generated_tokens, finish_reason, device cpu), on GSM8K questions the repository calls "
    "'gsm8k-validation' (from GSM8K train); the record is one line's `response`"
)
SR_MODEL_P2 = (
    "the model of the repository's phase-2 'pretrained-smoke' run, baseline arm (seed 42, the "
    "noise level 0.2 folder), its evaluation generations on GSM8K questions the repository calls "
    "'gsm8k-validation' (from GSM8K train; the two questions here match GSM8K train word for word "
    "by their opening words), 4 samples a question (sample_index 0-3) on CPU; the model id is not "
    "named in the file (the whole file, 14,669 characters, 8 lines, read); the record is one "
    "line's `response`"
)
SR_PROMPT = (
    "the repository's own GSM8K prompt (about 100-150 prompt tokens per question per the "
    "metadata; the template sits in the repository's code, not read)"
)

CP, CPC = "codearky/cross-policy-with-trl", "c3a95863b29f4ceebd8687e2fa0f3563428f5f9a"
CP_MODEL = (
    "a GRPO-trained checkpoint: runs/baseline-grpo-qwen/20260109_151711/baseline0/checkpoint-600 "
    "(the file's model field); baseline0 is policy 0 of trl/examples/scripts/cross_policy_grpo.py "
    "(as round 16 read it), i.e. Qwen/Qwen2.5-0.5B-Instruct trained with plain GRPO on GSM8K "
    "train; 8 sampled completions a GSM8K test question in order (line N = GSM8K test question "
    "N-1); this round pages 4-8 (offsets 64000-112000); the record is one entry of a line's `completions`"
)
CP_PROMPT = (
    "chat template, system '\\nYou will be given a math question.\\nReason about the question and "
    "correct your own mistakes if you make any.\\n\\nRespond in the following format:\\n<think>\\n"
    "Reason here. Decide to answer when you are confident as your response length is limited.\\n"
    "</think>\\n<answer>\\nAnswer here.\\n</answer>\\n', user '{question}' (the file's prompt field)"
)

# short id -> (step, page); page 2 = offset 32000
KL_PAGES = {
    "k74c": (74, 2), "k75c": (75, 2), "k76c": (76, 2), "k77c": (77, 2), "k78c": (78, 2),
    "k79c": (79, 2), "k80c": (80, 2), "k81c": (81, 2), "k82c": (82, 2), "k83c": (83, 2),
    "k84c": (84, 2), "k85c": (85, 2), "k86c": (86, 2), "k87c": (87, 2), "k88c": (88, 2),
    "k89c": (89, 2),
}  # fmt: skip


def _kl(short: str) -> tuple:
    step, page = KL_PAGES[short]
    return (
        f"{short}-qwen25-math-15b-grpo-step{step}-page{page}",
        KL,
        f"outputs/grpo_full_mathv2/rollout_step_{step:06d}/rollouts.jsonl",
        KLC,
        KL_MODEL.format(page, page * 16000, step, step),
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
    "y84": ("y84-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    **{short: _kl(short) for short in KL_PAGES},
    "cbc": ("cbc-qwen3-17b-base-gsm8k", CY, "results/Base.json", CYC, CY_BASE.format("57-99"),
            CY_TEXT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "sqs": ("sqs-smollm-qualification-gsm8k", SR,
            "experiments/final/artifacts/qualification-smollm/generations.jsonl", SRC,
            SR_MODEL_SMOL, SR_PROMPT, "long_cot", "gsm8k", "reference", SR_LICENCE),
    "cp4": ("cp4-qwen25-05b-grpo-gsm8k-page4", CP, "eval_outputs.jsonl", CPC, CP_MODEL, CP_PROMPT,
            "think_answer", "gsm8k", "answer", NO_LICENCE),
    "cgg": ("cgg-qwen3-17b-base-grpo-gsm8k", CY, "results/GRPO.json", CYC, CY_GRPO.format("93-99"),
            CY_TEXT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "cdd": ("cdd-distill-gsm8k", CY, "results/Distill.json", CYC, CY_DISTILL.format("55-87"),
            CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "cit": ("cit-instruct-think-gsm8k", CY, "results/Instruct-Think.json", CYC,
            CY_INSTRUCT.format("3-4"), CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth",
            CY_LICENCE),
    "sps": ("sps-phase2-pretrained-smoke-baseline-gsm8k", SR,
            "experiments/phase2/artifacts/pretrained-smoke/seed-42/level-0.2/baseline/evaluation/generations.jsonl",
            "d6fd440a9a12498f5a8858ba150cf0a5998aed29", SR_MODEL_P2, SR_PROMPT, "long_cot", "gsm8k",
            "reference", SR_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cbc:0|correct|boxed|the question opens on the page at 96000 (the record opens on the page at 80000); '\(\boxed{83}\)'
cbc:1|wrong|boxed|'\[ \boxed{41.25} \]' (gold 57)
cbc:2|wrong|boxed|Python with a made-up output '157'; '\(\boxed{157}\)' (gold 187)
cbc:3|correct|boxed|
cbc:4|correct|boxed|'Final answer: Janet paid a total of $\boxed{1430}$ for the brooch.'
cbc:5|wrong|boxed|'\boxed{34166.67}' (gold 25000)
cbc:6|correct|boxed|
cbc:7|correct|stated|no box; 'Answer: Sophia can drive 300 miles on a single tank of gas.'
cbc:8|correct|boxed|'\(\boxed{36}\) hours.'
cbc:9|wrong|stated|no box; 'So, there were 600 gems in the chest.' (gold 595)
cbc:10|correct|boxed|a bare '\boxed{36}' in a sentence
cbc:11|correct|boxed|'Final answer: \boxed{60}'
cbc:12|correct|stated|no box; 'So, Judy makes $7425.00 in a week.'
cbc:13|correct|boxed|
cbc:14|wrong|boxed|Python with a made-up output '203'; '\(\boxed{203}\)' (gold 221)
cbc:15|correct|stated|no box; 'So, Shiela will pay $255 each month for 3 months.'
cbc:16|correct|boxed|'Artie will make \boxed{88} dollars.'
cbc:17|correct|stated|no box; 'So, Cecilia will use 5 bags of dog food in the first year.'
cbc:18|correct|stated|no box; 'Step 7: Therefore, the difference in the amount of laundry Raymond and David do is 100 pounds.'
cbc:19|correct|stated|no box; 'Vincent saves $6.00 by buying 18 flowers at the better price.' ('÷' and '×' in the working)
cbc:20|correct|boxed|
cbc:21|correct|boxed|'\(\boxed{10}\) liters.'
cbc:22|correct|boxed|
cbc:23|correct|boxed|
cbc:24|correct|boxed|
cbc:25|correct|boxed|'**Answer:**' then 'The team won \(\boxed{15}\) games.'
cbc:26|correct|boxed|Python with its output, then the box
cgg:0|wrong|boxed|'approximately \(\boxed{36.36}\) seconds' (gold 36); '’' in the working
cgg:1|correct|boxed|
cgg:2|correct|boxed|
cgg:3|correct|boxed|'Harry slept \(\boxed{3}\) more hours than James.'
cgg:4|correct|boxed|
cgg:5|correct|boxed|
cgg:6|correct|boxed|
cdd:0|correct|boxed|a think block closed by '</think>' with no opener ('÷' in it), then the solution and the box
cdd:1|correct|boxed|
cdd:2|correct|boxed|
cdd:3|wrong|boxed|'\boxed{54.00}' (gold 57)
cdd:4|correct|boxed|
cdd:5|correct|boxed|
cdd:6|correct|boxed|'\$1,\!430' in the working; '\boxed{1430}'
cdd:7|wrong|boxed|the think block ends 'a total pension of $75,000 per year', the solution '\boxed{34166.67}' (gold 25000)
cit:0|correct|boxed|a '<think>' block with its own '**Final Answer**' box, then '$$\n\boxed{540}\n$$' after '</think>'
cit:1|correct|boxed|a '<think>' block quoting the question and with its own '**Final Answer**' box, then '$$\n\boxed{20}\n$$' after '</think>'
cbc:27|wrong|boxed|six yearly raises compounded; '$\boxed{1065.60}$' (gold 9360)
cbc:28|correct|boxed|'8,000' in the working; '\(\boxed{8000}\)'
cbc:29|correct|boxed|'Final answer: Christina will spend $\boxed{24}$ on gift bags.'
cbc:30|correct|stated|no box; 'Final Answer: Ted needs to bring 225 lbs of potato salad to the picnic.'
cbc:31|correct|boxed|
cbc:32|correct|boxed|Python with its output, then the box
cbc:33|wrong|boxed|'Final answer: \boxed{44}' (gold 36)
cbc:34|correct|boxed|
cbc:35|correct|boxed|'Final answer: \boxed{40}'
cdd:8|correct|boxed|joined across the pages at 112000 and 128000; '\boxed{\$1,\!596}' (an escaped dollar sign and a '\!' thin space after the thousands comma)
cdd:9|correct|boxed|
cdd:10|wrong|boxed|'3 times a week' dropped; '\boxed{12}' (gold 36)
cdd:11|correct|boxed|'’' in the working
cdd:12|wrong|boxed|'\boxed{600}' (gold 595)
cdd:13|correct|boxed|'×' and '÷' in the think block
cdd:14|correct|boxed|
cdd:15|wrong|boxed|'\boxed{\$2,\!925.00}' (gold 7425)
cdd:16|correct|boxed|
cbc:36|correct|answer_is|joined across the pages at 144000 and 160000 (the edge falls between the backslash and the 'n' of a '\n' escape); no box; 'Step 7: Therefore, Harry slept 3 more hours than James. The answer is 3.'
cbc:37|correct|boxed|
cbc:38|correct|stated|no box; 'So, 5 cars drove through the traffic jam in the first 15 minutes.'
cbc:39|wrong|boxed|the 18 new plants left out; '\(\boxed{40}\)' (gold 58)
cdd:17|correct|boxed|joined across the pages at 128000 and 144000
cdd:18|correct|boxed|
cdd:19|correct|boxed|'$2.12, which rounds up to $2.00' (a wording slip) in the working
cdd:20|correct|boxed|
cdd:21|correct|boxed|
cdd:22|correct|boxed|'\boxed{100\ \text{pounds}}' (a unit in the box)
cdd:23|correct|boxed|'\boxed{\$6.00}' (an escaped dollar sign and cents; gold 6)
cdd:24|correct|boxed|joined across the pages at 144000 and 160000 (the edge falls between the backslash and the 'n' of a '\n' escape)
cdd:25|correct|boxed|'\boxed{10 \text{ liters}}' (a unit in the box)
cdd:26|correct|boxed|
cdd:27|correct|boxed|'\boxed{623\ \text{pounds}}' (a unit in the box)
cdd:28|correct|boxed|
cdd:29|correct|boxed|
cdd:30|correct|boxed|
cdd:31|correct|boxed|a bare '\boxed{22}' with no '**Final Answer:**' line
cdd:32|wrong|boxed|'After 5th Year' computed, then '\boxed{\$10,\!541.52}' (the after-4th-year value; gold 9360)
cbc:40|correct|boxed|joined across the pages at 128000 and 144000
cp4:0|wrong|tag|no think block; its question and the file's answer on the page at 48000 (round 36's page 3), the completion wholly on 64000; '<answer>\n315\n</answer>' (gold 45)
cp4:1|wrong|tag|no think block; its question on the page at 48000, the completion wholly on 64000; '<answer>95 miles</answer>' (gold 45)
cp4:2|correct|tag|no think block; '<answer>\n$460\n</answer>'
cp4:3|correct|tag|no think block; '<answer>\n$460\n</answer>'
cp4:4|correct|tag|no think block; '<answer>\n$460\n</answer>'
cp4:5|correct|tag|'$\$460$' then a '<think>' block written AFTER the working (a double-check, '\u2019' escaped in the file); '<answer>$460</answer>'
cp4:6|correct|tag|no think block; '<answer>\n$460\n</answer>'
cp4:7|correct|tag|no think block; '<answer>\n$460\n</answer>'
cp4:8|correct|tag|no think block
cp4:9|correct|tag|no think block; '<answer>\n$460\n</answer>'
cp4:10|correct|tag|no think block; 'Now I'll write out the final answer:' then '<answer>366</answer>'
cp4:11|correct|tag|a '<think>\nReason here. ...' block written AFTER the working; '<answer>\n366\n</answer>'
cp4:12|correct|tag|no think block
cp4:13|correct|tag|a '<think>\nReason here. ...' block written AFTER the working; '<answer>\n366\n</answer>'
cp4:14|correct|tag|no think block
cp4:15|correct|tag|joined across the pages at 64000 and 80000; a '<think>\nReason here. ...' block written AFTER the working; '<answer>\n366\n</answer>'
cp4:16|correct|tag|no think block
cp4:17|correct|tag|a '<think>\nReason here. ...' block written AFTER the working; '<answer>\n366\n</answer>'
cp4:18|correct|tag|no think block; '<answer>\n$694\n</answer>'
cp4:19|correct|tag|no think block; '\u00d7' escapes in the file; '<answer>\n$694\n</answer>'
cp4:20|correct|tag|no think block; '<answer>\n$694\n</answer>'
cp4:21|wrong|tag|no think block; '$204 + $160 + $330 = \$704' (a slip); '<answer>\n\$704\n</answer>' (an escaped dollar sign; gold 694)
cp4:22|correct|tag|'Let's confirm this calculation.' then a '<think>' block AFTER the working; '<answer>$694</answer>'
cp4:23|correct|tag|no think block
cp4:24|correct|tag|no think block
cp4:25|correct|tag|no think block; '<answer>\n$694\n</answer>'
cp4:26|wrong|tag|a '<think>' block AFTER the working; '<answer>\n12\n</answer>' (gold 13)
cp4:27|wrong|tag|a '<think>' block AFTER the working; '<answer>\n9\n</answer>' (gold 13)
cp4:28|wrong|tag|'step-by'take'; a '<think>' block AFTER the working; '<answer>\n12\n</answer>' (gold 13)
cp4:29|correct|tag|no '<think>' opener ('step-by'think):'), the working closed by '</think>'; '$10.5 - $3 = $7.2' (a slip) then 'Therefore, the answer is 13 years.'; '<answer>13</answer>'
cp4:30|wrong|tag|joined across the pages at 80000 and 96000; '$90 / $7.5 \u2248 12 years', a '<think>' block AFTER the working that reasons to 'From Year 13 onwards'; '<answer>\n12\n</answer>' (gold 13)
cp4:31|wrong|tag|no think block; '<answer>12</answer>' (gold 13)
cp4:32|wrong|tag|a '<think>' block AFTER the working; '<answer>\n12\n</answer>' (gold 13)
cp4:33|correct|tag|'n = 13' then a '<think>' block AFTER the working; '<answer>\n13\n</answer>'
cp4:34|no_answer|truncated|no tags; cut at the length cap after 'x - 3 = 15' and 'Add 3 to both sides:' with no value (gold 18)
cp4:35|correct|stated|debatable: 'Everything checks out, so the initial number of vacuum cleaners Melanie had is indeed 18.' then a '<think>' block cut at the length cap, no answer tag; labelled correct by its last stated result
cp4:36|correct|tag|no think block; '<answer>\n18\n</answer>'
cp4:37|correct|tag|a '<think>' block (a check) AFTER the working; '<answer>18</answer>'
cp4:38|correct|tag|no think block
cp4:39|correct|tag|a '<think>' block holding the solving steps after 'let's solve for \( x \).'; '<answer>\n18\n</answer>'
cp4:40|correct|tag|a '<think>' block AFTER the working
cp4:41|correct|tag|joined across the pages at 96000 and 112000; a '<think>' block AFTER the working; '<answer>\n18\n</answer>'
cp4:42|correct|tag|'60%' in the working, a '<think>' block AFTER it; '<answer>\n60\n</answer>'
cp4:43|correct|tag|'<answer>\n60%\n</answer>' (a percent sign for the percentage asked)
cp4:44|correct|tag|'<answer>60%</answer>' (a percent sign for the percentage asked)
cp4:45|correct|tag|'<answer>\n60%\n</answer>'
cp4:46|correct|tag|'<answer>\n60%\n</answer>'
cp4:47|correct|tag|'<answer>\n60%\n</answer>'
cp4:48|correct|tag|'<answer>\n60%\n</answer>'
cp4:49|correct|tag|'<answer>\n60%\n</answer>'
cp4:50|wrong|tag|'Profit from choosing jewelry = ... = $125' computed, then 'The highest profit option is to buy the electronic gadgets, with a profit of $96.'; '<answer>$96</answer>' (gold 125)
cp4:51|correct|tag|'$8,000 * 1.012 = $8,104' (a slip); '<answer>\n$125\n</answer>'
cp4:52|correct|tag|'<answer>\n$125\n</answer>'
cp4:53|wrong|tag|'8,096 - 5,000 = 3,096'; '<answer>\n3096\n</answer>' (gold 125)
cp4:54|wrong|tag|'the profit from purchasing the electronic gadgets ($96) is higher than the profit from purchasing the jewelry ($125)'; '<answer>\n$96\n</answer>' (gold 125)
cp4:55|correct|tag|a '<think>' block AFTER the working; '<answer>\n125\n</answer>'
k74c:0|wrong|tag|'<answer>67</answer>' (gold 505)
k74c:1|wrong|tag|'<answer>133</answer>' (gold 505)
k74c:2|correct|tag|a leading space; '<answer> 63 </answer>'
k74c:3|correct|tag|
k74c:4|correct|tag|'<answer>63 </answer>'
k74c:5|correct|tag|a garbled chain '\frac{7}{9} \cdot 9 = 7 \cdot 3 = 21 \cdot \sqrt[3]{3} = ... = 63' in the working; '<answer>63</answer>'
k74c:6|correct|tag|
k75c:0|wrong|tag|the prompt opens on the page at 16000, the response wholly on 32000; '<answer>360</answer>' (gold 648)
k75c:1|correct|tag|a plan only; '<answer>648 tiles</answer>' (a unit word)
k75c:2|correct|tag|'<answer>648 </answer>'
k75c:3|correct|tag|'15,552 / 24 = 648 tiles' in the working
k75c:4|wrong|tag|'<answer>3888 tiles </answer>' (gold 648)
k75c:5|wrong|tag|'[/think]' for the closing tag and '\boxed{56.01}' in the working; '<answer>56.01</answer>' (gold 245)
k76c:0|wrong|tag|'\boxed{\frac 14}' in the think block; '<answer> $\frac 14$ </answer>' (gold 1)
k76c:1|correct|tag|'<answer> $1$ </answer>'
k76c:2|correct|boxed|no tags; '\[\n\boxed{1}\n\]' then Python (sympy) with no output
k76c:3|correct|tag|
k76c:4|wrong|tag|'<answer> $\frac{1}{4}$ </answer>' (gold 1)
k76c:5|wrong|tag|'xy+xz+yz=\frac{800}{7}' last in the working; '<answer>7</answer>' (gold 13)
k76c:6|wrong|tag|'<answer>5</answer>' (gold 13)
k76c:7|wrong|tag|a plan only; '<answer>68</answer>' (gold 13)
k77c:0|wrong|tag|'<answer> $\left(-\frac{1}{3}, \frac{1}{3}\right)$ </answer>' (gold [-\tfrac13, 1])
k77c:1|correct|tag|'<answer>$\left[-\frac{1}{3}, 1\right]$</answer>' (\frac for the gold's \tfrac)
k77c:2|wrong|tag|'<answer>[-1, 1]</answer>' (gold [-\tfrac13, 1])
k77c:3|wrong|tag|'<answer>$[-1, 1]$</answer>' (gold [-\tfrac13, 1])
k77c:4|correct|tag|'<answer> $[-\frac{1}{3}, 1]$ </answer>'
k77c:5|correct|boxed|no tags; '\[ \boxed{\left[-\frac{1}{3}, 1\right]}. \]' then Python (sympy) with no output
k78c:0|wrong|tag|'<answer>$\frac{1}{4}$</answer>' (gold \frac{1}{2})
k78c:1|wrong|tag|'<answer>$\frac{3}{4}$</answer>' (gold \frac{1}{2})
k78c:2|correct|tag|
k78c:3|correct|tag|
k78c:4|correct|tag|
k78c:5|correct|tag|
k78c:6|correct|tag|
k78c:7|correct|tag|
k78c:8|correct|tag|a malformed opening tag: '</think> \nanswer> 2</answer>' (the '<' missing); 'BP=2\text{ or }4' narrowed to 'BP=2' in the working
k78c:9|correct|tag|
k79c:0|wrong|tag|'<answer> 139 </answer>' (gold 26)
k79c:1|wrong|tag|'<answer>11</answer>' (gold 26)
k79c:2|wrong|stated|no '</think>' and no '<answer>' opener; the working repeated twice ('Let's try again.'), ends 'm + n = 29$.</answer>' (gold 26)
k79c:3|wrong|tag|an equation in the tag: '<answer> 16 + 25 = 41 </answer>' (gold 26)
k79c:4|correct|boxed|debatable: no tags; 'Finally, the answer is \( \boxed{26} \).' then an invented turn 'Human: Angela' cut at the 1024-token cap; labelled correct by the box (the answer to the question posed)
k80c:0|correct|tag|'<answer>72π cubic inches</answer>' (Unicode π and a unit; gold 72\pi)
k80c:1|correct|tag|'<answer>72π</answer>' (Unicode π for \pi)
k80c:2|correct|tag|'<answer>72π</answer>' (Unicode π for \pi)
k80c:3|correct|tag|'<answer>72π</answer>' (Unicode π for \pi)
k80c:4|correct|tag|'<answer>72π</answer>' (Unicode π for \pi)
k80c:5|correct|tag|'<answer> 4 </answer>'
k80c:6|correct|tag|
k80c:7|correct|tag|a slip '6(x - 4)^2 + 48' in the working (k is not asked); '<answer>4</answer>'
k81c:0|correct|tag|the prompt opens on the page at 16000, the response wholly on 32000 (its key inferred from the next line, q3 r0); 'Five is the first prime number' (a slip) in the working
k81c:1|correct|boxed|no tags; made-up Python output, '11_{16}' called a 3-digit palindrome; 'Therefore, the answer is $\boxed{10001_2}$.'
k81c:2|wrong|tag|the think block ends 'is \(10001_2\)'; '<answer> \(122_3 \)</answer>' (another numeral, in base 3; gold 10001_2)
k81c:3|correct|tag|debatable: '\</think>' (a backslash before the closing tag); '<answer>10001</answer>' (the base-2 numeral asked, without the subscript; gold 10001_2); labelled correct
k81c:4|correct|tag|'<answer>10001_2</answer>'
k81c:5|no_answer|truncated|debatable: no tags; '10001_2' named as the candidate more than once while checking bases, cut at the 1024-token cap mid-sentence with no final answer (gold 10001_2); labelled no_answer
k82c:0|correct|tag|'<answer> $30w+12$ </answer>'
k82c:1|correct|tag|'<answer> $30w+12$ </answer>'
k82c:2|correct|tag|
k82c:3|correct|tag|'2+4+6+8+10=30w' (a slip) in the working
k82c:4|correct|tag|debatable: '30w+12' then 'further factor out ... 6(5w+2)'; '<answer>6(5w+2)</answer>' (equal to the gold 30w+12 but factored where 'Simplify' was asked); labelled correct as equal in value
k82c:5|correct|tag|'<answer> $30w+12$ </answer>'
k82c:6|correct|tag|'<answer> $30w+12$ </answer>'
k82c:7|correct|tag|
k82c:8|wrong|tag|'\end{think}' for the closing tag; '\boxed{(1, -1 + a + b)}' then '<answer> (1, -1 + a + b) </answer>' (gold (1,16))
k82c:9|correct|tag|'<answer>$(1, 16)$</answer>'
k82c:10|wrong|tag|'(1, -14)\right.' in the working; '<answer> (1, -14) </answer>' (gold (1,16))
k83c:0|wrong|tag|debatable: the prompt opens on the page at 16000, the response wholly on 32000 (its key inferred from the next line, q1 r3); '1 hour + 37 minutes + 46 seconds', 'So the time will be: \] \]' with no time given, then an invented 'User:' turn (solve 2x + 3 = 7) and '<answer> $x=2$ </answer>' (gold 4:51:06 p.m.); labelled wrong by the answer tag rather than no_answer
k83c:1|wrong|tag|'<answer>04:31:06 </answer>' (gold 4:51:06 p.m.)
k83c:2|wrong|boxed|no tags; Python with a made-up output; '\(\boxed{03:04:06}\)' (gold 4:51:06 p.m.)
k83c:3|wrong|tag|'<answer>04:31:06</answer>' (gold 4:51:06 p.m.)
k83c:4|correct|tag|'\boxed{04:51:06 \text{ p.m.}}' in the think block; '<answer>04:51:06 p.m. </answer>' (a leading zero; gold 4\!:\!51\!:\!06 \text{ p.m.})
k83c:5|correct|tag|'51 hours and 6 seconds' (a slip) in the working; '<answer>4:51:06 p.m. </answer>'
k83c:6|correct|tag|
k83c:7|correct|tag|'<answer>20 </answer>'
k83c:8|correct|tag|a plan only; '<answer>20</answer>'
k84c:0|wrong|tag|the prompt opens on the page at 16000, the response wholly on 32000 (its key inferred from the next line, q2 r7); '<answer>2</answer>' (gold 3)
k84c:1|correct|tag|'\boxed{3}' in the think block, then '<answer>3</answer>'
k84c:2|wrong|tag|'<answer> $\frac{1}{10}$ </answer>' (gold \frac{2}{11})
k84c:3|correct|tag|'<answer> $\frac{2}{11}$ </answer>'
k84c:4|correct|tag|'<answer> $\frac{2}{11}$ </answer>'
k84c:5|wrong|tag|'<answer>1/10</answer>' (a slash fraction; gold \frac{2}{11})
k84c:6|correct|tag|'<answer> $\frac{2}{11}$ </answer>'
k84c:7|correct|tag|'<answer> $\frac{2}{11}$ </answer>'
k85c:0|wrong|tag|no '</think>'; 'Answer: <answer>3932160</answer>' (gold 376)
k85c:1|wrong|tag|'<answer>53760 </answer>' (gold 376)
k85c:2|wrong|tag|'<answer>480</answer>' (gold 376)
k85c:3|wrong|tag|the working stops at 'C(8,5) \times 5^5'; '<answer>47600</answer>' (gold 376)
k85c:4|wrong|tag|'\boxed{123}' in the think block; '<answer> $123$ </answer>' (gold 376)
k85c:5|wrong|boxed|no tags; Python with its output; '\(\boxed{573}\)' (gold 376)
k86c:0|wrong|tag|'\boxed{\frac{6}{4}}' in the think block; '<answer> 6, 0 </answer>' (gold 3)
k86c:1|wrong|tag|'\boxed{3, 36}' in the think block; '<answer>3,36</answer>' (the gold's value with another; gold 3)
k86c:2|wrong|tag|'<answer>1+-sqrt(2)</answer>' (plain-text notation; gold 3)
k86c:3|wrong|tag|'<answer>0, 1, -\frac{3}{2}</answer>' (gold 3)
k86c:4|wrong|tag|a sentence in the tag: '<answer>The values are $a=3$ and $a=-1$. </answer>' (the gold's value with another; gold 3)
sqs:0|wrong|stated|'Final answer: Mark needs to spend 820 minutes to finish making the bread.' (gold 280)
sqs:1|wrong|stated|'Final answer: Erick collected $1080 ...' then 'So, the answer is: $1080' (gold 2220)
sqs:2|wrong|stated|'Final answer: 8' (gold 66)
sqs:3|wrong|stated|'Final answer: The flag will be 145 feet long.' (a length; gold 9)
sps:0|wrong|stated|'Final answer: 25.' (gold 7)
sps:1|wrong|stated|'5 + 10 - 2 = 5'; 'Final answer: 5 steps forward.' (gold 7)
sps:2|wrong|stated|'The answer is: 17.' then 'Final answer: 17.' (gold 7)
sps:3|wrong|stated|'Final answer: 26 steps forward.' (gold 7)
sps:4|wrong|hash|'#### 14' then 'The answer is: 14' (gold 4)
sps:5|wrong|stated|'Final answer: Final answer: 38.' (a doubled marker; gold 4)
sps:6|wrong|stated|'Final answer: Ms. Watson has 42 / 2 = 20 second graders in her class.' (gold 4)
sps:7|wrong|stated|'Final answer: 96 second graders' then a restating sentence (gold 4)
y84:0|wrong|tag|'<answer>80</answer>' (gold 40)
y84:1|correct|tag|a sentence in the tag: '<answer>Stetson gave up a total of $240.</answer>'
y84:2|correct|tag|'<answer>$220</answer>'
y84:3|correct|tag|'<answer>6 hours</answer>' (a unit word)
y84:4|correct|tag|
y84:5|correct|tag|
y84:6|correct|tag|'<answer>-10 degrees Fahrenheit</answer>' (a unit)
y84:7|wrong|tag|a plan only; '<answer>2</answer>' (gold 4)
y84:8|wrong|tag|'<answer>\n48 eggs\n</answer>' (gold 16)
y84:9|correct|tag|the tag holds the working, the last result 'The total amount spent is $8 + $24 = $32.'
y84:10|wrong|tag|'<answer>100</answer>' (gold 25)
y84:11|wrong|tag|'636\" / 12 = 53\"'; '<answer>53</answer>' (gold 21)
y84:12|correct|tag|'<answer>200 minutes</answer>' (a unit word)
y84:13|correct|tag|a sentence in the tag: '<answer>Angela is currently 38 years old.</answer>'
y84:14|wrong|tag|'$112 on afternoon rides' in the working (the gold's value) then '$336 + $112 = $448'; '<answer>$448</answer>' (gold 112)
y84:15|wrong|tag|'<answer>120</answer>' (the oranges, not the pies; gold 40)
y84:16|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
