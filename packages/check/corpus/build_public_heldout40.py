__doc__ = r"""Build public_heldout40.jsonl: a 40th held-out round of REAL model completions (issue 25).

Why: rounds 1-39 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards,
correct, format_ok, predicted, parse_source, fallback_prediction, final_answer, verifier_outputs,
observed_reward, independent_correctness and the like) were not used to label.

Method (rounds 3-39's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '), and a small
script (mk.py) decoded that display form once into the file-level string (`r`) and checked that `r`
decodes; no record was re-encoded or retyped from its decoded form. A record is taken only when its
whole completion lies on the pages read; a completion crossing the edge between two consecutive
pages that were both read was joined at the edge (cp9 rec 0 = eval_outputs line 18 completion 6
across 128000/144000; cp9 rec 14 = line 20 completion 4 across 144000/160000; cp10 rec 0 = line 21
completion 6 across 160000/176000; cp11 rec 0 = line 24 completion 2 across 176000/192000; sp123
rec 7 = seed-123 generations line 8 across 0/16000). Records whose opening fields (prompt, question,
file gold) lie on an earlier page and whose response lies wholly on the page read were taken as
read: KleistvonLiu k87c rec 0, k90c rec 0, k91c rec 0, k92c rec 0 (their keys inferred from the next
line's, e.g. 'q2 r3' before 'q2 r4'; k92c rec 0's page opens inside the word 'response', the
response itself wholly on it), cp8 rec 0 (line 16's question and answer are on the page at 112000,
read by round 39; the build checks the gold against gsm8k/test.jsonl). Not transcribed (read, but
left out): the first, partial response of every KleistvonLiu page read (it opens on page 1, read
by earlier rounds); k91c q2 r5 (a response cut at the 1024-token cap with no answer, too long to
copy reliably in the time); step 92 q4 r0 (its ground truth lies on the next page, not read);
Instruct-Think index 5 (opens on the page at 16000, read by round 39, not here) and index 7 (crosses
into 48000, not read); Distill.json index 80-87 on the page at 160000 (round 39's records; the page
was re-read here by mistake, nothing taken from it); sreerevanth seed-42/level-0.2/robust
generations (page 0 read: its responses are the base file's, word for word); yyfblock
s2ac_cold_lr1e-5 step 325 (read and transcribed, then dropped: all 16 completions repeat round 22's).
Nothing is shortened. Every completion was compared (whitespace-normalised) with every completion
of rounds 1-39 (the completion fields of packages/check/corpus/public_heldout*.jsonl and
/tmp/rounds/real39/public_heldout39.jsonl, by script, dedup.py): none repeats an earlier round's
completion, and no two completions kept in this round are equal.

Repositories (302 records): KleistvonLiu/assignment5-alignment 96 (31.8 %),
codearky/cross-policy-with-trl 81 (26.8 %), yyfblock/grpo-math 64 (21.2 %),
sreerevanth/robust-reasoning-rl 48 (15.9 %), cppywh/mini-deepseek-r1-zero 13 (4.3 %). No repository
is new to the corpus (see dead ends); sreerevanth's cpu-pilot base generations (SmolLM2-135M-Instruct)
and yyfblock's step-325/350 training rollouts are files no earlier builder names. Licences:
sreerevanth MIT (LICENSE at f14cca968197e3ca34151ff4dd3a285df3e08512, as round 38 found); no licence
file was found for the other four in the index (cppywh's README says only that it claims no
ownership of third-party models, data or course content); `licence` per record.

Split: think_answer 241 (GSM8K 145, MATH 96), long_cot 61 (GSM8K 61, MATH 0); GSM8K 206, MATH 96
(31.8 %). Truths: correct 146, wrong 140, no_answer 16 (GSM8K 105 / 88 / 13, MATH 41 / 52 / 3;
think_answer 133 / 102 / 6, long_cot 13 / 38 / 10); 9 debatable (cp8 rec 9; cp9 rec 11; k93c rec 3;
sp42 recs 1, 5, 8; sp123 rec 15; sp456 recs 5, 13).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 2 (offset 32000) of steps 87 (q2 r3-7, q3 r0 = k87c), 88 (q2 r5-7, q3 r0-5),
  89 (q2 r1-7, q3 r0-2), 90 (q2 r4-7, q3 r0-1), 91 (q1 r6-7, q2 r0-4), 92 (q2 r6-7, q3 r0-7), 93 (q2
  r4-7, q3 r0-1), 94 (q1 r7, q2 r0-3), 95 (q3 r0-7, q4 r0-1), 96 (q2 r5-7, q3 r0-5), 97 (q1 r6-7, q2
  r0-6), 98 (q3 r0-7, q4 r0) (= k87c ... k98c). Forms: '<answer>Answer is 4.5</answer>',
  '<answer>0, 4/5</answer>' and '<answer> $\frac{4}{5},\frac{3}{5}$ </answer>' (the gold with
  another value), '<answer> \(\{y \in \mathbb{R} | y \neq -20\}\)</answer>' and '<answer>Answer:
  \(\mathbb{R} \setminus \{-20\}\)</answer>' (set notation for (-\infty,-20) \cup (-20,\infty)),
  '(-∞, ∞)' with Unicode infinity, '+\infty', '<answer>(-0.5, 0.1667)</answer>', '<answer> f(x) = 1
  + sqrt(1 - x^2) </answer>', '\</think>', Unicode '△' and '²', no tags with a box and Python
  output, responses cut at the 1024-token cap (k87c rec 4, k90c rec 4, k91c rec 2), one cut after
  stating its answer in prose (k93c rec 3).
* codearky/cross-policy-with-trl (Qwen2.5-0.5B-Instruct after plain GRPO, checkpoint-600; the tag
  prompt; GSM8K test in order; line N = GSM8K test question N-1): eval_outputs.jsonl pages at
  128000 (cp8: line 16 completion 7, line 17, line 18 completions 0-5), 144000 and 160000 (cp9:
  line 18 completions 6-7, lines 19-20, line 21 completions 0-5), 176000 (cp10: line 21 completions
  6-7, lines 22-23, line 24 completions 0-1), 192000 (cp11: line 24 completions 2-7, lines 25-26;
  line 27 completion 0 crosses into 208000, not read). Forms: '<answer>\n$57,500\n</answer>',
  '<answer>\n7 dozens\n</answer>', '<answer>15 liters</answer>', '<answer>\nThe original price of
  the book was $26.\n</answer>', '< answer >\n26.00\n</ answer >' (spaces inside the tags), an
  unclosed '<answer>\n6' at the end, a '</think>' closer with no opener, '<think>' blocks written
  AFTER the working, the answer tag given twice, '\u00d7', '\u00f7', '\u2019', '\u2192', '\u2248'
  escapes kept as the file writes them, completions cut at the length cap (no answer, or an answer
  stated in prose before the cut: cp8 rec 9, cp9 rec 11).
* yyfblock/grpo-math (Qwen2.5-1.5B base during GRPO on GSM8K train; the repository's R1-style
  prompt; think_answer; the file stores no question: identified from the completions and checked by
  the file's gold): results/s2a1_lora_lr1e-5/train_samples_step325.jsonl (ya325) and step350
  (ya350), results/s2a2_full_lr2e-6/train_samples_step325.jsonl (yb325),
  results/s2b1_entropy_ctrl/train_samples_step325.jsonl (yd325), each the whole file (one page, two
  questions x 8 samples). Forms: '<answer>12' unclosed, '<answer>16 hours</answer>', '<answer>They
  met in 2024</answer>', '</think> <answer>24</answer>', blank or space-only lines before the tag,
  no tags and an invented instruction after a stray code fence (yd325 rec 3), mojibake 'cafÃ©',
  escaped quotes, '•' bullets, a number of years for a year asked.
* sreerevanth/robust-reasoning-rl (HuggingFaceTB/SmolLM2-135M-Instruct before any update, per
  experiments/phase2/artifacts/cpu-pilot/manifest.json: chat prompt, T=0.7, top_p 0.95, 192 new
  tokens, 4 samples a question; long_cot; GSM8K test questions, example ids 'gsm8k-test-...'; the
  record is one line's `response`): experiments/phase2/artifacts/cpu-pilot/seed-{42,123,456}/
  level-0.2/base/evaluation/generations.jsonl (sp42, sp123, sp456), each the whole file (3 pages,
  16 lines: 4 questions x 4 samples). Forms: 'Final answer: 15' then an invented 'Question:',
  'Final answer: John makes $25 per hour on his car.', 'The answer is: 25' then 'Final answer: 25'
  and an 'Explanation:', 'Final answer:' with nothing after it at the cap, 'Final answer: John' cut
  at the cap, 'Rationale:' / 'P.S.' / 'Preliminaries:' tails, '\u00f7' escapes, responses cut at the
  192-token cap mid-sentence.
* cppywh/mini-deepseek-r1-zero (GSM8K test questions in order, greedy decoding, 2048 new tokens
  (results/protocol.json); long_cot; the record is one `details` entry's response): cde =
  results/Distill.json index 88-99 (the pages at 176000 and 192000, the end of the file; 97 opens
  its entry on 176000, its question and response on 192000); cit2 = results/Instruct-Think.json
  index 6 (page 32000). Forms: '\boxed{8,\!000}', '\boxed{225\ \text{lbs}}', think blocks ending on
  another value than the boxed solution (cde recs 2, 6), a bare '\boxed{40}', a Qwen3-style
  '<think>' block with its own '**Final Answer**' box then '### Final Answer' and a display box.

Label conventions (rounds 37-39's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a unit word or unit inside the box or tag, a '$' sign, '$57,500' for
57500, '26.00' for 26, '\boxed{8,\!000}' for 8000, set notation for an interval union, '+\infty'
for \infty); another quantity is wrong; in the tag format the `<answer>` content is the final
answer whatever the think block says, and a sentence in the tag is read for its value; with no
answer tag the completion is labelled by its last box or last stated result; malformed tags do not
change which answer counts. Debatable this round: cp8 rec 9 ('Therefore, Jill's annual salary is
$92,500.' then a think block cut at the cap; wrong by its last stated salary), cp9 rec 11 (no answer
tag, 'the required speed for the last 6 miles is 6 miles per hour' in an unclosed think block cut at
the cap; correct by its last stated result), k93c rec 3 (no tags, 'The ordered pair \((a, b)\) is
\(\left( \frac{1}{6}, \frac{1}{6} \right)\).' then Python cut at the cap; correct), sp42 rec 1
('Final answer:' with nothing after it at the cap; no_answer rather than wrong by 'Ramos now has 15
pens.'), sp42 rec 5 ('So, Michael has covered a total of 75' at the cap; wrong), sp42 rec 8 ('So,
John's profit on his car is $250.' after nonsense working; correct), sp123 rec 15 ('= 13 animals per
day.' at the cap; wrong), sp456 rec 5 (no percentage; its last sentence ends '= 60 hours.', a time
whose number equals the gold 60; wrong rather than correct or no_answer), sp456 rec 13 ('1 + 1 + 1 =
4 animals per' at the cap; correct by its last stated result).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (taken from the question stored in the file: codearky's user turn,
cppywh's `question`, sreerevanth's metadata `question`; for yyfblock, whose files store no
question, the GSM8K train question identified from the completions: train lines 3608 (the café's
bacon sandwiches), 1661 (Tim and Donna), 19 (Tim's bike rides), 958 (Djibo), counted from 0), checked equal to the
file's own gold (codearky `answer`, cppywh `ground_truth`, sreerevanth `reference`, yyfblock
`gold`); codearky, cppywh and sreerevanth questions are in gsm8k/test.jsonl, yyfblock's in
gsm8k/train.jsonl. MATH: the KleistvonLiu problems' opening words are looked up in MATH-500; none of
the 24 problems read here is there, so the file's own answer (its MATH test gold, `ground_truth`)
as transcribed.

Dead ends this round (searched or opened, nothing usable): find_repos 'grpo' and 'r1-zero' (the
likely GSM8K/MATH ones are in earlier builders: kencoken, harishvs, kingjameschan, RobotSail,
shreyshahi, sherrywan717, UAACC, ...); MalveauxLuke/GRPO_testbed (no jsonl in the index);
elizabethsztan/grpo-trait-dynamics (price and SVAMP evals of an activation experiment, not opened);
alexchilton/CAS_NLP_MODULE4_GRPO (Wordle GRPO); find_string for '"model_output": "', '"generated_text":
"<think>\nOkay', '"completion": "<think>\nOkay, let's' (nothing usable) and for GSM8K test question 0's
text (code, notebooks and one annotated CS336 write-up, not opened); sreerevanth qwen-cpu-smoke
(no files under experiments/phase2/artifacts/qwen-cpu-smoke in the index); sreerevanth
seed-42/level-0.2/robust generations (the base responses again); yyfblock s2ac_cold_lr1e-5 step 325
(repeats round 22).

Leads for a later round: KleistvonLiu page 2 (offset 32000) of steps 99-105 and page 3 (offset
48000) of steps 74-105 (unread); codearky eval_outputs.jsonl from line 27 (its completion 0 opens on
the page at 192000, read here; offset 208000 on, about 78 pages left); yyfblock train_samples of
steps no builder names (e.g. s2a1_lora_lr1e-5 steps 25, 50, 75, 125, 175, 200, 225, 275, 300, 375-475;
s2a2_full_lr2e-6 steps 25-75, 125-275, 350-475; s2b1_entropy_ctrl steps other than 250, 325, 500;
s2b2_seed43; s1_smoke_1.5b steps 25, 75, 125-175), one page each (check each against earlier rounds
first: s2ac_cold step 325 repeated round 22); sreerevanth cpu-pilot level-0.4 and level-0 base and
baseline/robust generations (likely the same base responses; check before transcribing);
cppywh Instruct-Think.json from index 7 (offset 48000; long Qwen3 think blocks, many cut at the cap).

Usage: python build_public_heldout40.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout40.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout40.jsonl"
SOURCE = "public_heldout40"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-39 took pages 0-1 of steps "
    "74-105, page 2 of steps 74-86 and other pages of later steps; this round page {} (offset {}) "
    "of step {}), rollout step {}, on MATH test problems; the record is one line's response (the "
    "text after the prompt's closing 'Assistant: <think>')"
)
KL_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>' (the file's prompt field)"
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

SR, SRC = "sreerevanth/robust-reasoning-rl", "290fdffb39008202556cb00d7b274be9a322f5df"
SR_LICENCE = "MIT (LICENSE at f14cca968197e3ca34151ff4dd3a285df3e08512, as round 38 found)"
SR_MODEL = (
    "HuggingFaceTB/SmolLM2-135M-Instruct (revision 12fd25f77366fa6b3b4b768ec3050bf629380bac) "
    "before any update: the 'base' evaluation of the repository's phase-2 cpu-pilot sweep "
    "(experiments/phase2/artifacts/cpu-pilot/manifest.json: chat prompt format, CPU, 4 "
    "generations a question at temperature 0.7, top_p 0.95, 192 new tokens, the first 4 "
    "questions of its gsm8k_phase2_test split), seed {} (folder seed-{}/level-0.2/base; the "
    "lines' metadata say 'reused_base_generation': true), on GSM8K test questions (example ids "
    "'gsm8k-test-...'); the whole file (3 pages) read; the record is one line's `response` "
    "(the line's `reasoning` field, the response without its answer sentence, was not taken)"
)
SR_PROMPT = (
    "the repository's own GSM8K chat prompt (about 100-130 prompt tokens per question per the "
    "metadata; the template sits in the repository's code, not read)"
)

CP, CPC = "codearky/cross-policy-with-trl", "c3a95863b29f4ceebd8687e2fa0f3563428f5f9a"
CP_MODEL = (
    "a GRPO-trained checkpoint: runs/baseline-grpo-qwen/20260109_151711/baseline0/checkpoint-600 "
    "(the file's model field); baseline0 is policy 0 of trl/examples/scripts/cross_policy_grpo.py "
    "(as round 16 read it), i.e. Qwen/Qwen2.5-0.5B-Instruct trained with plain GRPO on GSM8K "
    "train; 8 sampled completions a GSM8K test question in order (line N = GSM8K test question "
    "N-1); this round the page at {}; the record is one entry of a line's `completions`"
)
CP_PROMPT = (
    "chat template, system '\\nYou will be given a math question.\\nReason about the question and "
    "correct your own mistakes if you make any.\\n\\nRespond in the following format:\\n<think>\\n"
    "Reason here. Decide to answer when you are confident as your response length is limited.\\n"
    "</think>\\n<answer>\\nAnswer here.\\n</answer>\\n', user '{question}' (the file's prompt field)"
)


YB, YBC = "yyfblock/grpo-math", "f0c2582171fba80407557cdefa0c6342ddc8024a"
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template, as round 19 read it)"
)
YB_RUNS = {
    "s2a1_lora_lr1e-5": "s2a1_lora_lr1e-5 (configs/grpo_a1_lr.yaml at f0c2582 as rounds 16-20 read "
    "it: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at "
    "temperature 1.0, 700 completion tokens)",
    "s2a2_full_lr2e-6": "s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml at f0c2582 as rounds 16-20 "
    "read it: full fine-tuning, lr 2e-6, DAPO loss, beta 0.02, 8 generations per question at "
    "temperature 1.0, 700 completion tokens)",
    "s2b1_entropy_ctrl": "s2b1_entropy_ctrl (configs/grpo_b1_entropy.yaml at f0c2582 as rounds "
    "18-21 read it: LoRA, lr 1e-5, adaptive entropy control, 8 generations per question at "
    "temperature 1.0, 700 completion tokens)",
}
YB_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run {}: the training rollouts "
    "the run logged at step {} (two questions, 8 samples each; the whole file, one page, read); "
    "the record is one line's 'text' (the completion after the prompt's closing 'Assistant: "
    "<think>'); the file stores no question: the GSM8K train question is identified by the "
    "completions' content and checked by the file's gold"
)


def _yb(short: str, run: str, step: int) -> tuple:
    return (
        f"{short}-qwen25-15b-grpo-{run}-step{step}-gsm8k",
        YB,
        f"results/{run}/train_samples_step{step}.jsonl",
        YBC,
        YB_MODEL.format(YB_RUNS[run], step),
        YB_PROMPT,
        "think_answer",
        "gsm8k",
        "gold",
        NO_LICENCE,
    )


# short id -> step (all page 2 = offset 32000)
KL_STEPS = {f"k{s}c": s for s in range(87, 99)}


def _kl(short: str) -> tuple:
    step, page = KL_STEPS[short], 2
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


def _cp(short: str, pages: str) -> tuple:
    return (
        f"{short}-qwen25-05b-grpo-gsm8k",
        CP,
        "eval_outputs.jsonl",
        CPC,
        CP_MODEL.format(pages),
        CP_PROMPT,
        "think_answer",
        "gsm8k",
        "answer",
        NO_LICENCE,
    )


def _sp(short: str, seed: int) -> tuple:
    return (
        f"{short}-smollm2-135m-cpu-pilot-base-gsm8k",
        SR,
        f"experiments/phase2/artifacts/cpu-pilot/seed-{seed}/level-0.2/base/evaluation/generations.jsonl",
        SRC,
        SR_MODEL.format(seed, seed),
        SR_PROMPT,
        "long_cot",
        "gsm8k",
        "reference",
        SR_LICENCE,
    )


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    **{short: _kl(short) for short in KL_STEPS},
    "cp8": _cp("cp8", "128000 (line 16 completion 7, line 17, line 18 completions 0-5)"),
    "cp9": _cp("cp9", "144000 (line 18 completions 6-7, lines 19-20, line 21 completions 0-5; "
               "two completions joined across 128000/144000 and 144000/160000) and the page at "
               "160000"),
    "cp10": _cp("cp10", "176000 (line 21 completions 6-7, lines 22-23, line 24 completions 0-1; "
                "line 21 completion 6 joined across 160000/176000)"),
    "cp11": _cp("cp11", "192000 (line 24 completions 2-7, lines 25-26; line 24 completion 2 "
                "joined across 176000/192000)"),
    "cde": ("cde-distill-gsm8k", CY, "results/Distill.json", CYC, CY_DISTILL.format("88-99"),
            CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "cit2": ("cit2-instruct-think-gsm8k", CY, "results/Instruct-Think.json", CYC,
             CY_INSTRUCT.format("6"), CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth",
             CY_LICENCE),
    "sp42": _sp("sp42", 42),
    "sp123": _sp("sp123", 123),
    "sp456": _sp("sp456", 456),
    "ya325": _yb("ya325", "s2a1_lora_lr1e-5", 325),
    "ya350": _yb("ya350", "s2a1_lora_lr1e-5", 350),
    "yb325": _yb("yb325", "s2a2_full_lr2e-6", 325),
    "yd325": _yb("yd325", "s2b1_entropy_ctrl", 325),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k87c:0|wrong|tag|the prompt opens on the page at 16000, the response wholly on 32000 (its key inferred from the next line, q2 r4); '<answer>$y = -\frac{x}{\sqrt{x^2 - 1}} + 1$</answer>' (gold \frac{x^2}{4} - 1)
k87c:1|wrong|boxed|no tags; Python (sympy) with its output; '\boxed{y = 1 - x}' (gold \frac{x^2}{4} - 1)
k87c:2|wrong|tag|'<answer> $f(x) = -\frac{4+x^2}{4x}$</answer>' (gold \frac{x^2}{4} - 1)
k87c:3|wrong|tag|plain-text notation: '<answer> f(x) = 1 + sqrt(1 - x^2) </answer>' (gold \frac{x^2}{4} - 1)
k87c:4|no_answer|truncated|no tags; cut at the 1024-token cap mid-sentence ('will be a circle') with no function stated
k87c:5|correct|tag|'The answer is $$34$$.' then '<answer>34</answer>'
k88c:0|correct|tag|
k88c:1|correct|tag|'\</think>' (a backslash before the closing tag); the think block only sets up the sum; '<answer>100</answer>'
k88c:2|correct|tag|
k88c:3|wrong|tag|'86.58333333333334' rounded; '<answer>86.6</answer>' (gold 86.4)
k88c:4|correct|boxed|no tags; Python with its output; '\(\boxed{86.4}\)'
k88c:5|correct|tag|'\boxed{86.4}' in the think block (via 2.54 cm an inch); '<answer>86.4</answer>'
k88c:6|correct|tag|
k88c:7|wrong|tag|'<answer>13.7</answer>' (gold 86.4)
k88c:8|wrong|tag|'<answer>86.5</answer>' (gold 86.4)
k89c:0|wrong|tag|'<answer>2</answer>' (gold 1)
k89c:1|correct|tag|
k89c:2|correct|tag|'<answer>1 </answer>'
k89c:3|wrong|tag|'<answer>5</answer>' (gold 1)
k89c:4|wrong|tag|'<answer>2</answer>' (gold 1)
k89c:5|correct|tag|'\boxed{1}' in the think block
k89c:6|wrong|tag|Unicode '△' in the working; '<answer>5 </answer>' (gold 1)
k89c:7|correct|tag|a leading space; '<answer> 71 </answer>'
k89c:8|correct|tag|'<answer>71 </answer>'
k89c:9|wrong|tag|'<answer> $431$ </answer>' (gold 71)
k90c:0|wrong|boxed|the prompt opens on the page at 16000, the response wholly on 32000 (its key inferred from the next line, q2 r5); no tags; '\[ \boxed{3} \]' (gold 10)
k90c:1|wrong|tag|'<answer>3</answer>' (gold 10)
k90c:2|wrong|tag|a sentence in the tag: '<answer>Answer is 4.5</answer>' (gold 10)
k90c:3|wrong|tag|the think block ends '\frac{A}{B} > 1'; '<answer>5</answer>' (gold 10)
k90c:4|no_answer|truncated|no tags; two Case 1 roots found, cut at the 1024-token cap inside Case 2 with no sum stated
k90c:5|wrong|tag|'<answer>4</answer>' (gold \frac{17}{2})
k91c:0|correct|tag|the prompt opens on the page at 16000, the response wholly on 32000 (its key inferred from the next line, q1 r7)
k91c:1|wrong|tag|'<answer> $6$ </answer>' (gold 4)
k91c:2|no_answer|truncated|no tags; Python (sympy, '\r\n' line ends) cut at the 1024-token cap with no value of F(12)
k91c:3|correct|tag|
k91c:4|wrong|tag|'<answer>4097</answer>' (gold 66)
k91c:5|wrong|tag|the think block only restates the question; '<answer>105</answer>' (gold 66)
k91c:6|wrong|tag|'<answer>1215</answer>' (gold 66)
k92c:0|wrong|tag|the page at 32000 opens inside the line's 'response' key, the response itself wholly on it (its key inferred from the next line, q2 r7); '<answer>-11</answer>' (gold -14)
k92c:1|wrong|tag|'<answer> -10 </answer>' (gold -14)
k92c:2|wrong|tag|a leading space; '<answer> 9 </answer>' (gold 12)
k92c:3|correct|tag|
k92c:4|wrong|tag|'<answer>18 </answer>' (gold 12)
k92c:5|wrong|tag|'<answer>18</answer>' (gold 12)
k92c:6|correct|tag|'for 7 are 0 and 2' (a slip) then 3 choices; '<answer>12</answer>'
k92c:7|correct|tag|
k92c:8|wrong|tag|'<answer>24 </answer>' (gold 12)
k92c:9|wrong|tag|'<answer>18</answer>' (gold 12)
k93c:0|wrong|tag|'\boxed{\left(-\frac{1}{12}, -\frac{1}{4}\right)}' in the think block; '<answer> $(-\frac{1}{12}, -\frac{1}{4})$ </answer>' (gold \left( \frac{1}{6}, \frac{1}{6} \right))
k93c:1|correct|boxed|no tags; '\boxed{\left(\frac{1}{6}, \frac{1}{6}\right)}' last (1011 tokens)
k93c:2|wrong|tag|decimals: '<answer>(-0.5, 0.1667)</answer>' (gold \left( \frac{1}{6}, \frac{1}{6} \right))
k93c:3|correct|stated|debatable: no tags and no box; 'The ordered pair \((a, b)\) is \(\left( \frac{1}{6}, \frac{1}{6} \right)\).' then Python to verify, cut at the 1024-token cap in its output ('{a: 1/6'); labelled correct by its last stated result
k93c:4|correct|tag|'\boxed{24}' in the think block
k93c:5|correct|tag|
cp8:0|correct|tag|line 16's question and the file's answer on the page at 112000 (read by round 39), the completion wholly on 128000; no think block; '<answer>\n$125\n</answer>'
cp8:1|correct|tag|no think block; a failed Pythagoras check, then the distances added; '<answer>\n230\n</answer>' and a trailing newline
cp8:2|correct|tag|a '<think>' block holding the sum AFTER the working; '<answer>\n230 miles\n</answer>' (a unit word)
cp8:3|correct|tag|'Train 2: 80 miles (west) + unspecified eastward distance' in the working; a template '<think>\nReason here. ...' block; '<answer>230 miles</answer>'
cp8:4|correct|tag|no think block; '<answer>\n230 miles\n</answer>'
cp8:5|correct|tag|no think block; '<answer>\n230 miles\n</answer>'
cp8:6|correct|tag|no think block
cp8:7|correct|tag|no think block; '<answer>230 miles</answer>'
cp8:8|correct|tag|no think block; '<answer>\n230 miles\n</answer>'
cp8:9|wrong|stated|debatable: no answer tag; 'Therefore, Jill's annual salary is $92,500.' (35 x 50 x 20 taken as 70000) then a '<think>' block re-deriving '$175000', cut at the length cap mid-sentence; labelled wrong by its last stated salary (gold 57500)
cp8:10|correct|tag|no think block; '<answer>\n$57,500\n</answer>' (a thousands comma)
cp8:11|correct|tag|no think block; '<answer>\n$57,500\n</answer>'
cp8:12|correct|tag|no think block; '\$57,500' in the working; '<answer>\n$57,500\n</answer>'
cp8:13|correct|tag|no think block; '<answer>\n$57,500\n</answer>'
cp8:14|correct|tag|a '<think>' block AFTER the working
cde:0|correct|boxed|'**Answer:**' then '\boxed{8,\!000}' (a thousands comma and a '\!' thin space)
cde:1|correct|boxed|
cde:2|correct|boxed|the think block ends '100 lbs plus 25 lbs equals 125 lbs.', the solution '\boxed{225\ \text{lbs}}' (a unit in the box)
cde:3|correct|boxed|
cde:4|correct|boxed|
cde:5|wrong|boxed|'1.1 times the original time'; '\boxed{44}' (gold 36)
cde:6|correct|boxed|the think block ends '188 pets in total' (cats as two-thirds of the dogs), the solution '\boxed{348}'
cde:7|correct|boxed|'×' in the think block
cde:8|correct|boxed|
cde:9|correct|boxed|the question's 'Freda’s' on the page at 192000 (its index line on 176000); 'about 11.999, which rounds to 12'; '\boxed{12}'
cde:10|correct|boxed|
cde:11|wrong|boxed|the 18 new plants left out; a bare '\boxed{40}' with no '**Final Answer:**' line (gold 58)
sp42:0|wrong|answer_is|cut at the 192-token cap right after 'The answer is 5' (gold 31)
sp42:1|no_answer|truncated|debatable: 'Ramos now has 20 pens.', then 'Ramos now has 15 pens.', then 'Final answer:' with nothing after it (cut at the 192-token cap); labelled no_answer, the marked final answer never given
sp42:2|wrong|answer_is|'125 pens + 125 pens = 240 pens'; 'The answer is 240.' (gold 31)
sp42:3|wrong|final_answer_phrase|'Final answer: 15' then an invented 'Question:' line (gold 31)
sp42:4|no_answer|truncated|cut at the 192-token cap mid-sentence with no value
sp42:5|wrong|stated|debatable: '... = 75%' then 'So, Michael has covered a total of 75' cut at the 192-token cap; labelled wrong by its last stated result (gold 60)
sp42:6|wrong|stated|'Therefore, Michael has covered approximately 100% of the distance ...' (gold 60)
sp42:7|no_answer|truncated|cut at the 192-token cap inside '= (6000 km / 165' with no value
sp42:8|correct|stated|debatable: muddled working ('$25 x 10 = $250', '$250 + $250 = $500', '$500 - $250 = $250'); 'So, John's profit on his car is $250.' (the gold's value); labelled correct by the final statement
sp42:9|wrong|final_answer_phrase|'Final answer: John makes $25 per hour on his car.' (a rate; gold 250)
sp42:10|wrong|final_answer_phrase|'$2500 - $250 = $2500'; 'Final answer: John makes $2500.' (gold 250)
sp42:11|wrong|final_answer_phrase|'Final answer: John makes $0.33 per month on his car.' (gold 250)
sp42:12|no_answer|truncated|cut at the 192-token cap mid-sentence ('we'll divide') with no count per day
sp42:13|no_answer|truncated|a list of per-animal numbers cut at the 192-token cap at '- Horses: '
sp42:14|wrong|final_answer_phrase|'So, Melissa will groom 5664 animals each day. The final answer is: Melissa will groom 5664 animals over the 10-day period.' (gold 4)
sp42:15|no_answer|truncated|cut at the 192-token cap inside '(12 horses * ' with no count per day
cp9:0|correct|tag|joined across the pages at 128000 and 144000 (the edge inside '**Teaching'); '\u2019' escaped in the file; no think block; '<answer>\n57500\n</answer>'
cp9:1|correct|tag|no think block; '<answer>\n$57,500\n</answer>'
cp9:2|correct|tag|'\u00d7' and '\u00f7' escaped in the file; no think block
cp9:3|correct|tag|no think block
cp9:4|correct|tag|no think block
cp9:5|correct|tag|no think block
cp9:6|correct|tag|no think block; '<answer>\n7 dozens\n</answer>' (a unit word)
cp9:7|correct|tag|no think block; '<answer>7</answer>'
cp9:8|correct|tag|no think block; '<answer>7</answer>'
cp9:9|wrong|tag|'3 omelets per day'; '<answer>\n21 dozen\n</answer>' (gold 7)
cp9:10|correct|tag|a '<think>' block AFTER the working; an unclosed answer tag at the end: '<answer>\n6' (no '</answer>')
cp9:11|correct|stated|debatable: no answer tag; 'Therefore, Marissa needs to walk the remaining 6 miles at a speed of 6 miles per hour ...' then an unclosed '<think>' block ending 'the required speed for the last 6 miles is 6 miles per hour, ...' (cut at the length cap); labelled correct by its last stated result
cp9:12|wrong|stated|no answer tag; 'Thus, Marissa needs to walk the remaining 6 miles at 2 miles per hour to achieve her goal.' then a lone '<' at the length cap (gold 6)
cp9:13|correct|tag|no think block
cp9:14|wrong|tag|joined across the pages at 144000 and 160000 (the edge after 'Remaining part: 6 miles'); '<answer>\n0.6\n</answer>' (gold 6)
cp9:15|wrong|tag|a '<think>' block AFTER the working; '<answer>\n4\n</answer>' (gold 6)
cp9:16|correct|tag|a '<think>' block AFTER the working; '<answer>\n6\n</answer>'
cp9:17|no_answer|truncated|no tags; cut at the length cap at 'd = \text{remaining distance} = ' with no speed stated
cp9:18|correct|tag|no think block; '<answer>15 liters</answer>' (a unit word)
cp9:19|no_answer|truncated|no tags; cut at the length cap inside a fraction with no amount stated
cp9:20|wrong|tag|the spill ignored; '<answer>\n15.67 liters\n</answer>' (gold 15)
cp9:21|correct|tag|'<answer>\n15 liters\n</answer>', then a '<think>' block and the same answer tag again
cp9:22|wrong|tag|'15.67 liters - 1 liter = 14.67 liters'; '<answer>\n14.67 liters\n</answer>' (gold 15)
cp9:23|no_answer|truncated|no tags; cut at the length cap at 'the new total water content = \(' with no amount stated
sp123:0|wrong|final_answer_phrase|'5 empty pens + 1 full pen = 6 pens'; 'Final answer: 6' (gold 31)
sp123:1|wrong|answer_is|'The answer is: 50' (gold 31)
sp123:2|wrong|answer_is|'The answer is: 25' then 'Final answer: 25' and an 'Explanation:' paragraph (gold 31)
sp123:3|wrong|final_answer_phrase|'Final answer: Ram will have 25 pens.' (gold 31)
sp123:4|wrong|final_answer_phrase|'Final answer: 100%' (gold 60)
sp123:5|wrong|final_answer_phrase|'Final answer: 600%' then a sentence restating '600 kilometers' (gold 60)
sp123:6|wrong|final_answer_phrase|'(12000 km / 6000 km) * 100% = 20%'; 'Final answer: 20% of the distance between Alaska and Texas has been covered by Michael.' (gold 60)
sp123:7|wrong|stated|joined across the pages at 0 and 16000 (the edge inside 'covered'); 'So, Michael has covered a total distance of 9% of the distance from Alaska to Texas, which is 9000 miles.' (gold 60)
sp123:8|wrong|final_answer_phrase|'Final answer: John makes $40 per month on his car.' (gold 250)
sp123:9|wrong|final_answer_phrase|'Final answer: John makes $3250 per month on his car.' then a 'Preliminaries:' section cut at the 192-token cap (gold 250)
sp123:10|wrong|final_answer_phrase|'Final answer: John makes $47500.' (gold 250)
sp123:11|wrong|final_answer_phrase|'Final answer: John makes $2000/month.' (gold 250)
sp123:12|no_answer|truncated|'35 ÷ 2 = 15' and '15 ÷ 2 = 7.5' as steps ('\u00f7' escaped in the file), cut at the 192-token cap with no count per day stated
sp123:13|no_answer|truncated|cut at the 192-token cap inside a list ('32*2') with no count per day
sp123:14|wrong|final_answer_phrase|'Final answer: Melissa will groom each of the animals 1000 times, for a total of 1000 * 10 = 10000 grooming sessions.' then a 'P.S.' cut at the cap (gold 4)
sp123:15|wrong|stated|debatable: cut at the 192-token cap right after '... = 13 animals per day.'; labelled wrong by its last stated result (gold 4)
k94c:0|wrong|tag|the page at 32000 opens inside q1 r6's line (not taken); this line (q1 r7) wholly on it; '\boxed{29}' in the think block; '<answer>29</answer>' (gold 10 \pi - 29)
k94c:1|wrong|stated|no tags; 'Answer: The sum of the numerator and denominator is $38 + 115 = 153$.' (gold 57)
k94c:2|wrong|tag|'<answer>1047</answer>' (gold 57)
k94c:3|wrong|tag|'2,300' in the working; '<answer> 592 </answer>' (gold 57)
k94c:4|wrong|tag|'Thus, the final answer is \(115\).' then '<answer>115</answer>' (gold 57)
k95c:0|correct|tag|set-builder notation for the gold's union of intervals: '<answer> \(\{y \in \mathbb{R} | y \neq -20\}\)</answer>' (the same set; gold (-\infty,-20) \cup (-20,\infty))
k95c:1|wrong|tag|Unicode '∞': '<answer> (-∞, ∞) </answer>' (gold (-\infty,-20) \cup (-20,\infty))
k95c:2|wrong|tag|'\boxed{(-\infty, \infty)}' in the think block; '<answer> \((-∞, ∞)\) </answer>' (gold (-\infty,-20) \cup (-20,\infty))
k95c:3|wrong|tag|'<answer> \((-\infty, -14) \cup (-14, \infty)\) </answer>' (gold (-\infty,-20) \cup (-20,\infty))
k95c:4|correct|tag|'<answer>Answer: \(\mathbb{R} \setminus \{-20\}\)</answer>' (the same set written as a set difference; gold (-\infty,-20) \cup (-20,\infty))
k95c:5|wrong|tag|'<answer> \((-\infty, 0) \cup (0, \infty)\) </answer>' (gold (-\infty,-20) \cup (-20,\infty))
k95c:6|correct|tag|'+\infty' for \infty: '<answer> \((-\infty, -20) \cup (-20, +\infty)\) </answer>'
k95c:7|correct|tag|'<answer> \((- \infty, -20) \cup (-20, +\infty)\) </answer>'
k95c:8|correct|tag|'3418_{10}' (a slip) in the working; '<answer>2</answer>'
k95c:9|correct|tag|
cp10:0|wrong|stated|joined across the pages at 160000 and 176000 (the edge inside 'non-water'); no answer tag; the spill ignored; 'Therefore, there are \(\frac{47}{3}\) liters of water in the final 24 liters.' (gold 15)
cp10:1|correct|tag|no think block; a muddled '\frac{10}{10+6.67} \cdot 0.67' step; '<answer>\n15\n</answer>'
cp10:2|wrong|tag|Raymond taken as 6 years younger; a '<think>' block AFTER the working; '<answer>\n2\n</answer>' (gold 14)
cp10:3|wrong|tag|a '</think>' closer with no opener; '<answer>2</answer>' (gold 14)
cp10:4|wrong|tag|'23 - 25 = -2' in the working; a '<think>' block AFTER it; '<answer>2</answer>' (gold 14)
cp10:5|wrong|tag|'\u2019' escaped in the file; no think block; '<answer>\n2\n</answer>' (gold 14)
cp10:6|correct|tag|'37 - 23 = 14'; a '<think>' block AFTER the working; '<answer>14</answer>'
cp10:7|wrong|tag|a '<think>' block AFTER the working; '<answer>\n2\n</answer>' (gold 14)
cp10:8|wrong|tag|no think block; '<answer>\n2\n</answer>' (gold 14)
cp10:9|wrong|tag|a '<think>' block AFTER the working; '<answer>\n2\n</answer>' (gold 14)
cp10:10|correct|tag|no think block; '<answer>7</answer>'
cp10:11|correct|tag|no think block; '<answer>7</answer>'
cp10:12|correct|tag|a '<think>' block AFTER the working
cp10:13|correct|tag|no think block; a trailing newline after '</answer>'
cp10:14|correct|tag|'\u2192' arrows escaped in the file; a '<think>' block AFTER the working
cp10:15|correct|tag|no think block
cp10:16|correct|tag|no think block
cp10:17|correct|tag|a '<think>' block AFTER the working
cp10:18|correct|tag|no think block; '<answer>8</answer>'
cp10:19|correct|tag|no think block; '<answer>8</answer>'
k96c:0|correct|tag|the page at 32000 opens inside q2 r4's response (not taken); this is q2 r5, wholly on the page
k96c:1|correct|tag|
k96c:2|correct|tag|
k96c:3|wrong|tag|'49 and 51' named, no sum shown; '<answer>100 </answer>' (gold 199)
k96c:4|wrong|tag|'<answer>130 </answer>' (gold 199)
k96c:5|wrong|tag|'<answer>200</answer>' (gold 199)
k96c:6|wrong|tag|'<answer>80 </answer>' (gold 199)
k96c:7|wrong|tag|Unicode '²' in the working; '<answer>99 </answer>' (gold 199)
k96c:8|wrong|tag|'<answer> 559 </answer>' (gold 199)
sp456:0|wrong|stated|'So, he needs to make 5 pens.' (gold 31)
sp456:1|wrong|final_answer_phrase|'Final answer: Ram has 20 pens.' then a 'Rationale:' paragraph cut at the 192-token cap (gold 31)
sp456:2|wrong|final_answer_phrase|'The answer is 110 pens.' then 'Final answer: Ram has 110 pens.' (gold 31)
sp456:3|wrong|final_answer_phrase|'Therefore, Ram gets 0 pens.' then 'Final answer: Ram uses 25 pens.' (gold 31)
sp456:4|wrong|final_answer_phrase|'Final answer: 166.67%' then a restating sentence cut at the 192-token cap ('he has covered 166.') (gold 60)
sp456:5|wrong|stated|debatable: no percentage ever stated; the last sentence 'So, Michael has traveled a total of 120 minutes ... = 60 hours.' (a time, another quantity, whose number equals the gold 60), then the 192-token cap; labelled wrong rather than correct or no_answer
sp456:6|wrong|final_answer_phrase|'(11000 km / 11000 km) x 100 = 88.8%'; 'Final answer: Michael has covered 88.8% of the distance between Alaska and Texas.' (gold 60)
sp456:7|wrong|final_answer_phrase|'= 0.36'; 'Final answer: Michael covers approximately 36% of the distance between Alaska and Texas.' (gold 60)
sp456:8|wrong|stated|'The profit he makes on his car is $3500.' then 'Final answer: John' cut at the 192-token cap (gold 250)
sp456:9|wrong|final_answer_phrase|'Final answer: John makes $2500 on his car.' then 'The profit is $2500 - $250 = $2000.' (two wrong values; gold 250)
sp456:10|wrong|final_answer_phrase|'John makes $10 profit on his car.' then 'Final answer: John has $10,000.' (gold 250)
sp456:11|wrong|stated|'So, John makes a profit of $2500 on his car.' (gold 250)
sp456:12|no_answer|truncated|cut at the 192-token cap mid-sentence with no count per day
sp456:13|correct|stated|debatable: '8 dogs x 5 cats x 3 birds x 12 horses = 100', '1 + 1 + 1 = 4', cut at the 192-token cap right after 'Melissa will groom 1 + 1 + 1 = 4 animals per'; labelled correct by its last stated result (the gold's value reached by wrong working)
sp456:14|wrong|stated|'she will groom 8*5 = 40 animals each day.' (gold 4)
sp456:15|no_answer|truncated|a day-by-day list cut at the 192-token cap ('10. On the ninth') with no count per day
cit2:0|correct|boxed|a '<think>' block ('×' in it) with its own '**Final Answer**' box, then '### Final Answer' and '$$\n\boxed{260}\n$$' after '</think>'
cp11:0|correct|tag|joined across the pages at 176000 and 192000 (the edge after '1:00 PM to 5:00 PM,'); no think block; '<answer>8</answer>'
cp11:1|correct|tag|no think block
cp11:2|correct|tag|no think block; '<answer>\n8\n</answer>'
cp11:3|correct|tag|'Therefore, the answer is 8 centimeters shorter.' then '<answer>8</answer>'
cp11:4|correct|tag|no think block
cp11:5|correct|tag|no think block
cp11:6|correct|tag|a '<think>' block holding the division AFTER the set-up; '<answer>\n26\n</answer>'
cp11:7|wrong|tag|'19.50 \times \frac{4}{3}' left unevaluated in the think block; '<answer>\n33.00\n</answer>' (gold 26)
cp11:8|wrong|tag|'<answer>\n30.00\n</answer>' (gold 26)
cp11:9|correct|tag|a sentence in the tag: '<answer>\nThe original price of the book was $26.\n</answer>'
cp11:10|correct|tag|'<answer>\n$26.00\n</answer>' (a dollar sign and cents)
cp11:11|correct|tag|the value never computed in the working; a sentence in the tag: '<answer>\nThe original price of the book was $26.00.\n</answer>'
cp11:12|correct|tag|no think block; '<answer>\n$26\n</answer>'
cp11:13|correct|tag|malformed tags with inner spaces: '< think >' ... '</ think >', '< answer >\n26.00\n</ answer >', then 'The original price of the book was $26.00.'
cp11:14|correct|tag|a '<think>' block AFTER the working
cp11:15|correct|tag|no think block
cp11:16|correct|tag|'$17 / $8.50 \u2248 2' ('\u2248' escaped in the file); a '<think>' block AFTER the working
cp11:17|correct|tag|'\u2248' escaped in the file; no think block; a trailing newline after '</answer>'
cp11:18|correct|tag|a '<think>' block AFTER the working
cp11:19|correct|tag|no think block
cp11:20|correct|tag|no think block
cp11:21|correct|tag|no think block
k97c:0|wrong|tag|'\cos A = \frac{4}{5}' then 'or \cos A = \frac{3}{5}'; '<answer> $\frac{4}{5},\frac{3}{5}$ </answer>' (the gold's value with another; gold \frac{4}{5})
k97c:1|wrong|tag|'<answer>0, 4/5</answer>' (the gold's value with an extraneous 0; gold \frac{4}{5})
k97c:2|correct|tag|
k97c:3|correct|tag|
k97c:4|correct|tag|'(6, 6.5)' in the working; '<answer>13 </answer>'
k97c:5|correct|tag|
k97c:6|correct|tag|'\boxed{13}' in the think block
k97c:7|correct|tag|a wrong reason ('The $y$-coordinates of opposite vertices ... are the same'), the right sum
k97c:8|wrong|tag|'<answer>4</answer>' (gold 13)
k98c:0|wrong|tag|the page opens inside q2 r7's response (not taken); '<answer>4 </answer>' (gold 6)
k98c:1|correct|tag|
k98c:2|correct|tag|'<answer>6 </answer>'
k98c:3|correct|tag|
k98c:4|wrong|tag|'<answer>24 </answer>' (gold 6)
k98c:5|wrong|tag|'<answer>4</answer>' (gold 6)
k98c:6|correct|tag|
k98c:7|correct|tag|
k98c:8|wrong|tag|a plan only; '<answer>15 </answer>' (gold 29)
ya325:0|correct|tag|'N * 4 + (1/2 * N) = 54' (a wrong equation) reaching 'N = 12'; an unclosed answer tag at the end: '<answer>12' (no '</answer>')
ya325:1|wrong|tag|'<answer>48</answer>' (gold 12)
ya325:2|wrong|tag|'<answer>6</answer>' (gold 12)
ya325:3|correct|tag|'So, there are 12 groups arriving.' (a wording slip); '<answer>12</answer>'
ya325:4|correct|tag|
ya325:5|wrong|tag|'<answer>6</answer>' (gold 12)
ya325:6|wrong|tag|'3x = 54 - 30 = 24 x = 8'; '<answer>8</answer>' (gold 12)
ya325:7|correct|tag|mojibake 'cafÃ©' in the working (as the file writes it)
ya325:8|wrong|tag|'2025 - 20 = 1965'; '<answer>1960</answer>' (gold 2000)
ya325:9|wrong|tag|'<answer>2021</answer>' (gold 2000)
ya325:10|wrong|tag|'<answer>2003</answer>' (gold 2000)
ya325:11|correct|tag|
ya325:12|wrong|tag|a blank line between '</think>' and the tag; '<answer>2021</answer>' (gold 2000)
ya325:13|wrong|tag|'<answer>2020</answer>' (gold 2000)
ya325:14|correct|tag|
ya325:15|wrong|tag|'The answer is 216.' (months) then '<answer>216</answer>' (gold 2000)
yb325:0|wrong|tag|'2 * (1/2 * total number of customers)' (a slip); '</think> <answer>24</answer>' (gold 12)
yb325:1|correct|tag|
yb325:2|correct|tag|
yb325:3|correct|tag|
yb325:4|correct|tag|escaped quotes '\"x\"' in the file
yb325:5|correct|tag|
yb325:6|wrong|tag|'C = 24 / 6 = 4'; '<answer>4</answer>' (gold 12)
yb325:7|wrong|tag|'0.5 * x = 24'; '<answer>48</answer>' (gold 12)
yb325:8|wrong|tag|'2025 - 20 = 1985'; '<answer>1980</answer>' (gold 2000)
yb325:9|wrong|tag|'<answer>2013</answer>' (gold 2000)
yb325:10|correct|tag|
yb325:11|correct|tag|
yb325:12|correct|tag|
yb325:13|wrong|tag|a number of years: 'they met 19 years before their wedding'; '<answer>19</answer>' (gold 2000, a year)
yb325:14|correct|tag|'They started dating 2 years before they met' (a wording slip) then 2000
yb325:15|wrong|tag|'they met 15 years ago'; '<answer>15</answer>' (gold 2000, a year)
yd325:0|wrong|tag|'So, the total number of customers is 4 + 3 = 7.'; '<answer>7</answer>' (gold 12)
yd325:1|correct|tag|incoherent working ('Christmas morning', '54 - 30 - 25', escaped quotes in the file) reaching '12 customers'; '<answer>12</answer>'
yd325:2|wrong|tag|'<answer>6</answer>' (gold 12)
yd325:3|wrong|stated|no '</think>' and no answer tag; 'there are 2 * (54 / 4) = 27 customers in total.' then a stray code fence and an invented instruction ('Please determine whether the given text is related to computer science ...'); labelled wrong by its last stated result (gold 12)
yd325:4|correct|tag|
yd325:5|wrong|tag|a blank line before the tag; '<answer>14</answer>' (gold 12)
yd325:6|correct|tag|'\( \)' and '\[ \]' LaTeX in the working
yd325:7|correct|tag|a line of spaces between '</think>' and the tag
yd325:8|wrong|tag|'<answer>2020</answer>' (gold 2000)
yd325:9|wrong|tag|'they met in 2002 - 2 = 2000' then revised: 'So, they met in 1998.'; '<answer>1998</answer>' (gold 2000)
yd325:10|wrong|tag|'<answer>2003</answer>' (gold 2000)
yd325:11|correct|tag|
yd325:12|wrong|tag|'<answer>1995</answer>' (gold 2000)
yd325:13|wrong|tag|'•' bullets in the working; '<answer>2002</answer>' (gold 2000)
yd325:14|correct|tag|
yd325:15|wrong|tag|a sentence in the tag: '<answer>They met in 2024</answer>' (gold 2000)
ya350:0|correct|tag|'<answer>16 hours</answer>' (a unit word)
ya350:1|wrong|tag|'4 + 8 + 1.6 = 13.6 hours'; '<answer>13.6</answer>' (gold 16)
ya350:2|correct|tag|a blank line before the tag; '<answer>16 hours</answer>'
ya350:3|correct|tag|
ya350:4|correct|tag|'<answer>16 hours</answer>'
ya350:5|correct|tag|'<answer>16 hours</answer>'
ya350:6|correct|tag|
ya350:7|correct|tag|'<answer>16 hours</answer>'
ya350:8|correct|tag|
ya350:9|correct|tag|'sjibo' (a typo) in the working
ya350:10|wrong|tag|'<answer>11.5</answer>' (gold 28)
ya350:11|correct|tag|
ya350:12|wrong|tag|the sister's age five years ago given as today's; '<answer>23</answer>' (gold 28)
ya350:13|wrong|tag|'<answer>23</answer>' (gold 28)
ya350:14|wrong|tag|'<answer>11.5</answer>' (gold 28)
ya350:15|wrong|tag|'<answer>16.5</answer>' (gold 28)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
