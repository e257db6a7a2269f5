__doc__ = r"""Build public_heldout238.jsonl: a 238th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (Jerryson520's `format_reward`, `answer_reward`, `reward`;
sandyhu533's `reward`, `format_reward`, `answer_reward` and `sample_type`) were not used to label:
each completion was read, its final answer found and compared with the gold by hand.

Rounds 228 and 232's lead taken further: GRPO rollouts of a SMALL model DURING RL (allenai
OLMo-2-0425-1B on GSM8K train, CS336 assignment 5) from the two repositories those rounds opened, on
files and pages no round read: Jerryson520's seed-0 file at its step-40 batch (rounds 228 and 232
read offsets 0, 304000, 448000, 720000, 896000, 1040000 and 1408000), its seed-1 file spel9iaj and
its seed-3 file (never read), and four sandyhu533 runs no round read (MaxRL, RFT, and the
'question_only' and 'r1_zero_three_shot' prompt runs; rounds 228 and 232 read onpolicy/standard,
Dr_GRPO and gspo). The question_only run gives this round its only long chain-of-thought (no format
asked: the prompt is the bare question):
* j0: Jerryson520/assignment5-alignment results/grpo_rollouts_seed_0_hrpuh3cm.jsonl at 7180941
  (1,445,534 characters; JSON lines {step, prompt, response, ground_truth, format_reward,
  answer_reward, reward}; whole rollout batches of 256 lines logged every 40 steps). Model and
  settings per scripts/run-4-seeds.sh (read by round 228, at 417e13c): OLMo-2-0425-1B, the r1_zero
  prompt, gsm8k train, 200 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0,
  512 new tokens, seeds 0-3. Two pages, each read alone: page 128000 (step 40: the first line, a
  reply with no problem and no response on the page, is dropped; Jane's tomatoes 0-2, Martha's
  centerpieces 3-10, the aquarium 11-17; the next line is cut inside its prompt), page 224000 (the
  first line, a Krishna reply, opens on page 208000 with only the end of its response on the page:
  dropped; step 40: Krishna and Callum 18-23; step 80 (its batch opens here): the potato shop 24-31,
  Sonny's cookies 32-33; the next line is cut inside its prompt). 34 cut, 4 dropped as repeats
  within the round (below), 30 kept.
* sp: the same repository's results/grpo_rollouts_seed_1_spel9iaj.jsonl at 7180941 (539,749
  characters; the same line format): the second of the two seed-1 files in results/ (round 232 read
  fieqad6m); which of the script's runs wrote it is not known (no file names it), its lines carry
  the same r1_zero prompt. Page 0, read alone (step 40): Randolph's age 0-7, Tony's fish 8-15,
  Karen's cookies 16-18; the next line is cut inside its prompt. 19 cut, 3 dropped as repeats within
  the round, 16 kept.
* s3: the same repository's results/grpo_rollouts_seed_3_7pjwktwx.jsonl at 7180941 (1,577,459
  characters; the same line format; the only seed-3 file). Page 0, read alone (step 40): Janele's
  cats 0-7, Bob's cycling prizes 8-12; the sixth Bob line is cut inside its prompt. 13 kept.
* mx: sandyhu533/assignment5-alignment
  grpo_runs/onpolicy/variants/MaxRL/2026-06-14_22-43-41/seed_0/rollouts.jsonl at e7dd55a (201,231
  characters; JSON lines {step, prompt, response, ground_truth, reward, format_reward,
  answer_reward, sample_type}: 8 'random' and 8 'top_reward' samples logged at step 1 and every 10
  steps). Settings per the run's config.json (read): allenai/OLMo-2-0425-1B, prompt r1_zero, gsm8k
  train (6,400 examples), 100 rollout steps, rollout and train batch 256, gradient accumulation 64,
  group size 8, lr 1e-5, temperature 1.0, 512 new tokens, mean baseline, advantage normaliser
  'mean', loss normalisation constant (the MaxRL variant). Page 0, read alone (step 1, the untrained
  model: 8 'random' lines 0-7 on eight problems, three 'top_reward' chocolate-box lines 8-10; the
  fourth is cut inside its prompt). 11 kept.
* rf: the same repository's
  grpo_runs/onpolicy/variants/RFT/2026-06-14_22-26-16/seed_0/rollouts.jsonl at e7dd55a (198,197
  characters; the same line format). Settings per the run's config.json (read): as mx but baseline
  'none', advantage normaliser 'none', loss normalisation constant (reward-weighted, the RFT
  variant). Page 160000, read alone (step 90): Tim's website 0 (a 'random' line opening on page
  144000, not read: its problem from 'User: ' and its response whole on the page; step 90 by its
  place, the first of the step's 'random' lines), Timothy's key chains 1, Martha's lasagna 2, the
  fireworks 3, my dog's age 4, Kerry's candles 5, Gretchen's flavours 6-7, Aliyah's phones 8-9, the
  green cards 10-12; the next line is cut inside its prompt. 13 kept. (Page 32000 of this file was
  read first and not taken: its step-10 and step-20 lines repeat round 232's gspo samples in part
  word for word, below.)
* qo: the same repository's
  grpo_runs/onpolicy/prompt/question_only/2026-06-14_07-07-00/seed_0/rollouts.jsonl at 881cf67
  (231,781 characters; the same line format). Settings per the run's config.json (read):
  allenai/OLMo-2-0425-1B, prompt 'question_only' (the file's prompt field is the bare GSM8K
  question: no instruction, no format asked), gsm8k train (6,400), 100 rollout steps, rollout and
  train batch 256, group size 8, lr 1e-5, temperature 1.0, 512 new tokens, mean baseline, std
  normaliser, sequence loss normalisation. Pages 16000 and 32000 joined (the step-10 Carla line 8
  crosses the page edge): the first line, a Caitlin reply, opens on page 0 without its problem:
  dropped; step 1 'top_reward': the chocolate box 0-7; step 10 'random': Carla's chores 8 and 11,
  Roselyn's books 9-10, the elevator 12, Tino's jellybeans 13, Sam's investment 14, the soccer balls
  15; the next Carla line is cut inside its response. 16 kept. (Page 176000 was read and not taken:
  by steps 60-80 every response of this run is the same run of '!' characters, 512 tokens long.)
* ts: the same repository's
  grpo_runs/onpolicy/prompt/r1_zero_three_shot/2026-06-14_07-26-04/seed_0/rollouts.jsonl at 881cf67
  (363,528 characters; the same line format). Settings per the run's config.json (read): as qo but
  prompt 'r1_zero_three_shot' (the R1-Zero prompt with three worked User / Assistant examples in the
  answer-tag format, the grove's trees, the parking lot's cars and Leah's chocolates, before the
  question). Page 48000, read alone (step 10): the first line, a Tino reply, opens on page 32000
  with its problem cut: dropped; Sam's investment 0, the soccer balls 1 ('random'), Hayes's
  detergent 2-3, Bruce's bags 4-6 ('top_reward'); the next line is cut inside its prompt. 7 kept.
  Gold: each line's `ground_truth`, checked by the build equal to the '####' value of the gsm8k
  question of the same opening words (all 106 problems are gsm8k train questions; work/extract.py
  also found every whole problem text of the nine pages equal to a gsm8k question word for word).

Method (rounds 88-232's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. Eight of the nine
pages came out at 16,000 characters on their first paste; j0_128000 came out at 16,720: the paste
held one more of the identical aquarium lines (' 2 * 28 = 56 </think> <answer> 56</answer>', 720
characters with its newline) than the display, which shows three after the ' 28 * 2' line; the extra
copy was taken out, after which the page decoded to 16,000. ('\u' escapes of the sandyhu533 files,
e.g. '\u2019', '\u201c', '\u2605', '\u00d7', '\u00ba', the '\\\"' of mx:1's HTML attributes and the
'\\\\(' of the question_only completions were pasted as shown.) No loop marker was needed.
work/extract.py cut the records out by script (raw_*.jsonl: `r` the completion's JSON string body as
the file holds it, `enc` = json, decoded once by the build), parsed every line that opens on the
text read with json and checked that the cut body decodes to the parsed `response`, the gold to
`ground_truth` and that the problem (after the prompt's last 'User: ', or the whole prompt for qo)
ends the prompt, refused completions holding a control character other than newline, carriage return
and tab (none did), and found every problem once in gsm8k by its opening words. Each page's
instruction heads were checked identical line to line. The completions were read over against the
displayed pages while labelling (their final answers and golds). Nothing was retyped from a decoded
form; nothing is shortened.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 250 files, 33,983 distinct completions at
the last run, by script, work/dedup.py, reading no labels) and with the others of this round: no
repeat of an earlier round. Dropped as repeats within the round (kept in the transcriptions'
numbering, not built): j0:12, j0:15, j0:16 and j0:17 (the same text as j0:11, ' 2 * 28 = 56 </think>
<answer> 56</answer>'), sp:5 (the same text as sp:0, ' 25 * 2 = 50 </think> <think> 50 - 5 = 45
</think> <answer> 45 </answer>'), sp:17 and sp:18 (the same text as sp:16, ' 50 - 10 - 8 = 32
</think> <think> 32 / 16 = 2 </think> <answer> 2 </answer>'). Near repeats that differ in their
characters are kept (j0:13, j0:14; j0:25-31; rf:8-9, rf:10-12; ts:4-6). Not taken for repeats: page
32000 of the RFT file, read first, holds step-10 and step-20 samples word for word equal to round
232's gspo records (gs:0 '... doing chores </think>\n1200\n00:00', gs:1 'Tranquilizing Billy's
dogs', gs:2 'Bin mom two loads of laundry', gs:7 'The bookshelf we're making is 145 cm.'): the
sandyhu533 runs of the e7dd55a series share their sampling seeds, so their early rollouts coincide
until the policies drift apart.

Repository counts (106 records): Jerryson520/assignment5-alignment 59 (55.7 %: j0 30, sp 16, s3 13),
sandyhu533/assignment5-alignment 47 (44.3 %: mx 11, rf 13, qo 16, ts 7). By step: Jerryson520 seed 0
step 40 20 and step 80 10, seed 1 step 40 16, seed 3 step 40 13; sandyhu533 MaxRL step 1 11, RFT
step 90 13, question_only steps 1 and 10 16, three-shot step 10 7. At most 16 records from one
sandyhu533 file. Licences: no LICENSE file in the index for either repository (looked up by path
this round); `licence` per record.

Split: think_answer 90 (j0, sp, s3, mx, rf, ts: the R1-Zero prompt, ts with three worked examples;
the early steps leave the format often: several '<think>' blocks, '< think>', '</ think>',
'}}</think>', '< answer>', '</thought>', '<event>[[...]]</event>', an answer tag never closed or
never opened, no '</think>', HTML '<a class=...>', '<h1>', '<h2>' and '<p>' inside the answer
element, an invented 'Assistant: <think>' turn), long_cot 16 (qo: the bare question, no format
asked; invented User / Assistant dialogues, '#### 2' and 'The answer is: 2', 'Answer:' and
'Solution:' lines, invented problems, web boilerplate, answers cut at the 512-token cap). GSM8K 106
(all gsm8k train problems), MATH 0.

Truths: correct 26, wrong 70, no_answer 10; debatable 7 (mx:3, mx:4, mx:6, mx:8, mx:9, qo:1, qo:12).
By source: j0 7 / 23 / 0, sp 1 / 15 / 0, s3 5 / 8 / 0, mx 1 / 7 / 3, rf 5 / 7 / 1, qo 1 / 9 / 6, ts
6 / 1 / 0. Forms: tag 88 (an answer element, closed or not, well-formed or not, carries the answer
or holds no value), prose_sentence 6 (mx:10, qo:1, qo:3, qo:10, qo:11, qo:13), none 4 (qo:4, qo:5,
qo:6, qo:12), truncated 3 (rf:5, qo:9, qo:14), answer_colon 3 (qo:0, qo:8, qo:15), answer_is 2
(qo:2, qo:7).

Label conventions (rounds 37-232's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence in the tag read for the value it
states (mx:2 'the oldest brother is 20 - 1 = 19 years old', mx:5, mx:7); a right answer over wrong
or muddled working is correct (ts:2 '147 loads of laundry in a year because 6 weeks is a year' then
'<answer> 4 </answer>', mx:5 'adding it to the original price', qo:8); equal in value but written
differently is correct (s3:0 '12.0' for 12, rf:8 '36000' for $36,000); another quantity is wrong
(j0:11 the sharks for the fish, j0:18 and j0:23 Krishna's wins and points for Callum's, mx:7 small
beads for bracelets, j0:10 the flowers a centerpiece for the lilies); several amounts, none the
asked one, are wrong (mx:0, mx:8); a tag never closed or never opened counts (j0:6, j0:9, mx:1);
with no answer tag the completion is labelled by its last stated result (mx:10, qo:3, qo:10, qo:11,
qo:13); text invented after the answer (qo:0's 'Part 3. Exercise' and its 'Answer: 22000', qo:7's
multiple-choice quiz and 'A: The lottery', qo:11's 'User:' turn asking to confirm) does not change
the answer given to the question posed; an answer element or reply with no value at all is no_answer
(mx:4, mx:6, mx:9, qo:4, qo:5, qo:6), as is a working cut at the token cap before any answer (rf:5,
qo:9, qo:14). Debatable: mx:3 ('the perimeter would be 2x(y) + x(h)': a formula in letters, no
value; wrong, no_answer arguable); mx:4 ('there are 3B cardinals': a first step, no number;
no_answer, wrong arguable); mx:6 ('Total cost = Time (hours) * Cost per bottle * ...': a formula in
words; no_answer, wrong arguable); mx:8 (45 bars taken, 22 each, Piper 7: amounts, none the bars
left; wrong, no_answer arguable); mx:9 (a working step in the answer element, no count of the bars
left; no_answer, wrong arguable); qo:1 (an invented dialogue whose last stated total, 150, is
followed by a User turn cut at the cap; wrong, no_answer arguable); qo:12 ('[A] 80 pounds [B] 200
pounds [C] 250 pounds', none chosen; no_answer, wrong arguable).

Pages read this round (for the next round not to repeat them): Jerryson520/assignment5-alignment
results/grpo_rollouts_seed_0_hrpuh3cm.jsonl at 7180941 offsets 128000, 224000;
results/grpo_rollouts_seed_1_spel9iaj.jsonl at 7180941 offset 0;
results/grpo_rollouts_seed_3_7pjwktwx.jsonl at 7180941 offset 0. sandyhu533/assignment5-alignment at
e7dd55a: grpo_runs/onpolicy/variants/MaxRL/2026-06-14_22-43-41/seed_0/rollouts.jsonl offset 0 and
the run's config.json; grpo_runs/onpolicy/variants/RFT/2026-06-14_22-26-16/seed_0/rollouts.jsonl
offsets 32000 (not taken) and 160000 and the run's config.json;
grpo_runs/offpolicy/noclip/2026-06-14_23-29-17/config.json. At 881cf67:
grpo_runs/onpolicy/prompt/question_only/2026-06-14_07-07-00/seed_0/rollouts.jsonl offsets 16000,
32000 and 176000 (not taken) and the run's config.json;
grpo_runs/onpolicy/prompt/r1_zero_three_shot/2026-06-14_07-26-04/seed_0/rollouts.jsonl offset 48000
and the run's config.json.

Leads for a later round: the Jerryson520 step-40 pages are short, broken-format and mostly wrong
(seed 0 step 40: 20 kept, 0 right; seed 1 step 40: 1 right of 16; seed 3 step 40: 5 right of 13,
with longer prose working), and exact repeats come in runs (four identical aquarium lines, three
identical Karen lines). Unread there: seed 0 step 40 at 16000-112000, 144000-208000 (the page
224000's first line opens on 208000) and 240000-288000 (the line after j0:33 opens at the end of
224000: re-read 224000 and join 240000); seed 1 spel9iaj from 16000 (the line after sp:18 opens at
the end of page 0); seed 3 from 16000 (the sixth Bob line opens at the end of page 0); seed 2
(68f8xc03, g621ylkd), grpo_rollouts.jsonl, and the zero-shot files r1_zero_reward.jsonl,
question_only_reward.jsonl, r1_zero_three_shot_reward.jsonl. sandyhu533: the e7dd55a runs (Dr_GRPO,
GRPO_constant, MaxRL, RFT, offpolicy clip / gspo / naive / noclip) share their sampling seeds, so
their step-1 pages very likely hold the MaxRL step-1 texts taken here and their early steps repeat
each other (RFT step 10-20 = gspo step 10-20 in part): read them at steps 50-100 only, and check
repeats first. GRPO_constant, clip, naive and noclip are still unread (noclip's config.json read);
MaxRL from 16000; RFT other late pages (steps 50-80 about 96000-144000, step 100 from 176000; the
line after rf:12 opens at the end of 160000). The question_only run has collapsed to a string of '!'
by step 60 (page 176000, steps 60-80, all '!'); its pages 0 and 48000-160000 (steps 1-50) are
unread. The three-shot run from 64000 (its prompt is long: about 7 lines a page; the line after ts:6
opens at the end of 48000) and its pages 0-32000 (the Tino line opens on 32000). Round 228's and
232's other leads (PaoPaoYue, imraviagrawal, lr_sweep, standard seed_1, the 2026-06-13 / 06-14 runs,
the unchecked assignment5-alignment repositories) stand.

Usage: python build_public_heldout238.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout238.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout238.jsonl"
SOURCE = "public_heldout238"

JR, JRC = "Jerryson520/assignment5-alignment", "71809411ac20ccb53701d952a30baf31aceeae6a"
SH = "sandyhu533/assignment5-alignment"
SHC = "e7dd55ad7352bba72030929b9451b25c4d0d6c36"  # the MaxRL and RFT runs
SHP = "881cf6746162b809fdf8b21ecc3710e549ef763a"  # the question_only and three-shot runs

JR_MODEL = (
    "allenai OLMo-2-0425-1B during GRPO on GSM8K train (per scripts/run-4-seeds.sh: r1_zero "
    "prompt, 200 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0, "
    "512 new tokens, seeds 0-3; whole batches logged every 40 steps); the record is a rollout "
    "line's `response`; "
)
SH_MODEL = (
    "allenai/OLMo-2-0425-1B during {} on GSM8K train (the run's config.json: prompt {}, "
    "100 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0, 512 new "
    "tokens, {}; 8 'random' and 8 'top_reward' samples logged at step 1 and every 10 steps); "
    "the record is a logged line's `response`; {}"
)
QO_PROMPT = (
    "the bare GSM8K question, no instruction and no format asked (the run's prompt "
    "'question_only'; the file's prompt field is the question alone)"
)
TS_PROMPT = (
    "the R1-Zero prompt with three worked examples (the run's prompt 'r1_zero_three_shot'): 'A "
    "conversation between User and Assistant. ... i.e., <think> reasoning process here </think> "
    "<answer> answer here </answer>.\\nUser: There are 15 trees in the grove. ...\\nAssistant: "
    "<think> ... So the answer is 6. </think> <answer> 6 </answer>\\nUser: If there are 3 cars "
    "in the parking lot ...\\nUser: Leah had 32 chocolates ...\\nAssistant: <think> ... So the "
    "answer is 39. </think> <answer> 39 </answer>\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "j0": (
        "j0-olmo2-1b-grpo-gsm8k-seed0-step40", JR,
        "results/grpo_rollouts_seed_0_hrpuh3cm.jsonl", JRC,
        JR_MODEL + "this file seed 0; pages 128000 (step 40) and 224000 (steps 40 and 80), each "
        "read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "sp": (
        "sp-olmo2-1b-grpo-gsm8k-seed1-step40", JR,
        "results/grpo_rollouts_seed_1_spel9iaj.jsonl", JRC,
        JR_MODEL + "this file one of two seed-1 files (fieqad6m, spel9iaj; which run wrote it is "
        "not known); page 0 (step 40), read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "s3": (
        "s3-olmo2-1b-grpo-gsm8k-seed3-step40", JR,
        "results/grpo_rollouts_seed_3_7pjwktwx.jsonl", JRC,
        JR_MODEL + "this file seed 3; page 0 (step 40), read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "mx": (
        "mx-olmo2-1b-maxrl-gsm8k", SH,
        "grpo_runs/onpolicy/variants/MaxRL/2026-06-14_22-43-41/seed_0/rollouts.jsonl", SHC,
        SH_MODEL.format(
            "MaxRL-style training", "r1_zero", "train batch 256, mean baseline, advantage "
            "normaliser 'mean', loss normalisation constant", "page 0 (step 1, the untrained "
            "model), read alone"),
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "rf": (
        "rf-olmo2-1b-rft-gsm8k", SH,
        "grpo_runs/onpolicy/variants/RFT/2026-06-14_22-26-16/seed_0/rollouts.jsonl", SHC,
        SH_MODEL.format(
            "RFT-style training (reward-weighted, no baseline)", "r1_zero", "train batch 256, "
            "baseline none, advantage normaliser none, loss normalisation constant",
            "page 160000 (step 90), read alone"),
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "qo": (
        "qo-olmo2-1b-grpo-gsm8k-question-only", SH,
        "grpo_runs/onpolicy/prompt/question_only/2026-06-14_07-07-00/seed_0/rollouts.jsonl", SHP,
        SH_MODEL.format(
            "GRPO", "question_only", "train batch 256, mean baseline, std normaliser, sequence "
            "loss normalisation", "pages 16000 and 32000 joined (steps 1 and 10)"),
        QO_PROMPT, "long_cot", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "ts": (
        "ts-olmo2-1b-grpo-gsm8k-r1zero-three-shot", SH,
        "grpo_runs/onpolicy/prompt/r1_zero_three_shot/2026-06-14_07-26-04/seed_0/rollouts.jsonl",
        SHP,
        SH_MODEL.format(
            "GRPO", "r1_zero_three_shot", "train batch 256, mean baseline, std normaliser, "
            "sequence loss normalisation", "page 48000 (step 10), read alone"),
        TS_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# pasted but not built: repeats within the round (see the docstring)
DROP = {("j0", 12), ("j0", 15), ("j0", 16), ("j0", 17), ("sp", 5), ("sp", 17), ("sp", 18)}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
j0:0|wrong|tag|'100 - (1/4 * 100) + 20 + 2 * 20 - 20 + ... - 20 * 2 </think> <answer> 80 </answer>': a run-on chain (gold 15: 100 - 25 - 20 - 40)
j0:1|wrong|tag|'< think>' markers: '100 * 1/4 == 25 < think> 25 + 20 == 45 < think> 45 * 2 == 90 </think> <answer> 90 </answer>' (gold 15)
j0:2|wrong|tag|'1/4 of 100 is 25 tomatoes picked </think> <answer> 75 tomatoes remaining</answer>': only the first picking taken off (gold 15)
j0:3|wrong|tag|'8 roses, 16 orchids, 30 lilies </think> <answer> 32 lilies</answer>' (gold 6: 2700 / 15 = 180 flowers, 30 a centerpiece, 30 - 8 - 16)
j0:4|wrong|tag|'24 flowers / 6 centerpieces = 4 lilies in each centerpiece. </think> <answer> 4 </answer>' (gold 6)
j0:5|wrong|tag|'... 16 orchids for each centerpiece. </think> <answer> 8 lily </answer>' (gold 6)
j0:6|wrong|tag|no '</think>', an answer tag never closed: ' orchids = 2 * roses # Orchids used == 16 <answer> 4' and the reply ends (gold 6)
j0:7|wrong|tag|no '</think>': ' 8 roses * 2 orchids = 16 orchids <answer> 16</answer>': the orchids (gold 6)
j0:8|wrong|tag|' 8 roses * 2 = 16 orchids </think> <answer> 8 </answer>' (gold 6)
j0:9|wrong|tag|working about apples and oranges ('oranges cost 28 / 2 = 14 apples'), then an answer tag never closed: '</think> <answer> 2 lilies in each centerpiece' (gold 6)
j0:10|wrong|tag|'total_cost = 27000, flowers_per_centerpiece = (roses + 2 * roses + 3 * roses) / 6 </think> <answer> 30</answer>' (gold 6: 30 is the flowers a centerpiece, 6 of them lilies)
j0:11|wrong|tag|' 2 * 28 = 56 </think> <answer> 56</answer>': the sharks only (gold 84: 56 sharks and 28 stingrays)
j0:13|wrong|tag|' 2 * 28 </think> <answer> 56</answer>': the sharks only (gold 84)
j0:14|wrong|tag|' 28 * 2 </think> <answer> 56</answer>': the sharks only (gold 84)
j0:18|wrong|tag|no '</think>': ' krishna_winsaveled 3/4 * 8 = 6 <answer> 6</answer>': Krishna's wins (gold 20: Callum won 8 - 6 = 2 rounds at 10 points)
j0:19|wrong|tag|' 3/4 * 8 = 6 </think> <answer> 24 </answer>' (gold 20)
j0:20|wrong|tag|' 8 * (3/4) = 6 </think> <answer> 4</answer>' (gold 20)
j0:21|wrong|tag|' 8 - (3/4 * 8) * 10 </think> <answer> 8 </answer>' (gold 20)
j0:22|wrong|tag|' 8 * 10 * 3/4 = 40 </think> <answer> 40 </answer>' (gold 20)
j0:23|wrong|tag|'Krishna won ... 6 games ... Callum earned 6 * 10 = 60 points. </think> \n<answer> 60 </answer>': Krishna's points given as Callum's (gold 20)
j0:24|wrong|tag|'they sold 29 * 7 = 203 bags of potatoes ... 203 + 17 = 220 bags ... 220 * 7 = 1540kg', '<answer> 1540 </answer>' (gold 322: 46 bags x 7 kg)
j0:25|correct|tag|
j0:26|correct|tag|
j0:27|wrong|tag|'29 bags * 7kg/bag = 217kg', '217kg + 119kg = 338kg of potatoes. </think> <answer> 338kg</answer>' (gold 322: 29 x 7 is 203)
j0:28|correct|tag|
j0:29|correct|tag|
j0:30|correct|tag|
j0:31|correct|tag|'46 bags * 7 kilograms/bag = 322 kilograms. </think> <answer> 322 </answer>'
j0:32|wrong|tag|'45 - (12 + 9 + 7) = 15. </think> <answer> 15 </answer>' (gold 17: 12 + 9 + 7 is 28)
j0:33|correct|tag|
sp:0|wrong|tag|two think blocks: ' 25 * 2 = 50 </think> <think> 50 - 5 = 45 </think> <answer> 45 </answer>': 5 taken off instead of added (gold 55: Sydney 50, Randolph 50 + 5)
sp:1|wrong|tag|' 2 * 25 = 50 }}</think> <think> 25 + 5 = 30 </think> <think> 50 </think> <answer> 50 </answer>': Sydney's age (gold 55)
sp:2|wrong|tag|six '<think>' markers inside the working: 'Randolph age = 2 * 25 <think> Randolph age = 50 </think> <answer> 50</answer>' (gold 55)
sp:3|wrong|tag|' 25 + 5 = 30 </think> <think> 2 * 25 = 50 </think> <think> 50 - 30 = 20 </think> <answer> 20 </answer>' (gold 55)
sp:4|wrong|tag|'</ think>' closers: '<think> 50 - 30 = 20 </ think> <answer> 20 </answer>' (gold 55)
sp:6|wrong|tag|nine think blocks ('Paris = Sherry + 2', 'Randolph = 27', '27 + 28'), then '<answer> 63</answer>' (gold 55)
sp:7|wrong|tag|'< think>' markers and a malformed opener: '< think> 30 = Randolph </think> < answer> 30 </answer>' (gold 55)
sp:8|wrong|tag|'= 8 </think> <think> 8 fish in total after 5 years </think> <answer> 8 </answer>' (gold 7: 2 + 5 x (2 - 1))
sp:9|wrong|tag|'... * 5 (the number of years) = 1 <think> 1 </think> <answer> 1 </answer>' (gold 7)
sp:10|wrong|tag|'<think> 2 + 2 * 5 = 12 </think> <answer> 12 </answer>': the deaths left out (gold 7)
sp:11|wrong|tag|' 2 + 2 - 1 = 3 </think> <think> 3 * 5 = 15 </think> <answer> 15 </answer>': the starting two counted in each year (gold 7)
sp:12|wrong|tag|' 2 (initial fish) + 2 (new fish each year) - 1 (death each year) * 5 (years) = 8 </think> <answer> 8 </answer>' (gold 7)
sp:13|wrong|tag|'3 fish per year * 5 years = 15 fish. </think> <answer> 15 </answer>' (gold 7)
sp:14|wrong|tag|'<think> 2 + 2 * 5 - 1 * 5 = 8 </think> <answer> 8 </answer>' (gold 7: 2 + 10 - 5 is 7)
sp:15|wrong|tag|'... - 1 (the fish that dies each year) = 9 </think> <answer> 9 </answer>': one death, not five (gold 7)
sp:16|correct|tag|two think blocks: ' 50 - 10 - 8 = 32 </think> <think> 32 / 16 = 2 </think> <answer> 2 </answer>'
s3:0|correct|tag|'the average weight of Janele's cats is 12.0 pounds. </think> <answer> 12.0 </answer>': 12.0 for 12
s3:1|wrong|tag|'12 * 4 + 12 * 4 + 14.7 * 4 + 9.3 * 4 = 1,688 pounds. The average weight is 1,688 / 4 = 387 lbs.</think> <answer>387</answer>' (gold 12: 48 pounds / 4 cats)
s3:2|wrong|tag|'... dividing that by 4 will give us the average weight.</think> <answer>10.855142857142856</answer>' (gold 12)
s3:3|correct|tag|
s3:4|wrong|tag|'12 (first cat) + 12 (second cat) + 14.7 (third cat) + 9.3 (fourth cat) = 50 pounds', '50 pounds / 4 cats = 12.5 pounds.</think> <answer>12.5</answer>' (gold 12: the sum is 48)
s3:5|correct|tag|'48 / 4 = 12 pounds.</think> <answer>12</answer>'
s3:6|correct|tag|
s3:7|correct|tag|
s3:8|wrong|tag|'200 dollars a week, so in total he earned 400 dollars ... another 400 dollars', '</think> <answer> 4 </answer>' (gold 8: 1000 - 2 x 100 = 800 more at 100 a week)
s3:9|wrong|tag|'the minimum number of additional weeks he needs to win is 2.</think> <answer>2</answer>' (gold 8)
s3:10|wrong|tag|'he needs to win for at least 30 more weeks ... </think> <answer> 30 </answer>' (gold 8)
s3:11|wrong|tag|'The minimum number of additional weeks he must win first place to buy the puppy is 5. </think> <answer> 5 </answer>' (gold 8)
s3:12|wrong|tag|a rambling working ('the minimum number of additional weeks he must win first place is 1', '2 consecutive weeks', '3 weeks'), then '</think> <answer> 1 </answer>' (gold 8)
mx:0|wrong|tag|'<answer> That means she spent 250 days reading the first half. For the second half, she spends half the time, so that's 250 / 2 = 125 days. </answer>': two amounts of days, neither the total (gold 75: 250 / 10 + 250 / 5)
mx:1|wrong|tag|HTML '<a class=...>' and '<p>' inside the answer element, an invented 'Assistant: <think>' turn, then '<answer>Therefore, there will be 273 additional presents required for the second half of the year than the first half.</p>', never closed (gold 8: 4 birthdays and 7 Christmas presents after June, 3 birthdays before)
mx:2|wrong|tag|'<answer> ... Therefore, the oldest brother is 20 - 1 = 19 years old. </answer>': one brother's age, not the combined age (gold 28: the older brother 15, Michael 8, the younger 5)
mx:3|wrong|tag|debatable: '<answer> ... the hypotenuse would be 4^2 + 3^2 = 64 + 9 = 73 ... So, the perimeter would be 2x(y) + x(h). </answer>': a formula in letters for the perimeter, no value (gold 12: 3 + 4 + 5); no_answer arguable
mx:4|no_answer|tag|debatable: 'First, let's assume the number of bluebirds is B. </thought><answer>In a crape myrtle tree, there are three times more cardinals than bluebirds, so there are 3B cardinals. </answer>': a first step in a letter, no number of birds (gold 18: 2 swallows, 4 bluebirds, 12 cardinals); wrong arguable
mx:5|correct|tag|'<event>[[...]]</event>' for the think block, HTML headings inside the answer element ('By calculating 30% of $4,000 and adding it to the original price'), ending '<h2>The current value of the car is $2,800.</h2></answer>'
mx:6|no_answer|tag|debatable: ' user input </think> <answer> After calculating sunscreen costs, ... Total cost = Time (hours) * Cost per bottle * Number of ounces in each bottle * cost per ounce </answer>': a formula in words, no value (gold 7: 8 applications x 3 oz = 24 oz, 2 bottles at $3.5); wrong arguable
mx:7|wrong|tag|'<answer> Since Caitlin has 528 beads in total, with an equal amount of small and large beads, there are 272 small beads. </answer>': a bead count, not bracelets (gold 11: 264 small beads, 24 a bracelet)
mx:8|wrong|tag|debatable: '<answer> Thomas and his 4 friends take 45 bars in total, and each of them gets 22 bars. Thomas's sister Piper takes 7 bars. </answer>': several amounts, none the bars left in the box (gold 110: 200 - 50 + 5 - 45); no_answer arguable
mx:9|no_answer|tag|debatable: '</think>\n<answer>Now, let's account for what Thomas's friend did. Thomas's friend takes 1/4 of the 50 bars, which is 50 / 4 = 12.5 bars ... Thomas's friend returns 5 bars to the box.</answer>': a working step, no count of the bars left (gold 110); wrong arguable
mx:10|wrong|prose_sentence|no opening answer tag: '</think> So Thomas and his friends would each get 200 / 4 = 50 bars. </answer>': labelled by the last stated result (gold 110)
rf:0|wrong|tag|opens on page 144000 (not read; its problem from 'User: ' and its response whole on page 160000; step 90 by its place); 'the 600 visitors can be divided into three equal parts ... 400 visitors', 'he made 1000 visitors * $.01 = $10 for the week. </think> <answer> 10 </answer>' (gold 18: 600 + 2 x 600 = 1800 visits at $.01)
rf:1|wrong|tag|'the amount of money he has left is 50 - 16 = $34' (the bags left out), '34 / 2 = 17 key chains. </think> <answer> 17 </answer>' (gold 21: 50 - 16 - 20 = 14, 7 sets of 3)
rf:2|wrong|tag|'zero grams of meat was mentioned, so the cost is 0 * 8 = $0', '<answer> 9 </answer>' (gold 13: 9 + 0.5 x 8)
rf:3|wrong|tag|' thinking...some calculations...1.', '50 * 8 = 40', 'The difference is 300 - 40 = 260. </think> <answer> 260 </answer>' (gold 484: 4 digits x 6 + 12 letters x 5 + 50 x 8)
rf:4|wrong|tag|' thinking...some calculations...', 'I am now 1 year old + 2 years = 3 years old. </think> <answer> 3 </answer>' (gold 17: the dog is 2 now and was born when I was 15)
rf:5|no_answer|truncated|a loop cut at the 512-token cap ('... so the candles are $4 short. This means the cost of the candles for the three tables is $4, so 36'): no answer tag, no age given (gold 8: $5 buys 2 boxes = 24 candles, 8 a cake)
rf:6|wrong|tag|'1/4 of the flavors she tried 2 years ago is 120 / 4 = 30', '100 - 90 = 10 more flavors', '<answer> 10 </answer>' (gold 25: 25 + 50 tried)
rf:7|wrong|tag|'last year she tried double that amount 1/4 * 2 = 1/2', '100 - 74.5 = 25.5 flavors this year. </think> <answer> 25.5 </answer>' (gold 25)
rf:8|correct|tag|'Together, they have 20,000 + 16,000 = $36,000. </think> <answer> 36000 </answer>'
rf:9|correct|tag|
rf:10|correct|tag|
rf:11|correct|tag|
rf:12|correct|tag|
qo:0|wrong|answer_colon|' \nAnswer: 100', then an explanation ending 'So, there are 197 bars in the box now.', then an invented 'Part 3. Exercise' with its own 'Answer: 22000': the answer to the question posed is 100 or 197, neither right (gold 110: 200 - 50 + 5 - 45)
qo:1|wrong|prose_sentence|debatable: an invented User / Assistant dialogue from the first line ('After Piper takes 95 bars, the number of bars left in the box is 155 - 95 = 60 bars', then '... = 200 - 50 - 5 - 5 = 150 bars.'), cut at the token cap in a User turn ('Ah, I see my mistake now. So, the'): labelled by the last stated result, 150 (gold 110); no_answer arguable
qo:2|wrong|answer_is|'Therefore, the final number of chocolate bars left in the box is 2.\n#### 2\nThe answer is: 2' (gold 110: 200 - 50 + 5 - 45)
qo:3|wrong|prose_sentence|'The answer is 45 bars.', then invented User / Assistant turns repeating 'The total number of bars left in the box is 45.', cut at the token cap ('If you have any') (gold 110)
qo:4|no_answer|none|').\nUpdate\n[[ Tristan, Era, and Violet ...': six invented problems ('Update\n[[ ...'), none answered, and nothing about the question posed (gold 110)
qo:5|no_answer|none|' The answer is-->\n\n\nLicense Email: info@stratagemsociety.com ...': a marker with no value, then web boilerplate (gold 110)
qo:6|no_answer|none|' What's the name of Thomas's friend? In which city does Chuy go camping? ...': quiz text, no value (gold 110)
qo:7|wrong|answer_is|' The answer is 80. What is this question about?', then an invented multiple-choice quiz answered 'A: The lottery' (gold 110)
qo:8|correct|answer_colon|nonsense working ('Record your answer, which should be 20 minutes for Billy to wash the dishes.', 'tina = 3.125 minutes', 'If we got this right she was only supposed to do 6 dishes'), ending 'Answer: The time for Billy should wash the dishes. He should wash 6 dishes to spend the same amount of time as Anna.'; the opening '20 minutes' is a time, not a dish count
qo:9|no_answer|truncated|an invented 'User:' turn, equations in an invented 'Uncle Mike' ('x = 12.5', 'This result suggests there might be a mistake'), cut at the token cap ('If \( x = 12'): no final answer (gold 220: Rebecca 40, Mara 120, 60 left)
qo:10|wrong|prose_sentence|invented User / Assistant turns ending 'User: The final answer is that Roslyn originally had 80 books.\nAssistant: That's correct. Roslyn originally had 80 books.' (gold 220: 40 + 3 x 40 + 60)
qo:11|wrong|prose_sentence|'Therefore, Billy should wash 20.5 dishes to spend the same amount of time as Anna doing sweeping.', then an invented 'User:' turn asking to confirm and a re-statement of the steps cut at the token cap ('Therefore, 20.5X = 30, which') (gold 6: 30 - 18 = 12 minutes, 2 minutes a dish)
qo:12|no_answer|none|debatable: ' [A] 80 pounds [B] 200 pounds [C] 250 pounds', then unrelated exam scraps ('12 Vib/sec - 2340 ...', 'Ads by Google'): three option values, none chosen (gold 52: 600 - 3 x 140 - 2 x 64); wrong arguable
qo:13|wrong|prose_sentence|a bare ' 30' as the first line, then nonsense ('so T = 47', 'Multiply 47.36 by 6 to obtain 273.36 jellybeans, which is just shy of 30.') (gold 34: Lee 10, Tino 10 + 24)
qo:14|no_answer|truncated|compound-interest working about 'Alex' ('A = \$16,320', '\text{Total Interest Earned} = \$4,000'), cut at the token cap ('\dfrac{0'): no final answer (gold 59,616)
qo:15|wrong|answer_colon|').\nUpdate\n[[0044||0044 as a date]]\nSolution: 140' (gold 90: 2 schools x 9 classes x 5 balls)
ts:0|wrong|tag|'He earned (20/100)*10000 = $2,000 in interest' (one year, not compounded for 3), '$12,000 + $5,400 = $17,400. </think> <answer> $17,400 </answer>' (gold 59,616: 10,000 x 1.2^3 = 17,280, x 3 = 51,840, x 1.15)
ts:1|correct|tag|'45 * 2 = 90 soccer balls in total. So the answer is 90. </think> <answer> 90 </answer>'
ts:2|correct|tag|wrong working ('He will do 147 loads of laundry in a year because 6 weeks is a year', '147 / 39 is approximately 3.86'), the right '<answer> 4 </answer>'
ts:3|correct|tag|
ts:4|correct|tag|
ts:5|correct|tag|'110 // 10 = 11. So the answer is 11. </think> <answer> 11 </answer>'
ts:6|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    raws = [r for r in raws if (r["src"], r["rec"]) not in DROP]
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout238.jsonl: a 238th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
