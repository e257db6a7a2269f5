__doc__ = r"""Build public_heldout232.jsonl: a 232nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (Jerryson520's `format_reward`, `answer_reward`, `reward`;
sandyhu533's `reward`, `format_reward`, `answer_reward` and `sample_type`) were not used to label:
each completion was read, its final answer found and compared with the gold by hand.

Round 228's lead taken further: R1-Zero-format ('<think> ... </think> <answer> ... </answer>') GRPO
rollouts of a SMALL model DURING RL (allenai OLMo-2-0425-1B on GSM8K train, CS336 assignment 5),
from the two repositories round 228 opened, on files and pages no round read (round 228 read
Jerryson520's seed-0 file at offsets 0, 720000 and 1408000 and sandyhu533's onpolicy/standard
seed-0 file; this round reads the seed-0 file's step-80 and step-160 batches, a seed-1 file, and
two other algorithms' runs of sandyhu533):
* jr: Jerryson520/assignment5-alignment results/grpo_rollouts_seed_0_hrpuh3cm.jsonl at 7180941
  (1,445,534 characters; JSON lines {step, prompt, response, ground_truth, format_reward,
  answer_reward, reward}; whole rollout batches of 256 lines logged every 40 steps). Model and
  settings per scripts/run-4-seeds.sh (read by round 228, at 417e13c): OLMo-2-0425-1B, the r1_zero
  prompt, gsm8k train, 200 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature
  1.0, 512 new tokens, seeds 0-3. Four pages, each read alone: page 304000 (step 80: the first
  line, Mike's car, opens on page 288000 (not read) with only 'he has to take $20000 from the
  bank?' of its problem on the page: dropped; Mike's car 0, the company's 100 employees 1-8,
  Tracy's books 9-11; the fourth Tracy line is cut inside its response), page 448000 (step 80:
  the first line, an exam-review reply, opens on page 432000 without its problem: dropped; the
  conference chairs 12-19, Cori's aunt 20-24; the sixth Cori line is cut inside its response),
  page 896000 (step 160: the first line, a Brittany reply, opens on page 880000 without its
  problem: dropped; Brittany's tests 25-28, Julie's book 29-36, the store owner's soda 37-38; the
  next line is cut inside its prompt), page 1040000 (step 160: the first line, a toy-soldiers
  reply, opens on page 1024000 without its problem: dropped; Diego's murals 39-46, the TV show's
  seasons 47-50; the next line is cut inside its prompt). 51 cut, 7 dropped as repeats within the
  round (below), 44 kept.
* j1: the same repository's results/grpo_rollouts_seed_1_fieqad6m.jsonl at 7180941 (1,524,311
  characters; the same line format): one of two seed-1 files in results/ (fieqad6m, spel9iaj);
  which of the script's runs wrote it is not known (no file names it), its lines carry the same
  r1_zero prompt. Page 160000, read alone (step 40): Oliver's workouts 0-5 (0 opens on page 144000,
  not read: its problem from 'User: ' and its response whole on the page; step 40 by its place),
  the football throws 6-13; the first Addison line has its response on the page but is cut
  before its gold: dropped. 14 kept.
* dg: sandyhu533/assignment5-alignment grpo_runs/onpolicy/variants/Dr_GRPO/2026-06-14_22-07-48/
  seed_0/rollouts.jsonl at e7dd55a (199,014 characters; JSON lines {step, prompt, response,
  ground_truth, reward, format_reward, answer_reward, sample_type}: 8 'random' and 8 'top_reward'
  samples logged every 10 steps). Model and settings per the run's config.json (read):
  allenai/OLMo-2-0425-1B, prompt r1_zero, gsm8k train (6,400 examples), 100 rollout steps, rollout
  and train batch 256, group size 8, lr 1e-5, temperature 1.0, 512 new tokens, mean baseline,
  advantage normaliser none, loss normalisation constant (the Dr. GRPO variant). Two pages, each
  read alone: page 64000 (the chairs 0, a 'random' line whose prompt opens on page 48000 (not
  read), its problem from 'User: ' and its response whole on the page, step 30 by its place;
  step 30: Alyssa's candles 1, the chairs 2, Lucy and Linda 3, Barbara's shopping 4, Mark and
  Mike's heights 5, Peter's vacation 6, Kendra's change 7-8, Keith and Blaine 9, Yanna's change 10,
  Jasmine's laps 11-12, John's necklaces 13; step 40: David's reading 14, Ernie and Jack 15; the
  second Ernie line is cut inside its response), page 144000 (Kristine's CDs 16, a 'top_reward'
  line opening on page 128000 (not read), its problem from 'User: ' and its response whole on the
  page, step 70 by its place; step 80: Debby and Maggie 17, Dallas's age 18, the rectangle and
  square 19, Parker's stamps 20 and 27-29, the queen's bees 21, Marjorie's cakes 22, James's milk
  23, the parrots and crows 24, Barbara's watch 25-26; the fifth Parker 'top_reward' line is cut
  after its gold, before its reward fields: dropped). 30 kept.
* gs: sandyhu533/assignment5-alignment grpo_runs/offpolicy/gspo/2026-06-15_00-12-35/seed_0/
  rollouts.jsonl at e7dd55a (212,545 characters; the same line format). Settings per the run's
  config.json (read): allenai/OLMo-2-0425-1B, prompt r1_zero, gsm8k train (6,400), 100 rollout
  steps, rollout batch 256, train batch 8, gradient accumulation 2, group size 8, lr 1e-5,
  importance reweighting 'gspo', cliprange 0.0003, temperature 1.0, 512 new tokens, mean baseline,
  std normaliser, sequence loss normalisation (off-policy GRPO with GSPO reweighting). Two pages,
  each read alone: page 32000 (the first line, a Carla's-chores 'top_reward' reply of step 10,
  opens on page 16000 with its problem cut: dropped; step 10: Carla's chores 0-4; step 20: the
  popsicle sticks 5, Jaynie's leis 6, Tom's boards 7, the compound's animals 8, Mary's chicken
  9-10; the Miguel line is cut inside its prompt), page 128000 (the first line, gold 150, opens on
  page 112000 without its problem: dropped; step 60: the class poll 11, Travis's cereal 12, Matt
  and Fem 13, Jennifer's candies 14-18, the food drive 19, Oshea's planters 20-21; step 70:
  Jeremy, Sebastian and Sophia 22, Percius's marbles 23; the Peyton line is cut inside its
  response). 24 kept.
Gold: each line's `ground_truth`, checked by the build equal to the '####' value of the gsm8k
train question of the same opening words (all 112 problems are gsm8k train questions).

Method (rounds 88-228's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Nine
of the ten pages came out at 16,000 characters on their first paste; jr_896000 came out at 14,864:
the paste had left out one of the three identical Julie lines that follow the 'half of these
remaining pages' line (1,136 characters, the length of that line), and the display shows three;
the missing line was put back as a copy of its identical neighbour in the paste, after which the
page decoded to 16,000. ('\u' escapes of the sandyhu533 files, e.g. '\u2019', '\u2013', '\u2248',
the raw '’' of the Jerryson520 seed-0 file, and the '\\*' and '\\(' of two completions were pasted
as shown.) No loop marker was needed. work/extract.py cut the records out by script (raw_*.jsonl:
`r` the completion's JSON string body as the file holds it, `enc` = json, decoded once by the
build), parsed every line that opens on its page with json and checked that the cut body decodes
to the parsed `response`, the gold to `ground_truth` and that the prompt ends with the problem
cut, refused completions holding a control character other than newline, carriage return and tab
(none did), and found every problem once in gsm8k train by its opening words. The completions were
read over against the displayed pages while labelling (their final answers and golds). Nothing was
retyped from a decoded form; nothing is shortened.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 238 files, 33,265 distinct completions at the last run,
by script, work/dedup.py, reading no labels) and with the others of this round: no repeat of an
earlier round. Dropped as repeats within the round (kept in the transcriptions' numbering, not
built): jr:6 (the same text as jr:2, '... Therefore, 20 employees use public transportation to get
to work. </think> <answer> 20 </answer>'), jr:31, jr:34, jr:35 and jr:36 (the same text as jr:30,
Julie's '... she should read 84 / 2 = 42 pages. </think> <answer> 42 </answer>'), jr:41 and jr:43
(the same text as jr:39, Diego's '... So Diego got $9,800. </think> <answer> 9,800 </answer>').
Near repeats that differ in their characters are kept (jr:3 with '</ think>', jr:29 '12 * 2',
jr:32, jr:33; jr:40, 42, 44, 46; dg:27-29; gs:14-18).

Repository counts (112 records): Jerryson520/assignment5-alignment 58 (51.8 %: jr 44, j1 14),
sandyhu533/assignment5-alignment 54 (48.2 %: dg 30, gs 24). By step: Jerryson520 seed 0 step 80
24 and step 160 20, seed 1 step 40 14; sandyhu533 Dr_GRPO steps 30-40 16 and 70-80 14, gspo steps
10-20 11 and 60-70 13. Licences: no LICENSE file in the index for either repository (looked up by
path this round); `licence` per record.

Split: think_answer 112 (every prompt the R1-Zero format; the early-step and off-policy samples
leave it often: several '<think>' blocks, '< thinking >', '</ think>', '<br><think>', '</after>',
an answer tag closed by '</think>' or never closed, a closer with no opener, HTML '<div>' and
'<p>' inside the tag, an invented 'User:' / 'Assistant:' turn), long_cot 0. GSM8K 112 (all gsm8k
train problems), MATH 0.

Truths: correct 58, wrong 54, no_answer 0; debatable 5 (j1:10, dg:1, dg:4, dg:17, gs:0). By
source: jr 29 / 15 / 0, j1 0 / 14 / 0, dg 19 / 11 / 0, gs 10 / 14 / 0. Forms: tag 108 (an answer
element, closed or not, well-formed or not, carries the answer), prose_sentence 3 (j1:1, gs:2,
gs:4), bare_last_line 1 (gs:0).

Label conventions (rounds 37-228's): the last final answer counts; in the tag format the
`<answer>` content is the final answer whatever the working says (jr:22: the working ends 'her
aunt is currently 24 - 5 = 19 years old', the tag holds 24: wrong), a sentence or equation in the
tag read for the value it states (j1:2 '<answer> 4 + 2 + 8 + 16 = 32 </answer>', gs:3, gs:6,
gs:9); a right answer over wrong or muddled working is correct (jr:1, jr:16 '3/5 * 80 = 48 chairs
were occupied ... 48 * 2 = 96 / 2 = 48', dg:7 '70 = 100 - 70 = 30'); equal in value but written
differently is correct (jr:39 '9,800' for 9800); another quantity is wrong (j1:8 Kyle's distance
for the difference asked, gs:3 minutes for dishes, jr:14 the empty seats); two differing values
are wrong (gs:7, gs:10); a tag never closed or closed by '</think>' counts (jr:50, j1:0); with no
answer tag the completion is labelled by its last stated result (j1:1, gs:4); text invented after
the answer (gs:2's 'User:' turn and its '2 dishes') does not change the answer given to the
question posed; a committed word with no value in the tag is wrong (dg:1 'CMU', dg:4, both
debatable as round 9's 'Cloud Storage' was). Debatable: j1:10 ('<answer> Parker: 16 yards. Grant:
20 yards. Kyle: 40 yards. </answer>': three distances, none the difference asked; wrong, no_answer
arguable); dg:1 and dg:4 (words in the tag; wrong, no_answer arguable); dg:17 (the answer element
names 6000 'the total share', then ends 'the amount they shared is $6,000 - $1,500 = $4,500':
wrong by the last value, correct arguable); gs:0 ('</think>\n1200\n00:00', bare values with no
tag: wrong, no_answer arguable).

Pages read this round (for the next round not to repeat them): Jerryson520/assignment5-alignment
results/grpo_rollouts_seed_0_hrpuh3cm.jsonl at 7180941 offsets 304000, 448000, 896000, 1040000;
results/grpo_rollouts_seed_1_fieqad6m.jsonl at 7180941 offset 160000. sandyhu533/
assignment5-alignment grpo_runs/onpolicy/variants/Dr_GRPO/2026-06-14_22-07-48/seed_0/
rollouts.jsonl at e7dd55a offsets 64000, 144000 and the run's config.json; grpo_runs/offpolicy/
gspo/2026-06-15_00-12-35/seed_0/rollouts.jsonl at e7dd55a offsets 32000, 128000 and the run's
config.json.

Leads for a later round: the Jerryson520 step-80 and step-160 batches are mostly right and
repetitive (7 exact repeats within four pages, 29 of 44 right), while the seed-1 step-40 page was
all wrong with broken think formats: prefer early steps. Unread there: seed 0 other pages (step 40
16000-288000, step 80 320000-432000 and 464000-576000, step 120, step 160 912000-1024000 and
1056000-1152000, step 200); seed 1 fieqad6m other pages (the Addison line opens at the end of
160000: re-read 160000 and join 176000), seed 1 spel9iaj, seed 2 (68f8xc03, g621ylkd), seed 3
(7pjwktwx), grpo_rollouts.jsonl, and the zero-shot files r1_zero_reward.jsonl,
question_only_reward.jsonl, r1_zero_three_shot_reward.jsonl. sandyhu533: Dr_GRPO other pages
(steps 1-20 at 0-48000, 50-60 at 80000-128000, 90-100 from 160000; the second Ernie line opens at
the end of 64000, the fifth Parker line at the end of 144000), gspo other pages (steps 1, 30-50,
80-100; the Miguel line opens at the end of 32000, the Peyton line at the end of 128000), and the
unread runs: onpolicy variants MaxRL, RFT, GRPO_constant, offpolicy clip / naive / noclip,
lr_sweep lr_3e-5 and lr_3e-6, prompt question_only and r1_zero_three_shot, standard seed_1, and
the 2026-06-13 / 06-14 runs (at most about 30 records a file). Round 228's other leads
(PaoPaoYue, imraviagrawal and the unchecked assignment5-alignment repositories) stand.

Usage: python build_public_heldout232.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout232.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout232.jsonl"
SOURCE = "public_heldout232"

JR, JRC = "Jerryson520/assignment5-alignment", "71809411ac20ccb53701d952a30baf31aceeae6a"
SH, SHC = "sandyhu533/assignment5-alignment", "e7dd55ad7352bba72030929b9451b25c4d0d6c36"

JR_MODEL = (
    "allenai OLMo-2-0425-1B during GRPO on GSM8K train (per scripts/run-4-seeds.sh: r1_zero "
    "prompt, 200 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0, "
    "512 new tokens, seeds 0-3; whole batches logged every 40 steps); the record is a rollout "
    "line's `response`; "
)
SH_MODEL = (
    "allenai/OLMo-2-0425-1B during {} on GSM8K train (the run's config.json: prompt r1_zero, "
    "100 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0, 512 new "
    "tokens, mean baseline, {}; 8 'random' and 8 'top_reward' samples logged every 10 steps); "
    "the record is a logged line's `response`; {}"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "jr": (
        "jr-olmo2-1b-grpo-gsm8k-seed0-steps80-160", JR,
        "results/grpo_rollouts_seed_0_hrpuh3cm.jsonl", JRC,
        JR_MODEL + "this file seed 0; pages 304000 and 448000 (step 80) and 896000 and 1040000 "
        "(step 160), each read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "j1": (
        "j1-olmo2-1b-grpo-gsm8k-seed1-step40", JR,
        "results/grpo_rollouts_seed_1_fieqad6m.jsonl", JRC,
        JR_MODEL + "this file one of two seed-1 files (fieqad6m, spel9iaj; which run wrote it is "
        "not known); page 160000 (step 40), read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "dg": (
        "dg-olmo2-1b-dr-grpo-gsm8k", SH,
        "grpo_runs/onpolicy/variants/Dr_GRPO/2026-06-14_22-07-48/seed_0/rollouts.jsonl", SHC,
        SH_MODEL.format(
            "Dr. GRPO-style training", "train batch 256, advantage normaliser none, loss "
            "normalisation constant", "pages 64000 (steps 30 and 40) and 144000 (steps 70 and "
            "80), each read alone"),
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "gs": (
        "gs-olmo2-1b-offpolicy-gspo-gsm8k", SH,
        "grpo_runs/offpolicy/gspo/2026-06-15_00-12-35/seed_0/rollouts.jsonl", SHC,
        SH_MODEL.format(
            "off-policy GRPO with GSPO importance reweighting", "train batch 8, gradient "
            "accumulation 2, cliprange 0.0003, std normaliser, sequence loss normalisation",
            "pages 32000 (steps 10 and 20) and 128000 (steps 60 and 70), each read alone"),
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# pasted but not built: repeats within the round (see the docstring)
DROP = {("jr", 6), ("jr", 31), ("jr", 34), ("jr", 35), ("jr", 36), ("jr", 41), ("jr", 43)}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
jr:0|wrong|tag|'... = $37,250. </think> <answer> $37,250 </answer>' (gold 38000: the loan's interest is 15% of 20000 = 3000, 35000 + 3000)
jr:1|correct|tag|a muddled last step ('the number of employees not using any form of transportation is 100 - 80 = 20 employees'), then '<answer> 20 </answer>'
jr:2|correct|tag|
jr:3|correct|tag|'</ think> <answer> 20 </answer>': a malformed closer before the tag
jr:4|correct|tag|
jr:5|correct|tag|
jr:7|correct|tag|
jr:8|correct|tag|
jr:9|correct|tag|
jr:10|correct|tag|
jr:11|correct|tag|
jr:12|correct|tag|
jr:13|wrong|tag|'2/5 * 80 = 32 chairs were not occupied', '32 chairs * 2 people per chair = 64 people', '<answer> 64 </answer>' (gold 48: 3/5 of 40 chairs = 24 occupied, 2 people each)
jr:14|wrong|tag|'the number of board members who attended the meeting is 80 - 48 = 32', '<answer> 32 </answer>': the empty seats (gold 48)
jr:15|correct|tag|
jr:16|correct|tag|a wrong step ('3/5 * 80 = 48 chairs were occupied', '48 * 2 = 96 / 2 = 48'), the right answer '<answer> 48 </answer>'
jr:17|correct|tag|
jr:18|wrong|tag|'So, 40 - 94 / 94 = 40 - 2 = 38 board members did attend the meeting.', '<answer> 38 </answer>' (gold 48)
jr:19|correct|tag|
jr:20|correct|tag|
jr:21|correct|tag|
jr:22|wrong|tag|the working ends 'her aunt is currently 24 - 5 = 19 years old', then '<answer> 24 </answer>': the aunt's age in 5 years (gold 19)
jr:23|wrong|tag|'So, her aunt is 24 years old today.', '<answer> 24 </answer>' (gold 19: 24 is her age in 5 years)
jr:24|wrong|tag|'x = 24. Therefore, Cori's aunt is 24 years old today.', '<answer> 24 </answer>' (gold 19)
jr:25|wrong|tag|'81 - (3 * 2) = 81 - 6 = 75', '<answer> 75 </answer>' (gold 84: 2 x 81 - 78)
jr:26|wrong|tag|'Her average after the first test was 78 / 2 = 39', '<answer> 42 </answer>' (gold 84)
jr:27|correct|tag|
jr:28|wrong|tag|'81 - (3 * 2) = 81 - 6 = 75. </think> <answer> 75 </answer>' (gold 84)
jr:29|correct|tag|
jr:30|correct|tag|
jr:32|correct|tag|
jr:33|correct|tag|
jr:37|correct|tag|
jr:38|correct|tag|
jr:39|correct|tag|'<answer> 9,800 </answer>': a thousands comma
jr:40|correct|tag|'<answer> 9,800 </answer>'
jr:42|correct|tag|'<answer> 9,800 </answer>'
jr:44|correct|tag|'<answer> 9,800 </answer>'
jr:45|wrong|tag|'5D = $49,000. Dividing both sides by 5 gives us D = $9,400', '<answer> 9,400 </answer>' (gold 9800: 49,000 / 5)
jr:46|correct|tag|'<answer> 9,800 </answer>'
jr:47|wrong|tag|'<answer> $13,200,000 </answer>' (gold 16,800,000: 12 episodes at 100,000, then 3 x 18 + 24 = 78 episodes at 200,000)
jr:48|wrong|tag|'<answer> 4400000 </answer>' (gold 16,800,000)
jr:49|wrong|tag|'<answer> 2,400,000 </answer>' (gold 16,800,000)
jr:50|wrong|tag|'the total cost to produce all the episodes is 9,800,000. </think> <answer> 9,800,000' and the reply ends: an answer tag never closed (gold 16,800,000)
j1:0|wrong|tag|opens on page 144000 (not read; its problem from 'User: ' and its response whole on page 160000); '<think>' markers and no '</answer>': '<answer> 4 + 8 + 8 + 16 = 36 </think>' (gold 18: 4 + 2 + 8 + 4)
j1:1|wrong|prose_sentence|no answer tag, four think blocks: 'Oliver has worked out a total of 38 hours during these four days.' (gold 18)
j1:2|wrong|tag|'< thinking >' and '< think >' markers, then '<answer> 4 + 2 + 8 + 16 = 32 </answer>' (gold 18: Thursday is twice Tuesday's 2 hours)
j1:3|wrong|tag|'Thursday: 4 hours * 2 = 8 hours', '<answer> 24 </answer>' (gold 18)
j1:4|wrong|tag|no '</think>': 'Paris: 8 hours * 2 = 16 hours <think> Home: 4 hours * 2 = 8 hours <answer> 44 </answer>' (gold 18)
j1:5|wrong|tag|'Tuesday: 6 hours * 2 = 12 hours </think> <answer> 22 </answer>' (gold 18)
j1:6|wrong|tag|six think blocks ('16 / 0.85 = 18', '33 * 0.85 = 28.95'), '<answer> 28.95 </answer>' (gold 24: Grant 20, Kyle 40, 40 - 16)
j1:7|wrong|tag|'Kyle threw the ball 64 - 16 = 48 yards farther', '<answer> 48 </answer>' (gold 24)
j1:8|wrong|tag|'Kyle threw the ball 40 yards compared to Parker's throw.', '<answer> 40 </answer>': Kyle's distance, not the difference (gold 24)
j1:9|wrong|tag|'16 * 0.25 = 4 </think> <think> 4 + 2 = 6 </think> <answer> 6 </answer>' (gold 24)
j1:10|wrong|tag|debatable: '<answer> Parker: 16 yards. Grant: 20 yards. Kyle: 40 yards. </answer>': three distances, not the asked difference (gold 24 = 40 - 16); no_answer arguable
j1:11|wrong|tag|'so Grant threw 28 yards', 'So Kyle threw 56 - 28 = 28 yards farther', '<answer> 28 </answer>' (gold 24)
j1:12|wrong|tag|'So, Kyle threw 2.48 times farther than Parker.</think> <answer> 32 </answer>' (gold 24)
j1:13|wrong|tag|'Grant threw 20 * 1.25 = 25 yards', 'Kyle threw 50 - 20 = 30 yards farther', '<answer> 30 </answer>' (gold 24)
dg:0|wrong|tag|opens on page 48000 (not read; its problem from 'User: ' and its response whole on page 64000); no '</think>': '= 72 chairs per 6 hours <answer> 72 chairs </answer>' (gold 73: 72 and the group's extra chair)
dg:1|wrong|tag|debatable: '</think> \n <answer> CMU </answer>': a word, no value, after muddled working (gold 6: 40 - 20 = 20, 30% of 20 left); no_answer arguable
dg:2|wrong|tag|'12 chairs per hour for 6 hours. </think> <answer> 108 </answer>' (gold 73)
dg:3|wrong|tag|'20 + 5 = 20', '<answer> $30 </answer>' (gold 10: Lucy 20 - 5 = 15 = Linda + 5)
dg:4|wrong|tag|debatable: the working ends '7.5/35 * 100 = 21.43%', then '<answer> Compassion and kindness, respectively.</answer>': words, no value (gold 40: 56 - 10 - 6); no_answer arguable
dg:5|wrong|tag|' user input </think> <answer> 78 </answer>' (gold 10: 73 - 63 inches)
dg:6|correct|tag|
dg:7|correct|tag|'2*20 + 3*10 = 40 + 30 = 70 = 100 - 70 = 30 </think> <answer> 30 </answer>': a run-on equation chain as the working
dg:8|correct|tag|
dg:9|correct|tag|'<answer>15 </answer>'
dg:10|correct|tag|
dg:11|correct|tag|
dg:12|correct|tag|
dg:13|correct|tag|
dg:14|correct|tag|
dg:15|correct|tag|two '</think>' ('4/5 * 6000 = 4800 </think> Jack's income ...'), then '<answer> 16800 </answer>'
dg:16|correct|tag|opens on page 128000 (not read; its problem from 'User: ' and its response whole on page 144000); '27 CDs.</think> <answer> 27 </answer>'
dg:17|wrong|tag|debatable: the answer element opens 'T = 6000. So, the total share they shared is $6,000.' (the gold), then ends 'Therefore, the amount they shared is $6,000 - $1,500 = $4,500.': two differing values, the last one Maggie's share (gold 6000); correct arguable (6000 is named the total share)
dg:18|wrong|tag|'he was 3 * 16 = 48 years old last year', '<answer> 49 </answer>' (gold 46: Darcy was 15 last year, 3 x 15 + 1)
dg:19|correct|tag|the working stops at '25 square inches minus 18 square inches', then '<answer> 7 </answer>'
dg:20|correct|tag|
dg:21|wrong|tag|'<answer> 33,500 </answer>': the 900 bees lost a day left out (gold 27201: 12500 + 7 x 2100 + the queen)
dg:22|wrong|tag|'on the fifth day, she made 160 cakes ... Let's calculate it step by step. </think> <answer> 160 </answer>' (gold 10: 320 / 2^5)
dg:23|correct|tag|
dg:24|wrong|tag|'initially, there were 7 birds on the branch', '<answer> 7 </answer>' (gold 13: 5 parrots and so 5 crows flew away, 7 parrots and 6 crows)
dg:25|correct|tag|
dg:26|correct|tag|
dg:27|correct|tag|
dg:28|correct|tag|
dg:29|correct|tag|
gs:0|wrong|bare_last_line|debatable: no answer tag: '... doing chores </think>\n1200\n00:00': bare values after the think block, neither a dish count (gold 6: 30 - 18 = 12 minutes of dishes at 2 minutes each); no_answer arguable
gs:1|wrong|tag|'<br><think>Tranquilizing Billy’s dogs takes 45 minutes. </think>', then '<answer>... So, washing 2 dishes would take 4 minutes. </answer>' (gold 6)
gs:2|wrong|prose_sentence|no answer tag: '... = 10 minutes of dishes. </after>', then an invented 'User:' turn and 'Assistant: ... he should wash 10 minutes / 5 = 2 dishes.' (gold 6): the answer to the question posed is 10 minutes of dishes, the invented turn's 2 dishes is wrong too
gs:3|wrong|tag|'<answer> ... Billy should do 48 / 2 = 24 minutes of chores, which is the washing of dishes.</answer>': minutes, not dishes, and not the 12 minutes (gold 6)
gs:4|wrong|prose_sentence|no answer tag opened, no '</think>': 'Thus, Billy has to wash 18 dishes to end up with 6 minutes in total ... </answer>' (gold 6)
gs:5|wrong|tag|'<answer>x = 12\*(2) = 24</answer>': Sid's count (gold 108: 12 + 24 + 72)
gs:6|wrong|tag|'<answer> The number of plumeria flowers she needs is 5.0. </answer>' (gold 120: 30 flowers a lei, 4 leis)
gs:7|wrong|tag|'<answer> The bookshelf we're making is 145 cm. Tom started with 20 cm of wood. </answer>' (gold 125: 143 - 25 + 7)
gs:8|wrong|tag|'The total number of animals in the compound is D + C + 2C = 160</think>', and the answer element holds only equations ('3C = 160', 'C = 160 / 3 ≈ 53.33', '+ C + 2C = 160') (gold 304: 80 dogs, 64 cats, 160 frogs)
gs:9|wrong|tag|'<answer> Mary and her two friends should each pay $18 for the chicken and $36 for the beef. </answer>' (gold 1: (16 - 12 - 1) / 3)
gs:10|wrong|tag|'</ think>', then '<answer> ... each person should pay $8 / 3. <p> ... The amount paid for the chicken is 4 pounds * ($8 / 2) = $4. </answer>' (gold 1)
gs:11|wrong|tag|'1/3 of the remaining 24 students like English', '<answer> 16 </answer>' (gold 12: 6 Math, 10 English, 2 of the 14 left Science)
gs:12|correct|tag|
gs:13|correct|tag|
gs:14|correct|tag|
gs:15|correct|tag|
gs:16|correct|tag|
gs:17|correct|tag|
gs:18|correct|tag|
gs:19|correct|tag|LaTeX '\( 4 \times 25 = 100 \)' in the working, then '<answer> 100 </answer>'
gs:20|correct|tag|
gs:21|correct|tag|
gs:22|wrong|tag|'The current sum of their ages is 40 + 41 + 42 = 123', '<answer> 46 </answer>' (gold 60: 150 - 43 - 47)
gs:23|wrong|tag|'40/100 * 150 = 60 marbles are clear' (an invented 150 marbles), '<answer> 300 </answer>' (gold 2: 40% of 5)
"""


def build(raws: list[dict]) -> list[dict]:
    raws = [r for r in raws if (r["src"], r["rec"]) not in DROP]
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout232.jsonl: a 232nd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
